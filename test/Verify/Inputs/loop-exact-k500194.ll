; asyncmark-fuzz kernel: seed 500194, cpu gfx950
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [8 x [4096 x i8]] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.wave.barrier()
declare void @llvm.amdgcn.sched.barrier(i32)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)

define amdgpu_kernel void @fuzz_k500194(ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(8) %rsrc, ptr %flat, ptr addrspace(3) %ldsarg, i32 %c0, i32 %c1, i32 %n0, i32 %n1) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %ft = getelementptr i32, ptr %flat, i32 %tid
  %vo = shl i32 %tid, 2
  %fselc = icmp eq i32 %c1, 7
  %fsel = select i1 %fselc, ptr %flat, ptr addrspacecast (ptr addrspace(3) @lds to ptr)
  %fat = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 1048576, i32 159744)
  %cc1 = icmp ugt i32 %c1, 1
  br i1 %cc1, label %then1, label %else2
then1:
  br label %loop4
loop4:
  %iv2 = phi i32 [ 0, %then1 ], [ %ivn41, %loop4 ]
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %lds3 = getelementptr i8, ptr addrspace(3) @lds, i32 6144
  %u4 = mul i32 %iv2, 256
  %u5 = add i32 %u4, 768
  %vo6 = add i32 %vo, %u5
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds3, i32 4, i32 %vo6, i32 16, i32 0, i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %slot8 = and i32 %iv2, 7
  %sb9 = mul i32 %slot8, 4096
  %sb10 = add i32 %sb9, 0
  %lds7 = getelementptr i8, ptr addrspace(3) @lds, i32 %sb10
  %fi11 = add i32 %tid, 192
  %fsrc12 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi11
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc12, ptr addrspace(3) %lds7, i32 12, i32 16, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %u13 = mul i32 %iv2, 64
  %u14 = add i32 %u13, 640
  %gp15 = getelementptr i32, ptr addrspace(1) %gt, i32 %u14
  %g16 = load i32, ptr addrspace(1) %gp15, align 4
  %lds17 = getelementptr i8, ptr addrspace(3) @lds, i32 28672
  %fi18 = add i32 %tid, 448
  %fsrc19 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi18
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc19, ptr addrspace(3) %lds17, i32 16, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.wave.barrier()
  %slot21 = and i32 %iv2, 7
  %sb22 = mul i32 %slot21, 4096
  %sb23 = add i32 %sb22, 0
  %lds20 = getelementptr i8, ptr addrspace(3) @lds, i32 %sb23
  %u24 = mul i32 %iv2, 64
  %u25 = add i32 %u24, 320
  %fi26 = add i32 %tid, %u25
  %fsrc27 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi26
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc27, ptr addrspace(3) %lds20, i32 1, i32 0, i32 1)
  %ro28 = add i32 %vo, 8192
  %rp29 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro28
  %rw31 = load <2 x i32>, ptr addrspace(3) %rp29, align 8
  %r30 = extractelement <2 x i32> %rw31, i32 1
  call void @llvm.amdgcn.wave.barrier()
  %sp32 = getelementptr i32, ptr addrspace(1) %ot, i32 64064
  store i32 %r30, ptr addrspace(1) %sp32, align 4
  %lds33 = getelementptr i8, ptr addrspace(3) @lds, i32 25600
  %src34 = getelementptr i32, ptr addrspace(1) %gt, i32 0
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src34, ptr addrspace(3) %lds33, i32 16, i32 0, i32 1)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  %gp35 = getelementptr i32, ptr addrspace(1) %gt, i32 704
  %g36 = load i32, ptr addrspace(1) %gp35, align 4
  %lds37 = getelementptr i8, ptr addrspace(3) %ldsarg, i32 0
  %u38 = mul i32 %iv2, 64
  %fi39 = add i32 %tid, %u38
  %fsrc40 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi39
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc40, ptr addrspace(3) %lds37, i32 16, i32 256, i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  %ivn41 = add nuw i32 %iv2, 1
  %lc42 = icmp ult i32 %ivn41, %n1
  %acc43 = add i32 %g16, %r30
  %acc44 = add i32 %acc43, %g36
  %op45 = getelementptr i32, ptr addrspace(1) %ot, i32 128
  store i32 %acc44, ptr addrspace(1) %op45, align 4
  br i1 %lc42, label %loop4, label %exit5
exit5:
  br label %loop6
loop6:
  %iv46 = phi i32 [ 0, %exit5 ], [ %ivn125, %exit9 ]
  %gp47 = getelementptr i32, ptr addrspace(1) %gt, i32 768
  %g48 = load i32, ptr addrspace(1) %gp47, align 4
  %lds49 = getelementptr i8, ptr addrspace(3) @lds, i32 2048
  %vo50 = add i32 %vo, 2048
  call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds49, i32 4, i32 %vo50, i32 16, i32 16, i32 2)
  %lds51 = getelementptr i8, ptr addrspace(3) %ldsarg, i32 1024
  %src52 = getelementptr i32, ptr addrspace(1) %gt, i32 448
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src52, ptr addrspace(3) %lds51, i32 12, i32 0, i32 1)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  %sp53 = getelementptr i32, ptr addrspace(1) %ot, i32 64192
  store i32 %g48, ptr addrspace(1) %sp53, align 4
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  %lds54 = getelementptr i8, ptr addrspace(3) @lds, i32 20480
  %u55 = mul i32 %iv46, 64
  %u56 = add i32 %u55, 192
  %fi57 = add i32 %tid, %u56
  %fsrc58 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi57
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc58, ptr addrspace(3) %lds54, i32 4, i32 0, i32 0)
  %lds59 = getelementptr i8, ptr addrspace(3) @lds, i32 8192
  %vo60 = add i32 %vo, 512
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds59, i32 12, i32 %vo60, i32 16, i32 16, i32 0)
  %gp61 = getelementptr i32, ptr addrspace(1) %gt, i32 192
  %g62 = load i32, ptr addrspace(1) %gp61, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 9)
  %lds63 = getelementptr i8, ptr addrspace(3) @lds, i32 5120
  %u64 = mul i32 %iv46, 64
  %u65 = add i32 %u64, 448
  %fi66 = add i32 %tid, %u65
  %fsrc67 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi66
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc67, ptr addrspace(3) %lds63, i32 16, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %acc68 = add i32 %g48, %g62
  %op69 = getelementptr i32, ptr addrspace(1) %ot, i32 256
  store i32 %acc68, ptr addrspace(1) %op69, align 4
  br label %loop8
loop8:
  %iv70 = phi i32 [ 0, %loop6 ], [ %ivn122, %loop8 ]
  %lds71 = getelementptr i8, ptr addrspace(3) @lds, i32 16384
  %u72 = mul i32 %iv70, 256
  %vo73 = add i32 %vo, %u72
  %u74 = mul i32 %iv46, 4
  %u75 = add i32 %u74, 20
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds71, i32 4, i32 %vo73, i32 %u75, i32 0, i32 1)
  %lds76 = getelementptr i8, ptr addrspace(3) %ldsarg, i32 0
  %u77 = mul i32 %iv46, 64
  %fi78 = add i32 %tid, %u77
  %fsrc79 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi78
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc79, ptr addrspace(3) %lds76, i32 4, i32 256, i32 1)
  %lds80 = getelementptr i8, ptr addrspace(3) @lds, i32 8192
  %fi81 = add i32 %tid, 448
  %fsrc82 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi81
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc82, ptr addrspace(3) %lds80, i32 12, i32 0, i32 0)
  %lds83 = getelementptr i8, ptr addrspace(3) @lds, i32 20480
  %u84 = mul i32 %iv70, 64
  %u85 = add i32 %u84, 448
  %fi86 = add i32 %tid, %u85
  %fsrc87 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi86
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc87, ptr addrspace(3) %lds83, i32 4, i32 0, i32 0)
  %lds88 = getelementptr i8, ptr addrspace(3) @lds, i32 8192
  call void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds88, i32 16, i32 %tid, i32 256, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  %lds89 = getelementptr i8, ptr addrspace(3) @lds, i32 16384
  %u90 = mul i32 %iv70, 64
  %u91 = add i32 %u90, 128
  %fi92 = add i32 %tid, %u91
  %fsrc93 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi92
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc93, ptr addrspace(3) %lds89, i32 4, i32 0, i32 0)
  %slot95 = and i32 %iv70, 7
  %sb96 = mul i32 %slot95, 4096
  %sb97 = add i32 %sb96, 0
  %lds94 = getelementptr i8, ptr addrspace(3) @lds, i32 %sb97
  %u98 = mul i32 %iv70, 256
  %u99 = add i32 %u98, 1536
  call void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds94, i32 1, i32 %tid, i32 %u99, i32 0, i32 0, i32 0)
  %lds100 = getelementptr i8, ptr addrspace(3) @lds, i32 9216
  %u101 = mul i32 %iv70, 64
  %u102 = add i32 %u101, 320
  %src103 = getelementptr i32, ptr addrspace(1) %gt, i32 %u102
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %src103, ptr addrspace(3) %lds100, i32 12, i32 0, i32 2)
  %lds104 = getelementptr i8, ptr addrspace(3) @lds, i32 8192
  %u105 = mul i32 %iv46, 64
  %u106 = add i32 %u105, 320
  %src107 = getelementptr i32, ptr addrspace(1) %gt, i32 %u106
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src107, ptr addrspace(3) %lds104, i32 12, i32 16, i32 0)
  %lds108 = getelementptr i8, ptr addrspace(3) @lds, i32 14336
  %u109 = mul i32 %iv70, 64
  %u110 = add i32 %u109, 64
  %fi111 = add i32 %tid, %u110
  %fsrc112 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi111
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc112, ptr addrspace(3) %lds108, i32 4, i32 16, i32 0)
  %lds113 = getelementptr i8, ptr addrspace(3) @lds, i32 0
  %u114 = mul i32 %iv70, 64
  %u115 = add i32 %u114, 64
  %fi116 = add i32 %tid, %u115
  %fsrc117 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi116
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc117, ptr addrspace(3) %lds113, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  %u118 = mul i32 %iv70, 64
  %u119 = add i32 %u118, 896
  %gp120 = getelementptr i32, ptr addrspace(1) %gt, i32 %u119
  %g121 = load i32, ptr addrspace(1) %gp120, align 4
  %ivn122 = add nuw i32 %iv70, 1
  %lc123 = icmp ult i32 %ivn122, %n0
  %op124 = getelementptr i32, ptr addrspace(1) %ot, i32 320
  store i32 %g121, ptr addrspace(1) %op124, align 4
  br i1 %lc123, label %loop8, label %exit9
exit9:
  %ivn125 = add nuw i32 %iv46, 1
  %lc126 = icmp ult i32 %ivn125, %n1
  br i1 %lc126, label %loop6, label %exit7
exit7:
  %gp127 = getelementptr i32, ptr addrspace(1) %gt, i32 320
  %g128 = load i32, ptr addrspace(1) %gp127, align 4
  call void @llvm.amdgcn.wave.barrier()
  %two132 = add i32 %vo, 20488
  %twp133 = getelementptr i8, ptr addrspace(3) @lds, i32 %two132
  %tw134 = load i32, ptr addrspace(3) %twp133, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 15)
  %ro129 = add i32 %vo, 20488
  %rp130 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro129
  %r131 = load i32, ptr addrspace(3) %rp130, align 4
  %lds135 = getelementptr i8, ptr addrspace(3) @lds, i32 29696
  %src136 = getelementptr i32, ptr addrspace(1) %gt, i32 512
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src136, ptr addrspace(3) %lds135, i32 12, i32 0, i32 1)
  %lds137 = getelementptr i8, ptr addrspace(3) @lds, i32 12288
  %vo138 = add i32 %vo, 1024
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds137, i32 4, i32 %vo138, i32 0, i32 64, i32 0)
  %sp139 = getelementptr i32, ptr addrspace(1) %ot, i32 64384
  store i32 %tw134, ptr addrspace(1) %sp139, align 4
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  %acc140 = add i32 %g128, %r131
  %acc141 = add i32 %acc140, %tw134
  %op142 = getelementptr i32, ptr addrspace(1) %ot, i32 448
  store i32 %acc141, ptr addrspace(1) %op142, align 4
  br label %join3
else2:
  br label %loop10
loop10:
  %iv143 = phi i32 [ 0, %else2 ], [ %ivn166, %join14 ]
  %cc144 = icmp ugt i32 %c0, 4
  br i1 %cc144, label %then12, label %else13
then12:
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 5)
  br label %join14
else13:
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.wave.barrier()
  %lds145 = getelementptr i8, ptr addrspace(3) @lds, i32 16384
  %vo146 = add i32 %vo, 512
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds145, i32 12, i32 %vo146, i32 28, i32 256, i32 0)
  %lds147 = getelementptr i8, ptr addrspace(3) @lds, i32 21504
  %u148 = mul i32 %iv143, 256
  %u149 = add i32 %u148, 512
  %vo150 = add i32 %vo, %u149
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds147, i32 1, i32 %vo150, i32 16, i32 16, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %lds151 = getelementptr i8, ptr addrspace(3) @lds, i32 4096
  %vo152 = add i32 %vo, 2048
  %u153 = mul i32 %iv143, 4
  %u154 = add i32 %u153, 24
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds151, i32 4, i32 %vo152, i32 %u154, i32 0, i32 1)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %ro155 = add i32 %vo, 21520
  %rp156 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro155
  %r157 = load i32, ptr addrspace(3) %rp156, align 4
  %lds158 = getelementptr i8, ptr addrspace(3) @lds, i32 24576
  %fi159 = add i32 %tid, 64
  %fsrc160 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi159
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc160, ptr addrspace(3) %lds158, i32 16, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %lds161 = getelementptr i8, ptr addrspace(3) @lds, i32 14336
  %u162 = mul i32 %iv143, 64
  %u163 = add i32 %u162, 128
  %src164 = getelementptr i32, ptr addrspace(1) %gt, i32 %u163
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %src164, ptr addrspace(3) %lds161, i32 4, i32 16, i32 1)
  %op165 = getelementptr i32, ptr addrspace(1) %ot, i32 512
  store i32 %r157, ptr addrspace(1) %op165, align 4
  br label %join14
join14:
  %ivn166 = add nuw i32 %iv143, 1
  %lc167 = icmp ult i32 %ivn166, %n1
  br i1 %lc167, label %loop10, label %exit11
exit11:
  br label %join3
join3:
  %cc168 = icmp eq i32 %c1, 4
  br i1 %cc168, label %then15, label %else16
then15:
  call void @llvm.amdgcn.wave.barrier()
  %gp169 = getelementptr i32, ptr addrspace(1) %gt, i32 448
  %g170 = load i32, ptr addrspace(1) %gp169, align 4
  %two174 = add i32 %vo, 9240
  %twp175 = getelementptr i8, ptr addrspace(3) @lds, i32 %two174
  %tw176 = load i32, ptr addrspace(3) %twp175, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 16)
  %ro171 = add i32 %vo, 9240
  %rp172 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro171
  %r173 = load i32, ptr addrspace(3) %rp172, align 4
  %ro177 = add i32 %vo, 4128
  %rp178 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro177
  %r179 = load i32, ptr addrspace(3) %rp178, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 4)
  %ro180 = add i32 %vo, 24616
  %rp181 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro180
  %r182 = load i32, ptr addrspace(3) %rp181, align 4
  %cc183 = icmp eq i32 %c0, 0
  %acc184 = add i32 %g170, %r173
  %acc185 = add i32 %acc184, %tw176
  %acc186 = add i32 %acc185, %r179
  %acc187 = add i32 %acc186, %r182
  %op188 = getelementptr i32, ptr addrspace(1) %ot, i32 576
  store i32 %acc187, ptr addrspace(1) %op188, align 4
  br i1 %cc183, label %then18, label %else19
then18:
  %lds189 = getelementptr i8, ptr addrspace(3) @lds, i32 16384
  call void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds189, i32 4, i32 %tid, i32 1280, i32 0, i32 256, i32 1)
  call void @llvm.amdgcn.asyncmark()
  %cc190 = icmp slt i32 %c0, 1
  br i1 %cc190, label %then21, label %else22
then21:
  br label %join23
else22:
  call void @llvm.amdgcn.wave.barrier()
  %lds191 = getelementptr i8, ptr addrspace(3) @lds, i32 24576
  %vo192 = add i32 %vo, 2048
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds191, i32 16, i32 %vo192, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  %ro193 = add i32 %vo, 24576
  %rp194 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro193
  %r195 = load i32, ptr addrspace(3) %rp194, align 4
  %lds196 = getelementptr i8, ptr addrspace(3) @lds, i32 21504
  call void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds196, i32 4, i32 %tid, i32 512, i32 0, i32 256, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %op197 = getelementptr i32, ptr addrspace(1) %ot, i32 640
  store i32 %r195, ptr addrspace(1) %op197, align 4
  br label %join23
join23:
  br label %join20
else19:
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  %ro198 = add i32 %vo, 25648
  %rp199 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro198
  %r200 = load i32, ptr addrspace(3) %rp199, align 4
  %ro201 = add i32 %vo, 25656
  %rp202 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro201
  %r203 = load i32, ptr addrspace(3) %rp202, align 4
  %gp204 = getelementptr i32, ptr addrspace(1) %gt, i32 832
  %g205 = load i32, ptr addrspace(1) %gp204, align 4
  %lds206 = getelementptr i8, ptr addrspace(3) @lds, i32 28672
  %vo207 = add i32 %vo, 2048
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds206, i32 16, i32 %vo207, i32 0, i32 16, i32 1)
  %two212 = add i32 %vo, 17472
  %twp213 = getelementptr i8, ptr addrspace(3) @lds, i32 %two212
  %tww215 = load <2 x i32>, ptr addrspace(3) %twp213, align 8
  %tw214 = extractelement <2 x i32> %tww215, i32 1
  call void @llvm.amdgcn.wait.asyncmark(i16 4)
  %ro208 = add i32 %vo, 17472
  %rp209 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro208
  %rw211 = load <2 x i32>, ptr addrspace(3) %rp209, align 8
  %r210 = extractelement <2 x i32> %rw211, i32 1
  %ro216 = add i32 %vo, 25672
  %rp217 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro216
  %rw219 = load <2 x i32>, ptr addrspace(3) %rp217, align 8
  %r218 = extractelement <2 x i32> %rw219, i32 1
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  %lds220 = getelementptr i8, ptr addrspace(3) @lds, i32 24576
  %fi221 = add i32 %tid, 192
  %fsrc222 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi221
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc222, ptr addrspace(3) %lds220, i32 1, i32 0, i32 1)
  call void @llvm.amdgcn.asyncmark()
  %ro223 = add i32 %vo, 1024
  %rp224 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro223
  %r225 = load i32, ptr addrspace(3) %rp224, align 4
  %lds226 = getelementptr i8, ptr addrspace(3) @lds, i32 30720
  %src227 = getelementptr i32, ptr addrspace(1) %gt, i32 64
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src227, ptr addrspace(3) %lds226, i32 1, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %acc228 = add i32 %r200, %r203
  %acc229 = add i32 %acc228, %g205
  %acc230 = add i32 %acc229, %r210
  %acc231 = add i32 %acc230, %tw214
  %acc232 = add i32 %acc231, %r218
  %acc233 = add i32 %acc232, %r225
  %op234 = getelementptr i32, ptr addrspace(1) %ot, i32 704
  store i32 %acc233, ptr addrspace(1) %op234, align 4
  %sp235 = getelementptr i32, ptr addrspace(1) %ot, i32 64768
  store i32 %tid, ptr addrspace(1) %sp235, align 4
  %lds236 = getelementptr i8, ptr addrspace(3) @lds, i32 24576
  %fi237 = add i32 %tid, 384
  %fsrc238 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi237
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc238, ptr addrspace(3) %lds236, i32 4, i32 0, i32 1)
  %lds239 = getelementptr i8, ptr addrspace(3) @lds, i32 28672
  %fi240 = add i32 %tid, 64
  %fsrc241 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi240
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc241, ptr addrspace(3) %lds239, i32 4, i32 0, i32 0)
  %wo242 = add i32 %vo, 24576
  %wp243 = getelementptr i8, ptr addrspace(3) @lds, i32 %wo242
  store i32 %tid, ptr addrspace(3) %wp243, align 4
  br label %join20
join20:
  br label %join17
else16:
  %sp244 = getelementptr i32, ptr addrspace(1) %ot, i32 64832
  store i32 %tid, ptr addrspace(1) %sp244, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 17)
  %ro245 = add i32 %vo, 17488
  %rp246 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro245
  %r247 = load i32, ptr addrspace(3) %rp246, align 4
  %lds248 = getelementptr i8, ptr addrspace(3) %ldsarg, i32 2048
  %src249 = getelementptr i32, ptr addrspace(1) %gt, i32 64
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src249, ptr addrspace(3) %lds248, i32 4, i32 0, i32 0)
  %lds250 = getelementptr i8, ptr addrspace(3) @lds, i32 14336
  %fi251 = add i32 %tid, 0
  %fsrc252 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi251
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc252, ptr addrspace(3) %lds250, i32 4, i32 64, i32 1)
  %op253 = getelementptr i32, ptr addrspace(1) %ot, i32 896
  store i32 %r247, ptr addrspace(1) %op253, align 4
  br label %join17
join17:
  %gp254 = getelementptr i32, ptr addrspace(1) %gt, i32 512
  %g255 = load i32, ptr addrspace(1) %gp254, align 4
  call void @llvm.amdgcn.asyncmark()
  %gp256 = getelementptr i32, ptr addrspace(1) %gt, i32 128
  %g257 = load i32, ptr addrspace(1) %gp256, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %ro258 = add i32 %vo, 28760
  %rp259 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro258
  %r260 = load i32, ptr addrspace(3) %rp259, align 4
  %lds261 = getelementptr i8, ptr addrspace(3) @lds, i32 8192
  %src262 = getelementptr i32, ptr addrspace(1) %gt, i32 512
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src262, ptr addrspace(3) %lds261, i32 16, i32 0, i32 0)
  %lds263 = getelementptr i8, ptr addrspace(3) @lds, i32 9216
  %src264 = getelementptr i32, ptr addrspace(1) %gt, i32 512
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src264, ptr addrspace(3) %lds263, i32 12, i32 0, i32 1)
  %gp265 = getelementptr i32, ptr addrspace(1) %gt, i32 576
  %g266 = load i32, ptr addrspace(1) %gp265, align 4
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  %lds267 = getelementptr i8, ptr addrspace(3) @lds, i32 12288
  %fi268 = add i32 %tid, 512
  %fsrc269 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi268
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc269, ptr addrspace(3) %lds267, i32 4, i32 0, i32 0)
  %lds270 = getelementptr i8, ptr addrspace(3) @lds, i32 13312
  %fi271 = add i32 %tid, 448
  %fsrc272 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi271
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc272, ptr addrspace(3) %lds270, i32 4, i32 4, i32 1)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %acc273 = add i32 %g255, %g257
  %acc274 = add i32 %acc273, %r260
  %acc275 = add i32 %acc274, %g266
  %op276 = getelementptr i32, ptr addrspace(1) %ot, i32 960
  store i32 %acc275, ptr addrspace(1) %op276, align 4
  br label %loop24
loop24:
  %iv277 = phi i32 [ 0, %join17 ], [ %ivn303, %loop24 ]
  %tp278 = add i32 %iv277, 2
  %ws279 = urem i32 %tp278, 3
  %wsl280 = add i32 %ws279, 2
  %gp281 = getelementptr i32, ptr addrspace(1) %gt, i32 384
  %g282 = load i32, ptr addrspace(1) %gp281, align 4
  %sb284 = mul i32 %wsl280, 4096
  %lds283 = getelementptr i8, ptr addrspace(3) @lds, i32 %sb284
  %src285 = getelementptr i32, ptr addrspace(1) %gt, i32 320
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src285, ptr addrspace(3) %lds283, i32 4, i32 0, i32 0)
  %u286 = mul i32 %iv277, 64
  %u287 = add i32 %u286, 576
  %gp288 = getelementptr i32, ptr addrspace(1) %gt, i32 %u287
  %g289 = load i32, ptr addrspace(1) %gp288, align 4
  %sb291 = mul i32 %wsl280, 4096
  %sb292 = add i32 %sb291, 1024
  %lds290 = getelementptr i8, ptr addrspace(3) @lds, i32 %sb292
  %u293 = mul i32 %iv277, 64
  %u294 = add i32 %u293, 64
  %fi295 = add i32 %tid, %u294
  %fsrc296 = getelementptr i32, ptr addrspace(7) %fat, i32 %fi295
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %fsrc296, ptr addrspace(3) %lds290, i32 16, i32 0, i32 1)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %rs297 = urem i32 %iv277, 3
  %rsl298 = add i32 %rs297, 2
  %sb299 = mul i32 %rsl298, 4096
  %ro300 = add i32 %sb299, %vo
  %rp301 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro300
  %r302 = load i32, ptr addrspace(3) %rp301, align 4
  %ivn303 = add nuw i32 %iv277, 1
  %lc304 = icmp ult i32 %ivn303, %n1
  %acc305 = add i32 %g282, %g289
  %acc306 = add i32 %acc305, %r302
  %op307 = getelementptr i32, ptr addrspace(1) %ot, i32 1024
  store i32 %acc306, ptr addrspace(1) %op307, align 4
  br i1 %lc304, label %loop24, label %exit25
exit25:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %ro308 = add i32 %vo, 8288
  %rp309 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro308
  %r310 = load i32, ptr addrspace(3) %rp309, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %ro311 = add i32 %vo, 12392
  %rp312 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro311
  %r313 = load i32, ptr addrspace(3) %rp312, align 4
  %ro314 = add i32 %vo, 12400
  %rp315 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro314
  %r316 = load i32, ptr addrspace(3) %rp315, align 4
  %two320 = add i32 %vo, 25720
  %twp321 = getelementptr i8, ptr addrspace(3) @lds, i32 %two320
  %tw322 = load i32, ptr addrspace(3) %twp321, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %ro317 = add i32 %vo, 25720
  %rp318 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro317
  %r319 = load i32, ptr addrspace(3) %rp318, align 4
  %acc323 = add i32 %r310, %r313
  %acc324 = add i32 %acc323, %r316
  %acc325 = add i32 %acc324, %r319
  %acc326 = add i32 %acc325, %tw322
  %op327 = getelementptr i32, ptr addrspace(1) %ot, i32 1088
  store i32 %acc326, ptr addrspace(1) %op327, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }
attributes #1 = { noinline }
