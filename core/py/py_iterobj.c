/* py_iterobj.c — the builtin iterator types: enumerate, zip, map, filter,
 * reversed, callable_iterator (iter(f, sentinel)) and seq_iterator
 * (iteration over objects with only __getitem__). */
#include <string.h>

#include "py.h"
#include "py_builtins.h"

#define TYPE_HEAD(tname, cname) \
    .ob = {PY_IMMORTAL, &py_type_type}, .name = tname, .basicsize = sizeof(cname)

static py_Obj *self_iter(py_State *S, py_Obj *o) { return py_newref(o); }

static int no_kwargs(py_State *S, const char *name, py_Obj *kwnames)
{
    if (kwnames && py_tuple_len(kwnames) > 0) {
        py_err_format(S, PY_T(TypeError), "%s() takes no keyword arguments", name);
        return -1;
    }
    return 0;
}

/* Free an iterator object after dropping its n object fields. */
static void free_fields(py_State *S, py_Obj *o, py_Obj **fields, int n)
{
    for (int i = 0; i < n; i++) {
        py_Obj *v = fields[i];
        fields[i] = NULL;
        py_xdecref(S, v);
    }
    (void)o;
}

static int visit_fields(py_Obj **fields, int n, py_visitfunc visit, void *arg)
{
    for (int i = 0; i < n; i++)
        if (fields[i] && visit(fields[i], arg)) return 1;
    return 0;
}

/* Each iterator struct starts with PY_HEAD then NF object fields, so that
 * dealloc / traverse / clear can be shared. */
#define FIELDS(o) ((py_Obj **)((char *)(o) + sizeof(py_Obj)))
#define DEFINE_GC(prefix, nf) \
    static void prefix##_dealloc(py_State *S, py_Obj *o) { free_fields(S, o, FIELDS(o), nf); py_obj_free(S, o); } \
    static int prefix##_traverse(py_Obj *o, py_visitfunc v, void *a) { return visit_fields(FIELDS(o), nf, v, a); } \
    static void prefix##_clear(py_State *S, py_Obj *o) { free_fields(S, o, FIELDS(o), nf); }

/* -------------------------------------------------------------- enumerate */

typedef struct Enumerate { PY_HEAD; py_Obj *it; py_Obj *bigindex; py_Obj *result; int64_t index; } Enumerate;
DEFINE_GC(enum, 3)

static py_Obj *enum_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "enumerate", args, nargs, kwnames, "iterable,|start", a) < 0) return NULL;
    int64_t start = 0;
    py_Obj *big = NULL;
    if (a[1]) {
        py_Obj *idx = py_index(S, a[1]);
        if (!idx) return NULL;
        if (py_int_is_small(idx) && py_int_small(idx) < INT64_MAX) {
            start = py_int_small(idx);
            py_decref(S, idx);
        } else
            big = idx;
    }
    py_Obj *it = py_iter(S, a[0]);
    if (!it) { py_xdecref(S, big); return NULL; }
    Enumerate *e = (Enumerate *)py_type_alloc(S, t);
    if (!e) { py_decref(S, it); py_xdecref(S, big); return NULL; }
    e->it = it;
    e->bigindex = big;
    e->index = start;
    return (py_Obj *)e;
}

static py_Obj *enum_next(py_State *S, py_Obj *o)
{
    Enumerate *e = (Enumerate *)o;
    py_Obj *item = py_next(S, e->it);
    if (!item) return NULL;
    py_Obj *idx;
    if (e->bigindex) {
        idx = py_newref(e->bigindex);
        py_Obj *one = py_int_from_i64(S, 1);
        py_Obj *nx = one ? py_binop(S, e->bigindex, one, PY_OP_ADD) : NULL;
        py_xdecref(S, one);
        if (!nx) { py_decref(S, idx); py_decref(S, item); return NULL; }
        py_setref(S, &e->bigindex, nx);
    } else {
        idx = py_int_from_i64(S, e->index);
        if (!idx) { py_decref(S, item); return NULL; }
        if (e->index == INT64_MAX - 1) {
            e->bigindex = py_int_from_i64(S, INT64_MAX);
            if (!e->bigindex) { py_decref(S, idx); py_decref(S, item); return NULL; }
        }
        e->index++;
    }
    py_Tuple *r = (py_Tuple *)e->result;
    if (r && r->ob.refcnt == 1) {
        /* the consumer dropped the previous pair: refill it (CPython) */
        py_Obj *o0 = r->items[0], *o1 = r->items[1];
        r->items[0] = idx;
        r->items[1] = item;
        r->hash = -1;
        py_gc_track(S, (py_Obj *)r); /* the collector may have let it go */
        py_decref(S, o0);
        py_decref(S, o1);
        return py_newref((py_Obj *)r);
    }
    py_Obj *t = py_tuple_new(S, 2);
    if (!t) { py_decref(S, idx); py_decref(S, item); return NULL; }
    ((py_Tuple *)t)->items[0] = idx;
    ((py_Tuple *)t)->items[1] = item;
    py_setref(S, &e->result, py_newref(t));
    return t;
}

py_Type py_type_enumerate = {
    TYPE_HEAD("enumerate", Enumerate),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC,
    .dealloc = enum_dealloc, .traverse = enum_traverse, .clear = enum_clear,
    .tp_new = enum_new, .iter = self_iter, .iternext = enum_next,
};

/* -------------------------------------------------------------------- zip */

typedef struct Zip { PY_HEAD; py_Obj *iters; py_Obj *result; bool strict; } Zip;
DEFINE_GC(zip, 2)

static py_Obj *zip_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    bool strict = false;
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize i = 0; i < nkw; i++) {
        py_Obj *k = py_tuple_getB(kwnames, i);
        if (!py_str_eq_c(k, "strict"))
            return py_err_unexpected_kw_c(S, "zip", k, (const char *const[]){ "strict" }, 1);
        int r = py_truthy(S, args[nargs + i]);
        if (r < 0) return NULL;
        strict = r;
    }
    py_Obj *iters = py_tuple_new(S, nargs);
    if (!iters) return NULL;
    for (py_ssize i = 0; i < nargs; i++) {
        py_Obj *it = py_iter(S, args[i]);
        if (!it) { py_decref(S, iters); return NULL; }
        ((py_Tuple *)iters)->items[i] = it;
    }
    Zip *z = (Zip *)py_type_alloc(S, t);
    if (!z) { py_decref(S, iters); return NULL; }
    z->iters = iters;
    z->strict = strict;
    return (py_Obj *)z;
}

/* strict=True: one iterator ran out at index i; report the mismatch. */
static py_Obj *zip_strict_error(py_State *S, Zip *z, py_ssize i)
{
    py_ssize n = py_tuple_len(z->iters);
    if (i > 0)
        return py_err_format(S, PY_T(ValueError), "zip() argument %zd is shorter than argument%s%zd",
                             i + 1, i == 1 ? " " : "s 1-", i);
    for (i = 1; i < n; i++) {
        py_Obj *item = py_next(S, py_tuple_getB(z->iters, i));
        if (item) {
            py_decref(S, item);
            return py_err_format(S, PY_T(ValueError), "zip() argument %zd is longer than argument%s%zd",
                                 i + 1, i == 1 ? " " : "s 1-", i);
        }
        if (py_err_occurred(S)) return NULL;
    }
    return NULL;   /* all exhausted together */
}

static py_Obj *zip_next(py_State *S, py_Obj *o)
{
    Zip *z = (Zip *)o;
    py_ssize n = py_tuple_len(z->iters);
    if (n == 0) return NULL;
    py_Obj *res = z->result;
    bool reuse = res && res->refcnt == 1;
    if (!reuse) {
        res = py_tuple_new(S, n);
        if (!res) return NULL;
    } else {
        py_gc_track(S, res); /* the collector may have let it go */
    }
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *item = py_next(S, py_tuple_getB(z->iters, i));
        if (!item) {
            if (!reuse) py_decref(S, res);   /* items [i, n) are still NULL */
            if (py_err_occurred(S) || !z->strict) return NULL;
            return zip_strict_error(S, z, i);
        }
        if (reuse) ((py_Tuple *)res)->hash = -1;
        py_Obj **slot = &((py_Tuple *)res)->items[i];
        py_Obj *old = reuse ? *slot : NULL;
        *slot = item;
        py_xdecref(S, old);
    }
    if (reuse) return py_newref(res);
    /* keep one reference so that the next call may refill it */
    if (!z->result) z->result = py_newref(res);
    return res;
}

py_Type py_type_zip = {
    TYPE_HEAD("zip", Zip),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC,
    .dealloc = zip_dealloc, .traverse = zip_traverse, .clear = zip_clear,
    .tp_new = zip_new, .iter = self_iter, .iternext = zip_next,
};

/* -------------------------------------------------------------------- map */

typedef struct Map { PY_HEAD; py_Obj *func; py_Obj *iters; } Map;
DEFINE_GC(map, 2)

static py_Obj *map_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (no_kwargs(S, "map", kwnames) < 0) return NULL;
    if (nargs < 2) return py_err_setstr(S, PY_T(TypeError), "map() must have at least two arguments.");
    py_Obj *iters = py_tuple_new(S, nargs - 1);
    if (!iters) return NULL;
    for (py_ssize i = 1; i < nargs; i++) {
        py_Obj *it = py_iter(S, args[i]);
        if (!it) { py_decref(S, iters); return NULL; }
        ((py_Tuple *)iters)->items[i - 1] = it;
    }
    Map *m = (Map *)py_type_alloc(S, t);
    if (!m) { py_decref(S, iters); return NULL; }
    m->func = py_newref(args[0]);
    m->iters = iters;
    return (py_Obj *)m;
}

static py_Obj *map_next(py_State *S, py_Obj *o)
{
    Map *m = (Map *)o;
    py_ssize n = py_tuple_len(m->iters);
    py_Obj *small[8], **items = small;
    if (n > 8) {
        items = py_malloc(S, sizeof(py_Obj *) * (size_t)n);
        if (!items) return NULL;
    }
    py_Obj *r = NULL;
    py_ssize got = 0;
    for (; got < n; got++) {
        items[got] = py_next(S, py_tuple_getB(m->iters, got));
        if (!items[got]) goto done;
    }
    r = py_call(S, m->func, items, n, NULL);
done:
    for (py_ssize i = 0; i < got; i++) py_decref(S, items[i]);
    if (items != small) py_free(S, items, sizeof(py_Obj *) * (size_t)n);
    return r;
}

py_Type py_type_map = {
    TYPE_HEAD("map", Map),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC,
    .dealloc = map_dealloc, .traverse = map_traverse, .clear = map_clear,
    .tp_new = map_new, .iter = self_iter, .iternext = map_next,
};

/* ----------------------------------------------------------------- filter */

typedef struct Filter { PY_HEAD; py_Obj *func; py_Obj *it; } Filter;
DEFINE_GC(filter, 2)

static py_Obj *filter_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (no_kwargs(S, "filter", kwnames) < 0) return NULL;
    if (nargs != 2) return py_err_format(S, PY_T(TypeError), "filter expected 2 arguments, got %zd", nargs);
    py_Obj *it = py_iter(S, args[1]);
    if (!it) return NULL;
    Filter *f = (Filter *)py_type_alloc(S, t);
    if (!f) { py_decref(S, it); return NULL; }
    f->func = args[0] == S->None ? NULL : py_newref(args[0]);
    f->it = it;
    return (py_Obj *)f;
}

static py_Obj *filter_next(py_State *S, py_Obj *o)
{
    Filter *f = (Filter *)o;
    py_Obj *item;
    while ((item = py_next(S, f->it))) {
        int ok;
        if (!f->func || f->func == (py_Obj *)PY_T(bool)) ok = py_truthy(S, item);
        else {
            py_Obj *r = py_call1(S, f->func, item);
            if (!r) { py_decref(S, item); return NULL; }
            ok = py_truthy(S, r);
            py_decref(S, r);
        }
        if (ok < 0) { py_decref(S, item); return NULL; }
        if (ok) return item;
        py_decref(S, item);
    }
    return NULL;
}

py_Type py_type_filter = {
    TYPE_HEAD("filter", Filter),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC,
    .dealloc = filter_dealloc, .traverse = filter_traverse, .clear = filter_clear,
    .tp_new = filter_new, .iter = self_iter, .iternext = filter_next,
};

/* --------------------------------------------------------------- reversed */

typedef struct Reversed { PY_HEAD; py_Obj *seq; py_ssize index; } Reversed;
DEFINE_GC(rev, 1)

static py_Obj *rev_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (no_kwargs(S, "reversed", kwnames) < 0) return NULL;
    if (nargs != 1) return py_err_format(S, PY_T(TypeError), "reversed expected 1 argument, got %zd", nargs);
    py_Obj *seq = args[0];
    py_Obj *m = py_type_lookupB(seq->type, S->id.__reversed__);
    if (m == S->None)
        return py_err_format(S, PY_T(TypeError), "'%s' object is not reversible", py_obj_typename(seq));
    if (m && t == PY_T(reversed)) return py_call_method(S, seq, S->id.__reversed__, NULL, 0, NULL);
    if (!seq->type->getitem || !seq->type->len || py_isinstance_type(seq, PY_T(dict)))
        return py_err_format(S, PY_T(TypeError), "'%s' object is not reversible", py_obj_typename(seq));
    py_ssize n = py_len(S, seq);
    if (n < 0) return NULL;
    Reversed *r = (Reversed *)py_type_alloc(S, t);
    if (!r) return NULL;
    r->seq = py_newref(seq);
    r->index = n - 1;
    return (py_Obj *)r;
}

static py_Obj *rev_next(py_State *S, py_Obj *o)
{
    Reversed *r = (Reversed *)o;
    if (!r->seq || r->index < 0) goto done;
    py_Obj *i = py_int_from_i64(S, r->index);
    if (!i) return NULL;
    py_Obj *item = py_getitem(S, r->seq, i);
    py_decref(S, i);
    if (item) { r->index--; return item; }
    if (py_err_matches(S, PY_T(IndexError)) || py_err_matches(S, PY_T(StopIteration))) py_err_clear(S);
    else return NULL;
done:
    r->index = -1;
    py_setref(S, &r->seq, NULL);
    return NULL;
}

py_Type py_type_reversed = {
    TYPE_HEAD("reversed", Reversed),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC,
    .dealloc = rev_dealloc, .traverse = rev_traverse, .clear = rev_clear,
    .tp_new = rev_new, .iter = self_iter, .iternext = rev_next,
};

/* ------------------------------------------------------ callable_iterator */

typedef struct CallIter { PY_HEAD; py_Obj *func; py_Obj *sentinel; } CallIter;
DEFINE_GC(calliter, 2)

static py_Obj *calliter_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (nargs != 2 || (kwnames && py_tuple_len(kwnames)))
        return py_err_setstr(S, PY_T(TypeError), "cannot create 'callable_iterator' instances");
    CallIter *c = (CallIter *)py_obj_alloc(S, PY_T(callable_iterator), sizeof(CallIter));
    if (!c) return NULL;
    c->func = py_newref(args[0]);
    c->sentinel = py_newref(args[1]);
    return (py_Obj *)c;
}

static py_Obj *calliter_next(py_State *S, py_Obj *o)
{
    CallIter *c = (CallIter *)o;
    if (!c->func) return NULL;
    py_Obj *r = py_call0(S, c->func);
    if (!r) {
        if (py_err_matches(S, PY_T(StopIteration))) {
            py_err_clear(S);
            goto done;
        }
        return NULL;
    }
    int eq = py_richcompare_bool(S, r, c->sentinel, PY_EQ);
    if (eq == 0) return r;
    py_decref(S, r);
    if (eq < 0) return NULL;
done:
    py_setref(S, &c->func, NULL);
    py_setref(S, &c->sentinel, NULL);
    return NULL;
}

py_Type py_type_callable_iterator = {
    TYPE_HEAD("callable_iterator", CallIter),
    .flags = PY_TPFLAG_GC,
    .dealloc = calliter_dealloc, .traverse = calliter_traverse, .clear = calliter_clear,
    .tp_new = calliter_new, .iter = self_iter, .iternext = calliter_next,
};

/* ----------------------------------------------------------- seq_iterator */

typedef struct SeqIter { PY_HEAD; py_Obj *seq; py_ssize index; } SeqIter;
DEFINE_GC(seqiter, 1)

/* iter(o) for objects with __getitem__ but no __iter__: o[0], o[1], ...
 * until IndexError / StopIteration. */
py_Obj *py_seqiter_new(py_State *S, py_Obj *seq)
{
    SeqIter *s = (SeqIter *)py_obj_alloc(S, PY_T(seq_iterator), sizeof(SeqIter));
    if (!s) return NULL;
    s->seq = py_newref(seq);
    return (py_Obj *)s;
}

static py_Obj *seqiter_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (nargs != 1 || (kwnames && py_tuple_len(kwnames)))
        return py_err_setstr(S, PY_T(TypeError), "cannot create 'iterator' instances");
    return py_seqiter_new(S, args[0]);
}

static py_Obj *seqiter_next(py_State *S, py_Obj *o)
{
    SeqIter *s = (SeqIter *)o;
    if (!s->seq) return NULL;
    py_Obj *i = py_int_from_i64(S, s->index);
    if (!i) return NULL;
    py_Obj *item = py_getitem(S, s->seq, i);
    py_decref(S, i);
    if (item) { s->index++; return item; }
    if (!py_err_matches(S, PY_T(IndexError)) && !py_err_matches(S, PY_T(StopIteration))) return NULL;
    py_err_clear(S);
    py_setref(S, &s->seq, NULL);
    return NULL;
}

py_Type py_type_seq_iterator = {
    TYPE_HEAD("iterator", SeqIter),
    .flags = PY_TPFLAG_GC,
    .dealloc = seqiter_dealloc, .traverse = seqiter_traverse, .clear = seqiter_clear,
    .tp_new = seqiter_new, .iter = self_iter, .iternext = seqiter_next,
};
