; gfx1250 calls: a callee returns with its async transfers still in flight
; (no callee waits for asynccnt); they join the caller's open group (the
; one the next mark closes), in an unknown number (zero included) and of
; unknown kind, so only s_wait_asynccnt 0 completes them; transfers pending
; at the call keep their counts. The same holds for tensor ops and
; s_wait_tensorcnt 0. A callee of the file that issues transfers of a
; stream on every path to its end is that many transfers of the stream,
; after those pending at the call (the fewest on any path: more only
; complete more). The checker reads the callee from the text
; (s_get_pc_i64; s_add_nc_u64 ..., SYM@gotpcrel+4; s_load_b64; s_swap_pc_i64,
; or s_call_i64 SYM): a callee defined in the file whose body has no
; transfer and calls only such functions (transitively) is nothing; one
; with async transfers only leaves no tensor ops; an unknown or indirect
; callee may leave both.
;
; Every kernel is D1 call M1 D2 M2 W(1) with s_wait_asynccnt 0x1: enough
; when the call leaves nothing (D2 follows D1 in its stream), a violation
; when the callee may leave transfers in the targeted group.
;
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py --summary %s \
; RUN:   | FileCheck %s --match-full-lines
; CHECK:note: {{.*}}

	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text

	.type	quiet,@function
quiet:
	global_store_b32 v0, v1, s[0:1]
	s_set_pc_i64 s[30:31]
.Lfunc_end0:

; Calls quiet only: quiet too.
	.type	deep_quiet,@function
deep_quiet:
	s_get_pc_i64 s[4:5]
	s_add_nc_u64 s[4:5], s[4:5], quiet@gotpcrel+4
	s_load_b64 s[4:5], s[4:5], 0x0
	s_wait_kmcnt 0x0
	s_swap_pc_i64 s[30:31], s[4:5]
	s_set_pc_i64 s[30:31]
.Lfunc_end1:

	.type	issue,@function
issue:
	global_load_async_to_lds_b32 v2, v[0:1], off
	s_set_pc_i64 s[30:31]
.Lfunc_end2:

	.type	issue_tensor,@function
issue_tensor:
	tensor_load_to_lds s[8:11], s[16:23], s[12:15], s[12:15]
	s_set_pc_i64 s[30:31]
.Lfunc_end3:

	.type	k_quiet,@function
k_quiet:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_get_pc_i64 s[6:7]
	s_add_nc_u64 s[6:7], s[6:7], quiet@gotpcrel+4
	s_load_b64 s[16:17], s[6:7], 0x0
	s_wait_kmcnt 0x0
	s_swap_pc_i64 s[30:31], s[16:17]
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK-NEXT:{{.*}}gfx1250-calls.s:[[@LINE+1]]: k_quiet: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(1) | ok
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end4:

	.type	k_deep_quiet,@function
k_deep_quiet:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_call_i64 s[30:31], deep_quiet
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK-NEXT:{{.*}}gfx1250-calls.s:[[@LINE+1]]: k_deep_quiet: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(1) | ok
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end5:

; The callee issues one load to LDS on every path, after D1 and before D2
; in the stream: asynccnt 1 completes it; no tensor op.
	.type	k_issue,@function
k_issue:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_get_pc_i64 s[6:7]
	s_add_nc_u64 s[6:7], s[6:7], issue@gotpcrel+4
	s_load_b64 s[16:17], s[6:7], 0x0
	s_wait_kmcnt 0x0
	s_swap_pc_i64 s[30:31], s[16:17]
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK-NEXT:{{.*}}gfx1250-calls.s:[[@LINE+1]]: k_issue: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(1) | ok
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end6:

; The same with s_wait_asynccnt 0x0: over-strict (the callee leaves no
; tensor op).
	.type	k_issue_wait0,@function
k_issue_wait0:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_call_i64 s[30:31], issue
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x0
; CHECK-NEXT:{{.*}}gfx1250-calls.s:[[@LINE+1]]: warning: k_issue_wait0: wait_asyncmark(1): emitted asynccnt(0) | loosest safe asynccnt(1) | over-strict
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end7:

; The callee issues tensor ops only: asynccnt 1 is enough, tensorcnt 0 is
; needed.
	.type	k_tensor_callee,@function
k_tensor_callee:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_call_i64 s[30:31], issue_tensor
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x1
	s_wait_tensorcnt 0x0
; CHECK-NEXT:{{.*}}gfx1250-calls.s:[[@LINE+1]]: k_tensor_callee: wait_asyncmark(1): emitted asynccnt(1), tensorcnt(0) | loosest safe asynccnt(1), tensorcnt(0) | ok
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end8:

; A callee not in the file: both counters need 0.
	.type	k_unknown,@function
k_unknown:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_get_pc_i64 s[6:7]
	s_add_nc_u64 s[6:7], s[6:7], ext@gotpcrel+4
	s_load_b64 s[16:17], s[6:7], 0x0
	s_wait_kmcnt 0x0
	s_swap_pc_i64 s[30:31], s[16:17]
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x0
; CHECK-NEXT:{{.*}}gfx1250-calls.s:[[@LINE+3]]: error: k_unknown: wait_asyncmark(1): emitted asynccnt(0), no tensorcnt | loosest safe asynccnt(0), tensorcnt(0) | VIOLATION
; CHECK-NEXT:{{.*}}gfx1250-calls.s:[[@LINE-6]]: note: transfers the callee may leave in flight: s_swap_pc_i64 s[30:31], s[16:17] (any number, in its stream: tensor ops; only tensorcnt(0) completes them)
; CHECK-NEXT:  note: path: k_unknown
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end9:

; An indirect call (through an argument), with both waits for 0: ok.
	.type	k_indirect,@function
k_indirect:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_swap_pc_i64 s[30:31], s[8:9]
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x0
	s_wait_tensorcnt 0x0
; CHECK-NEXT:{{.*}}gfx1250-calls.s:[[@LINE+1]]: k_indirect: wait_asyncmark(1): emitted asynccnt(0), tensorcnt(0) | loosest safe asynccnt(0), tensorcnt(0) | ok
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end10:

; The quiet callee's address is overwritten before the call: unresolved.
	.type	k_clobbered,@function
k_clobbered:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_get_pc_i64 s[6:7]
	s_add_nc_u64 s[6:7], s[6:7], quiet@gotpcrel+4
	s_load_b64 s[16:17], s[6:7], 0x0
	s_mov_b32 s16, s2
	s_swap_pc_i64 s[30:31], s[16:17]
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK-NEXT:{{.*}}gfx1250-calls.s:[[@LINE+1]]: error: k_clobbered: wait_asyncmark(1): emitted asynccnt(1), no tensorcnt | loosest safe asynccnt(0), tensorcnt(0) | VIOLATION
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end11:

; A weak callee (weak and linkonce functions print as .weak): its body here
; issues nothing, but the linker may bind the call to another one that
; does, so it may leave transfers of every kind.
	.weak	weak_quiet
	.type	weak_quiet,@function
weak_quiet:
	global_store_b32 v0, v1, s[0:1]
	s_set_pc_i64 s[30:31]
.Lfunc_end12:

	.type	k_weak,@function
k_weak:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_call_i64 s[30:31], weak_quiet
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK:{{.*}}gfx1250-calls.s:[[@LINE+5]]: error: k_weak: wait_asyncmark(1): emitted asynccnt(1), no tensorcnt | loosest safe asynccnt(0), tensorcnt(0) | VIOLATION
; CHECK-NEXT:{{.*}}gfx1250-calls.s:[[@LINE-6]]: note: transfers the callee may leave in flight: s_call_i64 s[30:31], weak_quiet (any number, in its stream: loads to LDS; only asynccnt(0) completes them)
; CHECK-NEXT:{{.*}}: note: {{.*}}weak_quiet (any number, in its stream: stores from LDS; {{.*}})
; CHECK-NEXT:{{.*}}: note: {{.*}}weak_quiet (any number, in its stream: tensor ops; {{.*}})
; CHECK-NEXT:  note: path: k_weak
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end13:

; A callee that issues its load on one path only may issue none: its
; transfers are of unknown number, and only asynccnt 0 completes them.
	.type	issue_maybe,@function
issue_maybe:
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB14_2
	global_load_async_to_lds_b32 v2, v[0:1], off
.LBB14_2:
	s_set_pc_i64 s[30:31]
.Lfunc_end14:

	.type	k_issue_maybe,@function
k_issue_maybe:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_call_i64 s[30:31], issue_maybe
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK:{{.*}}gfx1250-calls.s:[[@LINE+3]]: error: k_issue_maybe: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(0) | VIOLATION
; CHECK-NEXT:{{.*}}gfx1250-calls.s:[[@LINE-6]]: note: transfers the callee may leave in flight: s_call_i64 s[30:31], issue_maybe (any number, in its stream: loads to LDS; only asynccnt(0) completes them)
; CHECK-NEXT:  note: path: k_issue_maybe
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end15:

; A callee that issues a store from LDS: one on every path, but stores
; complete in no known order with the loads, so D2 does not help it
; complete; asynccnt 0 is needed.
	.type	issue_store,@function
issue_store:
	global_store_async_from_lds_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end16:

	.type	k_issue_store,@function
k_issue_store:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_call_i64 s[30:31], issue_store
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK:{{.*}}gfx1250-calls.s:[[@LINE+1]]: error: k_issue_store: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(0) | VIOLATION
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end17:

; The callee's address is computed in the entry block and called after a
; branch target label: the value reaches the call on every path (the
; resolution follows the CFG), so the call stands for @issue's one load:
; asynccnt 1 is enough.
	.type	k_call_after_label,@function
k_call_after_label:
	s_get_pc_i64 s[6:7]
	s_add_nc_u64 s[6:7], s[6:7], issue@gotpcrel+4
	s_load_b64 s[16:17], s[6:7], 0x0
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB18_2
	v_mov_b32_e32 v3, 1
.LBB18_2:
	s_wait_kmcnt 0x0
	s_swap_pc_i64 s[30:31], s[16:17]
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK:{{.*}}gfx1250-calls.s:[[@LINE+1]]: k_call_after_label: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(1) | ok
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end18:
; At -O0 the callee's address is spilled to lanes of a VGPR and read back
; before the call: the resolution follows it, so the call stands for
; @issue's one load. A write of the VGPR in between ends what its lanes
; held: the call is then unresolved and only asynccnt 0 completes D1.
	.type	k_call_through_lanes,@function
k_call_through_lanes:
	s_get_pc_i64 s[6:7]
	s_add_nc_u64 s[6:7], s[6:7], issue@gotpcrel+4
	s_load_b64 s[16:17], s[6:7], 0x0
	s_wait_kmcnt 0x0
	v_writelane_b32 v14, s16, 22
	v_writelane_b32 v14, s17, 23
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_mov_b32 s16, 0
	v_readlane_b32 s2, v14, 22
	v_readlane_b32 s3, v14, 23
	s_swap_pc_i64 s[30:31], s[2:3]
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK:{{.*}}gfx1250-calls.s:[[@LINE+1]]: k_call_through_lanes: wait_asyncmark(1): emitted asynccnt(1) | loosest safe asynccnt(1) | ok
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end19:

	.type	k_lanes_overwritten,@function
k_lanes_overwritten:
	s_get_pc_i64 s[6:7]
	s_add_nc_u64 s[6:7], s[6:7], issue@gotpcrel+4
	s_load_b64 s[16:17], s[6:7], 0x0
	s_wait_kmcnt 0x0
	v_writelane_b32 v14, s16, 22
	v_writelane_b32 v14, s17, 23
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	v_mov_b32_e32 v14, 0
	v_readlane_b32 s2, v14, 22
	v_readlane_b32 s3, v14, 23
	s_swap_pc_i64 s[30:31], s[2:3]
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_asynccnt 0x1
; CHECK:{{.*}}gfx1250-calls.s:[[@LINE+1]]: error: k_lanes_overwritten: wait_asyncmark(1): emitted asynccnt(1), no tensorcnt | loosest safe asynccnt(0), tensorcnt(0) | VIOLATION
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end20:
; CHECK:summary: 21 functions, 28 marks, 14 waits: 7 ok, 1 over-strict, 6 violations ({{.*}}), target gfx1250
