#!/usr/bin/env bash
# Fused vs unfused attention on the CPU, with NumPy's naive attention on
# OpenBLAS, PyTorch's CPU scaled_dot_product_attention and IREE's llvm-cpu
# code for the same linalg program as peers, interleaved in the same run.
# Prints a Markdown table for docs/benchmarks.md.
#
#   bash bench/cpu_fused_vs_unfused/run.sh [N ...] [bench.py options]
#   (default N: 1024 4096 16384; bench.py --help lists the options)
#
# Environment: ATTN_BUILD_DIR (default build/), REPEAT (default 3);
# TORCH_PYTHON, an interpreter with torch; or TORCH_VENV, a venv directory
# to use, created with torch from PyPI when it does not exist. Without
# either, PyTorch is left out. IREE the same way: IREE_PYTHON, an
# interpreter with iree.runtime and iree-compile next to it, or IREE_VENV,
# created with iree-base-compiler and iree-base-runtime from PyPI.
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

if [ -z "${TORCH_PYTHON:-}" ] && [ -n "${TORCH_VENV:-}" ]; then
  if [ ! -x "$TORCH_VENV/bin/python" ]; then
    # PyPI's torch is its CUDA build (about 5 GB); it runs on the CPU as
    # well, and PyPI is what every machine of this project reaches.
    echo "bench: creating $TORCH_VENV with torch from PyPI" >&2
    /usr/bin/python3 -m venv "$TORCH_VENV"
    "$TORCH_VENV/bin/pip" install -q torch
  fi
  export TORCH_PYTHON=$TORCH_VENV/bin/python
fi

if [ -z "${IREE_PYTHON:-}" ] && [ -n "${IREE_VENV:-}" ]; then
  if [ ! -x "$IREE_VENV/bin/iree-compile" ]; then
    iree=(iree-base-compiler iree-base-runtime)
    echo "bench: creating $IREE_VENV with ${iree[*]}" >&2
    log=$(mktemp)
    if ! { /usr/bin/python3 -m venv "$IREE_VENV" &&
        "$IREE_VENV/bin/pip" install -q "${iree[@]}"; } >"$log" 2>&1; then
      why=$(grep -v '^ *$' "$log" | tail -n 1)
      echo "bench: cannot install IREE into $IREE_VENV: $why" >&2
      rm -f "$log"
      exit 1
    fi
    rm -f "$log"
  fi
  export IREE_PYTHON=$IREE_VENV/bin/python
fi

export ATTN_RUN=${ATTN_BUILD_DIR:-$root/build}/bin/attn-run

# One core's FMA peak, measured here rather than taken from a data sheet:
# "% of peak" is against what this core's FMA pipes really sustain.
probe_dir=$(mktemp -d)
trap 'rm -rf "$probe_dir"' EXIT
if cc -O2 -march=native -o "$probe_dir/fma_peak" "$here/fma_peak.c"; then
  export FMA_PEAK_PROBE=$probe_dir/fma_peak
else
  echo "bench: cannot build fma_peak.c; pass --peak-gflops for % of peak" >&2
fi
# The same probe held to AVX2, for --isa avx2.
if cc -O2 -march=native -mno-avx512f -o "$probe_dir/fma_peak_avx2" \
    "$here/fma_peak.c"; then
  export FMA_PEAK_PROBE_AVX2=$probe_dir/fma_peak_avx2
fi
# Debian's NumPy belongs to the system interpreter, whatever python3 is
# first on PATH.
/usr/bin/python3 "$here/bench.py" "$@"
