/* test_autograd_gradcheck.c — finite-difference gradient check (float64) of
 * every op with a backward rule, ggml style: one table row per case with the
 * expected grad_fn name, input shapes, an input domain and a forward closure.
 *
 * For each row: inputs get deterministic distinct values, L = sum(f(x) * G)
 * with a fixed pattern G; analytical dL/dx from ag_backward is compared with
 * central differences (h = 1e-6) element by element. */
#include "test_tensor_util.h"

/* ---------------------------------------------------------------- scratch */
static ts_Tensor *tmp[64];
static int ntmp;
static ts_Tensor *K(ts_Tensor *t) { if (ntmp < 64) tmp[ntmp++] = t; return t; }
static void tmp_clear(void) { for (int i = 0; i < ntmp; i++) ts_release(tmp[i]); ntmp = 0; }
static ts_Tensor *IX(int nd, const int64_t *shape, const int64_t *v) { return K(mki(v, nd, shape)); }
static ts_Tensor *I1(int64_t n, const int64_t *v) { return IX(1, &n, v); }
static ts_Tensor *D(int nd, const int64_t *shape, double a, double b, double s) { return K(mkpat(TS_FLOAT64, nd, shape, a, b, s)); }
static ts_Tensor *S(double v) { ts_Tensor *t = NULL; ts_scalar_tensor(&c, ts_sc_f(v), TS_NODTYPE, true, &t); return K(t); }
static ts_Tensor *V(ts_Tensor *t) { return K(t); }
/* chain: apply op to a temporary */
#define T1(var, ...) ts_Tensor *var = NULL; do { nb_Status s_ = (__VA_ARGS__); if (s_) return s_; K(var); } while (0)
static nb_Status mulp(ts_Tensor *a, ts_Tensor *b, ts_Tensor **o) { return ts_binary(&c, TS_MUL, a, b, o); }

typedef nb_Status (*GcFn)(ts_Tensor **x, ts_Tensor **o);
enum { DOM_ANY, DOM_POS, DOM_AWAY, DOM_UNIT, DOM_PROB, DOM_GT1 };
typedef struct GcCase {
    const char *name;       /* expected grad_fn name of the result ("" = don't check) */
    GcFn fn;
    int nin;
    int nd[3];
    int64_t shape[3][4];
    int dom[3];
    unsigned nograd;        /* bit i: input i does not require grad */
} GcCase;

#define F(nm, ...) static nb_Status nm(ts_Tensor **x, ts_Tensor **o) { (void)x; __VA_ARGS__ }
#define R(...) return (__VA_ARGS__);
static const double INF1 = INFINITY;

/* ---- unary: the rows of core/tensor/ts_unary.def, walked in main() with
 * the op in row_op; a row's input domain is row_dom (default DOM_ANY). */
static ts_UnOp row_op;
F(f_row, R(ts_unary(&c, row_op, x[0], o)))
static const int row_dom[TS_NUNOPS] = {
    [TS_ABS] = DOM_AWAY, [TS_SIGN] = DOM_AWAY, [TS_LOG] = DOM_POS, [TS_LOG1P] = DOM_POS, [TS_LOG2] = DOM_POS,
    [TS_LOG10] = DOM_POS, [TS_SQRT] = DOM_POS, [TS_RSQRT] = DOM_POS, [TS_ASIN] = DOM_UNIT, [TS_ACOS] = DOM_UNIT,
    [TS_RELU] = DOM_AWAY, [TS_FLOOR] = DOM_AWAY, [TS_CEIL] = DOM_AWAY, [TS_ROUND] = DOM_AWAY,
    [TS_TRUNC] = DOM_AWAY, [TS_FRAC] = DOM_AWAY, [TS_RECIPROCAL] = DOM_AWAY,
    [TS_ACOSH] = DOM_GT1, [TS_ATANH] = DOM_UNIT, [TS_LOGIT] = DOM_PROB, [TS_ERFINV] = DOM_UNIT,
    [TS_LGAMMA] = DOM_POS, [TS_DIGAMMA] = DOM_POS, [TS_ENTR] = DOM_POS, [TS_NDTRI] = DOM_PROB,
};
static const char *const row_grad_fn[TS_NUNOPS] = {
#define TS_UNARY(ID, KERNEL, GRAD_FN, BACKWARD, SAVE, DTYPE, DOUBLE, REFUSE, CPU_NAME) [TS_##ID] = GRAD_FN,
#include "ts_unary.def"
#undef TS_UNARY
};
F(f_gelu, R(ts_gelu(&c, x[0], false, o)))
F(f_gelu_tanh, R(ts_gelu(&c, x[0], true, o)))
F(f_softplus, R(ts_softplus(&c, x[0], 2.0, 1.0, o)))
F(f_elu, R(ts_elu(&c, x[0], 0.7, o)))
F(f_leaky, R(ts_leaky_relu(&c, x[0], 0.1, o)))
F(f_hardtanh, R(ts_hardtanh(&c, x[0], -0.5, 0.5, o)))
F(f_clamp, { ts_Scalar lo = ts_sc_f(-0.4), hi = ts_sc_f(0.6); R(ts_clamp(&c, x[0], &lo, &hi, o)) })
F(f_clamp_min, { ts_Scalar lo = ts_sc_f(-0.4); R(ts_clamp(&c, x[0], &lo, NULL, o)) })
F(f_clamp_t, R(ts_clamp_t(&c, x[0], x[1], x[2], o)))
F(f_pow_s, R(ts_pow_scalar(&c, x[0], ts_sc_f(2.5), o)))
F(f_pow_i, R(ts_pow_scalar(&c, x[0], ts_sc_i(3), o)))
F(f_rpow, R(ts_rpow_scalar(&c, ts_sc_f(1.7), x[0], o)))
F(f_round_dec, R(ts_round_decimals(&c, x[0], 2, o)))
F(f_logit_eps, { double e = 0.2; R(ts_logit(&c, x[0], &e, o)) })
F(f_nan_to_num, R(ts_nan_to_num(&c, x[0], NULL, NULL, NULL, o)))
/* ---- binary */
#define BI(nm, op) F(nm, R(ts_binary(&c, op, x[0], x[1], o)))
BI(f_mul, TS_MUL) BI(f_div, TS_DIV) BI(f_maximum, TS_MAXIMUM) BI(f_minimum, TS_MINIMUM) BI(f_pow, TS_POW)
BI(f_fmod, TS_FMOD) BI(f_remainder, TS_REMAINDER) BI(f_atan2, TS_ATAN2)
F(f_add, R(ts_add(&c, x[0], x[1], ts_sc_f(0.5), o)))
F(f_sub, R(ts_sub(&c, x[0], x[1], ts_sc_i(2), o)))
F(f_div_s, R(ts_binary(&c, TS_DIV, x[0], S(3.0), o)))
F(f_rsub, R(ts_rsub_scalar(&c, x[0], ts_sc_f(2.0), o)))
F(f_lerp, R(ts_lerp(&c, x[0], x[1], x[2], o)))
F(f_addcmul, R(ts_addcmul(&c, x[0], x[1], x[2], ts_sc_f(0.5), o)))
F(f_addcdiv, R(ts_addcdiv(&c, x[0], x[1], x[2], ts_sc_f(0.5), o)))
F(f_where, { T1(m, ts_binary(&c, TS_GT, x[0], S(0.1), &m)); R(ts_where(&c, m, x[0], x[1], o)) })
F(f_masked_fill, { T1(m, ts_binary(&c, TS_GT, x[0], S(0.1), &m)); R(ts_masked_fill(&c, x[0], m, S(0.25), o)) })
/* ---- reductions */
static const int64_t d0 = 0, d1 = 1, d01[2] = {0, 1};
F(f_sum, R(ts_sum(&c, x[0], NULL, 0, false, TS_NODTYPE, o)))
F(f_sum_dim, R(ts_sum(&c, x[0], &d1, 1, true, TS_NODTYPE, o)))
F(f_mean, R(ts_mean(&c, x[0], NULL, 0, false, TS_NODTYPE, o)))
F(f_mean_dim, R(ts_mean(&c, x[0], d01, 2, false, TS_NODTYPE, o)))
F(f_prod, R(ts_prod(&c, x[0], false, 0, false, TS_NODTYPE, o)))
F(f_prod_dim, R(ts_prod(&c, x[0], true, 1, false, TS_NODTYPE, o)))
F(f_max_all, R(ts_max_all(&c, x[0], o)))
F(f_min_all, R(ts_min_all(&c, x[0], o)))
F(f_max_dim, { ts_Tensor *i = NULL; nb_Status s = ts_max_dim(&c, x[0], 1, false, o, &i); ts_release(i); return s; })
F(f_min_dim, { ts_Tensor *i = NULL; nb_Status s = ts_min_dim(&c, x[0], 0, true, o, &i); ts_release(i); return s; })
F(f_amax, R(ts_amax(&c, x[0], &d1, 1, false, o)))
F(f_amin, R(ts_amin(&c, x[0], &d0, 1, true, o)))
F(f_var, R(ts_var(&c, x[0], &d1, 1, 1, false, o)))
F(f_var_all, R(ts_var(&c, x[0], NULL, 0, 0, false, o)))
F(f_std, R(ts_std(&c, x[0], &d0, 1, 1, true, o)))
F(f_norm2, R(ts_norm(&c, x[0], 2, NULL, 0, false, o)))
F(f_norm1, R(ts_norm(&c, x[0], 1, &d1, 1, false, o)))
F(f_norm3, R(ts_norm(&c, x[0], 3, &d1, 1, false, o)))
F(f_norminf, R(ts_norm(&c, x[0], INF1, &d1, 1, false, o)))
F(f_logsumexp, R(ts_logsumexp(&c, x[0], &d1, 1, false, o)))
F(f_cumsum, R(ts_cumsum(&c, x[0], 1, TS_NODTYPE, o)))
F(f_cumprod, R(ts_cumprod(&c, x[0], 1, TS_NODTYPE, o)))
F(f_cumprod_zero, { /* a zero in the middle of each row */
    int64_t three = 3;
    T1(z, ts_zeros(&c, 1, &three, TS_FLOAT64, &z));
    ts_Index ix[2] = {{.kind = TS_IDX_SLICE, .step = 1}, {.kind = TS_IDX_INT, .i = 2}};
    T1(y, ts_clone(&c, x[0], &y));
    nb_Status s = ts_index_put_(&c, y, ix, 2, z); if (s) return s;
    R(ts_cumprod(&c, y, 1, TS_NODTYPE, o)) })
F(f_softmax, R(ts_softmax(&c, x[0], 1, TS_NODTYPE, o)))
F(f_log_softmax, R(ts_log_softmax(&c, x[0], 0, TS_NODTYPE, o)))
F(f_sort, { ts_Tensor *i = NULL; nb_Status s = ts_sort(&c, x[0], 1, true, o, &i); ts_release(i); return s; })
F(f_topk, { ts_Tensor *i = NULL; nb_Status s = ts_topk(&c, x[0], 2, 1, true, true, o, &i); ts_release(i); return s; })
/* ---- linear algebra */
F(f_mm, R(ts_mm(&c, x[0], x[1], o)))
F(f_bmm, R(ts_bmm(&c, x[0], x[1], o)))
F(f_matmul_3d2d, R(ts_matmul(&c, x[0], x[1], o)))
F(f_matmul_1d2d, R(ts_matmul(&c, x[0], x[1], o)))
F(f_matmul_bcast, R(ts_matmul(&c, x[0], x[1], o)))
F(f_mv, R(ts_mv(&c, x[0], x[1], o)))
F(f_dot, R(ts_dot(&c, x[0], x[1], o)))
F(f_outer, R(ts_outer(&c, x[0], x[1], o)))
F(f_addmm, R(ts_addmm(&c, x[0], x[1], x[2], ts_sc_f(0.5), ts_sc_f(2.0), o)))
F(f_baddbmm, R(ts_baddbmm(&c, x[0], x[1], x[2], ts_sc_f(0.5), ts_sc_f(2.0), o)))
F(f_linear, R(ts_linear(&c, x[0], x[1], x[2], o)))
F(f_linear3d, R(ts_linear(&c, x[0], x[1], x[2], o)))
/* ---- views and shape ops */
static const int64_t s6[1] = {6}, s32[2] = {3, 2};
F(f_view, R(ts_view(&c, x[0], 1, s6, o)))
F(f_reshape_t, { T1(t, ts_t(&c, x[0], &t)); R(ts_reshape(&c, t, 2, s32, o)) })
F(f_flatten, R(ts_flatten(&c, x[0], 1, 2, o)))
F(f_squeeze, R(ts_squeeze(&c, x[0], NULL, 0, o)))
F(f_squeeze1, R(ts_squeeze(&c, x[0], &d1, 1, o)))
F(f_unsqueeze, R(ts_unsqueeze(&c, x[0], 1, o)))
F(f_transpose, R(ts_transpose(&c, x[0], 0, 2, o)))
F(f_tt, R(ts_t(&c, x[0], o)))
F(f_permute, R(ts_permute(&c, x[0], (int64_t[]){2, 0, 1}, 3, o)))
F(f_expand, R(ts_expand(&c, x[0], 3, (int64_t[]){4, 2, 3}, o)))
F(f_narrow, R(ts_narrow(&c, x[0], 1, 1, 2, o)))
F(f_select, R(ts_select(&c, x[0], 0, -1, o)))
F(f_slice, R(ts_slice(&c, x[0], 1, true, 0, false, 0, 2, o)))
F(f_repeat, R(ts_repeat(&c, x[0], 3, (int64_t[]){2, 1, 2}, o)))
F(f_flip, R(ts_flip(&c, x[0], d01, 2, o)))
F(f_cat, { ts_Tensor *l[2] = {x[0], x[1]}; R(ts_cat(&c, l, 2, 0, o)) })
F(f_stack, { ts_Tensor *l[2] = {x[0], x[1]}; R(ts_stack(&c, l, 2, 1, o)) })
static nb_Status parts(ts_Tensor **ps, int64_t n, ts_Tensor **o)
{
    /* parts[0] * 1 + parts[last] * 2 (different weights make mistakes visible) */
    ts_Tensor *a = NULL, *b = NULL;
    nb_Status s = mulp(ps[0], S(1.0), &a);
    (void)b;
    if (!s) s = ts_add(&c, a, ps[n - 1], ts_sc_f(2.0), o);
    ts_release(a);
    ts_list_free(&c, ps, n);
    return s;
}
F(f_split, { ts_Tensor **ps; int64_t n; nb_Status s = ts_split(&c, x[0], 2, 1, &ps, &n); if (s) return s; return parts(ps, n, o); })
F(f_split_sizes, { ts_Tensor **ps; int64_t n; nb_Status s = ts_split_sizes(&c, x[0], (int64_t[]){1, 3}, 2, 1, &ps, &n);
    if (s) return s; ts_Tensor *a = V(ps[0]); ps[0] = NULL; ts_Tensor *b = V(ps[1]); ps[1] = NULL; ts_list_free(&c, ps, n);
    T1(sa, ts_sum(&c, a, NULL, 0, false, TS_NODTYPE, &sa)); R(mulp(b, sa, o)) })
F(f_chunk, { ts_Tensor **ps; int64_t n; nb_Status s = ts_chunk(&c, x[0], 2, 0, &ps, &n); if (s) return s; return parts(ps, n, o); })
F(f_unbind, { ts_Tensor **ps; int64_t n; nb_Status s = ts_unbind(&c, x[0], 1, &ps, &n); if (s) return s; return parts(ps, n, o); })
F(f_tril, R(ts_tril(&c, x[0], 0, o)))
F(f_triu, R(ts_triu(&c, x[0], 1, o)))
F(f_clone, R(ts_clone(&c, x[0], o)))
F(f_contig, { T1(t, ts_t(&c, x[0], &t)); R(ts_contiguous(&c, t, o)) })
F(f_to_f32_back, { T1(t, ts_to_dtype(&c, x[0], TS_FLOAT64, true, &t)); R(ts_unary(&c, TS_SIN, t, o)) })
/* ---- indexing */
F(f_idx_basic, { ts_Index ix[3] = {{.kind = TS_IDX_SLICE, .has_start = true, .start = 1, .step = 1},
                                    {.kind = TS_IDX_NONE}, {.kind = TS_IDX_INT, .i = -1}};
    R(ts_index(&c, x[0], ix, 3, o)) })
F(f_idx_adv1, { ts_Index ix[1] = {{.kind = TS_IDX_TENSOR, .t = I1(4, (int64_t[]){2, 0, 2, -1})}}; R(ts_index(&c, x[0], ix, 1, o)) })
F(f_idx_adv2, { ts_Index ix[3] = {{.kind = TS_IDX_TENSOR, .t = I1(3, (int64_t[]){0, 2, 2})}, {.kind = TS_IDX_SLICE, .step = 1},
                                   {.kind = TS_IDX_TENSOR, .t = IX(2, (int64_t[]){3, 1}, (int64_t[]){1, 0, 3})}};
    R(ts_index(&c, x[0], ix, 3, o)) })
F(f_idx_mask, { T1(m, ts_binary(&c, TS_GT, x[0], S(0.0), &m)); ts_Index ix[1] = {{.kind = TS_IDX_TENSOR, .t = m}};
    R(ts_index(&c, x[0], ix, 1, o)) })
F(f_idx_put, { T1(y, mulp(x[0], S(1.0), &y));
    ts_Index ix[2] = {{.kind = TS_IDX_TENSOR, .t = I1(2, (int64_t[]){0, 2})}, {.kind = TS_IDX_TENSOR, .t = I1(2, (int64_t[]){1, 3})}};
    nb_Status s = ts_index_put_(&c, y, ix, 2, x[1]); if (s) return s; ts_retain(y); *o = y; return NB_OK; })
F(f_idx_put_acc, { T1(y, mulp(x[0], S(1.0), &y));
    ts_Index ix[1] = {{.kind = TS_IDX_TENSOR, .t = I1(3, (int64_t[]){0, 0, 2})}};
    nb_Status s = ts_index_put_ex_(&c, y, ix, 1, x[1], true); if (s) return s; ts_retain(y); *o = y; return NB_OK; })
F(f_setitem_slice, { T1(y, mulp(x[0], S(1.0), &y));
    ts_Index ix[2] = {{.kind = TS_IDX_SLICE, .step = 1}, {.kind = TS_IDX_TENSOR, .t = I1(2, (int64_t[]){3, 0})}};
    nb_Status s = ts_index_put_(&c, y, ix, 2, x[1]); if (s) return s; ts_retain(y); *o = y; return NB_OK; })
F(f_copy_slice, { T1(y, mulp(x[0], S(1.0), &y)); T1(v, ts_select(&c, y, 0, 1, &v));
    nb_Status s = ts_copy_(&c, v, x[1]); if (s) return s; ts_retain(y); *o = y; return NB_OK; })
F(f_inplace_mul, { T1(y, mulp(x[0], S(1.0), &y)); nb_Status s = ts_binary_(&c, TS_MUL, y, x[1]);
    if (s) return s; s = ts_unary_(&c, TS_TANH, y); if (s) return s; ts_retain(y); *o = y; return NB_OK; })
F(f_gather, R(ts_gather(&c, x[0], 1, IX(2, (int64_t[]){3, 2}, (int64_t[]){0, 3, 1, 1, 2, 0}), o)))
F(f_scatter, R(ts_scatter(&c, x[0], 1, IX(2, (int64_t[]){2, 2}, (int64_t[]){0, 3, 1, 2}), x[1], false, o)))
F(f_scatter_add, R(ts_scatter(&c, x[0], 0, IX(2, (int64_t[]){2, 2}, (int64_t[]){0, 2, 0, 2}), x[1], true, o)))
F(f_index_select, R(ts_index_select(&c, x[0], 1, I1(3, (int64_t[]){3, 0, 3}), o)))
F(f_embedding, R(ts_embedding(&c, x[0], IX(2, (int64_t[]){2, 3}, (int64_t[]){1, 0, 4, 1, 1, 2}), -1, o)))
/* ---- nn */
static const int64_t one2[2] = {1, 1}, two2[2] = {2, 2}, zero2[2] = {0, 0}, k32[2] = {3, 2}, p10[2] = {1, 0};
F(f_conv2d, R(ts_conv2d(&c, x[0], x[1], x[2], one2, one2, one2, 1, o)))
F(f_conv2d_sg, R(ts_conv2d(&c, x[0], x[1], NULL, two2, p10, (int64_t[]){1, 2}, 2, o)))
F(f_conv2d_same, R(ts_conv2d(&c, x[0], x[1], x[2], one2, (int64_t[]){TS_PAD_SAME, 0}, one2, 1, o)))
F(f_conv1d, R(ts_conv1d(&c, x[0], x[1], x[2], 2, 1, 2, 1, o)))
F(f_conv1d_unb, R(ts_conv1d(&c, x[0], x[1], NULL, 1, 0, 1, 1, o)))
F(f_maxpool, R(ts_max_pool2d(&c, x[0], two2, NULL, zero2, one2, false, o)))
F(f_maxpool_pad, R(ts_max_pool2d(&c, x[0], k32, two2, p10, one2, true, o)))
F(f_avgpool, R(ts_avg_pool2d(&c, x[0], k32, two2, p10, true, true, 0, o)))
F(f_avgpool_nocip, R(ts_avg_pool2d(&c, x[0], k32, two2, p10, true, false, 0, o)))
F(f_adaptive, R(ts_adaptive_avg_pool2d(&c, x[0], (int64_t[]){2, 3}, o)))
F(f_bn_train, R(ts_batch_norm(&c, x[0], NULL, NULL, x[1], x[2], true, 0.1, 1e-5, o)))
F(f_bn_eval, { int64_t C = x[0]->shape[1]; ts_Tensor *rm = D(1, &C, 0.5, 0, 0.3), *rv = D(1, &C, 0.7, 1.5707963, 1.2);
    R(ts_batch_norm(&c, x[0], rm, rv, x[1], x[2], false, 0.1, 1e-5, o)) })
F(f_bn_noaffine, R(ts_batch_norm(&c, x[0], NULL, NULL, NULL, NULL, true, 0.1, 1e-3, o)))
F(f_gn, R(ts_group_norm(&c, x[0], 2, x[1], x[2], 1e-5, o)))
F(f_gn_noaffine, R(ts_group_norm(&c, x[0], 3, NULL, NULL, 1e-5, o)))
F(f_ln, R(ts_layer_norm(&c, x[0], 1, x[1]->shape, x[1], x[2], 1e-5, o)))
F(f_ln2, R(ts_layer_norm(&c, x[0], 2, x[0]->shape + 1, NULL, NULL, 1e-5, o)))
F(f_mse, R(ts_mse_loss(&c, x[0], x[1], TS_RED_MEAN, o)))
F(f_mse_none, R(ts_mse_loss(&c, x[0], x[1], TS_RED_NONE, o)))
F(f_l1, R(ts_l1_loss(&c, x[0], x[1], TS_RED_SUM, o)))
F(f_smooth_l1, R(ts_smooth_l1_loss(&c, x[0], x[1], TS_RED_MEAN, 0.5, o)))
F(f_huber, R(ts_huber_loss(&c, x[0], x[1], TS_RED_MEAN, 0.4, o)))
static ts_Tensor *tgt(void) { return I1(4, (int64_t[]){1, 0, 4, 2}); }
static ts_Tensor *tgt_ign(void) { return I1(4, (int64_t[]){1, -100, 4, 2}); }
static ts_Tensor *cw(void) { int64_t five = 5; return D(1, &five, 0.9, 1.5707963, 0.8); }
F(f_ce, R(ts_cross_entropy(&c, x[0], tgt(), NULL, -100, TS_RED_MEAN, 0, o)))
F(f_ce_w_ign, R(ts_cross_entropy(&c, x[0], tgt_ign(), cw(), -100, TS_RED_MEAN, 0, o)))
F(f_ce_ls, R(ts_cross_entropy(&c, x[0], tgt_ign(), NULL, -100, TS_RED_MEAN, 0.1, o)))
F(f_ce_ls_w, R(ts_cross_entropy(&c, x[0], tgt_ign(), cw(), -100, TS_RED_MEAN, 0.2, o)))
F(f_ce_ls_none, R(ts_cross_entropy(&c, x[0], tgt(), NULL, -100, TS_RED_NONE, 0.3, o)))
F(f_ce_prob, { T1(p, ts_softmax(&c, x[1], 1, TS_NODTYPE, &p)); R(ts_cross_entropy(&c, x[0], p, NULL, -100, TS_RED_MEAN, 0, o)) })
F(f_ce_prob_w_ls, { T1(p, ts_softmax(&c, x[1], 1, TS_NODTYPE, &p)); R(ts_cross_entropy(&c, x[0], p, cw(), -100, TS_RED_SUM, 0.25, o)) })
F(f_nll, R(ts_nll_loss(&c, x[0], tgt_ign(), cw(), -100, TS_RED_MEAN, o)))
F(f_nll_sum, R(ts_nll_loss(&c, x[0], tgt(), NULL, -100, TS_RED_SUM, o)))
F(f_bce, R(ts_binary_cross_entropy(&c, x[0], x[1], NULL, TS_RED_MEAN, o)))
F(f_bce_w, R(ts_binary_cross_entropy(&c, x[0], x[1], x[2], TS_RED_SUM, o)))
F(f_bcel, R(ts_bce_with_logits(&c, x[0], x[1], NULL, NULL, TS_RED_MEAN, o)))
F(f_bcel_pw, R(ts_bce_with_logits(&c, x[0], x[1], x[2], D(1, (int64_t[]){3}, 1.1, 0.3, 0.5), TS_RED_MEAN, o)))

#define M23 {2, 3}
#define M34 {3, 4}
#define M45 {4, 5}

static const GcCase cases[] = {
    {"GeluBackward0", f_gelu, 1, {2}, {M23}, {DOM_ANY}, 0}, {"GeluBackward0", f_gelu_tanh, 1, {2}, {M23}, {DOM_ANY}, 0},
    {"SoftplusBackward0", f_softplus, 1, {2}, {M23}, {DOM_ANY}, 0}, {"EluBackward0", f_elu, 1, {2}, {M23}, {DOM_AWAY}, 0},
    {"LeakyReluBackward0", f_leaky, 1, {2}, {M23}, {DOM_AWAY}, 0}, {"HardtanhBackward0", f_hardtanh, 1, {2}, {M23}, {DOM_AWAY}, 0},
    {"ClampBackward1", f_clamp, 1, {2}, {M23}, {DOM_AWAY}, 0}, {"ClampMinBackward0", f_clamp_min, 1, {2}, {M23}, {DOM_AWAY}, 0},
    {"ClampBackward0", f_clamp_t, 3, {2, 2, 2}, {M23, M23, M23}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"LogitBackward0", f_logit_eps, 1, {2}, {M23}, {DOM_PROB}, 0},
    {"PowBackward0", f_pow_s, 1, {2}, {M23}, {DOM_POS}, 0}, {"PowBackward0", f_pow_i, 1, {2}, {M23}, {DOM_ANY}, 0},
    {"PowBackward2", f_rpow, 1, {2}, {M23}, {DOM_ANY}, 0}, {"RoundBackward1", f_round_dec, 1, {2}, {M23}, {DOM_AWAY}, 0},
    {"NanToNumBackward0", f_nan_to_num, 1, {2}, {M23}, {DOM_ANY}, 0},
    {"AddBackward0", f_add, 2, {2, 1}, {M23, {3}}, {DOM_ANY, DOM_ANY}, 0}, {"SubBackward0", f_sub, 2, {2, 2}, {M23, {1, 3}}, {DOM_ANY, DOM_ANY}, 0},
    {"MulBackward0", f_mul, 2, {2, 2}, {M23, {2, 1}}, {DOM_ANY, DOM_ANY}, 0}, {"DivBackward0", f_div, 2, {2, 2}, {M23, M23}, {DOM_ANY, DOM_POS}, 0},
    {"DivBackward0", f_div_s, 1, {2}, {M23}, {DOM_ANY}, 0}, {"RsubBackward1", f_rsub, 1, {2}, {M23}, {DOM_ANY}, 0},
    {"MaximumBackward0", f_maximum, 2, {2, 2}, {M23, M23}, {DOM_ANY, DOM_AWAY}, 0}, {"MinimumBackward0", f_minimum, 2, {2, 2}, {M23, M23}, {DOM_ANY, DOM_AWAY}, 0},
    {"PowBackward1", f_pow, 2, {2, 2}, {M23, M23}, {DOM_POS, DOM_ANY}, 0}, {"FmodBackward1", f_fmod, 2, {2, 2}, {M23, M23}, {DOM_ANY, DOM_POS}, 0},
    {"Atan2Backward0", f_atan2, 2, {2, 2}, {M23, M23}, {DOM_ANY, DOM_POS}, 0},
    {"RemainderBackward1", f_remainder, 2, {2, 2}, {M23, M23}, {DOM_ANY, DOM_POS}, 0},
    {"LerpBackward1", f_lerp, 3, {2, 2, 2}, {M23, M23, M23}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"AddcmulBackward0", f_addcmul, 3, {2, 2, 1}, {M23, M23, {3}}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"AddcdivBackward0", f_addcdiv, 3, {2, 2, 2}, {M23, M23, M23}, {DOM_ANY, DOM_ANY, DOM_POS}, 0},
    {"WhereBackward0", f_where, 2, {2, 2}, {M23, M23}, {DOM_AWAY, DOM_ANY}, 0}, {"MaskedFillBackward0", f_masked_fill, 1, {2}, {M23}, {DOM_AWAY}, 0},
    {"SumBackward0", f_sum, 1, {2}, {M23}, {DOM_ANY}, 0}, {"SumBackward1", f_sum_dim, 1, {3}, {{2, 3, 2}}, {DOM_ANY}, 0},
    {"MeanBackward0", f_mean, 1, {2}, {M23}, {DOM_ANY}, 0}, {"MeanBackward1", f_mean_dim, 1, {3}, {{2, 3, 2}}, {DOM_ANY}, 0},
    {"ProdBackward0", f_prod, 1, {2}, {M23}, {DOM_POS}, 0}, {"ProdBackward1", f_prod_dim, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"MaxBackward1", f_max_all, 1, {2}, {M34}, {DOM_ANY}, 0}, {"MinBackward1", f_min_all, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"MaxBackward0", f_max_dim, 1, {2}, {M34}, {DOM_ANY}, 0}, {"MinBackward0", f_min_dim, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"AmaxBackward0", f_amax, 1, {2}, {M34}, {DOM_ANY}, 0}, {"AminBackward0", f_amin, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"VarBackward0", f_var, 1, {2}, {M34}, {DOM_ANY}, 0}, {"VarBackward0", f_var_all, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"StdBackward0", f_std, 1, {2}, {M34}, {DOM_ANY}, 0}, {"LinalgVectorNormBackward0", f_norm2, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"LinalgVectorNormBackward0", f_norm1, 1, {2}, {M34}, {DOM_AWAY}, 0}, {"LinalgVectorNormBackward0", f_norm3, 1, {2}, {M34}, {DOM_AWAY}, 0},
    {"LinalgVectorNormBackward0", f_norminf, 1, {2}, {M34}, {DOM_ANY}, 0}, {"LogsumexpBackward0", f_logsumexp, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"CumsumBackward0", f_cumsum, 1, {2}, {M34}, {DOM_ANY}, 0}, {"CumprodBackward0", f_cumprod, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"CumprodBackward0", f_cumprod_zero, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"SoftmaxBackward0", f_softmax, 1, {2}, {M34}, {DOM_ANY}, 0}, {"LogSoftmaxBackward0", f_log_softmax, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"SortBackward0", f_sort, 1, {2}, {M34}, {DOM_ANY}, 0}, {"TopkBackward0", f_topk, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"MmBackward0", f_mm, 2, {2, 2}, {M23, M34}, {DOM_ANY, DOM_ANY}, 0}, {"BmmBackward0", f_bmm, 2, {3, 3}, {{2, 2, 3}, {2, 3, 4}}, {DOM_ANY, DOM_ANY}, 0},
    {"UnsafeViewBackward0", f_matmul_3d2d, 2, {3, 2}, {{2, 2, 3}, M34}, {DOM_ANY, DOM_ANY}, 0},
    {"SqueezeBackward4", f_matmul_1d2d, 2, {1, 2}, {{3}, M34}, {DOM_ANY, DOM_ANY}, 0},
    {"UnsafeViewBackward0", f_matmul_bcast, 2, {3, 4}, {{2, 2, 3}, {3, 1, 3, 2}}, {DOM_ANY, DOM_ANY}, 0},
    {"MvBackward0", f_mv, 2, {2, 1}, {M34, {4}}, {DOM_ANY, DOM_ANY}, 0}, {"DotBackward0", f_dot, 2, {1, 1}, {{4}, {4}}, {DOM_ANY, DOM_ANY}, 0},
    {"MulBackward0", f_outer, 2, {1, 1}, {{3}, {4}}, {DOM_ANY, DOM_ANY}, 0},
    {"AddmmBackward0", f_addmm, 3, {1, 2, 2}, {{4}, M23, M34}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"BaddbmmBackward0", f_baddbmm, 3, {3, 3, 3}, {{2, 2, 4}, {2, 2, 3}, {2, 3, 4}}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"AddmmBackward0", f_linear, 3, {2, 2, 1}, {M23, {4, 3}, {4}}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"", f_linear3d, 3, {3, 2, 1}, {{2, 2, 3}, {4, 3}, {4}}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"ViewBackward0", f_view, 1, {2}, {M23}, {DOM_ANY}, 0}, {"", f_reshape_t, 1, {2}, {M23}, {DOM_ANY}, 0},
    {"", f_flatten, 1, {3}, {{2, 3, 2}}, {DOM_ANY}, 0}, {"SqueezeBackward0", f_squeeze, 1, {3}, {{2, 1, 3}}, {DOM_ANY}, 0},
    {"SqueezeBackward1", f_squeeze1, 1, {3}, {{2, 1, 3}}, {DOM_ANY}, 0}, {"UnsqueezeBackward0", f_unsqueeze, 1, {2}, {M23}, {DOM_ANY}, 0},
    {"TransposeBackward0", f_transpose, 1, {3}, {{2, 3, 2}}, {DOM_ANY}, 0}, {"TBackward0", f_tt, 1, {2}, {M23}, {DOM_ANY}, 0},
    {"PermuteBackward0", f_permute, 1, {3}, {{2, 3, 2}}, {DOM_ANY}, 0}, {"ExpandBackward0", f_expand, 1, {3}, {{1, 2, 1}}, {DOM_ANY}, 0},
    {"", f_narrow, 1, {2}, {M34}, {DOM_ANY}, 0}, {"SelectBackward0", f_select, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"SliceBackward0", f_slice, 1, {2}, {M34}, {DOM_ANY}, 0}, {"RepeatBackward0", f_repeat, 1, {2}, {M23}, {DOM_ANY}, 0},
    {"FlipBackward0", f_flip, 1, {2}, {M23}, {DOM_ANY}, 0}, {"CatBackward0", f_cat, 2, {2, 2}, {M23, {1, 3}}, {DOM_ANY, DOM_ANY}, 0},
    {"StackBackward0", f_stack, 2, {2, 2}, {M23, M23}, {DOM_ANY, DOM_ANY}, 0}, {"", f_split, 1, {2}, {{2, 5}}, {DOM_ANY}, 0},
    {"", f_split_sizes, 1, {2}, {M34}, {DOM_ANY}, 0}, {"", f_chunk, 1, {2}, {{6, 2}}, {DOM_ANY}, 0}, {"", f_unbind, 1, {2}, {M23}, {DOM_ANY}, 0},
    {"TrilBackward0", f_tril, 1, {2}, {M34}, {DOM_ANY}, 0}, {"TriuBackward0", f_triu, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"CloneBackward0", f_clone, 1, {2}, {M23}, {DOM_ANY}, 0}, {"", f_contig, 1, {2}, {M23}, {DOM_ANY}, 0},
    {"SinBackward0", f_to_f32_back, 1, {2}, {M23}, {DOM_ANY}, 0},
    {"SelectBackward0", f_idx_basic, 1, {2}, {M34}, {DOM_ANY}, 0}, {"IndexBackward0", f_idx_adv1, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"IndexBackward0", f_idx_adv2, 1, {3}, {{3, 2, 4}}, {DOM_ANY}, 0}, {"IndexBackward0", f_idx_mask, 1, {2}, {M34}, {DOM_AWAY}, 0},
    {"IndexPutBackward0", f_idx_put, 2, {2, 1}, {M34, {1}}, {DOM_ANY, DOM_ANY}, 0},
    {"IndexPutBackward0", f_idx_put_acc, 2, {2, 2}, {M34, {3, 4}}, {DOM_ANY, DOM_ANY}, 0},
    {"CopySlices", f_setitem_slice, 2, {2, 2}, {M34, {3, 1}}, {DOM_ANY, DOM_ANY}, 0},
    {"CopySlices", f_copy_slice, 2, {2, 1}, {M34, {4}}, {DOM_ANY, DOM_ANY}, 0},
    {"TanhBackward0", f_inplace_mul, 2, {2, 2}, {M34, M34}, {DOM_ANY, DOM_ANY}, 2},
    {"GatherBackward0", f_gather, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"ScatterBackward0", f_scatter, 2, {2, 2}, {M34, {2, 2}}, {DOM_ANY, DOM_ANY}, 0},
    {"ScatterAddBackward0", f_scatter_add, 2, {2, 2}, {M34, {2, 2}}, {DOM_ANY, DOM_ANY}, 0},
    {"IndexSelectBackward0", f_index_select, 1, {2}, {M34}, {DOM_ANY}, 0},
    {"EmbeddingBackward0", f_embedding, 1, {2}, {{5, 3}}, {DOM_ANY}, 0},
    {"ConvolutionBackward0", f_conv2d, 3, {4, 4, 1}, {{2, 3, 4, 5}, {2, 3, 3, 2}, {2}}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"ConvolutionBackward0", f_conv2d_sg, 2, {4, 4}, {{1, 4, 6, 6}, {4, 2, 2, 2}}, {DOM_ANY, DOM_ANY}, 0},
    {"ConvolutionBackward0", f_conv2d_same, 3, {4, 4, 1}, {{1, 2, 5, 4}, {3, 2, 2, 3}, {3}}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"ConvolutionBackward0", f_conv1d, 3, {3, 3, 1}, {{2, 2, 9}, {3, 2, 3}, {3}}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"SqueezeBackward1", f_conv1d_unb, 2, {2, 3}, {{2, 6}, {3, 2, 2}}, {DOM_ANY, DOM_ANY}, 0},
    {"MaxPool2DWithIndicesBackward0", f_maxpool, 1, {4}, {{1, 2, 4, 4}}, {DOM_ANY}, 0},
    {"MaxPool2DWithIndicesBackward0", f_maxpool_pad, 1, {3}, {{2, 5, 4}}, {DOM_ANY}, 0},
    {"AvgPool2DBackward0", f_avgpool, 1, {4}, {{1, 2, 5, 4}}, {DOM_ANY}, 0},
    {"AvgPool2DBackward0", f_avgpool_nocip, 1, {4}, {{1, 2, 5, 4}}, {DOM_ANY}, 0},
    {"AdaptiveAvgPool2DBackward0", f_adaptive, 1, {4}, {{1, 2, 5, 4}}, {DOM_ANY}, 0},
    {"NativeBatchNormBackward0", f_bn_train, 3, {4, 1, 1}, {{2, 3, 2, 2}, {3}, {3}}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"NativeBatchNormBackward0", f_bn_eval, 3, {3, 1, 1}, {{2, 3, 2}, {3}, {3}}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"NativeBatchNormBackward0", f_bn_noaffine, 1, {2}, {{5, 3}}, {DOM_ANY}, 0},
    {"NativeGroupNormBackward0", f_gn, 3, {3, 1, 1}, {{2, 4, 3}, {4}, {4}}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"NativeGroupNormBackward0", f_gn_noaffine, 1, {4}, {{2, 6, 2, 2}}, {DOM_ANY}, 0},
    {"NativeLayerNormBackward0", f_ln, 3, {3, 1, 1}, {{2, 3, 4}, {4}, {4}}, {DOM_ANY, DOM_ANY, DOM_ANY}, 0},
    {"NativeLayerNormBackward0", f_ln2, 1, {3}, {{2, 3, 4}}, {DOM_ANY}, 0},
    {"MseLossBackward0", f_mse, 2, {2, 2}, {M34, M34}, {DOM_ANY, DOM_ANY}, 0}, {"", f_mse_none, 2, {2, 2}, {M34, M34}, {DOM_ANY, DOM_ANY}, 0},
    {"", f_l1, 2, {2, 2}, {M34, M34}, {DOM_AWAY, DOM_ANY}, 0},
    {"SmoothL1LossBackward0", f_smooth_l1, 2, {2, 2}, {M34, M34}, {DOM_ANY, DOM_ANY}, 0},
    {"HuberLossBackward0", f_huber, 2, {2, 2}, {M34, M34}, {DOM_ANY, DOM_ANY}, 0},
    {"NllLossBackward0", f_ce, 1, {2}, {M45}, {DOM_ANY}, 0}, {"NllLossBackward0", f_ce_w_ign, 1, {2}, {M45}, {DOM_ANY}, 0},
    {"AddBackward0", f_ce_ls, 1, {2}, {M45}, {DOM_ANY}, 0}, {"AddBackward0", f_ce_ls_w, 1, {2}, {M45}, {DOM_ANY}, 0},
    {"AddBackward0", f_ce_ls_none, 1, {2}, {M45}, {DOM_ANY}, 0},
    {"DivBackward1", f_ce_prob, 2, {2, 2}, {M45, M45}, {DOM_ANY, DOM_ANY}, 0},
    {"NegBackward0", f_ce_prob_w_ls, 2, {2, 2}, {M45, M45}, {DOM_ANY, DOM_ANY}, 0},
    {"NllLossBackward0", f_nll, 1, {2}, {M45}, {DOM_ANY}, 0}, {"NllLossBackward0", f_nll_sum, 1, {2}, {M45}, {DOM_ANY}, 0},
    {"BinaryCrossEntropyBackward0", f_bce, 2, {2, 2}, {M23, M23}, {DOM_PROB, DOM_PROB}, 0},
    {"BinaryCrossEntropyBackward0", f_bce_w, 3, {2, 2, 1}, {M23, M23, {3}}, {DOM_PROB, DOM_PROB, DOM_POS}, 4}, /* weight: not differentiable (PyTorch) */
    {"BinaryCrossEntropyWithLogitsBackward0", f_bcel, 2, {2, 2}, {M23, M23}, {DOM_ANY, DOM_PROB}, 0},
    {"BinaryCrossEntropyWithLogitsBackward0", f_bcel_pw, 3, {2, 2, 1}, {M23, M23, {3}}, {DOM_ANY, DOM_PROB, DOM_POS}, 4}, /* pos_weight: likewise */
};

/* Deterministic distinct input values for a domain. */
static ts_Tensor *make_input(int nd, const int64_t *shape, int dom, int which)
{
    int64_t n = 1;
    for (int i = 0; i < nd; i++) n *= shape[i];
    double *v = malloc(sizeof(double) * (size_t)(n ? n : 1));
    for (int64_t i = 0; i < n; i++) {
        double u = sin((double)i * 1.37 + 0.51 + which * 2.1); /* in [-1, 1], distinct */
        switch (dom) {
        case DOM_POS: v[i] = 1.0 + 0.6 * u; break;
        case DOM_AWAY: v[i] = (u >= 0 ? 0.3 : -0.3) + u; break;
        case DOM_UNIT: v[i] = 0.8 * u; break;
        case DOM_PROB: v[i] = 0.5 + 0.4 * u; break;
        case DOM_GT1: v[i] = 1.5 + 0.4 * u; break;
        default: v[i] = 1.3 * u; break;
        }
        if (dom == DOM_AWAY && fabs(v[i] - round(v[i])) < 0.02) v[i] += 0.05; /* keep off integers */
    }
    ts_Tensor *t = mk(TS_FLOAT64, v, nd, shape);
    free(v);
    return t;
}

/* L = sum(f(x) * G) evaluated without autograd. */
static nb_Status eval_loss(const GcCase *k, ts_Tensor **x, const double *G, double *L)
{
    bool g = c.grad_enabled;
    c.grad_enabled = false;
    ts_Tensor *o = NULL;
    nb_Status st = k->fn(x, &o);
    tmp_clear();
    c.grad_enabled = g;
    if (st) return st;
    double s = 0;
    int64_t n = ts_numel(o);
    for (int64_t i = 0; i < n; i++) s += ts_get_flat_f(o, i) * G[i];
    ts_release(o);
    *L = s;
    return NB_OK;
}

static void gradcheck(const GcCase *k, int idx)
{
    char fname[32];
    snprintf(fname, sizeof fname, "case %d", idx);
    ts_Tensor *x[3] = {0}, *o = NULL, *gt = NULL, *prod = NULL, *loss = NULL;
    double *G = NULL;
    for (int i = 0; i < k->nin; i++) {
        x[i] = make_input(k->nd[i], k->shape[i], k->dom[i], i);
        if (!(k->nograd & (1u << i))) ts_set_requires_grad(&c, x[i], true);
    }
    nb_Status st = k->fn(x, &o);
    tmp_clear();
    CHECK(st == NB_OK, "%s (%s): forward failed: %s", k->name, fname, c.err);
    if (st) goto out;
    if (k->name[0]) CHECK(!strcmp(gfn(o), k->name), "grad_fn %s, want %s", gfn(o), k->name);
    int64_t n = ts_numel(o);
    G = malloc(sizeof(double) * (size_t)(n ? n : 1));
    for (int64_t i = 0; i < n; i++) G[i] = cos((double)i * 0.7 + 0.2);
    gt = mk(TS_FLOAT64, G, o->ndim, o->shape);
    st = ts_binary(&c, TS_MUL, o, gt, &prod);
    if (!st) st = ts_sum(&c, prod, NULL, 0, false, TS_NODTYPE, &loss);
    if (!st) st = ag_backward(&c, &loss, 1, NULL, false);
    CHECK(st == NB_OK, "%s: backward failed: %s", k->name, c.err);
    if (st) goto out;
    const double h = 1e-6;
    for (int i = 0; i < k->nin; i++) {
        if (k->nograd & (1u << i)) continue;
        double *p = ts_data(x[i]);
        int64_t m = ts_numel(x[i]);
        double worst = 0;
        int64_t wj = -1;
        double wa = 0, wn = 0;
        for (int64_t j = 0; j < m; j++) {
            double x0 = p[j], lp, lm;
            p[j] = x0 + h;
            st = eval_loss(k, x, G, &lp);
            p[j] = x0 - h;
            if (!st) st = eval_loss(k, x, G, &lm);
            p[j] = x0;
            if (st) break;
            double num = (lp - lm) / (2 * h);
            double ana = x[i]->grad ? ts_get_flat_f(x[i]->grad, j) : 0.0;
            double e = fabs(ana - num) / (1e-5 + 1e-4 * fabs(num));
            if (e > worst) { worst = e; wj = j; wa = ana; wn = num; }
        }
        CHECK(st == NB_OK && worst <= 1, "%s (%s) input %d elem %lld: analytic %.10g numeric %.10g",
              k->name, fname, i, (long long)wj, wa, wn);
    }
out:
    for (int i = 0; i < k->nin; i++) ts_release(x[i]);
    ts_release(o); ts_release(gt); ts_release(prod); ts_release(loss);
    free(G);
    tmp_clear();
}

int main(void)
{
    util_init();
    int n = (int)(sizeof cases / sizeof cases[0]), rows = 0;
    for (int op = 0; op < TS_NUNOPS; op++) {
        if (!row_grad_fn[op]) continue; /* not differentiable: no node */
        GcCase k = {row_grad_fn[op], f_row, 1, {2}, {M23}, {row_dom[op]}, 0};
        row_op = (ts_UnOp)op;
        gradcheck(&k, 1000 + op);
        rows++;
    }
    for (int i = 0; i < n; i++) gradcheck(&cases[i], i);
    printf("gradcheck: %d unary rows, %d cases\n", rows, n);
    return util_finish();
}
