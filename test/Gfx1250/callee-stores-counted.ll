; gfx1250: a callee's stores from LDS count in the stores' stream. The
; callee issues a load to LDS and two stores from LDS on every path and
; leaves them in flight (LLVM 22's callees do not wait for ASYNCcnt).
; Stores complete in order among themselves, so the caller's store S before
; the call has the callee's two stores after it: wait(1), which needs S's
; group done, needs asynccnt(2). Reading the callee's stores as transfers
; of unknown number gave asynccnt(0) (fuzz seed 710000, clang -O3). The
; lowering and verify mode count them on the callee's IR, the checker on
; its assembly.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 -verify-machineinstrs -amdgpu-asyncmark-verify %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s | FileCheck %s --check-prefix=CHECKER

declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)

define internal void @stage(ptr addrspace(1) %g, ptr addrspace(1) %o, ptr addrspace(3) %l) noinline {
  %l1 = getelementptr i8, ptr addrspace(3) %l, i32 1024
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l1, i32 0, i32 0)
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 64, i32 0)
  ret void
}

; CHECK-LABEL: k:
; CHECK:       global_store_async_from_lds_b32
; CHECK:       s_swap_pc_i64
; CHECK:       global_load_async_to_lds_b32
; CHECK-NEXT:  s_wait_asynccnt 0x2
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECKER: k: wait_asyncmark(1): emitted asynccnt(2) | loosest safe asynccnt(2) | ok
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 128, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @stage(ptr addrspace(1) %g, ptr addrspace(1) %o, ptr addrspace(3) %l)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 512, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %x = load i32, ptr addrspace(3) %l
  store i32 %x, ptr addrspace(1) %o
  ret void
}
