; A generic FLAT op issued after a DMA may complete out of order: the DMA is
; then only guaranteed complete by vmcnt(0), however many counted ops follow.
; `A M flat_load G W(0)`: vmcnt(1) is a violation, vmcnt(0) is the only safe
; count. A flat op issued before the DMA does not matter.
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s \
; RUN:   | FileCheck %s --match-full-lines

	.text
	.globl	flat_bad
	.type	flat_bad,@function
flat_bad:
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	flat_load_dword v1, v[4:5]
	global_load_dword v2, v0, s[0:1]
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK: {{.*}}flat.s:[[@LINE+3]]: error: flat_bad: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}flat.s:[[#@LINE-9]]: note: DMA may still be pending: global_load_lds_dword v0, s[0:1] (2 vmcnt-counted ops issued after it; flat op at line 17 issued after it, so only vmcnt(0) completes it)
; CHECK-NEXT:   note: path: flat_bad
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v3, v6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	flat_bad, .Lfunc_end0-flat_bad

	.globl	flat_ok
	.type	flat_ok,@function
flat_ok:
	flat_store_dword v[4:5], v1
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v2, v0, s[0:1]
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; The flat store before the DMA leaves the order alone: vmcnt(1).
; CHECK-NEXT: {{.*}}flat.s:[[@LINE+1]]: flat_ok: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v3, v6
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	flat_atomic_add v[4:5], v1
	global_load_dword v2, v0, s[0:1]
	s_waitcnt vmcnt(0)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}flat.s:[[@LINE+1]]: flat_ok: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(0) | ok
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v3, v6
	s_endpgm
.Lfunc_end1:
	.size	flat_ok, .Lfunc_end1-flat_ok

; A1 M flat A2 M G W(0): the second mark stands for A1 too, and A1 was
; pending when the flat op was issued, so only vmcnt(0) is safe even though
; A2 (issued after the flat op) would be complete with vmcnt(1).
	.globl	flat_then_dma
	.type	flat_then_dma,@function
flat_then_dma:
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	flat_load_dword v1, v[4:5]
	global_load_lds_dword v0, s[0:1] offset:256
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v2, v0, s[0:1]
	s_waitcnt vmcnt(1)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}flat.s:[[@LINE+3]]: error: flat_then_dma: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}flat.s:[[@LINE-13]]: note: DMA may still be pending: global_load_lds_dword v0, s[0:1] (3 vmcnt-counted ops issued after it; flat op at line [[@LINE-9]] issued after it, so only vmcnt(0) completes it)
; CHECK-NEXT:   note: path: flat_then_dma
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v3, v6
	s_endpgm
.Lfunc_end2:
	.size	flat_then_dma, .Lfunc_end2-flat_then_dma
