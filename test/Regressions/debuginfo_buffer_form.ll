; Regression (shared/reproducers/debuginfo_buffer_form.ll): a module as Triton
; emits it, with line tables next to upstream's buffer form of the async DMA.
; LLVM verifies a module with debug info while parsing it (the debug info
; upgrade), and the buffer name reads in LLVM 22 as a wrongly typed overload
; of llvm.amdgcn.raw.ptr.buffer.load: every documented route aborted with
; "Broken module found" before the plugin ran. The plugin now defers that
; upgrade to its first pass, after the rewrite (DebugInfoUpgrade.cpp).
; Routes: llc -disable-verify under both selectors, opt -disable-verify -O3
; then llc, asyncmark-upgrade (whose output still has the debug info) then
; clang -x ir. (clang verifies IR input itself before any plugin pass, so for
; the buffer forms asyncmark-upgrade comes first, with or without debug info.)
; The waits are the same and the line table survives.
;
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc-gisel -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %opt -disable-verify -O3 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -S -o %t.o3.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t.o3.ll -o - | FileCheck %s
; RUN: asyncmark-upgrade %s -o %t.up.ll
; RUN: FileCheck %s --check-prefix=UP < %t.up.ll
; RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S \
; RUN:   -fpass-plugin=%plugin -mllvm -amdgpu-asyncmark-verify %t.up.ll -o - | FileCheck %s
;
; UP: call void @llvm.amdgcn.raw.ptr.buffer.load.lds({{.*}}, !dbg ![[DMALOC:[0-9]+]], !amdgpu.asyncmark.async
; UP: ![[DMALOC]] = !DILocation(line: 12, column: 5
;
; CHECK-LABEL: k:
; CHECK:       .loc 1 12 5
; CHECK:       buffer_load_dword {{.*}} lds
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       ds_read_b32
; CHECK:       .section .debug_line
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, ptr addrspace(1) %out) !dbg !5 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x(), !dbg !8
  %voff = shl i32 %tid, 2, !dbg !8
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 4, i32 %voff, i32 0, i32 0, i32 0), !dbg !9
  call void @llvm.amdgcn.asyncmark(), !dbg !9
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !10
  %p = getelementptr i32, ptr addrspace(3) %lds, i32 %tid, !dbg !10
  %v = load i32, ptr addrspace(3) %p, align 4, !dbg !10
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid, !dbg !10
  store i32 %v, ptr addrspace(1) %q, align 4, !dbg !10
  ret void, !dbg !10
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernel.py", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 2, !"Dwarf Version", i32 4}
!5 = distinct !DISubprogram(name: "k", linkageName: "k", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 11, column: 5, scope: !5)
!9 = !DILocation(line: 12, column: 5, scope: !5)
!10 = !DILocation(line: 13, column: 5, scope: !5)
