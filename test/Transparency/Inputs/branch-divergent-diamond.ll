; A divergent if/else diamond (exec masking, s_and_saveexec, s_cbranch_execz)
; with loads on both sides and a join that stores; the post-RA scheduler
; sees several small regions.
; TRANSPARENCY-O0

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @branch_divergent_diamond(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, i32 %thr) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %lane
  %x = load float, ptr addrspace(1) %pa, align 4
  %c = icmp ult i32 %lane, %thr
  br i1 %c, label %then, label %else

then:
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %lane
  %y = load float, ptr addrspace(1) %pb, align 4
  %t0 = fmul float %x, %y
  %t1 = fadd float %t0, 1.0
  br label %join

else:
  %lane2 = xor i32 %lane, 63
  %pb2 = getelementptr float, ptr addrspace(1) %b, i32 %lane2
  %z = load float, ptr addrspace(1) %pb2, align 4
  %e0 = fsub float %x, %z
  %e1 = call float @llvm.fabs.f32(float %e0)
  %e2 = fmul float %e1, 0.5
  br label %join

join:
  %r = phi float [ %t1, %then ], [ %e2, %else ]
  %po = getelementptr float, ptr addrspace(1) %out, i32 %lane
  store float %r, ptr addrspace(1) %po, align 4
  ret void
}

declare float @llvm.fabs.f32(float)

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
