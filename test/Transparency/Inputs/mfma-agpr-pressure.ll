; Register pressure: two 32-wide f32 accumulators of
; llvm.amdgcn.mfma.f32.32x32x1f32 live across a loop (AGPR/VGPR copies,
; v_accvgpr moves and their hazards).

declare <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float, float, <32 x float>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @mfma_agpr_pressure(ptr addrspace(1) %A, ptr addrspace(1) %C, i32 %k) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi <32 x float> [ zeroinitializer, %entry ], [ %x.next, %loop ]
  %y = phi <32 x float> [ zeroinitializer, %entry ], [ %y.next, %loop ]
  %o = shl i32 %i, 6
  %ix = add i32 %o, %lane
  %p = getelementptr <2 x float>, ptr addrspace(1) %A, i32 %ix
  %v = load <2 x float>, ptr addrspace(1) %p, align 8
  %a = extractelement <2 x float> %v, i32 0
  %b = extractelement <2 x float> %v, i32 1
  %x.next = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %a, float %b, <32 x float> %x, i32 0, i32 0, i32 0)
  %y.next = call <32 x float> @llvm.amdgcn.mfma.f32.32x32x1f32(float %b, float %a, <32 x float> %y, i32 1, i32 0, i32 0)
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %k
  br i1 %more, label %loop, label %exit

exit:
  %s = fsub <32 x float> %x.next, %y.next
  %pc = getelementptr <32 x float>, ptr addrspace(1) %C, i32 %lane
  store <32 x float> %s, ptr addrspace(1) %pc, align 128
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" "amdgpu-waves-per-eu"="4,4" }
