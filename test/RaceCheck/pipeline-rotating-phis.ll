; A correct 3-stage pipeline with two groups in flight, whose buffers rotate
; through phis of LDS pointers (p0 <- p1 <- p2 <- p0), read per lane: no
; finding. Rotated the wrong way round, the buffer read is the one the DMA
; of the previous iteration, still in flight, fills; the DMA aimed at the
; buffer being read is in flight too. Both are findings, with the source
; locations of the access, the DMA and the wait.
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --allow-empty --implicit-check-not=warning
; RUN: sed -e '/; p0$/s/%%p1, %%loop/%%p2, %%loop/' -e '/; p1$/s/%%p2, %%loop/%%p0, %%loop/' \
; RUN:     -e '/; p2$/s/%%p0, %%loop/%%p1, %%loop/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SWAP --implicit-check-not=warning
; SWAP: warning: rot.c:12:5: in function rot: LDS load %v at rot.c:12:5 may race with async DMA (call of llvm.amdgcn.global.load.async.lds at rot.c:10:3) issued 1 loop iteration earlier, which may still be in flight there; 2 asyncmarks between them; the wait.asyncmark(2) at rot.c:11:3 leaves it in flight; wait.asyncmark(1) here covers it
; RUN: sed -e 's/ptr addrspace(3) %%p2, i32 4/ptr addrspace(3) %%p0, i32 4/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=FILLING --implicit-check-not=warning
; FILLING: warning: rot.c:12:5: in function rot: LDS load %v at rot.c:12:5 may race with async DMA (call of llvm.amdgcn.global.load.async.lds at rot.c:10:3), which may still be in flight there; 1 asyncmark between them; the wait.asyncmark(2) at rot.c:11:3 leaves it in flight; wait.asyncmark(0) here covers it

@a = internal addrspace(3) global [256 x i32] poison, align 16
@b = internal addrspace(3) global [256 x i32] poison, align 16
@c = internal addrspace(3) global [256 x i32] poison, align 16

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @rot(ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %n) #0 !dbg !5 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @a, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @b, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p0 = phi ptr addrspace(3) [ @a, %entry ], [ %p1, %loop ] ; p0
  %p1 = phi ptr addrspace(3) [ @b, %entry ], [ %p2, %loop ] ; p1
  %p2 = phi ptr addrspace(3) [ @c, %entry ], [ %p0, %loop ] ; p2
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %g = getelementptr i32, ptr addrspace(1) %src, i32 %i
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %p2, i32 4, i32 0, i32 0), !dbg !10
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 2), !dbg !11
  %rp = getelementptr i32, ptr addrspace(3) %p0, i32 %tid
  %v = load i32, ptr addrspace(3) %rp, align 4, !dbg !12
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  store i32 %acc.next, ptr addrspace(1) %dst
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "rot.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "rot", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!10 = !DILocation(line: 10, column: 3, scope: !5)
!11 = !DILocation(line: 11, column: 3, scope: !5)
!12 = !DILocation(line: 12, column: 5, scope: !5)
