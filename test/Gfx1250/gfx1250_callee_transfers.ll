; Regression (shared/reproducers/gfx1250_callee_transfers.ll): on gfx1250 a
; callee's async transfers are still in flight after it returns (LLVM 22's
; callees do not wait for ASYNCcnt) and join the caller's open group. k1
; (call; M; W(0); read) and k2 (call; M; D; M; W(1); read) used to get no
; s_wait_asynccnt before the LDS read. A call whose callee issues only
; loads to LDS, at least L of them on every path to its return (in it and
; below it), is L async DMAs in the open group: @issue issues 2, so k1 gets
; 0 and k2 gets 1 (its own DMA follows the callee's loads). A callee that
; may issue none on some path (k4) or that issues a store from LDS (k5, in
; no known order with the loads) adds an unknown number of transfers: only
; a wait for 0 completes them. k6's callee issues a load and may call
; itself: 1 at least (a recursive call counts none). k7's callee calls
; @issue twice: 4 loads. @k3 calls a function that issues no transfer: the
; call is nothing to the waits. The independent checker agrees on every
; wait.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -O3 -mcpu=gfx1250 %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --summary %t.s \
; RUN:   | FileCheck %s --check-prefix=CHECKER
;
; CHECKER:      k1: wait_asyncmark(0): emitted asynccnt(0) | loosest safe asynccnt(0) | ok
; CHECKER-NEXT: k2: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(1) | ok
; CHECKER-NEXT: k3: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(1) | ok
; CHECKER-NEXT: k4: wait_asyncmark(1): emitted asynccnt(0) | loosest safe asynccnt(0) | ok
; CHECKER-NEXT: k5: wait_asyncmark(1): emitted asynccnt(0) | loosest safe asynccnt(0) | ok
; CHECKER-NEXT: k6: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(1) | ok
; CHECKER-NEXT: k7: wait_asyncmark(3): emitted asynccnt(3) | loosest safe asynccnt(3) | ok
; CHECKER-NEXT: summary: {{.*}} 7 waits: 7 ok, 0 over-strict, 0 violations
;
; CHECK-LABEL: k1:
; CHECK:       s_swap_pc_i64
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
;
; CHECK-LABEL: k2:
; CHECK:       s_swap_pc_i64
; CHECK:       ; asyncmark
; CHECK:       global_load_async_to_lds_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
;
; CHECK-LABEL: k3:
; CHECK:       global_load_async_to_lds_b32
; CHECK:       ; asyncmark
; CHECK:       global_load_async_to_lds_b32
; CHECK:       s_swap_pc_i64
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
;
; CHECK-LABEL: k4:
; CHECK:       s_swap_pc_i64
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
;
; CHECK-LABEL: k5:
; CHECK:       s_swap_pc_i64
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
;
; CHECK-LABEL: k6:
; CHECK:       s_swap_pc_i64
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
;
; CHECK-LABEL: k7:
; CHECK:       s_swap_pc_i64
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x3
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(3)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
target triple = "amdgcn-amd-amdhsa"
; helper that issues async loads to LDS (no mark, no wait); LLVM 22 returns without s_wait_asynccnt
define void @issue(ptr addrspace(1) %g, ptr addrspace(3) %l) #1 {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 256, i32 0)
  ret void
}
; helper that issues and commits its own group
define void @issue_marked(ptr addrspace(1) %g, ptr addrspace(3) %l) #1 {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 512, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ret void
}
; k1: call issue; M; W(0); read  -> needs s_wait_asynccnt 0 before the read
define amdgpu_kernel void @k1(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @issue(ptr addrspace(1) %g, ptr addrspace(3) %l)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %lp = getelementptr i32, ptr addrspace(3) %l, i32 %tid
  %v = load i32, ptr addrspace(3) %lp
  %op = getelementptr i32, ptr addrspace(1) %o, i32 %tid
  store i32 %v, ptr addrspace(1) %op
  ret void
}
; k2: call issue; M; A; M; W(1); read  -> the callee's group must complete: s_wait_asynccnt 1
define amdgpu_kernel void @k2(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @issue(ptr addrspace(1) %g, ptr addrspace(3) %l)
  call void @llvm.amdgcn.asyncmark()
  %l2 = getelementptr i32, ptr addrspace(3) %l, i32 1024
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l2, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %lp = getelementptr i32, ptr addrspace(3) %l, i32 %tid
  %v = load i32, ptr addrspace(3) %lp
  %op = getelementptr i32, ptr addrspace(1) %o, i32 %tid
  store i32 %v, ptr addrspace(1) %op
  ret void
}
declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)
declare i32 @llvm.amdgcn.workitem.id.x()
; k3: D; M; D; call quiet; M; W(1); read -> the first group needs asynccnt 1
define void @quiet(ptr addrspace(1) %o) #1 {
  store i32 0, ptr addrspace(1) %o
  ret void
}
define amdgpu_kernel void @k3(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %l2 = getelementptr i32, ptr addrspace(3) %l, i32 1024
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l2, i32 0, i32 0)
  call void @quiet(ptr addrspace(1) %o)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %lp = getelementptr i32, ptr addrspace(3) %l, i32 %tid
  %v = load i32, ptr addrspace(3) %lp
  %op = getelementptr i32, ptr addrspace(1) %o, i32 %tid
  store i32 %v, ptr addrspace(1) %op
  ret void
}
attributes #0 = { nounwind "target-cpu"="gfx1250" }
attributes #1 = { noinline nounwind "target-cpu"="gfx1250" }
; k4: the callee issues its load on one path only: it may issue none.
define void @issue_maybe(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %c) #1 {
  %z = icmp eq i32 %c, 0
  br i1 %z, label %done, label %load
load:
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @k4(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o, i32 %c) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @issue_maybe(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %c)
  call void @llvm.amdgcn.asyncmark()
  %l0 = getelementptr i32, ptr addrspace(3) %l, i32 1024
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l0, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %lp = getelementptr i32, ptr addrspace(3) %l, i32 %tid
  %v = load i32, ptr addrspace(3) %lp
  %op = getelementptr i32, ptr addrspace(1) %o, i32 %tid
  store i32 %v, ptr addrspace(1) %op
  ret void
}
; k5: a load and a store from LDS: the store completes in no known order
; with the loads.
define void @issue_store(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %c) #1 {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 64, i32 0)
  ret void
}
define amdgpu_kernel void @k5(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o, i32 %c) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @issue_store(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %c)
  call void @llvm.amdgcn.asyncmark()
  %l0 = getelementptr i32, ptr addrspace(3) %l, i32 1024
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l0, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %lp = getelementptr i32, ptr addrspace(3) %l, i32 %tid
  %v = load i32, ptr addrspace(3) %lp
  %op = getelementptr i32, ptr addrspace(1) %o, i32 %tid
  store i32 %v, ptr addrspace(1) %op
  ret void
}
; k6: a recursive callee (one load, then maybe itself).
define void @issue_rec(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %c) #1 {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  %z = icmp eq i32 %c, 0
  br i1 %z, label %done, label %again
again:
  %c1 = sub i32 %c, 1
  call void @issue_rec(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %c1)
  br label %done
done:
  ret void
}
define amdgpu_kernel void @k6(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o, i32 %c) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @issue_rec(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %c)
  call void @llvm.amdgcn.asyncmark()
  %l0 = getelementptr i32, ptr addrspace(3) %l, i32 1024
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l0, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %lp = getelementptr i32, ptr addrspace(3) %l, i32 %tid
  %v = load i32, ptr addrspace(3) %lp
  %op = getelementptr i32, ptr addrspace(1) %o, i32 %tid
  store i32 %v, ptr addrspace(1) %op
  ret void
}
; k7: the callee calls @issue twice (4 loads on every path); three
; groups of one DMA follow, and wait(3) targets the call's group: 3.
define void @issue_twice(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %c) #1 {
  call void @issue(ptr addrspace(1) %g, ptr addrspace(3) %l)
  call void @issue(ptr addrspace(1) %g, ptr addrspace(3) %l)
  ret void
}
define amdgpu_kernel void @k7(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o, i32 %c) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @issue_twice(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %c)
  call void @llvm.amdgcn.asyncmark()
  %l0 = getelementptr i32, ptr addrspace(3) %l, i32 1024
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l0, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %l1 = getelementptr i32, ptr addrspace(3) %l, i32 2048
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l1, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %l2 = getelementptr i32, ptr addrspace(3) %l, i32 3072
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l2, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  %lp = getelementptr i32, ptr addrspace(3) %l, i32 %tid
  %v = load i32, ptr addrspace(3) %lp
  %op = getelementptr i32, ptr addrspace(1) %o, i32 %tid
  store i32 %v, ptr addrspace(1) %op
  ret void
}
declare void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
