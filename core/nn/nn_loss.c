/* nn_loss.c — the loss functions of torch.nn.functional: argument binding,
 * PyTorch's size checks and warnings, reductions (including the legacy
 * size_average/reduce pair); the math is core/tensor's (ts_nn.c). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "nn_layers.h"
#include "ag.h"

/* "torch.Size([2, 3])" into buf. */
static void fmt_size(char *buf, size_t n, const ts_Tensor *t)
{
    size_t k = (size_t)snprintf(buf, n, "torch.Size([");
    for (int i = 0; i < t->ndim && k < n; i++)
        k += (size_t)snprintf(buf + k, n - k, i ? ", %lld" : "%lld", (long long)t->shape[i]);
    if (k < n)
        snprintf(buf + k, n - k, "])");
}

static bool same_size(const ts_Tensor *a, const ts_Tensor *b)
{
    if (a->ndim != b->ndim)
        return false;
    for (int i = 0; i < a->ndim; i++)
        if (a->shape[i] != b->shape[i])
            return false;
    return true;
}

/* The broadcasting warning of mse_loss / l1_loss / smooth_l1_loss / huber_loss. */
static int warn_target_size(py_State *S, ts_Tensor *x, ts_Tensor *y)
{
    if (same_size(x, y))
        return 0;
    char a[160], b[160], msg[512];
    fmt_size(a, sizeof a, y);
    fmt_size(b, sizeof b, x);
    snprintf(msg, sizeof msg,
             "Using a target size (%s) that is different to the input size (%s). This will likely lead to incorrect "
             "results due to broadcasting. Please ensure they have the same size.",
             a, b);
    return py_warn(S, PY_T(UserWarning), msg);
}

/* grad_fn name PyTorch shows for reduction='none' (the fused loss node). */
static void name_none(ts_Tensor *out, ts_Reduction r, const char *name)
{
    if (out && r == TS_RED_NONE && out->grad_fn && name)
        out->grad_fn->name = name;
}

typedef nb_Status (*pair_loss)(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, double extra, ts_Tensor **out);

static nb_Status mse_fn(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, double e, ts_Tensor **out)
{
    return ts_mse_loss(c, x, y, r, out);
}
static nb_Status l1_fn(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, double e, ts_Tensor **out)
{
    return ts_l1_loss(c, x, y, r, out);
}
static nb_Status smooth_fn(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, double e, ts_Tensor **out)
{
    if (e < 0)
        return ts_err(c, TS_ERR_RUNTIME, "smooth_l1_loss does not support negative values for beta.");
    if (e == 0)  /* ATen computes l1_loss then */
        return ts_l1_loss(c, x, y, r, out);
    nb_Status st = ts_smooth_l1_loss(c, x, y, r, e, out);
    if (st == NB_OK)
        name_none(*out, r, "SmoothL1LossBackward0");
    return st;
}
/* huber_loss's kernel writes into an output of the input's dtype: a floating target of
 * another dtype is converted to it first (smooth_l1 promotes instead). */
static nb_Status huber_fn(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, double e, ts_Tensor **out)
{
    ts_Tensor *yc = NULL;
    nb_Status st = NB_OK;
    if (!(e > 0))
        return ts_err(c, TS_ERR_RUNTIME, "huber_loss does not support non-positive values for delta.");
    if (y->dtype != x->dtype && ts_dtype_is_float(x->dtype) && ts_dtype_is_float(y->dtype)) {
        if ((st = ts_to_dtype(c, y, x->dtype, false, &yc)) != NB_OK)
            return st;
        y = yc;
    }
    st = ts_huber_loss(c, x, y, r, e, out);
    ts_release(yc);
    if (st == NB_OK)
        name_none(*out, r, "HuberLossBackward0");
    return st;
}

/* Shared body of the regression losses: spec ends with the extra float arg name (or none). */
static py_Obj *pair_common(py_State *S, const char *fname, const char *spec, int nargs_spec, int extra_slot,
                           double extra_dflt, const char *extra_name, int sa_slot, int rd_slot, int red_slot,
                           pair_loss fn, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[8] = {0};
    if (py_parse_args(S, fname, args, nargs, kwnames, spec, a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], fname, "input", 1), *y;
    if (!x || !(y = nl_tensor_arg(S, a[1], fname, "target", 2)))
        return NULL;
    double extra = extra_dflt;
    if (extra_slot >= 0 && nl_double_arg(S, a[extra_slot], extra_dflt, fname, extra_name, &extra) < 0)
        return NULL;
    if (nargs_spec > 0 && a[nargs_spec - 1] && a[nargs_spec - 1] != S->None)
        return py_err_format(S, PY_T(NotImplementedError), "nnscope: %s(weight=...) is not supported", fname);
    if (warn_target_size(S, x, y) < 0)
        return NULL;
    ts_Reduction r;
    if (nl_reduction(S, sa_slot >= 0 ? a[sa_slot] : NULL, rd_slot >= 0 ? a[rd_slot] : NULL, a[red_slot], &r) < 0)
        return NULL;
    ts_Tensor *out = NULL;
    { nb_Status rs_ = fn(NN_CTX(S), x, y, r, extra, &out); return nl_result(S, rs_, out); }
}

static NN_FN(f_mse_loss)
{
    return pair_common(S, "mse_loss", "input,target,|size_average,reduce,reduction,weight", 6, -1, 0, NULL, 2, 3, 4,
                       mse_fn, args, nargs, kwnames);
}
static NN_FN(f_l1_loss)
{
    return pair_common(S, "l1_loss", "input,target,|size_average,reduce,reduction,weight", 6, -1, 0, NULL, 2, 3, 4, l1_fn, args,
                       nargs, kwnames);
}
static NN_FN(f_smooth_l1_loss)
{
    return pair_common(S, "smooth_l1_loss", "input,target,|size_average,reduce,reduction,beta", 0, 5, 1.0, "beta", 2,
                       3, 4, smooth_fn, args, nargs, kwnames);
}
static NN_FN(f_huber_loss)
{
    return pair_common(S, "huber_loss", "input,target,|reduction,delta,weight", 5, 3, 1.0, "delta", -1, -1, 2,
                       huber_fn, args, nargs, kwnames);
}

/* (N, C, d1, ...) input with (N, d1, ...) class targets (or same-shape
 * probabilities) -> (N*d1*..., C) and flat targets, as the N-d losses reduce. */
static nb_Status flatten_nd(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Tensor **x2, ts_Tensor **y2)
{
    int nd = x->ndim;
    int64_t perm[TS_MAXDIM];
    perm[0] = 0;
    for (int i = 1; i < nd - 1; i++)
        perm[i] = i + 1;
    perm[nd - 1] = 1;
    ts_Tensor *xp = NULL, *yp = NULL;
    int64_t sh[2] = {-1, x->shape[1]}, m1 = -1;
    nb_Status st = ts_permute(c, x, perm, nd, &xp);
    if (st == NB_OK) st = ts_reshape(c, xp, 2, sh, x2);
    if (st == NB_OK) {
        if (y->ndim == nd) {
            st = ts_permute(c, y, perm, nd, &yp);
            if (st == NB_OK) st = ts_reshape(c, yp, 2, sh, y2);
        } else {
            st = ts_reshape(c, y, 1, &m1, y2);
        }
    }
    ts_release(xp);
    ts_release(yp);
    return st;
}

/* "[a, b, c]" of dims [from, ndim) of t. */
static void fmt_dims(char *buf, size_t n, const ts_Tensor *t, int from, int64_t first, bool use_first)
{
    size_t k = (size_t)snprintf(buf, n, "[");
    bool any = false;
    if (use_first) {
        k += (size_t)snprintf(buf + k, n - k, "%lld", (long long)first);
        any = true;
    }
    for (int i = from; i < t->ndim && k < n; i++, any = true)
        k += (size_t)snprintf(buf + k, n - k, "%s%lld", any ? ", " : "", (long long)t->shape[i]);
    if (k < n)
        snprintf(buf + k, n - k, "]");
}

/* The class-index target checks of ATen's nll_loss_nd (and of the nll_loss /
 * nll_loss2d kernels it calls), in their order; the dtype check comes last. */
static int check_class_target(py_State *S, ts_Tensor *x, ts_Tensor *y)
{
    char a[200], b[200];
    if (x->ndim < 1)
        return py_err_format(S, PY_T(ValueError), "Expected 1 or more dimensions (got %d)", x->ndim), -1;
    if (x->ndim != 1 && (y->ndim == 0 || x->shape[0] != y->shape[0]))
        return py_err_format(S, PY_T(ValueError), "Expected input batch_size (%lld) to match target batch_size (%lld).",
                             (long long)x->shape[0], (long long)(y->ndim ? y->shape[0] : 0)), -1;
    if (x->ndim <= 2) {
        if (y->ndim > 1)
            return py_err_format(S, PY_T(RuntimeError), "0D or 1D target tensor expected, multi-target not supported"),
                   -1;
    } else if (x->ndim == 4) {
        if (y->ndim != 3)
            return py_err_format(S, PY_T(RuntimeError), "only batches of spatial targets supported (3D tensors) but got "
                                 "targets of dimension: %d", y->ndim), -1;
        bool same = x->shape[0] == y->shape[0] && x->shape[2] == y->shape[1] && x->shape[3] == y->shape[2];
        if (!same) {
            fmt_dims(a, sizeof a, x, 0, 0, false);
            fmt_dims(b, sizeof b, y, 0, 0, false);
            return py_err_format(S, PY_T(RuntimeError), "size mismatch (got input: %s , target: %s", a, b), -1;
        }
    } else {
        bool same = y->ndim == x->ndim - 1;
        for (int i = 1; same && i < y->ndim; i++)
            same = y->shape[i] == x->shape[i + 1];
        if (!same) {
            fmt_dims(a, sizeof a, x, 2, x->shape[0], true);
            fmt_dims(b, sizeof b, y, 0, 0, false);
            return py_err_format(S, PY_T(RuntimeError), "Expected target size %s, got %s", a, b), -1;
        }
    }
    if (y->dtype != TS_INT64)
        return py_err_format(S, PY_T(RuntimeError), "expected scalar type Long but found %s", ts_dtype_short(y->dtype)),
               -1;
    return 0;
}

/* Loss over (N, C, d...) input: flatten, compute, reshape 'none' results back. */
static py_Obj *nd_loss(py_State *S, ts_Tensor *x, ts_Tensor *y, ts_Tensor *w, int64_t ii, ts_Reduction r, double ls,
                       bool ce)
{
    ts_Ctx *c = NN_CTX(S);
    bool probs = ts_dtype_is_float(y->dtype) && same_size(x, y);
    ts_Tensor *x2 = NULL, *y2 = NULL, *l = NULL, *out = NULL;
    nb_Status st = flatten_nd(c, x, y, &x2, &y2);
    if (st == NB_OK)
        st = ce ? ts_cross_entropy(c, x2, y2, w, ii, r, ls, &l) : ts_nll_loss(c, x2, y2, w, ii, r, &l);
    if (st == NB_OK) {
        if (r == TS_RED_NONE) {
            int64_t sh[TS_MAXDIM];
            int nd = x->ndim - 1;
            sh[0] = x->shape[0];
            for (int i = 1; i < nd; i++)
                sh[i] = x->shape[i + 1];
            st = ts_reshape(c, l, nd, sh, &out);
            if (st == NB_OK && !probs && x->ndim == 4 && out->grad_fn)
                out->grad_fn->name = "NllLoss2DBackward0";
        } else {
            out = l;
            l = NULL;
            /* ATen reduces N-d class targets in its nll_loss2d kernel */
            if (!probs && out->grad_fn && out->grad_fn->name && !strcmp(out->grad_fn->name, "NllLossBackward0"))
                out->grad_fn->name = "NllLoss2DBackward0";
        }
    }
    /* nll_loss on 4-D input is ATen's one nll_loss2d node, edge to the input */
    if (st == NB_OK && !ce && x->ndim == 4)
        st = ag_fuse(c, "NllLoss2DBackward0", 1, &x, 1, &out);
    if (st != NB_OK) {
        ts_release(out);
        out = NULL;
    }
    ts_release(x2); ts_release(y2); ts_release(l);
    return nl_result(S, st, out);
}

/* cross_entropy(input, target, weight=None, size_average=None, ignore_index=-100, reduce=None,
 *               reduction='mean', label_smoothing=0.0) */
static NN_FN(f_cross_entropy)
{
    py_Obj *a[8];
    if (py_parse_args(S, "cross_entropy", args, nargs, kwnames,
                      "input,target,|weight,size_average,ignore_index,reduce,reduction,label_smoothing", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "cross_entropy_loss", "input", 1), *y, *w;
    if (!x || !(y = nl_tensor_arg(S, a[1], "cross_entropy_loss", "target", 2)) ||
        nl_opt_tensor_arg(S, a[2], "cross_entropy_loss", "weight", 3, &w) < 0)
        return NULL;
    int64_t ii;
    double ls;
    ts_Reduction r;
    if (nl_int_arg(S, a[4], -100, "cross_entropy_loss", "ignore_index", &ii) < 0 ||
        nl_double_arg(S, a[7], 0.0, "cross_entropy_loss", "label_smoothing", &ls) < 0 ||
        nl_reduction(S, a[3], a[5], a[6], &r) < 0)
        return NULL;
    if (!(ts_dtype_is_float(y->dtype) && same_size(x, y)) && check_class_target(S, x, y) < 0)
        return NULL;
    if (x->ndim == 4 && ls == 0.0 && !(ts_dtype_is_float(y->dtype) && same_size(x, y))) {
        /* ATen: nll_loss_nd(log_softmax(input, 1), target), one NllLoss2DBackward0 */
        ts_Tensor *lsm = NULL;
        nb_Status st = ts_log_softmax(NN_CTX(S), x, 1, TS_NODTYPE, &lsm);
        if (st != NB_OK)
            return nn_raise_status(S, st);
        py_Obj *res = nd_loss(S, lsm, y, w, ii, r, 0.0, false);
        ts_release(lsm);
        return res;
    }
    if (x->ndim > 2)
        return nd_loss(S, x, y, w, ii, r, ls, true);
    ts_Tensor *out = NULL;
    { nb_Status rs_ = ts_cross_entropy(NN_CTX(S), x, y, w, ii, r, ls, &out); return nl_result(S, rs_, out); }
}

static NN_FN(f_nll_loss)
{
    py_Obj *a[7];
    if (py_parse_args(S, "nll_loss", args, nargs, kwnames,
                      "input,target,|weight,size_average,ignore_index,reduce,reduction", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "nll_loss_nd", "input", 1), *y, *w;
    if (!x || !(y = nl_tensor_arg(S, a[1], "nll_loss_nd", "target", 2)) ||
        nl_opt_tensor_arg(S, a[2], "nll_loss_nd", "weight", 3, &w) < 0)
        return NULL;
    int64_t ii;
    ts_Reduction r;
    if (nl_int_arg(S, a[4], -100, "nll_loss_nd", "ignore_index", &ii) < 0 || nl_reduction(S, a[3], a[5], a[6], &r) < 0)
        return NULL;
    if (check_class_target(S, x, y) < 0)
        return NULL;
    if (x->ndim > 2)
        return nd_loss(S, x, y, w, ii, r, 0.0, false);
    ts_Tensor *out = NULL;
    { nb_Status rs_ = ts_nll_loss(NN_CTX(S), x, y, w, ii, r, &out); return nl_result(S, rs_, out); }
}

static NN_FN(f_binary_cross_entropy)
{
    py_Obj *a[6];
    if (py_parse_args(S, "binary_cross_entropy", args, nargs, kwnames,
                      "input,target,|weight,size_average,reduce,reduction", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "binary_cross_entropy", "input", 1), *y, *w;
    if (!x || !(y = nl_tensor_arg(S, a[1], "binary_cross_entropy", "target", 2)) ||
        nl_opt_tensor_arg(S, a[2], "binary_cross_entropy", "weight", 3, &w) < 0)
        return NULL;
    ts_Reduction r;
    if (nl_reduction(S, a[3], a[4], a[5], &r) < 0)
        return NULL;
    if (!same_size(x, y)) {
        char s1[160], s2[160];
        fmt_size(s1, sizeof s1, y);
        fmt_size(s2, sizeof s2, x);
        return py_err_format(S, PY_T(ValueError),
                             "Using a target size (%s) that is different to the input size (%s) is deprecated. Please "
                             "ensure they have the same size.",
                             s1, s2);
    }
    if (y->dtype != x->dtype)
        return py_err_format(S, PY_T(RuntimeError), "Found dtype %s but expected %s", ts_dtype_short(y->dtype),
                             ts_dtype_short(x->dtype));
    /* PyTorch's CPU kernel checks each element pair in order: input, then target (NaN fails) */
    int64_t n = ts_numel(x);
    if (ts_numel(y) == n) {
        for (int64_t i = 0; i < n; i++) {
            double xv = ts_get_flat_f(x, i), yv = ts_get_flat_f(y, i);
            if (!(xv >= 0.0 && xv <= 1.0))
                return py_err_setstr(S, PY_T(RuntimeError), "all elements of input should be between 0 and 1");
            if (!(yv >= 0.0 && yv <= 1.0))
                return py_err_setstr(S, PY_T(RuntimeError), "all elements of target should be between 0 and 1");
        }
    }
    ts_Tensor *out = NULL, *wx = NULL, *wc = NULL;
    nb_Status st = NB_OK;
    if (w && w->dtype != x->dtype && ts_dtype_is_float(w->dtype)) {
        /* the weight is applied in the output's (the input's) dtype */
        if ((st = ts_to_dtype(NN_CTX(S), w, x->dtype, false, &wc)) != NB_OK)
            return nn_raise_status(S, st);
        w = wc;
    }
    if (w && !same_size(w, x)) {
        /* weight is broadcast to the input's shape first */
        st = ts_expand_as(NN_CTX(S), w, x, &wx);
        if (st != NB_OK) {
            ts_release(wc);
            return nn_raise_status(S, st);
        }
        w = wx;
    }
    st = ts_binary_cross_entropy(NN_CTX(S), x, y, w, r, &out);
    ts_release(wx);
    ts_release(wc);
    return nl_result(S, st, out);
}

static NN_FN(f_bce_with_logits)
{
    py_Obj *a[7];
    if (py_parse_args(S, "binary_cross_entropy_with_logits", args, nargs, kwnames,
                      "input,target,|weight,size_average,reduce,reduction,pos_weight", a) < 0)
        return NULL;
    const char *fn = "binary_cross_entropy_with_logits";
    ts_Tensor *x = nl_tensor_arg(S, a[0], fn, "input", 1), *y, *w, *pw;
    if (!x || !(y = nl_tensor_arg(S, a[1], fn, "target", 2)) || nl_opt_tensor_arg(S, a[2], fn, "weight", 3, &w) < 0 ||
        nl_opt_tensor_arg(S, a[6], fn, "pos_weight", 7, &pw) < 0)
        return NULL;
    ts_Reduction r;
    if (nl_reduction(S, a[3], a[4], a[5], &r) < 0)
        return NULL;
    if (!same_size(x, y)) {
        char s1[160], s2[160];
        fmt_size(s1, sizeof s1, y);
        fmt_size(s2, sizeof s2, x);
        return py_err_format(S, PY_T(ValueError), "Target size (%s) must be the same as input size (%s)", s1, s2);
    }
    if (!ts_dtype_is_float(y->dtype) && !ts_dtype_is_complex(y->dtype) && ts_dtype_is_float(x->dtype))
        /* the kernel's in-place steps on a tensor of the target's dtype */
        return py_err_format(S, PY_T(RuntimeError), "result type %s can't be cast to the desired output type %s",
                             ts_dtype_short(ts_result_type(x, y)), ts_dtype_short(y->dtype));
    ts_Tensor *out = NULL;
    { nb_Status rs_ = ts_bce_with_logits(NN_CTX(S), x, y, w, pw, r, &out); return nl_result(S, rs_, out); }
}

/* kl_div(input, target, reduction='mean', log_target=False):
 * pointwise target*(log target - input) (xlogy convention: 0 where target == 0),
 * or exp(target)*(target - input) with log_target. */
static NN_FN(f_kl_div)
{
    py_Obj *a[6];
    if (py_parse_args(S, "kl_div", args, nargs, kwnames, "input,target,|size_average,reduce,reduction,log_target", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "kl_div", "input", 1), *y;
    if (!x || !(y = nl_tensor_arg(S, a[1], "kl_div", "target", 2)))
        return NULL;
    bool log_target;
    if (nl_bool_arg(S, a[5], false, &log_target) < 0)
        return NULL;
    int mode; /* 0 none, 1 mean, 2 sum, 3 batchmean */
    if ((a[2] && a[2] != S->None) || (a[3] && a[3] != S->None)) {
        ts_Reduction r;
        if (nl_reduction(S, a[2], a[3], NULL, &r) < 0)
            return NULL;
        mode = r == TS_RED_NONE ? 0 : r == TS_RED_MEAN ? 1 : 2;
    } else if (!a[4] || py_str_eq_c(a[4], "mean")) {
        mode = 1;
        /* PyTorch warns from inside F.kl_div (functional.py), not at the caller's line */
        if (nn_warn_torch(S, PY_T(UserWarning),
                          "reduction: 'mean' divides the total loss by both the batch size and the support size."
                          "'batchmean' divides only by the batch size, and aligns with the KL div math definition."
                          "'mean' will be changed to behave the same as 'batchmean' in the next major release.",
                          "nn/functional.py", 3384, "warnings.warn(") < 0)
            return NULL;
    } else if (py_str_eq_c(a[4], "batchmean")) {
        mode = 3;
    } else if (py_str_eq_c(a[4], "sum")) {
        mode = 2;
    } else if (py_str_eq_c(a[4], "none")) {
        mode = 0;
    } else {
        return py_err_format(S, PY_T(ValueError), "%S is not a valid value for reduction", a[4]);
    }
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *t1 = NULL, *t2 = NULL, *t3 = NULL, *pt = NULL, *zero = NULL, *mask = NULL, *l = NULL, *out = NULL;
    nb_Status st;
    if (log_target) {
        st = ts_unary(c, TS_EXP, y, &t1);
        if (st == NB_OK) st = ts_sub(c, y, x, ts_sc_i(1), &t2);
        if (st == NB_OK) st = ts_binary(c, TS_MUL, t1, t2, &l);
    } else {
        /* xlogy(target, target) - target * input */
        st = ts_unary(c, TS_LOG, y, &t1);
        if (st == NB_OK) st = ts_binary(c, TS_MUL, y, t1, &t2);
        if (st == NB_OK) st = ts_scalar_tensor(c, ts_sc_i(0), TS_NODTYPE, true, &zero);
        if (st == NB_OK) st = ts_binary(c, TS_EQ, y, zero, &mask);
        if (st == NB_OK) st = ts_masked_fill(c, t2, mask, zero, &t3);
        if (st == NB_OK)   /* ATen's one xlogy node, both edges to the target */
            st = ag_fuse(c, "XlogyBackward0", 2, (ts_Tensor *[]){y, y}, 1, &t3);
        if (st == NB_OK) st = ts_binary(c, TS_MUL, y, x, &pt);
        if (st == NB_OK) st = ts_sub(c, t3, pt, ts_sc_i(1), &l);
    }
    if (st == NB_OK) {
        if (mode == 0) {
            out = l;
            l = NULL;
        } else if (mode == 1) {
            st = ts_mean(c, l, NULL, 0, false, TS_NODTYPE, &out);
        } else {
            st = ts_sum(c, l, NULL, 0, false, TS_NODTYPE, &out);
            if (st == NB_OK && mode == 3 && x->ndim > 0) {
                ts_Tensor *d = NULL, *q = NULL;
                st = ts_scalar_tensor(c, ts_sc_i(x->shape[0]), TS_NODTYPE, true, &d);
                if (st == NB_OK) st = ts_binary(c, TS_DIV, out, d, &q);
                ts_release(out);
                ts_release(d);
                out = q;
            }
        }
    }
    ts_release(t1); ts_release(t2); ts_release(t3); ts_release(pt); ts_release(zero); ts_release(mask); ts_release(l);
    return nl_result(S, st, out);
}

const py_MethodDef nl_func_loss[] = {
    {"mse_loss", f_mse_loss, PY_METH_STATIC},
    {"l1_loss", f_l1_loss, PY_METH_STATIC},
    {"smooth_l1_loss", f_smooth_l1_loss, PY_METH_STATIC},
    {"huber_loss", f_huber_loss, PY_METH_STATIC},
    {"cross_entropy", f_cross_entropy, PY_METH_STATIC},
    {"nll_loss", f_nll_loss, PY_METH_STATIC},
    {"binary_cross_entropy", f_binary_cross_entropy, PY_METH_STATIC},
    {"binary_cross_entropy_with_logits", f_bce_with_logits, PY_METH_STATIC},
    {"kl_div", f_kl_div, PY_METH_STATIC},
    {NULL, NULL, 0},
};
