/* py_dictview.c — dict views (dict_keys / dict_values / dict_items, with
 * set operations on keys and items views) and dict iterators (forward and
 * reversed, with CPython's "changed size during iteration" checks). */
#include "py_containers.h"

#include <string.h>

#define DICT(o) ((py_Dict *)(o))
#define VIEW(o) ((py_DictView *)(o))

/* ------------------------------------------------------------ iterators */

py_Obj *py_dictiter_new(py_State *S, py_Obj *d, py_Type *t, bool reverse)
{
    py_DictIter *it = (py_DictIter *)py_obj_alloc(S, t, sizeof(py_DictIter));
    if (!it)
        return NULL;
    it->dict = py_newref(d);
    it->used = DICT(d)->used;
    it->len = DICT(d)->used;
    it->reverse = reverse;
    it->pos = reverse ? DICT(d)->nentries - 1 : 0;
    return (py_Obj *)it;
}

static void dictiter_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((py_DictIter *)o)->dict);
    py_xdecref(S, ((py_DictIter *)o)->result);
    py_obj_free(S, o);
}

static int dictiter_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_DictIter *it = (py_DictIter *)o;
    if (it->dict && visit(it->dict, arg)) return 1;
    return it->result ? visit(it->result, arg) : 0;
}

static void dictiter_clear(py_State *S, py_Obj *o)
{
    py_setref(S, &((py_DictIter *)o)->dict, NULL);
    py_setref(S, &((py_DictIter *)o)->result, NULL);
}

/* Advance to the next live entry; NULL when exhausted or on error. */
static py_DictEntry *dictiter_step(py_State *S, py_DictIter *it)
{
    py_Obj *o = it->dict;
    if (!o)
        return NULL;
    py_Dict *d = DICT(o);
    if (it->used != d->used) {
        py_err_setstr(S, PY_T(RuntimeError), "dictionary changed size during iteration");
        it->used = -1;
        return NULL;
    }
    py_ssize i = it->pos;
    if (!it->reverse) {
        while (i < d->nentries && !d->entries[i].key)
            i++;
        if (i >= d->nentries)
            goto exhausted;
        if (it->len == 0) {
            py_err_setstr(S, PY_T(RuntimeError), "dictionary keys changed during iteration");
            goto exhausted;
        }
        it->pos = i + 1;
    } else {
        if (i >= d->nentries)
            i = d->nentries - 1;
        while (i >= 0 && !d->entries[i].key)
            i--;
        if (i < 0)
            goto exhausted;
        it->pos = i - 1;
    }
    it->len--;
    return &d->entries[i];
exhausted:
    it->dict = NULL;
    it->len = 0;
    py_decref(S, o);
    return NULL;
}

static py_Obj *dictiter_next_key(py_State *S, py_Obj *o)
{
    py_DictEntry *ep = dictiter_step(S, (py_DictIter *)o);
    return ep ? py_newref(ep->key) : NULL;
}

static py_Obj *dictiter_next_value(py_State *S, py_Obj *o)
{
    py_DictEntry *ep = dictiter_step(S, (py_DictIter *)o);
    return ep ? py_newref(ep->value) : NULL;
}

static py_Obj *dictiter_next_item(py_State *S, py_Obj *o)
{
    py_DictIter *it = (py_DictIter *)o;
    py_DictEntry *ep = dictiter_step(S, it);
    if (!ep) return NULL;
    py_Tuple *r = (py_Tuple *)it->result;
    if (r && r->ob.refcnt == 1) {
        /* the previous pair was dropped by the consumer: refill it */
        py_Obj *ok = r->items[0], *ov = r->items[1];
        r->items[0] = py_newref(ep->key);
        r->items[1] = py_newref(ep->value);
        r->hash = -1;
        py_gc_track(S, (py_Obj *)r); /* the collector may have let it go */
        py_decref(S, ok);
        py_decref(S, ov);
        return py_newref((py_Obj *)r);
    }
    py_Obj *t = py_tuple_pack(S, 2, ep->key, ep->value);
    if (!t) return NULL;
    py_setref(S, &it->result, py_newref(t));
    return t;
}

static py_Obj *self_iter(py_State *S, py_Obj *o) { return py_newref(o); }

static py_Obj *dictiter_m_length_hint(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_DictIter *it = (py_DictIter *)self;
    py_ssize n = 0;
    if (it->dict && it->used == DICT(it->dict)->used)
        n = it->len;
    return py_int_from_i64(S, n);
}

static const py_MethodDef dictiter_methods[] = {
    {"__length_hint__", dictiter_m_length_hint, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

#define DICTITER_TYPE(cname, pyname, nextfn) \
    py_Type py_type_##cname = { \
        .ob = {PY_IMMORTAL, &py_type_type}, \
        .name = pyname, \
        .basicsize = sizeof(py_DictIter), \
        .flags = PY_TPFLAG_GC, \
        .methods = dictiter_methods, \
        .dealloc = dictiter_dealloc, \
        .traverse = dictiter_traverse, \
        .clear = dictiter_clear, \
        .iter = self_iter, \
        .iternext = nextfn, \
    };

DICTITER_TYPE(dict_keyiterator, "dict_keyiterator", dictiter_next_key)
DICTITER_TYPE(dict_valueiterator, "dict_valueiterator", dictiter_next_value)
DICTITER_TYPE(dict_itemiterator, "dict_itemiterator", dictiter_next_item)
/* reversed(d) / reversed(d.keys()) ... (readied on first use) */
DICTITER_TYPE(dict_reversekeyiterator, "dict_reversekeyiterator", dictiter_next_key)
DICTITER_TYPE(dict_reversevalueiterator, "dict_reversevalueiterator", dictiter_next_value)
DICTITER_TYPE(dict_reverseitemiterator, "dict_reverseitemiterator", dictiter_next_item)

py_Obj *py_dict_reversed_iter(py_State *S, py_Obj *d, int kind)
{
    py_Type *t = kind == 0 ? &py_type_dict_reversekeyiterator
               : kind == 1 ? &py_type_dict_reversevalueiterator : &py_type_dict_reverseitemiterator;
    if (!t->dict && py_type_ready(S, t) < 0)
        return NULL;
    return py_dictiter_new(S, d, t, true);
}

/* ---------------------------------------------------------------- views */

py_Obj *py_dictview_new(py_State *S, py_Obj *d, py_Type *t)
{
    py_DictView *v = (py_DictView *)py_obj_alloc(S, t, sizeof(py_DictView));
    if (!v)
        return NULL;
    v->dict = py_newref(d);
    return (py_Obj *)v;
}

static void view_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, VIEW(o)->dict);
    py_obj_free(S, o);
}

static int view_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    return VIEW(o)->dict ? visit(VIEW(o)->dict, arg) : 0;
}

static void view_clear(py_State *S, py_Obj *o)
{
    py_setref(S, &VIEW(o)->dict, NULL);
}

static py_ssize view_len(py_State *S, py_Obj *o) { return VIEW(o)->dict ? DICT(VIEW(o)->dict)->used : 0; }
static int view_bool(py_State *S, py_Obj *o) { return view_len(S, o) != 0; }

static py_Obj *keys_iter(py_State *S, py_Obj *o) { return py_dictiter_new(S, VIEW(o)->dict, PY_T(dict_keyiterator), false); }
static py_Obj *values_iter(py_State *S, py_Obj *o) { return py_dictiter_new(S, VIEW(o)->dict, PY_T(dict_valueiterator), false); }
static py_Obj *items_iter(py_State *S, py_Obj *o) { return py_dictiter_new(S, VIEW(o)->dict, PY_T(dict_itemiterator), false); }

static py_Obj *view_m_reversed(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    int kind = PY_TYPE(self) == PY_T(dict_keys) ? 0 : PY_TYPE(self) == PY_T(dict_values) ? 1 : 2;
    return py_dict_reversed_iter(S, VIEW(self)->dict, kind);
}

static int keys_contains(py_State *S, py_Obj *o, py_Obj *key)
{
    return py_dict_contains(S, VIEW(o)->dict, key);
}

static int items_contains(py_State *S, py_Obj *o, py_Obj *item)
{
    if (PY_TYPE(item) != PY_T(tuple) && !py_tuple_check(item))
        return 0;
    if (py_tuple_len(item) != 2)
        return 0;
    py_Obj *v = py_dict_getB(S, VIEW(o)->dict, py_tuple_getB(item, 0));
    if (!v)
        return py_err_occurred(S) ? -1 : 0;
    py_incref(v);
    int r = py_richcompare_bool(S, v, py_tuple_getB(item, 1), PY_EQ);
    py_decref(S, v);
    return r;
}

static int values_contains(py_State *S, py_Obj *o, py_Obj *x)
{
    py_Obj *d = VIEW(o)->dict;
    py_ssize pos = 0;
    py_Obj *v;
    while (py_dict_next(d, &pos, NULL, &v)) {
        py_incref(v);
        int r = py_richcompare_bool(S, v, x, PY_EQ);
        py_decref(S, v);
        if (r)
            return r;
    }
    return 0;
}

static py_Obj *view_repr(py_State *S, py_Obj *o)
{
    int rc = py_repr_enter(S, o);
    if (rc < 0)
        return NULL;
    if (rc > 0)
        return py_str_from(S, "...");
    py_Obj *res = NULL;
    py_Obj *seq = py_seq_list(S, o);
    if (seq) {
        res = py_str_fmt(S, "%s(%R)", PY_TYPE(o)->name, seq);
        py_decref(S, seq);
    }
    py_repr_leave(S, o);
    return res;
}

static bool is_setlike_view(py_Obj *o)
{
    return PY_TYPE(o) == PY_T(dict_keys) || PY_TYPE(o) == PY_T(dict_items);
}

/* Every element of a is in b (1/0/-1). */
static int all_contained_in(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *it = py_iter(S, a);
    if (!it)
        return -1;
    int ok = 1;
    py_Obj *x;
    while ((x = py_next(S, it)) != NULL) {
        int r = py_contains(S, b, x);
        py_decref(S, x);
        if (r <= 0) {
            ok = r;
            break;
        }
    }
    py_decref(S, it);
    if (ok == 1 && py_err_occurred(S))
        return -1;
    return ok;
}

static py_Obj *view_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (!py_anyset_check(b) && !is_setlike_view(b))
        return py_newref(S->NotImplemented);
    py_ssize la = py_len(S, a), lb;
    if (la < 0 || (lb = py_len(S, b)) < 0)
        return NULL;
    int ok = 0;
    switch (op) {
    case PY_NE:
    case PY_EQ:
        if (la == lb)
            ok = all_contained_in(S, a, b);
        if (op == PY_NE && ok >= 0)
            ok = !ok;
        break;
    case PY_LT:
        if (la < lb)
            ok = all_contained_in(S, a, b);
        break;
    case PY_LE:
        if (la <= lb)
            ok = all_contained_in(S, a, b);
        break;
    case PY_GT:
        if (la > lb)
            ok = all_contained_in(S, b, a);
        break;
    case PY_GE:
        if (la >= lb)
            ok = all_contained_in(S, b, a);
        break;
    }
    if (ok < 0)
        return NULL;
    return PY_BOOL(S, ok);
}

/* A new set from a view (keys views use the dict directly). */
static py_Obj *view_to_set(py_State *S, py_Obj *o)
{
    if (PY_TYPE(o) == PY_T(dict_keys) && PY_TYPE(VIEW(o)->dict) == PY_T(dict))
        return py_set_new(S, VIEW(o)->dict);
    return py_set_new(S, o);
}

static py_Obj *view_sub(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *r = view_to_set(S, a);
    if (!r)
        return NULL;
    if (py_set_difference_update(S, r, b) < 0) {
        py_decref(S, r);
        return NULL;
    }
    return r;
}

static py_Obj *view_or(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *r = view_to_set(S, a);
    if (!r)
        return NULL;
    if (py_set_update(S, r, b) < 0) {
        py_decref(S, r);
        return NULL;
    }
    return r;
}

static py_Obj *view_xor(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *r = view_to_set(S, a);
    if (!r)
        return NULL;
    if (py_set_symmetric_difference_update(S, r, b) < 0) {
        py_decref(S, r);
        return NULL;
    }
    return r;
}

static py_Obj *view_and(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!is_setlike_view(a)) {
        py_Obj *t = a;
        a = b;
        b = t;
    }
    py_ssize la = view_len(S, a);
    if (PY_TYPE(b) == PY_T(set)) {
        py_ssize lb = py_len(S, b);
        if (la <= lb)
            return py_set_intersection(S, b, a);
    }
    if (is_setlike_view(b) && view_len(S, b) > la) {
        py_Obj *t = a;
        a = b;
        b = t;
    }
    py_Obj *r = py_set_new(S, NULL);
    if (!r)
        return NULL;
    py_Obj *it = py_iter(S, b);
    if (!it) {
        py_decref(S, r);
        return NULL;
    }
    bool keys = PY_TYPE(a) == PY_T(dict_keys);
    py_Obj *x;
    while ((x = py_next(S, it)) != NULL) {
        int c = keys ? keys_contains(S, a, x) : items_contains(S, a, x);
        if (c < 0 || (c && py_set_add(S, r, x) < 0)) {
            py_decref(S, x);
            py_decref(S, it);
            py_decref(S, r);
            return NULL;
        }
        py_decref(S, x);
    }
    py_decref(S, it);
    if (py_err_occurred(S)) {
        py_decref(S, r);
        return NULL;
    }
    return r;
}

static py_Obj *view_m_isdisjoint(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_onearg(S, "isdisjoint", nargs, kwnames) < 0)
        return NULL;
    py_Obj *other = args[0], *a = self, *b = other;
    if (other == self)
        return PY_BOOL(S, view_len(S, self) == 0);
    /* iterate over the smaller one when both sizes are known */
    if (py_anyset_check(other) || is_setlike_view(other)) {
        py_ssize lo = py_len(S, other);
        if (lo < 0)
            return NULL;
        if (lo > view_len(S, self)) {
            a = other;
            b = self;
        }
    }
    py_Obj *it = py_iter(S, b);
    if (!it)
        return NULL;
    py_Obj *x;
    while ((x = py_next(S, it)) != NULL) {
        int c = py_contains(S, a, x);
        py_decref(S, x);
        if (c != 0) {
            py_decref(S, it);
            return c < 0 ? NULL : py_newref(S->False);
        }
    }
    py_decref(S, it);
    if (py_err_occurred(S))
        return NULL;
    return py_newref(S->True);
}

static py_Obj *view_get_mapping(py_State *S, py_Obj *o)
{
    /* no mappingproxy constructor in the contract: return the dict itself */
    return py_newref(VIEW(o)->dict);
}

static const py_MethodDef setview_methods[] = {
    {"isdisjoint", view_m_isdisjoint, PY_METH_INSTANCE},
    {"__reversed__", view_m_reversed, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

static const py_MethodDef values_methods[] = {
    {"__reversed__", view_m_reversed, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

static const py_GetSetDef view_getset[] = {
    {"mapping", view_get_mapping, NULL},
    {NULL, NULL, NULL}
};

py_Type py_type_dict_keys = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "dict_keys",
    .basicsize = sizeof(py_DictView),
    .flags = PY_TPFLAG_GC,
    .methods = setview_methods,
    .getset = view_getset,
    .dealloc = view_dealloc,
    .traverse = view_traverse,
    .clear = view_clear,
    .repr = view_repr,
    .richcmp = view_richcmp,
    .iter = keys_iter,
    .nb = {[PY_OP_SUB] = view_sub, [PY_OP_AND] = view_and, [PY_OP_OR] = view_or, [PY_OP_XOR] = view_xor},
    .nb_bool = view_bool,
    .len = view_len,
    .contains = keys_contains,
};

py_Type py_type_dict_items = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "dict_items",
    .basicsize = sizeof(py_DictView),
    .flags = PY_TPFLAG_GC,
    .methods = setview_methods,
    .getset = view_getset,
    .dealloc = view_dealloc,
    .traverse = view_traverse,
    .clear = view_clear,
    .repr = view_repr,
    .richcmp = view_richcmp,
    .iter = items_iter,
    .nb = {[PY_OP_SUB] = view_sub, [PY_OP_AND] = view_and, [PY_OP_OR] = view_or, [PY_OP_XOR] = view_xor},
    .nb_bool = view_bool,
    .len = view_len,
    .contains = items_contains,
};

py_Type py_type_dict_values = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "dict_values",
    .basicsize = sizeof(py_DictView),
    .flags = PY_TPFLAG_GC,
    .methods = values_methods,
    .getset = view_getset,
    .dealloc = view_dealloc,
    .traverse = view_traverse,
    .clear = view_clear,
    .repr = view_repr,
    .iter = values_iter,
    .nb_bool = view_bool,
    .len = view_len,
    .contains = values_contains,
};
