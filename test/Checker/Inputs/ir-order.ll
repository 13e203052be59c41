; IR for the --ir tests (ir-order.test). Only the order of LDS DMAs and
; marks per block matters to the checker.
target triple = "amdgcn-amd-amdhsa"

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)

; entry: D D M (one twin, one async form), then a loop whose body is
; D D M W(1), then a chain %tail -> %last (single predecessor, unconditional
; branch: branch folding may merge them) with D | M, and a diamond whose
; arms end in D and join in M (the plugin's own inline-asm mark spelling).
define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(3) %l, ptr addrspace(8) %r, i32 %n, i1 %c) {
entry:
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %r, ptr addrspace(3) %l, i32 4, i32 0, i32 0, i32 0, i32 0)
  tail call void @llvm.amdgcn.asyncmark()
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %i.next = add i32 %i, 1
  %cont = icmp ult i32 %i.next, %n
  br i1 %cont, label %loop, label %tail, !llvm.loop !0

tail:                                             ; preds = %loop
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 8, i32 0)
  br label %last

last:                                             ; preds = %tail
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  br i1 %c, label %then, label %else

then:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 12, i32 0)
  br label %join

else:
  switch i32 %n, label %join [
    i32 0, label %join
  ]

join:
  call void asm sideeffect "; asyncmark", "n"(i32 1634954603)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

; Straight line D M D M (the GlobalISel reproducer's shape).
define amdgpu_kernel void @dmdm(ptr addrspace(1) %g, ptr addrspace(3) %l) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %l, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

!0 = distinct !{!0}
