/* test_tensor_pool.c — the small-block cache (core/tensor/ts_pool.c): a
 * training-like loop gives the same numbers with and without it, tensors and
 * nodes outlive ts_ctx_fini, the memory cap drains the cache before failing,
 * allocation failures are reported, and the heap is empty at the end (run
 * under --asan for use-after-free / double free). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ts.h"

static int npass, nfail;
#define CHECK(cond, ...) do { if (cond) npass++; else { nfail++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)
#define OK(c, x) do { nb_Status s_ = (x); if (s_ != NB_OK) { nfail++; printf("FAIL %s:%d: %s -> %d %s\n", __FILE__, __LINE__, #x, s_, (c)->err); return -1; } } while (0)

/* A few SGD steps of y = relu(x @ w1 + b1) @ w2 on fixed data; returns the
 * final loss (bits compared between runs), -1 on error. Tensors are sized so
 * that both pooled classes (<= 8 KiB) and plain blocks are used. */
static double train(ts_Ctx *c, int steps, int64_t hidden)
{
    int64_t sx[2] = {32, 4}, sw1[2] = {4, hidden}, sb1[1] = {hidden}, sw2[2] = {hidden, 1}, sy[2] = {32, 1};
    float xs[128], ys[32];
    for (int i = 0; i < 128; i++) xs[i] = (float)sin(i * 0.37);
    for (int i = 0; i < 32; i++) ys[i] = (float)cos(i * 0.11);
    ts_Tensor *x, *y, *w1, *b1, *w2;
    OK(c, ts_from_data(c, xs, TS_FLOAT32, 2, sx, TS_FLOAT32, &x));
    OK(c, ts_from_data(c, ys, TS_FLOAT32, 2, sy, TS_FLOAT32, &y));
    OK(c, ts_full(c, 2, sw1, ts_sc_f(0.05), TS_FLOAT32, &w1));
    OK(c, ts_full(c, 1, sb1, ts_sc_f(0.01), TS_FLOAT32, &b1));
    OK(c, ts_full(c, 2, sw2, ts_sc_f(-0.03), TS_FLOAT32, &w2));
    ts_Tensor *params[3] = {w1, b1, w2};
    for (int i = 0; i < 3; i++) OK(c, ts_set_requires_grad(c, params[i], true));
    double last = 0;
    for (int s = 0; s < steps; s++) {
        ts_Tensor *h, *a, *o, *l, *wt;
        OK(c, ts_T(c, w1, &wt)); /* [hidden, 4] view: linear's weight */
        nb_Status st = ts_linear(c, x, wt, b1, &h);
        ts_release(wt);
        OK(c, st);
        OK(c, ts_unary(c, TS_RELU, h, &a));
        OK(c, ts_matmul(c, a, w2, &o));
        OK(c, ts_mse_loss(c, o, y, TS_RED_MEAN, &l));
        OK(c, ag_backward(c, &l, 1, NULL, false));
        ts_Scalar v;
        OK(c, ts_item(c, l, &v));
        last = ts_sc_to_f(v);
        bool g = c->grad_enabled;
        c->grad_enabled = false;
        for (int i = 0; i < 3; i++) {
            OK(c, ts_sub_(c, params[i], params[i]->grad, ts_sc_f(0.1)));
            OK(c, ts_set_grad(c, params[i], NULL));
        }
        c->grad_enabled = g;
        ts_release(h); ts_release(a); ts_release(o); ts_release(l);
    }
    ts_release(x); ts_release(y);
    for (int i = 0; i < 3; i++) ts_release(params[i]);
    return last;
}

static void test_same_numbers(void)
{
    int64_t hid[3] = {16, 64, 600}; /* 600 floats * 32 rows: data blocks above 8 KiB too */
    for (int k = 0; k < 3; k++) {
        nb_Heap h1, h2;
        ts_Ctx c1, c2;
        nb_heap_init(&h1, 0); nb_heap_init(&h2, 0);
        ts_ctx_init(&c1, &h1); ts_ctx_init(&c2, &h2);
        CHECK(ts_ctx_pool_init(&c2) == NB_OK, "pool init");
        double a = train(&c1, 20, hid[k]), b = train(&c2, 20, hid[k]);
        CHECK(a >= 0 && memcmp(&a, &b, sizeof a) == 0, "hidden %lld: loss %.17g (heap) vs %.17g (pool)",
              (long long)hid[k], a, b);
        CHECK(h2.used > 0, "pool keeps blocks while on");
        ts_ctx_fini(&c2);
        ts_ctx_fini(&c1); /* no pool: a no-op */
        CHECK(h1.used == 0 && h2.used == 0, "hidden %lld: heap not empty: %zu / %zu", (long long)hid[k], h1.used, h2.used);
    }
}

/* Tensors and graph nodes made with the pool on, released after ts_ctx_fini. */
static void test_outlive(void)
{
    nb_Heap h;
    ts_Ctx c;
    nb_heap_init(&h, 0);
    ts_ctx_init(&c, &h);
    ts_ctx_pool_init(&c);
    int64_t sh[2] = {3, 5};
    ts_Tensor *a = NULL, *b = NULL, *v = NULL, *d = NULL;
    CHECK(ts_ones(&c, 2, sh, TS_FLOAT32, &a) == NB_OK, "ones");
    ts_set_requires_grad(&c, a, true);
    CHECK(ts_unary(&c, TS_EXP, a, &b) == NB_OK, "exp");
    CHECK(ts_t(&c, b, &v) == NB_OK, "view");
    CHECK(ts_data_alias(&c, v, &d) == NB_OK, ".data");
    ts_Tensor *junk;
    for (int i = 0; i < 50; i++) if (ts_zeros(&c, 2, sh, TS_FLOAT64, &junk) == NB_OK) ts_release(junk);
    ts_ctx_fini(&c);
    CHECK(c.pool == NULL, "fini clears the context's cache");
    ts_Tensor *e;
    CHECK(ts_ones(&c, 2, sh, TS_FLOAT32, &e) == NB_OK, "context still usable after fini");
    ts_release(e);
    ts_release(d); ts_release(v); ts_release(b); ts_release(a);
    CHECK(h.used == 0, "heap not empty after releasing survivors: %zu", h.used);
}

/* With a memory cap, cached blocks of another size are given back rather than
 * failing; injected failures are reported as errors, never crashes. */
static void test_cap_and_failures(void)
{
    nb_Heap h;
    ts_Ctx c;
    nb_heap_init(&h, 0);
    ts_ctx_init(&c, &h);
    ts_ctx_pool_init(&c);
    /* fill the cache with small float tensors */
    ts_Tensor *ts[40];
    int64_t small[1] = {500};
    for (int i = 0; i < 40; i++) if (ts_zeros(&c, 1, small, TS_FLOAT32, &ts[i]) != NB_OK) ts[i] = NULL;
    for (int i = 0; i < 40; i++) ts_release(ts[i]);
    size_t cached = h.used;
    CHECK(cached > 40 * 2000, "blocks cached: %zu", cached);
    h.cap = h.used + 3000;
    int64_t other[1] = {700}; /* 2800 bytes: another class; fits only once the cache is drained */
    ts_Tensor *t = NULL;
    nb_Status st = ts_zeros(&c, 1, other, TS_FLOAT32, &t);
    CHECK(st == NB_OK && t && ts_get_flat_f(t, 699) == 0, "cap: allocation after draining (%d)", st);
    CHECK(h.used < cached, "cache drained: %zu vs %zu", h.used, cached);
    ts_release(t);
    h.cap = 0;
    for (int n = 0; n < 12; n++) {
        nb_fail_after(&h, n);
        int64_t sh[2] = {4, 4};
        ts_Tensor *a = NULL, *b = NULL, *r = NULL;
        nb_Status s1 = ts_ones(&c, 2, sh, TS_FLOAT32, &a);
        if (s1 == NB_OK) { ts_set_requires_grad(&c, a, true); s1 = ts_unary(&c, TS_TANH, a, &b); }
        if (s1 == NB_OK) s1 = ts_sum(&c, b, NULL, 0, false, TS_NODTYPE, &r);
        if (s1 == NB_OK) s1 = ag_backward(&c, &r, 1, NULL, false);
        nb_fail_after(&h, -1);
        CHECK(s1 == NB_OK || s1 == NB_ENOMEM, "failure %d reported as %d", n, s1);
        ts_release(a); ts_release(b); ts_release(r);
    }
    ts_ctx_fini(&c);
    CHECK(h.used == 0, "heap not empty: %zu", h.used);
}

int main(void)
{
    test_same_numbers();
    test_outlive();
    test_cap_and_failures();
    printf("%d passed, %d failed\n", npass, nfail);
    return nfail != 0;
}
