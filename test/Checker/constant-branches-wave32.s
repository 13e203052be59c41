; Constant branches in wave32 (asm.constant_branch_cfg): gfx1250's
; SelectionDAG flow block writes the low half of VCC alone and tests VCCZ
; (`s_and_b32 vcc_lo, exec_lo, s3; s_cbranch_vccz`). In wave32 VCCZ is
; vcc_lo == 0, so s3 = 0 decides the branch; in wave64 a write of vcc_lo
; alone decides nothing (up to gfx9 it leaves VCCZ stale), and where the
; wave size is not known only what holds in both may be decided. The wave
; size is the kernel descriptor's (.amdhsa_wavefront_size32). Each function
; has the same arms: entry L1 M1; %else L2 M2 and s3 = 0 (s3 = -1 from the
; entry); %Flow branches to %join on VCCZ, else falls into %then, where
; the wait of a wait_asyncmark(1) emits nothing. That is right on every
; real path (from the entry only one mark is before it), and wrong on
; %else -> %Flow -> %then (L1 still pending), which no wave32 execution
; takes.
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s --explain \
; RUN:   | FileCheck %s --match-full-lines

	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text

; wave32 (the descriptor says so): from %else vcc_lo = EXEC & 0 = 0, so
; %Flow always jumps to %join; %else -> %Flow -> %then is dropped.
	.globl	wave32_flow
	.type	wave32_flow,@function
wave32_flow:
	s_load_b32 s1, s[4:5], 0x0
	s_mov_b32 s3, -1
	s_wait_kmcnt 0x0
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s1, 3
	s_cbranch_scc0 .LBB0_2
; %bb.1:                                ; %else
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_mov_b32 s3, 0
.LBB0_2:                                ; %Flow
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccz .LBB0_4
; %bb.3:                                ; %then
	;;#ASMSTART
; CHECK: {{.*}}constant-branches-wave32.s:[[@LINE+1]]: wave32_flow: wait_asyncmark(1): emitted none | loosest safe none | ok
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v2, v0
.LBB0_4:                                ; %join
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wave32_flow
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 6
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	wave32_flow, .Lfunc_end0-wave32_flow

; Negative: the same kernel in wave64. VCCZ is VCC == 0, and a write of
; vcc_lo alone may leave it stale: the branch goes both ways, and the
; path with L1 pending stays.
	.globl	wave64_flow
	.type	wave64_flow,@function
wave64_flow:
	s_load_b32 s1, s[4:5], 0x0
	s_mov_b32 s3, -1
	s_wait_kmcnt 0x0
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s1, 3
	s_cbranch_scc0 .LBB1_2
; %bb.1:                                ; %else
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_mov_b32 s3, 0
.LBB1_2:                                ; %Flow
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccz .LBB1_4
; %bb.3:                                ; %then
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches-wave32.s:[[@LINE+4]]: error: wave64_flow: wait_asyncmark(1): emitted none | loosest safe asynccnt(1) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches-wave32.s:{{[0-9]+}}: note: DMA may still be pending: global_load_async_to_lds_b32 v1, v0, s[0:1] (1 asynccnt-counted ops issued after it, in its stream: loads to LDS)
; CHECK-NEXT:   note: path: wave64_flow -> %bb.1 -> .LBB1_2 -> %bb.3
; CHECK-NEXT:   note: loosest count from path: wave64_flow -> %bb.1 -> .LBB1_2 -> %bb.3
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v2, v0
.LBB1_4:                                ; %join
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wave64_flow
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 6
		.amdhsa_wavefront_size32 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	wave64_flow, .Lfunc_end1-wave64_flow

; Negative: no kernel descriptor (a function that is no kernel): the wave
; size is not known, and neither is VCCZ after a write of vcc_lo alone.
	.globl	no_descriptor_flow
	.type	no_descriptor_flow,@function
no_descriptor_flow:
	s_load_b32 s1, s[4:5], 0x0
	s_mov_b32 s3, -1
	s_wait_kmcnt 0x0
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s1, 3
	s_cbranch_scc0 .LBB2_2
; %bb.1:                                ; %else
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_mov_b32 s3, 0
.LBB2_2:                                ; %Flow
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccz .LBB2_4
; %bb.3:                                ; %then
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches-wave32.s:[[@LINE+4]]: error: no_descriptor_flow: wait_asyncmark(1): emitted none | loosest safe asynccnt(1) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches-wave32.s:{{[0-9]+}}: note: DMA may still be pending: global_load_async_to_lds_b32 v1, v0, s[0:1] (1 asynccnt-counted ops issued after it, in its stream: loads to LDS)
; CHECK-NEXT:   note: path: no_descriptor_flow -> %bb.1 -> .LBB2_2 -> %bb.3
; CHECK-NEXT:   note: loosest count from path: no_descriptor_flow -> %bb.1 -> .LBB2_2 -> %bb.3
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v2, v0
.LBB2_4:                                ; %join
	s_endpgm
.Lfunc_end2:
	.size	no_descriptor_flow, .Lfunc_end2-no_descriptor_flow

; Negative: wave32, but %else sets s3 = 1: vcc_lo = EXEC & 1, and EXEC is
; never known, so neither is VCCZ.
	.globl	wave32_exec_dependent
	.type	wave32_exec_dependent,@function
wave32_exec_dependent:
	s_load_b32 s1, s[4:5], 0x0
	s_mov_b32 s3, -1
	s_wait_kmcnt 0x0
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_cmp_lg_u32 s1, 3
	s_cbranch_scc0 .LBB3_2
; %bb.1:                                ; %else
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_mov_b32 s3, 1
.LBB3_2:                                ; %Flow
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccz .LBB3_4
; %bb.3:                                ; %then
	;;#ASMSTART
; CHECK-NEXT: {{.*}}constant-branches-wave32.s:[[@LINE+4]]: error: wave32_exec_dependent: wait_asyncmark(1): emitted none | loosest safe asynccnt(1) | VIOLATION
; CHECK-NEXT: {{.*}}constant-branches-wave32.s:{{[0-9]+}}: note: DMA may still be pending: global_load_async_to_lds_b32 v1, v0, s[0:1] (1 asynccnt-counted ops issued after it, in its stream: loads to LDS)
; CHECK-NEXT:   note: path: wave32_exec_dependent -> %bb.1 -> .LBB3_2 -> %bb.3
; CHECK-NEXT:   note: loosest count from path: wave32_exec_dependent -> %bb.1 -> .LBB3_2 -> %bb.3
	; wait_asyncmark(1)
	;;#ASMEND
	ds_load_b32 v2, v0
.LBB3_4:                                ; %join
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wave32_exec_dependent
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 6
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
	.text
.Lfunc_end3:
	.size	wave32_exec_dependent, .Lfunc_end3-wave32_exec_dependent
