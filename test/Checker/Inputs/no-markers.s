	.text
	.globl	plain
	.type	plain,@function
plain:
	global_load_dword v1, v0, s[0:1]
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end0:
