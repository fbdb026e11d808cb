/* ts_math.c — the binary elementwise extras of the math area (hypot,
 * fmax/fmin, logaddexp, xlogy, copysign, heaviside, nextafter, gcd, lcm)
 * with PyTorch's formulas in the operand's precision (float32 math for
 * float32/float16/bfloat16 tensors, double for float64) and their backward
 * rules. The unary ones are rows of ts_unary.def. */
#include <float.h>
#include <stdlib.h>

#include "ts_impl.h"
#include "ts_math.h"

void xm_rename(ts_Tensor *r, const char *name)
{
    if (r && r->grad_fn)
        r->grad_fn->name = name;
}

nb_Status xm_commit(ts_Ctx *c, ts_Tensor *t, ts_Tensor *result)
{
    nb_Status st = ts__commit_inplace(c, t, result);
    ts_release(result);
    return st;
}

/* ---------------------------------------------------------------- scalar math */

/* float libm results rounded from double: the oracle's glibc has correctly
 * rounded float functions, which rounding the double result reproduces */
#define F1(f) static float F##f(float x) { return (float)f((double)x); }
F1(log1p) F1(exp) F1(exp2) F1(log)
static float Fhypot(float a, float b) { return (float)hypot((double)a, (double)b); }

/* ---------------------------------------------------------------- autograd plumbing */

/* Record node `name` on r for inputs ins (NULL entries allowed) saving up to
 * three tensors (r itself counts as an output save). */
static nb_Status rec(ts_Ctx *c, const char *name, ag_BackwardFn fn, int nin, ts_Tensor **ins, ts_Tensor *r,
                     ts_Tensor *s0, ts_Tensor *s1, ts_Tensor *s2, const double *d, int nd)
{
    if (!ts_dtype_is_float(r->dtype) || !ag_should_record(c, nin, ins))
        return NB_OK;
    ag_Node *n;
    TRY(ag_make(c, name, fn, nin, ins, 1, &n));
    ts_Tensor *sv[3] = {s0, s1, s2};
    nb_Status st = NB_OK;
    for (int k = 0; k < 3 && !st; k++)
        if (sv[k])
            st = ag_save(c, n, k, sv[k], sv[k] == r);
    for (int k = 0; k < nd && k < 4; k++)
        n->d[k] = d[k];
    if (st) {
        ag_node_release(n);
        return st;
    }
    ag_set_output(n, r, 0);
    ag_node_release(n);
    return NB_OK;
}

/* short forms for backward formulas (grad mode is off there) */
#define BIN(op, a, b, o) TRYG(ts_binary(c, op, a, b, o))
#define UNA(op, a, o) TRYG(ts_unary(c, op, a, o))
#define REL(x) do { ts_release(x); x = NULL; } while (0)

/* ---------------------------------------------------------------- binary */

static int64_t gcd64(int64_t a, int64_t b)
{
    a = a < 0 ? -a : a;
    b = b < 0 ? -b : b;
    while (b) {
        int64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static double bin_evalf(xm_Bin op, float a, float b)
{
    switch (op) {
    case XM_HYPOT: return Fhypot(a, b);
    case XM_FMAX: return fmaxf(a, b);
    case XM_FMIN: return fminf(a, b);
    case XM_LOGADDEXP:
        if (isinf(a) && a == b) return a;
        else {
            float m = a > b || isnan(a) ? a : b;
            if (isnan(b)) m = b;
            return m + Flog1p(Fexp(-fabsf(a - b)));
        }
    case XM_LOGADDEXP2:
        if (isinf(a) && a == b) return a;
        else {
            float m = a > b || isnan(a) ? a : b;
            if (isnan(b)) m = b;
            return m + Flog1p(Fexp2(-fabsf(a - b))) * (float)(1.0 / 0.693147180559945309417232121458176568);
        }
    case XM_XLOGY:
        if (isnan(b)) return NAN;
        if (a == 0) return 0;
        return a * Flog(b);
    case XM_XLOG1PY:
        if (isnan(b)) return NAN;
        if (a == 0) return 0;
        return a * Flog1p(b);
    case XM_COPYSIGN: return copysignf(a, b);
    case XM_HEAVISIDE: return a == 0 ? b : (float)(a > 0);
    case XM_NEXTAFTER: return nextafterf(a, b);
    default: return NAN;
    }
}
static double bin_evald(xm_Bin op, double a, double b)
{
    switch (op) {
    case XM_HYPOT: return hypot(a, b);
    case XM_FMAX: return fmax(a, b);
    case XM_FMIN: return fmin(a, b);
    case XM_LOGADDEXP:
        if (isinf(a) && a == b) return a;
        else {
            double m = a > b || isnan(a) ? a : b;
            if (isnan(b)) m = b;
            return m + log1p(exp(-fabs(a - b)));
        }
    case XM_LOGADDEXP2:
        if (isinf(a) && a == b) return a;
        else {
            double m = a > b || isnan(a) ? a : b;
            if (isnan(b)) m = b;
            return m + log1p(exp2(-fabs(a - b))) * (1.0 / 0.693147180559945309417232121458176568);
        }
    case XM_XLOGY:
        if (isnan(b)) return NAN;
        if (a == 0) return 0;
        return a * log(b);
    case XM_XLOG1PY:
        if (isnan(b)) return NAN;
        if (a == 0) return 0;
        return a * log1p(b);
    case XM_COPYSIGN: return copysign(a, b);
    case XM_HEAVISIDE: return a == 0 ? b : (double)(a > 0);
    case XM_NEXTAFTER: return nextafter(a, b);
    default: return NAN;
    }
}
static int64_t bin_evali(xm_Bin op, int64_t a, int64_t b)
{
    switch (op) {
    case XM_FMAX: return a > b ? a : b;
    case XM_FMIN: return a < b ? a : b;
    case XM_HEAVISIDE: return a == 0 ? b : a > 0;
    case XM_GCD: return gcd64(a, b);
    case XM_LCM: {
        int64_t g = gcd64(a, b);
        int64_t l = g == 0 ? 0 : a / g * b;
        return l < 0 ? -l : l;
    }
    default: return 0;
    }
}

static const char *const bin_kernel[XM_NBIN] = {
    [XM_HYPOT] = "hypot_cpu", [XM_FMAX] = "fmax_cpu", [XM_FMIN] = "fmin_cpu", [XM_LOGADDEXP] = "logaddexp_cpu",
    [XM_LOGADDEXP2] = "logaddexp2_cpu", [XM_XLOGY] = "xlogy_cpu", [XM_COPYSIGN] = "copysign_cpu",
    [XM_HEAVISIDE] = "heaviside_cpu", [XM_NEXTAFTER] = "nextafter_cpu", [XM_GCD] = "gcd_cpu", [XM_LCM] = "lcm_cpu",
    [XM_XLOG1PY] = "xlog1py_cpu",
};

static nb_Status bin_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *b, *r = NULL;
    TRY(ag_unpack(c, n, 0, &a));
    TRY(ag_unpack(c, n, 1, &b));
    int op = (int)n->iv[0];
    ts_Tensor *t1 = NULL, *t2 = NULL, *t3 = NULL;
    nb_Status st = NB_OK;
    switch (op) {
    case XM_HYPOT:
        TRYG(ag_unpack(c, n, 2, &r));
        if (n->next[0].fn) { BIN(TS_MUL, g[0], a, &t1); BIN(TS_DIV, t1, r, &gin[0]); REL(t1); }
        if (n->next[1].fn) { BIN(TS_MUL, g[0], b, &t1); BIN(TS_DIV, t1, r, &gin[1]); }
        break;
    case XM_FMAX: case XM_FMIN: {
        /* self gets grad where (a >= b) | isnan(b) (<= for fmin); other the rest */
        ts_Tensor *cmp = NULL, *nb_ = NULL, *m = NULL, *z = NULL, *nm = NULL;
        st = ts_binary(c, op == XM_FMAX ? TS_GE : TS_LE, a, b, &cmp);
        if (!st) st = ts_unary(c, TS_ISNAN, b, &nb_);
        if (!st) st = ts_binary(c, TS_LOGICAL_OR, cmp, nb_, &m);
        if (!st) st = ts__scalar_like(c, 0, g[0]->dtype, &z);
        if (!st) st = ts_unary(c, TS_LOGICAL_NOT, m, &nm);
        if (!st && n->next[0].fn) st = ts_masked_fill(c, g[0], nm, z, &gin[0]);
        if (!st && n->next[1].fn) st = ts_masked_fill(c, g[0], m, z, &gin[1]);
        ts_release(cmp); ts_release(nb_); ts_release(m); ts_release(z); ts_release(nm);
        break;
    }
    case XM_LOGADDEXP: case XM_LOGADDEXP2:
        for (int k = 0; k < 2; k++) {
            if (!n->next[k].fn) continue;
            BIN(TS_SUB, k ? a : b, k ? b : a, &t1);
            if (op == XM_LOGADDEXP) UNA(TS_EXP, t1, &t2);
            else UNA(TS_EXP2, t1, &t2);
            TRYG(ts__add_scalar(c, t2, 1, &t3));
            BIN(TS_DIV, g[0], t3, &gin[k]);
            REL(t1); REL(t2); REL(t3);
        }
        break;
    case XM_XLOGY: case XM_XLOG1PY:
        if (n->next[0].fn) {
            /* xlogy(grad, other), zero where self == 0 and other <= 0 (PyTorch 2.6's formula);
             * xlog1py the same with other <= -1 */
            ts_Tensor *z = NULL, *za = NULL, *lim = NULL, *nb_ = NULL, *m = NULL, *zg = NULL;
            st = ts__scalar_like(c, 0, a->dtype, &z);
            if (!st) st = ts__scalar_like(c, op == XM_XLOGY ? 0 : -1, b->dtype, &lim);
            if (!st) st = ts_binary(c, TS_EQ, a, z, &za);
            if (!st) st = ts_binary(c, TS_LE, b, lim, &nb_);
            if (!st) st = ts_binary(c, TS_LOGICAL_AND, za, nb_, &m);
            if (!st) st = xm_binary(c, (xm_Bin)op, g[0], b, &t1);
            if (!st) st = ts__scalar_like(c, 0, t1->dtype, &zg);
            if (!st) st = ts_masked_fill(c, t1, m, zg, &gin[0]);
            ts_release(z); ts_release(lim); ts_release(za); ts_release(nb_); ts_release(m); ts_release(zg);
            if (st) goto done;
            REL(t1);
        }
        if (n->next[1].fn && op == XM_XLOGY) { BIN(TS_MUL, g[0], a, &t1); BIN(TS_DIV, t1, b, &gin[1]); }
        if (n->next[1].fn && op == XM_XLOG1PY) { /* grad * self / (other + 1) */
            BIN(TS_MUL, g[0], a, &t1);
            TRYG(ts__add_scalar(c, b, 1, &t2));
            BIN(TS_DIV, t1, t2, &gin[1]);
        }
        break;
    case XM_COPYSIGN:
        TRYG(ag_unpack(c, n, 2, &r));
        if (n->next[0].fn) {
            ts_Tensor *z = NULL, *m = NULL;
            BIN(TS_DIV, r, a, &t1);
            st = ts__scalar_like(c, 0, a->dtype, &z);
            if (!st) st = ts_binary(c, TS_EQ, a, z, &m);
            if (!st) st = ts_masked_fill(c, t1, m, z, &t2);
            ts_release(z); ts_release(m);
            if (st) goto done;
            BIN(TS_MUL, g[0], t2, &gin[0]);
        }
        if (n->next[1].fn) TRYG(ts_zeros_like(c, b, TS_NODTYPE, &gin[1]));
        break;
    default:
        return ts_err(c, TS_ERR_RUNTIME, "derivative not implemented");
    }
done:
    ts_release(t1); ts_release(t2); ts_release(t3);
    return st;
}

/* A one-edge node of bin_bw's ops (a Python-scalar operand): iv[1] is the
 * tensor operand's position. bin_bw runs on a two-edge view of the node; the
 * saved slots it may have touched are copied back. */
static nb_Status bin_bw_lone(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    int k = (int)n->iv[1];
    ag_Node v = *n;
    ag_Edge e[2];
    ts_Tensor *g2[2] = {NULL, NULL};
    memset(e, 0, sizeof e);
    e[k] = n->next[0];
    v.next = e;
    v.nin = 2;
    nb_Status st = bin_bw(c, &v, g, g2);
    memcpy(n->saved, v.saved, sizeof n->saved);
    gin[0] = g2[k];
    ts_release(g2[1 - k]);
    return st;
}

/* special.ndtr as ATen's composite (1 + erf(x * M_SQRT1_2)) * 0.5, one
 * PyTorch node per step: MulBackward1, ErfBackward0, AddBackward1,
 * MulBackward1 (ATen's Scalar overloads; integers give the default float). */
nb_Status xm_ndtr(ts_Ctx *c, ts_Tensor *x, ts_Tensor **out)
{
    ts_Tensor *a = NULL, *e = NULL, *d = NULL, *r = NULL;
    nb_Status st = ts__mul_scalar(c, x, 0.70710678118654752440, &a);
    if (!st) st = ag_fuse(c, "MulBackward1", 1, &x, 1, &a);
    if (!st) st = ts_unary(c, TS_ERF, a, &e);
    if (!st) st = ts__add_scalar(c, e, 1, &d);
    if (!st) st = ag_fuse(c, "AddBackward1", 1, &e, 1, &d);
    if (!st) st = ts__mul_scalar(c, d, 0.5, &r);
    if (!st) st = ag_fuse(c, "MulBackward1", 1, &d, 1, &r);
    ts_release(a); ts_release(e); ts_release(d);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

/* (x.unsqueeze(-1) + arange(-p/2 + 1/2, 1/2, 1/2)) through op (lgamma or
 * digamma), summed over the new last dimension: mvlgamma's core and its
 * derivative's, in ATen's order (the arange is the addition's left operand). */
static nb_Status mvlgamma_terms(ts_Ctx *c, ts_Tensor *x, int64_t p, ts_UnOp op, ts_Tensor **out)
{
    ts_DType dt = ts_dtype_is_float(x->dtype) ? x->dtype : c->default_float;
    ts_Tensor *ar = NULL, *xu = NULL, *a = NULL, *f = NULL;
    int64_t last = -1;
    nb_Status st = ts_arange(c, ts_sc_f(-(double)p * 0.5 + 0.5), ts_sc_f(0.5), ts_sc_f(0.5), dt, &ar);
    if (!st) st = ts_unsqueeze(c, x, -1, &xu);
    if (!st) st = ts_binary(c, TS_ADD, ar, xu, &a);
    if (!st) st = ts_unary(c, op, a, &f);
    if (!st) st = ts_sum(c, f, &last, 1, false, TS_NODTYPE, out);
    ts_release(ar); ts_release(xu); ts_release(a); ts_release(f);
    return st;
}

/* MvlgammaBackward0: grad * (arange + x.unsqueeze(-1)).digamma().sum(-1). */
static nb_Status mvlgamma_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x, *t = NULL;
    TRY(ag_unpack(c, n, 0, &x));
    nb_Status st = mvlgamma_terms(c, x, (int64_t)n->d[0], TS_DIGAMMA, &t);
    if (!st) st = ts_binary(c, TS_MUL, g[0], t, &gin[0]);
    ts_release(t);
    return st;
}

/* torch.mvlgamma(x, p) (torch.special.multigammaln): the log of the
 * multivariate gamma function, sum_i lgamma(x - i/2) + p(p-1)/4 log(pi).
 * PyTorch 2.6 checks only p >= 1 (x <= (p-1)/2 gives lgamma's values). */
nb_Status xm_mvlgamma(ts_Ctx *c, ts_Tensor *x, int64_t p, ts_Tensor **out)
{
    ts_Tensor *s = NULL, *r = NULL;
    nb_Status st = NB_OK;
    ts_NoGrad ng = ts_nograd_begin(c);
    if (p < 1) st = ts_err(c, TS_ERR_RUNTIME, "p has to be greater than or equal to 1");
    if (!st) st = mvlgamma_terms(c, x, p, TS_LGAMMA, &s);
    if (!st) st = ts__add_scalar(c, s, (double)(p * (p - 1)) * log(3.14159265358979323846) * 0.25, &r);
    ts_nograd_end(c, ng);
    ts_release(s);
    double d = (double)p;
    ts_Tensor *ins[1] = {x};
    if (!st) st = rec(c, "MvlgammaBackward0", mvlgamma_bw, 1, ins, r, x, NULL, NULL, &d, 1);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

nb_Status xm_binary(ts_Ctx *c, xm_Bin op, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    if (ts_dtype_is_complex(a->dtype) || ts_dtype_is_complex(b->dtype))
        return ts_err(c, TS_ERR_NOTIMPL, "complex inputs are not supported by nnscope for this operation");
    ts_DType rt = ts_result_type(a, b);
    bool int_ok = op == XM_FMAX || op == XM_FMIN || op == XM_HEAVISIDE || op == XM_GCD || op == XM_LCM;
    bool float_only = op == XM_HYPOT || op == XM_LOGADDEXP || op == XM_LOGADDEXP2 || op == XM_NEXTAFTER;
    if (op == XM_HEAVISIDE && a->dtype != b->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "heaviside is not yet implemented for tensors with different dtypes.");
    if (!ts_dtype_is_float(rt)) {
        if (float_only || ((op == XM_GCD || op == XM_LCM) && rt == TS_BOOL))
            return ts_err(c, TS_ERR_RUNTIME, "\"%s\" not implemented for '%s'", bin_kernel[op], ts_dtype_short(rt));
        if (!int_ok)
            rt = c->default_float;
    } else if (op == XM_GCD || op == XM_LCM) {
        return ts_err(c, TS_ERR_RUNTIME, "\"%s\" not implemented for '%s'", bin_kernel[op], ts_dtype_short(rt));
    }
    int nd;
    int64_t shape[TS_MAXDIM];
    TRY(ts__broadcast_shape(c, a->ndim, a->shape, b->ndim, b->shape, &nd, shape));
    ts_DType ct = ts__ctype(rt);
    ts_Tensor *ea = NULL, *eb = NULL, *ca = NULL, *cb = NULL, *r = NULL;
    nb_Status st;
    {
        ts__NoGrad ng = ts__nograd_begin(c);
        st = ts_expand(c, a, nd, shape, &ea);
        if (!st) st = ts_expand(c, b, nd, shape, &eb);
        ts__nograd_end(c, ng);
    }
    if (st) goto done;
    TRYG(ts__as(c, ea, ct, &ca));
    TRYG(ts__as(c, eb, ct, &cb));
    TRYG(ts__new(c, rt, nd, shape, &r));
    int64_t n = ts_numel(r);
    TRYG(ts_charge(c, (uint64_t)n));
    char *rp = ts_data(r);
    size_t es = ts_dtype_size(rt);
    for (int64_t i = 0; i < n; i++) {
        if (ct == TS_FLOAT32)
            ts__storef(rp + i * es, rt, bin_evalf(op, ((float *)ts_data(ca))[i], ((float *)ts_data(cb))[i]));
        else if (ct == TS_FLOAT64)
            ts__storef(rp + i * es, rt, bin_evald(op, ((double *)ts_data(ca))[i], ((double *)ts_data(cb))[i]));
        else
            ts__storei(rp + i * es, rt, bin_evali(op, ((int64_t *)ts_data(ca))[i], ((int64_t *)ts_data(cb))[i]));
    }
    {
        ts_Tensor *ins[2] = {a->is_wrapped_number ? NULL : a, b->is_wrapped_number ? NULL : b};
        const char *name = NULL;
        switch (op) {
        case XM_HYPOT: name = "HypotBackward0"; break;
        case XM_FMAX: name = "FmaxBackward0"; break;
        case XM_FMIN: name = "FminBackward0"; break;
        case XM_LOGADDEXP: name = "LogaddexpBackward0"; break;
        case XM_LOGADDEXP2: name = "Logaddexp2Backward0"; break;
        case XM_XLOGY: name = a->is_wrapped_number ? "XlogyBackward1" : b->is_wrapped_number ? "XlogyBackward2" : "XlogyBackward0"; break;
        case XM_XLOG1PY:
            name = a->is_wrapped_number ? "SpecialXlog1PyBackward1"
                 : b->is_wrapped_number ? "SpecialXlog1PyBackward2" : "SpecialXlog1PyBackward0";
            break;
        case XM_COPYSIGN: name = b->is_wrapped_number ? "CopysignBackward1" : "CopysignBackward0"; break;
        case XM_HEAVISIDE: TRYG(ag_not_implemented(c, "heaviside", 2, ins, 1, &r)); break;
        default: break;
        }
        /* xlogy / xlog1py with a Python-scalar operand: PyTorch's node has the tensor's edge only */
        int lone = (op == XM_XLOGY || op == XM_XLOG1PY) && (a->is_wrapped_number || b->is_wrapped_number)
                 ? (a->is_wrapped_number ? 1 : 0) : -1;
        if (name && lone >= 0) {
            TRYG(rec(c, name, bin_bw_lone, 1, &ins[lone], r, a, b, NULL, NULL, 0));
            if (r->grad_fn) { r->grad_fn->iv[0] = op; r->grad_fn->iv[1] = lone; }
        } else if (name) {
            TRYG(rec(c, name, bin_bw, 2, ins, r, a, b, (op == XM_HYPOT || op == XM_COPYSIGN) ? r : NULL, NULL, 0));
            if (r->grad_fn) r->grad_fn->iv[0] = op;
        }
    }
done:
    ts_release(ea); ts_release(eb); ts_release(ca); ts_release(cb);
    if (st) {
        ts_release(r);
        return st;
    }
    *out = r;
    return NB_OK;
}
