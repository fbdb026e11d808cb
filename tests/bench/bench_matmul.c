/* bench_matmul.c — single-thread f32 matmul throughput of kn_gemm_f32 (the
 * dispatched variant: AVX2 natively when available, SIMD128 in the WASM SIMD
 * build) next to the scalar twin. Median GFLOPS of 7 repetitions per figure;
 * each repetition runs enough calls for ~20 ms. "fresh" rotates through 8
 * distinct weight buffers (as a model touching new weights each layer);
 * the backward rows use the transposed operands of a Linear layer.
 * Prints a table, then one JSON line per figure: {"name","ours","unit"}.
 * Native: built by tests/c/build_tensor_tests.sh; WASM: tests/c/build_kern_wasm.sh. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kn.h"

#define REPS 7
#define NFRESH 8

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

typedef void (*GemmFn)(int64_t m, int64_t n, int64_t k, float alpha, const float *A, int64_t rsa, int64_t csa,
                       const float *B, int64_t rsb, int64_t csb, float beta, float *C, int64_t rsc, int64_t csc,
                       void *ws);

typedef struct Fig { const char *name; int64_t m, n, k; int ta, tb, fresh; } Fig;

static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }

/* median GFLOPS of fn on this figure */
static double run(GemmFn fn, const Fig *f, float *A, float **Bs, float *C, void *ws)
{
    int64_t m = f->m, n = f->n, k = f->k;
    int64_t rsa = f->ta ? 1 : k, csa = f->ta ? m : 1, rsb = f->tb ? 1 : n, csb = f->tb ? k : 1;
    double flops = 2.0 * (double)m * (double)n * (double)k;
    /* calibrate iterations for ~20 ms */
    int64_t iters = 1;
    for (;;) {
        double t0 = now();
        for (int64_t it = 0; it < iters; it++) fn(m, n, k, 1.0f, A, rsa, csa, Bs[f->fresh ? it % NFRESH : 0], rsb, csb, 0.0f, C, n, 1, ws);
        double dt = now() - t0;
        if (dt > 0.02 || iters > (1 << 24)) break;
        iters *= 2;
    }
    double g[REPS];
    for (int r = 0; r < REPS; r++) {
        double t0 = now();
        for (int64_t it = 0; it < iters; it++) fn(m, n, k, 1.0f, A, rsa, csa, Bs[f->fresh ? it % NFRESH : 0], rsb, csb, 0.0f, C, n, 1, ws);
        double dt = now() - t0;
        g[r] = flops * (double)iters / dt * 1e-9;
    }
    qsort(g, REPS, sizeof g[0], cmpd);
    return g[REPS / 2];
}

int main(int argc, char **argv)
{
    int quick = argc > 1 && !strcmp(argv[1], "--quick");
    static const Fig figs[] = {
        {"square 64", 64, 64, 64, 0, 0, 0},
        {"square 128", 128, 128, 128, 0, 0, 0},
        {"square 256", 256, 256, 256, 0, 0, 0},
        {"square 512", 512, 512, 512, 0, 0, 0},
        {"(32x784)x(784x128)", 32, 128, 784, 0, 0, 0},
        {"(32x784)x(784x128) fresh", 32, 128, 784, 0, 0, 1},
        {"(1x784)x(784x128)", 1, 128, 784, 0, 0, 0},
        {"(1x784)x(784x128) fresh", 1, 128, 784, 0, 0, 1},
        {"(256x2)x(2x16)", 256, 16, 2, 0, 0, 0},
        {"(256x2)x(2x16) fresh", 256, 16, 2, 0, 0, 1},
        {"linear fwd x@W^T (32x784, W 128x784)", 32, 128, 784, 0, 1, 0},
        {"linear bwd dX=dY@W (32x128)x(128x784)", 32, 784, 128, 0, 0, 0},
        {"linear bwd dW=dY^T@X (128x32)x(32x784)", 128, 784, 32, 1, 0, 0},
        {"square 256 A^T B^T", 256, 256, 256, 1, 1, 0},
    };
    int nf = (int)(sizeof figs / sizeof figs[0]);
    size_t maxe = 512 * 512 + 64;
    float *A = malloc(sizeof(float) * maxe), *C = malloc(sizeof(float) * maxe);
    float *Bs[NFRESH];
    for (int i = 0; i < NFRESH; i++) Bs[i] = malloc(sizeof(float) * maxe);
    void *ws = malloc(kn_gemm_ws_size(sizeof(float)));
    if (!A || !C || !ws) { fprintf(stderr, "out of memory\n"); return 1; }
    for (size_t i = 0; i < maxe; i++) {
        A[i] = (float)((i * 7919) % 1000) / 1000.0f - 0.5f;
        for (int b = 0; b < NFRESH; b++) Bs[b][i] = (float)((i * 104729 + (size_t)b * 13) % 997) / 997.0f - 0.5f;
    }
    printf("kn_gemm_f32 variant: %s (single thread, median of %d)\n", kn_gemm_variant(), REPS);
    printf("%-42s %10s %10s\n", "shape", "ours", "scalar");
    double ours[32], sc[32];
    for (int i = 0; i < nf; i++) {
        if (quick && figs[i].m * figs[i].n * figs[i].k > 256 * 256 * 256) { ours[i] = sc[i] = 0; continue; }
        ours[i] = run(kn_gemm_f32, &figs[i], A, Bs, C, ws);
        sc[i] = run(kn_scalar_gemm_f32, &figs[i], A, Bs, C, ws);
        printf("%-42s %10.2f %10.2f\n", figs[i].name, ours[i], sc[i]);
    }
    for (int i = 0; i < nf; i++)
        printf("{\"name\": \"matmul %s\", \"ours\": %.3f, \"unit\": \"GFLOPS\"}\n", figs[i].name, ours[i]);
    free(A); free(C); free(ws);
    for (int i = 0; i < NFRESH; i++) free(Bs[i]);
    return 0;
}
