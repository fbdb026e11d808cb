/* py_bytes_methods.c — the text-like methods of bytes (ASCII case and
 * classes, find & co, strip, split, partition, replace, padding, hex,
 * translate), with CPython 3.13's results and error texts. bytearray
 * reuses them on its contents (py_bytearray.c wraps the results). */
#include "py_builtins.h"
#include "py_num.h"
#include "py_runtime.h"

#include <string.h>

#define B(o) ((py_Bytes *)(o))

static bool is_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static bool is_lower(unsigned char c) { return c >= 'a' && c <= 'z'; }
static bool is_upper(unsigned char c) { return c >= 'A' && c <= 'Z'; }
static bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static bool is_alpha(unsigned char c) { return is_lower(c) || is_upper(c); }
static unsigned char to_lower(unsigned char c) { return is_upper(c) ? (unsigned char)(c + 32) : c; }
static unsigned char to_upper(unsigned char c) { return is_lower(c) ? (unsigned char)(c - 32) : c; }

/* The bytes behind a bytes-like operand (bytes or bytearray), borrowed, or NULL. */
static py_Obj *like(py_Obj *o)
{
    return py_bytes_like(o);
}

static py_Obj *need_like(py_State *S, py_Obj *o)
{
    py_Obj *b = like(o);
    if (!b)
        py_err_format(S, PY_T(TypeError), "a bytes-like object is required, not '%s'", py_obj_typename(o));
    return b;
}

static py_Obj *new_bytes(py_State *S, const char *p, py_ssize n) { return py_bytes_new(S, p, n); }

/* ------------------------------------------------------------ case */

enum { C_LOWER, C_UPPER, C_SWAP, C_CAPITALIZE, C_TITLE };

static py_Obj *do_case(py_State *S, py_Obj *self, py_ssize nargs, py_Obj *kw, int mode)
{
    static const char *const names[] = {"bytes.lower", "bytes.upper", "bytes.swapcase", "bytes.capitalize",
                                        "bytes.title"};
    if (py_check_nargs(S, names[mode], nargs, kw, 0, 0) < 0)
        return NULL;
    py_Obj *r = new_bytes(S, B(self)->data, B(self)->len);
    if (!r)
        return NULL;
    unsigned char *p = (unsigned char *)B(r)->data;
    bool prev_cased = false;
    for (py_ssize i = 0; i < B(r)->len; i++) {
        unsigned char c = p[i];
        switch (mode) {
        case C_LOWER: p[i] = to_lower(c); break;
        case C_UPPER: p[i] = to_upper(c); break;
        case C_SWAP: p[i] = is_lower(c) ? to_upper(c) : to_lower(c); break;
        case C_CAPITALIZE: p[i] = i ? to_lower(c) : to_upper(c); break;
        default:
            p[i] = prev_cased ? to_lower(c) : to_upper(c);
            prev_cased = is_alpha(c);
            break;
        }
    }
    return r;
}

py_Obj *py_bytes_m_lower(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_case(S, self, n, kw, C_LOWER); }
py_Obj *py_bytes_m_upper(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_case(S, self, n, kw, C_UPPER); }
py_Obj *py_bytes_m_swapcase(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_case(S, self, n, kw, C_SWAP); }
py_Obj *py_bytes_m_capitalize(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_case(S, self, n, kw, C_CAPITALIZE); }
py_Obj *py_bytes_m_title(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_case(S, self, n, kw, C_TITLE); }

/* ------------------------------------------------------------ classes */

enum { K_ALNUM, K_ALPHA, K_ASCII, K_DIGIT, K_LOWER, K_UPPER, K_SPACE, K_TITLE };

static py_Obj *do_class(py_State *S, py_Obj *self, py_ssize nargs, py_Obj *kw, int mode)
{
    static const char *const names[] = {"bytes.isalnum", "bytes.isalpha", "bytes.isascii", "bytes.isdigit",
                                        "bytes.islower", "bytes.isupper", "bytes.isspace", "bytes.istitle"};
    if (py_check_nargs(S, names[mode], nargs, kw, 0, 0) < 0)
        return NULL;
    const unsigned char *p = (const unsigned char *)B(self)->data;
    py_ssize n = B(self)->len;
    if (mode == K_ASCII) {
        for (py_ssize i = 0; i < n; i++)
            if (p[i] >= 0x80) return PY_BOOL(S, false);
        return PY_BOOL(S, true);
    }
    if (n == 0)
        return PY_BOOL(S, false);
    if (mode == K_LOWER || mode == K_UPPER) {
        bool cased = false;
        for (py_ssize i = 0; i < n; i++) {
            if (mode == K_LOWER ? is_upper(p[i]) : is_lower(p[i])) return PY_BOOL(S, false);
            cased = cased || is_alpha(p[i]);
        }
        return PY_BOOL(S, cased);
    }
    if (mode == K_TITLE) {
        bool cased = false, prev = false;
        for (py_ssize i = 0; i < n; i++) {
            if (is_upper(p[i])) {
                if (prev) return PY_BOOL(S, false);
                prev = cased = true;
            } else if (is_lower(p[i])) {
                if (!prev) return PY_BOOL(S, false);
                prev = cased = true;
            } else prev = false;
        }
        return PY_BOOL(S, cased);
    }
    for (py_ssize i = 0; i < n; i++) {
        unsigned char c = p[i];
        bool ok = mode == K_ALNUM ? is_alpha(c) || is_digit(c) : mode == K_ALPHA ? is_alpha(c)
                  : mode == K_DIGIT ? is_digit(c) : is_space(c);
        if (!ok) return PY_BOOL(S, false);
    }
    return PY_BOOL(S, true);
}

py_Obj *py_bytes_m_isalnum(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_class(S, self, n, kw, K_ALNUM); }
py_Obj *py_bytes_m_isalpha(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_class(S, self, n, kw, K_ALPHA); }
py_Obj *py_bytes_m_isascii(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_class(S, self, n, kw, K_ASCII); }
py_Obj *py_bytes_m_isdigit(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_class(S, self, n, kw, K_DIGIT); }
py_Obj *py_bytes_m_islower(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_class(S, self, n, kw, K_LOWER); }
py_Obj *py_bytes_m_isupper(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_class(S, self, n, kw, K_UPPER); }
py_Obj *py_bytes_m_isspace(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_class(S, self, n, kw, K_SPACE); }
py_Obj *py_bytes_m_istitle(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_class(S, self, n, kw, K_TITLE); }

/* ------------------------------------------------------------ find & co */

static py_ssize find_in(const char *h, py_ssize hn, const char *n, py_ssize nn, bool rev)
{
    if (nn > hn)
        return -1;
    if (rev) {
        for (py_ssize i = hn - nn; i >= 0; i--)
            if (memcmp(h + i, n, (size_t)nn) == 0) return i;
        return -1;
    }
    for (py_ssize i = 0; i + nn <= hn; i++)
        if (memcmp(h + i, n, (size_t)nn) == 0) return i;
    return -1;
}

/* A slice bound (int, None or __index__) clipped to [0, len]. */
static int bound(py_State *S, py_Obj *o, py_ssize len, py_ssize *out)
{
    if (!o || o == S->None)
        return 0;
    py_ssize v;
    if (py_as_ssize(S, o, &v) < 0) {
        if (py_err_matches(S, PY_T(TypeError))) {
            py_err_clear(S);
            py_err_setstr(S, PY_T(TypeError), "slice indices must be integers or None or have an __index__ method");
        }
        return -1;
    }
    if (v < 0) v = v + len < 0 ? 0 : v + len;
    if (v > len) v = len;
    *out = v;
    return 0;
}

/* The needle: bytes-like, or an int in range(256) kept in *one. */
static int needle(py_State *S, py_Obj *o, char *one, const char **p, py_ssize *n)
{
    py_Obj *b = like(o);
    if (b) {
        *p = B(b)->data;
        *n = B(b)->len;
        return 0;
    }
    if (PY_TYPE(o)->flags & PY_TPFLAG_INT_SUB) {
        py_ssize v;
        if (py_as_ssize(S, o, &v) < 0 || v < 0 || v > 255) {
            if (!S->exc || py_err_matches(S, PY_T(OverflowError))) {
                py_err_clear(S);
                py_err_setstr(S, PY_T(ValueError), "byte must be in range(0, 256)");
            }
            return -1;
        }
        *one = (char)v;
        *p = one;
        *n = 1;
        return 0;
    }
    py_err_format(S, PY_T(TypeError), "argument should be integer or bytes-like object, not '%s'", py_obj_typename(o));
    return -1;
}

/* mode: 0 find, 1 rfind, 2 index, 3 rindex, 4 count */
static py_Obj *do_find(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw, int mode)
{
    static const char *const names[] = {"find", "rfind", "index", "rindex", "count"};
    if (py_check_nargs(S, names[mode], nargs, kw, 1, 3) < 0)
        return NULL;
    char one;
    const char *np;
    py_ssize nn, len = B(self)->len, lo = 0, hi = len;
    if (needle(S, a[0], &one, &np, &nn) < 0)
        return NULL;
    if (nargs > 1 && bound(S, a[1], len, &lo) < 0) return NULL;
    if (nargs > 2 && bound(S, a[2], len, &hi) < 0) return NULL;
    if (nargs > 1 && a[1] != S->None) {   /* a start past the end finds nothing, not even b"" */
        py_ssize v;
        if (py_as_ssize(S, a[1], &v) == 0 && v > len) lo = len + 1;
        py_err_clear(S);
    }
    if (mode == 4) {
        int64_t c = 0;
        if (lo > hi) return py_int_from_i64(S, 0);
        if (nn == 0) return py_int_from_i64(S, (int64_t)(hi - lo + 1));
        for (py_ssize i = lo; i + nn <= hi;) {
            py_ssize f = find_in(B(self)->data + i, hi - i, np, nn, false);
            if (f < 0) break;
            c++;
            i += f + nn;
        }
        return py_int_from_i64(S, c);
    }
    py_ssize pos = -1;
    if (lo <= hi) {
        pos = find_in(B(self)->data + lo, hi - lo, np, nn, mode & 1);
        if (pos >= 0) pos += lo;
    }
    if (pos < 0 && mode >= 2)
        return py_err_setstr(S, PY_T(ValueError), "subsection not found");
    return py_int_from_i64(S, pos);
}

py_Obj *py_bytes_m_find(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_find(S, self, a, n, kw, 0); }
py_Obj *py_bytes_m_rfind(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_find(S, self, a, n, kw, 1); }
py_Obj *py_bytes_m_index(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_find(S, self, a, n, kw, 2); }
py_Obj *py_bytes_m_rindex(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_find(S, self, a, n, kw, 3); }
py_Obj *py_bytes_m_count(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_find(S, self, a, n, kw, 4); }

/* ------------------------------------------------------------ strip */

/* side: 1 left, 2 right, 3 both */
static py_Obj *do_strip(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw, int side)
{
    static const char *const names[] = {"", "lstrip", "rstrip", "strip"};
    if (py_check_nargs(S, names[side], nargs, kw, 0, 1) < 0)
        return NULL;
    const char *chars = NULL;
    py_ssize nc = 0;
    if (nargs && a[0] != S->None) {
        py_Obj *b = need_like(S, a[0]);
        if (!b) return NULL;
        chars = B(b)->data;
        nc = B(b)->len;
    }
    const unsigned char *p = (const unsigned char *)B(self)->data;
    py_ssize lo = 0, hi = B(self)->len;
#define STRIPPED(c) (chars ? memchr(chars, (c), (size_t)nc) != NULL : is_space(c))
    if (side & 1) while (lo < hi && STRIPPED(p[lo])) lo++;
    if (side & 2) while (hi > lo && STRIPPED(p[hi - 1])) hi--;
#undef STRIPPED
    if (lo == 0 && hi == B(self)->len && PY_TYPE(self) == PY_T(bytes))
        return py_newref(self);
    return new_bytes(S, B(self)->data + lo, hi - lo);
}

py_Obj *py_bytes_m_strip(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_strip(S, self, a, n, kw, 3); }
py_Obj *py_bytes_m_lstrip(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_strip(S, self, a, n, kw, 1); }
py_Obj *py_bytes_m_rstrip(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_strip(S, self, a, n, kw, 2); }

/* ------------------------------------------------------------ split */

static int push_piece(py_State *S, py_Obj *l, const char *p, py_ssize n)
{
    return py_list_append_steal(S, l, new_bytes(S, p, n));
}

static py_Obj *do_split(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw, bool rev)
{
    py_Obj *arg[2];
    if (py_parse_args(S, rev ? "rsplit" : "split", a, nargs, kw, "|sep,maxsplit", arg) < 0)
        return NULL;
    py_ssize maxsplit = -1;
    if (arg[1] && py_as_ssize(S, arg[1], &maxsplit) < 0)
        return NULL;
    if (maxsplit < 0) maxsplit = B(self)->len + 1;
    const char *sep = NULL;
    py_ssize ns = 0;
    if (arg[0] && arg[0] != S->None) {
        py_Obj *b = need_like(S, arg[0]);
        if (!b) return NULL;
        sep = B(b)->data;
        ns = B(b)->len;
        if (ns == 0) return py_err_setstr(S, PY_T(ValueError), "empty separator");
    }
    py_Obj *l = py_list_new(S, 0);
    if (!l) return NULL;
    const unsigned char *p = (const unsigned char *)B(self)->data;
    py_ssize n = B(self)->len;
    if (!sep) {
        if (!rev) {
            py_ssize i = 0;
            while (i < n) {
                while (i < n && is_space(p[i])) i++;
                if (i >= n) break;
                if (maxsplit-- == 0) {
                    if (push_piece(S, l, (const char *)p + i, n - i) < 0) goto fail;
                    break;
                }
                py_ssize j = i;
                while (j < n && !is_space(p[j])) j++;
                if (push_piece(S, l, (const char *)p + i, j - i) < 0) goto fail;
                i = j;
            }
        } else {
            py_ssize i = n;
            while (i > 0) {
                while (i > 0 && is_space(p[i - 1])) i--;
                if (i <= 0) break;
                if (maxsplit-- == 0) {
                    py_Obj *x = new_bytes(S, (const char *)p, i);
                    if (!x || py_list_insert(S, l, 0, x) < 0) { py_xdecref(S, x); goto fail; }
                    py_decref(S, x);
                    break;
                }
                py_ssize j = i;
                while (j > 0 && !is_space(p[j - 1])) j--;
                py_Obj *x = new_bytes(S, (const char *)p + j, i - j);
                if (!x || py_list_insert(S, l, 0, x) < 0) { py_xdecref(S, x); goto fail; }
                py_decref(S, x);
                i = j;
            }
        }
        return l;
    }
    if (!rev) {
        py_ssize i = 0;
        while (maxsplit-- > 0) {
            py_ssize f = find_in((const char *)p + i, n - i, sep, ns, false);
            if (f < 0) break;
            if (push_piece(S, l, (const char *)p + i, f) < 0) goto fail;
            i += f + ns;
        }
        if (push_piece(S, l, (const char *)p + i, n - i) < 0) goto fail;
    } else {
        py_ssize e = n;
        while (maxsplit-- > 0) {
            py_ssize f = find_in((const char *)p, e, sep, ns, true);
            if (f < 0) break;
            py_Obj *x = new_bytes(S, (const char *)p + f + ns, e - f - ns);
            if (!x || py_list_insert(S, l, 0, x) < 0) { py_xdecref(S, x); goto fail; }
            py_decref(S, x);
            e = f;
        }
        py_Obj *x = new_bytes(S, (const char *)p, e);
        if (!x || py_list_insert(S, l, 0, x) < 0) { py_xdecref(S, x); goto fail; }
        py_decref(S, x);
    }
    return l;
fail:
    py_decref(S, l);
    return NULL;
}

py_Obj *py_bytes_m_split(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_split(S, self, a, n, kw, false); }
py_Obj *py_bytes_m_rsplit(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_split(S, self, a, n, kw, true); }

py_Obj *py_bytes_m_splitlines(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw)
{
    py_Obj *arg[1];
    if (py_parse_args(S, "splitlines", a, nargs, kw, "|keepends", arg) < 0)
        return NULL;
    int keep = arg[0] ? py_truthy(S, arg[0]) : 0;
    if (keep < 0) return NULL;
    py_Obj *l = py_list_new(S, 0);
    if (!l) return NULL;
    const char *p = B(self)->data;
    py_ssize n = B(self)->len, i = 0;
    while (i < n) {
        py_ssize j = i;
        while (j < n && p[j] != '\n' && p[j] != '\r') j++;
        py_ssize e = j;
        if (j < n) j += (p[j] == '\r' && j + 1 < n && p[j + 1] == '\n') ? 2 : 1;
        if (push_piece(S, l, p + i, (keep ? j : e) - i) < 0) { py_decref(S, l); return NULL; }
        i = j;
    }
    return l;
}

static py_Obj *do_partition(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw, bool rev)
{
    if (py_check_nargs(S, rev ? "rpartition" : "partition", nargs, kw, 1, 1) < 0)
        return NULL;
    py_Obj *sb = need_like(S, a[0]);
    if (!sb) return NULL;
    if (B(sb)->len == 0) return py_err_setstr(S, PY_T(ValueError), "empty separator");
    const char *p = B(self)->data;
    py_ssize n = B(self)->len, ns = B(sb)->len;
    py_ssize f = find_in(p, n, B(sb)->data, ns, rev);
    py_Obj *x, *y, *z;
    if (f < 0) {
        x = rev ? new_bytes(S, "", 0) : new_bytes(S, p, n);
        y = new_bytes(S, "", 0);
        z = rev ? new_bytes(S, p, n) : new_bytes(S, "", 0);
    } else {
        x = new_bytes(S, p, f);
        y = new_bytes(S, B(sb)->data, ns);
        z = new_bytes(S, p + f + ns, n - f - ns);
    }
    py_Obj *r = x && y && z ? py_tuple_pack(S, 3, x, y, z) : NULL;
    py_xdecref(S, x); py_xdecref(S, y); py_xdecref(S, z);
    return r;
}

py_Obj *py_bytes_m_partition(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_partition(S, self, a, n, kw, false); }
py_Obj *py_bytes_m_rpartition(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_partition(S, self, a, n, kw, true); }

/* ------------------------------------------------------------ replace */

py_Obj *py_bytes_m_replace(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw)
{
    py_Obj *arg[3];
    if (py_parse_args(S, "replace", a, nargs, kw, "old,new,|count", arg) < 0)
        return NULL;
    py_Obj *ob = need_like(S, arg[0]), *nb = ob ? need_like(S, arg[1]) : NULL;
    if (!nb) return NULL;
    py_ssize count = -1;
    if (arg[2] && py_as_ssize(S, arg[2], &count) < 0) return NULL;
    const char *p = B(self)->data;
    py_ssize n = B(self)->len, no = B(ob)->len;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    py_ssize i = 0;
    if (no == 0) {
        for (; i <= n; i++) {
            if (count-- != 0) nb_buf_append(&b, B(nb)->data, (size_t)B(nb)->len);
            if (i < n) nb_buf_putc(&b, p[i]);
        }
    } else {
        while (count != 0) {
            py_ssize f = find_in(p + i, n - i, B(ob)->data, no, false);
            if (f < 0) break;
            nb_buf_append(&b, p + i, (size_t)f);
            nb_buf_append(&b, B(nb)->data, (size_t)B(nb)->len);
            i += f + no;
            count--;
        }
        nb_buf_append(&b, p + i, (size_t)(n - i));
    }
    if (py_buf_check(S, &b) < 0) return NULL;
    py_Obj *r = new_bytes(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

static py_Obj *do_fix_remove(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw, bool suffix)
{
    if (py_check_nargs(S, suffix ? "removesuffix" : "removeprefix", nargs, kw, 1, 1) < 0)
        return NULL;
    py_Obj *fb = need_like(S, a[0]);
    if (!fb) return NULL;
    py_ssize n = B(self)->len, k = B(fb)->len;
    if (k && k <= n && memcmp(B(self)->data + (suffix ? n - k : 0), B(fb)->data, (size_t)k) == 0)
        return new_bytes(S, B(self)->data + (suffix ? 0 : k), n - k);
    return PY_TYPE(self) == PY_T(bytes) ? py_newref(self) : new_bytes(S, B(self)->data, n);
}

py_Obj *py_bytes_m_removeprefix(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_fix_remove(S, self, a, n, kw, false); }
py_Obj *py_bytes_m_removesuffix(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_fix_remove(S, self, a, n, kw, true); }

/* ------------------------------------------------------------ padding */

/* mode: 0 center, 1 ljust, 2 rjust */
static py_Obj *do_pad(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw, int mode)
{
    static const char *const names[] = {"center", "ljust", "rjust"};
    if (py_check_nargs(S, names[mode], nargs, kw, 1, 2) < 0)
        return NULL;
    py_ssize width;
    if (py_as_ssize(S, a[0], &width) < 0) return NULL;
    char fill = ' ';
    if (nargs > 1) {
        py_Obj *fb = like(a[1]);
        if (!fb || B(fb)->len != 1)
            return py_err_format(S, PY_T(TypeError), "%s() argument 2 must be a byte string of length 1, not %s",
                                 names[mode], py_obj_typename(a[1]));
        fill = B(fb)->data[0];
    }
    py_ssize n = B(self)->len;
    if (width <= n)
        return PY_TYPE(self) == PY_T(bytes) ? py_newref(self) : new_bytes(S, B(self)->data, n);
    py_ssize pad = width - n, left = mode == 1 ? 0 : mode == 2 ? pad : pad / 2 + (pad & width & 1);
    py_Obj *r = new_bytes(S, NULL, width);
    if (!r) return NULL;
    memset(B(r)->data, fill, (size_t)width);
    memcpy(B(r)->data + left, B(self)->data, (size_t)n);
    return r;
}

py_Obj *py_bytes_m_center(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_pad(S, self, a, n, kw, 0); }
py_Obj *py_bytes_m_ljust(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_pad(S, self, a, n, kw, 1); }
py_Obj *py_bytes_m_rjust(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return do_pad(S, self, a, n, kw, 2); }

py_Obj *py_bytes_m_zfill(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "zfill", nargs, kw, 1, 1) < 0)
        return NULL;
    py_ssize width, n = B(self)->len;
    if (py_as_ssize(S, a[0], &width) < 0) return NULL;
    if (width <= n)
        return PY_TYPE(self) == PY_T(bytes) ? py_newref(self) : new_bytes(S, B(self)->data, n);
    py_Obj *r = new_bytes(S, NULL, width);
    if (!r) return NULL;
    py_ssize pad = width - n;
    memset(B(r)->data, '0', (size_t)pad);
    memcpy(B(r)->data + pad, B(self)->data, (size_t)n);
    if (n && (B(self)->data[0] == '+' || B(self)->data[0] == '-')) {
        B(r)->data[0] = B(self)->data[0];
        B(r)->data[pad] = '0';
    }
    return r;
}

py_Obj *py_bytes_m_expandtabs(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw)
{
    py_Obj *arg[1];
    if (py_parse_args(S, "expandtabs", a, nargs, kw, "|tabsize", arg) < 0)
        return NULL;
    py_ssize tab = 8;
    if (arg[0] && py_as_ssize(S, arg[0], &tab) < 0) return NULL;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    py_ssize col = 0;
    for (py_ssize i = 0; i < B(self)->len; i++) {
        char c = B(self)->data[i];
        if (c == '\t') {
            if (tab > 0) {
                py_ssize k = tab - col % tab;
                for (py_ssize j = 0; j < k; j++) nb_buf_putc(&b, ' ');
                col += k;
            }
        } else {
            nb_buf_putc(&b, c);
            col = (c == '\n' || c == '\r') ? 0 : col + 1;
        }
    }
    if (py_buf_check(S, &b) < 0) return NULL;
    py_Obj *r = new_bytes(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

/* ------------------------------------------------------------ hex, translate */

static int hexval(unsigned char c)
{
    return is_digit(c) ? c - '0' : (c >= 'a' && c <= 'f') ? c - 'a' + 10 : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
}

/* bytes.fromhex(s): pairs of hex digits, spaces between pairs allowed. */
py_Obj *py_bytes_fromhex_data(py_State *S, py_Obj *s)
{
    if (!py_is_str(s))
        return py_err_format(S, PY_T(TypeError), "fromhex() argument must be str, not %s", py_obj_typename(s));
    const unsigned char *p = (const unsigned char *)py_str_utf8(s);
    py_ssize n = py_str_nbytes(s), i = 0;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    while (i < n) {
        if (is_space(p[i])) { i++; continue; }
        int hi = hexval(p[i]), lo = i + 1 < n ? hexval(p[i + 1]) : -1;
        if (hi < 0 || lo < 0) {
            nb_buf_free(&b);
            py_ssize at = hi < 0 ? i : i + 1;
            return py_err_format(S, PY_T(ValueError), "non-hexadecimal number found in fromhex() arg at position %zd",
                                 (py_ssize)nb_utf8_count((const char *)p, (size_t)at));
        }
        nb_buf_putc(&b, (char)(hi * 16 + lo));
        i += 2;
    }
    if (py_buf_check(S, &b) < 0) return NULL;
    py_Obj *r = new_bytes(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

py_Obj *py_bytes_m_fromhex(py_State *S, py_Obj *type, py_Obj *const *a, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "fromhex", nargs, kw, 1, 1) < 0)
        return NULL;
    py_Obj *r = py_bytes_fromhex_data(S, a[0]);
    if (!r || type == (py_Obj *)PY_T(bytes)) return r;
    py_Obj *o = py_call(S, type, &r, 1, NULL);
    py_decref(S, r);
    return o;
}

py_Obj *py_bytes_m_maketrans(py_State *S, py_Obj *unused, py_Obj *const *a, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "maketrans", nargs, kw, 2, 2) < 0)
        return NULL;
    py_Obj *f = like(a[0]), *t = like(a[1]);
    if (!f || !t)
        return py_err_format(S, PY_T(TypeError), "a bytes-like object is required, not '%s'",
                             py_obj_typename(f ? a[1] : a[0]));
    if (B(f)->len != B(t)->len)
        return py_err_setstr(S, PY_T(ValueError), "maketrans arguments must have same length");
    py_Obj *r = new_bytes(S, NULL, 256);
    if (!r) return NULL;
    for (int i = 0; i < 256; i++) B(r)->data[i] = (char)i;
    for (py_ssize i = 0; i < B(f)->len; i++) B(r)->data[(unsigned char)B(f)->data[i]] = B(t)->data[i];
    return r;
}

py_Obj *py_bytes_m_translate(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize nargs, py_Obj *kw)
{
    py_Obj *arg[2];
    if (py_parse_args(S, "translate", a, nargs, kw, "table,|delete", arg) < 0)
        return NULL;
    const char *table = NULL;
    if (arg[0] != S->None) {
        py_Obj *tb = need_like(S, arg[0]);
        if (!tb) return NULL;
        if (B(tb)->len != 256) return py_err_setstr(S, PY_T(ValueError), "translation table must be 256 characters long");
        table = B(tb)->data;
    }
    py_Obj *db = NULL;
    if (arg[1] && !(db = need_like(S, arg[1]))) return NULL;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    for (py_ssize i = 0; i < B(self)->len; i++) {
        unsigned char c = (unsigned char)B(self)->data[i];
        if (db && memchr(B(db)->data, c, (size_t)B(db)->len)) continue;
        nb_buf_putc(&b, table ? table[c] : (char)c);
    }
    if (py_buf_check(S, &b) < 0) return NULL;
    py_Obj *r = new_bytes(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}
