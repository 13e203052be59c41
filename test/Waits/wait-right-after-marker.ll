; A marker emits no code, so a wait right after it, before anything that
; issues, acts where the marker is. Here W(1) needs vmcnt(2) (A2 and the
; ordinary DMA S follow A1), and the LDS read right after it needs S
; complete: the lowering writes vmcnt(2) before the marker and vmcnt(0)
; before the read, right after the marker. The completion pass then finds
; vmcnt(2) redundant and removes it, with a remark. Verify mode counts the
; vmcnt(0) for the marker (test/Verify/verify-waits-right-after.mir) and so
; does the checker.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.s \
; RUN:   -pass-remarks-analysis=amdgpu-asyncmark 2>%t.remarks
; RUN: FileCheck %s < %t.s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -global-isel %s -o - | FileCheck %s
;
; CHECK-LABEL: sync_read_after:
; CHECK:       global_load_lds_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] offset:8
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  ds_read_b32
;
; REMARK: remark: {{.*}}wait_asyncmark(1) in sync_read_after:bb.0: s_waitcnt vmcnt(2) for the mark 2 back
; REMARK: remark: {{.*}}wait_asyncmark(1) in sync_read_after:bb.0: no wait instead of vmcnt(2)

@buf = internal addrspace(3) global [64 x i32] poison, align 16
@dst = internal addrspace(3) global [64 x i32] poison, align 16
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @sync_read_after(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 8, i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) @buf
  store i32 %v, ptr addrspace(1) %out
  ret void
}
