/* nn_math.c — torch glue of the math area: the elementwise extras and the
 * area's method tables (Tensor methods and torch.* functions registered
 * through the nn_more_math record; see nn_method_tables.c). The kernels live
 * in core/tensor/ts_math*.c; reductions are in nn_math_reduce.c, linear
 * algebra in nn_math_linalg.c, random draws in nn_math_random.c (their
 * tables are merged here). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "nn_torch_util.h"
#include "nn_glue.h"
#include "nn_math.h"
#include "ag.h"

py_Obj *xg_ret(py_State *S, nb_Status st, ts_Tensor **rp)
{
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return nn_tensor_wrap_steal(S, *rp);
}

bool xg_given(py_State *S, py_Obj *o) { return o && o != S->None; }

/* Wrap a fresh in-place result into self. */
static py_Obj *commit_self(py_State *S, py_Obj *self, nb_Status st, ts_Tensor **rp)
{
    if (st != NB_OK)
        return nn_raise_status(S, st);
    ts_Tensor *r = *rp;
    ts_Ctx *c = NN_CTX(S);
    st = ts_check_inplace(c, NN_T(self));
    if (st == NB_OK)
        st = xm_commit(c, NN_T(self), r);
    else
        ts_release(r);
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return py_newref(self);
}

/* ------------------------------------------------------------ unary */

static py_Obj *sgn_m(py_State *S, py_Obj *self, py_ssize nargs, py_Obj *kwnames, bool inplace)
{
    if (py_check_nargs(S, inplace ? "sgn_" : "sgn", nargs, kwnames, 0, 0) < 0)
        return NULL;
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_refuse(S, "sgn");
    ts_Tensor *r, *x = NN_T(self);
    nb_Status st = ts_unary(NN_CTX(S), TS_SIGN, x, &r);
    /* one SgnBackward0 node keeping self and result, as PyTorch's */
    if (st == NB_OK && (st = ag_fuse(NN_CTX(S), "SgnBackward0", 1, &x, 1, &r)) != NB_OK)
        ts_release(r);
    return inplace ? commit_self(S, self, st, &r) : xg_ret(S, st, &r);
}
NN_METH(m_sgn) { return sgn_m(S, self, nargs, kwnames, false); }
NN_METH(m_sgn_) { return sgn_m(S, self, nargs, kwnames, true); }

NN_METH(m_positive)
{
    if (py_check_nargs(S, "positive", nargs, kwnames, 0, 0) < 0)
        return NULL;
    if (NN_T(self)->dtype == TS_BOOL)
        return py_err_setstr(S, PY_T(RuntimeError), "The `+` operator, on a bool tensor is not supported.");
    return py_newref(self);
}

/* polygamma(n, input): one PolygammaBackward0 node for every n >= 0. */
NN_METH(t_polygamma)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "polygamma", args, nargs, kwnames, "n,input", a) < 0)
        return NULL;
    int64_t n;
    if (nn_arg_int(S, a[0], "n", &n) < 0)
        return NULL;
    if (!nn_is_tensor(a[1]))
        return py_err_format(S, PY_T(TypeError), "polygamma(): argument 'input' (position 2) must be Tensor, not %T", a[1]);
    if (n < 0)
        return py_err_setstr(S, PY_T(RuntimeError), "polygamma(n, x) does not support negative n.");
    ts_Tensor *r;
    return xg_ret(S, ts_polygamma(NN_CTX(S), n, NN_T(a[1]), &r), &r);
}

/* Tensor.polygamma(n) / polygamma_(n) */
static py_Obj *polygamma_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                           bool inplace)
{
    py_Obj *a[1] = {0};
    int64_t n;
    if (py_parse_args(S, inplace ? "polygamma_" : "polygamma", args, nargs, kwnames, "n", a) < 0 ||
        nn_arg_int(S, a[0], "n", &n) < 0)
        return NULL;
    if (n < 0)
        return py_err_setstr(S, PY_T(RuntimeError), "polygamma(n, x) does not support negative n.");
    ts_Tensor *r;
    nb_Status st = ts_polygamma(NN_CTX(S), n, NN_T(self), &r);
    return inplace ? commit_self(S, self, st, &r) : xg_ret(S, st, &r);
}
NN_METH(m_polygamma) { return polygamma_m(S, self, args, nargs, kwnames, false); }
NN_METH(m_polygamma_) { return polygamma_m(S, self, args, nargs, kwnames, true); }

/* ------------------------------------------------------------ binary */

static py_Obj *bin_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                     const char *name, const char *argname, xm_Bin op, bool scalar_ok, bool inplace)
{
    py_Obj *a[1] = {0};
    char spec[32];
    snprintf(spec, sizeof spec, "%s", argname);
    if (py_parse_args(S, name, args, nargs, kwnames, spec, a) < 0)
        return NULL;
    ts_Tensor *o;
    if (!nn_is_tensor(a[0]) && !scalar_ok)
        return py_err_format(S, PY_T(TypeError), "%s(): argument '%s' (position 1) must be Tensor, not %T", name,
                             argname, a[0]);
    if (nn_as_tensor_operand(S, a[0], argname, &o) < 0)
        return NULL;
    ts_Tensor *r = NULL;
    nb_Status st = xm_binary(NN_CTX(S), op, NN_T(self), o, &r);
    ts_release(o);
    return inplace ? commit_self(S, self, st, &r) : xg_ret(S, st, &r);
}
#define XBI(name, arg, op, sc) \
    NN_METH(m_##name) { return bin_m(S, self, args, nargs, kwnames, #name, arg, op, sc, false); } \
    NN_METH(m_##name##_) { return bin_m(S, self, args, nargs, kwnames, #name "_", arg, op, sc, true); }
XBI(hypot, "other", XM_HYPOT, false) XBI(fmax, "other", XM_FMAX, false) XBI(fmin, "other", XM_FMIN, false)
XBI(logaddexp, "other", XM_LOGADDEXP, false) XBI(logaddexp2, "other", XM_LOGADDEXP2, false)
XBI(xlogy, "other", XM_XLOGY, true) XBI(copysign, "other", XM_COPYSIGN, true)
XBI(heaviside, "values", XM_HEAVISIDE, false) XBI(nextafter, "other", XM_NEXTAFTER, false)
XBI(gcd, "other", XM_GCD, false) XBI(lcm, "other", XM_LCM, false)

/* torch.xlogy(self, other): either may be a Python number (not both). */
NN_METH(t_xlogy)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "xlogy", args, nargs, kwnames, "input,other", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]) && !nn_is_tensor(a[1]))
        return py_err_format(S, PY_T(TypeError), "xlogy(): argument 'other' (position 2) must be Tensor, not %T", a[1]);
    ts_Tensor *x, *y, *r = NULL;
    if (nn_as_tensor_operand(S, a[0], "self", &x) < 0)
        return NULL;
    if (nn_as_tensor_operand(S, a[1], "other", &y) < 0) {
        ts_release(x);
        return NULL;
    }
    nb_Status st = xm_binary(NN_CTX(S), XM_XLOGY, x, y, &r);
    ts_release(x);
    ts_release(y);
    return xg_ret(S, st, &r);
}

/* float_power(input, exponent): both converted to float64 first. */
static py_Obj *float_power(py_State *S, py_Obj *base, py_Obj *expo, bool inplace, py_Obj *self)
{
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *r = NULL;
    nb_Status st;
    if (inplace && NN_T(self)->dtype != TS_FLOAT64)
        return py_err_format(S, PY_T(RuntimeError),
                             "the base given to float_power_ has dtype %s but the operation's result requires dtype Double",
                             ts_dtype_short(NN_T(self)->dtype));
    if (!nn_is_tensor(base)) {
        double b;
        if (nn_arg_double(S, base, "self", &b) < 0)
            return NULL;
        ts_Tensor *e;
        NN_TRY(S, ts_to_dtype(c, NN_T(expo), TS_FLOAT64, false, &e));
        st = ts_rpow_scalar(c, ts_sc_f(b), e, &r);
        ts_release(e);
        return xg_ret(S, st, &r);
    }
    ts_Tensor *bt;
    NN_TRY(S, ts_to_dtype(c, NN_T(base), TS_FLOAT64, false, &bt));
    if (nn_is_tensor(expo)) {
        ts_Tensor *e;
        st = ts_to_dtype(c, NN_T(expo), TS_FLOAT64, false, &e);
        if (!st) {
            st = ts_binary(c, TS_POW, bt, e, &r);
            ts_release(e);
        }
    } else {
        double e;
        if (nn_arg_double(S, expo, "exponent", &e) < 0) {
            ts_release(bt);
            return NULL;
        }
        st = ts_pow_scalar(c, bt, ts_sc_f(e), &r);
    }
    ts_release(bt);
    return inplace ? commit_self(S, self, st, &r) : xg_ret(S, st, &r);
}
NN_METH(m_float_power)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "float_power", args, nargs, kwnames, "exponent", a) < 0)
        return NULL;
    return float_power(S, self, a[0], false, NULL);
}
NN_METH(m_float_power_)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "float_power_", args, nargs, kwnames, "exponent", a) < 0)
        return NULL;
    return float_power(S, self, a[0], true, self);
}
NN_METH(t_float_power)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "float_power", args, nargs, kwnames, "input,exponent", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]) && !nn_is_tensor(a[1]))
        return py_err_format(S, PY_T(TypeError), "float_power(): argument 'exponent' (position 2) must be Tensor, not %T", a[1]);
    return float_power(S, a[0], a[1], false, NULL);
}

/* torch.special.xlog1py(input, other): x * log1p(y), 0 where x == 0 (nan
 * where y is nan); either operand may be a Python number, not both. */
NN_METH(t_special_xlog1py)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "special_xlog1py", args, nargs, kwnames, "|input,other", a) < 0)
        return NULL;
    bool ok = a[0] && a[1] && ((nn_is_tensor(a[0]) && (nn_is_tensor(a[1]) || nn_is_number(a[1])))
                               || (nn_is_number(a[0]) && nn_is_tensor(a[1])));
    if (!ok) {
        const char *t0 = a[0] ? (nn_is_tensor(a[0]) ? "Tensor" : a[0]->type->name) : NULL;
        const char *t1 = a[1] ? (nn_is_tensor(a[1]) ? "Tensor" : a[1]->type->name) : NULL;
        return py_err_format(S, PY_T(TypeError),
                             "special_xlog1py() received an invalid combination of arguments - got (%s%s%s), but expected one of:\n"
                             " * (Tensor input, Tensor other, *, Tensor out = None)\n"
                             " * (Number self, Tensor other, *, Tensor out = None)\n"
                             " * (Tensor input, Number other, *, Tensor out = None)\n",
                             t0 ? t0 : "", t0 && t1 ? ", " : "", t1 ? t1 : "");
    }
    ts_Tensor *x, *y, *r = NULL;
    if (nn_as_tensor_operand(S, a[0], "self", &x) < 0)
        return NULL;
    if (nn_as_tensor_operand(S, a[1], "other", &y) < 0) {
        ts_release(x);
        return NULL;
    }
    nb_Status st = xm_binary(NN_CTX(S), XM_XLOG1PY, x, y, &r);
    ts_release(x);
    ts_release(y);
    return xg_ret(S, st, &r);
}

/* torch.special.ndtr(input) (torch.special checks the argument first). */
NN_METH(t_special_ndtr)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "special_ndtr", args, nargs, kwnames, "input", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "special_ndtr(): argument 'input' (position 1) must be Tensor, not %T", a[0]);
    ts_Tensor *r = NULL;
    return xg_ret(S, xm_ndtr(NN_CTX(S), NN_T(a[0]), &r), &r);
}

/* torch.mvlgamma(input, p) and Tensor.mvlgamma(p) (special.multigammaln calls it). */
static py_Obj *mvlgamma_call(py_State *S, const char *name, py_Obj *x, py_Obj *po, bool inplace)
{
    if (!po)
        return py_err_format(S, PY_T(TypeError), "%s() missing 1 required positional arguments: \"p\"", name);
    if (!nn_is_tensor(x))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'input' (position 1) must be Tensor, not %T", name, x);
    if (!py_isinstance_type(po, PY_T(int)) || py_isinstance_type(po, PY_T(bool)))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'p' (position 2) must be int, not %T", name, po);
    int64_t p;
    if (py_as_int64(S, po, &p) < 0)
        return NULL;
    ts_Tensor *r = NULL;
    nb_Status st = xm_mvlgamma(NN_CTX(S), NN_T(x), p, &r);
    return inplace ? commit_self(S, x, st, &r) : xg_ret(S, st, &r);
}
NN_METH(t_mvlgamma)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "mvlgamma", args, nargs, kwnames, "input,|p", a) < 0)
        return NULL;
    return mvlgamma_call(S, "mvlgamma", a[0], a[1], false);
}
NN_METH(t_special_multigammaln)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "special_multigammaln", args, nargs, kwnames, "input,|p", a) < 0)
        return NULL;
    return mvlgamma_call(S, "special_multigammaln", a[0], a[1], false);
}
NN_METH(m_mvlgamma)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "mvlgamma", args, nargs, kwnames, "|p", a) < 0)
        return NULL;
    return mvlgamma_call(S, "mvlgamma", self, a[0], false);
}
NN_METH(m_mvlgamma_)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "mvlgamma_", args, nargs, kwnames, "|p", a) < 0)
        return NULL;
    return mvlgamma_call(S, "mvlgamma_", self, a[0], true);
}

/* torch.pow(input, exponent): input may be a Python number (scalar base). */
NN_METH(t_pow)
{
    NN_OUT_KW(t_pow, "pow");
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "pow", args, nargs, kwnames, "input,exponent", a) < 0)
        return NULL;
    if (nn_is_tensor(a[0]))
        return py_call_method(S, a[0], py_intern(S, "pow"), &a[1], 1, NULL);
    if (nn_is_number(a[0]) && nn_is_number(a[1]))
        return py_err_format(S, PY_T(TypeError),
                             "pow() received an invalid combination of arguments - got (%s, %s), but expected one of:\n"
                             " * (Tensor input, Tensor exponent, *, Tensor out = None)\n"
                             " * (Number self, Tensor exponent, *, Tensor out = None)\n"
                             " * (Tensor input, Number exponent, *, Tensor out = None)\n",
                             a[0]->type->name, a[1]->type->name);
    if (!nn_is_number(a[0]) || !nn_is_tensor(a[1]))
        return py_err_format(S, PY_T(TypeError), "pow(): argument 'input' (position 1) must be Tensor, not %T", a[0]);
    ts_Scalar b;
    if (nn_arg_scalar(S, a[0], "self", &b) < 0)
        return NULL;
    ts_Tensor *r;
    return xg_ret(S, ts_rpow_scalar(NN_CTX(S), b, NN_T(a[1]), &r), &r);
}

/* rsub(input, other, alpha=1) = other - alpha * input. */
NN_METH(m_rsub)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "rsub", args, nargs, kwnames, "other,|*,alpha", a) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    ts_Scalar al = ts_sc_i(1);
    if (a[1] && nn_arg_scalar(S, a[1], "alpha", &al) < 0)
        return NULL;
    ts_Tensor *r = NULL;
    if (!nn_is_tensor(a[0])) {
        ts_Scalar s;
        if (nn_arg_scalar(S, a[0], "other", &s) < 0)
            return NULL;
        if (ts_sc_to_f(al) == 1)
            return xg_ret(S, ts_rsub_scalar(c, NN_T(self), s, &r), &r);
        ts_Tensor *w;
        NN_TRY(S, ts_scalar_tensor(c, s, TS_NODTYPE, true, &w));
        nb_Status st = xm_add_alpha(c, w, NN_T(self), al, true, &r);
        ts_release(w);
        if (st == NB_OK)
            xm_rename(r, "RsubBackward1");
        return xg_ret(S, st, &r);
    }
    nb_Status st = xm_add_alpha(c, NN_T(a[0]), NN_T(self), al, true, &r);
    if (st == NB_OK && r->grad_fn) {
        /* SubBackward0 computes other - alpha*self: swap the edges' meaning by renaming only */
        xm_rename(r, "RsubBackward0");
    }
    return xg_ret(S, st, &r);
}

NN_METH(t_square_)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "square_", args, nargs, kwnames, "input", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "square_(): argument 'input' (position 1) must be Tensor, not %T", a[0]);
    NN_TRY(S, ts_unary_(NN_CTX(S), TS_SQUARE, NN_T(a[0])));
    return py_newref(a[0]);
}

/* torch.<name>(...) that PyTorch shares with torch.nn.functional (the same
 * builtin): forward to the functional's implementation. */
static py_Obj *via_functional(py_State *S, const char *name, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    /* PyTorch's parser wording when x1/x2 are missing (it lists every name
     * after the positional ones, with its singular/plural swapped) */
    bool missing = false;
    for (py_ssize i = nargs; i < 2; i++) {
        bool kw = false;
        for (py_ssize k = 0; kwnames && k < py_tuple_len(kwnames); k++)
            kw |= py_str_eq_c(py_tuple_getB(kwnames, k), i ? "x2" : "x1");
        missing |= !kw;
    }
    if (missing)
        return nargs == 0 ? py_err_format(S, PY_T(TypeError),
                                          "%s() missing 2 required positional argument: \"x1\", \"x2\"", name)
                          : py_err_format(S, PY_T(TypeError),
                                          "%s() missing 1 required positional arguments: \"x2\"", name);
    py_Obj *m = py_import(S, py_intern(S, "torch.nn.functional"));
    if (!m)
        return NULL;
    py_Obj *f = py_getattr_str(S, m, name);
    py_decref(S, m);
    if (!f)
        return NULL;
    py_Obj *r = py_call(S, f, args, nargs, kwnames);
    py_decref(S, f);
    return r;
}
NN_METH(t_pairwise_distance) { return via_functional(S, "pairwise_distance", args, nargs, kwnames); }
NN_METH(t_cosine_similarity) { return via_functional(S, "cosine_similarity", args, nargs, kwnames); }

/* ------------------------------------------------------------ tables */

#define MD(n) {#n, m_##n, PY_METH_INSTANCE},
#define MDI(n) {#n, m_##n, PY_METH_INSTANCE}, {#n "_", m_##n##_, PY_METH_INSTANCE},

static const py_MethodDef tensor_methods[] = {
    MDI(sgn) MD(positive)
    MDI(hypot) MDI(fmax) MDI(fmin) MDI(logaddexp) MDI(logaddexp2) MDI(xlogy) MDI(copysign) MDI(heaviside)
    MDI(nextafter) MDI(gcd) MDI(lcm) MDI(float_power) MD(rsub) MDI(mvlgamma) MDI(polygamma)
    XG_METHODS
    {NULL, NULL, 0},
};
static const char *const torch_aliases[] = {
    "sgn", "positive", "hypot", "fmax", "fmin", "logaddexp", "logaddexp2", "copysign",
    "heaviside", "nextafter", "gcd", "lcm", "rsub", XG_ALIASES NULL,
};
static const py_MethodDef torch_funcs[] = {
    {"xlogy", t_xlogy, PY_METH_STATIC},
    {"_special_xlog1py", t_special_xlog1py, PY_METH_STATIC},
    {"_special_ndtr", t_special_ndtr, PY_METH_STATIC},
    {"mvlgamma", t_mvlgamma, PY_METH_STATIC},
    {"_special_multigammaln", t_special_multigammaln, PY_METH_STATIC},
    {"float_power", t_float_power, PY_METH_STATIC},
    {"pow", t_pow, PY_METH_STATIC},
    {"polygamma", t_polygamma, PY_METH_STATIC},
    {"square_", t_square_, PY_METH_STATIC},
    {"pairwise_distance", t_pairwise_distance, PY_METH_STATIC},
    {"cosine_similarity", t_cosine_similarity, PY_METH_STATIC},
    XG_FUNCS
    {NULL, NULL, 0},
};

const nn_More nn_more_math = {tensor_methods, torch_aliases, torch_funcs, xg_init};
