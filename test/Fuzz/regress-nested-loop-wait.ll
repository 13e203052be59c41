; Regression test found by utils/fuzz/asyncmark-fuzz.py (kernel seed 13,
; gfx950, -O3, plugin build of 2026-11-30 04:35) and reduced with --reduce.
;
;   outer: S ; inner: A M W(1) S ; (inner back edge) ; (outer back edge)
;
; W(1) needs the previous iteration's mark complete (one mark per inner
; iteration, so on the first inner iteration of the first outer iteration
; there is only one mark and nothing is needed). Inner back edge: the
; previous A is followed by its S and this iteration's A -> vmcnt(2); outer
; back edge: followed by its S, the outer S and this A -> vmcnt(3). The
; minimum over the paths is vmcnt(2).
;
; That build emitted no wait; the plugin's own verifier gave up (more than
; 4096 path states in one block, a remark) and tools/asyncmark-check reported
; "wait_asyncmark(1): emitted none | loosest safe vmcnt(2) | VIOLATION".
; The 04:54 build emits vmcnt(2).
;
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.O3.s
; RUN: FileCheck %s < %t.O3.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.O3.s
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 %s -o %t.O0.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.O0.s

; CHECK-LABEL: fuzz_k13:
; CHECK:       Child Loop
; CHECK:       buffer_load_dwordx3 {{.*}} lds
; CHECK:       s_waitcnt vmcnt(2)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK:       s_endpgm

declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)

define amdgpu_kernel void @fuzz_k13(ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(8) %rsrc, ptr %flat, ptr addrspace(3) %ldsarg, i32 %c0, i32 %c1, i32 %n0, i32 %n1) {
entry:
  br label %loop1
loop1:
  store i32 0, ptr addrspace(1) null, align 4
  br label %loop4
loop4:
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) null, ptr addrspace(3) null, i32 12, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  store i32 0, ptr addrspace(1) null, align 4
  %lc51 = icmp ult i32 0, %n0
  br i1 %lc51, label %loop4, label %exit5
exit5:
  br label %loop1
}
