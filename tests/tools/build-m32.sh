#!/bin/sh
# build-m32.sh — build the engine and the C unit tests for 32-bit x86 (WASM
# has a 32-bit size_t and pointers: this catches size and overflow mistakes
# natively) and run the unit tests. Needs gcc-multilib.
# Many kernels (CI's among them) cannot execute 32-bit binaries: then the
# tests run under qemu-i386 (Debian's qemu-user), as CMake's emulator.
#   tests/tools/build-m32.sh [BUILD_DIR]      (default build-m32)
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=${1:-$root/build-m32}
mkdir -p "$dir"
printf 'int main(void) { return 0; }\n' > "$dir/probe.c"
gcc -m32 "$dir/probe.c" -o "$dir/probe"
emulator=
step=1
if ! "$dir/probe" 2>/dev/null; then
  emulator=$(command -v qemu-i386 || true)
  if [ -z "$emulator" ]; then
    echo "build-m32: this kernel cannot run 32-bit x86 binaries and qemu-i386 is missing (apt-get install qemu-user)" >&2
    exit 1
  fi
  "$emulator" "$dir/probe"
  step=5     # test_alloc_fail: every 5th allocation (emulated, it is 10x slower)
  echo "build-m32: the kernel cannot run 32-bit binaries; running the tests under $emulator"
fi
# SSE2 arithmetic: x87's extended precision would round differently from
# x86-64 and WebAssembly (float32 results, double rounding).
cmake -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE=Release -DNNSCOPE_M32=ON \
  -DCMAKE_C_FLAGS="-msse2 -mfpmath=sse" -DCMAKE_CROSSCOMPILING_EMULATOR="$emulator" -DNNSCOPE_ALLOC_FAIL_STEP=$step >/dev/null
cmake --build "$dir" -j2
ctest --test-dir "$dir" --output-on-failure -j2
