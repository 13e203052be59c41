; Input of gfx1250-ir-order.test: llc output of gfx1250-order.ll with the
; loop's mark moved above its second load to LDS (D M D instead of D D M).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.globl	order                           ; -- Begin function order
	.p2align	8
	.type	order,@function
order:                                  ; @order
; %bb.0:                                ; %entry
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b96 s[0:2], s[4:5], 0x0
	s_load_b96 s[8:10], s[4:5], 0x10
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s2
	s_mov_b32 s2, 0
	global_store_async_from_lds_b32 v0, v1, s[8:9]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
.LBB0_1:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	s_clause 0x1
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:16
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:32
	s_add_co_i32 s2, s2, 1
	s_add_nc_u64 s[0:1], s[0:1], 4
	s_cmp_lt_i32 s2, s10
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	s_cbranch_scc1 .LBB0_1
; %bb.2:                                ; %exit
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel order
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
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
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 11
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 1
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
