/* py_mod_math.c — the math module (CPython 3.13 semantics and messages:
 * "math domain error" / "math range error"; floor/ceil/trunc return ints;
 * integer functions work on big ints through the number protocol). */
#include <float.h>
#include <math.h>
#include <string.h>

#include "py.h"
#include "py_builtins.h"

/* C11 <math.h> has no K_PI etc. */
#define K_PI 3.141592653589793238462643383279502884
#define K_E 2.718281828459045235360287471352662498
#define K_LN2 0.693147180559945309417232121458176568
#define K_LN10 2.302585092994045684017991454684364208

#define MF(name) static py_Obj *m_##name(py_State *S, py_Obj *self, py_Obj *const *args, \
                                         py_ssize nargs, py_Obj *kwnames)

static py_Obj *domain_error(py_State *S) { return py_err_setstr(S, PY_T(ValueError), "math domain error"); }
static py_Obj *range_error(py_State *S) { return py_err_setstr(S, PY_T(OverflowError), "math range error"); }

static int nargs_exact(py_State *S, const char *name, py_ssize nargs, py_Obj *kwnames, py_ssize n)
{
    if (kwnames && py_tuple_len(kwnames)) {
        py_err_format(S, PY_T(TypeError), "%s() takes no keyword arguments", name);
        return -1;
    }
    if (nargs != n) {
        if (n == 1)
            py_err_format(S, PY_T(TypeError), "math.%s() takes exactly one argument (%zd given)", name, nargs);
        else
            py_err_format(S, PY_T(TypeError), "%s expected %zd arguments, got %zd", name, n, nargs);
        return -1;
    }
    return 0;
}

/* Float value of a number argument (TypeError "must be real number, not str"). */
static int arg_double(py_State *S, py_Obj *o, double *x)
{
    if (o->type == PY_T(float)) { *x = py_float_val(o); return 0; }
    if (py_isinstance_type(o, PY_T(int)) && py_int_is_small(o)) { *x = (double)py_int_small(o); return 0; }
    if (py_isinstance_type(o, PY_T(str)) || py_isinstance_type(o, PY_T(list)) ||
        py_isinstance_type(o, PY_T(tuple)) || o == S->None || py_isinstance_type(o, PY_T(dict))) {
        py_err_format(S, PY_T(TypeError), "must be real number, not %s", py_obj_typename(o));
        return -1;
    }
    return py_as_double(S, o, x);
}

/* Apply a libm function with CPython's error rules. */
static py_Obj *math_1(py_State *S, const char *name, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                      double (*f)(double), int can_overflow)
{
    double x;
    if (nargs_exact(S, name, nargs, kwnames, 1) < 0) return NULL;
    if (arg_double(S, args[0], &x) < 0) return NULL;
    double r = f(x);
    if (isnan(r) && !isnan(x)) return domain_error(S);
    if (isinf(r) && isfinite(x)) return can_overflow ? range_error(S) : domain_error(S);
    return py_float_new(S, r);
}

#define MATH1(name, cfn, ovf) MF(name) { return math_1(S, #name, args, nargs, kwnames, cfn, ovf); }
MATH1(sqrt, sqrt, 0)
MATH1(exp, exp, 1)
MATH1(exp2, exp2, 1)
MATH1(expm1, expm1, 1)
MATH1(sin, sin, 0)
MATH1(cos, cos, 0)
MATH1(tan, tan, 0)
MATH1(asin, asin, 0)
MATH1(acos, acos, 0)
MATH1(atan, atan, 0)
MATH1(sinh, sinh, 1)
MATH1(cosh, cosh, 1)
MATH1(tanh, tanh, 0)
MATH1(asinh, asinh, 0)
MATH1(acosh, acosh, 0)
MATH1(atanh, atanh, 0)
MATH1(erf, erf, 0)
MATH1(erfc, erfc, 0)
MATH1(fabs, fabs, 0)
MATH1(cbrt, cbrt, 0)
MATH1(log1p, log1p, 0)

/* natural log of a positive int of any size */
static int int_log(py_State *S, py_Obj *o, double *out)
{
    if (py_int_is_small(o)) {
        int64_t v = py_int_small(o);
        if (v <= 0) { domain_error(S); return -1; }
        *out = log((double)v);
        return 0;
    }
    py_Int *b = (py_Int *)o;
    if (b->sign < 0) { domain_error(S); return -1; }
    /* top three 30-bit digits as a double, scaled by the rest */
    uint32_t n = b->ndigits;
    double m = 0.0;
    for (uint32_t i = 0; i < 3 && i < n; i++) m = m * 1073741824.0 + (double)b->digits[n - 1 - i];
    int rest = n > 3 ? (int)(n - 3) : 0;
    *out = log(m) + (double)rest * 30.0 * K_LN2;
    return 0;
}

/* log of a number argument: ints exactly, floats through libm. */
static int log_of(py_State *S, py_Obj *o, double (*f)(double), double scale, double *out)
{
    if (py_isinstance_type(o, PY_T(int)) && !py_isinstance_type(o, PY_T(bool)) && !py_int_is_small(o)) {
        double l;
        if (int_log(S, o, &l) < 0) return -1;
        *out = f == log ? l : l / scale;
        return 0;
    }
    double x;
    if (arg_double(S, o, &x) < 0) return -1;
    if (isnan(x)) { *out = x; return 0; }
    if (x <= 0) { domain_error(S); return -1; }
    *out = f(x);
    return 0;
}

MF(log)
{
    if (kwnames && py_tuple_len(kwnames)) return py_err_setstr(S, PY_T(TypeError), "log() takes no keyword arguments");
    if (nargs < 1 || nargs > 2)
        return py_err_format(S, PY_T(TypeError), "log expected at least 1 argument, got %zd", nargs);
    double num, den;
    if (log_of(S, args[0], log, 1.0, &num) < 0) return NULL;
    if (nargs == 1) return py_float_new(S, num);
    if (log_of(S, args[1], log, 1.0, &den) < 0) return NULL;
    if (den == 0.0) return py_err_setstr(S, PY_T(ZeroDivisionError), "float division by zero");
    return py_float_new(S, num / den);
}

MF(log2)
{
    if (nargs_exact(S, "log2", nargs, kwnames, 1) < 0) return NULL;
    double r;
    if (log_of(S, args[0], log2, K_LN2, &r) < 0) return NULL;
    return py_float_new(S, r);
}

MF(log10)
{
    if (nargs_exact(S, "log10", nargs, kwnames, 1) < 0) return NULL;
    double r;
    if (log_of(S, args[0], log10, K_LN10, &r) < 0) return NULL;
    return py_float_new(S, r);
}

/* Two-argument float functions. */
static int two_doubles(py_State *S, const char *name, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                       double *x, double *y)
{
    if (nargs_exact(S, name, nargs, kwnames, 2) < 0) return -1;
    if (arg_double(S, args[0], x) < 0 || arg_double(S, args[1], y) < 0) return -1;
    return 0;
}

MF(pow)
{
    double x, y;
    if (two_doubles(S, "pow", args, nargs, kwnames, &x, &y) < 0) return NULL;
    double r = pow(x, y);
    if (isfinite(x) && isfinite(y)) {
        if (isnan(r)) return domain_error(S);
        if (isinf(r)) return x == 0.0 ? domain_error(S) : range_error(S);
    }
    return py_float_new(S, r);
}

MF(atan2)
{
    double y, x;
    if (two_doubles(S, "atan2", args, nargs, kwnames, &y, &x) < 0) return NULL;
    return py_float_new(S, atan2(y, x));
}

MF(copysign)
{
    double x, y;
    if (two_doubles(S, "copysign", args, nargs, kwnames, &x, &y) < 0) return NULL;
    return py_float_new(S, copysign(x, y));
}

MF(fmod)
{
    double x, y;
    if (two_doubles(S, "fmod", args, nargs, kwnames, &x, &y) < 0) return NULL;
    if (isinf(y) && isfinite(x)) return py_float_new(S, x);
    double r = fmod(x, y);
    if (isnan(r) && !isnan(x) && !isnan(y)) return domain_error(S);
    return py_float_new(S, r);
}

MF(remainder)
{
    double x, y;
    if (two_doubles(S, "remainder", args, nargs, kwnames, &x, &y) < 0) return NULL;
    double r = remainder(x, y);
    if (isnan(r) && !isnan(x) && !isnan(y)) return domain_error(S);
    return py_float_new(S, r);
}

MF(nextafter)
{
    double x, y;
    if (two_doubles(S, "nextafter", args, nargs, kwnames, &x, &y) < 0) return NULL;
    return py_float_new(S, nextafter(x, y));
}

MF(ulp)
{
    double x;
    if (nargs_exact(S, "ulp", nargs, kwnames, 1) < 0 || arg_double(S, args[0], &x) < 0) return NULL;
    if (isnan(x)) return py_float_new(S, x);
    x = fabs(x);
    if (isinf(x)) return py_float_new(S, x);
    double n = nextafter(x, INFINITY);
    if (isinf(n)) return py_float_new(S, x - nextafter(x, -INFINITY));
    return py_float_new(S, n - x);
}

MF(degrees)
{
    double x;
    if (nargs_exact(S, "degrees", nargs, kwnames, 1) < 0 || arg_double(S, args[0], &x) < 0) return NULL;
    return py_float_new(S, x * (180.0 / K_PI));
}

MF(radians)
{
    double x;
    if (nargs_exact(S, "radians", nargs, kwnames, 1) < 0 || arg_double(S, args[0], &x) < 0) return NULL;
    return py_float_new(S, x * (K_PI / 180.0));
}

MF(isnan)
{
    double x;
    if (nargs_exact(S, "isnan", nargs, kwnames, 1) < 0 || arg_double(S, args[0], &x) < 0) return NULL;
    return PY_BOOL(S, isnan(x));
}

MF(isinf)
{
    double x;
    if (nargs_exact(S, "isinf", nargs, kwnames, 1) < 0 || arg_double(S, args[0], &x) < 0) return NULL;
    return PY_BOOL(S, isinf(x));
}

MF(isfinite)
{
    double x;
    if (nargs_exact(S, "isfinite", nargs, kwnames, 1) < 0 || arg_double(S, args[0], &x) < 0) return NULL;
    return PY_BOOL(S, isfinite(x));
}

/* isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0) */
MF(isclose)
{
    py_Obj *a[4] = {0};
    if (py_parse_args(S, "isclose", args, nargs, kwnames, "a,b,*,rel_tol,abs_tol", a) < 0) return NULL;
    double x, y, rt = 1e-9, at = 0.0;
    if (arg_double(S, a[0], &x) < 0 || arg_double(S, a[1], &y) < 0) return NULL;
    if (a[2] && arg_double(S, a[2], &rt) < 0) return NULL;
    if (a[3] && arg_double(S, a[3], &at) < 0) return NULL;
    if (rt < 0.0 || at < 0.0) return py_err_setstr(S, PY_T(ValueError), "tolerances must be non-negative");
    if (x == y) return PY_BOOL(S, 1);
    if (isinf(x) || isinf(y)) return PY_BOOL(S, 0);
    double diff = fabs(y - x);
    return PY_BOOL(S, (diff <= fabs(rt * y)) || (diff <= fabs(rt * x)) || (diff <= at));
}

/* floor/ceil/trunc: ints as is, floats to int, else __floor__ etc. */
static py_Obj *rounding(py_State *S, const char *name, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                        py_Obj *dunder, double (*f)(double))
{
    if (nargs_exact(S, name, nargs, kwnames, 1) < 0) return NULL;
    py_Obj *o = args[0];
    if (o->type == PY_T(float)) return py_int_from_double(S, f(py_float_val(o)));
    if (o->type == PY_T(int)) return py_newref(o);
    if (o->type == PY_T(bool)) return py_int_from_i64(S, o == S->True);
    if (py_type_lookupB(o->type, dunder)) return py_call_method(S, o, dunder, NULL, 0, NULL);
    if (f == trunc)
        return py_err_format(S, PY_T(TypeError), "type %s doesn't define __trunc__ method", py_obj_typename(o));
    double x;
    if (arg_double(S, o, &x) < 0) return NULL;
    return py_int_from_double(S, f(x));
}

MF(floor) { return rounding(S, "floor", args, nargs, kwnames, S->id.__floor__, floor); }
MF(ceil) { return rounding(S, "ceil", args, nargs, kwnames, S->id.__ceil__, ceil); }
MF(trunc) { return rounding(S, "trunc", args, nargs, kwnames, S->id.__trunc__, trunc); }

MF(modf)
{
    double x, ip;
    if (nargs_exact(S, "modf", nargs, kwnames, 1) < 0 || arg_double(S, args[0], &x) < 0) return NULL;
    double fp = modf(x, &ip);
    if (isinf(x)) fp = copysign(0.0, x);
    py_Obj *a = py_float_new(S, fp), *b = a ? py_float_new(S, ip) : NULL;
    py_Obj *t = b ? py_tuple_pack(S, 2, a, b) : NULL;
    py_xdecref(S, a);
    py_xdecref(S, b);
    return t;
}

MF(frexp)
{
    double x;
    int e = 0;
    if (nargs_exact(S, "frexp", nargs, kwnames, 1) < 0 || arg_double(S, args[0], &x) < 0) return NULL;
    double m = (isnan(x) || isinf(x) || x == 0.0) ? x : frexp(x, &e);
    py_Obj *a = py_float_new(S, m), *b = a ? py_int_from_i64(S, e) : NULL;
    py_Obj *t = b ? py_tuple_pack(S, 2, a, b) : NULL;
    py_xdecref(S, a);
    py_xdecref(S, b);
    return t;
}

MF(ldexp)
{
    double x;
    if (nargs_exact(S, "ldexp", nargs, kwnames, 2) < 0 || arg_double(S, args[0], &x) < 0) return NULL;
    if (py_isinstance_type(args[1], PY_T(float)))
        return py_err_setstr(S, PY_T(TypeError), "Expected an int as second argument to ldexp.");
    py_Obj *i = py_index(S, args[1]);
    if (!i) return NULL;
    int64_t e;
    if (py_int_is_small(i)) e = py_int_small(i);
    else e = py_int_sign(i) > 0 ? INT32_MAX : INT32_MIN;
    py_decref(S, i);
    if (e > 100000) e = 100000;
    if (e < -100000) e = -100000;
    if (x == 0.0 || !isfinite(x)) return py_float_new(S, x);
    double r = ldexp(x, (int)e);
    if (isinf(r)) return range_error(S);
    return py_float_new(S, r);
}

/* ------------------------------------------------------ accurate sums */

/* sqrt of the sum of squares of v[0..n), correctly rounded in practice:
 * scaled by the largest magnitude, squares accumulated in double-double,
 * one Newton correction on the square root. */
static double vector_norm(const double *v, py_ssize n, double maxv, bool found_nan)
{
    if (isinf(maxv)) return maxv;
    if (found_nan) return NAN;
    if (maxv == 0.0 || n <= 1) return maxv;
    int e;
    frexp(maxv, &e);
    double hi = 0.0, lo = 0.0;
    for (py_ssize i = 0; i < n; i++) {
        double x = ldexp(fabs(v[i]), -e);
        double sq = x * x, err = fma(x, x, -sq);
        double s = hi + sq, bb = s - hi;
        lo += ((hi - (s - bb)) + (sq - bb)) + err;
        hi = s;
    }
    double s = hi + lo;
    lo = lo - (s - hi);
    hi = s;
    double h = sqrt(hi);
    double r = fma(-h, h, hi) + lo;
    h += r / (2.0 * h);
    return ldexp(h, e);
}

MF(hypot)
{
    if (kwnames && py_tuple_len(kwnames)) return py_err_setstr(S, PY_T(TypeError), "hypot() takes no keyword arguments");
    double small[16], *v = small;
    if (nargs > 16) {
        v = py_malloc(S, sizeof(double) * (size_t)nargs);
        if (!v) return NULL;
    }
    double maxv = 0.0;
    bool nan_ = false;
    py_Obj *r = NULL;
    for (py_ssize i = 0; i < nargs; i++) {
        if (arg_double(S, args[i], &v[i]) < 0) goto done;
        double a = fabs(v[i]);
        if (isnan(a)) nan_ = true;
        else if (a > maxv) maxv = a;
    }
    r = py_float_new(S, vector_norm(v, nargs, maxv, nan_));
done:
    if (v != small) py_free(S, v, sizeof(double) * (size_t)nargs);
    return r;
}

MF(dist)
{
    if (nargs_exact(S, "dist", nargs, kwnames, 2) < 0) return NULL;
    py_Obj *p = py_seq_tuple(S, args[0]);
    if (!p) return NULL;
    py_Obj *q = py_seq_tuple(S, args[1]);
    if (!q) { py_decref(S, p); return NULL; }
    py_Obj *r = NULL;
    py_ssize n = py_tuple_len(p);
    double *v = NULL;
    if (n != py_tuple_len(q)) {
        py_err_setstr(S, PY_T(ValueError), "both points must have the same number of dimensions");
        goto done;
    }
    v = py_malloc(S, sizeof(double) * (size_t)(n ? n : 1));
    if (!v) goto done;
    double maxv = 0.0;
    bool nan_ = false;
    for (py_ssize i = 0; i < n; i++) {
        double a, b;
        if (arg_double(S, py_tuple_getB(p, i), &a) < 0 || arg_double(S, py_tuple_getB(q, i), &b) < 0) goto done;
        v[i] = fabs(a - b);
        if (isnan(v[i])) nan_ = true;
        else if (v[i] > maxv) maxv = v[i];
    }
    r = py_float_new(S, vector_norm(v, n, maxv, nan_));
done:
    if (v) py_free(S, v, sizeof(double) * (size_t)(n ? n : 1));
    py_decref(S, p);
    py_decref(S, q);
    return r;
}

/* fsum: exact sum with Shewchuk's partials, then half-even correction. */
MF(fsum)
{
    if (nargs_exact(S, "fsum", nargs, kwnames, 1) < 0) return NULL;
    py_Obj *it = py_iter(S, args[0]);
    if (!it) return NULL;
    size_t cap = 32, np = 0;
    double *p = py_malloc(S, cap * sizeof(double));
    if (!p) { py_decref(S, it); return NULL; }
    double special = 0.0, inf_sum = 0.0;
    py_Obj *item, *res = NULL;
    while ((item = py_next(S, it))) {
        double x;
        int rc = arg_double(S, item, &x);
        py_decref(S, item);
        if (rc < 0) goto done;
        double xsave = x;
        size_t i = 0;
        for (size_t j = 0; j < np; j++) {
            double y = p[j];
            if (fabs(x) < fabs(y)) { double t = x; x = y; y = t; }
            double hi = x + y, lo = y - (hi - x);
            if (lo != 0.0) p[i++] = lo;
            x = hi;
        }
        np = i;
        if (x != 0.0) {
            if (!isfinite(x)) {
                if (isfinite(xsave)) {
                    py_err_setstr(S, PY_T(OverflowError), "intermediate overflow in fsum");
                    goto done;
                }
                if (isinf(xsave)) inf_sum += xsave;
                special += xsave;
                np = 0;
            } else {
                if (np + 1 > cap) {
                    double *q = py_realloc(S, p, cap * sizeof(double), cap * 2 * sizeof(double));
                    if (!q) goto done;
                    p = q;
                    cap *= 2;
                }
                p[np++] = x;
            }
        }
    }
    if (py_err_occurred(S)) goto done;
    if (special != 0.0) {
        if (isnan(inf_sum)) py_err_setstr(S, PY_T(ValueError), "-inf + inf in fsum");
        else res = py_float_new(S, special);
        goto done;
    }
    double hi = 0.0;
    if (np > 0) {
        size_t n = np;
        double lo = 0.0;
        hi = p[--n];
        while (n > 0) {
            double x = hi, y = p[--n];
            hi = x + y;
            double yr = hi - x;
            lo = y - yr;
            if (lo != 0.0) break;
        }
        if (n > 0 && ((lo < 0.0 && p[n - 1] < 0.0) || (lo > 0.0 && p[n - 1] > 0.0))) {
            double y = lo * 2.0, x = hi + y, yr = x - hi;
            if (y == yr) hi = x;
        }
    }
    res = py_float_new(S, hi);
done:
    py_free(S, p, cap * sizeof(double));
    py_decref(S, it);
    return res;
}

/* prod(iterable, *, start=1) */
MF(prod)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "prod", args, nargs, kwnames, "iterable,*,start", a) < 0) return NULL;
    py_Obj *acc = a[1] ? py_newref(a[1]) : py_int_from_i64(S, 1);
    if (!acc) return NULL;
    py_Obj *it = py_iter(S, a[0]);
    if (!it) { py_decref(S, acc); return NULL; }
    py_Obj *item;
    while ((item = py_next(S, it))) {
        py_Obj *r = py_binop(S, acc, item, PY_OP_MUL);
        py_decref(S, item);
        py_setref(S, &acc, r);
        if (!acc) break;
    }
    py_decref(S, it);
    if (py_err_occurred(S)) { py_xdecref(S, acc); return NULL; }
    return acc;
}

/* -------------------------------------------------------- integer math */

static py_Obj *int_arg(py_State *S, py_Obj *o)
{
    return py_index(S, o);
}

static py_Obj *mul_steal(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!a || !b) { py_xdecref(S, a); py_xdecref(S, b); return NULL; }
    py_Obj *r = py_binop(S, a, b, PY_OP_MUL);
    py_decref(S, a);
    py_decref(S, b);
    return r;
}

MF(factorial)
{
    if (nargs_exact(S, "factorial", nargs, kwnames, 1) < 0) return NULL;
    py_Obj *n = int_arg(S, args[0]);
    if (!n) return NULL;
    if (py_int_sign(n) < 0) {
        py_decref(S, n);
        return py_err_setstr(S, PY_T(ValueError), "factorial() not defined for negative values");
    }
    if (!py_int_is_small(n) || py_int_small(n) > 100000) {
        py_decref(S, n);
        return py_err_setstr(S, PY_T(OverflowError), "factorial() argument should not exceed 100000");
    }
    int64_t k = py_int_small(n);
    py_decref(S, n);
    py_Obj *acc = py_int_from_i64(S, 1);
    uint64_t chunk = 1;
    for (int64_t i = 2; i <= k && acc; i++) {
        uint64_t t;
        if (__builtin_mul_overflow(chunk, (uint64_t)i, &t)) {
            acc = mul_steal(S, acc, py_int_from_u64(S, chunk));
            chunk = (uint64_t)i;
        } else
            chunk = t;
        if (((i & 255) == 0) && py_charge(S, 1) < 0) { py_xdecref(S, acc); return NULL; }
    }
    return acc ? mul_steal(S, acc, py_int_from_u64(S, chunk)) : NULL;
}

static int64_t gcd64(int64_t a, int64_t b)
{
    uint64_t x = a < 0 ? (uint64_t)0 - (uint64_t)a : (uint64_t)a;
    uint64_t y = b < 0 ? (uint64_t)0 - (uint64_t)b : (uint64_t)b;
    while (y) { uint64_t t = x % y; x = y; y = t; }
    return (int64_t)x;   /* may wrap only for gcd(INT64_MIN, 0) */
}

/* gcd of two ints (new ref), big ints by Euclid through the number protocol */
static py_Obj *gcd2(py_State *S, py_Obj *a, py_Obj *b)
{
    if (py_int_is_small(a) && py_int_is_small(b) && py_int_small(a) != INT64_MIN && py_int_small(b) != INT64_MIN)
        return py_int_from_i64(S, gcd64(py_int_small(a), py_int_small(b)));
    py_Obj *x = py_abs(S, a), *y = x ? py_abs(S, b) : NULL;
    if (!y) { py_xdecref(S, x); return NULL; }
    while (py_int_sign(y) != 0) {
        py_Obj *t = py_binop(S, x, y, PY_OP_MOD);
        if (!t) { py_decref(S, x); py_decref(S, y); return NULL; }
        py_decref(S, x);
        x = y;
        y = t;
    }
    py_decref(S, y);
    return x;
}

MF(gcd)
{
    if (kwnames && py_tuple_len(kwnames)) return py_err_setstr(S, PY_T(TypeError), "gcd() takes no keyword arguments");
    py_Obj *acc = py_int_from_i64(S, 0);
    for (py_ssize i = 0; i < nargs && acc; i++) {
        py_Obj *v = int_arg(S, args[i]);
        if (!v) { py_decref(S, acc); return NULL; }
        py_Obj *g = gcd2(S, acc, v);
        py_decref(S, v);
        py_setref(S, &acc, g);
    }
    return acc;
}

MF(lcm)
{
    if (kwnames && py_tuple_len(kwnames)) return py_err_setstr(S, PY_T(TypeError), "lcm() takes no keyword arguments");
    py_Obj *acc = py_int_from_i64(S, 1);
    for (py_ssize i = 0; i < nargs && acc; i++) {
        py_Obj *v = int_arg(S, args[i]);
        if (!v) { py_decref(S, acc); return NULL; }
        if (py_int_sign(v) == 0 || py_int_sign(acc) == 0) {
            py_decref(S, v);
            py_setref(S, &acc, py_int_from_i64(S, 0));
            continue;
        }
        py_Obj *g = gcd2(S, acc, v);
        py_Obj *q = g ? py_binop(S, acc, g, PY_OP_FLOORDIV) : NULL;
        py_xdecref(S, g);
        py_Obj *m = q ? py_binop(S, q, v, PY_OP_MUL) : NULL;
        py_xdecref(S, q);
        py_decref(S, v);
        py_Obj *a = m ? py_abs(S, m) : NULL;
        py_xdecref(S, m);
        py_setref(S, &acc, a);
    }
    return acc;
}

/* comb(n, k) / perm(n, k): exact products through the number protocol. */
static py_Obj *comb_perm(py_State *S, const char *name, py_Obj *const *args, py_ssize nargs,
                         py_Obj *kwnames, bool comb)
{
    if (kwnames && py_tuple_len(kwnames))
        return py_err_format(S, PY_T(TypeError), "%s() takes no keyword arguments", name);
    if (comb ? nargs != 2 : (nargs < 1 || nargs > 2))
        return py_err_format(S, PY_T(TypeError), comb ? "comb expected 2 arguments, got %zd"
                                                       : "perm expected at most 2 arguments, got %zd", nargs);
    py_Obj *n = int_arg(S, args[0]);
    if (!n) return NULL;
    py_Obj *k = (nargs == 2 && args[1] != S->None) ? int_arg(S, args[1]) : py_newref(n);
    if (!k) { py_decref(S, n); return NULL; }
    py_Obj *r = NULL;
    if (py_int_sign(n) < 0) { py_err_setstr(S, PY_T(ValueError), "n must be a non-negative integer"); goto done; }
    if (py_int_sign(k) < 0) { py_err_setstr(S, PY_T(ValueError), "k must be a non-negative integer"); goto done; }
    if (!py_int_is_small(k)) { py_err_format(S, PY_T(OverflowError), "%s() k is too large", name); goto done; }
    int64_t kk = py_int_small(k);
    int c = py_richcompare_bool(S, k, n, PY_GT);
    if (c < 0) goto done;
    if (c) { r = py_int_from_i64(S, 0); goto done; }
    if (comb && py_int_is_small(n) && py_int_small(n) - kk < kk) kk = py_int_small(n) - kk;
    r = py_int_from_i64(S, 1);
    for (int64_t i = 0; i < kk && r; i++) {
        py_Obj *iv = py_int_from_i64(S, i);
        py_Obj *f = iv ? py_binop(S, n, iv, PY_OP_SUB) : NULL;
        py_xdecref(S, iv);
        r = mul_steal(S, r, f);
        if (r && comb) {
            py_Obj *d = py_int_from_i64(S, i + 1);
            py_Obj *q = d ? py_binop(S, r, d, PY_OP_FLOORDIV) : NULL;
            py_xdecref(S, d);
            py_setref(S, &r, q);
        }
        if (((i & 255) == 0) && py_charge(S, 1) < 0) { py_xdecref(S, r); r = NULL; }
    }
done:
    py_decref(S, n);
    py_decref(S, k);
    return r;
}

MF(comb) { return comb_perm(S, "comb", args, nargs, kwnames, true); }
MF(perm) { return comb_perm(S, "perm", args, nargs, kwnames, false); }

MF(isqrt)
{
    if (nargs_exact(S, "isqrt", nargs, kwnames, 1) < 0) return NULL;
    py_Obj *n = int_arg(S, args[0]);
    if (!n) return NULL;
    if (py_int_sign(n) < 0) {
        py_decref(S, n);
        return py_err_setstr(S, PY_T(ValueError), "isqrt() argument must be nonnegative");
    }
    if (py_int_is_small(n)) {
        uint64_t v = (uint64_t)py_int_small(n);
        py_decref(S, n);
        uint64_t r = (uint64_t)sqrt((double)v);
        while (r > 0 && (r > UINT32_MAX || r * r > v)) r--;
        while ((r + 1) <= UINT32_MAX && (r + 1) * (r + 1) <= v) r++;
        return py_int_from_u64(S, r);
    }
    /* Newton from above: x = 2^ceil(bits/2) */
    py_Obj *blname = py_intern(S, "bit_length");
    py_Obj *bl = blname ? py_call_method(S, n, blname, NULL, 0, NULL) : NULL;
    if (!bl) { py_decref(S, n); return NULL; }
    int64_t bits = py_int_small(bl);
    py_decref(S, bl);
    py_Obj *one = py_int_from_i64(S, 1), *sh = py_int_from_i64(S, (bits + 1) / 2);
    py_Obj *x = (one && sh) ? py_binop(S, one, sh, PY_OP_LSHIFT) : NULL;
    py_xdecref(S, one);
    py_xdecref(S, sh);
    while (x) {
        py_Obj *q = py_binop(S, n, x, PY_OP_FLOORDIV);
        py_Obj *s = q ? py_binop(S, x, q, PY_OP_ADD) : NULL;
        py_xdecref(S, q);
        py_Obj *two = py_int_from_i64(S, 1);
        py_Obj *y = (s && two) ? py_binop(S, s, two, PY_OP_RSHIFT) : NULL;
        py_xdecref(S, s);
        py_xdecref(S, two);
        if (!y) { py_decref(S, x); x = NULL; break; }
        int lt = py_richcompare_bool(S, y, x, PY_LT);
        if (lt <= 0) { py_decref(S, y); if (lt < 0) { py_decref(S, x); x = NULL; } break; }
        py_setref(S, &x, y);
    }
    py_decref(S, n);
    return x;
}

/* gamma/lgamma through libm (may differ from CPython's own Lanczos
 * implementation in the last bit). */
MF(gamma)
{
    double x;
    if (nargs_exact(S, "gamma", nargs, kwnames, 1) < 0 || arg_double(S, args[0], &x) < 0) return NULL;
    if (isnan(x)) return py_float_new(S, x);
    if (isinf(x)) {
        if (x > 0) return py_float_new(S, x);
        return domain_error(S);
    }
    if (x == 0.0 || (x < 0 && x == floor(x))) return domain_error(S);
    double r = tgamma(x);
    if (isinf(r)) return range_error(S);
    return py_float_new(S, r);
}

MF(lgamma)
{
    double x;
    if (nargs_exact(S, "lgamma", nargs, kwnames, 1) < 0 || arg_double(S, args[0], &x) < 0) return NULL;
    if (isnan(x)) return py_float_new(S, x);
    if (isinf(x)) return py_float_new(S, INFINITY);
    if (x <= 0 && x == floor(x)) return domain_error(S);
    double r = lgamma(x);
    if (isinf(r)) return range_error(S);
    return py_float_new(S, r);
}

static const py_MethodDef math_funcs[] = {
#define E(n) {#n, m_##n, PY_METH_STATIC},
    E(sqrt) E(exp) E(exp2) E(expm1) E(sin) E(cos) E(tan) E(asin) E(acos) E(atan)
    E(sinh) E(cosh) E(tanh) E(asinh) E(acosh) E(atanh) E(erf) E(erfc) E(fabs) E(cbrt)
    E(log) E(log2) E(log10) E(log1p) E(pow) E(atan2) E(copysign) E(fmod) E(remainder)
    E(nextafter) E(ulp) E(degrees) E(radians) E(isnan) E(isinf) E(isfinite) E(isclose)
    E(floor) E(ceil) E(trunc) E(modf) E(frexp) E(ldexp) E(hypot) E(dist) E(fsum) E(prod)
    E(factorial) E(gcd) E(lcm) E(comb) E(perm) E(isqrt) E(gamma) E(lgamma)
#undef E
    {NULL, NULL, 0}
};

static int math_init(py_State *S, py_Obj *m)
{
    static const struct { const char *n; double v; } consts[] = {
        {"pi", K_PI}, {"e", K_E}, {"tau", 2 * K_PI}, {"inf", INFINITY}, {"nan", NAN}, {NULL, 0}
    };
    for (int i = 0; consts[i].n; i++) {
        py_Obj *f = py_float_new(S, consts[i].v);
        if (!f) return -1;
        int r = py_module_add(S, m, consts[i].n, f);
        py_decref(S, f);
        if (r < 0) return -1;
    }
    return 0;
}

const py_ModuleDef py_moddef_math = {"math", math_funcs, math_init};
