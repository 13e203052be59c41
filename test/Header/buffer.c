// The buffer forms through include/amdgpu_asyncmark.h: upstream's
// __builtin_amdgcn_{raw,struct}_ptr_buffer_load_async_lds on an
// __amdgpu_buffer_rsrc_t (ptr addrspace(8)), and the header's <4 x i32>
// resource forms __builtin_amdgcn_{raw,struct}_buffer_load_async_lds (no
// upstream clang builtin; the intrinsics llvm.amdgcn.{raw,struct}.buffer.
// load.async.lds). Stock LLVM 22 cannot even select these names; with the
// plugin each becomes buffer_load_* ... lds, and the waits are counted.

// RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S -I%builddir/include \
// RUN:   -fpass-plugin=%plugin -mllvm -amdgpu-asyncmark-verify %s -o - \
// RUN:   | FileCheck %s --implicit-check-not=s_swappc_b64 --implicit-check-not=.async.lds@
// RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S -emit-llvm -I%builddir/include %s -o - \
// RUN:   | FileCheck %s --check-prefix=IR
// IR: call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) {{.*}}, ptr addrspace(3) {{.*}}, i32 noundef 16, i32 noundef %{{.*}}, i32 noundef 0, i32 noundef 0, i32 noundef 0)
// IR: call void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8) {{.*}}, ptr addrspace(3) {{.*}}, i32 noundef 4, i32 noundef %{{.*}}, i32 noundef %{{.*}}, i32 noundef 0, i32 noundef 16, i32 noundef 0)
// IR: call void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32> {{.*}}, ptr addrspace(3) {{.*}}, i32 noundef 4,
// IR: call void @llvm.amdgcn.struct.buffer.load.async.lds(<4 x i32> {{.*}}, ptr addrspace(3) {{.*}}, i32 noundef 4,

#include "amdgpu_asyncmark.h"

typedef __attribute__((address_space(1))) int gint;
typedef __attribute__((address_space(3))) int lint;

// CHECK-LABEL: kb:
// CHECK:       buffer_load_dwordx4 v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen lds{{$}}
// CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
// CHECK:       ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       buffer_load_dword v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0 idxen offen offset:16 lds{{$}}
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
// CHECK:       s_endpgm
__attribute__((amdgpu_kernel)) void kb(__amdgpu_buffer_rsrc_t rsrc, lint *lds,
                                       gint *out, int voff, int idx) {
  __builtin_amdgcn_raw_ptr_buffer_load_async_lds(rsrc, lds, 16, voff, 0, 0, 0);
  __builtin_amdgcn_asyncmark();
  __builtin_amdgcn_struct_ptr_buffer_load_async_lds(rsrc, lds + 1024, 4, idx,
                                                    voff, 0, 16, 0);
  __builtin_amdgcn_asyncmark();
  __builtin_amdgcn_wait_asyncmark(1);
  out[0] = lds[0];
  __builtin_amdgcn_wait_asyncmark(0);
  out[1] = lds[1024];
}

// CHECK-LABEL: kv:
// CHECK:       buffer_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}], 0 offen lds{{$}}
// CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
// CHECK:       ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       buffer_load_dword v[{{[0-9]+:[0-9]+}}], s[{{[0-9]+:[0-9]+}}], 0 idxen offen lds{{$}}
// CHECK-NOT:   {{vmcnt|ds_read|global_|buffer_|flat_|asyncmark}}
// CHECK:       s_waitcnt vmcnt(1){{$}}
// CHECK-NEXT:  ;;#ASMSTART
// CHECK-NEXT:  ; asyncmark
// CHECK-NEXT:  ; wait_asyncmark(1)
// CHECK-NEXT:  ;;#ASMEND
// CHECK:       s_endpgm
__attribute__((amdgpu_kernel)) void kv(__amdgpu_asyncmark_v4u32 rsrc, lint *lds,
                                       gint *out, int voff, int idx) {
  __builtin_amdgcn_raw_buffer_load_async_lds(rsrc, lds, 4, voff, 0, 0, 0);
  __builtin_amdgcn_asyncmark();
  __builtin_amdgcn_struct_buffer_load_async_lds(rsrc, lds + 1024, 4, idx, voff,
                                                0, 0, 0);
  __builtin_amdgcn_asyncmark();
  __builtin_amdgcn_wait_asyncmark(1);
  out[0] = lds[0];
  __builtin_amdgcn_wait_asyncmark(0);
  out[1] = lds[1024];
}
