; An arm that holds nothing but empty waits (issue 22: arms that hold only
; markers stay blocks): the IR lowering moves such waits to the end of the
; arm's one predecessor, before its branch, with a remark. Every path there
; has the marks it has at the arm's start, so each wait stays empty for
; every thread that now runs it, those of the other arm included. The arm
; is left with its branch and CodeGenPrepare folds it, as it does the
; workaround's: no arm, flow block or copy is left in the machine code.
; A chain of such blocks empties into its head's predecessor. A wait that
; waits for something, or an empty wait beside other code, stays.
;
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %s -o %t.s \
; RUN:   -pass-remarks=amdgpu-asyncmark-lower 2>%t.remarks
; RUN: FileCheck %s < %t.s
; RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not="moved from" < %t.remarks
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -global-isel %s -o %t.gisel.s
; RUN: FileCheck %s < %t.gisel.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.gisel.s
;
; Through a middle end: the waits stay intrinsic calls until the code
; generator's lowering, which moves them the same way.
; RUN: %clang -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S \
; RUN:   -fpass-plugin=%plugin -mllvm -amdgpu-asyncmark-verify %s -o %t.clang.s
; RUN: FileCheck %s < %t.clang.s
; RUN: %python %srcroot/tools/asyncmark-check/asyncmark-check.py --strict %t.clang.s
; RUN: %opt -O3 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 %s -S -o %t.o3.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t.o3.ll -o - | FileCheck %s
;
; Unnamed blocks (clang discards names) are named as the IR prints them.
; RUN: %opt -passes=strip %s -S -o %t.strip.ll
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 %t.strip.ll -o /dev/null \
; RUN:   -pass-remarks=amdgpu-asyncmark-lower 2>&1 | FileCheck %s --check-prefix=UNNAMED
; UNNAMED: remark: {{.*}}: wait_asyncmark({{[0-9]+}}) in {{[a-z_]+}} moved from %{{[0-9]+}} to the end of %{{[0-9]+}}: it waits for nothing
;
; The tools read a moved wait as the program's wait in the arm: its machine
; remark is given the arm's block again (remarks.wait_remarks), and the
; workaround (compare-baseline) has no wait there either.
; RUN: %python -c "import sys; sys.path.insert(0, '%srcroot/utils'); \
; RUN:   from asyncmark_tools import remarks as r; \
; RUN:   rc, err, ws = r.compile_with_wait_remarks(['%llc-stock', '-load-pass-plugin=%plugin', '-mtriple=amdgcn-amd-amdhsa', '-mcpu=gfx950', '-O3'], '%s', '/dev/null'); \
; RUN:   [print(w.func, w.block, w.n, w.count) for w in ws if w.func in ('uniform_arm', 'chained_arm')]" \
; RUN:   | FileCheck %s --check-prefix=TOOLS

; REMARK-DAG: remark: {{.*}}: wait_asyncmark(0) in uniform_arm moved from %else to the end of %entry: it waits for nothing, and the block held nothing else
; REMARK-DAG: remark: {{.*}}: wait_asyncmark(1) in uniform_arm moved from %else to the end of %entry: it waits for nothing, and the block held nothing else
; REMARK-DAG: remark: {{.*}}: wait_asyncmark(0) in divergent_arm moved from %else to the end of %entry
; REMARK-DAG: remark: {{.*}}: wait_asyncmark(0) in chained_arm moved from %else to the end of %entry
; REMARK-DAG: remark: {{.*}}: wait_asyncmark(3) in chained_arm moved from %else.more to the end of %entry

; TOOLS-DAG: uniform_arm else 0 None
; TOOLS-DAG: uniform_arm else 1 None
; TOOLS-DAG: uniform_arm join 1 1
; TOOLS-DAG: chained_arm else 0 None
; TOOLS-DAG: chained_arm else.more 3 None
; TOOLS-DAG: chained_arm join 0 0

declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()
@buf = internal addrspace(3) global [256 x i32] poison, align 16

; Uniform: the entry ends with the arm's waits; the then arm follows, and
; the join.
; CHECK-LABEL: uniform_arm:
; CHECK:       s_cmp_lg_u32
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  s_cbranch_scc1
; CHECK-NEXT:  ; %bb.1: ; %then
; CHECK-NOT:   %else
; CHECK:       s_waitcnt vmcnt(1)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(1)
; CHECK:       s_endpgm
define amdgpu_kernel void @uniform_arm(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %c) {
entry:
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 256, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 512, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
else:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 1)
  %v = load i32, ptr addrspace(3) @buf, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; Divergent: a simple if, where the else arm made an if/else with its own
; exec mask dance.
; CHECK-LABEL: divergent_arm:
; CHECK:       ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  s_and_saveexec_b64
; CHECK-NEXT:  s_cbranch_execz
; CHECK-NEXT:  ; %bb.1: ; %then
; CHECK-NOT:   %else
; CHECK-NOT:   s_xor_b64
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK:       s_endpgm
define amdgpu_kernel void @divergent_arm(ptr addrspace(1) %g, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cc = icmp ult i32 %tid, 16
  br i1 %cc, label %then, label %else
then:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 256, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
else:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) @buf, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; The arm's wait waits for the entry's group: it stays.
; CHECK-LABEL: full_arm_stays:
; CHECK:       ; asyncmark
; CHECK:       %else
; CHECK:       s_waitcnt vmcnt(0)
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
define amdgpu_kernel void @full_arm_stays(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %c) {
entry:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  store i32 1, ptr addrspace(1) %out, align 4
  br label %join
else:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) @buf, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; An empty wait beside other code stays in its arm.
; CHECK-LABEL: arm_with_code_stays:
; CHECK:       s_cbranch_scc0
; CHECK-NEXT:  ; %bb.1: ; %else
; CHECK:       ; wait_asyncmark(0)
; CHECK:       global_store_dword
define amdgpu_kernel void @arm_with_code_stays(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %c) {
entry:
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
else:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  store i32 2, ptr addrspace(1) %out, align 4
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) @buf, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; Two blocks of empty waits in a row: both empty into the entry.
; CHECK-LABEL: chained_arm:
; CHECK:       s_cmp_lg_u32
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(0)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  ;;#ASMSTART
; CHECK-NEXT:  ; wait_asyncmark(3)
; CHECK-NEXT:  ;;#ASMEND
; CHECK-NEXT:  s_cbranch_scc1
; CHECK-NEXT:  ; %bb.1: ; %then
; CHECK-NOT:   %else
; CHECK:       s_endpgm
define amdgpu_kernel void @chained_arm(ptr addrspace(1) %g, ptr addrspace(1) %out, i32 %c) {
entry:
  %cc = icmp eq i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %g, ptr addrspace(3) @buf, i32 4, i32 0, i32 0)
  call void @llvm.amdgcn.asyncmark()
  br label %join
else:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  br label %else.more
else.more:
  call void @llvm.amdgcn.wait.asyncmark(i16 3)
  br label %join
join:
  call void @llvm.amdgcn.wait.asyncmark(i16 0)
  %v = load i32, ptr addrspace(3) @buf, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}
