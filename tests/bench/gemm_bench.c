/* gemm_bench.c — f32 matmul timing harness around core/kern's kn_gemm_f32.
 *
 * Built twice by tests/bench/run.mjs:
 *  - natively (linked with build/libnnscope_core.a), as a program:
 *      gemm_bench M K N MODE       -> prints "ours <ns per call>"
 *      gemm_bench dnnl M K N MODE  -> same shape through oneDNN's dnnl_sgemm
 *                                     (dlopen'ed libdnnl.so.2; OMP_NUM_THREADS=1)
 *  - with emcc -msimd128, as a module whose exported gb_run()/gb_peak() are
 *    called from the Node process that also runs tfjs-backend-wasm.
 * MODE: 0 = A@B with the same B every call, 1 = fresh B every call (copied in,
 * as a training step's updated weights), 2 = A @ B^T (B stored n x k, as dX =
 * dY @ W^T), 3 = A^T @ B (A stored k x m, as dW = X^T @ dY).
 * Each figure is the median of BATCHES batches (default 5); a batch runs >= target_ms.
 * run.mjs asks for one batch at a time and alternates with the peer, so that the
 * load of a shared machine falls on both alike. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kn.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <wasm_simd128.h>
#define EXPORT EMSCRIPTEN_KEEPALIVE
#else
#include <dlfcn.h>
#define EXPORT
#endif

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

typedef int (*sgemm_fn)(char, char, int64_t, int64_t, int64_t, float, const float *, int64_t,
                        const float *, int64_t, float, float *, int64_t);

typedef struct Job {
    int64_t m, k, n;
    int mode;
    float *A, *B, *B2, *B3, *C;
    void *ws;
    sgemm_fn dnnl;
    uint64_t calls;
} Job;

/* One multiplication as MODE asks, through kn_gemm_f32 or dnnl_sgemm. */
static void one_call(Job *j)
{
    int64_t m = j->m, k = j->k, n = j->n;
    const float *B = j->B;
    if (j->mode == 1) { /* fresh weights: new values land in the weight buffer */
        memcpy(j->B, (j->calls & 1) ? j->B2 : j->B3, (size_t)(k * n) * sizeof(float));
    }
    j->calls++;
    if (j->dnnl) {
        if (j->mode == 2) j->dnnl('N', 'T', m, n, k, 1.0f, j->A, k, B, k, 0.0f, j->C, n);
        else if (j->mode == 3) j->dnnl('T', 'N', m, n, k, 1.0f, j->A, m, B, n, 0.0f, j->C, n);
        else j->dnnl('N', 'N', m, n, k, 1.0f, j->A, k, B, n, 0.0f, j->C, n);
        return;
    }
    if (j->mode == 2) kn_gemm_f32(m, n, k, 1.0f, j->A, k, 1, B, 1, k, 0.0f, j->C, n, 1, j->ws);
    else if (j->mode == 3) kn_gemm_f32(m, n, k, 1.0f, j->A, 1, m, B, n, 1, 0.0f, j->C, n, 1, j->ws);
    else kn_gemm_f32(m, n, k, 1.0f, j->A, k, 1, B, n, 1, 0.0f, j->C, n, 1, j->ws);
}

static int cmp_d(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* Median over `batches` batches (1..9) of the time per call, in ns. */
static double run_job(Job *j, double target_ms, int batches)
{
    int64_t iters = 1;
    for (;;) { /* calibrate: batch of `iters` calls takes >= target_ms */
        double t0 = now_ns();
        for (int64_t i = 0; i < iters; i++) one_call(j);
        double dt = now_ns() - t0;
        if (dt >= target_ms * 1e6 || iters > (1 << 26)) break;
        iters *= dt < target_ms * 1e5 ? 8 : 2;
    }
    double t[9];
    if (batches < 1) batches = 1;
    if (batches > 9) batches = 9;
    for (int r = 0; r < batches; r++) {
        double t0 = now_ns();
        for (int64_t i = 0; i < iters; i++) one_call(j);
        t[r] = (now_ns() - t0) / (double)iters;
    }
    qsort(t, (size_t)batches, sizeof t[0], cmp_d);
    return batches % 2 ? t[batches / 2] : (t[batches / 2 - 1] + t[batches / 2]) / 2;
}

static float *randf(int64_t count, uint32_t seed)
{
    float *p = malloc((size_t)(count > 0 ? count : 1) * sizeof(float));
    if (!p) return NULL;
    for (int64_t i = 0; i < count; i++) {
        seed = seed * 1664525u + 1013904223u;
        p[i] = (float)((seed >> 8) & 0xffff) / 65536.0f - 0.5f;
    }
    return p;
}

/* ns per call (median of `batches` batches) for (m x k) @ (k x n) in `mode`;
 * dnnl may be NULL. -1 on allocation failure. */
static double bench(int m, int k, int n, int mode, double target_ms, int batches, sgemm_fn dnnl)
{
    Job j = {m, k, n, mode, randf((int64_t)m * k, 1), randf((int64_t)k * n, 2), randf((int64_t)k * n, 3), randf((int64_t)k * n, 5),
             randf((int64_t)m * n, 4), malloc(kn_gemm_ws_size(sizeof(float))), dnnl, 0};
    double r = -1;
    if (j.A && j.B && j.B2 && j.B3 && j.C && j.ws) r = run_job(&j, target_ms, batches);
    free(j.A); free(j.B); free(j.B2); free(j.B3); free(j.C); free(j.ws);
    return r;
}

EXPORT double gb_run(int m, int k, int n, int mode, double target_ms, int batches)
{
    return bench(m, k, n, mode, target_ms, batches, NULL);
}

#ifdef __EMSCRIPTEN__
/* The machine's f32x4 mul+add limit: 12 independent accumulators, each step
 * one f32x4.mul and one f32x4.add (8 flops), no FMA. Returns GFLOPS. */
EXPORT double gb_peak(int iters)
{
    v128_t acc[12];
    volatile float seed = 0.999f, inc = 0.001f;
    v128_t mul = wasm_f32x4_splat(seed), add = wasm_f32x4_splat(inc);
    for (int i = 0; i < 12; i++) acc[i] = wasm_f32x4_splat((float)i * inc);
    double t0 = now_ns();
    for (int it = 0; it < iters; it++) {
#pragma clang loop unroll(disable)
        for (int u = 0; u < 8; u++)
            for (int i = 0; i < 12; i++) acc[i] = wasm_f32x4_add(wasm_f32x4_mul(acc[i], mul), add);
    }
    double dt = now_ns() - t0;
    float s = 0;
    for (int i = 0; i < 12; i++) s += wasm_f32x4_extract_lane(acc[i], 0) + wasm_f32x4_extract_lane(acc[i], 3);
    volatile float sink = s;
    (void)sink;
    return (double)iters * 8.0 * 12.0 * 8.0 / dt;
}
#else
int main(int argc, char **argv)
{
    sgemm_fn dnnl = NULL;
    int a = 1;
    if (argc > 1 && strcmp(argv[1], "dnnl") == 0) {
        void *h = dlopen(getenv("DNNL_LIB") ? getenv("DNNL_LIB") : "libdnnl.so.2", RTLD_NOW);
        if (!h || !(dnnl = (sgemm_fn)dlsym(h, "dnnl_sgemm"))) {
            printf("error %s\n", dlerror());
            return 1;
        }
        a = 2;
    }
    if (argc < a + 4) {
        fprintf(stderr, "usage: gemm_bench [dnnl] M K N MODE [TARGET_MS [BATCHES]]\n");
        return 2;
    }
    int m = atoi(argv[a]), k = atoi(argv[a + 1]), n = atoi(argv[a + 2]), mode = atoi(argv[a + 3]);
    double target = argc > a + 4 ? atof(argv[a + 4]) : 40;
    int batches = argc > a + 5 ? atoi(argv[a + 5]) : 5;
    printf("%s %.1f\n", dnnl ? "dnnl" : "ours", bench(m, k, n, mode, target, batches, dnnl));
    return 0;
}
#endif
