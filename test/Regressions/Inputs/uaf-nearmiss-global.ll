; shared/reproducers/uaf_gv_initializer_nearmiss_silent.ll: a misspelt intrinsic only a global refers to.
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
