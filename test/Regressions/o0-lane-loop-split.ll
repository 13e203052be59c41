; At -O0 under GlobalISel every uniform if/else of this loop leaves a flow
; block that reads its constant back from a lane of a VGPR spill. Telling
; the flow blocks' never-taken edges apart needs several path nodes per
; block: each flow block is entered with the constants of the arms before
; it, around the loop. Verify mode stopped at 4 nodes per block plus 64 and
; the checker at 2 plus 64; both then judged the wait on every machine CFG
; edge, where a path skips both arms' stores, and rejected vmcnt(14),
; which is exact: each of the 14 marks the wait needs comes with one store
; of its iteration after the DMA (fuzz seed 500025, GlobalISel -O0,
; reduced).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -global-isel -verify-machineinstrs %s -o %t.s
; RUN: FileCheck %s < %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s | FileCheck %s --check-prefix=CHECKER

declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)

; CHECK-LABEL: lane_loop:
; CHECK:       global_load_lds_dword
; CHECK:       s_waitcnt vmcnt(14)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(13)
; CHECK-NEXT:  ;;#ASMEND
; CHECKER: lane_loop: wait_asyncmark(13): emitted vmcnt(14) | loosest safe vmcnt(14) | ok
define amdgpu_kernel void @lane_loop(ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(3) %lds, i32 inreg %c) {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 1020, i32 0)
  br label %loop

loop:
  %c.ne3 = icmp ne i32 %c, 3
  br i1 %c.ne3, label %then1, label %else1

then1:
  store i32 0, ptr addrspace(1) %out, align 4
  br label %join1

else1:
  store i32 1, ptr addrspace(1) %out, align 4
  br label %join1

join1:
  %c.gt2 = icmp ugt i32 %c, 2
  br i1 %c.gt2, label %then2, label %else2

then2:
  call void @llvm.amdgcn.asyncmark()
  br label %join2

else2:
  br label %join2

join2:
  %c.lt4 = icmp slt i32 %c, 4
  br i1 %c.lt4, label %then3, label %else3

then3:
  br label %join3

else3:
  br label %join3

join3:
  call void @llvm.amdgcn.wait.asyncmark(i16 13)
  br label %latch1

; Empty blocks, as a generator's nested exits leave them: -O0 keeps each.
latch1:
  br label %latch2

latch2:
  br label %latch3

latch3:
  br label %latch4

latch4:
  br label %loop
}
