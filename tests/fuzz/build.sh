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
# Per-layer include discipline, as CMake has it (core/layers.txt): a layer's
# file sees its own directories with private/ and the public directories of
# the layers it uses. The fuzz drivers are white-box: they see everything.
layers_file="$root/core/layers.txt"
pub_dirs() {  # pub_dirs LAYER...: -I for each layer's public directories
  for l in "$@"; do
    dirs=$(awk -v l="$l" '$1 == l { print $2 }' "$layers_file" | tr ',' ' ')
    for d in $dirs; do printf ' -I%s' "$root/core/$d"; done
  done
}
priv_dirs() {
  dirs=$(awk -v l="$1" '$1 == l { print $2 }' "$layers_file" | tr ',' ' ')
  for d in $dirs; do
    if [ -d "$root/core/$d/private" ]; then printf ' -I%s' "$root/core/$d/private"; fi
  done
}
uses_of() { awk -v l="$1" '$1 == l { print $3 }' "$layers_file" | tr ',' ' ' | sed 's/^-$//'; }
# FUZZ_CORE_ONLY=1: the interpreter alone (base and py; no extension is
# registered) — quicker to build, and independent of work in progress above.
layers="base kern tensor py nn optim scope"
embed="py:py_frozen_modules:core/py/lib nn:nn_frozen_modules:core/nn/lib optim:op_frozen_modules:core/optim/lib"
extra_cflags=""
if [ "${FUZZ_CORE_ONLY:-0}" = 1 ]; then
  layers="base py"
  embed="py:py_frozen_modules:core/py/lib"
  extra_cflags="-DFUZZ_CORE_ONLY"
  out_sfx=-core
fi
inc=""
for l in $layers; do inc="$inc$(pub_dirs "$l")$(priv_dirs "$l")"; done
objs=""
todo="$out/todo.txt"
: > "$todo"
# embedded Python-source modules (as CMake does: one table per layer)
for e in $embed; do
  l=${e%%:*}; rest=${e#*:}; table=${rest%%:*}; dir=${rest#*:}
  src_list=$(ls "$root"/$dir/*.py 2>/dev/null | tr '\n' ';')
  cmake -DOUT="$out/$table.c" -DNAME="$table" "-DSOURCES=$src_list" -P "$root/cmake/embed.cmake" >/dev/null
  echo "$out/$table.c $out/obj/gen_$table.o $(pub_dirs base py)" >> "$todo.gen"
done
for l in $layers; do
  linc="$(pub_dirs "$l" $(uses_of "$l"))$(priv_dirs "$l")"
  dirs=$(awk -v l="$l" '$1 == l { print $2 }' "$layers_file" | tr ',' ' ')
  for d in $dirs; do
    for f in "$root"/core/$d/*.c; do
      [ -f "$f" ] || continue
      case "$f" in *_simd128.c) continue;; esac
      o="$out/obj/${d}_$(basename "$f" .c).o"
      if [ ! -f "$o" ] || [ "$f" -nt "$o" ] || [ -n "$(find "$root/core" -name '*.h' -newer "$o" | head -1)" ]; then
        echo "$f $o $linc" >> "$todo"
      fi
      objs="$objs $o"
    done
  done
done
for e in $embed; do
  rest=${e#*:}; table=${rest%%:*}
  o="$out/obj/gen_$table.o"
  if [ ! -f "$o" ] || [ "$out/$table.c" -nt "$o" ]; then grep " $o " "$todo.gen" >> "$todo"; fi
  objs="$objs $o"
done
rm -f "$todo.gen"
# compile what changed, JOBS (default 2) at a time; a failure stops the build
# (and removes the half-written object, so the next run retries it)
export CC CFLAGS
xargs -r -P "${JOBS:-2}" -L 1 sh -c 'f=$0; o=$1; shift; echo "cc $f"; $CC $CFLAGS "$@" -c "$f" -o "$o" || { rm -f "$o"; exit 255; }' < "$todo"
targets="parse run"
[ "${FUZZ_CORE_ONLY:-0}" = 1 ] || targets="$targets torch_ops scene"
for t in $targets; do
  $CC $CFLAGS $extra_cflags $inc -fsanitize=fuzzer "$root/tests/fuzz/fuzz_$t.c" $objs -lm -o "$out/fuzz_$t${out_sfx:-}"
done
# campaign seeds: the stored corpora, every test and hostile program (small
# ones), the regressions; the ops target starts from its own corpus only
for t in $targets; do
  mkdir -p "$out/corpus-$t"
  [ -d "$root/tests/fuzz/corpus/$t" ] && cp "$root/tests/fuzz/corpus/$t"/* "$out/corpus-$t"/ 2>/dev/null || true
done
for f in $(find "$root/tests/py" "$root/tests/hostile" "$root/tests/fuzz/regressions" -name '*.py' -size -64k 2>/dev/null); do
  for t in parse run scene; do
    if [ -d "$out/corpus-$t" ]; then cp "$f" "$out/corpus-$t/$(basename "$f")"; fi
  done
done
for t in $targets; do echo "built $out/fuzz_$t${out_sfx:-}"; done
