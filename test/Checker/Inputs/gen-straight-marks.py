#!/usr/bin/env python3
"""Writes one straight-line function with MARKS groups (a DMA, 0 to 3
loads, a mark), `; wait_asyncmark(N)` markers and the exact wait each one
needs, from its own small model of vmcnt:

    gen-straight-marks.py MARKS [--break I]

Every 1000th group is followed by a deep wait, N = 5000. The first 60% of
the groups have no other wait, so the list of marks grows: with 10000
groups the deep wait after group 5999 targets group 999 (vmcnt(62), the
count clamped), the earlier ones have too few marks. The other groups are
followed by a wait with N cycling through 1 to 4 (not every fifth). The
emitted `s_waitcnt vmcnt(K)` is the loosest safe count (none when nothing
is pending), so every marker is ok, also with --strict. --break I makes
the I-th emitted wait (from 0) one too large: exactly that marker is a
violation. The last line says how many markers there are."""

import argparse

ap = argparse.ArgumentParser()
ap.add_argument('marks', type=int)
ap.add_argument('--break', dest='brk', type=int, default=-1)
args = ap.parse_args()

WAIT_MAX = 62
out = ['\t.text', '\t.globl\tstraight', '\t.type\tstraight,@function',
       'straight:']
counted = 0          # vmcnt-counted ops issued so far
pending = []         # seq (counted ops up to it) of each pending DMA
ndma = 0
dma_seq = []         # seq of every DMA, by index
marks = []           # DMAs issued before each retained mark
waits = emitted = 0


def marker(text):
    out.extend(['\t;;#ASMSTART', '\t; ' + text, '\t;;#ASMEND'])


def wait(n):
    """`; wait_asyncmark(n)` with the loosest wait it needs."""
    global pending, marks, waits, emitted
    need = None
    if len(marks) > n:
        tgt = marks[len(marks) - n - 1]
        group = [d for d in pending if d < tgt]
        if group:
            need = min(WAIT_MAX, min(counted - dma_seq[d] for d in group))
        del marks[:len(marks) - n]
    if need is not None:
        k = need + 1 if emitted == args.brk else need
        emitted += 1
        out.append('\ts_waitcnt vmcnt(%d)' % k)
        pending = [d for d in pending if counted - dma_seq[d] < k]
    marker('wait_asyncmark(%d)' % n)
    waits += 1


for i in range(args.marks):
    counted += 1
    dma_seq.append(counted)
    pending.append(ndma)
    ndma += 1
    out.append('\tglobal_load_lds_dword v0, s[0:1] offset:%d' % (4 * (i % 256)))
    for j in range(i % 4):
        counted += 1
        out.append('\tglobal_load_dword v%d, v0, s[0:1] offset:%d'
                   % (10 + j, 16 * j))
    marker('asyncmark')
    marks.append(ndma)
    if i % 1000 == 999:
        wait(5000)
    elif i < args.marks * 6 // 10 or i % 5 == 4:
        continue                    # no wait: the list of marks grows
    else:
        wait(1 + i % 4)
    out.append('\tds_read_b32 v2, v3 offset:%d' % (4 * (i % 256)))
wait(0)
out.extend(['\tds_read_b32 v2, v3', '\ts_endpgm', '.Lfunc_end0:',
            '\t.size\tstraight, .Lfunc_end0-straight',
            '; %d groups, %d wait markers' % (args.marks, waits)])
print('\n'.join(out))
