; Scenario 16: IREE-style workgroup synchronisation restricted to LDS,
;   fence syncscope("workgroup") release, !mmra !0
;     (!0 = !{!"amdgpu-synchronize-as", !"local"})
;   s_barrier
;   fence syncscope("workgroup") acquire, same !mmra
; in front of pending LDS DMA. gfx950.
;
; LLVM 22 lowers such a release to a wait for every pending LDS DMA
; (S_WAITCNT_lds_direct); the plugin narrows it to the pending sync DMA only,
; since async DMA is ordered by marks and waits alone.
;
; Hand derivation:
; * @fence_async_only: `A M fence-barrier-fence W(0) R`. Only async DMA is
;   pending: no vmcnt at the barrier (only the lgkmcnt(0) of the release).
;   W(0) targets the mark; nothing follows A -> vmcnt(0).
; * @fence_sync_pending: `X G G fence-barrier-fence` (wave barrier keeps X
;   first). The release must wait for X; two counted ops follow it ->
;   vmcnt(2) (merged with the release's lgkmcnt(0)) before s_barrier. The
;   loads themselves are only waited for at their uses.
; * @fence_sync_and_async: `X G A M fence-barrier-fence W(0) R`. The release
;   waits for X only: G and A follow it -> vmcnt(2), not vmcnt(0). W(0) then
;   targets the mark; nothing follows A -> vmcnt(0).
; * @fence_sync_only: `X fence-barrier-fence R`: vmcnt(0), with and without
;   the plugin (STOCK prefix). With only sync DMA the plugin leaves the fence
;   alone. (Stock llc-22 turns the async intrinsics into calls to undefined
;   functions, so only this function is compared with it.)
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc-stock -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=STOCK
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere).
; GISEL-LABEL: fence_async_only:
; GISEL:       s_waitcnt vmcnt(0)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)
; GISEL-LABEL: fence_sync_and_async:
; GISEL:       s_waitcnt vmcnt(0)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)

; CHECK-LABEL: fence_async_only:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt lgkmcnt(0)
; CHECK-NEXT:  s_barrier
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32

; CHECK-LABEL: fence_sync_pending:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(2) lgkmcnt(0)
; CHECK-NEXT:  s_barrier

; CHECK-LABEL: fence_sync_and_async:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(2) lgkmcnt(0)
; CHECK-NEXT:  s_barrier
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32

; CHECK-LABEL: fence_sync_only:
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK-NEXT:  s_barrier
; STOCK-LABEL: fence_sync_only:
; STOCK:       global_load_lds_dword
; STOCK-NOT:   vmcnt
; STOCK:       s_waitcnt vmcnt(0) lgkmcnt(0)
; STOCK-NEXT:  s_barrier

declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.wave.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @fence_async_only(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  fence syncscope("workgroup") release, !mmra !0
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @fence_sync_pending(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.wave.barrier()
  %p1 = getelementptr i32, ptr addrspace(1) %p, i32 64
  %g1 = load i32, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 128
  %g2 = load i32, ptr addrspace(1) %p2
  fence syncscope("workgroup") release, !mmra !0
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  store volatile i32 %g1, ptr addrspace(1) %out
  store volatile i32 %g2, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @fence_sync_and_async(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %lds2 = getelementptr i8, ptr addrspace(3) %lds, i32 1024
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.wave.barrier()
  %p1 = getelementptr i32, ptr addrspace(1) %p, i32 64
  %g1 = load i32, ptr addrspace(1) %p1
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p1, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  fence syncscope("workgroup") release, !mmra !0
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds2
  store volatile i32 %g1, ptr addrspace(1) %out
  store volatile i32 %v, ptr addrspace(1) %out
  ret void
}


define amdgpu_kernel void @fence_sync_only(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  fence syncscope("workgroup") release, !mmra !0
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}
!0 = !{!"amdgpu-synchronize-as", !"local"}
