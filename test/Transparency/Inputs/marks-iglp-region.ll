; MARKERS. A mark inside an iglp.opt(0) region and one after a
; sched.group.barrier region: the IGLP/SGB mutations own those regions.

declare void @llvm.amdgcn.iglp.opt(i32)
declare void @llvm.amdgcn.sched.group.barrier(i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

@lds = internal addrspace(3) global [4096 x <4 x half>] poison, align 16

define amdgpu_kernel void @marks_iglp_region(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %k) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %c0 = phi <4 x float> [ zeroinitializer, %entry ], [ %d0, %loop ]
  %c1 = phi <4 x float> [ zeroinitializer, %entry ], [ %d1, %loop ]
  call void @llvm.amdgcn.iglp.opt(i32 0)
  %base = shl i32 %i, 8
  %l0 = add i32 %base, %lane
  %r0 = getelementptr <4 x half>, ptr addrspace(3) @lds, i32 %l0
  %r1 = getelementptr <4 x half>, ptr addrspace(3) %r0, i32 64
  %x0 = load <4 x half>, ptr addrspace(3) %r0, align 8
  %x1 = load <4 x half>, ptr addrspace(3) %r1, align 8
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  %d0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %x0, <4 x half> %x1, <4 x float> %c0, i32 0, i32 0, i32 0)
  %d1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %x1, <4 x half> %x0, <4 x float> %c1, i32 0, i32 0, i32 0)
  %w0 = getelementptr <4 x half>, ptr addrspace(3) @lds, i32 %lane
  %h0 = fptrunc <4 x float> %d0 to <4 x half>
  store <4 x half> %h0, ptr addrspace(3) %w0, align 8
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %k
  br i1 %more, label %loop, label %tail

tail:
  %g = getelementptr <4 x half>, ptr addrspace(1) %in, i32 %lane
  %gv = load <4 x half>, ptr addrspace(1) %g, align 8
  %rr = getelementptr <4 x half>, ptr addrspace(3) @lds, i32 %lane
  %y = load <4 x half>, ptr addrspace(3) %rr, align 8
  %e0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %gv, <4 x half> %y, <4 x float> %d0, i32 0, i32 0, i32 0)
  %e1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %y, <4 x half> %gv, <4 x float> %d1, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 32, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 256, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 2, i32 0)
  br label %exit

exit:
  %s = fadd <4 x float> %e0, %e1
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %lane
  store <4 x float> %s, ptr addrspace(1) %q, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
