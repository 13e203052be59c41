; A downstream kernel test with hand-written checks: the D D M D M W(1) R
; W(0) R kernel of ../kernel.ll, through every %asyncmark-* substitution.
; RUN: %asyncmark-llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.s
; RUN: FileCheck %s --check-prefix=ASM < %t.s
; RUN: %asyncmark-check %t.s 2>&1 | FileCheck %s --check-prefix=CHECKER
; RUN: %asyncmark-llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - \
; RUN:   | %asyncmark-check - 2>&1 | FileCheck %s --check-prefix=CHECKER
; RUN: %asyncmark-clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S %s -o - \
; RUN:   | %asyncmark-check - 2>&1 | FileCheck %s --check-prefix=CHECKER
; RUN: %asyncmark-opt -passes=amdgpu-asyncmark-lower -S %s -o - | FileCheck %s --check-prefix=IR
; RUN: test -f %asyncmark-plugin
;
; ASM-LABEL: kit_kernel:
; ASM:       ; asyncmark
; ASM-NOT:   vmcnt
; ASM:       s_waitcnt vmcnt(1)
; ASM-NEXT:  ;;#ASMSTART
; ASM-NEXT:  ; asyncmark
; ASM-NEXT:  ; wait_asyncmark(1)
; ASM:       s_waitcnt vmcnt(0)
; ASM-NEXT:  ;;#ASMSTART
; ASM-NEXT:  ; wait_asyncmark(0)
; CHECKER: kit_kernel: wait_asyncmark(1): emitted vmcnt(1) | loosest safe vmcnt(1) | ok
; CHECKER: kit_kernel: wait_asyncmark(0): emitted vmcnt(0) | loosest safe vmcnt(0) | ok
; IR-LABEL: define amdgpu_kernel void @kit_kernel(
; IR:       call void asm sideeffect "; asyncmark\0A\09; @amdgpu-asyncmark-marker", ""()
; IR:       call void asm sideeffect "; wait_asyncmark(1)\0A\09; @amdgpu-asyncmark-marker", ""()
; IR:       call void asm sideeffect "; wait_asyncmark(0)\0A\09; @amdgpu-asyncmark-marker", ""()

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @kit_kernel(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %p1 = getelementptr i32, ptr addrspace(1) %p, i32 256
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 512
  %lds1 = getelementptr i32, ptr addrspace(3) %lds, i32 64
  %lds2 = getelementptr i32, ptr addrspace(3) %lds, i32 128
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p1, ptr addrspace(3) %lds1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p2, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v0 = load i32, ptr addrspace(3) %lds
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v2 = load i32, ptr addrspace(3) %lds2
  %s = add i32 %v0, %v2
  store i32 %s, ptr addrspace(1) %out
  ret void
}
