; Atomics and fences at workgroup and agent scope: a global atomic add with
; return, an LDS atomic, release/acquire fences around a barrier, and a
; relaxed LDS counter (the memory legalizer's waits and cache maintenance
; sit in the scheduled regions).

declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

@cnt = internal addrspace(3) global i32 poison, align 4
@data = internal addrspace(3) global [256 x float] poison, align 4

define amdgpu_kernel void @atomics_fences(ptr addrspace(1) %ctr, ptr addrspace(1) %buf, ptr addrspace(1) %out) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %pb = getelementptr float, ptr addrspace(1) %buf, i32 %lane
  %x = load float, ptr addrspace(1) %pb, align 4
  %ld = getelementptr [256 x float], ptr addrspace(3) @data, i32 0, i32 %lane
  store float %x, ptr addrspace(3) %ld, align 4
  %old = atomicrmw add ptr addrspace(3) @cnt, i32 1 syncscope("workgroup") monotonic, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %nb = xor i32 %lane, 1
  %ln = getelementptr [256 x float], ptr addrspace(3) @data, i32 0, i32 %nb
  %y = load float, ptr addrspace(3) %ln, align 4
  %s = fadd float %x, %y
  %tk = atomicrmw add ptr addrspace(1) %ctr, i32 1 syncscope("agent") acq_rel, align 4
  %pos = add i32 %tk, %old
  %po = getelementptr float, ptr addrspace(1) %out, i32 %pos
  store atomic float %s, ptr addrspace(1) %po syncscope("agent") release, align 4
  fence syncscope("agent") seq_cst
  %fin = atomicrmw fadd ptr addrspace(1) %buf, float %s syncscope("agent") monotonic, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
