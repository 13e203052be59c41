; A read after a wait that waits for nothing only because an earlier wait
; bounds the groups in flight, tagged as the fuzzer tags reads (offset
; 4096 + 8: tag 1): two groups, wait(0) with a read (so that the wait is no
; mark's neighbour), a third group, then wait(1) and the tagged read. After
; wait(0) at most 1 group is in flight at wait(1), so it waits for nothing;
; the read may move across it and its mark, not across wait(0).
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [8 x [4096 x i8]] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)

define amdgpu_kernel void @bounded(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %vo = shl i32 %tid, 2
  %s1 = getelementptr i8, ptr addrspace(3) @lds, i32 4096
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gt, ptr addrspace(3) %s1, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %s2 = getelementptr i8, ptr addrspace(3) @lds, i32 8192
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gt, ptr addrspace(3) %s2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %o0 = add i32 %vo, 8192
  %p0 = getelementptr i8, ptr addrspace(3) @lds, i32 %o0
  %r0 = load i32, ptr addrspace(3) %p0, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r0b = load i32, ptr addrspace(3) %p0, align 4
  %s3 = getelementptr i8, ptr addrspace(3) @lds, i32 12288
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gt, ptr addrspace(3) %s3, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %x = add i32 %r0, %r0b
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %o1 = add i32 %vo, 4104
  %p1 = getelementptr i8, ptr addrspace(3) @lds, i32 %o1
  %r1 = load i32, ptr addrspace(3) %p1, align 4
  %s = add i32 %x, %r1
  store i32 %s, ptr addrspace(1) %ot, align 4
  ret void
}
