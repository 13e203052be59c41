"""The fuzzer's runner: one kernel through one pipeline, and its verdict.

A compilation is llc (or opt -O3 then llc, or clang -O3) with the plugin in
verify mode; the verdict combines what the compiler said (crash, verifier
error, leftovers of the upstream names in the assembly) with the oracles
(oracle.py: the checker's waits and order, the tail-merge read;
readorder.py: the LDS reads that follow a wait). A failure
is rerun once, and again after the plugin settles if it was rebuilt during
the run, so a rebuild never shows up as a finding.
"""

import os
import re
import subprocess
import threading
import time

from .. import layout
from .. import markers
from ..asm import relocated_symbols
from . import oracle
from . import readorder
from .generator import TRIPLE

SRCROOT = layout.source_root() or os.getcwd()
DEFAULT_LLVM_BIN = "/usr/lib/llvm-22/bin"

FAIL_CATEGORIES = ["crash", "asyncmark-verify", "machine-verifier", "invalid-ir",
                   "error", "leftover", "checker-violation", "order", "sync-dma-read",
                   "read-order", "checker-error", "timeout", "internal"]
SELECTORS = ["dag", "gisel"]
PIPELINES = ["llc", "opt-O3", "clang-O3"]

# What may be left of the upstream names in the assembly: none of it.
LEFTOVER_PATTERNS = (markers.MARK_INTRINSIC, markers.WAIT_INTRINSIC_STEM, ".async")


class Tools:
    def __init__(self, args):
        self.llc = args.llc
        self.opt = args.opt
        self.upgrade = args.upgrade
        self.plugin = args.plugin
        self.checker = oracle.Checker(args.checker, args.checker_timeout, args.checker_mem_mb,
                                      args.checker_max_states)
        self.strict_checker = args.strict_checker
        self.timeout = args.timeout
        self.clang = getattr(args, "clang", os.path.join(DEFAULT_LLVM_BIN, "clang"))
        self.plugin_lock = threading.Lock()
        self.transient = 0

    @property
    def checker_ok(self):
        return self.checker.ok

    @property
    def checker_msg(self):
        return self.checker.msg

    def probe_checker(self):
        return self.checker.probe()

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
    for pat in LEFTOVER_PATTERNS:
        if pat in asm:
            return "leftover", "output contains %r" % pat
    for sym in relocated_symbols(asm):
        if sym.startswith("llvm.") or sym not in info["own_symbols"]:
            return "leftover", "reference to symbol %s" % sym
    for call in ("s_swappc_b64", "s_swap_pc_i64"):     # gfx9/gfx10, gfx12
        if call in asm and not info["has_calls"]:
            return "leftover", "%s in a kernel without calls" % call
    return None, ""


def run_proc(cmd, timeout, stdin=None):
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, input=stdin)
        return r.returncode, r.stdout, r.stderr, False
    except subprocess.TimeoutExpired as e:
        def s(x):
            return x.decode(errors="replace") if isinstance(x, bytes) else (x or "")
        return -999, s(e.stdout), s(e.stderr), True


def stock_crashes(tools, cpu, olevel, ir_check, ir_path, pipeline, asm_path, gisel=True):
    """True if llc without the plugin's machine passes also crashes (with
    -global-isel if gisel) on the same IR: the input with the plugin's IR
    lowering applied (opt -passes=amdgpu-asyncmark-lower), so that stock llc
    sees the representation the plugin compiles, not intrinsics it cannot
    know."""
    src = ir_check if pipeline != "llc" and os.path.exists(ir_check) else ir_path
    lowered = asm_path + ".stock-lowered.ll"
    rc, _, _, _ = run_proc([tools.opt, "-load-pass-plugin=%s" % tools.plugin,
                            "-passes=amdgpu-asyncmark-lower", "-mtriple=%s" % TRIPLE,
                            "-mcpu=%s" % cpu, src, "-S", "-o", lowered], tools.timeout)
    if rc != 0:
        return False
    cmd = [tools.llc, "-mtriple=%s" % TRIPLE, "-mcpu=%s" % cpu] + \
        (["-global-isel"] if gisel else []) + \
        ["-O%s" % olevel.lstrip("O"), lowered, "-o", os.devnull]
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
        if cat == "crash" and stock_crashes(tools, cpu, olevel, ir_check, ir_path, pipeline,
                                            asm_path, gisel):
            # LLVM 22 itself fails on this IR (without the plugin's
            # machine passes): GlobalISel's selection failures, or its
            # verifier on the debug info stock opt -O3 left (a compile unit
            # missing from llvm.dbg.cu): not a finding about the plugin.
            res["stock_gisel_crash" if gisel else "stock_crash"] = True
            cat, detail = None, ""
            res.update(stderr=err)
            return res
        cats = [cat] if cat else []
        if cat is None and tools.checker_ok:
            chk = tools.checker
            res["checker_cmd"] = chk.command(cpu, ir_check, asm_path)
            out = chk.run(asm_path, cpu, ir_check)
            res["checker_out"] = chk.report(out)
            r = out.result
            viol = oracle.violation_lines(r) if r is not None else []
            orders = r is not None and bool(r.order)
            if r is not None:
                res["waits_ok"] = r.count("ok")
                res["waits_overstrict"] = r.count("over-strict")
            explainable = not tools.strict_checker and info.get("has_sync_dma", True)
            if orders:
                if explainable and oracle.order_explained_by_sync(chk, cpu, asm_path, ir_check):
                    res["order_sync_fp"] = True
                else:
                    cats.append("order")
                    detail = oracle.order_detail(r)
            if out.gave_up:
                # A capacity limit of the checker (state count, time or
                # memory), not a finding: like the plugin verifier's "waits
                # not verified", counted and reported, not a failure.
                res["checker_gaveup"] = True
            elif viol and explainable and oracle.only_sync_pending(r):
                res["checker_sync_fp"] = True
            elif viol:
                cats.append("checker-violation")
                detail = viol[0] if not orders else detail
            elif r is None or r.error is not None:
                cats.append("checker-error")
                detail = r.error.text(r.file) if r is not None else \
                    (out.detail.strip().splitlines() or [out.kind])[-1]
        if cat is None and info.get("tm_sync_offsets") and asm:
            bad = oracle.sync_read_failures(asm, info["tm_sync_offsets"], cpu)
            if bad:
                cats.append("sync-dma-read")
                detail = detail or bad[0]
        if cat is None and asm:
            # The reads that follow a wait, judged with the facts of the
            # kernel as written (ir_path, whatever the pipeline).
            try:
                bad, v = readorder.failures(
                    ir_path, asm, cpu,
                    codegen_olevel="3" if pipeline == "clang-O3" else olevel)
                res["read_order"] = (v.reads, v.instances, v.missing, v.unknown, v.ambiguous,
                                     v.empty)
            except Exception as e:  # noqa: BLE001 - a bug of the oracle is a finding
                bad = []
                cats.append("internal")
                detail = detail or "read-order oracle: %r" % e
            if bad:
                cats.append("read-order")
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


