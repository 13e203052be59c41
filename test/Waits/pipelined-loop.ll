; Scenarios 4 and 18: a perfectly pipelined loop that uses only async DMA
; (upstream: test_pipelined_loop), on gfx950, gfx942 and gfx90a.
;
;   prolog: A0 M0 A1 M1
;   loop:   A(i+2) M W(2) R   (R feeds a loop-carried sum)
;   epilog: W(1) R W(0) R
;
; Hand derivation (the only counted ops are the DMAs; the sum lives in a VGPR
; and the kernel arguments come through s_load, which is not vmcnt):
; * W(2) in the loop: there are three marks (two from the prolog or the
;   previous iterations, one from this iteration); W(2) targets the 3rd newest,
;   whose DMA is followed by the two younger DMAs -> vmcnt(2). This holds on
;   the first iteration (targets M0: A1, A2 follow A0) and on the back edge
;   (targets M(i-2): A(i-1), A(i) follow). Same count on both paths, so the
;   minimum is vmcnt(2).
; * After the loop two marks remain (W(2) consumed the older ones).
;   W(1) targets the older one; one DMA follows it -> vmcnt(1).
;   W(0) targets the newest; nothing follows its DMA -> vmcnt(0).
;
; gfx90a prints the global DMA as `global_load_dword ... lds`, gfx942/gfx950 as
; `global_load_lds_dword`; the waits are identical.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX94
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -O3 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX94
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O3 %s -o - | FileCheck %s --check-prefixes=CHECK,GFX90A
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=GISEL
;
; GlobalISel: the same waits (its code differs elsewhere).
; GISEL-LABEL: test_pipelined_loop:
; GISEL:       s_waitcnt vmcnt(2)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; asyncmark
; GISEL-NEXT:  ; wait_asyncmark(2)
; GISEL:       s_waitcnt vmcnt(1)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(1)
; GISEL:       s_waitcnt vmcnt(0)
; GISEL-NEXT:  ;;#ASMSTART
; GISEL-NEXT:  ; wait_asyncmark(0)

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

; CHECK-LABEL: test_pipelined_loop:
; CHECK-NOT:   vmcnt
; GFX94:       global_load_lds_dword
; GFX90A:      global_load_dword v{{[0-9]+}}, s[{{[0-9]+:[0-9]+}}] lds
; CHECK-NOT:   vmcnt
; GFX94:       global_load_lds_dword
; GFX90A:      global_load_dword v[{{[0-9]+:[0-9]+}}], off lds
; CHECK-NOT:   vmcnt
; CHECK:       ; =>This Inner Loop Header: Depth=1
; CHECK-NOT:   vmcnt
; GFX94:       global_load_lds_dword v[{{[0-9]+:[0-9]+}}], off
; GFX90A:      global_load_dword v[{{[0-9]+:[0-9]+}}], off lds
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(2)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ; wait_asyncmark(2)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_cbranch_scc1
; CHECK-NOT:   vmcnt
; CHECK:       ; %epilog
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32
; CHECK-NOT:   vmcnt
; CHECK:       s_endpgm

define amdgpu_kernel void @test_pipelined_loop(ptr addrspace(1) %foo, ptr addrspace(3) %lds, ptr addrspace(1) %bar, i32 %n) {
prolog:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr i32, ptr addrspace(1) %foo, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %src1 = getelementptr i32, ptr addrspace(1) %src, i32 64
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src1, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %loop

loop:
  %i = phi i32 [ 0, %prolog ], [ %i.next, %loop ]
  %sum = phi i32 [ 0, %prolog ], [ %sum.next, %loop ]
  %i2 = add i32 %i, 2
  %off = mul i32 %i2, 64
  %srci = getelementptr i32, ptr addrspace(1) %src, i32 %off
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %srci, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 2)
  %r = load i32, ptr addrspace(3) %lds
  %sum.next = add i32 %sum, %r
  %i.next = add i32 %i, 1
  %cond = icmp slt i32 %i.next, %n
  br i1 %cond, label %loop, label %epilog

epilog:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %r1 = load i32, ptr addrspace(3) %lds
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r2 = load i32, ptr addrspace(3) %lds
  %s1 = add i32 %sum.next, %r1
  %s2 = add i32 %s1, %r2
  store i32 %s2, ptr addrspace(1) %bar
  ret void
}
