#!/usr/bin/env python3
"""Random differential test of the plugin against asyncmark-check.py.

Generates random kernels in LLVM IR (async LDS DMAs, marks, wait.asyncmark,
global loads and stores, flat loads, LDS reads, calls, wave barriers, uniform
and divergent if/else, do-while loops, nested), compiles each with llc and
the plugin, and runs the checker on the assembly. A VIOLATION is a wait the
plugin emitted too large (or a checker bug: read the case); over-strict
results are counted.

Usage:
  fuzz-plugin.py [--count N] [--seed S] [--mcpu gfx950] [--opt O3]
                 [--no-calls] [--drain-loops]
                 [--llc PATH] [--plugin PATH] [--keep DIR]
Exit status 1 when a case violates, fails to compile, or the checker
reports an input error; 0 otherwise.
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CHECKER = os.path.join(HERE, 'asyncmark-check.py')

HEADER = """\
declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
declare void @llvm.amdgcn.wave.barrier()
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @ext()

define amdgpu_kernel void @fuzz(ptr addrspace(1) %g, ptr addrspace(3) %lds, ptr addrspace(1) %out, ptr %f, i32 %n, i32 %m) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gp = getelementptr i32, ptr addrspace(1) %g, i32 %tid
  %op = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %fp = getelementptr i32, ptr %f, i32 %tid
"""


class Gen:
    def __init__(self, rng, calls, drain_loops=False):
        self.rng = rng
        self.calls = calls
        self.drain_loops = drain_loops
        self.tmp = 0
        self.lines = []
        self.cur = 'entry'
        self.off = 0

    def t(self, p='v'):
        self.tmp += 1
        return '%%%s%d' % (p, self.tmp)

    def emit(self, s):
        self.lines.append('  ' + s)

    def label(self, name):
        self.lines.append('%s:' % name)
        self.cur = name

    def new_label(self, p):
        self.tmp += 1
        return '%s%d' % (p, self.tmp)

    def ev(self, acc):
        rng = self.rng
        r = rng.random()
        self.off += 1
        o = self.off
        if r < 0.28:
            s = self.t('s')
            d = self.t('d')
            self.emit('%s = getelementptr i32, ptr addrspace(1) %%gp, i32 %d'
                      % (s, 64 * o))
            self.emit('%s = getelementptr i8, ptr addrspace(3) %%lds, i32 %d'
                      % (d, 256 * (o % 48)))
            self.emit('call void @llvm.amdgcn.global.load.async.lds(ptr '
                      'addrspace(1) %s, ptr addrspace(3) %s, i32 4, i32 0, '
                      'i32 0)' % (s, d))
        elif r < 0.40:
            p = self.t('p')
            v = self.t()
            a = self.t('a')
            self.emit('%s = getelementptr i32, ptr addrspace(1) %%gp, i32 %d'
                      % (p, 64 * o + 7))
            self.emit('%s = load i32, ptr addrspace(1) %s' % (v, p))
            self.emit('%s = add i32 %s, %s' % (a, acc, v))
            acc = a
        elif r < 0.46:
            p = self.t('p')
            self.emit('%s = getelementptr i32, ptr addrspace(1) %%op, i32 %d'
                      % (p, 64 * o))
            self.emit('store i32 %d, ptr addrspace(1) %s' % (o, p))
        elif r < 0.48:
            p = self.t('p')
            v = self.t()
            a = self.t('a')
            self.emit('%s = getelementptr i32, ptr %%fp, i32 %d' % (p, 64 * o))
            self.emit('%s = load i32, ptr %s' % (v, p))
            self.emit('%s = add i32 %s, %s' % (a, acc, v))
            acc = a
        elif r < 0.58:
            p = self.t('p')
            v = self.t()
            a = self.t('a')
            self.emit('%s = getelementptr i8, ptr addrspace(3) %%lds, i32 %d'
                      % (p, 256 * (o % 48) + 4 * (o % 3)))
            self.emit('%s = load i32, ptr addrspace(3) %s' % (v, p))
            self.emit('%s = add i32 %s, %s' % (a, acc, v))
            acc = a
        elif r < 0.75:
            self.emit('call void @llvm.amdgcn.asyncmark()')
        elif r < 0.92:
            n = rng.choice([0, 0, 1, 1, 2, 3])
            self.emit('call void @llvm.amdgcn.wait.asyncmark(i16 %d)' % n)
        elif r < 0.97 or not self.calls:
            self.emit('call void @llvm.amdgcn.wave.barrier()')
        else:
            self.emit('call void @ext()')
        return acc

    def region(self, acc, depth):
        rng = self.rng
        for _ in range(rng.randint(1, 3)):
            r = rng.random()
            if depth > 0 and r < 0.25:
                acc = self.ifelse(acc, depth - 1)
            elif depth > 0 and r < 0.45:
                acc = self.loop(acc, depth - 1)
            else:
                for _ in range(rng.randint(1, 6)):
                    acc = self.ev(acc)
        return acc

    def cond(self):
        c = self.t('c')
        if self.rng.random() < 0.5:
            self.emit('%s = icmp eq i32 %%m, %d' % (c, self.rng.randint(0, 3)))
        else:
            self.emit('%s = icmp ult i32 %%tid, %d'
                      % (c, self.rng.choice([16, 32, 48])))
        return c

    def ifelse(self, acc, depth):
        c = self.cond()
        lt, le, lj = (self.new_label('then'), self.new_label('else'),
                      self.new_label('join'))
        two = self.rng.random() < 0.6
        self.emit('br i1 %s, label %%%s, label %%%s' % (c, lt, le if two
                                                         else lj))
        pred0 = self.cur
        self.label(lt)
        a1 = self.region(acc, depth)
        self.emit('br label %%%s' % lj)
        p1 = self.cur
        if two:
            self.label(le)
            a2 = self.region(acc, depth)
            self.emit('br label %%%s' % lj)
            p2 = self.cur
        else:
            a2, p2 = acc, pred0
        self.label(lj)
        a = self.t('a')
        self.emit('%s = phi i32 [ %s, %%%s ], [ %s, %%%s ]'
                  % (a, a1, p1, a2, p2))
        return a

    def loop(self, acc, depth):
        lh, lx = self.new_label('loop'), self.new_label('exit')
        pre = self.cur
        self.emit('br label %%%s' % lh)
        self.label(lh)
        i = self.t('i')
        a = self.t('a')
        idx = len(self.lines)
        self.lines.append(None)   # phis filled in below
        self.lines.append(None)
        body = self.region(a, depth)
        if self.drain_loops:
            # Triage aid: nothing pending or marked crosses the back edge.
            self.emit('call void @llvm.amdgcn.asyncmark()')
            self.emit('call void @llvm.amdgcn.wait.asyncmark(i16 0)')
        inext = self.t('i')
        c = self.t('c')
        self.emit('%s = add i32 %s, 1' % (inext, i))
        self.emit('%s = icmp ult i32 %s, %%n' % (c, inext))
        self.emit('br i1 %s, label %%%s, label %%%s' % (c, lh, lx))
        latch = self.cur
        self.lines[idx] = '  %s = phi i32 [ 0, %%%s ], [ %s, %%%s ]' % (
            i, pre, inext, latch)
        self.lines[idx + 1] = '  %s = phi i32 [ %s, %%%s ], [ %s, %%%s ]' % (
            a, acc, pre, body, latch)
        self.label(lx)
        return body


def gen_ir(rng, calls, drain_loops=False):
    g = Gen(rng, calls, drain_loops)
    acc = g.region('0', 2)
    g.emit('store i32 %s, ptr addrspace(1) %%op' % acc)
    g.emit('ret void')
    return HEADER + '\n'.join(g.lines) + '\n}\n'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--count', type=int, default=100)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--mcpu', default='gfx950')
    ap.add_argument('--opt', default='O3')
    ap.add_argument('--no-calls', action='store_true')
    ap.add_argument('--drain-loops', action='store_true',
                    help='end every loop body with asyncmark + '
                         'wait.asyncmark(0) (triage: no state crosses a '
                         'back edge)')
    ap.add_argument('--llc', default='/usr/lib/llvm-22/bin/llc')
    ap.add_argument('--plugin', default=os.path.join(
        HERE, '..', '..', 'build', 'lib', 'AMDGPUAsyncMark.so'))
    ap.add_argument('--keep', default=None,
                    help='directory for failing cases (default: a temp dir)')
    args = ap.parse_args()
    keep = args.keep or tempfile.mkdtemp(prefix='asyncmark-fuzz-')
    os.makedirs(keep, exist_ok=True)
    rng = random.Random(args.seed)
    stats = {'ok': 0, 'over-strict': 0, 'VIOLATION': 0, 'waits': 0}
    failures = 0
    for k in range(args.count):
        ir = gen_ir(rng, not args.no_calls, args.drain_loops)
        r = subprocess.run(
            [args.llc, '-load-pass-plugin=' + args.plugin,
             '-verify-machineinstrs', '-mtriple=amdgcn-amd-amdhsa',
             '-mcpu=' + args.mcpu, '-' + args.opt, '-o', '-'],
            input=ir.encode(), capture_output=True)
        base = os.path.join(keep, 'case%d' % k)
        if r.returncode != 0:
            failures += 1
            open(base + '.ll', 'w').write(ir)
            print('case %d: llc failed (%s.ll): %s' % (
                k, base, r.stderr.decode(errors='replace')[:300]))
            continue
        asm = r.stdout.decode()
        c = subprocess.run([sys.executable, CHECKER, '--mcpu', args.mcpu,
                            '-'], input=asm.encode(), capture_output=True)
        out = c.stdout.decode()
        for line in out.splitlines():
            if ': wait_asyncmark(' in line:
                stats['waits'] += 1
                for v in ('ok', 'over-strict', 'VIOLATION'):
                    if line.rstrip().endswith('| ' + v) or \
                            ('| %s (' % v) in line:
                        stats[v] += 1
        if c.returncode != 0:
            failures += 1
            open(base + '.ll', 'w').write(ir)
            open(base + '.s', 'w').write(asm)
            print('case %d: checker status %d (%s.ll, %s.s)' % (
                k, c.returncode, base, base))
            print(out + c.stderr.decode())
    print('fuzz-plugin: %d cases, %d waits: %d ok, %d over-strict, %d '
          'violations; %d failing cases (kept in %s)'
          % (args.count, stats['waits'], stats['ok'], stats['over-strict'],
             stats['VIOLATION'], failures, keep))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
