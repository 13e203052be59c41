	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.globl	fuzz_k3293                      ; -- Begin function fuzz_k3293
	.p2align	8
	.type	fuzz_k3293,@function
fuzz_k3293:                             ; @fuzz_k3293
.Lfunc_begin0:
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:                                ; %entry
	s_clause 0x1
	s_load_dwordx8 s[0:7], s[8:9], 0x0
	s_load_dword s10, s[8:9], 0x28
.Ltmp0:
	v_lshlrev_b32_e32 v6, 2, v0
	s_movk_i32 m0, 0x5800
	v_add_nc_u32_e32 v2, 0x700, v6
	v_add_nc_u32_e32 v7, 0x600, v6
	v_add_nc_u32_e32 v8, 0x200, v6
	v_add_nc_u32_e32 v4, 0x300, v6
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[8:9], s[2:3]
	v_add_co_u32 v9, s[2:3], s0, v6
	v_add_co_ci_u32_e64 v10, null, s1, 0, s[2:3]
	buffer_load_ushort v2, s[4:7], 0 offen offset:16 glc lds
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_co_u32 v0, vcc, v9, 0x200
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc
	s_movk_i32 m0, 0x7400
	s_and_b32 s1, s1, 0xffff
	s_mov_b32 s3, 0x27000
	global_load_ushort v[0:1], off lds
	s_movk_i32 m0, 0x3000
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	buffer_load_dword v7, s[4:7], 0 offen offset:16 lds
	s_add_i32 m0, s10, 0x400
	ds_read_b32 v11, v6 offset:16392
	ds_read_b32 v12, v6 offset:20496
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(2)
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_ushort v[0:1], off lds
	s_movk_i32 m0, 0x2400
	s_mov_b32 s2, 0x100000
	buffer_load_dword v2, s[4:7], 0 offen lds
	v_add_co_u32 v2, vcc, v9, 0x800
	s_movk_i32 m0, 0x1800
	v_add_co_ci_u32_e64 v3, null, 0, v10, vcc
	buffer_load_dword v8, s[4:7], 0 offen lds
	s_movk_i32 m0, 0x5800
	ds_read_b32 v13, v6 offset:20496
	ds_read_b32 v14, v6 offset:24
	buffer_load_dword v4, s[0:3], 0 offen offset:16 lds
	s_movk_i32 m0, 0x3800
	s_mov_b32 s10, 16
	global_load_dword v[2:3], off offset:64 lds
	s_movk_i32 m0, 0x6000
	s_waitcnt vmcnt(5)
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	buffer_load_dword v8, s[0:3], 0 offen lds
	s_movk_i32 m0, 0x4400
	v_add_nc_u32_e32 v4, s10, v6
	buffer_load_dword v7, s[0:3], 0 offen offset:256 lds
	v_or_b32_e32 v7, 0x800, v6
	s_movk_i32 m0, 0x2800
	ds_read2_b32 v[4:5], v4 offset0:2 offset1:252
	ds_read_b32 v15, v6 offset:4128
	global_load_dword v[0:1], off offset:256 glc lds
	v_add_co_u32 v0, vcc, v9, 0x400
	s_movk_i32 m0, 0x400
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc
	buffer_load_dword v7, s[4:7], 0 offen offset:4 lds
	s_movk_i32 m0, 0x7000
	global_load_dword v[2:3], off offset:4 glc lds
	s_movk_i32 m0, 0x4000
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	global_load_dword v[0:1], off offset:4 lds
	ds_read_b32 v0, v6 offset:1064
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v1, v6 offset:48
	s_waitcnt lgkmcnt(9)
	v_add3_u32 v2, v12, v11, v13
	s_waitcnt lgkmcnt(6)
	v_add3_u32 v2, v2, v14, v4
	s_waitcnt lgkmcnt(5)
	v_add3_u32 v2, v2, v15, v5
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v2, v0, v1
	global_store_dword v6, v0, s[8:9] offset:256
	s_endpgm
.Ltmp1:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fuzz_k3293
		.amdhsa_group_segment_fixed_size 32768
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 97
		.amdhsa_next_free_sgpr 11
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	fuzz_k3293, .Lfunc_end0-fuzz_k3293
	.cfi_endproc
                                        ; -- End function
	.set fuzz_k3293.num_vgpr, 16
	.set fuzz_k3293.num_agpr, 0
	.set fuzz_k3293.numbered_sgpr, 11
	.set fuzz_k3293.num_named_barrier, 0
	.set fuzz_k3293.private_seg_size, 0
	.set fuzz_k3293.uses_vcc, 1
	.set fuzz_k3293.uses_flat_scratch, 0
	.set fuzz_k3293.has_dyn_sized_stack, 0
	.set fuzz_k3293.has_recursion, 0
	.set fuzz_k3293.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 488
; TotalNumSgprs: 13
; NumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32768 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 24
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 97
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
