; Regression (shared/reproducers/tailmerge_sync_async.ll): an async DMA in
; one arm and an identical ordinary DMA in the other, each followed by an LDS
; read. The arms are merged into one DMA that carries the memoperands of
; both; it is not known to be async (not every memoperand has the flag), so
; the ordinary arm's LDS read keeps its wait. Before the fix the merged DMA
; counted as async (any-of) and the read got no vmcnt wait.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -global-isel %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 -O3 %s -o - | FileCheck %s
;
; CHECK-LABEL: k:
; CHECK:       global_load{{(_lds)?}}_dword {{.*}}offset:4
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  ds_read_b32
;
; CHECK-LABEL: k_with_marks:
; CHECK:       global_load{{(_lds)?}}_dword {{.*}}offset:4
; CHECK-NOT:   ds_read_b32
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ds_read_b32
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %lds, i32 inreg %c, i32 %va, i32 %vb) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = zext i32 %tid to i64
  %g = getelementptr i32, ptr addrspace(1) %in, i64 %off
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %off
  %lp = getelementptr i32, ptr addrspace(3) %lds, i32 %tid
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %a, label %b
a:
  store volatile i32 %va, ptr addrspace(1) %out
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  %v1 = load i32, ptr addrspace(3) %lp
  store i32 %v1, ptr addrspace(1) %o
  ret void
b:
  store volatile i32 %vb, ptr addrspace(1) %out
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  %v2 = load i32, ptr addrspace(3) %lp
  store i32 %v2, ptr addrspace(1) %o
  ret void
}
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { nounwind }

; The same tails in a function with marks: the merged DMA is not known to be
; async, so it is both a member of the mark's group and waited for before the
; ordinary arm's LDS read.
define amdgpu_kernel void @k_with_marks(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %lds, i32 inreg %c, i32 %va, i32 %vb) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = zext i32 %tid to i64
  %g = getelementptr i32, ptr addrspace(1) %in, i64 %off
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %off
  %lp = getelementptr i32, ptr addrspace(3) %lds, i32 %tid
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %a, label %b
a:
  store volatile i32 %va, ptr addrspace(1) %out
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  %v1 = load i32, ptr addrspace(3) %lp
  store i32 %v1, ptr addrspace(1) %o
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
b:
  store volatile i32 %vb, ptr addrspace(1) %out
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  %v2 = load i32, ptr addrspace(3) %lp
  store i32 %v2, ptr addrspace(1) %o
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
