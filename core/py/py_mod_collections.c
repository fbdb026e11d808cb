/* py_mod_collections.c — the native half of collections (module
 * `_collections`; core/py/lib/collections.py re-exports it and adds
 * Counter, namedtuple, ChainMap):
 *   OrderedDict  dict subclass; order-sensitive ==, move_to_end, popitem,
 *                odict_keys/values/items views (reprs as CPython 3.12+)
 *   defaultdict  dict + default_factory (__missing__)
 *   deque        ring buffer with maxlen */
#include <stddef.h>
#include <string.h>

#include "py.h"
#include "py_builtins.h"
#include "py_containers.h"

/* Call dict's own method `name` on self (e.g. the real dict.keys view). */
static py_Obj *dict_method(py_State *S, py_Obj *self, const char *name, py_Obj *const *args, py_ssize nargs)
{
    py_Obj *m = py_dict_getB_str(S, PY_T(dict)->dict, name);
    if (!m) {
        if (!py_err_occurred(S)) py_err_format(S, PY_T(AttributeError), "dict has no method '%s'", name);
        return NULL;
    }
    py_Obj *buf[4];
    buf[0] = self;
    for (py_ssize i = 0; i < nargs && i < 3; i++) buf[i + 1] = args[i];
    return py_call(S, m, buf, nargs + 1, NULL);
}

/* Raise KeyError(key). */
static py_Obj *key_error(py_State *S, py_Obj *key)
{
    py_Obj *t = py_tuple_pack(S, 1, key);
    if (!t) return NULL;
    py_err_set(S, PY_T(KeyError), t);
    py_decref(S, t);
    return NULL;
}

/* "Name(" prefix of reprs: the type's __name__ (subclasses show theirs). */
static const char *tname(py_Obj *o) { return o->type->name; }

/* ================================================================ views */

typedef struct OdictView { PY_HEAD; py_Obj *view; int kind; } OdictView;   /* kind 0 keys, 1 values, 2 items */
static const char *const view_names[3] = {"odict_keys", "odict_values", "odict_items"};
static py_Type odict_keys_type, odict_values_type, odict_items_type;

static void view_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((OdictView *)o)->view);
    py_obj_free(S, o);
}
static int view_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Obj *v = ((OdictView *)o)->view;
    return v ? visit(v, arg) : 0;
}
static void view_clear(py_State *S, py_Obj *o) { py_setref(S, &((OdictView *)o)->view, NULL); }

static py_Obj *view_repr(py_State *S, py_Obj *o)
{
    OdictView *v = (OdictView *)o;
    if (py_enter_recursive(S, " in repr") < 0) return NULL;
    py_Obj *l = py_seq_list(S, v->view);
    py_Obj *r = l ? py_repr(S, l) : NULL;
    py_leave_recursive(S);
    py_xdecref(S, l);
    if (!r) return NULL;
    py_Obj *s = py_str_fmt(S, "%s(%U)", view_names[v->kind], r);
    py_decref(S, r);
    return s;
}

static py_Obj *view_iter(py_State *S, py_Obj *o) { return py_iter(S, ((OdictView *)o)->view); }
static py_ssize view_len(py_State *S, py_Obj *o) { return py_len(S, ((OdictView *)o)->view); }
static int view_contains(py_State *S, py_Obj *o, py_Obj *x) { return py_contains(S, ((OdictView *)o)->view, x); }

static py_Obj *unwrap_view(py_Obj *o)
{
    if (o->type == &odict_keys_type || o->type == &odict_values_type || o->type == &odict_items_type)
        return ((OdictView *)o)->view;
    return o;
}

static py_Obj *view_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    return py_richcompare(S, unwrap_view(a), unwrap_view(b), op);
}

static py_Obj *view_and(py_State *S, py_Obj *a, py_Obj *b) { return py_binop(S, unwrap_view(a), unwrap_view(b), PY_OP_AND); }
static py_Obj *view_or(py_State *S, py_Obj *a, py_Obj *b) { return py_binop(S, unwrap_view(a), unwrap_view(b), PY_OP_OR); }
static py_Obj *view_sub(py_State *S, py_Obj *a, py_Obj *b) { return py_binop(S, unwrap_view(a), unwrap_view(b), PY_OP_SUB); }
static py_Obj *view_xor(py_State *S, py_Obj *a, py_Obj *b) { return py_binop(S, unwrap_view(a), unwrap_view(b), PY_OP_XOR); }

static py_Obj *view_reversed(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_call_method(S, ((OdictView *)self)->view, S->id.__reversed__, NULL, 0, NULL);
}

static const py_MethodDef view_methods[] = {
    {"__reversed__", view_reversed, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

#define VIEW_TYPE(var, nm) \
    static py_Type var = { \
        .ob = {PY_IMMORTAL, &py_type_type}, .name = nm, .basicsize = sizeof(OdictView), \
        .flags = PY_TPFLAG_GC, .methods = view_methods, .dealloc = view_dealloc, \
        .traverse = view_traverse, .clear = view_clear, .repr = view_repr, .iter = view_iter, \
        .len = view_len, .contains = view_contains, .richcmp = view_richcmp, \
        .nb = {[PY_OP_AND] = view_and, [PY_OP_OR] = view_or, [PY_OP_SUB] = view_sub, [PY_OP_XOR] = view_xor}, \
    };
VIEW_TYPE(odict_keys_type, "odict_keys")
VIEW_TYPE(odict_values_type, "odict_values")
VIEW_TYPE(odict_items_type, "odict_items")

static py_Obj *make_view(py_State *S, py_Obj *od, int kind)
{
    static const char *const m[3] = {"keys", "values", "items"};
    py_Type *const types[3] = {&odict_keys_type, &odict_values_type, &odict_items_type};
    py_Obj *dv = dict_method(S, od, m[kind], NULL, 0);
    if (!dv) return NULL;
    OdictView *v = (OdictView *)py_obj_alloc(S, types[kind], sizeof(OdictView));
    if (!v) { py_decref(S, dv); return NULL; }
    v->view = dv;
    v->kind = kind;
    return (py_Obj *)v;
}

/* ========================================================== OrderedDict */

#define OD_METH(name) static py_Obj *od_##name(py_State *S, py_Obj *self, py_Obj *const *args, \
                                               py_ssize nargs, py_Obj *kwnames)

OD_METH(keys) { return make_view(S, self, 0); }
OD_METH(values) { return make_view(S, self, 1); }
OD_METH(items) { return make_view(S, self, 2); }

/* OrderedDict instances carry an attribute dict, as CPython's do
 * (state_dict() stores `_metadata` on one). */
typedef struct OdictObj {
    py_Dict d;
    py_Obj *attrs;
} OdictObj;

static void od_dealloc(py_State *S, py_Obj *o)
{
    py_setref(S, &((OdictObj *)o)->attrs, NULL);
    PY_T(dict)->dealloc(S, o);
}

static int od_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Obj *a = ((OdictObj *)o)->attrs;
    if (a && visit(a, arg)) return 1;
    return PY_T(dict)->traverse ? PY_T(dict)->traverse(o, visit, arg) : 0;
}

static void od_clear(py_State *S, py_Obj *o)
{
    py_setref(S, &((OdictObj *)o)->attrs, NULL);
    if (PY_T(dict)->clear) PY_T(dict)->clear(S, o);
}

py_Obj *py_odict_new(py_State *S)
{
    return py_call0(S, (py_Obj *)PY_T(OrderedDict));
}

/* Re-insert every entry with `first` (if non-NULL) placed at the front. */
static int od_rebuild_front(py_State *S, py_Obj *self, py_Obj *first, py_Obj *firstval)
{
    py_Obj *items = py_list_new(S, 0);
    if (!items) return -1;
    py_ssize pos = 0;
    py_Obj *k, *v;
    while (py_dict_next(self, &pos, &k, &v)) {
        py_Obj *t = py_tuple_pack(S, 2, k, v);
        if (!t || py_list_append_steal(S, items, t) < 0) { py_decref(S, items); return -1; }
    }
    py_Obj *r = dict_method(S, self, "clear", NULL, 0);
    if (!r) { py_decref(S, items); return -1; }
    py_decref(S, r);
    int rc = py_dict_set(S, self, first, firstval);
    for (py_ssize i = 0; rc == 0 && i < py_list_len(items); i++) {
        py_Obj *t = py_list_getB(items, i);
        rc = py_dict_set(S, self, py_tuple_getB(t, 0), py_tuple_getB(t, 1));
    }
    py_decref(S, items);
    return rc;
}

/* move_to_end(key, last=True) */
OD_METH(move_to_end)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "move_to_end", args, nargs, kwnames, "key,|last", a) < 0) return NULL;
    int last = 1;
    if (a[1] && (last = py_truthy(S, a[1])) < 0) return NULL;
    py_Obj *v = py_dict_getB(S, self, a[0]);
    if (!v) {
        if (!py_err_occurred(S)) key_error(S, a[0]);
        return NULL;
    }
    py_incref(v);
    py_Obj *key = py_newref(a[0]);
    int rc = py_dict_del(S, self, key);
    if (rc == 0) rc = last ? py_dict_set(S, self, key, v) : od_rebuild_front(S, self, key, v);
    py_decref(S, key);
    py_decref(S, v);
    if (rc < 0) return NULL;
    PY_RETURN_NONE(S);
}

/* popitem(last=True) */
OD_METH(popitem)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "popitem", args, nargs, kwnames, "|last", a) < 0) return NULL;
    int last = 1;
    if (a[0] && (last = py_truthy(S, a[0])) < 0) return NULL;
    if (py_dict_len(self) == 0) return py_err_setstr(S, PY_T(KeyError), "dictionary is empty");
    py_ssize pos = 0;
    py_Obj *k, *v, *fk = NULL, *fv = NULL;
    while (py_dict_next(self, &pos, &k, &v)) {
        fk = k;
        fv = v;
        if (!last) break;
    }
    py_Obj *t = py_tuple_pack(S, 2, fk, fv);
    if (!t) return NULL;
    if (py_dict_del(S, self, fk) < 0) { py_decref(S, t); return NULL; }
    return t;
}

OD_METH(copy)
{
    py_Obj *s = self;
    return py_call(S, (py_Obj *)self->type, &s, 1, NULL);
}

OD_METH(reversed)
{
    return dict_method(S, self, "__reversed__", NULL, 0);
}

static py_Obj *od_repr(py_State *S, py_Obj *self)
{
    if (py_dict_len(self) == 0) return py_str_fmt(S, "%s()", tname(self));
    /* an OrderedDict inside itself prints as ... (the dict repr below marks it) */
    int rc = py_repr_enter(S, self);
    if (rc < 0) return NULL;
    if (rc > 0) return py_str_from(S, "...");
    py_repr_leave(S, self);
    py_Obj *d = PY_T(dict)->repr(S, self);
    if (!d) return NULL;
    py_Obj *r = py_str_fmt(S, "%s(%U)", tname(self), d);
    py_decref(S, d);
    return r;
}

/* == between two OrderedDicts also compares the order. */
static py_Obj *od_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if ((op == PY_EQ || op == PY_NE) && py_isinstance_type(a, PY_T(OrderedDict)) &&
        py_isinstance_type(b, PY_T(OrderedDict))) {
        int eq = py_dict_len(a) == py_dict_len(b);
        if (eq) {
            py_ssize p1 = 0, p2 = 0;
            py_Obj *k1, *v1, *k2, *v2;
            while (eq == 1 && py_dict_next(a, &p1, &k1, &v1) && py_dict_next(b, &p2, &k2, &v2)) {
                eq = py_eq(S, k1, k2);
                if (eq == 1) eq = py_eq(S, v1, v2);
            }
            if (eq < 0) return NULL;
        }
        return PY_BOOL(S, op == PY_EQ ? eq : !eq);
    }
    return PY_T(dict)->richcmp(S, a, b, op);
}

static const py_MethodDef od_methods[] = {
    {"keys", od_keys, PY_METH_INSTANCE},
    {"values", od_values, PY_METH_INSTANCE},
    {"items", od_items, PY_METH_INSTANCE},
    {"move_to_end", od_move_to_end, PY_METH_INSTANCE},
    {"popitem", od_popitem, PY_METH_INSTANCE},
    {"copy", od_copy, PY_METH_INSTANCE},
    {"__reversed__", od_reversed, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

py_Type py_type_OrderedDict = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "OrderedDict",
    .module = "collections",
    .basicsize = sizeof(OdictObj),
    .dictoffset = offsetof(OdictObj, attrs),
    .dealloc = od_dealloc,
    .traverse = od_traverse,
    .clear = od_clear,
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_DICT_SUB,
    .base = &py_type_dict,
    .methods = od_methods,
    .repr = od_repr,
    .richcmp = od_richcmp,
};

/* ========================================================== defaultdict */

#define DD(o) ((py_DefaultDict *)(o))

static void dd_dealloc(py_State *S, py_Obj *o)
{
    py_setref(S, &DD(o)->factory, NULL);
    PY_T(dict)->dealloc(S, o);
}

static int dd_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    if (DD(o)->factory && visit(DD(o)->factory, arg)) return 1;
    return PY_T(dict)->traverse ? PY_T(dict)->traverse(o, visit, arg) : 0;
}

static void dd_clear(py_State *S, py_Obj *o)
{
    py_setref(S, &DD(o)->factory, NULL);
    if (PY_T(dict)->clear) PY_T(dict)->clear(S, o);
}

/* defaultdict(default_factory=None, /, *args, **kwargs) */
static int dd_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *f = NULL;
    if (nargs > 0) {
        f = args[0];
        if (f != S->None && !py_callable(f)) {
            py_err_setstr(S, PY_T(TypeError), "first argument must be callable or None");
            return -1;
        }
        args++;
        nargs--;
    }
    py_setref(S, &DD(self)->factory, (f && f != S->None) ? py_newref(f) : NULL);
    return PY_T(dict)->tp_init ? PY_T(dict)->tp_init(S, self, args, nargs, kwnames) : 0;
}

/* d[key]: missing keys get default_factory() stored. */
static py_Obj *dd_missing(py_State *S, py_Obj *self, py_Obj *key)
{
    py_Obj *f = DD(self)->factory;
    if (!f) return key_error(S, key);
    py_Obj *v = py_call0(S, f);
    if (!v) return NULL;
    if (py_dict_set(S, self, key, v) < 0) { py_decref(S, v); return NULL; }
    return v;
}

static py_Obj *dd_getitem(py_State *S, py_Obj *self, py_Obj *key)
{
    py_Obj *v = py_dict_getB(S, self, key);
    if (v) return py_newref(v);
    if (py_err_occurred(S)) return NULL;
    if (self->type != PY_T(defaultdict))   /* a subclass may override __missing__ */
        return py_call_method(S, self, S->id.__missing__, &key, 1, NULL);
    return dd_missing(S, self, key);
}

static py_Obj *dd___missing__(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "__missing__", nargs, kwnames, 1, 1) < 0) return NULL;
    return dd_missing(S, self, args[0]);
}

static py_Obj *dd_copy(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[2] = {DD(self)->factory ? DD(self)->factory : S->None, self};
    return py_call(S, (py_Obj *)self->type, a, 2, NULL);
}

static py_Obj *dd_repr(py_State *S, py_Obj *self)
{
    py_Obj *f = DD(self)->factory;
    py_Obj *fr;
    if (!f) fr = py_str_from(S, "None");
    else {
        if (py_enter_recursive(S, " in repr") < 0) return NULL;
        fr = py_repr(S, f);
        py_leave_recursive(S);
    }
    if (!fr) return NULL;
    py_Obj *d = PY_T(dict)->repr(S, self);
    if (!d) { py_decref(S, fr); return NULL; }
    py_Obj *r = py_str_fmt(S, "%s(%U, %U)", tname(self), fr, d);
    py_decref(S, fr);
    py_decref(S, d);
    return r;
}

static py_Obj *dd_get_factory(py_State *S, py_Obj *self)
{
    return py_newref(DD(self)->factory ? DD(self)->factory : S->None);
}

static int dd_set_factory(py_State *S, py_Obj *self, py_Obj *v)
{
    py_setref(S, &DD(self)->factory, (v && v != S->None) ? py_newref(v) : NULL);
    return 0;
}

static const py_MethodDef dd_methods[] = {
    {"__missing__", dd___missing__, PY_METH_INSTANCE},
    {"copy", dd_copy, PY_METH_INSTANCE},
    {"__copy__", dd_copy, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

static const py_GetSetDef dd_getset[] = {
    {"default_factory", dd_get_factory, dd_set_factory},
    {NULL, NULL, NULL}
};

py_Type py_type_defaultdict = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "defaultdict",
    .module = "collections",
    .basicsize = sizeof(py_DefaultDict),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_DICT_SUB,
    .base = &py_type_dict,
    .methods = dd_methods,
    .getset = dd_getset,
    .dealloc = dd_dealloc,
    .traverse = dd_traverse,
    .clear = dd_clear,
    .tp_init = dd_init,
    .repr = dd_repr,
    .getitem = dd_getitem,
};

/* ================================================================ deque */

typedef struct Deque {
    PY_HEAD;
    py_Obj **buf;       /* ring buffer of cap slots */
    py_ssize cap, head, len;
    py_ssize maxlen;    /* -1 = unbounded */
    uint64_t state;     /* bumped on every mutation (iterators check it) */
} Deque;

#define DQ(o) ((Deque *)(o))
#define AT(d, i) ((d)->buf[((d)->head + (i)) % (d)->cap])

static int dq_grow(py_State *S, Deque *d)
{
    py_ssize nc = d->cap ? d->cap * 2 : 8;
    py_Obj **nb = py_malloc(S, sizeof(py_Obj *) * (size_t)nc);
    if (!nb) return -1;
    for (py_ssize i = 0; i < d->len; i++) nb[i] = AT(d, i);
    if (d->buf) py_free(S, d->buf, sizeof(py_Obj *) * (size_t)d->cap);
    d->buf = nb;
    d->cap = nc;
    d->head = 0;
    return 0;
}

static py_Obj *dq_pop_raw(Deque *d, bool left)
{
    py_Obj *v;
    if (left) {
        v = d->buf[d->head];
        d->head = (d->head + 1) % d->cap;
    } else
        v = AT(d, d->len - 1);
    d->len--;
    d->state++;
    return v;
}

/* Append v (new reference stolen) at one end, trimming to maxlen. */
static int dq_push(py_State *S, Deque *d, py_Obj *v, bool left)
{
    if (d->maxlen == 0) { py_decref(S, v); return 0; }
    if (d->len == d->cap && dq_grow(S, d) < 0) { py_decref(S, v); return -1; }
    if (left) {
        d->head = (d->head - 1 + d->cap) % d->cap;
        d->buf[d->head] = v;
    } else
        d->buf[(d->head + d->len) % d->cap] = v;
    d->len++;
    d->state++;
    if (d->maxlen >= 0 && d->len > d->maxlen) py_decref(S, dq_pop_raw(d, !left));
    return 0;
}

static void dq_clear_items(py_State *S, Deque *d)
{
    while (d->len > 0) py_decref(S, dq_pop_raw(d, false));
    d->head = 0;
}

static void dq_dealloc(py_State *S, py_Obj *o)
{
    Deque *d = DQ(o);
    dq_clear_items(S, d);
    if (d->buf) py_free(S, d->buf, sizeof(py_Obj *) * (size_t)d->cap);
    d->buf = NULL;
    py_obj_free(S, o);
}

static int dq_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    Deque *d = DQ(o);
    for (py_ssize i = 0; i < d->len; i++)
        if (visit(AT(d, i), arg)) return 1;
    return 0;
}

static void dq_gc_clear(py_State *S, py_Obj *o) { dq_clear_items(S, DQ(o)); }

static py_Obj *dq_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    Deque *d = (Deque *)py_type_alloc(S, t);
    if (!d) return NULL;
    d->maxlen = -1;
    return (py_Obj *)d;
}

static int dq_extend_it(py_State *S, Deque *d, py_Obj *iterable, bool left)
{
    py_Obj *it = py_iter(S, iterable);
    if (!it) return -1;
    py_Obj *item;
    while ((item = py_next(S, it)))
        if (dq_push(S, d, item, left) < 0) { py_decref(S, it); return -1; }
    py_decref(S, it);
    return py_err_occurred(S) ? -1 : 0;
}

/* deque([iterable[, maxlen]]) */
static int dq_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "deque", args, nargs, kwnames, "|iterable,maxlen", a) < 0) return -1;
    Deque *d = DQ(self);
    d->maxlen = -1;
    if (a[1] && a[1] != S->None) {
        py_ssize m;
        if (py_as_ssize(S, a[1], &m) < 0) return -1;
        if (m < 0) { py_err_setstr(S, PY_T(ValueError), "maxlen must be non-negative"); return -1; }
        d->maxlen = m;
    }
    dq_clear_items(S, d);
    if (a[0]) {
        if (a[0] == self) {
            py_Obj *l = py_seq_list(S, self);
            if (!l) return -1;
            int rc = dq_extend_it(S, d, l, false);
            py_decref(S, l);
            return rc;
        }
        return dq_extend_it(S, d, a[0], false);
    }
    return 0;
}

#define DQM(name) static py_Obj *dq_##name(py_State *S, py_Obj *self, py_Obj *const *args, \
                                           py_ssize nargs, py_Obj *kwnames)

DQM(append)
{
    if (py_check_nargs(S, "append", nargs, kwnames, 1, 1) < 0) return NULL;
    if (dq_push(S, DQ(self), py_newref(args[0]), false) < 0) return NULL;
    PY_RETURN_NONE(S);
}

DQM(appendleft)
{
    if (py_check_nargs(S, "appendleft", nargs, kwnames, 1, 1) < 0) return NULL;
    if (dq_push(S, DQ(self), py_newref(args[0]), true) < 0) return NULL;
    PY_RETURN_NONE(S);
}

DQM(pop)
{
    if (py_check_nargs(S, "pop", nargs, kwnames, 0, 0) < 0) return NULL;
    if (DQ(self)->len == 0) return py_err_setstr(S, PY_T(IndexError), "pop from an empty deque");
    return dq_pop_raw(DQ(self), false);
}

DQM(popleft)
{
    if (py_check_nargs(S, "popleft", nargs, kwnames, 0, 0) < 0) return NULL;
    if (DQ(self)->len == 0) return py_err_setstr(S, PY_T(IndexError), "pop from an empty deque");
    return dq_pop_raw(DQ(self), true);
}

static py_Obj *dq_extend_common(py_State *S, py_Obj *self, py_Obj *x, bool left)
{
    int rc;
    if (x == self) {
        py_Obj *l = py_seq_list(S, x);
        if (!l) return NULL;
        rc = dq_extend_it(S, DQ(self), l, left);
        py_decref(S, l);
    } else
        rc = dq_extend_it(S, DQ(self), x, left);
    if (rc < 0) return NULL;
    PY_RETURN_NONE(S);
}

DQM(extend)
{
    if (py_check_nargs(S, "extend", nargs, kwnames, 1, 1) < 0) return NULL;
    return dq_extend_common(S, self, args[0], false);
}

DQM(extendleft)
{
    if (py_check_nargs(S, "extendleft", nargs, kwnames, 1, 1) < 0) return NULL;
    return dq_extend_common(S, self, args[0], true);
}

DQM(clear)
{
    dq_clear_items(S, DQ(self));
    DQ(self)->state++;
    PY_RETURN_NONE(S);
}

DQM(rotate)
{
    if (py_check_nargs(S, "rotate", nargs, kwnames, 0, 1) < 0) return NULL;
    py_ssize n = 1;
    if (nargs && py_as_ssize(S, args[0], &n) < 0) return NULL;
    Deque *d = DQ(self);
    if (d->len <= 1) PY_RETURN_NONE(S);
    n %= d->len;
    if (n < 0) n += d->len;
    for (py_ssize i = 0; i < n; i++) {      /* right rotation by n */
        py_Obj *v = dq_pop_raw(d, false);
        d->head = (d->head - 1 + d->cap) % d->cap;
        d->buf[d->head] = v;
        d->len++;
    }
    d->state++;
    PY_RETURN_NONE(S);
}

DQM(reverse)
{
    Deque *d = DQ(self);
    for (py_ssize i = 0, j = d->len - 1; i < j; i++, j--) {
        py_Obj *t = AT(d, i);
        AT(d, i) = AT(d, j);
        AT(d, j) = t;
    }
    d->state++;
    PY_RETURN_NONE(S);
}

/* Index of the first item == x, -1 if none, -2 on error. */
static py_ssize dq_find(py_State *S, Deque *d, py_Obj *x)
{
    uint64_t st = d->state;
    for (py_ssize i = 0; i < d->len; i++) {
        py_Obj *v = py_newref(AT(d, i));
        int eq = py_eq(S, v, x);
        py_decref(S, v);
        if (eq < 0) return -2;
        if (d->state != st) {
            py_err_setstr(S, PY_T(RuntimeError), "deque mutated during iteration");
            return -2;
        }
        if (eq) return i;
    }
    return -1;
}

DQM(count)
{
    if (py_check_nargs(S, "count", nargs, kwnames, 1, 1) < 0) return NULL;
    Deque *d = DQ(self);
    py_ssize c = 0;
    for (py_ssize i = 0; i < d->len; i++) {
        int eq = py_eq(S, AT(d, i), args[0]);
        if (eq < 0) return NULL;
        c += eq;
    }
    return py_int_from_i64(S, c);
}

DQM(index)
{
    if (py_check_nargs(S, "index", nargs, kwnames, 1, 1) < 0) return NULL;
    py_ssize i = dq_find(S, DQ(self), args[0]);
    if (i == -2) return NULL;
    if (i < 0) return py_err_format(S, PY_T(ValueError), "%R is not in deque", args[0]);
    return py_int_from_i64(S, i);
}

DQM(remove)
{
    if (py_check_nargs(S, "remove", nargs, kwnames, 1, 1) < 0) return NULL;
    Deque *d = DQ(self);
    py_ssize i = dq_find(S, d, args[0]);
    if (i == -2) return NULL;
    if (i < 0) return py_err_format(S, PY_T(ValueError), "%R is not in deque", args[0]);
    py_Obj *v = AT(d, i);
    for (py_ssize j = i; j < d->len - 1; j++) AT(d, j) = AT(d, j + 1);
    d->len--;
    d->state++;
    py_decref(S, v);
    PY_RETURN_NONE(S);
}

DQM(copy)
{
    Deque *d = DQ(self);
    py_Obj *l = py_seq_list(S, self);
    if (!l) return NULL;
    py_Obj *a[2] = {l, NULL};
    py_Obj *r;
    if (d->maxlen >= 0) {
        a[1] = py_int_from_i64(S, d->maxlen);
        if (!a[1]) { py_decref(S, l); return NULL; }
        r = py_call(S, (py_Obj *)self->type, a, 2, NULL);
        py_decref(S, a[1]);
    } else
        r = py_call(S, (py_Obj *)self->type, a, 1, NULL);
    py_decref(S, l);
    return r;
}

/* self repeated to n copies in place (n <= 0 empties it); with a maxlen
 * only the last copies that can survive the trimming are appended. */
static int dq_repeat_inplace(py_State *S, py_Obj *self, py_ssize n)
{
    Deque *d = DQ(self);
    if (n <= 0 || d->len == 0) {
        dq_clear_items(S, d);
        d->state++;
        return 0;
    }
    if (d->maxlen >= 0 && n > d->maxlen / d->len + 2) n = d->maxlen / d->len + 2;
    py_Obj *items = py_seq_list(S, self);
    if (!items) return -1;
    int rc = 0;
    for (py_ssize k = 1; k < n && rc == 0; k++)
        rc = dq_extend_it(S, d, items, false);
    py_decref(S, items);
    return rc;
}

/* The repeat count of deque * n, with list's message for a non-int. */
static int repeat_count(py_State *S, py_Obj *n, py_ssize *out)
{
    if (!PY_TYPE(n)->nb_index) {
        py_err_format(S, PY_T(TypeError), "can't multiply sequence by non-int of type '%s'", py_obj_typename(n));
        return -1;
    }
    return py_as_ssize(S, n, out);
}

static bool is_deque(py_Obj *o) { return py_isinstance_type(o, &py_type_deque); }

/* deque + deque: a copy of the left one (its type and maxlen) extended. */
static py_Obj *dq_add(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!is_deque(a)) return py_newref(S->NotImplemented);
    if (!is_deque(b))
        return py_err_format(S, PY_T(TypeError), "can only concatenate deque (not \"%s\") to deque",
                             py_obj_typename(b));
    py_Obj *r = dq_copy(S, a, NULL, 0, NULL);
    if (!r) return NULL;
    if (!is_deque(r) || dq_extend_common(S, r, b, false) == NULL) { py_decref(S, r); return NULL; }
    py_decref(S, S->None);
    return r;
}

static py_Obj *dq_iadd(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!is_deque(a)) return py_newref(S->NotImplemented);
    py_Obj *rc = dq_extend_common(S, a, b, false);
    if (!rc) return NULL;
    py_decref(S, rc);
    return py_newref(a);
}

/* deque * n and n * deque: a copy repeated. */
static py_Obj *dq_mul(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *self = is_deque(a) ? a : b, *other = self == a ? b : a;
    py_ssize n;
    if (repeat_count(S, other, &n) < 0) return NULL;
    py_Obj *r = dq_copy(S, self, NULL, 0, NULL);
    if (!r) return NULL;
    if (!is_deque(r) || dq_repeat_inplace(S, r, n) < 0) { py_decref(S, r); return NULL; }
    return r;
}

static py_Obj *dq_imul(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!is_deque(a)) return py_newref(S->NotImplemented);
    py_ssize n;
    if (repeat_count(S, b, &n) < 0 || dq_repeat_inplace(S, a, n) < 0) return NULL;
    return py_newref(a);
}

static py_ssize dq_len(py_State *S, py_Obj *o) { return DQ(o)->len; }

static int dq_index_arg(py_State *S, Deque *d, py_Obj *key, py_ssize *out)
{
    py_ssize i;
    if (py_as_ssize(S, key, &i) < 0) return -1;
    if (i < 0) i += d->len;
    if (i < 0 || i >= d->len) {
        py_err_setstr(S, PY_T(IndexError), "deque index out of range");
        return -1;
    }
    *out = i;
    return 0;
}

static py_Obj *dq_getitem(py_State *S, py_Obj *o, py_Obj *key)
{
    py_ssize i;
    if (!py_isinstance_type(key, PY_T(int)) && !key->type->nb_index)
        return py_err_format(S, PY_T(TypeError), "sequence index must be integer, not '%s'", py_obj_typename(key));
    if (dq_index_arg(S, DQ(o), key, &i) < 0) return NULL;
    return py_newref(AT(DQ(o), i));
}

static int dq_setitem(py_State *S, py_Obj *o, py_Obj *key, py_Obj *v)
{
    Deque *d = DQ(o);
    py_ssize i;
    if (dq_index_arg(S, d, key, &i) < 0) return -1;
    if (v) {
        py_setref(S, &AT(d, i), py_newref(v));
        return 0;
    }
    py_Obj *old = AT(d, i);
    for (py_ssize j = i; j < d->len - 1; j++) AT(d, j) = AT(d, j + 1);
    d->len--;
    d->state++;
    py_decref(S, old);
    return 0;
}

static int dq_contains(py_State *S, py_Obj *o, py_Obj *x)
{
    py_ssize i = dq_find(S, DQ(o), x);
    return i == -2 ? -1 : i >= 0;
}

static py_Obj *dq_repr(py_State *S, py_Obj *o)
{
    Deque *d = DQ(o);
    int rc = py_repr_enter(S, o);
    if (rc < 0) return NULL;
    if (rc > 0) return py_str_from(S, "[...]");
    if (py_enter_recursive(S, " in repr") < 0) {
        py_repr_leave(S, o);
        return NULL;
    }
    py_Obj *l = py_seq_list(S, o);
    py_Obj *lr = l ? py_repr(S, l) : NULL;
    py_leave_recursive(S);
    py_repr_leave(S, o);
    py_xdecref(S, l);
    if (!lr) return NULL;
    py_Obj *r = d->maxlen >= 0 ? py_str_fmt(S, "%s(%U, maxlen=%zd)", tname(o), lr, d->maxlen)
                               : py_str_fmt(S, "%s(%U)", tname(o), lr);
    py_decref(S, lr);
    return r;
}

static py_Obj *dq_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (!py_isinstance_type(b, PY_T(deque)) || !py_isinstance_type(a, PY_T(deque)))
        return py_newref(S->NotImplemented);
    py_Obj *la = py_seq_list(S, a);
    py_Obj *lb = la ? py_seq_list(S, b) : NULL;
    py_Obj *r = lb ? py_richcompare(S, la, lb, op) : NULL;
    py_xdecref(S, la);
    py_xdecref(S, lb);
    return r;
}

static py_Obj *dq_get_maxlen(py_State *S, py_Obj *o)
{
    if (DQ(o)->maxlen < 0) PY_RETURN_NONE(S);
    return py_int_from_i64(S, DQ(o)->maxlen);
}

/* deque iterator (forward or reversed) */
typedef struct DequeIter { PY_HEAD; py_Obj *dq; py_ssize pos; uint64_t state; bool rev; } DequeIter;

static void dqi_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((DequeIter *)o)->dq);
    py_obj_free(S, o);
}
static int dqi_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Obj *d = ((DequeIter *)o)->dq;
    return d ? visit(d, arg) : 0;
}
static void dqi_clear(py_State *S, py_Obj *o) { py_setref(S, &((DequeIter *)o)->dq, NULL); }
static py_Obj *dqi_iter(py_State *S, py_Obj *o) { return py_newref(o); }

static py_Obj *dqi_next(py_State *S, py_Obj *o)
{
    DequeIter *it = (DequeIter *)o;
    if (!it->dq) return NULL;
    Deque *d = DQ(it->dq);
    if (d->state != it->state) {
        py_setref(S, &it->dq, NULL);
        return py_err_setstr(S, PY_T(RuntimeError), "deque mutated during iteration");
    }
    if (it->pos >= d->len) {
        py_setref(S, &it->dq, NULL);
        return NULL;
    }
    py_ssize i = it->rev ? d->len - 1 - it->pos : it->pos;
    it->pos++;
    return py_newref(AT(d, i));
}

static py_Type deque_iterator_type = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "_collections._deque_iterator",
    .basicsize = sizeof(DequeIter),
    .flags = PY_TPFLAG_GC,
    .dealloc = dqi_dealloc,
    .traverse = dqi_traverse,
    .clear = dqi_clear,
    .iter = dqi_iter,
    .iternext = dqi_next,
};

static py_Obj *dq_make_iter(py_State *S, py_Obj *o, bool rev)
{
    DequeIter *it = (DequeIter *)py_obj_alloc(S, &deque_iterator_type, sizeof(DequeIter));
    if (!it) return NULL;
    it->dq = py_newref(o);
    it->state = DQ(o)->state;
    it->rev = rev;
    return (py_Obj *)it;
}

static py_Obj *dq_iter(py_State *S, py_Obj *o) { return dq_make_iter(S, o, false); }

DQM(reversed) { return dq_make_iter(S, self, true); }

static const py_MethodDef dq_methods[] = {
#define E(n) {#n, dq_##n, PY_METH_INSTANCE},
    E(append) E(appendleft) E(pop) E(popleft) E(extend) E(extendleft) E(clear) E(rotate)
    E(reverse) E(count) E(index) E(remove) E(copy)
#undef E
    {"__copy__", dq_copy, PY_METH_INSTANCE},
    {"__class_getitem__", py_generic_alias_classgetitem, PY_METH_CLASS},
    {"__reversed__", dq_reversed, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

static const py_GetSetDef dq_getset[] = {
    {"maxlen", dq_get_maxlen, NULL},
    {NULL, NULL, NULL}
};

py_Type py_type_deque = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "deque",
    .module = "collections",
    .basicsize = sizeof(Deque),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC,
    .methods = dq_methods,
    .getset = dq_getset,
    .dealloc = dq_dealloc,
    .traverse = dq_traverse,
    .clear = dq_gc_clear,
    .tp_new = dq_new,
    .tp_init = dq_init,
    .repr = dq_repr,
    .richcmp = dq_richcmp,
    .iter = dq_iter,
    .len = dq_len,
    .getitem = dq_getitem,
    .setitem = dq_setitem,
    .contains = dq_contains,
    .nb = {[PY_OP_ADD] = dq_add, [PY_OP_MUL] = dq_mul},
    .nb_inplace = {[PY_OP_ADD] = dq_iadd, [PY_OP_MUL] = dq_imul},
};

/* ================================================================ module */

static int coll_init(py_State *S, py_Obj *m)
{
    py_Type *types[] = {&odict_keys_type, &odict_values_type, &odict_items_type, &deque_iterator_type, NULL};
    for (int i = 0; types[i]; i++)
        if (py_type_ready(S, types[i]) < 0) return -1;
    if (py_module_add_type(S, m, PY_T(OrderedDict)) < 0 || py_module_add_type(S, m, PY_T(defaultdict)) < 0 ||
        py_module_add_type(S, m, PY_T(deque)) < 0)
        return -1;
    return 0;
}

const py_ModuleDef py_moddef__collections = {"_collections", NULL, coll_init};
