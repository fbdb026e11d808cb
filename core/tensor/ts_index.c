/* ts_index.c — gather/scatter/index_select/one_hot and sort/argsort/topk.
 * Python indexing (t[...] and t[...] = v) lives in ts_getset.c. */
#include "ts_impl.h"
#include "ts_complex.h"

#include <stdio.h>
#include <string.h>

static nb_Status check_index_dtype(ts_Ctx *c, ts_Tensor *ix, const char *fn)
{
    bool sel = strcmp(fn, "index_select") == 0;   /* index_select also takes int32 */
    if (ix->dtype != TS_INT64 && (!sel || ix->dtype != TS_INT32))
        return ts_err(c, TS_ERR_RUNTIME, "%s(): Expected dtype %s for index", fn, sel ? "int32 or int64" : "int64");
    return NB_OK;
}

static int nz_dim(int nd) { return nd ? nd : 1; }
static int64_t sz_at(const ts_Tensor *t, int d) { return t->ndim ? t->shape[d] : 1; }

/* PyTorch's gather_shape_check / scatter_shape_check (src NULL: scalar value). */
static nb_Status shape_check(ts_Ctx *c, bool gather, ts_Tensor *t, int64_t dim, ts_Tensor *ix, ts_Tensor *src)
{
    if (ts_numel(ix) == 0) return NB_OK;
    if (nz_dim(ix->ndim) != nz_dim(t->ndim))
        return ts_err(c, TS_ERR_RUNTIME, "Index tensor must have the same number of dimensions as %s tensor",
                      gather ? "input" : "self");
    if (src && nz_dim(ix->ndim) != nz_dim(src->ndim))
        return ts_err(c, TS_ERR_RUNTIME, "Index tensor must have the same number of dimensions as src tensor");
    char a[200], b[200], s2[200];
    bool bad = false;
    for (int d = 0; d < nz_dim(t->ndim); d++) {
        if (d != dim && sz_at(ix, d) > sz_at(t, d)) bad = true;
        if (src && sz_at(ix, d) > sz_at(src, d)) bad = true;
        if (bad && gather) {
            ts__fmt_shape(a, sizeof a, ix->ndim, ix->shape);
            ts__fmt_shape(b, sizeof b, t->ndim, t->shape);
            return ts_err(c, TS_ERR_RUNTIME, "Size does not match at dimension %d expected index %s to be no larger "
                          "than self %s apart from dimension %lld", d, a, b, (long long)dim);
        }
        if (bad) {
            ts__fmt_shape(a, sizeof a, ix->ndim, ix->shape);
            ts__fmt_shape(b, sizeof b, t->ndim, t->shape);
            if (!src)
                return ts_err(c, TS_ERR_RUNTIME, "Expected index %s to be no larger than self %s apart from dimension %lld",
                              a, b, (long long)dim);
            ts__fmt_shape(s2, sizeof s2, src->ndim, src->shape);
            return ts_err(c, TS_ERR_RUNTIME, "Expected index %s to be no larger than self %s apart from dimension %lld "
                          "and to be no larger size than src %s", a, b, (long long)dim, s2);
        }
    }
    return NB_OK;
}

static nb_Status gather_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *ix, *z = NULL;
    TRY(ag_unpack(c, n, 0, &ix));
    nb_Status st;
    TRYG(ts_zeros(c, n->meta[0].ndim, n->meta[0].shape, g[0]->dtype, &z));
    TRYG(ts_scatter(c, z, n->iv[0], ix, g[0], true, &gin[0]));
done:
    ts_release(z);
    return st;
}

/* out[i][j] = t[ix[i][j]][j] (dim 0), generalised. */
nb_Status ts_gather(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor *ix, ts_Tensor **out)
{
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    TRY(check_index_dtype(c, ix, "gather"));
    TRY(shape_check(c, true, t, dim, ix, NULL));
    ts_Tensor *r, *ci;
    TRY(ts__as(c, ix, TS_INT64, &ci));
    nb_Status st = ts__new(c, t->dtype, ix->ndim, ix->shape, &r);
    if (st) { ts_release(ci); return st; }
    int64_t n = ts_numel(ix), idx[TS_MAXDIM] = {0};
    size_t es = ts_dtype_size(t->dtype);
    const int64_t *pi = ts_data(ci);
    char *po = ts_data(r), *pt = t->storage->data;
    for (int64_t k = 0; k < n; k++) {
        int64_t j = pi[k];
        if (j < -t->shape[dim] || j >= t->shape[dim]) {
            st = ts_err(c, TS_ERR_RUNTIME, "index %lld is out of bounds for dimension %lld with size %lld",
                        (long long)j, (long long)dim, (long long)t->shape[dim]);
            break;
        }
        if (j < 0) j += t->shape[dim];
        int64_t off = t->offset;
        for (int d = 0; d < t->ndim; d++) off += (d == dim ? j : idx[d]) * t->stride[d];
        memcpy(po + k * (int64_t)es, pt + off * (int64_t)es, es);
        for (int d = ix->ndim - 1; d >= 0; d--) { if (++idx[d] < ix->shape[d]) break; idx[d] = 0; }
    }
    if (!st && ts_dtype_is_float(t->dtype) && ag_should_record(c, 1, &t)) {
        ag_Node *nd;
        st = ag_make(c, "GatherBackward0", gather_bw, 1, &t, 1, &nd);
        if (!st) {
            nd->iv[0] = dim;
            st = ag_save(c, nd, 0, ci, false);
            if (!st) st = ag_save(c, nd, 1, t, false);   /* PyTorch's _saved_self (unused by gather_bw) */
            if (!st) ag_set_output(nd, r, 0);
            ag_node_release(nd);
        }
    }
    ts_release(ci);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

static nb_Status scatter_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *ix;
    TRY(ag_unpack(c, n, 0, &ix));
    if (n->next[0].fn) {
        if (n->iv[1]) { ts_retain(g[0]); gin[0] = g[0]; }
        else {
            ts_Tensor *z;
            TRY(ts_zeros_like(c, ix, g[0]->dtype, &z));
            nb_Status st = ts_scatter(c, g[0], n->iv[0], ix, z, false, &gin[0]);
            ts_release(z);
            TRY(st);
        }
    }
    if (n->nin > 1 && n->next[1].fn) TRY(ts_gather(c, g[0], n->iv[0], ix, &gin[1]));
    return NB_OK;
}

nb_Status ts_scatter(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor *ix, ts_Tensor *src, bool add, ts_Tensor **out)
{
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    TRY(check_index_dtype(c, ix, "scatter"));
    TRY(shape_check(c, false, t, dim, ix, src->ndim == 0 && src->is_wrapped_number ? NULL : src));
    if (!(src->ndim == 0 && src->is_wrapped_number) && src->dtype != t->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "%s(): Expected self.dtype to be equal to src.dtype", "scatter");
    if (add && ts_complex_any(2, (ts_Tensor *[]){t, src})) return ts_complex_refuse(c, "scatter_add");
    ts_Tensor *r = NULL, *ci = NULL, *cs = NULL;
    nb_Status st;
    TRYG(ts__new(c, t->dtype, t->ndim, t->shape, &r));
    ts__copy_into(r, t);
    TRYG(ts__as(c, ix, TS_INT64, &ci));
    if (src->ndim == 0) {
        ts_Tensor *e;
        TRYG(ts_expand(c, src, ix->ndim, ix->shape, &e));
        st = ts__as(c, e, t->dtype, &cs);
        ts_release(e);
        if (st) goto done;
    } else TRYG(ts__as(c, src, t->dtype, &cs));
    {
        int64_t n = ts_numel(ix), idx[TS_MAXDIM] = {0};
        size_t es = ts_dtype_size(t->dtype);
        const int64_t *pi = ts_data(ci);
        char *pr = ts_data(r);
        for (int64_t k = 0; k < n; k++) {
            int64_t j = pi[k];
            if (j < -t->shape[dim] || j >= t->shape[dim]) {
                st = ts_err(c, TS_ERR_RUNTIME, "index %lld is out of bounds for dimension %lld with size %lld",
                            (long long)j, (long long)dim, (long long)t->shape[dim]);
                goto done;
            }
            if (j < 0) j += t->shape[dim];
            int64_t off = 0, soff = 0;
            for (int d = 0; d < t->ndim; d++) off += (d == dim ? j : idx[d]) * r->stride[d];
            for (int d = 0; d < cs->ndim; d++) soff += idx[d] * cs->stride[d];
            char *dp = pr + off * (int64_t)es;
            const char *sp = (char *)ts_data(cs) + soff * (int64_t)es;
            if (add) {
                if (ts_dtype_is_float(t->dtype)) ts__storef(dp, t->dtype, ts__loadf(dp, t->dtype) + ts__loadf(sp, t->dtype));
                else ts__storei(dp, t->dtype, ts__loadi(dp, t->dtype) + ts__loadi(sp, t->dtype));
            } else memcpy(dp, sp, es);
            for (int d = ix->ndim - 1; d >= 0; d--) { if (++idx[d] < ix->shape[d]) break; idx[d] = 0; }
        }
    }
    /* edges (self, src); a scalar value is ATen's scatter.value: ScatterBackward1, self only */
    ts_Tensor *ins[2] = {t, src};
    int nin = src->ndim ? 2 : 1;
    if (ts_dtype_is_float(t->dtype) && ag_should_record(c, nin, ins)) {
        ag_Node *nd;
        const char *name = add ? "ScatterAddBackward0" : nin == 1 ? "ScatterBackward1" : "ScatterBackward0";
        TRYG(ag_make(c, name, scatter_bw, nin, ins, 1, &nd));
        nd->iv[0] = dim; nd->iv[1] = add;
        st = ag_save(c, nd, 0, ci, false);
        if (!st) ag_set_output(nd, r, 0);
        ag_node_release(nd);
        if (st) goto done;
    }
    *out = r;
    r = NULL;
done:
    ts_release(r); ts_release(ci); ts_release(cs);
    return st;
}

static nb_Status index_select_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    /* index_add into zeros */
    ts_Tensor *ix, *z = NULL, *ci = NULL;
    TRY(ag_unpack(c, n, 0, &ix));
    nb_Status st;
    int64_t dim = n->iv[0];
    TRYG(ts_zeros(c, n->meta[0].ndim, n->meta[0].shape, g[0]->dtype, &z));
    TRYG(ts__as(c, ix, TS_INT64, &ci));
    {
        int64_t m = ts_numel(ci);
        const int64_t *pi = ts_data(ci);
        for (int64_t k = 0; k < m; k++) {
            ts_Tensor *dst = NULL, *src = NULL, *s = NULL;
            int64_t j = pi[k] < 0 ? pi[k] + z->shape[dim] : pi[k];
            st = ts_select(c, z, dim, j, &dst);
            if (!st) st = ts_select(c, g[0], dim, k, &src);
            if (!st) st = ts__binary_raw(c, TS_ADD, dst, src, &s);
            if (!st) ts__copy_into(dst, s);
            ts_release(dst); ts_release(src); ts_release(s);
            if (st) goto done;
        }
    }
    gin[0] = z;
    z = NULL;
done:
    ts_release(z); ts_release(ci);
    return st;
}

nb_Status ts_index_select(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor *ix, ts_Tensor **out)
{
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    if (ix->ndim > 1) return ts_err(c, TS_ERR_INDEX, "index_select(): Index is supposed to be a vector");
    TRY(check_index_dtype(c, ix, "index_select"));
    int64_t m = ts_numel(ix), sh[TS_MAXDIM];
    memcpy(sh, t->shape, sizeof sh);
    if (t->ndim) sh[dim] = m;
    ts_Tensor *r;
    TRY(ts__new(c, t->dtype, t->ndim, sh, &r));
    nb_Status st = NB_OK;
    for (int64_t k = 0; k < m && !st; k++) {
        int64_t j = ts__loadi((char *)ix->storage->data + (ix->offset + k * (ix->ndim ? ix->stride[0] : 0)) * (int64_t)ts_dtype_size(ix->dtype), ix->dtype);
        if (t->ndim == 0) { ts__copy_into(r, t); break; }
        if (j < -t->shape[dim] || j >= t->shape[dim]) {
            st = ts_err(c, TS_ERR_INDEX, "index out of range in self");
            break;
        }
        ts_Tensor *a = NULL, *b = NULL;
        ts__NoGrad ng = ts__nograd_begin(c);
        st = ts_select(c, t, dim, j, &a);
        if (!st) st = ts_select(c, r, dim, k, &b);
        ts__nograd_end(c, ng);
        if (!st) ts__copy_into(b, a);
        ts_release(a); ts_release(b);
    }
    ts_release(r->base); r->base = NULL;
    if (!st && ts_dtype_is_float(t->dtype) && ag_should_record(c, 1, &t)) {
        ag_Node *nd;
        st = ag_make(c, "IndexSelectBackward0", index_select_bw, 1, &t, 1, &nd);
        if (!st) {
            nd->iv[0] = dim;
            st = ag_save(c, nd, 0, ix, false);
            if (!st) ag_set_output(nd, r, 0);
            ag_node_release(nd);
        }
    }
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

nb_Status ts_one_hot(ts_Ctx *c, ts_Tensor *t, int64_t num_classes, ts_Tensor **out)
{
    if (t->dtype != TS_INT64) return ts_err(c, TS_ERR_RUNTIME, "one_hot is only applicable to index tensor of type LongTensor.");
    int64_t n = ts_numel(t), mx = -1;
    for (int64_t i = 0; i < n; i++) {
        int64_t v = ts_sc_to_i(ts_get_flat(t, i));
        if (v < 0) return ts_err(c, TS_ERR_RUNTIME, "Class values must be non-negative.");
        if (v > mx) mx = v;
    }
    if (num_classes < 0) num_classes = mx + 1;
    else if (mx >= num_classes) return ts_err(c, TS_ERR_RUNTIME, "Class values must be smaller than num_classes.");
    if (t->ndim >= TS_MAXDIM) return ts_err(c, TS_ERR_RUNTIME, "too many dimensions");
    int64_t sh[TS_MAXDIM];
    memcpy(sh, t->shape, sizeof(int64_t) * (size_t)t->ndim);
    sh[t->ndim] = num_classes;
    TRY(ts__new(c, TS_INT64, t->ndim + 1, sh, out));
    int64_t *p = ts_data(*out);
    for (int64_t i = 0; i < n; i++) p[i * num_classes + ts_sc_to_i(ts_get_flat(t, i))] = 1;
    return NB_OK;
}

/* ---- sort / argsort / topk (stable) */
typedef struct { double v; int64_t i; } SortItem;
static int sort_cmp_(const SortItem *a, const SortItem *b, bool desc)
{
    bool an = a->v != a->v, bn = b->v != b->v;
    if (an || bn) { if (an && bn) return (a->i > b->i) - (a->i < b->i); return desc ? (an ? -1 : 1) : (an ? 1 : -1); }
    if (a->v != b->v) return desc ? (a->v < b->v ? 1 : -1) : (a->v < b->v ? -1 : 1);
    return (a->i > b->i) - (a->i < b->i);
}
static void merge_sort(SortItem *a, SortItem *tmp, int64_t n, bool desc)
{
    if (n < 2) return;
    int64_t h = n / 2;
    merge_sort(a, tmp, h, desc);
    merge_sort(a + h, tmp, n - h, desc);
    int64_t i = 0, j = h, k = 0;
    while (i < h && j < n) tmp[k++] = sort_cmp_(&a[j], &a[i], desc) < 0 ? a[j++] : a[i++];
    while (i < h) tmp[k++] = a[i++];
    while (j < n) tmp[k++] = a[j++];
    memcpy(a, tmp, sizeof(SortItem) * (size_t)n);
}

static nb_Status sort_impl(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool desc, int64_t k, ts_Tensor **values, ts_Tensor **indices)
{
    if (ts_dtype_is_complex(t->dtype)) return ts_complex_refuse(c, values ? (k < 0 ? "sort" : "topk") : "argsort");
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    int64_t len = t->ndim ? t->shape[dim] : 1;
    if (k < 0) k = len;
    if (k > len) return ts_err(c, TS_ERR_RUNTIME, "selected index k out of range");
    ts_Tensor *moved = NULL, *cm = NULL, *vals = NULL, *ix = NULL, *v2 = NULL, *i2 = NULL;
    nb_Status st;
    ts__NoGrad ng = ts__nograd_begin(c);
    st = t->ndim ? ts_transpose(c, t, dim, -1, &moved) : ts_reshape(c, t, 1, (int64_t[]){1}, &moved);
    if (!st) st = ts_clone(c, moved, &cm);
    ts__nograd_end(c, ng);
    if (st) goto done;
    int64_t rows = ts_numel(cm) / (len ? len : 1);
    int64_t osh[TS_MAXDIM];
    memcpy(osh, cm->shape, sizeof osh);
    osh[cm->ndim - 1] = k;
    TRYG(ts__new(c, t->dtype, cm->ndim, osh, &vals));
    TRYG(ts__new(c, TS_INT64, cm->ndim, osh, &ix));
    SortItem *items = nb_alloc(c->heap, sizeof(SortItem) * (size_t)(2 * len + 1));
    if (!items) { st = ts_oom(c); goto done; }
    size_t es = ts_dtype_size(t->dtype);
    for (int64_t r = 0; r < rows; r++) {
        for (int64_t q = 0; q < len; q++) { items[q].v = ts__loadf((char *)ts_data(cm) + (r * len + q) * (int64_t)es, t->dtype); items[q].i = q; }
        merge_sort(items, items + len, len, desc);
        for (int64_t q = 0; q < k; q++) {
            memcpy((char *)ts_data(vals) + (r * k + q) * (int64_t)es, (char *)ts_data(cm) + (r * len + items[q].i) * (int64_t)es, es);
            ((int64_t *)ts_data(ix))[r * k + q] = items[q].i;
        }
    }
    nb_free(c->heap, items, sizeof(SortItem) * (size_t)(2 * len + 1));
    if (t->ndim) {
        ts__NoGrad ng2 = ts__nograd_begin(c);
        st = ts_transpose(c, vals, dim, -1, &v2);
        if (!st) st = ts_transpose(c, ix, dim, -1, &i2);
        ts__nograd_end(c, ng2);
        if (st) goto done;
        ts_Tensor *a, *b;
        TRYG(ts_contiguous(c, v2, &a)); ts_release(v2); v2 = a;
        TRYG(ts_contiguous(c, i2, &b)); ts_release(i2); i2 = b;
    } else {
        TRYG(ts_reshape(c, vals, 0, NULL, &v2));
        TRYG(ts_reshape(c, ix, 0, NULL, &i2));
    }
    if (values) {
        if (ts_dtype_is_float(t->dtype) && ag_should_record(c, 1, &t)) {
            /* values = gather(t, dim, indices) gives the gradient */
            ts_Tensor *gv;
            if (t->ndim) TRYG(ts_gather(c, t, dim, i2, &gv)); else TRYG(ts_clone(c, t, &gv));
            if (gv->grad_fn) gv->grad_fn->name = k == len ? "SortBackward0" : "TopkBackward0";
            *values = gv;
        } else { ts_retain(v2); *values = v2; }
    }
    if (indices) { ts_retain(i2); *indices = i2; }
done:
    ts_release(moved); ts_release(cm); ts_release(vals); ts_release(ix); ts_release(v2); ts_release(i2);
    return st;
}

nb_Status ts_sort(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool desc, ts_Tensor **v, ts_Tensor **i)
{
    return sort_impl(c, t, dim, desc, -1, v, i);
}
nb_Status ts_argsort(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool desc, ts_Tensor **out)
{
    return sort_impl(c, t, dim, desc, -1, NULL, out);
}
nb_Status ts_topk(ts_Ctx *c, ts_Tensor *t, int64_t k, int64_t dim, bool largest, bool sorted, ts_Tensor **v, ts_Tensor **i)
{
    return sort_impl(c, t, dim, largest, k, v, i);
}
