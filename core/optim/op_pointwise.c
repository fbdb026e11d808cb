/* op_pointwise.c — element loops of the optimizers whose bookkeeping is Python
 * (Adadelta, Adamax, NAdam, RAdam, ASGD: core/nn/lib/torch.optim.<name>.py).
 *
 * The Python side keeps the state dicts, the step counters and every
 * scalar PyTorch computes in Python floats (bias corrections, NAdam's mu
 * products, ASGD's eta/mu); it then calls
 *     _nns.pointwise(kind, (param, grad, state1, ...), (scalar, ...), flags)
 * and the loop here performs, per element, the in-place tensor operations
 * of PyTorch 2.6's single-tensor CPU path with ATen's roundings (the rules
 * listed at the top of op_kern.c; a Python float operand is rounded to the
 * parameter's dtype where ATen converts a Scalar). Version counters are
 * bumped as PyTorch's in-place calls bump them.
 */
#include <math.h>
#include <string.h>

#include "op.h"

enum { K_ADADELTA, K_ADAMAX, K_NADAM, K_RADAM, K_ASGD, K_COUNT };

typedef struct Kind {
    const char *name;
    int ntensors, nscalars;
    int bumps[4];            /* version bumps of param, (grad: 0), state tensors */
} Kind;

static const Kind kinds[K_COUNT] = {
    /* p, g, square_avg, acc_delta; lr rho eps wd */
    {"adadelta", 4, 4, {1, 0, 2, 2}},
    /* p, g, exp_avg, exp_inf; beta1 beta2 eps wd clr */
    {"adamax", 4, 5, {1, 0, 1, 2}},
    /* p, g, exp_avg, exp_avg_sq; beta1 beta2 eps wd lr bc2 v1 v2 */
    {"nadam", 4, 8, {2, 0, 1, 2}},
    /* p, g, exp_avg, exp_avg_sq; beta1 beta2 eps wd lr bc1 bc2_sqrt rect(<0: none) */
    {"radam", 4, 8, {1, 0, 1, 2}},
    /* p, g, ax; decay -eta mu wd */
    {"asgd", 3, 4, {2, 0, 1, 0}},
};

/* flags */
#define F_MAXIMIZE 1
#define F_DECOUPLED 2

#define LOOPS(T, SUF, FMA, SQRT)                                                                   \
    static inline T lerp_##SUF(T x, T y, T w)                                                      \
    {                                                                                              \
        T d = y - x;                                                                               \
        return (w < (T)0.5 && w > (T)-0.5) ? FMA(w, d, x) : FMA(w - (T)1, d, y);                   \
    }                                                                                              \
    /* the gradient after maximize and L2 weight decay (grad.add(param, alpha=wd)) */             \
    static inline T grad_##SUF(T g, T p, T wd, bool use_wd, int flags)                             \
    {                                                                                              \
        if (flags & F_MAXIMIZE)                                                                    \
            g = -g;                                                                                \
        return use_wd ? FMA(wd, p, g) : g;                                                         \
    }                                                                                              \
    static void run_##SUF(int kind, int64_t n, T **a, const double *s, int flags)                  \
    {                                                                                              \
        T *p = a[0], *g = a[1], *x = a[2], *y = a[3];                                              \
        switch (kind) {                                                                            \
        case K_ADADELTA: {                                                                         \
            const T nlr = (T)(-s[0]), rho = (T)s[1], omr = (T)(1.0 - s[1]), eps = (T)s[2];         \
            const T wd = (T)s[3];                                                                  \
            for (int64_t i = 0; i < n; i++) {                                                      \
                T gi = grad_##SUF(g[i], p[i], wd, s[3] != 0, flags);                               \
                T sa = x[i] * rho;                                                                 \
                sa = FMA(omr * gi, gi, sa);                                                        \
                x[i] = sa;                                                                         \
                T sae = sa + eps;                                                                  \
                T std = SQRT(sae);                                                                 \
                T ade = y[i] + eps;                                                                \
                T delta = SQRT(ade);                                                               \
                delta = delta / std;                                                               \
                delta = delta * gi;                                                                \
                T ad = y[i] * rho;                                                                 \
                y[i] = FMA(omr * delta, delta, ad);                                                \
                p[i] = FMA(nlr, delta, p[i]);                                                      \
            }                                                                                      \
            break;                                                                                 \
        }                                                                                          \
        case K_ADAMAX: {                                                                           \
            const T w1 = (T)(1.0 - s[0]), b2 = (T)s[1], eps = (T)s[2], wd = (T)s[3];               \
            const T nclr = (T)(-s[4]);                                                             \
            for (int64_t i = 0; i < n; i++) {                                                      \
                T gi = grad_##SUF(g[i], p[i], wd, s[3] != 0, flags);                               \
                x[i] = lerp_##SUF(x[i], gi, w1);                                                   \
                T e = y[i] * b2;                                                                   \
                T ag = (gi < 0 ? -gi : gi) + eps;                                                  \
                y[i] = (e != e || ag != ag) ? (e != e ? e : ag) : (e > ag ? e : ag);               \
                T num = nclr * x[i];                                                               \
                T upd = num / y[i];                                                                \
                p[i] = p[i] + upd;                                                                 \
            }                                                                                      \
            break;                                                                                 \
        }                                                                                          \
        case K_NADAM:                                                                              \
        case K_RADAM: {                                                                            \
            const T w1 = (T)(1.0 - s[0]), b2 = (T)s[1], omb2 = (T)(1.0 - s[1]), eps = (T)s[2];     \
            const T wd = (T)s[3], decay = (T)(1.0 - s[4] * s[3]);                                  \
            const bool dec = (flags & F_DECOUPLED) != 0, l2 = !dec && s[3] != 0;                   \
            const bool decay_p = dec && s[3] != 0;                                                 \
            for (int64_t i = 0; i < n; i++) {                                                      \
                T gi = g[i];                                                                       \
                if (flags & F_MAXIMIZE)                                                            \
                    gi = -gi;                                                                      \
                if (decay_p)                                                                       \
                    p[i] = p[i] * decay;                                                           \
                if (l2)                                                                            \
                    gi = FMA(wd, p[i], gi);                                                        \
                x[i] = lerp_##SUF(x[i], gi, w1);                                                   \
                T v = y[i] * b2;                                                                   \
                y[i] = FMA(omb2 * gi, gi, v);                                                      \
                if (kind == K_NADAM) {                                                             \
                    T q = y[i] / (T)s[5];                                                          \
                    T den = SQRT(q);                                                               \
                    den = den + eps;                                                               \
                    T n1 = (T)s[6] * gi;                                                           \
                    T u1 = n1 / den;                                                               \
                    p[i] = p[i] + u1;                                                              \
                    T n2 = (T)s[7] * x[i];                                                         \
                    T u2 = n2 / den;                                                               \
                    p[i] = p[i] + u2;                                                              \
                } else {                                                                           \
                    T corr = x[i] / (T)s[5];                                                       \
                    T upd = corr * (T)s[4];                                                        \
                    if (s[7] >= 0) {                                                               \
                        T root = SQRT(y[i]);                                                       \
                        root = root + eps;                                                         \
                        T rec = (T)1 / root;                                                       \
                        T adaptive = rec * (T)s[6];                                                \
                        upd = upd * adaptive;                                                      \
                        upd = upd * (T)s[7];                                                       \
                    }                                                                              \
                    p[i] = FMA((T)-1, upd, p[i]);                                                  \
                }                                                                                  \
            }                                                                                      \
            break;                                                                                 \
        }                                                                                          \
        case K_ASGD: {                                                                             \
            const T decay = (T)s[0], neta = (T)s[1], mu = (T)s[2], wd = (T)s[3];                   \
            const bool avg = s[2] != 1.0;                                                          \
            for (int64_t i = 0; i < n; i++) {                                                      \
                T gi = grad_##SUF(g[i], p[i], wd, s[3] != 0, flags);                               \
                T pi = p[i] * decay;                                                               \
                pi = FMA(neta, gi, pi);                                                            \
                p[i] = pi;                                                                         \
                if (avg) {                                                                         \
                    T d = pi - x[i];                                                               \
                    d = d * mu;                                                                    \
                    x[i] = x[i] + d;                                                               \
                } else {                                                                           \
                    x[i] = pi;                                                                     \
                }                                                                                  \
            }                                                                                      \
            break;                                                                                 \
        }                                                                                          \
        }                                                                                          \
    }

LOOPS(float, f32, fmaf, sqrtf)
LOOPS(double, f64, fma, sqrt)

/* Gather t into a dense buffer (or use its memory when contiguous). */
static nb_Status dense(ts_Ctx *c, ts_Tensor *t, void **data, ts_Tensor **copy)
{
    *copy = NULL;
    if (ts_is_contiguous(t)) {
        *data = ts_data(t);
        return NB_OK;
    }
    nb_Status st = ts_contiguous(c, t, copy);
    if (st == NB_OK)
        *data = ts_data(*copy);
    return st;
}

int op_more_kind(const char *name)
{
    for (int k = 0; k < K_COUNT; k++)
        if (!strcmp(kinds[k].name, name))
            return k;
    return -1;
}

int op_more_arity(int kind, int *ntensors, int *nscalars)
{
    if (kind < 0 || kind >= K_COUNT)
        return -1;
    *ntensors = kinds[kind].ntensors;
    *nscalars = kinds[kind].nscalars;
    return 0;
}

nb_Status op_more_update(ts_Ctx *c, int kind, ts_Tensor **t, const double *s, int flags)
{
    const Kind *k = &kinds[kind];
    ts_Tensor *p = t[0];
    if (p->dtype != TS_FLOAT32 && p->dtype != TS_FLOAT64)
        return ts_err(c, TS_ERR_NOTIMPL, "optimizer step is not implemented for dtype %s", ts_dtype_name(p->dtype));
    int64_t n = ts_numel(p);
    for (int i = 1; i < k->ntensors; i++) {
        if (t[i]->dtype != p->dtype)
            return ts_err(c, TS_ERR_RUNTIME, "expected optimizer state to have dtype %s, but got %s",
                          ts_dtype_short(p->dtype), ts_dtype_short(t[i]->dtype));
        if (ts_numel(t[i]) != n)
            return ts_err(c, TS_ERR_RUNTIME, "The size of optimizer state does not match the size of the parameter");
    }
    void *data[4] = {0};
    ts_Tensor *copies[4] = {0};
    nb_Status st = NB_OK;
    for (int i = 0; i < k->ntensors && st == NB_OK; i++)
        st = dense(c, t[i], &data[i], &copies[i]);
    if (st == NB_OK) {
        if (p->dtype == TS_FLOAT32)
            run_f32(kind, n, (float **)data, s, flags);
        else
            run_f64(kind, n, (double **)data, s, flags);
        for (int i = 0; i < k->ntensors && st == NB_OK; i++)
            if (copies[i] && i != 1)
                st = ts_copy_(c, t[i], copies[i]);
    }
    for (int i = 0; i < k->ntensors; i++)
        ts_release(copies[i]);
    if (st != NB_OK)
        return st;
    for (int i = 0; i < k->ntensors; i++) {
        int b = k->bumps[i];
        if (i == 0 && (kind == K_NADAM || kind == K_RADAM) && (flags & F_DECOUPLED) && s[3] != 0)
            b++;
        t[i]->version->version += b;
    }
    return NB_OK;
}
