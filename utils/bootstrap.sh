#!/usr/bin/env bash
#===- utils/bootstrap.sh - Install what the build and tests need ----------===#
#
# Installs Debian's LLVM 22 toolchain, googletest, cmake and a generator on a
# fresh Debian 12 machine.  Does nothing for packages already present.
#
#===-----------------------------------------------------------------------===#
set -euo pipefail

PKGS=(llvm-22-dev llvm-22-tools llvm-22 lld-22 clang-22 libgtest-dev cmake
      ninja-build python3 valgrind)

missing=()
for p in "${PKGS[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "bootstrap: installing ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q >/dev/null
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
