; A vector memory access that is no group member may sink past the next
; mark (lib/CodeGen/PreRAOrdering.cpp): the marks define two access tokens
; in turn, TENSORcnt and FP_REG, and such an access reads only the one of
; the marker before it (FP_REG before the first), so its one edge down
; goes to the mark after next. It never rises above the marker before it:
; a sync access there would make the wait for that group wait for it too.
;
; store_sinks_past_mark (fuzz seed 105): the store before the first group
; sinks below both groups with its address computation, as in the
; workaround (stock llc on the same kernel with the DMAs synchronous),
; which needs 5 VGPRs. When every vector memory access stayed between its
; two marks, the address of the stores was computed before the first DMA
; and lived across both groups: 7 VGPRs.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -disable-verify %s -o - \
; RUN:   -stop-after=amdgpu-asyncmark-prera-token | FileCheck %s --check-prefix=TOKEN
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -disable-verify -amdgpu-asyncmark-verify %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s
;
; TOKEN-LABEL: name: store_sinks_past_mark
; TOKEN:       GLOBAL_STORE_DWORD {{.*}}, implicit $exec, implicit $fp_reg ::
; TOKEN:       INLINEASM &"; asyncmark", {{.*}}, implicit $asynccnt, implicit-def $asynccnt, implicit-def $tensorcnt{{(, debug-instr-number [0-9]+)?$}}
; TOKEN:       BUFFER_LOAD_USHORT_LDS_OFFEN {{.*}}, implicit $asynccnt{{(, debug-instr-number [0-9]+)?}} ::
; TOKEN:       INLINEASM &"; asyncmark", {{.*}}, implicit $asynccnt, implicit-def $asynccnt, implicit-def $fp_reg{{(, debug-instr-number [0-9]+)?$}}
; TOKEN:       GLOBAL_STORE_DWORD {{.*}}, implicit $exec, implicit $fp_reg ::
;
; CHECK-LABEL: store_sinks_past_mark:
; CHECK:       global_load_lds_dword
; CHECK-NOT:   global_store
; CHECK:       ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   global_store
; CHECK:       buffer_load_ushort v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen offset:4 lds
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  v_lshl_add_u64
; CHECK:       global_store_dword
; CHECK-NEXT:  global_store_dword
; CHECK-NEXT:  s_endpgm
; CHECK:       ; NumVgprs: 5

target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [8 x [4096 x i8]] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)

define amdgpu_kernel void @store_sinks_past_mark(ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(8) %rsrc) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %vo = shl i32 %tid, 2
  %sp1 = getelementptr i32, ptr addrspace(1) %ot, i32 64064
  store i32 %tid, ptr addrspace(1) %sp1, align 4
  %lds2 = getelementptr i8, ptr addrspace(3) @lds, i32 9216
  %src3 = getelementptr i32, ptr addrspace(1) %gt, i32 256
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src3, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %lds6 = getelementptr i8, ptr addrspace(3) @lds, i32 4096
  %vo7 = add i32 %vo, 768
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds6, i32 2, i32 %vo7, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds6, i32 2, i32 %vo7, i32 0, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %sp8 = getelementptr i32, ptr addrspace(1) %ot, i32 64128
  store i32 %tid, ptr addrspace(1) %sp8, align 4
  ret void
}
