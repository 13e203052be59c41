; Two interleaved llvm.amdgcn.mfma.f32.32x32x8bf16.1k accumulators with a
; VALU epilogue that reads the MFMA results right away (MFMA->VALU hazard
; padding) and a relu before the store.

declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16>, <4 x i16>, <16 x float>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare <16 x float> @llvm.maxnum.v16f32(<16 x float>, <16 x float>)

define amdgpu_kernel void @mfma_bf16_1k(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, i32 %k) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = phi <16 x float> [ zeroinitializer, %entry ], [ %x.next, %loop ]
  %y = phi <16 x float> [ zeroinitializer, %entry ], [ %y.next, %loop ]
  %base = mul i32 %i, 128
  %ia = add i32 %base, %lane
  %pa = getelementptr <4 x i16>, ptr addrspace(1) %A, i32 %ia
  %pb = getelementptr <4 x i16>, ptr addrspace(1) %B, i32 %ia
  %a0 = load <4 x i16>, ptr addrspace(1) %pa, align 8
  %b0 = load <4 x i16>, ptr addrspace(1) %pb, align 8
  %pa1 = getelementptr <4 x i16>, ptr addrspace(1) %pa, i32 64
  %pb1 = getelementptr <4 x i16>, ptr addrspace(1) %pb, i32 64
  %a1 = load <4 x i16>, ptr addrspace(1) %pa1, align 8
  %b1 = load <4 x i16>, ptr addrspace(1) %pb1, align 8
  %x.next = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %a0, <4 x i16> %b0, <16 x float> %x, i32 0, i32 0, i32 0)
  %y.next = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16> %a1, <4 x i16> %b1, <16 x float> %y, i32 0, i32 0, i32 0)
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %k
  br i1 %more, label %loop, label %exit

exit:
  %s = fadd <16 x float> %x.next, %y.next
  %r = call <16 x float> @llvm.maxnum.v16f32(<16 x float> %s, <16 x float> zeroinitializer)
  %pc = getelementptr <16 x float>, ptr addrspace(1) %C, i32 %lane
  store <16 x float> %r, ptr addrspace(1) %pc, align 64
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,128" }
