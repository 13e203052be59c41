; Kernels keep their DMAs in always-inline helpers (the bundled GEMM does),
; which the code generator inlines after the race check's pass. The check
; reads a copy of the module with them inlined, so the kernel's DMA and its
; LDS read meet: here the read of the tile the helper fills comes right
; after the mark, with no wait, and is found. The helper itself is checked
; only where it is inlined (no finding of its own).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=warning --implicit-check-not=error
;
; CHECK: warning: in function k: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds){{.*}}

@tile = internal addrspace(3) global [256 x i32] poison, align 4

define internal void @fill(ptr addrspace(1) %g) #0 {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @tile, i32 4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @fill(ptr addrspace(1) %g)
  call void @llvm.amdgcn.asyncmark()
  %p = getelementptr i32, ptr addrspace(3) @tile, i32 0
  %v = load i32, ptr addrspace(3) %p
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
attributes #0 = { alwaysinline }
