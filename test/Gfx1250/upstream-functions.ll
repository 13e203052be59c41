; Upstream's three gfx1250 asyncmark functions (asyncmark-gfx12plus.ll),
; rewritten for LLVM 22 (-mcpu=gfx1250 instead of the amdgpu12.50 triple,
; cpol 0) and checked for upstream's s_wait_asynccnt values: 1 then 0 with
; ordinary global loads interleaved (they do not count on ASYNCcnt), and
; 2 in the loop, 1 and 0 in the epilogue of both pipelined loops. The
; plugin puts the wait right before its marker.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O0 -verify-machineinstrs %s -o - \
; RUN:   | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 -amdgpu-asyncmark-verify %s -o /dev/null

declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)
declare void @llvm.amdgcn.wave.barrier()

; CHECK-LABEL: interleaved_with_wave_barrier:
; CHECK:       global_load_async_to_lds_b32
; CHECK:       ; asyncmark
; CHECK:       global_load_async_to_lds_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_load_b32
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_load_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_set_pc_i64
define void @interleaved_with_wave_barrier(ptr addrspace(1) %src, ptr addrspace(3) %lds, ptr addrspace(1) %other, ptr addrspace(1) %out) {
entry:
  %o11.p = getelementptr i32, ptr addrspace(1) %other, i32 11
  %o11 = load i32, ptr addrspace(1) %o11.p
  %s1.p = getelementptr i32, ptr addrspace(1) %src, i32 1
  %s1 = load i32, ptr addrspace(1) %s1.p
  %l21 = getelementptr i32, ptr addrspace(3) %lds, i32 21
  %s21 = getelementptr i32, ptr addrspace(1) %src, i32 21
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %s21, ptr addrspace(3) %l21, i32 4, i32 0)
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.asyncmark()
  %s2.p = getelementptr i32, ptr addrspace(1) %src, i32 2
  %s2 = load i32, ptr addrspace(1) %s2.p
  %o22 = getelementptr i32, ptr addrspace(1) %other, i32 22
  %l22 = getelementptr i32, ptr addrspace(3) %lds, i32 22
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %o22, ptr addrspace(3) %l22, i32 4, i32 0)
  call void @llvm.amdgcn.wave.barrier()
  %o12.p = getelementptr i32, ptr addrspace(1) %other, i32 12
  %o12 = load i32, ptr addrspace(1) %o12.p
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v21 = load i32, ptr addrspace(3) %l21
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v22 = load i32, ptr addrspace(3) %l22
  %a = add i32 %s1, %o11
  %b = add i32 %a, %v21
  %c = add i32 %b, %s2
  %d = add i32 %c, %o12
  %e = add i32 %d, %v22
  store i32 %e, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: test_pipelined_loop:
; CHECK:       global_load_async_to_lds_b32
; CHECK:       ; asyncmark
; CHECK:       global_load_async_to_lds_b32
; CHECK:       ; asyncmark
; CHECK:       .LBB1_{{[0-9]+}}:
; CHECK:       global_load_async_to_lds_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x2
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(2)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       s_cbranch_scc1
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_endpgm
define amdgpu_kernel void @test_pipelined_loop(ptr addrspace(1) %src, ptr addrspace(3) %lds, ptr addrspace(1) %other, ptr addrspace(1) %out, i32 %n) {
prolog:
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %src, ptr addrspace(3) %lds, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %l1 = getelementptr i32, ptr addrspace(3) %lds, i32 1
  %s1 = getelementptr i32, ptr addrspace(1) %src, i32 1
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %s1, ptr addrspace(3) %l1, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %body

body:
  %i = phi i32 [ 2, %prolog ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %prolog ], [ %acc.next, %body ]
  %li = getelementptr i32, ptr addrspace(3) %lds, i32 %i
  %si = getelementptr i32, ptr addrspace(1) %src, i32 %i
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %si, ptr addrspace(3) %li, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %im2 = sub i32 %i, 2
  %lr = getelementptr i32, ptr addrspace(3) %lds, i32 %im2
  %v = load i32, ptr addrspace(3) %lr
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %body, label %epilog

epilog:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %nm2 = sub i32 %n, 2
  %le2 = getelementptr i32, ptr addrspace(3) %lds, i32 %nm2
  %ve2 = load i32, ptr addrspace(3) %le2
  %t = add i32 %acc.next, %ve2
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %nm1 = sub i32 %n, 1
  %le1 = getelementptr i32, ptr addrspace(3) %lds, i32 %nm1
  %ve1 = load i32, ptr addrspace(3) %le1
  %u = add i32 %t, %ve1
  store i32 %u, ptr addrspace(1) %other
  ret void
}

; CHECK-LABEL: test_pipelined_loop_with_global:
; CHECK:       global_load_async_to_lds_b32
; CHECK:       ; asyncmark
; CHECK:       global_load_async_to_lds_b32
; CHECK:       ; asyncmark
; CHECK:       .LBB2_{{[0-9]+}}:
; CHECK:       global_load_async_to_lds_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x2
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(2)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       s_cbranch_scc1
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_endpgm
define amdgpu_kernel void @test_pipelined_loop_with_global(ptr addrspace(1) %src, ptr addrspace(3) %lds, ptr addrspace(1) %other, ptr addrspace(1) %out, i32 %n) {
prolog:
  %v0 = load i32, ptr addrspace(1) %src
  %g0 = load i32, ptr addrspace(1) %other
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %src, ptr addrspace(3) %lds, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %s1 = getelementptr i32, ptr addrspace(1) %src, i32 1
  %v1 = load i32, ptr addrspace(1) %s1
  %o1 = getelementptr i32, ptr addrspace(1) %other, i32 1
  %g1 = load i32, ptr addrspace(1) %o1
  %l1 = getelementptr i32, ptr addrspace(3) %lds, i32 1
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %s1, ptr addrspace(3) %l1, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %body

body:
  %i = phi i32 [ 2, %prolog ], [ %i.next, %body ]
  %pv = phi i32 [ %v0, %prolog ], [ %v1, %body ]
  %pg = phi i32 [ %g0, %prolog ], [ %g1, %body ]
  %v1p = phi i32 [ %v1, %prolog ], [ %cv, %body ]
  %g1p = phi i32 [ %g1, %prolog ], [ %cg, %body ]
  %si = getelementptr i32, ptr addrspace(1) %src, i32 %i
  %cv = load i32, ptr addrspace(1) %si
  %oi = getelementptr i32, ptr addrspace(1) %other, i32 %i
  %cg = load i32, ptr addrspace(1) %oi
  %li = getelementptr i32, ptr addrspace(3) %lds, i32 %i
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %si, ptr addrspace(3) %li, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %im2 = sub i32 %i, 2
  %lr = getelementptr i32, ptr addrspace(3) %lds, i32 %im2
  %lv = load i32, ptr addrspace(3) %lr
  %a = add i32 %pv, %pg
  %b = add i32 %a, %lv
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %im2
  store i32 %b, ptr addrspace(1) %op
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %body, label %epilog

epilog:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %nm2 = sub i32 %n, 2
  %le2 = getelementptr i32, ptr addrspace(3) %lds, i32 %nm2
  %ve2 = load i32, ptr addrspace(3) %le2
  %c = add i32 %v1p, %g1p
  %d = add i32 %c, %ve2
  %oe2 = getelementptr i32, ptr addrspace(1) %out, i32 %nm2
  store i32 %d, ptr addrspace(1) %oe2
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %nm1 = sub i32 %n, 1
  %le1 = getelementptr i32, ptr addrspace(3) %lds, i32 %nm1
  %ve1 = load i32, ptr addrspace(3) %le1
  %e = add i32 %cv, %cg
  %f = add i32 %e, %ve1
  %oe1 = getelementptr i32, ptr addrspace(1) %out, i32 %nm1
  store i32 %f, ptr addrspace(1) %oe1
  ret void
}
