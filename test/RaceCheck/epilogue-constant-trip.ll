; A 4-buffer pipeline (three tiles in flight) over a constant 9 tiles: the
; loop runs 6 iterations and an epilogue drains the last three tiles from
; constant buffers (6 mod 4 = 2, then 3, then 0). Correct: no finding.
; The in-flight model's paths may leave a loop after any iteration; after
; one iteration the prologue's tile 2, which fills buffer 2, would still be
; in flight at the epilogue's first read of buffer 2. Its trip count rules
; that path out (the models run a loop whose trip count is known at least
; that many iterations, up to -amdgpu-asyncmark-race-iterations); without
; that, this correct kernel was reported.
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -amdgpu-asyncmark-race-check %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --allow-empty --implicit-check-not=warning
; With no iterations peeled (-amdgpu-asyncmark-race-iterations=0), the
; false alarm this test guards against:
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -amdgpu-asyncmark-race-check \
; RUN:   -amdgpu-asyncmark-race-iterations=0 %s -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOPEEL
; NOPEEL: warning: in function drain: LDS load %e6 may race with async DMA (call of llvm.amdgcn.global.load.async.lds), which may still be in flight there; 2 asyncmarks between them; the wait.asyncmark(2) leaves it in flight; wait.asyncmark(1) here covers it
; The epilogue's first wait one group too loose: the DMA of tile 6, issued
; in the loop's iteration 3 (two before its last), is still in flight at
; the read of buffer 2. The iterations of a loop's DMA that may be in
; flight after it are counted back from its last, whose state the trip
; count gives.
; RUN: sed -e 's/wait.asyncmark(i16 2)/wait.asyncmark(i16 3)/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -amdgpu-asyncmark-race-check -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=EPILOGUE --implicit-check-not=warning
; EPILOGUE: warning: in function drain: wait.asyncmark(3) waits for nothing: no path reaching it has more than 3 asyncmark(s), yet an async DMA may be in flight there (a mark missing before the wait?)
; EPILOGUE: warning: in function drain: LDS load %e6 may race with async DMA (call of llvm.amdgcn.global.load.async.lds) issued 2 iterations before the last of its loop, which may still be in flight there; 3 asyncmarks between them; the wait.asyncmark(3) leaves it in flight; wait.asyncmark(2) here covers it
; The epilogue's second read above its wait: the DMA of tile 7 (buffer 3),
; issued one iteration before the loop's last, is in flight.
; RUN: sed -e '/%%e7 = load/d' \
; RUN:     -e 's/^  call void @llvm.amdgcn.wait.asyncmark(i16 1)$/  %%e7 = load i32, ptr addrspace(3) %%p7, align 4\n&/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -amdgpu-asyncmark-race-check -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=HOISTED --implicit-check-not=warning
; HOISTED: warning: in function drain: LDS load %e7 may race with async DMA (call of llvm.amdgcn.global.load.async.lds) issued 1 iteration before the last of its loop, which may still be in flight there; 2 asyncmarks between them; the wait.asyncmark(2) leaves it in flight; wait.asyncmark(1) here covers it
; The loop's wait one group too loose is still found.
; RUN: sed -e 's/wait.asyncmark(i16 3)/wait.asyncmark(i16 4)/' %s \
; RUN:   | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O0 -amdgpu-asyncmark-race-check -o /dev/null 2>&1 \
; RUN:   | FileCheck %s --check-prefix=LOOSE
; LOOSE: warning: in function drain: LDS load %v may race with async DMA (call of llvm.amdgcn.global.load.async.lds) issued 3 loop iterations earlier, which may still be in flight there; 4 asyncmarks between them; the wait.asyncmark(4) leaves it in flight; wait.asyncmark(3) here covers it

@lds = internal addrspace(3) global [4 x [256 x i8]] poison, align 16

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @drain(ptr addrspace(1) %src, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = mul i32 %tid, 4
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) getelementptr ([4 x [256 x i8]], ptr addrspace(3) @lds, i32 0, i32 1), i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) getelementptr ([4 x [256 x i8]], ptr addrspace(3) @lds, i32 0, i32 2), i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop

loop:
  %t = phi i32 [ 0, %entry ], [ %t.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %t3 = add i32 %t, 3
  %fill = urem i32 %t3, 4
  %fp = getelementptr [256 x i8], ptr addrspace(3) @lds, i32 %fill
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) %fp, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  %read = urem i32 %t, 4
  %rb = getelementptr [256 x i8], ptr addrspace(3) @lds, i32 %read
  %rp = getelementptr i8, ptr addrspace(3) %rb, i32 %off
  %v = load i32, ptr addrspace(3) %rp, align 4
  %acc.next = add i32 %acc, %v
  %t.next = add nuw i32 %t, 1
  %more = icmp ult i32 %t.next, 6
  br i1 %more, label %loop, label %exit

exit:
  %p6 = getelementptr i8, ptr addrspace(3) getelementptr ([4 x [256 x i8]], ptr addrspace(3) @lds, i32 0, i32 2), i32 %off
  %p7 = getelementptr i8, ptr addrspace(3) getelementptr ([4 x [256 x i8]], ptr addrspace(3) @lds, i32 0, i32 3), i32 %off
  %p8 = getelementptr i8, ptr addrspace(3) @lds, i32 %off
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %e6 = load i32, ptr addrspace(3) %p6, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %e7 = load i32, ptr addrspace(3) %p7, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %e8 = load i32, ptr addrspace(3) %p8, align 4
  %s0 = add i32 %acc.next, %e6
  %s1 = add i32 %s0, %e7
  %s2 = add i32 %s1, %e8
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s2, ptr addrspace(1) %op, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }
