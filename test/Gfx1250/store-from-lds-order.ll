; gfx1250's async stores from LDS read LDS, but LLVM 22 gives them a
; memoperand for the global store only, so its schedulers move an LDS write
; across them and the store copies stale LDS (STOCK below). With the
; plugin, the store keeps its place after the LDS write that feeds it, with a
; soft s_wait_dscnt 0 that LLVM keeps where DS writes are in flight; an LDS
; write after the store stays after it, and a wait.asyncmark(0) between them
; is what makes the overwrite safe.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O0 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc-stock -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 %s -o - | FileCheck %s --check-prefix=STOCK

declare void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)

; CHECK-LABEL: write_then_store:
; CHECK:       ds_store_b32
; CHECK-NOT:   global_store
; CHECK:       s_wait_dscnt 0x0
; CHECK-NEXT:  global_store_async_from_lds_b32
; STOCK-LABEL: write_then_store:
; STOCK:       global_store_async_from_lds_b32
; STOCK:       ds_store_b32
define amdgpu_kernel void @write_then_store(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 %v) {
  %p = getelementptr i32, ptr addrspace(3) %l, i32 64
  store i32 %v, ptr addrspace(3) %p
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %p, i32 0, i32 0)
  ret void
}

; CHECK-LABEL: store_wait_overwrite:
; CHECK:       global_store_async_from_lds_b32
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_store_b32
define amdgpu_kernel void @store_wait_overwrite(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 %v) {
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  store i32 %v, ptr addrspace(3) %l
  ret void
}

; Without a wait the overwrite is the program's race, as in upstream LLVM;
; the plugin adds no wait but keeps the order.
; CHECK-LABEL: store_then_overwrite:
; CHECK:       global_store_async_from_lds_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       ds_store_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_endpgm
define amdgpu_kernel void @store_then_overwrite(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 %v) {
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 0, i32 0)
  store i32 %v, ptr addrspace(3) %l
  ret void
}
