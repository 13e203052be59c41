"""The fuzzer's kernel generator: seeded random amdgcn kernels as IR text.

A kernel depends only on its seed, its processor and the shape options, so
any kernel of a run can be regenerated from the summary's seed. The kinds
(straight-line groups, diamonds, loops, pipelines, calls, FLAT, fences,
bundles, tail-merge arms, sched.barrier, the DMA forms) are described in
the package docstring (fuzz/__init__.py).

The kernels must stay byte for byte what earlier versions generated for the
same seed (regressions name seeds), so every random draw keeps its order:
the issue-8 shapes draw from a side stream for that reason, the read twins
from a third and the wait arms from a fourth: a kernel that has none of a
newer shape is the earlier kernel of its seed. The read tags
(READ_TAG_STEP) change the text of the reads that follow a wait, not any
draw: with tag_reads=False (--untagged-reads) the kernels are the earlier
ones, byte for byte.

gfx1250 (a generation without LDS DMA, whose async transfers count on their
own counter) gets its own transfers instead of the LDS DMA forms: global
and cluster loads to LDS and (in some kernels) stores from LDS, in the
sizes of the target-facts table, with a uniform or a per-lane LDS pointer.
Every transfer is async (no sync twins); every other shape is the same.
"""

import collections
import functools
import random

from .. import markers
from .. import targets

TRIPLE = "amdgcn-amd-amdhsa"
DATALAYOUT = ("e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-"
              "p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-"
              "v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-"
              "v2048:2048-n32:64-S32-A5-G1-ni:7:8:9")
CPUS = ("gfx90a", "gfx942", "gfx950", "gfx1010", "gfx1030", "gfx1250")
LDS_SLOTS = 8
LDS_SLOT_BYTES = 4096
EXT_FN = "fuzz_ext"

# Tagged LDS reads (the read-order oracle, fuzz/readorder.py). A read that
# follows a wait gets a unique constant offset: its address is the
# generator's (a slot, plus 0 or 1024) plus READ_TAG_STEP * k, k = 1 ..
# READ_TAG_MAX, unique in the module. The constant ends in the DS
# instruction's offset field, so the read is found again in the assembly:
# an offset whose remainder modulo READ_TAG_SPAN is at least READ_TAG_STEP
# is tag (remainder // READ_TAG_STEP); every untagged read's offset is a
# multiple of 1024, plus 4 where LLVM narrows a <2 x i32> read to its
# second element. Past READ_TAG_MAX reads stay untagged (not checked).
READ_TAG_STEP = 8
READ_TAG_SPAN = 1024
READ_TAG_MAX = READ_TAG_SPAN // READ_TAG_STEP - 1
# How often a tagged read with a constant slot gets a twin: the same read
# (same address, same type) just before its wait, which a middle end that
# does not respect the wait merges into the later one (GVN, EarlyCSE).
READ_TWIN_RATE = 0.3

# LDS DMA sizes. Which sizes a processor has is the target-facts table's;
# how often each is drawn is the fuzzer's: the dword most, each sub-dword
# size once, the wide sizes (above a dword) with WIDE_WEIGHTS, smallest
# first. Bundles draw the dword, the sub-dword sizes and the widest size.
DWORD = 4
DWORD_WEIGHT = 6
WIDE_WEIGHTS = (1.5, 2.5)
BUNDLE_DWORD_WEIGHT = 4


def size_menus(cpu):
    """The weighted size choices of `cpu`: (for any DMA, for bundles)."""
    gen = targets.generation(cpu)
    sizes = gen.lds_dma_sizes if gen.has_lds_dma else gen.async_transfer_sizes
    narrow = [(s, 1) for s in sizes if s < DWORD]
    wide = [s for s in sizes if s > DWORD]
    menu = [(DWORD, DWORD_WEIGHT)] + narrow + [
        (s, WIDE_WEIGHTS[min(i, len(WIDE_WEIGHTS) - 1)])
        for i, s in enumerate(wide)]
    bundle = [(DWORD, BUNDLE_DWORD_WEIGHT)] + narrow + \
        ([(wide[-1], 1)] if wide else [])
    return menu, bundle


@functools.lru_cache(maxsize=None)
def wide_kind():
    """The kind of a kernel with a DMA wider than a dword: 'size-A/B' for
    the wide sizes of any generation."""
    wide = [s for s in targets.all_lds_dma_sizes() if s > DWORD]
    return "size-" + "/".join(str(s) for s in wide)


def kind_order(cpus=()):
    """The kinds in summary order (with gfx1250's when `cpus` has a
    processor without LDS DMA)."""
    kinds = ["straight-line", "sync-interleave", "consecutive", "diamond",
             "divergent-if", "loop", "nested-loop", "pipeline", "call",
             "callee", "flat", "many-marks", "fence", "buffer-forms",
             "p7-form", "p0-form", wide_kind(), "inreg-args",
             "bundle", "tail-merge", "tail-merge-sync", "sched-barrier",
             "wait-arm"]
    if any(uses_transfers(c) for c in cpus):
        kinds += TRANSFER_KINDS
    if any(len(targets.generation(c).wave_sizes or ()) > 1 and
           targets.generation(c).has_lds_dma for c in cpus):
        kinds.append("wave64")
    return kinds


def uses_transfers(cpu):
    """True for a processor whose async transfers are gfx1250's (no LDS
    DMA): the generator emits TRANSFERS instead of the LDS DMA forms."""
    return not targets.generation(cpu).has_lds_dma


# gfx1250's kinds: a store from LDS, a cluster load, a per-lane LDS
# pointer, a transfer wider than a dword (b64/b128).
TRANSFER_WIDE_KIND = "b64/b128"
TRANSFER_KINDS = ["store-from-lds", "cluster-load", "lane-lds-ptr", TRANSFER_WIDE_KIND]


MARK_CALL = "call void @%s()" % markers.MARK_INTRINSIC

# ---------------------------------------------------------------------------
# Kernel generator
# ---------------------------------------------------------------------------

DECLS = {
    "workitem": "declare i32 @llvm.amdgcn.workitem.id.x()",
    "mark": "declare void @%s()" % markers.MARK_INTRINSIC,
    "wait": "declare void @%s(i16)" % markers.WAIT_INTRINSIC,
    "wave.barrier": "declare void @llvm.amdgcn.wave.barrier()",
    "s.barrier": "declare void @llvm.amdgcn.s.barrier()",
    "sched.barrier": "declare void @llvm.amdgcn.sched.barrier(i32)",
    "async.global": "declare void @llvm.amdgcn.global.load.async.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)",
    "async.p1": "declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)",
    "async.p0": "declare void @llvm.amdgcn.load.async.to.lds.p0(ptr, ptr addrspace(3), i32, i32, i32)",
    "async.p7": "declare void @llvm.amdgcn.load.async.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)",
    "async.rawptr": "declare void @llvm.amdgcn.raw.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)",
    "async.structptr": "declare void @llvm.amdgcn.struct.ptr.buffer.load.async.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32, i32)",
    "sync.global": "declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)",
    "sync.p1": "declare void @llvm.amdgcn.load.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)",
    "sync.p7": "declare void @llvm.amdgcn.load.to.lds.p7(ptr addrspace(7), ptr addrspace(3), i32, i32, i32)",
    "sync.rawptr": "declare void @llvm.amdgcn.raw.ptr.buffer.load.lds(ptr addrspace(8), ptr addrspace(3), i32, i32, i32, i32, i32)",
    "make.p7": "declare ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1(ptr addrspace(1), i16, i64, i32)",
    "ext": "declare void @%s(ptr addrspace(1), i32)" % EXT_FN,
}

# gfx1250's transfers (LLVM 22 intrinsics), by form; the b-suffix is the
# size in bits. Their declarations are keyed "t.<form>.<bits>".
TRANSFERS = {
    "global": ("llvm.amdgcn.global.load.async.to.lds.b%d",
               "(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)"),
    "cluster": ("llvm.amdgcn.cluster.load.async.to.lds.b%d",
                "(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg, i32)"),
    "store": ("llvm.amdgcn.global.store.async.from.lds.b%d",
              "(ptr addrspace(1), ptr addrspace(3), i32 immarg, i32 immarg)"),
}
TRANSFER_FORMS = ["global", "cluster", "store"]
for _form in TRANSFER_FORMS:
    for _bits in (8, 32, 64, 128):
        DECLS["t.%s.%d" % (_form, _bits)] = "declare void @%s%s" % (
            TRANSFERS[_form][0] % _bits, TRANSFERS[_form][1])

ASYNC_FORMS = ["global", "p1", "p7", "rawptr", "structptr", "p0"]
SYNC_FORMS = ["global", "p1", "p7", "rawptr"]


class Module:
    """Module-level state shared by the kernel and an optional callee."""

    def __init__(self, rng, cpu):
        self.rng = rng
        self.cpu = cpu
        self.size_menu, self.bundle_size_menu = size_menus(cpu)
        gen = targets.generation(cpu)
        # The async counter's field maximum (vmcnt, or gfx1250's asynccnt).
        self.vmcnt_max = gen.field_max(gen.async_counter)
        # gfx1250: TRANSFERS instead of the LDS DMA forms.
        self.transfers = not gen.has_lds_dma
        # Some transfer has a uniform LDS pointer: LLVM 22's GlobalISel
        # cannot select it ("cannot select: G_INTRINSIC_W_SIDE_EFFECTS").
        self.uniform_lds = False
        self.decls = {"workitem": True}
        self.kinds = collections.Counter()
        self.pipelines = collections.Counter()
        self.stats = collections.Counter()
        self.need_disable_verify = False
        self.uses_mmra = False
        self.has_calls = False
        # The new shapes (bundles, tail-merge arms, sched.barrier) draw from
        # a side stream, so a kernel without them is byte-identical to the
        # earlier fuzzer's kernel of the same seed.
        self.rng2 = None
        self.tm_sync_offsets = []
        self.tm_count = 0
        # Tagged reads (see READ_TAG_STEP): whether to tag the reads that
        # follow a wait, how many tags are given out, and the stream that
        # decides twins (its own, so the other draws keep their order).
        self.tag_reads = True
        self.read_tags = 0
        self.rng3 = None
        # Arms that hold only waits: their own stream, so a kernel without
        # them is the kernel of the same seed before they were added.
        self.rng4 = None


class FunctionGen:
    """Builds one function body as text. Values loaded by sync loads and LDS
    reads are collected in `pending` and consumed (summed and stored to
    %out) right before the block's terminator, so sync loads stay in flight
    across later DMAs, marks and waits of the same block."""

    def __init__(self, mod, cfg, name, is_kernel):
        self.m = mod
        self.rng = mod.rng
        self.cfg = cfg
        self.name = name
        self.is_kernel = is_kernel
        self.lines = []
        self.nval = 0
        self.nblk = 0
        self.cur = "entry"
        self.pending = []
        self.marks = 0            # live marks on the path being built (estimate)
        self.ivs = []             # uniform loop induction variables in scope
        self.depth = 0
        self.out_slot = 0
        self.recent_slots = []
        self.loop_depth = 0
        self.last_wait = None     # index in lines of the last wait call

    # -- text helpers -------------------------------------------------------
    def val(self, hint="v"):
        self.nval += 1
        return "%%%s%d" % (hint, self.nval)

    def blk(self, hint):
        self.nblk += 1
        return "%s%d" % (hint, self.nblk)

    def emit(self, text):
        self.lines.append("  " + text)

    def start_block(self, name):
        assert not self.pending
        self.lines.append("%s:" % name)
        self.cur = name

    def decl(self, key):
        self.m.decls[key] = True

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, weighted):
        items = [(k, w) for k, w in weighted if w > 0]
        total = sum(w for _, w in items)
        x = self.rng.random() * total
        for k, w in items:
            x -= w
            if x < 0:
                return k
        return items[-1][0]

    # -- values -------------------------------------------------------------
    def uniform_off(self, scale, const_max=8):
        """An i32 uniform offset: a constant or an affine function of a loop
        induction variable in scope."""
        k = self.rng.randint(0, const_max)
        if self.ivs and self.chance(0.6):
            iv = self.rng.choice(self.ivs)
            m = self.val("u")
            self.emit("%s = mul i32 %s, %d" % (m, iv, scale))
            if k == 0:
                return m
            a = self.val("u")
            self.emit("%s = add i32 %s, %d" % (a, m, k * scale))
            return a
        return str(k * scale)

    def lds_slot_ptr(self, slot=None, byte_off=None):
        """A uniform LDS pointer (the DMA's M0 base): a constant slot of @lds,
        a slot chosen by a loop induction variable, or the LDS argument."""
        if byte_off is None:
            byte_off = self.rng.choice([0, 0, 0, 1024, 2048])
        p = self.val("lds")
        if slot is None:
            r = self.rng.random()
            if r < 0.1:
                self.emit("%s = getelementptr i8, ptr addrspace(3) %%ldsarg, i32 %d" % (p, byte_off))
                return p
            if r < 0.35 and self.ivs:
                iv = self.rng.choice(self.ivs)
                s = self.val("slot")
                self.emit("%s = and i32 %s, %d" % (s, iv, LDS_SLOTS - 1))
                b = self.val("sb")
                self.emit("%s = mul i32 %s, %d" % (b, s, LDS_SLOT_BYTES))
                o = self.val("sb")
                self.emit("%s = add i32 %s, %d" % (o, b, byte_off))
                self.emit("%s = getelementptr i8, ptr addrspace(3) @lds, i32 %s" % (p, o))
                return p
            slot = self.rng.randrange(LDS_SLOTS)
        if isinstance(slot, int):
            self.recent_slots.append(slot)
            self.recent_slots = self.recent_slots[-4:]
            self.emit("%s = getelementptr i8, ptr addrspace(3) @lds, i32 %d"
                      % (p, slot * LDS_SLOT_BYTES + byte_off))
        else:
            b = self.val("sb")
            self.emit("%s = mul i32 %s, %d" % (b, slot, LDS_SLOT_BYTES))
            if byte_off:
                o = self.val("sb")
                self.emit("%s = add i32 %s, %d" % (o, b, byte_off))
                b = o
            self.emit("%s = getelementptr i8, ptr addrspace(3) @lds, i32 %s" % (p, b))
        return p

    def dma_size(self):
        s = self.pick(self.m.size_menu)
        if s > DWORD:
            self.m.kinds[wide_kind()] += 1
        return s

    # -- statements -----------------------------------------------------------
    def dma(self, is_async=True, form=None, lds=None, size=None):
        if self.m.transfers:
            return self.transfer(form, lds, size)
        if form is None:
            if is_async:
                form = self.pick([(f, self.cfg["form_w"][f]) for f in ASYNC_FORMS])
            else:
                form = self.pick([("global", 3), ("p1", 1), ("p7", 1), ("rawptr", 2)])
        if size is None:
            size = self.dma_size()
        if lds is None:
            lds = self.lds_slot_ptr()
        off = self.rng.choice([0, 0, 0, 4, 16, 64, 256])
        # Async DMAs use aux 0 or 1 (sc0/glc); sync DMAs always aux 2, which
        # prints as sc1 (global, gfx942/950), nt (buffer, gfx942/950) or slc
        # (gfx90a): the driver tells sync DMAs apart in the assembly by it
        # (see oracle.SYNC_DMA_RE).
        aux = self.rng.choice([0, 0, 0, 0, 1]) if is_async else 2
        key = ("async." if is_async else "sync.") + form
        self.decl(key)
        name = {
            "async.global": "llvm.amdgcn.global.load.async.lds",
            "async.p1": "llvm.amdgcn.load.async.to.lds.p1",
            "async.p0": "llvm.amdgcn.load.async.to.lds.p0",
            "async.p7": "llvm.amdgcn.load.async.to.lds.p7",
            "async.rawptr": "llvm.amdgcn.raw.ptr.buffer.load.async.lds",
            "async.structptr": "llvm.amdgcn.struct.ptr.buffer.load.async.lds",
            "sync.global": "llvm.amdgcn.global.load.lds",
            "sync.p1": "llvm.amdgcn.load.to.lds.p1",
            "sync.p7": "llvm.amdgcn.load.to.lds.p7",
            "sync.rawptr": "llvm.amdgcn.raw.ptr.buffer.load.lds",
        }[key]
        tail = "ptr addrspace(3) %s, i32 %d" % (lds, size)
        if form in ("global", "p1"):
            idx = self.uniform_off(64)
            src = self.val("src")
            self.emit("%s = getelementptr i32, ptr addrspace(1) %%gt, i32 %s" % (src, idx))
            args = "ptr addrspace(1) %s, %s, i32 %d, i32 %d" % (src, tail, off, aux)
        elif form == "p0":
            idx = self.uniform_off(64)
            src = self.val("fsrc")
            self.emit("%s = getelementptr i32, ptr %%ft, i32 %s" % (src, idx))
            args = "ptr %s, %s, i32 %d, i32 %d" % (src, tail, off, aux)
            self.m.kinds["p0-form"] += 1
            self.m.kinds["flat"] += 1
        elif form == "p7":
            self.decl("make.p7")
            idx = self.uniform_off(64)
            i2 = self.val("fi")
            self.emit("%s = add i32 %%tid, %s" % (i2, idx))
            src = self.val("fsrc")
            self.emit("%s = getelementptr i32, ptr addrspace(7) %%fat, i32 %s" % (src, i2))
            args = "ptr addrspace(7) %s, %s, i32 %d, i32 %d" % (src, tail, off, aux)
            self.m.kinds["p7-form"] += 1
        elif form == "rawptr":
            vo = self.uniform_off(256)
            v = self.val("vo")
            self.emit("%s = add i32 %%vo, %s" % (v, vo))
            soff = self.rng.choice(["0", "0", "0", "16"]) if not self.ivs or self.chance(0.5) \
                else self.uniform_off(4)
            args = "ptr addrspace(8) %%rsrc, %s, i32 %s, i32 %s, i32 %d, i32 %d" % (
                tail, v, soff, off, aux)
            self.m.kinds["buffer-forms"] += 1
            if is_async:
                self.m.need_disable_verify = True
        else:  # structptr
            vo = self.uniform_off(256)
            args = "ptr addrspace(8) %%rsrc, %s, i32 %%tid, i32 %s, i32 0, i32 %d, i32 %d" % (
                tail, vo, off, aux)
            self.m.kinds["buffer-forms"] += 1
            self.m.need_disable_verify = True
        self.emit("call void @%s(%s)" % (name, args))
        self.m.stats["async DMAs" if is_async else "sync DMAs"] += 1

    # -- gfx1250's transfers ---------------------------------------------------
    def lane_lds(self, lds, size):
        """The LDS pointer of a transfer: per lane (lds + tid * size) when
        the kernel has only per-lane pointers or by chance, else lds itself
        (uniform: its value is the same in every lane)."""
        if self.cfg.get("lane_all") or self.chance(0.3):
            o = self.val("lo")
            self.emit("%s = mul i32 %%tid, %d" % (o, size))
            p = self.val("llds")
            self.emit("%s = getelementptr i8, ptr addrspace(3) %s, i32 %s" % (p, lds, o))
            self.m.kinds["lane-lds-ptr"] += 1
            return p
        self.m.uniform_lds = True
        return lds

    def transfer_size(self, menu=None):
        s = self.pick(menu or self.m.size_menu)
        if s > DWORD:
            self.m.kinds[TRANSFER_WIDE_KIND] += 1
        return s

    def transfer_call(self, form, size, gptr, lds, off, cpol):
        """The call of one transfer of `form` (TRANSFERS) and `size` bytes."""
        bits = 8 * size
        self.decl("t.%s.%d" % (form, bits))
        args = "ptr addrspace(1) %s, ptr addrspace(3) %s, i32 %d, i32 %d" % (gptr, lds, off, cpol)
        if form == "cluster":
            args += ", i32 %s" % self.cfg["cluster_mask"]
            self.m.kinds["cluster-load"] += 1
        elif form == "store":
            self.m.kinds["store-from-lds"] += 1
            self.m.stats["stores from LDS"] += 1
        self.m.stats["async DMAs"] += 1
        return "call void @%s(%s)" % (TRANSFERS[form][0] % bits, args)

    def transfer(self, form=None, lds=None, size=None):
        """One gfx1250 transfer: a global or cluster load to LDS, or a store
        from LDS; every one is async."""
        if form is None:
            form = self.pick([(f, self.cfg["form_w"][f]) for f in TRANSFER_FORMS])
        if size is None:
            size = self.transfer_size()
        if lds is None:
            lds = self.lds_slot_ptr()
        lds = self.lane_lds(lds, size)
        off = self.rng.choice([0, 0, 0, 4, 16, 64, 256])
        cpol = self.rng.choice([0, 0, 0, 0, 1, 8])
        idx = self.uniform_off(64)
        g = self.val("dst" if form == "store" else "src")
        self.emit("%s = getelementptr i32, ptr addrspace(1) %s, i32 %s"
                  % (g, "%ot" if form == "store" else "%gt", idx))
        self.emit(self.transfer_call(form, size, g, lds, off, cpol))

    def transfer_bundle(self):
        """bundle() on gfx1250: two to four adjacent transfers of one form
        and size, operands computed first, then a mark."""
        form = self.pick([("global", 4), ("cluster", 1 if self.cfg["form_w"]["cluster"] else 0),
                          ("store", 1.5 if self.cfg["form_w"]["store"] else 0)])
        k = self.rng.choice([2, 2, 3, 4])
        size = self.transfer_size(self.m.bundle_size_menu)
        slot = self.rng.randrange(LDS_SLOTS)
        lds = self.lane_lds(self.lds_slot_ptr(slot, byte_off=0), size)
        g = self.val("dst" if form == "store" else "src")
        self.emit("%s = getelementptr i32, ptr addrspace(1) %s, i32 %d"
                  % (g, "%ot" if form == "store" else "%gt", 64 * self.rng.randint(0, 8)))
        calls = [self.transfer_call(form, size, g, lds, size * i, 0) for i in range(k)]
        for c in calls:
            self.emit(c)
        self.mark()
        if self.chance(0.6):
            self.wait(self.rng.choice([0, 0, 1]), reads=0)
            self.lds_read(slot, guarded=True)
        self.m.kinds["bundle"] += 1

    def mark(self):
        sb = self.cfg.get("sched_barrier", 0)
        r2 = self.m.rng2
        before = sb and r2.random() < sb
        after = sb and r2.random() < sb
        if before:
            self.sched_barrier()
        self.decl("mark")
        self.emit(MARK_CALL)
        self.marks += 1
        self.m.stats["marks"] += 1
        if after:
            self.sched_barrier()

    def sched_barrier(self):
        self.decl("sched.barrier")
        self.emit("call void @llvm.amdgcn.sched.barrier(i32 0)")
        self.m.kinds["sched-barrier"] += 1
        self.m.stats["sched barriers"] += 1

    def side(self, fn, *a):
        """Runs fn with the side random stream (see Module.rng2)."""
        main = self.rng
        self.rng = self.m.rng = self.m.rng2
        try:
            return fn(*a)
        finally:
            self.rng = self.m.rng = main

    # -- new shapes (side stream) ----------------------------------------------
    def bundle(self):
        """Two to four adjacent async DMAs of one kind (operands computed
        first, so nothing separates the calls and si-post-ra-bundler bundles
        them), then a mark, sometimes a wait and a read."""
        if self.m.transfers:
            return self.transfer_bundle()
        form = self.pick([("global", 4), ("p1", 1), ("rawptr", 2)])
        k = self.rng.choice([2, 2, 3, 4])
        size = self.pick(self.m.bundle_size_menu)
        slot = self.rng.randrange(LDS_SLOTS)
        lds = self.lds_slot_ptr(slot, byte_off=0)
        name = {"global": "llvm.amdgcn.global.load.async.lds",
                "p1": "llvm.amdgcn.load.async.to.lds.p1",
                "rawptr": "llvm.amdgcn.raw.ptr.buffer.load.async.lds"}[form]
        self.decl("async." + form)
        if form == "rawptr":
            self.m.need_disable_verify = True
            self.m.kinds["buffer-forms"] += 1
            v = self.val("vo")
            self.emit("%s = add i32 %%vo, %d" % (v, 256 * self.rng.randint(0, 4)))
            calls = ["call void @%s(ptr addrspace(8) %%rsrc, ptr addrspace(3) %s, i32 %d, i32 %s, "
                     "i32 0, i32 %d, i32 0)" % (name, lds, size, v, 4 * i) for i in range(k)]
        else:
            src = self.val("src")
            self.emit("%s = getelementptr i32, ptr addrspace(1) %%gt, i32 %d" % (src, 64 * self.rng.randint(0, 8)))
            calls = ["call void @%s(ptr addrspace(1) %s, ptr addrspace(3) %s, i32 %d, i32 %d, i32 0)"
                     % (name, src, lds, size, 4 * i) for i in range(k)]
        for c in calls:
            self.emit(c)
            self.m.stats["async DMAs"] += 1
        self.mark()
        if self.chance(0.6):
            self.wait(self.rng.choice([0, 0, 1]), reads=0)
            self.lds_read(slot, guarded=True)
        self.m.kinds["bundle"] += 1

    def tail_merge(self, ret=False):
        """A uniform if/else whose arms differ in a volatile store and end in
        the same DMA (the second arm async or the ordinary twin), an LDS read
        of its slot and a store of the value; then a return (ret) or a join.
        branch-folder merges the tails into one DMA."""
        self.m.tm_count += 1
        off = 1004 + 8 * self.m.tm_count     # unique: found again in the asm
        # gfx1250 has no ordinary twin: both arms async.
        sync = self.chance(0.5) and not self.m.transfers
        # A condition no pass can fold (a uniform volatile load): folded, one
        # arm would vanish and the sync-dma-read check would judge the wrong
        # DMA.
        tv = self.val("tmv")
        self.emit("%s = load volatile i32, ptr addrspace(1) %%g, align 4" % tv)
        cond = self.val("tmc")
        self.emit("%s = icmp sgt i32 %s, %d" % (cond, tv, self.rng.randrange(8)))
        slot = self.rng.randrange(LDS_SLOTS)
        lds = self.lds_slot_ptr(slot, byte_off=0)
        if self.m.transfers:
            lds = self.lane_lds(lds, DWORD)
        ro = self.val("ro")
        self.emit("%s = add i32 %%vo, %d" % (ro, slot * LDS_SLOT_BYTES))
        rp = self.val("rp")
        self.emit("%s = getelementptr i8, ptr addrspace(3) @lds, i32 %s" % (rp, ro))
        self.out_slot += 1
        op = self.val("op")
        self.emit("%s = getelementptr i32, ptr addrspace(1) %%ot, i32 %d" % (op, 64 * self.out_slot))
        a, b = self.blk("tma"), self.blk("tmb")
        join = None if ret else self.blk("tmj")
        self.condbr(cond, a, b)
        self.depth += 1
        for arm, c, is_async in ((a, "%c0", True), (b, "%c1", not sync)):
            self.start_block(arm)
            self.emit("store volatile i32 %s, ptr addrspace(1) %%out, align 4" % c)
            if self.m.transfers:
                self.emit(self.transfer_call("global", DWORD, "%gt", lds, off, 0))
            else:
                key = "async.global" if is_async else "sync.global"
                self.decl(key)
                self.emit("call void @llvm.amdgcn.%s(ptr addrspace(1) %%gt, ptr addrspace(3) %s, "
                          "i32 4, i32 %d, i32 0)" % ("global.load.async.lds" if is_async
                                                      else "global.load.lds", lds, off))
                self.m.stats["async DMAs" if is_async else "sync DMAs"] += 1
            r = self.val("r")
            self.emit("%s = load i32, ptr addrspace(3) %s, align 4" % (r, rp))
            self.emit("store i32 %s, ptr addrspace(1) %s, align 4" % (r, op))
            self.emit("ret void" if ret else "br label %%%s" % join)
        self.depth -= 1
        if sync:
            self.m.tm_sync_offsets.append(off)
            self.m.kinds["tail-merge-sync"] += 1
        self.m.kinds["tail-merge"] += 1
        if not ret:
            self.start_block(join)

    def wait(self, n=None, reads=None):
        self.decl("wait")
        if n is None:
            if self.chance(0.05):
                # Around upstream's 16-mark cap, the vmcnt limits, the i16.
                vm = self.m.vmcnt_max
                n = self.rng.choice([15, 16, 17, 31, vm - 1, vm, vm + 1, 65535])
            else:
                n = self.rng.randint(0, min(self.marks, 40) + 2)
        self.emit("call void @%s(i16 %d)" % (markers.WAIT_INTRINSIC, n))
        self.last_wait = len(self.lines) - 1
        self.marks = min(self.marks, n)
        self.m.stats["waits"] += 1
        if reads is None:
            reads = self.rng.choice([0, 1, 1, 1, 2])
        for _ in range(reads):
            self.lds_read(guarded=True)

    def read_tag(self, guarded):
        """The tag offset of a read (0: untagged): READ_TAG_STEP * k for a
        read that follows a wait (guarded), while tags last."""
        m = self.m
        if not guarded or not m.tag_reads or m.read_tags >= READ_TAG_MAX:
            return 0
        m.read_tags += 1
        m.stats["tagged reads"] += 1
        return READ_TAG_STEP * m.read_tags

    def lds_read(self, slot=None, guarded=False):
        """An LDS read whose value is used (stored at the block's end).
        guarded: it directly follows a wait (self.last_wait, nothing but
        address arithmetic, fences and barriers between): with a constant
        slot, tagged and sometimes given a twin before the wait."""
        if slot is None:
            if self.recent_slots and self.chance(0.7):
                slot = self.rng.choice(self.recent_slots)
            else:
                slot = self.rng.randrange(LDS_SLOTS)
        # A slot that depends on an induction variable is not tagged: loop
        # strength reduction folds the constant into the induction variable,
        # so it never reaches the DS offset field.
        tag = self.read_tag(guarded and isinstance(slot, int))
        const = None
        if isinstance(slot, int):
            o = self.val("ro")
            const = slot * LDS_SLOT_BYTES + self.rng.choice([0, 0, 1024]) + tag
            self.emit("%s = add i32 %%vo, %d" % (o, const))
        else:
            b = self.val("sb")
            self.emit("%s = mul i32 %s, %d" % (b, slot, LDS_SLOT_BYTES))
            o = self.val("ro")
            self.emit("%s = add i32 %s, %%vo" % (o, b))
        p = self.val("rp")
        self.emit("%s = getelementptr i8, ptr addrspace(3) @lds, i32 %s" % (p, o))
        r = self.val("r")
        wide = self.chance(0.15)
        if wide:
            w = self.val("rw")
            self.emit("%s = load <2 x i32>, ptr addrspace(3) %s, align 8" % (w, p))
            self.emit("%s = extractelement <2 x i32> %s, i32 1" % (r, w))
        else:
            self.emit("%s = load i32, ptr addrspace(3) %s, align 4" % (r, p))
        self.pending.append(r)
        self.m.stats["LDS reads"] += 1
        if tag and self.m.rng3.random() < READ_TWIN_RATE:
            self.read_twin(const, wide)

    def read_twin(self, const, wide):
        """The twin of a tagged read: the same load from the same address,
        inserted just before the read's wait; its value is used too."""
        o, p, r = self.val("two"), self.val("twp"), self.val("tw")
        lines = ["  %s = add i32 %%vo, %d" % (o, const),
                 "  %s = getelementptr i8, ptr addrspace(3) @lds, i32 %s" % (p, o)]
        if wide:
            w = self.val("tww")
            lines += ["  %s = load <2 x i32>, ptr addrspace(3) %s, align 8" % (w, p),
                      "  %s = extractelement <2 x i32> %s, i32 1" % (r, w)]
        else:
            lines.append("  %s = load i32, ptr addrspace(3) %s, align 4" % (r, p))
        at = self.last_wait
        self.lines[at:at] = lines
        self.last_wait = at + len(lines)
        self.pending.append(r)
        self.m.stats["LDS reads"] += 1
        self.m.stats["read twins"] += 1

    def lds_write(self):
        o = self.val("wo")
        self.emit("%s = add i32 %%vo, %d" % (o, self.rng.randrange(LDS_SLOTS) * LDS_SLOT_BYTES))
        p = self.val("wp")
        self.emit("%s = getelementptr i8, ptr addrspace(3) @lds, i32 %s" % (p, o))
        self.emit("store i32 %%tid, ptr addrspace(3) %s, align 4" % p)

    def global_load(self):
        idx = self.uniform_off(64, 16)
        p = self.val("gp")
        self.emit("%s = getelementptr i32, ptr addrspace(1) %%gt, i32 %s" % (p, idx))
        v = self.val("g")
        self.emit("%s = load i32, ptr addrspace(1) %s, align 4" % (v, p))
        self.pending.append(v)
        self.m.stats["global loads"] += 1
        self.m.kinds["sync-interleave"] += 1

    def global_store(self):
        p = self.val("sp")
        self.out_slot += 1
        self.emit("%s = getelementptr i32, ptr addrspace(1) %%ot, i32 %d" % (p, 64 * (1000 + self.out_slot)))
        v = self.pending[-1] if self.pending and self.chance(0.5) else "%tid"
        self.emit("store i32 %s, ptr addrspace(1) %s, align 4" % (v, p))
        self.m.stats["global stores"] += 1
        self.m.kinds["sync-interleave"] += 1

    def flat_access(self):
        idx = self.uniform_off(64, 16)
        p = self.val("fp")
        base = "%fsel" if self.chance(0.5) else "%ft"
        self.emit("%s = getelementptr i32, ptr %s, i32 %s" % (p, base, idx))
        if self.chance(0.75):
            v = self.val("f")
            self.emit("%s = load i32, ptr %s, align 4" % (v, p))
            self.pending.append(v)
        else:
            self.emit("store i32 %%tid, ptr %s, align 4" % p)
        self.m.kinds["flat"] += 1
        self.m.stats["flat accesses"] += 1

    def wave_barrier(self):
        self.decl("wave.barrier")
        self.emit("call void @llvm.amdgcn.wave.barrier()")

    def call_ext(self):
        self.decl("ext")
        arg = self.pending[-1] if self.pending and self.chance(0.5) else "%tid"
        self.emit("call void @%s(ptr addrspace(1) %%out, i32 %s)" % (EXT_FN, arg))
        self.m.kinds["call"] += 1
        self.m.has_calls = True

    def fence(self):
        r = self.rng.random()
        if r < 0.75:
            self.decl("s.barrier")
            self.m.uses_mmra = True
            self.emit('fence syncscope("workgroup") release, !mmra !0')
            self.emit("call void @llvm.amdgcn.s.barrier()")
            self.emit('fence syncscope("workgroup") acquire, !mmra !0')
        elif r < 0.9:
            self.m.uses_mmra = True
            self.emit('fence syncscope("workgroup") release, !mmra !0')
        else:
            self.emit('fence syncscope("workgroup") release')
        self.m.kinds["fence"] += 1
        self.m.stats["fences"] += 1

    def flush(self):
        """Use every pending value: sum and store to a fresh %out slot."""
        if not self.pending:
            return
        acc = self.pending[0]
        for v in self.pending[1:]:
            a = self.val("acc")
            self.emit("%s = add i32 %s, %s" % (a, acc, v))
            acc = a
        self.pending = []
        self.out_slot += 1
        p = self.val("op")
        self.emit("%s = getelementptr i32, ptr addrspace(1) %%ot, i32 %d" % (p, 64 * self.out_slot))
        self.emit("store i32 %s, ptr addrspace(1) %s, align 4" % (acc, p))

    def br(self, target):
        self.flush()
        self.emit("br label %%%s" % target)

    def condbr(self, cond, t, f):
        self.flush()
        self.emit("br i1 %s, label %%%s, label %%%s" % (cond, t, f))

    def uniform_cond(self):
        if self.ivs and self.chance(0.3):
            iv = self.rng.choice(self.ivs)
            a = self.val("ca")
            self.emit("%s = and i32 %s, %d" % (a, iv, self.rng.choice([1, 2, 3])))
            c = self.val("cc")
            self.emit("%s = icmp eq i32 %s, 0" % (c, a))
            return c
        arg = self.rng.choice(["%c0", "%c1"])
        pred = self.rng.choice(["eq", "ne", "slt", "ugt"])
        c = self.val("cc")
        self.emit("%s = icmp %s i32 %s, %d" % (c, pred, arg, self.rng.randint(0, 4)))
        return c

    # -- straight-line groups -------------------------------------------------
    def group(self, length=None):
        cfg = self.cfg
        self.m.kinds["straight-line"] += 1
        if length is None:
            length = self.rng.randint(2, cfg["group_len"])
        menu = [
            ("A", 4), ("AM", 2.5), ("M", 2), ("W", 2.2), ("R", 0.6),
            ("LW", 0.2 if cfg["lds_writes"] else 0), ("B", 0.8),
            ("G", 2 if cfg["sync"] else 0), ("S", 0.8 if cfg["sync"] else 0),
            ("X", 0.6 if cfg["sync"] and not self.m.transfers else 0),
            ("U", 0.4 if cfg["sync"] else 0),
            ("MM", 0.7 if cfg["consecutive"] else 0),
            ("F", 1.0 if cfg["flat"] else 0),
            ("C", 0.4 if cfg["call"] else 0),
            ("FENCE", 0.35 if cfg["fence"] else 0),
            ("CALLEE", 0.3 if cfg.get("callee_name") else 0),
        ]
        for _ in range(length):
            if cfg.get("bundle", 0) and self.m.rng2.random() < cfg["bundle"]:
                self.side(self.bundle)
            op = self.pick(menu)
            if op == "A":
                self.dma()
            elif op == "AM":
                self.dma()
                self.mark()
            elif op == "M":
                self.mark()
            elif op == "MM":
                for _ in range(self.rng.choice([2, 2, 3])):
                    self.mark()
                self.m.kinds["consecutive"] += 1
            elif op == "W":
                self.wait()
            elif op == "R":
                self.lds_read()
            elif op == "LW":
                self.lds_write()
            elif op == "B":
                self.wave_barrier()
            elif op == "G":
                self.global_load()
            elif op == "S":
                self.global_store()
            elif op == "X":
                self.dma(is_async=False)
                self.m.kinds["sync-interleave"] += 1
            elif op == "U":
                self.flush()
            elif op == "F":
                self.flat_access()
            elif op == "C":
                self.call_ext()
            elif op == "FENCE":
                self.fence()
            elif op == "CALLEE":
                self.call_callee()

    def call_callee(self):
        self.emit("call void @%s(ptr addrspace(1) %%g, ptr addrspace(1) %%out, "
                  "ptr addrspace(8) %%rsrc, ptr %%flat, ptr addrspace(3) %%ldsarg, "
                  "i32 %%c0, i32 %%c1, i32 %%n0, i32 %%n1)" % self.cfg["callee_name"])
        self.m.kinds["callee"] += 1
        self.m.has_calls = True

    # -- control flow ---------------------------------------------------------
    def body(self, nseg=None):
        """A sequence of segments (the unit nested in arms and loops)."""
        if nseg is None:
            nseg = self.rng.randint(1, 3 if self.depth else self.cfg["segments"])
        for _ in range(nseg):
            self.segment()

    def segment(self):
        cfg = self.cfg
        deep = self.depth >= cfg["max_depth"]
        if cfg.get("tail_merge", 0) and not deep and self.m.rng2.random() < cfg["tail_merge"]:
            self.side(self.tail_merge)
        choice = self.pick([
            ("group", 5),
            ("diamond", 0 if deep or not cfg["diamond"] else 2.5),
            ("divif", 0 if deep or not cfg["divif"] else 0.8),
            ("loop", 0 if deep or not cfg["loop"] or self.loop_depth >= 3 else 2),
            ("pipeline", 0 if deep or not cfg["pipeline"] or self.loop_depth >= 1 else 1.5),
            ("many", 0 if not cfg["many"] or self.depth > 1 else 1),
        ])
        getattr(self, "seg_" + choice)()

    def seg_group(self):
        self.group()

    def seg_diamond(self):
        self.m.kinds["diamond"] += 1
        cond = self.uniform_cond()
        self._diamond(cond)

    def seg_divif(self):
        self.m.kinds["divergent-if"] += 1
        a = self.val("da")
        self.emit("%s = and i32 %%tid, %d" % (a, self.rng.choice([1, 3, 31, 63])))
        c = self.val("dc")
        self.emit("%s = icmp eq i32 %s, 0" % (c, a))
        self._diamond(c)

    def _diamond(self, cond):
        then_b, else_b, join_b = self.blk("then"), self.blk("else"), self.blk("join")
        shape = self.pick([("both", 3), ("then", 1.5), ("else", 1), ("triangle", 1.5)])
        start_marks = self.marks
        if shape == "triangle":
            self.condbr(cond, then_b, join_b)
        else:
            self.condbr(cond, then_b, else_b)
        self.depth += 1
        # then arm
        self.start_block(then_b)
        if shape in ("both", "then", "triangle"):
            self.body()
        elif self.chance(0.6):
            self.global_store() if self.cfg["sync"] else self.wave_barrier()
        else:
            self.wait_arm()
        then_marks = self.marks
        self.br(join_b)
        else_marks = start_marks
        if shape != "triangle":
            self.marks = start_marks
            self.start_block(else_b)
            if shape in ("both", "else"):
                self.body()
            elif self.chance(0.6):
                self.global_store() if self.cfg["sync"] else self.wave_barrier()
            else:
                self.wait_arm()
            else_marks = self.marks
            self.br(join_b)
        self.depth -= 1
        self.start_block(join_b)
        self.marks = max(then_marks, else_marks)

    def wait_arm(self):
        """Sometimes fills an arm that would be empty with one or two waits
        and nothing else: where they wait for nothing the lowering moves
        them out and the arm folds (test/Waits/empty-wait-arm.ll). Drawn
        from Module.rng4 only, and the generator's count of marks is left
        as it is, so the rest of the kernel is what it was without them."""
        r = self.m.rng4
        if r.random() >= self.cfg["wait_arm"]:
            return
        self.decl("wait")
        for _ in range(r.choice([1, 1, 2])):
            n = r.randint(0, min(self.marks, 8) + 2)
            self.emit("call void @%s(i16 %d)" % (markers.WAIT_INTRINSIC, n))
            self.m.stats["waits"] += 1
        self.m.kinds["wait-arm"] += 1

    def _loop(self, body_fn, count_arg=None):
        """Emits a loop around body_fn(iv); returns nothing. Do-while, or
        guarded by `n == 0` (then it may run zero times)."""
        count_arg = count_arg or self.rng.choice(["%n0", "%n1"])
        pre_b = self.cur
        hdr, exit_b = self.blk("loop"), self.blk("exit")
        guarded = self.chance(0.3)
        if guarded:
            z = self.val("z")
            self.emit("%s = icmp eq i32 %s, 0" % (z, count_arg))
            ph = self.blk("ph")
            self.condbr(z, exit_b, ph)
            self.start_block(ph)
            pre_b = ph
        self.br(hdr)
        self.start_block(hdr)
        iv = self.val("iv")
        phi_idx = len(self.lines)
        self.lines.append(None)
        self.ivs.append(iv)
        self.loop_depth += 1
        self.depth += 1
        body_fn(iv)
        self.depth -= 1
        self.loop_depth -= 1
        self.ivs.pop()
        nxt = self.val("ivn")
        self.emit("%s = add nuw i32 %s, 1" % (nxt, iv))
        c = self.val("lc")
        self.emit("%s = icmp ult i32 %s, %s" % (c, nxt, count_arg))
        latch = self.cur
        self.condbr(c, hdr, exit_b)
        self.lines[phi_idx] = "  %s = phi i32 [ 0, %%%s ], [ %s, %%%s ]" % (iv, pre_b, nxt, latch)
        self.start_block(exit_b)
        return iv

    def seg_loop(self):
        self.m.kinds["loop"] += 1
        if self.loop_depth >= 1:
            self.m.kinds["nested-loop"] += 1
        self._loop(lambda iv: self.body())

    def seg_many(self):
        self.m.kinds["many-marks"] += 1
        variant = self.pick([("straight", 5), ("loop", 3 if self.loop_depth < 3 else 0),
                             ("diamond", 2)])
        if variant == "straight":
            k = self.rng.randint(17, 24)
            slot = self.rng.randrange(LDS_SLOTS)
            for _ in range(k):
                self.dma(lds=self.lds_slot_ptr(slot))
                self.mark()
                if self.cfg["sync"] and self.chance(0.1):
                    self.global_load()
            for _ in range(self.rng.randint(1, 3)):
                self.wait(self.rng.choice([0, 1, 3, 14, 15, 16, 17, k - 2, k - 1, k, k + 1]))
        elif variant == "loop":
            k = self.rng.randint(5, 20)

            def body(iv):
                for _ in range(k):
                    self.dma()
                    self.mark()
                if self.chance(0.4):
                    self.wait(self.rng.choice([0, 3, 15, 16, 17]))
            for _ in range(self.rng.choice([0, 5])):
                self.dma()
                self.mark()
            self._loop(body)
            self.dma()
            self.mark()
            self.marks = max(self.marks, 18)
            self.wait(self.rng.choice([0, 3, 15, 16, 17, 18]))
        else:
            cond = self.uniform_cond()
            t, e, j = self.blk("then"), self.blk("else"), self.blk("join")
            self.condbr(cond, t, e)
            a, b = self.rng.choice([(5, 18), (18, 5), (3, 17), (17, 17)])
            self.start_block(t)
            for _ in range(a):
                self.dma()
                self.mark()
            self.br(j)
            self.start_block(e)
            for _ in range(b):
                self.dma()
                self.mark()
            self.br(j)
            self.start_block(j)
            self.marks = max(a, b)
            self.wait(self.rng.choice([max(a, b) - 1, 15, 16, 17, 2]))
        # The kernel certainly holds more than 16 marks.

    def stage(self, t_val, slot, ndma, predicate=False):
        """Issues one pipeline stage (ndma DMAs into LDS slot `slot`) and its
        mark. With predicate, the DMAs sit under a uniform condition (the
        mark is always issued: an empty group on the other path)."""
        if predicate:
            c = self.val("pc")
            self.emit("%s = icmp ult i32 %s, %s" % (c, t_val, self.rng.choice(["%n0", "%n1"])))
            t, j = self.blk("pf"), self.blk("pfj")
            self.condbr(c, t, j)
            self.start_block(t)
        if self.m.transfers:
            forms = self.rng.sample([f for f in TRANSFER_FORMS if self.cfg["form_w"][f]], 1) \
                if self.chance(0.6) else None
        else:
            forms = self.rng.sample(ASYNC_FORMS[:4], 1) if self.chance(0.6) else None
        for d in range(ndma):
            lds = self.lds_slot_ptr(slot, byte_off=1024 * (d % 4))
            self.dma(form=forms[0] if forms else None, lds=lds)
            if self.cfg["sync"] and self.chance(0.15):
                self.global_load()
        if predicate:
            self.br(j)
            self.start_block(j)
        self.mark()

    def seg_pipeline(self):
        s = self.rng.randint(2, 5)
        self.m.kinds["pipeline"] += 1
        self.m.pipelines[s] += 1
        base = self.rng.randrange(0, LDS_SLOTS - s + 1)
        ndma = self.rng.randint(1, 3)
        sync_in_loop = self.cfg["sync"] and self.chance(0.5)
        predicated = self.chance(0.25)
        sync_wg = self.cfg["fence"] and self.chance(0.6)
        extra = self.chance(0.3)
        # Prologue: stages 0..S-2.
        for k in range(s - 1):
            self.stage(str(k), base + k, ndma)
        self.marks = s - 1

        def body(t):
            tp = self.val("tp")
            self.emit("%s = add i32 %s, %d" % (tp, t, s - 1))
            ws = self.val("ws")
            self.emit("%s = urem i32 %s, %d" % (ws, tp, s))
            wslot = self.val("wsl")
            self.emit("%s = add i32 %s, %d" % (wslot, ws, base))
            if sync_in_loop:
                for _ in range(self.rng.randint(1, 2)):
                    self.global_load()
            self.stage(tp, wslot, ndma, predicate=predicated)
            self.marks = s
            if sync_in_loop and self.chance(0.5):
                self.global_load()
            self.wait(s - 1, reads=0)
            if sync_wg:
                self.fence()
            rs = self.val("rs")
            self.emit("%s = urem i32 %s, %d" % (rs, t, s))
            rslot = self.val("rsl")
            self.emit("%s = add i32 %s, %d" % (rslot, rs, base))
            for _ in range(self.rng.randint(1, 3)):
                self.lds_read(rslot, guarded=True)
            if extra and self.depth < self.cfg["max_depth"]:
                self.segment()
            if sync_wg and self.chance(0.6):
                self.fence()
        self._loop(body)
        # Epilogue: W(S-2) .. W(0), each followed by reads of its buffer.
        self.marks = s - 1
        for j in range(s - 2, -1, -1):
            self.wait(j, reads=0)
            for _ in range(self.rng.randint(1, 2)):
                self.lds_read(base + (s - 2 - j), guarded=True)


def kernel_config(rng, cpu):
    """Per-kernel feature choice (weights)."""
    c = {
        "sync": rng.random() < 0.6,
        "consecutive": rng.random() < 0.3,
        "diamond": rng.random() < 0.45,
        "divif": rng.random() < 0.1,
        "loop": rng.random() < 0.4,
        "pipeline": rng.random() < 0.3,
        "call": rng.random() < 0.12,
        "callee": rng.random() < 0.06,
        "flat": rng.random() < 0.15,
        "many": rng.random() < 0.12,
        "fence": rng.random() < 0.3,
        "lds_writes": rng.random() < 0.2,
        "inreg": rng.random() < 0.5,
        "max_depth": rng.choice([1, 2, 2, 3]),
        "segments": rng.randint(1, 5),
        "group_len": rng.choice([4, 8, 12]),
    }
    # Form mix: a few kernels stick to one form, the others mix.
    if rng.random() < 0.3:
        only = rng.choice(ASYNC_FORMS[:5])
        c["form_w"] = {f: (1 if f == only else 0) for f in ASYNC_FORMS}
    else:
        c["form_w"] = {"global": 3, "p1": 1, "p7": 2, "rawptr": 2, "structptr": 0.5,
                       "p0": 0.5 if c["flat"] else 0}
    if uses_transfers(cpu):
        # gfx1250: most kernels only load to LDS, some also store from LDS;
        # some have only per-lane LDS pointers (GlobalISel can select those).
        stores = rng.random() < 0.35
        only_global = rng.random() < 0.25
        c["form_w"] = {"global": 3, "cluster": 0 if only_global else 1,
                       "store": 1.5 if stores else 0}
        c["lane_all"] = rng.random() < 0.45
        c["cluster_mask"] = rng.choice(["0", "1", "3", "%c0"])
    return c


# The share of would-be empty arms of a diamond that get only waits.
WAIT_ARM_RATE = 0.5

# The share of kernels on gfx10 that run wave64 (+wavefrontsize64).
WAVE64_RATE = 0.3

# Shapes added for issue 8; each can be forced into every kernel (SHAPES
# options), and each is in the default mix with the probability here.
NEW_SHAPES = {"bundle": 0.3, "tail_merge": 0.2, "sched_barrier": 0.2}


def new_shape_config(rng2, shapes):
    """Per-kernel rates of the new shapes, from the side stream. shapes:
    None (the default mix), a set of shapes forced on in every kernel (the
    others stay in the default mix), or "classic" (none: the earlier
    fuzzer's kernels, byte for byte)."""
    c = {}
    for k, p in NEW_SHAPES.items():
        on = rng2.random() < p
        if shapes == "classic":
            on = False
        elif shapes is not None and k in shapes:
            on = True
        rate = {"bundle": rng2.choice([0.15, 0.3]), "tail_merge": rng2.choice([0.3, 0.5]),
                "sched_barrier": rng2.choice([0.3, 0.5])}[k]
        c[k] = rate if on else 0
    return c


def generate_kernel(seed, cpu, shapes=None, tag_reads=True):
    """Returns (ir_text, info) for kernel `seed` on `cpu`. tag_reads=False:
    no tagged reads and no twins (the kernels of the fuzzer before the
    read-order oracle, byte for byte)."""
    rng = random.Random("asyncmark-fuzz:%d:%s" % (seed, cpu))
    cfg = kernel_config(rng, cpu)
    mod = Module(rng, cpu)
    mod.rng2 = random.Random("asyncmark-fuzz-shapes:%d:%s" % (seed, cpu))
    mod.rng3 = random.Random("asyncmark-fuzz-reads:%d:%s" % (seed, cpu))
    mod.rng4 = random.Random("asyncmark-fuzz-wait-arms:%d:%s" % (seed, cpu))
    mod.tag_reads = tag_reads
    cfg.update(new_shape_config(mod.rng2, shapes))
    cfg["wait_arm"] = (0 if shapes == "classic" else
                       1 if shapes is not None and "wait_arm" in shapes else
                       WAIT_ARM_RATE)
    kname = "fuzz_k%d" % seed
    inreg = "inreg " if cfg["inreg"] else ""
    if cfg["inreg"]:
        mod.kinds["inreg-args"] += 1
    params = ("ptr addrspace(1) %g, ptr addrspace(1) %out, ptr addrspace(8) %rsrc, "
              "ptr %flat, ptr addrspace(3) %ldsarg, "
              + ", ".join("i32 %s%%%s" % (inreg, a) for a in ("c0", "c1", "n0", "n1")))
    funcs = []

    def prologue(f):
        f.emit("%tid = call i32 @llvm.amdgcn.workitem.id.x()")
        f.emit("%gt = getelementptr i32, ptr addrspace(1) %g, i32 %tid")
        f.emit("%ot = getelementptr i32, ptr addrspace(1) %out, i32 %tid")
        f.emit("%ft = getelementptr i32, ptr %flat, i32 %tid")
        f.emit("%vo = shl i32 %tid, 2")
        # A generic pointer that really may be LDS or global: keeps the FLAT
        # accesses FLAT after address-space inference at -O3.
        f.emit("%fselc = icmp eq i32 %c1, 7")
        f.emit("%fsel = select i1 %fselc, ptr %flat, ptr addrspacecast (ptr addrspace(3) @lds to ptr)")
        if mod.transfers:
            return      # no buffer forms
        f.emit("%fat = call ptr addrspace(7) @llvm.amdgcn.make.buffer.rsrc.p7.p1("
               "ptr addrspace(1) %g, i16 0, i64 1048576, i32 159744)")
        mod.decls["make.p7"] = True

    if cfg["callee"]:
        cname = "fuzz_callee%d" % seed
        ccfg = dict(cfg)
        ccfg.update({"callee": False, "call": False, "pipeline": False, "many": False,
                     "max_depth": 1, "segments": 2, "tail_merge": 0})
        cf = FunctionGen(mod, ccfg, cname, False)
        cf.start_block("entry")
        prologue(cf)
        cf.body()
        cf.flush()
        cf.emit("ret void")
        funcs.append("define internal void @%s(ptr addrspace(1) inreg %%g, ptr addrspace(1) inreg %%out, "
                     "ptr addrspace(8) inreg %%rsrc, ptr inreg %%flat, ptr addrspace(3) inreg %%ldsarg, "
                     "i32 inreg %%c0, i32 inreg %%c1, i32 inreg %%n0, i32 inreg %%n1) #1 {\n%s\n}\n"
                     % (cname, "\n".join(cf.lines)))
        cfg["callee_name"] = cname

    kf = FunctionGen(mod, cfg, kname, True)
    kf.start_block("entry")
    prologue(kf)
    kf.body()
    if cfg.get("callee_name") and not mod.kinds["callee"]:
        kf.call_callee()
    # Close with a final wait and read now and then, then end; or, with
    # tail-merge shapes, with arms that both return.
    tm_ret = cfg.get("tail_merge", 0) and mod.rng2.random() < 0.5
    if kf.chance(0.5):
        kf.wait()
    if tm_ret:
        kf.side(kf.tail_merge, True)
    else:
        kf.flush()
        kf.emit("ret void")
    attrs = []
    if kf.chance(0.3):
        attrs.append('"amdgpu-flat-work-group-size"="%s"' % kf.rng.choice(["64,64", "64,256", "256,256"]))
    # On a generation that runs wave32 or wave64 (gfx10; not gfx1250, whose
    # transfers LLVM 22 selects in wave32 only), some kernels and their
    # callee run wave64, from their own stream: the other kernels stay as
    # they were.
    wave_attrs = []
    gen = targets.generation(cpu)
    if gen.has_lds_dma and gen.wave_sizes and len(gen.wave_sizes) > 1 and \
            random.Random("asyncmark-fuzz-wave:%d:%s" % (seed, cpu)).random() < WAVE64_RATE:
        wave_attrs.append('"target-features"="+wavefrontsize64"')
        mod.kinds["wave64"] += 1
    attrs += wave_attrs
    funcs.append("define amdgpu_kernel void @%s(%s)%s {\n%s\n}\n" % (
        kname, params, " #0" if attrs else "", "\n".join(kf.lines)))
    decl_lines = [DECLS[k] for k in DECLS if k in mod.decls]
    out = ["; asyncmark-fuzz kernel: seed %d, cpu %s" % (seed, cpu),
           'target datalayout = "%s"' % DATALAYOUT,
           'target triple = "%s"' % TRIPLE, "",
           "@lds = internal addrspace(3) global [%d x [%d x i8]] poison, align 16"
           % (LDS_SLOTS, LDS_SLOT_BYTES), ""]
    out += decl_lines + [""]
    out += funcs[::-1]
    if attrs:
        out.append("attributes #0 = { %s }" % " ".join(attrs))
    out.append('attributes #1 = { %s }' % " ".join(["noinline"] + wave_attrs))
    if mod.uses_mmra:
        out.append('!0 = !{!"amdgpu-synchronize-as", !"local"}')
    text = "\n".join(out) + "\n"

    kinds = set(k for k, v in mod.kinds.items() if v)
    if text.count(MARK_CALL) > 16:
        kinds.add("over-16-mark-calls")
    info = {
        "seed": seed, "cpu": cpu, "kinds": kinds, "pipelines": set(mod.pipelines),
        "stats": mod.stats, "disable_verify": mod.need_disable_verify,
        "has_calls": mod.has_calls,
        "has_sync_dma": mod.stats["sync DMAs"] > 0,
        # LLVM 22's GlobalISel selects gfx1250's transfers only with a
        # per-lane LDS pointer.
        "gisel_ok": not mod.uniform_lds,
        "tm_sync_offsets": list(mod.tm_sync_offsets),
        "own_symbols": {EXT_FN, "fuzz_callee%d" % seed, kname, "lds"},
    }
    return text, info

