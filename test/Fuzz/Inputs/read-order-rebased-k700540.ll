; asyncmark-fuzz kernel: seed 700540, cpu gfx950
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [8 x [4096 x i8]] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark() #90
declare void @llvm.amdgcn.wait.asyncmark(i16) #90
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) captures(none), ptr addrspace(3) captures(none), i32, i32, i32) #90
declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)

define amdgpu_kernel void @fuzz_k700540(ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(8) %rsrc, ptr %flat, ptr addrspace(3) noalias %ldsarg, i32 inreg %c0, i32 inreg %c1, i32 inreg %n0, i32 inreg %n1) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %ft = getelementptr i32, ptr %flat, i32 %tid
  %vo = shl i32 %tid, 2
  %fselc = icmp eq i32 %c1, 7
  %fsel = select i1 %fselc, ptr %flat, ptr addrspacecast (ptr addrspace(3) @lds to ptr)
  %fat = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 1048576, i32 159744)
  %z1 = icmp eq i32 %n0, 0
  br i1 %z1, label %exit2, label %ph3
ph3:
  br label %loop1
loop1:
  %iv2 = phi i32 [ 0, %ph3 ], [ %ivn26, %loop1 ]
  %lds3 = getelementptr i8, ptr addrspace(3) @lds, i32 4096
  %u4 = mul i32 %iv2, 64
  %u5 = add i32 %u4, 192
  %src6 = getelementptr i32, ptr addrspace(1) %gt, i32 %u5
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src6, ptr addrspace(3) %lds3, i32 16, i32 0, i32 0)
  %lds7 = getelementptr i8, ptr addrspace(3) @lds, i32 24576
  %u8 = mul i32 %iv2, 64
  %u9 = add i32 %u8, 256
  %src10 = getelementptr i32, ptr addrspace(1) %gt, i32 %u9
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src10, ptr addrspace(3) %lds7, i32 4, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %lds11 = getelementptr i8, ptr addrspace(3) @lds, i32 14336
  %u12 = mul i32 %iv2, 64
  %u13 = add i32 %u12, 64
  %src14 = getelementptr i32, ptr addrspace(1) %gt, i32 %u13
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src14, ptr addrspace(3) %lds11, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %two18 = add i32 %vo, 5128
  %twp19 = getelementptr i8, ptr addrspace(3) @lds, i32 %two18
  %tw20 = load i32, ptr addrspace(3) %twp19, align 4, !tbaa !900, !alias.scope !903
  call void @llvm.amdgcn.wait.asyncmark(i16 17)
  %ro15 = add i32 %vo, 5128
  %rp16 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro15
  %r17 = load i32, ptr addrspace(3) %rp16, align 4, !tbaa !900, !alias.scope !903
  %ro21 = add i32 %vo, 4112
  %rp22 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro21
  %r23 = load i32, ptr addrspace(3) %rp22, align 4, !tbaa !900, !alias.scope !903
  %lds24 = getelementptr i8, ptr addrspace(3) @lds, i32 29696
  %src25 = getelementptr i32, ptr addrspace(1) %gt, i32 448
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src25, ptr addrspace(3) %lds24, i32 4, i32 0, i32 0)
  %ivn26 = add nuw i32 %iv2, 1
  %lc27 = icmp ult i32 %ivn26, %n0
  %acc28 = add i32 %r17, %tw20
  %acc29 = add i32 %acc28, %r23
  %op30 = getelementptr i32, ptr addrspace(1) %ot, i32 64
  store i32 %acc29, ptr addrspace(1) %op30, align 4
  br i1 %lc27, label %loop1, label %exit2
exit2:
  br label %loop4
loop4:
  %iv31 = phi i32 [ 0, %exit2 ], [ %ivn66, %loop4 ]
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  %lds32 = getelementptr i8, ptr addrspace(3) @lds, i32 4096
  %u33 = mul i32 %iv31, 64
  %u34 = add i32 %u33, 448
  %src35 = getelementptr i32, ptr addrspace(1) %gt, i32 %u34
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src35, ptr addrspace(3) %lds32, i32 1, i32 64, i32 1)
  %lds36 = getelementptr i8, ptr addrspace(3) @lds, i32 24576
  %u37 = mul i32 %iv31, 64
  %u38 = add i32 %u37, 448
  %src39 = getelementptr i32, ptr addrspace(1) %gt, i32 %u38
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src39, ptr addrspace(3) %lds36, i32 16, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  %ro40 = add i32 %vo, 5144
  %rp41 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro40
  %r42 = load i32, ptr addrspace(3) %rp41, align 4, !tbaa !900, !alias.scope !903
  %lds43 = getelementptr i8, ptr addrspace(3) @lds, i32 20480
  %src44 = getelementptr i32, ptr addrspace(1) %gt, i32 256
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src44, ptr addrspace(3) %lds43, i32 4, i32 0, i32 1)
  %ro45 = add i32 %vo, 25600
  %rp46 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro45
  %r47 = load i32, ptr addrspace(3) %rp46, align 4, !tbaa !900, !alias.scope !903
  %lds48 = getelementptr i8, ptr addrspace(3) @lds, i32 4096
  %u49 = mul i32 %iv31, 64
  %src50 = getelementptr i32, ptr addrspace(1) %gt, i32 %u49
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src50, ptr addrspace(3) %lds48, i32 16, i32 256, i32 0)
  %two55 = add i32 %vo, 24608
  %twp56 = getelementptr i8, ptr addrspace(3) @lds, i32 %two55
  %tww58 = load <2 x i32>, ptr addrspace(3) %twp56, align 8, !tbaa !900, !alias.scope !903
  %tw57 = extractelement <2 x i32> %tww58, i32 1
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %ro51 = add i32 %vo, 24608
  %rp52 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro51
  %rw54 = load <2 x i32>, ptr addrspace(3) %rp52, align 8, !tbaa !900, !alias.scope !903
  %r53 = extractelement <2 x i32> %rw54, i32 1
  %ro59 = add i32 %vo, 16424
  %rp60 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro59
  %r61 = load i32, ptr addrspace(3) %rp60, align 4, !tbaa !900, !alias.scope !903
  %lds62 = getelementptr i8, ptr addrspace(3) @lds, i32 17408
  %u63 = mul i32 %iv31, 64
  %u64 = add i32 %u63, 128
  %src65 = getelementptr i32, ptr addrspace(1) %gt, i32 %u64
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src65, ptr addrspace(3) %lds62, i32 4, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %ivn66 = add nuw i32 %iv31, 1
  %lc67 = icmp ult i32 %ivn66, %n1
  %acc68 = add i32 %r42, %r47
  %acc69 = add i32 %acc68, %r53
  %acc70 = add i32 %acc69, %tw57
  %acc71 = add i32 %acc70, %r61
  %op72 = getelementptr i32, ptr addrspace(1) %ot, i32 128
  store i32 %acc71, ptr addrspace(1) %op72, align 4
  br i1 %lc67, label %loop4, label %exit5
exit5:
  br label %loop6
loop6:
  %iv73 = phi i32 [ 0, %exit5 ], [ %ivn87, %loop6 ]
  %slot75 = and i32 %iv73, 7
  %sb76 = mul i32 %slot75, 4096
  %sb77 = add i32 %sb76, 0
  %lds74 = getelementptr i8, ptr addrspace(3) @lds, i32 %sb77
  %u78 = mul i32 %iv73, 64
  %u79 = add i32 %u78, 448
  %src80 = getelementptr i32, ptr addrspace(1) %gt, i32 %u79
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src80, ptr addrspace(3) %lds74, i32 1, i32 0, i32 1)
  call void @llvm.amdgcn.asyncmark()
  %lds81 = getelementptr i8, ptr addrspace(3) @lds, i32 18432
  %u82 = mul i32 %iv73, 64
  %u83 = add i32 %u82, 128
  %src84 = getelementptr i32, ptr addrspace(1) %gt, i32 %u83
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src84, ptr addrspace(3) %lds81, i32 4, i32 256, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %lds85 = getelementptr i8, ptr addrspace(3) @lds, i32 8192
  %src86 = getelementptr i32, ptr addrspace(1) %gt, i32 512
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src86, ptr addrspace(3) %lds85, i32 4, i32 64, i32 1)
  %ivn87 = add nuw i32 %iv73, 1
  %lc88 = icmp ult i32 %ivn87, %n1
  br i1 %lc88, label %loop6, label %exit7
exit7:
  br label %loop8
loop8:
  %iv89 = phi i32 [ 0, %exit7 ], [ %ivn104, %loop8 ]
  %slot91 = and i32 %iv89, 7
  %sb92 = mul i32 %slot91, 4096
  %sb93 = add i32 %sb92, 2048
  %lds90 = getelementptr i8, ptr addrspace(3) @lds, i32 %sb93
  %u94 = mul i32 %iv89, 64
  %u95 = add i32 %u94, 448
  %src96 = getelementptr i32, ptr addrspace(1) %gt, i32 %u95
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src96, ptr addrspace(3) %lds90, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  %ro97 = add i32 %vo, 16432
  %rp98 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro97
  %r99 = load i32, ptr addrspace(3) %rp98, align 4, !tbaa !900, !alias.scope !903
  %lds100 = getelementptr i8, ptr addrspace(3) @lds, i32 20480
  %u101 = mul i32 %iv89, 64
  %u102 = add i32 %u101, 192
  %src103 = getelementptr i32, ptr addrspace(1) %gt, i32 %u102
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src103, ptr addrspace(3) %lds100, i32 12, i32 64, i32 1)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  %ivn104 = add nuw i32 %iv89, 1
  %lc105 = icmp ult i32 %ivn104, %n0
  %op106 = getelementptr i32, ptr addrspace(1) %ot, i32 192
  store i32 %r99, ptr addrspace(1) %op106, align 4
  br i1 %lc105, label %loop8, label %exit9
exit9:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %ro107 = add i32 %vo, 4152
  %rp108 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro107
  %r109 = load i32, ptr addrspace(3) %rp108, align 4, !tbaa !900, !alias.scope !903
  %lds110 = getelementptr i8, ptr addrspace(3) @lds, i32 4096
  %src111 = getelementptr i32, ptr addrspace(1) %gt, i32 512
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src111, ptr addrspace(3) %lds110, i32 4, i32 16, i32 0)
  %lds112 = getelementptr i8, ptr addrspace(3) @lds, i32 20480
  %src113 = getelementptr i32, ptr addrspace(1) %gt, i32 512
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src113, ptr addrspace(3) %lds112, i32 4, i32 16, i32 0)
  %lds114 = getelementptr i8, ptr addrspace(3) @lds, i32 18432
  %src115 = getelementptr i32, ptr addrspace(1) %gt, i32 512
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src115, ptr addrspace(3) %lds114, i32 2, i32 16, i32 1)
  %op116 = getelementptr i32, ptr addrspace(1) %ot, i32 256
  store i32 %r109, ptr addrspace(1) %op116, align 4
  ret void
}

attributes #1 = { noinline }

attributes #90 = { nocallback nofree nounwind willreturn }
!900 = !{!901, !901, i64 0}
!901 = !{!"int", !902, i64 0}
!902 = !{!"producer tbaa"}
!903 = !{!904}
!904 = distinct !{!904, !905, !"lds"}
!905 = distinct !{!905, !"kernel"}
