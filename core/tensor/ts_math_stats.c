/* ts_math_stats.c — reductions, scans and selections of the math area:
 * cummax/cummin, logcumsumexp, nansum/nanmean, median/nanmedian, kthvalue,
 * mode, quantile, count_nonzero, bincount, histc, unique, searchsorted, diff.
 * Work happens on a contiguous copy with the reduced dim moved last
 * ("rows": outer x n). */
#include <stdlib.h>
#include <string.h>

#include "ts_impl.h"
#include "ts_math.h"

/* Contiguous copy of t in dtype ct with dim moved last; *outer x *n. */
static nb_Status rows_of(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_DType ct, ts_Tensor **out, int64_t *outer,
                         int64_t *n)
{
    ts__NoGrad ng = ts__nograd_begin(c);
    ts_Tensor *p = NULL;
    nb_Status st;
    if (t->ndim == 0) {
        st = ts_reshape(c, t, 1, (int64_t[]){1}, &p);
    } else {
        int64_t perm[TS_MAXDIM];
        int k = 0;
        for (int i = 0; i < t->ndim; i++)
            if (i != dim) perm[k++] = i;
        perm[k] = dim;
        st = ts_permute(c, t, perm, t->ndim, &p);
    }
    ts__nograd_end(c, ng);
    if (st) return st;
    st = ts__as(c, p, ct, out);
    ts_release(p);
    if (st) return st;
    *n = t->ndim ? t->shape[dim] : 1;
    int64_t tot = ts_numel(t);
    *outer = *n ? tot / *n : 0;
    if (*n == 0) {
        *outer = 1;
        for (int i = 0; i < t->ndim; i++)
            if (i != dim) *outer *= t->shape[i];
    }
    return NB_OK;
}

/* Shape of t reduced over dim (kept as 1 when keepdim). */
static int red_shape(const ts_Tensor *t, int64_t dim, bool keepdim, int64_t *shape)
{
    int k = 0;
    for (int i = 0; i < t->ndim; i++) {
        if (i == dim) {
            if (keepdim) shape[k++] = 1;
        } else {
            shape[k++] = t->shape[i];
        }
    }
    return k;
}

/* A rows-layout result (shape of t with dim moved last) permuted back and made contiguous. */
static nb_Status rows_back(ts_Ctx *c, ts_Tensor *r, int ndim, int64_t dim, ts_Tensor **out)
{
    if (ndim <= 1) { ts_retain(r); *out = r; return NB_OK; }
    int64_t inv[TS_MAXDIM];
    for (int i = 0; i < ndim; i++) {
        int src = i < dim ? i : i == dim ? ndim - 1 : i - 1;
        inv[i] = src;
    }
    ts_Tensor *p;
    TRY(ts_permute(c, r, inv, ndim, &p));
    nb_Status st = ts__as(c, p, p->dtype, out);
    ts_release(p);
    return st;
}

/* Rows-layout tensor for t reshaped: [outer dims..., n] new tensor of dtype dt. */
static nb_Status rows_new(ts_Ctx *c, const ts_Tensor *t, int64_t dim, ts_DType dt, ts_Tensor **out)
{
    int64_t sh[TS_MAXDIM];
    int k = 0;
    for (int i = 0; i < t->ndim; i++)
        if (i != dim) sh[k++] = t->shape[i];
    if (t->ndim) sh[k++] = t->shape[dim];
    return ts__new(c, dt, k, sh, out);
}

static double getd(const ts_Tensor *t, int64_t i)
{
    const char *p = (const char *)ts_data(t) + i * (int64_t)ts_dtype_size(t->dtype);
    return ts__loadf(p, t->dtype);
}
static void setd(ts_Tensor *t, int64_t i, double v)
{
    ts__storef((char *)ts_data(t) + i * (int64_t)ts_dtype_size(t->dtype), t->dtype, v);
}

/* ---------------------------------------------------------------- selection backward */

/* grad_in = zeros(input).scatter(_add)(dim, idx, grad) with keepdim handling.
 * iv[0] dim, iv[1] keepdim, iv[2] 1 = scatter_add; saved 0 = indices. */
static nb_Status sel_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *idx;
    TRY(ag_unpack(c, n, 0, &idx));
    int64_t dim = n->iv[0];
    ag_Meta *m = &n->meta[0];
    ts_Tensor *z = NULL, *gi = NULL, *ii = NULL;
    nb_Status st;
    TRYG(ts_zeros(c, m->ndim, m->shape, g[0]->dtype, &z));
    if (m->ndim == 0) {
        ts_retain(g[0]);
        gin[0] = g[0];
        goto done;
    }
    if (!n->iv[1] && !n->iv[2]) {
        TRYG(ts_unsqueeze(c, g[0], dim, &gi));
        TRYG(ts_unsqueeze(c, idx, dim, &ii));
    } else {
        ts_retain(g[0]); gi = g[0];
        ts_retain(idx); ii = idx;
    }
    TRYG(ts_scatter(c, z, dim, ii, gi, n->iv[2] != 0, &gin[0]));
done:
    ts_release(z); ts_release(gi); ts_release(ii);
    return st;
}

static nb_Status rec_sel(ts_Ctx *c, const char *name, ts_Tensor *t, ts_Tensor *vals, ts_Tensor *idx, int64_t dim,
                         bool keepdim, bool add)
{
    if (!ts_dtype_is_float(t->dtype) || !ag_should_record(c, 1, &t)) return NB_OK;
    ag_Node *n;
    TRY(ag_make(c, name, sel_bw, 1, &t, 2, &n));
    nb_Status st = ag_save(c, n, 0, idx, true);
    /* cummax / cummin also keep their input (PyTorch's _saved_self) */
    if (!st && !strncmp(name, "Cum", 3)) st = ag_save(c, n, 1, t, false);
    if (st) { ag_node_release(n); return st; }
    n->iv[0] = dim; n->iv[1] = keepdim; n->iv[2] = add;
    ag_set_output(n, vals, 0);
    ag_node_release(n);
    return NB_OK;
}

/* ---------------------------------------------------------------- cummax / cummin */

nb_Status xm_cummaxmin(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool ismax, ts_Tensor **vals, ts_Tensor **idx)
{
    TRY(ts__wrap_dim(c, &dim, t->ndim ? t->ndim : 1));
    if (t->ndim == 0) dim = 0;
    ts_Tensor *src = NULL, *rv = NULL, *ri = NULL, *v = NULL, *ix = NULL;
    int64_t outer, n;
    nb_Status st;
    ts_DType ct = ts_dtype_is_float(t->dtype) ? TS_FLOAT64 : TS_INT64;
    TRYG(rows_of(c, t, t->ndim ? dim : 0, ct, &src, &outer, &n));
    TRYG(rows_new(c, t, dim, t->dtype, &rv));
    TRYG(rows_new(c, t, dim, TS_INT64, &ri));
    TRYG(ts_charge(c, (uint64_t)(outer * n)));
    for (int64_t o = 0; o < outer; o++) {
        int64_t best = 0;
        if (ct == TS_FLOAT64) {
            const double *x = (const double *)ts_data(src) + o * n;
            double out = n ? x[0] : 0;
            for (int64_t i = 0; i < n; i++) {
                double e = x[i];
                if (isnan(e) || (!isnan(out) && (ismax ? e >= out : e <= out))) { out = e; best = i; }
                setd(rv, o * n + i, out);
                ((int64_t *)ts_data(ri))[o * n + i] = best;
            }
        } else {
            const int64_t *x = (const int64_t *)ts_data(src) + o * n;
            int64_t out = n ? x[0] : 0;
            for (int64_t i = 0; i < n; i++) {
                if (ismax ? x[i] >= out : x[i] <= out) { out = x[i]; best = i; }
                ts__storei((char *)ts_data(rv) + (o * n + i) * (int64_t)ts_dtype_size(t->dtype), t->dtype, out);
                ((int64_t *)ts_data(ri))[o * n + i] = best;
            }
        }
    }
    TRYG(rows_back(c, rv, t->ndim, dim, &v));
    TRYG(rows_back(c, ri, t->ndim, dim, &ix));
    TRYG(rec_sel(c, ismax ? "CummaxBackward0" : "CumminBackward0", t, v, ix, dim, true, true));
    *vals = v; *idx = ix;
    v = ix = NULL;
done:
    ts_release(src); ts_release(rv); ts_release(ri); ts_release(v); ts_release(ix);
    return st;
}

/* ---------------------------------------------------------------- logcumsumexp */

static double lae(double x, double y)
{
    double mn = isnan(y) ? y : (x < y ? x : y), mx = isnan(y) ? y : (x > y ? x : y);
    if (isnan(x) && !isnan(y)) { mn = x; mx = x; }
    if (mn != mx || isfinite(mn)) return log1p(exp(mn - mx)) + mx;
    return x;
}

static nb_Status lcse_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x, *r;
    TRY(ag_unpack(c, n, 0, &x));
    TRY(ag_unpack(c, n, 1, &r));
    int64_t dim = n->iv[0], outer, len;
    ts_Tensor *xs = NULL, *rs = NULL, *gs = NULL, *res = NULL;
    nb_Status st;
    TRYG(rows_of(c, x, dim, TS_FLOAT64, &xs, &outer, &len));
    TRYG(rows_of(c, r, dim, TS_FLOAT64, &rs, &outer, &len));
    TRYG(rows_of(c, g[0], dim, TS_FLOAT64, &gs, &outer, &len));
    TRYG(rows_new(c, x, dim, x->dtype, &res));
    TRYG(ts_charge(c, (uint64_t)(outer * len * len)));
    for (int64_t o = 0; o < outer; o++) {
        const double *xv = (double *)ts_data(xs) + o * len, *rv = (double *)ts_data(rs) + o * len,
                     *gv = (double *)ts_data(gs) + o * len;
        for (int64_t i = 0; i < len; i++) {
            double s = 0;
            for (int64_t j = i; j < len; j++)
                s += gv[j] * exp(xv[i] - rv[j]);
            setd(res, o * len + i, s);
        }
    }
    st = rows_back(c, res, x->ndim, dim, &gin[0]);
done:
    ts_release(xs); ts_release(rs); ts_release(gs); ts_release(res);
    return st;
}

nb_Status xm_logcumsumexp(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor **out)
{
    TRY(ts__wrap_dim(c, &dim, t->ndim ? t->ndim : 1));
    if (t->ndim == 0) dim = 0;
    ts_DType odt = ts_dtype_is_float(t->dtype) ? t->dtype : c->default_float;
    ts_Tensor *src = NULL, *rv = NULL, *v = NULL;
    int64_t outer, n;
    nb_Status st;
    TRYG(rows_of(c, t, dim, TS_FLOAT64, &src, &outer, &n));
    TRYG(rows_new(c, t, dim, odt, &rv));
    TRYG(ts_charge(c, (uint64_t)(outer * n)));
    for (int64_t o = 0; o < outer; o++) {
        const double *x = (const double *)ts_data(src) + o * n;
        double cum = -INFINITY;
        for (int64_t i = 0; i < n; i++) {
            double xi = odt == TS_FLOAT64 ? x[i] : (double)(float)x[i];
            cum = lae(xi, cum);
            if (odt != TS_FLOAT64) cum = (double)(float)cum;
            setd(rv, o * n + i, cum);
        }
    }
    TRYG(rows_back(c, rv, t->ndim, dim, &v));
    if (ts_dtype_is_float(t->dtype) && ag_should_record(c, 1, &t)) {
        ag_Node *nd;
        TRYG(ag_make(c, "LogcumsumexpBackward0", lcse_bw, 1, &t, 1, &nd));
        st = ag_save(c, nd, 0, t, false);
        if (!st) st = ag_save(c, nd, 1, v, true);
        nd->iv[0] = dim;
        if (!st) ag_set_output(nd, v, 0);
        ag_node_release(nd);
        if (st) goto done;
    }
    *out = v; v = NULL;
done:
    ts_release(src); ts_release(rv); ts_release(v);
    return st;
}

/* ---------------------------------------------------------------- nansum / nanmean */

/* grad expanded back over reduced dims (iv[0..ndim) mask, iv[TS_MAXDIM] keepdim), times !isnan(x). */
static nb_Status nansum_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x;
    TRY(ag_unpack(c, n, 0, &x));
    ts_Tensor *gg = g[0], *tmp = NULL, *e = NULL, *nn = NULL, *ok = NULL;
    nb_Status st = NB_OK;
    ts_retain(gg);
    if (!n->iv[TS_MAXDIM]) {
        for (int i = 0; i < x->ndim; i++) {
            if (!n->iv[i]) continue;
            TRYG(ts_unsqueeze(c, gg, i, &tmp));
            ts_release(gg); gg = tmp; tmp = NULL;
        }
    }
    TRYG(ts_expand(c, gg, x->ndim, x->shape, &e));
    TRYG(ts_unary(c, TS_ISNAN, x, &nn));
    TRYG(ts_unary(c, TS_LOGICAL_NOT, nn, &ok));
    TRYG(ts_binary(c, TS_MUL, e, ok, &gin[0]));
done:
    ts_release(gg); ts_release(tmp); ts_release(e); ts_release(nn); ts_release(ok);
    return st;
}

nb_Status xm_nansum(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int nd, bool keepdim, int dtype, bool mean,
                    ts_Tensor **out)
{
    if (mean && !ts_dtype_is_float(t->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "nanmean(): expected input to have floating point or complex dtype but got %s",
                      ts_dtype_short(t->dtype));
    bool mask[TS_MAXDIM];
    TRY(ts__dim_mask(c, t, dims, nd, mask));
    ts_Tensor *nn = NULL, *z = NULL, *f = NULL, *s = NULL, *ok = NULL, *cnt = NULL;
    nb_Status st;
    ts__NoGrad ng = ts__nograd_begin(c);
    if (ts_dtype_is_float(t->dtype)) {
        st = ts_unary(c, TS_ISNAN, t, &nn);
        if (!st) st = ts__scalar_like(c, 0, t->dtype, &z);
        if (!st) st = ts_masked_fill(c, t, nn, z, &f);
    } else {
        ts_retain(t); f = t; st = NB_OK;
    }
    if (!st) st = ts_sum(c, f, dims, nd, keepdim, dtype, &s);
    ts__nograd_end(c, ng);
    if (st) goto done;
    if (ts_dtype_is_float(s->dtype) && ag_should_record(c, 1, &t)) {
        ag_Node *n;
        TRYG(ag_make(c, "NansumBackward0", nansum_bw, 1, &t, 1, &n));
        st = ag_save(c, n, 0, t, false);
        for (int i = 0; i < t->ndim; i++) n->iv[i] = mask[i];
        n->iv[TS_MAXDIM] = keepdim;
        if (!st) ag_set_output(n, s, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    if (mean) {
        ts__NoGrad ng2 = ts__nograd_begin(c);
        st = ts_unary(c, TS_LOGICAL_NOT, nn, &ok);
        if (!st) st = ts_sum(c, ok, dims, nd, keepdim, TS_NODTYPE, &cnt);
        ts__nograd_end(c, ng2);
        if (st) goto done;
        ts_Tensor *q;
        TRYG(ts_binary(c, TS_DIV, s, cnt, &q));
        ts_release(s);
        s = q;
    }
    *out = s; s = NULL;
done:
    ts_release(nn); ts_release(z); ts_release(f); ts_release(s); ts_release(ok); ts_release(cnt);
    return st;
}

/* ---------------------------------------------------------------- order statistics */

typedef struct { double v; int64_t i; } VI;

/* ascending, NaN last, ties by index (stable) */
static int vi_cmp(const void *pa, const void *pb)
{
    const VI *a = pa, *b = pb;
    bool na = isnan(a->v), nb = isnan(b->v);
    if (na != nb) return na ? 1 : -1;
    if (!na && a->v != b->v) return a->v < b->v ? -1 : 1;
    return a->i < b->i ? -1 : a->i > b->i;
}

/* evenly distributed grad over elements equal to the result (MedianBackward0) */
static nb_Status even_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x, *r;
    TRY(ag_unpack(c, n, 0, &x));
    TRY(ag_unpack(c, n, 1, &r));
    ts_Tensor *eq = NULL, *cnt = NULL, *q = NULL, *mf = NULL;
    nb_Status st;
    double rv = ts_get_flat_f(r, 0);
    if (isnan(rv)) TRYG(ts_unary(c, TS_ISNAN, x, &eq));
    else TRYG(ts_binary(c, TS_EQ, x, r, &eq));
    TRYG(ts_to_dtype(c, eq, g[0]->dtype, false, &mf));
    TRYG(ts_sum(c, mf, NULL, 0, false, TS_NODTYPE, &cnt));
    TRYG(ts_binary(c, TS_DIV, g[0], cnt, &q));
    TRYG(ts_binary(c, TS_MUL, mf, q, &gin[0]));
done:
    ts_release(eq); ts_release(cnt); ts_release(q); ts_release(mf);
    return st;
}

/* kind: 0 median, 1 nanmedian, 2 kthvalue (k 0-based), 3 mode */
static nb_Status order_stat(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool keepdim, int kind, int64_t k,
                            const char *fname, const char *bwname, ts_Tensor **vals, ts_Tensor **idx)
{
    int nd0 = t->ndim ? t->ndim : 1;
    TRY(ts__wrap_dim(c, &dim, nd0));
    if (t->ndim == 0) dim = 0;
    if (t->ndim && t->shape[dim] == 0 && kind != 2)
        return ts_err(c, TS_ERR_INDEX, "%s(): Expected reduction dim %lld to have non-zero size.", fname, (long long)dim);
    int64_t n0 = t->ndim ? t->shape[dim] : 1;
    if (kind == 2 && (k < 0 || k >= n0))
        return ts_err(c, TS_ERR_RUNTIME, "kthvalue(): selected number k out of range for dimension %lld", (long long)dim);
    ts_Tensor *src = NULL, *v = NULL, *ix = NULL;
    int64_t outer, n, sh[TS_MAXDIM];
    int ndo = t->ndim ? red_shape(t, dim, keepdim, sh) : 0;
    nb_Status st;
    VI *buf = NULL;
    TRYG(rows_of(c, t, dim, TS_FLOAT64, &src, &outer, &n));
    TRYG(ts__new(c, t->dtype, ndo, sh, &v));
    TRYG(ts__new(c, TS_INT64, ndo, sh, &ix));
    TRYG(ts_charge(c, (uint64_t)(outer * n * 4)));
    buf = nb_alloc(c->heap, sizeof(VI) * (size_t)(n ? n : 1));
    if (!buf) { st = ts_oom(c); goto done; }
    for (int64_t o = 0; o < outer; o++) {
        const double *x = (const double *)ts_data(src) + o * n;
        int64_t nn = 0, firstnan = -1;
        for (int64_t i = 0; i < n; i++) {
            buf[i].v = x[i];
            buf[i].i = i;
            if (isnan(x[i])) { if (firstnan < 0) firstnan = i; } else nn++;
        }
        qsort(buf, (size_t)n, sizeof(VI), vi_cmp);
        VI pick;
        if (kind == 0) {
            if (firstnan >= 0) { pick.v = NAN; pick.i = firstnan; }
            else pick = buf[(n - 1) / 2];
        } else if (kind == 1) {
            if (nn == 0) { pick.v = NAN; pick.i = firstnan; }
            else pick = buf[(nn - 1) / 2];
        } else if (kind == 2) {
            pick = buf[k];
        }
        if (kind <= 2) {
            /* among equal values PyTorch's selection reports the largest index */
            for (int64_t q = 0; q < n && !isnan(pick.v); q++)
                if (buf[q].v == pick.v && buf[q].i > pick.i) pick.i = buf[q].i;
        } else {
            /* mode: most frequent value (smallest on ties), its last index */
            int64_t best = 0, bestlen = 0;
            for (int64_t i = 0; i < n;) {
                int64_t j = i;
                while (j + 1 < n && buf[j + 1].v == buf[i].v) j++;
                if (j - i + 1 > bestlen) { bestlen = j - i + 1; best = i; }
                i = j + 1;
            }
            pick = buf[best + bestlen - 1];
        }
        setd(v, o, pick.v);
        ((int64_t *)ts_data(ix))[o] = pick.i;
    }
    TRYG(rec_sel(c, bwname, t, v, ix, dim, keepdim, false));
    *vals = v; *idx = ix;
    v = ix = NULL;
done:
    if (buf) nb_free(c->heap, buf, sizeof(VI) * (size_t)(n ? n : 1));
    ts_release(src); ts_release(v); ts_release(ix);
    return st;
}

nb_Status xm_median(ts_Ctx *c, ts_Tensor *t, bool has_dim, int64_t dim, bool keepdim, bool nan, ts_Tensor **vals,
                    ts_Tensor **idx)
{
    if (has_dim)
        return order_stat(c, t, dim, keepdim, nan ? 1 : 0, 0, nan ? "nanmedian" : "median",
                          nan ? "NanmedianBackward1" : "MedianBackward1", vals, idx);
    /* over all elements: value only; empty → nan */
    int64_t n = ts_numel(t);
    ts_Tensor *flat = NULL, *v = NULL, *ix = NULL, *r = NULL;
    nb_Status st;
    if (n == 0) {
        TRY(ts__new(c, t->dtype, 0, NULL, &r));
        setd(r, 0, NAN);
        *vals = r;
        return NB_OK;
    }
    {
        ts__NoGrad ng = ts__nograd_begin(c);
        st = ts_reshape(c, t, 1, (int64_t[]){n}, &flat);
        ts__nograd_end(c, ng);
    }
    if (st) return st;
    {
        ts__NoGrad ng = ts__nograd_begin(c);
        st = order_stat(c, flat, 0, false, nan ? 1 : 0, 0, nan ? "nanmedian" : "median", "", &v, &ix);
        ts__nograd_end(c, ng);
    }
    if (st) goto done;
    if (ts_dtype_is_float(t->dtype) && ag_should_record(c, 1, &t)) {
        ag_Node *nd;
        TRYG(ag_make(c, nan ? "NanmedianBackward0" : "MedianBackward0", even_bw, 1, &t, 1, &nd));
        st = ag_save(c, nd, 0, t, false);
        if (!st) st = ag_save(c, nd, 1, v, true);
        if (!st) ag_set_output(nd, v, 0);
        ag_node_release(nd);
        if (st) goto done;
    }
    *vals = v; v = NULL;
done:
    ts_release(flat); ts_release(v); ts_release(ix);
    return st;
}

nb_Status xm_kthvalue(ts_Ctx *c, ts_Tensor *t, int64_t k, int64_t dim, bool keepdim, ts_Tensor **vals, ts_Tensor **idx)
{
    return order_stat(c, t, dim, keepdim, 2, k - 1, "kthvalue", "KthvalueBackward0", vals, idx);
}

nb_Status xm_mode(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool keepdim, ts_Tensor **vals, ts_Tensor **idx)
{
    return order_stat(c, t, dim, keepdim, 3, 0, "mode", "ModeBackward0", vals, idx);
}

/* ---------------------------------------------------------------- quantile */

/* ATen's quantile graph for a scalar q without keepdim: sort (of the
 * flattened input, the input, or its dim moved last), a view to rows, a
 * gather of the rank below (and for linear / midpoint the rank above, lerped
 * in place into the first), the q dim squeezed in place. The result's values
 * are overwritten by the caller with the exact ones. */
static nb_Status quantile_graph(ts_Ctx *c, ts_Tensor *t, bool has_dim, int64_t dim, int interp, double rank,
                                ts_Tensor **out)
{
    ts_Tensor *a = NULL, *b = NULL, *sorted = NULL, *idx = NULL, *rows = NULL, *lo = NULL, *hi = NULL, *ih = NULL;
    ts_Tensor *w = NULL, *l = NULL;
    nb_Status st;
    int64_t sh[TS_MAXDIM + 1];
    int nd = 0;
    if (!has_dim) {
        int64_t m1 = -1;
        TRYG(ts_reshape(c, t, 1, &m1, &a));
        TRYG(ts_sort(c, a, -1, false, &sorted, &idx));
    } else if (t->ndim == 0 || dim == t->ndim - 1) {
        TRYG(ts_sort(c, t, -1, false, &sorted, &idx));
    } else {
        TRYG(ts_unsqueeze(c, t, -1, &a));
        TRYG(ts_transpose(c, a, dim, -1, &b));
        TRYG(ts_sort(c, b, -1, false, &sorted, &idx));
    }
    if (has_dim)
        for (int i = 0; i < t->ndim; i++)
            if (i != dim) sh[nd++] = t->shape[i];
    sh[nd++] = sorted->ndim ? sorted->shape[sorted->ndim - 1] : 1;
    TRYG(ts_reshape(c, sorted, nd, sh, &rows));
    sh[nd - 1] = 1;
    ts_release(idx); idx = NULL;
    TRYG(ts_full(c, nd, sh, ts_sc_i((int64_t)floor(rank)), TS_INT64, &idx));
    TRYG(ts_gather(c, rows, -1, idx, &lo));
    if (interp == 0 || interp == 3) {
        TRYG(ts_full(c, nd, sh, ts_sc_i((int64_t)ceil(rank)), TS_INT64, &ih));
        TRYG(ts_gather(c, rows, -1, ih, &hi));
        TRYG(ts_full(c, nd, sh, ts_sc_f(interp == 3 ? 0.5 : rank - floor(rank)), t->dtype, &w));
        TRYG(ts_lerp(c, lo, hi, w, &l));
        st = xm_commit(c, lo, l);   /* values_below.lerp_(values_above, weights) */
        l = NULL;
        if (st) goto done;
    }
    TRYG(ts_squeeze(c, lo, (int64_t[]){-1}, 1, out));
    if ((*out)->grad_fn) (*out)->grad_fn->name = "SqueezeBackward4";   /* squeeze_(-1) */
done:
    ts_release(a); ts_release(b); ts_release(sorted); ts_release(idx); ts_release(rows); ts_release(lo);
    ts_release(hi); ts_release(ih); ts_release(w); ts_release(l);
    return st;
}

nb_Status xm_quantile(ts_Ctx *c, ts_Tensor *t, ts_Tensor *q, bool has_dim, int64_t dim, bool keepdim, int interp,
                      bool nan, const char *fname, ts_Tensor **out)
{
    if (t->dtype != TS_FLOAT32 && t->dtype != TS_FLOAT64)
        return ts_err(c, TS_ERR_RUNTIME, "%s() input tensor must be either float or double dtype", fname);
    if (q->ndim > 1)
        return ts_err(c, TS_ERR_RUNTIME, "%s() q must be a scalar or 1D tensor", fname);
    if (q->dtype != t->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "%s() q tensor must be same dtype as the input tensor", fname);
    int64_t nq = ts_numel(q);
    for (int64_t i = 0; i < nq; i++) {
        double qv = ts_get_flat_f(q, i);
        if (!(qv >= 0 && qv <= 1))
            return ts_err(c, TS_ERR_RUNTIME, "%s() q values must be in the range [0, 1]", fname);
    }
    ts_Tensor *src = NULL, *flat = NULL, *r = NULL;
    nb_Status st;
    int64_t outer, n, sh[TS_MAXDIM + 1];
    int ndo = 0;
    ts_Tensor *base = t;
    if (!has_dim) {
        int64_t tot = ts_numel(t);
        ts__NoGrad ng = ts__nograd_begin(c);
        st = ts_reshape(c, t, 1, (int64_t[]){tot}, &flat);
        ts__nograd_end(c, ng);
        if (st) return st;
        base = flat;
        dim = 0;
    } else {
        TRY(ts__wrap_dim(c, &dim, t->ndim ? t->ndim : 1));
        if (t->ndim == 0) dim = 0;
    }
    if (q->ndim == 1) sh[ndo++] = nq;
    if (has_dim) {
        ndo += red_shape(t, dim, keepdim, sh + ndo);
    } else if (keepdim) {
        for (int i = 0; i < t->ndim; i++) sh[ndo++] = 1;
    }
    TRYG(rows_of(c, base, dim, t->dtype, &src, &outer, &n));
    TRYG(ts__new(c, t->dtype, ndo, sh, &r));
    TRYG(ts_charge(c, (uint64_t)(outer * n * 4 + nq)));
    bool f32 = t->dtype == TS_FLOAT32;
    double *row = nb_alloc(c->heap, sizeof(double) * (size_t)(n ? n : 1));
    if (!row) { st = ts_oom(c); goto done; }
    for (int64_t o = 0; o < outer; o++) {
        int64_t nn = 0;
        bool anynan = false;
        for (int64_t i = 0; i < n; i++) {
            double x = getd(src, o * n + i);
            row[i] = x;
            if (isnan(x)) anynan = true; else nn++;
        }
        VI *tmp = NULL;
        (void)tmp;
        /* sort ascending with NaN last */
        for (int64_t i = 1; i < n; i++) {
            double x = row[i];
            int64_t j = i - 1;
            while (j >= 0 && (isnan(row[j]) ? !isnan(x) : (!isnan(x) && row[j] > x))) { row[j + 1] = row[j]; j--; }
            row[j + 1] = x;
        }
        for (int64_t qi = 0; qi < nq; qi++) {
            double qv = ts_get_flat_f(q, qi), res;
            int64_t last = nan ? nn - 1 : n - 1;
            if (n == 0 || (nan && nn == 0) || (!nan && anynan)) {
                res = NAN;
            } else {
                double rank;
                if (f32) rank = (double)((float)qv * (float)last);
                else rank = qv * (double)last;
                if (interp == 1) rank = floor(rank);
                else if (interp == 2) rank = ceil(rank);
                else if (interp == 4) rank = nearbyint(rank);
                double lo = floor(rank), hi = ceil(rank);
                double a = row[(int64_t)lo], b = row[(int64_t)hi];
                if (interp == 3) {
                    if (f32) res = (double)((float)a + ((float)b - (float)a) * 0.5f);
                    else res = a + (b - a) * 0.5;
                } else if (f32) {
                    float w = (float)rank - (float)lo, fa = (float)a, fb = (float)b;
                    res = w < 0.5f ? fa + w * (fb - fa) : fb - (fb - fa) * (1 - w);
                } else {
                    double w = rank - lo;
                    res = w < 0.5 ? a + w * (b - a) : b - (b - a) * (1 - w);
                }
            }
            setd(r, qi * outer + o, res);
        }
    }
    nb_free(c->heap, row, sizeof(double) * (size_t)(n ? n : 1));
    if (q->ndim == 0 && !keepdim && ag_should_record(c, 1, &t)) {
        /* values as computed above; the graph is ATen's (quantile_graph) */
        double qv = ts_get_flat_f(q, 0), rank;
        int64_t last = n > 0 ? n - 1 : 0;
        rank = f32 ? (double)((float)qv * (float)last) : qv * (double)last;
        if (interp == 1) rank = floor(rank);
        else if (interp == 2) rank = ceil(rank);
        else if (interp == 4) rank = nearbyint(rank);
        ts_Tensor *g = NULL;
        TRYG(quantile_graph(c, t, has_dim, dim, interp, rank, &g));
        if (ts_numel(g) != ts_numel(r) || !ts_is_contiguous(g)) {
            ts_release(g);
            st = ts_err(c, TS_ERR_RUNTIME, "nnscope: quantile graph shape");
            goto done;
        }
        memcpy(ts_data(g), ts_data(r), (size_t)ts_numel(r) * ts_dtype_size(r->dtype));
        ts_release(r);
        r = g;
    }
    *out = r; r = NULL;
done:
    ts_release(src); ts_release(flat); ts_release(r);
    return st;
}

/* ---------------------------------------------------------------- counting */

nb_Status xm_count_nonzero(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int nd, ts_Tensor **out)
{
    ts_Tensor *z = NULL, *ne = NULL;
    ts__NoGrad ng = ts__nograd_begin(c);
    nb_Status st = ts__scalar_like(c, 0, t->dtype, &z);
    if (!st) st = ts_binary(c, TS_NE, t, z, &ne);
    if (!st) st = ts_sum(c, ne, dims, nd, false, TS_INT64, out);
    ts__nograd_end(c, ng);
    ts_release(z); ts_release(ne);
    return st;
}

nb_Status xm_bincount(ts_Ctx *c, ts_Tensor *t, ts_Tensor *w, int64_t minlength, ts_Tensor **out)
{
    if (ts_dtype_is_float(t->dtype) || t->dtype == TS_BOOL || ts_dtype_is_complex(t->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "\"bincount_cpu\" not implemented for '%s'", ts_dtype_short(t->dtype));
    if (minlength < 0)
        return ts_err(c, TS_ERR_RUNTIME, "minlength should be >= 0");
    if (t->ndim != 1)
        return ts_err(c, TS_ERR_RUNTIME, "bincount only supports 1-d non-negative integral inputs.");
    int64_t n = ts_numel(t), mx = -1;
    for (int64_t i = 0; i < n; i++) {
        int64_t v = ts_sc_to_i(ts_get_flat(t, i));
        if (v < 0) return ts_err(c, TS_ERR_RUNTIME, "bincount only supports 1-d non-negative integral inputs.");
        if (v > mx) mx = v;
    }
    if (w && (w->ndim != 1 || ts_numel(w) != n))
        return ts_err(c, TS_ERR_RUNTIME, "weights should be 1-d and have the same length as input");
    int64_t len = mx + 1 > minlength ? mx + 1 : minlength;
    ts_DType dt = !w ? TS_INT64 : w->dtype == TS_FLOAT32 ? TS_FLOAT32 : TS_FLOAT64;
    TRY(ts__new(c, dt, 1, &len, out));
    TRY(ts_charge(c, (uint64_t)n));
    for (int64_t i = 0; i < n; i++) {
        int64_t v = ts_sc_to_i(ts_get_flat(t, i));
        if (!w) ((int64_t *)ts_data(*out))[v]++;
        else if (dt == TS_FLOAT32) ((float *)ts_data(*out))[v] += (float)ts_get_flat_f(w, i);
        else ((double *)ts_data(*out))[v] += ts_get_flat_f(w, i);
    }
    return NB_OK;
}

nb_Status xm_histc(ts_Ctx *c, ts_Tensor *t, int64_t bins, double lo, double hi, ts_Tensor **out)
{
    if (!ts_dtype_is_float(t->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "\"histogram_cpu\" not implemented for '%s'", ts_dtype_short(t->dtype));
    if (bins <= 0)
        return ts_err(c, TS_ERR_RUNTIME, "torch.histc: bins must be > 0, but got %lld for dimension 0", (long long)bins);
    int64_t n = ts_numel(t);
    bool f32 = t->dtype != TS_FLOAT64;
    if (lo == hi && n > 0) {
        double mn = INFINITY, mx = -INFINITY;
        for (int64_t i = 0; i < n; i++) {
            double v = ts_get_flat_f(t, i);
            if (v < mn) mn = v;
            if (v > mx) mx = v;
        }
        lo = mn;
        hi = mx;
    }
    if (lo == hi) { lo -= 1; hi += 1; }
    if (lo > hi)
        return ts_err(c, TS_ERR_RUNTIME, "torch.histc: max must be larger than min");
    if (!isfinite(lo) || !isfinite(hi))
        return ts_err(c, TS_ERR_RUNTIME, "torch.histc: range of [%g, %g] is not finite", lo, hi);
    TRY(ts__new(c, t->dtype, 1, &bins, out));
    TRY(ts_charge(c, (uint64_t)n));
    double *cnt = nb_alloc(c->heap, sizeof(double) * (size_t)bins);
    if (!cnt) { ts_release(*out); return ts_oom(c); }
    memset(cnt, 0, sizeof(double) * (size_t)bins);
    for (int64_t i = 0; i < n; i++) {
        double v = ts_get_flat_f(t, i);
        if (!(v >= lo && v <= hi)) continue;
        int64_t pos;
        if (f32) pos = (int64_t)(((float)v - (float)lo) * (float)bins / ((float)hi - (float)lo));
        else pos = (int64_t)((v - lo) * (double)bins / (hi - lo));
        if (pos >= bins) pos = bins - 1;
        if (pos < 0) pos = 0;
        cnt[pos] += 1;
    }
    for (int64_t b = 0; b < bins; b++) setd(*out, b, cnt[b]);
    nb_free(c->heap, cnt, sizeof(double) * (size_t)bins);
    return NB_OK;
}

/* ---------------------------------------------------------------- unique */

typedef struct { const double *base; int64_t len; } SliceCtx;

static int slice_cmp(const double *a, const double *b, int64_t len)
{
    for (int64_t k = 0; k < len; k++) {
        bool na = isnan(a[k]), nb = isnan(b[k]);
        if (na != nb) return na ? 1 : -1;
        if (!na && a[k] != b[k]) return a[k] < b[k] ? -1 : 1;
    }
    return 0;
}

/* order[] of slice indices sorted (stable insertion/merge) */
static void sort_slices(const double *data, int64_t len, int64_t *order, int64_t *tmp, int64_t lo, int64_t hi)
{
    if (hi - lo < 2) return;
    int64_t mid = (lo + hi) / 2;
    sort_slices(data, len, order, tmp, lo, mid);
    sort_slices(data, len, order, tmp, mid, hi);
    int64_t i = lo, j = mid, k = lo;
    while (i < mid && j < hi)
        tmp[k++] = slice_cmp(data + order[j] * len, data + order[i] * len, len) < 0 ? order[j++] : order[i++];
    while (i < mid) tmp[k++] = order[i++];
    while (j < hi) tmp[k++] = order[j++];
    memcpy(order + lo, tmp + lo, sizeof(int64_t) * (size_t)(hi - lo));
}

nb_Status xm_unique(ts_Ctx *c, ts_Tensor *t, bool has_dim, int64_t dim, bool consecutive, ts_Tensor **vals,
                    ts_Tensor **inv, ts_Tensor **counts)
{
    ts_Tensor *src = NULL, *flat = NULL, *rv = NULL, *v = NULL, *iv = NULL, *cv = NULL;
    int64_t *order = NULL, *tmp = NULL, *grp = NULL, *cnt = NULL;
    size_t usz = 0;
    nb_Status st;
    ts_Tensor *base = t;
    if (!has_dim) {
        int64_t tot = ts_numel(t);
        TRY(ts_reshape(c, t, 1, (int64_t[]){tot}, &flat));
        base = flat;
        dim = 0;
    } else {
        TRY(ts__wrap_dim(c, &dim, t->ndim ? t->ndim : 1));
    }
    /* slices along dim: move dim first → [m, len] */
    int64_t m = base->ndim ? base->shape[dim] : 1, len;
    {
        ts_Tensor *p = NULL;
        int64_t perm[TS_MAXDIM];
        int k = 0;
        perm[k++] = dim;
        for (int i = 0; i < base->ndim; i++) if (i != dim) perm[k++] = i;
        st = base->ndim ? ts_permute(c, base, perm, base->ndim, &p) : (ts_retain(base), p = base, NB_OK);
        if (!st) st = ts__as(c, p, TS_FLOAT64, &src);
        ts_release(p);
        if (st) goto done;
    }
    len = m ? ts_numel(base) / m : 0;
    TRYG(ts_charge(c, (uint64_t)(ts_numel(base) * 8)));
    usz = sizeof(int64_t) * (size_t)(m ? m : 1);
    order = nb_alloc(c->heap, usz); tmp = nb_alloc(c->heap, usz); grp = nb_alloc(c->heap, usz); cnt = nb_alloc(c->heap, usz);
    if (!order || !tmp || !grp || !cnt) { st = ts_oom(c); goto done; }
    for (int64_t i = 0; i < m; i++) order[i] = i;
    const double *d = ts_data(src);
    if (!consecutive) sort_slices(d, len, order, tmp, 0, m);
    /* group: equal neighbours (NaNs never equal each other for the flat sorted unique) */
    int64_t ng = 0;
    for (int64_t i = 0; i < m; i++) {
        bool same = false;
        if (i > 0) {
            const double *a = d + order[i - 1] * len, *b = d + order[i] * len;
            same = true;
            for (int64_t k = 0; k < len; k++)
                if (!(a[k] == b[k])) { same = false; break; }
        }
        if (!same) { tmp[ng] = order[i]; cnt[ng] = 0; ng++; }
        cnt[ng - 1]++;
        grp[order[i]] = ng - 1;
    }
    /* values: slices tmp[0..ng) → shape with dim = ng */
    {
        int64_t psh[TS_MAXDIM];
        int k = 0;
        psh[k++] = ng;
        for (int i = 0; i < base->ndim; i++) if (i != dim) psh[k++] = base->shape[i];
        TRYG(ts__new(c, t->dtype, base->ndim ? base->ndim : 1, psh, &rv));
        for (int64_t g = 0; g < ng; g++)
            for (int64_t k2 = 0; k2 < len; k2++)
                setd(rv, g * len + k2, d[tmp[g] * len + k2]);
        if (base->ndim > 1) {
            int64_t inv_perm[TS_MAXDIM];
            for (int i = 0; i < base->ndim; i++) inv_perm[i] = i < dim ? i + 1 : i == dim ? 0 : i;
            ts_Tensor *p;
            TRYG(ts_permute(c, rv, inv_perm, base->ndim, &p));
            st = ts__as(c, p, p->dtype, &v);
            ts_release(p);
            if (st) goto done;
        } else {
            ts_retain(rv); v = rv;
        }
    }
    if (inv) {
        if (has_dim) TRYG(ts__new(c, TS_INT64, 1, &m, &iv));
        else TRYG(ts__new(c, TS_INT64, t->ndim, t->shape, &iv));
        for (int64_t i = 0; i < m; i++) ((int64_t *)ts_data(iv))[i] = grp[i];
    }
    if (counts) {
        TRYG(ts__new(c, TS_INT64, 1, &ng, &cv));
        for (int64_t g = 0; g < ng; g++) ((int64_t *)ts_data(cv))[g] = cnt[g];
    }
    *vals = v; v = NULL;
    if (inv) { *inv = iv; iv = NULL; }
    if (counts) { *counts = cv; cv = NULL; }
done:
    if (order) nb_free(c->heap, order, usz);
    if (tmp) nb_free(c->heap, tmp, usz);
    if (grp) nb_free(c->heap, grp, usz);
    if (cnt) nb_free(c->heap, cnt, usz);
    ts_release(src); ts_release(flat); ts_release(rv); ts_release(v); ts_release(iv); ts_release(cv);
    return st;
}

/* ---------------------------------------------------------------- searchsorted */

nb_Status xm_searchsorted(ts_Ctx *c, ts_Tensor *seq, ts_Tensor *v, bool right, bool out_int32, ts_Tensor **out)
{
    if (seq->ndim == 0)
        return ts_err(c, TS_ERR_RUNTIME,
                      "torch.searchsorted(): boundaries tensor should have positive dimension, but got 0 dimension");
    bool one = seq->ndim == 1;
    if (!one) {
        bool ok = seq->ndim == v->ndim;
        for (int i = 0; ok && i < seq->ndim - 1; i++) ok = seq->shape[i] == v->shape[i];
        if (!ok)
            return ts_err(c, TS_ERR_RUNTIME,
                          "torch.searchsorted(): boundaries tensor should be 1 dimension or the first N-1 dimensions of "
                          "boundaries tensor and input value tensor must match, but we got boundaries tensor %s and "
                          "input value tensor %s", "", "");
    }
    ts_Tensor *s = NULL, *vv = NULL;
    nb_Status st;
    TRYG(ts__as(c, seq, TS_FLOAT64, &s));
    TRYG(ts__as(c, v, TS_FLOAT64, &vv));
    TRYG(ts__new(c, out_int32 ? TS_INT32 : TS_INT64, v->ndim, v->shape, out));
    int64_t n = seq->shape[seq->ndim - 1], nv = ts_numel(v), inner = v->ndim ? v->shape[v->ndim - 1] : 1;
    TRYG(ts_charge(c, (uint64_t)nv * 8));
    for (int64_t i = 0; i < nv; i++) {
        const double *row = (const double *)ts_data(s) + (one ? 0 : (i / (inner ? inner : 1)) * n);
        double x = ((double *)ts_data(vv))[i];
        int64_t lo = 0, hi = n;
        while (lo < hi) {
            int64_t mid = (lo + hi) / 2;
            bool go = right ? !(x < row[mid]) : row[mid] < x;
            if (isnan(row[mid])) go = false;
            if (go) lo = mid + 1; else hi = mid;
        }
        ts__storei((char *)ts_data(*out) + i * (int64_t)ts_dtype_size((*out)->dtype), (*out)->dtype, lo);
    }
done:
    ts_release(s); ts_release(vv);
    return st;
}

/* ---------------------------------------------------------------- diff */

nb_Status xm_diff(ts_Ctx *c, ts_Tensor *t, int64_t n, int64_t dim, ts_Tensor *prepend, ts_Tensor *append,
                  ts_Tensor **out)
{
    if (t->ndim == 0)
        return ts_err(c, TS_ERR_RUNTIME, "diff expects input to be at least one-dimensional");
    if (n < 0)
        return ts_err(c, TS_ERR_RUNTIME, "order must be non-negative but got %lld", (long long)n);
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    ts_Tensor *cur = t, *parts[3];
    int np = 0;
    nb_Status st = NB_OK;
    ts_retain(cur);
    if (prepend || append) {
        if (prepend) parts[np++] = prepend;
        parts[np++] = t;
        if (append) parts[np++] = append;
        ts_Tensor *cat;
        st = ts_cat(c, parts, np, dim, &cat);
        ts_release(cur);
        if (st) return st;
        cur = cat;
    }
    for (int64_t k = 0; k < n; k++) {
        int64_t len = cur->shape[dim];
        if (len == 0) break;
        ts_Tensor *a = NULL, *b = NULL, *r = NULL;
        st = ts_narrow(c, cur, dim, 1, len - 1, &a);
        if (!st) st = ts_narrow(c, cur, dim, 0, len - 1, &b);
        if (!st) st = cur->dtype == TS_BOOL ? ts_binary(c, TS_LOGICAL_XOR, a, b, &r) : ts_sub(c, a, b, ts_sc_i(1), &r);
        ts_release(a); ts_release(b); ts_release(cur);
        if (st) return st;
        cur = r;
    }
    *out = cur;
    return NB_OK;
}
