/* test_tensor_complex.c — every ts_* entry point with complex inputs either
 * computes the right answer or refuses with NotImplementedError (never a
 * silently wrong value).
 *
 * Table-driven: each row is one entry point applied to a tensor argument x.
 *   LIN  rows are real-linear in x (views, copies, indexing, cat, sum, neg...):
 *        run on Z (complex64) and on its real and imaginary parts R, I as
 *        float32 tensors, and check f(Z) == f(R) + i*f(I) element by element.
 *   REF  rows must fail with TS_ERR_NOTIMPL when x is complex.
 *   ERR  rows must fail (any error: PyTorch's own refusal of complex, a dtype
 *        mismatch with the real second operand, or NotImplementedError).
 *   Separate checks cover the non-linear supported ops (*, /, ==, abs,
 *   conversions, creation, mean) against values computed here. */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ts.h"
#include "ts_complex.h"

static int npass, nfail;
#define CHECK(cond, ...) do { if (cond) npass++; else { nfail++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)
#define OK(x) do { nb_Status s_ = (x); if (s_ != NB_OK) { nfail++; printf("FAIL %s:%d: %s -> %d %s\n", __FILE__, __LINE__, #x, s_, c.err); return; } } while (0)

static nb_Heap heap;
static ts_Ctx c;
/* shared operands (built in setup): Z complex64 [2,3], Z2 complex64 [2,3]
 * (second operand), F float32 [2,3], IX int64 [2], M bool [2,3] */
static ts_Tensor *IX, *IX2, *M, *F, *IXG;

typedef enum { LIN, REF, ERR } Kind;
typedef nb_Status (*OpFn)(ts_Tensor *x, ts_Tensor **out);
typedef struct { const char *name; Kind kind; OpFn fn; } Row;

/* ---- helpers */
static void ts_as_strided_view(ts_Tensor *buf, const ts_Tensor *like, ts_Tensor **out)
{
    /* a view of buf with like's shape/strides/offset: narrow+as_strided is not public, so
     * build it from a detach and patch the geometry (test-only) */
    ts_detach(&c, buf, out);
    (*out)->ndim = like->ndim;
    for (int d = 0; d < like->ndim; d++) { (*out)->shape[d] = like->shape[d]; (*out)->stride[d] = like->stride[d]; }
    (*out)->offset = like->offset;
}
static ts_Tensor *cx_from(int nd, const int64_t *sh, ts_DType dt, const double *re, const double *im)
{
    ts_Tensor *t = NULL;
    if (ts_complex_from_parts(&c, nd, sh, dt, re, im, &t) != NB_OK) printf("setup failed: %s\n", c.err);
    return t;
}
static ts_Tensor *f_from(int nd, const int64_t *sh, ts_DType dt, const double *v)
{
    ts_Tensor *t = NULL;
    ts_from_data(&c, v, TS_FLOAT64, nd, sh, dt, &t);
    return t;
}
/* float32 tensor of the real/imag part with z's layout (a fresh storage) */
static ts_Tensor *part(ts_Tensor *z, bool imag)
{
    ts_Tensor *v, *r;
    ts_DType pdt;
    ts_complex_part(&c, z, imag, &pdt, &v);
    ts_empty(&c, 0, NULL, TS_FLOAT32, &r);
    /* same strides as z: copy the values into a buffer laid out like z */
    int64_t span = z->offset + 1;
    for (int d = 0; d < z->ndim; d++) span += (z->shape[d] - 1) * z->stride[d];
    ts_Tensor *buf, *alias;
    ts_zeros(&c, 1, &span, TS_FLOAT32, &buf);
    ts_as_strided_view(buf, z, &alias);
    ts_copy_(&c, alias, v);
    ts_release(v); ts_release(r); ts_release(buf);
    return alias;
}
static bool same_shape(const ts_Tensor *a, const ts_Tensor *b)
{
    return a->ndim == b->ndim && !memcmp(a->shape, b->shape, sizeof(int64_t) * (size_t)a->ndim);
}

/* ---- the ops (x may be complex or real; outputs are new references) */
#define OP(n) static nb_Status op_##n(ts_Tensor *x, ts_Tensor **out)
static const int64_t SH32[2] = {3, 2}, SH6[1] = {6};
OP(clone) { return ts_clone(&c, x, out); }
OP(contiguous_t) { ts_Tensor *t; nb_Status s = ts_t(&c, x, &t); if (s) return s; s = ts_contiguous(&c, t, out); ts_release(t); return s; }
OP(detach) { return ts_detach(&c, x, out); }
OP(data_alias) { return ts_data_alias(&c, x, out); }
OP(view) { return ts_view(&c, x, 2, SH32, out); }
OP(reshape_t) { ts_Tensor *t; nb_Status s = ts_t(&c, x, &t); if (s) return s; s = ts_reshape(&c, t, 1, SH6, out); ts_release(t); return s; }
OP(flatten) { return ts_flatten(&c, x, 0, -1, out); }
OP(squeeze) { ts_Tensor *t; nb_Status s = ts_unsqueeze(&c, x, 1, &t); if (s) return s; s = ts_squeeze(&c, t, NULL, 0, out); ts_release(t); return s; }
OP(transpose) { return ts_transpose(&c, x, 0, 1, out); }
OP(T) { return ts_T(&c, x, out); }
OP(mT) { return ts_mT(&c, x, out); }
OP(permute) { int64_t d[2] = {1, 0}; return ts_permute(&c, x, d, 2, out); }
OP(expand) { ts_Tensor *t; nb_Status s = ts_unsqueeze(&c, x, 0, &t); if (s) return s;
    int64_t sh[3] = {2, 2, 3}; ts_Tensor *e; s = ts_expand(&c, t, 3, sh, &e); ts_release(t); if (s) return s;
    s = ts_contiguous(&c, e, out); ts_release(e); return s; }
OP(expand_as) { ts_Tensor *t, *big; nb_Status s = ts_select(&c, x, 0, 1, &t); if (s) return s;
    s = ts_expand_as(&c, t, F, &big); ts_release(t); if (s) return s; s = ts_clone(&c, big, out); ts_release(big); return s; }
OP(narrow) { return ts_narrow(&c, x, 1, 1, 2, out); }
OP(select) { return ts_select(&c, x, 1, -1, out); }
OP(slice) { return ts_slice(&c, x, 1, true, 0, false, 0, 2, out); }
OP(repeat) { int64_t r[3] = {2, 1, 2}; return ts_repeat(&c, x, 3, r, out); }
OP(flip) { int64_t d[2] = {0, 1}; return ts_flip(&c, x, d, 2, out); }
OP(cat) { ts_Tensor *a[3] = {x, x, x}; return ts_cat(&c, a, 3, 1, out); }
OP(stack) { ts_Tensor *a[2] = {x, x}; return ts_stack(&c, a, 2, 2, out); }
static nb_Status first_of(nb_Status s, ts_Tensor **l, int64_t n, int which, ts_Tensor **out)
{
    if (s) return s;
    *out = l[which];
    ts_retain(*out);
    ts_list_free(&c, l, n);
    return NB_OK;
}
OP(split) { ts_Tensor **l = NULL; int64_t n = 0; nb_Status s = ts_split(&c, x, 2, 1, &l, &n); return first_of(s, l, n, 1, out); }
OP(split_sizes) { ts_Tensor **l = NULL; int64_t n = 0; int64_t sz[2] = {1, 2}; nb_Status s = ts_split_sizes(&c, x, sz, 2, 1, &l, &n); return first_of(s, l, n, 1, out); }
OP(chunk) { ts_Tensor **l = NULL; int64_t n = 0; nb_Status s = ts_chunk(&c, x, 2, 0, &l, &n); return first_of(s, l, n, 1, out); }
OP(unbind) { ts_Tensor **l = NULL; int64_t n = 0; nb_Status s = ts_unbind(&c, x, 1, &l, &n); return first_of(s, l, n, 2, out); }
OP(tril) { return ts_tril(&c, x, 0, out); }
OP(triu) { return ts_triu(&c, x, 1, out); }
OP(index_int_slice) { ts_Index ix[2] = {{.kind = TS_IDX_INT, .i = 1}, {.kind = TS_IDX_SLICE, .has_start = true, .start = 1, .step = 1}}; return ts_index(&c, x, ix, 2, out); }
OP(index_tensor) { ts_Index ix[2] = {{.kind = TS_IDX_SLICE, .step = 1}, {.kind = TS_IDX_TENSOR, .t = IX}}; return ts_index(&c, x, ix, 2, out); }
OP(index_mask) { ts_Index ix[1] = {{.kind = TS_IDX_TENSOR, .t = M}}; return ts_index(&c, x, ix, 1, out); }
OP(index_select) { return ts_index_select(&c, x, 1, IX, out); }
OP(gather) { return ts_gather(&c, x, 1, IXG, out); }
/* in place: on a clone of x */
static nb_Status inplace(ts_Tensor *x, ts_Tensor **out, nb_Status (*f)(ts_Tensor *d, ts_Tensor *x))
{
    ts_Tensor *d;
    nb_Status s = ts_clone(&c, x, &d);
    if (s) return s;
    s = f(d, x);
    if (s) { ts_release(d); return s; }
    *out = d;
    return NB_OK;
}
static nb_Status ip_copy(ts_Tensor *d, ts_Tensor *x) { int64_t fl[1] = {1}; ts_Tensor *f; nb_Status s = ts_flip(&c, x, fl, 1, &f); if (s) return s; s = ts_copy_(&c, d, f); ts_release(f); return s; }
OP(copy_) { return inplace(x, out, ip_copy); }
static nb_Status ip_copy_bcast(ts_Tensor *d, ts_Tensor *x) { ts_Tensor *r; nb_Status s = ts_select(&c, x, 0, 0, &r); if (s) return s; s = ts_copy_(&c, d, r); ts_release(r); return s; }
OP(copy_bcast) { return inplace(x, out, ip_copy_bcast); }
static nb_Status ip_put(ts_Tensor *d, ts_Tensor *x)
{ ts_Index ix[2] = {{.kind = TS_IDX_INT, .i = 0}, {.kind = TS_IDX_SLICE, .step = 1}}; ts_Tensor *r; nb_Status s = ts_select(&c, x, 0, 1, &r); if (s) return s;
  s = ts_index_put_(&c, d, ix, 2, r); ts_release(r); return s; }
OP(index_put_) { return inplace(x, out, ip_put); }
static nb_Status ip_put_adv(ts_Tensor *d, ts_Tensor *x)
{ ts_Index ix[2] = {{.kind = TS_IDX_SLICE, .step = 1}, {.kind = TS_IDX_TENSOR, .t = IX}}; ts_Tensor *r; nb_Status s = ts_index_select(&c, x, 1, IX2, &r); if (s) return s;
  s = ts_index_put_ex_(&c, d, ix, 2, r, false); ts_release(r); return s; }
OP(index_put_adv) { return inplace(x, out, ip_put_adv); }
static nb_Status ip_put_acc(ts_Tensor *d, ts_Tensor *x)
{ ts_Index ix[2] = {{.kind = TS_IDX_SLICE, .step = 1}, {.kind = TS_IDX_TENSOR, .t = IX}}; ts_Tensor *r; nb_Status s = ts_index_select(&c, x, 1, IX2, &r); if (s) return s;
  s = ts_index_put_ex_(&c, d, ix, 2, r, true); ts_release(r); return s; }
OP(index_put_acc) { return inplace(x, out, ip_put_acc); }
static nb_Status ip_assign(ts_Tensor *d, ts_Tensor *x) { int64_t fl[1] = {0}; ts_Tensor *f; nb_Status s = ts_flip(&c, x, fl, 1, &f); if (s) return s; s = ts_assign_out(&c, d, f, NULL); ts_release(f); return s; }
OP(assign_out) { return inplace(x, out, ip_assign); }
OP(where) { ts_Tensor *f; int64_t fl[1] = {1}; nb_Status s = ts_flip(&c, x, fl, 1, &f); if (s) return s; s = ts_where(&c, M, x, f, out); ts_release(f); return s; }
OP(scatter) { return ts_scatter(&c, x, 1, IXG, x, false, out); }
OP(scatter_add) { return ts_scatter(&c, x, 1, IXG, x, true, out); }
OP(sum_all) { return ts_sum(&c, x, NULL, 0, false, TS_NODTYPE, out); }
OP(sum_dim) { int64_t d = 1; return ts_sum(&c, x, &d, 1, true, TS_NODTYPE, out); }
OP(mean) { return ts_mean(&c, x, NULL, 0, false, TS_NODTYPE, out); }
OP(cumsum) { return ts_cumsum(&c, x, 1, TS_NODTYPE, out); }
OP(neg) { return ts_unary(&c, TS_NEG, x, out); }
OP(add) { return ts_add(&c, x, x, ts_sc_i(1), out); }
OP(sub) { ts_Tensor *f; int64_t fl[1] = {1}; nb_Status s = ts_flip(&c, x, fl, 1, &f); if (s) return s; s = ts_sub(&c, x, f, ts_sc_i(1), out); ts_release(f); return s; }
OP(mul_real) { ts_Tensor *k; nb_Status s = ts_scalar_tensor(&c, ts_sc_f(2.5), TS_NODTYPE, true, &k); if (s) return s; s = ts_binary(&c, TS_MUL, x, k, out); ts_release(k); return s; }
OP(div_real) { ts_Tensor *k; nb_Status s = ts_scalar_tensor(&c, ts_sc_f(4), TS_NODTYPE, true, &k); if (s) return s; s = ts_binary(&c, TS_DIV, x, k, out); ts_release(k); return s; }
OP(matmul) { ts_Tensor *t; nb_Status s = ts_t(&c, F, &t); if (s) return s; s = ts_matmul(&c, x, t, out); ts_release(t); return s; }
OP(mm) { ts_Tensor *t; nb_Status s = ts_t(&c, F, &t); if (s) return s; s = ts_mm(&c, x, t, out); ts_release(t); return s; }
OP(linear) { return ts_linear(&c, x, F, NULL, out); }
OP(conv1d) { ts_Tensor *xx, *w; nb_Status s = ts_unsqueeze(&c, x, 0, &xx); if (s) return s; s = ts_unsqueeze(&c, F, 0, &w);
    if (s) { ts_release(xx); return s; } ts_Tensor *w2; int64_t sh[3] = {1, 2, 2}; s = ts_narrow(&c, w, 2, 0, 2, &w2); ts_release(w);
    (void)sh; if (!s) s = ts_conv1d(&c, xx, w2, NULL, 1, 0, 1, 1, out); ts_release(xx); ts_release(w2); return s; }
/* refusal rows */
#define RUN(n, call) OP(n) { (void)x; return call; }
RUN(unary_exp, ts_unary(&c, TS_EXP, x, out)) RUN(unary_abs, ts_unary(&c, TS_ABS, x, out))
RUN(unary_sqrt, ts_unary(&c, TS_SQRT, x, out)) RUN(unary_sigmoid, ts_unary(&c, TS_SIGMOID, x, out))
RUN(unary_isnan, ts_unary(&c, TS_ISNAN, x, out)) RUN(unary_round, ts_unary(&c, TS_ROUND, x, out))
RUN(unary_recip, ts_unary(&c, TS_RECIPROCAL, x, out)) RUN(unary_sign, ts_unary(&c, TS_SIGN, x, out))
RUN(unary_lnot, ts_unary(&c, TS_LOGICAL_NOT, x, out)) RUN(unary_square, ts_unary(&c, TS_SQUARE, x, out))
RUN(bin_div, ts_binary(&c, TS_DIV, x, x, out)) RUN(bin_eq, ts_binary(&c, TS_EQ, x, x, out))
RUN(bin_lt, ts_binary(&c, TS_LT, x, F, out)) RUN(bin_pow, ts_binary(&c, TS_POW, x, x, out))
RUN(bin_max, ts_binary(&c, TS_MAXIMUM, x, F, out)) RUN(bin_and, ts_binary(&c, TS_LOGICAL_AND, x, x, out))
RUN(bin_mul_t, ts_binary(&c, TS_MUL, x, x, out)) RUN(bin_fmod, ts_binary(&c, TS_FMOD, x, F, out))
RUN(rsub, ts_rsub_scalar(&c, x, ts_sc_i(2), out)) RUN(pow_scalar, ts_pow_scalar(&c, x, ts_sc_i(2), out))
RUN(rpow_scalar, ts_rpow_scalar(&c, ts_sc_i(2), x, out)) RUN(round_dec, ts_round_decimals(&c, x, 1, out))
RUN(gelu, ts_gelu(&c, x, false, out)) RUN(softplus, ts_softplus(&c, x, 1, 20, out)) RUN(elu, ts_elu(&c, x, 1, out))
RUN(leaky_relu, ts_leaky_relu(&c, x, 0.1, out)) RUN(hardtanh, ts_hardtanh(&c, x, -1, 1, out))
RUN(clamp, ts_clamp(&c, x, &(ts_Scalar){.type = TS_FLOAT64, .v.d = 0}, NULL, out))
RUN(clamp_t, ts_clamp_t(&c, x, F, NULL, out)) RUN(lerp, ts_lerp(&c, x, F, F, out))
RUN(addcmul, ts_addcmul(&c, x, F, F, ts_sc_i(1), out)) RUN(addcdiv, ts_addcdiv(&c, x, F, F, ts_sc_i(1), out))
RUN(nan_to_num, ts_nan_to_num(&c, x, NULL, NULL, NULL, out))
RUN(prod, ts_prod(&c, x, false, 0, false, TS_NODTYPE, out)) RUN(max_all, ts_max_all(&c, x, out)) RUN(min_all, ts_min_all(&c, x, out))
RUN(amax, ts_amax(&c, x, NULL, 0, false, out)) RUN(amin, ts_amin(&c, x, NULL, 0, false, out))
RUN(argmax, ts_argmax(&c, x, false, 0, false, out)) RUN(argmin, ts_argmin(&c, x, true, 1, false, out))
RUN(var, ts_var(&c, x, NULL, 0, 1, false, out)) RUN(std, ts_std(&c, x, NULL, 0, 1, false, out))
RUN(norm, ts_norm(&c, x, 2, NULL, 0, false, out)) RUN(logsumexp, ts_logsumexp(&c, x, NULL, 0, false, out))
RUN(any, ts_any(&c, x, NULL, 0, false, out)) RUN(all, ts_all(&c, x, NULL, 0, false, out))
RUN(cumprod, ts_cumprod(&c, x, 1, TS_NODTYPE, out)) RUN(softmax, ts_softmax(&c, x, 1, TS_NODTYPE, out))
RUN(log_softmax, ts_log_softmax(&c, x, 1, TS_NODTYPE, out)) RUN(argsort, ts_argsort(&c, x, 1, false, out))
OP(mv) { ts_Tensor *v; nb_Status s = ts_select(&c, F, 0, 0, &v); if (s) return s; s = ts_mv(&c, x, v, out); ts_release(v); return s; }
OP(dot) { ts_Tensor *v; nb_Status s = ts_select(&c, x, 0, 0, &v); if (s) return s; s = ts_dot(&c, v, v, out); ts_release(v); return s; } RUN(outer, ts_outer(&c, x, x, out))
RUN(mse, ts_mse_loss(&c, x, F, TS_RED_MEAN, out)) RUN(l1, ts_l1_loss(&c, x, F, TS_RED_MEAN, out))
RUN(smooth_l1, ts_smooth_l1_loss(&c, x, F, TS_RED_MEAN, 1, out)) RUN(huber, ts_huber_loss(&c, x, F, TS_RED_MEAN, 1, out))
RUN(cross_entropy, ts_cross_entropy(&c, x, IX, NULL, -100, TS_RED_MEAN, 0, out))
RUN(nll, ts_nll_loss(&c, x, IX, NULL, -100, TS_RED_MEAN, out))
RUN(bce, ts_binary_cross_entropy(&c, x, F, NULL, TS_RED_MEAN, out))
RUN(bce_logits, ts_bce_with_logits(&c, x, F, NULL, NULL, TS_RED_MEAN, out))
RUN(layer_norm, ts_layer_norm(&c, x, 1, (int64_t[]){3}, NULL, NULL, 1e-5, out))
RUN(group_norm, ts_group_norm(&c, x, 1, NULL, NULL, 1e-5, out))
RUN(batch_norm, ts_batch_norm(&c, x, NULL, NULL, NULL, NULL, true, 0.1, 1e-5, out))
OP(embedding) { ts_Tensor *ix; nb_Status s = ts_narrow(&c, IX, 0, 1, 1, &ix); if (s) return s; s = ts_embedding(&c, x, ix, -1, out); ts_release(ix); return s; }
RUN(one_hot, ts_one_hot(&c, x, 4, out))
OP(masked_fill) { ts_Tensor *v; nb_Status s = ts_scalar_tensor(&c, ts_sc_f(2), TS_NODTYPE, true, &v); if (s) return s; s = ts_masked_fill(&c, x, M, v, out); ts_release(v); return s; }
OP(sort) { ts_Tensor *i; nb_Status s = ts_sort(&c, x, 1, false, out, &i); if (!s) ts_release(i); return s; }
OP(topk) { ts_Tensor *i; nb_Status s = ts_topk(&c, x, 2, 1, true, true, out, &i); if (!s) ts_release(i); return s; }
OP(max_dim) { ts_Tensor *i; nb_Status s = ts_max_dim(&c, x, 1, false, out, &i); if (!s) ts_release(i); return s; }
OP(min_dim) { ts_Tensor *i; nb_Status s = ts_min_dim(&c, x, 1, false, out, &i); if (!s) ts_release(i); return s; }
static nb_Status ip_fill_t(ts_Tensor *d, ts_Tensor *x) { ts_Tensor *v; nb_Status s = ts_scalar_tensor(&c, ts_sc_f(2), TS_NODTYPE, true, &v); if (s) return s; s = ts_masked_fill_(&c, d, M, v); ts_release(v); return s; }
OP(masked_fill_) { return inplace(x, out, ip_fill_t); }
static nb_Status ip_bin(ts_Tensor *d, ts_Tensor *x) { return ts_binary_(&c, TS_MUL, d, F); }
OP(binary_) { return inplace(x, out, ip_bin); }
static nb_Status ip_add(ts_Tensor *d, ts_Tensor *x) { return ts_add_(&c, d, x, ts_sc_i(1)); }
OP(add_) { return inplace(x, out, ip_add); }
OP(allclose) { bool b; return ts_allclose(&c, x, x, 1e-5, 1e-8, false, &b) ? NB_EINVAL : (*out = NULL, ts_err(&c, TS_ERR_NONE, "computed")); }
static nb_Status ip_un(ts_Tensor *d, ts_Tensor *x) { return ts_unary_(&c, TS_NEG, d); }
OP(unary_) { return inplace(x, out, ip_un); }
static nb_Status ip_clamp(ts_Tensor *d, ts_Tensor *x) { ts_Scalar lo = ts_sc_i(0); return ts_clamp_(&c, d, &lo, NULL); }
OP(clamp_) { return inplace(x, out, ip_clamp); }

static const Row rows[] = {
    {"clone", LIN, op_clone}, {"contiguous(t)", LIN, op_contiguous_t}, {"detach", LIN, op_detach},
    {"data_alias", LIN, op_data_alias}, {"view", LIN, op_view}, {"reshape(t)", LIN, op_reshape_t},
    {"flatten", LIN, op_flatten}, {"squeeze", LIN, op_squeeze}, {"transpose", LIN, op_transpose}, {"T", LIN, op_T},
    {"mT", LIN, op_mT}, {"permute", LIN, op_permute}, {"expand+contiguous", LIN, op_expand},
    {"expand_as", LIN, op_expand_as}, {"narrow", LIN, op_narrow}, {"select", LIN, op_select}, {"slice", LIN, op_slice},
    {"repeat", LIN, op_repeat}, {"flip", LIN, op_flip}, {"cat", LIN, op_cat}, {"stack", LIN, op_stack},
    {"split", LIN, op_split}, {"split_sizes", LIN, op_split_sizes}, {"chunk", LIN, op_chunk}, {"unbind", LIN, op_unbind},
    {"tril", LIN, op_tril}, {"triu", LIN, op_triu}, {"index[int,slice]", LIN, op_index_int_slice},
    {"index[:,tensor]", LIN, op_index_tensor}, {"index[mask]", LIN, op_index_mask}, {"index_select", LIN, op_index_select},
    {"gather", LIN, op_gather}, {"copy_", LIN, op_copy_}, {"copy_ broadcast", LIN, op_copy_bcast},
    {"index_put_", LIN, op_index_put_}, {"index_put_ advanced", LIN, op_index_put_adv}, {"assign_out", LIN, op_assign_out},
    {"where", LIN, op_where}, {"scatter", LIN, op_scatter},
    /* entry points the glue routes elsewhere for complex (ts_complex_*): refused here */
    {"sum_all", REF, op_sum_all}, {"sum_dim", REF, op_sum_dim}, {"mean", ERR, op_mean}, {"neg", REF, op_neg},
    {"add", REF, op_add}, {"sub", REF, op_sub}, {"mul real", REF, op_mul_real}, {"div real", REF, op_div_real},
    {"index_put_ accumulate", REF, op_index_put_acc}, {"scatter_add", REF, op_scatter_add}, {"cumsum", REF, op_cumsum},
    {"matmul", ERR, op_matmul}, {"mm", ERR, op_mm}, {"linear", ERR, op_linear}, {"conv1d", ERR, op_conv1d},
    {"exp", REF, op_unary_exp}, {"abs", REF, op_unary_abs}, {"sqrt", REF, op_unary_sqrt}, {"sigmoid", REF, op_unary_sigmoid},
    {"isnan", REF, op_unary_isnan}, {"round", REF, op_unary_round}, {"reciprocal", REF, op_unary_recip},
    {"sign", REF, op_unary_sign}, {"logical_not", REF, op_unary_lnot}, {"square", REF, op_unary_square},
    {"div", REF, op_bin_div}, {"eq", REF, op_bin_eq}, {"lt", REF, op_bin_lt}, {"pow", REF, op_bin_pow},
    {"maximum", REF, op_bin_max}, {"logical_and", REF, op_bin_and}, {"mul", REF, op_bin_mul_t}, {"fmod", REF, op_bin_fmod},
    {"rsub", REF, op_rsub}, {"pow_scalar", REF, op_pow_scalar}, {"rpow_scalar", REF, op_rpow_scalar},
    {"round_decimals", REF, op_round_dec}, {"gelu", ERR, op_gelu}, {"softplus", ERR, op_softplus}, {"elu", ERR, op_elu},
    {"leaky_relu", ERR, op_leaky_relu}, {"hardtanh", REF, op_hardtanh}, {"clamp", REF, op_clamp},
    {"clamp_t", REF, op_clamp_t}, {"lerp", REF, op_lerp}, {"addcmul", REF, op_addcmul}, {"addcdiv", REF, op_addcdiv},
    {"nan_to_num", REF, op_nan_to_num}, {"prod", REF, op_prod}, {"max_all", REF, op_max_all}, {"min_all", REF, op_min_all},
    {"amax", REF, op_amax}, {"amin", REF, op_amin}, {"argmax", REF, op_argmax}, {"argmin", REF, op_argmin},
    {"var", ERR, op_var}, {"std", ERR, op_std}, {"norm", REF, op_norm}, {"logsumexp", REF, op_logsumexp},
    {"any", REF, op_any}, {"all", REF, op_all}, {"cumprod", REF, op_cumprod}, {"softmax", ERR, op_softmax},
    {"log_softmax", ERR, op_log_softmax}, {"argsort", REF, op_argsort}, {"sort", REF, op_sort}, {"topk", REF, op_topk},
    {"max_dim", REF, op_max_dim}, {"min_dim", REF, op_min_dim}, {"mv", ERR, op_mv}, {"dot", REF, op_dot},
    {"outer", REF, op_outer}, {"mse_loss", REF, op_mse}, {"l1_loss", REF, op_l1}, {"smooth_l1", REF, op_smooth_l1},
    {"huber", REF, op_huber}, {"cross_entropy", ERR, op_cross_entropy}, {"nll_loss", REF, op_nll},
    {"bce", REF, op_bce}, {"bce_with_logits", REF, op_bce_logits}, {"layer_norm", ERR, op_layer_norm},
    {"group_norm", ERR, op_group_norm}, {"batch_norm", ERR, op_batch_norm}, {"embedding", LIN, op_embedding},
    {"one_hot", ERR, op_one_hot},
    {"allclose", REF, op_allclose}, {"binary_", REF, op_binary_}, {"add_", REF, op_add_}, {"unary_", REF, op_unary_}, {"clamp_", REF, op_clamp_},
};

/* f(Z) == f(R) + i f(I), exactly (float32 parts). */
static void check_lin(const Row *r, ts_Tensor *Z)
{
    ts_Tensor *Rp = part(Z, false), *Ip = part(Z, true), *oz = NULL, *orr = NULL, *oi = NULL;
    nb_Status s = r->fn(Z, &oz);
    if (s) {
        /* an op that fails on complex must fail the same way on the real parts (view of a transposed...) */
        char e1[TS_ERRMAX];
        snprintf(e1, sizeof e1, "%s", c.err);
        nb_Status s2 = r->fn(Rp, &orr);
        CHECK(s2 != NB_OK && !strcmp(e1, c.err), "%s: complex failed: %s", r->name, e1);
        goto done;
    }
    if (r->fn(Rp, &orr) || r->fn(Ip, &oi)) { CHECK(0, "%s: real failed: %s", r->name, c.err); goto done; }
    CHECK(ts_dtype_is_complex(oz->dtype), "%s: result dtype %s", r->name, ts_dtype_name(oz->dtype));
    CHECK(same_shape(oz, orr), "%s: shape", r->name);
    if (!same_shape(oz, orr)) goto done;
    int64_t n = ts_numel(oz), bad = 0;
    for (int64_t i = 0; i < n; i++) {
        double re, im;
        ts_complex_get(oz, i, &re, &im);
        if (re != ts_get_flat_f(orr, i) || im != ts_get_flat_f(oi, i)) bad++;
    }
    CHECK(bad == 0, "%s: %lld wrong elements", r->name, (long long)bad);
done:
    ts_release(Rp); ts_release(Ip); ts_release(oz); ts_release(orr); ts_release(oi);
}

static void check_ref(const Row *r, ts_Tensor *Z)
{
    ts_Tensor *o = NULL;
    c.err_kind = TS_ERR_NONE;
    nb_Status s = r->fn(Z, &o);
    CHECK(s != NB_OK && c.err_kind == TS_ERR_NOTIMPL, "%s: expected NotImplementedError, got status %d kind %d '%s'",
          r->name, s, c.err_kind, s ? c.err : "");
    if (s == NB_OK) ts_release(o);
}

static void check_err(const Row *r, ts_Tensor *Z)
{
    ts_Tensor *o = NULL;
    nb_Status s = r->fn(Z, &o);
    CHECK(s != NB_OK, "%s: expected an error, got a result", r->name);
    if (s == NB_OK) ts_release(o);
}

static void test_table(ts_Tensor *Z)
{
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        if (rows[i].kind == LIN) check_lin(&rows[i], Z);
        else if (rows[i].kind == ERR) check_err(&rows[i], Z);
        else check_ref(&rows[i], Z);
    }
}

static int nwarn;
static char lastwarn[256];
static void on_ev(ts_Ctx *cc, ts_Event ev, void *a, void *b, void *ud)
{
    if (ev == TS_EV_WARN) { nwarn++; snprintf(lastwarn, sizeof lastwarn, "%s", (const char *)a); }
}

static bool cx_eq(ts_Tensor *t, int64_t i, double re, double im)
{
    double r, m;
    ts_complex_get(t, i, &r, &m);
    return r == re && m == im;
}

static void test_conversions(ts_Tensor *Z)
{
    ts_Tensor *w, *f, *i64, *back, *h;
    OK(ts_to_dtype(&c, Z, TS_COMPLEX128, false, &w));
    CHECK(w->dtype == TS_COMPLEX128 && cx_eq(w, 4, 5, -0.25f), "to complex128");
    nwarn = 0;
    c.warned_complex_discard = false;
    OK(ts_to_dtype(&c, Z, TS_FLOAT32, false, &f));
    CHECK(f->dtype == TS_FLOAT32 && ts_get_flat_f(f, 1) == -2.5 && nwarn == 1 && strstr(lastwarn, "discards the imaginary part"),
          "to float32: %g warn %d", ts_get_flat_f(f, 1), nwarn);
    OK(ts_to_dtype(&c, Z, TS_BOOL, false, &back));
    CHECK(ts_get_flat(back, 2).v.b && nwarn == 1, "to bool (either part; warned once)");
    ts_release(back);
    OK(ts_to_dtype(&c, Z, TS_INT64, false, &i64));
    CHECK(ts_get_flat(i64, 1).v.i == -2 && ts_get_flat(i64, 4).v.i == 5, "to int64");
    OK(ts_to_dtype(&c, F, TS_COMPLEX64, false, &back));
    CHECK(cx_eq(back, 2, ts_get_flat_f(F, 2), 0), "float → complex");
    OK(ts_to_dtype(&c, Z, TS_FLOAT16, false, &h));
    CHECK(ts_get_flat_f(h, 0) == 1.0, "to half");
    ts_release(w); ts_release(f); ts_release(i64); ts_release(back); ts_release(h);
    /* copy_ of complex into a real tensor warns too; real into complex zeroes imag */
    ts_Tensor *d;
    OK(ts_clone(&c, F, &d));
    nwarn = 0;
    c.warned_complex_discard = false; /* PyTorch warns once per process */
    OK(ts_copy_(&c, d, Z));
    CHECK(ts_get_flat_f(d, 4) == 5 && nwarn == 1, "copy_ complex → real (warn %d)", nwarn);
    ts_release(d);
    OK(ts_clone(&c, Z, &d));
    OK(ts_copy_(&c, d, F));
    CHECK(cx_eq(d, 3, ts_get_flat_f(F, 3), 0), "copy_ real → complex");
    OK(ts_fill_(&c, d, ts_sc_f(2.5)));
    CHECK(cx_eq(d, 5, 2.5, 0), "fill_");
    OK(ts_zero_(&c, d));
    CHECK(cx_eq(d, 0, 0, 0), "zero_");
    ts_release(d);
    ts_Scalar sc;
    c.err_kind = TS_ERR_NONE;
    CHECK(ts_item(&c, Z, &sc) != NB_OK, "item of 6");
    ts_Tensor *z0;
    OK(ts_select(&c, Z, 0, 0, &z0));
    ts_Tensor *z00;
    OK(ts_select(&c, z0, 0, 0, &z00));
    c.err_kind = TS_ERR_NONE;
    CHECK(ts_item(&c, z00, &sc) != NB_OK && c.err_kind == TS_ERR_NOTIMPL, "item refuses complex");
    ts_release(z0); ts_release(z00);
}

static void test_creation(void)
{
    int64_t sh[2] = {2, 2};
    ts_Tensor *t;
    OK(ts_ones(&c, 2, sh, TS_COMPLEX64, &t));
    CHECK(cx_eq(t, 3, 1, 0), "ones");
    ts_release(t);
    OK(ts_full(&c, 2, sh, ts_sc_f(-1.5), TS_COMPLEX128, &t));
    CHECK(cx_eq(t, 2, -1.5, 0), "full");
    ts_release(t);
    OK(ts_eye(&c, 2, -1, TS_COMPLEX64, &t));
    CHECK(cx_eq(t, 0, 1, 0) && cx_eq(t, 1, 0, 0) && cx_eq(t, 3, 1, 0), "eye");
    ts_Tensor *o;
    OK(ts_ones_like(&c, t, TS_NODTYPE, &o));
    CHECK(o->dtype == TS_COMPLEX64 && cx_eq(o, 1, 1, 0), "ones_like");
    ts_release(o);
    OK(ts_full_like(&c, t, ts_sc_i(7), TS_NODTYPE, &o));
    CHECK(cx_eq(o, 2, 7, 0), "full_like");
    ts_release(o); ts_release(t);
    double v[3] = {1, 2, 3};
    OK(ts_from_data(&c, v, TS_FLOAT64, 1, (int64_t[]){3}, TS_COMPLEX64, &t));
    CHECK(cx_eq(t, 2, 3, 0), "from_data");
    ts_release(t);
    OK(ts_scalar_tensor(&c, ts_sc_i(4), TS_COMPLEX128, false, &t));
    CHECK(cx_eq(t, 0, 4, 0), "scalar_tensor");
    ts_release(t);
    OK(ts_arange(&c, ts_sc_i(0), ts_sc_i(3), ts_sc_i(1), TS_COMPLEX64, &t));
    CHECK(cx_eq(t, 2, 2, 0), "arange");
    ts_release(t);
}

static void test_math(ts_Tensor *Z, ts_Tensor *Z2)
{
    ts_Tensor *r;
    /* complex64 products/quotients, checked against float complex arithmetic */
    OK(ts_complex_binary(&c, '*', Z, Z2, 1.0, TS_COMPLEX64, &r));
    for (int64_t i = 0; i < 6; i++) {
        double a, b, x, y, p, q;
        ts_complex_get(Z, i, &a, &b);
        ts_complex_get(Z2, i, &x, &y);
        ts_complex_get(r, i, &p, &q);
        float fr = (float)a * (float)x - (float)b * (float)y, fi = (float)a * (float)y + (float)b * (float)x;
        CHECK(p == fr && q == fi, "mul %lld", (long long)i);
    }
    ts_release(r);
    OK(ts_complex_binary(&c, '/', Z, Z2, 1.0, TS_COMPLEX128, &r));
    for (int64_t i = 0; i < 6; i++) {
        double a, b, x, y, p, q;
        ts_complex_get(Z, i, &a, &b);
        ts_complex_get(Z2, i, &x, &y);
        ts_complex_get(r, i, &p, &q);
        double complex e = (a + b * I) / (x + y * I);
        CHECK(fabs(p - creal(e)) < 1e-12 && fabs(q - cimag(e)) < 1e-12, "div %lld: %g%+gj vs %g%+gj", (long long)i, p, q, creal(e), cimag(e));
    }
    ts_release(r);
    /* 0.5j / -2: PyTorch's scalar (Smith) path gives a -0 real part, its vector path +0 */
    {
        double re9[9], im9[9], dre[9], dim9[9];
        for (int k = 0; k < 9; k++) { re9[k] = 0; im9[k] = 0.5; dre[k] = -2; dim9[k] = 0; }
        ts_Tensor *n9 = cx_from(1, (int64_t[]){9}, TS_COMPLEX64, re9, im9), *d9 = cx_from(1, (int64_t[]){9}, TS_COMPLEX64, dre, dim9);
        OK(ts_complex_binary(&c, '/', n9, d9, 1.0, TS_COMPLEX64, &r));
        double p0, q0, p8, q8;
        ts_complex_get(r, 0, &p0, &q0);
        ts_complex_get(r, 8, &p8, &q8);
        CHECK(p0 == 0 && !signbit(p0) && q0 == -0.25 && p8 == 0 && signbit(p8) && q8 == -0.25, "division lanes");
        ts_release(r); ts_release(n9); ts_release(d9);
    }
    /* division by zero: inf/nan parts, as c10::complex */
    ts_Tensor *zero;
    OK(ts_complex_full(&c, 0, NULL, TS_COMPLEX64, 0, 0, &zero));
    OK(ts_complex_binary(&c, '/', Z, zero, 1.0, TS_COMPLEX64, &r));
    double p, q;
    ts_complex_get(r, 0, &p, &q);
    CHECK(isinf(p) && p > 0 && isinf(q), "1+1j / 0: %g %g", p, q);
    ts_release(r); ts_release(zero);
    OK(ts_complex_unary(&c, 'c', Z, &r));
    CHECK(cx_eq(r, 1, -2.5, -2), "conj");
    ts_release(r);
    OK(ts_complex_unary(&c, 'n', Z, &r));
    CHECK(cx_eq(r, 1, 2.5, -2), "neg");
    ts_release(r);
    OK(ts_complex_eq(&c, Z, Z2, false, &r));
    CHECK(ts_get_flat(r, 0).v.b == false && ts_get_flat(r, 5).v.b == true, "eq");
    ts_release(r);
    OK(ts_complex_eq(&c, Z, Z2, true, &r));
    CHECK(ts_get_flat(r, 0).v.b == true && ts_get_flat(r, 5).v.b == false, "ne");
    ts_release(r);
    bool eq;
    OK(ts_equal(&c, Z, Z2, &eq));
    CHECK(!eq, "ts_equal complex");
    ts_Tensor *zc;
    OK(ts_clone(&c, Z, &zc));
    OK(ts_equal(&c, Z, zc, &eq));
    CHECK(eq, "ts_equal clone");
    ts_release(zc);
    OK(ts_complex_equal(&c, Z, Z, &eq));
    CHECK(eq, "equal self");
    OK(ts_complex_equal(&c, Z, Z2, &eq));
    CHECK(!eq, "equal other");
    OK(ts_complex_sum(&c, Z, NULL, 0, false, false, &r));
    CHECK(r->ndim == 0 && cx_eq(r, 0, 1 - 2.5 + 0 + 4 + 5 - 0.5, 1 + 2 - 3 + 0.5 - 0.25 + 0), "sum");
    ts_release(r);
    int64_t d1 = 1;
    OK(ts_complex_sum(&c, Z, &d1, 1, true, true, &r));
    CHECK(r->ndim == 2 && r->shape[1] == 1 && cx_eq(r, 0, (float)((1 - 2.5) * (1.0f / 3)), 0), "mean dim");
    ts_release(r);
    OK(ts_complex_abs(&c, Z, &r));
    CHECK(r->dtype == TS_FLOAT32 && ts_get_flat_f(r, 5) == 0.5 && ts_get_flat_f(r, 0) == sqrtf(2.0f), "abs");
    ts_release(r);
}

/* masked_fill with a real value: value + 0j where the mask is set */
static void test_masked_fill(ts_Tensor *Z)
{
    ts_Tensor *r, *d;
    OK(op_masked_fill(Z, &r));
    OK(op_masked_fill_(Z, &d));
    CHECK(r->dtype == TS_COMPLEX64 && d->dtype == TS_COMPLEX64, "masked_fill dtype");
    for (int64_t i = 0; i < 6; i++) {
        double re, im;
        ts_complex_get(Z, i, &re, &im);
        bool m = ts_get_flat(M, i).v.b;
        CHECK(cx_eq(r, i, m ? 2 : re, m ? 0 : im) && cx_eq(d, i, m ? 2 : re, m ? 0 : im), "masked_fill %lld", (long long)i);
    }
    ts_release(r); ts_release(d);
    /* where(mask, complex, real scalar) */
    ts_Tensor *k;
    OK(ts_scalar_tensor(&c, ts_sc_f(-1), TS_NODTYPE, true, &k));
    OK(ts_where(&c, M, Z, k, &r));
    CHECK(r->dtype == TS_COMPLEX64 && cx_eq(r, 1, -1, 0) && cx_eq(r, 0, 1, 1), "where scalar");
    ts_release(r); ts_release(k);
}

static void test_promotion(ts_Tensor *Z)
{
    ts_Tensor *d, *w;
    OK(ts_ones(&c, 1, (int64_t[]){2}, TS_FLOAT64, &d));
    CHECK(ts_result_type(Z, d) == TS_COMPLEX128, "c64 + f64 → %s", ts_dtype_name(ts_result_type(Z, d)));
    CHECK(ts_result_type(F, Z) == TS_COMPLEX64, "f32 + c64");
    CHECK(ts_result_type(IX, Z) == TS_COMPLEX64, "i64 + c64");
    OK(ts_complex_full(&c, 0, NULL, TS_COMPLEX128, 1, 1, &w));
    CHECK(ts_result_type(F, w) == TS_COMPLEX64, "f32 + c128 0-dim → %s", ts_dtype_name(ts_result_type(F, w)));
    CHECK(ts_result_type(d, w) == TS_COMPLEX128, "f64 + c128 0-dim");
    CHECK(ts_result_type(IX, w) == TS_COMPLEX128, "i64 + c128 0-dim");
    ts_release(d); ts_release(w);
}

int main(void)
{
    nb_heap_init(&heap, 0);
    ts_ctx_init(&c, &heap);
    c.on_event = on_ev;
    const int64_t sh[2] = {2, 3};
    const double zr[6] = {1, -2.5, 0, 4, 5, -0.5}, zi[6] = {1, 2, -3, 0.5, -0.25, 0};
    const double z2r[6] = {2, 1, -1, 0.5, 3, -0.5}, z2i[6] = {-1, 0.5, 2, -4, 0, 0};
    const double fv[6] = {0.5, -1, 2, 3, -4, 1.5};
    ts_Tensor *Z = cx_from(2, sh, TS_COMPLEX64, zr, zi), *Z2 = cx_from(2, sh, TS_COMPLEX64, z2r, z2i);
    F = f_from(2, sh, TS_FLOAT32, fv);
    int64_t iv[2] = {2, 0}, iv2[2] = {1, 2}, gv[6] = {2, 0, 0, 1, 1, 2};
    uint8_t mv[6] = {1, 0, 1, 0, 0, 1};
    ts_from_data(&c, iv, TS_INT64, 1, (int64_t[]){2}, TS_INT64, &IX);
    ts_from_data(&c, iv2, TS_INT64, 1, (int64_t[]){2}, TS_INT64, &IX2);
    ts_from_data(&c, gv, TS_INT64, 2, sh, TS_INT64, &IXG);
    ts_from_data(&c, mv, TS_BOOL, 2, sh, TS_BOOL, &M);
    test_table(Z);
    /* the same table on a non-contiguous complex input (transposed back) */
    ts_Tensor *zt, *ztt;
    ts_t(&c, Z, &zt);
    ts_contiguous(&c, zt, &ztt);
    ts_Tensor *znc;
    ts_t(&c, ztt, &znc);
    test_table(znc);
    ts_release(zt); ts_release(ztt); ts_release(znc);
    test_conversions(Z);
    test_creation();
    test_math(Z, Z2);
    test_promotion(Z);
    test_masked_fill(Z);
    ts_release(Z); ts_release(Z2); ts_release(F); ts_release(IX); ts_release(IX2); ts_release(IXG); ts_release(M);
    printf("%d passed, %d failed\n", npass, nfail);
    return nfail != 0;
}
