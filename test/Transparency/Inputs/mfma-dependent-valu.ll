; MFMA results consumed by VALU, SrcC overlap and VALU writes of MFMA
; operands: the GCN hazard recognizer inserts s_nop padding, which the
; post-RA scheduler tries to fill with independent work.

declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @mfma_dependent_valu(ptr addrspace(1) %in, ptr addrspace(1) %out, float %s) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %lane
  %a = load float, ptr addrspace(1) %p, align 4
  %p1 = getelementptr float, ptr addrspace(1) %p, i32 64
  %b = load float, ptr addrspace(1) %p1, align 4
  %m0 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %a, float %b, <16 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %e0 = extractelement <16 x float> %m0, i32 3
  %a2 = fmul float %e0, %s
  %m1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %a2, float %b, <16 x float> %m0, i32 0, i32 0, i32 0)
  %e1 = extractelement <16 x float> %m1, i32 7
  %e2 = extractelement <16 x float> %m1, i32 12
  %h0 = fptrunc float %e1 to half
  %h1 = fptrunc float %e2 to half
  %v0 = insertelement <4 x half> poison, half %h0, i32 0
  %v1 = insertelement <4 x half> %v0, half %h1, i32 1
  %v2 = insertelement <4 x half> %v1, half %h0, i32 2
  %v3 = insertelement <4 x half> %v2, half %h1, i32 3
  %m2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %v3, <4 x half> %v3, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %m3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %v3, <4 x half> %v3, <4 x float> %m2, i32 0, i32 0, i32 0)
  %q = getelementptr <16 x float>, ptr addrspace(1) %out, i32 %lane
  store <16 x float> %m1, ptr addrspace(1) %q, align 64
  %q2 = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %lane
  %q3 = getelementptr <4 x float>, ptr addrspace(1) %q2, i32 4096
  store <4 x float> %m3, ptr addrspace(1) %q3, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
