"""Markers in hazard slots (the target-facts table's valu_write_hazards:
gfx940, gfx941, gfx942, gfx950).

A marker is a comment: it is never a hardware wait state.  On the targets
with GCNHazardRecognizer's VDecCoExec rules (Target.has_valu_write_hazards),
a marker between the two instructions of one of these pairs must not be
what separates them (upstream's ASYNCMARK pseudo was counted as one, which
miscompiled on gfx950); the wait states each pair needs are the table's:

  VALU writes a VGPR     -> v_readlane/v_readfirstlane reads it as src0
                            (vgpr_to_readlane_src0: 1)
  VALU writes SGPR/VCC   -> a VALU reads it (explicit operand, or VCC)
                            (sgpr_vcc_to_valu: 2)
  VALU writes EXEC       -> v_readlane/v_readfirstlane/v_writelane
                            (exec_to_lane_access: 4)

Wait states between the pair: a real instruction counts 1, `s_nop N`
counts N+1, markers, comments, labels and directives count 0.  The scan
follows the text (fall-through) backwards and stops at an unconditional
branch or end of program; a predecessor reached by a branch has at least
the branch instruction (1 wait state) in between and is not followed.
"""

import re
from dataclasses import dataclass
from typing import List

from . import targets
from .asm import BRANCH_COND_RE, EXIT_RE, parse_int, is_branch


@dataclass
class HazardFinding:
    """A hazardous pair with too few wait states and a marker between."""
    line: int               # the consumer's line
    function: str
    consumer: str           # the consumer's text
    need: int               # wait states the pair needs
    producer: str
    producer_line: int
    rule: str
    states: int             # wait states it has
    marker_lines: List[int]  # the markers between them, first first

    def lines(self, fname):
        out = ["%s:%d: error: %s: marker in a hazard slot: '%s' needs %d wait "
               "state%s after '%s' (line %d, %s) and has %d | VIOLATION"
               % (fname, self.line, self.function, self.consumer, self.need,
                  '' if self.need == 1 else 's', self.producer,
                  self.producer_line, self.rule, self.states)]
        for ml in self.marker_lines:
            out.append("%s:%d: note: the marker between them is a comment, "
                       "not a wait state: insert s_nop %d or move the marker"
                       % (fname, ml, self.need - self.states - 1))
        return out


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
        n = parse_int(operands.strip())
        # An operand it cannot read counts as s_nop 0 (the strict side).
        return 1 if n is None else n + 1
    return 1


def hazard_rules(prod, cons, wait_states=None):
    """(rule, register, needed wait states) for a producer/consumer pair;
    wait_states: the table's (targets.valu_write_hazard_wait_states())."""
    if wait_states is None:
        wait_states = targets.valu_write_hazard_wait_states()
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
            found.append(('VALU writes VGPR -> %s reads it' % cm, vg[0],
                          wait_states['vgpr_to_readlane_src0']))
    sg = sorted(r for r in pdefs & cuses if is_sgpr_like(r))
    if sg:
        found.append(('VALU writes SGPR/VCC -> VALU reads it', sg[0],
                      wait_states['sgpr_vcc_to_valu']))
    if cm in _RWLANE and pdefs & {'exec_lo', 'exec_hi'}:
        found.append(('VALU writes EXEC -> %s' % cm, 'exec',
                      wait_states['exec_to_lane_access']))
    return found


def check_marker_hazards(fn):
    """Every hazardous pair of fn separated by too few wait states with a
    marker between them, as HazardFinding."""
    wait_states = targets.valu_write_hazard_wait_states()
    # No pair needs more: the backward scan stops there.
    hz_max = max(wait_states.values())
    seq = []
    for it in fn.items:
        if it.kind == 'insn':
            seq.append(it)
        elif it.kind in ('mark', 'wmark'):
            seq.append(it)
    findings = []
    for j, cons in enumerate(seq):
        if cons.kind != 'insn' or not cons.data[0].startswith('v_'):
            continue
        states = 0
        markers = []
        seen_rules = set()
        i = j - 1
        while i >= 0 and states < hz_max:
            it = seq[i]
            i -= 1
            if it.kind != 'insn':
                markers.append(it)
                continue
            mnem, ops, code = it.data
            if is_branch(mnem) and not BRANCH_COND_RE.match(mnem) or \
                    EXIT_RE.match(mnem):
                break
            for rule, reg, need in hazard_rules((mnem, ops), cons.data[:2],
                                                wait_states):
                if rule in seen_rules:
                    continue
                seen_rules.add(rule)
                if states < need and markers:
                    findings.append(HazardFinding(
                        cons.line, fn.name, cons.data[2], need, code,
                        it.line, rule, states,
                        [mk.line for mk in reversed(markers)]))
            states += wait_states_of(mnem, ops)
    return findings
