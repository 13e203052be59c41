; Found by utils/fuzz/asyncmark-fuzz.py --seed 1000 --count 2000 (kernel seed
; 1122, gfx950, -O3; plugin build of 2026-11-30 04:54) and reduced with
; `asyncmark-fuzz.py --reduce ... --only-opt O3 --reduce-match "Lower buffer
; fat pointer"` (399 -> 9 instructions).
;
; WHAT FAILED: llc -O3 crashed (SIGSEGV, stack overflow from unbounded
; recursion) in 'Lower buffer fat pointer operations to buffer resources'
; (AMDGPULowerBufferFatPointers). -O0 compiles. The bug is in stock LLVM 22.1.8,
; not in the plugin: the same shape with a plain `load` through the p7 pointer
; and no plugin crashes stock llc at -O3 too (gfx950 and gfx90a):
;
;   define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %c) {
;   entry: %a = icmp eq i32 %c, 3 ; br i1 %a, label %then, label %join
;   then:  %b = icmp ne i32 %c, 3 ; br i1 %b, label %loop, label %join
;   loop:  %iv = phi i32 [ 0, %then ], [ %ivn, %loop ]
;          %o = add i32 %iv, 64 ; %p = getelementptr i32, ptr addrspace(7) null, i32 %o
;          %v = load i32, ptr addrspace(7) %p ; store i32 %v, ptr addrspace(1) %out
;          %ivn = add nuw i32 %iv, 1 ; br label %loop
;   join:  ret void }
;
; The inner condition contradicts the outer one; the codegen IR passes fold
; it, which leaves %loop unreachable, and loop strength reduction rewrites the
; address into a self-referencing `%scevgep = getelementptr i8, ptr
; addrspace(7) %scevgep, i32 4` (legal only in unreachable code). That is
; what the fat-pointer lowering recurses on (seen with
; -print-before=amdgpu-lower-buffer-fat-pointers). Kernels with
; `load.async.to.lds.p7` hit it the same way. A possible plugin-side
; workaround: remove unreachable blocks before amdgpu-lower-buffer-fat-pointers
; (the plugin already inserts a pass next to it).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.s
; RUN: FileCheck %s < %t.s
; CHECK-LABEL: fuzz_k1122:
; CHECK:       s_endpgm

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"


declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)

define amdgpu_kernel void @fuzz_k1122(ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(8) %rsrc, ptr %flat, ptr addrspace(3) %ldsarg, i32 %c0, i32 %c1, i32 %n0, i32 %n1) {
entry:
  %cc113 = icmp eq i32 %c0, 3
  br i1 %cc113, label %then9, label %join11
then9:
  %cc149 = icmp ne i32 %c0, 3
  br i1 %cc149, label %then15, label %else16
then15:
  br label %loop18
loop18:
  %iv185 = phi i32 [ 0, %then15 ], [ %ivn223, %loop18 ]
  %u198 = mul i32 %iv185, 64
  %u199 = add i32 %u198, 256
  %fi200 = add i32 0, %u199
  %fsrc201 = getelementptr i32, ptr addrspace(7) null, i32 %fi200
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc201, ptr addrspace(3) null, i32 4, i32 16, i32 0)
  %ivn223 = add nuw i32 %iv185, 1
  br label %loop18
else16:
  br label %join11
join11:
  ret void
}

