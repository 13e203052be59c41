; Ordinary LDS DMA whose LDS memoperand has no alias scope (a DMA through a
; pointer argument, a select of buffers, ...), in a function without async
; DMA: LLVM 22's automatic waits do the job, with the memoperands the plugin
; gives those DMAs (lib/CodeGen/LdsMemOperands.h). gfx950.
;
; The plugin gives all DMAs with the same memoperand pointer (IR value and
; offset) one alias scope, and every DMA memoperand an unknown size. LLVM 22
; keeps a list entry per distinct scope and searches it for every DMA and
; every LDS access, so a scope per DMA made its cost quadratic in the number
; of DMAs. Every read
; here carries AA metadata (!noalias or !tbaa), so si-insert-waitcnts checks
; it only against the tracked DMAs that may alias it. sched.barrier keeps the
; program order, so the counts can be derived by hand.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc-stock -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=STOCK

declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.sched.barrier(i32)

; X into %p0, Y into %p1, then a read of %p0: it must wait for X, Y may stay
; in flight -> vmcnt(1). Stock llc-22 gives the unscoped DMAs no tracking
; slot, so the scoped read waits for nothing: the data race the plugin's
; scopes close.
; CHECK-LABEL: unscoped_dma_scoped_read:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ds_read_b32
; STOCK-LABEL: unscoped_dma_scoped_read:
; STOCK:       global_load_lds_dword
; STOCK:       global_load_lds_dword
; STOCK-NOT:   vmcnt
; STOCK:       ds_read_b32
; STOCK-NOT:   vmcnt
; STOCK:       s_endpgm
define amdgpu_kernel void @unscoped_dma_scoped_read(ptr addrspace(1) %g, ptr addrspace(3) noalias %p0, ptr addrspace(3) noalias %p1, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p0, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %v = load i32, ptr addrspace(3) %p0, !noalias !2
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; The same with the read's only AA metadata a TBAA tag, as clang gives every
; access: si-insert-waitcnts checks it against the tracked DMAs as well ->
; vmcnt(1); stock llc-22 again waits for nothing. (Without any AA metadata
; the read would wait for every DMA: vmcnt(0), with or without the plugin.)
; CHECK-LABEL: unscoped_dma_tbaa_read:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ds_read_b32
; STOCK-LABEL: unscoped_dma_tbaa_read:
; STOCK:       global_load_lds_dword
; STOCK:       global_load_lds_dword
; STOCK-NOT:   vmcnt
; STOCK:       ds_read_b32
; STOCK-NOT:   vmcnt
; STOCK:       s_endpgm
define amdgpu_kernel void @unscoped_dma_tbaa_read(ptr addrspace(1) %g, ptr addrspace(3) noalias %p0, ptr addrspace(3) noalias %p1, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p0, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %v = load i32, ptr addrspace(3) %p0, !tbaa !5
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; Ten pointers, one DMA each (D0..D9 into %p0..%p9), then reads of %p0, %p1
; and %p9. Each pointer has its own entry, so each read waits for its own DMA:
; %p0 -> vmcnt(9), %p1 -> vmcnt(8), %p9 -> vmcnt(0). (One scope for all DMAs
; would make the first read wait vmcnt(0).)
; CHECK-LABEL: ten_pointers:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(9)
; CHECK-NEXT:  ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(8)
; CHECK-NEXT:  ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ds_read_b32
define amdgpu_kernel void @ten_pointers(ptr addrspace(1) %g, ptr addrspace(3) noalias %p0, ptr addrspace(3) noalias %p1, ptr addrspace(3) noalias %p2, ptr addrspace(3) noalias %p3, ptr addrspace(3) noalias %p4, ptr addrspace(3) noalias %p5, ptr addrspace(3) noalias %p6, ptr addrspace(3) noalias %p7, ptr addrspace(3) noalias %p8, ptr addrspace(3) noalias %p9, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p0, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p3, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p4, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p5, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p6, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p7, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p8, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p9, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %v0 = load i32, ptr addrspace(3) %p0, !noalias !2
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %v1 = load i32, ptr addrspace(3) %p1, !noalias !2
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %v9 = load i32, ptr addrspace(3) %p9, !noalias !2
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %s = add i32 %v0, %v1
  %t = add i32 %s, %v9
  store i32 %t, ptr addrspace(1) %out
  ret void
}

; One object, several pointers, each pointer twice: A into %p0+256, B into
; %p1, C into %p0, D into %p1, then a read of %p0+260. B and D share %p1's
; entry, which holds the newer of the two, D; A and C have entries of their
; own. The read may alias A and C (at an unknown size alias analysis cannot
; tell C's write of 64 lanes x 4 bytes from %p0 apart from %p0+260), not
; %p1: it waits for C and may leave D in flight -> vmcnt(1).
; CHECK-LABEL: one_object_many_pointers:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ds_read_b32 {{.*}} offset:260
define amdgpu_kernel void @one_object_many_pointers(ptr addrspace(1) %g, ptr addrspace(3) noalias %p0, ptr addrspace(3) noalias %p1, ptr addrspace(1) %out) {
  %a = getelementptr i8, ptr addrspace(3) %p0, i32 256
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %a, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p0, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %r = getelementptr i8, ptr addrspace(3) %p0, i32 260
  %v = load i32, ptr addrspace(3) %r, !noalias !2
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; Two selects of the same two buffers on one condition, arms swapped: A into
; %s01 = select(%c, %p0, %p1), B into %s10 = select(%c, %p1, %p0), C into
; %p2, then a read through %s10. A and %s10 never overlap (alias analysis
; compares the arms pairwise), B is the read's own pointer: the read waits for
; B and may leave C in flight -> vmcnt(1). Had one entry stood for every DMA
; into {%p0, %p1} with A's memoperand, the read would have got no wait for B.
; CHECK-LABEL: select_arms_swapped:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ds_read_b32
define amdgpu_kernel void @select_arms_swapped(ptr addrspace(1) %g, i1 %c, ptr addrspace(3) noalias %p0, ptr addrspace(3) noalias %p1, ptr addrspace(3) noalias %p2, ptr addrspace(1) %out) {
  %s01 = select i1 %c, ptr addrspace(3) %p0, ptr addrspace(3) %p1
  %s10 = select i1 %c, ptr addrspace(3) %p1, ptr addrspace(3) %p0
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %s01, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %s10, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %v = load i32, ptr addrspace(3) %s10, !noalias !2
  store i32 %v, ptr addrspace(1) %out
  ret void
}

; More pointers than LdsMemOperandRewriter::MaxTrackedPointers (16): D0..D15 into
; %p0..%p15 are tracked apart, D16 into %p16 gets the memoperand without an IR
; value, which aliases every access; then E into %p0 again. A read of %p16
; must wait for D16 and may leave E in flight -> vmcnt(1).
; CHECK-LABEL: more_pointers_than_tracked:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ds_read_b32
define amdgpu_kernel void @more_pointers_than_tracked(ptr addrspace(1) %g, ptr addrspace(3) noalias %p0, ptr addrspace(3) noalias %p1, ptr addrspace(3) noalias %p2, ptr addrspace(3) noalias %p3, ptr addrspace(3) noalias %p4, ptr addrspace(3) noalias %p5, ptr addrspace(3) noalias %p6, ptr addrspace(3) noalias %p7, ptr addrspace(3) noalias %p8, ptr addrspace(3) noalias %p9, ptr addrspace(3) noalias %p10, ptr addrspace(3) noalias %p11, ptr addrspace(3) noalias %p12, ptr addrspace(3) noalias %p13, ptr addrspace(3) noalias %p14, ptr addrspace(3) noalias %p15, ptr addrspace(3) noalias %p16, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p0, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p3, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p4, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p5, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p6, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p7, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p8, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p9, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p10, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p11, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p12, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p13, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p14, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p15, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p16, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %p0, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.sched.barrier(i32 0)
  %v = load i32, ptr addrspace(3) %p16, !noalias !2
  store i32 %v, ptr addrspace(1) %out
  ret void
}

!0 = !{!"user-domain"}
!1 = !{!"user-scope", !0}
!2 = !{!1}
!3 = !{!"tbaa-root"}
!4 = !{!"int", !3, i64 0}
!5 = !{!4, !4, i64 0}
