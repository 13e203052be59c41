// OpenCL C 2.0 with upstream clang's builtin names through
// include/amdgpu_asyncmark.h: __global source, __local destination; a
// __global pointer picks the .p1 overload of load_async_to_lds (a __generic
// pointer would pick .p0). Checks the kernel itself; clang-22 also emits the
// kernel's callable body (__clang_ocl_kern_imp_k) with the same waits.

// RUN: %clang -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S \
// RUN:   -I%builddir/include -fpass-plugin=%plugin -mllvm -amdgpu-asyncmark-verify %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=asyncmark@
// RUN: %clang -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S \
// RUN:   -emit-llvm -I%builddir/include %s -o - | FileCheck %s --check-prefix=IR

// IR: call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) {{.*}}, ptr addrspace(3) {{.*}}, i32 noundef 4, i32 noundef 0, i32 noundef 0)
// IR: call void @llvm.amdgcn.asyncmark()
// IR: call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) {{.*}}, ptr addrspace(3) {{.*}}, i32 noundef 4, i32 noundef 0, i32 noundef 0)
// IR: call void @llvm.amdgcn.wait.asyncmark(i16 noundef zeroext 1)

#include "amdgpu_asyncmark.h"

// CHECK-LABEL: {{^}}k:
// CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
// CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
// CHECK:       ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
// CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
// CHECK:       s_waitcnt vmcnt(1){{$}}
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ; wait_asyncmark(1)
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       ds_read_b32
// CHECK:       s_waitcnt vmcnt(1){{$}}
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; wait_asyncmark(0)
// CHECK-NEXT:  ;;#ASMEND
// CHECK-NEXT:  ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:1024{{$}}
// CHECK:       s_endpgm
__kernel void k(__global int *src, __local int *tile, __global int *out) {
  int t = __builtin_amdgcn_workitem_id_x();
  __builtin_amdgcn_global_load_async_lds(src, tile, 4, 0, 0);
  __builtin_amdgcn_asyncmark();
  __builtin_amdgcn_load_async_to_lds(src + 256, tile + 256, 4, 0, 0);
  __builtin_amdgcn_asyncmark();
  __builtin_amdgcn_wait_asyncmark(1);
  out[t] = tile[t];
  __builtin_amdgcn_wait_asyncmark(0);
  out[t + 256] = tile[t + 256];
}
