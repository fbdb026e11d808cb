/* ts_weight_norm.c — torch.norm_except_dim and torch._weight_norm
 * (w = v * g / ||v||, the norm over every dim but `dim`).
 *
 * As PyTorch 2.6 (WeightNorm.cpp): when dim is 0 or the last dim and the
 * dtype is float/double, _weight_norm runs the fused CPU kernel
 * (_weight_norm_interface, one WeightNormInterfaceBackward0 node, the norms
 * saved for the backward); otherwise it is v * (g / norm_except_dim(v, 2, dim))
 * of ordinary ops. The fused kernels (cpu/WeightNormKernel.cpp) for dim 0:
 * per row, the sum of squares as map_reduce_all (lanes of the AVX2 vector —
 * 8 floats, 4 doubles — then the lane tree i^4, i^2, i^1; rows shorter than a
 * vector added in order), norm = sqrt, w = v * (g / norm). For the last dim,
 * the column sums of squares are accumulated per thread (parallel_for over the
 * rows with 2 threads: rows [0, ceil(M/2)) and the rest), added 0 + t0 + t1.
 * The backward: s = sum grad_w * v, grad_g = s / norm, a = g / norm,
 * b = a * grad_g / norm, grad_v = fma(-b, v, a * grad_w) (the compiler
 * contracts PyTorch's a * grad_w - b * v; measured against the oracle). */
#include "ag.h"
#include "ts_impl.h"

#include <math.h>
#include <string.h>

/* PyTorch's intra-op thread count of the oracle (OMP_NUM_THREADS=2) */
#define WN_THREADS 2

/* norm_except_dim(v, pow, dim): dim -1 → the norm of all of v; dim 0 →
 * v.view(size0, -1).norm(pow, 1) viewed [size0, 1, ...]; the last dim →
 * v.view(-1, sizeN).norm(pow, 0) viewed [1, ..., sizeN]; else through
 * transpose(0, dim). */
nb_Status ts_norm_except_dim(ts_Ctx *c, ts_Tensor *v, double pw, int64_t dim, ts_Tensor **out)
{
    *out = NULL;
    if (dim == -1)
        return ts_norm(c, v, pw, NULL, 0, false, out);
    ts_Tensor *cv = NULL, *m = NULL, *n = NULL, *tr = NULL, *r = NULL;
    nb_Status st = NB_OK;
    int nd = v->ndim;
    if (nd == 0) {
        /* a 0-d tensor: PyTorch views it as [1, -1] and normalises over it */
        return ts_norm(c, v, pw, NULL, 0, false, out);
    }
    if (dim == 0 || dim == nd - 1) {
        int64_t shp[2], oshape[TS_MAXDIM], rd;
        for (int i = 0; i < nd; i++) oshape[i] = 1;
        if (dim == 0) {
            shp[0] = v->shape[0]; shp[1] = -1; rd = 1; oshape[0] = v->shape[0];
        } else {
            shp[0] = -1; shp[1] = v->shape[nd - 1]; rd = 0; oshape[nd - 1] = v->shape[nd - 1];
        }
        TRYG(ts_contiguous(c, v, &cv));
        TRYG(ts_view(c, cv, 2, shp, &m));
        TRYG(ts_norm(c, m, pw, &rd, 1, false, &n));
        TRYG(ts_view(c, n, nd, oshape, out));
        goto done;
    }
    {
        int64_t d = dim;
        TRYG(ts_wrap_dim(c, &d, nd));
        TRYG(ts_transpose(c, v, 0, d, &tr));
        TRYG(ts_norm_except_dim(c, tr, pw, 0, &r));
        TRYG(ts_transpose(c, r, 0, d, out));
    }
done:
    ts_release(cv); ts_release(m); ts_release(n); ts_release(tr); ts_release(r);
    return st;
}

#define WN_KERNELS(T, W, FMA)                                                                               \
    /* the lane tree of vec_reduce_all over a full vector */                                            \
    static T wn_tree_##T(T *a)                                                                           \
    {                                                                                                    \
        for (int l = 0; l < W / 2; l++) a[l] += a[l + W / 2];                                            \
        if (W == 8) for (int l = 0; l < 2; l++) a[l] += a[l + 2];                                        \
        return a[0] + a[1];                                                                              \
    }                                                                                                    \
    /* map2_reduce_all(x*y, +) over n elements (y == x: the sum of squares) */                         \
    static T wn_dot_##T(const T *x, const T *y, int64_t n)                                               \
    {                                                                                                    \
        T acc[W];                                                                                        \
        if (n < W) {                                                                                     \
            T s = x[0] * y[0];                                                                           \
            for (int64_t k = 1; k < n; k++) s += x[k] * y[k];                                            \
            return s;                                                                                    \
        }                                                                                                \
        for (int l = 0; l < W; l++) acc[l] = x[l] * y[l];                                                \
        int64_t d = W;                                                                                   \
        for (; d + W <= n; d += W)                                                                       \
            for (int l = 0; l < W; l++) acc[l] += x[d + l] * y[d + l];                                   \
        for (int l = 0; d + l < n; l++) acc[l] += x[d + l] * y[d + l];                                   \
        return wn_tree_##T(acc);                                                                         \
    }                                                                                                    \
    /* forward; first: dim 0 (M rows of N), else the last dim. norm[M or N] */                         \
    static void wn_fw_##T(bool first, const T *v, const T *g, T *w, T *norm, int64_t M, int64_t N,       \
                          T *buf)                                                                        \
    {                                                                                                    \
        if (first) {                                                                                     \
            for (int64_t i = 0; i < M; i++) {                                                            \
                T nv = (T)sqrt(wn_dot_##T(v + i * N, v + i * N, N));                                     \
                norm[i] = nv;                                                                            \
                T a = g[i] / nv;                                                                         \
                for (int64_t j = 0; j < N; j++) w[i * N + j] = v[i * N + j] * a;                         \
            }                                                                                            \
            return;                                                                                      \
        }                                                                                                \
        int64_t half = (M + WN_THREADS - 1) / WN_THREADS;                                                \
        memset(buf, 0, sizeof(T) * (size_t)(WN_THREADS * N));                                            \
        for (int64_t i = 0; i < M; i++) {                                                                \
            T *b = buf + (half ? i / half : 0) * N;                                                      \
            for (int64_t j = 0; j < N; j++) b[j] += v[i * N + j] * v[i * N + j];                         \
        }                                                                                                \
        for (int64_t j = 0; j < N; j++) {                                                                \
            T s = 0;                                                                                     \
            for (int t = 0; t < WN_THREADS; t++) s += buf[t * N + j];                                    \
            norm[j] = (T)sqrt(s);                                                                        \
        }                                                                                                \
        for (int64_t j = 0; j < N; j++) buf[j] = g[j] / norm[j];                                         \
        for (int64_t i = 0; i < M; i++)                                                                  \
            for (int64_t j = 0; j < N; j++) w[i * N + j] = v[i * N + j] * buf[j];                        \
    }                                                                                                    \
    static void wn_bw_##T(bool first, const T *gw, const T *v, const T *g, const T *norm, T *gv, T *gg,  \
                          int64_t M, int64_t N, T *buf)                                                  \
    {                                                                                                    \
        if (first) {                                                                                     \
            for (int64_t i = 0; i < M; i++) {                                                            \
                T s = wn_dot_##T(gw + i * N, v + i * N, N);                                              \
                T ggv = s / norm[i];                                                                     \
                gg[i] = ggv;                                                                             \
                T a = g[i] / norm[i];                                                                    \
                T b = a * ggv / norm[i];                                                                 \
                for (int64_t j = 0; j < N; j++)                                                          \
                    gv[i * N + j] = FMA(-b, v[i * N + j], a * gw[i * N + j]);                          \
            }                                                                                            \
            return;                                                                                      \
        }                                                                                                \
        int64_t half = (M + WN_THREADS - 1) / WN_THREADS;                                                \
        memset(buf, 0, sizeof(T) * (size_t)(WN_THREADS * N));                                            \
        for (int64_t i = 0; i < M; i++) {                                                                \
            T *b = buf + (half ? i / half : 0) * N;                                                      \
            for (int64_t j = 0; j < N; j++) b[j] += gw[i * N + j] * v[i * N + j];                        \
        }                                                                                                \
        T *a = buf + N, *bb = buf + 2 * N;                                                               \
        for (int64_t j = 0; j < N; j++) {                                                                \
            T s = 0;                                                                                     \
            for (int t = 0; t < WN_THREADS; t++) s += buf[t * N + j];                                    \
            gg[j] = s / norm[j];                                                                         \
        }                                                                                                \
        for (int64_t j = 0; j < N; j++) a[j] = g[j] / norm[j];                                           \
        for (int64_t j = 0; j < N; j++) bb[j] = a[j] * gg[j] / norm[j];                                  \
        for (int64_t i = 0; i < M; i++)                                                                  \
            for (int64_t j = 0; j < N; j++) {                                                            \
                gv[i * N + j] = FMA(-bb[j], v[i * N + j], a[j] * gw[i * N + j]);                       \
            }                                                                                            \
    }
WN_KERNELS(float, 8, fmaf)
WN_KERNELS(double, 4, fma)

/* rows M and row length N of v for the fused kernel (first: dim 0) */
static void wn_mn(const ts_Tensor *v, bool first, int64_t *M, int64_t *N)
{
    int64_t n = ts_numel(v);
    if (first) { *M = v->shape[0]; *N = *M ? n / *M : 0; }
    else { *N = v->shape[v->ndim - 1]; *M = *N ? n / *N : 0; }
}

/* saved: 0 v, 1 g; iv[0] first; extra: the norms (dtype of v, as many as g) */
static nb_Status wn_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    if (c->grad_enabled)
        return ts_err(c, TS_ERR_NOTIMPL, "double backward of _weight_norm_interface is not supported yet");
    ts_Tensor *v, *g, *cv = NULL, *cg = NULL, *gw = NULL, *gv = NULL, *gg = NULL, *buf = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 0, &v));
    TRY(ag_unpack(c, n, 1, &g));
    bool first = n->iv[0] != 0;
    ts_DType dt = v->dtype;
    int64_t M, N;
    wn_mn(v, first, &M, &N);
    TRYG(ts__as(c, v, dt, &cv));
    TRYG(ts__as(c, g, dt, &cg));
    TRYG(ts__as(c, gout[0], dt, &gw));
    TRYG(ts_charge(c, (uint64_t)ts_numel(v) * 4));
    TRYG(ts__new(c, dt, n->meta[0].ndim, n->meta[0].shape, &gv));
    TRYG(ts__new(c, dt, n->meta[1].ndim, n->meta[1].shape, &gg));
    {
        int64_t bs = first ? 1 : WN_THREADS * N + 3 * N;
        TRYG(ts__new(c, dt, 1, &bs, &buf));
    }
    if (dt == TS_FLOAT32)
        wn_bw_float(first, ts_data(gw), ts_data(cv), ts_data(cg), n->extra, ts_data(gv), ts_data(gg), M, N,
                    ts_data(buf));
    else
        wn_bw_double(first, ts_data(gw), ts_data(cv), ts_data(cg), n->extra, ts_data(gv), ts_data(gg), M, N,
                     ts_data(buf));
    gin[0] = gv;
    gin[1] = gg;
    gv = gg = NULL;
done:
    ts_release(cv); ts_release(cg); ts_release(gw); ts_release(gv); ts_release(gg); ts_release(buf);
    return st;
}

/* the fused kernel applies: float/double, same dtypes, dim 0 or last, g one value per slice */
static bool wn_fusable(const ts_Tensor *v, const ts_Tensor *g, int64_t dim)
{
    if (v->ndim == 0 || (v->dtype != TS_FLOAT32 && v->dtype != TS_FLOAT64) || g->dtype != v->dtype)
        return false;
    if (dim != 0 && dim != v->ndim - 1)
        return false;
    int64_t M, N;
    wn_mn(v, dim == 0, &M, &N);
    return ts_numel(g) == (dim == 0 ? M : N) && M > 0 && N > 0;
}

nb_Status ts_weight_norm(ts_Ctx *c, ts_Tensor *v, ts_Tensor *g, int64_t dim, ts_Tensor **out)
{
    *out = NULL;
    ts_Tensor *ne = NULL, *q = NULL, *cv = NULL, *cg = NULL, *w = NULL, *buf = NULL;
    void *norm = NULL;
    size_t esz = 0;
    nb_Status st = NB_OK;
    if (!wn_fusable(v, g, dim)) {
        TRYG(ts_norm_except_dim(c, v, 2.0, dim, &ne));
        TRYG(ts_binary(c, TS_DIV, g, ne, &q));
        TRYG(ts_binary(c, TS_MUL, v, q, out));
        goto done;
    }
    bool first = dim == 0;
    ts_DType dt = v->dtype;
    int64_t M, N;
    wn_mn(v, first, &M, &N);
    esz = (dt == TS_FLOAT32 ? sizeof(float) : sizeof(double)) * (size_t)ts_numel(g);
    norm = nb_alloc(c->heap, esz);
    if (!norm) return ts_oom(c);
    TRYG(ts__as(c, v, dt, &cv));
    TRYG(ts__as(c, g, dt, &cg));
    TRYG(ts_charge(c, (uint64_t)ts_numel(v) * 3));
    TRYG(ts__new(c, dt, v->ndim, v->shape, &w));
    {
        int64_t bs = first ? 1 : WN_THREADS * N;
        TRYG(ts__new(c, dt, 1, &bs, &buf));
    }
    if (dt == TS_FLOAT32)
        wn_fw_float(first, ts_data(cv), ts_data(cg), ts_data(w), norm, M, N, ts_data(buf));
    else
        wn_fw_double(first, ts_data(cv), ts_data(cg), ts_data(w), norm, M, N, ts_data(buf));
    ts_Tensor *ins[2] = {v, g};
    if (ag_should_record(c, 2, ins)) {
        ag_Node *n;
        TRYG(ag_make(c, "WeightNormInterfaceBackward0", wn_bw, 2, ins, 1, &n));
        n->iv[0] = first;
        n->extra = norm; n->extra_size = esz;
        norm = NULL;
        st = ag_save(c, n, 0, v, false);
        if (!st) st = ag_save(c, n, 1, g, false);
        if (!st) ag_set_output(n, w, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    *out = w;
    w = NULL;
done:
    if (norm) nb_free(c->heap, norm, esz);
    ts_release(ne); ts_release(q); ts_release(cv); ts_release(cg); ts_release(w); ts_release(buf);
    return st;
}
