; A loop that runs once (its trip count is 1) and whose DMA no mark closes:
; the read of buffer 0 races with the prologue's DMA, which the wait leaves
; in flight. An instance of the loop's DMA from an earlier iteration would
; fill buffer 0 too and never be closed, but there is none: iteration J
; exists only below the loop's maximum trip count. Before, that instance
; was reported as well ("issued 1 loop iteration earlier").
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -amdgpu-asyncmark-race-check %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=warning
; CHECK: warning: in function once: async DMA (call of llvm.amdgcn.global.load.async.lds) is not closed by any asyncmark before the function returns: no wait.asyncmark waits for it; the wait.asyncmark comes before any mark after it
; CHECK: warning: in function once: wait.asyncmark(1) waits for nothing: no path reaching it has more than 1 asyncmark(s), yet an async DMA may be in flight there (a mark missing before the wait?)
; CHECK: warning: in function once: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds), which may still be in flight there; 1 asyncmark between them; the wait.asyncmark(1) leaves it in flight; wait.asyncmark(0) here covers it
; With two iterations, the first iteration's DMA is in flight at the second's read.
; RUN: sed -e 's/icmp ult i32 %%t.next, 1$/icmp ult i32 %%t.next, 2/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -amdgpu-asyncmark-race-check -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=TWICE
; TWICE: warning: in function once: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds) issued 1 loop iteration earlier, which may still be in flight there

@lds = internal addrspace(3) global [2 x [256 x i8]] poison, align 16

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @once(ptr addrspace(1) %src, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = mul i32 %tid, 4
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop

loop:
  %t = phi i32 [ 0, %entry ], [ %t.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %t1 = add i32 %t, 1
  %fill = urem i32 %t1, 2
  %fp = getelementptr [256 x i8], ptr addrspace(3) @lds, i32 %fill
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) %fp, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %read = urem i32 %t, 2
  %rb = getelementptr [256 x i8], ptr addrspace(3) @lds, i32 %read
  %rp = getelementptr i8, ptr addrspace(3) %rb, i32 %off
  %v = load i32, ptr addrspace(3) %rp, align 4
  %acc.next = add i32 %acc, %v
  %t.next = add nuw i32 %t, 1
  %more = icmp ult i32 %t.next, 1
  br i1 %more, label %loop, label %exit

exit:
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %acc.next, ptr addrspace(1) %op, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }
