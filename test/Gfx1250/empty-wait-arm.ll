; gfx1250 (ASYNCcnt): an arm that holds nothing but waits that wait for
; nothing gives them up to the end of the block before the branch, and
; folds away, as on gfx950 (test/Waits/empty-wait-arm.ll).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1250 -O3 %s -o %t.s \
; RUN:   -pass-remarks=amdgpu-asyncmark-lower 2>%t.remarks
; RUN: FileCheck %s < %t.s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s

; REMARK: remark: {{.*}}: wait_asyncmark(0) in uniform_arm moved from %else to the end of %entry
; REMARK: remark: {{.*}}: wait_asyncmark(1) in uniform_arm moved from %else to the end of %entry

; CHECK-LABEL: uniform_arm:
; CHECK:       s_cmp_lg_u32
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  s_cbranch_scc1
; CHECK-NEXT:  ; %bb.1: ; %then
; CHECK-NOT:   %else
; CHECK:       s_wait_asynccnt 0x1
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK:       s_endpgm

declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
@buf = internal addrspace(3) global [256 x i32] poison, align 16

define amdgpu_kernel void @uniform_arm(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %c) {
entry:
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 256, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 512, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
else:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) @buf, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
