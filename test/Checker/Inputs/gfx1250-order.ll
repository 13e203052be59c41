; Input of gfx1250-ir-order.test: a store from LDS, then two loads to LDS
; closed by one mark, in a loop.
declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16 immarg)

define amdgpu_kernel void @order(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(1) %o, i32 %n) {
entry:
  call void @llvm.amdgcn.global.store.async.from.lds.b32(ptr addrspace(1) %o, ptr addrspace(3) %l, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %gi = getelementptr i32, ptr addrspace(1) %g, i32 %i
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %gi, ptr addrspace(3) %l, i32 16, i32 0)
  call void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1) %gi, ptr addrspace(3) %l, i32 32, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}
