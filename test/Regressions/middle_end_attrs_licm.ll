; Regression (shared/reproducers/middle_end_attrs_licm.ll): the intrinsic
; declarations carry the attributes LLVM prints for them (the DMA's LDS
; pointer `captures(none)`, the wait `nocallback nofree nounwind willreturn`)
; and the LDS pointer is a `noalias` kernel argument. LLVM's alias analysis
; then took the wait for NoModRef on that LDS, and LICM hoisted the loop's
; ds_read_b32 above `wait.asyncmark(0)`: the read saw LDS the DMA had not
; written yet, and verify mode passed it. Now the LDS argument escapes at the
; entry and, in opt's and clang's pipelines, the intrinsics are lowered before
; any optimisation. Four routes: llc, opt -O3 | llc, clang -O3, and
; asyncmark-upgrade | stock opt -O3 | llc. In each the read stays in the loop
; after the wait.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -O3 %s -o - | FileCheck %s
; RUN: %opt -O3 -mtriple=amdgcn-amd-amdhsa %s -S -o %t.o3.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -O3 %t.o3.ll -o - | FileCheck %s
; RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S \
; RUN:   -fpass-plugin=%plugin -mllvm -amdgpu-asyncmark-verify %s -o - | FileCheck %s
; RUN: asyncmark-upgrade %s -o %t.up.ll
; RUN: opt -O3 -mtriple=amdgcn-amd-amdhsa %t.up.ll -S -o %t.up.o3.ll
; RUN: FileCheck %s --check-prefix=STOCK-O3 < %t.up.o3.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -O3 %t.up.o3.ll -o - | FileCheck %s
;
; Stock opt -O3 keeps the load in the loop, after the wait.
; STOCK-O3:      loop:
; STOCK-O3:        call void @llvm.amdgcn.wait.asyncmark(i16 0)
; STOCK-O3-NEXT:   load i32, ptr addrspace(3)
;
; CHECK-LABEL: k:
; CHECK:       global_load_lds_dword
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   ds_read
; CHECK:       .LBB0_1: ; %loop
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32
; CHECK:       s_cbranch_scc1 .LBB0_1
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) noalias %lds, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = zext i32 %tid to i64
  %g = getelementptr i32, ptr addrspace(1) %in, i64 %off
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %lp = getelementptr i32, ptr addrspace(3) %lds, i32 %tid
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lp
  %acc1 = add i32 %acc, %v
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %off
  store i32 %acc1, ptr addrspace(1) %o
  ret void
}
; declarations as LLVM prints intrinsic declarations (cf. llvm.amdgcn.global.load.lds / llvm.amdgcn.s.waitcnt in LLVM 22)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) captures(none), ptr addrspace(3) captures(none), i32 immarg, i32 immarg, i32 immarg) #1
declare void @llvm.amdgcn.asyncmark() #1
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg) #1
attributes #0 = { nounwind "target-cpu"="gfx950" }
attributes #1 = { nocallback nofree nounwind willreturn }
