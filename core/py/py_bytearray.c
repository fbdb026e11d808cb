/* py_bytearray.c — the builtin bytearray: a mutable byte string.
 *
 * The contents are held as an immutable bytes object that mutations replace
 * (bytearray is rare in model code, so simplicity wins over in-place growth);
 * reading operations go through that bytes object. */
#include <string.h>

#include "py_builtins.h"
#include "py_complex.h"
#include "py_num.h"
#include "py_runtime.h"

typedef struct ByteArray {
    PY_HEAD;
    py_Obj *b; /* bytes: the current contents (never NULL once initialised) */
} ByteArray;

#define BA(o) ((ByteArray *)(o))

static const char *bdata(py_Obj *b) { return ((py_Bytes *)b)->data; }
static py_ssize blen(py_Obj *b) { return ((py_Bytes *)b)->len; }

static bool is_ba(py_Obj *o) { return py_isinstance_type(o, &py_type_bytearray); }

/* The bytes of a bytes-like operand (bytes / bytearray), borrowed; NULL if other. */
static py_Obj *bytes_of(py_Obj *o)
{
    if (py_is_bytes(o))
        return o;
    if (is_ba(o))
        return BA(o)->b;
    return NULL;
}

py_Obj *py_bytes_like(py_Obj *o) { return bytes_of(o); }

static py_Obj *ba_wrap(py_State *S, py_Type *t, py_Obj *bytes /* stolen */);

/* A bytes method's result as bytearray's: bytes become bytearrays, also
 * inside a list (split) or tuple (partition). Steals r. */
static py_Obj *text_result(py_State *S, py_Obj *r)
{
    if (!r) return NULL;
    if (py_is_bytes(r)) return ba_wrap(S, &py_type_bytearray, r);
    if (PY_TYPE(r) == PY_T(list) || PY_TYPE(r) == PY_T(tuple)) {
        py_Obj **items = PY_TYPE(r) == PY_T(list) ? ((py_List *)r)->items : ((py_Tuple *)r)->items;
        py_ssize n = PY_TYPE(r) == PY_T(list) ? py_list_len(r) : py_tuple_len(r);
        for (py_ssize i = 0; i < n; i++) {
            py_Obj *w = ba_wrap(S, &py_type_bytearray, py_newref(items[i]));
            if (!w) { py_decref(S, r); return NULL; }
            py_decref(S, items[i]);
            items[i] = w;
        }
    }
    return r;
}

static py_Obj *ba_wrap(py_State *S, py_Type *t, py_Obj *bytes /* stolen */)
{
    if (!bytes)
        return NULL;
    ByteArray *a = (ByteArray *)py_obj_alloc(S, t, t->basicsize ? t->basicsize : (py_ssize)sizeof(ByteArray));
    if (!a) {
        py_decref(S, bytes);
        return NULL;
    }
    a->b = bytes;
    return (py_Obj *)a;
}

static py_Obj *ba_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *b = py_call(S, (py_Obj *)PY_T(bytes), args, nargs, kwnames);
    if (!b) {
        /* name the right type in bytes()' conversion errors */
        if (py_err_matches(S, PY_T(TypeError)) && nargs == 1 && !kwnames && !bytes_of(args[0])) {
            py_err_clear(S);
            return py_err_format(S, PY_T(TypeError), "cannot convert '%s' object to bytearray",
                                 py_obj_typename(args[0]));
        }
        return NULL;
    }
    if (b->type != PY_T(bytes)) {
        py_Obj *c = py_bytes_new(S, bdata(b), blen(b));
        py_decref(S, b);
        b = c;
    }
    return ba_wrap(S, t, b);
}

static void ba_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, BA(o)->b);
    py_obj_free(S, o);
}

static py_Obj *ba_repr(py_State *S, py_Obj *o)
{
    return py_str_fmt(S, "%s(%R)", o->type->name, BA(o)->b);
}

static py_ssize ba_len(py_State *S, py_Obj *o) { return blen(BA(o)->b); }

static py_Obj *ba_getitem(py_State *S, py_Obj *o, py_Obj *key)
{
    py_Obj *r = py_getitem(S, BA(o)->b, key);
    if (!r && py_err_matches(S, PY_T(IndexError))) {
        py_err_clear(S);
        return py_err_setstr(S, PY_T(IndexError), "bytearray index out of range");
    }
    if (!r || !py_is_bytes(r))
        return r;
    return ba_wrap(S, &py_type_bytearray, r);
}

/* Replace the contents with n bytes at p. */
static int ba_set(py_State *S, py_Obj *o, const char *p, py_ssize n)
{
    py_Obj *nb = py_bytes_new(S, p, n);
    if (!nb)
        return -1;
    py_setref(S, &BA(o)->b, nb);
    return 0;
}

/* One byte value from an int-like, with CPython's messages. */
static int byte_value(py_State *S, py_Obj *v, int *out)
{
    if (!PY_TYPE(v)->nb_index) {
        py_err_format(S, PY_T(TypeError), "'%s' object cannot be interpreted as an integer", py_obj_typename(v));
        return -1;
    }
    py_ssize x;
    if (py_as_ssize(S, v, &x) < 0)
        return -1;
    if (x < 0 || x > 255) {
        py_err_setstr(S, PY_T(ValueError), "byte must be in range(0, 256)");
        return -1;
    }
    *out = (int)x;
    return 0;
}

/* The bytes a slice assignment stores (new ref), with CPython's errors:
 * numbers and str are refused, other objects must be iterables of bytes. */
static py_Obj *assign_source(py_State *S, py_Obj *v)
{
    py_Obj *b = bytes_of(v);
    if (b)
        return py_newref(b);
    py_Type *t = PY_TYPE(v);
    if (t->nb_index || t->nb_int || t->nb_float || py_isinstance_type(v, PY_T(complex)) ||
        py_isinstance_type(v, PY_T(str)))
        return py_err_setstr(S, PY_T(TypeError), "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
    py_Obj *it = py_iter(S, v);
    if (!it) {
        if (py_err_matches(S, PY_T(TypeError))) {
            py_err_clear(S);
            py_err_format(S, PY_T(TypeError), "cannot convert '%s' object to bytearray", py_obj_typename(v));
        }
        return NULL;
    }
    size_t cap = 16, len = 0;
    char *buf = py_malloc(S, cap);
    py_Obj *item = NULL;
    while (buf && (item = py_next(S, it)) != NULL) {
        int x;
        int rc = byte_value(S, item, &x);
        py_decref(S, item);
        if (rc < 0) break;
        if (len == cap) {
            char *nbuf = py_realloc(S, buf, cap, cap * 2);
            if (!nbuf) break;
            buf = nbuf;
            cap *= 2;
        }
        buf[len++] = (char)x;
    }
    py_decref(S, it);
    b = buf && !py_err_occurred(S) ? py_bytes_new(S, buf, (py_ssize)len) : NULL;
    if (buf) py_free(S, buf, cap);
    return b;
}

/* a[i:j:k] = src (len(src) equal to the slice's for k != 1), del a[i:j:k]. */
static int ba_set_slice(py_State *S, py_Obj *o, py_Obj *key, py_Obj *v)
{
    py_Obj *b = BA(o)->b;
    py_ssize n = blen(b), start, stop, step, slen;
    if (py_slice_indices(S, key, n, &start, &stop, &step, &slen) < 0)
        return -1;
    py_Obj *src = v ? assign_source(S, v) : py_bytes_new(S, NULL, 0);
    if (!src)
        return -1;
    py_ssize m = blen(src);
    py_Obj *nb = NULL;
    if (step == 1) {
        if (stop < start)
            stop = start;
        nb = py_bytes_new(S, NULL, n - (stop - start) + m);
        if (nb) {
            char *d = ((py_Bytes *)nb)->data;
            memcpy(d, bdata(b), (size_t)start);
            memcpy(d + start, bdata(src), (size_t)m);
            memcpy(d + start + m, bdata(b) + stop, (size_t)(n - stop));
        }
    } else if (v) {
        if (m != slen)
            py_err_format(S, PY_T(ValueError), "attempt to assign bytes of size %zd to extended slice of size %zd",
                          m, slen);
        else if ((nb = py_bytes_new(S, bdata(b), n)) != NULL)
            for (py_ssize k = 0; k < slen; k++)
                ((py_Bytes *)nb)->data[start + k * step] = bdata(src)[k];
    } else if ((nb = py_bytes_new(S, NULL, n - slen)) != NULL) {
        /* deletion: keep every position the slice does not name */
        char *d = ((py_Bytes *)nb)->data;
        py_ssize lo = step > 0 ? start : start + (slen - 1) * step, st = step > 0 ? step : -step, w = 0;
        for (py_ssize i = 0; i < n; i++)
            if (slen == 0 || i < lo || (i - lo) % st || (i - lo) / st >= slen)
                d[w++] = bdata(b)[i];
    }
    py_decref(S, src);
    if (!nb)
        return -1;
    py_setref(S, &BA(o)->b, nb);
    return 0;
}

/* a[i] = v, del a[i], and the slice forms (ba_set_slice). */
static int ba_setitem(py_State *S, py_Obj *o, py_Obj *key, py_Obj *v)
{
    py_Obj *b = BA(o)->b;
    py_ssize n = blen(b);
    if (key->type == PY_T(slice))
        return ba_set_slice(S, o, key, v);
    py_ssize i;
    if (py_as_ssize(S, key, &i) < 0)
        return -1;
    if (i < 0)
        i += n;
    if (i < 0 || i >= n) {
        py_err_setstr(S, PY_T(IndexError), "bytearray index out of range");
        return -1;
    }
    py_Obj *nb = py_bytes_new(S, NULL, v ? n : n - 1);
    if (!nb)
        return -1;
    char *d = ((py_Bytes *)nb)->data;
    if (v) {
        int x;
        if (byte_value(S, v, &x) < 0) {
            py_decref(S, nb);
            return -1;
        }
        memcpy(d, bdata(b), (size_t)n);
        d[i] = (char)x;
    } else {
        memcpy(d, bdata(b), (size_t)i);
        memcpy(d + i, bdata(b) + i + 1, (size_t)(n - i - 1));
    }
    py_setref(S, &BA(o)->b, nb);
    return 0;
}

static int ba_contains(py_State *S, py_Obj *o, py_Obj *v)
{
    py_Obj *vb = bytes_of(v);
    return PY_T(bytes)->contains(S, BA(o)->b, vb ? vb : v);
}

static py_Obj *ba_iter(py_State *S, py_Obj *o) { return py_iter(S, BA(o)->b); }

static py_Obj *ba_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    py_Obj *x = bytes_of(a), *y = bytes_of(b);
    if (!x || !y)
        return py_newref(S->NotImplemented);
    return PY_T(bytes)->richcmp(S, x, y, op);
}

/* bytearray + bytes-like -> bytearray */
static py_Obj *ba_add(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *x = bytes_of(a), *y = bytes_of(b);
    if (!x || !y)
        return py_err_format(S, PY_T(TypeError), "can't concat %s to %s", py_obj_typename(b), py_obj_typename(a));
    py_Obj *r = py_bytes_new(S, NULL, blen(x) + blen(y));
    if (!r)
        return NULL;
    memcpy(((py_Bytes *)r)->data, bdata(x), (size_t)blen(x));
    memcpy(((py_Bytes *)r)->data + blen(x), bdata(y), (size_t)blen(y));
    return ba_wrap(S, &py_type_bytearray, r);
}

static py_Obj *ba_iadd(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *r = ba_add(S, a, b);
    if (!r)
        return NULL;
    py_setref(S, &BA(a)->b, py_newref(BA(r)->b));
    py_decref(S, r);
    return py_newref(a);
}

static py_Obj *ba_mul(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *self = is_ba(a) ? a : b, *n = is_ba(a) ? b : a;
    py_Obj *r = PY_T(bytes)->nb[PY_OP_MUL](S, BA(self)->b, n);
    if (!r || !py_is_bytes(r))
        return r;
    return ba_wrap(S, &py_type_bytearray, r);
}

#define BM(name) static py_Obj *ba_##name(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, \
                                           py_Obj *kw)

BM(append)
{
    if (py_check_nargs(S, "append", nargs, kw, 1, 1) < 0)
        return NULL;
    int x;
    if (byte_value(S, args[0], &x) < 0)
        return NULL;
    py_Obj *b = BA(self)->b;
    py_Obj *nb = py_bytes_new(S, NULL, blen(b) + 1);
    if (!nb)
        return NULL;
    memcpy(((py_Bytes *)nb)->data, bdata(b), (size_t)blen(b));
    ((py_Bytes *)nb)->data[blen(b)] = (char)x;
    py_setref(S, &BA(self)->b, nb);
    PY_RETURN_NONE(S);
}

BM(extend)
{
    if (py_check_nargs(S, "extend", nargs, kw, 1, 1) < 0)
        return NULL;
    py_Obj *src = bytes_of(args[0]) ? py_newref(bytes_of(args[0])) : py_call1(S, (py_Obj *)PY_T(bytes), args[0]);
    if (!src)
        return NULL;
    py_Obj *r = ba_iadd(S, self, src);
    py_decref(S, src);
    if (!r)
        return NULL;
    py_decref(S, r);
    PY_RETURN_NONE(S);
}

BM(insert)
{
    if (py_check_nargs(S, "insert", nargs, kw, 2, 2) < 0)
        return NULL;
    py_ssize i, n = blen(BA(self)->b);
    int x;
    if (py_as_ssize(S, args[0], &i) < 0 || byte_value(S, args[1], &x) < 0)
        return NULL;
    if (i < 0)
        i = i + n < 0 ? 0 : i + n;
    if (i > n)
        i = n;
    py_Obj *nb = py_bytes_new(S, NULL, n + 1);
    if (!nb)
        return NULL;
    char *d = ((py_Bytes *)nb)->data;
    memcpy(d, bdata(BA(self)->b), (size_t)i);
    d[i] = (char)x;
    memcpy(d + i + 1, bdata(BA(self)->b) + i, (size_t)(n - i));
    py_setref(S, &BA(self)->b, nb);
    PY_RETURN_NONE(S);
}

BM(pop)
{
    if (py_check_nargs(S, "pop", nargs, kw, 0, 1) < 0)
        return NULL;
    py_ssize n = blen(BA(self)->b), i = n - 1;
    if (nargs && py_as_ssize(S, args[0], &i) < 0)
        return NULL;
    if (n == 0)
        return py_err_setstr(S, PY_T(IndexError), "pop from empty bytearray");
    if (i < 0)
        i += n;
    if (i < 0 || i >= n)
        return py_err_setstr(S, PY_T(IndexError), "pop index out of range");
    int v = (unsigned char)bdata(BA(self)->b)[i];
    py_Obj *k = py_int_from_i64(S, i);
    int r = k ? ba_setitem(S, self, k, NULL) : -1;
    py_xdecref(S, k);
    return r < 0 ? NULL : py_int_from_i64(S, v);
}

BM(remove)
{
    if (py_check_nargs(S, "remove", nargs, kw, 1, 1) < 0)
        return NULL;
    int x;
    if (byte_value(S, args[0], &x) < 0)
        return NULL;
    const char *d = bdata(BA(self)->b);
    for (py_ssize i = 0; i < blen(BA(self)->b); i++)
        if ((unsigned char)d[i] == x) {
            py_Obj *k = py_int_from_i64(S, i);
            int r = k ? ba_setitem(S, self, k, NULL) : -1;
            py_xdecref(S, k);
            if (r < 0)
                return NULL;
            PY_RETURN_NONE(S);
        }
    return py_err_setstr(S, PY_T(ValueError), "value not found in bytearray");
}

BM(clear)
{
    if (py_check_nargs(S, "clear", nargs, kw, 0, 0) < 0 || ba_set(S, self, NULL, 0) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

BM(reverse)
{
    if (py_check_nargs(S, "reverse", nargs, kw, 0, 0) < 0)
        return NULL;
    py_ssize n = blen(BA(self)->b);
    py_Obj *nb = py_bytes_new(S, NULL, n);
    if (!nb)
        return NULL;
    for (py_ssize i = 0; i < n; i++)
        ((py_Bytes *)nb)->data[i] = bdata(BA(self)->b)[n - 1 - i];
    py_setref(S, &BA(self)->b, nb);
    PY_RETURN_NONE(S);
}

BM(copy)
{
    if (py_check_nargs(S, "copy", nargs, kw, 0, 0) < 0)
        return NULL;
    return ba_wrap(S, &py_type_bytearray, py_newref(BA(self)->b));
}

/* Methods that read: run on the bytes contents (decode, hex, startswith, ...). */
static py_Obj *delegate(py_State *S, py_Obj *self, const char *name, py_Obj *const *args, py_ssize nargs,
                        py_Obj *kw)
{
    return py_call_method(S, BA(self)->b, py_intern(S, name), args, nargs, kw);
}
BM(decode) { return delegate(S, self, "decode", args, nargs, kw); }
BM(hex) { return delegate(S, self, "hex", args, nargs, kw); }
BM(startswith) { return delegate(S, self, "startswith", args, nargs, kw); }
BM(endswith) { return delegate(S, self, "endswith", args, nargs, kw); }

#define BA_TEXT(n) static py_Obj *ba_t_##n(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) \
    { return text_result(S, py_bytes_m_##n(S, BA(self)->b, a, n, kw)); }
PY_BYTES_TEXT_METHODS(BA_TEXT)
#undef BA_TEXT

static const py_MethodDef ba_methods[] = {
#define ENTRY(n) {#n, ba_t_##n, PY_METH_INSTANCE},
    PY_BYTES_TEXT_METHODS(ENTRY)
#undef ENTRY
    {"fromhex", py_bytes_m_fromhex, PY_METH_CLASS},
    {"maketrans", py_bytes_m_maketrans, PY_METH_STATIC},
    {"append", ba_append, PY_METH_INSTANCE},   {"extend", ba_extend, PY_METH_INSTANCE},
    {"insert", ba_insert, PY_METH_INSTANCE},   {"pop", ba_pop, PY_METH_INSTANCE},
    {"remove", ba_remove, PY_METH_INSTANCE},   {"clear", ba_clear, PY_METH_INSTANCE},
    {"reverse", ba_reverse, PY_METH_INSTANCE}, {"copy", ba_copy, PY_METH_INSTANCE},
    {"decode", ba_decode, PY_METH_INSTANCE},   {"hex", ba_hex, PY_METH_INSTANCE},
    {"startswith", ba_startswith, PY_METH_INSTANCE}, {"endswith", ba_endswith, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

py_Type py_type_bytearray = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "bytearray",
    .basicsize = sizeof(ByteArray),
    .flags = PY_TPFLAG_BASETYPE,
    .methods = ba_methods,
    .dealloc = ba_dealloc,
    .tp_new = ba_new,
    .repr = ba_repr,
    .richcmp = ba_richcmp,
    .len = ba_len,
    .getitem = ba_getitem,
    .setitem = ba_setitem,
    .contains = ba_contains,
    .iter = ba_iter,
    .nb = {[PY_OP_ADD] = ba_add, [PY_OP_MUL] = ba_mul},
    .nb_inplace = {[PY_OP_ADD] = ba_iadd},
};
