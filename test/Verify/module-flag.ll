; Verify mode per compile: an in-process code generator, whose options are
; the process's, turns it on for one module with the module flag
; `amdgpu-asyncmark-verify` (M.addModuleFlag(Module::Max,
; "amdgpu-asyncmark-verify", 1)). Without -amdgpu-asyncmark-verify, this
; module is verified (the test-only injected mark move is caught); with the
; flag removed or 0 it is not (the verifier does not even run, so the
; injection does not happen either), and the output is the same.
;
; RUN: not %llc-stock -load-pass-plugin=%plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 \
; RUN:   -amdgpu-asyncmark-verify-inject-mark-move %s -o /dev/null 2>&1 | FileCheck %s
; RUN: sed -e 's/^!0 = .*/!0 = !{i32 7, !"amdgpu-asyncmark-verify", i32 0}/' %s > %t.off.ll
; RUN: %llc-stock -load-pass-plugin=%plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 \
; RUN:   -amdgpu-asyncmark-verify-inject-mark-move %t.off.ll -o %t.off.s
; RUN: %llc-stock -load-pass-plugin=%plugin -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.on.s
; RUN: cmp %t.on.s %t.off.s
;
; CHECK: error: {{.*}}in function k {{.*}}: asyncmark #1 of %entry has moved above an LDS DMA ({{.*}}) of its group in k:bb.0.entry: the mark no longer closes it
; CHECK-NOT: error

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %lds) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = zext i32 %tid to i64
  %g = getelementptr i32, ptr addrspace(1) %in, i64 %off
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %lp = getelementptr i32, ptr addrspace(3) %lds, i32 %tid
  %v = load i32, ptr addrspace(3) %lp
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %off
  store i32 %v, ptr addrspace(1) %o
  ret void
}
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

!llvm.module.flags = !{!0}
!0 = !{i32 7, !"amdgpu-asyncmark-verify", i32 1}
