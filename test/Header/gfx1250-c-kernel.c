// gfx1250 from C with clang-22's own builtins for the async transfers
// (__builtin_amdgcn_global_load_async_to_lds_b*, ..._store_async_from_lds_b*)
// and the header's __builtin_amdgcn_asyncmark / _wait_asyncmark: a two-stage
// loop gets s_wait_asynccnt 1 in the loop and 0 after it, in verify mode.

// RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx1250 -nogpulib -O3 -S -I%builddir/include \
// RUN:   -fpass-plugin=%plugin -mllvm -amdgpu-asyncmark-verify %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=s_swap_pc_i64 --implicit-check-not=asyncmark@

#include "amdgpu_asyncmark.h"

typedef __attribute__((address_space(1))) int gint;
typedef __attribute__((address_space(3))) int lint;

// CHECK-LABEL: two_stage:
// CHECK:       global_load_async_to_lds_b32
// CHECK:       ; asyncmark
// CHECK:       .LBB0_{{[0-9]+}}:
// CHECK:       global_load_async_to_lds_b32
// CHECK:       s_wait_asynccnt 0x1
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ; wait_asyncmark(1)
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       s_cbranch_scc{{[01]}}
// CHECK:       s_wait_asynccnt 0x0
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; wait_asyncmark(0)
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       global_store_async_from_lds_b32
__attribute__((amdgpu_kernel)) void two_stage(gint *src, gint *dst, lint *buf,
                                              int n) {
  __builtin_amdgcn_global_load_async_to_lds_b32(src, buf, 0, 0);
  __builtin_amdgcn_asyncmark();
  int acc = 0;
  for (int i = 1; i < n; ++i) {
    __builtin_amdgcn_global_load_async_to_lds_b32(src + i * 64, buf + (i & 1) * 64, 0, 0);
    __builtin_amdgcn_asyncmark();
    __builtin_amdgcn_wait_asyncmark(1);
    acc += buf[((i - 1) & 1) * 64];
  }
  __builtin_amdgcn_wait_asyncmark(0);
  buf[128] = acc + buf[((n - 1) & 1) * 64];
  __builtin_amdgcn_global_store_async_from_lds_b32(dst, buf + 128, 0, 0);
}
