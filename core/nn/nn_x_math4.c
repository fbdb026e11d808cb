/* nn_x_math4.c — torch glue of the math area, part 4: random draws
 * (multinomial, bernoulli with tensor p, geometric_/cauchy_/log_normal_/
 * exponential_ with PyTorch's argument checks, poisson, torch.normal's four
 * overloads). Draw order and transforms follow PyTorch 2.6's serial CPU
 * kernels (ts_rng.c, ts_x_math_rng.c). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "nn_torch.h"
#include "nn_x_math.h"
#include "ts_impl.h"

#define XM(name) py_Obj *xg_m_##name(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
#define XT(name) py_Obj *xg_t_##name(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)

/* c10's `ostream << double` (precision 6, like %g) */
static const char *gfmt(char *buf, size_t n, double v)
{
    snprintf(buf, n, "%g", v);
    return buf;
}

/* caffe2 TypeMeta names (used by the Cauchy/Geometric dtype messages) */
static const char *meta_name(ts_DType dt)
{
    switch (dt) {
    case TS_BOOL: return "bool";
    case TS_UINT8: return "unsigned char";
    case TS_INT8: return "signed char";
    case TS_INT16: return "short int";
    case TS_INT32: return "int";
    case TS_INT64: return "long int";
    case TS_FLOAT16: return "c10::Half";
    case TS_BFLOAT16: return "c10::BFloat16";
    case TS_FLOAT32: return "float";
    case TS_FLOAT64: return "double";
    default: return "unknown";
    }
}

typedef enum { D_GEOM, D_CAUCHY, D_LOGNORM, D_EXP } DKind;

static nb_Status draw(ts_Ctx *c, ts_Gen *g, DKind k, ts_DType dt, void *out, int64_t n, const double *p)
{
    switch (k) {
    case D_GEOM: return xm_rng_geometric(c, g, dt, out, n, p[0]);
    case D_CAUCHY: return xm_rng_cauchy(c, g, dt, out, n, p[0], p[1]);
    case D_LOGNORM: return xm_rng_log_normal(c, g, dt, out, n, p[0], p[1]);
    default: return ts_rng_exponential(g, dt, out, n, p[0]);
    }
}

/* Fills t in place, in PyTorch's iteration order: memory order of the dense
 * layout (dims sorted by decreasing stride); through a scratch tensor when t
 * is not contiguous. Returns self (new reference) or NULL. */
static py_Obj *fill(py_State *S, py_Obj *self, ts_Gen *g, DKind k, const double *p)
{
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *t = NN_T(self);
    NN_TRY(S, ts__check_inplace(c, t));
    int64_t n = ts_numel(t);
    NN_TRY(S, ts_charge(c, (uint64_t)n));
    if (ts_is_contiguous(t)) {
        NN_TRY(S, draw(c, g, k, t->dtype, ts_data(t), n, p));
    } else {
        int64_t perm[TS_MAXDIM];
        for (int i = 0; i < t->ndim; i++)
            perm[i] = i;
        for (int i = 1; i < t->ndim; i++)
            for (int j = i; j > 0 && t->stride[perm[j - 1]] < t->stride[perm[j]]; j--) {
                int64_t x = perm[j];
                perm[j] = perm[j - 1];
                perm[j - 1] = x;
            }
        bool g0 = c->grad_enabled;
        c->grad_enabled = false;
        ts_Tensor *pv, *tmp;
        nb_Status st = ts_permute(c, t, perm, t->ndim, &pv);
        c->grad_enabled = g0;
        NN_TRY(S, st);
        st = ts_empty(c, pv->ndim, pv->shape, pv->dtype, &tmp);
        if (st == NB_OK) {
            st = draw(c, g, k, t->dtype, ts_data(tmp), n, p);
            if (st == NB_OK)
                ts__copy_into(pv, tmp);
            ts_release(tmp);
        }
        ts_release(pv);
        NN_TRY(S, st);
    }
    ts__bump(t);
    return py_newref(self);
}

static py_Obj *not_impl(py_State *S, const char *kernel, ts_DType dt)
{
    return py_err_format(S, PY_T(RuntimeError), "\"%s\" not implemented for '%s'", kernel, ts_dtype_short(dt));
}

XM(geometric_)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "geometric_", args, nargs, kwnames, "p,|*,generator", a) < 0)
        return NULL;
    double p;
    ts_Gen *g;
    char b[40];
    if (nn_arg_double(S, a[0], "p", &p) < 0 || !(g = nn_gen_arg(S, a[1])))
        return NULL;
    if (!(p > 0 && p < 1))
        return py_err_format(S, PY_T(RuntimeError), "geometric_ expects p to be in (0, 1), but got p=%s",
                             gfmt(b, sizeof b, p));
    ts_DType dt = NN_T(self)->dtype;
    if (dt == TS_BOOL || dt >= TS_NDTYPES || dt == TS_COMPLEX64 || dt == TS_COMPLEX128)
        return not_impl(S, "geometric_cpu", dt);
    return fill(S, self, g, D_GEOM, &p);
}

XM(cauchy_)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "cauchy_", args, nargs, kwnames, "|median,sigma,*,generator", a) < 0)
        return NULL;
    double p[2] = {0, 1};
    ts_Gen *g;
    char b[40];
    if ((a[0] && nn_arg_double(S, a[0], "median", &p[0]) < 0) || (a[1] && nn_arg_double(S, a[1], "sigma", &p[1]) < 0) ||
        !(g = nn_gen_arg(S, a[2])))
        return NULL;
    if (!(p[1] > 0))
        return py_err_format(S, PY_T(RuntimeError), "cauchy_ expects sigma > 0.0, but found sigma=%s",
                             gfmt(b, sizeof b, p[1]));
    ts_DType dt = NN_T(self)->dtype;
    if (!ts_dtype_is_float(dt))
        return py_err_format(S, PY_T(RuntimeError),
                             "Cauchy distribution is a continuous probability distribution. dtype must be a floating "
                             "point but you specified %s",
                             meta_name(dt));
    return fill(S, self, g, D_CAUCHY, p);
}

XM(log_normal_)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "log_normal_", args, nargs, kwnames, "|mean,std,*,generator", a) < 0)
        return NULL;
    double p[2] = {1, 2};
    ts_Gen *g;
    char b[40];
    if ((a[0] && nn_arg_double(S, a[0], "mean", &p[0]) < 0) || (a[1] && nn_arg_double(S, a[1], "std", &p[1]) < 0) ||
        !(g = nn_gen_arg(S, a[2])))
        return NULL;
    if (!(p[1] > 0))
        return py_err_format(S, PY_T(RuntimeError), "log_normal_ expects std > 0.0, but found std=%s",
                             gfmt(b, sizeof b, p[1]));
    ts_DType dt = NN_T(self)->dtype;
    if (!ts_dtype_is_float(dt))
        return not_impl(S, "log_normal_cpu", dt);
    return fill(S, self, g, D_LOGNORM, p);
}

XM(exponential_)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "exponential_", args, nargs, kwnames, "|lambd,*,generator", a) < 0)
        return NULL;
    double l = 1;
    ts_Gen *g;
    char b[40];
    if ((a[0] && nn_arg_double(S, a[0], "lambd", &l) < 0) || !(g = nn_gen_arg(S, a[1])))
        return NULL;
    if (!(l > 0))
        return py_err_format(S, PY_T(RuntimeError), "exponential_ expects lambda > 0.0, but found lambda=%s",
                             gfmt(b, sizeof b, l));
    ts_DType dt = NN_T(self)->dtype;
    if (!ts_dtype_is_float(dt))
        return py_err_format(S, PY_T(RuntimeError),
                             "Exponential distribution is a continuous probability distribution. dtype must be a "
                             "floating point but you specified %s",
                             ts_dtype_short(dt));
    return fill(S, self, g, D_EXP, &l);
}

/* multinomial(input, num_samples, replacement=False, *, generator=None) */
XM(multinomial)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "multinomial", args, nargs, kwnames, "num_samples,|replacement,*,generator", a) < 0)
        return NULL;
    if (!py_isinstance_type(a[0], PY_T(int)) || a[0]->type == PY_T(bool))
        return py_err_format(S, PY_T(TypeError), "multinomial(): argument 'num_samples' (position 2) must be int, not %T",
                             a[0]);
    int64_t k;
    bool repl = false;
    ts_Gen *g;
    if (nn_arg_int(S, a[0], "num_samples", &k) < 0 || (a[1] && nn_arg_bool(S, a[1], "replacement", &repl) < 0) ||
        !(g = nn_gen_arg(S, a[2])))
        return NULL;
    ts_Tensor *p = NN_T(self);
    if (p->ndim < 1 || p->ndim > 2)
        return py_err_setstr(S, PY_T(RuntimeError), "prob_dist must be 1 or 2 dim");
    if (!ts_dtype_is_float(p->dtype))
        return py_err_format(S, PY_T(RuntimeError), "multinomial only supports floating-point dtypes for input, got: %s",
                             ts_dtype_short(p->dtype));
    if (k <= 0)
        return py_err_setstr(S, PY_T(RuntimeError), "cannot sample n_sample <= 0 samples");
    int64_t ncat = p->shape[p->ndim - 1];
    if (!repl && k > ncat)
        return py_err_setstr(S, PY_T(RuntimeError),
                             "cannot sample n_sample > prob_dist.size(-1) samples without replacement");
    if (ncat > (INT64_C(1) << 24))
        return py_err_setstr(S, PY_T(RuntimeError), "number of categories cannot exceed 2^24");
    ts_Tensor *r;
    NN_TRY(S, ts_charge(NN_CTX(S), (uint64_t)ts_numel(p) * 2 + (uint64_t)k));
    return xg_ret(S, xm_multinomial(NN_CTX(S), g, p, k, repl, &r), &r);
}

/* bernoulli(input, p=None, *, generator=None): with p a number, a fresh
 * tensor like input filled by bernoulli_(p); otherwise input holds the
 * probabilities (checked element by element while drawing, as PyTorch's
 * bernoulli_distribution constructor does). */
static py_Obj *bern_tensor(py_State *S, ts_Tensor *out, ts_Tensor *pt, ts_Gen *g)
{
    ts_Ctx *c = NN_CTX(S);
    if (!ts_dtype_is_float(pt->dtype))
        return not_impl(S, "bernoulli_tensor_cpu_p_", pt->dtype);
    ts_Tensor *pe, *pc;
    bool g0 = c->grad_enabled;
    c->grad_enabled = false;
    nb_Status st = ts_expand(c, pt, out->ndim, out->shape, &pe);
    c->grad_enabled = g0;
    NN_TRY(S, st);
    st = ts_contiguous(c, pe, &pc);
    ts_release(pe);
    NN_TRY(S, st);
    int64_t n = ts_numel(out);
    ts_Tensor *tmp = NULL;
    st = ts_empty(c, out->ndim, out->shape, out->dtype, &tmp);
    if (st == NB_OK) {
        const void *pd = ts_data(pc);
        int64_t i = 0;
        for (; i < n; i++) {
            double pv = pc->dtype == TS_FLOAT64 ? ((const double *)pd)[i]
                      : pc->dtype == TS_FLOAT32 ? ((const float *)pd)[i]
                      : ts_sc_to_f(ts_get_flat(pc, i));
            if (!(pv >= 0 && pv <= 1))
                break;
            st = ts_rng_bernoulli_tensor(g, out->dtype, (char *)ts_data(tmp) + i * ts_dtype_size(out->dtype), 1,
                                         pc->dtype, (const char *)pd + i * ts_dtype_size(pc->dtype));
            if (st)
                break;
        }
        if (st == NB_OK && i < n) {
            ts_release(tmp);
            ts_release(pc);
            return py_err_setstr(S, PY_T(RuntimeError),
                                 "Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message "
                                 "be improved?  If so, please report an enhancement request to PyTorch.)");
        }
        if (st == NB_OK)
            ts__copy_into(out, tmp);
        ts_release(tmp);
    }
    ts_release(pc);
    NN_TRY(S, st);
    PY_RETURN_NONE(S);
}

static py_Obj *bern_scalar(py_State *S, ts_Tensor *out, double p, ts_Gen *g)
{
    char b[40];
    if (!(p >= 0 && p <= 1))
        return py_err_format(S, PY_T(RuntimeError), "bernoulli_ expects p to be in [0, 1], but got p=%s",
                             gfmt(b, sizeof b, p));
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *tmp;
    NN_TRY(S, ts_empty(c, out->ndim, out->shape, out->dtype, &tmp));
    nb_Status st = ts_rng_bernoulli_scalar(g, out->dtype, ts_data(tmp), ts_numel(out), p);
    if (st == NB_OK)
        ts__copy_into(out, tmp);
    ts_release(tmp);
    NN_TRY(S, st);
    PY_RETURN_NONE(S);
}

XM(bernoulli)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "bernoulli", args, nargs, kwnames, "|p,*,generator", a) < 0)
        return NULL;
    ts_Gen *g = nn_gen_arg(S, a[1]);
    if (!g)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *in = NN_T(self), *r;
    py_Obj *ok;
    if (a[0] && a[0] != S->None) {
        double p;
        if (nn_arg_double(S, a[0], "p", &p) < 0)
            return NULL;
        NN_TRY(S, ts_empty_like(c, in, TS_NODTYPE, &r));
        ok = bern_scalar(S, r, p, g);
    } else {
        NN_TRY(S, ts_empty_like(c, in, TS_NODTYPE, &r));
        ok = bern_tensor(S, r, in, g);
    }
    if (!ok) {
        ts_release(r);
        return NULL;
    }
    py_decref(S, ok);
    return nn_tensor_wrap_steal(S, r);
}

XM(bernoulli_)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "bernoulli_", args, nargs, kwnames, "|p,*,generator", a) < 0)
        return NULL;
    ts_Gen *g = nn_gen_arg(S, a[1]);
    if (!g)
        return NULL;
    ts_Tensor *t = NN_T(self);
    NN_TRY(S, ts__check_inplace(NN_CTX(S), t));
    py_Obj *ok;
    if (a[0] && nn_is_tensor(a[0])) {
        ok = bern_tensor(S, t, NN_T(a[0]), g);
    } else {
        double p = 0.5;
        if (a[0] && nn_arg_double(S, a[0], "p", &p) < 0)
            return NULL;
        ok = bern_scalar(S, t, p, g);
    }
    if (!ok)
        return NULL;
    py_decref(S, ok);
    ts__bump(t);
    return py_newref(self);
}

XT(poisson)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "poisson", args, nargs, kwnames, "input,|generator", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "poisson(): argument 'input' (position 1) must be Tensor, not %T", a[0]);
    ts_Gen *g = nn_gen_arg(S, a[1]);
    if (!g)
        return NULL;
    ts_Tensor *r;
    return xg_ret(S, xm_poisson(NN_CTX(S), g, NN_T(a[0]), &r), &r);
}

/* ------------------------------------------------------------ torch.normal */

static py_Obj *normal_bad(py_State *S, py_Obj *const *args, py_ssize nargs)
{
    char got[256] = "";
    size_t n = 0;
    for (py_ssize i = 0; i < nargs && n < 200; i++)
        n += (size_t)snprintf(got + n, sizeof got - n, "%s%s", i ? ", " : "",
                              nn_is_tensor(args[i]) ? "Tensor" : args[i]->type->name);
    return py_err_format(
        S, PY_T(TypeError),
        "normal() received an invalid combination of arguments - got (%s), but expected one of:\n"
        " * (Tensor mean, Tensor std, *, torch.Generator generator = None, Tensor out = None)\n"
        " * (Tensor mean, float std = 1, *, torch.Generator generator = None, Tensor out = None)\n"
        " * (float mean, Tensor std, *, torch.Generator generator = None, Tensor out = None)\n"
        " * (float mean, float std, tuple of ints size, *, torch.Generator generator = None, Tensor out = None, "
        "torch.dtype dtype = None, torch.layout layout = None, torch.device device = None, bool pin_memory = False, "
        "bool requires_grad = False)\n",
        got);
}

/* "normal expects all elements of std >= 0.0" unless min(std) >= 0 (NaN fails). */
static int std_ok(py_State *S, ts_Tensor *s)
{
    int64_t n = ts_numel(s);
    for (int64_t i = 0; i < n; i++) {
        double v = ts_sc_to_f(ts_get_flat(s, i));
        if (!(v >= 0)) {
            py_err_setstr(S, PY_T(RuntimeError), "normal expects all elements of std >= 0.0");
            return -1;
        }
    }
    return 0;
}

/* Broadcast shape of a and b (PyTorch's infer_size message on mismatch). */
static int bshape(py_State *S, ts_Tensor *a, ts_Tensor *b, int *nd, int64_t *sh)
{
    int n = a->ndim > b->ndim ? a->ndim : b->ndim;
    for (int i = 0; i < n; i++) {
        int ia = a->ndim - n + i, ib = b->ndim - n + i;
        int64_t x = ia >= 0 ? a->shape[ia] : 1, y = ib >= 0 ? b->shape[ib] : 1;
        if (x != y && x != 1 && y != 1) {
            py_err_format(S, PY_T(RuntimeError),
                          "The size of tensor a (%lld) must match the size of tensor b (%lld) at non-singleton dimension %d",
                          (long long)x, (long long)y, i);
            return -1;
        }
        sh[i] = x == 1 ? y : x;
    }
    *nd = n;
    return 0;
}

XT(normal)
{
    py_Obj *a[11] = {0};
    if (py_parse_args(S, "normal", args, nargs, kwnames,
                      "|mean,std,size,*,generator,out,dtype,layout,device,pin_memory,requires_grad", a) < 0)
        return NULL;
    py_Obj *mo = a[0], *so = a[1];
    bool mt = mo && nn_is_tensor(mo), st_ = so && nn_is_tensor(so);
    if (!mt && !st_) {
        /* normal(float mean, float std, size, ...): the creation overload */
        if (!mo || !so || !a[2])
            return normal_bad(S, args, nargs);
        double m, s;
        if (nn_arg_double(S, mo, "mean", &m) < 0 || nn_arg_double(S, so, "std", &s) < 0)
            return NULL;
        int nd;
        int64_t sh[TS_MAXDIM];
        if (nn_arg_shape(S, &a[2], 1, "normal", &nd, sh) < 0)
            return NULL;
        int dt = nn_state(S)->default_dtype;
        if (a[5] && a[5] != S->None && nn_arg_dtype(S, a[5], &dt) < 0)
            return NULL;
        ts_Gen *g = nn_gen_arg(S, a[3]);
        if (!g)
            return NULL;
        ts_Tensor *r;
        ts_Ctx *c = NN_CTX(S);
        if (a[4] && a[4] != S->None) {
            ts_Tensor *o = NN_T(a[4]);
            py_Obj *ok = nn_fill_normal(S, o, m, s, g);
            if (!ok)
                return NULL;
            py_decref(S, ok);
            return py_newref(a[4]);
        }
        NN_TRY(S, ts_empty(c, nd, sh, (ts_DType)dt, &r));
        py_Obj *ok = nn_fill_normal(S, r, m, s, g);
        if (!ok) {
            ts_release(r);
            return NULL;
        }
        py_decref(S, ok);
        if (a[9] && py_truthy(S, a[9]) == 1)
            r->requires_grad = true;
        return nn_tensor_wrap_steal(S, r);
    }
    if (a[2] || a[5])
        return normal_bad(S, args, nargs);
    ts_Gen *g = nn_gen_arg(S, a[3]);
    if (!g)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    double m = 0, s = 1;
    if (!mt && nn_arg_double(S, mo, "mean", &m) < 0)
        return NULL;
    if (mt && so && !st_ && nn_arg_double(S, so, "std", &s) < 0)
        return NULL;
    int nd;
    int64_t sh[TS_MAXDIM];
    ts_Tensor *r = NULL, *ref = mt ? NN_T(mo) : NN_T(so);
    char b[40];
    if (mt && st_) {
        if (std_ok(S, NN_T(so)) < 0 || bshape(S, NN_T(mo), NN_T(so), &nd, sh) < 0)
            return NULL;
    } else {
        if (mt && !(s >= 0))
            return py_err_format(S, PY_T(RuntimeError), "normal expects std >= 0.0, but found std %s",
                                 gfmt(b, sizeof b, s));
        if (st_ && std_ok(S, NN_T(so)) < 0)
            return NULL;
        nd = ref->ndim;
        memcpy(sh, ref->shape, sizeof(int64_t) * (size_t)nd);
    }
    NN_TRY(S, ts_empty(c, nd, sh, ref->dtype, &r));
    py_Obj *ok = nn_fill_normal(S, r, 0, mt && !st_ ? s : 1, g);
    if (!ok) {
        ts_release(r);
        return NULL;
    }
    py_decref(S, ok);
    bool g0 = c->grad_enabled;
    c->grad_enabled = false;
    nb_Status e = NB_OK;
    if (st_)
        e = ts_binary_(c, TS_MUL, r, NN_T(so));
    if (e == NB_OK) {
        if (mt) {
            e = ts_add_(c, r, NN_T(mo), ts_sc_i(1));
        } else {
            ts_Tensor *mv;
            e = ts_scalar_tensor(c, ts_sc_f(m), r->dtype, false, &mv);
            if (e == NB_OK) {
                e = ts_add_(c, r, mv, ts_sc_i(1));
                ts_release(mv);
            }
        }
    }
    c->grad_enabled = g0;
    if (e) {
        ts_release(r);
        return nn_raise_status(S, e);
    }
    if (a[4] && a[4] != S->None) {
        ts_Tensor *o = NN_T(a[4]);
        if (o->ndim != r->ndim || memcmp(o->shape, r->shape, sizeof(int64_t) * (size_t)r->ndim) != 0) {
            ts_release(r);
            return py_err_setstr(S, PY_T(RuntimeError), "normal: out= tensor must have the result's shape");
        }
        ts__copy_into(o, r);
        ts__bump(o);
        ts_release(r);
        return py_newref(a[4]);
    }
    return nn_tensor_wrap_steal(S, r);
}
