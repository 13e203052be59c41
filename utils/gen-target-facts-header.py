#!/usr/bin/env python3
"""gen-target-facts-header: data/target-facts.json as a C++ header.

A launcher for asyncmark_tools.cxx_target_facts (utils/asyncmark_tools/),
which the build runs; its docstring describes the header.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))

from asyncmark_tools import cxx_target_facts  # noqa: E402

if __name__ == "__main__":
    sys.exit(cxx_target_facts.main())
