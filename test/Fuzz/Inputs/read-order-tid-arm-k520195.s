	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.globl	fuzz_k520195                    ; -- Begin function fuzz_k520195
	.p2align	8
	.type	fuzz_k520195,@function
fuzz_k520195:                           ; @fuzz_k520195
; %bb.0:                                ; %entry
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[8:11], s[4:5], 0x0
	v_and_b32_e32 v1, 0x3ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_lshlrev_b32 v2, 2, v1 :: v_dual_bitop2_b32 v3, 3, v0 bitop3:0x40
	v_cmp_ne_u32_e32 vcc_lo, 0, v3
	s_wait_kmcnt 0x0
	v_mov_b64_e32 v[6:7], s[8:9]
	v_mov_b64_e32 v[8:9], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s0, v6, v2
	v_add_co_ci_u32_e64 v6, null, 0, v7, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s0, v8, v2
	v_add_co_ci_u32_e64 v4, null, 0, v9, s0
	v_lshlrev_b32_e32 v8, 4, v1
                                        ; implicit-def: $vgpr7
	s_and_saveexec_b32 s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_2
; %bb.1:                                ; %else2
	v_add_co_u32 v10, vcc_lo, 0x700, v5
	v_add_nc_u32_e32 v7, 0x3800, v2
	v_add_co_ci_u32_e64 v11, null, 0, v6, vcc_lo
	;;#ASMSTART
	; wait_asyncmark(2)
	;;#ASMEND
	ds_load_b32 v9, v2 offset:21568
	v_add_nc_u32_e32 v8, 0x5000, v8
	global_load_async_to_lds_b32 v7, v[10:11], off offset:16
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	ds_load_b32 v7, v2 offset:16440
	s_wait_dscnt 0x0
	v_add3_u32 v7, v7, v9, v9
	global_load_async_to_lds_b128 v8, v2, s[8:9] scope:SCOPE_SE
                                        ; implicit-def: $vgpr8
.LBB0_2:                                ; %Flow15
	s_or_saveexec_b32 s3, s0
	s_load_b32 s2, s[4:5], 0x28
	s_mov_b64 s[0:1], 0x400
	s_xor_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_4
; %bb.3:                                ; %then4
	v_add_nc_u32_e32 v7, 0x4400, v8
	v_add_co_u32 v8, vcc_lo, 0x500, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v6, vcc_lo
	; wave barrier
	ds_load_2addr_stride64_b32 v[10:11], v2 offset0:64 offset1:96
	s_wait_kmcnt 0x0
	v_add_nc_u32_e32 v12, s2, v2
	s_mov_b64 s[0:1], 0x300
	global_load_async_to_lds_b128 v7, v[8:9], off offset:16
	v_add_co_u32 v8, vcc_lo, 0x700, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v4, vcc_lo
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v7, v11, v10
	global_store_async_from_lds_b32 v[8:9], v12, off th:TH_STORE_NT
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
.LBB0_4:                                ; %join3
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b64_e32 v[8:9], s[0:1]
	v_and_b32_e32 v10, 1, v0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, vcc_lo, v3, v8
	v_add_co_ci_u32_e64 v9, null, v4, v9, vcc_lo
	global_store_b32 v[8:9], v7, off
	s_wait_xcnt 0x0
	v_cmpx_eq_u32_e32 0, v10
	s_cbranch_execz .LBB0_6
; %bb.5:                                ; %then10
	v_add_co_u32 v8, vcc_lo, 0x800, v5
	v_add_nc_u32_e32 v7, 0x6000, v2
	v_add_co_ci_u32_e64 v9, null, 0, v6, vcc_lo
	global_load_async_to_lds_b32 v7, v[8:9], off offset:16 th:TH_LOAD_NT
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	; sched_barrier mask(0x00000000)
	ds_load_b32 v7, v2 offset:12288
	ds_load_b32 v8, v2 offset:13384
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v7, v8, v7
	s_wait_asynccnt 0x3
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(3)
	;;#ASMEND
	global_store_b32 v1, v7, s[10:11] offset:1280 scale_offset
.LBB0_6:                                ; %join12
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	v_and_b32_e32 v0, 31, v0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v0
	s_xor_b32 s0, exec_lo, s0
; %bb.7:                                ; %else14
	; wave barrier
                                        ; implicit-def: $vgpr5
                                        ; implicit-def: $vgpr6
; %bb.8:                                ; %Flow
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_saveexec_b32 s0, s0
	s_cbranch_execz .LBB0_10
; %bb.9:                                ; %then13
	v_add_co_u32 v8, vcc_lo, v3, 0x500
	s_wait_kmcnt 0x0
	v_add3_u32 v0, s2, v2, 0x800
	v_add_co_ci_u32_e64 v9, null, 0, v4, vcc_lo
	v_add_nc_u32_e32 v7, 0x5000, v2
	s_clause 0x1
	global_store_async_from_lds_b32 v[8:9], v0, off offset:-512 scope:SCOPE_SE
	global_store_async_from_lds_b32 v[8:9], v7, off
	; sched_barrier mask(0x00000000)
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_co_u32 v8, vcc_lo, v5, 0x300
	v_add_nc_u32_e32 v7, 0x2000, v2
	v_add_co_ci_u32_e64 v9, null, 0, v6, vcc_lo
	v_add_co_u32 v10, vcc_lo, 0x500, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v6, vcc_lo
	global_load_async_to_lds_b32 v7, v[8:9], off offset:768
	v_add_nc_u32_e32 v7, 0x1400, v2
	global_load_async_to_lds_b32 v7, v[10:11], off offset:64
	; sched_barrier mask(0x00000000)
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	ds_load_b32 v7, v2 offset:9216
	global_load_async_to_lds_b32 v0, v[8:9], off offset:1280
	v_add_nc_u32_e32 v0, 0x2400, v2
	v_add_nc_u32_e32 v10, 0x3400, v2
	global_load_async_to_lds_b32 v0, v[8:9], off
	v_add_co_u32 v8, vcc_lo, 0x100, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v6, vcc_lo
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	ds_load_b32 v0, v2 offset:8272
	global_load_async_to_lds_b32 v10, v[8:9], off offset:64 th:TH_LOAD_NT
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v0, v7
	global_store_b32 v1, v0, s[10:11] offset:1536 scale_offset
.LBB0_10:                               ; %join15
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v6, vcc_lo, 0x800, v3
	v_add_nc_u32_e32 v0, 0x3000, v2
	v_add_co_ci_u32_e64 v7, null, 0, v4, vcc_lo
	global_store_async_from_lds_b32 v[6:7], v0, off
	; sched_barrier mask(0x00000000)
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	; sched_barrier mask(0x00000000)
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	; sched_barrier mask(0x00000000)
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_async_to_lds_b32 v2, v1, s[8:9] scale_offset scope:SCOPE_SE
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fuzz_k520195
		.amdhsa_group_segment_fixed_size 32768
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 320
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 7
		.amdhsa_round_robin_scheduling 0
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
	.size	fuzz_k520195, .Lfunc_end0-fuzz_k520195
                                        ; -- End function
	.set fuzz_k520195.num_vgpr, 13
	.set fuzz_k520195.num_agpr, 0
	.set fuzz_k520195.numbered_sgpr, 12
	.set fuzz_k520195.num_named_barrier, 0
	.set fuzz_k520195.private_seg_size, 0
	.set fuzz_k520195.uses_vcc, 1
	.set fuzz_k520195.uses_flat_scratch, 0
	.set fuzz_k520195.has_dyn_sized_stack, 0
	.set fuzz_k520195.has_recursion, 0
	.set fuzz_k520195.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 860
; TotalNumSgprs: 14
; NumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32768 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 13
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           g
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .name:           rsrc
        .offset:         16
        .size:           16
        .value_kind:     global_buffer
      - .address_space:  generic
        .name:           flat
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  local
        .name:           ldsarg
        .offset:         40
        .pointee_align:  1
        .size:           4
        .value_kind:     dynamic_shared_pointer
      - .name:           c0
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           c1
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           n0
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           n1
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         68
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         72
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         76
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         78
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         80
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         82
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         84
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         86
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         112
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         120
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         128
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         144
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         152
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         160
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         168
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         176
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         184
        .size:           4
        .value_kind:     hidden_dynamic_lds_size
      - .offset:         264
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 32768
    .kernarg_segment_align: 16
    .kernarg_segment_size: 320
    .max_flat_workgroup_size: 1024
    .name:           fuzz_k520195
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         fuzz_k520195.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
