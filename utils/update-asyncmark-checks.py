#!/usr/bin/env python3
"""update-asyncmark-checks: regenerate the FileCheck assertions of asyncmark
llc tests.

A launcher for asyncmark_tools.update_checks, found in the source tree
(utils/asyncmark_tools) or in an installation
(<prefix>/share/amdgpu-asyncmark/python, this file being
<prefix>/bin/update-asyncmark-checks).
"""

import os
import sys


def _find_package():
    here = os.path.dirname(os.path.realpath(__file__))
    # Installed as <prefix>/bin/update-asyncmark-checks, or in a source tree.
    for d in (os.path.join(here, "..", "share", "amdgpu-asyncmark", "python"), here):
        if os.path.isfile(os.path.join(d, "asyncmark_tools", "__init__.py")):
            return os.path.normpath(d)
    sys.exit("update-asyncmark-checks: the asyncmark_tools package was not found "
             "near %s" % here)


sys.path.insert(0, _find_package())

from asyncmark_tools import update_checks  # noqa: E402

if __name__ == "__main__":
    sys.exit(update_checks.main())
