#!/bin/sh
# A broken compiler for the fuzz tests: $REAL_LLC, then the sed script
# $LLC_EDIT applied to its output (-o FILE), e.g. deleting or weakening waits.
"$REAL_LLC" "$@" || exit $?
out=
prev=
for a in "$@"; do
  [ "$prev" = "-o" ] && out=$a
  prev=$a
done
sed -i "$LLC_EDIT" "$out"
