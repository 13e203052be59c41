; Scenario 8: waits only come from wait.asyncmark, gfx950.
;
; Hand derivation:
; * `A M R` without any wait: async DMA gets no automatic wait, even for a
;   read of the very LDS it writes (a sync DMA would get vmcnt(0) there) ->
;   no vmcnt before R.
; * `A M W(1) R1 W(0) R2`: W(1) sees one mark, which is <= 1, so it needs
;   nothing and the mark stays -> no vmcnt before R1. W(0) then targets that
;   mark; nothing follows A -> vmcnt(0) before R2.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=DMA
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere).
; GISEL-LABEL: too_few_marks:
; GISEL:       ; wait_asyncmark(1)
; GISEL:       s_waitcnt vmcnt(0)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

; The read may be scheduled anywhere, even above the DMA, so no vmcnt at all
; may appear before s_endpgm (the store is not volatile).
; CHECK-LABEL: no_wait_no_order:
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_endpgm
; DMA-LABEL:   no_wait_no_order:
; DMA:         global_load_lds_dword
; DMA:         s_endpgm

; CHECK-LABEL: too_few_marks:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       ; wait_asyncmark(1)
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32 {{.*}} offset:256

define amdgpu_kernel void @no_wait_no_order(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @too_few_marks(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v1 = load i32, ptr addrspace(3) %lds
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %p2 = getelementptr i32, ptr addrspace(3) %lds, i32 64
  %v2 = load i32, ptr addrspace(3) %p2
  %s = add i32 %v1, %v2
  store i32 %s, ptr addrspace(1) %out
  ret void
}
