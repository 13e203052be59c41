"""asyncmark-check: an independent checker of async-mark waits in AMDGPU asm.

Reads AMDGPU assembly text (llc output of our plugin, of upstream LLVM 23, or
hand-written) and checks, for every `; wait_asyncmark(N)` marker, that the
`s_waitcnt` instructions in effect there complete every LDS DMA the marker
needs complete, on every path from the function entry.

It deliberately shares no code with the plugin's model (FunctionModel): it
reads only the text (asm), rebuilds the CFG itself and uses its own
analysis (waitflow: an exact dataflow over every path, with a witness path
for each result); the only thing it shares with the plugin is the
target-facts table (targets). Each witness is replayed op by op by a
second, concrete simulation here (Replay), which must agree. See
tools/asyncmark-check/README.md for the full statement of what it proves.

It never gives up: exit status 2 means input it cannot read (or a bug of
its own, reported as an internal error), never a capacity limit. The
analysis is linear in the function (a block is summarised once, a visit
costs the same however long it is) and its memory is bounded by the
function's size; only a witness path can be long (a wait for N marks after
a loop that adds one per trip needs N trips), and past
waitflow.MAX_WITNESS blocks it is not built.

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

gfx1250 (a dedicated async counter, asynccnt; the target-facts table names
the counter, its wait instruction and the async families):
  * only the async transfers count: the instructions whose mnemonic starts
    with one of the families' prefixes (global/cluster loads to LDS, stores
    from LDS). Every one is a member of its mark's group; ordinary loads
    and stores, flat included, neither count nor are members.
  * two streams, by the family's reads_lds: loads to LDS and stores from
    LDS. Each completes in order; nothing is known about the order between
    them. So `s_wait_asynccnt k` completes exactly the transfers with at
    least k transfers of their own stream issued after them (each stream
    may still have its k newest in flight).
  * a call completes nothing (a callee does not wait for asynccnt): the
    callee returns with its transfers still in flight, and they join the
    caller's open group (the group the next mark closes). Their number
    (zero included) and kind are unknown, so only `s_wait_asynccnt 0`
    completes them; transfers pending at the call keep their counts. The
    callee is read from the text (asm.resolve_calls: `s_get_pc_i64`,
    `s_add_nc_u64 ..., SYM@gotpcrel+4`, `s_load_b64`, `s_swap_pc_i64`;
    `SYM@rel32@lo/hi`; `s_call_i64 ..., SYM`): a function of the same file
    whose body issues no transfer and calls only such functions
    (transitively) makes the call nothing; a callee not in the file, an
    unresolved or indirect call may leave transfers of every kind.
  * tensor transfers (`tensor_load_to_lds`, `tensor_store_from_lds`;
    upstream counts them in asyncmark groups) are members of their mark's
    group too, on their own counter, TENSORcnt: a third stream, in order
    among themselves, counted by tensor ops only and waited only by
    `s_wait_tensorcnt k` (every tensor op with at least k tensor ops
    issued after it completes). So `wait_asyncmark(N)` needs, separately,
    the targeted group's async transfers complete (asynccnt) and its
    tensor ops complete (tensorcnt); a call's callee may leave tensor ops
    in flight unless the file shows it issues none (transitively). The
    report gives both counters' counts when a wait or a need of tensorcnt
    exists; a violation of either is a violation.
  * every gfx12 `s_wait_*` belongs to a marker's wait window; only
    `s_wait_asynccnt` and `s_wait_tensorcnt` wait on the streams.

check_lines() and check_file() return a CheckResult: the findings (waits,
markers in hazard slots, order mismatches) as data, which the fuzzer uses
directly; format_report() writes them as the command-line report, and
main() is the command line.

Several inputs are checked one after the other; the exit status is the
worst. --format=json writes every result as data, --format=sarif the
findings as SARIF 2.1.0 (report_formats).

Exit status: 0 all ok, 1 a violation (or, with --strict, an over-strict
wait), 2 input error (malformed marker, undecodable s_waitcnt, branch to an
undefined label, no function, ...) or internal error.
"""

import argparse
import array
import bisect
import collections
import os
import sys
from dataclasses import dataclass, field
from typing import List, Optional, Tuple

from . import layout
from . import targets
from . import waitflow
from .asm import (InputError, Target, analyze_callees, build_events,
                  build_feasible_cfgs, count_callee_transfers, lex,
                  split_functions)
from .hazards import HazardFinding, check_marker_hazards
from .irtext import parse_ir
from .order import OrderMismatch, check_order
from .waitflow import InternalError

ASYNC_NOTE = ("every LDS DMA is taken as async (a member of its mark's "
              "group): the assembly cannot tell async from ordinary DMA")
# A dedicated counter (gfx1250): its transfers are async by definition.
COUNTER_NOTE = ("every %s transfer is a member of its mark's group; %s "
                "each complete in order, in no known order between the two")
COUNTER_NOTE_ONE = "every %s transfer is a member of its mark's group"
# gfx1250's tensor transfers.
TENSOR_NOTE = ("; tensor ops are members too, on %s, in order among "
               "themselves")

# The witness search's budget (per function): past it, the direct witness
# path is kept. Never an error.
DEFAULT_MAX_STATES = 20000
DEFAULT_MAX_PENDING = 8


# --------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------

@dataclass
class PendingDma:
    """A DMA a violated wait targets that may still be pending, on the
    violation's witness path."""
    line: int
    text: str
    ops_after: int               # counted ops issued after it (of its stream)
    flat_line: Optional[int] = None  # a flat op issued after it
    # True/False if the caller's sync_dma predicate told (the assembly
    # cannot), None otherwise.
    sync: Optional[bool] = None
    # gfx1250: its stream ('loads to LDS', 'stores from LDS', 'tensor
    # ops'); None with one stream.
    stream: Optional[str] = None
    # The counter its stream is waited by (None: the finding's).
    counter: Optional[str] = None
    # It stands for the transfers a call may leave in flight (gfx1250):
    # any number, so only counter(0) completes them.
    call: bool = False


@dataclass
class WaitFinding:
    """The verdict of one wait marker."""
    line: int
    function: str
    n: int
    emitted: Optional[int]       # count at the wait point (None: no wait)
    safe: Optional[int]          # loosest safe count (None: none needed)
    verdict: str                 # 'ok', 'over-strict' or 'VIOLATION'
    unreachable: bool = False
    # VIOLATION: the targeted DMAs still pending (oldest first) and the
    # shortest violating path (block names).
    pending: List[PendingDma] = field(default_factory=list)
    path: List[str] = field(default_factory=list)
    # The path that gives the loosest safe count, if some path needs one.
    safe_path: Optional[List[str]] = None
    # The counter the counts are of.
    counter: str = 'vmcnt'
    # A witness path would have more than waitflow.MAX_WITNESS blocks: it
    # is not built, listed or replayed (the verdict and the counts are the
    # analysis's, exact all the same).
    path_too_long: bool = False
    # gfx1250: the tensor counter, and its wait and loosest safe count
    # (shown when either is a count).
    tensor_counter: Optional[str] = None
    tensor_emitted: Optional[int] = None
    tensor_safe: Optional[int] = None
    # A wait stricter than its paths need (per counter: what they need),
    # but no looser count of its own waits leaves every wait of the
    # function safe: a loop brings it back to itself, or to another wait,
    # with more in flight. The verdict is then 'ok'.
    exact_in_loop: Optional[List[Optional[int]]] = None
    # Over-strict, but no looser count was tried (MAX_LOOSER_TRIES).
    looser_untried: bool = False
    # Waits right before the marker that the compiler gave another source
    # line (a fence's, the statement before): (asm line, its source line,
    # the marker's). Counted for safety, not as the marker's own.
    other_statement_waits: List[Tuple[int, str, str]] = field(
        default_factory=list)

    def severity(self, strict=False):
        """'error' (a violation; with strict also an over-strict wait),
        'warning' (an over-strict wait) or None (ok)."""
        if self.verdict == 'VIOLATION':
            return 'error'
        if self.verdict == 'over-strict':
            return 'error' if strict else 'warning'
        return None

    def lines(self, fname, max_pending=DEFAULT_MAX_PENDING, explain=False,
              strict=False):
        ctr = self.counter
        emitted = fmt_count(self.emitted, ctr)
        safe = fmt_count(self.safe, ctr)
        tc = self.tensor_counter
        if tc is not None and (self.tensor_emitted is not None or
                               self.tensor_safe is not None):
            emitted += ', ' + fmt_count(self.tensor_emitted, tc, True)
            safe += ', ' + fmt_count(self.tensor_safe, tc, True)
        sev = self.severity(strict)
        out = ['%s:%d: %s%s: wait_asyncmark(%d): emitted %s | loosest safe %s '
               '| %s%s' % (fname, self.line, '' if sev is None else sev + ': ',
                           self.function, self.n, emitted, safe, self.verdict,
                           ' (unreachable)' if self.unreachable else '')]
        if self.verdict == 'VIOLATION':
            pend = self.pending
            for d in pend[-max_pending:]:
                dctr = d.counter or ctr
                stream = '' if d.stream is None else \
                    ', in its stream: %s' % d.stream
                if d.call:
                    out.append('%s:%d: note: transfers the callee may leave '
                               'in flight: %s (any number%s; only %s(0) '
                               'completes them)'
                               % (fname, d.line, d.text, stream, dctr))
                    continue
                extra = ''
                if d.flat_line is not None:
                    extra = '; flat op at line %d issued after it, so ' \
                            'only %s(0) completes it' % (d.flat_line, dctr)
                out.append('%s:%d: note: DMA may still be pending: %s '
                           '(%d %s-counted ops issued after it%s%s)'
                           % (fname, d.line, d.text, d.ops_after, dctr,
                              stream, extra))
            if len(pend) > max_pending:
                out.append('  note: ... and %d older pending DMAs'
                           % (len(pend) - max_pending))
            if self.path_too_long:
                out.append('  note: path: more than %d blocks (not listed)'
                           % waitflow.MAX_WITNESS)
            else:
                out.append('  note: path: %s' % describe_path(self.path))
        if self.looser_untried:
            out.append('  note: not confirmed: a looser count was not tried '
                       '(more than %d analyses of this function)'
                       % MAX_LOOSER_TRIES)
        if self.exact_in_loop is not None:
            alone = [fmt_count(k, c) for k, c in
                     zip(self.exact_in_loop, [ctr, self.tensor_counter])
                     if c is not None]
            out.append('  note: its paths alone allow %s, but with a looser '
                       'count a wait of the function (this one on a later '
                       'pass) would not cover its marks'
                       % ', '.join(alone))
        if self.verdict == 'ok' and self.emitted != self.safe:
            for line, src, own_src in self.other_statement_waits:
                out.append('%s:%d: note: a wait of source line %s, not of '
                           'the marker\'s line %s: counted, not judged as '
                           'its own' % (fname, line, src, own_src))
        if explain and self.safe_path is not None:
            out.append('  note: loosest count from path: %s'
                       % describe_path(self.safe_path))
        return out


@dataclass
class CheckError:
    """Why the check stopped: 'input' (the input cannot be checked) or
    'internal' (a bug of the checker: its analysis and its concrete replay
    disagree). The analysis itself has no limit to give up at."""
    kind: str
    message: str
    file: Optional[str] = None   # None: the assembly input
    line: int = 0

    def text(self, fname):
        if self.kind == 'internal':
            return '%s: internal error: %s' % (fname, self.message)
        src = self.file or fname
        where = src if self.line <= 0 else '%s:%d' % (src, self.line)
        return '%s: error: %s' % (where, self.message)


@dataclass
class CheckResult:
    """Everything one check found, in report order. After an error, the
    findings made before it (the report printed them too)."""
    file: str
    ir_file: Optional[str] = None
    mcpu: Optional[str] = None
    # The report's first line (the target's reading of DMAs).
    note: str = ASYNC_NOTE
    warnings: List[str] = field(default_factory=list)   # for stderr
    started: bool = False        # the input was read: a report exists
    hazards: List[HazardFinding] = field(default_factory=list)
    order: List[OrderMismatch] = field(default_factory=list)
    order_checked: bool = False  # the --ir check ran to the end
    waits: List[WaitFinding] = field(default_factory=list)
    complete: bool = False
    stats: collections.Counter = field(default_factory=collections.Counter)
    error: Optional[CheckError] = None
    status: int = 2

    @property
    def violations(self):
        return [w for w in self.waits if w.verdict == 'VIOLATION']

    def count(self, verdict):
        return sum(1 for w in self.waits if w.verdict == verdict)


def fmt_count(k, counter='vmcnt', named=False):
    if k is None:
        return 'no %s' % counter if named else 'none'
    return '%s(%d)' % (counter, k)


def describe_path(names):
    if len(names) > 40:
        names = names[:10] + ['... (%d blocks) ...' % (len(names) - 40)] + \
            names[-30:]
    return ' -> '.join(names)


# --------------------------------------------------------------------------
# Concrete replay of the witness paths (a second, independent evaluation:
# it gives the witnesses' pending DMAs and cross-checks the analysis).
# --------------------------------------------------------------------------

class Dma:
    __slots__ = ('line', 'text', 'seq', 'flat_line', 'pending', 'stream',
                 'index', 'call')

    def __init__(self, line, text, seq, stream=0, index=0, call=False):
        self.line = line
        self.text = text
        self.seq = seq          # counted ops of its stream issued before it
                                # (incl. itself)
        self.flat_line = None   # first flat op issued after it
        self.pending = True
        self.stream = stream
        self.index = index      # DMAs issued before it
        # True: it stands for the transfers a call (gfx1250) may leave in
        # flight on its stream, any number of them (zero included).
        self.call = call

    def copy(self):
        d = Dma(self.line, self.text, self.seq, self.stream, self.index,
                self.call)
        d.flat_line = self.flat_line
        d.pending = self.pending
        return d


class Replay:
    """One path replayed op by op: every DMA with exact counts, the full
    list of marks. The pending DMAs with no flat op after them are kept
    per stream in issue order (a wait completes a prefix of them), the
    others per stream in a list of their own (only a wait for 0 of the
    stream's counter, or a call where calls complete the counter,
    completes them); a call whose callee may leave transfers in flight
    (gfx1250) adds one DMA standing for them to that list of each stream
    it may touch. A replay is linear in its path."""

    def __init__(self, target):
        self.target = target
        ns = target.nstreams
        self.counted = [0] * ns
        self.ndma = 0
        self.inorder = [[] for _ in range(ns)]
        self.head = [0] * ns
        self.flat = [[] for _ in range(ns)]
        self.marks = []         # number of DMAs issued before each mark

    def copy(self):
        r = Replay.__new__(Replay)
        r.target = self.target
        r.counted = list(self.counted)
        r.ndma = self.ndma
        r.inorder = [[d.copy() for d in lst[h:]]
                     for lst, h in zip(self.inorder, self.head)]
        r.head = [0] * len(self.head)
        r.flat = [[d.copy() for d in lst] for lst in self.flat]
        r.marks = list(self.marks)
        return r

    def _complete(self, s):
        for d in self.inorder[s][self.head[s]:]:
            d.pending = False
        self.inorder[s] = []
        self.head[s] = 0
        for d in self.flat[s]:
            d.pending = False
        self.flat[s] = []

    def _wait(self, waits):
        """A wait per stream (None: none)."""
        for s, k in enumerate(waits):
            if k is None:
                continue
            if k == 0:
                self._complete(s)
                continue
            lst, h, c = self.inorder[s], self.head[s], self.counted[s]
            while h < len(lst) and c - lst[h].seq >= k:
                lst[h].pending = False
                h += 1
            self.head[s] = h

    def _need(self, tgt, c):
        """The count of counter c the pending DMAs issued before the
        tgt-th need."""
        need = None
        for s in range(len(self.inorder)):
            if self.target.stream_counter[s] != c:
                continue
            if self.flat[s] and self.flat[s][0].index < tgt:
                return 0
            lst = self.inorder[s]
            i = bisect.bisect_left(lst, tgt, lo=self.head[s],
                                   key=lambda d: d.index)
            if i > self.head[s]:
                n = min(self.target.wait_max,
                        self.counted[s] - lst[i - 1].seq)
                if need is None or n < need:
                    need = n
        return need

    def _group(self, tgt):
        out = []
        for s in range(len(self.inorder)):
            out += [d for d in self.flat[s] if d.index < tgt]
            out += [d for d in self.inorder[s][self.head[s]:]
                    if d.index < tgt]
        out.sort(key=lambda d: (d.index, d.stream))
        return out

    def run(self, block, record=()):
        """Runs a block. For each marker of `record` in it, returns
        {marker: (needs, pending, counted)}: the count of each counter its
        targeted DMAs need (None: none), those of them still pending after
        its wait window, and counted[s], the counted ops of stream s
        issued so far."""
        target = self.target
        nc = len(target.counters)
        results = {}
        for ev in block.events:
            tag = ev[0]
            if tag == 'real':
                continue
            if tag == 'op':
                kind = ev[1]
                if kind == 'dma':
                    s = ev[4]
                    self.counted[s] += 1
                    self.inorder[s].append(
                        Dma(ev[2], ev[3], self.counted[s], s, self.ndma))
                    self.ndma += 1
                elif kind in ('vm', 'flat'):
                    self.counted[0] += 1
                if kind in ('flat', 'flatnc'):
                    for s in range(len(self.inorder)):
                        moved = self.inorder[s][self.head[s]:]
                        self.inorder[s] = []
                        self.head[s] = 0
                        for d in moved:
                            d.flat_line = ev[2]
                        self.flat[s].extend(moved)
                elif kind == 'call' and target.calls_complete:
                    for s in range(len(self.inorder)):
                        self._complete(s)
                elif kind == 'ucall':
                    # The callee's transfers: any number, in flight, after
                    # every DMA issued so far; DMAs pending at the call keep
                    # their counts.
                    for s in ev[4]:
                        self.flat[s].append(
                            Dma(ev[2], ev[3], self.counted[s], s, self.ndma,
                                call=True))
                    self.ndma += 1
                continue
            _, _, subs, _, waits = ev
            checks = []
            marks = self.marks
            for kind, x in subs:
                if kind == 'mark':
                    marks.append(self.ndma)
                elif len(marks) > x.n:
                    tgt = marks[len(marks) - x.n - 1]
                    if x in record:
                        checks.append((x, [self._need(tgt, c)
                                           for c in range(nc)],
                                       self._group(tgt)))
                    del marks[:len(marks) - x.n]
                elif x in record:
                    checks.append((x, [None] * nc, []))
            self._wait(waits)
            for x, needs, grp in checks:
                results[x] = (needs, [d for d in grp if d.pending],
                              list(self.counted))
        return results


def replay_tree(fn, tree, ends, target):
    """Replays every path of `tree` (waitflow.PathTree) that ends at a node
    of `ends` ({node: markers to record in its block}) once, sharing their
    common prefixes. Returns {(node, marker): (need, pending, counted)}."""
    n = len(tree.block)
    first = array.array('l', [-1]) * n      # children as linked lists
    sibling = array.array('l', [-1]) * n
    used = bytearray(n)
    used[0] = 1
    parent = tree.parent
    for node in ends:
        while not used[node]:
            used[node] = 1
            p = parent[node]
            sibling[node] = first[p]
            first[p] = node
            node = p
    # Blocks with nothing but ALU instructions change nothing.
    idle = [all(ev[0] == 'real' for ev in b.events) for b in fn.blocks]
    out = {}
    blocks, tblock = fn.blocks, tree.block
    stack = [(0, Replay(target))]
    while stack:
        node, rp = stack.pop()
        while True:
            b = tblock[node]
            rec = ends.get(node)
            if rec or not idle[b]:
                for w, r in rp.run(blocks[b], rec or ()).items():
                    out[(node, w)] = r
            c = first[node]
            if c < 0 or sibling[c] >= 0:
                break
            node = c
        while c >= 0:
            nxt = sibling[c]
            stack.append((c, rp if nxt < 0 else rp.copy()))
            c = nxt
    return out


# --------------------------------------------------------------------------
# The check
# --------------------------------------------------------------------------

def check_lines(text_lines, fname, mcpu=None, ir=None, ir_any_block=False,
                max_states=DEFAULT_MAX_STATES, strict=False, sync_dma=None,
                waits=True):
    """Checks assembly text (a list of lines without newlines) and returns
    a CheckResult.

    mcpu: the processor (default: the input's .amdgcn_target, else gfx950).
    ir: path of the textual IR for the order check. strict: an over-strict
    wait sets status 1. sync_dma: a predicate on a DMA's assembly text that
    tells a sync DMA (sets PendingDma.sync). waits=False: no wait search
    (hazards and order only)."""
    res = CheckResult(file=fname, ir_file=ir)
    try:
        _check(res, text_lines, fname, mcpu, ir, ir_any_block, max_states,
               strict, sync_dma, waits)
    except InputError as e:
        res.error = CheckError('input', e.msg, e.file, e.line)
    except InternalError as e:
        res.error = CheckError('internal', str(e))
    except targets.TargetFactsError as e:
        res.error = CheckError('input', str(e))
    if res.error is not None:
        res.status = 2
    return res


def check_file(path, **kw):
    """check_lines on a file; an unreadable file is an input error."""
    try:
        with open(path, encoding='utf-8', errors='replace') as f:
            lines = f.read().splitlines()
    except OSError as e:
        res = CheckResult(file=path, ir_file=kw.get('ir'))
        res.error = CheckError('input', str(e))
        return res
    return check_lines(lines, path, **kw)


def _rebuild_events(fn, target, overrides=None):
    """fn's block events again, with overrides (build_events)."""
    wmap = {w.line: w for w in fn.waits}
    for b in fn.blocks:
        b.events = build_events(b.items, target, wmap,
                                getattr(fn, 'call_callees', None), overrides,
                                getattr(fn, 'entry_waits', frozenset()))


# The analyses of one function that trying a wait's own waits looser may
# take (about log2 of the counter's range each): past them an over-strict
# verdict is reported untried, and says so.
MAX_LOOSER_TRIES = 64


def _loosest_for_function(fn, target, w, c, own, need):
    """The loosest count of counter c for wait marker w's own waits (now
    `own`, safe) that leaves every wait of fn safe, the other waits as they
    are: at most `need`, what w's paths need (None: no wait). A looser
    count only leaves more in flight after it, so the safe counts are those
    up to a bound, found by bisection. fn's events are rebuilt for each
    try and restored."""
    none = target.wait_max + 1
    lo, hi = own, none if need is None else need
    lines = w.own_lines_by[c]

    def safe_with(count):
        fn.looser_tries = getattr(fn, 'looser_tries', 0) + 1
        value = None if count >= none else count
        _rebuild_events(fn, target, {ln: {c: value} for ln in lines})
        results, _, _ = waitflow.analyze(fn, target, 0)
        return not any(results[x.id].reached and results[x.id].violated
                       for x in fn.waits)

    try:
        while lo < hi:
            mid = lo + (hi - lo + 1) // 2
            if safe_with(mid):
                lo = mid
            else:
                hi = mid - 1
    finally:
        _rebuild_events(fn, target)
    return None if lo >= none else lo


def _check(res, text_lines, fname, mcpu, irname, ir_any_block, max_states,
           strict, sync_dma, check_waits):
    lx = lex(text_lines)
    if mcpu is None:
        mcpu = lx.declared_target or 'gfx950'
    elif lx.declared_target and lx.declared_target != mcpu.lower():
        res.warnings.append('%s: note: --mcpu %s overrides .amdgcn_target %s'
                            % (fname, mcpu, lx.declared_target))
    try:
        target = Target(mcpu)
    except ValueError as e:
        raise InputError(0, str(e))
    res.mcpu = target.mcpu
    res.note = target_note(target)
    funcs = split_functions(lx)
    if not funcs:
        raise InputError(0, "no functions found")
    wait_ids = [0]
    # gfx1250: which counters each function may leave transfers in flight
    # on (its calls' effect).
    analyze_callees(funcs, target)
    build_feasible_cfgs(funcs, target, wait_ids)
    # gfx1250: how many transfers the callees issue on every path.
    count_callee_transfers(funcs, target)
    irfuncs = None
    if irname:
        try:
            with open(irname, encoding='utf-8', errors='replace') as f:
                irlines = f.read().splitlines()
        except OSError as e:
            raise InputError(0, "cannot read the IR: %s" % e, file=irname)
        try:
            irfuncs = parse_ir(irlines, target)
        except InputError as e:
            e.file = irname
            raise

    res.started = True
    stats = res.stats
    stats['functions'] = len(funcs)
    status = 0
    if not any(it.kind in ('mark', 'wmark') for fn in funcs
               for it in fn.items):
        res.warnings.append('%s: warning: no markers (; asyncmark or '
                            '; wait_asyncmark(N)) in the input: no wait to '
                            'check; was it compiled with the plugin, or '
                            'without the async builtins?' % fname)
    if target.has_valu_write_hazards:
        for fn in funcs:
            found = check_marker_hazards(fn)
            res.hazards += found
            stats['marker hazards'] += len(found)
            if found:
                status = 1
    if irfuncs is not None:
        res.order = check_order(funcs, irfuncs, irname, target, stats,
                                lx.ir_names, by_name=not ir_any_block)
        res.order_checked = True
        if res.order:
            status = 1
    res.status = status
    if not check_waits:
        return
    for fn in funcs:
        stats['marks'] += sum(1 for it in fn.items if it.kind == 'mark')
        if not fn.waits:
            continue
        results, nstates, tree = waitflow.analyze(fn, target,
                                                  max_states)
        stats['states'] += nstates
        # The witness paths replayed concretely (common prefixes once).
        ends = collections.defaultdict(set)
        for w in fn.waits:
            r = results[w.id]
            for node in r.need_paths + [r.viol_path]:
                if node is not None:
                    ends[node].add(w)
        replays = replay_tree(fn, tree, ends, target)
        fn_violated = any(results[x.id].reached and results[x.id].violated
                          for x in fn.waits)
        for w in sorted(fn.waits, key=lambda w: w.line):
            stats['waits'] += 1
            r = results[w.id]
            e, k = w.emitted, r.need
            nc = len(target.counters)
            es = list(w.emitted_by) + [None] * (nc - len(w.emitted_by))
            own = list(w.own_emitted_by) + [None] * (nc - len(w.own_emitted_by))
            unreachable = False
            loop_bound, untried = None, False
            if not r.reached:
                verdict = 'ok'
                unreachable = True
                stats['unreachable'] += 1
            elif r.violated:
                verdict = 'VIOLATION'
            else:
                verdict = 'ok'
                stricter = []
                for c in range(nc):
                    ec, kc = es[c], r.needs[c]
                    if kc is not None and ec is not None and ec > kc:
                        raise InternalError(
                            "wait at line %d: emitted %s > safe %s without "
                            "a violating path" % (w.line, ec, kc))
                    # Over-strict: the marker's own waits (before it) are
                    # stricter than needed; a wait after it is the next
                    # instruction's.
                    oc = own[c]
                    if oc is not None and (kc is None or oc < kc):
                        stricter.append(c)
                # ... and some looser count of them keeps the whole
                # function safe. In a loop the wait's own count decides what
                # is in flight when it (or another wait) is reached again,
                # so its paths alone may allow more than any safe program.
                for c in stricter:
                    # Only a function without violations has a safe
                    # program to loosen.
                    best = None
                    if getattr(fn, 'looser_tries', 0) >= MAX_LOOSER_TRIES:
                        untried = True
                    elif not fn_violated:
                        best = _loosest_for_function(fn, target, w, c,
                                                     own[c], r.needs[c])
                    if best is not None and best == own[c]:
                        if loop_bound is None:
                            loop_bound = list(r.needs)
                        continue
                    verdict = 'over-strict'
                if verdict == 'over-strict':
                    loop_bound = None
            # Cross-check the minima with a concrete replay of their paths.
            safe_path = None
            if r.too_long:
                stats['unreplayed'] += 1
            else:
                for c in range(nc):
                    kc, node = r.needs[c], r.need_paths[c]
                    if kc is None:
                        continue
                    got = None if node is None else replays.get((node, w))
                    if got is None or got[0][c] != kc:
                        raise InternalError(
                            "wait at line %d: the analysis gives %s(%s) but "
                            "the concrete replay of its path gives %s"
                            % (w.line, target.counters[c], kc,
                               None if got is None else got[0][c]))
                    if safe_path is None:
                        safe_path = tree.names(node)
            finding = WaitFinding(w.line, fn.name, w.n, e, k, verdict,
                                  unreachable, safe_path=safe_path,
                                  counter=target.counter,
                                  path_too_long=r.too_long,
                                  other_statement_waits=list(
                                      w.other_statement_waits))
            if verdict == 'ok' and not unreachable and not r.violated:
                finding.exact_in_loop = loop_bound
            if verdict == 'over-strict':
                finding.looser_untried = untried
            if target.tensor_counter is not None:
                finding.tensor_counter = target.tensor_counter
                finding.tensor_emitted = es[1]
                finding.tensor_safe = r.needs[1]
            res.waits.append(finding)
            if verdict == 'VIOLATION' and r.too_long:
                stats['violations'] += 1
                res.status = 1
            elif verdict == 'VIOLATION':
                stats['violations'] += 1
                res.status = 1
                got = None if r.viol_path is None else \
                    replays.get((r.viol_path, w))
                if got is None or not got[1]:
                    raise InternalError("wait at line %d: violation not "
                                        "reproduced by the concrete replay"
                                        % w.line)
                need, pend, counted = got
                finding.pending = [
                    PendingDma(d.line, d.text, counted[d.stream] - d.seq,
                               d.flat_line,
                               None if sync_dma is None or
                               not target.is_vmcnt
                               else bool(sync_dma(d.text)),
                               target.stream_name(d.stream),
                               target.stream_counter_name(d.stream),
                               d.call)
                    for d in pend]
                finding.path = tree.names(r.viol_path)
            elif verdict == 'over-strict':
                stats['over-strict'] += 1
                if strict:
                    res.status = 1
            else:
                stats['ok'] += 1
    res.complete = True


# --------------------------------------------------------------------------
# The report
# --------------------------------------------------------------------------

def target_note(target):
    """The report's first line: what the checker takes as a group member."""
    if target.is_vmcnt:
        return ASYNC_NOTE
    if target.async_streams > 1:
        note = COUNTER_NOTE % (target.counter, ' and '.join(
            target.stream_names[:target.async_streams]))
        if target.tensor_counter is not None:
            note += TENSOR_NOTE % target.tensor_counter
        return note
    return COUNTER_NOTE_ONE % target.counter


def format_report(res, max_pending=DEFAULT_MAX_PENDING, explain=False,
                  summary=False, strict=False):
    """The command line's standard output for a result: one line per wait
    (`FILE:LINE: error: ...` for a violation, `warning:` for an over-strict
    wait, `error:` with strict), hazard and order mismatch, with notes."""
    if not res.started:
        return ''
    out = ['note: %s' % res.note]
    fname = res.file
    for h in res.hazards:
        out += h.lines(fname)
    for o in res.order:
        out += o.lines(fname)
    for w in res.waits:
        out += w.lines(fname, max_pending, explain, strict)
    if summary and res.complete:
        st = res.stats
        out.append('summary: %d functions, %d marks, %d waits: %d ok, %d '
                   'over-strict, %d violations (%d unreachable waits, %d '
                   'abstract states), target %s'
                   % (st['functions'], st['marks'], st['waits'], st['ok'],
                      st['over-strict'], st['violations'], st['unreachable'],
                      st['states'], res.mcpu))
        if res.ir_file is not None:
            out.append('summary: order against %s: %d assembly blocks with '
                       'DMAs or marks, %d mismatches'
                       % (res.ir_file, st['order blocks'],
                          st['order mismatches']))
    return ''.join(l + '\n' for l in out)


# --------------------------------------------------------------------------
# Command line
# --------------------------------------------------------------------------

def _read_input(path):
    """The lines of an input file ('-': standard input)."""
    if path == '-':
        return sys.stdin.read().splitlines()
    with open(path, encoding='utf-8', errors='replace') as f:
        return f.read().splitlines()


def _check_one(path, ir, args):
    """The CheckResult of one input; an unreadable input or a checker bug
    is a result with an error (status 2), never an exception."""
    fname = '<stdin>' if path == '-' else path
    try:
        lines = _read_input(path)
    except OSError as e:
        res = CheckResult(file=fname, ir_file=ir)
        res.error = CheckError('input', str(e))
        return res
    try:
        return check_lines(lines, fname, mcpu=args.mcpu, ir=ir,
                           ir_any_block=args.ir_any_block,
                           max_states=args.max_states, strict=args.strict)
    except Exception as e:  # noqa: BLE001 - a bug must not look like a verdict
        # Python's own exit status for an uncaught exception is 1, which
        # reads as "violation": a checker bug is an internal error (2).
        import traceback
        traceback.print_exc()
        res = CheckResult(file=fname, ir_file=ir)
        res.error = CheckError('internal', '%s: %s' % (type(e).__name__, e))
        return res


def main(argv=None):
    ap = argparse.ArgumentParser(
        prog='asyncmark-check',
        formatter_class=argparse.RawDescriptionHelpFormatter,
        description='Check the async-mark waits (; asyncmark / '
                    '; wait_asyncmark(N)) in AMDGPU\n'
                    'assembly on every path, and that no marker sits in a '
                    'hazard wait-state slot\n'
                    '(gfx940/941/942/950). Note: every LDS DMA is taken as async '
                    '(the\nassembly cannot tell async from ordinary DMA).\n'
                    'gfx1250: s_wait_asynccnt; loads to LDS and stores from '
                    'LDS are two streams,\neach completing in order; tensor '
                    'ops a third, waited by s_wait_tensorcnt;\na callee may '
                    'leave transfers in flight unless the file shows it '
                    'issues none.',
        epilog='Exit status (the worst over all inputs): 0 ok, 1 violation, '
               '2 input or internal error.\nDetails: %s'
               % layout.checker_doc())
    ap.add_argument('--version', action='version',
                    version='asyncmark-check %s' % layout.read_version())
    ap.add_argument('inputs', nargs='+', metavar='input',
                    help="assembly file, or '-' for stdin (once)")
    ap.add_argument('--ir', metavar='FILE.ll', action='append', default=None,
                    help='textual LLVM IR the backend was given: also check '
                         'that the per-block order of DMAs and marks in the '
                         'assembly matches it; with several inputs, once '
                         'per input, in the same order')
    ap.add_argument('--ir-any-block', action='store_true',
                    help='with --ir, accept an assembly block that matches '
                         'any IR block or chain, even when llc\'s comment '
                         'after its label names another IR block')
    ap.add_argument('--mcpu', default=None,
                    help='gfx9xx (gfx900, gfx90a, gfx942, gfx950, ...), '
                         'gfx10xx or gfx1250; default: the .amdgcn_target of '
                         'the input, else gfx950')
    ap.add_argument('--strict', action='store_true',
                    help='treat over-strict waits as failures')
    ap.add_argument('--format', choices=('text', 'json', 'sarif'),
                    default='text',
                    help='text: the report (FILE:LINE: error: ... lines); '
                         'json: every result as data; sarif: SARIF 2.1.0 '
                         'findings (GitHub code scanning); default text')
    ap.add_argument('--summary', action='store_true',
                    help='print counts (text format)')
    ap.add_argument('--explain', action='store_true',
                    help='print the path that gives each loosest safe count')
    ap.add_argument('--max-states', type=int, default=DEFAULT_MAX_STATES,
                    help='states per function the search for the shortest '
                         'witness paths may explore; past it the direct '
                         'witness path is shown (never an error); default '
                         '%d' % DEFAULT_MAX_STATES)
    ap.add_argument('--max-pending', type=int, default=DEFAULT_MAX_PENDING,
                    help='pending DMAs listed per violation (default 8)')
    args = ap.parse_args(argv)

    first = '<stdin>' if args.inputs[0] == '-' else args.inputs[0]
    if args.inputs.count('-') > 1:
        sys.stderr.write("error: '-' (stdin) may be given once\n")
        return 2
    irs = args.ir or []
    if len(irs) not in (0, len(args.inputs)):
        sys.stderr.write('error: --ir is given %d times for %d inputs (once '
                         'per input, in the same order)\n'
                         % (len(irs), len(args.inputs)))
        return 2
    if args.mcpu is not None:
        try:
            Target(args.mcpu)
        except (ValueError, targets.TargetFactsError) as e:
            sys.stderr.write('%s: error: %s\n' % (first, e))
            return 2
    results = []
    for i, path in enumerate(args.inputs):
        res = _check_one(path, irs[i] if irs else None, args)
        results.append(res)
        for w in res.warnings:
            sys.stderr.write(w + '\n')
        if args.format == 'text':
            try:
                sys.stdout.write(format_report(res, args.max_pending,
                                               args.explain, args.summary,
                                               args.strict))
                sys.stdout.flush()
            except BrokenPipeError:
                # The reader went away; the status still tells the result.
                devnull = open(os.devnull, 'w')
                os.dup2(devnull.fileno(), sys.stdout.fileno())
        if res.error is not None:
            sys.stderr.write(res.error.text(res.file) + '\n')
    status = max(r.status for r in results)
    if args.format != 'text':
        from . import report_formats
        if args.format == 'json':
            text = report_formats.to_json(results, status, args.strict)
        else:
            text = report_formats.to_sarif(results, args.strict)
        sys.stdout.write(text)
    return status
