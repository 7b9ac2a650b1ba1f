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
# S and P are stored in f16 here, so the output is judged by the error its
# own types imply (docs/cpu.md); the fused op keeps its statistics in f32.
"$bin/attn-run" "$example"
echo "-- fused"
"$bin/attn-run" "$work/fused.mlir"
