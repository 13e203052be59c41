"""Code-quality benchmark: the plugin's code against the workaround's.

For each kernel, two spellings of the same program are compiled (as in
utils/compare-baseline.py, which derives the second from the first):
  * plugin: the kernel with asyncmark / wait.asyncmark and async DMA, with
    llc-22 -load-pass-plugin=AMDGPUAsyncMark.so;
  * workaround: no marks, every wait an explicit llvm.amdgcn.s.waitcnt with
    the count the plugin chose, the synchronous DMA twins, with stock llc-22.
The waits are the same by construction; what differs is everything else.

Per kernel and summed per kind it prints, plugin / workaround:
  instrs   machine instructions (s_waitcnt and s_nop included);
  nop      s_nop wait states (s_nop N is N+1);
  vgpr     VGPRs (the function's .vgpr_count), and occ its occupancy
           (waves per SIMD, from the assembly's comment);
  usgpr    user SGPRs the kernel has preloaded (.amdhsa_user_sgpr_count:
           the kernel argument, dispatch and queue pointers, ... it uses);
  bytes    code bytes (codeLenInByte);
  read2    ds_read2/ds_read2st64 instructions (LDS reads paired);
  ldsrd    LDS read instructions (ds_read*, a pair counted once);
  drain    waits for vmcnt(0) (gfx1250: asynccnt 0): everything in flight;
  loop     instructions in outermost loops (with their inner loops), the
           steady state of a pipeline.
Per kind it also counts the kernels more than one instruction longer than
the workaround, and of those the ones that read LDS more often: the
workaround's DMAs are synchronous, so LLVM may reuse an LDS read from
before a wait after it (their data is complete at the read, behind a
vmcnt(0)), where the plugin's async DMA may still be writing until the
wait and the read must be done again after it. And the kernels with lower
occupancy, and with more VGPRs at the same occupancy (the scheduler may
spend registers up to the occupancy's limit), and of those the ones where
the workaround drains more often: LLVM's waits for its synchronous DMA
(vmcnt(0) before LDS reads) keep fewer loads in flight, so fewer values
are live.
The kinds: the bundled GEMM (gemm), the benchmark's generated kernels
(bench: its pipelines and its attention loop) and fuzzer kernels, each counted in
one kind: loop (a loop, nested loop or pipeline), diamond (an if/else or a
divergent if), mixed (sync DMA, flat accesses or a call among the async
ones) or straight (none of these). A kernel the workaround cannot be
derived for (a wait the remarks do not resolve) is listed as skipped.

With --pipeline opt-O3 both spellings go through `opt -O3` first (the
plugin's side with the plugin loaded, the workaround's with stock opt),
as they do under clang -O3 and in LTO, where LLVM's AMDGPU attributor
decides which implicit inputs each kernel preloads. The workaround keeps
the waits the plugin chose for the kernel as written; where the middle end
changes the code (unrolling, say), the plugin's own waits can differ.

It is a benchmark, not a test: it prints figures and never fails on them
(exit 2 only for a compiler that does not run).

Usage:
  python3 utils/bench/asyncmark-code-quality.py                 # 100 per kind
  python3 utils/bench/asyncmark-code-quality.py --per-kind 20 --jobs 2
  python3 utils/bench/asyncmark-code-quality.py --kernels gemm --verbose
  python3 utils/bench/asyncmark-code-quality.py --pipeline opt-O3
"""

import argparse
import collections
import concurrent.futures
import contextlib
import io
import os
import shlex
import subprocess
import sys
import tempfile
import threading

from . import asm
from . import compare_baseline as cb
from . import irtext
from . import layout
from .fuzz import generator
from .remarks import compile_with_wait_remarks

SRCROOT = layout.source_root() or os.getcwd()
BASELINE_LOCK = threading.Lock()
KINDS = ["gemm", "bench", "straight", "mixed", "loop", "diamond"]
METRICS = ["instrs", "nop", "vgpr", "occ", "usgpr", "bytes", "read2", "ldsrd",
           "drain", "loop"]


def fuzz_kind(kinds):
    """The one kind of a fuzzer kernel, from the generator's set of kinds."""
    if kinds & {"loop", "nested-loop", "pipeline"}:
        return "loop"
    if kinds & {"diamond", "divergent-if"}:
        return "diamond"
    if kinds & {"sync-interleave", "flat", "call", "callee"}:
        return "mixed"
    return "straight"


def is_drain(mnem, operands, target):
    """True for a wait for everything in flight on the DMAs' counter."""
    if not asm.is_wait_mnemonic(mnem, target):
        return False
    try:
        return asm.decode_waitcnt(mnem, operands, 0, target) == 0
    except asm.InputError:
        return False


def metrics(text, cpu="gfx950"):
    """The figures of one compiled module (summed over its functions),
    compiled for cpu."""
    target = asm.Target(cpu)
    m = dict.fromkeys(METRICS, 0)
    for blocks in asm.function_layouts(text.split("\n")).values():
        insns = [it for b in blocks for it in b.insns]
        m["instrs"] += len(insns)
        for it in insns:
            mnem, operands, _ = it.data
            if mnem == "s_nop":
                m["nop"] += int(operands.split()[0], 0) + 1
            if mnem.startswith("ds_read"):
                m["ldsrd"] += 1
                if mnem.startswith("ds_read2"):
                    m["read2"] += 1
            elif is_drain(mnem, operands, target):
                m["drain"] += 1
        for _, members in asm.outer_loops(blocks):
            m["loop"] += sum(len(b.insns) for b in members)
    figs = asm.module_figures(text)
    m["vgpr"] = max(figs["vgprs"] or [0])
    m["occ"] = min(figs["occupancy"] or [0])
    m["usgpr"] = sum(figs["user_sgprs"])
    m["bytes"] = sum(figs["code_bytes"])
    return m


def run(cmd, src, out):
    p = subprocess.run(cmd + [src, "-o", out], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    return p.returncode, p.stderr


def compare(name, kind, text, cpu, plugin, stock, workdir, opt=None):
    """(name, kind, plugin metrics, workaround metrics, None) or (name, kind,
    None, None, why it was skipped). opt: (the plugin's opt command, stock
    opt's) to run -O3 before llc on each side (--pipeline opt-O3)."""
    common = ["-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + cpu, "-O3"]
    src = os.path.join(workdir, name + ".ll")
    with open(src, "w") as f:
        f.write(text)
    dv = ["-disable-verify"] if irtext.needs_disable_verify(text) else []
    ps = os.path.join(workdir, name + ".plugin.s")
    rc, _, remarks = compile_with_wait_remarks(plugin + common + dv, src, ps)
    if rc:
        return name, kind, None, None, "plugin compile failed"
    why = io.StringIO()
    try:
        # compare_baseline says why on standard error: caught, one thread at
        # a time (the redirection is the process's).
        with BASELINE_LOCK, contextlib.redirect_stderr(why):
            with open(ps) as f:
                base, _ = cb.make_baseline(text, cpu, remarks, f.read())
    except SystemExit as e:
        reason = why.getvalue().strip().splitlines() or [str(e)]
        return name, kind, None, None, "no workaround: " + reason[0]
    bl = os.path.join(workdir, name + ".workaround.ll")
    with open(bl, "w") as f:
        f.write(base)
    if opt:
        # The middle end first, each side with its own opt; the plugin's
        # side is compiled again from opt's output.
        optargs = ["-O3", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + cpu, "-S"]
        src_opt = os.path.join(workdir, name + ".opt.ll")
        if run(opt[0] + optargs + dv, src, src_opt)[0]:
            return name, kind, None, None, "plugin opt -O3 failed"
        if run(plugin + common, src_opt, ps)[0]:
            return name, kind, None, None, "plugin compile after opt failed"
        bl_opt = os.path.join(workdir, name + ".workaround.opt.ll")
        if run(opt[1] + optargs, bl, bl_opt)[0]:
            return name, kind, None, None, "workaround opt -O3 failed"
        bl = bl_opt
    bs = os.path.join(workdir, name + ".workaround.s")
    rc, err = run(stock + common, bl, bs)
    if rc:
        return name, kind, None, None, "workaround compile failed"
    with open(ps) as f:
        pm = metrics(f.read(), cpu)
    with open(bs) as f:
        bm = metrics(f.read(), cpu)
    return name, kind, pm, bm, None


def bench_kernels():
    """The compile-time benchmark's generated kernels: its pipelines at the
    1k size (a straight-line block and a loop) and its Triton-shaped
    attention loop: (name, text)."""
    from . import bench
    target = bench.SIZES["1k"]
    stages = max(3, target // bench.INSTRS_PER_STAGE)
    return [("bench-straight-1k", bench.straight_kernel(stages)),
            ("bench-loop-1k", bench.loop_kernel(
                max(1, target // bench.INSTRS_PER_STAGE))),
            ("attention", bench.attention_kernel())]


def kernels(args):
    """[(name, kind, text)]: gemm, bench, then fuzzer kernels until each
    fuzzer kind has --per-kind of them (or --max-seeds are used up)."""
    wanted = [k.strip() for k in args.kernels.split(",")]
    out = []
    if "gemm" in wanted:
        path = os.path.join(SRCROOT, "examples", "gemm-3stage-gfx950.ll")
        with open(path) as f:
            out.append(("gemm-3stage", "gemm", f.read()))
    if "bench" in wanted:
        out += [(n, "bench", t) for n, t in bench_kernels()]
    fuzz_kinds = [k for k in ("straight", "mixed", "loop", "diamond")
                  if k in wanted or "fuzz" in wanted]
    if fuzz_kinds and args.per_kind:
        have = collections.Counter()
        for seed in range(args.seed, args.seed + args.max_seeds):
            if all(have[k] >= args.per_kind for k in fuzz_kinds):
                break
            text, info = generator.generate_kernel(seed, args.cpu)
            kind = fuzz_kind(info["kinds"])
            if kind not in fuzz_kinds or have[kind] >= args.per_kind:
                continue
            have[kind] += 1
            out.append(("fuzz_k%d" % seed, kind, text))
    return out


def fmt_pair(p, b):
    return "%d/%d" % (p, b)


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Code quality: the plugin against the s.waitcnt workaround.",
        formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("--cpu", default="gfx950")
    ap.add_argument("--kernels", default="gemm,bench,fuzz",
                    help="comma list of gemm, bench, fuzz (every fuzzer "
                         "kind) or straight, mixed, loop, diamond")
    ap.add_argument("--per-kind", type=int, default=100,
                    help="fuzzer kernels per kind")
    ap.add_argument("--seed", type=int, default=1, help="first fuzzer seed")
    ap.add_argument("--max-seeds", type=int, default=5000)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--plugin", default=os.path.join(
        SRCROOT, "build", "lib", "AMDGPUAsyncMark.so"))
    ap.add_argument("--llc", default=None, help="stock llc (default: llc-22)")
    ap.add_argument("--pipeline", choices=["llc", "opt-O3"], default="llc",
                    help="llc (default): llc -O3 on each spelling; opt-O3: "
                         "opt -O3, then llc -O3")
    ap.add_argument("--verbose", action="store_true",
                    help="one line per kernel")
    args = ap.parse_args(argv)

    stock = shlex.split(args.llc) if args.llc else [cb.default_llc()]
    plugin = stock + ["-load-pass-plugin=" + args.plugin]
    p = subprocess.run(stock + ["--version"], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE)
    if p.returncode:
        sys.stderr.write("asyncmark-code-quality: %s does not run\n"
                         % " ".join(stock))
        return 2

    opt = None
    if args.pipeline == "opt-O3":
        stock_opt = os.path.join(os.path.dirname(stock[0]), "opt")
        if not os.path.exists(stock_opt):
            stock_opt = "opt-22"
        opt = ([stock_opt, "-load-pass-plugin=" + args.plugin], [stock_opt])

    todo = kernels(args)
    results = []
    with tempfile.TemporaryDirectory(prefix="asyncmark-cq-") as work:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
            futs = [ex.submit(compare, n, k, t, args.cpu, plugin, stock, work,
                              opt)
                    for n, k, t in todo]
            results = [f.result() for f in futs]

    print("code quality: plugin / workaround (the same waits as explicit "
          "s.waitcnt, stock %s), %s -O3" % (
              "llc" if not opt else "opt -O3 and llc", args.cpu))
    if args.verbose:
        print("%-16s %-9s %s" % ("kernel", "kind",
                                 "  ".join("%-11s" % m for m in METRICS)))
        for name, kind, pm, bm, why in results:
            if why:
                print("%-16s %-9s skipped: %s" % (name, kind, why))
                continue
            print("%-16s %-9s %s" % (name, kind, "  ".join(
                "%-11s" % fmt_pair(pm[m], bm[m]) for m in METRICS)))
    print_summary(results)
    return 0


def print_summary(results):
    """The sums per kind of results ((name, kind, plugin metrics,
    workaround metrics, why skipped) each), and the kernels worse than the
    workaround."""
    sums = {k: [dict.fromkeys(METRICS, 0), dict.fromkeys(METRICS, 0)]
            for k in KINDS}
    count, skipped = collections.Counter(), collections.Counter()
    worse = collections.Counter()   # kernels worse by more than one instr
    worse_rereads = collections.Counter()  # ... that read LDS more often
    occ_worse = collections.Counter()
    vgpr_worse = collections.Counter()  # more VGPRs, the same occupancy
    vgpr_worse_drains = collections.Counter()  # ... the workaround drains more
    for name, kind, pm, bm, why in results:
        if why:
            skipped[kind] += 1
            continue
        count[kind] += 1
        for m in METRICS:
            sums[kind][0][m] += pm[m]
            sums[kind][1][m] += bm[m]
        if pm["instrs"] > bm["instrs"] + 1:
            worse[kind] += 1
            if pm["ldsrd"] > bm["ldsrd"]:
                worse_rereads[kind] += 1
        if pm["occ"] < bm["occ"]:
            occ_worse[kind] += 1
        elif pm["vgpr"] > bm["vgpr"]:
            vgpr_worse[kind] += 1
            if bm["drain"] > pm["drain"]:
                vgpr_worse_drains[kind] += 1
    print("%-9s %-8s %s" % ("kind", "kernels",
                            "  ".join("%-13s" % m for m in METRICS)))
    for k in KINDS:
        if not count[k] and not skipped[k]:
            continue
        p, b = sums[k]
        print("%-9s %-8s %s" % (k, "%d%s" % (count[k], " (+%d skipped)"
                                              % skipped[k] if skipped[k] else ""),
                               "  ".join("%-13s" % fmt_pair(p[m], b[m])
                                         for m in METRICS)))
    print("(vgpr and occ are sums over the kernels; occupancy: higher is "
          "better)")
    for k in KINDS:
        if count[k]:
            print("%s: %d kernels more than one instruction longer than the "
                  "workaround (%d of them read LDS more often); %d with "
                  "lower occupancy, %d with more VGPRs at the same occupancy "
                  "(%d of them where the workaround drains more often)"
                  % (k, worse[k], worse_rereads[k], occ_worse[k],
                     vgpr_worse[k], vgpr_worse_drains[k]))
