#!/usr/bin/env python3
"""asyncmark-bench: compile time of the plugin against stock llc-22.

A launcher for asyncmark_tools.bench (utils/asyncmark_tools/), whose
docstring describes the benchmark; --help prints it.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.realpath(__file__))))

from asyncmark_tools import bench  # noqa: E402

if __name__ == "__main__":
    sys.exit(bench.main())
