; Regression (shared/reproducers/uaf_gv_initializer_mark.ll and
; uaf_gv_initializer_nearmiss_silent.ll): a global's initializer refers to an
; async intrinsic, or to a misspelt one used by nothing else. The lowering
; used to erase the declaration while the initializer still pointed at it:
; llc and clang printed the diagnostic and then segfaulted, and
; asyncmark-upgrade exited 0 writing another function's name. Now each is an
; error naming the global, exit status 1, and nothing dangles (the lowering
; replaces the initializer's reference before erasing the declaration).
;
; RUN: rm -rf %t && split-file %s %t
; RUN: not %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -O3 %t/mark.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MARK
; RUN: not %llc-gisel -disable-verify -mtriple=amdgcn-amd-amdhsa -O3 %t/mark.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MARK
; RUN: not %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -O3 %t/nearmiss.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEAR
; RUN: not asyncmark-upgrade %t/nearmiss.ll -o %t/up.ll 2>&1 | FileCheck %s --check-prefix=NEAR
; RUN: not test -e %t/up.ll
; RUN: not asyncmark-upgrade %t/mark.ll -o %t/up2.ll 2>&1 | FileCheck %s --check-prefix=UPMARK
;
; MARK:     error: llvm.amdgcn.asyncmark may only be called directly (referenced by the initializer of @fp)
; MARK-NOT: PLEASE submit a bug report
; NEAR:     error: llvm.amdgcn.asynmark is not an intrinsic of LLVM 22 or of the asyncmark plugin (did you mean llvm.amdgcn.asyncmark?) (referenced by the initializer of @fp)
; NEAR-NOT: PLEASE submit a bug report
; The upgrade keeps marks; the module verifier refuses the global, naming it.
; UPMARK:   error: the module is not valid after the rewrite:
; UPMARK:   ptr addrspace(1) @fp

;--- mark.ll
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %x, ptr %flat, ptr addrspace(8) %rsrc, <4 x i32> %rsrc4, i16 %n) #0 {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 256, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

attributes #0 = { nounwind "target-cpu"="gfx950" }
@fp = addrspace(1) global ptr @llvm.amdgcn.asyncmark
;--- nearmiss.ll
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %x, ptr %flat, ptr addrspace(8) %rsrc, <4 x i32> %rsrc4, i16 %n) #0 {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 256, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.asynmark()

attributes #0 = { nounwind "target-cpu"="gfx950" }
@fp = addrspace(1) global ptr @llvm.amdgcn.asynmark
