; gfx1250 scenarios with hand-computed s_wait_asynccnt counts. Only ASYNCcnt
; transfers count (global/cluster loads to LDS, stores from LDS); wait(N)
; needs every transfer before the (N+1)-th newest mark complete, and
; s_wait_asynccnt k completes each transfer with at least k transfers
; issued after it.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 -amdgpu-asyncmark-verify %s -o /dev/null

declare void @llvm.amdgcn.global.load.async.to.lds.b8(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.load.async.to.lds.b64(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.cluster.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32)
declare void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)
declare void @ext()

; 1. Ordinary global loads between the transfers do not count:
;    A M ld ld A M ld W(1) -> 1.
; CHECK-LABEL: interleaved_loads:
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_endpgm
define amdgpu_kernel void @interleaved_loads(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %p1 = getelementptr i32, ptr addrspace(1) %o, i32 1
  %a = load volatile i32, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %o, i32 2
  %b = load volatile i32, ptr addrspace(1) %p2
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %p3 = getelementptr i32, ptr addrspace(1) %o, i32 3
  %c = load volatile i32, ptr addrspace(1) %p3
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %x = load i32, ptr addrspace(3) %l
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %x
  store i32 %s3, ptr addrspace(1) %o
  ret void
}

; 2. Three-stage loop, two transfers per stage: the loop's wait(2) leaves
;    the two newer stages (4 transfers) in flight -> 4; the epilogue's
;    wait(1) -> 2, wait(0) -> 0.
; CHECK-LABEL: three_stage_loop:
; CHECK:       .LBB1_{{[0-9]+}}:
; CHECK:       s_wait_asynccnt 0x4
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(2)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       s_cbranch_scc1
; CHECK:       s_wait_asynccnt 0x2
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_endpgm
define amdgpu_kernel void @three_stage_loop(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o, i32 %n) {
entry:
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 32, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 48, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %gi = getelementptr i32, ptr addrspace(1) %g, i32 %i
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %gi, ptr addrspace(3) %l, i32 64, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %gi, ptr addrspace(3) %l, i32 80, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %li = getelementptr i32, ptr addrspace(3) %l, i32 %i
  %v = load i32, ptr addrspace(3) %li
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v1 = load i32, ptr addrspace(3) %l
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %l2 = getelementptr i32, ptr addrspace(3) %l, i32 8
  %v2 = load i32, ptr addrspace(3) %l2
  %s = add i32 %acc.next, %v1
  %t = add i32 %s, %v2
  store i32 %t, ptr addrspace(1) %o
  ret void
}

; 3. Diamond: A M, then two transfers on one arm and one on the other, each
;    closed by a mark; at the join wait(1) targets the entry mark: the arm
;    with one transfer after it decides -> 1.
; CHECK-LABEL: diamond:
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_endpgm
define amdgpu_kernel void @diamond(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o, i32 %c) {
entry:
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %two, label %one
two:
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
one:
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %l
  store i32 %v, ptr addrspace(1) %o
  ret void
}

; 4. Consecutive marks: A1 M1 M2 A2 M3 W(2) targets M1, which stands for
;    A1; one transfer (A2) follows it -> 1. Then W(0) -> 0.
; CHECK-LABEL: consecutive_marks:
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(2)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
define amdgpu_kernel void @consecutive_marks(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %v = load i32, ptr addrspace(3) %l
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %l1 = getelementptr i32, ptr addrspace(3) %l, i32 1
  %w = load i32, ptr addrspace(3) %l1
  %s = add i32 %v, %w
  store i32 %s, ptr addrspace(1) %o
  ret void
}

; 5. Eighteen groups of one transfer (more than upstream's 16-mark cap):
;    W(17) targets the first -> 17; then W(5) targets group 13 -> 5.
; CHECK-LABEL: eighteen_marks:
; CHECK:       s_wait_asynccnt 0x11
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(17)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       s_wait_asynccnt 0x5
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(5)
; CHECK-NEXT:  ;;#ASMEND
define amdgpu_kernel void @eighteen_marks(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 20, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 24, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 28, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 32, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 36, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 40, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 44, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 48, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 52, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 56, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 60, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 68, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 17)
  %v = load i32, ptr addrspace(3) %l
  call void @llvm.amdgcn.wait.asyncmark(i16 5)
  %l12 = getelementptr i32, ptr addrspace(3) %l, i32 12
  %w = load i32, ptr addrspace(3) %l12
  %s = add i32 %v, %w
  store i32 %s, ptr addrspace(1) %o
  ret void
}

; 6. Stores from LDS alone complete in order among themselves:
;    S M S M W(1) -> 1.
; CHECK-LABEL: stores_from_lds:
; CHECK:       global_store_async_from_lds_b32
; CHECK:       global_store_async_from_lds_b32
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_store_b32
define amdgpu_kernel void @stores_from_lds(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %l1 = getelementptr i32, ptr addrspace(3) %l, i32 16
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l1, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  ; The first store has read its LDS: it may be overwritten.
  store i32 7, ptr addrspace(3) %l
  ret void
}

; 7. Loads to LDS and stores from LDS in one function: nothing says the two
;    kinds complete in order with each other, but each kind does: the
;    first load is done once fewer transfers are in flight than the loads
;    issued from it on, whatever the store does:
;    L M L M S M W(2) -> 1 (in-order counting of both kinds would give 2).
; CHECK-LABEL: mixed_kinds:
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(2)
; CHECK-NEXT:  ;;#ASMEND
define amdgpu_kernel void @mixed_kinds(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %l8 = getelementptr i32, ptr addrspace(3) %l, i32 64
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l8, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %v = load i32, ptr addrspace(3) %l
  %o1 = getelementptr i32, ptr addrspace(1) %o, i32 1
  store i32 %v, ptr addrspace(1) %o1
  ret void
}

; 8. A call does not complete async transfers (callees do not wait for
;    ASYNCcnt): A M call A M W(1) -> 1, and A M call W(0) -> 0.
; CHECK-LABEL: across_call:
; CHECK:       s_swap_pc_i64
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       s_swap_pc_i64
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
define amdgpu_kernel void @across_call(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @ext()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %l
  call void @ext()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %l1 = getelementptr i32, ptr addrspace(3) %l, i32 1
  %w = load i32, ptr addrspace(3) %l1
  %s = add i32 %v, %w
  store i32 %s, ptr addrspace(1) %o
  ret void
}

; 9. Every transfer size and the cluster form count alike:
;    b8 b64 M b128 cluster.b32 M W(1) -> 2.
; CHECK-LABEL: sizes_and_cluster:
; CHECK:       global_load_async_to_lds_b8
; CHECK:       global_load_async_to_lds_b64
; CHECK:       ; asyncmark
; CHECK:       cluster_load_async_to_lds_b32
; CHECK:       s_wait_asynccnt 0x2
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
define amdgpu_kernel void @sizes_and_cluster(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o, i32 %mask) {
  call void @llvm.amdgcn.global.load.async.to.lds.b8(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b64(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b128(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 16, i32 0)
  call void @llvm.amdgcn.cluster.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 32, i32 0, i32 %mask)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %l
  store i32 %v, ptr addrspace(1) %o
  ret void
}

; 10. Wait at the top of a loop whose back edge brings the newer group:
;     A M A M loop { W(1); read; A M } -> 1 on every path.
; CHECK-LABEL: wait_at_loop_top:
; CHECK:       .LBB9_{{[0-9]+}}:
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
define amdgpu_kernel void @wait_at_loop_top(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o, i32 %n) {
entry:
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %li = getelementptr i32, ptr addrspace(3) %l, i32 %i
  %v = load i32, ptr addrspace(3) %li
  %acc.next = add i32 %acc, %v
  %gi = getelementptr i32, ptr addrspace(1) %g, i32 %i
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %gi, ptr addrspace(3) %l, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  store i32 %acc.next, ptr addrspace(1) %o
  ret void
}

; 11. A store from LDS after a pipelined loop of loads to LDS: no store can
;     precede the loop's loads, so the loop's wait(1) stays 1; after the
;     loop, wait(0) -> 0, then the store's own wait(0) -> 0.
; CHECK-LABEL: store_after_pipeline:
; CHECK:       .LBB10_{{[0-9]+}}:
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       global_store_async_from_lds_b32
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
define amdgpu_kernel void @store_after_pipeline(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o, i32 %n) {
entry:
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop
loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %gi = getelementptr i32, ptr addrspace(1) %g, i32 %i
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %gi, ptr addrspace(3) %l, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %li = getelementptr i32, ptr addrspace(3) %l, i32 %i
  %v = load i32, ptr addrspace(3) %li
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %l64 = getelementptr i32, ptr addrspace(3) %l, i32 64
  store i32 %acc.next, ptr addrspace(3) %l64
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l64, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}
