"""Unit tests of asyncmark_tools.targets: the Python reading of
data/target-facts.json must give what the C++ reading gives
(unittests/Target/TargetFactsTest.cpp), and find the table in each layout.

Usage: test_targets.py <dir holding asyncmark_tools>
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

PKG_PARENT = sys.argv.pop(1)
sys.path.insert(0, PKG_PARENT)

from asyncmark_tools import asm, hazards, layout, targets  # noqa: E402


class IsaVersion(unittest.TestCase):
    def test_names(self):
        self.assertEqual(targets.isa_version("gfx90a"), (9, 0, 10))
        self.assertEqual(targets.isa_version("gfx950"), (9, 5, 0))
        self.assertEqual(targets.isa_version("GFX1030"), (10, 3, 0))
        self.assertEqual(targets.isa_version("gfx1250"), (12, 5, 0))
        for bad in ("", "znver3", "gfx9", "gfx9zz"):
            self.assertIsNone(targets.isa_version(bad), bad)

    def test_generations(self):
        for cpu, name in (("gfx900", "gfx9"), ("gfx90a", "gfx9"),
                          ("gfx942", "gfx9"), ("gfx950", "gfx950"),
                          ("gfx1010", "gfx10"), ("gfx1030", "gfx10"),
                          ("gfx1100", "gfx11"), ("gfx1200", "gfx12"),
                          ("gfx1250", "gfx1250")):
            self.assertEqual(targets.generation(cpu).name, name, cpu)
        self.assertIsNone(targets.generation("gfx803"))
        self.assertIsNone(targets.generation("znver3"))


class Facts(unittest.TestCase):
    def test_lds_dma(self):
        for cpu in ("gfx900", "gfx908", "gfx90a", "gfx942", "gfx950",
                    "gfx1010", "gfx1030"):
            g = targets.generation(cpu)
            self.assertTrue(g.has_lds_dma, cpu)
            self.assertTrue(g.has_counter("vmcnt"), cpu)
            self.assertEqual(g.async_counter, "vmcnt", cpu)
        for cpu in ("gfx1100", "gfx1200", "gfx1250"):
            self.assertFalse(targets.generation(cpu).has_lds_dma, cpu)

    def test_sizes(self):
        g950, g942, g90a = (targets.generation(c).lds_dma_sizes
                            for c in ("gfx950", "gfx942", "gfx90a"))
        for size in (1, 2, 4):
            self.assertIn(size, g950)
            self.assertIn(size, g942)
            self.assertIn(size, g90a)
        for size in (12, 16):
            self.assertIn(size, g950)
            self.assertNotIn(size, g942)
            self.assertNotIn(size, g90a)
        for size in (0, 3, 8, 32):
            self.assertNotIn(size, g950)
        self.assertEqual(targets.generation("gfx1100").lds_dma_sizes, [])
        self.assertEqual(targets.all_lds_dma_sizes(), sorted(set(g950)))

    def test_stores(self):
        self.assertTrue(targets.generation("gfx950").stores_in("vmcnt"))
        self.assertTrue(targets.generation("gfx90a").stores_in("vmcnt"))
        self.assertFalse(targets.generation("gfx1030").stores_in("vmcnt"))

    def test_gfx1250(self):
        g = targets.generation("gfx1250")
        self.assertEqual(g.async_counter, "asynccnt")
        self.assertIn("llvm.amdgcn.global.load.async.to.lds.b32", g.ir_forms())
        self.assertIn("global_store_async_from_lds_b", g.mnemonic_prefixes())
        self.assertEqual(g.wait_mnemonic("asynccnt"), "s_wait_asynccnt")

    def test_ir_names(self):
        names = targets.lds_dma_ir_names()
        self.assertIn("llvm.amdgcn.global.load.async.lds", names)
        self.assertIn("llvm.amdgcn.global.load.lds", names)
        self.assertIn("llvm.amdgcn.load.to.lds", names)
        self.assertIn("llvm.amdgcn.raw.ptr.buffer.load.lds", names)

    def test_twins(self):
        twins = targets.lds_dma_twins()
        self.assertEqual(twins["llvm.amdgcn.load.async.to.lds"],
                         "llvm.amdgcn.load.to.lds")
        self.assertEqual(twins["llvm.amdgcn.struct.ptr.buffer.load.async.lds"],
                         "llvm.amdgcn.struct.ptr.buffer.load.lds")
        self.assertEqual(len(twins), 6)

    def test_async_forms(self):
        forms = targets.async_ir_forms()
        self.assertIn("llvm.amdgcn.global.load.async.lds", forms)
        self.assertIn("llvm.amdgcn.cluster.load.async.to.lds.b32", forms)
        self.assertIn("llvm.amdgcn.global.store.async.from.lds.b128", forms)
        # Tensor transfers are no async DMA form (their own counter).
        self.assertNotIn("llvm.amdgcn.tensor.load.to.lds", forms)


class PythonFacts(unittest.TestCase):
    """The facts only the Python tools read (the table's python_fields)."""

    def test_calls(self):
        for cpu in ("gfx900", "gfx90a", "gfx942", "gfx950", "gfx1030"):
            self.assertTrue(targets.generation(cpu).calls_complete_async_counter, cpu)
            self.assertTrue(asm.Target(cpu).calls_complete, cpu)
        self.assertFalse(targets.generation("gfx1250").calls_complete_async_counter)
        self.assertFalse(asm.Target("gfx1250").calls_complete)
        # No async counter, no such fact.
        with self.assertRaises(targets.TargetFactsError):
            targets.generation("gfx1100").calls_complete_async_counter

    def test_vmem(self):
        t = asm.Target("gfx950")
        for m in ("global_load_dword", "buffer_store_dword", "flat_load_dword",
                  "scratch_load_dword", "tbuffer_load_format_x", "image_sample",
                  "global_load_lds_dword"):
            self.assertTrue(t.is_vmem(m), m)
        # Cache-control ops are vector memory instructions no counter counts.
        for m in ("buffer_wbl2", "buffer_inv", "buffer_gl0_inv", "ds_read_b32",
                  "s_load_dword", "v_add_u32"):
            self.assertFalse(t.is_vmem(m), m)

    def test_wait_mnemonics(self):
        t950, t1250 = asm.Target("gfx950"), asm.Target("gfx1250")
        for m in ("s_waitcnt", "s_waitcnt_vmcnt", "s_waitcnt_vscnt"):
            self.assertTrue(asm.is_wait_mnemonic(m, t950), m)
        for m in ("s_wait_loadcnt", "s_wait_asynccnt", "s_wait_dscnt"):
            self.assertFalse(asm.is_wait_mnemonic(m, t950), m)
            self.assertTrue(asm.is_wait_mnemonic(m, t1250), m)
        self.assertFalse(asm.is_wait_mnemonic("s_nop", t1250))

    def test_wave_sizes(self):
        # gfx9 runs wave64 only; gfx10 and later either.
        for cpu in ("gfx900", "gfx90a", "gfx942", "gfx950"):
            self.assertEqual(asm.Target(cpu).wave_sizes, {64}, cpu)
        for cpu in ("gfx1030", "gfx1100", "gfx1200", "gfx1250"):
            self.assertEqual(targets.generation(cpu).wave_sizes, {32, 64}, cpu)

    def test_callee_saved_vector_registers(self):
        # The calling convention's stripes of eight from v40; the AGPRs
        # a32-a255 where callees save them (gfx90a instructions).
        for cpu in ("gfx900", "gfx90a", "gfx950", "gfx1030", "gfx1250"):
            regs = targets.callee_saved_vector_registers(cpu)
            self.assertTrue({"v40", "v47", "v56", "v255"} <= regs, cpu)
            self.assertFalse({"v0", "v31", "v39", "v48", "v55"} & regs, cpu)
            self.assertEqual(len([r for r in regs if r[0] == "v"]), 112, cpu)
        for cpu in ("gfx90a", "gfx942", "GFX950"):
            regs = targets.callee_saved_vector_registers(cpu)
            self.assertTrue({"a32", "a255"} <= regs, cpu)
            self.assertNotIn("a31", regs, cpu)
        for cpu in ("gfx908", "gfx1250"):
            self.assertFalse(any(r[0] == "a" for r in
                                 targets.callee_saved_vector_registers(cpu)), cpu)

    def test_valu_write_hazards(self):
        self.assertEqual(targets.valu_write_hazard_cpus(),
                         ["gfx940", "gfx941", "gfx942", "gfx950"])
        for cpu in ("gfx940", "gfx941", "gfx942", "gfx950", "GFX950"):
            self.assertTrue(asm.Target(cpu).has_valu_write_hazards, cpu)
        for cpu in ("gfx90a", "gfx908", "gfx1030", "gfx1250"):
            self.assertFalse(asm.Target(cpu).has_valu_write_hazards, cpu)
        self.assertEqual(targets.valu_write_hazard_wait_states(), {
            "vgpr_to_readlane_src0": 1, "sgpr_vcc_to_valu": 2,
            "exec_to_lane_access": 4})


class TableEnvironment(unittest.TestCase):
    """Runs each test without $ASYNCMARK_TARGET_FACTS and with a scratch
    directory, and puts the variable back afterwards."""

    def setUp(self):
        self.saved = os.environ.pop(targets.ENV_VAR, None)
        self.tmp = tempfile.mkdtemp(prefix="test-targets-")

    def tearDown(self):
        os.environ.pop(targets.ENV_VAR, None)
        if self.saved is not None:
            os.environ[targets.ENV_VAR] = self.saved
        shutil.rmtree(self.tmp)


class OtherTable(TableEnvironment):
    """The Python-only facts are read from the table, not assumed: a table
    that changes them changes the tools."""

    def use(self, edit):
        # A new path each time: the table is cached per path.
        with open(targets.facts_path()) as f:
            t = json.load(f)
        edit(t)
        path = os.path.join(self.tmp, "facts%d.json" % len(os.listdir(self.tmp)))
        with open(path, "w") as f:
            json.dump(t, f)
        os.environ[targets.ENV_VAR] = path

    @staticmethod
    def row(t, name):
        return next(g for g in t["generations"] if g["name"] == name)

    def test_calls(self):
        self.use(lambda t: self.row(t, "gfx1250").update(
            calls_complete_async_counter=True))
        t = asm.Target("gfx1250")
        self.assertTrue(t.calls_complete)
        self.assertEqual(asm.classify("s_swap_pc_i64", "s[30:31], s[0:1]", t), "call")
        self.use(lambda t: self.row(t, "gfx9").update(
            calls_complete_async_counter=False))
        self.assertFalse(asm.Target("gfx942").calls_complete)

    def test_missing(self):
        self.use(lambda t: self.row(t, "gfx1250").pop("wait_mnemonic_prefixes"))
        with self.assertRaises(targets.TargetFactsError):
            asm.Target("gfx1250")

    def test_hazards(self):
        def edit(t):
            t["valu_write_hazards"]["cpus"] = ["gfx90a"]
            t["valu_write_hazards"]["wait_states"]["exec_to_lane_access"] = 6
        self.use(edit)
        self.assertTrue(asm.Target("gfx90a").has_valu_write_hazards)
        self.assertFalse(asm.Target("gfx950").has_valu_write_hazards)
        self.assertEqual(hazards.hazard_rules(
            ("v_cmpx_eq_u32_e32", "0, v1"), ("v_readlane_b32", "s0, v2, 0")),
            [("VALU writes EXEC -> v_readlane_b32", "exec", 6)])


class Encoding(unittest.TestCase):
    # What llvm-mc-22 -show-encoding prints for s_waitcnt vmcnt(N), as in
    # the C++ unit test.
    def test_gfx9(self):
        g = targets.generation("gfx950")
        self.assertEqual(g.encode_wait("vmcnt", 0), 0x0F70)
        self.assertEqual(g.encode_wait("vmcnt", 8), 0x0F78)
        self.assertEqual(g.encode_wait("vmcnt", 17), 0x4F71)
        self.assertEqual(g.encode_wait("vmcnt", 62), 0xCF7E)
        self.assertEqual(g.encode_wait("vmcnt", None), 0xCF7F)
        self.assertEqual(g.field_max("vmcnt"), 63)
        self.assertEqual(g.max_emitted("vmcnt"), 62)
        self.assertEqual(targets.generation("gfx90a").encode_wait("vmcnt", 17), 0x4F71)
        # Requests beyond the field clamp to it.
        self.assertEqual(g.encode_wait("vmcnt", 100), 0xCF7F)

    def test_gfx10(self):
        g = targets.generation("gfx1030")
        self.assertEqual(g.encode_wait("vmcnt", 0), 0x3F70)
        self.assertEqual(g.encode_wait("vmcnt", 8), 0x3F78)
        self.assertEqual(g.encode_wait("vmcnt", 17), 0x7F71)
        self.assertEqual(g.encode_wait("vmcnt", 62), 0xFF7E)

    def test_round_trip(self):
        for cpu in ("gfx950", "gfx1030"):
            g = targets.generation(cpu)
            for n in range(64):
                self.assertEqual(g.decode_wait("vmcnt", g.encode_wait("vmcnt", n)), n,
                                 (cpu, n))
            # lgkmcnt(0) alone (0xC07F on gfx9) waits for no vmcnt.
            self.assertEqual(g.decode_wait("vmcnt", 0xC07F), g.field_max("vmcnt"))

    def test_no_field(self):
        with self.assertRaises(ValueError):
            targets.generation("gfx1100").encode_wait("vmcnt", 0)


class Location(TableEnvironment):
    def test_source_tree(self):
        self.assertEqual(targets.facts_path(),
                         os.path.join(layout.source_root(), "data", "target-facts.json"))

    def test_env(self):
        with open(targets.facts_path()) as f:
            t = json.load(f)
        t["counters"]["vmcnt"]["field_max"] = 15
        path = os.path.join(self.tmp, "facts.json")
        with open(path, "w") as f:
            json.dump(t, f)
        os.environ[targets.ENV_VAR] = path
        self.assertEqual(targets.facts_path(), path)
        self.assertEqual(targets.generation("gfx950").field_max("vmcnt"), 15)
        os.environ[targets.ENV_VAR] = path + ".missing"
        with self.assertRaises(targets.TargetFactsError):
            targets.generation("gfx950")

    def test_installed(self):
        # <prefix>/share/amdgpu-asyncmark/{python/asyncmark_tools,
        # target-facts.json, VERSION}, run from elsewhere.
        share = os.path.join(self.tmp, "prefix", "share", "amdgpu-asyncmark")
        shutil.copytree(layout.PACKAGE_DIR, os.path.join(share, "python", "asyncmark_tools"),
                        ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copy(targets.facts_path(), os.path.join(share, "target-facts.json"))
        with open(os.path.join(share, "VERSION"), "w") as f:
            f.write("9.8.7\n")
        code = ("import sys; sys.path.insert(0, sys.argv[1]); "
                "from asyncmark_tools import layout, targets; "
                "print(targets.facts_path()); print(layout.read_version()); "
                "print(layout.source_root()); "
                "print(hex(targets.generation('gfx950').encode_wait('vmcnt', 17)))")
        env = {k: v for k, v in os.environ.items() if k != targets.ENV_VAR}
        out = subprocess.run([sys.executable, "-I", "-c", code, os.path.join(share, "python")],
                             cwd=self.tmp, env=env, capture_output=True, text=True, check=True)
        self.assertEqual(out.stdout.split(), [
            os.path.join(share, "target-facts.json"), "9.8.7", "None", "0x4f71"])


if __name__ == "__main__":
    unittest.main(verbosity=2)
