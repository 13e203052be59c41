"""The wait analysis of asyncmark-check: an exact dataflow over the
reconstructed CFG, and a witness path for each of its results.

The question at a marker `; wait_asyncmark(N)` is, for every path from the
function entry: which count would the targeted group (the (N+1)-th newest
mark's) need, and does the wait in effect complete it. The checker reports
the minimum of that count over all paths (the loosest safe count) and
whether some path violates. Both follow from one number per path and
stream, the targeted group's *level*, so the analysis computes the
minimum level over all paths, at every marker, by a dataflow.

Levels (one stream; gfx1250 has three, analysed side by side: loads to
LDS and stores from LDS, both waited by s_wait_asynccnt, and tensor ops,
waited by s_wait_tensorcnt; a wait acts on the streams of its counter
only, and a marker's need is computed per counter, the minimum over that
counter's streams). A group is a set of DMAs: a mark's (every DMA before
the mark), or `cur` (every DMA so far). Its level on one path is, worst
first:

  FLAT (0)       a pending member has a flat op issued after it: only a
                 wait for 0 completes it;
  1 + c          the newest pending member has c counted ops of its stream
                 issued after it (c is clamped at the counter's field
                 maximum, 63: every real wait is at most 62, so larger
                 counts behave the same);
  DONE           every member is complete (or there is no such group).

The count a group needs is 0 for FLAT, min(c, 62) for 1 + c, none for
DONE: a monotone function of the level. Every event is a monotone map of
the levels: a counted op (+1, clamped), a flat op (anything pending
becomes FLAT), a wait for k (1 + c with c >= k becomes DONE; k = 0: all
DONE), a call (all DONE, where calls complete the counter: gfx9/gfx10), a
DMA (the marks' levels +1; cur becomes 1 + 0 unless FLAT). A gfx1250 call
whose callee may leave transfers in flight ('ucall': an unknown number,
of unknown kind, that join the open group) makes cur FLAT in each stream
the callee may touch (a constant map, monotone) and leaves the marks
alone (transfers pending at the call keep their counts: each stream
completes in order and the callee only adds ops); a call whose callee
issues none (asm.analyze_callees) is no event. A mark pushes cur's
level as the newest mark; `wait_asyncmark(N)` reads the level at age N
(0 = newest) and makes every older mark DONE (dropped). Ages with no mark
are DONE, which behaves exactly like a dropped mark. So a path's state is
cur's level and the vector of the marks' levels by age, and every event
acts on it coordinate by coordinate with monotone maps (a mark moves every
coordinate one age up).

Exactness of the join. On a chain, a monotone map commutes with the
minimum: f(min(x, y)) = min(f(x), f(y)). Hence the elementwise minimum of
the states of any set of paths, pushed through any event, is the
elementwise minimum of the pushed states: the dataflow with the
elementwise minimum as the join computes, at every program point, exactly
the minimum over all paths of each coordinate (the join over all paths,
since the lattice is finite and the transfer distributive). The level at
age N at a marker, and so the need (monotone in the level), is therefore
the minimum over every path, and some path violates exactly when that
minimum needs less than the emitted wait. Nothing is approximated: the
targeted group is aligned by age on every path, which is what "the
(N+1)-th newest mark" means. Ages at or above max N + 1 are never read
(ages only grow until dropped), so they are DONE from the start (T).

Representation. On one path, an older mark's group is a subset of a newer
one's, and cur's contains them all, so the levels never decrease with age
(cur <= age 0 <= age 1 ...); the elementwise minimum keeps that. A
non-decreasing vector over at most 66 levels is given by its thresholds
t[v] = the first age whose level is >= v, one integer per level, whatever
the number of marks. The maps above act on thresholds as t'[v] = t[u(v)]
(u(v) the least level that the map sends to >= v), a mark as t'[v] =
t[v] + 1 (or 0 where cur's level is >= v), a drop at N as min(t[v], N),
and the join as the elementwise maximum. A block is summarised once as
out[v] = constant, or min(j + in[u(v)], Z) with j its marks and Z its
drop, so visiting a block costs 66 operations per stream, however long it
is. cur's level does not depend on the marks, so it is computed first by
its own (small, finite) dataflow; a mark pushes the minimum of cur over
the paths, which is exact for the same reason (min commutes with the
push).

Termination and speed. A threshold can only grow, up to T. Where a loop
adds marks, it grows by one per trip, and where a loop adds counted ops,
level v's threshold follows level v - 1's one trip later. So when a
threshold of a loop head (a depth-first back edge's target: every cycle
has one) has grown 4, 8, 16, ... times, the chain of predecessors that
raised it is followed: if it closes into a cycle that adds marks (sum of
j > 0), the cycle's node is set to the value that going round it
repeatedly reaches (the smallest cap along it), and the values are then
carried forward along the whole chain at once. Every value set is that of
a real walk, so the result stays the least fixpoint: exact, not widened.

Copied blocks. Where the CFG copies a block per set of scalar constants
reaching it (asm.apply_constant_branches), a marker in it is in every
copy; each copy is a block of its own here, and the marker's result is
the combination over them: the minimum level (the loosest count), a
violation where any copy has one.

Witnesses. Each result comes with a path that realises it (the loosest
count, a violation), replayed by the checker's concrete simulation. First
a direct path is built backwards from the dataflow's result (always
exists, any length; repeated trips round a loop are repeated, not searched
again; not built past MAX_WITNESS blocks); then a breadth-first search
over single paths' states (the first it finds is the shortest path,
lexicographically first among the shortest by successor order: the
checker's earlier search, whose paths every test has) replaces it when it
finishes within its budget. Witness paths share prefixes (PathTree).
"""

import array
import bisect
import collections
import collections.abc
import heapq


class InternalError(Exception):
    pass


# --------------------------------------------------------------------------
# Levels
# --------------------------------------------------------------------------

FLAT = 0


class Levels:
    """The chain of levels of one target and its maps (tuples indexed by
    level)."""

    def __init__(self, cap, wait_max):
        self.cap = cap                   # the field maximum: counts clamp here
        self.wait_max = wait_max         # the largest real wait
        self.DONE = cap + 2
        self.n = cap + 3
        n, done = self.n, self.DONE
        self.ident = tuple(range(n))
        self.flat = tuple(done if x == done else FLAT for x in range(n))
        self.all_done = (done,) * n
        self._inc = {}
        self._wait = {}

    def inc(self, m):
        """m counted ops: 1 + c -> 1 + min(c + m, cap)."""
        m = min(m, self.cap + 1)
        g = self._inc.get(m)
        if g is None:
            top = self.cap + 1
            g = tuple(x if x == FLAT or x == self.DONE else min(x + m, top)
                      for x in range(self.n))
            self._inc[m] = g
        return g

    def wait(self, k):
        """A wait for k: 1 + c with c >= k completes; k = 0 completes all."""
        g = self._wait.get(k)
        if g is None:
            if k == 0:
                g = self.all_done
            else:
                g = tuple(self.DONE if 1 + k <= x <= self.cap + 1 else x
                          for x in range(self.n))
            self._wait[k] = g
        return g

    def need(self, lv):
        """The count a group at level lv needs (None: nothing)."""
        if lv == self.DONE:
            return None
        if lv == FLAT:
            return 0
        return min(lv - 1, self.wait_max)

    def bound(self, k):
        """The largest level whose need is at most k."""
        if k >= self.wait_max:
            return self.cap + 1
        return k + 1


def compose(g, h):
    """g after h."""
    return tuple([g[x] for x in h])


# Runs: a non-decreasing vector of levels by age as [[level, count], ...],
# newest first, DONE ages left out (they are the oldest).

def map_runs(runs, g, done):
    out = []
    for lv, cnt in runs:
        lv = g[lv]
        if lv == done:
            break
        if out and out[-1][0] == lv:
            out[-1][1] += cnt
        elif out and out[-1][0] > lv:
            raise InternalError("a map broke the order of levels by age")
        else:
            out.append([lv, cnt])
    return out


def push_run(runs, lv, done):
    """A new newest age at level lv (lists in runs are modified)."""
    if lv == done:
        if runs:
            raise InternalError("a mark newer than a pending one is complete")
        return
    if runs and runs[0][0] < lv:
        raise InternalError("cur is above the newest mark")
    if runs and runs[0][0] == lv:
        runs[0][1] += 1
    else:
        runs.insert(0, [lv, 1])


def cut_runs(runs, n):
    """Keeps the n newest ages."""
    total = 0
    for i, r in enumerate(runs):
        if total + r[1] >= n:
            keep = n - total
            del runs[i + 1:]
            if keep:
                r[1] = keep
            else:
                del runs[i]
            return
        total += r[1]


def runs_level(runs, a, done):
    total = 0
    for lv, cnt in runs:
        total += cnt
        if a < total:
            return lv
    return done


def thresholds_level(t, a):
    """The level at age a of the vector with thresholds t."""
    return bisect.bisect_right(t, a) - 1


# --------------------------------------------------------------------------
# One path
# --------------------------------------------------------------------------

class Ctx:
    def __init__(self, fn, target):
        self.L = Levels(target.field_max, target.wait_max)
        self.ns = target.nstreams
        self.calls_complete = target.calls_complete
        self.stream_counter = list(target.stream_counter)
        self.nc = len(target.counters)
        self.T = fn.max_n + 1


def sim_block(ctx, block, cur, marks, on_query=None, upto=None):
    """Runs block on one path's state: cur (a level per stream) and marks
    (runs per stream), both modified. on_query(w, levels) at each wait
    marker; upto: stop after querying that marker (returns True)."""
    L = ctx.L
    done = L.DONE
    ns = ctx.ns
    for ev in block.events:
        tag = ev[0]
        if tag == 'real':
            continue
        if tag == 'op':
            kind = ev[1]
            if kind == 'dma':
                s = ev[4]
                marks[s] = map_runs(marks[s], L.inc(1), done)
                if cur[s] != FLAT:
                    cur[s] = 1
            elif kind == 'vm':
                g = L.inc(1)
                marks[0] = map_runs(marks[0], g, done)
                cur[0] = g[cur[0]]
            elif kind in ('flat', 'flatnc'):
                g = L.flat
                for s in range(ns):
                    marks[s] = map_runs(marks[s], g, done)
                    cur[s] = g[cur[s]]
            elif kind == 'call' and ctx.calls_complete:
                for s in range(ns):
                    marks[s] = []
                    cur[s] = done
            elif kind == 'ucall':
                for s in ev[4]:
                    cur[s] = FLAT
            continue
        _, _, subs, _, waits = ev
        for kind, x in subs:
            if kind == 'mark':
                for s in range(ns):
                    push_run(marks[s], cur[s], done)
                    cut_runs(marks[s], ctx.T)
            else:
                n = x.n
                if on_query is not None:
                    on_query(x, [runs_level(marks[s], n, done)
                                 for s in range(ns)])
                if x is upto:
                    return True
                for s in range(ns):
                    cut_runs(marks[s], n)
        for s in range(ns):
            if waits[s] is not None:
                g = L.wait(waits[s])
                marks[s] = map_runs(marks[s], g, done)
                cur[s] = g[cur[s]]
    return False


def sim_cur(ctx, block, cur):
    """cur's levels only (they do not depend on the marks)."""
    L = ctx.L
    done = L.DONE
    for ev in block.events:
        tag = ev[0]
        if tag == 'real':
            continue
        if tag == 'op':
            kind = ev[1]
            if kind == 'dma':
                s = ev[4]
                if cur[s] != FLAT:
                    cur[s] = 1
            elif kind == 'vm':
                cur[0] = L.inc(1)[cur[0]]
            elif kind in ('flat', 'flatnc'):
                cur[:] = [L.flat[c] for c in cur]
            elif kind == 'call' and ctx.calls_complete:
                cur[:] = [done] * len(cur)
            elif kind == 'ucall':
                for s in ev[4]:
                    cur[s] = FLAT
        else:
            for s, k in enumerate(ev[4]):
                if k is not None:
                    cur[s] = L.wait(k)[cur[s]]
    return cur


# --------------------------------------------------------------------------
# Block summaries (for the dataflow)
# --------------------------------------------------------------------------

class Summary:
    """One stream of a block, for the marks entering it at level vector m:
    out[a] = DONE for a >= Z; consts[a] for a < j; h(m[a - j]) otherwise.
    With thresholds: out[v] = ct[v] if ct[v] is not None, else
    min(j + in[src[v]], Z)."""
    __slots__ = ('j', 'Z', 'consts', 'h', 'ct', 'src')


def summarize(ctx, block, kin):
    """The block's summaries (one per stream) for cur's levels kin at its
    entry, and its markers' queries: {(block id, marker id): [per stream:
    ('lv', level) or ('in', age, h)]} (the level at age N is level, or
    h(in[age])). A marker is in several blocks where the CFG copies its
    block (asm.apply_constant_branches)."""
    L = ctx.L
    done = L.DONE
    ns = ctx.ns
    T = ctx.T
    cur = list(kin)
    C = [[] for _ in range(ns)]
    H = [L.ident] * ns
    pend = [0] * ns
    j = 0
    Z = T
    queries = {}

    def flush():
        for s in range(ns):
            m = pend[s]
            if m:
                g = L.inc(m)
                C[s] = map_runs(C[s], g, done)
                H[s] = compose(g, H[s])
                pend[s] = 0

    def apply(g, streams=None):
        flush()
        for s in range(ns) if streams is None else streams:
            C[s] = map_runs(C[s], g, done)
            H[s] = compose(g, H[s])
            cur[s] = g[cur[s]]

    for ev in block.events:
        tag = ev[0]
        if tag == 'real':
            continue
        if tag == 'op':
            kind = ev[1]
            if kind == 'dma':
                s = ev[4]
                pend[s] += 1
                if cur[s] != FLAT:
                    cur[s] = 1
            elif kind == 'vm':
                pend[0] += 1
                cur[0] = L.inc(1)[cur[0]]
            elif kind in ('flat', 'flatnc'):
                apply(L.flat)
            elif kind == 'call' and ctx.calls_complete:
                apply(L.all_done)
            elif kind == 'ucall':
                # cur's level only: the marks keep theirs.
                for s in ev[4]:
                    cur[s] = FLAT
            continue
        _, _, subs, _, waits = ev
        flush()
        for kind, x in subs:
            if kind == 'mark':
                j += 1
                Z = min(Z + 1, T)
                for s in range(ns):
                    push_run(C[s], cur[s], done)
                    cut_runs(C[s], min(j, Z))
            else:
                n = x.n
                q = []
                for s in range(ns):
                    if n >= Z:
                        q.append(('lv', done))
                    elif n < j:
                        q.append(('lv', runs_level(C[s], n, done)))
                    else:
                        q.append(('in', n - j, H[s]))
                queries[(block.id, x.id)] = q
                if n < Z and x.drops:
                    Z = n
                    for s in range(ns):
                        cut_runs(C[s], min(j, Z))
        for s in range(ns):
            if waits[s] is not None:
                apply(L.wait(waits[s]), (s,))
    flush()

    sums = []
    n = L.n
    for s in range(ns):
        sm = Summary()
        sm.j, sm.Z, sm.consts, sm.h = j, Z, C[s], H[s]
        jz = min(j, Z)
        ct = [None] * n
        src = [0] * n
        ct[0] = 0
        runs = C[s]
        i = cnt = 0
        x = 0
        h = H[s]
        for v in range(1, n):
            while i < len(runs) and runs[i][0] < v:
                cnt += runs[i][1]
                i += 1
            if cnt < jz:
                ct[v] = cnt
            else:
                while h[x] < v:
                    x += 1
                src[v] = x
        sm.ct, sm.src = ct, src
        sums.append(sm)
    return sums, queries


def apply_summary(sm, tin):
    j, Z = sm.j, sm.Z
    return [c if c is not None else min(j + tin[u], Z)
            for c, u in zip(sm.ct, sm.src)]


# --------------------------------------------------------------------------
# The dataflow
# --------------------------------------------------------------------------

def rpo(fn):
    """Reverse post-order of the blocks reachable from the entry, and the
    targets of the depth-first search's back edges (every cycle has one)."""
    blocks = fn.blocks
    seen = [False] * len(blocks)
    onstack = [False] * len(blocks)
    heads = set()
    order = []
    stack = [(0, iter(blocks[0].succs))]
    seen[0] = onstack[0] = True
    while stack:
        b, it = stack[-1]
        for s in it:
            if not seen[s]:
                seen[s] = onstack[s] = True
                stack.append((s, iter(blocks[s].succs)))
                break
            if onstack[s]:
                heads.add(s)
        else:
            stack.pop()
            onstack[b] = False
            order.append(b)
    order.reverse()
    return order, heads


def pump_due(count):
    """A threshold of a loop head that has grown `count` times is checked
    for a cycle that adds marks at 4, 8, 16, ... times."""
    return count >= 4 and count & (count - 1) == 0


class Flow:
    """The dataflow's results for one function."""

    def __init__(self, fn, target):
        self.fn = fn
        self.target = target
        self.ctx = ctx = Ctx(fn, target)
        self.L = ctx.L
        self.visits = 0
        blocks = fn.blocks
        nb = len(blocks)
        self.preds = [[] for _ in range(nb)]
        for b in blocks:
            for s in b.succs:
                self.preds[s].append(b.id)
        self.order, self.heads = rpo(fn)
        self.rank = [None] * nb
        for i, b in enumerate(self.order):
            self.rank[b] = i
        self._cur()
        self.sums = [None] * nb
        self.queries = {}
        for b in self.order:
            self.sums[b], q = summarize(ctx, blocks[b], self.kin[b])
            self.queries.update(q)
        self._marks()

    def _worklist(self):
        heap = [(0, 0)]
        queued = {0}
        return heap, queued

    def _cur(self):
        """cur's level per stream at each block entry: the minimum over
        paths (None: unreachable)."""
        ctx, blocks = self.ctx, self.fn.blocks
        ns, done = ctx.ns, ctx.L.DONE
        kin = [None] * len(blocks)
        kin[0] = [done] * ns
        heap, queued = self._worklist()
        while heap:
            _, b = heapq.heappop(heap)
            queued.discard(b)
            self.visits += 1
            out = sim_cur(ctx, blocks[b], list(kin[b]))
            for s in blocks[b].succs:
                k = kin[s]
                if k is None:
                    kin[s] = list(out)
                elif any(o < x for o, x in zip(out, k)):
                    kin[s] = [min(o, x) for o, x in zip(out, k)]
                else:
                    continue
                if s not in queued:
                    queued.add(s)
                    heapq.heappush(heap, (self.rank[s], s))
        self.kin = kin

    def _marks(self):
        """The thresholds of the marks' levels per stream at each block
        entry: the maximum over paths (the minimum of the levels)."""
        ctx, blocks, sums = self.ctx, self.fn.blocks, self.sums
        ns, n = ctx.ns, ctx.L.n
        nb = len(blocks)
        tin = [None] * nb
        par = [None] * nb        # per stream, per level: the block that
        cnt = [None] * nb        # raised it last, and how many times
        tin[0] = [[0] * n for _ in range(ns)]
        par[0] = [[-1] * n for _ in range(ns)]
        cnt[0] = [[0] * n for _ in range(ns)]
        heap, queued = self._worklist()
        heads = self.heads
        self.tin, self.par = tin, par
        while heap:
            _, b = heapq.heappop(heap)
            queued.discard(b)
            self.visits += 1
            outs = [apply_summary(sums[b][s], tin[b][s]) for s in range(ns)]
            for sb in blocks[b].succs:
                if tin[sb] is None:
                    tin[sb] = [list(o) for o in outs]
                    par[sb] = [[b] * n for _ in range(ns)]
                    cnt[sb] = [[1] * n for _ in range(ns)]
                    changed = True
                else:
                    changed = False
                    due = []
                    for s in range(ns):
                        o, t = outs[s], tin[sb][s]
                        if o == t:
                            continue
                        for v in range(1, n):
                            if o[v] > t[v]:
                                t[v] = o[v]
                                par[sb][s][v] = b
                                c = cnt[sb][s][v] = cnt[sb][s][v] + 1
                                changed = True
                                if sb in heads and pump_due(c):
                                    due.append((s, v))
                    for s, v in due:
                        for xb in self._accelerate(sb, s, v):
                            if xb not in queued:
                                queued.add(xb)
                                heapq.heappush(heap, (self.rank[xb], xb))
                if changed and sb not in queued:
                    queued.add(sb)
                    heapq.heappush(heap, (self.rank[sb], sb))

    def _accelerate(self, b0, s, v0):
        """Follows the predecessors that raised threshold (b0, s, v0), back
        to a constant, or to a node seen before: a cycle. A cycle that adds
        marks (the sum of its blocks' j is positive) takes its node to the
        value that repeated trips round it reach (the smallest cap along it,
        shifted). Then the values are carried forward along the whole chain
        at once (a loop that adds one level per trip needs one pass, not
        one trip per level). Every value set is the value of a real walk
        from the chain's far end, so the fixpoint stays the least one.
        Returns the blocks whose thresholds rose."""
        par, sums, tin = self.par, self.sums, self.tin
        limit = 4 * len(self.fn.blocks) + 64
        seen = {(b0, v0): 0}
        chain = [(b0, v0)]
        cyc = None
        b, v = b0, v0
        while len(chain) <= limit:
            p = par[b][s][v]
            if p < 0:
                break
            sm = sums[p][s]
            if sm.ct[v] is not None:
                break
            b, v = p, sm.src[v]
            if v == 0:
                break
            if (b, v) in seen:
                cyc = seen[(b, v)]
                break
            seen[(b, v)] = len(chain)
            chain.append((b, v))
        raised = set()
        if cyc is not None:
            # Forward round the cycle from its first node X: through X's
            # own block (into the chain's last node), then back along the
            # chain to X.
            k, cap = 0, None
            for blk, _ in [chain[cyc]] + chain[:cyc:-1]:
                sm = sums[blk][s]
                k += sm.j
                cap = sm.Z if cap is None else min(cap + sm.j, sm.Z)
            xb, xv = chain[cyc]
            t = tin[xb][s]
            if k > 0 and cap > t[xv]:
                t[xv] = cap
                raised.add(xb)
            parent_of_last = chain[cyc]
        else:
            parent_of_last = None
        # Carry the values forward: node i is fed by node i + 1 (the last
        # by X on a cycle) through the term of node i + 1's block.
        for i in range(len(chain) - 1, -1, -1):
            src = chain[i + 1] if i + 1 < len(chain) else parent_of_last
            if src is None:
                continue
            sb, sv = src
            nb, nv = chain[i]
            sm = sums[sb][s]
            val = min(sm.j + tin[sb][s][sv], sm.Z)
            t = tin[nb][s]
            if val > t[nv]:
                t[nv] = val
                raised.add(nb)
        return raised

    # ----------------------------------------------------------------- results

    def reached(self, b):
        return self.kin[b] is not None

    def levels(self, w, b):
        """The minimum over paths of the level at age N at marker w (in
        block b), per stream."""
        out = []
        for s, q in enumerate(self.queries[(b, w.id)]):
            if q[0] == 'lv':
                out.append(q[1])
            else:
                t = self.tin[b][s]
                out.append(q[2][thresholds_level(t, q[1])])
        return out

    def check_monotone(self):
        for b in self.order:
            for t in self.tin[b]:
                if any(t[v] > t[v + 1] for v in range(len(t) - 1)):
                    raise InternalError("block %s: thresholds out of order"
                                        % self.fn.blocks[b].name)


# --------------------------------------------------------------------------
# Witness paths
# --------------------------------------------------------------------------

class PathTree:
    """Witness paths with their common prefixes shared: node i is the path
    of node parent[i] followed by block[i]; node 0 is the entry block."""

    def __init__(self, fn):
        self.parent = array.array('l', [-1])
        self.block = array.array('l', [0])
        self.depth = array.array('l', [1])
        self.block_names = [b.name for b in fn.blocks]

    def add(self, parent, block):
        self.parent.append(parent)
        self.block.append(block)
        self.depth.append(self.depth[parent] + 1)
        return len(self.block) - 1

    def blocks(self, node):
        out = []
        while node >= 0:
            out.append(self.block[node])
            node = self.parent[node]
        out.reverse()
        return out

    def names(self, node):
        return PathNames(self, node)


class PathNames(collections.abc.Sequence):
    """The block names of a path of a PathTree, listed on first use."""

    def __init__(self, tree, node):
        self._tree = tree
        self._node = node
        self._list = None

    def _names(self):
        if self._list is None:
            t = self._tree
            self._list = [t.block_names[b] for b in t.blocks(self._node)]
        return self._list

    def __len__(self):
        return self._tree.depth[self._node]

    def __getitem__(self, i):
        return self._names()[i]

    def __eq__(self, other):
        return list(self) == list(other)

    def __repr__(self):
        return repr(self._names())

    def __reduce__(self):
        return (list, (self._names(),))


def max_le(f, lo, hi, bound):
    """The largest x in [lo, hi] with f(x) <= bound (f non-decreasing,
    f(lo) <= bound); None if f(lo) > bound."""
    if f(lo) > bound:
        return None
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if f(mid) <= bound:
            lo = mid
        else:
            hi = mid - 1
    return lo


# Witness paths are not built past this many blocks (a wait for N marks
# after a long loop that adds one per trip can need N trips round it):
# such a result is reported without a path and is not replayed.
MAX_WITNESS = 1000000


class WitnessTooLong(Exception):
    pass


class Direct:
    """Paths built backwards from the dataflow's result.

    A requirement on one path's state at a block's entry, for one stream s:
    ('c', b, beta): cur's level <= beta; ('m', b, a, beta): the mark at age
    a has a level <= beta. beta >= DONE is no requirement. One step back
    through a predecessor p gives the requirement at p's entry (exactly:
    through a monotone map, a level <= beta is an input level <= the
    largest input that the map sends to <= beta; a mark's age moves down by
    p's marks, and an age below them asks for cur when that mark was made).
    A requirement is satisfiable by some path exactly when the dataflow's
    minimum meets it. Breadth-first search over requirements at a fixed
    age always finds a step that lowers the age (or ends in cur's
    requirements, then in none): the path that realises the minimum does.
    """

    def __init__(self, flow, tree):
        self.flow = flow
        self.tree = tree
        self.ctx = flow.ctx
        self.L = flow.L
        self.blocks = flow.fn.blocks
        self._finv = {}
        self._phiinv = {}
        # Shortest paths from the entry (successors in order), as nodes of
        # the tree.
        node = {0: 0}
        q = collections.deque([0])
        while q:
            b = q.popleft()
            for s in self.blocks[b].succs:
                if s not in node:
                    node[s] = tree.add(node[b], s)
                    q.append(s)
        self.entry_node = node

    def _cur_after(self, b, s, x):
        ns, done = self.ctx.ns, self.L.DONE
        cur = [done] * ns
        cur[s] = x
        return sim_cur(self.ctx, self.blocks[b], cur)[s]

    def finv(self, b, s, beta):
        """Largest cur level at b's entry whose level at its exit is <=
        beta (None: none)."""
        key = (b, s, beta)
        r = self._finv.get(key, -1)
        if r == -1:
            r = max_le(lambda x: self._cur_after(b, s, x), 0, self.L.DONE,
                       beta)
            self._finv[key] = r
        return r

    def _phi(self, b, s, x, age, upto):
        ns, done = self.ctx.ns, self.L.DONE
        cur = [done] * ns
        cur[s] = x
        marks = [[] for _ in range(ns)]
        if upto is None:
            sim_block(self.ctx, self.blocks[b], cur, marks)
            return runs_level(marks[s], age, done)
        got = []
        sim_block(self.ctx, self.blocks[b], cur, marks,
                  on_query=lambda w, lv: got.append(lv[s]) if w is upto
                  else None, upto=upto)
        return got[-1]

    def phiinv(self, b, s, age, beta, upto=None, lo=0):
        """Largest cur level at b's entry for which the mark at `age` at
        b's exit (at marker upto: its query) has a level <= beta, given
        that the marks entering b are all DONE there (age is one of b's
        own marks)."""
        key = (b, s, age, beta, upto)
        r = self._phiinv.get(key, -1)
        if r == -1:
            r = max_le(lambda x: self._phi(b, s, x, age, upto), lo,
                       self.L.DONE, beta)
            self._phiinv[key] = r
        return r

    # Requirements: ('c', b, beta) or ('m', b, age, beta); trivial if
    # beta >= DONE.

    def sat(self, r, s):
        f = self.flow
        if r[0] == 'c':
            k = f.kin[r[1]]
            return k is not None and k[s] <= r[2]
        t = f.tin[r[1]]
        return t is not None and thresholds_level(t[s], r[2]) <= r[3]

    def step(self, r, p, s):
        """The requirement at p's entry that gives r at p's exit (None if
        no state there gives it)."""
        done = self.L.DONE
        if r[0] == 'c':
            beta = self.finv(p, s, r[2])
            return None if beta is None else ('c', p, beta)
        _, _, a, beta = r
        sm = self.flow.sums[p][s]
        if a >= sm.Z:
            return None
        if a < sm.j:
            beta2 = self.phiinv(p, s, a, beta)
            return None if beta2 is None else ('c', p, beta2)
        h = sm.h
        if h[0] > beta:
            return None
        x = 0
        while x + 1 < len(h) and h[x + 1] <= beta:
            x += 1
        if x >= done:
            return ('c', p, done)
        return ('m', p, a - sm.j, x)

    def find(self, w, b, s, lam):
        """A path (a node of the tree: entry first, ending in b) on which
        the level at marker w in stream s is <= lam; the dataflow says one
        exists."""
        done = self.L.DONE
        q = self.flow.queries[(b, w.id)][s]
        if q[0] == 'lv':
            k = self.flow.kin[b][s]
            if k == done:
                return self.entry_node[b]
            beta = self.phiinv(b, s, w.n, lam, upto=w, lo=k)
            if beta is None:
                raise InternalError("marker at line %d: no cur level gives "
                                    "the dataflow's level" % w.line)
            req = ('c', b, beta)
        else:
            h = q[2]
            x = None
            for y in range(len(h)):
                if h[y] <= lam:
                    x = y
            if x is None:
                raise InternalError("marker at line %d: no level gives the "
                                    "dataflow's level" % w.line)
            req = ('c', b, done) if x >= done else ('m', b, q[1], x)
        chain = array.array('l', [b])
        slack = array.array('l', [0])
        laps = {}
        while req[2 if req[0] == 'c' else 3] < done:
            seg, sl, nreq = self._segment(req, s)
            chain.extend(seg)
            slack.extend(sl)
            req = nreq
            if len(chain) > MAX_WITNESS:
                raise WitnessTooLong()
            if req[0] != 'm':
                continue
            key = (req[1], req[3])
            if key in laps:
                a0, pos = laps[key]
                k = a0 - req[2]
                r = min(slack[pos:]) // k if k > 0 else 0
                if r > 0:
                    lap = chain[pos:]
                    if len(chain) + len(lap) * r > MAX_WITNESS:
                        raise WitnessTooLong()
                    chain += lap * r
                    slack += array.array('l', [0]) * (len(lap) * r)
                    req = ('m', req[1], req[2] - r * k, req[3])
                    laps = {}
                    continue
            laps[key] = (req[2], len(chain))
        node = self.entry_node[chain[-1]]
        for blk in chain[-2::-1]:
            node = self.tree.add(node, blk)
        return node

    def _segment(self, start, s):
        """Breadth-first from requirement `start` over steps that keep its
        age, to the first step that lowers it, moves to cur or ends the
        requirements. Returns the blocks stepped through (backwards), their
        slack (age minus the block's marks) and the new requirement."""
        done = self.L.DONE
        flow = self.flow
        parent = {start: None}
        queue = collections.deque([start])
        while queue:
            r = queue.popleft()
            for p in self.flow.preds[r[1]]:
                if not flow.reached(p):
                    continue
                nr = self.step(r, p, s)
                if nr is None:
                    continue
                if nr[0] == 'c' and nr[2] >= done:
                    progress = True
                elif nr[0] == 'm' and nr[3] >= done:
                    nr = ('c', p, done)
                    progress = True
                elif not self.sat(nr, s):
                    continue
                else:
                    progress = (r[0] == 'm' and
                                (nr[0] == 'c' or nr[2] < r[2]))
                if progress:
                    seg, sl = [p], [self._slack(r, p, s)]
                    while parent[r] is not None:
                        r, q = parent[r]
                        seg.append(q)
                        sl.append(self._slack(r, q, s))
                    seg.reverse()
                    sl.reverse()
                    return seg, sl, nr
                if nr not in parent:
                    parent[nr] = (r, p)
                    queue.append(nr)
        raise InternalError("no witness step back from %r" % (start,))

    def _slack(self, r, p, s):
        if r[0] != 'm':
            return 0
        return r[2] - self.flow.sums[p][s].j


def bfs_witnesses(flow, tree, targets, max_states, max_depth):
    """Breadth-first over (block, one path's state), as far as max_depth
    blocks and max_states states: for each target (w, want, bound, c) the
    first node whose path meets it ('need': counter c's need <= bound;
    'viol': a need of counter c below its emitted wait) is the shortest
    such path, lexicographically first by successor order. Returns
    ({(w id, want, c): tree node}, states)."""
    ctx, blocks, L = flow.ctx, flow.fn.blocks, flow.L
    ns, done = ctx.ns, L.DONE
    want = {}
    sc = ctx.stream_counter
    for w, kind, bound, c in targets:
        want.setdefault(w.id, []).append((w, kind, bound, c))
    found = {}
    left = len(targets)
    start = (0, ((done,) * ns, ((),) * ns))
    parent = {start: None}
    depth = {start: 1}
    queue = collections.deque([start])

    tnode = {start: 0}

    def path_to(node):
        todo = []
        while node not in tnode:
            todo.append(node)
            node = parent[node]
        t = tnode[node]
        for nd in reversed(todo):
            t = tnode[nd] = tree.add(t, nd[0])
        return t

    events = 0
    while queue and left and events <= MAX_BFS_EVENTS:
        node = queue.popleft()
        bid, (cur, marks) = node
        events += len(blocks[bid].events) + 1
        cur = list(cur)
        marks = [[list(r) for r in m] for m in marks]
        hits = []

        def on_query(w, levels):
            ts = want.get(w.id)
            if ts is None:
                return
            needs = [None] * ctx.nc
            for s, lv in enumerate(levels):
                n = L.need(lv)
                c = sc[s]
                if n is not None and (needs[c] is None or n < needs[c]):
                    needs[c] = n
            for t in ts:
                need = needs[t[3]]
                if need is None or (t[0].id, t[1], t[3]) in found:
                    continue
                if t[1] == 'need' and need <= t[2]:
                    hits.append(t)
                elif t[1] == 'viol' and (t[2] is None or need < t[2]):
                    hits.append(t)

        sim_block(ctx, blocks[bid], cur, marks, on_query)
        for t in hits:
            key = (t[0].id, t[1], t[3])
            if key not in found:
                found[key] = path_to(node)
                left -= 1
        d = depth[node]
        if d >= max_depth:
            continue
        out = (tuple(cur), tuple(tuple(tuple(r) for r in m) for m in marks))
        for s in blocks[bid].succs:
            nn = (s, out)
            if nn not in parent:
                if len(parent) >= max_states:
                    return found, len(parent)
                parent[nn] = node
                depth[nn] = d + 1
                queue.append(nn)
    return found, len(parent)


# Direct witnesses longer than this are not searched for a shorter one;
# the search stops after simulating this many events.
BFS_MAX_DEPTH = 2000
MAX_BFS_EVENTS = 2000000


class WaitResult:
    """The analysis of one marker: reached, the loosest safe count per
    counter (needs[c], None: no path needs a wait of counter c; need: the
    async counter's), violated (some counter's emitted wait is above its
    need, or missing), and the witness paths (nodes of the PathTree) of
    each need (need_paths[c]; need_path: the async counter's) and of the
    violation (viol_path, for counter viol_counter)."""
    __slots__ = ('reached', 'need', 'needs', 'violated', 'need_path',
                 'need_paths', 'viol_path', 'viol_counter', 'too_long')

    def __init__(self, nc=1):
        self.too_long = False   # a witness has more than MAX_WITNESS blocks
        self.reached = False
        self.need = None
        self.needs = [None] * nc
        self.violated = False
        self.need_path = None
        self.need_paths = [None] * nc
        self.viol_path = None
        self.viol_counter = None


def analyze(fn, target, max_states):
    """The results of every marker of fn: ({marker id: WaitResult}, states
    computed (dataflow visits plus witness search states), the PathTree of
    the witness paths)."""
    flow = Flow(fn, target)
    flow.check_monotone()
    L = flow.L
    # The blocks of each marker: one, or one per copy of its block where
    # the CFG has copies (asm.apply_constant_branches); its results are
    # the combination over them (the minima, and a violation on any).
    blocks_of = collections.defaultdict(list)
    for b in fn.blocks:
        for ev in b.events:
            if ev[0] == 'window':
                for kind, x in ev[2]:
                    if kind == 'wmark':
                        blocks_of[x.id].append(b.id)
    results = {}
    tree = PathTree(fn)
    direct = Direct(flow, tree)
    targets = []
    paths = {}
    sc = flow.ctx.stream_counter
    nc = flow.ctx.nc
    for w in fn.waits:
        r = results[w.id] = WaitResult(nc)
        # (level, block, stream) of each copy reached and stream.
        levels = [(x, b, s) for b in blocks_of[w.id] if flow.reached(b)
                  for s, x in enumerate(flow.levels(w, b))]
        if not levels:
            continue
        r.reached = True
        needs = r.needs
        for x, _, s in levels:
            n = L.need(x)
            c = sc[s]
            if n is not None and (needs[c] is None or n < needs[c]):
                needs[c] = n
        r.need = needs[0]
        goals = []
        for c in range(nc):
            need = needs[c]
            if need is None:
                continue
            goals.append(('need', c, need, L.bound(need)))
            k = w.emitted_by[c] if c < len(w.emitted_by) else None
            if not r.violated and (k is None or k > need):
                r.violated = True
                r.viol_counter = c
                goals.append(('viol', c, k, L.cap + 1 if k is None
                              else L.bound(k - 1)))
        for kind, c, bound, lam in goals:
            # The copy and stream with the lowest level of counter c: its
            # level gives both the need and a violation.
            x, b, s = min((t for t in levels if sc[t[2]] == c),
                          key=lambda t: t[0])
            if x > lam:
                raise InternalError("marker at line %d: inconsistent levels"
                                    % w.line)
            try:
                paths[(w.id, kind, c)] = direct.find(w, b, s, lam)
            except WitnessTooLong:
                r.too_long = True
                continue
            targets.append((w, kind, bound, c))
    states = flow.visits
    depth = tree.depth
    near = [t for t in targets
            if depth[paths[(t[0].id, t[1], t[3])]] <= BFS_MAX_DEPTH]
    if near and max_states > 0:
        found, n = bfs_witnesses(
            flow, tree, near, max_states,
            max(depth[paths[(t[0].id, t[1], t[3])]] for t in near))
        states += n
        paths.update(found)
    for w in fn.waits:
        r = results[w.id]
        r.need_paths = [paths.get((w.id, 'need', c)) for c in range(nc)]
        r.need_path = r.need_paths[0]
        r.viol_path = paths.get((w.id, 'viol', r.viol_counter))
    return results, states, tree
