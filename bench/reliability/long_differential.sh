#!/usr/bin/env bash
# A long differential run with fresh seeds: COUNT programs (default 2000)
# starting at FIRST_SEED (default: the current time, so every run explores
# new programs). Failing programs are kept under WORK with their seed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${ATTN_BUILD_DIR:-$root/build}
first=${FIRST_SEED:-$(date +%s)}
work=${WORK:-$(mktemp -d /tmp/attn-diff-long.XXXXXX)}
echo "long differential run: seeds $first.. ($((${COUNT:-2000})) programs), work folder $work"
exec /usr/bin/python3 "$root/test/Differential/run_differential.py" \
  --attn-opt "$build/bin/attn-opt" --attn-run "$build/bin/attn-run" \
  --first-seed "$first" --count "${COUNT:-2000}" --work "$work"
