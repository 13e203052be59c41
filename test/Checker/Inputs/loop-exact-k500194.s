	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	fuzz_k500194                    ; -- Begin function fuzz_k500194
	.type	fuzz_k500194,@function
fuzz_k500194:                           ; @fuzz_k500194
; %bb.0:                                ; %entry
	s_load_dwordx8 s[8:15], s[4:5], 0x0
	s_load_dwordx4 s[16:19], s[4:5], 0x28
	s_load_dword s6, s[4:5], 0x38
	v_and_b32_e32 v6, 0x3ff, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v2, 2, v6
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[2:3]
	s_and_b32 s9, s9, 0xffff
	v_lshl_add_u64 v[0:1], s[10:11], 0, v[2:3]
	s_mov_b32 s11, 0x27000
	s_mov_b32 s10, 0x100000
	s_cmp_lt_u32 s18, 2
	s_mov_b64 s[0:1], -1
	s_cbranch_scc1 .LBB0_4
; %bb.1:                                ; %Flow187
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_11
.LBB0_2:                                ; %join3
	s_cmp_lg_u32 s18, 4
	s_mov_b64 s[0:1], -1
	s_cbranch_scc1 .LBB0_18
.LBB0_3:                                ; %Flow184
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_19
	s_branch .LBB0_22
.LBB0_4:                                ; %else2
	s_cmp_lt_u32 s17, 5
	s_cselect_b64 s[0:1], -1, 0
	v_add_u32_e32 v3, 0x200, v2
	s_movk_i32 s2, 0x100
	v_add_u32_e32 v7, 0x800, v2
	v_lshl_add_u32 v8, v6, 2, s2
	s_mov_b32 s7, 0
	s_movk_i32 s2, 0x80
	s_mov_b32 s20, 24
	s_and_b64 s[0:1], exec, s[0:1]
	v_mov_b32_e32 v9, v3
	s_branch .LBB0_6
.LBB0_5:                                ; %join14
                                        ;   in Loop: Header=BB0_6 Depth=1
	s_add_i32 s7, s7, 1
	s_add_i32 s2, s2, 64
	s_add_i32 s20, s20, 4
	s_cmp_lt_u32 s7, s6
	v_add_u32_e32 v9, 0x100, v9
	s_cbranch_scc0 .LBB0_10
.LBB0_6:                                ; %loop10
                                        ; =>This Inner Loop Header: Depth=1
	s_mov_b64 s[4:5], -1
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccz .LBB0_8
; %bb.7:                                ; %else13
                                        ;   in Loop: Header=BB0_6 Depth=1
	; sched_barrier mask(0x00000000)
	; asyncmark
	; sched_barrier mask(0x00000000)
	s_movk_i32 m0, 0x4000
	; wave barrier
	; wave barrier
	s_nop 0
	buffer_load_dwordx3 v3, s[12:15], 28 offen offset:256 lds
	s_movk_i32 m0, 0x5400
	s_nop 0
	buffer_load_ubyte v9, s[12:15], 16 offen offset:16 lds
	; asyncmark
	s_movk_i32 m0, 0x1000
	s_nop 0
	buffer_load_dword v7, s[12:15], s20 offen sc0 lds
	; sched_barrier mask(0x00000000)
	; asyncmark
	; sched_barrier mask(0x00000000)
	s_movk_i32 m0, 0x6000
	s_waitcnt vmcnt(3)
	; wait_asyncmark(2)
	ds_read_b32 v12, v2 offset:21520
	buffer_load_dwordx4 v8, s[8:11], 0 offen lds
	; sched_barrier mask(0x00000000)
	; asyncmark
	; sched_barrier mask(0x00000000)
	s_ashr_i32 s3, s2, 31
	v_lshl_add_u64 v[10:11], s[2:3], 2, v[4:5]
	s_movk_i32 m0, 0x3800
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v12, off offset:2048
	global_load_lds_dword v[10:11], off offset:16 sc0
	s_mov_b64 s[4:5], 0
.LBB0_8:                                ; %Flow185
                                        ;   in Loop: Header=BB0_6 Depth=1
	s_andn2_b64 vcc, exec, s[4:5]
	s_cbranch_vccnz .LBB0_5
; %bb.9:                                ; %then12
                                        ;   in Loop: Header=BB0_6 Depth=1
	; asyncmark
	; asyncmark
	; sched_barrier mask(0x00000000)
	s_waitcnt vmcnt(0)
	; asyncmark
	; wait_asyncmark(5)
	s_branch .LBB0_5
.LBB0_10:                               ; %Flow186
	s_branch .LBB0_2
.LBB0_11:                               ; %then1
	s_mov_b64 s[0:1], 0x3e900
	v_add_u32_e32 v7, 0x300, v2
	v_add_u32_e32 v3, 0x700, v2
	v_lshl_add_u64 v[8:9], v[0:1], 0, s[0:1]
	s_mov_b32 s2, 0
	s_movk_i32 s0, 0x280
	v_mov_b32_e32 v10, v2
.LBB0_12:                               ; %loop4
                                        ; =>This Inner Loop Header: Depth=1
	s_lshl_b32 s1, s2, 12
	v_add_u32_e32 v11, 0x300, v10
	s_movk_i32 m0, 0x1800
	s_and_b32 s3, s1, 0x7000
	s_waitcnt vmcnt(1)
	; wait_asyncmark(0)
	buffer_load_dword v11, s[12:15], 16 offen lds
	s_mov_b32 m0, s3
	; wait_asyncmark(1)
	s_nop 0
	buffer_load_dwordx3 v7, s[8:11], 0 offen offset:16 lds
	; sched_barrier mask(0x00000000)
	; asyncmark
	; sched_barrier mask(0x00000000)
	s_ashr_i32 s1, s0, 31
	v_lshl_add_u64 v[12:13], s[0:1], 2, v[4:5]
	s_movk_i32 m0, 0x7000
	global_load_dword v11, v[12:13], off
	s_nop 0
	buffer_load_dwordx4 v3, s[8:11], 0 offen offset:4 lds
	; asyncmark
	; sched_barrier mask(0x00000000)
	s_mov_b32 m0, s3
	v_add_u32_e32 v12, 0x500, v10
	; wave barrier
	buffer_load_ubyte v12, s[8:11], 0 offen sc0 lds
	s_movk_i32 m0, 0x6400
	ds_read_b32 v12, v2 offset:8196
	; wave barrier
	global_load_lds_dwordx4 v[4:5], off sc0
	; asyncmark
	s_waitcnt lgkmcnt(1)
	global_store_dword v[8:9], v12, off
	; sched_barrier mask(0x00000000)
	; asyncmark
	s_mov_b32 m0, s16
	global_load_dword v13, v[4:5], off offset:2816
	s_nop 0
	buffer_load_dwordx4 v10, s[8:11], 0 offen offset:256 lds
	s_waitcnt vmcnt(3)
	; wait_asyncmark(1)
	; sched_barrier mask(0x00000000)
	; asyncmark
	; sched_barrier mask(0x00000000)
	; asyncmark
	s_add_i32 s2, s2, 1
	s_add_i32 s0, s0, 64
	s_waitcnt vmcnt(1)
	v_add3_u32 v11, v11, v12, v13
	s_cmp_lt_u32 s2, s6
	v_add_u32_e32 v10, 0x100, v10
	global_store_dword v[0:1], v11, off offset:512
	s_cbranch_scc1 .LBB0_12
; %bb.13:                               ; %exit5
	s_mov_b64 s[0:1], 0x700
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[0:1]
	s_mov_b64 s[0:1], 0x3eb00
	v_lshl_add_u64 v[10:11], v[0:1], 0, s[0:1]
	s_movk_i32 s0, 0x100
	v_add_u32_e32 v16, 0x800, v2
	v_add_u32_e32 v17, 0x200, v2
	s_mov_b32 s2, 0
	s_add_i32 s3, s16, 0x400
	v_mov_b32_e32 v12, v6
	v_mov_b32_e32 v13, s0
.LBB0_14:                               ; %loop6
                                        ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_15 Depth 2
	s_movk_i32 m0, 0x800
	global_load_dword v7, v[4:5], off offset:3072
	s_nop 0
	buffer_load_dword v16, s[12:15], 16 offen offset:16 nt lds
	s_mov_b32 m0, s3
	s_nop 0
	global_load_lds_dwordx3 v[8:9], off sc0
	; sched_barrier mask(0x00000000)
	; asyncmark
	; sched_barrier mask(0x00000000)
	; asyncmark
	; sched_barrier mask(0x00000000)
	; sched_barrier mask(0x00000000)
	; asyncmark
	s_waitcnt vmcnt(2)
	global_store_dword v[10:11], v7, off
	; sched_barrier mask(0x00000000)
	; asyncmark
	; sched_barrier mask(0x00000000)
	; asyncmark
	v_lshl_add_u32 v18, s2, 8, v2
	v_add_u32_e32 v14, 0x300, v18
	s_movk_i32 m0, 0x5000
	v_add_u32_e32 v15, 0x700, v18
	buffer_load_dword v14, s[8:11], 0 offen lds
	s_movk_i32 m0, 0x2000
	global_load_dword v14, v[4:5], off offset:768
	s_lshl_b32 s1, s2, 6
	buffer_load_dwordx3 v17, s[12:15], 16 offen offset:16 lds
	s_movk_i32 m0, 0x1400
	; wait_asyncmark(9)
	s_nop 0
	buffer_load_dwordx4 v15, s[8:11], 0 offen offset:4 lds
	; asyncmark
	; sched_barrier mask(0x00000000)
	; asyncmark
	; sched_barrier mask(0x00000000)
	s_add_i32 s20, s1, 0x140
	s_ashr_i32 s21, s20, 31
	s_waitcnt vmcnt(2)
	v_add_u32_e32 v7, v7, v14
	s_lshl2_add_u32 s4, s2, 20
	s_movk_i32 s0, 0x140
	v_lshl_add_u64 v[14:15], s[20:21], 2, v[4:5]
	s_mov_b32 s5, 0
	s_mov_b32 s7, 0
	global_store_dword v[0:1], v7, off offset:1024
.LBB0_15:                               ; %loop8
                                        ;   Parent Loop BB0_14 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_add_u32_e32 v7, s5, v2
	s_movk_i32 m0, 0x4000
	v_add_u32_e32 v19, 0x700, v7
	buffer_load_dword v7, s[12:15], s4 offen sc0 lds
	s_mov_b32 m0, s16
	s_nop 0
	buffer_load_dword v18, s[8:11], 0 offen offset:256 sc0 lds
	s_movk_i32 m0, 0x2000
	s_nop 0
	buffer_load_dwordx3 v3, s[8:11], 0 offen lds
	s_movk_i32 m0, 0x5000
	s_nop 0
	buffer_load_dword v19, s[8:11], 0 offen lds
	s_movk_i32 m0, 0x2000
	s_nop 0
	buffer_load_dwordx4 v[12:13], s[12:15], 0 idxen offen lds
	; sched_barrier mask(0x00000000)
	; asyncmark
	v_add_u32_e32 v19, 0x200, v7
	s_and_b32 s20, s7, 7
	s_add_i32 s21, s5, 0x600
	s_movk_i32 m0, 0x4000
	s_ashr_i32 s1, s0, 31
	v_add_u32_e32 v22, 0x100, v7
	buffer_load_dword v19, s[8:11], 0 offen lds
	s_lshl_b32 m0, s20, 12
	v_mov_b32_e32 v7, s21
	v_lshl_add_u64 v[20:21], s[0:1], 2, v[4:5]
	buffer_load_ubyte v[6:7], s[12:15], 0 idxen offen lds
	s_movk_i32 m0, 0x2400
	global_load_dword v7, v[20:21], off offset:2304
	s_add_i32 s7, s7, 1
	global_load_lds_dwordx3 v[20:21], off nt
	s_movk_i32 m0, 0x2000
	s_addk_i32 s5, 0x100
	global_load_lds_dwordx3 v[14:15], off offset:16
	s_movk_i32 m0, 0x3800
	s_add_i32 s0, s0, 64
	buffer_load_dword v22, s[8:11], 0 offen offset:16 lds
	s_mov_b32 m0, 0
	s_cmp_lt_u32 s7, s19
	buffer_load_dword v22, s[8:11], 0 offen lds
	; asyncmark
	; asyncmark
	; asyncmark
	s_waitcnt vmcnt(4)
	global_store_dword v[0:1], v7, off offset:1280
	s_cbranch_scc1 .LBB0_15
; %bb.16:                               ; %exit9
                                        ;   in Loop: Header=BB0_14 Depth=1
	s_add_i32 s2, s2, 1
	s_cmp_lt_u32 s2, s6
	s_cbranch_scc1 .LBB0_14
; %bb.17:                               ; %exit7
	s_mov_b64 s[0:1], 0x800
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[0:1]
	s_movk_i32 m0, 0x7400
	global_load_dword v3, v[4:5], off offset:1280
	; wave barrier
	s_waitcnt vmcnt(5)
	ds_read_b32 v7, v2 offset:20488
	; wait_asyncmark(15)
	global_load_lds_dwordx3 v[8:9], off sc0
	v_add_u32_e32 v8, 0xfffffc00, v16
	s_movk_i32 m0, 0x3000
	ds_read_b32 v10, v2 offset:20488
	buffer_load_dword v8, s[12:15], 0 offen offset:64 lds
	v_add_co_u32_e32 v8, vcc, 0x3e000, v0
	s_nop 1
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(2)
	global_store_dword v[8:9], v7, off offset:3584
	; sched_barrier mask(0x00000000)
	; asyncmark
	; sched_barrier mask(0x00000000)
	; asyncmark
	s_waitcnt vmcnt(3) lgkmcnt(0)
	v_add3_u32 v3, v3, v10, v7
	global_store_dword v[0:1], v3, off offset:1792
	s_cmp_lg_u32 s18, 4
	s_mov_b64 s[0:1], -1
	s_cbranch_scc0 .LBB0_3
.LBB0_18:                               ; %else16
	v_add_co_u32_e32 v8, vcc, 0x3f000, v0
	s_mov_b64 s[0:1], 0x100
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc
	global_store_dword v[8:9], v6, off offset:1280
	s_add_i32 m0, s16, 0x800
	v_lshl_add_u64 v[8:9], v[4:5], 0, s[0:1]
	; wait_asyncmark(17)
	ds_read_b32 v3, v2 offset:17488
	global_load_lds_dword v[8:9], off
	s_movk_i32 m0, 0x3800
	s_nop 0
	buffer_load_dword v2, s[8:11], 0 offen offset:64 sc0 lds
	s_waitcnt lgkmcnt(1)
	global_store_dword v[0:1], v3, off offset:3584
	s_cbranch_execnz .LBB0_22
.LBB0_19:                               ; %then15
	; wave barrier
	global_load_dword v3, v[4:5], off offset:1792
	ds_read_b32 v7, v2 offset:9240
	; wait_asyncmark(16)
	ds_read_b32 v8, v2 offset:9240
	ds_read_b32 v9, v2 offset:4128
	; wait_asyncmark(4)
	ds_read_b32 v10, v2 offset:24616
	s_cmp_lg_u32 s17, 0
	s_waitcnt vmcnt(0) lgkmcnt(2)
	v_add3_u32 v3, v3, v8, v7
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v3, v3, v9, v10
	global_store_dword v[0:1], v3, off offset:2304
	s_cbranch_scc0 .LBB0_25
; %bb.20:                               ; %else19
	v_add_u32_e32 v3, 0x6400, v2
	v_add_u32_e32 v7, 0x800, v2
	s_movk_i32 m0, 0x7000
	; wait_asyncmark(3)
	ds_read2_b32 v[8:9], v3 offset0:12 offset1:14
	global_load_dword v3, v[4:5], off offset:3328
	s_nop 0
	buffer_load_dwordx4 v7, s[12:15], 0 offen offset:16 sc0 lds
	ds_read_b32 v7, v2 offset:17476
	; wait_asyncmark(4)
	ds_read_b32 v12, v2 offset:17476
	ds_read_b32 v13, v2 offset:25676
	; sched_barrier mask(0x00000000)
	; asyncmark
	v_add_u32_e32 v10, 0x300, v2
	s_movk_i32 m0, 0x6000
	s_mov_b64 s[0:1], 0x100
	buffer_load_ubyte v10, s[8:11], 0 offen sc0 lds
	; asyncmark
	v_lshl_add_u64 v[10:11], v[4:5], 0, s[0:1]
	s_movk_i32 m0, 0x7800
	s_nop 0
	global_load_lds_ubyte v[10:11], off
	; asyncmark
	ds_read_b32 v10, v2 offset:1024
	; sched_barrier mask(0x00000000)
	v_add_u32_e32 v11, 0x600, v2
	s_movk_i32 m0, 0x6000
	s_waitcnt vmcnt(3) lgkmcnt(5)
	v_add3_u32 v3, v8, v9, v3
	buffer_load_dword v11, s[8:11], 0 offen sc0 lds
	v_add_u32_e32 v11, 0x100, v2
	s_movk_i32 m0, 0x7000
	s_mov_b32 s0, 0x3f000
	buffer_load_dword v11, s[8:11], 0 offen lds
	s_waitcnt lgkmcnt(3)
	v_add3_u32 v3, v3, v12, v7
	v_add_co_u32_e32 v8, vcc, s0, v0
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v3, v3, v13, v10
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc
	global_store_dword v[0:1], v3, off offset:2816
	global_store_dword v[8:9], v6, off offset:1024
	ds_write_b32 v2, v6 offset:24576
	s_cbranch_execnz .LBB0_22
.LBB0_21:                               ; %then18
	v_mov_b32_e32 v7, 0x500
	s_movk_i32 m0, 0x4000
	s_nop 0
	buffer_load_dword v[6:7], s[12:15], 0 idxen offen offset:256 sc0 lds
	; asyncmark
.LBB0_22:                               ; %join17
	; asyncmark
	s_mov_b64 s[0:1], 0x800
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[0:1]
	s_movk_i32 m0, 0x2000
	global_load_dword v3, v[4:5], off offset:2048
	global_load_dword v8, v[4:5], off offset:512
	s_waitcnt vmcnt(2)
	; wait_asyncmark(1)
	global_load_lds_dwordx4 v[6:7], off
	s_movk_i32 m0, 0x2400
	s_nop 0
	global_load_lds_dwordx3 v[6:7], off sc0
	global_load_dword v6, v[4:5], off offset:2304
	ds_read_b32 v7, v2 offset:28760
	; sched_barrier mask(0x00000000)
	; asyncmark
	v_add_u32_e32 v9, 0x800, v2
	s_movk_i32 m0, 0x3000
	s_mov_b32 s2, 2
	buffer_load_dword v9, s[8:11], 0 offen lds
	v_add_u32_e32 v9, 0x700, v2
	s_movk_i32 m0, 0x3400
	s_mov_b32 s3, 0
	buffer_load_dword v9, s[8:11], 0 offen offset:4 sc0 lds
	; sched_barrier mask(0x00000000)
	; asyncmark
	; sched_barrier mask(0x00000000)
	s_waitcnt vmcnt(5)
	v_add_u32_e32 v3, v3, v8
	s_mov_b64 s[0:1], 0x500
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_add3_u32 v3, v3, v7, v6
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[0:1]
	s_mov_b64 s[0:1], 0x1000
	global_store_dword v[0:1], v3, off offset:3840
	v_lshl_add_u64 v[8:9], v[0:1], 0, s[0:1]
	v_or_b32_e32 v3, 0x2000, v2
	v_add_u32_e32 v10, 0x100, v2
	s_movk_i32 s0, 0x240
	s_mov_b32 s4, 0
.LBB0_23:                               ; %loop24
                                        ; =>This Inner Loop Header: Depth=1
	s_mul_hi_u32 s5, s2, 0xaaaaaaab
	s_lshr_b32 s5, s5, 1
	s_ashr_i32 s1, s0, 31
	s_mulk_i32 s5, 0xd000
	v_lshl_add_u64 v[12:13], s[0:1], 2, v[4:5]
	s_add_i32 s1, s3, s5
	global_load_dword v11, v[4:5], off offset:1536
	s_add_i32 m0, s1, 0x4000
	global_load_dword v12, v[12:13], off
	s_add_i32 s2, s2, 1
	global_load_lds_dword v[6:7], off
	s_add_i32 m0, s1, 0x4400
	s_mul_hi_u32 s1, s4, 0xaaaaaaab
	buffer_load_dwordx4 v10, s[8:11], 0 offen sc0 lds
	s_lshr_b32 s1, s1, 1
	s_mulk_i32 s1, 0xd000
	v_add_u32_e32 v13, s1, v3
	; asyncmark
	; wait_asyncmark(2)
	ds_read_b32 v13, v13
	s_add_i32 s4, s4, 1
	s_add_i32 s0, s0, 64
	s_addk_i32 s3, 0x1000
	v_add_u32_e32 v3, 0x1000, v3
	v_add_u32_e32 v10, 0x100, v10
	s_cmp_lt_u32 s4, s6
	s_waitcnt vmcnt(2) lgkmcnt(0)
	v_add3_u32 v11, v11, v12, v13
	global_store_dword v[8:9], v11, off
	s_cbranch_scc1 .LBB0_23
; %bb.24:                               ; %exit25
	; wait_asyncmark(1)
	ds_read_b32 v3, v2 offset:8288
	v_add_u32_e32 v4, 0x3000, v2
	s_waitcnt vmcnt(1)
	; wait_asyncmark(0)
	ds_read2_b32 v[4:5], v4 offset0:26 offset1:28
	ds_read_b32 v6, v2 offset:25720
	; wait_asyncmark(0)
	ds_read_b32 v2, v2 offset:25720
	v_add_co_u32_e32 v0, vcc, 0x1000, v0
	s_waitcnt lgkmcnt(2)
	v_add3_u32 v3, v3, v4, v5
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v2, v3, v2, v6
	global_store_dword v[0:1], v2, off offset:256
	s_endpgm
.LBB0_25:
	s_branch .LBB0_21
	.section	.rodata,"a",@progbits
	.amdhsa_kernel fuzz_k500194
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
		.amdhsa_next_free_vgpr 169
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 24
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
