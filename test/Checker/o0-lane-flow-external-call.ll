; The checker follows -O0 lane constants across a call to a function that
; is not in the file (here @ext, declared only) in the registers the AMDGPU
; calling convention has a callee preserve (v40-v47, v56-v63, ...; a32-a255
; with gfx90a instructions; the target-facts table): the call forgets every
; value, and the lanes written after it are known again, since no load of
; the callee lands in a preserved register after its return. LLVM keeps the
; flow constants of -O0 code in such lanes (v40, copied to a33 and back).
; The %else arm calls @ext, then issues a DMA and a mark; the constant its
; join writes rules out %else -> ... -> Flow -> %then, so the wait in %then
; needs nothing. Without lanes in a function with such a call, the checker
; judged that path and reported a VIOLATION (fuzz seed 572, reduced; seeds
; 106, 193, 626 under GlobalISel were the same).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 %s -o %t.dag.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.dag.s | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -global-isel %s -o %t.gisel.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.gisel.s | FileCheck %s
;
; The same assembly, kept as an input, and with the lanes moved to
; registers a callee may clobber (v30 and a3): after the call nothing of
; them is known, and the path stands (the fail-safe reading).
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict \
; RUN:   %S/Inputs/o0-lane-flow-external-call-gfx950.s | FileCheck %s
; RUN: sed -e 's/v40/v30/g' -e 's/a33/a3/g' %S/Inputs/o0-lane-flow-external-call-gfx950.s > %t.clobbered.s
; RUN: %python %S/Inputs/expect-status.py 1 \
; RUN:   %python %srcroot/tools/asyncmark-check/asyncmark-check.py %t.clobbered.s \
; RUN:   | FileCheck %s --check-prefix=CLOBBERED

; CHECK: ext_call: wait_asyncmark(1): emitted none | loosest safe none | ok
; CLOBBERED: ext_call: wait_asyncmark(1): emitted none | loosest safe vmcnt(0) | VIOLATION

target triple = "amdgcn-amd-amdhsa"

declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @ext(ptr addrspace(1), i32)

define amdgpu_kernel void @ext_call(ptr addrspace(1) %out, i32 inreg %c) {
entry:
  %cc = icmp eq i32 %c, 4
  br i1 %cc, label %then, label %else
then:
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  br label %join
else:
  call void @ext(ptr addrspace(1) %out, i32 0)
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) null, ptr addrspace(3) null, i32 2, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %else.join
else.join:
  br label %join
join:
  ret void
}
