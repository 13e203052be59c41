#!/usr/bin/env python3
"""asyncmark-fuzz: random kernels through llc with the AMDGPU asyncmark plugin.

A launcher: the fuzzer is the package asyncmark_tools.fuzz next to this
directory (utils/asyncmark_tools/fuzz), whose docstring describes the
kernels, the checks, the options and the long runs.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.realpath(__file__)), ".."))

from asyncmark_tools.fuzz import driver  # noqa: E402

if __name__ == "__main__":
    sys.exit(driver.main())
