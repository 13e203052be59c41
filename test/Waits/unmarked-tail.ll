; Scenario 7: an unmarked async DMA at the tail (upstream:
; async-buffer-loads.ll),
; `A1 M A2 M A3 W(1) R` with three buffer DMAs with aux 0, 1 and 2 (gfx950:
; no flag, `sc0`, `nt`). Needs -disable-verify (see interleaved-buffer.ll).
;
; Hand derivation: two marks; W(1) targets the 2nd newest, M1, which stands
; for A1. A2 and A3 are issued after A1 -> vmcnt(2). A3 is never covered by a
; mark, so no wait targets it, but it is counted.
;
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc-gisel -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere).
; GISEL-LABEL: unmarked_tail:
; GISEL:       s_waitcnt vmcnt(2)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(1)

declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK-LABEL: unmarked_tail:
; CHECK-NOT:   vmcnt
; CHECK:       buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen lds
; CHECK-NOT:   {{vmcnt|buffer_load}}
; CHECK:       ; asyncmark
; CHECK-NOT:   {{vmcnt|asyncmark}}
; CHECK:       buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen sc0 lds
; CHECK-NOT:   {{vmcnt|buffer_load}}
; CHECK:       ; asyncmark
; CHECK-NOT:   {{vmcnt|asyncmark}}
; CHECK:       buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen nt lds
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(2)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
define amdgpu_kernel void @unmarked_tail(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %voff = shl i32 %tid, 2
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 4, i32 %voff, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 4, i32 %voff, i32 0, i32 0, i32 1)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 4, i32 %voff, i32 0, i32 0, i32 2)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}
