#!/usr/bin/env bash
#===- utils/run-example.sh - The main job: the bundled pipelined GEMM -----===#
# Installs what is missing, builds the plugin (showing the build's progress),
# compiles the bundled 3-stage pipelined GEMM for gfx950 with it and shows,
# for each wait.asyncmark, the mark it resolved to and the s_waitcnt chosen,
# the expected count next to it, the independent checker's verdict and the
# loop's assembly. The last line is the verdict:
#   verdict: all N waits as expected, checker: ok
# The exit status is 0 only when every wait is as expected and the checker
# finds no violation (and the compile succeeded).
#
# Usage: utils/run-example.sh [kernel.ll]   (CPU=gfx950, BUILD=build)
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}

echo "== setup: utils/bootstrap.sh (apt-get installs what is missing)"
bash utils/bootstrap.sh
if [ -f "$BUILD/build.ninja" ] || [ -f "$BUILD/Makefile" ]; then
  echo "== build: $BUILD (incremental)"
else
  echo "== build: configuring and building $BUILD (first time: a few minutes on 2 cores)"
fi
# The build's own progress lines ([12/47] Building ...), indented.
build_status=0
bash utils/build.sh "$BUILD" 2>&1 | sed -u 's/^/  /' || build_status=${PIPESTATUS[0]}
if [ "$build_status" -ne 0 ]; then
  echo "verdict: the build failed (exit $build_status), nothing compiled"
  exit "$build_status"
fi

KERNEL=${1:-examples/gemm-3stage-gfx950.ll}
CPU=${CPU:-gfx950}
OUT=$BUILD/$(basename "${KERNEL%.ll}").$CPU.s
LLC=/usr/lib/llvm-22/bin/llc

REMARKS=$BUILD/$(basename "${KERNEL%.ll}").$CPU.remarks
echo
echo "== $KERNEL for $CPU: one line per wait.asyncmark"
llc_status=0
"$LLC" -load-pass-plugin="$BUILD/lib/AMDGPUAsyncMark.so" -mtriple=amdgcn-amd-amdhsa \
  -mcpu="$CPU" -O3 -verify-machineinstrs -amdgpu-asyncmark-verify "$KERNEL" \
  -o "$OUT" -pass-remarks-analysis=amdgpu-asyncmark 2>"$REMARKS" || llc_status=$?
sed 's/^remark: [^ ]* /  /' "$REMARKS"
if [ "$llc_status" -ne 0 ]; then
  echo "verdict: the compile failed (llc exit $llc_status), nothing checked"
  exit "$llc_status"
fi

# The kernel's own `; EXPECT-WAIT: <block> wait_asyncmark(N) <vmcnt(k)|none>`
# lines against the plugin's choice, and the independent checker's verdict.
status=0
counts=$(mktemp)
trap 'rm -f "$counts"' EXIT
python3 - "$KERNEL" "$REMARKS" "$counts" <<'PY' || status=1
import re, sys
kernel, remarks, counts = sys.argv[1:]
expect = re.findall(r"^; EXPECT-WAIT: (\S+) wait_asyncmark\((\d+)\) (\S+)", open(kernel).read(), re.M)
bad = 0
if expect:
    got = re.findall(r"wait_asyncmark\((\d+)\) in [^:]+:bb\.\d+\.(\S+): (s_waitcnt (vmcnt\(\d+\))|no wait)", open(remarks).read())
    print("\n== expected against chosen")
    for block, n, want in expect:
        chosen = [g[3] or "none" for g in got if g[0] == n and g[1] == block]
        ok = chosen == [want]
        bad += not ok
        print("  %-6s wait_asyncmark(%s): expected %s, chosen %s  %s"
              % (block, n, want, ", ".join(chosen) or "nothing", "OK" if ok else "MISMATCH"))
with open(counts, "w") as f:
    f.write("%d %d\n" % (len(expect), bad))
sys.exit(1 if bad else 0)
PY
read -r expected mismatched < "$counts"
echo
echo "== independent check of $OUT (tools/asyncmark-check --ir)"
checker_status=0
python3 tools/asyncmark-check/asyncmark-check.py --mcpu "$CPU" --ir "$KERNEL" \
  --summary "$OUT" > "$counts" 2>&1 || checker_status=$?
sed 's/^/  /' "$counts"
[ "$checker_status" -eq 0 ] || status=1
# "summary: 1 functions, 3 marks, 2 waits: 2 ok, 0 over-strict, 0 violations ..."
violations=$(sed -n 's/^summary: .* \([0-9]*\) violations .*/\1/p' "$counts")
mismatches=$(sed -n 's/^summary: order against .*, \([0-9]*\) mismatches$/\1/p' "$counts")
echo
echo "== vmcnt waits, marks, waits and barriers in $OUT"
grep -n -E 's_waitcnt.*vmcnt|; (asyncmark|wait_asyncmark)|s_barrier|^\.LBB|^; %bb' "$OUT" | sed 's/^/  /'

echo
if [ "$expected" -eq 0 ]; then
  waits="no expected waits in $KERNEL"
elif [ "$mismatched" -eq 0 ]; then
  waits="all $expected waits as expected"
else
  waits="$mismatched of $expected waits not as expected"
fi
case "$checker_status" in
  0) checker="ok" ;;
  1) checker="${violations:-?} violations, ${mismatches:-0} order mismatches" ;;
  *) checker="error (exit $checker_status)" ;;
esac
echo "verdict: $waits, checker: $checker"
exit $status
