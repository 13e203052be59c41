; An intrinsic's address used inside a constant expression (here
; `ptrtoint (ptr @llvm.amdgcn.asyncmark to i64)` returned by a function): the
; error names the function that contains the use, and the use is replaced
; without mutating the uniqued constant in place. (Regression test: an earlier
; version did neither.)

; RUN: not %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: error: {{.*}}in function cexpr i64 (): llvm.amdgcn.asyncmark may only be called directly
; CHECK-NOT: PLEASE submit a bug report

declare void @llvm.amdgcn.asyncmark()

define i64 @cexpr() {
  ret i64 ptrtoint (ptr @llvm.amdgcn.asyncmark to i64)
}
