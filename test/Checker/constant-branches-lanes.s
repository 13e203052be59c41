; Constant branches through VGPR lanes (asm.constant_branch_cfg,
; asm.lane_reading): at -O0 the structurizer's flow constant is spilled to
; a lane of v20 (`v_writelane_b32 v20, s0, 23`), v20 is copied to a8 and
; back with every lane active (`s_mov_b64 exec, -1` or
; `s_or_saveexec_b64 s[24:25], -1` around the v_accvgpr copy), and the
; flow block reads the lane back (`v_readlane_b32`). Each function has the
; arms of constant-branches.s (entry D1 M1; %else D3 M3 and four stores;
; %then two stores, D2 M2, a store; %join W(1) after vmcnt(4), W(0) after
; vmcnt(1)): W(0) is right on every real path, and a path that skips both
; arms needs vmcnt(0). The flag is 1 on the edge entry -> %Flow and 0 on
; %else -> %Flow. A lane is followed only in a kernel (a descriptor) whose
; text shows every write of the register; otherwise the path stays, and
; so does the violation.
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s --explain \
; RUN:   | FileCheck %s --match-full-lines

	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text

; A kernel: the flag goes through lane 23 of v20 and a8 exactly, so %Flow
; falls into %then from the entry and jumps to %join from %else.
	.globl	lane_flow
	.type	lane_flow,@function
lane_flow:
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
	s_mov_b32 s8, 1
	v_writelane_b32 v20, s8, 23
	s_mov_b64 s[24:25], exec
	s_mov_b64 exec, -1
	v_accvgpr_write_b32 a8, v20
	s_mov_b64 exec, s[24:25]
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
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v20, a8
	s_mov_b64 exec, s[24:25]
	s_mov_b32 s8, 0
	v_writelane_b32 v20, s8, 23
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a8, v20
	s_mov_b64 exec, s[24:25]
.LBB0_2:                                ; %Flow
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v20, a8
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s8, v20, 23
	s_xor_b32 s8, s8, 1
	s_cmp_lg_u32 s8, 0
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
; CHECK: {{.*}}constant-branches-lanes.s:[[@LINE+2]]: lane_flow: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT:   note: loosest count from path: lane_flow -> .LBB0_2 -> %bb.3 -> .LBB0_4
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches-lanes.s:[[@LINE+2]]: lane_flow: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
; CHECK-NEXT:   note: loosest count from path: lane_flow -> .LBB0_2 -> %bb.3 -> .LBB0_4
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lane_flow
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 24
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	lane_flow, .Lfunc_end0-lane_flow

; Negative: no kernel descriptor. A caller may have left a load into v20
; in flight, which may land after the v_writelane.
	.globl	lane_flow_not_kernel
	.type	lane_flow_not_kernel,@function
lane_flow_not_kernel:
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
	s_mov_b32 s8, 1
	v_writelane_b32 v20, s8, 23
	s_mov_b64 s[24:25], exec
	s_mov_b64 exec, -1
	v_accvgpr_write_b32 a8, v20
	s_mov_b64 exec, s[24:25]
	s_cbranch_scc0 .LBB1_2
; %bb.1:                                ; %else
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_store_dword v2, v3, s[0:1] offset:512
	global_store_dword v2, v3, s[0:1] offset:768
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v20, a8
	s_mov_b64 exec, s[24:25]
	s_mov_b32 s8, 0
	v_writelane_b32 v20, s8, 23
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a8, v20
	s_mov_b64 exec, s[24:25]
.LBB1_2:                                ; %Flow
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v20, a8
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s8, v20, 23
	s_xor_b32 s8, s8, 1
	s_cmp_lg_u32 s8, 0
	s_cbranch_scc1 .LBB1_4
; %bb.3:                                ; %then
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
; CHECK-NEXT: {{.*}}constant-branches-lanes.s:[[@LINE+2]]: lane_flow_not_kernel: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT:   note: loosest count from path: lane_flow_not_kernel -> .LBB1_2 -> %bb.3 -> .LBB1_4
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches-lanes.s:[[@LINE+4]]: error: lane_flow_not_kernel: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches-lanes.s:{{[0-9]+}}: note: DMA may still be pending: global_load_lds_dword v2, s[6:7] (0 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: lane_flow_not_kernel -> .LBB1_2 -> .LBB1_4
; CHECK-NEXT:   note: loosest count from path: lane_flow_not_kernel -> .LBB1_2 -> .LBB1_4
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	s_endpgm
.Lfunc_end1:
	.size	lane_flow_not_kernel, .Lfunc_end1-lane_flow_not_kernel

; Negative: the entry copies v20 to a8 with EXEC as it is (not all ones):
; lane 23 of a8 may keep its old value.
	.globl	lane_flow_exec_unknown
	.type	lane_flow_exec_unknown,@function
lane_flow_exec_unknown:
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
	s_mov_b32 s8, 1
	v_writelane_b32 v20, s8, 23
	s_mov_b64 s[24:25], exec
	v_accvgpr_write_b32 a8, v20
	s_mov_b64 exec, s[24:25]
	s_cbranch_scc0 .LBB2_2
; %bb.1:                                ; %else
	global_load_lds_dword v[0:1], off
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_store_dword v2, v3, s[0:1]
	global_store_dword v2, v3, s[0:1] offset:256
	global_store_dword v2, v3, s[0:1] offset:512
	global_store_dword v2, v3, s[0:1] offset:768
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v20, a8
	s_mov_b64 exec, s[24:25]
	s_mov_b32 s8, 0
	v_writelane_b32 v20, s8, 23
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a8, v20
	s_mov_b64 exec, s[24:25]
.LBB2_2:                                ; %Flow
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v20, a8
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s8, v20, 23
	s_xor_b32 s8, s8, 1
	s_cmp_lg_u32 s8, 0
	s_cbranch_scc1 .LBB2_4
; %bb.3:                                ; %then
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
; CHECK-NEXT: {{.*}}constant-branches-lanes.s:[[@LINE+2]]: lane_flow_exec_unknown: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT:   note: loosest count from path: lane_flow_exec_unknown -> .LBB2_2 -> %bb.3 -> .LBB2_4
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches-lanes.s:[[@LINE+4]]: error: lane_flow_exec_unknown: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches-lanes.s:{{[0-9]+}}: note: DMA may still be pending: global_load_lds_dword v2, s[6:7] (0 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: lane_flow_exec_unknown -> .LBB2_2 -> .LBB2_4
; CHECK-NEXT:   note: loosest count from path: lane_flow_exec_unknown -> .LBB2_2 -> .LBB2_4
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lane_flow_exec_unknown
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 24
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	lane_flow_exec_unknown, .Lfunc_end2-lane_flow_exec_unknown

; Negative: a load writes v20 (at the end; its value lands later, so v20's
; lanes are not followed anywhere in the function).
	.globl	lane_flow_loaded
	.type	lane_flow_loaded,@function
lane_flow_loaded:
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
	s_mov_b32 s8, 1
	v_writelane_b32 v20, s8, 23
	s_mov_b64 s[24:25], exec
	s_mov_b64 exec, -1
	v_accvgpr_write_b32 a8, v20
	s_mov_b64 exec, s[24:25]
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
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v20, a8
	s_mov_b64 exec, s[24:25]
	s_mov_b32 s8, 0
	v_writelane_b32 v20, s8, 23
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a8, v20
	s_mov_b64 exec, s[24:25]
.LBB3_2:                                ; %Flow
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v20, a8
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s8, v20, 23
	s_xor_b32 s8, s8, 1
	s_cmp_lg_u32 s8, 0
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
; CHECK-NEXT: {{.*}}constant-branches-lanes.s:[[@LINE+2]]: lane_flow_loaded: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(4) | ok
; CHECK-NEXT:   note: loosest count from path: lane_flow_loaded -> .LBB3_2 -> %bb.3 -> .LBB3_4
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v1, v0
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches-lanes.s:[[@LINE+4]]: error: lane_flow_loaded: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches-lanes.s:{{[0-9]+}}: note: DMA may still be pending: global_load_lds_dword v2, s[6:7] (0 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: lane_flow_loaded -> .LBB3_2 -> .LBB3_4
; CHECK-NEXT:   note: loosest count from path: lane_flow_loaded -> .LBB3_2 -> .LBB3_4
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v0, v0 offset:256
	ds_read_b32 v20, v0 offset:512
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lane_flow_loaded
		.amdhsa_next_free_vgpr 21
		.amdhsa_next_free_sgpr 26
		.amdhsa_accum_offset 24
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	lane_flow_loaded, .Lfunc_end3-lane_flow_loaded
