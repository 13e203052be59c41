"""The fuzzer's reducer: a failing kernel cut down to one that fails the
same way.

Simple delta debugging over the IR text: chunks of instruction lines are
deleted (halving the chunk size down to single lines), conditional branches
are made unconditional (unreachable blocks are then dropped and phis
fixed), single values are replaced by 0/null/poison (never a branch
condition: that would leave statically dead code, a different program for
codegen), blocks are merged into their only predecessor and unused
declarations dropped, until nothing changes. A candidate is kept only if it
is valid IR (opt -passes=verify, through asyncmark-upgrade for the buffer
forms LLVM 22's verifier rejects) and fails with the same category at the
first failing -O level (and, with --reduce-match, with that text in its
message). Every step is deterministic: the same kernel and tools give the
same reduced kernel.
"""

import collections
import os
import re
import shutil
import sys
import tempfile
import time

from ..irtext import needs_disable_verify
from .generator import EXT_FN, TRIPLE
from .runner import LEFTOVER_PATTERNS, compile_and_check, verify_ir

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
        "; RUN: not grep -E '%s' %%t.s" % "|".join(
            re.escape(p) for p in LEFTOVER_PATTERNS + ("s_swappc_b64",)),
        "",
    ]
    return "\n".join(hdr) + body


