; A loop over a buffer fat pointer whose index is a source variable, as
; clang -g writes it (the index `k` only addresses the buffer; another
; counter ends the loop). Loop strength reduction turns the index into a
; fat-pointer induction variable and rewrites `k`'s location as arithmetic
; on it; LLVM 22's buffer-fat-pointer lowering cannot split that location
; into its resource and offset fragments and segfaults (in
; DbgRecord::eraseFromParent), with or without the plugin, for the async
; DMA (@copy_tiles) and for a plain load (@sum_tiles). Right before the
; lowering the plugin marks such a location optimized out; a location the
; lowering can split (@keep_pointer, a fat pointer as it is) is kept and
; split. A location a middle end salvaged into arithmetic on a fat pointer
; (@salvaged) crashes the lowering at -O0 too. The code is the same with
; and without the debug records.
; (GlobalISel is not run: LLVM 22's register bank selection cannot map the
; DBG_VALUE of a fragment, plugin or not; docs/Design.md, Limits.)
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -verify-machineinstrs %s -o %t.g.s
; RUN: FileCheck %s < %t.g.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 %s -o /dev/null
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O1 %s -o /dev/null
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O2 %s -o /dev/null
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o /dev/null \
; RUN:   -print-after=amdgpu-asyncmark-fatptr-locations 2>&1 | FileCheck %s --check-prefix=KILLED
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o /dev/null \
; RUN:   -print-after=amdgpu-lower-buffer-fat-pointers 2>&1 | FileCheck %s --check-prefix=SPLIT
; RUN: %opt -strip-debug -S %s -o %t.nodbg.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t.nodbg.ll -o %t.nodbg.s
; RUN: sed -n '1,/^.Lfunc_end3:/p' %t.g.s | grep -E '^[[:space:]]+[a-z;]' | grep -v DEBUG_VALUE > %t.g.code
; RUN: sed -n '1,/^.Lfunc_end3:/p' %t.nodbg.s | grep -E '^[[:space:]]+[a-z;]' > %t.nodbg.code
; RUN: diff %t.g.code %t.nodbg.code
;
; CHECK-LABEL: copy_tiles:
; CHECK:       buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen lds
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-LABEL: sum_tiles:
; CHECK:       buffer_load_dword v{{[0-9]+}}, v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen{{$}}
; CHECK-LABEL: keep_pointer:
; CHECK:       buffer_load_dword
; CHECK-LABEL: salvaged:
; CHECK:       buffer_load_dword
;
; KILLED: define amdgpu_kernel void @copy_tiles(
; KILLED: #dbg_value(!DIArgList(ptr addrspace(7) poison, ptr addrspace(7) poison), ![[K:[0-9]+]], !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus,
; KILLED: define amdgpu_kernel void @sum_tiles(
; KILLED: #dbg_value(!DIArgList(ptr addrspace(7) poison, ptr addrspace(7) poison), ![[S:[0-9]+]], !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus,
; KILLED: define amdgpu_kernel void @keep_pointer(
; KILLED: #dbg_value(ptr addrspace(7) %p, ![[P:[0-9]+]], !DIExpression(),
; KILLED: define amdgpu_kernel void @salvaged(
; KILLED: #dbg_value(ptr addrspace(7) poison, ![[Q:[0-9]+]], !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value),
;
; SPLIT: define amdgpu_kernel void @keep_pointer(
; SPLIT: #dbg_value(i32 %p, ![[P:[0-9]+]], !DIExpression(DW_OP_LLVM_fragment, 128, 32),
; SPLIT: #dbg_value(ptr addrspace(8) %fat, ![[P]], !DIExpression(DW_OP_LLVM_fragment, 0, 128),

target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [256 x i32] poison, align 16

define amdgpu_kernel void @copy_tiles(ptr addrspace(1) %g, i32 %n) !dbg !4 {
entry:
  %fat = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 1048576, i32 159744), !dbg !7
  br label %loop, !dbg !7

loop:
  %k = phi i32 [ 0, %entry ], [ %kn, %loop ], !dbg !8
  %left = phi i32 [ %n, %entry ], [ %leftn, %loop ], !dbg !8
    #dbg_value(i32 %k, !5, !DIExpression(), !8)
  %src = getelementptr i32, ptr addrspace(7) %fat, i32 %k, !dbg !8
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0), !dbg !8
  call void @llvm.amdgcn.asyncmark(), !dbg !8
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !8
  %kn = add nuw i32 %k, 64, !dbg !8
  %leftn = sub i32 %left, 1, !dbg !8
  %c = icmp ne i32 %leftn, 0, !dbg !8
  br i1 %c, label %loop, label %exit, !dbg !8

exit:
  ret void, !dbg !9
}

define amdgpu_kernel void @sum_tiles(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %n) !dbg !10 {
entry:
  %fat = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 1048576, i32 159744), !dbg !12
  br label %loop, !dbg !12

loop:
  %k = phi i32 [ 0, %entry ], [ %kn, %loop ], !dbg !13
  %left = phi i32 [ %n, %entry ], [ %leftn, %loop ], !dbg !13
  %acc = phi i32 [ 0, %entry ], [ %accn, %loop ], !dbg !13
    #dbg_value(i32 %k, !11, !DIExpression(), !13)
  %src = getelementptr i32, ptr addrspace(7) %fat, i32 %k, !dbg !13
  %v = load i32, ptr addrspace(7) %src, align 4, !dbg !13
  %accn = add i32 %acc, %v, !dbg !13
  %kn = add nuw i32 %k, 64, !dbg !13
  %leftn = sub i32 %left, 1, !dbg !13
  %c = icmp ne i32 %leftn, 0, !dbg !13
  br i1 %c, label %loop, label %exit, !dbg !13

exit:
  store i32 %accn, ptr addrspace(1) %out, align 4, !dbg !13
  ret void, !dbg !13
}

define amdgpu_kernel void @keep_pointer(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %i) !dbg !14 {
entry:
  %fat = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 1048576, i32 159744), !dbg !17
  %p = getelementptr i32, ptr addrspace(7) %fat, i32 %i, !dbg !17
    #dbg_value(ptr addrspace(7) %p, !15, !DIExpression(), !17)
  %v = load i32, ptr addrspace(7) %p, align 4, !dbg !17
  store i32 %v, ptr addrspace(1) %out, align 4, !dbg !17
  ret void, !dbg !17
}

define amdgpu_kernel void @salvaged(ptr addrspace(1) %g, ptr addrspace(1) %out) !dbg !18 {
entry:
  %fat = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 1048576, i32 159744), !dbg !20
  %p = getelementptr i8, ptr addrspace(7) %fat, i32 16, !dbg !20
    #dbg_value(ptr addrspace(7) %fat, !19, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !20)
  %v = load i32, ptr addrspace(7) %p, align 4, !dbg !20
  store i32 %v, ptr addrspace(1) %out, align 4, !dbg !20
  ret void, !dbg !20
}

declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernel.hip", directory: "/src")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !DISubroutineType(types: !{})
!4 = distinct !DISubprogram(name: "copy_tiles", scope: !1, file: !1, line: 1, type: !3, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DILocalVariable(name: "k", scope: !4, file: !1, line: 4, type: !6)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DILocation(line: 3, column: 3, scope: !4)
!8 = !DILocation(line: 5, column: 5, scope: !4)
!9 = !DILocation(line: 8, column: 1, scope: !4)
!10 = distinct !DISubprogram(name: "sum_tiles", scope: !1, file: !1, line: 10, type: !3, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 12, type: !6)
!12 = !DILocation(line: 11, column: 3, scope: !10)
!13 = !DILocation(line: 13, column: 5, scope: !10)
!14 = distinct !DISubprogram(name: "keep_pointer", scope: !1, file: !1, line: 20, type: !3, scopeLine: 20, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!15 = !DILocalVariable(name: "p", scope: !14, file: !1, line: 21, type: !16)
!16 = !DIBasicType(name: "ptr", size: 160, encoding: DW_ATE_unsigned)
!17 = !DILocation(line: 21, column: 3, scope: !14)
!18 = distinct !DISubprogram(name: "salvaged", scope: !1, file: !1, line: 30, type: !3, scopeLine: 30, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DILocalVariable(name: "q", scope: !18, file: !1, line: 31, type: !16)
!20 = !DILocation(line: 31, column: 3, scope: !18)
