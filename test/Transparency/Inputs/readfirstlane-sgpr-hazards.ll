; VALU -> SGPR -> VMEM/SMEM shapes: readfirstlane results used as buffer
; offsets and as an M0 LDS base (LDS DMA), v_readlane into s_load
; addresses, v_cmp -> vcc -> exec, writelane: the hazard recognizer pads
; some of them with s_nop.

declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8), i32, i32, i32)
declare void @llvm.amdgcn.s.waitcnt(i32)

@lds = internal addrspace(3) global [4096 x i32] poison, align 4

define amdgpu_kernel void @readfirstlane_sgpr_hazards(ptr addrspace(1) %in, ptr addrspace(8) %rsrc, ptr addrspace(1) %out) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %lane
  %v = load i32, ptr addrspace(1) %p, align 4
  %sv = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)
  %soff = shl i32 %sv, 2
  %f = call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %rsrc, i32 %lane, i32 %soff, i32 0)
  %slot = and i32 %sv, 15
  %ldsp = getelementptr [4096 x i32], ptr addrspace(3) @lds, i32 0, i32 %slot
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %p, ptr addrspace(3) %ldsp, i32 4, i32 0, i32 0)
  %rl = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 5)
  %q = getelementptr i32, ptr addrspace(1) %in, i32 %rl
  %u = load i32, ptr addrspace(1) %q, align 4
  %wl = call i32 @llvm.amdgcn.writelane.i32(i32 %sv, i32 3, i32 %u)
  call void @llvm.amdgcn.s.waitcnt(i32 3952)
  %lp = getelementptr [4096 x i32], ptr addrspace(3) @lds, i32 0, i32 %lane
  %ld = load i32, ptr addrspace(3) %lp, align 4
  %c = icmp sgt i32 %ld, %wl
  br i1 %c, label %then, label %done

then:
  %fi = fptosi float %f to i32
  %r = add i32 %fi, %ld
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %lane
  store i32 %r, ptr addrspace(1) %po, align 4
  br label %done

done:
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
