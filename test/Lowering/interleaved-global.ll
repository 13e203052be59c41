; Issue scenario 2: G G A M G A G M W(1) R W(0) R on gfx950.
; The wave barriers keep the global loads in source order (a mark orders only
; LDS DMAs: without the barrier after M1 the scheduler may hoist G3 above A1,
; and W(1) is then vmcnt(2)). Scores: G1 G2 A1
; (M1) G3 A2 G4 (M2): W(1) targets M1, three ops follow A1 -> vmcnt(3);
; W(0) targets M2, one op follows A2 -> vmcnt(1).
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.wave.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK-LABEL: interleaved_global_and_dma:
; CHECK:      global_load_dword
; CHECK-NEXT: global_load_dword
; CHECK-NOT:  vmcnt
; CHECK:      global_load_lds_dword
; CHECK-NOT:  vmcnt
; CHECK:      ; asyncmark
; CHECK-NOT:  vmcnt
; CHECK:      global_load_dword
; CHECK-NOT:  vmcnt
; CHECK:      global_load_lds_dword
; CHECK-NOT:  vmcnt
; CHECK:      global_load_dword
; CHECK-NOT:  vmcnt
; CHECK:      s_waitcnt vmcnt(3)
; CHECK-NEXT: ;;#ASMSTART
; CHECK-NEXT: ; asyncmark
; CHECK-NEXT: ; wait_asyncmark(1)
; CHECK-NEXT: ;;#ASMEND
; CHECK-NEXT: ds_read_b32
; CHECK-NEXT: s_waitcnt vmcnt(1)
; CHECK-NEXT: ;;#ASMSTART
; CHECK-NEXT: ; wait_asyncmark(0)
; CHECK-NEXT: ;;#ASMEND
; CHECK-NEXT: ds_read_b32
define amdgpu_kernel void @interleaved_global_and_dma(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p1 = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %g1 = load i32, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p1, i32 64
  %g2 = load i32, ptr addrspace(1) %p2
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p1, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wave.barrier()
  %p3 = getelementptr i32, ptr addrspace(1) %p1, i32 128
  %g3 = load i32, ptr addrspace(1) %p3
  call void @llvm.amdgcn.wave.barrier()
  %lds2 = getelementptr i8, ptr addrspace(3) %lds, i32 1024
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p2, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
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
