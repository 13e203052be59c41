	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	rules
	.type	rules,@function
rules:
	; VALU writes VCC, a VALU reads it 1 wait state later: needs 2.
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_nop 0
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	v_cndmask_b32_e32 v2, v3, v4, vcc
	; VALU writes an SGPR (carry out), a VALU reads it: needs 2.
	v_add_co_u32_e64 v5, s[10:11], v6, v7
	; asyncmark
	v_cndmask_b32_e64 v8, v3, v4, s[10:11]
	; VALU writes EXEC, v_writelane 3 wait states later: needs 4.
	v_cmpx_eq_u32_e32 vcc, 0, v1
	s_nop 1
	; asyncmark
	s_mov_b32 s12, 0
	v_writelane_b32 v9, s12, 0
	; After an unconditional branch the scan stops (the branch's target is
	; not this fall-through).
	s_branch .LBB0_2
.LBB0_1:
	v_or_b32_e32 v12, 1, v14
	s_endpgm
.LBB0_2:
	; asyncmark
	v_readfirstlane_b32 s3, v12
	s_endpgm
.Lfunc_end0:
