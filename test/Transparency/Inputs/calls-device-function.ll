; A kernel that calls a non-inlined device function in a loop (s_swappc,
; callee-saved registers, stack), and the callee itself, which does global
; and LDS accesses.
; TRANSPARENCY-O0

declare i32 @llvm.amdgcn.workitem.id.x()

@scratch = internal addrspace(3) global [256 x i32] poison, align 4

define hidden i32 @combine(ptr addrspace(1) %p, i32 %i, i32 %lane) noinline {
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %i
  %v = load i32, ptr addrspace(1) %q, align 4
  %l = getelementptr [256 x i32], ptr addrspace(3) @scratch, i32 0, i32 %lane
  %o = load i32, ptr addrspace(3) %l, align 4
  %s = add i32 %v, %o
  store i32 %s, ptr addrspace(3) %l, align 4
  %m = mul i32 %s, 3
  ret i32 %m
}

define amdgpu_kernel void @calls_device_function(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %r = call i32 @combine(ptr addrspace(1) %in, i32 %i, i32 %lane)
  %acc.next = xor i32 %acc, %r
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %lane
  store i32 %acc.next, ptr addrspace(1) %po, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
