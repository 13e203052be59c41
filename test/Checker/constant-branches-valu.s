; Constant branches with vector ALU code in the flow block, between the
; write of VCC and its branch, as the scheduler leaves it (fuzz seed 993
; under opt -O3: address arithmetic in a loop's flow block). The functions
; are test/Checker/constant-branches.s's dag_flow: a DMA and its mark, a
; flow block whose VCC = EXEC & ~-1 is 0, so s_cbranch_vccz is always
; taken and the s_branch to %join never is; W(0) is right (vmcnt(1)) on
; every real path and a violation on the path over that s_branch.
;  * valu_in_flow: v_add_u32_e32 and v_lshl_add_u64 name no VCC and write
;    none: the edge is dropped, every wait is ok.
;  * compare_in_flow: gfx10+'s v_cmpx_*_e32 writes EXEC and VCC without
;    naming them: VCC is not known, the edge and the violation stay.
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s \
; RUN:   | FileCheck %s
; CHECK:      valu_in_flow: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT: valu_in_flow: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
; CHECK:      compare_in_flow: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT: error: compare_in_flow: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION

	.text

	.globl	valu_in_flow
	.type	valu_in_flow,@function
valu_in_flow:
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s3, s[4:5], 0x18
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, s2
	global_load_lds_dword v2, s[6:7]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB1_2
; %bb.1:                                ; %Flow
	s_mov_b64 s[2:3], -1
	s_andn2_b64 vcc, exec, s[2:3]
	v_add_u32_e32 v4, v2, v3
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[2:3]
	s_cbranch_vccz .LBB1_3
	s_branch .LBB1_4
.LBB1_2:                                ; %else
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_store_dword v2, v3, s[0:1] offset:512
	global_store_dword v2, v3, s[0:1] offset:768
	s_and_b64 vcc, exec, -1
	s_cbranch_vccnz .LBB1_4
.LBB1_3:                                ; %then
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1] offset:512
.LBB1_4:                                ; %join
	s_waitcnt vmcnt(4)
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	s_endpgm
.Lfunc_end1:
	.size	valu_in_flow, .Lfunc_end1-valu_in_flow


	.globl	compare_in_flow
	.type	compare_in_flow,@function
compare_in_flow:
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s3, s[4:5], 0x18
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, s2
	global_load_lds_dword v2, s[6:7]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB2_2
; %bb.1:                                ; %Flow
	s_mov_b64 s[2:3], -1
	s_andn2_b64 vcc, exec, s[2:3]
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_vccz .LBB2_3
	s_branch .LBB2_4
.LBB2_2:                                ; %else
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_store_dword v2, v3, s[0:1] offset:512
	global_store_dword v2, v3, s[0:1] offset:768
	s_and_b64 vcc, exec, -1
	s_cbranch_vccnz .LBB2_4
.LBB2_3:                                ; %then
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1] offset:512
.LBB2_4:                                ; %join
	s_waitcnt vmcnt(4)
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	s_endpgm
.Lfunc_end2:
	.size	compare_in_flow, .Lfunc_end2-compare_in_flow
