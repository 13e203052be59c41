; Scenario 3: a system-scope `fence release` between the first async DMA and
; the first mark of G G A M G A G M W(1) R W(0) R (buffer form, as in
; interleaved-buffer.ll), on gfx900 and gfx950. Upstream: fence_with_asyncmark
; (it used to crash in upstream's pass, #184851).
;
; Hand derivation, gfx900. The memory legalizer lowers the release to a soft
; `s_waitcnt vmcnt(0)` that sits between A1 and G3, the next memory op:
;   G1 G2 A1 [vmcnt(0)] G3 A2 G4, with M1 after A1 and M2 after G4.
; * The vmcnt(0) stays: it is the fence's own wait (global memory must be
;   released; the plugin only narrows fences that cover LDS alone).
; * W(1) targets M1, whose last async DMA A1 is already complete after the
;   vmcnt(0) on the only path -> no wait.
; * W(0) targets M2; A2 is followed by G4 only -> vmcnt(1).
; Upstream prints the fence's wait right before `; asyncmark`. The mark is no
; memory operation and stands for A1 on either side of the wait, so the
; checks accept the wait on either side of the mark comment; they only
; require it between A1 and G3.
;
; gfx950: a system-scope release also writes back L2, so llc emits
; `buffer_wbl2 sc0 sc1` followed by `s_waitcnt vmcnt(0)`:
;   G1 G2 A1 buffer_wbl2 [vmcnt(0)] G3 A2 G4.
; The write-back is itself a vmcnt-counted vector memory op, but it is issued
; before the vmcnt(0), which completes it together with G1 G2 A1. Nothing
; counted sits between the vmcnt(0) and G3, so the numbers are those of
; gfx900: W(1) -> nothing, W(0) -> vmcnt(1) (only G4 follows A2).
;
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900 -O3 %s -o - | FileCheck %s --check-prefix=CHECK
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX950
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=MARKS
; RUN: %llc-gisel -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere).
; GISEL-LABEL: fence_with_asyncmark:
; GISEL:       ; wait_asyncmark(1)
; GISEL:       s_waitcnt vmcnt(1)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)

declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.wave.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK-LABEL: fence_with_asyncmark:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_dword
; CHECK-NOT:   {{vmcnt|global_load|buffer_load}}
; CHECK:       buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen offset:84 lds
; CHECK-NOT:   {{vmcnt|global_load|buffer_load}}
; GFX950:      buffer_wbl2 sc0 sc1
; GFX950-NOT:  {{vmcnt|global_load|buffer_load}}
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NOT:   vmcnt
; CHECK:       global_load_dword
; CHECK-NOT:   vmcnt
; CHECK:       buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen offset:88 lds
; CHECK-NOT:   vmcnt
; CHECK:       global_load_dword
; CHECK-NOT:   vmcnt
; CHECK:       ; wait_asyncmark(1)
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32 {{.*}} offset:1024

; MARKS-LABEL: fence_with_asyncmark:
; MARKS:       offset:84 lds
; MARKS-NOT:   offset:88 lds
; MARKS:       ; asyncmark
; MARKS:       offset:88 lds
; MARKS-NOT:   wait_asyncmark
; MARKS:       ; asyncmark
; MARKS:       ; wait_asyncmark(1)
define amdgpu_kernel void @fence_with_asyncmark(ptr addrspace(1) %g, ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %voff = shl i32 %tid, 2
  %p1 = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %g1 = load i32, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p1, i32 64
  %g2 = load i32, ptr addrspace(1) %p2
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 4, i32 %voff, i32 0, i32 84, i32 0)
  fence release
  call void @llvm.amdgcn.asyncmark()
  %p3 = getelementptr i32, ptr addrspace(1) %p1, i32 128
  %g3 = load i32, ptr addrspace(1) %p3
  call void @llvm.amdgcn.wave.barrier()
  %lds2 = getelementptr i8, ptr addrspace(3) %lds, i32 1024
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds2, i32 4, i32 %voff, i32 0, i32 88, i32 0)
  call void @llvm.amdgcn.wave.barrier()
  %p4 = getelementptr i32, ptr addrspace(1) %p1, i32 192
  %g4 = load i32, ptr addrspace(1) %p4
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %r1 = load i32, ptr addrspace(3) %lds
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r2 = load i32, ptr addrspace(3) %lds2
  %s = add i32 %r1, %r2
  store volatile i32 %g1, ptr addrspace(1) %out
  store volatile i32 %g2, ptr addrspace(1) %out
  store volatile i32 %g3, ptr addrspace(1) %out
  store volatile i32 %g4, ptr addrspace(1) %out
  store volatile i32 %s, ptr addrspace(1) %out
  ret void
}
