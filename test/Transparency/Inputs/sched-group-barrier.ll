; Explicit llvm.amdgcn.sched.group.barrier pipeline: 1 VMEM read, 2 DS
; reads, 1 MFMA, repeated, in a loop body; the post-RA scheduler must honour
; the groups.

declare void @llvm.amdgcn.sched.group.barrier(i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

@lds = internal addrspace(3) global [4096 x <4 x half>] poison, align 16

define amdgpu_kernel void @sched_group_barrier(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %k) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %c0 = phi <4 x float> [ zeroinitializer, %entry ], [ %d0, %loop ]
  %c1 = phi <4 x float> [ zeroinitializer, %entry ], [ %d1, %loop ]
  %g = phi <4 x half> [ zeroinitializer, %entry ], [ %gn, %loop ]
  %off = shl i32 %i, 7
  %gi = add i32 %off, %lane
  %gp = getelementptr <4 x half>, ptr addrspace(1) %in, i32 %gi
  %gn = load <4 x half>, ptr addrspace(1) %gp, align 8
  %l0 = getelementptr <4 x half>, ptr addrspace(3) @lds, i32 %gi
  %x0 = load <4 x half>, ptr addrspace(3) %l0, align 8
  %l1 = getelementptr <4 x half>, ptr addrspace(3) %l0, i32 64
  %x1 = load <4 x half>, ptr addrspace(3) %l1, align 8
  %l2 = getelementptr <4 x half>, ptr addrspace(3) %l0, i32 128
  %x2 = load <4 x half>, ptr addrspace(3) %l2, align 8
  %l3 = getelementptr <4 x half>, ptr addrspace(3) %l0, i32 192
  %x3 = load <4 x half>, ptr addrspace(3) %l3, align 8
  %d0.0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %x0, <4 x half> %g, <4 x float> %c0, i32 0, i32 0, i32 0)
  %d1.0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %x1, <4 x half> %g, <4 x float> %c1, i32 0, i32 0, i32 0)
  %d0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %x2, <4 x half> %x0, <4 x float> %d0.0, i32 0, i32 0, i32 0)
  %d1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %x3, <4 x half> %x1, <4 x float> %d1.0, i32 0, i32 0, i32 0)
  ; VMEM read 1, DS read 2, MFMA 1, DS read 2, MFMA 3
  call void @llvm.amdgcn.sched.group.barrier(i32 32, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 256, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 256, i32 2, i32 0)
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 3, i32 0)
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %k
  br i1 %more, label %loop, label %exit

exit:
  %s = fadd <4 x float> %d0, %d1
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %lane
  store <4 x float> %s, ptr addrspace(1) %q, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
