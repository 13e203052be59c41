; Two LDS loads of neighbouring words pair into one ds_read2_b32 across a
; mark, as without it: a mark orders async DMAs only. Two passes can pair
; them, and each does on its own:
; * in IR, the load/store vectorizer: the mark's call touches no memory an
;   access could alias, returns and throws nothing (AsyncMarkLowering.cpp);
; * in machine code, si-load-store-opt: the mark's side-effect flag is
;   lifted for that pass alone (MarkMerging.cpp).
; With both off (the vectorizer disabled, and gcn-dpp-combine off, so the
; flag is never lifted) the mark stays a barrier: the control. A wait that
; waits for something still stops the pairing in every run.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-load-store-vectorizer=false %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-dpp-combine=false %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-load-store-vectorizer=false -amdgpu-dpp-combine=false %s -o - | FileCheck %s --check-prefix=BARRIER
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -stop-after=amdgpu-asyncmark-restore-marks %s -o - | FileCheck %s --check-prefix=MIR
;
; CHECK-LABEL: across_mark:
; CHECK:       global_load_lds_dword
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   ds_read_b32
; CHECK:       ds_read2_b32 v[{{[0-9]+}}:{{[0-9]+}}], v{{[0-9]+}} offset1:1
; CHECK-LABEL: across_wait:
; CHECK:       ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}}{{$}}
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:4
;
; CHECK-NOT:   ds_read2
;
; BARRIER-LABEL: across_mark:
; BARRIER:       ; asyncmark
; BARRIER-NOT:   ds_read2
; BARRIER:       ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}}{{$}}
; BARRIER-NEXT:  ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:4
;
; After si-load-store-opt the mark has its side effects back.
; MIR-LABEL: name: across_mark
; MIR:       INLINEASM &"; asyncmark", 1 /* sideeffect attdialect */

target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [256 x i32] poison, align 16
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

define amdgpu_kernel void @across_mark(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %i) {
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %i
  %q = getelementptr i32, ptr addrspace(3) %p, i32 1
  %d = getelementptr i32, ptr addrspace(3) @lds, i32 128
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %d, i32 4, i32 0, i32 0)
  %a = load i32, ptr addrspace(3) %p, align 4
  call void @llvm.amdgcn.asyncmark()
  %b = load i32, ptr addrspace(3) %q, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

define amdgpu_kernel void @across_wait(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %i) {
  %p = getelementptr i32, ptr addrspace(3) @lds, i32 %i
  %q = getelementptr i32, ptr addrspace(3) %p, i32 1
  %d = getelementptr i32, ptr addrspace(3) @lds, i32 128
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %d, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %a = load i32, ptr addrspace(3) %p, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %b = load i32, ptr addrspace(3) %q, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}
