#!/usr/bin/env python3
"""asyncmark-code-quality: the plugin's code against the s.waitcnt workaround.

A launcher for asyncmark_tools.codequality (utils/asyncmark_tools/), whose
docstring describes the figures; --help prints it.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.realpath(__file__)), ".."))

from asyncmark_tools import codequality  # noqa: E402

if __name__ == "__main__":
    sys.exit(codequality.main())
