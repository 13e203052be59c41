; llvm.amdgcn.sched.barrier with a full barrier (0), an "only ALU may cross"
; mask (1) and a "VMEM may cross" mask (0x10) between phases of a
; load/compute/store kernel.

declare void @llvm.amdgcn.sched.barrier(i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @sched_barrier_masks(ptr addrspace(1) %in, ptr addrspace(1) %out, float %scale) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %p0 = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %lane
  %v0 = load <4 x float>, ptr addrspace(1) %p0, align 16
  %p1 = getelementptr <4 x float>, ptr addrspace(1) %p0, i32 256
  %v1 = load <4 x float>, ptr addrspace(1) %p1, align 16
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %p2 = getelementptr <4 x float>, ptr addrspace(1) %p0, i32 512
  %v2 = load <4 x float>, ptr addrspace(1) %p2, align 16
  %ins = insertelement <4 x float> poison, float %scale, i32 0
  %sc = shufflevector <4 x float> %ins, <4 x float> poison, <4 x i32> zeroinitializer
  %m0 = fmul <4 x float> %v0, %sc
  %m1 = fmul <4 x float> %v1, %sc
  call void @llvm.amdgcn.sched.barrier(i32 1)
  %a = fadd <4 x float> %m0, %m1
  %b = fadd <4 x float> %a, %v2
  call void @llvm.amdgcn.sched.barrier(i32 16)
  %q0 = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %lane
  store <4 x float> %a, ptr addrspace(1) %q0, align 16
  %q1 = getelementptr <4 x float>, ptr addrspace(1) %q0, i32 256
  store <4 x float> %b, ptr addrspace(1) %q1, align 16
  %p3 = getelementptr <4 x float>, ptr addrspace(1) %p0, i32 768
  %v3 = load <4 x float>, ptr addrspace(1) %p3, align 16
  %c = fmul <4 x float> %v3, %b
  %q2 = getelementptr <4 x float>, ptr addrspace(1) %q0, i32 512
  store <4 x float> %c, ptr addrspace(1) %q2, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
