; A wait for N that fewer than N+1 marks reach on every path waits for
; nothing (issue 22): at most N groups exist, and the open group may stay in
; flight anyway. So does one where no path has an LDS DMA followed by more
; than N marks: the (N+1)-th newest mark stands for no DMA. Such a wait orders nothing either: the lowering leaves LDS
; accesses free to move across it (its call only writes memory no one else
; sees), says so in a remark, and keeps its comment in the assembly. An
; earlier wait(k) bounds the count: at most k groups are in flight after it
; (bounded_by_wait). Here
; the read of @buf after it is the read before it: one ds_read_b32 serves
; both.
;
; Only kernels that call nothing but intrinsics and inline assembly are
; read: a callee inlined later would bring its marks, a function inlined
; into a caller would bring the wait behind the caller's marks. Elsewhere,
; and where enough marks may precede (in a loop with a mark, on one arm of
; a branch), the wait keeps both reads apart.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - \
; RUN:   -pass-remarks-analysis=amdgpu-asyncmark-lower 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not="waits for nothing" < %t.remarks
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -global-isel %s -o - | FileCheck %s --check-prefix=CHECK
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -global-isel %s -o %t.gisel.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.gisel.s

; REMARK-DAG: remark: {{.*}}: wait_asyncmark(1) in empty waits for nothing: at most 1 mark precedes it on any path, so LDS accesses may move across it
; REMARK-DAG: remark: {{.*}}: wait_asyncmark(2) in one_arm waits for nothing: at most 2 marks precede it on any path, so LDS accesses may move across it
; REMARK-DAG: remark: {{.*}}: wait_asyncmark(0) in no_dma waits for nothing: no LDS DMA precedes it on any path, so LDS accesses may move across it
; REMARK-DAG: remark: {{.*}}: wait_asyncmark(1) in bounded_by_wait waits for nothing: earlier waits leave at most 1 group in flight on any path, so LDS accesses may move across it
; REMARK-DAG: remark: {{.*}}: wait_asyncmark(1) in marks_before_the_dma waits for nothing: at most 1 mark follows an LDS DMA on any path, so LDS accesses may move across it

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @ext()
@buf = internal addrspace(3) global [64 x i32] poison, align 16
@dst = internal addrspace(3) global [64 x i32] poison, align 16

; CHECK-LABEL: empty:
; CHECK:       ds_read_b32 [[V:v[0-9]+]], v{{[0-9]+}}{{$}}
; CHECK-NOT:   ds_read
; CHECK:       ; asyncmark
; CHECK-NOT:   ds_read
; CHECK:       v_add_u32_e32 v{{[0-9]+}}, [[V]], [[V]]
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   ds_read
; CHECK:       s_endpgm
define amdgpu_kernel void @empty(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %a = load i32, ptr addrspace(3) @buf
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %b = load i32, ptr addrspace(3) @buf
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; Two marks reach wait(1): it waits for the first group, and the reads stay
; on their sides.
; CHECK-LABEL: two_marks:
; CHECK:       ds_read_b32
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32
define amdgpu_kernel void @two_marks(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %a = load i32, ptr addrspace(3) @buf
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %b = load i32, ptr addrspace(3) @buf
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; Two reads of adjacent words merge across an empty wait, as in the
; workaround without the wait: in IR (the load/store vectorizer makes one
; 64-bit read, for which the call must also return and not throw) or, when
; only machine code sees them side by side, in si-load-store-opt (one
; ds_read2_b32: the wait's tag tells the machine passes, MarkMerging.cpp).
; Where a second mark makes the same wait wait for the first group, the
; reads stay on their sides. Verify mode and the checker accept both.
; CHECK-LABEL: adjacent_reads:
; CHECK-NOT:   {{ds_read|vmcnt}}
; CHECK:       {{ds_read_b64 v\[[0-9]+:[0-9]+\], v[0-9]+$|ds_read2_b32 v\[[0-9]+:[0-9]+\], v[0-9]+ offset1:1$}}
; CHECK-NOT:   {{ds_read|vmcnt}}
; CHECK:       ; wait_asyncmark(1)
; CHECK-NOT:   {{ds_read|vmcnt}}
; CHECK:       s_endpgm
define amdgpu_kernel void @adjacent_reads(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %a = load i32, ptr addrspace(3) @buf
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %p1 = getelementptr i32, ptr addrspace(3) @buf, i32 1
  %b = load i32, ptr addrspace(3) %p1
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; CHECK-LABEL: adjacent_reads_two_marks:
; CHECK-NOT:   ds_read2
; CHECK:       ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}}{{$}}
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32 v{{[0-9]+}}, v{{[0-9]+( offset:4)?$}}
; CHECK-NOT:   ds_read
; CHECK:       s_endpgm
define amdgpu_kernel void @adjacent_reads_two_marks(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 4, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %a = load i32, ptr addrspace(3) @buf
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %p1 = getelementptr i32, ptr addrspace(3) @buf, i32 1
  %b = load i32, ptr addrspace(3) %p1
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; A mark in the loop: any number of marks may precede the wait.
; CHECK-LABEL: mark_in_loop:
; CHECK:       ds_read_b32
; CHECK:       ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32
define amdgpu_kernel void @mark_in_loop(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %s, %loop ]
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %a = load volatile i32, ptr addrspace(3) @buf
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %b = load i32, ptr addrspace(3) @buf
  %s0 = add i32 %a, %b
  %s = add i32 %s0, %acc
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; Two marks on one arm, none on the other: at most 2 precede wait(2), which
; waits for nothing on any path.
; CHECK-LABEL: one_arm:
; CHECK:       ds_read_b32
; CHECK-NOT:   ds_read
; CHECK:       s_endpgm
define amdgpu_kernel void @one_arm(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %c) {
entry:
  %a = load i32, ptr addrspace(3) @buf
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %join
then:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %b = load i32, ptr addrspace(3) @buf
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; A kernel with a call: not read, the wait keeps the reads apart.
; CHECK-LABEL: with_call:
; CHECK:       ds_read_b32
; CHECK:       ; wait_asyncmark(1)
; CHECK:       ds_read_b32
define amdgpu_kernel void @with_call(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @ext()
  %a = load i32, ptr addrspace(3) @buf
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %b = load i32, ptr addrspace(3) @buf
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; A function that is not a kernel: not read.
; CHECK-LABEL: helper:
; CHECK:       ds_read_b32
; CHECK:       ; wait_asyncmark(1)
; CHECK:       ds_read_b32
define void @helper(ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(3) %lds, ptr addrspace(3) %d) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) %d, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %a = load i32, ptr addrspace(3) %lds
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %b = load i32, ptr addrspace(3) %lds
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; Marks but no DMA at all: every group is empty, the wait waits for nothing.
; CHECK-LABEL: no_dma:
; CHECK:       ds_read_b32 [[V:v[0-9]+]], v{{[0-9]+}}{{$}}
; CHECK-NOT:   ds_read
; CHECK:       ; wait_asyncmark(0)
; CHECK-NOT:   ds_read
; CHECK:       s_endpgm
define amdgpu_kernel void @no_dma(ptr addrspace(1) %out) {
  call void @llvm.amdgcn.asyncmark()
  %a = load i32, ptr addrspace(3) @buf
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %b = load i32, ptr addrspace(3) @buf
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; Two marks before the DMA, one after: wait(1) targets the second mark,
; which stands for no DMA.
; CHECK-LABEL: marks_before_the_dma:
; CHECK:       ds_read_b32 [[V:v[0-9]+]], v{{[0-9]+}}{{$}}
; CHECK-NOT:   ds_read
; CHECK:       ; wait_asyncmark(1)
; CHECK-NOT:   ds_read
; CHECK:       s_endpgm
define amdgpu_kernel void @marks_before_the_dma(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %a = load i32, ptr addrspace(3) @buf
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %b = load i32, ptr addrspace(3) @buf
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; The same with the DMA first: two marks follow it, wait(1) waits for it.
; CHECK-LABEL: marks_after_the_dma:
; CHECK:       ds_read_b32
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32
define amdgpu_kernel void @marks_after_the_dma(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.asyncmark()
  %a = load i32, ptr addrspace(3) @buf
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %b = load i32, ptr addrspace(3) @buf
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; Inline assembly may issue a DMA: the wait keeps the reads apart.
; CHECK-LABEL: user_asm:
; CHECK:       ds_read_b32
; CHECK:       ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ds_read_b32
define amdgpu_kernel void @user_asm(ptr addrspace(1) %out) {
  call void asm sideeffect "; user code", ""()
  call void @llvm.amdgcn.asyncmark()
  %a = load i32, ptr addrspace(3) @buf
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %b = load i32, ptr addrspace(3) @buf
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}

; wait(0) completes both groups; one more follows, so at most 1 is in
; flight at wait(1), which waits for nothing although 3 marks precede it.
; The read after it is the read after wait(0), never above wait(0).
; CHECK-LABEL: bounded_by_wait:
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NOT:   ds_read
; CHECK:       ds_read_b32
; CHECK-NOT:   ds_read
; CHECK:       ; wait_asyncmark(1)
; CHECK-NOT:   ds_read
; CHECK:       s_endpgm
define amdgpu_kernel void @bounded_by_wait(ptr addrspace(1) %g, ptr addrspace(1) %out) {
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %x = load i32, ptr addrspace(1) %out
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %a = load i32, ptr addrspace(3) @buf
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @dst, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %y = add i32 %x, %a
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %b = load i32, ptr addrspace(3) @buf
  %s = add i32 %y, %b
  store i32 %s, ptr addrspace(1) %out
  ret void
}
