/* test_tensor_index.c — Python indexing (basic, advanced with several index
 * tensors, bool masks, setitem / index_put_ with accumulate), sort / topk /
 * argsort, losses, embedding padding_idx and cumprod backward. Shapes,
 * values, grad_fn names and messages from PyTorch 2.6 (oracle runs) and
 * tests/c/gen/gen_index.py (numbers, PyTorch 1.13). */
#include "test_tensor_util.h"
#include "test_tensor_index_ref.h"

static ts_Index TI(ts_Tensor *t) { ts_Index i = {.kind = TS_IDX_TENSOR, .t = t}; return i; }
static ts_Index II(int64_t v) { ts_Index i = {.kind = TS_IDX_INT, .i = v}; return i; }
static ts_Index SL(void) { ts_Index i = {.kind = TS_IDX_SLICE, .step = 1}; return i; }
static ts_Index SR(int64_t a, int64_t b) { ts_Index i = {.kind = TS_IDX_SLICE, .has_start = true, .start = a, .has_stop = true, .stop = b, .step = 1}; return i; }
static ts_Index NO(void) { ts_Index i = {.kind = TS_IDX_NONE}; return i; }
static ts_Index EL(void) { ts_Index i = {.kind = TS_IDX_ELLIPSIS}; return i; }

static ts_Tensor *L1(int64_t n, const int64_t *v) { return mki(v, 1, &n); }

/* first k flat values equal */
static bool first_eq(const ts_Tensor *t, int k, const double *want)
{
    for (int i = 0; i < k && i < ts_numel(t); i++) if (ts_get_flat_f(t, i) != want[i]) return false;
    return true;
}

#define IDX(label, nidx, shp, nm, ...) do { ts_Tensor *r_ = NULL; nb_Status s_ = ts_index(&c, x, ix, nidx, &r_); \
    CHECK(s_ == NB_OK, "%s: %s", label, c.err); if (!s_) { const int64_t sh_[] = shp; const double w_[] = {__VA_ARGS__}; \
    CHECK(same_shape(r_, (int)(sizeof sh_ / sizeof sh_[0]), sh_) && !strcmp(gfn(r_), nm) && first_eq(r_, (int)(sizeof w_ / sizeof w_[0]), w_), \
          "%s: shape/name/value (%s)", label, gfn(r_)); } ts_release(r_); } while (0)
#define SHP(...) {__VA_ARGS__}

static void test_getitem(void)
{
    ts_Tensor *a = NULL, *x = NULL;
    OK(ts_arange(&c, ts_sc_i(0), ts_sc_i(210), ts_sc_i(1), TS_FLOAT32, &a));
    OK(ts_reshape(&c, a, 3, (int64_t[]){5, 6, 7}, &x));
    ts_release(a);
    ts_set_requires_grad(&c, x, true);
    ts_Tensor *i01 = L1(2, (int64_t[]){0, 1}), *i23 = L1(2, (int64_t[]){2, 3}), *i012 = L1(3, (int64_t[]){0, 1, 2});
    ts_Tensor *i09 = L1(2, (int64_t[]){0, 9}), *im1 = L1(2, (int64_t[]){-1, 2}), *i234 = L1(3, (int64_t[]){2, 3, 4});
    ts_Tensor *i2x1 = mki((int64_t[]){0, 1}, 2, (int64_t[]){2, 1}), *i22 = mki((int64_t[]){0, 1, 1, 0}, 2, (int64_t[]){2, 2});
    ts_Index ix[4];
    ix[0] = II(0); ix[1] = SL(); ix[2] = TI(i01);
    IDX("x[0, :, [0,1]]", 3, SHP(6, 2), "IndexBackward0", 0, 1, 7, 8, 14, 15);
    ix[0] = TI(i01); ix[1] = SL(); ix[2] = TI(i01);
    IDX("x[[0,1], :, [0,1]]", 3, SHP(2, 6), "IndexBackward0", 0, 7, 14, 21, 28, 35);
    ix[0] = SL(); ix[1] = TI(i01); ix[2] = TI(i23);
    IDX("x[:, [0,1], [2,3]]", 3, SHP(5, 2), "IndexBackward0", 2, 10, 44, 52, 86, 94);
    ix[0] = TI(i2x1); ix[1] = SL(); ix[2] = TI(i234);
    IDX("x[[[0],[1]], :, [2,3,4]]", 3, SHP(2, 3, 6), "IndexBackward0", 2, 9, 16, 23, 30, 37);
    ix[0] = TI(i01); ix[1] = TI(i012);
    ERR(ts_index(&c, x, ix, 2, &a), "shape mismatch: indexing tensors could not be broadcast together with shapes [2], [3]");
    ix[0] = TI(i09);
    ERR(ts_index(&c, x, ix, 1, &a), "index 9 is out of bounds for dimension 0 with size 5");
    ix[0] = SL(); ix[1] = TI(im1);
    IDX("x[:, [-1, 2]]", 2, SHP(5, 2, 7), "IndexBackward0", 35, 36, 37, 38, 39, 40);
    ix[0] = NO(); ix[1] = TI(i01); ix[2] = NO(); ix[3] = TI((ts_Tensor *)L1(2, (int64_t[]){1, 2}));
    ts_Tensor *i12 = ix[3].t;
    IDX("x[None, [0,1], None, [1,2]]", 4, SHP(2, 1, 1, 7), "IndexBackward0", 7, 8, 9, 10, 11, 12);
    ix[0] = EL(); ix[1] = TI(i01);
    IDX("x[..., [0,1]]", 2, SHP(5, 6, 2), "IndexBackward0", 0, 1, 7, 8, 14, 15);
    ix[0] = TI(i01); ix[1] = EL(); ix[2] = TI(i01);
    IDX("x[[0,1], ..., [0,1]]", 3, SHP(2, 6), "IndexBackward0", 0, 7, 14, 21, 28, 35);
    ix[0] = SR(1, 3); ix[1] = TI(i01); ix[2] = II(2);
    IDX("x[1:3, [0,1], 2]", 3, SHP(2, 2), "IndexBackward0", 44, 51, 86, 93);
    ix[0] = TI(i22); ix[1] = SR(1, 3);
    IDX("x[[[0,1],[1,0]], 1:3]", 2, SHP(2, 2, 2, 7), "IndexBackward0", 7, 8, 9, 10, 11, 12);
    /* masks */
    ts_Tensor *th = NULL, *gt = NULL, *x0 = NULL, *gt0 = NULL;
    OK(ts_scalar_tensor(&c, ts_sc_i(200), TS_NODTYPE, true, &th));
    OK(ts_binary(&c, TS_GT, x, th, &gt));
    ix[0] = TI(gt);
    IDX("x[x > 200]", 1, SHP(9), "IndexBackward0", 201, 202, 203, 204, 205, 206);
    ts_release(th);
    OK(ts_scalar_tensor(&c, ts_sc_i(100), TS_NODTYPE, true, &th));
    ix[0] = SL(); ix[1] = SL(); ix[2] = II(0);
    OK(ts_index(&c, x, ix, 3, &x0));
    OK(ts_binary(&c, TS_GT, x0, th, &gt0));
    ix[0] = TI(gt0);
    IDX("x[x[:, :, 0] > 100]", 1, SHP(15, 7), "IndexBackward0", 105, 106, 107, 108, 109, 110);
    uint8_t mv[5] = {1, 0, 1, 0, 1}, mv2[2] = {1, 0};
    ts_Tensor *m5 = NULL, *m2 = NULL;
    OK(ts_from_data(&c, mv, TS_BOOL, 1, (int64_t[]){5}, TS_BOOL, &m5));
    OK(ts_from_data(&c, mv2, TS_BOOL, 1, (int64_t[]){2}, TS_BOOL, &m2));
    ix[0] = TI(m5); ix[1] = II(0);
    IDX("x[m, 0]", 2, SHP(3, 7), "IndexBackward0", 0, 1, 2, 3, 4, 5);
    ix[0] = TI(m5); ix[1] = TI(i012);
    IDX("x[m, [0,1,2]]", 2, SHP(3, 7), "IndexBackward0", 0, 1, 2, 3, 4, 5);
    ix[0] = TI(m2);
    ERR(ts_index(&c, x, ix, 1, &a), "The shape of the mask [2] at index 0 does not match the shape of the indexed tensor [5, 6, 7] at index 0");
    /* gradient of a mixed index: counts of uses */
    ts_Tensor *r = NULL, *s = NULL;
    ts_Tensor *dup = L1(3, (int64_t[]){0, 0, 4});
    ix[0] = TI(dup); ix[1] = II(1); ix[2] = TI(L1(1, (int64_t[]){6}));
    ts_Tensor *i6 = ix[2].t;
    OK(ts_index(&c, x, ix, 3, &r));
    OK(ts_sum(&c, r, NULL, 0, false, TS_NODTYPE, &s));
    OK(ag_backward(&c, &s, 1, NULL, false));
    CHECK(x->grad && ts_get_flat_f(x->grad, 0 * 42 + 1 * 7 + 6) == 2 && ts_get_flat_f(x->grad, 4 * 42 + 7 + 6) == 1 &&
          ts_get_flat_f(x->grad, 0) == 0, "index grad");
    ts_Tensor *all[] = {x, i01, i23, i012, i09, im1, i234, i2x1, i22, i12, th, gt, x0, gt0, m5, m2, r, s, dup, i6};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) ts_release(all[i]);
}

static void test_setitem(void)
{
    ts_Tensor *a = NULL, *x = NULL, *y = NULL, *v = NULL, *one = NULL;
    OK(ts_arange(&c, ts_sc_i(0), ts_sc_i(210), ts_sc_i(1), TS_FLOAT32, &a));
    OK(ts_reshape(&c, a, 3, (int64_t[]){5, 6, 7}, &x));
    ts_set_requires_grad(&c, x, true);
    OK(ts_scalar_tensor(&c, ts_sc_i(1), TS_NODTYPE, true, &one));
    OK(ts_binary(&c, TS_MUL, x, one, &y));
    ts_Tensor *i01 = L1(2, (int64_t[]){0, 1}), *i12 = L1(2, (int64_t[]){1, 2}), *i012 = L1(3, (int64_t[]){0, 0, 1});
    ts_Tensor *i112 = L1(3, (int64_t[]){1, 1, 2});
    ts_Index ix[3];
    ix[0] = TI(i01); ix[1] = TI(i12);
    OK(ts_scalar_tensor(&c, ts_sc_f(100), TS_NODTYPE, true, &v));
    OK(ts_index_put_(&c, y, ix, 2, v));
    CHECK(!strcmp(gfn(y), "IndexPutBackward0") && ts_get_flat_f(y, 7) == 100 && ts_get_flat_f(y, 42 + 14) == 100 &&
          ts_get_flat_f(y, 14) == 14, "setitem adv (%s)", gfn(y));
    ts_Tensor *three = NULL;
    OK(ts_ones(&c, 1, (int64_t[]){3}, TS_FLOAT32, &three));
    ix[0] = TI(i01);
    ERR(ts_index_put_(&c, y, ix, 1, three), "shape mismatch: value tensor of shape [3] cannot be broadcast to indexing result of shape [2, 6, 7]");
    ix[0] = SL(); ix[1] = TI(i01);
    ts_Tensor *z0 = NULL;
    OK(ts_scalar_tensor(&c, ts_sc_f(0), TS_NODTYPE, true, &z0));
    OK(ts_index_put_(&c, y, ix, 2, z0));
    CHECK(!strcmp(gfn(y), "CopySlices") && ts_get_flat_f(y, 7) == 0 && ts_get_flat_f(y, 14) == 14, "setitem slice+adv (%s)", gfn(y));
    /* accumulate with duplicates: z.index_put_((tensor([0,0,2]),), [1,2,3], accumulate=True) → [3,0,3,0,0] */
    ts_Tensor *z = NULL, *vals = NULL, *i002 = L1(3, (int64_t[]){0, 0, 2});
    OK(ts_zeros(&c, 1, (int64_t[]){5}, TS_FLOAT32, &z));
    OK(ts_from_data(&c, (double[]){1, 2, 3}, TS_FLOAT64, 1, (int64_t[]){3}, TS_FLOAT32, &vals));
    ix[0] = TI(i002);
    OK(ts_index_put_ex_(&c, z, ix, 1, vals, true));
    CHECK(first_eq(z, 5, (double[]){3, 0, 3, 0, 0}) && !strcmp(gfn(z), "None"), "accumulate");
    OK(ts_index_put_ex_(&c, z, ix, 1, vals, false));
    CHECK(first_eq(z, 5, (double[]){2, 0, 3, 0, 0}), "no accumulate: last write wins");
    /* bool mask setitem on a 2-D tensor with a broadcast row */
    ts_Tensor *m = NULL, *q = NULL, *row = NULL;
    ts_release(a); a = NULL;
    OK(ts_arange(&c, ts_sc_i(0), ts_sc_i(12), ts_sc_i(1), TS_FLOAT32, &a));
    OK(ts_reshape(&c, a, 2, (int64_t[]){3, 4}, &q));
    uint8_t mb[3] = {1, 0, 1};
    OK(ts_from_data(&c, mb, TS_BOOL, 1, (int64_t[]){3}, TS_BOOL, &m));
    OK(ts_from_data(&c, (double[]){-1, -2, -3, -4}, TS_FLOAT64, 1, (int64_t[]){4}, TS_FLOAT32, &row));
    ix[0] = TI(m);
    OK(ts_index_put_(&c, q, ix, 1, row));
    CHECK(first_eq(q, 12, (double[]){-1, -2, -3, -4, 4, 5, 6, 7, -1, -2, -3, -4}), "mask setitem");
    /* z[[0,1], 1:3] = [[1,2],[3,4]] on zeros(3,4) */
    ts_Tensor *z34 = NULL, *v22 = NULL;
    OK(ts_zeros(&c, 2, (int64_t[]){3, 4}, TS_FLOAT32, &z34));
    OK(ts_from_data(&c, (double[]){1, 2, 3, 4}, TS_FLOAT64, 2, (int64_t[]){2, 2}, TS_FLOAT32, &v22));
    ix[0] = TI(i01); ix[1] = SR(1, 3);
    OK(ts_index_put_(&c, z34, ix, 2, v22));
    CHECK(first_eq(z34, 8, (double[]){0, 1, 2, 0, 0, 3, 4, 0}), "adv+slice setitem");
    /* grads through setitem: values get the gathered grad summed over duplicates */
    ts_Tensor *base = NULL, *val = NULL, *b2 = NULL, *s = NULL;
    OK(ts_ones(&c, 1, (int64_t[]){4}, TS_FLOAT32, &base));
    OK(ts_ones(&c, 1, (int64_t[]){1}, TS_FLOAT32, &val));
    ts_set_requires_grad(&c, base, true);
    ts_set_requires_grad(&c, val, true);
    OK(ts_binary(&c, TS_MUL, base, one, &b2));
    ix[0] = TI(i112);
    OK(ts_index_put_ex_(&c, b2, ix, 1, val, true));
    OK(ts_sum(&c, b2, NULL, 0, false, TS_NODTYPE, &s));
    OK(ag_backward(&c, &s, 1, NULL, false));
    CHECK(val->grad && ts_get_flat_f(val->grad, 0) == 3 && base->grad && ts_get_flat_f(base->grad, 1) == 1, "index_put acc grads");
    ts_Tensor *all[] = {a, x, y, v, one, i01, i12, i012, i112, three, z0, z, vals, i002, m, q, row, z34, v22, base, val, b2, s};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) ts_release(all[i]);
}

static void test_sort(void)
{
    double sv[8] = {3, 1, 2, 1, NAN, 3, 0.5, 2};
    ts_Tensor *s = mk(TS_FLOAT32, sv, 1, (int64_t[]){8}), *v = NULL, *i = NULL;
    OK(ts_sort(&c, s, 0, false, &v, &i));
    CHECK_ARR(v, sort_v, 0, 0, "sort values");
    CHECK_ARR(i, sort_i, 0, 0, "sort indices");
    ts_release(v); ts_release(i);
    OK(ts_sort(&c, s, 0, true, &v, &i));
    CHECK_ARR(v, sortd_v, 0, 0, "sort desc values");
    CHECK_ARR(i, sortd_i, 0, 0, "sort desc indices");
    ts_release(v); ts_release(i);
    ts_Tensor *m = mkpat(TS_FLOAT32, 2, (int64_t[]){3, 5}, 0.9, 0.3, 2.0);
    OK(ts_topk(&c, m, 3, 1, true, true, &v, &i));
    CHECK_ARR(v, topk_v, 1e-7, 0, "topk values");
    CHECK_ARR(i, topk_i, 0, 0, "topk indices");
    ts_release(v); ts_release(i);
    OK(ts_topk(&c, m, 2, 0, false, true, &v, &i));
    CHECK_ARR(v, topks_v, 1e-7, 0, "topk smallest values");
    CHECK_ARR(i, topks_i, 0, 0, "topk smallest indices");
    ts_release(v); ts_release(i);
    OK(ts_argsort(&c, m, 0, false, &i));
    CHECK_ARR(i, argsort0, 0, 0, "argsort dim 0");
    ts_release(i);
    ts_release(s); ts_release(m);
}

typedef nb_Status (*LossFn)(ts_Tensor *x, ts_Tensor *y, ts_Tensor **o);
static void test_losses(void)
{
    int64_t s45[2] = {4, 5}, s4 = 4;
    ts_Tensor *x = mkpat(TS_FLOAT32, 2, s45, 0.77, 0.1, 1.5), *y = mkpat(TS_FLOAT32, 2, s45, 0.51, 0.9, 1.2);
    ts_Tensor *w = mk(TS_FLOAT32, w5, 1, (int64_t[]){5}), *pw = mk(TS_FLOAT32, pw5, 1, (int64_t[]){5});
    ts_Tensor *tg = mki((int64_t[]){1, 0, 4, -100}, 1, &s4), *tg2 = mki((int64_t[]){1, 0, 4, 2}, 1, &s4);
    ts_Tensor *o = NULL, *p = NULL, *ls = NULL, *xb = NULL, *yb = NULL, *yb0 = NULL, *zero = NULL;
#define L(call, ref, name) do { OK(call); CHECK_ARR(o, ref, 2e-6, 1e-7, name); ts_release(o); o = NULL; } while (0)
    L(ts_mse_loss(&c, x, y, TS_RED_MEAN, &o), mse, "mse");
    L(ts_l1_loss(&c, x, y, TS_RED_SUM, &o), l1, "l1");
    L(ts_smooth_l1_loss(&c, x, y, TS_RED_MEAN, 0.5, &o), smoothl1, "smooth_l1");
    L(ts_huber_loss(&c, x, y, TS_RED_MEAN, 0.4, &o), huber, "huber");
    L(ts_cross_entropy(&c, x, tg2, NULL, -100, TS_RED_MEAN, 0, &o), ce, "ce");
    L(ts_cross_entropy(&c, x, tg, NULL, -100, TS_RED_MEAN, 0, &o), ce_ign, "ce ignore_index");
    L(ts_cross_entropy(&c, x, tg, w, -100, TS_RED_MEAN, 0, &o), ce_w_ign, "ce weight");
    L(ts_cross_entropy(&c, x, tg, NULL, -100, TS_RED_MEAN, 0.1, &o), ce_ls, "ce label_smoothing");
    L(ts_cross_entropy(&c, x, tg, w, -100, TS_RED_MEAN, 0.2, &o), ce_ls_w, "ce ls weight");
    L(ts_cross_entropy(&c, x, tg, NULL, -100, TS_RED_NONE, 0.3, &o), ce_ls_none, "ce ls none");
    L(ts_cross_entropy(&c, x, tg, NULL, -100, TS_RED_SUM, 0.3, &o), ce_ls_sum, "ce ls sum");
    OK(ts_softmax(&c, y, 1, TS_NODTYPE, &p));
    L(ts_cross_entropy(&c, x, p, NULL, -100, TS_RED_MEAN, 0, &o), ce_prob, "ce prob");
    L(ts_cross_entropy(&c, x, p, w, -100, TS_RED_MEAN, 0.25, &o), ce_prob_w_ls, "ce prob weight ls");
    L(ts_cross_entropy(&c, x, p, NULL, -100, TS_RED_NONE, 0, &o), ce_prob_none, "ce prob none");
    ERR(ts_cross_entropy(&c, x, tg, NULL, -100, TS_RED_MEAN, 1.5, &o), "label_smoothing must be between 0.0 and 1.0. Got: 1.5");
    OK(ts_log_softmax(&c, x, 1, TS_NODTYPE, &ls));
    L(ts_nll_loss(&c, ls, tg, w, -100, TS_RED_MEAN, &o), nll, "nll weight ignore");
    OK(ts_unary(&c, TS_SIGMOID, x, &xb));
    OK(ts_scalar_tensor(&c, ts_sc_i(0), TS_NODTYPE, true, &zero));
    OK(ts_binary(&c, TS_GT, y, zero, &yb0));
    OK(ts_to_dtype(&c, yb0, TS_FLOAT32, false, &yb));
    L(ts_binary_cross_entropy(&c, xb, yb, NULL, TS_RED_MEAN, &o), bce, "bce");
    L(ts_binary_cross_entropy(&c, xb, yb, w, TS_RED_SUM, &o), bce_w, "bce weight");
    L(ts_bce_with_logits(&c, x, yb, NULL, NULL, TS_RED_MEAN, &o), bcel, "bce_with_logits");
    L(ts_bce_with_logits(&c, x, yb, w, pw, TS_RED_MEAN, &o), bcel_pw, "bce_with_logits pos_weight");
#undef L
    ts_Tensor *all[] = {x, y, w, pw, tg, tg2, p, ls, xb, yb, yb0, zero};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) ts_release(all[i]);
}

static void test_embedding_cumprod(void)
{
    ts_Tensor *W = mkpat(TS_FLOAT32, 2, (int64_t[]){6, 3}, 0.3, 0.2, 1.0), *ix = mki((int64_t[]){1, 2, 0, 0, 2, 5}, 2, (int64_t[]){2, 3});
    ts_Tensor *e = NULL, *g = NULL, *p = NULL, *s = NULL;
    ts_set_requires_grad(&c, W, true);
    OK(ts_embedding(&c, W, ix, 2, &e));
    CHECK(!strcmp(gfn(e), "EmbeddingBackward0") && e->ndim == 3, "embedding");
    g = mkpat(TS_FLOAT32, 3, (int64_t[]){2, 3, 3}, 0.4, 0.0, 1.0);
    OK(ts_binary(&c, TS_MUL, e, g, &p));
    OK(ts_sum(&c, p, NULL, 0, false, TS_NODTYPE, &s));
    OK(ag_backward(&c, &s, 1, NULL, false));
    CHECK(W->grad != NULL, "no grad");
    if (W->grad) CHECK_ARR(W->grad, emb_grad, 1e-6, 1e-7, "embedding padding_idx grad");
    ts_Tensor *bad = mki((int64_t[]){6}, 1, (int64_t[]){1}), *r = NULL;
    ERR(ts_embedding(&c, W, bad, -1, &r), "index out of range in self");
    ts_release(e); ts_release(g); ts_release(p); ts_release(s); ts_release(bad);
    ts_Tensor *a = mk(TS_FLOAT32, (double[]){1, 2, 0, 3, 0.5, 0, 0, 2}, 2, (int64_t[]){2, 4}), *pc = NULL;
    ts_set_requires_grad(&c, a, true);
    OK(ts_cumprod(&c, a, 1, TS_NODTYPE, &pc));
    CHECK(!strcmp(gfn(pc), "CumprodBackward0"), "%s", gfn(pc));
    CHECK_ARR(pc, cumprod_v, 0, 0, "cumprod values");
    g = mkpat(TS_FLOAT32, 2, (int64_t[]){2, 4}, 0.3, 0.1, 1.0);
    OK(ag_backward(&c, &pc, 1, (ts_Tensor *[]){g}, false));
    if (a->grad) CHECK_ARR(a->grad, cumprod_g, 1e-6, 1e-7, "cumprod grad with zeros");
    ts_release(a); ts_release(pc); ts_release(g); ts_release(W); ts_release(ix);
}

int main(void)
{
    util_init();
    test_getitem();
    test_setitem();
    test_sort();
    test_losses();
    test_embedding_cumprod();
    return util_finish();
}
