; MARKERS. Marks on both sides of a divergent branch and next to a
; readfirstlane -> M0 -> LDS DMA hazard shape, and a mark as the first and
; the last instruction of a block.

declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare void @llvm.amdgcn.s.waitcnt(i32)
declare i32 @llvm.amdgcn.workitem.id.x()

@lds = internal addrspace(3) global [2048 x i32] poison, align 4

define amdgpu_kernel void @marks_branches_hazards(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %thr) #0 {
entry:
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %lane
  %v = load i32, ptr addrspace(1) %p, align 4
  %s = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %slot = and i32 %s, 1023
  %dst = getelementptr [2048 x i32], ptr addrspace(3) @lds, i32 0, i32 %slot
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %p, ptr addrspace(3) %dst, i32 4, i32 0, i32 0)
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  %c = icmp ult i32 %lane, %thr
  br i1 %c, label %then, label %else

then:
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 256
  %dst2 = getelementptr i32, ptr addrspace(3) %dst, i32 64
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %p2, ptr addrspace(3) %dst2, i32 4, i32 0, i32 0)
  %t = mul i32 %v, 7
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  br label %join

else:
  %e = add i32 %v, %s
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  br label %join

join:
  %r = phi i32 [ %t, %then ], [ %e, %else ]
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %lp = getelementptr [2048 x i32], ptr addrspace(3) @lds, i32 0, i32 %lane
  %x = load i32, ptr addrspace(3) %lp, align 4
  %y = add i32 %x, %r
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %lane
  store i32 %y, ptr addrspace(1) %po, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
