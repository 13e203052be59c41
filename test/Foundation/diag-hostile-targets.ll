; Hostile inputs of issue 19 that ended in an abort, a crash or a call to an
; undefined symbol: each is now an error naming the function, and llc exits
; with status 1 (expect-status.py checks the exact status, so a signal
; fails).
; * an unknown processor, as a function attribute or -mcpu, under both
;   selectors: the plugin's errors, then the function's body is dropped
;   (LLVM 22 aborts selecting any instruction for it);
; * target features that turn the instructions off: -vmem-to-lds-load-insts
;   (LDS DMA), -gfx950-insts (16-byte DMA);
; * gfx1250's llvm.amdgcn.s.wait.asynccnt on gfx950 ("Cannot select" in
;   stock LLVM 22);
; * names no LLVM knows: llvm.amdgcn.ASYNCMARK, llvm.amdgcn.mark,
;   llvm.amdgcn.wait.mark, llvm.asyncmark (stock LLVM 22 emits calls to
;   undefined symbols and exits 0).
;
; DEFINE: %{status1} = %python %S/../Checker/Inputs/expect-status.py 1
; RUN: rm -rf %t && split-file %s %t
; RUN: %{status1} %llc -mtriple=amdgcn-amd-amdhsa -O3 %t/cpu-attr.ll -o /dev/null | FileCheck %s --check-prefix=CPU
; RUN: %{status1} %llc -mtriple=amdgcn-amd-amdhsa -O3 -mcpu=gfx9999 %t/cpu-none.ll -o /dev/null | FileCheck %s --check-prefix=CPU
; RUN: %{status1} %llc-gisel -mtriple=amdgcn-amd-amdhsa -O3 -mcpu=gfx9999 %t/cpu-none.ll -o /dev/null | FileCheck %s --check-prefix=CPU
; RUN: %{status1} %llc -mtriple=amdgcn-amd-amdhsa -O3 %t/features.ll -o /dev/null | FileCheck %s --check-prefix=FEAT
; RUN: %{status1} %llc -mtriple=amdgcn-amd-amdhsa -O3 %t/waitcnt.ll -o /dev/null | FileCheck %s --check-prefix=WAITCNT
; RUN: %{status1} %llc -mtriple=amdgcn-amd-amdhsa -O3 -mcpu=gfx950 %t/names.ll -o - | FileCheck %s --check-prefix=NAMES
;
; CPU:     error: {{.*}}in function k {{.*}}: llvm.amdgcn.global.load.async.lds: unknown AMDGPU processor 'gfx9999'
; CPU:     error: {{.*}}in function k {{.*}}: llvm.amdgcn.asyncmark: unknown AMDGPU processor 'gfx9999'
; CPU-NOT: LLVM ERROR
; FEAT-DAG: error: {{.*}}in function no_dma {{.*}}: llvm.amdgcn.global.load.async.lds: the target features of the function turn LDS DMA off (-vmem-to-lds-load-insts)
; FEAT-DAG: error: {{.*}}in function no_gfx950 {{.*}}: llvm.amdgcn.global.load.async.lds: size 16 needs gfx950's instructions, which the target features of the function turn off (-gfx950-insts)
; FEAT-NOT: LLVM ERROR
; WAITCNT: error: {{.*}}in function k {{.*}}: llvm.amdgcn.s.wait.asynccnt: not available on gfx950
; WAITCNT-NOT: LLVM ERROR
; NAMES-DAG: error: {{.*}}in function k {{.*}}: llvm.amdgcn.ASYNCMARK is not an intrinsic of LLVM 22 or of the asyncmark plugin (did you mean llvm.amdgcn.asyncmark?)
; NAMES-DAG: error: {{.*}}in function k {{.*}}: llvm.amdgcn.mark is not an intrinsic of LLVM 22 or of the asyncmark plugin (did you mean llvm.amdgcn.asyncmark?)
; NAMES-DAG: error: {{.*}}in function k {{.*}}: llvm.amdgcn.wait.mark is not an intrinsic of LLVM 22 or of the asyncmark plugin (did you mean llvm.amdgcn.{{(wait.)?}}asyncmark?)
; NAMES-DAG: error: {{.*}}in function k {{.*}}: llvm.asyncmark is not an intrinsic of LLVM 22 or of the asyncmark plugin (did you mean llvm.amdgcn.asyncmark?)
; NAMES-NOT: s_swappc_b64
; NAMES-NOT: gotpcrel

;--- cpu-attr.ll
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(3) %lds, ptr addrspace(1) %out) #0 {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
attributes #0 = { nounwind "target-cpu"="gfx9999" }

;--- cpu-none.ll
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) %lds
  store i32 %v, ptr addrspace(1) %out
  ret void
}
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

;--- features.ll
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @no_dma(ptr addrspace(1) %in, ptr addrspace(3) %lds) #0 {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}
define amdgpu_kernel void @no_gfx950(ptr addrspace(1) %in, ptr addrspace(3) %lds) #1 {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %in, ptr addrspace(3) %lds, i32 16, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
attributes #0 = { nounwind "target-cpu"="gfx950" "target-features"="-vmem-to-lds-load-insts" }
attributes #1 = { nounwind "target-cpu"="gfx950" "target-features"="-gfx950-insts" }

;--- waitcnt.ll
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k() #0 {
  call void @llvm.amdgcn.s.wait.asynccnt(i16 0)
  ret void
}
declare void @llvm.amdgcn.s.wait.asynccnt(i16)
attributes #0 = { nounwind "target-cpu"="gfx950" }

;--- names.ll
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k() {
  call void @llvm.amdgcn.ASYNCMARK()
  call void @llvm.amdgcn.mark()
  call void @llvm.amdgcn.wait.mark(i16 0)
  call void @llvm.asyncmark()
  ret void
}
declare void @llvm.amdgcn.ASYNCMARK()
declare void @llvm.amdgcn.mark()
declare void @llvm.amdgcn.wait.mark(i16)
declare void @llvm.asyncmark()
