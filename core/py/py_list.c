/* py_list.c — the list type and its (forward and reverse) iterator.
 * Sorting lives in py_sort.c. */
#include "py_containers.h"
#include "py_builtins.h"

#include <string.h>

#define LIST(o) ((py_List *)(o))
#define SSIZE_MAX_ ((py_ssize)(SIZE_MAX >> 1))

/* Make room for n items (len unchanged; capacity grows ~12.5% + 6). */
static int list_reserve(py_State *S, py_List *l, py_ssize n)
{
    if (n <= l->cap)
        return 0;
    if ((size_t)n > (SIZE_MAX / sizeof(py_Obj *)) / 2) {
        py_err_nomemory(S);
        return -1;
    }
    py_ssize ncap = n + (n >> 3) + (n < 9 ? 3 : 6);
    ncap = (ncap + 3) & ~(py_ssize)3;
    py_Obj **items = (py_Obj **)py_realloc(S, l->items, (size_t)l->cap * sizeof(py_Obj *),
                                           (size_t)ncap * sizeof(py_Obj *));
    if (!items)
        return -1;
    l->items = items;
    l->cap = ncap;
    return 0;
}

int py_list_resize(py_State *S, py_Obj *o, py_ssize n)
{
    py_List *l = LIST(o);
    if (list_reserve(S, l, n) < 0)
        return -1;
    for (py_ssize i = l->len; i < n; i++)
        l->items[i] = NULL;
    l->len = n;
    return 0;
}

static py_Obj *list_alloc(py_State *S, py_Type *t)
{
    return py_obj_alloc(S, t, t == PY_T(list) ? (py_ssize)sizeof(py_List) : t->basicsize);
}

py_Obj *py_list_new(py_State *S, py_ssize n)
{
    if (n < 0)
        return py_err_setstr(S, PY_T(SystemError), "negative list size");
    py_Obj *l = list_alloc(S, PY_T(list));
    if (!l)
        return NULL;
    if (n > 0) {
        if ((size_t)n > (SIZE_MAX / sizeof(py_Obj *)) / 2) {
            py_decref(S, l);
            return py_err_nomemory(S);
        }
        LIST(l)->items = (py_Obj **)py_malloc(S, (size_t)n * sizeof(py_Obj *));
        if (!LIST(l)->items) {
            py_decref(S, l);
            return NULL;
        }
        LIST(l)->cap = n;
        LIST(l)->len = n;
    }
    return l;
}

py_Obj *py_list_from_array(py_State *S, py_Obj *const *items, py_ssize n)
{
    py_Obj *l = py_list_new(S, n);
    if (!l)
        return NULL;
    for (py_ssize i = 0; i < n; i++)
        LIST(l)->items[i] = py_newref(items[i]);
    return l;
}

int py_list_append(py_State *S, py_Obj *o, py_Obj *v)
{
    py_List *l = LIST(o);
    if (l->len == l->cap && list_reserve(S, l, l->len + 1) < 0)
        return -1;
    l->items[l->len++] = py_newref(v);
    return 0;
}

int py_list_append_steal(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!v)
        return -1;
    py_List *l = LIST(o);
    if (l->len == l->cap && list_reserve(S, l, l->len + 1) < 0) {
        py_decref(S, v);
        return -1;
    }
    l->items[l->len++] = v;
    return 0;
}

int py_list_insert(py_State *S, py_Obj *o, py_ssize i, py_Obj *v)
{
    py_List *l = LIST(o);
    if (list_reserve(S, l, l->len + 1) < 0)
        return -1;
    if (i < 0) {
        i += l->len;
        if (i < 0)
            i = 0;
    }
    if (i > l->len)
        i = l->len;
    memmove(&l->items[i + 1], &l->items[i], (size_t)(l->len - i) * sizeof(py_Obj *));
    l->items[i] = py_newref(v);
    l->len++;
    return 0;
}

/* Remove every item (decrefs after the list is already empty, so that
 * destructors may touch the list safely). */
void py_list_clear(py_State *S, py_Obj *o)
{
    py_List *l = LIST(o);
    py_Obj **items = l->items;
    py_ssize n = l->len, cap = l->cap;
    if (!items)
        return;
    l->items = NULL;
    l->len = l->cap = 0;
    while (--n >= 0)
        py_xdecref(S, items[n]);
    py_free(S, items, (size_t)cap * sizeof(py_Obj *));
}

int py_list_extend(py_State *S, py_Obj *o, py_Obj *iterable)
{
    py_List *l = LIST(o);
    /* CPython's fast path: exact lists and tuples (a subclass may override __iter__) */
    if (PY_TYPE(iterable) == PY_T(list) || PY_TYPE(iterable) == PY_T(tuple) || iterable == o) {
        py_ssize n = py_list_check(iterable) ? py_list_len(iterable) : py_tuple_len(iterable);
        if (n == 0)
            return 0;
        py_ssize old = l->len;
        if (list_reserve(S, l, old + n) < 0)
            return -1;
        /* iterable may be l itself: items are read after reserving */
        py_Obj **src = py_list_check(iterable) ? LIST(iterable)->items : ((py_Tuple *)iterable)->items;
        for (py_ssize i = 0; i < n; i++)
            l->items[old + i] = py_newref(src[i]);
        l->len = old + n;
        return 0;
    }
    py_Obj *it = py_iter(S, iterable);
    if (!it)
        return -1;
    py_Obj *(*next)(py_State *, py_Obj *) = PY_TYPE(it)->iternext;
    for (;;) {
        py_Obj *v = next ? next(S, it) : py_next(S, it);
        if (!v) {
            py_decref(S, it);
            return py_err_occurred(S) ? -1 : 0;
        }
        if (py_list_append_steal(S, o, v) < 0) {
            py_decref(S, it);
            return -1;
        }
    }
}

py_Obj *py_seq_list(py_State *S, py_Obj *iterable)
{
    py_Obj *l = py_list_new(S, 0);
    if (!l)
        return NULL;
    if (py_list_extend(S, l, iterable) < 0) {
        py_decref(S, l);
        return NULL;
    }
    return l;
}

py_Obj *py_list_getslice(py_State *S, py_Obj *o, py_ssize lo, py_ssize hi)
{
    py_ssize n = py_list_len(o);
    if (lo < 0) lo = 0;
    if (hi > n) hi = n;
    if (hi < lo) hi = lo;
    /* no pointer arithmetic on an empty slice (items may be NULL, lo past the end) */
    return py_list_from_array(S, hi > lo ? LIST(o)->items + lo : NULL, hi - lo);
}

int py_list_reverse(py_State *S, py_Obj *o)
{
    py_List *l = LIST(o);
    for (py_ssize i = 0, j = l->len - 1; i < j; i++, j--) {
        py_Obj *t = l->items[i];
        l->items[i] = l->items[j];
        l->items[j] = t;
    }
    return 0;
}

/* ------------------------------------------------------------ slots */

static void list_dealloc(py_State *S, py_Obj *o)
{
    py_list_clear(S, o);
    py_obj_free(S, o);
}

static int list_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_List *l = LIST(o);
    for (py_ssize i = 0; i < l->len; i++)
        if (l->items[i] && visit(l->items[i], arg))
            return 1;
    return 0;
}

static void list_gc_clear(py_State *S, py_Obj *o) { py_list_clear(S, o); }

static py_Obj *list_tp_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (t == PY_T(list) && (py_cont_nokw(S, "list", kwnames) < 0 || py_cont_unpack(S, "list", nargs, 0, 1) < 0))
        return NULL;
    return list_alloc(S, t);
}

static int list_tp_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, "list", kwnames) < 0 || py_cont_unpack(S, "list", nargs, 0, 1) < 0)
        return -1;
    if (py_list_len(self))
        py_list_clear(S, self);
    if (nargs == 0)
        return 0;
    return py_list_extend(S, self, args[0]);
}

static py_Obj *list_repr(py_State *S, py_Obj *o)
{
    py_List *l = LIST(o);
    if (l->len == 0)
        return py_str_from(S, "[]");
    int rc = py_repr_enter(S, o);
    if (rc < 0)
        return NULL;
    if (rc > 0)
        return py_str_from(S, "[...]");
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_buf_putc(&b, '[');
    py_Obj *res = NULL;
    if (py_enter_recursive(S, " while getting the repr of an object") < 0)
        goto done;
    /* the list may change while repr'ing its items: re-check len each time */
    for (py_ssize i = 0; i < l->len; i++) {
        if (i)
            nb_buf_append(&b, ", ", 2);
        py_Obj *item = py_newref(l->items[i]);
        py_Obj *r = py_repr(S, item);
        py_decref(S, item);
        if (!r) {
            py_leave_recursive(S);
            goto done;
        }
        nb_buf_append(&b, py_str_utf8(r), (size_t)py_str_nbytes(r));
        py_decref(S, r);
    }
    py_leave_recursive(S);
    nb_buf_putc(&b, ']');
    if (b.oom)
        py_err_nomemory(S);
    else
        res = py_str_new(S, b.data, (py_ssize)b.len);
done:
    nb_buf_free(&b);
    py_repr_leave(S, o);
    return res;
}


static py_Obj *list_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (!py_list_check(a) || !py_list_check(b))
        return py_newref(S->NotImplemented);
    py_List *x = LIST(a), *y = LIST(b);
    if (x->len != y->len && (op == PY_EQ || op == PY_NE))
        return PY_BOOL(S, op == PY_NE);
    /* items may change during comparisons: compare with live lengths */
    py_ssize i;
    for (i = 0; i < x->len && i < y->len; i++) {
        py_Obj *u = x->items[i], *v = y->items[i];
        if (u == v)
            continue;
        py_incref(u);
        py_incref(v);
        int k = py_richcompare_bool(S, u, v, PY_EQ);
        py_decref(S, u);
        py_decref(S, v);
        if (k < 0)
            return NULL;
        if (!k)
            break;
    }
    if (i >= x->len || i >= y->len) {
        py_ssize na = x->len, nb = y->len;
        bool r;
        switch (op) {
        case PY_LT: r = na < nb; break;
        case PY_LE: r = na <= nb; break;
        case PY_EQ: r = na == nb; break;
        case PY_NE: r = na != nb; break;
        case PY_GT: r = na > nb; break;
        default: r = na >= nb; break;
        }
        return PY_BOOL(S, r);
    }
    if (op == PY_EQ)
        return py_newref(S->False);
    if (op == PY_NE)
        return py_newref(S->True);
    py_Obj *u = py_newref(x->items[i]), *v = py_newref(y->items[i]);
    py_Obj *r = py_richcompare(S, u, v, op);
    py_decref(S, u);
    py_decref(S, v);
    return r;
}

static py_Obj *list_add(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_list_check(a))
        return py_newref(S->NotImplemented);
    if (!py_list_check(b)) {
        if ((PY_TYPE(b)->flags & PY_TPFLAG_HEAPTYPE) && PY_TYPE(b)->nb[PY_OP_ADD])
            return py_newref(S->NotImplemented);
        return py_err_format(S, PY_T(TypeError), "can only concatenate list (not \"%T\") to list", b);
    }
    py_ssize na = py_list_len(a), nb = py_list_len(b);
    py_Obj *r = py_list_new(S, na + nb);
    if (!r)
        return NULL;
    for (py_ssize i = 0; i < na; i++)
        LIST(r)->items[i] = py_newref(LIST(a)->items[i]);
    for (py_ssize i = 0; i < nb; i++)
        LIST(r)->items[na + i] = py_newref(LIST(b)->items[i]);
    return r;
}

static py_Obj *list_iadd(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_list_check(a))
        return py_newref(S->NotImplemented);
    if (py_list_extend(S, a, b) < 0)
        return NULL;
    return py_newref(a);
}


/* Parse the repeat count of list * n; 1 = NotImplemented returned in *res. */
static int repeat_arg(py_State *S, py_Obj *a, py_Obj *b, py_Obj **seq, py_ssize *n, py_Obj **res)
{
    py_Obj *cnt = b;
    *seq = a;
    if (!py_list_check(a)) {
        *seq = b;
        cnt = a;
    }
    if (!py_list_check(*seq)) {
        *res = py_newref(S->NotImplemented);
        return 1;
    }
    int rc = py_seq_repeat_count(S, cnt, n);
    if (rc < 0)
        return -1;
    if (rc > 0) {
        if ((PY_TYPE(cnt)->flags & PY_TPFLAG_HEAPTYPE) && PY_TYPE(cnt)->nb[PY_OP_MUL]) {
            *res = py_newref(S->NotImplemented);
            return 1;
        }
        py_err_format(S, PY_T(TypeError), "can't multiply sequence by non-int of type '%T'", cnt);
        return -1;
    }
    return 0;
}

static py_Obj *list_mul(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *seq, *res = NULL;
    py_ssize n;
    int rc = repeat_arg(S, a, b, &seq, &n, &res);
    if (rc)
        return rc > 0 ? res : NULL;
    py_ssize len = py_list_len(seq);
    if (len && n > SSIZE_MAX_ / 16 / len)
        return py_err_nomemory(S);
    py_Obj *r = py_list_new(S, len * n);
    if (!r)
        return NULL;
    py_Obj **dst = LIST(r)->items;
    if (len == 1) {
        py_Obj *v = LIST(seq)->items[0];
        v->refcnt += n;
        for (py_ssize k = 0; k < n; k++)
            dst[k] = v;
        return r;
    }
    for (py_ssize k = 0; k < n; k++)
        for (py_ssize i = 0; i < len; i++)
            *dst++ = py_newref(LIST(seq)->items[i]);
    return r;
}

static py_Obj *list_imul(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *seq, *res = NULL;
    py_ssize n;
    if (!py_list_check(a))
        return py_newref(S->NotImplemented);
    int rc = repeat_arg(S, a, b, &seq, &n, &res);
    if (rc)
        return rc > 0 ? res : NULL;
    py_List *l = LIST(a);
    py_ssize len = l->len;
    if (n == 0 || len == 0) {
        py_list_clear(S, a);
        return py_newref(a);
    }
    if (n > SSIZE_MAX_ / 16 / len)
        return py_err_nomemory(S);
    if (list_reserve(S, l, len * n) < 0)
        return NULL;
    for (py_ssize k = 1; k < n; k++)
        for (py_ssize i = 0; i < len; i++)
            l->items[k * len + i] = py_newref(l->items[i]);
    l->len = len * n;
    return py_newref(a);
}

static py_ssize list_len(py_State *S, py_Obj *o) { return LIST(o)->len; }
static int list_bool(py_State *S, py_Obj *o) { return LIST(o)->len != 0; }


static py_Obj *list_getitem(py_State *S, py_Obj *o, py_Obj *key)
{
    py_List *l = LIST(o);
    py_ssize i;
    if (PY_TYPE(key) == PY_T(int) && ((py_Int *)key)->ndigits == 0) {
        int64_t v = ((py_Int *)key)->v;
        if (v < 0)
            v += l->len;
        if ((uint64_t)v >= (uint64_t)l->len)
            return py_err_setstr(S, PY_T(IndexError), "list index out of range");
        return py_newref(l->items[v]);
    }
    int rc = py_seq_index(S, key, "list", &i);
    if (rc < 0)
        return NULL;
    if (rc == 0) {
        if (i < 0)
            i += l->len;
        if (i < 0 || i >= l->len)
            return py_err_setstr(S, PY_T(IndexError), "list index out of range");
        return py_newref(l->items[i]);
    }
    py_ssize start, stop, step, n;
    if (py_slice_indices(S, key, l->len, &start, &stop, &step, &n) < 0)
        return NULL;
    if (step == 1)
        return py_list_getslice(S, o, start, stop);
    py_Obj *r = py_list_new(S, n);
    if (!r)
        return NULL;
    for (py_ssize k = 0, j = start; k < n; k++, j += step)
        LIST(r)->items[k] = py_newref(l->items[j]);
    return r;
}

/* l[lo:hi] = v (v NULL: delete), the simple-slice assignment. */
static int list_ass_slice(py_State *S, py_Obj *o, py_ssize lo, py_ssize hi, py_Obj *v)
{
    py_List *l = LIST(o);
    py_Obj *seq = NULL;
    py_Obj **src = NULL;
    py_ssize n = 0;
    if (v) {
        if (v == o || (!py_list_check(v) && !py_tuple_check(v))) {
            if (v != o && !PY_TYPE(v)->iter && !PY_TYPE(v)->getitem) {
                py_err_setstr(S, PY_T(TypeError), "can only assign an iterable");
                return -1;
            }
            seq = py_seq_list(S, v);
            if (!seq)
                return -1;
            v = seq;
        }
        n = py_list_check(v) ? py_list_len(v) : py_tuple_len(v);
        src = py_list_check(v) ? LIST(v)->items : ((py_Tuple *)v)->items;
    }
    if (lo < 0) lo = 0;
    else if (lo > l->len) lo = l->len;
    if (hi < lo) hi = lo;
    else if (hi > l->len) hi = l->len;
    py_ssize nold = hi - lo;
    py_ssize delta = n - nold;
    /* keep the old items to decref after the list is consistent */
    py_Obj **old = NULL;
    if (nold) {
        old = (py_Obj **)py_malloc(S, (size_t)nold * sizeof(py_Obj *));
        if (!old) {
            py_xdecref(S, seq);
            return -1;
        }
        memcpy(old, &l->items[lo], (size_t)nold * sizeof(py_Obj *));
    }
    if (delta > 0 && list_reserve(S, l, l->len + delta) < 0) {
        if (old)
            py_free(S, old, (size_t)nold * sizeof(py_Obj *));
        py_xdecref(S, seq);
        return -1;
    }
    if (l->len > hi)   /* an empty list has no items array: memmove(NULL) is undefined */
        memmove(&l->items[hi + delta], &l->items[hi], (size_t)(l->len - hi) * sizeof(py_Obj *));
    l->len += delta;
    for (py_ssize k = 0; k < n; k++)
        l->items[lo + k] = py_newref(src[k]);
    for (py_ssize k = 0; k < nold; k++)
        py_decref(S, old[k]);
    if (old)
        py_free(S, old, (size_t)nold * sizeof(py_Obj *));
    py_xdecref(S, seq);
    return 0;
}

static int list_setitem(py_State *S, py_Obj *o, py_Obj *key, py_Obj *v)
{
    py_List *l = LIST(o);
    py_ssize i;
    int rc = py_seq_index(S, key, "list", &i);
    if (rc < 0)
        return -1;
    if (rc == 0) {
        if (i < 0)
            i += l->len;
        if (i < 0 || i >= l->len) {
            py_err_setstr(S, PY_T(IndexError), "list assignment index out of range");
            return -1;
        }
        if (v) {
            py_setref(S, &l->items[i], py_newref(v));
            return 0;
        }
        py_Obj *old = l->items[i];
        memmove(&l->items[i], &l->items[i + 1], (size_t)(l->len - i - 1) * sizeof(py_Obj *));
        l->len--;
        py_decref(S, old);
        return 0;
    }
    py_ssize start, stop, step, n;
    if (py_slice_indices(S, key, l->len, &start, &stop, &step, &n) < 0)
        return -1;
    if (step == 1)
        return list_ass_slice(S, o, start, stop, v);
    if (!v) {
        /* delete an extended slice */
        if (n <= 0)
            return 0;
        if (step < 0) {
            stop = start + 1;
            start = stop + step * (n - 1) - 1;
            step = -step;
        }
        py_Obj **old = (py_Obj **)py_malloc(S, (size_t)n * sizeof(py_Obj *));
        if (!old)
            return -1;
        py_ssize w = 0, k = 0, next_del = start;
        for (py_ssize r = 0; r < l->len; r++) {
            if (k < n && r == next_del) {
                old[k++] = l->items[r];
                next_del += step;
                continue;
            }
            l->items[w++] = l->items[r];
        }
        l->len = w;
        for (py_ssize j = 0; j < k; j++)
            py_decref(S, old[j]);
        py_free(S, old, (size_t)n * sizeof(py_Obj *));
        return 0;
    }
    /* assign to an extended slice */
    py_Obj *seq;
    if (v == o || (!py_list_check(v) && !py_tuple_check(v))) {
        if (!PY_TYPE(v)->iter && !PY_TYPE(v)->getitem) {
            py_err_setstr(S, PY_T(TypeError), "must assign iterable to extended slice");
            return -1;
        }
        seq = py_seq_list(S, v);
        if (!seq)
            return -1;
    } else {
        seq = py_newref(v);
    }
    py_ssize sn = py_list_check(seq) ? py_list_len(seq) : py_tuple_len(seq);
    if (sn != n) {
        py_decref(S, seq);
        py_err_format(S, PY_T(ValueError), "attempt to assign sequence of size %zd to extended slice of size %zd", sn, n);
        return -1;
    }
    py_Obj **src = py_list_check(seq) ? LIST(seq)->items : ((py_Tuple *)seq)->items;
    for (py_ssize k = 0, j = start; k < n; k++, j += step)
        py_setref(S, &l->items[j], py_newref(src[k]));
    py_decref(S, seq);
    return 0;
}

static int list_contains(py_State *S, py_Obj *o, py_Obj *v)
{
    py_List *l = LIST(o);
    for (py_ssize i = 0; i < l->len; i++) {
        py_Obj *item = l->items[i];
        if (item == v)
            return 1;
        py_incref(item);
        int k = py_richcompare_bool(S, item, v, PY_EQ);
        py_decref(S, item);
        if (k)
            return k;
    }
    return 0;
}

/* ---------------------------------------------------------- methods */

static py_Obj *list_m_append(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (nargs != 1 || kwnames) {
        if (py_cont_onearg(S, "list.append", nargs, kwnames) < 0)
            return NULL;
    }
    if (py_list_append(S, self, args[0]) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

static py_Obj *list_m_extend(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_onearg(S, "list.extend", nargs, kwnames) < 0)
        return NULL;
    if (py_list_extend(S, self, args[0]) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

/* An int argument of a list method (pop/insert): __index__ required. */
static int ssize_arg(py_State *S, py_Obj *o, py_ssize *out)
{
    py_Obj *i = py_index(S, o);
    if (!i)
        return -1;
    int rc = py_as_ssize(S, i, out);
    py_decref(S, i);
    return rc;
}

static py_Obj *list_m_insert(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, "list.insert", kwnames) < 0 || py_cont_unpack(S, "insert", nargs, 2, 2) < 0)
        return NULL;
    py_ssize i;
    if (ssize_arg(S, args[0], &i) < 0)
        return NULL;
    if (py_list_insert(S, self, i, args[1]) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

static py_Obj *list_m_pop(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, "list.pop", kwnames) < 0 || py_cont_unpack(S, "pop", nargs, 0, 1) < 0)
        return NULL;
    py_List *l = LIST(self);
    py_ssize i = -1;
    if (nargs && ssize_arg(S, args[0], &i) < 0)
        return NULL;
    if (l->len == 0)
        return py_err_setstr(S, PY_T(IndexError), "pop from empty list");
    if (i < 0)
        i += l->len;
    if (i < 0 || i >= l->len)
        return py_err_setstr(S, PY_T(IndexError), "pop index out of range");
    py_Obj *v = l->items[i];
    memmove(&l->items[i], &l->items[i + 1], (size_t)(l->len - i - 1) * sizeof(py_Obj *));
    l->len--;
    return v;
}

static py_Obj *list_m_remove(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_onearg(S, "list.remove", nargs, kwnames) < 0)
        return NULL;
    py_List *l = LIST(self);
    for (py_ssize i = 0; i < l->len; i++) {
        py_Obj *item = py_newref(l->items[i]);
        int k = py_richcompare_bool(S, item, args[0], PY_EQ);
        py_decref(S, item);
        if (k < 0)
            return NULL;
        if (k && i < l->len) {
            py_Obj *old = l->items[i];
            memmove(&l->items[i], &l->items[i + 1], (size_t)(l->len - i - 1) * sizeof(py_Obj *));
            l->len--;
            py_decref(S, old);
            PY_RETURN_NONE(S);
        }
    }
    return py_err_setstr(S, PY_T(ValueError), "list.remove(x): x not in list");
}


static py_Obj *list_m_index(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, "list.index", kwnames) < 0 || py_cont_unpack(S, "index", nargs, 1, 3) < 0)
        return NULL;
    py_List *l = LIST(self);
    py_ssize start, stop;
    if (py_seq_index_bounds(S, args, nargs, l->len, &start, &stop) < 0)
        return NULL;
    for (py_ssize i = start; i < stop && i < l->len; i++) {
        py_Obj *item = l->items[i];
        if (item == args[0])
            return py_int_from_i64(S, i);
        py_incref(item);
        int k = py_richcompare_bool(S, item, args[0], PY_EQ);
        py_decref(S, item);
        if (k < 0)
            return NULL;
        if (k)
            return py_int_from_i64(S, i);
    }
    return py_err_format(S, PY_T(ValueError), "%R is not in list", args[0]);
}

static py_Obj *list_m_count(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_onearg(S, "list.count", nargs, kwnames) < 0)
        return NULL;
    py_List *l = LIST(self);
    py_ssize c = 0;
    for (py_ssize i = 0; i < l->len; i++) {
        py_Obj *item = py_newref(l->items[i]);
        int k = py_richcompare_bool(S, item, args[0], PY_EQ);
        py_decref(S, item);
        if (k < 0)
            return NULL;
        c += k;
    }
    return py_int_from_i64(S, c);
}

static py_Obj *list_m_clear(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_noargs(S, "list.clear", nargs, kwnames) < 0)
        return NULL;
    py_list_clear(S, self);
    PY_RETURN_NONE(S);
}

static py_Obj *list_m_copy(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_noargs(S, "list.copy", nargs, kwnames) < 0)
        return NULL;
    return py_list_from_array(S, LIST(self)->items, LIST(self)->len);
}

static py_Obj *list_m_reverse(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_noargs(S, "list.reverse", nargs, kwnames) < 0)
        return NULL;
    py_list_reverse(S, self);
    PY_RETURN_NONE(S);
}

static py_Obj *list_m_sort(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (nargs)
        return py_err_setstr(S, PY_T(TypeError), "sort() takes no positional arguments");
    py_Obj *key = NULL, *rev = NULL;
    py_ssize nk = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize i = 0; i < nk; i++) {
        py_Obj *name = py_tuple_getB(kwnames, i);
        if (py_str_eq_c(name, "key"))
            key = args[i];
        else if (py_str_eq_c(name, "reverse"))
            rev = args[i];
        else
            return py_err_unexpected_kw_c(S, "sort", name, (const char *const[]){ "key", "reverse" }, 2);
    }
    int r = 0;
    if (rev) {
        /* reverse must be an int-like (CPython parses it with "i") */
        if (PY_TYPE(rev) == PY_T(float))
            return py_err_setstr(S, PY_T(TypeError), "'float' object cannot be interpreted as an integer");
        r = py_truthy(S, rev);
        if (r < 0)
            return NULL;
    }
    if (key == S->None)
        key = NULL;
    if (py_list_sort(S, self, key, r != 0) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}


static py_Obj *list_m_reversed(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_noargs(S, "list.__reversed__", nargs, kwnames) < 0)
        return NULL;
    return py_cont_seqiter_new(S, PY_T(list_iterator), self, LIST(self)->len - 1, true);
}

static py_Obj *cont_class_getitem(py_State *S, py_Obj *cls, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    /* No GenericAlias type: list[int] evaluates to list (enough for
     * annotations). */
    if (py_cont_onearg(S, "__class_getitem__", nargs, kwnames) < 0)
        return NULL;
    return py_generic_alias_new(S, cls, args[0]);
}

/* --------------------------------------------------------- iterator */

static py_Obj *listiter_next(py_State *S, py_Obj *o)
{
    py_SeqIter *it = (py_SeqIter *)o;
    py_Obj *l = it->seq;
    if (!l)
        return NULL;
    if (!it->reverse) {
        if (it->index < LIST(l)->len)
            return py_newref(LIST(l)->items[it->index++]);
    } else if (it->index >= 0 && it->index < LIST(l)->len) {
        return py_newref(LIST(l)->items[it->index--]);
    }
    it->seq = NULL;
    py_decref(S, l);
    return NULL;
}

static py_Obj *self_iter(py_State *S, py_Obj *o) { return py_newref(o); }

static void listiter_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((py_SeqIter *)o)->seq);
    py_obj_free(S, o);
}

static int listiter_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_SeqIter *it = (py_SeqIter *)o;
    return it->seq ? visit(it->seq, arg) : 0;
}

static void listiter_clear(py_State *S, py_Obj *o)
{
    py_setref(S, &((py_SeqIter *)o)->seq, NULL);
}

static py_Obj *listiter_m_length_hint(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_SeqIter *it = (py_SeqIter *)self;
    py_ssize n = 0;
    if (it->seq) {
        py_ssize len = LIST(it->seq)->len;
        if (it->reverse)
            n = it->index < len ? it->index + 1 : 0;
        else
            n = len - it->index;
        if (n < 0)
            n = 0;
    }
    return py_int_from_i64(S, n);
}

static const py_MethodDef listiter_methods[] = {
    {"__length_hint__", listiter_m_length_hint, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

py_Type py_type_list_iterator = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "list_iterator",
    .basicsize = sizeof(py_SeqIter),
    .flags = PY_TPFLAG_GC,
    .methods = listiter_methods,
    .dealloc = listiter_dealloc,
    .traverse = listiter_traverse,
    .clear = listiter_clear,
    .iter = self_iter,
    .iternext = listiter_next,
};

static py_Obj *list_iter(py_State *S, py_Obj *o)
{
    return py_cont_seqiter_new(S, PY_T(list_iterator), o, 0, false);
}

static const py_MethodDef list_methods[] = {
    {"append", list_m_append, PY_METH_INSTANCE},
    {"extend", list_m_extend, PY_METH_INSTANCE},
    {"insert", list_m_insert, PY_METH_INSTANCE},
    {"pop", list_m_pop, PY_METH_INSTANCE},
    {"remove", list_m_remove, PY_METH_INSTANCE},
    {"index", list_m_index, PY_METH_INSTANCE},
    {"count", list_m_count, PY_METH_INSTANCE},
    {"clear", list_m_clear, PY_METH_INSTANCE},
    {"copy", list_m_copy, PY_METH_INSTANCE},
    {"reverse", list_m_reverse, PY_METH_INSTANCE},
    {"sort", list_m_sort, PY_METH_INSTANCE},
    {"__reversed__", list_m_reversed, PY_METH_INSTANCE},
    {"__class_getitem__", cont_class_getitem, PY_METH_CLASS},
    {NULL, NULL, 0}
};

py_Type py_type_list = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "list",
    .basicsize = sizeof(py_List),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC | PY_TPFLAG_LIST_SUB,
    .methods = list_methods,
    .dealloc = list_dealloc,
    .traverse = list_traverse,
    .clear = list_gc_clear,
    .tp_new = list_tp_new,
    .tp_init = list_tp_init,
    .repr = list_repr,
    .richcmp = list_richcmp,
    .iter = list_iter,
    .nb = {[PY_OP_ADD] = list_add, [PY_OP_MUL] = list_mul},
    .nb_inplace = {[PY_OP_ADD] = list_iadd, [PY_OP_MUL] = list_imul},
    .nb_bool = list_bool,
    .len = list_len,
    .getitem = list_getitem,
    .setitem = list_setitem,
    .contains = list_contains,
};
