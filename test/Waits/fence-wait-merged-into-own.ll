; A marker's own wait that si-insert-waitcnts merged with a fence's soft
; wait is still the marker's own in its async counter's field: the
; completion pass sets that field to what the marker needs now and keeps
; the fence's fields (MachineWaitModel.cpp, mergeableOtherFields).
;
; fence_merged: the FLAT load in flight forces vmcnt(0) at lowering time,
; but si-insert-waitcnts waits vmcnt(0) lgkmcnt(0) for its use, which
; completes the group. At -O0 the workgroup acquire fence's lgkmcnt(0) and
; the lowering's vmcnt(0) meet across the wave barrier, a meta instruction:
; `s_waitcnt vmcnt(0) lgkmcnt(0)` used to stay (fuzz kernel 500388,
; GlobalISel -O0, had vmcnt(9) lgkmcnt(0) there); the fence's lgkmcnt(0)
; stays, the vmcnt goes. At -O3 LLVM drops the fence's wait and the
; lowering's is removed whole.
;
; agent_release: an agent-scope release fence waits vmcnt(0) itself (after
; buffer_wbl2); that wait stays. The assembly checker cannot tell a fence's
; wait from the marker's (it reports this one over-strict), so it runs
; without --strict here.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -amdgpu-asyncmark-verify %s -o %t.dag0.s
; RUN: FileCheck %s --check-prefixes=CHECK,O0 < %t.dag0.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.dag0.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -global-isel -amdgpu-asyncmark-verify %s -o %t.gisel0.s
; RUN: FileCheck %s --check-prefixes=CHECK,O0 < %t.gisel0.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.gisel0.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-verify %s -o %t.dag3.s
; RUN: FileCheck %s --check-prefixes=CHECK,O3 < %t.dag3.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.dag3.s
;
; CHECK-LABEL: fence_merged:
; CHECK:       flat_load_dword
; CHECK:       s_waitcnt vmcnt(0) lgkmcnt(0)
; CHECK-NEXT:  global_store_dword
; O0:          s_barrier
; O0-NEXT:     s_waitcnt lgkmcnt(0){{$}}
; O0-NEXT:     ; wave barrier
; O3:          s_barrier
; O3-NEXT:     ; wave barrier
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_waitcnt
; CHECK:       ds_read_b32
;
; CHECK-LABEL: agent_release:
; CHECK:       global_store_dword
; CHECK:       buffer_wbl2 sc1
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_waitcnt
; CHECK:       ds_read_b32

define amdgpu_kernel void @fence_merged(ptr %f, ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %v = load i32, ptr %f
  store i32 %v, ptr addrspace(1) %q
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r = load i32, ptr addrspace(3) %lds
  store volatile i32 %r, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @agent_release(ptr %f, ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %v = load i32, ptr %f
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %q
  fence syncscope("agent") release
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r = load i32, ptr addrspace(3) %lds
  store volatile i32 %r, ptr addrspace(1) %out
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.wave.barrier()
