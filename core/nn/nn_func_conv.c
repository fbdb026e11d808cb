/* nn_func_conv.c — torch.nn.functional, part 2: convolution, pooling,
 * normalisation, embedding, one_hot, pad, flatten helpers. Argument
 * conversion only; kernels live in core/tensor (ts_conv.c, ts_norm.c). */
#include <math.h>
#include <string.h>

#include "nn_layers.h"
#include "ag.h"

/* A conv stride/padding/dilation: an int or a sequence of 1 or n ints;
 * another length is PyTorch's expand_param_if_needed error. */
static int conv_tuple(py_State *S, py_Obj *o, int n, const char *fname, const char *what, int64_t *out)
{
    if (o->type->flags & (PY_TPFLAG_TUPLE_SUB | PY_TPFLAG_LIST_SUB)) {
        bool tup = (o->type->flags & PY_TPFLAG_TUPLE_SUB) != 0;
        py_ssize len = tup ? py_tuple_len(o) : py_list_len(o);
        if (len != 1 && len != n) {
            int64_t v[TS_MAXDIM];
            char buf[200];
            if (len > TS_MAXDIM)
                len = TS_MAXDIM;
            for (py_ssize i = 0; i < len; i++)
                if (nn_arg_int(S, tup ? py_tuple_getB(o, i) : py_list_getB(o, i), what, &v[i]) < 0)
                    return -1;
            ts_fmt_shape(buf, sizeof buf, (int)len, v);
            py_err_format(S, PY_T(RuntimeError), "expected %s to be a single integer value or a list of %d values to match the convolution dimensions, but got %s=%s",
                          what, n, what, buf);
            return -1;
        }
    }
    return nl_int_tuple_arg(S, o, n, fname, what, out);
}

/* padding argument of conv: int / tuple / 'same' / 'valid'. */
static int conv_padding(py_State *S, py_Obj *o, int n, const char *fname, int64_t *pad)
{
    if (!o) {
        for (int i = 0; i < n; i++)
            pad[i] = 0;
        return 0;
    }
    if (py_isinstance_type(o, PY_T(str))) {
        if (py_str_eq_c(o, "same")) {
            for (int i = 0; i < n; i++)
                pad[i] = TS_PAD_SAME;
            return 0;
        }
        if (py_str_eq_c(o, "valid")) {
            for (int i = 0; i < n; i++)
                pad[i] = 0;
            return 0;
        }
        py_err_format(S, PY_T(RuntimeError), "Invalid padding string: '%s'", py_str_utf8(o));
        return -1;
    }
    return conv_tuple(S, o, n, fname, "padding", pad);
}

static py_Obj *conv_common(py_State *S, int sd, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    const char *fname = sd == 1 ? "conv1d" : sd == 2 ? "conv2d" : "conv3d";
    py_Obj *a[7];
    if (py_parse_args(S, fname, args, nargs, kwnames, "input,weight,|bias,stride,padding,dilation,groups", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], fname, "input", 1), *w, *b;
    if (!x || !(w = nl_tensor_arg(S, a[1], fname, "weight", 2)) || nl_opt_tensor_arg(S, a[2], fname, "bias", 3, &b) < 0)
        return NULL;
    int64_t stride[3] = {1, 1, 1}, pad[3] = {0, 0, 0}, dil[3] = {1, 1, 1}, groups = 1;
    if ((a[3] && conv_tuple(S, a[3], sd, fname, "stride", stride) < 0) ||
        conv_padding(S, a[4], sd, fname, pad) < 0 ||
        (a[5] && conv_tuple(S, a[5], sd, fname, "dilation", dil) < 0) ||
        nl_int_arg(S, a[6], 1, fname, "groups", &groups) < 0)
        return NULL;
    /* PyTorch checks the input against the bias dtype before the weight (after the channel check) */
    if (b && b->dtype != x->dtype && w->ndim == sd + 2 && (x->ndim == sd + 1 || x->ndim == sd + 2) &&
        x->shape[x->ndim - sd - 1] == w->shape[1] * groups)
        return py_err_format(S, PY_T(RuntimeError), "Input type (%s) and bias type (%s) should be the same",
                             ts_dtype_cname(x->dtype), ts_dtype_cname(b->dtype));
    ts_Tensor *out = NULL;
    nb_Status st = sd == 1   ? ts_conv1d(NN_CTX(S), x, w, b, stride[0], pad[0], dil[0], groups, &out)
                   : sd == 2 ? ts_conv2d(NN_CTX(S), x, w, b, stride, pad, dil, groups, &out)
                             : ts_conv3d(NN_CTX(S), x, w, b, stride, pad, dil, groups, &out);
    return nl_result(S, st, out);
}

static NN_FN(f_conv1d) { return conv_common(S, 1, args, nargs, kwnames); }
static NN_FN(f_conv2d) { return conv_common(S, 2, args, nargs, kwnames); }
static NN_FN(f_conv3d) { return conv_common(S, 3, args, nargs, kwnames); }

/* _conv_transpose(input, weight, bias, stride, padding, output_padding,
 * groups, dilation): the kernel behind F.conv_transpose{1,2,3}d, which
 * batch the input, expand the tuples and check shapes first. */
static NN_FN(f_conv_transpose)
{
    py_Obj *a[8];
    if (py_parse_args(S, "_conv_transpose", args, nargs, kwnames,
                      "input,weight,bias,stride,padding,output_padding,groups,dilation", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "conv_transpose", "input", 1), *w, *b;
    if (!x || !(w = nl_tensor_arg(S, a[1], "conv_transpose", "weight", 2)) ||
        nl_opt_tensor_arg(S, a[2], "conv_transpose", "bias", 3, &b) < 0)
        return NULL;
    int sd = x->ndim - 2;
    if (sd < 1 || sd > 3)
        return py_err_setstr(S, PY_T(RuntimeError), "_conv_transpose: expected a batched 3-D to 5-D input");
    int64_t st[3], pad[3], op[3], dil[3], groups;
    if (nl_int_tuple_arg(S, a[3], sd, "conv_transpose", "stride", st) < 0 ||
        nl_int_tuple_arg(S, a[4], sd, "conv_transpose", "padding", pad) < 0 ||
        nl_int_tuple_arg(S, a[5], sd, "conv_transpose", "output_padding", op) < 0 ||
        nl_int_arg(S, a[6], 1, "conv_transpose", "groups", &groups) < 0 ||
        nl_int_tuple_arg(S, a[7], sd, "conv_transpose", "dilation", dil) < 0)
        return NULL;
    ts_Tensor *out = NULL;
    nb_Status rs = ts_conv_transpose(NN_CTX(S), sd, x, w, b, st, pad, op, dil, groups, &out);
    return nl_result(S, rs, out);
}

/* A 3-D pool's size argument: an int or a sequence of 1 or 3 ints, else
 * PyTorch's RuntimeError `msg`. */
static int pool3_arg(py_State *S, py_Obj *o, const char *fname, const char *what, const char *msg, int64_t *out)
{
    if (o->type->flags & (PY_TPFLAG_TUPLE_SUB | PY_TPFLAG_LIST_SUB)) {
        py_ssize len = (o->type->flags & PY_TPFLAG_TUPLE_SUB) ? py_tuple_len(o) : py_list_len(o);
        if (len != 1 && len != 3) {
            py_err_setstr(S, PY_T(RuntimeError), msg);
            return -1;
        }
    }
    return nl_int_tuple_arg(S, o, 3, fname, what, out);
}

/* stride None or empty: the kernel size */
static bool no_stride(py_State *S, py_Obj *o)
{
    return !o || o == S->None || ((o->type->flags & PY_TPFLAG_TUPLE_SUB) && py_tuple_len(o) == 0) ||
           ((o->type->flags & PY_TPFLAG_LIST_SUB) && py_list_len(o) == 0);
}

/* A (tensor, indices) pair, stealing both. */
static py_Obj *pair_steal(py_State *S, ts_Tensor *out, ts_Tensor *idx)
{
    py_Obj *o = nn_tensor_wrap_steal(S, out);
    py_Obj *i = nn_tensor_wrap_steal(S, idx);
    py_Obj *r = (o && i) ? py_tuple_pack(S, 2, o, i) : NULL;
    py_xdecref(S, o);
    py_xdecref(S, i);
    return r;
}

static NN_FN(f_max_pool3d)
{
    py_Obj *a[7];
    if (py_parse_args(S, "max_pool3d", args, nargs, kwnames,
                      "input,kernel_size,|stride,padding,dilation,ceil_mode,return_indices", a) < 0)
        return NULL;
    const char *fn = "max_pool3d";
    ts_Tensor *x = nl_tensor_arg(S, a[0], fn, "input", 1);
    int64_t k[3], s[3], p[3] = {0, 0, 0}, d[3] = {1, 1, 1};
    bool ceil_mode, ri;
    if (!x ||
        pool3_arg(S, a[1], fn, "kernel_size", "max_pool3d: kernel_size must either be a single int, or a tuple of three ints", k) < 0)
        return NULL;
    if (no_stride(S, a[2]))
        memcpy(s, k, sizeof s);
    else if (pool3_arg(S, a[2], fn, "stride", "max_pool3d: stride must either be omitted, a single int, or a tuple of three ints", s) < 0)
        return NULL;
    if ((a[3] && pool3_arg(S, a[3], fn, "padding", "max_pool3d: padding must either be a single int, or a tuple of three ints", p) < 0) ||
        (a[4] && pool3_arg(S, a[4], fn, "dilation", "max_pool3d: dilation must be either a single int, or a tuple of three ints", d) < 0) ||
        nl_bool_arg(S, a[5], false, &ceil_mode) < 0 || nl_bool_arg(S, a[6], false, &ri) < 0)
        return NULL;
    ts_Tensor *out = NULL, *idx = NULL;
    NN_TRY(S, ts_max_pool3d_with_indices(NN_CTX(S), x, k, s, p, d, ceil_mode, &out, &idx));
    if (ri)
        return pair_steal(S, out, idx);
    ts_release(idx);
    return nn_tensor_wrap_steal(S, out);
}

/* avg_pool3d(input, kernel_size, stride=None, padding=0, ceil_mode=False,
 * count_include_pad=True, divisor_override=None) */
static NN_FN(f_avg_pool3d)
{
    py_Obj *a[7];
    if (py_parse_args(S, "avg_pool3d", args, nargs, kwnames,
                      "input,kernel_size,|stride,padding,ceil_mode,count_include_pad,divisor_override", a) < 0)
        return NULL;
    const char *fn = "avg_pool3d";
    ts_Tensor *x = nl_tensor_arg(S, a[0], fn, "input", 1);
    int64_t k[3], s[3], p[3] = {0, 0, 0}, div = 0;
    bool ceil_mode, cip;
    if (!x || pool3_arg(S, a[1], fn, "kernel_size", "avg_pool3d: kernel_size must be a single int, or a tuple of three ints", k) < 0)
        return NULL;
    if (no_stride(S, a[2]))
        memcpy(s, k, sizeof s);
    else if (pool3_arg(S, a[2], fn, "stride", "avg_pool3d: stride must be omitted, a single int, or a tuple of three ints", s) < 0)
        return NULL;
    if ((a[3] && pool3_arg(S, a[3], fn, "padding", "avg_pool3d: padding must be a single int, or a tuple of three ints", p) < 0) ||
        nl_bool_arg(S, a[4], false, &ceil_mode) < 0 || nl_bool_arg(S, a[5], true, &cip) < 0)
        return NULL;
    if (x->ndim != 4 && x->ndim != 5)
        return py_err_setstr(S, PY_T(RuntimeError), "non-empty 4D or 5D (batch mode) tensor expected for input");
    if (a[6] && a[6] != S->None) {
        if (nl_int_arg(S, a[6], 0, fn, "divisor_override", &div) < 0)
            return NULL;
        if (div == 0)
            return py_err_setstr(S, PY_T(RuntimeError), "divisor must be not zero");
    }
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *out = NULL;
    nb_Status st = ts_avg_pool3d(c, x, k, s, p, ceil_mode, cip, div, &out);
    return nl_result(S, st, out);
}

/* stride=None or [] means kernel_size */
static int pool_stride(py_State *S, py_Obj *o, const int64_t *k, const char *fname, int64_t *s)
{
    if (!o || o == S->None ||
        ((o->type->flags & PY_TPFLAG_TUPLE_SUB) && py_tuple_len(o) == 0) ||
        ((o->type->flags & PY_TPFLAG_LIST_SUB) && py_list_len(o) == 0)) {
        s[0] = k[0];
        s[1] = k[1];
        return 0;
    }
    return nl_int_tuple_arg(S, o, 2, fname, "stride", s);
}

static NN_FN(f_max_pool2d)
{
    py_Obj *a[7];
    if (py_parse_args(S, "max_pool2d", args, nargs, kwnames,
                      "input,kernel_size,|stride,padding,dilation,ceil_mode,return_indices", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "max_pool2d", "input", 1);
    int64_t k[2], s[2], p[2] = {0, 0}, d[2] = {1, 1};
    bool ceil_mode, ri;
    if (!x || nl_int_tuple_arg(S, a[1], 2, "max_pool2d", "kernel_size", k) < 0 ||
        pool_stride(S, a[2], k, "max_pool2d", s) < 0 ||
        (a[3] && nl_int_tuple_arg(S, a[3], 2, "max_pool2d", "padding", p) < 0) ||
        (a[4] && nl_int_tuple_arg(S, a[4], 2, "max_pool2d", "dilation", d) < 0) ||
        nl_bool_arg(S, a[5], false, &ceil_mode) < 0 || nl_bool_arg(S, a[6], false, &ri) < 0)
        return NULL;
    ts_Tensor *out = NULL, *idx = NULL;
    if (ri) {
        NN_TRY(S, ts_max_pool2d_with_indices(NN_CTX(S), x, k, s, p, d, ceil_mode, &out, &idx));
        py_Obj *o = nn_tensor_wrap_steal(S, out);
        py_Obj *i = nn_tensor_wrap_steal(S, idx);
        py_Obj *r = (o && i) ? py_tuple_pack(S, 2, o, i) : NULL;
        py_xdecref(S, o);
        py_xdecref(S, i);
        return r;
    }
    { nb_Status rs_ = ts_max_pool2d(NN_CTX(S), x, k, s, p, d, ceil_mode, &out); return nl_result(S, rs_, out); }
}

static NN_FN(f_avg_pool2d)
{
    py_Obj *a[7];
    if (py_parse_args(S, "avg_pool2d", args, nargs, kwnames,
                      "input,kernel_size,|stride,padding,ceil_mode,count_include_pad,divisor_override", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "avg_pool2d", "input", 1);
    int64_t k[2], s[2], p[2] = {0, 0}, div = 0;
    bool ceil_mode, cip;
    if (!x || nl_int_tuple_arg(S, a[1], 2, "avg_pool2d", "kernel_size", k) < 0 ||
        pool_stride(S, a[2], k, "avg_pool2d", s) < 0 ||
        (a[3] && nl_int_tuple_arg(S, a[3], 2, "avg_pool2d", "padding", p) < 0) ||
        nl_bool_arg(S, a[4], false, &ceil_mode) < 0 || nl_bool_arg(S, a[5], true, &cip) < 0)
        return NULL;
    if (a[6] && a[6] != S->None) {
        if (nl_int_arg(S, a[6], 0, "avg_pool2d", "divisor_override", &div) < 0)
            return NULL;
        if (div == 0)
            return py_err_setstr(S, PY_T(RuntimeError), "divisor must be not zero");
    }
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *out = NULL;
    nb_Status st = ts_avg_pool2d(c, x, k, s, p, ceil_mode, cip, div, &out);
    return nl_result(S, st, out);
}

/* output_size of adaptive_avg_pool{2,3}d: an int or n entries, None
 * keeping the input's size. */
static py_Obj *adaptive_avg_common(py_State *S, int n, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    const char *fn = n == 2 ? "adaptive_avg_pool2d" : "adaptive_avg_pool3d";
    py_Obj *a[2];
    if (py_parse_args(S, fn, args, nargs, kwnames, "input,output_size", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], fn, "input", 1);
    if (!x)
        return NULL;
    int64_t os[3];
    if (x->ndim < n)
        return py_err_format(S, PY_T(ValueError), "Input dimension should be at least %d", n + 1);
    py_Obj *o = a[1];
    if (o->type->flags & (PY_TPFLAG_TUPLE_SUB | PY_TPFLAG_LIST_SUB)) {
        bool tup = (o->type->flags & PY_TPFLAG_TUPLE_SUB) != 0;
        py_ssize len = tup ? py_tuple_len(o) : py_list_len(o);
        if (len != n)
            return py_err_format(S, PY_T(RuntimeError), "%s: output_size must be %d", fn, n);
        for (int i = 0; i < n; i++) {
            py_Obj *it = tup ? py_tuple_getB(o, i) : py_list_getB(o, i);
            if (it == S->None)
                os[i] = x->shape[x->ndim - n + i];
            else if (nl_int_arg(S, it, 0, fn, "output_size", &os[i]) < 0)
                return NULL;
        }
    } else if (nl_int_tuple_arg(S, o, n, fn, "output_size", os) < 0) {
        return NULL;
    }
    ts_Tensor *out = NULL;
    nb_Status rs = n == 2 ? ts_adaptive_avg_pool2d(NN_CTX(S), x, os, &out) : ts_adaptive_avg_pool3d(NN_CTX(S), x, os, &out);
    return nl_result(S, rs, out);
}
static NN_FN(f_adaptive_avg_pool2d) { return adaptive_avg_common(S, 2, args, nargs, kwnames); }
static NN_FN(f_adaptive_avg_pool3d) { return adaptive_avg_common(S, 3, args, nargs, kwnames); }

/* batch_norm(input, running_mean, running_var, weight=None, bias=None, training=False, momentum=0.1, eps=1e-05) */
static NN_FN(f_batch_norm)
{
    py_Obj *a[8];
    if (py_parse_args(S, "batch_norm", args, nargs, kwnames,
                      "input,running_mean,running_var,|weight,bias,training,momentum,eps", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "batch_norm", "input", 1), *rm, *rv, *w, *b;
    bool training;
    double momentum, eps;
    if (!x || nl_opt_tensor_arg(S, a[1], "batch_norm", "running_mean", 2, &rm) < 0 ||
        nl_opt_tensor_arg(S, a[2], "batch_norm", "running_var", 3, &rv) < 0 ||
        nl_opt_tensor_arg(S, a[3], "batch_norm", "weight", 4, &w) < 0 ||
        nl_opt_tensor_arg(S, a[4], "batch_norm", "bias", 5, &b) < 0 || nl_bool_arg(S, a[5], false, &training) < 0 ||
        nl_double_arg(S, a[6] == S->None ? NULL : a[6], 0.1, "batch_norm", "momentum", &momentum) < 0 ||
        nl_double_arg(S, a[7], 1e-5, "batch_norm", "eps", &eps) < 0)
        return NULL;
    if (a[6] == S->None)
        momentum = 0.0;
    ts_Tensor *out = NULL;
    { nb_Status rs_ = ts_batch_norm(NN_CTX(S), x, rm, rv, w, b, training, momentum, eps, &out); return nl_result(S, rs_, out); }
}

static NN_FN(f_layer_norm)
{
    py_Obj *a[5];
    if (py_parse_args(S, "layer_norm", args, nargs, kwnames, "input,normalized_shape,|weight,bias,eps", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "layer_norm", "input", 1), *w, *b;
    int nd;
    int64_t ns[TS_MAXDIM];
    double eps;
    if (!x || nn_arg_dims(S, a[1], "layer_norm", &nd, ns) < 0 ||
        nl_opt_tensor_arg(S, a[2], "layer_norm", "weight", 3, &w) < 0 ||
        nl_opt_tensor_arg(S, a[3], "layer_norm", "bias", 4, &b) < 0 ||
        nl_double_arg(S, a[4], 1e-5, "layer_norm", "eps", &eps) < 0)
        return NULL;
    ts_Tensor *out = NULL;
    { nb_Status rs_ = ts_layer_norm(NN_CTX(S), x, nd, ns, w, b, eps, &out); return nl_result(S, rs_, out); }
}

static NN_FN(f_group_norm)
{
    py_Obj *a[5];
    if (py_parse_args(S, "group_norm", args, nargs, kwnames, "input,num_groups,|weight,bias,eps", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "group_norm", "input", 1), *w, *b;
    int64_t g;
    double eps;
    if (!x || nl_int_arg(S, a[1], 0, "group_norm", "num_groups", &g) < 0 ||
        nl_opt_tensor_arg(S, a[2], "group_norm", "weight", 3, &w) < 0 ||
        nl_opt_tensor_arg(S, a[3], "group_norm", "bias", 4, &b) < 0 ||
        nl_double_arg(S, a[4], 1e-5, "group_norm", "eps", &eps) < 0)
        return NULL;
    if (g == 0 && x->ndim >= 2)
        return py_err_setstr(S, PY_T(ZeroDivisionError), "integer division or modulo by zero");
    ts_Tensor *out = NULL;
    { nb_Status rs_ = ts_group_norm(NN_CTX(S), x, g, w, b, eps, &out); return nl_result(S, rs_, out); }
}

/* embedding_renorm_: rows of weight referenced by idx whose norm exceeds
 * max_norm are scaled by max_norm / (norm + 1e-7), in place, without autograd. */
static int embedding_renorm(py_State *S, ts_Tensor *w, ts_Tensor *idx, double max_norm, double p)
{
    ts_Ctx *c = NN_CTX(S);
    if (!ts_is_contiguous(w) || (w->dtype != TS_FLOAT32 && w->dtype != TS_FLOAT64) || w->ndim != 2)
        return 0;
    int64_t n = ts_numel(idx), rows = w->shape[0], dim = w->shape[1];
    bool *seen = py_malloc(S, (size_t)(rows ? rows : 1));
    if (!seen)
        return -1;
    for (int64_t i = 0; i < n; i++) {
        int64_t r = ts_sc_to_i(ts_get_flat(idx, i));
        if (r < 0 || r >= rows || seen[r])
            continue;
        seen[r] = true;
        double norm = 0;
        for (int64_t j = 0; j < dim; j++) {
            double v = w->dtype == TS_FLOAT32 ? ((float *)ts_data(w))[r * dim + j] : ((double *)ts_data(w))[r * dim + j];
            norm += p == 1.0 ? fabs(v) : p == 2.0 ? v * v : pow(fabs(v), p);
        }
        norm = p == 1.0 ? norm : p == 2.0 ? sqrt(norm) : pow(norm, 1.0 / p);
        if (norm > max_norm) {
            double scale = max_norm / (norm + 1e-7);
            for (int64_t j = 0; j < dim; j++) {
                if (w->dtype == TS_FLOAT32)
                    ((float *)ts_data(w))[r * dim + j] *= (float)scale;
                else
                    ((double *)ts_data(w))[r * dim + j] *= scale;
            }
        }
    }
    py_free(S, seen, (size_t)(rows ? rows : 1));
    if (w->version)
        w->version->version++;
    (void)c;
    return 0;
}

static NN_FN(f_embedding)
{
    py_Obj *a[7];
    if (py_parse_args(S, "embedding", args, nargs, kwnames,
                      "input,weight,|padding_idx,max_norm,norm_type,scale_grad_by_freq,sparse", a) < 0)
        return NULL;
    ts_Tensor *idx = nl_tensor_arg(S, a[0], "embedding", "indices", 2), *w;
    if (!idx || !(w = nl_tensor_arg(S, a[1], "embedding", "weight", 1)))
        return NULL;
    int64_t pidx = -1;
    if (a[2] && a[2] != S->None) {
        if (nl_int_arg(S, a[2], 0, "embedding", "padding_idx", &pidx) < 0)
            return NULL;
        int64_t rows = w->ndim ? w->shape[0] : 0;
        if (pidx > 0 && pidx >= rows)
            return py_err_setstr(S, PY_T(AssertionError), "Padding_idx must be within num_embeddings");
        if (pidx < 0) {
            if (pidx < -rows)
                return py_err_setstr(S, PY_T(AssertionError), "Padding_idx must be within num_embeddings");
            pidx += rows;
        }
    }
    if (a[3] && a[3] != S->None) {
        double mn, p;
        if (nl_double_arg(S, a[3], 0, "embedding", "max_norm", &mn) < 0 ||
            nl_double_arg(S, a[4], 2.0, "embedding", "norm_type", &p) < 0)
            return NULL;
        if (embedding_renorm(S, w, idx, mn, p) < 0)
            return NULL;
    }
    ts_Tensor *out = NULL;
    { nb_Status rs_ = ts_embedding(NN_CTX(S), w, idx, pidx, &out); return nl_result(S, rs_, out); }
}

static NN_FN(f_one_hot)
{
    py_Obj *a[2];
    if (py_parse_args(S, "one_hot", args, nargs, kwnames, "tensor,|num_classes", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "one_hot", "self", 1);
    int64_t nc;
    if (!x || nl_int_arg(S, a[1], -1, "one_hot", "num_classes", &nc) < 0)
        return NULL;
    ts_Tensor *out = NULL;
    { nb_Status rs_ = ts_one_hot(NN_CTX(S), x, nc, &out); return nl_result(S, rs_, out); }
}

/* pad(input, pad, mode='constant', value=None): constant mode, built from
 * narrow (negative pads) and cat with constant blocks, under one
 * ConstantPadNdBackward0 node. */
static NN_FN(f_pad)
{
    py_Obj *a[4];
    if (py_parse_args(S, "pad", args, nargs, kwnames, "input,pad,|mode,value", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "pad", "input", 1);
    if (!x)
        return NULL;
    int np;
    int64_t pads[2 * TS_MAXDIM];
    py_Obj *po = a[1];
    if (!(po->type->flags & (PY_TPFLAG_TUPLE_SUB | PY_TPFLAG_LIST_SUB)))
        return py_err_format(S, PY_T(TypeError), "pad(): argument 'pad' (position 2) must be tuple of ints, not %T", po);
    bool tup = (po->type->flags & PY_TPFLAG_TUPLE_SUB) != 0;
    np = (int)(tup ? py_tuple_len(po) : py_list_len(po));
    if (np > 2 * TS_MAXDIM)
        return py_err_setstr(S, PY_T(RuntimeError), "Padding length too large");
    for (int i = 0; i < np; i++)
        if (nn_arg_int(S, tup ? py_tuple_getB(po, i) : py_list_getB(po, i), "pad", &pads[i]) < 0)
            return NULL;
    if (a[2] && !py_str_eq_c(a[2], "constant"))
        return py_err_format(S, PY_T(NotImplementedError), "nnscope: pad mode '%S' is not supported", a[2]);
    if (np % 2)
        return py_err_setstr(S, PY_T(RuntimeError), "Padding length must be divisible by 2");
    if (np / 2 > x->ndim)
        return py_err_format(S, PY_T(RuntimeError),
                             "Padding length should be less than or equal to two times the input dimension but got padding length %d and input of dimension %d",
                             np, x->ndim);
    ts_Scalar val = ts_sc_i(0);
    if (a[3] && a[3] != S->None && nn_arg_scalar(S, a[3], "value", &val) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *cur = x;
    ts_retain(cur);
    nb_Status st = NB_OK;
    for (int k = 0; k < np / 2 && st == NB_OK; k++) {
        int64_t dim = x->ndim - 1 - k, lo = pads[2 * k], hi = pads[2 * k + 1];
        ts_Tensor *nx = NULL;
        if (lo < 0 || hi < 0) {
            int64_t start = lo < 0 ? -lo : 0, len = cur->shape[dim] - start - (hi < 0 ? -hi : 0);
            if (len < 0) {
                ts_release(cur);
                return py_err_format(S, PY_T(RuntimeError),
                                     "The input size %lld, plus negative padding %lld and %lld resulted in a negative output size, which is invalid. Check dimension %lld of your input.",
                                     (long long)x->shape[dim], (long long)lo, (long long)hi, (long long)dim);
            }
            st = ts_narrow(c, cur, dim, start, len, &nx);
            ts_release(cur);
            cur = nx;
            if (st != NB_OK)
                break;
        }
        ts_Tensor *parts[3];
        int n = 0;
        ts_Tensor *blo = NULL, *bhi = NULL;
        int64_t sh[TS_MAXDIM];
        memcpy(sh, cur->shape, sizeof(int64_t) * (size_t)cur->ndim);
        if (lo > 0) {
            sh[dim] = lo;
            st = ts_full(c, cur->ndim, sh, val, cur->dtype, &blo);
            parts[n++] = blo;
        }
        parts[n++] = cur;
        if (st == NB_OK && hi > 0) {
            sh[dim] = hi;
            st = ts_full(c, cur->ndim, sh, val, cur->dtype, &bhi);
            parts[n++] = bhi;
        }
        if (st == NB_OK && n > 1) {
            ts_Tensor *cat = NULL;
            st = ts_cat(c, parts, n, dim, &cat);
            ts_release(cur);
            cur = cat;
        }
        ts_release(blo);
        ts_release(bhi);
    }
    if (st != NB_OK) {
        ts_release(cur);
        return nn_raise_status(S, st);
    }
    if (cur == x) {
        ts_release(cur);
        ts_Tensor *cl = NULL;
        { nb_Status rs_ = ts_clone(c, x, &cl); return nl_result(S, rs_, cl); }
    }
    /* one constant_pad_nd node, edge to the input */
    st = ag_fuse(c, "ConstantPadNdBackward0", 1, &x, 1, &cur);
    if (st != NB_OK) {
        ts_release(cur);
        return nn_raise_status(S, st);
    }
    return nn_tensor_wrap_steal(S, cur);
}

const py_MethodDef nl_func_conv[] = {
    {"conv1d", f_conv1d, PY_METH_STATIC},
    {"conv2d", f_conv2d, PY_METH_STATIC},
    {"conv3d", f_conv3d, PY_METH_STATIC},
    {"_conv_transpose", f_conv_transpose, PY_METH_STATIC},
    {"max_pool3d", f_max_pool3d, PY_METH_STATIC},
    {"avg_pool3d", f_avg_pool3d, PY_METH_STATIC},
    {"adaptive_avg_pool3d", f_adaptive_avg_pool3d, PY_METH_STATIC},
    {"max_pool2d", f_max_pool2d, PY_METH_STATIC},
    {"avg_pool2d", f_avg_pool2d, PY_METH_STATIC},
    {"adaptive_avg_pool2d", f_adaptive_avg_pool2d, PY_METH_STATIC},
    {"batch_norm", f_batch_norm, PY_METH_STATIC},
    {"layer_norm", f_layer_norm, PY_METH_STATIC},
    {"group_norm", f_group_norm, PY_METH_STATIC},
    {"embedding", f_embedding, PY_METH_STATIC},
    {"one_hot", f_one_hot, PY_METH_STATIC},
    {"pad", f_pad, PY_METH_STATIC},
    {NULL, NULL, 0},
};
