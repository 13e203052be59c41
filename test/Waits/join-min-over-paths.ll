; Scenario 11: the two sides of a branch (on a kernel argument) have different
; numbers of marks and of counted ops; a wait after the join takes the
; minimum over the paths. gfx950. Ops in the arms are global stores (counted
; by vmcnt on gfx9) so that no register use adds waits of its own.
;
; @uneven_tails (upstream note §4.2 worked example), a triangle:
;   entry: A1 M1 ; then: A2 M2 S ; (else: nothing) ; join: W(1) R W(0) R
; * W(1): then-path has marks [M1 M2], targets M1: A2, S follow A1 -> 2;
;   else-path has one mark -> needs nothing. Emit vmcnt(2).
; * W(0): then-path: M1 consumed, targets M2: S follows A2 -> 1; else-path:
;   the mark M1 stayed, targets it: nothing follows A1 (vmcnt(2) did not
;   complete it) -> 0. Minimum -> vmcnt(0).
;
; @uneven_marks:
;   entry: A1 M1 ; then: A2 M2 A3 M3 ; else: S ; join: W(1) R W(0) R
; * W(1): then-path [M1 M2 M3] targets M2: A3 follows A2 -> 1; else-path has
;   one mark -> nothing. Emit vmcnt(1).
; * W(0): then-path targets M3: nothing follows A3 -> 0; else-path targets
;   M1, but vmcnt(1) left only S pending there, so A1 is complete -> nothing.
;   Minimum -> vmcnt(0).
;
; @uneven_counts:
;   entry: A1 M1 S S S S S ; then: A2 M2 S ; else: A3 M3 S S S ; join: W(0) R
; * then-path: targets M2: one S follows A2 -> 1;
; * else-path: targets M3: three S follow A3 -> 3.
;   Minimum -> vmcnt(1).
; (The machine CFG the plugin sees also has the structurizer's never-taken
; flow edges, entry->join and else->then; on this input they need no more
; than the real paths: 5 and 1. See join-flow-edges.ll for an input where they
; do.)
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere).
; GISEL-LABEL: uneven_tails:
; GISEL:       s_waitcnt vmcnt(2)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(1)
; GISEL:       s_waitcnt vmcnt(0)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)
; GISEL-LABEL: uneven_marks:
; GISEL:       s_waitcnt vmcnt(1)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(1)
; GISEL:       s_waitcnt vmcnt(0)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)
; GISEL-LABEL: uneven_counts:
; GISEL:       s_waitcnt vmcnt(1)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.wave.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK-LABEL: uneven_tails:
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       ; %then
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       ; asyncmark
; CHECK-NOT:   vmcnt
; CHECK:       global_store_dword
; CHECK-NOT:   vmcnt
; CHECK:       ; %join
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(2)
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
; CHECK:       ds_read_b32 {{.*}} offset:256

; CHECK-LABEL: uneven_marks:
; CHECK:       ; %else
; CHECK-NOT:   vmcnt
; CHECK:       ; %then
; CHECK-NOT:   vmcnt
; CHECK:       ; %join
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
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
; CHECK:       ds_read_b32 {{.*}} offset:256

; CHECK-LABEL: uneven_counts:
; CHECK:       ; %else
; CHECK-NOT:   vmcnt
; CHECK:       ; %then
; CHECK-NOT:   vmcnt
; CHECK:       ; %join
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32 {{.*}} offset:256

define amdgpu_kernel void @uneven_tails(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %c) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %join
then:
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 64
  %lds2 = getelementptr i8, ptr addrspace(3) %lds, i32 256
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p2, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  store i32 1, ptr addrspace(1) %q
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %r1 = load i32, ptr addrspace(3) %lds
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %lds3 = getelementptr i8, ptr addrspace(3) %lds, i32 256
  %r2 = load i32, ptr addrspace(3) %lds3
  %s = add i32 %r1, %r2
  store volatile i32 %s, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @uneven_marks(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %c) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 64
  %lds2 = getelementptr i8, ptr addrspace(3) %lds, i32 256
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p2, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p2, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
else:
  store i32 4, ptr addrspace(1) %q
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %r1 = load i32, ptr addrspace(3) %lds
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r2 = load i32, ptr addrspace(3) %lds2
  %s = add i32 %r1, %r2
  store volatile i32 %s, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @uneven_counts(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %c) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %q1 = getelementptr i32, ptr addrspace(1) %q, i32 64
  %q2 = getelementptr i32, ptr addrspace(1) %q, i32 128
  %q3 = getelementptr i32, ptr addrspace(1) %q, i32 192
  %q4 = getelementptr i32, ptr addrspace(1) %q, i32 256
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  store i32 10, ptr addrspace(1) %q
  store i32 11, ptr addrspace(1) %q1
  store i32 12, ptr addrspace(1) %q2
  store i32 13, ptr addrspace(1) %q3
  store i32 14, ptr addrspace(1) %q4
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 64
  %lds2 = getelementptr i8, ptr addrspace(3) %lds, i32 256
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p2, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  store i32 1, ptr addrspace(1) %q
  br label %join
else:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p2, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  store i32 2, ptr addrspace(1) %q
  store i32 3, ptr addrspace(1) %q1
  store i32 4, ptr addrspace(1) %q2
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r = load i32, ptr addrspace(3) %lds2
  store volatile i32 %r, ptr addrspace(1) %out
  ret void
}
