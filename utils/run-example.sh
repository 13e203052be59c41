#!/usr/bin/env bash
#===- utils/run-example.sh - The main job: the bundled pipelined GEMM -----===#
# Installs what is missing, builds the plugin, compiles the bundled 3-stage
# pipelined GEMM for gfx950 with it and shows, for each wait.asyncmark, the
# mark it resolved to and the s_waitcnt chosen, then the loop's assembly.
set -euo pipefail
cd "$(dirname "$0")/.."
bash utils/bootstrap.sh
bash utils/build.sh build >/dev/null

KERNEL=${1:-examples/gemm-3stage-gfx950.ll}
CPU=${CPU:-gfx950}
OUT=build/$(basename "${KERNEL%.ll}").$CPU.s
LLC=/usr/lib/llvm-22/bin/llc

REMARKS=build/$(basename "${KERNEL%.ll}").$CPU.remarks
echo "== $KERNEL for $CPU: one line per wait.asyncmark"
"$LLC" -load-pass-plugin=build/lib/AMDGPUAsyncMark.so -mtriple=amdgcn-amd-amdhsa \
  -mcpu="$CPU" -O3 -verify-machineinstrs -amdgpu-asyncmark-verify "$KERNEL" \
  -o "$OUT" -pass-remarks-analysis=amdgpu-asyncmark 2>"$REMARKS"
sed 's/^remark: [^ ]* /  /' "$REMARKS"

# The kernel's own `; EXPECT-WAIT: <block> wait_asyncmark(N) <vmcnt(k)|none>`
# lines against the plugin's choice, and the independent checker's verdict.
status=0
python3 - "$KERNEL" "$REMARKS" <<'PY' || status=1
import re, sys
kernel, remarks = sys.argv[1:]
expect = re.findall(r"^; EXPECT-WAIT: (\S+) wait_asyncmark\((\d+)\) (\S+)", open(kernel).read(), re.M)
if not expect:
    sys.exit(0)
got = re.findall(r"wait_asyncmark\((\d+)\) in [^:]+:bb\.\d+\.(\S+): (s_waitcnt (vmcnt\(\d+\))|no wait)", open(remarks).read())
print("\n== expected against chosen")
bad = 0
for block, n, want in expect:
    chosen = [g[3] or "none" for g in got if g[0] == n and g[1] == block]
    ok = chosen == [want]
    bad += not ok
    print("  %-6s wait_asyncmark(%s): expected %s, chosen %s  %s"
          % (block, n, want, ", ".join(chosen) or "nothing", "OK" if ok else "MISMATCH"))
sys.exit(1 if bad else 0)
PY
echo
echo "== independent check of $OUT (tools/asyncmark-check --ir)"
python3 tools/asyncmark-check/asyncmark-check.py --mcpu "$CPU" --ir "$KERNEL" \
  --summary "$OUT" | sed 's/^/  /' || status=1
echo
echo "== vmcnt waits, marks, waits and barriers in $OUT"
grep -n -E 's_waitcnt.*vmcnt|; (asyncmark|wait_asyncmark)|s_barrier|^\.LBB|^; %bb' "$OUT" | sed 's/^/  /'
exit $status
