#!/usr/bin/env python3
"""Checks the gfx950 VALU-write-VGPR -> v_readfirstlane/v_readlane hazard in
an assembly file: the instruction right before each such read must not be the
VALU that wrote its source (comment lines, including the plugin's marker
lines, are not instructions and do not count as wait states).

Prints how many reads of a just-written VGPR it checked (the writer is among
the two real instructions before the read) and how many had no wait state;
exits 1 if any had none."""
import re
import sys

READ = re.compile(r"^\s*v_read(first)?lane_b32\s+\w+,\s*(v\d+)")
VALU_DEST = re.compile(r"^\s*v_\w+\s+(v\d+)\b")


def real_instructions(lines):
    for number, line in enumerate(lines, 1):
        text = line.split(";", 1)[0].strip()
        if not text or text.endswith(":") or text.startswith("."):
            continue
        yield number, text


def main(path):
    with open(path) as f:
        insts = list(real_instructions(f.readlines()))
    checked = bad = 0
    for i, (number, text) in enumerate(insts):
        m = READ.match(text)
        if not m:
            continue
        src = m.group(2)
        prev = [t for _, t in insts[max(0, i - 2):i]]
        writes = [bool(VALU_DEST.match(t)) and VALU_DEST.match(t).group(1) == src
                  for t in prev]
        if not any(writes):
            continue
        checked += 1
        if writes[-1]:
            bad += 1
            print(f"{path}:{number}: '{text}' right after the VALU that "
                  f"writes {src}: no wait state")
    print(f"checked {checked} v_readfirstlane of a just-written VGPR, "
          f"{bad} without a wait state")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
