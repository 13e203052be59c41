; Nested loops: an outer loop over tiles stages a tile into LDS with ds_write
; and a barrier, an inner loop reads it back with a divergent stride; the
; inner loop has a data-dependent exit.

declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

@tile = internal addrspace(3) global [1024 x float] poison, align 16

define amdgpu_kernel void @nested_loops_lds(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %ntiles, i32 %inner) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %outer

outer:
  %t = phi i32 [ 0, %entry ], [ %t.next, %outer.latch ]
  %acc = phi float [ 0.0, %entry ], [ %acc.i, %outer.latch ]
  %g = shl i32 %t, 8
  %gi = add i32 %g, %lane
  %gp = getelementptr float, ptr addrspace(1) %in, i32 %gi
  %v = load float, ptr addrspace(1) %gp, align 4
  %lp = getelementptr [1024 x float], ptr addrspace(3) @tile, i32 0, i32 %lane
  store float %v, ptr addrspace(3) %lp, align 4
  call void @llvm.amdgcn.s.barrier()
  br label %inner.loop

inner.loop:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner.loop ]
  %a = phi float [ %acc, %outer ], [ %a.next, %inner.loop ]
  %idx0 = mul i32 %j, 17
  %idx1 = add i32 %idx0, %lane
  %idx = and i32 %idx1, 1023
  %rp = getelementptr [1024 x float], ptr addrspace(3) @tile, i32 0, i32 %idx
  %x = load float, ptr addrspace(3) %rp, align 4
  %a.next = call float @llvm.fma.f32(float %x, float %x, float %a)
  %j.next = add nuw i32 %j, 1
  %big = fcmp ogt float %a.next, 1.0e6
  %end = icmp uge i32 %j.next, %inner
  %stop = or i1 %big, %end
  br i1 %stop, label %outer.latch, label %inner.loop

outer.latch:
  %acc.i = phi float [ %a.next, %inner.loop ]
  call void @llvm.amdgcn.s.barrier()
  %t.next = add nuw i32 %t, 1
  %more = icmp ult i32 %t.next, %ntiles
  br i1 %more, label %outer, label %exit

exit:
  %po = getelementptr float, ptr addrspace(1) %out, i32 %lane
  store float %acc.i, ptr addrspace(1) %po, align 4
  ret void
}

declare float @llvm.fma.f32(float, float, float)

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
