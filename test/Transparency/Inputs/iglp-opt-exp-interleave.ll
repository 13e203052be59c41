; llvm.amdgcn.iglp.opt(2) (the exp/MFMA interleave of attention kernels):
; a softmax-like exp2 block and MFMAs over the same tile in one region.

declare void @llvm.amdgcn.iglp.opt(i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
declare float @llvm.exp2.f32(float)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @iglp_opt_exp_interleave(ptr addrspace(1) %S, ptr addrspace(1) %V, ptr addrspace(1) %O, float %mx) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.iglp.opt(i32 2)
  %ps = getelementptr <8 x float>, ptr addrspace(1) %S, i32 %lane
  %s = load <8 x float>, ptr addrspace(1) %ps, align 32
  %pv = getelementptr <8 x half>, ptr addrspace(1) %V, i32 %lane
  %v = load <8 x half>, ptr addrspace(1) %pv, align 16
  %s0 = extractelement <8 x float> %s, i32 0
  %s1 = extractelement <8 x float> %s, i32 1
  %s2 = extractelement <8 x float> %s, i32 2
  %s3 = extractelement <8 x float> %s, i32 3
  %s4 = extractelement <8 x float> %s, i32 4
  %s5 = extractelement <8 x float> %s, i32 5
  %s6 = extractelement <8 x float> %s, i32 6
  %s7 = extractelement <8 x float> %s, i32 7
  %t0 = fsub float %s0, %mx
  %t1 = fsub float %s1, %mx
  %t2 = fsub float %s2, %mx
  %t3 = fsub float %s3, %mx
  %t4 = fsub float %s4, %mx
  %t5 = fsub float %s5, %mx
  %t6 = fsub float %s6, %mx
  %t7 = fsub float %s7, %mx
  %e0 = call afn float @llvm.exp2.f32(float %t0)
  %e1 = call afn float @llvm.exp2.f32(float %t1)
  %e2 = call afn float @llvm.exp2.f32(float %t2)
  %e3 = call afn float @llvm.exp2.f32(float %t3)
  %e4 = call afn float @llvm.exp2.f32(float %t4)
  %e5 = call afn float @llvm.exp2.f32(float %t5)
  %e6 = call afn float @llvm.exp2.f32(float %t6)
  %e7 = call afn float @llvm.exp2.f32(float %t7)
  %h0 = fptrunc float %e0 to half
  %h1 = fptrunc float %e1 to half
  %h2 = fptrunc float %e2 to half
  %h3 = fptrunc float %e3 to half
  %h4 = fptrunc float %e4 to half
  %h5 = fptrunc float %e5 to half
  %h6 = fptrunc float %e6 to half
  %h7 = fptrunc float %e7 to half
  %pa0 = insertelement <4 x half> poison, half %h0, i32 0
  %pa1 = insertelement <4 x half> %pa0, half %h1, i32 1
  %pa2 = insertelement <4 x half> %pa1, half %h2, i32 2
  %pa = insertelement <4 x half> %pa2, half %h3, i32 3
  %pb0 = insertelement <4 x half> poison, half %h4, i32 0
  %pb1 = insertelement <4 x half> %pb0, half %h5, i32 1
  %pb2 = insertelement <4 x half> %pb1, half %h6, i32 2
  %pb = insertelement <4 x half> %pb2, half %h7, i32 3
  %v0 = shufflevector <8 x half> %v, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %v1 = shufflevector <8 x half> %v, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %m0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %pa, <4 x half> %v0, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %pb, <4 x half> %v1, <4 x float> %m0, i32 0, i32 0, i32 0)
  %po = getelementptr <4 x float>, ptr addrspace(1) %O, i32 %lane
  store <4 x float> %m1, ptr addrspace(1) %po, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" }
