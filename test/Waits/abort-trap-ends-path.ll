; A path ends at llvm.trap's `s_trap 2` (the trap handler ends the wave):
; a group issued after the trap in its block is never in flight at the
; wait after the join, so wait(0) waits for nothing. GlobalISel at -O0
; emits such code for an LDS global in a function that is not a kernel (a
; trap, then the rest of the block; fuzz seeds 633 and 646). The wait
; lowering and verify mode end the path there as the checker does; before,
; the lowering waited vmcnt(0) for the trapped path's DMA.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 %s -o %t.O0.s
; RUN: FileCheck %s < %t.O0.s
; RUN: FileCheck %s --check-prefix=TRAP < %t.O0.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.O0.s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -amdgpu-asyncmark-verify %s -o %t.gisel.s
; RUN: FileCheck %s < %t.gisel.s
; RUN: FileCheck %s --check-prefix=TRAP < %t.gisel.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.gisel.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.O3.s
; RUN: FileCheck %s < %t.O3.s
; RUN: FileCheck %s --check-prefix=TRAP < %t.O3.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.O3.s

; CHECK-LABEL: trap_then_group:
; CHECK-NOT:   vmcnt
; CHECK:       ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_endpgm

; The trapped block is there, with its group (at -O3 placed after the join).
; TRAP:      s_trap 2
; TRAP:      global_load_lds_dword
; TRAP-NEXT: ;;#ASMSTART
; TRAP-NEXT: ; asyncmark

define amdgpu_kernel void @trap_then_group(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out, i32 %c) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %cond = icmp eq i32 %c, 0
  br i1 %cond, label %trapped, label %join
trapped:
  call void @llvm.trap()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r = load i32, ptr addrspace(3) %lds
  store i32 %r, ptr addrspace(1) %out
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.trap()
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
