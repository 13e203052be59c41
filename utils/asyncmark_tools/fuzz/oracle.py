"""The fuzzer's oracles on compiled code: the independent checker's verdict
on the waits and the DMA/mark order, and the tail-merge read check.

The checker is imported, not run as a script: its CheckResult says what it
found (pending DMAs with their text, order mismatches, an error and why),
so nothing here depends on the wording of its report. It still runs in a
child process, for two reasons: a kernel can make its search take minutes
and gigabytes (the child gets an address-space limit and a timeout, and
hitting either is "the checker gave up", not a failure), and a checker bug
must not take the fuzzer down. Only the pickled CheckResult crosses back.

The child is a plain fork of the fuzzer, with the checker already
imported: no interpreter start-up per check, and no re-import of the
caller's main script (what multiprocessing's spawn and forkserver modes
do). The fuzzer's worker threads are running when it forks, so the child
touches nothing another thread may hold: it closes every inherited file
descriptor but its pipe, replaces stdout and stderr, imports nothing new,
and leaves with os._exit.
"""

import functools
import importlib
import importlib.util
import os
import pickle
import re
import resource
import select
import struct
import sys
import time
import traceback

from .. import asm
from .. import checker as own_checker
from .. import layout
from .. import markers
from .. import targets

# A DMA of the assembly that comes from a sync twin: the generator gives
# every sync DMA aux bit 1 (printed sc1, nt or slc) and no async DMA that
# bit.
SYNC_DMA_RE = re.compile(r"\b(sc1|slc|nt)\b")


@functools.lru_cache(maxsize=None)
def ir_sync_dma_re():
    """A call of an ordinary (sync) LDS-DMA twin of the target-facts table
    (with its pointer-overload suffix, if any) with aux 2, the fuzzer's
    sync DMAs (the tail-merge shape's twin has aux 0, like its async
    arm)."""
    names = sorted(targets.lds_dma_twins().values(), key=len, reverse=True)
    return re.compile(r"call void @(?:%s)(?:\.p\d+)?\(.*, i32 2\)\s*(?:#\d+)?\s*$"
                      % "|".join(re.escape(n) for n in names))

# The name a checker package other than this one is loaded under.
ALIAS = "asyncmark_checker_under_test"


def is_sync_dma(text):
    """The checker's sync_dma predicate: a DMA the generator made sync."""
    return SYNC_DMA_RE.search(text) is not None


def checker_package_dir(path):
    """The asyncmark_tools directory that `path` names: the package itself,
    a directory holding it (utils/, share/amdgpu-asyncmark/python), or a
    launcher (tools/asyncmark-check/asyncmark-check.py, bin/asyncmark-check).
    None if there is none."""
    path = os.path.realpath(path)
    if os.path.isfile(path):
        here = os.path.dirname(path)
        cands = [os.path.join(here, "..", "share", "amdgpu-asyncmark", "python"),
                 os.path.join(here, "..", "..", "utils")]
    else:
        cands = [path]
    for c in cands:
        for d in (c, os.path.join(c, "asyncmark_tools")):
            if os.path.isfile(os.path.join(d, "__init__.py")) and \
                    os.path.isfile(os.path.join(d, "checker.py")):
                return os.path.realpath(d)
    return None


def load_checker(pkg_dir):
    """The checker module of the package in pkg_dir (None or this package:
    this package's own)."""
    if pkg_dir is None or pkg_dir == layout.PACKAGE_DIR:
        return own_checker
    mod = sys.modules.get(ALIAS)
    if mod is None:
        spec = importlib.util.spec_from_file_location(
            ALIAS, os.path.join(pkg_dir, "__init__.py"),
            submodule_search_locations=[pkg_dir])
        mod = importlib.util.module_from_spec(spec)
        sys.modules[ALIAS] = mod
        spec.loader.exec_module(mod)
    elif os.path.realpath(os.path.dirname(mod.__file__)) != pkg_dir:
        raise ImportError("another checker package is loaded already")
    return importlib.import_module(ALIAS + ".checker")


def _in_child(wfd, pkg_dir, mem_bytes, asm_path, kwargs):
    """The forked child: check, send ('result', CheckResult), ('memory',
    None) or ('exception', traceback text) length-prefixed on wfd, exit."""
    code = 0
    try:
        os.closerange(3, wfd)
        os.closerange(wfd + 1, os.sysconf("SC_OPEN_MAX"))
        sys.stdout = sys.stderr = open(os.devnull, "w")
        if mem_bytes:
            resource.setrlimit(resource.RLIMIT_AS, (mem_bytes, mem_bytes))
        try:
            msg = ("result", load_checker(pkg_dir).check_file(asm_path, **kwargs))
        except MemoryError:
            msg = ("memory", None)
        except Exception:  # noqa: BLE001 - a checker bug is a finding
            msg = ("exception", traceback.format_exc())
        try:
            data = pickle.dumps(msg, pickle.HIGHEST_PROTOCOL)
        except MemoryError:
            data = pickle.dumps(("memory", None))
        data = struct.pack("<Q", len(data)) + data
        while data:
            data = data[os.write(wfd, data):]
    except BaseException:  # noqa: BLE001 - nothing may escape the child
        code = 1
    finally:
        os._exit(code)


def _read_message(rfd, deadline):
    """The child's length-prefixed message, None if it ended without one;
    raises TimeoutError past the deadline."""
    buf, need = b"", None
    while need is None or len(buf) < need:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError
        if not select.select([rfd], [], [], None if left == float("inf") else left)[0]:
            continue
        chunk = os.read(rfd, 1 << 20)
        if not chunk:
            return None
        buf += chunk
        if need is None and len(buf) >= 8:
            need = 8 + struct.unpack("<Q", buf[:8])[0]
    return pickle.loads(buf[8:need])


class Outcome:
    """One checker run: result (a CheckResult) or why there is none: kind
    'result', 'timeout', 'memory' (its address-space limit), 'exception'
    (detail: the traceback) or 'died' (detail: the exit code)."""

    def __init__(self, kind, result=None, detail=""):
        self.kind = kind
        self.result = result
        self.detail = detail

    @property
    def gave_up(self):
        """A capacity limit of the checker, not a finding."""
        return self.kind in ("timeout", "memory") or (
            self.result is not None and self.result.error is not None and
            self.result.error.kind == "state-limit")


class Checker:
    """The assembly checker as the fuzzer runs it."""

    def __init__(self, path, timeout, mem_mb, max_states):
        self.path = path
        self.timeout = timeout
        self.mem_bytes = mem_mb << 20 if mem_mb else 0
        self.max_states = max_states
        self.pkg_dir = None
        self.module = None
        self.ok = False
        self.msg = ""

    # A function the checker must read without error.
    PROBE = ["\t.text", "\t.type\tprobe,@function", "probe:", "\ts_endpgm"]

    def probe(self):
        """Finds and imports the checker package and checks a trivial input
        with it (its target-facts table must be found); sets ok and msg."""
        d = checker_package_dir(self.path) if self.path else layout.PACKAGE_DIR
        if d is None:
            self.msg = "checker: not available (no asyncmark_tools package at %s)" % self.path
            return False
        try:
            self.module = load_checker(d)
            self.module.format_report
            r = self.module.check_lines(self.PROBE, "<probe>", mcpu="gfx950")
        except (ImportError, AttributeError, SyntaxError) as e:
            self.msg = "checker: not available (%s: %s)" % (d, e)
            return False
        if r.error is not None:
            self.msg = "checker: not available (%s: %s)" % (d, r.error.text("<probe>"))
            return False
        self.pkg_dir = d
        self.ok = True
        src = layout.source_root()
        shown = os.path.relpath(d, src) if src and d.startswith(src + os.sep) else d
        self.msg = "checker: %s" % shown
        return True

    def command(self, cpu, ir_path, asm_path):
        """The command line that reruns a check (for kept failures)."""
        lay = sys.modules[self.module.__package__ + ".layout"]
        cmd = lay.checker_command() + ["--mcpu", cpu, "--max-pending", "100000"]
        if self.max_states:
            cmd += ["--max-states", str(self.max_states)]
        return cmd + ["--ir", ir_path, asm_path]

    def run(self, asm_path, cpu, ir_path=None, waits=True):
        """Checks asm_path in a child process; returns an Outcome."""
        kwargs = {"mcpu": cpu, "ir": ir_path, "sync_dma": is_sync_dma,
                  "waits": waits}
        if self.max_states:
            kwargs["max_states"] = self.max_states
        pkg = None if self.module is own_checker else self.pkg_dir
        deadline = time.monotonic() + (self.timeout or float("inf"))
        rfd, wfd = os.pipe()
        pid = os.fork()
        if pid == 0:
            _in_child(wfd, pkg, self.mem_bytes, asm_path, kwargs)
        os.close(wfd)
        msg = None
        try:
            msg = _read_message(rfd, deadline)
        except TimeoutError:
            return Outcome("timeout")
        finally:
            os.close(rfd)
            if msg is None:
                try:
                    os.kill(pid, 9)
                except ProcessLookupError:
                    pass
            _, status = os.waitpid(pid, 0)
        if msg is None:
            return Outcome("died", detail="checker process died (wait status %d)" % status)
        kind, value = msg
        if kind == "result":
            return Outcome("result", value)
        return Outcome(kind, detail=value or "")

    def report(self, outcome):
        """The text the command line would print for an outcome."""
        r = outcome.result
        if r is None:
            return {"timeout": "checker: timed out after %g s\n" % self.timeout,
                    "memory": "checker: MemoryError (over %d MB)\n" % (self.mem_bytes >> 20),
                    }.get(outcome.kind, outcome.detail + "\n")
        text = "".join(w + "\n" for w in r.warnings)
        text += self.module.format_report(r, max_pending=100000)
        if r.error is not None:
            text += r.error.text(r.file) + "\n"
        return text


def violation_lines(result):
    """The first line of every hazard and wait violation, in report order."""
    f = result.file
    return [h.lines(f)[0] for h in result.hazards] + \
        [w.lines(f)[0] for w in result.violations]


def only_sync_pending(result):
    """True if every violation the checker reports is a wait with only sync
    DMAs pending on its path. The checker treats every DMA as possibly
    async (its documented over-approximation), so such a report is
    explained by a sync twin in a mark's group; a pending async DMA is a
    real under-wait, because DMAs complete in order and a mark stands for
    every async DMA before it. A marker in a hazard slot is never
    explained."""
    viol = result.violations
    if result.hazards or not viol:
        return False
    return all(w.pending and all(d.sync for d in w.pending) for w in viol)


def order_detail(result):
    """The failure detail of an order report: its first mismatch and note."""
    head, note = result.order[0].lines(result.file)
    return re.sub(r"^\S+:\d+: ", "", head) + " --" + note.replace("  note:", "")


def order_explained_by_sync(chk, cpu, asm_path, ir_check):
    """True if the order reports go away when the sync DMAs (aux 2: sc1/nt/
    slc in the assembly, `i32 2)` in the IR) are dropped from both sides: a
    mark is not ordered against ordinary DMA, so those may move across it."""
    with open(asm_path, errors="replace") as f:
        lines = f.read().split("\n")
    sync = {it.line for it in asm.lex(lines, strict=False).items if it.kind == "insn" and
            asm.is_lds_dma(it.data[0], it.data[1]) and is_sync_dma(it.data[2])}
    asm_text = [l for no, l in enumerate(lines, 1) if no not in sync]
    with open(ir_check, errors="replace") as f:
        ir = [l for l in f.read().split("\n")
              if not (ir_sync_dma_re().search(l) and markers.ASYNC_FLAG_MD not in l)]
    a2, i2 = asm_path + ".nosync.s", asm_path + ".nosync.ll"
    with open(a2, "w") as f:
        f.write("\n".join(asm_text))
    with open(i2, "w") as f:
        f.write("\n".join(ir))
    # Only the order check's verdict is wanted: no wait search.
    out = chk.run(a2, cpu, i2, waits=False)
    r = out.result
    return r is not None and r.order_checked and not r.order


# Where the scan after a tail-merge arm's DMA stops: the end of its
# machine basic block (llc's block labels and `; %bb.N:` comments, a
# branch, the end of the program).
_BLOCK_END_RE = re.compile(r"^(s_endpgm|s_branch|s_cbranch|s_setpc)")


def sync_read_failures(asm_text, offsets, cpu):
    """The tail-merge oracle: for each offset of a tail-merge shape whose
    second arm is an ordinary DMA, the LDS read after that DMA must wait
    for it on that arm. The arms' DMAs carry the offset and nothing else
    does; if no instance of it is followed in its block by a vmcnt wait
    that covers it before the first LDS read, the ordinary arm reads LDS
    the DMA may not have written yet (branch-folder merged the tails and
    the merged DMA was taken as async). Returns failure details."""
    try:
        target = asm.Target(cpu)
        funcs = asm.split_functions(asm.lex(asm_text.split("\n"), strict=False))
        found = [(off, _tail_merge_reads(funcs, off, target)) for off in offsets]
    except (asm.InputError, ValueError) as e:
        return ["the tail-merge oracle cannot read the assembly: %s"
                % getattr(e, "msg", e)]
    bad = []
    for off, (inst, covered) in found:
        if inst and not covered:
            bad.append("offset:%d: the LDS read after the ordinary DMA of a tail-merge arm has "
                       "no vmcnt wait (%d instance%s of the DMA in the assembly)"
                       % (off, inst, "" if inst == 1 else "s"))
    return bad


def _tail_merge_reads(funcs, off, target):
    """(instances of the DMA with offset `off` followed in their block by
    an LDS read, how many of them by a covering vmcnt wait before it)."""
    inst, covered = 0, 0
    for fn in funcs:
        for i, it in enumerate(fn.items):
            if not (it.kind == "insn" and asm.is_lds_dma(it.data[0], it.data[1]) and
                    re.search(r"\boffset:%d\b" % off, it.data[2])):
                continue
            after, cov, read = 0, False, False
            for it2 in fn.items[i + 1:]:
                if it2.kind == "bbname" or \
                        (it2.kind == "label" and it2.data.startswith(".LBB")):
                    break
                if it2.kind != "insn":
                    continue
                mnem, operands, _ = it2.data
                if _BLOCK_END_RE.match(mnem):
                    break
                if mnem == "s_waitcnt":
                    k = asm.decode_waitcnt(mnem, operands, it2.line, target)
                    if k is not None and k <= after:
                        cov = True
                    continue
                if re.match(r"^ds_(read|load)", mnem):
                    read = True
                    break
                if target.is_vmem(mnem):
                    after += 1
            if read:
                inst += 1
                covered += cov
    return inst, covered
