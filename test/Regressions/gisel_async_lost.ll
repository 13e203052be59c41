; Regression (shared/reproducers/gisel_async_lost.ll): under GlobalISel the
; selector rebuilds the DMA memoperands without the async scope. The async
; identity pass puts it back from the IR, and a DMA not known to be async in
; a function with marks is a member of its group anyway, so
; D; mark; wait(0); s_barrier; R waits before the barrier (other waves read
; the LDS after it) with both selectors. Before the fix GlobalISel waited
; only after the barrier.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -global-isel %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 -O3 %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 -O3 -global-isel %s -o - | FileCheck %s
;
; CHECK-LABEL: k:
; CHECK:       global_load{{(_lds)?}}_dword {{.*}}offset:4
; CHECK-NOT:   {{vmcnt|ds_read|global_|asyncmark}}
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       s_barrier
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       ds_read_b32
;
; CHECK-LABEL: k_read_before_wait:
; CHECK:       global_load{{(_lds)?}}_dword {{.*}}offset:4
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       ds_read_b32
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       ds_read_b32
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %lds) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = zext i32 %tid to i64
  %g = getelementptr i32, ptr addrspace(1) %in, i64 %off
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void @llvm.amdgcn.s.barrier()
  %t2 = xor i32 %tid, 64
  %lp = getelementptr i32, ptr addrspace(3) %lds, i32 %t2
  %v = load i32, ptr addrspace(3) %lp
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %off
  store i32 %v, ptr addrspace(1) %o
  ret void
}

; The async DMA stays async under GlobalISel: the LDS read between the mark
; and the wait gets no automatic wait for it (the read is the program's own
; business until wait.asyncmark), exactly as with SelectionDAG.
define amdgpu_kernel void @k_read_before_wait(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %lds, ptr addrspace(3) %other) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = zext i32 %tid to i64
  %g = getelementptr i32, ptr addrspace(1) %in, i64 %off
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %op = getelementptr i32, ptr addrspace(3) %other, i32 %tid
  %a = load i32, ptr addrspace(3) %op
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %lp = getelementptr i32, ptr addrspace(3) %lds, i32 %tid
  %b = load i32, ptr addrspace(3) %lp
  %s = add i32 %a, %b
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %off
  store i32 %s, ptr addrspace(1) %o
  ret void
}
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { nounwind }
