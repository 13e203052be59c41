; IR lowered by plugin versions before December 2026: each marker carries
; its tag as an `"n"` operand, not as the text's last line. Instruction
; selection makes that the machine form at once, so the markers are read as
; markers, wait(1) gets its vmcnt(1), and verify mode reads the same marks
; in the IR (it reports a mismatch otherwise). A user's own `; asyncmark`
; with another immediate stays a comment: the DMA after it is in the first
; group, and wait(0) needs both DMAs complete.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-verify %s -o - | FileCheck %s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-verify %s -o - | FileCheck %s
;
; CHECK-LABEL: legacy:
; CHECK:       global_load_lds_dword
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       global_load_lds_dword
; CHECK-NEXT:  s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32
;
; CHECK-LABEL: user_comment:
; CHECK:       global_load_lds_dword
; CHECK:       ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       global_load_lds_dword
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [256 x i32] poison, align 16

declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)

define amdgpu_kernel void @legacy(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) @lds, i32 4, i32 0, i32 0), !amdgpu.asyncmark.async !0
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  %g1 = getelementptr i32, ptr addrspace(1) %g, i32 64
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds, i32 256), i32 4, i32 0, i32 0), !amdgpu.asyncmark.async !0
  call void asm sideeffect "; asyncmark\0A\09; wait_asyncmark(1)", "n"(i32 1634954603)
  %v = load i32, ptr addrspace(3) @lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

define amdgpu_kernel void @user_comment(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) @lds, i32 4, i32 0, i32 0), !amdgpu.asyncmark.async !0
  call void asm sideeffect "; asyncmark", "n"(i32 7)
  %g1 = getelementptr i32, ptr addrspace(1) %g, i32 64
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @lds, i32 256), i32 4, i32 0, i32 0), !amdgpu.asyncmark.async !0
  call void asm sideeffect "; asyncmark\0A\09; wait_asyncmark(0)", "n"(i32 1634954603)
  %v = load i32, ptr addrspace(3) @lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}

!0 = !{}
