#!/usr/bin/env python3
"""Writes the shape of shared/reproducers/loop_switch200_wait65535_slow.ll
as llc lays it out: a loop around a CASES-way switch (a tree of compares and
branches) with a DMA and a mark in each case and a default case without,
then `; wait_asyncmark(65535)` and `; wait_asyncmark(0)` after the loop:

    gen-loop-switch.py CASES [--deep-wait K|none]

The loop can run any number of times, so a path can have 65536 marks or
more: the mark at age 65535 has at least 65535 DMAs after it, and the
loosest safe count of wait_asyncmark(65535) is vmcnt(62) (the clamp). The
wait before it is `s_waitcnt vmcnt(K)` (default 62; none: no wait)."""

import argparse

ap = argparse.ArgumentParser()
ap.add_argument('cases', type=int)
ap.add_argument('--deep-wait', default='62')
args = ap.parse_args()

out = ['\t.text', '\t.globl\tloop_switch', '\t.type\tloop_switch,@function',
       'loop_switch:', '\ts_load_dwordx4 s[0:3], s[4:5], 0x0',
       '\ts_mov_b32 s6, 0', '\ts_waitcnt lgkmcnt(0)', '\ts_mov_b32 m0, s2']
nlabel = [0]


def label():
    nlabel[0] += 1
    return '.LBB0_%d' % nlabel[0]


header, latch, default = label(), label(), label()


def tree(lo, hi, name):
    """Blocks that dispatch s6 in [lo, hi) to its case, starting at name;
    a value past the last case goes to the default."""
    out.append(name + ':')
    if hi - lo == 1:
        out.append('\ts_cmp_eq_u32 s6, %d' % lo)
        out.append('\ts_cbranch_scc0 ' + default)
        out.append('\tglobal_load_lds_dword v0, s[0:1] offset:%d' % (4 * lo))
        out.extend(['\t;;#ASMSTART', '\t; asyncmark', '\t;;#ASMEND'])
        out.append('\ts_branch ' + latch)
        return
    mid = (lo + hi) // 2
    left, right = label(), label()
    out.append('\ts_cmp_lt_u32 s6, %d' % mid)
    out.append('\ts_cbranch_scc1 ' + left)
    out.append('\ts_branch ' + right)
    tree(lo, mid, left)
    tree(mid, hi, right)


out.append(header + ':')
out.append('\ts_cmp_gt_u32 s6, %d' % (args.cases - 1))
out.append('\ts_cbranch_scc1 ' + default)
tree(0, args.cases, label())
out.append(default + ':')
out.append('\ts_add_u32 s7, s7, 1')
out.append(latch + ':')
out.append('\ts_add_u32 s6, s6, 1')
out.append('\ts_cmp_lt_u32 s6, s3')
out.append('\ts_cbranch_scc1 ' + header)
out.append('; %bb.999:')
if args.deep_wait != 'none':
    out.append('\ts_waitcnt vmcnt(%d)' % int(args.deep_wait))
out.extend(['\t;;#ASMSTART', '\t; wait_asyncmark(65535)', '\t;;#ASMEND'])
out.append('\tv_mov_b32_e32 v1, 0')
out.append('\ts_waitcnt vmcnt(0)')
out.extend(['\t;;#ASMSTART', '\t; wait_asyncmark(0)', '\t;;#ASMEND'])
out.extend(['\tds_read_b32 v1, v1', '\ts_endpgm', '.Lfunc_end0:',
            '\t.size\tloop_switch, .Lfunc_end0-loop_switch'])
print('\n'.join(out))
