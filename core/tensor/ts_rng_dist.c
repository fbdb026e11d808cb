/* ts_rng_dist.c — the math area's random draws that ts_rng.c lacks:
 * geometric_, cauchy_, log_normal_, multinomial and poisson, each drawing
 * from the generator in the order of PyTorch 2.6's serial CPU kernels
 * (non-MKL build) and with the same double-precision transforms. */
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
