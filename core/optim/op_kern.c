/* op_kern.c — optimizer update kernels on plain ts_Tensors.
 *
 * Each function performs, for one parameter, exactly the arithmetic of
 * PyTorch 2.6's single-tensor (non-foreach) CPU path, in the parameter's
 * dtype. The rounding of every intermediate matches ATen's CPU kernels as
 * the 2.6 oracle computes them (checked element by element):
 *   x.add(y, alpha=a)          fma(a, y, x)
 *   x.mul_(s)                  x * s
 *   x.lerp_(y, w)              |w| < 0.5: fma(w, y - x, x)
 *                              else:      fma(w - 1, y - x, y)
 *   x.addcmul_(y, z, value=v)  fma(v * y, z, x)
 *   x.addcdiv_(y, z, value=v)  x + (v * y) / z
 *   x / s, x.add_(s), sqrt     one rounding each
 * Python-float hyperparameters are rounded to the dtype where ATen converts
 * a Scalar; bias corrections and learning-rate schedules stay in double as
 * the Python code computes them. In-place ops bump version counters the
 * number of times PyTorch's in-place calls do.
 *
 * Every intermediate is assigned to a variable of the element type, so that
 * targets evaluating in wider precision (x87, FLT_EVAL_METHOD 2) still round
 * after each operation as ATen does.
 */
#include <math.h>
#include <string.h>

#include "op.h"

/* ------------------------------------------------------------ operands */

/* A tensor's elements as a contiguous array: the tensor's own memory when it
 * is contiguous, else a gathered copy that op_put scatters back. */
typedef struct Arr {
    ts_Tensor *t;
    void *data;
    size_t bytes;      /* > 0 when data is a temporary copy */
} Arr;

/* Copy between a strided tensor and a dense buffer (to_buf: gather). */
static void strided_copy(ts_Tensor *t, void *buf, bool to_buf)
{
    size_t es = ts_dtype_size(t->dtype);
    int64_t n = ts_numel(t), idx[TS_MAXDIM] = {0};
    char *base = (char *)t->storage->data;
    for (int64_t i = 0; i < n; i++) {
        int64_t off = t->offset;
        for (int d = 0; d < t->ndim; d++)
            off += idx[d] * t->stride[d];
        if (to_buf)
            memcpy((char *)buf + i * (int64_t)es, base + off * (int64_t)es, es);
        else
            memcpy(base + off * (int64_t)es, (char *)buf + i * (int64_t)es, es);
        for (int d = t->ndim - 1; d >= 0; d--) {
            if (++idx[d] < t->shape[d])
                break;
            idx[d] = 0;
        }
    }
}

static nb_Status arr_get(ts_Ctx *c, ts_Tensor *t, Arr *a)
{
    a->t = t;
    a->bytes = 0;
    if (!t) {
        a->data = NULL;
        return NB_OK;
    }
    if (ts_is_contiguous(t)) {
        a->data = ts_data(t);
        return NB_OK;
    }
    a->bytes = (size_t)ts_numel(t) * ts_dtype_size(t->dtype);
    a->data = nb_alloc(c->heap, a->bytes ? a->bytes : 1);
    if (!a->data)
        return ts_oom(c);
    strided_copy(t, a->data, true);
    return NB_OK;
}

/* Release an operand; write it back first when it is an output. */
static void arr_put(ts_Ctx *c, Arr *a, bool output)
{
    if (a->bytes) {
        if (output)
            strided_copy(a->t, a->data, false);
        nb_free(c->heap, a->data, a->bytes);
    }
    a->bytes = 0;
}

static void bump(ts_Tensor *t, int n)
{
    if (t)
        t->version->version += n;
}

/* Every tensor must match p's dtype and shape. */
static nb_Status check_like(ts_Ctx *c, ts_Tensor *p, ts_Tensor *t, const char *what)
{
    if (!t)
        return NB_OK;
    if (t->dtype != p->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "expected %s to have dtype %s, but got %s", what,
                      ts_dtype_short(p->dtype), ts_dtype_short(t->dtype));
    if (ts_numel(t) != ts_numel(p) || t->ndim != p->ndim)
        goto shape;
    for (int d = 0; d < p->ndim; d++)
        if (t->shape[d] != p->shape[d])
            goto shape;
    return NB_OK;
shape:
    return ts_err(c, TS_ERR_RUNTIME, "The size of %s does not match the size of the parameter", what);
}

static nb_Status check_dtype(ts_Ctx *c, ts_Tensor *p)
{
    if (p->dtype != TS_FLOAT32 && p->dtype != TS_FLOAT64)
        return ts_err(c, TS_ERR_NOTIMPL, "optimizer step is not implemented for dtype %s", ts_dtype_name(p->dtype));
    return NB_OK;
}

/* The 0-dim float32 `step` counter: step += 1, returns its new value. */
static nb_Status step_incr(ts_Ctx *c, ts_Tensor *step, double *value)
{
    if (!step || ts_numel(step) != 1)
        return ts_err(c, TS_ERR_RUNTIME, "optimizer state 'step' must be a one-element tensor");
    if (step->dtype == TS_FLOAT32) {
        float *s = ts_data(step);
        *s = *s + 1.0f;
        *value = *s;
    } else if (step->dtype == TS_FLOAT64) {
        double *s = ts_data(step);
        *s = *s + 1.0;
        *value = *s;
    } else {
        return ts_err(c, TS_ERR_RUNTIME, "optimizer state 'step' must be a floating point tensor");
    }
    bump(step, 1);
    return NB_OK;
}

/* ------------------------------------------------------------ kernels per dtype
 * KERNELS(T, SUF, FMA, SQRT) defines the element loops for one type. */

#define KERNELS(T, SUF, FMA, SQRT)                                                                   \
    static void sgd_##SUF(int64_t n, T *p, const T *g, T *buf, bool first, const op_SGDArgs *a)     \
    {                                                                                                \
        const T nlr = (T)(-a->lr), wd = (T)a->weight_decay, mom = (T)a->momentum;                    \
        const T damp1 = (T)(1.0 - a->dampening);                                                     \
        const bool use_wd = a->weight_decay != 0, use_mom = a->momentum != 0;                        \
        for (int64_t i = 0; i < n; i++) {                                                            \
            T gi = a->maximize ? -g[i] : g[i];                                                       \
            if (use_wd)                                                                              \
                gi = FMA(wd, p[i], gi);                                                              \
            if (use_mom) {                                                                           \
                if (first)                                                                           \
                    buf[i] = gi;                                                                     \
                else                                                                                 \
                    buf[i] = FMA(damp1, gi, buf[i] * mom);                                           \
                gi = a->nesterov ? FMA(mom, buf[i], gi) : buf[i];                                    \
            }                                                                                        \
            p[i] = FMA(nlr, gi, p[i]);                                                               \
        }                                                                                            \
    }                                                                                                \
                                                                                                     \
    /* exp_avg.lerp_(g, w) element */                                                              \
    static inline T lerp_##SUF(T x, T y, T w)                                                        \
    {                                                                                                \
        T d = y - x;                                                                                 \
        return (w < (T)0.5 && w > (T)-0.5) ? FMA(w, d, x) : FMA(w - (T)1, d, y);                     \
    }                                                                                                \
                                                                                                     \
    static void adam_##SUF(int64_t n, T *p, const T *g, T *m, T *v, T *mx, double step,              \
                           const op_AdamArgs *a)                                                     \
    {                                                                                                \
        const double bc1 = 1.0 - pow(a->beta1, step), bc2 = 1.0 - pow(a->beta2, step);              \
        const double step_size = a->lr / bc1, bc2_sqrt = pow(bc2, 0.5);                              \
        const T nss = (T)(-step_size), bcs = (T)bc2_sqrt, eps = (T)a->eps;                           \
        const T w1 = (T)(1.0 - a->beta1), b2 = (T)a->beta2, omb2 = (T)(1.0 - a->beta2);              \
        const T wd = (T)a->weight_decay, decay = (T)(1.0 - a->lr * a->weight_decay);                 \
        const bool l2 = !a->decoupled && a->weight_decay != 0;                                       \
        for (int64_t i = 0; i < n; i++) {                                                            \
            T gi = a->maximize ? -g[i] : g[i];                                                       \
            if (a->decoupled)                                                                        \
                p[i] = p[i] * decay;                                                                 \
            if (l2)                                                                                  \
                gi = FMA(wd, p[i], gi);                                                              \
            m[i] = lerp_##SUF(m[i], gi, w1);                                                         \
            v[i] = v[i] * b2;                                                                        \
            v[i] = FMA(omb2 * gi, gi, v[i]);                                                         \
            T src = v[i];                                                                            \
            if (a->amsgrad) {                                                                        \
                T cur = mx[i];                                                                       \
                mx[i] = (cur != cur || src != src) ? (cur != cur ? cur : src) : (cur > src ? cur : src); \
                src = mx[i];                                                                         \
            }                                                                                        \
            T root = SQRT(src);                                                                      \
            T scaled = root / bcs;                                                                   \
            T den = scaled + eps;                                                                    \
            T num = nss * m[i];                                                                      \
            T upd = num / den;                                                                       \
            p[i] = p[i] + upd;                                                                       \
        }                                                                                            \
    }                                                                                                \
                                                                                                     \
    static void rmsprop_##SUF(int64_t n, T *p, const T *g, T *sa, T *buf, T *ga,                     \
                              const op_RMSpropArgs *a)                                               \
    {                                                                                                \
        const T alpha = (T)a->alpha, oma = (T)(1.0 - a->alpha), eps = (T)a->eps;                     \
        const T wd = (T)a->weight_decay, mom = (T)a->momentum, nlr = (T)(-a->lr);                    \
        const bool use_wd = a->weight_decay != 0, use_mom = a->momentum > 0;                         \
        for (int64_t i = 0; i < n; i++) {                                                            \
            T gi = a->maximize ? -g[i] : g[i];                                                       \
            if (use_wd)                                                                              \
                gi = FMA(wd, p[i], gi);                                                              \
            sa[i] = sa[i] * alpha;                                                                   \
            sa[i] = FMA(oma * gi, gi, sa[i]);                                                        \
            T avg;                                                                                   \
            if (a->centered) {                                                                       \
                ga[i] = lerp_##SUF(ga[i], gi, oma);                                                  \
                avg = SQRT(FMA(-ga[i], ga[i], sa[i]));                                               \
            } else {                                                                                 \
                avg = SQRT(sa[i]);                                                                   \
            }                                                                                        \
            avg = avg + eps;                                                                         \
            if (use_mom) {                                                                           \
                buf[i] = buf[i] * mom;                                                               \
                T q = gi / avg;                                                                      \
                buf[i] = buf[i] + q;                                                                 \
                p[i] = FMA(nlr, buf[i], p[i]);                                                       \
            } else {                                                                                 \
                T num = nlr * gi;                                                                    \
                T upd = num / avg;                                                                   \
                p[i] = p[i] + upd;                                                                   \
            }                                                                                        \
        }                                                                                            \
    }                                                                                                \
                                                                                                     \
    static void adagrad_##SUF(int64_t n, T *p, const T *g, T *sum, double step,                      \
                              const op_AdagradArgs *a)                                               \
    {                                                                                                \
        const double clr = a->lr / (1.0 + (step - 1.0) * a->lr_decay);                               \
        const T nclr = (T)(-clr), eps = (T)a->eps, wd = (T)a->weight_decay;                          \
        const bool use_wd = a->weight_decay != 0;                                                    \
        for (int64_t i = 0; i < n; i++) {                                                            \
            T gi = a->maximize ? -g[i] : g[i];                                                       \
            if (use_wd)                                                                              \
                gi = FMA(wd, p[i], gi);                                                              \
            sum[i] = FMA(gi, gi, sum[i]);                                                            \
            T root = SQRT(sum[i]);                                                                   \
            T std = root + eps;                                                                      \
            T num = nclr * gi;                                                                       \
            T upd = num / std;                                                                       \
            p[i] = p[i] + upd;                                                                       \
        }                                                                                            \
    }

KERNELS(float, f32, fmaf, sqrtf)
KERNELS(double, f64, fma, sqrt)

/* SGD when the momentum buffer's dtype differs from the parameter's (the
 * model was converted after the buffer was made): PyTorch's in-place ops on
 * the buffer compute in the promoted dtype (double here) and cast back to the
 * buffer's dtype; mul_ by the Python-float momentum stays in the buffer's dtype;
 * the parameter update computes in double and rounds to the parameter's dtype. */
static void sgd_mixed(int64_t n, ts_Tensor *pt, void *p, const void *g, void *buf, const op_SGDArgs *a,
                      bool buf32)
{
    bool p32 = pt->dtype == TS_FLOAT32;
    for (int64_t i = 0; i < n; i++) {
        double gi, pi = p32 ? ((float *)p)[i] : ((double *)p)[i];
        if (p32) {
            float gf = ((const float *)g)[i];
            if (a->maximize)
                gf = -gf;
            if (a->weight_decay != 0)
                gf = fmaf((float)a->weight_decay, (float)pi, gf);
            gi = gf;
        } else {
            gi = ((const double *)g)[i];
            if (a->maximize)
                gi = -gi;
            if (a->weight_decay != 0)
                gi = fma(a->weight_decay, pi, gi);
        }
        double bi;
        if (buf32) {
            float bf = ((float *)buf)[i] * (float)a->momentum;
            bf = (float)fma(1.0 - a->dampening, gi, (double)bf);
            ((float *)buf)[i] = bf;
            bi = bf;
        } else {
            double bd = ((double *)buf)[i] * a->momentum;
            bd = fma(1.0 - a->dampening, gi, bd);
            ((double *)buf)[i] = bd;
            bi = bd;
        }
        double step = a->nesterov ? fma(a->momentum, bi, gi) : bi;
        double np = fma(-a->lr, step, pi);
        if (p32)
            ((float *)p)[i] = (float)np;
        else
            ((double *)p)[i] = np;
    }
}

/* ------------------------------------------------------------ entry points */

nb_Status op_sgd_update(ts_Ctx *c, ts_Tensor *p, ts_Tensor *g, ts_Tensor *buf, ts_Tensor **new_buf,
                        const op_SGDArgs *a)
{
    nb_Status st;
    *new_buf = NULL;
    bool mixed = buf && a->momentum != 0 && buf->dtype != p->dtype &&
                 (buf->dtype == TS_FLOAT32 || buf->dtype == TS_FLOAT64);
    if ((st = check_dtype(c, p)) || (st = check_like(c, p, g, "grad")) ||
        (!mixed && (st = check_like(c, p, buf, "momentum_buffer"))))
        return st;
    if (mixed && ts_numel(buf) != ts_numel(p))
        return ts_err(c, TS_ERR_RUNTIME, "The size of momentum_buffer does not match the size of the parameter");
    int64_t n = ts_numel(p);
    if ((st = ts_charge(c, (uint64_t)n * 4)))
        return st;
    bool first = false;
    if (a->momentum != 0 && !buf) {
        if ((st = ts_empty(c, p->ndim, p->shape, p->dtype, new_buf)))
            return st;
        buf = *new_buf;
        first = true;
    }
    Arr P, G, B;
    if ((st = arr_get(c, p, &P)))
        goto fail0;
    if ((st = arr_get(c, g, &G)))
        goto fail1;
    if ((st = arr_get(c, a->momentum != 0 ? buf : NULL, &B)))
        goto fail2;
    if (mixed)
        sgd_mixed(n, p, P.data, G.data, B.data, a, buf->dtype == TS_FLOAT32);
    else if (p->dtype == TS_FLOAT32)
        sgd_f32(n, P.data, G.data, B.data, first, a);
    else
        sgd_f64(n, P.data, G.data, B.data, first, a);
    arr_put(c, &B, true);
    arr_put(c, &G, false);
    arr_put(c, &P, true);
    bump(p, 1);
    if (a->momentum != 0 && !first)
        bump(buf, 2);
    return NB_OK;
fail2:
    arr_put(c, &G, false);
fail1:
    arr_put(c, &P, false);
fail0:
    ts_release(*new_buf);
    *new_buf = NULL;
    return st;
}

nb_Status op_adam_update(ts_Ctx *c, ts_Tensor *p, ts_Tensor *g, ts_Tensor *step, ts_Tensor *exp_avg,
                         ts_Tensor *exp_avg_sq, ts_Tensor *max_sq, const op_AdamArgs *a)
{
    nb_Status st;
    if ((st = check_dtype(c, p)) || (st = check_like(c, p, g, "grad")) ||
        (st = check_like(c, p, exp_avg, "exp_avg")) || (st = check_like(c, p, exp_avg_sq, "exp_avg_sq")) ||
        (st = check_like(c, p, a->amsgrad ? max_sq : NULL, "max_exp_avg_sq")))
        return st;
    if (!exp_avg || !exp_avg_sq || (a->amsgrad && !max_sq))
        return ts_err(c, TS_ERR_RUNTIME, "optimizer state is missing a moment tensor");
    int64_t n = ts_numel(p);
    if ((st = ts_charge(c, (uint64_t)n * 12)))
        return st;
    double stepv;
    if ((st = step_incr(c, step, &stepv)))
        return st;
    Arr P, G, M, V, X;
    X.bytes = 0;
    if ((st = arr_get(c, p, &P)))
        return st;
    if ((st = arr_get(c, g, &G)))
        goto f1;
    if ((st = arr_get(c, exp_avg, &M)))
        goto f2;
    if ((st = arr_get(c, exp_avg_sq, &V)))
        goto f3;
    if ((st = arr_get(c, a->amsgrad ? max_sq : NULL, &X)))
        goto f4;
    if (p->dtype == TS_FLOAT32)
        adam_f32(n, P.data, G.data, M.data, V.data, X.data, stepv, a);
    else
        adam_f64(n, P.data, G.data, M.data, V.data, X.data, stepv, a);
    arr_put(c, &X, true);
    arr_put(c, &V, true);
    arr_put(c, &M, true);
    arr_put(c, &G, false);
    arr_put(c, &P, true);
    bump(exp_avg, 1);
    bump(exp_avg_sq, 2);
    if (a->amsgrad)
        bump(max_sq, 1);
    bump(p, a->decoupled ? 2 : 1);
    return NB_OK;
f4:
    arr_put(c, &V, false);
f3:
    arr_put(c, &M, false);
f2:
    arr_put(c, &G, false);
f1:
    arr_put(c, &P, false);
    return st;
}

nb_Status op_rmsprop_update(ts_Ctx *c, ts_Tensor *p, ts_Tensor *g, ts_Tensor *step, ts_Tensor *square_avg,
                            ts_Tensor *buf, ts_Tensor *grad_avg, const op_RMSpropArgs *a)
{
    nb_Status st;
    bool use_mom = a->momentum > 0;
    if (!use_mom)
        buf = NULL;
    if (!a->centered)
        grad_avg = NULL;
    if ((st = check_dtype(c, p)) || (st = check_like(c, p, g, "grad")) ||
        (st = check_like(c, p, square_avg, "square_avg")) || (st = check_like(c, p, buf, "momentum_buffer")) ||
        (st = check_like(c, p, grad_avg, "grad_avg")))
        return st;
    if (!square_avg || (use_mom && !buf) || (a->centered && !grad_avg))
        return ts_err(c, TS_ERR_RUNTIME, "optimizer state is missing a tensor");
    int64_t n = ts_numel(p);
    if ((st = ts_charge(c, (uint64_t)n * 12)))
        return st;
    double stepv;
    if ((st = step_incr(c, step, &stepv)))
        return st;
    Arr P, G, SA, B, GA;
    if ((st = arr_get(c, p, &P)))
        return st;
    if ((st = arr_get(c, g, &G)))
        goto f1;
    if ((st = arr_get(c, square_avg, &SA)))
        goto f2;
    if ((st = arr_get(c, buf, &B)))
        goto f3;
    if ((st = arr_get(c, grad_avg, &GA)))
        goto f4;
    if (p->dtype == TS_FLOAT32)
        rmsprop_f32(n, P.data, G.data, SA.data, B.data, GA.data, a);
    else
        rmsprop_f64(n, P.data, G.data, SA.data, B.data, GA.data, a);
    arr_put(c, &GA, true);
    arr_put(c, &B, true);
    arr_put(c, &SA, true);
    arr_put(c, &G, false);
    arr_put(c, &P, true);
    bump(square_avg, 2);
    bump(grad_avg, 1);
    bump(buf, 2);
    bump(p, 1);
    return NB_OK;
f4:
    arr_put(c, &B, false);
f3:
    arr_put(c, &SA, false);
f2:
    arr_put(c, &G, false);
f1:
    arr_put(c, &P, false);
    return st;
}

nb_Status op_adagrad_update(ts_Ctx *c, ts_Tensor *p, ts_Tensor *g, ts_Tensor *step, ts_Tensor *sum,
                            const op_AdagradArgs *a)
{
    nb_Status st;
    if ((st = check_dtype(c, p)) || (st = check_like(c, p, g, "grad")) || (st = check_like(c, p, sum, "sum")))
        return st;
    if (!sum)
        return ts_err(c, TS_ERR_RUNTIME, "optimizer state is missing 'sum'");
    int64_t n = ts_numel(p);
    if ((st = ts_charge(c, (uint64_t)n * 8)))
        return st;
    double stepv;
    if ((st = step_incr(c, step, &stepv)))
        return st;
    Arr P, G, SM;
    if ((st = arr_get(c, p, &P)))
        return st;
    if ((st = arr_get(c, g, &G)))
        goto f1;
    if ((st = arr_get(c, sum, &SM)))
        goto f2;
    if (p->dtype == TS_FLOAT32)
        adagrad_f32(n, P.data, G.data, SM.data, stepv, a);
    else
        adagrad_f64(n, P.data, G.data, SM.data, stepv, a);
    arr_put(c, &SM, true);
    arr_put(c, &G, false);
    arr_put(c, &P, true);
    bump(sum, 1);
    bump(p, 1);
    return NB_OK;
f2:
    arr_put(c, &G, false);
f1:
    arr_put(c, &P, false);
    return st;
}
