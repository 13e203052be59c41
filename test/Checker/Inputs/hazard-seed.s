	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	prolog
	.type	prolog,@function
prolog:
	v_or_b32_e32 v12, 0x2000, v14
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_readfirstlane_b32 s3, v12
	s_mov_b32 m0, s3
	v_or_b32_e32 v13, 0x4000, v14
	; asyncmark
	v_readlane_b32 s4, v13, 0
	s_endpgm
.Lfunc_end0:
