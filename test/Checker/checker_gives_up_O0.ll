; shared/reproducers/checker_gives_up_O0.ll: a 490-line -O0 function
; with nested loops and an early exit out of both. The checker's earlier
; search over path states stopped with "more than 500000 abstract states"
; (exit 2). Its dataflow has no such limit: exit 0 and a verdict for every
; marker, with the shortest witness paths (the breadth-first search) or the
; direct ones (--max-states 0), which the concrete replay must confirm.
;
; RUN: %llc-stock -load-pass-plugin=%plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -disable-verify %s -o %t.s
; RUN: %python %S/Inputs/expect-status.py 0 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 --summary --explain %t.s \
; RUN:   | FileCheck %s --implicit-check-not=error
; RUN: %python %S/Inputs/expect-status.py 0 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 --summary --max-states 0 %t.s \
; RUN:   | FileCheck %s --check-prefix=DIRECT --implicit-check-not=error
;
; W(2) in the outer latch: the inner loop's marks, two newer than the
; targeted one, each follow a DMA of their own, so vmcnt(2) (round the
; inner loop twice). W(1) on the early exit and W(0) at the end need
; vmcnt(0): the newest group's DMA has nothing issued after it on the
; shortest paths.
; CHECK:      note: every LDS DMA is taken as async
; CHECK-NEXT: {{.*}}.s:[[#]]: nested_exit: wait_asyncmark(2): emitted vmcnt(2) | loosest safe vmcnt(2) | ok
; CHECK-NEXT:   note: loosest count from path: nested_exit -> {{.*}}
; CHECK-NEXT: {{.*}}.s:[[#]]: nested_exit: wait_asyncmark(1): emitted vmcnt(0) | loosest safe vmcnt(0) | ok
; CHECK-NEXT:   note: loosest count from path: nested_exit -> {{.*}}
; CHECK-NEXT: {{.*}}.s:[[#]]: nested_exit: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(0) | ok
; CHECK-NEXT:   note: loosest count from path: nested_exit -> {{.*}}
; CHECK-NEXT: summary: 1 functions, 3 marks, 3 waits: 3 ok, 0 over-strict, 0 violations (0 unreachable waits, {{[0-9]+}} abstract states), target gfx950
; DIRECT:      nested_exit: wait_asyncmark(2): emitted vmcnt(2) | loosest safe vmcnt(2) | ok
; DIRECT-NEXT: nested_exit: wait_asyncmark(1): emitted vmcnt(0) | loosest safe vmcnt(0) | ok
; DIRECT-NEXT: nested_exit: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(0) | ok
; DIRECT-NEXT: summary: 1 functions, 3 marks, 3 waits: 3 ok, 0 over-strict, 0 violations
;
; Without the wait of the outer latch, W(2) is a violation; its witness goes
; round the inner loop (the targeted DMA and two newer groups).
; RUN: sed -e 's/^\ts_waitcnt vmcnt(2)$/\ts_nop 0/' %t.s > %t.nowait.s
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.nowait.s \
; RUN:   | FileCheck %s --check-prefix=NOWAIT
; NOWAIT:      nested_exit: wait_asyncmark(2): emitted none | loosest safe vmcnt(2) | VIOLATION
; NOWAIT-NEXT: note: DMA may still be pending: global_load_lds_dword {{.*}} (2 vmcnt-counted ops issued after it)
; NOWAIT:        note: path: nested_exit -> {{.*}}.LBB0_4
; llc -O0 -disable-verify, then asyncmark-check on the assembly: exit 2 (abstract states).
target triple = "amdgcn-amd-amdhsa"
; nested loops with an early exit out of both
define amdgpu_kernel void @nested_exit(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %lds, i32 %n, i32 %m, i32 %stop) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = zext i32 %tid to i64
  %g = getelementptr i32, ptr addrspace(1) %in, i64 %off
  %lp = getelementptr i32, ptr addrspace(3) %lds, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 24, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %olatch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %ilatch ]
  %gj = getelementptr i32, ptr addrspace(1) %g, i32 %j
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gj, ptr addrspace(3) %lds, i32 4, i32 28, i32 0)
  %q = add i32 %i, %j
  %brk = icmp eq i32 %q, %stop
  br i1 %brk, label %outx, label %ilatch
ilatch:
  call void @llvm.amdgcn.asyncmark()
  %j1 = add i32 %j, 1
  %cj = icmp slt i32 %j1, %m
  br i1 %cj, label %inner, label %olatch
olatch:
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %i1 = add i32 %i, 1
  %ci = icmp slt i32 %i1, %n
  br i1 %ci, label %outer, label %done
outx:
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %lp
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 %off
  store i32 %v, ptr addrspace(1) %o1
  br label %done
done:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %w = load i32, ptr addrspace(3) %lp
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %off
  %o2 = getelementptr i32, ptr addrspace(1) %o, i64 1024
  store i32 %w, ptr addrspace(1) %o2
  ret void
}
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32, i32, i32)
declare void @llvm.amdgcn.sched.group.barrier(i32, i32, i32)
declare void @llvm.amdgcn.iglp.opt(i32)
declare void @llvm.amdgcn.sched.barrier(i32)
declare void @llvm.amdgcn.s.barrier()
attributes #0 = { nounwind "target-cpu"="gfx950" }
