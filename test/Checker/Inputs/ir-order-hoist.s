; ir-order-ok.s with the entry's mark hoisted above its two DMAs (what
; the post-RA scheduler did to a bundle of two DMAs): M D D.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	k
	.type	k,@function
k:                                      ; @k
; %bb.0:                                ; %entry
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_lds_dword v0, s[0:1]
	buffer_load_dword v1, s[4:7], 0 offen lds
.LBB0_1:                                ; %loop
                                        ; =>This Inner Loop Header: Depth=1
	global_load_lds_dword v0, s[0:1]
	global_load_lds_dword v0, s[0:1] offset:4
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt vmcnt(2)
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	s_cbranch_scc1 .LBB0_1
; %bb.2:                                ; %tail
	global_load_lds_dword v0, s[0:1] offset:8
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cbranch_vccz .LBB0_4
; %bb.3:                                ; %then
	global_load_lds_dword v0, s[0:1] offset:12
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	s_endpgm
.LBB0_4:                                ; %join
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k

	.globl	dmdm
	.type	dmdm,@function
dmdm:                                   ; @dmdm
; %bb.0:
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_lds_dword v0, s[0:1] offset:4
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt vmcnt(1)
	;;#ASMSTART
	; wait_asyncmark(1)
	;;#ASMEND
	s_waitcnt vmcnt(0)
	;;#ASMSTART
	; wait_asyncmark(0)
	;;#ASMEND
	s_endpgm
.Lfunc_end1:
	.size	dmdm, .Lfunc_end1-dmdm
