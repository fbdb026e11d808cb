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
# The fuzzing runs from a fixed seed (FUZZ_SEED, default 1), so a CI finding
# is found again here by the same command on the same commit (given at least
# the same time: the machine's speed decides how far a run gets). A finding's
# input is printed whole, gzipped and in base64, in the summary, so a log cut
# to its last lines is enough to replay it:
#   echo BASE64 | base64 -d | gunzip > input; build-fuzz/fuzz_TARGET input
#
# Every step runs even after a failure, and the run ends with a summary that
# names each failed step, the input that failed (a replayed file, or the
# artifact libFuzzer wrote), the sanitizer's headline and the input itself
# (the torch program a torch_ops input decodes to), so that a CI log cut to
# its last lines still says what broke. Each step's full output is also kept
# in build-fuzz/smoke-TARGET-{replay,fuzz}.log.
#
# The stored corpora are small on purpose (a few dozen inputs each): fuzz_run
# and fuzz_scene execute a whole program per input, torch import included,
# a few per second under ASan. Long campaigns start from build-fuzz/corpus-*
# (docs/fuzzing.md).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
secs=${1:-30}
seed=${FUZZ_SEED:-1}
out=${FUZZ_OUT:-$root/build-fuzz}
mkdir -p "$out"
summary="$out/smoke-summary.txt"
: > "$summary"
nfail=0

# note STEP INPUT LOG: record a failure of STEP on INPUT (a file, or "-")
note() {
  nfail=$((nfail + 1))
  {
    echo "FAILED: $1"
    if [ "$2" != - ]; then
      echo "  input: $2"
    fi
    # the sanitizer's / libFuzzer's own headline, when there is one
    grep -E -m 3 '^(==[0-9]+==ERROR|SUMMARY: |.*runtime error: |ALARM: |==[0-9]+== ERROR: libFuzzer)' "$3" 2>/dev/null | sed 's/^/  /'
    if [ "$2" != - ] && [ -f "$2" ]; then
      b64=$(gzip -9c "$2" | base64 -w0)
      if [ ${#b64} -le 12000 ]; then
        echo "  input, gzip + base64 ($(wc -c < "$2") bytes): $b64"
      else
        echo "  input: $(wc -c < "$2") bytes, too long to print here"
      fi
      case $1 in
      torch_ops*)
        echo "  bytes: $(od -An -tx1 -v "$2" | tr -d '\n' | cut -c1-600)"
        echo "  decoded (FUZZ_PRINT=1 $out/fuzz_torch_ops -runs=0 FILE; the prelude left out):"
        FUZZ_PRINT=1 ASAN_OPTIONS=detect_leaks=0 "$out/fuzz_torch_ops" -runs=0 "$2" 2>/dev/null |
          awk 'on { print } /^print\(len\(E\)\)$/ { exit } /^a5 = torch.tensor\(\[True/ { on = 1 }' |
          head -c 3000 | sed 's/^/  | /'
        ;;
      *)
        echo "  text (first 1500 bytes):"
        head -c 1500 "$2" | sed 's/^/  | /'
        echo
        ;;
      esac
    fi
  } >> "$summary"
}

# replay_one BIN LOG FILE: run one input alone; non-zero when it fails
replay_one() {
  "$1" -runs=0 $opts "$3" > "$2" 2>&1
}

if ! "$root/tests/fuzz/build.sh" > "$out/smoke-build.log" 2>&1; then
  tail -40 "$out/smoke-build.log"
  note "build (tests/fuzz/build.sh)" - "$out/smoke-build.log"
  tail -5 "$out/smoke-build.log" | sed 's/^/  /' >> "$summary"
  echo "---- fuzz smoke summary"
  cat "$summary"
  echo "fuzz smoke: FAILED ($nfail)"
  exit 1
fi
tail -4 "$out/smoke-build.log"
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
  log="$out/smoke-$t-replay.log"
  # shellcheck disable=SC2086
  if [ -n "$(echo $inputs)" ]; then
    echo "== $t: replay of $(echo $inputs | wc -w) stored inputs"
    if "$bin" -runs=0 $opts $inputs > "$log" 2>&1; then
      tail -1 "$log"
    else
      tail -60 "$log"
      # which input: the one started and not finished, else (a leak found
      # at exit) each input again on its own
      last=$(grep '^Running: ' "$log" | tail -1 | sed 's/^Running: //')
      if [ -n "$last" ] && ! grep -q "^Executed $last in " "$log"; then
        note "$t replay" "$last" "$log"
      else
        found=0
        for f in $inputs; do
          if ! replay_one "$bin" "$log.one" "$f"; then
            note "$t replay" "$f" "$log.one"
            found=1
          fi
        done
        [ $found = 1 ] || note "$t replay (no single input fails alone)" - "$log"
      fi
    fi
  fi
  # 2. fuzz from a copy of the stored corpus (the repository is not written);
  # a finding is written as build-fuzz/smoke-TARGET-{crash,leak,timeout,oom}-*
  work="$out/smoke-$t"
  rm -rf "$work"
  rm -f "$out/smoke-$t-"crash-* "$out/smoke-$t-"leak-* "$out/smoke-$t-"timeout-* "$out/smoke-$t-"oom-* "$out/smoke-$t-"slow-unit-*
  mkdir -p "$work"
  [ -d "$root/tests/fuzz/corpus/$t" ] && cp "$root/tests/fuzz/corpus/$t"/* "$work"/
  max_len=16384
  case $t in parse) max_len=65536 ;; torch_ops) max_len=512 ;; esac
  log="$out/smoke-$t-fuzz.log"
  echo "== $t: fuzzing $secs s from seed $seed"
  if "$bin" "$work" -seed="$seed" -max_total_time="$secs" -max_len=$max_len $opts -print_final_stats=1 \
      -artifact_prefix="$out/smoke-$t-" > "$log" 2>&1; then
    grep -E '^(stat::number_of_executed_units|stat::average_exec_per_sec|Done )' "$log"
  else
    tail -60 "$log"
    grep '^stat::number_of_executed_units' "$log"
    art=$(ls "$out/smoke-$t-"crash-* "$out/smoke-$t-"leak-* "$out/smoke-$t-"timeout-* "$out/smoke-$t-"oom-* 2>/dev/null | head -1)
    note "$t fuzzing" "${art:--}" "$log"
  fi
done
echo "== share: fuzz loop $secs s"
if ! node "$root/tests/fuzz/fuzz_share.mjs" --seconds "$secs" --seed "$seed" > "$out/smoke-share.log" 2>&1; then
  tail -30 "$out/smoke-share.log"
  art=$(grep -o 'input in [^,]*' "$out/smoke-share.log" | head -1 | sed 's/input in //')
  note "share fuzz loop" "${art:--}" "$out/smoke-share.log"
  grep -m 3 '^fuzz_share: ' "$out/smoke-share.log" | sed 's/^/  /' >> "$summary"
else
  tail -2 "$out/smoke-share.log"
fi
if [ $nfail -gt 0 ]; then
  echo "---- fuzz smoke summary ($nfail failed)"
  cat "$summary"
  echo "fuzz smoke: FAILED ($nfail)"
  exit 1
fi
echo "fuzz smoke: ok"
