; The plugin registers a codegen callback that runs for every TargetPassConfig
; in the process; it must only touch amdgcn. For an ordinary x86-64 function,
; llc with the plugin loaded must produce byte-identical assembly to stock
; llc, at -O0 and -O3, and the same pass pipeline (-debug-pass=Structure) but
; for one pass first in it: the debug info upgrade that LLVM's parser does
; and the loaded plugin defers until its first pass (DebugInfoUpgrade.cpp).
; Control: on amdgcn the same listing does contain the plugin's three passes,
; so the pipeline comparison would notice them.

; RUN: %llc-stock -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -O3 %s -o %t.stock.O3.s
; RUN: %llc -mtriple=x86_64-unknown-linux-gnu -O3 %s -o %t.plugin.O3.s
; RUN: diff %t.stock.O3.s %t.plugin.O3.s
; RUN: %llc-stock -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -O0 %s -o %t.stock.O0.s
; RUN: %llc -mtriple=x86_64-unknown-linux-gnu -O0 %s -o %t.plugin.O0.s
; RUN: diff %t.stock.O0.s %t.plugin.O0.s
; RUN: FileCheck %s --check-prefix=ASM < %t.plugin.O3.s

; RUN: %llc-stock -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -O3 %s -o /dev/null -debug-pass=Structure 2> %t.stock.O3.passes
; RUN: %llc -mtriple=x86_64-unknown-linux-gnu -O3 %s -o /dev/null -debug-pass=Structure 2> %t.plugin.O3.passes
; RUN: sed -e '/AMDGPU asyncmark deferred debug info upgrade/d' -e 's/ -amdgpu-asyncmark-debuginfo-upgrade / /' %t.plugin.O3.passes | diff %t.stock.O3.passes -
; RUN: %llc-stock -verify-machineinstrs -mtriple=x86_64-unknown-linux-gnu -O0 %s -o /dev/null -debug-pass=Structure 2> %t.stock.O0.passes
; RUN: %llc -mtriple=x86_64-unknown-linux-gnu -O0 %s -o /dev/null -debug-pass=Structure 2> %t.plugin.O0.passes
; RUN: sed -e '/AMDGPU asyncmark deferred debug info upgrade/d' -e 's/ -amdgpu-asyncmark-debuginfo-upgrade / /' %t.plugin.O0.passes | diff %t.stock.O0.passes -
; RUN: FileCheck %s --check-prefix=X86PASSES --implicit-check-not=asyncmark < %t.plugin.O3.passes

; RUN: sed -e 's/^target triple.*//' %s | %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx950 -O3 -o /dev/null -debug-pass=Structure 2>&1 \
; RUN:   | FileCheck %s --check-prefix=AMDGPU-PASSES

; ASM-LABEL: sum:
; ASM:       addl
; ASM:       retq

; X86PASSES:      Pass Arguments: {{.*}} -regalloc-priority -amdgpu-asyncmark-debuginfo-upgrade -pre-isel-intrinsic-lowering {{.*}}
; X86PASSES:      ModulePass Manager
; X86PASSES-NEXT:   AMDGPU asyncmark deferred debug info upgrade
; X86PASSES:      X86 DAG->DAG Instruction Selection

; AMDGPU-PASSES:      Pre-ISel Intrinsic Lowering
; AMDGPU-PASSES-NEXT: AMDGPU asyncmark IR lowering
; AMDGPU-PASSES:      Lower buffer fat pointer operations to buffer resources
; AMDGPU-PASSES-NEXT: AMDGPU asyncmark fat-pointer debug info repair
; AMDGPU-PASSES-NEXT: AMDGPU asyncmark async scope tagging
; AMDGPU-PASSES:      AMDGPU asyncmark wait lowering

target triple = "x86_64-unknown-linux-gnu"

define i32 @sum(ptr %p, i32 %n) {
entry:
  %empty = icmp sle i32 %n, 0
  br i1 %empty, label %exit, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %gep = getelementptr i32, ptr %p, i32 %i
  %v = load i32, ptr %gep
  %acc.next = add i32 %acc, %v
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  ret i32 %r
}

define void @caller(ptr %p) {
  %s = call i32 @sum(ptr %p, i32 16)
  store i32 %s, ptr %p
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 64, i1 false)
  ret void
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
