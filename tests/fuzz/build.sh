#!/bin/sh
# build.sh — build the libFuzzer targets (clang, -fsanitize=fuzzer,address,
# undefined with float-cast-overflow, halting on the first report) into
# build-fuzz/: fuzz_parse (bytes -> lexer/parser), fuzz_run (bytes -> a whole
# program under small limits), fuzz_torch_ops (bytes -> a sequence of tensor
# ops) and fuzz_scene (bytes -> a program under the scene recorder + its
# JSON), and seed campaign corpora build-fuzz/corpus-TARGET from the stored
# minimized corpus tests/fuzz/corpus/TARGET, tests/py, tests/hostile and
# tests/fuzz/regressions.
#   tests/fuzz/build.sh            build
#   build-fuzz/fuzz_run build-fuzz/corpus-run -max_total_time=600
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${FUZZ_OUT:-$root/build-fuzz}
mkdir -p "$out/obj" "$out/corpus-parse" "$out/corpus-run"
CC=${CC:-clang}
CFLAGS="-std=c11 -g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined,float-cast-overflow -fno-sanitize-recover=all -Wno-unused-parameter"
inc=""
for l in base kern tensor autograd py nn optim scope; do
  [ -d "$root/core/$l" ] && inc="$inc -I$root/core/$l"
done
# embedded Python-source modules (as CMake does)
src_list=$(ls "$root"/core/py/lib/*.py "$root"/core/nn/lib/*.py 2>/dev/null | tr '\n' ';')
cmake -DOUT="$out/py_frozen.c" "-DSOURCES=$src_list" -P "$root/cmake/embed.cmake" >/dev/null
# FUZZ_CORE_ONLY=1: the interpreter alone (no torch layers; py_ext_init is
# a no-op) — quicker to build, and independent of work in progress there.
layers="base kern tensor autograd py nn optim scope"
extra=""
if [ "${FUZZ_CORE_ONLY:-0}" = 1 ]; then
  layers="base py"
  printf '#include "py.h"\nint py_ext_init(py_State *S) { (void)S; return 0; }\nvoid py_ext_fini(py_State *S) { (void)S; }\n' > "$out/ext_none.c"
  extra="$out/ext_none.c"
  out_sfx=-core
fi
objs=""
srcs=""
todo="$out/todo.txt"
: > "$todo"
for l in $layers; do srcs="$srcs $root/core/$l/*.c"; done
for f in $srcs "$out/py_frozen.c" $extra; do
  [ -f "$f" ] || continue
  case "$f" in *_simd128.c) continue;; esac
  o="$out/obj/$(basename "$(dirname "$f")")_$(basename "$f" .c).o"
  if [ ! -f "$o" ] || [ "$f" -nt "$o" ] || [ -n "$(find "$root/core" -name '*.h' -newer "$o" | head -1)" ]; then
    echo "$f $o" >> "$todo"
  fi
  objs="$objs $o"
done
# compile what changed, JOBS (default 2) at a time; a failure stops the build
# (and removes the half-written object, so the next run retries it)
export CC CFLAGS inc
xargs -r -P "${JOBS:-2}" -n 2 sh -c 'echo "cc $0"; $CC $CFLAGS $inc -c "$0" -o "$1" || { rm -f "$1"; exit 255; }' < "$todo"
targets="parse run"
[ "${FUZZ_CORE_ONLY:-0}" = 1 ] || targets="$targets torch_ops scene"
for t in $targets; do
  $CC $CFLAGS $inc -fsanitize=fuzzer "$root/tests/fuzz/fuzz_$t.c" $objs -lm -o "$out/fuzz_$t${out_sfx:-}"
done
# campaign seeds: the stored corpora, every test and hostile program (small
# ones), the regressions; the ops target starts from its own corpus only
for t in $targets; do
  mkdir -p "$out/corpus-$t"
  [ -d "$root/tests/fuzz/corpus/$t" ] && cp "$root/tests/fuzz/corpus/$t"/* "$out/corpus-$t"/ 2>/dev/null || true
done
for f in $(find "$root/tests/py" "$root/tests/hostile" "$root/tests/fuzz/regressions" -name '*.py' -size -64k 2>/dev/null); do
  for t in parse run scene; do
    [ -d "$out/corpus-$t" ] && cp "$f" "$out/corpus-$t/$(basename "$f")"
  done
done
for t in $targets; do echo "built $out/fuzz_$t${out_sfx:-}"; done
