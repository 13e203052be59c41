; A call that also passes the intrinsic's own address as an operand uses the
; declaration twice. The flat-pointer DMA form is given its own address as
; the source pointer (well-typed: `ptr`), and wait.asyncmark its own address
; as the operand: an error saying the intrinsic "may only be called
; directly" (and for the wait, the wrong-type error), exit code 1, no crash.
; (Regression test: an earlier version visited the call twice and crashed.)

; RUN: rm -rf %t && split-file %s %t
; RUN: not %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/dma.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DMA
; RUN: not %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/wait.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=WAIT

; DMA: error: {{.*}}in function self_dma void (ptr addrspace(3)): llvm.amdgcn.load.async.to.lds.p0 may only be called directly
; DMA-NOT: PLEASE submit a bug report
; WAIT: error: {{.*}}in function self_wait void (): llvm.amdgcn.wait.asyncmark
; WAIT-NOT: PLEASE submit a bug report

;--- dma.ll
declare void @llvm.amdgcn.load.async.to.lds.p0(ptr, ptr addrspace(3), i32, i32, i32)
define amdgpu_kernel void @self_dma(ptr addrspace(3) %l) {
  call void @llvm.amdgcn.load.async.to.lds.p0(ptr @llvm.amdgcn.load.async.to.lds.p0, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  ret void
}

;--- wait.ll
declare void @llvm.amdgcn.wait.asyncmark(ptr)
define amdgpu_kernel void @self_wait() {
  call void @llvm.amdgcn.wait.asyncmark(ptr @llvm.amdgcn.wait.asyncmark)
  ret void
}
