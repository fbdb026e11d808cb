/* py_complex.c — the builtin `complex` type: construction (numbers, strings,
 * __complex__), repr/str/format as CPython 3.13, arithmetic with int/float
 * operands on either side (CPython's division and power algorithms), ==,
 * hash, abs, bool, conjugate, real/imag. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "py_complex.h"
#include "py_num.h"

typedef struct { double re, im; } cplx;

py_Obj *py_complex_new(py_State *S, double re, double im)
{
    py_Complex *c = (py_Complex *)py_obj_alloc(S, &py_type_complex, sizeof(py_Complex));
    if (!c)
        return NULL;
    c->re = re;
    c->im = im;
    return (py_Obj *)c;
}

static py_Obj *cnew(py_State *S, cplx z) { return py_complex_new(S, z.re, z.im); }

static void complex_dealloc(py_State *S, py_Obj *o) { py_obj_free(S, o); }

/* ------------------------------------------------------------ text */

/* repr(float) without the ".0" that float's repr appends to integral values. */
static void part_repr(double v, char *buf, size_t n)
{
    py_float_repr_buf(v, buf, n);
    size_t len = strlen(buf);
    if (len >= 2 && strcmp(buf + len - 2, ".0") == 0 && !strchr(buf, 'e'))
        buf[len - 2] = 0;
}

void py_complex_repr_buf(double re, double im, char *buf, size_t n)
{
    char a[40], b[40];
    part_repr(im, b, sizeof b);
    if (re == 0.0 && copysign(1.0, re) == 1.0) {
        snprintf(buf, n, "%sj", b);
        return;
    }
    part_repr(re, a, sizeof a);
    const char *sign = (b[0] == '-') ? "" : "+";
    if (isnan(im))   /* nan prints unsigned */
        snprintf(buf, n, "(%s+nanj)", a);
    else
        snprintf(buf, n, "(%s%s%sj)", a, sign, b);
}

static py_Obj *complex_repr(py_State *S, py_Obj *o)
{
    py_Complex *c = (py_Complex *)o;
    char buf[100];
    py_complex_repr_buf(c->re, c->im, buf, sizeof buf);
    return py_str_from(S, buf);
}

/* ------------------------------------------------------------ conversion */

/* Operand as complex: 1 ok, 0 not a number type, -1 error. */
static int to_cplx(py_State *S, py_Obj *o, cplx *z)
{
    if (py_isinstance_type(o, &py_type_complex)) {
        z->re = ((py_Complex *)o)->re;
        z->im = ((py_Complex *)o)->im;
        return 1;
    }
    if (py_is_float(o)) {
        z->re = py_float_val(o);
        z->im = 0.0;
        return 1;
    }
    if (py_is_int(o)) {
        z->im = 0.0;
        if (py_int_is_small(o)) {
            z->re = (double)py_int_small(o);
            return 1;
        }
        return py_int_to_double(S, o, &z->re) < 0 ? -1 : 1;
    }
    return 0;
}

int py_complex_parts(py_State *S, py_Obj *o, double *re, double *im)
{
    cplx z;
    int r = to_cplx(S, o, &z);
    if (r < 0)
        return -1;
    if (r == 0) {
        py_Obj *f = py_getattr_opt(S, (py_Obj *)o->type, py_intern(S, "__complex__"));
        if (!f && S->exc)
            return -1;
        if (f) {
            py_Obj *v = py_call1(S, f, o);
            py_decref(S, f);
            if (!v)
                return -1;
            if (!py_isinstance_type(v, &py_type_complex)) {
                py_err_format(S, PY_T(TypeError), "__complex__ returned non-complex (type %s)", v->type->name);
                py_decref(S, v);
                return -1;
            }
            z.re = ((py_Complex *)v)->re;
            z.im = ((py_Complex *)v)->im;
            py_decref(S, v);
        } else {
            double d;
            if (!o->type->nb_float && !o->type->nb_index) {
                py_err_format(S, PY_T(TypeError), "complex() first argument must be a string or a number, not '%s'",
                              o->type->name);
                return -1;
            }
            if (py_as_double(S, o, &d) < 0)
                return -1;
            z.re = d;
            z.im = 0.0;
        }
    }
    *re = z.re;
    *im = z.im;
    return 0;
}

/* ------------------------------------------------------------ string parsing */

static const char *skip_ws(const char *s, const char *e)
{
    while (s < e && isspace((unsigned char)*s))
        s++;
    return s;
}

/* One float literal (digits with '_' between them, '.', exponent, or
 * inf/infinity/nan) at *ps; 1 and the value, 0 when none. Copies without
 * underscores for strtod. */
static int scan_float(const char **ps, const char *e, double *out)
{
    const char *s = *ps;
    char tmp[400];
    size_t k = 0;
    if (s < e && (*s == '+' || *s == '-'))
        tmp[k++] = *s++;
    static const char *const words[] = {"infinity", "inf", "nan"};
    for (int w = 0; w < 3; w++) {
        size_t L = strlen(words[w]);
        size_t m = 0;
        while (m < L && s + m < e && tolower((unsigned char)s[m]) == words[w][m])
            m++;
        if (m == L) {
            double v = w == 2 ? NAN : INFINITY;
            *out = (k && tmp[0] == '-') ? -v : v;
            *ps = s + L;
            return 1;
        }
    }
    bool digits = false, prev_digit = false;
    while (s < e && k < sizeof tmp - 8) {
        char c = *s;
        if (isdigit((unsigned char)c)) {
            digits = prev_digit = true;
        } else if (c == '_' && prev_digit && s + 1 < e && isdigit((unsigned char)s[1])) {
            s++;
            prev_digit = false;
            continue;
        } else if (c == '.') {
            prev_digit = false;
        } else if ((c == 'e' || c == 'E') && digits) {
            tmp[k++] = *s++;
            if (s < e && (*s == '+' || *s == '-'))
                tmp[k++] = *s++;
            if (!(s < e && isdigit((unsigned char)*s)))
                return 0;
            prev_digit = false;
            continue;
        } else {
            break;
        }
        tmp[k++] = c;
        s++;
    }
    if (!digits)
        return 0;
    tmp[k] = 0;
    *out = strtod(tmp, NULL);
    *ps = s;
    return 1;
}

/* complex('...'): [ws] ['('] [ws] real [ (+|-) imag 'j' ] | imag 'j' [ws] [')'] [ws] */
static int parse_complex(const char *s, const char *e, double *re, double *im)
{
    s = skip_ws(s, e);
    bool paren = false;
    if (s < e && *s == '(') {
        paren = true;
        s = skip_ws(s + 1, e);
    }
    *re = 0.0;
    *im = 0.0;
    double x;
    const char *p = s;
    int got = scan_float(&p, e, &x);
    if (got) {
        if (p < e && (*p == 'j' || *p == 'J')) {
            *im = x;
            p++;
        } else {
            *re = x;
            if (p < e && (*p == '+' || *p == '-')) {
                const char *q = p;
                double y;
                if (scan_float(&q, e, &y)) {
                    if (!(q < e && (*q == 'j' || *q == 'J')))
                        return -1;
                    *im = y;
                    p = q + 1;
                } else {
                    /* "1+j" / "1-j" */
                    if (!(p + 1 < e && (p[1] == 'j' || p[1] == 'J')))
                        return -1;
                    *im = *p == '-' ? -1.0 : 1.0;
                    p += 2;
                }
            }
        }
    } else {
        /* "j", "+j", "-j" */
        double sign = 1.0;
        if (p < e && (*p == '+' || *p == '-'))
            sign = *p++ == '-' ? -1.0 : 1.0;
        if (!(p < e && (*p == 'j' || *p == 'J')))
            return -1;
        *im = sign;
        p++;
    }
    p = skip_ws(p, e);
    if (paren) {
        if (!(p < e && *p == ')'))
            return -1;
        p = skip_ws(p + 1, e);
    }
    return p == e ? 0 : -1;
}

/* ------------------------------------------------------------ construction */

static py_Obj *complex_tp_new(py_State *S, py_Type *type, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "complex", args, nargs, kwnames, "|real,imag", a) < 0)
        return NULL;
    double re = 0.0, im = 0.0;
    py_Obj *r = a[0], *i = a[1];
    if (r && py_isinstance_type(r, PY_T(str))) {
        if (i)
            return py_err_setstr(S, PY_T(TypeError), "complex() can't take second arg if first is a string");
        const char *s = py_str_utf8(r);
        if (parse_complex(s, s + py_str_nbytes(r), &re, &im) < 0)
            return py_err_setstr(S, PY_T(ValueError), "complex() arg is a malformed string");
    } else {
        if (i && py_isinstance_type(i, PY_T(str)))
            return py_err_setstr(S, PY_T(TypeError), "complex() second arg can't be a string");
        if (r && r->type == &py_type_complex && !i && type == &py_type_complex)
            return py_newref(r);
        if (r && py_complex_parts(S, r, &re, &im) < 0)
            return NULL;
        bool r_complex = r && (py_isinstance_type(r, &py_type_complex) || (!py_is_float(r) && !py_is_int(r)));
        if (i) {
            double ire, iim;
            cplx z;
            int k = to_cplx(S, i, &z);
            if (k < 0)
                return NULL;
            if (k == 0) {
                if (!i->type->nb_float && !i->type->nb_index)
                    return py_err_format(S, PY_T(TypeError), "complex() second argument must be a number, not '%s'",
                                         i->type->name);
                if (py_complex_parts(S, i, &ire, &iim) < 0)
                    return NULL;
            } else {
                ire = z.re;
                iim = z.im;
            }
            /* real + imag*1j, as CPython: parts that are not complex add nothing */
            bool i_complex = py_isinstance_type(i, &py_type_complex);
            if (i_complex)
                re -= iim;
            im = r_complex ? im + ire : ire;
        }
    }
    if (type == &py_type_complex)
        return py_complex_new(S, re, im);
    py_Complex *c = (py_Complex *)py_obj_alloc(S, type, type->basicsize);
    if (!c)
        return NULL;
    c->re = re;
    c->im = im;
    return (py_Obj *)c;
}

/* ------------------------------------------------------------ arithmetic */

static cplx c_sum(cplx a, cplx b) { return (cplx){a.re + b.re, a.im + b.im}; }
static cplx c_diff(cplx a, cplx b) { return (cplx){a.re - b.re, a.im - b.im}; }
static cplx c_prod(cplx a, cplx b) { return (cplx){a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re}; }

/* Smith's algorithm as CPython's _Py_c_quot; *zero set on division by 0. */
static cplx c_quot(cplx a, cplx b, bool *zero)
{
    cplx r;
    double abs_br = fabs(b.re), abs_bi = fabs(b.im);
    *zero = false;
    if (abs_br >= abs_bi) {
        if (abs_br == 0.0) {
            *zero = true;
            r.re = r.im = 0.0;
        } else {
            double ratio = b.im / b.re, denom = b.re + b.im * ratio;
            r.re = (a.re + a.im * ratio) / denom;
            r.im = (a.im - a.re * ratio) / denom;
        }
    } else if (abs_bi >= abs_br) {
        double ratio = b.re / b.im, denom = b.re * ratio + b.im;
        r.re = (a.re * ratio + a.im) / denom;
        r.im = (a.im * ratio - a.re) / denom;
    } else {
        r.re = r.im = NAN;
    }
    return r;
}

/* General power (CPython's _Py_c_pow); err: 1 zero to negative/complex power, 2 overflow. */
static cplx c_pow(cplx a, cplx b, int *err)
{
    cplx r;
    *err = 0;
    if (b.re == 0.0 && b.im == 0.0) {
        r.re = 1.0;
        r.im = 0.0;
    } else if (a.re == 0.0 && a.im == 0.0) {
        if (b.im != 0.0 || b.re < 0.0)
            *err = 1;
        r.re = r.im = 0.0;
    } else {
        double vabs = hypot(a.re, a.im), len = pow(vabs, b.re), at = atan2(a.im, a.re), phase = at * b.re;
        if (b.im != 0.0) {
            len /= exp(at * b.im);
            phase += b.im * log(vabs);
        }
        r.re = len * cos(phase);
        r.im = len * sin(phase);
    }
    return r;
}

static cplx c_powu(cplx x, long n)
{
    cplx r = {1.0, 0.0}, p = x;
    long mask = 1;
    while (mask > 0 && n >= mask) {
        if (n & mask)
            r = c_prod(r, p);
        mask <<= 1;
        p = c_prod(p, p);
    }
    return r;
}

#define GETC2(a, b, x, y)                                         \
    cplx x, y;                                                    \
    do {                                                          \
        int r1_ = to_cplx(S, a, &x);                              \
        if (r1_ <= 0)                                             \
            return r1_ < 0 ? NULL : py_newref(S->NotImplemented); \
        int r2_ = to_cplx(S, b, &y);                              \
        if (r2_ <= 0)                                             \
            return r2_ < 0 ? NULL : py_newref(S->NotImplemented); \
    } while (0)

static py_Obj *complex_add(py_State *S, py_Obj *a, py_Obj *b)
{
    GETC2(a, b, x, y);
    return cnew(S, c_sum(x, y));
}

static py_Obj *complex_sub(py_State *S, py_Obj *a, py_Obj *b)
{
    GETC2(a, b, x, y);
    return cnew(S, c_diff(x, y));
}

static py_Obj *complex_mul(py_State *S, py_Obj *a, py_Obj *b)
{
    GETC2(a, b, x, y);
    return cnew(S, c_prod(x, y));
}

static py_Obj *complex_div(py_State *S, py_Obj *a, py_Obj *b)
{
    GETC2(a, b, x, y);
    bool zero;
    cplx r = c_quot(x, y, &zero);
    if (zero)
        return py_err_setstr(S, PY_T(ZeroDivisionError), "complex division by zero");
    return cnew(S, r);
}

/* a ** b: integral exponents up to 100 by repeated squaring, as CPython. */
static py_Obj *complex_pow(py_State *S, py_Obj *a, py_Obj *b)
{
    GETC2(a, b, x, y);
    cplx r;
    int err = 0;
    if (y.im == 0.0 && y.re == floor(y.re) && fabs(y.re) <= 100.0) {
        long n = (long)y.re;
        if (n >= 0) {
            r = c_powu(x, n);
        } else {
            bool zero;
            r = c_quot((cplx){1.0, 0.0}, c_powu(x, -n), &zero);
            if (zero)
                err = 1;
        }
    } else {
        r = c_pow(x, y, &err);
    }
    if (err == 1)
        return py_err_setstr(S, PY_T(ZeroDivisionError), "0.0 to a negative or complex power");
    if (!isfinite(r.re) || !isfinite(r.im)) {
        if (isfinite(x.re) && isfinite(x.im) && isfinite(y.re) && isfinite(y.im) && !isnan(r.re) && !isnan(r.im))
            return py_err_setstr(S, PY_T(OverflowError), "complex exponentiation");
    }
    return cnew(S, r);
}

/* pow(a, b, mod) reaches the slot with three arguments only through
 * builtins.pow, which calls __pow__; complex refuses a modulus. */
static py_Obj *complex_neg(py_State *S, py_Obj *a)
{
    py_Complex *c = (py_Complex *)a;
    return py_complex_new(S, -c->re, -c->im);
}

static py_Obj *complex_pos(py_State *S, py_Obj *a)
{
    if (a->type == &py_type_complex)
        return py_newref(a);
    return py_complex_new(S, ((py_Complex *)a)->re, ((py_Complex *)a)->im);
}

static py_Obj *complex_abs(py_State *S, py_Obj *a)
{
    py_Complex *c = (py_Complex *)a;
    if (isinf(c->re) || isinf(c->im))
        return py_float_new(S, INFINITY);
    if (isnan(c->re) || isnan(c->im))
        return py_float_new(S, NAN);
    double r = hypot(c->re, c->im);
    if (isinf(r))
        return py_err_setstr(S, PY_T(OverflowError), "absolute value too large");
    return py_float_new(S, r);
}

static int complex_bool(py_State *S, py_Obj *a)
{
    py_Complex *c = (py_Complex *)a;
    return c->re != 0.0 || c->im != 0.0;
}

/* ==/!= with complex, float and int (ints compared exactly); ordering is
 * not defined. */
static py_Obj *complex_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (op != PY_EQ && op != PY_NE)
        return py_newref(S->NotImplemented);
    py_Complex *c = (py_Complex *)a;
    bool eq;
    if (py_is_int(b)) {
        eq = c->im == 0.0 && !isnan(c->re) && py_int_cmp_double(b, c->re) == 0;
    } else if (py_is_float(b)) {
        eq = c->im == 0.0 && c->re == py_float_val(b);
    } else if (py_isinstance_type(b, &py_type_complex)) {
        eq = c->re == ((py_Complex *)b)->re && c->im == ((py_Complex *)b)->im;
    } else {
        return py_newref(S->NotImplemented);
    }
    return py_newref(PY_BOOL(S, op == PY_EQ ? eq : !eq));
}

/* CPython: hash(re) + 1000003 * hash(im), -1 mapped to -2. */
static py_hash complex_hash(py_State *S, py_Obj *o)
{
    py_Complex *c = (py_Complex *)o;
    uint64_t hr = (uint64_t)py_hash_double(c->re, o), hi = (uint64_t)py_hash_double(c->im, o);
    uint64_t h = hr + 1000003u * hi;
    py_hash r = (py_hash)h;
    return r == -1 ? -2 : r;
}

/* ------------------------------------------------------------ methods */

static py_Obj *m_conjugate(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "conjugate", nargs, kw, 0, 0) < 0)
        return NULL;
    py_Complex *c = (py_Complex *)self;
    return py_complex_new(S, c->re, -c->im);
}

static py_Obj *m_complex(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "__complex__", nargs, kw, 0, 0) < 0)
        return NULL;
    return complex_pos(S, self);
}

static py_Obj *m_getnewargs(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "__getnewargs__", nargs, kw, 0, 0) < 0)
        return NULL;
    py_Complex *c = (py_Complex *)self;
    py_Obj *a = py_float_new(S, c->re), *b = a ? py_float_new(S, c->im) : NULL;
    py_Obj *t = b ? py_tuple_pack(S, 2, a, b) : NULL;
    py_xdecref(S, a);
    py_xdecref(S, b);
    return t;
}

/* format(z, spec) with CPython's rules: no type → repr-style parts in
 * parentheses (real part dropped when +0), typed → both parts formatted
 * alike, the imaginary one always signed; width/fill/align apply to the
 * whole text. */
static py_Obj *m_format(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "__format__", nargs, kw, 1, 1) < 0)
        return NULL;
    py_Obj *spec = args[0];
    if (!py_isinstance_type(spec, PY_T(str)))
        return py_err_format(S, PY_T(TypeError), "__format__() argument must be str, not %s", spec->type->name);
    py_Complex *c = (py_Complex *)self;
    const char *s = py_str_utf8(spec);
    size_t n = (size_t)py_str_nbytes(spec);
    if (n == 0)
        return complex_repr(S, self);
    /* [[fill]align][sign][z][#][0][width][grouping][.precision][type] */
    char fill = ' ', align = '>';
    size_t i = 0;
    if (n >= 2 && strchr("<>^=", s[1])) {
        fill = s[0];
        align = s[1];
        i = 2;
    } else if (strchr("<>^=", s[0])) {
        align = s[0];
        i = 1;
    }
    if (align == '=')
        return py_err_setstr(S, PY_T(ValueError), "'=' alignment flag is not allowed in complex format specifier");
    char sign = 0;
    if (i < n && strchr("+- ", s[i]))
        sign = s[i++];
    char flags[8];
    size_t nf = 0;
    if (i < n && s[i] == 'z')
        flags[nf++] = s[i++];
    if (i < n && s[i] == '#')
        flags[nf++] = s[i++];
    if (i < n && s[i] == '0')
        return py_err_setstr(S, PY_T(ValueError), "Zero padding is not allowed in complex format specifier");
    long width = 0;
    while (i < n && isdigit((unsigned char)s[i]))
        width = width * 10 + (s[i++] - '0');
    char rest[64];
    size_t rl = 0;
    while (i < n && rl < sizeof rest - 2 && (s[i] == ',' || s[i] == '_' || s[i] == '.' || isdigit((unsigned char)s[i])))
        rest[rl++] = s[i++];
    rest[rl] = 0;
    char type = 0;
    if (i < n)
        type = s[i++];
    if (i != n || (type && !strchr("eEfFgGn%", type)))
        return py_err_format(S, PY_T(ValueError), "Unknown format code '%c' for object of type 'complex'", type);
    bool parens = type == 0, skip_re = false;
    bool has_prec = strchr(rest, '.') != NULL;
    char re_txt[420], im_txt[420];
    if (type == 0 && c->re == 0.0 && copysign(1.0, c->re) == 1.0)
        skip_re = true;
    if (skip_re)
        parens = false;
    for (int part = 0; part < 2; part++) {
        double v = part ? c->im : c->re;
        if (part == 0 && skip_re)
            continue;
        char *dst = part ? im_txt : re_txt;
        char psign = part && !skip_re ? '+' : sign;
        if (type == 0 && !has_prec) {
            char buf[40];
            part_repr(v, buf, sizeof buf);
            if (isnan(v) && buf[0] == '-')
                memmove(buf, buf + 1, strlen(buf));
            snprintf(dst, 420, "%s%s", (psign == '+' && buf[0] != '-') ? "+" : (psign == ' ' && buf[0] != '-') ? " " : "",
                     buf);
            continue;
        }
        char sp[96];
        snprintf(sp, sizeof sp, "%s%.*s%s%c", psign ? (char[]){psign, 0} : "", (int)nf, flags, rest, type ? type : 'g');
        py_Obj *fv = py_float_new(S, v), *fs = fv ? py_str_from(S, sp) : NULL;
        py_Obj *r = fs ? py_format(S, fv, fs) : NULL;
        py_xdecref(S, fv);
        py_xdecref(S, fs);
        if (!r)
            return NULL;
        snprintf(dst, 420, "%s", py_str_utf8(r));
        py_decref(S, r);
    }
    char body[900];
    snprintf(body, sizeof body, "%s%s%sj%s", parens ? "(" : "", skip_re ? "" : re_txt, im_txt, parens ? ")" : "");
    long len = (long)strlen(body);
    if (width <= len)
        return py_str_from(S, body);
    long pad = width - len, left = align == '<' ? 0 : align == '^' ? pad / 2 : pad;
    char *out = py_malloc(S, (size_t)width + 1);
    if (!out)
        return NULL;
    memset(out, fill, (size_t)left);
    memcpy(out + left, body, (size_t)len);
    memset(out + left + len, fill, (size_t)(pad - left));
    out[width] = 0;
    py_Obj *r = py_str_from(S, out);
    py_free(S, out, (size_t)width + 1);
    return r;
}

static py_Obj *g_real(py_State *S, py_Obj *o) { return py_float_new(S, ((py_Complex *)o)->re); }
static py_Obj *g_imag(py_State *S, py_Obj *o) { return py_float_new(S, ((py_Complex *)o)->im); }

static const py_MethodDef complex_methods[] = {
    {"conjugate", m_conjugate, PY_METH_INSTANCE},
    {"__complex__", m_complex, PY_METH_INSTANCE},
    {"__getnewargs__", m_getnewargs, PY_METH_INSTANCE},
    {"__format__", m_format, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

static const py_GetSetDef complex_getset[] = {
    {"real", g_real, NULL},
    {"imag", g_imag, NULL},
    {NULL, NULL, NULL},
};

py_Type py_type_complex = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "complex",
    .basicsize = sizeof(py_Complex),
    .flags = PY_TPFLAG_BASETYPE,
    .methods = complex_methods,
    .getset = complex_getset,
    .dealloc = complex_dealloc,
    .tp_new = complex_tp_new,
    .repr = complex_repr,
    .hash = complex_hash,
    .richcmp = complex_richcmp,
    .nb = {
        [PY_OP_ADD] = complex_add, [PY_OP_SUB] = complex_sub, [PY_OP_MUL] = complex_mul,
        [PY_OP_TRUEDIV] = complex_div, [PY_OP_POW] = complex_pow,
    },
    .nb_neg = complex_neg,
    .nb_pos = complex_pos,
    .nb_abs = complex_abs,
    .nb_bool = complex_bool,
};

int py_complex_init(py_State *S)
{
    if (py_type_ready(S, &py_type_complex) < 0)
        return -1;
    return py_dict_set_str(S, S->builtins, "complex", (py_Obj *)&py_type_complex);
}
