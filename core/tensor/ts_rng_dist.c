/* ts_rng_dist.c — the math area's random draws that ts_rng.c lacks:
 * geometric_, cauchy_, log_normal_, multinomial, poisson, _standard_gamma
 * (with its reparameterized gradient) and _sample_dirichlet, each drawing
 * from the generator in the order of PyTorch 2.6's serial CPU kernels
 * (non-MKL build) and with the same double-precision transforms. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ts_impl.h"
#include "ts_math.h"

/* at::uniform_real_distribution<double>(0, 1): 53 random bits. */
static double u53(ts_Gen *g)
{
    return (double)(ts_gen_random64(g) & ((UINT64_C(1) << 53) - 1)) * 0x1p-53;
}

/* Stores double v as static_cast<dt>(v) into element i. */
static void store_d(ts_DType dt, void *out, int64_t i, double v)
{
    switch (dt) {
    case TS_FLOAT32: ((float *)out)[i] = (float)v; break;
    case TS_FLOAT64: ((double *)out)[i] = v; break;
    case TS_FLOAT16: ((uint16_t *)out)[i] = ts_float_to_half((float)v); break;
    case TS_BFLOAT16: ((uint16_t *)out)[i] = ts_float_to_bf16((float)v); break;
    case TS_BOOL: ((uint8_t *)out)[i] = v != 0; break;
    case TS_UINT8: ((uint8_t *)out)[i] = (uint8_t)(int64_t)v; break;
    case TS_INT8: ((int8_t *)out)[i] = (int8_t)(int64_t)v; break;
    case TS_INT16: ((int16_t *)out)[i] = (int16_t)(int64_t)v; break;
    case TS_INT32: ((int32_t *)out)[i] = (int32_t)(int64_t)v; break;
    case TS_INT64: ((int64_t *)out)[i] = (int64_t)v; break;
    default: break;
    }
}

static double load_d(ts_DType dt, const void *p, int64_t i)
{
    switch (dt) {
    case TS_FLOAT32: return ((const float *)p)[i];
    case TS_FLOAT64: return ((const double *)p)[i];
    case TS_FLOAT16: return ts_half_to_float(((const uint16_t *)p)[i]);
    case TS_BFLOAT16: return ts_bf16_to_float(((const uint16_t *)p)[i]);
    default: return 0;
    }
}

/* Rounds a double to the precision of dt (a floating dtype). */
static double round_to(ts_DType dt, double v)
{
    switch (dt) {
    case TS_FLOAT32: return (float)v;
    case TS_FLOAT16: return ts_half_to_float(ts_float_to_half((float)v));
    case TS_BFLOAT16: return ts_bf16_to_float(ts_float_to_bf16((float)v));
    default: return v;
    }
}

/* geometric_distribution<double>: ceil(log(u) / log1p(-p)). */
nb_Status xm_rng_geometric(ts_Ctx *c, ts_Gen *g, ts_DType dt, void *out, int64_t n, double p)
{
    for (int64_t i = 0; i < n; i++)
        store_d(dt, out, i, ceil(log(u53(g)) / log1p(-p)));
    return NB_OK;
}

/* cauchy_distribution<double>: median + sigma * tan(pi * (u - 0.5)). */
nb_Status xm_rng_cauchy(ts_Ctx *c, ts_Gen *g, ts_DType dt, void *out, int64_t n, double median, double sigma)
{
    for (int64_t i = 0; i < n; i++)
        store_d(dt, out, i, median + sigma * tan(3.14159265358979323846 * (u53(g) - 0.5)));
    return NB_OK;
}

/* lognormal_distribution<double>: exp of the cached double normal draw. */
nb_Status xm_rng_log_normal(ts_Ctx *c, ts_Gen *g, ts_DType dt, void *out, int64_t n, double mean, double std)
{
    for (int64_t i = 0; i < n; i++)
        store_d(dt, out, i, exp(ts_rng_normal_double(g, mean, std)));
    return NB_OK;
}

/* Index sort key for the top-k of one row: value descending (NaN first),
 * then index ascending. */
typedef struct KV { double v; int64_t i; } KV;
static int kv_cmp(const void *a, const void *b)
{
    const KV *x = a, *y = b;
    bool xn = isnan(x->v), yn = isnan(y->v);
    if (xn != yn) return xn ? -1 : 1;
    if (!xn && x->v != y->v) return x->v > y->v ? -1 : 1;
    return x->i < y->i ? -1 : x->i > y->i;
}

/* torch.multinomial on a contiguous 1-d/2-d floating p. Without replacement
 * (or k == 1): q = exponential_(1) drawn over all of p in element order,
 * then the top k of p / q per row (in p's dtype). With replacement: per row
 * a cumulative distribution in p's accumulation type normalised by its sum,
 * then k binary searches for 53-bit uniforms. */
nb_Status xm_multinomial(ts_Ctx *c, ts_Gen *g, ts_Tensor *p0, int64_t k, bool replacement, ts_Tensor **out)
{
    ts_Tensor *p;
    nb_Status st = ts_contiguous(c, p0, &p);
    if (st) return st;
    ts_DType dt = p->dtype;
    int64_t ncat = p->shape[p->ndim - 1], nrow = p->ndim == 2 ? p->shape[0] : 1;
    int64_t n = nrow * ncat;
    const void *pd = ts_data(p);
    int64_t osh[2] = {nrow, k};
    ts_Tensor *r = NULL;
    st = p->ndim == 2 ? ts_empty(c, 2, osh, TS_INT64, &r) : ts_empty(c, 1, &k, TS_INT64, &r);
    if (st) goto done;
    int64_t *rd = ts_data(r);
    if (!replacement || k == 1) {
        /* checks on the whole tensor first, as PyTorch's fast path does */
        bool bad = false;
        for (int64_t i = 0; i < n; i++) {
            double v = load_d(dt, pd, i);
            if (!(v < INFINITY) || !(v >= 0)) bad = true;
        }
        if (bad) {
            st = ts_err(c, TS_ERR_RUNTIME, "probability tensor contains either `inf`, `nan` or element < 0");
            goto done;
        }
        for (int64_t row = 0; row < nrow; row++) {
            double s = 0;
            for (int64_t j = 0; j < ncat; j++) s += load_d(dt, pd, row * ncat + j);
            if (s == 0) {
                st = ts_err(c, TS_ERR_RUNTIME, "invalid multinomial distribution (sum of probabilities <= 0)");
                goto done;
            }
        }
        KV *kv = nb_alloc(c->heap, (size_t)(n ? n : 1) * sizeof(KV));
        if (!kv) { st = ts_oom(c); goto done; }
        /* q = empty_like(p).exponential_(): drawn in p's memory order (column
         * by column for a transposed dense 2-d p) */
        bool colmajor = p0->ndim == 2 && nrow > 1 && ncat > 1 && p0->stride[0] == 1 && p0->stride[1] == nrow;
        for (int64_t t = 0; t < n; t++) {
            int64_t i = colmajor ? (t % nrow) * ncat + t / nrow : t;
            double q = round_to(dt, -1.0 * log1p(-u53(g)));
            kv[i].v = round_to(dt, load_d(dt, pd, i) / q);
            kv[i].i = i % ncat;
        }
        for (int64_t row = 0; row < nrow; row++) {
            KV *rw = kv + row * ncat;
            if (k == 1) {
                int64_t best = 0;   /* argmax: first maximum, NaN wins */
                for (int64_t j = 1; j < ncat; j++) {
                    if (isnan(rw[best].v)) break;
                    if (isnan(rw[j].v) || rw[j].v > rw[best].v) best = j;
                }
                rd[row] = best;
            } else {
                qsort(rw, (size_t)ncat, sizeof(KV), kv_cmp);
                for (int64_t j = 0; j < k; j++) rd[row * k + j] = rw[j].i;
            }
        }
        nb_free(c->heap, kv, (size_t)(n ? n : 1) * sizeof(KV));
        goto done;
    }
    bool dbl = dt == TS_FLOAT64;
    double *cum = nb_alloc(c->heap, (size_t)ncat * sizeof(double));
    if (!cum) { st = ts_oom(c); goto done; }
    for (int64_t row = 0; row < nrow; row++) {
        double s = 0;
        float sf = 0;
        for (int64_t j = 0; j < ncat; j++) {
            double v = load_d(dt, pd, row * ncat + j);
            if (!(v >= 0)) {
                st = ts_err(c, TS_ERR_RUNTIME, "invalid multinomial distribution (encountering probability entry < 0)");
                break;
            }
            if (!isfinite(v)) {
                st = ts_err(c, TS_ERR_RUNTIME,
                            "invalid multinomial distribution (encountering probability entry = infinity or NaN)");
                break;
            }
            if (dbl) cum[j] = s = s + v;
            else cum[j] = sf = sf + (float)v;
        }
        if (st) break;
        if (!dbl) s = sf;
        if (!(s > 0)) {
            st = ts_err(c, TS_ERR_RUNTIME, "invalid multinomial distribution (sum of probabilities <= 0)");
            break;
        }
        for (int64_t j = 0; j < ncat; j++) cum[j] = dbl ? cum[j] / s : (double)((float)cum[j] / sf);
        cum[ncat - 1] = 1;
        for (int64_t j = 0; j < k; j++) {
            double u = u53(g);
            int64_t lo = 0, hi = ncat;
            while (hi - lo > 0) {
                int64_t mid = lo + (hi - lo) / 2;
                if (cum[mid] < u) lo = mid + 1;
                else hi = mid;
            }
            rd[row * k + j] = lo;
        }
    }
    nb_free(c->heap, cum, (size_t)ncat * sizeof(double));
done:
    ts_release(p);
    if (st) {
        if (r) ts_release(r);
        return st;
    }
    *out = r;
    return NB_OK;
}

/* One Poisson draw (PyTorch's sample_poisson): transformed rejection
 * (Hormann 1993) for rates >= 10, products of uniforms below. */
static int64_t poisson1(ts_Gen *g, double lambda)
{
    if (lambda >= 10) {
        double slam = sqrt(lambda), loglam = log(lambda);
        double b = 0.931 + 2.53 * slam;
        double a = -0.059 + 0.02483 * b;
        double invalpha = 1.1239 + 1.1328 / (b - 3.4);
        double vr = 0.9277 - 3.6224 / (b - 2);
        for (;;) {
            double U = u53(g) - 0.5;
            double V = u53(g);
            double us = 0.5 - fabs(U);
            int64_t k = (int64_t)floor((2 * a / us + b) * U + lambda + 0.43);
            if (us >= 0.07 && V <= vr) return k;
            if (k < 0 || (us < 0.013 && V > us)) continue;
            if (log(V) + log(invalpha) - log(a / (us * us) + b) <= -lambda + (double)k * loglam - lgamma((double)k + 1))
                return k;
        }
    }
    if (lambda == 0) return 0;
    double enlam = exp(-lambda), prod = 1.0;
    int64_t x = 0;
    for (;;) {
        prod *= u53(g);
        if (prod > enlam) x++;
        else return x;
    }
}

nb_Status xm_poisson(ts_Ctx *c, ts_Gen *g, ts_Tensor *rates, ts_Tensor **out)
{
    if (!ts_dtype_is_float(rates->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "\"poisson_cpu\" not implemented for '%s'", ts_dtype_short(rates->dtype));
    ts_Tensor *p;
    nb_Status st = ts_contiguous(c, rates, &p);
    if (st) return st;
    ts_Tensor *r;
    st = ts_empty(c, p->ndim, p->shape, p->dtype, &r);
    if (st) { ts_release(p); return st; }
    int64_t n = ts_numel(p);
    const void *pd = ts_data(p);
    void *rd = ts_data(r);
    for (int64_t i = 0; i < n; i++) {
        double l = load_d(p->dtype, pd, i);
        if (!(l >= 0)) {
            ts_release(p);
            ts_release(r);
            return ts_err(c, TS_ERR_RUNTIME, "invalid Poisson rate, expected rate to be non-negative");
        }
        store_d(p->dtype, rd, i, (double)poisson1(g, l));
    }
    ts_release(p);
    *out = r;
    return NB_OK;
}

/* ------------------------------------------------------------ gamma family */

/* PyTorch's sample_gamma<scalar_t, double> (Marsaglia-Tsang with the alpha < 1
 * boost), drawing uniforms as uniform_real_distribution<double> and normals as
 * the cached double Box-Muller. The constants are float literals in PyTorch
 * (1.0f / 3.0f, 0.0331f), so they are float values here too; for float32 the
 * boost and d are computed in float, as scalar_t arithmetic is there. */
static double gamma1(ts_Gen *g, double alpha_in, bool f32)
{
    double scale = 1.0, d;
    if (f32) {
        float alpha = (float)alpha_in;
        if (alpha < 1.0f) {
            if (alpha == 0.f) return 0.0;
            scale *= pow(1 - u53(g), (double)(1.0f / alpha));
            alpha += 1.0f;
        }
        d = (double)(alpha - 1.0f / 3.0f);
    } else {
        double alpha = alpha_in;
        if (alpha < 1.0) {
            if (alpha == 0.0) return 0.0;
            scale *= pow(1 - u53(g), 1.0f / alpha);
            alpha += 1.0f;
        }
        d = alpha - (double)(1.0f / 3.0f);
    }
    const double c = 1.0f / sqrt(9.0f * d);
    for (;;) {
        double x, y;
        do {
            x = ts_rng_normal_double(g, 0.0, 1.0);
            y = 1.0f + c * x;
        } while (y <= 0);
        const double v = y * y * y;
        const double u = 1 - u53(g);
        const double xx = x * x;
        if (u < 1.0f - (double)0.0331f * xx * xx) return scale * d * v;
        if (log(u) < 0.5f * xx + d * (1.0f - v + log(v))) return scale * d * v;
    }
}

/* digamma_one of PyTorch's Distributions.h (used only by the gamma gradient). */
static double digamma_one(double x)
{
    static const double A[] = {8.33333333333333333333E-2, -2.10927960927960927961E-2, 7.57575757575757575758E-3,
                               -4.16666666666666666667E-3, 3.96825396825396825397E-3, -8.33333333333333333333E-3,
                               8.33333333333333333333E-2};
    const double PSI_10 = 2.25175258906672110764;
    if (x == 0) return INFINITY;
    double extra = 0;
    int x_is_integer = x == floor(x);
    if (x < 0) {
        if (x_is_integer) return INFINITY;
        extra = -3.14159265358979323846 / tan(3.14159265358979323846 * x);
        x = 1 - x;
    }
    double result = 0;
    while (x < 10) {
        result -= 1 / x;
        x += 1;
    }
    if (x == 10) return result + PSI_10 + extra;
    double y = 0;
    if (x < 1.0e17f) {
        double z = 1.0 / (x * x), p = 0;
        for (int i = 0; i <= 6; i++) p = p * z + A[i];
        y = z * p;
    }
    return result + log(x) - (0.5f / x) - y + extra;
}

/* standard_gamma_grad_one<scalar_t, double>: -(d/dalpha cdf(x; alpha)) / pdf(x; alpha),
 * by a Taylor series for small x, Rice's saddle point for large alpha, and a
 * bivariate rational approximation otherwise (PyTorch's three regimes). */
static double gamma_grad1(double alpha, double x)
{
    if (x < 0.8f) {
        double numer = 1, denom = alpha, series1 = numer / denom, series2 = numer / (denom * denom);
        for (int i = 1; i <= 5; ++i) {
            numer *= -x / (double)i;
            denom += 1;
            series1 += numer / denom;
            series2 += numer / (denom * denom);
        }
        const double pow_x_alpha = pow(x, alpha);
        const double gamma_pdf = pow(x, alpha - 1) * exp(-x);
        const double gamma_cdf = pow_x_alpha * series1;
        const double gamma_cdf_alpha = (log(x) - digamma_one(alpha)) * gamma_cdf - pow_x_alpha * series2;
        const double result = -gamma_cdf_alpha / gamma_pdf;
        return isnan(result) ? 0.0 : result;
    }
    if (alpha > 8.0f) {
        if (0.9f * alpha <= x && x <= 1.1f * alpha) {
            const double numer_1 = 1 + 24 * alpha * (1 + 12 * alpha);
            const double numer_2 = 1440 * (alpha * alpha) + 6 * x * (53 - 120 * x) - 65 * x * x / alpha +
                                   alpha * (107 + 3600 * x);
            const double denom = 1244160 * (alpha * alpha) * (alpha * alpha);
            return numer_1 * numer_2 / denom;
        }
        const double denom = sqrt(8 * alpha);
        const double term2 = denom / (alpha - x);
        const double term3 = pow(x - alpha - alpha * log(x / alpha), -1.5);
        const double term23 = (x < alpha) ? term2 - term3 : term2 + term3;
        const double term1 = log(x / alpha) * term23 - sqrt(2 / alpha) * (alpha + x) / ((alpha - x) * (alpha - x));
        const double stirling = 1 + 1 / (12 * alpha) * (1 + 1 / (24 * alpha));
        const double numer = x * term1;
        return -stirling * numer / denom;
    }
    const double u = log(x / alpha), v = log(alpha);
    static const double coef_uv[3][8] = {
        {0.16009398, -0.094634809, 0.025146376, -0.0030648343, 1, 0.32668115, 0.10406089, 0.0014179084},
        {0.53487893, 0.1298071, 0.065735949, -0.0015649758, 0.16639465, 0.020070113, -0.0035938915,
         -0.00058392623},
        {0.040121004, -0.0065914022, -0.0026286047, -0.0013441777, 0.017050642, -0.0021309326, 0.00085092367,
         -1.5247877e-07},
    };
    double coef_v[8];
    for (int i = 0; i < 8; ++i) coef_v[i] = coef_uv[0][i] + u * (coef_uv[1][i] + u * coef_uv[2][i]);
    const double p = coef_v[0] + v * (coef_v[1] + v * (coef_v[2] + v * coef_v[3]));
    const double q = coef_v[4] + v * (coef_v[5] + v * (coef_v[6] + v * coef_v[7]));
    return exp(p / q);
}

static nb_Status gamma_dtype_ok(ts_Ctx *c, ts_DType dt, const char *kernel)
{
    if (dt == TS_FLOAT32 || dt == TS_FLOAT64) return NB_OK;
    return ts_err(c, TS_ERR_RUNTIME, "\"%s\" not implemented for '%s'", kernel, ts_dtype_short(dt));
}

nb_Status xm_standard_gamma_grad(ts_Ctx *c, ts_Tensor *alpha, ts_Tensor *x, ts_Tensor **out)
{
    TRY(gamma_dtype_ok(c, alpha->dtype, "_standard_gamma_grad_cpu"));
    ts_Tensor *a = NULL, *xs = NULL, *r = NULL;
    nb_Status st;
    TRYG(ts_contiguous(c, alpha, &a));
    TRYG(ts__as(c, x, alpha->dtype, &xs));
    if (ts_numel(xs) != ts_numel(a)) { st = ts_err(c, TS_ERR_RUNTIME, "_standard_gamma_grad: shape mismatch"); goto done; }
    {
        ts_Tensor *xc;
        TRYG(ts_contiguous(c, xs, &xc));
        ts_release(xs);
        xs = xc;
    }
    TRYG(ts_empty(c, a->ndim, a->shape, a->dtype, &r));
    int64_t n = ts_numel(a);
    for (int64_t i = 0; i < n; i++) {
        double av = load_d(a->dtype, ts_data(a), i), xv = load_d(a->dtype, ts_data(xs), i);
        store_d(a->dtype, ts_data(r), i, gamma_grad1(av, xv));
    }
    *out = r; r = NULL;
done:
    ts_release(a); ts_release(xs); ts_release(r);
    return st;
}

/* StandardGammaBackward0: grad * _standard_gamma_grad(self, result). */
static nb_Status gamma_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *x, *d;
    TRY(ag_unpack(c, n, 0, &a));
    TRY(ag_unpack(c, n, 1, &x));
    TRY(xm_standard_gamma_grad(c, a, x, &d));
    nb_Status st = ts_binary(c, TS_MUL, g[0], d, &gin[0]);
    ts_release(d);
    return st;
}

nb_Status xm_standard_gamma(ts_Ctx *c, ts_Gen *g, ts_Tensor *alpha, ts_Tensor **out)
{
    TRY(gamma_dtype_ok(c, alpha->dtype, "gamma_cpu"));
    bool f32 = alpha->dtype == TS_FLOAT32;
    ts_Tensor *a = NULL, *r = NULL;
    nb_Status st;
    TRYG(ts_contiguous(c, alpha, &a));
    TRYG(ts_empty(c, a->ndim, a->shape, a->dtype, &r));
    int64_t n = ts_numel(a);
    TRYG(ts_charge(c, (uint64_t)n * 8 + 1));
    for (int64_t i = 0; i < n; i++) {
        double s = gamma1(g, load_d(a->dtype, ts_data(a), i), f32);
        if (f32) {
            float f = (float)s;
            ((float *)ts_data(r))[i] = f > FLT_MIN ? f : FLT_MIN;
        } else {
            ((double *)ts_data(r))[i] = s > DBL_MIN ? s : DBL_MIN;
        }
    }
    if (ag_should_record(c, 1, &alpha)) {
        ag_Node *nd;
        TRYG(ag_make(c, "StandardGammaBackward0", gamma_bw, 1, &alpha, 1, &nd));
        st = ag_save(c, nd, 0, alpha, false);
        if (!st) st = ag_save(c, nd, 1, r, true);
        if (!st) ag_set_output(nd, r, 0);
        ag_node_release(nd);
        if (st) goto done;
    }
    *out = r; r = NULL;
done:
    ts_release(a); ts_release(r);
    return st;
}

/* _sample_dirichlet: double gamma draws for each element (alpha cast to
 * double), normalised over the last dim, cast back and clamped to
 * [tiny, nextafter(1, 0)]. No gradient (PyTorch's _Dirichlet backward uses
 * _dirichlet_grad, not available here). */
nb_Status xm_sample_dirichlet(ts_Ctx *c, ts_Gen *g, ts_Tensor *alpha, ts_Tensor **out)
{
    TRY(gamma_dtype_ok(c, alpha->dtype, "dirichlet"));
    bool f32 = alpha->dtype == TS_FLOAT32;
    ts_Tensor *a = NULL, *r = NULL;
    double *gm = NULL;
    nb_Status st;
    TRYG(ts_contiguous(c, alpha, &a));
    TRYG(ts_empty(c, a->ndim, a->shape, a->dtype, &r));
    int64_t n = ts_numel(a), k = a->ndim ? a->shape[a->ndim - 1] : 1;
    TRYG(ts_charge(c, (uint64_t)n * 8 + 1));
    gm = nb_alloc(c->heap, sizeof(double) * (size_t)(n + 1));
    if (!gm) { st = ts_oom(c); goto done; }
    for (int64_t i = 0; i < n; i++) {
        double s = gamma1(g, load_d(a->dtype, ts_data(a), i), false);
        gm[i] = s > DBL_MIN ? s : DBL_MIN;
    }
    for (int64_t row = 0; k > 0 && row < n / k; row++) {
        double sum = 0;
        for (int64_t j = 0; j < k; j++) sum += gm[row * k + j];
        for (int64_t j = 0; j < k; j++) {
            double v = gm[row * k + j] / sum;
            if (f32) {
                float f = (float)v, hi = nextafterf(1.0f, 0.0f);
                f = f > FLT_MIN ? f : FLT_MIN;
                ((float *)ts_data(r))[row * k + j] = f < hi ? f : hi;
            } else {
                double hi = nextafter(1.0, 0.0);
                v = v > DBL_MIN ? v : DBL_MIN;
                ((double *)ts_data(r))[row * k + j] = v < hi ? v : hi;
            }
        }
    }
    *out = r; r = NULL;
done:
    if (gm) nb_free(c->heap, gm, sizeof(double) * (size_t)(n + 1));
    ts_release(a); ts_release(r);
    return st;
}
