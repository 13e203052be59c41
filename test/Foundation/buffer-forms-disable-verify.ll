; The four buffer forms that LLVM 22's IR verifier rejects, because it reads
; `llvm.amdgcn.{raw,struct}[.ptr].buffer.load.async.lds` as overloads of
; `llvm.amdgcn.*.buffer.load` with the wrong argument types. With
; `-disable-verify` the plugin rewrites them to their LLVM 22 twins
; (`*.buffer.load.lds` flagged async), verifies the module itself, and the
; DMAs select to `buffer_load_* ... lds` followed by the mark, the plugin's
; vmcnt wait and the wait marker. Without -disable-verify, stock llc (and llc
; with the plugin, whose IR pass runs after the input verifier) rejects the
; module with "Intrinsic has incorrect argument type!": checked so a change of
; that stock behaviour is noticed.

; DEFINE: %{nocall} = --implicit-check-not=asyncmark@ --implicit-check-not=.async --implicit-check-not=s_swappc_b64 --implicit-check-not=s_getpc_b64 --implicit-check-not=gotpcrel
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O3 %{nocall}
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O0 %{nocall}
; RUN: not %llc-stock -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REJECT
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=REJECT

; REJECT-DAG: Intrinsic has incorrect argument type!
; REJECT-DAG: ptr @llvm.amdgcn.raw.buffer.load.async.lds
; REJECT-DAG: ptr @llvm.amdgcn.raw.ptr.buffer.load.async.lds
; REJECT-DAG: ptr @llvm.amdgcn.struct.buffer.load.async.lds
; REJECT-DAG: ptr @llvm.amdgcn.struct.ptr.buffer.load.async.lds
; REJECT:     input module cannot be verified

; CHECK-LABEL: raw_4:
; O0:          buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}} offen lds{{$}}
; O3:          buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen lds{{$}}
; CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; CHECK:       s_waitcnt vmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK:       s_endpgm

; CHECK-LABEL: rawptr_12:
; O0:          buffer_load_dwordx3 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}} offen lds{{$}}
; O3:          buffer_load_dwordx3 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen lds{{$}}
; CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; CHECK:       s_waitcnt vmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK:       s_endpgm

; CHECK-LABEL: struct_16:
; O0:          buffer_load_dwordx4 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}} idxen lds{{$}}
; O3:          buffer_load_dwordx4 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 idxen lds{{$}}
; CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; CHECK:       s_waitcnt vmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK:       s_endpgm

; CHECK-LABEL: structptr_4:
; O0:          buffer_load_dword v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}} idxen offen lds{{$}}
; O3:          buffer_load_dword v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0 idxen offen lds{{$}}
; CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; CHECK:       s_waitcnt vmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK:       s_endpgm

declare void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.load.async.lds(<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @raw_4(<4 x i32> %rsrc, ptr addrspace(3) %lds, i32 %voff, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32> %rsrc, ptr addrspace(3) %lds, i32 4, i32 %voff, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @rawptr_12(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 %voff, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 12, i32 %voff, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @struct_16(<4 x i32> %rsrc, ptr addrspace(3) %lds, i32 %vidx, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.struct.buffer.load.async.lds(<4 x i32> %rsrc, ptr addrspace(3) %lds, i32 16, i32 %vidx, i32 0, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @structptr_4(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 %vidx, i32 %voff, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 4, i32 %vidx, i32 %voff, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}
