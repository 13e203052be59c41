; clang-22 loads the plugin with -fpass-plugin; its codegen callback then
; runs in clang's own codegen pipeline (clang has no input verifier and, on
; its own, silently emits real calls to the undefined intrinsics). From .ll
; input at -O3 and -O0: two async DMAs each followed by a mark, then
; wait.asyncmark(1) before reading the first buffer and wait.asyncmark(0)
; before reading the second. The plugin must give the first wait vmcnt(1)
; (the second DMA may stay in flight) and the second vmcnt(0), each right
; before its marker, and leave no call. The stock control (no plugin) shows
; the calls the plugin removes.

; DEFINE: %{nocall} = --implicit-check-not=asyncmark@ --implicit-check-not=.async --implicit-check-not=s_swappc_b64 --implicit-check-not=s_getpc_b64 --implicit-check-not=gotpcrel
; RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S -fpass-plugin=%plugin %s -o - \
; RUN:   | FileCheck %s %{nocall}
; RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O0 -S -fpass-plugin=%plugin %s -o - \
; RUN:   | FileCheck %s %{nocall}
; RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S %s -o - \
; RUN:   | FileCheck %s --check-prefix=STOCK

; STOCK-LABEL: two_stages:
; STOCK:       s_swappc_b64
; STOCK:       llvm.amdgcn.asyncmark@gotpcrel32@lo

; CHECK-LABEL: two_stages:
; CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK-NEXT:  s_waitcnt vmcnt(1){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}}{{$}}
; CHECK-NEXT:  s_waitcnt vmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:1024{{$}}
; CHECK:       s_endpgm

target triple = "amdgcn-amd-amdhsa"

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @two_stages(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %g2 = getelementptr i8, ptr addrspace(1) %g, i64 1024
  %lds2 = getelementptr i8, ptr addrspace(3) %lds, i32 1024
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g2, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %a = load i32, ptr addrspace(3) %lds
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %b = load i32, ptr addrspace(3) %lds2
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}
