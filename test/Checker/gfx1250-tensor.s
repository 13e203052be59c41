; gfx1250 tensor transfers in asyncmark groups (upstream counts them): a
; tensor load to LDS (tensor_load_to_lds) or store from LDS
; (tensor_store_from_lds) is a member of its mark's group, counted on its
; own counter, TENSORcnt, and waited by `s_wait_tensorcnt k`, which
; completes every tensor op with at least k tensor ops issued after it (they
; complete in order among themselves). So wait_asyncmark(N) needs the
; targeted group's async transfers complete (s_wait_asynccnt) and its
; tensor ops complete (s_wait_tensorcnt), each counter on its own; the
; report shows the tensorcnt part when a wait or a need has one.
;
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py --summary %s \
; RUN:   | FileCheck %s --match-full-lines
;
; CHECK:note: every asynccnt transfer is a member of its mark's group; loads to LDS and stores from LDS each complete in order, in no known order between the two; tensor ops are members too, on tensorcnt, in order among themselves

	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text

; T A M W(0) with both waits: ok.
	.type	both_waits,@function
both_waits:
	tensor_load_to_lds s[8:11], s[16:23], s[12:15], s[12:15]
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_wait_tensorcnt 0x0
	s_wait_asynccnt 0x0
	; asyncmark
; CHECK-NEXT:{{.*}}gfx1250-tensor.s:[[@LINE+1]]: both_waits: wait_asyncmark(0): emitted asynccnt(0), tensorcnt(0) | loosest safe asynccnt(0), tensorcnt(0) | ok
	; wait_asyncmark(0)
	s_endpgm
.Lfunc_end0:

; The same without s_wait_tensorcnt: the tensor load may still be pending.
	.type	no_tensor_wait,@function
no_tensor_wait:
	tensor_load_to_lds s[8:11], s[16:23], s[12:15], s[12:15]
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	s_wait_asynccnt 0x0
	; asyncmark
; CHECK-NEXT:{{.*}}gfx1250-tensor.s:[[@LINE+3]]: error: no_tensor_wait: wait_asyncmark(0): emitted asynccnt(0), no tensorcnt | loosest safe asynccnt(0), tensorcnt(0) | VIOLATION
; CHECK-NEXT:{{.*}}gfx1250-tensor.s:[[@LINE-5]]: note: DMA may still be pending: tensor_load_to_lds s[8:11], s[16:23], s[12:15], s[12:15] (0 tensorcnt-counted ops issued after it, in its stream: tensor ops)
; CHECK-NEXT:  note: path: no_tensor_wait
	; wait_asyncmark(0)
	s_endpgm
.Lfunc_end1:

; T M A M W(1): the targeted group is the tensor load alone: tensorcnt 0
; is needed; it has no async transfer, so asynccnt 1 waits for more than
; it needs (over-strict, not a violation).
	.type	tensor_then_async,@function
tensor_then_async:
	tensor_load_to_lds s[8:11], s[16:23], s[12:15], s[12:15]
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	; asyncmark
	s_wait_tensorcnt 0x0
	s_wait_asynccnt 0x1
; CHECK-NEXT:{{.*}}gfx1250-tensor.s:[[@LINE+1]]: warning: tensor_then_async: wait_asyncmark(1): emitted asynccnt(1), tensorcnt(0) | loosest safe none, tensorcnt(0) | over-strict
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end2:

; The same with s_wait_tensorcnt 0x1: the tensor load is the newest tensor
; op, no later one lets a wait for 1 complete it.
	.type	tensor_then_async_bad,@function
tensor_then_async_bad:
	tensor_load_to_lds s[8:11], s[16:23], s[12:15], s[12:15]
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	; asyncmark
	s_wait_tensorcnt 0x1
	s_wait_asynccnt 0x1
; CHECK-NEXT:{{.*}}gfx1250-tensor.s:[[@LINE+3]]: error: tensor_then_async_bad: wait_asyncmark(1): emitted asynccnt(1), tensorcnt(1) | loosest safe none, tensorcnt(0) | VIOLATION
; CHECK-NEXT:{{.*}}gfx1250-tensor.s:[[@LINE-7]]: note: DMA may still be pending: tensor_load_to_lds s[8:11], s[16:23], s[12:15], s[12:15] (0 tensorcnt-counted ops issued after it, in its stream: tensor ops)
; CHECK-NEXT:  note: path: tensor_then_async_bad
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end3:

; A T M A M W(1): the targeted group has both kinds: asynccnt 1 (one load
; to LDS follows it) and tensorcnt 0.
	.type	both_kinds_then_async,@function
both_kinds_then_async:
	global_load_async_to_lds_b32 v1, v0, s[0:1]
	tensor_load_to_lds s[8:11], s[16:23], s[12:15], s[12:15]
	; asyncmark
	global_load_async_to_lds_b32 v1, v0, s[0:1] offset:64
	; asyncmark
	s_wait_tensorcnt 0x0
	s_wait_asynccnt 0x1
; CHECK-NEXT:{{.*}}gfx1250-tensor.s:[[@LINE+1]]: both_kinds_then_async: wait_asyncmark(1): emitted asynccnt(1), tensorcnt(0) | loosest safe asynccnt(1), tensorcnt(0) | ok
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end4:

; T M S M W(1) with a tensor store from LDS after the mark: tensor ops
; complete in order, so tensorcnt 1 completes the first group's.
	.type	two_tensor_groups,@function
two_tensor_groups:
	tensor_load_to_lds s[8:11], s[16:23], s[12:15], s[12:15]
	; asyncmark
	tensor_store_from_lds s[8:11], s[16:23], s[0:3], s[0:3]
	; asyncmark
	s_wait_tensorcnt 0x1
; CHECK-NEXT:{{.*}}gfx1250-tensor.s:[[@LINE+1]]: two_tensor_groups: wait_asyncmark(1): emitted none, tensorcnt(1) | loosest safe none, tensorcnt(1) | ok
	; wait_asyncmark(1)
	s_endpgm
.Lfunc_end5:
; CHECK-NEXT:summary: 6 functions, 10 marks, 6 waits: 3 ok, 1 over-strict, 2 violations ({{.*}}), target gfx1250
