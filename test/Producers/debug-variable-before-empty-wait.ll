; A volatile store right before a wait that waits for nothing (wait(2) with
; one mark before it), and a variable's location record after the store
; (-g). The memory legalizer's vmcnt(0) for the volatile store follows the
; store; the wait lowering puts the empty wait's marker above LLVM's waits
; right before it, so that a reader of the assembly does not take that
; vmcnt(0) for the marker's. The DBG_VALUE between the two kept the marker
; below the vmcnt(0) with -g only: the code is now the same with and
; without the records.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O3 -verify-machineinstrs %s -o %t.g.s
; RUN: FileCheck %s < %t.g.s
; RUN: %opt -strip-debug -S %s -o %t.nodbg.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O3 -verify-machineinstrs %t.nodbg.ll -o %t.nodbg.s
; RUN: sed -n '1,/^.Lfunc_end0:/p' %t.g.s | grep -E '^[[:space:]]+[a-z;]' | grep -v DEBUG_VALUE > %t.g.code
; RUN: sed -n '1,/^.Lfunc_end0:/p' %t.nodbg.s | grep -E '^[[:space:]]+[a-z;]' > %t.nodbg.code
; RUN: diff %t.g.code %t.nodbg.code
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.g.s | FileCheck %s --check-prefix=CHECKER
;
; CHECK-LABEL: flag_then_empty_wait:
; CHECK:       global_store_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] sc0 sc1
; CHECK-NEXT:  .loc 1 6 3
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(2)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  .loc 1 5 3
; CHECK-NEXT:  s_waitcnt vmcnt(0)
;
; CHECKER: flag_then_empty_wait: wait_asyncmark(2): emitted vmcnt(0) | loosest safe none | ok
; CHECKER: flag_then_empty_wait: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(1) | ok

target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [512 x i32] poison, align 16

define amdgpu_kernel void @flag_then_empty_wait(ptr addrspace(1) %src, ptr addrspace(1) %flag, ptr addrspace(1) %dst, i32 %x) !dbg !4 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x(), !dbg !7
  %gp = getelementptr i32, ptr addrspace(1) %src, i32 %tid, !dbg !7
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gp, ptr addrspace(3) @lds, i32 4, i32 0, i32 0), !dbg !7
  call void @llvm.amdgcn.asyncmark(), !dbg !8
  %y = add i32 %x, 1, !dbg !9
  store volatile i32 %y, ptr addrspace(1) %flag, align 4, !dbg !9
    #dbg_value(i32 %y, !5, !DIExpression(), !9)
  call void @llvm.amdgcn.wait.asyncmark(i16 2), !dbg !10
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !11
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %tid, !dbg !11
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
!4 = distinct !DISubprogram(name: "flag_then_empty_wait", scope: !1, file: !1, line: 1, type: !3, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DILocalVariable(name: "y", scope: !4, file: !1, line: 5, type: !6)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DILocation(line: 3, column: 3, scope: !4)
!8 = !DILocation(line: 4, column: 3, scope: !4)
!9 = !DILocation(line: 5, column: 3, scope: !4)
!10 = !DILocation(line: 6, column: 3, scope: !4)
!11 = !DILocation(line: 7, column: 3, scope: !4)
