; MARKERS. Marks between the loads and the MFMAs of an MFMA K-loop and after
; the epilogue's VALU: with the mutation on, the post-RA scheduler may move
; ALU work across them; with it off, they are full barriers as in stock LLVM.

declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @marks_mfma_loop(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, i32 %k) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <16 x float> [ zeroinitializer, %entry ], [ %acc.next, %loop ]
  %row = shl i32 %i, 6
  %idx = add i32 %row, %lane
  %pa = getelementptr <4 x half>, ptr addrspace(1) %A, i32 %idx
  %pb = getelementptr <4 x half>, ptr addrspace(1) %B, i32 %idx
  %a = load <4 x half>, ptr addrspace(1) %pa, align 8
  %b = load <4 x half>, ptr addrspace(1) %pb, align 8
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  %m = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %a, <4 x half> %b, <16 x float> %acc, i32 0, i32 0, i32 0)
  %acc.next = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %b, <4 x half> %a, <16 x float> %m, i32 0, i32 0, i32 0)
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %k
  br i1 %more, label %loop, label %exit

exit:
  %h = fmul <16 x float> %acc.next, <float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5, float 0.5>
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  %pc = getelementptr <16 x float>, ptr addrspace(1) %C, i32 %lane
  store <16 x float> %h, ptr addrspace(1) %pc, align 64
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
