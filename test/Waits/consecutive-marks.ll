; Scenario 6: consecutive marks (upstream: consecutive_asyncmarks and
; consecutive_asyncmarks_wait1; fixed upstream by #213144), gfx950.
;
; Hand derivation:
; * `A M M W(0) R`: a mark stands for every async DMA issued before it, so the
;   second (empty) mark still stands for A. W(0) targets the newest mark M2,
;   whose last DMA is A; nothing is issued after A -> vmcnt(0). (The old
;   upstream behaviour, no wait, is wrong.)
; * `A1 M M A2 M W(1) R`: W(1) keeps the newest mark and targets the 2nd newest,
;   M2 (the second of the consecutive marks), which stands for A1; A2 follows
;   A1 -> vmcnt(1): A1 done, A2 may stay in flight.
; The checks also pin the marks: the second DMA must come after the two
; consecutive marks (an async op may not rise above a mark).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere).
; GISEL-LABEL: consecutive_asyncmarks:
; GISEL:       s_waitcnt vmcnt(0)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; asyncmark
; GISEL-NEXT:  ; wait_asyncmark(0)
; GISEL-LABEL: consecutive_asyncmarks_wait1:
; GISEL:       s_waitcnt vmcnt(1)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; asyncmark
; GISEL-NEXT:  ; wait_asyncmark(1)

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK-LABEL: consecutive_asyncmarks:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       ; asyncmark
; CHECK-NOT:   {{vmcnt|asyncmark}}
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
define amdgpu_kernel void @consecutive_asyncmarks(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: consecutive_asyncmarks_wait1:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   {{vmcnt|global_load_lds}}
; CHECK:       ; asyncmark
; CHECK-NOT:   {{vmcnt|global_load_lds}}
; CHECK:       ; asyncmark
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   {{vmcnt|asyncmark}}
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
define amdgpu_kernel void @consecutive_asyncmarks_wait1(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %lds1 = getelementptr i32, ptr addrspace(3) %lds, i32 1
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}
