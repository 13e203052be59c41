; ir-order-loop.ll as the plugin compiled the reproducer: the loop's mark
; hoisted above the body's two DMAs (M D D). The prologue has M D D too
; (D D M D D M), so the plain rule (--ir-any-block) cannot tell; llc's
; comment names the block %body, whose D D M does not contain M D D.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	pipe
	.type	pipe,@function
pipe:                                   ; @pipe
; %bb.0:                                ; %entry
	global_load_lds_dword v0, s[0:1]
	global_load_lds_dword v0, s[0:1] offset:4
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_lds_dword v0, s[0:1] offset:8
	global_load_lds_dword v0, s[0:1] offset:12
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
.LBB0_1:                                ; %body
                                        ; =>This Inner Loop Header: Depth=1
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_lds_dword v0, s[0:1] offset:16
	global_load_lds_dword v0, s[0:1] offset:20
	s_waitcnt vmcnt(2)
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	s_cbranch_scc1 .LBB0_1
; %bb.2:                                ; %exit
	s_endpgm
.Lfunc_end0:
	.size	pipe, .Lfunc_end0-pipe
