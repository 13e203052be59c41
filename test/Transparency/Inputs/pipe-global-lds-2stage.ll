; Two-stage pipelined LDS reduction: each iteration prefetches the next tile
; with synchronous LDS DMA (llvm.amdgcn.global.load.lds) into the other half
; of a double buffer, waits for the older tile with an explicit vmcnt, and
; reads the ready tile with ds_read.
; TRANSPARENCY-O0

declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

@buf = internal addrspace(3) global [2 x [256 x i32]] poison, align 16

define amdgpu_kernel void @pipe_global_lds_2stage(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %ntiles) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %wg, 4096
  %in.wg = getelementptr i32, ptr addrspace(1) %in, i32 %base
  %g0 = getelementptr i32, ptr addrspace(1) %in.wg, i32 %tid
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g0, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  %more = icmp ugt i32 %ntiles, 1
  br i1 %more, label %loop, label %drain

loop:
  %i = phi i32 [ 1, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %cur = and i32 %i, 1
  %prev = xor i32 %cur, 1
  %off = shl i32 %i, 6
  %gi = add i32 %off, %tid
  %gp = getelementptr i32, ptr addrspace(1) %in.wg, i32 %gi
  %lds.cur = getelementptr [256 x i32], ptr addrspace(3) @buf, i32 %cur
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %gp, ptr addrspace(3) %lds.cur, i32 4, i32 0, i32 0)
  ; vmcnt(1): the tile issued one iteration ago has landed
  call void @llvm.amdgcn.s.waitcnt(i32 3953)
  call void @llvm.amdgcn.s.barrier()
  %lp = getelementptr [256 x i32], ptr addrspace(3) @buf, i32 %prev, i32 %tid
  %v = load i32, ptr addrspace(3) %lp, align 4
  %lp2 = getelementptr i32, ptr addrspace(3) %lp, i32 64
  %v2 = load i32, ptr addrspace(3) %lp2, align 4
  %s = add i32 %v, %v2
  %acc.next = add i32 %acc, %s
  call void @llvm.amdgcn.s.barrier()
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %ntiles
  br i1 %done, label %drain, label %loop

drain:
  %acc.d = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %last = phi i32 [ 0, %entry ], [ %cur, %loop ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  call void @llvm.amdgcn.s.barrier()
  %lq = getelementptr [256 x i32], ptr addrspace(3) @buf, i32 %last, i32 %tid
  %w = load i32, ptr addrspace(3) %lq, align 4
  %r = add i32 %acc.d, %w
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
