/* py_weakref.c — the _weakref module: weak references that do not keep
 * their referent alive. Instances of classes (heap types) are referenced
 * weakly: a registry (pointer -> list of refs, in py_RT) is consulted when
 * such an instance is freed (subtype_dealloc calls py_weakref_clear), each
 * ref then reads None and its callback runs. Other objects that CPython can
 * weakly reference (functions, types, sets, tensors, ...) are held strongly
 * here (they outlive their refs); int, str, tuple, list, dict, ... raise
 * CPython's TypeError. weakref.py builds the containers on top. */
#include "py.h"
#include "py_builtins.h"
#include "py_complex.h"
#include "py_runtime.h"

#include <string.h>

typedef struct py_WeakRef {
    PY_HEAD;
    py_Obj *obj;                 /* referent; NULL once cleared */
    py_Obj *callback;            /* or NULL */
    py_hash hash;                /* -1 until hashed */
    bool strong;                 /* obj is a strong reference (not a class instance) */
    struct py_WeakRef *next;     /* the referent's list (weak refs only) */
} py_WeakRef;

#define WR(o) ((py_WeakRef *)(o))

/* ------------------------------------------------------------ registry */

/* Open addressing, linear probing, keyed by the referent's address. */
static size_t slot_of(const py_Obj *o, size_t cap) { return ((uintptr_t)o >> 4) * 0x9E3779B97F4A7C15ull & (cap - 1); }

static py_ssize find(py_RT *rt, const py_Obj *o)
{
    if (!rt->wr_cap) return -1;
    for (size_t i = slot_of(o, (size_t)rt->wr_cap);; i = (i + 1) & ((size_t)rt->wr_cap - 1)) {
        if (rt->wr_keys[i] == o) return (py_ssize)i;
        if (!rt->wr_keys[i]) return -1;
    }
}

/* Free the registry at the state's end, once every object is gone (py_state_free). */
void py_weakref_fini(py_State *S)
{
    py_RT *rt = PY_RT(S);
    if (!rt->wr_cap) return;
    py_free(S, rt->wr_keys, sizeof(py_Obj *) * (size_t)rt->wr_cap);
    py_free(S, rt->wr_heads, sizeof(void *) * (size_t)rt->wr_cap);
    rt->wr_keys = NULL;
    rt->wr_heads = NULL;
    rt->wr_cap = rt->wr_n = 0;
}

static int grow(py_State *S, py_RT *rt)
{
    py_ssize ncap = rt->wr_cap ? rt->wr_cap * 2 : 64;
    py_Obj **keys = py_malloc(S, sizeof(py_Obj *) * (size_t)ncap);
    void **heads = keys ? py_malloc(S, sizeof(void *) * (size_t)ncap) : NULL;
    if (!heads) {
        if (keys) py_free(S, keys, sizeof(py_Obj *) * (size_t)ncap);
        return -1;
    }
    for (py_ssize j = 0; j < rt->wr_cap; j++) {
        if (!rt->wr_keys[j]) continue;
        size_t i = slot_of(rt->wr_keys[j], (size_t)ncap);
        while (keys[i]) i = (i + 1) & ((size_t)ncap - 1);
        keys[i] = rt->wr_keys[j];
        heads[i] = rt->wr_heads[j];
    }
    if (rt->wr_cap) {
        py_free(S, rt->wr_keys, sizeof(py_Obj *) * (size_t)rt->wr_cap);
        py_free(S, rt->wr_heads, sizeof(void *) * (size_t)rt->wr_cap);
    }
    rt->wr_keys = keys;
    rt->wr_heads = heads;
    rt->wr_cap = ncap;
    return 0;
}

/* Remove slot i, shifting later entries of its probe run back (no tombstones). */
static void remove_slot(py_RT *rt, size_t i)
{
    size_t mask = (size_t)rt->wr_cap - 1;
    rt->wr_keys[i] = NULL;
    rt->wr_heads[i] = NULL;
    rt->wr_n--;
    for (size_t j = (i + 1) & mask; rt->wr_keys[j]; j = (j + 1) & mask) {
        size_t home = slot_of(rt->wr_keys[j], (size_t)rt->wr_cap);
        /* entry j may move to i when i lies cyclically in [home, j) */
        if ((j > i && (home <= i || home > j)) || (j < i && (home <= i && home > j))) {
            rt->wr_keys[i] = rt->wr_keys[j];
            rt->wr_heads[i] = rt->wr_heads[j];
            rt->wr_keys[j] = NULL;
            rt->wr_heads[j] = NULL;
            i = j;
        }
    }
}

static int link_ref(py_State *S, py_WeakRef *r)
{
    py_RT *rt = PY_RT(S);
    py_ssize i = find(rt, r->obj);
    if (i < 0) {
        if ((rt->wr_n + 1) * 2 > rt->wr_cap && grow(S, rt) < 0) return -1;
        size_t k = slot_of(r->obj, (size_t)rt->wr_cap);
        while (rt->wr_keys[k]) k = (k + 1) & ((size_t)rt->wr_cap - 1);
        rt->wr_keys[k] = r->obj;
        rt->wr_heads[k] = NULL;
        rt->wr_n++;
        i = (py_ssize)k;
    }
    r->next = rt->wr_heads[i];
    rt->wr_heads[i] = r;
    return 0;
}

static void unlink_ref(py_State *S, py_WeakRef *r)
{
    py_RT *rt = PY_RT(S);
    py_ssize i = find(rt, r->obj);
    if (i < 0) return;
    py_WeakRef **pp = (py_WeakRef **)&rt->wr_heads[i];
    while (*pp && *pp != r) pp = &(*pp)->next;
    if (*pp) *pp = r->next;
    r->next = NULL;
    if (!rt->wr_heads[i]) remove_slot(rt, (size_t)i);
}

/* o is being freed: every ref to it reads None from now on, then the callbacks run (newest ref first), each
 * with its ref, which is kept alive during the call. An exception in a callback is reported and ignored. */
void py_weakref_clear(py_State *S, py_Obj *o)
{
    py_RT *rt = PY_RT(S);
    py_ssize i = find(rt, o);
    if (i < 0) return;
    py_WeakRef *list = rt->wr_heads[i];
    remove_slot(rt, (size_t)i);
    py_WeakRef *pending = NULL;
    for (py_WeakRef *r = list, *nx; r; r = nx) {
        nx = r->next;
        r->obj = NULL;
        r->next = NULL;
        if (r->callback && r->ob.refcnt > 0) {
            py_incref((py_Obj *)r);   /* kept until its callback has run */
            r->next = pending;
            pending = r;
        }
    }
    /* pending is oldest-first reversed: call newest first as listed */
    py_WeakRef *order = NULL;
    while (pending) {
        py_WeakRef *nx = pending->next;
        pending->next = order;
        order = pending;
        pending = nx;
    }
    while (order) {
        py_WeakRef *r = order;
        order = r->next;
        r->next = NULL;
        py_Obj *cb = r->callback;
        r->callback = NULL;
        if (!S->finalizing && !S->budget_hit) py_call_finalizer(S, (py_Obj *)r, cb);
        py_decref(S, cb);
        py_decref(S, (py_Obj *)r);
    }
}

/* ------------------------------------------------------------ the ref type */

static bool weak_capable(py_Obj *o)
{
    py_Type *t = o->type;
    return (t->flags & PY_TPFLAG_HEAPTYPE) &&
           !(t->flags & (PY_TPFLAG_INT_SUB | PY_TPFLAG_STR_SUB | PY_TPFLAG_TUPLE_SUB | PY_TPFLAG_TYPE_SUB)) &&
           !py_isinstance_type(o, PY_T(bytes));
}

static bool refusing(py_State *S, py_Obj *o)
{
    py_Type *t = o->type;
    if (t->flags & PY_TPFLAG_HEAPTYPE)
        return (t->flags & (PY_TPFLAG_INT_SUB | PY_TPFLAG_STR_SUB | PY_TPFLAG_TUPLE_SUB)) ||
               py_isinstance_type(o, PY_T(bytes));
    return t == PY_T(int) || t == PY_T(bool) || t == PY_T(float) || t == PY_T(complex) || t == PY_T(str) ||
           t == PY_T(bytes) || t == PY_T(bytearray) || t == PY_T(tuple) || t == PY_T(list) || t == PY_T(dict) ||
           o == S->None;
}

static py_Obj *ref_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (nargs < 1 || nargs > 2 || (kwnames && py_tuple_len(kwnames) && t == &py_type_weakref))
        return py_err_format(S, PY_T(TypeError), nargs < 1 ? "__new__ expected at least 1 argument, got %zd"
                                                             : "__new__ expected at most 2 arguments, got %zd", nargs);
    py_Obj *o = args[0];
    if (refusing(S, o))
        return py_err_format(S, PY_T(TypeError), "cannot create weak reference to '%s' object", py_obj_typename(o));
    py_Obj *cb = nargs > 1 && args[1] != PY_NONE(S) ? args[1] : NULL;
    py_WeakRef *r = (py_WeakRef *)py_type_alloc(S, t);
    if (!r) return NULL;
    r->obj = o;
    r->hash = -1;
    r->strong = !weak_capable(o);
    r->callback = cb ? py_newref(cb) : NULL;
    r->next = NULL;
    if (r->strong) {
        py_incref(o);
    } else if (link_ref(S, r) < 0) {
        r->obj = NULL;
        py_decref(S, (py_Obj *)r);
        return NULL;
    }
    return (py_Obj *)r;
}

static int ref_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames) { return 0; }

static void ref_dealloc(py_State *S, py_Obj *o)
{
    py_WeakRef *r = WR(o);
    if (r->obj) {
        if (r->strong) py_decref(S, r->obj);
        else unlink_ref(S, r);
        r->obj = NULL;
    }
    py_xdecref(S, r->callback);
    r->callback = NULL;
    py_obj_free(S, o);
}

static py_Obj *ref_call(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (nargs || (kwnames && py_tuple_len(kwnames)))
        return py_err_format(S, PY_T(TypeError), "weakref() takes no arguments");
    return py_newref(WR(self)->obj ? WR(self)->obj : PY_NONE(S));
}

static py_hash ref_hash(py_State *S, py_Obj *self)
{
    py_WeakRef *r = WR(self);
    if (r->hash != -1) return r->hash;
    if (!r->obj) {
        py_err_setstr(S, PY_T(TypeError), "weak object has gone away");
        return -1;
    }
    r->hash = py_hash_obj(S, r->obj);
    return r->hash;
}

static py_Obj *ref_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if ((op != PY_EQ && op != PY_NE) || !py_isinstance_type(b, &py_type_weakref))
        return py_newref(S->NotImplemented);
    py_Obj *x = WR(a)->obj, *y = WR(b)->obj;
    if (!x || !y) {
        bool eq = a == b;
        return PY_BOOL(S, op == PY_EQ ? eq : !eq);
    }
    return py_richcompare(S, x, y, op);
}

static py_Obj *ref_repr(py_State *S, py_Obj *self)
{
    py_Obj *o = WR(self)->obj;
    if (!o) return py_str_fmt(S, "<weakref at %p; dead>", (void *)self);
    return py_str_fmt(S, "<weakref at %p; to '%s' at %p>", (void *)self, py_obj_typename(o), (void *)o);
}

static py_Obj *ref_callback(py_State *S, py_Obj *self)
{
    return py_newref(WR(self)->callback ? WR(self)->callback : PY_NONE(S));
}

static const py_GetSetDef ref_getset[] = {
    {"__callback__", ref_callback, NULL},
    {NULL, NULL, NULL}
};

py_Type py_type_weakref = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "ReferenceType",
    .module = "weakref",
    .basicsize = sizeof(py_WeakRef),
    .flags = PY_TPFLAG_BASETYPE,
    .getset = ref_getset,
    .dealloc = ref_dealloc,
    .tp_new = ref_new,
    .tp_init = ref_init,
    .repr = ref_repr,
    .hash = ref_hash,
    .richcmp = ref_richcmp,
    .call = ref_call,
};

/* ------------------------------------------------------------ module */

static py_Obj *count_or_list(py_State *S, py_Obj *o, bool list)
{
    py_Obj *l = list ? py_list_new(S, 0) : NULL;
    if (list && !l) return NULL;
    py_ssize n = 0;
    py_RT *rt = PY_RT(S);
    py_ssize i = find(rt, o);
    for (py_WeakRef *r = i < 0 ? NULL : rt->wr_heads[i]; r; r = r->next, n++)
        if (l && py_list_append(S, l, (py_Obj *)r) < 0) {
            py_decref(S, l);
            return NULL;
        }
    return list ? l : py_int_from_i64(S, n);
}

static py_Obj *wr_getweakrefcount(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (nargs != 1) return py_err_format(S, PY_T(TypeError), "getweakrefcount() takes exactly one argument (%zd given)", nargs);
    return count_or_list(S, args[0], false);
}

static py_Obj *wr_getweakrefs(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (nargs != 1) return py_err_format(S, PY_T(TypeError), "getweakrefs() takes exactly one argument (%zd given)", nargs);
    return count_or_list(S, args[0], true);
}

static const py_MethodDef wr_funcs[] = {
    {"getweakrefcount", wr_getweakrefcount, PY_METH_STATIC},
    {"getweakrefs", wr_getweakrefs, PY_METH_STATIC},
    {NULL, NULL, 0}
};

static int wr_init(py_State *S, py_Obj *m)
{
    if (py_type_ready(S, &py_type_weakref) < 0) return -1;
    return py_module_add(S, m, "ref", (py_Obj *)&py_type_weakref);
}

const py_ModuleDef py_moddef__weakref = {"_weakref", wr_funcs, wr_init};
