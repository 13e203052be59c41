; A pipeline prologue as a Triton-style producer writes it: a line table,
; declaration attributes, noalias kernel arguments, TBAA. Stage 0 is issued
; and committed and wait(1) comes right after its mark: with one mark
; before it, it waits for nothing. The IR lowering fuses the mark and the
; wait into one marker that orders no access, with a remark at the wait's
; line; no s_waitcnt comes before it. Stage 1's wait(1) needs stage 0:
; vmcnt(1). Through opt -O3 and then llc, with verify mode, and the
; checker with the program's own IR rates both waits exact.
;
; RUN: %opt -O3 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -S %s -o %t.O3.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-verify %t.O3.ll -o %t.s \
; RUN:   -pass-remarks-analysis=amdgpu-asyncmark 2>%t.remarks
; RUN: FileCheck %s < %t.s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict --ir %s %t.s \
; RUN:   | FileCheck %s --check-prefix=CHECKER
;
; CHECK-LABEL: prologue:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK-NOT:   vmcnt
; CHECK:       ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   {{vmcnt|asyncmark}}
; CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] offset:64
; CHECK-NOT:   {{vmcnt|asyncmark|ds_read}}
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32
;
; REMARK: remark: prologue.py:5:3: wait_asyncmark(1) in prologue waits for nothing: at most 1 mark precedes it on any path, so LDS accesses may move across it
; REMARK: remark: prologue.py:5:3: wait_asyncmark(1) in prologue:bb.0.entry: no wait
; REMARK: remark: prologue.py:7:3: wait_asyncmark(1) in prologue:bb.0.entry: s_waitcnt vmcnt(1)
;
; CHECKER: prologue: wait_asyncmark(1): emitted none | loosest safe none | ok
; CHECKER: prologue: wait_asyncmark(1): emitted vmcnt(1) | loosest safe vmcnt(1) | ok

target triple = "amdgcn-amd-amdhsa"

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) captures(none), ptr addrspace(3) captures(none), i32 immarg, i32 immarg, i32 immarg) #1
declare void @llvm.amdgcn.asyncmark() #2
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg) #2

define amdgpu_kernel void @prologue(ptr addrspace(1) noalias readonly %in, ptr addrspace(3) noalias %lds, ptr addrspace(1) noalias writeonly %out) #0 !dbg !5 {
entry:
  %lds1 = getelementptr inbounds i8, ptr addrspace(3) %lds, i32 1024, !dbg !8
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 0, i32 0), !dbg !9
  call void @llvm.amdgcn.asyncmark(), !dbg !10
  call void @llvm.amdgcn.wait.asyncmark(i16 1), !dbg !11
  %a = load i32, ptr addrspace(3) %lds1, align 4, !dbg !12, !tbaa !14
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds1, i32 4, i32 64, i32 0), !dbg !13
  call void @llvm.amdgcn.asyncmark(), !dbg !13
  call void @llvm.amdgcn.wait.asyncmark(i16 1), !dbg !13
  %b = load i32, ptr addrspace(3) %lds, align 4, !dbg !13, !tbaa !14
  %s = add i32 %a, %b, !dbg !13
  store i32 %s, ptr addrspace(1) %out, align 4, !dbg !13, !tbaa !14
  ret void, !dbg !13
}

attributes #0 = { nounwind "target-cpu"="gfx950" "amdgpu-flat-work-group-size"="1,256" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "prologue.py", directory: "/k")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "prologue", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = !DILocation(line: 3, column: 3, scope: !5)
!10 = !DILocation(line: 4, column: 3, scope: !5)
!11 = !DILocation(line: 5, column: 3, scope: !5)
!12 = !DILocation(line: 6, column: 3, scope: !5)
!13 = !DILocation(line: 7, column: 3, scope: !5)
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C/C++ TBAA"}
