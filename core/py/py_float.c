/* py_float.c — the float type: IEEE double arithmetic with Python's rules
 * (floor division and modulo signs, error messages, pow special cases),
 * exact comparisons with ints, CPython's hash, repr and construction. */
#include "py_num.h"

#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

py_Obj *py_float_new(py_State *S, double v)
{
    py_Float *f = (py_Float *)py_obj_alloc(S, &py_type_float, sizeof(py_Float));
    if (!f)
        return NULL;
    f->v = v;
    return (py_Obj *)f;
}

static py_Obj *float_repr(py_State *S, py_Obj *o)
{
    char buf[40];
    py_float_repr_buf(py_float_val(o), buf, sizeof buf);
    py_ssize n = (py_ssize)strlen(buf);
    return py_str_new_len(S, buf, n, n);
}

static py_hash float_hash(py_State *S, py_Obj *o) { return py_hash_double(py_float_val(o), o); }

/* Convert an operand (float or int) to double: 1 ok, 0 not a number type,
 * -1 error (int too large). */
static int to_double(py_State *S, py_Obj *o, double *out)
{
    if (PY_TYPE(o) == &py_type_float || py_is_float(o)) {
        *out = py_float_val(o);
        return 1;
    }
    if (py_is_int(o)) {
        if (py_int_is_small(o)) {
            *out = (double)py_int_small(o);
            return 1;
        }
        return py_int_to_double(S, o, out) < 0 ? -1 : 1;
    }
    return 0;
}

#define GET2(a, b, x, y)                                          \
    double x, y;                                                  \
    do {                                                          \
        int r1_ = to_double(S, a, &x);                            \
        if (r1_ <= 0)                                             \
            return r1_ < 0 ? NULL : py_newref(S->NotImplemented); \
        int r2_ = to_double(S, b, &y);                            \
        if (r2_ <= 0)                                             \
            return r2_ < 0 ? NULL : py_newref(S->NotImplemented); \
    } while (0)

static py_Obj *float_add(py_State *S, py_Obj *a, py_Obj *b)
{
    if (PY_TYPE(a) == &py_type_float && PY_TYPE(b) == &py_type_float)
        return py_float_new(S, py_float_val(a) + py_float_val(b));
    GET2(a, b, x, y);
    return py_float_new(S, x + y);
}

static py_Obj *float_sub(py_State *S, py_Obj *a, py_Obj *b)
{
    if (PY_TYPE(a) == &py_type_float && PY_TYPE(b) == &py_type_float)
        return py_float_new(S, py_float_val(a) - py_float_val(b));
    GET2(a, b, x, y);
    return py_float_new(S, x - y);
}

static py_Obj *float_mul(py_State *S, py_Obj *a, py_Obj *b)
{
    if (PY_TYPE(a) == &py_type_float && PY_TYPE(b) == &py_type_float)
        return py_float_new(S, py_float_val(a) * py_float_val(b));
    GET2(a, b, x, y);
    return py_float_new(S, x * y);
}

static py_Obj *float_truediv(py_State *S, py_Obj *a, py_Obj *b)
{
    GET2(a, b, x, y);
    if (y == 0)
        return py_err_setstr(S, PY_T(ZeroDivisionError), "float division by zero");
    return py_float_new(S, x / y);
}

/* Python's divmod on doubles (y != 0): floor quotient and modulo with the
 * divisor's sign. */
static void float_divmod_vals(double x, double y, double *pdiv, double *pmod)
{
    double mod = fmod(x, y);
    double div = (x - mod) / y;
    if (mod) {
        if ((y < 0) != (mod < 0)) {
            mod += y;
            div -= 1.0;
        }
    } else {
        mod = copysign(0.0, y);
    }
    double fd;
    if (div) {
        fd = floor(div);
        if (div - fd > 0.5)
            fd += 1.0;
    } else {
        fd = copysign(0.0, x / y);
    }
    *pdiv = fd;
    *pmod = mod;
}

static py_Obj *float_floordiv(py_State *S, py_Obj *a, py_Obj *b)
{
    GET2(a, b, x, y);
    if (y == 0)
        return py_err_setstr(S, PY_T(ZeroDivisionError), "float floor division by zero");
    double d, m;
    float_divmod_vals(x, y, &d, &m);
    return py_float_new(S, d);
}

static py_Obj *float_mod(py_State *S, py_Obj *a, py_Obj *b)
{
    GET2(a, b, x, y);
    if (y == 0)
        return py_err_setstr(S, PY_T(ZeroDivisionError), "float modulo by zero");
    double mod = fmod(x, y);
    if (mod) {
        if ((y < 0) != (mod < 0))
            mod += y;
    } else {
        mod = copysign(0.0, y);
    }
    return py_float_new(S, mod);
}

/* divmod(a, b) for ints and floats with CPython's messages (for the
 * builtins area). */
py_Obj *py_num_divmod(py_State *S, py_Obj *a, py_Obj *b)
{
    if (py_is_int(a) && py_is_int(b)) {
        if (py_int_sign(b) == 0)
            return py_err_setstr(S, PY_T(ZeroDivisionError), "integer division or modulo by zero");
        py_Obj *q = py_int_binop(S, a, b, PY_OP_FLOORDIV);
        py_Obj *r = q ? py_int_binop(S, a, b, PY_OP_MOD) : NULL;
        py_Obj *t = r ? py_tuple_pack(S, 2, q, r) : NULL;
        py_xdecref(S, q);
        py_xdecref(S, r);
        return t;
    }
    GET2(a, b, x, y);
    if (y == 0)
        return py_err_setstr(S, PY_T(ZeroDivisionError), "float divmod()");
    double d, m;
    float_divmod_vals(x, y, &d, &m);
    py_Obj *q = py_float_new(S, d), *r = q ? py_float_new(S, m) : NULL;
    py_Obj *t = r ? py_tuple_pack(S, 2, q, r) : NULL;
    py_xdecref(S, q);
    py_xdecref(S, r);
    return t;
}

/* x ** y with CPython's errors; C99 pow() already gives Python's results for
 * the special values (nan, inf, signed zeros). */
static py_Obj *float_pow(py_State *S, py_Obj *a, py_Obj *b)
{
    GET2(a, b, x, y);
    if (x == 0 && y < 0)
        return py_err_setstr(S, PY_T(ZeroDivisionError), "0.0 cannot be raised to a negative power");
    if (x < 0 && isfinite(x) && isfinite(y) && floor(y) != y)
        return py_err_setstr(S, PY_T(ValueError),
                             "negative number cannot be raised to a fractional power");
    double r = pow(x, y);
    if (isinf(r) && isfinite(x) && isfinite(y)) {
        py_Obj *msg = py_str_from(S, "Numerical result out of range");
        py_Obj *code = py_int_from_i64(S, 34);
        py_Obj *args = (msg && code) ? py_tuple_pack(S, 2, code, msg) : NULL;
        py_xdecref(S, msg);
        py_xdecref(S, code);
        if (args) {
            py_err_set(S, PY_T(OverflowError), args);
            py_decref(S, args);
        }
        return NULL;
    }
    return py_float_new(S, r);
}

static py_Obj *float_neg(py_State *S, py_Obj *a) { return py_float_new(S, -py_float_val(a)); }
static py_Obj *float_pos(py_State *S, py_Obj *a)
{
    if (PY_TYPE(a) == &py_type_float)
        return py_newref(a);
    return py_float_new(S, py_float_val(a));
}
static py_Obj *float_abs(py_State *S, py_Obj *a) { return py_float_new(S, fabs(py_float_val(a))); }
static int float_bool(py_State *S, py_Obj *a) { return py_float_val(a) != 0; }
static py_Obj *float_int(py_State *S, py_Obj *a) { return py_int_from_double(S, py_float_val(a)); }
static py_Obj *float_float(py_State *S, py_Obj *a) { return float_pos(S, a); }

static py_Obj *cmp_result(py_State *S, int c, int op)
{
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

static py_Obj *float_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (!py_is_float(a))
        return py_newref(S->NotImplemented);
    double x = py_float_val(a);
    if (py_is_float(b)) {
        double y = py_float_val(b);
        bool r;
        switch (op) {
        case PY_LT: r = x < y; break;
        case PY_LE: r = x <= y; break;
        case PY_EQ: r = x == y; break;
        case PY_NE: r = x != y; break;
        case PY_GT: r = x > y; break;
        default: r = x >= y; break;
        }
        return PY_BOOL(S, r);
    }
    if (py_is_int(b)) {
        if (isnan(x))
            return PY_BOOL(S, op == PY_NE);
        /* exact: compare the int with x, then flip */
        int c = -py_int_cmp_double(b, x);
        return cmp_result(S, c, op);
    }
    return py_newref(S->NotImplemented);
}

/* ------------------------------------------------------------ construction */

static py_Obj *float_from_text(py_State *S, const char *s, py_ssize n, py_Obj *orig)
{
    double v;
    int rc = py_parse_double(S, s, (size_t)n, &v);
    if (rc == -2)
        return NULL;
    if (rc < 0) {
        py_Obj *r = py_repr(S, orig);
        if (r) {
            py_err_format(S, PY_T(ValueError), "could not convert string to float: %U", r);
            py_decref(S, r);
        }
        return NULL;
    }
    return py_float_new(S, v);
}

/* float(x) as PyNumber_Float. */
static py_Obj *float_from_obj(py_State *S, py_Obj *x)
{
    py_Type *t = PY_TYPE(x);
    if (t == &py_type_float)
        return py_newref(x);
    if (py_is_str(x))
        return float_from_text(S, py_str_utf8(x), py_str_nbytes(x), x);
    if (py_is_bytes(x))
        return float_from_text(S, ((py_Bytes *)x)->data, ((py_Bytes *)x)->len, x);
    if (t->nb_float) {
        py_Obj *r = t->nb_float(S, x);
        if (!r)
            return NULL;
        if (!py_is_float(r)) {
            py_err_format(S, PY_T(TypeError), "%s.__float__ returned non-float (type %s)", t->name,
                          py_obj_typename(r));
            py_decref(S, r);
            return NULL;
        }
        if (PY_TYPE(r) != &py_type_float) {
            py_Obj *e = py_float_new(S, py_float_val(r));
            py_decref(S, r);
            return e;
        }
        return r;
    }
    if (t->nb_index) {
        py_Obj *i = py_index(S, x);
        if (!i)
            return NULL;
        double d;
        int rc = py_int_to_double(S, i, &d);
        py_decref(S, i);
        return rc < 0 ? NULL : py_float_new(S, d);
    }
    return py_err_format(S, PY_T(TypeError), "float() argument must be a string or a real number, not '%s'",
                         t->name);
}

static py_Obj *float_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (kwnames && py_tuple_len(kwnames))
        return py_err_setstr(S, PY_T(TypeError), "float() takes no keyword arguments");
    if (nargs > 1)
        return py_err_format(S, PY_T(TypeError), "float expected at most 1 argument, got %zd", nargs);
    py_Obj *v = nargs ? float_from_obj(S, args[0]) : py_float_new(S, 0.0);
    if (!v || t == &py_type_float)
        return v;
    py_Float *o = (py_Float *)py_obj_alloc(S, t, t->basicsize);
    if (o)
        o->v = py_float_val(v);
    py_decref(S, v);
    return (py_Obj *)o;
}

/* ------------------------------------------------------------ methods */

static py_Obj *m_is_integer(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "is_integer", n, kw, 0, 0) < 0)
        return NULL;
    double x = py_float_val(self);
    return PY_BOOL(S, isfinite(x) && floor(x) == x);
}

static py_Obj *m_as_integer_ratio(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "as_integer_ratio", n, kw, 0, 0) < 0)
        return NULL;
    double x = py_float_val(self);
    if (isinf(x))
        return py_err_setstr(S, PY_T(OverflowError), "cannot convert Infinity to integer ratio");
    if (isnan(x))
        return py_err_setstr(S, PY_T(ValueError), "cannot convert NaN to integer ratio");
    int e;
    double m = frexp(x, &e);
    for (int i = 0; i < 300 && m != floor(m); i++) {
        m *= 2.0;
        e--;
    }
    py_Obj *num = py_int_from_double(S, m);
    py_Obj *den = py_int_from_i64(S, 1);
    py_Obj *sh = py_int_from_i64(S, e < 0 ? -e : e);
    py_Obj *res = NULL;
    if (num && den && sh) {
        py_Obj **target = e > 0 ? &num : &den;
        py_Obj *t = py_int_binop(S, *target, sh, PY_OP_LSHIFT);
        if (t) {
            py_decref(S, *target);
            *target = t;
            res = py_tuple_pack(S, 2, num, den);
        }
    }
    py_xdecref(S, num);
    py_xdecref(S, den);
    py_xdecref(S, sh);
    return res;
}

static py_Obj *m_conjugate(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "conjugate", n, kw, 0, 0) < 0)
        return NULL;
    return float_pos(S, self);
}

static py_Obj *m_trunc(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "__trunc__", n, kw, 0, 0) < 0)
        return NULL;
    return py_int_from_double(S, py_float_val(self));
}

static py_Obj *m_floor(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "__floor__", n, kw, 0, 0) < 0)
        return NULL;
    return py_int_from_double(S, floor(py_float_val(self)));
}

static py_Obj *m_ceil(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "__ceil__", n, kw, 0, 0) < 0)
        return NULL;
    return py_int_from_double(S, ceil(py_float_val(self)));
}

/* round(x) -> int (half even); round(x, n) -> float. */
static py_Obj *m_round(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "__round__", n, kw, 0, 1) < 0)
        return NULL;
    double x = py_float_val(self);
    if (n == 0 || a[0] == S->None)
        return py_int_from_double(S, rint(x));
    py_ssize nd;
    if (py_as_ssize(S, a[0], &nd) < 0)
        return NULL;
    if (nd > 400)
        nd = 400;
    if (nd < -400)
        nd = -400;
    bool ovf;
    double r = py_double_round(x, (int)nd, &ovf);
    if (ovf)
        return py_err_setstr(S, PY_T(OverflowError), "rounded value too large to represent");
    return py_float_new(S, r);
}

static py_Obj *m_format(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "__format__", n, kw, 1, 1) < 0)
        return NULL;
    if (!py_is_str(a[0]))
        return py_err_format(S, PY_T(TypeError), "__format__() argument must be str, not %s",
                             py_obj_typename(a[0]));
    return py_float_format_spec(S, self, a[0]);
}

static py_Obj *m_hex(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "hex", n, kw, 0, 0) < 0)
        return NULL;
    double x = py_float_val(self);
    if (!isfinite(x) || x == 0) {
        char buf[40];
        py_float_repr_buf(x, buf, sizeof buf);
        if (x == 0)
            return py_str_from(S, signbit(x) ? "-0x0.0p+0" : "0x0.0p+0");
        return py_str_from(S, buf);
    }
    /* normalized: 0x1.<13 hex digits>p<exp>; subnormals use exponent -1022 */
    int e;
    double m = frexp(fabs(x), &e);   /* [0.5, 1) */
    m *= 2;
    e -= 1;
    if (e < -1022) {
        m = ldexp(m, e + 1022);
        e = -1022;
    }
    unsigned lead = (unsigned)m;
    m -= lead;
    char buf[64];
    int k = snprintf(buf, sizeof buf, "%s0x%u.", x < 0 ? "-" : "", lead);
    for (int i = 0; i < 13; i++) {
        m *= 16;
        unsigned d = (unsigned)m;
        m -= d;
        buf[k++] = "0123456789abcdef"[d];
    }
    snprintf(buf + k, sizeof buf - (size_t)k, "p%+d", e);
    return py_str_from(S, buf);
}

static py_Obj *m_getnewargs(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    py_Obj *v = py_float_new(S, py_float_val(self));
    if (!v)
        return NULL;
    py_Obj *t = py_tuple_pack(S, 1, v);
    py_decref(S, v);
    return t;
}

static py_Obj *g_real(py_State *S, py_Obj *self) { return float_pos(S, self); }
static py_Obj *g_imag(py_State *S, py_Obj *self) { return py_float_new(S, 0.0); }

/* Value of a hex digit, -1 if c is not one. */
static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* float.fromhex(s): [ws][sign](inf|infinity|nan|[0x]hex[.hex][p[sign]dec])[ws],
 * correctly rounded (half to even), as CPython. */
static py_Obj *m_fromhex(py_State *S, py_Obj *cls, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "fromhex", n, kw, 1, 1) < 0)
        return NULL;
    if (!(a[0]->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(TypeError), "bad argument type for built-in operation");
    const char *p = py_str_utf8(a[0]), *end = p + py_str_nbytes(a[0]);
    while (p < end && (*p == ' ' || (*p >= '\t' && *p <= '\r'))) p++;
    while (end > p && (end[-1] == ' ' || (end[-1] >= '\t' && end[-1] <= '\r'))) end--;
    bool neg = false;
    if (p < end && (*p == '+' || *p == '-')) neg = *p++ == '-';
    double x;
    size_t rest = (size_t)(end - p);
    if ((rest == 3 && strncasecmp(p, "inf", 3) == 0) || (rest == 8 && strncasecmp(p, "infinity", 8) == 0)) {
        x = INFINITY;
    } else if (rest == 3 && strncasecmp(p, "nan", 3) == 0) {
        x = NAN;
    } else {
        if (end - p >= 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) p += 2;
        /* mantissa: up to 16 significant hex digits in `mant`, the rest sticky */
        uint64_t mant = 0;
        int used = 0;
        bool sticky = false, any = false, dot = false;
        long exp2 = 0; /* binary exponent adjustment */
        for (; p < end; p++) {
            if (*p == '.') {
                if (dot) break;
                dot = true;
                continue;
            }
            int d = hexval(*p);
            if (d < 0) break;
            any = true;
            if (used < 16) {
                if (mant || d) {
                    mant = mant << 4 | (uint64_t)d;
                    used++;
                }
                if (dot) exp2 -= 4;
            } else {
                if (d) sticky = true;
                if (!dot) exp2 += 4;
            }
        }
        if (!any) goto invalid;
        if (p < end && (*p == 'p' || *p == 'P')) {
            p++;
            bool eneg = false;
            if (p < end && (*p == '+' || *p == '-')) eneg = *p++ == '-';
            if (p >= end || *p < '0' || *p > '9') goto invalid;
            long e = 0;
            for (; p < end && *p >= '0' && *p <= '9'; p++)
                if (e < 100000000) e = e * 10 + (*p - '0');
            exp2 += eneg ? -e : e;
        }
        if (p != end) goto invalid;
        if (!mant) {
            x = 0.0;
        } else {
            /* value = mant * 2^exp2; normalise so mant has its top bit at 63 */
            int lz = 0;
            while (!(mant >> 63)) { mant <<= 1; lz++; }
            long e = exp2 - lz + 63; /* value = 1.xxx * 2^e */
            int keep = 53;
            if (e < -1022) keep = 53 - (int)(-1022 - e);
            if (keep < 0) {
                x = 0.0; /* far below the smallest subnormal */
            } else {
                int drop = 64 - keep; /* 11..64 */
                uint64_t q = drop == 64 ? 0 : mant >> drop;
                uint64_t rem = drop == 64 ? mant : mant & (((uint64_t)1 << drop) - 1);
                uint64_t half = (uint64_t)1 << (drop - 1);
                bool up = rem > half || (rem == half && (sticky || (q & 1)));
                q += up;
                x = ldexp((double)q, (int)(e - (keep - 1)));
                if (isinf(x) || e > 1023)
                    return py_err_setstr(S, PY_T(OverflowError), "hexadecimal value too large to represent as a float");
            }
        }
    }
    if (neg) x = -x;
    py_Obj *f = py_float_new(S, x);
    if (!f || cls == (py_Obj *)PY_T(float))
        return f;
    py_Obj *r = py_call1(S, cls, f);
    py_decref(S, f);
    return r;
invalid:
    return py_err_setstr(S, PY_T(ValueError), "invalid hexadecimal floating-point string");
}

static const py_MethodDef float_methods[] = {
    {"is_integer", m_is_integer, PY_METH_INSTANCE},
    {"as_integer_ratio", m_as_integer_ratio, PY_METH_INSTANCE},
    {"conjugate", m_conjugate, PY_METH_INSTANCE},
    {"__trunc__", m_trunc, PY_METH_INSTANCE},
    {"__floor__", m_floor, PY_METH_INSTANCE},
    {"__ceil__", m_ceil, PY_METH_INSTANCE},
    {"__round__", m_round, PY_METH_INSTANCE},
    {"__format__", m_format, PY_METH_INSTANCE},
    {"hex", m_hex, PY_METH_INSTANCE},
    {"fromhex", m_fromhex, PY_METH_CLASS},
    {"__getnewargs__", m_getnewargs, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

static const py_GetSetDef float_getset[] = {
    {"real", g_real, NULL},
    {"imag", g_imag, NULL},
    {NULL, NULL, NULL},
};

static void float_dealloc(py_State *S, py_Obj *o) { py_obj_free(S, o); }

py_Type py_type_float = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "float",
    .basicsize = sizeof(py_Float),
    .flags = PY_TPFLAG_BASETYPE,
    .methods = float_methods,
    .getset = float_getset,
    .dealloc = float_dealloc,
    .tp_new = float_new,
    .repr = float_repr,
    .hash = float_hash,
    .richcmp = float_richcmp,
    .nb = {
        [PY_OP_ADD] = float_add, [PY_OP_SUB] = float_sub, [PY_OP_MUL] = float_mul,
        [PY_OP_TRUEDIV] = float_truediv, [PY_OP_FLOORDIV] = float_floordiv,
        [PY_OP_MOD] = float_mod, [PY_OP_POW] = float_pow,
    },
    .nb_neg = float_neg,
    .nb_pos = float_pos,
    .nb_abs = float_abs,
    .nb_bool = float_bool,
    .nb_int = float_int,
    .nb_float = float_float,
};
