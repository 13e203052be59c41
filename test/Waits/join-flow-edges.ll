; Scenario 11: a wait after a uniform if/else is exact, though the machine
; CFG has the structurizer's flow blocks.
;
;   entry: A1 M1
;   then:  S S A2 M2 S          (wave barrier keeps S S before A2)
;   else:  A3 M3 S S S S
;   join:  W(1) R1 W(0) R2
; Branch on a kernel argument (uniform); S = global store (counted on gfx9).
;
; Hand derivation over the two real paths:
; * W(1): then-path marks [M1 M2], targets M1: S S A2 S follow A1 -> 4;
;   else-path marks [M1 M3], targets M1: A3 S S S S follow A1 -> 5.
;   Minimum -> vmcnt(4).
; * W(0), after vmcnt(4) acted on both paths and W(1) consumed M1:
;   then-path targets M2: one S follows A2 -> 1 (vmcnt(4) left A2 pending);
;   else-path targets M3: four S follow A3, and vmcnt(4) already completed
;   A3 -> nothing. Minimum -> vmcnt(1).
;
; The machine CFG also has a path entry -> flow -> join with only M1, on
; which W(0) would need vmcnt(0). No execution takes it: under SelectionDAG
; the flow block branches on `vcc = exec & ~(-1)`, always zero, so its
; s_branch to the join is dead; under GlobalISel the flow block tests a
; value the entry sets to 1 and the else arm to 0, so it goes to the then
; arm from the entry and to the join from the else arm. The lowering reads
; those constants (lib/CodeGen/ConstantBranches.h); verify mode reads them
; with its own rules and passes the exact waits. Without the reading
; (-amdgpu-asyncmark-constant-branches=false) W(0) gets vmcnt(0).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-verify %s -o - | FileCheck %s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-verify %s -o - | FileCheck %s --check-prefix=GISEL
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-constant-branches=false %s -o - | FileCheck %s --check-prefix=OFF
;
; GISEL-LABEL: uneven_both:
; GISEL:       s_waitcnt vmcnt(4)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(1)
; GISEL:       s_waitcnt vmcnt(1)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)
;
; OFF-LABEL: uneven_both:
; OFF:       s_waitcnt vmcnt(4)
; OFF-NEXT:  ;;#ASMSTART
; OFF-NEXT:  ; wait_asyncmark(1)
; OFF:       s_waitcnt vmcnt(0)
; OFF-NEXT:  ;;#ASMSTART
; OFF-NEXT:  ; wait_asyncmark(0)

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.wave.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK-LABEL: uneven_both:
; CHECK:       ; %join
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(4)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32 {{.*}} offset:256
define amdgpu_kernel void @uneven_both(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %c) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 64
  %lds2 = getelementptr i8, ptr addrspace(3) %lds, i32 256
  %q1 = getelementptr i32, ptr addrspace(1) %q, i32 64
  %q2 = getelementptr i32, ptr addrspace(1) %q, i32 128
  %q3 = getelementptr i32, ptr addrspace(1) %q, i32 192
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  store i32 1, ptr addrspace(1) %q
  store i32 2, ptr addrspace(1) %q1
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p2, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  store i32 3, ptr addrspace(1) %q2
  br label %join
else:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p2, ptr addrspace(3) %lds2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  store i32 4, ptr addrspace(1) %q
  store i32 5, ptr addrspace(1) %q1
  store i32 6, ptr addrspace(1) %q2
  store i32 7, ptr addrspace(1) %q3
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %r1 = load i32, ptr addrspace(3) %lds
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r2 = load i32, ptr addrspace(3) %lds2
  %s = add i32 %r1, %r2
  store volatile i32 %s, ptr addrspace(1) %out
  ret void
}
