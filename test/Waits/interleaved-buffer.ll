; Scenarios 2 and 18: G G A M G A G M W(1) R W(0) R with the buffer form of the
; async DMA (`llvm.amdgcn.raw.ptr.buffer.load.async.lds`, immediate offsets 84
; and 88) on gfx950, gfx942 and gfx90a.
;
; LLVM 22's IR verifier reads the async buffer name as a malformed overload of
; `llvm.amdgcn.raw.ptr.buffer.load`, so the input needs -disable-verify; the
; plugin rewrites the call and verifies the module itself.
;
; Hand derivation. The wave barriers keep the memory ops in source order (a
; mark orders only LDS DMAs, so one follows M1 to keep G3 after A1), and
; the final assembly has them in exactly this order (checked below; a mark
; stands for the async DMAs before it, so where its comment lands among the
; sync loads does not change any count):
;   G1 G2 A1 (M1) G3 A2 G4 (M2)
; * W(1): two marks, keep the newest one, so it targets M1 (the 2nd newest).
;   The last async DMA before M1 is A1; counted ops issued after A1: G3, A2,
;   G4 = 3 -> vmcnt(3).
; * W(0): targets M2; the last async DMA before it is A2; after A2 only G4 is
;   issued -> vmcnt(1).
; The values of G1..G4 are consumed only by the final volatile stores, so no
; register dependency adds an earlier wait. The three targets give the same
; waits (all count loads, stores and DMA in one in-order vmcnt), so they share
; one check prefix.
;
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O3 %s -o - | FileCheck %s
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O3 %s -o - | FileCheck %s
; RUN: %llc-gisel -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere).
; GISEL-LABEL: interleaved_buffer_and_dma:
; GISEL:       s_waitcnt vmcnt(3)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; asyncmark
; GISEL-NEXT:  ; wait_asyncmark(1)
; GISEL:       s_waitcnt vmcnt(1)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)

declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.wave.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK-LABEL: interleaved_buffer_and_dma:
; CHECK-NOT:  vmcnt
; CHECK:      global_load_dword
; CHECK-NOT:  vmcnt
; CHECK:      global_load_dword
; CHECK-NOT:  {{vmcnt|global_load}}
; CHECK:      buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen offset:84 lds
; CHECK-NOT:  {{vmcnt|buffer_load}}
; CHECK:      global_load_dword
; CHECK-NOT:  {{vmcnt|global_load}}
; CHECK:      buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen offset:88 lds
; CHECK-NOT:  {{vmcnt|buffer_load}}
; CHECK:      global_load_dword
; CHECK-NOT:  {{vmcnt|global_load|buffer_load}}
; CHECK:      s_waitcnt vmcnt(3)
; CHECK-NEXT: ;;#ASMSTART
; CHECK-NEXT: ; asyncmark
; CHECK-NEXT: ; wait_asyncmark(1)
; CHECK-NEXT: ;;#ASMEND
; CHECK-NOT:  vmcnt
; CHECK:      ds_read_b32
; CHECK-NOT:  vmcnt
; CHECK:      s_waitcnt vmcnt(1)
; CHECK-NEXT: ;;#ASMSTART
; CHECK-NEXT: ; wait_asyncmark(0)
; CHECK-NEXT: ;;#ASMEND
; CHECK-NOT:  vmcnt
; CHECK:      ds_read_b32 {{.*}} offset:1024
; CHECK-NOT:  s_swappc_b64
; CHECK:      s_endpgm
define amdgpu_kernel void @interleaved_buffer_and_dma(ptr addrspace(1) %g, ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %voff = shl i32 %tid, 2
  %p1 = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %g1 = load i32, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p1, i32 64
  %g2 = load i32, ptr addrspace(1) %p2
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 4, i32 %voff, i32 0, i32 84, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wave.barrier()
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
