#!/usr/bin/env bash
# Creates $ATTN_BUILD_DIR/torch-venv (default build/torch-venv) with torch,
# torch-mlir and transformers from PyPI, for examples/pytorch (export_hf.py
# regenerates test/Models) and the lit tests that need the
# `torch-mlir` feature. Opt-in: about 5.7 GB and 100 s on a fast link, so
# scripts/setup.sh does not run it. Safe to run again.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
venv=${ATTN_BUILD_DIR:-$root/build}/torch-venv
python=${PYTHON:-python3}

if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 10))'; then
  echo "setup-venv: torch-mlir needs Python >= 3.10; set PYTHON=" >&2
  exit 1
fi
[ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
"$venv/bin/pip" install -q -r "$root/examples/pytorch/requirements.txt"
"$venv/bin/python" -c 'import torch, torch_mlir.fx, transformers; print("setup-venv: torch", torch.__version__, "in", __import__("sys").prefix)'
