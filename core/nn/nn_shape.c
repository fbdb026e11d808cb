/* nn_shape.c — torch glue: views, shape ops and indexing (Tensor methods and torch.* functions
 * registered through the nn_more_shape record; see nn_method_tables.c). Kernels with
 * their own backward live in core/tensor/ts_shape.c; the rest are composed
 * from ts_* ops so their grad_fn chain is PyTorch's (movedim → Permute...). */
#include <stdio.h>
#include <string.h>

#include "nn_torch_util.h"
#include "nn_glue.h"
#include "ag.h"
#include "ts_shape.h"

#define MAXLIST 256

static py_Obj *retp(py_State *S, nb_Status st, ts_Tensor **rp)
{
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return nn_tensor_wrap_steal(S, *rp);
}
static py_Obj *ret_self(py_State *S, nb_Status st, py_Obj *self)
{
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return py_newref(self);
}
static bool given(py_State *S, py_Obj *o) { return o && o != S->None; }
static bool is_seq(py_Obj *o) { return (o->type->flags & (PY_TPFLAG_LIST_SUB | PY_TPFLAG_TUPLE_SUB)) != 0; }
static py_ssize seq_len(py_Obj *o) { return (o->type->flags & PY_TPFLAG_LIST_SUB) ? py_list_len(o) : py_tuple_len(o); }
static py_Obj *seq_getB(py_Obj *o, py_ssize i)
{
    return (o->type->flags & PY_TPFLAG_LIST_SUB) ? py_list_getB(o, i) : py_tuple_getB(o, i);
}
static int opt_int(py_State *S, py_Obj *o, const char *what, int64_t dflt, int64_t *out)
{
    *out = dflt;
    return given(S, o) ? nn_arg_int(S, o, what, out) : 0;
}
static int opt_bool(py_State *S, py_Obj *o, const char *what, bool dflt, bool *out)
{
    *out = dflt;
    return given(S, o) ? nn_arg_bool(S, o, what, out) : 0;
}
/* An int or a sequence of ints (up to max) → list. */
static int int_list(py_State *S, py_Obj *o, const char *fname, const char *arg, int max, int *n, int64_t *v)
{
    if (!is_seq(o)) {
        if (!py_isinstance_type(o, PY_T(int)) && !nn_is_tensor(o)) {
            py_err_format(S, PY_T(TypeError), "%s(): argument '%s' must be tuple of ints, not %T", fname, arg, o);
            return -1;
        }
        *n = 1;
        return nn_arg_int(S, o, arg, v);
    }
    py_ssize len = seq_len(o);
    if (len > max) {
        py_err_format(S, PY_T(RuntimeError), "%s(): too many values (nnscope supports %d)", fname, max);
        return -1;
    }
    for (py_ssize i = 0; i < len; i++) {
        py_Obj *it = seq_getB(o, i);
        if (!py_isinstance_type(it, PY_T(int)) && !nn_is_tensor(it)) {
            py_err_format(S, PY_T(TypeError), "%s(): argument '%s' must be tuple of ints, but found element of type %s at pos %d",
                          fname, arg, it->type->name, (int)i);
            return -1;
        }
        if (nn_arg_int(S, it, arg, &v[i]) < 0)
            return -1;
    }
    *n = (int)len;
    return 0;
}
static py_Obj *need_tensor(py_State *S, py_Obj *o, const char *fname, const char *arg, int pos)
{
    if (pos > 0)
        return py_err_format(S, PY_T(TypeError), "%s(): argument '%s' (position %d) must be Tensor, not %T", fname, arg, pos, o);
    return py_err_format(S, PY_T(TypeError), "%s(): argument '%s' must be Tensor, not %T", fname, arg, o);
}

/* ------------------------------------------------------------ movedim */

static py_Obj *movedim_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                         const char *name)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "source,destination", a) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self);
    int ns, nd;
    int64_t src[TS_MAXDIM], dst[TS_MAXDIM];
    if (int_list(S, a[0], name, "source", TS_MAXDIM, &ns, src) < 0 ||
        int_list(S, a[1], name, "destination", TS_MAXDIM, &nd, dst) < 0)
        return NULL;
    char b1[200], b2[200];
    if (ns != nd) {
        ts_fmt_shape(b1, sizeof b1, ns, src);
        ts_fmt_shape(b2, sizeof b2, nd, dst);
        return py_err_format(S, PY_T(RuntimeError),
                             "movedim: Invalid source or destination dims: source (%s dims) should contain the same number of dims as destination (%s dims)",
                             b1, b2);
    }
    ts_Ctx *c = NN_CTX(S);
    for (int i = 0; i < ns; i++) {
        NN_TRY(S, ts_wrap_dim(c, &src[i], t->ndim));
        NN_TRY(S, ts_wrap_dim(c, &dst[i], t->ndim));
    }
    for (int i = 0; i < ns; i++)
        for (int j = 0; j < i; j++) {
            if (src[i] == src[j]) {
                ts_fmt_shape(b1, sizeof b1, ns, src);
                return py_err_format(S, PY_T(RuntimeError), "movedim: repeated dim in `source` (%s)", b1);
            }
            if (dst[i] == dst[j]) {
                ts_fmt_shape(b1, sizeof b1, nd, dst);
                return py_err_format(S, PY_T(RuntimeError), "movedim: repeated dim in `destination` (%s)", b1);
            }
        }
    int64_t order[TS_MAXDIM];
    bool used_src[TS_MAXDIM] = {0}, used_dst[TS_MAXDIM] = {0};
    for (int i = 0; i < t->ndim; i++) order[i] = -1;
    for (int i = 0; i < ns; i++) {
        order[dst[i]] = src[i];
        used_src[src[i]] = used_dst[dst[i]] = true;
    }
    int si = 0;
    for (int i = 0; i < t->ndim; i++) {
        if (used_dst[i])
            continue;
        while (used_src[si])
            si++;
        order[i] = si++;
    }
    ts_Tensor *r;
    return retp(S, ts_permute(c, t, order, t->ndim, &r), &r);
}
NN_METH(m_movedim) { return movedim_m(S, self, args, nargs, kwnames, "movedim"); }
NN_METH(m_moveaxis) { return movedim_m(S, self, args, nargs, kwnames, "moveaxis"); }

/* ------------------------------------------------------------ unfold / as_strided / ravel */

NN_METH(m_unfold)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "unfold", args, nargs, kwnames, "dimension,size,step", a) < 0)
        return NULL;
    int64_t d, sz, st;
    if (nn_arg_int(S, a[0], "dimension", &d) < 0 || nn_arg_int(S, a[1], "size", &sz) < 0 ||
        nn_arg_int(S, a[2], "step", &st) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_x_unfold(NN_CTX(S), NN_T(self), d, sz, st, &r), &r);
}

NN_METH(m_as_strided)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "as_strided", args, nargs, kwnames, "size,stride,|storage_offset", a) < 0)
        return NULL;
    int n1, n2;
    int64_t sh[TS_MAXDIM], sd[TS_MAXDIM], off;
    if (int_list(S, a[0], "as_strided", "size", TS_MAXDIM, &n1, sh) < 0 ||
        int_list(S, a[1], "as_strided", "stride", TS_MAXDIM, &n2, sd) < 0 || opt_int(S, a[2], "storage_offset", -1, &off) < 0)
        return NULL;
    if (n1 != n2)
        return py_err_format(S, PY_T(RuntimeError), "mismatch in length of strides and shape");
    ts_Tensor *r;
    return retp(S, ts_x_as_strided(NN_CTX(S), NN_T(self), n1, sh, sd, off, &r), &r);
}

NN_METH(m_ravel)
{
    if (py_check_nargs(S, "ravel", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *c0, *r;
    NN_TRY(S, ts_contiguous(NN_CTX(S), NN_T(self), &c0));
    int64_t m1 = -1;
    nb_Status st = ts_view(NN_CTX(S), c0, 1, &m1, &r);
    ts_release(c0);
    return retp(S, st, &r);
}

NN_METH(m__is_view)
{
    if (py_check_nargs(S, "_is_view", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return PY_BOOL(S, NN_T(self)->base != NULL);
}

static py_Obj *g_base(py_State *S, py_Obj *self)
{
    ts_Tensor *b = NN_T(self)->base;
    if (!b)
        PY_RETURN_NONE(S);
    return nn_tensor_wrap(S, b);
}

/* ------------------------------------------------------------ in-place view ops */

static py_Obj *inplace_view(py_State *S, py_Obj *self, nb_Status st, ts_Tensor *v, const char *name)
{
    if (st != NB_OK)
        return nn_raise_status(S, st);
    ts_Ctx *c = NN_CTX(S);
    st = ts_check_inplace(c, NN_T(self));
    if (st == NB_OK)
        st = ts_x_adopt_view(c, NN_T(self), v, name);
    ts_release(v);
    return ret_self(S, st, self);
}

NN_METH(m_unsqueeze_)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "unsqueeze_", args, nargs, kwnames, "dim", a) < 0)
        return NULL;
    int64_t d;
    if (nn_arg_int(S, a[0], "dim", &d) < 0)
        return NULL;
    ts_Tensor *v = NULL;
    nb_Status st = ts_check_inplace(NN_CTX(S), NN_T(self));
    if (!st)
        st = ts_unsqueeze(NN_CTX(S), NN_T(self), d, &v);
    return inplace_view(S, self, st, v, "UnsqueezeBackward1");
}

/* x.resize_(*sizes): with the same number of elements x becomes a view of its own data in the new
 * shape (a contiguous x keeps its storage, as in PyTorch). Growing or shrinking the storage is not
 * supported: it raises. */
NN_METH(m_resize_)
{
    ts_Tensor *t = NN_T(self);
    py_ssize nk = kwnames ? py_tuple_len(kwnames) : 0;
    if (nk > 1 || (nk == 1 && !py_str_eq_c(py_tuple_getB(kwnames, 0), "memory_format")))
        return py_err_unexpected_kw_c(S, "resize_", py_tuple_getB(kwnames, 0),
                                      (const char *const[]){ "memory_format" }, 1);
    int nd;
    int64_t sh[TS_MAXDIM];
    if (nn_arg_shape(S, args, nargs, "resize_", &nd, sh) < 0)
        return NULL;
    if (t->requires_grad)
        return py_err_format(S, PY_T(RuntimeError), "cannot resize variables that require grad");
    int64_t n = 1;
    for (int i = 0; i < nd; i++)
        n *= sh[i];
    if (n != ts_numel(t))
        return py_err_format(S, PY_T(NotImplementedError),
                             "nnscope: resize_() to a different number of elements (%lld to %lld) is not supported",
                             (long long)ts_numel(t), (long long)n);
    ts_Tensor *v = NULL;
    nb_Status st = ts_check_inplace(NN_CTX(S), t);
    if (!st)
        st = ts_reshape(NN_CTX(S), t, nd, sh, &v);
    return inplace_view(S, self, st, v, "ViewBackward0");
}

NN_METH(m_squeeze_)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "squeeze_", args, nargs, kwnames, "|dim", a) < 0)
        return NULL;
    ts_Tensor *v = NULL;
    nb_Status st = ts_check_inplace(NN_CTX(S), NN_T(self));
    const char *name = "SqueezeBackward3";
    if (!st && !given(S, a[0])) {
        st = ts_squeeze(NN_CTX(S), NN_T(self), NULL, 0, &v);
    } else if (!st) {
        int nd;
        int64_t dims[TS_MAXDIM];
        if (nn_arg_dims(S, a[0], "squeeze_", &nd, dims) < 0)
            return NULL;
        name = is_seq(a[0]) ? "SqueezeBackward5" : "SqueezeBackward4";
        st = ts_squeeze(NN_CTX(S), NN_T(self), dims, nd, &v);
    }
    return inplace_view(S, self, st, v, name);
}

NN_METH(m_t_)
{
    if (py_check_nargs(S, "t_", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *v = NULL;
    nb_Status st = ts_check_inplace(NN_CTX(S), NN_T(self));
    if (!st && NN_T(self)->ndim > 2)
        st = ts_err(NN_CTX(S), TS_ERR_RUNTIME, "t_() expects a tensor with <= 2 dimensions, but self is %dD", NN_T(self)->ndim);
    if (!st)
        st = ts_t(NN_CTX(S), NN_T(self), &v);
    return inplace_view(S, self, st, v, "TBackward1");
}

static py_Obj *transpose_i(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                           const char *name)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "dim0,dim1", a) < 0)
        return NULL;
    int64_t d0, d1;
    if (nn_arg_int(S, a[0], "dim0", &d0) < 0 || nn_arg_int(S, a[1], "dim1", &d1) < 0)
        return NULL;
    ts_Tensor *v = NULL;
    nb_Status st = ts_check_inplace(NN_CTX(S), NN_T(self));
    if (!st)
        st = ts_transpose(NN_CTX(S), NN_T(self), d0, d1, &v);
    return inplace_view(S, self, st, v, "TransposeBackward1");
}
NN_METH(m_transpose_) { return transpose_i(S, self, args, nargs, kwnames, "transpose_"); }
NN_METH(m_swapaxes_) { return transpose_i(S, self, args, nargs, kwnames, "swapaxes_"); }
NN_METH(m_swapdims_) { return transpose_i(S, self, args, nargs, kwnames, "swapdims_"); }

/* ------------------------------------------------------------ view(dtype) / unflatten */

/* Type name as PyTorch's argument parser prints it. */
static const char *view_tname(py_Obj *o)
{
    if (nn_is_tensor(o))
        return "Tensor";
    if (o->type == &nn_type_dtype)
        return "torch.dtype";
    return o->type->name;
}
static bool view_intlike(py_Obj *o)
{
    return (py_isinstance_type(o, PY_T(int)) && o->type != PY_T(bool)) || nn_is_tensor(o);
}

NN_METH(m_view)
{
    ts_Ctx *c = NN_CTX(S);
    if (nargs == 1 && !kwnames && args[0]->type == &nn_type_dtype) {
        int dt;
        if (nn_dtype_from_obj(S, args[0], &dt) < 0)
            return NULL;
        ts_Tensor *r;
        return retp(S, ts_x_view_dtype(c, NN_T(self), (ts_DType)dt, &r), &r);
    }
    if (kwnames && py_tuple_len(kwnames)) {
        if (nargs == 0 && py_tuple_len(kwnames) == 1 && py_str_eq_c(py_tuple_getB(kwnames, 0), "dtype"))
            return m_view(S, self, args, 1, NULL);
        py_Obj *kn = py_tuple_getB(kwnames, 0);
        if (nargs == 0 && py_tuple_len(kwnames) == 1 && py_str_eq_c(kn, "size"))
            return m_view(S, self, args, 1, NULL);
        return py_err_format(S, PY_T(TypeError),
                             "view() received an invalid combination of arguments - got (%U=%s, ), but expected one of:\n"
                             " * (torch.dtype dtype)\n"
                             "      didn't match because some of the keywords were incorrect: %U\n"
                             " * (tuple of ints size)\n"
                             "      didn't match because some of the keywords were incorrect: %U\n",
                             kn, nargs ? view_tname(args[0]) : "tuple", kn, kn);
    }
    /* PyTorch's parser: a bad FIRST element fails overload matching (with the per-overload
     * lines when there is a single argument); a bad later one fails to unpack. */
    py_Obj *seq = nargs == 1 && is_seq(args[0]) ? args[0] : NULL;
    py_Obj *first = seq ? (seq_len(seq) ? seq_getB(seq, 0) : NULL) : nargs ? args[0] : NULL;
    if (first && !view_intlike(first)) {
        char j[400];
        size_t w = 0;
        j[0] = 0;
        if (seq) {
            bool lst = (seq->type->flags & PY_TPFLAG_LIST_SUB) != 0;
            w += (size_t)snprintf(j, sizeof j, "%s of %c", lst ? "list" : "tuple", lst ? '[' : '(');
            for (py_ssize k = 0; k < seq_len(seq) && w < sizeof j - 64; k++)
                w += (size_t)snprintf(j + w, sizeof j - w, "%s%s", k ? ", " : "", view_tname(seq_getB(seq, k)));
            snprintf(j + w, sizeof j - w, "%c", lst ? ']' : ')');
        } else {
            for (py_ssize k = 0; k < nargs && w < sizeof j - 64; k++)
                w += (size_t)snprintf(j + w, sizeof j - w, "%s%s", k ? ", " : "", view_tname(args[k]));
        }
        if (nargs == 1)
            py_err_format(S, PY_T(TypeError),
                          "view() received an invalid combination of arguments - got (%s), but expected one of:\n"
                          " * (torch.dtype dtype)\n"
                          "      didn't match because some of the arguments have invalid types: (!%s!)\n"
                          " * (tuple of ints size)\n"
                          "      didn't match because some of the arguments have invalid types: (!%s!)\n",
                          seq ? view_tname(seq) : j, j, j);
        else
            py_err_format(S, PY_T(TypeError),
                          "view() received an invalid combination of arguments - got (%s), but expected one of:\n"
                          " * (torch.dtype dtype)\n"
                          " * (tuple of ints size)\n", j);
        return NULL;
    }
    int nd;
    int64_t sh[TS_MAXDIM];
    if (nn_arg_shape(S, args, nargs, "view", &nd, sh) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_view(c, NN_T(self), nd, sh, &r), &r);
}

NN_METH(m_unflatten)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "unflatten", args, nargs, kwnames, "dim,sizes", a) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self);
    int64_t d;
    int ns;
    int64_t sz[TS_MAXDIM];
    if (nn_arg_int(S, a[0], "dim", &d) < 0 || int_list(S, a[1], "unflatten", "sizes", TS_MAXDIM, &ns, sz) < 0)
        return NULL;
    NN_TRY(S, ts_wrap_dim(NN_CTX(S), &d, t->ndim));
    if (ns == 0)
        return py_err_setstr(S, PY_T(RuntimeError), "unflatten: sizes must be non-empty");
    if (t->ndim - 1 + ns > TS_MAXDIM)
        return py_err_setstr(S, PY_T(RuntimeError), "too many dimensions");
    int64_t prod = 1, infer = -1, dimsz = t->ndim ? t->shape[d] : 1;
    for (int i = 0; i < ns; i++) {
        if (sz[i] == -1) {
            if (infer >= 0)
                return py_err_setstr(S, PY_T(RuntimeError), "only one dimension can be inferred");
            infer = i;
        } else {
            prod *= sz[i];
        }
    }
    if ((infer < 0 && prod != dimsz) || (infer >= 0 && (prod == 0 || dimsz % prod))) {
        char b[200];
        ts_fmt_shape(b, sizeof b, ns, sz);
        return py_err_format(S, PY_T(RuntimeError),
                             "unflatten: Provided sizes %s don't multiply up to the size of dim %lld (%lld) in the input tensor",
                             b, (long long)d, (long long)dimsz);
    }
    int64_t sh[TS_MAXDIM];
    int n = 0;
    for (int i = 0; i < t->ndim; i++) {
        if (i == d)
            for (int k = 0; k < ns; k++)
                sh[n++] = sz[k];
        else
            sh[n++] = t->shape[i];
    }
    ts_Tensor *r;
    return retp(S, ts_view(NN_CTX(S), t, n, sh, &r), &r);
}

/* ------------------------------------------------------------ tensor_split / hsplit ... */

static py_Obj *slices_tuple(py_State *S, ts_Tensor *t, int64_t dim, const int64_t *bounds, int nb)
{
    /* bounds: nb cut points; pieces [0,b0), [b0,b1), ..., [b_last, n) (clamped) */
    py_Obj *tup = py_tuple_new(S, nb + 1);
    if (!tup)
        return NULL;
    int64_t n = t->shape[dim], prev = 0;
    for (int i = 0; i <= nb; i++) {
        int64_t e = i < nb ? bounds[i] : n;
        if (e < 0)
            e += n;
        if (e < 0)
            e = 0;
        if (e > n)
            e = n;
        int64_t s = prev < e ? prev : e;
        ts_Tensor *r;
        nb_Status st = ts_slice(NN_CTX(S), t, dim, true, s, true, e, 1, &r);
        if (st != NB_OK) {
            py_decref(S, tup);
            return nn_raise_status(S, st);
        }
        py_Obj *o = nn_tensor_wrap_steal(S, r);
        if (!o) {
            py_decref(S, tup);
            return NULL;
        }
        ((py_Tuple *)tup)->items[i] = o;
        prev = i < nb ? (bounds[i] < 0 ? bounds[i] + n : bounds[i]) : n;
        if (prev < 0)
            prev = 0;
    }
    return tup;
}

static py_Obj *tensor_split_do(py_State *S, ts_Tensor *t, py_Obj *ios, int64_t dim, const char *fname)
{
    ts_Ctx *c = NN_CTX(S);
    if (t->ndim == 0)
        return py_err_format(S, PY_T(RuntimeError),
                             "tensor_split expected at least a 1-dimensional tensor, but got a tensor with 0 dims");
    NN_TRY(S, ts_wrap_dim(c, &dim, t->ndim));
    int64_t b[MAXLIST];
    int nb;
    if (nn_is_tensor(ios) && NN_T(ios)->ndim == 1) {
        ts_Tensor *it = NN_T(ios);
        if (it->dtype != TS_INT64)
            return py_err_format(S, PY_T(RuntimeError),
                                 "tensor_split expected tensor_indices_or_sections to have integer dtype, but got %s",
                                 ts_dtype_name(it->dtype));
        if (ts_numel(it) > MAXLIST)
            return py_err_setstr(S, PY_T(RuntimeError), "tensor_split: too many indices");
        nb = (int)ts_numel(it);
        for (int i = 0; i < nb; i++)
            b[i] = ts_sc_to_i(ts_get_flat(it, i));
        return slices_tuple(S, t, dim, b, nb);
    }
    if (nn_is_tensor(ios) && NN_T(ios)->ndim > 1)
        return py_err_format(S, PY_T(RuntimeError),
                             "tensor_split expected tensor_indices_or_sections to be a zero-dimensional or one-dimensional tensor, but got a tensor with %d dims",
                             NN_T(ios)->ndim);
    if (is_seq(ios)) {
        if (int_list(S, ios, fname, "indices", MAXLIST, &nb, b) < 0)
            return NULL;
        return slices_tuple(S, t, dim, b, nb);
    }
    int64_t sections;
    if (nn_arg_int(S, ios, "sections", &sections) < 0)
        return NULL;
    if (sections <= 0)
        return py_err_format(S, PY_T(RuntimeError), "number of sections must be larger than 0, got %lld", (long long)sections);
    if (sections - 1 > MAXLIST)
        return py_err_setstr(S, PY_T(RuntimeError), "tensor_split: too many sections");
    int64_t n = t->shape[dim], q = n / sections, rmd = n % sections, pos = 0;
    nb = (int)sections - 1;
    for (int i = 0; i < nb; i++) {
        pos += q + (i < rmd ? 1 : 0);
        b[i] = pos;
    }
    return slices_tuple(S, t, dim, b, nb);
}

NN_METH(m_tensor_split)
{
    /* tensor_split(indices_or_sections, dim=0) / (sections=) / (indices=) / (tensor_indices_or_sections=) */
    py_Obj *ios = NULL, *dimo = NULL;
    if (nargs >= 1)
        ios = args[0];
    if (nargs >= 2)
        dimo = args[1];
    if (nargs > 2)
        return py_err_format(S, PY_T(TypeError), "tensor_split() takes from 1 to 2 positional arguments but %d were given", (int)nargs);
    for (py_ssize i = 0; kwnames && i < py_tuple_len(kwnames); i++) {
        py_Obj *k = py_tuple_getB(kwnames, i);
        if (py_str_eq_c(k, "dim"))
            dimo = args[nargs + i];
        else if (py_str_eq_c(k, "sections") || py_str_eq_c(k, "indices") || py_str_eq_c(k, "tensor_indices_or_sections") ||
                 py_str_eq_c(k, "indices_or_sections"))
            ios = args[nargs + i];
        else
            return py_err_format(S, PY_T(TypeError), "tensor_split() got an unexpected keyword argument '%U'", k);
    }
    if (!ios)
        return py_err_setstr(S, PY_T(TypeError), "tensor_split() missing required argument 'indices_or_sections'");
    int64_t d;
    if (opt_int(S, dimo, "dim", 0, &d) < 0)
        return NULL;
    return tensor_split_do(S, NN_T(self), ios, d, "tensor_split");
}

static py_Obj *hvd_split(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, int kind)
{
    static const char *const names[] = {"hsplit", "vsplit", "dsplit"};
    const char *name = names[kind];
    py_Obj *a[1] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "indices_or_sections", a) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self);
    int need = kind == 0 ? 1 : kind == 1 ? 2 : 3;
    if (t->ndim < need) {
        if (kind == 0)
            return py_err_format(S, PY_T(RuntimeError),
                                 "torch.hsplit requires a tensor with at least 1 dimension, but got a tensor with %d dimensions!", t->ndim);
        return py_err_format(S, PY_T(RuntimeError),
                             "torch.%s requires a tensor with at least %d dimension, but got a tensor with %d dimensions!",
                             name, need, t->ndim);
    }
    int64_t dim = kind == 0 ? (t->ndim == 1 ? 0 : 1) : kind == 1 ? 0 : 2;
    if (!is_seq(a[0])) {
        int64_t s;
        if (nn_arg_int(S, a[0], "sections", &s) < 0)
            return NULL;
        if (s != 0 && t->shape[dim] % s != 0)
            return py_err_format(S, PY_T(RuntimeError),
                                 "torch.%s attempted to split along dimension %lld, but the size of the dimension %lld is not divisible by the split_size %lld!",
                                 name, (long long)dim, (long long)t->shape[dim], (long long)s);
    }
    return tensor_split_do(S, t, a[0], dim, name);
}
NN_METH(m_hsplit) { return hvd_split(S, self, args, nargs, kwnames, 0); }
NN_METH(m_vsplit) { return hvd_split(S, self, args, nargs, kwnames, 1); }
NN_METH(m_dsplit) { return hvd_split(S, self, args, nargs, kwnames, 2); }

/* ------------------------------------------------------------ flips / rot90 / roll */

static py_Obj *flip_lr_ud(py_State *S, py_Obj *self, py_ssize nargs, py_Obj *kwnames, bool lr)
{
    if (py_check_nargs(S, lr ? "fliplr" : "flipud", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self);
    if (t->ndim < (lr ? 2 : 1))
        return py_err_setstr(S, PY_T(RuntimeError), lr ? "Input must be >= 2-d." : "Input must be >= 1-d.");
    int64_t d = lr ? 1 : 0;
    ts_Tensor *r;
    return retp(S, ts_flip(NN_CTX(S), t, &d, 1, &r), &r);
}
NN_METH(m_fliplr) { return flip_lr_ud(S, self, nargs, kwnames, true); }
NN_METH(m_flipud) { return flip_lr_ud(S, self, nargs, kwnames, false); }

NN_METH(m_rot90)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "rot90", args, nargs, kwnames, "|k,dims", a) < 0)
        return NULL;
    int64_t k, dims[TS_MAXDIM] = {0, 1};
    int nd = 2;
    if (opt_int(S, a[0], "k", 1, &k) < 0)
        return NULL;
    if (given(S, a[1]) && int_list(S, a[1], "rot90", "dims", TS_MAXDIM, &nd, dims) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_x_rot90(NN_CTX(S), NN_T(self), k, dims, nd, &r), &r);
}

NN_METH(m_roll)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "roll", args, nargs, kwnames, "shifts,|dims", a) < 0)
        return NULL;
    int ns, nd = 0;
    int64_t sh[TS_MAXDIM], dims[TS_MAXDIM];
    if (int_list(S, a[0], "roll", "shifts", TS_MAXDIM, &ns, sh) < 0)
        return NULL;
    if (given(S, a[1]) && int_list(S, a[1], "roll", "dims", TS_MAXDIM, &nd, dims) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_x_roll(NN_CTX(S), NN_T(self), sh, ns, dims, nd, &r), &r);
}

/* ------------------------------------------------------------ broadcast */

/* Tensor.broadcast_to takes the sizes as varargs or one sequence (like expand); torch.broadcast_to(input,
 * size) takes exactly two positional arguments, and says so in Python's words. */
static py_Obj *broadcast_to_impl(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    int nd;
    int64_t sh[TS_MAXDIM];
    if (kwnames && py_tuple_len(kwnames)) {
        py_Obj *a[1] = {0};
        if (py_parse_args(S, "broadcast_to", args, nargs, kwnames, "size", a) < 0 ||
            int_list(S, a[0], "broadcast_to", "size", TS_MAXDIM, &nd, sh) < 0)
            return NULL;
    } else if (nn_arg_shape(S, args, nargs, "broadcast_to", &nd, sh) < 0) {
        return NULL;
    }
    ts_Tensor *r;
    return retp(S, ts_expand(NN_CTX(S), NN_T(self), nd, sh, &r), &r);
}
NN_METH(m_broadcast_to) { return broadcast_to_impl(S, self, args, nargs, kwnames); }

static py_Obj *t_broadcast_to(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    (void)self;
    if (nargs > 2)
        return py_err_format(S, PY_T(TypeError), "broadcast_to() takes 2 positional arguments but %d were given",
                             (int)nargs);
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "broadcast_to", args, nargs, kwnames, "input,size", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError),
                             "broadcast_to(): argument 'input' (position 1) must be Tensor, not %T", a[0]);
    return broadcast_to_impl(S, a[0], a + 1, 1, NULL);
}

/* Tensors from varargs or one list/tuple argument (borrowed objects). */
static int tensor_args(py_State *S, py_Obj *const *args, py_ssize nargs, const char *fname, py_Obj ***objs,
                       py_ssize *n, py_Obj **holder)
{
    *holder = NULL;
    if (nargs == 1 && is_seq(args[0])) {
        *holder = args[0];
        *n = seq_len(args[0]);
        *objs = (args[0]->type->flags & PY_TPFLAG_LIST_SUB) ? ((py_List *)args[0])->items : ((py_Tuple *)args[0])->items;
    } else {
        *n = nargs;
        *objs = (py_Obj **)args;
    }
    for (py_ssize i = 0; i < *n; i++)
        if (!nn_is_tensor((*objs)[i])) {
            py_err_format(S, PY_T(TypeError), "expected Tensor as element %d in argument 0, but got %s", (int)i,
                          (*objs)[i]->type->name);
            return -1;
        }
    return 0;
}

static int bshape_all(py_State *S, py_Obj **objs, py_ssize n, int *nd, int64_t *sh)
{
    *nd = 0;
    for (py_ssize i = 0; i < n; i++) {
        ts_Tensor *t = NN_T(objs[i]);
        int64_t o[TS_MAXDIM];
        int on;
        nb_Status st = ts_broadcast_shape(NN_CTX(S), *nd, sh, t->ndim, t->shape, &on, o);
        if (st != NB_OK) {
            nn_raise_status(S, st);
            return -1;
        }
        *nd = on;
        memcpy(sh, o, sizeof(int64_t) * (size_t)on);
    }
    return 0;
}

static py_Obj *t_broadcast_tensors(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (kwnames && py_tuple_len(kwnames))
        return py_err_setstr(S, PY_T(TypeError), "broadcast_tensors() got an unexpected keyword argument");
    py_Obj **objs, *h;
    py_ssize n;
    if (tensor_args(S, args, nargs, "broadcast_tensors", &objs, &n, &h) < 0)
        return NULL;
    int nd;
    int64_t sh[TS_MAXDIM];
    if (bshape_all(S, objs, n, &nd, sh) < 0)
        return NULL;
    py_Obj *tup = py_tuple_new(S, n);
    if (!tup)
        return NULL;
    for (py_ssize i = 0; i < n; i++) {
        ts_Tensor *t = NN_T(objs[i]), *r;
        if (t->ndim == nd && !memcmp(t->shape, sh, sizeof(int64_t) * (size_t)nd)) {
            /* ATen's expand_outplace hands back a tensor already of the broadcast shape itself */
            ((py_Tuple *)tup)->items[i] = py_newref(objs[i]);
            continue;
        }
        nb_Status st = ts_expand(NN_CTX(S), t, nd, sh, &r);
        py_Obj *o = st == NB_OK ? nn_tensor_wrap_steal(S, r) : nn_raise_status(S, st);
        if (!o) {
            py_decref(S, tup);
            return NULL;
        }
        ((py_Tuple *)tup)->items[i] = o;
    }
    return tup;
}

static py_Obj *t_broadcast_shapes(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (kwnames && py_tuple_len(kwnames))
        return py_err_setstr(S, PY_T(TypeError), "broadcast_shapes() got an unexpected keyword argument");
    int nd = 0;
    int64_t sh[TS_MAXDIM];
    for (py_ssize i = 0; i < nargs; i++) {
        int64_t v[TS_MAXDIM];
        int n;
        if (is_seq(args[i])) {
            if (int_list(S, args[i], "broadcast_shapes", "shape", TS_MAXDIM, &n, v) < 0)
                return NULL;
        } else if (py_isinstance_type(args[i], PY_T(int))) {
            n = 1;
            if (nn_arg_int(S, args[i], "shape", v) < 0)
                return NULL;
        } else {
            return py_err_format(S, PY_T(RuntimeError), "Input shapes should be of type ints, a tuple of ints, or a list of ints, got %R", args[i]);
        }
        for (int k = 0; k < n; k++)
            if (v[k] < 0)
                return py_err_format(S, PY_T(RuntimeError), "Trying to create tensor with negative dimension %lld: [%lld]",
                                     (long long)v[k], (long long)v[k]);
        /* numpy-style: sizes must match or be 1 */
        int on = nd > n ? nd : n;
        int64_t o[TS_MAXDIM];
        for (int k = 0; k < on; k++) {
            int ia = k - (on - nd), ib = k - (on - n);
            int64_t x = ia >= 0 ? sh[ia] : 1, y = ib >= 0 ? v[ib] : 1;
            if (x != y && x != 1 && y != 1)
                return py_err_setstr(S, PY_T(RuntimeError), "Shape mismatch: objects cannot be broadcast to a single shape");
            o[k] = x == 1 ? y : x;
        }
        nd = on;
        memcpy(sh, o, sizeof(int64_t) * (size_t)on);
    }
    return nn_size_new(S, nd, sh);
}

/* ------------------------------------------------------------ stacking */

/* atleast_nd of one tensor (new ref). */
static ts_Tensor *atleast(py_State *S, ts_Tensor *t, int n)
{
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *r = NULL, *u = NULL;
    nb_Status st = NB_OK;
    if (t->ndim >= n) {
        ts_retain(t);
        return t;
    }
    if (t->ndim == 0) {
        int64_t ones[3] = {1, 1, 1};
        st = ts_reshape(c, t, n, ones, &r);
    } else if (n == 2) {
        st = ts_unsqueeze(c, t, 0, &r);
    } else if (t->ndim == 1) {
        st = ts_unsqueeze(c, t, 0, &u);
        if (!st)
            st = ts_unsqueeze(c, u, -1, &r);
        ts_release(u);
    } else {
        st = ts_unsqueeze(c, t, -1, &r);
    }
    if (st != NB_OK) {
        nn_raise_status(S, st);
        return NULL;
    }
    return r;
}

static py_Obj *atleast_f(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, int n)
{
    if (kwnames && py_tuple_len(kwnames))
        return py_err_format(S, PY_T(TypeError), "atleast_%dd() got an unexpected keyword argument", n);
    if (nargs == 1 && nn_is_tensor(args[0])) {
        ts_Tensor *r = atleast(S, NN_T(args[0]), n);
        return r ? nn_tensor_wrap_steal(S, r) : NULL;
    }
    py_Obj **objs, *h;
    py_ssize cnt;
    if (nargs == 0)
        return py_err_format(S, PY_T(TypeError), "atleast_%dd() missing 1 required positional arguments: \"tensors\"", n);
    if (tensor_args(S, args, nargs, "atleast", &objs, &cnt, &h) < 0)
        return NULL;
    py_Obj *tup = py_tuple_new(S, cnt);
    if (!tup)
        return NULL;
    for (py_ssize i = 0; i < cnt; i++) {
        ts_Tensor *r = atleast(S, NN_T(objs[i]), n);
        py_Obj *o = r ? nn_tensor_wrap_steal(S, r) : NULL;
        if (!o) {
            py_decref(S, tup);
            return NULL;
        }
        ((py_Tuple *)tup)->items[i] = o;
    }
    return tup;
}
static py_Obj *t_atleast_1d(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return atleast_f(S, args, nargs, kwnames, 1);
}
static py_Obj *t_atleast_2d(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return atleast_f(S, args, nargs, kwnames, 2);
}
static py_Obj *t_atleast_3d(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return atleast_f(S, args, nargs, kwnames, 3);
}

/* hstack 'h', vstack 'v', dstack 'd', column_stack 'c' (row_stack = vstack). */
static py_Obj *stack_kind(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, int kind, const char *name)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "tensors", a) < 0)
        return NULL;
    if (!is_seq(a[0]))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'tensors' (position 1) must be tuple of Tensors, not %T", name, a[0]);
    py_Obj *arg0 = a[0], **objs, *h;
    py_ssize n;
    if (tensor_args(S, &arg0, 1, name, &objs, &n, &h) < 0)
        return NULL;
    if (n == 0)
        return py_err_format(S, PY_T(RuntimeError), "%s expects a non-empty TensorList", name);
    ts_Tensor **ts = py_malloc(S, sizeof(ts_Tensor *) * (size_t)n);
    if (!ts)
        return NULL;
    py_ssize made = 0;
    py_Obj *res = NULL;
    int64_t dim = 0;
    for (; made < n; made++) {
        ts_Tensor *t = NN_T(objs[made]), *r;
        if (kind == 'h') {
            r = atleast(S, t, 1);
        } else if (kind == 'v') {
            r = atleast(S, t, 2);
        } else if (kind == 'd') {
            r = atleast(S, t, 3);
        } else {
            if (t->ndim <= 1) {
                int64_t sh[2] = {ts_numel(t), 1};
                nb_Status st = ts_reshape(NN_CTX(S), t, 2, sh, &r);
                if (st != NB_OK) {
                    nn_raise_status(S, st);
                    r = NULL;
                }
            } else {
                ts_retain(t);
                r = t;
            }
        }
        if (!r)
            goto out;
        ts[made] = r;
    }
    if (kind == 'h')
        dim = ts[0]->ndim == 1 ? 0 : 1;
    else if (kind == 'v')
        dim = 0;
    else if (kind == 'd')
        dim = 2;
    else
        dim = 1;
    {
        ts_Tensor *r;
        nb_Status st = ts_cat(NN_CTX(S), ts, (int)n, dim, &r);
        res = st == NB_OK ? nn_tensor_wrap_steal(S, r) : nn_raise_status(S, st);
    }
out:
    for (py_ssize i = 0; i < made; i++)
        ts_release(ts[i]);
    py_free(S, ts, sizeof(ts_Tensor *) * (size_t)n);
    return res;
}
static py_Obj *t_hstack(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return stack_kind(S, args, nargs, kwnames, 'h', "hstack");
}
static py_Obj *t_vstack(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return stack_kind(S, args, nargs, kwnames, 'v', "vstack");
}
static py_Obj *t_row_stack(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return stack_kind(S, args, nargs, kwnames, 'v', "row_stack");
}
static py_Obj *t_dstack(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return stack_kind(S, args, nargs, kwnames, 'd', "dstack");
}
static py_Obj *t_column_stack(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return stack_kind(S, args, nargs, kwnames, 'c', "column_stack");
}

/* ------------------------------------------------------------ meshgrid / cartesian_prod */

static py_Obj *meshgrid_do(py_State *S, py_Obj **objs, py_ssize n, bool xy)
{
    if (n == 0)
        return py_err_setstr(S, PY_T(RuntimeError), "torch.meshgrid expects a non-empty TensorList");
    if (n > TS_MAXDIM)
        return py_err_setstr(S, PY_T(RuntimeError), "too many dimensions");
    for (py_ssize i = 0; i < n; i++)
        if (NN_T(objs[i])->ndim > 1)
            return py_err_format(S, PY_T(RuntimeError),
                                 "torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got: %R", objs[i]);
    for (py_ssize i = 1; i < n; i++)
        if (NN_T(objs[i])->dtype != NN_T(objs[0])->dtype)
            return py_err_setstr(S, PY_T(RuntimeError),
                                 "torch.meshgrid: Expected all tensors in the tensor list to have the same dtype");
    int64_t sh[TS_MAXDIM];
    bool swap = xy && n >= 2;
    for (py_ssize i = 0; i < n; i++)
        sh[i] = ts_numel(NN_T(objs[i]));
    if (swap) {
        int64_t t0 = sh[0];
        sh[0] = sh[1];
        sh[1] = t0;
    }
    py_Obj *tup = py_tuple_new(S, n);
    if (!tup)
        return NULL;
    for (py_ssize i = 0; i < n; i++) {
        py_ssize pos = swap && i < 2 ? 1 - i : i;
        int64_t vs[TS_MAXDIM];
        for (py_ssize k = 0; k < n; k++)
            vs[k] = k == pos ? -1 : 1;
        ts_Tensor *v = NULL, *r = NULL;
        nb_Status st = ts_view(NN_CTX(S), NN_T(objs[i]), (int)n, vs, &v);
        if (!st)
            st = ts_expand(NN_CTX(S), v, (int)n, sh, &r);
        ts_release(v);
        py_Obj *o = st == NB_OK ? nn_tensor_wrap_steal(S, r) : nn_raise_status(S, st);
        if (!o) {
            py_decref(S, tup);
            return NULL;
        }
        ((py_Tuple *)tup)->items[i] = o;
    }
    return tup;
}

static py_Obj *t_meshgrid(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *ix = NULL;
    for (py_ssize i = 0; kwnames && i < py_tuple_len(kwnames); i++) {
        py_Obj *k = py_tuple_getB(kwnames, i);
        if (!py_str_eq_c(k, "indexing"))
            return py_err_format(S, PY_T(TypeError), "meshgrid() got an unexpected keyword argument '%U'", k);
        ix = args[nargs + i];
    }
    bool xy = false;
    if (given(S, ix)) {
        if (!py_isinstance_type(ix, PY_T(str)) || (!py_str_eq_c(ix, "xy") && !py_str_eq_c(ix, "ij")))
            return py_err_format(S, PY_T(RuntimeError),
                                 "torch.meshgrid: indexing must be one of \"xy\" or \"ij\", but received: %S", ix);
        xy = py_str_eq_c(ix, "xy");
    } else {
        /* PyTorch warns from its own torch/functional.py, where meshgrid calls the native op */
        if (nn_warn_torch(S, PY_T(UserWarning),
                          "torch.meshgrid: in an upcoming release, it will be required to pass the indexing argument. "
                          "(Triggered internally at ./aten/src/ATen/native/TensorShape.cpp:3637.)",
                          "functional.py", 539, "return _VF.meshgrid(tensors, **kwargs)  # type: ignore[attr-defined]") < 0)
            return NULL;
    }
    py_Obj **objs, *h;
    py_ssize n;
    if (tensor_args(S, args, nargs, "meshgrid", &objs, &n, &h) < 0)
        return NULL;
    return meshgrid_do(S, objs, n, xy);
}

static py_Obj *t_cartesian_prod(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (kwnames && py_tuple_len(kwnames))
        return py_err_setstr(S, PY_T(TypeError), "cartesian_prod() got an unexpected keyword argument");
    py_Obj **objs, *h;
    py_ssize n;
    if (tensor_args(S, args, nargs, "cartesian_prod", &objs, &n, &h) < 0)
        return NULL;
    for (py_ssize i = 0; i < n; i++)
        if (NN_T(objs[i])->ndim != 1)
            return py_err_format(S, PY_T(RuntimeError), "Expect a 1D vector, but got shape [%s]",
                                 NN_T(objs[i])->ndim == 0 ? "" : "...");
    if (n == 1)
        return py_newref(objs[0]);
    py_Obj *grids = meshgrid_do(S, objs, n, false);
    if (!grids)
        return NULL;
    ts_Tensor *fl[TS_MAXDIM];
    int made = 0;
    nb_Status st = NB_OK;
    for (py_ssize i = 0; i < n && !st; i++, made++)
        st = ts_flatten(NN_CTX(S), NN_T(py_tuple_getB(grids, i)), 0, -1, &fl[i]);
    if (st)
        made--;
    ts_Tensor *r = NULL;
    if (!st)
        st = ts_stack(NN_CTX(S), fl, (int)n, 1, &r);
    for (int i = 0; i < made; i++)
        ts_release(fl[i]);
    py_decref(S, grids);
    return retp(S, st, &r);
}

/* ------------------------------------------------------------ repeat_interleave / tile / diag */

NN_METH(m_repeat_interleave)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "repeat_interleave", args, nargs, kwnames, "repeats,|dim,*,output_size", a) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *t = NN_T(self), *in = NULL, *r = NULL;
    int64_t d = 0;
    bool has_dim = given(S, a[1]);
    if (has_dim && nn_arg_int(S, a[1], "dim", &d) < 0)
        return NULL;
    nb_Status st;
    if (!has_dim && t->ndim != 1) {
        /* ATen flattens first; flatten of a 1-D tensor is the tensor itself (no ViewBackward0) */
        int64_t m1 = -1;
        NN_TRY(S, ts_reshape(c, t, 1, &m1, &in));
        d = 0;
    } else if (!has_dim) {
        ts_retain(t);
        in = t;
        d = 0;
    } else {
        NN_TRY(S, ts_wrap_dim(c, &d, t->ndim));
        ts_retain(t);
        in = t;
    }
    if (nn_is_tensor(a[0]) && !(NN_T(a[0])->ndim == 0 && false)) {
        ts_Tensor *rep = NN_T(a[0]), *ix = NULL, *rx = NULL;
        int64_t len = in->ndim ? in->shape[d] : 1;
        if (rep->ndim == 1 && ts_numel(rep) != len && ts_numel(rep) != 1) {
            ts_release(in);
            return py_err_format(S, PY_T(RuntimeError),
                                 "repeats must have the same size as input along dim, but got repeats.size(0) = %lld and input.size(%lld) = %lld",
                                 (long long)ts_numel(rep), (long long)d, (long long)len);
        }
        if (rep->ndim == 0 || ts_numel(rep) == 1) {
            /* broadcast a single count */
            int64_t k = ts_sc_to_i(ts_get_flat(rep, 0));
            int64_t shp = len;
            st = ts_full(c, 1, &shp, ts_sc_i(k), TS_INT64, &rx);
            if (!st)
                st = ts_x_repeat_index(c, rx, &ix);
            ts_release(rx);
        } else {
            st = ts_x_repeat_index(c, rep, &ix);
        }
        if (!st)
            st = ts_index_select(c, in, d, ix, &r);
        ts_release(ix);
        ts_release(in);
        return retp(S, st, &r);
    }
    int64_t k;
    if (nn_arg_int(S, a[0], "repeats", &k) < 0) {
        ts_release(in);
        return NULL;
    }
    if (k < 0) {
        ts_release(in);
        return py_err_setstr(S, PY_T(RuntimeError), "Repeats must be non-negative");
    }
    /* unsqueeze(d+1).expand(..., k, ...).clone().flatten(d, d+1) */
    ts_Tensor *u = NULL, *e = NULL, *cl = NULL;
    int64_t sh[TS_MAXDIM];
    st = in->ndim + 1 > TS_MAXDIM ? ts_err(c, TS_ERR_RUNTIME, "too many dimensions") : NB_OK;
    if (!st)
        st = ts_unsqueeze(c, in, d + 1, &u);
    if (!st) {
        memcpy(sh, u->shape, sizeof sh);
        sh[d + 1] = k;
        st = ts_expand(c, u, u->ndim, sh, &e);
    }
    if (!st)
        st = ts_clone(c, e, &cl);
    if (!st) {
        int64_t fs[TS_MAXDIM];
        int n = 0;
        for (int i = 0; i < cl->ndim; i++) {
            if (i == d + 1)
                fs[n - 1] *= cl->shape[i];
            else
                fs[n++] = cl->shape[i];
        }
        st = ts_view(c, cl, n, fs, &r);
    }
    ts_release(u);
    ts_release(e);
    ts_release(cl);
    ts_release(in);
    return retp(S, st, &r);
}

static py_Obj *t_repeat_interleave(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    /* torch.repeat_interleave(input, repeats, dim=None) or torch.repeat_interleave(repeats) */
    if (nargs == 1 && !kwnames && nn_is_tensor(args[0])) {
        ts_Tensor *r;
        return retp(S, ts_x_repeat_index(NN_CTX(S), NN_T(args[0]), &r), &r);
    }
    if (nargs < 1 || !nn_is_tensor(args[0]))
        return py_err_format(S, PY_T(TypeError), "repeat_interleave(): argument 'input' (position 1) must be Tensor, not %T",
                             nargs ? args[0] : S->None);
    return m_repeat_interleave(S, args[0], args + 1, nargs - 1, kwnames);
}

NN_METH(m_tile)
{
    int nd;
    int64_t d[TS_MAXDIM], full[TS_MAXDIM];
    py_Obj *kwv = NULL;
    if (kwnames && py_tuple_len(kwnames)) {
        if (nargs || py_tuple_len(kwnames) != 1 || !py_str_eq_c(py_tuple_getB(kwnames, 0), "dims"))
            return py_err_setstr(S, PY_T(TypeError), "tile() got an unexpected keyword argument");
        kwv = args[0];
    }
    if (kwv ? int_list(S, kwv, "tile", "dims", TS_MAXDIM, &nd, d) < 0 : nn_arg_shape(S, args, nargs, "tile", &nd, d) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self), *r;
    int n = nd < t->ndim ? t->ndim : nd;
    for (int i = 0; i < n; i++)
        full[i] = i < n - nd ? 1 : d[i - (n - nd)];
    return retp(S, ts_repeat(NN_CTX(S), t, n, full, &r), &r);
}

NN_METH(m_adjoint)
{
    if (py_check_nargs(S, "adjoint", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *r;
    if (NN_T(self)->ndim < 2)
        return py_err_format(S, PY_T(RuntimeError), "tensor.adjoint() is only supported on matrices or batches of matrices. Got %d-D tensor.",
                             NN_T(self)->ndim);
    return retp(S, ts_transpose(NN_CTX(S), NN_T(self), -2, -1, &r), &r);
}

NN_METH(m_diag)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "diag", args, nargs, kwnames, "|diagonal", a) < 0)
        return NULL;
    int64_t k;
    if (opt_int(S, a[0], "diagonal", 0, &k) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self), *r = NULL, *v = NULL;
    ts_Ctx *c = NN_CTX(S);
    if (t->ndim == 1)
        return retp(S, ts_x_diag_embed(c, t, k, 0, 1, &r), &r);
    if (t->ndim != 2)
        return py_err_format(S, PY_T(RuntimeError), "diag(): Supports 1D or 2D tensors. Got %dD", t->ndim);
    nb_Status st = ts_x_diagonal(c, t, k, 0, 1, &v);
    if (!st)
        st = ts_clone(c, v, &r);
    if (!st && r->grad_fn) {
        /* PyTorch's diag of a matrix is one node, DiagonalBackward0_copy */
        ag_Node *cn = r->grad_fn, *dn = v->grad_fn;
        ag_node_retain(dn);
        ag_node_release(cn);
        r->grad_fn = dn;
        r->output_nr = 0;
        dn->name = "DiagonalBackward0_copy";
    }
    if (!st)
        ts_x_unview(r);
    ts_release(v);
    return retp(S, st, &r);
}

NN_METH(m_diagonal)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "diagonal", args, nargs, kwnames, "|offset,dim1,dim2", a) < 0)
        return NULL;
    int64_t o, d1, d2;
    if (opt_int(S, a[0], "offset", 0, &o) < 0 || opt_int(S, a[1], "dim1", 0, &d1) < 0 || opt_int(S, a[2], "dim2", 1, &d2) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_x_diagonal(NN_CTX(S), NN_T(self), o, d1, d2, &r), &r);
}

NN_METH(m_diag_embed)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "diag_embed", args, nargs, kwnames, "|offset,dim1,dim2", a) < 0)
        return NULL;
    int64_t o, d1, d2;
    if (opt_int(S, a[0], "offset", 0, &o) < 0 || opt_int(S, a[1], "dim1", -2, &d1) < 0 || opt_int(S, a[2], "dim2", -1, &d2) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_x_diag_embed(NN_CTX(S), NN_T(self), o, d1, d2, &r), &r);
}

NN_METH(m_diagflat)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "diagflat", args, nargs, kwnames, "|offset", a) < 0)
        return NULL;
    int64_t o;
    if (opt_int(S, a[0], "offset", 0, &o) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *f, *r;
    ts_NoGrad ng = ts_nograd_begin(c);
    int64_t m1 = -1;
    nb_Status st = ts_reshape(c, NN_T(self), 1, &m1, &f);
    ts_nograd_end(c, ng);
    NN_TRY(S, st);
    /* record against the original input: flatten is folded into the node */
    ts_Tensor *fv;
    st = ts_reshape(c, NN_T(self), 1, &m1, &fv);
    ts_release(f);
    NN_TRY(S, st);
    st = ts_x_diag_embed(c, fv, o, 0, 1, &r);
    ts_release(fv);
    return retp(S, st, &r);
}

NN_METH(m_narrow_copy)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "narrow_copy", args, nargs, kwnames, "dim,start,length", a) < 0)
        return NULL;
    int64_t d, s, l;
    if (nn_arg_int(S, a[0], "dim", &d) < 0 || nn_arg_int(S, a[1], "start", &s) < 0 || nn_arg_int(S, a[2], "length", &l) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *v, *r;
    NN_TRY(S, ts_narrow(c, NN_T(self), d, s, l, &v));
    nb_Status st = ts_clone(c, v, &r);
    ts_release(v);
    if (!st) {
        ts_x_unview(r);
        ts_x_rename(r, "torch::autograd::NotImplemented");
    }
    return retp(S, st, &r);
}

/* ------------------------------------------------------------ selection */

NN_METH(m_masked_select)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "masked_select", args, nargs, kwnames, "mask", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, a[0], "masked_select", "mask", 1);
    ts_Tensor *r;
    return retp(S, ts_x_masked_select(NN_CTX(S), NN_T(self), NN_T(a[0]), &r), &r);
}

static py_Obj *masked_scatter_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                                bool inplace)
{
    const char *name = inplace ? "masked_scatter_" : "masked_scatter";
    py_Obj *a[2] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "mask,source", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, a[0], name, "mask", 1);
    if (!nn_is_tensor(a[1]))
        return need_tensor(S, a[1], name, "source", 2);
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *r;
    nb_Status st = ts_x_masked_scatter(c, NN_T(self), NN_T(a[0]), NN_T(a[1]), inplace, &r);
    if (!inplace || st)
        return retp(S, st, &r);
    st = ts_commit_inplace(c, NN_T(self), r);
    ts_release(r);
    return ret_self(S, st, self);
}
NN_METH(m_masked_scatter) { return masked_scatter_m(S, self, args, nargs, kwnames, false); }
NN_METH(m_masked_scatter_) { return masked_scatter_m(S, self, args, nargs, kwnames, true); }

NN_METH(m_take)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "take", args, nargs, kwnames, "index", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, a[0], "take", "index", 1);
    ts_Tensor *r;
    return retp(S, ts_x_take(NN_CTX(S), NN_T(self), NN_T(a[0]), &r), &r);
}

NN_METH(m_take_along_dim)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "take_along_dim", args, nargs, kwnames, "indices,|dim", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, a[0], "take_along_dim", "indices", 1);
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *t = NN_T(self), *ix = NN_T(a[0]), *r = NULL;
    if (ix->dtype != TS_INT64)
        return py_err_format(S, PY_T(RuntimeError), "torch.take_along_dim(): dtype of indices should be Long but got %s",
                             ts_dtype_short(ix->dtype));
    nb_Status st;
    if (!given(S, a[1])) {
        ts_Tensor *f = NULL, *fi = NULL;
        int64_t m1 = -1;
        st = ts_reshape(c, t, 1, &m1, &f);
        if (!st)
            st = ts_reshape(c, ix, 1, &m1, &fi);
        if (!st)
            st = ts_gather(c, f, 0, fi, &r);
        ts_release(f);
        ts_release(fi);
        return retp(S, st, &r);
    }
    int64_t d;
    if (nn_arg_int(S, a[1], "dim", &d) < 0)
        return NULL;
    NN_TRY(S, ts_wrap_dim(c, &d, t->ndim));
    if (t->ndim != ix->ndim)
        return py_err_format(S, PY_T(RuntimeError),
                             "torch.take_along_dim(): input and indices should have the same number of dimensions, but got %d dimensions for input, and %d dimensions for indices",
                             t->ndim, ix->ndim);
    /* broadcast all dims but d */
    int64_t st1[TS_MAXDIM], si[TS_MAXDIM];
    for (int i = 0; i < t->ndim; i++) {
        if (i == d) {
            st1[i] = t->shape[i];
            si[i] = ix->shape[i];
            continue;
        }
        int64_t x = t->shape[i], y = ix->shape[i];
        if (x != y && x != 1 && y != 1)
            return py_err_format(S, PY_T(RuntimeError),
                                 "The size of tensor a (%lld) must match the size of tensor b (%lld) at non-singleton dimension %d",
                                 (long long)x, (long long)y, i);
        st1[i] = si[i] = x == 1 ? y : x;
    }
    ts_Tensor *te = NULL, *ie = NULL;
    st = ts_expand(c, t, t->ndim, st1, &te);
    if (!st)
        st = ts_expand(c, ix, ix->ndim, si, &ie);
    if (!st)
        st = ts_gather(c, te, d, ie, &r);
    ts_release(te);
    ts_release(ie);
    return retp(S, st, &r);
}

static py_Obj *index_op_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, int kind,
                          bool inplace)
{
    const char *name = kind == 'a' ? (inplace ? "index_add_" : "index_add")
                     : kind == 'c' ? (inplace ? "index_copy_" : "index_copy")
                                   : (inplace ? "index_fill_" : "index_fill");
    py_Obj *a[4] = {0};
    const char *spec = kind == 'a' ? "dim,index,source,|*,alpha" : kind == 'c' ? "dim,index,source" : "dim,index,value";
    if (py_parse_args(S, name, args, nargs, kwnames, spec, a) < 0)
        return NULL;
    int64_t d;
    if (nn_arg_int(S, a[0], "dim", &d) < 0)
        return NULL;
    if (!nn_is_tensor(a[1]))
        return need_tensor(S, a[1], name, "index", 2);
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *src = NULL, *r = NULL;
    ts_Scalar alpha = ts_sc_i(1);
    if (kind == 'a' && given(S, a[3]) && nn_arg_scalar(S, a[3], "alpha", &alpha) < 0)
        return NULL;
    if (kind == 'f') {
        if (nn_is_tensor(a[2])) {
            if (NN_T(a[2])->ndim != 0)
                return py_err_format(S, PY_T(RuntimeError),
                                     "index_fill_ only supports a 0-dimensional value tensor, but got tensor with %d dimension(s).",
                                     NN_T(a[2])->ndim);
            ts_retain(NN_T(a[2]));
            src = NN_T(a[2]);
        } else if (nn_as_tensor_operand(S, a[2], "value", &src) < 0) {
            return NULL;
        }
    } else {
        if (!nn_is_tensor(a[2]))
            return need_tensor(S, a[2], name, "source", 3);
        ts_retain(NN_T(a[2]));
        src = NN_T(a[2]);
    }
    nb_Status st = ts_x_index_op(c, kind, kind == 'a' ? "index_add_" : kind == 'c' ? "index_copy_" : "index_fill_",
                                 NN_T(self), d, NN_T(a[1]), src, alpha, &r);
    ts_release(src);
    if (!inplace || st)
        return retp(S, st, &r);
    st = ts_commit_inplace(c, NN_T(self), r);
    ts_release(r);
    return ret_self(S, st, self);
}
NN_METH(m_index_add) { return index_op_m(S, self, args, nargs, kwnames, 'a', false); }
NN_METH(m_index_add_) { return index_op_m(S, self, args, nargs, kwnames, 'a', true); }
NN_METH(m_index_copy) { return index_op_m(S, self, args, nargs, kwnames, 'c', false); }
NN_METH(m_index_copy_) { return index_op_m(S, self, args, nargs, kwnames, 'c', true); }
NN_METH(m_index_fill) { return index_op_m(S, self, args, nargs, kwnames, 'f', false); }
NN_METH(m_index_fill_) { return index_op_m(S, self, args, nargs, kwnames, 'f', true); }

static py_Obj *scatter_reduce_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                                bool inplace)
{
    const char *name = inplace ? "scatter_reduce_" : "scatter_reduce";
    py_Obj *a[5] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "dim,index,src,reduce,|*,include_self", a) < 0)
        return NULL;
    int64_t d;
    bool incl;
    if (nn_arg_int(S, a[0], "dim", &d) < 0 || opt_bool(S, a[4], "include_self", true, &incl) < 0)
        return NULL;
    if (!nn_is_tensor(a[1]))
        return need_tensor(S, a[1], name, "index", 2);
    if (!nn_is_tensor(a[2]))
        return need_tensor(S, a[2], name, "src", 3);
    if (!py_isinstance_type(a[3], PY_T(str)))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'reduce' (position 4) must be str, not %T", name, a[3]);
    static const char *const reds[] = {"sum", "prod", "mean", "amax", "amin", "max", "min"};
    int red = -1;
    for (int i = 0; i < 7; i++)
        if (py_str_eq_c(a[3], reds[i]))
            red = i < 5 ? i : i - 2;
    if (red < 0)
        return py_err_format(S, PY_T(RuntimeError), "reduce argument must be either sum, prod, mean, amax or amin, got %U", a[3]);
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *r;
    nb_Status st = ts_x_scatter_reduce(c, NN_T(self), d, NN_T(a[1]), NN_T(a[2]), red, incl, &r);
    if (!inplace || st)
        return retp(S, st, &r);
    st = ts_commit_inplace(c, NN_T(self), r);
    ts_release(r);
    return ret_self(S, st, self);
}
NN_METH(m_scatter_reduce) { return scatter_reduce_m(S, self, args, nargs, kwnames, false); }
NN_METH(m_scatter_reduce_) { return scatter_reduce_m(S, self, args, nargs, kwnames, true); }

/* (indices, values, accumulate=False): indices a tuple/list of tensors (or None). */
static py_Obj *index_put_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                           bool inplace)
{
    const char *name = inplace ? "index_put_" : "index_put";
    py_Obj *a[3] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "indices,values,|accumulate", a) < 0)
        return NULL;
    if (!is_seq(a[0]))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'indices' (position 1) must be tuple of Tensors, not %T", name, a[0]);
    if (!nn_is_tensor(a[1]))
        return need_tensor(S, a[1], name, "values", 2);
    bool acc;
    if (opt_bool(S, a[2], "accumulate", false, &acc) < 0)
        return NULL;
    py_ssize n = seq_len(a[0]);
    ts_Tensor *t = NN_T(self);
    if (n > t->ndim)
        return py_err_format(S, PY_T(IndexError), "too many indices for tensor of dimension %d (got %d)", t->ndim, (int)n);
    ts_Index idx[TS_MAXDIM];
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *o = seq_getB(a[0], i);
        memset(&idx[i], 0, sizeof idx[i]);
        if (o == S->None) {
            idx[i].kind = TS_IDX_SLICE;
            idx[i].step = 1;
        } else if (nn_is_tensor(o)) {
            ts_DType dt = NN_T(o)->dtype;
            if (dt != TS_INT64 && dt != TS_INT32 && dt != TS_BOOL && dt != TS_UINT8)
                return py_err_setstr(S, PY_T(IndexError), "tensors used as indices must be long, int, byte or bool tensors");
            idx[i].kind = TS_IDX_TENSOR;
            idx[i].t = NN_T(o);
        } else {
            return py_err_format(S, PY_T(TypeError), "expected Tensor as element %d in argument 0, but got %s", (int)i,
                                 o->type->name);
        }
    }
    ts_Ctx *c = NN_CTX(S);
    if (NN_T(a[1])->dtype != t->dtype)
        return py_err_format(S, PY_T(RuntimeError),
                             "Index put requires the source and destination dtypes match, got %s for the destination and %s for the source.",
                             ts_dtype_short(t->dtype), ts_dtype_short(NN_T(a[1])->dtype));
    if (inplace)
        return ret_self(S, ts_index_put_ex_(c, t, idx, (int)n, NN_T(a[1]), acc), self);
    ts_Tensor *r;
    NN_TRY(S, ts_clone(c, t, &r));
    nb_Status st = ts_index_put_ex_(c, r, idx, (int)n, NN_T(a[1]), acc);
    if (st == NB_OK)   /* ATen's out-of-place index_put: one node, edges (self, values) */
        st = ag_fuse(c, "IndexPutBackward0", 2, (ts_Tensor *[]){t, NN_T(a[1])}, 1, &r);
    return retp(S, st, &r);
}
NN_METH(m_index_put) { return index_put_m(S, self, args, nargs, kwnames, false); }
NN_METH(m_index_put_) { return index_put_m(S, self, args, nargs, kwnames, true); }

/* nonzero(*, as_tuple=False) */
static py_Obj *nonzero_tuple(py_State *S, ts_Tensor *nz, int ndim)
{
    ts_Ctx *c = NN_CTX(S);
    if (ndim == 0) {
        /* 0-dim input: as_tuple gives one index tensor (as a 1-d input would) */
        ts_Tensor *col;
        NN_TRY(S, ts_zeros(c, 1, (int64_t[]){nz->shape[0]}, TS_INT64, &col));
        py_Obj *o = nn_tensor_wrap_steal(S, col);
        if (!o)
            return NULL;
        py_Obj *tup = py_tuple_new(S, 1);
        if (!tup) {
            py_decref(S, o);
            return NULL;
        }
        ((py_Tuple *)tup)->items[0] = o;
        return tup;
    }
    ts_Tensor **parts;
    int64_t n;
    NN_TRY(S, ts_unbind(c, nz, 1, &parts, &n));
    return nn_tensor_list_tuple(S, parts, n);
}

NN_METH(m_nonzero)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "nonzero", args, nargs, kwnames, "|*,as_tuple", a) < 0)
        return NULL;
    bool tup;
    if (opt_bool(S, a[0], "as_tuple", false, &tup) < 0)
        return NULL;
    ts_Tensor *r;
    NN_TRY(S, ts_x_nonzero(NN_CTX(S), NN_T(self), &r));
    if (!tup)
        return nn_tensor_wrap_steal(S, r);
    py_Obj *res = nonzero_tuple(S, r, NN_T(self)->ndim);
    ts_release(r);
    return res;
}

NN_METH(m_argwhere)
{
    if (py_check_nargs(S, "argwhere", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_x_nonzero(NN_CTX(S), NN_T(self), &r), &r);
}

static py_Obj *t_where(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    NN_OUT_KW(t_where, "where");
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "where", args, nargs, kwnames, "condition,|input,other", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "where(): argument 'condition' (position 1) must be Tensor, not %T", a[0]);
    if (!a[1] && !a[2]) {
        ts_Tensor *r;
        NN_TRY(S, ts_x_nonzero(NN_CTX(S), NN_T(a[0]), &r));
        py_Obj *res = nonzero_tuple(S, r, NN_T(a[0])->ndim);
        ts_release(r);
        return res;
    }
    if (!a[1] || !a[2]) {
        py_Obj *g = a[1] ? a[1] : a[2];
        return py_err_format(S, PY_T(TypeError),
                             "where() received an invalid combination of arguments - got (Tensor, %s), but expected one of:\n"
                             " * (Tensor condition)\n"
                             " * (Tensor condition, Tensor input, Tensor other, *, Tensor out = None)\n"
                             " * (Tensor condition, Number self, Tensor other)\n"
                             " * (Tensor condition, Tensor input, Number other)\n"
                             " * (Tensor condition, Number self, Number other)\n",
                             nn_is_tensor(g) ? "Tensor" : g->type->name);
    }
    ts_Tensor *x, *y, *r;
    if (nn_as_tensor_operand(S, a[1], "input", &x) < 0)
        return NULL;
    if (nn_as_tensor_operand(S, a[2], "other", &y) < 0) {
        ts_release(x);
        return NULL;
    }
    nb_Status st = ts_where(NN_CTX(S), NN_T(a[0]), x, y, &r);
    ts_release(x);
    ts_release(y);
    return retp(S, st, &r);
}

static py_Obj *tri_indices(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool upper)
{
    const char *name = upper ? "triu_indices" : "tril_indices";
    py_Obj *a[7] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "row,col,|offset,*,dtype,device,layout,requires_grad", a) < 0)
        return NULL;
    int64_t r, cc, o;
    int dt;
    if (nn_arg_int(S, a[0], "row", &r) < 0 || nn_arg_int(S, a[1], "col", &cc) < 0 || opt_int(S, a[2], "offset", 0, &o) < 0 ||
        nn_arg_dtype(S, a[3], &dt) < 0 || nn_arg_device(S, a[4]) < 0)
        return NULL;
    if (dt == TS_NODTYPE)
        dt = TS_INT64;
    if (dt != TS_INT64 && dt != TS_INT32)
        return py_err_format(S, PY_T(RuntimeError), "\"%s\" not implemented for '%s'", upper ? "triu_indices" : "tril_indices",
                             ts_dtype_short((ts_DType)dt));
    ts_Tensor *res;
    return retp(S, ts_x_tri_indices(NN_CTX(S), r, cc, o, upper, (ts_DType)dt, &res), &res);
}
static py_Obj *t_tril_indices(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return tri_indices(S, args, nargs, kwnames, false);
}
static py_Obj *t_triu_indices(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return tri_indices(S, args, nargs, kwnames, true);
}

/* squeeze(dim=None): a tuple/list of dims is SqueezeBackward2 even with one entry. */
NN_METH(m_squeeze)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "squeeze", args, nargs, kwnames, "|dim", a) < 0)
        return NULL;
    ts_Tensor *r;
    if (!given(S, a[0]))
        return retp(S, ts_squeeze(NN_CTX(S), NN_T(self), NULL, 0, &r), &r);
    int nd;
    int64_t dims[TS_MAXDIM];
    if (nn_arg_dims(S, a[0], "squeeze", &nd, dims) < 0)
        return NULL;
    nb_Status st = ts_squeeze(NN_CTX(S), NN_T(self), dims, nd, &r);
    if (st == NB_OK && is_seq(a[0]))
        ts_x_rename(r, "SqueezeBackward2");
    return retp(S, st, &r);
}

/* ------------------------------------------------------------ memory formats */

/* torch.contiguous_format / preserve_format / channels_last / channels_last_3d:
 * one object each per interpreter (module attributes), kind as ts_x_*_mf. */
typedef struct MemFormat {
    PY_HEAD;
    int kind;
} MemFormat;
static const char *const mf_names[] = {"contiguous_format", "preserve_format", "channels_last", "channels_last_3d"};

static py_Obj *mf_repr(py_State *S, py_Obj *o)
{
    char b[48];
    snprintf(b, sizeof b, "torch.%s", mf_names[((MemFormat *)o)->kind]);
    return py_str_from(S, b);
}
static py_Obj *mf_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_err_setstr(S, PY_T(TypeError), "cannot create 'torch.memory_format' instances");
}
static py_Type mf_type = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "memory_format",
    .module = "torch",
    .basicsize = sizeof(MemFormat),
    .repr = mf_repr,
    .str = mf_repr,
    .tp_new = mf_new,
};

/* memory_format argument (absent → dflt); PyTorch's TypeError otherwise. */
static int mf_arg(py_State *S, py_Obj *o, const char *fname, int dflt, int *kind)
{
    *kind = dflt;
    if (!o || (o == S->None && strcmp(fname, "clone") == 0))
        return 0;
    if (o->type != &mf_type) {
        py_err_format(S, PY_T(TypeError), "%s(): argument 'memory_format' must be torch.memory_format, not %T", fname, o);
        return -1;
    }
    *kind = ((MemFormat *)o)->kind;
    return 0;
}

NN_METH(m_contiguous)
{
    py_Obj *a[1] = {0};
    int kind;
    if (nargs > 0)
        return py_err_format(S, PY_T(TypeError), "contiguous() takes 0 positional arguments but %zd was given", nargs);
    if (py_parse_args(S, "contiguous", args, nargs, kwnames, "|*,memory_format", a) < 0 ||
        mf_arg(S, a[0], "contiguous", 0, &kind) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self), *r;
    if (ts_x_is_contiguous_mf(t, kind))
        return py_newref(self);
    if (kind == 1)
        return py_err_setstr(S, PY_T(RuntimeError), "preserve memory format is unsupported by the contiguous operator");
    return retp(S, ts_x_clone_mf(NN_CTX(S), t, kind, &r), &r);
}

NN_METH(m_is_contiguous)
{
    py_Obj *a[1] = {0};
    int kind;
    if (nargs > 0)
        return py_err_format(S, PY_T(TypeError), "is_contiguous() takes 0 positional arguments but %zd was given", nargs);
    if (py_parse_args(S, "is_contiguous", args, nargs, kwnames, "|*,memory_format", a) < 0 ||
        mf_arg(S, a[0], "is_contiguous", 0, &kind) < 0)
        return NULL;
    return PY_BOOL(S, ts_x_is_contiguous_mf(NN_T(self), kind));
}

/* clone(*, memory_format=torch.preserve_format): keeps a dense input's layout. */
NN_METH(m_clone)
{
    py_Obj *a[1] = {0};
    int kind;
    if (nargs > 0)
        return py_err_format(S, PY_T(TypeError), "clone() takes 0 positional arguments but %zd was given", nargs);
    if (py_parse_args(S, "clone", args, nargs, kwnames, "|*,memory_format", a) < 0 ||
        mf_arg(S, a[0], "clone", 1, &kind) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_x_clone_mf(NN_CTX(S), NN_T(self), kind, &r), &r);
}

/* torch.result_type: wrapped Python floats take the default dtype (set_default_dtype). */
static py_Obj *t_result_type(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "result_type", args, nargs, kwnames, "tensor1,tensor2", a) < 0)
        return NULL;
    ts_Tensor *x, *y;
    if (nn_as_tensor_operand(S, a[0], "tensor1", &x) < 0)
        return NULL;
    if (nn_as_tensor_operand(S, a[1], "tensor2", &y) < 0) {
        ts_release(x);
        return NULL;
    }
    ts_DType d = ts_x_result_type(NN_CTX(S), x, y);
    ts_release(x);
    ts_release(y);
    return py_newref(nn_dtype_obj(S, d));
}

/* ------------------------------------------------------------ tables */

#define MD(n) {#n, m_##n, PY_METH_INSTANCE},
static const py_MethodDef tensor_methods[] = {
    MD(movedim) MD(moveaxis) MD(unfold) MD(as_strided) MD(ravel) MD(_is_view)
    MD(unsqueeze_) MD(squeeze_) MD(resize_) MD(t_) MD(transpose_) MD(swapaxes_) MD(swapdims_)
    MD(view) MD(unflatten) MD(tensor_split) MD(hsplit) MD(vsplit) MD(dsplit)
    MD(fliplr) MD(flipud) MD(rot90) MD(roll) MD(broadcast_to) MD(repeat_interleave) MD(tile) MD(adjoint)
    MD(diag) MD(diagonal) MD(diag_embed) MD(diagflat) MD(narrow_copy)
    MD(masked_select) MD(masked_scatter) MD(masked_scatter_) MD(take) MD(take_along_dim)
    MD(index_add) MD(index_add_) MD(index_copy) MD(index_copy_) MD(index_fill) MD(index_fill_)
    MD(scatter_reduce) MD(scatter_reduce_) MD(index_put) MD(index_put_) MD(nonzero) MD(argwhere) MD(clone) MD(squeeze)
    MD(contiguous) MD(is_contiguous)
    {NULL, NULL, 0},
};
static const char *const torch_aliases[] = {
    "movedim", "moveaxis", "as_strided", "ravel", "unflatten", "tensor_split", "hsplit", "vsplit", "dsplit",
    "fliplr", "flipud", "rot90", "roll", "tile", "adjoint", "diag", "diagonal", "diag_embed",
    "diagflat", "narrow_copy", "masked_select", "masked_scatter", "take", "take_along_dim", "index_add",
    "index_copy", "index_fill", "scatter_reduce", "index_put", "index_put_", "nonzero", "argwhere", "clone", "squeeze", NULL,
};
#define TF(n) {#n, t_##n, PY_METH_STATIC},
static const py_MethodDef torch_funcs[] = {
    TF(broadcast_tensors) TF(broadcast_shapes) TF(atleast_1d) TF(atleast_2d) TF(atleast_3d) TF(hstack) TF(vstack)
    TF(dstack) TF(column_stack) TF(row_stack) TF(meshgrid) TF(cartesian_prod) TF(where) TF(tril_indices)
    TF(triu_indices) TF(repeat_interleave) TF(result_type) TF(broadcast_to)
    {NULL, NULL, 0},
};

static const py_GetSetDef base_getset = {"_base", g_base, NULL};

static int shape_init(py_State *S, py_Obj *torch)
{
    py_Obj *d = py_getset_descr_new(S, &nn_type_Tensor, &base_getset);
    if (!d)
        return -1;
    int r = py_dict_set_str(S, nn_type_Tensor.dict, "_base", d);
    py_decref(S, d);
    if (r < 0 || py_type_ready(S, &mf_type) < 0 || py_module_add_type(S, torch, &mf_type) < 0)
        return -1;
    for (int k = 0; k < 4; k++) {
        MemFormat *m = (MemFormat *)py_obj_alloc(S, &mf_type, sizeof(MemFormat));
        if (!m)
            return -1;
        m->kind = k;
        r = py_module_add(S, torch, mf_names[k], (py_Obj *)m);
        if (r == 0 && k == 0)   /* torch.legacy_contiguous_format is torch.contiguous_format */
            r = py_module_add(S, torch, "legacy_contiguous_format", (py_Obj *)m);
        py_decref(S, (py_Obj *)m);
        if (r < 0)
            return -1;
    }
    return 0;
}

const nn_More nn_more_shape = {tensor_methods, torch_aliases, torch_funcs, shape_init};
