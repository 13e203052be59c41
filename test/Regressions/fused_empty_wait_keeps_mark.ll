; A mark and a wait that waits for nothing, with a call between them that
; emits no code (the scope declaration inlining leaves for a noalias
; argument). The IR lowering cannot fuse them (they are not adjacent in IR)
; and makes the wait an empty-wait marker; after instruction selection they
; are adjacent and the marker fusion makes them one marker that keeps the
; empty wait's tag. That marker is still a mark: before the pre-RA scheduler
; it must define the marker token like every mark, or the next group's
; DMA may cross it. Before the fix it only read it: the second DMA moved
; above the mark into the first group, wait_asyncmark(1) got vmcnt(0), and
; verify mode reported that group membership differs from the IR.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -verify-machineinstrs %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -verify-machineinstrs -global-isel %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-verify %s -o /dev/null
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o /dev/null \
; RUN:   -print-after=amdgpu-asyncmark-prera-token 2>&1 | FileCheck %s --check-prefix=TOKEN
;
; CHECK-LABEL: k:
; CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; CHECK-NOT:   {{asyncmark|s_waitcnt|global_load_lds}}
; CHECK:       ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(3)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   {{asyncmark|s_waitcnt}}
; CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] offset:64
; CHECK-NOT:   {{asyncmark|s_waitcnt|global_load_lds}}
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32
;
; TOKEN:       INLINEASM &"; asyncmark\0A\09; wait_asyncmark(3)" {{.*}}, implicit $asynccnt, implicit-def $asynccnt, implicit-def $tensorcnt
; TOKEN:       INLINEASM &"; asyncmark\0A\09; wait_asyncmark(1)" {{.*}}, implicit $asynccnt, implicit-def $asynccnt, implicit-def $fp_reg

target triple = "amdgcn-amd-amdhsa"

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.experimental.noalias.scope.decl(metadata)

@dst = internal addrspace(3) global [64 x i32] poison, align 16
@dst2 = internal addrspace(3) global [64 x i32] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %i) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.experimental.noalias.scope.decl(metadata !2)
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  %p = getelementptr i32, ptr addrspace(3) @dst, i32 %i
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst2, i32 4, i32 64, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %p
  store i32 %v, ptr addrspace(1) %out
  ret void
}

!0 = distinct !{!0, !"inlined"}
!1 = distinct !{!1, !0, !"inlined: %lds"}
!2 = !{!1}
