; A variable's location record between a mark and a wait, as clang -g
; writes it (the index of the read that follows the wait). In IR an add
; stands between the two; instruction selection folds it into the read's
; offset, so in machine code only the record's DBG_VALUE does, and the
; mark and the wait fuse into one marker as they do without -g. The code
; is the same with the debug records and without them (opt -strip-debug):
; the instruction lines and marker comments are identical.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -verify-machineinstrs %s -o %t.g.s
; RUN: FileCheck %s < %t.g.s
; RUN: %opt -strip-debug -S %s -o %t.nodbg.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -verify-machineinstrs %t.nodbg.ll -o %t.nodbg.s
; RUN: sed -n '1,/^.Lfunc_end0:/p' %t.g.s | grep -E '^[[:space:]]+[a-z;]' | grep -v DEBUG_VALUE > %t.g.code
; RUN: sed -n '1,/^.Lfunc_end0:/p' %t.nodbg.s | grep -E '^[[:space:]]+[a-z;]' > %t.nodbg.code
; RUN: diff %t.g.code %t.nodbg.code
;
; CHECK-LABEL: offset_between:
; CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]
; CHECK-NEXT:  .Ltmp0:
; CHECK-NEXT:  ;DEBUG_VALUE: offset_between:idx <- undef
; CHECK-NEXT:  .loc 1 6 3
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  .loc 1 7 3
; CHECK-NEXT:  ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:64
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [512 x i32] poison, align 16

define amdgpu_kernel void @offset_between(ptr addrspace(1) %src, ptr addrspace(1) %dst) !dbg !4 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %gp = getelementptr i32, ptr addrspace(1) %src, i32 %tid, !dbg !7
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gp, ptr addrspace(3) @lds, i32 4, i32 0, i32 0), !dbg !7
  call void @llvm.amdgcn.asyncmark(), !dbg !8
  %idx = add i32 %tid, 16, !dbg !9
    #dbg_value(i32 %idx, !5, !DIExpression(), !9)
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !10
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %idx, !dbg !11
  %v = load i32, ptr addrspace(3) %p, align 4, !dbg !11
  %o = getelementptr i32, ptr addrspace(1) %dst, i32 %tid, !dbg !11
  store i32 %v, ptr addrspace(1) %o, align 4, !dbg !11
  ret void, !dbg !11
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernel.hip", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !{})
!4 = distinct !DISubprogram(name: "offset_between", scope: !1, file: !1, line: 1, type: !3, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DILocalVariable(name: "idx", scope: !4, file: !1, line: 5, type: !6)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DILocation(line: 3, column: 3, scope: !4)
!8 = !DILocation(line: 4, column: 3, scope: !4)
!9 = !DILocation(line: 5, column: 13, scope: !4)
!10 = !DILocation(line: 6, column: 3, scope: !4)
!11 = !DILocation(line: 7, column: 3, scope: !4)
