; The checker follows -O0 lane constants across a call to a function of
; the same file (asm.call_vector_names): the call forgets every value, and
; the lanes written after it are known again unless the callee's text
; names their register (a load of it could land after the return). Here
; the %else arm calls @helper before its loop; the flow constant the loop
; exit writes afterwards rules out %else -> ... -> Flow -> %then, so the
; wait_asyncmark(1) in %then needs nothing, as in test/Waits/o0-lane-flow.ll.
; Without lanes in a function with a call, the checker judged that path
; and reported a VIOLATION (fuzz seed 500111, GlobalISel -O0).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 %s -o %t.dag.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.dag.s | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -global-isel %s -o %t.gisel.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.gisel.s | FileCheck %s

; CHECK: lane_flow: wait_asyncmark(1): emitted none | loosest safe none | ok
; CHECK: lane_flow: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(0) | ok

target triple = "amdgcn-amd-amdhsa"

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @lane_flow(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %out, i32 %c, i32 %n) {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %cc = icmp ugt i32 %c, 1
  br i1 %cc, label %then, label %else

then:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %l
  store i32 %v, ptr addrspace(1) %out
  br label %join

else:
  call void @helper(ptr addrspace(1) %out, i32 %c)
  br label %loop

loop:
  %i = phi i32 [ 0, %else ], [ %i.next, %loop ]
  %lp = getelementptr i8, ptr addrspace(3) %l, i32 1024
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lp, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  br label %join

join:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %w = load i32, ptr addrspace(3) %l
  store i32 %w, ptr addrspace(1) %out
  ret void
}

define void @helper(ptr addrspace(1) %p, i32 %v) noinline {
  store i32 %v, ptr addrspace(1) %p
  ret void
}
