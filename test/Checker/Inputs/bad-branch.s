	.text
	.type	f,@function
f:
	global_load_lds_dword v0, s[0:1]
	; asyncmark
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB0_7
	; wait_asyncmark(0)
	ds_read_b32 v1, v2
	s_endpgm
