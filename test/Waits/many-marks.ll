; Scenario 12: more marks than upstream's cap of 16 (asyncmark-max-pregfx12.ll
; and upstream note §6 #17-#21). The plugin keeps no cap on the number of
; marks, so it must be exact where upstream truncates. gfx950.
;
; Hand derivations (every A is an async DMA, the only counted ops):
; * @no_max_in_straightline: 18 x (A M), W(17). Targets the 18th newest mark,
;   the first one; 17 DMAs follow its A -> vmcnt(17).
; * @truncation_then_growth (upstream note §6 #21, where upstream under-waits):
;   entry 5 x (A M); loop body 18 x (A M) (runs at least once); exit A M W(17).
;   At the exit the newest mark is the exit's, then the 18 of the last loop
;   iteration. The 18th newest is the last iteration's 2nd mark; after its A
;   come 16 loop DMAs and the exit DMA -> vmcnt(17). Upstream has 17 entries
;   left after truncating to 16 at the header, sees N = 17 >= 17, and emits
;   nothing.
; * @loop_exceeds_max_first_iteration: entry 5 x (A M); body 18 x (A M); exit
;   W(3). Targets the 4th newest: the last iteration's 15th mark, followed by
;   3 DMAs -> vmcnt(3).
; * @loop_needs_more_iterations: entry 5; body 5; exit W(3). The 4th newest is
;   the last iteration's 2nd mark (the body runs at least once); 3 DMAs follow
;   -> vmcnt(3).
; * @max_when_merged: then 5 x (A M), else 18 x (A M), join W(17). The
;   then-path has 5 marks (needs nothing); the else-path has 18: the 18th
;   newest is the first, 17 DMAs follow -> vmcnt(17). (Upstream clamps N to 15
;   when it has exactly 16 entries and emits vmcnt(15), stricter than needed.)
;   The machine CFG's flow edge else -> then (never taken) gives a path with
;   23 marks whose 18th newest is the else-arm's 6th, followed by 12 + 5 DMAs:
;   also 17.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere).
; GISEL-LABEL: no_max_in_straightline:
; GISEL:       s_waitcnt vmcnt(17)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; asyncmark
; GISEL-NEXT:  ; wait_asyncmark(17)
; GISEL-LABEL: truncation_then_growth:
; GISEL:       s_waitcnt vmcnt(17)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; asyncmark
; GISEL-NEXT:  ; wait_asyncmark(17)
; GISEL-LABEL: loop_exceeds_max_first_iteration:
; GISEL:       s_waitcnt vmcnt(3)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(3)
; GISEL-LABEL: loop_needs_more_iterations:
; GISEL:       s_waitcnt vmcnt(3)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(3)
; GISEL-LABEL: max_when_merged:
; GISEL:       s_waitcnt vmcnt(17)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(17)

; CHECK-LABEL: no_max_in_straightline:
; CHECK-NOT:   vmcnt
; CHECK-COUNT-18: global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(17)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(17)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32

; CHECK-LABEL: truncation_then_growth:
; CHECK-NOT:   vmcnt
; CHECK:       ; =>This Inner Loop Header
; CHECK-COUNT-18: global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_cbranch_scc1
; CHECK-NEXT:  ; %bb.2:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(17)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(17)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32

; CHECK-LABEL: loop_exceeds_max_first_iteration:
; CHECK-NOT:   vmcnt
; CHECK:       ; =>This Inner Loop Header
; CHECK-COUNT-18: global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_cbranch_scc1
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(3)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(3)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32

; CHECK-LABEL: loop_needs_more_iterations:
; CHECK-NOT:   vmcnt
; CHECK:       ; =>This Inner Loop Header
; CHECK-COUNT-5: global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_cbranch_scc1
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(3)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(3)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32

; CHECK-LABEL: max_when_merged:
; CHECK-NOT:   vmcnt
; CHECK:       ; %join
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(17)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(17)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @no_max_in_straightline(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 20, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 24, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 28, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 32, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 36, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 40, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 44, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 48, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 52, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 56, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 60, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 68, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 17)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @truncation_then_growth(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 20, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 24, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 28, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 32, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 36, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 40, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 44, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 48, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 52, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 56, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 60, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 68, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %i.next = add i32 %i, 1
  %cc = icmp ult i32 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 17)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @loop_exceeds_max_first_iteration(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 20, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 24, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 28, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 32, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 36, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 40, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 44, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 48, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 52, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 56, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 60, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 68, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %i.next = add i32 %i, 1
  %cc = icmp ult i32 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @loop_needs_more_iterations(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %i.next = add i32 %i, 1
  %cc = icmp ult i32 %i.next, %n
  br i1 %cc, label %loop, label %exit
exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @max_when_merged(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %c) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
else:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 20, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 24, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 28, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 32, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 36, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 40, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 44, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 48, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 52, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 56, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 60, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 68, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 17)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}
