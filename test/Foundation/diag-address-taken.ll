; Taking the address of an upstream async intrinsic is invalid (it is not a
; function that exists anywhere). LLVM 22's verifier already rejects it for
; names starting with "llvm." ("Cannot take the address of an intrinsic!"),
; with or without the plugin. Under -disable-verify (needed for the buffer
; forms) the plugin reports "<name> may only be called directly", naming the
; function for uses in instructions (a store of the address, the address
; passed as an argument), and without a function for a use in a global
; initializer; llc exits non-zero and no reference to the symbol is emitted
; (the address becomes poison; the only call left is the real one to @use).

; DEFINE: %{nosym} = --implicit-check-not=llvm.amdgcn --implicit-check-not=asyncmark
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFIER
; RUN: not %llc-stock -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERIFIER
; RUN: not %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -o - 2> %t.err \
; RUN:   | FileCheck %s --check-prefix=ASM %{nosym}
; RUN: FileCheck %s --check-prefix=ERR < %t.err
; RUN: grep error: %t.err | count 4

; VERIFIER: Cannot take the address of an intrinsic!
; VERIFIER: input module cannot be verified

; ERR-DAG: error: {{.*}}in function store_addr void (ptr addrspace(1)): llvm.amdgcn.asyncmark may only be called directly
; ERR-DAG: error: {{.*}}in function store_addr void (ptr addrspace(1)): llvm.amdgcn.global.load.async.lds may only be called directly
; ERR-DAG: error: {{.*}}in function pass_addr void (): llvm.amdgcn.wait.asyncmark may only be called directly
; ERR-DAG: error: llvm.amdgcn.raw.buffer.load.async.lds may only be called directly

; ASM-LABEL: store_addr:
; ASM:       s_setpc_b64
; ASM-LABEL: pass_addr:
; ASM:       s_swappc_b64
; ASM:       s_setpc_b64
; ASM-LABEL: table:

declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.load.async.lds(<4 x i32>, ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @use(ptr)

@table = addrspace(1) global [2 x ptr] [ptr @llvm.amdgcn.raw.buffer.load.async.lds, ptr null]

define void @store_addr(ptr addrspace(1) %out) {
  store ptr @llvm.amdgcn.asyncmark, ptr addrspace(1) %out
  store ptr @llvm.amdgcn.global.load.async.lds, ptr addrspace(1) %out
  ret void
}

define void @pass_addr() {
  call void @use(ptr @llvm.amdgcn.wait.asyncmark)
  ret void
}
