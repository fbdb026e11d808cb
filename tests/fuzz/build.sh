#!/bin/sh
# build.sh — build the libFuzzer targets (clang, -fsanitize=fuzzer,address,undefined)
# into build-fuzz/: fuzz_parse (bytes -> lexer/parser) and fuzz_run (bytes -> a
# whole program under small limits), and seed their corpora from tests/py,
# tests/hostile and tests/fuzz/regressions.
#   tests/fuzz/build.sh            build
#   build-fuzz/fuzz_run build-fuzz/corpus-run -max_total_time=600
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${FUZZ_OUT:-$root/build-fuzz}
mkdir -p "$out/obj" "$out/corpus-parse" "$out/corpus-run"
CC=${CC:-clang}
CFLAGS="-std=c11 -g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -Wno-unused-parameter"
inc=""
for l in base kern tensor autograd py nn optim scope; do
  [ -d "$root/core/$l" ] && inc="$inc -I$root/core/$l"
done
# embedded Python-source modules (as CMake does)
src_list=$(ls "$root"/core/py/lib/*.py "$root"/core/nn/lib/*.py 2>/dev/null | tr '\n' ';')
cmake -DOUT="$out/py_frozen.c" "-DSOURCES=$src_list" -P "$root/cmake/embed.cmake" >/dev/null
objs=""
for f in "$root"/core/base/*.c "$root"/core/kern/*.c "$root"/core/tensor/*.c "$root"/core/autograd/*.c \
         "$root"/core/py/*.c "$root"/core/nn/*.c "$root"/core/optim/*.c "$root"/core/scope/*.c "$out/py_frozen.c"; do
  [ -f "$f" ] || continue
  case "$f" in *_simd128.c) continue;; esac
  o="$out/obj/$(basename "$(dirname "$f")")_$(basename "$f" .c).o"
  if [ ! -f "$o" ] || [ "$f" -nt "$o" ] || [ -n "$(find "$root/core" -name '*.h' -newer "$o" | head -1)" ]; then
    echo "cc $f"
    $CC $CFLAGS $inc -c "$f" -o "$o"
  fi
  objs="$objs $o"
done
for t in parse run; do
  $CC $CFLAGS $inc -fsanitize=fuzzer "$root/tests/fuzz/fuzz_$t.c" $objs -lm -o "$out/fuzz_$t"
done
# seeds: every test and hostile program (small ones), plus the regressions
for f in $(find "$root/tests/py" "$root/tests/hostile" "$root/tests/fuzz/regressions" -name '*.py' -size -64k 2>/dev/null); do
  cp "$f" "$out/corpus-parse/$(basename "$f")"
  cp "$f" "$out/corpus-run/$(basename "$f")"
done
echo "built $out/fuzz_parse $out/fuzz_run"
