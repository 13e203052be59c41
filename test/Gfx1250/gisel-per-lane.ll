; GlobalISel on gfx1250. LLVM 22's GlobalISel selects the async transfers
; only with a per-lane LDS pointer (a uniform one is "cannot select", with or
; without the plugin); with one, both selectors give the same waits: a
; three-group pipeline in a loop waits for s_wait_asynccnt 2 (two
; transfers per group, one group newer), and 0 after the loop.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 %s -o - | FileCheck %s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 -amdgpu-asyncmark-verify %s -o /dev/null

declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)
declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK-LABEL: per_lane:
; CHECK:       .LBB0_{{[0-9]+}}:
; CHECK:       global_load_async_to_lds_b32
; CHECK:       global_load_async_to_lds_b32
; CHECK:       s_wait_asynccnt 0x2
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
define amdgpu_kernel void @per_lane(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o, i32 %n) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %lp = getelementptr i32, ptr addrspace(3) %l, i32 %t
  %gp = getelementptr i32, ptr addrspace(1) %g, i32 %t
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %gp, ptr addrspace(3) %lp, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %gp, ptr addrspace(3) %lp, i32 256, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %gi = getelementptr i32, ptr addrspace(1) %gp, i32 %i
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %gi, ptr addrspace(3) %lp, i32 512, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %gi, ptr addrspace(3) %lp, i32 768, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %lp
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %w = load i32, ptr addrspace(3) %lp
  %s = add i32 %acc.next, %w
  store i32 %s, ptr addrspace(1) %o
  ret void
}
