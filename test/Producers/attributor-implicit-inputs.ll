; LLVM 22's AMDGPU attributor (opt -O3, clang -O3, LTO) infers which implicit
; kernel inputs a kernel does without (`amdgpu-no-dispatch-ptr`, ...) and
; that it needs no AGPR (`amdgpu-agpr-alloc`="0"). Marks and waits are calls
; of declarations it does not know until the code generator lowers them,
; and a callee it knows nothing of takes every input: the kernel then
; preloaded the dispatch and queue pointers and all three work-item ids
; (8 user SGPRs instead of 2 in the bundled GEMM under clang -O3). The
; declarations now say that a marker needs none of them, and nothing that
; alias analysis reads: the kernel with marks gets the very attributes of
; the same kernel without them, through the plugin's own pipeline start and
; through the upgrade tool followed by a stock opt alike, and under clang
; -O3. The declarations here carry what upstream's intrinsics print
; (nocallback, memory(...)): the upgrade drops those, which alias analysis
; would read, and keeps only nounwind and the attributor's.
;
; RUN: %opt -O3 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -S -o %t.opt.ll
; RUN: FileCheck %s < %t.opt.ll
; RUN: asyncmark-upgrade %s -o %t.up.ll
; RUN: %opt-stock -O3 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t.up.ll -S | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t.opt.ll -o - | FileCheck %s --check-prefix=ASM
; RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S \
; RUN:   -fpass-plugin=%plugin %s -o - | FileCheck %s --check-prefix=ASM
;
; CHECK: declare void @llvm.amdgcn.asyncmark() #[[DECL:[0-9]+]]
; CHECK: declare void @llvm.amdgcn.wait.asyncmark(i16{{( immarg)?}}) #[[DECL]]
; CHECK: define amdgpu_kernel void @with_markers({{.*}}) {{.*}}#[[WITH:[0-9]+]] {
; CHECK: define amdgpu_kernel void @without({{.*}}) {{.*}}#[[WITHOUT:[0-9]+]] {
; CHECK: attributes #[[DECL]] = { nounwind [[INPUTS:"amdgpu-agpr-alloc"="0" "amdgpu-no-cluster-id-x".*"amdgpu-no-dispatch-ptr".*"amdgpu-no-queue-ptr".*"amdgpu-no-workitem-id-z"]]{{( "target-cpu"="gfx950")?}} }
; CHECK: attributes #[[WITH]] = { {{.*}}[[INPUTS]] "target-cpu"
; CHECK: attributes #[[WITHOUT]] = { {{.*}}willreturn [[INPUTS]] "target-cpu"
;
; ASM-LABEL: with_markers:
; ASM:       ; asyncmark
; ASM:       .amdhsa_kernel with_markers
; ASM:       .amdhsa_user_sgpr_count 2
; ASM:       .amdhsa_user_sgpr_dispatch_ptr 0
; ASM:       .amdhsa_user_sgpr_queue_ptr 0
; ASM:       .amdhsa_system_vgpr_workitem_id 0
; ASM:       .amdhsa_kernel without
; ASM:       .amdhsa_user_sgpr_count 2

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark() #0
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg) #0

attributes #0 = { nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }

@lds = internal addrspace(3) global [1024 x i32] poison, align 16

define amdgpu_kernel void @with_markers(ptr addrspace(1) %g, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %x = load i32, ptr addrspace(3) @lds
  store i32 %x, ptr addrspace(1) %o
  ret void
}

define amdgpu_kernel void @without(ptr addrspace(1) %g, ptr addrspace(1) %o) {
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  %x = load i32, ptr addrspace(3) @lds
  store i32 %x, ptr addrspace(1) %o
  ret void
}
