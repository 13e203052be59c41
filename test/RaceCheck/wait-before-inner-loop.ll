; A read in an inner loop, whose header has two predecessors, after a wait
; before the loop that leaves the DMA filling @b in flight: the finding says
; the waits on the paths to the read leave it in flight, not that no wait
; precedes it. With wait(0) there is no finding.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=warning
; RUN: sed -e 's/wait.asyncmark(i16 1)/wait.asyncmark(i16 0)/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=TIGHT --allow-empty --implicit-check-not=warning
;
; CHECK: warning: in function inner: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds), which may still be in flight there; 1 asyncmark between them; the wait.asyncmark calls on the paths to the access leave it in flight; wait.asyncmark(0) here covers it
; TIGHT-NOT: warning

@a = internal addrspace(3) global [64 x i32] poison, align 16
@b = internal addrspace(3) global [64 x i32] poison, align 16
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @inner(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %n) {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @a, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @b, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %s, %loop ]
  %p = getelementptr i32, ptr addrspace(3) @b, i32 %k
  %v = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %acc, %v
  %k1 = add i32 %k, 1
  %c = icmp slt i32 %k1, %n
  br i1 %c, label %loop, label %exit
exit:
  store i32 %s, ptr addrspace(1) %out
  ret void
}
