/* nn_func.c — torch.nn.functional, part 1: argument helpers shared by the
 * layers files, linear/bilinear, activations, softmax family, dropout,
 * normalize / cosine_similarity. Each function converts its arguments, makes
 * one ts_* call (or a few) and wraps the result; the math and autograd live
 * in core/tensor. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "nn_layers.h"
#include "ag.h"

/* ------------------------------------------------------------ helpers */

ts_Tensor *nl_tensor_arg(py_State *S, py_Obj *o, const char *fname, const char *what, int pos)
{
    if (o && nn_is_tensor(o))
        return NN_T(o);
    py_err_format(S, PY_T(TypeError), "%s(): argument '%s' (position %d) must be Tensor, not %T", fname, what, pos,
                  o ? o : S->None);
    return NULL;
}

int nl_opt_tensor_arg(py_State *S, py_Obj *o, const char *fname, const char *what, int pos, ts_Tensor **out)
{
    if (!o || o == S->None) {
        *out = NULL;
        return 0;
    }
    if (nn_is_tensor(o)) {
        *out = NN_T(o);
        return 0;
    }
    py_err_format(S, PY_T(TypeError), "%s(): argument '%s' (position %d) must be Tensor, not %T", fname, what, pos, o);
    return -1;
}

int nl_double_arg(py_State *S, py_Obj *o, double dflt, const char *fname, const char *what, double *out)
{
    if (!o) {
        *out = dflt;
        return 0;
    }
    if (nn_is_number(o) || (nn_is_tensor(o) && ts_numel(NN_T(o)) == 1))
        return nn_arg_double(S, o, what, out);
    py_err_format(S, PY_T(TypeError), "%s(): argument '%s' must be Number, not %T", fname, what, o);
    return -1;
}

int nl_int_arg(py_State *S, py_Obj *o, int64_t dflt, const char *fname, const char *what, int64_t *out)
{
    if (!o) {
        *out = dflt;
        return 0;
    }
    if (py_isinstance_type(o, PY_T(int)) || nn_is_tensor(o))
        return nn_arg_int(S, o, what, out);
    py_err_format(S, PY_T(TypeError), "%s(): argument '%s' must be int, not %T", fname, what, o);
    return -1;
}

int nl_bool_arg(py_State *S, py_Obj *o, bool dflt, bool *out)
{
    if (!o) {
        *out = dflt;
        return 0;
    }
    int r = py_truthy(S, o);
    if (r < 0)
        return -1;
    *out = r != 0;
    return 0;
}

int nl_int_tuple_arg(py_State *S, py_Obj *o, int n, const char *fname, const char *what, int64_t *out)
{
    if (py_isinstance_type(o, PY_T(int)) && o->type != PY_T(bool)) {
        int64_t v;
        if (py_as_int64(S, o, &v) < 0)
            return -1;
        for (int i = 0; i < n; i++)
            out[i] = v;
        return 0;
    }
    if (o->type->flags & (PY_TPFLAG_TUPLE_SUB | PY_TPFLAG_LIST_SUB)) {
        bool tup = (o->type->flags & PY_TPFLAG_TUPLE_SUB) != 0;
        py_ssize len = tup ? py_tuple_len(o) : py_list_len(o);
        if (len == 1 || len == n) {
            for (int i = 0; i < n; i++) {
                py_Obj *it = tup ? py_tuple_getB(o, len == 1 ? 0 : i) : py_list_getB(o, len == 1 ? 0 : i);
                if (!py_isinstance_type(it, PY_T(int)))
                    goto bad;
                if (py_as_int64(S, it, &out[i]) < 0)
                    return -1;
            }
            return 0;
        }
        py_err_format(S, PY_T(RuntimeError), "%s: %s must be a single int, or a tuple of %d ints", fname, what, n);
        return -1;
    }
bad:
    py_err_format(S, PY_T(TypeError), "%s(): argument '%s' must be tuple of ints, not %T", fname, what, o);
    return -1;
}

int nn_warn_torch(py_State *S, py_Type *category, const char *msg, const char *relpath, int lineno,
                  const char *source)
{
    py_Obj *m = py_import(S, py_intern(S, "torch.nn.modules._helpers"));
    if (!m)
        return -1;
    py_Obj *warn = py_getattr_str(S, m, "_warn_from");
    py_Obj *site = warn ? py_getattr_str(S, m, "_torch_site") : NULL;
    py_decref(S, m);
    py_Obj *rel = site ? py_str_from(S, relpath) : NULL;
    py_Obj *line = rel ? py_int_from_i64(S, lineno) : NULL;
    py_Obj *src = line ? py_str_from(S, source) : NULL;
    py_Obj *sargs[3] = {rel, line, src};
    py_Obj *where = src ? py_call(S, site, sargs, 3, NULL) : NULL;
    py_Obj *text = where ? py_str_from(S, msg) : NULL;
    py_Obj *wargs[3] = {text, where, (py_Obj *)category};
    py_Obj *r = text ? py_call(S, warn, wargs, 3, NULL) : NULL;
    py_xdecref(S, warn); py_xdecref(S, site); py_xdecref(S, rel); py_xdecref(S, line);
    py_xdecref(S, src); py_xdecref(S, where); py_xdecref(S, text);
    if (!r)
        return -1;
    py_decref(S, r);
    return 0;
}

int nl_reduction(py_State *S, py_Obj *size_average, py_Obj *reduce, py_Obj *reduction, ts_Reduction *out)
{
    bool legacy = (size_average && size_average != S->None) || (reduce && reduce != S->None);
    if (legacy) {
        bool sa = true, rd = true;
        if (size_average && size_average != S->None && nl_bool_arg(S, size_average, true, &sa) < 0)
            return -1;
        if (reduce && reduce != S->None && nl_bool_arg(S, reduce, true, &rd) < 0)
            return -1;
        *out = (sa && rd) ? TS_RED_MEAN : rd ? TS_RED_SUM : TS_RED_NONE;
        static const char *const names[] = {"none", "mean", "sum"};
        char msg[128];
        snprintf(msg, sizeof msg, "size_average and reduce args will be deprecated, please use reduction='%s' instead.",
                 names[*out]);
        return nn_warn_torch(S, PY_T(UserWarning), msg, "nn/_reduction.py", 51, "warnings.warn(warning.format(ret))");
    }
    if (!reduction) {
        *out = TS_RED_MEAN;
        return 0;
    }
    if (py_isinstance_type(reduction, PY_T(str))) {
        const char *r = py_str_utf8(reduction);
        if (!strcmp(r, "none")) { *out = TS_RED_NONE; return 0; }
        if (!strcmp(r, "mean")) { *out = TS_RED_MEAN; return 0; }
        if (!strcmp(r, "sum")) { *out = TS_RED_SUM; return 0; }
        if (!strcmp(r, "elementwise_mean")) {
            *out = TS_RED_MEAN;
            return py_warn(S, PY_T(UserWarning),
                           "reduction='elementwise_mean' is deprecated, please use reduction='mean' instead.") < 0 ? -1 : 0;
        }
    }
    py_err_format(S, PY_T(ValueError), "%S is not a valid value for reduction", reduction);
    return -1;
}

py_Obj *nl_result(py_State *S, nb_Status st, ts_Tensor *t)
{
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return nn_tensor_wrap_steal(S, t);
}

/* ------------------------------------------------------------ linear */

/* PyTorch's check order for linear's dtype/shape errors (weight 2-D, input >= 1-D):
 * with a bias (addmm path, also for the flattened N-d input): bias vs weight dtype
 * ("self and mat2"), then input vs weight ("mat1 and mat2"), then shapes; without a bias
 * (matmul → mm): shapes first, then "expected m1 and m2 ..." with C type names.
 * Non-contiguous N-d input with a bias goes through matmul + add like the bias-less path. */
static int linear_precheck(py_State *S, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b)
{
    if (w->ndim != 2 || x->ndim < 1)
        return 0;
    bool amp = NN_CTX(S)->amp;   /* under autocast the dtypes are cast first */
    bool addmm = b && (x->ndim <= 2 || ts_is_contiguous(x));
    if (addmm) {
        if (b->dtype != w->dtype && !amp) {
            py_err_format(S, PY_T(RuntimeError), "self and mat2 must have the same dtype, but got %s and %s",
                          ts_dtype_short(b->dtype), ts_dtype_short(w->dtype));
            return -1;
        }
        if (x->dtype != w->dtype && !amp) {
            py_err_format(S, PY_T(RuntimeError), "mat1 and mat2 must have the same dtype, but got %s and %s",
                          ts_dtype_short(x->dtype), ts_dtype_short(w->dtype));
            return -1;
        }
        return 0;
    }
    int64_t k = x->shape[x->ndim - 1];
    if (k != w->shape[1]) {
        long long rows = 1;
        for (int i = 0; i < x->ndim - 1; i++)
            rows *= x->shape[i];
        py_err_format(S, PY_T(RuntimeError), "mat1 and mat2 shapes cannot be multiplied (%lldx%lld and %lldx%lld)",
                      rows, (long long)k, (long long)w->shape[1], (long long)w->shape[0]);
        return -1;
    }
    if (x->dtype != w->dtype && !amp) {
        py_err_format(S, PY_T(RuntimeError), "expected m1 and m2 to have the same dtype, but got: %s != %s",
                      ts_dtype_cname(x->dtype), ts_dtype_cname(w->dtype));
        return -1;
    }
    return 0;
}

static NN_FN(f_linear)
{
    py_Obj *a[3];
    if (py_parse_args(S, "linear", args, nargs, kwnames, "input,weight,|bias", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "linear", "input", 1), *w, *b;
    if (!x || !(w = nl_tensor_arg(S, a[1], "linear", "weight", 2)) ||
        nl_opt_tensor_arg(S, a[2], "linear", "bias", 3, &b) < 0)
        return NULL;
    if (linear_precheck(S, x, w, b) < 0)
        return NULL;
    ts_Tensor *out = NULL;
    if (b && x->ndim != 2 && x->ndim >= 1 && w->ndim == 2 && ts_is_contiguous(x)) {
        /* PyTorch's _flatten_nd_linear: addmm on the input viewed as 2-D, viewed back (ViewBackward0) */
        ts_Ctx *c = NN_CTX(S);
        int64_t sh2[2] = {-1, x->shape[x->ndim - 1]}, osh[TS_MAXDIM];
        ts_Tensor *x2 = NULL, *wt = NULL, *mm = NULL;
        nb_Status st = ts_view(c, x, 2, sh2, &x2);
        if (st == NB_OK) st = ts_t(c, w, &wt);
        if (st == NB_OK) st = ts_addmm(c, b, x2, wt, ts_sc_i(1), ts_sc_i(1), &mm);
        if (st == NB_OK) {
            for (int i = 0; i < x->ndim - 1; i++)
                osh[i] = x->shape[i];
            osh[x->ndim - 1] = mm->shape[1];
            st = ts_view(c, mm, x->ndim, osh, &out);
        }
        ts_release(x2); ts_release(wt); ts_release(mm);
        return nl_result(S, st, out);
    }
    { nb_Status rs_ = ts_linear(NN_CTX(S), x, w, b, &out); return nl_result(S, rs_, out); }
}

/* bilinear: y[n,o] = sum_ij x1[n,i] W[o,i,j] x2[n,j] + b[o]. */
static NN_FN(f_bilinear)
{
    py_Obj *a[4];
    if (py_parse_args(S, "bilinear", args, nargs, kwnames, "input1,input2,weight,|bias", a) < 0)
        return NULL;
    ts_Tensor *x1 = nl_tensor_arg(S, a[0], "bilinear", "input1", 1), *x2, *w, *b;
    if (!x1 || !(x2 = nl_tensor_arg(S, a[1], "bilinear", "input2", 2)) ||
        !(w = nl_tensor_arg(S, a[2], "bilinear", "weight", 3)) ||
        nl_opt_tensor_arg(S, a[3], "bilinear", "bias", 4, &b) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    if (w->ndim != 3)
        return py_err_format(S, PY_T(RuntimeError), "bilinear(): weight must be 3-dimensional, but got %d", w->ndim);
    if (x1->ndim != x2->ndim)
        return py_err_format(S, PY_T(RuntimeError),
                             "bilinear(): input dimensions do not match: got %d and %d", x1->ndim, x2->ndim);
    if (x1->ndim < 1 || x1->shape[x1->ndim - 1] != w->shape[1])
        return py_err_format(S, PY_T(RuntimeError),
                             "bilinear(): input1 size does not match weight size: got %lld but expected %lld",
                             (long long)(x1->ndim ? x1->shape[x1->ndim - 1] : 0), (long long)w->shape[1]);
    if (x2->shape[x2->ndim - 1] != w->shape[2])
        return py_err_format(S, PY_T(RuntimeError),
                             "bilinear(): input2 size does not match weight size: got %lld but expected %lld",
                             (long long)x2->shape[x2->ndim - 1], (long long)w->shape[2]);
    /* flatten leading dims: x1 [N,I], x2 [N,J] */
    int64_t I = w->shape[1], J = w->shape[2], O = w->shape[0];
    int64_t s1[2] = {-1, I}, s2[3] = {-1, 1, J}, wsh[2] = {O * I, J};
    ts_Tensor *f1 = NULL, *f2 = NULL, *wr = NULL, *wt = NULL, *t1 = NULL, *t2 = NULL, *t3 = NULL, *t4 = NULL,
              *t5 = NULL, *r = NULL, *g2 = NULL, *tr = NULL;
    nb_Status st;
    /* PyTorch's graph: view(_trilinear(x1 [N,I], W, x2 [N,J]) [N,O]) (+ bias), one TrilinearBackward0 */
#define TRYB(x) do { st = (x); if (st != NB_OK) goto done; } while (0)
    TRYB(ts_reshape(c, x1, 2, s1, &f1));
    TRYB(ts_reshape(c, x2, 2, (int64_t[]){-1, J}, &g2));
    TRYB(ts_reshape(c, g2, 3, s2, &f2));          /* [N,1,J] */
    TRYB(ts_reshape(c, w, 2, wsh, &wr));          /* [O*I, J] */
    TRYB(ts_t(c, wr, &wt));                       /* [J, O*I] */
    /* (x2 @ W^T): [N,1,J] @ [J,O*I] -> [N,1,O*I] -> [N,O,I] */
    TRYB(ts_matmul(c, f2, wt, &t1));
    {
        int64_t sh[3] = {-1, O, I};
        TRYB(ts_reshape(c, t1, 3, sh, &t2));
    }
    {
        int64_t sh[3] = {-1, I, 1};
        TRYB(ts_reshape(c, f1, 3, sh, &t3));      /* [N,I,1] */
    }
    TRYB(ts_matmul(c, t2, t3, &t4));              /* [N,O,1] */
    TRYB(ts_reshape(c, t4, 2, (int64_t[]){-1, O}, &tr));
    TRYB(ag_fuse(c, "TrilinearBackward0", 3, (ts_Tensor *[]){f1, w, g2}, 1, &tr));
    {
        int64_t sh[TS_MAXDIM];
        int nd = x1->ndim;
        for (int i = 0; i < nd - 1; i++)
            sh[i] = x1->shape[i];
        sh[nd - 1] = O;
        TRYB(ts_reshape(c, tr, nd, sh, &t5));
    }
    if (b)
        TRYB(ts_add(c, t5, b, ts_sc_i(1), &r));
    else {
        r = t5;
        t5 = NULL;
    }
#undef TRYB
done:
    ts_release(f1); ts_release(f2); ts_release(wr); ts_release(wt); ts_release(t1); ts_release(t2);
    ts_release(t3); ts_release(t4); ts_release(t5); ts_release(g2); ts_release(tr);
    return nl_result(S, st, r);
}

/* ------------------------------------------------------------ activations */

/* input, |inplace: unary op, in place when asked (returns the input object). */
static py_Obj *unary_act(py_State *S, const char *fname, ts_UnOp op, py_Obj *const *args, py_ssize nargs,
                         py_Obj *kwnames, bool has_inplace)
{
    py_Obj *a[2] = {NULL, NULL};
    if (py_parse_args(S, fname, args, nargs, kwnames, has_inplace ? "input,|inplace" : "input", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], fname, "input", 1);
    bool inplace;
    if (!x || nl_bool_arg(S, a[1], false, &inplace) < 0)
        return NULL;
    if (inplace) {
        NN_TRY(S, ts_unary_(NN_CTX(S), op, x));
        return py_newref(a[0]);
    }
    ts_Tensor *out = NULL;
    { nb_Status rs_ = ts_unary(NN_CTX(S), op, x, &out); return nl_result(S, rs_, out); }
}

static NN_FN(f_relu) { return unary_act(S, "relu", TS_RELU, args, nargs, kwnames, true); }
static NN_FN(f_silu) { return unary_act(S, "silu", TS_SILU, args, nargs, kwnames, true); }
static NN_FN(f_mish) { return unary_act(S, "mish", TS_MISH, args, nargs, kwnames, true); }
static NN_FN(f_sigmoid) { return unary_act(S, "sigmoid", TS_SIGMOID, args, nargs, kwnames, false); }
static NN_FN(f_tanh) { return unary_act(S, "tanh", TS_TANH, args, nargs, kwnames, false); }

static NN_FN(f_relu_)
{
    py_Obj *a[1];
    if (py_parse_args(S, "relu_", args, nargs, kwnames, "input", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "relu_", "input", 1);
    if (!x)
        return NULL;
    NN_TRY(S, ts_unary_(NN_CTX(S), TS_RELU, x));
    return py_newref(a[0]);
}

/* Result of an out-of-place op, copied back into the input for inplace=True. */
static py_Obj *maybe_inplace(py_State *S, py_Obj *input, bool inplace, nb_Status st, ts_Tensor *out)
{
    if (st != NB_OK)
        return nn_raise_status(S, st);
    if (!inplace)
        return nn_tensor_wrap_steal(S, out);
    st = ts_copy_(NN_CTX(S), NN_T(input), out);
    ts_release(out);
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return py_newref(input);
}

static NN_FN(f_leaky_relu)
{
    py_Obj *a[3];
    if (py_parse_args(S, "leaky_relu", args, nargs, kwnames, "input,|negative_slope,inplace", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "leaky_relu", "input", 1), *out = NULL;
    double slope;
    bool inplace;
    if (!x || nl_double_arg(S, a[1], 0.01, "leaky_relu", "negative_slope", &slope) < 0 ||
        nl_bool_arg(S, a[2], false, &inplace) < 0)
        return NULL;
    if (inplace) {
        nb_Status st = ts_leaky_relu_(NN_CTX(S), x, slope);
        return st != NB_OK ? nn_raise_status(S, st) : py_newref(a[0]);
    }
    { nb_Status rs_ = ts_leaky_relu(NN_CTX(S), x, slope, &out); return maybe_inplace(S, a[0], inplace, rs_, out); }
}

/* torch.nn.functional._elu_ex(input, alpha, scale, input_scale, celu): ATen's elu
 * kernel with all three coefficients, for F.selu (EluBackward0) and F.celu (CeluBackward0) */
static NN_FN(f_elu_ex)
{
    py_Obj *a[5];
    if (py_parse_args(S, "_elu_ex", args, nargs, kwnames, "input,alpha,scale,input_scale,celu", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "_elu_ex", "input", 1), *out = NULL;
    double al, sc, is;
    bool celu;
    if (!x || nl_double_arg(S, a[1], 1.0, "_elu_ex", "alpha", &al) < 0 || nl_double_arg(S, a[2], 1.0, "_elu_ex", "scale", &sc) < 0 ||
        nl_double_arg(S, a[3], 1.0, "_elu_ex", "input_scale", &is) < 0 || nl_bool_arg(S, a[4], false, &celu) < 0)
        return NULL;
    /* celu's derivative: elu_backward(grad, alpha, 1, 1.0 / alpha.toFloat(), ...) */
    double bw = celu ? 1.0 / (double)(float)al : is;
    nb_Status st = ts_elu_ex(NN_CTX(S), x, al, sc, is, bw, celu ? "CeluBackward0" : "EluBackward0", &out);
    return nl_result(S, st, out);
}

static NN_FN(f_elu)
{
    py_Obj *a[3];
    if (py_parse_args(S, "elu", args, nargs, kwnames, "input,|alpha,inplace", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "elu", "input", 1), *out = NULL;
    double alpha;
    bool inplace;
    if (!x || nl_double_arg(S, a[1], 1.0, "elu", "alpha", &alpha) < 0 || nl_bool_arg(S, a[2], false, &inplace) < 0)
        return NULL;
    { nb_Status rs_ = ts_elu(NN_CTX(S), x, alpha, &out); return maybe_inplace(S, a[0], inplace, rs_, out); }
}

static NN_FN(f_hardtanh)
{
    py_Obj *a[4];
    if (py_parse_args(S, "hardtanh", args, nargs, kwnames, "input,|min_val,max_val,inplace", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "hardtanh", "input", 1), *out = NULL;
    double lo, hi;
    bool inplace;
    if (!x || nl_double_arg(S, a[1], -1.0, "hardtanh", "min_val", &lo) < 0 ||
        nl_double_arg(S, a[2], 1.0, "hardtanh", "max_val", &hi) < 0 || nl_bool_arg(S, a[3], false, &inplace) < 0)
        return NULL;
    if (lo > hi)
        return py_err_setstr(S, PY_T(ValueError), "min_val cannot be greater than max_val");
    { nb_Status rs_ = ts_hardtanh(NN_CTX(S), x, lo, hi, &out); return maybe_inplace(S, a[0], inplace, rs_, out); }
}

static NN_FN(f_relu6)
{
    py_Obj *a[2];
    if (py_parse_args(S, "relu6", args, nargs, kwnames, "input,|inplace", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "relu6", "input", 1), *out = NULL;
    bool inplace;
    if (!x || nl_bool_arg(S, a[1], false, &inplace) < 0)
        return NULL;
    { nb_Status rs_ = ts_hardtanh(NN_CTX(S), x, 0.0, 6.0, &out); return maybe_inplace(S, a[0], inplace, rs_, out); }
}

static NN_FN(f_gelu)
{
    py_Obj *a[2];
    if (py_parse_args(S, "gelu", args, nargs, kwnames, "input,|approximate", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "gelu", "input", 1), *out = NULL;
    if (!x)
        return NULL;
    bool tanh_approx = false;
    if (a[1]) {
        if (!py_isinstance_type(a[1], PY_T(str)))
            return py_err_format(S, PY_T(TypeError), "gelu(): argument 'approximate' must be str, not %T", a[1]);
        if (py_str_eq_c(a[1], "tanh"))
            tanh_approx = true;
        else if (!py_str_eq_c(a[1], "none"))
            return py_err_setstr(S, PY_T(RuntimeError), "approximate argument must be either none or tanh.");
    }
    { nb_Status rs_ = ts_gelu(NN_CTX(S), x, tanh_approx, &out); return nl_result(S, rs_, out); }
}

static NN_FN(f_softplus)
{
    py_Obj *a[3];
    if (py_parse_args(S, "softplus", args, nargs, kwnames, "input,|beta,threshold", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "softplus", "input", 1), *out = NULL;
    double beta, th;
    if (!x || nl_double_arg(S, a[1], 1.0, "softplus", "beta", &beta) < 0 ||
        nl_double_arg(S, a[2], 20.0, "softplus", "threshold", &th) < 0)
        return NULL;
    { nb_Status rs_ = ts_softplus(NN_CTX(S), x, beta, th, &out); return nl_result(S, rs_, out); }
}

/* softsign(x) = x / (1 + |x|) (AbsBackward0 / AddBackward0 / DivBackward0 as PyTorch composes it) */
static NN_FN(f_softsign)
{
    py_Obj *a[1];
    if (py_parse_args(S, "softsign", args, nargs, kwnames, "input", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute 'abs'", a[0]);
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *x = NN_T(a[0]), *ab = NULL, *one = NULL, *den = NULL, *out = NULL;
    nb_Status st = ts_unary(c, TS_ABS, x, &ab);
    if (st == NB_OK)
        st = ts_scalar_tensor(c, ts_sc_i(1), TS_NODTYPE, true, &one);
    if (st == NB_OK)
        st = ts_add(c, ab, one, ts_sc_i(1), &den);
    if (st == NB_OK)
        st = ts_binary(c, TS_DIV, x, den, &out);
    ts_release(ab); ts_release(one); ts_release(den);
    return nl_result(S, st, out);
}

/* ------------------------------------------------------------ softmax family */

/* dim=None: PyTorch's implicit choice (0 for 0-, 1- and 3-D input, else 1) with its warning. The
 * modules (nn.Softmax & co) pass _stacklevel=5: PyTorch's warning then lands two frames above their
 * forward, in Module._wrapped_call_impl, and is printed from torch's module.py. */
static int softmax_dim(py_State *S, const char *name, py_Obj *dimo, py_Obj *stacklevel, ts_Tensor *x,
                       int64_t *dim)
{
    if (dimo && dimo != S->None)
        return nn_arg_int(S, dimo, "dim", dim);
    char msg[160];
    snprintf(msg, sizeof msg,
             "Implicit dimension choice for %s has been deprecated. Change the call to include dim=X as an argument.",
             name);
    int64_t level = 0;
    if (stacklevel && stacklevel != S->None && py_isinstance_type(stacklevel, PY_T(int)) &&
        py_as_int64(S, stacklevel, &level) < 0)
        return -1;
    if (level == 5) {
        if (nn_warn_torch(S, PY_T(UserWarning), msg, "nn/modules/module.py", 1739,
                          "return self._call_impl(*args, **kwargs)") < 0)
            return -1;
    } else if (py_warn(S, PY_T(UserWarning), msg) < 0)
        return -1;
    *dim = (x->ndim == 0 || x->ndim == 1 || x->ndim == 3) ? 0 : 1;
    return 0;
}

static py_Obj *softmax_common(py_State *S, const char *fname, int kind /* 0 softmax, 1 log, 2 softmin */,
                              py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[4];
    if (py_parse_args(S, fname, args, nargs, kwnames, "input,|dim,_stacklevel,dtype", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute '%s'", a[0],
                             kind == 1 ? "log_softmax" : "softmax");
    ts_Tensor *x = NN_T(a[0]), *out = NULL, *neg = NULL;
    int64_t dim;
    int dt = TS_NODTYPE;
    if (softmax_dim(S, fname, a[1], a[2], x, &dim) < 0 || nn_arg_dtype(S, a[3], &dt) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    nb_Status st;
    if (kind == 2) {
        st = ts_unary(c, TS_NEG, x, &neg);
        if (st == NB_OK)
            st = ts_softmax(c, neg, dim, dt, &out);
        ts_release(neg);
    } else {
        st = kind ? ts_log_softmax(c, x, dim, dt, &out) : ts_softmax(c, x, dim, dt, &out);
    }
    return nl_result(S, st, out);
}

static NN_FN(f_softmax) { return softmax_common(S, "softmax", 0, args, nargs, kwnames); }
static NN_FN(f_log_softmax) { return softmax_common(S, "log_softmax", 1, args, nargs, kwnames); }
static NN_FN(f_softmin) { return softmax_common(S, "softmin", 2, args, nargs, kwnames); }

/* ------------------------------------------------------------ dropout */

nb_Status nl_bernoulli_fill(ts_Ctx *c, void *ud, ts_Tensor *mask, double keep_prob)
{
    ts_Gen *g = ud;
    if (!ts_is_contiguous(mask))
        return ts_err(c, TS_ERR_RUNTIME, "internal: dropout mask must be contiguous");
    return ts_rng_bernoulli_scalar(g, mask->dtype, ts_data(mask), ts_numel(mask), keep_prob);
}


/* PyTorch's CPU dropout: noise = empty_like(x).bernoulli_(1-p); noise.div_(1-p); x * noise
 * (x itself when not training or p == 0; x * 0 when p == 1). */
static NN_FN(f_dropout)
{
    py_Obj *a[4];
    if (py_parse_args(S, "dropout", args, nargs, kwnames, "input,|p,training,inplace", a) < 0)
        return NULL;
    double p;
    bool training, inplace;
    if (nl_double_arg(S, a[1], 0.5, "dropout", "p", &p) < 0 || nl_bool_arg(S, a[2], true, &training) < 0 ||
        nl_bool_arg(S, a[3], false, &inplace) < 0)
        return NULL;
    if (p < 0.0 || p > 1.0)
        return py_err_format(S, PY_T(ValueError), "dropout probability has to be between 0 and 1, but got %S", a[1]);
    ts_Tensor *x = nl_tensor_arg(S, a[0], inplace ? "dropout_" : "dropout", "input", 1);
    if (!x)
        return NULL;
    if (!training || p == 0.0 || ts_numel(x) == 0)
        return py_newref(a[0]);
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *noise = NULL, *sc = NULL, *out = NULL;
    nb_Status st;
    if (p == 1.0) {
        st = ts_zeros(c, 0, NULL, x->dtype, &noise);
    } else {
        if (!ts_dtype_is_float(x->dtype))
            return py_err_format(S, PY_T(RuntimeError), "result type Float can't be cast to the desired output type %s",
                                 ts_dtype_short(x->dtype));
        st = ts_empty_like(c, x, TS_NODTYPE, &noise);   /* keeps x's dense layout (preserve_format) */
        if (st == NB_OK) {
            /* noise's storage is dense (possibly permuted): fill it in memory order */
            nb_Status s2 = ts_rng_bernoulli_scalar(&nn_state(S)->gen, noise->dtype,
                                                   (char *)noise->storage->data +
                                                       noise->offset * (int64_t)ts_dtype_size(noise->dtype),
                                                   ts_numel(noise), 1.0 - p);
            st = s2 != NB_OK ? ts_err(c, TS_ERR_RUNTIME, "bernoulli_ failed") : NB_OK;
        }
        if (st == NB_OK)
            st = ts_scalar_tensor(c, ts_sc_f(1.0 - p), TS_NODTYPE, true, &sc);
        if (st == NB_OK)
            st = ts_binary_(c, TS_DIV, noise, sc);
    }
    if (st == NB_OK) {
        if (inplace) {
            st = ts_binary_(c, TS_MUL, x, noise);
            ts_release(noise); ts_release(sc);
            if (st != NB_OK)
                return nn_raise_status(S, st);
            return py_newref(a[0]);
        }
        st = ts_binary(c, TS_MUL, x, noise, &out);
    }
    ts_release(noise); ts_release(sc);
    return nl_result(S, st, out);
}

/* ------------------------------------------------------------ normalize / cosine_similarity */

/* normalize(x, p, dim, eps) = x / norm(x, p, dim, keepdim).clamp_min(eps).expand_as(x) */
static NN_FN(f_normalize)
{
    py_Obj *a[5];
    if (py_parse_args(S, "normalize", args, nargs, kwnames, "input,|p,dim,eps,out", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "norm", "input", 1);
    double p, eps;
    int64_t dim;
    if (!x || nl_double_arg(S, a[1], 2.0, "normalize", "p", &p) < 0 ||
        nl_int_arg(S, a[2], 1, "normalize", "dim", &dim) < 0 || nl_double_arg(S, a[3], 1e-12, "normalize", "eps", &eps) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *n = NULL, *cl = NULL, *ex = NULL, *out = NULL;
    ts_Scalar lo = ts_sc_f(eps);
    nb_Status st = ts_norm(c, x, p, &dim, 1, true, &n);
    if (st == NB_OK)
        st = ts_clamp(c, n, &lo, NULL, &cl);
    if (st == NB_OK)
        st = ts_expand_as(c, cl, x, &ex);
    if (st == NB_OK)
        st = ts_binary(c, TS_DIV, x, ex, &out);
    ts_release(n); ts_release(cl); ts_release(ex);
    if (st == NB_OK && a[4] && a[4] != S->None) {
        /* out=: torch.div(input, denom, out=out) writes the quotient into out */
        ts_Tensor *o = nl_tensor_arg(S, a[4], "normalize", "out", 5);
        if (!o) {
            ts_release(out);
            return NULL;
        }
        st = ts_copy_(c, o, out);
        ts_release(out);
        if (st != NB_OK)
            return nl_result(S, st, NULL);
        return py_newref(a[4]);
    }
    return nl_result(S, st, out);
}

/* cosine_similarity: sum(x1*x2, dim) / sqrt(clamp_min(sum(x1^2)*sum(x2^2), eps^2)) */
static NN_FN(f_cosine_similarity)
{
    py_Obj *a[4];
    if (py_parse_args(S, "cosine_similarity", args, nargs, kwnames, "x1,x2,|dim,eps", a) < 0)
        return NULL;
    ts_Tensor *x1 = nl_tensor_arg(S, a[0], "cosine_similarity", "x1", 1), *x2;
    double eps;
    int64_t dim;
    if (!x1 || !(x2 = nl_tensor_arg(S, a[1], "cosine_similarity", "x2", 2)) ||
        nl_int_arg(S, a[2], 1, "cosine_similarity", "dim", &dim) < 0 ||
        nl_double_arg(S, a[3], 1e-8, "cosine_similarity", "eps", &eps) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *n1 = NULL, *n2 = NULL, *c1 = NULL, *c2 = NULL, *d1 = NULL, *d2 = NULL, *pr = NULL, *out = NULL;
    ts_Scalar lo = ts_sc_f(eps);
    /* PyTorch 2.x: x1 / ||x1||.clone() . x2 / ||x2||.clone(), each clone clamped to eps in
     * place under no_grad (so the graph has CloneBackward0 and no clamp node) */
    nb_Status st = ts_norm(c, x1, 2.0, &dim, 1, true, &n1);
    if (st == NB_OK) st = ts_norm(c, x2, 2.0, &dim, 1, true, &n2);
    if (st == NB_OK) st = ts_clone(c, n1, &c1);
    if (st == NB_OK) st = ts_clone(c, n2, &c2);
    if (st == NB_OK) {
        bool g = c->grad_enabled;
        c->grad_enabled = false;
        st = ts_clamp_(c, c1, &lo, NULL);
        if (st == NB_OK) st = ts_clamp_(c, c2, &lo, NULL);
        c->grad_enabled = g;
    }
    if (st == NB_OK) st = ts_binary(c, TS_DIV, x1, c1, &d1);
    if (st == NB_OK) st = ts_binary(c, TS_DIV, x2, c2, &d2);
    if (st == NB_OK) st = ts_binary(c, TS_MUL, d1, d2, &pr);
    if (st == NB_OK) st = ts_sum(c, pr, &dim, 1, false, TS_NODTYPE, &out);
    ts_release(n1); ts_release(n2); ts_release(c1); ts_release(c2); ts_release(d1); ts_release(d2); ts_release(pr);
    return nl_result(S, st, out);
}

/* prelu(x, w) = where(x > 0, x, w * x), w broadcast along dim 1 (or a single slope). */
static NN_FN(f_prelu)
{
    py_Obj *a[2];
    if (py_parse_args(S, "prelu", args, nargs, kwnames, "input,weight", a) < 0)
        return NULL;
    ts_Tensor *x = nl_tensor_arg(S, a[0], "prelu", "input", 1), *w;
    if (!x || !(w = nl_tensor_arg(S, a[1], "prelu", "weight", 2)))
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    int64_t nw = ts_numel(w);
    ts_Tensor *wr = NULL, *prod = NULL, *zero = NULL, *mask = NULL, *out = NULL;
    nb_Status st = NB_OK;
    if (nw != 1) {
        int64_t ch = x->ndim >= 2 ? x->shape[1] : (x->ndim == 1 ? x->shape[0] : 1);
        if (nw != ch)
            return py_err_format(S, PY_T(RuntimeError),
                                 "Mismatch of parameter numbers and input channel size. Found parameter numbers = %lld and channel size = %lld.",
                                 (long long)nw, (long long)ch);
    }
    if (x->ndim != w->ndim) {
        /* ATen: weight.reshape(dim_w), dim_w all ones but [1] = numel (a view, recorded) */
        int64_t sh[TS_MAXDIM];
        for (int i = 0; i < x->ndim; i++)
            sh[i] = i == 1 ? nw : 1;
        st = ts_reshape(c, w, x->ndim, sh, &wr);
    } else {
        ts_retain(w);
        wr = w;
    }
    if (st == NB_OK) st = ts_binary(c, TS_MUL, wr, x, &prod);
    if (st == NB_OK) st = ts_scalar_tensor(c, ts_sc_i(0), TS_NODTYPE, true, &zero);
    if (st == NB_OK) st = ts_binary(c, TS_GT, x, zero, &mask);
    if (st == NB_OK) st = ts_where(c, mask, x, prod, &out);
    if (st == NB_OK)   /* one _prelu_kernel node: edges (input, weight as reshaped) */
        st = ag_fuse(c, "PreluKernelBackward0", 2, (ts_Tensor *[]){x, wr}, 1, &out);
    if (st != NB_OK && out) {
        ts_release(out);
        out = NULL;
    }
    ts_release(wr); ts_release(prod); ts_release(zero); ts_release(mask);
    return nl_result(S, st, out);
}

const py_MethodDef nl_func_act[] = {
    {"prelu", f_prelu, PY_METH_STATIC},
    {"linear", f_linear, PY_METH_STATIC},
    {"bilinear", f_bilinear, PY_METH_STATIC},
    {"relu", f_relu, PY_METH_STATIC},
    {"relu_", f_relu_, PY_METH_STATIC},
    {"relu6", f_relu6, PY_METH_STATIC},
    {"leaky_relu", f_leaky_relu, PY_METH_STATIC},
    {"elu", f_elu, PY_METH_STATIC},
    {"_elu_ex", f_elu_ex, PY_METH_STATIC},
    {"gelu", f_gelu, PY_METH_STATIC},
    {"silu", f_silu, PY_METH_STATIC},
    {"mish", f_mish, PY_METH_STATIC},
    {"softplus", f_softplus, PY_METH_STATIC},
    {"softsign", f_softsign, PY_METH_STATIC},
    {"hardtanh", f_hardtanh, PY_METH_STATIC},
    {"sigmoid", f_sigmoid, PY_METH_STATIC},
    {"tanh", f_tanh, PY_METH_STATIC},
    {"softmax", f_softmax, PY_METH_STATIC},
    {"log_softmax", f_log_softmax, PY_METH_STATIC},
    {"softmin", f_softmin, PY_METH_STATIC},
    {"dropout", f_dropout, PY_METH_STATIC},
    {"normalize", f_normalize, PY_METH_STATIC},
    {"cosine_similarity", f_cosine_similarity, PY_METH_STATIC},
    {NULL, NULL, 0},
};
