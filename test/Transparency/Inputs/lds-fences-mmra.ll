; IREE-style workgroup fences restricted to LDS (!mmra
; amdgpu-synchronize-as local) around barriers in a loop that mixes sync LDS
; DMA of a buffer resource, ds_write and ds_read.

declare void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()

@stage = internal addrspace(3) global [1024 x i32] poison, align 16
@acc = internal addrspace(3) global [256 x i32] poison, align 4

define amdgpu_kernel void @lds_fences_mmra(ptr addrspace(8) %rsrc, ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %voff = shl i32 %lane, 2
  %mine = getelementptr [256 x i32], ptr addrspace(3) @acc, i32 0, i32 %lane
  store i32 0, ptr addrspace(3) %mine, align 4
  br label %loop

loop:
  %t = phi i32 [ 0, %entry ], [ %t.next, %loop ]
  %soff = shl i32 %t, 8
  call void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8) %rsrc, ptr addrspace(3) @stage, i32 4, i32 %voff, i32 %soff, i32 0, i32 0)
  fence syncscope("workgroup") release, !mmra !0
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %nb = xor i32 %lane, 5
  %rp = getelementptr [1024 x i32], ptr addrspace(3) @stage, i32 0, i32 %nb
  %x = load i32, ptr addrspace(3) %rp, align 4
  %old = load i32, ptr addrspace(3) %mine, align 4
  %new = add i32 %old, %x
  store i32 %new, ptr addrspace(3) %mine, align 4
  fence syncscope("workgroup") release, !mmra !0
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire, !mmra !0
  %t.next = add nuw i32 %t, 1
  %more = icmp ult i32 %t.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %fin = load i32, ptr addrspace(3) %mine, align 4
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %lane
  store i32 %fin, ptr addrspace(1) %q, align 4
  ret void
}

!0 = !{!"amdgpu-synchronize-as", !"local"}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
