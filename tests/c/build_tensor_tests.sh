#!/bin/sh
# Build (and run) the tensor/autograd/kern unit tests and the matmul bench
# without the interpreter (core/py may not link yet).
#
# usage: tests/c/build_tensor_tests.sh [--run] [--asan] [extra gcc flags...]
#   --run    run every test after building; exit non-zero if one fails
#   --asan   build with -fsanitize=address,undefined into build-tensor-asan/
# Sources: core/base, core/kern (all but *_simd128.c, which only the WASM
# build compiles), core/tensor (without ts_rng/ts_print), core/autograd.
set -e
cd "$(dirname "$0")/../.."
run=0
out=build-tensor
san=""
while [ $# -gt 0 ]; do
  case "$1" in
    --run) run=1; shift ;;
    --asan) out=build-tensor-asan; san="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"; shift ;;
    *) break ;;
  esac
done
mkdir -p $out
KERN="$(ls core/kern/kn_*.c | grep -v '_simd128\.c$')"
SRC="core/base/nb_alloc.c core/base/nb_buf.c core/base/nb_utf8.c $KERN $(ls core/tensor/ts_*.c | grep -v -e ts_rng -e ts_print) core/autograd/*.c"
for t in tests/c/test_tensor_*.c tests/c/test_autograd*.c tests/c/test_kern*.c tests/bench/bench_matmul.c; do
  [ -f "$t" ] || continue
  n=$(basename "$t" .c)
  gcc -std=c11 -O2 -g -Wall -Wextra -Wno-unused-parameter -Icore/base -Icore/kern -Icore/tensor -Icore/autograd -Icore/base/private -Icore/kern/private -Icore/tensor/private $san "$@" \
      -o $out/$n "$t" $SRC -lm
done
echo "built into $out/"
if [ $run = 1 ]; then
  fail=0
  for t in $out/test_*; do
    case "$t" in *.log) continue ;; esac
    printf '%-40s ' "$(basename $t)"
    if ! "$t" > $out/$(basename $t).log 2>&1; then fail=1; echo "FAILED (see $out/$(basename $t).log)"; else tail -1 $out/$(basename $t).log; fi
  done
  exit $fail
fi
