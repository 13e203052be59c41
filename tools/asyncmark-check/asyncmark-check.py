#!/usr/bin/env python3
"""asyncmark-check: an independent checker of async-mark waits in AMDGPU asm.

A launcher: the checker is the module asyncmark_tools.checker, found in the
source tree (utils/) or in an installation (share/amdgpu-asyncmark/python);
README.md next to this file describes it.
"""

import os
import sys


def _find_package():
    here = os.path.dirname(os.path.realpath(__file__))
    # Installed as <prefix>/bin/asyncmark-check, or in a source tree.
    for d in (os.path.join(here, "..", "share", "amdgpu-asyncmark", "python"),
              os.path.join(here, "..", "..", "utils")):
        if os.path.isfile(os.path.join(d, "asyncmark_tools", "__init__.py")):
            return os.path.normpath(d)
    sys.exit("asyncmark-check: the asyncmark_tools package was not found "
             "near %s" % here)


sys.path.insert(0, _find_package())

from asyncmark_tools import checker  # noqa: E402

if __name__ == "__main__":
    sys.exit(checker.main())
