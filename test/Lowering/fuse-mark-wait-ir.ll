; The IR lowering already fuses a mark directly followed by a wait into one
; marker holding both lines, the mark first, so that neither instruction
; selector sees the second call (MarkerFusion.cpp fuses what becomes
; adjacent only in machine code). The MIR right before the machine fusion
; pass shows it, for SelectionDAG and GlobalISel. Nothing else is fused: a
; DMA between, a wait before the mark, the second of two waits. With
; -amdgpu-asyncmark-fuse-mark-wait=0 nothing is, and opt's lowering pass,
; whose output is IR for other tools, keeps every call apart.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -stop-before=amdgpu-asyncmark-fuse-markers %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -global-isel -stop-before=amdgpu-asyncmark-fuse-markers %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-fuse-mark-wait=0 -stop-before=amdgpu-asyncmark-fuse-markers %s -o - | FileCheck %s --check-prefix=APART
; RUN: %opt -passes=amdgpu-asyncmark-lower %s -S -o - | FileCheck %s --check-prefix=OPT
; (wait(2) after one mark waits for nothing: its tag says so, 0x61736d65.)
;
; APART-NOT: \0A
; OPT-NOT:   \0A

; CHECK-LABEL: name: adjacent
; CHECK:       GLOBAL_LOAD_LDS_DWORD
; CHECK-NEXT:  INLINEASM &"; asyncmark\0A\09; wait_asyncmark(2)", 1
; CHECK-NEXT:  S_ENDPGM 0
; APART-LABEL: name: adjacent
; APART:       INLINEASM &"; asyncmark", 1
; APART-NEXT:  INLINEASM &"; wait_asyncmark(2)", 1
; OPT-LABEL:   define amdgpu_kernel void @adjacent(
; OPT:         call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
; OPT-NEXT:    call void asm sideeffect "; wait_asyncmark(2)", "n"(i32 1634954597)
define amdgpu_kernel void @adjacent(ptr addrspace(1) %g) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  ret void
}

; CHECK-LABEL: name: dma_between
; CHECK:       INLINEASM &"; asyncmark", 1
; CHECK:       GLOBAL_LOAD_LDS_DWORD
; CHECK-NEXT:  INLINEASM &"; wait_asyncmark(0)", 1
define amdgpu_kernel void @dma_between(ptr addrspace(1) %g) {
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

; CHECK-LABEL: name: wait_then_mark
; CHECK:       INLINEASM &"; wait_asyncmark(1)", 1
; CHECK-NEXT:  INLINEASM &"; asyncmark", 1
; CHECK-NEXT:  S_ENDPGM 0
define amdgpu_kernel void @wait_then_mark() {
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.asyncmark()
  ret void
}

; CHECK-LABEL: name: mark_mark_wait_wait
; CHECK:       INLINEASM &"; asyncmark", 1
; CHECK-NEXT:  INLINEASM &"; asyncmark\0A\09; wait_asyncmark(1)", 1
; CHECK-NEXT:  INLINEASM &"; wait_asyncmark(0)", 1
; CHECK-NEXT:  S_ENDPGM 0
define amdgpu_kernel void @mark_mark_wait_wait() {
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

@lds = internal addrspace(3) global [64 x i32] poison

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
