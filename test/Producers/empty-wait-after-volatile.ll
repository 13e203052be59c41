; Fuzz seed 670 (--producer), as opt -O3 leaves it for llc: a line table,
; attributes on the declarations, TBAA and alias scopes. No mark precedes
; the three waits, so each orders nothing, and the pre-RA scheduler lets
; the DMAs cross them: all three end up right after a volatile store, whose
; vmcnt(0) the memory legalizer puts right after it. Right before the
; markers, that wait would read as theirs (asyncmark-check: over-strict);
; the wait lowering puts them above it
; (test/Waits/empty-wait-after-llvm-wait.mir).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-verify %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s

; CHECK-LABEL: fuzz_k670:
; CHECK:       global_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] sc0 sc1
; CHECK-NOT:   s_waitcnt
; CHECK:       ; wait_asyncmark(1)
; CHECK-NOT:   s_waitcnt
; CHECK:       ; wait_asyncmark(0)
; CHECK-NOT:   s_waitcnt
; CHECK:       ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   ASMSTART
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  global_load_lds_dword

source_filename = "k.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [8 x [4096 x i8]] poison, align 16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: nounwind
; Unknown intrinsic
declare void @llvm.amdgcn.wait.asyncmark(i16) #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1) captures(none), ptr addrspace(3) captures(none), i32 immarg, i32 immarg, i32 immarg) #3

; Function Attrs: nounwind
define amdgpu_kernel void @fuzz_k670(ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(8) readonly captures(none) %rsrc, ptr readnone captures(none) %flat, ptr addrspace(3) noalias readnone captures(none) %ldsarg, i32 inreg %c0, i32 inreg %c1, i32 inreg %n0, i32 inreg %n1) local_unnamed_addr #4 !dbg !3 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !6
  %0 = zext nneg i32 %tid to i64, !dbg !7
  %gt = getelementptr i32, ptr addrspace(1) %g, i64 %0, !dbg !7
  %ot = getelementptr i32, ptr addrspace(1) %out, i64 %0, !dbg !8
  %vo = shl nuw nsw i32 %tid, 2, !dbg !9
  %tmv1 = load volatile i32, ptr addrspace(1) %g, align 4, !dbg !10
  %tmc2 = icmp sgt i32 %tmv1, 4, !dbg !11
  %1 = getelementptr i8, ptr addrspace(3) @lds, i32 %vo, !dbg !12
  %rp5 = getelementptr i8, ptr addrspace(3) %1, i32 4096, !dbg !12
  %op6 = getelementptr i8, ptr addrspace(1) %ot, i64 256, !dbg !13
  %c0.c1 = select i1 %tmc2, i32 %c0, i32 %c1, !dbg !14
  store volatile i32 %c0.c1, ptr addrspace(1) %out, align 4, !dbg !14
  tail call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %gt, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 4096), i32 4, i32 1012, i32 0), !dbg !14
  %storemerge = load i32, ptr addrspace(3) %rp5, align 4, !dbg !14, !tbaa !15, !alias.scope !18
  store i32 %storemerge, ptr addrspace(1) %op6, align 4, !dbg !14
  tail call void @llvm.amdgcn.wait.asyncmark(i16 1), !dbg !21
  %rp10 = getelementptr i8, ptr addrspace(3) %1, i32 5128, !dbg !22
  %r11 = load i32, ptr addrspace(3) %rp10, align 4, !dbg !23, !tbaa !15, !alias.scope !18
  %vo13 = add nuw nsw i32 %vo, 1280, !dbg !24
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) @lds, i32 16, i32 %vo13, i32 0, i32 16, i32 0), !dbg !25, !amdgpu.asyncmark.async !5
  tail call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !26
  %r16 = load i32, ptr addrspace(3) %rp5, align 4, !dbg !27, !tbaa !15, !alias.scope !18
  tail call void @llvm.amdgcn.wave.barrier(), !dbg !28
  tail call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 4096), i32 2, i32 %vo13, i32 0, i32 0, i32 0), !dbg !29, !amdgpu.asyncmark.async !5
  tail call void @llvm.amdgcn.wait.asyncmark(i16 1), !dbg !30
  %tmv19 = load volatile i32, ptr addrspace(1) %g, align 4, !dbg !31
  %tmc20 = icmp sgt i32 %tmv19, 6, !dbg !32
  %acc25 = add i32 %r16, %r11, !dbg !33
  %op26 = getelementptr i8, ptr addrspace(1) %ot, i64 768, !dbg !34
  store i32 %acc25, ptr addrspace(1) %op26, align 4, !dbg !35
  %c1.sink2 = select i1 %tmc20, i32 %c0, i32 %c1, !dbg !36
  store volatile i32 %c1.sink2, ptr addrspace(1) %out, align 4, !dbg !14
  tail call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %gt, ptr addrspace(3) nonnull getelementptr inbounds nuw (i8, ptr addrspace(3) @lds, i32 28672), i32 4, i32 1020, i32 0), !dbg !14
  %op24 = getelementptr i8, ptr addrspace(1) %ot, i64 512, !dbg !37
  %rp23 = getelementptr i8, ptr addrspace(3) %1, i32 28672, !dbg !38
  %storemerge1 = load i32, ptr addrspace(3) %rp23, align 4, !dbg !14, !tbaa !15, !alias.scope !18
  store i32 %storemerge1, ptr addrspace(1) %op24, align 4, !dbg !14
  ret void, !dbg !14
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) readonly captures(none), ptr addrspace(3) writeonly captures(none), i32 immarg, i32, i32, i32 immarg, i32 immarg) #5

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) "target-cpu"="gfx950" }
attributes #1 = { nounwind "target-cpu"="gfx950" }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn "target-cpu"="gfx950" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn "target-cpu"="gfx950" }
attributes #4 = { nounwind "target-cpu"="gfx950" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) "target-cpu"="gfx950" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "asyncmark-fuzz", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernel.py", directory: "/fuzz")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "fuzz_k670", scope: !1, file: !1, line: 1, type: !4, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{}
!6 = !DILocation(line: 1, column: 3, scope: !3)
!7 = !DILocation(line: 2, column: 3, scope: !3)
!8 = !DILocation(line: 3, column: 3, scope: !3)
!9 = !DILocation(line: 5, column: 3, scope: !3)
!10 = !DILocation(line: 9, column: 3, scope: !3)
!11 = !DILocation(line: 10, column: 3, scope: !3)
!12 = !DILocation(line: 13, column: 3, scope: !3)
!13 = !DILocation(line: 14, column: 3, scope: !3)
!14 = !DILocation(line: 0, scope: !3)
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"producer tbaa"}
!18 = !{!19}
!19 = distinct !{!19, !20, !"lds"}
!20 = distinct !{!20, !"kernel"}
!21 = !DILocation(line: 26, column: 3, scope: !3)
!22 = !DILocation(line: 28, column: 3, scope: !3)
!23 = !DILocation(line: 29, column: 3, scope: !3)
!24 = !DILocation(line: 31, column: 3, scope: !3)
!25 = !DILocation(line: 32, column: 3, scope: !3)
!26 = !DILocation(line: 33, column: 3, scope: !3)
!27 = !DILocation(line: 36, column: 3, scope: !3)
!28 = !DILocation(line: 37, column: 3, scope: !3)
!29 = !DILocation(line: 40, column: 3, scope: !3)
!30 = !DILocation(line: 41, column: 3, scope: !3)
!31 = !DILocation(line: 42, column: 3, scope: !3)
!32 = !DILocation(line: 43, column: 3, scope: !3)
!33 = !DILocation(line: 48, column: 3, scope: !3)
!34 = !DILocation(line: 49, column: 3, scope: !3)
!35 = !DILocation(line: 50, column: 3, scope: !3)
!36 = !DILocation(line: 51, column: 3, scope: !3)
!37 = !DILocation(line: 47, column: 3, scope: !3)
!38 = !DILocation(line: 46, column: 3, scope: !3)
