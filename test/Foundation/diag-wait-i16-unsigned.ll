; The i16 operand of wait.asyncmark is unsigned (upstream: immarg i16, range
; 0..65535): values from 32768 to 65535, which LLVM's IR printer writes as
; negative i16 (e.g. `i16 -1` for 65535), are accepted and lowered like any
; other count; with fewer marks than N no vmcnt wait is needed. (Regression
; test: an earlier version rejected them.) No wait orders anything (one mark
; precedes them all), so the LDS read may be scheduled above them, the first
; wait fused with the mark included.

; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -o - | FileCheck %s

; CHECK-LABEL: big_counts:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   {{vmcnt|global_|buffer_|flat_|asyncmark}}
; CHECK:       ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(40000)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   {{vmcnt|asyncmark}}
; CHECK:       ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(65535)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(32768)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       s_endpgm

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @big_counts(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 40000)
  call void @llvm.amdgcn.wait.asyncmark(i16 65535)
  call void @llvm.amdgcn.wait.asyncmark(i16 32768)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}
