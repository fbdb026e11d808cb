/* ts_complex.c — complex tensors: storage is interleaved (re, im) pairs of
 * float (complex64) or double (complex128). Element loops are plain strided
 * walks; these tensors never record autograd. */
#include "ts_complex.h"

#include <stdio.h>

#include "ts_impl.h"

nb_Status ts_complex_refuse(ts_Ctx *c, const char *what)
{
    return ts_err(c, TS_ERR_NOTIMPL, "%s is not supported for complex tensors by nnscope", what);
}

bool ts_complex_any(int n, ts_Tensor *const *ts)
{
    for (int i = 0; i < n; i++)
        if (ts[i] && ts_dtype_is_complex(ts[i]->dtype)) return true;
    return false;
}

void ts__complex_convert(void *dst, ts_DType ddt, const void *src, ts_DType sdt)
{
    double re, im;
    if (sdt == TS_COMPLEX64) { re = ((const float *)src)[0]; im = ((const float *)src)[1]; }
    else { re = ((const double *)src)[0]; im = ((const double *)src)[1]; }
    if (ddt == TS_BOOL) *(uint8_t *)dst = re != 0 || im != 0;
    else if (ddt == TS_COMPLEX64) { ((float *)dst)[0] = (float)re; ((float *)dst)[1] = (float)im; }
    else { ((double *)dst)[0] = re; ((double *)dst)[1] = im; }
}

void ts__complex_warn_discard(ts_Ctx *c)
{
    if (c->warned_complex_discard)
        return;
    c->warned_complex_discard = true;
    if (c->on_event)
        c->on_event(c, TS_EV_WARN,
                    (void *)"Casting complex values to real discards the imaginary part (Triggered internally at ./aten/src/ATen/native/Copy.cpp:308.)",
                    NULL, c->event_ud);
}

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

/* c10::complex's division (Smith's algorithm, as numpy), in float / double:
 * scale by the larger part of the divisor; 0/0 divisors give inf/nan parts. */
static void div_f(float a, float b, float c, float d, float *re, float *im)
{
    float ac = fabsf(c), ad = fabsf(d);
    if (ac >= ad) {
        if (ac == 0 && ad == 0) { *re = a / ac; *im = b / ad; return; }
        float rat = d / c, scl = 1.0f / (c + d * rat);
        *re = (a + b * rat) * scl;
        *im = (b - a * rat) * scl;
    } else {
        float rat = c / d, scl = 1.0f / (d + c * rat);
        *re = (a * rat + b) * scl;
        *im = (b * rat - a) * scl;
    }
}

static void div_d(double a, double b, double c, double d, double *re, double *im)
{
    double ac = fabs(c), ad = fabs(d);
    if (ac >= ad) {
        if (ac == 0 && ad == 0) { *re = a / ac; *im = b / ad; return; }
        double rat = d / c, scl = 1.0 / (c + d * rat);
        *re = (a + b * rat) * scl;
        *im = (b - a * rat) * scl;
    } else {
        double rat = c / d, scl = 1.0 / (d + c * rat);
        *re = (a * rat + b) * scl;
        *im = (b * rat - a) * scl;
    }
}

/* PyTorch's vectorised complex division (the chunks of a row that fill whole
 * SIMD vectors; the reference build uses AVX-512: 8 complex64 / 4 complex128
 * lanes): scale both operands by 1/max(|c|, |d|), then the textbook formula.
 * The reference scales with an approximate reciprocal (rcp14); exact here, so
 * results can differ in the last bit when max(|c|, |d|) is not a power of two. */
static void vdiv_f(float a, float b, float c, float d, float *re, float *im)
{
    float ac = fabsf(c), ad = fabsf(d), s = 1.0f / (ac > ad ? ac : ad);
    float a2 = a * s, b2 = b * s, c2 = c * s, d2 = d * s;
    float den = c2 * c2 + d2 * d2;
    *re = (a2 * c2 + b2 * d2) / den;
    *im = (-(a2 * d2) + b2 * c2) / den;
}
static void vdiv_d(double a, double b, double c, double d, double *re, double *im)
{
    double ac = fabs(c), ad = fabs(d), s = 1.0 / (ac > ad ? ac : ad);
    double a2 = a * s, b2 = b * s, c2 = c * s, d2 = d * s;
    double den = c2 * c2 + d2 * d2;
    *re = (a2 * c2 + b2 * d2) / den;
    *im = (-(a2 * d2) + b2 * c2) / den;
}

static nb_Status binary_raw(ts_Ctx *c, int op, ts_Tensor *a, ts_Tensor *b, double alpha, ts_DType rt,
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
        /* division and product: which elements PyTorch's kernel runs through full SIMD
         * vectors — TensorIterator's inner loop is the whole tensor when both
         * operands are contiguous or single elements, else the last dim */
        int64_t lanes = rt == TS_COMPLEX64 ? 8 : 4;
        bool flat = (ts_numel(a) == 1 || (ts_is_contiguous(a) && a->ndim == nd && !memcmp(a->shape, shape, sizeof(int64_t) * (size_t)nd))) &&
                    (ts_numel(b) == 1 || (ts_is_contiguous(b) && b->ndim == nd && !memcmp(b->shape, shape, sizeof(int64_t) * (size_t)nd)));
        int64_t row = flat || nd == 0 ? (n ? n : 1) : shape[nd - 1];
        if (row == 0) row = 1;
        for (int64_t i = 0; i < n; i++) {
            double ar, ai, br, bi, zr, zi;
            bool vec = (op == '/' || op == '*') && (i % row) < (row / lanes) * lanes;
            ts_complex_get(ea, i, &ar, &ai);
            ts_complex_get(eb, i, &br, &bi);
            if (rt == TS_COMPLEX64) {
                /* c10::complex<float>: every operation rounds to float */
                float xr = (float)ar, xi = (float)ai, yr = (float)br, yi = (float)bi, al = (float)alpha;
                if (alpha != 1.0) { yr = yr * al; yi = yi * al; }
                float pr, pi;
                if (op == '+') { pr = xr + yr; pi = xi + yi; }
                else if (op == '-') { pr = xr - yr; pi = xi - yi; }
                else if (op == '*' && vec) { float p1 = xr * yr, p2 = xi * yi, p3 = xr * yi, p4 = xi * yr; pr = p1 - p2; pi = p3 + p4; }
                else if (op == '*') { pr = fmaf(xr, yr, -(xi * yi)); pi = fmaf(xr, yi, xi * yr); } /* scalar loop: contracted */
                else if (vec) vdiv_f(xr, xi, yr, yi, &pr, &pi);
                else div_f(xr, xi, yr, yi, &pr, &pi);
                store(r, i, pr, pi);
                continue;
            }
            if (alpha != 1.0) { br *= alpha; bi *= alpha; }
            if (op == '+') { zr = ar + br; zi = ai + bi; }
            else if (op == '-') { zr = ar - br; zi = ai - bi; }
            else if (op == '*' && vec) { zr = ar * br - ai * bi; zi = ar * bi + ai * br; }
            else if (op == '*') { zr = fma(ar, br, -(ai * bi)); zi = fma(ar, bi, ai * br); }
            else if (vec) vdiv_d(ar, ai, br, bi, &zr, &zi);
            else div_d(ar, ai, br, bi, &zr, &zi);
            store(r, i, zr, zi);
        }
        *out = r;
    }
    ts_release(ea);
    ts_release(eb);
    return st;
}

/* ------------------------------------------------------------ autograd
 * Complex products and the real <-> complex views record their nodes as
 * PyTorch does (MulBackward0: grad * other.conj(); the views' backwards are
 * the opposite views), enough for rotary embeddings (x * freqs_cis with
 * constant freqs). Other complex ops stay without gradients. */

static nb_Status conj_copy(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    ts_Tensor *r;
    TRY(ts__new(c, t->dtype, t->ndim, t->shape, &r));
    int64_t n = ts_numel(t);
    for (int64_t i = 0; i < n; i++) {
        double re, im;
        ts_complex_get(t, i, &re, &im);
        store(r, i, re, -im);
    }
    *out = r;
    return NB_OK;
}

static nb_Status cmul_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    nb_Status st = NB_OK;
    for (int k = 0; k < 2; k++) {
        if (!n->next[k].fn) continue;
        ts_Tensor *other, *cj = NULL;
        TRY(ag_unpack(c, n, 1 - k, &other));
        if (n->iv[k]) /* the gradient would need a complex sum over the broadcast dims */
            return ts_complex_refuse(c, "the gradient of a broadcast complex product");
        TRY(conj_copy(c, other, &cj));
        st = binary_raw(c, '*', g[0], cj, 1.0, g[0]->dtype, &gin[k]);
        ts_release(cj);
        if (st) return st;
    }
    return st;
}

nb_Status ts_complex_binary(ts_Ctx *c, int op, ts_Tensor *a, ts_Tensor *b, double alpha, ts_DType rt,
                            ts_Tensor **out)
{
    ts_Tensor *r;
    TRY(binary_raw(c, op, a, b, alpha, rt, &r));
    ts_Tensor *ins[2] = {a, b};
    if (!ag_should_record(c, 2, ins)) { *out = r; return NB_OK; }
    if (op != '*' || !ts_dtype_is_complex(a->dtype) || !ts_dtype_is_complex(b->dtype)) {
        *out = r; /* other complex ops are not differentiated here */
        return NB_OK;
    }
    ag_Node *n;
    nb_Status st = ag_make(c, ts__binary_grad_fn(TS_MUL), cmul_bw, 2, ins, 1, &n);
    if (st) { ts_release(r); return st; }
    n->iv[TS__OP_SLOT] = TS_MUL + 1;
    /* iv[k]: input k's shape differs from the result (broadcast) */
    n->iv[0] = a->ndim != r->ndim || memcmp(a->shape, r->shape, sizeof(int64_t) * (size_t)r->ndim);
    n->iv[1] = b->ndim != r->ndim || memcmp(b->shape, r->shape, sizeof(int64_t) * (size_t)r->ndim);
    if (b->requires_grad || a->requires_grad) {
        if (a->requires_grad) st = ag_save(c, n, 1, b, false);
        if (!st && b->requires_grad) st = ag_save(c, n, 0, a, false);
    }
    if (!st) ag_set_output(n, r, 0);
    ag_node_release(n);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

static nb_Status as_complex_raw(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    if (t->dtype != TS_FLOAT32 && t->dtype != TS_FLOAT64)
        return ts_err(c, TS_ERR_RUNTIME, "view_as_complex is only supported for half, float and double tensors, but got a tensor of scalar type: %s",
                      ts_dtype_short(t->dtype));
    if (t->ndim == 0 || t->shape[t->ndim - 1] != 2)
        return ts_err(c, TS_ERR_RUNTIME, "Tensor must have a last dimension of size 2");
    if (t->stride[t->ndim - 1] != 1)
        return ts_err(c, TS_ERR_RUNTIME, "Tensor must have a last dimension with stride 1");
    for (int d = 0; d < t->ndim - 1; d++)
        if (t->stride[d] % 2)
            return ts_err(c, TS_ERR_RUNTIME, "Tensor must have a stride divisible by 2 for all but last dimension");
    if (t->offset % 2)
        return ts_err(c, TS_ERR_RUNTIME, "Tensor must have a storage_offset divisible by 2");
    int64_t st[TS_MAXDIM];
    for (int d = 0; d < t->ndim - 1; d++) st[d] = t->stride[d] / 2;
    ts_Tensor *a;
    TRY(ts__alias(c, t, t->ndim - 1, t->shape, st, t->offset / 2, &a));
    a->dtype = t->dtype == TS_FLOAT32 ? TS_COMPLEX64 : TS_COMPLEX128;
    *out = a;
    return NB_OK;
}

static nb_Status as_real_raw(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    if (!ts_dtype_is_complex(t->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "view_as_real is only supported for complex tensors");
    int64_t sh[TS_MAXDIM], st[TS_MAXDIM];
    if (t->ndim + 1 > TS_MAXDIM) return ts_err(c, TS_ERR_RUNTIME, "view_as_real: too many dimensions");
    for (int d = 0; d < t->ndim; d++) { sh[d] = t->shape[d]; st[d] = t->stride[d] * 2; }
    sh[t->ndim] = 2;
    st[t->ndim] = 1;
    ts_Tensor *a;
    TRY(ts__alias(c, t, t->ndim + 1, sh, st, t->offset * 2, &a));
    a->dtype = t->dtype == TS_COMPLEX64 ? TS_FLOAT32 : TS_FLOAT64;
    *out = a;
    return NB_OK;
}

static nb_Status view_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    /* iv[0]: 1 = the node of view_as_complex (grad is complex) */
    ts_Tensor *cg;
    TRY(ts_contiguous(c, g[0], &cg));
    nb_Status st = n->iv[0] ? as_real_raw(c, cg, &gin[0]) : as_complex_raw(c, cg, &gin[0]);
    ts_release(cg);
    return st;
}

static nb_Status record_view(ts_Ctx *c, const char *name, bool to_complex, ts_Tensor *t, ts_Tensor *r)
{
    ts_Tensor *ins[1] = {t};
    if (!ag_should_record(c, 1, ins)) return NB_OK;
    ag_Node *n;
    TRY(ag_make(c, name, view_bw, 1, ins, 1, &n));
    n->iv[0] = to_complex;
    ag_set_output(n, r, 0);
    ag_node_release(n);
    return NB_OK;
}

nb_Status ts_view_as_complex(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    TRY(as_complex_raw(c, t, out));
    nb_Status st = record_view(c, "ViewAsComplexBackward0", true, t, *out);
    if (st) { ts_release(*out); *out = NULL; }
    return st;
}

nb_Status ts_view_as_real(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    TRY(as_real_raw(c, t, out));
    nb_Status st = record_view(c, "ViewAsRealBackward0", false, t, *out);
    if (st) { ts_release(*out); *out = NULL; }
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

nb_Status ts_complex_unary(ts_Ctx *c, int op, ts_Tensor *t, ts_Tensor **out)
{
    if (!ts_dtype_is_complex(t->dtype)) return ts_complex_refuse(c, "a complex unary op on a real tensor");
    ts_Tensor *r;
    TRY(ts_charge(c, (uint64_t)ts_numel(t)));
    TRY(ts__new(c, t->dtype, t->ndim, t->shape, &r));
    int64_t n = ts_numel(t);
    for (int64_t i = 0; i < n; i++) {
        double re, im;
        ts_complex_get(t, i, &re, &im);
        if (op == 'n') store(r, i, -re, -im);
        else store(r, i, re, -im);
    }
    *out = r;
    return NB_OK;
}

/* Reduce the real and imaginary float views with ts_sum, then interleave. */
nb_Status ts_complex_sum(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, bool mean,
                         ts_Tensor **out)
{
    ts_Tensor *re = NULL, *im = NULL, *sr = NULL, *si = NULL, *r = NULL;
    ts_DType pdt;
    nb_Status st;
    ts__NoGrad ng = ts__nograd_begin(c);
    TRYG(ts_complex_part(c, t, false, &pdt, &re));
    TRYG(ts_complex_part(c, t, true, &pdt, &im));
    TRYG(ts_sum(c, re, dims, ndims, keepdim, TS_NODTYPE, &sr));
    TRYG(ts_sum(c, im, dims, ndims, keepdim, TS_NODTYPE, &si));
    TRYG(ts__new(c, t->dtype, sr->ndim, sr->shape, &r));
    int64_t n = ts_numel(sr), cnt = ts_numel(sr) ? ts_numel(t) / ts_numel(sr) : 0;
    if (mean && ts_numel(sr) == 0) cnt = 0;
    for (int64_t i = 0; i < n; i++) {
        double a = ts_get_flat_f(sr, i), b = ts_get_flat_f(si, i);
        if (mean) {
            /* PyTorch: sum(...).div_(count), a complex division by (count + 0j) */
            if (t->dtype == TS_COMPLEX64) {
                float x, y;
                div_f((float)a, (float)b, (float)cnt, 0.0f, &x, &y);
                a = x; b = y;
            } else {
                div_d(a, b, (double)cnt, 0.0, &a, &b);
            }
        }
        store(r, i, a, b);
    }
    *out = r;
    r = NULL;
done:
    ts__nograd_end(c, ng);
    ts_release(re); ts_release(im); ts_release(sr); ts_release(si); ts_release(r);
    return st;
}

nb_Status ts_complex_eq(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, bool ne, ts_Tensor **out)
{
    int nd;
    int64_t shape[TS_MAXDIM];
    TRY(ts__broadcast_shape(c, a->ndim, a->shape, b->ndim, b->shape, &nd, shape));
    /* compare in the promoted type: complex64 unless either side is double-width */
    bool wide = a->dtype == TS_COMPLEX128 || b->dtype == TS_COMPLEX128 ||
                (a->dtype == TS_FLOAT64 && !a->is_wrapped_number) || (b->dtype == TS_FLOAT64 && !b->is_wrapped_number);
    ts_Tensor *ea, *eb, *r;
    TRY(ts_expand(c, a, nd, shape, &ea));
    nb_Status st = ts_expand(c, b, nd, shape, &eb);
    if (st != NB_OK) { ts_release(ea); return st; }
    st = ts__new(c, TS_BOOL, nd, shape, &r);
    if (st == NB_OK) {
        int64_t n = ts__prod(nd, shape);
        uint8_t *p = ts_data(r);
        for (int64_t i = 0; i < n; i++) {
            double ar, ai, br, bi;
            ts_complex_get(ea, i, &ar, &ai);
            ts_complex_get(eb, i, &br, &bi);
            bool eq = wide ? (ar == br && ai == bi)
                           : ((float)ar == (float)br && (float)ai == (float)bi);
            p[i] = (uint8_t)(eq != ne);
        }
        *out = r;
    }
    ts_release(ea);
    ts_release(eb);
    return st;
}

nb_Status ts_complex_equal(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, bool *out)
{
    if (a->ndim != b->ndim || memcmp(a->shape, b->shape, sizeof(int64_t) * (size_t)a->ndim)) {
        *out = false;
        return NB_OK;
    }
    ts_Tensor *r;
    TRY(ts_complex_eq(c, a, b, false, &r));
    int64_t n = ts_numel(r);
    const uint8_t *p = ts_data(r);
    bool all = true;
    for (int64_t i = 0; i < n && all; i++) all = p[i] != 0;
    ts_release(r);
    *out = all;
    return NB_OK;
}
