	.text
	.globl	f
	.type	f,@function
f:
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
	; wait_asyncmark(x)
	;;#ASMEND
	s_endpgm
