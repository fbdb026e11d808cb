/* py_slice.c — the slice type, slice resolution against a sequence length
 * (PySlice_GetIndicesEx semantics) and index conversion for sequences. */
#include "py_containers.h"

#include <string.h>

#define SSIZE_MAX_ ((py_ssize)(SIZE_MAX >> 1))
#define SSIZE_MIN_ (-SSIZE_MAX_ - 1)

/* Convert a slice bound to a clipped py_ssize (CPython _PyEval_SliceIndex):
 * int-like required, huge values clamp to the py_ssize range. */
static int slice_index(py_State *S, py_Obj *v, py_ssize *out)
{
    if (PY_TYPE(v)->nb_index == NULL && !(PY_TYPE(v)->flags & PY_TPFLAG_INT_SUB) &&
        PY_TYPE(v) != PY_T(int) && PY_TYPE(v) != PY_T(bool)) {
        py_err_setstr(S, PY_T(TypeError),
                      "slice indices must be integers or None or have an __index__ method");
        return -1;
    }
    py_Obj *i = py_index(S, v);
    if (!i)
        return -1;
    if (py_int_is_small(i)) {
        int64_t x = py_int_small(i);
        if (x > (int64_t)SSIZE_MAX_)
            x = (int64_t)SSIZE_MAX_;
        else if (x < (int64_t)SSIZE_MIN_)
            x = (int64_t)SSIZE_MIN_;
        *out = (py_ssize)x;
    } else {
        *out = py_int_sign(i) < 0 ? SSIZE_MIN_ : SSIZE_MAX_;
    }
    py_decref(S, i);
    return 0;
}

/* Unpack a slice's start/stop/step into clipped C integers (PySlice_Unpack). */
static int slice_unpack(py_State *S, py_Obj *slice, py_ssize *start, py_ssize *stop, py_ssize *step)
{
    py_Slice *r = (py_Slice *)slice;
    if (r->step == S->None) {
        *step = 1;
    } else {
        if (slice_index(S, r->step, step) < 0)
            return -1;
        if (*step == 0) {
            py_err_setstr(S, PY_T(ValueError), "slice step cannot be zero");
            return -1;
        }
        if (*step < -SSIZE_MAX_)
            *step = -SSIZE_MAX_;
    }
    if (r->start == S->None) {
        *start = *step < 0 ? SSIZE_MAX_ : 0;
    } else if (slice_index(S, r->start, start) < 0) {
        return -1;
    }
    if (r->stop == S->None) {
        *stop = *step < 0 ? SSIZE_MIN_ : SSIZE_MAX_;
    } else if (slice_index(S, r->stop, stop) < 0) {
        return -1;
    }
    return 0;
}

/* Clamp unpacked bounds to [0, len] and return the number of items
 * (PySlice_AdjustIndices). */
static py_ssize slice_adjust(py_ssize len, py_ssize *start, py_ssize *stop, py_ssize step)
{
    if (*start < 0) {
        *start += len;
        if (*start < 0)
            *start = step < 0 ? -1 : 0;
    } else if (*start >= len) {
        *start = step < 0 ? len - 1 : len;
    }
    if (*stop < 0) {
        *stop += len;
        if (*stop < 0)
            *stop = step < 0 ? -1 : 0;
    } else if (*stop >= len) {
        *stop = step < 0 ? len - 1 : len;
    }
    if (step < 0) {
        if (*stop < *start)
            return (*start - *stop - 1) / (-step) + 1;
    } else if (*start < *stop) {
        return (*stop - *start - 1) / step + 1;
    }
    return 0;
}

int py_slice_indices(py_State *S, py_Obj *slice, py_ssize len, py_ssize *start,
                     py_ssize *stop, py_ssize *step, py_ssize *slicelen)
{
    if (slice_unpack(S, slice, start, stop, step) < 0)
        return -1;
    *slicelen = slice_adjust(len, start, stop, *step);
    return 0;
}

py_Obj *py_slice_new(py_State *S, py_Obj *start, py_Obj *stop, py_Obj *step)
{
    py_Slice *s = (py_Slice *)py_obj_alloc(S, PY_T(slice), sizeof(py_Slice));
    if (!s)
        return NULL;
    s->start = py_newref(start ? start : S->None);
    s->stop = py_newref(stop ? stop : S->None);
    s->step = py_newref(step ? step : S->None);
    return (py_Obj *)s;
}

static void slice_dealloc(py_State *S, py_Obj *o)
{
    py_Slice *s = (py_Slice *)o;
    py_xdecref(S, s->start);
    py_xdecref(S, s->stop);
    py_xdecref(S, s->step);
    py_obj_free(S, o);
}

static int slice_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Slice *s = (py_Slice *)o;
    if (s->start && visit(s->start, arg)) return 1;
    if (s->stop && visit(s->stop, arg)) return 1;
    if (s->step && visit(s->step, arg)) return 1;
    return 0;
}

static void slice_clear(py_State *S, py_Obj *o)
{
    py_Slice *s = (py_Slice *)o;
    py_setref(S, &s->start, NULL);
    py_setref(S, &s->stop, NULL);
    py_setref(S, &s->step, NULL);
}

static py_Obj *slice_tp_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, "slice", kwnames) < 0 || py_cont_unpack(S, "slice", nargs, 1, 3) < 0)
        return NULL;
    if (nargs == 1)
        return py_slice_new(S, NULL, args[0], NULL);
    return py_slice_new(S, args[0], args[1], nargs == 3 ? args[2] : NULL);
}

static py_Obj *slice_repr(py_State *S, py_Obj *o)
{
    py_Slice *s = (py_Slice *)o;
    return py_str_fmt(S, "slice(%R, %R, %R)", s->start, s->stop, s->step);
}

static py_hash slice_hash(py_State *S, py_Obj *o)
{
    py_Slice *s = (py_Slice *)o;
    py_Obj *items[3] = {s->start, s->stop, s->step};
    return py_hash_items(S, items, 3);
}

static py_Obj *slice_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (PY_TYPE(a) != PY_T(slice) || PY_TYPE(b) != PY_T(slice))
        return py_newref(S->NotImplemented);
    if (a == b && (op == PY_EQ || op == PY_NE))
        return PY_BOOL(S, op == PY_EQ);
    py_Slice *x = (py_Slice *)a, *y = (py_Slice *)b;
    py_Obj *ta = py_tuple_pack(S, 3, x->start, x->stop, x->step);
    if (!ta)
        return NULL;
    py_Obj *tb = py_tuple_pack(S, 3, y->start, y->stop, y->step);
    if (!tb) {
        py_decref(S, ta);
        return NULL;
    }
    py_Obj *r = py_richcompare(S, ta, tb, op);
    py_decref(S, ta);
    py_decref(S, tb);
    return r;
}

/* slice.indices(length) -> (start, stop, step) */
static py_Obj *slice_m_indices(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_onearg(S, "slice.indices", nargs, kwnames) < 0)
        return NULL;
    py_ssize len;
    py_Obj *li = py_index(S, args[0]);
    if (!li)
        return NULL;
    int rc = py_as_ssize(S, li, &len);
    py_decref(S, li);
    if (rc < 0)
        return NULL;
    if (len < 0)
        return py_err_setstr(S, PY_T(ValueError), "length should not be negative");
    py_ssize start, stop, step, n;
    if (py_slice_indices(S, self, len, &start, &stop, &step, &n) < 0)
        return NULL;
    (void)n;
    py_Obj *a = py_int_from_i64(S, start), *b = py_int_from_i64(S, stop), *c = py_int_from_i64(S, step);
    py_Obj *r = (a && b && c) ? py_tuple_pack(S, 3, a, b, c) : NULL;
    py_xdecref(S, a);
    py_xdecref(S, b);
    py_xdecref(S, c);
    return r;
}

static py_Obj *slice_get_start(py_State *S, py_Obj *o) { return py_newref(((py_Slice *)o)->start); }
static py_Obj *slice_get_stop(py_State *S, py_Obj *o) { return py_newref(((py_Slice *)o)->stop); }
static py_Obj *slice_get_step(py_State *S, py_Obj *o) { return py_newref(((py_Slice *)o)->step); }

static const py_MethodDef slice_methods[] = {
    {"indices", slice_m_indices, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

static const py_GetSetDef slice_getset[] = {
    {"start", slice_get_start, NULL},
    {"stop", slice_get_stop, NULL},
    {"step", slice_get_step, NULL},
    {NULL, NULL, NULL}
};

py_Type py_type_slice = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "slice",
    .basicsize = sizeof(py_Slice),
    .flags = PY_TPFLAG_GC,
    .methods = slice_methods,
    .getset = slice_getset,
    .dealloc = slice_dealloc,
    .traverse = slice_traverse,
    .clear = slice_clear,
    .tp_new = slice_tp_new,
    .repr = slice_repr,
    .hash = slice_hash,
    .richcmp = slice_richcmp,
};
