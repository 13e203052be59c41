; Many short independent f32 MFMA chains (16x16x4f32 and 4x4x1f32) in
; straight-line code: the post-RA scheduler and the hazard recognizer
; decide how the dependent MFMAs are spaced.

declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @mfma_f32_small_chains(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %lane
  %v = load <4 x float>, ptr addrspace(1) %p, align 16
  %e0 = extractelement <4 x float> %v, i32 0
  %e1 = extractelement <4 x float> %v, i32 1
  %e2 = extractelement <4 x float> %v, i32 2
  %e3 = extractelement <4 x float> %v, i32 3
  %a0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %e0, float %e1, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %b0 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %e2, float %e3, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %a1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %e1, float %e2, <4 x float> %a0, i32 0, i32 0, i32 0)
  %b1 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %e3, float %e0, <4 x float> %b0, i32 0, i32 0, i32 0)
  %a2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %e2, float %e3, <4 x float> %a1, i32 1, i32 0, i32 0)
  %b2 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %e0, float %e1, <4 x float> %b1, i32 0, i32 0, i32 0)
  %x = extractelement <4 x float> %a2, i32 0
  %y = extractelement <4 x float> %b2, i32 1
  %a3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %x, float %y, <4 x float> %a2, i32 0, i32 0, i32 0)
  %b3 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %y, float %x, <4 x float> %b2, i32 0, i32 0, i32 0)
  %s = fadd <4 x float> %a3, %b3
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %lane
  store <4 x float> %s, ptr addrspace(1) %q, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
