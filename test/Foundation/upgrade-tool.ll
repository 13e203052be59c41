; asyncmark-upgrade: makes IR written with upstream's async DMA names
; loadable by stock LLVM 22 (whose verifier rejects the four
; `*.buffer.load.async.lds` names) by rewriting each async DMA to its LLVM 22
; twin carrying `!amdgpu.asyncmark.async`; the LDS argument escapes at the
; function's entry (so no middle end moves LDS accesses across a wait); marks and
; waits keep their upstream spelling, their declarations with `nounwind`
; only.
;
; Checked:
; * the text: each DMA is the twin with the flag (other metadata such as
;   !nontemporal kept), no `.async.lds` / `.async.to.lds` name is left;
; * idempotence: upgrading the output again yields the same text;
; * bitcode in (built with llvm-as -disable-verify) and bitcode out
;   (-emit-bitcode, read back with llvm-dis);
; * the output passes stock opt's verifier, and `asyncmark-upgrade | llc`
;   with the plugin compiles it to the DMA instructions, markers and waits;
; * a size the target cannot do is refused with the function named and no
;   output written.

; RUN: asyncmark-upgrade < %s > %t.1.ll
; RUN: FileCheck %s --check-prefix=IR --implicit-check-not=.async.lds --implicit-check-not=.async.to.lds < %t.1.ll
; RUN: asyncmark-upgrade < %t.1.ll > %t.2.ll
; RUN: diff %t.1.ll %t.2.ll
; RUN: asyncmark-upgrade %s | asyncmark-upgrade \
; RUN:   | FileCheck %s --check-prefix=IR --implicit-check-not=.async.lds --implicit-check-not=.async.to.lds

; Stock LLVM 22 loads and verifies the upgraded module (and keeps the flag).
; RUN: opt -passes=verify -S %t.1.ll \
; RUN:   | FileCheck %s --check-prefix=IR --implicit-check-not=.async.lds --implicit-check-not=.async.to.lds
; RUN: not opt -passes=verify -disable-output %s 2>&1 | FileCheck %s --check-prefix=STOCK
; STOCK: Intrinsic has incorrect argument type!

; Bitcode in and out.
; RUN: llvm-as -disable-verify %s -o %t.in.bc
; RUN: asyncmark-upgrade %t.in.bc \
; RUN:   | FileCheck %s --check-prefix=IR --implicit-check-not=.async.lds --implicit-check-not=.async.to.lds
; RUN: asyncmark-upgrade -emit-bitcode %s -o %t.out.bc
; RUN: llvm-dis %t.out.bc -o - \
; RUN:   | FileCheck %s --check-prefix=IR --implicit-check-not=.async.lds --implicit-check-not=.async.to.lds

; Compiles with the plugin, from text and from bitcode.
; RUN: asyncmark-upgrade %s | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -o - \
; RUN:   | FileCheck %s --check-prefix=ASM --implicit-check-not=s_swappc_b64 --implicit-check-not=gotpcrel
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t.out.bc -o - \
; RUN:   | FileCheck %s --check-prefix=ASM --implicit-check-not=s_swappc_b64 --implicit-check-not=gotpcrel

; Bad input: refused, both functions named, nothing written.
; RUN: rm -f %t.bad.ll
; RUN: not asyncmark-upgrade %S/Inputs/upgrade-bad-size.ll -o %t.bad.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BAD
; RUN: not test -e %t.bad.ll
; BAD-DAG: error: {{.*}}in function bad_size {{.*}}: llvm.amdgcn.raw.buffer.load.async.lds: size 3 is not supported (1, 2, 4, 12, 16 bytes)
; BAD-DAG: error: {{.*}}in function wide_on_gfx942 {{.*}}: llvm.amdgcn.raw.buffer.load.async.lds: size 16 is not supported on gfx942 (1, 2, 4 bytes)

; IR-LABEL: define amdgpu_kernel void @raw_4(
; IR-NEXT:  call void asm sideeffect "", "v,n"(ptr addrspace(3) %lds, i32 1634954603)
; IR-NEXT:  call void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32> %rsrc, ptr addrspace(3) %lds, i32 4, i32 %voff, i32 0, i32 0, i32 0), !amdgpu.asyncmark.async ![[FLAG:[0-9]+]]
; IR-NEXT:  call void @llvm.amdgcn.asyncmark()
; IR-NEXT:  call void @llvm.amdgcn.wait.asyncmark(i16 0)
; IR-LABEL: define amdgpu_kernel void @rawptr_12(
; IR-NEXT:  call void asm sideeffect "", "v,n"(ptr addrspace(3) %lds, i32 1634954603)
; IR-NEXT:  call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 12, i32 %voff, i32 0, i32 0, i32 0), !amdgpu.asyncmark.async ![[FLAG]]
; IR-NEXT:  call void @llvm.amdgcn.asyncmark()
; IR-NEXT:  call void @llvm.amdgcn.wait.asyncmark(i16 1)
; IR-LABEL: define amdgpu_kernel void @struct_16(
; IR-NEXT:  call void asm sideeffect "", "v,n"(ptr addrspace(3) %lds, i32 1634954603)
; IR-NEXT:  call void @llvm.amdgcn.struct.buffer.load.lds(<4 x i32> %rsrc, ptr addrspace(3) %lds, i32 16, i32 %vidx, i32 0, i32 0, i32 0, i32 0), !amdgpu.asyncmark.async ![[FLAG]]
; IR-NEXT:  call void @llvm.amdgcn.asyncmark()
; IR-NEXT:  call void @llvm.amdgcn.wait.asyncmark(i16 0)
; IR-LABEL: define amdgpu_kernel void @structptr_4(
; IR-NEXT:  call void asm sideeffect "", "v,n"(ptr addrspace(3) %lds, i32 1634954603)
; IR-NEXT:  call void @llvm.amdgcn.struct.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 4, i32 %vidx, i32 %voff, i32 0, i32 0, i32 0), !amdgpu.asyncmark.async ![[FLAG]]
; IR-NEXT:  call void @llvm.amdgcn.asyncmark()
; IR-NEXT:  call void @llvm.amdgcn.wait.asyncmark(i16 0)
; IR-LABEL: define amdgpu_kernel void @global_16(
; IR-NEXT:  call void asm sideeffect "", "v,n"(ptr addrspace(3) %lds, i32 1634954603)
; IR-NEXT:  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 16, i32 0, i32 0), !nontemporal ![[NT:[0-9]+]], !amdgpu.asyncmark.async ![[FLAG]]
; IR-NEXT:  call void @llvm.amdgcn.asyncmark()
; IR-NEXT:  call void @llvm.amdgcn.wait.asyncmark(i16 0)
; IR-LABEL: define amdgpu_kernel void @p7_4(
; IR-NEXT:  call void asm sideeffect "", "v,n"(ptr addrspace(3) %lds, i32 1634954603)
; IR-NEXT:  call void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0), !amdgpu.asyncmark.async ![[FLAG]]
; IR-NEXT:  call void @llvm.amdgcn.asyncmark()
; IR-NEXT:  call void @llvm.amdgcn.wait.asyncmark(i16 0)
; IR-DAG:   declare void @llvm.amdgcn.raw.buffer.load.lds(
; IR-DAG:   declare void @llvm.amdgcn.raw.ptr.buffer.load.lds(
; IR-DAG:   declare void @llvm.amdgcn.struct.buffer.load.lds(
; IR-DAG:   declare void @llvm.amdgcn.struct.ptr.buffer.load.lds(
; IR-DAG:   declare void @llvm.amdgcn.global.load.lds(
; IR-DAG:   declare void @llvm.amdgcn.load.to.lds.p7(
; IR-DAG:   ![[FLAG]] = !{}
; IR-DAG:   ![[NT]] = !{i32 1}

; ASM-LABEL: raw_4:
; ASM:       buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen lds{{$}}
; ASM-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; ASM:       s_waitcnt vmcnt(0){{$}}
; ASM-NEXT:  ;;#ASMSTART
; ASM-NEXT:  ; asyncmark
; ASM-NEXT:  ; wait_asyncmark(0)
; ASM-NEXT:  ;;#ASMEND
; rawptr_12's wait(1) follows its only mark: it waits for nothing, and the
; LDS read may come before it.
; ASM-LABEL: rawptr_12:
; ASM:       buffer_load_dwordx3 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen lds{{$}}
; ASM-NOT:   {{vmcnt|global_|buffer_|flat_|asyncmark}}
; ASM:       ;;#ASMSTART
; ASM-NEXT:  ; asyncmark
; ASM-NEXT:  ; wait_asyncmark(1)
; ASM-NEXT:  ;;#ASMEND
; ASM-LABEL: struct_16:
; ASM:       buffer_load_dwordx4 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 idxen lds{{$}}
; ASM-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; ASM:       s_waitcnt vmcnt(0){{$}}
; ASM-NEXT:  ;;#ASMSTART
; ASM-NEXT:  ; asyncmark
; ASM-NEXT:  ; wait_asyncmark(0)
; ASM-NEXT:  ;;#ASMEND
; ASM-LABEL: structptr_4:
; ASM:       buffer_load_dword v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0 idxen offen lds{{$}}
; ASM-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; ASM:       s_waitcnt vmcnt(0){{$}}
; ASM-NEXT:  ;;#ASMSTART
; ASM-NEXT:  ; asyncmark
; ASM-NEXT:  ; wait_asyncmark(0)
; ASM-NEXT:  ;;#ASMEND
; ASM-LABEL: global_16:
; ASM:       global_load_lds_dwordx4 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] nt{{$}}
; ASM-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; ASM:       s_waitcnt vmcnt(0){{$}}
; ASM-NEXT:  ;;#ASMSTART
; ASM-NEXT:  ; asyncmark
; ASM-NEXT:  ; wait_asyncmark(0)
; ASM-NEXT:  ;;#ASMEND
; ASM-LABEL: p7_4:
; ASM:       buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen lds{{$}}
; ASM-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
; ASM:       s_waitcnt vmcnt(0){{$}}
; ASM-NEXT:  ;;#ASMSTART
; ASM-NEXT:  ; asyncmark
; ASM-NEXT:  ; wait_asyncmark(0)
; ASM-NEXT:  ;;#ASMEND

declare void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.load.async.lds(<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)
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

; wait.asyncmark(1) with a single mark needs no wait at all.
define amdgpu_kernel void @rawptr_12(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 %voff, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 12, i32 %voff, i32 0, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
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

define amdgpu_kernel void @global_16(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 16, i32 0, i32 0), !nontemporal !0
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @p7_4(ptr addrspace(7) %p, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

!0 = !{i32 1}
