"""The downstream lit kit: substitutions and PATH for a lit suite that tests
kernels compiled with the AMDGPU asyncmark plugin.

A downstream lit.cfg.py imports it through the launcher asyncmark_lit.py
(utils/lit in a source tree, <prefix>/share/amdgpu-asyncmark/lit when
installed):

    import sys
    sys.path.insert(0, "<prefix>/share/amdgpu-asyncmark/lit")  # or utils/lit
    import asyncmark_lit
    asyncmark_lit.add_substitutions(config)

RUN lines then use %asyncmark-plugin, %asyncmark-llc, %asyncmark-llc-gisel,
%asyncmark-opt, %asyncmark-clang and %asyncmark-check, and find FileCheck,
not, count and split-file (LLVM 22's, from llvm_tools_dir) on the test
PATH, whatever the PATH lit was started with (docs/Usage.md, "Testing your
kernels with lit").

The plugin project's own suite (test/lit.cfg.py) spells the same commands
with shorter names (%llc, %llc-gisel, %opt, and the stock tools
%llc-stock, %opt-stock and %clang): source_tree_substitutions. Each
command is written once, in compiler_commands; update_checks expands both
sets of names.
"""

import os
import shlex

from . import layout

PLUGIN_NAME = "AMDGPUAsyncMark.so"
HEADER_NAME = "amdgpu_asyncmark.h"
DEFAULT_LLVM_TOOLS_DIR = "/usr/lib/llvm-22/bin"
# The LLVM test tools RUN lines use besides the compilers: the kit puts
# llvm_tools_dir first on the test PATH, and checks that they are there.
TEST_TOOLS = ("FileCheck", "not", "count", "split-file")
# The plugin's verify mode: a wait the final code does not justify is a
# compile error (docs/Usage.md, "Prove every wait").
VERIFY_OPTION = "-amdgpu-asyncmark-verify"


class AsyncMarkLitError(RuntimeError):
    """The plugin (or another file the kit needs) cannot be found."""


def find_plugin(plugin_path=None):
    """The plugin module: plugin_path, else $ASYNCMARK_PLUGIN, else the one
    of the installation this package belongs to (<prefix>/<libdir>), else
    the source tree's build/lib/AMDGPUAsyncMark.so. Raises
    AsyncMarkLitError when the chosen file does not exist (an explicit path
    or the environment variable is never silently replaced by a later
    candidate)."""
    if plugin_path:
        where = "the plugin_path argument"
        candidates = [plugin_path]
    elif os.environ.get("ASYNCMARK_PLUGIN"):
        where = "ASYNCMARK_PLUGIN"
        candidates = [os.environ["ASYNCMARK_PLUGIN"]]
    else:
        where = "the default locations"
        candidates = []
        inst = layout.installed_path("libdir", PLUGIN_NAME)
        if inst:
            candidates.append(inst)
        src = layout.source_root()
        if src:
            candidates.append(os.path.join(src, "build", "lib", PLUGIN_NAME))
    for c in candidates:
        if os.path.isfile(c):
            return os.path.abspath(c)
    raise AsyncMarkLitError(
        "asyncmark_lit: the AMDGPU asyncmark plugin was not found (%s: %s); "
        "pass plugin_path=... to add_substitutions(), set ASYNCMARK_PLUGIN, "
        "or build/install the plugin" % (
            where, ", ".join(candidates) if candidates else
            "no candidate: %s is neither installed nor in a source tree"
            % layout.PACKAGE_DIR))


def find_checker():
    """The asyncmark-check script: <prefix>/<bindir>/asyncmark-check of an
    installed kit, else the source tree's
    tools/asyncmark-check/asyncmark-check.py."""
    candidates = []
    inst = layout.installed_path("bindir", "asyncmark-check")
    if inst:
        candidates.append(inst)
    src = layout.source_root()
    if src:
        candidates.append(os.path.join(src, "tools", "asyncmark-check",
                                       "asyncmark-check.py"))
    for c in candidates:
        if os.path.isfile(c):
            return os.path.abspath(c)
    raise AsyncMarkLitError(
        "asyncmark_lit: asyncmark-check was not found (tried: %s)" %
        (", ".join(candidates) or "nothing: %s is neither installed nor in "
         "a source tree" % layout.PACKAGE_DIR))


def find_header_dir(plugin, header_dir=None):
    """The directory of amdgpu_asyncmark.h for %asyncmark-clang's -I:
    header_dir, else the installation's <prefix>/<includedir>, else the
    include/ next to the plugin's lib/ (a build tree), else the source
    tree's build/include."""
    if header_dir:
        candidates = [header_dir]
    else:
        candidates = []
        inst = layout.installed_path("includedir")
        if inst:
            candidates.append(inst)
        candidates.append(os.path.join(os.path.dirname(os.path.dirname(
            os.path.abspath(plugin))), "include"))
        src = layout.source_root()
        if src:
            candidates.append(os.path.join(src, "build", "include"))
    for c in candidates:
        if os.path.isfile(os.path.join(c, HEADER_NAME)):
            return os.path.abspath(c)
    raise AsyncMarkLitError(
        "asyncmark_lit: %s was not found (tried: %s); pass header_dir=... "
        "to add_substitutions()" % (HEADER_NAME, ", ".join(candidates)))


def missing_test_tools(llvm_tools_dir):
    """The TEST_TOOLS that llvm_tools_dir lacks."""
    return [t for t in TEST_TOOLS
            if not os.access(os.path.join(llvm_tools_dir, t), os.X_OK)]


def _q(path):
    return shlex.quote(path)


def compiler_commands(plugin, llvm_tools_dir=DEFAULT_LLVM_TOOLS_DIR):
    """The compiler commands of the substitutions, each written once:
    {llc, llc-gisel, opt: with the plugin (llc in verify mode); llc-stock,
    opt-stock, clang-stock: LLVM 22's own}."""
    tools = llvm_tools_dir or DEFAULT_LLVM_TOOLS_DIR
    llc = _q(os.path.join(tools, "llc"))
    opt = _q(os.path.join(tools, "opt"))
    load = "-load-pass-plugin=%s" % _q(plugin)
    return {
        # GlobalISel without the machine verifier: LLVM 22's GlobalISel fails
        # it on any ptr addrspace(8) kernel argument, plugin or not.
        "llc-gisel": "%s %s %s -global-isel" % (llc, load, VERIFY_OPTION),
        "llc": "%s %s -verify-machineinstrs %s" % (llc, load, VERIFY_OPTION),
        "opt": "%s %s" % (opt, load),
        "llc-stock": llc,
        "opt-stock": opt,
        "clang-stock": _q(os.path.join(tools, "clang")),
    }


def _longest_first(subs):
    # lit applies substitutions in list order: a name must come before any
    # name that is a prefix of it (%asyncmark-llc-gisel before
    # %asyncmark-llc).
    return sorted(subs, key=lambda kv: -len(kv[0]))


def substitutions(plugin_path=None, llvm_tools_dir=DEFAULT_LLVM_TOOLS_DIR,
                  header_dir=None, clang=True):
    """The (name, value) pairs, longest name first (without
    %asyncmark-clang when clang is false: it needs the header)."""
    plugin = find_plugin(plugin_path)
    tools = llvm_tools_dir or DEFAULT_LLVM_TOOLS_DIR
    cmds = compiler_commands(plugin, tools)
    subs = [
        ("%asyncmark-plugin", _q(plugin)),
        ("%asyncmark-llc-gisel", cmds["llc-gisel"]),
        ("%asyncmark-llc", cmds["llc"]),
        ("%asyncmark-opt", cmds["opt"]),
        ("%asyncmark-check", "python3 %s" % _q(find_checker())),
    ]
    if clang:
        # clang loads -fpass-plugin modules before it reads -mllvm, so the
        # plugin's options work there.
        subs.append(("%asyncmark-clang", "%s -fpass-plugin=%s -mllvm %s -I%s" % (
            cmds["clang-stock"], _q(plugin), VERIFY_OPTION,
            _q(find_header_dir(plugin, header_dir)))))
    return _longest_first(subs)


def source_tree_substitutions(plugin, llvm_tools_dir=DEFAULT_LLVM_TOOLS_DIR):
    """The plugin project's own test suite's names for the same commands
    (test/lit.cfg.py), longest name first: %plugin, %llc, %llc-gisel and
    %opt with the plugin (as %asyncmark-*), %llc-stock, %opt-stock and
    %clang without it (a RUN line loads it with -fpass-plugin=%plugin)."""
    cmds = compiler_commands(plugin, llvm_tools_dir)
    return _longest_first([
        ("%plugin", _q(plugin)),
        ("%llc-gisel", cmds["llc-gisel"]),
        ("%llc", cmds["llc"]),
        ("%opt", cmds["opt"]),
        ("%llc-stock", cmds["llc-stock"]),
        ("%opt-stock", cmds["opt-stock"]),
        ("%clang", cmds["clang-stock"]),
    ])


def add_substitutions(config, plugin_path=None,
                      llvm_tools_dir=DEFAULT_LLVM_TOOLS_DIR, header_dir=None):
    """Add the %asyncmark-* substitutions to a lit config (replacing earlier
    entries of the same names), put llvm_tools_dir first on the tests' PATH
    (FileCheck, not, count, split-file) and return the plugin path used.
    Raises AsyncMarkLitError when the plugin, the header or one of those
    tools is missing."""
    tools = llvm_tools_dir or DEFAULT_LLVM_TOOLS_DIR
    missing = missing_test_tools(tools)
    if missing:
        raise AsyncMarkLitError(
            "asyncmark_lit: %s not found in %s (Debian: apt install "
            "llvm-22-tools); pass llvm_tools_dir=..."
            % (", ".join(missing), tools))
    plugin = find_plugin(plugin_path)
    subs = substitutions(plugin, tools, header_dir)
    names = set(k for k, _ in subs)
    config.substitutions[:] = [
        s for s in config.substitutions if s[0] not in names]
    config.substitutions.extend(subs)
    path = config.environment.get("PATH", os.environ.get("PATH", ""))
    config.environment["PATH"] = os.pathsep.join(
        [os.path.abspath(tools)] + [p for p in path.split(os.pathsep) if p])
    return plugin
