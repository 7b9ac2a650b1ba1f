#!/usr/bin/env bash
# Llama 4's chunked attention three ways on the CPU: the chunk mask as the
# dense [1, 1, N, N] i1 operand attn-raise used to leave, as the fused op's
# segment ids (whose kernel skips key blocks that share no id with the query
# block), and plain causal attention of the same shape for scale. Bytes the
# fused op reads as tiled (attn-opt's traffic report) and CPU time
# (attn-run, one thread, the three forms interleaved in the same run, median
# of REPEAT runs each, as ratios). 8 query heads on 2 KV heads, d = 64, f32,
# one batch, chunks of CHUNK positions. Prints a Markdown table for
# docs/benchmarks.md.
#
#   bash bench/segments/run.sh [N ...]     (default N: 1024 2048 4096)
#
# Environment: ATTN_BUILD_DIR (default build/), REPEAT (default 5), ROUNDS
# (interleaved rounds, default 3), CHUNK (default 256), PYTHON (with numpy,
# default /usr/bin/python3).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
bin=${ATTN_BUILD_DIR:-$root/build}/bin
repeat=${REPEAT:-5}
rounds=${ROUNDS:-3}
chunk=${CHUNK:-256}
python=${PYTHON:-/usr/bin/python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sizes=("$@")
((${#sizes[@]})) || sizes=(1024 2048 4096)
heads=8 kv_heads=2 d=64

# shellcheck source=bench/common.sh
source "$root/bench/common.sh"

echo "| N | dense mask | segment ids | tiled bytes read: dense / segments / causal | CPU ms: dense / segments / causal | dense / segments | causal / segments |"
echo "| --- | --- | --- | --- | --- | --- | --- |"
for n in "${sizes[@]}"; do
  file=$work/chunks_$n.mlir
  q="tensor<1x${heads}x${n}x${d}xf32>"
  kv="tensor<1x${kv_heads}x${n}x${d}xf32>"
  ids="tensor<1x${n}xi64>"
  mask="tensor<1x1x${n}x${n}xi1>"
  cat >"$file" <<MLIR
func.func @dense(%q: $q, %k: $kv, %v: $kv, %m: $mask) -> $q {
  %o = attn.flash_attention %q, %k, %v mask(%m : $mask) scale 0.125 causal : $q, $kv, $kv -> $q
  return %o : $q
}
func.func @segments(%q: $q, %k: $kv, %v: $kv, %qs: $ids, %ks: $ids) -> $q {
  %o = attn.flash_attention %q, %k, %v segments(%qs, %ks : $ids, $ids) scale 0.125 causal : $q, $kv, $kv -> $q
  return %o : $q
}
func.func @causal(%q: $q, %k: $kv, %v: $kv) -> $q {
  %o = attn.flash_attention %q, %k, %v scale 0.125 causal : $q, $kv, $kv -> $q
  return %o : $q
}
MLIR
  # Inputs: Q, K, V from one seed for all three; the mask and the ids say
  # the same chunks.
  "$python" - "$work" "$n" "$heads" "$kv_heads" "$d" "$chunk" <<'PY'
import os, sys
import numpy as np
work, n, heads, kv_heads, d, chunk = sys.argv[1], *map(int, sys.argv[2:])
rng = np.random.default_rng(0)
q = rng.standard_normal((1, heads, n, d)).astype(np.float32)
k, v = (rng.standard_normal((1, kv_heads, n, d)).astype(np.float32) for _ in range(2))
ids = (np.arange(n) // chunk).astype(np.int64)[None]
mask = (ids[0][:, None] == ids[0][None, :])[None, None]
for form, args in (("dense", (q, k, v, mask)), ("segments", (q, k, v, ids, ids)),
                   ("causal", (q, k, v))):
    os.makedirs(os.path.join(work, f"{form}_{n}"), exist_ok=True)
    for i, a in enumerate(args):
        np.save(os.path.join(work, f"{form}_{n}", f"arg{i}.npy"), a)
PY
  declare -A times=()
  for _ in $(seq "$rounds"); do
    for form in dense segments causal; do
      times[$form]+="$(time_ms "$file" "$form" --inputs "$work/${form}_$n") "
    done
  done
  python3 - "$n" "$chunk" "$(bytes_read "$file" dense)" \
    "$(bytes_read "$file" segments)" "$(bytes_read "$file" causal)" \
    "${times[dense]}" "${times[segments]}" "${times[causal]}" <<'PY'
import statistics, sys
n, chunk, dense_b, seg_b, causal_b = (int(x) for x in sys.argv[1:6])
dense, seg, causal = (statistics.median(float(x) for x in s.split())
                      for s in sys.argv[6:9])
print(f"| {n} | {n * n:,} B | {2 * n * 8:,} B | {dense_b:,} / {seg_b:,} / "
      f"{causal_b:,} | {dense:.1f} / {seg:.1f} / {causal:.1f} | "
      f"{dense / seg:.2f} | {causal / seg:.2f} |")
PY
  unset times
done
