; A two-stage pipelined loop as Triton emits it for gfx950: upstream's buffer
; form of the async DMA, a line table, TBAA and alias scopes on the LDS
; reads, `noalias` kernel arguments, the declarations with the attributes
; LLVM prints for intrinsics (`captures(none)`, `nocallback`, `nofree`,
; `nounwind`, `willreturn`), a rotating buffer index (i & 1) and a barrier.
; Through the four routes a producer uses (llc; opt -O3 | llc;
; asyncmark-upgrade | stock opt -O3 | llc; asyncmark-upgrade | clang -O3),
; every LDS read in the loop stays after its wait, the wait is vmcnt(1)
; (one group, the next stage, stays in flight) and the independent checker
; agrees with every wait.
;
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.llc.s
; RUN: FileCheck %s < %t.llc.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.llc.s | FileCheck %s --check-prefix=CHECKER
; RUN: %opt -disable-verify -O3 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -S -o %t.o3.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t.o3.ll -o %t.opt.s
; RUN: FileCheck %s < %t.opt.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.opt.s | FileCheck %s --check-prefix=CHECKER
; RUN: asyncmark-upgrade %s -o %t.up.ll
; RUN: opt -O3 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t.up.ll -S -o %t.up.o3.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t.up.o3.ll -o %t.stock.s
; RUN: FileCheck %s < %t.stock.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.stock.s | FileCheck %s --check-prefix=CHECKER
; RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S \
; RUN:   -fpass-plugin=%plugin -mllvm -amdgpu-asyncmark-verify %t.up.ll -o %t.clang.s
; RUN: FileCheck %s < %t.clang.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.clang.s | FileCheck %s --check-prefix=CHECKER
;
; CHECK-LABEL: attn:
; CHECK:       buffer_load_dword {{.*}} lds
; CHECK:       buffer_load_dword {{.*}} lds
; CHECK-NOT:   ds_read
; CHECK:       ; %loop
; CHECK-NOT:   ds_read
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_read_b32
; CHECK:       s_barrier
; CHECK:       buffer_load_dword {{.*}} lds
; CHECK:       ; asyncmark
; CHECK:       .loc 1 20
; CHECK:       s_cbranch_scc1
;
; CHECKER:     attn: wait_asyncmark(1): emitted vmcnt(1) {{.*}} ok
; CHECKER-NOT: violation

target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @attn(ptr addrspace(8) noalias %kdesc, ptr addrspace(3) noalias %smem, ptr addrspace(1) noalias %out, i32 %n) #0 !dbg !5 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x(), !dbg !8
  %voff = shl i32 %tid, 2, !dbg !8
  %smem1 = getelementptr i8, ptr addrspace(3) %smem, i32 1024, !dbg !8
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %kdesc, ptr addrspace(3) %smem, i32 4, i32 %voff, i32 0, i32 0, i32 0), !dbg !9
  call void @llvm.amdgcn.asyncmark(), !dbg !9
  %voff1 = add i32 %voff, 256, !dbg !9
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %kdesc, ptr addrspace(3) %smem1, i32 4, i32 %voff1, i32 0, i32 0, i32 0), !dbg !9
  call void @llvm.amdgcn.asyncmark(), !dbg !9
  %lds.tid = getelementptr i32, ptr addrspace(3) %smem, i32 %tid, !dbg !10
  br label %loop, !dbg !10

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  call void @llvm.amdgcn.wait.asyncmark(i16 1), !dbg !10
  %slot = and i32 %i, 1, !dbg !10
  %slot.off = shl i32 %slot, 8, !dbg !10
  %rp = getelementptr i32, ptr addrspace(3) %lds.tid, i32 %slot.off, !dbg !10
  %v = load float, ptr addrspace(3) %rp, align 4, !dbg !10, !tbaa !12, !alias.scope !15, !noalias !18
  %acc.next = fadd float %acc, %v, !dbg !10
  call void @llvm.amdgcn.s.barrier(), !dbg !11
  %wp = getelementptr i8, ptr addrspace(3) %smem, i32 %slot.off, !dbg !11
  %wp.b = shl i32 %slot.off, 2, !dbg !11
  %wp2 = getelementptr i8, ptr addrspace(3) %smem, i32 %wp.b, !dbg !11
  %gi = add i32 %i, 2, !dbg !11
  %goff = shl i32 %gi, 8, !dbg !11
  %gvoff = add i32 %voff, %goff, !dbg !11
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %kdesc, ptr addrspace(3) %wp2, i32 4, i32 %gvoff, i32 0, i32 0, i32 0), !dbg !11
  call void @llvm.amdgcn.asyncmark(), !dbg !11
  %i.next = add i32 %i, 1, !dbg !11
  %c = icmp slt i32 %i.next, %n, !dbg !11
  br i1 %c, label %loop, label %exit, !dbg !11

exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 0), !dbg !11
  %op = getelementptr float, ptr addrspace(1) %out, i32 %tid, !dbg !11
  store float %acc.next, ptr addrspace(1) %op, align 4, !dbg !11, !tbaa !12, !noalias !15
  ret void, !dbg !11
}

declare i32 @llvm.amdgcn.workitem.id.x() #1
declare void @llvm.amdgcn.s.barrier() #2
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) readonly captures(none), ptr addrspace(3) writeonly captures(none), i32 immarg, i32, i32, i32 immarg, i32 immarg) #3
declare void @llvm.amdgcn.asyncmark() #3
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg) #3

attributes #0 = { nounwind "target-cpu"="gfx950" "amdgpu-flat-work-group-size"="1,256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn }
attributes #3 = { nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "attn.py", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!5 = distinct !DISubprogram(name: "attn", linkageName: "attn", scope: !1, file: !1, line: 10, type: !6, scopeLine: 10, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!8 = !DILocation(line: 12, column: 5, scope: !5)
!9 = !DILocation(line: 14, column: 5, scope: !5)
!10 = !DILocation(line: 18, column: 9, scope: !5)
!11 = !DILocation(line: 20, column: 9, scope: !5)
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !14, i64 0}
!14 = !{!"triton tbaa"}
!15 = !{!16}
!16 = distinct !{!16, !17, !"attn: smem"}
!17 = distinct !{!17, !"attn"}
!18 = !{!19}
!19 = distinct !{!19, !17, !"attn: out"}
