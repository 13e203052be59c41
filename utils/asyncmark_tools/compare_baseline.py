"""Compare the plugin's code with the workaround users write today.

The workaround for a kernel that uses async LDS DMA with asyncmark /
wait.asyncmark is: drop every mark, replace every wait by an explicit
`llvm.amdgcn.s.waitcnt` with the count the plugin chose, and use the
synchronous twins of the async DMA intrinsics, then compile with stock llc.
This script derives that baseline from the kernel automatically, compiles
both, and compares the loops:

 1. compile KERNEL.ll with llc + plugin, its remarks written to a YAML
    file, and read its remark on each wait (asyncmark_tools.remarks): the
    function, block and N of the wait, and the count K of the vmcnt(K) it
    became, or no wait
 2. write the baseline .ll (regex rewrite of the IR text):
      marks (llvm.amdgcn.asyncmark, `; asyncmark` inline asm)  -> removed
      waits (llvm.amdgcn.wait.asyncmark(N), `; wait_asyncmark(N)`)
            -> call @llvm.amdgcn.s.waitcnt(i32 <vmcnt(K) encoding>)
               or nothing for "no wait"
      async DMA (*.async.lds, load.async.to.lds) -> the sync twin
      (waits are matched to remarks by function, block and N; see map_waits)
 3. compile the baseline with stock llc;
 4. in each function, extract every outermost loop (the header block with its
    `=>This Loop Header: Depth=1` comment and every block the asm printer
    places in that loop, nested loops included), strip comments, markers and
    `;;#ASM` lines, and print per loop a table (instructions, s_nop, vmcnt
    waits), a unified diff of the instruction sequences without s_waitcnt
    lines, and verdict lines.

Exit status: 0 if, in every loop, the plugin has no more instructions, no
more s_nop and no vmcnt wait stricter than the baseline's at the
corresponding position (positions are matched by aligning the two
instruction sequences without their waits); 1 otherwise; 2 on usage or
compilation errors. Differences outside loops (prolog, epilog) are printed
for information and never change the exit status.

Usage:
  utils/compare-baseline.py examples/gemm-3stage-gfx950.ll -mcpu gfx950
  utils/compare-baseline.py K.ll --llc "llc-22 -verify-machineinstrs" \\
      --plugin-llc "llc-22 -load-pass-plugin=build/lib/AMDGPUAsyncMark.so" \\
      --keep /tmp/out
"""

import argparse
import difflib
import os
import re
import shlex
import subprocess
import sys
import tempfile

from . import asm
from . import irtext
from . import layout
from . import markers
from . import targets
from .remarks import WaitRemark, compile_with_wait_remarks, ir_block_name

SRCROOT = layout.source_root() or os.getcwd()

# --------------------------------------------------------------- IR rewrite --

MARK_CALL_RE = markers.IR_MARK_CALL_RE
WAIT_CALL_RE = markers.IR_WAIT_CALL_RE
DECL_RE = re.compile(r"^declare\s[^@]*@(?P<name>[\w.$]+)\(", re.M)
ASYNC_FLAG_RE = re.compile(r",\s*!%s\s+!\d+" % re.escape(markers.ASYNC_FLAG_MD))


def to_sync_twins(text):
    """text with every async LDS DMA intrinsic of the target-facts table
    renamed to its sync twin (a pointer-overload suffix kept) and the
    async flag's metadata dropped."""
    twins = targets.lds_dma_twins()
    names = sorted(twins, key=len, reverse=True)
    rx = re.compile(r"@(%s)\b" % "|".join(re.escape(n) for n in names))
    text = rx.sub(lambda m: "@" + twins[m.group(1)], text)
    return ASYNC_FLAG_RE.sub("", text)


def waitcnt_encoding(cpu, vmcnt):
    """s_waitcnt simm16 that waits for vmcnt only (the target-facts
    table's layout of the processor)."""
    gen = targets.generation(cpu)
    if gen is None or not gen.has_counter("vmcnt"):
        raise SystemExit("compare-baseline: %s has no s_waitcnt vmcnt field "
                         "(target-facts table); only gfx9 and gfx10 are "
                         "supported" % cpu)
    return gen.encode_wait("vmcnt", vmcnt)


class IRWait:
    def __init__(self, lineno, func, block, n, indent):
        self.lineno, self.func, self.block, self.n = lineno, func, block, n
        self.indent = indent
        self.remark = None
        self.how = ""


def find_ir_waits(lines):
    """Each wait call of the IR text lines with its function and block (as
    the MBB names it: remarks.ir_block_name, an unnamed or numbered IR
    block is entry)."""
    try:
        funcs = irtext.split_ir(lines)
    except asm.InputError as e:
        sys.stderr.write("compare-baseline: cannot read the kernel's IR: "
                         "line %d: %s\n" % (e.line, e.msg))
        raise SystemExit(2)
    waits = []
    for f in funcs:
        for b in f.blocks:
            block = ir_block_name(b.name or "")
            for lineno, _ in b.insts:
                m = WAIT_CALL_RE.match(lines[lineno - 1])
                if m:
                    n = int(m.group("n1") or m.group("n2"))
                    waits.append(IRWait(lineno - 1, f.name, block, n,
                                        m.group("indent")))
    return waits


def map_waits(waits, remarks, present=None):
    """Give each IR wait the plugin's remark (remarks: the WaitRemarks of
    the compile).

    1. Same function, block and N, as many remarks as IR waits: in order.
    2. Otherwise all remarks with that function/block/N, then all with that
       function/N, then all with that N: if they agree, that count; if they
       disagree, the strictest (and say so).
    Inlined helpers and duplicated blocks end up in 2. A wait of which the
    machine code has no remark in its function was removed with its block
    (dead code) where the IR lowering found it empty, or where its block is
    not among those the plugin's assembly names (present: {function: IR
    block names}): no wait, as the workaround's `s.waitcnt` goes with the
    block too.
    """
    def key(x):
        return (x.func, x.block, x.n)

    empties = [r for r in remarks if r.empty]
    remarks = [r for r in remarks if not r.empty]
    by_key = {}
    for r in remarks:
        by_key.setdefault(key(r), []).append(r)
    ir_by_key = {}
    for w in waits:
        ir_by_key.setdefault(key(w), []).append(w)

    for k, ws in ir_by_key.items():
        rs = by_key.get(k, [])
        if len(rs) == len(ws):
            for w, r in zip(ws, rs):
                w.remark, w.how = r, "remark %s:%s" % (r.func, r.block)
            continue
        for scope, cands in [
                ("block", rs),
                ("function", [r for r in remarks if r.func == k[0] and r.n == k[2]]),
                ("removed empty wait", [r for r in empties
                                        if r.func == k[0] and r.n == k[2]]),
                ("removed block", [WaitRemark(k[0], k[1], k[2], None)]
                 if present is not None and k[0] in present and
                 k[1] not in present[k[0]] and
                 not any(r.func == k[0] and r.n == k[2] for r in remarks)
                 else []),
                ("module", [r for r in remarks if r.n == k[2]])]:
            if not cands:
                continue
            strictest = min(cands, key=lambda r: (r.count is None, r.count or 0))
            agree = len({r.count for r in cands}) == 1
            for w in ws:
                w.remark = strictest
                w.how = ("%d remark(s) with this %s and N%s" %
                         (len(cands), scope,
                          "" if agree else ", disagreeing: strictest taken"))
            break
    missing = [w for w in waits if w.remark is None]
    if missing:
        for w in missing:
            sys.stderr.write("compare-baseline: no remark for wait_asyncmark(%d) "
                             "in %s:%s (line %d)\n"
                             % (w.n, w.func, w.block, w.lineno + 1))
        raise SystemExit(2)


def make_baseline(text, cpu, remarks, plugin_asm=None):
    """plugin_asm: the text of the plugin's assembly of text, whose blocks
    tell a wait removed with dead code (map_waits)."""
    lines = text.split("\n")
    waits = find_ir_waits(lines)
    present = asm.ir_block_names(plugin_asm.split("\n")) \
        if plugin_asm is not None else None
    map_waits(waits, remarks, present)
    uses_waitcnt = False
    for w in waits:
        if w.remark.count is None:
            lines[w.lineno] = "%s; wait_asyncmark(%d): no wait" % (w.indent, w.n)
        else:
            enc = waitcnt_encoding(cpu, w.remark.count)
            lines[w.lineno] = ("%scall void @llvm.amdgcn.s.waitcnt(i32 %d) "
                               "; wait_asyncmark(%d) -> vmcnt(%d)"
                               % (w.indent, enc, w.n, w.remark.count))
            uses_waitcnt = True
    text = "\n".join(lines)
    text = to_sync_twins(MARK_CALL_RE.sub(r"\1; asyncmark removed", text))
    # Declarations: drop the marker intrinsics, dedupe the DMA twins (a
    # module may declare both forms), declare s.waitcnt once.
    out, declared = [], set()
    for line in text.split("\n"):
        m = DECL_RE.match(line)
        if m:
            name = m.group("name")
            if name in (markers.MARK_INTRINSIC, markers.WAIT_INTRINSIC):
                continue
            if name in declared:
                continue
            declared.add(name)
        out.append(line)
    if uses_waitcnt and "llvm.amdgcn.s.waitcnt" not in declared:
        out.append("declare void @llvm.amdgcn.s.waitcnt(i32)")
    return "\n".join(out) + ("\n" if not out[-1] == "" else ""), waits

# ------------------------------------------------------------ the loops --
# Functions, blocks and llc's loop annotations are asm's reading
# (asm.function_layouts, asm.outer_loops); here, what a loop's code counts.

LABEL_REF_RE = re.compile(r"\.LBB\d+_\d+")


def normalize_labels(instrs, label_order):
    names = {l: "L%d" % i for i, l in enumerate(label_order)}
    return [LABEL_REF_RE.sub(lambda m: names.get(m.group(0), "Lext"), s)
            for s in instrs]


def loop_stats(blocks, func_blocks, target):
    """What the comparison reads of the instructions of blocks (asm
    LayoutBlocks, a loop's or a whole function's: func_blocks): their text
    with the function's labels numbered, the same without the wait
    instructions (body; which of those are vector memory ops: vmem), the
    async counter's waits as (number of body instructions before it,
    count), the s_nop instructions and their wait states."""
    order = [b.label for b in func_blocks if b.label]
    insns = [it for b in blocks for it in b.insns]
    instrs = normalize_labels([it.data[2] for it in insns], order)
    is_wait = [asm.is_wait_mnemonic(it.data[0], target) for it in insns]
    body = [s for s, w in zip(instrs, is_wait) if not w]
    vmem = [target.is_vmem(it.data[0]) for it, w in zip(insns, is_wait)
            if not w]
    anchors, k = [], 0
    for it, w in zip(insns, is_wait):
        if w:
            count = asm.decode_waitcnt(it.data[0], it.data[1], it.line, target)
            if count is not None:
                anchors.append((k, count))
        else:
            k += 1
    nops = [it for it in insns if it.data[0] == "s_nop"]
    nop_states = sum(int(it.data[1].split()[0], 0) + 1 for it in nops)
    return {"instrs": instrs, "body": body, "vmem": vmem, "waits": anchors,
            "nops": len(nops), "nop_states": nop_states,
            "contiguous": contiguous(blocks, func_blocks)}


def contiguous(blocks, func_blocks):
    idx = [func_blocks.index(b) for b in blocks]
    return idx == list(range(idx[0], idx[0] + len(idx)))

# -------------------------------------------------------------- comparison --


def map_anchor(sm, a, len_a, len_b):
    """Position in b corresponding to position a (before instruction a)."""
    if a >= len_a:
        return len_b
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if i1 <= a < i2:
            if tag == "equal":
                return j1 + (a - i1)
            return min(j1 + (a - i1), j2)
    return len_b


def compare_loop(title, p, b, out, cyclic=True):
    ok = True
    sm = difflib.SequenceMatcher(None, p["body"], b["body"], autojunk=False)
    out.append("== %s" % title)
    if not (p["contiguous"] and b["contiguous"]):
        out.append("note: loop blocks are not contiguous in the layout")
    rows = [
        ("instructions", len(p["instrs"]), len(b["instrs"])),
        ("instructions without s_waitcnt", len(p["body"]), len(b["body"])),
        ("s_nop", p["nops"], b["nops"]),
        ("s_nop wait states", p["nop_states"], b["nop_states"]),
        ("vmcnt waits", " ".join("vmcnt(%d)" % c for _, c in p["waits"]) or "-",
         " ".join("vmcnt(%d)" % c for _, c in b["waits"]) or "-"),
    ]
    out.append("%-32s %-20s %s" % ("", "plugin", "baseline"))
    for name, x, y in rows:
        out.append("%-32s %-20s %s" % (name, x, y))

    diff = list(difflib.unified_diff(b["body"], p["body"], "baseline", "plugin",
                                     lineterm="", n=3))
    if diff:
        out.append("instruction sequence without s_waitcnt: differs "
                   "(%d lines only in plugin, %d only in baseline)"
                   % (sum(1 for l in diff[2:] if l.startswith("+")),
                      sum(1 for l in diff[2:] if l.startswith("-"))))
        out.extend("  " + l for l in diff)
    else:
        out.append("instruction sequence without s_waitcnt: identical")

    def verdict(name, good, detail):
        nonlocal ok
        ok &= good
        out.append("VERDICT %s: %s (%s)" % (name, "OK" if good else "WORSE", detail))

    verdict("instructions", len(p["instrs"]) <= len(b["instrs"]),
            "plugin %d, baseline %d" % (len(p["instrs"]), len(b["instrs"])))
    verdict("s_nop", p["nops"] <= b["nops"],
            "plugin %d, baseline %d" % (p["nops"], b["nops"]))
    # A baseline vmcnt(K) at position i still bounds the VMEM operations in
    # flight at a later position j by K + (VMEM operations issued in
    # between), around the back edge too. The plugin's wait is stricter only
    # if it is below the tightest such bound.
    bvm = b["vmem"]
    nb = len(b["body"])

    def issued(i, j):  # VMEM ops at positions [i, j) of the cyclic body
        if i <= j:
            return sum(bvm[i:j])
        if not cyclic:
            return None
        return sum(bvm[i:]) + sum(bvm[:j])

    def bound(j):
        best = None
        for i, k in b["waits"]:
            n = issued(i, j)
            if n is None:
                continue
            v = k + n
            if best is None or v < best[0]:
                best = (v, i, k)
        return best

    used = set()
    for a, c in p["waits"]:
        j = map_anchor(sm, a, len(p["body"]), nb)
        at = p["body"][a] if a < len(p["body"]) else "<loop end>"
        bb = bound(j)
        if bb is None:
            verdict("vmcnt", False, "plugin vmcnt(%d) before `%s`; the baseline "
                    "has no vmcnt wait that bounds it" % (c, at))
            continue
        v, i, k = bb
        used.add(i)
        where = ("at the same position" if i == j else
                 "vmcnt(%d) before `%s` + %d VMEM issued since"
                 % (k, b["body"][i] if i < nb else "<loop end>", v - k))
        verdict("vmcnt", c >= v, "plugin vmcnt(%d) before `%s`, baseline "
                "bound %d there (%s)" % (c, at, v, where))
    for i, k in b["waits"]:
        if i not in used:
            at = b["body"][i] if i < nb else "<loop end>"
            out.append("note: baseline vmcnt(%d) before `%s` has no plugin "
                       "counterpart (plugin looser there)" % (k, at))
    out.append("VERDICT loop: %s" % ("PASS" if ok else "FAIL"))
    return ok


def outside_loops(blocks):
    inside = set()
    for _, members in asm.outer_loops(blocks):
        inside.update(id(b) for b in members)
    order = [b.label for b in blocks if b.label]
    return normalize_labels([it.data[2] for b in blocks if id(b) not in inside
                             for it in b.insns], order)

# -------------------------------------------------------------------- main --


def compile_(cmd, src, out, what):
    p = subprocess.run(cmd + [src, "-o", out], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, universal_newlines=True)
    check_compiled(p.returncode, p.stderr, cmd + [src], what)


def check_compiled(returncode, stderr, cmd, what):
    """Exits (status 2) with the compiler's message if it failed."""
    if returncode != 0:
        sys.stderr.write("compare-baseline: %s compilation failed (exit %d):\n"
                         "  %s\n%s\n" % (what, returncode,
                                         " ".join(map(shlex.quote, cmd)),
                                         stderr))
        raise SystemExit(2)


def read_layouts(path):
    """asm.function_layouts of an assembly file."""
    with open(path) as f:
        return asm.function_layouts(f.read().split("\n"))


def compare_functions(pf, bf, target, only=None):
    """Compares the loops (or, without loops, the whole function) of each
    function of the plugin's layouts pf with the baseline's bf (only: one
    function's): (every verdict OK, loops compared, report lines)."""
    ok = True
    nloops = 0
    out = []
    for fn in pf:
        if only and fn != only:
            continue
        if fn not in bf:
            out.append("note: function %s missing from the baseline" % fn)
            continue
        pl, bl = asm.outer_loops(pf[fn]), asm.outer_loops(bf[fn])
        if len(pl) != len(bl):
            out.append("loops in %s: plugin %d, baseline %d: cannot pair them"
                       % (fn, len(pl), len(bl)))
            ok = False
            continue
        if not pl:
            nloops += 1
            ok &= compare_loop("%s whole function (no loops)" % fn,
                               loop_stats(pf[fn], pf[fn], target),
                               loop_stats(bf[fn], bf[fn], target), out,
                               cyclic=False)
            continue
        for i, ((ph, pm), (bh, bm)) in enumerate(zip(pl, bl)):
            nloops += 1
            title = ("%s loop %d (plugin header %s, baseline header %s, "
                     "%d blocks)" % (fn, i + 1, ph, bh, len(pm)))
            ok &= compare_loop(title, loop_stats(pm, pf[fn], target),
                               loop_stats(bm, bf[fn], target), out)
        po, bo = outside_loops(pf[fn]), outside_loops(bf[fn])
        d = list(difflib.unified_diff(bo, po, "baseline", "plugin",
                                      lineterm="", n=2))
        if d:
            out.append("info: %s outside loops (prolog/epilog, s_waitcnt "
                       "included): differs" % fn)
            out.extend("  " + l for l in d)
        else:
            out.append("info: %s outside loops: identical" % fn)
    return ok, nloops, out


def default_llc():
    for c in ("/usr/lib/llvm-22/bin/llc", "llc-22"):
        if os.path.isabs(c) and os.path.exists(c):
            return c
    return "llc-22"


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Compare the plugin's loops with the s.waitcnt baseline.",
        formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("kernel", help="the kernel (.ll) using asyncmark")
    ap.add_argument("-mcpu", "--mcpu", default="gfx950")
    ap.add_argument("-mtriple", "--mtriple", default="amdgcn-amd-amdhsa")
    ap.add_argument("-O", dest="opt", default="3")
    ap.add_argument("--llc", default=None,
                    help="stock llc command (default: llc-22)")
    ap.add_argument("--plugin-llc", default=None,
                    help="llc command with the plugin loaded (default: "
                         "stock llc -load-pass-plugin=build/lib/AMDGPUAsyncMark.so)")
    ap.add_argument("--keep", default=None,
                    help="directory for the baseline .ll and both .s files")
    ap.add_argument("--function", default=None,
                    help="only this function's loops")
    args = ap.parse_args(argv)

    stock = shlex.split(args.llc) if args.llc else [default_llc()]
    plugin = (shlex.split(args.plugin_llc) if args.plugin_llc else
              stock + ["-load-pass-plugin=" +
                       os.path.join(SRCROOT, "build", "lib", "AMDGPUAsyncMark.so")])
    common = ["-mtriple=" + args.mtriple, "-mcpu=" + args.mcpu, "-O" + args.opt]

    tmp = tempfile.TemporaryDirectory(prefix="compare-baseline-")
    outdir = args.keep or tmp.name
    os.makedirs(outdir, exist_ok=True)
    stem = os.path.splitext(os.path.basename(args.kernel))[0]
    plugin_s = os.path.join(outdir, stem + ".plugin.s")
    base_ll = os.path.join(outdir, stem + ".baseline.ll")
    base_s = os.path.join(outdir, stem + ".baseline.s")

    with open(args.kernel) as f:
        text = f.read()
    dv = ["-disable-verify"] if irtext.needs_disable_verify(text) else []
    rc, err, remarks = compile_with_wait_remarks(plugin + common + dv,
                                                 args.kernel, plugin_s)
    check_compiled(rc, err, plugin + common + dv + [args.kernel], "plugin")
    with open(plugin_s) as f:
        baseline, waits = make_baseline(text, args.mcpu, remarks, f.read())
    with open(base_ll, "w") as f:
        f.write(baseline)
    compile_(stock + common, base_ll, base_s, "baseline (stock llc)")

    print("kernel: %s (-mcpu=%s -O%s)" % (args.kernel, args.mcpu, args.opt))
    print("baseline waits (from %d plugin remarks):" % len(remarks))
    for w in waits:
        r = w.remark
        print("  line %d, %s:%s: wait_asyncmark(%d) -> %s   [%s]"
              % (w.lineno + 1, w.func, w.block, w.n,
                 "no s.waitcnt" if r.count is None else
                 "s.waitcnt(i32 %d) = vmcnt(%d)"
                 % (waitcnt_encoding(args.mcpu, r.count), r.count), w.how))

    # Whose mnemonics are waits and vector memory ops, and how the waits
    # read: the processor's (asm.Target).
    try:
        target = asm.Target(args.mcpu)
    except ValueError as e:
        sys.stderr.write("compare-baseline: %s\n" % e)
        return 2
    try:
        ok, nloops, out = compare_functions(read_layouts(plugin_s),
                                            read_layouts(base_s), target,
                                            args.function)
    except asm.InputError as e:
        # A wait instruction decode_waitcnt cannot read.
        sys.stderr.write("compare-baseline: cannot read the assembly: line "
                         "%d: %s\n" % (e.line, e.msg))
        return 2
    print("\n".join(out))
    print("loops compared: %d (a function without loops counts as one)"
          % nloops)
    print("RESULT: %s" % ("PASS" if ok and nloops else "FAIL"))
    if args.keep:
        print("files: %s %s %s" % (base_ll, plugin_s, base_s))
    return 0 if ok and nloops else 1
