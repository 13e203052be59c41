// A C kernel written with upstream clang's builtin names through
// include/amdgpu_asyncmark.h: DMA 4 bytes (global form), mark, DMA 16 bytes
// (load_async_to_lds from a global pointer: the .p1 overload), mark,
// wait(1) -> vmcnt(1), LDS read, wait(0) -> vmcnt(1) again (the global store
// before it is counted in vmcnt on gfx9).
//
// Without the plugin (STOCK) clang-22 accepts the same file silently and
// emits calls of undefined functions named like the intrinsics; the error
// comes only from the linker (LINK). A wrong plugin path fails at once.

// RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S -I%builddir/include \
// RUN:   -fpass-plugin=%plugin -mllvm -amdgpu-asyncmark-verify %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=s_swappc_b64 --implicit-check-not=asyncmark@
// RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S -I%builddir/include %s -o - 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STOCK --implicit-check-not=warning --implicit-check-not=error
// RUN: not %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -I%builddir/include %s -o %t.out 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LINK
// RUN: not %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S -I%builddir/include \
// RUN:   -fpass-plugin=%t.missing.so %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOPLUGIN

// STOCK-LABEL: k:
// STOCK:       s_add_u32 s{{[0-9]+}}, s{{[0-9]+}}, llvm.amdgcn.global.load.async.lds@rel32@lo+4
// STOCK:       s_swappc_b64
// STOCK:       llvm.amdgcn.asyncmark@rel32@lo+4
// STOCK:       llvm.amdgcn.wait.asyncmark@rel32@lo+4
// LINK: ld.lld: error: undefined hidden symbol: llvm.amdgcn.global.load.async.lds
// LINK: ld.lld: error: undefined hidden symbol: llvm.amdgcn.asyncmark
// NOPLUGIN: error: unable to load plugin '{{.*}}.missing.so'

#include "amdgpu_asyncmark.h"

typedef __attribute__((address_space(1))) int gint;
typedef __attribute__((address_space(3))) int lint;

// CHECK-LABEL: k:
// CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       global_load_lds_dwordx4 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
// CHECK-NEXT:  s_waitcnt vmcnt(1){{$}}
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ; wait_asyncmark(1)
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       ds_read_b32
// CHECK:       global_store_dword
// CHECK-NEXT:  s_waitcnt vmcnt(1){{$}}
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; wait_asyncmark(0)
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:1024{{$}}
// CHECK:       s_endpgm
__attribute__((amdgpu_kernel)) void k(gint *src, lint *lds, gint *out) {
  __builtin_amdgcn_global_load_async_lds(src, lds, 4, 0, 0);
  __builtin_amdgcn_asyncmark();
  __builtin_amdgcn_load_async_to_lds(src + 256, lds + 256, 16, 0, 0);
  __builtin_amdgcn_asyncmark();
  __builtin_amdgcn_wait_asyncmark(1);
  out[0] = lds[0];
  __builtin_amdgcn_wait_asyncmark(0);
  out[1] = lds[256];
}
