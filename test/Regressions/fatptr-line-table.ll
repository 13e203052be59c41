; A kernel with a buffer fat pointer (ptr addrspace(7)) and a line table, as
; rocMLIR and IREE emit: LLVM 22's buffer-fat-pointer lowering gives the
; rewritten kernel's subprogram a copy of the compile unit that
; llvm.dbg.cu does not list, and stock llc aborts in the IR verifier. The
; plugin gives the subprogram back the listed unit right after that
; lowering: the kernel compiles, with its line table and one compile unit.
;
; Stock llc on the same kernel written with LLVM 22's names and no marks:
; RUN: sed -e 's/load.async.to.lds/load.to.lds/g' -e '/asyncmark/d' %s \
; RUN:   | not --crash %llc-stock -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STOCK
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -filetype=obj -o %t.o
; RUN: llvm-dwarfdump-22 --debug-info %t.o | FileCheck %s --check-prefix=DWARF
;
; STOCK: DICompileUnit not listed in llvm.dbg.cu
;
; CHECK-LABEL: k:
; CHECK:       .loc 0 4 3
; CHECK:       buffer_load_dword {{.*}} lds
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
;
; DWARF:     DW_TAG_compile_unit
; DWARF:       DW_AT_producer ("triton")
; DWARF-NOT: DW_TAG_compile_unit

target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [256 x i32] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) !dbg !5 {
  %fat = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 1024, i32 159744), !dbg !8
  %src = getelementptr i32, ptr addrspace(7) %fat, i32 4, !dbg !8
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0), !dbg !8
  call void @llvm.amdgcn.asyncmark(), !dbg !9
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !10
  %v = load i32, ptr addrspace(3) @lds, align 4, !dbg !10
  store i32 %v, ptr addrspace(1) %out, !dbg !10
  ret void, !dbg !10
}

declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.py", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 4, column: 3, scope: !5)
!9 = !DILocation(line: 5, column: 3, scope: !5)
!10 = !DILocation(line: 6, column: 3, scope: !5)
