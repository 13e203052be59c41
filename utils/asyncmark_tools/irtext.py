"""Reader of textual LLVM IR, for the order of LDS DMAs (gfx1250: async
transfers) and marks.

The checker's --ir mode compares the per-block order of DMAs (D) and marks
(M) in the assembly with the IR the code generator was given. It reads the
IR as text, like it reads the assembly (no LLVM library): functions,
blocks, the `label %x` operands of terminators and the calls. This module
turns that text into blocks of D/M tokens and successor edges, inlines the
functions llc inlines, and answers whether a token string occurs along a
path of the IR CFG; `order` judges the assembly with it.

Its splitting of IR text into functions, blocks and instructions
(split_ir) is the Python tools' only one: compare-baseline finds the
waits it rewrites with it, and the fuzzer's read-order oracle the reads
it judges.
"""

import collections
import functools
import re
import sys

from . import markers
from . import targets
from .asm import InputError, is_lds_dma, looks_like_marker, \
    marker_of_comment, split_comment


@functools.lru_cache(maxsize=None)
def ir_dma_name_re(generation=None):
    """The DMA intrinsics of a generation (by name; None: the LDS DMA
    family's): with LDS DMA (gfx9, gfx10), every IR form of the
    target-facts table's LDS DMA family and its LLVM 22 twin; otherwise
    (gfx1250) the IR forms of the generation's async families (every
    transfer is async: no twins). With or without a pointer overload suffix
    (.p1, .p7, ...)."""
    gen = None if generation is None else targets.generation(generation)
    if gen is None or gen.has_lds_dma:
        names = targets.lds_dma_ir_names()
    else:
        names = gen.ir_forms()
    names = sorted(names, key=len, reverse=True)
    return re.compile(r'(?:%s)(?:\.p[0-9]+)?'
                      % '|'.join(re.escape(n) for n in names))


@functools.lru_cache(maxsize=None)
def _verifier_rejected_re():
    # The LDS DMA family's buffer forms: LLVM 22's verifier takes each for
    # an overload of its own llvm.amdgcn.{raw,struct}[.ptr].buffer.load and
    # rejects the signature.
    forms = sorted((f for f in targets.lds_dma_twins() if '.buffer.' in f),
                   key=len, reverse=True)
    return re.compile(r'@(?:%s)\b' % '|'.join(re.escape(f) for f in forms))


def needs_disable_verify(ir_text):
    """True if the IR names an async buffer form of LDS DMA, which LLVM
    22's input verifier rejects (README): such IR is compiled with
    -disable-verify, and the plugin verifies the module itself once it has
    rewritten them."""
    return _verifier_rejected_re().search(ir_text) is not None


def _asm_dma_predicate(target):
    """Is an inline-asm statement (mnemonic, operands) a DMA of the
    target: an LDS DMA, or (a dedicated counter) an async transfer."""
    if target is None or target.is_vmcnt:
        return is_lds_dma
    return lambda mnem, operands: target.stream_of(mnem) is not None


IR_MARK_NAME = markers.MARK_INTRINSIC
_IR_NAME = r'(?:[-A-Za-z$._][-\w$.]*|[0-9]+|"[^"]*")'
_IR_LABEL_RE = re.compile(r'^\s*(' + _IR_NAME + r')\s*:(?!\S)')
_IR_LABEL_REF_RE = re.compile(r'\blabel\s+%(' + _IR_NAME + r')')
_IR_BR_RE = re.compile(r'^\s*br\s+label\s+%(' + _IR_NAME + r')\s*(?:,.*)?$')
_IR_CALL_RE = re.compile(
    r'^\s*(?:%' + _IR_NAME + r'\s*=\s*)?(?:(?:tail|musttail|notail)\s+)?'
    r'call\b(.*)$')
_IR_CALLEE_RE = re.compile(r'@("[^"]*"|[-A-Za-z$._][-\w$.]*)\s*\(')
_IR_ASM_RE = re.compile(
    r'\basm\s+(?:(?:sideeffect|alignstack|inteldialect|unwind)\s+)*'
    r'"([^"]*)"')
_IR_DEFINE_RE = re.compile(r'^define\b[^@]*@("[^"]*"|[-A-Za-z$._][-\w$.]*)')
_IR_TERMINATORS = ('ret', 'br', 'switch', 'indirectbr', 'invoke', 'resume',
                   'unreachable', 'cleanupret', 'catchret', 'catchswitch',
                   'callbr')


def ir_unquote(name):
    if name.startswith('"') and name.endswith('"') and len(name) >= 2:
        return ir_unescape(name[1:-1])
    return name


def ir_unescape(s):
    """Decodes the \\XX and \\\\ escapes of an LLVM IR string."""
    out = []
    i = 0
    while i < len(s):
        if s[i] == '\\':
            if s[i + 1:i + 2] == '\\':
                out.append('\\')
                i += 2
                continue
            h = s[i + 1:i + 3]
            if re.fullmatch(r'[0-9A-Fa-f]{2}', h):
                out.append(chr(int(h, 16)))
                i += 3
                continue
        out.append(s[i])
        i += 1
    return ''.join(out)


def ir_strip_comment(text):
    """Drops a `;` comment that is outside any string."""
    in_str = False
    for i, ch in enumerate(text):
        if ch == '"':
            in_str = not in_str
        elif ch == ';' and not in_str:
            return text[:i]
    return text


def ir_blank_strings(text):
    return re.sub(r'"[^"]*"', '""', text)


class IRBlock:
    def __init__(self, name, line):
        self.name = name          # '%name' spelling, or 'entry' if unnamed
        self.line = line
        self.tokens = []          # [(kind 'D'/'M', ir line)]
        self.succ_refs = []       # labels of every successor edge
        self.uncond = None        # target of a final `br label %X`
        self.last = None          # text of the last instruction
        self.calls = []           # [(token index, callee, ir line)]


class IRFunction:
    def __init__(self, name, line):
        self.name = name
        self.line = line
        self.blocks = []


def ir_asm_tokens(asm, line, is_dma=is_lds_dma):
    """Tokens of an inline assembly string, read like assembly text: a
    whole-line `; asyncmark` is a mark, a DMA mnemonic (is_dma) a DMA."""
    toks = []
    for piece in re.split(r'[\n\r]', asm):
        code, comment = split_comment(piece)
        code = code.strip()
        if not code:
            if comment is not None:
                mk = marker_of_comment(comment, line)
                if mk is not None and mk[0] == 'mark':
                    toks.append(('M', line))
            continue
        if comment is not None and looks_like_marker(comment):
            raise InputError(line, "inline asm marker comment must be on its "
                             "own line: '%s'" % comment.strip())
        for stmt in code.split('\n'):
            parts = stmt.split(None, 1)
            if not parts:
                continue
            mnem = parts[0].lower()
            if is_dma(mnem, parts[1] if len(parts) > 1 else ''):
                toks.append(('D', line))
    return toks


class IRTextBlock:
    """A basic block of IR text: its label (unquoted; None for an unnamed
    entry block), the line of its label (of its first instruction when it
    has none) and its instructions, [(line, text)]: the text without its
    comment and the blanks around it, the cases of a switch that spans
    lines joined to it."""

    def __init__(self, name, line):
        self.name = name
        self.line = line
        self.insts = []


class IRTextFunction:
    """A function defined in IR text: its name (unquoted), the line of its
    define and its IRTextBlocks."""

    def __init__(self, name, line):
        self.name = name
        self.line = line
        self.blocks = []


def split_ir(lines):
    """The functions of textual LLVM IR (IRTextFunction), in text order:
    the Python tools' one splitting of IR text into functions, blocks and
    instructions. Raises InputError on text that is not textual IR it can
    read (bitcode, a define it cannot name, a function defined twice, one
    without a body or not closed by '}', no IR at all)."""
    if lines and lines[0].startswith('BC\xc0\xde'):
        raise InputError(0, "LLVM bitcode is not supported; pass textual IR "
                         "(llvm-dis)")
    funcs = []
    names = set()
    fn = None
    blk = None
    pending_define = None
    seen_ir = False
    in_switch = False
    for lineno, raw in enumerate(lines, 1):
        text = ir_strip_comment(raw).rstrip()
        if not text.strip():
            continue
        if fn is None:
            if pending_define is not None:
                pending_define[1] += ' ' + text.strip()
                if not text.rstrip().endswith('{'):
                    continue
                dline, dtext = pending_define
                pending_define = None
            elif text.startswith('define'):
                dline, dtext = lineno, text
                if not text.rstrip().endswith('{'):
                    pending_define = [lineno, text]
                    continue
            else:
                if re.match(r'^(declare|target|source_filename|attributes|'
                            r'[@!$#%]|module|uselistorder|type|;)', text):
                    seen_ir = True
                continue
            m = _IR_DEFINE_RE.match(dtext)
            if not m:
                raise InputError(dline, "cannot read the function name of "
                                 "this define")
            name = ir_unquote(m.group(1))
            if name in names:
                raise InputError(dline, "function '@%s' defined twice" % name)
            names.add(name)
            fn = IRTextFunction(name, dline)
            funcs.append(fn)
            blk = None
            seen_ir = True
            continue
        s = text.strip()
        if s == '}':
            if blk is None:
                raise InputError(lineno, "function '@%s' has no body"
                                 % fn.name)
            fn = None
            continue
        if text.startswith('define') or text.startswith('declare'):
            raise InputError(lineno, "function '@%s' (line %d) is not closed "
                             "by '}'" % (fn.name, fn.line))
        m = _IR_LABEL_RE.match(text)
        if m:
            blk = IRTextBlock(ir_unquote(m.group(1)), lineno)
            fn.blocks.append(blk)
            continue
        if blk is None:
            blk = IRTextBlock(None, lineno)   # the unnamed entry block
            fn.blocks.append(blk)
        if in_switch:
            # The case lines of a multi-line switch, up to its ']'.
            line, head = blk.insts[-1]
            blk.insts[-1] = (line, head + ' ' + s)
            in_switch = not s.startswith(']')
        else:
            blk.insts.append((lineno, s))
            in_switch = s.startswith('switch') and s.endswith('[')
    if pending_define is not None:
        raise InputError(pending_define[0], "unterminated define")
    if fn is not None:
        raise InputError(fn.line, "function '@%s' is not closed by '}'"
                         % fn.name)
    if not funcs and not seen_ir:
        raise InputError(0, "no LLVM IR found (expected textual IR with "
                         "'define' lines)")
    return funcs


def parse_ir(lines, target=None):
    """Parses the functions of textual LLVM IR (split_ir) into blocks of
    DMA/mark tokens and successor edges.  Raises InputError on text that is
    not textual IR it can read. target (an asm.Target): whose DMA
    intrinsics and mnemonics are D tokens (None: the LDS DMA family's)."""
    dma_re = ir_dma_name_re(None if target is None or target.is_vmcnt
                            else target.mcpu)
    asm_dma = _asm_dma_predicate(target)
    funcs = {}
    for tf in split_ir(lines):
        fn = IRFunction(tf.name, tf.line)
        funcs[tf.name] = fn
        for tb in tf.blocks:
            blk = IRBlock('entry' if tb.name is None else '%' + tb.name,
                          tb.line)
            fn.blocks.append(blk)
            for lineno, s in tb.insts:
                blk.last = s
                plain = ir_blank_strings(s)
                blk.succ_refs += [ir_unquote(x) for x in
                                  _IR_LABEL_REF_RE.findall(plain)]
                mc = _IR_CALL_RE.match(s)
                if not mc:
                    continue
                rest = mc.group(1)
                ma = _IR_ASM_RE.search(rest)
                mcall = _IR_CALLEE_RE.search(rest)
                if ma and (mcall is None or ma.start() < mcall.start()):
                    blk.tokens += ir_asm_tokens(ir_unescape(ma.group(1)),
                                                lineno, asm_dma)
                elif mcall:
                    callee = ir_unquote(mcall.group(1))
                    if callee == IR_MARK_NAME:
                        blk.tokens.append(('M', lineno))
                    elif dma_re.fullmatch(callee):
                        blk.tokens.append(('D', lineno))
                    elif not callee.startswith('llvm.'):
                        blk.calls.append((len(blk.tokens), callee, lineno))
    for name, f in funcs.items():
        labels = {}
        for b in f.blocks:
            if b.name in labels:
                raise InputError(b.line, "label '%s' defined twice in '@%s'"
                                 % (b.name, name))
            labels[b.name] = b
            if b.last is None:
                raise InputError(b.line, "block '%s' of '@%s' has no "
                                 "instructions" % (b.name, name))
            op = re.sub(r'^%\S+\s*=\s*', '', b.last).split(None, 1)[0]
            if op not in _IR_TERMINATORS:
                raise InputError(b.line, "block '%s' of '@%s' does not end "
                                 "in a terminator" % (b.name, name))
            mb = _IR_BR_RE.match(b.last)
            if mb:
                b.uncond = '%' + ir_unquote(mb.group(1))
        for b in f.blocks:
            for t in b.succ_refs:
                if '%' + t not in labels:
                    raise InputError(b.line, "branch to undefined label '%%%s'"
                                     " in '@%s'" % (t, name))
    return funcs


def ir_inline(fn, funcs, keep, depth=0):
    """fn with every call to an IR-defined function that is not in `keep`
    (the functions the assembly defines) replaced by the callee's blocks:
    llc inlines `alwaysinline` functions (and AMDGPU may inline others)
    before instruction selection.  The call's block is split at the call;
    the callee's returns branch to the rest of the block."""
    if not any(c[1] in funcs and c[1] not in keep
               for b in fn.blocks for c in b.calls) or depth > 8:
        return fn
    out = IRFunction(fn.name, fn.line)
    uid = [0]
    for b in fn.blocks:
        cuts = [c for c in b.calls if c[1] in funcs and c[1] not in keep and
                c[1] != fn.name]
        if not cuts:
            out.blocks.append(b)
            continue
        cur = IRBlock(b.name, b.line)
        start = 0
        for idx, callee, line in cuts:
            cur.tokens = b.tokens[start:idx]
            start = idx
            g = ir_inline(funcs[callee], funcs, keep | {fn.name}, depth + 1)
            uid[0] += 1
            pfx = '%%%s.inl%d.%s' % (b.name.lstrip('%'), uid[0], callee)
            rename = {gb.name: pfx + '.' + gb.name.lstrip('%')
                      for gb in g.blocks}
            cont = IRBlock('%%%s.after%d' % (b.name.lstrip('%'), uid[0]),
                           line)
            entry_name = rename[g.blocks[0].name]
            cur.succ_refs = [entry_name[1:]]
            cur.uncond = entry_name
            cur.last = 'br label %s' % entry_name
            out.blocks.append(cur)
            for gb in g.blocks:
                nb = IRBlock(rename[gb.name], gb.line)
                nb.tokens = list(gb.tokens)
                nb.succ_refs = [rename['%' + t][1:] for t in gb.succ_refs]
                nb.uncond = rename.get(gb.uncond) if gb.uncond else None
                nb.last = gb.last
                if gb.last.startswith('ret'):
                    nb.succ_refs.append(cont.name[1:])
                    nb.uncond = cont.name
                out.blocks.append(nb)
            cur = cont
        cur.tokens = b.tokens[start:]
        cur.succ_refs = list(b.succ_refs)
        cur.uncond = b.uncond
        cur.last = b.last
        out.blocks.append(cur)
    return out


def ir_chains(fn):
    """The maximal chains of blocks that branch folding may merge: a block
    continues into %next when it ends in `br label %next` and it is %next's
    only predecessor.  Every block is in exactly one chain."""
    preds = collections.defaultdict(set)
    byname = {b.name: b for b in fn.blocks}
    for b in fn.blocks:
        for t in b.succ_refs:
            preds['%' + t].add(b.name)
    nxt = {}
    has_prev = set()
    for b in fn.blocks:
        if b.uncond is not None and b.uncond != b.name and \
                preds[b.uncond] == {b.name}:
            nxt[b.name] = b.uncond
            has_prev.add(b.uncond)
    chains = []
    done = set()
    heads = [b.name for b in fn.blocks if b.name not in has_prev]
    # Blocks on a cycle of such edges (unreachable) have no head: start
    # anywhere on the cycle and go round twice.
    heads += [b.name for b in fn.blocks if b.name in has_prev]
    for h in heads:
        if h in done:
            continue
        chain = []
        cur = h
        while cur is not None and cur not in done:
            done.add(cur)
            chain.append(byname[cur])
            cur = nxt.get(cur)
        if cur is not None and cur == h:
            chain = chain + chain
        chains.append(chain)
    return chains




def ir_dag(fn):
    """The successor lists of the IR CFG without the retreating edges of a
    depth-first search from the entry (then from every block it does not
    reach): every path of the result is a simple path of the CFG that goes
    round no loop."""
    succ = {}
    for b in fn.blocks:
        lst = []
        for t in b.succ_refs:
            if '%' + t not in lst:
                lst.append('%' + t)
        succ[b.name] = lst
    dag = {n: [] for n in succ}
    headers = set()
    state = {}
    for root in [b.name for b in fn.blocks]:
        if root in state:
            continue
        state[root] = 0
        stack = [(root, iter(succ[root]))]
        while stack:
            n, it = stack[-1]
            for c in it:
                if state.get(c) == 0:
                    headers.add(c)      # retreating edge: a loop's back edge
                    continue
                dag[n].append(c)
                if c not in state:
                    state[c] = 0
                    stack.append((c, iter(succ[c])))
                break
            else:
                state[n] = 1
                stack.pop()
    # No path runs into a loop header: no machine pass merges a header
    # into the block before the loop.
    for n in dag:
        dag[n] = [c for c in dag[n] if c not in headers]
    return dag


def ir_path_match(asm_s, starts, fn, dag, chain_pre):
    """True if asm_s occurs contiguously in the token string of a path of
    the loop-free IR CFG that starts in one of the blocks `starts`: the
    match lies within the block, or it begins at the start of the block
    (or of its chain, see ir_chains) and runs on into its successors."""
    tok = {b.name: ''.join(k for k, _ in b.tokens) for b in fn.blocks}
    memo = {}
    n = len(asm_s)

    def reach(b, k):
        # Is asm_s[k:] a prefix of the tokens along a path after block b?
        if k == n:
            return True
        key = (b, k)
        if key in memo:
            return memo[key]
        memo[key] = False
        rest = asm_s[k:]
        res = False
        for c in dag[b]:
            t = tok[c]
            if t.startswith(rest) or (rest.startswith(t) and
                                      reach(c, k + len(t))):
                res = True
                break
        memo[key] = res
        return res

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 4 * len(fn.blocks) + 1000))
    try:
        for b in starts:
            cp = chain_pre.get(b, '')
            pre = cp + tok[b]
            for i in range(len(pre) + 1):
                s = pre[i:]
                if s.startswith(asm_s):
                    return True
                # A machine block that also holds a successor's tokens is a
                # merged one: it begins where the IR block (or its chain)
                # begins.
                if i in (0, len(cp)) and asm_s.startswith(s) and \
                        reach(b, len(s)):
                    return True
        return False
    finally:
        sys.setrecursionlimit(old)

