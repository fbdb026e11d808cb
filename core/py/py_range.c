/* py_range.c — range objects (start/stop/step/length kept as Python ints,
 * so big bounds work) and the range iterator (int64 fast path, Python-int
 * path for bounds beyond int64). */
#include "py_containers.h"

#include <string.h>

#define RANGE(o) ((py_Range *)(o))

static bool small(py_Obj *o) { return py_int_is_small(o); }

/* Number of items of range(start, stop, step) as a new int. */
static py_Obj *compute_length(py_State *S, py_Obj *start, py_Obj *stop, py_Obj *step)
{
    if (small(start) && small(stop) && small(step)) {
        int64_t a = py_int_small(start), b = py_int_small(stop), s = py_int_small(step);
        uint64_t n = 0;
        if (s > 0 && a < b)
            n = ((uint64_t)b - (uint64_t)a - 1) / (uint64_t)s + 1;
        else if (s < 0 && a > b)
            n = ((uint64_t)a - (uint64_t)b - 1) / (0 - (uint64_t)s) + 1;
        return py_int_from_u64(S, n);
    }
    /* big: (hi - lo - 1) // |step| + 1 when lo < hi */
    int sign = py_int_sign(step);
    py_Obj *lo = sign > 0 ? start : stop, *hi = sign > 0 ? stop : start;
    int lt = py_richcompare_bool(S, lo, hi, PY_LT);
    if (lt < 0)
        return NULL;
    if (!lt)
        return py_int_from_i64(S, 0);
    py_Obj *one = py_int_from_i64(S, 1);
    py_Obj *abs_step = sign > 0 ? py_newref(step) : py_neg(S, step);
    py_Obj *diff = abs_step ? py_binop(S, hi, lo, PY_OP_SUB) : NULL;
    py_Obj *d1 = diff && one ? py_binop(S, diff, one, PY_OP_SUB) : NULL;
    py_Obj *q = d1 ? py_binop(S, d1, abs_step, PY_OP_FLOORDIV) : NULL;
    py_Obj *r = q ? py_binop(S, q, one, PY_OP_ADD) : NULL;
    py_xdecref(S, one);
    py_xdecref(S, abs_step);
    py_xdecref(S, diff);
    py_xdecref(S, d1);
    py_xdecref(S, q);
    return r;
}

/* A new range from int objects (steals nothing). */
static py_Obj *make_range(py_State *S, py_Type *t, py_Obj *start, py_Obj *stop, py_Obj *step)
{
    py_Obj *len = compute_length(S, start, stop, step);
    if (!len)
        return NULL;
    py_Range *r = (py_Range *)py_obj_alloc(S, t, sizeof(py_Range));
    if (!r) {
        py_decref(S, len);
        return NULL;
    }
    r->start = py_newref(start);
    r->stop = py_newref(stop);
    r->step = py_newref(step);
    r->length = len;
    return (py_Obj *)r;
}

py_Obj *py_range_new(py_State *S, py_Obj *start, py_Obj *stop, py_Obj *step)
{
    py_Obj *a = NULL, *b = NULL, *c = NULL, *r = NULL;
    a = start ? py_index(S, start) : py_int_from_i64(S, 0);
    if (!a)
        goto done;
    b = py_index(S, stop);
    if (!b)
        goto done;
    c = step ? py_index(S, step) : py_int_from_i64(S, 1);
    if (!c)
        goto done;
    if (py_int_sign(c) == 0) {
        py_err_setstr(S, PY_T(ValueError), "range() arg 3 must not be zero");
        goto done;
    }
    r = make_range(S, PY_T(range), a, b, c);
done:
    py_xdecref(S, a);
    py_xdecref(S, b);
    py_xdecref(S, c);
    return r;
}

bool py_range_small(py_Obj *o, int64_t *start, int64_t *step, int64_t *len)
{
    py_Range *r = RANGE(o);
    if (!small(r->start) || !small(r->step) || !small(r->length) || !small(r->stop))
        return false;
    *start = py_int_small(r->start);
    *step = py_int_small(r->step);
    *len = py_int_small(r->length);
    return *len >= 0;
}

static py_Obj *range_tp_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, "range", kwnames) < 0 || py_cont_unpack(S, "range", nargs, 1, 3) < 0)
        return NULL;
    if (nargs == 1)
        return py_range_new(S, NULL, args[0], NULL);
    return py_range_new(S, args[0], args[1], nargs == 3 ? args[2] : NULL);
}

static void range_dealloc(py_State *S, py_Obj *o)
{
    py_Range *r = RANGE(o);
    py_xdecref(S, r->start);
    py_xdecref(S, r->stop);
    py_xdecref(S, r->step);
    py_xdecref(S, r->length);
    py_obj_free(S, o);
}

static py_Obj *range_repr(py_State *S, py_Obj *o)
{
    py_Range *r = RANGE(o);
    if (small(r->step) && py_int_small(r->step) == 1)
        return py_str_fmt(S, "range(%R, %R)", r->start, r->stop);
    return py_str_fmt(S, "range(%R, %R, %R)", r->start, r->stop, r->step);
}

static py_ssize range_len(py_State *S, py_Obj *o)
{
    py_ssize n;
    if (py_as_ssize(S, RANGE(o)->length, &n) < 0)
        return -1;
    return n;
}

static int range_bool(py_State *S, py_Obj *o) { return py_int_sign(RANGE(o)->length) != 0; }

/* start + i * step for an int object i (new ref). */
static py_Obj *range_item_obj(py_State *S, py_Range *r, py_Obj *i)
{
    if (small(r->start) && small(r->step) && small(i)) {
        int64_t p, v;
        if (!__builtin_mul_overflow(py_int_small(i), py_int_small(r->step), &p) &&
            !__builtin_add_overflow(p, py_int_small(r->start), &v))
            return py_int_from_i64(S, v);
    }
    py_Obj *m = py_binop(S, i, r->step, PY_OP_MUL);
    if (!m)
        return NULL;
    py_Obj *v = py_binop(S, r->start, m, PY_OP_ADD);
    py_decref(S, m);
    return v;
}

static py_Obj *range_getitem(py_State *S, py_Obj *o, py_Obj *key)
{
    py_Range *r = RANGE(o);
    if (PY_TYPE(key) == PY_T(slice)) {
        py_ssize len = range_len(S, o);
        if (len < 0)
            return NULL;
        py_ssize start, stop, step, n;
        if (py_slice_indices(S, key, len, &start, &stop, &step, &n) < 0)
            return NULL;
        py_Obj *si = py_int_from_i64(S, start), *ti = py_int_from_i64(S, stop), *pi = py_int_from_i64(S, step);
        py_Obj *a = si ? range_item_obj(S, r, si) : NULL;
        py_Obj *b = ti && a ? range_item_obj(S, r, ti) : NULL;
        py_Obj *c = pi && b ? py_binop(S, r->step, pi, PY_OP_MUL) : NULL;
        py_Obj *res = c ? make_range(S, PY_T(range), a, b, c) : NULL;
        py_xdecref(S, si);
        py_xdecref(S, ti);
        py_xdecref(S, pi);
        py_xdecref(S, a);
        py_xdecref(S, b);
        py_xdecref(S, c);
        return res;
    }
    py_Type *t = PY_TYPE(key);
    if (t->nb_index == NULL && t != PY_T(int) && t != PY_T(bool) && !(t->flags & PY_TPFLAG_INT_SUB))
        return py_err_format(S, PY_T(TypeError), "range indices must be integers or slices, not %T", key);
    py_Obj *i = py_index(S, key);
    if (!i)
        return NULL;
    if (py_int_sign(i) < 0) {
        py_Obj *j = py_binop(S, i, r->length, PY_OP_ADD);
        py_decref(S, i);
        if (!j)
            return NULL;
        i = j;
    }
    int ok = py_int_sign(i) >= 0 ? py_richcompare_bool(S, i, r->length, PY_LT) : 0;
    if (ok <= 0) {
        py_decref(S, i);
        if (ok == 0)
            py_err_setstr(S, PY_T(IndexError), "range object index out of range");
        return NULL;
    }
    py_Obj *v = range_item_obj(S, r, i);
    py_decref(S, i);
    return v;
}

/* Is the int x one of the range's values? */
static int range_contains_int(py_State *S, py_Range *r, py_Obj *x)
{
    if (small(x) && small(r->start) && small(r->stop) && small(r->step)) {
        int64_t v = py_int_small(x), a = py_int_small(r->start), b = py_int_small(r->stop), s = py_int_small(r->step);
        if (s > 0) {
            if (!(a <= v && v < b))
                return 0;
            return ((uint64_t)v - (uint64_t)a) % (uint64_t)s == 0;
        }
        if (!(b < v && v <= a))
            return 0;
        return ((uint64_t)a - (uint64_t)v) % (0 - (uint64_t)s) == 0;
    }
    int pos = py_int_sign(r->step) > 0;
    int c1 = py_richcompare_bool(S, pos ? r->start : x, pos ? x : r->start, PY_LE);
    if (c1 <= 0)
        return c1;
    int c2 = py_richcompare_bool(S, pos ? x : r->stop, pos ? r->stop : x, PY_LT);
    if (c2 <= 0)
        return c2;
    py_Obj *d = py_binop(S, x, r->start, PY_OP_SUB);
    py_Obj *m = d ? py_binop(S, d, r->step, PY_OP_MOD) : NULL;
    py_xdecref(S, d);
    if (!m)
        return -1;
    int z = py_int_sign(m) == 0;
    py_decref(S, m);
    return z;
}

static bool exact_int(py_Obj *x) { return PY_TYPE(x) == PY_T(int) || PY_TYPE(x) == PY_T(bool); }

static int range_contains(py_State *S, py_Obj *o, py_Obj *x)
{
    if (exact_int(x))
        return range_contains_int(S, RANGE(o), x);
    /* generic: compare with every value */
    py_Obj *it = py_iter(S, o);
    if (!it)
        return -1;
    py_Obj *v;
    while ((v = py_next(S, it)) != NULL) {
        int k = py_richcompare_bool(S, v, x, PY_EQ);
        py_decref(S, v);
        if (k) {
            py_decref(S, it);
            return k;
        }
    }
    py_decref(S, it);
    return py_err_occurred(S) ? -1 : 0;
}

static py_Obj *range_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (PY_TYPE(a) != PY_T(range) || PY_TYPE(b) != PY_T(range) || (op != PY_EQ && op != PY_NE))
        return py_newref(S->NotImplemented);
    int eq;
    py_Range *x = RANGE(a), *y = RANGE(b);
    if (a == b) {
        eq = 1;
    } else {
        eq = py_richcompare_bool(S, x->length, y->length, PY_EQ);
        if (eq > 0 && py_int_sign(x->length) != 0) {
            eq = py_richcompare_bool(S, x->start, y->start, PY_EQ);
            if (eq > 0 && !(small(x->length) && py_int_small(x->length) == 1))
                eq = py_richcompare_bool(S, x->step, y->step, PY_EQ);
        }
    }
    if (eq < 0)
        return NULL;
    return PY_BOOL(S, op == PY_EQ ? eq : !eq);
}

static py_hash range_hash(py_State *S, py_Obj *o)
{
    py_Range *r = RANGE(o);
    py_Obj *items[3] = {r->length, r->start, r->step};
    if (py_int_sign(r->length) == 0) {
        items[1] = S->None;
        items[2] = S->None;
    } else if (small(r->length) && py_int_small(r->length) == 1) {
        items[2] = S->None;
    }
    return py_hash_items(S, items, 3);
}

/* ----------------------------------------------------------- iterator */

static py_Obj *rangeiter_make(py_State *S, py_Obj *start, py_Obj *step, py_Obj *len)
{
    py_RangeIter *it = (py_RangeIter *)py_obj_alloc(S, PY_T(range_iterator), sizeof(py_RangeIter));
    if (!it)
        return NULL;
    if (small(start) && small(step) && small(len)) {
        it->next = py_int_small(start);
        it->step = py_int_small(step);
        it->remaining = py_int_small(len);
        /* the last value must fit too */
        int64_t p, v;
        if (it->remaining == 0 ||
            (!__builtin_mul_overflow(it->remaining - 1, it->step, &p) && !__builtin_add_overflow(p, it->next, &v)))
            return (py_Obj *)it;
    }
    it->bnext = py_newref(start);
    it->bstep = py_newref(step);
    it->bremaining = py_newref(len);
    return (py_Obj *)it;
}

static py_Obj *range_iter(py_State *S, py_Obj *o)
{
    py_Range *r = RANGE(o);
    return rangeiter_make(S, r->start, r->step, r->length);
}

static py_Obj *rangeiter_next(py_State *S, py_Obj *o)
{
    py_RangeIter *it = (py_RangeIter *)o;
    if (!it->bremaining) {
        if (it->remaining <= 0)
            return NULL;
        int64_t v = it->next;
        it->remaining--;
        it->next = (int64_t)((uint64_t)v + (uint64_t)it->step);
        return py_int_from_i64(S, v);
    }
    if (py_int_sign(it->bremaining) <= 0)
        return NULL;
    py_Obj *one = py_int_from_i64(S, 1);
    if (!one)
        return NULL;
    py_Obj *rem = py_binop(S, it->bremaining, one, PY_OP_SUB);
    py_decref(S, one);
    if (!rem)
        return NULL;
    py_Obj *nx = py_binop(S, it->bnext, it->bstep, PY_OP_ADD);
    if (!nx) {
        py_decref(S, rem);
        return NULL;
    }
    py_Obj *v = it->bnext;
    it->bnext = nx;
    py_setref(S, &it->bremaining, rem);
    return v;
}

static void rangeiter_dealloc(py_State *S, py_Obj *o)
{
    py_RangeIter *it = (py_RangeIter *)o;
    py_xdecref(S, it->bnext);
    py_xdecref(S, it->bstep);
    py_xdecref(S, it->bremaining);
    py_obj_free(S, o);
}

static py_Obj *self_iter(py_State *S, py_Obj *o) { return py_newref(o); }

static py_Obj *rangeiter_m_length_hint(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_RangeIter *it = (py_RangeIter *)self;
    if (it->bremaining)
        return py_newref(it->bremaining);
    return py_int_from_i64(S, it->remaining > 0 ? it->remaining : 0);
}

static const py_MethodDef rangeiter_methods[] = {
    {"__length_hint__", rangeiter_m_length_hint, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

py_Type py_type_range_iterator = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "range_iterator",
    .basicsize = sizeof(py_RangeIter),
    .methods = rangeiter_methods,
    .dealloc = rangeiter_dealloc,
    .iter = self_iter,
    .iternext = rangeiter_next,
};

/* ------------------------------------------------------------ methods */

static py_Obj *range_m_reversed(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_noargs(S, "range.__reversed__", nargs, kwnames) < 0)
        return NULL;
    py_Range *r = RANGE(self);
    /* last = start + (len - 1) * step; iterate with -step */
    py_Obj *one = py_int_from_i64(S, 1);
    py_Obj *lm1 = one ? py_binop(S, r->length, one, PY_OP_SUB) : NULL;
    py_Obj *last = lm1 ? range_item_obj(S, r, lm1) : NULL;
    py_Obj *nstep = last ? py_neg(S, r->step) : NULL;
    py_Obj *it = nstep ? rangeiter_make(S, last, nstep, r->length) : NULL;
    py_xdecref(S, one);
    py_xdecref(S, lm1);
    py_xdecref(S, last);
    py_xdecref(S, nstep);
    return it;
}

static py_Obj *range_m_count(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_onearg(S, "range.count", nargs, kwnames) < 0)
        return NULL;
    if (exact_int(args[0])) {
        int c = range_contains_int(S, RANGE(self), args[0]);
        return c < 0 ? NULL : py_int_from_i64(S, c);
    }
    py_Obj *it = py_iter(S, self);
    if (!it)
        return NULL;
    int64_t n = 0;
    py_Obj *v;
    while ((v = py_next(S, it)) != NULL) {
        int k = py_richcompare_bool(S, v, args[0], PY_EQ);
        py_decref(S, v);
        if (k < 0) {
            py_decref(S, it);
            return NULL;
        }
        n += k;
    }
    py_decref(S, it);
    if (py_err_occurred(S))
        return NULL;
    return py_int_from_i64(S, n);
}

static py_Obj *range_m_index(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_onearg(S, "range.index", nargs, kwnames) < 0)
        return NULL;
    py_Range *r = RANGE(self);
    py_Obj *x = args[0];
    if (exact_int(x)) {
        int c = range_contains_int(S, r, x);
        if (c < 0)
            return NULL;
        if (!c)
            return py_err_format(S, PY_T(ValueError), "%R is not in range", x);
        py_Obj *d = py_binop(S, x, r->start, PY_OP_SUB);
        if (!d)
            return NULL;
        py_Obj *q = py_binop(S, d, r->step, PY_OP_FLOORDIV);
        py_decref(S, d);
        return q;
    }
    py_Obj *it = py_iter(S, self);
    if (!it)
        return NULL;
    int64_t i = 0;
    py_Obj *v;
    while ((v = py_next(S, it)) != NULL) {
        int k = py_richcompare_bool(S, v, x, PY_EQ);
        py_decref(S, v);
        if (k) {
            py_decref(S, it);
            return k < 0 ? NULL : py_int_from_i64(S, i);
        }
        i++;
    }
    py_decref(S, it);
    if (py_err_occurred(S))
        return NULL;
    return py_err_setstr(S, PY_T(ValueError), "sequence.index(x): x not in sequence");
}

static py_Obj *range_get_start(py_State *S, py_Obj *o) { return py_newref(RANGE(o)->start); }
static py_Obj *range_get_stop(py_State *S, py_Obj *o) { return py_newref(RANGE(o)->stop); }
static py_Obj *range_get_step(py_State *S, py_Obj *o) { return py_newref(RANGE(o)->step); }

static const py_MethodDef range_methods[] = {
    {"__reversed__", range_m_reversed, PY_METH_INSTANCE},
    {"count", range_m_count, PY_METH_INSTANCE},
    {"index", range_m_index, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

static const py_GetSetDef range_getset[] = {
    {"start", range_get_start, NULL},
    {"stop", range_get_stop, NULL},
    {"step", range_get_step, NULL},
    {NULL, NULL, NULL}
};

py_Type py_type_range = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "range",
    .basicsize = sizeof(py_Range),
    .methods = range_methods,
    .getset = range_getset,
    .dealloc = range_dealloc,
    .tp_new = range_tp_new,
    .repr = range_repr,
    .hash = range_hash,
    .richcmp = range_richcmp,
    .iter = range_iter,
    .nb_bool = range_bool,
    .len = range_len,
    .getitem = range_getitem,
    .contains = range_contains,
};
