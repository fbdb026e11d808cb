#!/bin/sh
# smoke.sh — the short fuzzing run for CI: build the libFuzzer targets, replay
# every target's stored minimized corpus (tests/fuzz/corpus/TARGET) and the
# regression inputs (tests/fuzz/regressions: programs for parse, run and
# scene; regressions/torch_ops: byte inputs of the ops target), then fuzz each
# target for SECONDS (default 30) from its stored corpus, and run the
# share-link decoder's fuzz loop (tests/fuzz/fuzz_share.mjs) as long.
# Exits non-zero on any crash, hang, leak, sanitizer report or failed check.
#   tests/fuzz/smoke.sh [SECONDS]
#
# The stored corpora are small on purpose (a few dozen inputs each): fuzz_run
# and fuzz_scene execute a whole program per input, torch import included,
# a few per second under ASan. Long campaigns start from build-fuzz/corpus-*
# (docs/fuzzing.md).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
secs=${1:-30}
out=${FUZZ_OUT:-$root/build-fuzz}
"$root/tests/fuzz/build.sh"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
opts="-timeout=20 -rss_limit_mb=2048"
regs=$(ls "$root"/tests/fuzz/regressions/*.py 2>/dev/null || true)
for t in parse run torch_ops scene; do
  bin="$out/fuzz_$t"
  # 1. replay: the stored corpus and the regressions must run cleanly
  # (files only: libFuzzer runs a list of files one by one)
  inputs=$(ls "$root/tests/fuzz/corpus/$t"/* 2>/dev/null || true)
  case $t in
    torch_ops) inputs="$inputs $(ls "$root/tests/fuzz/regressions/torch_ops"/* 2>/dev/null || true)" ;;
    *) inputs="$inputs $regs" ;;
  esac
  # shellcheck disable=SC2086
  [ -n "$(echo $inputs)" ] && "$bin" -runs=0 $opts $inputs
  # 2. fuzz from a copy of the stored corpus (the repository is not written)
  work="$out/smoke-$t"
  rm -rf "$work"
  mkdir -p "$work"
  [ -d "$root/tests/fuzz/corpus/$t" ] && cp "$root/tests/fuzz/corpus/$t"/* "$work"/
  max_len=16384
  [ $t = parse ] && max_len=65536
  [ $t = torch_ops ] && max_len=512
  "$bin" "$work" -max_total_time="$secs" -max_len=$max_len $opts -print_final_stats=1
done
node "$root/tests/fuzz/fuzz_share.mjs" --seconds "$secs"
echo "fuzz smoke: ok"
