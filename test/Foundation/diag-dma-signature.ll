; Async DMA calls whose operands do not match the LLVM 22 twin's signature
; are diagnosed, naming the function, the intrinsic, the expected and the
; actual type; llc exits non-zero and the call is deleted (no call to an
; undefined `.async` symbol in the output). At least one case per form:
;   global.load.async.lds       missing the aux operand
;   load.async.to.lds.p1        i64 size instead of i32
;   load.async.to.lds.p0        LDS operand in addrspace(1)
;   load.async.to.lds.p7        one operand too many
;   raw.buffer.load.async.lds   missing the aux operand
;   raw.ptr.buffer.load.async.lds  <4 x i32> resource instead of ptr addrspace(8)
;   struct.buffer.load.async.lds   missing the aux operand
;   struct.ptr.buffer.load.async.lds  i64 vindex
; plus the name/operand mismatches of the overloaded form: `.p1` called with
; an addrspace(7) pointer, and `.p0` called with an integer.
; -disable-verify because LLVM 22's verifier rejects the buffer names before
; the plugin runs.

; DEFINE: %{nocall} = --implicit-check-not=s_swappc_b64 --implicit-check-not=s_getpc_b64 --implicit-check-not=.async --implicit-check-not=global_load_lds --implicit-check-not=buffer_load
; RUN: rm -rf %t && split-file %s %t
; RUN: not %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/forms.ll -o - 2> %t/forms.err \
; RUN:   | FileCheck %s --check-prefix=ASM %{nocall}
; RUN: FileCheck %s --check-prefix=FORMS < %t/forms.err
; RUN: grep error: %t/forms.err | count 8
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/suffix.ll -o - 2> %t/suffix.err \
; RUN:   | FileCheck %s --check-prefix=ASM-SUFFIX %{nocall}
; RUN: FileCheck %s --check-prefix=SUFFIX < %t/suffix.err
; RUN: grep error: %t/suffix.err | count 2

; FORMS-DAG: error: {{.*}}in function global_missing void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.global.load.async.lds: wrong argument count or types: expected void (ptr addrspace(1), ptr addrspace(3), i32, i32, i32), got void (ptr addrspace(1), ptr addrspace(3), i32, i32)
; FORMS-DAG: error: {{.*}}in function p1_i64 void (ptr addrspace(1), ptr addrspace(3)): llvm.amdgcn.load.async.to.lds.p1: wrong argument count or types: expected void (ptr addrspace(1), ptr addrspace(3), i32, i32, i32), got void (ptr addrspace(1), ptr addrspace(3), i64, i32, i32)
; FORMS-DAG: error: {{.*}}in function p0_lds_as1 void (ptr, ptr addrspace(1)): llvm.amdgcn.load.async.to.lds.p0: wrong argument count or types: expected void (ptr, ptr addrspace(3), i32, i32, i32), got void (ptr, ptr addrspace(1), i32, i32, i32)
; FORMS-DAG: error: {{.*}}in function p7_extra void (ptr addrspace(7), ptr addrspace(3)): llvm.amdgcn.load.async.to.lds.p7: wrong argument count or types: expected void (ptr addrspace(7), ptr addrspace(3), i32, i32, i32), got void (ptr addrspace(7), ptr addrspace(3), i32, i32, i32, i32)
; FORMS-DAG: error: {{.*}}in function raw_missing void (<4 x i32>, ptr addrspace(3)): llvm.amdgcn.raw.buffer.load.async.lds: wrong argument count or types: expected void (<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32), got void (<4 x i32>, ptr addrspace(3), i32, i32, i32, i32)
; FORMS-DAG: error: {{.*}}in function rawptr_v4 void (<4 x i32>, ptr addrspace(3)): llvm.amdgcn.raw.ptr.buffer.load.async.lds: wrong argument count or types: expected void (ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32), got void (<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32)
; FORMS-DAG: error: {{.*}}in function struct_missing void (<4 x i32>, ptr addrspace(3)): llvm.amdgcn.struct.buffer.load.async.lds: wrong argument count or types: expected void (<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32, i32), got void (<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32)
; FORMS-DAG: error: {{.*}}in function structptr_i64 void (ptr addrspace(8), ptr addrspace(3)): llvm.amdgcn.struct.ptr.buffer.load.async.lds: wrong argument count or types: expected void (ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32, i32), got void (ptr addrspace(8), ptr addrspace(3), i32, i64, i32, i32, i32, i32)

; SUFFIX-DAG: error: {{.*}}in function p1_with_p7 void (ptr addrspace(7), ptr addrspace(3)): llvm.amdgcn.load.async.to.lds.p1: pointer operand is ptr addrspace(7), name says p1
; SUFFIX-DAG: error: {{.*}}in function p0_int void (i64, ptr addrspace(3)): llvm.amdgcn.load.async.to.lds.p0: first operand must be a pointer

; ASM-LABEL: global_missing:
; ASM-LABEL: p1_i64:
; ASM-LABEL: p0_lds_as1:
; ASM-LABEL: p7_extra:
; ASM-LABEL: raw_missing:
; ASM-LABEL: rawptr_v4:
; ASM-LABEL: struct_missing:
; ASM-LABEL: structptr_i64:
; ASM:       s_endpgm
; ASM-SUFFIX-LABEL: p1_with_p7:
; ASM-SUFFIX-LABEL: p0_int:
; ASM-SUFFIX:       s_endpgm

;--- forms.ll
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i64, i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p0(ptr, ptr addrspace(1), i32, i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32>, ptr addrspace(3), i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.load.async.lds(<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i64, i32, i32, i32, i32)

define amdgpu_kernel void @global_missing(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0)
  ret void
}

define amdgpu_kernel void @p1_i64(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) %l, i64 4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @p0_lds_as1(ptr %g, ptr addrspace(1) %l) {
  call void @llvm.amdgcn.load.async.to.lds.p0(ptr %g, ptr addrspace(1) %l, i32 4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @p7_extra(ptr addrspace(7) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @raw_missing(<4 x i32> %r, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32> %r, ptr addrspace(3) %l, i32 4, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @rawptr_v4(<4 x i32> %r, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(<4 x i32> %r, ptr addrspace(3) %l, i32 4, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @struct_missing(<4 x i32> %r, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.struct.buffer.load.async.lds(<4 x i32> %r, ptr addrspace(3) %l, i32 4, i32 0, i32 0, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @structptr_i64(ptr addrspace(8) %r, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8) %r, ptr addrspace(3) %l, i32 4, i64 0, i32 0, i32 0, i32 0, i32 0)
  ret void
}

;--- suffix.ll
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p0(i64, ptr addrspace(3), i32, i32, i32)

define amdgpu_kernel void @p1_with_p7(ptr addrspace(7) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(7) %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @p0_int(i64 %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.load.async.to.lds.p0(i64 %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  ret void
}
