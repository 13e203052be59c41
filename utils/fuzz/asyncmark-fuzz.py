#!/usr/bin/env python3
"""asyncmark-fuzz: random kernels through llc with the AMDGPU asyncmark plugin.

Generates seeded random amdgcn kernels (LLVM IR text) that use upstream's
`llvm.amdgcn.asyncmark()`, `llvm.amdgcn.wait.asyncmark(i16 N)` and the async
LDS-DMA intrinsics, compiles each at -O0 and -O3 with

    llc -load-pass-plugin=build/lib/AMDGPUAsyncMark.so \
        -mtriple=amdgcn-amd-amdhsa -mcpu=<cpu> -verify-machineinstrs \
        -amdgpu-asyncmark-verify -pass-remarks-analysis=amdgpu-asyncmark -O<n>

(plus `-disable-verify` when the kernel uses a `*.ptr.buffer.load.async.lds`
form, which LLVM 22's input verifier rejects; the plugin verifies the module
itself after rewriting them), and checks every result:

  * llc exits 0, no crash / `LLVM ERROR` / `error:` (the plugin's verify mode
    makes an insufficient wait a compile error, the machine verifier reports
    bad machine code);
  * nothing is left of the upstream names: no `llvm.amdgcn.asyncmark`,
    `wait.asyncmark`, `.async` or `llvm.*` symbol reference in the assembly,
    no `s_swappc_b64` unless the kernel calls a function of its own, and every
    called symbol is one of the kernel's own functions;
  * the independent assembly checker tools/asyncmark-check/asyncmark-check.py
    (if present and working; otherwise `checker: not available`, or an error
    with --require-checker) accepts every wait: exit 1 (violation) and exit 2
    (parse error) are both failures. Two exceptions, counted and printed but
    not failures: the checker's capacity limits (more than
    --checker-max-states abstract states, --checker-timeout, --checker-mem-mb:
    its own default of 500000 states took 400 s and 15 GB on one kernel), and
    a violation whose pending DMAs are all sync twins. The checker cannot
    tell sync from async DMA in assembly and counts every DMA into a mark's
    group (a documented over-approximation); the generator gives every sync
    twin aux bit 1 (printed sc1/nt/slc) and no async DMA that bit, so such a
    report is recognised (--strict-checker makes it a failure). A pending
    async DMA is always a failure: DMAs complete in order and a mark stands
    for every async DMA before it;
  * order ("order changes"): the checker's --ir compares the per-block order
    of DMAs and marks in the assembly with the IR the code generator itself
    received (the kernel for llc, opt's output for opt-O3, `clang -S
    -emit-llvm` with the same flags for clang-O3). A report that goes away
    when the sync DMAs (aux bit 1) are dropped from both sides is not a
    failure (marks are not ordered against ordinary DMA);
  * sync-dma-read: in a tail-merge shape whose second arm is the ordinary
    twin, the LDS read after that DMA must wait for it (vmcnt) on that arm;
    the arms' DMAs carry an immediate offset (1012, 1020, ...) that nothing
    else uses, so the fuzzer finds them in the assembly. If no instance of
    the DMA is followed by a covering wait before its read, the merged DMA
    was taken as async and the ordinary arm races its own DMA.

Selectors and pipelines (--global-isel, --pipeline, or --mix for a random
choice per kernel; the summary counts kernels per selector and pipeline and
failing kernels per category, selector, pipeline and kind):

  llc        llc -load-pass-plugin=... on the kernel, at each --only-opt level;
  opt-O3     build/bin/asyncmark-upgrade, opt -O3 -mtriple=amdgcn-amd-amdhsa
             -mcpu=CPU, then llc as above;
  clang-O3   asyncmark-upgrade, then clang -target amdgcn-amd-amdhsa -mcpu=CPU
             -nogpulib -O3 -S -fpass-plugin=PLUGIN -mllvm -amdgpu-asyncmark-verify
             -mllvm -verify-machineinstrs (one compilation per kernel).

With GlobalISel, a crash that llc without the plugin has on the same
(upgraded) IR is counted as "not compiled", not as a failure: LLVM 22's
GlobalISel cannot translate most of these kernels (their ptr addrspace(8)
resource argument).

Kernel i of a run uses seed S+i and the (i mod n)-th of the n --cpu values; a
kernel depends only on its seed and its cpu, so `--print-kernel 1234 --cpu
gfx950` (or `--seed 1234 --count 1 --cpu gfx950`) regenerates kernel 1234.

Quick run (the lit smoke test, test/Fuzz/fuzz-smoke.test, about a minute):

    python3 utils/fuzz/asyncmark-fuzz.py --seed 1 --count 400 --jobs 2

Long run (thousands of kernels; about 0.25 s per kernel on 2 cores, so some
10 minutes for 2000 kernels and 40 for 10000; progress on stderr, failing
kernels with their command and stderr kept):

    python3 utils/fuzz/asyncmark-fuzz.py --seed 1000 --count 2000 --jobs 2 \
        --keep-failures /tmp/asyncmark-fuzz-failures 2> fuzz-progress.log

    # every kind on all three processors (kernel i is compiled for cpu i % 3)
    python3 utils/fuzz/asyncmark-fuzz.py --seed 5000 --count 3000 --jobs 2 \
        --cpu gfx90a,gfx942,gfx950 --keep-failures /tmp/asyncmark-fuzz-failures

Reduce a failing kernel, and write it as an XFAIL lit test:

    python3 utils/fuzz/asyncmark-fuzz.py --reduce /tmp/asyncmark-fuzz-failures/k1234-gfx950.ll \
        --only-opt O3 -o test/Fuzz/reduced-1234.ll --lit-test \
        [--reduce-match "text the failure message must keep"]

The reducer is simple delta debugging: chunks of instruction lines are
deleted (halving the chunk size down to single lines), conditional branches
are made unconditional (unreachable blocks are then dropped and phis fixed),
single values are replaced by 0/null/poison (never a branch condition: that
would leave statically dead code, a different program for codegen), blocks
are merged into their only predecessor and unused declarations dropped,
until nothing changes. A candidate is kept only if it is valid IR
(`opt -passes=verify`; kernels with ptr.buffer async forms go through
build/bin/asyncmark-upgrade first, because LLVM 22's verifier rejects those
names) and fails with the same category (crash, asyncmark-verify, checker
violation, ...) at the first failing -O level, and, with --reduce-match, with
that text in its message. The cpu comes from the kernel's header comment
unless --cpu is given.

Issue-8 shapes (in the default mix; --bundle, --tail-merge, --sched-barrier
force one into every kernel, --classic leaves all out and gives the earlier
fuzzer's kernels byte for byte, because they draw from a side random stream):

    python3 utils/fuzz/asyncmark-fuzz.py --seed 1 --count 150 --jobs 2 --mix
    python3 utils/fuzz/asyncmark-fuzz.py --seed 1 --count 40 --jobs 2 \
        --bundle --tail-merge --sched-barrier --mix

Other useful options: --emit DIR (write the kernels, compile nothing),
--verify-ir (also run `opt -passes=verify` on every generated kernel),
--only-opt O3, --print-kernel SEED.

Kinds (chosen per kernel with weights; the summary counts the kernels that
actually contain each one):

  straight-line   groups of async DMAs (A), marks (M), waits W(N) with every
                  N in 0..(live marks + 2) plus occasional 15/16/17/65535,
                  LDS reads (R) after waits, LDS writes, wave barriers;
                  in nearly every kernel.
  sync-interleave sync global loads (G, divergent addresses through
                  workitem.id.x, so they are VMEM and count in vmcnt), global
                  stores (S), and the sync LDS-DMA twins (X) interleaved with
                  the async ones; loaded values are used late (at the end of
                  the block) so they stay in flight across marks and waits.
  consecutive     two or three marks in a row (M M, upstream #213144).
  diamond         uniform if/else or if-then on a kernel argument (`icmp` on
                  an `inreg`/SGPR argument), marks and DMAs on one arm or
                  both, nested up to the depth limit.
  divergent-if    an if/else on workitem.id.x (structurized by the
                  backend into exec-masked straight-line flow).
  loop            do-while or guarded loops counted by a kernel argument,
                  nested up to three deep, with marks/waits in the body;
                  iteration-dependent (uniform) LDS slots and addresses.
  pipeline-S      software pipelines with S = 2..5 stages: prologue of S-1
                  stages (DMAs + mark each), loop that prefetches stage t+S-1
                  into buffer (t+S-1)%S, waits W(S-1), optionally syncs the
                  workgroup, reads buffer t%S from LDS; epilogue
                  W(S-2)..W(0) with reads. Variants: sync loads in the loop,
                  a predicated prefetch (DMAs under a condition, mark always),
                  a release/barrier/acquire at the end of the iteration.
  call            calls to an external function (the call completes all
                  outstanding VMEM; marks stay); a legitimate s_swappc_b64.
  callee          a defined noinline function with its own marks and waits
                  (marks are function-local), called from the kernel.
  flat            generic FLAT loads/stores through a `ptr` (addrspace 0)
                  argument (may complete out of order: vmcnt(0) only), and
                  the flat async DMA form load.async.to.lds.p0.
  many-marks      more than 16 marks: 17-24 (A,M) pairs in a straight line,
                  in a loop body, or on one arm of a diamond (5 vs 18), then
                  waits around 15/16/17 (upstream's 16-mark cap).
  fence           LDS-release fences: `fence syncscope("workgroup") release,
                  !mmra !{"amdgpu-synchronize-as", "local"}` + s.barrier +
                  acquire (IREE's workgroup sync), sometimes a plain
                  workgroup release fence without the MMRA.
  bundle          two to four adjacent async DMAs of one kind, operands
                  computed first (so si-post-ra-bundler bundles them), then
                  a mark, often W(0|1) and a read of their slot.
  tail-merge      a uniform if/else whose arms differ in a volatile store and
                  end in the same DMA (the other arm async or, in
                  tail-merge-sync, the ordinary twin global.load.lds with the
                  same operands), an LDS read of its slot and a store; then a
                  join, or (at the end of the kernel) a return in both arms.
  sched-barrier   llvm.amdgcn.sched.barrier(i32 0) before and/or after marks.
  forms           the DMA forms mixed within a kernel: global.load.async.lds,
                  load.async.to.lds.p1/.p7 (p7 through make.buffer.rsrc.p7.p1)
                  /.p0, raw.ptr.buffer.load.async.lds,
                  struct.ptr.buffer.load.async.lds, sizes 1/2/4 and 12/16
                  (12/16 only on gfx950), immediate offsets, aux bits.

Python 3.11 standard library only.
"""

import argparse
import collections
import concurrent.futures
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time

SRCROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
DEFAULT_LLVM_BIN = "/usr/lib/llvm-22/bin"
DEFAULT_PLUGIN = os.path.join(SRCROOT, "build", "lib", "AMDGPUAsyncMark.so")
DEFAULT_CHECKER = os.path.join(SRCROOT, "tools", "asyncmark-check", "asyncmark-check.py")
TRIPLE = "amdgcn-amd-amdhsa"
DATALAYOUT = ("e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-"
              "p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-"
              "v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-"
              "v2048:2048-n32:64-S32-A5-G1-ni:7:8:9")
CPUS = ("gfx90a", "gfx942", "gfx950")
LDS_SLOTS = 8
LDS_SLOT_BYTES = 4096
EXT_FN = "fuzz_ext"

# Order of the kinds in the summary.
KIND_ORDER = ["straight-line", "sync-interleave", "consecutive", "diamond",
              "divergent-if", "loop", "nested-loop", "pipeline", "call",
              "callee", "flat", "many-marks", "fence", "buffer-forms",
              "p7-form", "p0-form", "size-12/16", "inreg-args",
              "bundle", "tail-merge", "tail-merge-sync", "sched-barrier"]

# ---------------------------------------------------------------------------
# Kernel generator
# ---------------------------------------------------------------------------

DECLS = {
    "workitem": "declare i32 @llvm.amdgcn.workitem.id.x()",
    "mark": "declare void @llvm.amdgcn.asyncmark()",
    "wait": "declare void @llvm.amdgcn.wait.asyncmark(i16)",
    "wave.barrier": "declare void @llvm.amdgcn.wave.barrier()",
    "s.barrier": "declare void @llvm.amdgcn.s.barrier()",
    "sched.barrier": "declare void @llvm.amdgcn.sched.barrier(i32)",
    "async.global": "declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)",
    "async.p1": "declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)",
    "async.p0": "declare void @llvm.amdgcn.load.async.to.lds.p0(ptr, ptr addrspace(3), i32, i32, i32)",
    "async.p7": "declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)",
    "async.rawptr": "declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)",
    "async.structptr": "declare void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32, i32)",
    "sync.global": "declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)",
    "sync.p1": "declare void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)",
    "sync.p7": "declare void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)",
    "sync.rawptr": "declare void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)",
    "make.p7": "declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)",
    "ext": "declare void @%s(ptr addrspace(1), i32)" % EXT_FN,
}

ASYNC_FORMS = ["global", "p1", "p7", "rawptr", "structptr", "p0"]
SYNC_FORMS = ["global", "p1", "p7", "rawptr"]


class Module:
    """Module-level state shared by the kernel and an optional callee."""

    def __init__(self, rng, cpu):
        self.rng = rng
        self.cpu = cpu
        self.decls = {"workitem": True}
        self.kinds = collections.Counter()
        self.pipelines = collections.Counter()
        self.stats = collections.Counter()
        self.need_disable_verify = False
        self.uses_mmra = False
        self.has_calls = False
        # The new shapes (bundles, tail-merge arms, sched.barrier) draw from
        # a side stream, so a kernel without them is byte-identical to the
        # earlier fuzzer's kernel of the same seed.
        self.rng2 = None
        self.tm_sync_offsets = []
        self.tm_count = 0


class FunctionGen:
    """Builds one function body as text. Values loaded by sync loads and LDS
    reads are collected in `pending` and consumed (summed and stored to
    %out) right before the block's terminator, so sync loads stay in flight
    across later DMAs, marks and waits of the same block."""

    def __init__(self, mod, cfg, name, is_kernel):
        self.m = mod
        self.rng = mod.rng
        self.cfg = cfg
        self.name = name
        self.is_kernel = is_kernel
        self.lines = []
        self.nval = 0
        self.nblk = 0
        self.cur = "entry"
        self.pending = []
        self.marks = 0            # live marks on the path being built (estimate)
        self.ivs = []             # uniform loop induction variables in scope
        self.depth = 0
        self.out_slot = 0
        self.recent_slots = []
        self.loop_depth = 0

    # -- text helpers -------------------------------------------------------
    def val(self, hint="v"):
        self.nval += 1
        return "%%%s%d" % (hint, self.nval)

    def blk(self, hint):
        self.nblk += 1
        return "%s%d" % (hint, self.nblk)

    def emit(self, text):
        self.lines.append("  " + text)

    def start_block(self, name):
        assert not self.pending
        self.lines.append("%s:" % name)
        self.cur = name

    def decl(self, key):
        self.m.decls[key] = True

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, weighted):
        items = [(k, w) for k, w in weighted if w > 0]
        total = sum(w for _, w in items)
        x = self.rng.random() * total
        for k, w in items:
            x -= w
            if x < 0:
                return k
        return items[-1][0]

    # -- values -------------------------------------------------------------
    def uniform_off(self, scale, const_max=8):
        """An i32 uniform offset: a constant or an affine function of a loop
        induction variable in scope."""
        k = self.rng.randint(0, const_max)
        if self.ivs and self.chance(0.6):
            iv = self.rng.choice(self.ivs)
            m = self.val("u")
            self.emit("%s = mul i32 %s, %d" % (m, iv, scale))
            if k == 0:
                return m
            a = self.val("u")
            self.emit("%s = add i32 %s, %d" % (a, m, k * scale))
            return a
        return str(k * scale)

    def lds_slot_ptr(self, slot=None, byte_off=None):
        """A uniform LDS pointer (the DMA's M0 base): a constant slot of @lds,
        a slot chosen by a loop induction variable, or the LDS argument."""
        if byte_off is None:
            byte_off = self.rng.choice([0, 0, 0, 1024, 2048])
        p = self.val("lds")
        if slot is None:
            r = self.rng.random()
            if r < 0.1:
                self.emit("%s = getelementptr i8, ptr addrspace(3) %%ldsarg, i32 %d" % (p, byte_off))
                return p
            if r < 0.35 and self.ivs:
                iv = self.rng.choice(self.ivs)
                s = self.val("slot")
                self.emit("%s = and i32 %s, %d" % (s, iv, LDS_SLOTS - 1))
                b = self.val("sb")
                self.emit("%s = mul i32 %s, %d" % (b, s, LDS_SLOT_BYTES))
                o = self.val("sb")
                self.emit("%s = add i32 %s, %d" % (o, b, byte_off))
                self.emit("%s = getelementptr i8, ptr addrspace(3) @lds, i32 %s" % (p, o))
                return p
            slot = self.rng.randrange(LDS_SLOTS)
        if isinstance(slot, int):
            self.recent_slots.append(slot)
            self.recent_slots = self.recent_slots[-4:]
            self.emit("%s = getelementptr i8, ptr addrspace(3) @lds, i32 %d"
                      % (p, slot * LDS_SLOT_BYTES + byte_off))
        else:
            b = self.val("sb")
            self.emit("%s = mul i32 %s, %d" % (b, slot, LDS_SLOT_BYTES))
            if byte_off:
                o = self.val("sb")
                self.emit("%s = add i32 %s, %d" % (o, b, byte_off))
                b = o
            self.emit("%s = getelementptr i8, ptr addrspace(3) @lds, i32 %s" % (p, b))
        return p

    def dma_size(self):
        sizes = [(4, 6), (1, 1), (2, 1)]
        if self.m.cpu == "gfx950":
            sizes += [(12, 1.5), (16, 2.5)]
        s = self.pick(sizes)
        if s >= 12:
            self.m.kinds["size-12/16"] += 1
        return s

    # -- statements -----------------------------------------------------------
    def dma(self, is_async=True, form=None, lds=None, size=None):
        if form is None:
            if is_async:
                form = self.pick([(f, self.cfg["form_w"][f]) for f in ASYNC_FORMS])
            else:
                form = self.pick([("global", 3), ("p1", 1), ("p7", 1), ("rawptr", 2)])
        if size is None:
            size = self.dma_size()
        if lds is None:
            lds = self.lds_slot_ptr()
        off = self.rng.choice([0, 0, 0, 4, 16, 64, 256])
        # Async DMAs use aux 0 or 1 (sc0/glc); sync DMAs always aux 2, which
        # prints as sc1 (global, gfx942/950), nt (buffer, gfx942/950) or slc
        # (gfx90a): the driver tells sync DMAs apart in the assembly by it
        # (see SYNC_DMA_RE).
        aux = self.rng.choice([0, 0, 0, 0, 1]) if is_async else 2
        key = ("async." if is_async else "sync.") + form
        self.decl(key)
        name = {
            "async.global": "llvm.amdgcn.global.load.async.lds",
            "async.p1": "llvm.amdgcn.load.async.to.lds.p1",
            "async.p0": "llvm.amdgcn.load.async.to.lds.p0",
            "async.p7": "llvm.amdgcn.load.async.to.lds.p7",
            "async.rawptr": "llvm.amdgcn.raw.ptr.buffer.load.async.lds",
            "async.structptr": "llvm.amdgcn.struct.ptr.buffer.load.async.lds",
            "sync.global": "llvm.amdgcn.global.load.lds",
            "sync.p1": "llvm.amdgcn.load.to.lds.p1",
            "sync.p7": "llvm.amdgcn.load.to.lds.p7",
            "sync.rawptr": "llvm.amdgcn.raw.ptr.buffer.load.lds",
        }[key]
        tail = "ptr addrspace(3) %s, i32 %d" % (lds, size)
        if form in ("global", "p1"):
            idx = self.uniform_off(64)
            src = self.val("src")
            self.emit("%s = getelementptr i32, ptr addrspace(1) %%gt, i32 %s" % (src, idx))
            args = "ptr addrspace(1) %s, %s, i32 %d, i32 %d" % (src, tail, off, aux)
        elif form == "p0":
            idx = self.uniform_off(64)
            src = self.val("fsrc")
            self.emit("%s = getelementptr i32, ptr %%ft, i32 %s" % (src, idx))
            args = "ptr %s, %s, i32 %d, i32 %d" % (src, tail, off, aux)
            self.m.kinds["p0-form"] += 1
            self.m.kinds["flat"] += 1
        elif form == "p7":
            self.decl("make.p7")
            idx = self.uniform_off(64)
            i2 = self.val("fi")
            self.emit("%s = add i32 %%tid, %s" % (i2, idx))
            src = self.val("fsrc")
            self.emit("%s = getelementptr i32, ptr addrspace(7) %%fat, i32 %s" % (src, i2))
            args = "ptr addrspace(7) %s, %s, i32 %d, i32 %d" % (src, tail, off, aux)
            self.m.kinds["p7-form"] += 1
        elif form == "rawptr":
            vo = self.uniform_off(256)
            v = self.val("vo")
            self.emit("%s = add i32 %%vo, %s" % (v, vo))
            soff = self.rng.choice(["0", "0", "0", "16"]) if not self.ivs or self.chance(0.5) \
                else self.uniform_off(4)
            args = "ptr addrspace(8) %%rsrc, %s, i32 %s, i32 %s, i32 %d, i32 %d" % (
                tail, v, soff, off, aux)
            self.m.kinds["buffer-forms"] += 1
            if is_async:
                self.m.need_disable_verify = True
        else:  # structptr
            vo = self.uniform_off(256)
            args = "ptr addrspace(8) %%rsrc, %s, i32 %%tid, i32 %s, i32 0, i32 %d, i32 %d" % (
                tail, vo, off, aux)
            self.m.kinds["buffer-forms"] += 1
            self.m.need_disable_verify = True
        self.emit("call void @%s(%s)" % (name, args))
        self.m.stats["async DMAs" if is_async else "sync DMAs"] += 1

    def mark(self):
        sb = self.cfg.get("sched_barrier", 0)
        r2 = self.m.rng2
        before = sb and r2.random() < sb
        after = sb and r2.random() < sb
        if before:
            self.sched_barrier()
        self.decl("mark")
        self.emit("call void @llvm.amdgcn.asyncmark()")
        self.marks += 1
        self.m.stats["marks"] += 1
        if after:
            self.sched_barrier()

    def sched_barrier(self):
        self.decl("sched.barrier")
        self.emit("call void @llvm.amdgcn.sched.barrier(i32 0)")
        self.m.kinds["sched-barrier"] += 1
        self.m.stats["sched barriers"] += 1

    def side(self, fn, *a):
        """Runs fn with the side random stream (see Module.rng2)."""
        main = self.rng
        self.rng = self.m.rng = self.m.rng2
        try:
            return fn(*a)
        finally:
            self.rng = self.m.rng = main

    # -- new shapes (side stream) ----------------------------------------------
    def bundle(self):
        """Two to four adjacent async DMAs of one kind (operands computed
        first, so nothing separates the calls and si-post-ra-bundler bundles
        them), then a mark, sometimes a wait and a read."""
        form = self.pick([("global", 4), ("p1", 1), ("rawptr", 2)])
        k = self.rng.choice([2, 2, 3, 4])
        size = self.pick([(4, 4), (1, 1), (2, 1)] + ([(16, 1)] if self.m.cpu == "gfx950" else []))
        slot = self.rng.randrange(LDS_SLOTS)
        lds = self.lds_slot_ptr(slot, byte_off=0)
        name = {"global": "llvm.amdgcn.global.load.async.lds",
                "p1": "llvm.amdgcn.load.async.to.lds.p1",
                "rawptr": "llvm.amdgcn.raw.ptr.buffer.load.async.lds"}[form]
        self.decl("async." + form)
        if form == "rawptr":
            self.m.need_disable_verify = True
            self.m.kinds["buffer-forms"] += 1
            v = self.val("vo")
            self.emit("%s = add i32 %%vo, %d" % (v, 256 * self.rng.randint(0, 4)))
            calls = ["call void @%s(ptr addrspace(8) %%rsrc, ptr addrspace(3) %s, i32 %d, i32 %s, "
                     "i32 0, i32 %d, i32 0)" % (name, lds, size, v, 4 * i) for i in range(k)]
        else:
            src = self.val("src")
            self.emit("%s = getelementptr i32, ptr addrspace(1) %%gt, i32 %d" % (src, 64 * self.rng.randint(0, 8)))
            calls = ["call void @%s(ptr addrspace(1) %s, ptr addrspace(3) %s, i32 %d, i32 %d, i32 0)"
                     % (name, src, lds, size, 4 * i) for i in range(k)]
        for c in calls:
            self.emit(c)
            self.m.stats["async DMAs"] += 1
        self.mark()
        if self.chance(0.6):
            self.wait(self.rng.choice([0, 0, 1]), reads=0)
            self.lds_read(slot)
        self.m.kinds["bundle"] += 1

    def tail_merge(self, ret=False):
        """A uniform if/else whose arms differ in a volatile store and end in
        the same DMA (the second arm async or the ordinary twin), an LDS read
        of its slot and a store of the value; then a return (ret) or a join.
        branch-folder merges the tails into one DMA."""
        self.m.tm_count += 1
        off = 1004 + 8 * self.m.tm_count     # unique: found again in the asm
        sync = self.chance(0.5)
        # A condition no pass can fold (a uniform volatile load): folded, one
        # arm would vanish and the sync-dma-read check would judge the wrong
        # DMA.
        tv = self.val("tmv")
        self.emit("%s = load volatile i32, ptr addrspace(1) %%g, align 4" % tv)
        cond = self.val("tmc")
        self.emit("%s = icmp sgt i32 %s, %d" % (cond, tv, self.rng.randrange(8)))
        slot = self.rng.randrange(LDS_SLOTS)
        lds = self.lds_slot_ptr(slot, byte_off=0)
        ro = self.val("ro")
        self.emit("%s = add i32 %%vo, %d" % (ro, slot * LDS_SLOT_BYTES))
        rp = self.val("rp")
        self.emit("%s = getelementptr i8, ptr addrspace(3) @lds, i32 %s" % (rp, ro))
        self.out_slot += 1
        op = self.val("op")
        self.emit("%s = getelementptr i32, ptr addrspace(1) %%ot, i32 %d" % (op, 64 * self.out_slot))
        a, b = self.blk("tma"), self.blk("tmb")
        join = None if ret else self.blk("tmj")
        self.condbr(cond, a, b)
        self.depth += 1
        for arm, c, is_async in ((a, "%c0", True), (b, "%c1", not sync)):
            self.start_block(arm)
            self.emit("store volatile i32 %s, ptr addrspace(1) %%out, align 4" % c)
            key = "async.global" if is_async else "sync.global"
            self.decl(key)
            self.emit("call void @llvm.amdgcn.%s(ptr addrspace(1) %%gt, ptr addrspace(3) %s, "
                      "i32 4, i32 %d, i32 0)" % ("global.load.async.lds" if is_async
                                                  else "global.load.lds", lds, off))
            self.m.stats["async DMAs" if is_async else "sync DMAs"] += 1
            r = self.val("r")
            self.emit("%s = load i32, ptr addrspace(3) %s, align 4" % (r, rp))
            self.emit("store i32 %s, ptr addrspace(1) %s, align 4" % (r, op))
            self.emit("ret void" if ret else "br label %%%s" % join)
        self.depth -= 1
        if sync:
            self.m.tm_sync_offsets.append(off)
            self.m.kinds["tail-merge-sync"] += 1
        self.m.kinds["tail-merge"] += 1
        if not ret:
            self.start_block(join)

    def wait(self, n=None, reads=None):
        self.decl("wait")
        if n is None:
            if self.chance(0.05):
                n = self.rng.choice([15, 16, 17, 31, 62, 63, 64, 65535])
            else:
                n = self.rng.randint(0, min(self.marks, 40) + 2)
        self.emit("call void @llvm.amdgcn.wait.asyncmark(i16 %d)" % n)
        self.marks = min(self.marks, n)
        self.m.stats["waits"] += 1
        if reads is None:
            reads = self.rng.choice([0, 1, 1, 1, 2])
        for _ in range(reads):
            self.lds_read()

    def lds_read(self, slot=None):
        if slot is None:
            if self.recent_slots and self.chance(0.7):
                slot = self.rng.choice(self.recent_slots)
            else:
                slot = self.rng.randrange(LDS_SLOTS)
        if isinstance(slot, int):
            o = self.val("ro")
            self.emit("%s = add i32 %%vo, %d" % (o, slot * LDS_SLOT_BYTES + self.rng.choice([0, 0, 1024])))
        else:
            b = self.val("sb")
            self.emit("%s = mul i32 %s, %d" % (b, slot, LDS_SLOT_BYTES))
            o = self.val("ro")
            self.emit("%s = add i32 %s, %%vo" % (o, b))
        p = self.val("rp")
        self.emit("%s = getelementptr i8, ptr addrspace(3) @lds, i32 %s" % (p, o))
        r = self.val("r")
        if self.chance(0.15):
            w = self.val("rw")
            self.emit("%s = load <2 x i32>, ptr addrspace(3) %s, align 8" % (w, p))
            self.emit("%s = extractelement <2 x i32> %s, i32 1" % (r, w))
        else:
            self.emit("%s = load i32, ptr addrspace(3) %s, align 4" % (r, p))
        self.pending.append(r)
        self.m.stats["LDS reads"] += 1

    def lds_write(self):
        o = self.val("wo")
        self.emit("%s = add i32 %%vo, %d" % (o, self.rng.randrange(LDS_SLOTS) * LDS_SLOT_BYTES))
        p = self.val("wp")
        self.emit("%s = getelementptr i8, ptr addrspace(3) @lds, i32 %s" % (p, o))
        self.emit("store i32 %%tid, ptr addrspace(3) %s, align 4" % p)

    def global_load(self):
        idx = self.uniform_off(64, 16)
        p = self.val("gp")
        self.emit("%s = getelementptr i32, ptr addrspace(1) %%gt, i32 %s" % (p, idx))
        v = self.val("g")
        self.emit("%s = load i32, ptr addrspace(1) %s, align 4" % (v, p))
        self.pending.append(v)
        self.m.stats["global loads"] += 1
        self.m.kinds["sync-interleave"] += 1

    def global_store(self):
        p = self.val("sp")
        self.out_slot += 1
        self.emit("%s = getelementptr i32, ptr addrspace(1) %%ot, i32 %d" % (p, 64 * (1000 + self.out_slot)))
        v = self.pending[-1] if self.pending and self.chance(0.5) else "%tid"
        self.emit("store i32 %s, ptr addrspace(1) %s, align 4" % (v, p))
        self.m.stats["global stores"] += 1
        self.m.kinds["sync-interleave"] += 1

    def flat_access(self):
        idx = self.uniform_off(64, 16)
        p = self.val("fp")
        base = "%fsel" if self.chance(0.5) else "%ft"
        self.emit("%s = getelementptr i32, ptr %s, i32 %s" % (p, base, idx))
        if self.chance(0.75):
            v = self.val("f")
            self.emit("%s = load i32, ptr %s, align 4" % (v, p))
            self.pending.append(v)
        else:
            self.emit("store i32 %%tid, ptr %s, align 4" % p)
        self.m.kinds["flat"] += 1
        self.m.stats["flat accesses"] += 1

    def wave_barrier(self):
        self.decl("wave.barrier")
        self.emit("call void @llvm.amdgcn.wave.barrier()")

    def call_ext(self):
        self.decl("ext")
        arg = self.pending[-1] if self.pending and self.chance(0.5) else "%tid"
        self.emit("call void @%s(ptr addrspace(1) %%out, i32 %s)" % (EXT_FN, arg))
        self.m.kinds["call"] += 1
        self.m.has_calls = True

    def fence(self):
        r = self.rng.random()
        if r < 0.75:
            self.decl("s.barrier")
            self.m.uses_mmra = True
            self.emit('fence syncscope("workgroup") release, !mmra !0')
            self.emit("call void @llvm.amdgcn.s.barrier()")
            self.emit('fence syncscope("workgroup") acquire, !mmra !0')
        elif r < 0.9:
            self.m.uses_mmra = True
            self.emit('fence syncscope("workgroup") release, !mmra !0')
        else:
            self.emit('fence syncscope("workgroup") release')
        self.m.kinds["fence"] += 1
        self.m.stats["fences"] += 1

    def flush(self):
        """Use every pending value: sum and store to a fresh %out slot."""
        if not self.pending:
            return
        acc = self.pending[0]
        for v in self.pending[1:]:
            a = self.val("acc")
            self.emit("%s = add i32 %s, %s" % (a, acc, v))
            acc = a
        self.pending = []
        self.out_slot += 1
        p = self.val("op")
        self.emit("%s = getelementptr i32, ptr addrspace(1) %%ot, i32 %d" % (p, 64 * self.out_slot))
        self.emit("store i32 %s, ptr addrspace(1) %s, align 4" % (acc, p))

    def br(self, target):
        self.flush()
        self.emit("br label %%%s" % target)

    def condbr(self, cond, t, f):
        self.flush()
        self.emit("br i1 %s, label %%%s, label %%%s" % (cond, t, f))

    def uniform_cond(self):
        if self.ivs and self.chance(0.3):
            iv = self.rng.choice(self.ivs)
            a = self.val("ca")
            self.emit("%s = and i32 %s, %d" % (a, iv, self.rng.choice([1, 2, 3])))
            c = self.val("cc")
            self.emit("%s = icmp eq i32 %s, 0" % (c, a))
            return c
        arg = self.rng.choice(["%c0", "%c1"])
        pred = self.rng.choice(["eq", "ne", "slt", "ugt"])
        c = self.val("cc")
        self.emit("%s = icmp %s i32 %s, %d" % (c, pred, arg, self.rng.randint(0, 4)))
        return c

    # -- straight-line groups -------------------------------------------------
    def group(self, length=None):
        cfg = self.cfg
        self.m.kinds["straight-line"] += 1
        if length is None:
            length = self.rng.randint(2, cfg["group_len"])
        menu = [
            ("A", 4), ("AM", 2.5), ("M", 2), ("W", 2.2), ("R", 0.6),
            ("LW", 0.2 if cfg["lds_writes"] else 0), ("B", 0.8),
            ("G", 2 if cfg["sync"] else 0), ("S", 0.8 if cfg["sync"] else 0),
            ("X", 0.6 if cfg["sync"] else 0), ("U", 0.4 if cfg["sync"] else 0),
            ("MM", 0.7 if cfg["consecutive"] else 0),
            ("F", 1.0 if cfg["flat"] else 0),
            ("C", 0.4 if cfg["call"] else 0),
            ("FENCE", 0.35 if cfg["fence"] else 0),
            ("CALLEE", 0.3 if cfg.get("callee_name") else 0),
        ]
        for _ in range(length):
            if cfg.get("bundle", 0) and self.m.rng2.random() < cfg["bundle"]:
                self.side(self.bundle)
            op = self.pick(menu)
            if op == "A":
                self.dma()
            elif op == "AM":
                self.dma()
                self.mark()
            elif op == "M":
                self.mark()
            elif op == "MM":
                for _ in range(self.rng.choice([2, 2, 3])):
                    self.mark()
                self.m.kinds["consecutive"] += 1
            elif op == "W":
                self.wait()
            elif op == "R":
                self.lds_read()
            elif op == "LW":
                self.lds_write()
            elif op == "B":
                self.wave_barrier()
            elif op == "G":
                self.global_load()
            elif op == "S":
                self.global_store()
            elif op == "X":
                self.dma(is_async=False)
                self.m.kinds["sync-interleave"] += 1
            elif op == "U":
                self.flush()
            elif op == "F":
                self.flat_access()
            elif op == "C":
                self.call_ext()
            elif op == "FENCE":
                self.fence()
            elif op == "CALLEE":
                self.call_callee()

    def call_callee(self):
        self.emit("call void @%s(ptr addrspace(1) %%g, ptr addrspace(1) %%out, "
                  "ptr addrspace(8) %%rsrc, ptr %%flat, ptr addrspace(3) %%ldsarg, "
                  "i32 %%c0, i32 %%c1, i32 %%n0, i32 %%n1)" % self.cfg["callee_name"])
        self.m.kinds["callee"] += 1
        self.m.has_calls = True

    # -- control flow ---------------------------------------------------------
    def body(self, nseg=None):
        """A sequence of segments (the unit nested in arms and loops)."""
        if nseg is None:
            nseg = self.rng.randint(1, 3 if self.depth else self.cfg["segments"])
        for _ in range(nseg):
            self.segment()

    def segment(self):
        cfg = self.cfg
        deep = self.depth >= cfg["max_depth"]
        if cfg.get("tail_merge", 0) and not deep and self.m.rng2.random() < cfg["tail_merge"]:
            self.side(self.tail_merge)
        choice = self.pick([
            ("group", 5),
            ("diamond", 0 if deep or not cfg["diamond"] else 2.5),
            ("divif", 0 if deep or not cfg["divif"] else 0.8),
            ("loop", 0 if deep or not cfg["loop"] or self.loop_depth >= 3 else 2),
            ("pipeline", 0 if deep or not cfg["pipeline"] or self.loop_depth >= 1 else 1.5),
            ("many", 0 if not cfg["many"] or self.depth > 1 else 1),
        ])
        getattr(self, "seg_" + choice)()

    def seg_group(self):
        self.group()

    def seg_diamond(self):
        self.m.kinds["diamond"] += 1
        cond = self.uniform_cond()
        self._diamond(cond)

    def seg_divif(self):
        self.m.kinds["divergent-if"] += 1
        a = self.val("da")
        self.emit("%s = and i32 %%tid, %d" % (a, self.rng.choice([1, 3, 31, 63])))
        c = self.val("dc")
        self.emit("%s = icmp eq i32 %s, 0" % (c, a))
        self._diamond(c)

    def _diamond(self, cond):
        then_b, else_b, join_b = self.blk("then"), self.blk("else"), self.blk("join")
        shape = self.pick([("both", 3), ("then", 1.5), ("else", 1), ("triangle", 1.5)])
        start_marks = self.marks
        if shape == "triangle":
            self.condbr(cond, then_b, join_b)
        else:
            self.condbr(cond, then_b, else_b)
        self.depth += 1
        # then arm
        self.start_block(then_b)
        if shape in ("both", "then", "triangle"):
            self.body()
        elif self.chance(0.6):
            self.global_store() if self.cfg["sync"] else self.wave_barrier()
        then_marks = self.marks
        self.br(join_b)
        else_marks = start_marks
        if shape != "triangle":
            self.marks = start_marks
            self.start_block(else_b)
            if shape in ("both", "else"):
                self.body()
            elif self.chance(0.6):
                self.global_store() if self.cfg["sync"] else self.wave_barrier()
            else_marks = self.marks
            self.br(join_b)
        self.depth -= 1
        self.start_block(join_b)
        self.marks = max(then_marks, else_marks)

    def _loop(self, body_fn, count_arg=None):
        """Emits a loop around body_fn(iv); returns nothing. Do-while, or
        guarded by `n == 0` (then it may run zero times)."""
        count_arg = count_arg or self.rng.choice(["%n0", "%n1"])
        pre_b = self.cur
        hdr, exit_b = self.blk("loop"), self.blk("exit")
        guarded = self.chance(0.3)
        if guarded:
            z = self.val("z")
            self.emit("%s = icmp eq i32 %s, 0" % (z, count_arg))
            ph = self.blk("ph")
            self.condbr(z, exit_b, ph)
            self.start_block(ph)
            pre_b = ph
        self.br(hdr)
        self.start_block(hdr)
        iv = self.val("iv")
        phi_idx = len(self.lines)
        self.lines.append(None)
        self.ivs.append(iv)
        self.loop_depth += 1
        self.depth += 1
        body_fn(iv)
        self.depth -= 1
        self.loop_depth -= 1
        self.ivs.pop()
        nxt = self.val("ivn")
        self.emit("%s = add nuw i32 %s, 1" % (nxt, iv))
        c = self.val("lc")
        self.emit("%s = icmp ult i32 %s, %s" % (c, nxt, count_arg))
        latch = self.cur
        self.condbr(c, hdr, exit_b)
        self.lines[phi_idx] = "  %s = phi i32 [ 0, %%%s ], [ %s, %%%s ]" % (iv, pre_b, nxt, latch)
        self.start_block(exit_b)
        return iv

    def seg_loop(self):
        self.m.kinds["loop"] += 1
        if self.loop_depth >= 1:
            self.m.kinds["nested-loop"] += 1
        self._loop(lambda iv: self.body())

    def seg_many(self):
        self.m.kinds["many-marks"] += 1
        variant = self.pick([("straight", 5), ("loop", 3 if self.loop_depth < 3 else 0),
                             ("diamond", 2)])
        if variant == "straight":
            k = self.rng.randint(17, 24)
            slot = self.rng.randrange(LDS_SLOTS)
            for _ in range(k):
                self.dma(lds=self.lds_slot_ptr(slot))
                self.mark()
                if self.cfg["sync"] and self.chance(0.1):
                    self.global_load()
            for _ in range(self.rng.randint(1, 3)):
                self.wait(self.rng.choice([0, 1, 3, 14, 15, 16, 17, k - 2, k - 1, k, k + 1]))
        elif variant == "loop":
            k = self.rng.randint(5, 20)

            def body(iv):
                for _ in range(k):
                    self.dma()
                    self.mark()
                if self.chance(0.4):
                    self.wait(self.rng.choice([0, 3, 15, 16, 17]))
            for _ in range(self.rng.choice([0, 5])):
                self.dma()
                self.mark()
            self._loop(body)
            self.dma()
            self.mark()
            self.marks = max(self.marks, 18)
            self.wait(self.rng.choice([0, 3, 15, 16, 17, 18]))
        else:
            cond = self.uniform_cond()
            t, e, j = self.blk("then"), self.blk("else"), self.blk("join")
            self.condbr(cond, t, e)
            a, b = self.rng.choice([(5, 18), (18, 5), (3, 17), (17, 17)])
            self.start_block(t)
            for _ in range(a):
                self.dma()
                self.mark()
            self.br(j)
            self.start_block(e)
            for _ in range(b):
                self.dma()
                self.mark()
            self.br(j)
            self.start_block(j)
            self.marks = max(a, b)
            self.wait(self.rng.choice([max(a, b) - 1, 15, 16, 17, 2]))
        # The kernel certainly holds more than 16 marks.

    def stage(self, t_val, slot, ndma, predicate=False):
        """Issues one pipeline stage (ndma DMAs into LDS slot `slot`) and its
        mark. With predicate, the DMAs sit under a uniform condition (the
        mark is always issued: an empty group on the other path)."""
        if predicate:
            c = self.val("pc")
            self.emit("%s = icmp ult i32 %s, %s" % (c, t_val, self.rng.choice(["%n0", "%n1"])))
            t, j = self.blk("pf"), self.blk("pfj")
            self.condbr(c, t, j)
            self.start_block(t)
        forms = self.rng.sample(ASYNC_FORMS[:4], 1) if self.chance(0.6) else None
        for d in range(ndma):
            lds = self.lds_slot_ptr(slot, byte_off=1024 * (d % 4))
            self.dma(form=forms[0] if forms else None, lds=lds)
            if self.cfg["sync"] and self.chance(0.15):
                self.global_load()
        if predicate:
            self.br(j)
            self.start_block(j)
        self.mark()

    def seg_pipeline(self):
        s = self.rng.randint(2, 5)
        self.m.kinds["pipeline"] += 1
        self.m.pipelines[s] += 1
        base = self.rng.randrange(0, LDS_SLOTS - s + 1)
        ndma = self.rng.randint(1, 3)
        sync_in_loop = self.cfg["sync"] and self.chance(0.5)
        predicated = self.chance(0.25)
        sync_wg = self.cfg["fence"] and self.chance(0.6)
        extra = self.chance(0.3)
        # Prologue: stages 0..S-2.
        for k in range(s - 1):
            self.stage(str(k), base + k, ndma)
        self.marks = s - 1

        def body(t):
            tp = self.val("tp")
            self.emit("%s = add i32 %s, %d" % (tp, t, s - 1))
            ws = self.val("ws")
            self.emit("%s = urem i32 %s, %d" % (ws, tp, s))
            wslot = self.val("wsl")
            self.emit("%s = add i32 %s, %d" % (wslot, ws, base))
            if sync_in_loop:
                for _ in range(self.rng.randint(1, 2)):
                    self.global_load()
            self.stage(tp, wslot, ndma, predicate=predicated)
            self.marks = s
            if sync_in_loop and self.chance(0.5):
                self.global_load()
            self.wait(s - 1, reads=0)
            if sync_wg:
                self.fence()
            rs = self.val("rs")
            self.emit("%s = urem i32 %s, %d" % (rs, t, s))
            rslot = self.val("rsl")
            self.emit("%s = add i32 %s, %d" % (rslot, rs, base))
            for _ in range(self.rng.randint(1, 3)):
                self.lds_read(rslot)
            if extra and self.depth < self.cfg["max_depth"]:
                self.segment()
            if sync_wg and self.chance(0.6):
                self.fence()
        self._loop(body)
        # Epilogue: W(S-2) .. W(0), each followed by reads of its buffer.
        self.marks = s - 1
        for j in range(s - 2, -1, -1):
            self.wait(j, reads=0)
            for _ in range(self.rng.randint(1, 2)):
                self.lds_read(base + (s - 2 - j))


def kernel_config(rng, cpu):
    """Per-kernel feature choice (weights)."""
    c = {
        "sync": rng.random() < 0.6,
        "consecutive": rng.random() < 0.3,
        "diamond": rng.random() < 0.45,
        "divif": rng.random() < 0.1,
        "loop": rng.random() < 0.4,
        "pipeline": rng.random() < 0.3,
        "call": rng.random() < 0.12,
        "callee": rng.random() < 0.06,
        "flat": rng.random() < 0.15,
        "many": rng.random() < 0.12,
        "fence": rng.random() < 0.3,
        "lds_writes": rng.random() < 0.2,
        "inreg": rng.random() < 0.5,
        "max_depth": rng.choice([1, 2, 2, 3]),
        "segments": rng.randint(1, 5),
        "group_len": rng.choice([4, 8, 12]),
    }
    # Form mix: a few kernels stick to one form, the others mix.
    if rng.random() < 0.3:
        only = rng.choice(ASYNC_FORMS[:5])
        c["form_w"] = {f: (1 if f == only else 0) for f in ASYNC_FORMS}
    else:
        c["form_w"] = {"global": 3, "p1": 1, "p7": 2, "rawptr": 2, "structptr": 0.5,
                       "p0": 0.5 if c["flat"] else 0}
    return c


# Shapes added for issue 8; each can be forced into every kernel (SHAPES
# options), and each is in the default mix with the probability here.
NEW_SHAPES = {"bundle": 0.3, "tail_merge": 0.2, "sched_barrier": 0.2}


def new_shape_config(rng2, shapes):
    """Per-kernel rates of the new shapes, from the side stream. shapes:
    None (the default mix), a set of shapes forced on in every kernel (the
    others stay in the default mix), or "classic" (none: the earlier
    fuzzer's kernels, byte for byte)."""
    c = {}
    for k, p in NEW_SHAPES.items():
        on = rng2.random() < p
        if shapes == "classic":
            on = False
        elif shapes is not None and k in shapes:
            on = True
        rate = {"bundle": rng2.choice([0.15, 0.3]), "tail_merge": rng2.choice([0.3, 0.5]),
                "sched_barrier": rng2.choice([0.3, 0.5])}[k]
        c[k] = rate if on else 0
    return c


def generate_kernel(seed, cpu, shapes=None):
    """Returns (ir_text, info) for kernel `seed` on `cpu`."""
    rng = random.Random("asyncmark-fuzz:%d:%s" % (seed, cpu))
    cfg = kernel_config(rng, cpu)
    mod = Module(rng, cpu)
    mod.rng2 = random.Random("asyncmark-fuzz-shapes:%d:%s" % (seed, cpu))
    cfg.update(new_shape_config(mod.rng2, shapes))
    kname = "fuzz_k%d" % seed
    inreg = "inreg " if cfg["inreg"] else ""
    if cfg["inreg"]:
        mod.kinds["inreg-args"] += 1
    params = ("ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(8) %rsrc, "
              "ptr %flat, ptr addrspace(3) %ldsarg, "
              + ", ".join("i32 %s%%%s" % (inreg, a) for a in ("c0", "c1", "n0", "n1")))
    funcs = []

    def prologue(f):
        f.emit("%tid = call i32 @llvm.amdgcn.workitem.id.x()")
        f.emit("%gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid")
        f.emit("%ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid")
        f.emit("%ft = getelementptr i32, ptr %flat, i32 %tid")
        f.emit("%vo = shl i32 %tid, 2")
        # A generic pointer that really may be LDS or global: keeps the FLAT
        # accesses FLAT after address-space inference at -O3.
        f.emit("%fselc = icmp eq i32 %c1, 7")
        f.emit("%fsel = select i1 %fselc, ptr %flat, ptr addrspacecast (ptr addrspace(3) @lds to ptr)")
        f.emit("%fat = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1("
               "ptr addrspace(1) %g, i16 0, i64 1048576, i32 159744)")
        mod.decls["make.p7"] = True

    if cfg["callee"]:
        cname = "fuzz_callee%d" % seed
        ccfg = dict(cfg)
        ccfg.update({"callee": False, "call": False, "pipeline": False, "many": False,
                     "max_depth": 1, "segments": 2, "tail_merge": 0})
        cf = FunctionGen(mod, ccfg, cname, False)
        cf.start_block("entry")
        prologue(cf)
        cf.body()
        cf.flush()
        cf.emit("ret void")
        funcs.append("define internal void @%s(ptr addrspace(1) inreg %%g, ptr addrspace(1) inreg %%out, "
                     "ptr addrspace(8) inreg %%rsrc, ptr inreg %%flat, ptr addrspace(3) inreg %%ldsarg, "
                     "i32 inreg %%c0, i32 inreg %%c1, i32 inreg %%n0, i32 inreg %%n1) #1 {\n%s\n}\n"
                     % (cname, "\n".join(cf.lines)))
        cfg["callee_name"] = cname

    kf = FunctionGen(mod, cfg, kname, True)
    kf.start_block("entry")
    prologue(kf)
    kf.body()
    if cfg.get("callee_name") and not mod.kinds["callee"]:
        kf.call_callee()
    # Close with a final wait and read now and then, then end; or, with
    # tail-merge shapes, with arms that both return.
    tm_ret = cfg.get("tail_merge", 0) and mod.rng2.random() < 0.5
    if kf.chance(0.5):
        kf.wait()
    if tm_ret:
        kf.side(kf.tail_merge, True)
    else:
        kf.flush()
        kf.emit("ret void")
    attrs = []
    if kf.chance(0.3):
        attrs.append('"amdgpu-flat-work-group-size"="%s"' % kf.rng.choice(["64,64", "64,256", "256,256"]))
    funcs.append("define amdgpu_kernel void @%s(%s)%s {\n%s\n}\n" % (
        kname, params, " #0" if attrs else "", "\n".join(kf.lines)))
    decl_lines = [DECLS[k] for k in DECLS if k in mod.decls]
    out = ["; asyncmark-fuzz kernel: seed %d, cpu %s" % (seed, cpu),
           'target datalayout = "%s"' % DATALAYOUT,
           'target triple = "%s"' % TRIPLE, "",
           "@lds = internal addrspace(3) global [%d x [%d x i8]] poison, align 16"
           % (LDS_SLOTS, LDS_SLOT_BYTES), ""]
    out += decl_lines + [""]
    out += funcs[::-1]
    if attrs:
        out.append("attributes #0 = { %s }" % " ".join(attrs))
    out.append('attributes #1 = { noinline }')
    if mod.uses_mmra:
        out.append('!0 = !{!"amdgpu-synchronize-as", !"local"}')
    text = "\n".join(out) + "\n"

    kinds = set(k for k, v in mod.kinds.items() if v)
    if text.count("call void @llvm.amdgcn.asyncmark()") > 16:
        kinds.add("over-16-mark-calls")
    info = {
        "seed": seed, "cpu": cpu, "kinds": kinds, "pipelines": set(mod.pipelines),
        "stats": mod.stats, "disable_verify": mod.need_disable_verify,
        "has_calls": mod.has_calls,
        "has_sync_dma": mod.stats["sync DMAs"] > 0,
        "tm_sync_offsets": list(mod.tm_sync_offsets),
        "own_symbols": {EXT_FN, "fuzz_callee%d" % seed, kname, "lds"},
    }
    return text, info


# A DMA line of the assembly that comes from a sync twin (aux bit 1).
SYNC_DMA_RE = re.compile(r"\b(sc1|slc|nt)\b")
PENDING_RE = re.compile(r"note: DMA may still be pending: (.*) \(\d+ vmcnt-counted ops")


def violations_only_sync(checker_out):
    """True if every violation the checker reports has only sync DMAs (by
    SYNC_DMA_RE) among the DMAs it lists as still pending on its path. The
    checker treats every DMA as possibly async (its documented
    over-approximation), so such a report is explained by a sync twin in a
    mark's group; a pending async DMA is a real under-wait, because DMAs
    complete in order and a mark stands for every async DMA before it."""
    blocks, cur = [], None
    for line in checker_out.splitlines():
        if "| VIOLATION" in line:
            cur = []
            blocks.append(cur)
        elif cur is not None and "note: DMA may still be pending" in line:
            m = PENDING_RE.search(line)
            cur.append(m.group(1) if m else line)
        elif cur is not None and "note:" not in line:
            cur = None
    if not blocks:
        return False
    return all(b and all(SYNC_DMA_RE.search(t) for t in b) for b in blocks)


def needs_disable_verify(ir_text):
    return re.search(r"@llvm\.amdgcn\.(raw|struct)(\.ptr)?\.buffer\.load\.async\.lds", ir_text) is not None


# ---------------------------------------------------------------------------
# Compiling and checking
# ---------------------------------------------------------------------------

FAIL_CATEGORIES = ["crash", "asyncmark-verify", "machine-verifier", "invalid-ir",
                   "error", "leftover", "checker-violation", "order", "sync-dma-read",
                   "checker-error", "timeout", "internal"]
SELECTORS = ["dag", "gisel"]
PIPELINES = ["llc", "opt-O3", "clang-O3"]


class Tools:
    def __init__(self, args):
        self.llc = args.llc
        self.opt = args.opt
        self.upgrade = args.upgrade
        self.plugin = args.plugin
        self.checker = args.checker
        self.checker_max_states = args.checker_max_states
        self.strict_checker = args.strict_checker
        self.checker_timeout = args.checker_timeout
        self.checker_mem_mb = args.checker_mem_mb
        self.timeout = args.timeout
        self.clang = getattr(args, "clang", os.path.join(DEFAULT_LLVM_BIN, "clang"))
        self.checker_ok = False
        self.checker_msg = ""
        self.plugin_lock = threading.Lock()
        self.transient = 0

    def probe_checker(self):
        if not os.path.isfile(self.checker):
            self.checker_msg = "checker: not available (%s does not exist)" % self.checker
            return False
        try:
            r = subprocess.run([sys.executable, self.checker, "--help"], capture_output=True,
                               text=True, timeout=60)
        except (OSError, subprocess.TimeoutExpired) as e:
            self.checker_msg = "checker: not available (%s --help: %s)" % (self.checker, e)
            return False
        if r.returncode != 0:
            self.checker_msg = "checker: not available (%s --help exited %d)" % (
                self.checker, r.returncode)
            return False
        self.checker_ok = True
        self.checker_msg = "checker: %s" % os.path.relpath(self.checker, SRCROOT) \
            if self.checker.startswith(SRCROOT) else "checker: %s" % self.checker
        return True

    def llc_cmd(self, ir_path, cpu, olevel, disable_verify, out_path, gisel=False):
        cmd = [self.llc, "-load-pass-plugin=%s" % self.plugin, "-mtriple=%s" % TRIPLE,
               "-mcpu=%s" % cpu, "-amdgpu-asyncmark-verify",
               "-pass-remarks-analysis=amdgpu-asyncmark", "-O%s" % olevel.lstrip("O")]
        # Not under GlobalISel: LLVM 22's GlobalISel fails the machine
        # verifier on every ptr addrspace(8) kernel argument, plugin or not.
        cmd.append("-global-isel" if gisel else "-verify-machineinstrs")
        if disable_verify:
            cmd.append("-disable-verify")
        return cmd + [ir_path, "-o", out_path]

    def clang_cmd(self, ir_path, cpu, out_path, gisel=False, emit_llvm=False):
        cmd = [self.clang, "-target", TRIPLE, "-mcpu=%s" % cpu, "-nogpulib", "-O3", "-S",
               "-fpass-plugin=%s" % self.plugin, "-mllvm", "-amdgpu-asyncmark-verify",
               "-Wno-override-module"]
        cmd += ["-mllvm", "-global-isel" if gisel else "-verify-machineinstrs"]
        if emit_llvm:
            cmd.append("-emit-llvm")
        return cmd + [ir_path, "-o", out_path]

    def steps(self, pipeline, ir_path, cpu, olevel, info, workdir, tag, gisel):
        """The commands of one compilation: [(what, cmd)], the assembly path
        and the path of the IR that the code generator itself received (for
        the checker's --ir)."""
        base = os.path.join(workdir, "%s-%s-%s-O%s" % (tag, pipeline, "gisel" if gisel else "dag",
                                                      olevel))
        asm = base + ".s"
        if pipeline == "llc":
            return [("llc", self.llc_cmd(ir_path, cpu, olevel, info["disable_verify"], asm,
                                         gisel))], asm, ir_path
        up = base + ".up.ll"
        st = [("asyncmark-upgrade", [self.upgrade, ir_path, "-o", up])]
        if pipeline == "opt-O3":
            o3 = base + ".opt.ll"
            st.append(("opt", [self.opt, "-O3", "-mtriple=%s" % TRIPLE, "-mcpu=%s" % cpu,
                               up, "-S", "-o", o3]))
            st.append(("llc", self.llc_cmd(o3, cpu, olevel, False, asm, gisel)))
            return st, asm, o3
        cl = base + ".clang.ll"
        st.append(("clang -emit-llvm", self.clang_cmd(up, cpu, cl, gisel, emit_llvm=True)))
        st.append(("clang", self.clang_cmd(up, cpu, asm, gisel)))
        return st, asm, cl

    def plugin_stamp(self):
        try:
            st = os.stat(self.plugin)
            return (st.st_mtime_ns, st.st_size)
        except OSError:
            return None

    def wait_plugin_stable(self, quiet_s=5.0, limit_s=900.0):
        """Waits until the plugin exists and has not changed for quiet_s."""
        t0 = time.time()
        last = self.plugin_stamp()
        since = time.time()
        while time.time() - t0 < limit_s:
            time.sleep(1.0)
            now = self.plugin_stamp()
            if now != last or now is None:
                last, since = now, time.time()
            elif time.time() - since >= quiet_s:
                return
        return


PLUGIN_LOAD_ERRORS = ("Could not load library", "Failed to load passes from",
                      "cannot open shared object", "file too short", "invalid ELF header",
                      "undefined symbol:", "No such file or directory")


def classify_llc(rc, stderr, asm, info, timed_out):
    """Returns (category or None, detail)."""
    if timed_out:
        return "timeout", "llc timed out"
    crash = rc < 0 or "Stack dump" in stderr or "PLEASE submit a bug report" in stderr \
        or "LLVM ERROR" in stderr or "Assertion" in stderr
    if crash:
        line = next((l for l in stderr.splitlines() if "LLVM ERROR" in l or "Assertion" in l), "")
        line = line or ("killed by signal %d" % -rc if rc < 0 else "crash")
        m = re.search(r"Running pass '([^']*)'", stderr)
        if m:
            line += " in pass '%s'" % m.group(1)
        return "crash", line.strip()
    if "does not cover asyncmark" in stderr:
        line = next(l for l in stderr.splitlines() if "does not cover asyncmark" in l)
        return "asyncmark-verify", line.strip()
    if "Bad machine code" in stderr:
        line = next((l for l in stderr.splitlines() if "Bad machine code" in l), "")
        return "machine-verifier", line.strip()
    if "input module cannot be verified" in stderr or "input module is broken" in stderr:
        return "invalid-ir", next((l for l in stderr.splitlines() if l.strip()), "")
    if rc != 0 or re.search(r"\berror:", stderr):
        line = next((l for l in stderr.splitlines() if "error:" in l), "exit %d" % rc)
        return "error", line.strip()
    # Leftovers of the upstream names.
    for pat in ("llvm.amdgcn.asyncmark", "wait.asyncmark", ".async"):
        if pat in asm:
            return "leftover", "output contains %r" % pat
    for m in re.finditer(r"([A-Za-z_.$][\w.$]*)@(gotpcrel32|gotpcrel|rel32|rel64|abs32|abs64)", asm):
        sym = m.group(1)
        if sym.startswith("llvm.") or sym not in info["own_symbols"]:
            return "leftover", "reference to symbol %s" % sym
    if "s_swappc_b64" in asm and not info["has_calls"]:
        return "leftover", "s_swappc_b64 in a kernel without calls"
    return None, ""


def run_proc(cmd, timeout, stdin=None, mem_limit=None):
    def limit():
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (mem_limit, mem_limit))
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, input=stdin,
                           preexec_fn=limit if mem_limit else None)
        return r.returncode, r.stdout, r.stderr, False
    except subprocess.TimeoutExpired as e:
        def s(x):
            return x.decode(errors="replace") if isinstance(x, bytes) else (x or "")
        return -999, s(e.stdout), s(e.stderr), True


ORDER_RE = re.compile(r"DMA/mark order (\w+) in block .*\| VIOLATION")
# An LDS DMA line of the assembly.
ASM_DMA_RE = re.compile(r"^\s*(?:(?:global|buffer|scratch)_load_lds_\S*|"
                        r"(?:global|buffer|scratch)_load_\S*\s.*\blds\b)")
# A call of an ordinary (sync) LDS-DMA twin with aux 2, the fuzzer's sync
# DMAs (the tail-merge shape's twin has aux 0, like its async arm).
IR_SYNC_DMA_RE = re.compile(r"call void @llvm\.amdgcn\.(?:global\.load\.lds|load\.to\.lds\.p\d+|"
                            r"(?:raw|struct)(?:\.ptr)?\.buffer\.load\.lds)\(.*, i32 2\)\s*"
                            r"(?:#\d+)?\s*$")


def wait_violations_only_sync(checker_out):
    """violations_only_sync over the wait reports alone (order reports are
    judged separately)."""
    kept, skip = [], False
    for line in checker_out.splitlines():
        if "DMA/mark order" in line:
            skip = True
            continue
        if skip and line.startswith("  note:"):
            continue
        skip = False
        kept.append(line)
    return violations_only_sync("\n".join(kept))


def order_explained_by_sync(tools, cpu, asm_path, ir_check, workdir):
    """True if the order reports go away when the sync DMAs (aux 2: sc1/nt/
    slc in the assembly, `i32 2)` in the IR) are dropped from both sides: a
    mark is not ordered against ordinary DMA, so those may move across it."""
    with open(asm_path, errors="replace") as f:
        asm = [l for l in f.read().split("\n")
               if not (ASM_DMA_RE.match(l) and SYNC_DMA_RE.search(l))]
    with open(ir_check, errors="replace") as f:
        ir = [l for l in f.read().split("\n")
              if not (IR_SYNC_DMA_RE.search(l) and "amdgpu.asyncmark.async" not in l)]
    a2, i2 = asm_path + ".nosync.s", asm_path + ".nosync.ll"
    with open(a2, "w") as f:
        f.write("\n".join(asm))
    with open(i2, "w") as f:
        f.write("\n".join(ir))
    rc, out, err, _ = run_proc([sys.executable, tools.checker, "--mcpu", cpu, "--max-states", "1",
                                "--ir", i2, a2], tools.checker_timeout)
    # --max-states 1: only the order check's verdict is wanted; the wait
    # search giving up (exit 2) does not matter here.
    return "DMA/mark order" not in out and "has no definition in the IR" not in out + err \
        and "error: cannot read the IR" not in out + err


def sync_read_failures(asm, offsets):
    """The tail-merge oracle: for each offset of a tail-merge shape whose
    second arm is an ordinary DMA, the LDS read after that DMA must wait
    for it on that arm. The arms' DMAs carry the offset and nothing else
    does; if no instance of it is followed in its block by a vmcnt wait
    that covers it before the first LDS read, the ordinary arm reads LDS
    the DMA may not have written yet (branch-folder merged the tails and
    the merged DMA was taken as async). Returns failure details."""
    lines = asm.split("\n")
    bad = []
    for off in offsets:
        inst, covered = 0, 0
        for i, l in enumerate(lines):
            if not (ASM_DMA_RE.match(l) and re.search(r"\boffset:%d\b" % off, l)):
                continue
            after, cov, read = 0, False, False
            for l2 in lines[i + 1:]:
                t = l2.strip()
                if re.match(r"^(\.LBB\w*:|; %bb\.|s_endpgm|s_branch|s_cbranch|s_setpc)", t):
                    break
                m = re.match(r"^s_waitcnt\b(.*)", t)
                if m:
                    mv = re.search(r"vmcnt\((\d+)\)", m.group(1))
                    if (mv and int(mv.group(1)) <= after) or m.group(1).strip() == "0":
                        cov = True
                    continue
                if re.match(r"^ds_(read|load)", t):
                    read = True
                    break
                if re.match(r"^(global|buffer|scratch|flat|tbuffer|image)_", t) and \
                        not re.match(r"^buffer_(wbl2|inv|wbinvl1|gl0_inv|gl1_inv)", t):
                    after += 1
            if read:
                inst += 1
                covered += cov
        if inst and not covered:
            bad.append("offset:%d: the LDS read after the ordinary DMA of a tail-merge arm has "
                       "no vmcnt wait (%d instance%s of the DMA in the assembly)"
                       % (off, inst, "" if inst == 1 else "s"))
    return bad


def stock_gisel_crashes(tools, cpu, olevel, ir_check, ir_path, pipeline, asm_path):
    """True if llc without the plugin's machine passes also crashes with
    -global-isel on the same IR: the input with the plugin's IR lowering
    applied (opt -passes=amdgpu-asyncmark-lower), so that stock llc sees the
    representation the plugin compiles, not intrinsics it cannot know."""
    src = ir_check if pipeline != "llc" and os.path.exists(ir_check) else ir_path
    lowered = asm_path + ".stock-lowered.ll"
    rc, _, _, _ = run_proc([tools.opt, "-load-pass-plugin=%s" % tools.plugin,
                            "-passes=amdgpu-asyncmark-lower", "-mtriple=%s" % TRIPLE,
                            "-mcpu=%s" % cpu, src, "-S", "-o", lowered], tools.timeout)
    if rc != 0:
        return False
    cmd = [tools.llc, "-mtriple=%s" % TRIPLE, "-mcpu=%s" % cpu,
           "-global-isel", "-O%s" % olevel.lstrip("O"), lowered, "-o", os.devnull]
    rc, _, err, to = run_proc(cmd, tools.timeout)
    return rc < 0 or "Stack dump" in err or "LLVM ERROR" in err


def compile_and_check(tools, ir_path, cpu, olevel, info, workdir, tag, confirm=True):
    """One compilation (through info's pipeline and selector) plus its
    checks. Returns a result dict."""
    pipeline = info.get("pipeline", "llc")
    gisel = info.get("selector", "dag") == "gisel"
    steps, asm_path, ir_check = tools.steps(pipeline, ir_path, cpu, olevel, info, workdir, tag,
                                            gisel)
    res = {"olevel": olevel, "cmd": steps[-1][1], "steps": steps, "category": None,
           "categories": [], "detail": "", "stderr": "",
           "asm": "", "checker_cmd": None, "checker_out": "", "gaveup": False,
           "waits_ok": 0, "waits_overstrict": 0, "transient": 0, "checker_gaveup": False,
           "pipeline": pipeline, "selector": "gisel" if gisel else "dag", "ir_check": ir_check}
    confirmed = False
    for attempt in range(4):
        before = tools.plugin_stamp()
        if os.path.exists(asm_path):
            os.unlink(asm_path)
        cat, detail, err = None, "", ""
        for what, cmd in steps:
            rc, _, err, to = run_proc(cmd, tools.timeout)
            if rc != 0 or to or what in ("llc", "clang"):
                if what in ("llc", "clang"):
                    break
                cat, detail = classify_llc(rc, err, "", info, to)
                cat = cat or "error"
                detail = "%s: %s" % (what, detail)
                break
        after = tools.plugin_stamp()
        asm = ""
        if os.path.exists(asm_path):
            with open(asm_path, errors="replace") as f:
                asm = f.read()
        if cat is None:
            cat, detail = classify_llc(rc, err, asm, info, to)
        if cat == "crash" and gisel and stock_gisel_crashes(tools, cpu, olevel, ir_check, ir_path,
                                                            pipeline, asm_path):
            # LLVM 22's GlobalISel itself fails on this IR (without the
            # plugin): not a finding about the plugin.
            res["stock_gisel_crash"] = True
            cat, detail = None, ""
            res.update(stderr=err)
            return res
        cats = [cat] if cat else []
        if cat is None and tools.checker_ok:
            ccmd = [sys.executable, tools.checker, "--mcpu", cpu, "--max-pending", "100000"]
            if tools.checker_max_states:
                ccmd += ["--max-states", str(tools.checker_max_states)]
            ccmd += ["--ir", ir_check, asm_path]
            crc, cout, cerr, cto = run_proc(ccmd, tools.checker_timeout,
                                            mem_limit=tools.checker_mem_mb << 20)
            res["checker_cmd"] = ccmd
            res["checker_out"] = cout + cerr
            res["waits_ok"] = len(re.findall(r"\| ok\b", cout))
            res["waits_overstrict"] = len(re.findall(r"\| over-strict", cout))
            orders = ORDER_RE.findall(cout)
            wait_viol = any("| VIOLATION" in l and "DMA/mark order" not in l
                            for l in cout.splitlines())
            if orders:
                if not tools.strict_checker and info.get("has_sync_dma", True) and \
                        order_explained_by_sync(tools, cpu, asm_path, ir_check, workdir):
                    res["order_sync_fp"] = True
                else:
                    cats.append("order")
                    detail = next(l for l in cout.splitlines() if "DMA/mark order" in l)
                    n = next((l for l in cout.splitlines() if "note: IR blocks" in l), "")
                    detail = re.sub(r"^\S+:\d+: ", "", detail) + " --" + n.replace("  note:", "")
            if cto or "MemoryError" in cerr or \
                    (crc == 2 and "abstract states; raise --max-states" in cout + cerr):
                # A capacity limit of the checker (state count, time or
                # memory), not a finding: like the plugin verifier's "waits
                # not verified", counted and reported, not a failure.
                res["checker_gaveup"] = True
            elif wait_viol and not tools.strict_checker and info.get("has_sync_dma", True) \
                    and wait_violations_only_sync(cout):
                res["checker_sync_fp"] = True
            elif wait_viol:
                cats.append("checker-violation")
                d = next((l for l in cout.splitlines() if "| VIOLATION" in l and
                          "DMA/mark order" not in l), "exit 1")
                detail = d if not orders else detail
            elif crc not in (0, 1):
                cats.append("checker-error")
                detail = next((l for l in (cerr + cout).splitlines() if l.strip()
                               and not l.startswith("note: every")), "exit %d" % crc)
        if cat is None and info.get("tm_sync_offsets") and asm:
            bad = sync_read_failures(asm, info["tm_sync_offsets"])
            if bad:
                cats.append("sync-dma-read")
                detail = detail or bad[0]
        cat = cats[0] if cats else None
        res.update(category=cat, categories=cats, detail=detail, stderr=err, asm=asm)
        res["gaveup"] = "waits not verified" in err
        if cat is None:
            if confirmed:
                res["transient"] += 1   # failed once, passed on the rerun
            return res
        # A failure: transient if the plugin changed under us or could not be
        # loaded (someone rebuilt it); rerun after it settles. A failure with
        # an unchanged plugin is rerun once (with confirm) to make sure.
        load_err = any(p in err for p in PLUGIN_LOAD_ERRORS) and cat in ("crash", "error")
        if before != after or before is None or load_err:
            with tools.plugin_lock:
                tools.wait_plugin_stable()
            res["transient"] += 1
            continue
        if confirm and not confirmed:
            confirmed = True
            continue
        return res
    return res


def choose_selector_pipeline(args, seed, cpu):
    """The selector and pipeline of kernel `seed`: the options, or with
    --mix a per-kernel random choice (from its own stream: a kernel's IR
    does not depend on it)."""
    if not args.mix:
        return ("gisel" if args.global_isel else "dag"), args.pipeline
    r = random.Random("asyncmark-fuzz-mix:%d:%s" % (seed, cpu))
    return r.choice(SELECTORS), r.choice(PIPELINES)


def kernel_job(tools, args, seed, cpu, tmproot):
    ir, info = generate_kernel(seed, cpu, args.shapes)
    info["selector"], info["pipeline"] = choose_selector_pipeline(args, seed, cpu)
    workdir = tempfile.mkdtemp(prefix="k%d-" % seed, dir=tmproot)
    tag = "k%d-%s" % (seed, cpu)
    ir_path = os.path.join(workdir, tag + ".ll")
    with open(ir_path, "w") as f:
        f.write(ir)
    results = []
    if args.verify_ir:
        ok, err = verify_ir(tools, ir_path, info["disable_verify"])
        if not ok:
            results.append({"olevel": "verify", "cmd": [tools.opt, "-passes=verify", ir_path],
                            "category": "invalid-ir",
                            "detail": err.strip().splitlines()[0] if err.strip() else "",
                            "stderr": err, "asm": "", "checker_cmd": None, "checker_out": "",
                            "gaveup": False, "waits_ok": 0, "waits_overstrict": 0, "transient": 0})
    if not results:
        # clang-O3 is one compilation at -O3; llc and opt-O3 (opt -O3, then
        # llc) run llc at every --only-opt level.
        levels = ["3"] if info["pipeline"] == "clang-O3" else args.opt_levels
        for ol in levels:
            results.append(compile_and_check(tools, ir_path, cpu, ol, info, workdir, tag))
    failed = [r for r in results if r["category"]]
    if failed and args.keep_failures:
        keep_failure(args.keep_failures, tag, ir, failed)
    explained = [r for r in results if r.get("checker_sync_fp")]
    if explained and args.keep_failures:
        # Not failures; kept (as *-syncdma.txt) so they can be audited.
        for r in explained:
            r["category"] = "checker report explained by sync DMA (not a failure)"
        keep_failure(args.keep_failures, tag, ir, explained, suffix="-syncdma")
        for r in explained:
            r["category"] = None
    # Clean the per-kernel directory.
    for fn in os.listdir(workdir):
        os.unlink(os.path.join(workdir, fn))
    os.rmdir(workdir)
    for r in results:
        r["asm"] = ""  # free memory
    return seed, cpu, info, results


def safe_kernel_job(tools, args, seed, cpu, tmproot):
    """kernel_job, with an exception of the fuzzer itself reported as a
    failure of that kernel rather than ending the run."""
    try:
        return kernel_job(tools, args, seed, cpu, tmproot)
    except Exception as e:  # noqa: BLE001 - any bug of the generator/driver
        import traceback
        tb = traceback.format_exc()
        r = {"olevel": "gen", "cmd": [], "category": "internal", "detail": repr(e),
             "stderr": tb, "asm": "", "checker_cmd": None, "checker_out": "", "gaveup": False,
             "waits_ok": 0, "waits_overstrict": 0, "transient": 0}
        info = {"kinds": set(), "pipelines": set(), "stats": collections.Counter(),
                "selector": "?", "pipeline": "?"}
        return seed, cpu, info, [r]


def keep_failure(d, tag, ir, failed, suffix=""):
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, tag + ".ll"), "w") as f:
        f.write(ir)
    for r in failed:
        base = os.path.join(d, "%s-%s-%s-O%s%s" % (tag, r.get("pipeline", "llc"),
                                                   r.get("selector", "dag"), r["olevel"], suffix))
        cmd = [c if not c.endswith(".ll") else os.path.join(d, tag + ".ll") for c in r["cmd"]]
        cmd = [c if not c.endswith(".s") else base + ".s" for c in cmd]
        with open(base + ".txt", "w") as f:
            f.write("category: %s\n" % r["category"])
            f.write("detail: %s\n" % r["detail"])
            f.write("categories: %s\n" % ", ".join(r.get("categories") or [str(r["category"])]))
            f.write("pipeline: %s, selector: %s\n" % (r.get("pipeline", "llc"),
                                                     r.get("selector", "dag")))
            if len(r.get("steps") or []) > 1:
                # Intermediate files lived in a temporary directory; the IR
                # the code generator received is kept as *.ir.ll.
                for what, c in r["steps"]:
                    f.write("step %s: %s\n" % (what, " ".join(shlex.quote(x) for x in c)))
            else:
                f.write("command: %s\n" % " ".join(shlex.quote(c) for c in cmd))
            irc = r.get("ir_check")
            if irc and len(r.get("steps") or []) > 1 and os.path.exists(irc):
                shutil.copyfile(irc, base + ".ir.ll")
            if r["checker_cmd"]:
                ccmd = r["checker_cmd"][:-3] + ["--ir", base + ".ir.ll" if irc and os.path.exists(
                    base + ".ir.ll") else os.path.join(d, tag + ".ll"), base + ".s"]
                f.write("checker: %s\n" % " ".join(shlex.quote(c) for c in ccmd))
            f.write("\n--- llc stderr ---\n%s" % r["stderr"])
            if r["checker_out"]:
                f.write("\n--- checker output ---\n%s" % r["checker_out"])
        if r["asm"]:
            with open(base + ".s", "w") as f:
                f.write(r["asm"])


def verify_ir(tools, ir_path, disable_verify):
    """Runs `opt -passes=verify` on the kernel. LLVM 22's verifier rejects
    the `*.ptr.buffer.load.async.lds` names, so such kernels first go
    through the plugin's asyncmark-upgrade tool (it rewrites the async DMA
    forms into their flagged LLVM 22 twins and verifies itself). Returns
    (ok, message)."""
    src = ir_path
    if disable_verify:
        src = ir_path + ".upgraded.ll"
        rc, _, err, _ = run_proc([tools.upgrade, ir_path, "-o", src], tools.timeout)
        if rc != 0:
            return False, err
    rc, _, err, _ = run_proc([tools.opt, "-passes=verify", src, "-o", os.devnull], tools.timeout)
    return rc == 0, err


# ---------------------------------------------------------------------------
# Fuzz driver and summary
# ---------------------------------------------------------------------------

def fuzz(args, tools):
    t0 = time.time()
    stamp0 = tools.plugin_stamp()
    cpus = args.cpu
    jobs = [(args.seed + i, cpus[i % len(cpus)]) for i in range(args.count)]
    kinds = collections.Counter()
    pipes = collections.Counter()
    stats = collections.Counter()
    fails = collections.Counter()
    fail_list = []
    ncomp = collections.Counter()
    gaveup = 0
    checker_gaveup = 0
    checker_sync_fp = 0
    unchecked = 0
    transient = 0
    waits_ok = waits_over = 0
    order_sync_fp = 0
    stock_gisel = 0
    sel_count = collections.Counter()
    pipe_count = collections.Counter()
    fail_kernels = collections.Counter()          # category -> kernels
    fail_by_sp = collections.Counter()            # (category, selector, pipeline) -> kernels
    fail_by_kind = collections.Counter()          # (kind, category) -> kernels
    fail_kind_any = collections.Counter()         # kind -> failing kernels
    nfail_kernels = 0
    done = 0
    tmproot = tempfile.mkdtemp(prefix="asyncmark-fuzz-")
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
            futs = [ex.submit(safe_kernel_job, tools, args, s, c, tmproot) for s, c in jobs]
            for fut in concurrent.futures.as_completed(futs):
                seed, cpu, info, results = fut.result()
                done += 1
                kinds.update(info["kinds"])
                pipes.update(info["pipelines"])
                stats.update(info["stats"])
                sel_count[info.get("selector", "?")] += 1
                pipe_count[info.get("pipeline", "?")] += 1
                kcats = set(c for r in results for c in (r.get("categories") or
                                                          ([r["category"]] if r["category"] else [])))
                nfail_kernels += bool(kcats)
                if kcats:
                    fail_kind_any.update(info["kinds"])
                for c in kcats:
                    fail_kernels[c] += 1
                    fail_by_sp[(c, info.get("selector", "?"), info.get("pipeline", "?"))] += 1
                    for k in info["kinds"]:
                        fail_by_kind[(k, c)] += 1
                for r in results:
                    order_sync_fp += r.get("order_sync_fp", False)
                    stock_gisel += r.get("stock_gisel_crash", False)
                    if r["olevel"] not in ("verify", "gen"):
                        ncomp[r["olevel"]] += 1
                    gaveup += r["gaveup"]
                    checker_gaveup += r.get("checker_gaveup", False)
                    unchecked += bool(r["gaveup"] and (r.get("checker_gaveup")
                                                       or not tools.checker_ok))
                    checker_sync_fp += r.get("checker_sync_fp", False)
                    if r.get("checker_sync_fp") and not args.quiet:
                        print("note: seed %d %s -O%s: checker report explained by sync DMA "
                              "(not a failure)" % (seed, cpu, r["olevel"]),
                              file=sys.stderr, flush=True)
                    transient += r["transient"]
                    waits_ok += r["waits_ok"]
                    waits_over += r["waits_overstrict"]
                    if r["category"]:
                        for c in r.get("categories") or [r["category"]]:
                            fails[c] += 1
                        cs = ",".join(r.get("categories") or [r["category"]])
                        where = "%s/%s -O%s" % (r.get("pipeline", "llc"), r.get("selector", "dag"),
                                                r["olevel"])
                        fail_list.append((seed, cpu, where, cs, r["detail"]))
                        if not args.quiet:
                            print("FAIL seed %d %s %s: %s: %s" % (seed, cpu, where, cs,
                                                                 r["detail"]),
                                  file=sys.stderr, flush=True)
                if not args.quiet and (done % args.progress == 0 or done == len(jobs)):
                    print("progress: %d/%d kernels, %d failures, %.0f s" % (
                        done, len(jobs), sum(fails.values()), time.time() - t0),
                        file=sys.stderr, flush=True)
    finally:
        try:
            for d in os.listdir(tmproot):
                p = os.path.join(tmproot, d)
                for fn in os.listdir(p):
                    os.unlink(os.path.join(p, fn))
                os.rmdir(p)
            os.rmdir(tmproot)
        except OSError:
            pass
    wall = time.time() - t0
    n = len(jobs)
    total_comp = sum(ncomp.values())
    nfail = sum(1 for _ in fail_list)
    print("asyncmark-fuzz summary")
    print("  seeds: %d..%d, cpu: %s, opt levels: %s, jobs: %d, %s" % (
        args.seed, args.seed + n - 1, ",".join(cpus), ",".join("-O" + o for o in args.opt_levels),
        args.jobs, "selector and pipeline per kernel at random (--mix)" if args.mix else
        "selector %s, pipeline %s" % ("gisel" if args.global_isel else "dag", args.pipeline)))
    stamp1 = tools.plugin_stamp()
    print("  plugin: %s (modified %s%s)" % (
        tools.plugin, time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(stamp0[0] / 1e9)) + " UTC"
        if stamp0 else "?", "" if stamp1 == stamp0 else "; rebuilt during the run"))
    print("  kernels generated: %d" % n)
    print("  compilations: %d (%s)" % (total_comp, ", ".join(
        "-O%s %d" % (o, ncomp[o]) for o in args.opt_levels)))
    print("  selectors (kernels): %s" % ", ".join("%s %d" % (k, sel_count[k]) for k in SELECTORS))
    print("  pipelines (kernels): %s" % ", ".join("%s %d" % (k, pipe_count[k]) for k in PIPELINES))
    print("  shapes: %s" % ("default mix" if args.shapes is None else
                            "classic (no issue-8 shapes)" if args.shapes == "classic" else
                            "forced on: " + ",".join(sorted(args.shapes))))
    print("  kinds (kernels containing each):")
    for k in KIND_ORDER:
        if k == "pipeline":
            print("    %-18s %d (%s)" % ("pipeline", kinds[k], ", ".join(
                "S=%d: %d" % (s, pipes[s]) for s in range(2, 6))))
        else:
            print("    %-18s %d" % (k, kinds[k]))
    print("    %-18s %d" % (">16 mark calls", kinds["over-16-mark-calls"]))
    print("  statements: %s" % ", ".join("%s %d" % (k, stats[k]) for k in (
        "async DMAs", "sync DMAs", "marks", "waits", "LDS reads", "global loads",
        "global stores", "flat accesses", "fences", "sched barriers")))
    if tools.checker_ok:
        print("  %s (waits checked: %d ok, %d over-strict; %d reports explained by sync DMA, "
              "not failures; order against the IR: %d reports explained by sync DMA, not "
              "failures)" % (tools.checker_msg, waits_ok, waits_over, checker_sync_fp,
                             order_sync_fp))
    else:
        print("  %s" % tools.checker_msg)
    print("  failures: %d (crashes %d, asyncmark verifier errors %d, machine verifier errors %d, "
          "other llc errors %d, invalid IR %d, leftovers %d, checker violations %d, "
          "order changes %d, sync-DMA reads without wait %d, "
          "checker errors %d, timeouts %d, fuzzer errors %d)" % (
              nfail, fails["crash"], fails["asyncmark-verify"], fails["machine-verifier"],
              fails["error"], fails["invalid-ir"], fails["leftover"], fails["checker-violation"],
              fails["order"], fails["sync-dma-read"],
              fails["checker-error"], fails["timeout"], fails["internal"]))
    print("  failing kernels: %d of %d%s" % (nfail_kernels, n, "" if not fail_kernels else " (" + ", ".join(
        "%s %d" % (c, fail_kernels[c]) for c in FAIL_CATEGORIES if fail_kernels[c]) + ")"))
    if fail_kernels:
        print("  failing kernels per category, selector and pipeline:")
        for c in FAIL_CATEGORIES:
            row = ["%s/%s %d" % (sl, pl, fail_by_sp[(c, sl, pl)]) for sl in SELECTORS
                   for pl in PIPELINES if fail_by_sp[(c, sl, pl)]]
            if row:
                print("    %-18s %s" % (c, ", ".join(row)))
        print("  failing kernels per kind (kernels containing it) and category:")
        for k in KIND_ORDER:
            row = ["%s %d" % (c, fail_by_kind[(k, c)]) for c in FAIL_CATEGORIES
                   if fail_by_kind[(k, c)]]
            if row:
                print("    %-18s %d of %d: %s" % (k, fail_kind_any[k], kinds[k], ", ".join(row)))
    print("  gave up (not failures): plugin verifier %d, checker %d (over %d states, "
          "%g s or %d MB), both (waits unchecked) %d; transient reruns: %d" % (
              gaveup, checker_gaveup, args.checker_max_states, args.checker_timeout,
              args.checker_mem_mb, unchecked, transient))
    print("  not compiled (not failures): GlobalISel crashes that llc without the plugin "
          "has too: %d" % stock_gisel)
    for seed, cpu, ol, cat, detail in sorted(fail_list):
        print("  FAIL seed %d %s %s %s: %s" % (seed, cpu, ol, cat, detail))
    if nfail and args.keep_failures:
        print("  failing kernels kept in %s" % args.keep_failures)
    print("  wall time: %.1f s" % wall)
    print("RESULT: %d kernels, %d compilations, %d failures" % (n, total_comp, nfail))
    return 1 if nfail else 0


# ---------------------------------------------------------------------------
# Reducer
# ---------------------------------------------------------------------------

DEF_RE = re.compile(r"^\s+(%[\w.]+)\s*=")
LABEL_RE = re.compile(r"^([\w.]+):")
TERM_RE = re.compile(r"^\s+(br|ret|unreachable|switch)\b")


def body_ranges(lines):
    """Yields (start, end) index ranges of function bodies (exclusive of the
    define line and the closing brace)."""
    i = 0
    while i < len(lines):
        if lines[i].startswith("define "):
            j = i + 1
            while j < len(lines) and lines[j] != "}":
                j += 1
            yield i + 1, j
            i = j
        i += 1


def candidate_lines(lines):
    """Indices of deletable instruction lines (not labels, phis of loop
    headers are allowed, not terminators)."""
    out = []
    for s, e in body_ranges(lines):
        for k in range(s, e):
            l = lines[k]
            if not l.strip() or LABEL_RE.match(l) or TERM_RE.match(l):
                continue
            out.append(k)
    return out


def cleanup_cfg(lines):
    """Removes blocks unreachable from their function's entry and fixes phi
    nodes whose predecessor edges disappeared. Returns new lines."""
    out = list(lines)
    changed = True
    while changed:
        changed = False
        for s, e in list(body_ranges(out)):
            # Parse blocks.
            blocks = []  # (name, start, end)
            cur, cs = "entry", s
            for k in range(s, e):
                m = LABEL_RE.match(out[k])
                if m:
                    if k > cs or cur != "entry":
                        blocks.append((cur, cs, k))
                    cur, cs = m.group(1), k
            blocks.append((cur, cs, e))
            succ = {}
            for name, bs, be in blocks:
                targets = []
                for k in range(bs, be):
                    targets += re.findall(r"label %([\w.]+)", out[k])
                succ[name] = targets
            seen, stack = set(), [blocks[0][0]]
            while stack:
                b = stack.pop()
                if b in seen:
                    continue
                seen.add(b)
                stack.extend(succ.get(b, []))
            preds = collections.defaultdict(set)
            for b in seen:
                for t in succ.get(b, []):
                    preds[t].add(b)
            new = out[:s]
            for name, bs, be in blocks:
                if name not in seen:
                    changed = True
                    continue
                for k in range(bs, be):
                    l = out[k]
                    if " = phi " in l:
                        head, rest = l.split(" = phi ", 1)
                        ty, inc = rest.split(" [", 1)
                        inc = "[" + inc
                        entries = re.findall(r"\[\s*([^,\]]+),\s*%([\w.]+)\s*\]", inc)
                        keep = [(v, b) for v, b in entries if b in preds[name]]
                        if len(keep) != len(entries):
                            changed = True
                            if not keep:
                                continue  # unreachable phi: drop (uses will fail verify)
                            l = "%s = phi %s %s" % (head, ty, ", ".join("[ %s, %%%s ]" % (v, b) for v, b in keep))
                    new.append(l)
            new += out[e:]
            if changed:
                out = new
                break
    return out


def unused_decls(lines):
    """Drops declarations, globals, attribute groups and metadata that
    nothing refers to."""
    text = "\n".join(lines)
    out = []
    for l in lines:
        m = re.match(r"^declare .*@([\w.$]+)\(", l) or re.match(r"^@([\w.$]+) = ", l)
        if m and len(re.findall(r"@%s(?![\w.$])" % re.escape(m.group(1)), text)) <= 1:
            continue
        m = re.match(r"^attributes (#\d+) = ", l)
        if m and len(re.findall(r"%s(?!\d)" % m.group(1), text)) <= 1:
            continue
        m = re.match(r"^(!\d+) = ", l)
        if m and len(re.findall(r"%s(?!\d)" % m.group(1), text)) <= 1:
            continue
        out.append(l)
    return out


def merge_one_block(lines):
    """Merges the first block B whose only predecessor P ends in `br label
    %B` (and B has no phi) into P. Returns new lines or None."""
    for s, e in body_ranges(lines):
        labels = {}
        for k in range(s, e):
            m = LABEL_RE.match(lines[k])
            if m:
                labels[m.group(1)] = k
        refs = collections.Counter()
        for k in range(s, e):
            for t in re.findall(r"label %([\w.]+)", lines[k]):
                refs[t] += 1
            for t in re.findall(r"\[[^\]]*, %([\w.]+)\s*\]", lines[k]):
                refs[t] += 0  # phi mentions do not make an edge
        for k in range(s, e):
            m = re.match(r"^\s+br label %([\w.]+)\s*$", lines[k])
            if not m:
                continue
            b = m.group(1)
            if b not in labels or refs[b] != 1 or labels[b] != k + 1:
                continue
            if k + 2 < e and " = phi " in lines[k + 2]:
                continue
            # The block's name may appear in phis of its successors as the
            # incoming block; the merged block takes over P's name.
            pred = None
            for j in range(k, s - 1, -1):
                mm = LABEL_RE.match(lines[j])
                if mm:
                    pred = mm.group(1)
                    break
            pred = pred or "entry"
            new = lines[:k] + lines[k + 2:]
            pat = re.compile(r"(\[[^\]]*, )%" + re.escape(b) + r"(\s*\])")
            new = [pat.sub(lambda mo: mo.group(1) + "%" + pred + mo.group(2), l) for l in new]
            return new
    return None


class Reducer:
    def __init__(self, tools, cpu, olevels, category, detail_key, verbose):
        self.tools = tools
        self.cpu = cpu
        self.olevels = olevels
        self.category = category
        self.detail_key = detail_key
        self.verbose = verbose
        self.tmp = tempfile.mkdtemp(prefix="asyncmark-reduce-")
        self.tests = 0
        self.cache = {}
        self.pipeline, self.selector = "llc", "dag"

    def failure(self, text, check_valid=True):
        """(category, detail) of the first failing opt level, or (None, '')."""
        path = os.path.join(self.tmp, "cand.ll")
        with open(path, "w") as f:
            f.write(text)
        dv = needs_disable_verify(text)
        if check_valid and not verify_ir(self.tools, path, dv)[0]:
            return "invalid", ""
        kn = set(re.findall(r"^define [^@]*@([\w.$]+)\(", text, re.M))
        info = {"disable_verify": dv,
                "has_calls": bool(re.search(r"call void @(?!llvm\.)", text)),
                "own_symbols": kn | {EXT_FN} | set(re.findall(r"^declare [^@]*@([\w.$]+)\(", text, re.M))}
        info["own_symbols"] = {s for s in info["own_symbols"] if not s.startswith("llvm.")}
        info["pipeline"], info["selector"] = self.pipeline, self.selector
        for ol in self.olevels:
            r = compile_and_check(self.tools, path, self.cpu, ol, info, self.tmp, "cand",
                                  confirm=False)
            if r["category"]:
                return r["category"], r["detail"]
        return None, ""

    def interesting(self, text):
        key = hash(text)
        if key in self.cache:
            return self.cache[key]
        self.tests += 1
        cat, detail = self.failure(text)
        ok = cat == self.category and (not self.detail_key or self.detail_key in detail)
        self.cache[key] = ok
        return ok

    def try_lines(self, lines):
        cand = cleanup_cfg(lines)
        if self.interesting("\n".join(cand)):
            return cand
        return None

    def reduce(self, text):
        lines = text.split("\n")
        progress = True
        rnd = 0
        while progress:
            progress = False
            rnd += 1
            # 1. Chunked deletion of instruction lines (ddmin style).
            cands = candidate_lines(lines)
            chunk = max(1, len(cands) // 2)
            while chunk >= 1:
                cands = candidate_lines(lines)
                i = 0
                while i < len(cands):
                    drop = set(cands[i:i + chunk])
                    trial = [l for k, l in enumerate(lines) if k not in drop]
                    res = self.try_lines(trial)
                    if res is not None:
                        lines = res
                        progress = True
                        cands = candidate_lines(lines)
                        self.log("deleted %d line(s), %d lines left" % (len(drop), len(lines)))
                    else:
                        i += chunk
                chunk //= 2
            # 2. Conditional branches -> unconditional (drops arms/loops).
            k = 0
            while k < len(lines):
                m = re.match(r"^(\s+)br i1 [^,]+, label %([\w.]+), label %([\w.]+)\s*$", lines[k])
                if m:
                    done = False
                    for tgt in (m.group(2), m.group(3)):
                        trial = list(lines)
                        trial[k] = "%sbr label %%%s" % (m.group(1), tgt)
                        res = self.try_lines(trial)
                        if res is not None:
                            lines = res
                            progress = done = True
                            self.log("simplified a branch, %d lines left" % len(lines))
                            break
                    if done:
                        continue
                k += 1
            # 3. Single instructions whose value is used: delete and replace
            # the uses by a constant.
            for idx in reversed(candidate_lines(lines)):
                if idx >= len(lines):
                    continue
                m = DEF_RE.match(lines[idx])
                if not m:
                    continue
                name = m.group(1)
                # A constant branch condition leaves statically dead blocks
                # behind (a different program for codegen); branches are
                # simplified by step 2 instead.
                if re.search(r"br i1 %s," % re.escape(name), "\n".join(lines)):
                    continue
                for rep in ("0", "null", "poison"):
                    pat = re.compile(re.escape(name) + r"(?![\w.])")
                    trial = [pat.sub(rep, l) for k2, l in enumerate(lines) if k2 != idx]
                    res = self.try_lines(trial)
                    if res is not None:
                        lines = res
                        progress = True
                        self.log("replaced %s by %s, %d lines left" % (name, rep, len(lines)))
                        break
            # 4. Merge each block into its predecessor when that ends with an
            # unconditional branch to it and it has no other predecessor.
            while True:
                trial = merge_one_block(lines)
                if trial is None:
                    break
                if self.interesting("\n".join(trial)):
                    lines = trial
                    progress = True
                    self.log("merged a block, %d lines left" % len(lines))
                else:
                    break
            # 5. Drop unused declarations, globals, attribute groups, metadata.
            trial = unused_decls(lines)
            if trial != lines and self.interesting("\n".join(trial)):
                lines = trial
        return "\n".join(lines)

    def log(self, msg):
        if self.verbose:
            print("reduce: [%d tests] %s" % (self.tests, msg), file=sys.stderr, flush=True)


def reduce_main(args, tools):
    with open(args.reduce) as f:
        text = f.read()
    m = re.search(r"asyncmark-fuzz kernel: seed (\d+), cpu (\w+)", text)
    cpu = args.cpu[0] if args.cpu_given or not m else m.group(2)
    red = Reducer(tools, cpu, args.opt_levels, None, None, not args.quiet)
    red.selector = "gisel" if args.global_isel else "dag"
    red.pipeline = args.pipeline
    # Find the failing level and the failure kind of the original.
    level = None
    for ol in args.opt_levels:
        red.olevels = [ol]
        cat, detail = red.failure(text, check_valid=False)
        if cat and cat != "invalid":
            level = ol
            break
    if level is None:
        print("reduce: %s does not fail on %s at %s" % (args.reduce, cpu, ",".join(
            "-O" + o for o in args.opt_levels)), file=sys.stderr)
        shutil.rmtree(red.tmp, ignore_errors=True)
        return 2
    red.category = cat
    # Keep the verifier's or checker's message shape, not its numbers.
    red.detail_key = args.reduce_match or ""
    print("reduce: original fails at -O%s on %s: %s: %s" % (level, cpu, cat, detail), file=sys.stderr)
    t0 = time.time()
    out = red.reduce(text)
    cat2, detail2 = red.failure(out)
    n0 = len(candidate_lines(text.split("\n")))
    n1 = len(candidate_lines(out.split("\n")))
    print("reduce: %d -> %d instructions in %d tests, %.0f s; reduced fails with %s: %s" % (
        n0, n1, red.tests, time.time() - t0, cat2, detail2), file=sys.stderr)
    if args.lit_test:
        out = lit_test_text(out, cpu, level, cat2, detail2, args.reduce)
    dest = args.output or (os.path.splitext(args.reduce)[0] + ".reduced.ll")
    with open(dest, "w") as f:
        f.write(out if out.endswith("\n") else out + "\n")
    print("reduce: wrote %s" % dest, file=sys.stderr)
    shutil.rmtree(red.tmp, ignore_errors=True)
    return 0


def lit_test_text(ir, cpu, level, cat, detail, src):
    dv = " -disable-verify" if needs_disable_verify(ir) else ""
    body = "\n".join(l for l in ir.split("\n") if not l.startswith("; asyncmark-fuzz kernel"))
    hdr = [
        "; Reduced by utils/fuzz/asyncmark-fuzz.py --reduce from %s." % os.path.basename(src),
        "; FAILS: %s at -O%s on %s: %s" % (cat, level, cpu, detail),
        "; XFAIL: *",
        "; RUN: %%llc%s -mtriple=%s -mcpu=%s -O%s %%s -o %%t.s" % (dv, TRIPLE, cpu, level),
        "; RUN: %%python %%srcroot/tools/asyncmark-check/asyncmark-check.py --mcpu %s %%t.s" % cpu,
        "; RUN: not grep -E 'llvm\\.amdgcn\\.asyncmark|wait\\.asyncmark|\\.async|s_swappc_b64' %t.s",
        "",
    ]
    return "\n".join(hdr) + body


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------

def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Fuzz the AMDGPU asyncmark plugin with random kernels (see the "
                    "docstring at the top of this file for kinds and a long-run command).")
    ap.add_argument("--seed", type=int, default=1, help="first seed (kernel i uses seed+i)")
    ap.add_argument("--count", type=int, default=100, help="number of kernels")
    ap.add_argument("--jobs", type=int, default=2, help="parallel llc processes (default 2)")
    ap.add_argument("--cpu", default=None,
                    help="comma-separated processors, rotated over the kernels "
                         "(default gfx950; e.g. gfx90a,gfx942,gfx950)")
    ap.add_argument("--only-opt", dest="only_opt", default=None,
                    help="compile only at these levels (e.g. O3 or O0,O3; default both)")
    ap.add_argument("--keep-failures", default=None, metavar="DIR",
                    help="write failing kernels, commands and stderr to DIR")
    ap.add_argument("--require-checker", action="store_true",
                    help="fail (exit 2) if the assembly checker is not available")
    ap.add_argument("--verify-ir", action="store_true",
                    help="also verify each generated kernel with opt -passes=verify")
    ap.add_argument("--emit", metavar="DIR", help="only write the kernels to DIR")
    ap.add_argument("--print-kernel", type=int, metavar="SEED",
                    help="print the kernel of SEED (first --cpu) and exit")
    ap.add_argument("--reduce", metavar="FILE.ll", help="reduce a failing kernel")
    ap.add_argument("--reduce-match", default=None,
                    help="substring the failure detail must keep while reducing")
    ap.add_argument("-o", "--output", help="output of --reduce (default FILE.reduced.ll)")
    ap.add_argument("--lit-test", action="store_true",
                    help="with --reduce: write an XFAIL lit test (RUN lines + reduced IR)")
    ap.add_argument("--global-isel", action="store_true",
                    help="compile with GlobalISel (-global-isel; -mllvm -global-isel for clang)")
    ap.add_argument("--pipeline", choices=PIPELINES, default="llc",
                    help="llc (default): llc on the kernel; opt-O3: asyncmark-upgrade, opt -O3, "
                         "then llc; clang-O3: asyncmark-upgrade, then clang -O3 -fpass-plugin "
                         "(one compilation per kernel)")
    ap.add_argument("--mix", action="store_true",
                    help="pick the selector (SelectionDAG or GlobalISel) and the pipeline at "
                         "random per kernel")
    ap.add_argument("--bundle", action="store_true",
                    help="adjacent same-kind async DMAs before a mark in every kernel")
    ap.add_argument("--tail-merge", action="store_true",
                    help="tail-mergeable arms ending in identical DMAs in every kernel")
    ap.add_argument("--sched-barrier", action="store_true",
                    help="llvm.amdgcn.sched.barrier(i32 0) around marks in every kernel")
    ap.add_argument("--classic", action="store_true",
                    help="none of the issue-8 shapes (bundles, tail-merge arms, sched.barrier): "
                         "the earlier fuzzer's kernels")
    ap.add_argument("--llc", default=os.path.join(DEFAULT_LLVM_BIN, "llc"))
    ap.add_argument("--clang", default=os.path.join(DEFAULT_LLVM_BIN, "clang"))
    ap.add_argument("--opt", default=os.path.join(DEFAULT_LLVM_BIN, "opt"))
    ap.add_argument("--upgrade", default=os.path.join(SRCROOT, "build", "bin", "asyncmark-upgrade"),
                    help="asyncmark-upgrade tool (to verify kernels with ptr.buffer async forms)")
    ap.add_argument("--plugin", default=DEFAULT_PLUGIN)
    ap.add_argument("--checker", default=DEFAULT_CHECKER)
    ap.add_argument("--checker-max-states", type=int, default=5000,
                    help="--max-states for the checker (its default, 500000, can take "
                         "many minutes and more than 10 GB on one function; 0: the "
                         "checker's default). A function over the limit, a checker "
                         "timeout or a checker MemoryError is counted as 'checker gave "
                         "up', not as a failure")
    ap.add_argument("--strict-checker", action="store_true",
                    help="count a checker violation as a failure even when every DMA it "
                         "lists as pending is a sync DMA (the checker treats sync DMA as "
                         "async, a documented over-approximation)")
    ap.add_argument("--checker-timeout", type=float, default=120.0,
                    help="seconds per checker run (default 120)")
    ap.add_argument("--checker-mem-mb", type=int, default=3072,
                    help="address-space limit of a checker process in MB (default 3072)")
    ap.add_argument("--timeout", type=float, default=300.0, help="seconds per llc/checker run")
    ap.add_argument("--progress", type=int, default=50, help="progress line every N kernels")
    ap.add_argument("--quiet", action="store_true", help="no progress/FAIL lines on stderr")
    args = ap.parse_args(argv)

    args.cpu_given = args.cpu is not None
    args.cpu = [c.strip() for c in (args.cpu or "gfx950").split(",") if c.strip()]
    for c in args.cpu:
        if c not in CPUS:
            ap.error("unsupported --cpu %s (one of %s)" % (c, ", ".join(CPUS)))
    args.opt_levels = [o.strip().lstrip("-").lstrip("O") for o in (args.only_opt or "O0,O3").split(",")]
    if args.jobs < 1:
        ap.error("--jobs must be at least 1")
    forced = {k for k, on in (("bundle", args.bundle), ("tail_merge", args.tail_merge),
                              ("sched_barrier", args.sched_barrier)) if on}
    if args.classic and forced:
        ap.error("--classic excludes --bundle, --tail-merge and --sched-barrier")
    args.shapes = "classic" if args.classic else (forced or None)

    if args.print_kernel is not None:
        sys.stdout.write(generate_kernel(args.print_kernel, args.cpu[0], args.shapes)[0])
        return 0
    if args.emit:
        os.makedirs(args.emit, exist_ok=True)
        for i in range(args.count):
            s, c = args.seed + i, args.cpu[i % len(args.cpu)]
            with open(os.path.join(args.emit, "k%d-%s.ll" % (s, c)), "w") as f:
                f.write(generate_kernel(s, c, args.shapes)[0])
        print("wrote %d kernels to %s" % (args.count, args.emit))
        return 0

    tools = Tools(args)
    for p, what in ((args.llc, "llc"), (args.plugin, "plugin")):
        if not os.path.exists(p):
            print("asyncmark-fuzz: %s not found: %s" % (what, p), file=sys.stderr)
            return 2
    tools.probe_checker()
    if not tools.checker_ok:
        print(tools.checker_msg, file=sys.stderr)
        if args.require_checker:
            return 2
    if args.reduce:
        return reduce_main(args, tools)
    return fuzz(args, tools)


if __name__ == "__main__":
    sys.exit(main())
