/* py_str.c — the str type: immutable UTF-8 text with code-point semantics.
 *
 * Layout: py_Str with the bytes inline (NUL-terminated). ASCII strings index
 * in O(1). Non-ASCII strings carry, after their bytes (8-byte aligned), one
 * pointer to a lazily built table of byte offsets of every 32nd code point,
 * so s[i] costs at most 31 decode steps and loops stay linear.
 * The str_iterator walks bytes directly. */
#include "py_num.h"
#include "py_init.h"

#include <stdint.h>
#include <string.h>

#define CKPT 32   /* code points per offset-table entry */

static size_t idx_slot_offset(py_ssize nbytes)
{
    size_t off = offsetof(py_Str, data) + (size_t)nbytes + 1;
    return (off + 7) & ~(size_t)7;
}

static uint32_t **idx_slot(py_Str *s) { return (uint32_t **)((char *)s + idx_slot_offset(s->nbytes)); }

static size_t idx_size(py_Str *s) { return ((size_t)s->len / CKPT + 1) * sizeof(uint32_t); }

/* Allocate an uninitialized str of type t with nbytes of room. */
static py_Str *str_alloc(py_State *S, py_Type *t, py_ssize nbytes, bool ascii)
{
    size_t size = ascii ? offsetof(py_Str, data) + (size_t)nbytes + 1 : idx_slot_offset(nbytes) + sizeof(void *);
    if (size < sizeof(py_Str))
        size = sizeof(py_Str);
    py_Str *s = (py_Str *)py_obj_alloc(S, t, (py_ssize)size);
    if (!s)
        return NULL;
    s->nbytes = nbytes;
    s->hash = -1;
    s->ascii = ascii;
    s->data[nbytes] = 0;
    return s;
}

static bool all_ascii(const char *p, py_ssize n)
{
    for (py_ssize i = 0; i < n; i++)
        if ((unsigned char)p[i] >= 0x80)
            return false;
    return true;
}

py_Obj *py_str_new_len(py_State *S, const char *utf8, py_ssize nbytes, py_ssize ncp)
{
    bool ascii = ncp >= 0 ? ncp == nbytes : all_ascii(utf8, nbytes);
    if (nbytes == 0 && S->empty_str)
        return py_newref(S->empty_str);
    if (nbytes == 1 && ascii && S->chars[(unsigned char)utf8[0]])
        return py_newref(S->chars[(unsigned char)utf8[0]]);
    py_Str *s = str_alloc(S, &py_type_str, nbytes, ascii);
    if (!s)
        return NULL;
    memcpy(s->data, utf8, (size_t)nbytes);
    s->len = ascii ? nbytes : ncp >= 0 ? ncp : (py_ssize)nb_utf8_count(utf8, (size_t)nbytes);
    return (py_Obj *)s;
}

/* Position of the first invalid UTF-8 byte (for the decode error). */
static py_ssize first_invalid(const char *p, py_ssize n, const char **why)
{
    const unsigned char *s = (const unsigned char *)p;
    for (py_ssize i = 0; i < n;) {
        uint32_t cp;
        int k = nb_utf8_decode_strict(s + i, (size_t)(n - i), &cp);
        if (k <= 0) {
            unsigned char c = s[i];
            if (c >= 0x80 && c < 0xC2)
                *why = "invalid start byte";
            else if (c >= 0xF5)
                *why = "invalid start byte";
            else {
                int need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
                *why = i + need > n ? "unexpected end of data" : "invalid continuation byte";
            }
            return i;
        }
        i += k;
    }
    return -1;
}

py_Obj *py_str_new(py_State *S, const char *utf8, py_ssize nbytes)
{
    if (all_ascii(utf8, nbytes))
        return py_str_new_len(S, utf8, nbytes, nbytes);
    if (!nb_utf8_valid(utf8, (size_t)nbytes)) {
        const char *why = "invalid start byte";
        py_ssize pos = first_invalid(utf8, nbytes, &why);
        return py_err_format(S, PY_T(UnicodeDecodeError), "'utf-8' codec can't decode byte 0x%02x in position %zd: %s",
                             (unsigned)(unsigned char)utf8[pos < 0 ? 0 : pos], pos, why);
    }
    return py_str_new_len(S, utf8, nbytes, -1);
}

py_ssize py_str_surrogate_at(py_Obj *o)
{
    py_Str *s = (py_Str *)o;
    if (s->ascii)
        return -1;
    const unsigned char *p = (const unsigned char *)s->data;
    py_ssize idx = 0;
    for (py_ssize i = 0; i < s->nbytes; i++) {
        if ((p[i] & 0xC0) == 0x80)
            continue;
        if (p[i] == 0xED && i + 1 < s->nbytes && p[i + 1] >= 0xA0)
            return idx;
        idx++;
    }
    return -1;
}

py_Obj *py_str_surrogate_error(py_State *S, py_Obj *s, py_ssize pos)
{
    uint32_t cp = py_str_at(S, s, pos);
    return py_err_format(S, PY_T(UnicodeEncodeError),
                         "'utf-8' codec can't encode character '\\u%04x' in position %zd: surrogates not allowed",
                         (unsigned)cp, pos);
}

py_Obj *py_str_from(py_State *S, const char *cstr) { return py_str_new(S, cstr, (py_ssize)strlen(cstr)); }

py_Obj *py_str_from_buf(py_State *S, nb_Buf *b)
{
    if (py_buf_check(S, b) < 0)
        return NULL;
    py_Obj *r = py_str_new_len(S, b->data ? b->data : "", (py_ssize)b->len, -1);
    nb_buf_free(b);
    return r;
}

static void str_dealloc(py_State *S, py_Obj *o)
{
    py_Str *s = (py_Str *)o;
    if (!s->ascii && PY_TYPE(o) == &py_type_str) {
        uint32_t *idx = *idx_slot(s);
        if (idx)
            py_free(S, idx, idx_size(s));
    }
    py_obj_free(S, o);
}

/* ------------------------------------------------------------ indexing */

py_ssize py_str_offset(py_State *S, py_Obj *o, py_ssize i)
{
    py_Str *s = (py_Str *)o;
    if (s->ascii)
        return i;
    if (i >= s->len)
        return s->nbytes;
    const unsigned char *p = (const unsigned char *)s->data;
    uint32_t *idx = NULL;
    if (PY_TYPE(o) == &py_type_str) {
        idx = *idx_slot(s);
        if (!idx && s->len > CKPT && S) {
            /* build the checkpoint table once */
            idx = py_malloc(S, idx_size(s));
            if (idx) {
                py_ssize cp = 0;
                for (py_ssize b = 0; b < s->nbytes; b++) {
                    if ((p[b] & 0xC0) != 0x80) {
                        if (cp % CKPT == 0)
                            idx[cp / CKPT] = (uint32_t)b;
                        cp++;
                    }
                }
                *idx_slot(s) = idx;
            } else {
                py_err_clear(S);
            }
        }
    }
    py_ssize b = 0, cp = 0;
    if (idx) {
        b = idx[i / CKPT];
        cp = i / CKPT * CKPT;
    }
    while (cp < i) {
        b++;
        while (b < s->nbytes && (p[b] & 0xC0) == 0x80)
            b++;
        cp++;
    }
    return b;
}

uint32_t py_str_at(py_State *S, py_Obj *o, py_ssize i)
{
    py_Str *s = (py_Str *)o;
    if (s->ascii)
        return (unsigned char)s->data[i];
    py_ssize b = py_str_offset(S, o, i);
    uint32_t cp = 0;
    nb_utf8_decode((const unsigned char *)s->data + b, (size_t)(s->nbytes - b), &cp);
    return cp;
}

py_Obj *py_str_sub(py_State *S, py_Obj *o, py_ssize i, py_ssize j)
{
    py_Str *s = (py_Str *)o;
    if (i <= 0 && j >= s->len && PY_TYPE(o) == &py_type_str)
        return py_newref(o);
    if (j <= i)
        return py_str_new_len(S, "", 0, 0);
    py_ssize a = py_str_offset(S, o, i);
    py_ssize b = s->ascii ? j : a + (py_str_offset(S, o, j) - a);
    return py_str_new_len(S, s->data + a, b - a, s->ascii ? b - a : j - i);
}

py_Obj *py_str_chr(py_State *S, uint32_t cp)
{
    if (cp > 0x10FFFF)
        return py_err_setstr(S, PY_T(ValueError), "chr() arg not in range(0x110000)");
    if (cp < 128 && S->chars[cp])
        return py_newref(S->chars[cp]);
    char u[4];
    int k = nb_utf8_encode(cp, u);
    return py_str_new_len(S, u, k, 1);
}

int py_str_ord(py_State *S, py_Obj *o, uint32_t *cp)
{
    py_Str *s = (py_Str *)o;
    if (s->len != 1) {
        py_err_format(S, PY_T(TypeError), "ord() expected a character, but string of length %zd found", s->len);
        return -1;
    }
    nb_utf8_decode((const unsigned char *)s->data, (size_t)s->nbytes, cp);
    return 0;
}

/* ------------------------------------------------------------ basics */

bool py_str_eq(py_Obj *a, py_Obj *b)
{
    if (a == b)
        return true;
    py_Str *x = (py_Str *)a, *y = (py_Str *)b;
    if (x->nbytes != y->nbytes)
        return false;
    if (x->hash != -1 && y->hash != -1 && x->hash != y->hash)
        return false;
    return memcmp(x->data, y->data, (size_t)x->nbytes) == 0;
}

bool py_str_eq_c(py_Obj *s, const char *c)
{
    size_t n = strlen(c);
    return (size_t)py_str_nbytes(s) == n && memcmp(py_str_utf8(s), c, n) == 0;
}

py_Obj *py_str_concat(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Str *x = (py_Str *)a, *y = (py_Str *)b;
    if (y->nbytes == 0 && PY_TYPE(a) == &py_type_str)
        return py_newref(a);
    if (x->nbytes == 0 && PY_TYPE(b) == &py_type_str)
        return py_newref(b);
    if (x->nbytes > PY_IMMORTAL - y->nbytes)
        return py_err_nomemory(S);
    bool ascii = x->ascii && y->ascii;
    py_Str *r = str_alloc(S, &py_type_str, x->nbytes + y->nbytes, ascii);
    if (!r)
        return NULL;
    memcpy(r->data, x->data, (size_t)x->nbytes);
    memcpy(r->data + x->nbytes, y->data, (size_t)y->nbytes);
    r->len = x->len + y->len;
    return (py_Obj *)r;
}

py_Obj *py_str_join(py_State *S, py_Obj *sep, py_Obj *iterable)
{
    py_Obj *seq;
    if (PY_TYPE(iterable)->flags & (PY_TPFLAG_LIST_SUB | PY_TPFLAG_TUPLE_SUB))
        seq = py_newref(iterable);
    else if (!(seq = py_seq_list(S, iterable))) {
        if (py_err_matches(S, PY_T(TypeError)) && !PY_TYPE(iterable)->iter && !PY_TYPE(iterable)->getitem) {
            py_err_clear(S);
            py_err_setstr(S, PY_T(TypeError), "can only join an iterable");
        }
        return NULL;
    }
    bool is_list = PY_TYPE(seq)->flags & PY_TPFLAG_LIST_SUB;
    py_ssize n = is_list ? py_list_len(seq) : py_tuple_len(seq);
    py_Obj **items = is_list ? ((py_List *)seq)->items : ((py_Tuple *)seq)->items;
    if (n == 1 && PY_TYPE(items[0]) == &py_type_str) {
        py_Obj *r = py_newref(items[0]);
        py_decref(S, seq);
        return r;
    }
    py_Str *ss = (py_Str *)sep;
    py_ssize total = 0, ncp = 0;
    bool ascii = ss->ascii;
    for (py_ssize i = 0; i < n; i++) {
        if (!py_is_str(items[i])) {
            py_err_format(S, PY_T(TypeError), "sequence item %zd: expected str instance, %s found", i,
                          py_obj_typename(items[i]));
            py_decref(S, seq);
            return NULL;
        }
        py_Str *it = (py_Str *)items[i];
        total += it->nbytes + (i ? ss->nbytes : 0);
        ncp += it->len + (i ? ss->len : 0);
        ascii &= it->ascii;
    }
    py_Str *r = str_alloc(S, &py_type_str, total, ascii || n == 0);
    if (!r) {
        py_decref(S, seq);
        return NULL;
    }
    char *p = r->data;
    for (py_ssize i = 0; i < n; i++) {
        if (i) {
            memcpy(p, ss->data, (size_t)ss->nbytes);
            p += ss->nbytes;
        }
        py_Str *it = (py_Str *)items[i];
        memcpy(p, it->data, (size_t)it->nbytes);
        p += it->nbytes;
    }
    r->len = ncp;
    py_decref(S, seq);
    if (total == 0 && S->empty_str) {
        py_decref(S, (py_Obj *)r);
        return py_newref(S->empty_str);
    }
    return (py_Obj *)r;
}

/* ------------------------------------------------------------ interning */

py_Obj *py_intern_str(py_State *S, py_Obj *s)
{
    py_Str *x = (py_Str *)s;
    if (x->interned && PY_TYPE(s) == &py_type_str)
        return py_newref(s);
    if (!S->interned)
        return py_newref(s);   /* too early: not interned yet */
    py_Obj *found = py_dict_getB(S, S->interned, s);
    if (found)
        return py_newref(found);
    if (py_err_occurred(S))
        return NULL;
    py_Obj *key = PY_TYPE(s) == &py_type_str ? py_newref(s) : py_str_new_len(S, x->data, x->nbytes, x->len);
    if (!key)
        return NULL;
    if (py_dict_set(S, S->interned, key, key) < 0) {
        py_decref(S, key);
        return NULL;
    }
    ((py_Str *)key)->interned = 1;
    return key;
}

py_Obj *py_intern(py_State *S, const char *cstr)
{
    py_Obj *s = py_str_from(S, cstr);
    if (!s)
        return NULL;
    py_Obj *r = py_intern_str(S, s);
    py_decref(S, s);
    if (!r)
        return NULL;
    /* borrowed: the interned dict keeps it alive (if it exists yet) */
    if (S->interned)
        py_decref(S, r);
    return r;
}

/* ------------------------------------------------------------ repr */

void py_str_repr_buf(py_Obj *o, nb_Buf *b, bool ascii_only)
{
    py_Str *s = (py_Str *)o;
    const unsigned char *p = (const unsigned char *)s->data;
    bool has_sq = memchr(s->data, '\'', (size_t)s->nbytes) != NULL;
    bool has_dq = memchr(s->data, '"', (size_t)s->nbytes) != NULL;
    char q = has_sq && !has_dq ? '"' : '\'';
    nb_buf_putc(b, q);
    py_ssize i = 0;
    while (i < s->nbytes) {
        py_ssize run = i;
        while (run < s->nbytes && p[run] >= 0x20 && p[run] < 0x7f && p[run] != '\\' && p[run] != (unsigned char)q)
            run++;
        if (run > i) {
            nb_buf_append(b, s->data + i, (size_t)(run - i));
            i = run;
            continue;
        }
        uint32_t cp;
        int k = 1;
        if (p[i] < 0x80) {
            cp = p[i];
        } else {
            k = nb_utf8_decode(p + i, (size_t)(s->nbytes - i), &cp);
            if (k <= 0) {
                k = 1;
                cp = p[i];
            }
        }
        if (cp == (uint32_t)q || cp == '\\') {
            nb_buf_putc(b, '\\');
            nb_buf_putc(b, (char)cp);
        } else if (cp == '\t') {
            nb_buf_puts(b, "\\t");
        } else if (cp == '\n') {
            nb_buf_puts(b, "\\n");
        } else if (cp == '\r') {
            nb_buf_puts(b, "\\r");
        } else if (cp < 0x20 || cp == 0x7f) {
            nb_buf_printf(b, "\\x%02x", cp);
        } else if (cp < 0x7f) {
            nb_buf_putc(b, (char)cp);
        } else if (!ascii_only && py_uni_isprintable(cp)) {
            nb_buf_append(b, s->data + i, (size_t)k);
        } else if (cp <= 0xff) {
            nb_buf_printf(b, "\\x%02x", cp);
        } else if (cp <= 0xffff) {
            nb_buf_printf(b, "\\u%04x", cp);
        } else {
            nb_buf_printf(b, "\\U%08x", cp);
        }
        i += k;
    }
    nb_buf_putc(b, q);
}

py_Obj *py_str_repr(py_State *S, py_Obj *s)
{
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_buf_reserve(&b, (size_t)py_str_nbytes(s) + 2);
    py_str_repr_buf(s, &b, false);
    return py_str_from_buf(S, &b);
}

static py_Obj *str_repr(py_State *S, py_Obj *s) { return py_str_repr(S, s); }

static py_Obj *str_str(py_State *S, py_Obj *s)
{
    if (PY_TYPE(s) == &py_type_str)
        return py_newref(s);
    py_Str *x = (py_Str *)s;
    return py_str_new_len(S, x->data, x->nbytes, x->len);
}

static py_hash str_hash(py_State *S, py_Obj *o)
{
    py_Str *s = (py_Str *)o;
    if (s->hash == -1)
        s->hash = py_hash_str_data(s->data, s->nbytes, s->ascii);
    return s->hash;
}

static py_Obj *str_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (!py_is_str(a) || !py_is_str(b))
        return py_newref(S->NotImplemented);
    if (op == PY_EQ || op == PY_NE) {
        bool eq = py_str_eq(a, b);
        return PY_BOOL(S, op == PY_EQ ? eq : !eq);
    }
    py_Str *x = (py_Str *)a, *y = (py_Str *)b;
    py_ssize n = x->nbytes < y->nbytes ? x->nbytes : y->nbytes;
    int c = memcmp(x->data, y->data, (size_t)n);
    if (c == 0)
        c = x->nbytes < y->nbytes ? -1 : x->nbytes > y->nbytes;
    bool r;
    switch (op) {
    case PY_LT: r = c < 0; break;
    case PY_LE: r = c <= 0; break;
    case PY_GT: r = c > 0; break;
    default: r = c >= 0; break;
    }
    return PY_BOOL(S, r);
}

static py_ssize str_len(py_State *S, py_Obj *o) { return ((py_Str *)o)->len; }

/* Find needle (bytes) in haystack bytes [start, end): byte offset or -1. */
static py_ssize find_bytes(const char *h, py_ssize hn, const char *n, py_ssize nn)
{
    if (nn == 0)
        return 0;
    if (nn > hn)
        return -1;
    if (nn == 1) {
        const char *p = memchr(h, n[0], (size_t)hn);
        return p ? p - h : -1;
    }
    const char *end = h + hn - nn;
    for (const char *p = h; p <= end;) {
        p = memchr(p, n[0], (size_t)(end - p + 1));
        if (!p)
            return -1;
        if (memcmp(p, n, (size_t)nn) == 0)
            return p - h;
        p++;
    }
    return -1;
}

static int str_contains(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!py_is_str(v)) {
        py_err_format(S, PY_T(TypeError), "'in <string>' requires string as left operand, not %s",
                      py_obj_typename(v));
        return -1;
    }
    return find_bytes(py_str_utf8(o), py_str_nbytes(o), py_str_utf8(v), py_str_nbytes(v)) >= 0;
}

static py_Obj *str_getitem(py_State *S, py_Obj *o, py_Obj *key)
{
    py_Str *s = (py_Str *)o;
    if (PY_TYPE(key) == &py_type_slice) {
        py_ssize start, stop, step, n;
        if (py_slice_indices(S, key, s->len, &start, &stop, &step, &n) < 0)
            return NULL;
        if (step == 1)
            return py_str_sub(S, o, start, start + n);
        if (n <= 0)
            return py_str_new_len(S, "", 0, 0);
        nb_Buf b;
        nb_buf_init(&b, &S->heap);
        if (s->ascii) {
            nb_buf_reserve(&b, (size_t)n);
            for (py_ssize i = 0, k = start; i < n; i++, k += step)
                nb_buf_putc(&b, s->data[k]);
        } else {
            for (py_ssize i = 0, k = start; i < n; i++, k += step) {
                py_ssize off = py_str_offset(S, o, k);
                int len = 1;
                unsigned char c = (unsigned char)s->data[off];
                if (c >= 0xF0) len = 4;
                else if (c >= 0xE0) len = 3;
                else if (c >= 0xC0) len = 2;
                nb_buf_append(&b, s->data + off, (size_t)len);
            }
        }
        return py_str_from_buf(S, &b);
    }
    if (!PY_TYPE(key)->nb_index)
        return py_err_format(S, PY_T(TypeError), "string indices must be integers, not '%s'",
                             py_obj_typename(key));
    py_ssize i;
    if (py_is_int(key) && py_int_is_small(key)) {
        int64_t v = py_int_small(key);
        if (v > (int64_t)PTRDIFF_MAX)
            return py_err_format(S, PY_T(IndexError), "cannot fit '%s' into an index-sized integer",
                                 py_obj_typename(key));
        i = v < -(int64_t)PY_IMMORTAL ? -(py_ssize)PY_IMMORTAL : (py_ssize)v;
    } else if (py_as_ssize(S, key, &i) < 0) {
        if (!py_err_matches(S, PY_T(OverflowError)))
            return NULL;
        py_err_clear(S);
        return py_err_format(S, PY_T(IndexError), "cannot fit '%s' into an index-sized integer",
                             py_obj_typename(key));
    }
    if (i < 0)
        i += s->len;
    if (i < 0 || i >= s->len)
        return py_err_setstr(S, PY_T(IndexError), "string index out of range");
    if (s->ascii)
        return py_str_new_len(S, s->data + i, 1, 1);
    return py_str_chr(S, py_str_at(S, o, i));
}

/* str + x: TypeError worded as CPython's sequence concatenation unless the
 * right operand is a user class that may implement __radd__. */
static py_Obj *str_add(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_is_str(a))
        return py_newref(S->NotImplemented);
    if (!py_is_str(b)) {
        if ((PY_TYPE(b)->flags & PY_TPFLAG_HEAPTYPE) && PY_TYPE(b)->nb[PY_OP_ADD])
            return py_newref(S->NotImplemented);
        return py_err_format(S, PY_T(TypeError), "can only concatenate str (not \"%s\") to str",
                             py_obj_typename(b));
    }
    return py_str_concat(S, a, b);
}

static py_Obj *str_repeat(py_State *S, py_Obj *s, py_ssize n)
{
    py_Str *x = (py_Str *)s;
    if (n <= 0 || x->nbytes == 0)
        return py_str_new_len(S, "", 0, 0);
    if (n == 1 && PY_TYPE(s) == &py_type_str)
        return py_newref(s);
    if (x->nbytes > (PY_IMMORTAL / 4) / n)
        return py_err_nomemory(S);
    py_Str *r = str_alloc(S, &py_type_str, x->nbytes * n, x->ascii);
    if (!r)
        return NULL;
    if (py_charge(S, (uint64_t)(x->nbytes * n) / 4096) < 0) {
        py_decref(S, (py_Obj *)r);
        return NULL;
    }
    if (x->nbytes == 1) {
        memset(r->data, x->data[0], (size_t)n);
    } else {
        for (py_ssize i = 0; i < n; i++)
            memcpy(r->data + i * x->nbytes, x->data, (size_t)x->nbytes);
    }
    r->len = x->len * n;
    return (py_Obj *)r;
}

static py_Obj *str_mul(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *s = py_is_str(a) ? a : b, *n = s == a ? b : a;
    if (!py_is_str(s))
        return py_newref(S->NotImplemented);
    if (!PY_TYPE(n)->nb_index) {
        if ((PY_TYPE(n)->flags & PY_TPFLAG_HEAPTYPE) && PY_TYPE(n)->nb[PY_OP_MUL])
            return py_newref(S->NotImplemented);
        return py_err_format(S, PY_T(TypeError), "can't multiply sequence by non-int of type '%s'",
                             py_obj_typename(n));
    }
    py_ssize k;
    if (py_as_ssize(S, n, &k) < 0) {
        if (py_err_matches(S, PY_T(OverflowError))) {
            py_err_clear(S);
            if (py_int_sign(n) <= 0 || py_str_nbytes(s) == 0)
                return py_str_new_len(S, "", 0, 0);
            return py_err_nomemory(S);
        }
        return NULL;
    }
    return str_repeat(S, s, k);
}

static py_Obj *str_mod(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_is_str(a))
        return py_newref(S->NotImplemented);
    return py_str_mod(S, a, b);
}

/* str(object='') / str(bytes, encoding, errors) */
static py_Obj *str_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[3];
    if (nargs == 1 && !kwnames) { /* str(x), the common call, without parsing */
        a[0] = args[0];
        a[1] = a[2] = NULL;
    } else if (nargs > 3) { /* CPython's clinic wording for str, not the generic one */
        return py_err_format(S, PY_T(TypeError), "str expected at most 3 arguments, got %zd", nargs);
    } else if (py_parse_args(S, "str", args, nargs, kwnames, "|object,encoding,errors", a) < 0) {
        return NULL;
    }
    for (int i = 1; i < 3; i++)
        if (a[i] && !py_is_str(a[i]))
            return py_err_format(S, PY_T(TypeError), "str() argument '%s' must be str, not %s",
                                 i == 1 ? "encoding" : "errors", py_obj_typename(a[i]));
    py_Obj *r;
    if (!a[0]) {
        r = py_str_new_len(S, "", 0, 0);
    } else if (a[1] || a[2]) {
        if (!py_is_bytes(a[0]))
            return py_err_format(S, PY_T(TypeError), "decoding to str: need a bytes-like object, %s found",
                                 py_obj_typename(a[0]));
        py_Bytes *bb = (py_Bytes *)a[0];
        r = py_str_new(S, bb->data, bb->len);
    } else {
        r = py_str(S, a[0]);
    }
    if (!r || t == &py_type_str)
        return r;
    /* subclass instance: same layout (instance dicts of str subclasses are
     * not supported by this layout) */
    py_Str *x = (py_Str *)r;
    py_Str *o = str_alloc(S, t, x->nbytes, true);
    if (o) {
        memcpy(o->data, x->data, (size_t)x->nbytes);
        o->len = x->len;
        o->ascii = x->ascii;
    }
    py_decref(S, r);
    return (py_Obj *)o;
}

/* ------------------------------------------------------------ iterator */

typedef struct StrIter {
    PY_HEAD;
    py_Obj *s;
    py_ssize pos;   /* byte offset */
} StrIter;

static py_Obj *str_iter(py_State *S, py_Obj *o)
{
    StrIter *it = (StrIter *)py_obj_alloc(S, &py_type_str_iterator, sizeof(StrIter));
    if (!it)
        return NULL;
    it->s = py_newref(o);
    it->pos = 0;
    return (py_Obj *)it;
}

static py_Obj *stritem_next(py_State *S, py_Obj *o)
{
    StrIter *it = (StrIter *)o;
    if (!it->s)
        return NULL;
    py_Str *s = (py_Str *)it->s;
    if (it->pos >= s->nbytes) {
        py_decref(S, it->s);
        it->s = NULL;
        return NULL;
    }
    unsigned char c = (unsigned char)s->data[it->pos];
    if (c < 0x80) {
        it->pos++;
        if (S->chars[c])
            return py_newref(S->chars[c]);
        return py_str_new_len(S, (const char *)&s->data[it->pos - 1], 1, 1);
    }
    uint32_t cp;
    int k = nb_utf8_decode((const unsigned char *)s->data + it->pos, (size_t)(s->nbytes - it->pos), &cp);
    if (k <= 0)
        k = 1;
    py_Obj *r = py_str_new_len(S, s->data + it->pos, k, 1);
    it->pos += k;
    return r;
}

static py_Obj *stritem_iter(py_State *S, py_Obj *o) { return py_newref(o); }

static void stritem_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((StrIter *)o)->s);
    py_obj_free(S, o);
}

static py_Obj *stritem_length_hint(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    StrIter *it = (StrIter *)self;
    if (!it->s)
        return py_int_from_i64(S, 0);
    py_Str *s = (py_Str *)it->s;
    py_ssize rem = s->ascii ? s->nbytes - it->pos
                            : (py_ssize)nb_utf8_count(s->data + it->pos, (size_t)(s->nbytes - it->pos));
    return py_int_from_i64(S, rem);
}

static const py_MethodDef stritem_methods[] = {
    {"__length_hint__", stritem_length_hint, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

py_Type py_type_str_iterator = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "str_ascii_iterator",
    .basicsize = sizeof(StrIter),
    .methods = stritem_methods,
    .dealloc = stritem_dealloc,
    .iter = stritem_iter,
    .iternext = stritem_next,
};

py_Type py_type_str = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "str",
    .basicsize = sizeof(py_Str),
    .flags = PY_TPFLAG_BASETYPE | PY_TPFLAG_STR_SUB,
    .methods = py_str_methods_table,
    .dealloc = str_dealloc,
    .tp_new = str_new,
    .repr = str_repr,
    .str = str_str,
    .hash = str_hash,
    .richcmp = str_richcmp,
    .iter = str_iter,
    .nb = {[PY_OP_ADD] = str_add, [PY_OP_MUL] = str_mul, [PY_OP_MOD] = str_mod},
    .len = str_len,
    .getitem = str_getitem,
    .contains = str_contains,
};

/* ------------------------------------------------------------ start-up */

int py_init_strings(py_State *S)
{
    if (!S->empty_str) {
        py_Str *e = str_alloc(S, &py_type_str, 0, true);
        if (!e)
            return -1;
        e->ob.refcnt = PY_IMMORTAL;
        S->empty_str = (py_Obj *)e;
    }
    for (int c = 0; c < 128; c++) {
        if (S->chars[c])
            continue;
        py_Str *s = str_alloc(S, &py_type_str, 1, true);
        if (!s)
            return -1;
        s->data[0] = (char)c;
        s->len = 1;
        s->ob.refcnt = PY_IMMORTAL;
        S->chars[c] = (py_Obj *)s;
    }
    return 0;
}
