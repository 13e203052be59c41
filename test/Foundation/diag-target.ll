; Async DMA, asyncmark and wait.asyncmark exist only where LDS DMA does
; (gfx9, gfx10). On gfx1100 and gfx1200 each use is an error naming the
; function, the intrinsic and the target (stock LLVM would emit a call to an
; undefined symbol for the mark and the wait, and fail with "Cannot select"
; for the DMA twin). llc exits non-zero and nothing is left: no call, no
; marker, no DMA. Control: the same module compiles on gfx1030 (gfx10 has
; LDS DMA).

; DEFINE: %{nocall} = --implicit-check-not=s_swappc_b64 --implicit-check-not=s_getpc_b64 --implicit-check-not=asyncmark --implicit-check-not=global_load
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 %s -o - 2> %t.gfx1100.err \
; RUN:   | FileCheck %s --check-prefix=ASM %{nocall}
; RUN: FileCheck %s --check-prefix=ERR -DCPU=gfx1100 < %t.gfx1100.err
; RUN: grep error: %t.gfx1100.err | count 3
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1200 %s -o - 2> %t.gfx1200.err \
; RUN:   | FileCheck %s --check-prefix=ASM %{nocall}
; RUN: FileCheck %s --check-prefix=ERR -DCPU=gfx1200 < %t.gfx1200.err
; RUN: grep error: %t.gfx1200.err | count 3
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 %s -o - | FileCheck %s --check-prefix=GFX10

; ERR-DAG: error: {{.*}}in function dma void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.global.load.async.lds: target [[CPU]] has no async loads to LDS (async marks and async loads to LDS need gfx9, gfx10 or gfx1250)
; ERR-DAG: error: {{.*}}in function mark void (): llvm.amdgcn.asyncmark: target [[CPU]] has no async loads to LDS (async marks and async loads to LDS need gfx9, gfx10 or gfx1250)
; ERR-DAG: error: {{.*}}in function wait void (): llvm.amdgcn.wait.asyncmark: target [[CPU]] has no async loads to LDS (async marks and async loads to LDS need gfx9, gfx10 or gfx1250)

; ASM-LABEL: dma:
; ASM-LABEL: mark:
; ASM-LABEL: wait:
; ASM:       s_endpgm

; GFX10-LABEL: dma:
; GFX10:       global_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] lds{{$}}
; GFX10-LABEL: mark:
; GFX10:       ;;#ASMSTART
; GFX10-NEXT:  ; asyncmark
; GFX10-NEXT:  ;;#ASMEND
; GFX10-LABEL: wait:
; GFX10:       ;;#ASMSTART
; GFX10-NEXT:  ; wait_asyncmark(0)
; GFX10-NEXT:  ;;#ASMEND

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @dma(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @mark() {
  call void @llvm.amdgcn.asyncmark()
  ret void
}

define amdgpu_kernel void @wait() {
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}
