/* nn_tensor_ops.c — Tensor's math methods (elementwise with in-place `_`
 * variants, shape/view ops, reductions, linear algebra, selection) with
 * PyTorch's argument names and defaults, and the Tensor method table. The
 * same methods serve as the torch.* functions of the same name (the torch
 * module stores the method descriptors; see nn_torch_funcs.c). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "py_complex.h"
#include "nn_glue.h"
#include "ag.h"
#include "ts_math.h"

/* Result of a ts_* call that wrote *rp (evaluated after the call). */
static py_Obj *retp(py_State *S, nb_Status st, ts_Tensor **rp)
{
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return nn_tensor_wrap_steal(S, *rp);
}
static py_Obj *ret(py_State *S, nb_Status st, ts_Tensor *r)
{
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return nn_tensor_wrap_steal(S, r);
}
static py_Obj *ret_self(py_State *S, nb_Status st, py_Obj *self)
{
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return py_newref(self);
}

static bool given(py_State *S, py_Obj *o) { return o && o != S->None; }

static int opt_bool(py_State *S, py_Obj *o, const char *what, bool dflt, bool *out)
{
    *out = dflt;
    return given(S, o) ? nn_arg_bool(S, o, what, out) : 0;
}
static int opt_int(py_State *S, py_Obj *o, const char *what, int64_t dflt, int64_t *out)
{
    *out = dflt;
    return given(S, o) ? nn_arg_int(S, o, what, out) : 0;
}

/* ------------------------------------------------------------ elementwise */

static py_Obj *unary_m(py_State *S, py_Obj *self, py_ssize nargs, py_Obj *kwnames, const char *name, ts_UnOp op,
                       bool inplace)
{
    if (py_check_nargs(S, name, nargs, kwnames, 0, 0) < 0)
        return NULL;
    if (ts_dtype_is_complex(NN_T(self)->dtype)) {
        if (op == TS_ABS && !inplace)
            return nn_complex_abs(S, self);
        if (op != TS_NEG)
            return nn_complex_refuse(S, name);
        py_Obj *r = nn_complex_unary(S, self, 'n');
        if (!r || !inplace)
            return r;
        nb_Status st = ts_copy_(NN_CTX(S), NN_T(self), NN_T(r));
        py_decref(S, r);
        return ret_self(S, st, self);
    }
    if (inplace)
        return ret_self(S, ts_unary_(NN_CTX(S), op, NN_T(self)), self);
    ts_Tensor *r;
    return retp(S, ts_unary(NN_CTX(S), op, NN_T(self), &r), &r);
}

/* The binders of the rows of nn_unary.def: m_NAME, and m_NAME_ for INPLACE rows. */
#define UN_GEN1(name, op) \
    NN_METH(m_##name) { return unary_m(S, self, nargs, kwnames, #name, op, false); } \
    NN_METH(m_##name##_) { return unary_m(S, self, nargs, kwnames, #name "_", op, true); }
#define UN_GEN0(name, op) NN_METH(m_##name) { return unary_m(S, self, nargs, kwnames, #name, op, false); }
#define UN_OWN1(name, op)
#define UN_OWN0(name, op)
#define NN_UNARY(ID, NAME, BINDER, INPLACE, TORCH_INPLACE) UN_##BINDER##INPLACE(NAME, TS_##ID)
#include "nn_unary.def"

/* round(decimals=0): the OWN binder of its row */
NN_METH(m_round)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "round", args, nargs, kwnames, "|*,decimals", a) < 0)
        return NULL;
    int64_t dec;
    if (opt_int(S, a[0], "decimals", 0, &dec) < 0)
        return NULL;
    ts_Tensor *r;
    if (dec == 0)
        return retp(S, ts_unary(NN_CTX(S), TS_ROUND, NN_T(self), &r), &r);
    return retp(S, ts_round_decimals(NN_CTX(S), NN_T(self), dec, &r), &r);
}
NN_METH(m_round_) { return unary_m(S, self, nargs, kwnames, "round_", TS_ROUND, true); }

/* logit(eps=None): the OWN binder of its row */
static py_Obj *logit_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                       bool inplace)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, inplace ? "logit_" : "logit", args, nargs, kwnames, "|eps", a) < 0)
        return NULL;
    double eps = 0;
    if (given(S, a[0]) && nn_arg_double(S, a[0], "eps", &eps) < 0)
        return NULL;
    const double *pe = given(S, a[0]) ? &eps : NULL;
    if (inplace)
        return ret_self(S, ts_logit_(NN_CTX(S), NN_T(self), pe), self);
    ts_Tensor *r;
    return retp(S, ts_logit(NN_CTX(S), NN_T(self), pe, &r), &r);
}
NN_METH(m_logit) { return logit_m(S, self, args, nargs, kwnames, false); }
NN_METH(m_logit_) { return logit_m(S, self, args, nargs, kwnames, true); }

/* add/sub(Number alpha, Tensor other), PyTorch's deprecated overload (0.x code: p.data.add_(-lr, grad)):
 * true (args swapped into `swapped`) after its once-per-process warning; -1 with the warning's error. */
static int alpha_overload(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, const char *name,
                          py_Obj **swapped)
{
    if (nargs != 2 || (kwnames && py_len(S, kwnames) != 0) || !nn_is_number(args[0]) ||
        !(nn_is_tensor(args[1]) || nn_is_number(args[1])))
        return 0;
    nn_State *st = nn_state(S);
    if (!st->alpha_overload_warned) {
        st->alpha_overload_warned = true;
        char msg[400];
        snprintf(msg, sizeof msg, "This overload of %s is deprecated:\n\t%s(Number alpha, Tensor other)\nConsider using "
                 "one of the following signatures instead:\n\t%s(Tensor other, *, Number alpha = 1) (Triggered "
                 "internally at ./torch/csrc/utils/python_arg_parser.cpp:1661.)", name, name, name);
        if (py_warn(S, PY_T(UserWarning), msg) < 0)
            return -1;
    }
    swapped[0] = args[1];
    swapped[1] = args[0];
    return 1;
}

/* Binary method: (other) with optional alpha for add/sub. */
static py_Obj *binary_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                        const char *name, ts_BinOp op, bool inplace)
{
    py_Obj *a[2] = {0};
    bool alpha_ok = op == TS_ADD || op == TS_SUB;
    py_Obj *swapped[2];
    int dep = alpha_ok ? alpha_overload(S, args, nargs, kwnames, name, swapped) : 0;
    if (dep < 0)
        return NULL;
    if (dep) {
        py_Obj *key = py_str_from(S, "alpha");
        py_Obj *names = key ? py_tuple_pack(S, 1, key) : NULL;
        py_xdecref(S, key);
        if (!names)
            return NULL;
        py_Obj *r = binary_m(S, self, swapped, 1, names, name, op, inplace);
        py_decref(S, names);
        return r;
    }
    if (py_parse_args(S, name, args, nargs, kwnames, alpha_ok ? "other,|*,alpha" : "other", a) < 0)
        return NULL;
    if (ts_dtype_is_complex(NN_T(self)->dtype) || py_is_complex(a[0]) || nn_is_complex_tensor(a[0])) {
        double al = 1.0;
        if (!inplace && (op == TS_EQ || op == TS_NE))
            return nn_complex_cmp(S, self, a[0], op == TS_NE);
        if (op != TS_ADD && op != TS_SUB && op != TS_MUL && op != TS_DIV)
            return nn_complex_refuse(S, name);
        if (a[1] && nn_arg_double(S, a[1], "alpha", &al) < 0)
            return NULL;
        if (inplace)
            return nn_complex_inplace(S, self, op == TS_ADD ? '+' : op == TS_SUB ? '-' : op == TS_MUL ? '*' : '/', a[0], al);
        return nn_complex_arith(S, op == TS_ADD ? '+' : op == TS_SUB ? '-' : op == TS_MUL ? '*' : '/', self, a[0], al);
    }
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *y, *r = NULL;
    if (nn_as_tensor_operand(S, a[0], "other", &y) < 0)
        return NULL;
    nb_Status st;
    if (alpha_ok && a[1]) {
        ts_Scalar al;
        if (nn_arg_scalar(S, a[1], "alpha", &al) < 0) {
            ts_release(y);
            return NULL;
        }
        ts_DType rt = ts_result_type(NN_T(self), y);
        const char *bad = al.type == TS_BOOL && rt != TS_BOOL ? "Boolean alpha only supported for Boolean results."
            : al.type == TS_FLOAT64 && !ts_dtype_is_float(rt) && !ts_dtype_is_complex(rt)
            ? "For integral input tensors, argument alpha must not be a floating point number." : NULL;
        if (bad) {
            ts_release(y);
            return py_err_setstr(S, PY_T(RuntimeError), bad);
        }
        /* PyTorch rounds other*alpha + self once (fma) */
        st = inplace ? xm_add_alpha_(c, NN_T(self), y, al, op == TS_SUB)
                     : xm_add_alpha(c, NN_T(self), y, al, op == TS_SUB, &r);
    } else {
        st = inplace ? ts_binary_(c, op, NN_T(self), y) : ts_binary(c, op, NN_T(self), y, &r);
    }
    ts_release(y);
    return inplace ? ret_self(S, st, self) : ret(S, st, r);
}

#define BI(name, op) \
    NN_METH(m_##name) { return binary_m(S, self, args, nargs, kwnames, #name, op, false); } \
    NN_METH(m_##name##_) { return binary_m(S, self, args, nargs, kwnames, #name "_", op, true); }
BI(add, TS_ADD) BI(sub, TS_SUB) BI(mul, TS_MUL) BI(true_divide, TS_DIV) BI(floor_divide, TS_FLOOR_DIVIDE)
BI(remainder, TS_REMAINDER) BI(fmod, TS_FMOD)
#define BIO(name, op) NN_METH(m_##name) { return binary_m(S, self, args, nargs, kwnames, #name, op, false); }
BIO(maximum, TS_MAXIMUM) BIO(minimum, TS_MINIMUM)
BI(atan2, TS_ATAN2) BI(eq, TS_EQ) BI(ne, TS_NE) BI(lt, TS_LT) BI(le, TS_LE) BI(gt, TS_GT) BI(ge, TS_GE)
BI(logical_and, TS_LOGICAL_AND) BI(logical_or, TS_LOGICAL_OR) BI(logical_xor, TS_LOGICAL_XOR)
BI(bitwise_and, TS_BITAND) BI(bitwise_or, TS_BITOR) BI(bitwise_xor, TS_BITXOR)

static py_Obj *div_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                     const char *name, bool inplace)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "other,|*,rounding_mode", a) < 0)
        return NULL;
    if (ts_dtype_is_complex(NN_T(self)->dtype) || py_is_complex(a[0]) || nn_is_complex_tensor(a[0])) {
        if (given(S, a[1]))
            return nn_complex_refuse(S, "div with rounding_mode");
        return inplace ? nn_complex_inplace(S, self, '/', a[0], 1.0) : nn_complex_arith(S, '/', self, a[0], 1.0);
    }
    ts_BinOp op = TS_DIV;
    if (given(S, a[1])) {
        if (py_isinstance_type(a[1], PY_T(str)) && py_str_eq_c(a[1], "trunc"))
            op = TS_DIV_TRUNC;
        else if (py_isinstance_type(a[1], PY_T(str)) && py_str_eq_c(a[1], "floor"))
            op = TS_DIV_FLOOR;
        else
            return py_err_format(S, PY_T(RuntimeError),
                                 "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '%S'", a[1]);
    }
    ts_Tensor *y, *r = NULL;
    if (nn_as_tensor_operand(S, a[0], "other", &y) < 0)
        return NULL;
    nb_Status st = inplace ? ts_binary_(NN_CTX(S), op, NN_T(self), y) : ts_binary(NN_CTX(S), op, NN_T(self), y, &r);
    ts_release(y);
    return inplace ? ret_self(S, st, self) : ret(S, st, r);
}
NN_METH(m_div) { return div_m(S, self, args, nargs, kwnames, "div", false); }
NN_METH(m_div_) { return div_m(S, self, args, nargs, kwnames, "div_", true); }

NN_METH(m_pow)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "pow", args, nargs, kwnames, "exponent", a) < 0)
        return NULL;
    ts_Tensor *r;
    if (nn_is_number(a[0])) {
        ts_Scalar e;
        if (nn_arg_scalar(S, a[0], "exponent", &e) < 0)
            return NULL;
        return retp(S, ts_pow_scalar(NN_CTX(S), NN_T(self), e, &r), &r);
    }
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "pow(): argument 'exponent' must be Tensor, not %T", a[0]);
    return retp(S, ts_binary(NN_CTX(S), TS_POW, NN_T(self), NN_T(a[0]), &r), &r);
}
NN_METH(m_pow_) { return binary_m(S, self, args, nargs, kwnames, "pow_", TS_POW, true); }

/* Tensor.clamp / clip with scalar bounds record ClampBackward1 even for one
 * bound (clamp_min / clamp_max record ClampMinBackward0 / ClampMaxBackward0,
 * as ts_clamp names them). */
static void clamp_name_both(ts_Tensor *t)
{
    const char *n = t->grad_fn ? t->grad_fn->name : NULL;
    if (n && (!strcmp(n, "ClampMinBackward0") || !strcmp(n, "ClampMaxBackward0")))
        t->grad_fn->name = "ClampBackward1";
}

/* clamp(min=None, max=None): scalar bounds (ClampBackward1) or tensors. */
static py_Obj *clamp_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                       const char *name, int which /* 0 both, 1 min, 2 max */, bool inplace)
{
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_refuse(S, name);
    py_Obj *a[2] = {0};
    const char *spec = which == 0 ? "|min,max" : which == 1 ? "min" : "max";
    if (py_parse_args(S, name, args, nargs, kwnames, spec, a) < 0)
        return NULL;
    py_Obj *lo = which == 2 ? NULL : a[0], *hi = which == 2 ? a[0] : which == 0 ? a[1] : NULL;
    if (!given(S, lo) && !given(S, hi))
        return py_err_setstr(S, PY_T(RuntimeError), "torch.clamp: At least one of 'min' or 'max' must not be None");
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *r = NULL;
    if ((given(S, lo) && nn_is_tensor(lo)) || (given(S, hi) && nn_is_tensor(hi))) {
        ts_Tensor *tl = NULL, *th = NULL;
        if (given(S, lo) && nn_as_tensor_operand(S, lo, "min", &tl) < 0)
            return NULL;
        if (given(S, hi) && nn_as_tensor_operand(S, hi, "max", &th) < 0) {
            ts_release(tl);
            return NULL;
        }
        nb_Status st = ts_clamp_t(c, NN_T(self), tl, th, &r);
        ts_release(tl);
        ts_release(th);
        if (inplace && st == NB_OK) {
            st = ts_commit_inplace(c, NN_T(self), r);
            ts_release(r);
            return ret_self(S, st, self);
        }
        return ret(S, st, r);
    }
    ts_Scalar smin, smax;
    if (given(S, lo) && nn_arg_scalar(S, lo, "min", &smin) < 0)
        return NULL;
    if (given(S, hi) && nn_arg_scalar(S, hi, "max", &smax) < 0)
        return NULL;
    const ts_Scalar *pmin = given(S, lo) ? &smin : NULL, *pmax = given(S, hi) ? &smax : NULL;
    /* PyTorch's scalar clamp is min(max(x, lo), hi) with std::max/min: a NaN
     * bound loses every comparison and leaves x unchanged */
    if (pmin && pmin->type == TS_FLOAT64 && isnan(pmin->v.d))
        smin = ts_sc_f(-INFINITY);
    if (pmax && pmax->type == TS_FLOAT64 && isnan(pmax->v.d))
        smax = ts_sc_f(INFINITY);
    if (inplace) {
        nb_Status st = ts_clamp_(c, NN_T(self), pmin, pmax);
        if (!st && which == 0) clamp_name_both(NN_T(self));
        return ret_self(S, st, self);
    }
    nb_Status st = ts_clamp(c, NN_T(self), pmin, pmax, &r);
    if (!st && which == 0) clamp_name_both(r);
    return retp(S, st, &r);
}
NN_METH(m_clamp) { return clamp_m(S, self, args, nargs, kwnames, "clamp", 0, false); }
NN_METH(m_clamp_) { return clamp_m(S, self, args, nargs, kwnames, "clamp_", 0, true); }
NN_METH(m_clip) { return clamp_m(S, self, args, nargs, kwnames, "clip", 0, false); }
NN_METH(m_clip_) { return clamp_m(S, self, args, nargs, kwnames, "clip_", 0, true); }
NN_METH(m_clamp_min) { return clamp_m(S, self, args, nargs, kwnames, "clamp_min", 1, false); }
NN_METH(m_clamp_max) { return clamp_m(S, self, args, nargs, kwnames, "clamp_max", 2, false); }
NN_METH(m_clamp_min_) { return clamp_m(S, self, args, nargs, kwnames, "clamp_min_", 1, true); }
NN_METH(m_clamp_max_) { return clamp_m(S, self, args, nargs, kwnames, "clamp_max_", 2, true); }

static py_Obj *lerp_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                      bool inplace)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, inplace ? "lerp_" : "lerp", args, nargs, kwnames, "end,weight", a) < 0)
        return NULL;
    ts_Tensor *e, *w, *r = NULL;
    if (nn_as_tensor_operand(S, a[0], "end", &e) < 0)
        return NULL;
    if (nn_as_tensor_operand(S, a[1], "weight", &w) < 0) {
        ts_release(e);
        return NULL;
    }
    nb_Status st = inplace ? ts_check_inplace(NN_CTX(S), NN_T(self)) : NB_OK;
    if (!st)
        st = xm_lerp(NN_CTX(S), NN_T(self), e, w, &r);
    if (!st && !inplace && !nn_is_tensor(a[1]))
        xm_rename(r, "LerpBackward0");
    ts_release(e);
    ts_release(w);
    if (inplace) {
        if (!st)
            st = xm_commit(NN_CTX(S), NN_T(self), r);
        return ret_self(S, st, self);
    }
    return ret(S, st, r);
}
NN_METH(m_lerp) { return lerp_m(S, self, args, nargs, kwnames, false); }
NN_METH(m_lerp_) { return lerp_m(S, self, args, nargs, kwnames, true); }

static py_Obj *addc_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                      const char *name, bool div, bool inplace)
{
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_refuse(S, name);
    py_Obj *a[3] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "tensor1,tensor2,|*,value", a) < 0)
        return NULL;
    ts_Scalar v = ts_sc_i(1);
    if (a[2] && nn_arg_scalar(S, a[2], "value", &v) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]) || !nn_is_tensor(a[1]))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'tensor1' must be Tensor", name);
    ts_Tensor *r = NULL;
    nb_Status st = inplace ? ts_check_inplace(NN_CTX(S), NN_T(self)) : NB_OK;
    if (!st)
        st = xm_addcmuldiv(NN_CTX(S), NN_T(self), NN_T(a[0]), NN_T(a[1]), v, div, &r);
    if (inplace) {
        if (!st)
            st = xm_commit(NN_CTX(S), NN_T(self), r);
        return ret_self(S, st, self);
    }
    return ret(S, st, r);
}
NN_METH(m_addcmul) { return addc_m(S, self, args, nargs, kwnames, "addcmul", false, false); }
NN_METH(m_addcdiv) { return addc_m(S, self, args, nargs, kwnames, "addcdiv", true, false); }
NN_METH(m_addcmul_) { return addc_m(S, self, args, nargs, kwnames, "addcmul_", false, true); }
NN_METH(m_addcdiv_) { return addc_m(S, self, args, nargs, kwnames, "addcdiv_", true, true); }

NN_METH(m_nan_to_num)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "nan_to_num", args, nargs, kwnames, "|nan,posinf,neginf", a) < 0)
        return NULL;
    double v[3];
    const double *p[3] = {NULL, NULL, NULL};
    for (int i = 0; i < 3; i++)
        if (given(S, a[i])) {
            if (nn_arg_double(S, a[i], "nan", &v[i]) < 0)
                return NULL;
            p[i] = &v[i];
        }
    ts_Tensor *r;
    return retp(S, ts_nan_to_num(NN_CTX(S), NN_T(self), p[0], p[1], p[2], &r), &r);
}

/* ------------------------------------------------------------ shape / views */

NN_METH(m_reshape)
{
    py_Obj *shp = NULL;
    if (kwnames && py_tuple_len(kwnames) == 1 && py_str_eq_c(py_tuple_getB(kwnames, 0), "shape") && nargs == 0)
        shp = args[0];
    int nd;
    int64_t sh[TS_MAXDIM];
    if (shp ? nn_arg_shape(S, &shp, 1, "reshape", &nd, sh) < 0 : nn_arg_shape(S, args, nargs, "reshape", &nd, sh) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_reshape(NN_CTX(S), NN_T(self), nd, sh, &r), &r);
}

static py_Obj *as_other(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                        const char *name, int kind)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "other", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'other' (position 1) must be Tensor, not %T", name, a[0]);
    ts_Tensor *o = NN_T(a[0]), *r;
    ts_Ctx *c = NN_CTX(S);
    switch (kind) {
    case 0: return retp(S, ts_view(c, NN_T(self), o->ndim, o->shape, &r), &r);
    case 1: return retp(S, ts_reshape(c, NN_T(self), o->ndim, o->shape, &r), &r);
    case 2: return retp(S, ts_expand_as(c, NN_T(self), o, &r), &r);
    default: return retp(S, ts_to_dtype(c, NN_T(self), o->dtype, false, &r), &r);
    }
}
NN_METH(m_view_as) { return as_other(S, self, args, nargs, kwnames, "view_as", 0); }
NN_METH(m_reshape_as) { return as_other(S, self, args, nargs, kwnames, "reshape_as", 1); }
NN_METH(m_expand_as) { return as_other(S, self, args, nargs, kwnames, "expand_as", 2); }
NN_METH(m_type_as) { return as_other(S, self, args, nargs, kwnames, "type_as", 3); }

NN_METH(m_flatten)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "flatten", args, nargs, kwnames, "|start_dim,end_dim", a) < 0)
        return NULL;
    int64_t s, e;
    if (opt_int(S, a[0], "start_dim", 0, &s) < 0 || opt_int(S, a[1], "end_dim", -1, &e) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_flatten(NN_CTX(S), NN_T(self), s, e, &r), &r);
}

NN_METH(m_unsqueeze)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "unsqueeze", args, nargs, kwnames, "dim", a) < 0)
        return NULL;
    int64_t d;
    if (nn_arg_int(S, a[0], "dim", &d) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_unsqueeze(NN_CTX(S), NN_T(self), d, &r), &r);
}

static py_Obj *transpose_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                           const char *name)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "dim0,dim1", a) < 0)
        return NULL;
    int64_t d0, d1;
    if (nn_arg_int(S, a[0], "dim0", &d0) < 0 || nn_arg_int(S, a[1], "dim1", &d1) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_transpose(NN_CTX(S), NN_T(self), d0, d1, &r), &r);
}
NN_METH(m_transpose) { return transpose_m(S, self, args, nargs, kwnames, "transpose"); }
NN_METH(m_swapaxes) { return transpose_m(S, self, args, nargs, kwnames, "swapaxes"); }
NN_METH(m_swapdims) { return transpose_m(S, self, args, nargs, kwnames, "swapdims"); }

NN_METH(m_t)
{
    if (py_check_nargs(S, "t", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_t(NN_CTX(S), NN_T(self), &r), &r);
}

/* Methods taking varargs ints or one sequence: permute, expand, repeat, flip. */
static py_Obj *dims_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                      const char *name, int kind)
{
    py_Obj *kwv = NULL;
    if (kwnames && py_tuple_len(kwnames)) {
        if (nargs || py_tuple_len(kwnames) != 1)
            return py_err_format(S, PY_T(TypeError), "%s() got an unexpected keyword argument", name);
        kwv = args[0];
    }
    int nd;
    int64_t d[TS_MAXDIM];
    if (kwv ? nn_arg_dims(S, kwv, name, &nd, d) < 0 : nn_arg_shape(S, args, nargs, name, &nd, d) < 0)
        return NULL;
    ts_Tensor *r;
    ts_Ctx *c = NN_CTX(S);
    switch (kind) {
    case 0: return retp(S, ts_permute(c, NN_T(self), d, nd, &r), &r);
    case 1: return retp(S, ts_expand(c, NN_T(self), nd, d, &r), &r);
    case 2: return retp(S, ts_repeat(c, NN_T(self), nd, d, &r), &r);
    default: return retp(S, ts_flip(c, NN_T(self), d, nd, &r), &r);
    }
}
NN_METH(m_permute) { return dims_m(S, self, args, nargs, kwnames, "permute", 0); }
NN_METH(m_expand) { return dims_m(S, self, args, nargs, kwnames, "expand", 1); }
NN_METH(m_repeat) { return dims_m(S, self, args, nargs, kwnames, "repeat", 2); }
NN_METH(m_flip) { return dims_m(S, self, args, nargs, kwnames, "flip", 3); }

NN_METH(m_narrow)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "narrow", args, nargs, kwnames, "dim,start,length", a) < 0)
        return NULL;
    int64_t d, s, l;
    if (nn_arg_int(S, a[0], "dim", &d) < 0 || nn_arg_int(S, a[1], "start", &s) < 0 ||
        nn_arg_int(S, a[2], "length", &l) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_narrow(NN_CTX(S), NN_T(self), d, s, l, &r), &r);
}

NN_METH(m_select)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "select", args, nargs, kwnames, "dim,index", a) < 0)
        return NULL;
    int64_t d, i;
    if (nn_arg_int(S, a[0], "dim", &d) < 0 || nn_arg_int(S, a[1], "index", &i) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_select(NN_CTX(S), NN_T(self), d, i, &r), &r);
}

NN_METH(m_split)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "split", args, nargs, kwnames, "split_size,|dim", a) < 0)
        return NULL;
    int64_t d;
    if (opt_int(S, a[1], "dim", 0, &d) < 0)
        return NULL;
    ts_Tensor **parts;
    int64_t n;
    if (a[0]->type->flags & (PY_TPFLAG_LIST_SUB | PY_TPFLAG_TUPLE_SUB)) {
        int ns;
        int64_t sz[64];
        py_ssize len = py_len(S, a[0]);
        if (len < 0)
            return NULL;
        if (len > 64)
            return py_err_setstr(S, PY_T(NotImplementedError), "split into more than 64 sections is not supported by nnscope");
        ns = (int)len;
        for (py_ssize i = 0; i < len; i++) {
            py_Obj *it = (a[0]->type->flags & PY_TPFLAG_LIST_SUB) ? py_list_getB(a[0], i) : py_tuple_getB(a[0], i);
            if (nn_arg_int(S, it, "split_size", &sz[i]) < 0)
                return NULL;
        }
        NN_TRY(S, ts_split_sizes(NN_CTX(S), NN_T(self), sz, ns, d, &parts, &n));
    } else {
        int64_t s;
        if (nn_arg_int(S, a[0], "split_size", &s) < 0)
            return NULL;
        NN_TRY(S, ts_split(NN_CTX(S), NN_T(self), s, d, &parts, &n));
    }
    return nn_tensor_list_tuple(S, parts, n);
}

/* Tensor.split_with_sizes(split_sizes, dim=0): split with a list of sizes
 * (one SplitWithSizesBackward0 node). */
NN_METH(m_split_with_sizes)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "split_with_sizes", args, nargs, kwnames, "split_sizes,|dim", a) < 0)
        return NULL;
    if (!(a[0]->type->flags & (PY_TPFLAG_LIST_SUB | PY_TPFLAG_TUPLE_SUB)))
        return py_err_format(S, PY_T(TypeError),
                             "split_with_sizes(): argument 'split_sizes' (position 1) must be tuple of ints, not %T", a[0]);
    py_Obj *const pos[2] = {a[0], a[1]};
    return m_split(S, self, pos, a[1] ? 2 : 1, NULL);
}

static py_Obj *chunk_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool unsafe)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, unsafe ? "unsafe_chunk" : "chunk", args, nargs, kwnames, "chunks,|dim", a) < 0)
        return NULL;
    int64_t k, d;
    if (nn_arg_int(S, a[0], "chunks", &k) < 0 || opt_int(S, a[1], "dim", 0, &d) < 0)
        return NULL;
    ts_Tensor **parts;
    int64_t n;
    NN_TRY(S, ts_chunk_ex(NN_CTX(S), NN_T(self), k, d, unsafe, &parts, &n));
    return nn_tensor_list_tuple(S, parts, n);
}
NN_METH(m_chunk) { return chunk_m(S, self, args, nargs, kwnames, false); }
NN_METH(m_unsafe_chunk) { return chunk_m(S, self, args, nargs, kwnames, true); }

NN_METH(m_unsafe_split)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "unsafe_split", args, nargs, kwnames, "split_size,|dim", a) < 0)
        return NULL;
    int64_t s, d;
    if (nn_arg_int(S, a[0], "split_size", &s) < 0 || opt_int(S, a[1], "dim", 0, &d) < 0)
        return NULL;
    ts_Tensor **parts;
    int64_t n;
    NN_TRY(S, ts_unsafe_split(NN_CTX(S), NN_T(self), s, d, &parts, &n));
    return nn_tensor_list_tuple(S, parts, n);
}

NN_METH(m_unbind)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "unbind", args, nargs, kwnames, "|dim", a) < 0)
        return NULL;
    int64_t d;
    if (opt_int(S, a[0], "dim", 0, &d) < 0)
        return NULL;
    ts_Tensor **parts;
    int64_t n;
    NN_TRY(S, ts_unbind(NN_CTX(S), NN_T(self), d, &parts, &n));
    return nn_tensor_list_tuple(S, parts, n);
}

static py_Obj *tri_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool upper)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, upper ? "triu" : "tril", args, nargs, kwnames, "|diagonal", a) < 0)
        return NULL;
    int64_t k;
    if (opt_int(S, a[0], "diagonal", 0, &k) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, upper ? ts_triu(NN_CTX(S), NN_T(self), k, &r) : ts_tril(NN_CTX(S), NN_T(self), k, &r), &r);
}
NN_METH(m_tril) { return tri_m(S, self, args, nargs, kwnames, false); }
NN_METH(m_triu) { return tri_m(S, self, args, nargs, kwnames, true); }

/* ------------------------------------------------------------ reductions */

/* Parse an optional dim argument (int, tuple, list or None). */
static int opt_dims(py_State *S, py_Obj *o, const char *name, int *nd, int64_t *dims)
{
    *nd = 0;
    if (!given(S, o))
        return 0;
    return nn_arg_dims(S, o, name, nd, dims);
}

typedef nb_Status (*RedFn)(ts_Ctx *, ts_Tensor *, const int64_t *, int, bool, int, ts_Tensor **);

static py_Obj *sum_mean(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                        const char *name, RedFn f)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "|dim,keepdim,*,dtype", a) < 0)
        return NULL;
    int nd, dt;
    int64_t dims[TS_MAXDIM];
    bool kd;
    if (opt_dims(S, a[0], name, &nd, dims) < 0 || opt_bool(S, a[1], "keepdim", false, &kd) < 0 ||
        nn_arg_dtype(S, a[2], &dt) < 0)
        return NULL;
    if (given(S, a[0]) && nd == 0 && f == ts_sum)
        nd = 0; /* sum(dim=()) reduces everything */
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_sum(S, self, nd ? dims : NULL, nd, kd, dt, f == ts_mean);
    ts_Tensor *r;
    return retp(S, f(NN_CTX(S), NN_T(self), nd ? dims : NULL, nd, kd, dt, &r), &r);
}
NN_METH(m_sum) { return sum_mean(S, self, args, nargs, kwnames, "sum", ts_sum); }
NN_METH(m_mean) { return sum_mean(S, self, args, nargs, kwnames, "mean", ts_mean); }

NN_METH(m_prod)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "prod", args, nargs, kwnames, "|dim,keepdim,*,dtype", a) < 0)
        return NULL;
    int64_t d = 0;
    bool kd;
    int dt;
    if ((given(S, a[0]) && nn_arg_int(S, a[0], "dim", &d) < 0) || opt_bool(S, a[1], "keepdim", false, &kd) < 0 ||
        nn_arg_dtype(S, a[2], &dt) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_prod(NN_CTX(S), NN_T(self), given(S, a[0]), d, kd, dt, &r), &r);
}

/* max()/max(dim, keepdim)/max(other) and the same for min. */
static py_Obj *maxmin(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool is_max)
{
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_torch_refuse(S, is_max ? "max_all" : "min_all", NN_T(self)->dtype);
    const char *name = is_max ? "max" : "min";
    py_Obj *a[2] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "|dim,keepdim", a) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *r, *idx;
    if (a[0] && nn_is_tensor(a[0]) && !a[1])
        return retp(S, ts_binary(c, is_max ? TS_MAXIMUM : TS_MINIMUM, NN_T(self), NN_T(a[0]), &r), &r);
    if (!given(S, a[0]))
        return retp(S, is_max ? ts_max_all(c, NN_T(self), &r) : ts_min_all(c, NN_T(self), &r), &r);
    int64_t d;
    bool kd;
    if (nn_arg_int(S, a[0], "dim", &d) < 0 || opt_bool(S, a[1], "keepdim", false, &kd) < 0)
        return NULL;
    NN_TRY(S, is_max ? ts_max_dim(c, NN_T(self), d, kd, &r, &idx) : ts_min_dim(c, NN_T(self), d, kd, &r, &idx));
    return nn_return_pair(S, name, r, idx);
}
/* max()/min() over all elements: PyTorch's scalar loop keeps the later of two
 * equal values (so max([-0., 0.]) is 0. and max([0., -0.]) is -0.). */
static py_Obj *maxmin_all(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool ismax)
{
    py_Obj *r = maxmin(S, self, args, nargs, kwnames, ismax);
    if (!r || nargs || (kwnames && py_tuple_len(kwnames)) || !nn_is_tensor(r))
        return r;
    ts_Tensor *t = NN_T(self), *rt = NN_T(r);
    if (!ts_dtype_is_float(t->dtype) || ts_numel(rt) != 1 || ts_get_flat_f(rt, 0) != 0)
        return r;
    int64_t n = ts_numel(t);
    if (n > 64)
        return r;
    double last = 0;
    for (int64_t i = 0; i < n; i++) {
        double v = ts_get_flat_f(t, i);
        if (v == 0) last = v;
    }
    ts_store_f(ts_data(rt), rt->dtype, last);
    return r;
}
NN_METH(m_max) { return maxmin_all(S, self, args, nargs, kwnames, true); }
NN_METH(m_min) { return maxmin_all(S, self, args, nargs, kwnames, false); }

static py_Obj *amaxmin(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool is_max)
{
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_refuse(S, is_max ? "amax" : "amin");
    const char *name = is_max ? "amax" : "amin";
    py_Obj *a[2] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "|dim,keepdim", a) < 0)
        return NULL;
    int nd;
    int64_t dims[TS_MAXDIM];
    bool kd;
    if (opt_dims(S, a[0], name, &nd, dims) < 0 || opt_bool(S, a[1], "keepdim", false, &kd) < 0)
        return NULL;
    ts_Tensor *r;
    ts_Ctx *c = NN_CTX(S);
    return retp(S, is_max ? ts_amax(c, NN_T(self), nd ? dims : NULL, nd, kd, &r)
                         : ts_amin(c, NN_T(self), nd ? dims : NULL, nd, kd, &r), &r);
}
NN_METH(m_amax) { return amaxmin(S, self, args, nargs, kwnames, true); }
NN_METH(m_amin) { return amaxmin(S, self, args, nargs, kwnames, false); }

static py_Obj *argm(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool is_max)
{
    const char *name = is_max ? "argmax" : "argmin";
    ts_Tensor *t = NN_T(self);
    if (t->dtype == TS_BOOL) {
        /* PyTorch reduces a single element without dispatching the kernel */
        int64_t extent = ts_numel(t);
        py_Obj *dimo = nargs ? args[0] : NULL;
        for (py_ssize k = 0; !dimo && kwnames && k < py_tuple_len(kwnames); k++)
            if (py_str_eq_c(py_tuple_getB(kwnames, k), "dim")) dimo = args[nargs + k];
        int64_t d;
        if (given(S, dimo) && t->ndim && nn_arg_int(S, dimo, "dim", &d) == 0 && d >= -t->ndim && d < t->ndim)
            extent = t->shape[d < 0 ? d + t->ndim : d];
        py_err_clear(S);
        if (extent > 1)
            return py_err_format(S, PY_T(RuntimeError), "\"%s_cpu\" not implemented for 'Bool'", name);
    }
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_refuse(S, name);
    py_Obj *a[2] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "|dim,keepdim", a) < 0)
        return NULL;
    int64_t d = 0;
    bool kd;
    if ((given(S, a[0]) && nn_arg_int(S, a[0], "dim", &d) < 0) || opt_bool(S, a[1], "keepdim", false, &kd) < 0)
        return NULL;
    ts_Tensor *r;
    ts_Ctx *c = NN_CTX(S);
    return retp(S, is_max ? ts_argmax(c, NN_T(self), given(S, a[0]), d, kd, &r)
                         : ts_argmin(c, NN_T(self), given(S, a[0]), d, kd, &r), &r);
}
NN_METH(m_argmax) { return argm(S, self, args, nargs, kwnames, true); }
NN_METH(m_argmin) { return argm(S, self, args, nargs, kwnames, false); }

static py_Obj *varstd(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool is_std)
{
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_refuse(S, is_std ? "std" : "var");
    const char *name = is_std ? "std" : "var";
    py_Obj *a[4] = {0};
    /* var(unbiased: bool) overload */
    if (nargs >= 1 && args[0]->type == PY_T(bool)) {
        bool ub = args[0] == S->True;
        ts_Tensor *r;
        return retp(S, is_std ? ts_std(NN_CTX(S), NN_T(self), NULL, 0, ub ? 1.0 : 0.0, false, &r)
                             : ts_var(NN_CTX(S), NN_T(self), NULL, 0, ub ? 1.0 : 0.0, false, &r), &r);
    }
    if (py_parse_args(S, name, args, nargs, kwnames, "|dim,unbiased,keepdim,*,correction", a) < 0)
        return NULL;
    int nd;
    int64_t dims[TS_MAXDIM];
    bool ub, kd;
    double corr;
    if (opt_dims(S, a[0], name, &nd, dims) < 0 || opt_bool(S, a[1], "unbiased", true, &ub) < 0 ||
        opt_bool(S, a[2], "keepdim", false, &kd) < 0)
        return NULL;
    corr = ub ? 1.0 : 0.0;
    if (given(S, a[3]) && nn_arg_double(S, a[3], "correction", &corr) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, is_std ? ts_std(NN_CTX(S), NN_T(self), nd ? dims : NULL, nd, corr, kd, &r)
                         : ts_var(NN_CTX(S), NN_T(self), nd ? dims : NULL, nd, corr, kd, &r), &r);
}
NN_METH(m_std) { return varstd(S, self, args, nargs, kwnames, true); }
NN_METH(m_var) { return varstd(S, self, args, nargs, kwnames, false); }

NN_METH(m_norm)
{
    py_Obj *a[4] = {0};
    if (py_parse_args(S, "norm", args, nargs, kwnames, "|p,dim,keepdim,dtype", a) < 0)
        return NULL;
    double p = 2.0;
    if (given(S, a[0])) {
        if (py_isinstance_type(a[0], PY_T(str))) {
            if (!py_str_eq_c(a[0], "fro"))
                return py_err_format(S, PY_T(RuntimeError), "norm(): unsupported norm type %U", a[0]);
        } else if (nn_arg_double(S, a[0], "p", &p) < 0) {
            return NULL;
        }
    }
    int nd;
    int64_t dims[TS_MAXDIM];
    bool kd;
    if (opt_dims(S, a[1], "norm", &nd, dims) < 0 || opt_bool(S, a[2], "keepdim", false, &kd) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_norm(NN_CTX(S), NN_T(self), p, nd ? dims : NULL, nd, kd, &r), &r);
}

NN_METH(m_logsumexp)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "logsumexp", args, nargs, kwnames, "dim,|keepdim", a) < 0)
        return NULL;
    int nd;
    int64_t dims[TS_MAXDIM];
    bool kd;
    if (nn_arg_dims(S, a[0], "logsumexp", &nd, dims) < 0 || opt_bool(S, a[1], "keepdim", false, &kd) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_logsumexp(NN_CTX(S), NN_T(self), dims, nd, kd, &r), &r);
}

static py_Obj *anyall(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool is_any)
{
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_refuse(S, is_any ? "any" : "all");
    const char *name = is_any ? "any" : "all";
    py_Obj *a[2] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "|dim,keepdim", a) < 0)
        return NULL;
    int nd;
    int64_t dims[TS_MAXDIM];
    bool kd;
    if (opt_dims(S, a[0], name, &nd, dims) < 0 || opt_bool(S, a[1], "keepdim", false, &kd) < 0)
        return NULL;
    ts_Tensor *r;
    ts_Ctx *c = NN_CTX(S);
    return retp(S, is_any ? ts_any(c, NN_T(self), nd ? dims : NULL, nd, kd, &r)
                         : ts_all(c, NN_T(self), nd ? dims : NULL, nd, kd, &r), &r);
}
NN_METH(m_any) { return anyall(S, self, args, nargs, kwnames, true); }
NN_METH(m_all) { return anyall(S, self, args, nargs, kwnames, false); }

typedef nb_Status (*DimDtFn)(ts_Ctx *, ts_Tensor *, int64_t, int, ts_Tensor **);
static py_Obj *dim_dtype(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                         const char *name, DimDtFn f)
{
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_refuse(S, name);
    py_Obj *a[2] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "dim,|dtype", a) < 0)
        return NULL;
    int64_t d;
    int dt;
    if (nn_arg_int(S, a[0], "dim", &d) < 0 || nn_arg_dtype(S, a[1], &dt) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, f(NN_CTX(S), NN_T(self), d, dt, &r), &r);
}
NN_METH(m_cumsum) { return dim_dtype(S, self, args, nargs, kwnames, "cumsum", ts_cumsum); }
NN_METH(m_cumprod) { return dim_dtype(S, self, args, nargs, kwnames, "cumprod", ts_cumprod); }
NN_METH(m_softmax) { return dim_dtype(S, self, args, nargs, kwnames, "softmax", ts_softmax); }
NN_METH(m_log_softmax) { return dim_dtype(S, self, args, nargs, kwnames, "log_softmax", ts_log_softmax); }

NN_METH(m_sort)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "sort", args, nargs, kwnames, "|dim,descending,*,stable", a) < 0)
        return NULL;
    int64_t d;
    bool desc;
    if (opt_int(S, a[0], "dim", -1, &d) < 0 || opt_bool(S, a[1], "descending", false, &desc) < 0)
        return NULL;
    ts_Tensor *v, *i;
    NN_TRY(S, ts_sort(NN_CTX(S), NN_T(self), d, desc, &v, &i));
    return nn_return_pair(S, "sort", v, i);
}

NN_METH(m_argsort)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "argsort", args, nargs, kwnames, "|dim,descending,*,stable", a) < 0)
        return NULL;
    int64_t d;
    bool desc;
    if (opt_int(S, a[0], "dim", -1, &d) < 0 || opt_bool(S, a[1], "descending", false, &desc) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_argsort(NN_CTX(S), NN_T(self), d, desc, &r), &r);
}

NN_METH(m_topk)
{
    py_Obj *a[4] = {0};
    if (py_parse_args(S, "topk", args, nargs, kwnames, "k,|dim,largest,sorted", a) < 0)
        return NULL;
    int64_t k, d;
    bool lg, so;
    if (nn_arg_int(S, a[0], "k", &k) < 0 || opt_int(S, a[1], "dim", -1, &d) < 0 ||
        opt_bool(S, a[2], "largest", true, &lg) < 0 || opt_bool(S, a[3], "sorted", true, &so) < 0)
        return NULL;
    ts_Tensor *v, *i;
    NN_TRY(S, ts_topk(NN_CTX(S), NN_T(self), k, d, lg, so, &v, &i));
    return nn_return_pair(S, "topk", v, i);
}

/* ------------------------------------------------------------ linear algebra */

typedef nb_Status (*MatFn)(ts_Ctx *, ts_Tensor *, ts_Tensor *, ts_Tensor **);
static py_Obj *mat_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                     const char *name, const char *arg, MatFn f)
{
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_refuse(S, name);
    py_Obj *a[1] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, arg, a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "%s(): argument '%s' (position 1) must be Tensor, not %T", name, arg, a[0]);
    ts_Tensor *r;
    return retp(S, f(NN_CTX(S), NN_T(self), NN_T(a[0]), &r), &r);
}
NN_METH(m_matmul) { return mat_m(S, self, args, nargs, kwnames, "matmul", "other", ts_matmul); }
NN_METH(m_mm) { return mat_m(S, self, args, nargs, kwnames, "mm", "mat2", ts_mm); }
NN_METH(m_bmm) { return mat_m(S, self, args, nargs, kwnames, "bmm", "mat2", ts_bmm); }
NN_METH(m_mv) { return mat_m(S, self, args, nargs, kwnames, "mv", "vec", ts_mv); }
NN_METH(m_dot) { return mat_m(S, self, args, nargs, kwnames, "dot", "tensor", ts_dot); }
/* vdot(a, b) = dot(conj(a), b): on the real dtypes (complex is refused by mat_m)
 * the dot product, recorded as PyTorch's VdotBackward0 */
static nb_Status vdot_real(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    nb_Status st = ts_dot(c, a, b, out);
    if (st == NB_OK && (*out)->grad_fn)
        (*out)->grad_fn->name = "VdotBackward0";
    return st;
}
NN_METH(m_vdot) { return mat_m(S, self, args, nargs, kwnames, "vdot", "other", vdot_real); }
NN_METH(m_outer) { return mat_m(S, self, args, nargs, kwnames, "outer", "vec2", ts_outer); }
NN_METH(m_ger) { return mat_m(S, self, args, nargs, kwnames, "ger", "vec2", ts_outer); }

static py_Obj *addmm_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool batched)
{
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_refuse(S, batched ? "baddbmm" : "addmm");
    const char *name = batched ? "baddbmm" : "addmm";
    py_Obj *a[4] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, batched ? "batch1,batch2,|*,beta,alpha" : "mat1,mat2,|*,beta,alpha", a) < 0)
        return NULL;
    ts_Scalar beta = ts_sc_i(1), alpha = ts_sc_i(1);
    if ((a[2] && nn_arg_scalar(S, a[2], "beta", &beta) < 0) || (a[3] && nn_arg_scalar(S, a[3], "alpha", &alpha) < 0))
        return NULL;
    if (!nn_is_tensor(a[0]) || !nn_is_tensor(a[1]))
        return py_err_format(S, PY_T(TypeError), "%s(): expected Tensor arguments", name);
    ts_Tensor *r;
    return retp(S, batched ? ts_baddbmm(NN_CTX(S), NN_T(self), NN_T(a[0]), NN_T(a[1]), beta, alpha, &r)
                          : ts_addmm(NN_CTX(S), NN_T(self), NN_T(a[0]), NN_T(a[1]), beta, alpha, &r), &r);
}
NN_METH(m_addmm) { return addmm_m(S, self, args, nargs, kwnames, false); }
NN_METH(m_baddbmm) { return addmm_m(S, self, args, nargs, kwnames, true); }

/* ------------------------------------------------------------ selection */

static py_Obj *masked_fill_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                             bool inplace)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, inplace ? "masked_fill_" : "masked_fill", args, nargs, kwnames, "mask,value", a) < 0)
        return NULL;
    /* complex self with a real value is exact in the core; complex values are not handled */
    if (py_is_complex(a[1]) || nn_is_complex_tensor(a[1]))
        return nn_complex_refuse(S, inplace ? "masked_fill_ with a complex value" : "masked_fill with a complex value");
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "masked_fill(): argument 'mask' (position 1) must be Tensor, not %T", a[0]);
    ts_Tensor *v, *r = NULL;
    if (nn_as_tensor_operand(S, a[1], "value", &v) < 0)
        return NULL;
    nb_Status st = inplace ? ts_masked_fill_(NN_CTX(S), NN_T(self), NN_T(a[0]), v)
                           : ts_masked_fill(NN_CTX(S), NN_T(self), NN_T(a[0]), v, &r);
    ts_release(v);
    return inplace ? ret_self(S, st, self) : ret(S, st, r);
}
NN_METH(m_masked_fill) { return masked_fill_m(S, self, args, nargs, kwnames, false); }
NN_METH(m_masked_fill_) { return masked_fill_m(S, self, args, nargs, kwnames, true); }

NN_METH(m_where)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "where", args, nargs, kwnames, "condition,other", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "where(): argument 'condition' must be Tensor, not %T", a[0]);
    ts_Tensor *o, *r;
    if (nn_as_tensor_operand(S, a[1], "other", &o) < 0)
        return NULL;
    nb_Status st = ts_where(NN_CTX(S), NN_T(a[0]), NN_T(self), o, &r);
    ts_release(o);
    return ret(S, st, r);
}

NN_METH(m_gather)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "gather", args, nargs, kwnames, "dim,index", a) < 0)
        return NULL;
    int64_t d;
    if (nn_arg_int(S, a[0], "dim", &d) < 0)
        return NULL;
    if (!nn_is_tensor(a[1]))
        return py_err_format(S, PY_T(TypeError), "gather(): argument 'index' must be Tensor, not %T", a[1]);
    ts_Tensor *r;
    return retp(S, ts_gather(NN_CTX(S), NN_T(self), d, NN_T(a[1]), &r), &r);
}

NN_METH(m_index_select)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "index_select", args, nargs, kwnames, "dim,index", a) < 0)
        return NULL;
    int64_t d;
    if (nn_arg_int(S, a[0], "dim", &d) < 0)
        return NULL;
    if (!nn_is_tensor(a[1]))
        return py_err_format(S, PY_T(TypeError), "index_select(): argument 'index' must be Tensor, not %T", a[1]);
    ts_Tensor *r;
    return retp(S, ts_index_select(NN_CTX(S), NN_T(self), d, NN_T(a[1]), &r), &r);
}

static py_Obj *scatter_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                         const char *name, bool add, bool inplace)
{
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_refuse(S, name);
    py_Obj *a[4] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "dim,index,|src,value", a) < 0)
        return NULL;
    int64_t d;
    if (nn_arg_int(S, a[0], "dim", &d) < 0)
        return NULL;
    py_Obj *srco = a[2] ? a[2] : a[3];
    if (!nn_is_tensor(a[1]) || !srco)
        return py_err_format(S, PY_T(TypeError), "%s() received an invalid combination of arguments", name);
    ts_Tensor *src, *r;
    if (nn_as_tensor_operand(S, srco, "src", &src) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    nb_Status st = ts_scatter(c, NN_T(self), d, NN_T(a[1]), src, add, &r);
    ts_release(src);
    if (!inplace || st != NB_OK)
        return ret(S, st, r);
    st = ts_commit_inplace(c, NN_T(self), r);
    ts_release(r);
    return ret_self(S, st, self);
}
NN_METH(m_scatter) { return scatter_m(S, self, args, nargs, kwnames, "scatter", false, false); }
NN_METH(m_scatter_) { return scatter_m(S, self, args, nargs, kwnames, "scatter_", false, true); }
NN_METH(m_scatter_add) { return scatter_m(S, self, args, nargs, kwnames, "scatter_add", true, false); }
NN_METH(m_scatter_add_) { return scatter_m(S, self, args, nargs, kwnames, "scatter_add_", true, true); }

NN_METH(m_equal)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "equal", args, nargs, kwnames, "other", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "equal(): argument 'other' (position 1) must be Tensor, not %T", a[0]);
    bool b;
    NN_TRY(S, ts_equal(NN_CTX(S), NN_T(self), NN_T(a[0]), &b));
    return PY_BOOL(S, b);
}

/* The arguments of allclose and isclose: other, rtol=1e-05, atol=1e-08,
 * equal_nan=False. Returns -1 with the exception set. */
static int close_args(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                      const char *name, ts_Tensor **other, double *rtol, double *atol, bool *en)
{
    py_Obj *a[4] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "other,|rtol,atol,equal_nan", a) < 0)
        return -1;
    if (!nn_is_tensor(a[0])) {
        py_err_format(S, PY_T(TypeError), "%s(): argument 'other' (position 1) must be Tensor, not %T", name, a[0]);
        return -1;
    }
    *rtol = 1e-05; *atol = 1e-08;
    if ((given(S, a[1]) && nn_arg_double(S, a[1], "rtol", rtol) < 0) ||
        (given(S, a[2]) && nn_arg_double(S, a[2], "atol", atol) < 0) || opt_bool(S, a[3], "equal_nan", false, en) < 0)
        return -1;
    if (nn_is_complex_tensor(self) || nn_is_complex_tensor(a[0])) {
        nn_complex_refuse(S, name);
        return -1;
    }
    *other = NN_T(a[0]);
    return 0;
}

NN_METH(m_allclose)
{
    ts_Tensor *other;
    double rtol, atol;
    bool en, b;
    if (close_args(S, self, args, nargs, kwnames, "allclose", &other, &rtol, &atol, &en) < 0)
        return NULL;
    NN_TRY(S, ts_allclose(NN_CTX(S), NN_T(self), other, rtol, atol, en, &b));
    return PY_BOOL(S, b);
}

/* t.isclose(other, ...) / torch.isclose: a bool tensor */
NN_METH(m_isclose)
{
    ts_Tensor *other, *r;
    double rtol, atol;
    bool en;
    if (close_args(S, self, args, nargs, kwnames, "isclose", &other, &rtol, &atol, &en) < 0)
        return NULL;
    NN_TRY(S, ts_isclose(NN_CTX(S), NN_T(self), other, rtol, atol, en, &r));
    return nn_tensor_wrap_steal(S, r);
}

/* ------------------------------------------------------------ the table */

#define MD(n) {#n, m_##n, PY_METH_INSTANCE},
#define MDI(n) {#n, m_##n, PY_METH_INSTANCE}, {#n "_", m_##n##_, PY_METH_INSTANCE},
#define MC(n) {#n, nn_m_##n, PY_METH_INSTANCE},

/* conj() / conj_physical() / resolve_conj(): complex tensors get a
 * conjugated copy (nnscope has no lazy conjugate bit: is_conj() is not
 * provided); real tensors are returned as they are (conj_physical copies). */
static py_Obj *conj_m(py_State *S, py_Obj *self, py_ssize nargs, py_Obj *kwnames, const char *name, bool copy_real)
{
    if (py_check_nargs(S, name, nargs, kwnames, 0, 0) < 0)
        return NULL;
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_unary(S, self, 'c');
    if (!copy_real)
        return py_newref(self);
    ts_Tensor *r;
    return retp(S, ts_clone(NN_CTX(S), NN_T(self), &r), &r);
}
NN_METH(m_conj) { return conj_m(S, self, nargs, kwnames, "conj", false); }
NN_METH(m_conj_physical) { return conj_m(S, self, nargs, kwnames, "conj_physical", true); }
/* complex(t): one-element tensors of any dtype. */
NN_METH(m___complex__)
{
    if (py_check_nargs(S, "__complex__", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self);
    if (ts_numel(t) != 1)
        return py_err_setstr(S, PY_T(ValueError), "only one element tensors can be converted to Python scalars");
    return nn_complex_elem(S, t, 0);
}

NN_METH(m_resolve_conj)
{
    if (py_check_nargs(S, "resolve_conj", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return py_newref(self);
}

const py_MethodDef nn_tensor_methods[] = {
    NN_CONV_METHODS(MC)
    {"ndimension", nn_m_dim, PY_METH_INSTANCE},
    {"nelement", nn_m_numel, PY_METH_INSTANCE},
    {"backward", nn_tensor_backward, PY_METH_INSTANCE},
    {"register_hook", nn_tensor_register_hook, PY_METH_INSTANCE},
#define UN_ENTRY1(alias, name) {#alias, m_##name, PY_METH_INSTANCE}, {#alias "_", m_##name##_, PY_METH_INSTANCE},
#define UN_ENTRY0(alias, name) {#alias, m_##name, PY_METH_INSTANCE},
#define NN_UNARY(ID, NAME, BINDER, INPLACE, TORCH_INPLACE) UN_ENTRY##INPLACE(NAME, NAME)
#define NN_UNARY_ALIAS(ALIAS, NAME, INPLACE, TORCH_INPLACE) UN_ENTRY##INPLACE(ALIAS, NAME)
#include "nn_unary.def"
    MDI(add) MDI(sub) MDI(mul) MDI(div) MDI(true_divide) MDI(floor_divide) MDI(remainder) MDI(fmod)
    MDI(pow) MD(maximum) MD(minimum) MDI(atan2) MDI(eq) MDI(ne) MDI(lt) MDI(le) MDI(gt) MDI(ge)
    MDI(logical_and) MDI(logical_or) MDI(logical_xor) MDI(bitwise_and) MDI(bitwise_or) MDI(bitwise_xor)
    {"subtract", m_sub, PY_METH_INSTANCE}, {"subtract_", m_sub_, PY_METH_INSTANCE},
    {"multiply", m_mul, PY_METH_INSTANCE}, {"multiply_", m_mul_, PY_METH_INSTANCE},
    {"divide", m_div, PY_METH_INSTANCE}, {"divide_", m_div_, PY_METH_INSTANCE},
    {"greater", m_gt, PY_METH_INSTANCE}, {"greater_equal", m_ge, PY_METH_INSTANCE},
    {"less", m_lt, PY_METH_INSTANCE}, {"less_equal", m_le, PY_METH_INSTANCE},
    {"not_equal", m_ne, PY_METH_INSTANCE},
    MDI(clamp) MDI(clip) MDI(clamp_min) MDI(clamp_max) MDI(lerp) MDI(addcmul) MDI(addcdiv) MD(nan_to_num)
    MD(reshape) MD(view_as) MD(reshape_as) MD(expand_as) MD(type_as) MD(flatten)
    MD(unsqueeze) MD(transpose) MD(swapaxes) MD(swapdims) MD(t) MD(permute) MD(expand)
    MD(repeat) MD(flip) MD(narrow) MD(select) MD(split) MD(split_with_sizes) MD(chunk) MD(unsafe_chunk) MD(unsafe_split) MD(unbind) MD(tril) MD(triu)
    MD(sum) MD(mean) MD(prod) MD(max) MD(min) MD(amax) MD(amin) MD(argmax) MD(argmin) MD(std) MD(var)
    MD(norm) MD(logsumexp) MD(any) MD(all) MD(cumsum) MD(cumprod) MD(softmax) MD(log_softmax) MD(sort)
    MD(argsort) MD(topk)
    MD(matmul) MD(mm) MD(bmm) MD(mv) MD(dot) MD(vdot) MD(outer) MD(ger) MD(addmm) MD(baddbmm)
    MD(conj) MD(conj_physical) MD(resolve_conj) MD(__complex__)
    MDI(masked_fill) MD(where) MD(gather) MD(index_select) MDI(scatter) MDI(scatter_add) MD(equal) MD(allclose) MD(isclose)
    {NULL, NULL, 0},
};
