; gfx942 and gfx950: fp8 MFMA (llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8) and
; an i8 MFMA of the gfx940 generation in one loop.
; TRANSPARENCY-CPUS: gfx942 gfx950

declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8(i64, i64, <4 x float>, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64, i64, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @gfx94x_fp8_mfma(ptr addrspace(1) %A, ptr addrspace(1) %C, ptr addrspace(1) %D, i32 %k) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %f = phi <4 x float> [ zeroinitializer, %entry ], [ %f.next, %loop ]
  %q = phi <4 x i32> [ zeroinitializer, %entry ], [ %q.next, %loop ]
  %o = shl i32 %i, 7
  %ix = add i32 %o, %lane
  %p = getelementptr i64, ptr addrspace(1) %A, i32 %ix
  %a = load i64, ptr addrspace(1) %p, align 8
  %p1 = getelementptr i64, ptr addrspace(1) %p, i32 64
  %b = load i64, ptr addrspace(1) %p1, align 8
  %f.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.fp8.fp8(i64 %a, i64 %b, <4 x float> %f, i32 0, i32 0, i32 0)
  %q.next = call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x32.i8(i64 %b, i64 %a, <4 x i32> %q, i32 0, i32 0, i32 0)
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %k
  br i1 %more, label %loop, label %exit

exit:
  %pc = getelementptr <4 x float>, ptr addrspace(1) %C, i32 %lane
  store <4 x float> %f.next, ptr addrspace(1) %pc, align 16
  %pd = getelementptr <4 x i32>, ptr addrspace(1) %D, i32 %lane
  store <4 x i32> %q.next, ptr addrspace(1) %pd, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
