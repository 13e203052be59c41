; A hazard slot left empty by the post-RA scheduler is filled after it
; (lib/CodeGen/HazardSlotFill.cpp), gfx950.
;
; fill_slot: the last DMA reads m0 right after the s_movk_i32 that writes
; it: they must be one wait state apart, or post-RA-hazard-rec adds an
; s_nop. The scheduler, free to move ALU code across the marks, issued the
; address computation of that DMA before the m0 write and left the slot
; empty. After the region is scheduled and its markers placed, the plugin
; asks GCN's own hazard recognizer which instructions wait and moves the
; independent v_lshl_add_u64 into the slot along the scheduling graph's
; edges: one instruction less, and nothing crosses a marker that may not.
;
; Fill prefix -- the filled slot, under plain llc and on the same kernel with
; debug info (opt -passes=debugify: line table and dbg.value records; debug
; instructions move with their instruction and change no decision).
; Off prefix -- the same schedule with -amdgpu-asyncmark-fill-hazard-slots=false:
; the empty slot and its s_nop.
; Verify mode and the assembly checker accept the filled kernel.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -verify-machineinstrs %s -o %t.s
; RUN: FileCheck %s --check-prefix=FILL < %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -verify-machineinstrs -amdgpu-asyncmark-verify %s -o /dev/null
; RUN: %opt-stock -passes=debugify -S %s -o %t.dbg.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -verify-machineinstrs %t.dbg.ll -o - \
; RUN:   | grep -v -e '^[[:space:]]*\.loc' -e '^\.Ltmp' -e DEBUG_VALUE \
; RUN:   | FileCheck %s --check-prefix=FILL
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -verify-machineinstrs \
; RUN:   -amdgpu-asyncmark-fill-hazard-slots=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=OFF

; FILL-LABEL: fill_slot:
; FILL:       ; wait_asyncmark(0)
; FILL-NEXT:  ;;#ASMEND
; FILL-NEXT:  ;;#ASMSTART
; FILL-NEXT:  ; asyncmark
; FILL-NEXT:  ;;#ASMEND
; FILL-NEXT:  global_load_lds_dword v[4:5], off{{$}}
; FILL-NEXT:  s_movk_i32 m0, 0x400
; FILL-NEXT:  v_lshl_add_u64 v[2:3], v[2:3], 0, s[0:1]
; FILL-NEXT:  global_load_lds_dword v[2:3], off sc0
; FILL-NEXT:  ;;#ASMSTART
; FILL-NEXT:  ; asyncmark
; FILL-NEXT:  ;;#ASMEND
; FILL-NEXT:  ds_read_b32 v2, v0 offset:4112
; FILL-NOT:   s_nop
; FILL:       s_endpgm

; Two slots in one region, each filled from before it: the carry slot
; between v_add_co_u32's VCC write and the v_addc_co_u32 that reads it, by
; the first m0 write; the m0 slot of the second DMA, by its address. The
; store before the first group is a relaxed atomic, which keeps its side of
; every mark; a plain store may sink past the mark (PreRAOrdering.cpp), and
; then the schedule is the workaround's, whose one slot no instruction can fill.
; FILL-LABEL: carry_slot:
; FILL:       v_add_co_u32_e32 v4, vcc, 0x3e000, v2
; FILL-NEXT:  s_mov_b64 s[0:1], 0x100
; FILL-NEXT:  s_movk_i32 m0, 0x800
; FILL-NEXT:  v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
; FILL-NEXT:  global_store_dword v[4:5], v6, off offset:2048 sc0
; FILL:       ; asyncmark
; FILL-NEXT:  ;;#ASMEND
; FILL-NEXT:  s_movk_i32 m0, 0x1000
; FILL-NEXT:  v_lshl_add_u64 v[2:3], v[2:3], 0, s[0:1]
; FILL-NEXT:  global_load_lds_dword v[2:3], off
; FILL-NOT:   s_nop
; FILL:       s_endpgm

; A region without markers in a function with markers is filled too: here
; one between two sched_barrier(0), as pipelined loops have them. Stock
; scheduling leaves the DMA's m0 slot empty; its address goes there.
; FILL-LABEL: unmarked_region:
; FILL:       ; sched_barrier mask(0x00000000)
; FILL-NEXT:  s_ashr_i32 s1, s3, 31
; FILL-NEXT:  s_mov_b32 s0, s3
; FILL-NEXT:  s_lshl3_add_u32 m0, s3, s2
; FILL-NEXT:  v_lshl_add_u64 v[2:3], s[0:1], 2, v[2:3]
; FILL-NEXT:  global_load_lds_dwordx3 v[2:3], off offset:16
; FILL-NEXT:  ; sched_barrier mask(0x00000000)
; FILL-NOT:   s_nop
; FILL:       s_endpgm

; OFF-LABEL: fill_slot:
; OFF:       global_load_lds_dword v[4:5], off{{$}}
; OFF-NEXT:  v_lshl_add_u64 v[2:3], v[2:3], 0, s[0:1]
; OFF-NEXT:  s_movk_i32 m0, 0x400
; OFF-NEXT:  s_nop 0
; OFF-NEXT:  global_load_lds_dword v[2:3], off sc0

target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [8 x [4096 x i8]] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.sched.barrier(i32)

define amdgpu_kernel void @fill_slot(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %vo = shl i32 %tid, 2
  %lds10 = getelementptr i8, ptr addrspace(3) @lds, i32 5120
  %src11 = getelementptr i32, ptr addrspace(1) %gt, i32 384
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src11, ptr addrspace(3) %lds10, i32 12, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %two7 = add i32 %vo, 28680
  %twp8 = getelementptr i8, ptr addrspace(3) @lds, i32 %two7
  %tw9 = load i32, ptr addrspace(3) %twp8, align 4
  %lds12 = getelementptr i8, ptr addrspace(3) @lds, i32 4096
  %src13 = getelementptr i32, ptr addrspace(1) %gt, i32 0
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src13, ptr addrspace(3) %lds12, i32 4, i32 256, i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %ro14 = add i32 %vo, 4112
  %rp15 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro14
  %r16 = load i32, ptr addrspace(3) %rp15, align 4
  call void @llvm.amdgcn.asyncmark()
  %lds18 = getelementptr i8, ptr addrspace(3) @lds, i32 4096
  %src19 = getelementptr i32, ptr addrspace(1) %gt, i32 320
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src19, ptr addrspace(3) %lds18, i32 4, i32 0, i32 0)
  %lds20 = getelementptr i8, ptr addrspace(3) @lds, i32 1024
  %src21 = getelementptr i32, ptr addrspace(1) %gt, i32 192
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src21, ptr addrspace(3) %lds20, i32 4, i32 0, i32 1)
  call void @llvm.amdgcn.asyncmark()
  %rp23 = getelementptr i8, ptr addrspace(3) @lds, i32 %vo
  %r24 = load i32, ptr addrspace(3) %rp23, align 4
  %acc25 = add i32 %tw9, %tw9
  %acc26 = add i32 %acc25, %r16
  %acc27 = add i32 %acc26, %r24
  %op28 = getelementptr i32, ptr addrspace(1) %ot, i32 64
  store i32 %acc27, ptr addrspace(1) %op28, align 4
  ret void
}

; OFF-LABEL: carry_slot:
; OFF:       v_add_co_u32_e32 v4, vcc, 0x3e000, v2
; OFF-NEXT:  s_mov_b64 s[0:1], 0x100
; OFF-NEXT:  s_nop 0
; OFF-NEXT:  v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
; OFF:       v_lshl_add_u64 v[2:3], v[2:3], 0, s[0:1]
; OFF-NEXT:  s_movk_i32 m0, 0x1000
; OFF-NEXT:  s_nop 0
; OFF-NEXT:  global_load_lds_dword v[2:3], off

define amdgpu_kernel void @carry_slot(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %s) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %far = getelementptr i8, ptr addrspace(1) %gt, i64 256000
  store atomic i32 %tid, ptr addrspace(1) %far syncscope("workgroup") monotonic, align 4
  %lds1 = getelementptr i8, ptr addrspace(3) @lds, i32 2048
  %src1 = getelementptr i32, ptr addrspace(1) %gt, i32 64
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src1, ptr addrspace(3) %lds1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %lds2 = getelementptr i8, ptr addrspace(3) @lds, i32 4096
  %src2 = getelementptr i32, ptr addrspace(1) %gt, i32 128
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src2, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %vo = shl i32 %tid, 2
  %rp = getelementptr i8, ptr addrspace(3) @lds, i32 %vo
  %r = load i32, ptr addrspace(3) %rp, align 4
  %ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %ot, align 4
  ret void
}

; OFF-LABEL: unmarked_region:
; OFF:       v_lshl_add_u64 v[2:3], s[0:1], 2, v[2:3]
; OFF-NEXT:  s_lshl3_add_u32 m0, s3, s2
; OFF-NEXT:  s_nop 0
; OFF-NEXT:  global_load_lds_dwordx3 v[2:3], off offset:16

define amdgpu_kernel void @unmarked_region(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %i, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %src = getelementptr i32, ptr addrspace(1) %gt, i32 %i
  %i8 = shl i32 %i, 3
  %ld = getelementptr i8, ptr addrspace(3) %l, i32 %i8
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) %ld, i32 12, i32 16, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %vo = shl i32 %tid, 2
  %rp = getelementptr i8, ptr addrspace(3) %l, i32 %vo
  %r = load i32, ptr addrspace(3) %rp, align 4
  %ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %ot, align 4
  ret void
}
