; A straight-line kernel for the downstream lit kit, gfx950:
; `D D M D M W(1) R W(0) R`. W(1) keeps the newest mark in flight and targets
; the first, which stands for the first two DMAs; one DMA follows them ->
; vmcnt(1). W(0) targets the second mark: vmcnt(0).
;
; RUN: %asyncmark-llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @kit_kernel(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %p1 = getelementptr i32, ptr addrspace(1) %p, i32 256
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 512
  %lds1 = getelementptr i32, ptr addrspace(3) %lds, i32 64
  %lds2 = getelementptr i32, ptr addrspace(3) %lds, i32 128
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p1, ptr addrspace(3) %lds1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p2, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v0 = load i32, ptr addrspace(3) %lds
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v2 = load i32, ptr addrspace(3) %lds2
  %s = add i32 %v0, %v2
  store i32 %s, ptr addrspace(1) %out
  ret void
}
