; Pipelined loop: prolog D1 M G D2 M; loop body D M W(2) R.
; First iteration (from the prolog): W(2) targets the mark after D1; G, D2
; and the new D follow D1 -> vmcnt(3) would do. Every later iteration (over
; the back edge) targets the mark of the previous iteration's prolog-side
; group: D(k-2) is followed by only two DMAs -> vmcnt(2). An emitted
; vmcnt(3) is therefore a violation that only the back edge shows; vmcnt(2)
; is the loosest safe count over all iterations.
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s \
; RUN:   | FileCheck %s --match-full-lines

	.text
	.globl	loop_bad
	.type	loop_bad,@function
loop_bad:
	s_mov_b32 m0, 0
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v1, v0, s[0:1]
	s_mov_b32 m0, 0x400
	s_nop 0
	global_load_lds_dword v0, s[0:1] offset:256
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_mov_b32 s2, 0
.LBB0_1:                                ; %loop
	s_mov_b32 m0, s3
	s_nop 0
	global_load_lds_dword v0, s[0:1] offset:512
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt vmcnt(3)
	;;#ASMSTART
; CHECK: {{.*}}loop-back-edge.s:[[@LINE+3]]: error: loop_bad: wait_asyncmark(2): emitted vmcnt(3) | loosest safe vmcnt(2) | VIOLATION
; CHECK-NEXT: {{.*}}loop-back-edge.s:[[#@LINE-15]]: note: DMA may still be pending: global_load_lds_dword v0, s[0:1] offset:256 (2 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: loop_bad -> .LBB0_1 -> .LBB0_1
	; wait_asyncmark(2)
	;;#ASMEND
	ds_read_b32 v2, v3
	s_add_i32 s2, s2, 1
	s_cmp_lt_u32 s2, 8
	s_cbranch_scc1 .LBB0_1
; %bb.2:                                ; %epilog
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}loop-back-edge.s:[[@LINE+1]]: loop_bad: wait_asyncmark(1): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v2, v3
	s_waitcnt vmcnt(0)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}loop-back-edge.s:[[@LINE+1]]: loop_bad: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(0) | ok
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v2, v3
	s_endpgm
.Lfunc_end0:
	.size	loop_bad, .Lfunc_end0-loop_bad

; The same loop with vmcnt(2): ok on every iteration.
	.globl	loop_ok
	.type	loop_ok,@function
loop_ok:
	s_mov_b32 m0, 0
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v1, v0, s[0:1]
	s_mov_b32 m0, 0x400
	s_nop 0
	global_load_lds_dword v0, s[0:1] offset:256
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_mov_b32 s2, 0
.LBB1_1:                                ; %loop
	s_mov_b32 m0, s3
	s_nop 0
	global_load_lds_dword v0, s[0:1] offset:512
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt vmcnt(2)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}loop-back-edge.s:[[@LINE+1]]: loop_ok: wait_asyncmark(2): emitted vmcnt(2) | loosest safe vmcnt(2) | ok
	; wait_asyncmark(2)
	;;#ASMEND
	ds_read_b32 v2, v3
	s_add_i32 s2, s2, 1
	s_cmp_lt_u32 s2, 8
	s_cbranch_scc1 .LBB1_1
; %bb.2:                                ; %epilog
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}loop-back-edge.s:[[@LINE+1]]: loop_ok: wait_asyncmark(1): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v2, v3
	s_waitcnt vmcnt(0)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}loop-back-edge.s:[[@LINE+1]]: loop_ok: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(0) | ok
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v2, v3
	s_endpgm
.Lfunc_end1:
	.size	loop_ok, .Lfunc_end1-loop_ok

; A loop that pushes a mark per iteration and never waits inside: at the
; exit, W(3) needs the fourth newest mark complete. Paths with fewer than
; four marks (zero or one iteration) need nothing; with k >= 2 iterations
; the fourth newest group is followed by three DMAs -> vmcnt(3). The search
; covers every iteration count, not a bounded unrolling.
	.globl	loop_no_wait
	.type	loop_no_wait,@function
loop_no_wait:
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_lds_dword v0, s[0:1] offset:256
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cbranch_scc0 .LBB2_2
.LBB2_1:                                ; %loop
	global_load_lds_dword v0, s[0:1] offset:512
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_add_i32 s2, s2, 1
	s_cmp_lt_u32 s2, s4
	s_cbranch_scc1 .LBB2_1
.LBB2_2:                                ; %exit
	s_waitcnt vmcnt(3)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}loop-back-edge.s:[[@LINE+1]]: loop_no_wait: wait_asyncmark(3): emitted vmcnt(3) | loosest safe vmcnt(3) | ok
	; wait_asyncmark(3)
	;;#ASMEND
	ds_read_b32 v2, v3
	s_endpgm
.Lfunc_end2:
	.size	loop_no_wait, .Lfunc_end2-loop_no_wait
