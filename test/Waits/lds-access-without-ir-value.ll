; An LDS read whose memoperand has no IR value after an async DMA. GlobalISel
; narrows `load <2 x i32>` + extractelement to one ds_read_b32 and drops the
; value from its memoperand. LLVM 22's si-insert-waitcnts checks an LDS
; access against the DMAs it tracks only when the memoperand has an IR
; value and AA metadata; without a value it waits for every DMA in flight:
; a vmcnt(0) between the marker and the read that completed the newest
; group as well (fuzz seed 70193, -O0 GlobalISel). The plugin orders LDS DMA
; itself in such a function and gives such a memoperand a poison pointer of
; its address space, so only the marker's vmcnt(1) stands before the read,
; as with SelectionDAG, and the checker finds it exact.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O0 -global-isel -verify-machineinstrs -amdgpu-asyncmark-verify %s -o %t.o0.s
; RUN: FileCheck %s < %t.o0.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O3 -global-isel -verify-machineinstrs -amdgpu-asyncmark-verify %s -o %t.o3.s
; RUN: FileCheck %s < %t.o3.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict --mcpu gfx942 %t.o0.s | FileCheck %s --check-prefix=CHECKER
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict --mcpu gfx942 %t.o3.s | FileCheck %s --check-prefix=CHECKER
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O3 -global-isel -stop-after=si-insert-waitcnts %s -o - | FileCheck %s --check-prefix=MIR

; CHECK-LABEL: k:
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_waitcnt
; CHECK:       ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:68
; CHECKER: k: wait_asyncmark(1): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
; CHECKER: k: wait_asyncmark(0): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
; MIR: DS_READ_B32_gfx9 {{.*}} :: (load (s32) from `ptr addrspace(3) poison`, {{.*}}addrspace 3)

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %l2 = getelementptr i8, ptr addrspace(3) %l, i32 4096
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l2, i32 4, i32 256, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %p = getelementptr i8, ptr addrspace(3) %l, i32 64
  %v = load <2 x i32>, ptr addrspace(3) %p, align 8
  %e = extractelement <2 x i32> %v, i32 1
  store i32 %e, ptr addrspace(1) %o
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}
