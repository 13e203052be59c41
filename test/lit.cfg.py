# -*- Python -*-
# lit configuration of the AMDGPU asyncmark plugin tests.
import os
import lit.formats
from lit.llvm.subst import ToolSubst

config.name = "AMDGPUAsyncMark"
config.test_format = lit.formats.ShTest(not lit_config.isWindows)
config.suffixes = [".ll", ".mir", ".c", ".test", ".s"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.path.dirname(config.plugin_path), "..", "test")

tools = config.llvm_tools_dir
plugin = config.plugin_path
config.environment["PATH"] = os.pathsep.join(
    [config.project_tools_dir, tools, config.environment.get("PATH", "")])

# `llc` in RUN lines is llc-22 with the plugin loaded and machine verification
# on; `llc-stock` is the same llc without the plugin.
config.substitutions.append(("%plugin", plugin))
config.substitutions.append(("%llc-stock", os.path.join(tools, "llc")))
# `%llc-gisel`: the same with GlobalISel. Without the machine verifier:
# stock LLVM 22's GlobalISel fails it on any ptr addrspace(8) kernel argument
# (a COPY between p8 and <4 x s32>), plugin or not.
config.substitutions.append(
    ("%llc-gisel", "%s -load-pass-plugin=%s -amdgpu-asyncmark-verify -global-isel" % (os.path.join(tools, "llc"), plugin)))
config.substitutions.append(
    ("%llc", "%s -load-pass-plugin=%s -verify-machineinstrs -amdgpu-asyncmark-verify" % (os.path.join(tools, "llc"), plugin)))
config.substitutions.append(("%opt", "%s -load-pass-plugin=%s" % (os.path.join(tools, "opt"), plugin)))
config.substitutions.append(("%clang", os.path.join(tools, "clang")))
config.substitutions.append(("%python", "python3"))
config.substitutions.append(("%srcroot", config.project_source_dir))
# FileCheck, not, opt, llc, ... resolve to the LLVM 22 tools through PATH.
