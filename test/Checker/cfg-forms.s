; CFG forms of real llc output: LLVM's long branch (s_getpc_b64, s_add_u32
; with (.LBBx-.Lpost_getpc)...; s_setpc_b64) is a jump to .LBBx, not a
; return; a label no branch targets (.Ltmp*, .Lpost_getpc*) does not split
; a block, so the wait point of a marker extends across it; s_setpc_b64
; s[30:31] is a return.
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s --explain \
; RUN:   | FileCheck %s --match-full-lines

	.text
	.globl	long_branch
	.type	long_branch,@function
long_branch:
	s_load_dword s2, s[4:5], 0x0
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_lds_dword v0, s[0:1] offset:4
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc0 .LBB0_1
; %bb.3:
	s_getpc_b64 s[6:7]
.Lpost_getpc0:
	s_add_u32 s6, s6, (.LBB0_2-.Lpost_getpc0)&4294967295
	s_addc_u32 s7, s7, (.LBB0_2-.Lpost_getpc0)>>32
	s_setpc_b64 s[6:7]
.LBB0_1:
	global_load_dword v1, v0, s[0:1]
	global_load_dword v2, v0, s[0:1] offset:4
.LBB0_2:
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; Through the long branch only the second DMA follows the first.
; CHECK:      {{.*}}cfg-forms.s:[[@LINE+2]]: long_branch: wait_asyncmark(1): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
; CHECK-NEXT:   note: loosest count from path: long_branch -> %bb.3 -> .LBB0_2
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v3, v4
	s_endpgm
.Lfunc_end0:
	.size	long_branch, .Lfunc_end0-long_branch

	.globl	tmp_label
	.type	tmp_label,@function
tmp_label:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	buffer_load_dword v0, s[0:3], 0 offen lds
	; asyncmark
	global_load_dword v1, v0, s[0:1]
; CHECK-NEXT: {{.*}}cfg-forms.s:[[@LINE+1]]: tmp_label: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
	; wait_asyncmark(0)
.Ltmp0:
	s_waitcnt vmcnt(1)
	ds_read_b32 v3, v4
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	tmp_label, .Lfunc_end1-tmp_label
