# -*- Python -*-
# lit configuration of the AMDGPU asyncmark plugin tests.
import os
import lit.formats
from lit.llvm.subst import ToolSubst

config.name = "AMDGPUAsyncMark"
config.test_format = lit.formats.ShTest(not lit_config.isWindows)
config.suffixes = [".ll", ".mir", ".c", ".test", ".s", ".hip", ".cl"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(os.path.dirname(config.plugin_path), "..", "test")

tools = config.llvm_tools_dir
plugin = config.plugin_path
# `python3` in RUN lines, in the tools' `#!/usr/bin/env python3` launchers
# and in the processes they start is the interpreter that runs lit: a
# version manager's shim ahead of it in PATH (pyenv's costs some 70 ms a
# start, and the suite starts Python hundreds of times) is not consulted.
import sys
config.environment["PATH"] = os.pathsep.join(
    [config.project_tools_dir, tools, os.path.dirname(sys.executable),
     config.environment.get("PATH", "")])

# The compilers are the lit kit's (asyncmark_tools.litkit, whose commands
# downstream suites and update-asyncmark-checks use too): `%llc` is llc-22
# with the plugin loaded, machine verification and verify mode on,
# `%llc-gisel` the same with GlobalISel (without the machine verifier),
# `%opt` opt with the plugin; `%llc-stock`, `%opt-stock` and `%clang` are
# LLVM 22's own, `%plugin` the plugin.
sys.path.append(os.path.join(config.project_source_dir, "utils"))
from asyncmark_tools import litkit
config.substitutions.extend(litkit.source_tree_substitutions(plugin, tools))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%srcroot", config.project_source_dir))
# test/Package: the build tree under test, and the CMake, generator, make
# program and C++ compiler it was configured with, for the consumer projects
# it builds. (A lit.site.cfg.py generated before these existed: derived.)
import shutil
builddir = getattr(config, "project_binary_dir", None) or os.path.dirname(
    os.path.dirname(plugin))
config.cmake_command = getattr(config, "cmake_command", None) or shutil.which("cmake") or "cmake"
if not getattr(config, "cmake_generator", None):
    config.cmake_generator = "Ninja" if shutil.which("ninja") else "Unix Makefiles"
    config.cmake_make_program = shutil.which("ninja") or shutil.which("make") or ""
config.cxx_compiler = getattr(config, "cxx_compiler", None) or shutil.which("c++") or "c++"
config.substitutions.append(("%builddir", builddir))
# test/Kit/main-job.test runs the README's main job, which builds first: on a
# build older than its sources it relinks the plugin while other tests load
# it, and they fail at random. utils/run-tests.sh builds before lit; a lit
# run of its own is warned.
if os.path.exists(os.path.join(builddir, "build.ninja")) and shutil.which("ninja"):
    import subprocess
    stale = subprocess.run(["ninja", "-C", builddir, "-n"],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           universal_newlines=True)
    if stale.returncode == 0 and "no work to do" not in stale.stdout:
        lit_config.warning(
            "the build in %s is older than its sources: Kit/main-job.test "
            "rebuilds it while other tests run; build first (bash "
            "utils/build.sh %s)" % (builddir, builddir))
config.substitutions.append(("%cxx", '"%s"' % config.cxx_compiler))
config.substitutions.append(("%cmake-configure", '"%s" -G "%s" -DCMAKE_MAKE_PROGRAM="%s" -DCMAKE_CXX_COMPILER="%s"' % (
    config.cmake_command, config.cmake_generator, config.cmake_make_program,
    config.cxx_compiler)))
config.substitutions.append(("%cmake", '"%s"' % config.cmake_command))
# FileCheck, not, opt, llc, ... resolve to the LLVM 22 tools through PATH.
# valgrind (utils/bootstrap.sh installs it): the memcheck tests of the IR
# lowering.
if shutil.which("valgrind"):
    config.available_features.add("valgrind")
# test/Kit/lto-*.test: LTO links with LLVM 22's ld.lld (lld-22).
if os.path.exists(os.path.join(tools, "ld.lld")):
    config.available_features.add("ld.lld")
# test/Package: cpack next to cmake, and dpkg-deb to read a .deb.
config.substitutions.append(("%cpack", '"%s"' % os.path.join(
    os.path.dirname(shutil.which(config.cmake_command) or config.cmake_command), "cpack")))
if shutil.which("dpkg-deb"):
    config.available_features.add("dpkg-deb")
# test/Package: Debian's multiarch triplet (lib/<triplet> for /usr
# installs, as GNUInstallDirs picks it), when this is Debian.
import subprocess
try:
    multiarch = subprocess.run([config.cxx_compiler, "-print-multiarch"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               universal_newlines=True).stdout.strip()
except OSError:
    multiarch = ""
if multiarch and os.path.exists("/etc/debian_version"):
    config.available_features.add("debian-multiarch")
    config.substitutions.append(("%multiarch", multiarch))
