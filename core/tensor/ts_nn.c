/* ts_nn.c — nn functional ops composed from differentiable primitives
 * (linear, losses). Ops not yet implemented report NotImplementedError. */
#include "ts_impl.h"

#include <stdio.h>

nb_Status ts_linear(ts_Ctx *c, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b, ts_Tensor **out)
{
    ts_Tensor *av[3] = {x, w, b};
    TS_AMP(c, c->amp_dtype, 3, av, ts_linear(c, av[0], av[1], av[2], out));
    ts_Tensor *wt = NULL, *p = NULL;
    nb_Status st;
    TRYG(ts_t(c, w, &wt));
    if (x->ndim == 2 && b) {
        if (x->dtype != w->dtype)
            { st = ts_err(c, TS_ERR_RUNTIME, "mat1 and mat2 must have the same dtype, but got %s and %s", ts_dtype_short(x->dtype), ts_dtype_short(w->dtype)); goto done; }
        TRYG(ts_addmm(c, b, x, wt, ts_sc_i(1), ts_sc_i(1), out));
    } else {
        if (x->ndim == 1 && x->shape[0] != w->shape[w->ndim - 1]) {
            st = ts_err(c, TS_ERR_RUNTIME, "mat1 and mat2 shapes cannot be multiplied (1x%lld and %lldx%lld)",
                        (long long)x->shape[0], (long long)wt->shape[0], (long long)wt->shape[1]);
            goto done;
        }
        if (x->dtype != w->dtype)
            { st = ts_err(c, TS_ERR_RUNTIME, "mat1 and mat2 must have the same dtype, but got %s and %s", ts_dtype_short(x->dtype), ts_dtype_short(w->dtype)); goto done; }
        if (b) { TRYG(ts_matmul(c, x, wt, &p)); TRYG(ts_add(c, p, b, ts_sc_i(1), out)); }
        else TRYG(ts_matmul(c, x, wt, out));
    }
done:
    ts_release(wt); ts_release(p);
    return st;
}

static nb_Status reduce_loss(ts_Ctx *c, ts_Tensor *l, ts_Reduction r, ts_Tensor **out)
{
    if (r == TS_RED_NONE) { ts_retain(l); *out = l; return NB_OK; }
    if (r == TS_RED_SUM) return ts_sum(c, l, NULL, 0, false, TS_NODTYPE, out);
    return ts_mean(c, l, NULL, 0, false, TS_NODTYPE, out);
}

nb_Status ts_mse_loss(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, ts_Tensor **out)
{
    ts_Tensor *av[2] = {x, y};
    TS_AMP(c, TS_FLOAT32, 2, av, ts_mse_loss(c, av[0], av[1], r, out));
    ts_Tensor *d = NULL, *s = NULL;
    nb_Status st;
    TRYG(ts_sub(c, x, y, ts_sc_i(1), &d));
    TRYG(ts_pow_scalar(c, d, ts_sc_i(2), &s));
    TRYG(reduce_loss(c, s, r, out));
    {
        ts_Tensor *ins[2] = {x, y};
        TRYG(ag_fuse(c, "MseLossBackward0", 2, ins, 1, out));
    }
done:
    ts_release(d); ts_release(s);
    return st;
}

nb_Status ts_l1_loss(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, ts_Tensor **out)
{
    ts_Tensor *av[2] = {x, y};
    TS_AMP(c, TS_FLOAT32, 2, av, ts_l1_loss(c, av[0], av[1], r, out));
    ts_Tensor *d = NULL, *a = NULL;
    nb_Status st;
    TRYG(ts_sub(c, x, y, ts_sc_i(1), &d));
    TRYG(ts_unary(c, TS_ABS, d, &a));
    TRYG(reduce_loss(c, a, r, out));
done:
    ts_release(d); ts_release(a);
    return st;
}

static nb_Status smooth(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, double beta, bool huber, ts_Tensor **out)
{
    /* |d| < beta ? 0.5 d^2 / beta : |d| - 0.5 beta   (huber: 0.5 d^2 : delta (|d| - 0.5 delta)) */
    ts_Tensor *d = NULL, *a = NULL, *q = NULL, *q2 = NULL, *l = NULL, *l2 = NULL, *m = NULL, *bt = NULL, *w = NULL;
    nb_Status st;
    TRYG(ts_sub(c, x, y, ts_sc_i(1), &d));
    TRYG(ts_unary(c, TS_ABS, d, &a));
    TRYG(ts_pow_scalar(c, d, ts_sc_i(2), &q));
    TRYG(ts__mul_scalar(c, q, huber ? 0.5 : 0.5 / beta, &q2));
    TRYG(ts__add_scalar(c, a, -0.5 * beta, &l));
    if (huber) TRYG(ts__mul_scalar(c, l, beta, &l2)); else { ts_retain(l); l2 = l; }
    TRYG(ts_scalar_tensor(c, ts_sc_f(beta), TS_NODTYPE, true, &bt));
    TRYG(ts__binary_raw(c, TS_LT, a, bt, &m));
    TRYG(ts_where(c, m, q2, l2, &w));
    TRYG(reduce_loss(c, w, r, out));
    {
        ts_Tensor *ins[2] = {x, y};
        TRYG(ag_fuse(c, huber ? "HuberLossBackward0" : "SmoothL1LossBackward0", 2, ins, 1, out));
    }
done:
    ts_release(d); ts_release(a); ts_release(q); ts_release(q2); ts_release(l); ts_release(l2); ts_release(m);
    ts_release(bt); ts_release(w);
    return st;
}
nb_Status ts_smooth_l1_loss(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, double beta, ts_Tensor **out)
{
    ts_Tensor *av[2] = {x, y};
    TS_AMP(c, TS_FLOAT32, 2, av, ts_smooth_l1_loss(c, av[0], av[1], r, beta, out));
    return smooth(c, x, y, r, beta, false, out);
}
nb_Status ts_huber_loss(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, double delta, ts_Tensor **out)
{
    ts_Tensor *av[2] = {x, y};
    TS_AMP(c, TS_FLOAT32, 2, av, ts_huber_loss(c, av[0], av[1], r, delta, out));
    return smooth(c, x, y, r, delta, true, out);
}

/* PyTorch 2.6's nll_loss forward reduction (LossNLL.cpp): the losses
 * -x[b][t] (* w[t]) and the weights are accumulated in 8 cascade levels of
 * 2^max(4, ceil(log2 N) / 8) samples each, the levels then added in order;
 * mean divides by the weight total (N - ignored without weight). Computed in
 * the input's type T from the gathered values g[b] and weights w[b] (0 and
 * ignored when ign[b]). Returns the reduced value. */
#define NLL_CASCADE(T)                                                                             \
    static double nll_cascade_##T(const T *g, const T *w, const T *ign, bool has_w, int64_t N,  \
                                  bool mean)                                                       \
    {                                                                                              \
        int64_t lg = 0;                                                                            \
        while (((int64_t)1 << lg) < N) lg++;                                                       \
        int64_t pw = lg / 8 > 4 ? lg / 8 : 4, mask0 = ((int64_t)1 << pw) - 1, nign = 0;            \
        T ws[8] = {0}, ls[8] = {0};                                                                \
        for (int64_t b = 0; b < N; b++) {                                                          \
            if (ign[b] != 0) { nign++; continue; }                                                      \
            if (has_w) { ls[0] -= g[b] * w[b]; ws[0] += w[b]; }                                    \
            else ls[0] -= g[b];                                                                    \
            for (int j = 0; j + 1 < 8; j++) {                                                      \
                if ((b & (mask0 << (j * pw))) != 0) break;                                         \
                ws[j + 1] += ws[j]; ls[j + 1] += ls[j];                                            \
                ws[j] = 0; ls[j] = 0;                                                              \
            }                                                                                      \
        }                                                                                          \
        T tw = 0, out = 0;                                                                         \
        if (has_w) for (int j = 0; j < 8; j++) tw += ws[j];                                        \
        else tw = (T)(N - nign);                                                                   \
        for (int j = 0; j < 8; j++) out += ls[j];                                                  \
        if (mean) out /= tw;                                                                       \
        return out;                                                                                \
    }
NLL_CASCADE(float)
NLL_CASCADE(double)

/* Overwrite the reduced nll value of *out (its graph stays) with PyTorch's;
 * ign[b]: target b is ignore_index. */
static nb_Status nll_fix_value(ts_Ctx *c, ts_Tensor *x2, ts_Tensor *t2, ts_Tensor *wv, ts_Tensor *tgt,
                               int64_t ignore_index, bool has_w, bool mean, ts_Tensor *out)
{
    if (x2->dtype != TS_FLOAT32 && x2->dtype != TS_FLOAT64) return NB_OK;
    int64_t N = x2->shape[0], C = x2->shape[1], sh[2] = {3, N};
    ts_Tensor *tmp;
    TRY(ts__new(c, x2->dtype, 2, sh, &tmp));
    for (int64_t b = 0; b < N; b++) {
        int64_t tb = ((int64_t *)ts_data(t2))[b];
        double v[3] = {ts_get_flat_f(x2, b * C + tb), ts_get_flat_f(wv, b), ts_sc_to_i(ts_get_flat(tgt, b)) == ignore_index};
        for (int k = 0; k < 3; k++) {
            if (x2->dtype == TS_FLOAT32) ((float *)ts_data(tmp))[k * N + b] = (float)v[k];
            else ((double *)ts_data(tmp))[k * N + b] = v[k];
        }
    }
    double v = x2->dtype == TS_FLOAT32
        ? nll_cascade_float(ts_data(tmp), (float *)ts_data(tmp) + N, (float *)ts_data(tmp) + 2 * N, has_w, N, mean)
        : nll_cascade_double(ts_data(tmp), (double *)ts_data(tmp) + N, (double *)ts_data(tmp) + 2 * N, has_w, N, mean);
    ts_release(tmp);
    ts__storef(ts_data(out), out->dtype, v);
    return NB_OK;
}

/* nll_loss for input [N, C] (or [C]) and int64 targets; weight optional. */
nb_Status ts_nll_loss(ts_Ctx *c, ts_Tensor *x, ts_Tensor *target, ts_Tensor *weight, int64_t ignore_index,
                      ts_Reduction r, ts_Tensor **out)
{
    ts_Tensor *av[2] = {x, weight};
    TS_AMP(c, TS_FLOAT32, 2, av, ts_nll_loss(c, av[0], target, av[1], ignore_index, r, out));
    if (x->ndim < 1 || x->ndim > 2)
        return ts_err(c, TS_ERR_NOTIMPL, "nll_loss: only 1-D and 2-D inputs are supported");
    if (target->dtype != TS_INT64)
        return ts_err(c, TS_ERR_RUNTIME, "expected scalar type Long but found %s", ts_dtype_short(target->dtype));
    int64_t N = x->ndim == 2 ? x->shape[0] : 1, C = x->shape[x->ndim - 1];
    if (x->ndim == 2 && (target->ndim != 1 || target->shape[0] != N))
        return ts_err(c, TS_ERR_VALUE, "Expected input batch_size (%lld) to match target batch_size (%lld).",
                      (long long)N, (long long)(target->ndim ? target->shape[0] : 1));
    ts_Tensor *x2 = NULL, *t2 = NULL, *g = NULL, *neg = NULL, *wv = NULL, *wg = NULL, *m = NULL, *z = NULL, *l = NULL;
    ts_Tensor *s = NULL, *ws = NULL;
    nb_Status st;
    int64_t sh2[2] = {N, C}, sh1[2] = {N, 1};
    TRYG(ts_reshape(c, x, 2, sh2, &x2));
    for (int64_t i = 0; i < N; i++) {
        int64_t v = ts_sc_to_i(ts_get_flat(target, i));
        if (v != ignore_index && (v < 0 || v >= C)) { st = ts_err(c, TS_ERR_INDEX, "Target %lld is out of bounds.", (long long)v); goto done; }
    }
    /* safe target (ignored → 0), gathered values, mask */
    TRYG(ts__new(c, TS_INT64, 2, sh1, &t2));
    TRYG(ts__new(c, x->dtype, 2, sh1, &wv));
    for (int64_t i = 0; i < N; i++) {
        int64_t v = ts_sc_to_i(ts_get_flat(target, i));
        bool ign = v == ignore_index;
        ((int64_t *)ts_data(t2))[i] = ign ? 0 : v;
        double wi = ign ? 0 : (weight ? ts_get_flat_f(weight, v) : 1.0);
        ts__storef((char *)ts_data(wv) + i * (int64_t)ts_dtype_size(x->dtype), x->dtype, wi);
    }
    TRYG(ts_gather(c, x2, 1, t2, &g));
    TRYG(ts_unary(c, TS_NEG, g, &neg));
    TRYG(ts_binary(c, TS_MUL, neg, wv, &wg));
    int64_t shN = N;
    TRYG(ts_reshape(c, wg, x->ndim == 2 ? 1 : 0, &shN, &l));
    if (r == TS_RED_NONE) { *out = l; l = NULL; }
    else if (r == TS_RED_SUM) TRYG(ts_sum(c, l, NULL, 0, false, TS_NODTYPE, out));
    else {
        TRYG(ts_sum(c, l, NULL, 0, false, TS_NODTYPE, &s));
        ts__NoGrad ng = ts__nograd_begin(c);
        st = ts_sum(c, wv, NULL, 0, false, TS_NODTYPE, &ws);
        ts__nograd_end(c, ng);
        if (st) goto done;
        TRYG(ts__binary_raw(c, TS_DIV, s, ws, out));
        if (s->grad_fn) { /* re-record the division so the grad flows: s / ws */
            ts_release(*out);
            TRYG(ts_binary(c, TS_DIV, s, ws, out));
        }
    }
    if (r != TS_RED_NONE) {
        TRYG(nll_fix_value(c, x2, t2, wv, target, ignore_index, weight != NULL, r == TS_RED_MEAN, *out));
    }
    TRYG(ag_fuse(c, "NllLossBackward0", 1, &x, 1, out));
done:
    ts_release(x2); ts_release(t2); ts_release(g); ts_release(neg); ts_release(wv); ts_release(wg); ts_release(m);
    ts_release(z); ts_release(l); ts_release(s); ts_release(ws);
    return st;
}

/* weight viewed with C at the class dim (ones elsewhere) for broadcasting. */
static nb_Status weight_bcast(ts_Ctx *c, ts_Tensor *w, int nd, int64_t cd, ts_Tensor **out)
{
    int64_t sh[TS_MAXDIM];
    for (int i = 0; i < nd; i++) sh[i] = 1;
    sh[cd] = ts_numel(w);
    return ts_reshape(c, w, nd, sh, out);
}

/* Probability targets: -(log_softmax(x) * target' [* w]) reduced, with
 * target' = target*(1-eps) + eps/C (PyTorch's cross_entropy_loss_prob_target). */
static nb_Status ce_prob(ts_Ctx *c, ts_Tensor *ls, ts_Tensor *target, ts_Tensor *weight, int64_t cd, int64_t C,
                         ts_Reduction r, double eps, ts_Tensor **out)
{
    ts_Tensor *tg = NULL, *t1 = NULL, *wb = NULL, *p = NULL, *pw = NULL, *s = NULL, *n = NULL;
    nb_Status st;
    if (eps > 0) {
        TRYG(ts__mul_scalar(c, target, 1 - eps, &t1));
        TRYG(ts__add_scalar(c, t1, eps / (double)C, &tg));
    } else { ts_retain(target); tg = target; }
    TRYG(ts_binary(c, TS_MUL, ls, tg, &p));
    if (weight) {
        TRYG(weight_bcast(c, weight, ls->ndim, cd, &wb));
        TRYG(ts_binary(c, TS_MUL, p, wb, &pw));
    } else { ts_retain(p); pw = p; }
    if (r == TS_RED_NONE) {
        TRYG(ts_sum(c, pw, &cd, 1, false, TS_NODTYPE, &s));
        TRYG(ts_unary(c, TS_NEG, s, out));
    } else {
        TRYG(ts_sum(c, pw, NULL, 0, false, TS_NODTYPE, &s));
        if (r == TS_RED_SUM) TRYG(ts_unary(c, TS_NEG, s, out));
        else {
            TRYG(ts_unary(c, TS_NEG, s, &n));
            ts_Tensor *k;
            TRYG(ts_scalar_tensor(c, ts_sc_i(ts_numel(ls) / (C ? C : 1)), TS_NODTYPE, true, &k));
            st = ts_binary(c, TS_DIV, n, k, out);
            ts_release(k);
            if (!st) st = ag_fuse(c, "DivBackward1", 1, &n, 1, out);   /* ATen divides by a Scalar */
        }
    }
done:
    ts_release(tg); ts_release(t1); ts_release(wb); ts_release(p); ts_release(pw); ts_release(s); ts_release(n);
    return st;
}

/* Class-index targets with label smoothing: (1-eps)*nll + eps/C * smooth,
 * smooth = -(log_softmax [* w]).sum(class dim), 0 at ignored targets, reduced
 * as PyTorch does (mean divides by the summed target weights / count). */
static nb_Status ce_smooth(ts_Ctx *c, ts_Tensor *ls, ts_Tensor *target, ts_Tensor *weight, int64_t ignore_index,
                           int64_t cd, int64_t C, ts_Reduction r, double eps, ts_Tensor **out)
{
    ts_Tensor *nll = NULL, *wb = NULL, *lw = NULL, *s = NULL, *sm = NULL, *mask = NULL, *zero = NULL, *sm2 = NULL;
    ts_Tensor *ret = NULL, *den = NULL, *tot = NULL, *a = NULL, *b = NULL, *ign = NULL;
    nb_Status st;
    TRYG(ts_nll_loss(c, ls, target, weight, ignore_index, r, &nll));
    if (weight) {
        TRYG(weight_bcast(c, weight, ls->ndim, cd, &wb));
        TRYG(ts_binary(c, TS_MUL, ls, wb, &lw));
    } else { ts_retain(ls); lw = ls; }
    TRYG(ts_sum(c, lw, &cd, 1, false, TS_NODTYPE, &s));
    TRYG(ts_unary(c, TS_NEG, s, &sm));
    TRYG(ts_scalar_tensor(c, ts_sc_i(ignore_index), TS_NODTYPE, true, &ign));
    TRYG(ts__binary_raw(c, TS_EQ, target, ign, &mask));
    TRYG(ts_scalar_tensor(c, ts_sc_f(0.0), TS_NODTYPE, true, &zero));
    TRYG(ts_masked_fill(c, sm, mask, zero, &sm2));
    if (r == TS_RED_NONE) { ts_retain(sm2); ret = sm2; }
    else {
        TRYG(ts_sum(c, sm2, NULL, 0, false, TS_NODTYPE, &tot));
        if (r == TS_RED_SUM) { ts_retain(tot); ret = tot; }
        else {
            int64_t nt = ts_numel(target);
            if (weight) {
                double ws = 0;
                for (int64_t i = 0; i < nt; i++) {
                    int64_t v = ts_sc_to_i(ts_get_flat(target, i));
                    if (v != ignore_index) ws += ts_get_flat_f(weight, v);
                }
                TRYG(ts_scalar_tensor(c, ts_sc_f(ws), ls->dtype, false, &den));
            } else {
                int64_t cnt = 0;
                for (int64_t i = 0; i < nt; i++) if (ts_sc_to_i(ts_get_flat(target, i)) != ignore_index) cnt++;
                TRYG(ts_scalar_tensor(c, ts_sc_i(cnt), TS_INT64, false, &den));
            }
            TRYG(ts_binary(c, TS_DIV, tot, den, &ret));
        }
    }
    /* ATen multiplies by Scalars: MulBackward1, one edge */
    TRYG(ts__mul_scalar(c, nll, 1 - eps, &a));
    TRYG(ag_fuse(c, "MulBackward1", 1, &nll, 1, &a));
    TRYG(ts__mul_scalar(c, ret, eps / (double)C, &b));
    TRYG(ag_fuse(c, "MulBackward1", 1, &ret, 1, &b));
    TRYG(ts_add(c, a, b, ts_sc_i(1), out));
done:
    ts_release(nll); ts_release(wb); ts_release(lw); ts_release(s); ts_release(sm); ts_release(mask);
    ts_release(zero); ts_release(sm2); ts_release(ret); ts_release(den); ts_release(tot); ts_release(a);
    ts_release(b); ts_release(ign);
    return st;
}

nb_Status ts_cross_entropy(ts_Ctx *c, ts_Tensor *x, ts_Tensor *target, ts_Tensor *weight, int64_t ignore_index,
                           ts_Reduction r, double label_smoothing, ts_Tensor **out)
{
    ts_Tensor *av[3] = {x, target, weight};
    TS_AMP(c, TS_FLOAT32, 3, av, ts_cross_entropy(c, av[0], av[1], av[2], ignore_index, r, label_smoothing, out));
    if (x->ndim == 0) return ts_err(c, TS_ERR_INDEX, "Dimension out of range (expected to be in range of [-1, 0], but got 1)");
    int64_t cd = x->ndim == 1 ? 0 : 1, C = x->shape[cd];
    if (!(label_smoothing >= 0.0 && label_smoothing <= 1.0))
        return ts_err(c, TS_ERR_RUNTIME, "label_smoothing must be between 0.0 and 1.0. Got: %g", label_smoothing);
    if (weight && (weight->ndim != 1 || ts_numel(weight) != C)) {
        char ws[200];
        ts__fmt_shape(ws, sizeof ws, weight->ndim, weight->shape);
        return ts_err(c, TS_ERR_RUNTIME, "weight tensor should be defined either for all %lld classes or no classes but got weight tensor of shape: %s",
                      (long long)C, ws);
    }
    ts_Tensor *ls = NULL;
    nb_Status st;
    TRYG(ts_log_softmax(c, x, cd, TS_NODTYPE, &ls));
    if (ts_dtype_is_float(target->dtype))
        st = ce_prob(c, ls, target, weight, cd, C, r, label_smoothing, out);
    else if (label_smoothing > 0)
        st = ce_smooth(c, ls, target, weight, ignore_index, cd, C, r, label_smoothing, out);
    else
        st = ts_nll_loss(c, ls, target, weight, ignore_index, r, out);
done:
    ts_release(ls);
    return st;
}

/* The gradient of binary_cross_entropy in closed form, as PyTorch computes it (Loss.cpp's backward kernel:
 * g * (x - y) / max((1 - x) * x, 1e-12), then * weight, then / numel for 'mean'; FunctionsManual's target
 * gradient: -logit(x) * g * weight / numel), so that x == 0 or 1 gives a finite gradient, not 0 * inf.
 * Saved: x, y, weight (slot 2, may be absent); iv[0] is the reduction. Ops are ts ops: differentiable again. */
static nb_Status bce_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x, *y, *w = NULL, *d = NULL, *t = NULL, *om = NULL, *p = NULL, *pm = NULL, *r = NULL, *q = NULL,
              *nm = NULL;
    ts_Scalar eps = ts_sc_f(1e-12);
    nb_Status st;
    if (!g[0]) return NB_OK;
    TRY(ag_unpack(c, n, 0, &x));
    TRY(ag_unpack(c, n, 1, &y));
    if (n->saved[2].t) TRY(ag_unpack(c, n, 2, &w));
    if (n->iv[0] == TS_RED_MEAN) TRYG(ts_scalar_tensor(c, ts_sc_i(ts_numel(x)), TS_NODTYPE, true, &nm));
    TRYG(ts_rsub_scalar(c, x, ts_sc_i(1), &om));
    if (n->next[0].fn) {
        TRYG(ts_sub(c, x, y, ts_sc_i(1), &d));
        TRYG(ts_binary(c, TS_MUL, g[0], d, &t));
        TRYG(ts_binary(c, TS_MUL, om, x, &p));
        TRYG(ts_clamp(c, p, &eps, NULL, &pm));
        TRYG(ts_binary(c, TS_DIV, t, pm, &r));
        if (w) { TRYG(ts_binary(c, TS_MUL, r, w, &q)); ts_release(r); r = q; q = NULL; }
        if (nm) { TRYG(ts_binary(c, TS_DIV, r, nm, &q)); ts_release(r); r = q; q = NULL; }
        gin[0] = r; r = NULL;
    }
    if (n->next[1].fn) {
        ts_release(d); ts_release(t); d = t = NULL;
        TRYG(ts_binary(c, TS_DIV, x, om, &d));
        TRYG(ts_unary(c, TS_LOG, d, &t));
        TRYG(ts_unary(c, TS_NEG, t, &r));
        TRYG(ts_binary(c, TS_MUL, r, g[0], &q)); ts_release(r); r = q; q = NULL;
        if (w) { TRYG(ts_binary(c, TS_MUL, r, w, &q)); ts_release(r); r = q; q = NULL; }
        if (nm) { TRYG(ts_binary(c, TS_DIV, r, nm, &q)); ts_release(r); r = q; q = NULL; }
        gin[1] = r; r = NULL;
    }
done:
    ts_release(d); ts_release(t); ts_release(om); ts_release(p); ts_release(pm); ts_release(r); ts_release(q);
    ts_release(nm);
    return st;
}

/* The loss as ATen's CPU kernel computes it, per element:
 * (y - 1) * max(log1p(-x), -100) - y * max(log(x), -100) with the C
 * library's log/log1p (a scalar cpu_kernel). */
#define BCE_LOOP(T, LOG, LOG1P)                                                        \
    for (int64_t i = 0; i < n; i++) {                                                 \
        T xv = ((const T *)xp)[i], yv = ((const T *)yp)[i];                           \
        T l1 = LOG1P(-xv), l0 = LOG(xv);                                              \
        l1 = l1 < (T)-100 ? (T)-100 : l1;                                             \
        l0 = l0 < (T)-100 ? (T)-100 : l0;                                             \
        ((T *)op)[i] = (yv - (T)1) * l1 - yv * l0; /* not contracted (measured) */        \
    }
static void bce_values(const ts_Tensor *x, const ts_Tensor *y, ts_Tensor *o)
{
    int64_t n = ts_numel(o);
    const void *xp = ts_data(x), *yp = ts_data(y);
    void *op = ts_data(o);
    if (o->dtype == TS_FLOAT32) { BCE_LOOP(float, logf, log1pf) }
    else { BCE_LOOP(double, log, log1p) }
}

nb_Status ts_binary_cross_entropy(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Tensor *weight, ts_Reduction r,
                                  ts_Tensor **out)
{
    ts_Tensor *av[3] = {x, y, weight};
    TS_AMP(c, TS_FLOAT32, 3, av, ts_binary_cross_entropy(c, av[0], av[1], av[2], r, out));
    /* -(y log x + (1-y) log(1-x)), logs clamped at -100 (as ATen's kernel for float32/float64: bce_values);
     * computed without a graph, then one node (bce_bw) */
    ts_Tensor *lx = NULL, *l1 = NULL, *om = NULL, *omy = NULL, *a = NULL, *b = NULL, *s = NULL, *n = NULL, *w = NULL;
    ts_Tensor *res = NULL;
    ts_Scalar lo = ts_sc_f(-100);
    nb_Status st;
    ts_Tensor *ins[3] = {x, y, weight};
    bool rec = ag_should_record(c, 2, ins);
    ts_NoGrad ng = ts_nograd_begin(c);
    if ((x->dtype == TS_FLOAT32 || x->dtype == TS_FLOAT64) && y->dtype == x->dtype && ts_numel(y) == ts_numel(x)) {
        /* ATen's kernel values (bce_values) */
        TRYG(ts_contiguous(c, x, &lx));
        TRYG(ts_contiguous(c, y, &l1));
        TRYG(ts__new(c, x->dtype, x->ndim, x->shape, &n));
        bce_values(lx, l1, n);
        goto weighted;
    }
    TRYG(ts_unary(c, TS_LOG, x, &a));
    TRYG(ts_clamp(c, a, &lo, NULL, &lx));
    ts_release(a); a = NULL;
    TRYG(ts_rsub_scalar(c, x, ts_sc_i(1), &om));
    TRYG(ts_unary(c, TS_LOG, om, &a));
    TRYG(ts_clamp(c, a, &lo, NULL, &l1));
    ts_release(a); a = NULL;
    TRYG(ts_binary(c, TS_MUL, y, lx, &a));
    TRYG(ts_rsub_scalar(c, y, ts_sc_i(1), &omy));
    TRYG(ts_binary(c, TS_MUL, omy, l1, &b));
    TRYG(ts_add(c, a, b, ts_sc_i(1), &s));
    TRYG(ts_unary(c, TS_NEG, s, &n));
weighted:
    if (weight) { TRYG(ts_binary(c, TS_MUL, n, weight, &w)); } else { ts_retain(n); w = n; }
    TRYG(reduce_loss(c, w, r, &res));
    ts_nograd_end(c, ng);
    if (rec) {
        ag_Node *nd;
        TRYG(ag_make(c, "BinaryCrossEntropyBackward0", bce_bw, 2, ins, 1, &nd));
        st = ag_save(c, nd, 0, x, false);
        if (!st) st = ag_save(c, nd, 1, y, false);
        if (!st && weight) st = ag_save(c, nd, 2, weight, false);
        nd->iv[0] = r;
        nd->bw_records = true; /* bce_bw is made of ts ops: create_graph runs it as is */
        if (!st) ag_set_output(nd, res, 0);
        ag_node_release(nd);
        if (st) goto done;
    }
    *out = res; res = NULL;
done:
    ts_nograd_end(c, ng);
    ts_release(lx); ts_release(l1); ts_release(om); ts_release(omy); ts_release(a); ts_release(b); ts_release(s);
    ts_release(n); ts_release(w); ts_release(res);
    return st;
}

/* binary_cross_entropy_with_logits_backward in recording ops:
 * (sigmoid(x) - y) * grad, or with pos_weight (t = pw * y)
 * ((t + 1 - y) * sigmoid(x) - t) * grad; times weight; / numel for mean.
 * Slots: 0 x, 1 y, 2 weight, 3 pos_weight; iv[0] reduction, iv[1..2] which are set. */
static nb_Status bcel_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x, *y, *w = NULL, *pw = NULL, *s = NULL, *t = NULL, *a = NULL, *b = NULL, *d = NULL, *q = NULL;
    TRY(ag_unpack(c, n, 0, &x));
    TRY(ag_unpack(c, n, 1, &y));
    if (n->iv[1]) TRY(ag_unpack(c, n, 2, &w));
    if (n->iv[2]) TRY(ag_unpack(c, n, 3, &pw));
    nb_Status st;
    TRYG(ts_unary(c, TS_SIGMOID, x, &s));
    if (pw) {
        TRYG(ts_binary(c, TS_MUL, pw, y, &t));
        TRYG(ts__add_scalar(c, t, 1, &a));
        TRYG(ts_binary(c, TS_SUB, a, y, &b));
        ts_release(a); a = NULL;
        TRYG(ts_binary(c, TS_MUL, b, s, &a));
        TRYG(ts_binary(c, TS_SUB, a, t, &d));
    } else
        TRYG(ts_binary(c, TS_SUB, s, y, &d));
    TRYG(ts_binary(c, TS_MUL, d, g[0], &q));
    if (w) { ts_release(d); d = q; q = NULL; TRYG(ts_binary(c, TS_MUL, d, w, &q)); }
    if (n->iv[0] == TS_RED_MEAN) {
        ts_Tensor *k;
        ts_release(d); d = q; q = NULL;
        TRYG(ts_scalar_tensor(c, ts_sc_i(ts_numel(x)), TS_NODTYPE, true, &k));
        st = ts_binary(c, TS_DIV, d, k, &q);
        ts_release(k);
        if (st) goto done;
    }
    gin[0] = q;
    q = NULL;
done:
    ts_release(s); ts_release(t); ts_release(a); ts_release(b); ts_release(d); ts_release(q);
    return st;
}

nb_Status ts_bce_with_logits(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Tensor *weight, ts_Tensor *pos_weight,
                             ts_Reduction r, ts_Tensor **out)
{
    ts_Tensor *av[4] = {x, y, weight, pos_weight};
    TS_AMP(c, TS_FLOAT32, 4, av, ts_bce_with_logits(c, av[0], av[1], av[2], av[3], r, out));
    /* Loss.cpp: (1 - y) * x - (1 + (pw - 1) y) * log_sigmoid(x), log_sigmoid(x) = min(x, 0) -
     * log1p(exp(-|x|)) (log_sigmoid_cpu_kernel: SLEEF exp and log1p on every element) */
    ts_Tensor *omy = NULL, *t1 = NULL, *nx = NULL, *sp = NULL, *lw = NULL, *t2 = NULL, *l = NULL, *w = NULL, *pm = NULL, *py = NULL;
    /* The same values as branches of a where, so that the graph's gradient is the smooth one
     * (sigmoid(x) - 1 at x = 0 too) and no branch sees exp overflow: x < 0: x - log1p(exp(x));
     * else -log1p(exp(-x)). */
    ts_Tensor *xa = NULL, *ea = NULL, *la = NULL, *ba = NULL, *xb = NULL, *eb = NULL, *lb = NULL, *bb = NULL;
    ts_Tensor *z0 = NULL, *neg = NULL;
    nb_Status st;
    ts_Scalar zero = ts_sc_i(0);
    /* float input, only x differentiable: one node with ATen's backward formula */
    bool own = (x->dtype == TS_FLOAT32 || x->dtype == TS_FLOAT64) && !y->requires_grad &&
               !(weight && weight->requires_grad) && !(pos_weight && pos_weight->requires_grad) &&
               ag_should_record(c, 1, &x);
    ts__NoGrad ng;
    if (own) ng = ts__nograd_begin(c);
    TRYG(ts_rsub_scalar(c, y, ts_sc_i(1), &omy));
    TRYG(ts_binary(c, TS_MUL, omy, x, &t1));
    TRYG(ts_clamp(c, x, NULL, &zero, &xa));
    TRYG(ts_unary(c, TS_EXP, xa, &ea));
    TRYG(ts_unary(c, TS_LOG1P, ea, &la));
    TRYG(ts_sub(c, xa, la, ts_sc_i(1), &ba));
    TRYG(ts_clamp(c, x, &zero, NULL, &xb));
    TRYG(ts_unary(c, TS_NEG, xb, &nx));
    TRYG(ts_unary(c, TS_EXP, nx, &eb));
    TRYG(ts_unary(c, TS_LOG1P, eb, &lb));
    TRYG(ts_unary(c, TS_NEG, lb, &bb));
    TRYG(ts_zeros_like(c, x, TS_NODTYPE, &z0));
    TRYG(ts_binary(c, TS_LT, x, z0, &neg));
    TRYG(ts_where(c, neg, ba, bb, &sp)); /* log_sigmoid(x) */
    if (pos_weight) {
        TRYG(ts__add_scalar(c, pos_weight, -1, &pm));
        TRYG(ts_binary(c, TS_MUL, pm, y, &py));
        TRYG(ts__add_scalar(c, py, 1, &lw));
        TRYG(ts_binary(c, TS_MUL, lw, sp, &t2));
    } else { ts_retain(sp); t2 = sp; }
    TRYG(ts_sub(c, t1, t2, ts_sc_i(1), &l));
    if (weight) { TRYG(ts_binary(c, TS_MUL, l, weight, &w)); } else { ts_retain(l); w = l; }
    TRYG(reduce_loss(c, w, r, out));
    if (own) {
        ag_Node *nd;
        ts__nograd_end(c, ng);
        own = false;
        ts_Tensor *ins[2] = {x, y};
        TRYG(ag_make(c, "BinaryCrossEntropyWithLogitsBackward0", bcel_bw, 2, ins, 1, &nd));
        nd->iv[0] = r;
        nd->iv[1] = weight != NULL;
        nd->iv[2] = pos_weight != NULL;
        st = ag_save(c, nd, 0, x, false);
        if (!st) st = ag_save(c, nd, 1, y, false);
        if (!st && weight) st = ag_save(c, nd, 2, weight, false);
        if (!st && pos_weight) st = ag_save(c, nd, 3, pos_weight, false);
        if (!st) ag_set_output(nd, *out, 0);
        ag_node_release(nd);
        if (st) { ts_release(*out); *out = NULL; goto done; }
    } else {
        ts_Tensor *ins[2] = {x, y};
        TRYG(ag_fuse(c, "BinaryCrossEntropyWithLogitsBackward0", 2, ins, 1, out));
    }
done:
    if (own) ts__nograd_end(c, ng);
    ts_release(omy); ts_release(t1); ts_release(nx); ts_release(sp); ts_release(lw); ts_release(t2); ts_release(l);
    ts_release(w); ts_release(pm); ts_release(py);
    ts_release(xa); ts_release(ea); ts_release(la); ts_release(ba); ts_release(xb); ts_release(eb); ts_release(lb);
    ts_release(bb); ts_release(z0); ts_release(neg);
    return st;
}

/* EmbeddingBackward0: rows of g added into zeros(weight) at the indices,
 * skipping padding_idx. saved 0 = indices (int64, flat); iv[0] = padding_idx. */
static nb_Status embedding_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    ts_Tensor *ix, *g = NULL, *r = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 0, &ix));
    ts_DType dt = n->meta[0].dtype;
    int64_t D = n->meta[0].shape[1], m = ts_numel(ix), pad = n->iv[0];
    TRYG(ts__as(c, gout[0], dt, &g));
    TRYG(ts__new(c, dt, 2, n->meta[0].shape, &r));
    TRYG(ts_charge(c, (uint64_t)(m * D)));
    {
        const int64_t *pi = ts_data(ix);
        for (int64_t k = 0; k < m; k++) {
            if (pi[k] == pad) continue;
            if (dt == TS_FLOAT32) {
                float *d = (float *)ts_data(r) + pi[k] * D;
                const float *s = (const float *)ts_data(g) + k * D;
                for (int64_t j = 0; j < D; j++) d[j] += s[j];
            } else {
                double *d = (double *)ts_data(r) + pi[k] * D;
                const double *s = (const double *)ts_data(g) + k * D;
                for (int64_t j = 0; j < D; j++) d[j] += s[j];
            }
        }
    }
    gin[0] = r;
    r = NULL;
done:
    ts_release(g); ts_release(r);
    return st;
}

nb_Status ts_embedding(ts_Ctx *c, ts_Tensor *weight, ts_Tensor *indices, int64_t padding_idx, ts_Tensor **out)
{
    if (indices->dtype != TS_INT64 && indices->dtype != TS_INT32)
        return ts_err(c, TS_ERR_RUNTIME, "Expected tensor for argument #1 'indices' to have one of the following scalar types: Long, Int; but got torch.%sTensor instead (while checking arguments for embedding)",
                      ts_dtype_short(indices->dtype));
    if (weight->ndim != 2) return ts_err(c, TS_ERR_RUNTIME, "'weight' must be 2-D");
    if (indices->ndim + 1 > TS_MAXDIM) return ts_err(c, TS_ERR_RUNTIME, "too many dimensions");
    int64_t m = ts_numel(indices), V = weight->shape[0], D = weight->shape[1];
    ts_Tensor *ix = NULL, *cw = NULL, *r = NULL;
    nb_Status st;
    TRYG(ts__as(c, indices, TS_INT64, &ix));
    {
        const int64_t *pi = ts_data(ix);
        for (int64_t k = 0; k < m; k++)
            if (pi[k] < 0 || pi[k] >= V) { st = ts_err(c, TS_ERR_INDEX, "index out of range in self"); goto done; }
    }
    int64_t sh[TS_MAXDIM];
    memcpy(sh, indices->shape, sizeof(int64_t) * (size_t)indices->ndim);
    sh[indices->ndim] = D;
    TRYG(ts_charge(c, (uint64_t)(m * D)));
    TRYG(ts__as(c, weight, weight->dtype, &cw));
    TRYG(ts__new(c, weight->dtype, indices->ndim + 1, sh, &r));
    {
        size_t row = (size_t)D * ts_dtype_size(weight->dtype);
        const int64_t *pi = ts_data(ix);
        for (int64_t k = 0; k < m; k++)
            memcpy((char *)ts_data(r) + (size_t)k * row, (const char *)ts_data(cw) + (size_t)pi[k] * row, row);
    }
    if (ts_dtype_is_float(weight->dtype) && ag_should_record(c, 1, &weight)) {
        ag_Node *n;
        TRYG(ag_make(c, "EmbeddingBackward0", embedding_bw, 1, &weight, 1, &n));
        n->iv[0] = padding_idx < 0 ? -1 : padding_idx;
        st = ag_save(c, n, 0, ix, false);
        if (!st) ag_set_output(n, r, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    *out = r;
    r = NULL;
done:
    ts_release(ix); ts_release(cw); ts_release(r);
    return st;
}

nb_Status ts_dropout(ts_Ctx *c, ts_Tensor *x, double p, bool training, ts_MaskFill fill, void *ud, ts_Tensor **out)
{
    if (p < 0 || p > 1)
        return ts_err(c, TS_ERR_VALUE, "dropout probability has to be between 0 and 1, but got %g", p);
    if (!training || p == 0) { ts_retain(x); *out = x; return NB_OK; }
    ts_Tensor *mask = NULL, *m2 = NULL;
    nb_Status st;
    TRYG(ts_empty_like(c, x, TS_NODTYPE, &mask));
    if (p == 1) { /* all zero */ }
    else TRYG(fill(c, ud, mask, 1 - p));
    if (p < 1) TRYG(ts__mul_scalar(c, mask, 1.0 / (1 - p), &m2));
    else { ts_retain(mask); m2 = mask; }
    TRYG(ts_binary(c, TS_MUL, x, m2, out));
done:
    ts_release(mask); ts_release(m2);
    return st;
}

