; The IR of hazard-seed.s: its two marks, in one block.
declare void @llvm.amdgcn.asyncmark()

define void @prolog() {
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  ret void
}
