; MARKERS. The plugin's comment-only marks (`; asyncmark` inline asm with
; the tag as an `"n"` operand, the IR form of its lowering before December
; 2026, which it still reads) closing each stage of a synchronous-DMA
; pipeline.
; Marks only: no async DMA and no `; wait_asyncmark`, so the only plugin
; pass that could change this code is the post-RA scheduler.
; TRANSPARENCY-O0

declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

@buf = internal addrspace(3) global [3 x [512 x i32]] poison, align 16

define amdgpu_kernel void @marks_pipelined_dma(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %g0 = getelementptr i32, ptr addrspace(1) %in, i32 %lane
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g0, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  %g0b = getelementptr i32, ptr addrspace(1) %g0, i32 64
  %l0b = getelementptr i8, ptr addrspace(3) @buf, i32 256
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g0b, ptr addrspace(3) %l0b, i32 4, i32 0, i32 0)
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  %g1 = getelementptr i32, ptr addrspace(1) %g0, i32 512
  %l1 = getelementptr [512 x i32], ptr addrspace(3) @buf, i32 1
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g1, ptr addrspace(3) %l1, i32 4, i32 0, i32 0)
  %g1b = getelementptr i32, ptr addrspace(1) %g1, i32 64
  %l1b = getelementptr i8, ptr addrspace(3) %l1, i32 256
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g1b, ptr addrspace(3) %l1b, i32 4, i32 0, i32 0)
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  br label %loop

loop:
  %t = phi i32 [ 0, %entry ], [ %t.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %t2 = add i32 %t, 2
  %s2 = urem i32 %t2, 3
  %go = shl i32 %t2, 9
  %gp = getelementptr i32, ptr addrspace(1) %g0, i32 %go
  %lp = getelementptr [512 x i32], ptr addrspace(3) @buf, i32 %s2
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %gp, ptr addrspace(3) %lp, i32 4, i32 0, i32 0)
  %gpb = getelementptr i32, ptr addrspace(1) %gp, i32 64
  %lpb = getelementptr i8, ptr addrspace(3) %lp, i32 256
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %gpb, ptr addrspace(3) %lpb, i32 4, i32 0, i32 0)
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  call void @llvm.amdgcn.s.waitcnt(i32 3956)
  call void @llvm.amdgcn.s.barrier()
  %s0 = urem i32 %t, 3
  %rp = getelementptr [512 x i32], ptr addrspace(3) @buf, i32 %s0, i32 %lane
  %x = load i32, ptr addrspace(3) %rp, align 4
  %rp2 = getelementptr i32, ptr addrspace(3) %rp, i32 64
  %y = load i32, ptr addrspace(3) %rp2, align 4
  %xy = mul i32 %x, %y
  %acc.next = add i32 %acc, %xy
  call void @llvm.amdgcn.s.barrier()
  %t.next = add nuw i32 %t, 1
  %more = icmp ult i32 %t.next, %n
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %lane
  store i32 %acc.next, ptr addrspace(1) %po, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }
