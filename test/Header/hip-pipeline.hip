// HIP device code written only with upstream clang's builtin names, compiled
// by clang-22 through include/amdgpu_asyncmark.h with the plugin: a 2-stage
// pipelined loop (prologue DMA + mark; per iteration: DMA of the next tile,
// mark, wait(1), read the current tile; wait(0) after the loop). The wait in
// the loop lets the DMA just issued stay in flight (vmcnt(1)); the one after
// the loop drains it (vmcnt(0)). A second kernel passes a generic (flat)
// pointer to __builtin_amdgcn_load_async_to_lds (llvm.amdgcn.load.async.to.lds.p0).
// No call may be left, and the independent checker agrees with every wait.
// With -g (variables and their location records) the code is the same.

// RUN: %clang -x hip --cuda-device-only -nogpuinc -nogpulib --offload-arch=gfx950 -O3 -S \
// RUN:   -I%builddir/include -fpass-plugin=%plugin -mllvm -amdgpu-asyncmark-verify %s -o %t.s
// RUN: FileCheck %s --implicit-check-not=s_swappc_b64 --implicit-check-not=s_getpc_b64 \
// RUN:   --implicit-check-not=asyncmark@ --implicit-check-not=error < %t.s
// RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py %t.s | FileCheck %s --check-prefix=CHK
// RUN: %clang -x hip --cuda-device-only -nogpuinc -nogpulib --offload-arch=gfx950 -O3 -S -g \
// RUN:   -I%builddir/include -fpass-plugin=%plugin -mllvm -amdgpu-asyncmark-verify %s -o %t.g.s
// RUN: sed -n '/^_Z8pipeline/,/^.Lfunc_end1:/p' %t.s | grep -E '^[[:space:]]+[a-z;]' > %t.code
// RUN: sed -n '/^_Z8pipeline/,/^.Lfunc_end1:/p' %t.g.s | grep -E '^[[:space:]]+[a-z;]' \
// RUN:   | grep -v DEBUG_VALUE > %t.g.code
// RUN: diff %t.code %t.g.code
// RUN: grep -c DEBUG_VALUE %t.g.s
// RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py %t.g.s | FileCheck %s --check-prefix=CHK
// CHK-COUNT-2: _Z8pipelinePU3AS1KfPfi: wait_asyncmark({{[01]}}): {{.*}}| ok
// CHK:         _Z9flat_copyPKfPf: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(0) | ok

#include "amdgpu_asyncmark.h"

typedef __attribute__((address_space(3))) float lds_float;
typedef __attribute__((address_space(1))) const float global_float;

// CHECK-LABEL: _Z8pipelinePU3AS1KfPfi:
// CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
// CHECK:       ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       [[LOOP:\.LBB0_[0-9]+]]: ; =>This Inner Loop Header
// CHECK:       global_load_lds_dword v[{{[0-9]+:[0-9]+}}], off{{$}}
// CHECK-NOT:   {{vmcnt|asyncmark|global_load}}
// CHECK:       s_waitcnt vmcnt(1){{$}}
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ; wait_asyncmark(1)
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       s_barrier
// CHECK-NEXT:  ds_read_b32
// CHECK:       s_cbranch_scc0 [[LOOP]]
// CHECK:       s_waitcnt vmcnt(0){{$}}
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; wait_asyncmark(0)
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       ds_read_b32
// CHECK:       s_endpgm
__attribute__((global)) void pipeline(global_float *a, float *out, int n) {
  __attribute__((shared)) float tile[2][256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  lds_float *buf0 = (lds_float *)&tile[0][0];
  lds_float *buf1 = (lds_float *)&tile[1][0];
  __builtin_amdgcn_global_load_async_lds(a + t, buf0, 4, 0, 0);
  __builtin_amdgcn_asyncmark();
  float acc = 0.0f;
  for (int i = 0; i < n; ++i) {
    lds_float *next = (i & 1) ? buf0 : buf1;
    lds_float *cur = (i & 1) ? buf1 : buf0;
    __builtin_amdgcn_global_load_async_lds(a + (i + 1) * 256 + t, next, 4, 0, 0);
    __builtin_amdgcn_asyncmark();
    __builtin_amdgcn_wait_asyncmark(1);
    __builtin_amdgcn_s_barrier();
    acc += cur[t];
    __builtin_amdgcn_s_barrier();
  }
  __builtin_amdgcn_wait_asyncmark(0);
  out[t] = acc + tile[n & 1][t];
}

// CHECK-LABEL: _Z9flat_copyPKfPf:
// CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
// CHECK-NEXT:  s_waitcnt vmcnt(0){{$}}
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ; wait_asyncmark(0)
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       ds_read_b32
// CHECK:       s_endpgm
__attribute__((global)) void flat_copy(const float *src, float *out) {
  __attribute__((shared)) float buf[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_load_async_to_lds(src, (lds_float *)buf, 4, 0, 0);
  __builtin_amdgcn_asyncmark();
  __builtin_amdgcn_wait_asyncmark(0);
  out[t] = buf[t];
}

// The clang -O3 pipeline runs the AMDGPU attributor while the marks and
// waits are still calls: their declarations tell it that a marker needs no
// implicit input, so a kernel preloads only its argument pointer (it had
// 8 user SGPRs: dispatch and queue pointers, dispatch id, ...).
// CHECK:       .amdhsa_kernel _Z9flat_copyPKfPf
// CHECK:       .amdhsa_user_sgpr_count 2
// CHECK:       .amdhsa_user_sgpr_dispatch_ptr 0
// CHECK:       .amdhsa_user_sgpr_queue_ptr 0
