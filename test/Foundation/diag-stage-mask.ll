; Upstream's later stage-mask signatures, `asyncmark(i32 K)` and
; `wait.asyncmark(i16 N, i32 K)`: K = 0 is the single-sequence semantics the
; plugin implements and is accepted (it compiles like the 0-/1-operand
; forms: two DMAs each with a mark, wait(1) -> vmcnt(1) right before the
; marker). A non-zero or non-constant K is an error naming the function;
; llc exits non-zero and leaves no call and no marker for it.

; DEFINE: %{nocall} = --implicit-check-not=s_swappc_b64 --implicit-check-not=s_getpc_b64 --implicit-check-not=asyncmark@
; RUN: rm -rf %t && split-file %s %t
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/mask0.ll -o - | FileCheck %s --check-prefix=OK %{nocall}
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/masks.ll -o - 2> %t/masks.err \
; RUN:   | FileCheck %s --check-prefix=ASM %{nocall} --implicit-check-not=asyncmark
; RUN: FileCheck %s --check-prefix=ERR < %t/masks.err
; RUN: grep error: %t/masks.err | count 4

; OK-LABEL: mask0:
; OK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; OK-NEXT:  ;;#ASMSTART
; OK-NEXT:  ; asyncmark
; OK-NEXT:  ;;#ASMEND
; OK-NOT:   vmcnt
; OK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; OK-NEXT:  s_waitcnt vmcnt(1){{$}}
; OK-NEXT:  ;;#ASMSTART
; OK-NEXT:  ; asyncmark
; OK-NEXT:  ; wait_asyncmark(1)
; OK-NEXT:  ;;#ASMEND
; OK-NOT:   vmcnt
; OK:       ds_read_b32
; OK:       s_endpgm

; ERR-DAG: error: {{.*}}in function mark_mask1 void (): llvm.amdgcn.asyncmark: stage masks are not supported (the mask must be 0)
; ERR-DAG: error: {{.*}}in function mark_mask_var void (i32): llvm.amdgcn.asyncmark: stage masks are not supported (the mask must be 0)
; ERR-DAG: error: {{.*}}in function wait_mask2 void (): llvm.amdgcn.wait.asyncmark: stage masks are not supported (the mask must be 0)
; ERR-DAG: error: {{.*}}in function wait_mask_var void (i32): llvm.amdgcn.wait.asyncmark: stage masks are not supported (the mask must be 0)
; ASM-LABEL: mark_mask1:
; ASM-LABEL: mark_mask_var:
; ASM-LABEL: wait_mask2:
; ASM-LABEL: wait_mask_var:
; ASM:       s_endpgm

;--- mask0.ll
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark(i32)
declare void @llvm.amdgcn.wait.asyncmark(i16, i32)

define amdgpu_kernel void @mask0(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark(i32 0)
  %g2 = getelementptr i8, ptr addrspace(1) %g, i64 256
  %lds2 = getelementptr i8, ptr addrspace(3) %lds, i32 256
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g2, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark(i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 1, i32 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

;--- masks.ll
declare void @llvm.amdgcn.asyncmark(i32)
declare void @llvm.amdgcn.wait.asyncmark(i16, i32)

define amdgpu_kernel void @mark_mask1() {
  call void @llvm.amdgcn.asyncmark(i32 1)
  ret void
}

define amdgpu_kernel void @mark_mask_var(i32 %k) {
  call void @llvm.amdgcn.asyncmark(i32 %k)
  ret void
}

define amdgpu_kernel void @wait_mask2() {
  call void @llvm.amdgcn.wait.asyncmark(i16 0, i32 2)
  ret void
}

define amdgpu_kernel void @wait_mask_var(i32 %k) {
  call void @llvm.amdgcn.wait.asyncmark(i16 0, i32 %k)
  ret void
}
