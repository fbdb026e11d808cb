#!/usr/bin/env bash
# Builds and runs tests/c/test_rng.c and tests/c/test_print.c directly with gcc
# (before the whole library links), plain and under ASan/UBSan.
#   tests/c/build_rng_print_tests.sh [out-dir]
set -euo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-/tmp/nnscope_rng_print}
mkdir -p "$out"
cd "$here"
srcs="core/base/*.c core/tensor/ts_rng.c core/tensor/ts_print.c"
if [ -f core/tensor/ts_dtype.c ]; then
  srcs="$srcs core/tensor/ts_dtype.c"
else
  # ts_dtype.c is written elsewhere; until it lands, a minimal stand-in for the
  # half/bfloat16 conversions and dtype names these modules use.
  cat > "$out/dtype_stub.c" <<'STUB'
#include <string.h>
#include "ts_dtype.h"
float ts_half_to_float(ts_half h) {
  unsigned s = (h >> 15) & 1, e = (h >> 10) & 0x1f, m = h & 0x3ff; unsigned b;
  if (e == 0) { if (m == 0) b = s << 31; else { int k = -1; do { m <<= 1; k++; } while (!(m & 0x400));
      b = (s << 31) | ((unsigned)(127 - 15 - k) << 23) | ((m & 0x3ff) << 13); } }
  else if (e == 31) b = (s << 31) | 0x7f800000u | (m << 13);
  else b = (s << 31) | ((e + 112) << 23) | (m << 13);
  float f; memcpy(&f, &b, 4); return f; }
ts_half ts_float_to_half(float f) {
  unsigned b; memcpy(&b, &f, 4); unsigned s = (b >> 16) & 0x8000; int e = (int)((b >> 23) & 0xff); unsigned m = b & 0x7fffff;
  if (e == 255) return (ts_half)(s | 0x7c00 | (m ? 0x200 : 0));
  int ne = e - 127 + 15;
  if (ne >= 31) return (ts_half)(s | 0x7c00);
  if (ne <= 0) { if (ne < -10) return (ts_half)s; m |= 0x800000; unsigned sh = (unsigned)(14 - ne);
    unsigned r = m >> sh, rem = m & ((1u << sh) - 1), half = 1u << (sh - 1);
    if (rem > half || (rem == half && (r & 1))) r++; return (ts_half)(s | r); }
  unsigned r = (unsigned)(ne << 10) | (m >> 13), rem = m & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (r & 1))) r++; return (ts_half)(s | r); }
float ts_bf16_to_float(ts_bf16 h) { unsigned b = (unsigned)h << 16; float f; memcpy(&f, &b, 4); return f; }
ts_bf16 ts_float_to_bf16(float f) { unsigned b; memcpy(&b, &f, 4); if ((b & 0x7fffffff) > 0x7f800000) return 0x7fc0;
  return (ts_bf16)((b + 0x7fff + ((b >> 16) & 1)) >> 16); }
bool ts_dtype_is_float(ts_DType t) { return t == TS_FLOAT16 || t == TS_BFLOAT16 || t == TS_FLOAT32 || t == TS_FLOAT64; }
static const char *names[] = {"torch.bool", "torch.uint8", "torch.int8", "torch.int16", "torch.int32",
  "torch.int64", "torch.float16", "torch.bfloat16", "torch.float32", "torch.float64"};
const char *ts_dtype_name(ts_DType t) { return (unsigned)t < TS_NDTYPES ? names[t] : "?"; }
STUB
  srcs="$srcs $out/dtype_stub.c"
fi
inc="-Icore/base -Icore/tensor -Icore/base/private -Icore/tensor/private"
flags="-std=c11 -Wall -Wextra -Wno-unused-parameter -O2"
rc=0
for t in test_rng test_print; do
  [ -f tests/c/$t.c ] || continue
  gcc $flags $inc -o "$out/$t" tests/c/$t.c $srcs -lm
  gcc $flags -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined \
      $inc -o "$out/${t}_san" tests/c/$t.c $srcs -lm
  "$out/$t" | tail -n 40 || rc=1
  "$out/${t}_san" > "$out/${t}_san.log" 2>&1 && echo "$t (asan/ubsan): ok" || { echo "$t (asan/ubsan): FAILED"; tail -20 "$out/${t}_san.log"; rc=1; }
done
# WASM=1: also build with emcc and run under node (musl libm, no x87/FMA).
# Objects at -O2, link at -O0 (the Debian emscripten's JS optimizer lacks acorn).
if [ "${WASM:-0}" = 1 ] && command -v emcc >/dev/null; then
  for t in test_rng test_print; do
    objs=""
    for f in tests/c/$t.c $srcs; do
      o="$out/wasm_$(basename "$f" .c).o"
      emcc -std=c11 -O2 $inc -c "$f" -o "$o"
      objs="$objs $o"
    done
    emcc -O0 -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=node -sSINGLE_FILE=1 -o "$out/$t.js" $objs -lm
    node "$out/$t.js" | grep -v ' 0 fail' | tail -n 8 || true
  done
fi
exit $rc
