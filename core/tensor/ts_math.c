/* ts_math.c — elementwise extras of the math area (asinh, sinc, logit,
 * erfinv, lgamma/digamma, hypot, fmax/fmin, logaddexp, xlogy, copysign,
 * heaviside, ...) with PyTorch's formulas in the operand's precision
 * (float32 math for float32/float16/bfloat16 tensors, double for float64)
 * and their backward rules. */
#include <float.h>
#include <stdlib.h>

#include "ts_impl.h"
#include "ts_math.h"

#define XPI 3.14159265358979323846

void xm_rename(ts_Tensor *r, const char *name)
{
    if (r && r->grad_fn)
        r->grad_fn->name = name;
}

nb_Status xm_commit(ts_Ctx *c, ts_Tensor *t, ts_Tensor *result)
{
    nb_Status st = ts__commit_inplace(c, t, result);
    ts_release(result);
    return st;
}

/* ---------------------------------------------------------------- scalar math */

/* float libm results rounded from double: the oracle's glibc has correctly
 * rounded float functions, which rounding the double result reproduces */
#define F1(f) static float F##f(float x) { return (float)f((double)x); }
F1(asinh) F1(acosh) F1(atanh) F1(lgamma) F1(log1p) F1(exp) F1(exp2) F1(log) F1(sin)
static float Fhypot(float a, float b) { return (float)hypot((double)a, (double)b); }

static double polevl(double x, const double *A, int len)
{
    double r = 0;
    for (int i = 0; i <= len; i++)
        r = r * x + A[i];
    return r;
}
static float polevlf(float x, const float *A, int len)
{
    float r = 0;
    for (int i = 0; i <= len; i++)
        r = r * x + A[i];
    return r;
}

/* Cephes-derived digamma as PyTorch computes it (double and float variants). */
static double digamma_d(double x)
{
    static const double A[] = {8.33333333333333333333E-2, -2.10927960927960927961E-2, 7.57575757575757575758E-3,
                               -4.16666666666666666667E-3, 3.96825396825396825397E-3, -8.33333333333333333333E-3,
                               8.33333333333333333333E-2};
    if (x == 0)
        return copysign(INFINITY, -x);
    if (x < 0) {
        if (x == trunc(x))
            return NAN;
        double q, r = modf(x, &q);
        return digamma_d(1 - x) - XPI / tan(XPI * r);
    }
    double res = 0;
    while (x < 10) {
        res -= 1 / x;
        x += 1;
    }
    if (x == 10)
        return res + 2.25175258906672110764;
    double y = 0;
    if (x < 1.0e17) {
        double z = 1.0 / (x * x);
        y = z * polevl(z, A, 6);
    }
    return res + log(x) - (0.5 / x) - y;
}
static float digamma_f(float x)
{
    static const float A[] = {8.33333333333333333333E-2f, -2.10927960927960927961E-2f, 7.57575757575757575758E-3f,
                              -4.16666666666666666667E-3f, 3.96825396825396825397E-3f, -8.33333333333333333333E-3f,
                              8.33333333333333333333E-2f};
    if (x == 0)
        return copysignf(INFINITY, -x);
    if (x < 0) {
        if (x == truncf(x))
            return NAN;
        double q, r = modf((double)x, &q);
        float pt = (float)(XPI / tan(XPI * r));
        return digamma_f(1 - x) - pt;
    }
    float res = 0;
    while (x < 10) {
        res -= 1 / x;
        x += 1;
    }
    if (x == 10)
        return res + 2.25175258906672110764f;
    float y = 0;
    if (x < 1.0e17f) {
        float z = 1 / (x * x);
        y = z * polevlf(z, A, 6);
    }
    return res + Flog(x) - (0.5f / x) - y;
}
static double trigamma_d(double x)
{
    double sign = 1, res = 0;
    if (x < 0.5) {
        sign = -1;
        double s = sin(XPI * x);
        res -= (XPI * XPI) / (s * s);
        x = 1 - x;
    }
    for (int i = 0; i < 6; i++) {
        res += 1 / (x * x);
        x += 1;
    }
    double ixx = 1 / (x * x);
    res += (1 + 1 / (2 * x) + ixx * (1. / 6 - ixx * (1. / 30 - ixx * (1. / 42)))) / x;
    return sign * res;
}
static float trigamma_f(float x)
{
    float sign = 1, res = 0;
    const float pi = (float)XPI;
    if (x < 0.5f) {
        sign = -1;
        float s = Fsin(pi * x);
        res -= (pi * pi) / (s * s);
        x = 1 - x;
    }
    for (int i = 0; i < 6; i++) {
        res += 1 / (x * x);
        x += 1;
    }
    float ixx = 1 / (x * x);
    res += (1 + 1 / (2 * x) + ixx * (1.f / 6 - ixx * (1.f / 30 - ixx * (1.f / 42)))) / x;
    return sign * res;
}

/* Modified Bessel i0 (Cephes Chebyshev form as PyTorch's calc_i0). */
static double chbevl(double x, const double *a, int len)
{
    double b0 = a[0], b1 = 0, b2 = 0;
    for (int i = 1; i < len; i++) {
        b2 = b1;
        b1 = b0;
        b0 = x * b1 - b2 + a[i];
    }
    return 0.5 * (b0 - b2);
}
static double i0_d(double x)
{
    static const double A[] = {
        -4.41534164647933937950E-18, 3.33079451882223809783E-17, -2.43127984654795469359E-16,
        1.71539128555513303061E-15, -1.16853328779934516808E-14, 7.67618549860493561688E-14,
        -4.85644678311192946090E-13, 2.95505266312963983461E-12, -1.72682629144155570723E-11,
        9.67580903537323691224E-11, -5.18979560163526290666E-10, 2.65982372468238665035E-9,
        -1.30002500998624804212E-8, 6.04699502254191894932E-8, -2.67079385394061173391E-7,
        1.11738753912010371815E-6, -4.41673835845875056359E-6, 1.64484480707288970893E-5,
        -5.75419501008210370398E-5, 1.88502885095841655729E-4, -5.76375574538582365885E-4,
        1.63947561694133579842E-3, -4.32430999505057594430E-3, 1.05464603945949983183E-2,
        -2.37374148058994688156E-2, 4.93052842396707084878E-2, -9.49010970480476444210E-2,
        1.71620901522208775349E-1, -3.04682672343198398683E-1, 6.76795274409476084995E-1};
    static const double B[] = {
        -7.23318048787475395456E-18, -4.83050448594418207126E-18, 4.46562142029675999901E-17,
        3.46122286769746109310E-17, -2.82762398051658348494E-16, -3.42548561967721913462E-16,
        1.77256013305652638360E-15, 3.81168066935262242075E-15, -9.55484669882830764870E-15,
        -4.15056934728722208663E-14, 1.54008621752140982691E-14, 3.85277838274214270114E-13,
        7.18012445138366623367E-13, -1.79417853150680611778E-12, -1.32158118404477131188E-11,
        -3.14991652796324136454E-11, 1.18891471078464383424E-11, 4.94060238822496958910E-10,
        3.39623202570838634515E-9, 2.26666899049817806459E-8, 2.04891858946906374183E-7,
        2.89137052083475648297E-6, 6.88975834691682398426E-5, 3.36911647825569408990E-3,
        8.04490411014108831608E-1};
    x = fabs(x);
    if (x <= 8.0)
        return exp(x) * chbevl(x / 2.0 - 2.0, A, 30);
    return exp(x) * chbevl(32.0 / x - 2.0, B, 25) / sqrt(x);
}

/* f32: compute in float; otherwise double. */
static double un_eval(xm_Un op, double xd, bool f32, const double *p)
{
    if (f32) {
        float x = (float)xd;
        switch (op) {
        case XM_ASINH: return Fasinh(x);
        case XM_ACOSH: return Facosh(x);
        case XM_ATANH: return Fatanh(x);
        case XM_SINC: {
            if (x == 0) return 1;
            float pr = (float)XPI * x;
            return Fsin(pr) / pr;
        }
        case XM_DEG2RAD: return x * (float)(XPI / 180.0);
        case XM_RAD2DEG: return x * (float)(180.0 / XPI);
        case XM_LOGIT: {
            float z = x;
            if (p) {
                float lo = (float)p[0], hi = 1 - (float)p[0];
                z = x < lo ? lo : x > hi ? hi : x;
            }
            return Flog(z / (1 - z));
        }
        case XM_ERFINV: return ts_erfinv_f32(x);
        case XM_LGAMMA: return Flgamma(x);
        case XM_DIGAMMA: return digamma_f(x);
        case XM_TRIGAMMA: return trigamma_f(x);
        case XM_I0: return (float)i0_d(x);
        case XM_EXPIT: return 1 / (1 + Fexp(-x));
        default: return NAN;
        }
    }
    double x = xd;
    switch (op) {
    case XM_ASINH: return asinh(x);
    case XM_ACOSH: return acosh(x);
    case XM_ATANH: return atanh(x);
    case XM_SINC: {
        if (x == 0) return 1;
        double pr = XPI * x;
        return sin(pr) / pr;
    }
    case XM_DEG2RAD: return x * (XPI / 180.0);
    case XM_RAD2DEG: return x * (180.0 / XPI);
    case XM_LOGIT: {
        double z = x;
        if (p) {
            double lo = p[0], hi = 1 - p[0];
            z = x < lo ? lo : x > hi ? hi : x;
        }
        return log(z / (1 - z));
    }
    case XM_ERFINV: return ts_erfinv_f64(x);
    case XM_LGAMMA: return lgamma(x);
    case XM_DIGAMMA: return digamma_d(x);
    case XM_TRIGAMMA: return trigamma_d(x);
    case XM_I0: return i0_d(x);
    case XM_EXPIT: return 1 / (1 + exp(-x));
    default: return NAN;
    }
}

/* ---------------------------------------------------------------- autograd plumbing */

/* Record node `name` on r for inputs ins (NULL entries allowed) saving up to
 * three tensors (r itself counts as an output save). */
static nb_Status rec(ts_Ctx *c, const char *name, ag_BackwardFn fn, int nin, ts_Tensor **ins, ts_Tensor *r,
                     ts_Tensor *s0, ts_Tensor *s1, ts_Tensor *s2, const double *d, int nd)
{
    if (!ts_dtype_is_float(r->dtype) || !ag_should_record(c, nin, ins))
        return NB_OK;
    ag_Node *n;
    TRY(ag_make(c, name, fn, nin, ins, 1, &n));
    ts_Tensor *sv[3] = {s0, s1, s2};
    nb_Status st = NB_OK;
    for (int k = 0; k < 3 && !st; k++)
        if (sv[k])
            st = ag_save(c, n, k, sv[k], sv[k] == r);
    for (int k = 0; k < nd && k < 4; k++)
        n->d[k] = d[k];
    if (st) {
        ag_node_release(n);
        return st;
    }
    ag_set_output(n, r, 0);
    ag_node_release(n);
    return NB_OK;
}

/* short forms for backward formulas (grad mode is off there) */
#define BIN(op, a, b, o) TRYG(ts_binary(c, op, a, b, o))
#define UNA(op, a, o) TRYG(ts_unary(c, op, a, o))
#define REL(x) do { ts_release(x); x = NULL; } while (0)

static nb_Status unary_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x;
    TRY(ag_unpack(c, n, 0, &x));
    int op = (int)n->iv[0];
    ts_Tensor *t1 = NULL, *t2 = NULL, *t3 = NULL, *t4 = NULL;
    nb_Status st = NB_OK;
    switch (op) {
    case XM_ASINH: case XM_ACOSH:
        UNA(TS_SQUARE, x, &t1);
        TRYG(ts__add_scalar(c, t1, op == XM_ASINH ? 1 : -1, &t2));
        UNA(TS_RSQRT, t2, &t3);
        BIN(TS_MUL, g[0], t3, &gin[0]);
        break;
    case XM_ATANH:
        UNA(TS_SQUARE, x, &t1);
        TRYG(ts_rsub_scalar(c, t1, ts_sc_i(1), &t2));
        UNA(TS_RECIPROCAL, t2, &t3);
        BIN(TS_MUL, g[0], t3, &gin[0]);
        break;
    case XM_SINC: {
        /* ((pi*x*cos(pi*x) - sin(pi*x)) / (pi*x*x)), 0 where x == 0 */
        ts_Tensor *px = NULL, *z = NULL, *m = NULL;
        TRYG(ts__mul_scalar(c, x, XPI, &px));
        UNA(TS_COS, px, &t1);
        BIN(TS_MUL, px, t1, &t2);
        REL(t1);
        UNA(TS_SIN, px, &t1);
        BIN(TS_SUB, t2, t1, &t3);
        REL(t1);
        BIN(TS_MUL, px, x, &t1);
        BIN(TS_DIV, t3, t1, &t4);
        REL(t1);
        st = ts__scalar_like(c, 0, t4->dtype, &z);
        if (!st) st = ts_binary(c, TS_EQ, x, z, &m);
        if (!st) st = ts_masked_fill(c, t4, m, z, &t1);
        ts_release(px); ts_release(z); ts_release(m);
        if (st) goto done;
        BIN(TS_MUL, g[0], t1, &gin[0]);
        break;
    }
    case XM_LOGIT: {
        /* grad / (x * (1 - x)); eps: 0 outside [eps, 1-eps]; none: nan outside [0, 1] */
        TRYG(ts_rsub_scalar(c, x, ts_sc_i(1), &t1));
        BIN(TS_MUL, x, t1, &t2);
        BIN(TS_DIV, g[0], t2, &t3);
        REL(t1);
        REL(t2);
        ts_Tensor *lo = NULL, *hi = NULL, *m1 = NULL, *m2 = NULL, *m = NULL, *fillv = NULL;
        bool has_eps = n->iv[1];
        double e = has_eps ? n->d[0] : 0;
        st = ts__scalar_like(c, e, x->dtype, &lo);
        if (!st) st = ts__scalar_like(c, 1 - e, x->dtype, &hi);
        if (!st) st = ts_binary(c, TS_LT, x, lo, &m1);
        if (!st) st = ts_binary(c, TS_GT, x, hi, &m2);
        if (!st) st = ts_binary(c, TS_LOGICAL_OR, m1, m2, &m);
        if (!st) st = ts__scalar_like(c, has_eps ? 0 : NAN, t3->dtype, &fillv);
        if (!st) st = ts_masked_fill(c, t3, m, fillv, &gin[0]);
        ts_release(lo); ts_release(hi); ts_release(m1); ts_release(m2); ts_release(m); ts_release(fillv);
        break;
    }
    case XM_ERFINV: {
        /* 0.5 * sqrt(pi) * exp(erfinv(x)^2) * grad */
        TRYG(xm_unary(c, XM_ERFINV, x, NULL, &t1));
        UNA(TS_SQUARE, t1, &t2);
        UNA(TS_EXP, t2, &t3);
        TRYG(ts__mul_scalar(c, t3, 0.5 * sqrt(XPI), &t4));
        BIN(TS_MUL, t4, g[0], &gin[0]);
        break;
    }
    case XM_LGAMMA: case XM_DIGAMMA:
        TRYG(xm_unary(c, op == XM_LGAMMA ? XM_DIGAMMA : XM_TRIGAMMA, x, NULL, &t1));
        BIN(TS_MUL, g[0], t1, &gin[0]);
        break;
    case XM_DEG2RAD: case XM_RAD2DEG:
        TRYG(ts__mul_scalar(c, g[0], op == XM_DEG2RAD ? XPI / 180.0 : 180.0 / XPI, &gin[0]));
        break;
    default:
        return ts_err(c, TS_ERR_RUNTIME, "derivative not implemented");
    }
done:
    ts_release(t1); ts_release(t2); ts_release(t3); ts_release(t4);
    return st;
}

static const char *const un_names[XM_NUN] = {
    [XM_ASINH] = "AsinhBackward0", [XM_ACOSH] = "AcoshBackward0", [XM_ATANH] = "AtanhBackward0",
    [XM_SINC] = "SincBackward0", [XM_DEG2RAD] = "Deg2RadBackward0", [XM_RAD2DEG] = "Rad2DegBackward0",
    [XM_LOGIT] = "LogitBackward0", [XM_ERFINV] = "ErfinvBackward0", [XM_LGAMMA] = "LgammaBackward0",
    [XM_DIGAMMA] = "DigammaBackward0", [XM_TRIGAMMA] = "PolygammaBackward0", [XM_I0] = "I0Backward0",
    [XM_EXPIT] = "SigmoidBackward0",
};

nb_Status xm_unary(ts_Ctx *c, xm_Un op, ts_Tensor *t, const double *p, ts_Tensor **out)
{
    if (ts_dtype_is_complex(t->dtype))
        return ts_err(c, TS_ERR_NOTIMPL, "complex inputs are not supported by nnscope for this operation");
    ts_DType odt = ts_dtype_is_float(t->dtype) ? t->dtype : c->default_float;
    ts_DType ct = odt == TS_FLOAT64 ? TS_FLOAT64 : TS_FLOAT32;
    ts_Tensor *src, *r;
    TRY(ts__as(c, t, ct, &src));
    nb_Status st = ts__new(c, odt, t->ndim, t->shape, &r);
    if (st) {
        ts_release(src);
        return st;
    }
    int64_t n = ts_numel(t);
    st = ts_charge(c, (uint64_t)n);
    if (!st) {
        char *sp = ts_data(src), *rp = ts_data(r);
        size_t es = ts_dtype_size(odt);
        for (int64_t i = 0; i < n; i++) {
            double x = ct == TS_FLOAT64 ? ((double *)sp)[i] : ((float *)sp)[i];
            ts__storef(rp + i * es, odt, un_eval(op, x, ct == TS_FLOAT32, p));
        }
    }
    ts_release(src);
    if (!st) {
        ts_Tensor *ins[1] = {t};
        double d[1] = {p ? p[0] : 0};
        if (op != XM_TRIGAMMA && op != XM_I0 && op != XM_EXPIT) {
            st = rec(c, un_names[op], unary_bw, 1, ins, r, t, NULL, NULL, d, 1);
            if (!st && r->grad_fn) {
                r->grad_fn->iv[0] = op;
                r->grad_fn->iv[1] = p != NULL;
            }
        }
    }
    if (st) {
        ts_release(r);
        return st;
    }
    *out = r;
    return NB_OK;
}

/* ---------------------------------------------------------------- binary */

static int64_t gcd64(int64_t a, int64_t b)
{
    a = a < 0 ? -a : a;
    b = b < 0 ? -b : b;
    while (b) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static double bin_evalf(xm_Bin op, float a, float b)
{
    switch (op) {
    case XM_HYPOT: return Fhypot(a, b);
    case XM_FMAX: return fmaxf(a, b);
    case XM_FMIN: return fminf(a, b);
    case XM_LOGADDEXP:
        if (isinf(a) && a == b) return a;
        else {
            float m = a > b || isnan(a) ? a : b;
            if (isnan(b)) m = b;
            return m + Flog1p(Fexp(-fabsf(a - b)));
        }
    case XM_LOGADDEXP2:
        if (isinf(a) && a == b) return a;
        else {
            float m = a > b || isnan(a) ? a : b;
            if (isnan(b)) m = b;
            return m + Flog1p(Fexp2(-fabsf(a - b))) * (float)(1.0 / 0.693147180559945309417232121458176568);
        }
    case XM_XLOGY:
        if (isnan(b)) return NAN;
        if (a == 0) return 0;
        return a * Flog(b);
    case XM_COPYSIGN: return copysignf(a, b);
    case XM_HEAVISIDE: return a == 0 ? b : (float)(a > 0);
    case XM_NEXTAFTER: return nextafterf(a, b);
    default: return NAN;
    }
}
static double bin_evald(xm_Bin op, double a, double b)
{
    switch (op) {
    case XM_HYPOT: return hypot(a, b);
    case XM_FMAX: return fmax(a, b);
    case XM_FMIN: return fmin(a, b);
    case XM_LOGADDEXP:
        if (isinf(a) && a == b) return a;
        else {
            double m = a > b || isnan(a) ? a : b;
            if (isnan(b)) m = b;
            return m + log1p(exp(-fabs(a - b)));
        }
    case XM_LOGADDEXP2:
        if (isinf(a) && a == b) return a;
        else {
            double m = a > b || isnan(a) ? a : b;
            if (isnan(b)) m = b;
            return m + log1p(exp2(-fabs(a - b))) * (1.0 / 0.693147180559945309417232121458176568);
        }
    case XM_XLOGY:
        if (isnan(b)) return NAN;
        if (a == 0) return 0;
        return a * log(b);
    case XM_COPYSIGN: return copysign(a, b);
    case XM_HEAVISIDE: return a == 0 ? b : (double)(a > 0);
    case XM_NEXTAFTER: return nextafter(a, b);
    default: return NAN;
    }
}
static int64_t bin_evali(xm_Bin op, int64_t a, int64_t b)
{
    switch (op) {
    case XM_FMAX: return a > b ? a : b;
    case XM_FMIN: return a < b ? a : b;
    case XM_HEAVISIDE: return a == 0 ? b : a > 0;
    case XM_GCD: return gcd64(a, b);
    case XM_LCM: {
        int64_t g = gcd64(a, b);
        int64_t l = g == 0 ? 0 : a / g * b;
        return l < 0 ? -l : l;
    }
    default: return 0;
    }
}

static const char *const bin_kernel[XM_NBIN] = {
    [XM_HYPOT] = "hypot_cpu", [XM_FMAX] = "fmax_cpu", [XM_FMIN] = "fmin_cpu", [XM_LOGADDEXP] = "logaddexp_cpu",
    [XM_LOGADDEXP2] = "logaddexp2_cpu", [XM_XLOGY] = "xlogy_cpu", [XM_COPYSIGN] = "copysign_cpu",
    [XM_HEAVISIDE] = "heaviside_cpu", [XM_NEXTAFTER] = "nextafter_cpu", [XM_GCD] = "gcd_cpu", [XM_LCM] = "lcm_cpu",
};

static nb_Status bin_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *b, *r = NULL;
    TRY(ag_unpack(c, n, 0, &a));
    TRY(ag_unpack(c, n, 1, &b));
    int op = (int)n->iv[0];
    ts_Tensor *t1 = NULL, *t2 = NULL, *t3 = NULL;
    nb_Status st = NB_OK;
    switch (op) {
    case XM_HYPOT:
        TRYG(ag_unpack(c, n, 2, &r));
        if (n->next[0].fn) { BIN(TS_MUL, g[0], a, &t1); BIN(TS_DIV, t1, r, &gin[0]); REL(t1); }
        if (n->next[1].fn) { BIN(TS_MUL, g[0], b, &t1); BIN(TS_DIV, t1, r, &gin[1]); }
        break;
    case XM_FMAX: case XM_FMIN: {
        /* self gets grad where (a >= b) | isnan(b) (<= for fmin); other the rest */
        ts_Tensor *cmp = NULL, *nb_ = NULL, *m = NULL, *z = NULL, *nm = NULL;
        st = ts_binary(c, op == XM_FMAX ? TS_GE : TS_LE, a, b, &cmp);
        if (!st) st = ts_unary(c, TS_ISNAN, b, &nb_);
        if (!st) st = ts_binary(c, TS_LOGICAL_OR, cmp, nb_, &m);
        if (!st) st = ts__scalar_like(c, 0, g[0]->dtype, &z);
        if (!st) st = ts_unary(c, TS_LOGICAL_NOT, m, &nm);
        if (!st && n->next[0].fn) st = ts_masked_fill(c, g[0], nm, z, &gin[0]);
        if (!st && n->next[1].fn) st = ts_masked_fill(c, g[0], m, z, &gin[1]);
        ts_release(cmp); ts_release(nb_); ts_release(m); ts_release(z); ts_release(nm);
        break;
    }
    case XM_LOGADDEXP: case XM_LOGADDEXP2:
        for (int k = 0; k < 2; k++) {
            if (!n->next[k].fn) continue;
            BIN(TS_SUB, k ? a : b, k ? b : a, &t1);
            if (op == XM_LOGADDEXP) UNA(TS_EXP, t1, &t2);
            else UNA(TS_EXP2, t1, &t2);
            TRYG(ts__add_scalar(c, t2, 1, &t3));
            BIN(TS_DIV, g[0], t3, &gin[k]);
            REL(t1); REL(t2); REL(t3);
        }
        break;
    case XM_XLOGY:
        if (n->next[0].fn) {
            /* xlogy(grad, other), zero where self == 0 and other <= 0 (PyTorch 2.6's formula) */
            ts_Tensor *z = NULL, *za = NULL, *nb_ = NULL, *m = NULL, *zg = NULL;
            st = ts__scalar_like(c, 0, a->dtype, &z);
            if (!st) st = ts_binary(c, TS_EQ, a, z, &za);
            if (!st) st = ts_binary(c, TS_LE, b, z, &nb_);
            if (!st) st = ts_binary(c, TS_LOGICAL_AND, za, nb_, &m);
            if (!st) st = xm_binary(c, XM_XLOGY, g[0], b, &t1);
            if (!st) st = ts__scalar_like(c, 0, t1->dtype, &zg);
            if (!st) st = ts_masked_fill(c, t1, m, zg, &gin[0]);
            ts_release(z); ts_release(za); ts_release(nb_); ts_release(m); ts_release(zg);
            if (st) goto done;
            REL(t1);
        }
        if (n->next[1].fn) { BIN(TS_MUL, g[0], a, &t1); BIN(TS_DIV, t1, b, &gin[1]); }
        break;
    case XM_COPYSIGN:
        TRYG(ag_unpack(c, n, 2, &r));
        if (n->next[0].fn) {
            ts_Tensor *z = NULL, *m = NULL;
            BIN(TS_DIV, r, a, &t1);
            st = ts__scalar_like(c, 0, a->dtype, &z);
            if (!st) st = ts_binary(c, TS_EQ, a, z, &m);
            if (!st) st = ts_masked_fill(c, t1, m, z, &t2);
            ts_release(z); ts_release(m);
            if (st) goto done;
            BIN(TS_MUL, g[0], t2, &gin[0]);
        }
        if (n->next[1].fn) TRYG(ts_zeros_like(c, b, TS_NODTYPE, &gin[1]));
        break;
    default:
        return ts_err(c, TS_ERR_RUNTIME, "derivative not implemented");
    }
done:
    ts_release(t1); ts_release(t2); ts_release(t3);
    return st;
}

nb_Status xm_binary(ts_Ctx *c, xm_Bin op, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    if (ts_dtype_is_complex(a->dtype) || ts_dtype_is_complex(b->dtype))
        return ts_err(c, TS_ERR_NOTIMPL, "complex inputs are not supported by nnscope for this operation");
    ts_DType rt = ts_result_type(a, b);
    bool int_ok = op == XM_FMAX || op == XM_FMIN || op == XM_HEAVISIDE || op == XM_GCD || op == XM_LCM;
    bool float_only = op == XM_HYPOT || op == XM_LOGADDEXP || op == XM_LOGADDEXP2 || op == XM_NEXTAFTER;
    if (op == XM_HEAVISIDE && a->dtype != b->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "heaviside is not yet implemented for tensors with different dtypes.");
    if (!ts_dtype_is_float(rt)) {
        if (float_only || ((op == XM_GCD || op == XM_LCM) && rt == TS_BOOL))
            return ts_err(c, TS_ERR_RUNTIME, "\"%s\" not implemented for '%s'", bin_kernel[op], ts_dtype_short(rt));
        if (!int_ok)
            rt = c->default_float;
    } else if (op == XM_GCD || op == XM_LCM) {
        return ts_err(c, TS_ERR_RUNTIME, "\"%s\" not implemented for '%s'", bin_kernel[op], ts_dtype_short(rt));
    }
    int nd;
    int64_t shape[TS_MAXDIM];
    TRY(ts__broadcast_shape(c, a->ndim, a->shape, b->ndim, b->shape, &nd, shape));
    ts_DType ct = ts__ctype(rt);
    ts_Tensor *ea = NULL, *eb = NULL, *ca = NULL, *cb = NULL, *r = NULL;
    nb_Status st;
    {
        ts__NoGrad ng = ts__nograd_begin(c);
        st = ts_expand(c, a, nd, shape, &ea);
        if (!st) st = ts_expand(c, b, nd, shape, &eb);
        ts__nograd_end(c, ng);
    }
    if (st) goto done;
    TRYG(ts__as(c, ea, ct, &ca));
    TRYG(ts__as(c, eb, ct, &cb));
    TRYG(ts__new(c, rt, nd, shape, &r));
    int64_t n = ts_numel(r);
    TRYG(ts_charge(c, (uint64_t)n));
    char *rp = ts_data(r);
    size_t es = ts_dtype_size(rt);
    for (int64_t i = 0; i < n; i++) {
        if (ct == TS_FLOAT32)
            ts__storef(rp + i * es, rt, bin_evalf(op, ((float *)ts_data(ca))[i], ((float *)ts_data(cb))[i]));
        else if (ct == TS_FLOAT64)
            ts__storef(rp + i * es, rt, bin_evald(op, ((double *)ts_data(ca))[i], ((double *)ts_data(cb))[i]));
        else
            ts__storei(rp + i * es, rt, bin_evali(op, ((int64_t *)ts_data(ca))[i], ((int64_t *)ts_data(cb))[i]));
    }
    {
        ts_Tensor *ins[2] = {a->is_wrapped_number ? NULL : a, b->is_wrapped_number ? NULL : b};
        const char *name = NULL;
        switch (op) {
        case XM_HYPOT: name = "HypotBackward0"; break;
        case XM_FMAX: name = "FmaxBackward0"; break;
        case XM_FMIN: name = "FminBackward0"; break;
        case XM_LOGADDEXP: name = "LogaddexpBackward0"; break;
        case XM_LOGADDEXP2: name = "Logaddexp2Backward0"; break;
        case XM_XLOGY: name = a->is_wrapped_number ? "XlogyBackward1" : b->is_wrapped_number ? "XlogyBackward2" : "XlogyBackward0"; break;
        case XM_COPYSIGN: name = b->is_wrapped_number ? "CopysignBackward1" : "CopysignBackward0"; break;
        default: break;
        }
        if (name) {
            TRYG(rec(c, name, bin_bw, 2, ins, r, a, b, (op == XM_HYPOT || op == XM_COPYSIGN) ? r : NULL, NULL, 0));
            if (r->grad_fn) r->grad_fn->iv[0] = op;
        }
    }
done:
    ts_release(ea); ts_release(eb); ts_release(ca); ts_release(cb);
    if (st) {
        ts_release(r);
        return st;
    }
    *out = r;
    return NB_OK;
}
