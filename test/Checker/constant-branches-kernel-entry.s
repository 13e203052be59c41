; Constant branches from a kernel's entry (asm.constant_branch_cfg): a
; kernel's wave starts with no scalar load in flight, so a flow condition
; set before its first s_wait_kmcnt holds. GlobalISel's flow blocks take
; their condition from such a move (fuzz seed 520081, gfx1250 clang -O3).
; Each function: G1 a store from LDS, G2 a load to LDS; %Flow (s9 = 1 from
; the entry, unknown from %drain) falls into %then, which drains, or jumps
; to %join, whose wait_asyncmark(1) emits nothing. Every path an execution
; takes drains both groups first, but entry -> %Flow -> %join, which no
; execution of a kernel takes, reaches it with the store still in flight.
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s \
; RUN:   | FileCheck %s --match-full-lines

	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text

; A kernel: only its own load of s8 is in flight when s9 is set.
	.globl	kernel_flow
	.type	kernel_flow,@function
kernel_flow:
	s_load_b32 s8, s[4:5], 0x0
	s_mov_b32 s9, 1
	s_wait_kmcnt 0x0
	global_store_async_from_lds_b32 v0, v1, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lt_u32 s8, 4
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %drain
	s_wait_asynccnt 0x0
	v_readfirstlane_b32 s9, v0
.LBB0_2:                                ; %Flow
	s_cmp_lg_u32 s9, 0
	s_cbranch_scc0 .LBB0_4
; %bb.3:                                ; %then
	s_wait_asynccnt 0x0
.LBB0_4:                                ; %join
	;;#ASMSTART
; CHECK: {{.*}}constant-branches-kernel-entry.s:[[@LINE+1]]: kernel_flow: wait_asyncmark(1): emitted none | loosest safe none | ok
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v2, v0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel kernel_flow
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 10
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	kernel_flow, .Lfunc_end0-kernel_flow

; Negative: the same body in a function that is no kernel. A caller's
; load may still write s9 after the move, so %Flow goes both ways from the
; entry and the path with the store in flight stays.
	.globl	function_flow
	.type	function_flow,@function
function_flow:
	s_load_b32 s8, s[4:5], 0x0
	s_mov_b32 s9, 1
	s_wait_kmcnt 0x0
	global_store_async_from_lds_b32 v0, v1, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lt_u32 s8, 4
	s_cbranch_scc1 .LBB1_2
; %bb.1:                                ; %drain
	s_wait_asynccnt 0x0
	v_readfirstlane_b32 s9, v0
.LBB1_2:                                ; %Flow
	s_cmp_lg_u32 s9, 0
	s_cbranch_scc0 .LBB1_4
; %bb.3:                                ; %then
	s_wait_asynccnt 0x0
.LBB1_4:                                ; %join
	;;#ASMSTART
; CHECK: {{.*}}constant-branches-kernel-entry.s:[[@LINE+1]]: error: function_flow: wait_asyncmark(1): emitted none | loosest safe asynccnt(0) | VIOLATION
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v2, v0
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	function_flow, .Lfunc_end1-function_flow
