/* test_tensor_basic.c — tensor core, promotion, views, reductions, matmul,
 * autograd (incl. a 200,000-op chain) and error texts. Reference numbers from
 * tests/c/gen/gen_basic.py (PyTorch 1.13, /usr/bin/python3). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ts.h"

static int npass, nfail;
#define CHECK(cond, ...) do { if (cond) npass++; else { nfail++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)
#define OK(x) do { nb_Status s_ = (x); if (s_ != NB_OK) { nfail++; printf("FAIL %s:%d: %s -> %d %s\n", __FILE__, __LINE__, #x, s_, c.err); return; } } while (0)

static nb_Heap heap;
static ts_Ctx c;

static double item(ts_Tensor *t) { ts_Scalar s; ts_item(&c, t, &s); return ts_sc_to_f(s); }

static void test_numerics(void)
{
    ts_Tensor *a, *k, *x, *s, *l;
    OK(ts_arange(&c, ts_sc_i(0), ts_sc_i(1000), ts_sc_i(1), TS_FLOAT32, &a));
    OK(ts_scalar_tensor(&c, ts_sc_f(0.1), TS_NODTYPE, true, &k));
    OK(ts_binary(&c, TS_MUL, a, k, &x));
    OK(ts_sum(&c, x, NULL, 0, false, TS_NODTYPE, &s));
    CHECK(item(s) == 49950.0, "sum1000 %.10g", item(s));
    OK(ts_linspace(&c, ts_sc_i(-1), ts_sc_i(1), 7, TS_NODTYPE, &l));
    CHECK(ts_get_flat_f(l, 1) == -0.6666666269302368 && ts_get_flat_f(l, 3) == -2.9802322387695312e-08,
          "linspace %.17g %.17g", ts_get_flat_f(l, 1), ts_get_flat_f(l, 3));
    ts_release(a); ts_release(k); ts_release(x); ts_release(s); ts_release(l);
}

static void test_promotion(void)
{
    int64_t one = 1;
    ts_Tensor *i64, *w, *r, *i8, *u8, *h, *f0;
    int64_t iv[2] = {1, 2};
    OK(ts_from_data(&c, iv, TS_INT64, 1, (int64_t[]){2}, TS_INT64, &i64));
    OK(ts_scalar_tensor(&c, ts_sc_f(2.5), TS_NODTYPE, true, &w));
    OK(ts_binary(&c, TS_ADD, i64, w, &r));
    CHECK(r->dtype == TS_FLOAT32, "int64+2.5 -> %s", ts_dtype_name(r->dtype));
    ts_release(r);
    OK(ts_ones(&c, 1, &one, TS_INT8, &i8));
    OK(ts_ones(&c, 1, &one, TS_UINT8, &u8));
    OK(ts_binary(&c, TS_ADD, i8, u8, &r));
    CHECK(r->dtype == TS_INT16, "int8+uint8 -> %s", ts_dtype_name(r->dtype));
    ts_release(r);
    OK(ts_ones(&c, 1, &one, TS_FLOAT16, &h));
    OK(ts_scalar_tensor(&c, ts_sc_f(1), TS_FLOAT32, false, &f0));
    OK(ts_binary(&c, TS_ADD, h, f0, &r));
    CHECK(r->dtype == TS_FLOAT16, "half+f32 0-dim -> %s", ts_dtype_name(r->dtype));
    ts_release(r);
    OK(ts_binary(&c, TS_DIV, i64, i64, &r));
    CHECK(r->dtype == TS_FLOAT32, "int/int -> %s", ts_dtype_name(r->dtype));
    nb_Status st = ts_binary_(&c, TS_ADD, i64, w);
    CHECK(st != NB_OK && !strcmp(c.err, "result type Float can't be cast to the desired output type Long"), "%s", c.err);
    ts_release(r); ts_release(i64); ts_release(w); ts_release(i8); ts_release(u8); ts_release(h); ts_release(f0);
}

static void test_errors(void)
{
    int64_t s23[2] = {2, 3}, s4 = 4, s32[2] = {3, 2}, s22[2] = {2, 2}, s13[2] = {1, 3};
    ts_Tensor *a, *b, *r, *t, *d;
    OK(ts_ones(&c, 2, s23, TS_FLOAT32, &a));
    CHECK(ts_view(&c, a, 1, &s4, &r) != NB_OK && !strcmp(c.err, "shape '[4]' is invalid for input of size 6"), "%s", c.err);
    OK(ts_t(&c, a, &t));
    int64_t s6 = 6;
    CHECK(ts_view(&c, t, 1, &s6, &r) != NB_OK && strstr(c.err, "view size is not compatible"), "%s", c.err);
    OK(ts_ones(&c, 2, s22, TS_FLOAT32, &b));
    CHECK(ts_expand(&c, b, 2, s32, &r) != NB_OK &&
          !strcmp(c.err, "The expanded size of the tensor (3) must match the existing size (2) at non-singleton dimension 0.  Target sizes: [3, 2].  Tensor sizes: [2, 2]"), "%s", c.err);
    ts_Tensor *m1;
    OK(ts_ones(&c, 2, s13, TS_FLOAT32, &m1));
    CHECK(ts_mm(&c, m1, b, &r) != NB_OK && !strcmp(c.err, "mat1 and mat2 shapes cannot be multiplied (1x3 and 2x2)"), "%s", c.err);
    OK(ts_ones(&c, 2, s32, TS_FLOAT64, &d));
    CHECK(ts_matmul(&c, a, d, &r) != NB_OK && !strcmp(c.err, "expected m1 and m2 to have the same dtype, but got: float != double"), "%s", c.err);
    ts_Tensor *l[2] = {a, m1};
    int64_t s33[2] = {2, 2};
    ts_Tensor *e;
    OK(ts_ones(&c, 2, s33, TS_FLOAT32, &e));
    l[1] = e;
    CHECK(ts_cat(&c, l, 2, 0, &r) != NB_OK &&
          !strcmp(c.err, "Sizes of tensors must match except in dimension 0. Expected size 3 but got size 2 for tensor number 1 in the list."), "%s", c.err);
    CHECK(ts_binary(&c, TS_ADD, a, d, &r) != NB_OK &&
          !strcmp(c.err, "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1"), "%s", c.err);
    ts_release(a); ts_release(b); ts_release(t); ts_release(m1); ts_release(d); ts_release(e);
}

static void test_autograd(void)
{
    float av[6] = {1, 2, 3, 4, 5, 6}, wv[6] = {0.5f, -1, 2, 0.25f, 1.5f, -0.5f};
    int64_t s23[2] = {2, 3}, s32[2] = {3, 2};
    ts_Tensor *a, *w, *p, *th, *l;
    OK(ts_from_data(&c, av, TS_FLOAT32, 2, s23, TS_FLOAT32, &a));
    OK(ts_from_data(&c, wv, TS_FLOAT32, 2, s32, TS_FLOAT32, &w));
    OK(ts_set_requires_grad(&c, a, true));
    OK(ts_set_requires_grad(&c, w, true));
    OK(ts_matmul(&c, a, w, &p));
    CHECK(!strcmp(ts_grad_fn_name(p), "MmBackward0"), "%s", ts_grad_fn_name(p));
    OK(ts_unary(&c, TS_TANH, p, &th));
    OK(ts_sum(&c, th, NULL, 0, false, TS_NODTYPE, &l));
    CHECK(fabs(item(l) - 0.03599262237548828) < 1e-6, "loss %.10g", item(l));
    OK(ag_backward(&c, &l, 1, NULL, false));
    CHECK(a->grad && fabs(ts_get_flat_f(a->grad, 0) + 0.07065081596374512) < 1e-6, "a.grad[0] %.10g", a->grad ? ts_get_flat_f(a->grad, 0) : 0);
    CHECK(w->grad && fabs(ts_get_flat_f(w->grad, 5) - 0.21219563484191895) < 1e-6, "w.grad[5]");
    CHECK(ag_backward(&c, &l, 1, NULL, false) != NB_OK && strstr(c.err, "Trying to backward through the graph a second time"), "%s", c.err);
    ts_release(p); ts_release(th); ts_release(l);

    /* in-place error on saved output */
    ts_Tensor *u, *e, *one, *s;
    int64_t three = 3;
    OK(ts_ones(&c, 1, &three, TS_FLOAT32, &u));
    OK(ts_set_requires_grad(&c, u, true));
    CHECK(ts_add_(&c, u, u, ts_sc_i(1)) != NB_OK && !strcmp(c.err, "a leaf Variable that requires grad is being used in an in-place operation."), "%s", c.err);
    OK(ts_unary(&c, TS_EXP, u, &e));
    OK(ts_scalar_tensor(&c, ts_sc_i(1), TS_NODTYPE, true, &one));
    OK(ts_add_(&c, e, one, ts_sc_i(1)));
    OK(ts_sum(&c, e, NULL, 0, false, TS_NODTYPE, &s));
    CHECK(ag_backward(&c, &s, 1, NULL, false) != NB_OK &&
          !strcmp(c.err, "one of the variables needed for gradient computation has been modified by an inplace operation: [torch.FloatTensor [3]], which is output 0 of ExpBackward0, is at version 1; expected version 0 instead. Hint: enable anomaly detection to find the operation that failed to compute its gradient, with torch.autograd.set_detect_anomaly(True)."),
          "%s", c.err);
    CHECK(ag_backward(&c, &e, 1, NULL, false) != NB_OK && !strcmp(c.err, "grad can be implicitly created only for scalar outputs"), "%s", c.err);
    ts_release(u); ts_release(e); ts_release(one); ts_release(s); ts_release(a); ts_release(w);

    /* long chain: x = x * 1.0001 two hundred thousand times */
    ts_Tensor *x0, *x, *k, *tot;
    OK(ts_ones(&c, 1, &three, TS_FLOAT64, &x0));
    OK(ts_set_requires_grad(&c, x0, true));
    OK(ts_scalar_tensor(&c, ts_sc_f(1.0001), TS_NODTYPE, true, &k));
    x = x0; ts_retain(x);
    for (int i = 0; i < 200000; i++) {
        ts_Tensor *y;
        OK(ts_binary(&c, TS_MUL, x, k, &y));
        ts_release(x);
        x = y;
    }
    OK(ts_sum(&c, x, NULL, 0, false, TS_NODTYPE, &tot));
    OK(ag_backward(&c, &tot, 1, NULL, false));
    CHECK(x0->grad && fabs(ts_get_flat_f(x0->grad, 0) - pow(1.0001, 200000)) < 1e-3 * pow(1.0001, 200000), "chain grad %g", x0->grad ? ts_get_flat_f(x0->grad, 0) : 0);
    ts_release(x); ts_release(tot); ts_release(k); ts_release(x0);
}

static void test_softmax_ce(void)
{
    float v[3] = {1, 2, 3}, xv[6] = {1, 2, 0.5f, 0.1f, 0.2f, 3};
    int64_t n3 = 3, s23[2] = {2, 3}, n2 = 2, tg[2] = {1, 2};
    ts_Tensor *x, *s, *X, *T, *l;
    OK(ts_from_data(&c, v, TS_FLOAT32, 1, &n3, TS_FLOAT32, &x));
    OK(ts_softmax(&c, x, 0, TS_NODTYPE, &s));
    CHECK(ts_get_flat_f(s, 2) == 0.6652409434318542, "softmax %.17g", ts_get_flat_f(s, 2));
    OK(ts_from_data(&c, xv, TS_FLOAT32, 2, s23, TS_FLOAT32, &X));
    OK(ts_from_data(&c, tg, TS_INT64, 1, &n2, TS_INT64, &T));
    OK(ts_set_requires_grad(&c, X, true));
    OK(ts_cross_entropy(&c, X, T, NULL, -100, TS_RED_MEAN, 0, &l));
    CHECK(fabs(item(l) - 0.2869851291179657) < 1e-6, "ce %.10g", item(l));
    CHECK(!strcmp(ts_grad_fn_name(l), "NllLossBackward0"), "%s", ts_grad_fn_name(l));
    OK(ag_backward(&c, &l, 1, NULL, false));
    ts_release(x); ts_release(s); ts_release(X); ts_release(T); ts_release(l);
}

int main(void)
{
    nb_heap_init(&heap, 0);
    ts_ctx_init(&c, &heap);
    test_numerics();
    test_promotion();
    test_errors();
    test_autograd();
    test_softmax_ce();
    CHECK(heap.used == 0, "leak: %zu bytes still allocated", heap.used);
    printf("%d passed, %d failed\n", npass, nfail);
    return nfail != 0;
}
