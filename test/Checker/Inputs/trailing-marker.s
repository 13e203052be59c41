	.text
	.type	f,@function
f:
	global_load_lds_dword v0, s[0:1]
	s_nop 0 ; asyncmark
	s_endpgm
