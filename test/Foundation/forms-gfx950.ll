; Every async LDS-DMA form the plugin brings to LLVM 22, on gfx950 at -O0 and
; -O3: global.load.async.lds, load.async.to.lds.p1 / .p0 (flat) / .p7 (buffer
; fat pointer from make.buffer.rsrc), raw.ptr.buffer.load.async.lds and
; struct.ptr.buffer.load.async.lds, with sizes 4, 12 and 16. Each DMA is
; followed by asyncmark, wait.asyncmark(0) and a read of the LDS it wrote.
;
; Checked: the DMA selects to the real LDS-DMA instruction (the async forms are
; rewritten to their LLVM 22 twins, not called), the mark and the wait survive
; as comment-only inline asm, the plugin's `s_waitcnt vmcnt(0)` sits right
; before `; wait_asyncmark(0)` (stock LLVM would put its automatic wait right
; before the ds_read instead), no other vmcnt wait is added before the read,
; and no call to an undefined intrinsic symbol is left (no s_getpc/s_swappc,
; no `asyncmark@gotpcrel`, no `.async` name).
;
; LLVM 22's verifier rejects the two ptr.buffer names (it reads them as
; overloads of the sync buffer loads), so they live in a second module
; compiled with -disable-verify; the plugin verifies the module itself after
; rewriting them.

; DEFINE: %{nocall} = --implicit-check-not=asyncmark@ --implicit-check-not=.async --implicit-check-not=s_swappc_b64 --implicit-check-not=s_getpc_b64 --implicit-check-not=gotpcrel
; RUN: rm -rf %t && split-file %s %t
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 %t/flat.ll -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O0 %{nocall}
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t/flat.ll -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,O3 %{nocall}
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 %t/ptrbuf.ll -o - \
; RUN:   | FileCheck %s --check-prefixes=BUF,BUF-O0 %{nocall}
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t/ptrbuf.ll -o - \
; RUN:   | FileCheck %s --check-prefixes=BUF,BUF-O3 %{nocall}

; CHECK-LABEL: global_4:
; CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; CHECK:       s_waitcnt vmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK:       s_endpgm

; CHECK-LABEL: global_16:
; CHECK:       global_load_lds_dwordx4 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] offset:64{{$}}
; CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; CHECK:       s_waitcnt vmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK:       s_endpgm

; CHECK-LABEL: p1_12:
; CHECK:       global_load_lds_dwordx3 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; CHECK:       s_waitcnt vmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK:       s_endpgm

; CHECK-LABEL: p0_16:
; CHECK:       global_load_lds_dwordx4 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; CHECK:       s_waitcnt vmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK:       s_endpgm

; The .p7 form is lowered by buffer-fat-pointer lowering to a raw buffer DMA;
; the soffset operand is a register at -O0 and folded to 0 at -O3.
; CHECK-LABEL: p7_4:
; O0:          buffer_load_dword off, s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}} lds{{$}}
; O3:          buffer_load_dword off, s[{{[0-9]+:[0-9]+}}], 0 lds{{$}}
; CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; CHECK:       s_waitcnt vmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK:       s_endpgm

; CHECK-LABEL: p7_16:
; O0:          buffer_load_dwordx4 off, s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}} lds{{$}}
; O3:          buffer_load_dwordx4 off, s[{{[0-9]+:[0-9]+}}], 0 lds{{$}}
; CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; CHECK:       s_waitcnt vmcnt(0){{$}}
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK:       s_endpgm

; BUF-LABEL:   rawptr_16:
; BUF-O0:      buffer_load_dwordx4 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}} offen lds{{$}}
; BUF-O3:      buffer_load_dwordx4 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen lds{{$}}
; BUF-NOT:     {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; BUF:         s_waitcnt vmcnt(0){{$}}
; BUF-NEXT:    ;;#ASMSTART
; BUF-NEXT:    ; asyncmark
; BUF-NEXT:    ; wait_asyncmark(0)
; BUF-NEXT:    ;;#ASMEND
; BUF-NOT:     vmcnt
; BUF:         ds_read_b32
; BUF:         s_endpgm

; BUF-LABEL:   rawptr_4:
; BUF-O0:      buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}} offen lds{{$}}
; BUF-O3:      buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen lds{{$}}
; BUF-NOT:     {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; BUF:         s_waitcnt vmcnt(0){{$}}
; BUF-NEXT:    ;;#ASMSTART
; BUF-NEXT:    ; asyncmark
; BUF-NEXT:    ; wait_asyncmark(0)
; BUF-NEXT:    ;;#ASMEND
; BUF-NOT:     vmcnt
; BUF:         ds_read_b32
; BUF:         s_endpgm

; BUF-LABEL:   structptr_12:
; BUF-O0:      buffer_load_dwordx3 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}} idxen lds{{$}}
; BUF-O3:      buffer_load_dwordx3 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 idxen lds{{$}}
; BUF-NOT:     {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; BUF:         s_waitcnt vmcnt(0){{$}}
; BUF-NEXT:    ;;#ASMSTART
; BUF-NEXT:    ; asyncmark
; BUF-NEXT:    ; wait_asyncmark(0)
; BUF-NEXT:    ;;#ASMEND
; BUF-NOT:     vmcnt
; BUF:         ds_read_b32
; BUF:         s_endpgm

;--- flat.ll
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p0(ptr, ptr addrspace(3), i32, i32, i32)
; Spelled as upstream LLVM prints it: stock LLVM 22 keeps `readonly` on the
; parameter that buffer-fat-pointer lowering turns into a struct and aborts.
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) readonly captures(none), ptr addrspace(3) writeonly captures(none), i32 immarg, i32 immarg, i32 immarg) #0
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

define amdgpu_kernel void @global_16(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 16, i32 64, i32 0)
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

define amdgpu_kernel void @p0_16(ptr %f, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.load.async.to.lds.p0(ptr %f, ptr addrspace(3) %lds, i32 16, i32 0, i32 0)
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

define amdgpu_kernel void @p7_16(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %rsrc = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1) %g, i16 0, i64 4096, i32 0)
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %rsrc, ptr addrspace(3) %lds, i32 16, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

;--- ptrbuf.ll
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @rawptr_16(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 %voff, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 16, i32 %voff, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @rawptr_4(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 %voff, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 4, i32 %voff, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @structptr_12(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 %vidx, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 12, i32 %vidx, i32 0, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}
