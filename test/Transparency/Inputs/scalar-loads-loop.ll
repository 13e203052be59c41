; A loop with scalar (SMEM) loads of a uniform table, VALU use of the
; results (lgkmcnt waits), and a vector gather indexed by them.

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @scalar_loads_loop(ptr addrspace(4) %tab, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %tp = getelementptr <2 x i32>, ptr addrspace(4) %tab, i32 %i
  %e = load <2 x i32>, ptr addrspace(4) %tp, align 8
  %off = extractelement <2 x i32> %e, i32 0
  %scale.i = extractelement <2 x i32> %e, i32 1
  %scale = bitcast i32 %scale.i to float
  %ix = add i32 %off, %lane
  %p = getelementptr float, ptr addrspace(1) %in, i32 %ix
  %v = load float, ptr addrspace(1) %p, align 4
  %acc.next = call float @llvm.fma.f32(float %v, float %scale, float %acc)
  %i.next = add nuw i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %q = getelementptr float, ptr addrspace(1) %out, i32 %lane
  store float %acc.next, ptr addrspace(1) %q, align 4
  ret void
}

declare float @llvm.fma.f32(float, float, float)

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
