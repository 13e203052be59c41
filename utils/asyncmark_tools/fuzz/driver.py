"""The fuzzer's driver: runs the kernels of a seed range in parallel,
prints the summary, and is the command line (reduce mode included).

Options, kinds and the long runs are described in the package docstring
(fuzz/__init__.py); utils/fuzz/asyncmark-fuzz.py launches main().
"""

import argparse
import collections
import concurrent.futures
import os
import random
import shlex
import shutil
import sys
import tempfile
import time

from . import producer
from . import race
from . import readorder
from .generator import CPUS, generate_kernel, kind_order, uses_transfers
from .reducer import reduce_main
from .runner import DEFAULT_LLVM_BIN, FAIL_CATEGORIES, PIPELINES, SELECTORS, SRCROOT, Tools, \
    compile_and_check, verify_ir

DEFAULT_PLUGIN = os.path.join(SRCROOT, "build", "lib", "AMDGPUAsyncMark.so")

def choose_selector_pipeline(args, seed, cpu):
    """The selector and pipeline of kernel `seed`: the options, or with
    --mix a per-kernel random choice (from its own stream: a kernel's IR
    does not depend on it)."""
    if not args.mix:
        return ("gisel" if args.global_isel else "dag"), args.pipeline
    r = random.Random("asyncmark-fuzz-mix:%d:%s" % (seed, cpu))
    return r.choice(SELECTORS), r.choice(PIPELINES)


def make_kernel(args, seed, cpu):
    """The kernel of `seed` for `cpu` and its info; with --producer,
    decorated as producers emit it (from its own random stream: the code is
    the same with and without the decorations). Variable locations only
    for SelectionDAG: LLVM 22's GlobalISel cannot map some of them, plugin
    or not (docs/Design.md, Limits)."""
    ir, info = generate_kernel(seed, cpu, args.shapes,
                               tag_reads=not getattr(args, "untagged_reads", False))
    if getattr(args, "producer", False):
        selector = choose_selector_pipeline(args, seed, cpu)[0]
        ir = producer.decorate(ir, random.Random("asyncmark-fuzz-producer:%d:%s" % (seed, cpu)),
                               variables=selector == "dag")
    return ir, info


def kernel_job(tools, args, seed, cpu, tmproot):
    ir, info = make_kernel(args, seed, cpu)
    info["selector"], info["pipeline"] = choose_selector_pipeline(args, seed, cpu)
    if info["selector"] == "gisel" and not info.get("gisel_ok", True):
        # A gfx1250 transfer with a uniform LDS pointer: LLVM 22's
        # GlobalISel cannot select it, with or without the plugin ("cannot
        # select: G_INTRINSIC_W_SIDE_EFFECTS"). SelectionDAG instead.
        info["selector"] = "dag"
        info["gisel_skipped"] = True
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


# ---------------------------------------------------------------------------
# Fuzz driver and summary
# ---------------------------------------------------------------------------

def fuzz(args, tools):
    t0 = time.time()
    kinds_in_order = kind_order(args.cpu)
    transfers = any(uses_transfers(c) for c in args.cpu)
    gisel_skipped = 0
    stamp0 = tools.plugin_stamp()
    cpus = args.cpu
    jobs = [(args.seed + i, cpus[i % len(cpus)]) for i in range(args.count)]
    kinds = collections.Counter()
    pipes = collections.Counter()
    stats = collections.Counter()
    fails = collections.Counter()
    fail_list = []
    over_list = []
    ncomp = collections.Counter()
    gaveup = 0
    checker_gaveup = 0
    checker_sync_fp = 0
    unchecked = 0
    transient = 0
    waits_ok = waits_over = 0
    order_sync_fp = 0
    read_order = [0] * 6          # tagged reads, instances, missing, unattributed, ambiguous twins,
                                  # after a wait that waits for nothing
    stock_gisel = 0
    stock_other = 0
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
                gisel_skipped += info.get("gisel_skipped", False)
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
                    for i, x in enumerate(r.get("read_order") or ()):
                        read_order[i] += x
                    stock_gisel += r.get("stock_gisel_crash", False)
                    stock_other += r.get("stock_crash", False)
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
                    if r["waits_overstrict"]:
                        over_list.append("%d %s %s/%s -O%s (%d)" % (
                            seed, cpu, r.get("pipeline", "llc"), r.get("selector", "dag"),
                            r["olevel"], r["waits_overstrict"]))
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
                            "classic (no issue-8 shapes, no wait arms)" if args.shapes == "classic" else
                            "forced on: " + ",".join(sorted(args.shapes))))
    print("  kinds (kernels containing each):")
    for k in kinds_in_order:
        if k == "pipeline":
            print("    %-18s %d (%s)" % ("pipeline", kinds[k], ", ".join(
                "S=%d: %d" % (s, pipes[s]) for s in range(2, 6))))
        else:
            print("    %-18s %d" % (k, kinds[k]))
    print("    %-18s %d" % (">16 mark calls", kinds["over-16-mark-calls"]))
    print("  statements: %s" % ", ".join("%s %d" % (k, stats[k]) for k in (
        "async DMAs", "sync DMAs", "marks", "waits", "LDS reads", "tagged reads",
        "read twins", "global loads",
        "global stores", "flat accesses", "fences", "sched barriers") +
        (("stores from LDS",) if transfers else ())))
    if tools.checker_ok:
        print("  %s (waits checked: %d ok, %d over-strict; %d reports explained by sync DMA, "
              "not failures; order against the IR: %d reports explained by sync DMA, not "
              "failures)" % (tools.checker_msg, waits_ok, waits_over, checker_sync_fp,
                             order_sync_fp))
        if over_list:
            print("  over-strict waits in: %s" % ", ".join(sorted(over_list)))
    else:
        print("  %s" % tools.checker_msg)
    print("  read order: %d tagged reads after a wait judged (%d instances in the assembly); "
          "not judged: %d without an instance (dead code), %d instances whose address "
          "register holds part of the offset, %d twins left ambiguous by them, %d after "
          "a wait that waits for nothing" % tuple(read_order))
    print("  failures: %d (crashes %d, asyncmark verifier errors %d, machine verifier errors %d, "
          "other llc errors %d, invalid IR %d, leftovers %d, checker violations %d, "
          "order changes %d, sync-DMA reads without wait %d, LDS reads before their wait %d, "
          "checker errors %d, timeouts %d, fuzzer errors %d)" % (
              nfail, fails["crash"], fails["asyncmark-verify"], fails["machine-verifier"],
              fails["error"], fails["invalid-ir"], fails["leftover"], fails["checker-violation"],
              fails["order"], fails["sync-dma-read"], fails["read-order"],
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
        for k in kinds_in_order:
            row = ["%s %d" % (c, fail_by_kind[(k, c)]) for c in FAIL_CATEGORIES
                   if fail_by_kind[(k, c)]]
            if row:
                print("    %-18s %d of %d: %s" % (k, fail_kind_any[k], kinds[k], ", ".join(row)))
    print("  gave up (not failures): plugin verifier %d, checker %d (over %g s or %d MB; "
          "a checker from before its dataflow: over %d states), both (waits unchecked) "
          "%d; transient reruns: %d" % (
              gaveup, checker_gaveup, args.checker_timeout, args.checker_mem_mb,
              args.checker_max_states, unchecked, transient))
    print("  not compiled (not failures): GlobalISel crashes that llc without the plugin "
          "has too: %d; other crashes it has too: %d" % (stock_gisel, stock_other))
    if transfers:
        print("  gfx1250 kernels with a uniform LDS pointer compiled with SelectionDAG instead "
              "of GlobalISel (LLVM 22's GlobalISel cannot select them): %d" % gisel_skipped)
    for seed, cpu, ol, cat, detail in sorted(fail_list):
        print("  FAIL seed %d %s %s %s: %s" % (seed, cpu, ol, cat, detail))
    if nfail and args.keep_failures:
        print("  failing kernels kept in %s" % args.keep_failures)
    print("  wall time: %.1f s" % wall)
    print("RESULT: %d kernels, %d compilations, %d failures" % (n, total_comp, nfail))
    return 1 if nfail else 0


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------

def judge_reads_main(ir_path, asm_path, cpu):
    """--judge-reads: the read-order oracle alone on one kernel and its
    assembly. Exit 0 (no failure), 1 (failures) or 2 (unreadable input)."""
    try:
        with open(asm_path, errors="replace") as f:
            asm = f.read()
        bad, v = readorder.failures(ir_path, asm, cpu)
    except OSError as e:
        print("asyncmark-fuzz: %s" % e, file=sys.stderr)
        return 2
    print("read order: %d tagged reads after a wait judged (%d instances in the assembly); "
          "not judged: %d without an instance, %d instances whose address register holds "
          "part of the offset, %d twins left ambiguous by them, %d after a wait that "
          "waits for nothing"
          % (v.reads, v.instances, v.missing, v.unknown, v.ambiguous, v.empty))
    for b in bad:
        print("FAIL %s" % b)
    print("RESULT: %d read-order failures" % len(bad))
    if v.findings and v.findings[0] is None:
        return 2
    return 1 if bad else 0


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Fuzz the AMDGPU asyncmark plugin with random kernels (see the "
                    "docstring of utils/asyncmark_tools/fuzz/__init__.py for kinds and the "
                    "long runs).")
    ap.add_argument("--seed", type=int, default=1, help="first seed (kernel i uses seed+i)")
    ap.add_argument("--count", type=int, default=100, help="number of kernels")
    ap.add_argument("--jobs", type=int, default=2, help="parallel llc processes (default 2)")
    ap.add_argument("--cpu", default=None,
                    help="comma-separated processors, rotated over the kernels "
                         "(default gfx950; e.g. gfx90a,gfx942,gfx950; gfx1250 for "
                         "its async transfers on ASYNCcnt)")
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
    ap.add_argument("--judge-reads", nargs=2, metavar=("KERNEL.ll", "ASM.s"),
                    help="run only the read-order oracle: the tagged LDS reads of the kernel "
                         "as written, judged in its assembly (first --cpu; exit 1 on a failure)")
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
    ap.add_argument("--producer", action="store_true",
                    help="decorate each kernel as real producers emit it (fuzz/producer.py): noalias "
                         "LDS arguments, printed intrinsic attributes, TBAA and alias scopes, a line table")
    ap.add_argument("--mix", action="store_true",
                    help="pick the selector (SelectionDAG or GlobalISel) and the pipeline at "
                         "random per kernel")
    ap.add_argument("--bundle", action="store_true",
                    help="adjacent same-kind async DMAs before a mark in every kernel")
    ap.add_argument("--tail-merge", action="store_true",
                    help="tail-mergeable arms ending in identical DMAs in every kernel")
    ap.add_argument("--sched-barrier", action="store_true",
                    help="llvm.amdgcn.sched.barrier(i32 0) around marks in every kernel")
    ap.add_argument("--wait-arm", action="store_true",
                    help="every arm of a diamond that would be empty holds only waits")
    ap.add_argument("--untagged-reads", action="store_true",
                    help="no tagged LDS reads and no read twins (the read-order oracle then "
                         "has nothing to check): the kernels of the fuzzer before it, byte "
                         "for byte")
    ap.add_argument("--classic", action="store_true",
                    help="none of the issue-8 shapes (bundles, tail-merge arms, sched.barrier) "
                         "and no wait arms: the earlier fuzzer's kernels")
    ap.add_argument("--race", action="store_true",
                    help="race mode (fuzz/race.py): race-free software pipelines and one "
                         "variant per injected bug kind, through llc with "
                         "-amdgpu-asyncmark-race-check; prints found/false alarms per kind "
                         "(cpu default gfx950,gfx1250; llc at the first --only-opt level)")
    ap.add_argument("--race-variant", default=None, metavar="KIND",
                    help="with --race --print-kernel: the variant to print (race-free, "
                         "loosen, mark, hoist, swap, cross, benign)")
    ap.add_argument("--race-llc-arg", action="append", default=[], metavar="ARG",
                    help="with --race: one more llc argument (repeatable), e.g. an option "
                         "of the race check")
    ap.add_argument("--race-cross-wave", choices=("on", "off"), default="on",
                    help="with --race: compile with -amdgpu-asyncmark-race-cross-wave "
                         "(default on); off shows what the cross-wave kind (e) needs it for")
    ap.add_argument("--race-min-found", type=float, default=95.0, metavar="PCT",
                    help="with --race: fail unless every gated kind is found in at least "
                         "PCT%% of its kernels (default 95)")
    ap.add_argument("--llc", default=os.path.join(DEFAULT_LLVM_BIN, "llc"))
    ap.add_argument("--clang", default=os.path.join(DEFAULT_LLVM_BIN, "clang"))
    ap.add_argument("--opt", default=os.path.join(DEFAULT_LLVM_BIN, "opt"))
    ap.add_argument("--upgrade", default=os.path.join(SRCROOT, "build", "bin", "asyncmark-upgrade"),
                    help="asyncmark-upgrade tool (to verify kernels with ptr.buffer async forms)")
    ap.add_argument("--plugin", default=DEFAULT_PLUGIN)
    ap.add_argument("--checker", default=None, metavar="PATH",
                    help="the asyncmark_tools package whose checker to use: the package "
                         "directory, a directory holding it (utils/, "
                         "share/amdgpu-asyncmark/python) or a checker launcher; default: "
                         "the fuzzer's own package")
    ap.add_argument("--checker-max-states", type=int, default=5000,
                    help="--max-states for the checker (0: the checker's default): "
                         "the budget of its search for the shortest witness paths, "
                         "never an error (a checker from before its dataflow gave up "
                         "past it). A checker that gives up, times out or runs out of "
                         "memory is counted as 'checker gave up', not as a failure")
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
                              ("sched_barrier", args.sched_barrier),
                              ("wait_arm", args.wait_arm)) if on}
    if args.classic and forced:
        ap.error("--classic excludes --bundle, --tail-merge, --sched-barrier and --wait-arm")
    args.shapes = "classic" if args.classic else (forced or None)

    if args.race:
        return race.race_main(args)
    if args.judge_reads:
        return judge_reads_main(args.judge_reads[0], args.judge_reads[1], args.cpu[0])
    if args.print_kernel is not None:
        sys.stdout.write(make_kernel(args, args.print_kernel, args.cpu[0])[0])
        return 0
    if args.emit:
        os.makedirs(args.emit, exist_ok=True)
        for i in range(args.count):
            s, c = args.seed + i, args.cpu[i % len(args.cpu)]
            with open(os.path.join(args.emit, "k%d-%s.ll" % (s, c)), "w") as f:
                f.write(make_kernel(args, s, c)[0])
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
