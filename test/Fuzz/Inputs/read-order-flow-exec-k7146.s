	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	fuzz_k7146                      ; -- Begin function fuzz_k7146
	.p2align	8
	.type	fuzz_k7146,@function
fuzz_k7146:                             ; @fuzz_k7146
; %bb.0:                                ; %entry
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	v_and_b32_e32 v0, 0xffc, v0
	v_add_u32_e32 v1, 0x200, v0
	s_movk_i32 m0, 0x1000
	s_mov_b64 s[6:7], 0x600
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v1, s[12:15], 16 offen sc0 lds
	s_movk_i32 m0, 0x1400
	s_mov_b64 s[2:3], 0x400
	buffer_load_dwordx4 v0, s[12:15], 16 offen offset:256 lds
	s_movk_i32 m0, 0x1800
	s_mov_b32 s18, 0
	buffer_load_ubyte v1, s[12:15], 16 offen sc0 lds
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_movk_i32 m0, 0x2000
	s_nop 0
	buffer_load_dword v1, s[12:15], 16 offen sc0 lds
	s_movk_i32 m0, 0x2400
	v_add_u32_e32 v1, 0x300, v0
	buffer_load_dwordx3 v1, s[12:15], 16 offen lds
	s_movk_i32 m0, 0x2800
	v_add_u32_e32 v1, 0x500, v0
	buffer_load_dword v1, s[12:15], 0 offen sc0 lds
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_load_dwordx2 s[12:13], s[4:5], 0x28
	s_load_dword s16, s[4:5], 0x38
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[0:1]
	s_mov_b64 s[4:5], 0x800
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s13, 2
	s_cselect_b64 s[0:1], -1, 0
	v_lshl_add_u64 v[12:13], v[4:5], 0, s[6:7]
	s_mov_b64 s[6:7], 0x700
	v_lshl_add_u64 v[2:3], s[10:11], 0, v[0:1]
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[4:5]
	s_mov_b64 s[4:5], 0x100
	v_lshl_add_u64 v[14:15], v[4:5], 0, s[6:7]
	s_mov_b64 s[6:7], 0x3eb00
	v_cndmask_b32_e64 v18, 0, 1, s[0:1]
	s_movk_i32 s10, 0xfe00
	s_mov_b32 s14, 2
	s_mov_b32 s15, 0
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[2:3]
	v_lshl_add_u64 v[10:11], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[16:17], v[2:3], 0, s[6:7]
	s_max_u32 s16, s16, 1
	v_or_b32_e32 v1, 0x1000, v0
	s_movk_i32 s6, 0xc0
	s_mov_b64 s[8:9], 0x300
	v_cmp_ne_u32_e64 s[0:1], 1, v18
	s_add_i32 s17, s12, 0x800
	s_mov_b32 s11, -1
	s_branch .LBB0_2
.LBB0_1:                                ; %join5
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_add_i32 s18, s18, 1
	s_addk_i32 s15, 0x1000
	s_add_i32 s6, s6, 64
	s_add_i32 s14, s14, 1
	s_cmp_lg_u32 s16, s18
	s_cbranch_scc0 .LBB0_10
.LBB0_2:                                ; %loop1
                                        ; =>This Inner Loop Header: Depth=1
	s_mul_hi_u32 s7, s14, 0xaaaaaaab
	s_lshr_b32 s7, s7, 1
	s_mul_i32 s12, s7, 0xffffd000
	s_ashr_i32 s7, s6, 31
	v_lshl_add_u64 v[18:19], s[6:7], 2, v[4:5]
	s_add_i32 s7, s12, s15
	s_add_i32 m0, s7, 0x3000
	v_lshl_add_u64 v[20:21], v[18:19], 0, s[4:5]
	global_load_dword v24, v[18:19], off
	global_load_dword v25, v[4:5], off offset:2304
	v_lshl_add_u64 v[22:23], v[18:19], 0, s[8:9]
	global_load_lds_ubyte v[20:21], off sc0
	s_add_i32 m0, s7, 0x3400
	s_and_b64 vcc, exec, s[0:1]
	global_load_lds_dword v[22:23], off offset:4 sc0
	s_add_i32 m0, s7, 0x3800
	s_mul_hi_u32 s7, s18, 0xaaaaaaab
	global_load_lds_dwordx3 v[22:23], off
	s_lshr_b32 s7, s7, 1
	s_mulk_i32 s7, 0xd000
	s_add_i32 s7, s15, s7
	v_add_u32_e32 v22, s7, v1
	s_waitcnt vmcnt(8)
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(2)
	;;#ASMEND
	ds_read_b32 v22, v22
	s_mov_b64 s[12:13], -1
	s_waitcnt vmcnt(3)
	v_add_u32_e32 v23, v25, v24
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u32 v22, v22, 1, v23
	global_store_dword v[2:3], v22, off offset:256
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	s_cbranch_vccnz .LBB0_8
; %bb.3:                                ; %then3
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_movk_i32 m0, 0x3000
	v_lshl_add_u64 v[22:23], v[18:19], 0, s[2:3]
	global_load_lds_dwordx3 v[6:7], off offset:16 sc0
	s_mov_b32 m0, s17
	s_waitcnt vmcnt(2)
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v25, v[18:19], off offset:3328
	ds_read_b32 v24, v0 offset:13320
	global_load_lds_dword v[8:9], off offset:64
	s_movk_i32 m0, 0x3800
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v26, v0 offset:8208
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v27, v0 offset:12312
	global_load_lds_dwordx3 v[22:23], off
	s_movk_i32 m0, 0x1800
	; wave barrier
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v22, v0 offset:12320
	global_load_lds_dword v[10:11], off offset:64 nt
	s_and_b32 s7, s18, 3
	s_waitcnt lgkmcnt(4)
	v_add3_u32 v23, v25, v24, v26
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v22, v23, v27, v22
	global_store_dword v[2:3], v22, off offset:512
	s_cbranch_scc0 .LBB0_5
; %bb.4:                                ; %else7
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_and_b32 s7, s15, 0x7000
	s_mov_b32 m0, s7
	v_lshl_add_u64 v[22:23], v[18:19], 0, s[10:11]
	global_load_lds_dwordx4 v[20:21], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_movk_i32 m0, 0x5000
	s_waitcnt vmcnt(2)
	ds_read_b32 v24, v0 offset:5120
	global_load_lds_dwordx4 v[22:23], off offset:64
	s_movk_i32 m0, 0x3000
	global_load_dword v25, v[4:5], off offset:3072
	s_mov_b64 s[12:13], 0
	global_load_lds_dwordx3 v[4:5], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_mov_b32 m0, s7
	s_nop 0
	global_load_lds_dwordx3 v[12:13], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_mov_b32 m0, 0
	s_nop 0
	global_load_lds_dwordx3 v[12:13], off
	s_movk_i32 m0, 0x3800
	s_nop 0
	global_load_lds_dword v[22:23], off
	; wave barrier
	s_waitcnt vmcnt(4) lgkmcnt(5)
	v_add_u32_e32 v22, v25, v24
	global_store_dword v[2:3], v22, off offset:1280
.LBB0_5:                                ; %Flow
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_7
; %bb.6:                                ; %then6
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_waitcnt vmcnt(1)
	ds_read_b32 v22, v0 offset:25604
	s_and_b32 s7, s15, 0x4000
	s_movk_i32 m0, 0x5000
	s_waitcnt lgkmcnt(0)
	global_store_dword v[16:17], v22, off
	global_load_lds_dword v[14:15], off offset:64 sc0
	s_or_b32 m0, s7, 0x400
	s_nop 0
	global_load_lds_dword v[8:9], off offset:16
	s_movk_i32 m0, 0x1000
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	ds_read_b32 v23, v0 offset:21544
	global_load_lds_dword v[20:21], off
	global_load_dword v20, v[18:19], off offset:1536
	; wave barrier
	s_nop 0
	global_load_dword v21, v[4:5], off offset:1280
	s_waitcnt lgkmcnt(1)
	v_add_u32_e32 v18, v23, v22
	s_waitcnt vmcnt(0)
	v_add3_u32 v18, v18, v20, v21
	global_store_dword v[2:3], v18, off offset:1024
.LBB0_7:                                ; %Flow52
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_mov_b64 s[12:13], 0
.LBB0_8:                                ; %Flow53
                                        ;   in Loop: Header=BB0_2 Depth=1
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_1
; %bb.9:                                ; %else4
                                        ;   in Loop: Header=BB0_2 Depth=1
	ds_read_b32 v18, v0 offset:12336
	ds_read_b32 v19, v0 offset:21560
	; wave barrier
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v18, v19, v18
	global_store_dword v[2:3], v18, off offset:1536
	s_branch .LBB0_1
.LBB0_10:                               ; %exit2
	ds_read_b32 v6, v0 offset:4160
	v_add_u32_e32 v1, 0x1000, v0
	s_waitcnt vmcnt(4)
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read2_b32 v[4:5], v1 offset0:16 offset1:18
	ds_read_b32 v7, v0 offset:8280
	v_add_u32_e32 v0, 0x2000, v0
	s_waitcnt vmcnt(2)
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read2_b32 v[0:1], v0 offset0:20 offset1:22
	s_waitcnt lgkmcnt(2)
	v_add_u32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(1)
	v_add3_u32 v4, v4, v5, v7
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v4, v0, v1
	global_store_dword v[2:3], v0, off offset:1792
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fuzz_k7146
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
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 19
		.amdhsa_accum_offset 28
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
	.size	fuzz_k7146, .Lfunc_end0-fuzz_k7146
                                        ; -- End function
	.set fuzz_k7146.num_vgpr, 28
	.set fuzz_k7146.num_agpr, 0
	.set fuzz_k7146.numbered_sgpr, 19
	.set fuzz_k7146.num_named_barrier, 0
	.set fuzz_k7146.private_seg_size, 0
	.set fuzz_k7146.uses_vcc, 1
	.set fuzz_k7146.uses_flat_scratch, 0
	.set fuzz_k7146.has_dyn_sized_stack, 0
	.set fuzz_k7146.has_recursion, 0
	.set fuzz_k7146.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1128
; TotalNumSgprs: 25
; NumVgprs: 28
; NumAgprs: 0
; TotalNumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 32768 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 25
; NumVGPRsForWavesPerEU: 28
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
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
	.addrsig
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
    .name:           fuzz_k7146
    .private_segment_fixed_size: 0
    .sgpr_count:     25
    .sgpr_spill_count: 0
    .symbol:         fuzz_k7146.kd
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
