// A plain C kernel (no OpenCL/HIP headers) compiled by clang-22 with the
// plugin. C has no builtins for the upstream intrinsics in LLVM 22, but a
// function declared with an asm label named like the intrinsic becomes a
// call of that intrinsic name in IR; with -fpass-plugin the plugin then
// lowers it in clang's codegen exactly as from .ll input. Covers
// global.load.async.lds, load.async.to.lds.p1 and
// raw.ptr.buffer.load.async.lds (a name LLVM 22's verifier rejects; clang
// does not verify its own output in release builds, and the plugin verifies
// the module after rewriting it), marks and waits.
//
// -O3: DMA 4 bytes, mark, DMA 16 bytes, mark, wait(1) -> vmcnt(1); then a
// global store (counted in vmcnt on gfx9) is issued before wait(0), so the
// second DMA is complete at vmcnt(1) again. -O0 (arguments live in stack
// slots read with flat loads): the flat loads' own vmcnt(0) before the
// second DMA completes the first, so wait(1) needs no wait (the lowering,
// before those waits exist, takes vmcnt(0); the completion pass removes it),
// and wait(0) needs none because the store before it already waited for
// vmcnt(0); the buffer
// resource is in VGPRs, so the DMA sits in a waterfall loop and the mark
// follows the loop. No call may be left; the stock control shows the calls
// clang makes without the plugin.

// DEFINE: %{nocall} = --implicit-check-not=asyncmark@ --implicit-check-not=.async --implicit-check-not=s_swappc_b64 --implicit-check-not=s_getpc_b64 --implicit-check-not=gotpcrel
// RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S -fpass-plugin=%plugin %s -o - \
// RUN:   | FileCheck %s --check-prefixes=CHECK,O3 %{nocall}
// RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O0 -S -fpass-plugin=%plugin %s -o - \
// RUN:   | FileCheck %s --check-prefixes=CHECK,O0 %{nocall}
// RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S -DNO_KB %s -o - \
// RUN:   | FileCheck %s --check-prefix=STOCK
// Stock clang reads the raw.ptr.buffer async name as an overload of
// llvm.amdgcn.raw.ptr.buffer.load and crashes in instruction selection.
// RUN: not %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STOCK-KB
// STOCK-KB: Running pass 'AMDGPU DAG->DAG Pattern Instruction Selection' on function '@kb'
// STOCK-KB: clang frontend command failed

// STOCK-LABEL: k:
// STOCK:       llvm.amdgcn.global.load.async.lds@rel32@lo
// STOCK:       s_swappc_b64
// STOCK:       llvm.amdgcn.asyncmark@rel32@lo

typedef __attribute__((address_space(1))) int gint;
typedef __attribute__((address_space(3))) int lint;

void async_mark(void) __asm__("llvm.amdgcn.asyncmark");
void wait_async_mark(short n) __asm__("llvm.amdgcn.wait.asyncmark");
void global_load_async_lds(gint *src, lint *dst, int size, int offset,
                           int aux) __asm__("llvm.amdgcn.global.load.async.lds");
void load_async_to_lds_p1(gint *src, lint *dst, int size, int offset,
                          int aux) __asm__("llvm.amdgcn.load.async.to.lds.p1");
void raw_ptr_buffer_load_async_lds(__amdgpu_buffer_rsrc_t rsrc, lint *dst,
                                   int size, int voffset, int soffset,
                                   int offset, int aux)
    __asm__("llvm.amdgcn.raw.ptr.buffer.load.async.lds");

// CHECK-LABEL: k:
// O3:          global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
// O0:          global_load_lds_dword v[{{[0-9]+:[0-9]+}}], off{{$}}
// CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
// CHECK:       ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ;;#ASMEND
// O3:          global_load_lds_dwordx4 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
// O0:          global_load_lds_dwordx4 v[{{[0-9]+:[0-9]+}}], off{{$}}
// O3-NOT:      {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
// O3:          s_waitcnt vmcnt(1){{$}}
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ; wait_asyncmark(1)
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       ds_read_b32
// CHECK:       global_store_dword
// O3-NEXT:     s_waitcnt vmcnt(1){{$}}
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; wait_asyncmark(0)
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:1024{{$}}
// CHECK:       s_endpgm
__attribute__((amdgpu_kernel)) void k(gint *src, lint *lds, gint *out) {
  global_load_async_lds(src, lds, 4, 0, 0);
  async_mark();
  load_async_to_lds_p1(src + 256, lds + 256, 16, 0, 0);
  async_mark();
  wait_async_mark(1);
  out[0] = lds[0];
  wait_async_mark(0);
  out[1] = lds[256];
}

// CHECK-LABEL: kb:
// O3:          buffer_load_dwordx3 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen lds{{$}}
// O3-NOT:      {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
// O3:          s_waitcnt vmcnt(0){{$}}
// O0:          buffer_load_dwordx3 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], s{{[0-9]+}} offen lds{{$}}
// O0:          s_cbranch_execnz
// O0:          s_waitcnt vmcnt(0){{$}}
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ; wait_asyncmark(0)
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       ds_read_b32
// CHECK:       s_endpgm
#ifndef NO_KB
__attribute__((amdgpu_kernel)) void kb(__amdgpu_buffer_rsrc_t rsrc, lint *lds,
                                       gint *out, int voff) {
  raw_ptr_buffer_load_async_lds(rsrc, lds, 12, voff, 0, 0, 0);
  async_mark();
  wait_async_mark(0);
  out[0] = lds[0];
}
#endif
