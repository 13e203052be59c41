# -*- Python -*-
# A downstream lit suite, as a user of the plugin would write it: the kit
# module comes from the source tree (an installed kit has it in
# <prefix>/share/amdgpu-asyncmark/lit), the plugin from a lit parameter.
import os
import sys
import lit.formats

srcroot = lit_config.params["asyncmark_srcroot"]
sys.path.insert(0, os.path.join(srcroot, "utils", "lit"))
import asyncmark_lit

config.name = "asyncmark-kit-suite"
config.test_format = lit.formats.ShTest(not lit_config.isWindows)
config.suffixes = [".ll"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.path.dirname(__file__), "Output")
asyncmark_lit.add_substitutions(
    config, plugin_path=lit_config.params["asyncmark_plugin"])
config.environment["PATH"] = os.pathsep.join(
    ["/usr/lib/llvm-22/bin", config.environment.get("PATH", "")])
