	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	prolog
	.type	prolog,@function
prolog:
	v_or_b32_e32 v12, 0x2000, v14
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_nop 0
	v_readfirstlane_b32 s3, v12
	s_mov_b32 m0, s3
	v_or_b32_e32 v13, 0x4000, v14
	s_mov_b32 s5, 0
	; asyncmark
	v_readlane_b32 s4, v13, 0
	; Enough wait states for the SGPR (2) and EXEC (4) rules, markers between.
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_nop 0
	; wait_asyncmark(0)
	s_mov_b32 s6, 0
	v_cndmask_b32_e32 v2, v3, v4, vcc
	v_cmpx_eq_u32_e32 vcc, 0, v1
	s_nop 2
	; asyncmark
	s_mov_b32 s7, 0
	v_readfirstlane_b32 s8, v2
	; No marker between: not a marker finding (LLVM's hazard recognizer's job).
	v_or_b32_e32 v20, 1, v21
	v_readfirstlane_b32 s9, v20
	s_endpgm
.Lfunc_end0:
