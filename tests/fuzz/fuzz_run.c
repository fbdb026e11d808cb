/* fuzz_run.c — libFuzzer target: arbitrary bytes run as a whole program in a
 * fresh interpreter with a small operation budget, memory cap, output cap and
 * recursion limit. Every input must end by itself with its output or a
 * Python-style error: never a crash, a hang, a sanitizer report or a leak.
 * Built by tests/fuzz/build.sh. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "py.h"
#ifndef FUZZ_CORE_ONLY
#include "op.h"
#endif

static void sink(void *ud, int stream, const char *s, size_t n)
{
    (void)ud; (void)stream; (void)s; (void)n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    py_Limits lim = { .op_budget = 200000, .mem_cap = (size_t)64 << 20,
                      .out_cap = 1 << 16, .recursion_limit = 100 };
#ifndef FUZZ_CORE_ONLY
    py_ext_register(&nn_torch_ext);   /* the torch layers join as extensions */
    py_ext_register(&op_optim_ext);
#endif
    py_State *S = py_state_new(&lim, (py_Output){ sink, NULL });
    if (!S)
        return 0;
    /* the engine's front doors pass a NUL-terminated copy */
    char *src = malloc(size + 1);
    if (src) {
        memcpy(src, data, size);
        src[size] = 0;
        py_run_program(S, src, size, "fuzz.py");
        free(src);
    }
    py_state_free(S);
    return 0;
}
