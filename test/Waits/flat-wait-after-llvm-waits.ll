; A marker's wait where si-insert-waitcnts's own waits complete more than
; the lowering could count on. The lowering runs before si-insert-waitcnts:
; a generic FLAT load issued while a group is in flight may complete out of
; order, so there the later wait.asyncmark(0) needs vmcnt(0). But the FLAT
; load's result is used before that, and si-insert-waitcnts waits
; vmcnt(0) lgkmcnt(0) for it, which completes every DMA issued before. The
; completion pass solves again on the final code, with the marker's own wait
; left out, and sets it to what the marker needs (WaitCompletion.cpp):
;  * removed: LLVM's vmcnt(0) comes after both groups;
;  * loosened: LLVM's vmcnt(0) comes before the second group, and one load
;    follows its DMA: vmcnt(1).
; The lowering's remark says vmcnt(0); the completion's says what changed.
; Verify mode and the assembly checker agree with the final waits.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-verify %s -o %t.s \
; RUN:   -pass-remarks-analysis=amdgpu-asyncmark 2>%t.err
; RUN: FileCheck %s < %t.s
; RUN: FileCheck %s --check-prefix=REMARK < %t.err
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict --mcpu gfx950 %t.s
;
; CHECK-LABEL: flat_use_then_group:
; CHECK:       flat_load_dword
; CHECK:       global_load_lds_dword
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK-NEXT:  global_store_dword
; CHECK-NEXT:  global_load_dword
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32
;
; CHECK-LABEL: flat_use_then_group_loosened:
; CHECK:       flat_load_dword
; CHECK-NOT:   {{vmcnt|global_load}}
; CHECK:       s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK-NOT:   {{vmcnt|global_load}}
; CHECK:       global_load_lds_dword
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  global_load_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32
;
; REMARK: remark: {{.*}}wait_asyncmark(0) in flat_use_then_group:bb.0.entry: s_waitcnt vmcnt(0) for the mark 1 back, {{.*}}a generic FLAT access in flight forces vmcnt(0)
; REMARK: remark: {{.*}}wait_asyncmark(0) in flat_use_then_group:bb.0.entry: no wait instead of vmcnt(0): si-insert-waitcnts's own waits complete everything it waits for (the lowering could not count on them)
; REMARK: remark: {{.*}}wait_asyncmark(0) in flat_use_then_group_loosened:bb.0.entry: s_waitcnt vmcnt(0) for the mark 1 back, {{.*}}a generic FLAT access in flight forces vmcnt(0)
; REMARK: remark: {{.*}}wait_asyncmark(0) in flat_use_then_group_loosened:bb.0.entry: s_waitcnt vmcnt(1) instead of vmcnt(0): si-insert-waitcnts's own waits complete more (the lowering could not count on them)

define amdgpu_kernel void @flat_use_then_group(ptr %f, ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %v = load i32, ptr %f
  store i32 %v, ptr addrspace(1) %q
  %lds2 = getelementptr i8, ptr addrspace(3) %lds, i32 256
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds2, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 64
  %x = load i32, ptr addrspace(1) %p2
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r = load i32, ptr addrspace(3) %lds2
  %s = add i32 %r, %x
  store volatile i32 %s, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @flat_use_then_group_loosened(ptr %f, ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %v = load i32, ptr %f
  %p1 = getelementptr i32, ptr addrspace(1) %p, i32 %v
  %lds2 = getelementptr i8, ptr addrspace(3) %lds, i32 256
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p1, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 64
  %x = load i32, ptr addrspace(1) %p2
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r = load i32, ptr addrspace(3) %lds2
  %s = add i32 %r, %x
  store volatile i32 %s, ptr addrspace(1) %out
  ret void
}

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()
