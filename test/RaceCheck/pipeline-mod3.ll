; A correct 3-stage pipeline, buffers indexed by (i mod 3) * stride, with
; wait.asyncmark(1) (and wait.asyncmark(2), which three buffers also allow):
; no finding. With the wait one group too loose for three buffers (3), or
; reading the buffer the DMA of this iteration fills, a finding.
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --allow-empty --implicit-check-not=warning
; RUN: sed -e 's/wait.asyncmark(i16 1)/wait.asyncmark(i16 2)/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --allow-empty --implicit-check-not=warning
; RUN: sed -e 's/wait.asyncmark(i16 1)/wait.asyncmark(i16 3)/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LOOSE --implicit-check-not=warning
; The prologue's DMAs too: buffer 0's at the first iteration, which reads
; buffer 0, and buffer 1's at the second.
; LOOSE: warning: in function pipe: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds), which may still be in flight there; 3 asyncmarks between them; the wait.asyncmark(3) leaves it in flight; wait.asyncmark(2) here covers it
; LOOSE: warning: in function pipe: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds), which may still be in flight there; 2 asyncmarks between them; the wait.asyncmark(3) leaves it in flight; wait.asyncmark(1) here covers it
; LOOSE: warning: in function pipe: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds) issued 2 loop iterations earlier, which may still be in flight there; 3 asyncmarks between them; the wait.asyncmark(3) leaves it in flight; wait.asyncmark(2) here covers it
; RUN: sed -e 's/%%slot = urem i32 %i, 3/%%slot = urem i32 %i2, 3/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=FILLING --implicit-check-not=warning
; FILLING: warning: in function pipe: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds), which may still be in flight there; 1 asyncmark between them; the wait.asyncmark(1) leaves it in flight; wait.asyncmark(0) here covers it

; The prologue's DMAs are read in the loop: each may still be in flight at
; the loop's first iterations only, where the loop's counter is known, and
; there it writes another buffer. Decided, so no undecided remark either.
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check \
; RUN:   -amdgpu-asyncmark-race-undecided %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --allow-empty --implicit-check-not=warning --implicit-check-not=remark
; RUN: sed -e 's/wait.asyncmark(i16 1)/wait.asyncmark(i16 2)/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check \
; RUN:     -amdgpu-asyncmark-race-undecided -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --allow-empty --implicit-check-not=warning --implicit-check-not=remark
; With wait.asyncmark(2) and the prologue's second DMA filling buffer 0,
; which the first iteration reads while that DMA may be in flight: a finding.
; RUN: sed -e 's/wait.asyncmark(i16 1)/wait.asyncmark(i16 2)/' \
; RUN:     -e 's/%%s1 = getelementptr \[256 x i32\], ptr addrspace(3) @lds, i32 1/%%s1 = getelementptr [256 x i32], ptr addrspace(3) @lds, i32 0/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-race-check -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=PROLOGUE --implicit-check-not=warning
; PROLOGUE: warning: in function pipe: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds), which may still be in flight there; 2 asyncmarks between them; the wait.asyncmark(2) leaves it in flight; wait.asyncmark(1) here covers it

@lds = internal addrspace(3) global [3 x [256 x i32]] poison, align 16

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @pipe(ptr addrspace(1) %src, ptr addrspace(1) %dst, i32 %n) {
entry:
  %s0 = getelementptr [256 x i32], ptr addrspace(3) @lds, i32 0
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) %s0, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %s1 = getelementptr [256 x i32], ptr addrspace(3) @lds, i32 1
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) %s1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %i2 = add i32 %i, 2
  %slot2 = urem i32 %i2, 3
  %dbuf = getelementptr [256 x i32], ptr addrspace(3) @lds, i32 %slot2
  %g = getelementptr i32, ptr addrspace(1) %src, i32 %i2
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %dbuf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %slot = urem i32 %i, 3
  %rbuf = getelementptr [256 x i32], ptr addrspace(3) @lds, i32 %slot, i32 7
  %v = load i32, ptr addrspace(3) %rbuf, align 4
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  store i32 %acc.next, ptr addrspace(1) %dst
  ret void
}
