/* ts_shape.c — further view / shape / indexing kernels (see ts_shape.h).
 * Element loops walk logical (row-major) indices and compute storage offsets
 * from strides, so every kernel accepts any input layout. */
#include "ts_impl.h"
#include "ts_shape.h"

#include <stdio.h>
#include <stdlib.h>

/* ---- small helpers */

static int64_t soff(const ts_Tensor *t, const int64_t *idx)
{
    int64_t o = t->offset;
    for (int d = 0; d < t->ndim; d++) o += idx[d] * t->stride[d];
    return o;
}
static void next_idx(int nd, const int64_t *shape, int64_t *idx)
{
    for (int d = nd - 1; d >= 0; d--) { if (++idx[d] < shape[d]) return; idx[d] = 0; }
}
static char *eptr(const ts_Tensor *t, int64_t off) { return (char *)t->storage->data + off * (int64_t)ts_dtype_size(t->dtype); }

/* Record a one-input node on r (a fresh result of t). */
static nb_Status record1(ts_Ctx *c, ts_Tensor *t, ts_Tensor *r, const char *name, ag_BackwardFn fn,
                         const int64_t *iv, int niv, ag_Node **np)
{
    if (np) *np = NULL;
    if (!ag_should_record(c, 1, &t)) return NB_OK;
    ag_Node *n;
    TRY(ag_make(c, name, fn, 1, &t, 1, &n));
    for (int i = 0; i < niv; i++) n->iv[i] = iv[i];
    ag_set_output(n, r, 0);
    if (np) *np = n; else ag_node_release(n);
    return NB_OK;
}
static nb_Status done1(ts_Ctx *c, ts_Tensor *t, ts_Tensor *r, const char *name, ag_BackwardFn fn,
                       const int64_t *iv, int niv, ts_Tensor **out)
{
    nb_Status st = record1(c, t, r, name, fn, iv, niv, NULL);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

/* dst += src (same shape, raw, no autograd). */
static nb_Status add_into(ts_Ctx *c, ts_Tensor *dst, ts_Tensor *src)
{
    ts_Tensor *s;
    TRY(ts__binary_raw(c, TS_ADD, dst, src, &s));
    ts__copy_into(dst, s);
    ts_release(s);
    return NB_OK;
}

void ts_x_unview(ts_Tensor *t)
{
    ts_release(t->base);
    t->base = NULL;
}

void ts_x_rename(ts_Tensor *t, const char *name)
{
    if (t->grad_fn) t->grad_fn->name = name;
}

static nb_Status index_long(ts_Ctx *c, ts_Tensor *ix, ts_Tensor **out) { return ts__as(c, ix, TS_INT64, out); }

/* ---- unfold */

static nb_Status unfold_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    int64_t dim = n->iv[0], size = n->iv[1], step = n->iv[2];
    int nd = n->meta[0].ndim;
    ts_Tensor *z;
    TRY(ts_zeros(c, nd, n->meta[0].shape, g[0]->dtype, &z));
    if (nd == 0) {
        ts_Tensor *s;
        nb_Status st = ts_sum(c, g[0], NULL, 0, false, TS_NODTYPE, &s);
        if (st) { ts_release(z); return st; }
        gin[0] = s; ts_release(z);
        return NB_OK;
    }
    int64_t perm[TS_MAXDIM];
    for (int i = 0, k = 0; i < nd; i++) perm[i] = i == dim ? nd - 1 : k++;
    nb_Status st = NB_OK;
    for (int64_t w = 0; w < g[0]->shape[dim] && !st; w++) {
        ts_Tensor *v = NULL, *s = NULL, *p = NULL;
        st = ts_narrow(c, z, dim, w * step, size, &v);
        if (!st) st = ts_select(c, g[0], dim, w, &s);
        if (!st) st = ts_permute(c, s, perm, nd, &p);
        if (!st) st = add_into(c, v, p);
        ts_release(v); ts_release(s); ts_release(p);
    }
    if (st) { ts_release(z); return st; }
    gin[0] = z;
    return NB_OK;
}

nb_Status ts_x_unfold(ts_Ctx *c, ts_Tensor *t, int64_t dim, int64_t size, int64_t step, ts_Tensor **out)
{
    int nd = t->ndim;
    TRY(ts__wrap_dim(c, &dim, nd));
    int64_t n = nd ? t->shape[dim] : 1, st_d = nd ? t->stride[dim] : 1;
    if (size > n)
        return ts_err(c, TS_ERR_RUNTIME, "maximum size for tensor at dimension %lld is %lld but size is %lld",
                      (long long)dim, (long long)n, (long long)size);
    if (size < 0) return ts_err(c, TS_ERR_RUNTIME, "size is %lld but must be >= 0", (long long)size);
    if (step <= 0) return ts_err(c, TS_ERR_RUNTIME, "step is %lld but must be > 0", (long long)step);
    if (nd >= TS_MAXDIM) return ts_err(c, TS_ERR_RUNTIME, "too many dimensions");
    int64_t sh[TS_MAXDIM], sd[TS_MAXDIM];
    int rn = nd ? nd + 1 : 1;
    for (int i = 0; i < nd; i++) { sh[i] = t->shape[i]; sd[i] = t->stride[i]; }
    if (nd) { sh[dim] = (n - size) / step + 1; sd[dim] = st_d * step; }
    sh[rn - 1] = size;
    sd[rn - 1] = nd ? st_d : 1;
    ts_Tensor *r;
    TRY(ts__alias(c, t, rn, sh, sd, t->offset, &r));
    int64_t iv[3] = {dim, size, step};
    return done1(c, t, r, "UnfoldBackward0", unfold_bw, iv, 3, out);
}

/* ---- as_strided */

typedef struct Geo { int nd; int64_t shape[TS_MAXDIM], stride[TS_MAXDIM], off; } Geo;

static int64_t geo_hi(const Geo *g)
{
    int64_t hi = g->off;
    for (int i = 0; i < g->nd; i++) {
        if (g->shape[i] == 0) return g->off;
        hi += (g->shape[i] - 1) * g->stride[i];
    }
    return hi;
}

/* Gradient through an as_strided view: scatter-add g at the output
 * positions of a buffer covering both geometries, read the input back. */
static nb_Status as_strided_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    Geo *geo = n->extra; /* [0] input, [1] output */
    int64_t lo = geo[0].off < geo[1].off ? geo[0].off : geo[1].off;
    int64_t h0 = geo_hi(&geo[0]), h1 = geo_hi(&geo[1]);
    int64_t len = (h0 > h1 ? h0 : h1) - lo + 1;
    ts_Tensor *buf, *gc, *r;
    TRY(ts_zeros(c, 1, &len, TS_FLOAT64, &buf));
    nb_Status st = ts__as(c, g[0], TS_FLOAT64, &gc);
    if (st) { ts_release(buf); return st; }
    double *b = ts_data(buf);
    const double *pg = ts_data(gc);
    int64_t idx[TS_MAXDIM] = {0}, cnt = ts__prod(geo[1].nd, geo[1].shape);
    for (int64_t k = 0; k < cnt; k++) {
        int64_t o = geo[1].off - lo;
        for (int d = 0; d < geo[1].nd; d++) o += idx[d] * geo[1].stride[d];
        b[o] += pg[k];
        next_idx(geo[1].nd, geo[1].shape, idx);
    }
    ts_release(gc);
    st = ts__new(c, g[0]->dtype, geo[0].nd, geo[0].shape, &r);
    if (st) { ts_release(buf); return st; }
    memset(idx, 0, sizeof idx);
    cnt = ts__prod(geo[0].nd, geo[0].shape);
    for (int64_t k = 0; k < cnt; k++) {
        int64_t o = geo[0].off - lo;
        for (int d = 0; d < geo[0].nd; d++) o += idx[d] * geo[0].stride[d];
        ts__storef(eptr(r, k), r->dtype, b[o]);
        next_idx(geo[0].nd, geo[0].shape, idx);
    }
    ts_release(buf);
    gin[0] = r;
    return NB_OK;
}

static void fmt_list(char *b, size_t n, int nd, const int64_t *v) { ts__fmt_shape(b, n, nd, v); }

nb_Status ts_x_as_strided(ts_Ctx *c, ts_Tensor *t, int nd, const int64_t *shape, const int64_t *stride,
                          int64_t offset, ts_Tensor **out)
{
    if (nd > TS_MAXDIM) return ts_err(c, TS_ERR_RUNTIME, "too many dimensions");
    if (offset < 0) offset = t->offset;
    char a[200], b[200];
    for (int i = 0; i < nd; i++) {
        if (stride[i] < 0) {
            fmt_list(a, sizeof a, nd, stride);
            return ts_err(c, TS_ERR_RUNTIME, "as_strided: Negative strides are not supported at the moment, got strides: %s", a);
        }
        if (shape[i] < 0)
            return ts_err(c, TS_ERR_RUNTIME, "Trying to create tensor with negative dimension %lld: %s", (long long)shape[i],
                          (fmt_list(a, sizeof a, nd, shape), a));
    }
    int64_t es = (int64_t)ts_dtype_size(t->dtype), need = 0, numel = ts__prod(nd, shape);
    if (numel) {
        need = offset + 1;
        for (int i = 0; i < nd; i++) need += (shape[i] - 1) * stride[i];
    }
    /* the storage's size: the span of the root tensor it was made for */
    const ts_Tensor *root = t->base ? t->base : t;
    int64_t have = root->offset + 1;
    for (int i = 0; i < root->ndim; i++) {
        if (root->shape[i] == 0) { have = root->offset; break; }
        have += (root->shape[i] - 1) * root->stride[i];
    }
    if (have * es > (int64_t)t->storage->nbytes) have = (int64_t)t->storage->nbytes / es;
    if (need * es > have * es) {
        fmt_list(a, sizeof a, nd, shape);
        fmt_list(b, sizeof b, nd, stride);
        return ts_err(c, TS_ERR_RUNTIME, "setStorage: sizes %s, strides %s, storage offset %lld, and itemsize %lld requiring a storage size of %lld are out of bounds for storage of size %lld",
                      a, b, (long long)offset, (long long)es, (long long)(need * es), (long long)(have * es));
    }
    ts_Tensor *r;
    TRY(ts__alias(c, t, nd, shape, stride, offset, &r));
    ag_Node *n;
    nb_Status st = record1(c, t, r, "AsStridedBackward0", as_strided_bw, NULL, 0, &n);
    if (!st && n) {
        Geo *geo;
        st = ag_extra(c, n, 2 * sizeof(Geo), (void **)&geo);
        if (!st) {
            geo[0].nd = t->ndim;
            memcpy(geo[0].shape, t->shape, sizeof geo[0].shape);
            memcpy(geo[0].stride, t->stride, sizeof geo[0].stride);
            geo[0].off = t->offset;
            geo[1].nd = nd;
            for (int i = 0; i < nd; i++) { geo[1].shape[i] = shape[i]; geo[1].stride[i] = stride[i]; }
            geo[1].off = offset;
        }
        ag_node_release(n);
    }
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

/* ---- diagonal / diag_embed / trace */

static nb_Status diag_geo(ts_Ctx *c, ts_Tensor *t, int64_t off, int64_t *d1, int64_t *d2, int *nd, int64_t *sh,
                          int64_t *sd, int64_t *o)
{
    TRY(ts__wrap_dim(c, d1, t->ndim));
    TRY(ts__wrap_dim(c, d2, t->ndim));
    if (*d1 == *d2)
        return ts_err(c, TS_ERR_RUNTIME, "diagonal dimensions cannot be identical %lld, %lld", (long long)*d1, (long long)*d2);
    int64_t n1 = t->shape[*d1], n2 = t->shape[*d2], len;
    *o = t->offset;
    if (off >= 0) {
        len = n1 < n2 - off ? n1 : n2 - off;
        if (len > 0) *o += off * t->stride[*d2];
    } else {
        len = n1 + off < n2 ? n1 + off : n2;
        if (len > 0) *o -= off * t->stride[*d1];
    }
    if (len < 0) len = 0;
    int k = 0;
    for (int i = 0; i < t->ndim; i++)
        if (i != *d1 && i != *d2) { sh[k] = t->shape[i]; sd[k++] = t->stride[i]; }
    sh[k] = len;
    sd[k++] = t->stride[*d1] + t->stride[*d2];
    *nd = k;
    return NB_OK;
}

static nb_Status diagonal_raw(ts_Ctx *c, ts_Tensor *t, int64_t off, int64_t d1, int64_t d2, ts_Tensor **out)
{
    int nd;
    int64_t sh[TS_MAXDIM], sd[TS_MAXDIM], o;
    TRY(diag_geo(c, t, off, &d1, &d2, &nd, sh, sd, &o));
    return ts__alias(c, t, nd, sh, sd, o, out);
}

static nb_Status diagonal_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *z, *v;
    TRY(ts_zeros(c, n->meta[0].ndim, n->meta[0].shape, g[0]->dtype, &z));
    nb_Status st = diagonal_raw(c, z, n->iv[0], n->iv[1], n->iv[2], &v);
    if (st) { ts_release(z); return st; }
    ts__copy_into(v, g[0]);
    ts_release(v);
    gin[0] = z;
    return NB_OK;
}

nb_Status ts_x_diagonal(ts_Ctx *c, ts_Tensor *t, int64_t off, int64_t d1, int64_t d2, ts_Tensor **out)
{
    if (t->ndim < 2) {
        TRY(ts__wrap_dim(c, &d1, t->ndim));
        TRY(ts__wrap_dim(c, &d2, t->ndim));
    }
    int nd;
    int64_t sh[TS_MAXDIM], sd[TS_MAXDIM], o;
    TRY(diag_geo(c, t, off, &d1, &d2, &nd, sh, sd, &o));
    ts_Tensor *r;
    TRY(ts__alias(c, t, nd, sh, sd, o, &r));
    int64_t iv[3] = {off, d1, d2};
    return done1(c, t, r, "DiagonalBackward0", diagonal_bw, iv, 3, out);
}

static nb_Status diag_embed_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *v, *r;
    TRY(diagonal_raw(c, g[0], n->iv[0], n->iv[1], n->iv[2], &v));
    nb_Status st = ts__new(c, v->dtype, v->ndim, v->shape, &r);
    if (!st) ts__copy_into(r, v);
    ts_release(v);
    if (!st) gin[0] = r;
    return st;
}

nb_Status ts_x_diag_embed(ts_Ctx *c, ts_Tensor *t, int64_t off, int64_t d1, int64_t d2, ts_Tensor **out)
{
    int rn = t->ndim + 1;
    if (rn > TS_MAXDIM) return ts_err(c, TS_ERR_RUNTIME, "too many dimensions");
    TRY(ts__wrap_dim(c, &d1, rn));
    TRY(ts__wrap_dim(c, &d2, rn));
    if (d1 == d2)
        return ts_err(c, TS_ERR_RUNTIME, "diagonal dimensions cannot be identical %lld, %lld", (long long)d1, (long long)d2);
    int64_t last = t->ndim ? t->shape[t->ndim - 1] : 1;
    int64_t n = last + (off < 0 ? -off : off), sh[TS_MAXDIM];
    for (int i = 0, k = 0; i < rn; i++) sh[i] = (i == d1 || i == d2) ? n : t->shape[k++];
    ts_Tensor *r, *v;
    TRY(ts__new(c, t->dtype, rn, sh, &r));
    nb_Status st = diagonal_raw(c, r, off, d1, d2, &v);
    if (st) { ts_release(r); return st; }
    ts__copy_into(v, t);
    ts_release(v);
    int64_t iv[3] = {off, d1, d2};
    return done1(c, t, r, "DiagEmbedBackward0", diag_embed_bw, iv, 3, out);
}

static nb_Status trace_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *z, *v;
    TRY(ts_zeros(c, 2, n->meta[0].shape, g[0]->dtype, &z));
    nb_Status st = diagonal_raw(c, z, 0, 0, 1, &v);
    if (st) { ts_release(z); return st; }
    ts__copy_into(v, g[0]);
    ts_release(v);
    gin[0] = z;
    return NB_OK;
}

/* trace: ATen's trace_cpu sums the diagonal in order in its accumulate type
 * (double for the floating dtypes, int64 for the integers). */
nb_Status ts_x_trace(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    if (t->ndim != 2)
        return ts_err(c, TS_ERR_RUNTIME, "trace: expected a matrix, but got tensor with dim %d", t->ndim);
    if (t->dtype == TS_BOOL) return ts_err(c, TS_ERR_RUNTIME, "\"trace\" not implemented for 'Bool'");
    ts_Tensor *r;
    nb_Status st;
    if (ts_dtype_is_float(t->dtype)) {
        int64_t n = t->shape[0] < t->shape[1] ? t->shape[0] : t->shape[1];
        int64_t step = (t->stride[0] + t->stride[1]) * (int64_t)ts_dtype_size(t->dtype);
        const char *p = ts_data(t);
        double acc = 0;
        for (int64_t i = 0; i < n; i++) acc += ts__loadf(p + i * step, t->dtype);
        TRY(ts_full(c, 0, NULL, ts_sc_f(acc), t->dtype, &r));
    } else {
        ts_Tensor *v;
        TRY(diagonal_raw(c, t, 0, 0, 1, &v));
        ts__NoGrad ng = ts__nograd_begin(c);
        st = ts_sum(c, v, NULL, 0, false, TS_NODTYPE, &r);
        ts__nograd_end(c, ng);
        ts_release(v);
        if (st) return st;
    }
    return done1(c, t, r, "TraceBackward0", trace_bw, NULL, 0, out);
}

/* ---- roll / rot90 */

static nb_Status roll_raw(ts_Ctx *c, ts_Tensor *t, const int64_t *shifts, const int64_t *dims, int nd, ts_Tensor **out)
{
    ts_Tensor *r;
    TRY(ts__new(c, t->dtype, t->ndim, t->shape, &r));
    int64_t n = ts_numel(t), idx[TS_MAXDIM] = {0}, src[TS_MAXDIM], sh[TS_MAXDIM] = {0};
    for (int i = 0; i < nd; i++) {
        int64_t len = t->shape[dims[i]];
        sh[dims[i]] += len ? shifts[i] % len : 0;
    }
    size_t es = ts_dtype_size(t->dtype);
    char *po = ts_data(r);
    for (int64_t k = 0; k < n; k++) {
        for (int d = 0; d < t->ndim; d++) {
            int64_t len = t->shape[d], s = ((idx[d] - sh[d]) % len + len) % len;
            src[d] = s;
        }
        memcpy(po + k * (int64_t)es, eptr(t, soff(t, src)), es);
        next_idx(t->ndim, t->shape, idx);
    }
    *out = r;
    return NB_OK;
}

static nb_Status roll_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    int nd = (int)n->iv[0];
    int64_t sh[TS_MAXDIM], dims[TS_MAXDIM];
    for (int i = 0; i < nd; i++) { sh[i] = -n->iv[1 + i]; dims[i] = n->iv[1 + TS_MAXDIM + i]; }
    if (n->iv[2 * TS_MAXDIM + 1]) { /* flattened roll */
        ts_Tensor *f, *r;
        int64_t len = ts_numel(g[0]);
        TRY(ts_reshape(c, g[0], 1, &len, &f));
        int64_t d0 = 0;
        nb_Status st = roll_raw(c, f, sh, &d0, 1, &r);
        ts_release(f);
        if (st) return st;
        st = ts_reshape(c, r, n->meta[0].ndim, n->meta[0].shape, &gin[0]);
        ts_release(r);
        return st;
    }
    return roll_raw(c, g[0], sh, dims, nd, &gin[0]);
}

nb_Status ts_x_roll(ts_Ctx *c, ts_Tensor *t, const int64_t *shifts, int ns, const int64_t *dims, int nd,
                    ts_Tensor **out)
{
    if (ns == 0) return ts_err(c, TS_ERR_RUNTIME, "`shifts` required");
    if (nd == 0 && ns == 1) {
        int64_t len = ts_numel(t), d0 = 0;
        ts_Tensor *f, *rr, *r;
        ts__NoGrad ng = ts__nograd_begin(c);
        nb_Status st = ts_reshape(c, t, 1, &len, &f);
        ts__nograd_end(c, ng);
        if (st) return st;
        st = roll_raw(c, f, shifts, &d0, 1, &rr);
        ts_release(f);
        if (st) return st;
        ng = ts__nograd_begin(c);
        st = ts_reshape(c, rr, t->ndim, t->shape, &r);
        ts__nograd_end(c, ng);
        ts_release(rr);
        if (st) return st;
        ts_x_unview(r);
        int64_t iv[AG_NI] = {0};
        iv[0] = 1; iv[1] = shifts[0]; iv[2 * TS_MAXDIM + 1] = 1;
        return done1(c, t, r, "RollBackward0", roll_bw, iv, AG_NI, out);
    }
    if (ns != nd)
        return ts_err(c, TS_ERR_RUNTIME, "shifts and dimensions must align. shifts: %d, dims:%d", ns, nd);
    if (nd > TS_MAXDIM) return ts_err(c, TS_ERR_RUNTIME, "too many dimensions");
    int64_t wd[TS_MAXDIM] = {0};
    for (int i = 0; i < nd; i++) { wd[i] = dims[i]; TRY(ts__wrap_dim(c, &wd[i], t->ndim)); }
    ts_Tensor *r;
    TRY(roll_raw(c, t, shifts, wd, nd, &r));
    int64_t iv[AG_NI] = {0};
    iv[0] = nd;
    for (int i = 0; i < nd; i++) { iv[1 + i] = shifts[i]; iv[1 + TS_MAXDIM + i] = wd[i]; }
    return done1(c, t, r, "RollBackward0", roll_bw, iv, AG_NI, out);
}

static nb_Status rot90_raw(ts_Ctx *c, ts_Tensor *t, int64_t k, int64_t d0, int64_t d1, ts_Tensor **out)
{
    k = ((k % 4) + 4) % 4;
    ts_Tensor *f, *r;
    int64_t fd[2] = {d0, d1};
    ts__NoGrad ng = ts__nograd_begin(c);
    nb_Status st;
    if (k == 0) {
        st = ts__new(c, t->dtype, t->ndim, t->shape, &r);
        if (!st) ts__copy_into(r, t);
    } else if (k == 2) {
        st = ts_flip(c, t, fd, 2, &r);
    } else {
        st = ts_flip(c, t, k == 1 ? &fd[1] : &fd[0], 1, &f);
        if (!st) {
            st = ts_transpose(c, f, d0, d1, &r);
            ts_release(f);
            if (!st) ts_x_unview(r);
        }
    }
    ts__nograd_end(c, ng);
    if (!st) *out = r;
    return st;
}

static nb_Status rot90_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    return rot90_raw(c, g[0], -n->iv[0], n->iv[1], n->iv[2], &gin[0]);
}

nb_Status ts_x_rot90(ts_Ctx *c, ts_Tensor *t, int64_t k, const int64_t *dims, int nd, ts_Tensor **out)
{
    if (nd != 2) return ts_err(c, TS_ERR_RUNTIME, "expected total rotation dims == 2, but got dims = %d", nd);
    if (t->ndim < 2) return ts_err(c, TS_ERR_RUNTIME, "expected total dims >= 2, but got total dims = %d", t->ndim);
    int64_t d0 = dims[0], d1 = dims[1];
    if (d0 == d1 || (d0 - d1 + t->ndim) % t->ndim == 0) {
        if (d0 == d1 || llabs(d0 - d1) == t->ndim)
            return ts_err(c, TS_ERR_RUNTIME, "expected rotation dims to be different, but got dim0 = %lld and dim1 = %lld",
                          (long long)d0, (long long)d1);
    }
    if (d0 >= t->ndim || d0 < -t->ndim || d1 >= t->ndim || d1 < -t->ndim)
        return ts_err(c, TS_ERR_RUNTIME, "Rotation dim0 out of range, dim0 = %lld", (long long)d0);
    TRY(ts__wrap_dim(c, &d0, t->ndim));
    TRY(ts__wrap_dim(c, &d1, t->ndim));
    ts_Tensor *r;
    TRY(rot90_raw(c, t, k, d0, d1, &r));
    int64_t iv[3] = {k, d0, d1};
    return done1(c, t, r, "Rot90Backward0", rot90_bw, iv, 3, out);
}

/* ---- masked_select / masked_scatter / take */

static nb_Status masked_select_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *m;
    TRY(ag_unpack(c, n, 0, &m));
    int nd = (int)n->iv[0];
    int64_t sh[TS_MAXDIM], ms[TS_MAXDIM], idx[TS_MAXDIM] = {0};
    for (int i = 0; i < nd; i++) sh[i] = n->iv[1 + i];
    ts_Tensor *z, *gc;
    TRY(ts_zeros(c, nd, sh, g[0]->dtype, &z));
    nb_Status st = ts__as(c, g[0], g[0]->dtype, &gc);
    if (st) { ts_release(z); return st; }
    ts__bstrides(m, nd, sh, ms);
    int64_t cnt = ts__prod(nd, sh), w = 0;
    size_t es = ts_dtype_size(z->dtype);
    for (int64_t k = 0; k < cnt; k++) {
        int64_t o = m->offset;
        for (int d = 0; d < nd; d++) o += idx[d] * ms[d];
        if (*(bool *)eptr(m, o)) memcpy((char *)ts_data(z) + k * (int64_t)es, (char *)ts_data(gc) + (w++) * (int64_t)es, es);
        next_idx(nd, sh, idx);
    }
    ts_release(gc);
    gin[0] = z;
    return NB_OK;
}

nb_Status ts_x_masked_select(ts_Ctx *c, ts_Tensor *t, ts_Tensor *mask, ts_Tensor **out)
{
    if (mask->dtype != TS_BOOL)
        return ts_err(c, TS_ERR_RUNTIME, "masked_select: expected BoolTensor for mask");
    int nd;
    int64_t sh[TS_MAXDIM], ts_[TS_MAXDIM], ms[TS_MAXDIM], idx[TS_MAXDIM] = {0};
    TRY(ts__broadcast_shape(c, mask->ndim, mask->shape, t->ndim, t->shape, &nd, sh));
    ts__bstrides(t, nd, sh, ts_);
    ts__bstrides(mask, nd, sh, ms);
    int64_t cnt = ts__prod(nd, sh), sel = 0;
    for (int64_t k = 0; k < cnt; k++) {
        int64_t o = mask->offset;
        for (int d = 0; d < nd; d++) o += idx[d] * ms[d];
        sel += *(bool *)eptr(mask, o);
        next_idx(nd, sh, idx);
    }
    ts_Tensor *r;
    TRY(ts__new(c, t->dtype, 1, &sel, &r));
    size_t es = ts_dtype_size(t->dtype);
    memset(idx, 0, sizeof idx);
    for (int64_t k = 0, w = 0; k < cnt; k++) {
        int64_t o = mask->offset, ot = t->offset;
        for (int d = 0; d < nd; d++) { o += idx[d] * ms[d]; ot += idx[d] * ts_[d]; }
        if (*(bool *)eptr(mask, o)) memcpy((char *)ts_data(r) + (w++) * (int64_t)es, eptr(t, ot), es);
        next_idx(nd, sh, idx);
    }
    ag_Node *n;
    int64_t iv[TS_MAXDIM + 1];
    iv[0] = nd;
    for (int i = 0; i < nd; i++) iv[1 + i] = sh[i];
    nb_Status st = record1(c, t, r, "MaskedSelectBackward0", masked_select_bw, iv, nd + 1, &n);
    if (!st && n) { st = ag_save(c, n, 0, mask, false); ag_node_release(n); }
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

static nb_Status masked_scatter_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *m;
    TRY(ag_unpack(c, n, 0, &m));
    ts_Tensor *gc, *gs = NULL, *gsrc = NULL;
    TRY(ts__as(c, g[0], g[0]->dtype, &gc));
    nb_Status st = ts__new(c, gc->dtype, gc->ndim, gc->shape, &gs);
    if (!st) st = ts_zeros(c, n->meta[1].ndim, n->meta[1].shape, gc->dtype, &gsrc);
    if (st) { ts_release(gc); ts_release(gs); return st; }
    int nd = gc->ndim;
    int64_t ms[TS_MAXDIM], idx[TS_MAXDIM] = {0}, cnt = ts_numel(gc), w = 0;
    ts__bstrides(m, nd, gc->shape, ms);
    size_t es = ts_dtype_size(gc->dtype);
    for (int64_t k = 0; k < cnt; k++) {
        int64_t o = m->offset;
        for (int d = 0; d < nd; d++) o += idx[d] * ms[d];
        char *src = (char *)ts_data(gc) + k * (int64_t)es;
        if (*(bool *)eptr(m, o)) {
            memcpy((char *)ts_data(gsrc) + (w++) * (int64_t)es, src, es);
            memset((char *)ts_data(gs) + k * (int64_t)es, 0, es);
        } else {
            memcpy((char *)ts_data(gs) + k * (int64_t)es, src, es);
        }
        next_idx(nd, gc->shape, idx);
    }
    ts_release(gc);
    gin[0] = gs;
    gin[1] = gsrc;
    return NB_OK;
}

nb_Status ts_x_masked_scatter(ts_Ctx *c, ts_Tensor *t, ts_Tensor *mask, ts_Tensor *src, bool inplace,
                              ts_Tensor **out)
{
    if (mask->dtype != TS_BOOL)
        return ts_err(c, TS_ERR_RUNTIME, "masked_scatter_ only supports boolean masks, but got mask with dtype %s",
                      ts_dtype_short(mask->dtype));
    if (src->dtype != t->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "masked_scatter: expected self and source to have same dtypes but got %s and %s",
                      ts_dtype_short(t->dtype), ts_dtype_short(src->dtype));
    int nd;
    int64_t sh[TS_MAXDIM], tst[TS_MAXDIM], ms[TS_MAXDIM], idx[TS_MAXDIM] = {0};
    TRY(ts__broadcast_shape(c, t->ndim, t->shape, mask->ndim, mask->shape, &nd, sh));
    if (inplace && (nd != t->ndim || memcmp(sh, t->shape, sizeof(int64_t) * (size_t)nd))) {
        char a[200], b[200];
        ts__fmt_shape(a, sizeof a, mask->ndim, mask->shape);
        ts__fmt_shape(b, sizeof b, t->ndim, t->shape);
        return ts_err(c, TS_ERR_RUNTIME, "The expanded size of the tensor (%lld) must match the existing size (%lld) at non-singleton dimension %d.  Target sizes: %s.  Tensor sizes: %s",
                      (long long)t->shape[t->ndim - 1], (long long)sh[nd - 1], t->ndim - 1, b, a);
    }
    ts__bstrides(t, nd, sh, tst);
    ts__bstrides(mask, nd, sh, ms);
    int64_t cnt = ts__prod(nd, sh), ns = ts_numel(src), w = 0;
    ts_Tensor *r, *sc;
    TRY(ts__new(c, t->dtype, nd, sh, &r));
    nb_Status st = ts__as(c, src, src->dtype, &sc);
    if (st) { ts_release(r); return st; }
    size_t es = ts_dtype_size(t->dtype);
    for (int64_t k = 0; k < cnt; k++) {
        int64_t o = mask->offset, ot = t->offset;
        for (int d = 0; d < nd; d++) { o += idx[d] * ms[d]; ot += idx[d] * tst[d]; }
        char *dst = (char *)ts_data(r) + k * (int64_t)es;
        if (*(bool *)eptr(mask, o)) {
            if (w >= ns) { st = ts_err(c, TS_ERR_RUNTIME, "Number of elements of source < number of ones in mask"); break; }
            memcpy(dst, (char *)ts_data(sc) + (w++) * (int64_t)es, es);
        } else {
            memcpy(dst, eptr(t, ot), es);
        }
        next_idx(nd, sh, idx);
    }
    ts_release(sc);
    if (st) { ts_release(r); return st; }
    ts_Tensor *ins[2] = {t, src};
    if (ag_should_record(c, 2, ins)) {
        ag_Node *n;
        st = ag_make(c, "MaskedScatterBackward0", masked_scatter_bw, 2, ins, 1, &n);
        if (!st) {
            st = ag_save(c, n, 0, mask, false);
            if (!st) ag_set_output(n, r, 0);
            ag_node_release(n);
        }
        if (st) { ts_release(r); return st; }
    }
    *out = r;
    return NB_OK;
}

static nb_Status take_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *ix, *z, *gc;
    TRY(ag_unpack(c, n, 0, &ix));
    TRY(ts_zeros(c, n->meta[0].ndim, n->meta[0].shape, TS_FLOAT64, &z));
    nb_Status st = ts__as(c, g[0], TS_FLOAT64, &gc);
    if (st) { ts_release(z); return st; }
    int64_t m = ts_numel(ix), N = ts_numel(z);
    const int64_t *pi = ts_data(ix);
    for (int64_t k = 0; k < m; k++) {
        int64_t j = pi[k] < 0 ? pi[k] + N : pi[k];
        ((double *)ts_data(z))[j] += ((double *)ts_data(gc))[k];
    }
    ts_release(gc);
    st = ts__as(c, z, g[0]->dtype, &gin[0]);
    ts_release(z);
    return st;
}

nb_Status ts_x_take(ts_Ctx *c, ts_Tensor *t, ts_Tensor *index, ts_Tensor **out)
{
    if (index->dtype != TS_INT64)
        return ts_err(c, TS_ERR_RUNTIME, "take(): Expected a long tensor for index, but got %s", ts_dtype_short(index->dtype));
    ts_Tensor *ix, *r, *tc;
    TRY(index_long(c, index, &ix));
    int64_t m = ts_numel(ix), N = ts_numel(t);
    const int64_t *pi = ts_data(ix);
    for (int64_t k = 0; k < m; k++)
        if (pi[k] < -N || pi[k] >= N) {
            ts_release(ix);
            if (N == 0)
                return ts_err(c, TS_ERR_INDEX, "take(): tried to take from an empty tensor");
            return ts_err(c, TS_ERR_INDEX, "out of range: tried to access index %lld on a tensor of %lld elements.",
                          (long long)pi[k], (long long)N);
        }
    nb_Status st = ts__as(c, t, t->dtype, &tc);
    if (st) { ts_release(ix); return st; }
    st = ts__new(c, t->dtype, ix->ndim, ix->shape, &r);
    if (st) { ts_release(ix); ts_release(tc); return st; }
    size_t es = ts_dtype_size(t->dtype);
    for (int64_t k = 0; k < m; k++) {
        int64_t j = pi[k] < 0 ? pi[k] + N : pi[k];
        memcpy((char *)ts_data(r) + k * (int64_t)es, (char *)ts_data(tc) + j * (int64_t)es, es);
    }
    ts_release(tc);
    ag_Node *n;
    st = record1(c, t, r, "TakeBackward0", take_bw, NULL, 0, &n);
    if (!st && n) { st = ag_save(c, n, 0, ix, false); ag_node_release(n); }
    ts_release(ix);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

/* ---- index_add / index_copy / index_fill */

/* g with the slices at `ix` along dim zeroed (index_fill(dim, ix, 0)). */
static nb_Status fill_slices(ts_Ctx *c, ts_Tensor *g, int64_t dim, ts_Tensor *ix, ts_Tensor **out)
{
    ts_Tensor *r;
    TRY(ts__new(c, g->dtype, g->ndim, g->shape, &r));
    ts__copy_into(r, g);
    int64_t m = ts_numel(ix);
    const int64_t *pi = ts_data(ix);
    for (int64_t k = 0; k < m; k++) {
        ts_Tensor *v;
        if (r->ndim == 0) { memset(ts_data(r), 0, ts_dtype_size(r->dtype)); continue; }
        int64_t j = pi[k] < 0 ? pi[k] + r->shape[dim] : pi[k];
        nb_Status st = ts_select(c, r, dim, j, &v);
        if (st) { ts_release(r); return st; }
        ts_zero_(c, v);
        ts_release(v);
    }
    ts_x_unview(r);
    *out = r;
    return NB_OK;
}

static nb_Status index_op_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *ix;
    TRY(ag_unpack(c, n, 0, &ix));
    int kind = (int)n->iv[1];
    int64_t dim = n->iv[0];
    if (n->next[0].fn) {
        if (kind == 'a') { ts_retain(g[0]); gin[0] = g[0]; }
        else TRY(fill_slices(c, g[0], dim, ix, &gin[0]));
    }
    if (kind != 'f' && n->nin > 1 && n->next[1].fn) {
        ts_Tensor *s, *s2;
        TRY(ts_index_select(c, g[0], dim, ix, &s));
        if (kind == 'a' && n->d[0] != 1.0) {
            nb_Status st = ts__mul_scalar(c, s, n->d[0], &s2);
            ts_release(s);
            if (st) return st;
            s = s2;
        }
        nb_Status st = ts_reshape(c, s, n->meta[1].ndim, n->meta[1].shape, &gin[1]);
        ts_release(s);
        return st;
    }
    return NB_OK;
}

nb_Status ts_x_index_op(ts_Ctx *c, int kind, const char *name, ts_Tensor *t, int64_t dim, ts_Tensor *index,
                        ts_Tensor *src, ts_Scalar alpha, ts_Tensor **out)
{
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    if (index->ndim > 1)
        return ts_err(c, TS_ERR_INDEX, "%s(): Index is supposed to be a vector", name);
    if (kind == 'f') {
        if (index->dtype != TS_INT64)
            return ts_err(c, TS_ERR_INDEX, "index_fill_(): Expected dtype int64 for index.");
    } else if (kind == 'c') {
        if (index->dtype != TS_INT64)
            return ts_err(c, TS_ERR_RUNTIME, "index_copy_(): Expected a long tensor for index, but got %s", ts_dtype_short(index->dtype));
    } else if (index->dtype != TS_INT64 && index->dtype != TS_INT32) {
        return ts_err(c, TS_ERR_RUNTIME, "index_add_(): Expected dtype int32/int64 for index but got: %s", ts_dtype_short(index->dtype));
    }
    int64_t m = ts_numel(index);
    if (kind != 'f') {
        if (src->dtype != t->dtype)
            return ts_err(c, TS_ERR_RUNTIME, "%s(): self (%s) and source (%s) must have the same scalar type", name,
                          ts_dtype_short(t->dtype), ts_dtype_short(src->dtype));
        int64_t sn = src->ndim ? (dim < src->ndim ? src->shape[dim] : 1) : 1;
        if (kind == 'c' && src->ndim != t->ndim && !(src->ndim == 0 && t->ndim <= 1))
            return ts_err(c, TS_ERR_INDEX, "index_copy_(): When source and destination are not scalars, their dimensionality must match. Source dimensionality (%d), destination dimensionality (%d)", src->ndim, t->ndim);
        if (sn != m) {
            if (kind == 'c')
                return ts_err(c, TS_ERR_INDEX, "index_copy_(): Number of indices (%lld) should be equal to source.size(dim) (%lld)",
                              (long long)m, (long long)sn);
            return ts_err(c, TS_ERR_RUNTIME, "index_add_(): Number of indices (%lld) should be equal to source.size(dim): (%lld), for dim: %lld",
                          (long long)m, (long long)sn, (long long)dim);
        }
        for (int d = 0; d < t->ndim && src->ndim == t->ndim; d++)
            if (d != dim && src->shape[d] != t->shape[d]) {
                if (kind == 'c')
                    return ts_err(c, TS_ERR_RUNTIME, "index_copy_(): Source/destination tensor must have same slice shapes. Destination slice shape: %lld at dimension %d and source slice shape: %lld at dimension 0.",
                                  (long long)t->shape[d], d, (long long)src->shape[d]);
                return ts_err(c, TS_ERR_RUNTIME, "source tensor shape must match self tensor shape, excluding the specified dimension. Got self.shape = [...] source.shape = [...]");
            }
    }
    ts_Tensor *ix, *r;
    TRY(index_long(c, index, &ix));
    const int64_t *pi = ts_data(ix);
    int64_t n = t->ndim ? t->shape[dim] : 1;
    for (int64_t k = 0; k < m; k++)
        if (pi[k] < -n || pi[k] >= n) {
            ts_release(ix);
            if (kind == 'f')
                return ts_err(c, TS_ERR_INDEX, "index %lld is out of bounds for dimension %lld with size %lld",
                              (long long)pi[k], (long long)dim, (long long)n);
            if (kind == 'c')
                return ts_err(c, TS_ERR_INDEX, "index_copy_(): index %lld is out of bounds for dimension %lld with size %lld",
                              (long long)pi[k], (long long)dim, (long long)n);
            return ts_err(c, TS_ERR_RUNTIME, "index %lld is out of bounds for dimension %lld with size %lld",
                          (long long)pi[k], (long long)dim, (long long)n);
        }
    nb_Status st = ts__new(c, t->dtype, t->ndim, t->shape, &r);
    if (st) { ts_release(ix); return st; }
    ts__copy_into(r, t);
    for (int64_t k = 0; k < m && !st; k++) {
        int64_t j = pi[k] < 0 ? pi[k] + n : pi[k];
        ts_Tensor *dv = NULL, *sv = NULL, *tmp = NULL;
        if (t->ndim == 0) { dv = r; ts_retain(r); }
        else st = ts_select(c, r, dim, j, &dv);
        if (st) break;
        if (kind == 'f') {
            st = ts_fill_(c, dv, ts_get_flat(src, 0));
        } else {
            if (src->ndim == 0) { sv = src; ts_retain(src); }
            else st = ts_select(c, src, dim, k, &sv);
            if (!st && kind == 'c') ts__copy_into(dv, sv);
            else if (!st) {
                if (ts_sc_to_f(alpha) != 1.0 || alpha.type != TS_INT64) {
                    ts_Tensor *a;
                    st = ts_scalar_tensor(c, alpha, TS_NODTYPE, true, &a);
                    if (!st) { st = ts__binary_raw(c, TS_MUL, sv, a, &tmp); ts_release(a); }
                    if (!st) { ts_release(sv); sv = tmp; tmp = NULL; }
                }
                if (!st) st = add_into(c, dv, sv);
            }
        }
        ts_release(dv); ts_release(sv); ts_release(tmp);
    }
    ts_x_unview(r);
    if (st) { ts_release(ix); ts_release(r); return st; }
    ts_Tensor *ins[2] = {t, src};
    int nin = kind == 'f' ? 1 : 2;
    if (ag_should_record(c, nin, ins)) {
        ag_Node *nd;
        const char *nm = kind == 'a' ? "IndexAddBackward0" : kind == 'c' ? "IndexCopyBackward0" : "IndexFillBackward0";
        st = ag_make(c, nm, index_op_bw, nin, ins, 1, &nd);
        if (!st) {
            nd->iv[0] = dim;
            nd->iv[1] = kind;
            nd->d[0] = ts_sc_to_f(alpha);
            st = ag_save(c, nd, 0, ix, false);
            if (!st) ag_set_output(nd, r, 0);
            ag_node_release(nd);
        }
    }
    ts_release(ix);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

/* ---- scatter_reduce */

typedef struct SR { int64_t dim; int reduce; bool include_self; } SR;

/* Destination flat (row-major) position in t for index element idx. */
static int64_t sr_dest(const ts_Tensor *t, const int64_t *idx, int64_t dim, int64_t j)
{
    int64_t o = 0;
    for (int d = 0; d < t->ndim; d++) o = o * t->shape[d] + (d == dim ? j : idx[d]);
    return o;
}

static nb_Status sr_compute(ts_Ctx *c, ts_Tensor *t, ts_Tensor *ix, ts_Tensor *src, int64_t dim, int reduce,
                            bool incl, double **vals, int64_t **cnts)
{
    int64_t N = ts_numel(t), m = ts_numel(ix);
    double *v = nb_alloc(c->heap, sizeof(double) * (size_t)(N ? N : 1));
    int64_t *cn = nb_alloc(c->heap, sizeof(int64_t) * (size_t)(N ? N : 1));
    if (!v || !cn) {
        if (v) nb_free(c->heap, v, sizeof(double) * (size_t)(N ? N : 1));
        if (cn) nb_free(c->heap, cn, sizeof(int64_t) * (size_t)(N ? N : 1));
        return ts_oom(c);
    }
    int64_t idx[TS_MAXDIM] = {0};
    for (int64_t k = 0; k < N; k++) {
        v[k] = ts_get_flat_f(t, k);
        cn[k] = incl ? 1 : 0;
    }
    const int64_t *pi = ts_data(ix);
    int64_t n = t->ndim ? t->shape[dim] : 1;
    for (int64_t k = 0; k < m; k++) {
        int64_t j = pi[k] < 0 ? pi[k] + n : pi[k];
        int64_t p = sr_dest(t, idx, dim, j);
        double s = ts__loadf(eptr(src, soff(src, idx)), src->dtype);
        if (cn[p] == 0) v[p] = s;
        else switch (reduce) {
            case 0: case 2: v[p] += s; break;
            case 1: v[p] *= s; break;
            case 3: if (s > v[p] || s != s) v[p] = s; break;
            default: if (s < v[p] || s != s) v[p] = s; break;
        }
        cn[p]++;
        next_idx(ix->ndim, ix->shape, idx);
    }
    *vals = v;
    *cnts = cn;
    return NB_OK;
}

static nb_Status scatter_reduce_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *ix, *self, *src, *res, *gc = NULL, *gs = NULL, *gsrc = NULL;
    TRY(ag_unpack(c, n, 0, &ix));
    TRY(ag_unpack(c, n, 1, &self));
    TRY(ag_unpack(c, n, 2, &src));
    TRY(ag_unpack(c, n, 3, &res));
    int64_t dim = n->iv[0];
    int reduce = (int)n->iv[1];
    bool incl = n->iv[2] != 0;
    double *v;
    int64_t *cn;
    TRY(sr_compute(c, self, ix, src, dim, 0, incl, &v, &cn)); /* counts only */
    int64_t N = ts_numel(self), m = ts_numel(ix);
    nb_Status st;
    TRYG(ts__as(c, g[0], TS_FLOAT64, &gc));
    TRYG(ts_zeros(c, self->ndim, self->shape, TS_FLOAT64, &gs));
    TRYG(ts_zeros(c, src->ndim, src->shape, TS_FLOAT64, &gsrc));
    {
        const double *pg = ts_data(gc);
        double *ps = ts_data(gs), *pr = ts_data(gsrc);
        /* equal-to-result counts for amax/amin */
        bool *touched = nb_alloc(c->heap, (size_t)(N ? N : 1));
        if (!touched) { st = ts_oom(c); goto done; }
        memset(touched, 0, (size_t)(N ? N : 1));
        int64_t idx[TS_MAXDIM] = {0};
        const int64_t *pi = ts_data(ix);
        int64_t nn = self->ndim ? self->shape[dim] : 1;
        double *eq = v; /* reuse: number of contributors equal to the result */
        for (int64_t k = 0; k < N; k++)
            eq[k] = ts_get_flat_f(self, k) == ts_get_flat_f(res, k) ? 1 : 0;
        for (int64_t k = 0; k < m; k++) {
            int64_t j = pi[k] < 0 ? pi[k] + nn : pi[k];
            int64_t p = sr_dest(self, idx, dim, j);
            touched[p] = true;
            if (ts__loadf(eptr(src, soff(src, idx)), src->dtype) == ts_get_flat_f(res, p)) eq[p] += 1;
            next_idx(ix->ndim, ix->shape, idx);
        }
        for (int64_t k = 0; k < N; k++) {
            double gk = pg[k], sv = ts_get_flat_f(self, k), rv = ts_get_flat_f(res, k);
            switch (reduce) {
            case 0: ps[k] = (incl || !touched[k]) ? gk : 0; break;
            case 2: ps[k] = (incl || !touched[k]) ? gk / (double)(cn[k] ? cn[k] : 1) : 0; break;
            case 1: ps[k] = (incl || !touched[k]) ? (touched[k] ? gk * rv / sv : gk) : 0; break;
            default:
                if (!touched[k]) ps[k] = gk;
                else ps[k] = (incl && sv == rv) ? gk / eq[k] : 0;
            }
        }
        memset(idx, 0, sizeof idx);
        for (int64_t k = 0; k < m; k++) {
            int64_t j = pi[k] < 0 ? pi[k] + nn : pi[k];
            int64_t p = sr_dest(self, idx, dim, j), so = 0;
            for (int d = 0; d < src->ndim; d++) so = so * src->shape[d] + idx[d];
            double s = ts__loadf(eptr(src, soff(src, idx)), src->dtype), rv = ts_get_flat_f(res, p);
            switch (reduce) {
            case 0: pr[so] = pg[p]; break;
            case 2: pr[so] = pg[p] / (double)cn[p]; break;
            case 1: pr[so] = pg[p] * rv / s; break;
            default: pr[so] = s == rv ? pg[p] / eq[p] : 0;
            }
            next_idx(ix->ndim, ix->shape, idx);
        }
        nb_free(c->heap, touched, (size_t)(N ? N : 1));
    }
    TRYG(ts__as(c, gs, g[0]->dtype, &gin[0]));
    TRYG(ts__as(c, gsrc, g[0]->dtype, &gin[1]));
done:
    nb_free(c->heap, v, sizeof(double) * (size_t)(N ? N : 1));
    nb_free(c->heap, cn, sizeof(int64_t) * (size_t)(N ? N : 1));
    ts_release(gc); ts_release(gs); ts_release(gsrc);
    return st;
}

nb_Status ts_x_scatter_reduce(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor *index, ts_Tensor *src, int reduce,
                              bool include_self, ts_Tensor **out)
{
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    if (index->dtype != TS_INT64)
        return ts_err(c, TS_ERR_RUNTIME, "scatter_reduce(): Expected dtype int64 for index");
    if (src->dtype != t->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "scatter_reduce(): Expected self.dtype to be equal to src.dtype");
    int64_t ind = index->ndim ? index->ndim : 1, tnd = t->ndim ? t->ndim : 1, snd = src->ndim ? src->ndim : 1;
    if (ind != tnd || ind != snd)
        return ts_err(c, TS_ERR_RUNTIME, "Index tensor must have the same number of dimensions as self tensor");
    for (int d = 0; d < index->ndim; d++) {
        if (d != dim && index->shape[d] > t->shape[d]) {
            char a[200], b[200], s[200];
            ts__fmt_shape(a, sizeof a, index->ndim, index->shape);
            ts__fmt_shape(b, sizeof b, t->ndim, t->shape);
            ts__fmt_shape(s, sizeof s, src->ndim, src->shape);
            return ts_err(c, TS_ERR_RUNTIME, "Expected index %s to be smaller than self %s apart from dimension %lld and to be smaller size than src %s",
                          a, b, (long long)dim, s);
        }
        if (index->shape[d] > src->shape[d]) {
            char a[200], b[200], s[200];
            ts__fmt_shape(a, sizeof a, index->ndim, index->shape);
            ts__fmt_shape(b, sizeof b, t->ndim, t->shape);
            ts__fmt_shape(s, sizeof s, src->ndim, src->shape);
            return ts_err(c, TS_ERR_RUNTIME, "Expected index %s to be smaller than self %s apart from dimension %lld and to be smaller size than src %s",
                          a, b, (long long)dim, s);
        }
    }
    ts_Tensor *ix, *r;
    TRY(index_long(c, index, &ix));
    int64_t m = ts_numel(ix), n = t->ndim ? t->shape[dim] : 1;
    const int64_t *pi = ts_data(ix);
    for (int64_t k = 0; k < m; k++)
        if (pi[k] < -n || pi[k] >= n) {
            ts_release(ix);
            return ts_err(c, TS_ERR_RUNTIME, "index %lld is out of bounds for dimension %lld with size %lld",
                          (long long)pi[k], (long long)dim, (long long)n);
        }
    double *v;
    int64_t *cn;
    nb_Status st = sr_compute(c, t, ix, src, dim, reduce, include_self, &v, &cn);
    if (st) { ts_release(ix); return st; }
    int64_t N = ts_numel(t);
    st = ts__new(c, t->dtype, t->ndim, t->shape, &r);
    if (!st) {
        bool isf = ts_dtype_is_float(t->dtype);
        for (int64_t k = 0; k < N; k++) {
            double x = v[k];
            if (reduce == 2 && cn[k] > 0) {
                if (!include_self && cn[k] == 0) {}
                x = isf ? x / (double)cn[k] : floor(x / (double)cn[k]);
            }
            if (isf) ts__storef(eptr(r, k), r->dtype, x);
            else ts__storei(eptr(r, k), r->dtype, (int64_t)x);
        }
    }
    nb_free(c->heap, v, sizeof(double) * (size_t)(N ? N : 1));
    nb_free(c->heap, cn, sizeof(int64_t) * (size_t)(N ? N : 1));
    if (st) { ts_release(ix); return st; }
    ts_Tensor *ins[2] = {t, src};
    if (ag_should_record(c, 2, ins)) {
        ag_Node *nd;
        st = ag_make(c, "ScatterReduceBackward0", scatter_reduce_bw, 2, ins, 1, &nd);
        if (!st) {
            nd->iv[0] = dim; nd->iv[1] = reduce; nd->iv[2] = include_self;
            st = ag_save(c, nd, 0, ix, false);
            if (!st) st = ag_save(c, nd, 1, t, false);
            if (!st) st = ag_save(c, nd, 2, src, false);
            if (!st) st = ag_save(c, nd, 3, r, true);
            if (!st) ag_set_output(nd, r, 0);
            ag_node_release(nd);
        }
    }
    ts_release(ix);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

/* ---- nonzero / tril_indices / triu_indices */

nb_Status ts_x_nonzero(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    int64_t n = ts_numel(t), cnt = 0, idx[TS_MAXDIM] = {0};
    for (int64_t k = 0; k < n; k++) {
        if (ts__loadf(eptr(t, soff(t, idx)), t->dtype) != 0) cnt++;
        next_idx(t->ndim, t->shape, idx);
    }
    int nd = t->ndim;
    int64_t bsh[2] = {nd, cnt};
    ts_Tensor *b, *r;
    TRY(ts__new(c, TS_INT64, 2, bsh, &b));
    int64_t *p = ts_data(b), w = 0;
    memset(idx, 0, sizeof idx);
    for (int64_t k = 0; k < n; k++) {
        if (ts__loadf(eptr(t, soff(t, idx)), t->dtype) != 0) {
            for (int d = 0; d < nd; d++) p[d * cnt + w] = idx[d];
            w++;
        }
        next_idx(t->ndim, t->shape, idx);
    }
    int64_t sh[2] = {cnt, nd}, sd[2] = {1, cnt ? cnt : 1};
    if (nd == 0 || cnt == 0) { sd[0] = nd ? nd : 1; sd[1] = 1; }
    nb_Status st = ts__alias(c, b, 2, sh, sd, 0, &r);
    ts_release(b);
    if (st) return st;
    ts_x_unview(r);
    *out = r;
    return NB_OK;
}

nb_Status ts_x_tri_indices(ts_Ctx *c, int64_t row, int64_t col, int64_t offset, bool upper, ts_DType dt,
                           ts_Tensor **out)
{
    if (row < 0) return ts_err(c, TS_ERR_RUNTIME, "row must be non-negative, got%lld", (long long)row);
    if (col < 0) return ts_err(c, TS_ERR_RUNTIME, "col must be non-negative, got%lld", (long long)col);
    int64_t cnt = 0;
    for (int64_t i = 0; i < row; i++)
        for (int64_t j = 0; j < col; j++)
            if (upper ? j - i >= offset : j - i <= offset) cnt++;
    int64_t sh[2] = {2, cnt};
    ts_Tensor *r;
    TRY(ts__new(c, dt, 2, sh, &r));
    int64_t w = 0;
    for (int64_t i = 0; i < row; i++)
        for (int64_t j = 0; j < col; j++)
            if (upper ? j - i >= offset : j - i <= offset) {
                ts__storei(eptr(r, w), dt, i);
                ts__storei(eptr(r, cnt + w), dt, j);
                w++;
            }
    *out = r;
    return NB_OK;
}

/* ---- view(dtype) */

nb_Status ts_x_view_dtype(ts_Ctx *c, ts_Tensor *t, ts_DType dt, ts_Tensor **out)
{
    int64_t os = (int64_t)ts_dtype_size(t->dtype), ns = (int64_t)ts_dtype_size(dt);
    int64_t sh[TS_MAXDIM], sd[TS_MAXDIM], off = t->offset;
    int nd = t->ndim;
    for (int i = 0; i < nd; i++) { sh[i] = t->shape[i]; sd[i] = t->stride[i]; }
    const char *a = ts_dtype_short(t->dtype), *b = ts_dtype_short(dt);
    if (os != ns) {
        if (nd == 0)
            return ts_err(c, TS_ERR_RUNTIME, "self.dim() cannot be 0 to view %s as %s (different element sizes)", a, b);
        if (t->stride[nd - 1] != 1)
            return ts_err(c, TS_ERR_RUNTIME, "self.stride(-1) must be 1 to view %s as %s (different element sizes), but got %lld",
                          a, b, (long long)t->stride[nd - 1]);
        if (ns > os) {
            int64_t f = ns / os;
            if (sh[nd - 1] % f)
                return ts_err(c, TS_ERR_RUNTIME, "self.size(-1) must be divisible by %lld to view %s as %s (different element sizes), but got %lld",
                              (long long)f, a, b, (long long)sh[nd - 1]);
            if (off % f)
                return ts_err(c, TS_ERR_RUNTIME, "self.storage_offset() must be divisible by %lld to view %s as %s (different element sizes), but got %lld",
                              (long long)f, a, b, (long long)off);
            for (int i = 0; i < nd - 1; i++)
                if (sd[i] % f)
                    return ts_err(c, TS_ERR_RUNTIME, "self.stride(%d) must be divisible by %lld to view %s as %s (different element sizes), but got %lld",
                                  i, (long long)f, a, b, (long long)sd[i]);
            sh[nd - 1] /= f;
            for (int i = 0; i < nd - 1; i++) sd[i] /= f;
            off /= f;
        } else {
            int64_t f = os / ns;
            sh[nd - 1] *= f;
            for (int i = 0; i < nd - 1; i++) sd[i] *= f;
            off *= f;
        }
    }
    ts_Tensor *r;
    TRY(ts__alias(c, t, nd, sh, sd, off, &r));
    r->dtype = dt;
    ts_x_unview(r);   /* PyTorch does not count it as a view (_is_view() False) */
    *out = r;
    return NB_OK;
}

/* ---- in-place view ops */

nb_Status ts_x_adopt_view(ts_Ctx *c, ts_Tensor *t, ts_Tensor *v, const char *name)
{
    t->ndim = v->ndim;
    memcpy(t->shape, v->shape, sizeof t->shape);
    memcpy(t->stride, v->stride, sizeof t->stride);
    t->offset = v->offset;
    if (v->grad_fn) {
        v->grad_fn->name = name;
        ag_node_retain(v->grad_fn);
        if (t->grad_fn) ag_node_release(t->grad_fn);
        t->grad_fn = v->grad_fn;
        t->output_nr = 0;
        t->requires_grad = true;
        t->view_ver = t->version->version;
    }
    (void)c;
    return NB_OK;
}

/* ---- repeat_interleave index */

nb_Status ts_x_repeat_index(ts_Ctx *c, ts_Tensor *rep, ts_Tensor **out)
{
    if (rep->ndim > 1) return ts_err(c, TS_ERR_RUNTIME, "repeats must be 0-dim or 1-dim tensor");
    if (rep->dtype != TS_INT64 && rep->dtype != TS_INT32)
        return ts_err(c, TS_ERR_RUNTIME, "repeats has to be Long or Int tensor");
    int64_t m = ts_numel(rep), total = 0;
    for (int64_t k = 0; k < m; k++) {
        int64_t v = ts_sc_to_i(ts_get_flat(rep, k));
        if (v < 0) return ts_err(c, TS_ERR_RUNTIME, "repeats can not be negative");
        total += v;
    }
    ts_Tensor *r;
    TRY(ts__new(c, TS_INT64, 1, &total, &r));
    int64_t *p = ts_data(r), w = 0;
    for (int64_t k = 0; k < m; k++) {
        int64_t v = ts_sc_to_i(ts_get_flat(rep, k));
        for (int64_t j = 0; j < v; j++) p[w++] = k;
    }
    *out = r;
    return NB_OK;
}

/* ---- preserve_format layout */

bool ts_x_dense_perm(const ts_Tensor *t, int *perm)
{
    int nd = t->ndim;
    for (int i = 0; i < nd; i++) perm[i] = i;
    /* insertion sort by stride descending (stable; size-1 dims keep their place relative order) */
    for (int i = 1; i < nd; i++) {
        int p = perm[i], j = i - 1;
        while (j >= 0) {
            int q = perm[j];
            bool swap = false;
            if (t->shape[q] != 1 && t->shape[p] != 1 && t->stride[q] < t->stride[p]) swap = true;
            if (!swap) break;
            perm[j + 1] = q;
            j--;
        }
        perm[j + 1] = p;
    }
    int64_t expect = 1;
    for (int i = nd - 1; i >= 0; i--) {
        int d = perm[i];
        if (t->shape[d] == 1) continue;
        if (t->stride[d] != expect) return false;
        expect *= t->shape[d];
    }
    return true;
}

nb_Status ts_x_empty_preserve(ts_Ctx *c, const ts_Tensor *t, ts_DType dt, ts_Tensor **out)
{
    int perm[TS_MAXDIM];
    ts_Tensor *r;
    TRY(ts__new(c, dt, t->ndim, t->shape, &r));
    if (t->ndim >= 2 && !ts_is_contiguous(t) && ts_x_dense_perm(t, perm))
        memcpy(r->stride, t->stride, sizeof(int64_t) * (size_t)t->ndim);
    *out = r;
    return NB_OK;
}

/* TensorIterator's output layout for inputs ops broadcast to shape: false
 * when it is the contiguous one, else *st holds the strides. */
static bool iter_strides(int nops, ts_Tensor *const *ops, int nd, const int64_t *shape, int64_t *st)
{
    if (nd < 2) return false;
    bool all_contig = true, same = true;
    for (int k = 0; k < nops; k++) {
        const ts_Tensor *o = ops[k];
        bool full = o->ndim == nd && !memcmp(o->shape, shape, sizeof(int64_t) * (size_t)nd);
        if (!full || !ts_is_contiguous(o)) all_contig = false;
        if (!full || memcmp(o->stride, ops[0]->stride, sizeof(int64_t) * (size_t)nd)) same = false;
    }
    if (all_contig) return false;
    int perm[TS_MAXDIM];
    if (same && ops[0]->ndim == nd && ts_x_dense_perm(ops[0], perm)) {
        memcpy(st, ops[0]->stride, sizeof(int64_t) * (size_t)nd);
        return true;
    }
    int64_t bs[4][TS_MAXDIM];
    for (int k = 0; k < nops && k < 4; k++) {
        const ts_Tensor *o = ops[k];
        int lead = nd - o->ndim;
        for (int d = 0; d < nd; d++) {
            int j = d - lead;
            bs[k][d] = (j < 0 || (o->shape[j] == 1 && shape[d] != 1)) ? 0 : o->stride[j];
        }
    }
    int p[TS_MAXDIM];
    for (int i = 0; i < nd; i++) p[i] = nd - 1 - i;   /* p[0] = fastest */
    for (int i = 1; i < nd; i++) {
        int d1 = i;
        for (int d0 = i - 1; d0 >= 0; d0--) {
            int a = p[d0], b = p[d1], cmp = 0;
            for (int k = 0; k < nops && k < 4; k++) {
                int64_t s0 = bs[k][a], s1 = bs[k][b];
                if (s0 == 0 || s1 == 0) continue;
                if (s0 < s1) { cmp = -1; break; }
                if (s0 > s1) { cmp = 1; break; }
                if (shape[a] > shape[b]) { cmp = 1; break; }
            }
            if (cmp > 0) { p[d0] = b; p[d1] = a; d1 = d0; }
            else if (cmp < 0) break;
        }
    }
    bool ident = true;
    for (int i = 0; i < nd; i++) if (p[i] != nd - 1 - i) ident = false;
    if (ident) return false;
    int64_t acc = 1;
    for (int i = 0; i < nd; i++) { st[p[i]] = acc; acc *= shape[p[i]]; }
    return true;
}

nb_Status ts_x_relayout(ts_Ctx *c, int nops, ts_Tensor *const *ops, ts_Tensor **r)
{
    int64_t st[TS_MAXDIM];
    ts_Tensor *x = *r, *y;
    if (!iter_strides(nops, ops, x->ndim, x->shape, st)) return NB_OK;
    TRY(ts__new(c, x->dtype, x->ndim, x->shape, &y));
    memcpy(y->stride, st, sizeof(int64_t) * (size_t)x->ndim);
    ts__copy_into(y, x);
    ts_release(x);
    *r = y;
    return NB_OK;
}

nb_Status ts_x_clone_preserve(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    ts_Tensor *r;
    TRY(ts_clone(c, t, &r));
    int perm[TS_MAXDIM];
    if (t->ndim >= 2 && !ts_is_contiguous(t)) {
        int64_t st[TS_MAXDIM];
        bool dense = ts_x_dense_perm(t, perm);
        if (dense) memcpy(st, t->stride, sizeof st);
        if (dense || iter_strides(1, &t, t->ndim, t->shape, st)) {
            /* same values, PyTorch's layout: restride the fresh (unshared) result in place */
            ts_Tensor *y;
            nb_Status s = ts__new(c, r->dtype, r->ndim, r->shape, &y);
            if (s) { ts_release(r); return s; }
            memcpy(y->stride, st, sizeof(int64_t) * (size_t)t->ndim);
            ts__copy_into(y, r);
            /* swap storages so r keeps its autograd node */
            ts_Storage *tmp = r->storage; r->storage = y->storage; y->storage = tmp;
            memcpy(r->stride, y->stride, sizeof r->stride);
            ts_release(y);
        }
    }
    *out = r;
    return NB_OK;
}

/* ---- memory formats (0 contiguous, 1 preserve, 2 channels_last, 3 channels_last_3d) */

/* PyTorch's is_contiguous(memory_format=channels_last[_3d]): strides dense in
 * the order C, W, H(, D), N, size-1 dims ignored. */
bool ts_x_is_contiguous_mf(const ts_Tensor *t, int kind)
{
    static const int o4[] = {1, 3, 2, 0}, o5[] = {1, 4, 3, 2, 0};
    if (kind != 2 && kind != 3) return ts_is_contiguous(t);
    int n = kind == 2 ? 4 : 5;
    if (t->ndim != n) return false;
    const int *o = kind == 2 ? o4 : o5;
    int64_t expected = 1;
    for (int i = 0; i < n; i++) {
        int64_t sz = t->shape[o[i]];
        if (sz != 1) {
            if (t->stride[o[i]] != expected) return false;
            expected *= sz;
        }
    }
    return true;
}

/* Copy of t (CloneBackward0) laid out in memory format `kind` (2/3: channels-last
 * strides as c10's get_channels_last_strides; 0: contiguous; 1: preserve). */
nb_Status ts_x_clone_mf(ts_Ctx *c, ts_Tensor *t, int kind, ts_Tensor **out)
{
    if (kind == 1) return ts_x_clone_preserve(c, t, out);
    if (kind == 2 && t->ndim != 4) return ts_err(c, TS_ERR_RUNTIME, "required rank 4 tensor to use channels_last format");
    if (kind == 3 && t->ndim != 5) return ts_err(c, TS_ERR_RUNTIME, "required rank 5 tensor to use channels_last_3d format");
    ts_Tensor *r, *y;
    TRY(ts_clone(c, t, &r));
    if (kind == 0) { *out = r; return NB_OK; }
    nb_Status s = ts__new(c, r->dtype, r->ndim, r->shape, &y);
    if (s) { ts_release(r); return s; }
    const int64_t *sz = t->shape;
    int64_t *st = y->stride;
    st[1] = 1;
    if (kind == 2) {
        st[3] = sz[1]; st[2] = st[3] * sz[3]; st[0] = st[2] * sz[2];
    } else {
        st[4] = sz[1]; st[3] = st[4] * sz[4]; st[2] = st[3] * sz[3]; st[0] = st[2] * sz[2];
    }
    ts__copy_into(y, r);
    /* swap storages so r keeps its autograd node */
    ts_Storage *tmp = r->storage; r->storage = y->storage; y->storage = tmp;
    memcpy(r->stride, y->stride, sizeof r->stride);
    ts_release(y);
    *out = r;
    return NB_OK;
}
