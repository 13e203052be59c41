; Regression (shared/reproducers/asm_marker_uintmax_drops_wait.ll): the user's
; own inline assembly `"; wait_asyncmark(4294967295)"` before a real
; wait.asyncmark(0). The plugin read the user's comment as one of its
; markers, the model's mark limit N+1 wrapped to 0, and the real wait got no
; s_waitcnt (verify mode agreed). A plugin marker is now its text and its
; tag operand, which a user's assembly text cannot say; the user's comment is
; a comment. @forged_mark: a user's `"; asyncmark"` between two DMAs does not
; split the group, so wait(1) after the one real mark needs nothing (and
; orders nothing: the LDS read may come before it).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -O3 %s -o - | FileCheck %s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -O3 %s -o - | FileCheck %s
;
; CHECK-LABEL: k:
; CHECK:       global_load_lds_dword
; CHECK:       ; wait_asyncmark(4294967295)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       ds_read_b32
;
; CHECK-LABEL: forged_mark:
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       s_endpgm
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %x, ptr %flat, ptr addrspace(8) %rsrc, <4 x i32> %rsrc4, i16 %n) #0 {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void asm sideeffect "; wait_asyncmark(4294967295)", ""()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

attributes #0 = { nounwind "target-cpu"="gfx950" }

define amdgpu_kernel void @forged_mark(ptr addrspace(1) %in, ptr addrspace(3) %lds, ptr addrspace(1) %out) #0 {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void asm sideeffect "; asyncmark", ""()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 256, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}
