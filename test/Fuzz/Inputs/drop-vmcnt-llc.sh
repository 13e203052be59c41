#!/bin/sh
# A broken compiler for reduce.test: $REAL_LLC with every vmcnt wait deleted
# from its output (-o FILE).
"$REAL_LLC" "$@" || exit $?
out=
prev=
for a in "$@"; do
  [ "$prev" = "-o" ] && out=$a
  prev=$a
done
sed -i '/s_waitcnt.*vmcnt/d' "$out"
