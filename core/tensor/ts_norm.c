/* ts_norm.c — batch_norm (NativeBatchNormBackward0), group_norm
 * (NativeGroupNormBackward0) and layer_norm (NativeLayerNormBackward0).
 *
 * Batch norm follows PyTorch's CPU kernel for contiguous NCHW input
 * (batch_norm_kernel.cpp): per-channel sums in double, mean rounded to the
 * input dtype, biased variance for normalisation, unbiased for running_var,
 * then y = x * alpha + beta with alpha = invstd * w, beta = b - mean * alpha
 * evaluated in the input dtype. Group norm computes its moments in double. */
#include "ts_impl.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static double ld(const void *p, int64_t i, ts_DType dt)
{
    return dt == TS_FLOAT32 ? (double)((const float *)p)[i] : ((const double *)p)[i];
}
static void st_(void *p, int64_t i, ts_DType dt, double v)
{
    if (dt == TS_FLOAT32) ((float *)p)[i] = (float)v; else ((double *)p)[i] = v;
}
/* round a double to the dtype's precision */
static double rnd(ts_DType dt, double v) { return dt == TS_FLOAT32 ? (double)(float)v : v; }

static nb_Status check_float(ts_Ctx *c, const ts_Tensor *x, const char *what)
{
    if (x->dtype != TS_FLOAT32 && x->dtype != TS_FLOAT64)
        return ts_err(c, TS_ERR_RUNTIME, "\"%s\" not implemented for '%s'", what, ts_dtype_short(x->dtype));
    return NB_OK;
}

/* Contiguous copy of an optional per-channel parameter in dtype dt. */
static nb_Status opt_as(ts_Ctx *c, ts_Tensor *t, ts_DType dt, ts_Tensor **out)
{
    *out = NULL;
    return t ? ts__as(c, t, dt, out) : NB_OK;
}

/* ---------------------------------------------------------------- batch norm */

/* Running-stat update of a float running buffer: PyTorch computes it in the
 * parameter type (float): fma(m, v, (1 - m)*r) with m = (float)momentum
 * (the compiler's contraction; measured against the oracle). */
static float bn_ema_f(double momentum, double v, double r)
{
    float mo = (float)momentum;
    return fmaf(mo, (float)v, (1.0f - mo) * (float)r);
}

/* extra: double mean[C], invstd[C]; iv[0] N, iv[1] C, iv[2] image size, iv[3] training */
static nb_Status bn_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    int64_t NB = n->iv[0], C = n->iv[1], S = n->iv[2];
    bool train = n->iv[3] != 0;
    const double *mean = n->extra, *invstd = mean + C;
    ts_Tensor *x, *w = NULL, *cx = NULL, *cw = NULL, *gy = NULL, *gx = NULL, *gw = NULL, *gb = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 0, &x));
    ts_DType dt = x->dtype;
    if (n->saved[1].used) TRY(ag_unpack(c, n, 1, &w));
    TRYG(ts__as(c, x, dt, &cx));
    TRYG(opt_as(c, w, dt, &cw));
    TRYG(ts__as(c, gout[0], dt, &gy));
    TRYG(ts_charge(c, (uint64_t)ts_numel(x) * 4));
    if (n->next[0].fn) TRYG(ts__new(c, dt, n->meta[0].ndim, n->meta[0].shape, &gx));
    if (n->nin > 1 && n->next[1].fn) TRYG(ts__new(c, dt, 1, &C, &gw));
    if (n->nin > 2 && n->next[2].fn) TRYG(ts__new(c, dt, 1, &C, &gb));
    {
        const void *px = ts_data(cx), *py = ts_data(gy);
        double Nd = (double)(NB * S);
        for (int64_t ch = 0; ch < C; ch++) {
            double m = mean[ch], is = invstd[ch], wv = cw ? ld(ts_data(cw), ch, dt) : 1.0;
            double sum = 0, dotp = 0;
            for (int64_t b = 0; b < NB; b++)
                for (int64_t i = 0; i < S; i++) {
                    int64_t o = (b * C + ch) * S + i;
                    double dy = ld(py, o, dt);
                    sum += dy;
                    dotp += (ld(px, o, dt) - m) * dy;
                }
            if (gx) {
                double k = dotp * is * is / Nd, gm = sum / Nd;
                for (int64_t b = 0; b < NB; b++)
                    for (int64_t i = 0; i < S; i++) {
                        int64_t o = (b * C + ch) * S + i;
                        double dy = ld(py, o, dt), r;
                        if (train) r = (dy - gm - (ld(px, o, dt) - m) * k) * is * wv;
                        else r = dy * is * wv;
                        st_(ts_data(gx), o, dt, r);
                    }
            }
            if (gw) st_(ts_data(gw), ch, dt, dotp * is);
            if (gb) st_(ts_data(gb), ch, dt, sum);
        }
    }
    gin[0] = gx;
    if (n->nin > 1) gin[1] = gw;
    if (n->nin > 2) gin[2] = gb;
    gx = gw = gb = NULL;
done:
    ts_release(cx); ts_release(cw); ts_release(gy); ts_release(gx); ts_release(gw); ts_release(gb);
    return st;
}

static nb_Status bn_numel_check(ts_Ctx *c, const char *what, int64_t C, const ts_Tensor *t)
{
    if (t && ts_numel(t) != C)
        return ts_err(c, TS_ERR_RUNTIME, "%s should contain %lld elements not %lld", what, (long long)C,
                      (long long)ts_numel(t));
    return NB_OK;
}

nb_Status ts_batch_norm(ts_Ctx *c, ts_Tensor *x, ts_Tensor *running_mean, ts_Tensor *running_var,
                        ts_Tensor *weight, ts_Tensor *bias, bool training, double momentum, double eps,
                        ts_Tensor **out)
{
    ts_Tensor *hv[3] = {x, weight, bias};
    TS_VIA_F32(c, 3, hv, out, ts_batch_norm(c, hv[0], running_mean, running_var, hv[1], hv[2], training, momentum, eps, &hr_));
    if (training) {
        int64_t prods = x->ndim ? x->shape[0] : 1;
        for (int i = 2; i < x->ndim; i++) prods *= x->shape[i];
        if (prods == 1) {
            char s[200];
            ts__fmt_shape(s, sizeof s, x->ndim, x->shape);
            return ts_err(c, TS_ERR_VALUE, "Expected more than 1 value per channel when training, got input size torch.Size(%s)", s);
        }
    }
    if (x->ndim < 2) {
        int64_t n = x->ndim ? x->ndim : 1;
        return ts_err(c, TS_ERR_INDEX, "Dimension out of range (expected to be in range of [%lld, %lld], but got 1)",
                      (long long)-n, (long long)(n - 1));
    }
    int64_t NB = x->shape[0], C = x->shape[1], S = 1;
    for (int i = 2; i < x->ndim; i++) S *= x->shape[i];
    if (running_mean) TRY(bn_numel_check(c, "running_mean", C, running_mean));
    else if (!training) return ts_err(c, TS_ERR_RUNTIME, "running_mean must be defined in evaluation mode");
    if (running_var) TRY(bn_numel_check(c, "running_var", C, running_var));
    else if (!training) return ts_err(c, TS_ERR_RUNTIME, "running_var must be defined in evaluation mode");
    TRY(bn_numel_check(c, "weight", C, weight));
    TRY(bn_numel_check(c, "bias", C, bias));
    TRY(check_float(c, x, "batch_norm"));
    ts_DType dt = x->dtype;
    ts_Tensor *cx = NULL, *cw = NULL, *cb = NULL, *y = NULL;
    double *stats = nb_alloc(c->heap, sizeof(double) * (size_t)(2 * C + 1));
    nb_Status st;
    if (!stats) return ts_oom(c);
    double *mean = stats, *invstd = stats + C;
    TRYG(ts_charge(c, (uint64_t)ts_numel(x) * 3));
    TRYG(ts__as(c, x, dt, &cx));
    TRYG(opt_as(c, weight, dt, &cw));
    TRYG(opt_as(c, bias, dt, &cb));
    TRYG(ts__new(c, dt, x->ndim, x->shape, &y));
    {
        const void *px = ts_data(cx);
        int64_t Nn = NB * S;
        for (int64_t ch = 0; ch < C; ch++) {
            if (training) {
                double sum = 0, vs = 0, m;
                /* PyTorch 2.6 (batch_norm_kernel.cpp, measured): a [N, C] input takes the
                 * channels-last path: per-thread float partial sums over the rows (2
                 * threads, halves of ceil(N/2)), added in double; variance partials
                 * fma(d, d, acc) in float. The output is fma(x, alpha, beta). */
                if (S == 1 && dt == TS_FLOAT32) {
                    const float *pf = px;
                    int64_t half = (NB + 1) / 2;
                    float bsum[2] = {0, 0}, bvar[2] = {0, 0};
                    for (int64_t b = 0; b < NB; b++) bsum[b >= half] += pf[b * C + ch];
                    sum = 0.0 + (double)bsum[0];
                    if (NB > 1) sum += (double)bsum[1];
                    float mf = (float)(sum / (double)Nn);
                    for (int64_t b = 0; b < NB; b++) {
                        float d = pf[b * C + ch] - mf;
                        bvar[b >= half] = fmaf(d, d, bvar[b >= half]);
                    }
                    vs = 0.0 + (double)bvar[0];
                    if (NB > 1) vs += (double)bvar[1];
                    m = mf;
                    goto bn_have_sums;
                }
                for (int64_t b = 0; b < NB; b++)
                    for (int64_t i = 0; i < S; i++) sum += ld(px, (b * C + ch) * S + i, dt);
                m = rnd(dt, sum / (double)Nn);
                for (int64_t b = 0; b < NB; b++)
                    for (int64_t i = 0; i < S; i++) {
                        double d = rnd(dt, ld(px, (b * C + ch) * S + i, dt) - m);
                        vs += rnd(dt, d * d);
                    }
            bn_have_sums:;
                vs = rnd(dt, vs); /* var_sum is stored in the input dtype */
                mean[ch] = m;
                invstd[ch] = Nn ? rnd(dt, 1.0 / sqrt(rnd(dt, vs / (double)Nn) + eps)) : 0;
                if (running_mean) {
                    double r = ts_get_flat_f(running_mean, ch);
                    ts__storef((char *)running_mean->storage->data + (running_mean->offset + ch * (running_mean->ndim ? running_mean->stride[0] : 0)) * (int64_t)ts_dtype_size(running_mean->dtype),
                               running_mean->dtype, running_mean->dtype == TS_FLOAT32 ? (double)bn_ema_f(momentum, m, r) : momentum * m + (1 - momentum) * r);
                }
                if (running_var) {
                    double r = ts_get_flat_f(running_var, ch);
                    double unb = Nn > 1 ? rnd(dt, vs / (double)(Nn - 1)) : NAN;
                    ts__storef((char *)running_var->storage->data + (running_var->offset + ch * (running_var->ndim ? running_var->stride[0] : 0)) * (int64_t)ts_dtype_size(running_var->dtype),
                               running_var->dtype, running_var->dtype == TS_FLOAT32 ? (double)bn_ema_f(momentum, unb, r) : momentum * unb + (1 - momentum) * r);
                }
            } else {
                mean[ch] = rnd(dt, ts_get_flat_f(running_mean, ch));
                invstd[ch] = rnd(dt, 1.0 / rnd(dt, sqrt(rnd(dt, ts_get_flat_f(running_var, ch) + rnd(dt, eps)))));
            }
            double wv = cw ? ld(ts_data(cw), ch, dt) : 1.0, bv = cb ? ld(ts_data(cb), ch, dt) : 0.0;
            double alpha = rnd(dt, invstd[ch] * wv);
            double beta = rnd(dt, bv - rnd(dt, mean[ch] * alpha));
            for (int64_t b = 0; b < NB; b++)
                for (int64_t i = 0; i < S; i++) {
                    int64_t o = (b * C + ch) * S + i;
                    double xv = ld(px, o, dt);
                    st_(ts_data(y), o, dt, dt == TS_FLOAT32 ? (double)fmaf((float)xv, (float)alpha, (float)beta)
                                                            : fma(xv, alpha, beta));
                }
        }
        if (training) {
            if (running_mean) ts__bump(running_mean);
            if (running_var) ts__bump(running_var);
        }
    }
    ts_Tensor *ins[3] = {x, weight, bias};
    int nin = 3; /* PyTorch's edges: input, weight, bias (None when absent) */
    if (ag_should_record(c, nin, ins)) {
        ag_Node *n;
        TRYG(ag_make(c, "NativeBatchNormBackward0", bn_bw, nin, ins, 1, &n));
        n->iv[0] = NB; n->iv[1] = C; n->iv[2] = S; n->iv[3] = training;
        n->extra = stats; n->extra_size = sizeof(double) * (size_t)(2 * C + 1);
        stats = NULL;
        st = ag_save(c, n, 0, x, false);
        if (!st && weight) st = ag_save(c, n, 1, weight, false);
        if (!st) ag_set_output(n, y, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    *out = y;
    y = NULL;
done:
    if (stats) nb_free(c->heap, stats, sizeof(double) * (size_t)(2 * C + 1));
    ts_release(cx); ts_release(cw); ts_release(cb); ts_release(y);
    return st;
}

/* ---------------------------------------------------------------- group norm */

/* extra: double mean[N*G], rstd[N*G]; iv: 0 N, 1 C, 2 S (spatial), 3 G */
static void gn_bw_float(const float *dy, const float *x, const float *gamma, const double *mean, const double *rstd,
                        int64_t N, int64_t C, int64_t S, int64_t G, float *dx, float *dg, float *db, float *buf);
static void gn_bw_double(const double *dy, const double *x, const double *gamma, const double *mean, const double *rstd,
                         int64_t N, int64_t C, int64_t S, int64_t G, double *dx, double *dg, double *db, double *buf);

static nb_Status gn_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    int64_t NB = n->iv[0], C = n->iv[1], S = n->iv[2], G = n->iv[3];
    const double *mean = n->extra, *rstd = mean + NB * G;
    ts_Tensor *x, *w = NULL, *cx = NULL, *cw = NULL, *gy = NULL, *gx = NULL, *gw = NULL, *gb = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 0, &x));
    ts_DType dt = x->dtype;
    if (n->saved[1].used) TRY(ag_unpack(c, n, 1, &w));
    TRYG(ts__as(c, x, dt, &cx));
    TRYG(opt_as(c, w, dt, &cw));
    TRYG(ts__as(c, gout[0], dt, &gy));
    TRYG(ts_charge(c, (uint64_t)ts_numel(x) * 4));
    if (n->next[0].fn) TRYG(ts__new(c, dt, n->meta[0].ndim, n->meta[0].shape, &gx));
    if (n->nin > 1 && n->next[1].fn) TRYG(ts__new(c, dt, 1, &C, &gw));
    if (n->nin > 2 && n->next[2].fn) TRYG(ts__new(c, dt, 1, &C, &gb));
    {
        size_t bsz = sizeof(double) * (size_t)(2 * NB * C + 1);
        double *buf = nb_alloc(c->heap, bsz);
        if (!buf) { st = ts_oom(c); goto done; }
        void *dx = gx ? ts_data(gx) : NULL, *dg = gw ? ts_data(gw) : NULL, *db = gb ? ts_data(gb) : NULL;
        if (dt == TS_FLOAT32)
            gn_bw_float(ts_data(gy), ts_data(cx), cw ? ts_data(cw) : NULL, mean, rstd, NB, C, S, G, dx, dg, db, (float *)buf);
        else
            gn_bw_double(ts_data(gy), ts_data(cx), cw ? ts_data(cw) : NULL, mean, rstd, NB, C, S, G, dx, dg, db, buf);
        nb_free(c->heap, buf, bsz);
    }
    gin[0] = gx;
    if (n->nin > 1) gin[1] = gw;
    if (n->nin > 2) gin[2] = gb;
    gx = gw = gb = NULL;
done:
    ts_release(cx); ts_release(cw); ts_release(gy); ts_release(gx); ts_release(gw); ts_release(gb);
    return st;
}

static void gn_values(const ts_Tensor *cx, const ts_Tensor *cw, const ts_Tensor *cb, ts_Tensor *y, int64_t NB,
                      int64_t C, int64_t S, int64_t G, double eps, double *mean, double *rstd);

nb_Status ts_group_norm(ts_Ctx *c, ts_Tensor *x, int64_t groups, ts_Tensor *weight, ts_Tensor *bias, double eps,
                        ts_Tensor **out)
{
    ts_Tensor *hv[3] = {x, weight, bias};
    TS_VIA_F32(c, 3, hv, out, ts_group_norm(c, hv[0], groups, hv[1], hv[2], eps, &hr_));
    char xs[200], ps[200];
    if (x->ndim < 2)
        return ts_err(c, TS_ERR_RUNTIME, "Expected at least 2 dimensions for input tensor but received %d", x->ndim);
    ts__fmt_shape(xs, sizeof xs, x->ndim, x->shape);
    int64_t NB = x->shape[0], C = x->shape[1], S = 1;
    for (int i = 2; i < x->ndim; i++) S *= x->shape[i];
    if (groups == 0) return ts_err(c, TS_ERR_RUNTIME, "ZeroDivisionError");
    {
        /* F.group_norm's _verify_batch_size([N*C//G, G] + spatial) */
        int64_t q = (NB * C) / groups;
        if (((NB * C) % groups != 0) && ((NB * C < 0) != (groups < 0))) q--;
        int64_t vs[TS_MAXDIM];
        int nv = 0;
        vs[nv++] = q; vs[nv++] = groups;
        for (int i = 2; i < x->ndim; i++) vs[nv++] = x->shape[i];
        int64_t prods = vs[0];
        for (int i = 2; i < nv; i++) prods *= vs[i];
        if (prods == 1) {
            ts__fmt_shape(ps, sizeof ps, nv, vs);
            return ts_err(c, TS_ERR_VALUE, "Expected more than 1 value per channel when training, got input size torch.Size(%s)", ps);
        }
    }
    if (groups <= 0 || C % groups != 0)
        return ts_err(c, TS_ERR_RUNTIME, "Expected number of channels in input to be divisible by num_groups, but got input of shape %s and num_groups=%lld",
                      xs, (long long)groups);
    if (weight && (weight->ndim != 1 || ts_numel(weight) != C)) {
        ts__fmt_shape(ps, sizeof ps, weight->ndim, weight->shape);
        return ts_err(c, TS_ERR_RUNTIME, "Expected weight to be a vector of size equal to the number of channels in input, but got weight of shape %s and input of shape %s", ps, xs);
    }
    if (bias && (bias->ndim != 1 || ts_numel(bias) != C)) {
        ts__fmt_shape(ps, sizeof ps, bias->ndim, bias->shape);
        return ts_err(c, TS_ERR_RUNTIME, "Expected bias to be a vector of size equal to the number of channels in input, but got bias of shape %s and input of shape %s", ps, xs);
    }
    TRY(check_float(c, x, "group_norm"));
    ts_DType dt = x->dtype;
    int64_t G = groups;
    size_t esz = sizeof(double) * (size_t)(2 * NB * G + 1);
    double *stats = nb_alloc(c->heap, esz);
    if (!stats) return ts_oom(c);
    double *mean = stats, *rstd = stats + NB * G;
    ts_Tensor *cx = NULL, *cw = NULL, *cb = NULL, *y = NULL;
    nb_Status st;
    TRYG(ts_charge(c, (uint64_t)ts_numel(x) * 3));
    TRYG(ts__as(c, x, dt, &cx));
    TRYG(opt_as(c, weight, dt, &cw));
    TRYG(opt_as(c, bias, dt, &cb));
    TRYG(ts__new(c, dt, x->ndim, x->shape, &y));
    gn_values(cx, cw, cb, y, NB, C, S, G, eps, mean, rstd);
    ts_Tensor *ins[3] = {x, weight, bias};   /* three edges always (None without affine) */
    int nin = 3;
    if (ag_should_record(c, nin, ins)) {
        ag_Node *n;
        TRYG(ag_make(c, "NativeGroupNormBackward0", gn_bw, nin, ins, 1, &n));
        n->iv[0] = NB; n->iv[1] = C; n->iv[2] = S; n->iv[3] = G;
        n->extra = stats; n->extra_size = esz;
        stats = NULL;
        st = ag_save(c, n, 0, x, false);
        if (!st && weight) st = ag_save(c, n, 1, weight, false);
        if (!st) ag_set_output(n, y, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    *out = y;
    y = NULL;
done:
    if (stats) nb_free(c->heap, stats, esz);
    ts_release(cx); ts_release(cw); ts_release(cb); ts_release(y);
    return st;
}

/* ---------------------------------------------------------------- layer norm */

/* PyTorch 2.6's layer_norm forward values (layer_norm_kernel.cpp, AVX2
 * dispatch, measured against the oracle): RowwiseMoments = Welford over
 * W-lane vectors (W = 8 float / 4 double) in chunks of 16 vectors, chunk
 * results merged in a binary cascade, the scalar tail then the W lanes merged
 * in order; the compiler fuses the vector updates m1 += d*c and
 * m2 += d*(x - m1) into FMAs and the merge's m2_add + d*d*c*m0 into
 * fma(d*d*c, m0, m2_add), not the m2 updates of the scalar tail (session 3:
 * the vector m2 fusion, found on 23k oracle rows, fixed ~10 % of rows). rstd = 1/sqrt(var + eps); y = (x - mean) * rstd, then
 * fma(y, gamma, beta). The tail/merge formulas are those of moments_utils.h. */
#define LN_ROW(T, W, FMA)                                                                              \
    static void ln_moments_##T(const T *X, int64_t N, T *mean, T *var)                                 \
    {                                                                                                  \
        int64_t n = N / W, m = (n + 15) / 16, depth = 0;                                               \
        while (((int64_t)1 << depth) < m) depth++;                                                     \
        int64_t m0s[64] = {0};                                                                         \
        T m1s[64][W], m2s[64][W];                                                                      \
        memset(m1s, 0, sizeof m1s); memset(m2s, 0, sizeof m2s);                                        \
        for (int64_t i = 0; i < m; i++) {                                                              \
            const T *xp = X + i * 16 * W;                                                              \
            int64_t c0 = n - i * 16 < 16 ? n - i * 16 : 16;                                            \
            T m1v[W] = {0}, m2v[W] = {0};                                                              \
            for (int64_t j = 0; j < c0; j++) {                                                         \
                T cj = (T)1 / (T)(j + 1);                                                              \
                for (int l = 0; l < W; l++) {                                                          \
                    T x = xp[j * W + l], d = x - m1v[l];                                               \
                    m1v[l] = FMA(d, cj, m1v[l]);                                                       \
                    m2v[l] = FMA(d, x - m1v[l], m2v[l]);                                               \
                }                                                                                      \
            }                                                                                          \
            for (int l = 0; l < W; l++) ln_add_##T(c0, m1v[l], m2v[l], m0s[0], &m1s[0][l], &m2s[0][l]); \
            m0s[0] += c0;                                                                              \
            for (int64_t j = 1, mask = i + 1; j < depth && (mask & 1) == 0; j++, mask >>= 1) {         \
                for (int l = 0; l < W; l++) ln_add_##T(m0s[j - 1], m1s[j - 1][l], m2s[j - 1][l], m0s[j], &m1s[j][l], &m2s[j][l]); \
                m0s[j] += m0s[j - 1]; m0s[j - 1] = 0;                                                  \
                for (int l = 0; l < W; l++) m1s[j - 1][l] = m2s[j - 1][l] = 0;                         \
            }                                                                                          \
        }                                                                                              \
        for (int64_t i = 1; i < depth; i++) {                                                          \
            for (int l = 0; l < W; l++) ln_add_##T(m0s[i], m1s[i][l], m2s[i][l], m0s[0], &m1s[0][l], &m2s[0][l]); \
            m0s[0] += m0s[i];                                                                          \
        }                                                                                              \
        int64_t c = 0;                                                                                 \
        T m1 = 0, m2 = 0;                                                                              \
        for (int64_t i = n * W; i < N; i++) {                                                          \
            T x = X[i], d = x - m1;                                                                    \
            ++c;                                                                                       \
            m1 += d / (T)c;                                                                            \
            m2 += d * (x - m1);                                                                        \
        }                                                                                              \
        for (int l = 0; l < W; l++) { ln_add_##T(n, m1s[0][l], m2s[0][l], c, &m1, &m2); c += n; }      \
        *mean = m1;                                                                                    \
        *var = m2 / (T)N;                                                                              \
    }
/* AddMoments: merge (m0a, m1a, m2a) into (m0, *m1, *m2) (caller adds the counts) */
static void ln_add_float(int64_t m0a, float m1a, float m2a, int64_t m0, float *m1, float *m2)
{
    int64_t n = m0 + m0a;
    float c = n == 0 ? 0.0f : (float)m0a / (float)n, d = m1a - *m1;
    *m1 = fmaf(c, d, *m1);
    *m2 = *m2 + fmaf(d * d * c, (float)m0, m2a);
}
static void ln_add_double(int64_t m0a, double m1a, double m2a, int64_t m0, double *m1, double *m2)
{
    int64_t n = m0 + m0a;
    double c = n == 0 ? 0.0 : (double)m0a / (double)n, d = m1a - *m1;
    *m1 = fma(c, d, *m1);
    *m2 = *m2 + fma(d * d * c, (double)m0, m2a);
}
LN_ROW(float, 8, fmaf)
LN_ROW(double, 4, fma)

/* group_norm's forward (GroupNormKernelImplInternal, AVX2 like layer_norm):
 * per (n, group) row the RowwiseMoments above, rstd = 1 / sqrt(max(var, 0) +
 * eps) in double (eps is a double there) rounded to T; without affine
 * y = (x - mean) * rstd, else per channel scale = rstd * gamma, bias =
 * fma(-scale, mean, beta), y = fma(scale, x, bias) (GCC's contraction). */
#define GN_APPLY(T, FMA)                                                                               \
    {                                                                                                  \
        const T *px = ts_data(cx), *pw = cw ? ts_data(cw) : NULL, *pb = cb ? ts_data(cb) : NULL;      \
        T *po = ts_data(y);                                                                            \
        int64_t D = C / G, len = D * S;                                                                \
        for (int64_t i = 0; i < NB * G; i++) {                                                         \
            T m = 0, v = 0;                                                                            \
            if (len) ln_moments_##T(px + i * len, len, &m, &v);                                        \
            T r = (T)(1.0 / sqrt((double)(v > 0 ? v : 0) + eps));                                      \
            mean[i] = m; rstd[i] = r;                                                                  \
            if (!pw && !pb) {                                                                          \
                for (int64_t j = i * len; j < (i + 1) * len; j++) po[j] = (px[j] - m) * r;             \
                continue;                                                                              \
            }                                                                                          \
            for (int64_t j = 0; j < D; j++) {                                                          \
                int64_t cc = i % G * D + j;                                                            \
                T sc = r * (pw ? pw[cc] : (T)1), bi = FMA(-sc, m, pb ? pb[cc] : (T)0);                 \
                for (int64_t k = (i * D + j) * S; k < (i * D + j + 1) * S; k++) po[k] = FMA(sc, px[k], bi); \
            }                                                                                          \
        }                                                                                              \
    }
static void gn_values(const ts_Tensor *cx, const ts_Tensor *cw, const ts_Tensor *cb, ts_Tensor *y, int64_t NB,
                      int64_t C, int64_t S, int64_t G, double eps, double *mean, double *rstd)
{
    if (y->dtype == TS_FLOAT32) GN_APPLY(float, fmaf) else GN_APPLY(double, fma)
}
#undef GN_APPLY

/* Overwrite out (contiguous, x's shape) with PyTorch's forward values; the
 * row statistics (mean, rstd in x's type) go to stats[2*M] when given. */
static nb_Status ln_fix_values(ts_Ctx *c, ts_Tensor *x, int64_t N, ts_Tensor *w, ts_Tensor *b, double eps, ts_Tensor *out,
                               double *stats)
{
    if ((x->dtype != TS_FLOAT32 && x->dtype != TS_FLOAT64) || out->dtype != x->dtype || !ts_is_contiguous(out) || N <= 0)
        return NB_OK;
    ts_Tensor *cx = NULL, *cw = NULL, *cb = NULL;
    nb_Status st;
    TRYG(ts__as(c, x, x->dtype, &cx));
    TRYG(opt_as(c, w, x->dtype, &cw));
    TRYG(opt_as(c, b, x->dtype, &cb));
    int64_t M = ts_numel(x) / N;
#define LN_APPLY(T, FMA, SQRT)                                                                         \
    {                                                                                                  \
        const T *px = ts_data(cx), *pw = cw ? ts_data(cw) : NULL, *pb = cb ? ts_data(cb) : NULL;      \
        T *po = ts_data(out);                                                                          \
        for (int64_t i = 0; i < M; i++) {                                                              \
            T mean, var;                                                                               \
            ln_moments_##T(px + i * N, N, &mean, &var);                                                \
            T rs = (T)1 / SQRT(var + (T)eps);                                                          \
            if (stats) { stats[i] = mean; stats[M + i] = rs; }                                         \
            for (int64_t j = 0; j < N; j++) {                                                          \
                T y = (px[i * N + j] - mean) * rs;                                                     \
                po[i * N + j] = FMA(y, pw ? pw[j] : (T)1, pb ? pb[j] : (T)0);                          \
            }                                                                                          \
        }                                                                                              \
    }
    if (x->dtype == TS_FLOAT32) LN_APPLY(float, fmaf, sqrtf) else LN_APPLY(double, fma, sqrt)
#undef LN_APPLY
done:
    ts_release(cx); ts_release(cw); ts_release(cb);
    return st;
}

/* PyTorch 2.6's layer_norm backward (layer_norm_backward_frame, AVX2: W = 8
 * float / 4 double lanes). Rows are split between the oracle's 2 threads
 * (parallel_for over M, grain 1: halves of ceil(M/2)); each thread keeps its
 * own dgamma/dbeta row, dgamma_t += dy * (rstd*x - rstd*mean) (both fused),
 * dbeta_t += dy; the results are 0 + thread 0 + thread 1. dX per row:
 * ds = sum dy*x*gamma, db = sum dy*gamma as map_reduce_all (W lanes, NOT
 * fused here (measured), the float lane tree i^4, i^2, i^1 (double: lanes in order, the generic
 * vec_reduce_all: only float has the shuffle form); rows shorter than W
 * added in order), b = fma(db, mean, -ds) * a^3 / N, c = fma(-b, mean,
 * -(db*a/N)), dx = fma(b, x, a*dy*gamma) + c. The fusions were chosen by
 * trying the alternatives against the oracle (measured, not derived). */
#define LN_BW(T, W, FMA)                                                                               \
    static T ln_tree_##T(T *a)                                                                         \
    {                                                                                                  \
        if (W == 4) return ((a[0] + a[1]) + a[2]) + a[3]; /* double: the generic lane loop */          \
        for (int l = 0; l < W / 2; l++) a[l] += a[l + W / 2];                                          \
        if (W == 8) for (int l = 0; l < 2; l++) a[l] += a[l + 2];                                      \
        return a[0] + a[1];                                                                            \
    }                                                                                                  \
    /* sum over k of p(k) = u[k]*v[k] (*w[k]), as map2/map3_reduce_all */                             \
    static T ln_dot_##T(const T *u, const T *v, const T *w, int64_t n)                                 \
    {                                                                                                  \
        T acc[W];                                                                                      \
        if (n < W) {                                                                                   \
            T s = w ? u[0] * v[0] * w[0] : u[0] * v[0];                                                \
            for (int64_t k = 1; k < n; k++) s += w ? u[k] * v[k] * w[k] : u[k] * v[k];                 \
            return s;                                                                                  \
        }                                                                                              \
        for (int l = 0; l < W; l++) acc[l] = w ? u[l] * v[l] * w[l] : u[l] * v[l];                      \
        int64_t d = W;                                                                                 \
        for (; d + W <= n; d += W)                                                                     \
            for (int l = 0; l < W; l++)                                                                \
                acc[l] += w ? u[d + l] * v[d + l] * w[d + l] : u[d + l] * v[d + l];                    \
        for (int l = 0; d + l < n; l++) acc[l] += w ? u[d + l] * v[d + l] * w[d + l] : u[d + l] * v[d + l]; \
        return ln_tree_##T(acc);                                                                       \
    }                                                                                                  \
    static T ln_sum_##T(const T *u, int64_t n)                                                         \
    {                                                                                                  \
        T acc[W];                                                                                      \
        if (n < W) {                                                                                   \
            T s = u[0];                                                                                \
            for (int64_t k = 1; k < n; k++) s += u[k];                                                 \
            return s;                                                                                  \
        }                                                                                              \
        for (int l = 0; l < W; l++) acc[l] = u[l];                                                     \
        int64_t d = W;                                                                                 \
        for (; d + W <= n; d += W)                                                                     \
            for (int l = 0; l < W; l++) acc[l] += u[d + l];                                            \
        for (int l = 0; d + l < n; l++) acc[l] += u[d + l];                                            \
        return ln_tree_##T(acc);                                                                       \
    }                                                                                                  \
    static void ln_bw_##T(const T *dy, const T *x, const T *gamma, const double *stats, int64_t M, int64_t N, \
                          T *dx, T *dg, T *db, T *buf)                                                 \
    {                                                                                                  \
        int64_t nth = M > 1 ? 2 : 1, chunk = (M + nth - 1) / nth;                                      \
        T scale = (T)1 / (T)N;                                                                         \
        for (int64_t t = 0; t < nth; t++) {                                                            \
            T *bg = buf + t * N, *bb = buf + (nth + t) * N;                                            \
            for (int64_t i = t * chunk; i < M && i < (t + 1) * chunk; i++) {                           \
                const T *dyr = dy + i * N, *xr = x + i * N;                                            \
                T mean = (T)stats[i], a = (T)stats[M + i];                                             \
                if (dg) { T b0 = -a * mean;                                                            \
                    for (int64_t j = 0; j < N; j++) bg[j] = FMA(dyr[j], FMA(a, xr[j], b0), bg[j]); }    \
                if (db) for (int64_t j = 0; j < N; j++) bb[j] += dyr[j];                               \
                if (dx) {                                                                              \
                    T ds = ln_dot_##T(dyr, xr, gamma, N);                                              \
                    T dbs = gamma ? ln_dot_##T(dyr, gamma, NULL, N) : ln_sum_##T(dyr, N);              \
                    T b = FMA(dbs, mean, -ds) * a * a * a * scale;                                     \
                    T c = FMA(-b, mean, -(dbs * a * scale));                                           \
                    for (int64_t j = 0; j < N; j++)                                                    \
                        dx[i * N + j] = FMA(b, xr[j], a * dyr[j] * (gamma ? gamma[j] : (T)1)) + c;     \
                }                                                                                      \
            }                                                                                          \
        }                                                                                              \
        for (int64_t j = 0; j < N; j++) {                                                              \
            T vg = 0, vb = 0;                                                                          \
            for (int64_t t = 0; t < nth; t++) { vg += buf[t * N + j]; vb += buf[(nth + t) * N + j]; }  \
            if (dg) dg[j] = vg;                                                                        \
            if (db) db[j] = vb;                                                                        \
        }                                                                                              \
    }
LN_BW(float, 8, fmaf)
LN_BW(double, 4, fma)

/* group_norm's backward (GroupNormBackwardKernelImplInternal, AVX2: W lanes):
 * per (n, c) row ds = sum dy*x, db = sum dy (map2_reduce_all / reduce_all);
 * per (n, g): the W-lane sums of ds*gamma, db*gamma over the channels' full
 * vectors added to 0 lane by lane, the rest one by one; c2 = (db*mean - ds)
 * * rstd^3 / (D*S), c3 = -c2*mean - db*rstd/(D*S), dx = c1*dy + c2*x + c3
 * (c1 = rstd*gamma); dgamma[c] = sum over n of (ds - db*mean)*rstd, dbeta the
 * sum of db. Fused as GCC contracts them (measured against the oracle, 16 variants):
 * c2's db*mean - ds, c3 = fma(-(db*rstd), 1/(D*S), -c2*mean), dx = fma(c1, dy, c2*x) + c3. buf: 2*N*C. */
#define GN_BW(T, W, FMA)                                                                               \
    static void gn_bw_##T(const T *dy, const T *x, const T *gamma, const double *mean, const double *rstd, \
                          int64_t N, int64_t C, int64_t S, int64_t G, T *dx, T *dg, T *db, T *buf)     \
    {                                                                                                  \
        int64_t D = C / G, d8 = D / W * W;                                                             \
        T *ds = buf, *dbs = buf + N * C, s = (T)1 / (T)(D * S);                                        \
        for (int64_t i = 0; i < N * C; i++) {                                                          \
            ds[i] = S ? ln_dot_##T(dy + i * S, x + i * S, NULL, S) : (T)0;                             \
            dbs[i] = S ? ln_sum_##T(dy + i * S, S) : (T)0;                                             \
        }                                                                                              \
        for (int64_t i = 0; dx && i < N * G; i++) {                                                    \
            int64_t g = i % G;                                                                         \
            const T *dsp = ds + i * D, *dbp = dbs + i * D, *gp = gamma ? gamma + g * D : NULL;         \
            T sv[W] = {0}, bv[W] = {0}, dsv = 0, dbv = 0, m = (T)mean[i], r = (T)rstd[i];              \
            for (int64_t j = 0; j < d8; j += W)                                                        \
                for (int l = 0; l < W; l++) {                                                          \
                    sv[l] = FMA(dsp[j + l], gp ? gp[j + l] : (T)1, sv[l]);                             \
                    bv[l] = FMA(dbp[j + l], gp ? gp[j + l] : (T)1, bv[l]);                             \
                }                                                                                      \
            for (int l = 0; l < W; l++) { dsv += sv[l]; dbv += bv[l]; }                                \
            for (int64_t j = d8; j < D; j++) {                                                         \
                dsv = FMA(dsp[j], gp ? gp[j] : (T)1, dsv);                                             \
                dbv = FMA(dbp[j], gp ? gp[j] : (T)1, dbv);                                             \
            }                                                                                          \
            T c2 = FMA(dbv, m, -dsv) * r * r * r * s;                                                  \
            T c3 = FMA(-(dbv * r), s, -c2 * m);                                                        \
            for (int64_t j = 0; j < D; j++) {                                                          \
                T c1 = r * (gp ? gp[j] : (T)1);                                                        \
                for (int64_t k = (i * D + j) * S; k < (i * D + j + 1) * S; k++)                        \
                    dx[k] = FMA(c1, dy[k], c2 * x[k]) + c3;                                            \
            }                                                                                          \
        }                                                                                              \
        for (int64_t c = 0; c < C; c++) {                                                              \
            T ag = 0, ab = 0;                                                                          \
            for (int64_t n = 0; n < N; n++) {                                                          \
                int64_t i = n * G + c / D;                                                             \
                ag = FMA(FMA(-dbs[n * C + c], (T)mean[i], ds[n * C + c]), (T)rstd[i], ag);             \
                ab += dbs[n * C + c];                                                                  \
            }                                                                                          \
            if (dg) dg[c] = ag;                                                                        \
            if (db) db[c] = ab;                                                                        \
        }                                                                                              \
    }
GN_BW(float, 8, fmaf)
GN_BW(double, 4, fma)

/* extra: double stats[2*M] (mean, rstd); iv: 0 M, 1 N */
static nb_Status ln_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    int64_t M = n->iv[0], N = n->iv[1];
    const double *stats = n->extra;
    ts_Tensor *x, *w = NULL, *cx = NULL, *cw = NULL, *gy = NULL, *gx = NULL, *gw = NULL, *gb = NULL, *buf = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 0, &x));
    ts_DType dt = x->dtype;
    if (n->saved[1].used) TRY(ag_unpack(c, n, 1, &w));
    TRYG(ts__as(c, x, dt, &cx));
    TRYG(opt_as(c, w, dt, &cw));
    TRYG(ts__as(c, gout[0], dt, &gy));
    TRYG(ts_charge(c, (uint64_t)ts_numel(x) * 4));
    if (n->next[0].fn) TRYG(ts__new(c, dt, n->meta[0].ndim, n->meta[0].shape, &gx));
    if (n->nin > 1 && n->next[1].fn) TRYG(ts__new(c, dt, n->meta[1].ndim, n->meta[1].shape, &gw));
    if (n->nin > 2 && n->next[2].fn) TRYG(ts__new(c, dt, n->meta[2].ndim, n->meta[2].shape, &gb));
    {
        int64_t bs = 4 * N;
        TRYG(ts__new(c, dt, 1, &bs, &buf));
    }
    if (dt == TS_FLOAT32)
        ln_bw_float(ts_data(gy), ts_data(cx), cw ? ts_data(cw) : NULL, stats, M, N, gx ? ts_data(gx) : NULL,
                    gw ? ts_data(gw) : NULL, gb ? ts_data(gb) : NULL, ts_data(buf));
    else
        ln_bw_double(ts_data(gy), ts_data(cx), cw ? ts_data(cw) : NULL, stats, M, N, gx ? ts_data(gx) : NULL,
                     gw ? ts_data(gw) : NULL, gb ? ts_data(gb) : NULL, ts_data(buf));
    gin[0] = gx;
    if (n->nin > 1) gin[1] = gw;
    if (n->nin > 2) gin[2] = gb;
    gx = gw = gb = NULL;
done:
    ts_release(cx); ts_release(cw); ts_release(gy); ts_release(gx); ts_release(gw); ts_release(gb); ts_release(buf);
    return st;
}

/* float/double layer_norm as one NativeLayerNormBackward0 node (PyTorch's
 * forward values and backward order above). */
static nb_Status ln_native(ts_Ctx *c, ts_Tensor *x, int64_t N, ts_Tensor *weight, ts_Tensor *bias, double eps,
                           ts_Tensor **out)
{
    int64_t M = ts_numel(x) / N;
    size_t esz = sizeof(double) * (size_t)(2 * M);
    double *stats = nb_alloc(c->heap, esz);
    if (!stats) return ts_oom(c);
    ts_Tensor *y = NULL;
    nb_Status st;
    TRYG(ts__new(c, x->dtype, x->ndim, x->shape, &y));
    TRYG(ln_fix_values(c, x, N, weight, bias, eps, y, stats));
    ts_Tensor *ins[3] = {x, weight, bias};
    int nin = 3; /* PyTorch's edges: input, weight, bias (None when absent) */
    if (ag_should_record(c, nin, ins)) {
        ag_Node *n;
        TRYG(ag_make(c, "NativeLayerNormBackward0", ln_bw, nin, ins, 1, &n));
        n->iv[0] = M; n->iv[1] = N;
        n->extra = stats; n->extra_size = esz;
        stats = NULL;
        st = ag_save(c, n, 0, x, false);
        if (!st && weight) st = ag_save(c, n, 1, weight, false);
        if (!st) ag_set_output(n, y, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    *out = y;
    y = NULL;
done:
    if (stats) nb_free(c->heap, stats, esz);
    ts_release(y);
    return st;
}

nb_Status ts_layer_norm(ts_Ctx *c, ts_Tensor *x, int nnorm, const int64_t *ns, ts_Tensor *weight, ts_Tensor *bias,
                        double eps, ts_Tensor **out)
{
    int64_t dims[TS_MAXDIM];
    bool bad = nnorm > x->ndim || nnorm < 1;
    for (int i = 0; i < nnorm && !bad; i++) {
        dims[i] = x->ndim - nnorm + i;
        if (x->shape[dims[i]] != ns[i]) bad = true;
    }
    if (bad) {
        char a[200], b[200], star[220];
        ts__fmt_shape(a, sizeof a, nnorm, ns);
        ts__fmt_shape(b, sizeof b, x->ndim, x->shape);
        snprintf(star, sizeof star, "[*%s%s", nnorm ? ", " : "", a + 1);
        return ts_err(c, TS_ERR_RUNTIME, "Given normalized_shape=%s, expected input with shape %s, but got input of size%s",
                      a, star, b);
    }
    ts_Tensor *mu = NULL, *d = NULL, *v = NULL, *ve = NULL, *rs = NULL, *y = NULL, *yw = NULL;
    nb_Status st;
    int64_t N = 1;
    for (int i = 0; i < nnorm; i++) N *= ns[i];
    if ((x->dtype == TS_FLOAT32 || x->dtype == TS_FLOAT64) && N > 0 && ts_numel(x) > 0 &&
        (!weight || (weight->dtype == x->dtype && ts_numel(weight) == N)) &&
        (!bias || (bias->dtype == x->dtype && ts_numel(bias) == N)))
        return ln_native(c, x, N, weight, bias, eps, out);
    TRYG(ts_mean(c, x, dims, nnorm, true, TS_NODTYPE, &mu));
    TRYG(ts_sub(c, x, mu, ts_sc_i(1), &d));
    TRYG(ts_var(c, x, dims, nnorm, 0, true, &v));
    TRYG(ts__add_scalar(c, v, eps, &ve));
    TRYG(ts_unary(c, TS_RSQRT, ve, &rs));
    TRYG(ts_binary(c, TS_MUL, d, rs, &y));
    if (weight) TRYG(ts_binary(c, TS_MUL, y, weight, &yw)); else { ts_retain(y); yw = y; }
    if (bias) TRYG(ts_add(c, yw, bias, ts_sc_i(1), out)); else { ts_retain(yw); *out = yw; }
    TRYG(ln_fix_values(c, x, N, weight, bias, eps, *out, NULL));
    if ((*out)->grad_fn) (*out)->grad_fn->name = "NativeLayerNormBackward0";
done:
    ts_release(mu); ts_release(d); ts_release(v); ts_release(ve); ts_release(rs); ts_release(y); ts_release(yw);
    return st;
}
