/* py_mod_gc.c — the gc module: collect() runs the cycle collector (which
 * calls __del__ of cyclic garbage first, py_gc.c); enable/disable and the
 * thresholds are accepted, the collector keeps its own schedule (so
 * isenabled() stays True). get_objects, get_referrers and get_referents
 * walk the tracked objects and what their traverse functions visit. */
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

/* Append every tracked object of generation `gen` (-1: all; 0 young, 1
 * middle, 2 old) to list l, except l itself. */
static int add_tracked(py_State *S, py_Obj *l, int gen)
{
    PY_GC_FOREACH(S, g) {
        int mine = gen_ == 2 ? 0 : gen_ == 1 ? 1 : 2;   /* the macro walks old, middle, young */
        py_Obj *o = (py_Obj *)(g + 1);
        if ((gen >= 0 && mine != gen) || o == l || o->refcnt <= 0) continue;
        if (py_list_append(S, l, o) < 0) return -1;
    }
    return 0;
}

static py_Obj *gc_get_objects(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "get_objects", args, nargs, kwnames, "|generation", a) < 0) return NULL;
    int64_t gen = -1;
    if (a[0] && a[0] != S->None) {
        if (!py_isinstance_type(a[0], PY_T(int)))
            return py_err_format(S, PY_T(TypeError), "argument should be integer or None, not '%s'",
                                 py_obj_typename(a[0]));
        if (py_as_int64(S, a[0], &gen) < 0) return NULL;
        if (gen >= 3)
            return py_err_setstr(S, PY_T(ValueError),
                                 "generation parameter must be less than the number of available generations (3)");
        if (gen < -1) return py_err_setstr(S, PY_T(ValueError), "generation parameter cannot be negative");
    }
    py_Obj *l = py_list_new(S, 0);
    if (!l || add_tracked(S, l, (int)gen) < 0) { py_xdecref(S, l); return NULL; }
    return l;
}

typedef struct Probe { py_Obj *const *targets; py_ssize n; bool hit; py_Obj *out; py_State *S; int err; } Probe;

static int visit_probe(py_Obj *o, void *arg)
{
    Probe *p = arg;
    for (py_ssize i = 0; i < p->n; i++)
        if (o == p->targets[i]) { p->hit = true; return 1; }
    return 0;
}

static int visit_collect(py_Obj *o, void *arg)
{
    Probe *p = arg;
    if (o && py_list_append(p->S, p->out, o) < 0) { p->err = 1; return 1; }
    return 0;
}

/* gc.get_referrers(*objs): the tracked objects that refer to one of objs
 * (an instance of a class refers to its class, as in CPython). */
static py_Obj *gc_get_referrers(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (kwnames && py_tuple_len(kwnames)) return py_err_setstr(S, PY_T(TypeError), "gc.get_referrers() takes no keyword arguments");
    py_Obj *all = py_list_new(S, 0), *l = all ? py_list_new(S, 0) : NULL;
    if (!l || add_tracked(S, all, -1) < 0) { py_xdecref(S, all); py_xdecref(S, l); return NULL; }
    for (py_ssize i = 0; i < py_list_len(all); i++) {
        py_Obj *o = py_list_getB(all, i);
        if (o == l) continue;
        Probe p = {args, nargs, false, NULL, S, 0};
        for (py_ssize k = 0; k < nargs && !p.hit; k++)
            p.hit = (py_Obj *)o->type == args[k] && (o->type->flags & PY_TPFLAG_HEAPTYPE);
        if (!p.hit && o->type->traverse) o->type->traverse(o, visit_probe, &p);
        if (p.hit && py_list_append(S, l, o) < 0) { py_decref(S, all); py_decref(S, l); return NULL; }
    }
    py_decref(S, all);
    return l;
}

/* gc.get_referents(*objs): what the traverse function of each visits. */
static py_Obj *gc_get_referents(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (kwnames && py_tuple_len(kwnames)) return py_err_setstr(S, PY_T(TypeError), "gc.get_referents() takes no keyword arguments");
    py_Obj *l = py_list_new(S, 0);
    if (!l) return NULL;
    for (py_ssize k = 0; k < nargs; k++) {
        py_Obj *o = args[k];
        if (!py_obj_has_gc(o) || !o->type->traverse) continue;
        Probe p = {NULL, 0, false, l, S, 0};
        o->type->traverse(o, visit_collect, &p);
        if (p.err) { py_decref(S, l); return NULL; }
    }
    return l;
}

static const py_MethodDef gc_funcs[] = {
    {"get_objects", gc_get_objects, PY_METH_STATIC},
    {"get_referrers", gc_get_referrers, PY_METH_STATIC},
    {"get_referents", gc_get_referents, PY_METH_STATIC},
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
