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

echo "== $KERNEL for $CPU: one line per wait.asyncmark"
"$LLC" -load-pass-plugin=build/lib/AMDGPUAsyncMark.so -mtriple=amdgcn-amd-amdhsa \
  -mcpu="$CPU" -O3 -verify-machineinstrs "$KERNEL" -o "$OUT" \
  -pass-remarks-analysis=amdgpu-asyncmark 2>&1 | sed 's/^remark: [^ ]* /  /'
echo
echo "== vmcnt waits, marks, waits and barriers in $OUT"
grep -n -E 's_waitcnt.*vmcnt|; (asyncmark|wait_asyncmark)|s_barrier|^\.LBB|^; %bb' "$OUT" | sed 's/^/  /'
