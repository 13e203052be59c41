; Over-strictness is judged on the waits right before a marker, its own.
; A wait right after it is the next instruction's (here LLVM's vmcnt(0) for
; a global load's result): it counts for safety, the `emitted` column is the
; whole run's, but it makes no marker over-strict. A wait before the marker
; that is stricter than needed still is.
;   after_marker: A M G W(0): one op follows A -> vmcnt(1) before the marker,
;                 vmcnt(0) after it for v_add's use of v1: ok.
;   before_marker: the same with vmcnt(0) before the marker: over-strict.
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s \
; RUN:   | FileCheck %s --match-full-lines
; RUN: not %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %s

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	after_marker
	.type	after_marker,@function
after_marker:
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v1, v0, s[0:1] offset:512
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK: {{.*}}over-strict-own-wait.s:[[@LINE+1]]: after_marker: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(1) | ok
	; wait_asyncmark(0)
	;;#ASMEND
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v2, v1, v1
	ds_read_b32 v5, v6
	s_endpgm
.Lfunc_end0:
	.size	after_marker, .Lfunc_end0-after_marker

	.globl	before_marker
	.type	before_marker,@function
before_marker:
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v1, v0, s[0:1] offset:512
	s_waitcnt vmcnt(0)
	;;#ASMSTART
; CHECK: {{.*}}over-strict-own-wait.s:[[@LINE+1]]: warning: before_marker: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(1) | over-strict
	; wait_asyncmark(0)
	;;#ASMEND
	v_add_u32_e32 v2, v1, v1
	ds_read_b32 v5, v6
	s_endpgm
.Lfunc_end1:
	.size	before_marker, .Lfunc_end1-before_marker
