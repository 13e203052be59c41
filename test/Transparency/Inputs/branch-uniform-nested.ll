; Uniform (SGPR) control flow: nested ifs on kernel arguments with scalar
; loads, s_cbranch_scc, and a uniform early exit.

define amdgpu_kernel void @branch_uniform_nested(ptr addrspace(1) %tab, ptr addrspace(1) %out, i32 %mode, i32 %n) #0 {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %exit, label %check

check:
  %m1 = icmp sgt i32 %mode, 2
  br i1 %m1, label %big, label %small

big:
  %p = getelementptr i32, ptr addrspace(1) %tab, i32 %mode
  %v = load i32, ptr addrspace(1) %p, align 4, !invariant.load !0
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %big.odd, label %big.even

big.odd:
  %w = mul i32 %v, %n
  br label %merge

big.even:
  %p2 = getelementptr i32, ptr addrspace(1) %tab, i32 %n
  %u = load i32, ptr addrspace(1) %p2, align 4, !invariant.load !0
  %w2 = add i32 %u, %v
  br label %merge

small:
  %w3 = shl i32 %n, %mode
  br label %merge

merge:
  %r = phi i32 [ %w, %big.odd ], [ %w2, %big.even ], [ %w3, %small ]
  store i32 %r, ptr addrspace(1) %out, align 4
  br label %exit

exit:
  ret void
}

!0 = !{}

attributes #0 = { "amdgpu-flat-work-group-size"="64,256" }
