#!/usr/bin/env bash
# The GPU check, run from the folder prepare.sh made, on a machine with an
# NVIDIA GPU, PyTorch, ncu and compute-sanitizer (no MLIR, no network):
#
#   bash run.sh            # results in $OUT (default ./out)
#
# (1) every plan against PyTorch in float64, (2) CUDA-event timings (median
# of 50) of our fused and unfused plans next to PyTorch SDPA (flash, cuDNN,
# math) and eager matmul-softmax-matmul, (3) DRAM bytes from ncu next to the
# traffic model's predictions, (4) compute-sanitizer memcheck and racecheck
# on a small fused and a small unfused plan. Prints one table and writes
# $OUT/gpu-bench.json. Stays under 8 minutes (a 470 s budget).
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=${OUT:-$here/out}
mkdir -p "$out"
export ATTNRT_LIBRARY="$here/lib/libattnrt.so"
python=${PYTHON:-python3}
if ! "$python" -c "import torch; assert torch.cuda.is_available()" 2>/dev/null; then
  echo "run.sh: error: $python has no PyTorch with CUDA" >&2
  exit 1
fi
"$here/bin/attn-gpu-run" --probe || exit 1
timeout --signal=INT 470 "$python" "$here/run.py" --bundle "$here" --out "$out" \
  --budget 450 "$@"
status=$?
if [ $status -eq 124 ]; then
  echo "run.sh: error: over the time budget; partial results in $out" >&2
fi
exit $status
