#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test:
#   1. the lit suite (build/);
#   2. differential testing of raise + fuse on ATTN_DIFF_COUNT (default 200)
#      generated programs with fixed seeds;
#   3. the lit suite again under AddressSanitizer and UndefinedBehaviorSanitizer
#      (build-san/), and each libFuzzer target for FUZZ_SECONDS (default 60).
# ATTN_TEST_QUICK=1 runs the first stage only.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/scripts/setup.sh" || exit 1
build=${ATTN_BUILD_DIR:-$root/build}

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0

# Prints "<stage>: N passed, N failed, N skipped" from a lit log.
lit_summary() {
  local passed failed skipped
  passed=$(sed -n 's/^ *Passed *: *\([0-9]*\).*/\1/p' "$2" | tail -1)
  failed=$(sed -n 's/^ *\(Failed\|Unresolved\|Timed Out\|Unexpectedly Passed\) *: *\([0-9]*\).*/\2/p' "$2" |
    awk '{s += $1} END {print s + 0}')
  skipped=$(sed -n 's/^ *Unsupported *: *\([0-9]*\).*/\1/p' "$2" | tail -1)
  echo "$1: ${passed:-0} passed, ${failed} failed, ${skipped:-0} skipped" | tee -a "$log.summary"
}

echo "== lit"
/usr/lib/llvm-22/bin/lit -sv "$build/test" 2>&1 | tee "$log" || status=1
lit_summary lit "$log"

if [ "${ATTN_TEST_QUICK:-0}" != 1 ]; then
  echo "== differential testing"
  /usr/bin/python3 "$root/test/Differential/run_differential.py" \
    --attn-opt "$build/bin/attn-opt" --attn-run "$build/bin/attn-run" \
    --count "${ATTN_DIFF_COUNT:-200}" 2>&1 | tee "$log" || status=1
  grep -E '^differential: ' "$log" >>"$log.summary" || status=1

  echo "== sanitizers and fuzzing"
  bash "$root/scripts/sanitize.sh" 2>&1 | tee "$log" || status=1
  grep -E '^(sanitized lit|fuzz [^:]*): ' "$log" >>"$log.summary" || status=1
fi

echo "== summary"
cat "$log.summary"
totals=$(sed -n 's/.*: \([0-9]*\) passed, \([0-9]*\) failed.*/\1 \2/p' "$log.summary" |
  awk '{p += $1; f += $2} END {print p + 0, f + 0}')
rm -f "$log.summary"
read -r passed failed <<<"$totals"
echo "$passed passed, $failed failed"
if [ "$passed" -eq 0 ]; then
  echo "test: no test ran" >&2
  exit 1
fi
[ "$failed" -eq 0 ] || status=1
exit "$status"
