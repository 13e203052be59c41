#!/usr/bin/env python3
"""asyncmark-check: an independent checker of async-mark waits in AMDGPU asm.

Reads AMDGPU assembly text (llc output of our plugin, of upstream LLVM 23, or
hand-written) and checks, for every `; wait_asyncmark(N)` marker, that the
`s_waitcnt` instructions in effect there complete every LDS DMA the marker
needs complete, on every path from the function entry.

It deliberately shares no code with the plugin's model (FunctionModel): it
reads only the text, rebuilds the CFG itself and uses its own search.  See
README.md next to this file for the full statement of what it proves.

Semantics (per path from the function entry; gfx9/gfx10 vmcnt):
  * entry: no marks, nothing pending.  Marks are function-local.
  * vmcnt counts vector memory ops in issue order; `s_waitcnt vmcnt(k)`
    completes every op that has at least k counted ops issued after it.
  * a generic FLAT op (flat_*) may complete out of order: a DMA that is
    pending when a flat op is issued is only guaranteed complete by vmcnt(0).
  * every LDS DMA (`buffer_load_* ... lds`, `global_load_lds_*`,
    `global_load_* ... lds`, `scratch_load_lds_*`) is treated as a possibly
    async DMA.  The text cannot tell async from sync DMA; counting a sync DMA
    into a mark's group can only make the requirement stricter (possible
    false positive), never hide an under-wait.
  * `; asyncmark` closes a group standing for every DMA issued before it.
  * `; wait_asyncmark(N)` needs every DMA before the (N+1)-th newest mark
    complete, then drops the marks older than the N newest.  With N or fewer
    marks it needs nothing.
  * the wait point of a marker is the first real (non-wait, non-comment)
    instruction after it; all s_waitcnt between the previous real instruction
    and that point (before or after the comment) act there, and every earlier
    wait on the path counts too.
  * s_swappc_b64 / s_call_b64 complete everything pending (gfx9/gfx10 ABI:
    the callee entry waits vmcnt(0)); marks stay.

Exit status: 0 all ok, 1 a violation (or, with --strict, an over-strict
wait), 2 input error (malformed marker, undecodable s_waitcnt, branch to an
undefined label, no function, ...) or internal error.
"""

import argparse
import collections
import io
import os
import re
import sys

ASYNC_NOTE = ("every LDS DMA is taken as async (a member of its mark's "
              "group): the assembly cannot tell async from ordinary DMA")

# --------------------------------------------------------------------------
# Constants and small helpers
# --------------------------------------------------------------------------

VMCNT_MAX = 63          # 6-bit vmcnt field on gfx9 and gfx10
WAIT_MAX = VMCNT_MAX - 1  # largest vmcnt(k) that is a real wait; 63 = none
C_CAP = VMCNT_MAX       # counts >= 63 are indistinguishable for waits <= 62


class InputError(Exception):
    def __init__(self, line, msg, file=None):
        super().__init__(msg)
        self.line = line
        self.msg = msg
        self.file = file        # None: the assembly input


class InternalError(Exception):
    pass


# --------------------------------------------------------------------------
# Target rules
# --------------------------------------------------------------------------

class Target:
    """Counting rules of one processor family."""

    def __init__(self, mcpu):
        m = mcpu.lower()
        if re.fullmatch(r'gfx9[0-9a-f]{2}', m):
            self.family = 'gfx9'
        elif re.fullmatch(r'gfx10[0-9a-f]{2}', m):
            self.family = 'gfx10'
        else:
            raise ValueError(
                "unsupported --mcpu '%s' (expected gfx9xx such as gfx900, "
                "gfx90a, gfx942, gfx950, or gfx10xx)" % mcpu)
        self.mcpu = m
        # gfx10: stores (and atomics without return) go to vscnt.
        self.stores_in_vmcnt = self.family == 'gfx9'


# Mnemonic prefixes of vector memory instructions that increment vmcnt.
_VMEM_PREFIXES = ('global_', 'buffer_', 'scratch_', 'tbuffer_', 'image_')
# Cache-control buffer ops: treated as NOT counted.  Counting an op that may
# not increment vmcnt would let the checker accept a too-large wait; counting
# too few can only produce a false positive.
_NOT_COUNTED = re.compile(
    r'^buffer_(wbl2|inv|wbinvl1\w*|gl0_inv|gl1_inv)$')


def classify(mnem, operands, target):
    """Returns one of: 'dma', 'vm', 'flat', 'flatnc', 'call', 'alu'.

    'vm': counted in-order vmcnt op.  'dma': LDS DMA (counted).
    'flat': generic flat op (counted, out of order).  'flatnc': generic flat
    op that vmcnt does not count on this target (gfx10 stores); still treated
    as breaking the order, which is the strict direction.
    """
    if mnem in ('s_swappc_b64', 's_call_b64'):
        return 'call'
    if mnem.startswith('flat_'):
        if is_store_like(mnem, operands, target):
            return 'flatnc'
        return 'flat'
    if not mnem.startswith(_VMEM_PREFIXES):
        return 'alu'
    if _NOT_COUNTED.match(mnem):
        return 'alu'
    if is_lds_dma(mnem, operands):
        return 'dma'
    if is_store_like(mnem, operands, target):
        return 'alu'
    return 'vm'


def operand_tokens(operands):
    return [t for t in re.split(r'[\s,]+', operands.strip().lower()) if t]


def is_lds_dma(mnem, operands):
    """A VMEM load that writes LDS (DMA)."""
    if re.match(r'^(global|buffer|scratch)_load_lds_', mnem):
        return True
    if re.match(r'^(global|buffer|scratch)_load_', mnem) and \
            'lds' in operand_tokens(operands):
        return True
    return False


def is_store_like(mnem, operands, target):
    """True when vmcnt does not count this op on the target (gfx10 stores
    and atomics without return)."""
    if target.stores_in_vmcnt:
        return False
    if '_store' in mnem:
        return True
    if '_atomic' in mnem:
        # gfx10 atomics return a value (and count in vmcnt) only with glc.
        return 'glc' not in operand_tokens(operands)
    return False


# --------------------------------------------------------------------------
# s_waitcnt decoding
# --------------------------------------------------------------------------

def _parse_int(tok):
    tok = tok.strip().lower()
    if re.fullmatch(r'0x[0-9a-f]+', tok):
        return int(tok, 16)
    if re.fullmatch(r'[0-9]+', tok):
        return int(tok)
    return None


def decode_waitcnt(mnem, operands, line):
    """Returns the vmcnt of a wait instruction, or None when it does not wait
    on vmcnt (including vmcnt >= 63, which never waits).  Raises InputError
    when the operand cannot be decoded."""
    ops = operands.strip()
    if mnem == 's_waitcnt':
        if not ops:
            raise InputError(line, "s_waitcnt without operand")
        imm = _parse_int(ops)
        if imm is not None:
            if imm > 0xffff:
                raise InputError(line, "s_waitcnt immediate '%s' does not fit "
                                 "in 16 bits" % ops)
            vm = (imm & 0xf) | (((imm >> 14) & 0x3) << 4)
            return vm if vm <= WAIT_MAX else None
        vm = None
        seen = False
        for tok in re.split(r'[\s,&]+', ops):
            if not tok:
                continue
            m = re.fullmatch(r'(vmcnt|expcnt|lgkmcnt)(_sat)?\(\s*([0-9a-fA-Fx]+)'
                             r'\s*\)', tok)
            if not m:
                raise InputError(line, "cannot decode s_waitcnt operand '%s'"
                                 % tok)
            val = _parse_int(m.group(3))
            if val is None:
                raise InputError(line, "cannot decode s_waitcnt operand '%s'"
                                 % tok)
            seen = True
            if m.group(1) == 'vmcnt':
                if m.group(2):
                    val = min(val, VMCNT_MAX)
                elif val > VMCNT_MAX:
                    raise InputError(line, "vmcnt(%d) is out of range (max %d)"
                                     % (val, VMCNT_MAX))
                vm = val if vm is None else min(vm, val)
        if not seen:
            raise InputError(line, "cannot decode s_waitcnt operand '%s'" % ops)
        return vm if vm is not None and vm <= WAIT_MAX else None
    if mnem == 's_waitcnt_vmcnt':
        parts = [p.strip() for p in ops.split(',')]
        if len(parts) != 2 or parts[0].lower() != 'null':
            raise InputError(line, "cannot decode s_waitcnt_vmcnt operands '%s' "
                             "(only 'null, imm' is supported)" % ops)
        val = _parse_int(parts[1])
        if val is None:
            raise InputError(line, "cannot decode s_waitcnt_vmcnt operand '%s'"
                             % parts[1])
        return val if val <= WAIT_MAX else None
    # s_waitcnt_vscnt, s_waitcnt_lgkmcnt, s_waitcnt_expcnt, s_waitcnt_depctr:
    # wait-like instructions that leave vmcnt alone.
    return None


def is_wait_mnemonic(mnem):
    return mnem.startswith('s_waitcnt')


# --------------------------------------------------------------------------
# Lexing
# --------------------------------------------------------------------------

Item = collections.namedtuple('Item', 'kind line data')
# kinds: 'label' (name), 'insn' (mnem, operands, text), 'mark' (None),
#        'wmark' (N)

_LABEL_RE = re.compile(r'^([A-Za-z_.$][\w.$@]*|"[^"]*")\s*:(?!:)')
_WAIT_MARK_RE = re.compile(r'wait_asyncmark\(\s*([0-9]+)\s*\)\s*')
_MARK_RE = re.compile(r'asyncmark\s*(\(\s*\))?\s*')
_BRANCH_COND_RE = re.compile(r'^s_cbranch_')
_REL_LABEL_RE = re.compile(r'\(\s*(\.L[\w.$]+)\s*-\s*\.L[\w.$]+\s*\)')
_EXIT_RE = re.compile(r'^(s_endpgm\w*|s_setpc_b64|s_rfe_b64|s_rfe_restore_b64)$')


# llc's comment after a block label: the IR block it comes from.
_IR_NAME_COMMENT_RE = re.compile(r'\s*;+\s*(%(?:[-A-Za-z$._][-\w$.]*|"[^"]*"))'
                                 r'\s*$')


def split_comment(text):
    """Splits a line into (code, comment-or-None) at the first ';' or '//'
    outside a string."""
    in_str = False
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            in_str = not in_str
        elif not in_str:
            if ch == ';':
                return text[:i], text[i:]
            if ch == '/' and text[i + 1:i + 2] == '/':
                return text[:i], text[i:]
        i += 1
    return text, None


def marker_of_comment(comment, line):
    """Returns ('mark', None), ('wmark', N) or None for a whole-line comment.
    Raises InputError for a malformed marker."""
    body = comment.lstrip(';/ \t').rstrip()
    if re.match(r'wait_asyncmark\b', body):
        m = _WAIT_MARK_RE.fullmatch(body)
        if not m:
            raise InputError(line, "malformed marker comment '%s' "
                             "(expected '; wait_asyncmark(N)')" % body)
        n = int(m.group(1))
        if n > 0xffff:
            raise InputError(line, "wait_asyncmark(%d): N does not fit in i16"
                             % n)
        return ('wmark', n)
    if re.match(r'asyncmark\b', body):
        if not _MARK_RE.fullmatch(body):
            raise InputError(line, "malformed marker comment '%s' "
                             "(expected '; asyncmark')" % body)
        return ('mark', None)
    return None


def looks_like_marker(comment):
    body = comment.lstrip(';/ \t')
    return re.match(r'(wait_)?asyncmark\b', body) is not None


class Lexed:
    def __init__(self):
        self.items = []           # code-section items in order
        self.func_types = set()   # names with .type X,@function
        self.branch_targets = set()
        self.declared_target = None   # from .amdgcn_target
        self.ir_names = {}        # line of a block label -> llc's '%name'


def lex(lines):
    lx = Lexed()
    section_stack = []
    in_code = True            # no section directive: assume .text
    prev_code = True
    skip_until = None         # end directive of a skipped region
    for lineno, raw in enumerate(lines, 1):
        text = raw.rstrip('\n')
        code, comment = split_comment(text)
        code = code.strip()
        if skip_until is not None:
            if code.split()[:1] == [skip_until]:
                skip_until = None
            continue
        if not code:
            if comment is not None:
                bb = re.match(r';+\s*(%bb\.[0-9]+):', comment)
                if bb and in_code:
                    # llc names fall-through blocks in a comment; only used
                    # to name blocks in reports.
                    lx.items.append(Item('bbname', lineno, bb.group(1)))
                    irn = _IR_NAME_COMMENT_RE.search(comment[bb.end():])
                    if irn:
                        lx.ir_names[lineno] = irn.group(1)
                    continue
                mk = marker_of_comment(comment, lineno)
                if mk is not None:
                    if not in_code:
                        raise InputError(lineno, "marker comment outside a "
                                         "code section")
                    lx.items.append(Item(mk[0], lineno, mk[1]))
            continue
        if comment is not None and looks_like_marker(comment):
            raise InputError(lineno, "marker comment must be on its own line: "
                             "'%s'" % comment.strip())
        # Labels (possibly several, possibly followed by code).
        while True:
            m = _LABEL_RE.match(code)
            if not m:
                break
            name = m.group(1).strip('"')
            if in_code:
                lx.items.append(Item('label', lineno, name))
                if comment is not None:
                    irn = _IR_NAME_COMMENT_RE.match(comment)
                    if irn:
                        lx.ir_names[lineno] = irn.group(1)
            code = code[m.end():].strip()
        if not code:
            continue
        if code.startswith('.'):
            parts = code.split(None, 1)
            d = parts[0].lower()
            args = parts[1] if len(parts) > 1 else ''
            if d.endswith('_metadata') and not d.startswith('.end_'):
                skip_until = '.end_' + d[1:]
                continue
            if d == '.macro':
                skip_until = '.endm'
                continue
            if d == '.text':
                prev_code, in_code = in_code, True
            elif d in ('.data', '.bss', '.rodata'):
                prev_code, in_code = in_code, False
            elif d in ('.section', '.pushsection'):
                name = args.split(',')[0].strip().strip('"')
                if d == '.pushsection':
                    section_stack.append(in_code)
                prev_code, in_code = in_code, (name == '.text' or
                                               name.startswith('.text.'))
            elif d == '.popsection':
                if section_stack:
                    in_code = section_stack.pop()
            elif d == '.previous':
                prev_code, in_code = in_code, prev_code
            elif d == '.type':
                m = re.match(r'\s*([^,\s]+)\s*,\s*[@%]?(function|stt_func)\b',
                             args, re.I)
                if m:
                    lx.func_types.add(m.group(1).strip('"'))
            elif d == '.amdgcn_target':
                m = re.search(r'(gfx[0-9a-f]+)', args)
                if m:
                    lx.declared_target = m.group(1)
            continue
        if not in_code:
            continue
        parts = code.split(None, 1)
        mnem = parts[0].lower()
        operands = parts[1] if len(parts) > 1 else ''
        lx.items.append(Item('insn', lineno, (mnem, operands, code)))
        tgt = branch_target(mnem, operands)
        if tgt is not None:
            lx.branch_targets.add(tgt)
    return lx


def is_branch(mnem):
    return mnem == 's_branch' or _BRANCH_COND_RE.match(mnem) is not None or \
        mnem.startswith('s_subvector_loop_')


def branch_target(mnem, operands):
    if not is_branch(mnem):
        return None
    ops = [o.strip() for o in operands.split(',') if o.strip()]
    if not ops:
        return ''
    return ops[-1].strip('"')


# --------------------------------------------------------------------------
# Functions and CFG
# --------------------------------------------------------------------------

class WaitMarker:
    def __init__(self, wid, line, n, func):
        self.id = wid
        self.line = line
        self.n = n
        self.func = func
        self.emitted = None      # window vmcnt (None = no wait)
        self.reached = False
        self.need = None         # min over paths (None = unconstrained)
        self.need_node = None    # node achieving the min
        self.viol_node = None    # first violating node (BFS: shortest path)


class Block:
    def __init__(self, bid, name, line):
        self.id = bid
        self.name = name         # label or description
        self.line = line
        self.events = []         # see build_events
        self.succs = []
        self.falls = True        # control may fall through past the end
        self.items = []
        self.labels = []         # every label naming a point of the block


class Function:
    def __init__(self, name, line):
        self.name = name
        self.line = line
        self.items = []
        self.blocks = []
        self.waits = []
        self.max_n = -1


def split_functions(lx):
    funcs = []
    cur = None
    items = lx.items

    def followed_by_code(idx):
        for it in items[idx + 1:]:
            if it.kind == 'bbname':
                continue
            if it.kind == 'label':
                return False
            return True
        return False

    for idx, it in enumerate(items):
        if it.kind == 'label':
            name = it.data
            if name.startswith('.Lfunc_end'):
                cur = None
                continue
            if name in lx.func_types:
                cur = Function(name, it.line)
                funcs.append(cur)
                continue
            if cur is not None and (name.startswith('.L') or
                                    name in lx.branch_targets):
                cur.items.append(it)
                continue
            if not name.startswith('.L') and followed_by_code(idx):
                cur = Function(name, it.line)
                funcs.append(cur)
                continue
            if cur is not None:
                cur.items.append(it)
            continue
        if cur is None:
            if it.kind in ('mark', 'wmark'):
                raise InputError(it.line, "marker comment outside any function")
            continue
        cur.items.append(it)
    return funcs


def build_cfg(fn, target, wait_ids):
    blocks = []
    labels = {}

    def new_block(name, line):
        b = Block(len(blocks), name, line)
        blocks.append(b)
        return b

    # Labels that some branch of the function targets (including LLVM's
    # long-branch address arithmetic). Any other label (.Ltmp*, .Lpost_getpc*,
    # ...) can only be entered by falling through, so it does not split a
    # block, and a marker's wait point may extend across it.
    targets = branch_targets(fn)

    cur = new_block(fn.name, fn.line)
    labels[fn.name] = cur     # a branch back to the function's own entry
    cur.labels.append(fn.name)
    pending_branches = []     # (block, target label, line)
    cur_open = True           # can the current block still receive items
    rel_label = None          # label of a pending long-branch address
    for it in fn.items:
        if it.kind == 'bbname':
            if not cur_open:
                nb = new_block(it.data, it.line)
                if cur.falls:
                    cur.succs.append(nb.id)
                cur = nb
                cur_open = True
            elif not cur.items and cur.name.startswith('<'):
                cur.name = it.data
            continue
        if it.kind == 'label':
            if it.data in labels:
                raise InputError(it.line, "label '%s' defined twice" % it.data)
            if cur_open and it.data not in targets:
                labels[it.data] = cur
                cur.labels.append(it.data)
                continue
            if not cur.items and cur_open:
                # Empty block: the label names the same address.
                labels[it.data] = cur
                cur.labels.append(it.data)
                if cur.name.startswith('<'):
                    cur.name = it.data
                continue
            nb = new_block(it.data, it.line)
            if cur.falls:
                cur.succs.append(nb.id)
            cur = nb
            cur_open = True
            labels[it.data] = cur
            cur.labels.append(it.data)
            continue
        if not cur_open:
            # Code after an unconditional terminator without a label: an
            # anonymous (unreachable unless falls into) block.
            nb = new_block('<line %d>' % it.line, it.line)
            if cur.falls:
                cur.succs.append(nb.id)
            cur = nb
            cur_open = True
        cur.items.append(it)
        if it.kind == 'insn':
            mnem, operands, _ = it.data
            m = _REL_LABEL_RE.search(operands)
            if m:
                rel_label = (m.group(1), it.line)
            if mnem == 's_setpc_b64' and rel_label is not None:
                # Long branch: s_getpc_b64; s_add_u32 ..., (.LBBx-.Lpost)...;
                # s_setpc_b64.  An unconditional branch to .LBBx.
                pending_branches.append((cur, rel_label[0], it.line))
                rel_label = None
                cur.falls = False
                cur_open = False
            elif is_branch(mnem):
                tgt = branch_target(mnem, operands)
                if not tgt or not re.fullmatch(r'[A-Za-z_.$][\w.$@]*', tgt):
                    raise InputError(it.line, "cannot resolve branch target "
                                     "'%s'" % operands.strip())
                pending_branches.append((cur, tgt, it.line))
                cur.falls = mnem != 's_branch'
                cur_open = False
                rel_label = None
            elif _EXIT_RE.match(mnem):
                rel_label = None
                cur.falls = False
                cur_open = False
            elif mnem in ('s_cbranch_join', 's_cbranch_g_fork',
                          's_cbranch_i_fork', 's_setpc_b32'):
                raise InputError(it.line, "unsupported indirect branch '%s'"
                                 % mnem)
        elif it.kind == 'wmark':
            w = WaitMarker(wait_ids[0], it.line, it.data, fn.name)
            wait_ids[0] += 1
            fn.waits.append(w)
            fn.max_n = max(fn.max_n, it.data)
    # A conditional branch's fall-through edge into the next block is added
    # when that block is created; add a fall-through to the block right after
    # a conditional branch that ended the function's text: nothing follows,
    # so it is an exit.
    for b, tgt, line in pending_branches:
        if tgt not in labels:
            raise InputError(line, "branch to undefined label '%s' in "
                             "function '%s'" % (tgt, fn.name))
        # Taken edge first, fall-through (already appended) kept.
        b.succs.insert(0, labels[tgt].id)
    for b in blocks:
        # deduplicate, keep order
        seen = []
        for s in b.succs:
            if s not in seen:
                seen.append(s)
        b.succs = seen
    fn.blocks = blocks
    wmap = {w.line: w for w in fn.waits}
    for b in blocks:
        b.events = build_events(b.items, target, wmap)


def build_events(items, target, wmap):
    """Turns a block's items into events:
      ('op', kind, line, text)   kind in dma/vm/flat/flatnc/call
      ('window', kmin, [sub], line)  a maximal run of waits and markers;
           sub items are ('mark', line) or ('wmark', WaitMarker)
      ('real', line)             any other instruction
    """
    events = []
    run = []

    def flush():
        if not run:
            return
        kmin = None
        subs = []
        for it in run:
            if it.kind == 'insn':
                mnem, operands, _ = it.data
                k = decode_waitcnt(mnem, operands, it.line)
                if k is not None:
                    kmin = k if kmin is None else min(kmin, k)
            elif it.kind == 'mark':
                subs.append(('mark', it.line))
            else:
                subs.append(('wmark', wmap[it.line]))
        for kind, w in subs:
            if kind == 'wmark':
                w.emitted = kmin
        events.append(('window', kmin, subs, run[0].line))
        run.clear()

    for it in items:
        if it.kind in ('mark', 'wmark'):
            run.append(it)
            continue
        mnem, operands, text = it.data
        if is_wait_mnemonic(mnem):
            run.append(it)
            continue
        flush()
        kind = classify(mnem, operands, target)
        if kind == 'alu':
            events.append(('real', it.line))
        else:
            events.append(('op', kind, it.line, text))
    flush()
    return events


# --------------------------------------------------------------------------
# Abstract path state
#
# An entry summarizes a set of DMAs (a mark's group: every DMA issued
# before the mark; or 'cur': every DMA issued so far):
#   (c, f) where c = number of counted ops issued after the newest pending
#   DMA that has no flat op after it (None if there is none; capped at 63),
#   and f = some pending DMA of the set has a flat op issued after it.
# (None, False) means every DMA of the set is complete.
#
# A state is (marks, cur): marks is a tuple of entries, oldest first,
# truncated to the newest T = max N + 1 entries of the function.
# --------------------------------------------------------------------------

DONE = (None, False)


def e_counted(e):
    c, f = e
    return (None if c is None else min(c + 1, C_CAP), f)


def e_flat(e):
    c, f = e
    return (None, f or c is not None)


def e_wait(e, k):
    if k is None:
        return e
    if k == 0:
        return DONE
    c, f = e
    if c is not None and c >= k:
        c = None
    return (c, f)


def e_need(e):
    """The largest vmcnt that completes the set (None: nothing needed)."""
    c, f = e
    if c is None and not f:
        return None
    if f:
        return 0
    return min(c, WAIT_MAX)


def run_block(block, state, T, on_wait):
    marks, cur = state
    for ev in block.events:
        tag = ev[0]
        if tag == 'real':
            continue
        if tag == 'op':
            kind = ev[1]
            if kind == 'dma':
                marks = tuple(e_counted(e) for e in marks)
                cur = (0, cur[1])
            elif kind == 'vm':
                marks = tuple(e_counted(e) for e in marks)
                cur = e_counted(cur)
            elif kind in ('flat', 'flatnc'):
                marks = tuple(e_flat(e) for e in marks)
                cur = e_flat(cur)
            elif kind == 'call':
                marks = tuple(DONE for _ in marks)
                cur = DONE
            continue
        # window
        _, kmin, subs, _ = ev
        ml = list(marks)
        for kind, x in subs:
            if kind == 'mark':
                if T > 0:
                    ml.append(cur)
                    if len(ml) > T:
                        del ml[0]
            else:
                w = x
                n = w.n
                if len(ml) > n:
                    tgt = ml[len(ml) - n - 1]
                    need = e_need(tgt)
                    ok = need is None or (kmin is not None and kmin <= need)
                    del ml[:len(ml) - n]
                    on_wait(w, need, ok)
                else:
                    on_wait(w, None, True)
        marks = tuple(e_wait(e, kmin) for e in ml)
        cur = e_wait(cur, kmin)
    return (marks, cur)


def explore(fn, max_states):
    """Explores every reachable (block, abstract state) pair in BFS order.
    Returns the number of nodes and the parent map."""
    T = fn.max_n + 1
    init = (0, ((), DONE))
    parent = {init: None}
    queue = collections.deque([init])
    current = [None]

    def on_wait(w, need, ok):
        node = current[0]
        w.reached = True
        if need is not None and (w.need is None or need < w.need):
            w.need = need
            w.need_node = node
        if not ok and w.viol_node is None:
            w.viol_node = node

    while queue:
        node = queue.popleft()
        current[0] = node
        bid, st = node
        out = run_block(fn.blocks[bid], st, T, on_wait)
        for s in fn.blocks[bid].succs:
            nn = (s, out)
            if nn not in parent:
                if len(parent) >= max_states:
                    raise InputError(fn.line, "function '%s': more than %d "
                                     "abstract states; raise --max-states"
                                     % (fn.name, max_states))
                parent[nn] = node
                queue.append(nn)
    return parent


def path_to(parent, node):
    path = []
    while node is not None:
        path.append(node[0])
        node = parent[node]
    path.reverse()
    return path


# --------------------------------------------------------------------------
# Concrete replay of one path (second, independent evaluation used to
# produce the witness and to cross-check the abstract search).
# --------------------------------------------------------------------------

class Dma:
    __slots__ = ('line', 'text', 'seq', 'flat_line', 'pending')

    def __init__(self, line, text, seq):
        self.line = line
        self.text = text
        self.seq = seq          # counted ops issued before it (incl. itself)
        self.flat_line = None   # first flat op issued after it
        self.pending = True


def replay(fn, path, wait):
    """Replays the blocks of `path` concretely; stops at `wait` in the last
    block.  Returns (need, pending_dmas, counted_total) at the wait, where
    pending_dmas are the targeted DMAs not complete after its window."""
    counted = 0
    dmas = []
    marks = []                  # number of DMAs issued before each mark
    result = None

    def after(d):
        return counted - d.seq

    def wait_k(k):
        if k is None:
            return
        for d in dmas:
            if d.pending and (k == 0 or (d.flat_line is None and
                                         after(d) >= k)):
                d.pending = False

    for i, bid in enumerate(path):
        last = i == len(path) - 1
        for ev in fn.blocks[bid].events:
            tag = ev[0]
            if tag == 'real':
                continue
            if tag == 'op':
                kind = ev[1]
                if kind in ('dma', 'vm', 'flat'):
                    counted += 1
                if kind == 'dma':
                    dmas.append(Dma(ev[2], ev[3], counted))
                elif kind in ('flat', 'flatnc'):
                    for d in dmas:
                        if d.pending and d.flat_line is None:
                            d.flat_line = ev[2]
                elif kind == 'call':
                    for d in dmas:
                        d.pending = False
                continue
            _, kmin, subs, _ = ev
            checks = []
            for kind, x in subs:
                if kind == 'mark':
                    marks.append(len(dmas))
                elif len(marks) > x.n:
                    tgt = marks[len(marks) - x.n - 1]
                    group = [d for d in dmas[:tgt] if d.pending]
                    if not group:
                        need = None
                    elif any(d.flat_line is not None for d in group):
                        need = 0
                    else:
                        need = min(WAIT_MAX, min(after(d) for d in group))
                    del marks[:len(marks) - x.n]
                    checks.append((x, need, group))
                else:
                    checks.append((x, None, []))
            wait_k(kmin)
            if last:
                for x, need, group in checks:
                    if x is wait:
                        result = (need, [d for d in group if d.pending],
                                  counted)
                        return result
    return result


# --------------------------------------------------------------------------
# --ir: the order of DMAs and marks against the IR the backend was given
#
# Every LDS DMA is taken as async, so the checker trusts the position of
# each `; asyncmark` relative to the DMAs in the assembly: the mark closes a
# group of every DMA before it.  That is only the program's group if the
# backend kept the IR order of DMAs and marks.  With --ir, each assembly
# basic block's token string over {D, M} must occur contiguously in the
# token string of an IR block of the same function, or of a chain of IR
# blocks that branch folding may merge (each ends in an unconditional
# `br label %next` and %next has that single predecessor).
# --------------------------------------------------------------------------

# The LDS-DMA intrinsics: upstream's async names and their LLVM 22 twins.
IR_DMA_NAME_RE = re.compile(
    r'llvm\.amdgcn\.(?:global\.load(?:\.async)?\.lds'
    r'|load(?:\.async)?\.to\.lds\.p[0-9]+'
    r'|(?:raw|struct)(?:\.ptr)?\.buffer\.load(?:\.async)?\.lds)')
IR_MARK_NAME = 'llvm.amdgcn.asyncmark'
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


def ir_asm_tokens(asm, line):
    """Tokens of an inline assembly string, read like assembly text: a
    whole-line `; asyncmark` is a mark, an LDS DMA mnemonic a DMA."""
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
            if is_lds_dma(mnem, parts[1] if len(parts) > 1 else ''):
                toks.append(('D', line))
    return toks


def parse_ir(lines):
    """Parses the functions of textual LLVM IR into blocks of DMA/mark
    tokens and successor edges.  Raises InputError on text that is not
    textual IR it can read."""
    if lines and lines[0].startswith('BC\xc0\xde'):
        raise InputError(0, "LLVM bitcode is not supported; pass textual IR "
                         "(llvm-dis)")
    funcs = {}
    order = []
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
            if name in funcs:
                raise InputError(dline, "function '@%s' defined twice" % name)
            fn = IRFunction(name, dline)
            funcs[name] = fn
            order.append(name)
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
            blk = IRBlock('%' + ir_unquote(m.group(1)), lineno)
            fn.blocks.append(blk)
            continue
        if blk is None:
            blk = IRBlock('entry', lineno)   # the unnamed entry block
            fn.blocks.append(blk)
        if in_switch:
            # The case lines of a multi-line switch, up to its ']'.
            blk.last += ' ' + s
            in_switch = not s.startswith(']')
        else:
            blk.last = s
            in_switch = s.startswith('switch') and s.endswith('[')
        plain = ir_blank_strings(s)
        blk.succ_refs += [ir_unquote(x) for x in
                          _IR_LABEL_REF_RE.findall(plain)]
        mc = _IR_CALL_RE.match(s)
        if mc:
            rest = mc.group(1)
            ma = _IR_ASM_RE.search(rest)
            mcall = _IR_CALLEE_RE.search(rest)
            if ma and (mcall is None or ma.start() < mcall.start()):
                blk.tokens += ir_asm_tokens(ir_unescape(ma.group(1)), lineno)
            elif mcall:
                callee = ir_unquote(mcall.group(1))
                if callee == IR_MARK_NAME:
                    blk.tokens.append(('M', lineno))
                elif IR_DMA_NAME_RE.fullmatch(callee):
                    blk.tokens.append(('D', lineno))
                elif not callee.startswith('llvm.'):
                    blk.calls.append((len(blk.tokens), callee, lineno))
    if pending_define is not None:
        raise InputError(pending_define[0], "unterminated define")
    if fn is not None:
        raise InputError(fn.line, "function '@%s' is not closed by '}'"
                         % fn.name)
    if not funcs and not seen_ir:
        raise InputError(0, "no LLVM IR found (expected textual IR with "
                         "'define' lines)")
    for name in order:
        f = funcs[name]
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


def branch_targets(fn):
    """Labels that some branch of fn targets (including LLVM's
    long-branch address arithmetic)."""
    targets = set()
    for it in fn.items:
        if it.kind == 'insn':
            mnem, operands, _ = it.data
            if is_branch(mnem):
                targets.add(branch_target(mnem, operands))
            for m in _REL_LABEL_RE.finditer(operands):
                targets.add(m.group(1))
    return targets


def asm_order_blocks(fn, target, ir_names):
    """Splits an assembly function at every machine basic block boundary
    (a `.LBB`/branch-target label, an llc `; %bb.N:` comment, a branch or
    exit) and returns [(block name, IR block name or None, [(kind, line,
    text)])] for blocks with DMAs or marks.  The IR block name is the one
    llc prints in a comment after the block's label."""
    targets = branch_targets(fn)
    out = []
    name, irname, toks = fn.name, None, []

    def close(new_name, new_irname=None):
        nonlocal name, irname, toks
        if toks:
            out.append((name, irname, toks))
        name, irname, toks = new_name, new_irname, []

    ended = False
    for it in fn.items:
        if it.kind == 'bbname':
            close(it.data, ir_names.get(it.line))
            ended = False
            continue
        if it.kind == 'label':
            if it.data in targets or it.data.startswith('.LBB'):
                close(it.data, ir_names.get(it.line))
                ended = False
            continue
        if ended:
            close('<line %d>' % it.line)
            ended = False
        if it.kind == 'mark':
            toks.append(('M', it.line, '; asyncmark'))
        elif it.kind == 'insn':
            mnem, operands, text = it.data
            if classify(mnem, operands, target) == 'dma':
                toks.append(('D', it.line, text))
            if is_branch(mnem) or _EXIT_RE.match(mnem):
                ended = True
    close(None)
    return out


def _groups_before_marks(s):
    """For each mark of a token string, the number of DMAs before it."""
    res = []
    d = 0
    for ch in s:
        if ch == 'D':
            d += 1
        else:
            res.append(d)
    return res


def order_note(asm_s, windows, chain_strs):
    """The note of an order mismatch: what the IR has and what moved."""
    n = len(asm_s)
    best = None
    for w in windows:
        if sorted(w[0]) != sorted(asm_s):
            continue
        dist = sum(1 for a, b in zip(w[0], asm_s) if a != b)
        if best is None or dist < best[0]:
            best = (dist, w)
    if best is not None:
        ir_s, where = best[1]
        what = []
        gi, ga = _groups_before_marks(ir_s), _groups_before_marks(asm_s)
        if any(a < i for a, i in zip(ga, gi)):
            what.append('a mark moved across a DMA of its group')
        if any(a > i for a, i in zip(ga, gi)):
            what.append('a DMA moved across a mark into its group')
        return ('IR blocks have %s%s; assembly has %s: %s'
                % (ir_s, where, asm_s, '; '.join(what)))
    have = []
    for s in chain_strs:
        if s and s not in have:
            have.append(s)
    if not have:
        return ('IR blocks have no DMA or mark; assembly has %s: DMAs or '
                'marks that are not in the IR' % asm_s)
    shown = ', '.join(have[:6]) + (', ...' if len(have) > 6 else '')
    return ('IR blocks have %s; assembly has %s: no IR block or merged '
            'chain has this sequence (DMAs or marks merged, duplicated or '
            'moved across blocks)' % (shown, asm_s))


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


def check_order(funcs, irfuncs, irname, fname, target, out, stats,
                ir_names, by_name=True):
    """The --ir cross-check.  Returns 1 on a mismatch, else 0.

    by_name false: the plain rule.  Each assembly block's token string must
    be a substring of the token string of an IR chain (see ir_chains).

    by_name true (the default): when llc's comment after the block's label
    names a block N of the IR function, the token string must occur along
    a loop-free IR path that starts in N (or in N's chain before N); a
    block llc does not name may start in any IR block.  A path rather than
    a chain, because llc's own IR passes fold branches whose condition they
    can decide (a join block then has a single predecessor) and tail
    duplication copies a join block into its predecessors; both keep the
    order along every path.  Anchoring at N is what finds a mark moved
    across a DMA in a loop body when some other block happens to have the
    moved sequence."""
    for fn in funcs:
        if fn.name not in irfuncs:
            raise InputError(fn.line, "function '%s' of the assembly has no "
                             "definition in the IR %s" % (fn.name, irname))
    status = 0
    asm_names = {fn.name for fn in funcs}
    for fn in funcs:
        irf = ir_inline(irfuncs[fn.name], irfuncs, asm_names)
        chains = ir_chains(irf)
        dag = ir_dag(irf)
        # Per chain: its token string and, per position, the IR block.
        cinfo = []
        chain_of = {}
        chain_pre = {}
        for ch in chains:
            s, pos = '', []
            for b in ch:
                if b.name not in chain_of:
                    chain_of[b.name] = len(cinfo)
                    chain_pre[b.name] = s
                for kind, line in b.tokens:
                    s += kind
                    pos.append((b, line))
            cinfo.append((s, pos))
        all_blocks = [b.name for b in irf.blocks]
        for bname, irb, toks in asm_order_blocks(fn, target, ir_names):
            stats['order blocks'] += 1
            asm_s = ''.join(t[0] for t in toks)
            named = by_name and irb is not None and irb in chain_of
            if by_name:
                ok = ir_path_match(asm_s, [irb] if named else all_blocks,
                                   irf, dag, chain_pre)
            else:
                ok = any(asm_s in s for s, _ in cinfo)
            if ok:
                continue
            status = 1
            stats['order mismatches'] += 1
            cands = [cinfo[chain_of[irb]]] if named else cinfo
            windows = []
            for s, pos in cands:
                for i in range(len(s) - len(asm_s) + 1):
                    blocks = []
                    for b, _ in pos[i:i + len(asm_s)]:
                        if b not in blocks:
                            blocks.append(b)
                    where = ' (%s at %s:%d)' % (
                        ' + '.join(b.name for b in blocks), irname,
                        pos[i][1])
                    windows.append((s[i:i + len(asm_s)], where))
            note = order_note(asm_s, windows, [s for s, _ in cands])
            if named:
                how = 'llc names it %s' % irb
                if any(asm_s in s for s, _ in cinfo):
                    how += '; another IR block has %s' % asm_s
                bname = '%s (%s)' % (bname, how)
            out.write('%s:%d: %s: DMA/mark order %s in block %s | VIOLATION\n'
                      % (fname, toks[0][1], fn.name, asm_s, bname))
            out.write('  note: %s\n' % note)
    return status


# --------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------

# --------------------------------------------------------------------------
# Marker hazard slots (gfx940/941/942/950)
# --------------------------------------------------------------------------
#
# A marker is a comment: it is never a hardware wait state.  On the targets
# with GCNHazardRecognizer's VDecCoExec rules, a marker between the two
# instructions of one of these pairs must not be what separates them:
#
#   VALU writes a VGPR     -> v_readlane/v_readfirstlane reads it as src0: 1
#   VALU writes SGPR/VCC   -> a VALU reads it (explicit operand, or VCC):  2
#   VALU writes EXEC       -> v_readlane/v_readfirstlane/v_writelane:      4
#
# Wait states between the pair: a real instruction counts 1, `s_nop N`
# counts N+1, markers, comments, labels and directives count 0.  The scan
# follows the text (fall-through) backwards and stops at an unconditional
# branch or end of program; a predecessor reached by a branch has at least
# the branch instruction (1 wait state) in between and is not followed.

HAZARD_CPUS = ('gfx940', 'gfx941', 'gfx942', 'gfx950')
_HZ_MAX = 4
_RWLANE_READ = ('v_readlane_b32', 'v_readfirstlane_b32')
_RWLANE = _RWLANE_READ + ('v_writelane_b32',)
_SDST2_RE = re.compile(r'^v_\w*_co_|^v_div_scale_|^v_mad_[iu]64_[iu]32')
_IMPLICIT_VCC_READ_RE = re.compile(r'^v_div_fmas_')
_REG_RANGE_RE = re.compile(r'(?<![\w.])([vs])\[(\d+):(\d+)\]')
_REG_ONE_RE = re.compile(r'(?<![\w.\[])([vs])(\d+)\b')
_REG_SPECIAL_RE = re.compile(r'\b(vcc|exec)(_lo|_hi)?\b')


def split_operands(operands):
    """Top-level comma split (brackets such as op_sel:[0,1] kept whole)."""
    out, depth, cur = [], 0, ''
    for ch in operands:
        if ch in '[(':
            depth += 1
        elif ch in '])':
            depth -= 1
        if ch == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def regs_in(text):
    """Register units named in an operand: 'v12', 's3', 'vcc_lo', ..."""
    regs = set()
    t = text.lower()
    for m in _REG_RANGE_RE.finditer(t):
        regs.update('%s%d' % (m.group(1), i)
                    for i in range(int(m.group(2)), int(m.group(3)) + 1))
    for m in _REG_ONE_RE.finditer(t):
        regs.add('%s%s' % (m.group(1), m.group(2)))
    for m in _REG_SPECIAL_RE.finditer(t):
        if m.group(2):
            regs.add(m.group(1) + m.group(2))
        else:
            regs.update((m.group(1) + '_lo', m.group(1) + '_hi'))
    return regs


def valu_defs_uses(mnem, operands):
    """(defs, explicit uses) of a VALU instruction."""
    ops = split_operands(operands)
    ndst = 0 if mnem == 'v_nop' or not ops else 1
    if ndst and len(ops) > 1 and _SDST2_RE.match(mnem):
        ndst = 2
    defs = set()
    for o in ops[:ndst]:
        defs |= regs_in(o)
    uses = set()
    for o in ops[ndst:]:
        uses |= regs_in(o)
    if mnem.startswith('v_cmpx_'):
        defs |= {'exec_lo', 'exec_hi'}
    if _IMPLICIT_VCC_READ_RE.match(mnem):
        uses |= {'vcc_lo', 'vcc_hi'}
    return defs, uses, ops[ndst:]


def is_sgpr_like(r):
    return r.startswith('s') or r.startswith('vcc')


def wait_states_of(mnem, operands):
    if mnem == 's_nop':
        n = _parse_int(operands.strip())
        # An operand it cannot read counts as s_nop 0 (the strict side).
        return 1 if n is None else n + 1
    return 1


def hazard_rules(prod, cons):
    """(rule, register, needed wait states) for a producer/consumer pair."""
    pm, pops = prod
    cm, cops = cons
    if not pm.startswith('v_') or not cm.startswith('v_'):
        return []
    pdefs, _, _ = valu_defs_uses(pm, pops)
    _, cuses, csrcs = valu_defs_uses(cm, cops)
    found = []
    if cm in _RWLANE_READ and csrcs:
        src0 = regs_in(csrcs[0])
        vg = sorted(r for r in pdefs & src0 if r.startswith('v'))
        if vg:
            found.append(('VALU writes VGPR -> %s reads it' % cm, vg[0], 1))
    sg = sorted(r for r in pdefs & cuses if is_sgpr_like(r))
    if sg:
        found.append(('VALU writes SGPR/VCC -> VALU reads it', sg[0], 2))
    if cm in _RWLANE and pdefs & {'exec_lo', 'exec_hi'}:
        found.append(('VALU writes EXEC -> %s' % cm, 'exec', 4))
    return found


def check_marker_hazards(fn, fname, out):
    """Reports every hazardous pair separated by too few wait states with a
    marker between them.  Returns the number of findings."""
    seq = []
    for it in fn.items:
        if it.kind == 'insn':
            seq.append(it)
        elif it.kind in ('mark', 'wmark'):
            seq.append(it)
    findings = 0
    for j, cons in enumerate(seq):
        if cons.kind != 'insn' or not cons.data[0].startswith('v_'):
            continue
        states = 0
        markers = []
        seen_rules = set()
        i = j - 1
        while i >= 0 and states < _HZ_MAX:
            it = seq[i]
            i -= 1
            if it.kind != 'insn':
                markers.append(it)
                continue
            mnem, ops, code = it.data
            if is_branch(mnem) and not _BRANCH_COND_RE.match(mnem) or \
                    _EXIT_RE.match(mnem):
                break
            for rule, reg, need in hazard_rules((mnem, ops), cons.data[:2]):
                if rule in seen_rules:
                    continue
                seen_rules.add(rule)
                if states < need and markers:
                    findings += 1
                    out.write(
                        "%s:%d: %s: marker in a hazard slot: '%s' needs %d "
                        "wait state%s after '%s' (line %d, %s) and has %d | "
                        "VIOLATION\n"
                        % (fname, cons.line, fn.name, cons.data[2], need,
                           '' if need == 1 else 's', code, it.line, rule,
                           states))
                    for mk in reversed(markers):
                        out.write("%s:%d: note: the marker between them is "
                                  "a comment, not a wait state: insert "
                                  "s_nop %d or move the marker\n"
                                  % (fname, mk.line, need - states - 1))
            states += wait_states_of(mnem, ops)
    return findings


def fmt_count(k):
    return 'none' if k is None else 'vmcnt(%d)' % k


def describe_path(fn, path):
    names = [fn.blocks[b].name for b in path]
    if len(names) > 40:
        names = names[:10] + ['... (%d blocks) ...' % (len(names) - 40)] + \
            names[-30:]
    return ' -> '.join(names)


def check(text_lines, fname, args, out):
    lx = lex(text_lines)
    mcpu = args.mcpu
    if mcpu is None:
        mcpu = lx.declared_target or 'gfx950'
    elif lx.declared_target and lx.declared_target != mcpu.lower():
        sys.stderr.write('%s: note: --mcpu %s overrides .amdgcn_target %s\n'
                         % (fname, mcpu, lx.declared_target))
    try:
        target = Target(mcpu)
    except ValueError as e:
        raise InputError(0, str(e))
    funcs = split_functions(lx)
    if not funcs:
        raise InputError(0, "no functions found")
    wait_ids = [0]
    for fn in funcs:
        build_cfg(fn, target, wait_ids)
    irfuncs = None
    if getattr(args, 'ir', None):
        irname = args.ir
        try:
            with open(irname, encoding='utf-8', errors='replace') as f:
                irlines = f.read().splitlines()
        except OSError as e:
            raise InputError(0, "cannot read the IR: %s" % e, file=irname)
        try:
            irfuncs = parse_ir(irlines)
        except InputError as e:
            e.file = irname
            raise

    out.write('note: %s\n' % ASYNC_NOTE)
    stats = collections.Counter()
    stats['functions'] = len(funcs)
    status = 0
    if not any(it.kind in ('mark', 'wmark') for fn in funcs
               for it in fn.items):
        sys.stderr.write('%s: warning: no markers (; asyncmark or '
                         '; wait_asyncmark(N)) in the input: no wait to check; '
                         'was it compiled with the plugin, or without the '
                         'async builtins?\n' % fname)
    if target.mcpu in HAZARD_CPUS:
        for fn in funcs:
            n = check_marker_hazards(fn, fname, out)
            stats['marker hazards'] += n
            if n:
                status = 1
    if irfuncs is not None:
        status = check_order(funcs, irfuncs, irname, fname, target, out,
                             stats, lx.ir_names,
                             by_name=not getattr(args, 'ir_any_block', False))
    for fn in funcs:
        stats['marks'] += sum(1 for it in fn.items if it.kind == 'mark')
        if not fn.waits:
            continue
        parent = explore(fn, args.max_states)
        stats['states'] += len(parent)
        for w in sorted(fn.waits, key=lambda w: w.line):
            stats['waits'] += 1
            e, k = w.emitted, w.need
            note = ''
            if not w.reached:
                verdict = 'ok'
                note = ' (unreachable)'
                stats['unreachable'] += 1
            elif w.viol_node is not None:
                verdict = 'VIOLATION'
            elif k is not None and e is not None and e > k:
                raise InternalError("wait at line %d: emitted %s > safe %s "
                                    "without a violating path"
                                    % (w.line, e, k))
            elif e is not None and (k is None or e < k):
                verdict = 'over-strict'
            else:
                verdict = 'ok'
            # Cross-check the minimum with a concrete replay of its path.
            if w.need_node is not None:
                path = path_to(parent, w.need_node)
                r = replay(fn, path, w)
                if r is None or r[0] != k:
                    raise InternalError(
                        "wait at line %d: abstract need %s but the concrete "
                        "replay of its path gives %s"
                        % (w.line, k, None if r is None else r[0]))
            out.write('%s:%d: %s: wait_asyncmark(%d): emitted %s | loosest '
                      'safe %s | %s%s\n' % (fname, w.line, fn.name, w.n,
                                            fmt_count(e), fmt_count(k),
                                            verdict, note))
            if verdict == 'VIOLATION':
                stats['violations'] += 1
                status = 1
                path = path_to(parent, w.viol_node)
                r = replay(fn, path, w)
                if r is None or not r[1]:
                    raise InternalError("wait at line %d: violation not "
                                        "reproduced by the concrete replay"
                                        % w.line)
                need, pend, counted = r
                for d in pend[-args.max_pending:]:
                    extra = ''
                    if d.flat_line is not None:
                        extra = '; flat op at line %d issued after it, so ' \
                                'only vmcnt(0) completes it' % d.flat_line
                    out.write('%s:%d: note: DMA may still be pending: %s '
                              '(%d vmcnt-counted ops issued after it%s)\n'
                              % (fname, d.line, d.text, counted - d.seq,
                                 extra))
                if len(pend) > args.max_pending:
                    out.write('  note: ... and %d older pending DMAs\n'
                              % (len(pend) - args.max_pending))
                out.write('  note: path: %s\n' % describe_path(fn, path))
            elif verdict == 'over-strict':
                stats['over-strict'] += 1
                if args.strict:
                    status = 1
            else:
                stats['ok'] += 1
            if args.explain and w.need_node is not None:
                path = path_to(parent, w.need_node)
                out.write('  note: loosest count from path: %s\n'
                          % describe_path(fn, path))
    if args.summary:
        out.write('summary: %d functions, %d marks, %d waits: %d ok, %d '
                  'over-strict, %d violations (%d unreachable waits, %d '
                  'abstract states), target %s\n'
                  % (stats['functions'], stats['marks'], stats['waits'],
                     stats['ok'], stats['over-strict'], stats['violations'],
                     stats['unreachable'], stats['states'], target.mcpu))
        if irfuncs is not None:
            out.write('summary: order against %s: %d assembly blocks with '
                      'DMAs or marks, %d mismatches\n'
                      % (irname, stats['order blocks'],
                         stats['order mismatches']))
    return status


def read_version():
    """The project's version: the top-level VERSION file of a source tree
    (<script dir>/../../VERSION) or of an installation
    (<prefix>/bin -> <prefix>/share/amdgpu-asyncmark/VERSION)."""
    here = os.path.dirname(os.path.realpath(__file__))
    for rel in (('..', '..', 'VERSION'),
                ('..', 'share', 'amdgpu-asyncmark', 'VERSION')):
        try:
            with open(os.path.join(here, *rel), encoding='utf-8') as f:
                v = f.read().strip()
        except OSError:
            continue
        if v:
            return v
    return 'unknown'


def main(argv=None):
    ap = argparse.ArgumentParser(
        prog='asyncmark-check',
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description='Check the async-mark waits (; asyncmark / '
                    '; wait_asyncmark(N)) in AMDGPU\n'
                    'assembly on every path, and that no marker sits in a '
                    'hazard wait-state slot\n'
                    '(gfx940/941/942/950). Note: every LDS DMA is taken as async '
                    '(the\nassembly cannot tell async from ordinary DMA).',
        epilog='Exit status: 0 ok, 1 violation, 2 input or internal error. '
               'Details: tools/asyncmark-check/README.md.')
    ap.add_argument('--version', action='version',
                    version='asyncmark-check %s' % read_version())
    ap.add_argument('input', help="assembly file, or '-' for stdin")
    ap.add_argument('--ir', metavar='FILE.ll', default=None,
                    help='textual LLVM IR the backend was given: also check '
                         'that the per-block order of DMAs and marks in the '
                         'assembly matches it')
    ap.add_argument('--ir-any-block', action='store_true',
                    help='with --ir, accept an assembly block that matches '
                         'any IR block or chain, even when llc\'s comment '
                         'after its label names another IR block')
    ap.add_argument('--mcpu', default=None,
                    help='gfx9xx (gfx900, gfx90a, gfx942, gfx950, ...) or '
                         'gfx10xx; default: the .amdgcn_target of the input, '
                         'else gfx950')
    ap.add_argument('--strict', action='store_true',
                    help='treat over-strict waits as failures')
    ap.add_argument('--summary', action='store_true', help='print counts')
    ap.add_argument('--explain', action='store_true',
                    help='print the path that gives each loosest safe count')
    ap.add_argument('--max-states', type=int, default=500000,
                    help='abstract states per function before giving up '
                         '(exit 2); default 500000')
    ap.add_argument('--max-pending', type=int, default=8,
                    help='pending DMAs listed per violation (default 8)')
    args = ap.parse_args(argv)

    fname = '<stdin>' if args.input == '-' else args.input
    if args.mcpu is not None:
        try:
            Target(args.mcpu)
        except ValueError as e:
            sys.stderr.write('%s: error: %s\n' % (fname, e))
            return 2
    try:
        if args.input == '-':
            lines = sys.stdin.read().splitlines()
        else:
            with open(args.input, encoding='utf-8', errors='replace') as f:
                lines = f.read().splitlines()
    except OSError as e:
        sys.stderr.write('%s: error: %s\n' % (fname, e))
        return 2
    buf = io.StringIO()
    status = 2
    msg = None
    try:
        status = check(lines, fname, args, buf)
    except InputError as e:
        src = e.file or fname
        where = src if e.line <= 0 else '%s:%d' % (src, e.line)
        msg = '%s: error: %s\n' % (where, e.msg)
    except InternalError as e:
        msg = '%s: internal error: %s\n' % (fname, e)
    try:
        sys.stdout.write(buf.getvalue())
        sys.stdout.flush()
    except BrokenPipeError:
        # The reader went away; the status still tells the result.
        devnull = open(os.devnull, 'w')
        os.dup2(devnull.fileno(), sys.stdout.fileno())
    if msg is not None:
        sys.stderr.write(msg)
    return status


if __name__ == '__main__':
    sys.exit(main())
