#!/bin/sh
# check-layers.sh — the layering check (issue 13; core/layers.txt says which
# layers each may use). Cheap: an incremental build of the per-layer
# libraries, then
#   1. every layer library compiles with only its own headers and the public
#      headers of the layers it uses (the CMake build gives it no others);
#   2. layer_alone_tensor (base, kern, tensor+autograd) and layer_alone_py
#      (base, py) link every object of those libraries with nothing above
#      them, and run;
#   3. no source reaches around the include paths (#include "../x.h" or a
#      private/ path), and the interpreter embeds no torch Python module.
# Prints "N passed, M failed" (test-all.mjs counts it).
#   tests/tools/check-layers.sh [BUILD_DIR]      (default build)
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=${1:-$root/build}
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; }

cmake -S "$root" -B "$dir" >/dev/null || { echo "0 passed, 1 failed"; exit 1; }
for l in $(awk '/^[a-z]/ && $1 != "cli" { print $1 }' "$root/core/layers.txt"); do
  if cmake --build "$dir" -j2 --target "nnscope_$l" >/tmp/check-layers.$$ 2>&1; then ok "layer $l compiles with its allowed headers"
  else bad "layer $l"; tail -20 /tmp/check-layers.$$; fi
done
for t in layer_alone_tensor layer_alone_py; do
  if cmake --build "$dir" -j2 --target "$t" >/tmp/check-layers.$$ 2>&1 && "$dir/$t"; then ok "$t links and runs alone"
  else bad "$t"; tail -20 /tmp/check-layers.$$; fi
done
rm -f /tmp/check-layers.$$
esc=$(grep -rnE '#include "[^"]*/' "$root/core" "$root/wasm-build" --include='*.c' --include='*.h' | grep -v '/nb_math_sleef' || true)
if [ -z "$esc" ]; then ok "no include reaches around the include paths"; else bad "path includes:"; echo "$esc"; fi
torch=$(ls "$root/core/py/lib" | grep '^torch' || true)
if [ -z "$torch" ]; then ok "core/py/lib embeds no torch module"; else bad "torch modules in core/py/lib:"; echo "$torch"; fi
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
