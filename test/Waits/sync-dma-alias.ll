; Scenario 15a: a sync LDS DMA X and an async DMA A, then a read R of the LDS
; that X writes: `X A M R` (no wait.asyncmark). gfx950.
;
; Hand derivation: X is an ordinary DMA, so LLVM's automatic LDS-DMA tracking
; must make R wait for it: X is followed by A -> vmcnt(1) (X complete; A may
; stay in flight, async DMA gets no automatic wait). Without A, the plugin
; and stock llc-22 both emit vmcnt(0) before R (see sync-dma-basic.ll).
;
; In a function with async DMA the plugin orders every LDS DMA itself (LLVM
; 22's si-insert-waitcnts cannot tell async from ordinary DMA): R waits for
; the ordinary DMA in flight, X, and for nothing else. A regression test for
; an under-wait of an earlier version, which left the job to LLVM with
; memoperands that made it skip X.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s

declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK-LABEL: sync_then_async:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
define amdgpu_kernel void @sync_then_async(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %lds2 = getelementptr i8, ptr addrspace(3) %lds, i32 1024
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}
