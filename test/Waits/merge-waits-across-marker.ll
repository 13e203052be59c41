; The marker's own wait right before it and LLVM's wait right after it are
; one s_waitcnt: a release fence before a barrier waits lgkmcnt(0) for the
; LDS read before it, and the marker between the two waits is a comment, so
; the fence's wait acts where the marker's own is either way. The two stood
; apart (`s_waitcnt vmcnt(1)`, the marker, `s_waitcnt lgkmcnt(0)`): one
; instruction more than the workaround's `s_waitcnt vmcnt(1) lgkmcnt(0)`.
; The count the marker needs stays in the wait before it, and the checker
; reads it as the marker's own. On gfx1030 the fence's own vmcnt(0) stays
; after the marker (Design.md, Limits): it waits for more than the marker.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -verify-machineinstrs -amdgpu-asyncmark-verify %s -o %t.950.s
; RUN: FileCheck %s < %t.950.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.950.s | FileCheck %s --check-prefix=CHECKER
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030 -O3 -verify-machineinstrs %s -o - | FileCheck %s --check-prefix=GFX10
;
; CHECK-LABEL: k:
; CHECK:       ds_read_b32
; CHECK:       s_waitcnt vmcnt(1) lgkmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  s_barrier
; CHECKER: k: wait_asyncmark(1): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
;
; GFX10-LABEL: k:
; GFX10:       ; wait_asyncmark(1)
; GFX10-NEXT:  ;;#ASMEND
; GFX10-NEXT:  s_waitcnt vmcnt(0) lgkmcnt(0){{$}}
; GFX10-NEXT:  s_barrier

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

@lds = internal addrspace(3) global [2048 x i32] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %o) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %l2 = getelementptr i8, ptr addrspace(3) @lds, i32 4096
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l2, i32 4, i32 256, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %tid
  %x = load i32, ptr addrspace(3) %p
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %y = load i32, ptr addrspace(3) %p
  %s = add i32 %x, %y
  store i32 %s, ptr addrspace(1) %o
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}
