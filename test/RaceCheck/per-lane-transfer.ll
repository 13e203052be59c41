; gfx1250's transfers have an LDS address per lane: lane L's second b32
; transfer writes 4 bytes at @lds + 128 + 4 * L, and is in flight after
; wait.asyncmark(1). A work-item that reads its neighbour's element there
; (@lds + 128 + 4 * tid + 4) reads what the next lane's transfer writes.
; The access and the transfer are different work-items: the values computed
; from the work-item id get one side each, and the witness compares
; work-item 0's access with the transfer of each lane of its wave (here
; lane 1's). Before, the one id stood for both, the two addresses differed
; by the constant 4, and the pair was found disjoint.
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O0 -amdgpu-asyncmark-race-check %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --implicit-check-not=warning
; CHECK: warning: in function neighbour: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.to.lds.b32), which may still be in flight there; 1 asyncmark between them; the wait.asyncmark(1) leaves it in flight; wait.asyncmark(0) here covers it
; With wait.asyncmark(0), or reading the neighbour's element of the first
; buffer, whose transfer is complete: no finding.
; RUN: sed -e 's/wait.asyncmark(i16 1)/wait.asyncmark(i16 0)/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O0 -amdgpu-asyncmark-race-check -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --allow-empty --check-prefix=NONE --implicit-check-not=warning
; RUN: sed -e 's/%%off4 = add i32 %%off, 132/%%off4 = add i32 %%off, 4/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O0 -amdgpu-asyncmark-race-check -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --allow-empty --check-prefix=NONE --implicit-check-not=warning
; NONE-NOT: warning

@lds = internal addrspace(3) global [2 x [128 x i8]] poison, align 16

declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @neighbour(ptr addrspace(1) %src, ptr addrspace(1) %out) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = mul i32 %tid, 4
  %g = getelementptr i8, ptr addrspace(1) %src, i32 %off
  %l = getelementptr i8, ptr addrspace(3) @lds, i32 %off
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %g2 = getelementptr i8, ptr addrspace(1) %g, i32 128
  %l2 = getelementptr i8, ptr addrspace(3) %l, i32 128
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g2, ptr addrspace(3) %l2, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %off4 = add i32 %off, 132
  %p = getelementptr i8, ptr addrspace(3) @lds, i32 %off4
  %v = load i32, ptr addrspace(3) %p, align 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %o, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="32,32" }
