#!/bin/sh
# A broken compiler for fuzz-gfx1250.test: $REAL_LLC with every
# `s_wait_asynccnt 0x0` in its output (-o FILE) weakened to 0x1.
"$REAL_LLC" "$@" || exit $?
out=
prev=
for a in "$@"; do
  [ "$prev" = "-o" ] && out=$a
  prev=$a
done
sed -i 's/s_wait_asynccnt 0x0$/s_wait_asynccnt 0x1/' "$out"
