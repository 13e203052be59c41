; Regression test found by utils/fuzz/asyncmark-fuzz.py (kernel seed 10,
; gfx950, -O3, plugin build of 2026-11-30 04:35) and reduced with --reduce.
;
;   loop:  M ; A              (the mark comes before the DMA of its iteration)
;   exit:  W(5)
;
; After k iterations there are k marks; mark j stands for the DMAs of
; iterations 1..j-1. With k > 5, W(5) needs mark k-5 complete, i.e. the DMA of
; iteration k-6, which is followed by the DMAs of iterations k-5..k: six
; counted ops -> vmcnt(6), the same on every path with more than five marks
; (fewer marks: nothing needed).
;
; That build computed vmcnt(6) (its remark said so) but emitted no wait at
; all; verify mode stopped with "wait_asyncmark(5) ... does not cover
; asyncmark #1 ... (emitted none, safe vmcnt(6))". The 04:54 build emits it.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.O3.s
; RUN: FileCheck %s < %t.O3.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.O3.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 %s -o %t.O0.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.O0.s

; CHECK-LABEL: fuzz_k10:
; CHECK:       ; asyncmark
; CHECK:       buffer_load_dword {{.*}} lds
; CHECK:       s_cbranch_vccnz
; CHECK:       s_waitcnt vmcnt(6)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(5)
; CHECK:       s_endpgm

declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)

define amdgpu_kernel void @fuzz_k10(ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(8) %rsrc, ptr %flat, ptr addrspace(3) %ldsarg, i32 %c0, i32 %c1, i32 %n0, i32 %n1) {
entry:
  br label %loop9
loop9:
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) null, ptr addrspace(3) null, i32 4, i32 0, i32 0)
  %lc72 = icmp ult i32 0, %n0
  br i1 %lc72, label %loop9, label %exit10
exit10:
  call void @llvm.amdgcn.wait.asyncmark(i16 5)
  ret void
}
