; A buffer DMA whose soffset is divergent is put in a waterfall loop by
; instruction selection (finalize-isel's custom inserter), which splits its
; IR block into machine blocks that have no IR block. Those blocks belong to
; the block they were split from: the async identity still matches the IR
; (no automatic wait for the async DMAs before the LDS read below), and
; verify mode's snapshot sees the IR's order. Found by the fuzzer (seed 11624).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -disable-verify %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -disable-verify %s -o /dev/null \
; RUN:   -pass-remarks-analysis=amdgpu-asyncmark 2>&1 | FileCheck %s --check-prefix=REMARK
;
; CHECK-LABEL: k:
; CHECK:       buffer_load_dword {{.*}} lds
; CHECK:       s_cbranch_execnz
; CHECK:       global_load_lds_dword
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       ds_read_b32
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; REMARK-NOT:  not matched to the IR

define amdgpu_kernel void @k(ptr addrspace(8) %rsrc, ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(3) %lds) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %soff = shl i32 %tid, 4
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 4, i32 0, i32 %soff, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %off = zext i32 %tid to i64
  %gp = getelementptr i32, ptr addrspace(1) %g, i64 %off
  %lds2 = getelementptr i8, ptr addrspace(3) %lds, i32 4096
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gp, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %other = getelementptr i32, ptr addrspace(3) %lds, i32 2048
  %o = getelementptr i32, ptr addrspace(3) %other, i32 %tid
  %a = load i32, ptr addrspace(3) %o
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %p = getelementptr i32, ptr addrspace(3) %lds, i32 %tid
  %b = load i32, ptr addrspace(3) %p
  %s = add i32 %a, %b
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %off
  store i32 %s, ptr addrspace(1) %q
  ret void
}
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
