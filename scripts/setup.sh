#!/usr/bin/env bash
# Installs what attn-opt needs on Debian 12 (only what is missing), then
# configures and builds it in build/. Safe to run again: a second run installs
# nothing and rebuilds only what changed.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${ATTN_BUILD_DIR:-$root/build}

packages=(
  cmake ninja-build g++ python3
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
  libxml2-utils python3-numpy libomp-22-dev
)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
fi

# Extra arguments are passed to CMake the first time a build folder is made.
if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S "$root" -B "$build" \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir "$@" >/dev/null
fi
ninja -C "$build" >/dev/null || ninja -C "$build"
# The SASS instruction-mix checks read cubins with PyPI's cuobjdump.
if [ -x /usr/local/cuda/bin/ptxas ] || command -v ptxas >/dev/null; then
  ATTN_BUILD_DIR=$build bash "$root/scripts/sass-tools.sh"
fi
