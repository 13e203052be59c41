; gfx950 only: 16-byte LDS DMA (global_load_lds_dwordx4) in a two-stage
; loop feeding the gfx950 MFMA llvm.amdgcn.mfma.f32.16x16x32.f16 from
; ds_read_b128.
; TRANSPARENCY-CPUS: gfx950

declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half>, <8 x half>, <4 x float>, i32, i32, i32)
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

@lds = internal addrspace(3) global [2 x [256 x <8 x half>]] poison, align 16

define amdgpu_kernel void @gfx950_mfma_wide_dma(ptr addrspace(1) %A, ptr addrspace(1) %C, i32 %k) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %g0 = getelementptr <8 x half>, ptr addrspace(1) %A, i32 %lane
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g0, ptr addrspace(3) @lds, i32 16, i32 0, i32 0)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <4 x float> [ zeroinitializer, %entry ], [ %acc.next, %loop ]
  %i.next = add nuw i32 %i, 1
  %nb = and i32 %i.next, 1
  %cb = and i32 %i, 1
  %go = shl i32 %i.next, 7
  %gi = add i32 %go, %lane
  %gp = getelementptr <8 x half>, ptr addrspace(1) %A, i32 %gi
  %lp = getelementptr [256 x <8 x half>], ptr addrspace(3) @lds, i32 %nb
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %gp, ptr addrspace(3) %lp, i32 16, i32 0, i32 0)
  call void @llvm.amdgcn.s.waitcnt(i32 3953)
  call void @llvm.amdgcn.s.barrier()
  %ra = getelementptr [256 x <8 x half>], ptr addrspace(3) @lds, i32 %cb, i32 %lane
  %a = load <8 x half>, ptr addrspace(3) %ra, align 16
  %rb = getelementptr <8 x half>, ptr addrspace(3) %ra, i32 64
  %b = load <8 x half>, ptr addrspace(3) %rb, align 16
  %acc.next = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.f16(<8 x half> %a, <8 x half> %b, <4 x float> %acc, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.s.barrier()
  %more = icmp ult i32 %i.next, %k
  br i1 %more, label %loop, label %exit

exit:
  %pc = getelementptr <4 x float>, ptr addrspace(1) %C, i32 %lane
  store <4 x float> %acc.next, ptr addrspace(1) %pc, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }
