"""Race mode of the fuzzer (--race): race-free software pipelines, one
injected bug per variant, and how many the compile-time race check finds.

A kernel is first built as a small program (Pipeline: its parameters and
three regions of operations: the prologue, the loop body, the epilogue),
then printed as LLVM IR. The program is what the oracle reads: which LDS
bytes each DMA writes and each read touches are computed here from the
program's parameters, and which DMAs are in flight at each read by running
the program (simulate()), never from the plugin or its output.

The pipelines are shaped like what IREE and Triton emit for AMD GPUs:

  * B LDS buffers per operand (2..5) and a prefetch distance P (B - 1, or
    B - 2: a spare buffer); the prologue issues tiles 0..P-1, one commit
    group (or, attention-style, one per operand: K then V) per tile;
  * IREE order (issue tile t+P, mark, wait, sync, read tile t) or Triton
    order (wait, sync, read tile t, issue tile t+P, mark); each wait's N the
    loosest that completes the tile being read;
  * buffer selection by `(t + c) mod B` (urem), `(t + c) & (B - 1)`, a
    Triton-style wrapped index phi (`select (icmp ...)`), or rotating phis
    of buffer pointers (p0 <- p1 <- ... <- p0); LDS in one global per
    operand, one global per buffer, or one arena for all operands;
  * a constant trip count or a kernel argument (do-while); the loop either
    prefetches past the end (the overfetch of buffer-form DMAs, whose
    out-of-range reads return zeros) and drains with wait(0), or stops P
    tiles early and drains them in an epilogue of waits and reads;
  * several DMAs per group, reads per lane in GEMM-like patterns, flat or in
    an inner loop over k; one wave or several (each wave copies its slice
    of a tile and also reads its neighbour's slice, so a barrier after the
    wait is needed);
  * LDS DMA forms (global.load.async.lds, load.async.to.lds.p1, the
    buffer forms load.async.to.lds.p7 through make.buffer.rsrc and
    raw.ptr.buffer.load.async.lds; 16 bytes per lane only on gfx950) and
    gfx1250's per-lane global.load.async.to.lds.bN; waves of the
    generation's default size (gfx10 and gfx1250: 32 lanes), and a third
    of the gfx10 kernels in wave64 (+wavefrontsize64);
  * at random, producer decorations (producer.decorate(): a line table,
    printed intrinsic attributes, TBAA) and the attributes LLVM prints on
    declarations (`nocallback`, `memory(...)`).

Each race-free kernel gets one variant per bug kind, each with exactly one
injected bug:

  loosen  a wait loosened by one group (N -> N + 1);
  mark    a missing asyncmark;
  hoist   a read moved above its wait (a read of an inner loop moved out of
          it reads the loop's first k);
  swap    a read of the wrong buffer: one a DMA in flight there fills;
  cross   (several waves) the barrier after a wait removed, so a wave reads
          its neighbour's slice before the neighbour's wait: a race between
          waves, found by -amdgpu-asyncmark-race-cross-wave (which race mode
          passes unless --race-cross-wave off).

The sites are tried in random order and a variant is kept only if the
oracle finds a read that overlaps an in-flight DMA of its own wave (for
loosen, mark, hoist, swap), or, for cross, a read of the neighbour's slice
between the removed barrier and the next one in its region (the wait
before it is the one that completes the tile it reads); a mutation that is no race (loosening a wait of
a pipeline with a spare buffer, say) is kept as a "benign mutation", a
race-free kernel too. A kernel has no variant of a kind with no racy site
(a Triton-order pipeline with P = 1 has no buffer in flight to swap to).

Every variant is compiled with

    llc -load-pass-plugin=PLUGIN -mtriple=amdgcn-amd-amdhsa -mcpu=CPU -O0 \\
        -amdgpu-asyncmark-race-check -amdgpu-asyncmark-race-cross-wave \\
        -o /dev/null

(-disable-verify with the raw buffer form). The oracle also knows which
waits wait for nothing (no run has more than N closed groups before the
wait, yet a DMA is in flight there) and whether a DMA is left unclosed,
so each warning is confirmed or not: a "may race" warning if the read it
names races (a cross-wave one, "may race with another wave's", if it is
one of the cross variant's neighbour-slice reads), the check's two structural warnings if the oracle finds the
same. A race-free kernel with any warning, or a benign mutation with an
unconfirmed one, is a false alarm; an injected bug is found if a warning
names one of the reads the oracle says race; an unconfirmed warning on an
injected bug is counted too. Every count fails the run (exit 1) but a
found rate of at least --race-min-found percent per gated kind.
"""

import collections
import concurrent.futures
import copy
import os
import random
import re
import subprocess
import sys
import tempfile
import time

from .. import targets
from . import producer
from .generator import DATALAYOUT, TRIPLE

KINDS = ("loosen", "mark", "hoist", "swap", "cross")
KIND_TITLES = {
    "loosen": "(a) wait loosened by one group",
    "mark": "(b) missing asyncmark",
    "hoist": "(c) read moved above its wait",
    "swap": "(d) read of the buffer being filled",
    "cross": "(e) cross-wave: barrier removed",
}
# Kinds whose detection is gated (cross: only with the cross-wave check,
# gated_kinds()).
GATED_KINDS = ("loosen", "mark", "hoist", "swap", "cross")


def gated_kinds(args):
    if getattr(args, "race_cross_wave", "on") == "on":
        return GATED_KINDS
    return tuple(k for k in GATED_KINDS if k != "cross")
RACE_CPUS = ("gfx950", "gfx1250")

# Where the operands' LDS lives, as the oracle numbers bytes: distinct
# globals get bases this far apart (they never overlap).
GLOBAL_SPACING = 1 << 24


# ---------------------------------------------------------------------------
# The program
# ---------------------------------------------------------------------------

class Operand:
    """One tensor tile copied per stage (GEMM's A or B, attention's K or V):
    `ndma` DMAs per wave, each writing `fp` bytes (lanes x per-lane stride)."""

    def __init__(self, name, group, ndma, size, stride, lanes, waves):
        self.name = name
        self.group = group
        self.ndma = ndma
        self.size = size            # bytes per lane read from global memory
        self.fp = lanes * stride    # LDS bytes one DMA call writes
        self.slice = ndma * self.fp  # one wave's part of a buffer
        self.region = waves * self.slice  # one buffer


class Pipeline:
    """A software pipeline: parameters and the ops of its three regions
    ("pro", "body", "epi"). Ops are dicts:

      {"op": "dma", "o": operand, "k": k, "tile": (base, c)}
      {"op": "mark"}
      {"op": "wait", "n": N}
      {"op": "barrier", "role": "raw" | "war", "cross": bool}
      {"op": "read", "id": i, "o": operand, "tile": (base, c), "pat": ...,
       "inner": bool}

    A tile is (base, c): base "pro" (the tile is c), "t" (loop iteration t
    plus c) or "end" (the loop's iteration count plus c)."""

    def __init__(self):
        self.ops = {"pro": [], "body": [], "epi": []}


def ilog2(x):
    return x.bit_length() - 1


def choose_pipeline(rng, cpu):
    """A random race-free pipeline for `cpu`."""
    p = Pipeline()
    p.cpu = cpu
    gen = targets.generation(cpu)
    # gfx1250's transfers instead of LDS DMA; a wave of the generation's
    # default size (wave32 where it has one, as LLVM compiles without
    # +wavefrontsize64).
    p.gfx1250 = not gen.has_lds_dma
    p.lanes = 32 if 32 in (gen.wave_sizes or ()) else 64
    # gfx10 also runs wave64 (+wavefrontsize64): a third of its kernels.
    # Drawn only there, so the other processors' kernels stay as they were.
    p.wave64_feature = gen.has_lds_dma and p.lanes == 32 and rng.random() < 1 / 3
    if p.wave64_feature:
        p.lanes = 64
    p.waves = rng.choice([1, 1, 1, 2, 4])
    p.wg = p.lanes * p.waves
    p.B = rng.choice([2, 2, 3, 3, 4, 5])
    p.P = p.B - 1 if (p.B == 2 or rng.random() < 0.85) else p.B - 2
    p.G = 2 if rng.random() < 0.3 else 1
    p.order = rng.choice(["iree", "triton"])
    if p.order == "triton" and p.P == 1 and rng.random() < 0.5:
        p.order = "iree"
    idx = ["urem", "select", "rotphi"] + (["and"] if p.B & (p.B - 1) == 0 else [])
    p.index = rng.choice(idx)
    p.layout = rng.choice(["global", "arena"] + (["split"] if p.index == "rotphi" else []))
    p.trip = rng.choice([None, rng.randint(p.P + 1, p.P + 12), rng.randint(p.P + 1, 64)])
    p.tail = "drain" if p.trip is not None and rng.random() < 0.6 else "overfetch"
    p.inner = rng.choice([0, 0, 2, 4, 8, 16]) if p.G == 1 else 0
    if p.gfx1250:
        p.form = "b%d" % rng.choice([32, 64, 128])
        sizes = [int(p.form[1:]) // 8]
    else:
        p.form = rng.choice(["global", "p1", "p7", "p7", "rawptr"])
        sizes = [4, 4, 16] if 16 in gen.lds_dma_sizes else [4]
    p.imm = rng.random() < 0.3
    p.size = rng.choice(sizes)
    stride = p.size if p.gfx1250 else (4 if p.size <= 4 else 16)
    names = ["k", "v"] if p.G == 2 else rng.choice([["a", "b"], ["a", "b"], ["x"]])
    p.operands = [Operand(n, (i if p.G == 2 else 0), rng.randint(1, 3), p.size, stride,
                          p.lanes, p.waves) for i, n in enumerate(names)]
    if p.waves > 1:
        p.raw_barrier = p.war_barrier = rng.choice(["sbarrier", "fence"])
    else:
        p.raw_barrier = rng.choice([None, None, "sbarrier", "fence"])
        p.war_barrier = rng.choice([None, p.raw_barrier])
    # Producer decorations (a line table, ...), p7 kernels too: the plugin
    # repairs the compile unit LLVM 22's fat-pointer lowering loses
    # (FatPointerDebugInfoRepair.cpp).
    p.debug = rng.random() < 0.5
    p.decl_attrs = rng.random() < 0.5
    build_ops(p, rng)
    return p


def read_pattern(rng, p, o, inner):
    """A per-lane read of operand `o`: element size, and the offset of lane
    l in k-step kk within the wave's slice: (l >> sh) * row + (l & (2^sh -
    1)) * es * m + kk * kst + c."""
    for _ in range(100):
        es = rng.choice([4, 4, 8, 16])
        sh = rng.choice([0, 2, 3, ilog2(p.lanes)])
        m = rng.choice([1, 1, 2])
        cols = 1 << sh
        row = rng.choice([cols * es * m, cols * es * m * 2, cols * es * m + es * 4])
        kst = rng.choice([es, es * 2, 64]) if inner else 0
        rows = p.lanes // cols if sh else p.lanes
        # sh == 0: no column part, lane l at l * row.
        if sh == 0:
            row = es * m
            extent = (p.lanes - 1) * row + es
        else:
            extent = (rows - 1) * row + (cols - 1) * es * m + es
        extent += (max(inner, 1) - 1) * kst
        if extent > o.slice:
            continue
        c = rng.randrange(0, (o.slice - extent) // es + 1) * es
        if rng.random() < 0.5:
            c = 0
        return {"es": es, "sh": sh, "m": m, "row": row, "kst": kst, "c": c,
                "cross": False}
    return {"es": 4, "sh": 0, "m": 1, "row": 4, "kst": 0, "c": 0, "cross": False}


def build_ops(p, rng):
    """The race-free program of `p`: waits as loose as they may be."""
    rid = [0]

    def dmas(group, tile):
        out = []
        for o in p.operands:
            if o.group == group:
                for k in range(o.ndma):
                    out.append({"op": "dma", "o": o.name, "k": k, "tile": tile})
        out.append({"op": "mark"})
        return out

    # The reads of each operand: patterns chosen once, the same in the
    # loop and the epilogue; with several waves, one more read of the
    # neighbour's slice.
    pats = {}
    for o in p.operands:
        pats[o.name] = [read_pattern(rng, p, o, p.inner) for _ in range(rng.randint(1, 3))]
        if p.waves > 1:
            cp = dict(read_pattern(rng, p, o, p.inner))
            cp["cross"] = True
            pats[o.name].append(cp)

    def reads(group, tile, inner):
        out = []
        for o in p.operands:
            if o.group == group:
                for pat in pats[o.name]:
                    out.append({"op": "read", "id": rid[0], "o": o.name, "tile": tile,
                                "pat": pat, "inner": bool(inner)})
                    rid[0] += 1
        return out

    G, P = p.G, p.P
    for j in range(P):
        for g in range(G):
            p.ops["pro"] += dmas(g, ("pro", j))
    body = []
    # In flight after the tile being read, in groups: IREE order has issued
    # tile t+P already, Triton's not yet.
    ahead = P if p.order == "iree" else P - 1
    if p.order == "iree":
        for g in range(G):
            body += dmas(g, ("t", P))
    for g in range(G):
        body.append({"op": "wait", "n": (G - 1 - g) + ahead * G})
        if p.raw_barrier:
            body.append({"op": "barrier", "role": "raw", "kind": p.raw_barrier})
        body += reads(g, ("t", 0), p.inner)
    if p.war_barrier:
        body.append({"op": "barrier", "role": "war", "kind": p.war_barrier})
    if p.order == "triton":
        for g in range(G):
            body += dmas(g, ("t", P))
    p.ops["body"] = body
    epi = []
    if p.tail == "drain":
        # The loop ran trip - P iterations and issued tiles 0..trip-1; the
        # epilogue reads the last P.
        for e in range(P):
            for g in range(G):
                epi.append({"op": "wait", "n": (G - 1 - g) + (P - 1 - e) * G})
                if p.raw_barrier:
                    epi.append({"op": "barrier", "role": "raw", "kind": p.raw_barrier})
                epi += reads(g, ("end", e), False)
            if p.war_barrier and e != P - 1:
                epi.append({"op": "barrier", "role": "war", "kind": p.war_barrier})
    else:
        epi.append({"op": "wait", "n": 0})
    p.ops["epi"] = epi


def loop_iterations(p, n):
    """Iterations of the loop for trip argument n (a do-while: at least one)."""
    if p.trip is None:
        return max(n, 1)
    return p.trip - p.P if p.tail == "drain" else p.trip


def trip_arguments(p):
    """The values of the trip argument the oracle runs the program with:
    every behaviour repeats with the buffers' period after the first
    iterations."""
    if p.trip is not None:
        return [None]
    return list(range(1, p.P + 2 * p.B + 3))


# ---------------------------------------------------------------------------
# The oracle
# ---------------------------------------------------------------------------

def operand(p, name):
    for o in p.operands:
        if o.name == name:
            return o
    raise KeyError(name)


def buffer_base(p, o, buf):
    """The first byte of buffer `buf` of operand `o`, as the oracle numbers
    LDS bytes (distinct globals GLOBAL_SPACING apart)."""
    oi = [x.name for x in p.operands].index(o.name)
    if p.layout == "arena":
        return oi * p.B * o.region + buf * o.region if oi == 0 else \
            sum(x.region * p.B for x in p.operands[:oi]) + buf * o.region
    if p.layout == "split":
        return (oi * p.B + buf) * GLOBAL_SPACING
    return oi * GLOBAL_SPACING + buf * o.region


def read_offsets(p, o, pat, inner, wave):
    """The byte intervals one wave's read touches, relative to its buffer."""
    es = pat["es"]
    cols = 1 << pat["sh"]
    w_slice = ((wave + 1) % p.waves if pat["cross"] else wave) * o.slice
    out = []
    for lane in range(p.lanes):
        if pat["sh"] == 0:
            f = lane * pat["row"]
        else:
            f = (lane >> pat["sh"]) * pat["row"] + (lane & (cols - 1)) * es * pat["m"]
        for kk in range(inner if inner else 1):
            lo = w_slice + f + kk * pat["kst"] + pat["c"]
            out.append((lo, lo + es))
    out.sort()
    merged = []
    for lo, hi in out:
        if merged and lo <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
        else:
            merged.append((lo, hi))
    return merged


def tile_of(tile, t, iters):
    base, c = tile
    return c if base == "pro" else (t + c if base == "t" else iters + c)


def simulate(p, ops, n):
    """Runs the program for trip argument n: the ids of the reads that
    touch LDS bytes a DMA of their own wave may still be writing. A mark
    closes a group (empty or not), wait(N) completes every closed group but
    the N newest, DMAs no mark has closed yet stay in flight."""
    iters = loop_iterations(p, n)
    closed, open_ = [], []
    racing = set()
    cache = {}
    inner = p.inner
    # Per wait (region, index): the most closed groups seen before it, and
    # whether a DMA was in flight there.
    waits = {}

    def run(region, t):
        nonlocal closed, open_
        for i, op in enumerate(ops[region]):
            kind = op["op"]
            if kind == "dma":
                o = operand(p, op["o"])
                tile = tile_of(op["tile"], t, iters)
                open_.append((o, tile % p.B, op["k"]))
            elif kind == "mark":
                closed.append(open_)
                open_ = []
            elif kind == "wait":
                most, busy = waits.get((region, i), (0, False))
                waits[(region, i)] = (max(most, len(closed)),
                                      busy or any(closed) or bool(open_))
                closed = closed[len(closed) - op["n"]:] if op["n"] < len(closed) else closed
                if op["n"] == 0:
                    closed = []
            elif kind == "read":
                o = operand(p, op["o"])
                buf = tile_of(op["tile"], t, iters) % p.B
                rbase = buffer_base(p, o, buf)
                for wave in range(p.waves):
                    key = (op["id"], op["inner"], op["pat"]["c"], wave)
                    if key not in cache:
                        cache[key] = read_offsets(p, o, op["pat"],
                                                  inner if op["inner"] else 0, wave)
                    ivs = cache[key]
                    for grp in closed + [open_]:
                        for (do, dbuf, k) in grp:
                            if do.name != o.name:
                                continue
                            lo = buffer_base(p, do, dbuf) + wave * do.slice + k * do.fp
                            hi = lo + do.fp
                            if any(a < hi and lo < b for a, b in
                                   ((rbase + x, rbase + y) for x, y in ivs)):
                                racing.add(op["id"])

    run("pro", 0)
    for t in range(iters):
        run("body", t)
    run("epi", 0)
    return racing, waits, bool(open_)


class Verdict:
    """What the oracle knows of a program: the reads that race (for some
    trip argument), the N of each wait that waits for nothing (no run has
    more than N closed groups before it, yet a DMA is in flight there in
    some run), and whether a DMA is left unclosed at the end."""

    def __init__(self, p, ops):
        self.racing = set()
        waits = {}
        self.unclosed = False
        for n in trip_arguments(p):
            racing, w, unclosed = simulate(p, ops, n)
            self.racing |= racing
            self.unclosed |= unclosed
            for key, (most, busy) in w.items():
                m0, b0 = waits.get(key, (0, False))
                waits[key] = (max(m0, most), b0 or busy)
        self.empty_waits = set(ops[r][i]["n"] for (r, i), (most, busy) in waits.items()
                               if busy and most <= ops[r][i]["n"])
        # The reads of another wave's slice that race (cross_reads()).
        self.cross_racing = set()


def cross_reads(p, site):
    """The reads a removed barrier (the cross kind at `site`) leaves racing
    with another wave's DMA: those of the neighbour's slice after it, up to
    the next barrier of its region. The wait before the barrier is the one
    that completes the tile they read (each wait is the loosest that does),
    so nothing else orders the neighbour's wait before them."""
    region, i, _ = site
    out = set()
    for op in p.ops[region][i + 1:]:
        if op["op"] == "barrier":
            break
        if op["op"] == "read" and op["pat"]["cross"]:
            out.add(op["id"])
    return out


def racing_reads(p, ops):
    """The reads that race for some trip argument."""
    return Verdict(p, ops).racing


def read_name(p, rid):
    return "rd%d" % rid


# ---------------------------------------------------------------------------
# Injection
# ---------------------------------------------------------------------------

def sites(p, kind):
    """(region, index, extra) of each place a bug of `kind` can go."""
    out = []
    for region in ("pro", "body", "epi"):
        ops = p.ops[region]
        for i, op in enumerate(ops):
            if kind == "loosen" and op["op"] == "wait":
                out.append((region, i, None))
            elif kind == "mark" and op["op"] == "mark":
                out.append((region, i, None))
            elif kind == "hoist" and op["op"] == "read":
                # The nearest wait before it in its region.
                j = i - 1
                while j >= 0 and ops[j]["op"] not in ("wait", "dma", "mark"):
                    j -= 1
                if j >= 0 and ops[j]["op"] == "wait":
                    out.append((region, i, j))
            elif kind == "swap" and op["op"] == "read":
                # The buffer being filled first: the newest tile in flight.
                fill = p.P if p.order == "iree" or region == "epi" else p.P - 1
                deltas = [d for d in range(1, p.B) if d != fill]
                for d in ([fill] if 0 < fill < p.B else []) + deltas:
                    out.append((region, i, d))
            elif kind == "cross" and op["op"] == "barrier" and op["role"] == "raw" \
                    and p.waves > 1:
                out.append((region, i, None))
    return out


def mutate(p, kind, site):
    """A copy of p's ops with the bug of `kind` at `site`."""
    region, i, extra = site
    ops = copy.deepcopy(p.ops)
    r = ops[region]
    if kind == "loosen":
        r[i]["n"] += 1
    elif kind == "mark":
        del r[i]
    elif kind == "hoist":
        read = r.pop(i)
        # Out of an inner loop: the moved read is the loop's first k step.
        read["inner"] = False
        r.insert(extra, read)
    elif kind == "swap":
        base, c = r[i]["tile"]
        r[i]["tile"] = (base, c + extra)
    elif kind == "cross":
        del r[i]
    return ops


def describe_site(p, kind, site):
    region, i, extra = site
    op = p.ops[region][i]
    if kind == "loosen":
        return "%s: wait.asyncmark(%d) -> (%d)" % (region, op["n"], op["n"] + 1)
    if kind == "mark":
        return "%s: asyncmark #%d removed" % (region, sum(
            1 for o in p.ops[region][:i] if o["op"] == "mark"))
    if kind == "hoist":
        return "%s: %%%s above wait.asyncmark(%d)" % (region, read_name(p, op["id"]),
                                                      p.ops[region][extra]["n"])
    if kind == "swap":
        return "%s: %%%s reads tile +%d" % (region, read_name(p, op["id"]), extra)
    return "%s: barrier after a wait removed" % region


def variants(seed, cpu):
    """The race-free kernel of `seed` and its variants: a list of
    (label, kind, ir, the oracle's Verdict, site text, pipeline). kind is
    None for the race-free kernel, "benign" for a mutation the oracle
    finds no race in."""
    rng = random.Random("asyncmark-race:%d:%s" % (seed, cpu))
    p = choose_pipeline(rng, cpu)
    v0 = Verdict(p, p.ops)
    if v0.racing or v0.empty_waits or v0.unclosed:
        raise RuntimeError("generated pipeline is not race-free (a fuzzer bug): reads %s, "
                           "empty waits %s" % (sorted(v0.racing), sorted(v0.empty_waits)))
    name = "pipe%d" % seed
    deco = random.Random("asyncmark-race-deco:%d:%s" % (seed, cpu))
    out = [("race-free", None, emit(p, p.ops, name, deco), v0, "", p)]
    benign = None
    for kind in KINDS:
        cands = sites(p, kind)
        if kind == "swap":
            # Per read, the filling buffer first; reads in random order.
            by_read = collections.OrderedDict()
            for s in cands:
                by_read.setdefault((s[0], s[1]), []).append(s)
            keys = list(by_read)
            rng.shuffle(keys)
            cands = [s for k in keys for s in by_read[k]]
        else:
            rng.shuffle(cands)
        for s in cands:
            ops = mutate(p, kind, s)
            v = Verdict(p, ops)
            # Cross-wave, by construction: a wave reads its neighbour's
            # slice after this barrier, which orders the read after the
            # neighbour's wait; without it nothing does.
            if kind == "cross":
                v.cross_racing = cross_reads(p, s)
            racy = v.cross_racing if kind == "cross" else v.racing
            deco = random.Random("asyncmark-race-deco:%d:%s" % (seed, cpu))
            if racy:
                out.append((kind, kind, emit(p, ops, name, deco), v,
                            describe_site(p, kind, s), p))
                break
            if benign is None and kind != "cross":
                benign = ("benign-" + kind, "benign", emit(p, ops, name, deco), v,
                          describe_site(p, kind, s), p)
    if benign:
        out.append(benign)
    return out


# ---------------------------------------------------------------------------
# LLVM IR
# ---------------------------------------------------------------------------

DMA_DECLS = {
    "global": "declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)",
    "p1": "declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)",
    "p7": "declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)",
    "rawptr": "declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)",
}


class Emitter:
    def __init__(self, p, name):
        self.p = p
        self.name = name
        self.lines = []
        self.n = 0

    def val(self, hint):
        self.n += 1
        return "%%%s%d" % (hint, self.n)

    def emit(self, s):
        self.lines.append("  " + s)


def emit(p, ops, name, deco_rng):
    """The LLVM IR of program `ops` of pipeline `p`."""
    e = Emitter(p, name)
    E = e.emit
    lanes, B = p.lanes, p.B
    ty = {4: "i32", 8: "<2 x i32>", 16: "<4 x i32>"}

    def gname(o, buf=None):
        if p.layout == "arena":
            return "@smem"
        if p.layout == "split":
            return "@lds_%s_%d" % (o.name, buf)
        return "@lds_%s" % o.name

    def arena_off(o):
        return sum(x.region * B for x in p.operands[:[x.name for x in p.operands].index(o.name)])

    def const_buffer(o, buf):
        """A constant pointer to buffer `buf` of operand `o`."""
        if p.layout == "split":
            return gname(o, buf)
        if p.layout == "arena":
            off = arena_off(o) + buf * o.region
            return "getelementptr (i8, ptr addrspace(3) @smem, i32 %d)" % off if off else "@smem"
        return ("getelementptr ([%d x [%d x i8]], ptr addrspace(3) %s, i32 0, i32 %d)"
                % (B, o.region, gname(o), buf)) if buf else gname(o)

    def buffer_from_index(o, idx):
        v = e.val("buf.%s." % o.name)
        if p.layout == "arena":
            m = e.val("bo")
            E("%s = mul i32 %s, %d" % (m, idx, o.region))
            a = arena_off(o)
            if a:
                m2 = e.val("bo")
                E("%s = add i32 %s, %d" % (m2, m, a))
                m = m2
            E("%s = getelementptr i8, ptr addrspace(3) @smem, i32 %s" % (v, m))
        else:
            E("%s = getelementptr [%d x i8], ptr addrspace(3) %s, i32 %s" % (v, o.region, gname(o), idx))
        return v

    # Per block, the buffer pointers already computed (tile -> value).
    cache = {}

    def buffer_ptr(o, tile, region, iters_const):
        base, c = tile
        if base == "pro":
            return const_buffer(o, c % B)
        if base == "end":
            return const_buffer(o, (iters_const + c) % B)
        key = (o.name, c)
        if key in cache:
            return cache[key]
        if p.index == "rotphi":
            v = "%%rot.%s.%d" % (o.name, c % B)
        elif p.index == "select":
            src = "%ext" if c % B == 0 else None
            if src is None and c % B == p.P % B and "%ins" in phi_names:
                src = "%ins"
            if src is None:
                x = e.val("ix")
                E("%s = add i32 %%ext, %d" % (x, c % B))
                w = e.val("iw")
                E("%s = icmp uge i32 %s, %d" % (w, x, B))
                y = e.val("iy")
                E("%s = sub i32 %s, %d" % (y, x, B))
                src = e.val("is")
                E("%s = select i1 %s, i32 %s, i32 %s" % (src, w, y, x))
            v = buffer_from_index(o, src)
        else:
            if c:
                tc = e.val("tc")
                E("%s = add i32 %%t, %d" % (tc, c))
            else:
                tc = "%t"
            idx = e.val("bi")
            if p.index == "and":
                E("%s = and i32 %s, %d" % (idx, tc, B - 1))
            else:
                E("%s = urem i32 %s, %d" % (idx, tc, B))
            v = buffer_from_index(o, idx)
        cache[key] = v
        return v

    def tile_value(tile, iters_const):
        base, c = tile
        if base == "pro":
            return str(c)
        if base == "end":
            return str(iters_const + c)
        if c == 0:
            return "%t"
        v = e.val("tg")
        E("%s = add i32 %%t, %d" % (v, c))
        return v

    def emit_dma(op, region, iters_const):
        o = operand(p, op["o"])
        bb = buffer_ptr(o, op["tile"], region, iters_const)
        off = op["k"] * o.fp
        imm = off if p.imm and off <= 3072 else 0
        gep_off = off - imm
        parts = []
        if p.waves > 1:
            parts.append("%%wo.%s" % o.name)
        lds = bb
        if gep_off or parts:
            if parts and gep_off:
                s = e.val("so")
                E("%s = add i32 %s, %d" % (s, parts[0], gep_off))
                amount = s
            else:
                amount = parts[0] if parts else str(gep_off)
            lds = e.val("dl")
            E("%s = getelementptr i8, ptr addrspace(3) %s, i32 %s" % (lds, bb, amount))
        tv = tile_value(op["tile"], iters_const)
        if tv.isdigit():
            go = str(int(tv) * o.region * 4)
        else:
            go = e.val("go")
            E("%s = mul i32 %s, %d" % (go, tv, o.region * 4))
        gk = e.val("gk")
        E("%s = add i32 %s, %%gl.%s.%d" % (gk, go, o.name, op["k"]))
        if p.gfx1250:
            lp = e.val("lp")
            E("%s = getelementptr i8, ptr addrspace(3) %s, i32 %%lane.sz" % (lp, lds))
            src = e.val("src")
            E("%s = getelementptr i8, ptr addrspace(1) %%g.%s, i32 %s" % (src, o.name, gk))
            E("call void @llvm.amdgcn.global.load.async.to.lds.%s(ptr addrspace(1) %s, "
              "ptr addrspace(3) %s, i32 %d, i32 0)" % (p.form, src, lp, imm))
        elif p.form in ("global", "p1"):
            src = e.val("src")
            E("%s = getelementptr i8, ptr addrspace(1) %%g.%s, i32 %s" % (src, o.name, gk))
            fn = "global.load.async.lds" if p.form == "global" else "load.async.to.lds.p1"
            E("call void @llvm.amdgcn.%s(ptr addrspace(1) %s, ptr addrspace(3) %s, i32 %d, i32 %d, i32 0)"
              % (fn, src, lds, o.size, imm))
        elif p.form == "p7":
            src = e.val("src")
            E("%s = getelementptr i8, ptr addrspace(7) %%fat.%s, i32 %s" % (src, o.name, gk))
            E("call void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7) %s, ptr addrspace(3) %s, "
              "i32 %d, i32 %d, i32 0)" % (src, lds, o.size, imm))
        else:
            E("call void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8) %%rsrc.%s, "
              "ptr addrspace(3) %s, i32 %d, i32 %%gl.%s.%d, i32 %s, i32 %d, i32 0)"
              % (o.name, lds, o.size, o.name, op["k"], go, imm))

    def emit_read(op, region, iters_const, acc, kk=None):
        o = operand(p, op["o"])
        pat = op["pat"]
        bb = buffer_ptr(o, op["tile"], region, iters_const)
        off = "%%ro%d" % op["id"]
        if kk is not None and op["inner"] and pat["kst"]:
            ks = e.val("ks")
            E("%s = mul i32 %s, %d" % (ks, kk, pat["kst"]))
            o2 = e.val("ro")
            E("%s = add i32 %s, %s" % (o2, off, ks))
            off = o2
        ptr = e.val("rp")
        E("%s = getelementptr i8, ptr addrspace(3) %s, i32 %s" % (ptr, bb, off))
        rn = "%%%s" % read_name(p, op["id"])
        E("%s = load %s, ptr addrspace(3) %s, align %d" % (rn, ty[pat["es"]], ptr, pat["es"]))
        x = rn
        if pat["es"] > 4:
            x = e.val("el")
            E("%s = extractelement %s %s, i64 0" % (x, ty[pat["es"]], rn))
        a = e.val("acc")
        E("%s = add i32 %s, %s" % (a, acc, x))
        return a

    def emit_barrier(kind):
        if kind == "fence":
            E('fence syncscope("workgroup") release, !mmra !0')
            E("call void @llvm.amdgcn.s.barrier()")
            E('fence syncscope("workgroup") acquire, !mmra !0')
        else:
            E("call void @llvm.amdgcn.s.barrier()")

    blocks = []  # (label, lines)

    def flush(label):
        blocks.append((label, e.lines))
        e.lines = []

    iters_const = None
    if p.trip is not None:
        iters_const = p.trip - p.P if p.tail == "drain" else p.trip

    def run_straight(region, acc):
        for op in ops[region]:
            k = op["op"]
            if k == "dma":
                emit_dma(op, region, iters_const)
            elif k == "mark":
                E("call void @llvm.amdgcn.asyncmark()")
            elif k == "wait":
                E("call void @llvm.amdgcn.wait.asyncmark(i16 %d)" % op["n"])
            elif k == "barrier":
                emit_barrier(op["kind"])
            else:
                acc = emit_read(op, region, iters_const, acc)
        return acc

    # -- entry: ids, the per-lane parts of every read's offset (hoisted, as
    # producers do), the resources, the prologue.
    E("%tid = call i32 @llvm.amdgcn.workitem.id.x()")
    if p.waves > 1:
        E("%%lane = and i32 %%tid, %d" % (lanes - 1))
        E("%%wave = lshr i32 %%tid, %d" % ilog2(lanes))
        E("%nwave.1 = add i32 %wave, 1")
        E("%%nwave = and i32 %%nwave.1, %d" % (p.waves - 1))
    lane = "%lane" if p.waves > 1 else "%tid"
    if p.gfx1250:
        E("%%lane.sz = mul i32 %s, %d" % (lane, p.size))
    for o in p.operands:
        if p.waves > 1:
            E("%%wo.%s = mul i32 %%wave, %d" % (o.name, o.slice))
            E("%%nwo.%s = mul i32 %%nwave, %d" % (o.name, o.slice))
        for k in range(o.ndma):
            E("%%gl.%s.%d = mul i32 %s, %d" % (o.name, k, lane, o.size))
        if p.form == "p7":
            E("%%fat.%s = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1("
              "ptr addrspace(1) %%g.%s, i16 0, i64 1073741824, i32 159744)" % (o.name, o.name))
    seen_reads = set()
    for region in ("pro", "body", "epi"):
        for op in ops[region]:
            if op["op"] != "read" or op["id"] in seen_reads:
                continue
            seen_reads.add(op["id"])
            pat = op["pat"]
            o = operand(p, op["o"])
            if pat["sh"] == 0:
                f = e.val("f")
                E("%s = mul i32 %s, %d" % (f, lane, pat["row"]))
            else:
                r = e.val("r")
                E("%s = lshr i32 %s, %d" % (r, lane, pat["sh"]))
                rr = e.val("r")
                E("%s = mul i32 %s, %d" % (rr, r, pat["row"]))
                cl = e.val("c")
                E("%s = and i32 %s, %d" % (cl, lane, (1 << pat["sh"]) - 1))
                cc = e.val("c")
                E("%s = mul i32 %s, %d" % (cc, cl, pat["es"] * pat["m"]))
                f = e.val("f")
                E("%s = add i32 %s, %s" % (f, rr, cc))
            if p.waves > 1:
                f2 = e.val("f")
                E("%s = add i32 %s, %%%s.%s" % (f2, f, "nwo" if pat["cross"] else "wo", o.name))
                f = f2
            E("%%ro%d = add i32 %s, %d" % (op["id"], f, pat["c"]))
    cache.clear()
    run_straight("pro", "0")
    E("br label %loop")
    flush("entry")

    # -- the loop.
    phi_names = set()
    body = ops["body"]
    header_phis = ["%t = phi i32 [ 0, %entry ], [ %t.next, %latch ]",
                   "%acc = phi i32 [ 0, %entry ], [ %acc.out, %latch ]"]
    if p.index == "select":
        header_phis.append("%ext = phi i32 [ 0, %entry ], [ %ext.next, %latch ]")
        phi_names.add("%ext")
        if any(op["op"] == "dma" for op in body):
            header_phis.append("%%ins = phi i32 [ %d, %%entry ], [ %%ins.next, %%latch ]" % (p.P % B))
            phi_names.add("%ins")
    if p.index == "rotphi":
        for o in p.operands:
            for k in range(B):
                header_phis.append("%%rot.%s.%d = phi ptr addrspace(3) [ %s, %%entry ], "
                                   "[ %%rot.%s.%d, %%latch ]"
                                   % (o.name, k, const_buffer(o, k), o.name, (k + 1) % B))
    cache.clear()
    for ph in header_phis:
        E(ph)
    acc = "%acc"
    i = 0
    label = "loop"
    while i < len(body):
        op = body[i]
        if op["op"] == "read" and op["inner"]:
            # An inner loop over k holding this run of reads.
            j = i
            while j < len(body) and body[j]["op"] == "read" and body[j]["inner"]:
                j += 1
            # Buffer pointers come from the outer body.
            for r in body[i:j]:
                buffer_ptr(operand(p, r["o"]), r["tile"], "body", iters_const)
            il = "inner%d" % i
            E("br label %%%s" % il)
            flush(label)
            saved = dict(cache)
            E("%%kk%d = phi i32 [ 0, %%%s ], [ %%kk%d.next, %%%s ]" % (i, label, i, il))
            E("%%iacc%d = phi i32 [ %s, %%%s ], [ %%iacc%d.next, %%%s ]" % (i, acc, label, i, il))
            a = "%%iacc%d" % i
            for r in body[i:j]:
                a = emit_read(r, "body", iters_const, a, kk="%%kk%d" % i)
            E("%%iacc%d.next = add i32 %s, 0" % (i, a))
            E("%%kk%d.next = add nuw nsw i32 %%kk%d, 1" % (i, i))
            E("%%kd%d = icmp eq i32 %%kk%d.next, %d" % (i, i, p.inner))
            E("br i1 %%kd%d, label %%after%d, label %%%s" % (i, i, il))
            flush(il)
            cache.clear()
            cache.update(saved)
            label = "after%d" % i
            acc = "%%iacc%d.next" % i
            # The buffer pointers computed in the outer block dominate.
            i = j
            continue
        k = op["op"]
        if k == "dma":
            emit_dma(op, "body", iters_const)
        elif k == "mark":
            E("call void @llvm.amdgcn.asyncmark()")
        elif k == "wait":
            E("call void @llvm.amdgcn.wait.asyncmark(i16 %d)" % op["n"])
        elif k == "barrier":
            emit_barrier(op["kind"])
        else:
            acc = emit_read(op, "body", iters_const, acc)
        i += 1
    E("br label %latch")
    flush(label)
    E("%%acc.out = add i32 %s, 0" % acc)
    E("%t.next = add nuw i32 %t, 1")
    if p.index == "select":
        E("%ext.1 = add i32 %ext, 1")
        E("%%ext.w = icmp slt i32 %%ext.1, %d" % B)
        E("%ext.next = select i1 %ext.w, i32 %ext.1, i32 0")
        if "%ins" in phi_names:
            E("%ins.1 = add i32 %ins, 1")
            E("%%ins.w = icmp slt i32 %%ins.1, %d" % B)
            E("%ins.next = select i1 %ins.w, i32 %ins.1, i32 0")
    if p.trip is None:
        E("%more = icmp ult i32 %t.next, %n")
    else:
        E("%%more = icmp ult i32 %%t.next, %d" % iters_const)
    E("br i1 %more, label %loop, label %exit")
    flush("latch")
    cache.clear()
    acc = run_straight("epi", "%acc.out")
    E("%%op = getelementptr i32, ptr addrspace(1) %%out, i32 %s" % ("%tid"))
    E("store i32 %s, ptr addrspace(1) %%op, align 4" % acc)
    E("ret void")
    flush("exit")

    # -- the module.
    out = []
    out.append("; asyncmark-fuzz --race: %s, %d buffers, prefetch %d, %s order, %s indexing, "
               "%s layout, %d wave(s), %s form, trip %s, %s%s" % (
                   p.cpu, B, p.P, p.order, p.index, p.layout, p.waves, p.form,
                   p.trip if p.trip is not None else "%n", p.tail,
                   ", inner loop of %d" % p.inner if p.inner else ""))
    out.append('target datalayout = "%s"' % DATALAYOUT)
    out.append('target triple = "%s"' % TRIPLE)
    out.append("")
    if p.layout == "arena":
        out.append("@smem = internal addrspace(3) global [%d x i8] poison, align 16"
                   % sum(o.region * B for o in p.operands))
    for o in p.operands:
        if p.layout == "global":
            out.append("@lds_%s = internal addrspace(3) global [%d x [%d x i8]] poison, align 16"
                       % (o.name, B, o.region))
        elif p.layout == "split":
            for k in range(B):
                out.append("@lds_%s_%d = internal addrspace(3) global [%d x i8] poison, align 16"
                           % (o.name, k, o.region))
    out.append("")
    params = []
    for o in p.operands:
        params.append("ptr addrspace(1) %%g.%s" % o.name)
        if p.form == "rawptr":
            params.append("ptr addrspace(8) inreg %%rsrc.%s" % o.name)
    params.append("ptr addrspace(1) %out")
    if p.trip is None:
        params.append("i32 inreg %n")
    out.append("define amdgpu_kernel void @%s(%s) #0 {" % (name, ", ".join(params)))
    for label, lines in blocks:
        out.append(label + ":")
        out.extend(lines)
    out.append("}")
    out.append("")
    attrs = p.decl_attrs
    out.append("declare i32 @llvm.amdgcn.workitem.id.x()%s" % (" #1" if attrs else ""))
    out.append("declare void @llvm.amdgcn.asyncmark()")
    out.append("declare void @llvm.amdgcn.wait.asyncmark(i16)")
    if any(op["op"] == "barrier" for r in ops.values() for op in r):
        out.append("declare void @llvm.amdgcn.s.barrier()%s" % (" #2" if attrs else ""))
    if p.gfx1250:
        out.append("declare void @llvm.amdgcn.global.load.async.to.lds.%s(ptr addrspace(1)%s, "
                   "ptr addrspace(3)%s, i32 immarg, i32 immarg)%s" % (
                       p.form, " readonly captures(none)" if attrs else "",
                       " writeonly captures(none)" if attrs else "", " #3" if attrs else ""))
    else:
        out.append(DMA_DECLS[p.form])
        if p.form == "p7":
            out.append("declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1("
                       "ptr addrspace(1), i16, i64, i32)%s" % (" #4" if attrs else ""))
    out.append("")
    out.append('attributes #0 = { nounwind "amdgpu-flat-work-group-size"="%d,%d"%s }' % (
        p.wg, p.wg, ' "target-features"="+wavefrontsize64"' if p.wave64_feature else ""))
    if attrs:
        out.append("attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn "
                   "memory(none) }")
        out.append("attributes #2 = { convergent nocallback nofree nounwind willreturn }")
        out.append("attributes #3 = { nocallback nofree nounwind willreturn "
                   "memory(argmem: readwrite, inaccessiblemem: readwrite) }")
        out.append("attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn "
                   "memory(none) }")
    if any(op.get("kind") == "fence" for r in ops.values() for op in r):
        out.append('!0 = !{!"amdgpu-synchronize-as", !"local"}')
    ir = "\n".join(out) + "\n"
    if p.debug:
        ir = producer.decorate(ir, deco_rng)
    return ir


# ---------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------

WARNING_RE = re.compile(r"^.*\b(warning|error): (.*)$", re.M)
RACE_READ_RE = re.compile(r"LDS load %([\w.]+)(?: at \S+)? may race with")
CROSS_READ_RE = re.compile(r"LDS load %([\w.]+)(?: at \S+)? may race with another wave's")


def compile_variant(args, cpu, ir, workdir, tag):
    path = os.path.join(workdir, tag + ".ll")
    with open(path, "w") as f:
        f.write(ir)
    cmd = [args.llc, "-load-pass-plugin=%s" % args.plugin, "-mtriple=%s" % TRIPLE,
           "-mcpu=%s" % cpu, "-O%s" % args.opt_levels[0], "-amdgpu-asyncmark-race-check"]
    if getattr(args, "race_cross_wave", "on") == "on":
        cmd.append("-amdgpu-asyncmark-race-cross-wave")
    cmd += getattr(args, "race_llc_arg", [])
    if "raw.ptr.buffer.load.async.lds" in ir:
        cmd.append("-disable-verify")
    cmd += [path, "-o", "/dev/null"]
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=args.timeout)
        rc, err = r.returncode, r.stderr
    except subprocess.TimeoutExpired:
        rc, err = -1, "timeout"
    os.unlink(path)
    return cmd, rc, err


EMPTY_WAIT_RE = re.compile(r"wait\.asyncmark\((\d+)\)(?: at \S+)? waits for nothing")


def judge(kind, verdict, rc, err):
    """The verdict of one compilation: (category, warnings, unconfirmed
    warnings). A warning is confirmed if the oracle agrees: the read it
    names races, the wait it names waits for nothing, a DMA is left
    unclosed. A race-free program with any warning is a false alarm; an
    injected bug is found if a warning names a read that races."""
    warnings = [m.group(2) for m in WARNING_RE.finditer(err)]
    racing = set(read_name(None, r) for r in verdict.racing)
    cross = set(read_name(None, r) for r in verdict.cross_racing)
    unconfirmed = []
    named = set()
    named_cross = set()
    for w in warnings:
        c = CROSS_READ_RE.search(w)
        m = RACE_READ_RE.search(w)
        e = EMPTY_WAIT_RE.search(w)
        if c:
            named_cross.add(c.group(1))
            ok = c.group(1) in cross
        elif m:
            named.add(m.group(1))
            ok = m.group(1) in racing
        elif e:
            ok = int(e.group(1)) in verdict.empty_waits
        elif "is not closed by any asyncmark" in w:
            ok = verdict.unclosed
        else:
            ok = False
        if not ok:
            unconfirmed.append(w)
    if rc != 0 and not warnings:
        return "error", warnings, unconfirmed
    if kind in (None, "benign"):
        return ("false-alarm" if warnings and (kind is None or unconfirmed) else "ok"), \
            warnings, unconfirmed
    if kind == "cross":
        return ("found" if named_cross & cross else "missed"), warnings, unconfirmed
    return ("found" if named & racing else "missed"), warnings, unconfirmed


def race_job(args, seed, cpu, tmproot):
    rows = []
    workdir = tempfile.mkdtemp(prefix="r%d-" % seed, dir=tmproot)
    try:
        for label, kind, ir, oracle, site, _p in variants(seed, cpu):
            tag = "r%d-%s-%s" % (seed, cpu, label)
            cmd, rc, err = compile_variant(args, cpu, ir, workdir, tag)
            verdict, warnings, unconfirmed = judge(kind, oracle, rc, err)
            wrong = unconfirmed if kind not in (None, "benign") else []
            rows.append({"seed": seed, "cpu": cpu, "label": label, "kind": kind,
                         "verdict": verdict, "site": site,
                         "racing": set(read_name(None, r) for r in oracle.racing | oracle.cross_racing),
                         "warnings": unconfirmed or warnings, "wrong": wrong, "stderr": err,
                         "ir": ir, "cmd": cmd})
    except Exception as ex:  # noqa: BLE001 - a fuzzer bug is a failure of the run
        import traceback
        rows.append({"seed": seed, "cpu": cpu, "label": "gen", "kind": "internal",
                     "verdict": "internal", "site": repr(ex), "racing": set(), "warnings": [],
                     "wrong": [], "stderr": traceback.format_exc(), "ir": "", "cmd": []})
    finally:
        os.rmdir(workdir)
    return rows


def keep(dirname, row):
    os.makedirs(dirname, exist_ok=True)
    base = os.path.join(dirname, "r%d-%s-%s" % (row["seed"], row["cpu"], row["label"]))
    with open(base + ".ll", "w") as f:
        f.write(row["ir"])
    with open(base + ".txt", "w") as f:
        f.write("verdict: %s\nsite: %s\nracing reads: %s\ncommand: %s\n\n%s" % (
            row["verdict"], row["site"], ", ".join(sorted(row["racing"])),
            " ".join(row["cmd"]).replace(base.rsplit("/", 1)[0], dirname), row["stderr"]))


def race_main(args):
    """--race: the table of findings per bug kind; exit 1 if the gate
    fails (a false alarm, a kind below --race-min-found, a compiler or
    fuzzer error)."""
    cpus = args.cpu if args.cpu_given else list(RACE_CPUS)
    if args.print_kernel is not None:
        vs = variants(args.print_kernel, cpus[0])
        want = args.race_variant or "race-free"
        for label, kind, ir, oracle, site, _p in vs:
            if label == want or kind == want:
                if site:
                    sys.stdout.write("; injected: %s; racing reads: %s\n" % (
                        site, ", ".join(sorted(read_name(None, r) for r in oracle.racing | oracle.cross_racing))))
                sys.stdout.write(ir)
                return 0
        print("asyncmark-fuzz: seed %d has no %s variant" % (args.print_kernel, want),
              file=sys.stderr)
        return 2
    if args.emit:
        os.makedirs(args.emit, exist_ok=True)
        n = 0
        for i in range(args.count):
            s, c = args.seed + i, cpus[i % len(cpus)]
            for label, kind, ir, oracle, site, _p in variants(s, c):
                with open(os.path.join(args.emit, "r%d-%s-%s.ll" % (s, c, label)), "w") as f:
                    if site:
                        f.write("; injected: %s; racing reads: %s\n" % (
                            site, ", ".join(sorted(read_name(None, r) for r in oracle.racing | oracle.cross_racing))))
                    f.write(ir)
                n += 1
        print("wrote %d kernels to %s" % (n, args.emit))
        return 0
    for path, what in ((args.llc, "llc"), (args.plugin, "plugin")):
        if not os.path.exists(path):
            print("asyncmark-fuzz: %s not found: %s" % (what, path), file=sys.stderr)
            return 2
    t0 = time.time()
    jobs = [(args.seed + i, cpus[i % len(cpus)]) for i in range(args.count)]
    count = collections.Counter()
    found = collections.Counter()
    wrong = collections.Counter()
    verdicts = collections.Counter()
    per_cpu = collections.Counter()
    bad_rows = []
    done = 0
    tmproot = tempfile.mkdtemp(prefix="asyncmark-race-")
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
            futs = [ex.submit(race_job, args, s, c, tmproot) for s, c in jobs]
            for fut in concurrent.futures.as_completed(futs):
                rows = fut.result()
                done += 1
                for row in rows:
                    k = row["kind"] or "race-free"
                    count[k] += 1
                    per_cpu[(k, row["cpu"])] += 1
                    verdicts[(k, row["verdict"])] += 1
                    if row["verdict"] == "found":
                        found[k] += 1
                    if row["wrong"]:
                        wrong[k] += 1
                    failing = row["verdict"] in ("false-alarm", "error", "internal") or (
                        row["verdict"] == "missed" and k in gated_kinds(args))
                    if failing or row["wrong"]:
                        bad_rows.append(row)
                        if args.keep_failures:
                            keep(args.keep_failures, row)
                if not args.quiet and (done % args.progress == 0 or done == len(jobs)):
                    print("progress: %d/%d kernels, %.0f s" % (done, len(jobs), time.time() - t0),
                          file=sys.stderr, flush=True)
    finally:
        for d in os.listdir(tmproot):
            os.rmdir(os.path.join(tmproot, d))
        os.rmdir(tmproot)
    wall = time.time() - t0
    compilations = sum(count.values())
    print("asyncmark-fuzz race summary")
    print("  seeds: %d..%d, cpu: %s, llc -O%s, jobs: %d" % (
        args.seed, args.seed + len(jobs) - 1, ",".join(cpus), args.opt_levels[0], args.jobs))
    print("  plugin: %s" % args.plugin)
    print("  race-free kernels: %d (%s), with a finding (false alarms): %d" % (
        count["race-free"], ", ".join("%s %d" % (c, per_cpu[("race-free", c)]) for c in cpus),
        verdicts[("race-free", "false-alarm")]))
    print("  benign mutations (no race by the oracle): %d, with a finding (false alarms): %d" % (
        count["benign"], verdicts[("benign", "false-alarm")]))
    print("  %-38s %8s %8s %8s %12s" % ("injected bug", "kernels", "found", "found%",
                                        "unconfirmed"))
    ok = True
    for k in KINDS:
        n = count[k]
        pct = 100.0 * found[k] / n if n else 0.0
        gated = k in gated_kinds(args)
        print("  %-38s %8d %8d %7.1f%% %12d%s" % (KIND_TITLES[k], n, found[k], pct, wrong[k],
                                                  "" if gated else "  (not gated)"))
        if gated and (n == 0 or pct < args.race_min_found):
            ok = False
    errors = sum(v for (k, vd), v in verdicts.items() if vd in ("error", "internal"))
    false_alarms = verdicts[("race-free", "false-alarm")] + verdicts[("benign", "false-alarm")]
    wrong_total = sum(wrong.values())
    if false_alarms or errors or wrong_total:
        ok = False
    print("  compiler or fuzzer errors: %d" % errors)
    for row in sorted(bad_rows, key=lambda r: (r["seed"], r["label"])):
        print("  %s seed %d %s %s: %s%s" % (
            row["verdict"].upper() if not row["wrong"] else "UNCONFIRMED", row["seed"], row["cpu"],
            row["label"], row["site"] or "-",
            (": " + row["warnings"][0][:160]) if row["warnings"] else ""))
    if bad_rows and args.keep_failures:
        print("  kept in %s" % args.keep_failures)
    print("  gate: no false alarm, no warning the oracle does not confirm, every gated kind "
          "found in at least %g%%"
          % args.race_min_found)
    print("  wall time: %.1f s" % wall)
    print("RESULT: %d kernels, %d compilations, %s" % (len(jobs), compilations,
                                                       "PASS" if ok else "FAIL"))
    return 0 if ok else 1
