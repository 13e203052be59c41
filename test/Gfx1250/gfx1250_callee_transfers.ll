; Regression (shared/reproducers/gfx1250_callee_transfers.ll): on gfx1250 a
; callee's async transfers are still in flight after it returns (LLVM 22's
; callees do not wait for ASYNCcnt) and join the caller's open group. k1
; (call; M; W(0); read) and k2 (call; M; D; M; W(1); read) used to get no
; s_wait_asynccnt before the LDS read. A call whose callee may issue
; transfers (here @issue and @issue_marked; any function without a body, or
; an indirect call) now adds an unknown number of transfers of either kind
; to the open group: only a wait for 0 completes them, or what was pending
; at the call. k2 therefore gets 0 (1 would do for a callee that issues only
; loads: the model does not tell the kinds of a callee apart yet). @k3 calls
; a function that issues no transfer: the call is nothing to the waits.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -O3 -mcpu=gfx1250 %s -o - | FileCheck %s
;
; CHECK-LABEL: k1:
; CHECK:       s_swap_pc_i64
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
;
; CHECK-LABEL: k2:
; CHECK:       s_swap_pc_i64
; CHECK:       ; asyncmark
; CHECK:       global_load_async_to_lds_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
;
; CHECK-LABEL: k3:
; CHECK:       global_load_async_to_lds_b32
; CHECK:       ; asyncmark
; CHECK:       global_load_async_to_lds_b32
; CHECK:       s_swap_pc_i64
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
target triple = "amdgcn-amd-amdhsa"
; helper that issues async loads to LDS (no mark, no wait); LLVM 22 returns without s_wait_asynccnt
define void @issue(ptr addrspace(1) %g, ptr addrspace(3) %l) #1 {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 256, i32 0)
  ret void
}
; helper that issues and commits its own group
define void @issue_marked(ptr addrspace(1) %g, ptr addrspace(3) %l) #1 {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 512, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ret void
}
; k1: call issue; M; W(0); read  -> needs s_wait_asynccnt 0 before the read
define amdgpu_kernel void @k1(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @issue(ptr addrspace(1) %g, ptr addrspace(3) %l)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %lp = getelementptr i32, ptr addrspace(3) %l, i32 %tid
  %v = load i32, ptr addrspace(3) %lp
  %op = getelementptr i32, ptr addrspace(1) %o, i32 %tid
  store i32 %v, ptr addrspace(1) %op
  ret void
}
; k2: call issue; M; A; M; W(1); read  -> the callee's group must complete: s_wait_asynccnt 1
define amdgpu_kernel void @k2(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @issue(ptr addrspace(1) %g, ptr addrspace(3) %l)
  call void @llvm.amdgcn.asyncmark()
  %l2 = getelementptr i32, ptr addrspace(3) %l, i32 1024
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l2, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %lp = getelementptr i32, ptr addrspace(3) %l, i32 %tid
  %v = load i32, ptr addrspace(3) %lp
  %op = getelementptr i32, ptr addrspace(1) %o, i32 %tid
  store i32 %v, ptr addrspace(1) %op
  ret void
}
declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)
declare i32 @llvm.amdgcn.workitem.id.x()
; k3: D; M; D; call quiet; M; W(1); read -> the first group needs asynccnt 1
define void @quiet(ptr addrspace(1) %o) #1 {
  store i32 0, ptr addrspace(1) %o
  ret void
}
define amdgpu_kernel void @k3(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %l2 = getelementptr i32, ptr addrspace(3) %l, i32 1024
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l2, i32 0, i32 0)
  call void @quiet(ptr addrspace(1) %o)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %lp = getelementptr i32, ptr addrspace(3) %l, i32 %tid
  %v = load i32, ptr addrspace(3) %lp
  %op = getelementptr i32, ptr addrspace(1) %o, i32 %tid
  store i32 %v, ptr addrspace(1) %op
  ret void
}
attributes #0 = { nounwind "target-cpu"="gfx1250" }
attributes #1 = { noinline nounwind "target-cpu"="gfx1250" }
