/* fuzz_parse.c — libFuzzer target: arbitrary bytes through the lexer and the
 * parser (py_parse) and, when they parse, the AST dump. Any input must end in
 * an AST or a Python exception (SyntaxError, MemoryError, RecursionError...),
 * never a crash, a sanitizer report or a leak. Built by tests/fuzz/build.sh. */
#include <stddef.h>
#include <stdint.h>

#include "py.h"
#include "py_ast.h"

static void sink(void *ud, int stream, const char *s, size_t n)
{
    (void)ud; (void)stream; (void)s; (void)n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static py_State *S;
    if (!S) {
        py_Limits lim = { .op_budget = 1000000, .mem_cap = (size_t)64 << 20,
                          .out_cap = 1 << 16, .recursion_limit = 200 };
        S = py_state_new(&lim, (py_Output){ sink, NULL });
        if (!S)
            return 0;
    }
    py_Obj *fname = py_str_from(S, "<fuzz>");
    py_Arena *a = fname ? py_arena_new(S) : NULL;
    if (a) {
        py_Node *mod = py_parse(S, a, (const char *)data, size, fname);
        if (mod) {
            py_Obj *d = py_ast_dump(S, mod);
            py_xdecref(S, d);
        }
        py_arena_free(S, a);
    }
    py_xdecref(S, fname);
    py_err_clear(S);
    return 0;
}
