/* ts_sparse.c — the product of a sparse COO matrix with a dense matrix, as
 * PyTorch's CPU kernel computes it (s_addmm_out_sparse_dense_worker): the
 * result starts at zero and, for each stored entry (row, col, v) in
 * coalesced (row-major sorted) order, row `row` of the result becomes
 * fma(v, dense[col, :], row) (BLAS axpy). The COO storage itself (indices,
 * values, coalescing, printing) lives in Python (torch.sparse). The
 * gradient of the dense operand is the same kernel applied to the
 * transposed entries, re-sorted by (col, row), as PyTorch's mm backward
 * (self.t().mm(grad)) does; no gradient flows to the values. dense @ sparse
 * is computed as (sparse.t() @ dense.t()).t() inside one node. */
#include "ts_impl.h"

#include <math.h>
#include <stdlib.h>

/* out[nrows x p] = sum over entries in the given order of v * dense[col]. */
static void axpy_rows(ts_DType dt, int64_t nnz, const int64_t *rows, const int64_t *cols, const int64_t *perm,
                      const void *vals, const void *dense, int64_t p, void *out)
{
    for (int64_t q = 0; q < nnz; q++) {
        int64_t i = perm ? perm[q] : q;
        if (dt == TS_FLOAT64) {
            double v = ((const double *)vals)[i];
            const double *x = (const double *)dense + cols[i] * p;
            double *y = (double *)out + rows[i] * p;
            for (int64_t j = 0; j < p; j++) y[j] = fma(v, x[j], y[j]);
        } else {
            float v = ((const float *)vals)[i];
            const float *x = (const float *)dense + cols[i] * p;
            float *y = (float *)out + rows[i] * p;
            for (int64_t j = 0; j < p; j++) y[j] = fmaf(v, x[j], y[j]);
        }
    }
}

/* A contiguous copy of the transpose of 2-D t (not recorded). */
static nb_Status transposed_copy(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    int64_t sh[2] = {t->shape[1], t->shape[0]};
    TRY(ts__new(c, t->dtype, 2, sh, out));
    size_t es = ts_dtype_size(t->dtype);
    const char *src = ts_data(t);
    char *dst = ts_data(*out);
    for (int64_t i = 0; i < sh[0]; i++)
        for (int64_t j = 0; j < sh[1]; j++)
            memcpy(dst + (size_t)(i * sh[1] + j) * es, src + (size_t)(j * t->stride[0] + i * t->stride[1]) * es, es);
    return NB_OK;
}

/* out = zeros(nrows, dense.shape[1]) accumulated as above (dense contiguous). */
static nb_Status spmm_raw(ts_Ctx *c, ts_Tensor *idx, ts_Tensor *vals, ts_Tensor *dense, int64_t nrows, bool transpose,
                          ts_Tensor **out)
{
    ts_Tensor *ci = NULL, *cv = NULL, *cd = NULL, *r = NULL;
    int64_t *perm = NULL;
    nb_Status st;
    TRYG(ts_contiguous(c, idx, &ci));
    TRYG(ts_contiguous(c, vals, &cv));
    TRYG(ts_contiguous(c, dense, &cd));
    int64_t nnz = idx->shape[1], p = dense->shape[1], sh[2] = {nrows, p};
    TRYG(ts__new(c, dense->dtype, 2, sh, &r));
    size_t esz = ts_dtype_size(dense->dtype);
    memset(ts_data(r), 0, (size_t)(nrows * p) * esz);
    const int64_t *rows = (const int64_t *)ts_data(ci), *cols = rows + nnz;
    if (transpose) {
        /* entries sorted by (col, row): a stable counting sort by col of the row-sorted entries */
        perm = malloc((size_t)(nnz ? nnz : 1) * sizeof *perm);
        int64_t *start = calloc((size_t)nrows + 1, sizeof *start);
        if (!perm || !start) { free(start); st = NB_ENOMEM; goto done; }
        for (int64_t i = 0; i < nnz; i++) start[cols[i] + 1]++;
        for (int64_t k = 0; k < nrows; k++) start[k + 1] += start[k];
        for (int64_t i = 0; i < nnz; i++) perm[start[cols[i]]++] = i;
        free(start);
        axpy_rows(dense->dtype, nnz, cols, rows, perm, ts_data(cv), ts_data(cd), p, ts_data(r));
    } else {
        axpy_rows(dense->dtype, nnz, rows, cols, NULL, ts_data(cv), ts_data(cd), p, ts_data(r));
    }
    *out = r;
    r = NULL;
done:
    free(perm);
    ts_release(ci); ts_release(cv); ts_release(cd); ts_release(r);
    return st;
}

static nb_Status spmm_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    /* saved 0: indices, 1: values; iv[0]: columns of the sparse matrix, iv[1]: dense @ sparse */
    ts_Tensor *idx, *vals, *cg = NULL, *r = NULL;
    nb_Status st = NB_OK;
    if (!n->next[0].fn) return NB_OK;
    TRY(ag_unpack(c, n, 0, &idx));
    TRY(ag_unpack(c, n, 1, &vals));
    if (n->iv[1]) {
        TRYG(transposed_copy(c, g[0], &cg));
        TRYG(spmm_raw(c, idx, vals, cg, n->iv[0], true, &r));
        TRYG(transposed_copy(c, r, &gin[0]));
    } else {
        TRYG(ts_contiguous(c, g[0], &cg));
        TRYG(spmm_raw(c, idx, vals, cg, n->iv[0], true, &gin[0]));
    }
done:
    ts_release(cg); ts_release(r);
    return st;
}

nb_Status ts_sparse_coo_mm(ts_Ctx *c, const char *name, ts_Tensor *indices, ts_Tensor *values, int64_t nrows,
                           int64_t ncols, ts_Tensor *dense, bool dense_first, ts_Tensor **out)
{
    if (dense->ndim != 2) return ts_err(c, TS_ERR_RUNTIME, dense_first ? "self must be a matrix" : "mat2 must be a matrix");
    if (indices->ndim != 2 || indices->shape[0] != 2 || indices->dtype != TS_INT64 || values->ndim != 1 ||
        values->shape[0] != indices->shape[1])
        return ts_err(c, TS_ERR_RUNTIME, "sparse mm: expected 2-D COO indices and 1-D values");
    /* dense_first: the given sparse matrix (nrows x ncols) is the transpose of the right factor */
    if (dense_first ? dense->shape[1] != ncols : ncols != dense->shape[0])
        return ts_err(c, TS_ERR_RUNTIME, "mat1 and mat2 shapes cannot be multiplied (%lldx%lld and %lldx%lld)",
                      (long long)(dense_first ? dense->shape[0] : nrows), (long long)(dense_first ? dense->shape[1] : ncols),
                      (long long)(dense_first ? ncols : dense->shape[0]), (long long)(dense_first ? nrows : dense->shape[1]));
    if (values->dtype != dense->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "expected scalar type %s but found %s", ts_dtype_cname(values->dtype),
                      ts_dtype_cname(dense->dtype));
    if (dense->dtype != TS_FLOAT32 && dense->dtype != TS_FLOAT64)
        return ts_err(c, TS_ERR_RUNTIME, "sparse mm is supported for float32 and float64 only by nnscope");
    ts_Tensor *r = NULL, *dt = NULL;
    nb_Status st = NB_OK;
    if (dense_first) {
        TRYG(transposed_copy(c, dense, &dt));
        TRYG(spmm_raw(c, indices, values, dt, nrows, false, &r));
        /* PyTorch's result is the transposed product itself: strides (1, rows) */
        int64_t m = r->shape[1];
        r->shape[1] = r->shape[0]; r->shape[0] = m;
        r->stride[0] = 1; r->stride[1] = m;
    } else {
        TRYG(spmm_raw(c, indices, values, dense, nrows, false, &r));
    }
    ts_Tensor *ins[1] = {dense};
    if (ag_should_record(c, 1, ins)) {
        ag_Node *n;
        TRYG(ag_make(c, name, spmm_bw, 1, ins, 1, &n));
        n->iv[0] = ncols;
        n->iv[1] = dense_first;
        st = ag_save(c, n, 0, indices, false);
        if (!st) st = ag_save(c, n, 1, values, false);
        if (!st) ag_set_output(n, r, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    *out = r;
    r = NULL;
done:
    ts_release(r); ts_release(dt);
    return st;
}
