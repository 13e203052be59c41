"""AMDGPU target facts, read from the project's one table.

Counter encodings, counter limits, the LDS DMA forms and sizes per
generation: the build turns data/target-facts.json into the C++ plugin's
constants (cxx_target_facts.py) and the Python tools read the same file,
so the two can never disagree on them. The facts only the Python tools
need are there too (the table's python_fields: whether a call completes
the async counter, the wait mnemonics, gfx1250's tensor counter, the
processors with VALU write hazards). Nothing here restates
a fact of the table; the table is found at

  $ASYNCMARK_TARGET_FACTS                    if set (tests, other tables)
  <src>/data/target-facts.json               in a source tree
  <prefix>/share/amdgpu-asyncmark/target-facts.json   when installed

and read on first use.

A processor is matched like LLVM's AMDGPU::getIsaVersion reads its name:
gfx<major><minor><stepping> with one hex digit each for minor and stepping
(gfx90a is 9.0.10, gfx950 9.5.0, gfx1250 12.5.0). The first generation of
the table whose "match" fields all equal the version is the processor's.
"""

import json
import os
import re

from . import layout

ENV_VAR = "ASYNCMARK_TARGET_FACTS"
FILE_NAME = "target-facts.json"

_CPU_RE = re.compile(r"gfx([0-9]+)([0-9a-f])([0-9a-f])")


class TargetFactsError(RuntimeError):
    """The table cannot be found or read."""


def facts_path():
    """The path of the table (see the module docstring)."""
    env = os.environ.get(ENV_VAR)
    if env:
        return env
    cands = layout.data_candidates(("data", FILE_NAME), (FILE_NAME,))
    for c in cands:
        if os.path.isfile(c):
            return c
    raise TargetFactsError(
        "%s not found (tried: %s); set %s" % (
            FILE_NAME, ", ".join(cands) or "nothing: %s is neither in a source "
            "tree nor installed" % layout.PACKAGE_DIR, ENV_VAR))


_TABLE = {}


def table():
    """The parsed table (cached per path)."""
    path = facts_path()
    t = _TABLE.get(path)
    if t is None:
        try:
            with open(path, encoding="utf-8") as f:
                t = json.load(f)
        except (OSError, ValueError) as e:
            raise TargetFactsError("cannot read %s: %s" % (path, e))
        _TABLE[path] = t
    return t


def isa_version(cpu):
    """(major, minor, stepping) of a processor name, or None."""
    m = _CPU_RE.fullmatch(cpu.lower())
    if not m:
        return None
    return int(m.group(1)), int(m.group(2), 16), int(m.group(3), 16)


class Generation:
    """One generation row of the table, for the processor it was looked up
    with."""

    def __init__(self, row, tbl, cpu, version):
        self.cpu = cpu.lower()
        self.version = version
        self.name = row["name"]
        self.async_counter = row.get("async_counter")
        self.async_families = list(row.get("async_families", []))
        self.lds_dma_sizes = list(row.get("lds_dma_sizes", []))
        # gfx1250: the sizes (bytes) of its async transfers (b8 ... b128).
        self.async_transfer_sizes = list(row.get("async_transfer_sizes", []))
        self.stores_counter = row.get("stores_counter")
        # The wave sizes its code may run in (None: not in the row, any).
        ws = row.get("wave_sizes")
        self.wave_sizes = frozenset(ws) if ws else None
        # Rows with an async counter: does a call complete it, and the
        # mnemonic prefixes of the generation's wait instructions (None:
        # not in the row; see the table's python_fields).
        self._calls_complete = row.get("calls_complete_async_counter")
        self._wait_prefixes = row.get("wait_mnemonic_prefixes")
        # gfx1250: the tensor transfers' counter (a dict: counter,
        # wait_mnemonic, mnemonic_prefixes, field_max), None elsewhere; from
        # the row's tensor_counter and tensor_families, as the plugin reads
        # them.
        self.tensor_counter = None
        tc = row.get("tensor_counter")
        if tc:
            counter = tbl["counters"][tc]
            prefixes = []
            for fam in row.get("tensor_families", []):
                prefixes += tbl["dma_families"][fam]["mnemonic_prefixes"]
            self.tensor_counter = {"counter": tc,
                                   "wait_mnemonic": counter["wait_mnemonic"],
                                   "mnemonic_prefixes": prefixes,
                                   "field_max": counter["field_max"]}
        # counter -> [(shift, width)], low bits of the count first.
        self.waitcnt_fields = {k: [tuple(r) for r in v]
                               for k, v in row.get("waitcnt_fields", {}).items()}
        self._table = tbl

    def has_counter(self, counter):
        """True if the s_waitcnt immediate of this generation has the
        counter's field."""
        return counter in self.waitcnt_fields

    def field_max(self, counter):
        """The counter's largest value: a wait for it never waits."""
        return self._table["counters"][counter]["field_max"]

    def max_emitted(self, counter):
        """The largest count that is a real wait (field_max is no wait)."""
        return self.field_max(counter) - 1

    def wait_mnemonic(self, counter):
        return self._table["counters"][counter]["wait_mnemonic"]

    def stores_in(self, counter):
        """True if stores (and atomics without return) count in counter."""
        return self.stores_counter == counter

    def _required(self, key, value):
        if value is None:
            raise TargetFactsError("%s: generation %s has no %s" % (
                facts_path(), self.name, key))
        return value

    @property
    def calls_complete_async_counter(self):
        """True if a call completes every transfer pending on the async
        counter (the callee waits for it on entry), False if it completes
        none."""
        return bool(self._required("calls_complete_async_counter",
                                   self._calls_complete))

    @property
    def wait_mnemonic_prefixes(self):
        """The mnemonic prefixes of this generation's wait instructions."""
        return tuple(self._required("wait_mnemonic_prefixes",
                                    self._wait_prefixes))

    @property
    def has_lds_dma(self):
        return "lds_dma" in self.async_families

    def _fields(self, counter):
        if counter not in self.waitcnt_fields:
            raise ValueError("%s (%s) has no %s field" % (self.cpu, self.name,
                                                         counter))
        return self.waitcnt_fields[counter]

    def encode_wait(self, counter, count):
        """The s_waitcnt immediate that waits until at most `count` ops are
        outstanding on `counter` (None: no wait) and for nothing else: every
        other field is all ones. Counts above the field clamp to it."""
        self._fields(counter)
        fmax = self.field_max(counter)
        n = fmax if count is None else min(count, fmax)
        imm = 0
        for name, ranges in self.waitcnt_fields.items():
            for shift, width in ranges:
                ones = (1 << width) - 1
                if name == counter:
                    imm |= (n & ones) << shift
                    n >>= width
                else:
                    imm |= ones << shift
        return imm

    def decode_wait(self, counter, imm):
        """The counter's value in an s_waitcnt immediate (field_max and
        above: no wait), clamped to field_max."""
        n = pos = 0
        for shift, width in self._fields(counter):
            n |= ((imm >> shift) & ((1 << width) - 1)) << pos
            pos += width
        return min(n, self.field_max(counter))

    def ir_forms(self):
        """The IR names of this generation's async DMA intrinsics."""
        fams = self._table["dma_families"]
        return [f for fam in self.async_families for f in fams[fam]["ir_forms"]]

    def mnemonic_prefixes(self):
        fams = self._table["dma_families"]
        return [p for fam in self.async_families
                for p in fams[fam].get("mnemonic_prefixes", [])]

    def __repr__(self):
        return "Generation(%s for %s)" % (self.name, self.cpu)


def generation(cpu):
    """The Generation of a processor name, or None (not a gfx name, or no
    row of the table matches)."""
    v = isa_version(cpu)
    if v is None:
        return None
    t = table()
    have = dict(zip(("major", "minor", "stepping"), v))
    for row in t["generations"]:
        if all(have.get(k) == val for k, val in row["match"].items()):
            return Generation(row, t, cpu, v)
    return None


def uncounted_opcode_prefixes():
    """Opcode-name prefixes (LLVM's upper case) of VMEM instructions that do
    not increment the counter: cache write-back and invalidate."""
    return list(table()["uncounted_opcode_prefixes"])


def vmem_mnemonic_prefixes():
    """The mnemonic prefixes (lower case, as assembly prints them) of the
    vector memory instructions: those vmcnt counts on gfx9/gfx10 but for
    the cache-control ops of uncounted_opcode_prefixes."""
    return tuple(p.lower() for p in table()["vmem_mnemonic_prefixes"])


def sync_twin(name):
    """The LLVM 22 twin of an async DMA intrinsic: the same name without
    `.async` (llvm.amdgcn.global.load.async.lds -> ...global.load.lds)."""
    return name.replace(".async", "", 1)


def lds_dma_twins():
    """{IR form of the LDS DMA family: its LLVM 22 sync twin}."""
    forms = table()["dma_families"]["lds_dma"]["ir_forms"]
    return {f: sync_twin(f) for f in forms}


def async_ir_forms():
    """The IR names of every async DMA form: those of the families some
    generation lists among its async_families."""
    t = table()
    fams = {f for row in t["generations"] for f in row.get("async_families", [])}
    return sorted(n for f in fams for n in t["dma_families"][f]["ir_forms"])


def lds_dma_ir_names():
    """The IR names of the LDS DMA family's forms and of their twins."""
    twins = lds_dma_twins()
    return sorted(set(twins) | set(twins.values()))


def all_lds_dma_sizes():
    """Every LDS DMA size some generation supports, ascending."""
    return sorted({s for row in table()["generations"]
                   for s in row.get("lds_dma_sizes", [])})


def valu_write_hazard_cpus():
    """The processors (exact names, lower case) with the VALU write hazards
    whose slots a marker must not fill (GCNHazardRecognizer's
    hasVDecCoExecHazard rules)."""
    return [c.lower() for c in table()["valu_write_hazards"]["cpus"]]


def callee_saved_vector_registers(cpu):
    """The vector registers ('v40', 'a32', ...) a callee preserves under the
    AMDGPU calling convention on processor cpu: the VGPR stripes, and the
    AGPRs where the processor's callees save them."""
    t = table()["callee_saved_vector_registers"]
    regs = {"v%d" % r for lo, hi in t["vgprs"] for r in range(lo, hi + 1)}
    if cpu.lower() in [c.lower() for c in t["agpr_cpus"]]:
        regs |= {"a%d" % r for lo, hi in t["agprs"] for r in range(lo, hi + 1)}
    return frozenset(regs)


def valu_write_hazard_wait_states():
    """{rule: wait states the pair needs} of those processors: keys
    vgpr_to_readlane_src0, sgpr_vcc_to_valu, exec_to_lane_access."""
    return dict(table()["valu_write_hazards"]["wait_states"])
