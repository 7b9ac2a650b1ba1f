#!/usr/bin/env bash
# A long fuzzing run: each libFuzzer target of the sanitizer build for
# FUZZ_SECONDS (default 3600), on the seed corpus cut from test/. Builds
# build-san/ first when needed (scripts/sanitize.sh does the same with a
# short time).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
FUZZ_RUNS=${FUZZ_RUNS:-1000000000} FUZZ_SECONDS=${FUZZ_SECONDS:-3600} exec bash "$root/scripts/sanitize.sh"
