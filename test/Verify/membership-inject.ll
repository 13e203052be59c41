; Verify mode checks group membership against the program as written: a
; snapshot right after instruction selection records which DMAs each mark
; closes, and the final code must keep that order. A mark moved above a DMA
; of its group (injected here with a hidden test-only option, as a scheduling
; bug would) is a compile error naming the function, the mark and the DMA,
; although the waits the lowering chose still cover the moved marks.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o /dev/null
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 \
; RUN:   -amdgpu-asyncmark-verify-inject-mark-move %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -global-isel \
; RUN:   -amdgpu-asyncmark-verify-inject-mark-move %s -o /dev/null 2>&1 | FileCheck %s
;
; CHECK: error: {{.*}}in function k {{.*}}: asyncmark #1 of %entry has moved above an LDS DMA (GLOBAL_LOAD_LDS_DWORD{{.*}}) of its group in k:bb.0.entry: the mark no longer closes it
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
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v2 = load i32, ptr addrspace(3) %lp
  %s = add i32 %v, %v2
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %off
  store i32 %s, ptr addrspace(1) %o
  ret void
}
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
