#!/usr/bin/env bash
# The main job on the bundled example: install, build, then tell the whole
# story of examples/attention.mlir (S = Q·Kᵀ, P = softmax(S), O = P·V for one
# f16 head, N = 4096, d = 128): its traffic as three kernels, fusion, its
# traffic fused, and both forms run on the CPU against float64.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/scripts/setup.sh"
bin=${ATTN_BUILD_DIR:-$root/build}/bin
example=$root/examples/attention.mlir
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== 1. Traffic of the unfused chain on an H100 (attn-opt --attn-traffic-report)"
"$bin/attn-opt" "$example" --attn-traffic-report -o /dev/null

echo
echo "== 2. Fusion (attn-opt --attn-raise --attn-fuse)"
"$bin/attn-opt" "$example" --attn-raise --attn-fuse=remarks=true -o "$work/fused.mlir"
cat "$work/fused.mlir"

echo
echo "== 3. Traffic of the fused op"
"$bin/attn-opt" "$work/fused.mlir" --attn-traffic-report -o /dev/null

echo
echo "== 4. Both forms on the CPU (attn-run), checked against float64"
echo "-- unfused"
# The unfused program keeps S and P in f16 and does not scale the scores, so
# its own rounding (about 7e-3 of the output's magnitude) is above the f16
# tolerance (2e-3): attn-run reports it and exits with 2 (docs/cpu.md). The
# fused op keeps its softmax statistics in f32 and passes. Any other status
# is a real failure.
status=0
"$bin/attn-run" "$example" || status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 2 ]; then
  exit "$status"
fi
echo "-- fused"
"$bin/attn-run" "$work/fused.mlir"
