; Input of reduce.test: a kernel the fake compiler (edited-llc.sh deleting vmcnt waits)
; gets wrong. Its wait_asyncmark(0) needs the DMAs before the second mark
; complete; the fake llc deletes every vmcnt wait, so the checker finds the
; violation. Most of the kernel has nothing to do with it.
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [4 x [1024 x i8]] poison, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)

define amdgpu_kernel void @reduce_me(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 inreg %c) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %x = load i32, ptr addrspace(1) %gt, align 4
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gt, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %join
then:
  %p1 = getelementptr i8, ptr addrspace(3) @lds, i32 1024
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gt, ptr addrspace(3) %p1, i32 4, i32 0, i32 0)
  %y = add i32 %x, 7
  store i32 %y, ptr addrspace(1) %ot, align 4
  br label %join
join:
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %vo = shl i32 %tid, 2
  %rp = getelementptr i8, ptr addrspace(3) @lds, i32 %vo
  %r = load i32, ptr addrspace(3) %rp, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %rp2 = getelementptr i8, ptr addrspace(3) %rp, i32 1024
  %r2 = load i32, ptr addrspace(3) %rp2, align 4
  %s = add i32 %r, %r2
  %op = getelementptr i32, ptr addrspace(1) %ot, i32 64
  store i32 %s, ptr addrspace(1) %op, align 4
  ret void
}
