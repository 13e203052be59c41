; LDS-staged MFMA: global loads are stored to LDS (ds_write), a barrier,
; then four ds_read_b64 fragments feed two independent
; llvm.amdgcn.mfma.f32.16x16x16f16 chains; a 2x unrolled K-loop.

declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

@sa = internal addrspace(3) global [1024 x <4 x half>] poison, align 16
@sb = internal addrspace(3) global [1024 x <4 x half>] poison, align 16

define amdgpu_kernel void @mfma_16x16x16f16_lds(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, i32 %k) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc0 = phi <4 x float> [ zeroinitializer, %entry ], [ %n0, %loop ]
  %acc1 = phi <4 x float> [ zeroinitializer, %entry ], [ %n1, %loop ]
  %g = shl i32 %i, 8
  %gi = add i32 %g, %lane
  %pa = getelementptr <4 x half>, ptr addrspace(1) %A, i32 %gi
  %pb = getelementptr <4 x half>, ptr addrspace(1) %B, i32 %gi
  %va = load <4 x half>, ptr addrspace(1) %pa, align 8
  %vb = load <4 x half>, ptr addrspace(1) %pb, align 8
  %pa2 = getelementptr <4 x half>, ptr addrspace(1) %pa, i32 64
  %pb2 = getelementptr <4 x half>, ptr addrspace(1) %pb, i32 64
  %va2 = load <4 x half>, ptr addrspace(1) %pa2, align 8
  %vb2 = load <4 x half>, ptr addrspace(1) %pb2, align 8
  %wa = getelementptr [1024 x <4 x half>], ptr addrspace(3) @sa, i32 0, i32 %lane
  %wb = getelementptr [1024 x <4 x half>], ptr addrspace(3) @sb, i32 0, i32 %lane
  store <4 x half> %va, ptr addrspace(3) %wa, align 8
  store <4 x half> %vb, ptr addrspace(3) %wb, align 8
  %wa2 = getelementptr <4 x half>, ptr addrspace(3) %wa, i32 64
  %wb2 = getelementptr <4 x half>, ptr addrspace(3) %wb, i32 64
  store <4 x half> %va2, ptr addrspace(3) %wa2, align 8
  store <4 x half> %vb2, ptr addrspace(3) %wb2, align 8
  call void @llvm.amdgcn.s.barrier()
  %rl = xor i32 %lane, 16
  %ra = getelementptr [1024 x <4 x half>], ptr addrspace(3) @sa, i32 0, i32 %rl
  %rb = getelementptr [1024 x <4 x half>], ptr addrspace(3) @sb, i32 0, i32 %rl
  %fa = load <4 x half>, ptr addrspace(3) %ra, align 8
  %fb = load <4 x half>, ptr addrspace(3) %rb, align 8
  %ra2 = getelementptr <4 x half>, ptr addrspace(3) %ra, i32 64
  %rb2 = getelementptr <4 x half>, ptr addrspace(3) %rb, i32 64
  %fa2 = load <4 x half>, ptr addrspace(3) %ra2, align 8
  %fb2 = load <4 x half>, ptr addrspace(3) %rb2, align 8
  %m0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %fa, <4 x half> %fb, <4 x float> %acc0, i32 0, i32 0, i32 0)
  %m1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %fa2, <4 x half> %fb2, <4 x float> %acc1, i32 0, i32 0, i32 0)
  %n0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %fa2, <4 x half> %fb, <4 x float> %m0, i32 0, i32 0, i32 0)
  %n1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %fa, <4 x half> %fb2, <4 x float> %m1, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.s.barrier()
  %i.next = add nuw i32 %i, 2
  %more = icmp ult i32 %i.next, %k
  br i1 %more, label %loop, label %exit

exit:
  %sum = fadd <4 x float> %n0, %n1
  %pc = getelementptr <4 x float>, ptr addrspace(1) %C, i32 %lane
  store <4 x float> %sum, ptr addrspace(1) %pc, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
