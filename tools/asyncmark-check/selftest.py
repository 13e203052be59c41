#!/usr/bin/env python3
"""Differential self-test of asyncmark-check (asyncmark_tools.checker).

Generates random small functions (blocks of DMAs, loads, stores, flat ops,
calls, marks, markers with waits before or after them, explicit waits, and
random branches including loops), writes them as assembly, and compares the
checker's results with a brute-force evaluation that shares nothing with it:
every path prefix from the entry up to --depth blocks is simulated op by op
with the semantics written out again below.

For every wait marker it requires:
  * soundness: every enumerated path's need is >= the checker's loosest safe
    count, and a checker 'ok' has no violating enumerated path;
  * the checker's witness paths are real: replaying the path that gives its
    loosest count (and the path of a violation) in the brute-force simulator
    reproduces exactly that count (and the violation).
Together: the checker's count is the minimum over all paths (not only the
enumerated ones), and its violations are real.

It also requires:
  * exactness against the reference search: the checker's previous search
    (kept below), which enumerates every reachable (block, abstract path
    state) pair, so on a small program it has every marker's exact result
    with no depth bound. The checker's dataflow must give the same reached
    flag, loosest safe count and violation for every marker (programs with
    more than --ref-states states are left to the brute force);
  * the whole checker (check_lines: its concrete replay of every witness
    included) reports no error.

--deep adds waits for N = 5 to 70 marks (deeper than the brute force
goes, so they rest on the reference search), waits for 20 to 62 and runs
of 30 loads (the counter's clamp). --max-states 0 makes the checker keep
its direct witness paths (built backwards from the dataflow) instead of
the shortest ones of its breadth-first search.

With --mcpu gfx1250 (a dedicated counter, asynccnt) the programs use
gfx1250's instructions: loads to LDS (D) and stores from LDS (T) are the
counted transfers, each stream in order; ordinary loads, stores, flat ops
and calls count for nothing; `s_wait_asynccnt k` is the wait and
`s_wait_loadcnt` (L) a wait that leaves the counter alone.

With --corpus FILE it runs the shared spec instead
(test/Corpus/wait-verdicts.json, which the model's and PathCheck's unit
tests run too): each program with every wait's count emitted right before
its marker must get exactly that count as its loosest safe one and no
violation, and one more at any wait must be a violation.

Usage: selftest.py [--seed S] [--count N] [--depth D] [--mcpu CPU] [--deep]
                   [--max-states N] [--ref-states N] [-v]
       selftest.py --corpus FILE
Exit status 0 when every program agrees, 1 otherwise.
"""

import argparse
import collections
import json
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.realpath(__file__)),
                                '..', '..', 'utils'))

from asyncmark_tools import asm, checker, waitflow  # noqa: E402


# ---------------------------------------------------------------- generator
# Event tuples of the generated program:
#   ('D',) LDS DMA   ('G',) load   ('S',) store   ('F',) flat load
#   ('C',) call      ('A',) ALU    ('M',) mark    ('W', n) marker
#   ('K', k) s_waitcnt vmcnt(k)

ASM = {
    'D': 'global_load_lds_dword v0, s[0:1]',
    'G': 'global_load_dword v1, v0, s[0:1]',
    'S': 'global_store_dword v0, v1, s[0:1]',
    'F': 'flat_load_dword v2, v[4:5]',
    'C': 's_swappc_b64 s[30:31], s[16:17]',
    'A': 'v_add_u32_e32 v3, 1, v3',
}
WAIT = 's_waitcnt vmcnt(%d)'

# gfx1250 (--mcpu gfx1250): ('T',) a store from LDS, ('L',) s_wait_loadcnt.
ASM_1250 = {
    'D': 'global_load_async_to_lds_b32 v1, v0, s[0:1]',
    'T': 'global_store_async_from_lds_b32 v0, v1, s[0:1] offset:64',
    'G': 'global_load_b32 v1, v0, s[0:1]',
    'S': 'global_store_b32 v0, v1, s[0:1]',
    'F': 'flat_load_b32 v2, v[4:5]',
    'C': 's_swap_pc_i64 s[30:31], s[16:17]',
    'A': 'v_add_nc_u32_e32 v3, 1, v3',
    'L': 's_wait_loadcnt 0x0',
}
WAIT_1250 = 's_wait_asynccnt 0x%x'
# True with --mcpu gfx1250.
G1250 = [False]
# True with --deep: also large N (past the loops' trip counts the brute
# force reaches), large waits and runs of 30 loads (the counter's clamp).
DEEP = [False]


def gen_program(rng):
    nb = rng.randint(1, 5)
    blocks = []
    for b in range(nb):
        evs = []
        for _ in range(rng.randint(1, 7)):
            r = rng.random()
            if r < 0.25:
                if G1250[0] and rng.random() < 0.4:
                    evs.append(('T',))
                else:
                    evs.append(('D',))
            elif r < 0.37:
                if DEEP[0] and rng.random() < 0.3:
                    evs += [('G',)] * 30
                else:
                    evs.append(('G',))
            elif r < 0.42:
                evs.append(('S',))
            elif r < 0.45:
                evs.append(('F',))
            elif r < 0.47:
                evs.append(('C',))
            elif r < 0.52:
                evs.append(('A',))
            elif r < 0.70:
                evs.append(('M',))
            elif r < 0.88:
                n = rng.choice([0, 0, 1, 1, 2, 3])
                k = rng.choice([None, 0, 1, 2, 3, 4, 6])
                if DEEP[0] and rng.random() < 0.4:
                    n = rng.choice([5, 12, 40, 70])
                    k = rng.choice([None, k, 20, 40, 62])
                if k is None:
                    evs.append(('W', n))
                elif rng.random() < 0.5:
                    evs += [('K', k), ('W', n)]
                else:
                    evs += [('W', n), ('K', k)]
                if rng.random() < 0.6:
                    evs.append(('A',))
            else:
                evs.append(('K', rng.choice([0, 1, 2, 3, 5])))
                if G1250[0] and rng.random() < 0.3:
                    evs.append(('L',))
        evs.append(('A',))        # never an empty block
        r = rng.random()
        if b == nb - 1:
            term = ('end',) if r < 0.5 else ('br', rng.randrange(nb))
        elif r < 0.35:
            term = ('fall',)
        elif r < 0.55:
            term = ('br', rng.randrange(nb))
        elif r < 0.9:
            term = ('cbr', rng.randrange(nb))
        else:
            term = ('end',)
        blocks.append((evs, term))
    return blocks


def block_name(b):
    return 'f' if b == 0 else '.LBB0_%d' % b


def to_asm(blocks):
    lines = ['\t.text', '\t.type\tf,@function']
    where = {}      # line number of each W event: (block, index) -> line
    for b, (evs, term) in enumerate(blocks):
        lines.append('%s:' % block_name(b))
        for i, ev in enumerate(evs):
            if ev[0] == 'M':
                lines.append('\t; asyncmark')
            elif ev[0] == 'W':
                lines.append('\t; wait_asyncmark(%d)' % ev[1])
                where[(b, i)] = len(lines)
            elif ev[0] == 'K':
                lines.append('\t' + (WAIT_1250 if G1250[0] else WAIT) % ev[1])
            else:
                lines.append('\t' + (ASM_1250 if G1250[0] else ASM)[ev[0]])
        if term[0] == 'br':
            lines.append('\ts_branch %s' % block_name(term[1]))
        elif term[0] == 'cbr':
            lines.append('\ts_cbranch_scc1 %s' % block_name(term[1]))
        elif term[0] == 'end':
            lines.append('\ts_endpgm')
    lines.append('.Lfunc_end0:')
    return lines, where


def succs(blocks, b):
    evs, term = blocks[b]
    if term[0] == 'fall':
        return [b + 1] if b + 1 < len(blocks) else []
    if term[0] == 'br':
        return [term[1]]
    if term[0] == 'cbr':
        out = [term[1]]
        if b + 1 < len(blocks):
            out.append(b + 1)
        return out
    return []


# ------------------------------------------------------- reference search
# The checker's previous search, kept as an exact reference: it enumerates
# every reachable (block, abstract path state) pair, so on small programs
# it gives the exact minimum and violation of every marker (no depth
# bound), to compare with the dataflow.
#
# Abstract path state:
# A set of DMAs (a mark's group: every DMA issued before the mark; or
# 'cur': every DMA issued so far) is summarized per stream (gfx9/gfx10 have
# one, gfx1250 two: loads to LDS and stores from LDS) by a part
#   (c, f) where c = number of counted ops of the stream issued after the
#   newest pending DMA of the stream that has no flat op after it (None if
#   there is none; capped at the counter's field maximum), and f = some
#   pending DMA of the stream has a flat op issued after it.
# (None, False) means every DMA of the stream is complete. An entry is the
# tuple of the parts, one per stream.
#
# A state is (marks, cur): marks is a tuple of entries, oldest first,
# truncated to the newest T = max N + 1 entries of the function.
# --------------------------------------------------------------------------

DONE = (None, False)


def e_counted(e, cap):
    c, f = e
    return (None if c is None else min(c + 1, cap), f)


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


def e_need(e, wait_max):
    """The largest count that completes a stream's part of the set (None:
    nothing needed)."""
    c, f = e
    if c is None and not f:
        return None
    if f:
        return 0
    return min(c, wait_max)


def entry_need(entry, wait_max):
    """The largest count that completes the set: the smallest of its
    streams' (None: nothing needed)."""
    need = None
    for e in entry:
        n = e_need(e, wait_max)
        if n is not None and (need is None or n < need):
            need = n
    return need


def run_block(block, state, T, on_wait, target):
    cap, wait_max = target.field_max, target.wait_max
    done = (DONE,) * target.nstreams
    na = target.async_streams
    marks, cur = state
    for ev in block.events:
        tag = ev[0]
        if tag == 'real':
            continue
        if tag == 'op':
            kind = ev[1]
            if kind == 'dma':
                s = ev[4]
                marks = tuple(e[:s] + (e_counted(e[s], cap),) + e[s + 1:]
                              for e in marks)
                cur = cur[:s] + ((0, cur[s][1]),) + cur[s + 1:]
            elif kind == 'vm':
                # Ordinary counted ops exist on vmcnt targets only: one
                # stream.
                marks = tuple((e_counted(e[0], cap),) + e[1:] for e in marks)
                cur = (e_counted(cur[0], cap),) + cur[1:]
            elif kind in ('flat', 'flatnc'):
                marks = tuple(tuple(e_flat(x) for x in e) for e in marks)
                cur = tuple(e_flat(x) for x in cur)
            elif kind == 'call' and target.calls_complete:
                marks = tuple(done for _ in marks)
                cur = done
            elif kind == 'ucall':
                # gfx1250: the callee may leave transfers in flight on
                # these streams (any number: only a wait for 0 completes
                # them); the marks keep their parts.
                for s in ev[4]:
                    cur = cur[:s] + ((None, True),) + cur[s + 1:]
            continue
        # window
        kmin, subs = ev[1], ev[2]
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
                    # The async counter's streams; the others (gfx1250's
                    # tensor ops) are never waited in these programs.
                    need = entry_need(tgt[:na], wait_max)
                    ok = need is None or (kmin is not None and kmin <= need)
                    ok = ok and all(e_need(x, wait_max) is None
                                    for x in tgt[na:])
                    del ml[:len(ml) - n]
                    on_wait(w, need, ok)
                else:
                    on_wait(w, None, True)
        if kmin is not None:
            marks = tuple(tuple(e_wait(x, kmin) if s < na else x
                                for s, x in enumerate(e)) for e in ml)
            cur = tuple(e_wait(x, kmin) if s < na else x
                        for s, x in enumerate(cur))
        else:
            marks = tuple(ml)
    return (marks, cur)


def reference_search(fn, max_states, target):
    """{marker id: (reached, min need, violated)} by exhaustive search over
    (block, abstract state) pairs; None past max_states states."""
    T = fn.max_n + 1
    init = (0, ((), (DONE,) * target.nstreams))
    seen = {init}
    queue = collections.deque([init])
    out = {w.id: [False, None, False] for w in fn.waits}

    def on_wait(w, need, ok):
        r = out[w.id]
        r[0] = True
        if need is not None and (r[1] is None or need < r[1]):
            r[1] = need
        if not ok:
            r[2] = True

    while queue:
        bid, st = queue.popleft()
        nxt = run_block(fn.blocks[bid], st, T, on_wait, target)
        for s in fn.blocks[bid].succs:
            nn = (s, nxt)
            if nn not in seen:
                if len(seen) >= max_states:
                    return None
                seen.add(nn)
                queue.append(nn)
    return {k: tuple(v) for k, v in out.items()}


# --------------------------------------------------------- brute force
# The largest real wait and whether stores count in vmcnt (gfx9) or go to
# vscnt (gfx10): set from --mcpu's row of the target-facts table.
MAXW = [None]
STORES_COUNTED = [True]
# Whether a call completes every pending DMA (the target-facts table's
# calls_complete_async_counter: gfx9/gfx10 yes, gfx1250 no).
CALLS_COMPLETE = [True]
# The streams (all, the async counter's); gfx1250's tensor stream is the
# last, and no generated wait waits for it.
NSTREAMS = [1, 1]


class Sim:
    """Concrete state of one path: every DMA with the number of counted ops
    (of its stream) issued after it and whether a flat op was issued while
    it was pending."""

    def __init__(self):
        self.dmas = []       # [after, flat_after, pending, stream]
        self.marks = []      # number of DMAs issued before each mark

    def copy(self):
        s = Sim()
        s.dmas = [list(d) for d in self.dmas]
        s.marks = list(self.marks)
        return s

    def counted(self, stream=0):
        for d in self.dmas:
            if d[3] == stream:
                d[0] += 1

    def wait(self, k):
        for d in self.dmas:
            if d[3] < NSTREAMS[1] and d[2] and \
                    (k == 0 or (not d[1] and d[0] >= k)):
                d[2] = False


def is_window_ev(ev):
    return ev[0] in ('M', 'W', 'K', 'L')


def run_block_bf(blocks, b, sim, record):
    """Runs block b on sim; record(b, i, need, violated) for each W."""
    evs = blocks[b][0]
    i = 0
    while i < len(evs):
        if not is_window_ev(evs[i]):
            ev = evs[i][0]
            if G1250[0]:
                # Only the transfers count, each in its own stream; flat
                # ops do nothing to them, calls only as the table says.
                if ev in ('D', 'T'):
                    st = 0 if ev == 'D' else 1
                    sim.counted(st)
                    sim.dmas.append([0, False, True, st])
                elif ev == 'C' and CALLS_COMPLETE[0]:
                    for d in sim.dmas:
                        d[2] = False
                elif ev == 'C':
                    # An unresolved callee may leave transfers of every
                    # stream in flight: one that only a wait for 0 of its
                    # counter completes stands for them (not counted: the
                    # DMAs pending at the call keep their counts).
                    for st in range(NSTREAMS[0]):
                        sim.dmas.append([0, True, True, st])
                i += 1
                continue
            if ev == 'D':
                sim.counted()
                sim.dmas.append([0, False, True, 0])
            elif ev == 'G' or (ev == 'S' and STORES_COUNTED[0]):
                sim.counted()
            elif ev == 'F':
                sim.counted()
                for d in sim.dmas:
                    if d[2]:
                        d[1] = True
            elif ev == 'C' and CALLS_COMPLETE[0]:
                for d in sim.dmas:
                    d[2] = False
            i += 1
            continue
        j = i
        while j < len(evs) and is_window_ev(evs[j]):
            j += 1
        ks = [e[1] for e in evs[i:j] if e[0] == 'K']
        kmin = min(ks) if ks else None
        pend = []
        for t in range(i, j):
            ev = evs[t]
            if ev[0] == 'M':
                sim.marks.append(len(sim.dmas))
            elif ev[0] == 'W':
                n = ev[1]
                if len(sim.marks) > n:
                    idx = sim.marks[len(sim.marks) - n - 1]
                    group = [d for d in sim.dmas[:idx] if d[2]]
                    agroup = [d for d in group if d[3] < NSTREAMS[1]]
                    if not agroup:
                        need = None
                    elif any(d[1] for d in agroup):
                        need = 0
                    else:
                        need = min(MAXW[0], min(d[0] for d in agroup))
                    sim.marks = sim.marks[len(sim.marks) - n:] if n else []
                    pend.append((t, need, group))
                else:
                    pend.append((t, None, []))
        if kmin is not None:
            sim.wait(kmin)
        for t, need, group in pend:
            record(b, t, need, any(d[2] for d in group))
        i = j


def brute_force(blocks, depth):
    res = {}          # (b, i) -> [min need, violated]

    def record(b, i, need, viol):
        r = res.setdefault((b, i), [None, False])
        if need is not None and (r[0] is None or need < r[0]):
            r[0] = need
        r[1] = r[1] or viol

    def dfs(b, sim, d):
        run_block_bf(blocks, b, sim, record)
        if d >= depth:
            return
        for s in succs(blocks, b):
            dfs(s, sim.copy(), d + 1)

    dfs(0, Sim(), 1)
    return res


def replay_bf(blocks, path, target):
    """Simulates a block path; returns (need, violated) of the last
    occurrence of W `target` = (b, i) in the last block."""
    sim = Sim()
    out = []

    def record(b, i, need, viol):
        if (b, i) == target:
            out.append((need, viol))

    for k, b in enumerate(path):
        if k == len(path) - 1:
            out.clear()
        run_block_bf(blocks, b, sim, record)
    return out[-1] if out else None


# ---------------------------------------------------------------- driver
def check_program(blocks, depth, mcpu, max_states, ref_states):
    lines, where = to_asm(blocks)

    target = asm.Target(mcpu)
    lx = asm.lex(lines)
    funcs = asm.split_functions(lx)
    assert len(funcs) == 1, 'expected one function'
    fn = funcs[0]
    asm.build_cfg(fn, target, [0])
    results, _, tree = waitflow.analyze(fn, target, max_states) \
        if fn.waits else ({}, 0, None)
    ref = reference_search(fn, ref_states, target) if fn.waits else None
    bf = brute_force(blocks, depth)
    name_to_gen = {block_name(b): b for b in range(len(blocks))}
    line_to_w = {v: k for k, v in where.items()}
    problems = []
    tight = 0
    for w in fn.waits:
        r = results[w.id]
        key = line_to_w[w.line]
        bneed, bviol = bf.get(key, [None, False])
        if key in bf and not r.reached:
            problems.append('line %d: reached by brute force, not by the '
                            'checker' % w.line)
        if bneed is not None and (r.need is None or bneed < r.need):
            problems.append('line %d: a path needs %s(%d), checker says '
                            '%s' % (w.line, target.counter, bneed, r.need))
        if bviol and not r.violated:
            problems.append('line %d: a path violates, checker says ok'
                            % w.line)
        if ref is not None and ref[w.id] != (r.reached, r.need, r.violated):
            problems.append('line %d: the reference search gives (reached, '
                            'need, violated) = %s, checker %s'
                            % (w.line, ref[w.id],
                               (r.reached, r.need, r.violated)))
        if r.need is not None and r.need_path is None:
            problems.append('line %d: no witness path for the count'
                            % w.line)
        if r.violated and r.viol_path is None:
            problems.append('line %d: no witness path for the violation'
                            % w.line)
        for node, what in ((r.need_path, 'need'), (r.viol_path, 'viol')):
            if node is None:
                continue
            bpath = tree.blocks(node)
            # A checker block may cover several generated blocks joined by
            # fall-through labels that no branch targets.
            path = []
            for x in bpath:
                path.append([name_to_gen[n] for n in fn.blocks[x].labels
                             if n in name_to_gen])
            last = path.pop()
            path = [g for part in path for g in part]
            path += last[:last.index(key[0]) + 1]
            rr = replay_bf(blocks, path, key)
            if rr is None:
                problems.append('line %d: witness path %s does not reach '
                                'the wait' % (w.line, path))
            elif what == 'need' and rr[0] != r.need:
                problems.append('line %d: witness path %s needs %s, checker '
                                'says %s' % (w.line, path, rr[0], r.need))
            elif what == 'viol' and not rr[1]:
                problems.append('line %d: violation witness %s does not '
                                'violate' % (w.line, path))
        if bneed == r.need and bviol == r.violated:
            tight += 1
    # The whole checker (its concrete replay of the witnesses included)
    # must agree with itself.
    full = checker.check_lines(lines, '<selftest>', mcpu=mcpu,
                               max_states=max_states)
    if full.error is not None:
        problems.append(full.error.text('<selftest>'))
    return lines, problems, tight, len(fn.waits), ref is not None


# ------------------------------------------------------------ shared spec
# test/Corpus/wait-verdicts.json: events D M W<n> G F C K<k> A (its
# description), blocks with successor lists, the count each wait needs.
CORPUS_ASM = {'D': ASM['D'], 'G': ASM['G'], 'F': ASM['F'], 'C': ASM['C'],
              'A': ASM['A']}


def corpus_asm(prog, emitted):
    """The program as gfx950 assembly, wait marker i preceded by
    s_waitcnt vmcnt(emitted[i]) (none for None)."""
    lines = ['\t.text', '\t.type\tf,@function']
    nw = 0
    blocks = prog['blocks']
    for b, block in enumerate(blocks):
        lines.append('%s:' % block_name(b))
        for ev in block['events']:
            kind, num = ev[0], ev[1:]
            if kind == 'M':
                lines.append('\t; asyncmark')
            elif kind == 'W':
                if emitted[nw] is not None:
                    lines.append('\t' + WAIT % emitted[nw])
                lines.append('\t; wait_asyncmark(%d)' % int(num))
                nw += 1
            elif kind == 'K':
                lines.append('\t' + WAIT % int(num))
            else:
                lines.append('\t' + CORPUS_ASM[kind])
        succs = block['succs']
        if not succs:
            lines.append('\ts_endpgm')
            continue
        fall = b + 1 if b + 1 < len(blocks) else None
        for t in succs[:-1]:
            lines.append('\ts_cbranch_scc1 %s' % block_name(t))
        last = succs[-1]
        if len(succs) > 1 and last != fall:
            lines.append('\ts_cbranch_scc0 %s' % block_name(last))
            lines.append('\ts_endpgm')
        elif last != fall:
            lines.append('\ts_branch %s' % block_name(last))
    lines.append('.Lfunc_end0:')
    return lines


def corpus_results(prog, emitted):
    """(loosest safe count, violated) of each wait marker, in order."""
    res = checker.check_lines(corpus_asm(prog, emitted), '<corpus>',
                              mcpu='gfx950')
    if res.error is not None:
        raise RuntimeError(res.error.text('<corpus>'))
    return [(w.safe, w.verdict == 'VIOLATION')
            for w in sorted(res.waits, key=lambda w: w.line)]


def run_corpus(path):
    with open(path, encoding='utf-8') as f:
        corpus = json.load(f)
    problems = []
    for prog in corpus['programs']:
        needs = prog['needs']
        got = corpus_results(prog, needs)
        if len(got) != len(needs):
            problems.append('%s: %d wait markers, the corpus has %d'
                            % (prog['name'], len(got), len(needs)))
            continue
        for i, (need, (cneed, viol)) in enumerate(zip(needs, got)):
            if cneed != need or viol:
                problems.append('%s, wait #%d: the checker says loosest %s%s,'
                                ' the corpus %s' % (
                                    prog['name'], i, cneed,
                                    ' and a violation' if viol else '', need))
        for i, need in enumerate(needs):
            if need is None:
                continue
            looser = list(needs)
            looser[i] = need + 1
            if not corpus_results(prog, looser)[i][1]:
                problems.append('%s, wait #%d: vmcnt(%d) is not a violation'
                                % (prog['name'], i, need + 1))
    for p in problems:
        print('  PROBLEM: ' + p)
    print('selftest: corpus %s: %d programs, %d wait markers, %d '
          'disagreements' % (os.path.basename(path), len(corpus['programs']),
                             sum(len(p['needs']) for p in corpus['programs']),
                             len(problems)))
    return 1 if problems else 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--corpus', metavar='FILE',
                    help='run the shared spec of waits instead of random '
                         'programs')
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=200)
    ap.add_argument('--depth', type=int, default=9)
    ap.add_argument('--mcpu', default='gfx950')
    ap.add_argument('--max-states', type=int, default=20000,
                    help="the checker's witness search budget (0: direct "
                         "witness paths only)")
    ap.add_argument('--ref-states', type=int, default=20000,
                    help='states of the exact reference search per program '
                         '(past them the program is compared with the '
                         'brute force only)')
    ap.add_argument('--deep', action='store_true',
                    help='also waits with large N and long runs of loads '
                         '(the counter clamp, long loops)')
    ap.add_argument('-v', action='store_true')
    args = ap.parse_args()
    if args.corpus:
        return run_corpus(args.corpus)
    DEEP[0] = args.deep
    target = asm.Target(args.mcpu)
    G1250[0] = not target.is_vmcnt
    STORES_COUNTED[0] = target.stores_in_vmcnt
    CALLS_COMPLETE[0] = target.calls_complete
    NSTREAMS[:] = [target.nstreams, target.async_streams]
    MAXW[0] = target.wait_max
    rng = random.Random(args.seed)
    bad = 0
    waits = tight = refd = 0
    for p in range(args.count):
        blocks = gen_program(rng)
        lines, problems, t, n, hasref = check_program(
            blocks, args.depth, args.mcpu, args.max_states, args.ref_states)
        waits += n
        tight += t
        refd += hasref
        if problems:
            bad += 1
            print('program %d:' % p)
            print('\n'.join(lines))
            for pr in problems:
                print('  PROBLEM: ' + pr)
    print('selftest: %d programs, %d wait markers, %d disagreements, %d '
          'markers where the depth-%d enumeration already reaches the '
          'checker\'s exact result, %d programs compared with the exact '
          'reference search' % (args.count, waits, bad, tight, args.depth,
                                refd))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
