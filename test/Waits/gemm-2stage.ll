; Scenario 17: the bundled GEMM turned into a 2-stage pipeline: prolog of 1
; stage, wait.asyncmark(1) in the loop, 2 LDS buffers, buffer index t % 2.
;
; Each stage issues four async DMAs (buffer_load_dwordx4 ... lds) and one
; mark. Hand derivation:
; * Loop iteration t issues stage t+1, then W(1) targets the 2nd newest
;   mark, stage t's. Stage t+1 follows it: 4 DMAs -> vmcnt(4). The same
;   on the first iteration (prolog stage 0) and on the back edge. It is the
;   only vmcnt in the loop.
; * The fences around both s_barrier are workgroup-scope releases restricted
;   to LDS; only async DMA is pending, so no vmcnt before either barrier.
; * After the loop 1 mark remains; W(0) targets the newest, nothing follows
;   its last DMA -> vmcnt(0).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere).
; GISEL-LABEL: gemm_2stage:
; GISEL:       s_waitcnt vmcnt(4)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; asyncmark
; GISEL-NEXT:  ; wait_asyncmark(1)
; GISEL:       s_waitcnt vmcnt(0)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)
;
; CHECK-LABEL: gemm_2stage:
; CHECK-NOT:   vmcnt
; CHECK:       ; =>This Loop Header: Depth=1
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(4)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       s_barrier
; CHECK-NOT:   vmcnt
; CHECK:       ; =>  This Inner Loop Header: Depth=2
; CHECK-NOT:   vmcnt
; CHECK:       s_barrier
; CHECK-NOT:   vmcnt
; CHECK:       s_cbranch_scc1 .LBB0_1
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       global_store_dwordx4
; CHECK-NOT:   s_swappc_b64
; CHECK:       s_endpgm

; A 2-stage variant of examples/gemm-3stage-gfx950.ll (same tile, same
; DMAs per stage; 2 LDS buffers, prolog of 1 stage, wait.asyncmark(1)).

target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [2 x [1024 x float]] poison, align 16

declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare <4 x float> @llvm.fma.v4f32(<4 x float>, <4 x float>, <4 x float>)

; Issues the four DMAs of stage %t into LDS buffer %t % 2.
define internal void @issue_stage(ptr addrspace(7) %a, ptr addrspace(7) %b,
                                  i32 %lane, i32 %row0, i32 %col0,
                                  i32 %n, i32 %k, i32 %t) alwaysinline {
  %k0 = mul i32 %t, 16
  %buf = urem i32 %t, 2
  %base = getelementptr [1024 x float], ptr addrspace(3) @lds, i32 %buf
  ; A slice: 32 rows x 16 floats; element e = j*64 + lane -> row e/4, col4 e%4.
  br label %a.0
a.0:
  %ea0 = add i32 %lane, 0
  %ra0 = lshr i32 %ea0, 2
  %ca0 = and i32 %ea0, 3
  %ga0.r = add i32 %row0, %ra0
  %ga0.rk = mul i32 %ga0.r, %k
  %ga0.c = shl i32 %ca0, 2
  %ga0.c2 = add i32 %ga0.c, %k0
  %ga0.i = add i32 %ga0.rk, %ga0.c2
  %pa0 = getelementptr float, ptr addrspace(7) %a, i32 %ga0.i
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %pa0, ptr addrspace(3) %base, i32 16, i32 0, i32 0)
  %ea1 = add i32 %lane, 64
  %ra1 = lshr i32 %ea1, 2
  %ca1 = and i32 %ea1, 3
  %ga1.r = add i32 %row0, %ra1
  %ga1.rk = mul i32 %ga1.r, %k
  %ga1.c = shl i32 %ca1, 2
  %ga1.c2 = add i32 %ga1.c, %k0
  %ga1.i = add i32 %ga1.rk, %ga1.c2
  %pa1 = getelementptr float, ptr addrspace(7) %a, i32 %ga1.i
  %lds1 = getelementptr i8, ptr addrspace(3) %base, i32 1024
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %pa1, ptr addrspace(3) %lds1, i32 16, i32 0, i32 0)
  ; B slice: 16 rows x 32 floats; element e = j*64 + lane -> row e/8, col4 e%8.
  %eb0 = add i32 %lane, 0
  %rb0 = lshr i32 %eb0, 3
  %cb0 = and i32 %eb0, 7
  %gb0.r = add i32 %rb0, %k0
  %gb0.rn = mul i32 %gb0.r, %n
  %gb0.c = shl i32 %cb0, 2
  %gb0.c2 = add i32 %gb0.c, %col0
  %gb0.i = add i32 %gb0.rn, %gb0.c2
  %pb0 = getelementptr float, ptr addrspace(7) %b, i32 %gb0.i
  %lds2 = getelementptr i8, ptr addrspace(3) %base, i32 2048
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %pb0, ptr addrspace(3) %lds2, i32 16, i32 0, i32 0)
  %eb1 = add i32 %lane, 64
  %rb1 = lshr i32 %eb1, 3
  %cb1 = and i32 %eb1, 7
  %gb1.r = add i32 %rb1, %k0
  %gb1.rn = mul i32 %gb1.r, %n
  %gb1.c = shl i32 %cb1, 2
  %gb1.c2 = add i32 %gb1.c, %col0
  %gb1.i = add i32 %gb1.rn, %gb1.c2
  %pb1 = getelementptr float, ptr addrspace(7) %b, i32 %gb1.i
  %lds3 = getelementptr i8, ptr addrspace(3) %base, i32 3072
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %pb1, ptr addrspace(3) %lds3, i32 16, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  ret void
}

define internal void @workgroup_sync() alwaysinline {
  fence syncscope("workgroup") release, !mmra !0
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  ret void
}

define amdgpu_kernel void @gemm_2stage(ptr addrspace(1) %A, ptr addrspace(1) %B,
                                       ptr addrspace(1) %C, i32 %m, i32 %n,
                                       i32 %k) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %wgx = call i32 @llvm.amdgcn.workgroup.id.x()
  %wgy = call i32 @llvm.amdgcn.workgroup.id.y()
  %row0 = shl i32 %wgy, 5
  %col0 = shl i32 %wgx, 5
  %mk = mul i32 %m, %k
  %mk4 = shl i32 %mk, 2
  %mk4.64 = zext i32 %mk4 to i64
  %kn = mul i32 %k, %n
  %kn4 = shl i32 %kn, 2
  %kn4.64 = zext i32 %kn4 to i64
  %a = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %A, i16 0, i64 %mk4.64, i32 159744)
  %b = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %B, i16 0, i64 %kn4.64, i32 159744)
  %ntiles = lshr i32 %k, 4
  ; This lane's 4x4 block of the tile.
  %tr = lshr i32 %lane, 3
  %tc = and i32 %lane, 7
  %r0 = shl i32 %tr, 2
  %c0 = shl i32 %tc, 2
  call void @issue_stage(ptr addrspace(7) %a, ptr addrspace(7) %b, i32 %lane, i32 %row0, i32 %col0, i32 %n, i32 %k, i32 0)
  br label %loop

loop:
  %t = phi i32 [ 0, %entry ], [ %t.next, %loop.latch ]
  %acc0 = phi <4 x float> [ zeroinitializer, %entry ], [ %acc0.out, %loop.latch ]
  %acc1 = phi <4 x float> [ zeroinitializer, %entry ], [ %acc1.out, %loop.latch ]
  %acc2 = phi <4 x float> [ zeroinitializer, %entry ], [ %acc2.out, %loop.latch ]
  %acc3 = phi <4 x float> [ zeroinitializer, %entry ], [ %acc3.out, %loop.latch ]
  %t2 = add i32 %t, 1
  call void @issue_stage(ptr addrspace(7) %a, ptr addrspace(7) %b, i32 %lane, i32 %row0, i32 %col0, i32 %n, i32 %k, i32 %t2)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @workgroup_sync()
  %buf = urem i32 %t, 2
  %as = getelementptr [1024 x float], ptr addrspace(3) @lds, i32 %buf
  %bs = getelementptr i8, ptr addrspace(3) %as, i32 2048
  br label %inner

inner:
  %kk = phi i32 [ 0, %loop ], [ %kk.next, %inner ]
  %i0 = phi <4 x float> [ %acc0, %loop ], [ %o0, %inner ]
  %i1 = phi <4 x float> [ %acc1, %loop ], [ %o1, %inner ]
  %i2 = phi <4 x float> [ %acc2, %loop ], [ %o2, %inner ]
  %i3 = phi <4 x float> [ %acc3, %loop ], [ %o3, %inner ]
  ; b = Bs[kk][c0 .. c0+3]
  %brow = shl i32 %kk, 5
  %bidx = add i32 %brow, %c0
  %bp = getelementptr float, ptr addrspace(3) %bs, i32 %bidx
  %bv = load <4 x float>, ptr addrspace(3) %bp, align 16
  ; a_i = As[r0+i][kk]
  %ar0 = shl i32 %r0, 4
  %ai0 = add i32 %ar0, %kk
  %ap0 = getelementptr float, ptr addrspace(3) %as, i32 %ai0
  %a0 = load float, ptr addrspace(3) %ap0, align 4
  %ap1 = getelementptr float, ptr addrspace(3) %ap0, i32 16
  %a1 = load float, ptr addrspace(3) %ap1, align 4
  %ap2 = getelementptr float, ptr addrspace(3) %ap0, i32 32
  %a2 = load float, ptr addrspace(3) %ap2, align 4
  %ap3 = getelementptr float, ptr addrspace(3) %ap0, i32 48
  %a3 = load float, ptr addrspace(3) %ap3, align 4
  %s0.i = insertelement <4 x float> poison, float %a0, i64 0
  %s0 = shufflevector <4 x float> %s0.i, <4 x float> poison, <4 x i32> zeroinitializer
  %s1.i = insertelement <4 x float> poison, float %a1, i64 0
  %s1 = shufflevector <4 x float> %s1.i, <4 x float> poison, <4 x i32> zeroinitializer
  %s2.i = insertelement <4 x float> poison, float %a2, i64 0
  %s2 = shufflevector <4 x float> %s2.i, <4 x float> poison, <4 x i32> zeroinitializer
  %s3.i = insertelement <4 x float> poison, float %a3, i64 0
  %s3 = shufflevector <4 x float> %s3.i, <4 x float> poison, <4 x i32> zeroinitializer
  %o0 = call <4 x float> @llvm.fma.v4f32(<4 x float> %s0, <4 x float> %bv, <4 x float> %i0)
  %o1 = call <4 x float> @llvm.fma.v4f32(<4 x float> %s1, <4 x float> %bv, <4 x float> %i1)
  %o2 = call <4 x float> @llvm.fma.v4f32(<4 x float> %s2, <4 x float> %bv, <4 x float> %i2)
  %o3 = call <4 x float> @llvm.fma.v4f32(<4 x float> %s3, <4 x float> %bv, <4 x float> %i3)
  %kk.next = add nuw nsw i32 %kk, 1
  %inner.done = icmp eq i32 %kk.next, 16
  br i1 %inner.done, label %loop.latch, label %inner

loop.latch:
  %acc0.out = phi <4 x float> [ %o0, %inner ]
  %acc1.out = phi <4 x float> [ %o1, %inner ]
  %acc2.out = phi <4 x float> [ %o2, %inner ]
  %acc3.out = phi <4 x float> [ %o3, %inner ]
  call void @workgroup_sync()
  %t.next = add nuw i32 %t, 1
  %more = icmp ult i32 %t.next, %ntiles
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %crow = add i32 %row0, %r0
  %ccol = add i32 %col0, %c0
  %cbase = mul i32 %crow, %n
  %ci0 = add i32 %cbase, %ccol
  %cp0 = getelementptr float, ptr addrspace(1) %C, i32 %ci0
  store <4 x float> %acc0.out, ptr addrspace(1) %cp0, align 16
  %cp1 = getelementptr float, ptr addrspace(1) %cp0, i32 %n
  store <4 x float> %acc1.out, ptr addrspace(1) %cp1, align 16
  %cp2 = getelementptr float, ptr addrspace(1) %cp1, i32 %n
  store <4 x float> %acc2.out, ptr addrspace(1) %cp2, align 16
  %cp3 = getelementptr float, ptr addrspace(1) %cp2, i32 %n
  store <4 x float> %acc3.out, ptr addrspace(1) %cp3, align 16
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }

!0 = !{!"amdgpu-synchronize-as", !"local"}
