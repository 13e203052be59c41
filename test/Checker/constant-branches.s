; Constant branches (asm.constant_branch_cfg): for a uniform if/else,
; LLVM's structurizer leaves flow blocks whose branches test scalar
; constants, so build_cfg's CFG has edges no execution takes. The checker
; drops an edge only where the constants on every path into the branch
; decide it; a block reached with different constants is copied. Each
; function below has the same arms: entry D1 M1; %else D3 M3 and four
; stores; %then two stores, D2 M2, a store; %join W(1) after vmcnt(4),
; W(0) after vmcnt(1). W(0) is right on every real path; a path that
; skips both arms (only D1, nothing after it) needs vmcnt(0). The first
; two functions are the structurizer's shapes (ok); in the others the
; branch's constant is not known, the path stays, and so does the
; violation.
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s --explain \
; RUN:   | FileCheck %s --match-full-lines

	.text

; GlobalISel's uniform if/else (test/Waits/join-flow-edges.ll): s3 is 1 on
; the edge entry -> %Flow and 0 on %else -> %Flow, so %Flow falls into
; %then from the entry and jumps to %join from %else. entry -> %Flow ->
; %join (only the first DMA, nothing after it) is no execution's path:
; without it W(0) needs vmcnt(1), on %then's path.
	.globl	gisel_flow
	.type	gisel_flow,@function
gisel_flow:
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s3, s[4:5], 0x18
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, s2
	global_load_lds_dword v2, s[6:7]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s3, 0
	s_mov_b32 s3, 1
	s_cbranch_scc0 .LBB0_2
; %bb.1:                                ; %else
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_store_dword v2, v3, s[0:1] offset:512
	global_store_dword v2, v3, s[0:1] offset:768
	s_mov_b32 s3, 0
.LBB0_2:                                ; %Flow
	s_xor_b32 s3, s3, 1
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB0_4
; %bb.3:                                ; %then
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1] offset:512
.LBB0_4:                                ; %join
	s_waitcnt vmcnt(4)
	;;#ASMSTART
; CHECK: {{.*}}constant-branches.s:[[@LINE+2]]: gisel_flow: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT:   note: loosest count from path: gisel_flow -> .LBB0_2 -> %bb.3 -> .LBB0_4
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+2]]: gisel_flow: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
; CHECK-NEXT:   note: loosest count from path: gisel_flow -> .LBB0_2 -> %bb.3 -> .LBB0_4
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	s_endpgm
.Lfunc_end0:
	.size	gisel_flow, .Lfunc_end0-gisel_flow


; SelectionDAG's flow block before it is folded: VCC = EXEC & ~-1 is 0
; whatever EXEC is, so s_cbranch_vccz is always taken and the s_branch to
; %join never is. %else -> %then stays (VCC = EXEC there: EXEC may be 0).
	.globl	dag_flow
	.type	dag_flow,@function
dag_flow:
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s3, s[4:5], 0x18
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, s2
	global_load_lds_dword v2, s[6:7]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB1_2
; %bb.1:                                ; %Flow
	s_mov_b64 s[2:3], -1
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB1_3
	s_branch .LBB1_4
.LBB1_2:                                ; %else
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_store_dword v2, v3, s[0:1] offset:512
	global_store_dword v2, v3, s[0:1] offset:768
	s_and_b64 vcc, exec, -1
	s_cbranch_vccnz .LBB1_4
.LBB1_3:                                ; %then
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1] offset:512
.LBB1_4:                                ; %join
	s_waitcnt vmcnt(4)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+2]]: dag_flow: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT:   note: loosest count from path: dag_flow -> %bb.1 -> .LBB1_3 -> .LBB1_4
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+2]]: dag_flow: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
; CHECK-NEXT:   note: loosest count from path: dag_flow -> .LBB1_2 -> .LBB1_3 -> .LBB1_4
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	s_endpgm
.Lfunc_end1:
	.size	dag_flow, .Lfunc_end1-dag_flow


; Negative: s[2:3] = 0 makes VCC = EXEC, which may be 0: both edges stay,
; and so does the violating path through the s_branch.
	.globl	exec_dependent
	.type	exec_dependent,@function
exec_dependent:
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s3, s[4:5], 0x18
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, s2
	global_load_lds_dword v2, s[6:7]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB2_2
; %bb.1:                                ; %Flow
	s_mov_b64 s[2:3], 0
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB2_3
	s_branch .LBB2_4
.LBB2_2:                                ; %else
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_store_dword v2, v3, s[0:1] offset:512
	global_store_dword v2, v3, s[0:1] offset:768
	s_and_b64 vcc, exec, -1
	s_cbranch_vccnz .LBB2_4
.LBB2_3:                                ; %then
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1] offset:512
.LBB2_4:                                ; %join
	s_waitcnt vmcnt(4)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+2]]: exec_dependent: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT:   note: loosest count from path: exec_dependent -> %bb.1 -> .LBB2_3 -> .LBB2_4
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+4]]: error: exec_dependent: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches.s:{{[0-9]+}}: note: DMA may still be pending: global_load_lds_dword v2, s[6:7] (0 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: exec_dependent -> %bb.1 -> <line {{[0-9]+}}> -> .LBB2_4
; CHECK-NEXT:   note: loosest count from path: exec_dependent -> %bb.1 -> <line {{[0-9]+}}> -> .LBB2_4
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	s_endpgm
.Lfunc_end2:
	.size	exec_dependent, .Lfunc_end2-exec_dependent


; Negative: s3 is written again (v_readfirstlane) between its s_mov and the
; branch: %Flow goes both ways from the entry.
	.globl	readfirstlane_clobber
	.type	readfirstlane_clobber,@function
readfirstlane_clobber:
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s3, s[4:5], 0x18
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, s2
	global_load_lds_dword v2, s[6:7]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s3, 0
	s_mov_b32 s3, 1
	v_readfirstlane_b32 s3, v0
	s_cbranch_scc0 .LBB3_2
; %bb.1:                                ; %else
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_store_dword v2, v3, s[0:1] offset:512
	global_store_dword v2, v3, s[0:1] offset:768
	s_mov_b32 s3, 0
.LBB3_2:                                ; %Flow
	s_xor_b32 s3, s3, 1
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB3_4
; %bb.3:                                ; %then
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1] offset:512
.LBB3_4:                                ; %join
	s_waitcnt vmcnt(4)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+2]]: readfirstlane_clobber: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT:   note: loosest count from path: readfirstlane_clobber -> .LBB3_2 -> %bb.3 -> .LBB3_4
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+4]]: error: readfirstlane_clobber: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches.s:{{[0-9]+}}: note: DMA may still be pending: global_load_lds_dword v2, s[6:7] (0 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: readfirstlane_clobber -> .LBB3_2 -> .LBB3_4
; CHECK-NEXT:   note: loosest count from path: readfirstlane_clobber -> .LBB3_2 -> .LBB3_4
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	s_endpgm
.Lfunc_end3:
	.size	readfirstlane_clobber, .Lfunc_end3-readfirstlane_clobber


; Negative: the same with a scalar load into s3.
	.globl	sload_clobber
	.type	sload_clobber,@function
sload_clobber:
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s3, s[4:5], 0x18
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, s2
	global_load_lds_dword v2, s[6:7]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s3, 0
	s_mov_b32 s3, 1
	s_load_dword s3, s[4:5], 0x18
	s_waitcnt lgkmcnt(0)
	s_cbranch_scc0 .LBB4_2
; %bb.1:                                ; %else
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_store_dword v2, v3, s[0:1] offset:512
	global_store_dword v2, v3, s[0:1] offset:768
	s_mov_b32 s3, 0
.LBB4_2:                                ; %Flow
	s_xor_b32 s3, s3, 1
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB4_4
; %bb.3:                                ; %then
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1] offset:512
.LBB4_4:                                ; %join
	s_waitcnt vmcnt(4)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+2]]: sload_clobber: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT:   note: loosest count from path: sload_clobber -> .LBB4_2 -> %bb.3 -> .LBB4_4
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+4]]: error: sload_clobber: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches.s:{{[0-9]+}}: note: DMA may still be pending: global_load_lds_dword v2, s[6:7] (0 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: sload_clobber -> .LBB4_2 -> .LBB4_4
; CHECK-NEXT:   note: loosest count from path: sload_clobber -> .LBB4_2 -> .LBB4_4
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	s_endpgm
.Lfunc_end4:
	.size	sload_clobber, .Lfunc_end4-sload_clobber


; Negative: s3 is set while a scalar load into it is in flight; the load
; may land after the s_mov (before the lgkmcnt(0) wait), so s3 is unknown.
	.globl	sload_in_flight
	.type	sload_in_flight,@function
sload_in_flight:
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, s2
	global_load_lds_dword v2, s[6:7]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_load_dword s3, s[4:5], 0x18
	s_mov_b32 s3, 1
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc0 .LBB5_2
; %bb.1:                                ; %else
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_store_dword v2, v3, s[0:1] offset:512
	global_store_dword v2, v3, s[0:1] offset:768
	s_mov_b32 s3, 0
.LBB5_2:                                ; %Flow
	s_xor_b32 s3, s3, 1
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB5_4
; %bb.3:                                ; %then
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1] offset:512
.LBB5_4:                                ; %join
	s_waitcnt vmcnt(4)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+2]]: sload_in_flight: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT:   note: loosest count from path: sload_in_flight -> .LBB5_2 -> %bb.3 -> .LBB5_4
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+4]]: error: sload_in_flight: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches.s:{{[0-9]+}}: note: DMA may still be pending: global_load_lds_dword v2, s[6:7] (0 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: sload_in_flight -> .LBB5_2 -> .LBB5_4
; CHECK-NEXT:   note: loosest count from path: sload_in_flight -> .LBB5_2 -> .LBB5_4
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	s_endpgm
.Lfunc_end5:
	.size	sload_in_flight, .Lfunc_end5-sload_in_flight


; Negative: one half of the 64-bit s[2:3] is written again: the pair is not
; known, nor is VCC.
	.globl	pair_half_clobbered
	.type	pair_half_clobbered,@function
pair_half_clobbered:
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s3, s[4:5], 0x18
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, s2
	global_load_lds_dword v2, s[6:7]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB6_2
; %bb.1:                                ; %Flow
	s_mov_b64 s[2:3], -1
	v_readfirstlane_b32 s3, v0
	s_andn2_b64 vcc, exec, s[2:3]
	s_cbranch_vccz .LBB6_3
	s_branch .LBB6_4
.LBB6_2:                                ; %else
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_store_dword v2, v3, s[0:1] offset:512
	global_store_dword v2, v3, s[0:1] offset:768
	s_and_b64 vcc, exec, -1
	s_cbranch_vccnz .LBB6_4
.LBB6_3:                                ; %then
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1] offset:512
.LBB6_4:                                ; %join
	s_waitcnt vmcnt(4)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+2]]: pair_half_clobbered: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT:   note: loosest count from path: pair_half_clobbered -> %bb.1 -> .LBB6_3 -> .LBB6_4
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+4]]: error: pair_half_clobbered: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches.s:{{[0-9]+}}: note: DMA may still be pending: global_load_lds_dword v2, s[6:7] (0 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: pair_half_clobbered -> %bb.1 -> <line {{[0-9]+}}> -> .LBB6_4
; CHECK-NEXT:   note: loosest count from path: pair_half_clobbered -> %bb.1 -> <line {{[0-9]+}}> -> .LBB6_4
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	s_endpgm
.Lfunc_end6:
	.size	pair_half_clobbered, .Lfunc_end6-pair_half_clobbered


; Negative: inline assembly with code in it (not a marker's empty region)
; between the s_mov and the branch: nothing is known after it.
	.globl	inline_asm_between
	.type	inline_asm_between,@function
inline_asm_between:
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s3, s[4:5], 0x18
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, s2
	global_load_lds_dword v2, s[6:7]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s3, 0
	s_mov_b32 s3, 1
	;;#ASMSTART
	s_nop 0
	;;#ASMEND
	s_cbranch_scc0 .LBB7_2
; %bb.1:                                ; %else
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_store_dword v2, v3, s[0:1] offset:512
	global_store_dword v2, v3, s[0:1] offset:768
	s_mov_b32 s3, 0
.LBB7_2:                                ; %Flow
	s_xor_b32 s3, s3, 1
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB7_4
; %bb.3:                                ; %then
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1] offset:512
.LBB7_4:                                ; %join
	s_waitcnt vmcnt(4)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+2]]: inline_asm_between: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT:   note: loosest count from path: inline_asm_between -> .LBB7_2 -> %bb.3 -> .LBB7_4
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+4]]: error: inline_asm_between: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches.s:{{[0-9]+}}: note: DMA may still be pending: global_load_lds_dword v2, s[6:7] (0 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: inline_asm_between -> .LBB7_2 -> .LBB7_4
; CHECK-NEXT:   note: loosest count from path: inline_asm_between -> .LBB7_2 -> .LBB7_4
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	s_endpgm
.Lfunc_end7:
	.size	inline_asm_between, .Lfunc_end7-inline_asm_between

; Negative: s3 is set (to 1) on one of %Flow's two incoming paths only; on
; the other it is the kernel argument. From %set, %Flow always jumps to
; %join (D1 has two loads after it: vmcnt(2) would do); from %else it may
; go either way, and %else -> %Flow -> %join (D1, nothing after it) needs
; vmcnt(0).
	.globl	one_path_only
	.type	one_path_only,@function
one_path_only:
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s3, s[4:5], 0x18
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, s2
	global_load_lds_dword v2, s[6:7]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc0 .LBB8_5
; %bb.1:                                ; %set
	s_mov_b32 s3, 1
	global_load_dword v4, v2, s[0:1]
	global_load_dword v5, v2, s[0:1] offset:4
.LBB8_2:                                ; %Flow
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB8_4
; %bb.3:                                ; %then
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v4, v2, s[0:1]
.LBB8_4:                                ; %join
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+4]]: error: one_path_only: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches.s:{{[0-9]+}}: note: DMA may still be pending: global_load_lds_dword v2, s[6:7] (0 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: one_path_only -> .LBB8_5 -> .LBB8_2 -> .LBB8_4
; CHECK-NEXT:   note: loosest count from path: one_path_only -> .LBB8_5 -> .LBB8_2 -> .LBB8_4
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_endpgm
.LBB8_5:                                ; %else
	v_mov_b32_e32 v3, 0
	s_branch .LBB8_2
.Lfunc_end8:
	.size	one_path_only, .Lfunc_end8-one_path_only

; A marker in a block that is copied: %Flow from the entry (s3 = 1: two
; loads after D1, W(0) needs vmcnt(2)) and from %else (s3 = 0: nothing
; after D3, vmcnt(0)). The marker's result is the combination over both
; copies: the loosest safe count is the smaller, and the copy reached from
; %else violates.
	.globl	copied_wait
	.type	copied_wait,@function
copied_wait:
	s_load_dwordx2 s[6:7], s[4:5], 0x0
	s_load_dword s2, s[4:5], 0x8
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s3, s[4:5], 0x18
	v_lshlrev_b32_e32 v2, 2, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b32 m0, s2
	global_load_lds_dword v2, s[6:7]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v4, v2, s[0:1]
	global_load_dword v5, v2, s[0:1] offset:4
	s_cmp_lg_u32 s3, 0
	s_mov_b32 s3, 1
	s_cbranch_scc0 .LBB9_2
; %bb.1:                                ; %else
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_mov_b32 s3, 0
.LBB9_2:                                ; %Flow
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches.s:[[@LINE+4]]: error: copied_wait: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches.s:{{[0-9]+}}: note: DMA may still be pending: global_load_lds_dword v[0:1], off (0 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: copied_wait -> %bb.1 -> .LBB9_2
; CHECK-NEXT:   note: loosest count from path: copied_wait -> %bb.1 -> .LBB9_2
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_xor_b32 s3, s3, 1
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB9_4
; %bb.3:                                ; %then
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
.LBB9_4:                                ; %join
	s_endpgm
.Lfunc_end9:
	.size	copied_wait, .Lfunc_end9-copied_wait
