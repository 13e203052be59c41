	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	fuzz_k700540                    ; -- Begin function fuzz_k700540
	.p2align	8
	.type	fuzz_k700540,@function
fuzz_k700540:                           ; @fuzz_k700540
; %bb.0:                                ; %entry
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x34
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshlrev_b32_e32 v6, 2, v0
	s_mov_b32 s4, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[0:1], s[0:1]
	v_add_co_u32_e32 v0, vcc, v0, v6
	s_cmp_eq_u32 s6, 0
	s_nop 0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_cbranch_scc1 .LBB0_3
; %bb.1:                                ; %ph3
	v_add_co_u32_e32 v2, vcc, 0x700, v0
	s_movk_i32 s0, 0xc0
	s_mov_b32 s1, 0
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_add_u32_e32 v7, 0x1010, v6
	v_mov_b32_e32 v4, s0
	v_mov_b32_e32 v8, s1
.LBB0_2:                                ; %loop1
                                        ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[10:11], v[4:5], 2, v[0:1]
	s_movk_i32 m0, 0x1000
	v_add_co_u32_e32 v12, vcc, 0x100, v10
	global_load_lds_dwordx4 v[10:11], off
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, 0, v11, vcc
	s_movk_i32 m0, 0x6000
	v_add_u32_e32 v4, 64, v4
	global_load_lds_dword v[12:13], off offset:64
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_co_u32_e32 v10, vcc, 0xfffffe00, v10
	s_movk_i32 m0, 0x3800
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, -1, v11, vcc
	global_load_lds_dword v[10:11], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	ds_read_b32 v5, v6 offset:5128
	s_waitcnt vmcnt(41)
	;;#ASMSTART
	; wait_asyncmark(17)
	;;#ASMEND
	s_movk_i32 m0, 0x7400
	ds_read2_b32 v[10:11], v7 offset1:254
	global_load_lds_dword v[2:3], off
	v_add_u32_e32 v8, 1, v8
	v_cmp_gt_u32_e32 vcc, s6, v8
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v5, v11, v5, v10
	global_store_dword v6, v5, s[2:3] offset:256
	s_cbranch_vccnz .LBB0_2
.LBB0_3:                                ; %exit2
	v_add_co_u32_e32 v2, vcc, 0x400, v0
	s_movk_i32 s0, 0x1c0
	s_nop 0
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_mov_b32_e32 v7, 0xfffff900
	v_mov_b32_e32 v4, s0
	v_mov_b32_e32 v8, s4
.LBB0_4:                                ; %loop4
                                        ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(8)
	;;#ASMSTART
	; wait_asyncmark(3)
	;;#ASMEND
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[10:11], v[4:5], 2, v[0:1]
	s_movk_i32 m0, 0x1000
	v_add_u32_e32 v4, 64, v4
	global_load_lds_ubyte v[10:11], off offset:64 sc0
	s_movk_i32 m0, 0x6000
	s_nop 0
	global_load_lds_dwordx4 v[10:11], off
	s_waitcnt vmcnt(9)
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(3)
	;;#ASMEND
	s_movk_i32 m0, 0x5000
	v_add_co_u32_e32 v12, vcc, v10, v7
	global_load_lds_dword v[2:3], off sc0
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, -1, v11, vcc
	s_movk_i32 m0, 0x1000
	s_nop 0
	global_load_lds_dwordx4 v[12:13], off offset:256
	ds_read_b32 v5, v6 offset:5144
	ds_read_b32 v9, v6 offset:25600
	s_waitcnt vmcnt(0)
	ds_read_b32 v12, v6 offset:24612
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	v_add_co_u32_e32 v10, vcc, 0xfffffb00, v10
	s_movk_i32 m0, 0x4400
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, -1, v11, vcc
	ds_read_b32 v13, v6 offset:24612
	ds_read_b32 v14, v6 offset:16424
	global_load_lds_dword v[10:11], off offset:16
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_u32_e32 v8, 1, v8
	s_waitcnt lgkmcnt(2)
	v_add3_u32 v5, v5, v9, v13
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v5, v5, v12, v14
	v_cmp_gt_u32_e32 vcc, s7, v8
	global_store_dword v6, v5, s[2:3] offset:512
	s_cbranch_vccnz .LBB0_4
; %bb.5:                                ; %exit5
	v_add_co_u32_e32 v2, vcc, 0x800, v0
	s_movk_i32 s0, 0x1c0
	s_mov_b32 s1, 0
	v_addc_co_u32_e32 v3, vcc, 0, v1, vcc
	v_mov_b32_e32 v4, s0
	v_mov_b32_e32 v7, s1
.LBB0_6:                                ; %loop6
                                        ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v8, 7, v7
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b32_e32 v10, 12, v8
	v_lshl_add_u64 v[8:9], v[4:5], 2, v[0:1]
	v_readfirstlane_b32 s0, v10
	v_add_co_u32_e32 v10, vcc, 0xfffffb00, v8
	s_mov_b32 m0, s0
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, -1, v9, vcc
	global_load_lds_ubyte v[8:9], off sc0
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_movk_i32 m0, 0x4800
	v_add_u32_e32 v4, 64, v4
	global_load_lds_dword v[10:11], off offset:256
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_movk_i32 m0, 0x2000
	v_add_u32_e32 v7, 1, v7
	global_load_lds_dword v[2:3], off offset:64 sc0
	v_cmp_gt_u32_e32 vcc, s7, v7
	s_cbranch_vccnz .LBB0_6
; %bb.7:                                ; %exit7
	s_movk_i32 s0, 0x1c0
	s_mov_b32 s1, 0
	v_mov_b32_e32 v4, s0
	v_mov_b32_e32 v7, s1
.LBB0_8:                                ; %loop8
                                        ; =>This Inner Loop Header: Depth=1
	v_and_b32_e32 v8, 7, v7
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b32_e32 v10, 12, v8
	v_lshl_add_u64 v[8:9], v[4:5], 2, v[0:1]
	v_add_u32_e32 v5, 0x800, v10
	v_add_co_u32_e32 v10, vcc, 0xfffffc00, v8
	v_readfirstlane_b32 s0, v5
	s_mov_b32 m0, s0
	v_addc_co_u32_e32 v11, vcc, -1, v9, vcc
	global_load_lds_dword v[8:9], off
	s_waitcnt vmcnt(3)
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(3)
	;;#ASMEND
	s_movk_i32 m0, 0x5000
	ds_read_b32 v5, v6 offset:16432
	global_load_lds_dwordx3 v[10:11], off offset:64 sc0
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_u32_e32 v7, 1, v7
	v_add_u32_e32 v4, 64, v4
	v_cmp_gt_u32_e32 vcc, s6, v7
	s_waitcnt lgkmcnt(1)
	global_store_dword v6, v5, s[2:3] offset:768
	s_cbranch_vccnz .LBB0_8
; %bb.9:                                ; %exit9
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	s_movk_i32 m0, 0x1000
	ds_read_b32 v0, v6 offset:4152
	global_load_lds_dword v[2:3], off offset:16
	s_movk_i32 m0, 0x5000
	s_waitcnt lgkmcnt(1)
	global_store_dword v6, v0, s[2:3] offset:1024
	global_load_lds_dword v[2:3], off offset:16
	s_movk_i32 m0, 0x4800
	s_nop 0
	global_load_lds_ushort v[2:3], off offset:16 sc0
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fuzz_k700540
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 15
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.size	fuzz_k700540, .Lfunc_end0-fuzz_k700540
                                        ; -- End function
	.set fuzz_k700540.num_vgpr, 15
	.set fuzz_k700540.num_agpr, 0
	.set fuzz_k700540.numbered_sgpr, 8
	.set fuzz_k700540.num_named_barrier, 0
	.set fuzz_k700540.private_seg_size, 0
	.set fuzz_k700540.uses_vcc, 1
	.set fuzz_k700540.uses_flat_scratch, 0
	.set fuzz_k700540.has_dyn_sized_stack, 0
	.set fuzz_k700540.has_recursion, 0
	.set fuzz_k700540.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 800
; TotalNumSgprs: 14
; NumVgprs: 15
; NumAgprs: 0
; TotalNumVgprs: 15
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32768 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 15
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
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
    .name:           fuzz_k700540
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         fuzz_k700540.kd
    .uses_dynamic_stack: false
    .vgpr_count:     15
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
