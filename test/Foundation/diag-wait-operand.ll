; Bad wait.asyncmark operands are diagnosed as errors that name the function
; and the problem, llc exits non-zero (`not`, which also fails on a crash),
; and the bad call is deleted rather than emitted as a call to an undefined
; symbol (the assembly llc still prints has no s_getpc/s_swappc and no
; `asyncmark@` relocation). Valid waits in the same module are still lowered.
; Cases: a non-constant operand (i16 argument); with a declared
; `wait.asyncmark(i32)`: 70000 and -1 (out of range), a non-constant i32,
; and 65535 (the largest valid value, accepted).

; DEFINE: %{nocall} = --implicit-check-not=s_swappc_b64 --implicit-check-not=s_getpc_b64 --implicit-check-not=asyncmark@
; RUN: rm -rf %t && split-file %s %t
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/i16.ll -o - 2> %t/i16.err \
; RUN:   | FileCheck %s --check-prefix=ASM16 %{nocall}
; RUN: FileCheck %s --check-prefix=ERR16 < %t/i16.err
; RUN: grep error: %t/i16.err | count 1
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/i32.ll -o - 2> %t/i32.err \
; RUN:   | FileCheck %s --check-prefix=ASM32 %{nocall}
; RUN: FileCheck %s --check-prefix=ERR32 < %t/i32.err
; RUN: grep error: %t/i32.err | count 3

; ERR16: error: {{.*}}in function nonconst void (i16): llvm.amdgcn.wait.asyncmark: the operand must be a constant
; ASM16-LABEL: nonconst:
; ASM16:       s_endpgm

; ERR32-DAG: error: {{.*}}in function too_big void (): llvm.amdgcn.wait.asyncmark: operand 70000 is out of range (0 to 65535)
; ERR32-DAG: error: {{.*}}in function minus_one void (): llvm.amdgcn.wait.asyncmark: operand -1 is out of range (0 to 65535)
; ERR32-DAG: error: {{.*}}in function nonconst32 void (i32): llvm.amdgcn.wait.asyncmark: the operand must be a constant
; ASM32-LABEL: too_big:
; ASM32-NOT:   wait_asyncmark
; ASM32:       s_endpgm
; ASM32-LABEL: minus_one:
; ASM32-NOT:   wait_asyncmark
; ASM32:       s_endpgm
; ASM32-LABEL: nonconst32:
; ASM32-NOT:   wait_asyncmark
; ASM32:       s_endpgm
; ASM32-LABEL: max_ok:
; ASM32:       ;;#ASMSTART
; ASM32-NEXT:  ; wait_asyncmark(65535)
; ASM32-NEXT:  ;;#ASMEND
; ASM32:       s_endpgm

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

define amdgpu_kernel void @minus_one() {
  call void @llvm.amdgcn.wait.asyncmark(i32 -1)
  ret void
}

define amdgpu_kernel void @nonconst32(i32 %n) {
  call void @llvm.amdgcn.wait.asyncmark(i32 %n)
  ret void
}

define amdgpu_kernel void @max_ok() {
  call void @llvm.amdgcn.wait.asyncmark(i32 65535)
  ret void
}
