#!/usr/bin/env bash
#===- utils/run-tests.sh - Set up, build and run every test ---------------===#
# Installs what is missing (Debian 12), builds, then runs the googletest unit
# tests and the lit suite. Exit status is non-zero if anything fails.
set -euo pipefail
cd "$(dirname "$0")/.."
bash utils/bootstrap.sh
bash utils/build.sh build

status=0
echo "== unit tests"
(cd build && ctest --output-on-failure -j "$(nproc)") || status=1
echo "== lit tests"
/usr/lib/llvm-22/bin/lit -sv build/test || status=1
exit $status
