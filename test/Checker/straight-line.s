; Straight-line waits in the plugin's output style (the s_waitcnt right
; before the ;;#ASMSTART of the marker). The issue's case
; G G A M G A G M W(1) R W(0) R: W(1) targets the first mark, three counted
; ops follow its DMA -> vmcnt(3); W(0) targets the second, one op follows
; -> vmcnt(1).
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s --summary \
; RUN:   | FileCheck %s --match-full-lines
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %s

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	issue_case
	.p2align	8
	.type	issue_case,@function
issue_case:                             ; @issue_case
; %bb.0:
	global_load_dword v1, v0, s[0:1]
	global_load_dword v2, v0, s[0:1] offset:256
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v3, v0, s[0:1] offset:512
	s_mov_b32 m0, 0x400
	global_load_lds_dword v0, s[0:1] offset:4
	global_load_dword v4, v0, s[0:1] offset:768
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt vmcnt(3)
	;;#ASMSTART
; CHECK: {{.*}}straight-line.s:[[@LINE+1]]: issue_case: wait_asyncmark(1): emitted vmcnt(3) | loosest safe vmcnt(3) | ok
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v5, v6
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}straight-line.s:[[@LINE+1]]: issue_case: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v7, v6 offset:1024
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v0, v7, s[2:3]
	s_endpgm
.Lfunc_end0:
	.size	issue_case, .Lfunc_end0-issue_case

; Consecutive marks: A1 M M A2 M W(1) -> vmcnt(1) (the second mark stands
; for A1 too); then A M M W(0) -> vmcnt(0).
	.globl	consecutive
	.p2align	8
	.type	consecutive,@function
consecutive:
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_mov_b32 m0, 0x400
	s_nop 0
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}straight-line.s:[[@LINE+1]]: consecutive: wait_asyncmark(1): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v2
	global_load_lds_dword v0, s[0:1] offset:16
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt vmcnt(0)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}straight-line.s:[[@LINE+1]]: consecutive: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(0) | ok
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v3, v2
	s_endpgm
.Lfunc_end1:
	.size	consecutive, .Lfunc_end1-consecutive

; Fewer marks than N: A M W(1) needs nothing and keeps the mark; the
; following W(0) then needs vmcnt(0). No mark at all: W(0) needs nothing.
	.globl	fewer_marks
	.type	fewer_marks,@function
fewer_marks:
	buffer_load_dword v1, s[4:7], 0 offen lds
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
; CHECK-NEXT: {{.*}}straight-line.s:[[@LINE+1]]: fewer_marks: wait_asyncmark(1): emitted none | loosest safe none | ok
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v2
	s_waitcnt vmcnt(0)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}straight-line.s:[[@LINE+1]]: fewer_marks: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(0) | ok
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v3, v2
	buffer_load_dword v1, s[4:7], 0 offen lds
	;;#ASMSTART
; CHECK-NEXT: {{.*}}straight-line.s:[[@LINE+1]]: fewer_marks: wait_asyncmark(0): emitted none | loosest safe none | ok
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v3, v2
	s_endpgm
.Lfunc_end2:
	.size	fewer_marks, .Lfunc_end2-fewer_marks

; A call completes everything pending (the callee entry waits vmcnt(0) on
; gfx9); the marks stay but stand for completed DMAs. In the callee, marks
; are function-local: W(0) before any mark needs nothing.
	.globl	caller
	.type	caller,@function
caller:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, callee@rel32@lo+4
	s_addc_u32 s17, s17, callee@rel32@hi+12
	s_swappc_b64 s[30:31], s[16:17]
	;;#ASMSTART
; CHECK-NEXT: {{.*}}straight-line.s:[[@LINE+1]]: caller: wait_asyncmark(0): emitted none | loosest safe none | ok
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v1, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	caller, .Lfunc_end3-caller

	.globl	callee
	.type	callee,@function
callee:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v2, 0
	;;#ASMSTART
; CHECK-NEXT: {{.*}}straight-line.s:[[@LINE+1]]: callee: wait_asyncmark(0): emitted none | loosest safe none | ok
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	callee, .Lfunc_end4-callee

; An earlier wait on the path already completes the targeted DMA: nothing
; is needed at the marker. A wait after an unconditional exit is unreachable.
	.globl	earlier_wait
	.type	earlier_wait,@function
earlier_wait:
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v1, v0, s[0:1]
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v1, 1, v1
	;;#ASMSTART
; CHECK-NEXT: {{.*}}straight-line.s:[[@LINE+1]]: earlier_wait: wait_asyncmark(0): emitted none | loosest safe none | ok
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v1, v2
	s_endpgm
	;;#ASMSTART
; CHECK-NEXT: {{.*}}straight-line.s:[[@LINE+1]]: earlier_wait: wait_asyncmark(0): emitted none | loosest safe none | ok (unreachable)
	; wait_asyncmark(0)
	;;#ASMEND
	s_endpgm
.Lfunc_end5:
	.size	earlier_wait, .Lfunc_end5-earlier_wait

; CHECK-NEXT: summary: 6 functions, 10 marks, 11 waits: 11 ok, 0 over-strict, 0 violations (1 unreachable waits, {{[0-9]+}} abstract states), target gfx950
