#!/usr/bin/env bash
# The GPU check without a GPU, so that a GPU session's minutes are not spent
# on a broken run.py or bundle: prepare.sh --small builds a bundle of every
# case at a small size, with each plan's lowered module, and dry_run.py runs
# its run.py, unchanged, with PyTorch on the CPU and libattnrt on the mock
# CUDA driver of the tests (test/lib/MockCuda), which runs the kernels in
# the emulator. Every plan is checked against float64 as on the GPU; the
# timings are the emulator's and mean nothing.
#
#   TORCH_PYTHON=/path/to/python bash bench/gpu/dry_run.sh [OUT] [run.py options]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${ATTN_BUILD_DIR:-$root/build}
bundle=$build/gpu-bundle-small
out=${1:-$build/gpu-dry-run}
shift || true
python=${TORCH_PYTHON:-python3}
if ! "$python" -c "import torch" 2>/dev/null; then
  echo "dry_run.sh: error: $python has no PyTorch (set TORCH_PYTHON)" >&2
  exit 1
fi
bash "$root/bench/gpu/prepare.sh" "$bundle" --small
ninja -C "$build" -j2 attn-mock-cuda
mkdir -p "$out"
LD_LIBRARY_PATH="$build/lib/mock-cuda${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
  ATTN_MOCK_CUDA_MODULE="$bundle/plans" ATTNRT_LIBRARY="$bundle/lib/libattnrt.so" \
  "$python" "$root/bench/gpu/dry_run.py" --bundle "$bundle" --out "$out" \
  --budget 3600 --repeat 1 "$@"
