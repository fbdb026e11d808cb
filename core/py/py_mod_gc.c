/* py_mod_gc.c — the gc module: collect() runs the cycle collector (which
 * calls __del__ of cyclic garbage first, py_gc.c); enable/disable and the
 * thresholds are accepted, the collector keeps its own schedule (so
 * isenabled() stays True). */
#include "py_runtime.h"
#include "py_builtins.h"

static py_Obj *gc_collect(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    (void)self; (void)args;
    if (nargs > 1 || (kwnames && py_tuple_len(kwnames) > 1))
        return py_err_format(S, PY_T(TypeError), "collect() takes at most 1 argument (%d given)", (int)nargs);
    return py_int_from_i64(S, (int64_t)py_gc_collect(S));
}

static py_Obj *gc_enable(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "enable", nargs, kwnames, 0, 0) < 0) return NULL;
    PY_RETURN_NONE(S);
}

static py_Obj *gc_disable(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "disable", nargs, kwnames, 0, 0) < 0) return NULL;
    PY_RETURN_NONE(S);
}

static py_Obj *gc_isenabled(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "isenabled", nargs, kwnames, 0, 0) < 0) return NULL;
    return PY_BOOL(S, true);
}

static py_Obj *gc_get_threshold(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "get_threshold", nargs, kwnames, 0, 0) < 0) return NULL;
    py_Obj *a = py_int_from_i64(S, 2000), *b = py_int_from_i64(S, 10), *c = py_int_from_i64(S, 0);
    py_Obj *t = a && b && c ? py_tuple_pack(S, 3, a, b, c) : NULL;
    py_xdecref(S, a); py_xdecref(S, b); py_xdecref(S, c);
    return t;
}

static py_Obj *gc_set_threshold(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "set_threshold", nargs, kwnames, 1, 3) < 0) return NULL;
    PY_RETURN_NONE(S);
}

static py_Obj *gc_is_tracked(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "is_tracked", nargs, kwnames, 1, 1) < 0) return NULL;
    py_Obj *o = args[0];
    return PY_BOOL(S, py_obj_has_gc(o) && py_gc_head(o)->next != NULL);
}

static const py_MethodDef gc_funcs[] = {
    {"collect", gc_collect, PY_METH_STATIC},
    {"enable", gc_enable, PY_METH_STATIC},
    {"disable", gc_disable, PY_METH_STATIC},
    {"isenabled", gc_isenabled, PY_METH_STATIC},
    {"get_threshold", gc_get_threshold, PY_METH_STATIC},
    {"set_threshold", gc_set_threshold, PY_METH_STATIC},
    {"is_tracked", gc_is_tracked, PY_METH_STATIC},
    {NULL, NULL, 0}
};

const py_ModuleDef py_moddef_gc = {"gc", gc_funcs, NULL};
