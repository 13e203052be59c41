; A kernel with three reads that follow a wait, tagged as the fuzzer tags
; them (offset 4096 + 8, 8192 + 16, 12288 + 24; see generator.READ_TAG_STEP):
;   tag 1: two groups, wait(1), the read: the older group must be complete;
;   tag 2: in a loop whose body issues a group and waits for the one before
;          it (a pipeline): the read must stay in the loop, after the wait;
;   tag 3: after wait(0), with a twin (the same read) before the wait.
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [8 x [4096 x i8]] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)

define amdgpu_kernel void @read_order(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %n) {
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
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %o1 = add i32 %vo, 4104
  %p1 = getelementptr i8, ptr addrspace(3) @lds, i32 %o1
  %r1 = load i32, ptr addrspace(3) %p1, align 4
  store i32 %r1, ptr addrspace(1) %ot, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gt, ptr addrspace(3) %s2, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %o2 = add i32 %vo, 8208
  %p2 = getelementptr i8, ptr addrspace(3) @lds, i32 %o2
  %r2 = load i32, ptr addrspace(3) %p2, align 4
  %q2 = getelementptr i32, ptr addrspace(1) %ot, i32 64
  store i32 %r2, ptr addrspace(1) %q2, align 4
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %s3 = getelementptr i8, ptr addrspace(3) @lds, i32 12288
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gt, ptr addrspace(3) %s3, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %t3 = add i32 %vo, 12312
  %tp3 = getelementptr i8, ptr addrspace(3) @lds, i32 %t3
  %tw3 = load i32, ptr addrspace(3) %tp3, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %o3 = add i32 %vo, 12312
  %p3 = getelementptr i8, ptr addrspace(3) @lds, i32 %o3
  %r3 = load i32, ptr addrspace(3) %p3, align 4
  %sum = add i32 %tw3, %r3
  %q3 = getelementptr i32, ptr addrspace(1) %ot, i32 128
  store i32 %sum, ptr addrspace(1) %q3, align 4
  ret void
}
