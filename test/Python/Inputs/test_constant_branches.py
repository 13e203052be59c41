"""Unit tests of asyncmark_tools.asm's constant branches (the feasible
CFG, constant_branch_cfg): the scalar operations it models, the VGPR and
AGPR lanes it follows, what it forgets, and, on random programs, that
every path a concrete execution takes is a path of the feasible CFG (an
edge is dropped only where no execution takes it).

Usage: test_constant_branches.py <dir holding asyncmark_tools>
"""

import random
import sys
import unittest

PKG_PARENT = sys.argv.pop(1)
sys.path.insert(0, PKG_PARENT)

from asyncmark_tools import asm  # noqa: E402

ONES32 = 0xffffffff
ONES64 = (1 << 64) - 1


def run(lines, state=None, wave_size=None, lanes=None):
    """The state after the instructions of `lines` ('mnemonic operands'),
    with the lanes of the registers `lanes` names tracked."""
    state = {} if state is None else state
    tracked = asm.Lanes(wave_size, lanes) if lanes else None
    for line in lines:
        mnem, _, ops = line.strip().partition(' ')
        asm.apply_scalar_op(asm.decode_scalar_op(mnem, ops, tracked), state,
                            wave_size)
    return state


def function(text, cpu='gfx950'):
    """The one function of assembly text, with build_cfg's CFG."""
    lx = asm.lex(text.strip('\n').split('\n'))
    fn = asm.split_functions(lx)[0]
    asm.build_cfg(fn, asm.Target(cpu), [0])
    return fn


def flow_succs(fn, nodes):
    """The number of successors of each copy of .LBB0_2 (%Flow), in node
    order (the copy reached from the entry first)."""
    return [len(n[1]) for n in nodes or []
            if fn.blocks[n[0]].name == '.LBB0_2']


def edges(fn, nodes):
    """The feasible CFG's edges as block names."""
    names = [b.name for b in fn.blocks]
    return sorted({(names[nodes[i][0]], names[nodes[s][0]])
                   for i in range(len(nodes)) for s in nodes[i][1]})


class Immediates(unittest.TestCase):
    def test_32(self):
        self.assertEqual(asm.scalar_immediate('-1', 32), ONES32)
        self.assertEqual(asm.scalar_immediate('0xffffffff', 32), ONES32)
        self.assertEqual(asm.scalar_immediate('4294967295', 32), ONES32)
        self.assertEqual(asm.scalar_immediate('0x100', 32), 256)
        self.assertIsNone(asm.scalar_immediate('0x100000000', 32))
        for tok in ('1.0', '-4.0', '0.5', 'lit(1)', 'foo@abs32@lo', 's0'):
            self.assertIsNone(asm.scalar_immediate(tok, 32), tok)

    def test_64(self):
        # Inline constants are sign-extended; a 32-bit literal is known
        # only where zero- and sign-extension agree.
        self.assertEqual(asm.scalar_immediate('-1', 64), ONES64)
        self.assertEqual(asm.scalar_immediate('-16', 64), ONES64 - 15)
        self.assertEqual(asm.scalar_immediate('64', 64), 64)
        self.assertEqual(asm.scalar_immediate('0x7fffffff', 64), 0x7fffffff)
        for tok in ('-17', '0x80000000', '0xffffffff', '4294967295', '1.0'):
            self.assertIsNone(asm.scalar_immediate(tok, 64), tok)


class ScalarOps(unittest.TestCase):
    def test_mov_keeps_scc(self):
        st = run(['s_cmp_eq_u32 0, 0', 's_mov_b32 s3, 1'])
        self.assertEqual(st['scc'], 1)
        self.assertEqual(st['s3'], 1)
        st = run(['s_mov_b64 s[2:3], -1'])
        self.assertEqual((st['s2'], st['s3']), (ONES32, ONES32))
        self.assertNotIn('s4', run(['s_mov_b32 s4, 1.0']))

    def test_only_scalar_alu_writes_scc(self):
        # A vector instruction between a compare and its branch (GlobalISel
        # puts a carry there: fuzz seed 700176) keeps SCC; its carry goes
        # to VCC.
        for other in ('v_addc_co_u32_e32 v8, vcc, 0, v5, vcc',
                      'v_add_co_u32_e32 v9, vcc, v4, v10',
                      'global_load_dword v6, v10, s[8:9] offset:1024',
                      'ds_read_b32 v0, v1'):
            st = run(['s_mov_b32 s20, 1', 's_cmp_lg_u32 s20, 0', other])
            self.assertEqual(st.get('scc'), 1, other)
        st = run(['s_mov_b32 vcc_lo, 0', 's_mov_b32 vcc_hi, 0',
                  'v_addc_co_u32_e32 v8, vcc, 0, v5, vcc'])
        self.assertNotIn('vcc_lo', st)
        # A scalar instruction not modelled may write it.
        for other in ('s_add_u32 s0, s1, s2', 's_bitcmp1_b32 s0, 1'):
            st = run(['s_cmp_lg_u32 0, 1', other])
            self.assertNotIn('scc', st, other)

    def test_logic(self):
        st = run(['s_mov_b32 s3, 1', 's_xor_b32 s3, s3, 1'])
        self.assertEqual((st['s3'], st['scc']), (0, 0))
        st = run(['s_mov_b32 s0, 6', 's_and_b32 s1, s0, 3', 's_or_b32 s2, s0, 1',
                  's_andn2_b32 s4, s0, 2', 's_orn2_b32 s5, s0, -1',
                  's_not_b32 s6, s0'])
        self.assertEqual((st['s1'], st['s2'], st['s4'], st['s5'], st['s6']),
                         (2, 7, 4, 6, ONES32 - 6))
        self.assertEqual(st['scc'], 1)
        # gfx11+ names.
        st = run(['s_mov_b32 s0, 6', 's_and_not1_b32 s1, s0, 2',
                  's_or_not1_b32 s2, 0, -1'])
        self.assertEqual((st['s1'], st['s2'], st['scc']), (4, 0, 0))

    def test_exec_is_never_known(self):
        # x & ~ones = 0 whatever EXEC is; x & ~0 is EXEC, which may be 0.
        st = run(['s_mov_b64 s[2:3], -1', 's_andn2_b64 vcc, exec, s[2:3]'])
        self.assertEqual((st['vcc_lo'], st['vcc_hi'], st['vccz'], st['scc']),
                         (0, 0, 1, 0))
        st = run(['s_mov_b64 s[2:3], 0', 's_andn2_b64 vcc, exec, s[2:3]'])
        for u in ('vcc_lo', 'vcc_hi', 'scc'):
            self.assertNotIn(u, st)
        # VCC is EXEC: its branch is decided only for a wave with an active
        # lane (a reader of what lanes do), never for the counters.
        self.assertEqual(st['vccz'], asm.EXECZ)
        self.assertIsNone(asm.branch_taken('s_cbranch_vccnz', st))
        self.assertTrue(asm.branch_taken('s_cbranch_vccnz', st, active_lanes=True))
        self.assertFalse(asm.branch_taken('s_cbranch_vccz', st, active_lanes=True))
        # Not once EXEC changes after it.
        st = run(['s_mov_b64 s[2:3], 0', 's_andn2_b64 vcc, exec, s[2:3]',
                  's_mov_b64 exec, s[2:3]'])
        self.assertNotIn('vccz', st)
        # Nor from a half of VCC where the wave size is not known.
        st = run(['s_and_b32 vcc_lo, exec_lo, -1'])
        self.assertNotIn('vccz', st)
        st = run(['s_or_b64 s[0:1], exec, -1', 's_and_b64 s[4:5], exec, 0'])
        self.assertEqual((st['s0'], st['s1'], st['s4'], st['s5'], st['scc']),
                         (ONES32, ONES32, 0, 0, 0))
        # A write of EXEC is not kept either: VCC is EXEC, known only as
        # such.
        st = run(['s_mov_b64 exec, -1', 's_and_b64 vcc, exec, -1'])
        self.assertNotIn('vcc_lo', st)
        self.assertEqual(st['vccz'], asm.EXECZ)

    def test_cmp_cselect(self):
        st = run(['s_mov_b64 s[0:1], 5', 's_cmp_eq_u64 s[0:1], 5'])
        self.assertEqual(st['scc'], 1)
        st = run(['s_mov_b32 s0, 5', 's_cmp_lg_u32 s0, 5',
                  's_cselect_b32 s1, 1, 0', 's_cselect_b64 s[2:3], -1, 0'])
        self.assertEqual((st['scc'], st['s1'], st['s2'], st['s3']),
                         (0, 0, 0, 0))
        st = run(['v_readfirstlane_b32 s0, v0', 's_cmp_eq_u32 s0, 0',
                  's_cselect_b32 s1, 1, 0', 's_cselect_b32 s2, 7, 7'])
        self.assertNotIn('scc', st)
        self.assertNotIn('s1', st)
        self.assertEqual(st['s2'], 7)

    def test_vccz(self):
        # A write of vcc_lo alone leaves VCCZ stale up to gfx9.
        st = run(['s_mov_b64 vcc, 0', 's_mov_b32 vcc_lo, 1'])
        self.assertEqual(st['vcc_lo'], 1)
        self.assertNotIn('vccz', st)
        # wave32 tests vcc_lo only: known where both agree.
        self.assertEqual(run(['s_mov_b64 vcc, 1'])['vccz'], 0)
        self.assertNotIn('vccz', run(['s_mov_b64 s[0:1], 0', 's_mov_b32 s1, 1',
                                      's_mov_b64 vcc, s[0:1]']))

    def test_vccz_wave32(self):
        # wave32: VCCZ is vcc_lo == 0, and a write of vcc_lo updates it.
        st = run(['s_mov_b32 s3, 0', 's_and_b32 vcc_lo, exec_lo, s3'],
                 wave_size=32)
        self.assertEqual((st['vcc_lo'], st['vccz']), (0, 1))
        st = run(['s_mov_b32 s0, -1', 's_and_not1_b32 vcc_lo, exec_lo, s0'],
                 wave_size=32)
        self.assertEqual(st['vccz'], 1)
        self.assertEqual(run(['s_mov_b32 vcc_lo, 2'], wave_size=32)['vccz'], 0)
        # EXEC stays unknown, and so does VCCZ from it but for a wave with
        # an active lane (EXECZ).
        st = run(['s_and_b32 vcc_lo, exec_lo, -1'], wave_size=32)
        self.assertEqual(st['vccz'], asm.EXECZ)
        self.assertNotIn('vcc_lo', st)
        # A 64-bit write decides it by its low half.
        pair = ['s_mov_b64 s[0:1], 0', 's_mov_b32 s1, 1', 's_mov_b64 vcc, s[0:1]']
        self.assertEqual(run(pair, wave_size=32)['vccz'], 1)
        # A write of vcc_hi alone is not taken to recompute it.
        st = run(['s_mov_b64 vcc, 0', 's_mov_b32 vcc_hi, 1'], wave_size=32)
        self.assertNotIn('vccz', st)
        # Nor is a write of vcc_lo while a load into it is in flight.
        st = run(['s_load_dword vcc_lo, s[4:5], 0x0', 's_mov_b32 vcc_lo, 0'],
                 wave_size=32)
        self.assertNotIn('vccz', st)
        # wave64 and an unknown wave size: a write of vcc_lo alone decides
        # nothing (stale up to gfx9), nor does a 64-bit VCC whose halves
        # the two wave sizes read differently.
        for wave in (64, None):
            st = run(['s_mov_b32 s3, 0', 's_and_b32 vcc_lo, exec_lo, s3'],
                     wave_size=wave)
            self.assertEqual(st['vcc_lo'], 0)
            self.assertNotIn('vccz', st, wave)
            self.assertNotIn('vccz', run(pair, wave_size=wave), wave)
            self.assertEqual(run(['s_mov_b64 vcc, 0'], wave_size=wave)['vccz'],
                             1, wave)

    def test_clobbers(self):
        base = ['s_mov_b64 s[2:3], -1', 's_mov_b64 vcc, 0', 's_mov_b32 s102, 1',
                's_cmp_eq_u32 0, 0']
        # A vector ALU instruction writes what it names; one that writes
        # VCC names it. Only a compare may write EXEC (and VCC) unnamed
        # (gfx10+'s v_cmpx_*_e32); a memory instruction is not trusted.
        st = run(base + ['v_readfirstlane_b32 s3, v0'])
        self.assertEqual((st['s2'], st['scc'], st['vccz']), (ONES32, 1, 1))
        self.assertNotIn('s3', st)
        st = run(base + ['v_add_u32_e32 v0, v1, v2'])
        self.assertEqual((st['s3'], st['vcc_lo'], st['vccz']), (ONES32, 0, 1))
        for writes_vcc in ('v_add_co_u32_e32 v9, vcc, v4, v10',
                           'v_cmp_eq_u32_e32 vcc, 0, v2',
                           'v_cmp_eq_u32_e32 vcc_lo, 0, v2',
                           'v_cmpx_eq_u32_e32 0, v2',
                           'v_cmp_class_f32_e64 s[4:5], v0, 3',
                           'global_load_dword v6, v10, s[8:9]'):
            st = run(base + [writes_vcc])
            self.assertEqual(st['s3'], ONES32, writes_vcc)
            self.assertNotIn('vccz', st, writes_vcc)
        self.assertNotIn('s102', run(base + ['s_mov_b64 flat_scratch, 0']))
        st = run(base + ['s_waitcnt vmcnt(0)', 's_nop 0', 's_branch .L1'])
        self.assertEqual((st['s3'], st['scc'], st['vccz']), (ONES32, 1, 1))
        # A scalar ALU instruction writes SCC and what it names; EXEC
        # unnamed only if it is an EXEC one, VCC never (seed 8329: a call's
        # address computed between the write of VCC and its branch).
        for keeps_vcc in ('s_get_pc_i64 s[52:53]',
                          's_add_nc_u64 s[52:53], s[52:53], f@gotpcrel+4',
                          's_getpc_b64 s[4:5]', 's_bfe_u32 s5, s1, 0x10000'):
            st = run(base + [keeps_vcc])
            self.assertEqual((st['s3'], st['vcc_lo'], st['vccz']),
                             (ONES32, 0, 1), keeps_vcc)
            self.assertNotIn('scc', st, keeps_vcc)
            # VCC that is EXEC stays so: EXEC is not written.
            st = run(['s_mov_b64 s[2:3], 0', 's_andn2_b64 vcc, exec, s[2:3]',
                      keeps_vcc])
            self.assertEqual(st['vccz'], asm.EXECZ, keeps_vcc)
        for writes_exec in ('s_and_not1_wrexec_b32 s0, s1',
                            's_andn2_wrexec_b64 s[0:1], s[2:3]',
                            's_and_not0_saveexec_b32 s0, s1',
                            's_subvector_loop_begin s0, .L1'):
            st = run(['s_mov_b64 s[2:3], 0', 's_andn2_b64 vcc, exec, s[2:3]',
                      writes_exec])
            self.assertNotIn('vccz', st, writes_exec)
        for names_vcc in ('s_bfe_u32 vcc_lo, s1, 0x10000',
                          's_bfe_u64 vcc, s[6:7], 0x10000'):
            st = run(base + [names_vcc])
            self.assertNotIn('vccz', st, names_vcc)
            self.assertEqual(st['s3'], ONES32, names_vcc)
        for clear in ('s_swappc_b64 s[30:31], s[16:17]', 's_movreld_b32 s0, s1',
                      's_setpc_b64 s[30:31]', 'my_macro s1', 's_trap 2'):
            st = run(base + [clear])
            self.assertEqual(st, {}, clear)

    def test_scalar_loads_in_flight(self):
        st = run(['s_load_dword s3, s[4:5], 0x0', 's_mov_b32 s3, 1',
                  's_waitcnt lgkmcnt(1)', 's_mov_b32 s4, 1'])
        self.assertNotIn('s3', st)
        # Its address is not written (but is forgotten at the load).
        self.assertEqual(st['s4'], 1)
        st = run(['s_load_dword s3, s[4:5], 0x0', 's_waitcnt vmcnt(0) lgkmcnt(0)',
                  's_mov_b32 s3, 1'])
        self.assertEqual(st['s3'], 1)
        st = run(['s_load_b32 s3, s[4:5], 0x0', 's_wait_kmcnt 0x0',
                  's_mov_b32 s3, 1'])
        self.assertEqual(st['s3'], 1)


class LaneOps(unittest.TestCase):
    """VGPR and AGPR lanes: v_writelane_b32 and v_readlane_b32 move one
    lane whatever EXEC is; the AGPR copies write the active lanes."""

    SPILL = ['s_mov_b32 s0, 1', 's_cmp_eq_u32 s0, 1',
             'v_writelane_b32 v20, s0, 23', 'v_writelane_b32 v20, 7, 2']
    # LLVM's copy of the spill VGPR to an AGPR and back, every lane active.
    TO_AGPR = ['s_mov_b64 s[24:25], exec', 's_mov_b64 exec, -1',
               'v_accvgpr_write_b32 a8, v20', 's_mov_b64 exec, s[24:25]']
    FROM_AGPR = ['s_or_saveexec_b64 s[24:25], -1', 'v_accvgpr_read_b32 v20, a8',
                 's_mov_b64 exec, s[24:25]']

    def test_spill_and_reload(self):
        st = run(self.SPILL + ['v_readlane_b32 s1, v20, 23'], lanes={'v20'})
        # v_writelane and v_readlane write nothing else: SCC stays.
        self.assertEqual((st['v20:23'], st['v20:2'], st['s1'], st['scc']),
                         (1, 7, 1, 1))
        # Through a8 and back, over a write of the lane in between.
        st = run(self.SPILL + self.TO_AGPR + ['v_writelane_b32 v20, 5, 23'] +
                 self.FROM_AGPR + ['v_readlane_b32 s3, v20, 23'],
                 lanes={'v20', 'a8'})
        self.assertEqual((st['a8:23'], st['v20:23'], st['s3']), (1, 1, 1))
        # EXEC itself stays unknown.
        self.assertNotIn('s24', st)
        self.assertNotIn('all_lanes', st)

    def test_copy_needs_every_lane_active(self):
        # EXEC not known: a lane of a8 may keep its old value.
        st = run(self.SPILL + ['v_accvgpr_write_b32 a8, v20'],
                 lanes={'v20', 'a8'})
        self.assertNotIn('a8:23', st)
        # Unless it holds the same already.
        st = run(self.SPILL + self.TO_AGPR + ['v_writelane_b32 v20, 9, 2',
                                              'v_accvgpr_write_b32 a8, v20'],
                 lanes={'v20', 'a8'})
        self.assertEqual(st['a8:23'], 1)
        self.assertNotIn('a8:2', st)
        # Any other write of EXEC: not every lane.
        for other in ('s_and_saveexec_b64 s[24:25], vcc', 's_mov_b64 exec, s[2:3]',
                      'v_cmpx_eq_u32_e32 0, v0', 's_mov_b32 exec_lo, 0'):
            st = run(['s_mov_b64 exec, -1', other], lanes={'v20'})
            self.assertNotIn('all_lanes', st, other)

    def test_exec_halves(self):
        st = run(['s_or_saveexec_b64 s[0:1], -1'])
        self.assertEqual((st['all_lanes'], st['scc']), (1, 1))
        self.assertNotIn('s0', st)
        # exec_lo alone: every lane in wave32 only, or where exec_hi was.
        self.assertEqual(run(['s_mov_b32 exec_lo, -1'], wave_size=32)['all_lanes'], 1)
        for wave in (64, None):
            self.assertNotIn('all_lanes', run(['s_mov_b32 exec_lo, -1'],
                                              wave_size=wave))
            st = run(['s_mov_b64 exec, -1', 's_or_saveexec_b32 s0, -1'],
                     wave_size=wave)
            self.assertEqual(st['all_lanes'], 1)
        # A scalar load into EXEC may land later.
        st = run(['s_load_dwordx2 exec, s[4:5], 0x0', 's_mov_b64 exec, -1'])
        self.assertNotIn('all_lanes', st)

    def test_lane_select(self):
        spill = ['s_mov_b32 s0, 1', 'v_writelane_b32 v20, s0, 40']
        self.assertEqual(run(spill + ['v_readlane_b32 s1, v20, 40'],
                             wave_size=64, lanes={'v20'})['s1'], 1)
        # Lane 40 is one lane only in wave64: wave32 may take it as 8.
        for wave in (32, None):
            st = run(['v_writelane_b32 v20, 3, 8'] + spill +
                     ['v_readlane_b32 s1, v20, 40'], wave_size=wave,
                     lanes={'v20'})
            self.assertNotIn('s1', st)
            self.assertNotIn('v20:8', st)
        # A lane select in a register is not followed.
        st = run(self.SPILL + ['s_mov_b32 s2, 2', 'v_writelane_b32 v20, 0, s2',
                               'v_readlane_b32 s1, v20, s2'], lanes={'v20'})
        self.assertNotIn('v20:2', st)
        self.assertNotIn('v20:23', st)
        self.assertNotIn('s1', st)

    def test_forgotten(self):
        base = self.SPILL
        # Not a tracked register (lane_reading leaves it out).
        self.assertNotIn('s1', run(base + ['v_readlane_b32 s1, v20, 23']))
        # A write of the register by anything else, or a read by an
        # instruction not modelled (it may write what it names).
        for other in ('v_mov_b32_e32 v20, 0', 'v_add_u32_e32 v1, v20, v2',
                      'v_mov_b64_e32 v[20:21], s[0:1]', 'v_accvgpr_read_b32 v20, a9',
                      'v_writelane_b32 v20, s0, s5', 'global_load_dword v20, v[0:1], off',
                      's_swappc_b64 s[30:31], s[16:17]'):
            st = run(base + [other, 'v_readlane_b32 s1, v20, 23'],
                     lanes={'v20', 'a8'})
            self.assertNotIn('v20:23', st, other)
            self.assertNotIn('s1', st, other)
        # An SGPR a scalar load may still write.
        st = run(['s_load_dword s0, s[4:5], 0x0', 'v_writelane_b32 v20, s0, 1'],
                 lanes={'v20'})
        self.assertNotIn('v20:1', st)
        # Other registers' lanes and other lanes stay.
        st = run(base + ['v_mov_b32_e32 v21, 0', 'v_writelane_b32 v20, 0, 3'],
                 lanes={'v20', 'v21'})
        self.assertEqual((st['v20:23'], st['v20:3']), (1, 0))


# GlobalISel -O0: the flow block's constant is spilled to lane 23 of v20,
# which goes to a8 and back with every lane active.
O0_FLOW = '''
	.text
	.type	f,@function
f:
	s_load_dword s1, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s1, 0
	s_mov_b32 s0, 1
	v_writelane_b32 v20, s0, 23
	s_mov_b64 s[24:25], exec
	s_mov_b64 exec, -1
	v_accvgpr_write_b32 a8, v20
	s_mov_b64 exec, s[24:25]
	s_cbranch_scc0 .LBB0_2
; %bb.1:
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v20, a8
	s_mov_b64 exec, s[24:25]
	v_mov_b32_e32 v0, 0
	s_mov_b32 s0, 0
	v_writelane_b32 v20, s0, 23
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_write_b32 a8, v20
	s_mov_b64 exec, s[24:25]
.LBB0_2:
	s_or_saveexec_b64 s[24:25], -1
	v_accvgpr_read_b32 v20, a8
	s_mov_b64 exec, s[24:25]
	v_readlane_b32 s0, v20, 23
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	v_mov_b32_e32 v1, 0
.LBB0_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.amdhsa_kernel f
		.amdhsa_next_free_vgpr 21
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
'''


# A call to g in %bb.1 of O0_FLOW, before its write of lane 23, and g.
CALL_G = ('\ts_getpc_b64 s[16:17]\n'
          '\ts_add_u32 s16, s16, g@rel32@lo+4\n'
          '\ts_addc_u32 s17, s17, g@rel32@hi+12\n'
          '\ts_swappc_b64 s[30:31], s[16:17]\n')
CALLEE_G = '''
	.text
	.type	g,@function
g:
%s	s_setpc_b64 s[30:31]
.Lfunc_end1:
'''


def with_call(callee, weak=False):
    """O0_FLOW calling g (whose body is `callee`; None: no g in the
    input), then g (`weak`: .weak): the kernel, after call_vector_names."""
    text = O0_FLOW.replace('\tv_mov_b32_e32 v0, 0\n', CALL_G)
    if callee is not None:
        text += CALLEE_G % callee
        if weak:
            text = text.replace('\t.type\tg,@function', '\t.weak\tg\n\t.type\tg,@function')
    lx = asm.lex(text.strip('\n').split('\n'))
    funcs = asm.split_functions(lx)
    for fn in funcs:
        asm.build_cfg(fn, asm.Target('gfx950'), [0])
    asm.call_vector_names(funcs)
    return funcs[0]


class LaneReading(unittest.TestCase):
    def tracked(self, text):
        lanes = asm.lane_reading(function(text))
        return None if lanes is None else sorted(lanes.tracked)

    def test_call_to_known_callee(self):
        # g writes v5 only: the call forgets every lane, and the lanes
        # written after it are known again (fuzz seed 500111, GlobalISel
        # -O0): %Flow goes one way from each arm.
        fn = with_call('\tv_mov_b32_e32 v5, 0\n')
        self.assertEqual(sorted(asm.lane_reading(fn).tracked), ['a8', 'v20'])
        self.assertTrue(asm.apply_constant_branches(fn))
        self.assertEqual(sorted(len(b.succs) for b in fn.blocks
                                if b.name == '.LBB0_2'), [1, 1])
        # g names v20 (a load of it may land after the return), is weak,
        # or is not in the input: no lane of v20 is known.
        fn = with_call('\tglobal_load_dword v20, v[0:1], off\n')
        self.assertNotIn('v20', sorted(asm.lane_reading(fn).tracked))
        self.assertIsNone(asm.lane_reading(
            with_call('\tv_mov_b32_e32 v5, 0\n', weak=True)))
        fn = with_call(None)
        self.assertIsNone(asm.lane_reading(fn))
        self.assertFalse(asm.apply_constant_branches(fn))

    def test_kernel(self):
        self.assertEqual(self.tracked(O0_FLOW), ['a8', 'v20'])
        self.assertEqual(asm.lane_reading(function(O0_FLOW)).wave_size, 64)

    def test_not_followed(self):
        # A function that is no kernel: a caller's load may land in v20.
        self.assertIsNone(self.tracked(O0_FLOW.replace('.amdhsa_kernel f',
                                                       '.amdhsa_kernel g')))
        # A late write (memory, matrix op) of v20: neither it nor a8 holds
        # a known lane (a8 is only ever a copy of it).
        for late in ('global_load_dword v20, v[0:1], off', 'ds_read_b32 v20, v0',
                     'buffer_load_dword v0, v20, s[0:3], 0 offen',
                     'v_mfma_f32_4x4x1f32 a[8:11], v0, v1, a[8:11]'):
            text = O0_FLOW.replace('\tv_mov_b32_e32 v0, 0\n', '\t%s\n' % late)
            self.assertNotIn('v20' if 'a[8' not in late else 'a8',
                             self.tracked(text) or [], late)
        # Anything that may write a register unnamed, or code the text does
        # not show.
        for other in ('s_swappc_b64 s[30:31], s[16:17]', 's_set_gpr_idx_on s0, gpr_idx(DST)',
                      'v_movreld_b32_e32 v0, v1', 's_trap 2', '.byte 0',
                      ';;#ASMSTART\n\tv_mov_b32 v1, v2\n\t;;#ASMEND'):
            text = O0_FLOW.replace('\tv_mov_b32_e32 v0, 0\n', '\t%s\n' % other)
            self.assertIsNone(self.tracked(text), other)


GISEL = '''
	.text
	.type	f,@function
f:
	s_load_dword s3, s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s3, 0
	s_mov_b32 s3, 1
	s_cbranch_scc0 .LBB0_2
; %bb.1:
	s_mov_b32 s3, 0
.LBB0_2:
	s_xor_b32 s3, s3, 1
	s_cmp_lg_u32 s3, 0
	s_cbranch_scc1 .LBB0_4
; %bb.3:
	v_mov_b32_e32 v0, 0
.LBB0_4:
	s_endpgm
.Lfunc_end0:
'''


# SelectionDAG's flow block in wave32 (gfx1250): s3 is -1 from the entry
# and 0 from %bb.1; VCC's low half alone is written.
DAG_WAVE32 = '''
	.text
	.type	f,@function
f:
	s_load_b32 s1, s[4:5], 0x0
	s_mov_b32 s3, -1
	s_wait_kmcnt 0x0
	s_cmp_lg_u32 s1, 3
	s_cbranch_scc0 .LBB0_2
; %bb.1:
	v_mov_b32_e32 v0, 0
	s_mov_b32 s3, 0
.LBB0_2:
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v1, 0
.LBB0_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel f
		.amdhsa_next_free_vgpr 2
DESCRIPTOR
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
'''


def with_descriptor(text, lines):
    return text.replace('DESCRIPTOR\n', ''.join('\t\t%s\n' % l for l in lines))


class WaveSize(unittest.TestCase):
    def wave_sizes(self, lines):
        lx = asm.lex(with_descriptor(DAG_WAVE32, lines).strip('\n').split('\n'))
        return lx.wave_sizes.get('f', 'absent'), \
            asm.split_functions(lx)[0].wave_size

    def test_descriptor(self):
        self.assertEqual(self.wave_sizes(['.amdhsa_wavefront_size32 1']),
                         (32, 32))
        self.assertEqual(self.wave_sizes(['.amdhsa_wavefront_size32 0']),
                         (64, 64))
        # Not said plainly: not known.
        for lines in ([], ['.amdhsa_wavefront_size32 (1)'],
                      ['.amdhsa_wavefront_size32 1', '.amdhsa_wavefront_size32 0'],
                      ['.amdhsa_wavefront_size32 2']):
            self.assertEqual(self.wave_sizes(lines), (None, None), lines)

    def test_descriptors_disagree(self):
        other = '\t.amdhsa_kernel f\n\t.amdhsa_wavefront_size32 %d\n' \
            '\t.end_amdhsa_kernel\n'
        for size32, want in ((1, 32), (0, None)):
            lx = asm.lex((with_descriptor(DAG_WAVE32,
                                          ['.amdhsa_wavefront_size32 1']) +
                          other % size32).strip('\n').split('\n'))
            self.assertEqual(asm.split_functions(lx)[0].wave_size, want)

    def test_target(self):
        # gfx9 runs wave64 only; a descriptor that says otherwise leaves it
        # unknown; gfx10+ takes the descriptor's.
        for lines, cpu, want in (([], 'gfx950', 64), ([], 'gfx90a', 64),
                                 (['.amdhsa_wavefront_size32 0'], 'gfx950', 64),
                                 (['.amdhsa_wavefront_size32 1'], 'gfx950', None),
                                 ([], 'gfx1250', None),
                                 (['.amdhsa_wavefront_size32 0'], 'gfx1250', 64)):
            fn = function(with_descriptor(DAG_WAVE32, lines), cpu)
            self.assertEqual(fn.wave_size, want, (lines, cpu))

    def test_no_descriptor(self):
        # A function that is no kernel (or another kernel's descriptor).
        text = with_descriptor(DAG_WAVE32, ['.amdhsa_wavefront_size32 1'])
        lx = asm.lex(text.replace('.amdhsa_kernel f', '.amdhsa_kernel g')
                     .strip('\n').split('\n'))
        self.assertEqual(lx.wave_sizes, {'g': 32})
        self.assertIsNone(asm.split_functions(lx)[0].wave_size)


class FeasibleCfg(unittest.TestCase):
    def test_flow_block_copied(self):
        fn = function(GISEL)
        nodes = asm.constant_branch_cfg(fn.blocks, fn.opaque_lines, fn.end)
        self.assertEqual(edges(fn, nodes), [
            ('%bb.1', '.LBB0_2'), ('%bb.3', '.LBB0_4'), ('.LBB0_2', '%bb.3'),
            ('.LBB0_2', '.LBB0_4'), ('f', '%bb.1'), ('f', '.LBB0_2')])
        # .LBB0_2 twice: from f it only falls into %bb.3, from %bb.1 it only
        # jumps to .LBB0_4.
        flow = [n for n in nodes if fn.blocks[n[0]].name == '.LBB0_2']
        self.assertEqual(sorted(len(n[1]) for n in flow), [1, 1])
        self.assertTrue(asm.apply_constant_branches(fn))
        self.assertEqual([b.name for b in fn.blocks],
                         ['f', '.LBB0_2', '%bb.1', '%bb.3', '.LBB0_2', '.LBB0_4'])
        self.assertEqual([b.origin for b in fn.blocks], [0, 2, 1, 3, 2, 4])
        self.assertEqual([b.succs for b in fn.blocks],
                         [[1, 2], [3], [4], [5], [5], []])

    def test_wave32_flow_block(self):
        # wave32: from %bb.1 (s3 = 0) vcc_lo is 0, so the branch is always
        # taken; from the entry (vcc_lo = EXEC) it goes both ways.
        fn = function(with_descriptor(DAG_WAVE32, ['.amdhsa_wavefront_size32 1']),
                      'gfx1250')
        self.assertEqual(fn.wave_size, 32)
        nodes = asm.constant_branch_cfg(fn.blocks, fn.opaque_lines, fn.end,
                                        wave_size=fn.wave_size)
        self.assertEqual(flow_succs(fn, nodes), [2, 1])
        one = [n for n in nodes if fn.blocks[n[0]].name == '.LBB0_2'][1]
        self.assertEqual(fn.blocks[nodes[one[1][0]][0]].name, '.LBB0_4')
        self.assertTrue(asm.apply_constant_branches(fn))
        self.assertEqual(sorted(len(b.succs) for b in fn.blocks
                                if b.name == '.LBB0_2'), [1, 2])
        # wave64, or no wave size said: the write of vcc_lo decides nothing.
        for lines in (['.amdhsa_wavefront_size32 0'], []):
            fn = function(with_descriptor(DAG_WAVE32, lines), 'gfx1250')
            self.assertIsNone(asm.constant_branch_cfg(
                fn.blocks, fn.opaque_lines, fn.end, wave_size=fn.wave_size))
            self.assertFalse(asm.apply_constant_branches(fn), lines)
        # The wave size is the function's: the default reads it as unknown.
        fn = function(with_descriptor(DAG_WAVE32, ['.amdhsa_wavefront_size32 1']),
                      'gfx1250')
        self.assertIsNone(asm.constant_branch_cfg(fn.blocks, fn.opaque_lines,
                                                  fn.end))

    def test_o0_flow_block(self):
        # From f (lane 23 = 1) .LBB0_2 jumps to .LBB0_4; from %bb.1 (0) it
        # falls into %bb.3.
        fn = function(O0_FLOW)
        self.assertTrue(asm.apply_constant_branches(fn))
        flow = [b for b in fn.blocks if b.name == '.LBB0_2']
        self.assertEqual(sorted(fn.blocks[b.succs[0]].name for b in flow),
                         ['%bb.3', '.LBB0_4'])
        self.assertEqual([len(b.succs) for b in flow], [1, 1])
        # Not a kernel: both ways.
        self.assertFalse(asm.apply_constant_branches(function(
            O0_FLOW.replace('.amdhsa_kernel f', '.amdhsa_kernel g'))))
        # f's copy to a8 with EXEC not known: from f both ways (%bb.1's
        # copy has every lane active).
        fn = function(O0_FLOW.replace('\ts_mov_b64 exec, -1\n', ''))
        self.assertTrue(asm.apply_constant_branches(fn))
        self.assertEqual([len(b.succs) for b in fn.blocks
                          if b.name == '.LBB0_2'], [2, 1])

    def test_one_path_known(self):
        # s3 is set on f's edge into %Flow only: %Flow is copied, and only
        # f's copy drops an edge.
        fn = function(GISEL.replace('s_mov_b32 s3, 0\n', 'v_readfirstlane_b32 s3, v0\n'))
        nodes = asm.constant_branch_cfg(fn.blocks, fn.opaque_lines, fn.end)
        self.assertEqual(flow_succs(fn, nodes), [1, 2])

    def test_plain_cfg_unchanged(self):
        fn = function(GISEL.replace('\ts_mov_b32 s3, 1\n', '').replace(
            '\ts_mov_b32 s3, 0\n', ''))
        self.assertIsNone(asm.constant_branch_cfg(fn.blocks, fn.opaque_lines, fn.end))
        self.assertFalse(asm.apply_constant_branches(fn))

    def test_cap(self):
        fn = function(GISEL)
        self.assertIsNone(asm.constant_branch_cfg(fn.blocks, fn.opaque_lines,
                                                  fn.end, max_nodes=5))
        self.assertIsNotNone(asm.constant_branch_cfg(fn.blocks, fn.opaque_lines,
                                                     fn.end, max_nodes=6))

    def test_entry_loads_in_flight(self):
        # No wait before the s_mov: a load of the caller's may still land.
        fn = function(GISEL.replace('\ts_waitcnt lgkmcnt(0)\n', ''))
        nodes = asm.constant_branch_cfg(fn.blocks, fn.opaque_lines, fn.end)
        self.assertIsNone(nodes)

    def test_kernel_entry_nothing_in_flight(self):
        # A kernel's wave starts with no load in flight: its s_mov before
        # the first wait holds (GlobalISel sets a flow block's condition
        # there, as in fuzz seed 520081 on gfx1250). Its own load in
        # flight still makes s3 unknown.
        text = GISEL.replace('\ts_load_dword s3, s[4:5], 0x0\n'
                             '\ts_waitcnt lgkmcnt(0)\n'
                             '\ts_cmp_lg_u32 s3, 0\n',
                             '\ts_load_dword s2, s[4:5], 0x0\n'
                             '\ts_cmp_lg_u32 s0, 0\n') + \
            '\t.amdhsa_kernel f\n\t.end_amdhsa_kernel\n'
        fn = function(text)
        self.assertTrue(fn.is_kernel)
        nodes = asm.constant_branch_cfg(fn.blocks, fn.opaque_lines, fn.end,
                                        kernel=True)
        self.assertEqual(flow_succs(fn, nodes), [1, 1])
        self.assertTrue(asm.apply_constant_branches(fn))
        # Not known to be a kernel: a caller's load may land in s3.
        self.assertIsNone(asm.constant_branch_cfg(fn.blocks, fn.opaque_lines,
                                                  fn.end))
        self.assertFalse(asm.apply_constant_branches(function(
            text.replace('.amdhsa_kernel f', '.amdhsa_kernel g'))))
        # The kernel's own load of s3, not waited for.
        fn = function(text.replace('s_load_dword s2', 's_load_dword s3'))
        self.assertIsNone(asm.constant_branch_cfg(
            fn.blocks, fn.opaque_lines, fn.end, kernel=True))

    def test_opaque_text(self):
        region = '\t;;#ASMSTART\n%s\t;;#ASMEND\n'
        cases = [(region % '\t; asyncmark\n', True),
                 (region % '\ts_nop 0\n', False),
                 ('\t.p2align 2\n', True), ('\t.loc 1 2 3\n', True),
                 ('\t.byte 0\n', False), ('\t.rept 1\n\t.endr\n', False)]
        for text, known in cases:
            fn = function(GISEL.replace('\ts_cbranch_scc0 .LBB0_2\n',
                                        text + '\ts_cbranch_scc0 .LBB0_2\n'))
            nodes = asm.constant_branch_cfg(fn.blocks, fn.opaque_lines, fn.end)
            # Where s3 is known, %Flow from f has one successor.
            self.assertEqual(flow_succs(fn, nodes), [1, 1] if known else [2, 1],
                             text)
        fn = function('\t.macro m\n\ts_nop 0\n\t.endm\n' +
                      GISEL.replace('\ts_cbranch_scc0', '\tm\n\ts_cbranch_scc0'))
        nodes = asm.constant_branch_cfg(fn.blocks, fn.opaque_lines, fn.end)
        self.assertEqual(flow_succs(fn, nodes), [2, 1])


# --------------------------------------------------------------------------
# Random programs, run concretely: every path an execution takes must be a
# path of the feasible CFG. The concrete semantics below are written out
# again (not asm.py's), with what the hardware may do where the text does
# not say: a scalar load lands at any time before lgkmcnt(0), VCCZ is stale
# after a write of half of VCC on gfx9, wave32's VCCZ tests vcc_lo (and is
# anything after a write of vcc_hi alone). A program may carry a kernel
# descriptor that says its wave size; the machine then runs in it (wave32
# only on gfx10+; gfx950 only wave64), and otherwise in either. Vector
# registers have 64 lanes: v_writelane/v_readlane move one (the lane select
# taken modulo the wave size) whatever EXEC is, the AGPR copies and other
# VALU writes change the active lanes, a vector load lands in its active
# lanes at any time before vmcnt(0), a call may leave loads in flight, and
# a function that is no kernel may start with a caller's.
# --------------------------------------------------------------------------

REGS32 = ['s0', 's1', 's2', 's3']
# wave32's flow blocks write and test vcc_lo alone, from exec_lo.
DSTS32 = REGS32 + ['vcc_lo', 'vcc_lo', 'vcc_hi']
SRCS32 = REGS32 + ['exec_lo']
PAIRS = ['s[0:1]', 's[2:3]', 'vcc', 'exec']
IMMS32 = ['0', '1', '-1', '2', '0xffffffff', '1.0']
IMMS64 = ['0', '1', '-1', '0x80000000']
# v0 and v1 take lanes; a0 holds copies of them; v2 and v3 are written by
# VALU ops and loads (any of them may name v0 or v1 too).
LANE_VGPRS = ['v0', 'v1']
LANE_SELECTS = ['0', '1', '5', '31', '33', '40', 's2']
# The idioms' lanes: few, so that a reload often finds its spill.
IDIOM_LANES = ['1', '5', '40']
EXEC_WRITES = ['s_or_saveexec_b64 s[4:5], -1', 's_mov_b64 exec, s[4:5]',
               's_and_saveexec_b64 s[4:5], vcc', 's_mov_b32 exec_lo, -1',
               's_mov_b64 exec, -1', 's_or_saveexec_b32 s4, -1',
               's_and_saveexec_b64 s[4:5], -1', 's_or_saveexec_b64 s[4:5], vcc']
CALL = 's_swappc_b64 s[30:31], s[16:17]'


def idiom_lane(rng):
    return rng.choice(['v0', 'v0', 'v1']), rng.choice(IDIOM_LANES)


def all_lanes_on(rng, save):
    """LLVM's EXEC = all ones (saving it in s[4:5]), or, now and then,
    another write of EXEC."""
    if rng.random() < 0.6:
        return save
    return rng.choice(EXEC_WRITES)



def rand_lane_insns(rng):
    """A few lines: LLVM's -O0 idioms (an SGPR spilled to a lane, reloaded
    and tested; the VGPR copied to a0 and back with every lane active), or
    one lane, EXEC, vector or memory instruction."""
    r = rng.random()
    v, lane = idiom_lane(rng)
    if r < 0.25:
        return ['v_writelane_b32 %s, %s, %s' % (
            v, rng.choice(REGS32 + ['0', '1']), lane)] + \
            (to_agpr(rng, v) if rng.random() < 0.5 else [])
    if r < 0.35:
        return reload(rng)
    if r < 0.43:
        return to_agpr(rng, v)
    if r < 0.5:
        return from_agpr(rng, v)
    if r < 0.6:
        # A spill, what may come between, and its reload.
        s = rng.choice(REGS32)
        between = rng.choice([
            [], to_agpr(rng, v) + from_agpr(rng, v), [rng.choice(EXEC_WRITES)],
            ['v_mov_b32_e32 %s, 0' % v], ['v_add_u32_e32 v3, %s, v2' % v],
            ['global_load_dword %s, v[2:3], off' % v], [CALL]])
        return ['s_mov_b32 %s, %s' % (s, rng.choice(['0', '1'])),
                'v_writelane_b32 %s, %s, %s' % (v, s, lane)] + between + \
            ['v_readlane_b32 %s, %s, %s' % (s, v, lane), 's_cmp_lg_u32 %s, 0' % s]
    return [rand_lane_insn(rng)]


def to_agpr(rng, v):
    return ['s_mov_b64 s[4:5], exec', all_lanes_on(rng, 's_mov_b64 exec, -1'),
            'v_accvgpr_write_b32 a0, %s' % v, 's_mov_b64 exec, s[4:5]']


def from_agpr(rng, v):
    return [all_lanes_on(rng, 's_or_saveexec_b64 s[4:5], -1'),
            'v_accvgpr_read_b32 %s, a0' % v, 's_mov_b64 exec, s[4:5]']


def reload(rng):
    """A lane read back (from a0 now and then) and tested."""
    v, lane = idiom_lane(rng)
    s = rng.choice(REGS32)
    return (from_agpr(rng, v) if rng.random() < 0.5 else []) + \
        ['v_readlane_b32 %s, %s, %s' % (s, v, lane), 's_cmp_lg_u32 %s, 0' % s]


def rand_lane_insn(rng):
    r = rng.random()
    if r < 0.3:
        return 'v_writelane_b32 %s, %s, %s' % (rng.choice(LANE_VGPRS),
                                              rng.choice(REGS32 + IMMS32[:3]),
                                              rng.choice(LANE_SELECTS))
    if r < 0.5:
        return 'v_readlane_b32 %s, %s, %s' % (rng.choice(REGS32 + ['vcc_lo']),
                                             rng.choice(LANE_VGPRS),
                                             rng.choice(LANE_SELECTS))
    if r < 0.6:
        return 'v_accvgpr_write_b32 a0, %s' % rng.choice(LANE_VGPRS)
    if r < 0.7:
        return 'v_accvgpr_read_b32 %s, a0' % rng.choice(LANE_VGPRS)
    if r < 0.8:
        return rng.choice(EXEC_WRITES)
    if r < 0.85:
        return 'v_mov_b32_e32 %s, %s' % (rng.choice(LANE_VGPRS + ['v2']),
                                         rng.choice(['0', '7', 's0']))
    if r < 0.89:
        return 'v_add_u32_e32 v3, %s, v2' % rng.choice(LANE_VGPRS)
    if r < 0.93:
        return 'global_load_dword %s, v[2:3], off' % rng.choice(['v1', 'v1', 'v2'])
    if r < 0.98:
        return 's_waitcnt vmcnt(0)'
    return CALL


def rand_insns(rng):
    if rng.random() < 0.3:
        return rand_lane_insns(rng)
    return [rand_insn(rng)]


def rand_insn(rng):
    r = rng.random()
    if r < 0.25:
        return 's_mov_b32 %s, %s' % (rng.choice(DSTS32),
                                     rng.choice(IMMS32 + REGS32))
    if r < 0.35:
        return 's_mov_b64 %s, %s' % (rng.choice(PAIRS), rng.choice(IMMS64 + PAIRS))
    if r < 0.5:
        op = rng.choice(['and', 'or', 'xor', 'andn2', 'orn2'])
        if rng.random() < 0.5:
            return 's_%s_b32 %s, %s, %s' % (op, rng.choice(DSTS32),
                                           rng.choice(SRCS32 + IMMS32),
                                           rng.choice(SRCS32 + IMMS32))
        return 's_%s_b64 %s, %s, %s' % (op, rng.choice(PAIRS),
                                       rng.choice(PAIRS + IMMS64),
                                       rng.choice(PAIRS + IMMS64))
    if r < 0.58:
        return 's_not_b32 %s, %s' % (rng.choice(REGS32), rng.choice(REGS32))
    if r < 0.7:
        if rng.random() < 0.7:
            return 's_cmp_%s_u32 %s, %s' % (rng.choice(['eq', 'lg']),
                                           rng.choice(REGS32), rng.choice(IMMS32[:3]))
        return 's_cmp_%s_u64 %s, %s' % (rng.choice(['eq', 'lg']),
                                       rng.choice(PAIRS), rng.choice(IMMS64[:3]))
    if r < 0.76:
        return 's_cselect_b32 %s, %s, %s' % (rng.choice(REGS32),
                                            rng.choice(IMMS32[:3]),
                                            rng.choice(IMMS32[:3]))
    if r < 0.81:
        return 'v_readfirstlane_b32 %s, v0' % rng.choice(REGS32 + ['vcc_lo'])
    if r < 0.86:
        return 's_load_dword %s, s[8:9], 0x0' % rng.choice(REGS32)
    if r < 0.91:
        return 's_waitcnt lgkmcnt(%d)' % rng.choice([0, 0, 1])
    if r < 0.95:
        return 'v_cmp_eq_u32_e32 vcc, 0, v2'
    return 's_add_u32 %s, %s, 1' % (rng.choice(REGS32), rng.choice(REGS32))


BRANCHES = ['s_cbranch_scc0', 's_cbranch_scc1', 's_cbranch_vccz',
            's_cbranch_vccnz', 's_cbranch_execz', 's_branch']


# What a program's kernel descriptor says of its wave size: no descriptor,
# one without .amdhsa_wavefront_size32, wave32, wave64.
WAVES = [None, 'unsaid', 32, 64]


def descriptor(wave):
    if wave is None:
        return []
    lines = ['\t.section\t.rodata,"a",@progbits', '\t.amdhsa_kernel f',
             '\t\t.amdhsa_next_free_sgpr 10']
    if wave != 'unsaid':
        lines.append('\t\t.amdhsa_wavefront_size32 %d' % (wave == 32))
    return lines + ['\t.end_amdhsa_kernel', '\t.text']


def rand_program(rng):
    """(blocks, assembly lines, what its descriptor says: WAVES)"""
    nb = rng.randint(2, 6)
    blocks = []
    for b in range(nb):
        insns = [i for _ in range(rng.randint(0, 5)) for i in rand_insns(rng)]
        if b == 0 and rng.random() < 0.8:
            # Mostly past the caller's loads, as LLVM's code is.
            insns.insert(0, 's_waitcnt lgkmcnt(0)')
        r = rng.random()
        term = None
        if r < 0.2:
            # -O0's flow block: the branch tests a reloaded lane.
            insns += reload(rng)
            term = (rng.choice(BRANCHES[:2]), rng.randrange(nb))
        elif r < 0.3:
            # wave32 SelectionDAG's flow block.
            insns.append('s_and_b32 vcc_lo, exec_lo, %s' % rng.choice(REGS32))
            term = (rng.choice(BRANCHES[2:4]), rng.randrange(nb))
        elif r < 0.75:
            term = (rng.choice(BRANCHES), rng.randrange(nb))
        elif r < 0.85 or b == nb - 1:
            term = ('s_endpgm', None)
        blocks.append((insns, term))
    lines = ['\t.text', '\t.type\tf,@function', 'f:']
    for b, (insns, term) in enumerate(blocks):
        if b:
            lines.append('.LBB0_%d:' % b)
        lines += ['\t' + i for i in insns]
        if term is not None:
            lines.append('\t%s%s' % (term[0], '' if term[1] is None else
                                     ' %s' % ('f' if term[1] == 0 else
                                              '.LBB0_%d' % term[1])))
    wave = rng.choice(WAVES)
    # LLVM's place for the descriptor is before .Lfunc_end (a section
    # switch there forgets every constant: an opaque directive); also
    # after it.
    if rng.random() < 0.5:
        lines += descriptor(wave) + ['.Lfunc_end0:']
    else:
        lines += ['.Lfunc_end0:'] + descriptor(wave)
    return blocks, lines, wave, rng.choice(['gfx950', 'gfx1250'])


class Machine:
    """One concrete execution's registers."""

    def __init__(self, rng, wave32, gfx9, kernel=True):
        self.rng = rng
        self.wave32 = wave32
        self.gfx9 = gfx9
        self.r = {u: rng.choice([0, 1, ONES32, rng.getrandbits(32)])
                  for u in ['s%d' % i for i in range(10)] +
                  ['vcc_lo', 'vcc_hi', 'exec_lo', 'exec_hi']}
        self.scc = rng.randint(0, 1)
        self.vccz = rng.randint(0, 1)          # may be stale at entry
        # unit: the value a load in flight will write: a caller's, at the
        # entry of a function that is no kernel (a kernel's wave starts
        # with nothing in flight).
        self.pending = {} if kernel else {
            u: rng.getrandbits(32) for u in self.r if rng.random() < 0.1}
        # Vector registers, 64 lanes each (wave32 uses 32).
        self.vec = {v: [rng.choice([0, 1, rng.getrandbits(32)])
                        for _ in range(64)]
                    for v in ('v0', 'v1', 'v2', 'v3', 'a0')}
        # register: {lane: value} a vector load in flight will write; a
        # caller's may be in flight at the entry of a function that is no
        # kernel.
        self.vpending = {}
        if not kernel:
            for v in self.vec:
                if rng.random() < 0.3:
                    self.vpending[v] = {l: rng.getrandbits(32)
                                        for l in range(64)}

    def units(self, tok):
        tok = tok.strip()
        if tok in ('vcc', 'exec'):
            return [tok + '_lo', tok + '_hi']
        if tok.startswith('s['):
            lo, hi = tok[2:-1].split(':')
            return ['s%d' % i for i in range(int(lo), int(hi) + 1)]
        return [tok]

    def get(self, tok, bits):
        tok = tok.strip()
        if tok[0].isdigit() or tok[0] == '-':
            if tok == '1.0':
                v = 0x3f800000 if bits == 32 else 0x3ff0000000000000
            else:
                v = int(tok, 0)
                if bits == 64 and v >= 0 and v & 0x80000000:
                    # A 32-bit literal: either extension may happen.
                    v |= self.rng.choice([0, ONES32 << 32])
            return v & ((1 << bits) - 1)
        us = self.units(tok)
        v = 0
        for i, u in enumerate(us):
            v |= self.r[u] << (32 * i)
        return v

    def set(self, tok, v):
        us = self.units(tok)
        for i, u in enumerate(us):
            # A load in flight to u still lands later.
            self.r[u] = (v >> (32 * i)) & ONES32
        if us == ['vcc_hi'] and self.wave32:
            # Not assumed either way.
            self.vccz = self.rng.randint(0, 1)
        elif 'vcc_lo' in us or 'vcc_hi' in us:
            if len(us) == 2 or not self.gfx9:
                self.update_vccz()

    def update_vccz(self):
        lo, hi = self.r['vcc_lo'], self.r['vcc_hi']
        self.vccz = int(lo == 0 if self.wave32 else (lo | hi) == 0)

    def land(self, u):
        self.r[u] = self.pending.pop(u)
        if u.startswith('vcc'):
            self.vccz = self.rng.randint(0, 1)

    def vland(self, v):
        for lane, x in self.vpending.pop(v).items():
            self.vec[v][lane] = x

    def active(self):
        """The lanes EXEC has on."""
        ex = self.r['exec_lo'] | (0 if self.wave32 else self.r['exec_hi'] << 32)
        return [l for l in range(32 if self.wave32 else 64) if ex >> l & 1]

    def select(self, tok):
        """The lane a lane select names: the low 5 bits in wave32, 6 in
        wave64."""
        return self.get(tok, 32) & (31 if self.wave32 else 63)

    def call(self):
        """A callee writes any scalar register, any lane, and may leave
        loads in flight."""
        for u in self.r:
            self.r[u] = self.rng.getrandbits(32)
        self.scc = self.rng.randint(0, 1)
        self.vccz = self.rng.randint(0, 1)
        for v in self.vec:
            self.vec[v] = [self.rng.getrandbits(32) for _ in range(64)]
            if self.rng.random() < 0.5:
                self.vpending[v] = {l: self.rng.getrandbits(32)
                                    for l in range(64)}

    def step(self, line):
        # A load in flight may land before any instruction.
        for u in list(self.pending):
            if self.rng.random() < 0.3:
                self.land(u)
        for v in list(self.vpending):
            if self.rng.random() < 0.3:
                self.vland(v)
        mnem, _, ops = line.partition(' ')
        toks = [t.strip() for t in ops.split(',')] if ops else []
        bits = 64 if mnem.endswith(('_b64', '_u64')) else 32
        mask = (1 << bits) - 1
        if mnem.startswith('s_mov'):
            self.set(toks[0], self.get(toks[1], bits))
        elif mnem.startswith('s_not'):
            v = ~self.get(toks[1], bits) & mask
            self.set(toks[0], v)
            self.scc = int(v != 0)
        elif mnem.startswith(('s_and', 's_or', 's_xor')) and \
                'saveexec' not in mnem:
            a, b = self.get(toks[1], bits), self.get(toks[2], bits)
            op = mnem[2:mnem.rindex('_')]
            v = {'and': a & b, 'or': a | b, 'xor': a ^ b,
                 'andn2': a & ~b, 'orn2': a | ~b}[op] & mask
            self.set(toks[0], v)
            self.scc = int(v != 0)
        elif mnem.startswith('s_cmp'):
            eq = self.get(toks[0], bits) == self.get(toks[1], bits)
            self.scc = int(eq == ('_eq_' in mnem))
        elif mnem.startswith('s_cselect'):
            self.set(toks[0], self.get(toks[1 if self.scc else 2], bits))
        elif mnem == 'v_readfirstlane_b32':
            self.set(toks[0], self.rng.getrandbits(32))
        elif mnem == 's_load_dword':
            self.pending[toks[0]] = self.rng.getrandbits(32)
        elif mnem == 's_waitcnt':
            if 'lgkmcnt(0)' in ops:
                for u in list(self.pending):
                    self.land(u)
            if 'vmcnt(0)' in ops:
                for v in list(self.vpending):
                    self.vland(v)
        elif mnem == 'v_writelane_b32':
            self.vec[toks[0]][self.select(toks[2])] = self.get(toks[1], 32)
        elif mnem == 'v_readlane_b32':
            self.set(toks[0], self.vec[toks[1]][self.select(toks[2])])
        elif mnem in ('v_accvgpr_write_b32', 'v_accvgpr_read_b32'):
            for l in self.active():
                self.vec[toks[0]][l] = self.vec[toks[1]][l]
        elif mnem in ('s_or_saveexec_b64', 's_and_saveexec_b64',
                      's_or_saveexec_b32'):
            ex = 'exec' if bits == 64 else 'exec_lo'
            old, src = self.get(ex, bits), self.get(toks[1], bits)
            new = old | src if '_or_' in mnem else old & src
            self.set(toks[0], old)
            self.set(ex, new)
            self.scc = int(new != 0)
        elif mnem == 'v_mov_b32_e32':
            x = self.get(toks[1], 32)
            for l in self.active():
                self.vec[toks[0]][l] = x
        elif mnem == 'v_add_u32_e32':
            for l in self.active():
                self.vec[toks[0]][l] = (self.vec[toks[1]][l] +
                                        self.vec[toks[2]][l]) & ONES32
        elif mnem == 'global_load_dword':
            self.vpending[toks[0]] = {l: self.rng.getrandbits(32)
                                      for l in self.active()}
        elif mnem == 's_swappc_b64':
            self.call()
        elif mnem == 'v_cmp_eq_u32_e32':
            self.r['vcc_lo'] = self.rng.getrandbits(32)
            self.r['vcc_hi'] = self.rng.getrandbits(32)
            self.update_vccz()
        elif mnem == 's_add_u32':
            s = self.get(toks[1], 32) + 1
            self.set(toks[0], s & ONES32)
            self.scc = s >> 32
        else:
            raise AssertionError(line)

    def taken(self, mnem):
        return {'s_cbranch_scc0': self.scc == 0, 's_cbranch_scc1': self.scc == 1,
                's_cbranch_vccz': self.vccz == 1, 's_cbranch_vccnz': self.vccz == 0,
                's_cbranch_execz': (self.r['exec_lo'] == 0 if self.wave32 else
                                    (self.r['exec_lo'] | self.r['exec_hi']) == 0),
                's_branch': True}[mnem]


def concrete_path(blocks, wave, cpu, rng, steps=40):
    """The generated blocks an execution runs through, in order, on cpu
    (gfx950: wave64 only; gfx1250: gfx10+), in waves the descriptor says
    (wave, of WAVES)."""
    kernel = wave is not None
    if cpu == 'gfx950':
        m = Machine(rng, wave32=False, gfx9=True, kernel=kernel)
    elif wave in (32, 64):
        m = Machine(rng, wave32=wave == 32, gfx9=False, kernel=kernel)
    else:
        m = Machine(rng, wave32=rng.random() < 0.5, gfx9=False, kernel=kernel)
    b, path = 0, [0]
    for _ in range(steps):
        insns, term = blocks[b]
        for i in insns:
            m.step(i)
        if term is not None and term[0] == 's_endpgm':
            return path
        if term is not None and m.taken(term[0]):
            b = term[1]
        elif b + 1 < len(blocks):
            b += 1
        else:
            return path
        path.append(b)
    return path


class RandomPrograms(unittest.TestCase):
    def test_concrete_paths_are_feasible(self):
        rng = random.Random(7)
        pruned = 0
        by_wave32 = 0       # wave32 programs pruned more than unknown
        by_lanes = 0        # programs pruned more with the lanes
        for n in range(6000):
            blocks, lines, wave, cpu = rand_program(rng)
            lx = asm.lex(lines)
            fn = asm.split_functions(lx)[0]
            asm.build_cfg(fn, asm.Target(cpu), [0])
            # The CFG block of each generated block (a label no branch
            # targets, after one that falls through, does not start one).
            of = {}
            for b in fn.blocks:
                for label in b.labels:
                    of[0 if label == 'f' else int(label.split('_')[-1])] = b.id
            lanes = asm.lane_reading(fn)
            nodes = asm.constant_branch_cfg(fn.blocks, fn.opaque_lines, fn.end,
                                            wave_size=fn.wave_size, lanes=lanes)
            if nodes is None:
                continue
            pruned += 1
            if fn.wave_size == 32:
                unknown = asm.constant_branch_cfg(fn.blocks, fn.opaque_lines,
                                                  fn.end, lanes=lanes)
                if unknown != nodes:
                    by_wave32 += 1
            if lanes is not None and nodes != asm.constant_branch_cfg(
                    fn.blocks, fn.opaque_lines, fn.end, wave_size=fn.wave_size):
                by_lanes += 1
            for _ in range(40):
                gen = concrete_path(blocks, wave, cpu, rng)
                path = [of[gen[0]]]
                for prev, b in zip(gen, gen[1:]):
                    if not (b == prev + 1 and of[b] == of[prev]):
                        path.append(of[b])
                node = 0
                for b in path[1:]:
                    nxt = [s for s in nodes[node][1] if nodes[s][0] == b]
                    self.assertEqual(len(nxt), 1, 'program %d, path %s:\n%s'
                                     % (n, path, '\n'.join(lines)))
                    node = nxt[0]
        # The programs exercise the pruning, and wave32's reading of VCCZ.
        self.assertGreater(pruned, 250)
        self.assertGreater(by_wave32, 12)
        self.assertGreater(by_lanes, 30)


if __name__ == '__main__':
    unittest.main(verbosity=2)
