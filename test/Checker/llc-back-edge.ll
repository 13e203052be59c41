; Two minimal loops where an earlier plugin's waits were too weak, found by
; the checker's random kernels: LLVM 22's si-insert-waitcnts erased the
; plugin's soft wait on its first visit of the loop, before the back edge
; brought the DMA. The plugin now completes such waits after
; si-insert-waitcnts; this test keeps the checker's verdict on its output.
;
; @mark_wait_dma: loop { M ; W(0) ; D }. From the second iteration on, the
; mark stands for the DMA of the previous iteration, which nothing has waited
; for: W(0) needs vmcnt(0).
;
; @dma_wait1_mark: loop { D ; W(1) ; M }. The list gains one mark per
; iteration; in the third iteration W(1) sees two marks and targets the
; older one, whose DMA (iteration 1) is followed by the DMAs of iterations 2
; and 3: vmcnt(2).
;
; RUN: %llc-stock -load-pass-plugin=%plugin -verify-machineinstrs -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - \
; RUN:   | %python %S/Inputs/expect-status.py 0 \
; RUN:     %python %srcroot/tools/asyncmark-check/asyncmark-check.py - \
; RUN:   | FileCheck %s
; CHECK:      mark_wait_dma: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(0) | ok
; CHECK:      dma_wait1_mark: wait_asyncmark(1): emitted vmcnt(2) | loosest safe vmcnt(2) | ok

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @mark_wait_dma(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gp = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gp, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define amdgpu_kernel void @dma_wait1_mark(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gp = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gp, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.asyncmark()
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
