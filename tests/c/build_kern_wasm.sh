#!/bin/sh
# Build tests/c/test_kern.c and tests/bench/bench_matmul.c with emcc for WASM
# (SIMD128 kernels: -msimd128 -DNNSCOPE_SIMD128=1, and the scalar baseline)
# and run them under node.
# usage: tests/c/build_kern_wasm.sh [--no-run]
set -e
cd "$(dirname "$0")/../.."
out=build-kern-wasm
mkdir -p $out
echo '{"type": "commonjs"}' > $out/package.json  # emcc output is CommonJS; the repo package.json says "module"
KERN="core/kern/kn_scalar.c core/kern/kn_dispatch.c core/base/nb_math_sleef.c"
for variant in simd base; do
  flags=""
  src="$KERN"
  if [ $variant = simd ]; then flags="-msimd128 -DNNSCOPE_SIMD128=1"; src="$KERN core/kern/kn_simd128.c"; fi
  NODE_PATH=/usr/share/nodejs emcc -O2 $flags -Icore/kern -Icore/base -Icore/kern/private -Icore/base/private -sALLOW_MEMORY_GROWTH=1 -sSINGLE_FILE=1 -sENVIRONMENT=node -o $out/test_kern_$variant.js tests/c/test_kern.c $src -lm
  NODE_PATH=/usr/share/nodejs emcc -O2 $flags -Icore/kern -Icore/base -Icore/kern/private -Icore/base/private -sALLOW_MEMORY_GROWTH=1 -sSINGLE_FILE=1 -sENVIRONMENT=node -o $out/bench_matmul_$variant.js tests/bench/bench_matmul.c $src -lm
done
echo "built into $out/"
[ "$1" = "--no-run" ] && exit 0
fail=0
for variant in simd base; do
  echo "== test_kern ($variant)"
  node $out/test_kern_$variant.js | tail -2 || fail=1
done
exit $fail
