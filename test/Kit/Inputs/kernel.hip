// A HIP kernel in a downstream suite: %asyncmark-clang brings verify mode
// and the header's directory; the CHECK block is update-asyncmark-checks'.
// RUN: %asyncmark-clang -x hip --cuda-device-only -nogpuinc -nogpulib --offload-arch=gfx950 -O3 -S %s -o - | FileCheck %s
#include "amdgpu_asyncmark.h"
typedef __attribute__((address_space(3))) float lds_float;
typedef __attribute__((address_space(1))) const float global_float;
__attribute__((global)) void two_stage(global_float *g, float *out) {
  __attribute__((shared)) float tile[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  lds_float *l = (lds_float *)tile;
  __builtin_amdgcn_global_load_async_lds(g + t, l, 4, 0, 0);
  __builtin_amdgcn_asyncmark();
  __builtin_amdgcn_global_load_async_lds(g + 256 + t, l + 64, 4, 0, 0);
  __builtin_amdgcn_asyncmark();
  __builtin_amdgcn_wait_asyncmark(1);
  out[t] = tile[t];
  __builtin_amdgcn_wait_asyncmark(0);
  out[t + 1] = tile[t + 64];
}
