; LLVM waits for every counter at the entry of a function that is no kernel
; (`s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)`), whatever the function does.
; A wait marker right after that wait has it in its window: it counts for
; safety (the `emitted` column), but it is the calling convention's, not the
; marker's own, so it makes no marker over-strict (fuzz seed 700261: a
; callee that only waits, opt -O3 then llc -global-isel, gfx90a).
;   callee_entry: the entry wait, then wait_asyncmark(2): ok.
;   callee_later: the same wait after another instruction: the marker's
;                 own, over-strict.
;   kernel_entry: a kernel has no entry wait of LLVM's: over-strict.
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s \
; RUN:   | FileCheck %s --match-full-lines
; RUN: not %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %s \
; RUN:   | FileCheck %s --check-prefix=STRICT

	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.text
	.globl	callee_entry
	.type	callee_entry,@function
callee_entry:
	; wave barrier
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	;;#ASMSTART
; CHECK: {{.*}}callee-entry-wait.s:[[@LINE+1]]: callee_entry: wait_asyncmark(2): emitted vmcnt(0) | loosest safe none | ok
	; wait_asyncmark(2)
	;;#ASMEND
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	callee_entry, .Lfunc_end0-callee_entry

	.globl	callee_later
	.type	callee_later,@function
callee_later:
	s_mov_b32 s4, 0
	s_waitcnt vmcnt(0)
	;;#ASMSTART
; CHECK: {{.*}}callee-entry-wait.s:[[@LINE+1]]: warning: callee_later: wait_asyncmark(2): emitted vmcnt(0) | loosest safe none | over-strict
	; wait_asyncmark(2)
	;;#ASMEND
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	callee_later, .Lfunc_end1-callee_later

	.globl	kernel_entry
	.type	kernel_entry,@function
kernel_entry:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	;;#ASMSTART
; CHECK: {{.*}}callee-entry-wait.s:[[@LINE+1]]: warning: kernel_entry: wait_asyncmark(2): emitted vmcnt(0) | loosest safe none | over-strict
	; wait_asyncmark(2)
	;;#ASMEND
	s_endpgm
.Lfunc_end2:
	.size	kernel_entry, .Lfunc_end2-kernel_entry

	.rodata
	.p2align	6
	.amdhsa_kernel kernel_entry
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 4
	.end_amdhsa_kernel
; STRICT: error: callee_later: wait_asyncmark(2): emitted vmcnt(0)
; STRICT: error: kernel_entry: wait_asyncmark(2): emitted vmcnt(0)
