#!/usr/bin/env bash
# A long fuzzing run: each libFuzzer target of the sanitizer build for
# FUZZ_SECONDS (default 3600), on the seed corpus cut from test/, in fork
# mode so that it goes on past crashes and keeps every crashing input under
# build-san/fuzz-crashes/ for triage (upstream MLIR's parser has known
# crashes, docs/reliability.md). Builds build-san/ first when needed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
FUZZ_RUNS=${FUZZ_RUNS:-1000000000} FUZZ_SECONDS=${FUZZ_SECONDS:-3600} FUZZ_FLAGS=${FUZZ_FLAGS:--fork=1 -ignore_crashes=1} exec bash "$root/scripts/sanitize.sh"
