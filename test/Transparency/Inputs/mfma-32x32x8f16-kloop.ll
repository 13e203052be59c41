; MFMA K-loop: each iteration loads a 4 x half fragment of A and B from
; global memory and accumulates into a 32x32 tile with
; llvm.amdgcn.mfma.f32.32x32x8f16 (16 accumulator registers); the tile is
; stored after the loop.
; TRANSPARENCY-O0

declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @mfma_32x32x8f16_kloop(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, i32 %k) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %steps = lshr i32 %k, 3
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
  %acc.next = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %a, <4 x half> %b, <16 x float> %acc, i32 0, i32 0, i32 0)
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %steps
  br i1 %more, label %loop, label %exit

exit:
  %pc = getelementptr <16 x float>, ptr addrspace(1) %C, i32 %lane
  store <16 x float> %acc.next, ptr addrspace(1) %pc, align 64
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
