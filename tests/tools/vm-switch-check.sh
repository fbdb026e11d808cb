#!/bin/sh
# vm-switch-check.sh — ctest vm_switch_dispatch: the engine built with the
# eval loop's switch dispatch (PY_NO_COMPUTED_GOTO, CMakeLists.txt) runs a few
# programs that exercise every way out of the loop (calls inline and not,
# generators, exceptions and their tracebacks, frames) and must print exactly
# their expected output. (The whole suite: run-py.mjs --bin build/nnscope_switch.)
#   tests/tools/vm-switch-check.sh NNSCOPE_SWITCH TESTS_PY_DIR
bin=$1; dir=$2; bad=0
for t in lang/lang_exceptions_flow lang/lang_generator_values lang/lang_class_call_paths \
         lang/lang_closures_cells tracebacks/vm_tb_01 tracebacks/vm_tb_02 frames/frames_basic; do
    n=$(basename "$t")  # expected tracebacks name /snippets/N/N.py (run-py.mjs)
    if ! "$bin" run "$dir/$t.py" 2>&1 | sed "s|$dir/$t.py|/snippets/$n/$n.py|g" | cmp -s - "$dir/$t.out"; then
        echo "FAIL $t"; bad=1
    fi
done
exit $bad
