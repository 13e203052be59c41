"""Compile-time benchmark: the plugin against the workaround on stock llc.

For each kernel, two spellings of the same program are compiled:
  * plugin: the kernel with asyncmark / wait.asyncmark and async DMA, with
    llc-22 -load-pass-plugin=AMDGPUAsyncMark.so;
  * stock:  the workaround users write today (utils/compare-baseline.py
    derives it): no marks, every wait an explicit llvm.amdgcn.s.waitcnt with
    the count the plugin chose, the synchronous DMA twins; with stock llc-22.

How the two are timed (--method):
  * co-run (the default): each pair of compiles runs at the same time on one
    CPU (the last one this process may use), so that the kernel's scheduler
    hands that CPU to one and then the other every few milliseconds; the
    time of each is its CPU time (user and system). Whatever slows the CPU
    down, another virtual machine on the same core, a lower clock, slows both
    alike within milliseconds, and each switch costs both the same refill of
    the caches. On a two-core virtual machine where the same compile of a
    30k-instruction block took from 1.6 to 2.7 s, the middle half of the
    pair ratios of identical work lay within 1.5% of 1 (within 0.5% on a
    10k-instruction block). Sharing makes each compile's CPU time longer
    than it is alone (1.2 to 1.5 times on the small kernels), the ratio
    agrees with the one of sequential runs where those are precise.
  * sequential: the compiles of a pair run one after the other, each pinned
    to that CPU (--no-pin lets them run anywhere), timed by wall clock: the
    time a user waits, where the machine is quiet enough to show it.
Pairs alternate which one starts first (plugin, stock, then stock, plugin).

The report gives the medians of the times and of peak resident memory
(from wait4; a compile's own, also in co-run). "time x" is the median of
the plugin/stock time ratios of the pairs, "time 95% CI" a distribution-free
95% confidence interval of that median (from the order statistics of the
pair ratios; with fewer than 6 pairs no such interval exists and the range
of all pairs is printed, marked "~"): a ratio is shown to be at most 1.05
only where the interval's upper end is. "pairs" is how many pairs were run;
--seconds S keeps adding pairs for each kernel until its runs have taken S
seconds, which narrows the interval. The memory ratio is that of the
medians. Then the time per machine instruction (of the times above), and
the share of the plugin's own passes in -time-passes (one run of its own).
It is a benchmark, not a test: it prints figures and never fails on them.

Kernels: the bundled 3-stage GEMM (IREE's shape: buffer fat pointers,
always-inline stage helpers, LDS fences), a flash-attention forward loop
shaped like Triton's AMD output (attention: buffer-form async DMAs of the K
and V tiles into two LDS buffers, a group per tile, waits before each of
its two dot products, the online softmax in registers), and generated
kernels of about 1k, 10k, 30k and 100k machine instructions, each once as
one straight-line block (a fully unrolled 3-stage pipeline) and once as a
loop whose body is the pipeline unrolled to that size.

With --no-marks, the plugin side compiles the stock spelling as well: the
ratios are then what loading the plugin costs code without marks (ordinary
LDS DMA and explicit s_waitcnt), where it should cost nothing.

With --callgrind, each spelling is also run once under valgrind's callgrind
and the ratio of executed instructions is printed ("instr x"): on a shared or
virtual machine, where wall time varies by 10% from run to run, that figure
does not move. "extra I/i" is the plugin's own cost: the instructions its
side executes beyond stock's, per machine instruction of the kernel. It stays
flat from size to size when that cost is linear, whatever stock llc's own
growth (the "us/i" columns). It is slow (about 50 times a compile) and needs
valgrind.

Usage:
  python3 utils/bench/asyncmark-bench.py                 # everything
  python3 utils/bench/asyncmark-bench.py --sizes 1k,10k --runs 3
  python3 utils/bench/asyncmark-bench.py --kernels gemm --runs 9
  python3 utils/bench/asyncmark-bench.py --seconds 60     # narrower intervals
  python3 utils/bench/asyncmark-bench.py --method sequential --seconds 60
  python3 utils/bench/asyncmark-bench.py --sizes 1k,10k --callgrind
  python3 utils/bench/asyncmark-bench.py --kernels straight --no-marks --callgrind
"""

import argparse
import fractions
import json
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

from . import asm
from . import compare_baseline as base
from . import irtext
from .remarks import compile_with_wait_remarks

SRCROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
LLVM_BIN = "/usr/lib/llvm-22/bin"
GEMM = os.path.join(SRCROOT, "examples", "gemm-3stage-gfx950.ll")


# ------------------------------------------------------------- generators --

HEADER = """target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [%(slots)d x i32] poison, align 16
"""

DECLS = """
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { nounwind "target-cpu"="gfx950" }
"""

DMAS_PER_STAGE = 4
STAGES_IN_FLIGHT = 3
LANES = 256


class Gen:
    """Writes a 3-stage pipeline: each stage issues DMAS_PER_STAGE async
    DMAs and a mark, waits until the stage issued two marks earlier is
    complete, then reads its LDS slots and folds them into accumulators."""

    def __init__(self):
        self.lines = []
        self.n = 0

    def val(self, hint):
        self.n += 1
        return "%%%s%d" % (hint, self.n)

    def emit(self, s):
        self.lines.append("  " + s)

    def issue(self, gbase, stage_expr_i64):
        """DMAs of one stage; stage_expr_i64 is an i64 value (the stage)."""
        slot = self.val("slot")
        self.emit("%s = urem i64 %s, %d" % (slot, stage_expr_i64, STAGES_IN_FLIGHT))
        for k in range(DMAS_PER_STAGE):
            go = self.val("go")
            self.emit("%s = mul i64 %s, %d" % (go, stage_expr_i64, 4096 * DMAS_PER_STAGE))
            g = self.val("g")
            self.emit("%s = getelementptr i8, ptr addrspace(1) %s, i64 %s" % (g, gbase, go))
            lo = self.val("lo")
            self.emit("%s = mul i64 %s, %d" % (lo, slot, DMAS_PER_STAGE * LANES * 4))
            lo32 = self.val("lo")
            self.emit("%s = trunc i64 %s to i32" % (lo32, lo))
            lp = self.val("lp")
            self.emit("%s = getelementptr i8, ptr addrspace(3) @lds, i32 %s" % (lp, lo32))
            self.emit("call void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1) %s, "
                      "ptr addrspace(3) %s, i32 4, i32 %d, i32 0)" % (g, lp, 4 * k))
        self.emit("call void @llvm.amdgcn.asyncmark()")

    def consume(self, stage_expr_i64, accs):
        slot = self.val("slot")
        self.emit("%s = urem i64 %s, %d" % (slot, stage_expr_i64, STAGES_IN_FLIGHT))
        s32 = self.val("s")
        self.emit("%s = trunc i64 %s to i32" % (s32, slot))
        out = []
        for k, acc in enumerate(accs):
            idx = self.val("idx")
            self.emit("%s = mul i32 %s, %d" % (idx, s32, DMAS_PER_STAGE * LANES))
            idx2 = self.val("idx")
            self.emit("%s = add i32 %s, %%tid" % (idx2, idx))
            idx3 = self.val("idx")
            self.emit("%s = add i32 %s, %d" % (idx3, idx2, k * LANES))
            p = self.val("p")
            self.emit("%s = getelementptr i32, ptr addrspace(3) @lds, i32 %s" % (p, idx3))
            v = self.val("v")
            self.emit("%s = load i32, ptr addrspace(3) %s, align 4" % (v, p))
            a = self.val("a")
            self.emit("%s = mul i32 %s, %s" % (a, v, acc))
            b = self.val("b")
            self.emit("%s = xor i32 %s, %s" % (b, a, v))
            c = self.val("c")
            self.emit("%s = add i32 %s, %d" % (c, b, 7 + k))
            out.append(c)
        return out


def straight_kernel(stages):
    g = Gen()
    g.emit("%tid = call i32 @llvm.amdgcn.workitem.id.x()")
    g.emit("%off = zext i32 %tid to i64")
    g.emit("%gb = getelementptr i32, ptr addrspace(1) %in, i64 %off")
    accs = ["%tid"] * DMAS_PER_STAGE
    g.issue("%gb", "0")
    g.issue("%gb", "1")
    for s in range(stages):
        if s + 2 < stages:
            g.issue("%gb", str(s + 2))
            g.emit("call void @llvm.amdgcn.wait.asyncmark(i16 2)")
        else:
            g.emit("call void @llvm.amdgcn.wait.asyncmark(i16 %d)" % (stages - s - 1))
        accs = g.consume(str(s), accs)
    for k, acc in enumerate(accs):
        o = g.val("o")
        g.emit("%s = getelementptr i32, ptr addrspace(1) %%out, i32 %d" % (o, k * 64))
        g.emit("store i32 %s, ptr addrspace(1) %s, align 4" % (acc, o))
    g.emit("ret void")
    body = "\n".join(g.lines)
    return (HEADER % {"slots": STAGES_IN_FLIGHT * DMAS_PER_STAGE * LANES} +
            "define amdgpu_kernel void @bench(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {\n"
            "entry:\n" + body + "\n}\n" + DECLS)


def loop_kernel(unroll):
    """The pipeline in a loop whose body holds `unroll` stages (rounded up to
    a multiple of the stages in flight, so that each stage's LDS slot is a
    constant); the global address advances once per iteration."""
    unroll = -(-unroll // STAGES_IN_FLIGHT) * STAGES_IN_FLIGHT
    g = Gen()
    g.emit("%tid = call i32 @llvm.amdgcn.workitem.id.x()")
    g.emit("%off = zext i32 %tid to i64")
    g.emit("%gb = getelementptr i32, ptr addrspace(1) %in, i64 %off")
    g.issue("%gb", "0")
    g.issue("%gb", "1")
    g.emit("br label %loop")
    pro = g.lines
    g.lines = []
    g.emit("%%io = mul i64 %%i, %d" % (4096 * DMAS_PER_STAGE))
    g.emit("%gi = getelementptr i8, ptr addrspace(1) %gb, i64 %io")
    cur = ["%%acc%d" % k for k in range(DMAS_PER_STAGE)]
    for u in range(unroll):
        g.issue("%gi", str(u + 2))
        g.emit("call void @llvm.amdgcn.wait.asyncmark(i16 2)")
        cur = g.consume(str(u), cur)
    g.emit("%%inext = add i64 %%i, %d" % unroll)
    g.emit("%cont = icmp slt i64 %inext, %n")
    g.emit("br i1 %cont, label %loop, label %exit")
    body = g.lines
    phis = ["  %i = phi i64 [ 0, %entry ], [ %inext, %loop ]"]
    for k in range(DMAS_PER_STAGE):
        phis.append("  %%acc%d = phi i32 [ %%tid, %%entry ], [ %s, %%loop ]" % (k, cur[k]))
    g.lines = []
    g.emit("call void @llvm.amdgcn.wait.asyncmark(i16 0)")
    for k in range(DMAS_PER_STAGE):
        o = g.val("o")
        g.emit("%s = getelementptr i32, ptr addrspace(1) %%out, i32 %d" % (o, k * 64))
        g.emit("store i32 %s, ptr addrspace(1) %s, align 4" % (cur[k], o))
    g.emit("ret void")
    epi = g.lines
    return (HEADER % {"slots": STAGES_IN_FLIGHT * DMAS_PER_STAGE * LANES} +
            "define amdgpu_kernel void @bench(ptr addrspace(1) %in, ptr addrspace(1) %out, "
            "i64 %n) #0 {\nentry:\n" + "\n".join(pro) + "\nloop:\n" + "\n".join(phis) +
            "\n" + "\n".join(body) + "\nexit:\n" + "\n".join(epi) + "\n}\n" + DECLS)


ATTENTION_HEAD_DIM = 16
ATTENTION_DMAS_PER_TILE = 4


def attention_kernel(head_dim=ATTENTION_HEAD_DIM):
    """A flash-attention forward loop shaped like Triton's AMD output: the K
    and V tiles of block j+1 copied into one of two LDS buffers by buffer-form
    async DMAs (llvm.amdgcn.raw.ptr.buffer.load.async.lds, the resource a
    kernel argument), one commit group per tile; wait.asyncmark(3) before
    S = q . K_j (K_j landed, V_j and block j+1 in flight), the online
    softmax in registers, wait.asyncmark(2) before acc += p * V_j. A lane
    holds one query row of head_dim floats."""
    d = head_dim
    dmas = ATTENTION_DMAS_PER_TILE
    tile = 64 * 4 * dmas  # bytes of one tile: 64 lanes x 4 bytes per DMA
    lines = []
    emit = lines.append

    def issue(kind, j_expr, k_off):
        # Tile kind (0: K, 1: V) of block j into buffer j % 2.
        emit("  %%%s.b = and i32 %s, 1" % (kind + k_off, j_expr))
        emit("  %%%s.lb = mul i32 %%%s.b, %d" % (kind + k_off, kind + k_off, 2 * tile))
        emit("  %%%s.go = mul i32 %s, %d" % (kind + k_off, j_expr, tile))
        for k in range(dmas):
            n = "%s%s.%d" % (kind, k_off, k)
            emit("  %%%s.lo = add i32 %%%s.lb, %d" % (n, kind + k_off, (1 if kind == "v" else 0) * tile + k * 256))
            emit("  %%%s.lp = getelementptr i8, ptr addrspace(3) @lds, i32 %%%s.lo" % (n, n))
            emit("  %%%s.vo = add i32 %%voff, %d" % (n, k * 256))
            emit("  call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %%%s, "
                 "ptr addrspace(3) %%%s.lp, i32 4, i32 %%%s.vo, i32 %%%s.go, i32 0, i32 0)"
                 % ("krsrc" if kind == "k" else "vrsrc", n, n, kind + k_off))
        emit("  call void @llvm.amdgcn.asyncmark()")

    emit("  %tid = call i32 @llvm.amdgcn.workitem.id.x()")
    emit("  %voff = shl i32 %tid, 2")
    for i in range(d):
        emit("  %%qp%d = getelementptr float, ptr addrspace(1) %%q, i32 %d" % (i, i))
        emit("  %%q%d = load float, ptr addrspace(1) %%qp%d, align 4" % (i, i))
    issue("k", "0", "p")
    issue("v", "0", "p")
    emit("  br label %loop")
    pro = lines[:]
    del lines[:]
    emit("  %j1 = add i32 %j, 1")
    issue("k", "%j1", "n")
    issue("v", "%j1", "n")
    emit("  call void @llvm.amdgcn.wait.asyncmark(i16 3)")
    emit("  %cb = and i32 %j, 1")
    emit("  %%kb = mul i32 %%cb, %d" % (2 * tile))
    emit("  %%vb = add i32 %%kb, %d" % tile)
    # S = sum_i q_i * K[lane][i]; K row of this lane at kb + lane*4*d, wrapped
    # into the tile.
    emit("  %%row = mul i32 %%tid, %d" % (4 * d))
    emit("  %%rowm = and i32 %%row, %d" % (tile - 1))
    emit("  %kr = add i32 %kb, %rowm")
    emit("  %s0 = fmul float %q0, 0.0")
    for i in range(d):
        emit("  %%ko%d = add i32 %%kr, %d" % (i, 4 * i))
        emit("  %%kp%d = getelementptr i8, ptr addrspace(3) @lds, i32 %%ko%d" % (i, i))
        emit("  %%k%d = load float, ptr addrspace(3) %%kp%d, align 4" % (i, i))
        emit("  %%s%d = call float @llvm.fma.f32(float %%q%d, float %%k%d, float %%s%d)" % (i + 1, i, i, i))
    emit("  %%sc = fmul float %%s%d, 0x3FC0000000000000" % d)
    emit("  %mn = call float @llvm.maxnum.f32(float %m, float %sc)")
    emit("  %dm = fsub float %m, %mn")
    emit("  %alpha = call float @llvm.exp2.f32(float %dm)")
    emit("  %ds = fsub float %sc, %mn")
    emit("  %pr = call float @llvm.exp2.f32(float %ds)")
    emit("  %la = fmul float %l, %alpha")
    emit("  %ln = fadd float %la, %pr")
    emit("  call void @llvm.amdgcn.wait.asyncmark(i16 2)")
    emit("  %vr = add i32 %vb, %rowm")
    for i in range(d):
        emit("  %%vo%d = add i32 %%vr, %d" % (i, 4 * i))
        emit("  %%vp%d = getelementptr i8, ptr addrspace(3) @lds, i32 %%vo%d" % (i, i))
        emit("  %%v%d = load float, ptr addrspace(3) %%vp%d, align 4" % (i, i))
        emit("  %%as%d = fmul float %%acc%d, %%alpha" % (i, i))
        emit("  %%an%d = call float @llvm.fma.f32(float %%pr, float %%v%d, float %%as%d)" % (i, i, i))
    emit("  %jn = add i32 %j, 1")
    emit("  %cont = icmp slt i32 %jn, %nblocks")
    emit("  br i1 %cont, label %loop, label %exit")
    body = lines[:]
    phis = ["  %j = phi i32 [ 0, %entry ], [ %jn, %loop ]",
            "  %m = phi float [ 0xFFF0000000000000, %entry ], [ %mn, %loop ]",
            "  %l = phi float [ 0.0, %entry ], [ %ln, %loop ]"]
    for i in range(d):
        phis.append("  %%acc%d = phi float [ 0.0, %%entry ], [ %%an%d, %%loop ]" % (i, i))
    del lines[:]
    emit("  call void @llvm.amdgcn.wait.asyncmark(i16 0)")
    for i in range(d):
        emit("  %%o%d = fdiv float %%an%d, %%ln" % (i, i))
        emit("  %%op%d = getelementptr float, ptr addrspace(1) %%out, i32 %d" % (i, i))
        emit("  store float %%o%d, ptr addrspace(1) %%op%d, align 4" % (i, i))
    emit("  ret void")
    epi = lines[:]
    return ("target triple = \"amdgcn-amd-amdhsa\"\n"
            "@lds = internal addrspace(3) global [%d x i8] poison, align 16\n" % (4 * tile) +
            "define amdgpu_kernel void @attention(ptr addrspace(1) %q, ptr addrspace(8) inreg %krsrc, "
            "ptr addrspace(8) inreg %vrsrc, ptr addrspace(1) %out, i32 %nblocks) #0 {\n"
            "entry:\n" + "\n".join(pro) + "\nloop:\n" + "\n".join(phis) + "\n" +
            "\n".join(body) + "\nexit:\n" + "\n".join(epi) + "\n}\n"
            "declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), "
            "i32, i32, i32, i32, i32)\n"
            "declare void @llvm.amdgcn.asyncmark()\n"
            "declare void @llvm.amdgcn.wait.asyncmark(i16)\n"
            "declare i32 @llvm.amdgcn.workitem.id.x()\n"
            "declare float @llvm.fma.f32(float, float, float)\n"
            "declare float @llvm.maxnum.f32(float, float)\n"
            "declare float @llvm.exp2.f32(float)\n"
            "attributes #0 = { nounwind \"target-cpu\"=\"gfx950\" "
            "\"amdgpu-flat-work-group-size\"=\"64,64\" }\n")


# Machine instructions per generated stage (measured on gfx950 -O3): used to
# pick the number of stages for a target size; the report prints the real
# count.
INSTRS_PER_STAGE = 20
SIZES = {"1k": 1000, "10k": 10000, "30k": 30000, "100k": 100000}


# ---------------------------------------------------------------- running --

# Runs commands at the same time and prints, in their order, one JSON list
# [wall seconds, CPU seconds, peak KiB, returncode] for each (CPU time: user
# and system time of the compiler), each pinned to CPU argv[1] unless it is
# negative. A separate small process forks the compilers: the peak RSS the
# kernel reports for a process includes the memory of the process it was
# forked from (and, through exec, what that one had), so forking from this
# script would count its own pages. A single command keeps its stderr;
# several would interleave theirs, which is dropped.
MEASURE = r"""
import json, os, sys, time
cpu, cmds = int(sys.argv[1]), json.loads(sys.argv[2])
started, pids = time.perf_counter(), []
for cmd in cmds:
    pid = os.fork()
    if pid == 0:
        if cpu >= 0:
            os.sched_setaffinity(0, {cpu})
        fd = os.open(os.devnull, os.O_WRONLY)
        os.dup2(fd, 1)
        if len(cmds) > 1:
            os.dup2(fd, 2)
        os.execv(cmd[0], cmd)
    pids.append(pid)
done = {}
while len(done) < len(pids):
    pid, status, ru = os.wait4(-1, 0)
    done[pid] = [time.perf_counter() - started, ru.ru_utime + ru.ru_stime,
                 ru.ru_maxrss, os.waitstatus_to_exitcode(status)]
print(json.dumps([done[pid] for pid in pids]), file=sys.stderr)
"""


def run_measured(cmds, cpu=-1):
    """Runs the compiler commands cmds at the same time, pinned to CPU cpu
    unless it is negative: a list of (wall seconds, CPU seconds, peak RSS in
    MiB, returncode) in their order, and the stderr of a single command."""
    p = subprocess.run([sys.executable, "-S", "-c", MEASURE, str(cpu),
                        json.dumps(cmds)], capture_output=True, text=True)
    lines = p.stderr.rstrip("\n").split("\n")
    results = [(secs, cpu_secs, kib / 1024.0, rc)
               for secs, cpu_secs, kib, rc in json.loads(lines[-1])]
    return results, "\n".join(lines[:-1])


def count_instructions(asm_path):
    """The machine instructions of a compiled module: those of its
    functions, as asm reads them."""
    with open(asm_path) as f:
        lx = asm.lex(f.read().split("\n"), strict=False)
    return sum(1 for fn in asm.split_functions(lx) for it in fn.items
               if it.kind == "insn")


def callgrind_instructions(cmd, cwd=None):
    """Instructions one compiler run executes, counted by callgrind, run in
    directory cwd. The count depends on the input's path (LLVM keeps it as
    the module's name): by 0.1% between two temporary directories, as much
    as a plugin change may save. So the benchmark runs it in the kernel's
    directory on the file's own name, the same in every run."""
    p = subprocess.run(["valgrind", "--tool=callgrind",
                        "--callgrind-out-file=" + os.devnull] + cmd,
                       capture_output=True, text=True, cwd=cwd)
    m = re.search(r"Collected : (\d+)", p.stderr)
    if p.returncode or not m:
        raise RuntimeError("callgrind failed: " + p.stderr[-500:])
    return int(m.group(1))


def plugin_pass_share(llc, plugin, ir, cpu, extra=()):
    """Share of the plugin's passes in -time-passes' total wall time."""
    cmd = [llc, "-load-pass-plugin=" + plugin, "-mtriple=amdgcn-amd-amdhsa",
           "-mcpu=" + cpu, "-O3", "-time-passes"] + list(extra) + [ir, "-o", os.devnull]
    err = subprocess.run(cmd, capture_output=True, text=True).stderr
    total = mine = 0.0
    # Rows: "  0.1234 ( 1.2%)  ...  0.1234 ( 1.2%)  Pass name"; the wall
    # column is the last figure before the name.
    for line in err.splitlines():
        m = re.match(r"\s*(?:[\d.]+\s+\(\s*[\d.]+%\)\s+)+(?P<name>\S.*)$", line)
        if not m:
            continue
        figs = re.findall(r"([\d.]+)\s+\(\s*[\d.]+%\)", line)
        wall = float(figs[-1])
        name = m.group("name")
        if name.strip() == "Total":
            total = max(total, wall)
        elif "asyncmark" in name:
            mine += wall
    return mine / total if total else float("nan")


def pair_ratios(samples):
    """plugin/stock of each pair of runs made next to each other: on a
    machine whose speed drifts, a pair shares the drift that a ratio of two
    medians would not."""
    return [p / s for p, s in zip(samples["plugin"], samples["stock"])]


def paired_ratio(samples):
    """Median of the pair ratios."""
    return statistics.median(pair_ratios(samples))


def median_interval(values, confidence=0.95):
    """(low, high, exact) of a distribution-free confidence interval of the
    median of values: the k-th smallest and the k-th largest value, for the
    largest k such that the median lies outside them with probability at
    most 1 - confidence, whatever the distribution (the number of values
    below the median is binomial with p = 1/2). exact is False where no k
    reaches the confidence (fewer than 6 values for 95%); the interval is
    then the range of all values."""
    r = sorted(values)
    n = len(r)
    tail = fractions.Fraction(1) - fractions.Fraction(confidence)
    tail /= 2
    k, below = 0, 0
    # below / 2**n: probability that fewer than k + 1 values lie under the
    # median (exact integers: 2.0**n overflows past a thousand pairs).
    while True:
        below += math.comb(n, k)
        if fractions.Fraction(below, 2 ** n) > tail:
            break
        k += 1
    if k == 0:
        return r[0], r[-1], False
    return r[k - 1], r[n - k], True


def paired_interval(samples):
    """The 95% interval of the median pair ratio, as "lo-hi" ("~lo-hi" where
    it is only the range of too few pairs)."""
    lo, hi, exact = median_interval(pair_ratios(samples))
    return "%s%.3f-%.3f" % ("" if exact else "~", lo, hi)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--plugin", default=os.path.join(SRCROOT, "build", "lib", "AMDGPUAsyncMark.so"))
    ap.add_argument("--llc", default=os.path.join(LLVM_BIN, "llc"))
    ap.add_argument("--cpu", default="gfx950")
    ap.add_argument("--sizes", default="1k,10k,30k,100k")
    ap.add_argument("--kernels", default="gemm,attention,straight,loop",
                    help="comma list of gemm, attention, straight, loop")
    ap.add_argument("--runs", type=int,
                    help="interleaved runs per spelling, three times as many "
                    "below 5k instructions (default 5, and at most 3 above "
                    "40k instructions)")
    ap.add_argument("--seconds", type=float, default=0.0,
                    help="keep adding pairs of runs for each kernel until they "
                    "have taken this long (default 0: --runs only)")
    ap.add_argument("--method", choices=("co-run", "sequential"), default="co-run",
                    help="co-run: the two compiles of a pair share one CPU at "
                    "the same time, timed by CPU time (default); sequential: "
                    "one after the other, timed by wall clock")
    ap.add_argument("--no-pin", action="store_true",
                    help="with --method sequential, do not pin the compiles "
                    "to one CPU")
    ap.add_argument("--keep", help="directory to keep the generated kernels in")
    ap.add_argument("--no-marks", action="store_true",
                    help="compile the stock spelling on both sides, once with "
                    "the plugin loaded: what the plugin costs code without "
                    "marks (ordinary DMA, explicit s_waitcnt)")
    ap.add_argument("--callgrind", action="store_true",
                    help="also print the plugin/stock ratio of executed "
                    "instructions, from one callgrind run of each")
    args = ap.parse_args(argv)

    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        return run(args, args.keep)
    with tempfile.TemporaryDirectory(prefix="asyncmark-bench-") as work:
        return run(args, work)


def run(args, work):
    """Compiles and times every kernel, its files in the directory work."""
    kernels = []
    wanted = args.kernels.split(",")
    if "gemm" in wanted:
        kernels.append(("gemm-3stage", open(GEMM).read(), None))
    if "attention" in wanted:
        kernels.append(("attention", attention_kernel(), None))
    for size in args.sizes.split(","):
        target = SIZES[size]
        if "straight" in wanted:
            kernels.append(("straight-%s" % size,
                            straight_kernel(max(3, target // INSTRS_PER_STAGE)), target))
        if "loop" in wanted:
            kernels.append(("loop-%s" % size,
                            loop_kernel(max(1, target // INSTRS_PER_STAGE)), target))

    common = ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + args.cpu, "-O3"]
    co_run = args.method == "co-run"
    pin = max(os.sched_getaffinity(0))
    if args.no_pin and not co_run:
        pin = -1
    print("asyncmark-bench: plugin %s, %s, %s%s" %
          (args.plugin, args.cpu,
           "pairs sharing CPU %d, CPU time" % pin if co_run else
           "pairs one after the other%s, wall time" %
           (" on CPU %d" % pin if pin >= 0 else ""),
           "; both sides compile the stock spelling" if args.no_marks else ""))
    print("%-16s %8s %9s %9s %7s %12s %5s %9s %9s %7s %10s %10s %8s%s" %
          ("kernel", "instrs", "stock s", "plugin s", "time x", "time 95% CI",
           "pairs", "stock MiB",
           "plugin MiB", "mem x", "stock us/i", "plugin us/i", "passes %",
           "  instr x  extra I/i" if args.callgrind else ""))
    for name, text, target in kernels:
        src = os.path.join(work, name + ".ll")
        with open(src, "w") as f:
            f.write(text)
        dv = ["-disable-verify"] if irtext.needs_disable_verify(text) else []
        plugin_cmd = [args.llc, "-load-pass-plugin=" + args.plugin] + common + dv
        asm_path = os.path.join(work, name + ".s")
        rc, err, remarks = compile_with_wait_remarks(plugin_cmd, src, asm_path)
        if rc:
            print("%-16s plugin compile failed:\n%s" % (name, err[-2000:]))
            continue
        with open(asm_path) as f:
            baseline, _ = base.make_baseline(text, args.cpu, remarks, f.read())
        stock_src = os.path.join(work, name + ".stock.ll")
        with open(stock_src, "w") as f:
            f.write(baseline)
        instrs = count_instructions(asm_path)
        # Small compiles are noisy: more runs; large ones are slow: fewer.
        runs = args.runs or 5
        if instrs < 5000:
            runs *= 3
        elif instrs > 40000 and not args.runs:
            runs = 3
        times = {"plugin": [], "stock": []}
        mems = {"plugin": [], "stock": []}
        # With --no-marks the plugin side compiles the stock spelling too.
        plugin_src = stock_src if args.no_marks else src
        pair = [("plugin", plugin_cmd + [plugin_src, "-o", os.devnull]),
                ("stock", [args.llc] + common + [stock_src, "-o", os.devnull])]
        started = time.perf_counter()
        i = 0
        while i < runs or time.perf_counter() - started < args.seconds:
            # Whichever starts (or runs) second in a pair is not favoured.
            order = pair if i % 2 == 0 else pair[::-1]
            if co_run:
                results, _ = run_measured([cmd for _, cmd in order], pin)
            else:
                results = []
                for _, cmd in order:
                    results += run_measured([cmd], pin)[0]
            for (who, cmd), (secs, cpu_secs, mib, rc) in zip(order, results):
                if rc:
                    _, err = run_measured([cmd])
                    print("%s: %s run failed: %s" % (name, who, err[-500:]))
                    return 2
                times[who].append(cpu_secs if co_run else secs)
                mems[who].append(mib)
            i += 1
        tp, ts = statistics.median(times["plugin"]), statistics.median(times["stock"])
        mp, ms = statistics.median(mems["plugin"]), statistics.median(mems["stock"])
        share = plugin_pass_share(args.llc, args.plugin, plugin_src, args.cpu,
                                  dv if plugin_src == src else ())
        executed = ""
        if args.callgrind:
            counts = {who: callgrind_instructions(
                          [os.path.basename(a) if a in (src, stock_src) else a
                           for a in cmd], cwd=work)
                      for who, cmd in pair}
            # The plugin's own cost per machine instruction: flat across
            # sizes when it is linear, whatever stock's own growth.
            extra = (counts["plugin"] - counts["stock"]) / max(instrs, 1)
            executed = " %8.3f %10.0f" % (counts["plugin"] / counts["stock"],
                                          extra)
        print("%-16s %8d %9.3f %9.3f %7.3f %12s %5d %9.1f %9.1f %7.3f %10.2f %10.2f %8.1f%s" %
              (name, instrs, ts, tp, paired_ratio(times),
               paired_interval(times), len(times["plugin"]),
               ms, mp, mp / ms,
               1e6 * ts / max(instrs, 1), 1e6 * tp / max(instrs, 1),
               100 * share, executed))
        sys.stdout.flush()
    return 0
