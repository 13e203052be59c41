; A DMA twin flagged async (what asyncmark-upgrade and the builder helpers
; emit) with a size the target cannot do gets the same diagnostic as the
; upstream spelling, naming the function, instead of an isel abort
; ("Cannot select").
;
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O3 %s -o /dev/null 2>&1 | FileCheck %s
;
; CHECK-DAG: error: {{.*}}in function twin {{.*}}: llvm.amdgcn.global.load.lds: size 12 is not supported on gfx90a (1, 2, 4 bytes)
; CHECK-DAG: error: {{.*}}in function upstream {{.*}}: llvm.amdgcn.global.load.async.lds: size 12 is not supported on gfx90a (1, 2, 4 bytes)
; CHECK-NOT: Cannot select

define amdgpu_kernel void @twin(ptr addrspace(1) %g, ptr addrspace(3) %lds) {
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 12, i32 0, i32 0), !amdgpu.asyncmark.async !0
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

define amdgpu_kernel void @upstream(ptr addrspace(1) %g, ptr addrspace(3) %lds) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 12, i32 0, i32 0)
  ret void
}

declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
!0 = !{}
