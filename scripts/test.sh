#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/scripts/setup.sh"
build=${ATTN_BUILD_DIR:-$root/build}

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
/usr/lib/llvm-22/bin/lit -sv "$build/test" 2>&1 | tee "$log" || status=$?

passed=$(sed -n 's/^ *Passed *: *\([0-9]*\).*/\1/p' "$log" | tail -1)
failed=$(sed -n 's/^ *\(Failed\|Unresolved\|Timed Out\|Unexpectedly Passed\) *: *\([0-9]*\).*/\2/p' "$log" |
  awk '{s += $1} END {print s + 0}')
unsupported=$(sed -n 's/^ *Unsupported *: *\([0-9]*\).*/\1/p' "$log" | tail -1)
echo "lit: ${passed:-0} passed, ${failed} failed, ${unsupported:-0} skipped"
if [ "${passed:-0}" -eq 0 ]; then
  echo "test: no test ran" >&2
  exit 1
fi
exit "$status"
