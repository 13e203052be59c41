	.text
	.type	f,@function
f:
	global_load_lds_dword v0, s[0:1]
	; asyncmark
	s_waitcnt vmcnt(1) lgkm(0)
	; wait_asyncmark(0)
	ds_read_b32 v1, v2
	s_endpgm
