; Fuzz seed 993 (--producer), as opt -O3 leaves it for llc: a loop whose
; uniform if/else arms the structurizer joins through flow blocks, with a
; line table, TBAA and alias scopes. The scheduler puts address arithmetic
; (v_add_u32_e32) into a flow block between the write of VCC and its
; branch. The wait lowering knows that instruction writes no VCC and drops
; the flow block's never-taken edge; the checker took every vector ALU
; instruction for a possible VCC write, kept the edge, and reported
; wait(8)'s vmcnt(12) as a violation (test/Checker/constant-branches-valu.s).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-verify %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s

; CHECK-LABEL: fuzz_k993:
; CHECK:       s_waitcnt vmcnt(12)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(8)
; CHECK:       ; %Flow56
; CHECK-NEXT:  ; in Loop
; CHECK-NEXT:  s_andn2_b64 vcc, exec, s[{{[0-9]+:[0-9]+}}]
; CHECK-NEXT:  v_add_u32_e32
; CHECK-NEXT:  s_cbranch_vccz

source_filename = "/tmp/asyncmark-fuzz-lcencwgo/k993-d10zi45k/k993-gfx950.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [8 x [4096 x i8]] poison, align 16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: nounwind
; Unknown intrinsic
declare void @llvm.amdgcn.asyncmark() #1

; Function Attrs: nounwind
; Unknown intrinsic
declare void @llvm.amdgcn.wait.asyncmark(i16) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: nounwind
define amdgpu_kernel void @fuzz_k993(ptr addrspace(1) captures(none) %g, ptr addrspace(1) writeonly captures(none) %out, ptr addrspace(8) readonly captures(none) %rsrc, ptr readnone captures(none) %flat, ptr addrspace(3) noalias %ldsarg, i32 inreg %c0, i32 inreg %c1, i32 inreg %n0, i32 inreg %n1) local_unnamed_addr #4 {
entry:
  tail call void asm sideeffect "", "v,n"(ptr addrspace(3) %ldsarg, i32 1634954603) #8
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %0 = zext nneg i32 %tid to i64
  %gt = getelementptr i32, ptr addrspace(1) %g, i64 %0
  %ot = getelementptr i32, ptr addrspace(1) %out, i64 %0
  %vo = shl nuw nsw i32 %tid, 2
  %fat = tail call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 1048576, i32 159744)
  %1 = getelementptr i8, ptr addrspace(3) @lds, i32 %vo
  %twp5 = getelementptr i8, ptr addrspace(3) %1, i32 24584
  %tw6 = load i32, ptr addrspace(3) %twp5, align 4, !tbaa !0, !alias.scope !3
  tail call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r3 = load i32, ptr addrspace(3) %twp5, align 4, !tbaa !0, !alias.scope !3
  %2 = getelementptr i32, ptr addrspace(7) %fat, i32 %tid
  %fsrc9 = getelementptr i8, ptr addrspace(7) %2, i32 1536
  tail call void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) %fsrc9, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 5120), i32 4, i32 0, i32 0), !amdgpu.asyncmark.async !6
  %vo11 = add nuw nsw i32 %vo, 1280
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 10240), i32 4, i32 %vo11, i32 0, i32 256, i32 1), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  %vo13 = add nuw nsw i32 %vo, 512
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 24576), i32 4, i32 %vo13, i32 0, i32 16, i32 1), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.struct.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 30720), i32 4, i32 %tid, i32 512, i32 0, i32 256, i32 0), !amdgpu.asyncmark.async !6
  %acc15 = add i32 %r3, %tw6
  %op16 = getelementptr i8, ptr addrspace(1) %ot, i64 256
  store i32 %acc15, ptr addrspace(1) %op16, align 4
  %src62 = getelementptr i8, ptr addrspace(1) %gt, i64 2048
  %src66 = getelementptr i8, ptr addrspace(1) %gt, i64 512
  %rp68 = getelementptr i8, ptr addrspace(3) %1, i32 8208
  %rp71 = getelementptr i8, ptr addrspace(3) %1, i32 24600
  %src74 = getelementptr i8, ptr addrspace(1) %gt, i64 1280
  %op76 = getelementptr i8, ptr addrspace(1) %ot, i64 512
  %src48 = getelementptr i8, ptr addrspace(1) %gt, i64 1536
  %cc77 = icmp ugt i32 %c0, 2
  %wp79 = getelementptr i8, ptr addrspace(3) %1, i32 16384
  %rp81 = getelementptr i8, ptr addrspace(3) %1, i32 25600
  %rp84 = getelementptr i8, ptr addrspace(3) %1, i32 24576
  %u88 = add nuw nsw i32 %vo, 1792
  %rp91 = getelementptr i8, ptr addrspace(3) %1, i32 8192
  %rp98 = getelementptr i8, ptr addrspace(3) %1, i32 24608
  %rp101 = getelementptr i8, ptr addrspace(3) %1, i32 8232
  %rp104 = getelementptr i8, ptr addrspace(3) %1, i32 24624
  %twp131 = getelementptr i8, ptr addrspace(3) %1, i32 17464
  %twp142 = getelementptr i8, ptr addrspace(3) %1, i32 64
  %rp145 = getelementptr i8, ptr addrspace(3) %1, i32 28744
  %twp152 = getelementptr i8, ptr addrspace(3) %1, i32 20560
  %fsrc157 = getelementptr i8, ptr addrspace(7) %2, i32 768
  %u164 = add nuw nsw i32 %vo, 768
  %op178 = getelementptr i8, ptr addrspace(1) %ot, i64 768
  %umax = tail call i32 @llvm.umax.i32(i32 %n0, i32 1)
  br label %loop1

loop1:                                            ; preds = %join8, %entry
  %iv17 = phi i32 [ 0, %entry ], [ %ivn179, %join8 ]
  %ca18 = and i32 %iv17, 2
  %cc19 = icmp eq i32 %ca18, 0
  tail call void @llvm.amdgcn.asyncmark()
  br i1 %cc19, label %then3, label %else4

then3:                                            ; preds = %loop1
  %u21 = shl i32 %iv17, 6
  %fsrc23 = getelementptr i32, ptr addrspace(7) %2, i32 %u21
  tail call void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) %fsrc23, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 13312), i32 4, i32 64, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.wave.barrier()
  %u26 = add i32 %u21, 192
  %3 = sext i32 %u26 to i64
  %src27 = getelementptr i32, ptr addrspace(1) %gt, i64 %3
  tail call void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1) %src27, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 16384), i32 4, i32 256, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.wave.barrier()
  %slot29 = shl i32 %iv17, 12
  %sb30 = and i32 %slot29, 20480
  %lds28 = getelementptr i8, ptr addrspace(3) @lds, i32 %sb30
  %fsrc35 = getelementptr i32, ptr addrspace(7) %2, i32 %u26
  tail call void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) %fsrc35, ptr addrspace(3) %lds28, i32 4, i32 0, i32 1), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %gt, ptr addrspace(3) %lds28, i32 4, i32 256, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) %2, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 25600), i32 2, i32 4, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %src48, ptr addrspace(3) %lds28, i32 4, i32 0, i32 0), !amdgpu.asyncmark.async !6
  %u51 = add i32 %u21, 448
  %4 = sext i32 %u51 to i64
  %src52 = getelementptr i32, ptr addrspace(1) %gt, i64 %4
  tail call void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1) %src52, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 21504), i32 4, i32 64, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  %5 = sext i32 %u21 to i64
  %src55 = getelementptr i32, ptr addrspace(1) %gt, i64 %5
  tail call void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1) %src55, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 12288), i32 12, i32 4, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.wave.barrier()
  %fsrc60 = getelementptr i32, ptr addrspace(7) %2, i32 %u51
  tail call void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) %fsrc60, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 12288), i32 1, i32 256, i32 0), !amdgpu.asyncmark.async !6
  br label %join5

else4:                                            ; preds = %loop1
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.wave.barrier()
  tail call void @llvm.amdgcn.wave.barrier()
  tail call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %src62, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 26624), i32 1, i32 0, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1) %src62, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 8192), i32 4, i32 256, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %src66, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 25600), i32 4, i32 4, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.wait.asyncmark(i16 4)
  %r69 = load i32, ptr addrspace(3) %rp68, align 4, !tbaa !0, !alias.scope !3
  tail call void @llvm.amdgcn.wait.asyncmark(i16 4)
  %r72 = load i32, ptr addrspace(3) %rp71, align 4, !tbaa !0, !alias.scope !3
  tail call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %src74, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 16384), i32 4, i32 16, i32 0), !amdgpu.asyncmark.async !6
  %acc75 = add i32 %r72, %r69
  store i32 %acc75, ptr addrspace(1) %op76, align 4
  br label %join5

join5:                                            ; preds = %else4, %then3
  br i1 %cc77, label %then6, label %else7

then6:                                            ; preds = %join5
  tail call void @llvm.amdgcn.wave.barrier()
  br label %join8

else7:                                            ; preds = %join5
  store i32 %tid, ptr addrspace(3) %wp79, align 4
  tail call void @llvm.amdgcn.wave.barrier()
  %r82 = load i32, ptr addrspace(3) %rp81, align 4, !tbaa !0, !alias.scope !3
  tail call void @llvm.amdgcn.asyncmark()
  %r85 = load i32, ptr addrspace(3) %rp84, align 4, !tbaa !0, !alias.scope !3
  %u87 = shl i32 %iv17, 8
  %vo89 = add i32 %u88, %u87
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %ldsarg, i32 16, i32 %vo89, i32 0, i32 0, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.asyncmark()
  %r92 = load i32, ptr addrspace(3) %rp91, align 4, !tbaa !0, !alias.scope !3
  tail call void @llvm.amdgcn.asyncmark()
  %u94 = shl i32 %iv17, 6
  %fsrc96 = getelementptr i32, ptr addrspace(7) %2, i32 %u94
  tail call void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) %fsrc96, ptr addrspace(3) %ldsarg, i32 1, i32 256, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r99 = load i32, ptr addrspace(3) %rp98, align 4, !tbaa !0, !alias.scope !3
  tail call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %r102 = load i32, ptr addrspace(3) %rp101, align 4, !tbaa !0, !alias.scope !3
  %rw106 = load <2 x i32>, ptr addrspace(3) %rp104, align 8, !tbaa !0, !alias.scope !3
  %r105 = extractelement <2 x i32> %rw106, i64 1
  tail call void @llvm.amdgcn.wave.barrier()
  %6 = sext i32 %u94 to i64
  %src109 = getelementptr i32, ptr addrspace(1) %gt, i64 %6
  tail call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %src109, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 4096), i32 4, i32 0, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  %slot111 = shl i32 %iv17, 12
  %sb112 = and i32 %slot111, 28672
  %lds110 = getelementptr i8, ptr addrspace(3) @lds, i32 %sb112
  %fsrc117 = getelementptr i8, ptr addrspace(7) %fsrc96, i32 512
  tail call void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) %fsrc117, ptr addrspace(3) %lds110, i32 4, i32 0, i32 0), !amdgpu.asyncmark.async !6
  %u120 = add i32 %u94, 448
  %7 = sext i32 %u120 to i64
  %src121 = getelementptr i32, ptr addrspace(1) %gt, i64 %7
  tail call void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1) %src121, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 21504), i32 1, i32 0, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.asyncmark()
  %u124 = add i32 %u94, 256
  %8 = sext i32 %u124 to i64
  %src125 = getelementptr i32, ptr addrspace(1) %gt, i64 %8
  tail call void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1) %src125, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 12288), i32 1, i32 64, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  %tww133 = load <2 x i32>, ptr addrspace(3) %twp131, align 8, !tbaa !0, !alias.scope !3
  %tw132 = extractelement <2 x i32> %tww133, i64 1
  tail call void @llvm.amdgcn.wait.asyncmark(i16 5)
  %rw129 = load <2 x i32>, ptr addrspace(3) %twp131, align 8, !tbaa !0, !alias.scope !3
  %r128 = extractelement <2 x i32> %rw129, i64 1
  tail call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %src121, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 24576), i32 4, i32 256, i32 1), !amdgpu.asyncmark.async !6
  %tw143 = load i32, ptr addrspace(3) %twp142, align 8, !tbaa !0, !alias.scope !3
  tail call void @llvm.amdgcn.wait.asyncmark(i16 3)
  %r140 = load i32, ptr addrspace(3) %twp142, align 8, !tbaa !0, !alias.scope !3
  tail call void @llvm.amdgcn.wait.asyncmark(i16 5)
  %r146 = load i32, ptr addrspace(3) %rp145, align 8, !tbaa !0, !alias.scope !3
  %tww154 = load <2 x i32>, ptr addrspace(3) %twp152, align 8, !tbaa !0, !alias.scope !3
  %tw153 = extractelement <2 x i32> %tww154, i64 1
  tail call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %rw150 = load <2 x i32>, ptr addrspace(3) %twp152, align 8, !tbaa !0, !alias.scope !3
  %r149 = extractelement <2 x i32> %rw150, i64 1
  tail call void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) %fsrc157, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 10240), i32 4, i32 16, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.wave.barrier()
  tail call void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1) %src121, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 26624), i32 4, i32 0, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  %vo165 = add i32 %u164, %u87
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 8192), i32 4, i32 %vo165, i32 0, i32 256, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  %acc166 = add i32 %r85, %r82
  %acc167 = add i32 %acc166, %r92
  %acc168 = add i32 %acc167, %r99
  %acc169 = add i32 %acc168, %r102
  %acc170 = add i32 %acc169, %r105
  %acc171 = add i32 %acc170, %tw132
  %acc172 = add i32 %acc171, %r128
  %acc173 = add i32 %acc172, %tw143
  %acc174 = add i32 %acc173, %r140
  %acc175 = add i32 %acc174, %r146
  %acc176 = add i32 %acc175, %tw153
  %acc177 = add i32 %acc176, %r149
  store i32 %acc177, ptr addrspace(1) %op178, align 4
  br label %join8

join8:                                            ; preds = %else7, %then6
  tail call void @llvm.amdgcn.wait.asyncmark(i16 8)
  tail call void @llvm.amdgcn.wave.barrier()
  %ivn179 = add nuw i32 %iv17, 1
  %exitcond.not = icmp eq i32 %ivn179, %umax
  br i1 %exitcond.not, label %exit2, label %loop1

exit2:                                            ; preds = %join8
  tail call void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1) %src62, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 12288), i32 4, i32 64, i32 1), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.asyncmark()
  store i32 %tid, ptr addrspace(3) %rp91, align 4
  tail call void @llvm.amdgcn.asyncmark()
  tail call void @llvm.amdgcn.asyncmark()
  %src186 = getelementptr i8, ptr addrspace(1) %gt, i64 1792
  tail call void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1) %src186, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 30720), i32 16, i32 0, i32 0), !amdgpu.asyncmark.async !6
  tail call void @llvm.amdgcn.wait.asyncmark(i16 10)
  %rp188 = getelementptr i8, ptr addrspace(3) %1, i32 8280
  %r189 = load i32, ptr addrspace(3) %rp188, align 4, !tbaa !0, !alias.scope !3
  tail call void @llvm.amdgcn.wait.asyncmark(i16 3)
  tail call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %rp191 = getelementptr i8, ptr addrspace(3) %1, i32 29792
  %r192 = load i32, ptr addrspace(3) %rp191, align 4, !tbaa !0, !alias.scope !3
  %rp194 = getelementptr i8, ptr addrspace(3) %1, i32 104
  %r195 = load i32, ptr addrspace(3) %rp194, align 4, !tbaa !0, !alias.scope !3
  %acc196 = add i32 %r192, %r189
  %acc197 = add i32 %acc196, %r195
  %op198 = getelementptr i8, ptr addrspace(1) %ot, i64 1024
  store i32 %acc197, ptr addrspace(1) %op198, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1) captures(none), ptr addrspace(3) captures(none), i32 immarg, i32 immarg, i32 immarg) #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1) readonly captures(none), ptr addrspace(3) writeonly captures(none), i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) readonly captures(none), ptr addrspace(3) writeonly captures(none), i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) readonly captures(none), ptr addrspace(3) writeonly captures(none), i32 immarg, i32, i32, i32 immarg, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.amdgcn.struct.ptr.buffer.load.lds(ptr addrspace(8) readonly captures(none), ptr addrspace(3) writeonly captures(none), i32 immarg, i32, i32, i32, i32 immarg, i32 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #7

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx950" }
attributes #1 = { nounwind "target-cpu"="gfx950" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn "target-cpu"="gfx950" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx950" }
attributes #4 = { nounwind "target-cpu"="gfx950" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn "target-cpu"="gfx950" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) "target-cpu"="gfx950" }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"producer tbaa"}
!3 = !{!4}
!4 = distinct !{!4, !5, !"lds"}
!5 = distinct !{!5, !"kernel"}
!6 = !{}
