; Documents what stock llc-22 (no plugin) does with upstream async IR, so a
; change in stock behaviour is noticed and the plugin's value stays visible:
; * asyncmark / wait.asyncmark / global.load.async.lds are unknown to LLVM 22
;   and become real calls to undefined external symbols (s_getpc_b64 +
;   `@gotpcrel32` + s_swappc_b64), which also drain every counter; the object
;   file has them as undefined symbols;
; * load.async.to.lds.p7 declared as upstream prints it (a `readonly`
;   ptr addrspace(7) parameter) aborts llc: buffer-fat-pointer lowering turns
;   the parameter into a struct but keeps `readonly`, and the final verifier
;   reports "Attribute 'readonly' applied to incompatible type!" and "Broken
;   module found" (LLVM ERROR + abort: `not --crash`). Declared without the
;   attribute it is silently compiled to a call as well.
; With the plugin the same modules compile to DMAs and markers (controls).

; RUN: rm -rf %t && split-file %s %t
; RUN: %llc-stock -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/calls.ll -o - | FileCheck %s --check-prefix=STOCK
; RUN: %llc-stock -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -filetype=obj %t/calls.ll -o %t/calls.o
; RUN: llvm-nm -u %t/calls.o | FileCheck %s --check-prefix=STOCK-NM
; RUN: not --crash %llc-stock -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/p7-readonly.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=STOCK-P7RO
; RUN: %llc-stock -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/p7-plain.ll -o - | FileCheck %s --check-prefix=STOCK-P7
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/calls.ll -o - | FileCheck %s --check-prefix=PLUGIN --implicit-check-not=s_swappc_b64
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/p7-readonly.ll -o - | FileCheck %s --check-prefix=PLUGIN-P7 --implicit-check-not=s_swappc_b64

; STOCK-LABEL: calls:
; STOCK:       s_getpc_b64
; STOCK-NEXT:  s_add_u32 s{{[0-9]+}}, s{{[0-9]+}}, llvm.amdgcn.global.load.async.lds@gotpcrel32@lo+4
; STOCK:       s_swappc_b64
; STOCK:       s_getpc_b64
; STOCK-NEXT:  s_add_u32 s{{[0-9]+}}, s{{[0-9]+}}, llvm.amdgcn.asyncmark@gotpcrel32@lo+4
; STOCK:       s_swappc_b64
; STOCK:       s_getpc_b64
; STOCK-NEXT:  s_add_u32 s{{[0-9]+}}, s{{[0-9]+}}, llvm.amdgcn.wait.asyncmark@gotpcrel32@lo+4
; STOCK:       s_swappc_b64
; STOCK-NOT:   ; asyncmark
; STOCK-NOT:   global_load_lds

; STOCK-NM-DAG: U llvm.amdgcn.asyncmark
; STOCK-NM-DAG: U llvm.amdgcn.global.load.async.lds
; STOCK-NM-DAG: U llvm.amdgcn.wait.asyncmark

; STOCK-P7RO: Attribute 'readonly' applied to incompatible type!
; STOCK-P7RO: ptr @llvm.amdgcn.load.async.to.lds.p7
; STOCK-P7RO: LLVM ERROR: Broken module found, compilation aborted!

; STOCK-P7-LABEL: p7:
; STOCK-P7:       llvm.amdgcn.load.async.to.lds.p7@gotpcrel32@lo+4
; STOCK-P7:       s_swappc_b64

; PLUGIN-LABEL: calls:
; PLUGIN:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; PLUGIN-NEXT:  v_mov_b32_e32 v{{[0-9]+}}, s{{[0-9]+}}
; PLUGIN-NEXT:  s_waitcnt vmcnt(0){{$}}
; PLUGIN-NEXT:  ;;#ASMSTART
; PLUGIN-NEXT:  ; asyncmark
; PLUGIN-NEXT:  ; wait_asyncmark(0)
; PLUGIN-NEXT:  ;;#ASMEND

; PLUGIN-P7-LABEL: p7:
; PLUGIN-P7:       buffer_load_dword off, s[{{[0-9]+:[0-9]+}}], 0 lds{{$}}

;--- calls.ll
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @calls(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

;--- p7-readonly.ll
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) readonly captures(none), ptr addrspace(3) writeonly captures(none), i32 immarg, i32 immarg, i32 immarg)
declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)

define amdgpu_kernel void @p7(ptr addrspace(1) %g, ptr addrspace(3) %lds) {
  %rsrc = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 1024, i32 0)
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %rsrc, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  ret void
}

;--- p7-plain.ll
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)
declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)

define amdgpu_kernel void @p7(ptr addrspace(1) %g, ptr addrspace(3) %lds) {
  %rsrc = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 1024, i32 0)
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %rsrc, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  ret void
}
