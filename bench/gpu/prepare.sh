#!/usr/bin/env bash
# Prepares the GPU check on a machine with MLIR and the CUDA toolkit but no
# GPU: builds attn-compile, libattnrt and attn-gpu-run, compiles the plans of
# the benchmark matrix, and puts everything run.sh needs into one folder
# (default build/gpu-bundle, under 60 MiB) that runs where there is no MLIR.
# --chip is the chip of the cases that name none; the Hopper cases are
# always compiled for sm_90a.
#
# --small makes every case small and keeps each plan's lowered module, for
# the dry run of dry_run.sh.
#
#   bash bench/gpu/prepare.sh [BUNDLE_DIR] [--chip sm_90] [--small]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
bundle=$root/build/gpu-bundle
chip=sm_90
cases_flags=()
while [ $# -gt 0 ]; do
  case $1 in
  --chip) chip=${2:?--chip needs a value}; shift 2 ;;
  --small) cases_flags+=(--small); shift ;;
  -*) echo "prepare.sh: error: unknown option $1" >&2; exit 1 ;;
  *) bundle=$1; shift ;;
  esac
done
build=${ATTN_BUILD_DIR:-$root/build}

if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S "$root" -B "$build" -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir
fi
ninja -C "$build" -j2 attn-opt attn-compile attnrt attn-gpu-run

rm -rf "$bundle"
mkdir -p "$bundle/bin" "$bundle/lib"
cp "$build/bin/attn-gpu-run" "$bundle/bin/"
cp "$build/lib/libattnrt.so" "$bundle/lib/"
cp "$root/runtime/python/attnrt.py" "$root/bench/gpu/run.sh" \
   "$root/bench/gpu/run.py" "$bundle/"
python3 "$root/bench/gpu/make_cases.py" --attn-compile "$build/bin/attn-compile" \
  --attn-opt "$build/bin/attn-opt" \
  --bundle "$bundle" --chip "$chip" "${cases_flags[@]}"

size=$(du -sm "$bundle" | cut -f1)
echo "bundle: $bundle (${size} MiB)"
if [ "$size" -ge 60 ]; then
  echo "prepare.sh: error: the bundle is ${size} MiB, over the 60 MiB budget" >&2
  exit 1
fi
