; Hand-written figures for asyncmark_tools.codequality.metrics: 12
; instructions (9 in the function's loop), s_nop wait states 1+3 = 4, one
; ds_read2 of two LDS reads, one vmcnt(0) drain (vmcnt(1) is none), 12
; VGPRs, occupancy 6, 2 user SGPRs, 40 code bytes.
	.text
	.globl	cq
	.p2align	8
	.type	cq,@function
cq:
; %bb.0:
	s_mov_b32 m0, 0
	s_nop 0
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	global_load_lds_dword v0, s[0:1]
	s_nop 2
	ds_read2_b32 v[2:3], v1 offset1:1
	ds_read_b32 v5, v1 offset:64
	s_waitcnt vmcnt(1) lgkmcnt(0)
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	v_add_u32_e32 v4, v2, v3
	s_add_i32 s2, s2, -1
	s_cbranch_scc1 .LBB0_1
; %bb.2:
	s_endpgm
.Lfunc_end0:
	.size	cq, .Lfunc_end0-cq
                                        ; -- End function
	; codeLenInByte = 40
	; Occupancy: 6
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           cq
    .vgpr_count:     12
...
	.end_amdgpu_metadata
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cq
		.amdhsa_user_sgpr_count 2
	.end_amdhsa_kernel
	.text
