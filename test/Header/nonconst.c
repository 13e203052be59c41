// Where upstream requires a constant (wait count, DMA size, offset, aux),
// the header's macros reject a non-constant at compile time, in C and in
// HIP, as well as a wait count outside 0..65535 and an impossible size.

// RUN: not %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -fsyntax-only -I%builddir/include %s 2>&1 \
// RUN:   | FileCheck %s
// RUN: not %clang -x hip --cuda-device-only -nogpuinc -nogpulib --offload-arch=gfx950 -fsyntax-only \
// RUN:   -I%builddir/include -DHIP %s 2>&1 | FileCheck %s

#include "amdgpu_asyncmark.h"

#ifdef HIP
#define FN __attribute__((device))
#else
#define FN
#endif
typedef __attribute__((address_space(1))) int gint;
typedef __attribute__((address_space(3))) int lint;

// CHECK: nonconst.c:[[@LINE+2]]:{{[0-9]+}}: error: static assertion expression is not an integral constant expression
// CHECK: note: expanded from macro '__builtin_amdgcn_wait_asyncmark'
FN void wait_var(int n) { __builtin_amdgcn_wait_asyncmark(n); }

// CHECK: nonconst.c:[[@LINE+2]]:{{[0-9]+}}: error: static assertion expression is not an integral constant expression
// CHECK: note: expanded from macro '__builtin_amdgcn_global_load_async_lds'
FN void size_var(gint *s, lint *d, int sz) { __builtin_amdgcn_global_load_async_lds(s, d, sz, 0, 0); }

// CHECK: nonconst.c:[[@LINE+2]]:{{[0-9]+}}: error: static assertion expression is not an integral constant expression
// CHECK: note: expanded from macro '__builtin_amdgcn_load_async_to_lds'
FN void offset_var(gint *s, lint *d, int off) { __builtin_amdgcn_load_async_to_lds(s, d, 4, off, 0); }

// CHECK: nonconst.c:[[@LINE+2]]:{{[0-9]+}}: error: static assertion expression is not an integral constant expression
// CHECK: note: expanded from macro '__builtin_amdgcn_raw_ptr_buffer_load_async_lds'
FN void aux_var(__amdgpu_buffer_rsrc_t r, lint *d, int aux) { __builtin_amdgcn_raw_ptr_buffer_load_async_lds(r, d, 4, 0, 0, 0, aux); }

// CHECK: nonconst.c:[[@LINE+1]]:{{[0-9]+}}: error: static assertion failed due to requirement '(70000) <= 65535': __builtin_amdgcn_wait_asyncmark: N must be an integer constant in 0..65535
FN void wait_big(void) { __builtin_amdgcn_wait_asyncmark(70000); }

// CHECK: nonconst.c:[[@LINE+1]]:{{[0-9]+}}: error: static assertion failed {{.*}}: LDS DMA size must be a constant 1, 2, 4, 12 or 16
FN void size_8(gint *s, lint *d) { __builtin_amdgcn_global_load_async_lds(s, d, 8, 0, 0); }

// Constants are fine, including constant expressions.
enum { STAGES = 2 };
FN void ok(gint *s, lint *d) {
  __builtin_amdgcn_global_load_async_lds(s, d, 2 * 2, 4 * 16, 1);
  __builtin_amdgcn_wait_asyncmark(STAGES - 1);
}
// CHECK-NOT: error:
