; At -O0 the structurizer's flow constant is spilled to VGPR lanes, copied
; to an AGPR and back, and read back with v_readlane in the flow block
; (test/Waits/flow-lanes.mir has the machine shape). Here %then is entered
; from the entry only: one mark precedes its wait_asyncmark(1), which needs
; nothing. The machine CFG also has the path %else -> %loop -> %exit ->
; Flow -> %then, which the flow constant written on %exit (0) rules out;
; judged on it, the wait would be vmcnt(1). Both selectors, verify mode on,
; and the assembly checker's own reading of the lanes must agree.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 %s -o %t.dag.s
; RUN: FileCheck %s < %t.dag.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.dag.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -global-isel %s -o %t.gisel.s
; RUN: FileCheck %s < %t.gisel.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.gisel.s

; CHECK-LABEL: ; %then
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   s_waitcnt vmcnt
; CHECK:       ds_read_b32
; CHECK-LABEL: ; %join
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)

target triple = "amdgcn-amd-amdhsa"

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @lane_flow(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %out, i32 %c, i32 %n) {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %cc = icmp ugt i32 %c, 1
  br i1 %cc, label %then, label %else

then:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) %l
  store i32 %v, ptr addrspace(1) %out
  br label %join

else:
  br label %loop

loop:
  %i = phi i32 [ 0, %else ], [ %i.next, %loop ]
  %lp = getelementptr i8, ptr addrspace(3) %l, i32 1024
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lp, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  br label %join

join:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %w = load i32, ptr addrspace(3) %l
  store i32 %w, ptr addrspace(1) %out
  ret void
}
