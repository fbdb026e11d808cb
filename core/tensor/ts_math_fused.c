/* ts_math_fused.c — PyTorch 2.6's fused rounding for add/sub with alpha,
 * addcmul, addcdiv and lerp on float32/float64 tensors.
 *
 * On the oracle (AVX512 kernels, compiled with FMA contraction) these ops
 * round once where a multiply feeds an add, in the vector body and the scalar
 * tail alike (measured for sizes 1..70, strided and broadcast operands):
 *   add(a, b, alpha)      = fma(b, alpha, a)          (sub: alpha negated)
 *   addcmul(s, t1, t2, v) = fma(v * t1, t2, s)
 *   addcdiv(s, t1, t2, v) = s + (v * t1) / t2          (nothing fused)
 *   lerp(s, e, w)         = |w| < 0.5 ? fma(w, e - s, s) : fma(w - 1, e - s, e)
 * Each op first runs the unfused composite (which gives the result's dtype,
 * shape, layout and autograd graph), then the values are recomputed here from
 * the operands cast to the result dtype. C's fmaf/fma are exactly rounded on
 * every target (x86 instruction natively, musl's software fma in WASM). */
#include <math.h>

#include "ts_impl.h"
#include "ts_math.h"

typedef enum { XF_ADD, XF_ADDCMUL, XF_ADDCDIV, XF_LERP } xf_Kind;

/* Read element at offset off of a float32/float64 buffer as double. */
static inline double rd(const void *p, bool f32, int64_t off)
{
    return f32 ? (double)((const float *)p)[off] : ((const double *)p)[off];
}

static float kf(xf_Kind k, float x, float y, float z, float s)
{
    switch (k) {
    case XF_ADD: return fmaf(y, s, x);
    case XF_ADDCMUL: return fmaf(s * y, z, x);
    case XF_ADDCDIV: return x + (s * y) / z;
    default: { float d = y - x; return fabsf(z) < 0.5f ? fmaf(z, d, x) : fmaf(z - 1.0f, d, y); }
    }
}
static double kd(xf_Kind k, double x, double y, double z, double s)
{
    switch (k) {
    case XF_ADD: return fma(y, s, x);
    case XF_ADDCMUL: return fma(s * y, z, x);
    case XF_ADDCDIV: return x + (s * y) / z;
    default: { double d = y - x; return fabs(z) < 0.5 ? fma(z, d, x) : fma(z - 1.0, d, y); }
    }
}

static void scalar_other_tail(ts_Tensor *r, ts_Tensor *self_e, double s, float yf, double yd);

/* Recompute r's values from n (2 or 3) operands broadcast to r's shape.
 * r is a fresh float32/float64 result; s is the scalar (alpha / value). */
static nb_Status refill(ts_Ctx *c, xf_Kind k, ts_Tensor *r, int n, ts_Tensor *const *in, double s)
{
    if ((r->dtype != TS_FLOAT32 && r->dtype != TS_FLOAT64) || ts_numel(r) == 0)
        return NB_OK;
    bool f32 = r->dtype == TS_FLOAT32;
    ts_Tensor *e[3] = {0};
    nb_Status st = NB_OK;
    ts__NoGrad ng = ts__nograd_begin(c);
    for (int i = 0; i < n && !st; i++) {
        ts_Tensor *cv = NULL;
        st = ts_to_dtype(c, in[i], r->dtype, false, &cv);
        if (!st) {
            st = ts_expand(c, cv, r->ndim, r->shape, &e[i]);
            ts_release(cv);
        }
    }
    ts__nograd_end(c, ng);
    if (!st) {
        int nd = r->ndim;
        int64_t idx[TS_MAXDIM] = {0}, total = ts_numel(r);
        void *dp[3] = {0};
        for (int i = 0; i < n; i++) dp[i] = e[i]->storage->data;
        for (int64_t it = 0; it < total; it++) {
            int64_t o = r->offset, oi[3] = {0, 0, 0};
            for (int d = 0; d < nd; d++) {
                o += idx[d] * r->stride[d];
                for (int i = 0; i < n; i++) oi[i] += idx[d] * e[i]->stride[d];
            }
            for (int i = 0; i < n; i++) oi[i] += e[i]->offset;
            double x = rd(dp[0], f32, oi[0]), y = rd(dp[1], f32, oi[1]);
            double z = n > 2 ? rd(dp[2], f32, oi[2]) : 0;
            if (f32)
                ((float *)r->storage->data)[o] = kf(k, (float)x, (float)y, (float)z, (float)s);
            else
                ((double *)r->storage->data)[o] = kd(k, x, y, z, s);
            for (int d = nd - 1; d >= 0; d--) {
                if (++idx[d] < r->shape[d]) break;
                idx[d] = 0;
            }
        }
    }
    if (!st && k == XF_ADD) {
        bool scal = true;
        for (int d = 0; d < r->ndim; d++)
            if (e[1]->stride[d] != 0 && r->shape[d] != 1) scal = false;
        if (scal) {
            const void *yp = e[1]->storage->data;
            scalar_other_tail(r, e[0], s, f32 ? ((const float *)yp)[e[1]->offset] : 0,
                              f32 ? 0 : ((const double *)yp)[e[1]->offset]);
        }
    }
    for (int i = 0; i < n; i++) ts_release(e[i]);
    return st;
}

/* When other is a CPU scalar (every stride 0 after broadcasting), PyTorch's
 * add kernel captures other and alpha as constants: its vector body (blocks
 * of 16 floats / 8 doubles of each contiguous run, the run split in halves
 * above 32768 elements for the 2 threads) is fused, and GCC's vectorised
 * remainder loop is one scalar element (fused), then 128-bit vectors
 * computing self + (alpha*other) with the product hoisted and rounded (4
 * floats / 2 doubles at a time), then scalar fused elements. Measured on the
 * oracle with constant tensors for every remainder and offsets, strided and
 * transposed selves. This rewrites those unfused elements of r. */
static void scalar_other_tail(ts_Tensor *r, ts_Tensor *self_e, double s, float yf, double yd)
{
    bool f32 = r->dtype == TS_FLOAT32;
    int nd = r->ndim;
    /* dims ordered by r's strides, innermost first; coalesce while both r and
     * self are contiguous across them */
    int ord[TS_MAXDIM], k = 0;
    for (int d = 0; d < nd; d++)
        if (r->shape[d] != 1) ord[k++] = d;
    for (int i = 1; i < k; i++)
        for (int j = i; j > 0 && r->stride[ord[j]] < r->stride[ord[j - 1]]; j--) {
            int t = ord[j]; ord[j] = ord[j - 1]; ord[j - 1] = t;
        }
    if (k == 0 || r->stride[ord[0]] != 1 || self_e->stride[ord[0]] != 1)
        return; /* scalar loop: all fused */
    int64_t run = r->shape[ord[0]];
    int used = 1;
    while (used < k && r->stride[ord[used]] == run && self_e->stride[ord[used]] == run)
        run *= r->shape[ord[used++]];
    int64_t outer = ts_numel(r) / run;
    /* outer positions over the remaining dims (ord[used..k)) */
    int64_t idx[TS_MAXDIM] = {0};
    int V = f32 ? 16 : 8, G = f32 ? 4 : 2;
    float pf = (float)s * yf;
    double pd = s * yd;
    for (int64_t o = 0; o < outer; o++) {
        int64_t ro = r->offset, so = self_e->offset;
        for (int q = used; q < k; q++) {
            ro += idx[q] * r->stride[ord[q]];
            so += idx[q] * self_e->stride[ord[q]];
        }
        int64_t parts[2][2] = {{0, run}, {run, run}};
        if (outer == 1 && run > 32768) {
            int64_t h = (run + 1) / 2;
            parts[0][1] = h; parts[1][0] = h;
        }
        for (int pi = 0; pi < 2; pi++) {
            int64_t b0 = parts[pi][0], e0 = parts[pi][1], m = e0 - b0;
            if (m <= 0) continue;
            int64_t rem = m % V, u0 = b0 + (m - rem) + 1, nu = rem > 0 ? (rem - 1) / G * G : 0;
            for (int64_t i = u0; i < u0 + nu; i++) {
                if (f32) {
                    float x = ((const float *)self_e->storage->data)[so + i];
                    ((float *)r->storage->data)[ro + i] = x + pf;
                } else {
                    double x = ((const double *)self_e->storage->data)[so + i];
                    ((double *)r->storage->data)[ro + i] = x + pd;
                }
            }
        }
        for (int q = used; q < k; q++) {
            if (++idx[q] < r->shape[ord[q]]) break;
            idx[q] = 0;
        }
    }
}

nb_Status xm_add_alpha(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Scalar alpha, bool sub, ts_Tensor **out)
{
    ts_Tensor *r = NULL;
    TRY(sub ? ts_sub(c, a, b, alpha, &r) : ts_add(c, a, b, alpha, &r));
    double al = ts_sc_to_f(alpha);
    if (al != 1.0 || sub) {
        ts_Tensor *in[2] = {a, b};
        nb_Status st = refill(c, XF_ADD, r, 2, in, sub ? -al : al);
        if (st) { ts_release(r); return st; }
    }
    *out = r;
    return NB_OK;
}

nb_Status xm_add_alpha_(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Scalar alpha, bool sub)
{
    TRY(ts__check_inplace(c, a));
    ts_Tensor *r;
    TRY(xm_add_alpha(c, a, b, alpha, sub, &r));
    return xm_commit(c, a, r);
}

nb_Status xm_addcmuldiv(ts_Ctx *c, ts_Tensor *s, ts_Tensor *t1, ts_Tensor *t2, ts_Scalar v, bool div, ts_Tensor **out)
{
    ts_Tensor *r = NULL;
    TRY(div ? ts_addcdiv(c, s, t1, t2, v, &r) : ts_addcmul(c, s, t1, t2, v, &r));
    ts_Tensor *in[3] = {s, t1, t2};
    nb_Status st = refill(c, div ? XF_ADDCDIV : XF_ADDCMUL, r, 3, in, ts_sc_to_f(v));
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

nb_Status xm_lerp(ts_Ctx *c, ts_Tensor *s, ts_Tensor *e, ts_Tensor *w, ts_Tensor **out)
{
    ts_Tensor *r = NULL;
    TRY(ts_lerp(c, s, e, w, &r));
    ts_Tensor *in[3] = {s, e, w};
    nb_Status st = refill(c, XF_LERP, r, 3, in, 0);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}
