"""The plugin's optimization remarks, as LLVM writes them to a YAML file.

`llc -pass-remarks-output=FILE -pass-remarks-filter=amdgpu-asyncmark`
writes each remark as one YAML document: its kind (`--- !Analysis`),
Pass, Name, Function (the IR name), a DebugLoc where the IR has one, and
Args, the pieces of its message, each under the name the plugin gave it
(N, Block, Count, ...) or `String`. The tools read those named values,
not the message's prose on standard error, so no wording of the message
matters here and a function's name may hold spaces and colons (a C++
one's demangled form does).

LLVM writes a fixed subset of YAML, which is all this reads (the Python
standard library has no YAML reader): a document's top-level `Key: value`
lines, its Args as `  - Key: value` lines (a DebugLoc of an argument is
indented further under it), scalars plain, 'single-quoted' or
"double-quoted" on one line, and flow maps ({ File: ..., Line: ... },
the DebugLocs, read by nobody here) that may wrap onto indented lines.
"""

import os
import re
import subprocess
import tempfile

PASS = "amdgpu-asyncmark"
# The remark the plugin gives each wait it lowers (lib/CodeGen/WaitRemarks.cpp).
WAIT_LOWERED = "WaitLowered"
# The completion pass set a marker's wait again, after si-insert-waitcnts's
# own waits: Count (absent: no wait) instead of Was.
WAIT_ADJUSTED = "WaitAdjusted"
# The IR lowering found a wait that waits for nothing (fewer than N+1 marks
# on every path): Function and N, no block (lib/IR/AsyncMarkLowering.cpp,
# its own pass name).
EMPTY_WAIT = "EmptyWait"
# The IR lowering moved an empty wait out of a block that held nothing else
# (From) to the end of its one predecessor (To): Function, N, From, To (the
# blocks as IR operands: %name, %N unnamed).
EMPTY_WAIT_HOISTED = "EmptyWaitHoisted"
LOWER_PASS = "amdgpu-asyncmark-lower"

_DOC_RE = re.compile(r"^--- !(\w+)\s*$")
_KEY_RE = re.compile(r"^(\w+):\s*(.*)$")
_ARG_RE = re.compile(r"^  - (\w+):\s*(.*)$")
_ESCAPE_RE = re.compile(r"\\(x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8}|.)")
_ESCAPES = {"0": "\0", "a": "\a", "b": "\b", "t": "\t", "n": "\n", "v": "\v",
            "f": "\f", "r": "\r", "e": "\x1b", "N": "\x85", "_": "\xa0",
            "L": "\u2028", "P": "\u2029"}


def _scalar(text):
    """The string of a one-line YAML scalar as LLVM writes it."""
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] == "'":
        return text[1:-1].replace("''", "'")
    if len(text) >= 2 and text[0] == text[-1] == '"':
        def unescape(m):
            e = m.group(1)
            if len(e) > 1:
                return chr(int(e[1:], 16))
            return _ESCAPES.get(e, e)
        return _ESCAPE_RE.sub(unescape, text[1:-1])
    return text


class Remark:
    """One remark: kind (Analysis, Missed, Passed, ...), pass, name,
    function (its IR name) and args, its message's pieces as (name, text)
    in order."""

    def __init__(self, kind):
        self.kind = kind
        self.pass_name = None
        self.name = None
        self.function = None
        self.args = []

    def arg(self, name):
        """The text of the first argument called name, or None."""
        for k, v in self.args:
            if k == name:
                return v
        return None


def read(path):
    """The remarks of a YAML remark file, in order."""
    out = []
    cur = None
    in_args = False
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            m = _DOC_RE.match(line)
            if m:
                cur = Remark(m.group(1))
                out.append(cur)
                in_args = False
                continue
            if cur is None:
                continue
            m = _KEY_RE.match(line)
            if m:
                key, value = m.groups()
                in_args = key == "Args"
                if key == "Pass":
                    cur.pass_name = _scalar(value)
                elif key == "Name":
                    cur.name = _scalar(value)
                elif key == "Function":
                    cur.function = _scalar(value)
                continue
            m = _ARG_RE.match(line) if in_args else None
            if m:
                cur.args.append((m.group(1), _scalar(m.group(2))))
            # Anything else: the end of a document (`...`), an argument's
            # DebugLoc, the continuation of a wrapped flow map.
    return out


def block_name(s):
    """The IR block name of a remark's machine block `bb.N.name` (`bb.N`,
    a block without a name, is the IR's unnamed entry: `entry`)."""
    m = re.match(r"bb\.\d+(?:\.(.+))?$", s)
    if m:
        return m.group(1) or "entry"
    return s or "entry"


def ir_block_name(operand):
    """The block name of an IR block (`else`, an operand `%else` or
    `%"a b"`), as block_name gives a machine block's: an unnamed or
    numbered block (`%5`) is `entry`, as LLVM's machine block names call
    it. compare_baseline.find_ir_waits names the IR's waits' blocks so."""
    name = operand[1:] if operand.startswith("%") else operand
    if len(name) >= 2 and name[0] == name[-1] == '"':
        name = name[1:-1]
    return "entry" if not name or name.isdigit() else name


class WaitRemark:
    """The plugin's remark on one lowered wait: wait_asyncmark(n) in block
    `block` (block_name) of function `func` (its IR name), lowered to a
    wait for `count` (None: no wait)."""

    def __init__(self, func, block, n, count, empty=False):
        self.func, self.block, self.n, self.count = func, block, n, count
        # An EmptyWait remark: block None, count None.
        self.empty = empty


def wait_remarks(path):
    """The WaitLowered remarks of a YAML remark file (WaitRemark), with the
    counts WaitAdjusted remarks set again, and the EmptyWait remarks (empty:
    no block). The remark's Block is `<demangled function>:bb.N[.name]`."""
    out, adjusted, hoisted = [], [], []
    for r in read(path):
        if r.pass_name == LOWER_PASS and r.name == EMPTY_WAIT_HOISTED:
            n, src, dst = r.arg("N"), r.arg("From"), r.arg("To")
            if None not in (n, src, dst, r.function):
                hoisted.append((r.function, ir_block_name(src),
                                ir_block_name(dst), int(n)))
            continue
        if r.pass_name == LOWER_PASS and r.name == EMPTY_WAIT:
            n = r.arg("N")
            if n is not None and r.function is not None:
                out.append(WaitRemark(r.function, None, int(n), None,
                                      empty=True))
            continue
        if r.pass_name != PASS or r.name not in (WAIT_LOWERED, WAIT_ADJUSTED):
            continue
        n, block, count = r.arg("N"), r.arg("Block"), r.arg("Count")
        m = re.search(r":(bb\.\d+(?:\..*)?)$", block or "")
        if n is None or m is None or r.function is None:
            continue
        w = WaitRemark(r.function, block_name(m.group(1)), int(n),
                       None if count is None else int(count))
        (out if r.name == WAIT_LOWERED else adjusted).append(w)
    # The final count of a wait the completion pass set again, where the
    # remark names one wait (one wait_asyncmark(n) in its block); with
    # several, the lowering's stricter count stays.
    for a in adjusted:
        same = [w for w in out if not w.empty and
                (w.func, w.block, w.n) == (a.func, a.block, a.n)]
        if len(same) == 1:
            same[0].count = a.count
    # A wait the IR lowering moved is the program's wait in the block it
    # left: its machine remark (the last one with its N in the block it
    # went to, where it was put last) is given that block again. Without
    # one, it went with dead code: no wait.
    for func, src, dst, n in reversed(hoisted):
        same = [w for w in out if not w.empty and
                (w.func, w.block, w.n) == (func, dst, n)]
        if same:
            same[-1].block = src
        else:
            out.append(WaitRemark(func, src, n, None))
    return out


def output_options(path):
    """llc's options that write the plugin's remarks to the YAML file path."""
    return ["-pass-remarks-output=" + path, "-pass-remarks-filter=" + PASS]


def compile_with_wait_remarks(cmd, src, out):
    """Runs the llc command cmd (the plugin loaded) on src, its assembly to
    out, with the plugin's remarks written to a temporary file: (exit
    status, standard error, the WaitRemarks; none if it failed)."""
    # A directory: llc removes the file itself when it fails.
    with tempfile.TemporaryDirectory(prefix="asyncmark-remarks-") as tmp:
        path = os.path.join(tmp, "remarks.yaml")
        p = subprocess.run(cmd + output_options(path) + [src, "-o", out],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True)
        found = wait_remarks(path) if p.returncode == 0 else []
    return p.returncode, p.stderr, found
