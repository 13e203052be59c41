; The size operand of an async DMA: 12 and 16 bytes exist on gfx950 only, so
; on gfx942 and gfx90a they are errors that say "not supported on <cpu>" and
; list the sizes the target has (1, 2, 4); a size of 3 is an error on every
; target (gfx950 lists 1, 2, 4, 12, 16); a non-constant size, and a
; non-constant immediate offset, are errors too. Each names the function;
; llc exits non-zero and the bad DMA is deleted, not called. Controls:
; sizes 1, 2 and 4 compile on gfx942 and gfx90a (their instruction
; spellings differ).

; DEFINE: %{nocall} = --implicit-check-not=s_swappc_b64 --implicit-check-not=s_getpc_b64 --implicit-check-not=.async --implicit-check-not=global_load
; RUN: rm -rf %t && split-file %s %t
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 %t/wide.ll -o - 2> %t/gfx942.err \
; RUN:   | FileCheck %s --check-prefix=ASM-WIDE %{nocall}
; RUN: FileCheck %s --check-prefix=WIDE -DCPU=gfx942 < %t/gfx942.err
; RUN: grep error: %t/gfx942.err | count 2
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t/wide.ll -o - 2> %t/gfx90a.err \
; RUN:   | FileCheck %s --check-prefix=ASM-WIDE %{nocall}
; RUN: FileCheck %s --check-prefix=WIDE -DCPU=gfx90a < %t/gfx90a.err
; RUN: grep error: %t/gfx90a.err | count 2
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/bad.ll -o - 2> %t/bad.err \
; RUN:   | FileCheck %s --check-prefix=ASM-BAD %{nocall}
; RUN: FileCheck %s --check-prefix=BAD < %t/bad.err
; RUN: grep error: %t/bad.err | count 3
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 %t/bad.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BAD942
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 %t/narrow.ll -o - | FileCheck %s --check-prefix=GFX942
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a %t/narrow.ll -o - | FileCheck %s --check-prefix=GFX90A

; WIDE-DAG: error: {{.*}}in function size12 void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.global.load.async.lds: size 12 is not supported on [[CPU]] (1, 2, 4 bytes)
; WIDE-DAG: error: {{.*}}in function size16 void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.load.async.to.lds.p1: size 16 is not supported on [[CPU]] (1, 2, 4 bytes)
; ASM-WIDE-LABEL: size12:
; ASM-WIDE-LABEL: size16:
; ASM-WIDE:       s_endpgm

; BAD-DAG: error: {{.*}}in function size3 void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.global.load.async.lds: size 3 is not supported on gfx950 (1, 2, 4, 12, 16 bytes)
; BAD-DAG: error: {{.*}}in function size_var void (ptr addrspace(1), ptr addrspace(3), i32): llvm.amdgcn.global.load.async.lds: size operand must be a constant
; BAD-DAG: error: {{.*}}in function offset_var void (ptr addrspace(1), ptr addrspace(3), i32): llvm.amdgcn.global.load.async.lds: operand 3 must be a constant
; BAD942: error: {{.*}}in function size3 void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.global.load.async.lds: size 3 is not supported on gfx942 (1, 2, 4 bytes)
; ASM-BAD-LABEL: size3:
; ASM-BAD-LABEL: size_var:
; ASM-BAD-LABEL: offset_var:
; ASM-BAD:       s_endpgm

; GFX942-LABEL: sizes_1_2_4:
; GFX942:       global_load_lds_ubyte v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; GFX942-NEXT:  global_load_lds_ushort v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; GFX942-NEXT:  global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}]{{$}}
; GFX90A-LABEL: sizes_1_2_4:
; GFX90A:       global_load_ubyte v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] lds{{$}}
; GFX90A-NEXT:  global_load_ushort v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] lds{{$}}
; GFX90A-NEXT:  global_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] lds{{$}}

;--- wide.ll
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)

define amdgpu_kernel void @size12(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 12, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @size16(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 16, i32 0, i32 0)
  ret void
}

;--- bad.ll
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)

define amdgpu_kernel void @size3(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 3, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @size_var(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %size) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %size, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @offset_var(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 %off) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 %off, i32 0)
  ret void
}

;--- narrow.ll
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)

define amdgpu_kernel void @sizes_1_2_4(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 1, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 2, i32 0, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  ret void
}
