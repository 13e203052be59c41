; The IR lowering's marks touch no memory an access could alias: their
; calls have memory(inaccessiblemem: readwrite), and, being comments, they
; return and throw nothing (nounwind willreturn), so LLVM may move and merge
; loads and stores across a mark, as the workaround without marks allows.
; A mark still orders the LDS DMAs around it: both are calls with effects,
; which no IR pass reorders, and after instruction selection the marker is
; side-effecting inline assembly. A mark fused with the wait after it is a
; wait: its call keeps no such attribute, and may write any memory.
; A mark fused with a wait that waits for nothing orders no access either:
; it keeps the mark's attributes and takes the empty wait's tag.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -stop-after=amdgpu-asyncmark-lower -o - | FileCheck %s
;
; CHECK-LABEL: define amdgpu_kernel void @k(
; CHECK:       call void @llvm.amdgcn.global.load.lds({{.*}} i32 4, i32 0, i32 0), !amdgpu.asyncmark.async
; CHECK-NEXT:  call void asm sideeffect "; asyncmark\0A\09; @amdgpu-asyncmark-marker", ""() [[MARK:#[0-9]+]]
; CHECK-NEXT:  call void @llvm.amdgcn.global.load.lds({{.*}} i32 4, i32 4, i32 0), !amdgpu.asyncmark.async
; CHECK-NEXT:  call void asm sideeffect "; asyncmark\0A\09; wait_asyncmark(1)\0A\09; @amdgpu-asyncmark-marker", ""(){{$}}
; CHECK-LABEL: define amdgpu_kernel void @k2(
; CHECK:       call void @llvm.amdgcn.global.load.lds({{.*}} i32 4, i32 8, i32 0), !amdgpu.asyncmark.async
; CHECK-NEXT:  call void asm sideeffect "; asyncmark\0A\09; @amdgpu-asyncmark-marker", ""() [[MARK]]{{$}}
; CHECK-NEXT:  call void asm sideeffect "; asyncmark\0A\09; wait_asyncmark(3)\0A\09; @amdgpu-asyncmark-empty-wait", ""() [[MARK]]{{$}}
; CHECK:       attributes [[MARK]] = { nounwind willreturn memory(inaccessiblemem: readwrite) }

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
@dst = internal addrspace(3) global [64 x i32] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) @dst
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; k2: a mark that is not fused, and one fused with wait(3), which waits for
; nothing (two marks precede it), get the same attributes as k's first mark.
define amdgpu_kernel void @k2(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  %v = load i32, ptr addrspace(3) @dst
  store i32 %v, ptr addrspace(1) %out
  ret void
}
