/* ts_complex.c — complex tensors: storage is interleaved (re, im) pairs of
 * float (complex64) or double (complex128). Element loops are plain strided
 * walks; these tensors never record autograd. */
#include "ts_complex.h"

#include "ts_impl.h"

/* Storage element offset of flat index i. */
static int64_t off_of(const ts_Tensor *t, int64_t i)
{
    int64_t off = t->offset;
    for (int d = t->ndim - 1; d >= 0; d--) {
        int64_t s = t->shape[d];
        if (s == 0) return off;
        off += (i % s) * t->stride[d];
        i /= s;
    }
    return off;
}

static void store(ts_Tensor *t, int64_t off, double re, double im)
{
    char *base = (char *)t->storage->data;
    if (t->dtype == TS_COMPLEX64) {
        float *p = (float *)base + 2 * off;
        p[0] = (float)re;
        p[1] = (float)im;
    } else {
        double *p = (double *)base + 2 * off;
        p[0] = re;
        p[1] = im;
    }
}

void ts_complex_get(const ts_Tensor *t, int64_t i, double *re, double *im)
{
    int64_t off = off_of(t, i);
    const char *base = (const char *)t->storage->data;
    if (t->dtype == TS_COMPLEX64) {
        const float *p = (const float *)base + 2 * off;
        *re = p[0];
        *im = p[1];
    } else if (t->dtype == TS_COMPLEX128) {
        const double *p = (const double *)base + 2 * off;
        *re = p[0];
        *im = p[1];
    } else {
        *re = ts__loadf(base + off * (int64_t)ts_dtype_size(t->dtype), t->dtype);
        *im = 0.0;
    }
}

nb_Status ts_complex_from_parts(ts_Ctx *c, int ndim, const int64_t *shape, ts_DType dt, const double *re,
                                const double *im, ts_Tensor **out)
{
    ts_Tensor *r;
    TRY(ts__new(c, dt, ndim, shape, &r));
    int64_t n = ts__prod(ndim, shape);
    for (int64_t i = 0; i < n; i++) store(r, i, re[i], im ? im[i] : 0.0);
    *out = r;
    return NB_OK;
}

nb_Status ts_complex_full(ts_Ctx *c, int ndim, const int64_t *shape, ts_DType dt, double re, double im,
                          ts_Tensor **out)
{
    ts_Tensor *r;
    TRY(ts__new(c, dt, ndim, shape, &r));
    int64_t n = ts__prod(ndim, shape);
    for (int64_t i = 0; i < n; i++) store(r, i, re, im);
    *out = r;
    return NB_OK;
}

nb_Status ts_complex_part(ts_Ctx *c, ts_Tensor *t, bool imag, ts_DType *part_dt, ts_Tensor **out)
{
    ts_DType pdt = t->dtype == TS_COMPLEX64 ? TS_FLOAT32 : TS_FLOAT64;
    int64_t st[TS_MAXDIM];
    for (int d = 0; d < t->ndim; d++) st[d] = t->stride[d] * 2;
    ts_Tensor *a;
    TRY(ts__alias(c, t, t->ndim, t->shape, t->stride, t->offset, &a));
    a->dtype = pdt;
    for (int d = 0; d < t->ndim; d++) a->stride[d] = st[d];
    a->offset = t->offset * 2 + (imag ? 1 : 0);
    *part_dt = pdt;
    *out = a;
    return NB_OK;
}

nb_Status ts_complex_abs(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    ts_DType pdt = t->dtype == TS_COMPLEX64 ? TS_FLOAT32 : TS_FLOAT64;
    ts_Tensor *r;
    TRY(ts__new(c, pdt, t->ndim, t->shape, &r));
    int64_t n = ts_numel(t);
    for (int64_t i = 0; i < n; i++) {
        double re, im;
        ts_complex_get(t, i, &re, &im);
        if (pdt == TS_FLOAT32) ((float *)r->storage->data)[i] = hypotf((float)re, (float)im);
        else ((double *)r->storage->data)[i] = hypot(re, im);
    }
    *out = r;
    return NB_OK;
}

ts_DType ts_complex_result_type(ts_DType a, ts_DType b, ts_DType default_float)
{
    bool wide = a == TS_COMPLEX128 || b == TS_COMPLEX128 || a == TS_FLOAT64 || b == TS_FLOAT64;
    (void)default_float;
    return wide ? TS_COMPLEX128 : TS_COMPLEX64;
}

nb_Status ts_complex_binary(ts_Ctx *c, int op, ts_Tensor *a, ts_Tensor *b, double alpha, ts_DType rt,
                            ts_Tensor **out)
{
    int nd;
    int64_t shape[TS_MAXDIM];
    TRY(ts__broadcast_shape(c, a->ndim, a->shape, b->ndim, b->shape, &nd, shape));
    ts_Tensor *ea, *eb, *r;
    TRY(ts_expand(c, a, nd, shape, &ea));
    nb_Status st = ts_expand(c, b, nd, shape, &eb);
    if (st != NB_OK) { ts_release(ea); return st; }
    st = ts__new(c, rt, nd, shape, &r);
    if (st == NB_OK) {
        int64_t n = ts__prod(nd, shape);
        for (int64_t i = 0; i < n; i++) {
            double ar, ai, br, bi, zr, zi;
            ts_complex_get(ea, i, &ar, &ai);
            ts_complex_get(eb, i, &br, &bi);
            if (rt == TS_COMPLEX64) {
                /* c10::complex<float>: every operation rounds to float */
                float xr = (float)ar, xi = (float)ai, yr = (float)br, yi = (float)bi, al = (float)alpha;
                if (alpha != 1.0) { yr = yr * al; yi = yi * al; }
                float pr, pi;
                if (op == '+') { pr = xr + yr; pi = xi + yi; }
                else if (op == '-') { pr = xr - yr; pi = xi - yi; }
                else { float p1 = xr * yr, p2 = xi * yi, p3 = xr * yi, p4 = xi * yr; pr = p1 - p2; pi = p3 + p4; }
                store(r, i, pr, pi);
                continue;
            }
            if (alpha != 1.0) { br *= alpha; bi *= alpha; }
            if (op == '+') { zr = ar + br; zi = ai + bi; }
            else if (op == '-') { zr = ar - br; zi = ai - bi; }
            else { zr = ar * br - ai * bi; zi = ar * bi + ai * br; }
            store(r, i, zr, zi);
        }
        *out = r;
    }
    ts_release(ea);
    ts_release(eb);
    return st;
}

nb_Status ts_complex_cast(ts_Ctx *c, ts_Tensor *t, ts_DType dt, ts_Tensor **out)
{
    ts_Tensor *r;
    TRY(ts__new(c, dt, t->ndim, t->shape, &r));
    int64_t n = ts_numel(t);
    for (int64_t i = 0; i < n; i++) {
        double re, im;
        ts_complex_get(t, i, &re, &im);
        store(r, i, re, im);
    }
    *out = r;
    return NB_OK;
}
