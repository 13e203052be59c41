; Nothing of the upstream intrinsics may survive into the output, for every
; form, at -O0 and -O3: no call to (or relocation against) an
; `llvm.amdgcn.*` symbol, no s_getpc/s_swappc, and the only text containing
; "async" is the expected marker comments (every marker line is matched
; below, so --implicit-check-not=async rejects anything else, such as a
; `llvm.amdgcn.asyncmark@gotpcrel32` relocation or a `.async.lds` symbol).
; The object files have no undefined symbols at all. Covered: all six DMA
; forms (load.async.to.lds as .p0, .p1 and .p7), marks and waits with no DMA
; (no vmcnt needed), and a non-kernel device function.

; DEFINE: %{nocall} = --implicit-check-not=async --implicit-check-not=llvm.amdgcn --implicit-check-not=s_swappc_b64 --implicit-check-not=s_getpc_b64
; RUN: rm -rf %t && split-file %s %t
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 %t/flat.ll -o - | FileCheck %s --check-prefix=FLAT %{nocall}
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t/flat.ll -o - | FileCheck %s --check-prefix=FLAT %{nocall}
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 %t/buffer.ll -o - | FileCheck %s --check-prefix=BUF %{nocall}
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t/buffer.ll -o - | FileCheck %s --check-prefix=BUF %{nocall}

; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -filetype=obj %t/flat.ll -o %t/flat.O0.o
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -filetype=obj %t/flat.ll -o %t/flat.O3.o
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -filetype=obj %t/buffer.ll -o %t/buffer.O0.o
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -filetype=obj %t/buffer.ll -o %t/buffer.O3.o
; RUN: llvm-nm -u %t/flat.O0.o %t/flat.O3.o %t/buffer.O0.o %t/buffer.O3.o | FileCheck %s --check-prefix=NM --implicit-check-not=" U "
; RUN: llvm-nm %t/flat.O3.o | FileCheck %s --check-prefix=SYMS
; NM: flat.O0.o:
; NM: buffer.O3.o:
; SYMS: T device_fn
; SYMS: T global_4

; FLAT-LABEL: global_4:
; FLAT:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; FLAT-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; FLAT:       s_waitcnt vmcnt(0){{$}}
; FLAT-NEXT:  ;;#ASMSTART
; FLAT-NEXT:  ; asyncmark
; FLAT-NEXT:  ; wait_asyncmark(0)
; FLAT-NEXT:  ;;#ASMEND
; FLAT-LABEL: p0_16:
; FLAT:       global_load_lds_dwordx4 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; FLAT-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; FLAT:       s_waitcnt vmcnt(0){{$}}
; FLAT-NEXT:  ;;#ASMSTART
; FLAT-NEXT:  ; asyncmark
; FLAT-NEXT:  ; wait_asyncmark(0)
; FLAT-NEXT:  ;;#ASMEND
; FLAT-LABEL: p1_12:
; FLAT:       global_load_lds_dwordx3 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; FLAT-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; FLAT:       s_waitcnt vmcnt(0){{$}}
; FLAT-NEXT:  ;;#ASMSTART
; FLAT-NEXT:  ; asyncmark
; FLAT-NEXT:  ; wait_asyncmark(0)
; FLAT-NEXT:  ;;#ASMEND
; FLAT-LABEL: p7_4:
; FLAT:       buffer_load_dword off, s[{{[0-9]+:[0-9]+}}], {{s[0-9]+|0}} lds{{$}}
; FLAT-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; FLAT:       s_waitcnt vmcnt(0){{$}}
; FLAT-NEXT:  ;;#ASMSTART
; FLAT-NEXT:  ; asyncmark
; FLAT-NEXT:  ; wait_asyncmark(0)
; FLAT-NEXT:  ;;#ASMEND
; FLAT-LABEL: marks_only:
; FLAT-NOT:   vmcnt
; FLAT:       ; asyncmark
; FLAT-NOT:   vmcnt
; FLAT:       ; asyncmark
; FLAT-NOT:   vmcnt
; FLAT:       ; wait_asyncmark(1)
; FLAT-NEXT:  ;;#ASMEND
; FLAT-NOT:   vmcnt
; FLAT:       ;;#ASMSTART
; FLAT-NEXT:  ; wait_asyncmark(0)
; FLAT-NEXT:  ;;#ASMEND
; FLAT-NOT:   vmcnt
; FLAT:       s_endpgm
; FLAT-LABEL: device_fn:
; FLAT:       global_load_lds_dword v[{{[0-9]+:[0-9]+}}], off{{$}}
; FLAT-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; FLAT:       s_waitcnt vmcnt(0){{$}}
; FLAT-NEXT:  ;;#ASMSTART
; FLAT-NEXT:  ; asyncmark
; FLAT-NEXT:  ; wait_asyncmark(0)
; FLAT-NEXT:  ;;#ASMEND
; FLAT:       s_setpc_b64

; BUF-LABEL: raw_4:
; BUF:       buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], {{s[0-9]+|0}} offen lds{{$}}
; BUF-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; BUF:       s_waitcnt vmcnt(0){{$}}
; BUF-NEXT:  ;;#ASMSTART
; BUF-NEXT:  ; asyncmark
; BUF-NEXT:  ; wait_asyncmark(0)
; BUF-NEXT:  ;;#ASMEND
; BUF-LABEL: rawptr_12:
; BUF:       buffer_load_dwordx3 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], {{s[0-9]+|0}} offen lds{{$}}
; BUF-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; BUF:       s_waitcnt vmcnt(0){{$}}
; BUF-NEXT:  ;;#ASMSTART
; BUF-NEXT:  ; asyncmark
; BUF-NEXT:  ; wait_asyncmark(0)
; BUF-NEXT:  ;;#ASMEND
; BUF-LABEL: struct_16:
; BUF:       buffer_load_dwordx4 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], {{s[0-9]+|0}} idxen lds{{$}}
; BUF-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; BUF:       s_waitcnt vmcnt(0){{$}}
; BUF-NEXT:  ;;#ASMSTART
; BUF-NEXT:  ; asyncmark
; BUF-NEXT:  ; wait_asyncmark(0)
; BUF-NEXT:  ;;#ASMEND
; BUF-LABEL: structptr_4:
; BUF:       buffer_load_dword v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], {{s[0-9]+|0}} idxen offen lds{{$}}
; BUF-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; BUF:       s_waitcnt vmcnt(0){{$}}
; BUF-NEXT:  ;;#ASMSTART
; BUF-NEXT:  ; asyncmark
; BUF-NEXT:  ; wait_asyncmark(0)
; BUF-NEXT:  ;;#ASMEND

;--- flat.ll
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p0(ptr, ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) readonly captures(none), ptr addrspace(3) writeonly captures(none), i32 immarg, i32 immarg, i32 immarg)
declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @global_4(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @p0_16(ptr %f, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.load.async.to.lds.p0(ptr %f, ptr addrspace(3) %lds, i32 16, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @p1_12(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 12, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @p7_4(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %rsrc = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 1024, i32 0)
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %rsrc, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @marks_only(ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define void @device_fn(ptr addrspace(1) %g, ptr addrspace(3) inreg %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

;--- buffer.ll
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
