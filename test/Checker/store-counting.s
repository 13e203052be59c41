; `A M S At G W(0)` (At: atomic without return): on gfx9 the store and the
; atomic are counted in vmcnt, so three ops follow the DMA and vmcnt(3) is the
; loosest safe count (the emitted vmcnt(1) is over-strict, a failure only with
; --strict: a warning, an error with --strict). On gfx10 stores and atomics without return go to vscnt: only G
; counts, vmcnt(1) is the loosest safe count and vmcnt(2) is a violation.
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py %s \
; RUN:   | FileCheck %s --check-prefix=GFX9 --match-full-lines
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu=gfx942 %s \
; RUN:   | FileCheck %s --check-prefix=GFX9 --match-full-lines
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu=gfx1030 %s \
; RUN:   | FileCheck %s --check-prefix=GFX10 --match-full-lines
; RUN: not %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %s \
; RUN:   | FileCheck %s --check-prefix=STRICT
; RUN: sed -e 's/s_waitcnt vmcnt(1)$/s_waitcnt vmcnt(2)/' %s > %t.s
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu=gfx1010 %t.s \
; RUN:   | FileCheck %s --check-prefix=GFX10-BAD

	.text
	.globl	stores
	.type	stores,@function
stores:
	buffer_load_dword v0, s[0:3], 0 offen lds
	; asyncmark
	buffer_store_dword v1, off, s[0:3], 0
	buffer_atomic_add v1, off, s[0:3], 0
	buffer_load_dword v2, off, s[0:3], 0
	s_waitcnt vmcnt(1)
; GFX9:  {{.*}}.s:[[@LINE+4]]: warning: stores: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(3) | over-strict
; STRICT: {{.*}}.s:[[@LINE+3]]: error: stores: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(3) | over-strict
; GFX10: {{.*}}.s:[[@LINE+2]]: stores: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
; GFX10-BAD: {{.*}}.s:[[@LINE+1]]: error: stores: wait_asyncmark(0): emitted vmcnt(2) | loosest safe vmcnt(1) | VIOLATION
	; wait_asyncmark(0)
	ds_read_b32 v3, v4
	s_endpgm
.Lfunc_end0:
	.size	stores, .Lfunc_end0-stores
