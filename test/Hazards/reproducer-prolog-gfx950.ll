; The shape that gave ~40% wrong results on gfx950 with upstream LLVM: the
; prolog of a pipelined GEMM issues four groups of
;   v_or_b32 vX, 0x..., vY ; v_readfirstlane sZ, vX ; s_mov m0, sZ ;
;   buffer_load_dwordx4 ... lds
; each closed by a mark. v_readfirstlane of a VGPR a VALU just wrote needs one
; wait state on gfx950. Whatever the scheduler does, every such pair must be
; separated by a real instruction or an s_nop, never by a marker alone.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: %python %S/Inputs/check-readfirstlane-gaps.py %t.s | FileCheck --check-prefix=GAPS %s
;
; The checker itself catches the upstream bug shape (marker as the only gap):
; RUN: not %python %S/Inputs/check-readfirstlane-gaps.py %S/Inputs/upstream-bug-shape.s | FileCheck --check-prefix=BUG %s
; BUG: upstream-bug-shape.s:3: {{.*}}no wait state
;
; The scheduler interleaves the four groups' set-up (the marks constrain only
; the DMAs): two readfirstlanes read a VGPR written just before, each after a
; real instruction, and the prolog needs no s_nop.
; GAPS: checked 2 v_readfirstlane of a just-written VGPR, 0 without a wait state

target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [32768 x i8] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()

; CHECK-LABEL: prolog:
; CHECK-NOT: s_nop
; CHECK-COUNT-4: buffer_load_dwordx4 {{.*}} lds
; CHECK-NEXT: s_waitcnt vmcnt(0)
; CHECK-NEXT: ;;#ASMSTART
; CHECK-NEXT: ; asyncmark
; CHECK-NEXT: ; wait_asyncmark(0)
define amdgpu_kernel void @prolog(ptr addrspace(8) inreg %rsrc, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %tid, 4
  %buf = addrspacecast ptr addrspace(8) %rsrc to ptr addrspace(7)
  %o0 = or i32 %off, 0
  %l0 = getelementptr i8, ptr addrspace(3) @lds, i32 %o0
  %g0 = getelementptr i8, ptr addrspace(7) %buf, i32 %o0
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %g0, ptr addrspace(3) %l0, i32 16, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %o1 = or i32 %off, 8192
  %l1 = getelementptr i8, ptr addrspace(3) @lds, i32 %o1
  %g1 = getelementptr i8, ptr addrspace(7) %buf, i32 %o1
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %g1, ptr addrspace(3) %l1, i32 16, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %o2 = or i32 %off, 16384
  %l2 = getelementptr i8, ptr addrspace(3) @lds, i32 %o2
  %g2 = getelementptr i8, ptr addrspace(7) %buf, i32 %o2
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %g2, ptr addrspace(3) %l2, i32 16, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %o3 = or i32 %off, 24576
  %l3 = getelementptr i8, ptr addrspace(3) @lds, i32 %o3
  %g3 = getelementptr i8, ptr addrspace(7) %buf, i32 %o3
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %g3, ptr addrspace(3) %l3, i32 16, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void @llvm.amdgcn.s.barrier()
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %tid
  %v = load i32, ptr addrspace(3) %p
  store i32 %v, ptr addrspace(1) %out
  ret void
}
