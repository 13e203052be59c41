"""The read-order oracle: an LDS read that the program places after a wait
must still be after a hardware wait that completes the wait's groups.

The middle end can break that (LICM hoisting a read above a wait, GVN or
EarlyCSE merging a read into an earlier one across a wait) and so can the
scheduler; the checker's verdict on the waits does not see it, because
the waits themselves stay right. This oracle judges the reads, with facts
from the kernel as written, not from the plugin (neither its wait markers
nor its classification):

  * the facts (guarded_reads, from the IR text): the generator tags each
    read that directly follows a wait with a unique constant offset
    (generator.READ_TAG_STEP); here each LDS load with a tag is found
    again, with the N of the wait.asyncmark before it in its block (only
    address arithmetic, other loads, fences and barriers between; a DMA,
    a mark or another call in between and the read is not guarded), and
    the fewest marks on any IR path from the function entry to it (the
    most, and the marks after a DMA, only over the edges some values of
    the kernel's arguments take: the generator's uniform conditions,
    `icmp eq|ne|slt|ugt i32 %arg, K`, can contradict each other, and so can
    its divergent ones on bits of the work-item id, `icmp eq (and i32 %tid,
    M), 0`, for every lane; the middle end drops such arms). Paths are the IR CFG's, plus the ones
    the machine CFG may add: the arms of
    any conditional branch can be skipped (the branch block may reach its
    immediate post-dominator: AMDGPU's structurizer turns if/else into
    flow blocks, and exec-masked code branches round an arm with no
    active lane), and so can a loop (its entries may reach each of its
    exits: runtime-unrolled loops get such paths). So the
    count is that of the marks every path must cross. Several
    loads with one tag are a read and its twin (the same read before the
    wait): the strictest of them is the requirement, and it is enough
    that one instance in the assembly meets it;
  * the assembly (asm_reads): every DS read (ds_read*, gfx1250 ds_load*)
    whose offset (offset:, or offset0:/offset1: scaled by the element
    size and stride) carries a tag, with any `v_add_* vD, IMM, vS` that
    rebased its address register added back (SILoadStoreOptimizer
    rebases merged reads; IMM an immediate or an SGPR `s_mov` set to one). An instance counts only at the tag's own
    offset (or 4 more: a narrowed <2 x i32> read); another offset with a
    tag's remainder comes from an address register that holds part of an
    offset, and is not judged (counted as unattributed; a read with a
    twin whose instances all fail is then not judged either: the
    unattributed one may be the read);
  * the verdict (failures), per tagged read of each function:
      - no instance in the assembly: not judged, only counted. Every
        tagged value is used, so the read is in dead code (the
        generator's uniform conditions can contradict each other, and
        LLVM drops the arm); no two reads but a read and its twin share an
        address, so a read merged across its wait leaves the twin's
        instance, which is judged below;
      - an instance that a path reaches with fewer marks than the IR has
        on every path to the read: the read was moved above a mark. The
        assembly's paths are the checker's (probe.py): not over an edge
        that scalar constants rule out (asm.constant_branch_cfg), so a
        flow block's never-taken edge, which skips an arm's marks, is no
        such path;
      - an instance where, on some path, a DMA of a group older than the
        N newest may still be pending; for a read the compiler moved below
        k marks (a path to it has at least k marks more than the IR's
        fewest, or more than the IR's most where that is bounded: the
        machine CFG joins the arms of a uniform branch through a flow
        block), the N + k newest (probe.py: the checker's dataflow,
        hardware waits only, groups by `; asyncmark`, in-order
        completion; only the streams that write LDS; ordinary DMAs, aux
        bit 2 in the fuzzer's kernels, are counted ops but no members).

Unreached instances and reads without a tag are not judged. On a path
with N or fewer marks the read needs nothing, as in the checker; a read
after a wait that no IR path reaches with more than N marks, or with more
than N marks after an LDS DMA (any call but the harmless ones counts as
one), needs nothing anywhere (the wait orders nothing: the plugin lets LDS
accesses move across it) and is counted, not judged. An earlier wait(k)
bounds the marks after an LDS DMA by k (every older group is complete),
unless inline assembly or a call to a function may issue a DMA. A read
whose wait waits for nothing only by that bound is judged from the place
of the latest earlier wait of its block that does wait: its own wait's
groups, counted from there; without such a wait in its block it is
counted, not judged (a later block may be entered, in the machine CFG,
from another arm a divergent branch also runs).
"""

import re

from .. import markers
from .. import probe as probe_mod
from ..asm import InputError, agreeing_entry_states
from ..irtext import split_ir
from .generator import READ_TAG_SPAN, READ_TAG_STEP
from .oracle import is_sync_dma

# --------------------------------------------------------------------------
# Tags
# --------------------------------------------------------------------------


def tag_of_offset(off):
    """The tag of a read at constant byte offset off (None: untagged)."""
    r = off % READ_TAG_SPAN
    return r // READ_TAG_STEP if r >= READ_TAG_STEP else None


# --------------------------------------------------------------------------
# The IR as written
# --------------------------------------------------------------------------

_DEF_RE = re.compile(r'^(%[-\w$.]+)\s*=\s*(.*)$')
_LOAD_RE = re.compile(r'^load\s+(?!volatile)([^,]+),\s*ptr addrspace\(3\)\s+(%[-\w$.]+|@[-\w$.]+)')
_ADD_RE = re.compile(r'^add\s+(?:(?:nuw|nsw)\s+)*i32\s+([^,]+),\s*(\S+)$')
_GEP_RE = re.compile(r'^getelementptr\s+(?:inbounds\s+|nuw\s+|nusw\s+)*i8,\s*'
                     r'ptr addrspace\(3\)\s+([^,]+),\s*i32\s+(\S+)$')
_CALL_RE = re.compile(r'\bcall\b[^@]*@([-\w$.]+)\(')
_WAIT_RE = re.compile(r'\bcall\s+void\s+@%s\(i16\s+(\d+)\)' % re.escape(markers.WAIT_INTRINSIC))
_BR_RE = re.compile(r'^br\s+(.*)$')
_LABEL_REF_RE = re.compile(r'label\s+%([-\w$.]+)')
_VALUE_RE = re.compile(r'%[-\w$.]+')
# Calls that may stand between a wait and its read: neither a DMA nor a
# mark nor a call that could issue one.
_HARMLESS_CALLS = ("llvm.amdgcn.s.barrier", "llvm.amdgcn.wave.barrier",
                   "llvm.amdgcn.sched.barrier", "llvm.amdgcn.workitem.id.x")


class GuardedRead:
    """One tagged LDS load of the IR as written: its function, tag, the N
    of the wait before it (None: not guarded), the fewest marks on any IR
    path to it, its line."""

    def __init__(self, func, tag, offset, n, line):
        self.func = func
        self.tag = tag
        self.offset = offset    # the constant part of its address
        self.n = n
        self.line = line
        self.min_marks = None
        self.max_marks = None   # the most on an IR path (None: unbounded)
        # The most marks after an LDS DMA on an IR path (-1: no DMA before
        # it on any path; None: unbounded).
        self.max_marks_after_dma = None
        # Its wait waits for nothing only because an earlier wait bounds the
        # groups in flight: it is judged from that wait's place (_rebase).
        self.rebased = False


def _functions(ir_text):
    """[(name, [(block, [(line number, text)])])] of the kernel's
    functions (irtext.split_ir; the unnamed entry block is `entry`), each
    instruction's text without its metadata attachments."""
    return [(f.name, [(b.name or 'entry',
                       [(no, re.sub(r',\s*!(?:[-\w.]+)\s+!\d+', '', text))
                        for no, text in b.insts])
                      for b in f.blocks])
            for f in split_ir(ir_text.split('\n'))]


def _const_part(name, defs, depth=0):
    """The constant part of an i32 or LDS address value: literals summed
    through add and getelementptr i8 (what ends in a DS offset field)."""
    name = name.strip()
    if re.fullmatch(r'-?\d+', name):
        return int(name)
    if depth > 50 or name not in defs:
        return 0
    rhs = defs[name]
    m = _ADD_RE.match(rhs)
    if m:
        return _const_part(m.group(1), defs, depth + 1) + \
            _const_part(m.group(2), defs, depth + 1)
    m = _GEP_RE.match(rhs)
    if m:
        return _const_part(m.group(1), defs, depth + 1) + \
            _const_part(m.group(2), defs, depth + 1)
    return 0


def _post_dominators(names, succs, exits):
    """{block: its immediate post-dominator (None: the virtual exit)}."""
    every = set(names) | {None}
    pdom = {b: set(every) for b in names}
    pdom[None] = {None}
    changed = True
    order = list(reversed(names))
    while changed:
        changed = False
        for b in order:
            ss = list(succs[b]) + ([None] if b in exits else [])
            new = set.intersection(*[pdom[s] for s in ss]) if ss else {None}
            new = new | {b}
            if new != pdom[b]:
                pdom[b] = new
                changed = True
    ipdom = {}
    for b in names:
        strict = pdom[b] - {b}
        ipdom[b] = max(strict, key=lambda x: len(pdom[x])) if strict else None
    return ipdom


_CONDBR_RE = re.compile(r'^i1\s+(%[-\w$.]+),')
_ICMP_ARG_RE = re.compile(r'^icmp\s+(eq|ne|slt|ugt)\s+i32\s+(%[-\w$.]+),\s*(\d+)$')
# The values an argument of the kernel can have, as far as the generator's
# uniform conditions (`icmp eq|ne|slt|ugt i32 %arg, K`, K in 0..4) can
# tell them apart: 0 to 4, 5 or more, negative; one bit each.
_ARG_VALUES = [0, 1, 2, 3, 4, 'big', 'neg']
_ALL_VALUES = (1 << len(_ARG_VALUES)) - 1


def _holds(pred, v, k):
    if pred == 'eq':
        return v == k
    if pred == 'ne':
        return v != k
    if pred == 'slt':
        return v == 'neg' or (v != 'big' and v < k)
    return v in ('big', 'neg') or v > k     # ugt: a negative is large


_ICMP_ZERO_RE = re.compile(r'^icmp\s+(eq|ne)\s+i32\s+(%[-\w$.]+),\s*0$')
_AND_MASK_RE = re.compile(r'^and\s+i32\s+(%[-\w$.]+),\s*(\d+)$')
_TID_RE = re.compile(r'^(?:tail\s+)?call\s+i32\s+@llvm\.amdgcn\.workitem\.id\.x\(\)')
# The generator's divergent conditions (`icmp eq (and i32 %tid, M), 0`, M
# below 64) depend on the work-item id modulo 64: one bit per residue. Each
# lane takes its own path; arms that no lane takes (`%tid & 3 == 0` then
# `%tid & 1 != 0`, which the middle end drops) are on no lane's path.
_TID_RESIDUES = 64
_ALL_RESIDUES = (1 << _TID_RESIDUES) - 1


def _branch_condition(cond, defs):
    """(key, the values for which the branch on cond goes to its first
    label, all the key's values) if cond is a modelled comparison of an
    argument or of bits of the work-item id, else None."""
    rhs = defs.get(cond, '')
    m = _ICMP_ARG_RE.match(rhs)
    if m and m.group(2) not in defs and 0 <= int(m.group(3)) <= 4:
        pred, arg, k = m.group(1), m.group(2), int(m.group(3))
        return (arg,
                sum(1 << i for i, v in enumerate(_ARG_VALUES) if _holds(pred, v, k)),
                _ALL_VALUES)
    m = _ICMP_ZERO_RE.match(rhs)
    if not m:
        return None
    a = _AND_MASK_RE.match(defs.get(m.group(2), ''))
    if not a or int(a.group(2)) >= _TID_RESIDUES or \
            not _TID_RE.match(defs.get(a.group(1), '')):
        return None
    mask, zero = int(a.group(2)), m.group(1) == 'eq'
    first = sum(1 << r for r in range(_TID_RESIDUES) if ((r & mask) == 0) == zero)
    return a.group(1), first, _ALL_RESIDUES


def _feasible_succs(names, succs, conds, defs):
    """succs without the edges that no values of the arguments and no lane
    take (the argument values and work-item ids reaching each block: a
    forward dataflow, joined by union; a block no values reach keeps no
    successor)."""
    if not names:
        return succs
    cond_of = {b: _branch_condition(c, defs) for b, c in conds.items()}
    every = {c[0]: c[2] for c in cond_of.values() if c is not None}
    state = {names[0]: {}}
    taken = {b: set() for b in names}
    work = [names[0]]
    while work:
        b = work.pop()
        st = state[b]
        c = cond_of.get(b)
        for i, t in enumerate(succs.get(b, [])):
            out = dict(st)
            if c is not None:
                key, first, full = c
                out[key] = st.get(key, full) & (first if i == 0 else ~first & full)
                if not out[key]:
                    continue
            taken[b].add(t)
            if t not in succs:
                continue
            old = state.get(t)
            new = out if old is None else {
                a: old.get(a, every[a]) | out.get(a, every[a])
                for a in set(old) | set(out)}
            if new != old:
                state[t] = new
                work.append(t)
    return {b: [t for t in ss if t in taken.get(b, ())] for b, ss in succs.items()}


def guarded_reads(ir_text):
    """The tagged LDS loads of the kernel as written (GuardedRead)."""
    out = []
    for fname, blocks in _functions(ir_text):
        defs = {}
        for _, insts in blocks:
            for _, text in insts:
                m = _DEF_RE.match(text)
                if m:
                    defs[m.group(1)] = m.group(2).strip()
        names = [b for b, _ in blocks]
        succs, exits, marks, conds = {}, set(), {}, {}
        # Per block, its marks ('M'), possible DMAs ('D') and waits
        # (('W', N)).
        events = {}
        # A wait(k) leaves at most k groups in flight, unless a DMA may come
        # from inline assembly or a function of the program, which a wait
        # may not count in its group.
        bounded = True
        reads = []
        for b, insts in blocks:
            succs[b] = []
            marks[b] = 0
            events[b] = []
            guard = None
            guard_pos = 0   # the events before the guarding wait
            block_waits = []    # (N, marks before it, events before it)
            for no, text in insts:
                body = text.strip()
                br = _BR_RE.match(text)
                if br:
                    succs[b] = _LABEL_REF_RE.findall(br.group(1))
                    cm = _CONDBR_RE.match(br.group(1))
                    if cm and len(succs[b]) == 2:
                        conds[b] = cm.group(1)
                    continue
                if body.startswith('ret') or body.startswith('unreachable'):
                    exits.add(b)
                    continue
                w = _WAIT_RE.search(body)
                if w:
                    guard = int(w.group(1))
                    guard_pos = len(events[b])
                    block_waits.append((guard, marks[b], guard_pos))
                    events[b].append(('W', guard))
                    continue
                c = _CALL_RE.search(body)
                if c:
                    callee = c.group(1)
                    if callee == markers.MARK_INTRINSIC:
                        marks[b] += 1
                        events[b].append('M')
                        guard = None
                    elif callee not in _HARMLESS_CALLS and \
                            not callee.startswith('llvm.amdgcn.make.buffer.rsrc'):
                        # Any other call may issue an LDS DMA.
                        events[b].append('D')
                        guard = None
                        if not callee.startswith('llvm.'):
                            bounded = False
                    continue
                if re.search(r'\bcall\b.*\basm\b', body):
                    events[b].append('D')
                    guard = None
                    bounded = False
                    continue
                m = _DEF_RE.match(text)
                if not m:
                    continue
                lm = _LOAD_RE.match(m.group(2).strip())
                if not lm:
                    continue
                off = _const_part(lm.group(2), defs)
                tag = tag_of_offset(off)
                if tag is None:
                    continue
                r = GuardedRead(fname, tag, off, guard, no)
                pos = guard_pos if guard is not None else len(events[b])
                reads.append((r, b, marks[b], pos, list(block_waits)))
        if not reads:
            continue
        # The most marks (and the marks after a DMA) count only the edges
        # some values of the kernel's arguments take: the generator's
        # uniform conditions can contradict each other (`c0 > 1` false,
        # then `c0 > 4` true), the middle end drops such an arm, and a
        # wait that is empty on every other path orders nothing. The
        # fewest count every edge: the assembly keeps a dead arm where
        # nothing dropped it (-O0), and its paths are compared with them.
        feasible = _feasible_succs(names, succs, conds, defs)
        feasible = {b: [s for s in ss if s in succs] for b, ss in feasible.items()}
        branches = {b for b in names if len(set(succs[b])) > 1}
        # Back edges: the retreating edges of a depth-first walk.
        back_src = set()
        seen, onstack = set(), set()
        if names:
            stack = [(names[0], iter(succs[names[0]]))]
            seen.add(names[0])
            onstack.add(names[0])
            while stack:
                b, it = stack[-1]
                for s in it:
                    if s not in succs:
                        continue
                    if s not in seen:
                        seen.add(s)
                        onstack.add(s)
                        stack.append((s, iter(succs[s])))
                        break
                    if s in onstack:
                        back_src.add((b, s))
                else:
                    stack.pop()
                    onstack.discard(b)
        succs = {b: [s for s in ss if s in succs] for b, ss in succs.items()}
        ipdom = _post_dominators(names, succs, exits)
        edges = {b: list(ss) for b, ss in succs.items()}
        for b in branches:
            if ipdom[b] is not None:
                edges[b].append(ipdom[b])
        preds = {b: [p for p in names if b in succs[p]] for b in names}
        for latch, h in back_src:
            # The natural loop of the back edge, and its exits: its entries
            # may reach every exit (a loop skipped).
            body, work = {h, latch}, [latch]
            while work:
                x = work.pop()
                if x == h:
                    continue
                for p in preds[x]:
                    if p not in body:
                        body.add(p)
                        work.append(p)
            exits_of = {x for b in body for x in succs[b] if x not in body}
            for p in preds[h]:
                if p not in body:
                    edges[p].extend(sorted(exits_of))
        dist = _shortest(names, edges, marks)
        idx = {b: i for i, b in enumerate(names)}
        most = probe_mod.longest(len(names), [[idx[x] for x in feasible[b]] for b in names],
                                 [marks[b] for b in names])
        max_n = max((r.n for r, _, _, _, _ in reads if r.n is not None),
                    default=0)
        after_dma, cap = _marks_after_dma(names, feasible, events, max_n, bounded)
        plain, _ = _marks_after_dma(names, feasible, events, max_n, False)
        for r, b, before, pos, waits in reads:
            if dist.get(b) is not None:
                r.min_marks = dist[b] + before
            m = most[idx[b]]
            r.max_marks = None if m is None else m + before
            v = after_dma.get(b, -1)
            u = plain.get(b, -1)
            for e in events[b][:pos]:
                v = _step_after_dma(v, e, cap, bounded)
                u = _step_after_dma(u, e, cap, False)
            r.max_marks_after_dma = None if v >= cap else v
            if r.n is not None and v <= r.n < u:
                _rebase(r, b, waits[:-1], before, after_dma, events, cap)
            out.append(r)
    return out


def _rebase(r, b, waits, marks_at_read, after_dma, events, cap):
    """Judge a read whose wait waits for nothing only by an earlier wait's
    bound from the place of the latest earlier wait of its block that does
    wait: the groups its own wait names, counted from there (N less the
    marks since), as the read may be anywhere below that wait. Only in its
    block: the machine CFG may enter a later block from another arm (a
    divergent branch runs both), and such a wave path may have more marks
    than any thread's. Without such a wait the read is not judged."""
    # The value before each of those waits, in one walk of the block.
    before = []
    v, done = after_dma.get(b, -1), 0
    for n, marks_before, pos in waits:
        for e in events[b][done:pos]:
            v = _step_after_dma(v, e, cap, True)
        done = pos
        before.append(v)
    for (n, marks_before, _), v in zip(reversed(waits), reversed(before)):
        if v > n:
            # The read's own N counted from that wait's place: at least
            # its N, as the bound holds (n + shift <= r.n).
            shift = marks_at_read - marks_before
            r.n -= shift
            if r.min_marks is not None:
                r.min_marks -= shift
            if r.max_marks is not None:
                r.max_marks -= shift
            r.rebased = True
            return


def _step_after_dma(v, event, cap, bounded):
    """The most marks after an LDS DMA (-1: none yet), through one event.
    With bounded, a wait(k) leaves at most k: the DMAs of every older
    group are complete, as if it had none."""
    if event == 'D':
        return max(v, 0)
    if isinstance(event, tuple):
        return min(v, event[1]) if bounded else v
    return v if v < 0 else min(cap, v + 1)


def _marks_after_dma(names, succs, events, max_n, bounded):
    """({block: the most marks after an LDS DMA on any IR path from the
    entry to its start (-1: no DMA on any path)}, the cap: one past every
    wait's N, standing for more). A plain dataflow: the values only grow,
    up to the cap."""
    cap = max_n + 1
    val = {names[0]: -1} if names else {}
    work = list(names[:1])
    while work:
        b = work.pop()
        v = val[b]
        for e in events[b]:
            v = _step_after_dma(v, e, cap, bounded)
        for s_ in succs[b]:
            if s_ not in val or v > val[s_]:
                val[s_] = v
                work.append(s_)
    return val, cap


def _shortest(names, edges, marks):
    import heapq
    dist = {names[0]: 0}
    heap = [(0, names[0])]
    while heap:
        d, b = heapq.heappop(heap)
        if d > dist[b]:
            continue
        o = d + marks[b]
        for s in edges[b]:
            if s not in dist or o < dist[s]:
                dist[s] = o
                heapq.heappush(heap, (o, s))
    return dist


class Requirement:
    """What the assembly must do for one tag of one function: the
    strictest guarded load of the tag (smallest N, then most marks), the
    number of loads with the tag (more than one: a read and its twin)."""

    def __init__(self, func, tag):
        self.func = func
        self.tag = tag
        self.read = None
        self.loads = 0
        self.offsets = set()

    def matches(self, inst):
        """An assembly read at the tag's own offset (+4: LLVM narrows a
        <2 x i32> load whose second element is used); any other offset with
        the tag's remainder is a read whose address register holds part of
        the offset (not judged: it cannot be told apart from another
        read)."""
        return inst.offset in self.offsets or inst.offset - 4 in self.offsets


def requirements(ir_text):
    """{(function, tag): Requirement} for every tag with a guarded load."""
    reqs = {}
    for r in guarded_reads(ir_text):
        q = reqs.setdefault((r.func, r.tag), Requirement(r.func, r.tag))
        q.loads += 1
        q.offsets.add(r.offset)
        if r.n is None or r.min_marks is None:
            continue
        if q.read is None or (r.n, -r.min_marks) < (q.read.n, -q.read.min_marks):
            q.read = r
    return {k: q for k, q in reqs.items() if q.read is not None}


# --------------------------------------------------------------------------
# The assembly
# --------------------------------------------------------------------------

_DS_READ_RE = re.compile(r'^ds_(?:read|load)(2st64|2|_2addr_stride64|_2addr)?_')
_ELT_RE = re.compile(r'_b(\d+)$')
_VADD_RE = re.compile(r'^v_(?:dual_)?add_(?:u32|nc_u32|co_u32)(?:_e32|_e64)?$')


def _halves(mnem, operands):
    """The (mnemonic, operands) of each half of a gfx11+ dual instruction
    (`v_dual_X a, b :: v_dual_Y c, d, e`), or of the instruction."""
    if '::' not in operands:
        return [(mnem, operands)]
    first, second = operands.split('::', 1)
    mnem2, _, ops2 = second.strip().partition(' ')
    return [(mnem, first.strip()), (mnem2.strip(), ops2.strip())]


def _ds_offsets(mnem, operands):
    """The byte offsets a DS read reads at, relative to its address
    register, and that register (None if not a DS read)."""
    m = _DS_READ_RE.match(mnem)
    if not m:
        return None, []
    toks = [t.strip() for t in operands.split(',')]
    if len(toks) < 2:
        return None, []
    base = toks[1].split()[0].lower()
    rest = operands.lower()
    if m.group(1):
        e = _ELT_RE.search(mnem)
        size = int(e.group(1)) // 8 if e else 4
        if 'st64' in m.group(1) or 'stride64' in m.group(1):
            size *= 64
        offs = []
        for f in ('offset0', 'offset1'):
            o = re.search(r'\b%s:(\d+|0x[0-9a-f]+)' % f, rest)
            offs.append((int(o.group(1), 0) if o else 0) * size)
        return base, offs
    o = re.search(r'\boffset:(\d+|0x[0-9a-f]+)', rest)
    return base, [int(o.group(1), 0) if o else 0]


def _imm(tok):
    tok = tok.strip().lower()
    try:
        return int(tok, 0)
    except ValueError:
        return None


class ReadInstance:
    """A tagged DS read of the assembly: function, line, tag, byte offset
    (with the immediates added to its address register)."""

    def __init__(self, func, line, tag, offset, text):
        self.func = func
        self.line = line
        self.tag = tag
        self.offset = offset
        self.text = text


def _vadd(mnem, operands, sgpr_value=lambda reg: None):
    """(destination, source register, immediate) of `v_add_* vD, IMM, vS`
    (either source order, a carry operand allowed; IMM also an SGPR whose
    value sgpr_value knows), else None."""
    if not _VADD_RE.match(mnem):
        return None
    toks = [t.strip().lower() for t in operands.split(',')]
    if len(toks) < 3:
        return None
    srcs = toks[-2:]
    imms = [_imm(t) if _imm(t) is not None else
            sgpr_value(t) if re.fullmatch(r's\d+', t) else None for t in srcs]
    regs = [t for t in srcs if re.fullmatch(r'v\d+', t)]
    if len(regs) != 1 or sum(1 for i in imms if i is not None) != 1:
        return None
    return toks[0], regs[0], next(i for i in imms if i is not None)


_SMOV_RE = re.compile(r'^s_mov(?:k_i32|_b32)$')


def _smov(mnem, operands):
    """(destination, value) of `s_mov_b32 sD, IMM` or `s_movk_i32 sD, IMM`,
    else None (SILoadStoreOptimizer's rebase may add an SGPR set so)."""
    if not _SMOV_RE.match(mnem):
        return None
    toks = [t.strip().lower() for t in operands.split(',')]
    if len(toks) != 2 or not re.fullmatch(r's\d+', toks[0]) or _imm(toks[1]) is None:
        return None
    return toks[0], _imm(toks[1])


def asm_reads(asm):
    """The tagged DS reads of an Assembly (probe.Assembly, whose functions
    have their CFGs). An address register set by `v_add_* vD, IMM, vS`
    adds IMM (and what vS had added): on every path reaching the read, or
    anywhere in the function when that is the register's only definition
    there (MachineLICM hoists such adds out of loops). IMM may be an SGPR
    that `s_mov_b32`/`s_movk_i32` set to a constant, known the same way."""
    out = []
    for fn in asm.functions:
        defs = {}
        for it in fn.items:
            if it.kind == 'insn':
                for half in _halves(it.data[0], it.data[1]):
                    toks = [t.strip().lower() for t in half[1].split(',')]
                    if toks and toks[0]:
                        defs.setdefault(toks[0], []).append(half)
        single = {}

        def single_sgpr(r):
            d = defs.get(r)
            c = _smov(d[0][0], d[0][1]) if d is not None and len(d) == 1 else None
            return c[1] if c is not None else None

        def single_extra(r, depth=0):
            d = defs.get(r)
            if depth > 8 or d is None or len(d) != 1:
                return 0
            a = _vadd(d[0][0], d[0][1], single_sgpr)
            if a is None or a[1] == r:
                return 0
            if r not in single:
                single[r] = a[2] + single_extra(a[1], depth + 1)
            return single[r]

        def transfer(items, local, emit):
            for it in items:
                if it.kind != 'insn':
                    continue
                mnem, operands, text = it.data
                base, offs = _ds_offsets(mnem, operands)
                if base is not None:
                    extra = local[base] if base in local else single_extra(base)
                    if emit:
                        for off in offs:
                            tag = tag_of_offset(off + extra)
                            if tag is not None:
                                out.append(ReadInstance(fn.name, it.line, tag,
                                                        off + extra, text))
                    continue
                for hmnem, hops in _halves(mnem, operands):
                    toks = [t.strip().lower() for t in hops.split(',')]
                    dst = toks[0] if toks and toks[0] else None
                    if dst is None:
                        continue
                    a = _vadd(hmnem, hops, lambda r: local[r] if r in local
                              else single_sgpr(r))
                    c = _smov(hmnem, hops)
                    if a is not None:
                        src_extra = local[a[1]] if a[1] in local else \
                            single_extra(a[1])
                        local[dst] = src_extra + a[2]
                    elif c is not None:
                        # An SGPR's value (its key, sN, is no address
                        # register's).
                        local[dst] = c[1]
                    else:
                        local.pop(dst, None)

        # register -> immediate added, at each block's entry: what every
        # predecessor reaching it agrees on (a forward dataflow over the
        # CFG: SILoadStoreOptimizer's rebased address register may be set
        # in a loop's preheader and redefined elsewhere in the function).
        ins = agreeing_entry_states(
            fn.blocks, lambda b, local: transfer(b.items, local, emit=False))
        # A block the CFG copies (asm.apply_constant_branches) is read
        # once, with what all its copies agree on.
        by_origin = {}
        for b, state in zip(fn.blocks, ins):
            if state is None:
                continue
            if b.origin not in by_origin:
                by_origin[b.origin] = (b, dict(state))
            else:
                agreed = by_origin[b.origin][1]
                for k in [k for k, v in agreed.items() if state.get(k) != v]:
                    del agreed[k]
        for origin in sorted(by_origin):
            b, state = by_origin[origin]
            transfer(b.items, state, emit=True)
    return out


# --------------------------------------------------------------------------
# The verdict
# --------------------------------------------------------------------------

class Finding:
    """A tagged read the assembly gets wrong."""

    def __init__(self, req, what, instance=None):
        self.req = req
        self.what = what
        self.instance = instance

    def text(self):
        r = self.req.read
        where = "IR line %d" % r.line
        s = "%s: LDS read tagged %d (after wait_asyncmark(%d), %s)" % (
            self.req.func, self.req.tag, r.n, where)
        if self.instance is not None:
            s += " at asm line %d" % self.instance.line
        return s + ": " + self.what


class Verdict:
    """The oracle's result on one compilation: findings, and how many
    tagged reads and read instances it judged."""

    def __init__(self):
        self.findings = []
        self.reads = 0
        self.instances = 0
        self.unknown = 0        # reads with a tag's remainder but not its offset
        self.missing = 0        # tagged reads without an instance
        self.ambiguous = 0      # twins not judged: an instance unattributed
        self.empty = 0          # after a wait that waits for nothing


def judge(ir_text, asm_lines, mcpu, counted_only=is_sync_dma, twins_judged=True):
    """The read-order verdict on one compilation: the kernel as written
    (text) and its assembly (lines). Raises asm.InputError on assembly it
    cannot read."""
    v = Verdict()
    reqs = requirements(ir_text)
    if not reqs:
        return v
    asm = probe_mod.Assembly(asm_lines, mcpu)
    insts = asm_reads(asm)
    by_tag = {}
    ambiguous = set()
    for i in insts:
        q = reqs.get((i.func, i.tag))
        if q is not None and q.matches(i):
            by_tag.setdefault((i.func, i.tag), []).append(i)
        else:
            v.unknown += 1
            ambiguous.add((i.func, i.tag))
    probes = []
    for key, ins in by_tag.items():
        q = reqs[key]
        for i in ins:
            probes.append(probe_mod.Probe(i.func, i.line, q.read.n,
                                          anchor_marks=q.read.min_marks,
                                          anchor_max_marks=q.read.max_marks, key=(key, i)))
    probe_mod.probe(asm, probes, counted_only)
    results = {}
    for p in probes:
        results.setdefault(p.key[0], []).append((p.key[1], p))
    for key in sorted(reqs, key=lambda k: (k[0], k[1])):
        q = reqs[key]
        after_dma = q.read.max_marks_after_dma
        if not q.read.rebased and (
                (q.read.max_marks is not None and q.read.max_marks <= q.read.n) or
                (after_dma is not None and after_dma <= q.read.n)):
            # At most N marks on any path, or at most N after any LDS DMA:
            # the (N+1)-th newest mark stands for no DMA, the wait waits for
            # nothing and orders nothing (the plugin leaves LDS accesses
            # free to move across it), so the read may be anywhere its data
            # allows.
            v.empty += 1
            continue
        v.reads += 1
        got = results.get(key, [])
        v.instances += len(got)
        if not got:
            # Dead code (the generator's uniform conditions can contradict
            # each other, and LLVM drops the arm); a merge leaves the
            # instance of the read merged into (only twins share an
            # address), which is judged.
            v.missing += 1
            continue
        bad = []
        for inst, p in got:
            if not p.reached:
                continue
            if p.min_marks < q.read.min_marks:
                bad.append(Finding(q, "a path reaches it with %d mark%s, the IR has at "
                                   "least %d on every path to it: moved above a mark"
                                   % (p.min_marks, "" if p.min_marks == 1 else "s",
                                      q.read.min_marks), inst))
            elif p.pending:
                name, ctr, need = p.pending[0]
                below = "" if not p.shift else \
                    " (it is below %d mark%s more than in the IR: the %d newest there)" % (
                        p.shift, "" if p.shift == 1 else "s", q.read.n + p.shift)
                bad.append(Finding(q, "the DMAs of a group older than the %d newest%s may "
                                   "still be pending on some path%s: %s(%d) needed before it"
                                   % (q.read.n, below, "" if name is None else " (%s)" % name,
                                      ctr, need), inst))
        ok = len(got) - len(bad)
        if q.loads > 1:
            # A read and its twin: one instance must meet the requirement;
            # not judged when a read with the tag's remainder could not be
            # attributed (it may be the one that meets it).
            if bad and ok == 0 and key not in ambiguous and twins_judged:
                v.findings.append(bad[0])
            elif bad and ok == 0:
                v.ambiguous += 1
        else:
            v.findings += bad
    return v


def failures(ir_path, asm_text, cpu, codegen_olevel="3"):
    """Failure details of one compilation, and the Verdict.
    codegen_olevel: the code generator's -O level. At -O0 a read's address
    is often computed into a register (and spilled) instead of folded into
    the DS offset, so the read after a wait may have no recognisable
    instance while its twin before the wait has one: twins are then not
    judged (a read merged into its twin is caught at -O3)."""
    with open(ir_path, errors="replace") as f:
        ir = f.read()
    try:
        v = judge(ir, asm_text.split("\n"), cpu,
                  twins_judged=str(codegen_olevel).lstrip("O") != "0")
    except InputError as e:
        v = Verdict()
        v.findings.append(None)
        return ["the read-order oracle cannot read the assembly: line %d: %s"
                % (e.line, e.msg)], v
    return [f.text() for f in v.findings], v
