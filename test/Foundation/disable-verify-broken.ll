; With -disable-verify (needed for the four *.buffer.load.async.lds forms),
; llc's input verifier does not run, so the plugin verifies the module itself
; once it has rewritten the async names. A module that also has an unrelated
; verifier error must then fail cleanly with the verifier's own message
; (reportFatalUsageError: "LLVM ERROR: amdgpu-asyncmark: input module is
; broken ...", exit code 1), not crash later in codegen and not compile.
; `not` (without --crash) fails the test if llc dies from a signal.
;
; Two cases: the error in another function than the DMA (an instruction that
; does not dominate its use), and in the same function (a sync twin whose
; immarg operand is not a constant).

; RUN: rm -rf %t && split-file %s %t
; RUN: not %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/dominance.ll -o %t/dominance.s 2>&1 \
; RUN:   | FileCheck %s --check-prefixes=CHECK,DOM
; RUN: not test -e %t/dominance.s
; RUN: not %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/immarg.ll -o %t/immarg.s 2>&1 \
; RUN:   | FileCheck %s --check-prefixes=CHECK,IMM
; RUN: not test -e %t/immarg.s
; Control: the same modules without the unrelated error compile.
; RUN: sed -e 's/%x = add i32 %y, 1/%x = add i32 %a, 1/' %t/dominance.ll \
; RUN:   | %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -o - | FileCheck %s --check-prefix=OK
; OK-LABEL: dma:
; OK:       buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen lds{{$}}

; CHECK-NOT:  PLEASE submit a bug report
; CHECK:      LLVM ERROR: amdgpu-asyncmark: input module is broken after rewriting async intrinsics:
; DOM-NEXT:   Instruction does not dominate all uses!
; DOM-NEXT:   %y = add i32 %a, 1
; DOM-NEXT:   %x = add i32 %y, 1
; IMM-NEXT:   immarg operand has non-immediate parameter
; IMM-NEXT:   i32 %size
; CHECK-NOT:  PLEASE submit a bug report
; CHECK-NOT:  Stack dump

;--- dominance.ll
declare void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32)

define amdgpu_kernel void @dma(<4 x i32> %rsrc, ptr addrspace(3) %lds, i32 %voff) {
  call void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32> %rsrc, ptr addrspace(3) %lds, i32 4, i32 %voff, i32 0, i32 0, i32 0)
  ret void
}

define i32 @bad_dominance(i32 %a) {
  %x = add i32 %y, 1
  %y = add i32 %a, 1
  ret i32 %x
}

;--- immarg.ll
declare void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32 immarg)

define amdgpu_kernel void @dma(ptr addrspace(8) %rsrc, ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 %size) {
  call void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 4, i32 0, i32 0, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 %size, i32 0, i32 0)
  ret void
}
