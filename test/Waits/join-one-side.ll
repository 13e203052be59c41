; Scenario 10: a branch on a kernel argument where only one side issues
; `A M`; W(0) after the join (upstream #193499: this used to assert). gfx950.
;
; Hand derivation, per path to the wait:
; * through the arm with `A M`: one mark, W(0) targets it; nothing is issued
;   after A -> needs vmcnt(0);
; * through the other arm: no mark at all -> needs nothing.
; The wait takes the strictest (minimum) count over the paths -> vmcnt(0) at
; the join, whichever arm holds the mark. The other arm holds a volatile
; store (its own vmcnt(0) is LLVM's, for the volatile access) so that both
; arms survive as blocks; @mark_in_then_empty_else is the triangle form.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o /dev/null \
; RUN:   -pass-remarks-analysis=amdgpu-asyncmark 2>&1 | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere; an s_waitcnt LLVM
; needs for a register comes earlier, so the counts are checked in remarks).
; GISEL: wait_asyncmark(0) in mark_in_then:bb.{{[0-9]+}}.join: s_waitcnt vmcnt(0) for the mark 1 back, asyncmark #1
; GISEL: wait_asyncmark(0) in mark_in_else:bb.{{[0-9]+}}.join: s_waitcnt vmcnt(0) for the mark 1 back, asyncmark #1
; GISEL: wait_asyncmark(0) in mark_in_then_empty_else:bb.{{[0-9]+}}.join: s_waitcnt vmcnt(0) for the mark 1 back, asyncmark #1

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK-LABEL: mark_in_then:
; CHECK:       ; %then
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       ; %join
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32

; CHECK-LABEL: mark_in_else:
; CHECK:       ; %else
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK:       ; %join
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32

; CHECK-LABEL: mark_in_then_empty_else:
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       ; %join
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32

define amdgpu_kernel void @mark_in_then(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %c) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
else:
  store volatile i32 1, ptr addrspace(1) %out
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store volatile i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @mark_in_else(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %c) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  store volatile i32 1, ptr addrspace(1) %out
  br label %join
else:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store volatile i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @mark_in_then_empty_else(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %c) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %join
then:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store volatile i32 %v, ptr addrspace(1) %out
  ret void
}
