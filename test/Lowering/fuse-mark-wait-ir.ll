; The IR lowering already fuses a mark directly followed by a wait into one
; marker holding both lines, the mark first, so that neither instruction
; selector sees the second call (MachineMarkers.cpp fuses what becomes
; adjacent only in machine code). The MIR right before that pass shows it,
; for SelectionDAG and GlobalISel: each marker is its lines and its tag line
; there, which the pass turns into the tag operand (MACHINE). Nothing else is fused: a
; DMA between, a wait before the mark, the second of two waits. With
; -amdgpu-asyncmark-fuse-mark-wait=0 nothing is, and opt's lowering pass,
; whose output is IR for other tools, keeps every call apart.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -stop-before=amdgpu-asyncmark-machine-markers %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -global-isel -stop-before=amdgpu-asyncmark-machine-markers %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-fuse-mark-wait=0 -stop-before=amdgpu-asyncmark-machine-markers %s -o - | FileCheck %s --check-prefix=APART
; RUN: %opt -passes=amdgpu-asyncmark-lower %s -S -o - | FileCheck %s --check-prefix=OPT
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -stop-after=amdgpu-asyncmark-machine-markers %s -o - | FileCheck %s --check-prefix=MACHINE
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -global-isel -stop-after=amdgpu-asyncmark-machine-markers %s -o - | FileCheck %s --check-prefix=MACHINE
; (wait(2) after one mark waits for nothing: its tag says so, the empty
; wait's tag line, 0x61736d65 = 1634954597 as an operand.)
;
; APART-NOT: asyncmark\0A\09; wait
; OPT-NOT:   asyncmark\0A\09; wait

; CHECK-LABEL: name: adjacent
; CHECK:       GLOBAL_LOAD_LDS_DWORD
; CHECK-NEXT:  INLINEASM &"; asyncmark\0A\09; wait_asyncmark(2)\0A\09; @amdgpu-asyncmark-empty-wait", 1 /* sideeffect attdialect */{{$}}
; CHECK-NEXT:  S_ENDPGM 0
; APART-LABEL: name: adjacent
; APART:       INLINEASM &"; asyncmark\0A\09; @amdgpu-asyncmark-marker", 1 /* sideeffect attdialect */{{$}}
; APART-NEXT:  INLINEASM &"; wait_asyncmark(2)\0A\09; @amdgpu-asyncmark-empty-wait", 1 /* sideeffect attdialect */{{$}}
; MACHINE-LABEL: name: adjacent
; MACHINE:       GLOBAL_LOAD_LDS_DWORD
; MACHINE-NEXT:  INLINEASM &"; asyncmark\0A\09; wait_asyncmark(2)", 1 /* sideeffect attdialect */, 13 /* imm */, 1634954597{{$}}
; MACHINE-NEXT:  S_ENDPGM 0
; OPT-LABEL:   define amdgpu_kernel void @adjacent(
; OPT:         call void asm sideeffect "; asyncmark\0A\09; @amdgpu-asyncmark-marker", ""()
; OPT-NEXT:    call void asm sideeffect "; wait_asyncmark(2)\0A\09; @amdgpu-asyncmark-empty-wait", ""()
define amdgpu_kernel void @adjacent(ptr addrspace(1) %g) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  ret void
}

; CHECK-LABEL: name: dma_between
; CHECK:       INLINEASM &"; asyncmark\0A\09; @amdgpu-asyncmark-marker", 1 /* sideeffect attdialect */{{$}}
; CHECK:       GLOBAL_LOAD_LDS_DWORD
; CHECK-NEXT:  INLINEASM &"; wait_asyncmark(0)\0A\09; @amdgpu-asyncmark-empty-wait", 1 /* sideeffect attdialect */{{$}}
; MACHINE-LABEL: name: dma_between
; MACHINE:       INLINEASM &"; asyncmark", 1 /* sideeffect attdialect */, 13 /* imm */, 1634954603{{$}}
; MACHINE:       GLOBAL_LOAD_LDS_DWORD
; MACHINE-NEXT:  INLINEASM &"; wait_asyncmark(0)", 1 /* sideeffect attdialect */, 13 /* imm */, 1634954597{{$}}
define amdgpu_kernel void @dma_between(ptr addrspace(1) %g) {
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

; CHECK-LABEL: name: wait_then_mark
; CHECK:       INLINEASM &"; wait_asyncmark(1)\0A\09; @amdgpu-asyncmark-empty-wait", 1 /* sideeffect attdialect */{{$}}
; CHECK-NEXT:  INLINEASM &"; asyncmark\0A\09; @amdgpu-asyncmark-marker", 1 /* sideeffect attdialect */{{$}}
; CHECK-NEXT:  S_ENDPGM 0
define amdgpu_kernel void @wait_then_mark() {
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.asyncmark()
  ret void
}

; CHECK-LABEL: name: mark_mark_wait_wait
; CHECK:       INLINEASM &"; asyncmark\0A\09; @amdgpu-asyncmark-marker", 1 /* sideeffect attdialect */{{$}}
; CHECK-NEXT:  INLINEASM &"; asyncmark\0A\09; wait_asyncmark(1)\0A\09; @amdgpu-asyncmark-empty-wait", 1 /* sideeffect attdialect */{{$}}
; CHECK-NEXT:  INLINEASM &"; wait_asyncmark(0)\0A\09; @amdgpu-asyncmark-empty-wait", 1 /* sideeffect attdialect */{{$}}
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
