; llc-22 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 (with the plugin) of
; test/Checker/o0-lane-flow-external-call.ll: the flow constants live in
; lanes of v40, copied to a33 and back.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	ext_call                        ; -- Begin function ext_call
	.p2align	8
	.type	ext_call,@function
ext_call:                               ; @ext_call
; %bb.0:                                ; %entry
	s_mov_b32 s32, 0
                                        ; implicit-def: $vgpr40 : SGPR spill to VGPR lane
	v_writelane_b32 v40, s10, 0
	v_writelane_b32 v40, s9, 1
	v_writelane_b32 v40, s8, 2
	v_writelane_b32 v40, s6, 3
	s_nop 1
	v_writelane_b32 v40, s7, 4
	v_writelane_b32 v40, s4, 5
	s_nop 1
	v_writelane_b32 v40, s5, 6
	v_writelane_b32 v40, s2, 7
	s_nop 1
	v_writelane_b32 v40, s3, 8
	v_writelane_b32 v40, s0, 9
	s_nop 1
	v_writelane_b32 v40, s1, 10
	v_accvgpr_write_b32 a32, v0             ;  Reload Reuse
	s_load_dword s2, s[4:5], 0x8
                                        ; kill: def $sgpr0 killed $sgpr2
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v40, s0, 11
	s_nop 1
	v_writelane_b32 v40, s1, 12
	s_mov_b64 s[0:1], -1
	s_mov_b32 s3, 4
	s_cmp_lg_u32 s2, s3
	v_writelane_b32 v40, s0, 13
	s_nop 1
	v_writelane_b32 v40, s1, 14
	s_mov_b64 s[34:35], exec
	s_mov_b64 exec, -1
	v_accvgpr_write_b32 a33, v40            ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_3
.LBB0_1:                                ; %then
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(1)
	;;#ASMEND
	s_branch .LBB0_5
.LBB0_2:                                ; %else
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v40, a33             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s14, v40, 0
	v_readlane_b32 s13, v40, 1
	v_readlane_b32 s12, v40, 2
	v_readlane_b32 s10, v40, 3
	v_readlane_b32 s11, v40, 4
	v_readlane_b32 s6, v40, 7
	v_readlane_b32 s7, v40, 8
	v_readlane_b32 s4, v40, 9
	v_readlane_b32 s5, v40, 10
	v_readlane_b32 s0, v40, 11
	v_readlane_b32 s1, v40, 12
	v_readlane_b32 s2, v40, 5
	v_readlane_b32 s3, v40, 6
	v_accvgpr_read_b32 v31, a32             ;  Reload Reuse
	s_mov_b64 s[16:17], 16
	s_mov_b32 s8, s2
	s_mov_b32 s2, s3
	s_mov_b32 s9, s16
	s_mov_b32 s3, s17
	s_add_u32 s8, s8, s9
	s_addc_u32 s2, s2, s3
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s2
	s_mov_b32 s2, 32
	s_lshr_b64 s[2:3], s[0:1], s2
	s_mov_b32 s3, s2
	s_mov_b32 s16, s0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, ext@gotpcrel32@lo+4
	s_addc_u32 s1, s1, ext@gotpcrel32@hi+12
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_mov_b32 s2, 0
	v_writelane_b32 v40, s2, 15
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v40            ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
                                        ; implicit-def: $sgpr15
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v2, s2
	s_waitcnt lgkmcnt(0)
	s_swappc_b64 s[30:31], s[0:1]
	v_readlane_b32 s2, v40, 15
	v_mov_b32_e32 v0, 0
	s_mov_b64 s[0:1], 0
	s_mov_b32 m0, s2
	s_nop 0
	global_load_lds_ushort v0, s[0:1] offset:16
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_branch .LBB0_4
.LBB0_3:                                ; %Flow
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v40, a33             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	v_readlane_b32 s0, v40, 13
	v_readlane_b32 s1, v40, 14
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_1
	s_branch .LBB0_5
.LBB0_4:                                ; %else.join
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_read_b32 v40, a33             ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_mov_b64 s[0:1], 0
	v_writelane_b32 v40, s0, 13
	s_nop 1
	v_writelane_b32 v40, s1, 14
	s_or_saveexec_b64 s[34:35], -1
	v_accvgpr_write_b32 a33, v40            ;  Reload Reuse
	s_mov_b64 exec, s[34:35]
	s_branch .LBB0_3
.LBB0_5:                                ; %join
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel ext_call
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(ext_call.num_agpr, ext_call.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(ext_call.numbered_sgpr+6, 1, 0)-6
		.amdhsa_accum_offset (((((alignto(max(1, ext_call.num_vgpr), 4)/4)-1)&~65536)&63)+1)*4
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
	.size	ext_call, .Lfunc_end0-ext_call
                                        ; -- End function
	.set ext_call.num_vgpr, max(41, amdgpu.max_num_vgpr)
	.set ext_call.num_agpr, max(34, amdgpu.max_num_agpr)
	.set ext_call.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set ext_call.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set ext_call.private_seg_size, 0
	.set ext_call.uses_vcc, 1
	.set ext_call.uses_flat_scratch, 1
	.set ext_call.has_dyn_sized_stack, 1
	.set ext_call.has_recursion, 1
	.set ext_call.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 616
; TotalNumSgprs: ext_call.numbered_sgpr+6
; NumVgprs: ext_call.num_vgpr
; NumAgprs: ext_call.num_agpr
; TotalNumVgprs: totalnumvgprs(ext_call.num_agpr, ext_call.num_vgpr)
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(ext_call.numbered_sgpr+extrasgprs(ext_call.uses_vcc, ext_call.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(ext_call.num_agpr, ext_call.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(ext_call.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(ext_call.num_agpr, ext_call.num_vgpr), 1, 0)
; AccumOffset: ((alignto(max(1, ext_call.num_vgpr), 4)/4)-1+1)*4
; Occupancy: occupancy(8, 8, 512, 8, 8, max(ext_call.numbered_sgpr+extrasgprs(ext_call.uses_vcc, ext_call.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(ext_call.num_agpr, ext_call.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: (((alignto(max(1, ext_call.num_vgpr), 4)/4)-1)&~65536)&63
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
  - .agpr_count:     34
    .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .name:           c
        .offset:         8
        .size:           4
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .max_flat_workgroup_size: 1024
    .name:           ext_call
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 18
    .symbol:         ext_call.kd
    .uses_dynamic_stack: true
    .vgpr_count:     78
    .vgpr_spill_count: 4
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
