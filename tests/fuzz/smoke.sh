#!/bin/sh
# smoke.sh — a short fuzzing run for CI: build the libFuzzer targets, replay
# the regression inputs, then fuzz each target for SECONDS (default 60).
# Exits non-zero on any crash, hang, leak or sanitizer report.
#   tests/fuzz/smoke.sh [SECONDS]
#
# fuzz_run executes a whole program per input (torch import included), a
# few per second under ASan: libFuzzer runs every seed before the time limit
# counts, so the full corpus-run (~2,400 programs, 10+ minutes) is for long
# campaigns only. The smoke run seeds fuzz_run with the regressions plus a
# fixed sample of small test programs (SMOKE_SEEDS, default 12: under
# load a seed takes ~1 s, and the mutations are what the 45 s are for).
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
seeds="$out/smoke-seeds-run"
rm -rf "$seeds"
mkdir -p "$seeds"
cp "$root"/tests/fuzz/regressions/* "$seeds"/ 2>/dev/null || true
n=$(find "$root/tests/py" -name '*.py' -size -3k | wc -l)
step=$(( n / ${SMOKE_SEEDS:-12} + 1 ))
find "$root/tests/py" -name '*.py' -size -3k | LC_ALL=C sort | awk -v s="$step" 'NR % s == 0' |
  while read -r f; do cp "$f" "$seeds/"; done
"$out/fuzz_parse" "$out/corpus-parse" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1
"$out/fuzz_run" "$seeds" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len=16384 -print_final_stats=1
echo "fuzz smoke: ok"
