; Regression (shared/reproducers/middle_end_merge.ll): identical async DMAs in
; both arms. After asyncmark-upgrade, opt -O3 (or clang -O3) merges the two
; calls and drops the unknown !amdgpu.asyncmark.async metadata. The merged
; DMA is then not known to be async; in a function with marks it stays a
; member of the mark's group, so wait(0) still waits before the barrier.
; Before the fix it became ordinary DMA and the barrier was crossed with the
; DMA in flight. The DMAs write an LDS global: for a pointer argument the
; lowering adds an escape after each DMA, and the calls are not merged.
;
; RUN: asyncmark-upgrade %s -o %t.up.ll
; RUN: opt -O3 -mtriple=amdgcn-amd-amdhsa %t.up.ll -S -o %t.o3.ll
; RUN: FileCheck %s --check-prefix=MERGED < %t.o3.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t.o3.ll -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -global-isel %t.o3.ll -o - | FileCheck %s
; RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S \
; RUN:   -fpass-plugin=%plugin -mllvm -amdgpu-asyncmark-verify %t.up.ll -o - | FileCheck %s
;
; The middle end did merge them, and the flag is gone.
; MERGED:     call void @llvm.amdgcn.global.load.lds(
; MERGED-NOT: amdgpu.asyncmark.async
; MERGED-NOT: call void @llvm.amdgcn.global.load.lds(
;
; CHECK-LABEL: k:
; CHECK:       global_load_lds_dword {{.*}}offset:4
; CHECK-NOT:   global_load_lds_dword
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       s_barrier
target triple = "amdgcn-amd-amdhsa"
@buf = internal addrspace(3) global [256 x i32] poison
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %lds, i32 inreg %c, i32 %va, i32 %vb) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = zext i32 %tid to i64
  %g = getelementptr i32, ptr addrspace(1) %in, i64 %off
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %a, label %b
a:
  store volatile i32 %va, ptr addrspace(1) %out
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 4, i32 0)
  br label %join
b:
  store volatile i32 %vb, ptr addrspace(1) %out
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 4, i32 0)
  br label %join
join:
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void @llvm.amdgcn.s.barrier()
  %t2 = xor i32 %tid, 64
  %lp = getelementptr i32, ptr addrspace(3) @buf, i32 %t2
  %v = load i32, ptr addrspace(3) %lp
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %off
  store i32 %v, ptr addrspace(1) %o
  ret void
}
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { nounwind "target-cpu"="gfx950" }
