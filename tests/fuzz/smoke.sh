#!/bin/sh
# smoke.sh — a short fuzzing run for CI: build the libFuzzer targets, replay
# the regression inputs, then fuzz each target for SECONDS (default 60).
# Exits non-zero on any crash, hang, leak or sanitizer report.
#   tests/fuzz/smoke.sh [SECONDS]
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
secs=${1:-60}
out=${FUZZ_OUT:-$root/build-fuzz}
"$root/tests/fuzz/build.sh"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# regressions: every input that once crashed must now run cleanly
if ls "$root"/tests/fuzz/regressions/* >/dev/null 2>&1; then
  "$out/fuzz_run" -runs=0 "$root"/tests/fuzz/regressions/*
  "$out/fuzz_parse" -runs=0 "$root"/tests/fuzz/regressions/*
fi
"$out/fuzz_parse" "$out/corpus-parse" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1
"$out/fuzz_run" "$out/corpus-run" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=16384 -print_final_stats=1
echo "fuzz smoke: ok"
