; gfx1250's async transfers are LLVM 22 intrinsics that only gfx1250 can
; select: stock llc-22 aborts with "Cannot select" and a stack dump on any
; other target. With the plugin each call there is an error naming the
; function, the intrinsic and the target, pointing gfx9/gfx10 at their own
; async forms, and nothing of it is left. The same module compiles for
; gfx1250 (control).
;
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -o - 2> %t.gfx950.err \
; RUN:   | FileCheck %s --check-prefix=ASM --implicit-check-not=async_to_lds --implicit-check-not=async_from_lds
; RUN: FileCheck %s --check-prefixes=ERR,ERR-DMA -DCPU=gfx950 < %t.gfx950.err --implicit-check-not="Cannot select"
; RUN: grep error: %t.gfx950.err | count 3
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 %s -o /dev/null 2> %t.gfx1030.err
; RUN: FileCheck %s --check-prefixes=ERR,ERR-DMA -DCPU=gfx1030 < %t.gfx1030.err --implicit-check-not="Cannot select"
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 %s -o /dev/null 2> %t.gfx1100.err
; RUN: FileCheck %s --check-prefixes=ERR,ERR-NONE -DCPU=gfx1100 < %t.gfx1100.err --implicit-check-not="Cannot select"
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 %s -o - | FileCheck %s --check-prefix=GFX1250
;
; Stock llc-22 on gfx950 (what the diagnostic replaces):
; RUN: not --crash %llc-stock -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STOCK
; STOCK: LLVM ERROR: Cannot select: intrinsic %llvm.amdgcn.global.load.async.to.lds.b32

; ERR-DMA-DAG: error: {{.*}}in function load void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.global.load.async.to.lds.b32: not available on [[CPU]], which has LDS DMA and not gfx1250's async transfers (its async loads to LDS are llvm.amdgcn.global.load.async.lds, llvm.amdgcn.load.async.to.lds.pN and the buffer forms)
; ERR-DMA-DAG: error: {{.*}}in function cluster void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.cluster.load.async.to.lds.b64: not available on [[CPU]], which has LDS DMA
; ERR-DMA-DAG: error: {{.*}}in function store void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.global.store.async.from.lds.b128: not available on [[CPU]], which has LDS DMA
; ERR-NONE-DAG: error: {{.*}}in function load void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.global.load.async.to.lds.b32: target [[CPU]] has no async loads to LDS
; ERR-NONE-DAG: error: {{.*}}in function cluster void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.cluster.load.async.to.lds.b64: target [[CPU]] has no async loads to LDS
; ERR-NONE-DAG: error: {{.*}}in function store void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.global.store.async.from.lds.b128: target [[CPU]] has no async loads to LDS
; ERR-NOT: error:

; ASM-LABEL: load:
; ASM:         s_endpgm
; ASM-LABEL: cluster:
; ASM:         s_endpgm
; ASM-LABEL: store:
; ASM:         s_endpgm

; GFX1250-LABEL: load:
; GFX1250:       global_load_async_to_lds_b32
; GFX1250-LABEL: cluster:
; GFX1250:       cluster_load_async_to_lds_b64
; GFX1250-LABEL: store:
; GFX1250:       global_store_async_from_lds_b128

define amdgpu_kernel void @load(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @cluster(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.cluster.load.async.to.lds.b64(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @store(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.global.store.async.from.lds.b128(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  ret void
}

declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.cluster.load.async.to.lds.b64(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32)
declare void @llvm.amdgcn.global.store.async.from.lds.b128(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
