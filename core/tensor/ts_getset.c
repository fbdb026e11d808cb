/* ts_getset.c — Python indexing: t[idx] (ts_index) and t[idx] = v /
 * index_put_ (ts_index_put_, ts_index_put_ex_).
 *
 * Basic indices (int, slice, None, Ellipsis, Python bool) are applied first
 * as views, as PyTorch does (so an int between advanced indices is a select,
 * not an advanced index). The remaining advanced indices (integer tensors;
 * a k-dim bool mask counts as k integer tensors from its nonzero positions)
 * are broadcast together; their result dims go where the first advanced
 * index was when the advanced dims are adjacent, else in front (NumPy rule).
 * The advanced step is computed as a "map": for each result element, its
 * row-major logical index in the basic view V. Gather (IndexBackward0) and
 * index_put (IndexPutBackward0) both run on that map. */
#include "ts_impl.h"
#include "ts_complex.h"
#include "ts_shape.h"

#include <stdio.h>

#define MAXADV TS_MAXDIM

typedef struct Plan {
    ts_Tensor *V;               /* basic view (owned) */
    bool basic_used;            /* a view op was applied (setitem → CopySlices) */
    int nadv;
    int dim[MAXADV];            /* dim of V indexed by adv[k] */
    ts_Tensor *adv[MAXADV];     /* int64 index tensors (owned) */
} Plan;

static void plan_free(Plan *p)
{
    ts_release(p->V);
    for (int k = 0; k < p->nadv; k++) ts_release(p->adv[k]);
}

static bool is_mask(const ts_Tensor *t) { return t->dtype == TS_BOOL || t->dtype == TS_UINT8; }
static bool is_int_index(const ts_Tensor *t)
{
    return t->dtype == TS_INT64 || t->dtype == TS_INT32 || t->dtype == TS_INT16 || t->dtype == TS_INT8;
}

/* k int64 tensors holding the coordinates of the true entries of mask m. */
static nb_Status mask_to_indices(ts_Ctx *c, ts_Tensor *m, ts_Tensor **outs)
{
    int k = m->ndim;
    int64_t n = ts_numel(m), cnt = 0;
    for (int64_t q = 0; q < n; q++) if (ts_sc_to_i(ts_get_flat(m, q))) cnt++;
    for (int d = 0; d < k; d++) outs[d] = NULL;
    for (int d = 0; d < k; d++) TRY(ts__new(c, TS_INT64, 1, &cnt, &outs[d]));
    int64_t w = 0;
    for (int64_t q = 0; q < n; q++) {
        if (!ts_sc_to_i(ts_get_flat(m, q))) continue;
        int64_t r = q;
        for (int d = k - 1; d >= 0; d--) {
            ((int64_t *)ts_data(outs[d]))[w] = r % m->shape[d];
            r /= m->shape[d];
        }
        w++;
    }
    return NB_OK;
}

/* Apply basic indices as views; collect advanced ones. Views are built
 * without recording autograd when `nograd` (setitem builds its own). */
static nb_Status plan_build(ts_Ctx *c, ts_Tensor *t, const ts_Index *idx, int n, Plan *p)
{
    memset(p, 0, sizeof *p);
    if (n == 1 && idx[0].kind == TS_IDX_SLICE && t->ndim == 0)
        return ts_err(c, TS_ERR_INDEX, "slice() cannot be applied to a 0-dim tensor.");
    int consumed = 0, ell = -1;
    for (int i = 0; i < n; i++) {
        const ts_Index *x = &idx[i];
        if (x->kind == TS_IDX_ELLIPSIS) {
            /* PyTorch 2.6 accepts several: the first expands, later ones stand for no dims */
            if (ell < 0) ell = i;
        } else if (x->kind == TS_IDX_NONE || x->kind == TS_IDX_BOOL) {
        } else if (x->kind == TS_IDX_TENSOR && is_mask(x->t)) consumed += x->t->ndim;
        else consumed++;
    }
    if (consumed > t->ndim)
        return ts_err(c, TS_ERR_INDEX, "too many indices for tensor of dimension %d", t->ndim);
    ts_Tensor *cur = t;
    ts_retain(cur);
    int dim = 0, orig = 0; /* orig: dimension of t the next index applies to (for messages) */
    nb_Status st = NB_OK;
    for (int i = 0; i < n && !st; i++) {
        const ts_Index *x = &idx[i];
        ts_Tensor *nx = NULL;
        ts_IndexKind kind = x->kind;
        int64_t ival = x->i;
        if (kind == TS_IDX_TENSOR && x->t->ndim == 0) {
            /* 0-dim tensors: bool → like a Python bool, integer → like an int */
            if (is_mask(x->t)) { kind = TS_IDX_BOOL; ival = ts_sc_to_i(ts_get_flat(x->t, 0)) != 0; }
            else if (is_int_index(x->t)) { kind = TS_IDX_INT; ival = ts_sc_to_i(ts_get_flat(x->t, 0)); }
        }
        switch (kind) {
        case TS_IDX_INT:
            if (dim < cur->ndim && (ival < -cur->shape[dim] || ival >= cur->shape[dim])) {
                st = ts_err(c, TS_ERR_INDEX, "index %lld is out of bounds for dimension %d with size %lld",
                            (long long)ival, orig, (long long)cur->shape[dim]);
                break;
            }
            st = ts_select(c, cur, dim, ival, &nx); p->basic_used = true; orig++;
            break;
        case TS_IDX_SLICE:
            st = ts_slice(c, cur, dim, x->has_start, x->start, x->has_stop, x->stop, x->step, &nx);
            dim++; orig++; p->basic_used = true;
            break;
        case TS_IDX_NONE: st = ts_unsqueeze(c, cur, dim, &nx); dim++; p->basic_used = true; break;
        case TS_IDX_ELLIPSIS:
            if (i == ell) { dim += t->ndim - consumed; orig += t->ndim - consumed; }
            continue;
        case TS_IDX_BOOL:
            st = ts_unsqueeze(c, cur, dim, &nx);
            dim++; p->basic_used = true;
            if (!st && !ival) { ts_Tensor *y; st = ts_slice(c, nx, dim - 1, true, 0, true, 0, 1, &y); ts_release(nx); nx = y; }
            break;
        case TS_IDX_TENSOR: {
            ts_Tensor *ix = x->t;
            if (is_mask(ix)) {
                int k = ix->ndim;
                for (int d = 0; d < k; d++)
                    if (ix->shape[d] != cur->shape[dim + d]) {
                        char a[200], m[200];
                        ts__fmt_shape(a, sizeof a, cur->ndim, cur->shape);
                        ts__fmt_shape(m, sizeof m, ix->ndim, ix->shape);
                        st = ts_err(c, TS_ERR_INDEX, "The shape of the mask %s at index %d does not match the shape of the indexed tensor %s at index %d",
                                    m, d, a, dim + d);
                        break;
                    }
                if (st) break;
                if (p->nadv + k > MAXADV) { st = ts_err(c, TS_ERR_INDEX, "too many indices"); break; }
                for (int d = 0; d < k; d++) p->dim[p->nadv + d] = dim + d;
                st = mask_to_indices(c, ix, &p->adv[p->nadv]);
                p->nadv += k;
                dim += k; orig += k;
            } else {
                if (ix->dtype != TS_INT64 && ix->dtype != TS_INT32) {
                    st = ts_err(c, TS_ERR_INDEX, "tensors used as indices must be long, int, byte or bool tensors");
                    break;
                }
                if (p->nadv >= MAXADV) { st = ts_err(c, TS_ERR_INDEX, "too many indices"); break; }
                ts_retain(ix);
                p->adv[p->nadv] = ix;
                p->dim[p->nadv++] = dim;
                dim++; orig++;
            }
            continue;
        }
        }
        if (!st) { ts_release(cur); cur = nx; }
    }
    p->V = cur;
    return st;
}

/* Result shape and logical-index map of the advanced step (see top). */
static nb_Status plan_map(ts_Ctx *c, Plan *p, int *ond, int64_t *osh, ts_Tensor **mapo)
{
    ts_Tensor *V = p->V;
    int nb = 0;
    int64_t B[TS_MAXDIM];
    for (int k = 0; k < p->nadv; k++) {
        int nn;
        int64_t tmp[TS_MAXDIM];
        if (ts__broadcast_shape(c, nb, B, p->adv[k]->ndim, p->adv[k]->shape, &nn, tmp) != NB_OK) {
            char buf[600];
            size_t l = 0;
            buf[0] = 0;
            for (int j = 0; j < p->nadv && l < sizeof buf; j++) {
                char s[200];
                ts__fmt_shape(s, sizeof s, p->adv[j]->ndim, p->adv[j]->shape);
                l += (size_t)snprintf(buf + l, sizeof buf - l, j ? ", %s" : "%s", s);
            }
            return ts_err(c, TS_ERR_INDEX, "shape mismatch: indexing tensors could not be broadcast together with shapes %s", buf);
        }
        nb = nn;
        memcpy(B, tmp, sizeof(int64_t) * (size_t)nn);
    }
    bool adjacent = true;
    for (int k = 1; k < p->nadv; k++) if (p->dim[k] != p->dim[k - 1] + 1) adjacent = false;
    int nd = 0, posb;
    int rdim[TS_MAXDIM], nr = 0;
    for (int d = 0; d < V->ndim; d++) {
        bool isadv = false;
        for (int k = 0; k < p->nadv; k++) if (p->dim[k] == d) isadv = true;
        if (!isadv) rdim[nr++] = d;
    }
    int first = p->dim[0];
    int npre = 0;
    if (adjacent) for (int j = 0; j < nr; j++) if (rdim[j] < first) npre++;
    posb = npre;
    if (nb + nr > TS_MAXDIM) return ts_err(c, TS_ERR_INDEX, "too many dimensions");
    for (int j = 0; j < npre; j++) osh[nd++] = V->shape[rdim[j]];
    for (int j = 0; j < nb; j++) osh[nd++] = B[j];
    for (int j = npre; j < nr; j++) osh[nd++] = V->shape[rdim[j]];
    *ond = nd;
    int64_t cst[TS_MAXDIM];
    ts__contig_strides(V->ndim, V->shape, cst);
    /* index tensors expanded to B, as int64, bounds-checked and wrapped */
    ts_Tensor *ix[MAXADV] = {0}, *map = NULL;
    nb_Status st = NB_OK;
    int64_t nB = ts__prod(nb, B);
    for (int k = 0; k < p->nadv && !st; k++) {
        ts_Tensor *e = NULL;
        ts__NoGrad ng = ts__nograd_begin(c);
        st = ts_expand(c, p->adv[k], nb, B, &e);
        ts__nograd_end(c, ng);
        if (!st) { st = ts__new(c, TS_INT64, nb, B, &ix[k]); if (!st) ts__copy_into(ix[k], e); }
        ts_release(e);
        if (st) break;
        int64_t *q = ts_data(ix[k]), size = V->shape[p->dim[k]];
        for (int64_t j = 0; j < nB; j++) {
            if (q[j] < -size || q[j] >= size) {
                /* PyTorch moves the indexed dims to the front: the k-th index tensor checks "dimension k" */
                st = ts_err(c, TS_ERR_INDEX, "index %lld is out of bounds for dimension %d with size %lld",
                            (long long)q[j], k, (long long)size);
                break;
            }
            if (q[j] < 0) q[j] += size;
        }
    }
    if (!st) st = ts__new(c, TS_INT64, nd, osh, &map);
    if (!st) st = ts_charge(c, (uint64_t)ts_numel(map) * (uint64_t)(nd + 1));
    if (!st) {
        int64_t n = ts_numel(map), co[TS_MAXDIM] = {0}, *mp = ts_data(map);
        int64_t bst[TS_MAXDIM];
        ts__contig_strides(nb, B, bst);
        for (int64_t i = 0; i < n; i++) {
            int64_t bf = 0, off = 0;
            for (int j = 0; j < nb; j++) bf += co[posb + j] * bst[j];
            int r = 0;
            for (int d = 0; d < nd; d++) {
                if (d >= posb && d < posb + nb) continue;
                off += co[d] * cst[rdim[r++]];
            }
            for (int k = 0; k < p->nadv; k++) off += ((int64_t *)ts_data(ix[k]))[bf] * cst[p->dim[k]];
            mp[i] = off;
            for (int d = nd - 1; d >= 0; d--) { if (++co[d] < osh[d]) break; co[d] = 0; }
        }
        *mapo = map;
        map = NULL;
    }
    for (int k = 0; k < p->nadv; k++) ts_release(ix[k]);
    ts_release(map);
    return st;
}

/* IndexBackward0: zeros(V) with g scattered-added at map. saved 0 = map. */
static nb_Status index_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    ts_Tensor *map, *g = NULL, *r = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 0, &map));
    ts_DType dt = gout[0]->dtype;
    TRYG(ts__as(c, gout[0], dt, &g));
    TRYG(ts__new(c, dt, n->meta[0].ndim, n->meta[0].shape, &r));
    {
        int64_t m = ts_numel(map);
        const int64_t *mp = ts_data(map);
        if (dt == TS_FLOAT32) { float *d = ts_data(r); const float *s = ts_data(g); for (int64_t i = 0; i < m; i++) d[mp[i]] += s[i]; }
        else if (dt == TS_FLOAT64) { double *d = ts_data(r); const double *s = ts_data(g); for (int64_t i = 0; i < m; i++) d[mp[i]] += s[i]; }
        else {
            size_t es = ts_dtype_size(dt);
            for (int64_t i = 0; i < m; i++) {
                char *dp = (char *)ts_data(r) + mp[i] * (int64_t)es;
                ts__storef(dp, dt, ts__loadf(dp, dt) + ts__loadf((char *)ts_data(g) + i * (int64_t)es, dt));
            }
        }
    }
    gin[0] = r;
    r = NULL;
done:
    ts_release(g); ts_release(r);
    return st;
}

nb_Status ts_index(ts_Ctx *c, ts_Tensor *t, const ts_Index *idx, int n, ts_Tensor **out)
{
    Plan p;
    nb_Status st = plan_build(c, t, idx, n, &p);
    ts_Tensor *map = NULL, *cv = NULL, *r = NULL;
    if (st) goto done;
    if (p.nadv == 0) {
        if (p.V == t) { /* x[...] / x[()] returns an alias */
            TRYG(ts__alias(c, t, t->ndim, t->shape, t->stride, t->offset, out));
        } else { *out = p.V; p.V = NULL; }
        goto done;
    }
    int ond;
    int64_t osh[TS_MAXDIM];
    TRYG(plan_map(c, &p, &ond, osh, &map));
    TRYG(ts__as(c, p.V, p.V->dtype, &cv));
    TRYG(ts__new(c, t->dtype, ond, osh, &r));
    {
        int64_t m = ts_numel(map);
        const int64_t *mp = ts_data(map);
        size_t es = ts_dtype_size(t->dtype);
        const char *s = ts_data(cv);
        char *d = ts_data(r);
        for (int64_t i = 0; i < m; i++) memcpy(d + i * (int64_t)es, s + mp[i] * (int64_t)es, es);
    }
    if (ts_dtype_is_float(t->dtype) && ag_should_record(c, 1, &p.V)) {
        ag_Node *nd;
        TRYG(ag_make(c, "IndexBackward0", index_bw, 1, &p.V, 1, &nd));
        st = ag_save(c, nd, 0, map, false);
        if (!st) ag_set_output(nd, r, 0);
        ag_node_release(nd);
        if (st) goto done;
    }
    *out = r;
    r = NULL;
done:
    plan_free(&p);
    ts_release(map); ts_release(cv); ts_release(r);
    return st;
}

/* IndexPutBackward0: inputs (self, values); saved 0 = map; iv[0] = accumulate. */
static nb_Status index_put_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    ts_Tensor *map, *g = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 0, &map));
    ts_DType dt = gout[0]->dtype;
    size_t es = ts_dtype_size(dt);
    int64_t m = ts_numel(map);
    const int64_t *mp = ts_data(map);
    TRYG(ts__as(c, gout[0], dt, &g));
    if (n->next[0].fn) {
        TRYG(ts__new(c, dt, g->ndim, g->shape, &gin[0]));
        ts__copy_into(gin[0], g);
        if (!n->iv[0]) {
            char *d = ts_data(gin[0]);
            for (int64_t i = 0; i < m; i++) memset(d + mp[i] * (int64_t)es, 0, es);
        }
    }
    if (n->nin > 1 && n->next[1].fn) {
        TRYG(ts__new(c, dt, map->ndim, map->shape, &gin[1]));
        char *d = ts_data(gin[1]);
        const char *s = ts_data(g);
        for (int64_t i = 0; i < m; i++) memcpy(d + i * (int64_t)es, s + mp[i] * (int64_t)es, es);
    }
done:
    ts_release(g);
    return st;
}

/* dst (contiguous copy of V) [map] = / += value broadcast to map's shape. */
static nb_Status put_values(ts_Ctx *c, ts_Tensor *dst, ts_Tensor *map, ts_Tensor *value, bool acc)
{
    ts_Tensor *e = NULL, *cv = NULL;
    nb_Status st;
    int nd;
    int64_t sh[TS_MAXDIM];
    if (ts__broadcast_shape(c, value->ndim, value->shape, map->ndim, map->shape, &nd, sh) != NB_OK ||
        nd != map->ndim || memcmp(sh, map->shape, sizeof(int64_t) * (size_t)nd)) {
        char a[200], b[200];
        ts__fmt_shape(a, sizeof a, value->ndim, value->shape);
        ts__fmt_shape(b, sizeof b, map->ndim, map->shape);
        return ts_err(c, TS_ERR_RUNTIME, "shape mismatch: value tensor of shape %s cannot be broadcast to indexing result of shape %s", a, b);
    }
    ts__NoGrad ng = ts__nograd_begin(c);
    st = ts_expand(c, value, map->ndim, map->shape, &e);
    ts__nograd_end(c, ng);
    if (st) return st;
    TRYG(ts__new(c, dst->dtype, map->ndim, map->shape, &cv));
    ts__copy_into(cv, e);
    {
        int64_t m = ts_numel(map);
        const int64_t *mp = ts_data(map);
        size_t es = ts_dtype_size(dst->dtype);
        char *d = ts_data(dst);
        const char *s = ts_data(cv);
        bool isf = ts_dtype_is_float(dst->dtype);
        for (int64_t i = 0; i < m; i++) {
            char *dp = d + mp[i] * (int64_t)es;
            const char *sp = s + i * (int64_t)es;
            if (!acc) memcpy(dp, sp, es);
            else if (dst->dtype == TS_BOOL) *(uint8_t *)dp = (*(uint8_t *)dp | *(const uint8_t *)sp) != 0;
            else if (isf) ts__storef(dp, dst->dtype, ts__loadf(dp, dst->dtype) + ts__loadf(sp, dst->dtype));
            else ts__storei(dp, dst->dtype, (int64_t)((uint64_t)ts__loadi(dp, dst->dtype) + (uint64_t)ts__loadi(sp, dst->dtype)));
        }
    }
done:
    ts_release(e); ts_release(cv);
    return st;
}

nb_Status ts_index_put_ex_(ts_Ctx *c, ts_Tensor *t, const ts_Index *idx, int n, ts_Tensor *value, bool accumulate)
{
    Plan p;
    ts_Tensor *map = NULL, *r = NULL;
    nb_Status st;
    if (accumulate && ts_complex_any(2, (ts_Tensor *[]){t, value}))
        return ts_complex_refuse(c, "index_put_ with accumulate=True");
    TRY(ts__check_inplace(c, t));
    st = plan_build(c, t, idx, n, &p);
    if (st) goto done;
    if (p.nadv == 0) {
        ts_Tensor *v = p.V;
        if (accumulate) st = ts_add_(c, v, value, ts_sc_i(1));
        else {
            /* PyTorch's copy_to: the same sizes (or a 0-dim value) are copied as they are;
             * else value's leading 1-dims are dropped by a view and the view expanded to
             * the target (recorded: ViewBackward0, ExpandBackward0; so a mismatch reports
             * "The expanded size of the tensor ...") */
            int lead = 0;
            while (lead < value->ndim && value->shape[lead] == 1 && value->ndim - lead > v->ndim) lead++;
            bool same = value->ndim == v->ndim && !memcmp(value->shape, v->shape, sizeof(int64_t) * (size_t)v->ndim);
            if (!same && value->ndim > 0 && value->ndim - lead <= v->ndim) {
                ts_Tensor *chk = NULL;
                ts_Tensor *vv = NULL;
                st = ts_view(c, value, value->ndim - lead, value->shape + lead, &vv);
                bool expand = !st && !(vv->ndim == v->ndim &&
                                       !memcmp(vv->shape, v->shape, sizeof(int64_t) * (size_t)v->ndim));
                if (expand) st = ts_expand(c, vv, v->ndim, v->shape, &chk);
                if (!st) st = ts_copy_(c, v, chk ? chk : vv);
                ts_release(chk);
                ts_release(vv);
                goto regen;
            }
            st = ts_copy_(c, v, value);
        }
    regen:
        if (!st && t->base && v != t) st = ts__view_regen_grad(c, t);
        goto done;
    }
    int ond;
    int64_t osh[TS_MAXDIM];
    TRYG(plan_map(c, &p, &ond, osh, &map));
    TRYG(ts_charge(c, (uint64_t)ts_numel(p.V) + (uint64_t)ts_numel(map)));
    TRYG(ts__new(c, p.V->dtype, p.V->ndim, p.V->shape, &r));
    ts__copy_into(r, p.V);
    TRYG(put_values(c, r, map, value, accumulate));
    ts_Tensor *ins[2] = {p.V, value};
    if (ts_dtype_is_float(t->dtype) && ag_should_record(c, 2, ins)) {
        ag_Node *nd;
        TRYG(ag_make(c, "IndexPutBackward0", index_put_bw, 2, ins, 1, &nd));
        nd->iv[0] = accumulate;
        st = ag_save(c, nd, 0, map, false);
        if (!st) ag_set_output(nd, r, 0);
        ag_node_release(nd);
        if (st) goto done;
    }
    if (p.V == t || !p.basic_used) {
        st = ts__commit_inplace(c, t, r);
    } else {
        st = ts__commit_inplace(c, p.V, r);
        if (!st && t->base) st = ts__view_regen_grad(c, t);
    }
done:
    plan_free(&p);
    ts_release(map); ts_release(r);
    return st;
}

nb_Status ts_index_put_(ts_Ctx *c, ts_Tensor *t, const ts_Index *idx, int n, ts_Tensor *value)
{
    return ts_index_put_ex_(c, t, idx, n, value, false);
}
