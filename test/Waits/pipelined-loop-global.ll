; Scenario 5: the pipelined loop with two sync global loads per stage before
; each async DMA (upstream: test_pipelined_loop_with_global), gfx950.
;
;   prolog: Gv Gg A0 M0 Gv Gg A1 M1
;   loop:   Gv Gg A M W(2) R
;   epilog: W(1) R W(0) R
;
; Wave barriers before each DMA and after each mark keep every stage's memory
; ops in the order G G A (sync ops may legally move across a mark; a mark
; stands for the async DMAs before it wherever it is printed, so only the
; order of the memory ops matters for the counts).
;
; @upstream_shape is upstream's IR: the loop's sum only feeds the epilog, so
; the last iteration's R is sunk into the epilog, before W(1).
; @loop_carried_sum keeps the sum and both global values loop-carried.
;
; Hand derivation, @upstream_shape. Final order:
;   prolog: G G A0 G G A1, then LLVM's own vmcnt(2), vmcnt(1) for the PHI
;           copies of the second stage's global values;
;   loop:   LLVM's vmcnt(1) at the top (PHI copy of the previous Gg), then
;           G G A(i) M W(2), register copies, branch.
; * W(2) targets the 3rd newest mark, M(i-2). From the prolog that is M0, and
;   the vmcnt(1) there left only A1 pending; on the back edge the loop-top
;   vmcnt(1) left only A(i-1) pending. A(i-2) is complete on both paths: the
;   wait emits nothing (an existing wait already covers it).
; * Epilog, after the last iteration L: pending since the loop-top vmcnt(1)
;   are A(L-1), G, G, A(L); the marks left are M(L-1), M(L).
;   W(1) targets M(L-1): G, G, A(L) follow A(L-1) -> vmcnt(3).
;   W(0) targets M(L): nothing follows A(L) -> vmcnt(0).
; * The R sunk out of the loop comes after the loop's W(2) in program order
;   and needs A(L-2), which the loop-top vmcnt(1) completed: no wait.
;
; Hand derivation, @loop_carried_sum. Final order: prolog G G A0 G G A1;
; loop: LLVM's vmcnt(2) at the top (copy of the previous Gv), G G A(i) M W(2)
; R, then LLVM's vmcnt(4) and vmcnt(1) (copies of the Gg values) at the end.
; * W(2) targets M(i-2). From the prolog: the loop-top vmcnt(2) leaves the
;   second Gg and A1 pending, so A0 is complete. On the back edge the vmcnt(1)
;   at the end of the previous iteration left only A(i-1). Nothing to emit.
; * Epilog: only A(L) is pending; W(1) targets M(L-1), complete -> nothing;
;   W(0) targets M(L) -> vmcnt(0).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere).
; GISEL-LABEL: upstream_shape:
; GISEL:       ; wait_asyncmark(2)
; GISEL:       s_waitcnt vmcnt(3)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(1)
; GISEL:       s_waitcnt vmcnt(0)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)
; GISEL-LABEL: loop_carried_sum:
; GISEL:       ; wait_asyncmark(2)
; GISEL:       ; wait_asyncmark(1)
; GISEL:       s_waitcnt vmcnt(0)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.wave.barrier()

; CHECK-LABEL: upstream_shape:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(2)
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NOT:   vmcnt
; CHECK:       ; =>This Inner Loop Header: Depth=1
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword v[{{[0-9]+:[0-9]+}}], off
; CHECK-NOT:   vmcnt
; CHECK:       ; wait_asyncmark(2)
; CHECK-NOT:   vmcnt
; CHECK:       s_cbranch_scc1
; CHECK-NOT:   vmcnt
; CHECK:       ; %epilog
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(3)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
define amdgpu_kernel void @upstream_shape(ptr addrspace(1) %foo0, ptr addrspace(3) %lds, ptr addrspace(1) %bar0, ptr addrspace(1) %out, i32 %n) {
prolog:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %foo = getelementptr i32, ptr addrspace(1) %foo0, i32 %tid
  %bar = getelementptr i32, ptr addrspace(1) %bar0, i32 %tid
  %v0 = load i32, ptr addrspace(1) %foo
  %g0 = load i32, ptr addrspace(1) %bar
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %foo, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wave.barrier()
  %v1 = load i32, ptr addrspace(1) %foo
  %g1 = load i32, ptr addrspace(1) %bar
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %foo, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wave.barrier()
  br label %loop_body

loop_body:
  %i = phi i32 [ 2, %prolog ], [ %i.next, %loop_body ]
  %prev_sum = phi i32 [ 0, %prolog ], [ %sum, %loop_body ]
  %prev_v = phi i32 [ %v0, %prolog ], [ %v1, %loop_body ]
  %prev_g = phi i32 [ %g0, %prolog ], [ %g1, %loop_body ]
  %v1_phi = phi i32 [ %v1, %prolog ], [ %cur_v, %loop_body ]
  %g1_phi = phi i32 [ %g1, %prolog ], [ %cur_g, %loop_body ]
  %cur_v = load i32, ptr addrspace(1) %foo
  %cur_g = load i32, ptr addrspace(1) %bar
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %foo, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %lds_val = load i32, ptr addrspace(3) %lds
  %sum1 = add i32 %prev_v, %prev_g
  %sum = add i32 %sum1, %lds_val
  %i.next = add i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop_body, label %epilog

epilog:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %lds_val_n_2 = load i32, ptr addrspace(3) %lds
  %sum_e0 = add i32 %sum, %g1_phi
  %sum_e1 = add i32 %v1_phi, %sum_e0
  %sum_e2 = add i32 %sum_e1, %lds_val_n_2
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %lds_val_n_1 = load i32, ptr addrspace(3) %lds
  %sum_e3 = add i32 %cur_v, %cur_g
  %sum_e4 = add i32 %sum_e3, %lds_val_n_1
  %sum_e5 = add i32 %sum_e4, %sum_e2
  store i32 %sum_e5, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: loop_carried_sum:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       ; =>This Inner Loop Header: Depth=1
; CHECK-NEXT:  s_waitcnt vmcnt(2)
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword v[{{[0-9]+:[0-9]+}}], off
; CHECK-NOT:   vmcnt
; CHECK:       ; wait_asyncmark(2)
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(4)
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NOT:   vmcnt
; CHECK:       s_cbranch_scc1
; CHECK-NOT:   vmcnt
; CHECK:       ; wait_asyncmark(1)
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
define amdgpu_kernel void @loop_carried_sum(ptr addrspace(1) %foo, ptr addrspace(3) %lds, ptr addrspace(1) %bar, ptr addrspace(1) %out, i32 %n) {
prolog:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pfoo = getelementptr i32, ptr addrspace(1) %foo, i32 %tid
  %pbar = getelementptr i32, ptr addrspace(1) %bar, i32 %tid
  %v0 = load i32, ptr addrspace(1) %pfoo
  %g0 = load i32, ptr addrspace(1) %pbar
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %pfoo, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wave.barrier()
  %v1 = load i32, ptr addrspace(1) %pfoo
  %g1 = load i32, ptr addrspace(1) %pbar
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %pfoo, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wave.barrier()
  br label %loop_body

loop_body:
  %i = phi i32 [ 2, %prolog ], [ %i.next, %loop_body ]
  %prev_sum = phi i32 [ 0, %prolog ], [ %sum, %loop_body ]
  %prev_v = phi i32 [ %v0, %prolog ], [ %v1_phi, %loop_body ]
  %prev_g = phi i32 [ %g0, %prolog ], [ %g1_phi, %loop_body ]
  %v1_phi = phi i32 [ %v1, %prolog ], [ %cur_v, %loop_body ]
  %g1_phi = phi i32 [ %g1, %prolog ], [ %cur_g, %loop_body ]
  %cur_v = load i32, ptr addrspace(1) %pfoo
  %cur_g = load i32, ptr addrspace(1) %pbar
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %pfoo, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %lds_val = load i32, ptr addrspace(3) %lds
  %sum0 = add i32 %prev_v, %prev_g
  %sum1 = add i32 %sum0, %prev_sum
  %sum = add i32 %sum1, %lds_val
  %i.next = add i32 %i, 1
  %cmp = icmp slt i32 %i.next, %n
  br i1 %cmp, label %loop_body, label %epilog

epilog:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %lds_val_n_2 = load i32, ptr addrspace(3) %lds
  %sum_e0 = add i32 %sum, %g1_phi
  %sum_e1 = add i32 %v1_phi, %sum_e0
  %sum_e2 = add i32 %sum_e1, %lds_val_n_2
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %lds_val_n_1 = load i32, ptr addrspace(3) %lds
  %sum_e3 = add i32 %cur_v, %cur_g
  %sum_e4 = add i32 %sum_e3, %lds_val_n_1
  %sum_e5 = add i32 %sum_e4, %sum_e2
  store i32 %sum_e5, ptr addrspace(1) %out
  ret void
}
