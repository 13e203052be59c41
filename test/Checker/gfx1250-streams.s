; gfx1250: the checker's own reading of ASYNCcnt. Only the async transfers
; count (global_load_async_to_lds_*, cluster_load_async_to_lds_*,
; global_store_async_from_lds_*); loads to LDS and stores from LDS are two
; streams, each completing in order, with no known order between them, so
; `s_wait_asynccnt k` completes a transfer only when k transfers of its own
; stream follow it. Ordinary loads do not count, a call completes nothing
; (its callee's transfers join the open group: gfx1250-calls.s),
; gfx12's other waits (s_wait_loadcnt, ...) sit in a marker's wait window
; without waiting on asynccnt, and s_add_pc_i64 is a long branch.
;
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx1250 --summary %s \
; RUN:   | FileCheck %s --match-full-lines --strict-whitespace
; The over-strict wait fails with --strict, with the per-stream count.
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx1250 --strict %s \
; RUN:   | FileCheck %s --check-prefix=STRICT
; STRICT: mixed_over_strict: wait_asyncmark(2): emitted asynccnt(0) | loosest safe asynccnt(1) | over-strict
; The .amdgcn_target below selects gfx1250 without --mcpu.
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s \
; RUN:   | FileCheck %s --check-prefix=TARGET
; TARGET: two_stores: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(1) | ok
;
; With the loads and stores below taken as one in-order stream (as gfx9's
; vmcnt), store_then_load would pass: that is the bug this file catches.
;
; CHECK:note: every asynccnt transfer is a member of its mark's group; loads to LDS and stores from LDS each complete in order, in no known order between the two; tensor ops are members too, on tensorcnt, in order among themselves

	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text

; S1 M1 L1 M2 W(1): a load to LDS follows the store from LDS, but only a
; later store from LDS would let asynccnt 1 complete S1.
	.type	store_then_load,@function
store_then_load:
	global_store_async_from_lds_b32 v0, v1, s[0:1]
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK-NEXT:{{.*}}gfx1250-streams.s:[[@LINE+4]]: error: store_then_load: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(0) | VIOLATION
; CHECK-NEXT:{{.*}}gfx1250-streams.s:[[@LINE-6]]: note: DMA may still be pending: global_store_async_from_lds_b32 v0, v1, s[0:1] (0 asynccnt-counted ops issued after it, in its stream: stores from LDS)
; CHECK-NEXT:  note: path: store_then_load
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	s_endpgm
.Lfunc_end0:

; S1 M1 S2 M2 W(1): stores from LDS complete in order among themselves.
	.type	two_stores,@function
two_stores:
	global_store_async_from_lds_b32 v0, v1, s[0:1]
	; asyncmark
	global_store_async_from_lds_b64 v0, v2, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK-NEXT:{{.*}}gfx1250-streams.s:[[@LINE+1]]: two_stores: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(1) | ok
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end1:

; L1 M1 S1 L2 M2 W(1): L2 follows L1 in its stream; the store in between
; neither helps nor hurts: asynccnt 1. The cluster form is a load to LDS.
	.type	load_store_load,@function
load_store_load:
	global_load_async_to_lds_b128 v1, v0, s[0:1]
	; asyncmark
	global_store_async_from_lds_b32 v0, v1, s[2:3]
	cluster_load_async_to_lds_b8 v1, v0, s[0:1] offset:16
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK-NEXT:{{.*}}gfx1250-streams.s:[[@LINE+1]]: load_store_load: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(1) | ok
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end2:

; L1 M1 L2 M2 S1 M3 W(2) with asynccnt 0: per stream, one load follows L1,
; so 1 would do (the plugin waits 0 here: it takes the two kinds as out of
; order with each other wherever a store may precede).
	.type	mixed_over_strict,@function
mixed_over_strict:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:4
	; asyncmark
	global_store_async_from_lds_b32 v0, v2, s[4:5]
	; asyncmark
	s_wait_asynccnt 0x0
; CHECK-NEXT:{{.*}}gfx1250-streams.s:[[@LINE+1]]: warning: mixed_over_strict: wait_asyncmark(2): emitted asynccnt(0) | loosest safe asynccnt(1) | over-strict
	; wait_asyncmark(2)
	s_endpgm
.Lfunc_end3:

; L1 M1 ld M2 W(1): an ordinary load does not count on asynccnt.
	.type	ordinary_load,@function
ordinary_load:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	; asyncmark
	global_load_b32 v3, v0, s[0:1]
	flat_load_b32 v4, v[6:7]
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK-NEXT:{{.*}}gfx1250-streams.s:[[@LINE+3]]: error: ordinary_load: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(0) | VIOLATION
; CHECK-NEXT:{{.*}}gfx1250-streams.s:[[@LINE-7]]: note: DMA may still be pending: global_load_async_to_lds_b32 v1, v0, s[0:1] (0 asynccnt-counted ops issued after it, in its stream: loads to LDS)
; CHECK-NEXT:  note: path: ordinary_load
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end4:

; L1 M1 call W(0) with no wait: the callee does not wait for asynccnt.
	.type	across_call,@function
across_call:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	; asyncmark
	s_swap_pc_i64 s[30:31], s[4:5]
	s_call_i64 s[30:31], ext
; CHECK-NEXT:{{.*}}gfx1250-streams.s:[[@LINE+3]]: error: across_call: wait_asyncmark(0): emitted none | loosest safe asynccnt(0) | VIOLATION
; CHECK-NEXT:{{.*}}gfx1250-streams.s:[[@LINE-5]]: note: DMA may still be pending: global_load_async_to_lds_b32 v1, v0, s[0:1] (0 asynccnt-counted ops issued after it, in its stream: loads to LDS)
; CHECK-NEXT:  note: path: across_call
	; wait_asyncmark(0)
	s_endpgm
.Lfunc_end5:

; Upstream's placement: the wait after the marker comment, with another
; gfx12 wait in the window (it does not wait on asynccnt).
	.type	wait_after_marker,@function
wait_after_marker:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	; asyncmark
	global_load_b32 v3, v0, s[0:1]
; CHECK-NEXT:{{.*}}gfx1250-streams.s:[[@LINE+1]]: wait_after_marker: wait_asyncmark(0): emitted asynccnt(0) | loosest safe asynccnt(0) | ok
	; wait_asyncmark(0)
	s_wait_loadcnt 0x0
	s_wait_asynccnt 0
	ds_load_b32 v2, v1
	s_endpgm
.Lfunc_end6:

; A loop whose back edge is a long branch (s_add_pc_i64): from the third
; iteration on, W(1) targets the mark of two iterations back, and one load
; (the previous iteration's) follows it: asynccnt 2 is too weak. Only the
; back edge reaches that state.
	.type	long_branch_loop,@function
long_branch_loop:
	s_mov_b32 s6, 0
.LBB7_1:
	s_wait_asynccnt 0x2
; CHECK-NEXT:{{.*}}gfx1250-streams.s:[[@LINE+4]]: error: long_branch_loop: wait_asyncmark(1): emitted asynccnt(2) | loosest safe asynccnt(1) | VIOLATION
; CHECK-NEXT:{{.*}}gfx1250-streams.s:[[@LINE+5]]: note: DMA may still be pending: global_load_async_to_lds_b32 v1, v0, s[0:1] (1 asynccnt-counted ops issued after it, in its stream: loads to LDS)
; CHECK-NEXT:  note: path: long_branch_loop -> .LBB7_1 -> %bb.2 -> .LBB7_1 -> %bb.2 -> .LBB7_1
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_add_co_i32 s6, s6, 1
	s_cmp_lt_i32 s6, s3
	s_cbranch_scc0 .LBB7_3
; %bb.2:
	s_add_pc_i64 .LBB7_1-.Lpost_addpc0
.Lpost_addpc0:
.LBB7_3:
	s_endpgm
.Lfunc_end7:

; CHECK-NEXT:summary: 8 functions, 14 marks, 8 waits: 3 ok, 1 over-strict, 4 violations ({{.*}}), target gfx1250
