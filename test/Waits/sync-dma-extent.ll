; Scenario 15b: the LDS extent of an ordinary DMA. Module with two LDS
; globals @a and @b (module-LDS lowering gives every access alias scopes);
; sync DMAs into @a then @b, size 4, so each wave writes 64 x 4 = 256 bytes:
; all of @a, from @a[0]. gfx950.
;
; Hand derivation: a read of @a[0] or of @a[1] reads data written by the DMA
; into @a; the DMA into @b follows it -> vmcnt(1) before the read (the @b DMA
; does not alias @a and may stay in flight).
;
; Stock llc-22 (STOCK): @a[0] gets vmcnt(1), @a[1] gets no wait at all: the
; DMA's LDS memoperand is `store (s32)` at @a, so alias analysis proves the
; 4 bytes at @a+4 independent. That is LLVM 22's bug the plugin's memoperand
; widening is meant to fix.
;
; The plugin widens the DMA's LDS memoperand to the whole wave's write and
; keeps its AA metadata: both reads wait. (A regression test for an earlier
; version whose widening dropped the AA metadata, which lost both waits.)
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc-stock -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=STOCK

; CHECK-LABEL: read_a0:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ds_read_b32 {{v[0-9]+}}, {{v[0-9]+}}{{$}}

; CHECK-LABEL: read_a1:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ds_read_b32 {{.*}} offset:4

; STOCK-LABEL: read_a0:
; STOCK:       global_load_lds_dword
; STOCK:       global_load_lds_dword
; STOCK-NOT:   vmcnt
; STOCK:       s_waitcnt vmcnt(1)
; STOCK-NEXT:  ds_read_b32

; STOCK-LABEL: read_a1:
; STOCK:       global_load_lds_dword
; STOCK:       global_load_lds_dword
; STOCK-NOT:   vmcnt
; STOCK:       ds_read_b32 {{.*}} offset:4
; STOCK-NOT:   vmcnt
; STOCK:       s_endpgm

@a = internal addrspace(3) global [64 x i32] poison, align 16
@b = internal addrspace(3) global [64 x i32] poison, align 16

declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @read_a0(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %p, ptr addrspace(3) @a, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %p, ptr addrspace(3) @b, i32 4, i32 0, i32 0)
  %v = load i32, ptr addrspace(3) @a
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @read_a1(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %p, ptr addrspace(3) @a, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %p, ptr addrspace(3) @b, i32 4, i32 0, i32 0)
  %q = getelementptr i32, ptr addrspace(3) @a, i32 1
  %v = load i32, ptr addrspace(3) %q
  store i32 %v, ptr addrspace(1) %out
  ret void
}
