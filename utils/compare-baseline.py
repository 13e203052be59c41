#!/usr/bin/env python3
"""compare-baseline: the plugin's loops against the s.waitcnt workaround.

A launcher for asyncmark_tools.compare_baseline (utils/asyncmark_tools/),
whose docstring describes the comparison; --help prints it.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))

from asyncmark_tools import compare_baseline  # noqa: E402

if __name__ == "__main__":
    sys.exit(compare_baseline.main())
