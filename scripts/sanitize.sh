#!/usr/bin/env bash
# Builds the project with AddressSanitizer and UndefinedBehaviorSanitizer
# (clang 22, in build-san/), runs the lit suite under them, then runs each
# libFuzzer target over a seed corpus cut from test/: by default (CI) it
# replays every seed once under the sanitizers; FUZZ_RUNS=N adds N mutated
# inputs from a fixed seed, within FUZZ_SECONDS (default 120). Random
# mutation belongs to bench/reliability/long_fuzz.sh: it soon reaches a crash
# in upstream MLIR 22's own parser (docs/reliability.md), which would make a
# CI run fail on code that is not ours.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${ATTN_SAN_BUILD_DIR:-$root/build-san}
fuzz_seconds=${FUZZ_SECONDS:-120}
fuzz_runs=${FUZZ_RUNS:-0}

missing=()
for p in clang-22 libclang-rt-22-dev; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
fi
ATTN_BUILD_DIR=$build bash "$root/scripts/setup.sh" \
  -DCMAKE_C_COMPILER=/usr/lib/llvm-22/bin/clang \
  -DCMAKE_CXX_COMPILER=/usr/lib/llvm-22/bin/clang++ \
  "-DATTN_SANITIZE=address;undefined" -DATTN_BUILD_FUZZERS=ON

# libMLIR.so is not instrumented; leaks in its global registries at exit are
# not ours.
export ASAN_OPTIONS=detect_leaks=0:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
status=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT
/usr/lib/llvm-22/bin/lit -sv "$build/test" 2>&1 | tee "$log" || status=1
passed=$(sed -n 's/^ *Passed *: *\([0-9]*\).*/\1/p' "$log" | tail -1)
failed=$(sed -n 's/^ *\(Failed\|Unresolved\|Timed Out\|Unexpectedly Passed\) *: *\([0-9]*\).*/\2/p' "$log" |
  awk '{s += $1} END {print s + 0}')
echo "sanitized lit: ${passed:-0} passed, ${failed} failed"

corpus=$build/fuzz-corpus
rm -rf "$corpus" && mkdir -p "$corpus"
/usr/bin/python3 "$root/test/Fuzz/make_corpus.py" "$root/test" "$corpus"
for target in "$build"/bin/attn-fuzz-*; do
  name=$(basename "$target")
  crashes=$build/fuzz-crashes/$name
  mkdir -p "$crashes"
  echo "fuzz: $name, $(ls "$corpus" | wc -l) seeds and $fuzz_runs mutated inputs (at most ${fuzz_seconds}s)"
  # FUZZ_FLAGS adds libFuzzer flags (long runs: keep going past crashes).
  # shellcheck disable=SC2086
  if "$target" -seed=1 -runs="$fuzz_runs" -max_total_time="$fuzz_seconds" ${FUZZ_FLAGS:-} \
      -artifact_prefix="$crashes/" \
      -print_final_stats=1 "$corpus" 2>"$build/$name.log"; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$build/$name.log")
    echo "fuzz $name: 1 passed, 0 failed (${runs:-0} executions, no crash)"
  else
    echo "fuzz $name: 0 passed, 1 failed (crash inputs in $crashes)"
    tail -30 "$build/$name.log" >&2
    status=1
  fi
done
exit $status
