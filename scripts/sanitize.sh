#!/usr/bin/env bash
# Builds the project with AddressSanitizer and UndefinedBehaviorSanitizer
# (clang 22, in build-san/), runs the lit suite under them, then fuzzes each
# libFuzzer target for FUZZ_SECONDS (default 60) from its seed corpus, in
# fork mode so that a run goes on past a crash and keeps every crashing
# input. Each input is then sorted: a crash inside upstream MLIR 22's parser
# (docs/reliability.md) is reported; any other fails the run.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${ATTN_SAN_BUILD_DIR:-$root/build-san}
fuzz_seconds=${FUZZ_SECONDS:-60}

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

# Whether a crash of attn-fuzz-mlir on an input is upstream's: the target's
# last mark before it says it was parsing, or verifying an op of another
# dialect than attn (some upstream bugs crash only under ASan's allocator:
# a lexer that reads past its buffer, a verifier that reads garbage), or
# Debian's mlir-opt crashes on the input too.
upstream_crash() {
  local target=$1 input=$2 last rc=0
  last=$(ATTN_FUZZ_TRIAGE=1 "$target" "$input" 2>&1 |
    grep -a '^attn-fuzz-mlir: \(pars\|verif\)' | tail -1 || true)
  case "$last" in
  "attn-fuzz-mlir: parsing") return 0 ;;
  "attn-fuzz-mlir: verifying attn") ;;
  "attn-fuzz-mlir: verifying "*) return 0 ;;
  esac
  timeout 60 /usr/lib/llvm-22/bin/mlir-opt "$input" >/dev/null 2>&1 || rc=$?
  ((rc >= 128 && rc != 124))
}

for target in "$build"/bin/attn-fuzz-*; do
  name=$(basename "$target")
  kind=${name#attn-fuzz-}
  corpus=$build/fuzz-corpus/$kind
  crashes=$build/fuzz-crashes/$name
  rm -rf "$corpus" "$crashes" && mkdir -p "$corpus" "$crashes"
  if [ "$kind" = mlir ]; then
    /usr/bin/python3 "$root/test/Fuzz/make_corpus.py" mlir "$root/test" "$corpus"
  else
    /usr/bin/python3 "$root/test/Fuzz/make_corpus.py" "$kind" "$corpus"
  fi
  echo "fuzz: $name for ${fuzz_seconds}s from $(ls "$corpus" | wc -l) seeds"
  # FUZZ_FLAGS adds libFuzzer flags. In fork mode libFuzzer exits with the
  # status of the last crash it went past: only a run that never reached
  # its end ("INFO: exiting") is a failure of its own.
  # shellcheck disable=SC2086
  "$target" -fork=1 -ignore_crashes=1 -seed=1 \
    -max_total_time="$fuzz_seconds" ${FUZZ_FLAGS:-} \
    -artifact_prefix="$crashes/" -print_final_stats=1 "$corpus" \
    >"$build/$name.log" 2>&1 || true
  if ! grep -q '^INFO: exiting:' "$build/$name.log"; then
    echo "fuzz $name: 0 passed, 1 failed (libFuzzer stopped, see $build/$name.log)"
    tail -30 "$build/$name.log" >&2
    status=1
    continue
  fi
  runs=$(sed -n 's/.*#\([0-9]*\): cov:.*/\1/p' "$build/$name.log" | tail -1)
  ours=0 upstream=0
  for input in "$crashes"/*; do
    [ -e "$input" ] || continue
    if [ "$kind" = mlir ] && upstream_crash "$target" "$input"; then
      upstream=$((upstream + 1))
    else
      ours=$((ours + 1))
      echo "fuzz $name: crash in attn-opt's code, input $input" >&2
      "$target" "$input" 2>&1 | grep -m 12 -E '^ +#[0-9]+ ' >&2 || true
    fi
  done
  if ((ours)); then
    echo "fuzz $name: 0 passed, 1 failed (${runs:-0} executions, $ours crashes in attn-opt's code, $upstream in upstream MLIR's)"
    status=1
  elif ((upstream)); then
    echo "fuzz $name: 1 passed, 0 failed (${runs:-0} executions, $upstream crashes in upstream MLIR's parser or verifiers, none in attn-opt's code)"
  else
    echo "fuzz $name: 1 passed, 0 failed (${runs:-0} executions, no crash)"
  fi
done
exit $status
