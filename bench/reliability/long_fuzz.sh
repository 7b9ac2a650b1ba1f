#!/usr/bin/env bash
# A long fuzzing run: each libFuzzer target of the sanitizer build for
# FUZZ_SECONDS (default 3600) instead of CI's 60, with the same sorting of
# crashing inputs into upstream's and ours (scripts/sanitize.sh). Inputs
# stay under build-san/fuzz-crashes/ for triage. Builds build-san/ first
# when needed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
FUZZ_SECONDS=${FUZZ_SECONDS:-3600} exec bash "$root/scripts/sanitize.sh"
