; gfx1250: a callee that waits for its own transfers before it returns.
; LLVM 22's callees do not wait for ASYNCcnt at their return, so a call
; stands for the transfers its callee leaves in flight. A callee whose every
; return follows `mark; wait(0)`, with nothing after that mark that may
; issue a transfer, leaves none of its own: its wait for 0 lowers to
; `s_wait_asynccnt 0` once it has issued a transfer, and that wait
; completes the caller's transfers too. The lowering, verify mode and the
; checker each read the callee on their own (the lowering and verify mode
; its IR, the checker its assembly).
;  * k_drained: @load_store_drain issues a load and a store, then drains.
;    Reading the store as left in flight made wait(1) asynccnt(2); after the
;    drain only the load at offset 512 is in flight, in the newest group:
;    no wait.
;  * k_store_drained: @store_drain issues only a store, then drains; the
;    call's group (the store read as left in flight) needed asynccnt(0);
;    now that group is empty and wait(1) needs nothing.
;  * k_after_drain: @store_after_drain stores after its `mark; wait(0)`:
;    that store may be in flight at the return, and the call's group needs
;    asynccnt(0) as before.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 -verify-machineinstrs -amdgpu-asyncmark-verify %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s | FileCheck %s --check-prefix=CHECKER

declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)

define internal void @load_store_drain(ptr addrspace(1) %g, ptr addrspace(1) %o, ptr addrspace(3) %l) noinline {
  %l1 = getelementptr i8, ptr addrspace(3) %l, i32 1024
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l1, i32 0, i32 0)
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

define internal void @store_drain(ptr addrspace(1) %o, ptr addrspace(3) %l) noinline {
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

define internal void @store_after_drain(ptr addrspace(1) %o, ptr addrspace(3) %l) noinline {
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 64, i32 0)
  ret void
}

; CHECK-LABEL: k_drained:
; CHECK:       s_swap_pc_i64
; CHECK-NEXT:  global_load_async_to_lds_b32 {{.*}} offset:512
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECKER: k_drained: wait_asyncmark(1): emitted none | loosest safe none | ok
define amdgpu_kernel void @k_drained(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 128, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 256, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @load_store_drain(ptr addrspace(1) %g, ptr addrspace(1) %o, ptr addrspace(3) %l)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 512, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %x = load i32, ptr addrspace(3) %l
  store i32 %x, ptr addrspace(1) %o
  ret void
}

; CHECK-LABEL: k_store_drained:
; CHECK:       s_swap_pc_i64
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       global_load_async_to_lds_b32 {{.*}} offset:512
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECKER: k_store_drained: wait_asyncmark(1): emitted none | loosest safe none | ok
define amdgpu_kernel void @k_store_drained(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @store_drain(ptr addrspace(1) %o, ptr addrspace(3) %l)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 512, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %x = load i32, ptr addrspace(3) %l
  store i32 %x, ptr addrspace(1) %o
  ret void
}

; CHECK-LABEL: k_after_drain:
; CHECK:       s_swap_pc_i64
; CHECK:       global_load_async_to_lds_b32 {{.*}} offset:512
; CHECK-NEXT:  s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECKER: k_after_drain: wait_asyncmark(1): emitted asynccnt(0) | loosest safe asynccnt(0) | ok
define amdgpu_kernel void @k_after_drain(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @store_after_drain(ptr addrspace(1) %o, ptr addrspace(3) %l)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 512, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %x = load i32, ptr addrspace(3) %l
  store i32 %x, ptr addrspace(1) %o
  ret void
}
