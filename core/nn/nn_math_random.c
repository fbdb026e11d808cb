/* nn_math_random.c — torch glue of the math area: random draws
 * (multinomial, bernoulli with tensor p, geometric_/cauchy_/log_normal_/
 * exponential_ with PyTorch's argument checks, poisson, _standard_gamma,
 * _sample_dirichlet, torch.normal's four
 * overloads, random_), seeds, Generator and randperm, the torch.dropout
 * family (its noise is a draw), and, for now, torch.linalg.qr (which belongs
 * with nn_math_linalg.c; left here to keep this a rename). Draw order and transforms follow PyTorch 2.6's serial CPU
 * kernels (ts_rng.c, ts_rng_dist.c). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "nn_torch.h"
#include "nn_math.h"
#include "ag.h"

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

typedef struct { ts_Gen *g; DKind k; const double *p; } DrawArg;
static nb_Status draw_arg(ts_Ctx *c, void *arg, ts_DType dt, void *out, int64_t n, bool contig)
{
    DrawArg *d = arg;
    return draw(c, d->g, d->k, dt, out, n, d->p);
}

/* Fills self in place in PyTorch's iteration order; returns self (new reference) or NULL. */
static py_Obj *fill(py_State *S, py_Obj *self, ts_Gen *g, DKind k, const double *p)
{
    DrawArg d = {g, k, p};
    py_Obj *r = nn_fill_memory_order(S, NN_T(self), draw_arg, &d);
    if (!r)
        return NULL;
    py_decref(S, r);
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

/* View of t with its dims permuted by perm (no autograd). */
static nb_Status pview(ts_Ctx *c, ts_Tensor *t, const int64_t *perm, ts_Tensor **out)
{
    bool g0 = c->grad_enabled;
    c->grad_enabled = false;
    nb_Status st = ts_permute(c, t, perm, t->ndim, out);
    c->grad_enabled = g0;
    return st;
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
    ts_Tensor *pe, *pp, *pc, *ov;
    int64_t perm[TS_MAXDIM];
    nn_memory_order_perm(out, perm);
    bool g0 = c->grad_enabled;
    c->grad_enabled = false;
    nb_Status st = ts_expand(c, pt, out->ndim, out->shape, &pe);
    c->grad_enabled = g0;
    NN_TRY(S, st);
    st = pview(c, pe, perm, &pp);
    ts_release(pe);
    NN_TRY(S, st);
    st = ts_contiguous(c, pp, &pc);
    ts_release(pp);
    NN_TRY(S, st);
    st = pview(c, out, perm, &ov);
    if (st) {
        ts_release(pc);
        return nn_raise_status(S, st);
    }
    int64_t n = ts_numel(out);
    ts_Tensor *tmp = NULL;
    st = ts_empty(c, ov->ndim, ov->shape, out->dtype, &tmp);
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
            ts_release(ov);
            return py_err_setstr(S, PY_T(RuntimeError),
                                 "Expected p_in >= 0 && p_in <= 1 to be true, but got false.  (Could this error message "
                                 "be improved?  If so, please report an enhancement request to PyTorch.)");
        }
        if (st == NB_OK)
            ts_copy_into(ov, tmp);
        ts_release(tmp);
    }
    ts_release(pc);
    ts_release(ov);
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
    ts_Tensor *tmp, *ov;
    int64_t perm[TS_MAXDIM];
    nn_memory_order_perm(out, perm);
    NN_TRY(S, pview(c, out, perm, &ov));
    nb_Status st = ts_empty(c, ov->ndim, ov->shape, out->dtype, &tmp);
    if (st == NB_OK) {
        st = ts_rng_bernoulli_scalar(g, out->dtype, ts_data(tmp), ts_numel(out), p);
        if (st == NB_OK)
            ts_copy_into(ov, tmp);
        ts_release(tmp);
    }
    ts_release(ov);
    NN_TRY(S, st);
    PY_RETURN_NONE(S);
}

/* BernoulliBackward0: the draw is not differentiable; the gradient is zero. */
static nb_Status bern_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    return ts_zeros_like(c, g[0], TS_NODTYPE, &gin[0]);
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
        NN_TRY(S, ts_empty(c, in->ndim, in->shape, in->dtype, &r));   /* LEGACY_CONTIGUOUS */
        ok = bern_scalar(S, r, p, g);
    } else {
        NN_TRY(S, ts_empty(c, in->ndim, in->shape, in->dtype, &r));   /* LEGACY_CONTIGUOUS */
        ok = bern_tensor(S, r, in, g);
        if (ok && ag_should_record(c, 1, &in)) {
            ag_Node *nd;
            nb_Status st = ag_make(c, "BernoulliBackward0", bern_bw, 1, &in, 1, &nd);
            if (st) {
                py_decref(S, ok);
                ts_release(r);
                return nn_raise_status(S, st);
            }
            ag_set_output(nd, r, 0);
            ag_node_release(nd);
        }
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
    NN_TRY(S, ts_check_inplace(NN_CTX(S), t));
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
    ts_bump_version(t);
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

static py_Obj *gamma_like(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, const char *fname,
                          nb_Status (*fn)(ts_Ctx *, ts_Gen *, ts_Tensor *, ts_Tensor **))
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, fname, args, nargs, kwnames, "input,|generator", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'input' (position 1) must be Tensor, not %T", fname,
                             a[0]);
    ts_Gen *g = nn_gen_arg(S, a[1]);
    if (!g)
        return NULL;
    ts_Tensor *r;
    return xg_ret(S, fn(NN_CTX(S), g, NN_T(a[0]), &r), &r);
}

XT(_standard_gamma) { return gamma_like(S, args, nargs, kwnames, "_standard_gamma", xm_standard_gamma); }
XT(_sample_dirichlet) { return gamma_like(S, args, nargs, kwnames, "_sample_dirichlet", xm_sample_dirichlet); }

XT(_standard_gamma_grad)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "_standard_gamma_grad", args, nargs, kwnames, "input,output", a) < 0)
        return NULL;
    for (int i = 0; i < 2; i++)
        if (!nn_is_tensor(a[i]))
            return py_err_format(S, PY_T(TypeError), "_standard_gamma_grad(): argument '%s' (position %d) must be "
                                 "Tensor, not %T", i ? "output" : "input", i + 1, a[i]);
    ts_Tensor *r;
    return xg_ret(S, xm_standard_gamma_grad(NN_CTX(S), NN_T(a[0]), NN_T(a[1]), &r), &r);
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
        ts_copy_into(o, r);
        ts_bump_version(o);
        ts_release(r);
        return py_newref(a[4]);
    }
    return nn_tensor_wrap_steal(S, r);
}

/* ------------------------------------------------------------ random_ */

/* Digits of a floating dtype's significand (std::numeric_limits::digits). */
static int fdigits(ts_DType dt)
{
    return dt == TS_FLOAT64 ? 53 : dt == TS_FLOAT32 ? 24 : dt == TS_FLOAT16 ? 11 : 8;
}
static double fmaxv(ts_DType dt)
{
    return dt == TS_FLOAT64 ? 1.7976931348623157e308 : dt == TS_FLOAT32 ? 3.4028234663852886e38
         : dt == TS_FLOAT16 ? 65504.0 : 3.3895313892515355e38;
}
/* static_cast<int64_t>(static_cast<scalar_t>(v)) */
static int64_t through(ts_DType dt, int64_t v)
{
    double d = dt == TS_FLOAT64 ? (double)v : dt == TS_FLOAT32 ? (double)(float)v
             : dt == TS_FLOAT16 ? (double)ts_half_to_float(ts_float_to_half((float)v))
             : (double)ts_bf16_to_float(ts_float_to_bf16((float)v));
    return d >= 9.2233720368547758e18 ? INT64_MAX : d <= -9.2233720368547758e18 ? INT64_MIN : (int64_t)d;
}
static int nbits(int64_t x)
{
    int n = 0;
    while (x >>= 1) n++;
    return n;
}
/* PyTorch's update_from / update_to: bounds moved onto representable values. */
static int64_t upd_from(ts_DType dt, int64_t from)
{
    int64_t f1 = through(dt, from + 1);
    if (f1 < from) {
        int64_t a = from + 1 < 0 ? -(from + 1) : from + 1;
        from = f1 + (INT64_C(1) << (nbits(a) - fdigits(dt) + 1));
    }
    return from;
}
static int64_t upd_to(ts_DType dt, int64_t to)
{
    int64_t t1 = through(dt, to - 1);
    if (t1 >= to) {
        int64_t a = to - 1 < 0 ? -(to - 1) : to - 1;
        to = t1 - (INT64_C(1) << (nbits(a) - fdigits(dt) + 1));
    }
    return to;
}

/* check_from_to_in_range: errors for integral dtypes, warnings (digits) for floats. */
static int check_range(py_State *S, ts_DType dt, int64_t from, int64_t to_inc)
{
    const char *nm = meta_name(dt);
    if (ts_dtype_is_float(dt)) {
        double mx = fmaxv(dt);
        if (!((double)from >= -mx && (double)from <= mx)) {
            py_err_format(S, PY_T(RuntimeError), "from is out of bounds for %s", nm);
            return -1;
        }
        if (!((double)to_inc >= -mx && (double)to_inc <= mx)) {
            py_err_format(S, PY_T(RuntimeError), "to - 1 is out of bounds for %s", nm);
            return -1;
        }
        int d = fdigits(dt);
        int64_t lim = INT64_C(1) << d;
        const char *names[2] = {"from", "to - 1"};
        int64_t vals[2] = {from, to_inc};
        for (int i = 0; i < 2; i++)
            if (vals[i] < -lim || vals[i] > lim) {
                char msg[512];
                snprintf(msg, sizeof msg,
                         "%s is out of bounds [-(2^%d), 2^%d]. Due to precision limitations %s can support discrete "
                         "uniform distribution only within this range. This warning will become an error in version "
                         "1.7 release, please fix the code in advance (Triggered internally at "
                         "./aten/src/ATen/native/DistributionTemplates.h:%d.)",
                         names[i], d, d, nm, 111 + i);
                if (py_warn(S, PY_T(UserWarning), msg) < 0)
                    return -1;
            }
        return 0;
    }
    int64_t lo, hi;
    switch (dt) {
    case TS_BOOL: lo = 0; hi = 1; break;
    case TS_UINT8: lo = 0; hi = 255; break;
    case TS_INT8: lo = -128; hi = 127; break;
    case TS_INT16: lo = -32768; hi = 32767; break;
    case TS_INT32: lo = INT32_MIN; hi = INT32_MAX; break;
    default: lo = INT64_MIN; hi = INT64_MAX; break;
    }
    if (from < lo || from > hi) {
        py_err_format(S, PY_T(RuntimeError), "from is out of bounds for %s", nm);
        return -1;
    }
    if (to_inc < lo || to_inc > hi) {
        py_err_format(S, PY_T(RuntimeError), "to - 1 is out of bounds for %s", nm);
        return -1;
    }
    return 0;
}

static py_Obj *random_bad(py_State *S, py_Obj *const *args, py_ssize nargs)
{
    char got[256] = "";
    size_t n = 0;
    for (py_ssize i = 0; i < nargs && n < 200; i++)
        n += (size_t)snprintf(got + n, sizeof got - n, "%s%s", i ? ", " : "", args[i]->type->name);
    return py_err_format(S, PY_T(TypeError),
                         "random_() received an invalid combination of arguments - got (%s), but expected one of:\n"
                         " * (*, torch.Generator generator = None)\n"
                         " * (int from, int to, *, torch.Generator generator = None)\n"
                         " * (int to, *, torch.Generator generator = None)\n",
                         got);
}

static bool is_int(py_Obj *o)
{
    return o && py_isinstance_type(o, PY_T(int));
}

/* random_(), random_(to), random_(from, to), random_(from, None) */
XM(random_)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "random_", args, nargs, kwnames, "|from,to,*,generator", a) < 0)
        return NULL;
    ts_Gen *g = nn_gen_arg(S, a[2]);
    if (!g)
        return NULL;
    ts_Tensor *t = NN_T(self);
    ts_Ctx *c = NN_CTX(S);
    ts_DType dt = t->dtype;
    if ((a[0] && !is_int(a[0])) || (a[1] && a[1] != S->None && !is_int(a[1])))
        return random_bad(S, args, nargs);
    NN_TRY(S, ts_check_inplace(c, t));
    bool full = false;
    uint64_t range = 0;
    int64_t from = 0;
    if (!a[0] && !a[1]) {
        full = true;
    } else {
        int64_t to = 0;
        bool has_to = true;
        if (a[0] && !a[1]) {
            /* random_(to) */
            if (nn_arg_int(S, a[0], "to", &to) < 0)
                return NULL;
        } else {
            if (a[0] && nn_arg_int(S, a[0], "from", &from) < 0)
                return NULL;
            if (a[1] == S->None)
                has_to = false;
            else if (nn_arg_int(S, a[1], "to", &to) < 0)
                return NULL;
        }
        if (has_to) {
            if (!(from < to))
                return py_err_format(S, PY_T(RuntimeError),
                                     "random_ expects 'from' to be less than 'to', but got from=%lld >= to=%lld",
                                     (long long)from, (long long)to);
            if (ts_dtype_is_float(dt)) {
                from = upd_from(dt, from);
                to = upd_to(dt, to);
                if (!(from < to))
                    return py_err_format(S, PY_T(RuntimeError),
                                         "random_ expects 'from' casted to dtype to be less than 'to' casted to dtype, "
                                         "but got from=%lld >= to=%lld",
                                         (long long)from, (long long)to);
            }
            if (check_range(S, dt, from, to - 1) < 0)
                return NULL;
            range = (uint64_t)to - (uint64_t)from;
        } else if (from != INT64_MIN) {
            int64_t to_inc;
            if (ts_dtype_is_float(dt)) {
                to_inc = dt == TS_FLOAT64 ? (INT64_C(1) << 53) : (INT64_C(1) << fdigits(dt));
                from = upd_from(dt, from);
                if (!(from < to_inc))
                    return py_err_format(S, PY_T(RuntimeError),
                                         "random_ expects 'from' casted to dtype to be less than or equal to 'to_inc' "
                                         "casted to dtype, but got from=%lld > to_inc=%lld",
                                         (long long)from, (long long)to_inc);
            } else {
                switch (dt) {
                case TS_BOOL: to_inc = 1; break;
                case TS_UINT8: to_inc = 255; break;
                case TS_INT8: to_inc = 127; break;
                case TS_INT16: to_inc = 32767; break;
                case TS_INT32: to_inc = INT32_MAX; break;
                default: to_inc = INT64_MAX; break;
                }
            }
            if (check_range(S, dt, from, to_inc) < 0)
                return NULL;
            range = (uint64_t)to_inc - (uint64_t)from + 1;
        } else {
            return py_err_setstr(S, PY_T(NotImplementedError), "random_ over the full 64-bit range is not supported");
        }
    }
    int64_t n = ts_numel(t);
    if (n == 0)
        return py_newref(self);
    NN_TRY(S, ts_charge(c, (uint64_t)n));
    ts_Tensor *tmp, *ov;
    int64_t perm[TS_MAXDIM];
    nn_memory_order_perm(t, perm);
    NN_TRY(S, pview(c, t, perm, &ov));
    nb_Status st = ts_empty(c, ov->ndim, ov->shape, dt, &tmp);
    if (st == NB_OK) {
        st = full ? ts_rng_random(g, dt, ts_data(tmp), n) : ts_rng_random_from_to(g, dt, ts_data(tmp), n, range, from);
        if (st == NB_OK)
            ts_copy_into(ov, tmp);
        ts_release(tmp);
    }
    ts_release(ov);
    NN_TRY(S, st);
    ts_bump_version(t);
    return py_newref(self);
}

/* ------------------------------------------------------------ seeds, Generator, randperm */

/* THPGenerator_manualSeed's argument: an int (not bool), unpacked as uint64
 * or (when negative) int64 reinterpreted; else PyTorch's RuntimeErrors. */
static int seed_value(py_State *S, py_Obj *o, uint64_t *out)
{
    if (!py_isinstance_type(o, PY_T(int)) || py_isinstance_type(o, PY_T(bool))) {
        py_err_format(S, PY_T(RuntimeError), "manual_seed expected a long, but got %s",
                      nn_is_tensor(o) ? "Tensor" : o->type->name);
        return -1;
    }
    int64_t v;
    if (py_as_int64(S, o, &v) == 0) {
        *out = (uint64_t)v;
        return 0;
    }
    if (!py_err_matches(S, PY_T(OverflowError)))
        return -1;
    py_err_clear(S);
    /* o >= 2^63: o - 2^64 must fit in int64 */
    py_Obj *m = py_int_from_u64(S, UINT64_MAX);
    py_Obj *one = m ? py_int_from_i64(S, 1) : NULL;
    py_Obj *m1 = one ? py_binop(S, m, one, PY_OP_ADD) : NULL;
    py_Obj *d = m1 ? py_binop(S, o, m1, PY_OP_SUB) : NULL;
    py_xdecref(S, m);
    py_xdecref(S, one);
    py_xdecref(S, m1);
    if (!d)
        return -1;
    int r = py_as_int64(S, d, &v);
    py_decref(S, d);
    if (r < 0 || v >= 0) {
        py_err_clear(S);
        py_err_setstr(S, PY_T(RuntimeError), "Overflow when unpacking long");
        return -1;
    }
    *out = (uint64_t)v;
    return 0;
}

static py_Obj *gen_manual_seed(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "manual_seed", args, nargs, kwnames, "seed", a) < 0)
        return NULL;
    uint64_t s;
    if (seed_value(S, a[0], &s) < 0)
        return NULL;
    ts_gen_seed(((nn_Generator *)self)->g, s);
    return py_newref(self);
}

static py_Obj *gen_set_state(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "set_state", args, nargs, kwnames, "new_state", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]) || NN_T(a[0])->dtype != TS_UINT8)
        return py_err_setstr(S, PY_T(TypeError), "RNG state must be a torch.ByteTensor");
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *ct;
    NN_TRY(S, ts_contiguous(c, NN_T(a[0]), &ct));
    int64_t n = ts_numel(ct);
    nb_Status st = ts_gen_set_state(((nn_Generator *)self)->g, ts_data(ct), (size_t)n);
    ts_release(ct);
    if (st != NB_OK)
        return py_err_format(S, PY_T(RuntimeError),
                             "Expected either a CPUGeneratorImplStateLegacy of size 5048 or a CPUGeneratorImplState of "
                             "size 5056 but found the input RNG state size to be %lld",
                             (long long)n);
    return py_newref(self);
}

/* torch.manual_seed(seed): int(seed), then the default generator's manual_seed. */
XT(manual_seed)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "manual_seed", args, nargs, kwnames, "seed", a) < 0)
        return NULL;
    py_Obj *iv = py_call1(S, (py_Obj *)PY_T(int), a[0]);
    if (!iv)
        return NULL;
    uint64_t s;
    int r = seed_value(S, iv, &s);
    py_decref(S, iv);
    if (r < 0)
        return NULL;
    ts_gen_seed(&nn_state(S)->gen, s);
    return py_newref(nn_glue(S)->default_gen);
}

/* torch.randperm(n, *, generator=None, out=None, dtype=torch.int64, layout,
 * device, pin_memory, requires_grad) */
XT(randperm)
{
    py_Obj *a[8] = {0};
    if (py_parse_args(S, "randperm", args, nargs, kwnames,
                      "n,|*,generator,out,dtype,layout,device,pin_memory,requires_grad", a) < 0)
        return NULL;
    if (!py_isinstance_type(a[0], PY_T(int)) || py_isinstance_type(a[0], PY_T(bool)))
        return py_err_format(S, PY_T(TypeError), "randperm(): argument 'n' (position 1) must be int, not %T", a[0]);
    int64_t n;
    if (nn_arg_int(S, a[0], "n", &n) < 0)
        return NULL;
    ts_Gen *g = nn_gen_arg(S, a[1]);
    if (!g)
        return NULL;
    int dt = TS_INT64;
    bool has_out = a[2] && a[2] != S->None;
    if (has_out)
        dt = NN_T(a[2])->dtype;
    if (a[3] && a[3] != S->None && nn_arg_dtype(S, a[3], &dt) < 0)
        return NULL;
    bool rg = a[7] && py_truthy(S, a[7]) == 1;
    if (n < 0)
        return py_err_format(S, PY_T(RuntimeError), "Trying to create tensor with negative dimension %lld: [%lld]",
                             (long long)n, (long long)n);
    int64_t top = n > 0 ? n - 1 : n;
    const char *ovf = NULL;
    switch (dt) {
    case TS_UINT8: if (top > 255) ovf = "uint8_t"; break;
    case TS_INT8: if (top > 127) ovf = "int8_t"; break;
    case TS_INT16: if (top > 32767) ovf = "int16_t"; break;
    case TS_INT32: if (top > INT32_MAX) ovf = "int32_t"; break;
    case TS_FLOAT16: if (top > 65504) ovf = "at::Half"; break;
    default: break;
    }
    if (ovf)
        return py_err_format(S, PY_T(RuntimeError), "value cannot be converted to type %s without overflow", ovf);
    if (dt == TS_FLOAT16 && n > 2049)
        return py_err_setstr(S, PY_T(RuntimeError), "n cannot be greater than 2049 for Half type.");
    if (dt == TS_FLOAT32 && n > (INT64_C(1) << 24) + 1)
        return py_err_setstr(S, PY_T(RuntimeError), "n cannot be greater than 2^24+1 for Float type.");
    if (dt == TS_BOOL || !(dt < TS_NDTYPES) || dt == TS_COMPLEX64 || dt == TS_COMPLEX128)
        return not_impl(S, "randperm", (ts_DType)dt);
    ts_Ctx *c = NN_CTX(S);
    NN_TRY(S, ts_charge(c, (uint64_t)n * 2));
    ts_Tensor *idx, *r;
    NN_TRY(S, ts_empty(c, 1, &n, TS_INT64, &idx));
    ts_rng_randperm(g, ts_data(idx), n);
    /* PyTorch shuffles values already stored in the dtype: casting after is the same */
    nb_Status st = ts_to_dtype(c, idx, (ts_DType)dt, true, &r);
    ts_release(idx);
    NN_TRY(S, st);
    if (has_out) {   /* randperm resizes out itself: no resize warning */
        bool resized;
        st = ts_assign_out(c, NN_T(a[2]), r, &resized);
        ts_release(r);
        NN_TRY(S, st);
        return py_newref(a[2]);
    }
    if (rg && !ts_dtype_is_float((ts_DType)dt)) {   /* checked after the draw, as PyTorch */
        ts_release(r);
        return py_err_setstr(S, PY_T(RuntimeError), "Only Tensors of floating point and complex dtype can require gradients");
    }
    if (rg)
        r->requires_grad = true;
    return nn_tensor_wrap_steal(S, r);
}

/* ------------------------------------------------------------ torch.dropout family */

/* Stores v into element i of a contiguous floating tensor's data. */
static void setf(ts_Tensor *t, int64_t i, double v)
{
    void *d = ts_data(t);
    switch (t->dtype) {
    case TS_FLOAT32: ((float *)d)[i] = (float)v; break;
    case TS_FLOAT64: ((double *)d)[i] = v; break;
    case TS_FLOAT16: ((uint16_t *)d)[i] = ts_float_to_half((float)v); break;
    default: ((uint16_t *)d)[i] = ts_float_to_bf16((float)v); break;
    }
}

/* Rounds v to dtype dt's precision (floating dtypes). */
static double rnd(ts_DType dt, double v)
{
    switch (dt) {
    case TS_FLOAT32: return (float)v;
    case TS_FLOAT16: return ts_half_to_float(ts_float_to_half((float)v));
    case TS_BFLOAT16: return ts_bf16_to_float(ts_float_to_bf16((float)v));
    default: return v;
    }
}

/* The noise tensor of PyTorch's _dropout_impl: empty_like(x) (same dense
 * layout, drawn in memory order) or, for feature dropout, new_empty of
 * [N, C, 1, ...]; filled by bernoulli_(1 - p). */
static nb_Status make_noise(ts_Ctx *c, ts_Gen *g, ts_Tensor *x, bool feature, double p, ts_Tensor **out)
{
    nb_Status st;
    if (feature) {
        int64_t sh[TS_MAXDIM];
        for (int i = 0; i < x->ndim; i++)
            sh[i] = i < 2 ? x->shape[i] : 1;
        ts_Tensor *n;
        st = ts_empty(c, x->ndim, sh, x->dtype, &n);
        if (st) return st;
        st = ts_rng_bernoulli_scalar(g, n->dtype, ts_data(n), ts_numel(n), 1.0 - p);
        if (st) { ts_release(n); return st; }
        *out = n;
        return NB_OK;
    }
    int64_t perm[TS_MAXDIM], inv[TS_MAXDIM], sh[TS_MAXDIM];
    nn_memory_order_perm(x, perm);
    for (int i = 0; i < x->ndim; i++) {
        sh[i] = x->shape[perm[i]];
        inv[perm[i]] = i;
    }
    ts_Tensor *np;
    st = ts_empty(c, x->ndim, sh, x->dtype, &np);
    if (st) return st;
    st = ts_rng_bernoulli_scalar(g, np->dtype, ts_data(np), ts_numel(np), 1.0 - p);
    if (st == NB_OK) {
        bool g0 = c->grad_enabled;
        c->grad_enabled = false;
        st = ts_permute(c, np, inv, x->ndim, out);
        c->grad_enabled = g0;
    }
    ts_release(np);
    return st;
}

/* PyTorch's _dropout_impl<feature, alpha, inplace>. */
static py_Obj *dropout_impl(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, const char *fname,
                            bool feature, bool alpha, bool inplace)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, fname, args, nargs, kwnames, "input,p,train", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'input' (position 1) must be Tensor, not %T", fname, a[0]);
    double p;
    bool train;
    if (nn_arg_double(S, a[1], "p", &p) < 0 || nn_arg_bool(S, a[2], "train", &train) < 0)
        return NULL;
    char b[40];
    if (!(p >= 0 && p <= 1))
        return py_err_format(S, PY_T(RuntimeError), "dropout probability has to be between 0 and 1, but got %s",
                             gfmt(b, sizeof b, p));
    ts_Tensor *x = NN_T(a[0]);
    ts_Ctx *c = NN_CTX(S);
    if (p == 0 || !train || ts_numel(x) == 0)
        return py_newref(a[0]);
    if (feature && x->ndim < 2)
        return py_err_setstr(S, PY_T(RuntimeError), "Feature dropout requires at least 2 dimensions in the input");
    ts_Tensor *noise = NULL, *bt = NULL, *r = NULL;
    nb_Status st;
    if (p == 1) {
        st = ts_zeros(c, 0, NULL, x->dtype, &noise);
    } else {
        if (!ts_dtype_is_float(x->dtype))
            return py_err_format(S, PY_T(RuntimeError), "result type Float can't be cast to the desired output type %s",
                                 ts_dtype_short(x->dtype));
        NN_TRY(S, ts_charge(c, (uint64_t)ts_numel(x) * 3));
        st = make_noise(c, &nn_state(S)->gen, x, feature, p, &noise);
        if (st == NB_OK && alpha) {
            /* b = (noise - 1) * (alpha*a) + alpha*a*p;  noise *= a   (each step in the dtype) */
            const double al = 1.7580993408473766;
            double aa = 1. / sqrt((al * al * p + 1) * (1 - p));
            double s1 = al * aa, s2 = al * aa * p;
            ts_Tensor *nc;
            st = ts_contiguous(c, noise, &nc);
            if (st == NB_OK) {
                ts_release(noise);
                noise = nc;
                st = ts_empty(c, noise->ndim, noise->shape, noise->dtype, &bt);
            }
            if (st == NB_OK) {
                int64_t n = ts_numel(noise);
                ts_DType dt = noise->dtype;
                for (int64_t i = 0; i < n; i++) {
                    double v = ts_sc_to_f(ts_get_flat(noise, i));
                    double bv;
                    if (dt == TS_FLOAT32) {
                        float f = (float)v + -1.0f;
                        f = f * (float)s1;
                        bv = f + (float)s2;
                        v = (float)v * (float)aa;
                    } else {
                        bv = rnd(dt, rnd(dt, rnd(dt, v - 1) * rnd(dt, s1)) + rnd(dt, s2));
                        v = rnd(dt, v * rnd(dt, aa));
                    }
                    setf(bt, i, bv);
                    setf(noise, i, v);
                }
            }
        } else if (st == NB_OK) {
            ts_Tensor *sc;
            st = ts_scalar_tensor(c, ts_sc_f(1.0 - p), TS_NODTYPE, true, &sc);
            if (st == NB_OK) {
                bool g0 = c->grad_enabled;
                c->grad_enabled = false;
                st = ts_binary_(c, TS_DIV, noise, sc);
                c->grad_enabled = g0;
                ts_release(sc);
            }
        }
    }
    if (st == NB_OK) {
        if (inplace) {
            st = ts_binary_(c, TS_MUL, x, noise);
            if (st == NB_OK && bt)
                st = ts_add_(c, x, bt, ts_sc_i(1));
        } else {
            st = ts_binary(c, TS_MUL, x, noise, &r);
            if (st == NB_OK && bt)
                st = ts_add_(c, r, bt, ts_sc_i(1));
        }
    }
    if (noise) ts_release(noise);
    if (bt) ts_release(bt);
    if (st) {
        if (r) ts_release(r);
        return nn_raise_status(S, st);
    }
    return inplace ? py_newref(a[0]) : nn_tensor_wrap_steal(S, r);
}

XT(dropout) { return dropout_impl(S, args, nargs, kwnames, "dropout", false, false, false); }
XT(dropout_) { return dropout_impl(S, args, nargs, kwnames, "dropout_", false, false, true); }
XT(feature_dropout) { return dropout_impl(S, args, nargs, kwnames, "feature_dropout", true, false, false); }
XT(feature_dropout_) { return dropout_impl(S, args, nargs, kwnames, "feature_dropout_", true, false, true); }
XT(alpha_dropout) { return dropout_impl(S, args, nargs, kwnames, "alpha_dropout", false, true, false); }
XT(alpha_dropout_) { return dropout_impl(S, args, nargs, kwnames, "alpha_dropout_", false, true, true); }
XT(feature_alpha_dropout) { return dropout_impl(S, args, nargs, kwnames, "feature_alpha_dropout", true, true, false); }
XT(feature_alpha_dropout_) { return dropout_impl(S, args, nargs, kwnames, "feature_alpha_dropout_", true, true, true); }

/* ------------------------------------------------------------ QR */

static py_Obj *qr_f0(py_State *S, py_Obj *o) { return py_newref(py_tuple_getB(o, 0)); }
static py_Obj *qr_f1(py_State *S, py_Obj *o) { return py_newref(py_tuple_getB(o, 1)); }
static const py_GetSetDef qr_getset[] = {{"Q", qr_f0, NULL}, {"R", qr_f1, NULL}, {NULL, NULL, NULL}};
static py_Obj *qr_repr(py_State *S, py_Obj *o)
{
    py_Obj *v = py_repr(S, py_tuple_getB(o, 0));
    py_Obj *i = v ? py_repr(S, py_tuple_getB(o, 1)) : NULL;
    py_Obj *r = i ? py_str_fmt(S, "torch.return_types.%s(\nQ=%U,\nR=%U)", o->type->name, v, i) : NULL;
    py_xdecref(S, v);
    py_xdecref(S, i);
    return r;
}
#define QRT(n) \
    static py_Type rt_##n = { \
        .ob = {PY_IMMORTAL, &py_type_type}, .name = #n, .module = "torch.return_types", \
        .basicsize = sizeof(py_Tuple), .flags = PY_TPFLAG_GC | PY_TPFLAG_TUPLE_SUB, \
        .base = &py_type_tuple, .getset = qr_getset, .repr = qr_repr, \
    };
QRT(linalg_qr) QRT(qr)

static const py_GetSetDef sld_getset[] = {{"sign", qr_f0, NULL}, {"logabsdet", qr_f1, NULL}, {NULL, NULL, NULL}};
static py_Obj *sld_repr(py_State *S, py_Obj *o)
{
    py_Obj *v = py_repr(S, py_tuple_getB(o, 0));
    py_Obj *i = v ? py_repr(S, py_tuple_getB(o, 1)) : NULL;
    py_Obj *r = i ? py_str_fmt(S, "torch.return_types.%s(\nsign=%U,\nlogabsdet=%U)", o->type->name, v, i) : NULL;
    py_xdecref(S, v);
    py_xdecref(S, i);
    return r;
}
#define SLDT(n) \
    static py_Type rt_##n = { \
        .ob = {PY_IMMORTAL, &py_type_type}, .name = #n, .module = "torch.return_types", \
        .basicsize = sizeof(py_Tuple), .flags = PY_TPFLAG_GC | PY_TPFLAG_TUPLE_SUB, \
        .base = &py_type_tuple, .getset = sld_getset, .repr = sld_repr, \
    };
SLDT(linalg_slogdet) SLDT(slogdet)

static py_Obj *qr_pair(py_State *S, py_Type *t, ts_Tensor *a, ts_Tensor *b)
{
    py_Obj *ao = nn_tensor_wrap_steal(S, a);
    py_Obj *bo = ao ? nn_tensor_wrap_steal(S, b) : (ts_release(b), NULL);
    if (!bo) {
        py_xdecref(S, ao);
        return NULL;
    }
    py_Obj *tup = py_tuple_pack(S, 2, ao, bo);
    py_decref(S, ao);
    py_decref(S, bo);
    if (!tup)
        return NULL;
    if (py_type_ready(S, t) < 0) {
        py_decref(S, tup);
        return NULL;
    }
    py_Obj *r = PY_T(tuple)->tp_new(S, t, &tup, 1, NULL);
    py_decref(S, tup);
    return r;
}

/* torch.linalg.qr(A, mode='reduced') */
static py_Obj *la_qr(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "qr", args, nargs, kwnames, "A,|mode,*,out", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "linalg_qr(): argument 'A' (position 1) must be Tensor, not %T", a[0]);
    int mode = 0;
    if (a[1]) {
        if (!py_isinstance_type(a[1], PY_T(str)))
            return py_err_format(S, PY_T(TypeError), "linalg_qr(): argument 'mode' (position 2) must be str, not %T", a[1]);
        if (py_str_eq_c(a[1], "reduced")) mode = 0;
        else if (py_str_eq_c(a[1], "complete")) mode = 1;
        else if (py_str_eq_c(a[1], "r")) mode = 2;
        else
            return py_err_format(S, PY_T(RuntimeError),
                                 "qr received unrecognized mode '%U' but expected one of 'reduced' (default), 'r', or 'complete'",
                                 a[1]);
    }
    ts_Tensor *q, *r;
    NN_TRY(S, xm_qr(NN_CTX(S), NN_T(a[0]), mode, &q, &r));
    return qr_pair(S, &rt_linalg_qr, q, r);
}

/* torch.qr(input, some=True) / Tensor.qr(some=True) */
XM(qr)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "qr", args, nargs, kwnames, "|some", a) < 0)
        return NULL;
    bool some = true;
    if (a[0] && nn_arg_bool(S, a[0], "some", &some) < 0)
        return NULL;
    /* TORCH_WARN_ONCE: once per process (flag kept on the torch.linalg module) */
    py_Obj *la = py_import(S, py_intern(S, "torch.linalg"));
    if (!la)
        return NULL;
    int seen = py_hasattr(S, la, py_intern(S, "_qr_deprecation_warned"));
    if (seen == 0 && py_setattr_str(S, la, "_qr_deprecation_warned", S->True) < 0)
        seen = -1;
    py_decref(S, la);
    if (seen < 0)
        return NULL;
    if (!seen && py_warn(S, PY_T(UserWarning),
                "torch.qr is deprecated in favor of torch.linalg.qr and will be removed in a future PyTorch release.\n"
                "The boolean parameter 'some' has been replaced with a string parameter 'mode'.\n"
                "Q, R = torch.qr(A, some)\nshould be replaced with\n"
                "Q, R = torch.linalg.qr(A, 'reduced' if some else 'complete') (Triggered internally at "
                "./aten/src/ATen/native/BatchLinearAlgebra.cpp:2485.)") < 0)
        return NULL;
    ts_Tensor *q, *r;
    NN_TRY(S, xm_qr(NN_CTX(S), NN_T(self), some ? 0 : 1, &q, &r));
    return qr_pair(S, &rt_qr, q, r);
}

/* torch.linalg.slogdet(A) */
static py_Obj *la_slogdet(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "slogdet", args, nargs, kwnames, "A,|*,out", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "linalg_slogdet(): argument 'A' (position 1) must be Tensor, not %T", a[0]);
    ts_Tensor *sg, *la;
    NN_TRY(S, xm_slogdet(NN_CTX(S), NN_T(a[0]), "linalg.slogdet", &sg, &la));
    return qr_pair(S, &rt_linalg_slogdet, sg, la);
}

/* torch.slogdet / Tensor.slogdet */
XM(slogdet)
{
    if (py_check_nargs(S, "slogdet", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *sg, *la;
    NN_TRY(S, xm_slogdet(NN_CTX(S), NN_T(self), "linalg.slogdet", &sg, &la));
    return qr_pair(S, &rt_slogdet, sg, la);
}

/* torch.logdet / Tensor.logdet: NaN where the sign is -1. */
XM(logdet)
{
    if (py_check_nargs(S, "logdet", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *sg, *la;
    NN_TRY(S, xm_slogdet(NN_CTX(S), NN_T(self), "logdet", &sg, &la));
    int64_t n = ts_numel(la);
    for (int64_t i = 0; i < n; i++)
        if (ts_sc_to_f(ts_get_flat(sg, i)) == -1)
            ts_store_f((char *)ts_data(la) + i * (int64_t)ts_dtype_size(la->dtype), la->dtype, NAN);
    ts_release(sg);
    return nn_tensor_wrap_steal(S, la);
}

static const py_MethodDef linalg_rng_more[] = {
    {"qr", la_qr, PY_METH_STATIC},
    {"slogdet", la_slogdet, PY_METH_STATIC},
    {NULL, NULL, 0},
};

static const py_MethodDef gen_more[] = {
    {"manual_seed", gen_manual_seed, PY_METH_INSTANCE},
    {"set_state", gen_set_state, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

/* Replaces torch.Generator's manual_seed/set_state with PyTorch's checks. */
int xg_rng_init(py_State *S, py_Obj *torch)
{
    py_Obj *la = py_getattr_str(S, torch, "linalg");
    if (!la)
        return -1;
    for (const py_MethodDef *m = linalg_rng_more; m->name; m++) {
        py_Obj *fn = py_cfunc_new(S, m->name, m->fn, NULL);
        int r = fn ? py_module_add(S, la, m->name, fn) : -1;
        py_xdecref(S, fn);
        if (r < 0) {
            py_decref(S, la);
            return -1;
        }
    }
    py_decref(S, la);
    for (const py_MethodDef *m = gen_more; m->name; m++) {
        py_Obj *v = py_method_descr_new(S, &nn_type_Generator, m);
        if (!v)
            return -1;
        int r = py_dict_set_str(S, nn_type_Generator.dict, m->name, v);
        py_decref(S, v);
        if (r < 0)
            return -1;
    }
    return 0;
}
