/* ts_math_linalg.c — linear algebra of the math area: det, inv, solve (LU with
 * partial pivoting in the operand's precision), cross, kron, tensordot,
 * einsum (pairwise contractions through bmm, as PyTorch's sumproduct_pair),
 * cdist, vector norms with an order. */
#include <stdlib.h>

#include "ts_impl.h"
#include "ts_math.h"
#include "ts_shape.h"

#define REL(x) do { ts_release(x); x = NULL; } while (0)

/* ---------------------------------------------------------------- LU kernels (double storage, float rounding when f32) */

static double rnd(double v, bool f32) { return f32 ? (double)(float)v : v; }

/* The reference LAPACK/BLAS that Debian's torch links (netlib libblas/liblapack,
 * no FMA): sgetrf2's recursive LU with partial pivoting on a column-major
 * m x n block (leading dimension ld), every operation rounded to the operand
 * precision. piv[] gets 0-based pivot rows (relative to the block); *info the
 * 1-based first zero pivot (0 = none). */
#define M_(i, j) a[(i) + (j) * ld]
static void getrf2(double *a, int64_t ld, int64_t m, int64_t n, int64_t *piv, bool f32, int64_t *info)
{
    if (m == 0 || n == 0) return;
    if (m == 1) {
        piv[0] = 0;
        if (M_(0, 0) == 0 && !*info) *info = 1;
        return;
    }
    if (n == 1) {
        int64_t p = 0;
        for (int64_t i = 1; i < m; i++)
            if (fabs(M_(i, 0)) > fabs(M_(p, 0))) p = i;
        piv[0] = p;
        if (M_(p, 0) != 0) {
            if (p != 0) { double t = M_(0, 0); M_(0, 0) = M_(p, 0); M_(p, 0) = t; }
            double sfmin = f32 ? 1.17549435e-38 : 2.2250738585072014e-308;
            if (fabs(M_(0, 0)) >= sfmin) {
                double r = rnd(1.0 / M_(0, 0), f32);
                for (int64_t i = 1; i < m; i++) M_(i, 0) = rnd(M_(i, 0) * r, f32);
            } else {
                for (int64_t i = 1; i < m; i++) M_(i, 0) = rnd(M_(i, 0) / M_(0, 0), f32);
            }
        } else if (!*info) {
            *info = 1;
        }
        return;
    }
    int64_t mn = m < n ? m : n, n1 = mn / 2, n2 = n - n1;
    int64_t i1 = 0;
    getrf2(a, ld, m, n1, piv, f32, &i1);
    if (i1 && !*info) *info = i1;
    /* slaswp on [A12; A22] rows 1..n1 */
    for (int64_t k = 0; k < n1; k++)
        if (piv[k] != k)
            for (int64_t j = n1; j < n; j++) { double t = M_(k, j); M_(k, j) = M_(piv[k], j); M_(piv[k], j) = t; }
    /* strsm L,L,N,U: A12 = L11^-1 A12 */
    for (int64_t j = n1; j < n; j++)
        for (int64_t k = 0; k < n1; k++)
            if (M_(k, j) != 0)
                for (int64_t i = k + 1; i < n1; i++) M_(i, j) = rnd(M_(i, j) - rnd(M_(k, j) * M_(i, k), f32), f32);
    /* sgemm: A22 = A22 - A21 A12 (temp = -B(l,j); C(i,j) += temp*A(i,l)) */
    for (int64_t j = n1; j < n; j++)
        for (int64_t l = 0; l < n1; l++) {
            double tmp = -M_(l, j);
            for (int64_t i = n1; i < m; i++) M_(i, j) = rnd(M_(i, j) + rnd(tmp * M_(i, l), f32), f32);
        }
    int64_t i2 = 0;
    getrf2(&M_(n1, n1), ld, m - n1, n2, piv + n1, f32, &i2);
    if (i2 && !*info) *info = i2 + n1;
    for (int64_t k = n1; k < mn; k++) piv[k] += n1;
    /* slaswp on A21 rows n1+1..min(m,n) */
    for (int64_t k = n1; k < mn; k++)
        if (piv[k] != k)
            for (int64_t j = 0; j < n1; j++) { double t = M_(k, j); M_(k, j) = M_(piv[k], j); M_(piv[k], j) = t; }
}

/* sgetrs on column-major LU (n x n, ld n) for m columns of column-major b:
 * trans solves LU^T-factored systems (M^T X = B) as PyTorch's adjoint path. */
static void getrs(const double *a, const int64_t *piv, int64_t n, double *b, int64_t m, bool trans, bool f32)
{
    int64_t ld = n;
#define B_(i, j) b[(i) + (j) * n]
    if (!trans) {
        for (int64_t k = 0; k < n; k++)
            if (piv[k] != k)
                for (int64_t j = 0; j < m; j++) { double t = B_(k, j); B_(k, j) = B_(piv[k], j); B_(piv[k], j) = t; }
        for (int64_t j = 0; j < m; j++) {
            for (int64_t k = 0; k < n; k++)
                if (B_(k, j) != 0)
                    for (int64_t i = k + 1; i < n; i++) B_(i, j) = rnd(B_(i, j) - rnd(B_(k, j) * M_(i, k), f32), f32);
            for (int64_t k = n - 1; k >= 0; k--)
                if (B_(k, j) != 0) {
                    B_(k, j) = rnd(B_(k, j) / M_(k, k), f32);
                    for (int64_t i = 0; i < k; i++) B_(i, j) = rnd(B_(i, j) - rnd(B_(k, j) * M_(i, k), f32), f32);
                }
        }
        return;
    }
    for (int64_t j = 0; j < m; j++) {
        for (int64_t i = 0; i < n; i++) {            /* U^T x = b */
            double t = B_(i, j);
            for (int64_t k = 0; k < i; k++) t = rnd(t - rnd(M_(k, i) * B_(k, j), f32), f32);
            B_(i, j) = rnd(t / M_(i, i), f32);
        }
        for (int64_t i = n - 1; i >= 0; i--) {       /* L^T x = b (unit) */
            double t = B_(i, j);
            for (int64_t k = i + 1; k < n; k++) t = rnd(t - rnd(M_(k, i) * B_(k, j), f32), f32);
            B_(i, j) = t;
        }
    }
    for (int64_t k = n - 1; k >= 0; k--)
        if (piv[k] != k)
            for (int64_t j = 0; j < m; j++) { double t = B_(k, j); B_(k, j) = B_(piv[k], j); B_(piv[k], j) = t; }
#undef B_
}
#undef M_

/* Loads batch b of src (row-major n x n doubles) as the column-major matrix
 * LAPACK factors: A^T when the operand is contiguous (PyTorch factors A.mT()
 * then), A itself otherwise. */
static void load_m(double *m, const double *src, int64_t n, bool contig)
{
    for (int64_t i = 0; i < n; i++)
        for (int64_t j = 0; j < n; j++)
            m[i + j * n] = contig ? src[j * n + i] : src[i * n + j];
}

static nb_Status check_square(ts_Ctx *c, ts_Tensor *a, const char *fname)
{
    if (a->ndim < 2)
        return ts_err(c, TS_ERR_RUNTIME, "%s: The input tensor A must have at least 2 dimensions.", fname);
    if (a->shape[a->ndim - 1] != a->shape[a->ndim - 2])
        return ts_err(c, TS_ERR_RUNTIME, "%s: A must be batches of square matrices, but they are %lld by %lld matrices",
                      fname, (long long)a->shape[a->ndim - 2], (long long)a->shape[a->ndim - 1]);
    if (!ts_dtype_is_float(a->dtype) || a->dtype == TS_FLOAT16 || a->dtype == TS_BFLOAT16)
        return ts_err(c, TS_ERR_RUNTIME, "%s: Expected a floating point or complex tensor as input. Got %s", fname,
                      ts_dtype_short(a->dtype));
    return NB_OK;
}

/* ---- det */

/* PyTorch's linalg_det_backward (no higher order): X = lu_solve(LU, pivots,
 * diag(g * det)) with the LU xm_det used (of A^T when A is contiguous, solved
 * without adjoint then), zero pivots nudged to eps. */
static nb_Status det_bw(ts_Ctx *c, ag_Node *nd, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *d;
    TRY(ag_unpack(c, nd, 0, &a));
    TRY(ag_unpack(c, nd, 1, &d));
    int64_t n = a->shape[a->ndim - 1], nb = n > 0 ? ts_numel(a) / (n * n) : 0;
    bool f32 = a->dtype != TS_FLOAT64, contig = ts_is_contiguous(a);
    ts_Tensor *src = NULL, *gc = NULL, *dc = NULL, *r = NULL;
    nb_Status st;
    TRYG(ts__as(c, a, TS_FLOAT64, &src));
    TRYG(ts__as(c, g[0], TS_FLOAT64, &gc));
    TRYG(ts__as(c, d, TS_FLOAT64, &dc));
    TRYG(ts__new(c, a->dtype, a->ndim, a->shape, &r));
    size_t bytes = sizeof(double) * (size_t)(2 * n * n + 1) + sizeof(int64_t) * (size_t)(n + 1);
    double *buf = nb_alloc(c->heap, bytes);
    if (!buf) { st = ts_oom(c); goto done; }
    double *x = buf + n * n;
    int64_t *piv = (int64_t *)(x + n * n + 1);
    double eps = f32 ? 1.1920928955078125e-07 : 2.220446049250313e-16;
    for (int64_t b = 0; b < nb; b++) {
        load_m(buf, (double *)ts_data(src) + b * n * n, n, contig);
        int64_t z = 0;
        getrf2(buf, n, n, n, piv, f32, &z);
        for (int64_t k = 0; k < n; k++)
            if (buf[k + k * n] == 0) buf[k + k * n] = eps;
        double cv = rnd(((double *)ts_data(gc))[b] * ((double *)ts_data(dc))[b], f32);
        for (int64_t i = 0; i < n * n; i++) x[i] = 0;
        for (int64_t i = 0; i < n; i++) x[i + i * n] = cv;
        getrs(buf, piv, n, x, n, !contig, f32);
        for (int64_t i = 0; i < n; i++)
            for (int64_t j = 0; j < n; j++)
                ts__storef((char *)ts_data(r) + (b * n * n + i * n + j) * (int64_t)ts_dtype_size(a->dtype), a->dtype,
                           x[i + j * n]);
    }
    nb_free(c->heap, buf, bytes);
    gin[0] = r; r = NULL;
done:
    ts_release(src); ts_release(gc); ts_release(dc); ts_release(r);
    return st;
}

nb_Status xm_det(ts_Ctx *c, ts_Tensor *a, const char *fname, ts_Tensor **out)
{
    TRY(check_square(c, a, fname));
    int64_t n = a->shape[a->ndim - 1], nb = n > 0 ? ts_numel(a) / (n * n) : 0;
    if (n == 0) nb = ts__prod(a->ndim - 2, a->shape);
    bool f32 = a->dtype != TS_FLOAT64, contig = ts_is_contiguous(a);
    ts_Tensor *src = NULL, *r = NULL;
    nb_Status st;
    TRYG(ts__as(c, a, TS_FLOAT64, &src));
    TRYG(ts__new(c, a->dtype, a->ndim - 2, a->shape, &r));
    TRYG(ts_charge(c, (uint64_t)(nb * n * n * n + 1)));
    double *buf = nb_alloc(c->heap, sizeof(double) * (size_t)(n * n + 1) + sizeof(int64_t) * (size_t)(n + 1));
    if (!buf) { st = ts_oom(c); goto done; }
    int64_t *piv = (int64_t *)(buf + n * n + 1);
    for (int64_t b = 0; b < nb; b++) {
        load_m(buf, (double *)ts_data(src) + b * n * n, n, contig);
        int64_t z = 0;
        getrf2(buf, n, n, n, piv, f32, &z);
        double d = 1, sign = 1;   /* det = det(P) * prod(diag(LU)) */
        for (int64_t k = 0; k < n; k++) {
            d = rnd(d * buf[k * n + k], f32);
            if (piv[k] != k) sign = -sign;
        }
        d = sign * d;
        ts__storef((char *)ts_data(r) + b * (int64_t)ts_dtype_size(a->dtype), a->dtype, d);
    }
    nb_free(c->heap, buf, sizeof(double) * (size_t)(n * n + 1) + sizeof(int64_t) * (size_t)(n + 1));
    if (ag_should_record(c, 1, &a)) {
        ag_Node *nd;
        TRYG(ag_make(c, "LinalgDetBackward0", det_bw, 1, &a, 1, &nd));
        st = ag_save(c, nd, 0, a, false);
        if (!st) st = ag_save(c, nd, 1, r, true);
        if (!st) ag_set_output(nd, r, 0);
        ag_node_release(nd);
        if (st) goto done;
    }
    *out = r; r = NULL;
done:
    ts_release(src); ts_release(r);
    return st;
}

/* ---- inv / solve */

/* X = A^{-1} B for batches (B with m columns); singular → error naming fname. */
static nb_Status lu_system(ts_Ctx *c, ts_Tensor *a, ts_Tensor *bm /* NULL = identity */, int64_t m, bool solve,
                           const char *fname, ts_Tensor **out)
{
    int64_t n = a->shape[a->ndim - 1], nb = n ? ts_numel(a) / (n * n) : 0;
    bool f32 = a->dtype != TS_FLOAT64, contig = ts_is_contiguous(a);
    ts_Tensor *src = NULL, *bs = NULL, *r = NULL;
    nb_Status st;
    TRYG(ts__as(c, a, TS_FLOAT64, &src));
    if (bm) TRYG(ts__as(c, bm, TS_FLOAT64, &bs));
    int64_t sh[TS_MAXDIM];
    for (int i = 0; i < a->ndim; i++) sh[i] = a->shape[i];
    sh[a->ndim - 1] = m;
    TRYG(ts__new(c, a->dtype, a->ndim, sh, &r));
    TRYG(ts_charge(c, (uint64_t)(nb * n * n * (n + m) + 1)));
    size_t bytes = sizeof(double) * (size_t)(n * n + n * m + 1) + sizeof(int64_t) * (size_t)(n + 1);
    double *buf = nb_alloc(c->heap, bytes);
    if (!buf) { st = ts_oom(c); goto done; }
    double *x = buf + n * n;
    int64_t *piv = (int64_t *)(x + n * m + 1);
    for (int64_t b = 0; b < nb; b++) {
        load_m(buf, (double *)ts_data(src) + b * n * n, n, contig);
        /* x: column-major n x m right-hand sides */
        if (bs) { for (int64_t i = 0; i < n; i++) for (int64_t j = 0; j < m; j++) x[i + j * n] = ((double *)ts_data(bs))[b * n * m + i * m + j]; }
        else for (int64_t i = 0; i < n; i++) for (int64_t j = 0; j < m; j++) x[i + j * n] = i == j;
        int64_t z = 0;
        getrf2(buf, n, n, n, piv, f32, &z);
        if (z) {
            nb_free(c->heap, buf, bytes);
            if (solve)
                st = ts_err(c, TS_ERR_RUNTIME, "%s: The solver failed because the input matrix is singular.", fname);
            else
                st = ts_err(c, TS_ERR_RUNTIME, "%s: The diagonal element %lld is zero, the inversion could not be completed because the input matrix is singular.",
                            fname, (long long)z);
            c->err_kind = TS_ERR_RUNTIME;
            goto done;
        }
        getrs(buf, piv, n, x, m, contig, f32);
        for (int64_t i = 0; i < n; i++)
            for (int64_t j = 0; j < m; j++)
                ts__storef((char *)ts_data(r) + (b * n * m + i * m + j) * (int64_t)ts_dtype_size(a->dtype), a->dtype,
                           x[i + j * n]);
    }
    nb_free(c->heap, buf, bytes);
    *out = r; r = NULL;
done:
    ts_release(src); ts_release(bs); ts_release(r);
    return st;
}

static nb_Status inv_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *r;
    TRY(ag_unpack(c, n, 0, &r));
    ts_Tensor *rt = NULL, *t1 = NULL, *t2 = NULL;
    nb_Status st;
    TRYG(ts_mT(c, r, &rt));
    TRYG(ts_matmul(c, rt, g[0], &t1));
    TRYG(ts_matmul(c, t1, rt, &t2));
    TRYG(ts_unary(c, TS_NEG, t2, &gin[0]));
done:
    ts_release(rt); ts_release(t1); ts_release(t2);
    return st;
}

nb_Status xm_inv(ts_Ctx *c, ts_Tensor *a, const char *fname, ts_Tensor **out)
{
    TRY(check_square(c, a, fname));
    ts_Tensor *r;
    TRY(lu_system(c, a, NULL, a->shape[a->ndim - 1], false, fname, &r));
    if (ag_should_record(c, 1, &a)) {
        ag_Node *nd;
        nb_Status st = ag_make(c, "LinalgInvExBackward0", inv_bw, 1, &a, 1, &nd);
        if (st) { ts_release(r); return st; }
        st = ag_save(c, nd, 0, r, true);
        if (!st) ag_set_output(nd, r, 0);
        ag_node_release(nd);
        if (st) { ts_release(r); return st; }
    }
    *out = r;
    return NB_OK;
}

/* gB = solve(A^T, g); gA = -gB X^T (vector case: outer products) */
static nb_Status solve_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *x;
    TRY(ag_unpack(c, n, 0, &a));
    TRY(ag_unpack(c, n, 1, &x));
    bool vec = n->iv[0];
    ts_Tensor *at = NULL, *gb = NULL, *gg = NULL, *xx = NULL, *xt = NULL, *t1 = NULL, *gbm = NULL;
    nb_Status st;
    TRYG(ts_mT(c, a, &at));
    if (vec) TRYG(ts_unsqueeze(c, g[0], -1, &gg)); else { ts_retain(g[0]); gg = g[0]; }
    TRYG(lu_system(c, at, gg, gg->shape[gg->ndim - 1], true, "linalg.solve", &gbm));
    if (n->next[1].fn) {
        if (vec) TRYG(ts_squeeze(c, gbm, (int64_t[]){-1}, 1, &gin[1]));
        else { ts_retain(gbm); gin[1] = gbm; }
    }
    if (n->next[0].fn) {
        if (vec) TRYG(ts_unsqueeze(c, x, -1, &xx)); else { ts_retain(x); xx = x; }
        TRYG(ts_mT(c, xx, &xt));
        TRYG(ts_matmul(c, gbm, xt, &t1));
        TRYG(ts_unary(c, TS_NEG, t1, &gin[0]));
    }
done:
    ts_release(at); ts_release(gb); ts_release(gg); ts_release(xx); ts_release(xt); ts_release(t1); ts_release(gbm);
    return st;
}

nb_Status xm_solve(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    TRY(check_square(c, a, "linalg.solve"));
    if (b->dtype != a->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "linalg.solve: Expected A and B to have the same dtype, but found A of type %s and B of type %s instead",
                      ts_dtype_short(a->dtype), ts_dtype_short(b->dtype));
    int64_t n = a->shape[a->ndim - 1];
    bool vec = b->ndim == 1 || (b->ndim == a->ndim - 1 && b->shape[b->ndim - 1] == n);
    ts_Tensor *bm = NULL, *r = NULL, *x = NULL;
    nb_Status st;
    if (vec) TRY(ts_unsqueeze(c, b, -1, &bm)); else { ts_retain(b); bm = b; }
    if (bm->shape[bm->ndim - 2] != n) {
        ts_release(bm);
        return ts_err(c, TS_ERR_RUNTIME, "linalg.solve: Incompatible shapes of A and B for the equation AX = B (%lldx%lld and %lldx%lld)",
                      (long long)n, (long long)n, (long long)bm->shape[bm->ndim - 2], (long long)bm->shape[bm->ndim - 1]);
    }
    ts_Tensor *ab = NULL, *bb = NULL;
    {
        /* broadcast batch dims */
        int nd;
        int64_t bsh[TS_MAXDIM];
        ts__NoGrad ng = ts__nograd_begin(c);
        st = ts__broadcast_shape(c, a->ndim - 2, a->shape, bm->ndim - 2, bm->shape, &nd, bsh);
        int64_t sa[TS_MAXDIM], sb[TS_MAXDIM];
        memcpy(sa, bsh, sizeof(int64_t) * (size_t)nd); memcpy(sb, bsh, sizeof(int64_t) * (size_t)nd);
        sa[nd] = n; sa[nd + 1] = n; sb[nd] = n; sb[nd + 1] = bm->shape[bm->ndim - 1];
        if (!st) st = ts_expand(c, a, nd + 2, sa, &ab);
        if (!st) st = ts_expand(c, bm, nd + 2, sb, &bb);
        ts__nograd_end(c, ng);
        if (st) goto done;
    }
    TRYG(lu_system(c, ab, bb, bb->shape[bb->ndim - 1], true, "torch.linalg.solve", &r));
    if (vec) TRYG(ts_squeeze(c, r, (int64_t[]){-1}, 1, &x)); else { ts_retain(r); x = r; }
    {
        ts_Tensor *ins[2] = {a, b};
        if (ag_should_record(c, 2, ins)) {
            ag_Node *nd;
            TRYG(ag_make(c, "LinalgSolveExBackward0", solve_bw, 2, ins, 1, &nd));
            st = ag_save(c, nd, 0, a, false);
            if (!st) st = ag_save(c, nd, 1, x, true);
            nd->iv[0] = vec;
            if (!st) ag_set_output(nd, x, 0);
            ag_node_release(nd);
            if (st) goto done;
        }
    }
    *out = x; x = NULL;
done:
    ts_release(bm); ts_release(r); ts_release(x); ts_release(ab); ts_release(bb);
    return st;
}

/* ---------------------------------------------------------------- cross / kron / tensordot */

nb_Status xm_cross(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, int64_t dim, bool linalg, ts_Tensor **out)
{
    if (a->ndim != b->ndim)
        return ts_err(c, TS_ERR_RUNTIME, "linalg.cross: inputs must have the same number of dimensions.");
    int64_t d = dim;
    TRY(ts__wrap_dim(c, &d, a->ndim));
    if (a->shape[d] != 3 || b->shape[d] != 3)
        return ts_err(c, TS_ERR_RUNTIME, "linalg.cross: inputs dimension %lld must have length 3. Got %lld and %lld",
                      (long long)dim, (long long)a->shape[d], (long long)b->shape[d]);
    ts_Tensor *ac[3] = {0}, *bc[3] = {0}, *p1 = NULL, *p2 = NULL, *parts[3] = {0};
    nb_Status st = NB_OK;
    for (int k = 0; k < 3 && !st; k++) {
        st = ts_narrow(c, a, d, k, 1, &ac[k]);
        if (!st) st = ts_narrow(c, b, d, k, 1, &bc[k]);
    }
    if (st) goto done;
    for (int k = 0; k < 3; k++) {
        int i = (k + 1) % 3, j = (k + 2) % 3;
        TRYG(ts_binary(c, TS_MUL, ac[i], bc[j], &p1));
        TRYG(ts_binary(c, TS_MUL, ac[j], bc[i], &p2));
        TRYG(ts_sub(c, p1, p2, ts_sc_i(1), &parts[k]));
        REL(p1); REL(p2);
    }
    TRYG(ts_cat(c, parts, 3, d, out));
    TRYG(ag_fuse(c, "LinalgCrossBackward0", 2, (ts_Tensor *[]){a, b}, 1, out));
done:
    for (int k = 0; k < 3; k++) { ts_release(ac[k]); ts_release(bc[k]); ts_release(parts[k]); }
    ts_release(p1); ts_release(p2);
    return st;
}

nb_Status xm_kron(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    int nd = a->ndim > b->ndim ? a->ndim : b->ndim;
    int64_t sa[TS_MAXDIM * 2], sb[TS_MAXDIM * 2], so[TS_MAXDIM];
    if (2 * nd > TS_MAXDIM) return ts_err(c, TS_ERR_NOTIMPL, "kron of tensors with more than 4 dims is not supported by nnscope");
    for (int i = 0; i < nd; i++) {
        int64_t da = i - (nd - a->ndim) >= 0 ? a->shape[i - (nd - a->ndim)] : 1;
        int64_t db = i - (nd - b->ndim) >= 0 ? b->shape[i - (nd - b->ndim)] : 1;
        sa[2 * i] = da; sa[2 * i + 1] = 1;
        sb[2 * i] = 1; sb[2 * i + 1] = db;
        so[i] = da * db;
    }
    ts_Tensor *ra = NULL, *rb = NULL, *m = NULL;
    nb_Status st;
    /* ATen's kron: _unsafe_view of each operand, their product, _unsafe_view */
    TRYG(ts_reshape(c, a, 2 * nd, sa, &ra));
    TRYG(ag_fuse(c, "UnsafeViewBackward0", 1, &a, 1, &ra));
    TRYG(ts_reshape(c, b, 2 * nd, sb, &rb));
    TRYG(ag_fuse(c, "UnsafeViewBackward0", 1, &b, 1, &rb));
    TRYG(ts_binary(c, TS_MUL, ra, rb, &m));
    TRYG(ts_reshape(c, m, nd, so, out));
    TRYG(ag_fuse(c, "UnsafeViewBackward0", 1, &m, 1, out));
done:
    ts_release(ra); ts_release(rb); ts_release(m);
    return st;
}

nb_Status xm_tensordot(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, int n, const int64_t *da0, const int64_t *db0,
                       ts_Tensor **out)
{
    int64_t da[TS_MAXDIM], db[TS_MAXDIM];
    bool ua[TS_MAXDIM] = {0}, ub[TS_MAXDIM] = {0};
    for (int k = 0; k < n; k++) {
        da[k] = da0[k]; db[k] = db0[k];
        TRY(ts__wrap_dim(c, &da[k], a->ndim));
        TRY(ts__wrap_dim(c, &db[k], b->ndim));
        if (a->shape[da[k]] != b->shape[db[k]])
            return ts_err(c, TS_ERR_RUNTIME, "contracted dimensions need to match, but first has size %lld in dim %lld and second has size %lld in dim %lld",
                          (long long)a->shape[da[k]], (long long)da[k], (long long)b->shape[db[k]], (long long)db[k]);
        ua[da[k]] = ub[db[k]] = true;
    }
    int64_t pa[TS_MAXDIM], pb[TS_MAXDIM], osh[TS_MAXDIM];
    int na = 0, nb2 = 0, no = 0;
    int64_t m = 1, kk = 1, r = 1;
    for (int i = 0; i < a->ndim; i++) if (!ua[i]) { pa[na++] = i; osh[no++] = a->shape[i]; m *= a->shape[i]; }
    for (int k = 0; k < n; k++) { pa[na++] = da[k]; kk *= a->shape[da[k]]; }
    for (int k = 0; k < n; k++) pb[nb2++] = db[k];
    for (int i = 0; i < b->ndim; i++) if (!ub[i]) { pb[nb2++] = i; osh[no++] = b->shape[i]; r *= b->shape[i]; }
    ts_Tensor *ta = NULL, *tb = NULL, *ra = NULL, *rb = NULL, *mm = NULL;
    nb_Status st;
    TRYG(ts_permute(c, a, pa, a->ndim, &ta));
    TRYG(ts_permute(c, b, pb, b->ndim, &tb));
    TRYG(ts_reshape(c, ta, 2, (int64_t[]){m, kk}, &ra));
    TRYG(ts_reshape(c, tb, 2, (int64_t[]){kk, r}, &rb));
    TRYG(ts_mm(c, ra, rb, &mm));
    TRYG(ts_reshape(c, mm, no, osh, out));
done:
    ts_release(ta); ts_release(tb); ts_release(ra); ts_release(rb); ts_release(mm);
    return st;
}

/* ---------------------------------------------------------------- einsum */

typedef struct { ts_Tensor *t; int n; char lab[TS_MAXDIM]; } Op;

/* PyTorch's sumproduct_pair with keepdim: left and right have the same number
 * of dims (size 1 where absent); the dims in sd[0..nsd) are multiplied and
 * summed (kept as size 1). Recorded as PyTorch records it: permute, reshape to
 * [batch, rows, k] / [batch, k, cols], bmm, view, permute (a plain mul when
 * nothing is summed). */
static nb_Status sumproduct_pair(ts_Ctx *c, ts_Tensor *left, ts_Tensor *right, const int64_t *sd, int nsd,
                                 ts_Tensor **out)
{
    if (!nsd) return ts_binary(c, TS_MUL, left, right, out);
    int nd = left->ndim;
    int64_t lro[TS_MAXDIM], lo[TS_MAXDIM], ro[TS_MAXDIM];
    int nlro = 0, nlo = 0, nro = 0;
    int64_t lro_size = 1, lo_size = 1, ro_size = 1, sum_size = 1;
    ts_Tensor *l = left, *r = right, *t = NULL, *lp = NULL, *rp = NULL, *lr = NULL, *rr = NULL, *mm = NULL, *v = NULL;
    nb_Status st = NB_OK;
    ts_retain(l);
    ts_retain(r);
    for (int i = 0; i < nd; i++) {
        bool sl = l->shape[i] != 1, sr = r->shape[i] != 1, summed = false;
        for (int k = 0; k < nsd; k++) summed |= sd[k] == i;
        if (summed) {
            if (sl && sr) {
                sum_size *= l->shape[i];
            } else if (sl || sr) {
                ts_Tensor **x = sl ? &l : &r;
                TRYG(ts_sum(c, *x, (int64_t[]){i}, 1, true, TS_NODTYPE, &t));
                ts_release(*x);
                *x = t; t = NULL;
            }
        } else if (sl && sr) {
            lro[nlro++] = i; lro_size *= l->shape[i];
        } else if (sl) {
            lo[nlo++] = i; lo_size *= l->shape[i];
        } else {
            ro[nro++] = i; ro_size *= r->shape[i];
        }
    }
    int64_t lperm[TS_MAXDIM], rperm[TS_MAXDIM], operm[TS_MAXDIM], osz[TS_MAXDIM];
    int k = 0, j = 0, q = 0;
    for (int i = 0; i < nlro; i++) { lperm[k++] = lro[i]; rperm[j++] = lro[i]; osz[q++] = l->shape[lro[i]]; }
    for (int i = 0; i < nlo; i++) { lperm[k++] = lo[i]; osz[q++] = l->shape[lo[i]]; }
    for (int i = 0; i < nsd; i++) { lperm[k++] = sd[i]; rperm[j++] = sd[i]; osz[q++] = 1; }
    for (int i = 0; i < nro; i++) { lperm[k++] = ro[i]; rperm[j++] = ro[i]; osz[q++] = r->shape[ro[i]]; }
    for (int i = 0; i < nlo; i++) rperm[j++] = lo[i];
    for (int i = 0; i < nd; i++) operm[lperm[i]] = i;
    TRYG(ts_permute(c, l, lperm, nd, &lp));
    TRYG(ts_reshape(c, lp, 3, (int64_t[]){lro_size, lo_size, sum_size}, &lr));
    TRYG(ts_permute(c, r, rperm, nd, &rp));
    TRYG(ts_reshape(c, rp, 3, (int64_t[]){lro_size, sum_size, ro_size}, &rr));
    TRYG(ts_bmm(c, lr, rr, &mm));
    TRYG(ts_view(c, mm, nd, osz, &v));
    TRYG(ts_permute(c, v, operm, nd, out));
done:
    ts_release(l); ts_release(r); ts_release(t); ts_release(lp); ts_release(rp); ts_release(lr); ts_release(rr);
    ts_release(mm); ts_release(v);
    return st;
}

/* Operand t aligned to the permuted dims: a repeated label's dims become their
 * diagonal (moved to the first one's place), a missing label a size-1 dim
 * (unsqueeze), then one permute; dcount[q] counts the operands whose dim q is
 * not 1 (PyTorch's dim_counts). */
static nb_Status align_operand(ts_Ctx *c, ts_Tensor *t, const Op *o, const int *pidx, int np, uint64_t *dcount,
                               int oi, ts_Tensor **out)
{
    int64_t perm[TS_MAXDIM];
    int dim = 0;
    nb_Status st = NB_OK;
    ts_Tensor *cur = t, *dg = NULL;
    ts_retain(cur);
    for (int q = 0; q < np; q++) perm[q] = -1;
    for (int i = 0; i < o->n; i++) {
        int q = pidx[(unsigned char)o->lab[i]];
        if (perm[q] == -1) {
            if (cur->shape[dim] != 1) dcount[q]++;
            perm[q] = dim++;
            continue;
        }
        int64_t prev = perm[q], mp[TS_MAXDIM];
        if (cur->shape[dim] != cur->shape[prev]) {
            st = ts_err(c, TS_ERR_RUNTIME, "einsum(): subscript %c is repeated for operand %d but the sizes don't match, %lld != %lld",
                        o->lab[i], oi, (long long)cur->shape[dim], (long long)cur->shape[prev]);
            goto done;
        }
        TRYG(ts_x_diagonal(c, cur, 0, prev, dim, &dg));
        /* movedim(-1, prev) */
        for (int z = 0, src = 0; z < dg->ndim; z++) mp[z] = z == prev ? dg->ndim - 1 : src++;
        ts_release(cur);
        cur = NULL;
        TRYG(ts_permute(c, dg, mp, dg->ndim, &cur));
        ts_release(dg);
        dg = NULL;
    }
    for (int q = 0; q < np; q++) {
        if (perm[q] != -1) continue;
        ts_Tensor *u;
        TRYG(ts_unsqueeze(c, cur, dim, &u));
        ts_release(cur);
        cur = u;
        perm[q] = dim++;
    }
    st = ts_permute(c, cur, perm, np, out);
done:
    ts_release(cur); ts_release(dg);
    return st;
}

nb_Status xm_einsum(ts_Ctx *c, const char *eq, ts_Tensor *const *ops, int nops, ts_Tensor **out)
{
    /* labels: letters; '...' becomes up to 8 synthetic labels '0'..'7' (right-aligned) */
    Op o[16];
    if (nops > 16) return ts_err(c, TS_ERR_NOTIMPL, "einsum with more than 16 operands is not supported by nnscope");
    const char *arrow = strstr(eq, "->");
    int64_t lsize[256];
    int seen[256] = {0}, count[256] = {0};
    int ell = 0;
    memset(o, 0, sizeof o);
    /* first pass: find ellipsis dims */
    const char *p = eq;
    int oi = 0;
    char subs[16][64];
    int nsub = 0;
    while (*p && (!arrow || p < arrow)) {
        const char *q = p;
        while (*q && *q != ',' && (!arrow || q < arrow)) q++;
        if (nsub >= 16) return ts_err(c, TS_ERR_NOTIMPL, "einsum with more than 16 operands is not supported by nnscope");
        int L = 0;
        for (const char *r = p; r < q && L < 63; r++) if (*r != ' ') subs[nsub][L++] = *r;
        subs[nsub][L] = 0;
        nsub++;
        p = q;
        if (*p == ',') { p++; if (!*p || (arrow && p == arrow)) { subs[nsub][0] = 0; nsub++; } }
        else break;
    }
    if (nsub > nops)
        return ts_err(c, TS_ERR_RUNTIME, "einsum(): fewer operands were provided than specified in the equation");
    if (nsub < nops)
        return ts_err(c, TS_ERR_RUNTIME, "einsum(): more operands were provided than specified in the equation");
    for (oi = 0; oi < nops; oi++) {
        const char *s = subs[oi];
        int nl = 0;
        bool has_ell = false;
        for (const char *r = s; *r; r++) {
            if (*r == '.') {
                if (strncmp(r, "...", 3) != 0 || has_ell)
                    return ts_err(c, TS_ERR_RUNTIME, "einsum(): found '.' for operand %d that is not part of any ellipsis", oi);
                has_ell = true;
                r += 2;
                continue;
            }
            if (!((*r >= 'a' && *r <= 'z') || (*r >= 'A' && *r <= 'Z')))
                return ts_err(c, TS_ERR_RUNTIME, "einsum(): invalid subscript given at index %d in the equation string, subscripts must be in [a-zA-Z]", (int)(r - eq));
            nl++;
        }
        ts_Tensor *t = ops[oi];
        if (!has_ell && nl != t->ndim)
            return ts_err(c, TS_ERR_RUNTIME, "einsum(): the number of subscripts in the equation (%d) does not match the number of dimensions (%d) for operand %d and no ellipsis was given",
                          nl, t->ndim, oi);
        if (has_ell && nl > t->ndim)
            return ts_err(c, TS_ERR_RUNTIME, "einsum(): the number of subscripts in the equation (%d) is more than the number of dimensions (%d) for operand %d",
                          nl, t->ndim, oi);
        int ne = has_ell ? t->ndim - nl : 0;
        if (ne > ell) ell = ne;
        int k = 0;
        for (const char *r = s; *r; r++) {
            if (*r == '.') {
                for (int e = 0; e < ne; e++) o[oi].lab[k++] = (char)('0' + (8 - ne + e));
                r += 2;
                continue;
            }
            o[oi].lab[k++] = *r;
        }
        o[oi].n = k;
    }
    /* sizes with broadcasting for ellipsis labels; check consistency */
    for (oi = 0; oi < nops; oi++) {
        for (int i = 0; i < o[oi].n; i++) {
            unsigned char l = (unsigned char)o[oi].lab[i];
            int64_t sz = ops[oi]->shape[i];
            if (memchr(o[oi].lab, (int)l, (size_t)i)) continue; /* repeated: checked as a diagonal */
            if (!seen[l]) { seen[l] = 1; lsize[l] = sz; }
            else if (lsize[l] != sz) {
                if (lsize[l] == 1) lsize[l] = sz;
                else if (sz != 1 || l >= 'A')
                    return ts_err(c, TS_ERR_RUNTIME, "einsum(): subscript %c has size %lld for operand %d which does not broadcast with previously seen size %lld",
                                  l, (long long)sz, oi, (long long)lsize[l]);
            }
        }
        char uniq[TS_MAXDIM];
        int nu = 0;
        for (int i = 0; i < o[oi].n; i++) if (!memchr(uniq, o[oi].lab[i], (size_t)nu)) uniq[nu++] = o[oi].lab[i];
        for (int i = 0; i < nu; i++) count[(unsigned char)uniq[i]]++;
    }
    /* output labels */
    char outl[TS_MAXDIM * 2 + 1] = {0};
    int no = 0;
    if (arrow) {
        for (const char *r = arrow + 2; *r; r++) {
            if (*r == ' ') continue;
            if (*r == '.') {
                if (strncmp(r, "...", 3) != 0)
                    return ts_err(c, TS_ERR_RUNTIME, "einsum(): found '.' for output but it is not part of any ellipsis");
                for (int e = 0; e < ell; e++) outl[no++] = (char)('0' + (8 - ell + e));
                r += 2;
                continue;
            }
            if (!seen[(unsigned char)*r])
                return ts_err(c, TS_ERR_RUNTIME, "einsum(): output subscript %c does not appear in the equation for any input operand", *r);
            if (memchr(outl, *r, (size_t)no))
                return ts_err(c, TS_ERR_RUNTIME, "einsum(): output subscript %c appears more than once in the output", *r);
            outl[no++] = *r;
        }
    } else {
        for (int e = 0; e < ell; e++) outl[no++] = (char)('0' + (8 - ell + e));
        for (int l = 'A'; l <= 'z'; l++) {
            if (!seen[l] || !((l >= 'a' && l <= 'z') || (l >= 'A' && l <= 'Z'))) continue;
            int tot = 0;
            for (oi = 0; oi < nops; oi++) for (int i = 0; i < o[oi].n; i++) tot += o[oi].lab[i] == l;
            if (tot == 1) outl[no++] = (char)l;
        }
    }
    if (no > TS_MAXDIM) return ts_err(c, TS_ERR_RUNTIME, "einsum(): too many output dimensions");
    /* permuted dims: the output's, then the summed ellipsis dims, then the
     * contracted labels in PyTorch's label order (A..Z, a..z) */
    int pidx[256], np = 0;
    for (int i = 0; i < 256; i++) pidx[i] = -1;
    for (int i = 0; i < no; i++) pidx[(unsigned char)outl[i]] = np++;
    int out_nd = np;
    for (int e = 0; e < ell; e++)
        if (pidx['0' + 8 - ell + e] < 0) pidx['0' + 8 - ell + e] = np++;
    for (int l = 'A'; l <= 'z'; l++)
        if (seen[l] && ((l >= 'a' && l <= 'z') || (l >= 'A' && l <= 'Z')) && pidx[l] < 0) pidx[l] = np++;
    if (np > TS_MAXDIM) return ts_err(c, TS_ERR_NOTIMPL, "einsum with more than %d distinct dimensions is not supported by nnscope", TS_MAXDIM);
    nb_Status st = NB_OK;
    ts_Tensor *cur[16] = {0}, *a = NULL, *b = NULL, *t = NULL, *r = NULL;
    uint64_t dcount[TS_MAXDIM] = {0};
    int ncur = 0;
    for (oi = 0; oi < nops; oi++, ncur++) TRYG(align_operand(c, ops[oi], &o[oi], pidx, np, dcount, oi, &cur[oi]));
    /* contract left to right; a dim is summed as soon as no later operand has it */
    while (ncur > 1) {
        int64_t sd[TS_MAXDIM], ad[TS_MAXDIM], bd[TS_MAXDIM];
        int nsd = 0, nad = 0, nbd = 0;
        a = cur[0]; b = cur[1];
        for (int i = 2; i < ncur; i++) cur[i - 2] = cur[i];
        ncur -= 2;
        cur[ncur] = cur[ncur + 1] = NULL;
        for (int d = out_nd; d < np; d++) {
            if (a->shape[d] != 1 && b->shape[d] != 1) {
                if (--dcount[d] == 1) { sd[nsd++] = d; dcount[d] = 0; }
            } else if (dcount[d] == 1) {
                if (a->shape[d] != 1) { ad[nad++] = d; dcount[d] = 0; }
                else if (b->shape[d] != 1) { bd[nbd++] = d; dcount[d] = 0; }
            }
        }
        if (nad) { TRYG(ts_sum(c, a, ad, nad, true, TS_NODTYPE, &t)); ts_release(a); a = t; t = NULL; }
        if (nbd) { TRYG(ts_sum(c, b, bd, nbd, true, TS_NODTYPE, &t)); ts_release(b); b = t; t = NULL; }
        TRYG(sumproduct_pair(c, a, b, sd, nsd, &r));
        ts_release(a); ts_release(b);
        a = b = NULL;
        for (int i = ncur; i > 0; i--) cur[i] = cur[i - 1];
        cur[0] = r; r = NULL;
        ncur++;
    }
    if (np > out_nd) {
        /* the contracted dims: size 1 after a contraction (a view drops them), else summed */
        if (nops > 1) {
            TRYG(ts_view(c, cur[0], out_nd, cur[0]->shape, out));
        } else {
            int64_t sd[TS_MAXDIM];
            for (int d = out_nd; d < np; d++) sd[d - out_nd] = d;
            TRYG(ts_sum(c, cur[0], sd, np - out_nd, false, TS_NODTYPE, out));
        }
    } else {
        *out = cur[0];
        cur[0] = NULL;
    }
done:
    for (int i = 0; i < 16; i++) ts_release(cur[i]);
    ts_release(a); ts_release(b); ts_release(t); ts_release(r);
    return st;
}

/* ---------------------------------------------------------------- cdist / vector norm */

static nb_Status cdist_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    /* p = 2: grad_x1[i] = sum_j g[i,j] * (x1[i]-x2[j]) / d[i,j] (0 where d == 0) */
    ts_Tensor *a, *b, *d;
    TRY(ag_unpack(c, n, 0, &a));
    TRY(ag_unpack(c, n, 1, &b));
    TRY(ag_unpack(c, n, 2, &d));
    double p = n->d[0];
    ts_Tensor *au = NULL, *bu = NULL, *diff = NULL, *w = NULL, *gu = NULL, *t1 = NULL, *du = NULL, *t2 = NULL, *ad = NULL,
              *sg = NULL, *z = NULL, *m = NULL, *t3 = NULL;
    nb_Status st;
    TRYG(ts_unsqueeze(c, a, -2, &au));      /* [..., P, 1, M] */
    TRYG(ts_unsqueeze(c, b, -3, &bu));      /* [..., 1, R, M] */
    TRYG(ts_sub(c, au, bu, ts_sc_i(1), &diff));
    TRYG(ts_unsqueeze(c, g[0], -1, &gu));
    TRYG(ts_unsqueeze(c, d, -1, &du));
    if (p == 2) {
        TRYG(ts_binary(c, TS_DIV, diff, du, &t1));
    } else if (p == 1) {
        TRYG(ts_unary(c, TS_SIGN, diff, &t1));
    } else {
        /* sign(diff) * |diff|^(p-1) / d^(p-1) */
        TRYG(ts_unary(c, TS_ABS, diff, &ad));
        TRYG(ts_pow_scalar(c, ad, ts_sc_f(p - 1), &t2));
        TRYG(ts_unary(c, TS_SIGN, diff, &sg));
        TRYG(ts_binary(c, TS_MUL, sg, t2, &t3));
        ts_release(t2); t2 = NULL;
        TRYG(ts_pow_scalar(c, du, ts_sc_f(p - 1), &t2));
        TRYG(ts_binary(c, TS_DIV, t3, t2, &t1));
    }
    TRYG(ts__scalar_like(c, 0, t1->dtype, &z));
    TRYG(ts_unary(c, TS_ISNAN, t1, &m));
    ts_release(t2); t2 = NULL;
    TRYG(ts_masked_fill(c, t1, m, z, &t2));
    TRYG(ts_binary(c, TS_MUL, gu, t2, &w));
    if (n->next[0].fn) TRYG(ts_sum(c, w, (int64_t[]){-2}, 1, false, TS_NODTYPE, &gin[0]));
    if (n->next[1].fn) {
        ts_Tensor *s;
        TRYG(ts_sum(c, w, (int64_t[]){-3}, 1, false, TS_NODTYPE, &s));
        st = ts_unary(c, TS_NEG, s, &gin[1]);
        ts_release(s);
    }
done:
    ts_release(au); ts_release(bu); ts_release(diff); ts_release(w); ts_release(gu); ts_release(t1); ts_release(du);
    ts_release(t2); ts_release(ad); ts_release(sg); ts_release(z); ts_release(m); ts_release(t3);
    return st;
}

nb_Status xm_cdist(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, double p, ts_Tensor **out)
{
    if (a->ndim < 2 || b->ndim < 2)
        return ts_err(c, TS_ERR_RUNTIME, "cdist only supports at least 2D tensors, X1 got: %dD", a->ndim < 2 ? a->ndim : b->ndim);
    if (a->shape[a->ndim - 1] != b->shape[b->ndim - 1])
        return ts_err(c, TS_ERR_RUNTIME, "X1 and X2 must have the same number of columns. X1: %lld X2: %lld",
                      (long long)a->shape[a->ndim - 1], (long long)b->shape[b->ndim - 1]);
    if (!ts_dtype_is_float(a->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "cdist only supports floating-point dtypes, X1 got: %s", ts_dtype_short(a->dtype));
    if (p < 0)
        return ts_err(c, TS_ERR_RUNTIME, "cdist only supports non-negative p values");
    if (a->ndim != 2 || b->ndim != 2)
        return ts_err(c, TS_ERR_NOTIMPL, "batched cdist is not supported by nnscope");
    int64_t P = a->shape[0], R = b->shape[0], M = a->shape[1];
    bool f32 = a->dtype != TS_FLOAT64;
    ts_Tensor *ca = NULL, *cb = NULL, *r = NULL;
    nb_Status st;
    TRYG(ts__as(c, a, TS_FLOAT64, &ca));
    TRYG(ts__as(c, b, TS_FLOAT64, &cb));
    TRYG(ts__new(c, a->dtype, 2, (int64_t[]){P, R}, &r));
    TRYG(ts_charge(c, (uint64_t)(P * R * M + 1)));
    for (int64_t i = 0; i < P; i++)
        for (int64_t j = 0; j < R; j++) {
            double acc = 0;
            const double *x = (double *)ts_data(ca) + i * M, *y = (double *)ts_data(cb) + j * M;
            for (int64_t k = 0; k < M; k++) {
                double d = rnd(fabs(rnd(x[k] - y[k], f32)), f32);
                if (p == 0) acc += d != 0;
                else if (p == 1) acc = rnd(acc + d, f32);
                else if (p == 2) acc = rnd(acc + rnd(d * d, f32), f32);
                else if (isinf(p)) acc = d > acc ? d : acc;
                else acc = rnd(acc + rnd(f32 ? (double)powf((float)d, (float)p) : pow(d, p), f32), f32);
            }
            double v = p == 2 ? (f32 ? (double)sqrtf((float)acc) : sqrt(acc))
                       : (p == 0 || p == 1 || isinf(p)) ? acc
                       : (f32 ? (double)powf((float)acc, (float)(1.0 / p)) : pow(acc, 1.0 / p));
            ts__storef((char *)ts_data(r) + (i * R + j) * (int64_t)ts_dtype_size(a->dtype), a->dtype, v);
        }
    {
        ts_Tensor *ins[2] = {a, b};
        if (ag_should_record(c, 2, ins)) {
            ag_Node *nd;
            TRYG(ag_make(c, "CdistBackward0", cdist_bw, 2, ins, 1, &nd));
            st = ag_save(c, nd, 0, a, false);
            if (!st) st = ag_save(c, nd, 1, b, false);
            if (!st) st = ag_save(c, nd, 2, r, true);
            nd->d[0] = p;
            if (!st) ag_set_output(nd, r, 0);
            ag_node_release(nd);
            if (st) goto done;
        }
    }
    *out = r; r = NULL;
done:
    ts_release(ca); ts_release(cb); ts_release(r);
    return st;
}

nb_Status xm_vector_norm(ts_Ctx *c, ts_Tensor *t, double ord, const int64_t *dims, int nd, bool keepdim, int dtype,
                         ts_Tensor **out)
{
    if (!ts_dtype_is_float(t->dtype) && !ts_dtype_is_complex(t->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "linalg.vector_norm: Expected a floating point or complex tensor as input. Got %s",
                      ts_dtype_short(t->dtype));
    ts_Tensor *src = t, *cv = NULL, *a = NULL, *r = NULL;
    nb_Status st = NB_OK;
    if (dtype != TS_NODTYPE && dtype != (int)t->dtype) {
        TRY(ts_to_dtype(c, t, (ts_DType)dtype, false, &cv));
        src = cv;
    }
    if (isinf(ord)) {
        if (ts_numel(src) == 0)
            { st = ts_err(c, TS_ERR_RUNTIME, "linalg.vector_norm cannot compute the %s norm on an empty tensor because the operation does not have an identity", ord > 0 ? "inf" : "-inf"); goto done; }
        TRYG(ts_unary(c, TS_ABS, src, &a));
        if (ord > 0) TRYG(ts_amax(c, a, dims, nd, keepdim, &r));
        else TRYG(ts_amin(c, a, dims, nd, keepdim, &r));
        /* one node over the input, as ATen's (not amax over abs) */
        TRYG(ag_fuse(c, "LinalgVectorNormBackward0", 1, &src, 1, &r));
    } else if (ord == 0) {
        ts_Tensor *z = NULL, *ne = NULL, *nf = NULL;
        st = ts__scalar_like(c, 0, src->dtype, &z);
        if (!st) st = ts_binary(c, TS_NE, src, z, &ne);
        if (!st) st = ts_to_dtype(c, ne, src->dtype, false, &nf);
        if (!st) st = ts_sum(c, nf, dims, nd, keepdim, TS_NODTYPE, &r);
        ts_release(z); ts_release(ne); ts_release(nf);
        if (st) goto done;
    } else {
        TRYG(ts_norm(c, src, ord, dims, nd, keepdim, &r));
    }
    xm_rename(r, "LinalgVectorNormBackward0");
    *out = r; r = NULL;
done:
    ts_release(cv); ts_release(a); ts_release(r);
    return st;
}

/* ---------------------------------------------------------------- QR (reference sgeqr2 + sorg2r) */

/* snrm2 (LAPACK 3.10+ Blue's algorithm; mid-range values: sqrt of the
 * sequential sum of squares) over n entries of x with stride 1. */
static double nrm2(const double *x, int64_t n, bool f32)
{
    double tsml = f32 ? 0x1p-63 : 0x1p-511, tbig = f32 ? 0x1p52 : 0x1p486;
    double ssml = f32 ? 0x1p76 : 0x1p537, sbig = f32 ? 0x1p-88 : 0x1p-538;
    double asml = 0, amed = 0, abig = 0;
    bool notbig = true;
    for (int64_t i = 0; i < n; i++) {
        double ax = fabs(x[i]);
        if (ax > tbig) { double t = rnd(ax * sbig, f32); abig = rnd(abig + rnd(t * t, f32), f32); notbig = false; }
        else if (ax < tsml) { if (notbig) { double t = rnd(ax * ssml, f32); asml = rnd(asml + rnd(t * t, f32), f32); } }
        else amed = rnd(amed + rnd(ax * ax, f32), f32);
    }
    double scl = 1, sumsq = amed;
    if (abig > 0) {
        if (amed > 0 || amed != amed) abig = rnd(abig + rnd(rnd(amed * sbig, f32) * sbig, f32), f32);
        scl = 1 / sbig;
        sumsq = abig;
    } else if (asml > 0) {
        if (amed > 0 || amed != amed) {
            double am = sqrt(amed), as = rnd(sqrt(asml) / ssml, f32);
            double ymin = am < as ? am : as, ymax = am < as ? as : am;
            scl = 1;
            double q = rnd(ymin / ymax, f32);
            sumsq = rnd(rnd(ymax * ymax, f32) * rnd(1 + rnd(q * q, f32), f32), f32);
        } else {
            scl = 1 / ssml;
            sumsq = asml;
        }
    }
    return rnd(scl * rnd(sqrt(sumsq), f32), f32);
}

/* slapy2: sqrt(x^2 + y^2) as w * sqrt(1 + (z/w)^2). */
static double lapy2(double x, double y, bool f32)
{
    double xa = fabs(x), ya = fabs(y), w = xa > ya ? xa : ya, z = xa > ya ? ya : xa;
    if (z == 0) return w;
    double q = rnd(z / w, f32);
    return rnd(w * rnd(sqrt(rnd(1 + rnd(q * q, f32), f32)), f32), f32);
}

/* slarf1f('Left') of LAPACK 3.12.1: C (m x n, column-major ld) := (I - tau v v^T) C
 * with v[0] = 1 implied: w = C(2:,:)^T v(2:) + C(1,:); C(1,:) -= tau w;
 * C(2:,:) -= tau v(2:) w^T. */
static void larf_left(const double *v, int64_t m, int64_t n, double tau, double *cm, int64_t ld, double *work, bool f32)
{
    if (tau == 0) return;
    int64_t lastv = m;
    while (lastv > 1 && v[lastv - 1] == 0) lastv--;
    int64_t lastc = n;   /* ilaslc: last column with a nonzero in rows 0..lastv-1 */
    while (lastc > 0) {
        bool nz = false;
        for (int64_t i = 0; i < lastv; i++) if (cm[i + (lastc - 1) * ld] != 0) { nz = true; break; }
        if (nz) break;
        lastc--;
    }
    if (lastc == 0) return;
    if (lastv == 1) {
        double sc = rnd(1 - tau, f32);
        for (int64_t j = 0; j < lastc; j++) cm[j * ld] = rnd(cm[j * ld] * sc, f32);
        return;
    }
    for (int64_t j = 0; j < lastc; j++) {   /* sgemv 'T' on rows 1.., then saxpy of row 0 */
        double t = 0;
        for (int64_t i = 1; i < lastv; i++) t = rnd(t + rnd(cm[i + j * ld] * v[i], f32), f32);
        work[j] = rnd(t + cm[j * ld], f32);
    }
    for (int64_t j = 0; j < lastc; j++) cm[j * ld] = rnd(cm[j * ld] + rnd(-tau * work[j], f32), f32);
    for (int64_t j = 0; j < lastc; j++) {   /* sger with alpha = -tau */
        if (work[j] == 0) continue;
        double t = rnd(-tau * work[j], f32);
        for (int64_t i = 1; i < lastv; i++) cm[i + j * ld] = rnd(cm[i + j * ld] + rnd(v[i] * t, f32), f32);
    }
}

nb_Status xm_qr(ts_Ctx *c, ts_Tensor *a, int mode, ts_Tensor **q_out, ts_Tensor **r_out)
{
    if (a->ndim < 2)
        return ts_err(c, TS_ERR_RUNTIME, "linalg.qr: The input tensor A must have at least 2 dimensions.");
    if (!ts_dtype_is_float(a->dtype) || a->dtype == TS_FLOAT16 || a->dtype == TS_BFLOAT16)
        return ts_err(c, TS_ERR_RUNTIME, "linalg.qr: Expected a floating point or complex tensor as input. Got %s",
                      ts_dtype_short(a->dtype));
    int64_t m = a->shape[a->ndim - 2], n = a->shape[a->ndim - 1], k = m < n ? m : n;
    int64_t nbat = (m && n) ? ts_numel(a) / (m * n) : ts__prod(a->ndim - 2, a->shape);
    bool f32 = a->dtype != TS_FLOAT64;
    int64_t qc = mode == 1 ? m : k, rr = mode == 1 ? m : k;   /* mode 0 reduced, 1 complete, 2 r */
    int64_t qsh[TS_MAXDIM], rsh[TS_MAXDIM];
    for (int i = 0; i < a->ndim; i++) qsh[i] = rsh[i] = a->shape[i];
    qsh[a->ndim - 1] = mode == 2 ? 0 : qc;
    if (mode == 2) qsh[a->ndim - 2] = 0;
    rsh[a->ndim - 2] = rr;
    ts_Tensor *src = NULL, *q = NULL, *r = NULL;
    nb_Status st;
    TRYG(ts__as(c, a, TS_FLOAT64, &src));
    TRYG(ts__new(c, a->dtype, a->ndim, qsh, &q));
    TRYG(ts__new(c, a->dtype, a->ndim, rsh, &r));
    TRYG(ts_charge(c, (uint64_t)(nbat * m * n * (n + m) + 1)));
    int64_t w = n > m ? n : m;
    size_t bytes = sizeof(double) * (size_t)(m * w + k + w + 1);
    double *buf = nb_alloc(c->heap, bytes);
    if (!buf) { st = ts_oom(c); goto done; }
    double *tau = buf + m * w, *work = tau + k;
    for (int64_t b = 0; b < nbat; b++) {
        const double *s = (const double *)ts_data(src) + b * m * n;
        for (int64_t i = 0; i < m; i++)
            for (int64_t j = 0; j < n; j++) buf[i + j * m] = s[i * n + j];
        for (int64_t i = 0; i < k; i++) {   /* sgeqr2 */
            double *col = buf + i + i * m;
            int64_t len = m - i;
            double alpha = col[0], t = 0;
            if (len > 1) {
                double xn = nrm2(col + 1, len - 1, f32);
                if (xn != 0) {
                    double beta = -copysign(lapy2(alpha, xn, f32), alpha);
                    t = rnd(rnd(beta - alpha, f32) / beta, f32);
                    double sc = rnd(1.0 / rnd(alpha - beta, f32), f32);
                    for (int64_t l = 1; l < len; l++) col[l] = rnd(col[l] * sc, f32);
                    alpha = beta;
                }
            }
            tau[i] = t;
            col[0] = alpha;
            if (i < n - 1) {
                double aii = col[0];
                col[0] = 1;
                larf_left(col, len, n - i - 1, t, buf + i + (i + 1) * m, m, work, f32);
                col[0] = aii;
            }
        }
        char *rd = (char *)ts_data(r) + b * rr * n * (int64_t)ts_dtype_size(a->dtype);
        for (int64_t i = 0; i < rr; i++)
            for (int64_t j = 0; j < n; j++)
                ts__storef(rd + (i * n + j) * (int64_t)ts_dtype_size(a->dtype), a->dtype,
                           (i <= j && i < m) ? buf[i + j * m] : 0.0);
        if (mode == 2) continue;
        /* sorg2r on the m x qc block (columns beyond n start as the identity) */
        for (int64_t j = n; j < qc; j++) {
            for (int64_t l = 0; l < m; l++) buf[l + j * m] = 0;
            buf[j + j * m] = 1;
        }
        for (int64_t j = k; j < qc && j < n; j++) {
            for (int64_t l = 0; l < m; l++) buf[l + j * m] = 0;
            buf[j + j * m] = 1;
        }
        for (int64_t i = k - 1; i >= 0; i--) {
            double *col = buf + i + i * m;
            if (i < qc - 1) {
                col[0] = 1;
                larf_left(col, m - i, qc - i - 1, tau[i], buf + i + (i + 1) * m, m, work, f32);
            }
            for (int64_t l = 1; l < m - i; l++) col[l] = rnd(col[l] * -tau[i], f32);
            col[0] = rnd(1 - tau[i], f32);
            for (int64_t l = 0; l < i; l++) buf[l + i * m] = 0;
        }
        char *qd = (char *)ts_data(q) + b * m * qc * (int64_t)ts_dtype_size(a->dtype);
        for (int64_t i = 0; i < m; i++)
            for (int64_t j = 0; j < qc; j++)
                ts__storef(qd + (i * qc + j) * (int64_t)ts_dtype_size(a->dtype), a->dtype, buf[i + j * m]);
    }
    nb_free(c->heap, buf, bytes);
    *q_out = q; q = NULL;
    *r_out = r; r = NULL;
done:
    ts_release(src); ts_release(q); ts_release(r);
    return st;
}

/* slogdet as PyTorch's _linalg_slogdet: LU (of A^T when contiguous), sign =
 * prod(sgn(diag)) * det(P), logabsdet = sum(log(|diag|)) in the dtype. No autograd. */
nb_Status xm_slogdet(ts_Ctx *c, ts_Tensor *a, const char *fname, ts_Tensor **sign_out, ts_Tensor **log_out)
{
    TRY(check_square(c, a, fname));
    int64_t n = a->shape[a->ndim - 1], nb = n > 0 ? ts_numel(a) / (n * n) : ts__prod(a->ndim - 2, a->shape);
    bool f32 = a->dtype != TS_FLOAT64, contig = ts_is_contiguous(a);
    ts_Tensor *src = NULL, *sg = NULL, *la = NULL;
    nb_Status st;
    TRYG(ts__as(c, a, TS_FLOAT64, &src));
    TRYG(ts__new(c, a->dtype, a->ndim - 2, a->shape, &sg));
    TRYG(ts__new(c, a->dtype, a->ndim - 2, a->shape, &la));
    TRYG(ts_charge(c, (uint64_t)(nb * n * n * n + 1)));
    size_t bytes = sizeof(double) * (size_t)(n * n + 1) + sizeof(int64_t) * (size_t)(n + 1);
    double *buf = nb_alloc(c->heap, bytes);
    if (!buf) { st = ts_oom(c); goto done; }
    int64_t *piv = (int64_t *)(buf + n * n + 1);
    int64_t es = (int64_t)ts_dtype_size(a->dtype);
    for (int64_t b = 0; b < nb; b++) {
        load_m(buf, (double *)ts_data(src) + b * n * n, n, contig);
        int64_t z = 0;
        getrf2(buf, n, n, n, piv, f32, &z);
        double s = 1, p = 1, ps[4] = {0, 0, 0, 0};
        int64_t nilp = n / 4;   /* ATen's row_sum: 4 interleaved partial sums, tail into the first */
        for (int64_t k = 0; k < n; k++) {
            double d = buf[k * n + k];
            s = rnd(s * (d > 0 ? 1 : d < 0 ? -1 : 0), f32);
            if (piv[k] != k) p = -p;
            double lg = f32 ? (double)logf((float)fabs(d)) : log(fabs(d));
            int slot = k < nilp * 4 ? (int)(k % 4) : 0;
            ps[slot] = rnd(ps[slot] + lg, f32);
        }
        double l = ps[0];
        for (int k = 1; k < 4; k++) l = rnd(l + ps[k], f32);
        ts__storef((char *)ts_data(sg) + b * es, a->dtype, s * p);
        ts__storef((char *)ts_data(la) + b * es, a->dtype, l);
    }
    nb_free(c->heap, buf, bytes);
    *sign_out = sg; sg = NULL;
    *log_out = la; la = NULL;
done:
    ts_release(src); ts_release(sg); ts_release(la);
    return st;
}
