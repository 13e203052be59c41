	.text
	.type	f,@function
f:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	; asyncmark
	s_wait_asynccnt v0
	; wait_asyncmark(0)
	s_endpgm
