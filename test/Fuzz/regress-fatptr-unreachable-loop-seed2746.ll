; Found by utils/fuzz/asyncmark-fuzz.py --seed 1000 --count 2000 (kernel seed
; 2746, gfx950, -O3; plugin build of 2026-11-30 04:54) and reduced with
; `asyncmark-fuzz.py --reduce ... --only-opt O3 --reduce-match "Lower buffer
; fat pointer"` (350 -> 8 instructions).
;
; WHAT FAILED: llc -O3 crashed (SIGSEGV, unbounded recursion) in 'Lower buffer
; fat pointer operations to buffer resources'. Same root cause as
; regress-fatptr-unreachable-loop-seed1122.ll, a stock LLVM 22.1.8 bug: a loop
; issuing `load.async.to.lds.p7` through an induction-variable GEP is
; unreachable (here the branch condition is the constant `icmp eq i32 0, 0`)
; and the fat-pointer lowering recurses on its self-referencing GEP. The
; original kernel reached it through a divergent if (workitem.id.x) with a
; loop on one arm; -O0 compiled. The plugin now deletes such blocks right
; before the fat-pointer lowering (lib/IR/UnreachableFatPointerCleanup.cpp).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.s
; RUN: FileCheck %s < %t.s
; CHECK-LABEL: fuzz_k2746:
; CHECK:       s_endpgm

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"


declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)

define amdgpu_kernel void @fuzz_k2746(ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(8) %rsrc, ptr %flat, ptr addrspace(3) %ldsarg, i32 %c0, i32 %c1, i32 %n0, i32 %n1) {
entry:
  %dc4 = icmp eq i32 0, 0
  br i1 %dc4, label %then4, label %else5
then4:
  br label %join6
else5:
  br label %loop10
loop10:
  %iv52 = phi i32 [ 0, %else5 ], [ %ivn78, %loop10 ]
  %u68 = mul i32 %iv52, 64
  %u69 = add i32 %u68, 384
  %fi70 = add i32 0, %u69
  %fsrc71 = getelementptr i32, ptr addrspace(7) null, i32 %fi70
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc71, ptr addrspace(3) null, i32 2, i32 0, i32 0)
  %ivn78 = add nuw i32 %iv52, 1
  br label %loop10
join6:
  br label %loop12
loop12:
  br label %loop12
}

