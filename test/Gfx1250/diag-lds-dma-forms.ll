; gfx1250 has no LDS DMA: the gfx9/gfx10 async forms are an error naming the
; function, the form and the target, and pointing at gfx1250's own async
; loads; nothing of them is left (stock LLVM 22 fails with "Cannot select").
; The buffer form needs -disable-verify, as on every target (README).
; Marks and waits in the same module compile.
;
; RUN: not %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 %s -o - 2> %t.err \
; RUN:   | FileCheck %s --check-prefix=ASM --implicit-check-not=global_load_lds --implicit-check-not=buffer_load
; RUN: FileCheck %s --check-prefix=ERR < %t.err
; RUN: grep error: %t.err | count 2

; ERR-DAG: error: {{.*}}in function dma void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.global.load.async.lds: not available on gfx1250, which has no LDS DMA (its async loads to LDS are llvm.amdgcn.global.load.async.to.lds.b8/b32/b64/b128)
; ERR-DAG: error: {{.*}}in function buf void (<4 x i32>, ptr addrspace(3)): llvm.amdgcn.raw.buffer.load.async.lds: not available on gfx1250, which has no LDS DMA (its async loads to LDS are llvm.amdgcn.global.load.async.to.lds.b8/b32/b64/b128)

; ASM-LABEL: dma:
; ASM-LABEL: buf:
; ASM-LABEL: marks:
; ASM:         s_wait_asynccnt 0x0
; ASM-NEXT:    ;;#ASMSTART
; ASM-NEXT:    ; asyncmark
; ASM-NEXT:    ; wait_asyncmark(0)

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @dma(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @buf(<4 x i32> %r, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32> %r, ptr addrspace(3) %l, i32 4, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @marks(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}
