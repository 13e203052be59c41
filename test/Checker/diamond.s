; A wait missing on one arm of a diamond. The marker sits in the join block
; with no s_waitcnt of its own; the then-arm waits vmcnt(2) before the
; branch (which completes the first DMA there), the else-arm does not. The
; checker follows each path's history: only the path through the else-arm
; violates, and it is the one printed. The second function has the wait on
; both arms (ok), and skips a block with s_cbranch_execz: both edges count.
; The third function violates only on the fall-through side of the execz.
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s \
; RUN:   | FileCheck %s --match-full-lines

	.text
	.globl	diamond_bad
	.type	diamond_bad,@function
diamond_bad:
	s_load_dword s2, s[4:5], 0x0
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_lds_dword v0, s[0:1] offset:256
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %then
	global_load_dword v1, v0, s[0:1]
	s_waitcnt vmcnt(2)
	s_branch .LBB0_3
.LBB0_2:                                ; %else
	v_mov_b32_e32 v1, 0
.LBB0_3:                                ; %join
	;;#ASMSTART
; CHECK: {{.*}}diamond.s:[[@LINE+3]]: error: diamond_bad: wait_asyncmark(1): emitted none | loosest safe vmcnt(1) | VIOLATION
; CHECK-NEXT: {{.*}}diamond.s:[[#@LINE-20]]: note: DMA may still be pending: global_load_lds_dword v0, s[0:1] (1 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: diamond_bad -> .LBB0_2 -> .LBB0_3
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v2, v3
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v0, v2, s[0:1]
	s_endpgm
.Lfunc_end0:
	.size	diamond_bad, .Lfunc_end0-diamond_bad

	.globl	diamond_ok
	.type	diamond_ok,@function
diamond_ok:
	s_load_dword s2, s[4:5], 0x0
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_lds_dword v0, s[0:1] offset:256
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB1_2
; %bb.1:                                ; %then
	global_load_dword v1, v0, s[0:1]
	s_waitcnt vmcnt(2)
	s_branch .LBB1_3
.LBB1_2:                                ; %else
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(1)
.LBB1_3:                                ; %join
	;;#ASMSTART
; CHECK-NEXT: {{.*}}diamond.s:[[@LINE+1]]: diamond_ok: wait_asyncmark(1): emitted none | loosest safe none | ok
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v2, v3
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_5
; %bb.4:                                ; %masked
	global_load_lds_dword v0, s[0:1] offset:512
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v1, v0, s[0:1]
.LBB1_5:                                ; %after
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(2)
	;;#ASMSTART
; Only the path through %bb.4 (execz not taken) has two marks here:
; D2 has D3 and the load after it.
; CHECK-NEXT: {{.*}}diamond.s:[[@LINE+1]]: diamond_ok: wait_asyncmark(1): emitted vmcnt(2) | loosest safe vmcnt(2) | ok
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v2, v3
	s_waitcnt vmcnt(0)
	;;#ASMSTART
; Skipping %bb.4 the newest mark is the second one: vmcnt(0).
; CHECK-NEXT: {{.*}}diamond.s:[[@LINE+1]]: diamond_ok: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(0) | ok
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v2, v3
	s_endpgm
.Lfunc_end1:
	.size	diamond_ok, .Lfunc_end1-diamond_ok

; The same execz skip with vmcnt(3) at W(1): the not-taken (fall-through)
; side of s_cbranch_execz violates.
	.globl	execz_bad
	.type	execz_bad,@function
execz_bad:
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:                                ; %masked
	global_load_lds_dword v0, s[0:1] offset:512
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v1, v0, s[0:1]
.LBB2_2:                                ; %after
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt vmcnt(3)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}diamond.s:[[@LINE+3]]: error: execz_bad: wait_asyncmark(1): emitted vmcnt(3) | loosest safe vmcnt(2) | VIOLATION
; CHECK-NEXT: {{.*}}diamond.s:[[#@LINE-17]]: note: DMA may still be pending: global_load_lds_dword v0, s[0:1] (2 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: execz_bad -> %bb.1 -> .LBB2_2
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v2, v3
	s_waitcnt vmcnt(0)
	s_endpgm
.Lfunc_end2:
	.size	execz_bad, .Lfunc_end2-execz_bad
