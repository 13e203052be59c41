; A wait empty only because an earlier wait bounds the groups in flight, as
; a front end emits it: a line table, attributes printed on the
; declarations, noalias arguments, TBAA. wait(0) completes both groups, one
; more follows, so wait(1) waits for nothing: the read after it is the read
; after wait(0) (one ds_read_b32), never above wait(0)'s s_waitcnt, and
; wait(1) keeps its source line. (After opt -O3 the global load goes
; first and the third group's mark fuses with wait(0).) The same through llc, opt -O3 then llc,
; and clang -O3, each through the checker.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.s \
; RUN:   -pass-remarks-analysis=amdgpu-asyncmark-lower 2>%t.remarks
; RUN: FileCheck %s < %t.s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s
; RUN: %opt -O3 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -S -o %t.o3.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t.o3.ll -o %t.opt.s
; RUN: FileCheck %s < %t.opt.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.opt.s
; RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S \
; RUN:   -fpass-plugin=%plugin -mllvm -amdgpu-asyncmark-verify %s -o %t.clang.s
; RUN: FileCheck %s < %t.clang.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.clang.s

; REMARK: remark: bounded.hip:8:3: wait_asyncmark(1) in bounded waits for nothing: earlier waits leave at most 1 group in flight on any path, so LDS accesses may move across it

; CHECK-LABEL: bounded:
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NOT:   ds_read
; CHECK:       ; wait_asyncmark(0)
; CHECK-NOT:   ds_read
; CHECK:       ds_read_b32
; CHECK-NOT:   ds_read
; CHECK:       .loc {{[0-9]+}} 8 3
; CHECK-NOT:   {{\.loc|ds_read}}
; CHECK:       ; wait_asyncmark(1)
; CHECK-NOT:   ds_read
; CHECK:       s_endpgm

target triple = "amdgcn-amd-amdhsa"

@dst = internal addrspace(3) global [64 x i32] poison, align 16
@next = internal addrspace(3) global [64 x i32] poison, align 16

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) readonly captures(none), ptr addrspace(3) writeonly captures(none), i32 immarg, i32 immarg, i32 immarg) #1
declare void @llvm.amdgcn.asyncmark() #2
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg) #2

define amdgpu_kernel void @bounded(ptr addrspace(1) noalias %g, ptr addrspace(1) noalias %out) #0 !dbg !5 {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0), !dbg !8
  call void @llvm.amdgcn.asyncmark(), !dbg !8
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0), !dbg !9
  call void @llvm.amdgcn.asyncmark(), !dbg !9
  %x = load i32, ptr addrspace(1) %out, align 4, !dbg !10, !tbaa !13
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !10
  %a = load i32, ptr addrspace(3) @dst, align 4, !dbg !10, !tbaa !13
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @next, i32 4, i32 0, i32 0), !dbg !11
  call void @llvm.amdgcn.asyncmark(), !dbg !11
  %y = add i32 %x, %a, !dbg !11
  call void @llvm.amdgcn.wait.asyncmark(i16 1), !dbg !12
  %b = load i32, ptr addrspace(3) @dst, align 4, !dbg !12, !tbaa !13
  %s = add i32 %y, %b, !dbg !12
  store i32 %s, ptr addrspace(1) %out, align 4, !dbg !12, !tbaa !13
  ret void, !dbg !12
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "bounded.hip", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "bounded", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !7)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 3, column: 3, scope: !5)
!9 = !DILocation(line: 4, column: 3, scope: !5)
!10 = !DILocation(line: 5, column: 3, scope: !5)
!11 = !DILocation(line: 7, column: 3, scope: !5)
!12 = !DILocation(line: 8, column: 3, scope: !5)
!13 = !{!15, !15, i64 0}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
