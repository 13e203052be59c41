"""The checker's dataflow asked at any instruction of the assembly: are the
groups older than the n newest complete there, on every path?

asyncmark-check asks that question at each `; wait_asyncmark(N)` marker
(and then drops the older marks, as the wait's semantics says). A probe
asks it at an instruction instead, with an N that comes from elsewhere
(the fuzzer's read-order oracle takes it from the IR as written): the
plugin's wait markers are left out, so nothing is dropped by fiat and
the answer is the hardware's alone, the s_waitcnt vmcnt (gfx1250:
s_wait_asynccnt, s_wait_tensorcnt) executed before the instruction on each
path, with in-order completion per stream. Group boundaries are the
`; asyncmark` markers, as for the checker (the checker's --ir mode checks
them against the IR).

The analysis is waitflow's (Flow): exact, the minimum over every path of
the targeted group's level. A probe is a WaitMarker in a window of its own
right before its instruction, so every wait before the instruction, the
ones right before it included, has acted. A probe drops no mark: unlike
a wait, it only asks, so a probe that fails does not make the groups it
asked about complete for the probes after it (the read-order oracle's
twins: a read hoisted right behind its twin, both above their wait, is
judged on its own).

The CFG is the checker's: without the edges scalar constants rule out
(asm.apply_constant_branches), so a flow block's never-taken edge adds no
path with fewer or more marks. A probe in a copied block is asked in each
copy: its answers are over all of them.

Besides the levels, each probe gets the fewest marks on any path from the
function entry to it (shortest paths over the CFG, marks as weights); with
an anchor (the fewest the program has there), an instruction moved below
marks is asked about the same groups, counted from its new place (see
Probe).
"""

import heapq

from . import targets as target_facts
from . import waitflow
from .asm import (InputError, Target, WaitMarker, analyze_callees,
                  apply_constant_branches, build_cfg, build_feasible_cfgs,
                  count_callee_transfers, lex, split_functions)


class Probe:
    """One question: at the instruction on `line` of function `func`, are
    the groups older than the `n` newest complete?

    anchor_marks (optional): the fewest marks the program has on a path to
    the question's own point. Where the instruction sits below more marks
    than that (min_marks - anchor_marks = shift > 0: it was moved below
    marks, or the machine CFG has no path as short as the program's), the
    groups asked about are those older than the n + shift newest: the same
    groups, counted from the instruction's place.

    anchor_max_marks (optional): the most marks the program has on a path
    there (None: unbounded). Where a path reaches the instruction with
    more marks than that (max_marks - anchor_max_marks, both bounded),
    the shift is at least that much: the machine CFG has paths the
    program does not (AMDGPU's structurizer joins the arms of a uniform
    branch through a flow block), and the groups are counted from the
    far end of those. A larger shift asks about older groups: weaker,
    never wrong.

    The answers: reached (some path from the entry gets there), min_marks
    and max_marks (the fewest and most marks on a path to it; max_marks
    None if unbounded), shift, pending
    (the LDS-writing streams whose targeted group may be pending on some
    path: [(stream name or None, counter, the loosest count that would
    complete it)])."""

    def __init__(self, func, line, n, anchor_marks=None, anchor_max_marks=None, key=None):
        self.func = func
        self.line = line
        self.n = n
        self.anchor_marks = anchor_marks
        self.anchor_max_marks = anchor_max_marks
        self.key = key          # the caller's
        self.reached = False
        self.pending = []
        self.min_marks = None
        self.max_marks = None
        self.shift = 0

    @property
    def holds(self):
        return not self.pending


class Assembly:
    """Lexed assembly: its target and functions (asm.Function, with the
    CFG the checker reads: build_cfg's without the edges no execution
    takes, asm.apply_constant_branches; probe() builds it again)."""

    def __init__(self, text_lines, mcpu):
        lx = lex(text_lines)
        try:
            self.target = Target(mcpu or lx.declared_target or 'gfx950')
        except ValueError as e:
            raise InputError(0, str(e))
        self.functions = split_functions(lx)
        analyze_callees(self.functions, self.target)
        # The CFGs, and gfx1250 calls, as the checker reads them: resolved
        # over the CFG, with the transfers each callee issues on every path.
        build_feasible_cfgs(self.functions, self.target, [0])
        count_callee_transfers(self.functions, self.target)


def lds_writing_streams(target):
    """The streams whose transfers write LDS: everything on vmcnt targets
    (one stream of LDS DMA); on gfx1250 the loads to LDS and the tensor
    stream (it holds tensor loads to LDS), not the stores from LDS."""
    if target.is_vmcnt:
        return list(range(target.nstreams))
    fams = target_facts.table()["dma_families"]
    reads = sorted({bool(fams[f].get("reads_lds", False))
                    for f in target.generation.async_families})
    out = [reads.index(False)] if False in reads else []
    if target.tensor_stream is not None:
        out.append(target.tensor_stream)
    return out


def probe(asm, probes, counted_only=None):
    """Answers the probes (their func and line name an instruction of
    `asm`, an Assembly; a probe whose line is no instruction is left
    unreached). counted_only(text): a DMA that is no group member (an
    ordinary DMA: the fuzzer tells them by their aux bits), taken as an
    ordinary counted vector memory op. Returns probes."""
    target = asm.target
    by_func = {}
    for p in probes:
        by_func.setdefault(p.func, {}).setdefault(p.line, []).append(p)
    writers = lds_writing_streams(target)
    ns = target.nstreams
    wid = [0]
    for fn in asm.functions:
        at = by_func.get(fn.name)
        if not at:
            continue
        # The plugin's wait markers are not used: the probes say what is
        # needed. Rebuilt for every call (build_cfg sets the blocks).
        fn.items = [it for it in fn.items if it.kind != 'wmark']
        fn.waits = []
        build_cfg(fn, target, [0])
        # The paths the checker reads: no edge that no execution takes
        # (the structurizer's flow blocks branch on constants), so no path
        # that skips an arm's marks; and no path only a wave without an
        # active lane takes (its reads read nothing).
        apply_constant_branches(fn, active_lanes=True)
        # {id(probe): (probe, its WaitMarker, [its blocks])}: a block the
        # CFG copies holds the probe once per copy.
        markers = {}
        windows = []
        for b in fn.blocks:
            events = []
            for ev in b.events:
                if ev[0] == 'op' and ev[1] == 'dma' and counted_only is not None \
                        and target.is_vmcnt and counted_only(ev[3]):
                    ev = ('op', 'vm', ev[2], ev[3])
                if ev[0] == 'real' and ev[1] in at:
                    subs = []
                    for p in at[ev[1]]:
                        if id(p) not in markers:
                            markers[id(p)] = (p, WaitMarker(wid[0], ev[1], p.n,
                                                            fn.name, drops=False), [])
                            wid[0] += 1
                        w = markers[id(p)][1]
                        markers[id(p)][2].append(b.id)
                        subs.append(('wmark', w))
                    windows.append(subs)
                    events.append(('window', None, subs, ev[1], (None,) * ns))
                events.append(ev)
            b.events = events
        if not markers:
            continue
        # The fewest and most marks on a path to each probe (over its
        # copies), and the shift.
        min_in = min_marks_in(fn)
        max_in = max_marks_in(fn)
        for p, w, bs in markers.values():
            fewest = most = None
            unbounded = False
            for b in bs:
                if min_in[b] is None:
                    continue
                before = marks_before(fn.blocks[b], w)
                n = min_in[b] + before
                fewest = n if fewest is None else min(fewest, n)
                if max_in[b] is None:
                    unbounded = True
                else:
                    n = max_in[b] + before
                    most = n if most is None else max(most, n)
            if fewest is None:
                continue
            p.reached = True
            p.min_marks = fewest
            p.max_marks = None if unbounded else most
            if p.anchor_marks is not None:
                p.shift = max(0, p.min_marks - p.anchor_marks)
            if p.anchor_max_marks is not None and p.max_marks is not None:
                p.shift = max(p.shift, p.max_marks - p.anchor_max_marks)
            w.n = p.n + p.shift
        for subs in windows:
            subs.sort(key=lambda sub: -sub[1].n)
        fn.max_n = max(w.n for _, w, _ in markers.values())
        flow = waitflow.Flow(fn, target)
        flow.check_monotone()
        L = flow.L
        for p, w, bs in markers.values():
            if not p.reached:
                continue
            # Per stream, the loosest count over the probe's copies.
            needs = [None] * ns
            for b in bs:
                if min_in[b] is None:
                    continue
                if not flow.reached(b):
                    raise waitflow.InternalError(
                        "line %d: reached by the mark count but not by the dataflow"
                        % w.line)
                levels = flow.levels(w, b)
                for s in writers:
                    need = L.need(levels[s])
                    if need is not None and (needs[s] is None or need < needs[s]):
                        needs[s] = need
            for s in writers:
                if needs[s] is not None:
                    p.pending.append((target.stream_name(s),
                                      target.stream_counter_name(s), needs[s]))
    return probes


def block_marks(block):
    return sum(1 for ev in block.events if ev[0] == 'window'
               for kind, _ in ev[2] if kind == 'mark')


def marks_before(block, w):
    """The marks of block before the window of marker w."""
    n = 0
    for ev in block.events:
        if ev[0] != 'window':
            continue
        for kind, x in ev[2]:
            if kind == 'wmark' and x is w:
                return n
            if kind == 'mark':
                n += 1
    raise waitflow.InternalError("probe at line %d not in its block" % w.line)


def longest(nblocks, succs, weight, start=0):
    """The most weight on a path from start to each node's entry (None:
    unreached or unbounded, a cycle with weight reaches it)."""
    dist = [None] * nblocks
    dist[start] = 0
    for _ in range(nblocks + 1):
        changed = False
        for b in range(nblocks):
            if dist[b] is None:
                continue
            out = dist[b] + weight[b]
            for s in succs[b]:
                if dist[s] is None or out > dist[s]:
                    dist[s] = out
                    changed = True
        if not changed:
            return dist
    # Still growing: the nodes a positive cycle reaches are unbounded.
    grow = set(b for b in range(nblocks) if dist[b] is not None)
    bounded = longest_bounded(nblocks, succs, weight, dist, grow)
    return bounded


def longest_bounded(nblocks, succs, weight, dist, reached):
    """dist with None for every node reachable from a cycle of positive
    weight (Tarjan's components)."""
    index, low, on, stack, comp = {}, {}, set(), [], {}
    counter = [0]

    def strong(v):
        work = [(v, iter(succs[v]))]
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        while work:
            u, it = work[-1]
            for x in it:
                if x not in index:
                    index[x] = low[x] = counter[0]
                    counter[0] += 1
                    stack.append(x)
                    on.add(x)
                    work.append((x, iter(succs[x])))
                    break
                if x in on:
                    low[u] = min(low[u], index[x])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[u])
                if low[u] == index[u]:
                    c = []
                    while True:
                        x = stack.pop()
                        on.discard(x)
                        c.append(x)
                        if x == u:
                            break
                    for x in c:
                        comp[x] = c

    for v in reached:
        if v not in index:
            strong(v)
    seeds = [v for v in reached
             if (len(comp[v]) > 1 or v in succs[v]) and
             any(weight[x] > 0 for x in comp[v])]
    bad = set(seeds)
    work = list(seeds)
    while work:
        u = work.pop()
        for x in succs[u]:
            if x not in bad:
                bad.add(x)
                work.append(x)
    return [None if b in bad else dist[b] for b in range(nblocks)]


def max_marks_in(fn):
    """The most marks on any path from the entry to each block's entry
    (None: unreached, or a cycle with marks reaches it)."""
    blocks = fn.blocks
    return longest(len(blocks), [b.succs for b in blocks],
                   [block_marks(b) for b in blocks])


def min_marks_in(fn):
    """The fewest marks on any path from the entry to each block's entry
    (None: unreached): shortest paths, a block's marks its weight."""
    blocks = fn.blocks
    dist = [None] * len(blocks)
    dist[0] = 0
    heap = [(0, 0)]
    while heap:
        d, b = heapq.heappop(heap)
        if d > dist[b]:
            continue
        out = d + block_marks(blocks[b])
        for s in blocks[b].succs:
            if dist[s] is None or out < dist[s]:
                dist[s] = out
                heapq.heappush(heap, (out, s))
    return dist
