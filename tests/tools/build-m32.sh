#!/bin/sh
# build-m32.sh — build the engine and the C unit tests for 32-bit x86 (WASM
# has a 32-bit size_t and pointers: this catches size and overflow mistakes
# natively) and run the unit tests. Needs gcc-multilib.
#   tests/tools/build-m32.sh [BUILD_DIR]      (default build-m32)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=${1:-$root/build-m32}
# SSE2 arithmetic: x87's extended precision would round differently from
# x86-64 and WebAssembly (float32 results, double rounding).
cmake -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE=Release -DNNSCOPE_M32=ON \
  -DCMAKE_C_FLAGS="-msse2 -mfpmath=sse" >/dev/null
cmake --build "$dir" -j2
ctest --test-dir "$dir" --output-on-failure -j2
