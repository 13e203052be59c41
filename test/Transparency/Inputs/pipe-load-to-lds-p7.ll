; The sync twin of the plugin's async form: llvm.amdgcn.load.to.lds.p7
; through buffer fat pointers, 2 stages, a 2x2 outer-product update per
; iteration from LDS (the shape of a hand-pipelined small GEMM).
; TRANSPARENCY-O0

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"

declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)
declare void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.s.waitcnt(i32)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

@lds = internal addrspace(3) global [2 x [512 x float]] poison, align 16

define amdgpu_kernel void @pipe_load_to_lds_p7(ptr addrspace(1) %A, ptr addrspace(1) %B, ptr addrspace(1) %C, i32 %k) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %sz = shl i32 %k, 8
  %sz64 = zext i32 %sz to i64
  %a = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %A, i16 0, i64 %sz64, i32 159744)
  %b = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %B, i16 0, i64 %sz64, i32 159744)
  %pa0 = getelementptr float, ptr addrspace(7) %a, i32 %lane
  %pb0 = getelementptr float, ptr addrspace(7) %b, i32 %lane
  call void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) %pa0, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  %lb0 = getelementptr i8, ptr addrspace(3) @lds, i32 1024
  call void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) %pb0, ptr addrspace(3) %lb0, i32 4, i32 0, i32 0)
  %tr = lshr i32 %lane, 3
  %tc = and i32 %lane, 7
  br label %loop

loop:
  %t = phi i32 [ 0, %entry ], [ %t.next, %loop ]
  %c00 = phi float [ 0.0, %entry ], [ %n00, %loop ]
  %c01 = phi float [ 0.0, %entry ], [ %n01, %loop ]
  %c10 = phi float [ 0.0, %entry ], [ %n10, %loop ]
  %c11 = phi float [ 0.0, %entry ], [ %n11, %loop ]
  %t.next = add nuw i32 %t, 1
  %nb = and i32 %t.next, 1
  %cb = and i32 %t, 1
  %goff = shl i32 %t.next, 6
  %gi = add i32 %goff, %lane
  %pa = getelementptr float, ptr addrspace(7) %a, i32 %gi
  %pb = getelementptr float, ptr addrspace(7) %b, i32 %gi
  %la = getelementptr [512 x float], ptr addrspace(3) @lds, i32 %nb
  %lb = getelementptr i8, ptr addrspace(3) %la, i32 1024
  call void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) %pa, ptr addrspace(3) %la, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) %pb, ptr addrspace(3) %lb, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.s.waitcnt(i32 3954)
  call void @llvm.amdgcn.s.barrier()
  %ra = getelementptr [512 x float], ptr addrspace(3) @lds, i32 %cb, i32 %tr
  %rb = getelementptr [512 x float], ptr addrspace(3) @lds, i32 %cb, i32 %tc
  %rb.hi = getelementptr i8, ptr addrspace(3) %rb, i32 1024
  %a0 = load float, ptr addrspace(3) %ra, align 4
  %ra1 = getelementptr float, ptr addrspace(3) %ra, i32 8
  %a1 = load float, ptr addrspace(3) %ra1, align 4
  %b0 = load float, ptr addrspace(3) %rb.hi, align 4
  %rb1 = getelementptr float, ptr addrspace(3) %rb.hi, i32 8
  %b1 = load float, ptr addrspace(3) %rb1, align 4
  %n00 = call float @llvm.fma.f32(float %a0, float %b0, float %c00)
  %n01 = call float @llvm.fma.f32(float %a0, float %b1, float %c01)
  %n10 = call float @llvm.fma.f32(float %a1, float %b0, float %c10)
  %n11 = call float @llvm.fma.f32(float %a1, float %b1, float %c11)
  call void @llvm.amdgcn.s.barrier()
  %more = icmp ult i32 %t.next, %k
  br i1 %more, label %loop, label %exit

exit:
  %o = getelementptr <4 x float>, ptr addrspace(1) %C, i32 %lane
  %v0 = insertelement <4 x float> poison, float %n00, i32 0
  %v1 = insertelement <4 x float> %v0, float %n01, i32 1
  %v2 = insertelement <4 x float> %v1, float %n10, i32 2
  %v3 = insertelement <4 x float> %v2, float %n11, i32 3
  store <4 x float> %v3, ptr addrspace(1) %o, align 16
  ret void
}

declare float @llvm.fma.f32(float, float, float)

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }
