/* py_format.c — text formatting as CPython 3.13 does it:
 *   - the format-spec mini-language for int, float and str (format(),
 *     f-strings, str.format), incl. fill/align, sign, 'z', '#', zero padding
 *     with grouping, ',' / '_' separators, precision and every type code;
 *   - printf-style `str % args`;
 *   - str.format / str.format_map field parsing.
 * Numbers are turned into digits by py_long*.c / py_dtoa.c; this file only
 * lays them out. */
#include "py_num.h"

#include <math.h>
#include <string.h>

/* ------------------------------------------------------------ spec parsing */

typedef struct Spec {
    uint32_t fill;
    char align;          /* '<' '>' '^' '=' or 0 (default) */
    char sign;           /* '+' '-' ' ' or 0 */
    bool z, alt;
    py_ssize width;      /* -1 = none */
    char thousands;      /* 0, ',' or '_' */
    py_ssize prec;       /* -1 = none */
    uint32_t type;       /* 0 = none */
} Spec;

static bool is_align(uint32_t c) { return c == '<' || c == '>' || c == '^' || c == '='; }

/* Decode the code points of a spec string into cps[] (ASCII mostly). */
static int spec_cps(py_Obj *spec, uint32_t *cps, size_t cap, size_t *n)
{
    const unsigned char *s = (const unsigned char *)py_str_utf8(spec);
    size_t nb = (size_t)py_str_nbytes(spec), k = 0;
    for (size_t i = 0; i < nb;) {
        uint32_t cp;
        int l = nb_utf8_decode(s + i, nb - i, &cp);
        if (l <= 0) {
            l = 1;
            cp = s[i];
        }
        if (k >= cap)
            return -1;
        cps[k++] = cp;
        i += (size_t)l;
    }
    *n = k;
    return 0;
}

static int read_int(py_State *S, const uint32_t *c, size_t n, size_t *pos, py_ssize *out)
{
    int64_t v = 0;   /* CPython's 64-bit Py_ssize_t, also with 32-bit size_t */
    size_t start = *pos;
    while (*pos < n && c[*pos] >= '0' && c[*pos] <= '9') {
        if (v > (INT64_MAX - 9) / 10) {   /* CPython: beyond Py_ssize_t */
            py_err_setstr(S, PY_T(ValueError), "Too many decimal digits in format string");
            return -1;
        }
        v = v * 10 + (int64_t)(c[*pos] - '0');
        (*pos)++;
    }
    *out = *pos > start ? (v > (int64_t)PTRDIFF_MAX ? PTRDIFF_MAX : (py_ssize)v) : -1;
    return 0;
}

static void bad_thousands(py_State *S, char th, uint32_t type)
{
    if (type > 32 && type < 128)
        py_err_format(S, PY_T(ValueError), "Cannot specify '%c' with '%c'.", th, (int)type);
    else
        py_err_format(S, PY_T(ValueError), "Cannot specify '%c' with '\\x%x'.", th, (unsigned)type);
}

/* Parse a standard format spec. default_type is applied when none is given
 * ('d' for int, 0 for float, 's' for str). tname is used in messages. */
static int parse_spec(py_State *S, py_Obj *spec, Spec *sp, uint32_t default_type, const char *tname)
{
    memset(sp, 0, sizeof *sp);
    sp->fill = ' ';
    sp->width = -1;
    sp->prec = -1;
    uint32_t stackc[64] = {0};
    size_t n = 0;
    if (spec_cps(spec, stackc, 64, &n) < 0) {
        py_err_format(S, PY_T(ValueError), "Invalid format specifier '%U' for object of type '%s'", spec, tname);
        return -1;
    }
    const uint32_t *c = stackc;
    size_t pos = 0;
    bool fill_given = false, align_given = false;
    if (n >= 2 && is_align(c[1])) {
        sp->fill = c[0];
        sp->align = (char)c[1];
        fill_given = align_given = true;
        pos = 2;
    } else if (n >= 1 && is_align(c[0])) {
        sp->align = (char)c[0];
        align_given = true;
        pos = 1;
    }
    if (pos < n && (c[pos] == '+' || c[pos] == '-' || c[pos] == ' '))
        sp->sign = (char)c[pos++];
    if (pos < n && c[pos] == 'z') {
        sp->z = true;
        pos++;
    }
    if (pos < n && c[pos] == '#') {
        sp->alt = true;
        pos++;
    }
    if (!fill_given && pos < n && c[pos] == '0') {
        sp->fill = '0';
        if (!align_given && default_type != 's')
            sp->align = '=';
        pos++;
    }
    if (read_int(S, c, n, &pos, &sp->width) < 0)
        return -1;
    if (pos < n && (c[pos] == ',' || c[pos] == '_')) {
        sp->thousands = (char)c[pos++];
        if (pos < n && (c[pos] == ',' || c[pos] == '_')) {
            py_err_setstr(S, PY_T(ValueError), "Cannot specify both ',' and '_'.");
            return -1;
        }
    }
    if (pos < n && c[pos] == '.') {
        pos++;
        if (read_int(S, c, n, &pos, &sp->prec) < 0)
            return -1;
        if (sp->prec < 0) {
            py_err_setstr(S, PY_T(ValueError), "Format specifier missing precision");
            return -1;
        }
    }
    if (n - pos > 1) {
        py_err_format(S, PY_T(ValueError), "Invalid format specifier '%U' for object of type '%s'", spec, tname);
        return -1;
    }
    sp->type = pos < n ? c[pos] : default_type;
    if (sp->thousands) {
        switch (sp->type) {
        case 'd': case 'e': case 'f': case 'g': case 'E': case 'G': case '%': case 'F': case 0:
            break;
        case 'b': case 'o': case 'x': case 'X':
            if (sp->thousands == '_')
                break;
            /* fall through */
        default:
            bad_thousands(S, sp->thousands, sp->type);
            return -1;
        }
    }
    return 0;
}

static py_Obj *unknown_code(py_State *S, uint32_t type, const char *tname)
{
    if (type > 32 && type < 128)
        return py_err_format(S, PY_T(ValueError), "Unknown format code '%c' for object of type '%s'", (int)type,
                             tname);
    return py_err_format(S, PY_T(ValueError), "Unknown format code '\\x%x' for object of type '%s'",
                         (unsigned)type, tname);
}

/* ------------------------------------------------------------ layout */

/* n copies of fill; the room is reserved first, so a huge width fails at
 * once (b->oom) instead of looping over appends that no longer happen. */
static void put_fill(nb_Buf *b, uint32_t fill, py_ssize n)
{
    if (n <= 0 || b->oom)
        return;
    char u[4];
    size_t k = (size_t)nb_utf8_encode(fill, u);
    if ((size_t)n > SIZE_MAX / 4 / k || !nb_buf_reserve(b, (size_t)n * k)) {
        b->oom = true;
        return;
    }
    for (py_ssize i = 0; i < n; i++)
        nb_buf_append(b, u, k);
}

/* Digits grouped with `sep` every `g` digits; zero-extended (with
 * separators) until at least min_width characters. Written reversed into
 * out, then reversed back. Returns the length. */
static size_t group_digits(const char *d, size_t nd, char sep, int g, py_ssize min_width, nb_Buf *out)
{
    size_t start = out->len;
    size_t count = 0;
    for (size_t i = nd; i-- > 0;) {
        if (sep && count && count % (size_t)g == 0)
            nb_buf_putc(out, sep);
        nb_buf_putc(out, d[i]);
        count++;
    }
    while ((py_ssize)(out->len - start) < min_width) {
        if (sep && count && count % (size_t)g == 0)
            nb_buf_putc(out, sep);
        nb_buf_putc(out, '0');
        count++;
    }
    if (out->oom)
        return 0;
    for (size_t i = start, j = out->len; i + 1 < j; i++, j--) {
        char t = out->data[i];
        out->data[i] = out->data[j - 1];
        out->data[j - 1] = t;
    }
    return out->len - start;
}

/* Lay out a number: [sign][prefix][digits grouped][rest] with fill/align.
 * `rest` is ASCII (fraction, exponent, '%'); digits are ASCII. */
static void render_number(const Spec *sp, bool neg, const char *prefix, const char *digits, size_t nd,
                          const char *rest, size_t nrest, int group, nb_Buf *out)
{
    char signch = neg ? '-' : sp->sign == '+' ? '+' : sp->sign == ' ' ? ' ' : 0;
    size_t nprefix = strlen(prefix);
    size_t lead = (signch ? 1 : 0) + nprefix;
    char align = sp->align ? sp->align : '>';
    py_ssize min_width = 0;
    if (sp->fill == '0' && align == '=' && sp->width > 0)
        min_width = sp->width - (py_ssize)(lead + nrest);
    nb_Buf g;
    nb_buf_init(&g, out->heap);
    size_t ng;
    if (sp->thousands || min_width > 0) {
        ng = group_digits(digits, nd, sp->thousands, group, min_width, &g);
    } else {
        nb_buf_append(&g, digits, nd);
        ng = nd;
    }
    if (g.oom)
        out->oom = true;
    py_ssize total = (py_ssize)(lead + ng + nrest);
    py_ssize pad = sp->width > total ? sp->width - total : 0;
    py_ssize left = 0, right = 0, mid = 0;
    if (align == '<')
        right = pad;
    else if (align == '>')
        left = pad;
    else if (align == '^') {
        left = pad / 2;
        right = pad - left;
    } else
        mid = pad;
    put_fill(out, sp->fill, left);
    if (signch)
        nb_buf_putc(out, signch);
    nb_buf_append(out, prefix, nprefix);
    put_fill(out, sp->fill, mid);
    if (g.data)
        nb_buf_append(out, g.data, ng);
    nb_buf_append(out, rest, nrest);
    put_fill(out, sp->fill, right);
    nb_buf_free(&g);
}

/* Pad an already formed text (cp = its length in code points). */
static void render_text(const Spec *sp, const char *s, size_t nbytes, py_ssize cp, char default_align, nb_Buf *out)
{
    char align = sp->align ? sp->align : default_align;
    py_ssize pad = sp->width > cp ? sp->width - cp : 0;
    py_ssize left = 0, right = 0;
    if (align == '>' || align == '=')
        left = pad;
    else if (align == '^') {
        left = pad / 2;
        right = pad - left;
    } else
        right = pad;
    put_fill(out, sp->fill, left);
    nb_buf_append(out, s, nbytes);
    put_fill(out, sp->fill, right);
}

/* ------------------------------------------------------------ floats */

/* Format double v according to sp (type already validated as a float type). */
static int format_double(py_State *S, double v, const Spec *sp, nb_Buf *out)
{
    uint32_t type = sp->type;
    int flags = 0;
    int prec = (int)sp->prec;
    int default_prec = 6;
    bool pct = false;
    char t;
    if (type == 0) {
        flags |= PY_DTSF_ADD_DOT_0;
        t = 'r';
        default_prec = 0;
    } else if (type == 'n') {
        t = 'g';
    } else if (type == '%') {
        t = 'f';
        v *= 100;
        pct = true;
    } else {
        t = (char)type;
    }
    if (prec < 0)
        prec = default_prec;
    else if (t == 'r')
        t = 'g';
    if (sp->alt)
        flags |= PY_DTSF_ALT;
    if (sp->z)
        flags |= PY_DTSF_NO_NEG_0;
    nb_Buf num;
    nb_buf_init(&num, &S->heap);
    if (t == 'g' || t == 'G') {
        /* CPython's own 'g' rules (ADD_DOT_0 changes the threshold) */
        py_double_fmt_g(v, prec, flags, t == 'G', &num);
    } else {
        py_double_to_buf(v, t, prec, flags, &num);
    }
    if (pct)
        nb_buf_putc(&num, '%');
    if (num.oom) {
        nb_buf_free(&num);
        py_err_nomemory(S);
        return -1;
    }
    /* split: sign, integer digits, rest */
    const char *s = num.data;
    size_t n = num.len;
    bool neg = false;
    if (n && (s[0] == '-' || s[0] == '+')) {
        neg = s[0] == '-';
        s++;
        n--;
    }
    size_t nd = 0;
    while (nd < n && s[nd] >= '0' && s[nd] <= '9')
        nd++;
    if (nd == 0) {
        /* inf / nan: no grouping, no zero-extension via digits */
        Spec sp2 = *sp;
        sp2.thousands = 0;
        render_number(&sp2, neg, "", "", 0, s, n, 3, out);
    } else {
        render_number(sp, neg, "", s, nd, s + nd, n - nd, 3, out);
    }
    nb_buf_free(&num);
    return 0;
}

py_Obj *py_float_format_spec(py_State *S, py_Obj *o, py_Obj *spec)
{
    double v = py_float_val(o);
    if (py_str_nbytes(spec) == 0)
        return py_str(S, o);
    Spec sp;
    if (parse_spec(S, spec, &sp, 0, "float") < 0)
        return NULL;
    switch (sp.type) {
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case 'n': case '%':
        break;
    default:
        return unknown_code(S, sp.type, "float");
    }
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    if (format_double(S, v, &sp, &b) < 0) {
        nb_buf_free(&b);
        return NULL;
    }
    return py_str_from_buf(S, &b);
}

/* ------------------------------------------------------------ ints */

static int format_int(py_State *S, py_Obj *o, const Spec *sp, nb_Buf *out)
{
    uint32_t type = sp->type;
    switch (type) {
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%': {
        double d;
        if (py_int_to_double(S, o, &d) < 0)
            return -1;
        return format_double(S, d, sp, out);
    }
    case 'b': case 'c': case 'd': case 'o': case 'x': case 'X': case 'n':
        break;
    default:
        unknown_code(S, type, PY_TYPE(o) == &py_type_bool ? "bool" : py_obj_typename(o));
        return -1;
    }
    if (sp->prec >= 0) {
        py_err_setstr(S, PY_T(ValueError), "Precision not allowed in integer format specifier");
        return -1;
    }
    if (sp->z) {
        py_err_setstr(S, PY_T(ValueError), "Negative zero coercion (z) not allowed in integer format specifier");
        return -1;
    }
    if (type == 'c') {
        if (sp->sign) {
            py_err_setstr(S, PY_T(ValueError), "Sign not allowed with integer format specifier 'c'");
            return -1;
        }
        if (sp->alt) {
            py_err_setstr(S, PY_T(ValueError), "Alternate form (#) not allowed with integer format specifier 'c'");
            return -1;
        }
        if (!py_int_is_small(o)) {
            py_err_setstr(S, PY_T(OverflowError), "Python int too large to convert to C long");
            return -1;
        }
        int64_t v = py_int_small(o);
        if (v < 0 || v > 0x10FFFF) {
            py_err_setstr(S, PY_T(OverflowError), "%c arg not in range(0x110000)");
            return -1;
        }
        char u[4];
        int k = nb_utf8_encode((uint32_t)v, u);
        Spec sp2 = *sp;
        render_text(&sp2, u, (size_t)k, 1, '>', out);
        return 0;
    }
    int base = type == 'b' ? 2 : type == 'o' ? 8 : (type == 'x' || type == 'X') ? 16 : 10;
    const char *prefix = "";
    if (sp->alt)
        prefix = base == 2 ? "0b" : base == 8 ? "0o" : type == 'X' ? "0X" : base == 16 ? "0x" : "";
    nb_Buf d;
    nb_buf_init(&d, &S->heap);
    if (py_int_mag_text(S, o, base, type == 'X', &d) < 0) {
        nb_buf_free(&d);
        return -1;
    }
    if (d.oom) {
        nb_buf_free(&d);
        py_err_nomemory(S);
        return -1;
    }
    render_number(sp, py_int_sign(o) < 0, prefix, d.data, d.len, "", 0, base == 10 ? 3 : 4, out);
    nb_buf_free(&d);
    return 0;
}

py_Obj *py_int_format_spec(py_State *S, py_Obj *o, py_Obj *spec)
{
    if (py_str_nbytes(spec) == 0)
        return py_str(S, o);
    Spec sp;
    if (parse_spec(S, spec, &sp, 'd', PY_TYPE(o) == &py_type_bool ? "bool" : py_obj_typename(o)) < 0)
        return NULL;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    if (format_int(S, o, &sp, &b) < 0) {
        nb_buf_free(&b);
        return NULL;
    }
    return py_str_from_buf(S, &b);
}

/* ------------------------------------------------------------ str */

py_Obj *py_str_format_spec(py_State *S, py_Obj *s, py_Obj *spec)
{
    if (py_str_nbytes(spec) == 0)
        return PY_TYPE(s) == &py_type_str ? py_newref(s) : py_str(S, s);
    Spec sp;
    if (parse_spec(S, spec, &sp, 's', "str") < 0)
        return NULL;
    if (sp.type != 's')
        return unknown_code(S, sp.type, "str");
    if (sp.sign)
        return py_err_setstr(S, PY_T(ValueError), "Sign not allowed in string format specifier");
    if (sp.z)
        return py_err_setstr(S, PY_T(ValueError),
                             "Negative zero coercion (z) not allowed in string format specifier");
    if (sp.alt)
        return py_err_setstr(S, PY_T(ValueError), "Alternate form (#) not allowed in string format specifier");
    if (sp.align == '=')
        return py_err_setstr(S, PY_T(ValueError), "'=' alignment not allowed in string format specifier");
    py_ssize len = ((py_Str *)s)->len;
    py_ssize nbytes = py_str_nbytes(s);
    if (sp.prec >= 0 && sp.prec < len) {
        nbytes = py_str_offset(S, s, sp.prec);
        len = sp.prec;
    }
    if (sp.width <= len && nbytes == py_str_nbytes(s))
        return PY_TYPE(s) == &py_type_str ? py_newref(s) : py_str_new(S, py_str_utf8(s), nbytes);
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    render_text(&sp, py_str_utf8(s), (size_t)nbytes, len, '<', &b);
    return py_str_from_buf(S, &b);
}

/* ------------------------------------------------------------ format() */

py_Obj *py_format(py_State *S, py_Obj *o, py_Obj *spec)
{
    py_Obj *empty = NULL;
    if (!spec) {
        spec = empty = py_str_new(S, "", 0);
        if (!spec)
            return NULL;
    }
    py_Type *t = PY_TYPE(o);
    py_Obj *r;
    if (t == &py_type_str) {
        r = py_str_format_spec(S, o, spec);
    } else if (t == &py_type_int || t == &py_type_bool) {
        r = py_int_format_spec(S, o, spec);
    } else if (t == &py_type_float) {
        r = py_float_format_spec(S, o, spec);
    } else {
        py_Obj *meth = py_type_lookupB(t, S->id.__format__);
        if (meth) {
            /* Special-method lookup is on the type, so format(int) uses
             * type.__format__, not int.__format__: call the unbound one. */
            py_Obj *argv[2] = { o, spec };
            r = py_call(S, meth, argv, 2, NULL);
            if (r && !py_is_str(r)) {
                py_err_format(S, PY_T(TypeError), "__format__ must return a str, not %s", py_obj_typename(r));
                py_decref(S, r);
                r = NULL;
            }
        } else if (py_str_nbytes(spec) != 0) {
            /* (a native type's C name carries its module, e.g. torch.Size) */
            bool q = !(t->flags & PY_TPFLAG_HEAPTYPE) && t->module && strcmp(t->module, "builtins") != 0;
            r = py_err_format(S, PY_T(TypeError), "unsupported format string passed to %s%s%s.__format__",
                              q ? t->module : "", q ? "." : "", t->name);
        } else {
            r = py_str(S, o);
        }
    }
    py_xdecref(S, empty);
    return r;
}

/* ------------------------------------------------------------ str % args */

static py_Obj *pct_getarg(py_State *S, py_Obj *const *items, py_ssize n, py_ssize *idx)
{
    if (*idx >= n)
        return py_err_setstr(S, PY_T(TypeError), "not enough arguments for format string");
    return items[(*idx)++];
}

/* Append an integer for %d/%x/%o with printf flags. */
static int pct_int(py_State *S, py_Obj *v, char conv, bool alt, char sign, bool zero, bool left,
                   py_ssize width, py_ssize prec, nb_Buf *out)
{
    int base = conv == 'x' || conv == 'X' ? 16 : conv == 'o' ? 8 : 10;
    nb_Buf d;
    nb_buf_init(&d, &S->heap);
    if (py_int_mag_text(S, v, base, conv == 'X', &d) < 0) {
        nb_buf_free(&d);
        return -1;
    }
    bool neg = py_int_sign(v) < 0;
    const char *prefix = "";
    if (alt && base != 10)
        prefix = conv == 'x' ? "0x" : conv == 'X' ? "0X" : "0o";
    py_ssize nd = (py_ssize)d.len;
    py_ssize zeros = prec > nd ? prec - nd : 0;
    py_ssize body = (neg || sign ? 1 : 0) + (py_ssize)strlen(prefix) + zeros + nd;
    py_ssize pad = width > body ? width - body : 0;
    if (!left && !zero)
        put_fill(out, ' ', pad);
    if (neg)
        nb_buf_putc(out, '-');
    else if (sign)
        nb_buf_putc(out, sign);
    nb_buf_puts(out, prefix);
    if (!left && zero)
        put_fill(out, '0', pad);
    put_fill(out, '0', zeros);
    if (d.data)
        nb_buf_append(out, d.data, d.len);
    if (left)
        put_fill(out, ' ', pad);
    nb_buf_free(&d);
    return 0;
}

static void pct_text(const char *s, size_t nbytes, py_ssize cp, bool left, py_ssize width, nb_Buf *out)
{
    py_ssize pad = width > cp ? width - cp : 0;
    if (!left)
        put_fill(out, ' ', pad);
    nb_buf_append(out, s, nbytes);
    if (left)
        put_fill(out, ' ', pad);
}

py_Obj *py_str_mod(py_State *S, py_Obj *fmt, py_Obj *args)
{
    const char *f = py_str_utf8(fmt);
    py_ssize fn = py_str_nbytes(fmt);
    py_Obj *const *items;
    py_ssize nitems;
    py_Obj *dict = NULL;
    bool tuple_args = PY_TYPE(args)->flags & PY_TPFLAG_TUPLE_SUB;
    if (tuple_args) {
        items = ((py_Tuple *)args)->items;
        nitems = py_tuple_len(args);
    } else {
        items = &args;
        nitems = 1;
        if (PY_TYPE(args)->getitem && !py_is_str(args))
            dict = args;
    }
    py_ssize argidx = 0;
    nb_Buf out;
    nb_buf_init(&out, &S->heap);
    py_ssize i = 0;
    py_ssize cpidx = 0;   /* code point index, for error messages */
    while (i < fn) {
        if (f[i] != '%') {
            py_ssize j = i;
            while (j < fn && f[j] != '%') {
                if (((unsigned char)f[j] & 0xC0) != 0x80)
                    cpidx++;
                j++;
            }
            nb_buf_append(&out, f + i, (size_t)(j - i));
            i = j;
            continue;
        }
        py_ssize start_cp = cpidx;
        i++;
        cpidx++;
        py_Obj *mapv = NULL;   /* borrowed via owned ref below */
        py_Obj *owned = NULL;
        if (i < fn && f[i] == '(') {
            if (!dict) {
                py_err_setstr(S, PY_T(TypeError), "format requires a mapping");
                goto fail;
            }
            py_ssize depth = 1, ks = ++i;
            while (i < fn && depth) {
                if (f[i] == '(') depth++;
                else if (f[i] == ')') depth--;
                i++;
                cpidx++;
            }
            if (depth) {
                py_err_setstr(S, PY_T(ValueError), "incomplete format key");
                goto fail;
            }
            py_Obj *key = py_str_new(S, f + ks, i - 1 - ks);
            if (!key)
                goto fail;
            owned = py_getitem(S, dict, key);
            py_decref(S, key);
            if (!owned)
                goto fail;
            mapv = owned;
            cpidx++;
        }
        bool left = false, zero = false, alt = false;
        char sign = 0;
        for (; i < fn; i++, cpidx++) {
            char c = f[i];
            if (c == '-') left = true;
            else if (c == '+') sign = '+';
            else if (c == ' ') { if (sign != '+') sign = ' '; }
            else if (c == '#') alt = true;
            else if (c == '0') zero = true;
            else break;
        }
        py_ssize width = -1, prec = -1;
        if (i < fn && f[i] == '*') {
            py_Obj *w = pct_getarg(S, items, mapv ? 0 : nitems, &argidx);
            if (!w)
                goto fail_owned;
            if (!py_is_int(w)) {
                py_err_setstr(S, PY_T(TypeError), "* wants int");
                goto fail_owned;
            }
            if (py_as_ssize(S, w, &width) < 0)
                goto fail_owned;
            if (width < 0) {
                left = true;
                width = -width;
            }
            i++;
            cpidx++;
        } else {
            while (i < fn && f[i] >= '0' && f[i] <= '9') {
                width = (width < 0 ? 0 : width) * 10 + (f[i] - '0');
                i++;
                cpidx++;
            }
        }
        if (i < fn && f[i] == '.') {
            i++;
            cpidx++;
            prec = 0;
            if (i < fn && f[i] == '*') {
                py_Obj *w = pct_getarg(S, items, mapv ? 0 : nitems, &argidx);
                if (!w)
                    goto fail_owned;
                if (!py_is_int(w)) {
                    py_err_setstr(S, PY_T(TypeError), "* wants int");
                    goto fail_owned;
                }
                if (py_as_ssize(S, w, &prec) < 0)
                    goto fail_owned;
                if (prec < 0)
                    prec = 0;
                i++;
                cpidx++;
            } else {
                while (i < fn && f[i] >= '0' && f[i] <= '9') {
                    prec = prec * 10 + (f[i] - '0');
                    i++;
                    cpidx++;
                }
            }
        }
        while (i < fn && (f[i] == 'h' || f[i] == 'l' || f[i] == 'L')) {
            i++;
            cpidx++;
        }
        if (i >= fn) {
            py_err_setstr(S, PY_T(ValueError), "incomplete format");
            goto fail_owned;
        }
        /* the conversion character (may be non-ASCII in an error) */
        uint32_t conv;
        int clen = nb_utf8_decode((const unsigned char *)f + i, (size_t)(fn - i), &conv);
        if (clen <= 0) {
            clen = 1;
            conv = (unsigned char)f[i];
        }
        i += clen;
        cpidx++;
        if (conv == '%') {
            nb_buf_putc(&out, '%');
            py_xdecref(S, owned);
            continue;
        }
        py_Obj *v = mapv;
        if (!v) {
            v = pct_getarg(S, items, nitems, &argidx);
            if (!v)
                goto fail_owned;
        }
        switch (conv) {
        case 's': case 'r': case 'a': {
            py_Obj *t = conv == 's' ? py_str(S, v) : conv == 'r' ? py_repr(S, v) : py_ascii(S, v);
            if (!t)
                goto fail_owned;
            py_ssize len = ((py_Str *)t)->len, nb = py_str_nbytes(t);
            if (prec >= 0 && prec < len) {
                nb = py_str_offset(S, t, prec);
                len = prec;
            }
            pct_text(py_str_utf8(t), (size_t)nb, len, left, width, &out);
            py_decref(S, t);
            break;
        }
        case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': {
            py_Obj *iv;
            bool decimal = conv == 'd' || conv == 'i' || conv == 'u';
            if (py_is_int(v)) {
                iv = py_newref(v);
            } else if (decimal && (PY_TYPE(v)->nb_int || PY_TYPE(v)->nb_index || py_is_float(v))) {
                iv = py_int_from_obj(S, v);
            } else if (!decimal && PY_TYPE(v)->nb_index) {
                iv = py_index(S, v);
            } else {
                if (decimal)
                    py_err_format(S, PY_T(TypeError), "%%%c format: a real number is required, not %s", (int)conv,
                                  py_obj_typename(v));
                else
                    py_err_format(S, PY_T(TypeError), "%%%c format: an integer is required, not %s", (int)conv,
                                  py_obj_typename(v));
                goto fail_owned;
            }
            if (!iv)
                goto fail_owned;
            int rc = pct_int(S, iv, (char)conv, alt, sign, zero, left, width, prec, &out);
            py_decref(S, iv);
            if (rc < 0)
                goto fail_owned;
            break;
        }
        case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': {
            double d;
            if (py_is_float(v)) {
                d = py_float_val(v);
            } else if (py_is_int(v)) {
                if (py_int_to_double(S, v, &d) < 0)
                    goto fail_owned;
            } else if (PY_TYPE(v)->nb_float || PY_TYPE(v)->nb_index) {
                if (py_as_double(S, v, &d) < 0)
                    goto fail_owned;
            } else {
                py_err_format(S, PY_T(TypeError), "must be real number, not %s", py_obj_typename(v));
                goto fail_owned;
            }
            Spec sp;
            memset(&sp, 0, sizeof sp);
            sp.fill = (zero && isfinite(d)) ? '0' : ' ';
            sp.align = left ? '<' : zero ? '=' : '>';
            if (zero && !left)
                sp.fill = '0';
            sp.sign = sign;
            sp.alt = alt;
            sp.width = width;
            sp.prec = prec < 0 ? 6 : prec;
            sp.type = conv;
            if (format_double(S, d, &sp, &out) < 0)
                goto fail_owned;
            break;
        }
        case 'c': {
            uint32_t cp;
            if (py_is_str(v)) {
                if (((py_Str *)v)->len != 1) {
                    py_err_setstr(S, PY_T(TypeError), "%c requires int or char");
                    goto fail_owned;
                }
                nb_utf8_decode((const unsigned char *)py_str_utf8(v), (size_t)py_str_nbytes(v), &cp);
            } else if (py_is_int(v)) {
                int64_t x;
                if (!py_int_is_small(v) || (x = py_int_small(v)) < 0 || x > 0x10FFFF) {
                    py_err_setstr(S, PY_T(OverflowError), "%c arg not in range(0x110000)");
                    goto fail_owned;
                }
                cp = (uint32_t)x;
            } else {
                py_err_setstr(S, PY_T(TypeError), "%c requires int or char");
                goto fail_owned;
            }
            char u[4];
            int k = nb_utf8_encode(cp, u);
            pct_text(u, (size_t)k, 1, left, width, &out);
            break;
        }
        default:
            if (conv > 32 && conv < 127)
                py_err_format(S, PY_T(ValueError), "unsupported format character '%c' (0x%x) at index %zd",
                              (int)conv, (unsigned)conv, cpidx - 1);
            else {
                char u[5] = {0};
                nb_utf8_encode(conv, u);
                py_err_format(S, PY_T(ValueError), "unsupported format character '%s' (0x%x) at index %zd", u,
                              (unsigned)conv, cpidx - 1);
            }
            goto fail_owned;
        }
        (void)start_cp;
        py_xdecref(S, owned);
        continue;
    fail_owned:
        py_xdecref(S, owned);
        goto fail;
    }
    if (argidx < nitems && !dict) {
        py_err_setstr(S, PY_T(TypeError), "not all arguments converted during string formatting");
        goto fail;
    }
    return py_str_from_buf(S, &out);
fail:
    nb_buf_free(&out);
    return NULL;
}

/* ------------------------------------------------------------ str.format */

typedef struct FmtCtx {
    py_Obj *const *args;
    py_ssize nargs;
    py_Obj *kwargs;
    int auto_state;     /* 0 unknown, 1 auto, 2 manual */
    py_ssize next_auto;
} FmtCtx;

static int format_into(py_State *S, const char *f, py_ssize n, FmtCtx *ctx, int depth, nb_Buf *out);

static bool all_digits(const char *s, py_ssize n)
{
    if (n == 0)
        return false;
    for (py_ssize i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return false;
    return true;
}

static py_Obj *index_error(py_State *S, py_ssize idx)
{
    return py_err_format(S, PY_T(IndexError), "Replacement index %zd out of range for positional args tuple", idx);
}

/* Resolve a field name (arg_name followed by .attr / [key]) to a new ref. */
static py_Obj *resolve_field(py_State *S, const char *s, py_ssize n, FmtCtx *ctx)
{
    py_ssize i = 0;
    while (i < n && s[i] != '.' && s[i] != '[')
        i++;
    py_Obj *obj;
    if (i == 0) {
        if (ctx->auto_state == 2)
            return py_err_setstr(S, PY_T(ValueError),
                                 "cannot switch from manual field specification to automatic field numbering");
        ctx->auto_state = 1;
        py_ssize idx = ctx->next_auto++;
        if (idx >= ctx->nargs)
            return index_error(S, idx);
        obj = py_newref(ctx->args[idx]);
    } else if (all_digits(s, i)) {
        if (ctx->auto_state == 1)
            return py_err_setstr(S, PY_T(ValueError),
                                 "cannot switch from automatic field numbering to manual field specification");
        ctx->auto_state = 2;
        py_ssize idx = 0;
        for (py_ssize k = 0; k < i; k++)
            idx = idx * 10 + (s[k] - '0');
        if (idx >= ctx->nargs)
            return index_error(S, idx);
        obj = py_newref(ctx->args[idx]);
    } else {
        py_Obj *key = py_str_new(S, s, i);
        if (!key)
            return NULL;
        if (!ctx->kwargs) {
            py_err_set(S, PY_T(KeyError), NULL);
            py_Obj *t = py_tuple_pack(S, 1, key);
            if (t) {
                py_err_set(S, PY_T(KeyError), t);
                py_decref(S, t);
            }
            py_decref(S, key);
            return NULL;
        }
        obj = py_getitem(S, ctx->kwargs, key);
        py_decref(S, key);
        if (!obj)
            return NULL;
    }
    while (i < n) {
        if (s[i] == '.') {
            py_ssize a = ++i;
            while (i < n && s[i] != '.' && s[i] != '[')
                i++;
            if (i == a) {
                py_decref(S, obj);
                return py_err_setstr(S, PY_T(ValueError), "Empty attribute in format string");
            }
            py_Obj *name = py_str_new(S, s + a, i - a);
            py_Obj *v = name ? py_getattr(S, obj, name) : NULL;
            py_xdecref(S, name);
            py_decref(S, obj);
            if (!v)
                return NULL;
            obj = v;
        } else if (s[i] == '[') {
            py_ssize a = ++i;
            while (i < n && s[i] != ']')
                i++;
            if (i >= n) {
                py_decref(S, obj);
                return py_err_setstr(S, PY_T(ValueError), "Missing ']' in format string");
            }
            if (i == a) {
                py_decref(S, obj);
                return py_err_setstr(S, PY_T(ValueError), "Empty attribute in format string");
            }
            py_Obj *key;
            if (all_digits(s + a, i - a)) {
                int64_t idx = 0;
                for (py_ssize k = a; k < i; k++)
                    idx = idx * 10 + (s[k] - '0');
                key = py_int_from_i64(S, idx);
            } else {
                key = py_str_new(S, s + a, i - a);
            }
            i++;
            if (i < n && s[i] != '.' && s[i] != '[') {
                py_xdecref(S, key);
                py_decref(S, obj);
                return py_err_setstr(S, PY_T(ValueError), "Only '.' or '[' may follow ']' in format field specifier");
            }
            py_Obj *v = key ? py_getitem(S, obj, key) : NULL;
            py_xdecref(S, key);
            py_decref(S, obj);
            if (!v)
                return NULL;
            obj = v;
        } else {
            py_decref(S, obj);
            return py_err_setstr(S, PY_T(ValueError), "Only '.' or '[' may follow ']' in format field specifier");
        }
    }
    return obj;
}

/* One replacement field body (between the braces). */
static int do_field(py_State *S, const char *s, py_ssize n, FmtCtx *ctx, int depth, nb_Buf *out)
{
    /* field name ends at '!' or ':' (outside brackets) */
    py_ssize i = 0;
    while (i < n && s[i] != '!' && s[i] != ':') {
        if (s[i] == '[') {
            while (i < n && s[i] != ']')
                i++;
            if (i < n)
                i++;
            continue;
        }
        i++;
    }
    py_ssize name_end = i;
    char conv = 0;
    if (i < n && s[i] == '!') {
        if (i + 1 >= n) {
            py_err_setstr(S, PY_T(ValueError), "end of string while looking for conversion specifier");
            return -1;
        }
        conv = s[i + 1];
        i += 2;
        if (i < n && s[i] != ':') {
            py_err_setstr(S, PY_T(ValueError), "expected ':' after conversion specifier");
            return -1;
        }
    }
    const char *spec = NULL;
    py_ssize nspec = 0;
    if (i < n && s[i] == ':') {
        spec = s + i + 1;
        nspec = n - i - 1;
    }
    py_Obj *obj = resolve_field(S, s, name_end, ctx);
    if (!obj)
        return -1;
    if (conv) {
        py_Obj *c;
        if (conv == 'r')
            c = py_repr(S, obj);
        else if (conv == 's')
            c = py_str(S, obj);
        else if (conv == 'a')
            c = py_ascii(S, obj);
        else {
            py_decref(S, obj);
            if ((unsigned char)conv > 32 && (unsigned char)conv < 127)
                py_err_format(S, PY_T(ValueError), "Unknown conversion specifier %c", conv);
            else
                py_err_format(S, PY_T(ValueError), "Unknown conversion specifier \\x%x", (unsigned char)conv);
            return -1;
        }
        py_decref(S, obj);
        if (!c)
            return -1;
        obj = c;
    }
    /* the spec may itself contain replacement fields */
    py_Obj *specobj;
    if (spec && memchr(spec, '{', (size_t)nspec)) {
        if (depth >= 1) {
            py_decref(S, obj);
            py_err_setstr(S, PY_T(ValueError), "Max string recursion exceeded");
            return -1;
        }
        nb_Buf sb;
        nb_buf_init(&sb, &S->heap);
        if (format_into(S, spec, nspec, ctx, depth + 1, &sb) < 0) {
            nb_buf_free(&sb);
            py_decref(S, obj);
            return -1;
        }
        specobj = py_str_from_buf(S, &sb);
    } else {
        specobj = py_str_new(S, spec ? spec : "", nspec);
    }
    if (!specobj) {
        py_decref(S, obj);
        return -1;
    }
    py_Obj *r = py_format(S, obj, specobj);
    py_decref(S, obj);
    py_decref(S, specobj);
    if (!r)
        return -1;
    nb_buf_append(out, py_str_utf8(r), (size_t)py_str_nbytes(r));
    py_decref(S, r);
    return 0;
}

static int format_into(py_State *S, const char *f, py_ssize n, FmtCtx *ctx, int depth, nb_Buf *out)
{
    py_ssize i = 0;
    while (i < n) {
        char c = f[i];
        if (c == '}') {
            if (i + 1 < n && f[i + 1] == '}') {
                nb_buf_putc(out, '}');
                i += 2;
                continue;
            }
            py_err_setstr(S, PY_T(ValueError), "Single '}' encountered in format string");
            return -1;
        }
        if (c != '{') {
            py_ssize j = i;
            while (j < n && f[j] != '{' && f[j] != '}')
                j++;
            nb_buf_append(out, f + i, (size_t)(j - i));
            i = j;
            continue;
        }
        if (i + 1 < n && f[i + 1] == '{') {
            nb_buf_putc(out, '{');
            i += 2;
            continue;
        }
        if (i + 1 >= n) {
            py_err_setstr(S, PY_T(ValueError), "Single '{' encountered in format string");
            return -1;
        }
        /* find the matching '}' (nested braces count; brackets skip; the
         * character after '!' is the conversion, whatever it is) */
        py_ssize j = i + 1, level = 1;
        bool in_bracket = false;
        bool after_name = false;
        while (j < n) {
            char d = f[j];
            if (!after_name && d == '[') {
                in_bracket = true;
            } else if (in_bracket && d == ']') {
                in_bracket = false;
            } else if (!in_bracket) {
                if (!after_name && d == '!') {
                    after_name = true;
                    if (j + 1 >= n) {
                        py_err_setstr(S, PY_T(ValueError), "end of string while looking for conversion specifier");
                        return -1;
                    }
                    j += 2;
                    continue;
                }
                if (d == ':')
                    after_name = true;
                if (d == '{')
                    level++;
                else if (d == '}') {
                    if (--level == 0)
                        break;
                }
            }
            j++;
        }
        if (j >= n) {
            py_err_setstr(S, PY_T(ValueError), after_name ? "unmatched '{' in format spec"
                                                          : "expected '}' before end of string");
            return -1;
        }
        if (do_field(S, f + i + 1, j - i - 1, ctx, depth, out) < 0)
            return -1;
        i = j + 1;
    }
    return 0;
}

py_Obj *py_str_format_args(py_State *S, py_Obj *fmt, py_Obj *const *args, py_ssize nargs, py_Obj *kwargs)
{
    FmtCtx ctx = {args, nargs, kwargs, 0, 0};
    nb_Buf out;
    nb_buf_init(&out, &S->heap);
    if (format_into(S, py_str_utf8(fmt), py_str_nbytes(fmt), &ctx, 0, &out) < 0) {
        nb_buf_free(&out);
        return NULL;
    }
    return py_str_from_buf(S, &out);
}
