"""The order of LDS DMAs and marks in the assembly against the IR (--ir).

Every LDS DMA is taken as async, so the wait check trusts the position of
each `; asyncmark` relative to the DMAs in the assembly: the mark closes a
group of every DMA before it. That is only the program's group if the
backend kept the IR order of DMAs and marks. With --ir, each assembly basic
block's token string over {D, M} must occur contiguously in the token
string of an IR block of the same function, or of a chain of IR blocks that
branch folding may merge (each ends in an unconditional `br label %next`
and %next has that single predecessor), or (the default rule) along a
loop-free IR path from the block llc names.
"""

from dataclasses import dataclass

from .asm import InputError, asm_order_blocks
from .irtext import ir_chains, ir_dag, ir_inline, ir_path_match


@dataclass
class OrderMismatch:
    """An assembly block whose DMA/mark sequence the IR does not have."""
    line: int           # the block's first DMA or mark
    function: str
    tokens: str         # the block's sequence, e.g. 'MDD'
    block: str          # the block's name, with llc's IR name if any
    note: str           # what the IR has and what moved

    def lines(self, fname):
        return ['%s:%d: error: %s: DMA/mark order %s in block %s | VIOLATION'
                % (fname, self.line, self.function, self.tokens, self.block),
                '  note: %s' % self.note]


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



def check_order(funcs, irfuncs, irname, target, stats, ir_names,
                by_name=True):
    """The --ir cross-check.  Returns the OrderMismatch list.

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
    found = []
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
            found.append(OrderMismatch(toks[0][1], fn.name, asm_s, bname,
                                       note))
    return found
