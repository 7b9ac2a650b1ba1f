#!/usr/bin/env bash
# T5's relative position bias as a dense [1, H, N, N] operand of the fused
# op against the same bias as its relative_bias table ([H, 2N - 1]): bytes
# the fused op reads (attn-opt's traffic report) and CPU time (attn-run,
# the two forms interleaved in the same run, median of REPEAT runs each,
# as a ratio). T5-base's attention shape: 12 heads, d = 64, f32, one batch.
# Prints a Markdown table for docs/benchmarks.md.
#
#   bash bench/relative_bias/run.sh [N ...]     (default N: 512 1024 2048)
#
# Environment: ATTN_BUILD_DIR (default build/), REPEAT (default 5), ROUNDS
# (interleaved rounds, default 3).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
bin=${ATTN_BUILD_DIR:-$root/build}/bin
repeat=${REPEAT:-5}
rounds=${ROUNDS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sizes=("$@")
((${#sizes[@]})) || sizes=(512 1024 2048)
heads=12 d=64

# shellcheck source=bench/common.sh
source "$root/bench/common.sh"

echo "| N | dense bias | table | fused op's tiled bytes read, dense / table | CPU time dense (ms) | CPU time table (ms) | dense / table time |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for n in "${sizes[@]}"; do
  l=$((2 * n - 1))
  file=$work/t5_$n.mlir
  qkv="tensor<1x${heads}x${n}x${d}xf32>"
  cat >"$file" <<MLIR
func.func @dense(%q: $qkv, %k: $qkv, %v: $qkv, %b: tensor<1x${heads}x${n}x${n}xf32>) -> $qkv {
  %o = attn.flash_attention %q, %k, %v bias(%b : tensor<1x${heads}x${n}x${n}xf32>) scale 1.0 : $qkv, $qkv, $qkv -> $qkv
  return %o : $qkv
}
func.func @table(%q: $qkv, %k: $qkv, %v: $qkv, %t: tensor<${heads}x${l}xf32>) -> $qkv {
  %o = attn.flash_attention %q, %k, %v relative_bias(%t : tensor<${heads}x${l}xf32>) scale 1.0 : $qkv, $qkv, $qkv -> $qkv
  return %o : $qkv
}
MLIR
  dense_times=() table_times=()
  for _ in $(seq "$rounds"); do
    dense_times+=("$(time_ms "$file" dense)")
    table_times+=("$(time_ms "$file" table)")
  done
  dense_bytes=$(bytes_read "$file" dense)
  table_bytes=$(bytes_read "$file" table)
  python3 - "$n" "$heads" "$l" "$dense_bytes" "$table_bytes" "${dense_times[*]}" "${table_times[*]}" <<'PY'
import statistics, sys
n, heads, l, dense, table = (int(x) for x in sys.argv[1:6])
dense_ms = statistics.median(float(x) for x in sys.argv[6].split())
table_ms = statistics.median(float(x) for x in sys.argv[7].split())
print(f"| {n} | {heads * n * n * 4:,} B | {heads * l * 4:,} B | "
      f"{dense:,} / {table:,} B ({dense / table:.2f}x) | {dense_ms:.1f} | "
      f"{table_ms:.1f} | {dense_ms / table_ms:.2f} |")
PY
done
