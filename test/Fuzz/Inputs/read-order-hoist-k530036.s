	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.globl	fuzz_k530036                    ; -- Begin function fuzz_k530036
	.p2align	8
	.type	fuzz_k530036,@function
fuzz_k530036:                           ; @fuzz_k530036
; %bb.0:                                ; %entry
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x2
	s_load_b128 s[0:3], s[4:5], 0x0
	s_load_b96 s[8:10], s[4:5], 0x28
	s_load_b32 s6, s[4:5], 0x38
	v_and_b32_e32 v24, 0x3ff, v0
	s_mov_b32 s7, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v9, 0 :: v_dual_lshlrev_b32 v25, 2, v24
	v_add_nc_u32_e32 v26, 0x1000, v25
	s_wait_kmcnt 0x0
	v_mov_b64_e32 v[0:1], s[0:1]
	v_mov_b64_e32 v[4:5], s[2:3]
	s_cmp_eq_u32 s9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, v0, v25
	v_add_co_ci_u32_e64 v3, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, v4, v25
	v_add_co_ci_u32_e64 v1, null, 0, v5, vcc_lo
	s_cbranch_scc1 .LBB0_16
; %bb.1:                                ; %then1
	v_add_co_u32 v4, vcc_lo, 0x500, v2
	v_add_nc_u32_e32 v6, 0x2800, v25
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	s_mov_b32 m0, 0
	v_dual_mov_b32 v12, s10 :: v_dual_add_nc_u32 v27, 0x7000, v25
	cluster_load_async_to_lds_b32 v6, v[4:5], off offset:4
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_co_u32 v6, vcc_lo, 0x100, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v3, vcc_lo
	v_add_nc_u32_e32 v8, 0x2000, v25
	s_clause 0x1
	global_store_b32 v24, v24, s[2:3] offset:256256 scale_offset
	global_store_b32 v24, v24, s[2:3] offset:256512 scale_offset
	v_add_nc_u32_e32 v28, 0x5000, v25
	s_cmp_ge_i32 s9, 1
	s_mov_b32 s11, 1
                                        ; implicit-def: $vgpr29
	s_clause 0x2
	cluster_load_async_to_lds_b32 v26, v24, s[0:1] scale_offset
	global_load_async_to_lds_b32 v27, v[6:7], off
	global_load_async_to_lds_b32 v27, v[6:7], off offset:4
	v_add_co_u32 v6, vcc_lo, 0x600, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v1, vcc_lo
	s_wait_asynccnt 0x3
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v10, v25 offset:29704
	s_wait_dscnt 0x0
	global_store_async_from_lds_b32 v[6:7], v8, off offset:64
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_wait_xcnt 0x0
	global_load_b32 v11, v9, s[0:1] scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_lt_i32_e32 vcc_lo, 2, v11
	v_cndmask_b32_e64 v11, v12, s9, vcc_lo
	global_store_b32 v24, v10, s[2:3] offset:1024 scale_offset
	s_wait_xcnt 0x0
	global_store_b32 v9, v11, s[2:3] scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_load_async_to_lds_b32 v28, v24, s[0:1] offset:1012 scale_offset
	ds_load_b32 v10, v25 offset:20480
	s_wait_dscnt 0x0
	global_store_b32 v24, v10, s[2:3] offset:768 scale_offset
	s_wait_xcnt 0x0
	global_load_b32 v9, v9, s[0:1] scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_cbranch_scc0 .LBB0_7
; %bb.2:                                ; %else8
	v_dual_mov_b32 v10, s10 :: v_dual_mov_b32 v11, 0
	v_cmp_lt_i32_e32 vcc_lo, 1, v9
	s_cmp_eq_u32 s9, 3
	s_mov_b32 s7, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v10, v10, s9, vcc_lo
	s_wait_xcnt 0x0
	global_store_b32 v11, v10, s[2:3] scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_load_async_to_lds_b32 v26, v24, s[0:1] offset:1044 scale_offset
	s_wait_xcnt 0x0
	ds_load_b32 v10, v25 offset:4096
	s_wait_dscnt 0x0
	global_store_b32 v24, v10, s[2:3] offset:3584 scale_offset
                                        ; implicit-def: $vgpr10
	s_cbranch_scc1 .LBB0_4
; %bb.3:                                ; %then26
	s_wait_xcnt 0x0
	v_add_co_u32 v10, vcc_lo, 0x800, v2
	v_add_nc_u32_e32 v12, 0x3000, v25
	v_add_co_ci_u32_e64 v11, null, 0, v3, vcc_lo
	v_add_nc_u32_e32 v18, 0x4000, v25
	s_mov_b32 s7, 0
	s_clause 0x2
	cluster_load_async_to_lds_b32 v12, v[10:11], off offset:64
	global_load_async_to_lds_b32 v8, v[4:5], off
	global_load_async_to_lds_b32 v8, v[4:5], off offset:4
	v_add_co_u32 v10, vcc_lo, 0x700, v2
	v_add_nc_u32_e32 v12, s8, v24
	v_add_co_ci_u32_e64 v11, null, 0, v3, vcc_lo
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	ds_load_b32 v16, v25 offset:8296
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(3)
	;;#ASMEND
	ds_load_b32 v17, v25 offset:9328
	global_load_async_to_lds_b8 v12, v[10:11], off
	v_add_co_u32 v10, vcc_lo, v0, 0x800
	v_add_nc_u32_e32 v12, 0x3800, v25
	v_add_co_ci_u32_e64 v11, null, 0, v1, vcc_lo
	; wave barrier
	s_wait_dscnt 0x0
	global_store_async_from_lds_b32 v[10:11], v12, off offset:-1280 scope:SCOPE_SE
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_co_u32 v12, vcc_lo, 0x300, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v3, vcc_lo
	global_load_async_to_lds_b32 v8, v[12:13], off offset:16 th:TH_LOAD_NT
	global_store_async_from_lds_b32 v[10:11], v18, off
	v_add_co_u32 v10, vcc_lo, 0x800, v0
	v_add_co_ci_u32_e64 v11, null, 0, v1, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x500, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v1, vcc_lo
	s_clause 0x2
	global_store_async_from_lds_b32 v[10:11], v18, off offset:4
	global_store_async_from_lds_b32 v[10:11], v18, off offset:8
	global_store_async_from_lds_b32 v[10:11], v18, off offset:12
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_lshlrev_b32_e32 v10, 4, v24
	v_add_nc_u32_e32 v11, 0x2000, v25
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v19, 0x6000, v10
	ds_load_2addr_b32 v[14:15], v11 offset0:30 offset1:32
	v_add_nc_u32_e32 v11, 0x4400, v25
	;;#ASMSTART
	; wait_asyncmark(4)
	;;#ASMEND
	s_wait_dscnt 0x0
	global_store_async_from_lds_b128 v[12:13], v19, off
	s_clause 0x1
	global_load_async_to_lds_b32 v18, v[4:5], off
	global_load_async_to_lds_b32 v18, v[4:5], off offset:4
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	ds_load_2addr_b32 v[12:13], v11 offset0:35 offset1:36
	global_load_b32 v11, v24, s[0:1] offset:512 scale_offset
	v_add3_u32 v16, v17, v16, v14
	s_clause 0x1
	cluster_load_async_to_lds_b32 v18, v24, s[0:1] scale_offset
	cluster_load_async_to_lds_b32 v18, v24, s[0:1] offset:4 scale_offset
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	ds_load_b32 v18, v25 offset:17552
	;;#ASMSTART
	; wait_asyncmark(2)
	;;#ASMEND
	ds_load_b32 v19, v25 offset:4248
	v_add3_u32 v14, v16, v14, v15
	s_wait_loadcnt 0x0
	v_lshlrev_b32_e32 v15, 1, v11
	s_wait_dscnt 0x2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v11, v14, v12, v11
	v_add3_u32 v11, v11, v15, v13
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v11, v11, v18, v19
	global_store_b32 v24, v11, s[2:3] offset:3840 scale_offset
.LBB0_4:                                ; %Flow
	s_xor_b32 s7, s7, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s7, 0
	s_cbranch_scc1 .LBB0_6
; %bb.5:                                ; %else27
	s_wait_xcnt 0x0
	v_lshlrev_b32_e32 v10, 4, v24
	v_add_co_u32 v12, vcc_lo, 0x500, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v13, null, 0, v1, vcc_lo
	v_add_nc_u32_e32 v11, 0x400, v10
	global_store_async_from_lds_b128 v[12:13], v11, off offset:16
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_co_u32 v12, vcc_lo, 0x200, v2
	v_add_nc_u32_e32 v11, 0x1000, v10
	v_add_co_ci_u32_e64 v13, null, 0, v3, vcc_lo
	s_clause 0x3
	global_load_async_to_lds_b128 v11, v[12:13], off
	global_load_async_to_lds_b128 v11, v[12:13], off offset:16
	global_load_async_to_lds_b128 v11, v[12:13], off offset:32
	global_load_async_to_lds_b128 v11, v[12:13], off offset:48
	v_add_co_u32 v12, vcc_lo, 0x700, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v3, vcc_lo
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	ds_load_b32 v11, v25 offset:5284
	s_wait_dscnt 0x0
	global_store_b32 v24, v11, s[2:3] offset:4096 scale_offset
	global_load_async_to_lds_b32 v8, v[12:13], off offset:256 scope:SCOPE_SE
.LBB0_6:                                ; %join28
	v_add_co_u32 v12, vcc_lo, 0x800, v2
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v11, 0x3000, v25
	v_add_co_ci_u32_e64 v13, null, 0, v3, vcc_lo
	ds_load_b32 v16, v25 offset:4264
	v_add_co_u32 v14, vcc_lo, 0x400, v0
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	global_load_async_to_lds_b32 v11, v[12:13], off offset:64 scope:SCOPE_SE
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_nc_u32_e32 v11, 0x6000, v25
	v_add_co_ci_u32_e64 v15, null, 0, v1, vcc_lo
	s_mov_b32 s7, 1
	s_mov_b32 s11, 0
	s_wait_dscnt 0x0
	global_store_async_from_lds_b32 v[14:15], v11, off
	v_add_nc_u32_e32 v11, 0x6000, v10
	v_add_nc_u32_e32 v10, 0x3000, v10
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(4)
	;;#ASMEND
	ds_load_b32 v14, v25 offset:17584
	s_clause 0x3
	global_load_async_to_lds_b32 v8, v24, s[0:1] scale_offset
	; wave barrier
	global_load_async_to_lds_b128 v11, v[12:13], off
	global_load_async_to_lds_b128 v11, v[12:13], off offset:16
	global_load_async_to_lds_b128 v11, v[12:13], off offset:32
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_nc_u32_e32 v12, 0x1000, v24
	s_wait_dscnt 0x0
	s_clause 0x1
	global_store_async_from_lds_b128 v[6:7], v10, off
	global_store_async_from_lds_b128 v[6:7], v10, off offset:16
	v_add_co_u32 v10, vcc_lo, 0x700, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v3, vcc_lo
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(1)
	;;#ASMEND
	global_load_async_to_lds_b32 v26, v[10:11], off
	v_add_co_u32 v10, vcc_lo, 0x400, v2
	v_add_co_ci_u32_e64 v11, null, 0, v3, vcc_lo
	s_clause 0x3
	global_load_async_to_lds_b8 v12, v[10:11], off
	global_load_async_to_lds_b8 v12, v[10:11], off offset:1
	global_load_async_to_lds_b8 v12, v[10:11], off offset:2
	global_load_async_to_lds_b8 v12, v[10:11], off offset:3
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	ds_load_b32 v10, v25 offset:13496
	ds_load_b32 v29, v25 offset:4096
	v_add_nc_u32_e32 v11, v16, v16
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v10, v11, v14, v10
	global_store_b32 v24, v10, s[2:3] offset:4352 scale_offset
.LBB0_7:                                ; %Flow229
	s_cmp_lg_u32 s11, 0
	s_cbranch_scc0 .LBB0_12
; %bb.8:                                ; %then7
	s_wait_xcnt 0x0
	v_dual_mov_b32 v10, s10 :: v_dual_mov_b32 v11, 0
	v_cmp_lt_i32_e32 vcc_lo, 6, v9
	s_load_b32 s4, s[4:5], 0x34
	v_dual_lshlrev_b32 v14, 3, v24 :: v_dual_lshlrev_b32 v30, 4, v24
	s_wait_xcnt 0x0
	s_movk_i32 s5, 0x200
	v_cndmask_b32_e64 v9, v10, s9, vcc_lo
	s_mov_b32 s11, 0
	v_add3_u32 v35, s8, v14, 0x400
	v_dual_mov_b32 v22, s5 :: v_dual_add_nc_u32 v31, 0x6000, v25
	global_store_b32 v11, v9, s[2:3] scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_load_async_to_lds_b32 v8, v24, s[0:1] offset:1020 scale_offset
	ds_load_b32 v23, v25 offset:8192
	v_add_co_u32 v8, vcc_lo, 0x600, v2
	s_wait_xcnt 0x0
	v_add_co_ci_u32_e64 v9, null, 0, v3, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x700, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v3, vcc_lo
	v_add_co_u32 v10, vcc_lo, 0x800, v2
	v_add_co_ci_u32_e64 v11, null, 0, v3, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x700, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v1, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x800, v0
	v_add_co_ci_u32_e64 v17, null, 0, v1, vcc_lo
	v_add_co_u32 v18, vcc_lo, v0, 0x700
	s_wait_kmcnt 0x0
	s_max_u32 s4, s4, 1
	v_add_co_ci_u32_e64 v19, null, 0, v1, vcc_lo
	v_add_co_u32 v20, vcc_lo, v2, 0x800
	v_dual_mov_b32 v37, s4 :: v_dual_add_nc_u32 v32, 0x1000, v24
	v_dual_mov_b32 v38, s11 :: v_dual_add_nc_u32 v33, 0x2400, v25
	v_add_nc_u32_e32 v34, 0x4800, v25
	v_add_nc_u32_e32 v36, 0x4000, v25
	v_add_co_ci_u32_e64 v21, null, 0, v3, vcc_lo
	s_wait_dscnt 0x0
	global_store_b32 v24, v23, s[2:3] offset:1280 scale_offset
.LBB0_9:                                ; %loop13
                                        ; =>This Inner Loop Header: Depth=1
	s_wait_xcnt 0x0
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_nc_u32_e32 v42, 0xfffffe80, v22
	v_add_nc_u32_e32 v37, -1, v37
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_lshl_add_u64 v[40:41], v[22:23], 2, v[2:3]
	v_and_b32_e32 v23, 0x7000, v38
	v_ashrrev_i32_e32 v43, 31, v42
	v_add_nc_u32_e32 v38, 0x1000, v38
	v_add_nc_u32_e32 v22, 64, v22
	global_load_async_to_lds_b64 v35, v[40:41], off offset:256
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_nc_u32_e32 v39, v23, v30
	v_lshl_add_u64 v[42:43], v[42:43], 2, v[0:1]
	v_add3_u32 v23, v23, v25, 0x800
	s_clause 0x2
	cluster_load_async_to_lds_b32 v36, v[8:9], off
	cluster_load_async_to_lds_b32 v36, v[8:9], off offset:4
	cluster_load_async_to_lds_b32 v36, v[8:9], off offset:8
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	ds_load_b32 v44, v25 offset:16400
	s_wait_dscnt 0x0
	global_store_async_from_lds_b128 v[42:43], v39, off offset:256
	global_load_async_to_lds_b32 v25, v[40:41], off offset:256
	s_clause 0x1
	global_store_b32 v24, v44, s[2:3] offset:257536 scale_offset
	global_store_b32 v24, v44, s[2:3] offset:1792 scale_offset
	v_add_nc_u32_e32 v39, 0x400, v39
	global_store_async_from_lds_b32 v[18:19], v31, off offset:-256
	s_clause 0x2
	global_store_async_from_lds_b32 v[6:7], v31, off offset:4
	global_store_async_from_lds_b32 v[6:7], v31, off offset:8
	global_store_async_from_lds_b32 v[6:7], v31, off offset:12
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	; wave barrier
	s_clause 0x2
	global_load_async_to_lds_b32 v26, v[20:21], off offset:-512
	global_load_async_to_lds_b32 v26, v[8:9], off offset:4
	global_load_async_to_lds_b32 v26, v[8:9], off offset:8
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	s_wait_xcnt 0x0
	ds_load_b32 v44, v25 offset:4120
	;;#ASMSTART
	; wait_asyncmark(2)
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_wait_dscnt 0x0
	s_clause 0x3
	global_store_async_from_lds_b8 v25, v32, s[2:3]
	global_store_async_from_lds_b8 v25, v32, s[2:3] offset:1
	global_store_async_from_lds_b8 v25, v32, s[2:3] offset:2
	global_store_async_from_lds_b8 v25, v32, s[2:3] offset:3
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	ds_load_b32 v45, v25 offset:4132
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v46, v25 offset:4132
	global_load_async_to_lds_b128 v39, v[40:41], off th:TH_LOAD_NT
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_co_u32 v40, vcc_lo, 0xfffffa00, v40
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v41, null, -1, v41, vcc_lo
	global_load_async_to_lds_b32 v23, v[40:41], off
	s_wait_dscnt 0x0
	global_store_async_from_lds_b32 v[18:19], v26, off
	s_clause 0x1
	global_store_async_from_lds_b32 v[14:15], v26, off offset:4
	global_store_async_from_lds_b32 v[14:15], v26, off offset:8
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_co_u32 v40, vcc_lo, 0x400, v42
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v41, null, 0, v43, vcc_lo
	ds_load_b32 v23, v25 offset:4136
	s_wait_asynccnt 0x1
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v39, v25 offset:4136
	; wave barrier
	v_add_nc_u32_e32 v43, v45, v44
	v_cmp_ne_u32_e32 vcc_lo, 0, v37
	s_wait_dscnt 0x0
	global_store_async_from_lds_b32 v[40:41], v33, off
	s_clause 0x3
	global_load_async_to_lds_b32 v25, v[20:21], off offset:-256
	global_load_async_to_lds_b32 v25, v[12:13], off offset:4
	global_load_async_to_lds_b32 v25, v[12:13], off offset:8
	global_load_async_to_lds_b32 v25, v[12:13], off offset:12
	s_wait_asynccnt 0x1
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v40, v25 offset:48
	v_add3_u32 v23, v43, v46, v23
	s_wait_dscnt 0x0
	global_store_async_from_lds_b32 v[16:17], v34, off offset:16
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_b32 v41, v24, s[0:1] offset:3072 scale_offset
	s_clause 0x1
	global_load_async_to_lds_b32 v31, v[20:21], off
	global_load_async_to_lds_b32 v31, v[10:11], off offset:4
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	ds_load_b32 v42, v25 offset:24632
	v_add3_u32 v23, v23, v39, v40
	s_wait_loadcnt_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v23, v23, v41, v42
	s_clause 0x1
	global_store_b32 v24, v42, s[2:3] offset:258048 scale_offset
	global_store_b32 v24, v23, s[2:3] offset:2304 scale_offset
	s_cbranch_vccnz .LBB0_9
; %bb.10:                               ; %exit14
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v14, s10
	s_mov_b32 m0, 0
	s_mov_b32 s4, 0
	s_max_u32 s5, s6, 1
	s_wait_xcnt 0x0
	global_load_b32 v13, v12, s[0:1] scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_mov_b32 s11, 64
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v22, s5 :: v_dual_mov_b32 v20, s11
	v_mov_b32_e32 v23, s4
	v_cmp_lt_i32_e32 vcc_lo, 0, v13
	v_cndmask_b32_e64 v13, v14, s9, vcc_lo
	s_wait_xcnt 0x0
	global_store_b32 v12, v13, s[2:3] scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_load_async_to_lds_b32 v28, v24, s[0:1] offset:1028 scale_offset
	s_wait_xcnt 0x0
	ds_load_b32 v13, v25 offset:20480
	s_wait_dscnt 0x0
	global_store_b32 v24, v13, s[2:3] offset:2560 scale_offset
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(2)
	;;#ASMEND
	s_wait_xcnt 0x0
	ds_load_b32 v13, v25 offset:64
	ds_load_b32 v15, v25 offset:16456
	s_clause 0x1
	cluster_load_async_to_lds_b32 v25, v[10:11], off
	cluster_load_async_to_lds_b32 v25, v[10:11], off offset:4
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_b32 v16, v24, s[0:1] offset:1280 scale_offset
	s_wait_xcnt 0x0
	global_load_b32 v17, v12, s[0:1] scope:SCOPE_SYS
	s_wait_loadcnt_dscnt 0x0
	v_add3_u32 v13, v15, v13, v16
	v_cmp_lt_i32_e32 vcc_lo, 4, v17
	v_cndmask_b32_e64 v14, v14, s9, vcc_lo
	global_store_b32 v24, v13, s[2:3] offset:3072 scale_offset
	s_wait_xcnt 0x0
	global_store_b32 v12, v14, s[2:3] scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_load_async_to_lds_b32 v31, v24, s[0:1] offset:1036 scale_offset
	ds_load_b32 v21, v25 offset:24576
	s_wait_xcnt 0x0
	v_add_co_u32 v12, vcc_lo, 0x300, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v3, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v2
	v_add_co_ci_u32_e64 v15, null, 0, v3, vcc_lo
	v_add_co_u32 v16, vcc_lo, v2, 0x800
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v3, vcc_lo
	v_add_co_u32 v18, vcc_lo, v2, 0x500
	v_add_co_ci_u32_e64 v19, null, 0, v3, vcc_lo
	s_wait_dscnt 0x0
	global_store_b32 v24, v21, s[2:3] offset:2816 scale_offset
.LBB0_11:                               ; %loop21
                                        ; =>This Inner Loop Header: Depth=1
	s_clause 0x1
	cluster_load_async_to_lds_b32 v26, v[16:17], off offset:-1280
	cluster_load_async_to_lds_b32 v26, v[12:13], off offset:4
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_wait_xcnt 0x0
	v_dual_ashrrev_i32 v21, 31, v20 :: v_dual_add_nc_u32 v22, -1, v22
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[32:33], v[20:21], 2, v[2:3]
	ds_load_b32 v21, v25 offset:4176
	s_wait_asynccnt 0x2
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v36, v25 offset:4176
	; wave barrier
	; wave barrier
	v_add_nc_u32_e32 v20, 64, v20
	v_add_co_u32 v34, vcc_lo, 0x100, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v35, null, 0, v33, vcc_lo
	global_load_async_to_lds_b32 v26, v[32:33], off offset:4 th:TH_LOAD_NT
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_clause 0x1
	cluster_load_async_to_lds_b32 v28, v[16:17], off
	cluster_load_async_to_lds_b32 v28, v[10:11], off offset:4
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	ds_load_b32 v37, v25 offset:20568
	global_load_async_to_lds_b32 v28, v[34:35], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_and_b32_e32 v34, 0x7000, v23
	s_wait_dscnt 0x0
	v_add3_u32 v21, v36, v21, v37
	v_add_nc_u32_e32 v23, 0x1000, v23
	s_clause 0x1
	global_store_async_from_lds_b32 v[6:7], v25, off
	global_store_async_from_lds_b32 v[6:7], v25, off offset:4
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_nc_u32_e32 v39, v30, v34
	v_add_co_u32 v34, vcc_lo, 0x300, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v35, null, 0, v33, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 0, v22
	s_clause 0x3
	global_load_b32 v38, v24, s[0:1] offset:2816 scale_offset
	global_load_async_to_lds_b32 v25, v24, s[0:1] scale_offset
	global_load_async_to_lds_b32 v26, v[18:19], off offset:-256
	global_load_async_to_lds_b32 v26, v[14:15], off offset:4
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_async_to_lds_b128 v39, v[34:35], off offset:16
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_b32 v34, v24, s[0:1] offset:4096 scale_offset
	;;#ASMSTART
	; wait_asyncmark(6)
	;;#ASMEND
	global_load_b32 v32, v[32:33], off offset:1536
	s_wait_xcnt 0x0
	ds_load_b32 v33, v25 offset:1024
	ds_load_b32 v35, v25 offset:24672
	s_clause 0x2
	global_load_async_to_lds_b32 v27, v[18:19], off
	global_load_async_to_lds_b32 v27, v[4:5], off offset:4
	global_load_async_to_lds_b32 v27, v[4:5], off offset:8
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_wait_loadcnt 0x1
	v_add3_u32 v21, v21, v38, v34
	s_wait_loadcnt_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v21, v21, v32, v33
	s_clause 0x2
	cluster_load_async_to_lds_b32 v31, v[16:17], off offset:-512
	cluster_load_async_to_lds_b32 v31, v[8:9], off offset:4
	cluster_load_async_to_lds_b32 v31, v[8:9], off offset:8
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	ds_load_b32 v40, v25 offset:24672
	s_wait_dscnt 0x0
	v_add3_u32 v21, v21, v35, v40
	global_store_b32 v24, v21, s[2:3] offset:3328 scale_offset
	global_load_async_to_lds_b128 v39, v[12:13], off offset:64
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cbranch_vccz .LBB0_11
.LBB0_12:                               ; %Flow230
	s_mov_b32 s11, 0
	s_mov_b64 s[4:5], 0x1200
	s_cmp_lg_u32 s11, 0
	s_cbranch_scc1 .LBB0_17
.LBB0_13:                               ; %Flow231
	s_cmp_lg_u32 s7, 0
	s_cbranch_scc0 .LBB0_15
.LBB0_14:                               ; %join3.sink.split
	v_mov_b64_e32 v[2:3], s[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v1, null, v1, v3, vcc_lo
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v29, off
.LBB0_15:                               ; %join3
	s_wait_xcnt 0x0
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v2, s10
	global_load_b32 v1, v0, s[0:1] scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_lt_i32_e32 vcc_lo, 4, v1
	v_cndmask_b32_e64 v1, v2, s9, vcc_lo
	s_wait_xcnt 0x0
	global_store_b32 v0, v1, s[2:3] scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_load_async_to_lds_b32 v25, v24, s[0:1] offset:1084 scale_offset
	s_wait_xcnt 0x0
	ds_load_b32 v0, v25
	s_wait_dscnt 0x0
	global_store_b32 v24, v0, s[2:3] offset:9472 scale_offset
	s_endpgm
.LBB0_16:
	s_mov_b32 s11, 1
                                        ; implicit-def: $vgpr29
	s_mov_b64 s[4:5], 0x1200
	s_cmp_lg_u32 s11, 0
	s_cbranch_scc0 .LBB0_13
.LBB0_17:                               ; %else2
	v_mov_b32_e32 v4, 0
	v_add_nc_u32_e32 v22, 0x6000, v25
	s_cmp_lg_u32 s10, 1
	s_mov_b32 s11, 1
	s_wait_xcnt 0x0
	global_load_b32 v5, v4, s[0:1] scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_lt_i32_e32 vcc_lo, 0, v5
	v_cndmask_b32_e64 v5, s10, 0, vcc_lo
	s_wait_xcnt 0x0
	global_store_b32 v4, v5, s[2:3] scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_load_async_to_lds_b32 v22, v24, s[0:1] offset:1052 scale_offset
	s_wait_xcnt 0x0
	ds_load_b32 v4, v25 offset:24576
	s_wait_dscnt 0x0
	global_store_b32 v24, v4, s[2:3] offset:4864 scale_offset
                                        ; implicit-def: $vgpr4
	s_cbranch_scc0 .LBB0_19
; %bb.18:                               ; %else33
	s_wait_xcnt 0x0
	v_lshlrev_b32_e32 v4, 4, v24
	v_add_nc_u32_e32 v6, 0x5000, v25
	s_mov_b32 s11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, 0x4000, v4
	global_load_async_to_lds_b128 v4, v25, s[0:1]
	v_add_co_u32 v4, vcc_lo, 0x200, v2
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	global_load_async_to_lds_b32 v6, v[4:5], off th:TH_LOAD_NT
	v_add_nc_u32_e32 v4, 0x3000, v25
	global_load_async_to_lds_b32 v4, v24, s[0:1] scale_offset
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_b32 v4, v24, s[0:1] offset:1024 scale_offset
.LBB0_19:                               ; %Flow227
	s_xor_b32 s11, s11, 1
	s_mov_b64 s[4:5], 0x1b00
	s_cmp_lg_u32 s11, 0
	s_cbranch_scc1 .LBB0_21
; %bb.20:                               ; %then38
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_add_co_u32 v4, vcc_lo, 0x300, v0
	v_dual_add_nc_u32 v12, s8, v25 :: v_dual_add_nc_u32 v15, v25, v25
	v_add_co_ci_u32_e64 v5, null, 0, v1, vcc_lo
	v_add_nc_u32_e32 v13, 0x2000, v25
	v_add_nc_u32_e32 v8, 0x20d0, v25
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v16, 0x6400, v15
	global_store_async_from_lds_b32 v[4:5], v12, off offset:16 th:TH_STORE_NT
	v_add_co_u32 v4, vcc_lo, v2, 0x100
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v3, vcc_lo
	ds_load_2addr_b32 v[8:9], v8 offset1:254
	v_add_nc_u32_e32 v18, 0x7000, v25
	s_mov_b32 m0, 0
	s_mov_b64 s[4:5], 0x1a00
	s_clause 0x3
	global_load_async_to_lds_b32 v13, v[4:5], off offset:768
	global_load_async_to_lds_b32 v13, v[6:7], off offset:4
	global_load_async_to_lds_b32 v13, v[6:7], off offset:8
	global_load_async_to_lds_b32 v13, v[6:7], off offset:12
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_co_u32 v6, vcc_lo, v0, 0x200
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v1, vcc_lo
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	global_load_b32 v14, v24, s[0:1] offset:2048 scale_offset
	v_add_co_u32 v10, vcc_lo, 0x800, v0
	v_add_co_ci_u32_e64 v11, null, 0, v1, vcc_lo
	s_wait_dscnt 0x0
	global_store_async_from_lds_b32 v[6:7], v26, off offset:1536
	s_clause 0x1
	global_store_async_from_lds_b32 v[10:11], v26, off offset:4
	global_store_async_from_lds_b32 v[10:11], v26, off offset:8
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_nc_u32_e32 v10, 0x4400, v25
	global_load_async_to_lds_b32 v10, v[4:5], off offset:768
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_co_u32 v10, vcc_lo, 0x600, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v1, vcc_lo
	s_clause 0x1
	global_load_async_to_lds_b32 v13, v24, s[0:1] scale_offset
	global_load_async_to_lds_b32 v13, v24, s[0:1] offset:4 scale_offset
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	global_store_async_from_lds_b64 v[10:11], v16, off offset:16
	v_add_nc_u32_e32 v10, 0x800, v25
	ds_load_b32 v16, v25 offset:8400
	global_load_b32 v17, v24, s[0:1] offset:256 scale_offset
	; wave barrier
	s_wait_dscnt 0x0
	global_store_async_from_lds_b32 v[6:7], v10, off offset:256
	v_add_co_u32 v10, vcc_lo, 0x100, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v3, vcc_lo
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	s_clause 0x3
	global_load_async_to_lds_b32 v18, v[4:5], off
	global_load_async_to_lds_b32 v18, v[10:11], off offset:4
	global_load_async_to_lds_b32 v18, v[10:11], off offset:8
	global_load_async_to_lds_b32 v18, v[10:11], off offset:12
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	ds_load_b32 v18, v25 offset:28892
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	ds_load_b32 v19, v25 offset:28892
	s_wait_dscnt 0x0
	global_store_async_from_lds_b32 v[6:7], v26, off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_clause 0x3
	cluster_load_async_to_lds_b32 v22, v24, s[0:1] scale_offset
	global_load_async_to_lds_b32 v13, v[4:5], off
	global_load_async_to_lds_b32 v13, v[10:11], off offset:4
	global_load_async_to_lds_b32 v13, v[10:11], off offset:8
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_nc_u32_e32 v10, 0x400, v12
	global_store_async_from_lds_b32 v[6:7], v10, off offset:256 th:TH_STORE_NT
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_nc_u32_e32 v6, 0x6000, v24
	v_add_nc_u32_e32 v10, 0x3000, v15
	ds_load_b32 v7, v25 offset:17632
	global_load_async_to_lds_b8 v6, v25, s[0:1] offset:64
	v_add_nc_u32_e32 v6, 0x4000, v25
	global_load_async_to_lds_b32 v6, v[4:5], off offset:256
	v_add_co_u32 v4, vcc_lo, 0x200, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	s_clause 0x2
	global_load_async_to_lds_b32 v6, v[4:5], off offset:4
	global_load_async_to_lds_b32 v6, v[4:5], off offset:8
	global_load_async_to_lds_b32 v6, v[4:5], off offset:12
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	ds_load_b32 v6, v25 offset:12288
	s_wait_loadcnt 0x1
	v_add3_u32 v4, v9, v9, v14
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	ds_load_b32 v9, v25 offset:17632
	v_add3_u32 v4, v4, v8, v16
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add3_u32 v8, v4, v17, v18
	v_add_co_u32 v4, vcc_lo, 0x300, v2
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	s_wait_dscnt 0x1
	s_delay_alu instid0(VALU_DEP_3)
	v_add3_u32 v6, v8, v19, v6
	cluster_load_async_to_lds_b64 v10, v[4:5], off
	s_wait_dscnt 0x0
	v_add3_u32 v4, v6, v7, v9
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v6, 0x5000, v25
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	global_store_b32 v24, v4, s[2:3] offset:5376 scale_offset
	global_load_b32 v4, v5, s[0:1] scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_gt_i32_e32 vcc_lo, 2, v4
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
	s_wait_xcnt 0x0
	global_store_b32 v5, v4, s[2:3] scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_load_async_to_lds_b32 v6, v24, s[0:1] offset:1060 scale_offset
	s_wait_xcnt 0x0
	v_add_co_u32 v4, vcc_lo, 0x500, v2
	v_add_nc_u32_e32 v6, 0x1000, v24
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	ds_load_b32 v7, v25 offset:20480
	s_clause 0x2
	global_load_async_to_lds_b8 v6, v[4:5], off
	global_load_async_to_lds_b8 v6, v[4:5], off offset:1
	global_load_async_to_lds_b8 v6, v[4:5], off offset:2
	s_wait_dscnt 0x0
	s_clause 0x1
	global_store_b32 v24, v7, s[2:3] offset:6400 scale_offset
	global_load_b32 v7, v24, s[0:1] offset:2304 scale_offset
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	global_load_b32 v4, v24, s[0:1] offset:3840 scale_offset
	ds_load_b32 v5, v25 offset:4336
	s_wait_loadcnt_dscnt 0x0
	v_add3_u32 v4, v5, v7, v4
.LBB0_21:                               ; %join34
	v_mov_b64_e32 v[6:7], s[4:5]
	v_mov_b32_e32 v5, 0
	s_mov_b32 s4, 0
	s_cmp_eq_u32 s10, 4
	s_mov_b32 s5, 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, v0, v6
	v_add_co_ci_u32_e64 v7, null, v1, v7, vcc_lo
	s_wait_loadcnt 0x0
	global_store_b32 v[6:7], v4, off
	global_load_b32 v4, v5, s[0:1] scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	v_cmp_lt_i32_e32 vcc_lo, 0, v4
	v_cndmask_b32_e64 v4, s10, 0, vcc_lo
	s_wait_xcnt 0x0
	global_store_b32 v5, v4, s[2:3] scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_load_async_to_lds_b32 v26, v24, s[0:1] offset:1068 scale_offset
	s_wait_xcnt 0x0
	ds_load_b32 v4, v25 offset:4096
	s_wait_dscnt 0x0
	global_store_b32 v24, v4, s[2:3] offset:7168 scale_offset
	s_cbranch_scc1 .LBB0_25
; %bb.22:                               ; %loop50.preheader
	s_wait_xcnt 0x0
	v_add_co_u32 v4, vcc_lo, 0x800, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x600, v2
	v_add_co_ci_u32_e64 v7, null, 0, v3, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x100, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v3, vcc_lo
	v_add_co_u32 v10, vcc_lo, 0x200, v2
	v_add_co_ci_u32_e64 v11, null, 0, v3, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x300, v2
	v_dual_lshlrev_b32 v18, 4, v24 :: v_dual_add_nc_u32 v33, s8, v25
	v_add_co_ci_u32_e64 v13, null, 0, v3, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v3, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x500, v0
	s_max_u32 s5, s6, 1
	s_movk_i32 s6, 0x140
	v_dual_mov_b32 v37, s4 :: v_dual_add_nc_u32 v28, 0x2400, v18
	v_add_co_ci_u32_e64 v17, null, 0, v1, vcc_lo
	v_add_nc_u32_e32 v32, 0x6800, v18
	v_add_nc_u32_e32 v34, 0x3000, v18
	v_add_co_u32 v18, vcc_lo, v2, 0x200
	v_dual_mov_b32 v36, s5 :: v_dual_add_nc_u32 v23, 0x7000, v25
	v_dual_mov_b32 v20, s6 :: v_dual_add_nc_u32 v27, 0x1800, v25
	v_add_nc_u32_e32 v29, 0x2000, v25
	v_add_nc_u32_e32 v30, 0x5000, v25
	v_add_nc_u32_e32 v31, 0x3800, v25
	v_add3_u32 v35, v25, v25, 0x6400
	v_add_co_ci_u32_e64 v19, null, 0, v3, vcc_lo
	s_mov_b32 m0, 0
.LBB0_23:                               ; %loop50
                                        ; =>This Inner Loop Header: Depth=1
	global_load_async_to_lds_b128 v28, v[18:19], off offset:1280
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	ds_load_b32 v42, v25 offset:8192
	v_add_nc_u32_e32 v38, 64, v20
	s_wait_xcnt 0x0
	v_and_b32_e32 v21, 0x7000, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_add_nc_u32 v36, -1, v36 :: v_dual_ashrrev_i32 v39, 31, v38
	v_add3_u32 v21, v25, v21, 0x400
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 0, v36
	v_lshl_add_u64 v[40:41], v[38:39], 2, v[2:3]
	s_clause 0x2
	global_load_async_to_lds_b32 v30, v[18:19], off offset:1536
	global_load_async_to_lds_b32 v30, v[4:5], off offset:4
	global_load_async_to_lds_b32 v30, v[4:5], off offset:8
	s_wait_asynccnt 0x3
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v39, v25 offset:20728
	global_load_async_to_lds_b32 v31, v[40:41], off offset:16 scope:SCOPE_SE
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_wait_dscnt 0x0
	s_clause 0x2
	global_store_async_from_lds_b32 v[16:17], v23, off
	global_store_async_from_lds_b32 v[16:17], v23, off offset:4
	global_store_async_from_lds_b32 v[16:17], v23, off offset:8
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	ds_load_b32 v40, v25 offset:28928
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	ds_load_b32 v41, v25 offset:13576
	global_store_b32 v24, v24, s[2:3] offset:263424 scale_offset
	global_load_async_to_lds_b32 v21, v[4:5], off offset:64
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_ashrrev_i32_e32 v21, 31, v20
	v_add_nc_u32_e32 v37, 0x1000, v37
	s_clause 0x3
	global_load_async_to_lds_b32 v29, v[18:19], off offset:1024
	global_load_async_to_lds_b32 v29, v[6:7], off offset:4
	global_load_async_to_lds_b32 v29, v[6:7], off offset:8
	global_load_async_to_lds_b32 v29, v[6:7], off offset:12
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[0:1]
	global_load_async_to_lds_b128 v32, v[8:9], off offset:64
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_clause 0x4
	global_load_async_to_lds_b32 v33, v[18:19], off
	global_load_async_to_lds_b128 v34, v[18:19], off
	global_load_async_to_lds_b128 v34, v[10:11], off offset:16
	global_load_async_to_lds_b128 v34, v[10:11], off offset:32
	global_load_async_to_lds_b128 v34, v[10:11], off offset:48
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_b32 v24, v24, s[2:3] offset:263680 scale_offset
	ds_load_b32 v43, v25 offset:12560
	s_wait_dscnt 0x0
	global_store_async_from_lds_b32 v[20:21], v27, off offset:16
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	; wave barrier
	v_add_nc_u32_e32 v20, v39, v42
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v39, v20, v40, v41
	v_mov_b32_e32 v20, v38
	cluster_load_async_to_lds_b32 v25, v[12:13], off offset:4
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_async_to_lds_b64 v35, v[14:15], off
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; wait_asyncmark(2)
	;;#ASMEND
	ds_load_b32 v21, v25 offset:12568
	s_wait_dscnt 0x0
	v_add3_u32 v21, v39, v43, v21
	s_clause 0x1
	global_store_b32 v24, v24, s[2:3] offset:263936 scale_offset
	global_store_b32 v24, v21, s[2:3] offset:8192 scale_offset
	s_cbranch_vccz .LBB0_23
; %bb.24:                               ; %Flow226
	s_mov_b32 s5, 0
.LBB0_25:                               ; %Flow232
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s5, 0
                                        ; implicit-def: $vgpr29
	s_cbranch_scc0 .LBB0_27
; %bb.26:                               ; %else48
	s_wait_xcnt 0x0
	v_mov_b32_e32 v4, 0
	s_mov_b32 m0, 0
	v_add_nc_u32_e32 v11, 0x5000, v25
	v_add_nc_u32_e32 v6, 0x3400, v25
	v_add_nc_u32_e32 v14, 0x5400, v25
	global_load_b32 v5, v4, s[0:1] scope:SCOPE_SYS
	s_wait_loadcnt 0x0
	s_mov_b32 s7, 1
	v_cmp_ge_i32_e32 vcc_lo, 6, v5
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v5, 2, v5
	s_wait_xcnt 0x0
	global_store_b32 v4, v5, s[2:3] scope:SCOPE_SYS
	s_wait_storecnt 0x0
	global_load_async_to_lds_b32 v25, v24, s[0:1] offset:1076 scale_offset
	s_wait_xcnt 0x0
	ds_load_b32 v4, v25
	s_wait_dscnt 0x0
	global_store_b32 v24, v4, s[2:3] offset:8448 scale_offset
	ds_load_b32 v10, v25 offset:1316
	s_wait_xcnt 0x0
	v_add_co_u32 v4, vcc_lo, 0x800, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	;;#ASMSTART
	; wait_asyncmark(2)
	;;#ASMEND
	s_clause 0x1
	global_load_b32 v12, v24, s[0:1] offset:2048 scale_offset
	cluster_load_async_to_lds_b32 v25, v24, s[0:1] offset:4 scale_offset scope:SCOPE_SE
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_async_to_lds_b32 v11, v[4:5], off offset:16
	v_add_co_u32 v4, vcc_lo, v2, 0x100
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	s_clause 0x1
	global_load_async_to_lds_b32 v6, v[4:5], off offset:1536
	global_load_async_to_lds_b32 v22, v[4:5], off offset:512
	v_add_co_u32 v6, vcc_lo, 0x300, v2
	v_add_co_ci_u32_e64 v7, null, 0, v3, vcc_lo
	s_clause 0x1
	global_load_async_to_lds_b32 v22, v[6:7], off offset:4
	global_load_async_to_lds_b32 v22, v[6:7], off offset:8
	s_wait_asynccnt 0x5
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v13, v25 offset:25900
	; wave barrier
	v_add_co_u32 v6, vcc_lo, 0x700, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v3, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x200, v2
	v_add_co_ci_u32_e64 v9, null, 0, v3, vcc_lo
	s_clause 0x1
	global_load_async_to_lds_b32 v26, v[4:5], off offset:1536
	global_load_async_to_lds_b32 v26, v[6:7], off offset:4
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	ds_load_b32 v15, v25 offset:5424
	cluster_load_async_to_lds_b32 v14, v[8:9], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_co_u32 v8, vcc_lo, 0x100, v2
	v_add_nc_u32_e32 v14, 0x2400, v25
	v_add_co_ci_u32_e64 v9, null, 0, v3, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_clause 0x2
	global_load_async_to_lds_b32 v14, v[8:9], off offset:16
	global_load_async_to_lds_b32 v11, v[4:5], off offset:1536
	global_load_async_to_lds_b32 v11, v[6:7], off offset:4
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	v_add_nc_u32_e32 v8, 0x3800, v25
	ds_load_b32 v9, v25 offset:20796
	s_wait_asynccnt 0x3
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v11, v25 offset:20796
	global_load_async_to_lds_b32 v8, v[4:5], off th:TH_LOAD_NT
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_clause 0x1
	global_load_async_to_lds_b32 v25, v[4:5], off offset:1536
	global_load_async_to_lds_b32 v25, v[6:7], off offset:4
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	global_store_b32 v24, v24, s[2:3] offset:264704 scale_offset
	global_load_async_to_lds_b32 v26, v[4:5], off offset:768
	s_wait_loadcnt_dscnt 0x4
	v_add3_u32 v5, v10, v10, v12
	s_clause 0x2
	global_load_async_to_lds_b32 v26, v[2:3], off offset:4
	global_load_async_to_lds_b32 v26, v[2:3], off offset:8
	global_load_async_to_lds_b32 v26, v[2:3], off offset:12
	ds_load_b32 v2, v25 offset:1344
	s_wait_asynccnt 0x0
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(0)
	;;#ASMEND
	ds_load_b32 v3, v25 offset:5448
	ds_load_b32 v4, v25 offset:12628
	s_wait_dscnt 0x5
	v_add3_u32 v5, v5, v13, v15
	s_wait_dscnt 0x3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add3_u32 v5, v5, v9, v11
	s_wait_dscnt 0x1
	v_add3_u32 v2, v5, v2, v3
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v29, v2, v4, v4
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
.LBB0_27:                               ; %Flow233
	s_mov_b64 s[4:5], 0x2300
	s_cmp_lg_u32 s7, 0
	s_cbranch_scc1 .LBB0_14
	s_branch .LBB0_15
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fuzz_k530036
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
		.amdhsa_next_free_vgpr 47
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
		.amdhsa_inst_pref_size 55
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
	.size	fuzz_k530036, .Lfunc_end0-fuzz_k530036
