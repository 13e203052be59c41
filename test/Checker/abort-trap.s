; `s_trap 2` is llvm.trap under the HSA ABI: the wave halts there, so a
; path ends at it and the code after it is unreachable (LLVM emits the trap
; where a function that is no kernel uses LDS, and goes on emitting code).
; `s_trap 3` (llvm.debugtrap) may resume: the path goes on.
;   after_abort: A M D W(0) after s_trap 2: unreachable, ok.
;   after_debugtrap: the same after s_trap 3: the wait needs vmcnt(0).
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s \
; RUN:   | FileCheck %s --match-full-lines

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	after_abort
	.type	after_abort,@function
after_abort:
	s_trap 2
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
; CHECK: {{.*}}abort-trap.s:[[@LINE+1]]: after_abort: wait_asyncmark(0): emitted none | loosest safe none | ok (unreachable)
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v5, v6
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	after_abort, .Lfunc_end0-after_abort

	.globl	after_debugtrap
	.type	after_debugtrap,@function
after_debugtrap:
	s_trap 3
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
; CHECK: {{.*}}abort-trap.s:[[@LINE+1]]: error: after_debugtrap: wait_asyncmark(0): emitted none | loosest safe vmcnt(0) | VIOLATION
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v5, v6
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	after_debugtrap, .Lfunc_end1-after_debugtrap
