; gfx1250 tensor transfers (TENSORcnt) in asyncmark groups, with
; hand-computed counts. A mark stands for every async transfer and every
; tensor transfer issued before it; wait(N) needs the targeted group's
; ASYNCcnt transfers complete (s_wait_asynccnt) and its tensor transfers
; complete: they complete in order among themselves, so s_wait_tensorcnt k
; completes each tensor transfer with at least k tensor transfers issued
; after it. Each wait is emitted only where a targeted group has a transfer
; of its counter that may be pending, with the loosest safe count, the
; tensor wait first, right before the marker. %llc includes verify mode,
; which judges both counters.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 %s -o /dev/null \
; RUN:   -pass-remarks-analysis=amdgpu-asyncmark 2>&1 | FileCheck %s --check-prefix=REMARK
;
; T M A M W(1): the target is the first group, {T}, with no tensor transfer
; after T: tensorcnt 0. A is in the second group, not targeted: no
; s_wait_asynccnt.
; CHECK-LABEL: t_m_a_m_w1:
; CHECK:       tensor_load_to_lds
; CHECK:       global_load_async_to_lds_b32
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_tensorcnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       ds_load_b32
; CHECK:       s_endpgm
; REMARK: wait_asyncmark(1) in t_m_a_m_w1:bb.0: no wait, s_wait_tensorcnt 0 for the mark 2 back
;
; T A M T A M W(1): the target is {T, A}; one tensor transfer and one async
; transfer were issued after them: tensorcnt 1 and asynccnt 1.
; CHECK-LABEL: t_a_m_t_a_m_w1:
; CHECK:       s_wait_tensorcnt 0x1
; CHECK-NEXT:  s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_load_b32
; REMARK: wait_asyncmark(1) in t_a_m_t_a_m_w1:bb.0: s_wait_asynccnt 1, s_wait_tensorcnt 1 for the mark 2 back
;
; A M W(0) with no tensor transfer: no tensor wait.
; CHECK-LABEL: async_only:
; CHECK-NOT:   s_wait_tensorcnt
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NOT:   s_wait_tensorcnt
; CHECK:       s_endpgm
;
; T M W(0) after the user's own s_wait_tensorcnt 0: nothing left to wait for.
; CHECK-LABEL: user_tensor_wait:
; CHECK:       tensor_load_to_lds
; CHECK:       s_wait_tensorcnt 0x0
; CHECK-NOT:   s_wait_tensorcnt
; CHECK:       ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_wait_tensorcnt
; CHECK:       ds_load_b32
;
; A tensor store from LDS is a member too: T(store) M T(load) M W(1) needs
; the store complete, one tensor transfer after it.
; CHECK-LABEL: store_then_load:
; CHECK:       tensor_store_from_lds
; CHECK:       tensor_load_to_lds
; CHECK-NOT:   s_wait_tensorcnt
; CHECK:       s_wait_tensorcnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
;
; Two-stage loop pipeline of tensor loads and async loads: prologue T A M,
; body T A M W(1) read, epilogue W(0) read. In the body the target (the
; prologue's group or the previous iteration's) has one transfer of each
; counter after it: tensorcnt 1, asynccnt 1. After the loop: 0 and 0.
; CHECK-LABEL: pipeline:
; CHECK:       .LBB{{[0-9_]+}}:
; CHECK:       tensor_load_to_lds
; CHECK:       s_wait_tensorcnt 0x1
; CHECK-NEXT:  s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       s_cbranch
; CHECK:       s_wait_tensorcnt 0x0
; CHECK-NEXT:  s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       s_endpgm
;
; Calls: a callee without a body may leave tensor transfers (and async ones)
; in flight: they join the open group, only 0 completes them. A callee that
; issues only async transfers leaves no tensor transfer: no tensor wait; one
; that issues a tensor transfer does: tensorcnt 0, and no asynccnt.
; CHECK-LABEL: call_unknown:
; CHECK:       s_swap_pc_i64
; CHECK:       s_wait_tensorcnt 0x0
; CHECK-NEXT:  s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-LABEL: call_async_only:
; CHECK:       s_swap_pc_i64
; CHECK-NOT:   s_wait_tensorcnt
; CHECK:       s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NOT:   s_wait_tensorcnt
; CHECK:       s_endpgm
; CHECK-LABEL: call_tensor:
; CHECK:       s_swap_pc_i64
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_tensorcnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_endpgm
;
; call @issue_tensor; M; T; M; W(1): the callee issues one tensor transfer
; on every path, and the caller's T follows it among the tensor
; transfers: tensorcnt 1.
; CHECK-LABEL: call_tensor_then_tensor:
; CHECK:       s_swap_pc_i64
; CHECK:       tensor_load_to_lds
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_wait_tensorcnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_wait_asynccnt
; CHECK:       s_endpgm
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @t_m_a_m_w1(<4 x i32> inreg %d0, <8 x i32> inreg %d1, ptr addrspace(1) %src, ptr addrspace(3) %dst, ptr addrspace(3) %tile, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %d0, <8 x i32> %d1, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %tile, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @t_a_m_t_a_m_w1(<4 x i32> inreg %d0, <8 x i32> inreg %d1, ptr addrspace(1) %src, ptr addrspace(3) %dst, ptr addrspace(3) %tile, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %d0, <8 x i32> %d1, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %d0, <8 x i32> %d1, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 256, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %tile, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @async_only(ptr addrspace(1) %src, ptr addrspace(3) %dst, ptr addrspace(3) %tile, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %tile, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @user_tensor_wait(<4 x i32> inreg %d0, <8 x i32> inreg %d1, ptr addrspace(3) %tile, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %d0, <8 x i32> %d1, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %tile, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @store_then_load(<4 x i32> inreg %d0, <8 x i32> inreg %d1, ptr addrspace(3) %tile, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.tensor.store.from.lds(<4 x i32> %d0, <8 x i32> %d1, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %d0, <8 x i32> %d1, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %tile, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @pipeline(<4 x i32> inreg %d0, <8 x i32> inreg %d1, ptr addrspace(1) %src, ptr addrspace(3) %dst, ptr addrspace(3) %tile, ptr addrspace(1) %out, i32 %n) {
entry:
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %d0, <8 x i32> %d1, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %i.next = add i32 %i, 1
  %g = getelementptr i32, ptr addrspace(1) %src, i32 %i.next
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %d0, <8 x i32> %d1, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %dst, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %p = getelementptr i32, ptr addrspace(3) %tile, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4
  %acc.next = add i32 %acc, %v
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %last = load i32, ptr addrspace(3) %tile, align 4
  %sum = add i32 %acc.next, %last
  store i32 %sum, ptr addrspace(1) %out, align 4
  ret void
}

declare void @unknown()

define void @issue_async(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 0, i32 0)
  ret void
}

define void @issue_tensor(<4 x i32> inreg %d0, <8 x i32> inreg %d1) {
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %d0, <8 x i32> %d1, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  ret void
}

define amdgpu_kernel void @call_unknown(ptr addrspace(3) %tile, ptr addrspace(1) %out) {
  call void @unknown()
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %tile, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @call_async_only(ptr addrspace(1) %src, ptr addrspace(3) %dst, ptr addrspace(3) %tile, ptr addrspace(1) %out) {
  call void @issue_async(ptr addrspace(1) %src, ptr addrspace(3) %dst)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %tile, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @call_tensor(<4 x i32> inreg %d0, <8 x i32> inreg %d1, ptr addrspace(3) %tile, ptr addrspace(1) %out) {
  call void @issue_tensor(<4 x i32> %d0, <8 x i32> %d1)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %tile, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

define amdgpu_kernel void @call_tensor_then_tensor(<4 x i32> inreg %d0, <8 x i32> inreg %d1, ptr addrspace(3) %tile, ptr addrspace(1) %out) {
  call void @issue_tensor(<4 x i32> %d0, <8 x i32> %d1)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %d0, <8 x i32> %d1, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %tile, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.amdgcn.tensor.load.to.lds(<4 x i32>, <8 x i32>, <4 x i32>, <4 x i32>, i32)
declare void @llvm.amdgcn.tensor.store.from.lds(<4 x i32>, <8 x i32>, <4 x i32>, <4 x i32>, i32)
declare void @llvm.amdgcn.s.wait.tensorcnt(i16)
declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
