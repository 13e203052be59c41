; An upstream name declared with a non-void result whose value is used is
; diagnosed ("wrong argument count or types"); the diagnosed call is removed
; with its uses replaced by poison: the diagnostics and exit code 1, no
; crash. (Regression test: an earlier version erased the call while its
; result was still used and crashed.)

; RUN: rm -rf %t && split-file %s %t
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/mark.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=MARK
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/wait.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=WAIT
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/dma.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=DMA

; MARK: error: {{.*}}in function mark_ret i32 (): llvm.amdgcn.asyncmark: wrong argument count or types: expected void (), got i32 ()
; MARK-NOT: PLEASE submit a bug report
; WAIT: error: {{.*}}in function wait_ret i32 (): llvm.amdgcn.wait.asyncmark: wrong argument count or types: expected void (i16), got i32 (i16)
; WAIT-NOT: PLEASE submit a bug report
; DMA: error: {{.*}}in function dma_ret i32 (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.global.load.async.lds: wrong argument count or types: expected void (ptr addrspace(1), ptr addrspace(3), i32, i32, i32), got i32 (ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
; DMA-NOT: PLEASE submit a bug report

;--- mark.ll
declare i32 @llvm.amdgcn.asyncmark()
define i32 @mark_ret() {
  %r = call i32 @llvm.amdgcn.asyncmark()
  ret i32 %r
}

;--- wait.ll
declare i32 @llvm.amdgcn.wait.asyncmark(i16)
define i32 @wait_ret() {
  %r = call i32 @llvm.amdgcn.wait.asyncmark(i16 0)
  ret i32 %r
}

;--- dma.ll
declare i32 @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
define i32 @dma_ret(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  %r = call i32 @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  ret i32 %r
}
