; Hand-made gfx950 assembly of read-order.ll (after llc -O3 with the
; plugin, trimmed): each tagged read (offset 4104, 8208, 12312) after a
; covering s_waitcnt vmcnt. read-order.test derives the broken variants
; from it with sed.
	.text
	.type	read_order,@function
read_order:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dword s0, s[4:5], 0x10
	v_lshlrev_b32_e32 v0, 2, v0
	s_movk_i32 m0, 0x1000
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v0, s[8:9]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_movk_i32 m0, 0x2000
	global_load_lds_dword v0, s[8:9]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v6, v0 offset:4104
	v_mov_b32_e32 v1, 0
	v_lshl_add_u64 v[4:5], s[8:9], 0, v[0:1]
	v_lshl_add_u64 v[2:3], s[10:11], 0, v[0:1]
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v6, s[10:11]
.LBB0_1:
	global_load_lds_dword v[4:5], off
	s_waitcnt vmcnt(2)
	;;#ASMSTART
	; asyncmark
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0 offset:8208
	s_add_i32 s1, s1, 1
	s_cmp_lt_u32 s1, s0
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v1, off offset:256
	s_cbranch_scc1 .LBB0_1
	s_movk_i32 m0, 0x3000
	global_load_lds_dword v[4:5], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	ds_read_b32 v1, v0 offset:12312
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:12312
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v1, v0
	global_store_dword v[2:3], v0, off offset:512
	s_endpgm
.Lfunc_end0:
