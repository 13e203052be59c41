// A kernel for test/Kit/lto-link.test: two groups of one DMA each, wait(1)
// then wait(0); compiled to bitcode (-flto or HIP -fgpu-rdc) and linked
// by ld.lld, whose LTO code generation needs the plugin too.
#include "amdgpu_asyncmark.h"
typedef __attribute__((address_space(3))) int lds_int;
typedef __attribute__((address_space(1))) const int global_int;
__attribute__((amdgpu_kernel)) void lto_kernel(global_int *g, __attribute__((address_space(1))) int *out) {
  static lds_int tile[256] __attribute__((loader_uninitialized));
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_async_lds(g + t, tile, 4, 0, 0);
  __builtin_amdgcn_asyncmark();
  __builtin_amdgcn_global_load_async_lds(g + 256 + t, tile + 64, 4, 0, 0);
  __builtin_amdgcn_asyncmark();
  __builtin_amdgcn_wait_asyncmark(1);
  out[t] = tile[t];
  __builtin_amdgcn_wait_asyncmark(0);
  out[t + 1] = tile[t + 64];
}
