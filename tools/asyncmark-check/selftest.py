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

With --mcpu gfx1250 (a dedicated counter, asynccnt) the programs use
gfx1250's instructions: loads to LDS (D) and stores from LDS (T) are the
counted transfers, each stream in order; ordinary loads, stores, flat ops
and calls count for nothing; `s_wait_asynccnt k` is the wait and
`s_wait_loadcnt` (L) a wait that leaves the counter alone.

Usage: selftest.py [--seed S] [--count N] [--depth D] [--mcpu CPU] [-v]
Exit status 0 when every program agrees, 1 otherwise.
"""

import argparse
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.realpath(__file__)),
                                '..', '..', 'utils'))

from asyncmark_tools import asm, checker  # noqa: E402


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


# --------------------------------------------------------- brute force
# The largest real wait and whether stores count in vmcnt (gfx9) or go to
# vscnt (gfx10): set from --mcpu's row of the target-facts table.
MAXW = [None]
STORES_COUNTED = [True]
# Whether a call completes every pending DMA (the target-facts table's
# calls_complete_async_counter: gfx9/gfx10 yes, gfx1250 no).
CALLS_COMPLETE = [True]


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
            if d[2] and (k == 0 or (not d[1] and d[0] >= k)):
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
                    if not group:
                        need = None
                    elif any(d[1] for d in group):
                        need = 0
                    else:
                        need = min(MAXW[0], min(d[0] for d in group))
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
def check_program(blocks, depth, mcpu):
    lines, where = to_asm(blocks)

    target = asm.Target(mcpu)
    lx = asm.lex(lines)
    funcs = asm.split_functions(lx)
    assert len(funcs) == 1, 'expected one function'
    fn = funcs[0]
    asm.build_cfg(fn, target, [0])
    parent = checker.explore(fn, 10 ** 6, target) if fn.waits else {}
    bf = brute_force(blocks, depth)
    name_to_gen = {block_name(b): b for b in range(len(blocks))}
    line_to_w = {v: k for k, v in where.items()}
    problems = []
    tight = 0
    for w in fn.waits:
        key = line_to_w[w.line]
        bneed, bviol = bf.get(key, [None, False])
        if key in bf and not w.reached:
            problems.append('line %d: reached by brute force, not by the '
                            'checker' % w.line)
        if bneed is not None and (w.need is None or bneed < w.need):
            problems.append('line %d: a path needs %s(%d), checker says '
                            '%s' % (w.line, target.counter, bneed, w.need))
        if bviol and w.viol_node is None:
            problems.append('line %d: a path violates, checker says ok'
                            % w.line)
        for node, what in ((w.need_node, 'need'), (w.viol_node, 'viol')):
            if node is None:
                continue
            # A checker block may cover several generated blocks joined by
            # fall-through labels that no branch targets.
            path = []
            for x in checker.path_to(parent, node):
                path.append([name_to_gen[n] for n in fn.blocks[x].labels
                             if n in name_to_gen])
            last = path.pop()
            path = [g for part in path for g in part]
            path += last[:last.index(key[0]) + 1]
            r = replay_bf(blocks, path, key)
            if r is None:
                problems.append('line %d: witness path %s does not reach '
                                'the wait' % (w.line, path))
            elif what == 'need' and r[0] != w.need:
                problems.append('line %d: witness path %s needs %s, checker '
                                'says %s' % (w.line, path, r[0], w.need))
            elif what == 'viol' and not r[1]:
                problems.append('line %d: violation witness %s does not '
                                'violate' % (w.line, path))
        if bneed == w.need and bviol == (w.viol_node is not None):
            tight += 1
    return lines, problems, tight, len(fn.waits)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--count', type=int, default=200)
    ap.add_argument('--depth', type=int, default=9)
    ap.add_argument('--mcpu', default='gfx950')
    ap.add_argument('-v', action='store_true')
    args = ap.parse_args()
    target = asm.Target(args.mcpu)
    G1250[0] = not target.is_vmcnt
    STORES_COUNTED[0] = target.stores_in_vmcnt
    CALLS_COMPLETE[0] = target.calls_complete
    MAXW[0] = target.wait_max
    rng = random.Random(args.seed)
    bad = 0
    waits = tight = 0
    for p in range(args.count):
        blocks = gen_program(rng)
        lines, problems, t, n = check_program(blocks, args.depth, args.mcpu)
        waits += n
        tight += t
        if problems:
            bad += 1
            print('program %d:' % p)
            print('\n'.join(lines))
            for pr in problems:
                print('  PROBLEM: ' + pr)
    print('selftest: %d programs, %d wait markers, %d disagreements, %d '
          'markers where the depth-%d enumeration already reaches the '
          'checker\'s exact result' % (args.count, waits, bad, tight,
                                       args.depth))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
