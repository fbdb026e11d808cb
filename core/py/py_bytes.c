/* py_bytes.c — a small immutable bytes type: construction, repr, len,
 * indexing (ints) and slicing, comparison, hashing, + and *, `in`,
 * iteration, decode, hex and startswith/endswith; the text-like methods
 * are in py_bytes_methods.c. */
#include "py_num.h"
#include "py_runtime.h"

#include <string.h>

py_Obj *py_bytes_new(py_State *S, const char *data, py_ssize n)
{
    if ((int64_t)n > INT64_MAX - (int64_t)offsetof(py_Bytes, data) - 1)   /* CPython's check (64-bit) */
        return py_err_setstr(S, PY_T(OverflowError), "byte string is too large");
    if ((size_t)n > (size_t)PTRDIFF_MAX - offsetof(py_Bytes, data) - 1)   /* 32-bit size_t */
        return py_err_nomemory(S);
    py_Bytes *b = (py_Bytes *)py_obj_alloc(S, &py_type_bytes, (py_ssize)offsetof(py_Bytes, data) + n + 1);
    if (!b)
        return NULL;
    b->len = n;
    b->hash = -1;
    if (n && data)
        memcpy(b->data, data, (size_t)n);
    b->data[n] = 0;
    return (py_Obj *)b;
}

#define B(o) ((py_Bytes *)(o))

static void bytes_repr_buf(py_Obj *o, nb_Buf *b)
{
    const unsigned char *p = (const unsigned char *)B(o)->data;
    py_ssize n = B(o)->len;
    bool sq = memchr(p, '\'', (size_t)n) != NULL, dq = memchr(p, '"', (size_t)n) != NULL;
    char q = sq && !dq ? '"' : '\'';
    nb_buf_putc(b, 'b');
    nb_buf_putc(b, q);
    for (py_ssize i = 0; i < n; i++) {
        unsigned c = p[i];
        if (c == (unsigned char)q || c == '\\') {
            nb_buf_putc(b, '\\');
            nb_buf_putc(b, (char)c);
        } else if (c == '\t') {
            nb_buf_puts(b, "\\t");
        } else if (c == '\n') {
            nb_buf_puts(b, "\\n");
        } else if (c == '\r') {
            nb_buf_puts(b, "\\r");
        } else if (c < 0x20 || c >= 0x7f) {
            nb_buf_printf(b, "\\x%02x", c);
        } else {
            nb_buf_putc(b, (char)c);
        }
    }
    nb_buf_putc(b, q);
}

static py_Obj *bytes_repr(py_State *S, py_Obj *o)
{
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    bytes_repr_buf(o, &b);
    return py_str_from_buf(S, &b);
}

static py_hash bytes_hash(py_State *S, py_Obj *o)
{
    if (B(o)->hash == -1)
        B(o)->hash = py_hash_bytes(B(o)->data, (size_t)B(o)->len);
    return B(o)->hash;
}

static py_Obj *bytes_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (!py_is_bytes(a) || !py_is_bytes(b))
        return py_newref(S->NotImplemented);
    py_ssize na = B(a)->len, nb = B(b)->len;
    int c = memcmp(B(a)->data, B(b)->data, (size_t)(na < nb ? na : nb));
    if (c == 0)
        c = na < nb ? -1 : na > nb;
    bool r;
    switch (op) {
    case PY_LT: r = c < 0; break;
    case PY_LE: r = c <= 0; break;
    case PY_EQ: r = c == 0; break;
    case PY_NE: r = c != 0; break;
    case PY_GT: r = c > 0; break;
    default: r = c >= 0; break;
    }
    return PY_BOOL(S, r);
}

static py_ssize bytes_len(py_State *S, py_Obj *o) { return B(o)->len; }

static py_Obj *bytes_getitem(py_State *S, py_Obj *o, py_Obj *key)
{
    py_ssize n = B(o)->len;
    if (PY_TYPE(key) == &py_type_slice) {
        py_ssize start, stop, step, len;
        if (py_slice_indices(S, key, n, &start, &stop, &step, &len) < 0)
            return NULL;
        if (step == 1)
            return py_bytes_new(S, B(o)->data + start, len);
        py_Obj *r = py_bytes_new(S, NULL, len);
        if (!r)
            return NULL;
        for (py_ssize i = 0, k = start; i < len; i++, k += step)
            B(r)->data[i] = B(o)->data[k];
        return r;
    }
    if (!PY_TYPE(key)->nb_index)
        return py_err_format(S, PY_T(TypeError), "byte indices must be integers or slices, not %s",
                             py_obj_typename(key));
    py_ssize i;
    if (py_as_ssize(S, key, &i) < 0)
        return NULL;
    if (i < 0)
        i += n;
    if (i < 0 || i >= n)
        return py_err_setstr(S, PY_T(IndexError), "index out of range");
    return py_int_from_i64(S, (unsigned char)B(o)->data[i]);
}

static py_Obj *bytes_add(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_is_bytes(a))
        return py_newref(S->NotImplemented);
    if (!py_is_bytes(b)) {
        if (PY_TYPE(b)->flags & PY_TPFLAG_HEAPTYPE)
            return py_newref(S->NotImplemented);
        return py_err_format(S, PY_T(TypeError), "can't concat %s to bytes", py_obj_typename(b));
    }
    py_Obj *r = py_bytes_new(S, NULL, B(a)->len + B(b)->len);
    if (!r)
        return NULL;
    memcpy(B(r)->data, B(a)->data, (size_t)B(a)->len);
    memcpy(B(r)->data + B(a)->len, B(b)->data, (size_t)B(b)->len);
    return r;
}

static py_Obj *bytes_mul(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *s = py_is_bytes(a) ? a : b, *n = s == a ? b : a;
    if (!py_is_bytes(s))
        return py_newref(S->NotImplemented);
    if (!PY_TYPE(n)->nb_index)
        return py_err_format(S, PY_T(TypeError), "can't multiply sequence by non-int of type '%s'",
                             py_obj_typename(n));
    py_ssize k;
    if (py_as_ssize(S, n, &k) < 0)
        return NULL;
    if (k < 0)
        k = 0;
    py_ssize len = B(s)->len;
    if (len && k > (PY_IMMORTAL / 4) / len)
        return py_err_nomemory(S);
    py_Obj *r = py_bytes_new(S, NULL, len * k);
    if (!r)
        return NULL;
    for (py_ssize i = 0; i < k; i++)
        memcpy(B(r)->data + i * len, B(s)->data, (size_t)len);
    return r;
}

static int bytes_contains(py_State *S, py_Obj *o, py_Obj *v)
{
    if (py_is_int(v)) {
        py_ssize c;
        if (py_as_ssize(S, v, &c) < 0)
            return -1;
        if (c < 0 || c > 255) {
            py_err_setstr(S, PY_T(ValueError), "byte must be in range(0, 256)");
            return -1;
        }
        return memchr(B(o)->data, (int)c, (size_t)B(o)->len) != NULL;
    }
    if (!py_is_bytes(v)) {
        py_err_format(S, PY_T(TypeError), "a bytes-like object is required, not '%s'", py_obj_typename(v));
        return -1;
    }
    py_ssize n = B(v)->len, h = B(o)->len;
    if (n == 0)
        return 1;
    for (py_ssize i = 0; i + n <= h; i++)
        if (memcmp(B(o)->data + i, B(v)->data, (size_t)n) == 0)
            return 1;
    return 0;
}

/* iter(bytes): iterate a list of the byte values. */
static py_Obj *bytes_iter(py_State *S, py_Obj *o)
{
    py_Obj *l = py_list_new(S, 0);
    if (!l)
        return NULL;
    for (py_ssize i = 0; i < B(o)->len; i++)
        if (py_list_append_steal(S, l, py_int_from_i64(S, (unsigned char)B(o)->data[i])) < 0) {
            py_decref(S, l);
            return NULL;
        }
    py_Obj *it = py_iter(S, l);
    py_decref(S, l);
    return it;
}

/* bytes(), bytes(n), bytes(iterable_of_ints), bytes(str, encoding) */
static py_Obj *bytes_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[3];
    if (py_parse_args(S, "bytes", args, nargs, kwnames, "|source,encoding,errors", a) < 0)
        return NULL;
    if (!a[0])
        return py_bytes_new(S, NULL, 0);
    if (py_is_str(a[0])) {
        if (!a[1])
            return py_err_setstr(S, PY_T(TypeError), "string argument without an encoding");
        return py_call_method(S, a[0], py_intern(S, "encode"), &a[1], a[2] ? 2 : 1, NULL);
    }
    if (a[1])
        return py_err_setstr(S, PY_T(TypeError), "encoding without a string argument");
    if (py_is_bytes(a[0]))
        return py_bytes_new(S, B(a[0])->data, B(a[0])->len);
    if (py_is_int(a[0])) {
        py_ssize n;
        if (py_as_ssize(S, a[0], &n) < 0)
            return NULL;
        if (n < 0)
            return py_err_setstr(S, PY_T(ValueError), "negative count");
        return py_bytes_new(S, NULL, n);
    }
    py_Obj *l = py_seq_list(S, a[0]);
    if (!l) {
        if (py_err_matches(S, PY_T(TypeError))) {
            py_err_clear(S);
            return py_err_format(S, PY_T(TypeError), "cannot convert '%s' object to bytes",
                                 py_obj_typename(a[0]));
        }
        return NULL;
    }
    py_ssize n = py_list_len(l);
    py_Obj *r = py_bytes_new(S, NULL, n);
    for (py_ssize i = 0; r && i < n; i++) {
        py_Obj *x = py_list_getB(l, i);
        py_ssize v;
        if (!PY_TYPE(x)->nb_index) {
            py_err_format(S, PY_T(TypeError), "'%s' object cannot be interpreted as an integer",
                          py_obj_typename(x));
            py_decref(S, r);
            r = NULL;
        } else if (py_as_ssize(S, x, &v) < 0 || v < 0 || v > 255) {
            if (!py_err_occurred(S))
                py_err_setstr(S, PY_T(ValueError), "bytes must be in range(0, 256)");
            py_decref(S, r);
            r = NULL;
        } else {
            B(r)->data[i] = (char)v;
        }
    }
    py_decref(S, l);
    return r;
}

/* Length of the maximal invalid UTF-8 subpart at s[0] (CPython replaces each one by one U+FFFD): the lead
 * byte and the continuation bytes that could still have completed it. */
static py_ssize utf8_bad_len(const unsigned char *s, py_ssize n)
{
    unsigned char c = s[0];
    if (c < 0xC2 || c > 0xF4)
        return 1;
    int need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
    unsigned char lo = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
    unsigned char hi = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
    py_ssize k = 1;
    while (k < need && k < n) {
        unsigned char d = s[k];
        if (k == 1 ? (d < lo || d > hi) : (d < 0x80 || d > 0xBF))
            break;
        k++;
    }
    return k;
}

/* bytes.decode('utf-8' or 'ascii', errors) with a non-strict handler: 'replace' puts U+FFFD for each maximal
 * invalid subpart (each byte >= 0x80 for ascii), 'ignore' drops it, 'backslashreplace' writes \\xNN per byte.
 * 'strict' (and an unknown handler) raise CPython's UnicodeDecodeError at the first bad byte. */
static py_Obj *decode_handled(py_State *S, py_Obj *self, py_Obj *errors, bool ascii)
{
    const char *eh = errors && py_is_str(errors) ? py_str_utf8(errors) : "strict";
    const unsigned char *s = (const unsigned char *)B(self)->data;
    py_ssize n = B(self)->len;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    for (py_ssize i = 0; i < n;) {
        uint32_t cp;
        int k = s[i] < 0x80 ? 1 : ascii ? 0 : nb_utf8_decode_strict(s + i, (size_t)(n - i), &cp);
        if (k > 0) {
            nb_buf_append(&b, (const char *)s + i, (size_t)k);
            i += k;
            continue;
        }
        py_ssize bad = ascii ? 1 : utf8_bad_len(s + i, n - i);
        if (!strcmp(eh, "replace")) {
            nb_buf_append(&b, "\xEF\xBF\xBD", 3);
        } else if (!strcmp(eh, "backslashreplace")) {
            for (py_ssize j = 0; j < bad; j++)
                nb_buf_printf(&b, "\\x%02x", s[i + j]);
        } else if (strcmp(eh, "ignore") != 0) {
            nb_buf_free(&b);
            if (!ascii)
                return py_str_new(S, B(self)->data, n);
            return py_err_format(S, PY_T(UnicodeDecodeError),
                                 "'ascii' codec can't decode byte 0x%02x in position %zd: ordinal not in range(128)",
                                 (unsigned)s[i], i);
        }
        i += bad;
    }
    return py_str_from_buf(S, &b);
}

static py_Obj *m_decode(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *a[2];
    if (py_parse_args(S, "decode", args, nargs, kw, "|encoding,errors", a) < 0)
        return NULL;
    if (a[0] && py_is_str(a[0])) {
        const char *e = py_str_utf8(a[0]);
        if (!strcmp(e, "latin-1") || !strcmp(e, "latin1") || !strcmp(e, "iso-8859-1")) {
            nb_Buf b;
            nb_buf_init(&b, &S->heap);
            for (py_ssize i = 0; i < B(self)->len; i++) {
                char u[4];
                int k = nb_utf8_encode((unsigned char)B(self)->data[i], u);
                nb_buf_append(&b, u, (size_t)k);
            }
            return py_str_from_buf(S, &b);
        }
        bool ascii = !strcmp(e, "ascii") || !strcmp(e, "us-ascii");
        if (strcmp(e, "utf-8") && strcmp(e, "utf8") && strcmp(e, "UTF-8") && strcmp(e, "utf_8") && !ascii)
            return py_err_format(S, PY_T(LookupError), "unknown encoding: %s", e);
        if (ascii)
            return decode_handled(S, self, a[1], true);
    }
    if (a[1] && py_is_str(a[1]) && strcmp(py_str_utf8(a[1]), "strict") != 0)
        return decode_handled(S, self, a[1], false);
    return py_str_new(S, B(self)->data, B(self)->len);
}

static py_Obj *m_hex(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "hex", n, kw, 0, 0) < 0)
        return NULL;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    for (py_ssize i = 0; i < B(self)->len; i++)
        nb_buf_printf(&b, "%02x", (unsigned char)B(self)->data[i]);
    return py_str_from_buf(S, &b);
}

static py_Obj *do_fix(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw, bool end)
{
    if (py_check_nargs(S, end ? "endswith" : "startswith", n, kw, 1, 1) < 0)
        return NULL;
    py_Obj *const *c = &a[0];
    py_ssize nc = 1;
    if (PY_TYPE(a[0])->flags & PY_TPFLAG_TUPLE_SUB) {
        c = ((py_Tuple *)a[0])->items;
        nc = py_tuple_len(a[0]);
    }
    for (py_ssize i = 0; i < nc; i++) {
        if (!py_is_bytes(c[i]))
            return py_err_format(S, PY_T(TypeError), "%s first arg must be bytes or a tuple of bytes, not %s",
                                 end ? "endswith" : "startswith", py_obj_typename(c[i]));
        py_ssize k = B(c[i])->len, h = B(self)->len;
        if (k <= h && memcmp(B(self)->data + (end ? h - k : 0), B(c[i])->data, (size_t)k) == 0)
            return PY_BOOL(S, true);
    }
    return PY_BOOL(S, false);
}

static py_Obj *m_startswith(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_fix(S, self, a, n, kw, false); }
static py_Obj *m_endswith(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_fix(S, self, a, n, kw, true); }

py_Obj *py_bytes_m_join(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "join", n, kw, 1, 1) < 0)
        return NULL;
    py_Obj *l = py_seq_list(S, a[0]);
    if (!l)
        return NULL;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    for (py_ssize i = 0; i < py_list_len(l); i++) {
        py_Obj *x = py_list_getB(l, i), *xb = py_bytes_like(x);
        if (!xb) {
            nb_buf_free(&b);
            py_decref(S, l);
            return py_err_format(S, PY_T(TypeError), "sequence item %zd: expected a bytes-like object, %s found",
                                 i, py_obj_typename(x));
        }
        if (i)
            nb_buf_append(&b, B(self)->data, (size_t)B(self)->len);
        nb_buf_append(&b, B(xb)->data, (size_t)B(xb)->len);
    }
    py_decref(S, l);
    if (py_buf_check(S, &b) < 0)
        return NULL;
    py_Obj *r = py_bytes_new(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

static const py_MethodDef bytes_methods[] = {
    {"decode", m_decode, PY_METH_INSTANCE},
    {"hex", m_hex, PY_METH_INSTANCE},
    {"startswith", m_startswith, PY_METH_INSTANCE},
    {"endswith", m_endswith, PY_METH_INSTANCE},
#define ENTRY(n) {#n, py_bytes_m_##n, PY_METH_INSTANCE},
    PY_BYTES_TEXT_METHODS(ENTRY)
#undef ENTRY
    {"fromhex", py_bytes_m_fromhex, PY_METH_CLASS},
    {"maketrans", py_bytes_m_maketrans, PY_METH_STATIC},
    {NULL, NULL, 0},
};

static void bytes_dealloc(py_State *S, py_Obj *o) { py_obj_free(S, o); }

py_Type py_type_bytes = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "bytes",
    .basicsize = sizeof(py_Bytes),
    .flags = PY_TPFLAG_BASETYPE,
    .methods = bytes_methods,
    .dealloc = bytes_dealloc,
    .tp_new = bytes_new,
    .repr = bytes_repr,
    .hash = bytes_hash,
    .richcmp = bytes_richcmp,
    .iter = bytes_iter,
    .nb = {[PY_OP_ADD] = bytes_add, [PY_OP_MUL] = bytes_mul},
    .len = bytes_len,
    .getitem = bytes_getitem,
    .contains = bytes_contains,
};
