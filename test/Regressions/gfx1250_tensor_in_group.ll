; Regression (shared/reproducers/gfx1250_tensor_in_group.ll): upstream counts
; gfx1250's tensor transfers (TENSORcnt) as members of asyncmark groups. The
; plugin ignored them: the wait got no s_wait_tensorcnt, and verify mode
; rejected this valid kernel ("the LDS DMAs and marks of IR block #0 are DM,
; the IR has DDM": its IR reading took the tensor load for a DMA, its machine
; reading did not). Now the wait completes both counters, the tensor wait
; first, right before the marker. %llc includes verify mode.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 %s -o - | FileCheck %s
;
; CHECK-LABEL: k:
; CHECK:       global_load_async_to_lds_b32
; CHECK:       tensor_load_to_lds
; CHECK-NOT:   s_wait_{{tensor|async}}cnt
; CHECK:       s_wait_tensorcnt 0x0
; CHECK-NEXT:  s_wait_asynccnt 0x0
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_load_b32
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(<4 x i32> inreg %d0, <8 x i32> inreg %d1, ptr addrspace(1) %src, ptr addrspace(3) %dst, ptr addrspace(3) %tile, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %src, ptr addrspace(3) %dst, i32 0, i32 0)
  call void @llvm.amdgcn.tensor.load.to.lds(<4 x i32> %d0, <8 x i32> %d1, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %tile, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.amdgcn.tensor.load.to.lds(<4 x i32>, <8 x i32>, <4 x i32>, <4 x i32>, i32)
declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
