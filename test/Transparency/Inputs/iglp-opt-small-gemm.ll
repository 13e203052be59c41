; llvm.amdgcn.iglp.opt(0) (MFMASmallGemmOpt) in a K-loop body with DS reads,
; DS writes and MFMAs: the IGLP mutation interleaves them before and after
; register allocation.
; TRANSPARENCY-O0

declare void @llvm.amdgcn.iglp.opt(i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

@lds = internal addrspace(3) global [4096 x <4 x half>] poison, align 16

define amdgpu_kernel void @iglp_opt_small_gemm(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %k) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %c0 = phi <4 x float> [ zeroinitializer, %entry ], [ %d0, %loop ]
  %c1 = phi <4 x float> [ zeroinitializer, %entry ], [ %d1, %loop ]
  %c2 = phi <4 x float> [ zeroinitializer, %entry ], [ %d2, %loop ]
  %c3 = phi <4 x float> [ zeroinitializer, %entry ], [ %d3, %loop ]
  call void @llvm.amdgcn.iglp.opt(i32 0)
  %base = shl i32 %i, 8
  %l0 = add i32 %base, %lane
  %r0 = getelementptr <4 x half>, ptr addrspace(3) @lds, i32 %l0
  %r1 = getelementptr <4 x half>, ptr addrspace(3) %r0, i32 64
  %r2 = getelementptr <4 x half>, ptr addrspace(3) %r0, i32 128
  %r3 = getelementptr <4 x half>, ptr addrspace(3) %r0, i32 192
  %x0 = load <4 x half>, ptr addrspace(3) %r0, align 8
  %x1 = load <4 x half>, ptr addrspace(3) %r1, align 8
  %x2 = load <4 x half>, ptr addrspace(3) %r2, align 8
  %x3 = load <4 x half>, ptr addrspace(3) %r3, align 8
  %d0 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %x0, <4 x half> %x1, <4 x float> %c0, i32 0, i32 0, i32 0)
  %d1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %x1, <4 x half> %x2, <4 x float> %c1, i32 0, i32 0, i32 0)
  %d2 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %x2, <4 x half> %x3, <4 x float> %c2, i32 0, i32 0, i32 0)
  %d3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %x3, <4 x half> %x0, <4 x float> %c3, i32 0, i32 0, i32 0)
  %w0 = getelementptr <4 x half>, ptr addrspace(3) @lds, i32 %lane
  %h0 = fptrunc <4 x float> %d0 to <4 x half>
  %h1 = fptrunc <4 x float> %d1 to <4 x half>
  store <4 x half> %h0, ptr addrspace(3) %w0, align 8
  %w1 = getelementptr <4 x half>, ptr addrspace(3) %w0, i32 2048
  store <4 x half> %h1, ptr addrspace(3) %w1, align 8
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %k
  br i1 %more, label %loop, label %exit

exit:
  %s0 = fadd <4 x float> %d0, %d1
  %s1 = fadd <4 x float> %d2, %d3
  %s = fadd <4 x float> %s0, %s1
  %q = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %lane
  store <4 x float> %s, ptr addrspace(1) %q, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
