/* py_state.c — interpreter state: creation in py_init.h's order, teardown,
 * output sink with its cap, operation budget, native recursion guard. */
#include "py_runtime.h"
#include "py_init.h"

#include <stdlib.h>
#include <string.h>

/* Create a state; NULL if start-up fails (the error is printed to the sink). */
py_State *py_state_new(const py_Limits *limits, py_Output out)
{
    py_StateX *x = calloc(1, sizeof *x);
    if (!x)
        return NULL;
    py_State *S = &x->s;
    if (limits)
        S->limits = *limits;
    if (S->limits.recursion_limit <= 0)
        S->limits.recursion_limit = 1000;
    nb_heap_init(&S->heap, S->limits.mem_cap);
    S->out = out;
    S->ext = &x->ext;
    S->gc_list.next = S->gc_list.prev = &S->gc_list;
    S->gc_mid.next = S->gc_mid.prev = &S->gc_mid;
    S->gc_old.next = S->gc_old.prev = &S->gc_old;
    x->rt.type_epoch = 1;
    x->rt.gc_threshold = PY_GC_THRESHOLD;
    if (py_init_objects(S) < 0 || py_init_numbers(S) < 0 || py_init_strings(S) < 0 ||
        py_init_containers(S) < 0 || py_init_builtins(S) < 0) {
        if (S->exc) {
            py_Obj *e = py_err_fetch(S);
            const char *msg = "nnscope: interpreter start-up failed\n";
            if (out.write)
                out.write(out.ud, 2, msg, strlen(msg));
            py_decref(S, e);
        }
        py_state_free(S);
        return NULL;
    }
    /* raised when even a fresh MemoryError cannot be allocated */
    x->rt.memerr = py_exc_new(S, PY_T(MemoryError), S->empty_tuple);
    if (!x->rt.memerr) {
        py_state_free(S);
        return NULL;
    }
    return S;
}

/* Release everything (see py_init.h for the order). */
void py_state_free(py_State *S)
{
    if (!S)
        return;
    py_err_clear(S);
    py_fini_builtins(S);
    py_err_clear(S);
    py_setref(S, &S->handled, NULL);
    py_setref(S, &PY_RT(S)->memerr, NULL);
    py_module_fini(S);
    py_setref(S, &S->main_dict, NULL);
    py_setref(S, &S->builtins, NULL);
    py_setref(S, &S->source_lines, NULL);
    py_setref(S, &S->filename, NULL);
    while (py_gc_collect(S) > 0)
        ;
    py_type_clear_statics(S);
    while (py_gc_collect(S) > 0)
        ;
    py_err_clear(S);
    py_fini_objects(S);
    py_RT *rt = PY_RT(S);
    py_free(S, rt->moddefs, (size_t)rt->capmoddefs * sizeof *rt->moddefs);
    py_free(S, rt->statics, (size_t)rt->capstatics * sizeof *rt->statics);
    py_vm_fini(S);
    py_weakref_fini(S);
    nb_heap_fini(&S->heap);
    free((py_StateX *)S);
}

static int limit_error(py_State *S);

static int out_limit_error(py_State *S)
{
    if (!S->budget_hit)
        PY_RT(S)->limit_hit = PY_LIMIT_OUTPUT;
    S->budget_hit = true;
    return limit_error(S);
}

/* Output past limits.out_cap ends the run: the bytes that still fit are
 * written, BudgetExceeded is raised (uncatchable, like the operation budget)
 * and later writes to stream 1 fail. Stream 2 keeps PY_OUT_RESERVE bytes so
 * the traceback that reports the error still comes out. */
int py_write(py_State *S, int stream, const char *s, size_t n)
{
    size_t cap = S->limits.out_cap;
    if (cap && n > cap - (S->out_bytes < cap ? S->out_bytes : cap)) {
        if (S->out_bytes >= cap && stream == 2) {
            size_t used = S->out_bytes - cap;
            size_t room = used < PY_OUT_RESERVE ? PY_OUT_RESERVE - used : 0;
            if (n > room)
                n = room;
            S->out_bytes += n;
            if (n && S->out.write)
                S->out.write(S->out.ud, stream, s, n);
            return 0;
        }
        if (S->out_bytes < cap) {
            size_t room = cap - S->out_bytes;
            if (S->out.write)
                S->out.write(S->out.ud, stream, s, room);
            S->out_bytes = cap;
        }
        return out_limit_error(S);
    }
    S->out_bytes += n;
    if (S->out.write && n)
        S->out.write(S->out.ud, stream, s, n);
    return 0;
}

/* Raise the error of the limit that was hit (kept raised: every later check
 * fails the same way, so no handler can resume the program). */
static int limit_error(py_State *S)
{
    if (S->exc && py_err_matches(S, PY_T(BudgetExceeded)))
        return -1;
    if (PY_RT(S)->limit_hit == PY_LIMIT_OUTPUT)
        py_err_format(S, PY_T(BudgetExceeded), "output limit of %zu bytes exceeded "
                      "(raise it with --out MB, 0 for no limit)", S->limits.out_cap);
    else
        py_err_format(S, PY_T(BudgetExceeded), "operation budget of %llu exceeded "
                      "(raise it with --budget N, 0 for no limit)", (unsigned long long)S->limits.op_budget);
    return -1;
}

int py_charge(py_State *S, uint64_t units)
{
    S->ops += units;
    if (S->budget_hit || (S->limits.op_budget && S->ops > S->limits.op_budget)) {
        if (!S->budget_hit)
            PY_RT(S)->limit_hit = PY_LIMIT_OPS;
        S->budget_hit = true;
        return limit_error(S);
    }
    return 0;
}

/* `where` is appended to the message, e.g. " while getting the repr of an
 * object" (may be NULL). */
/* Native nesting allowed whatever the recursion limit: CPython's C recursion
 * limit (Py_C_RECURSION_LIMIT, 10,000 on Linux); in WebAssembly the
 * JavaScript engine's stack also holds the frames (see py_vm.c). */
#ifdef __EMSCRIPTEN__
#define C_DEPTH_MAX 1500
#else
#define C_DEPTH_MAX 10000
#endif

int py_enter_recursive(py_State *S, const char *where)
{
    int64_t limit = (int64_t)S->limits.recursion_limit + 50;
    if (limit > C_DEPTH_MAX)
        limit = C_DEPTH_MAX;
    if (++S->c_depth > limit || py_stack_low(S)) {
        S->c_depth--;
        return py_err_recursion(S, where);
    }
    return 0;
}

bool py_stack_low(py_State *S)
{
    return !PY_RT(S)->stack_raising && nb_stack_low();
}

int py_err_recursion(py_State *S, const char *where)
{
    py_RT *rt = PY_RT(S);
    /* building the RecursionError calls its type: let that through both
     * guards (py_call's nesting count and the stack check) */
    bool raising = rt->stack_raising;
    int depth = rt->call_depth;
    rt->stack_raising = true;
    rt->call_depth = 0;
    py_err_format(S, PY_T(RecursionError), "maximum recursion depth exceeded%s", where ? where : "");
    rt->call_depth = depth;
    rt->stack_raising = raising;
    return -1;
}

void py_leave_recursive(py_State *S)
{
    S->c_depth--;
}
