; Double-precision MFMA loop (llvm.amdgcn.mfma.f64.16x16x4f64) with a
; scalar-uniform trip count and an f64 VALU scaling epilogue.

declare <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double, double, <4 x double>, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @mfma_f64(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, i32 %k, double %alpha) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <4 x double> [ zeroinitializer, %entry ], [ %acc.next, %loop ]
  %o = shl i32 %i, 6
  %ix = add i32 %o, %lane
  %pa = getelementptr double, ptr addrspace(1) %A, i32 %ix
  %pb = getelementptr double, ptr addrspace(1) %B, i32 %ix
  %a = load double, ptr addrspace(1) %pa, align 8
  %b = load double, ptr addrspace(1) %pb, align 8
  %acc.next = call <4 x double> @llvm.amdgcn.mfma.f64.16x16x4f64(double %a, double %b, <4 x double> %acc, i32 0, i32 0, i32 0)
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %k
  br i1 %more, label %loop, label %exit

exit:
  %ins = insertelement <4 x double> poison, double %alpha, i32 0
  %splat = shufflevector <4 x double> %ins, <4 x double> poison, <4 x i32> zeroinitializer
  %r = fmul <4 x double> %acc.next, %splat
  %pc = getelementptr <4 x double>, ptr addrspace(1) %C, i32 %lane
  store <4 x double> %r, ptr addrspace(1) %pc, align 32
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
