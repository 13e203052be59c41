; Regression (shared/reproducers/dma_offset_wrap.ll): immediate offsets of
; async DMAs that the instruction's field cannot hold were wrapped silently
; in the object file (4096 became -4096, 8192 became 0, a buffer offset of
; 8196 became 4). Each is now an error naming the function, the form and the
; offset, exit status 1. The largest offsets that fit still compile, to the
; offset asked for (@edges: 4095 and -4096 for the global form, 4095 for a
; buffer form).
;
; RUN: rm -rf %t && split-file %s %t
; RUN: not %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -filetype=obj %t/wrap.ll -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: %llc -disable-verify -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %t/edges.ll -o - | FileCheck %s --check-prefix=EDGES
;
; ERR-DAG: error: {{.*}}in function k {{.*}}: llvm.amdgcn.global.load.async.lds: offset 4096 does not fit the instruction (-4096 to 4095); add it to the address instead
; ERR-DAG: error: {{.*}}in function k {{.*}}: llvm.amdgcn.global.load.async.lds: offset 8192 does not fit the instruction (-4096 to 4095); add it to the address instead
; ERR-DAG: error: {{.*}}in function k {{.*}}: llvm.amdgcn.raw.ptr.buffer.load.async.lds: offset 8196 does not fit the instruction (0 to 4095); add it to the address instead
; ERR-NOT: PLEASE submit
;
; EDGES-LABEL: edges:
; EDGES: global_load_lds_dword {{.*}} offset:4095
; EDGES: global_load_lds_dword {{.*}} offset:-4096
; EDGES: buffer_load_dword {{.*}} offset:4095 lds

;--- wrap.ll
target triple = "amdgcn-amd-amdhsa"
; async DMA immediate offsets that do not fit the instruction's offset field
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(3) %lds, ptr addrspace(8) %rsrc) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = zext i32 %tid to i64
  %g = getelementptr i32, ptr addrspace(1) %in, i64 %off
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 4096, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 8192, i32 0)
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 4, i32 0, i32 0, i32 8196, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %lp = getelementptr i32, ptr addrspace(3) %lds, i32 %tid
  %lq = getelementptr i32, ptr addrspace(3) %lp, i32 1024
  %v = load i32, ptr addrspace(3) %lq
  %o = getelementptr i32, ptr addrspace(1) %out, i64 %off
  store i32 %v, ptr addrspace(1) %o
  ret void
}
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32, i32, i32)
declare void @llvm.amdgcn.sched.group.barrier(i32, i32, i32)
declare void @llvm.amdgcn.iglp.opt(i32)
declare void @llvm.amdgcn.sched.barrier(i32)
declare void @llvm.amdgcn.s.barrier()
attributes #0 = { nounwind "target-cpu"="gfx950" }
;--- edges.ll
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @edges(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(8) %rsrc) #0 {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 4095, i32 0)
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %lds, i32 4, i32 -4096, i32 0)
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) %lds, i32 4, i32 0, i32 0, i32 4095, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
attributes #0 = { nounwind "target-cpu"="gfx950" }
