; Seven uniform if/else diamonds, each arm issuing LDS DMAs and closing a
; group at its join (shared/reproducers/verify_gives_up.ll). Verify mode used to enumerate the
; distinct path states of each block, found more than 4096 in one, and passed
; the function with only an analysis remark. It now proves every wait with an
; exact dataflow: the compile succeeds with no diagnostic at all. A resource
; limit that bites (here set to one mark summary per block) is a warning
; naming the function, never a silent pass.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.s 2>%t.err
; RUN: FileCheck %s < %t.s
; RUN: FileCheck --check-prefix=QUIET --allow-empty %s < %t.err
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o /dev/null \
; RUN:   -amdgpu-asyncmark-verify-max-states=1 2>&1 | FileCheck --check-prefix=LIMIT %s
;
; The wait on the first group gets vmcnt(12): every arm of the six later
; diamonds issues two counted operations (a DMA and a store, or two DMAs).
; The structurizer's flow blocks give the machine CFG paths that skip both
; arms of a diamond, but they branch on constants no execution lets them
; take that way; the lowering and verify mode both read them
; (test/Waits/join-flow-edges.ll), and verify mode proves vmcnt(12).
; CHECK-LABEL: k:
; CHECK:       ; %j6
; CHECK-NOT:   {{vmcnt|ds_read|global_|asyncmark}}
; CHECK:       s_waitcnt vmcnt(12)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(6)
; CHECK-NEXT:  ;;#ASMEND
; CHECK:       ds_read_b32
; CHECK:       ; wait_asyncmark(0)
; CHECK:       ds_read_b32
;
; QUIET-NOT: {{.}}
;
; LIMIT: warning: {{.*}}in function k void (ptr addrspace(1), ptr addrspace(1), ptr addrspace(1), ptr addrspace(3), i32): asyncmark verifier: more than 1 mark summaries in one block; the waits of this function are not verified (-amdgpu-asyncmark-verify-max-states)
; LIMIT-NOT: error
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %x, ptr addrspace(1) %out, ptr addrspace(3) %lds, i32 inreg %c) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = zext i32 %tid to i64
  %g = getelementptr i32, ptr addrspace(1) %in, i64 %off
  br label %d0
d0:
  %bit0 = and i32 %c, 1
  %cc0 = icmp eq i32 %bit0, 0
  br i1 %cc0, label %a0, label %b0
a0:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 4, i32 0)
  %sp0_0 = getelementptr i32, ptr addrspace(1) %out, i64 4096
  store i32 0, ptr addrspace(1) %sp0_0
  br label %j0
b0:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 12, i32 0)
  br label %j0
j0:
  call void @llvm.amdgcn.asyncmark()
  br label %d1
d1:
  %bit1 = and i32 %c, 2
  %cc1 = icmp eq i32 %bit1, 0
  br i1 %cc1, label %a1, label %b1
a1:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 16, i32 0)
  %sp1_0 = getelementptr i32, ptr addrspace(1) %out, i64 4608
  store i32 10, ptr addrspace(1) %sp1_0
  %sp1_1 = getelementptr i32, ptr addrspace(1) %out, i64 4672
  store i32 11, ptr addrspace(1) %sp1_1
  br label %j1
b1:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 20, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 24, i32 0)
  br label %j1
j1:
  call void @llvm.amdgcn.asyncmark()
  br label %d2
d2:
  %bit2 = and i32 %c, 4
  %cc2 = icmp eq i32 %bit2, 0
  br i1 %cc2, label %a2, label %b2
a2:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 28, i32 0)
  %sp2_0 = getelementptr i32, ptr addrspace(1) %out, i64 5120
  store i32 20, ptr addrspace(1) %sp2_0
  %sp2_1 = getelementptr i32, ptr addrspace(1) %out, i64 5184
  store i32 21, ptr addrspace(1) %sp2_1
  %sp2_2 = getelementptr i32, ptr addrspace(1) %out, i64 5248
  store i32 22, ptr addrspace(1) %sp2_2
  br label %j2
b2:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 32, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 36, i32 0)
  br label %j2
j2:
  call void @llvm.amdgcn.asyncmark()
  br label %d3
d3:
  %bit3 = and i32 %c, 8
  %cc3 = icmp eq i32 %bit3, 0
  br i1 %cc3, label %a3, label %b3
a3:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 40, i32 0)
  %sp3_0 = getelementptr i32, ptr addrspace(1) %out, i64 5632
  store i32 30, ptr addrspace(1) %sp3_0
  br label %j3
b3:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 44, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 48, i32 0)
  br label %j3
j3:
  call void @llvm.amdgcn.asyncmark()
  br label %d4
d4:
  %bit4 = and i32 %c, 16
  %cc4 = icmp eq i32 %bit4, 0
  br i1 %cc4, label %a4, label %b4
a4:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 52, i32 0)
  %sp4_0 = getelementptr i32, ptr addrspace(1) %out, i64 6144
  store i32 40, ptr addrspace(1) %sp4_0
  %sp4_1 = getelementptr i32, ptr addrspace(1) %out, i64 6208
  store i32 41, ptr addrspace(1) %sp4_1
  br label %j4
b4:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 56, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 60, i32 0)
  br label %j4
j4:
  call void @llvm.amdgcn.asyncmark()
  br label %d5
d5:
  %bit5 = and i32 %c, 32
  %cc5 = icmp eq i32 %bit5, 0
  br i1 %cc5, label %a5, label %b5
a5:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 64, i32 0)
  %sp5_0 = getelementptr i32, ptr addrspace(1) %out, i64 6656
  store i32 50, ptr addrspace(1) %sp5_0
  %sp5_1 = getelementptr i32, ptr addrspace(1) %out, i64 6720
  store i32 51, ptr addrspace(1) %sp5_1
  %sp5_2 = getelementptr i32, ptr addrspace(1) %out, i64 6784
  store i32 52, ptr addrspace(1) %sp5_2
  br label %j5
b5:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 68, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 72, i32 0)
  br label %j5
j5:
  call void @llvm.amdgcn.asyncmark()
  br label %d6
d6:
  %bit6 = and i32 %c, 64
  %cc6 = icmp eq i32 %bit6, 0
  br i1 %cc6, label %a6, label %b6
a6:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 76, i32 0)
  %sp6_0 = getelementptr i32, ptr addrspace(1) %out, i64 7168
  store i32 60, ptr addrspace(1) %sp6_0
  br label %j6
b6:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 80, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 84, i32 0)
  br label %j6
j6:
  call void @llvm.amdgcn.asyncmark()
  br label %d7
d7:
  call void @llvm.amdgcn.wait.asyncmark(i16 6)
  %lp = getelementptr i32, ptr addrspace(3) %lds, i32 %tid
  %v = load i32, ptr addrspace(3) %lp
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %l2 = getelementptr i32, ptr addrspace(3) %lp, i32 64
  %v2 = load i32, ptr addrspace(3) %l2
  %s = add i32 %v, %v2
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %off
  store i32 %s, ptr addrspace(1) %o
  ret void
}
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { nounwind "target-cpu"="gfx950" }
