/* py_tuple.c — the tuple type and its iterator, py_init_containers, and the
 * helpers shared by all container files (hashing, repr recursion guard,
 * CPython-worded argument-count checks). */
#include "py_containers.h"
#include "py_builtins.h"

#include <string.h>

/* ------------------------------------------------------- shared helpers */

#define HASH_MODULUS (((uint64_t)1 << 61) - 1)

py_hash py_hash_fast(py_State *S, py_Obj *key)
{
    py_Type *t = PY_TYPE(key);
    if (t == PY_T(str)) {
        py_hash h = ((py_Str *)key)->hash;
        if (h != -1)
            return h;
    } else if ((t == PY_T(int) || t == PY_T(bool)) && ((py_Int *)key)->ndigits == 0) {
        int64_t v = ((py_Int *)key)->v;
        uint64_t a = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
        a %= HASH_MODULUS;
        py_hash h = v < 0 ? -(py_hash)a : (py_hash)a;
        return h == -1 ? -2 : h;
    }
    return py_hash_obj(S, key);
}

#define XXPRIME_1 ((uint64_t)11400714785074694791ULL)
#define XXPRIME_2 ((uint64_t)14029467366897019727ULL)
#define XXPRIME_5 ((uint64_t)2870177450012600261ULL)
#define XXROTATE(x) (((x) << 31) | ((x) >> 33))

py_hash py_hash_items(py_State *S, py_Obj *const *items, py_ssize n)
{
    uint64_t acc = XXPRIME_5;
    for (py_ssize i = 0; i < n; i++) {
        py_hash lane = py_hash_fast(S, items[i]);
        if (lane == -1)
            return -1;
        acc += (uint64_t)lane * XXPRIME_2;
        acc = XXROTATE(acc);
        acc *= XXPRIME_1;
    }
    acc += (uint64_t)n ^ (XXPRIME_5 ^ 3527539UL);
    if (acc == (uint64_t)-1)
        return 1546275796;
    return (py_hash)acc;
}

/* The repr guard keeps a stack of the containers being repr'd. It is
 * attached to py_type_range_iterator.user (one interpreter per process) and
 * freed whenever it becomes empty, so it never outlives a repr call. */
typedef struct ReprStack {
    py_ssize n, cap;
    py_Obj *items[];
} ReprStack;

int py_repr_enter(py_State *S, py_Obj *o)
{
    ReprStack *st = (ReprStack *)py_type_range_iterator.user;
    if (st) {
        for (py_ssize i = 0; i < st->n; i++)
            if (st->items[i] == o)
                return 1;
    }
    if (!st || st->n == st->cap) {
        py_ssize oldcap = st ? st->cap : 0, ncap = oldcap ? oldcap * 2 : 8;
        size_t oldsz = st ? sizeof(ReprStack) + (size_t)oldcap * sizeof(py_Obj *) : 0;
        ReprStack *nst = (ReprStack *)py_realloc(S, st, oldsz, sizeof(ReprStack) + (size_t)ncap * sizeof(py_Obj *));
        if (!nst)
            return -1;
        if (!st)
            nst->n = 0;
        nst->cap = ncap;
        st = nst;
        py_type_range_iterator.user = st;
    }
    st->items[st->n++] = o;
    return 0;
}

void py_repr_leave(py_State *S, py_Obj *o)
{
    ReprStack *st = (ReprStack *)py_type_range_iterator.user;
    if (!st)
        return;
    for (py_ssize i = st->n - 1; i >= 0; i--) {
        if (st->items[i] == o) {
            memmove(&st->items[i], &st->items[i + 1], (size_t)(st->n - i - 1) * sizeof(py_Obj *));
            st->n--;
            break;
        }
    }
    if (st->n == 0) {
        py_free(S, st, sizeof(ReprStack) + (size_t)st->cap * sizeof(py_Obj *));
        py_type_range_iterator.user = NULL;
    }
}

int py_cont_unpack(py_State *S, const char *name, py_ssize nargs, py_ssize min, py_ssize max)
{
    if (nargs < min) {
        if (min == max)
            py_err_format(S, PY_T(TypeError), "%s expected %zd argument%s, got %zd", name, min, min == 1 ? "" : "s", nargs);
        else
            py_err_format(S, PY_T(TypeError), "%s expected at least %zd argument%s, got %zd", name, min, min == 1 ? "" : "s", nargs);
        return -1;
    }
    if (nargs > max) {
        if (min == max)
            py_err_format(S, PY_T(TypeError), "%s expected %zd argument%s, got %zd", name, max, max == 1 ? "" : "s", nargs);
        else
            py_err_format(S, PY_T(TypeError), "%s expected at most %zd argument%s, got %zd", name, max, max == 1 ? "" : "s", nargs);
        return -1;
    }
    return 0;
}

int py_cont_nokw(py_State *S, const char *name, py_Obj *kwnames)
{
    if (kwnames && py_tuple_len(kwnames) > 0) {
        py_err_format(S, PY_T(TypeError), "%s() takes no keyword arguments", name);
        return -1;
    }
    return 0;
}

int py_cont_onearg(py_State *S, const char *name, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, name, kwnames) < 0)
        return -1;
    if (nargs != 1) {
        py_err_format(S, PY_T(TypeError), "%s() takes exactly one argument (%zd given)", name, nargs);
        return -1;
    }
    return 0;
}

int py_cont_noargs(py_State *S, const char *name, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, name, kwnames) < 0)
        return -1;
    if (nargs != 0) {
        py_err_format(S, PY_T(TypeError), "%s() takes no arguments (%zd given)", name, nargs);
        return -1;
    }
    return 0;
}

/* --------------------------------------------------------------- tuple */

static py_Obj *tuple_alloc(py_State *S, py_Type *t, py_ssize n)
{
    if (n < 0 || (size_t)n > (SIZE_MAX - sizeof(py_Tuple)) / sizeof(py_Obj *) / 2)
        return py_err_nomemory(S);
    py_Tuple *r;
    if (t == PY_T(tuple))
        r = (py_Tuple *)py_obj_alloc(S, t, (py_ssize)(sizeof(py_Tuple) + (size_t)n * sizeof(py_Obj *)));
    else
        r = (py_Tuple *)py_obj_alloc(S, t, t->basicsize + n * (py_ssize)sizeof(py_Obj *));
    if (!r)
        return NULL;
    r->len = n;
    r->hash = -1;
    return (py_Obj *)r;
}

py_Obj *py_tuple_new(py_State *S, py_ssize n)
{
    if (n == 0 && S->empty_tuple)
        return py_newref(S->empty_tuple);
    return tuple_alloc(S, PY_T(tuple), n);
}

py_Obj *py_tuple_pack(py_State *S, py_ssize n, ...)
{
    py_Obj *t = py_tuple_new(S, n);
    if (!t)
        return NULL;
    va_list ap;
    va_start(ap, n);
    for (py_ssize i = 0; i < n; i++)
        ((py_Tuple *)t)->items[i] = py_newref(va_arg(ap, py_Obj *));
    va_end(ap);
    return t;
}

py_Obj *py_tuple_from_array(py_State *S, py_Obj *const *items, py_ssize n)
{
    py_Obj *t = py_tuple_new(S, n);
    if (!t)
        return NULL;
    for (py_ssize i = 0; i < n; i++)
        ((py_Tuple *)t)->items[i] = py_newref(items[i]);
    return t;
}

py_Obj *py_tuple_getslice(py_State *S, py_Obj *t, py_ssize lo, py_ssize hi)
{
    py_ssize n = py_tuple_len(t);
    if (lo < 0) lo = 0;
    if (hi > n) hi = n;
    if (hi < lo) hi = lo;
    if (lo == 0 && hi == n && PY_TYPE(t) == PY_T(tuple))
        return py_newref(t);
    return py_tuple_from_array(S, ((py_Tuple *)t)->items + lo, hi - lo);
}

static void tuple_dealloc(py_State *S, py_Obj *o)
{
    py_Tuple *t = (py_Tuple *)o;
    for (py_ssize i = 0; i < t->len; i++)
        py_xdecref(S, t->items[i]);
    py_obj_free(S, o);
}

static int tuple_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Tuple *t = (py_Tuple *)o;
    for (py_ssize i = 0; i < t->len; i++)
        if (t->items[i] && visit(t->items[i], arg))
            return 1;
    return 0;
}

static void tuple_clear(py_State *S, py_Obj *o)
{
    py_Tuple *t = (py_Tuple *)o;
    for (py_ssize i = 0; i < t->len; i++)
        py_setref(S, &t->items[i], NULL);
}

py_Obj *py_seq_tuple(py_State *S, py_Obj *it)
{
    if (PY_TYPE(it) == PY_T(tuple))
        return py_newref(it);
    if (PY_TYPE(it) == PY_T(list))   /* a subclass may override __iter__ */
        return py_tuple_from_array(S, ((py_List *)it)->items, py_list_len(it));
    py_Obj *l = py_seq_list(S, it);
    if (!l)
        return NULL;
    py_Obj *t = py_tuple_from_array(S, ((py_List *)l)->items, py_list_len(l));
    py_decref(S, l);
    return t;
}

static py_Obj *tuple_tp_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, "tuple", kwnames) < 0 || py_cont_unpack(S, "tuple", nargs, 0, 1) < 0)
        return NULL;
    py_Obj *base = nargs ? py_seq_tuple(S, args[0]) : py_newref(S->empty_tuple);
    if (!base || t == PY_T(tuple))
        return base;
    py_ssize n = py_tuple_len(base);
    py_Obj *r = tuple_alloc(S, t, n);
    if (r) {
        for (py_ssize i = 0; i < n; i++)
            ((py_Tuple *)r)->items[i] = py_newref(((py_Tuple *)base)->items[i]);
    }
    py_decref(S, base);
    return r;
}

/* Shared repr of a sequence of items between `open` and `close`. */
static py_Obj *seq_repr(py_State *S, py_Obj *const *items, py_ssize n, const char *open, const char *close)
{
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_buf_puts(&b, open);
    if (py_enter_recursive(S, " while getting the repr of an object") < 0) {
        nb_buf_free(&b);
        return NULL;
    }
    for (py_ssize i = 0; i < n; i++) {
        if (i)
            nb_buf_append(&b, ", ", 2);
        py_Obj *r = py_repr(S, items[i]);
        if (!r) {
            py_leave_recursive(S);
            nb_buf_free(&b);
            return NULL;
        }
        nb_buf_append(&b, py_str_utf8(r), (size_t)py_str_nbytes(r));
        py_decref(S, r);
    }
    py_leave_recursive(S);
    nb_buf_puts(&b, close);
    if (b.oom) {
        nb_buf_free(&b);
        return py_err_nomemory(S);
    }
    py_Obj *s = py_str_new(S, b.data, (py_ssize)b.len);
    nb_buf_free(&b);
    return s;
}

static py_Obj *tuple_repr(py_State *S, py_Obj *o)
{
    py_Tuple *t = (py_Tuple *)o;
    if (t->len == 0)
        return py_str_from(S, "()");
    int rc = py_repr_enter(S, o);
    if (rc < 0)
        return NULL;
    if (rc > 0)
        return py_str_from(S, "(...)");
    py_Obj *r = seq_repr(S, t->items, t->len, "(", t->len == 1 ? ",)" : ")");
    py_repr_leave(S, o);
    return r;
}

static py_hash tuple_hash(py_State *S, py_Obj *o)
{
    py_Tuple *t = (py_Tuple *)o;
    if (t->hash != -1)
        return t->hash;
    py_hash h = py_hash_items(S, t->items, t->len);
    if (h != -1)
        t->hash = h;
    return h;
}

/* Lexicographic comparison of two item arrays (shared by list). */
py_Obj *py_seq_richcompare(py_State *S, py_Obj *const *a, py_ssize na, py_Obj *const *b, py_ssize nb, int op)
{
    if (na != nb && (op == PY_EQ || op == PY_NE))
        return PY_BOOL(S, op == PY_NE);
    py_ssize i;
    for (i = 0; i < na && i < nb; i++) {
        int k = py_richcompare_bool(S, a[i], b[i], PY_EQ);
        if (k < 0)
            return NULL;
        if (!k)
            break;
    }
    if (i >= na || i >= nb) {
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
    return py_richcompare(S, a[i], b[i], op);
}

static py_Obj *tuple_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (!py_tuple_check(a) || !py_tuple_check(b))
        return py_newref(S->NotImplemented);
    return py_seq_richcompare(S, ((py_Tuple *)a)->items, py_tuple_len(a), ((py_Tuple *)b)->items, py_tuple_len(b), op);
}

py_Obj *py_tuple_concat(py_State *S, py_Obj *a, py_Obj *b)
{
    py_ssize na = py_tuple_len(a), nb = py_tuple_len(b);
    if (nb == 0 && PY_TYPE(a) == PY_T(tuple))
        return py_newref(a);
    if (na == 0 && PY_TYPE(b) == PY_T(tuple))
        return py_newref(b);
    py_Obj *r = py_tuple_new(S, na + nb);
    if (!r)
        return NULL;
    for (py_ssize i = 0; i < na; i++)
        ((py_Tuple *)r)->items[i] = py_newref(((py_Tuple *)a)->items[i]);
    for (py_ssize i = 0; i < nb; i++)
        ((py_Tuple *)r)->items[na + i] = py_newref(((py_Tuple *)b)->items[i]);
    return r;
}

static py_Obj *tuple_add(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_tuple_check(a))
        return py_newref(S->NotImplemented);
    if (!py_tuple_check(b)) {
        if ((PY_TYPE(b)->flags & PY_TPFLAG_HEAPTYPE) && PY_TYPE(b)->nb[PY_OP_ADD])
            return py_newref(S->NotImplemented);
        return py_err_format(S, PY_T(TypeError), "can only concatenate tuple (not \"%T\") to tuple", b);
    }
    return py_tuple_concat(S, a, b);
}

/* Repeat count of `seq * n`: NotImplemented (returns 1) if n is not an int. */
int py_seq_repeat_count(py_State *S, py_Obj *n, py_ssize *out)
{
    if (PY_TYPE(n)->nb_index == NULL && PY_TYPE(n) != PY_T(int) && PY_TYPE(n) != PY_T(bool) &&
        !(PY_TYPE(n)->flags & PY_TPFLAG_INT_SUB))
        return 1;
    py_Obj *i = py_index(S, n);
    if (!i)
        return -1;
    if (py_int_is_small(i)) {
        int64_t v = py_int_small(i);
        py_decref(S, i);
        /* 32-bit size_t: clamped (MemoryError follows, as on 64-bit CPython) */
        *out = v < 0 ? 0 : v > (int64_t)PTRDIFF_MAX ? PTRDIFF_MAX : (py_ssize)v;
        return 0;
    }
    int sign = py_int_sign(i);
    py_decref(S, i);
    if (sign < 0) {
        *out = 0;
        return 0;
    }
    py_err_format(S, PY_T(OverflowError), "cannot fit 'int' into an index-sized integer");
    return -1;
}

static py_Obj *tuple_mul(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *seq = a, *cnt = b;
    if (!py_tuple_check(a)) {
        seq = b;
        cnt = a;
    }
    if (!py_tuple_check(seq))
        return py_newref(S->NotImplemented);
    py_ssize n;
    int rc = py_seq_repeat_count(S, cnt, &n);
    if (rc < 0)
        return NULL;
    if (rc > 0) {
        if ((PY_TYPE(cnt)->flags & PY_TPFLAG_HEAPTYPE) && PY_TYPE(cnt)->nb[PY_OP_MUL])
            return py_newref(S->NotImplemented);
        return py_err_format(S, PY_T(TypeError), "can't multiply sequence by non-int of type '%T'", cnt);
    }
    py_ssize len = py_tuple_len(seq);
    if (n == 1 && PY_TYPE(seq) == PY_T(tuple))
        return py_newref(seq);
    if (len == 0 || n == 0)
        return py_newref(S->empty_tuple);
    if (len > ((py_ssize)(SIZE_MAX >> 4)) / n)
        return py_err_nomemory(S);
    py_Obj *r = py_tuple_new(S, len * n);
    if (!r)
        return NULL;
    py_Obj **dst = ((py_Tuple *)r)->items;
    for (py_ssize k = 0; k < n; k++)
        for (py_ssize i = 0; i < len; i++)
            *dst++ = py_newref(((py_Tuple *)seq)->items[i]);
    return r;
}

static py_ssize tuple_len(py_State *S, py_Obj *o) { return ((py_Tuple *)o)->len; }

/* Convert a subscript to an index: 0 = integer in *out, 1 = slice, -1 error.
 * `what` names the sequence in "X indices must be integers or slices". */
int py_seq_index(py_State *S, py_Obj *key, const char *what, py_ssize *out)
{
    py_Type *t = PY_TYPE(key);
    if (t == PY_T(int) && ((py_Int *)key)->ndigits == 0) {
        int64_t v = ((py_Int *)key)->v;
        if (v > (int64_t)((py_ssize)(SIZE_MAX >> 1)) || v < -(int64_t)((py_ssize)(SIZE_MAX >> 1)) - 1) {
            py_err_format(S, PY_T(IndexError), "cannot fit 'int' into an index-sized integer");
            return -1;
        }
        *out = (py_ssize)v;
        return 0;
    }
    if (t == PY_T(slice))
        return 1;
    if (t->nb_index == NULL && !(t->flags & PY_TPFLAG_INT_SUB) && t != PY_T(bool)) {
        py_err_format(S, PY_T(TypeError), "%s indices must be integers or slices, not %T", what, key);
        return -1;
    }
    py_Obj *i = py_index(S, key);
    if (!i)
        return -1;
    if (!py_int_is_small(i) || py_int_small(i) > (int64_t)((py_ssize)(SIZE_MAX >> 1)) ||
        py_int_small(i) < -(int64_t)((py_ssize)(SIZE_MAX >> 1)) - 1) {
        py_decref(S, i);
        py_err_format(S, PY_T(IndexError), "cannot fit 'int' into an index-sized integer");
        return -1;
    }
    *out = (py_ssize)py_int_small(i);
    py_decref(S, i);
    return 0;
}

static py_Obj *tuple_getitem(py_State *S, py_Obj *o, py_Obj *key)
{
    py_Tuple *t = (py_Tuple *)o;
    py_ssize i;
    int rc = py_seq_index(S, key, "tuple", &i);
    if (rc < 0)
        return NULL;
    if (rc == 0) {
        if (i < 0)
            i += t->len;
        if (i < 0 || i >= t->len)
            return py_err_setstr(S, PY_T(IndexError), "tuple index out of range");
        return py_newref(t->items[i]);
    }
    py_ssize start, stop, step, n;
    if (py_slice_indices(S, key, t->len, &start, &stop, &step, &n) < 0)
        return NULL;
    if (step == 1)
        return py_tuple_getslice(S, o, start, stop);
    if (n == t->len && step == 1 && PY_TYPE(o) == PY_T(tuple))
        return py_newref(o);
    py_Obj *r = py_tuple_new(S, n);
    if (!r)
        return NULL;
    for (py_ssize k = 0, j = start; k < n; k++, j += step)
        ((py_Tuple *)r)->items[k] = py_newref(t->items[j]);
    return r;
}

static int tuple_contains(py_State *S, py_Obj *o, py_Obj *v)
{
    py_Tuple *t = (py_Tuple *)o;
    for (py_ssize i = 0; i < t->len; i++) {
        int k = py_richcompare_bool(S, t->items[i], v, PY_EQ);
        if (k)
            return k;
    }
    return 0;
}

/* Resolve optional start/stop arguments of index() (clipped like slices). */
int py_seq_index_bounds(py_State *S, py_Obj *const *args, py_ssize nargs, py_ssize len, py_ssize *start, py_ssize *stop)
{
    *start = 0;
    *stop = len;
    py_Obj *tmp = py_slice_new(S, nargs > 1 ? args[1] : NULL, nargs > 2 ? args[2] : NULL, NULL);
    if (!tmp)
        return -1;
    /* Slice semantics with step 1 give exactly CPython's clipping. */
    py_ssize step, n;
    int rc = py_slice_indices(S, tmp, len, start, stop, &step, &n);
    py_decref(S, tmp);
    return rc;
}

static py_Obj *tuple_m_index(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_nokw(S, "tuple.index", kwnames) < 0 || py_cont_unpack(S, "index", nargs, 1, 3) < 0)
        return NULL;
    py_Tuple *t = (py_Tuple *)self;
    py_ssize start, stop;
    if (py_seq_index_bounds(S, args, nargs, t->len, &start, &stop) < 0)
        return NULL;
    for (py_ssize i = start; i < stop && i < t->len; i++) {
        int k = py_richcompare_bool(S, t->items[i], args[0], PY_EQ);
        if (k < 0)
            return NULL;
        if (k)
            return py_int_from_i64(S, i);
    }
    return py_err_setstr(S, PY_T(ValueError), "tuple.index(x): x not in tuple");
}

static py_Obj *tuple_m_count(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_onearg(S, "tuple.count", nargs, kwnames) < 0)
        return NULL;
    py_Tuple *t = (py_Tuple *)self;
    py_ssize c = 0;
    for (py_ssize i = 0; i < t->len; i++) {
        int k = py_richcompare_bool(S, t->items[i], args[0], PY_EQ);
        if (k < 0)
            return NULL;
        c += k;
    }
    return py_int_from_i64(S, c);
}

static py_Obj *tuple_m_getnewargs(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_noargs(S, "tuple.__getnewargs__", nargs, kwnames) < 0)
        return NULL;
    py_Obj *c = py_tuple_from_array(S, ((py_Tuple *)self)->items, py_tuple_len(self));
    if (!c)
        return NULL;
    py_Obj *r = py_tuple_pack(S, 1, c);
    py_decref(S, c);
    return r;
}

/* -------------------------------------------------------- seq iterator */

py_Obj *py_cont_seqiter_new(py_State *S, py_Type *t, py_Obj *seq, py_ssize index, bool reverse)
{
    py_SeqIter *it = (py_SeqIter *)py_obj_alloc(S, t, sizeof(py_SeqIter));
    if (!it)
        return NULL;
    it->seq = py_newref(seq);
    it->index = index;
    it->reverse = reverse;
    return (py_Obj *)it;
}

static void seqiter_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((py_SeqIter *)o)->seq);
    py_obj_free(S, o);
}

static int seqiter_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_SeqIter *it = (py_SeqIter *)o;
    return it->seq ? visit(it->seq, arg) : 0;
}

static void seqiter_clear(py_State *S, py_Obj *o)
{
    py_setref(S, &((py_SeqIter *)o)->seq, NULL);
}

static py_Obj *self_iter(py_State *S, py_Obj *o) { return py_newref(o); }

static py_Obj *tupleiter_next(py_State *S, py_Obj *o)
{
    py_SeqIter *it = (py_SeqIter *)o;
    py_Obj *t = it->seq;
    if (!t)
        return NULL;
    if (it->index < py_tuple_len(t))
        return py_newref(((py_Tuple *)t)->items[it->index++]);
    it->seq = NULL;
    py_decref(S, t);
    return NULL;
}

static py_Obj *seqiter_m_length_hint(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_SeqIter *it = (py_SeqIter *)self;
    py_ssize n = 0;
    if (it->seq) {
        py_ssize len = py_tuple_check(it->seq) ? py_tuple_len(it->seq) : py_list_len(it->seq);
        if (it->reverse)
            n = it->index < len ? it->index + 1 : 0;
        else
            n = len - it->index;
        if (n < 0)
            n = 0;
    }
    return py_int_from_i64(S, n);
}

static const py_MethodDef seqiter_methods[] = {
    {"__length_hint__", seqiter_m_length_hint, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

py_Type py_type_tuple_iterator = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "tuple_iterator",
    .basicsize = sizeof(py_SeqIter),
    .flags = PY_TPFLAG_GC,
    .methods = seqiter_methods,
    .dealloc = seqiter_dealloc,
    .traverse = seqiter_traverse,
    .clear = seqiter_clear,
    .iter = self_iter,
    .iternext = tupleiter_next,
};

static py_Obj *tuple_iter(py_State *S, py_Obj *o)
{
    return py_cont_seqiter_new(S, PY_T(tuple_iterator), o, 0, false);
}

static int tuple_bool(py_State *S, py_Obj *o) { return py_tuple_len(o) != 0; }

static const py_MethodDef tuple_methods[] = {
    {"index", tuple_m_index, PY_METH_INSTANCE},
    {"count", tuple_m_count, PY_METH_INSTANCE},
    {"__getnewargs__", tuple_m_getnewargs, PY_METH_INSTANCE},
    {"__class_getitem__", py_generic_alias_classgetitem, PY_METH_CLASS},
    {NULL, NULL, 0}
};

py_Type py_type_tuple = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "tuple",
    .basicsize = sizeof(py_Tuple),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_GC | PY_TPFLAG_TUPLE_SUB,
    .methods = tuple_methods,
    .dealloc = tuple_dealloc,
    .traverse = tuple_traverse,
    .clear = tuple_clear,
    .tp_new = tuple_tp_new,
    .repr = tuple_repr,
    .hash = tuple_hash,
    .richcmp = tuple_richcmp,
    .iter = tuple_iter,
    .nb = {[PY_OP_ADD] = tuple_add, [PY_OP_MUL] = tuple_mul},
    .nb_bool = tuple_bool,
    .len = tuple_len,
    .getitem = tuple_getitem,
    .contains = tuple_contains,
};

/* ---------------------------------------------------------------- init */

int py_init_containers(py_State *S)
{
    if (!S->empty_tuple) {
        /* The shared empty tuple: one reference owned by the state
         * (released by py_fini_objects). */
        py_Obj *t = tuple_alloc(S, PY_T(tuple), 0);
        if (!t)
            return -1;
        S->empty_tuple = t;
    }
    return 0;
}
