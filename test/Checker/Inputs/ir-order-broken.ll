define amdgpu_kernel void @k(ptr addrspace(1) %g) {
entry:
  br label %nowhere
}
