/* py_mod_time.c — _time, the native half of the time module (lib/time.py): clocks (time, perf_counter, monotonic
 * and their _ns forms) and a sleep() that never blocks but moves every clock forward by its length, so code
 * that sleeps and then measures (timeouts, rate limits) sees the time pass. */
#define _POSIX_C_SOURCE 200809L
#include <time.h>

#include "py.h"
#include "py_builtins.h"
#include "py_runtime.h"

static double clock_sec(py_State *S, int which, int64_t *ns)
{
    struct timespec ts;
#if defined(CLOCK_MONOTONIC)
    clock_gettime(which ? CLOCK_MONOTONIC : CLOCK_REALTIME, &ts);
#else
    timespec_get(&ts, TIME_UTC);
#endif
    int64_t t = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec + PY_RT(S)->slept_ns;
    if (ns) *ns = t;
    return (double)(t / 1000000000) + (double)(t % 1000000000) * 1e-9;
}

static py_Obj *time_time(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_float_new(S, clock_sec(S, 0, NULL));
}

static py_Obj *time_time_ns(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    int64_t ns;
    clock_sec(S, 0, &ns);
    return py_int_from_i64(S, ns);
}

static py_Obj *time_perf(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_float_new(S, clock_sec(S, 1, NULL));
}

static py_Obj *time_perf_ns(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    int64_t ns;
    clock_sec(S, 1, &ns);
    return py_int_from_i64(S, ns);
}

/* sleep() validates its argument and returns at once: a sandboxed program
 * never blocks. */
static py_Obj *time_sleep(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "sleep", nargs, kwnames, 1, 1) < 0) return NULL;
    double d;
    if (py_isinstance_type(args[0], PY_T(float))) d = py_float_val(args[0]);
    else {
        py_ssize n;
        if (py_as_ssize(S, args[0], &n) < 0) return NULL;
        d = (double)n;
    }
    if (d != d) return py_err_setstr(S, PY_T(ValueError), "Invalid value NaN (not a number)");
    if (d < 0) return py_err_setstr(S, PY_T(ValueError), "sleep length must be non-negative");
    if (d < 1e9) PY_RT(S)->slept_ns += (int64_t)(d * 1e9);
    PY_RETURN_NONE(S);
}

static const py_MethodDef time_funcs[] = {
    {"time", time_time, PY_METH_STATIC},
    {"time_ns", time_time_ns, PY_METH_STATIC},
    {"perf_counter", time_perf, PY_METH_STATIC},
    {"perf_counter_ns", time_perf_ns, PY_METH_STATIC},
    {"monotonic", time_perf, PY_METH_STATIC},
    {"monotonic_ns", time_perf_ns, PY_METH_STATIC},
    {"process_time", time_perf, PY_METH_STATIC},
    {"sleep", time_sleep, PY_METH_STATIC},
    {NULL, NULL, 0}
};

const py_ModuleDef py_moddef_time = {"_time", time_funcs, NULL};
