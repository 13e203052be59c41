define amdgpu_kernel void @other() {
entry:
  ret void
}
