; Scenario 9: saturation. `A M` + 70 sync global loads (kept live until the
; end) + `W(0) R`, gfx950.
;
; Hand derivation: W(0) targets the only mark, which stands for A; all 70
; loads are issued after A, so the exact count is 70. The vmcnt field holds
; at most 63, and the largest count waited for is 62 (upstream clamps to
; max - 1); because the counter drains in order, vmcnt(62) still completes A
; (at most 62 younger ops, all loads, may be in flight) -> vmcnt(62).
; (Some of the 70 loads land in AGPRs, hence [av] in the COUNT checks.)
; The loads sit between the two comment barriers (mark and wait) and their
; values are only stored after R, so no register use adds an earlier wait.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - | FileCheck %s --check-prefix=COUNT

; CHECK-LABEL: saturation:
; CHECK-NOT:   vmcnt
; CHECK:       global_load_lds_dword
; CHECK-NOT:   vmcnt
; CHECK:       s_waitcnt vmcnt(62)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NOT:   vmcnt
; CHECK:       ds_read_b32

; COUNT-LABEL:  saturation:
; COUNT:        global_load_lds_dword
; COUNT-COUNT-70: global_load_dword {{[av][0-9]+}}
; COUNT-NEXT:   s_waitcnt vmcnt(62)
; COUNT-NOT:    global_load_dword {{[av][0-9]+}}

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @saturation(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %p, ptr addrspace(3) %lds, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %p0 = getelementptr i32, ptr addrspace(1) %p, i32 64
  %g0 = load i32, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p, i32 128
  %g1 = load i32, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %p, i32 192
  %g2 = load i32, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p, i32 256
  %g3 = load i32, ptr addrspace(1) %p3
  %p4 = getelementptr i32, ptr addrspace(1) %p, i32 320
  %g4 = load i32, ptr addrspace(1) %p4
  %p5 = getelementptr i32, ptr addrspace(1) %p, i32 384
  %g5 = load i32, ptr addrspace(1) %p5
  %p6 = getelementptr i32, ptr addrspace(1) %p, i32 448
  %g6 = load i32, ptr addrspace(1) %p6
  %p7 = getelementptr i32, ptr addrspace(1) %p, i32 512
  %g7 = load i32, ptr addrspace(1) %p7
  %p8 = getelementptr i32, ptr addrspace(1) %p, i32 576
  %g8 = load i32, ptr addrspace(1) %p8
  %p9 = getelementptr i32, ptr addrspace(1) %p, i32 640
  %g9 = load i32, ptr addrspace(1) %p9
  %p10 = getelementptr i32, ptr addrspace(1) %p, i32 704
  %g10 = load i32, ptr addrspace(1) %p10
  %p11 = getelementptr i32, ptr addrspace(1) %p, i32 768
  %g11 = load i32, ptr addrspace(1) %p11
  %p12 = getelementptr i32, ptr addrspace(1) %p, i32 832
  %g12 = load i32, ptr addrspace(1) %p12
  %p13 = getelementptr i32, ptr addrspace(1) %p, i32 896
  %g13 = load i32, ptr addrspace(1) %p13
  %p14 = getelementptr i32, ptr addrspace(1) %p, i32 960
  %g14 = load i32, ptr addrspace(1) %p14
  %p15 = getelementptr i32, ptr addrspace(1) %p, i32 1024
  %g15 = load i32, ptr addrspace(1) %p15
  %p16 = getelementptr i32, ptr addrspace(1) %p, i32 1088
  %g16 = load i32, ptr addrspace(1) %p16
  %p17 = getelementptr i32, ptr addrspace(1) %p, i32 1152
  %g17 = load i32, ptr addrspace(1) %p17
  %p18 = getelementptr i32, ptr addrspace(1) %p, i32 1216
  %g18 = load i32, ptr addrspace(1) %p18
  %p19 = getelementptr i32, ptr addrspace(1) %p, i32 1280
  %g19 = load i32, ptr addrspace(1) %p19
  %p20 = getelementptr i32, ptr addrspace(1) %p, i32 1344
  %g20 = load i32, ptr addrspace(1) %p20
  %p21 = getelementptr i32, ptr addrspace(1) %p, i32 1408
  %g21 = load i32, ptr addrspace(1) %p21
  %p22 = getelementptr i32, ptr addrspace(1) %p, i32 1472
  %g22 = load i32, ptr addrspace(1) %p22
  %p23 = getelementptr i32, ptr addrspace(1) %p, i32 1536
  %g23 = load i32, ptr addrspace(1) %p23
  %p24 = getelementptr i32, ptr addrspace(1) %p, i32 1600
  %g24 = load i32, ptr addrspace(1) %p24
  %p25 = getelementptr i32, ptr addrspace(1) %p, i32 1664
  %g25 = load i32, ptr addrspace(1) %p25
  %p26 = getelementptr i32, ptr addrspace(1) %p, i32 1728
  %g26 = load i32, ptr addrspace(1) %p26
  %p27 = getelementptr i32, ptr addrspace(1) %p, i32 1792
  %g27 = load i32, ptr addrspace(1) %p27
  %p28 = getelementptr i32, ptr addrspace(1) %p, i32 1856
  %g28 = load i32, ptr addrspace(1) %p28
  %p29 = getelementptr i32, ptr addrspace(1) %p, i32 1920
  %g29 = load i32, ptr addrspace(1) %p29
  %p30 = getelementptr i32, ptr addrspace(1) %p, i32 1984
  %g30 = load i32, ptr addrspace(1) %p30
  %p31 = getelementptr i32, ptr addrspace(1) %p, i32 2048
  %g31 = load i32, ptr addrspace(1) %p31
  %p32 = getelementptr i32, ptr addrspace(1) %p, i32 2112
  %g32 = load i32, ptr addrspace(1) %p32
  %p33 = getelementptr i32, ptr addrspace(1) %p, i32 2176
  %g33 = load i32, ptr addrspace(1) %p33
  %p34 = getelementptr i32, ptr addrspace(1) %p, i32 2240
  %g34 = load i32, ptr addrspace(1) %p34
  %p35 = getelementptr i32, ptr addrspace(1) %p, i32 2304
  %g35 = load i32, ptr addrspace(1) %p35
  %p36 = getelementptr i32, ptr addrspace(1) %p, i32 2368
  %g36 = load i32, ptr addrspace(1) %p36
  %p37 = getelementptr i32, ptr addrspace(1) %p, i32 2432
  %g37 = load i32, ptr addrspace(1) %p37
  %p38 = getelementptr i32, ptr addrspace(1) %p, i32 2496
  %g38 = load i32, ptr addrspace(1) %p38
  %p39 = getelementptr i32, ptr addrspace(1) %p, i32 2560
  %g39 = load i32, ptr addrspace(1) %p39
  %p40 = getelementptr i32, ptr addrspace(1) %p, i32 2624
  %g40 = load i32, ptr addrspace(1) %p40
  %p41 = getelementptr i32, ptr addrspace(1) %p, i32 2688
  %g41 = load i32, ptr addrspace(1) %p41
  %p42 = getelementptr i32, ptr addrspace(1) %p, i32 2752
  %g42 = load i32, ptr addrspace(1) %p42
  %p43 = getelementptr i32, ptr addrspace(1) %p, i32 2816
  %g43 = load i32, ptr addrspace(1) %p43
  %p44 = getelementptr i32, ptr addrspace(1) %p, i32 2880
  %g44 = load i32, ptr addrspace(1) %p44
  %p45 = getelementptr i32, ptr addrspace(1) %p, i32 2944
  %g45 = load i32, ptr addrspace(1) %p45
  %p46 = getelementptr i32, ptr addrspace(1) %p, i32 3008
  %g46 = load i32, ptr addrspace(1) %p46
  %p47 = getelementptr i32, ptr addrspace(1) %p, i32 3072
  %g47 = load i32, ptr addrspace(1) %p47
  %p48 = getelementptr i32, ptr addrspace(1) %p, i32 3136
  %g48 = load i32, ptr addrspace(1) %p48
  %p49 = getelementptr i32, ptr addrspace(1) %p, i32 3200
  %g49 = load i32, ptr addrspace(1) %p49
  %p50 = getelementptr i32, ptr addrspace(1) %p, i32 3264
  %g50 = load i32, ptr addrspace(1) %p50
  %p51 = getelementptr i32, ptr addrspace(1) %p, i32 3328
  %g51 = load i32, ptr addrspace(1) %p51
  %p52 = getelementptr i32, ptr addrspace(1) %p, i32 3392
  %g52 = load i32, ptr addrspace(1) %p52
  %p53 = getelementptr i32, ptr addrspace(1) %p, i32 3456
  %g53 = load i32, ptr addrspace(1) %p53
  %p54 = getelementptr i32, ptr addrspace(1) %p, i32 3520
  %g54 = load i32, ptr addrspace(1) %p54
  %p55 = getelementptr i32, ptr addrspace(1) %p, i32 3584
  %g55 = load i32, ptr addrspace(1) %p55
  %p56 = getelementptr i32, ptr addrspace(1) %p, i32 3648
  %g56 = load i32, ptr addrspace(1) %p56
  %p57 = getelementptr i32, ptr addrspace(1) %p, i32 3712
  %g57 = load i32, ptr addrspace(1) %p57
  %p58 = getelementptr i32, ptr addrspace(1) %p, i32 3776
  %g58 = load i32, ptr addrspace(1) %p58
  %p59 = getelementptr i32, ptr addrspace(1) %p, i32 3840
  %g59 = load i32, ptr addrspace(1) %p59
  %p60 = getelementptr i32, ptr addrspace(1) %p, i32 3904
  %g60 = load i32, ptr addrspace(1) %p60
  %p61 = getelementptr i32, ptr addrspace(1) %p, i32 3968
  %g61 = load i32, ptr addrspace(1) %p61
  %p62 = getelementptr i32, ptr addrspace(1) %p, i32 4032
  %g62 = load i32, ptr addrspace(1) %p62
  %p63 = getelementptr i32, ptr addrspace(1) %p, i32 4096
  %g63 = load i32, ptr addrspace(1) %p63
  %p64 = getelementptr i32, ptr addrspace(1) %p, i32 4160
  %g64 = load i32, ptr addrspace(1) %p64
  %p65 = getelementptr i32, ptr addrspace(1) %p, i32 4224
  %g65 = load i32, ptr addrspace(1) %p65
  %p66 = getelementptr i32, ptr addrspace(1) %p, i32 4288
  %g66 = load i32, ptr addrspace(1) %p66
  %p67 = getelementptr i32, ptr addrspace(1) %p, i32 4352
  %g67 = load i32, ptr addrspace(1) %p67
  %p68 = getelementptr i32, ptr addrspace(1) %p, i32 4416
  %g68 = load i32, ptr addrspace(1) %p68
  %p69 = getelementptr i32, ptr addrspace(1) %p, i32 4480
  %g69 = load i32, ptr addrspace(1) %p69
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %r = load i32, ptr addrspace(3) %lds
  store volatile i32 %r, ptr addrspace(1) %out
  store volatile i32 %g0, ptr addrspace(1) %out
  store volatile i32 %g1, ptr addrspace(1) %out
  store volatile i32 %g2, ptr addrspace(1) %out
  store volatile i32 %g3, ptr addrspace(1) %out
  store volatile i32 %g4, ptr addrspace(1) %out
  store volatile i32 %g5, ptr addrspace(1) %out
  store volatile i32 %g6, ptr addrspace(1) %out
  store volatile i32 %g7, ptr addrspace(1) %out
  store volatile i32 %g8, ptr addrspace(1) %out
  store volatile i32 %g9, ptr addrspace(1) %out
  store volatile i32 %g10, ptr addrspace(1) %out
  store volatile i32 %g11, ptr addrspace(1) %out
  store volatile i32 %g12, ptr addrspace(1) %out
  store volatile i32 %g13, ptr addrspace(1) %out
  store volatile i32 %g14, ptr addrspace(1) %out
  store volatile i32 %g15, ptr addrspace(1) %out
  store volatile i32 %g16, ptr addrspace(1) %out
  store volatile i32 %g17, ptr addrspace(1) %out
  store volatile i32 %g18, ptr addrspace(1) %out
  store volatile i32 %g19, ptr addrspace(1) %out
  store volatile i32 %g20, ptr addrspace(1) %out
  store volatile i32 %g21, ptr addrspace(1) %out
  store volatile i32 %g22, ptr addrspace(1) %out
  store volatile i32 %g23, ptr addrspace(1) %out
  store volatile i32 %g24, ptr addrspace(1) %out
  store volatile i32 %g25, ptr addrspace(1) %out
  store volatile i32 %g26, ptr addrspace(1) %out
  store volatile i32 %g27, ptr addrspace(1) %out
  store volatile i32 %g28, ptr addrspace(1) %out
  store volatile i32 %g29, ptr addrspace(1) %out
  store volatile i32 %g30, ptr addrspace(1) %out
  store volatile i32 %g31, ptr addrspace(1) %out
  store volatile i32 %g32, ptr addrspace(1) %out
  store volatile i32 %g33, ptr addrspace(1) %out
  store volatile i32 %g34, ptr addrspace(1) %out
  store volatile i32 %g35, ptr addrspace(1) %out
  store volatile i32 %g36, ptr addrspace(1) %out
  store volatile i32 %g37, ptr addrspace(1) %out
  store volatile i32 %g38, ptr addrspace(1) %out
  store volatile i32 %g39, ptr addrspace(1) %out
  store volatile i32 %g40, ptr addrspace(1) %out
  store volatile i32 %g41, ptr addrspace(1) %out
  store volatile i32 %g42, ptr addrspace(1) %out
  store volatile i32 %g43, ptr addrspace(1) %out
  store volatile i32 %g44, ptr addrspace(1) %out
  store volatile i32 %g45, ptr addrspace(1) %out
  store volatile i32 %g46, ptr addrspace(1) %out
  store volatile i32 %g47, ptr addrspace(1) %out
  store volatile i32 %g48, ptr addrspace(1) %out
  store volatile i32 %g49, ptr addrspace(1) %out
  store volatile i32 %g50, ptr addrspace(1) %out
  store volatile i32 %g51, ptr addrspace(1) %out
  store volatile i32 %g52, ptr addrspace(1) %out
  store volatile i32 %g53, ptr addrspace(1) %out
  store volatile i32 %g54, ptr addrspace(1) %out
  store volatile i32 %g55, ptr addrspace(1) %out
  store volatile i32 %g56, ptr addrspace(1) %out
  store volatile i32 %g57, ptr addrspace(1) %out
  store volatile i32 %g58, ptr addrspace(1) %out
  store volatile i32 %g59, ptr addrspace(1) %out
  store volatile i32 %g60, ptr addrspace(1) %out
  store volatile i32 %g61, ptr addrspace(1) %out
  store volatile i32 %g62, ptr addrspace(1) %out
  store volatile i32 %g63, ptr addrspace(1) %out
  store volatile i32 %g64, ptr addrspace(1) %out
  store volatile i32 %g65, ptr addrspace(1) %out
  store volatile i32 %g66, ptr addrspace(1) %out
  store volatile i32 %g67, ptr addrspace(1) %out
  store volatile i32 %g68, ptr addrspace(1) %out
  store volatile i32 %g69, ptr addrspace(1) %out
  ret void
}
