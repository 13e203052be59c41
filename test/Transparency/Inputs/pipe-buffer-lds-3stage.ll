; Three-stage pipeline through buffer resources: two raw.ptr.buffer.load.lds
; per stage into a triple LDS buffer, vmcnt(4) keeps two stages in flight,
; workgroup release/acquire fences around the barrier (IREE's shape), and
; four ds_reads feeding a float accumulation.

declare void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i64, i32)
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

@tiles = internal addrspace(3) global [3 x [512 x float]] poison, align 16

define internal void @issue(ptr addrspace(8) %rsrc, i32 %lane, i32 %t) alwaysinline {
  %slot = urem i32 %t, 3
  %dst = getelementptr [512 x float], ptr addrspace(3) @tiles, i32 %slot
  %voff = shl i32 %lane, 2
  %soff = shl i32 %t, 11
  call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %dst, i32 4, i32 %voff, i32 %soff, i32 0, i32 0)
  %dst1 = getelementptr i8, ptr addrspace(3) %dst, i32 1024
  call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %dst1, i32 4, i32 %voff, i32 %soff, i32 1024, i32 0)
  ret void
}

define internal void @sync() alwaysinline {
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

define amdgpu_kernel void @pipe_buffer_lds_3stage(ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %n) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %bytes = shl i32 %n, 11
  %bytes64 = zext i32 %bytes to i64
  %rsrc = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %src, i16 0, i64 %bytes64, i32 159744)
  call void @issue(ptr addrspace(8) %rsrc, i32 %lane, i32 0)
  call void @issue(ptr addrspace(8) %rsrc, i32 %lane, i32 1)
  br label %loop

loop:
  %t = phi i32 [ 0, %entry ], [ %t.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %t2 = add i32 %t, 2
  call void @issue(ptr addrspace(8) %rsrc, i32 %lane, i32 %t2)
  ; vmcnt(4): stages t+1 and t+2 stay in flight
  call void @llvm.amdgcn.s.waitcnt(i32 3956)
  call void @sync()
  %slot = urem i32 %t, 3
  %row = getelementptr [512 x float], ptr addrspace(3) @tiles, i32 %slot, i32 %lane
  %x0 = load float, ptr addrspace(3) %row, align 4
  %r1 = getelementptr float, ptr addrspace(3) %row, i32 64
  %x1 = load float, ptr addrspace(3) %r1, align 4
  %r2 = getelementptr float, ptr addrspace(3) %row, i32 256
  %x2 = load float, ptr addrspace(3) %r2, align 4
  %r3 = getelementptr float, ptr addrspace(3) %row, i32 320
  %x3 = load float, ptr addrspace(3) %r3, align 4
  %p0 = fmul float %x0, %x2
  %p1 = fmul float %x1, %x3
  %s = fadd float %p0, %p1
  %acc.next = fadd float %acc, %s
  call void @sync()
  %t.next = add nuw i32 %t, 1
  %more = icmp ult i32 %t.next, %n
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %o = getelementptr float, ptr addrspace(1) %dst, i32 %lane
  store float %acc.next, ptr addrspace(1) %o, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }
