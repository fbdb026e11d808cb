/* nn_utils.c — torch.nn.utils: clip_grad_norm_ (PyTorch 2.6's foreach path:
 * a norm per gradient, the norm of the stacked norms, coefficient
 * reciprocal(total + 1e-6) * max_norm clamped at 1, grads multiplied in
 * place), clip_grad_value_, parameters_to_vector, vector_to_parameters. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "nn_layers.h"
#include "nn_module.h"

/* List of the parameters (a single tensor counts as [tensor]). New ref. */
static py_Obj *param_list(py_State *S, py_Obj *params)
{
    if (nn_is_tensor(params))
        return py_tuple_pack(S, 1, params);
    return py_seq_list(S, params);
}

static py_ssize seq_len(py_Obj *l)
{
    return (l->type->flags & PY_TPFLAG_TUPLE_SUB) ? py_tuple_len(l) : py_list_len(l);
}
static py_Obj *seq_getB(py_Obj *l, py_ssize i)
{
    return (l->type->flags & PY_TPFLAG_TUPLE_SUB) ? py_tuple_getB(l, i) : py_list_getB(l, i);
}

/* Gradients (borrowed ts pointers) of the parameters that have one, grouped
 * by dtype in order of first appearance. Returns the count; -1 on error. */
static py_ssize collect_grads(py_State *S, py_Obj *list, ts_Tensor ***out)
{
    py_ssize n = seq_len(list), k = 0;
    ts_Tensor **g = py_malloc(S, sizeof *g * (size_t)(n ? n : 1));
    if (!g)
        return -1;
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *p = seq_getB(list, i);
        if (!nn_is_tensor(p)) {
            py_free(S, g, sizeof *g * (size_t)(n ? n : 1));
            py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute 'grad'", p);
            return -1;
        }
        if (NN_T(p)->grad)
            g[k++] = NN_T(p)->grad;
    }
    /* stable grouping by dtype */
    ts_Tensor **s = py_malloc(S, sizeof *s * (size_t)(k ? k : 1));
    if (!s) {
        py_free(S, g, sizeof *g * (size_t)(n ? n : 1));
        return -1;
    }
    py_ssize m = 0;
    for (py_ssize i = 0; i < k; i++) {
        if (!g[i])
            continue;
        ts_DType dt = g[i]->dtype;
        for (py_ssize j = i; j < k; j++)
            if (g[j] && g[j]->dtype == dt) {
                s[m++] = g[j];
                g[j] = NULL;
            }
    }
    py_free(S, g, sizeof *g * (size_t)(n ? n : 1));
    *out = s;
    return k;
}

/* clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None) */
static NN_FN(u_clip_grad_norm_)
{
    py_Obj *a[5];
    if (py_parse_args(S, "clip_grad_norm_", args, nargs, kwnames,
                      "parameters,max_norm,|norm_type,error_if_nonfinite,foreach", a) < 0)
        return NULL;
    double max_norm, p = 2.0;
    bool err_nonfinite;
    if (nn_arg_double(S, a[1], "max_norm", &max_norm) < 0)
        return NULL;
    if (a[2]) {
        if (py_isinstance_type(a[2], PY_T(str))) {
            py_Obj *f = py_call1(S, (py_Obj *)PY_T(float), a[2]);
            if (!f)
                return NULL;
            p = py_float_val(f);
            py_decref(S, f);
        } else if (nn_arg_double(S, a[2], "norm_type", &p) < 0) {
            return NULL;
        }
    }
    if (nl_bool_arg(S, a[3], false, &err_nonfinite) < 0)
        return NULL;
    py_Obj *list = param_list(S, a[0]);
    if (!list)
        return NULL;
    ts_Tensor **grads = NULL;
    py_ssize n = collect_grads(S, list, &grads);
    py_decref(S, list);
    if (n < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    bool ge = c->grad_enabled;
    c->grad_enabled = false;
    ts_Tensor *total = NULL, *stacked = NULL, *eps = NULL, *den = NULL, *rec = NULL, *mx = NULL, *coef = NULL,
              *cl = NULL;
    ts_Tensor **norms = NULL;
    nb_Status st = NB_OK;
    if (n == 0) {
        st = ts_scalar_tensor(c, ts_sc_f(0.0), TS_NODTYPE, false, &total);
        goto done;
    }
    norms = py_malloc(S, sizeof *norms * (size_t)n);
    if (!norms) {
        c->grad_enabled = ge;
        py_free(S, grads, sizeof *grads * (size_t)n);
        return NULL;
    }
    for (py_ssize i = 0; i < n && st == NB_OK; i++)
        st = ts_norm(c, grads[i], p, NULL, 0, false, &norms[i]);
    if (st == NB_OK) st = ts_stack(c, norms, (int)n, 0, &stacked);
    if (st == NB_OK) st = ts_norm(c, stacked, p, NULL, 0, false, &total);
    if (st == NB_OK && err_nonfinite) {
        double tv = ts_get_flat_f(total, 0);
        if (isnan(tv) || isinf(tv)) {
            char buf[64];
            py_float_repr_buf(p, buf, sizeof buf);
            c->grad_enabled = ge;
            for (py_ssize i = 0; i < n; i++)
                ts_release(norms[i]);
            py_free(S, norms, sizeof *norms * (size_t)n);
            py_free(S, grads, sizeof *grads * (size_t)n);
            ts_release(stacked);
            ts_release(total);
            return py_err_format(S, PY_T(RuntimeError),
                                 "The total norm of order %s for gradients from `parameters` is non-finite, so it "
                                 "cannot be clipped. To disable this error and scale the gradients by the non-finite "
                                 "norm anyway, set `error_if_nonfinite=False`",
                                 buf);
        }
    }
    /* clip_coef = max_norm / (total + 1e-6) — Tensor.__rtruediv__: reciprocal() * max_norm */
    if (st == NB_OK) st = ts_scalar_tensor(c, ts_sc_f(1e-6), TS_NODTYPE, true, &eps);
    if (st == NB_OK) st = ts_add(c, total, eps, ts_sc_i(1), &den);
    if (st == NB_OK) st = ts_unary(c, TS_RECIPROCAL, den, &rec);
    if (st == NB_OK) st = ts_scalar_tensor(c, ts_sc_f(max_norm), TS_NODTYPE, true, &mx);
    if (st == NB_OK) st = ts_binary(c, TS_MUL, rec, mx, &coef);
    if (st == NB_OK) {
        ts_Scalar one = ts_sc_f(1.0);
        st = ts_clamp(c, coef, NULL, &one, &cl);
    }
    for (py_ssize i = 0; i < n && st == NB_OK; i++)
        st = ts_binary_(c, TS_MUL, grads[i], cl);
done:
    c->grad_enabled = ge;
    if (norms) {
        for (py_ssize i = 0; i < n; i++)
            ts_release(norms[i]);
        py_free(S, norms, sizeof *norms * (size_t)n);
    }
    if (grads)
        py_free(S, grads, sizeof *grads * (size_t)(n ? n : 1));
    ts_release(stacked); ts_release(eps); ts_release(den); ts_release(rec); ts_release(mx); ts_release(coef);
    ts_release(cl);
    if (st != NB_OK) {
        ts_release(total);
        return nn_raise_status(S, st);
    }
    return nn_tensor_wrap_steal(S, total);
}

/* clip_grad_value_(parameters, clip_value, foreach=None): grads clamped in place to ±clip_value. */
static NN_FN(u_clip_grad_value_)
{
    py_Obj *a[3];
    if (py_parse_args(S, "clip_grad_value_", args, nargs, kwnames, "parameters,clip_value,|foreach", a) < 0)
        return NULL;
    double v;
    if (nn_arg_double(S, a[1], "clip_value", &v) < 0)
        return NULL;
    py_Obj *list = param_list(S, a[0]);
    if (!list)
        return NULL;
    ts_Tensor **grads = NULL;
    py_ssize n = collect_grads(S, list, &grads);
    py_decref(S, list);
    if (n < 0)
        return NULL;
    if (n == 0) {
        py_free(S, grads, sizeof *grads);
        return py_err_setstr(S, PY_T(RuntimeError),
                             "Expected !nested_tensorlist[0].empty() to be true, but got false.  (Could this error "
                             "message be improved?  If so, please report an enhancement request to PyTorch.)");
    }
    ts_Ctx *c = NN_CTX(S);
    bool ge = c->grad_enabled;
    c->grad_enabled = false;
    ts_Scalar lo = ts_sc_f(-v), hi = ts_sc_f(v);
    nb_Status st = NB_OK;
    for (py_ssize i = 0; i < n && st == NB_OK; i++) {
        st = ts_clamp_(c, grads[i], &lo, NULL);
        if (st == NB_OK)
            st = ts_clamp_(c, grads[i], NULL, &hi);
    }
    c->grad_enabled = ge;
    py_free(S, grads, sizeof *grads * (size_t)(n ? n : 1));
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return py_newref(S->None);
}

/* parameters_to_vector(parameters): cat of param.view(-1) (differentiable). */
static NN_FN(u_parameters_to_vector)
{
    py_Obj *a[1];
    if (py_parse_args(S, "parameters_to_vector", args, nargs, kwnames, "parameters", a) < 0)
        return NULL;
    py_Obj *list = py_seq_list(S, a[0]);
    if (!list)
        return NULL;
    py_ssize n = py_list_len(list);
    ts_Tensor **views = py_malloc(S, sizeof *views * (size_t)(n ? n : 1));
    if (!views) {
        py_decref(S, list);
        return NULL;
    }
    ts_Ctx *c = NN_CTX(S);
    nb_Status st = NB_OK;
    py_ssize k = 0;
    int64_t m1 = -1;
    for (; k < n && st == NB_OK; k++) {
        py_Obj *p = py_list_getB(list, k);
        if (!nn_is_tensor(p)) {
            for (py_ssize i = 0; i < k; i++)
                ts_release(views[i]);
            py_free(S, views, sizeof *views * (size_t)(n ? n : 1));
            py_decref(S, list);
            return py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute 'device'", p);
        }
        st = ts_view(c, NN_T(p), 1, &m1, &views[k]);
        if (st != NB_OK)
            break;
    }
    ts_Tensor *out = NULL;
    if (st == NB_OK) {
        if (n == 0)
            st = ts_err(c, TS_ERR_RUNTIME, "torch.cat(): expected a non-empty list of Tensors");
        else
            st = ts_cat(c, views, (int)n, 0, &out);
    }
    for (py_ssize i = 0; i < k; i++)
        ts_release(views[i]);
    py_free(S, views, sizeof *views * (size_t)(n ? n : 1));
    py_decref(S, list);
    return nl_result(S, st, out);
}

/* vector_to_parameters(vec, parameters): param.data = vec[i:i+n].view_as(param).data */
static NN_FN(u_vector_to_parameters)
{
    py_Obj *a[2];
    if (py_parse_args(S, "vector_to_parameters", args, nargs, kwnames, "vec,parameters", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0])) {
        py_Obj *tn = nn_typename(S, a[0]);
        if (!tn)
            return NULL;
        py_err_format(S, PY_T(TypeError), "expected torch.Tensor, but got: %U", tn);
        py_decref(S, tn);
        return NULL;
    }
    py_Obj *list = py_seq_list(S, a[1]);
    if (!list)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *vec = NN_T(a[0]);
    int64_t ptr = 0;
    py_Obj *data_name = py_intern(S, "data");
    for (py_ssize i = 0; i < py_list_len(list); i++) {
        py_Obj *p = py_list_getB(list, i);
        if (!nn_is_tensor(p)) {
            py_decref(S, list);
            return py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute 'device'", p);
        }
        ts_Tensor *pt = NN_T(p), *sl = NULL, *v = NULL, *d = NULL;
        int64_t num = ts_numel(pt);
        nb_Status st = ts_slice(c, vec, 0, true, ptr, true, ptr + num, 1, &sl);
        if (st == NB_OK) st = ts_view(c, sl, pt->ndim, pt->shape, &v);
        if (st == NB_OK) st = ts_data_alias(c, v, &d);
        ts_release(sl);
        ts_release(v);
        if (st != NB_OK) {
            py_decref(S, list);
            return nn_raise_status(S, st);
        }
        py_Obj *dobj = nn_tensor_wrap_steal(S, d);
        int r = dobj ? py_setattr(S, p, data_name, dobj) : -1;
        py_xdecref(S, dobj);
        if (r < 0) {
            py_decref(S, list);
            return NULL;
        }
        ptr += num;
    }
    py_decref(S, list);
    return py_newref(S->None);
}

/* torch.nn.utils's Python-source parts (rnn, parametrize, weight_norm, ...)
 * are imported on first use (torch._lazy). */
NN_LAZY_MODULE(u, "torch.nn.utils")

const py_MethodDef nl_utils_funcs[] = {
    NN_LAZY_MODULE_METHODS(u),
    {"clip_grad_norm_", u_clip_grad_norm_, PY_METH_STATIC},
    {"clip_grad_value_", u_clip_grad_value_, PY_METH_STATIC},
    {"parameters_to_vector", u_parameters_to_vector, PY_METH_STATIC},
    {"vector_to_parameters", u_vector_to_parameters, PY_METH_STATIC},
    {NULL, NULL, 0},
};
