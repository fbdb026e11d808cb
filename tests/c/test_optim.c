/* test_optim.c — the optimizer kernels of core/optim/op_kern.c against the
 * values PyTorch 2.6 prints (../shared/spec/pytorch-semantics.md §14.5-14.6:
 * w = 1, loss = (2w)^2 so grad = 8w), version counters, non-contiguous
 * parameters, dtype errors and allocation failure. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "op.h"

static int npass, nfail;
#define CHECK(cond, ...) do { if (cond) npass++; else { nfail++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)
#define OK(x) do { nb_Status s_ = (x); if (s_ != NB_OK) { nfail++; printf("FAIL %s:%d: %s -> %d %s\n", __FILE__, __LINE__, #x, s_, c.err); return; } } while (0)

static nb_Heap heap;
static ts_Ctx c;

static ts_Tensor *full1(double v, ts_DType dt)
{
    ts_Tensor *t = NULL;
    int64_t one = 1;
    ts_full(&c, 1, &one, ts_sc_f(v), dt, &t);
    return t;
}

/* grad = 8 * w (loss (2w)^2), as a new tensor. */
static ts_Tensor *grad_of(ts_Tensor *w)
{
    ts_Tensor *g = NULL;
    ts_empty_like(&c, w, TS_NODTYPE, &g);
    *(float *)ts_data(g) = *(float *)ts_data(w) * 8.0f;
    return g;
}

static void test_sgd_momentum(void)
{
    const double want_w[3] = {0.19899997115135193, -0.6653591394424438, -0.963624894618988};
    const double want_b[3] = {8.010000228881836, 8.643590927124023, 2.9826574325561523};
    op_SGDArgs a = {0.1, 0.9, 0.1, 0.01, false, false};
    ts_Tensor *w = full1(1.0, TS_FLOAT32), *buf = NULL;
    for (int i = 0; i < 3; i++) {
        ts_Tensor *g = grad_of(w), *nb = NULL;
        OK(op_sgd_update(&c, w, g, buf, &nb, &a));
        if (nb)
            buf = nb;
        CHECK((double)*(float *)ts_data(w) == want_w[i], "sgd w[%d] %.17g", i, (double)*(float *)ts_data(w));
        CHECK((double)*(float *)ts_data(buf) == want_b[i], "sgd buf[%d] %.17g", i, (double)*(float *)ts_data(buf));
        ts_release(g);
    }
    CHECK(ts_version(w) == 3, "param version %lld", (long long)ts_version(w));
    CHECK(ts_version(buf) == 4, "buffer version %lld", (long long)ts_version(buf));
    ts_release(w);
    ts_release(buf);
}

static void run_adam(bool decoupled, double wd, const double want[3])
{
    op_AdamArgs a = {0.1, 0.9, 0.999, 1e-8, wd, false, false, decoupled};
    ts_Tensor *w = full1(1.0, TS_FLOAT32), *m = full1(0.0, TS_FLOAT32), *v = full1(0.0, TS_FLOAT32), *step;
    OK(ts_scalar_tensor(&c, ts_sc_f(0.0), TS_FLOAT32, false, &step));
    for (int i = 0; i < 3; i++) {
        ts_Tensor *g = grad_of(w);
        OK(op_adam_update(&c, w, g, step, m, v, NULL, &a));
        CHECK((double)*(float *)ts_data(w) == want[i], "adam%s w[%d] %.17g", decoupled ? "w" : "", i,
              (double)*(float *)ts_data(w));
        ts_release(g);
    }
    CHECK(*(float *)ts_data(step) == 3.0f, "step %g", (double)*(float *)ts_data(step));
    CHECK(ts_version(w) == (decoupled ? 6 : 3), "adam param version %lld", (long long)ts_version(w));
    CHECK(ts_version(v) == 6 && ts_version(m) == 3 && ts_version(step) == 3, "adam state versions");
    ts_release(w); ts_release(m); ts_release(v); ts_release(step);
}

static void test_adam(void)
{
    const double adam[3] = {0.9000000357627869, 0.8004122376441956, 0.7015863060951233};
    const double adamw[3] = {0.8990000486373901, 0.7985190749168396, 0.6989112496376038};
    run_adam(false, 0.0, adam);
    run_adam(true, 0.01, adamw);
}

/* A transposed (non-contiguous) float64 parameter updates the same as its
 * contiguous copy. */
static void test_noncontiguous(void)
{
    double vals[6] = {1, 2, 3, 4, 5, 6};
    int64_t shp[2] = {2, 3};
    ts_Tensor *base, *pt, *pc, *g, *gt, *nb;
    OK(ts_from_data(&c, vals, TS_FLOAT64, 2, shp, TS_FLOAT64, &base));
    OK(ts_t(&c, base, &pt));
    OK(ts_contiguous(&c, pt, &pc));
    OK(ts_full_like(&c, pc, ts_sc_f(0.5), TS_NODTYPE, &g));
    OK(ts_full_like(&c, pc, ts_sc_f(0.5), TS_NODTYPE, &gt));
    op_SGDArgs a = {0.25, 0.0, 0.0, 0.1, false, false};
    OK(op_sgd_update(&c, pt, gt, NULL, &nb, &a));
    OK(op_sgd_update(&c, pc, g, NULL, &nb, &a));
    bool eq = false;
    OK(ts_equal(&c, pt, pc, &eq));
    CHECK(eq, "transposed update differs");
    CHECK(ts_get_flat_f(base, 1) == 2 - 0.25 * (0.5 + 0.1 * 2), "base[1] %.17g", ts_get_flat_f(base, 1));
    ts_release(base); ts_release(pt); ts_release(pc); ts_release(g); ts_release(gt);
}

static void test_errors(void)
{
    int64_t two = 2;
    ts_Tensor *pi, *gi, *nb, *p, *g3;
    OK(ts_zeros(&c, 1, &two, TS_INT64, &pi));
    OK(ts_zeros(&c, 1, &two, TS_INT64, &gi));
    op_SGDArgs a = {0.1, 0.0, 0.0, 0.0, false, false};
    CHECK(op_sgd_update(&c, pi, gi, NULL, &nb, &a) != NB_OK && c.err_kind == TS_ERR_NOTIMPL, "int param: %s", c.err);
    int64_t three = 3;
    OK(ts_zeros(&c, 1, &two, TS_FLOAT32, &p));
    OK(ts_zeros(&c, 1, &three, TS_FLOAT32, &g3));
    CHECK(op_sgd_update(&c, p, g3, NULL, &nb, &a) != NB_OK, "shape mismatch accepted");
    /* allocation failure of the first momentum buffer: clean error, no leak */
    op_SGDArgs m = {0.1, 0.9, 0.0, 0.0, false, false};
    size_t used = heap.used;
    nb_fail_after(&heap, 0);
    CHECK(op_sgd_update(&c, p, p, NULL, &nb, &m) == NB_ENOMEM && nb == NULL, "oom not reported");
    nb_fail_after(&heap, -1);
    CHECK(heap.used == used, "leak after oom: %zu vs %zu", heap.used, used);
    ts_release(pi); ts_release(gi); ts_release(p); ts_release(g3);
}

/* ------------------------------------------------------------ scope hook */

typedef struct HookLog {
    int calls[2];
    py_ssize nparams[2];
    int line[2];
    char optname[32];
} HookLog;

static void on_step(void *ud, py_State *S, py_Obj *opt, py_Obj *params, int phase, int line)
{
    HookLog *log = ud;
    log->calls[phase]++;
    log->nparams[phase] = py_list_len(params);
    log->line[phase] = line;
    snprintf(log->optname, sizeof log->optname, "%s", py_obj_typename(opt));
}

static void sink(void *ud, int stream, const char *s, size_t n)
{
    if (stream == 2)
        fwrite(s, 1, n, stdout);
}

static void test_scope_hook(void)
{
    static const char prog[] =
        "import torch\n"
        "import torch.optim\n"
        "a = torch.ones(2, requires_grad=True)\n"
        "b = torch.ones(3, requires_grad=True)\n"
        "opt = torch.optim.Adam([a, b], lr=0.1)\n"
        "for i in range(4):\n"
        "    a.grad = torch.ones(2)\n"
        "    opt.step()\n";
    py_Limits lim = {0};
    py_ext_register(&nn_torch_ext);   /* the torch layers join as extensions */
    py_ext_register(&op_optim_ext);
    py_State *S = py_state_new(&lim, (py_Output){sink, NULL});
    CHECK(S != NULL, "state");
    if (!S)
        return;
    HookLog log = {{0}};
    CHECK(op_set_step_hook(S, on_step, &log) == 0, "set hook");
    int rc = py_run_program(S, prog, sizeof prog - 1, "hook.py");
    CHECK(rc == 0, "program failed");
    CHECK(log.calls[0] == 4 && log.calls[1] == 4, "hook calls %d %d", log.calls[0], log.calls[1]);
    CHECK(log.nparams[0] == 1 && log.nparams[1] == 1, "params with grad %zd", (size_t)log.nparams[1]);
    CHECK(log.line[0] == 8 && log.line[1] == 8, "line %d", log.line[1]);
    CHECK(strcmp(log.optname, "Adam") == 0, "optimizer %s", log.optname);
    CHECK(op_set_step_hook(S, NULL, NULL) == 0, "remove hook");
    py_state_free(S);
}

int main(void)
{
    nb_heap_init(&heap, 0);
    ts_ctx_init(&c, &heap);
    test_sgd_momentum();
    test_adam();
    test_noncontiguous();
    test_errors();
    test_scope_hook();
    CHECK(heap.used == 0, "leaked %zu bytes", heap.used);
    printf("%d passed, %d failed\n", npass, nfail);
    return nfail != 0;
}
