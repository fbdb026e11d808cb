/* ts_math.h — the math area's tensor kernels (elementwise extras,
 * reductions, linear algebra, random draws) with PyTorch's autograd names.
 * Same conventions as ts.h: NB_OK or an error in the context; results are new
 * references; inputs borrowed. */
#ifndef TS_X_MATH_H
#define TS_X_MATH_H

#include "ts.h"
#include "ts_rng.h"

/* ---- elementwise (ts_math.c) */
typedef enum xm_Bin {
    XM_HYPOT, XM_FMAX, XM_FMIN, XM_LOGADDEXP, XM_LOGADDEXP2, XM_XLOGY, XM_COPYSIGN, XM_HEAVISIDE,
    XM_NEXTAFTER, XM_GCD, XM_LCM, XM_XLOG1PY, XM_NBIN
} xm_Bin;
/* Binary op with broadcasting; a or b may be wrapped numbers (xlogy/xlog1py/copysign). */
nb_Status xm_binary(ts_Ctx *c, xm_Bin op, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out);
/* torch.special.ndtr: the standard normal CDF, as ATen's composite. */
nb_Status xm_ndtr(ts_Ctx *c, ts_Tensor *x, ts_Tensor **out);
/* torch.mvlgamma(x, p): ATen's p check, values and MvlgammaBackward0. */
nb_Status xm_mvlgamma(ts_Ctx *c, ts_Tensor *x, int64_t p, ts_Tensor **out);
/* Rename the grad_fn of a fresh result (no-op without one). */
void xm_rename(ts_Tensor *r, const char *name);
/* Write result into t in place (version bump, history rebased). Releases result. */
nb_Status xm_commit(ts_Ctx *c, ts_Tensor *t, ts_Tensor *result);

/* ---- fused rounding as PyTorch 2.6's CPU kernels (ts_math_fused.c) */
/* add/sub with alpha: fma(b, +-alpha, a) for float32/float64 results. */
nb_Status xm_add_alpha(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Scalar alpha, bool sub, ts_Tensor **out);
nb_Status xm_add_alpha_(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Scalar alpha, bool sub);
/* addcmul: fma(v*t1, t2, s); addcdiv: s + (v*t1)/t2. */
nb_Status xm_addcmuldiv(ts_Ctx *c, ts_Tensor *s, ts_Tensor *t1, ts_Tensor *t2, ts_Scalar v, bool div, ts_Tensor **out);
/* lerp with PyTorch's |w| < 0.5 branch, fused. */
nb_Status xm_lerp(ts_Ctx *c, ts_Tensor *s, ts_Tensor *e, ts_Tensor *w, ts_Tensor **out);

/* ---- reductions / scans / selection (ts_math_stats.c) */
/* cummax/cummin along dim: values + int64 indices (CummaxBackward0). */
nb_Status xm_cummaxmin(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool ismax, ts_Tensor **vals, ts_Tensor **idx);
nb_Status xm_logcumsumexp(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor **out);
/* nansum / nanmean over dims (NULL = all). */
nb_Status xm_nansum(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int nd, bool keepdim, int dtype, bool mean,
                    ts_Tensor **out);
/* median / nanmedian (all: has_dim false; lower median), kthvalue (k 1-based), mode. */
nb_Status xm_median(ts_Ctx *c, ts_Tensor *t, bool has_dim, int64_t dim, bool keepdim, bool nan, ts_Tensor **vals,
                    ts_Tensor **idx);
nb_Status xm_kthvalue(ts_Ctx *c, ts_Tensor *t, int64_t k, int64_t dim, bool keepdim, ts_Tensor **vals, ts_Tensor **idx);
nb_Status xm_mode(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool keepdim, ts_Tensor **vals, ts_Tensor **idx);
/* quantile: q tensor (0-d or 1-d) in [0,1]; interp 0 linear 1 lower 2 higher 3 midpoint 4 nearest. */
nb_Status xm_quantile(ts_Ctx *c, ts_Tensor *t, ts_Tensor *q, bool has_dim, int64_t dim, bool keepdim, int interp,
                      bool nan, const char *fname, ts_Tensor **out);
nb_Status xm_count_nonzero(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int nd, ts_Tensor **out);
nb_Status xm_bincount(ts_Ctx *c, ts_Tensor *t, ts_Tensor *weights, int64_t minlength, ts_Tensor **out);
nb_Status xm_histc(ts_Ctx *c, ts_Tensor *t, int64_t bins, double lo, double hi, ts_Tensor **out);
/* unique (sorted), with optional inverse/counts; dim < 0 means flattened (has_dim false). */
nb_Status xm_unique(ts_Ctx *c, ts_Tensor *t, bool has_dim, int64_t dim, bool consecutive, ts_Tensor **vals,
                    ts_Tensor **inv, ts_Tensor **counts);
nb_Status xm_searchsorted(ts_Ctx *c, ts_Tensor *seq, ts_Tensor *v, bool right, bool out_int32, ts_Tensor **out);
nb_Status xm_diff(ts_Ctx *c, ts_Tensor *t, int64_t n, int64_t dim, ts_Tensor *prepend, ts_Tensor *append,
                  ts_Tensor **out);

/* ---- linear algebra (ts_math_linalg.c) */
nb_Status xm_det(ts_Ctx *c, ts_Tensor *a, const char *fname, ts_Tensor **out);
nb_Status xm_inv(ts_Ctx *c, ts_Tensor *a, const char *fname, ts_Tensor **out);
nb_Status xm_solve(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out);
nb_Status xm_cross(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, int64_t dim, bool linalg, ts_Tensor **out);
nb_Status xm_kron(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out);
nb_Status xm_tensordot(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, int n, const int64_t *da, const int64_t *db,
                       ts_Tensor **out);
nb_Status xm_einsum(ts_Ctx *c, const char *eq, ts_Tensor *const *ops, int nops, ts_Tensor **out);
nb_Status xm_cdist(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, double p, ts_Tensor **out);
/* vector norm with ord (inf/-inf/0/p), dims NULL = all. */
nb_Status xm_vector_norm(ts_Ctx *c, ts_Tensor *t, double ord, const int64_t *dims, int nd, bool keepdim, int dtype,
                         ts_Tensor **out);

/* QR by Householder reflections in reference LAPACK order (sgeqr2, sorg2r);
 * mode 0 reduced, 1 complete, 2 r (q is then empty). No autograd. */
nb_Status xm_qr(ts_Ctx *c, ts_Tensor *a, int mode, ts_Tensor **q, ts_Tensor **r);

/* slogdet: sign and log|det| (PyTorch's LU order); no autograd. */
nb_Status xm_slogdet(ts_Ctx *c, ts_Tensor *a, const char *fname, ts_Tensor **sign, ts_Tensor **logabsdet);

/* ---- random (ts_rng_dist.c); out is a contiguous array of n elements of dt */
nb_Status xm_rng_geometric(ts_Ctx *c, ts_Gen *g, ts_DType dt, void *out, int64_t n, double p);
nb_Status xm_rng_cauchy(ts_Ctx *c, ts_Gen *g, ts_DType dt, void *out, int64_t n, double median, double sigma);
nb_Status xm_rng_log_normal(ts_Ctx *c, ts_Gen *g, ts_DType dt, void *out, int64_t n, double mean, double std);
/* multinomial over rows of p (1-d or 2-d float); result int64 [rows, k] or [k]. */
nb_Status xm_multinomial(ts_Ctx *c, ts_Gen *g, ts_Tensor *p, int64_t k, bool replacement, ts_Tensor **out);
nb_Status xm_poisson(ts_Ctx *c, ts_Gen *g, ts_Tensor *rates, ts_Tensor **out);
/* torch._standard_gamma (grad_fn StandardGammaBackward0), its gradient
 * torch._standard_gamma_grad(alpha, x), torch._sample_dirichlet (no grad). */
nb_Status xm_standard_gamma(ts_Ctx *c, ts_Gen *g, ts_Tensor *alpha, ts_Tensor **out);
nb_Status xm_standard_gamma_grad(ts_Ctx *c, ts_Tensor *alpha, ts_Tensor *x, ts_Tensor **out);
nb_Status xm_sample_dirichlet(ts_Ctx *c, ts_Gen *g, ts_Tensor *alpha, ts_Tensor **out);

#endif
