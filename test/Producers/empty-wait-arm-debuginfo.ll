; An arm of empty waits as a front end emits it: a line table, a variable
; location record in the arm, attributes printed on the declarations. The
; waits move to the end of the entry with their own source locations
; (the remark names the arm's line), the variable record stays in the arm,
; and the arm folds.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.s \
; RUN:   -pass-remarks=amdgpu-asyncmark-lower 2>%t.remarks
; RUN: FileCheck %s < %t.s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s \
; RUN:   -stop-after=amdgpu-asyncmark-lower -o - | FileCheck %s --check-prefix=IR

; REMARK: remark: arm.hip:7:5: wait_asyncmark(0) in arm moved from %if.else to the end of %entry: it waits for nothing, and the block held nothing else

; IR-LABEL: entry:
; IR:       call void asm sideeffect "; wait_asyncmark(0)\0A\09; @amdgpu-asyncmark-empty-wait", ""(){{.*}}, !dbg [[ELSE:![0-9]+]]
; IR-NEXT:  br i1
; IR-LABEL: if.else:
; IR-NEXT:  #dbg_value(i32 0, {{.*}})
; IR-NEXT:  br label %if.end
; IR:       [[ELSE]] = !DILocation(line: 7, column: 5

; CHECK-LABEL: arm:
; CHECK:       .loc {{[0-9]+}} 7 5
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       s_cbranch_scc1
; CHECK-NOT:   %if.else
; CHECK:       s_endpgm

target triple = "amdgcn-amd-amdhsa"

@buf = internal addrspace(3) global [64 x i32] poison, align 16

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) readonly captures(none), ptr addrspace(3) writeonly captures(none), i32 immarg, i32 immarg, i32 immarg) #1
declare void @llvm.amdgcn.asyncmark() #2
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg) #2

define amdgpu_kernel void @arm(ptr addrspace(1) noalias %g, ptr addrspace(1) noalias %out, i32 inreg %c) #0 !dbg !5 {
entry:
  %cc = icmp eq i32 %c, 0, !dbg !8
  br i1 %cc, label %if.then, label %if.else, !dbg !8
if.then:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0), !dbg !9
  call void @llvm.amdgcn.asyncmark(), !dbg !9
  br label %if.end, !dbg !9
if.else:
    #dbg_value(i32 0, !11, !DIExpression(), !10)
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !10
  br label %if.end, !dbg !10
if.end:
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !12
  %v = load i32, ptr addrspace(3) @buf, align 4, !dbg !12, !tbaa !13
  store i32 %v, ptr addrspace(1) %out, align 4, !dbg !12, !tbaa !13
  ret void, !dbg !12
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "arm.hip", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "arm", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !7)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 3, column: 7, scope: !5)
!9 = !DILocation(line: 4, column: 5, scope: !5)
!10 = !DILocation(line: 7, column: 5, scope: !5)
!11 = !DILocalVariable(name: "x", scope: !5, file: !1, line: 6, type: !14)
!12 = !DILocation(line: 9, column: 3, scope: !5)
!13 = !{!15, !15, i64 0}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
