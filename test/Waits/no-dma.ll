; Scenario 1: wait.asyncmark as a code-motion barrier with no DMA at all,
; in a function as upstream's code_barrier test has it (a caller's marks may
; reach the wait). `R W(0) R` must keep two separate ds_read_b32 (offsets 0
; and 4) around the wait comment instead of one ds_read2/b64, and the wait
; emits no vmcnt: there is no mark, so W(0) needs nothing.
; A kernel has a sync global load G and an (empty) mark pending:
; `G M R W(0) R`. The mark stands for no async DMA, so W(0) needs nothing
; and orders nothing: the two reads pair as they would without the wait.
; G is only waited for where its value is used (the final store).
; No call to an undefined wait.asyncmark symbol may be left behind.
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere).
; GISEL-LABEL: code_barrier:
; GISEL:       ; wait_asyncmark(0)
; GISEL-LABEL: pending_global:
; GISEL:       ; wait_asyncmark(0)

declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.asyncmark()
declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK-LABEL: code_barrier:
; CHECK-NEXT: ; %bb.0:
; CHECK-NEXT: s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
; CHECK-NEXT: ds_read_b32 {{v[0-9]+}}, [[A:v[0-9]+]]{{$}}
; CHECK-NEXT: ;;#ASMSTART
; CHECK-NEXT: ; wait_asyncmark(0)
; CHECK-NEXT: ;;#ASMEND
; CHECK-NEXT: ds_read_b32 {{v[0-9]+}}, [[A]] offset:4
; CHECK-NOT:  {{vmcnt|s_swappc_b64}}
; CHECK:      s_setpc_b64
define void @code_barrier(ptr addrspace(3) %lds, ptr addrspace(3) %out) {
  %r1 = load i32, ptr addrspace(3) %lds, align 8
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %p2 = getelementptr i32, ptr addrspace(3) %lds, i32 1
  %r2 = load i32, ptr addrspace(3) %p2, align 4
  %s = add i32 %r1, %r2
  store i32 %s, ptr addrspace(3) %out
  ret void
}

; CHECK-LABEL: pending_global:
; CHECK-NOT:  vmcnt
; CHECK:      global_load_dword
; CHECK-NOT:  {{vmcnt|ds_read}}
; CHECK:      {{ds_read_b64 v\[[0-9]+:[0-9]+\], v[0-9]+$|ds_read2_b32 v\[[0-9]+:[0-9]+\], v[0-9]+ offset1:1$}}
; CHECK-NOT:  {{vmcnt|ds_read}}
; CHECK:      ; wait_asyncmark(0)
; CHECK-NOT:  {{vmcnt|ds_read}}
; CHECK:      global_store_dword
; CHECK-NEXT: s_waitcnt vmcnt(0)
; CHECK-NEXT: global_store_dword
define amdgpu_kernel void @pending_global(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %g1 = load i32, ptr addrspace(1) %p
  call void @llvm.amdgcn.asyncmark()
  %r1 = load i32, ptr addrspace(3) %lds, align 8
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %p2 = getelementptr i32, ptr addrspace(3) %lds, i32 1
  %r2 = load i32, ptr addrspace(3) %p2, align 4
  %s = add i32 %r1, %r2
  store volatile i32 %s, ptr addrspace(1) %out
  store volatile i32 %g1, ptr addrspace(1) %out
  ret void
}
