; gfx1250: a callee that issues two loads to LDS and a store from LDS,
; left in flight at its return (LLVM 22's callees do not wait for
; ASYNCcnt). Its loads complete in order with the caller's, so the load
; before the call has two loads after it and wait(1) needs asynccnt(2);
; the store, which may complete in any order with the loads, joins the
; open group, and only the final wait(0) covers it. Reading the callee as
; transfers of unknown number whenever it also stores gave asynccnt(0).
; The lowering, verify mode and the checker each read the callee on their
; own.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 -verify-machineinstrs -amdgpu-asyncmark-verify %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s | FileCheck %s --check-prefix=CHECKER

declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)

define internal void @stage(ptr addrspace(1) %g, ptr addrspace(1) %o, ptr addrspace(3) %l) noinline {
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 0, i32 0)
  %l1 = getelementptr i8, ptr addrspace(3) %l, i32 1024
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l1, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l1, i32 64, i32 0)
  ret void
}

; CHECK-LABEL: k:
; CHECK:       s_swap_pc_i64
; CHECK:       s_wait_asynccnt 0x2
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECKER: k: wait_asyncmark(1): emitted asynccnt(2) | loosest safe asynccnt(2) | ok
; CHECKER: k: wait_asyncmark(0): emitted asynccnt(0) | loosest safe asynccnt(0) | ok
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 128, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @stage(ptr addrspace(1) %g, ptr addrspace(1) %o, ptr addrspace(3) %l)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %x = load i32, ptr addrspace(3) %l
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %p = getelementptr i8, ptr addrspace(3) %l, i32 1024
  %y = load i32, ptr addrspace(3) %p
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %o
  ret void
}

; The call's own group is the one wait(1) completes: a load and a store of
; the caller's follow the callee's loads and its store, one of each stream,
; so asynccnt(1) completes the callee's transfers. The callee's store is no
; reason to wait for 0 in the loads' stream (fuzz seed 70515).
; CHECK-LABEL: k_call_group:
; CHECK:       s_swap_pc_i64
; CHECK:       global_load_async_to_lds_b32
; CHECK:       global_store_async_from_lds_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
; CHECKER: k_call_group: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(1) | ok
; CHECKER: k_call_group: wait_asyncmark(0): emitted asynccnt(0) | loosest safe asynccnt(0) | ok
define amdgpu_kernel void @k_call_group(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 128, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @stage(ptr addrspace(1) %g, ptr addrspace(1) %o, ptr addrspace(3) %l)
  call void @llvm.amdgcn.asyncmark()
  %l2 = getelementptr i8, ptr addrspace(3) %l, i32 2048
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l2, i32 256, i32 0)
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l2, i32 512, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %p = getelementptr i8, ptr addrspace(3) %l, i32 1024
  %x = load i32, ptr addrspace(3) %p
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  store i32 %x, ptr addrspace(1) %o
  ret void
}
