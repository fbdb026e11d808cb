/* nn_math_linalg.c — torch glue of the math area: linear algebra
 * (det, inverse, solve, cross, kron, tensordot, einsum, cdist, norms,
 * torch.linalg). */
#include <math.h>
#include <string.h>

#include "nn_torch_util.h"
#include "nn_math.h"
#include "ag.h"

#define XM(name) py_Obj *xg_m_##name(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
#define XT(name) py_Obj *xg_t_##name(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
#define F(name) static py_Obj *name(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)

static py_Obj *need_tensor(py_State *S, const char *f, const char *arg, int pos, py_Obj *o)
{
    return py_err_format(S, PY_T(TypeError), "%s(): argument '%s' (position %d) must be Tensor, not %T", f, arg, pos, o);
}

/* ------------------------------------------------------------ det / inv / solve */

XM(det)
{
    if (py_check_nargs(S, "det", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *r;
    return xg_ret(S, xm_det(NN_CTX(S), NN_T(self), "linalg.det", &r), &r);
}
/* singular-matrix errors are torch.linalg.LinAlgError (printed _LinAlgError) */
static py_Obj *linalg_err(py_State *S, nb_Status st)
{
    ts_Ctx *c = NN_CTX(S);
    if (st == NB_EINVAL && strstr(c->err, "singular")) {
        py_Obj *la = py_import(S, py_intern(S, "torch.linalg"));
        py_Obj *E = la ? py_getattr_str(S, la, "LinAlgError") : NULL;
        py_xdecref(S, la);
        if (E) {
            py_err_format(S, (py_Type *)E, "%s", c->err);
            py_decref(S, E);
            return NULL;
        }
        py_err_clear(S);
    }
    return nn_raise_status(S, st);
}

F(la_det)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "det", args, nargs, kwnames, "A", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, "linalg_det", "A", 1, a[0]);
    ts_Tensor *r;
    return xg_ret(S, xm_det(NN_CTX(S), NN_T(a[0]), "linalg.det", &r), &r);
}
F(la_inv)
{
    NN_OUT_KW(la_inv, "linalg_inv");
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "inv", args, nargs, kwnames, "A", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, "linalg_inv", "A", 1, a[0]);
    ts_Tensor *r;
    nb_Status st = xm_inv(NN_CTX(S), NN_T(a[0]), "linalg.inv", &r);
    return st ? linalg_err(S, st) : nn_tensor_wrap_steal(S, r);
}
F(la_solve)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "solve", args, nargs, kwnames, "A,B,|*,left", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, "linalg_solve", "A", 1, a[0]);
    if (!nn_is_tensor(a[1]))
        return need_tensor(S, "linalg_solve", "B", 2, a[1]);
    ts_Tensor *r;
    nb_Status st = xm_solve(NN_CTX(S), NN_T(a[0]), NN_T(a[1]), &r);
    return st ? linalg_err(S, st) : nn_tensor_wrap_steal(S, r);
}
/* Tensor.inverse / torch.inverse raise LinAlgError too */
XM(inverse)
{
    if (py_check_nargs(S, "inverse", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *r;
    nb_Status st = xm_inv(NN_CTX(S), NN_T(self), "linalg.inv", &r);
    return st ? linalg_err(S, st) : nn_tensor_wrap_steal(S, r);
}

/* A.matrix_power(n) / torch.matrix_power / torch.linalg.matrix_power, as
 * linalg_matrix_power: n == 0 the identity, n < 0 the inverse's power, n == 2
 * and 3 plain products, larger n by binary decomposition (PyTorch's product
 * order, so values and grad_fn match). */
static py_Obj *matrix_power_impl(py_State *S, ts_Tensor *a, int64_t n)
{
    ts_Ctx *c = NN_CTX(S);
    if (a->ndim < 2)
        return py_err_format(S, PY_T(RuntimeError),
                             "linalg.matrix_power: The input tensor A must have at least 2 dimensions.");
    if (a->shape[a->ndim - 1] != a->shape[a->ndim - 2])
        return py_err_format(S, PY_T(RuntimeError),
                             "linalg.matrix_power: A must be batches of square matrices, but they are %lld by %lld "
                             "matrices",
                             (long long)a->shape[a->ndim - 2], (long long)a->shape[a->ndim - 1]);
    ts_Tensor *r = NULL;
    if (n == 0) {
        ts_Tensor *e;
        NN_TRY(S, ts_eye(c, a->shape[a->ndim - 1], -1, a->dtype, &e));
        nb_Status st = ts_expand(c, e, a->ndim, a->shape, &r);
        ts_release(e);
        NN_TRY(S, st);
        ts_Tensor *cl;
        st = ts_contiguous(c, r, &cl);
        ts_release(r);
        NN_TRY(S, st);
        return nn_tensor_wrap_steal(S, cl);
    }
    ts_Tensor *base = a;
    ts_retain(base);
    if (n < 0) {
        ts_release(base);
        nb_Status st = xm_inv(c, a, "linalg.inv", &base);
        if (st)
            return linalg_err(S, st);
        n = -n;
    }
    nb_Status st = NB_OK;
    if (n == 1) {
        st = ts_clone(c, base, &r);
    } else if (n == 2) {
        st = ts_matmul(c, base, base, &r);
    } else if (n == 3) {
        ts_Tensor *sq;
        st = ts_matmul(c, base, base, &sq);
        if (!st) {
            st = ts_matmul(c, sq, base, &r);
            ts_release(sq);
        }
    } else {
        ts_Tensor *z = NULL;
        while (n > 0 && !st) {
            int64_t bit = n % 2;
            n /= 2;
            ts_Tensor *nz;
            if (z) {
                st = ts_matmul(c, z, z, &nz);
                ts_release(z);
                if (st) {
                    z = NULL;
                    break;
                }
                z = nz;
            } else {
                z = base;
                ts_retain(z);
            }
            if (bit) {
                if (r) {
                    ts_Tensor *nr;
                    st = ts_matmul(c, r, z, &nr);
                    ts_release(r);
                    r = st ? NULL : nr;
                } else {
                    r = z;
                    ts_retain(r);
                }
            }
        }
        if (z)
            ts_release(z);
    }
    ts_release(base);
    if (st) {
        if (r)
            ts_release(r);
        return nn_raise_status(S, st);
    }
    return nn_tensor_wrap_steal(S, r);
}
XM(matrix_power)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "matrix_power", args, nargs, kwnames, "n", a) < 0)
        return NULL;
    int64_t n;
    if (nn_arg_int(S, a[0], "n", &n) < 0)
        return NULL;
    return matrix_power_impl(S, NN_T(self), n);
}
F(la_matrix_power)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "matrix_power", args, nargs, kwnames, "A,n", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, "linalg_matrix_power", "A", 1, a[0]);
    int64_t n;
    if (nn_arg_int(S, a[1], "n", &n) < 0)
        return NULL;
    return matrix_power_impl(S, NN_T(a[0]), n);
}

/* ------------------------------------------------------------ cross / kron / tensordot / einsum / cdist */

static py_Obj *cross_common(py_State *S, py_Obj *x, py_Obj *y, py_Obj *dimo, bool linalg)
{
    if (!nn_is_tensor(y))
        return need_tensor(S, linalg ? "linalg_cross" : "cross", "other", 2, y);
    ts_Tensor *a = NN_T(x), *b = NN_T(y);
    int64_t d = -1;
    if (xg_given(S, dimo)) {
        if (nn_arg_int(S, dimo, "dim", &d) < 0)
            return NULL;
    } else if (!linalg) {
        if (py_warn(S, PY_T(UserWarning),
                    "Using torch.cross without specifying the dim arg is deprecated.\nPlease either pass the dim explicitly or simply use torch.linalg.cross.\nThe default value of dim will change to agree with that of linalg.cross in a future release. (Triggered internally at ./aten/src/ATen/native/Cross.cpp:62.)") < 0)
            return NULL;
        d = -2;
        for (int i = 0; i < a->ndim; i++)
            if (a->shape[i] == 3) {
                d = i;
                break;
            }
        if (d == -2)
            return py_err_setstr(S, PY_T(RuntimeError), "no dimension of size 3 in input");
    }
    ts_Tensor *r;
    return xg_ret(S, xm_cross(NN_CTX(S), a, b, d, linalg, &r), &r);
}
XM(cross)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "cross", args, nargs, kwnames, "other,|dim", a) < 0)
        return NULL;
    return cross_common(S, self, a[0], a[1], false);
}
XT(cross)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "cross", args, nargs, kwnames, "input,other,|dim", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, "cross", "input", 1, a[0]);
    return cross_common(S, a[0], a[1], a[2], false);
}
F(la_cross)
{
    NN_OUT_KW(la_cross, "linalg_cross");
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "cross", args, nargs, kwnames, "input,other,|*,dim", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, "linalg_cross", "input", 1, a[0]);
    return cross_common(S, a[0], a[1], a[2], true);
}

XM(kron)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "kron", args, nargs, kwnames, "other", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, "kron", "other", 1, a[0]);
    ts_Tensor *r;
    return xg_ret(S, xm_kron(NN_CTX(S), NN_T(self), NN_T(a[0]), &r), &r);
}

static int dims_list(py_State *S, py_Obj *o, int *n, int64_t *d)
{
    return nn_arg_dims(S, o, "tensordot", n, d);
}
XT(tensordot)
{
    NN_OUT_KW(xg_t_tensordot, "tensordot");
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "tensordot", args, nargs, kwnames, "a,b,|dims", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]) || !nn_is_tensor(a[1]))
        return need_tensor(S, "tensordot", nn_is_tensor(a[0]) ? "other" : "input", nn_is_tensor(a[0]) ? 2 : 1,
                           nn_is_tensor(a[0]) ? a[1] : a[0]);
    ts_Tensor *x = NN_T(a[0]), *y = NN_T(a[1]);
    int64_t da[TS_MAXDIM], db[TS_MAXDIM];
    int n = 0;
    py_Obj *d = a[2];
    if (!d || py_isinstance_type(d, PY_T(int)) || nn_is_tensor(d)) {
        int64_t k = 2;
        if (d && nn_arg_int(S, d, "dims", &k) < 0)
            return NULL;
        if (k < 0)
            return py_err_format(S, PY_T(RuntimeError), "tensordot expects dims >= 0, but got dims=%lld", (long long)k);
        if (k > x->ndim || k > y->ndim)
            return py_err_format(S, PY_T(RuntimeError), "tensordot expects dims < ndim_a or ndim_b, but got dims=%lld", (long long)k);
        n = (int)k;
        for (int i = 0; i < n; i++) {
            da[i] = x->ndim - n + i;
            db[i] = i;
        }
    } else {
        py_ssize len = py_len(S, d);
        if (len < 0)
            return NULL;
        if (len != 2)
            return py_err_setstr(S, PY_T(RuntimeError), "tensordot expects dims to be a pair of lists");
        py_Obj *i0 = py_int_from_i64(S, 0), *i1 = py_int_from_i64(S, 1);
        py_Obj *d0 = i0 && i1 ? py_getitem(S, d, i0) : NULL, *d1 = d0 ? py_getitem(S, d, i1) : NULL;
        py_xdecref(S, i0);
        py_xdecref(S, i1);
        int n1 = 0;
        int r = d1 ? dims_list(S, d0, &n, da) : -1;
        if (r == 0)
            r = dims_list(S, d1, &n1, db);
        py_xdecref(S, d0);
        py_xdecref(S, d1);
        if (r < 0)
            return NULL;
        if (n != n1)
            return py_err_format(S, PY_T(RuntimeError), "both dimension lists should have same length");
    }
    ts_Tensor *r;
    return xg_ret(S, xm_tensordot(NN_CTX(S), x, y, n, da, db, &r), &r);
}

XT(einsum)
{
    if (kwnames && py_tuple_len(kwnames))
        return py_err_setstr(S, PY_T(TypeError), "einsum() got an unexpected keyword argument");
    if (nargs < 1 || !py_isinstance_type(args[0], PY_T(str)))
        return py_err_setstr(S, PY_T(TypeError), "einsum(): must specify the equation string and at least one operand, or at least one operand and its subscripts list");
    ts_Tensor *ops[16];
    int n = 0;
    py_Obj *const *src = args + 1;
    py_ssize cnt = nargs - 1;
    py_Obj *seq = NULL;
    if (cnt == 1 && !nn_is_tensor(args[1])) {
        seq = py_seq_tuple(S, args[1]);
        if (!seq)
            return NULL;
        src = ((py_Tuple *)seq)->items;
        cnt = py_tuple_len(seq);
    }
    if (cnt > 16) {
        py_xdecref(S, seq);
        return py_err_setstr(S, PY_T(NotImplementedError), "einsum with more than 16 operands is not supported by nnscope");
    }
    for (py_ssize i = 0; i < cnt; i++) {
        if (!nn_is_tensor(src[i])) {
            py_xdecref(S, seq);
            return py_err_format(S, PY_T(TypeError), "einsum(): argument 'operands' (position 2) must be tuple of Tensors, not %T", src[i]);
        }
        ops[n++] = NN_T(src[i]);
    }
    const char *eq = py_str_utf8(args[0]);
    ts_Tensor *r = NULL;
    nb_Status st = eq ? xm_einsum(NN_CTX(S), eq, ops, n, &r) : NB_EINVAL;
    py_xdecref(S, seq);
    if (!eq)
        return NULL;
    return xg_ret(S, st, &r);
}

XT(cdist)
{
    py_Obj *a[4] = {0};
    if (py_parse_args(S, "cdist", args, nargs, kwnames, "x1,x2,|p,compute_mode", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]) || !nn_is_tensor(a[1]))
        return need_tensor(S, "cdist", nn_is_tensor(a[0]) ? "x2" : "x1", nn_is_tensor(a[0]) ? 2 : 1,
                           nn_is_tensor(a[0]) ? a[1] : a[0]);
    double p = 2;
    if (xg_given(S, a[2]) && nn_arg_double(S, a[2], "p", &p) < 0)
        return NULL;
    ts_Tensor *r;
    return xg_ret(S, xm_cdist(NN_CTX(S), NN_T(a[0]), NN_T(a[1]), p, &r), &r);
}

/* ------------------------------------------------------------ norms */

/* torch.norm_except_dim(v, pow=2, dim=0) */
XT(norm_except_dim)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "norm_except_dim", args, nargs, kwnames, "v,|pow,dim", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, "norm_except_dim", "v", 1, a[0]);
    double pw = 2;
    int64_t dim = 0;
    if ((xg_given(S, a[1]) && nn_arg_double(S, a[1], "pow", &pw) < 0) ||
        (xg_given(S, a[2]) && nn_arg_int(S, a[2], "dim", &dim) < 0))
        return NULL;
    ts_Tensor *r;
    return xg_ret(S, ts_norm_except_dim(NN_CTX(S), NN_T(a[0]), pw, dim, &r), &r);
}

/* torch._weight_norm(v, g, dim=0) */
XT(_weight_norm)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "_weight_norm", args, nargs, kwnames, "v,g,|dim", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]) || !nn_is_tensor(a[1]))
        return need_tensor(S, "_weight_norm", nn_is_tensor(a[0]) ? "g" : "v", nn_is_tensor(a[0]) ? 2 : 1,
                           nn_is_tensor(a[0]) ? a[1] : a[0]);
    int64_t dim = 0;
    if (xg_given(S, a[2]) && nn_arg_int(S, a[2], "dim", &dim) < 0)
        return NULL;
    ts_Tensor *r;
    return xg_ret(S, ts_weight_norm(NN_CTX(S), NN_T(a[0]), NN_T(a[1]), dim, &r), &r);
}

/* ord argument: number, inf, or string ('fro'/'nuc'); *kind 0 number, 1 fro, 2 nuc */
static int ord_arg(py_State *S, py_Obj *o, double dflt, double *ord, int *kind)
{
    *ord = dflt;
    *kind = 0;
    if (!xg_given(S, o))
        return 0;
    if (py_isinstance_type(o, PY_T(str))) {
        if (py_str_eq_c(o, "fro")) { *kind = 1; return 0; }
        if (py_str_eq_c(o, "nuc")) { *kind = 2; return 0; }
        py_err_format(S, PY_T(RuntimeError), "linalg.matrix_norm: Order %S not supported.", o);
        return -1;
    }
    return nn_arg_double(S, o, "ord", ord);
}

static int dims_opt(py_State *S, py_Obj *o, const char *name, int *nd, int64_t *dims)
{
    *nd = 0;
    return xg_given(S, o) ? nn_arg_dims(S, o, name, nd, dims) : 0;
}

/* matrix norm over dims (d0, d1) with ord 1/-1/inf/-inf: max/min over d1 of sums over d0 */
static py_Obj *matrix_norm_num(py_State *S, ts_Tensor *t, double ord, int64_t d0, int64_t d1, bool kd)
{
    ts_Ctx *c = NN_CTX(S);
    if (ord == 2 || ord == -2)
        return py_err_setstr(S, PY_T(NotImplementedError), "matrix 2-norm (singular values) is not supported by nnscope");
    if (!(isinf(ord) || ord == 1 || ord == -1))
        return py_err_format(S, PY_T(RuntimeError), "linalg.matrix_norm: Order %g not supported.", ord);
    NN_TRY(S, ts_wrap_dim(c, &d0, t->ndim));
    NN_TRY(S, ts_wrap_dim(c, &d1, t->ndim));
    if (isinf(ord)) {
        int64_t tmp = d0;
        d0 = d1;
        d1 = tmp;
    }
    ts_Tensor *ab = NULL, *s = NULL, *r = NULL;
    nb_Status st = ts_unary(c, TS_ABS, t, &ab);
    if (!st) st = ts_sum(c, ab, &d0, 1, true, TS_NODTYPE, &s);
    if (!st) st = ord > 0 ? ts_amax(c, s, &d1, 1, true, &r) : ts_amin(c, s, &d1, 1, true, &r);
    ts_release(ab);
    ts_release(s);
    if (!st && !kd) {
        ts_Tensor *q;
        int64_t dd[2] = {d0, d1};
        st = ts_squeeze(c, r, dd, 2, &q);
        ts_release(r);
        r = q;
    }
    return xg_ret(S, st, &r);
}

F(la_vector_norm)
{
    py_Obj *a[5] = {0};
    if (py_parse_args(S, "vector_norm", args, nargs, kwnames, "x,|ord,dim,keepdim,*,dtype", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, "linalg_vector_norm", "input", 1, a[0]);
    double ord;
    int kind, nd, dt;
    int64_t dims[TS_MAXDIM];
    bool kd = false;
    if (ord_arg(S, a[1], 2, &ord, &kind) < 0 || dims_opt(S, a[2], "vector_norm", &nd, dims) < 0 ||
        (xg_given(S, a[3]) && nn_arg_bool(S, a[3], "keepdim", &kd) < 0) || nn_arg_dtype(S, a[4], &dt) < 0)
        return NULL;
    ts_Tensor *r;
    return xg_ret(S, xm_vector_norm(NN_CTX(S), NN_T(a[0]), ord, nd ? dims : NULL, nd, kd, dt, &r), &r);
}

F(la_matrix_norm)
{
    py_Obj *a[5] = {0};
    if (py_parse_args(S, "matrix_norm", args, nargs, kwnames, "A,|ord,dim,keepdim,*,dtype", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, "linalg_matrix_norm", "input", 1, a[0]);
    ts_Tensor *t = NN_T(a[0]);
    double ord;
    int kind, nd, dt;
    int64_t dims[TS_MAXDIM] = {-2, -1};
    bool kd = false;
    if (ord_arg(S, a[1], 0, &ord, &kind) < 0 || dims_opt(S, a[2], "matrix_norm", &nd, dims) < 0 ||
        (xg_given(S, a[3]) && nn_arg_bool(S, a[3], "keepdim", &kd) < 0) || nn_arg_dtype(S, a[4], &dt) < 0)
        return NULL;
    if (!xg_given(S, a[1]))
        kind = 1;
    if (!nd) {
        nd = 2;
        dims[0] = -2;
        dims[1] = -1;
    }
    if (t->ndim < 2)
        return py_err_format(S, PY_T(RuntimeError), "linalg.matrix_norm: The input tensor A must have at least 2 dimensions.");
    if (kind == 2)
        return py_err_setstr(S, PY_T(NotImplementedError), "the nuclear norm (singular values) is not supported by nnscope");
    if (kind == 0)
        return matrix_norm_num(S, t, ord, dims[0], dims[1], kd);
    ts_Tensor *r;
    return xg_ret(S, xm_vector_norm(NN_CTX(S), t, 2, dims, 2, kd, dt, &r), &r);
}

F(la_norm)
{
    NN_OUT_KW(la_norm, "norm");
    py_Obj *a[5] = {0};
    if (py_parse_args(S, "norm", args, nargs, kwnames, "A,|ord,dim,keepdim,*,dtype", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, "linalg_norm", "input", 1, a[0]);
    ts_Tensor *t = NN_T(a[0]);
    double ord;
    int kind, nd, dt;
    int64_t dims[TS_MAXDIM];
    bool kd = false;
    if (ord_arg(S, a[1], 2, &ord, &kind) < 0 || dims_opt(S, a[2], "norm", &nd, dims) < 0 ||
        (xg_given(S, a[3]) && nn_arg_bool(S, a[3], "keepdim", &kd) < 0) || nn_arg_dtype(S, a[4], &dt) < 0)
        return NULL;
    bool matrix = kind != 0 || (xg_given(S, a[1]) && ((nd == 2) || (nd == 0 && t->ndim == 2)));
    if (!matrix) {
        if (xg_given(S, a[1]) && nd == 0 && t->ndim != 1)
            return py_err_format(S, PY_T(RuntimeError), "linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got %dD.", t->ndim);
        ts_Tensor *r;
        return xg_ret(S, xm_vector_norm(NN_CTX(S), t, ord, nd ? dims : NULL, nd, kd, dt, &r), &r);
    }
    if (nd == 0) {
        dims[0] = -2;
        dims[1] = -1;
    }
    if (kind == 2)
        return py_err_setstr(S, PY_T(NotImplementedError), "the nuclear norm (singular values) is not supported by nnscope");
    if (kind == 0)
        return matrix_norm_num(S, t, ord, dims[0], dims[1], kd);
    ts_Tensor *r;
    return xg_ret(S, xm_vector_norm(NN_CTX(S), t, 2, dims, 2, kd, dt, &r), &r);
}

F(la_matmul)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "matmul", args, nargs, kwnames, "input,other", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, "linalg_matmul", "input", 1, a[0]);
    return py_call_method(S, a[0], py_intern(S, "matmul"), &a[1], 1, NULL);
}

/* torch.linalg.multi_dot: ATen's graph (cheapest mm order, a view on top)
 * comes from torch._fns._linalg_multi_dot. */
F(la_multi_dot)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "multi_dot", args, nargs, kwnames, "tensors", a) < 0)
        return NULL;
    py_Obj *seq = py_seq_tuple(S, a[0]);
    py_Obj *m = seq ? py_import(S, py_intern(S, "torch._fns")) : NULL;
    py_Obj *f = m ? py_getattr_str(S, m, "_linalg_multi_dot") : NULL;
    py_Obj *r = f ? py_call(S, f, &seq, 1, NULL) : NULL;
    py_xdecref(S, f);
    py_xdecref(S, m);
    py_xdecref(S, seq);
    return r;
}

/* torch.dist(input, other, p=2) = vector norm of the difference (DistBackward0). */
XT(dist)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "dist", args, nargs, kwnames, "input,other,|p", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]) || !nn_is_tensor(a[1]))
        return need_tensor(S, "dist", nn_is_tensor(a[0]) ? "other" : "input", nn_is_tensor(a[0]) ? 2 : 1,
                           nn_is_tensor(a[0]) ? a[1] : a[0]);
    double p = 2;
    if (xg_given(S, a[2]) && nn_arg_double(S, a[2], "p", &p) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *d, *r = NULL;
    NN_TRY(S, ts_sub(c, NN_T(a[0]), NN_T(a[1]), ts_sc_i(1), &d));
    nb_Status st = xm_vector_norm(c, d, p, NULL, 0, false, TS_NODTYPE, &r);
    ts_release(d);
    /* one node with edges to input and other, as ATen's dist */
    if (st == NB_OK)
        st = ag_fuse(c, "DistBackward0", 2, (ts_Tensor *[]){NN_T(a[0]), NN_T(a[1])}, 1, &r);
    return xg_ret(S, st, &r);
}

/* Tensor.norm(p='fro', dim=None, keepdim=False, dtype=None) / torch.norm(input, ...) */
static py_Obj *norm_impl(py_State *S, py_Obj *self, py_Obj **a)
{
    ts_Tensor *t = NN_T(self);
    double p = 2;
    int kind = 0, nd, dt;
    int64_t dims[TS_MAXDIM];
    bool kd = false;
    if (ord_arg(S, a[0], 2, &p, &kind) < 0 || dims_opt(S, a[1], "norm", &nd, dims) < 0 ||
        (xg_given(S, a[2]) && nn_arg_bool(S, a[2], "keepdim", &kd) < 0) || nn_arg_dtype(S, a[3], &dt) < 0)
        return NULL;
    if (kind == 2)
        return py_err_setstr(S, PY_T(NotImplementedError), "the nuclear norm (singular values) is not supported by nnscope");
    if (!ts_dtype_is_float(t->dtype) && !ts_dtype_is_complex(t->dtype))
        return py_err_format(S, PY_T(RuntimeError), "linalg.vector_norm: Expected a floating point or complex tensor as input. Got %s",
                             ts_dtype_short(t->dtype));
    ts_Tensor *r;
    return xg_ret(S, xm_vector_norm(NN_CTX(S), t, kind ? 2 : p, nd ? dims : NULL, nd, kd, dt, &r), &r);
}
XM(norm)
{
    py_Obj *a[4] = {0};
    if (py_parse_args(S, "norm", args, nargs, kwnames, "|p,dim,keepdim,dtype", a) < 0)
        return NULL;
    return norm_impl(S, self, a);
}
XT(norm)
{
    NN_OUT_KW(xg_t_norm, "norm");
    py_Obj *a[5] = {0};
    if (py_parse_args(S, "norm", args, nargs, kwnames, "input,|p,dim,keepdim,dtype", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return need_tensor(S, "norm", "input", 1, a[0]);
    return norm_impl(S, a[0], a + 1);
}

/* ------------------------------------------------------------ torch.linalg additions */

static const py_MethodDef linalg_more[] = {
    {"det", la_det, PY_METH_STATIC},
    {"inv", la_inv, PY_METH_STATIC},
    {"matrix_power", la_matrix_power, PY_METH_STATIC},
    {"solve", la_solve, PY_METH_STATIC},
    {"cross", la_cross, PY_METH_STATIC},
    {"norm", la_norm, PY_METH_STATIC},
    {"vector_norm", la_vector_norm, PY_METH_STATIC},
    {"matrix_norm", la_matrix_norm, PY_METH_STATIC},
    {"matmul", la_matmul, PY_METH_STATIC},
    {"multi_dot", la_multi_dot, PY_METH_STATIC},
    {NULL, NULL, 0},
};

int xg_linalg_init(py_State *S, py_Obj *torch)
{
    py_Obj *la = py_import(S, py_intern(S, "torch.linalg"));
    if (!la)
        return -1;
    for (const py_MethodDef *f = linalg_more; f->name; f++) {
        py_Obj *fn = py_cfunc_new(S, f->name, f->fn, NULL);
        int r = fn ? py_module_add(S, la, f->name, fn) : -1;
        py_xdecref(S, fn);
        if (r < 0) {
            py_decref(S, la);
            return -1;
        }
    }
    /* torch.linalg.LinAlgError: a RuntimeError subclass named _LinAlgError (torch._C) */
    py_Obj *name = py_str_from(S, "_LinAlgError");
    py_Obj *bases = name ? py_tuple_pack(S, 1, (py_Obj *)PY_T(RuntimeError)) : NULL;
    py_Obj *dict = bases ? py_dict_new(S) : NULL;
    py_Obj *mod = dict ? py_str_from(S, "torch._C") : NULL;
    py_Obj *E = NULL;
    if (mod && py_dict_set_str(S, dict, "__module__", mod) == 0) {
        py_Obj *targs[3] = {name, bases, dict};
        E = py_call(S, (py_Obj *)PY_T(type), targs, 3, NULL);
    }
    py_xdecref(S, name); py_xdecref(S, bases); py_xdecref(S, dict); py_xdecref(S, mod);
    int r = E ? py_module_add(S, la, "LinAlgError", E) : -1;
    py_xdecref(S, E);
    py_decref(S, la);
    return r;
}
