#!/usr/bin/env bash
# The main job on the bundled example: install, build, then show what
# attn-opt does with examples/attention.mlir.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/scripts/setup.sh"
bin=${ATTN_BUILD_DIR:-$root/build}/bin
example=$root/examples/attention.mlir

echo "== examples/attention.mlir, parsed, verified and printed by attn-opt"
"$bin/attn-opt" "$example"
