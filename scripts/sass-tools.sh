#!/usr/bin/env bash
# Installs cuobjdump and nvdisasm, which the CUDA toolkit here lacks, from
# PyPI under build/sass-tools (the lit feature `sass-tools` and
# bench/sass/sass_mix.py use them). Best effort: without network or pip it
# says so and exits 0, and the SASS checks are skipped.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=${ATTN_BUILD_DIR:-$root/build}/sass-tools
[ -x "$dir/nvidia/cu13/bin/cuobjdump" ] && [ -x "$dir/nvidia/cu13/bin/nvdisasm" ] && exit 0
if ! /usr/bin/python3 -m pip install -q --disable-pip-version-check --target "$dir" \
    "nvidia-cuda-cuobjdump==13.*" "nvidia-cuda-nvdisasm==13.*" >"$dir.log" 2>&1; then
  echo "sass-tools: could not install cuobjdump/nvdisasm from PyPI (see $dir.log); SASS checks will be skipped"
fi
exit 0
