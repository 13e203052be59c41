; asyncmark and wait.asyncmark declared with a shape upstream does not have
; are diagnosed (naming the function, the expected and the actual type), llc
; exits non-zero, and nothing is left behind: no call, no marker.
; asyncmark: one i16 operand; two i32 operands (the accepted stage-mask form
; has exactly one i32). wait.asyncmark: no operand; a float operand; a second
; operand that is i64 instead of the i32 stage mask.

; DEFINE: %{nocall} = --implicit-check-not=s_swappc_b64 --implicit-check-not=s_getpc_b64 --implicit-check-not=asyncmark
; RUN: rm -rf %t && split-file %s %t
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/mark-i16.ll -o - 2> %t/mark-i16.err | FileCheck %s --check-prefix=ASM %{nocall}
; RUN: FileCheck %s --check-prefix=MARK-I16 < %t/mark-i16.err
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/mark-2.ll -o - 2> %t/mark-2.err | FileCheck %s --check-prefix=ASM %{nocall}
; RUN: FileCheck %s --check-prefix=MARK-2 < %t/mark-2.err
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/wait-0.ll -o - 2> %t/wait-0.err | FileCheck %s --check-prefix=ASM %{nocall}
; RUN: FileCheck %s --check-prefix=WAIT-0 < %t/wait-0.err
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/wait-f.ll -o - 2> %t/wait-f.err | FileCheck %s --check-prefix=ASM %{nocall}
; RUN: FileCheck %s --check-prefix=WAIT-F < %t/wait-f.err
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/wait-i64.ll -o - 2> %t/wait-i64.err | FileCheck %s --check-prefix=ASM %{nocall}
; RUN: FileCheck %s --check-prefix=WAIT-I64 < %t/wait-i64.err

; MARK-I16: error: {{.*}}in function f void (): llvm.amdgcn.asyncmark: wrong argument count or types: expected void (), got void (i16)
; MARK-2:   error: {{.*}}in function f void (): llvm.amdgcn.asyncmark: wrong argument count or types: expected void (), got void (i32, i32)
; WAIT-0:   error: {{.*}}in function f void (): llvm.amdgcn.wait.asyncmark: wrong argument count or types: expected void (i16), got void ()
; WAIT-F:   error: {{.*}}in function f void (): llvm.amdgcn.wait.asyncmark: wrong argument count or types: expected void (i16), got void (float)
; WAIT-I64: error: {{.*}}in function f void (): llvm.amdgcn.wait.asyncmark: wrong argument count or types: expected void (i16), got void (i16, i64)

; ASM-LABEL: f:
; ASM:       s_endpgm

;--- mark-i16.ll
declare void @llvm.amdgcn.asyncmark(i16)
define amdgpu_kernel void @f() {
  call void @llvm.amdgcn.asyncmark(i16 0)
  ret void
}

;--- mark-2.ll
declare void @llvm.amdgcn.asyncmark(i32, i32)
define amdgpu_kernel void @f() {
  call void @llvm.amdgcn.asyncmark(i32 0, i32 0)
  ret void
}

;--- wait-0.ll
declare void @llvm.amdgcn.wait.asyncmark()
define amdgpu_kernel void @f() {
  call void @llvm.amdgcn.wait.asyncmark()
  ret void
}

;--- wait-f.ll
declare void @llvm.amdgcn.wait.asyncmark(float)
define amdgpu_kernel void @f() {
  call void @llvm.amdgcn.wait.asyncmark(float 0.0)
  ret void
}

;--- wait-i64.ll
declare void @llvm.amdgcn.wait.asyncmark(i16, i64)
define amdgpu_kernel void @f() {
  call void @llvm.amdgcn.wait.asyncmark(i16 0, i64 0)
  ret void
}
