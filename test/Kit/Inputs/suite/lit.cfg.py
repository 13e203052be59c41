# -*- Python -*-
# A downstream lit suite, written as docs/Usage.md says: the kit module comes
# from the source tree (an installed kit has it in
# <prefix>/share/amdgpu-asyncmark/lit; the parameter asyncmark_litdir picks
# that one), the plugin from a lit parameter (none: the kit's own lookup).
# Nothing here puts LLVM's tools on PATH: the kit provides FileCheck, not,
# count and split-file.
import os
import sys
import lit.formats

litdir = lit_config.params.get("asyncmark_litdir") or os.path.join(
    lit_config.params["asyncmark_srcroot"], "utils", "lit")
sys.path.insert(0, litdir)
import asyncmark_lit

config.name = "asyncmark-kit-suite"
config.test_format = lit.formats.ShTest(not lit_config.isWindows)
config.suffixes = [".ll", ".hip", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.path.dirname(__file__), "Output")
asyncmark_lit.add_substitutions(
    config, plugin_path=lit_config.params.get("asyncmark_plugin"))
