; llvm.amdgcn.iglp.opt(1) (MFMASmallGemmSingleWaveOpt): global loads,
; LDS writes and reads around a block of 32x32x8f16 MFMAs in one region.

declare void @llvm.amdgcn.iglp.opt(i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

@lds = internal addrspace(3) global [2048 x <4 x half>] poison, align 16

define amdgpu_kernel void @iglp_opt_single_wave(ptr addrspace(1) %A, ptr addrspace(1) %C) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.iglp.opt(i32 1)
  %ga = getelementptr <4 x half>, ptr addrspace(1) %A, i32 %lane
  %g0 = load <4 x half>, ptr addrspace(1) %ga, align 8
  %ga1 = getelementptr <4 x half>, ptr addrspace(1) %ga, i32 64
  %g1 = load <4 x half>, ptr addrspace(1) %ga1, align 8
  %ga2 = getelementptr <4 x half>, ptr addrspace(1) %ga, i32 128
  %g2 = load <4 x half>, ptr addrspace(1) %ga2, align 8
  %ga3 = getelementptr <4 x half>, ptr addrspace(1) %ga, i32 192
  %g3 = load <4 x half>, ptr addrspace(1) %ga3, align 8
  %w = getelementptr <4 x half>, ptr addrspace(3) @lds, i32 %lane
  store <4 x half> %g0, ptr addrspace(3) %w, align 8
  %w1 = getelementptr <4 x half>, ptr addrspace(3) %w, i32 64
  store <4 x half> %g1, ptr addrspace(3) %w1, align 8
  %w2 = getelementptr <4 x half>, ptr addrspace(3) %w, i32 128
  store <4 x half> %g2, ptr addrspace(3) %w2, align 8
  %w3 = getelementptr <4 x half>, ptr addrspace(3) %w, i32 192
  store <4 x half> %g3, ptr addrspace(3) %w3, align 8
  %rl = xor i32 %lane, 32
  %r = getelementptr <4 x half>, ptr addrspace(3) @lds, i32 %rl
  %x0 = load <4 x half>, ptr addrspace(3) %r, align 8
  %r1 = getelementptr <4 x half>, ptr addrspace(3) %r, i32 1024
  %x1 = load <4 x half>, ptr addrspace(3) %r1, align 8
  %m0 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %x0, <4 x half> %x1, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %x1, <4 x half> %x0, <16 x float> %m0, i32 0, i32 0, i32 0)
  %m2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %g0, <4 x half> %g1, <16 x float> %m1, i32 0, i32 0, i32 0)
  %m3 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %g2, <4 x half> %g3, <16 x float> %m2, i32 0, i32 0, i32 0)
  %q = getelementptr <16 x float>, ptr addrspace(1) %C, i32 %lane
  store <16 x float> %m3, ptr addrspace(1) %q, align 64
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }
