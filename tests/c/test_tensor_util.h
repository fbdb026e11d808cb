/* test_tensor_util.h — shared helpers for the tensor/autograd C tests:
 * CHECK/OK macros, a context on a private heap, tensor builders and
 * comparisons against reference arrays. Header-only (static functions). */
#ifndef TEST_TENSOR_UTIL_H
#define TEST_TENSOR_UTIL_H

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "ts.h"

static int npass, nfail;
static nb_Heap heap;
static ts_Ctx c;

#define CHECK(cond, ...) do { if (cond) npass++; else { nfail++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)
#define OK(x) do { nb_Status s_ = (x); if (s_ != NB_OK) { nfail++; printf("FAIL %s:%d: %s -> %d %s\n", __FILE__, __LINE__, #x, s_, c.err); return; } } while (0)
/* expect failure with this exact message */
#define ERR(x, msg) do { nb_Status s_ = (x); CHECK(s_ != NB_OK && !strcmp(c.err, msg), "%s: got [%s] want [%s]", #x, s_ ? c.err : "(ok)", msg); } while (0)

static inline void util_init(void)
{
    nb_heap_init(&heap, 0);
    ts_ctx_init(&c, &heap);
}

static inline int util_finish(void)
{
    printf("%d passed, %d failed\n", npass, nfail);
    return nfail != 0;
}

/* New tensor of dtype dt from a double array (row-major). */
static inline ts_Tensor *mk(ts_DType dt, const double *v, int nd, const int64_t *shape)
{
    ts_Tensor *t = NULL;
    if (ts_from_data(&c, v, TS_FLOAT64, nd, shape, dt, &t) != NB_OK) { printf("mk: %s\n", c.err); return NULL; }
    return t;
}
static inline ts_Tensor *mki(const int64_t *v, int nd, const int64_t *shape)
{
    ts_Tensor *t = NULL;
    if (ts_from_data(&c, v, TS_INT64, nd, shape, TS_INT64, &t) != NB_OK) { printf("mki: %s\n", c.err); return NULL; }
    return t;
}
/* arange-ish float tensor: v[i] = sin(i * a + b) * s */
static inline ts_Tensor *mkpat(ts_DType dt, int nd, const int64_t *shape, double a, double b, double s)
{
    int64_t n = 1;
    for (int i = 0; i < nd; i++) n *= shape[i];
    double *v = malloc(sizeof(double) * (size_t)(n ? n : 1));
    for (int64_t i = 0; i < n; i++) v[i] = sin((double)i * a + b) * s;
    ts_Tensor *t = mk(dt, v, nd, shape);
    free(v);
    return t;
}

static inline bool same_shape(const ts_Tensor *t, int nd, const int64_t *shape)
{
    if (t->ndim != nd) return false;
    for (int i = 0; i < nd; i++) if (t->shape[i] != shape[i]) return false;
    return true;
}

/* max |t - ref| / (atol + rtol*|ref|) over all elements; > 1 means mismatch. */
static inline double cmp_arr(const ts_Tensor *t, const double *ref, double rtol, double atol, int64_t *worst)
{
    int64_t n = ts_numel(t);
    double w = 0;
    *worst = -1;
    for (int64_t i = 0; i < n; i++) {
        double a = ts_get_flat_f(t, i), b = ref[i];
        double e;
        if (isnan(a) || isnan(b)) e = (isnan(a) && isnan(b)) ? 0 : INFINITY;
        else if (a == b) e = 0;
        else e = fabs(a - b) / (atol + rtol * fabs(b));
        if (e > w) { w = e; *worst = i; }
    }
    return w;
}

#define CHECK_ARR(t, ref, rtol, atol, ...) do { int64_t wi_; double e_ = cmp_arr((t), (ref), (rtol), (atol), &wi_); \
    CHECK(e_ <= 1, "%s: element %lld got %.9g want %.9g", __VA_ARGS__, (long long)wi_, wi_ >= 0 ? ts_get_flat_f((t), wi_) : 0.0, wi_ >= 0 ? (ref)[wi_] : 0.0); } while (0)

static inline const char *gfn(const ts_Tensor *t)
{
    const char *n = ts_grad_fn_name(t);
    return n ? n : "None";
}

#endif
