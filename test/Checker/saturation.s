; Saturation: A M, then 70 counted loads, then W(0). Exactly 70 ops follow
; the DMA, but the largest vmcnt that is a real wait is 62 (63 is the
; 6-bit counter maximum and never waits). The checker clamps the loosest safe
; count to 62: the compiler cannot emit anything looser without relying on
; the counter saturating, so vmcnt(62) is ok (not over-strict), and no wait
; at all is a violation (the checker does not rely on saturation).
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %s \
; RUN:   | FileCheck %s --match-full-lines
; RUN: sed -e 's/s_waitcnt vmcnt(62)/s_waitcnt vmcnt(63) lgkmcnt(0)/' %s > %t.s
; RUN: not %python %srcroot/tools/asyncmark-check/asyncmark-check.py %t.s \
; RUN:   | FileCheck %s --check-prefix=NONE

	.text
	.globl	saturation
	.type	saturation,@function
saturation:
	s_mov_b32 m0, 0
	global_load_lds_dword v0, s[0:1]
	;;#ASMSTART
	; asyncmark
	;;#ASMEND
	global_load_dword v10, v0, s[0:1] offset:0
	global_load_dword v11, v0, s[0:1] offset:4
	global_load_dword v12, v0, s[0:1] offset:8
	global_load_dword v13, v0, s[0:1] offset:12
	global_load_dword v14, v0, s[0:1] offset:16
	global_load_dword v15, v0, s[0:1] offset:20
	global_load_dword v16, v0, s[0:1] offset:24
	global_load_dword v17, v0, s[0:1] offset:28
	global_load_dword v18, v0, s[0:1] offset:32
	global_load_dword v19, v0, s[0:1] offset:36
	global_load_dword v20, v0, s[0:1] offset:40
	global_load_dword v21, v0, s[0:1] offset:44
	global_load_dword v22, v0, s[0:1] offset:48
	global_load_dword v23, v0, s[0:1] offset:52
	global_load_dword v24, v0, s[0:1] offset:56
	global_load_dword v25, v0, s[0:1] offset:60
	global_load_dword v26, v0, s[0:1] offset:64
	global_load_dword v27, v0, s[0:1] offset:68
	global_load_dword v28, v0, s[0:1] offset:72
	global_load_dword v29, v0, s[0:1] offset:76
	global_load_dword v30, v0, s[0:1] offset:80
	global_load_dword v31, v0, s[0:1] offset:84
	global_load_dword v32, v0, s[0:1] offset:88
	global_load_dword v33, v0, s[0:1] offset:92
	global_load_dword v34, v0, s[0:1] offset:96
	global_load_dword v35, v0, s[0:1] offset:100
	global_load_dword v36, v0, s[0:1] offset:104
	global_load_dword v37, v0, s[0:1] offset:108
	global_load_dword v38, v0, s[0:1] offset:112
	global_load_dword v39, v0, s[0:1] offset:116
	global_load_dword v40, v0, s[0:1] offset:120
	global_load_dword v41, v0, s[0:1] offset:124
	global_load_dword v42, v0, s[0:1] offset:128
	global_load_dword v43, v0, s[0:1] offset:132
	global_load_dword v44, v0, s[0:1] offset:136
	global_load_dword v45, v0, s[0:1] offset:140
	global_load_dword v46, v0, s[0:1] offset:144
	global_load_dword v47, v0, s[0:1] offset:148
	global_load_dword v48, v0, s[0:1] offset:152
	global_load_dword v49, v0, s[0:1] offset:156
	global_load_dword v50, v0, s[0:1] offset:160
	global_load_dword v51, v0, s[0:1] offset:164
	global_load_dword v52, v0, s[0:1] offset:168
	global_load_dword v53, v0, s[0:1] offset:172
	global_load_dword v54, v0, s[0:1] offset:176
	global_load_dword v55, v0, s[0:1] offset:180
	global_load_dword v56, v0, s[0:1] offset:184
	global_load_dword v57, v0, s[0:1] offset:188
	global_load_dword v58, v0, s[0:1] offset:192
	global_load_dword v59, v0, s[0:1] offset:196
	global_load_dword v60, v0, s[0:1] offset:200
	global_load_dword v61, v0, s[0:1] offset:204
	global_load_dword v62, v0, s[0:1] offset:208
	global_load_dword v63, v0, s[0:1] offset:212
	global_load_dword v64, v0, s[0:1] offset:216
	global_load_dword v65, v0, s[0:1] offset:220
	global_load_dword v66, v0, s[0:1] offset:224
	global_load_dword v67, v0, s[0:1] offset:228
	global_load_dword v68, v0, s[0:1] offset:232
	global_load_dword v69, v0, s[0:1] offset:236
	global_load_dword v70, v0, s[0:1] offset:240
	global_load_dword v71, v0, s[0:1] offset:244
	global_load_dword v72, v0, s[0:1] offset:248
	global_load_dword v73, v0, s[0:1] offset:252
	global_load_dword v74, v0, s[0:1] offset:256
	global_load_dword v75, v0, s[0:1] offset:260
	global_load_dword v76, v0, s[0:1] offset:264
	global_load_dword v77, v0, s[0:1] offset:268
	global_load_dword v78, v0, s[0:1] offset:272
	global_load_dword v79, v0, s[0:1] offset:276
	s_waitcnt vmcnt(62)
	;;#ASMSTART
; CHECK: {{.*}}.s:[[@LINE+2]]: saturation: wait_asyncmark(0): emitted vmcnt(62) | loosest safe vmcnt(62) | ok
; NONE: {{.*}}.s:[[@LINE+1]]: error: saturation: wait_asyncmark(0): emitted none | loosest safe vmcnt(62) | VIOLATION
	; wait_asyncmark(0)
	;;#ASMEND
; NONE-NEXT: {{.*}}.s:[[#@LINE-80]]: note: DMA may still be pending: global_load_lds_dword v0, s[0:1] (70 vmcnt-counted ops issued after it)
	ds_read_b32 v1, v2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_endpgm
.Lfunc_end0:
	.size	saturation, .Lfunc_end0-saturation
