; gfx1250 kernels for the downstream lit kit's check updater: the waits are
; s_wait_asynccnt, the transfers the async loads to LDS (global and
; cluster) and stores from LDS.
;
; interleaved_loads (test/Gfx1250/scenarios.ll): ordinary global loads
; between the transfers do not count: A M ld ld A M ld W(1) -> 1.
; pipeline_loop: one cluster load per stage; the loop's wait(1) leaves the
; newest stage in flight -> 1; the epilogue's wait(0) -> 0; a store from LDS
; after it, then wait(0) -> 0.
; no_group: wait(0) with no mark before it needs nothing; the wait right
; before it (s_wait_loadcnt, a volatile load's) is not the counter's.
;
; RUN: %asyncmark-llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 %s -o - | FileCheck %s

declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.cluster.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32)
declare void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)

define amdgpu_kernel void @interleaved_loads(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %p1 = getelementptr i32, ptr addrspace(1) %o, i32 1
  %a = load volatile i32, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %o, i32 2
  %b = load volatile i32, ptr addrspace(1) %p2
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %p3 = getelementptr i32, ptr addrspace(1) %o, i32 3
  %c = load volatile i32, ptr addrspace(1) %p3
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %x = load i32, ptr addrspace(3) %l
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %x
  store i32 %s3, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @pipeline_loop(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o, i32 %n, i32 %mask) {
entry:
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %gi = getelementptr i32, ptr addrspace(1) %g, i32 %i
  call void @llvm.amdgcn.cluster.load.async.to.lds.b32(ptr addrspace(1) %gi, ptr addrspace(3) %l, i32 16, i32 0, i32 %mask)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %li = getelementptr i32, ptr addrspace(3) %l, i32 %i
  %v = load i32, ptr addrspace(3) %li
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %l2 = getelementptr i32, ptr addrspace(3) %l, i32 4
  %v2 = load i32, ptr addrspace(3) %l2
  %t = add i32 %acc.next, %v2
  store i32 %t, ptr addrspace(3) %l
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

define amdgpu_kernel void @no_group(ptr addrspace(1) %o) {
  %a = load volatile i32, ptr addrspace(1) %o
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %p1 = getelementptr i32, ptr addrspace(1) %o, i32 1
  store i32 %a, ptr addrspace(1) %p1
  ret void
}
