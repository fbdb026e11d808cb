/* py_mod_cmath.c — the cmath module with CPython 3.13's values: branch cuts
 * and signed zeros as C99 Annex G describes them, the overflow-avoiding
 * formulas for large and tiny arguments, and its errors ("math domain
 * error" ValueError, "math range error" OverflowError). Finite arguments use
 * our own formulas. For infinite and nan ones, sqrt, exp, log and the
 * hyperbolic functions go to <complex.h> (C99 Annex G values, as CPython
 * tabulates them, with CPython's choice coded where C99 leaves a sign open);
 * the inverse functions code their special values here, since musl (the
 * WASM libc) gets them wrong. */
#include <complex.h>
#include <float.h>
#include <math.h>
#include <string.h>

#include "py.h"
#include "py_builtins.h"
#include "py_complex.h"

#define K_PI 3.141592653589793238462643383279502884
#define K_E 2.718281828459045235360287471352662498
#define K_LN2 0.693147180559945309417232121458176568
#define K_LN10 2.302585092994045684017991454684364208

/* Beyond LARGE, x*x or hypot may overflow; below SQRT_MIN, y*y underflows. */
#define LARGE (DBL_MAX / 4.0)
#define SQRT_LARGE 6.703903964971298e+153  /* sqrt(DBL_MAX / 4) */
#define LOG_LARGE 708.3964185322641        /* log(DBL_MAX / 4) */
#define SQRT_MIN 1.4916681462400413e-154   /* sqrt(DBL_MIN) */

typedef struct { double re, im; } cx;
enum { OK, EDOM_, ERANGE_ };  /* the error a function reports */

static cx mk(double re, double im) { cx z = {re, im}; return z; }
static int finite2(cx z) { return isfinite(z.re) && isfinite(z.im); }
static cx from_c(double complex c) { return mk(creal(c), cimag(c)); }
/* C11 lays a double complex out as double[2]; CMPLX itself is missing
 * with some compilers (clang 14 on glibc), and re + im*I loses -0.0 / inf. */
static double complex to_c(cx z)
{
    union { double complex c; double p[2]; } u;
    u.p[0] = z.re;
    u.p[1] = z.im;
    return u.c;
}

static cx c_sqrt(cx z, int *err)
{
    if (!finite2(z)) return from_c(csqrt(to_c(z)));
    if (z.re == 0.0 && z.im == 0.0) return mk(0.0, z.im);
    double ax = fabs(z.re), ay = fabs(z.im), s;
    if (ax < DBL_MIN && ay < DBL_MIN) {
        /* subnormal: scale up by 2**53 first, the root down by 2**27 (53 is odd: one more) */
        ax = ldexp(ax, 53);
        s = ldexp(sqrt(ax + hypot(ax, ldexp(ay, 53))), -27);
    } else {
        ax /= 8.0;
        s = 2.0 * sqrt(ax + hypot(ax, ay / 8.0));
    }
    double d = ay / (2.0 * s);
    if (z.re >= 0.0) return mk(s, copysign(d, z.im));
    return mk(d, copysign(s, z.im));
}

static cx c_log(cx z, int *err)
{
    if (!finite2(z)) return from_c(clog(to_c(z)));
    double ax = fabs(z.re), ay = fabs(z.im), re;
    if (ax > LARGE || ay > LARGE) {
        re = log(hypot(ax / 2.0, ay / 2.0)) + K_LN2;
    } else if (ax < DBL_MIN && ay < DBL_MIN) {
        if (ax > 0.0 || ay > 0.0) {
            re = log(hypot(ldexp(ax, DBL_MANT_DIG), ldexp(ay, DBL_MANT_DIG))) - DBL_MANT_DIG * K_LN2;
        } else {
            *err = EDOM_;
            re = -INFINITY;
        }
    } else {
        double h = hypot(ax, ay);
        if (0.71 <= h && h <= 1.73) {
            double am = ax > ay ? ax : ay, an = ax > ay ? ay : ax;
            re = log1p((am - 1) * (am + 1) + an * an) / 2.0;
        } else {
            re = log(h);
        }
    }
    return mk(re, atan2(z.im, z.re));
}

static cx c_log10(cx z, int *err)
{
    cx r = c_log(z, err);
    return mk(r.re / K_LN10, r.im / K_LN10);
}

static cx c_exp(cx z, int *err)
{
    if (!finite2(z)) {
        if (isinf(z.im) && (isfinite(z.re) || (isinf(z.re) && z.re > 0))) *err = EDOM_;
        if (z.re == -INFINITY && !isfinite(z.im)) return mk(0.0, 0.0);
        return from_c(cexp(to_c(z)));
    }
    cx r;
    if (z.re > LOG_LARGE) {
        double l = exp(z.re - 1.0);
        r = mk(l * cos(z.im) * K_E, l * sin(z.im) * K_E);
    } else {
        double l = exp(z.re);
        r = mk(l * cos(z.im), l * sin(z.im));
    }
    if (isinf(r.re) || isinf(r.im)) *err = ERANGE_;
    return r;
}

static cx c_cosh(cx z, int *err)
{
    if (!finite2(z)) {
        if (isinf(z.im) && !isnan(z.re)) *err = EDOM_;
        if (isnan(z.re) && z.im == 0.0) return mk(NAN, 0.0);
        if (z.re == 0.0 && isinf(z.im)) return mk(NAN, 0.0);
        return from_c(ccosh(to_c(z)));
    }
    cx r;
    if (fabs(z.re) > LOG_LARGE) {
        double xm1 = z.re - copysign(1.0, z.re);
        r = mk(cos(z.im) * cosh(xm1) * K_E, sin(z.im) * sinh(xm1) * K_E);
    } else {
        r = mk(cos(z.im) * cosh(z.re), sin(z.im) * sinh(z.re));
    }
    if (isinf(r.re) || isinf(r.im)) *err = ERANGE_;
    return r;
}

static cx c_sinh(cx z, int *err)
{
    if (!finite2(z)) {
        if (isinf(z.im) && !isnan(z.re)) *err = EDOM_;
        if (z.re == 0.0 && !isfinite(z.im)) return mk(0.0, NAN);
        return from_c(csinh(to_c(z)));
    }
    cx r;
    if (fabs(z.re) > LOG_LARGE) {
        double xm1 = z.re - copysign(1.0, z.re);
        r = mk(cos(z.im) * sinh(xm1) * K_E, sin(z.im) * cosh(xm1) * K_E);
    } else {
        r = mk(cos(z.im) * sinh(z.re), sin(z.im) * cosh(z.re));
    }
    if (isinf(r.re) || isinf(r.im)) *err = ERANGE_;
    return r;
}

static cx c_tanh(cx z, int *err)
{
    if (!finite2(z)) {
        if (isinf(z.im) && isfinite(z.re)) *err = EDOM_;
        if (isinf(z.re) && !isnan(z.im)) return mk(copysign(1.0, z.re), isinf(z.im) ? 0.0 : copysign(0.0, sin(2 * z.im)));
        if (z.re == 0.0 && isnan(z.im)) return mk(NAN, NAN);
        return from_c(ctanh(to_c(z)));
    }
    if (fabs(z.re) > LOG_LARGE)
        return mk(copysign(1.0, z.re), 4.0 * sin(z.im) * cos(z.im) * exp(-2.0 * fabs(z.re)));
    double tx = tanh(z.re), ty = tan(z.im), cx_ = 1.0 / cosh(z.re);
    double txty = tx * ty, denom = 1.0 + txty * txty;
    return mk(tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx_) * cx_);
}

static cx c_asinh(cx z, int *err)
{
    if (!finite2(z)) {
        double x = z.re, y = z.im;
        if (isinf(x)) return mk(x, isnan(y) ? y : isinf(y) ? copysign(K_PI / 4, y) : copysign(0.0, y));
        if (isnan(x)) return isinf(y) ? mk(INFINITY, NAN) : mk(NAN, y == 0.0 ? y : NAN);
        return isinf(y) ? mk(copysign(INFINITY, x), copysign(K_PI / 2, y)) : mk(NAN, NAN);
    }
    double x = z.re, y = z.im;
    if (fabs(x) > LARGE || fabs(y) > LARGE) {
        double l = log(hypot(x / 2.0, y / 2.0)) + 2.0 * K_LN2;
        return mk(y >= 0 ? copysign(l, x) : -copysign(l, -x), atan2(y, fabs(x)));
    }
    cx s1 = c_sqrt(mk(1.0 + y, -x), err), s2 = c_sqrt(mk(1.0 - y, x), err);
    return mk(asinh(s1.re * s2.im - s2.re * s1.im), atan2(y, s2.re * s1.re - s2.im * s1.im));
}

static cx c_acosh(cx z, int *err)
{
    if (!finite2(z)) {
        double x = z.re, y = z.im;
        if (isinf(x)) {
            if (isnan(y)) return mk(INFINITY, NAN);
            double a = x > 0 ? (isinf(y) ? K_PI / 4 : 0.0) : (isinf(y) ? 3 * K_PI / 4 : K_PI);
            return mk(INFINITY, copysign(a, y));
        }
        if (isinf(y)) return mk(INFINITY, isnan(x) ? NAN : copysign(K_PI / 2, y));
        return mk(NAN, NAN);
    }
    double x = z.re, y = z.im;
    if (fabs(x) > LARGE || fabs(y) > LARGE)
        return mk(log(hypot(x / 2.0, y / 2.0)) + 2.0 * K_LN2, atan2(y, x));
    cx s1 = c_sqrt(mk(x - 1.0, y), err), s2 = c_sqrt(mk(x + 1.0, y), err);
    return mk(asinh(s1.re * s2.re + s1.im * s2.im), 2.0 * atan2(s1.im, s2.re));
}

static cx c_acos(cx z, int *err)
{
    if (!finite2(z)) {
        double x = z.re, y = z.im;
        if (isinf(x)) {
            if (isnan(y)) return mk(NAN, INFINITY);
            double a = x > 0 ? (isinf(y) ? K_PI / 4 : 0.0) : (isinf(y) ? 3 * K_PI / 4 : K_PI);
            return mk(a, -copysign(INFINITY, y));
        }
        if (isinf(y)) return mk(isnan(x) ? NAN : K_PI / 2, -copysign(INFINITY, y));
        return mk(x == 0.0 ? K_PI / 2 : NAN, NAN);
    }
    double x = z.re, y = z.im;
    if (fabs(x) > LARGE || fabs(y) > LARGE) {
        double l = log(hypot(x / 2.0, y / 2.0)) + 2.0 * K_LN2;
        return mk(atan2(fabs(y), x), x < 0 ? -copysign(l, y) : copysign(l, -y));
    }
    cx s1 = c_sqrt(mk(1.0 - x, -y), err), s2 = c_sqrt(mk(1.0 + x, y), err);
    return mk(2.0 * atan2(s1.re, s2.re), asinh(s2.re * s1.im - s2.im * s1.re));
}

static cx c_atanh(cx z, int *err)
{
    if (!finite2(z)) {
        double x = z.re, y = z.im;
        if (isinf(y)) return mk(isnan(x) ? 0.0 : copysign(0.0, x), copysign(K_PI / 2, y));
        if (isinf(x)) return mk(copysign(0.0, x), isnan(y) ? y : copysign(K_PI / 2, y));
        return mk(x == 0.0 ? x : NAN, NAN);
    }
    if (z.re < 0) {
        cx r = c_atanh(mk(-z.re, -z.im), err);
        return mk(-r.re, -r.im);
    }
    double x = z.re, y = z.im, ay = fabs(y);
    if (x > SQRT_LARGE || ay > SQRT_LARGE) {
        double h = hypot(x / 2.0, y / 2.0);
        return mk(x / 4.0 / h / h, -copysign(K_PI / 2.0, -y));
    }
    if (x == 1.0 && ay < SQRT_MIN) {
        if (ay == 0.0) {
            *err = EDOM_;
            return mk(INFINITY, y);
        }
        return mk(-log(sqrt(ay) / sqrt(hypot(ay, 2.0))), copysign(atan2(2.0, -ay) / 2.0, y));
    }
    return mk(log1p(4.0 * x / ((1 - x) * (1 - x) + ay * ay)) / 4.0,
              -atan2(-2.0 * y, (1 - x) * (1 + x) - ay * ay) / 2.0);
}

/* The circular functions through the hyperbolic ones: f(z) = -i g(iz). */
static cx rot_in(cx z) { return mk(-z.im, z.re); }
static cx rot_out(cx s) { return mk(s.im, -s.re); }
static cx c_asin(cx z, int *err) { return rot_out(c_asinh(rot_in(z), err)); }
static cx c_atan(cx z, int *err) { return rot_out(c_atanh(rot_in(z), err)); }
static cx c_sin(cx z, int *err) { return rot_out(c_sinh(rot_in(z), err)); }
static cx c_tan(cx z, int *err) { return rot_out(c_tanh(rot_in(z), err)); }
static cx c_cos(cx z, int *err) { return c_cosh(rot_in(z), err); }

/* ------------------------------------------------------------ arguments */

static int nargs_exact(py_State *S, const char *name, py_ssize nargs, py_Obj *kwnames, py_ssize n)
{
    if (kwnames && py_tuple_len(kwnames)) {
        py_err_format(S, PY_T(TypeError), "%s() takes no keyword arguments", name);
        return -1;
    }
    if (nargs == n) return 0;
    if (n == 1)
        py_err_format(S, PY_T(TypeError), "cmath.%s() takes exactly one argument (%zd given)", name, nargs);
    else
        py_err_format(S, PY_T(TypeError), "%s expected %zd arguments, got %zd", name, n, nargs);
    return -1;
}

static bool is_number(py_State *S, py_Obj *o)
{
    if (py_is_complex(o) || py_isinstance_type(o, PY_T(float)) || py_isinstance_type(o, PY_T(int))) return true;
    if (o->type->nb_float || o->type->nb_index) return true;
    py_Obj *f = py_getattr_opt(S, (py_Obj *)o->type, py_intern(S, "__complex__"));
    if (f) { py_decref(S, f); return true; }
    return false;
}

static int arg_cx(py_State *S, py_Obj *o, cx *z)
{
    if (!is_number(S, o)) {
        if (S->exc) return -1;
        py_err_format(S, PY_T(TypeError), "must be real number, not %s", py_obj_typename(o));
        return -1;
    }
    return py_complex_parts(S, o, &z->re, &z->im);
}

static int arg_real(py_State *S, py_Obj *o, double *x)
{
    if (py_is_complex(o) || !is_number(S, o)) {
        if (S->exc) return -1;
        py_err_format(S, PY_T(TypeError), "must be real number, not %s", py_obj_typename(o));
        return -1;
    }
    return py_as_double(S, o, x);
}

static py_Obj *result(py_State *S, cx r, int err)
{
    if (err == EDOM_) return py_err_setstr(S, PY_T(ValueError), "math domain error");
    if (err == ERANGE_) return py_err_setstr(S, PY_T(OverflowError), "math range error");
    return py_complex_new(S, r.re, r.im);
}

static py_Obj *cmath_1(py_State *S, const char *name, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                       cx (*f)(cx, int *))
{
    cx z;
    if (nargs_exact(S, name, nargs, kwnames, 1) < 0 || arg_cx(S, args[0], &z) < 0) return NULL;
    int err = OK;
    cx r = f(z, &err);
    return result(S, r, err);
}

#define CF(name) static py_Obj *cm_##name(py_State *S, py_Obj *self, py_Obj *const *args, \
                                          py_ssize nargs, py_Obj *kwnames)
#define ONE(name) CF(name) { return cmath_1(S, #name, args, nargs, kwnames, c_##name); }
ONE(sqrt) ONE(exp) ONE(log10) ONE(sin) ONE(cos) ONE(tan) ONE(asin) ONE(acos) ONE(atan)
ONE(sinh) ONE(cosh) ONE(tanh) ONE(asinh) ONE(acosh) ONE(atanh)

/* log(z[, base]): log(z) / log(base) by complex division. */
CF(log)
{
    if (kwnames && py_tuple_len(kwnames)) return py_err_format(S, PY_T(TypeError), "log() takes no keyword arguments");
    if (nargs < 1 || nargs > 2)
        return py_err_format(S, PY_T(TypeError), nargs < 1 ? "log expected at least 1 argument, got %zd"
                                                           : "log expected at most 2 arguments, got %zd", nargs);
    cx z, b;
    if (arg_cx(S, args[0], &z) < 0 || (nargs == 2 && arg_cx(S, args[1], &b) < 0)) return NULL;
    int err = OK;
    cx r = c_log(z, &err);
    if (nargs == 2) {
        /* as CPython: only the base's logarithm and the division can fail */
        err = OK;
        cx d = c_log(b, &err);
        if (err == OK) {
            py_Obj *n = py_complex_new(S, r.re, r.im), *q = n ? py_complex_new(S, d.re, d.im) : NULL;
            py_Obj *v = q ? py_binop(S, n, q, PY_OP_TRUEDIV) : NULL;
            py_xdecref(S, n);
            py_xdecref(S, q);
            if (!v) {
                if (py_err_matches(S, PY_T(ZeroDivisionError))) {
                    py_err_clear(S);
                    return py_err_setstr(S, PY_T(ValueError), "math domain error");
                }
                return NULL;
            }
            return v;
        }
    }
    return result(S, r, err);
}

/* atan2 as CPython sees it: libm reports an underflow to zero as a range error. */
static int phase_of(py_State *S, cx z, double *phi)
{
    *phi = atan2(z.im, z.re);
    if (*phi == 0.0 && z.im != 0.0 && finite2(z)) {
        py_err_setstr(S, PY_T(OverflowError), "math range error");
        return -1;
    }
    return 0;
}

CF(phase)
{
    cx z;
    double phi;
    if (nargs_exact(S, "phase", nargs, kwnames, 1) < 0 || arg_cx(S, args[0], &z) < 0) return NULL;
    if (phase_of(S, z, &phi) < 0) return NULL;
    return py_float_new(S, phi);
}

CF(polar)
{
    cx z;
    if (nargs_exact(S, "polar", nargs, kwnames, 1) < 0 || arg_cx(S, args[0], &z) < 0) return NULL;
    double r = hypot(z.re, z.im), phi = atan2(z.im, z.re);  /* no underflow error here */
    if (isinf(r) && finite2(z)) return py_err_setstr(S, PY_T(OverflowError), "math range error");
    py_Obj *a = py_float_new(S, r), *p = a ? py_float_new(S, phi) : NULL;
    py_Obj *t = p ? py_tuple_pack(S, 2, a, p) : NULL;
    py_xdecref(S, a);
    py_xdecref(S, p);
    return t;
}

CF(rect)
{
    double r, phi;
    if (nargs_exact(S, "rect", nargs, kwnames, 2) < 0 || arg_real(S, args[0], &r) < 0 ||
        arg_real(S, args[1], &phi) < 0)
        return NULL;
    if (isfinite(r) && isfinite(phi)) {
        if (phi == 0.0) return py_complex_new(S, r, r * phi);
        return py_complex_new(S, r * cos(phi), r * sin(phi));
    }
    if (isinf(r) && isfinite(phi) && phi != 0.0) {
        double re = copysign(INFINITY, cos(phi)), im = copysign(INFINITY, sin(phi));
        if (r < 0) { re = -re; im = -im; }
        return py_complex_new(S, re, im);
    }
    if (isinf(phi) && !isnan(r) && r != 0.0) return py_err_setstr(S, PY_T(ValueError), "math domain error");
    /* the rest of C99's table: polar (r, phi) with a nan, an infinite angle of a zero length, ... */
    if (isnan(r)) return py_complex_new(S, r, phi == 0.0 ? 0.0 : r);
    if (r == 0.0) return py_complex_new(S, 0.0, 0.0);
    if (isinf(r) && phi == 0.0) return py_complex_new(S, r, r > 0 ? phi : -phi);
    return py_complex_new(S, isinf(r) ? INFINITY : NAN, NAN);
}

CF(isfinite)
{
    cx z;
    if (nargs_exact(S, "isfinite", nargs, kwnames, 1) < 0 || arg_cx(S, args[0], &z) < 0) return NULL;
    return PY_BOOL(S, finite2(z));
}

CF(isinf)
{
    cx z;
    if (nargs_exact(S, "isinf", nargs, kwnames, 1) < 0 || arg_cx(S, args[0], &z) < 0) return NULL;
    return PY_BOOL(S, isinf(z.re) || isinf(z.im));
}

CF(isnan)
{
    cx z;
    if (nargs_exact(S, "isnan", nargs, kwnames, 1) < 0 || arg_cx(S, args[0], &z) < 0) return NULL;
    return PY_BOOL(S, isnan(z.re) || isnan(z.im));
}

/* isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0) on complex distance. */
CF(isclose)
{
    py_Obj *a[4] = {0};
    if (py_parse_args(S, "isclose", args, nargs, kwnames, "a,b,*,rel_tol,abs_tol", a) < 0) return NULL;
    cx x, y;
    double rt = 1e-9, at = 0.0;
    if (arg_cx(S, a[0], &x) < 0 || arg_cx(S, a[1], &y) < 0) return NULL;
    if (a[2] && arg_real(S, a[2], &rt) < 0) return NULL;
    if (a[3] && arg_real(S, a[3], &at) < 0) return NULL;
    if (rt < 0.0 || at < 0.0) return py_err_setstr(S, PY_T(ValueError), "tolerances must be non-negative");
    if (x.re == y.re && x.im == y.im) return PY_BOOL(S, 1);
    if (isinf(x.re) || isinf(x.im) || isinf(y.re) || isinf(y.im)) return PY_BOOL(S, 0);
    double diff = hypot(x.re - y.re, x.im - y.im);
    return PY_BOOL(S, diff <= rt * hypot(y.re, y.im) || diff <= rt * hypot(x.re, x.im) || diff <= at);
}

static const py_MethodDef cmath_funcs[] = {
#define E(n) {#n, cm_##n, PY_METH_STATIC},
    E(sqrt) E(exp) E(log) E(log10) E(sin) E(cos) E(tan) E(asin) E(acos) E(atan)
    E(sinh) E(cosh) E(tanh) E(asinh) E(acosh) E(atanh) E(phase) E(polar) E(rect)
    E(isfinite) E(isinf) E(isnan) E(isclose)
#undef E
    {NULL, NULL, 0}
};

static int add_steal(py_State *S, py_Obj *m, const char *name, py_Obj *v)
{
    if (!v) return -1;
    int r = py_module_add(S, m, name, v);
    py_decref(S, v);
    return r;
}

static int cmath_init(py_State *S, py_Obj *m)
{
    if (add_steal(S, m, "pi", py_float_new(S, K_PI)) < 0 || add_steal(S, m, "e", py_float_new(S, K_E)) < 0 ||
        add_steal(S, m, "tau", py_float_new(S, 2 * K_PI)) < 0 ||
        add_steal(S, m, "inf", py_float_new(S, INFINITY)) < 0 ||
        add_steal(S, m, "nan", py_float_new(S, NAN)) < 0 ||
        add_steal(S, m, "infj", py_complex_new(S, 0.0, INFINITY)) < 0 ||
        add_steal(S, m, "nanj", py_complex_new(S, 0.0, NAN)) < 0)
        return -1;
    return 0;
}

const py_ModuleDef py_moddef_cmath = {"cmath", cmath_funcs, cmath_init};
