; Scenario 13: calls. gfx950.
;
; Hand derivation:
; * @mark_then_call: `A M call @ext() W(0) R`. Every non-kernel function
;   starts with `s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)` (see the callee
;   below), so everything the caller issued is complete once the call
;   returns; the mark stays but stands only for completed DMAs. W(0) needs
;   nothing: no vmcnt after the s_swappc_b64.
; * @callee_wait_without_marks: marks are function-local; the callee starts
;   with no marks, so W(0) needs nothing (the only vmcnt is the entry wait of
;   the calling convention and the one before the return).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere).
; GISEL-LABEL: mark_then_call:
; GISEL:       ; wait_asyncmark(0)
; GISEL-LABEL: callee_wait_without_marks:
; GISEL:       s_waitcnt vmcnt(0)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @ext()

; CHECK-LABEL: mark_then_call:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       ; asyncmark
; CHECK-NOT:   vmcnt
; CHECK:       s_swappc_b64
; CHECK-NOT:   vmcnt
; CHECK:       ; wait_asyncmark(0)
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_endpgm

; CHECK-LABEL: callee_wait_without_marks:
; CHECK:       s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
; CHECK-NOT:   vmcnt
; CHECK:       ; wait_asyncmark(0)
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       global_store_dword
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  s_setpc_b64

define amdgpu_kernel void @mark_then_call(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @ext()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define void @callee_wait_without_marks(ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}
