; The issue's case with each wait one too large: vmcnt(4) where three ops
; follow the DMA of the targeted mark, vmcnt(2) where one follows. Both are
; violations; the note names the DMA that may still be pending.
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s \
; RUN:   | FileCheck %s --match-full-lines
; RUN: not %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s --summary 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SUM

	.text
	.globl	too_large
	.type	too_large,@function
too_large:
	global_load_dword v1, v0, s[0:1]
	global_load_dword v2, v0, s[0:1] offset:256
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v3, v0, s[0:1] offset:512
	global_load_lds_dword v0, s[0:1] offset:4
	global_load_dword v4, v0, s[0:1] offset:768
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	s_waitcnt vmcnt(4)
	;;#ASMSTART
; CHECK: {{.*}}wait-too-large.s:[[@LINE+2]]: error: too_large: wait_asyncmark(1): emitted vmcnt(4) | loosest safe vmcnt(3) | VIOLATION
; CHECK-NEXT: {{.*}}wait-too-large.s:[[#@LINE-13]]: note: DMA may still be pending: global_load_lds_dword v0, s[0:1] (3 vmcnt-counted ops issued after it)
	; wait_asyncmark(1)
	;;#ASMEND
; CHECK-NEXT:   note: path: too_large
	ds_read_b32 v5, v6
	s_waitcnt vmcnt(2)
	;;#ASMSTART
; CHECK-NEXT: {{.*}}wait-too-large.s:[[@LINE+2]]: error: too_large: wait_asyncmark(0): emitted vmcnt(2) | loosest safe vmcnt(1) | VIOLATION
; CHECK-NEXT: {{.*}}wait-too-large.s:[[#@LINE-16]]: note: DMA may still be pending: global_load_lds_dword v0, s[0:1] offset:4 (1 vmcnt-counted ops issued after it)
	; wait_asyncmark(0)
	;;#ASMEND
; CHECK-NEXT:   note: path: too_large
	ds_read_b32 v7, v6 offset:1024
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	too_large, .Lfunc_end0-too_large
; SUM: summary: 2 functions, 4 marks, 4 waits: 1 ok, 0 over-strict, 3 violations

; A wait_asyncmark consumes the older marks even when it is violated: after
; `A1 M W(0)` (no wait: violation), `A2 M W(1)` sees one mark and needs
; nothing.
	.globl	consumed
	.type	consumed,@function
consumed:
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
; CHECK-NEXT: {{.*}}wait-too-large.s:[[@LINE+3]]: error: consumed: wait_asyncmark(0): emitted none | loosest safe vmcnt(0) | VIOLATION
; CHECK-NEXT: {{.*}}wait-too-large.s:[[@LINE-6]]: note: DMA may still be pending: global_load_lds_dword v0, s[0:1] (0 vmcnt-counted ops issued after it)
; CHECK-NEXT:   note: path: consumed
	; wait_asyncmark(0)
	;;#ASMEND
	ds_read_b32 v5, v6
	global_load_lds_dword v0, s[0:1] offset:4
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	;;#ASMSTART
; CHECK-NEXT: {{.*}}wait-too-large.s:[[@LINE+1]]: consumed: wait_asyncmark(1): emitted none | loosest safe none | ok
	; wait_asyncmark(1)
	;;#ASMEND
	ds_read_b32 v7, v6 offset:4
	s_endpgm
.Lfunc_end1:
	.size	consumed, .Lfunc_end1-consumed
