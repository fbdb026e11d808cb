/* ts_linalg.c — mm/bmm/matmul/addmm/mv/dot/outer via kn_gemm, with grads. */
#include "ts_impl.h"

#include <stdio.h>

#define GEMM_STACK_WS 16384

/* Which accumulation order PyTorch's addmm_impl_cpu_ gets from the reference
 * BLAS for C[m,n] (row-major) = beta*C + alpha * m1[m,k] @ m2[k,n]. BLAS sees
 * the column-major problem; its first matrix is m2 (result seen transposed)
 * unless n == 1, and it is used transposed or not from its strides (a matrix
 * that is neither row- nor column-major is copied, which counts as "not
 * transposed" for m2, "transposed" for m1). Returns true for BLAS's "T" form
 * (t = sum_p a*b from zero, then C = alpha*t + beta*C), false for the "N"
 * form (C = beta*C, then C += (alpha*a)*b in order), which is kn_gemm's. */
static bool blas_sum_form(int64_t m, int64_t n, int64_t k, int64_t m1s0, int64_t m1s1, int64_t m2s0,
                          int64_t m2s1)
{
    int64_t one = 1;
    if (n != 1) { /* BLAS's A is m2 seen as an n x k column-major matrix */
        if (m2s1 == 1 && m2s0 >= (n > one ? n : one)) return false;
        if (m2s0 == 1 && m2s1 >= (k > one ? k : one)) return true;
        return false;
    }
    /* n == 1: the result counts as column-major, BLAS's A is m1 (m x k) */
    if (m1s0 == 1 && m1s1 >= (m > one ? m : one)) return false;
    if (m1s1 == 1 && m1s0 >= (k > one ? k : one)) return true;
    return true;
}

/* C[b] = beta*C[b] + alpha * A[b] @ B[b] for 2-D/3-D float tensors (any
 * strides), in the order PyTorch 2.6 on Debian (reference BLAS) computes it:
 * kn_gemm's "N" form, or the "T" form via a scratch product (blas_sum_form;
 * batched products with k*m*n < 400 use ATen's own loop, which is the "T"
 * form too). With beta == 0 and alpha == 1 both forms give the same bits. */
static nb_Status gemm_into(ts_Ctx *c, ts_Tensor *A, ts_Tensor *Bm, ts_Tensor *C, double alpha, double beta)
{
    int64_t m = A->shape[A->ndim - 2], k = A->shape[A->ndim - 1], n = Bm->shape[Bm->ndim - 1];
    int64_t batch = A->ndim == 3 ? A->shape[0] : 1;
    int o = A->ndim == 3;
    TRY(ts_charge(c, (uint64_t)(batch * m) * (uint64_t)n * (uint64_t)(k ? k : 1)));
    bool sumform = false;
    if (!(beta == 0 && alpha == 1) && m > 0 && n > 0) {
        if (o && k * m * n < 400) sumform = true;
        else sumform = blas_sum_form(m, n, k, A->stride[o], A->stride[o + 1], Bm->stride[o], Bm->stride[o + 1]);
    }
    /* packing workspace sized to this product: on the stack for small ones
     * (an MLP's layers need a few KiB), else from the heap (not kept); the
     * "T" form also needs an m x n scratch product after it. */
    size_t es = ts_dtype_size(C->dtype), need = kn_gemm_ws_need(m, n, k, es);
    need = (need + 63) / 64 * 64;
    size_t total = need + (sumform ? (size_t)(m * n) * es : 0);
    _Alignas(32) unsigned char small[GEMM_STACK_WS];
    void *ws = small;
    if (total > sizeof small && !(ws = nb_alloc(c->heap, total))) return ts_oom(c);
    for (int64_t b = 0; b < batch; b++) {
        int64_t ao = A->offset + (o ? b * A->stride[0] : 0), bo = Bm->offset + (o ? b * Bm->stride[0] : 0);
        int64_t co = C->offset + (o ? b * C->stride[0] : 0);
        int64_t rc = C->stride[o], cc = C->stride[o + 1];
        if (C->dtype == TS_FLOAT32) {
            float *cp = (float *)C->storage->data + co;
            const float *ap = (float *)A->storage->data + ao, *bp = (float *)Bm->storage->data + bo;
            if (!sumform) {
                kn_gemm_f32(m, n, k, (float)alpha, ap, A->stride[o], A->stride[o + 1], bp, Bm->stride[o],
                            Bm->stride[o + 1], (float)beta, cp, rc, cc, ws);
            } else {
                float *t = (float *)((unsigned char *)ws + need), fa = (float)alpha, fb = (float)beta;
                kn_gemm_f32(m, n, k, 1.0f, ap, A->stride[o], A->stride[o + 1], bp, Bm->stride[o], Bm->stride[o + 1],
                            0.0f, t, n, 1, ws);
                for (int64_t i = 0; i < m; i++)
                    for (int64_t j = 0; j < n; j++) {
                        float *e = cp + i * rc + j * cc, v = fa * t[i * n + j];
                        *e = fb == 0 ? v : v + fb * *e;
                    }
            }
        } else {
            double *cp = (double *)C->storage->data + co;
            const double *ap = (double *)A->storage->data + ao, *bp = (double *)Bm->storage->data + bo;
            if (!sumform) {
                kn_gemm_f64(m, n, k, alpha, ap, A->stride[o], A->stride[o + 1], bp, Bm->stride[o], Bm->stride[o + 1],
                            beta, cp, rc, cc, ws);
            } else {
                double *t = (double *)((unsigned char *)ws + need);
                kn_gemm_f64(m, n, k, 1.0, ap, A->stride[o], A->stride[o + 1], bp, Bm->stride[o], Bm->stride[o + 1],
                            0.0, t, n, 1, ws);
                for (int64_t i = 0; i < m; i++)
                    for (int64_t j = 0; j < n; j++) {
                        double *e = cp + i * rc + j * cc, v = alpha * t[i * n + j];
                        *e = beta == 0 ? v : v + beta * *e;
                    }
            }
        }
    }
    if (ws != small) nb_free(c->heap, ws, total);
    return NB_OK;
}

/* t in compute type ct, keeping its strides when no conversion is needed
 * (the strides decide PyTorch's BLAS form, blas_sum_form). */
static nb_Status as_ct(ts_Ctx *c, ts_Tensor *t, ts_DType ct, ts_Tensor **out)
{
    if (t->dtype == ct) { ts_retain(t); *out = t; return NB_OK; }
    return ts__as(c, t, ct, out);
}

/* Raw product for float32/float64 (half/int computed via float/double copies). */
static nb_Status mm_raw(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    ts_DType dt = a->dtype, ct = dt == TS_FLOAT64 ? TS_FLOAT64 : TS_FLOAT32;
    bool isint = !ts_dtype_is_float(dt);
    if (isint) ct = TS_FLOAT64;
    ts_Tensor *ca = NULL, *cb = NULL, *r = NULL;
    nb_Status st;
    if (a->dtype == ct) { ts_retain(a); ca = a; } else TRYG(ts__as(c, a, ct, &ca));
    if (b->dtype == ct) { ts_retain(b); cb = b; } else TRYG(ts__as(c, b, ct, &cb));
    int64_t sh[3];
    int nd = a->ndim;
    for (int i = 0; i < nd - 1; i++) sh[i] = a->shape[i];
    sh[nd - 1] = b->shape[nd - 1];
    { uint64_t w = (uint64_t)(nd == 3 ? sh[0] : 1) * (uint64_t)sh[nd - 2] * (uint64_t)sh[nd - 1] * (uint64_t)(a->shape[nd - 1] ? a->shape[nd - 1] : 1); if (c->ops && c->ops_limit && *c->ops + w > c->ops_limit) TRYG(ts_charge(c, w)); } /* over budget: refuse before allocating the result */
    TRYG(ts__new(c, ct, nd, sh, &r));
    TRYG(gemm_into(c, ca, cb, r, 1, 0));
    if (ct != dt) { ts_Tensor *r2; TRYG(ts__as(c, r, dt, &r2)); ts_release(r); r = r2; }
    *out = r;
    r = NULL;
done:
    ts_release(ca); ts_release(cb); ts_release(r);
    return st;
}

static nb_Status check_dtypes(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b)
{
    if (a->dtype != b->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "expected m1 and m2 to have the same dtype, but got: %s != %s",
                      ts_dtype_cname(a->dtype), ts_dtype_cname(b->dtype));
    return NB_OK;
}

static nb_Status mm_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    /* saved 0: self, 1: mat2; iv[0]: 3-D (bmm) */
    ts_Tensor *a, *b, *t = NULL;
    nb_Status st = NB_OK;
    bool bat = n->iv[0];
    int i0 = n->nin == 3 ? 1 : 0; /* addmm: input is edge 0 */
    if (n->nin == 3 && n->next[0].fn) {
        if (n->d[0] == 1) { ts_retain(g[0]); gin[0] = g[0]; }
        else TRY(ts__mul_scalar(c, g[0], n->d[0], &gin[0]));
    }
    if (n->next[i0].fn) {
        TRY(ag_unpack(c, n, 1, &b));
        TRYG(bat ? ts_transpose(c, b, 1, 2, &t) : ts_t(c, b, &t));
        TRYG(mm_raw(c, g[0], t, &gin[i0]));
        ts_release(t); t = NULL;
        if (n->d[1] != 1) { ts_Tensor *s; TRYG(ts__mul_scalar(c, gin[i0], n->d[1], &s)); ts_release(gin[i0]); gin[i0] = s; }
    }
    if (n->next[i0 + 1].fn) {
        TRY(ag_unpack(c, n, 0, &a));
        TRYG(bat ? ts_transpose(c, a, 1, 2, &t) : ts_t(c, a, &t));
        TRYG(mm_raw(c, t, g[0], &gin[i0 + 1]));
        if (n->d[1] != 1) { ts_Tensor *s; TRYG(ts__mul_scalar(c, gin[i0 + 1], n->d[1], &s)); ts_release(gin[i0 + 1]); gin[i0 + 1] = s; }
    }
done:
    ts_release(t);
    return st;
}

bool ts__is_mm_node(const ag_Node *n) { return n->backward == mm_bw; }

static nb_Status record_mm(ts_Ctx *c, const char *name, int nin, ts_Tensor **ins, ts_Tensor *a, ts_Tensor *b,
                           ts_Tensor *r, bool bat, double beta, double alpha)
{
    if (!ag_should_record(c, nin, ins)) return NB_OK;
    ag_Node *n;
    TRY(ag_make(c, name, mm_bw, nin, ins, 1, &n));
    n->iv[0] = bat;
    /* the operands' sizes and strides, for grad_fn's _saved_*_sym_sizes/_strides:
     * iv[4..] a's strides, iv[8..] b's, iv[12..] a's sizes, iv[16..] b's; a stride
     * is kept (iv[20], iv[21]) only when that operand requires grad, as PyTorch's */
    for (int k = 0; k < a->ndim && k < 4; k++) { n->iv[4 + k] = a->stride[k]; n->iv[12 + k] = a->shape[k]; }
    for (int k = 0; k < b->ndim && k < 4; k++) { n->iv[8 + k] = b->stride[k]; n->iv[16 + k] = b->shape[k]; }
    n->iv[20] = a->requires_grad;
    n->iv[21] = b->requires_grad;
    n->d[0] = beta;
    n->d[1] = alpha;
    nb_Status st = NB_OK;
    if (b->requires_grad || a->requires_grad) {
        if (b->requires_grad) st = ag_save(c, n, 0, a, false);
        if (!st && a->requires_grad) st = ag_save(c, n, 1, b, false);
    }
    if (!st) ag_set_output(n, r, 0);
    ag_node_release(n);
    return st;
}

nb_Status ts_mm(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    ts_Tensor *av[2] = {a, b};
    TS_AMP(c, c->amp_dtype, 2, av, ts_mm(c, av[0], av[1], out));
    if (a->ndim != 2) return ts_err(c, TS_ERR_RUNTIME, "self must be a matrix");
    if (b->ndim != 2) return ts_err(c, TS_ERR_RUNTIME, "mat2 must be a matrix");
    if (a->shape[1] != b->shape[0])
        return ts_err(c, TS_ERR_RUNTIME, "mat1 and mat2 shapes cannot be multiplied (%lldx%lld and %lldx%lld)",
                      (long long)a->shape[0], (long long)a->shape[1], (long long)b->shape[0], (long long)b->shape[1]);
    TRY(check_dtypes(c, a, b));
    ts_Tensor *r;
    TRY(mm_raw(c, a, b, &r));
    ts_Tensor *ins[2] = {a, b};
    nb_Status st = record_mm(c, "MmBackward0", 2, ins, a, b, r, false, 1, 1);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

nb_Status ts_bmm(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    ts_Tensor *av[2] = {a, b};
    TS_AMP(c, c->amp_dtype, 2, av, ts_bmm(c, av[0], av[1], out));
    if (a->ndim != 3) return ts_err(c, TS_ERR_RUNTIME, "batch1 must be a 3D tensor");
    if (b->ndim != 3) return ts_err(c, TS_ERR_RUNTIME, "batch2 must be a 3D tensor");
    if (a->shape[0] != b->shape[0] || a->shape[2] != b->shape[1])
        return ts_err(c, TS_ERR_RUNTIME, "Expected size for first two dimensions of batch2 tensor to be: [%lld, %lld] but got: [%lld, %lld].",
                      (long long)a->shape[0], (long long)a->shape[2], (long long)b->shape[0], (long long)b->shape[1]);
    TRY(check_dtypes(c, a, b));
    ts_Tensor *r;
    TRY(mm_raw(c, a, b, &r));
    ts_Tensor *ins[2] = {a, b};
    nb_Status st = record_mm(c, "BmmBackward0", 2, ins, a, b, r, true, 1, 1);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

nb_Status ts_addmm(ts_Ctx *c, ts_Tensor *input, ts_Tensor *m1, ts_Tensor *m2, ts_Scalar beta, ts_Scalar alpha,
                   ts_Tensor **out)
{
    ts_Tensor *av[3] = {input, m1, m2};
    TS_AMP(c, c->amp_dtype, 3, av, ts_addmm(c, av[0], av[1], av[2], beta, alpha, out));
    if (m1->ndim != 2) return ts_err(c, TS_ERR_RUNTIME, "mat1 must be a matrix, got %d-D tensor", m1->ndim);
    if (m2->ndim != 2) return ts_err(c, TS_ERR_RUNTIME, "mat2 must be a matrix, got %d-D tensor", m2->ndim);
    if (m1->shape[1] != m2->shape[0])
        return ts_err(c, TS_ERR_RUNTIME, "mat1 and mat2 shapes cannot be multiplied (%lldx%lld and %lldx%lld)",
                      (long long)m1->shape[0], (long long)m1->shape[1], (long long)m2->shape[0], (long long)m2->shape[1]);
    if (m1->dtype != m2->dtype || input->dtype != m1->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "mat1 and mat2 must have the same dtype, but got %s and %s",
                      ts_dtype_short(m1->dtype), ts_dtype_short(m2->dtype));
    int64_t sh[2] = {m1->shape[0], m2->shape[1]};
    ts_Tensor *e = NULL, *r = NULL, *ca = NULL, *cb = NULL;
    nb_Status st;
    ts__NoGrad ng = ts__nograd_begin(c);
    st = ts_expand(c, input, 2, sh, &e);
    ts__nograd_end(c, ng);
    if (st) return st;
    ts_DType ct = m1->dtype == TS_FLOAT64 ? TS_FLOAT64 : TS_FLOAT32;
    TRYG(ts__new(c, ct, 2, sh, &r));
    ts__copy_into(r, e);
    TRYG(as_ct(c, m1, ct, &ca));
    TRYG(as_ct(c, m2, ct, &cb));
    /* PyTorch (BLAS path): C = beta*C + alpha*(A@B); with beta == 1 the bias is the initial C */
    TRYG(gemm_into(c, ca, cb, r, ts_sc_to_f(alpha), ts_sc_to_f(beta)));
    if (ct != m1->dtype) { ts_Tensor *r2; TRYG(ts__as(c, r, m1->dtype, &r2)); ts_release(r); r = r2; }
    ts_Tensor *ins[3] = {input, m1, m2};
    TRYG(record_mm(c, "AddmmBackward0", 3, ins, m1, m2, r, false, ts_sc_to_f(beta), ts_sc_to_f(alpha)));
    *out = r;
    r = NULL;
done:
    ts_release(e); ts_release(r); ts_release(ca); ts_release(cb);
    return st;
}

/* Integer / mixed dtypes: the composite (rounding order irrelevant, or the
 * dtype error comes from add). */
static nb_Status baddbmm_composite(ts_Ctx *c, ts_Tensor *input, ts_Tensor *b1, ts_Tensor *b2, ts_Scalar beta,
                                   ts_Scalar alpha, ts_Tensor **out)
{
    ts_Tensor *p = NULL, *s1 = NULL;
    nb_Status st;
    TRYG(ts_bmm(c, b1, b2, &p));
    TRYG(ts__mul_scalar(c, input, ts_sc_to_f(beta), &s1));
    TRYG(ts_add(c, s1, p, alpha, out));
    TRYG(ag_fuse(c, "BaddbmmBackward0", 3, (ts_Tensor *[]){input, b1, b2}, 1, out));
done:
    ts_release(p); ts_release(s1);
    return st;
}

/* baddbmm: beta*input + alpha * b1 @ b2 per batch, in PyTorch's order (ATen's
 * own loop below k*m*n = 400, else addmm per batch: gemm_into). */
nb_Status ts_baddbmm(ts_Ctx *c, ts_Tensor *input, ts_Tensor *b1, ts_Tensor *b2, ts_Scalar beta, ts_Scalar alpha,
                     ts_Tensor **out)
{
    ts_Tensor *av[3] = {input, b1, b2};
    TS_AMP(c, c->amp_dtype, 3, av, ts_baddbmm(c, av[0], av[1], av[2], beta, alpha, out));
    if (b1->ndim != 3) return ts_err(c, TS_ERR_RUNTIME, "batch1 must be a 3D tensor");
    if (b2->ndim != 3) return ts_err(c, TS_ERR_RUNTIME, "batch2 must be a 3D tensor");
    if (b1->shape[0] != b2->shape[0] || b1->shape[2] != b2->shape[1])
        return ts_err(c, TS_ERR_RUNTIME, "Expected size for first two dimensions of batch2 tensor to be: [%lld, %lld] but got: [%lld, %lld].",
                      (long long)b1->shape[0], (long long)b1->shape[2], (long long)b2->shape[0], (long long)b2->shape[1]);
    TRY(check_dtypes(c, b1, b2));
    if (!ts_dtype_is_float(b1->dtype) || input->dtype != b1->dtype)
        return baddbmm_composite(c, input, b1, b2, beta, alpha, out);
    int64_t sh[3] = {b1->shape[0], b1->shape[1], b2->shape[2]};
    ts_Tensor *e = NULL, *r = NULL, *ca = NULL, *cb = NULL;
    nb_Status st;
    ts__NoGrad ng = ts__nograd_begin(c);
    st = ts_expand(c, input, 3, sh, &e);
    ts__nograd_end(c, ng);
    if (st) return st;
    ts_DType ct = b1->dtype == TS_FLOAT64 ? TS_FLOAT64 : TS_FLOAT32;
    TRYG(ts__new(c, ct, 3, sh, &r));
    ts__copy_into(r, e);
    TRYG(as_ct(c, b1, ct, &ca));
    TRYG(as_ct(c, b2, ct, &cb));
    TRYG(gemm_into(c, ca, cb, r, ts_sc_to_f(alpha), ts_sc_to_f(beta)));
    if (ct != b1->dtype) { ts_Tensor *r2; TRYG(ts__as(c, r, b1->dtype, &r2)); ts_release(r); r = r2; }
    ts_Tensor *ins[3] = {input, b1, b2};
    TRYG(record_mm(c, "BaddbmmBackward0", 3, ins, b1, b2, r, true, ts_sc_to_f(beta), ts_sc_to_f(alpha)));
    *out = r;
    r = NULL;
done:
    ts_release(e); ts_release(r); ts_release(ca); ts_release(cb);
    return st;
}

/* Dot product of two float vectors as the reference BLAS sdot/ddot adds
 * them: one running sum from zero, p in order (its unroll by 5 adds left to
 * right, so the order is the plain one). */
static void dot_seq(ts_Tensor *a, ts_Tensor *b, ts_Tensor *r)
{
    int64_t n = a->shape[0], sa = a->stride[0], sb = b->stride[0];
    if (r->dtype == TS_FLOAT32 && a->dtype == TS_FLOAT32 && b->dtype == TS_FLOAT32) {
        const float *x = (const float *)a->storage->data + a->offset, *y = (const float *)b->storage->data + b->offset;
        float acc = 0;
        for (int64_t i = 0; i < n; i++) acc += x[i * sa] * y[i * sb];
        *((float *)r->storage->data + r->offset) = acc;
    } else if (r->dtype == TS_FLOAT64 && a->dtype == TS_FLOAT64 && b->dtype == TS_FLOAT64) {
        const double *x = (const double *)a->storage->data + a->offset, *y = (const double *)b->storage->data + b->offset;
        double acc = 0;
        for (int64_t i = 0; i < n; i++) acc += x[i * sa] * y[i * sb];
        *((double *)r->storage->data + r->offset) = acc;
    }
}

nb_Status ts_dot(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    if (a->ndim != 1 || b->ndim != 1)
        return ts_err(c, TS_ERR_RUNTIME, "1D tensors expected, but got %dD and %dD tensors", a->ndim, b->ndim);
    if (a->shape[0] != b->shape[0])
        return ts_err(c, TS_ERR_RUNTIME, "inconsistent tensor size, expected tensor [%lld] and src [%lld] to have the same number of elements, but got %lld and %lld elements respectively",
                      (long long)a->shape[0], (long long)b->shape[0], (long long)a->shape[0], (long long)b->shape[0]);
    if (a->dtype != b->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "dot : expected both vectors to have same dtype, but found %s and %s",
                      ts_dtype_short(a->dtype), ts_dtype_short(b->dtype));
    ts_Tensor *p = NULL;
    nb_Status st;
    TRYG(ts_binary(c, TS_MUL, a, b, &p));
    TRYG(ts_sum(c, p, NULL, 0, false, TS_NODTYPE, out));
    /* the graph is the composite's; the value is BLAS's running sum */
    dot_seq(a, b, *out);
    TRYG(ag_fuse(c, "DotBackward0", 2, (ts_Tensor *[]){a, b}, 1, out));
done:
    ts_release(p);
    return st;
}

nb_Status ts_mv(ts_Ctx *c, ts_Tensor *a, ts_Tensor *v, ts_Tensor **out)
{
    if (a->ndim != 2 || v->ndim != 1)
        return ts_err(c, TS_ERR_RUNTIME, "vector + matrix @ vector expected, got %d, %d, %d", 1, a->ndim, v->ndim);
    if (a->shape[1] != v->shape[0])
        return ts_err(c, TS_ERR_RUNTIME, "size mismatch, got input (%lld), mat (%lldx%lld), vec (%lld)",
                      (long long)a->shape[0], (long long)a->shape[0], (long long)a->shape[1], (long long)v->shape[0]);
    ts_Tensor *u = NULL, *p = NULL;
    nb_Status st;
    TRYG(ts_unsqueeze(c, v, 1, &u));
    bool am = c->amp; /* mv is not an autocast op: its inner mm is not either */
    c->amp = false;
    st = ts_mm(c, a, u, &p);
    c->amp = am;
    if (st) goto done;
    TRYG(ts_squeeze(c, p, (int64_t[]){1}, 1, out));
    TRYG(ag_fuse(c, "MvBackward0", 2, (ts_Tensor *[]){a, v}, 1, out));
done:
    ts_release(u); ts_release(p);
    return st;
}

nb_Status ts_outer(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    ts_Tensor *u = NULL;
    nb_Status st;
    /* ATen: self.reshape({n, 1}) * vec2 (for a 1-D self) */
    if (a->ndim == 1) TRYG(ts_reshape(c, a, 2, (int64_t[]){a->shape[0], 1}, &u));
    else TRYG(ts_unsqueeze(c, a, 1, &u));
    TRYG(ts_binary(c, TS_MUL, u, b, out));
done:
    ts_release(u);
    return st;
}

/* ATen's should_fold(a, b) for matmul(a, b): the larger operand (b seen
 * transposed when it is the larger) is >= 3-D against a 1-D or 2-D other, and
 * either the other needs a gradient, or (a not 2-D) the larger one's batch
 * dims fold into rows without a copy. Then matmul runs one mm/mv. */
static bool should_fold(const ts_Tensor *a, const ts_Tensor *b)
{
    bool a_larger = a->ndim >= b->ndim;
    const ts_Tensor *big = a_larger ? a : b, *small = a_larger ? b : a;
    if (big->ndim < 3 || small->ndim > 2)
        return false;
    if (small->requires_grad)
        return true;
    if (a->ndim == 2)
        return false;
    if (ts_numel(big) == 0)
        return true;
    int n = big->ndim;
    int64_t sh[TS_MAXDIM], sd[TS_MAXDIM];
    for (int i = 0; i < n; i++) { sh[i] = big->shape[i]; sd[i] = big->stride[i]; }
    if (!a_larger) {   /* b.mT() */
        int64_t t = sh[n - 1]; sh[n - 1] = sh[n - 2]; sh[n - 2] = t;
        t = sd[n - 1]; sd[n - 1] = sd[n - 2]; sd[n - 2] = t;
    }
    for (int i = 0; i < n - 2; i++)
        if (sd[i] != sd[i + 1] * sh[i + 1])
            return false;
    return true;
}

/* t1 [..., n, m] folded to [B*n, m] times t2 (a vector or a matrix), viewed
 * back as [..., n(, p)] (UnsafeViewBackward0); with transpose the result is
 * transposed in its last two dims and made contiguous, as ATen's matmul. */
static nb_Status fold_mm(ts_Ctx *c, ts_Tensor *t1, ts_Tensor *t2, bool transpose, ts_Tensor **out)
{
    int d1 = t1->ndim;
    int64_t m = t1->shape[d1 - 1], rows = 1;
    for (int i = 0; i < d1 - 1; i++) rows *= t1->shape[i];
    int64_t sh2[2] = {rows, m}, osh[TS_MAXDIM];
    ts_Tensor *f = NULL, *p = NULL, *o = NULL, *tr = NULL;
    nb_Status st;
    TRYG(ts_reshape(c, t1, 2, sh2, &f));
    if (t2->ndim == 1) TRYG(ts_mv(c, f, t2, &p));
    else TRYG(ts_mm(c, f, t2, &p));
    int ond = d1 - 1;
    for (int i = 0; i < ond; i++) osh[i] = t1->shape[i];
    if (t2->ndim == 2) osh[ond++] = t2->shape[1];
    TRYG(ts_reshape(c, p, ond, osh, &o));
    if (o->grad_fn && p->grad_fn && o->grad_fn != p->grad_fn) o->grad_fn->name = "UnsafeViewBackward0";
    if (transpose) {
        TRYG(ts_mT(c, o, &tr));
        TRYG(ts_contiguous(c, tr, out));
    } else {
        *out = o;
        o = NULL;
    }
done:
    ts_release(f); ts_release(p); ts_release(o); ts_release(tr);
    return st;
}

/* torch.matmul dispatch (1-D/2-D/batched, broadcasting batch dims). */
nb_Status ts_matmul(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    ts_Tensor *av[2] = {a, b};
    TS_AMP(c, c->amp_dtype, 2, av, ts_matmul(c, av[0], av[1], out));
    int da = a->ndim, db = b->ndim;
    if (da == 0 || db == 0)
        return ts_err(c, TS_ERR_RUNTIME, "both arguments to matmul need to be at least 1D, but they are %dD and %dD", da, db);
    ts_Tensor *t1 = NULL, *t2 = NULL, *t3 = NULL;
    nb_Status st = NB_OK;
    if (da == 1 && db == 1) return ts_dot(c, a, b, out);
    if (da == 2 && db == 1) return ts_mv(c, a, b, out);
    if (da == 1 && db == 2) {
        TRYG(ts_unsqueeze(c, a, 0, &t1));
        TRYG(ts_mm(c, t1, b, &t2));
        TRYG(ts_squeeze(c, t2, (int64_t[]){0}, 1, out));
        if ((*out)->grad_fn) (*out)->grad_fn->name = "SqueezeBackward4";
        goto done;
    }
    if (da == 2 && db == 2) return ts_mm(c, a, b, out);
    if (should_fold(a, b) && da >= db) {
        st = fold_mm(c, a, b, false, out);
        goto done;
    }
    if (should_fold(a, b)) {
        /* ATen transposes the problem: (b^T folded) @ a^T, transposed back */
        TRYG(ts_mT(c, b, &t1));
        if (da == 2) TRYG(ts_t(c, a, &t2)); else { ts_retain(a); t2 = a; }
        st = fold_mm(c, t1, t2, da == 2, out);
        goto done;
    }
    {
        /* batched: broadcast batch dims, bmm */
        ts_Tensor *A = NULL, *Bt = NULL;
        bool va = da == 1, vb = db == 1;
        if (va) TRYG(ts_unsqueeze(c, a, 0, &A)); else { ts_retain(a); A = a; }
        if (vb) { st = ts_unsqueeze(c, b, 1, &Bt); if (st) { ts_release(A); goto done; } } else { ts_retain(b); Bt = b; }
        int na = A->ndim - 2, nb2 = Bt->ndim - 2, nbd;
        int64_t bsh[TS_MAXDIM];
        st = ts__broadcast_shape(c, na, A->shape, nb2, Bt->shape, &nbd, bsh);
        if (st) { ts_release(A); ts_release(Bt); goto done; }
        int64_t B = ts__prod(nbd, bsh), n = A->shape[A->ndim - 2], k = A->shape[A->ndim - 1];
        int64_t k2 = Bt->shape[Bt->ndim - 2], p = Bt->shape[Bt->ndim - 1];
        if (k != k2) {
            ts_release(A); ts_release(Bt);
            st = ts_err(c, TS_ERR_RUNTIME, "Expected size for first two dimensions of batch2 tensor to be: [%lld, %lld] but got: [%lld, %lld].",
                        (long long)B, (long long)k, (long long)B, (long long)k2);
            goto done;
        }
        int64_t ea[TS_MAXDIM], eb[TS_MAXDIM];
        memcpy(ea, bsh, sizeof(int64_t) * (size_t)nbd); ea[nbd] = n; ea[nbd + 1] = k;
        memcpy(eb, bsh, sizeof(int64_t) * (size_t)nbd); eb[nbd] = k; eb[nbd + 1] = p;
        ts_Tensor *xa = NULL, *xb = NULL, *ra = NULL, *rb = NULL, *pr = NULL;
        int64_t s3a[3] = {B, n, k}, s3b[3] = {B, k, p};
        st = ts_expand(c, A, nbd + 2, ea, &xa);
        if (!st) st = ts_expand(c, Bt, nbd + 2, eb, &xb);
        if (!st) st = ts_reshape(c, xa, 3, s3a, &ra);
        if (!st) st = ts_reshape(c, xb, 3, s3b, &rb);
        if (!st) st = ts_bmm(c, ra, rb, &pr);
        int64_t osh[TS_MAXDIM];
        int ond = 0;
        for (int i = 0; i < nbd; i++) osh[ond++] = bsh[i];
        if (!va) osh[ond++] = n;
        if (!vb) osh[ond++] = p;
        /* ATen: _unsafe_view(bmm) (a vector rhs's column squeezed first) */
        ts_Tensor *sq = NULL;
        if (!st && vb) st = ts_squeeze(c, pr, (int64_t[]){-1}, 1, &sq);
        if (!st) st = ts_reshape(c, sq ? sq : pr, ond, osh, out);
        if (!st && (*out)->grad_fn && (*out)->grad_fn != (sq ? sq : pr)->grad_fn)
            (*out)->grad_fn->name = "UnsafeViewBackward0";
        ts_release(sq);
        ts_release(A); ts_release(Bt); ts_release(xa); ts_release(xb); ts_release(ra); ts_release(rb); ts_release(pr);
    }
done:
    ts_release(t1); ts_release(t2); ts_release(t3);
    return st;
}
