#!/bin/sh
# Build the tensor/autograd unit tests without the interpreter (core/py may not link yet).
# usage: tests/c/build_tensor_tests.sh [extra gcc flags, e.g. -fsanitize=address,undefined]
set -e
cd "$(dirname "$0")/../.."
out=build-tensor
mkdir -p $out
SRC="core/base/nb_alloc.c core/base/nb_buf.c core/base/nb_utf8.c core/kern/kn_scalar.c $(ls core/tensor/ts_*.c | grep -v -e ts_rng -e ts_print) core/autograd/*.c"
for t in tests/c/test_tensor_*.c tests/c/test_autograd*.c tests/c/test_kern*.c tests/bench/bench_matmul.c; do
  [ -f "$t" ] || continue
  n=$(basename "$t" .c)
  gcc -std=c11 -O2 -g -Wall -Wextra -Wno-unused-parameter -Icore/base -Icore/kern -Icore/tensor -Icore/autograd "$@" \
      -o $out/$n "$t" $SRC -lm
done
echo "built into $out/"
