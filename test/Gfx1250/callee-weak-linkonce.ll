; gfx1250: the callee's body in this module says what a call leaves in
; flight only if the linker binds the call to that body. A weak or linkonce
; function (ODR or not; both are weak symbols in the object) may be replaced
; by another definition that issues async transfers, so such a call is
; taken like a call to a declaration: transfers of either kind join the
; open group and only a wait for 0 completes them. Each kernel is
; D1 call M1 D2 M2 W(1): the wait targets the call's group. k_strong calls
; the same body defined normally: the call is nothing, and wait(1) keeps
; asynccnt 1 (D2 is issued after D1).
; The independent checker reads `.weak` from the assembly and agrees.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -O3 -mcpu=gfx1250 %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --summary %t.s \
; RUN:   | FileCheck %s --check-prefix=CHECKER
;
; CHECK-LABEL: k_weak:
; CHECK:       s_swap_pc_i64
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_tensorcnt 0x0
; CHECK-NEXT:  s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
;
; CHECK-LABEL: k_linkonce_odr:
; CHECK:       s_swap_pc_i64
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_tensorcnt 0x0
; CHECK-NEXT:  s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
;
; CHECK-LABEL: k_strong:
; CHECK:       s_swap_pc_i64
; CHECK-NOT:   s_wait_
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
;
; CHECKER:      k_weak: wait_asyncmark(1): {{.*}} | ok
; CHECKER-NEXT: k_linkonce_odr: wait_asyncmark(1): {{.*}} | ok
; CHECKER-NEXT: k_strong: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(1) | ok
; CHECKER-NEXT: summary: {{.*}} 3 waits: 3 ok, 0 over-strict, 0 violations
target triple = "amdgcn-amd-amdhsa"

define weak void @quiet_weak(ptr addrspace(1) %o) #1 {
  store i32 0, ptr addrspace(1) %o
  ret void
}
define linkonce_odr void @quiet_linkonce_odr(ptr addrspace(1) %o) #1 {
  store i32 0, ptr addrspace(1) %o
  ret void
}
define void @quiet_strong(ptr addrspace(1) %o) #1 {
  store i32 0, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @k_weak(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @quiet_weak(ptr addrspace(1) %o)
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

define amdgpu_kernel void @k_linkonce_odr(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @quiet_linkonce_odr(ptr addrspace(1) %o)
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

define amdgpu_kernel void @k_strong(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @quiet_strong(ptr addrspace(1) %o)
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
attributes #0 = { nounwind "target-cpu"="gfx1250" }
attributes #1 = { noinline nounwind "target-cpu"="gfx1250" }
