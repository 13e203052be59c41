# -*- Python -*-
"""lit substitutions for downstream tests of kernels compiled with the
AMDGPU asyncmark plugin.

In a lit.cfg.py::

    import sys
    sys.path.insert(0, "<prefix>/share/amdgpu-asyncmark/lit")  # or utils/lit
    import asyncmark_lit
    asyncmark_lit.add_substitutions(config)

RUN lines can then use %asyncmark-plugin, %asyncmark-llc,
%asyncmark-llc-gisel, %asyncmark-opt, %asyncmark-clang and %asyncmark-check
(see docs/Usage.md, "Testing your kernels with lit").
"""

import os
import shlex

PLUGIN_NAME = "AMDGPUAsyncMark.so"
DEFAULT_LLVM_TOOLS_DIR = "/usr/lib/llvm-22/bin"

_HERE = os.path.dirname(os.path.abspath(__file__))


class AsyncMarkLitError(RuntimeError):
    """The plugin (or another file the kit needs) cannot be found."""


def _installed_prefix():
    """<prefix> when this file is <prefix>/share/amdgpu-asyncmark/lit/...,
    else None."""
    share_pkg = os.path.dirname(_HERE)
    share = os.path.dirname(share_pkg)
    if os.path.basename(_HERE) == "lit" and \
            os.path.basename(share_pkg) == "amdgpu-asyncmark" and \
            os.path.basename(share) == "share":
        return os.path.dirname(share)
    return None


def _source_root():
    """The source tree when this file is <src>/utils/lit/..., else None."""
    utils = os.path.dirname(_HERE)
    if os.path.basename(_HERE) == "lit" and os.path.basename(utils) == "utils":
        return os.path.dirname(utils)
    return None


def find_plugin(plugin_path=None):
    """The plugin module: plugin_path, else $ASYNCMARK_PLUGIN, else
    <prefix>/lib/AMDGPUAsyncMark.so of an installed kit, else the source
    tree's build/lib/AMDGPUAsyncMark.so. Raises AsyncMarkLitError when the
    chosen file does not exist (an explicit path or the environment variable
    is never silently replaced by a later candidate)."""
    if plugin_path:
        where = "the plugin_path argument"
        candidates = [plugin_path]
    elif os.environ.get("ASYNCMARK_PLUGIN"):
        where = "ASYNCMARK_PLUGIN"
        candidates = [os.environ["ASYNCMARK_PLUGIN"]]
    else:
        where = "the default locations"
        candidates = []
        prefix = _installed_prefix()
        if prefix:
            candidates.append(os.path.join(prefix, "lib", PLUGIN_NAME))
        src = _source_root()
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
            "no candidate: %s is neither installed nor in a source tree" % _HERE))


def find_checker():
    """The asyncmark-check script: <prefix>/bin/asyncmark-check of an
    installed kit, else the source tree's tools/asyncmark-check/
    asyncmark-check.py."""
    candidates = []
    prefix = _installed_prefix()
    if prefix:
        candidates.append(os.path.join(prefix, "bin", "asyncmark-check"))
    src = _source_root()
    if src:
        candidates.append(os.path.join(src, "tools", "asyncmark-check",
                                       "asyncmark-check.py"))
    for c in candidates:
        if os.path.isfile(c):
            return os.path.abspath(c)
    raise AsyncMarkLitError(
        "asyncmark_lit: asyncmark-check was not found (tried: %s)" %
        (", ".join(candidates) or "nothing: %s is neither installed nor in "
         "a source tree" % _HERE))


def _q(path):
    return shlex.quote(path)


def substitutions(plugin_path=None, llvm_tools_dir=DEFAULT_LLVM_TOOLS_DIR):
    """The (name, value) pairs, longest name first."""
    plugin = find_plugin(plugin_path)
    tools = llvm_tools_dir or DEFAULT_LLVM_TOOLS_DIR
    llc = _q(os.path.join(tools, "llc"))
    load = "-load-pass-plugin=%s" % _q(plugin)
    subs = [
        ("%asyncmark-plugin", _q(plugin)),
        # GlobalISel without the machine verifier: LLVM 22's GlobalISel fails
        # it on any ptr addrspace(8) kernel argument, plugin or not.
        ("%asyncmark-llc-gisel",
         "%s %s -amdgpu-asyncmark-verify -global-isel" % (llc, load)),
        ("%asyncmark-llc",
         "%s %s -verify-machineinstrs -amdgpu-asyncmark-verify" % (llc, load)),
        ("%asyncmark-opt", "%s %s" % (_q(os.path.join(tools, "opt")), load)),
        ("%asyncmark-clang", "%s -fpass-plugin=%s" % (
            _q(os.path.join(tools, "clang")), _q(plugin))),
        ("%asyncmark-check", "python3 %s" % _q(find_checker())),
    ]
    # lit applies substitutions in list order: a name must come before any
    # name that is a prefix of it (%asyncmark-llc-gisel before %asyncmark-llc).
    subs.sort(key=lambda kv: -len(kv[0]))
    return subs


def add_substitutions(config, plugin_path=None,
                      llvm_tools_dir=DEFAULT_LLVM_TOOLS_DIR):
    """Add the %asyncmark-* substitutions to a lit config (replacing earlier
    entries of the same names) and return the plugin path used."""
    plugin = find_plugin(plugin_path)
    subs = substitutions(plugin, llvm_tools_dir)
    names = set(k for k, _ in subs)
    config.substitutions[:] = [
        s for s in config.substitutions if s[0] not in names]
    config.substitutions.extend(subs)
    return plugin
