; Diagnostics name the source location when the IR has debug locations,
; report a problem repeated in one function once with the number of calls,
; and a misspelt -mcpu on a kernel with marks is a plugin diagnostic before
; instruction selection (LLVM itself only warns and then fails to select).
;
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx95 -O3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TYPO
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -O3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=GFX11
;
; TYPO: error: kernel.c:7:5: in function k {{.*}}: llvm.amdgcn.asyncmark: unknown AMDGPU processor 'gfx95' (2 calls)
; TYPO: error: kernel.c:8:5: in function k {{.*}}: llvm.amdgcn.wait.asyncmark: unknown AMDGPU processor 'gfx95'{{$}}
; TYPO-NOT: error
; GFX11: error: kernel.c:7:5: in function k {{.*}}: llvm.amdgcn.asyncmark: target gfx1100 has no async loads to LDS (async marks and async loads to LDS need gfx9, gfx10 or gfx1250) (2 calls)
; GFX11-NOT: error: kernel.c:8:5: {{.*}}llvm.amdgcn.asyncmark

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %lds) !dbg !5 {
  call void @llvm.amdgcn.asyncmark(), !dbg !8
  call void @llvm.amdgcn.asyncmark(), !dbg !9
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !9
  ret void
}
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "t", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernel.c", directory: "/src")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 7, column: 5, scope: !5)
!9 = !DILocation(line: 8, column: 5, scope: !5)
