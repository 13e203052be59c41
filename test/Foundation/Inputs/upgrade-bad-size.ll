; Input of upgrade-tool.ll: async DMAs with sizes the upgrade tool must
; refuse (3 bytes anywhere; 16 bytes where the function says gfx942).
declare void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32)

define amdgpu_kernel void @bad_size(<4 x i32> %rsrc, ptr addrspace(3) %lds) {
  call void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32> %rsrc, ptr addrspace(3) %lds, i32 3, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @wide_on_gfx942(<4 x i32> %rsrc, ptr addrspace(3) %lds) "target-cpu"="gfx942" {
  call void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32> %rsrc, ptr addrspace(3) %lds, i32 16, i32 0, i32 0, i32 0, i32 0)
  ret void
}
