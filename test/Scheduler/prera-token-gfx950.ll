; The pre-RA scheduler with markers ordered by a token register
; (lib/CodeGen/PreRAOrdering.cpp) instead of as memory barriers.
;
; read_crosses_empty_wait: wait(15) orders nothing (no mark before it).
; As a barrier it kept the LDS read after it, below the two stores. Ordered
; by the token, it only keeps its place among the marks: the DMAs after it
; and the stores before it cross it, as in the workaround, which has no
; wait there, and the kernel needs 7 VGPRs as the workaround does (9 when
; the empty wait kept every vector memory access on its side).
;
; only_empty_wait: a function whose one marker is a wait that orders
; nothing. Without its side effects and with no def it would be deleted as
; dead if the token were not taken off again and the side effects put back.
;
; volatile_load_after_empty_wait (fuzz seed 207): wait(0) orders nothing
; (the DMA before it has no mark). Had the volatile load moved above it,
; the memory legalizer's vmcnt(0) after that load would come right before
; the marker and read as its wait (asyncmark-check: over-strict); a
; volatile or atomic vector memory access defines the token, so it keeps
; its side of every marker, empty waits too.
;
; iglp_region: the block has IGLP_OPT, whose mutation replaces every other
; one; the token is a register dependence and holds there too. Verify mode
; checks that each DMA is still in its group.
;
; Prefix TOKEN -- right before the scheduler. The marker token is ASYNCcnt:
; every marker reads it and every one but an empty wait defines it, DMAs
; read it, and a volatile vector memory access reads and defines it. The
; access tokens are TENSORcnt and FP_REG: each marker that defines the
; marker token also defines one of them, in turn, and a vector memory
; access reads the one the marker before it defined (FP_REG before the
; first). LDS reads read none. Marks and empty waits lose their side
; effects, the wait that waits keeps them. In read_crosses_empty_wait the
; store after the mark reads TENSORcnt, which the mark defined: it stays
; below the mark.
; Prefix RESTORE -- right after it, no token is left and every marker has
; its side effects again.
; Prefix BARRIER -- with -amdgpu-asyncmark-sched-mutation=false, markers are
; barriers as before.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - \
; RUN:   -stop-after=amdgpu-asyncmark-prera-token | FileCheck %s --check-prefix=TOKEN
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o - \
; RUN:   -stop-after=amdgpu-asyncmark-prera-restore | FileCheck %s --check-prefix=RESTORE
; The second pass alone, on MIR with the token and on MIR without it (it
; finds no marker with the token and changes nothing):
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.token.mir \
; RUN:   -stop-after=amdgpu-asyncmark-prera-token
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -run-pass=amdgpu-asyncmark-prera-restore \
; RUN:   %t.token.mir -o - | FileCheck %s --check-prefix=RESTORE
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.plain.mir \
; RUN:   -stop-after=amdgpu-asyncmark-restore-marks
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -run-pass=amdgpu-asyncmark-prera-restore \
; RUN:   %t.plain.mir -o - | FileCheck %s --check-prefix=RESTORE
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-verify %s -o %t.s
; RUN: FileCheck %s --check-prefixes=CHECK,SDAG < %t.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s
; RUN: %llc-gisel -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-verify %s -o %t.gisel.s
; RUN: FileCheck %s < %t.gisel.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.gisel.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -amdgpu-asyncmark-sched-mutation=false %s -o - \
; RUN:   | FileCheck %s --check-prefix=BARRIER

; TOKEN-LABEL: name: read_crosses_empty_wait
; TOKEN:       GLOBAL_LOAD_DWORD_SADDR {{.*}}, implicit $exec, implicit $fp_reg ::
; TOKEN:       GLOBAL_STORE_DWORD {{.*}}, implicit $exec, implicit $fp_reg ::
; TOKEN-NEXT:  GLOBAL_STORE_DWORD {{.*}}, implicit $exec, implicit $fp_reg ::
; TOKEN-NEXT:  INLINEASM &"; wait_asyncmark(15)", 0 /* attdialect */, 13 /* imm */, 1634954597, implicit $asynccnt{{(, debug-instr-number [0-9]+)?$}}
; TOKEN:       DS_READ_B32_gfx9 {{.*}}, implicit $exec ::
; TOKEN:       GLOBAL_LOAD_LDS_UBYTE {{.*}}, implicit $m0, implicit $exec, implicit $asynccnt{{(, debug-instr-number [0-9]+)?}} ::
; TOKEN:       GLOBAL_LOAD_LDS_DWORDX3 {{.*}}, implicit $m0, implicit $exec, implicit $asynccnt{{(, debug-instr-number [0-9]+)?}} ::
; TOKEN-NEXT:  INLINEASM &"; asyncmark", 0 /* attdialect */, 13 /* imm */, 1634954603, implicit $asynccnt, implicit-def $asynccnt, implicit-def $tensorcnt{{(, debug-instr-number [0-9]+)?$}}
; TOKEN:       GLOBAL_STORE_DWORD_SADDR {{.*}}, implicit $exec, implicit $tensorcnt ::
; TOKEN-LABEL: name: volatile_load_after_empty_wait
; TOKEN:       INLINEASM &"; wait_asyncmark(0)", 0 /* attdialect */, 13 /* imm */, 1634954597, implicit $asynccnt{{(, debug-instr-number [0-9]+)?$}}
; TOKEN:       GLOBAL_LOAD_DWORD_SADDR {{.*}}, implicit $exec, implicit $asynccnt, implicit-def $asynccnt :: (volatile load
; TOKEN-LABEL: name: iglp_region
; TOKEN:       INLINEASM &"; asyncmark", 0 /* attdialect */, 13 /* imm */, 1634954603, implicit $asynccnt, implicit-def $asynccnt, implicit-def $tensorcnt{{(, debug-instr-number [0-9]+)?$}}
; TOKEN:       INLINEASM &"; asyncmark\0A\09; wait_asyncmark(1)", 17 /* sideeffect maystore attdialect */, 13 /* imm */, 1634954603, implicit $asynccnt, implicit-def $asynccnt, implicit-def $fp_reg{{(, debug-instr-number [0-9]+)?$}}

; RESTORE-NOT: {{implicit(-def)? \$(asynccnt|tensorcnt|fp_reg)}}
; RESTORE:     INLINEASM &"; wait_asyncmark(15)", 1 /* sideeffect attdialect */, 13 /* imm */, 1634954597{{(, debug-instr-number [0-9]+)?$}}
; RESTORE-NOT: {{implicit(-def)? \$(asynccnt|tensorcnt|fp_reg)}}
; RESTORE:     INLINEASM &"; asyncmark", 1 /* sideeffect attdialect */, 13 /* imm */, 1634954603{{(, debug-instr-number [0-9]+)?$}}
; RESTORE-NOT: {{implicit(-def)? \$(asynccnt|tensorcnt|fp_reg)}}

; CHECK-LABEL: read_crosses_empty_wait:
; CHECK:       global_load_lds_ubyte
; CHECK-NOT:   global_store
; CHECK:       global_load_lds_dwordx3
; CHECK-NOT:   global_load
; CHECK:       ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(15)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; asyncmark
; CHECK-NEXT:  ;;#ASMEND
; SDAG-NEXT:   ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:12296
; SDAG:        global_store_dword
; SDAG-NEXT:   global_store_dword
; SDAG-NEXT:   global_store_dword
; CHECK:       s_endpgm
; SDAG:        ; NumVgprs: 7
; CHECK-LABEL: volatile_load_after_empty_wait:
; CHECK:       global_load_lds_ushort
; CHECK-NOT:   global_load_dword
; CHECK:       ; wait_asyncmark(0)
; CHECK:       global_load_dword {{.*}} sc0 sc1
; CHECK-NEXT:  s_waitcnt vmcnt(0)
; CHECK-LABEL: iglp_region:
; CHECK-LABEL: only_empty_wait:
; CHECK:       ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  s_endpgm

; BARRIER-LABEL: read_crosses_empty_wait:
; BARRIER:       ;;#ASMSTART
; BARRIER-NEXT:  ; wait_asyncmark(15)
; BARRIER-NEXT:  ;;#ASMEND
; BARRIER:       ds_read_b32 v{{[0-9]+}}, v{{[0-9]+}} offset:12296

define amdgpu_kernel void @read_crosses_empty_wait(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %vo = shl i32 %tid, 2
  %gp1 = getelementptr i32, ptr addrspace(1) %gt, i32 384
  %g2 = load i32, ptr addrspace(1) %gp1, align 4
  %sp3 = getelementptr i32, ptr addrspace(1) %ot, i32 64064
  store i32 %g2, ptr addrspace(1) %sp3, align 4
  %sp4 = getelementptr i32, ptr addrspace(1) %ot, i32 64128
  store i32 %g2, ptr addrspace(1) %sp4, align 4
  call void @llvm.amdgcn.wait.asyncmark(i16 15)
  %ro5 = add i32 %vo, 12296
  %rp6 = getelementptr i8, ptr addrspace(3) @lds, i32 %ro5
  %r7 = load i32, ptr addrspace(3) %rp6, align 4
  %lds8 = getelementptr i8, ptr addrspace(3) @lds, i32 25600
  %src9 = getelementptr i32, ptr addrspace(1) %gt, i32 64
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src9, ptr addrspace(3) %lds8, i32 1, i32 64, i32 0)
  %lds10 = getelementptr i8, ptr addrspace(3) @lds, i32 28672
  %src11 = getelementptr i32, ptr addrspace(1) %gt, i32 256
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %src11, ptr addrspace(3) %lds10, i32 12, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %acc12 = add i32 %g2, %r7
  %op13 = getelementptr i32, ptr addrspace(1) %ot, i32 192
  store i32 %acc12, ptr addrspace(1) %op13, align 4
  ret void
}

define amdgpu_kernel void @volatile_load_after_empty_wait(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %vo = shl i32 %tid, 2
  %lds0 = getelementptr i8, ptr addrspace(3) @lds, i32 8192
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %gt, ptr addrspace(3) %lds0, i32 2, i32 0, i32 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %ro = add i32 %vo, 4120
  %rp = getelementptr i8, ptr addrspace(3) @lds, i32 %ro
  %r = load i32, ptr addrspace(3) %rp, align 4
  %v = load volatile i32, ptr addrspace(1) %g, align 4
  %c = icmp sgt i32 %v, 5
  %op = getelementptr i32, ptr addrspace(1) %ot, i32 320
  store i32 %r, ptr addrspace(1) %op, align 4
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr addrspace(1) %out, align 4
  br label %b
b:
  ret void
}

define amdgpu_kernel void @iglp_region(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  call void @llvm.amdgcn.iglp.opt(i32 1)
  %a0 = getelementptr i32, ptr addrspace(1) %gt, i32 64
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %a0, ptr addrspace(3) @lds, i32 4, i32 0, i32 0)
  %l0 = load i32, ptr addrspace(1) %gt, align 4
  call void @llvm.amdgcn.asyncmark()
  %a1 = getelementptr i32, ptr addrspace(1) %gt, i32 128
  %lds1 = getelementptr i8, ptr addrspace(3) @lds, i32 1024
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %a1, ptr addrspace(3) %lds1, i32 4, i32 0, i32 0)
  %p1 = getelementptr i32, ptr addrspace(1) %gt, i32 4096
  %l1 = load i32, ptr addrspace(1) %p1, align 4
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %r = load i32, ptr addrspace(3) @lds, align 4
  %s0 = add i32 %l0, %l1
  %s1 = add i32 %s0, %r
  store i32 %s1, ptr addrspace(1) %ot, align 4
  ret void
}
define amdgpu_kernel void @only_empty_wait() {
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  ret void
}

@lds = internal addrspace(3) global [8 x [4096 x i8]] poison, align 16
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.iglp.opt(i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
