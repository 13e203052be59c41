# -*- Python -*-
"""lit substitutions for downstream tests of kernels compiled with the
AMDGPU asyncmark plugin.

In a lit.cfg.py::

    import sys
    sys.path.insert(0, "<prefix>/share/amdgpu-asyncmark/lit")  # or utils/lit
    import asyncmark_lit
    asyncmark_lit.add_substitutions(config)

RUN lines can then use %asyncmark-plugin, %asyncmark-llc,
%asyncmark-llc-gisel, %asyncmark-opt, %asyncmark-clang and %asyncmark-check,
and FileCheck, not, count and split-file (see docs/Usage.md, "Testing your
kernels with lit").

A launcher: the kit is the module asyncmark_tools.litkit, found in the
source tree (utils/) or in an installation (share/amdgpu-asyncmark/python).
"""

import os
import sys


def _find_package():
    here = os.path.dirname(os.path.realpath(__file__))
    # Installed as <prefix>/share/amdgpu-asyncmark/lit, or utils/lit.
    for d in (os.path.join(here, "..", "python"), os.path.join(here, "..")):
        if os.path.isfile(os.path.join(d, "asyncmark_tools", "__init__.py")):
            return os.path.normpath(d)
    raise ImportError("asyncmark_lit: the asyncmark_tools package was not "
                      "found near %s" % here)


_pkg = _find_package()
if _pkg not in sys.path:
    sys.path.insert(0, _pkg)

from asyncmark_tools.litkit import (  # noqa: E402,F401
    DEFAULT_LLVM_TOOLS_DIR, PLUGIN_NAME, TEST_TOOLS, AsyncMarkLitError,
    add_substitutions, find_checker, find_header_dir, find_plugin,
    substitutions)
