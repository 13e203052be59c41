; Regression test found by utils/fuzz/asyncmark-fuzz.py (kernel seeds 106,
; 1163 and others, gfx950, -O0 and -O3, plugin build of 2026-11-30 04:35):
; `wait.asyncmark(i16 65535)` was rejected with "llvm.amdgcn.wait.asyncmark:
; operand -1 is out of range (0 to 65535)": the i16 immediate was read as
; signed, so every N in 32768..65535 failed. Upstream's N is unsigned
; (0..65535; clang's builtin takes an unsigned short). With one mark, W(65535)
; and W(32768) need nothing; W(0) then needs the DMA -> vmcnt(0).
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.O3.s
; RUN: FileCheck %s < %t.O3.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.O3.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 %s -o %t.O0.s
; RUN: FileCheck %s < %t.O0.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu gfx950 %t.O0.s

; CHECK-LABEL: huge_n:
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       ; wait_asyncmark(65535)
; CHECK-NOT:   vmcnt
; CHECK:       ; wait_asyncmark(32768)
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK:       ds_read_b32

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

@lds = internal addrspace(3) global [1024 x i32] poison, align 16

define amdgpu_kernel void @huge_n(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 65535)
  call void @llvm.amdgcn.wait.asyncmark(i16 32768)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r = load i32, ptr addrspace(3) @lds
  store i32 %r, ptr addrspace(1) %out
  ret void
}
