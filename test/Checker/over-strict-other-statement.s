; A wait the compiler gave another source line than the marker's is that
; statement's (here a release fence's, line 234, right before the wait of
; line 235): it counts for safety, not as the marker's own, so it makes no
; marker over-strict (fuzz seed 600107, opt -O3 then llc). A wait of the
; marker's own line, or one without a line (`.loc` line 0, or no `.loc`),
; still does.
;   fence: A M A G F(vmcnt(1)) W(2): the marker needs nothing, the fence's
;          vmcnt(1) is line 234's: ok, with a note.
;   own_line: the same wait at line 235: over-strict.
;   no_line: the same without any .loc: over-strict.
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s \
; RUN:   | FileCheck %s --match-full-lines
; RUN: not %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %s \
; RUN:   | FileCheck %s --check-prefix=STRICT
; STRICT-NOT: error: fence:
; STRICT: error: own_line: wait_asyncmark(2): emitted vmcnt(1) | loosest safe none | over-strict
; STRICT: error: no_line: wait_asyncmark(2): emitted vmcnt(1) | loosest safe none | over-strict

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.file	1 "/src" "kernel.py"
	.globl	fence
	.type	fence,@function
fence:
	.loc	1 230 3
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_lds_dword v0, s[0:1] offset:4
	global_load_dword v1, v0, s[0:1] offset:512
	global_store_dword v0, v1, s[0:1] offset:1024
	.loc	1 234 3
	s_waitcnt vmcnt(1)
	.loc	1 235 3
	;;#ASMSTART
; CHECK: {{.*}}over-strict-other-statement.s:[[@LINE+2]]: fence: wait_asyncmark(2): emitted vmcnt(1) | loosest safe none | ok
; CHECK-NEXT: {{.*}}over-strict-other-statement.s:[[@LINE-4]]: note: a wait of source line 234, not of the marker's line 235: counted, not judged as its own
	; wait_asyncmark(2)
	;;#ASMEND
	ds_read_b32 v5, v6
	s_endpgm
.Lfunc_end0:
	.size	fence, .Lfunc_end0-fence

	.globl	own_line
	.type	own_line,@function
own_line:
	.loc	1 230 3
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_lds_dword v0, s[0:1] offset:4
	global_load_dword v1, v0, s[0:1] offset:512
	global_store_dword v0, v1, s[0:1] offset:1024
	.loc	1 235 3
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK: {{.*}}over-strict-other-statement.s:[[@LINE+1]]: warning: own_line: wait_asyncmark(2): emitted vmcnt(1) | loosest safe none | over-strict
	; wait_asyncmark(2)
	;;#ASMEND
	ds_read_b32 v5, v6
	s_endpgm
.Lfunc_end1:
	.size	own_line, .Lfunc_end1-own_line

	.globl	no_line
	.type	no_line,@function
no_line:
	.loc	1 0 0
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_lds_dword v0, s[0:1] offset:4
	global_load_dword v1, v0, s[0:1] offset:512
	global_store_dword v0, v1, s[0:1] offset:1024
	s_waitcnt vmcnt(1)
	.loc	1 235 3
	;;#ASMSTART
; CHECK: {{.*}}over-strict-other-statement.s:[[@LINE+1]]: warning: no_line: wait_asyncmark(2): emitted vmcnt(1) | loosest safe none | over-strict
	; wait_asyncmark(2)
	;;#ASMEND
	ds_read_b32 v5, v6
	s_endpgm
.Lfunc_end2:
	.size	no_line, .Lfunc_end2-no_line
