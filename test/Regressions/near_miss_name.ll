; Regression (shared/reproducers/near_miss_name.ll): a near-miss name of an
; async intrinsic (a wrong overload suffix, a misspelling) is a diagnostic
; naming the function, once per function with a count, never a call to an
; undefined symbol. Before the fix llc emitted s_swappc_b64 to
; llvm.amdgcn.wait.asyncmark.i32 and exited 0.
;
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o /dev/null 2>&1 | FileCheck %s
; RUN: not asyncmark-upgrade %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UPGRADE
;
; CHECK-DAG: error: {{.*}}in function k {{.*}}: llvm.amdgcn.wait.asyncmark.i32 is not an intrinsic of LLVM 22 or of the asyncmark plugin (did you mean llvm.amdgcn.wait.asyncmark?)
; CHECK-DAG: error: {{.*}}in function misspelt {{.*}}: llvm.amdgcn.asynmark is not an intrinsic of LLVM 22 or of the asyncmark plugin (did you mean llvm.amdgcn.asyncmark?) (2 uses)
; CHECK-DAG: error: {{.*}}in function misspelt {{.*}}: llvm.amdgcn.global.load.async.ldss is not an intrinsic of LLVM 22 or of the asyncmark plugin (did you mean llvm.amdgcn.global.load.async.lds?)
; CHECK-NOT: error
; UPGRADE: error: {{.*}}llvm.amdgcn.wait.asyncmark.i32 is not an intrinsic
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(3) %lds, ptr addrspace(5) %priv, i32 %x, ptr %flat) #0 {
  call void @llvm.amdgcn.wait.asyncmark(i16 -1)
  call void @llvm.amdgcn.wait.asyncmark.i32(i32 70000)
  ret void
}
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.wait.asyncmark.i32(i32)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { nounwind }

define amdgpu_kernel void @misspelt(ptr addrspace(1) %g, ptr addrspace(3) %lds) {
  call void @llvm.amdgcn.asynmark()
  call void @llvm.amdgcn.global.load.async.ldss(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asynmark()
  ret void
}

; Real LLVM 22 intrinsics with "async" in their name are left alone.
define amdgpu_kernel void @genuine() "target-cpu"="gfx1250" {
  call void @llvm.amdgcn.s.wait.asynccnt(i16 0)
  ret void
}
declare void @llvm.amdgcn.asynmark()
declare void @llvm.amdgcn.global.load.async.ldss(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.s.wait.asynccnt(i16)
