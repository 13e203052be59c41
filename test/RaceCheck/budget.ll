; A wait deeper than -amdgpu-asyncmark-race-max-wait (256): the check gives
; up on the function with a remark, never silently and never slowly
; (test/Regressions/loop_switch200_wait65535_slow.ll ran for 29 minutes
; under the check before this limit).
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=warning
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check \
; RUN:   -amdgpu-asyncmark-race-max-wait=300 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=CHECKED --implicit-check-not=remark
; CHECK: remark: in function deep: the async race check gave up on this function (a wait.asyncmark above 256 or too large)
; CHECKED: warning: in function deep: LDS load %v may race

@lds = internal addrspace(3) global [256 x i32] poison, align 16

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @deep(ptr addrspace(1) %src, ptr addrspace(1) %dst) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 300)
  %v = load i32, ptr addrspace(3) @lds
  store i32 %v, ptr addrspace(1) %dst
  ret void
}
