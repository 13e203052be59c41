; gfx1250: a wait emits one s_wait_asynccnt for both streams (loads to LDS,
; stores from LDS). Where one stream needs a stricter count than the other,
; the transfers that count completes are complete for both, so the waits
; after it need only what is still in flight (fuzz seed 520081, reduced).
;
; straight: G1 = {store}, G2 = {load}. wait(1) needs the store complete and
; the load may complete first -> 0; everything is then complete. G3 =
; {load}: wait(1) needs G2, already complete -> nothing. Counting only the
; loads, as if the first wait had emitted what the loads alone need
; (nothing: G1 has none), gives 1.
;
; loop: a store group, then a loop of two loaded stages, A and B, each with
; a wait(1). Reached from the entry, A's wait needs the store complete -> 0,
; which also completes A. B's wait then targets A -> nothing. (From the
; back edge A's wait targets the last B, one load after it: 1.) Counting
; only the loads, A's wait emits 1 and B's then needs 1 too.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 %s -o %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s | FileCheck %s --check-prefix=CHECKER

declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)

; CHECK-LABEL: straight:
; CHECK:       global_store_async_from_lds_b32
; CHECK:       global_load_async_to_lds_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       global_load_async_to_lds_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       ; wait_asyncmark(1)
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_endpgm
; CHECKER: straight: wait_asyncmark(1): emitted asynccnt(0) | loosest safe asynccnt(0) | ok
; CHECKER: straight: wait_asyncmark(1): emitted none | loosest safe none | ok
define amdgpu_kernel void @straight(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %l1 = getelementptr i32, ptr addrspace(3) %l, i32 64
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l1, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %l2 = getelementptr i32, ptr addrspace(3) %l, i32 128
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l2, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %x = load i32, ptr addrspace(3) %l1
  store i32 %x, ptr addrspace(1) %o
  ret void
}

; CHECK-LABEL: loop:
; CHECK:       global_store_async_from_lds_b32
; CHECK:       .LBB1_{{[0-9]+}}:
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       global_load_async_to_lds_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       global_load_async_to_lds_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       ; wait_asyncmark(1)
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_cbranch_scc1
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECKER: loop: wait_asyncmark(1): emitted asynccnt(0) | loosest safe asynccnt(0) | ok
; CHECKER: loop: wait_asyncmark(1): emitted none | loosest safe none | ok
; CHECKER: loop: wait_asyncmark(0): emitted asynccnt(0) | loosest safe asynccnt(0) | ok
define amdgpu_kernel void @loop(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o, i32 %n) {
entry:
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %body

body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %off = shl i32 %i, 8
  %src = getelementptr i8, ptr addrspace(1) %g, i32 %off
  %dst = getelementptr i8, ptr addrspace(3) %l, i32 %off
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %dst.b = getelementptr i8, ptr addrspace(3) %dst, i32 4096
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %src, ptr addrspace(3) %dst.b, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %body

exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %x = load i32, ptr addrspace(3) %l
  store i32 %x, ptr addrspace(1) %o
  ret void
}
