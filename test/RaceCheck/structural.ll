; The structural mistakes of issue 21, each in its own kernel, with the exact
; diagnostics; @fine is the correct version of the same code.
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=warning --implicit-check-not=error
; As errors:
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check \
; RUN:   -amdgpu-asyncmark-race-check-errors %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
; Off by default:
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=OFF --allow-empty
; OFF-NOT: warning
; ERR: error: {{.*}}in function no_mark: async DMA

@lds = internal addrspace(3) global [2 x [256 x i32]] poison, align 16

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

; (a) `dma; wait(0); read`: the DMA has no mark, the wait waits for nothing,
; and the read is in the DMA's (open) group.
; CHECK: warning: in function no_mark: async DMA (call of llvm.amdgcn.global.load.async.lds) is not closed by any asyncmark before the function returns: no wait.asyncmark waits for it; the wait.asyncmark comes before any mark after it
; CHECK: warning: in function no_mark: wait.asyncmark(0) waits for nothing: no path reaching it has more than 0 asyncmark(s), yet an async DMA may be in flight there (a mark missing before the wait?)
; CHECK: warning: in function no_mark: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds), which may still be in flight there; they are in the same group (no asyncmark between them): an asyncmark and a wait.asyncmark(0) before the access cover it
define amdgpu_kernel void @no_mark(ptr addrspace(1) %src, ptr addrspace(1) %dst) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 5
  %v = load i32, ptr addrspace(3) %p
  store i32 %v, ptr addrspace(1) %dst
  ret void
}

; (b) `dma; wait(0); mark`: the wait is placed before the mark.
; CHECK: warning: in function wait_before_mark: wait.asyncmark(0) waits for nothing: no path reaching it has more than 0 asyncmark(s), yet an async DMA may be in flight there (a mark missing before the wait?)
; CHECK: warning: in function wait_before_mark: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds), which may still be in flight there; they are in the same group (no asyncmark between them): an asyncmark and a wait.asyncmark(0) before the access cover it
define amdgpu_kernel void @wait_before_mark(ptr addrspace(1) %src, ptr addrspace(1) %dst) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) @lds
  call void @llvm.amdgcn.asyncmark()
  store i32 %v, ptr addrspace(1) %dst
  ret void
}

; (b) with a loop: wait(1) with at most one mark on every path.
; CHECK: warning: in function wait_too_large: wait.asyncmark(1) waits for nothing: no path reaching it has more than 1 asyncmark(s), yet an async DMA may be in flight there (a mark missing before the wait?)
; CHECK: warning: in function wait_too_large: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds), which may still be in flight there; 1 asyncmark between them; the wait.asyncmark(1) leaves it in flight; wait.asyncmark(0) here covers it
define amdgpu_kernel void @wait_too_large(ptr addrspace(1) %src, ptr addrspace(1) %dst) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) @lds
  store i32 %v, ptr addrspace(1) %dst
  ret void
}

; (c) A read in the same group as the DMA that writes it, the mark after it.
; CHECK: warning: in function same_group: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds), which may still be in flight there; they are in the same group (no asyncmark between them): an asyncmark and a wait.asyncmark(0) before the access cover it
define amdgpu_kernel void @same_group(ptr addrspace(1) %src, ptr addrspace(1) %dst) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  %p = getelementptr i8, ptr addrspace(3) @lds, i32 252
  %v = load i32, ptr addrspace(3) %p
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  store i32 %v, ptr addrspace(1) %dst
  ret void
}

; A wait placed after the read it should protect.
; CHECK: warning: in function wait_after_read: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds), which may still be in flight there; 1 asyncmark between them; no wait.asyncmark precedes the access; wait.asyncmark(0) here covers it
define amdgpu_kernel void @wait_after_read(ptr addrspace(1) %src, ptr addrspace(1) %dst) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %v = load i32, ptr addrspace(3) @lds
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  store i32 %v, ptr addrspace(1) %dst
  ret void
}

; Correct: the other half of the object is read in the DMA's group (the
; DMA writes 64 lanes x 4 bytes = bytes [0, 256) of @lds), the same bytes
; only after the wait; a store to a different global; a leading wait(0)
; with nothing in flight.
define amdgpu_kernel void @fine(ptr addrspace(1) %src, ptr addrspace(1) %dst) {
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  %other = getelementptr i8, ptr addrspace(3) @lds, i32 256
  %w = load i32, ptr addrspace(3) %other
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) @lds
  %s = add i32 %v, %w
  store i32 %s, ptr addrspace(1) %dst
  ret void
}
