; Upstream LLVM 23 style: the markers are bare comment lines (no inline asm
; block) and the s_waitcnt comes right after the `; wait_asyncmark(N)`
; comment, before the next real instruction. Combined operands
; (`vmcnt(3) lgkmcnt(0)`, `vmcnt(1) & lgkmcnt(0)`) and raw immediates
; (gfx9 layout: vmcnt = imm[3:0] | imm[15:14] << 4) are decoded.
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s \
; RUN:   | FileCheck %s --match-full-lines

	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.text
	.globl	interleaved_buffer_and_dma
	.p2align	8
	.type	interleaved_buffer_and_dma,@function
interleaved_buffer_and_dma:
	buffer_load_dword v1, off, s[0:3], 0
	buffer_load_dword v2, off, s[0:3], 0 offset:4
	s_mov_b32 m0, s4
	s_nop 0
	buffer_load_dword v0, s[0:3], 0 offen offset:84 lds
	; asyncmark
	buffer_load_dword v3, off, s[0:3], 0 offset:8
	buffer_load_dword v0, s[0:3], 0 offen offset:88 lds
	buffer_load_dword v4, off, s[0:3], 0 offset:12
	; asyncmark
; CHECK: {{.*}}upstream-style.s:[[@LINE+1]]: interleaved_buffer_and_dma: wait_asyncmark(1): emitted vmcnt(3) | loosest safe vmcnt(3) | ok
	; wait_asyncmark(1)
	s_waitcnt vmcnt(3) lgkmcnt(0)
	ds_read_b32 v5, v6
; CHECK-NEXT: {{.*}}upstream-style.s:[[@LINE+1]]: interleaved_buffer_and_dma: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
	; wait_asyncmark(0)
	s_waitcnt 0x3f71
	ds_read_b32 v7, v6 offset:4
	s_waitcnt vmcnt(0) & lgkmcnt(0)
	buffer_store_dword v7, off, s[0:3], 0
	s_endpgm
.Lfunc_end0:
	.size	interleaved_buffer_and_dma, .Lfunc_end0-interleaved_buffer_and_dma

; A fence-style vmcnt(0) before the mark completes everything: the later
; W(1) emits nothing (upstream acceptance case "fence before the first mark").
; `s_waitcnt 0` is vmcnt(0) expcnt(0) lgkmcnt(0); 0xc07f has vmcnt 63, which
; never waits.
	.globl	fence_first
	.type	fence_first,@function
fence_first:
	buffer_load_dword v1, off, s[0:3], 0
	buffer_load_dword v0, s[0:3], 0 offen lds
	s_waitcnt 0
	; asyncmark
	buffer_load_dword v3, off, s[0:3], 0 offset:8
	buffer_load_dword v0, s[0:3], 0 offen offset:88 lds
	buffer_load_dword v4, off, s[0:3], 0 offset:12
	; asyncmark
; CHECK-NEXT: {{.*}}upstream-style.s:[[@LINE+1]]: fence_first: wait_asyncmark(1): emitted none | loosest safe none | ok
	; wait_asyncmark(1)
	s_waitcnt 0xc07f
	ds_read_b32 v5, v6
; CHECK-NEXT: {{.*}}upstream-style.s:[[@LINE+1]]: fence_first: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
	; wait_asyncmark(0)
	s_waitcnt vmcnt(1)
	ds_read_b32 v7, v6 offset:4
	s_endpgm
.Lfunc_end1:
	.size	fence_first, .Lfunc_end1-fence_first

; Hand-written function without .type: a label followed by code. A label
; that a branch targets stays a block of the function.
plain:
	buffer_load_dword v0, s[0:3], 0 offen lds
	; asyncmark
loop:
	buffer_load_dword v0, s[0:3], 0 offen offset:4 lds
	; asyncmark
; CHECK-NEXT: {{.*}}upstream-style.s:[[@LINE+1]]: plain: wait_asyncmark(1): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
	; wait_asyncmark(1)
	s_waitcnt vmcnt(1)
	ds_read_b32 v7, v6
	s_cbranch_scc1 loop
	s_waitcnt vmcnt(0)
	s_endpgm
