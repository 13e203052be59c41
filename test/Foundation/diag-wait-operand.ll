; Bad wait.asyncmark operands are diagnosed as errors that name the function
; and the problem, llc exits non-zero (`not`, which also fails on a crash),
; and the bad call is deleted rather than emitted as a call to an undefined
; symbol (the assembly llc still prints has no s_getpc/s_swappc and no
; `asyncmark@` relocation).
; Cases: a non-constant operand (i16 argument); wait.asyncmark declared with
; an operand type other than upstream's i16 (i32, i8, i1, i64, i128, and a
; vararg declaration called with extra operands): every call is an error
; naming the type, even where the value would fit (an i8 -1 is not 255, an
; i32 65535 is not guessed at).

; DEFINE: %{nocall} = --implicit-check-not=s_swappc_b64 --implicit-check-not=s_getpc_b64 --implicit-check-not=asyncmark@
; RUN: rm -rf %t && split-file %s %t
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/i16.ll -o - 2> %t/i16.err \
; RUN:   | FileCheck %s --check-prefix=ASM16 %{nocall}
; RUN: FileCheck %s --check-prefix=ERR16 < %t/i16.err
; RUN: grep error: %t/i16.err | count 1
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/i32.ll -o - 2> %t/i32.err \
; RUN:   | FileCheck %s --check-prefix=ASM32 %{nocall}
; RUN: FileCheck %s --check-prefix=ERR32 < %t/i32.err
; RUN: grep error: %t/i32.err | count 2
; RUN: for ty in i8 i1 i64 i128; do sed "s/TY/$ty/g" %t/other.ll > %t/$ty.ll; \
; RUN:   not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/$ty.ll -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR-$ty; done
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/vararg.ll -o - 2> %t/vararg.err \
; RUN:   | FileCheck %s --check-prefix=ASMVA %{nocall}
; RUN: FileCheck %s --check-prefix=ERRVA < %t/vararg.err

; ERR16: error: {{.*}}in function nonconst void (i16): llvm.amdgcn.wait.asyncmark: the operand must be a constant
; ASM16-LABEL: nonconst:
; ASM16:       s_endpgm

; ERR32-DAG: error: {{.*}}in function too_big void (): llvm.amdgcn.wait.asyncmark: wrong argument count or types: expected void (i16), got void (i32)
; ERR32-DAG: error: {{.*}}in function fits void (): llvm.amdgcn.wait.asyncmark: wrong argument count or types: expected void (i16), got void (i32) (2 calls)
; ASM32-LABEL: too_big:
; ASM32-NOT:   wait_asyncmark
; ASM32:       s_endpgm
; ASM32-LABEL: fits:
; ASM32-NOT:   wait_asyncmark
; ASM32:       s_endpgm

; ERR-i8:   error: {{.*}}in function f void (): llvm.amdgcn.wait.asyncmark: wrong argument count or types: expected void (i16), got void (i8)
; ERR-i1:   error: {{.*}}in function f void (): llvm.amdgcn.wait.asyncmark: wrong argument count or types: expected void (i16), got void (i1)
; ERR-i64:  error: {{.*}}in function f void (): llvm.amdgcn.wait.asyncmark: wrong argument count or types: expected void (i16), got void (i64)
; ERR-i128: error: {{.*}}in function f void (): llvm.amdgcn.wait.asyncmark: wrong argument count or types: expected void (i16), got void (i128)

; ERRVA-DAG: error: {{.*}}in function va void (): llvm.amdgcn.wait.asyncmark: wrong argument count or types: expected void (i16), got void (i16, ...)
; ERRVA-DAG: error: {{.*}}in function va void (): llvm.amdgcn.asyncmark: wrong argument count or types: expected void (), got void (...)
; ASMVA-LABEL: va:
; ASMVA-NOT:   asyncmark
; ASMVA:       s_endpgm

;--- i16.ll
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @nonconst(i16 %n) {
  call void @llvm.amdgcn.wait.asyncmark(i16 %n)
  ret void
}

;--- i32.ll
declare void @llvm.amdgcn.wait.asyncmark(i32)

define amdgpu_kernel void @too_big() {
  call void @llvm.amdgcn.wait.asyncmark(i32 70000)
  ret void
}

define amdgpu_kernel void @fits() {
  call void @llvm.amdgcn.wait.asyncmark(i32 65535)
  call void @llvm.amdgcn.wait.asyncmark(i32 0)
  ret void
}

;--- other.ll
declare void @llvm.amdgcn.wait.asyncmark(TY)

define amdgpu_kernel void @f() {
  call void @llvm.amdgcn.wait.asyncmark(TY -1)
  ret void
}

;--- vararg.ll
declare void @llvm.amdgcn.asyncmark(...)
declare void @llvm.amdgcn.wait.asyncmark(i16, ...)

define amdgpu_kernel void @va() {
  call void (...) @llvm.amdgcn.asyncmark(i32 1)
  call void (i16, ...) @llvm.amdgcn.wait.asyncmark(i16 0, i32 7)
  ret void
}
