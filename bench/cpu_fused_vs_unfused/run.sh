#!/usr/bin/env bash
# Fused vs unfused attention on the CPU, with NumPy's naive attention on
# OpenBLAS as the peer, measured in the same run. Prints a Markdown table
# for docs/benchmarks.md.
#
#   bash bench/cpu_fused_vs_unfused/run.sh [N ...]   (default: 1024 4096 16384)
#
# Environment: ATTN_BUILD_DIR (default build/), REPEAT (default 3).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
here=$root/bench/cpu_fused_vs_unfused

# NumPy needs a tuned BLAS to be a fair peer: without libopenblas0-pthread
# Debian's NumPy falls back to the reference BLAS, five times slower.
missing=()
for p in python3-numpy libopenblas0-pthread; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "bench: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
fi

export ATTN_RUN=${ATTN_BUILD_DIR:-$root/build}/bin/attn-run
# Debian's NumPy belongs to the system interpreter, whatever python3 is
# first on PATH.
exec /usr/bin/python3 "$here/bench.py" "$@"
