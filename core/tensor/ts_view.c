/* ts_view.c — views and shape ops (view/reshape/squeeze/permute/expand/
 * slicing/select), cat/stack/split, flip/repeat/tril. Views share storage and
 * the version counter; their grad_fn maps the gradient back to the input. */
#include "ts_impl.h"

#include <stdio.h>

/* ---- backward rules */

/* view/reshape/flatten/squeeze/unsqueeze: reshape grad to input shape */
static nb_Status reshape_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    return ts_reshape(c, g[0], n->meta[0].ndim, n->meta[0].shape, &gin[0]);
}
/* permute: iv = dims */
static nb_Status permute_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    int64_t inv[TS_MAXDIM];
    for (int i = 0; i < n->meta[0].ndim; i++) inv[n->iv[i]] = i;
    return ts_permute(c, g[0], inv, n->meta[0].ndim, &gin[0]);
}
/* expand: engine's sum_to reduces */
static nb_Status pass_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_retain(g[0]);
    gin[0] = g[0];
    return NB_OK;
}
/* select/slice/narrow/index-with-basic: iv[0]=storage-free geometry: scatter into zeros via as_strided on a fresh buffer */
static nb_Status slice_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    /* iv: [0]=kind(0 slice,1 select) [1]=dim [2]=start [3]=step */
    ts_Tensor *z = NULL, *v = NULL;
    nb_Status st;
    TRYG(ts_zeros(c, n->meta[0].ndim, n->meta[0].shape, g[0]->dtype, &z));
    int64_t dim = n->iv[1];
    if (n->iv[0] == 1) TRYG(ts_select(c, z, dim, n->iv[2], &v));
    else TRYG(ts_slice(c, z, dim, true, n->iv[2], true, n->iv[2] + (g[0]->shape[dim] - 1) * n->iv[3] + 1, n->iv[3], &v));
    ts__copy_into(v, g[0]);
    gin[0] = z;
    z = NULL;
done:
    ts_release(z);
    ts_release(v);
    return st;
}

/* Make `r` (a fresh view of t) record name/backward. */
static nb_Status record_view(ts_Ctx *c, ts_Tensor *t, ts_Tensor *r, const char *name, ag_BackwardFn fn,
                             const int64_t *iv, int niv)
{
    if (!ag_should_record(c, 1, &t)) return NB_OK;
    ag_Node *n;
    TRY(ag_make(c, name, fn, 1, &t, 1, &n));
    for (int i = 0; i < niv; i++) n->iv[i] = iv[i];
    ag_set_output(n, r, 0);
    ag_node_release(n);
    return NB_OK;
}

static nb_Status finish(ts_Ctx *c, ts_Tensor *t, ts_Tensor *r, const char *name, ag_BackwardFn fn,
                        const int64_t *iv, int niv, ts_Tensor **out)
{
    nb_Status st = record_view(c, t, r, name, fn, iv, niv);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

/* ---- shape inference */

static nb_Status infer_size(ts_Ctx *c, int64_t numel, int ndim, const int64_t *shape, int64_t *out)
{
    int infer = -1;
    int64_t prod = 1;
    for (int i = 0; i < ndim; i++) {
        if (shape[i] == -1) {
            if (infer >= 0) return ts_err(c, TS_ERR_RUNTIME, "only one dimension can be inferred");
            infer = i;
        } else if (shape[i] < 0) {
            return ts_err(c, TS_ERR_RUNTIME, "invalid shape dimension %lld", (long long)shape[i]);
        } else prod *= shape[i];
        out[i] = shape[i];
    }
    if (numel == prod || (infer >= 0 && prod > 0 && numel % prod == 0)) {
        if (infer >= 0) {
            if (prod == 0) {
                char b[200]; ts__fmt_shape(b, sizeof b, ndim, shape);
                return ts_err(c, TS_ERR_RUNTIME, "cannot reshape tensor of 0 elements into shape %s because the unspecified dimension size -1 can be any value and is ambiguous", b);
            }
            out[infer] = numel / prod;
        }
        return NB_OK;
    }
    char b[200];
    ts__fmt_shape(b, sizeof b, ndim, shape);
    return ts_err(c, TS_ERR_RUNTIME, "shape '%s' is invalid for input of size %lld", b, (long long)numel);
}

/* PyTorch's computeStride: strides for a view with the new shape, or false. */
static bool compute_stride(const ts_Tensor *t, int nd, const int64_t *ns, int64_t *nst)
{
    if (t->ndim == 0) { for (int i = 0; i < nd; i++) nst[i] = 1; return true; }
    int64_t numel = ts_numel(t);
    if (numel == 0) { ts__contig_strides(nd, ns, nst); return true; }
    int view_d = nd - 1;
    int64_t chunk_base_stride = t->stride[t->ndim - 1];
    int64_t tensor_numel = 1, view_numel = 1;
    for (int td = t->ndim - 1; td >= 0; td--) {
        tensor_numel *= t->shape[td];
        if (td == 0 || (t->shape[td - 1] != 1 && t->stride[td - 1] != tensor_numel * chunk_base_stride)) {
            while (view_d >= 0 && (view_numel < tensor_numel || ns[view_d] == 1)) {
                nst[view_d] = view_numel * chunk_base_stride;
                view_numel *= ns[view_d];
                view_d--;
            }
            if (view_numel != tensor_numel) return false;
            if (td > 0) {
                chunk_base_stride = t->stride[td - 1];
                tensor_numel = 1;
                view_numel = 1;
            }
        }
    }
    return view_d == -1;
}

nb_Status ts_view(ts_Ctx *c, ts_Tensor *t, int ndim, const int64_t *shape, ts_Tensor **out)
{
    int64_t ns[TS_MAXDIM], nst[TS_MAXDIM];
    if (ndim > TS_MAXDIM) return ts_err(c, TS_ERR_RUNTIME, "too many dimensions");
    TRY(infer_size(c, ts_numel(t), ndim, shape, ns));
    if (!compute_stride(t, ndim, ns, nst))
        return ts_err(c, TS_ERR_RUNTIME, "view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead.");
    ts_Tensor *r;
    TRY(ts__alias(c, t, ndim, ns, nst, t->offset, &r));
    return finish(c, t, r, "ViewBackward0", reshape_bw, NULL, 0, out);
}

nb_Status ts_reshape(ts_Ctx *c, ts_Tensor *t, int ndim, const int64_t *shape, ts_Tensor **out)
{
    int64_t ns[TS_MAXDIM], nst[TS_MAXDIM];
    if (ndim > TS_MAXDIM) return ts_err(c, TS_ERR_RUNTIME, "too many dimensions");
    TRY(infer_size(c, ts_numel(t), ndim, shape, ns));
    if (compute_stride(t, ndim, ns, nst)) {
        /* PyTorch: a contiguous input is view()ed, any other viewable one goes through _reshape_alias */
        TRY(ts_view(c, t, ndim, ns, out));
        if (!ts_is_contiguous(t) && (*out)->grad_fn) (*out)->grad_fn->name = "ReshapeAliasBackward0";
        return NB_OK;
    }
    /* copy: clone (CloneBackward0) then _unsafe_view of the clone, as PyTorch records it */
    ts_Tensor *cl, *r;
    nb_Status st = ts_clone(c, t, &cl);
    if (st) return st;
    ts__contig_strides(ndim, ns, nst);
    st = ts__alias(c, cl, ndim, ns, nst, 0, &r);
    if (st) { ts_release(cl); return st; }
    ts_release(r->base); r->base = NULL;
    st = finish(c, cl, r, "UnsafeViewBackward0", reshape_bw, NULL, 0, out);
    ts_release(cl);
    return st;
}

nb_Status ts_flatten(ts_Ctx *c, ts_Tensor *t, int64_t start, int64_t end, ts_Tensor **out)
{
    TRY(ts__wrap_dim(c, &start, t->ndim));
    TRY(ts__wrap_dim(c, &end, t->ndim));
    if (start > end) return ts_err(c, TS_ERR_RUNTIME, "flatten() has invalid args: start_dim cannot come after end_dim");
    if (t->ndim == 0) { int64_t one = 1; return ts_reshape(c, t, 1, &one, out); }
    if (start == end) { ts_retain(t); *out = t; return NB_OK; }
    int64_t ns[TS_MAXDIM];
    int nd = 0;
    for (int i = 0; i < start; i++) ns[nd++] = t->shape[i];
    int64_t p = 1;
    for (int64_t i = start; i <= end; i++) p *= t->shape[i];
    ns[nd++] = p;
    for (int i = (int)end + 1; i < t->ndim; i++) ns[nd++] = t->shape[i];
    return ts_reshape(c, t, nd, ns, out);
}

nb_Status ts_squeeze(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, ts_Tensor **out)
{
    bool drop[TS_MAXDIM] = {0};
    if (dims) {
        for (int i = 0; i < ndims; i++) {
            int64_t d = dims[i];
            TRY(ts__wrap_dim(c, &d, t->ndim));
            if (t->ndim > 0 && t->shape[d] == 1) drop[d] = true;
        }
    } else {
        for (int i = 0; i < t->ndim; i++) drop[i] = t->shape[i] == 1;
    }
    int64_t ns[TS_MAXDIM], nst[TS_MAXDIM];
    int nd = 0;
    for (int i = 0; i < t->ndim; i++)
        if (!drop[i]) { ns[nd] = t->shape[i]; nst[nd++] = t->stride[i]; }
    ts_Tensor *r;
    TRY(ts__alias(c, t, nd, ns, nst, t->offset, &r));
    const char *name = !dims ? "SqueezeBackward0" : ndims == 1 ? "SqueezeBackward1" : "SqueezeBackward2";
    return finish(c, t, r, name, reshape_bw, NULL, 0, out);
}

nb_Status ts_unsqueeze(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor **out)
{
    TRY(ts__wrap_dim(c, &dim, t->ndim + 1));
    if (t->ndim >= TS_MAXDIM) return ts_err(c, TS_ERR_RUNTIME, "too many dimensions");
    int64_t ns[TS_MAXDIM], nst[TS_MAXDIM];
    int nd = 0;
    for (int i = 0; i <= t->ndim; i++) {
        if (i == dim) {
            ns[nd] = 1;
            nst[nd++] = i < t->ndim ? t->shape[i] * t->stride[i] : 1;
        }
        if (i < t->ndim) { ns[nd] = t->shape[i]; nst[nd++] = t->stride[i]; }
    }
    ts_Tensor *r;
    TRY(ts__alias(c, t, nd, ns, nst, t->offset, &r));
    return finish(c, t, r, "UnsqueezeBackward0", reshape_bw, NULL, 0, out);
}

static nb_Status permute_named(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, const char *name,
                               ts_Tensor **out)
{
    if (ndims != t->ndim)
        return ts_err(c, TS_ERR_RUNTIME, "permute(sparse_coo): number of dimensions in the tensor input does not match the length of the desired ordering of dimensions i.e. input.dim() = %d is not equal to len(dims) = %d", t->ndim, ndims);
    int64_t ns[TS_MAXDIM], nst[TS_MAXDIM], iv[TS_MAXDIM];
    bool seen[TS_MAXDIM] = {0};
    for (int i = 0; i < ndims; i++) {
        int64_t d = dims[i];
        TRY(ts__wrap_dim(c, &d, t->ndim));
        if (seen[d]) return ts_err(c, TS_ERR_RUNTIME, "permute(): duplicate dims are not allowed.");
        seen[d] = true;
        iv[i] = d;
        ns[i] = t->shape[d];
        nst[i] = t->stride[d];
    }
    ts_Tensor *r;
    TRY(ts__alias(c, t, ndims, ns, nst, t->offset, &r));
    return finish(c, t, r, name, permute_bw, iv, ndims, out);
}

nb_Status ts_permute(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, ts_Tensor **out)
{
    return permute_named(c, t, dims, ndims, "PermuteBackward0", out);
}

nb_Status ts_transpose(ts_Ctx *c, ts_Tensor *t, int64_t d0, int64_t d1, ts_Tensor **out)
{
    TRY(ts__wrap_dim(c, &d0, t->ndim));
    TRY(ts__wrap_dim(c, &d1, t->ndim));
    int64_t p[TS_MAXDIM];
    for (int i = 0; i < t->ndim; i++) p[i] = i;
    if (t->ndim == 0) { ts_retain(t); *out = t; return NB_OK; }
    p[d0] = d1; p[d1] = d0;
    return permute_named(c, t, p, t->ndim, "TransposeBackward0", out);
}

nb_Status ts_t(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    if (t->ndim > 2)
        return ts_err(c, TS_ERR_RUNTIME, "t() expects a tensor with <= 2 dimensions, but self is %dD", t->ndim);
    if (t->ndim < 2) {
        int64_t p0 = 0;
        return permute_named(c, t, &p0, t->ndim, "TBackward0", out);
    }
    int64_t p[2] = {1, 0};
    return permute_named(c, t, p, 2, "TBackward0", out);
}

nb_Status ts_T(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    int64_t p[TS_MAXDIM];
    for (int i = 0; i < t->ndim; i++) p[i] = t->ndim - 1 - i;
    return permute_named(c, t, p, t->ndim, "PermuteBackward0", out);
}

nb_Status ts_mT(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    if (t->ndim < 2) return ts_err(c, TS_ERR_RUNTIME, "tensor.mT is only supported on matrices or batches of matrices. Got %d-D tensor.", t->ndim);
    return ts_transpose(c, t, -2, -1, out);
}

nb_Status ts_expand(ts_Ctx *c, ts_Tensor *t, int ndim, const int64_t *shape, ts_Tensor **out)
{
    if (ndim < t->ndim)
    {
        char a[200], b[200];
        ts__fmt_shape(a, sizeof a, t->ndim, t->shape);
        ts__fmt_shape(b, sizeof b, ndim, shape);
        return ts_err(c, TS_ERR_RUNTIME, "expand(torch.%s{%s}, size=%s): the number of sizes provided (%d) must be greater or equal to the number of dimensions in the tensor (%d)",
                      ts_dtype_legacy(t->dtype) + 6, a, b, ndim, t->ndim);
    }
    int64_t ns[TS_MAXDIM], nst[TS_MAXDIM];
    int lead = ndim - t->ndim;
    for (int i = ndim - 1; i >= 0; i--) {
        int j = i - lead;
        int64_t want = shape[i];
        if (j >= 0) {
            int64_t have = t->shape[j];
            if (want == -1) want = have;
            if (have == want) { ns[i] = have; nst[i] = t->stride[j]; }
            else if (have == 1) { ns[i] = want; nst[i] = 0; }
            else {
                char a[200], b[200];
                ts__fmt_shape(a, sizeof a, ndim, shape);
                ts__fmt_shape(b, sizeof b, t->ndim, t->shape);
                return ts_err(c, TS_ERR_RUNTIME, "The expanded size of the tensor (%lld) must match the existing size (%lld) at non-singleton dimension %d.  Target sizes: %s.  Tensor sizes: %s",
                              (long long)want, (long long)have, i, a, b);
            }
        } else {
            if (want < 0)
                return ts_err(c, TS_ERR_RUNTIME, "The expanded size of the tensor (%lld) isn't allowed in a leading, non-existing dimension %d", (long long)want, i);
            ns[i] = want; nst[i] = 0;
        }
    }
    ts_Tensor *r;
    TRY(ts__alias(c, t, ndim, ns, nst, t->offset, &r));
    return finish(c, t, r, "ExpandBackward0", pass_bw, NULL, 0, out);
}

nb_Status ts_expand_as(ts_Ctx *c, ts_Tensor *t, ts_Tensor *o, ts_Tensor **out)
{
    return ts_expand(c, t, o->ndim, o->shape, out);
}

nb_Status ts_select(ts_Ctx *c, ts_Tensor *t, int64_t dim, int64_t index, ts_Tensor **out)
{
    if (t->ndim == 0) return ts_err(c, TS_ERR_INDEX, "select() cannot be applied to a 0-dim tensor.");
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    int64_t size = t->shape[dim];
    if (index < -size || index >= size) {
        char a[200];
        ts__fmt_shape(a, sizeof a, t->ndim, t->shape);
        return ts_err(c, TS_ERR_INDEX, "select(): index %lld out of range for tensor of size %s at dimension %lld",
                      (long long)index, a, (long long)dim);
    }
    if (index < 0) index += size;
    int64_t ns[TS_MAXDIM], nst[TS_MAXDIM];
    int nd = 0;
    for (int i = 0; i < t->ndim; i++)
        if (i != dim) { ns[nd] = t->shape[i]; nst[nd++] = t->stride[i]; }
    ts_Tensor *r;
    TRY(ts__alias(c, t, nd, ns, nst, t->offset + index * t->stride[dim], &r));
    int64_t iv[4] = {1, dim, index, 1};
    return finish(c, t, r, "SelectBackward0", slice_bw, iv, 4, out);
}

nb_Status ts_slice(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool has_start, int64_t start, bool has_stop,
                   int64_t stop, int64_t step, ts_Tensor **out)
{
    if (t->ndim == 0) return ts_err(c, TS_ERR_INDEX, "slice() cannot be applied to a 0-dim tensor.");
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    if (step <= 0) return ts_err(c, TS_ERR_VALUE, step == 0 ? "slice step cannot be zero" : "step must be greater than zero");
    int64_t n = t->shape[dim];
    if (!has_start) start = 0;
    if (!has_stop) stop = n;
    if (start < 0) start += n;
    if (stop < 0) stop += n;
    if (start < 0) start = 0; else if (start > n) start = n;
    if (stop < start) stop = start; else if (stop > n) stop = n;
    int64_t len = (stop - start + step - 1) / step;
    int64_t ns[TS_MAXDIM], nst[TS_MAXDIM];
    for (int i = 0; i < t->ndim; i++) { ns[i] = t->shape[i]; nst[i] = t->stride[i]; }
    ns[dim] = len;
    nst[dim] = t->stride[dim] * step;
    ts_Tensor *r;
    TRY(ts__alias(c, t, t->ndim, ns, nst, t->offset + start * t->stride[dim], &r));
    int64_t iv[4] = {0, dim, start, step};
    return finish(c, t, r, "SliceBackward0", slice_bw, iv, 4, out);
}

nb_Status ts_narrow(ts_Ctx *c, ts_Tensor *t, int64_t dim, int64_t start, int64_t length, ts_Tensor **out)
{
    if (t->ndim == 0) return ts_err(c, TS_ERR_RUNTIME, "narrow() cannot be applied to a 0-dim tensor.");
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    int64_t n = t->shape[dim];
    if (start < -n || start > n)
        return ts_err(c, TS_ERR_INDEX, "start out of range (expected to be in range of [%lld, %lld], but got %lld)",
                      (long long)-n, (long long)n, (long long)start);
    if (start < 0) start += n;
    if (length < 0 || start > n - length)
        return ts_err(c, TS_ERR_RUNTIME, "start (%lld) + length (%lld) exceeds dimension size (%lld).",
                      (long long)start, (long long)length, (long long)n);
    return ts_slice(c, t, dim, true, start, true, start + length, 1, out);
}

nb_Status ts__as_strided(ts_Ctx *c, ts_Tensor *t, int ndim, const int64_t *shape, const int64_t *stride,
                         int64_t offset, ts_Tensor **out)
{
    return ts__alias(c, t, ndim, shape, stride, offset, out);
}

/* ---- cat / stack */

static nb_Status cat_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    int64_t dim = n->iv[0], off = 0;
    for (int i = 0; i < n->nin; i++) {
        ag_Meta *m = &n->meta[i];
        if (m->ndim == 1 && m->shape[0] == 0 && g[0]->ndim != 1) continue; /* legacy empty */
        int64_t len = m->shape[dim];
        if (n->next[i].fn) {
            ts_Tensor *v;
            TRY(ts_narrow(c, g[0], dim, off, len, &v));
            gin[i] = v;
        }
        off += len;
    }
    return NB_OK;
}

nb_Status ts_cat(ts_Ctx *c, ts_Tensor *const *ts, int n, int64_t dim, ts_Tensor **out)
{
    if (n == 0) return ts_err(c, TS_ERR_RUNTIME, "torch.cat(): expected a non-empty list of Tensors");
    /* reference: first tensor that is not a legacy 1-D empty */
    int ref = -1;
    for (int i = 0; i < n; i++)
        if (!(ts[i]->ndim == 1 && ts[i]->shape[0] == 0)) { ref = i; break; }
    if (ref < 0) ref = 0;
    ts_Tensor *R = ts[ref];
    if (R->ndim == 0) return ts_err(c, TS_ERR_RUNTIME, "zero-dimensional tensor (at position %d) cannot be concatenated", ref);
    TRY(ts__wrap_dim(c, &dim, R->ndim));
    ts_DType dt;
    /* promote across all (as tensors, no wrapped-number rules) */
    {
        ts_Tensor *acc = ts[0];
        dt = acc->dtype;
        for (int i = 1; i < n; i++) {
            ts_Tensor tmp = *ts[i];
            ts_Tensor a = *acc; a.dtype = dt; a.is_wrapped_number = false; a.ndim = 1;
            tmp.is_wrapped_number = false; tmp.ndim = 1;
            dt = ts_result_type(&a, &tmp);
        }
    }
    int64_t total = 0;
    for (int i = 0; i < n; i++) {
        ts_Tensor *t = ts[i];
        if (t->ndim == 1 && t->shape[0] == 0) continue;
        if (t->ndim != R->ndim)
            return ts_err(c, TS_ERR_RUNTIME, "Tensors must have same number of dimensions: got %d and %d", R->ndim, t->ndim);
        for (int d = 0; d < R->ndim; d++)
            if (d != dim && t->shape[d] != R->shape[d])
                return ts_err(c, TS_ERR_RUNTIME, "Sizes of tensors must match except in dimension %lld. Expected size %lld but got size %lld for tensor number %d in the list.",
                              (long long)dim, (long long)R->shape[d], (long long)t->shape[d], i);
        total += t->shape[dim];
    }
    int64_t sh[TS_MAXDIM];
    memcpy(sh, R->shape, sizeof sh);
    sh[dim] = total;
    ts_Tensor *r;
    TRY(ts__new(c, dt, R->ndim, sh, &r));
    int64_t off = 0;
    for (int i = 0; i < n; i++) {
        ts_Tensor *t = ts[i], *v;
        if (t->ndim == 1 && t->shape[0] == 0) continue;
        nb_Status st = ts__alias(c, r, r->ndim, t->shape, r->stride, off * r->stride[dim], &v);
        if (st) { ts_release(r); return st; }
        ts__copy_into(v, t);
        ts_release(v);
        off += t->shape[dim];
    }
    ts_release(r->base); /* not a view */
    if (ag_should_record(c, n, ts)) {
        ag_Node *nd;
        nb_Status st = ag_make(c, "CatBackward0", cat_bw, n, ts, 1, &nd);
        if (st) { ts_release(r); return st; }
        nd->iv[0] = dim;
        ag_set_output(nd, r, 0);
        ag_node_release(nd);
    }
    *out = r;
    return NB_OK;
}

static nb_Status stack_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    for (int i = 0; i < n->nin; i++)
        if (n->next[i].fn) TRY(ts_select(c, g[0], n->iv[0], i, &gin[i]));
    return NB_OK;
}

nb_Status ts_stack(ts_Ctx *c, ts_Tensor *const *ts, int n, int64_t dim, ts_Tensor **out)
{
    if (n == 0) return ts_err(c, TS_ERR_RUNTIME, "stack expects a non-empty TensorList");
    TRY(ts__wrap_dim(c, &dim, ts[0]->ndim + 1));
    for (int i = 1; i < n; i++)
        if (ts[i]->ndim != ts[0]->ndim || memcmp(ts[i]->shape, ts[0]->shape, sizeof(int64_t) * (size_t)ts[0]->ndim)) {
            char a[200], b[200];
            ts__fmt_shape(a, sizeof a, ts[0]->ndim, ts[0]->shape);
            ts__fmt_shape(b, sizeof b, ts[i]->ndim, ts[i]->shape);
            return ts_err(c, TS_ERR_RUNTIME, "stack expects each tensor to be equal size, but got %s at entry 0 and %s at entry %d", a, b, i);
        }
    ts_Tensor **us = nb_alloc(c->heap, sizeof(ts_Tensor *) * (size_t)n);
    if (!us) return ts_oom(c);
    nb_Status st = NB_OK;
    ts__NoGrad ng = ts__nograd_begin(c);
    for (int i = 0; i < n && !st; i++) st = ts_unsqueeze(c, ts[i], dim, &us[i]);
    ts_Tensor *r = NULL;
    if (!st) st = ts_cat(c, us, n, dim, &r);
    ts__nograd_end(c, ng);
    for (int i = 0; i < n; i++) ts_release(us[i]);
    nb_free(c->heap, us, sizeof(ts_Tensor *) * (size_t)n);
    if (st) return st;
    if (ag_should_record(c, n, ts)) {
        ag_Node *nd;
        st = ag_make(c, "StackBackward0", stack_bw, n, ts, 1, &nd);
        if (st) { ts_release(r); return st; }
        nd->iv[0] = dim;
        ag_set_output(nd, r, 0);
        ag_node_release(nd);
    }
    *out = r;
    return NB_OK;
}

/* ---- split / chunk / unbind: multi-output node SplitBackward0 */

static nb_Status split_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    /* iv[0]=dim; extra = sizes[nout] */
    int64_t *sizes = n->extra, dim = n->iv[0], off = 0;
    ts_Tensor *z;
    TRY(ts_zeros(c, n->meta[0].ndim, n->meta[0].shape, n->meta[0].dtype, &z));
    for (int k = 0; k < n->nout; k++) {
        if (g[k]) {
            ts_Tensor *v;
            nb_Status st = ts_narrow(c, z, dim, off, sizes[k], &v);
            if (st) { ts_release(z); return st; }
            if (n->iv[1]) { /* unbind: g is missing the dim */
                ts_Tensor *v2;
                st = ts_select(c, z, dim, off, &v2);
                ts_release(v);
                if (st) { ts_release(z); return st; }
                v = v2;
            }
            ts__copy_into(v, g[k]);
            ts_release(v);
        }
        off += sizes[k];
    }
    gin[0] = z;
    return NB_OK;
}

static nb_Status split_common(ts_Ctx *c, ts_Tensor *t, const int64_t *sizes, int64_t nparts, int64_t dim, bool unbind,
                              const char *name, ts_Tensor ***outs, int64_t *nout)
{
    ts_Tensor **arr = nb_alloc(c->heap, sizeof(ts_Tensor *) * (size_t)(nparts ? nparts : 1));
    if (!arr) return ts_oom(c);
    nb_Status st = NB_OK;
    int64_t off = 0;
    ts__NoGrad ng = ts__nograd_begin(c);
    for (int64_t i = 0; i < nparts && !st; i++) {
        if (unbind) st = ts_select(c, t, dim, i, &arr[i]);
        else st = ts_narrow(c, t, dim, off, sizes[i], &arr[i]);
        off += sizes[i];
    }
    ts__nograd_end(c, ng);
    if (!st && ag_should_record(c, 1, &t)) {
        ag_Node *n;
        int64_t *sz;
        st = ag_make(c, name, split_bw, 1, &t, (int)nparts, &n);
        if (!st) {
            st = ag_extra(c, n, sizeof(int64_t) * (size_t)(nparts ? nparts : 1), (void **)&sz);
            if (!st) {
                memcpy(sz, sizes, sizeof(int64_t) * (size_t)nparts);
                n->iv[0] = dim;
                n->iv[1] = unbind;
                for (int64_t i = 0; i < nparts; i++) ag_set_output(n, arr[i], (int)i);
            }
            ag_node_release(n);
        }
    }
    if (st) { ts_list_free(c, arr, nparts); return st; }
    *outs = arr;
    *nout = nparts;
    return NB_OK;
}

nb_Status ts_split_sizes(ts_Ctx *c, ts_Tensor *t, const int64_t *sizes, int nsizes, int64_t dim, ts_Tensor ***outs,
                         int64_t *n)
{
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    int64_t sum = 0;
    for (int i = 0; i < nsizes; i++) sum += sizes[i];
    if (sum != t->shape[dim]) {
        char a[400];
        ts__fmt_shape(a, sizeof a, nsizes, sizes);
        return ts_err(c, TS_ERR_RUNTIME, "split_with_sizes expects split_sizes to sum exactly to %lld (input tensor's size at dimension %lld), but got split_sizes=%s",
                      (long long)t->shape[dim], (long long)dim, a);
    }
    return split_common(c, t, sizes, nsizes, dim, false, "SplitWithSizesBackward0", outs, n);
}

static nb_Status split_named(ts_Ctx *c, ts_Tensor *t, int64_t size, int64_t dim, const char *name, ts_Tensor ***outs,
                             int64_t *n);

nb_Status ts_split(ts_Ctx *c, ts_Tensor *t, int64_t size, int64_t dim, ts_Tensor ***outs, int64_t *n)
{
    return split_named(c, t, size, dim, "SplitBackward0", outs, n);
}

/* unsafe_split: split recorded as UnsafeSplitBackward0 (the LSTM/GRU cells' gates) */
nb_Status ts_unsafe_split(ts_Ctx *c, ts_Tensor *t, int64_t size, int64_t dim, ts_Tensor ***outs, int64_t *n)
{
    return split_named(c, t, size, dim, "UnsafeSplitBackward0", outs, n);
}

static nb_Status split_named(ts_Ctx *c, ts_Tensor *t, int64_t size, int64_t dim, const char *name, ts_Tensor ***outs,
                             int64_t *n)
{
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    if (size < 0) return ts_err(c, TS_ERR_RUNTIME, "split expects split_size be non-negative, but got split_size=%lld", (long long)size);
    int64_t len = t->shape[dim];
    int64_t parts = size == 0 ? (len == 0 ? 1 : 0) : (len + size - 1) / size;
    if (parts == 0) parts = 1;
    int64_t *sizes = nb_alloc(c->heap, sizeof(int64_t) * (size_t)parts);
    if (!sizes) return ts_oom(c);
    for (int64_t i = 0; i < parts; i++) sizes[i] = (i + 1) * size <= len ? size : len - i * size;
    nb_Status st = split_common(c, t, sizes, parts, dim, false, name, outs, n);
    nb_free(c->heap, sizes, sizeof(int64_t) * (size_t)parts);
    return st;
}

nb_Status ts_chunk_ex(ts_Ctx *c, ts_Tensor *t, int64_t chunks, int64_t dim, bool unsafe, ts_Tensor ***outs, int64_t *n)
{
    if (chunks <= 0) return ts_err(c, TS_ERR_RUNTIME, "chunk expects `chunks` to be greater than 0, got: %lld", (long long)chunks);
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    int64_t len = t->shape[dim];
    int64_t size = (len + chunks - 1) / chunks;
    if (size == 0 && len == 0) size = 0;
    return split_named(c, t, size ? size : 1, dim, unsafe ? "UnsafeSplitBackward0" : "SplitBackward0", outs, n);
}

nb_Status ts_chunk(ts_Ctx *c, ts_Tensor *t, int64_t chunks, int64_t dim, ts_Tensor ***outs, int64_t *n)
{
    return ts_chunk_ex(c, t, chunks, dim, false, outs, n);
}

nb_Status ts_unbind(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor ***outs, int64_t *n)
{
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    int64_t len = t->shape[dim];
    int64_t *sizes = nb_alloc(c->heap, sizeof(int64_t) * (size_t)(len ? len : 1));
    if (!sizes) return ts_oom(c);
    for (int64_t i = 0; i < len; i++) sizes[i] = 1;
    nb_Status st = split_common(c, t, sizes, len, dim, true, "UnbindBackward0", outs, n);
    nb_free(c->heap, sizes, sizeof(int64_t) * (size_t)(len ? len : 1));
    return st;
}

/* ---- flip / repeat / tril / triu (materialising) */

static nb_Status flip_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    return ts_flip(c, g[0], n->iv + 1, (int)n->iv[0], &gin[0]);
}

nb_Status ts_flip(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, ts_Tensor **out)
{
    int64_t fst[TS_MAXDIM], off = t->offset, iv[TS_MAXDIM + 1];
    memcpy(fst, t->stride, sizeof fst);
    iv[0] = ndims;
    bool seen[TS_MAXDIM] = {0};
    for (int i = 0; i < ndims; i++) {
        int64_t d = dims[i];
        TRY(ts__wrap_dim(c, &d, t->ndim));
        if (seen[d]) return ts_err(c, TS_ERR_RUNTIME, "dims has duplicates, original flip dims size=%d, but unique flip dims size=%d", ndims, ndims - 1);
        seen[d] = true;
        iv[i + 1] = d;
        if (t->shape[d] > 0) off += (t->shape[d] - 1) * fst[d];
        fst[d] = -fst[d];
    }
    ts_Tensor *v, *r;
    TRY(ts__alias(c, t, t->ndim, t->shape, fst, off, &v));
    nb_Status s = ts__new(c, t->dtype, t->ndim, t->shape, &r);
    if (!s) ts__copy_into(r, v);
    ts_release(v);
    if (s) return s;
    return finish(c, t, r, "FlipBackward0", flip_bw, iv, ndims + 1, out);
}

static nb_Status repeat_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    /* view grad as [r0, s0, r1, s1, ...] and sum the r dims */
    int nrep = (int)n->iv[0];
    int lead = nrep - n->meta[0].ndim;
    if (2 * nrep > TS_MAXDIM) return ts_err(c, TS_ERR_NOTIMPL, "repeat backward: too many dims");
    int64_t sh[2 * TS_MAXDIM], dims[TS_MAXDIM];
    for (int i = 0; i < nrep; i++) {
        sh[2 * i] = n->iv[1 + i];
        sh[2 * i + 1] = i < lead ? 1 : n->meta[0].shape[i - lead];
        dims[i] = 2 * i;
    }
    ts_Tensor *cg, *v, *s;
    TRY(ts_contiguous(c, g[0], &cg));
    nb_Status st = ts_view(c, cg, 2 * nrep, sh, &v);
    ts_release(cg);
    if (st) return st;
    st = ts_sum(c, v, dims, nrep, false, TS_NODTYPE, &s);
    ts_release(v);
    if (st) return st;
    st = ts_reshape(c, s, n->meta[0].ndim, n->meta[0].shape, &gin[0]);
    ts_release(s);
    return st;
}

nb_Status ts_repeat(ts_Ctx *c, ts_Tensor *t, int nrep, const int64_t *reps, ts_Tensor **out)
{
    if (nrep < t->ndim)
        return ts_err(c, TS_ERR_RUNTIME, "Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor");
    if (nrep > TS_MAXDIM) return ts_err(c, TS_ERR_RUNTIME, "too many dimensions");
    int lead = nrep - t->ndim;
    int64_t sh[TS_MAXDIM], xs[TS_MAXDIM];
    for (int i = 0; i < nrep; i++) {
        xs[i] = i < lead ? 1 : t->shape[i - lead];
        sh[i] = xs[i] * reps[i];
    }
    ts_Tensor *r, *x;
    TRY(ts__new(c, t->dtype, nrep, sh, &r));
    int64_t zst[TS_MAXDIM] = {0};
    nb_Status st = ts__alias(c, t, nrep, xs, zst, t->offset, &x);
    if (st) { ts_release(r); return st; }
    for (int i = 0; i < nrep; i++) x->stride[i] = i < lead ? 0 : t->stride[i - lead];
    /* iterate over all tiles */
    int64_t ntiles = ts__prod(nrep, reps), idx[TS_MAXDIM] = {0};
    for (int64_t k = 0; k < ntiles; k++) {
        int64_t off = 0;
        for (int i = 0; i < nrep; i++) off += idx[i] * xs[i] * r->stride[i];
        ts_Tensor *v;
        st = ts__alias(c, r, nrep, xs, r->stride, off, &v);
        if (st) break;
        ts__copy_into(v, x);
        ts_release(v);
        for (int i = nrep - 1; i >= 0; i--) { if (++idx[i] < reps[i]) break; idx[i] = 0; }
    }
    ts_release(x);
    ts_release(r->base); r->base = NULL;
    if (st) { ts_release(r); return st; }
    int64_t iv[TS_MAXDIM + 1];
    iv[0] = nrep;
    for (int i = 0; i < nrep; i++) iv[i + 1] = reps[i];
    return finish(c, t, r, "RepeatBackward0", repeat_bw, iv, nrep + 1, out);
}

static nb_Status tri(ts_Ctx *c, ts_Tensor *t, int64_t k, bool lower, ts_Tensor **out);
static nb_Status tril_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    return tri(c, g[0], n->iv[0], n->iv[1] != 0, &gin[0]);
}

static nb_Status tri(ts_Ctx *c, ts_Tensor *t, int64_t k, bool lower, ts_Tensor **out)
{
    if (t->ndim < 2)
        return ts_err(c, TS_ERR_RUNTIME, "%s: input tensor must have at least 2 dimensions", lower ? "tril" : "triu");
    ts_Tensor *r;
    TRY(ts__new(c, t->dtype, t->ndim, t->shape, &r));
    ts__copy_into(r, t);
    int64_t R = t->shape[t->ndim - 2], C = t->shape[t->ndim - 1], B = (R * C != 0) ? ts_numel(t) / (R * C) : 0;
    size_t es = ts_dtype_size(t->dtype);
    char *p = ts_data(r);
    for (int64_t b = 0; b < B; b++)
        for (int64_t i = 0; i < R; i++)
            for (int64_t j = 0; j < C; j++) {
                bool keep = lower ? (j - i <= k) : (j - i >= k);
                if (!keep) memset(p + ((b * R + i) * C + j) * (int64_t)es, 0, es);
            }
    int64_t iv[2] = {k, lower};
    return finish(c, t, r, lower ? "TrilBackward0" : "TriuBackward0", tril_bw, iv, 2, out);
}
nb_Status ts_tril(ts_Ctx *c, ts_Tensor *t, int64_t k, ts_Tensor **out) { return tri(c, t, k, true, out); }
nb_Status ts_triu(ts_Ctx *c, ts_Tensor *t, int64_t k, ts_Tensor **out) { return tri(c, t, k, false, out); }
