; llc's output for shared/reproducers/asm_marker_uintmax_drops_wait.ll:
; the kernel's own inline assembly `; wait_asyncmark(4294967295)` before a
; real wait.asyncmark(0).
	.text
	.globl	k
	.type	k,@function
k:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
	; wait_asyncmark(4294967295)
	;;#ASMEND
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v1, v1
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
