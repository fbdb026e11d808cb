/* test_kern.c — kern variants against their scalar twins: elementwise f32
 * kernels must give the same bits (incl. NaN, ±0, ±inf, broadcast operands),
 * gemm must be close to a double-precision reference and give the same bits
 * as the scalar twin (all variants share one summation order, no FMA), for square, thin,
 * transposed and edge shapes with alpha/beta. Builds natively (x86 AVX2 gemm
 * when available) and with emcc -msimd128 (tests/c/build_kern_wasm.sh). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kn.h"
#include "nb_math_sleef.h"

#define SLEEF_HASH 0xf74987e057bd06b9ull /* = the same loop over libsleef 3.6.1 */

static int npass, nfail;
#define CHECK(cond, ...) do { if (cond) npass++; else { nfail++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)

static uint32_t rng = 12345;
static float frand(void)
{
    rng = rng * 1664525u + 1013904223u;
    return (float)((rng >> 8) & 0xffff) / 32768.0f - 1.0f;
}

static void test_elementwise(void)
{
    enum { N = 103 };
    float a[N], b[N], o1[N], o2[N];
    const float special[] = {NAN, -NAN, 0.0f, -0.0f, INFINITY, -INFINITY, 1.0f, -1.0f, 1e-40f, 3.4e38f};
    for (int i = 0; i < N; i++) {
        a[i] = i < 10 ? special[i] : frand() * 10;
        b[i] = i >= 10 && i < 20 ? special[i - 10] : (i % 7 == 0 ? a[i] : frand() * 10);
        if (i > 20 && i < 40) b[i] = special[(i * 3) % 10];
    }
    for (int op = 0; op < KN_NBINOPS; op++) {
        if (op >= KN_BITAND) continue; /* integer-only ops */
        for (int mode = 0; mode < 3; mode++) {
            int64_t sa = mode == 1 ? 0 : 1, sb = mode == 2 ? 0 : 1;
            for (int n = 0; n <= N; n += (n < 9 ? 1 : 47)) {
                memset(o1, 0x55, sizeof o1); memset(o2, 0x55, sizeof o2);
                kn_bin_f32((kn_BinOp)op, n, a, sa, b + 3 * (mode == 2), sb, o1);
                kn_scalar_bin_f32((kn_BinOp)op, n, a, sa, b + 3 * (mode == 2), sb, o2);
                CHECK(memcmp(o1, o2, sizeof(float) * (size_t)n) == 0, "bin op %d mode %d n %d: bits differ", op, mode, n);
            }
        }
    }
}

/* C = alpha * A @ B + beta * C0 with A/B possibly transposed (via strides). */
static void test_gemm_case(int64_t m, int64_t n, int64_t k, int ta, int tb, float alpha, float beta, void *ws)
{
    float *A = malloc(sizeof(float) * (size_t)(m * k + 1)), *B = malloc(sizeof(float) * (size_t)(k * n + 1));
    float *C1 = malloc(sizeof(float) * (size_t)(m * n + 1)), *C2 = malloc(sizeof(float) * (size_t)(m * n + 1));
    double *R = malloc(sizeof(double) * (size_t)(m * n + 1));
    for (int64_t i = 0; i < m * k; i++) A[i] = frand();
    for (int64_t i = 0; i < k * n; i++) B[i] = frand();
    for (int64_t i = 0; i < m * n; i++) C1[i] = C2[i] = frand();
    int64_t rsa = ta ? 1 : k, csa = ta ? m : 1, rsb = tb ? 1 : n, csb = tb ? k : 1;
    double maxref = 0;
    for (int64_t i = 0; i < m; i++)
        for (int64_t j = 0; j < n; j++) {
            double s = 0;
            for (int64_t p = 0; p < k; p++) s += (double)A[i * rsa + p * csa] * (double)B[p * rsb + j * csb];
            R[i * n + j] = alpha * s + (beta == 0 ? 0 : beta * (double)C1[i * n + j]);
            if (fabs(R[i * n + j]) > maxref) maxref = fabs(R[i * n + j]);
        }
    /* a workspace of exactly kn_gemm_ws_need bytes (ASan catches overruns)
     * gives the same bits as the full-size one */
    size_t need = kn_gemm_ws_need(m, n, k, sizeof(float));
    CHECK(need <= kn_gemm_ws_size(sizeof(float)), "ws_need %zu > ws_size", need);
    float *C3 = malloc(sizeof(float) * (size_t)(m * n + 1));
    memcpy(C3, C1, sizeof(float) * (size_t)(m * n));
    void *ws2 = malloc(need ? need : 1);
    kn_gemm_f32(m, n, k, alpha, A, rsa, csa, B, rsb, csb, beta, C1, n, 1, ws2);
    kn_scalar_gemm_f32(m, n, k, alpha, A, rsa, csa, B, rsb, csb, beta, C2, n, 1, ws2);
    kn_gemm_f32(m, n, k, alpha, A, rsa, csa, B, rsb, csb, beta, C3, n, 1, ws);
    CHECK(memcmp(C1, C3, sizeof(float) * (size_t)(m * n)) == 0, "gemm %lldx%lldx%lld: sized and full workspace differ",
          (long long)m, (long long)n, (long long)k);
    free(ws2); free(C3);
    double e1 = 0, e2 = 0;
    for (int64_t i = 0; i < m * n; i++) {
        double d1 = fabs(C1[i] - R[i]), d2 = fabs(C2[i] - R[i]);
        if (d1 > e1 || d1 != d1) e1 = d1 != d1 ? INFINITY : d1;
        if (d2 > e2) e2 = d2;
    }
    double tol = 1e-6 * (double)(k + 1) * (maxref + 1);
    CHECK(memcmp(C1, C2, sizeof(float) * (size_t)(m * n)) == 0, "gemm %lldx%lldx%lld ta%d tb%d: variant bits differ from the scalar twin",
          (long long)m, (long long)n, (long long)k, ta, tb);
    CHECK(e1 <= tol && e2 <= tol, "gemm %lldx%lldx%lld ta%d tb%d alpha %g beta %g: err %g / scalar %g (tol %g)",
          (long long)m, (long long)n, (long long)k, ta, tb, alpha, beta, e1, e2, tol);
    free(A); free(B); free(C1); free(C2); free(R);
}

static void test_gemm(void)
{
    void *ws = malloc(kn_gemm_ws_size(sizeof(float)));
    const int64_t shapes[][3] = {{1, 1, 1}, {3, 5, 7}, {6, 16, 9}, {7, 17, 300}, {64, 64, 64}, {97, 130, 260},
                                 {1, 128, 784}, {256, 16, 2}, {32, 128, 784}, {5, 600, 3}, {130, 3, 513}, {2, 2, 0}};
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
        for (int ta = 0; ta < 2; ta++)
            for (int tb = 0; tb < 2; tb++) {
                test_gemm_case(shapes[s][0], shapes[s][1], shapes[s][2], ta, tb, 1.0f, 0.0f, ws);
                if (s % 3 == 1) test_gemm_case(shapes[s][0], shapes[s][1], shapes[s][2], ta, tb, 0.5f, 1.0f, ws);
                if (s % 4 == 2) test_gemm_case(shapes[s][0], shapes[s][1], shapes[s][2], ta, tb, -2.0f, 0.25f, ws);
            }
    /* beta == 0 ignores NaN in C */
    float a = 1, b = 2, cc = NAN;
    kn_gemm_f32(1, 1, 1, 1.0f, &a, 1, 1, &b, 1, 1, 0.0f, &cc, 1, 1, ws);
    CHECK(cc == 2, "beta 0 with NaN C: %g", cc);
    free(ws);
}

/* The gemm's order is the reference BLAS "N" form: C = beta*C, then for p in
 * order C += (alpha*a_p)*b_p (mul, then add). Every variant must give exactly
 * the bits of this naive loop (what PyTorch on Debian computes). */
static void test_gemm_blas_order(void)
{
    void *ws = malloc(kn_gemm_ws_size(sizeof(float)));
    const int64_t shapes[][3] = {{4, 5, 10}, {32, 10, 784}, {7, 33, 300}, {1, 256, 784}, {64, 20, 513}};
    const float ab[][2] = {{1.0f, 0.0f}, {1.0f, 1.0f}, {0.5f, 2.0f}, {-3.0f, 0.25f}};
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
        for (size_t q = 0; q < sizeof ab / sizeof ab[0]; q++) {
            int64_t m = shapes[s][0], n = shapes[s][1], k = shapes[s][2];
            float alpha = ab[q][0], beta = ab[q][1];
            float *A = malloc(sizeof(float) * (size_t)(m * k)), *B = malloc(sizeof(float) * (size_t)(k * n));
            float *C1 = malloc(sizeof(float) * (size_t)(m * n)), *C2 = malloc(sizeof(float) * (size_t)(m * n));
            float *C3 = malloc(sizeof(float) * (size_t)(m * n));
            for (int64_t i = 0; i < m * k; i++) A[i] = frand();
            for (int64_t i = 0; i < k * n; i++) B[i] = frand();
            for (int64_t i = 0; i < m * n; i++) C1[i] = C2[i] = C3[i] = frand();
            for (int64_t i = 0; i < m; i++)
                for (int64_t j = 0; j < n; j++) {
                    volatile float acc = beta == 0 ? 0.0f : (beta == 1 ? C2[i * n + j] : beta * C2[i * n + j]);
                    for (int64_t p = 0; p < k; p++) {
                        volatile float prod = (alpha * A[i * k + p]) * B[p * n + j];
                        acc = acc + prod;
                    }
                    C2[i * n + j] = acc;
                }
            kn_gemm_f32(m, n, k, alpha, A, k, 1, B, n, 1, beta, C1, n, 1, ws);
            CHECK(memcmp(C1, C2, sizeof(float) * (size_t)(m * n)) == 0, "gemm %lldx%lldx%lld alpha %g beta %g: not the BLAS order",
                  (long long)m, (long long)n, (long long)k, alpha, beta);
            kn_scalar_gemm_f32(m, n, k, alpha, A, k, 1, B, n, 1, beta, C3, n, 1, ws);
            CHECK(memcmp(C3, C2, sizeof(float) * (size_t)(m * n)) == 0, "scalar gemm %lldx%lldx%lld: not the BLAS order",
                  (long long)m, (long long)n, (long long)k);
            free(A); free(B); free(C1); free(C2); free(C3);
        }
    free(ws);
}

/* FNV-1a over the bits of a float/double array. */
static uint64_t fnv(const void *p, size_t nbytes, uint64_t h)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < nbytes; i++) { h ^= b[i]; h *= 1099511628211ull; }
    return h;
}

/* ATen's cascade-sum loop (kn_sum2d) over fixed data and block shapes: the
 * hash of all results is pinned, so the native and both WASM builds must
 * produce the very same bits (the values were checked against PyTorch 2.6
 * through tests/py/numerics). */
static void test_sum_pinned(void)
{
    enum { N = 40000 };
    float *x = malloc(sizeof(float) * N);
    double *xd = malloc(sizeof(double) * N);
    uint32_t r = 777;
    for (int i = 0; i < N; i++) {
        r = r * 1664525u + 1013904223u;
        x[i] = (float)((int32_t)r) / 2147483648.0f * 3.0f;
        xd[i] = (double)x[i] * 1.000000119;
    }
    const int64_t blocks[][4] = {{1, 1, 1, 0}, {7, 1, 1, 0}, {8, 1, 1, 0}, {33, 1, 1, 0}, {1000, 1, 1, 0},
                                 {40000, 1, 1, 0}, {17, 5, 1, 17}, {64, 10, 64, 1}, {64, 100, 100, 1},
                                 {5, 3, 3, 1}, {100, 7, 1, 100}, {9, 40, 3, 120}};
    uint64_t h = 1469598103934665603ull;
    for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; b++) {
        int64_t s0 = blocks[b][0], s1 = blocks[b][1], is0 = blocks[b][2], is1 = blocks[b][3];
        float out[128];
        double outd[128];
        /* reduce dim 0 (output stride 0), keep dim 1 (output stride 1) */
        memset(out, 0, sizeof out); memset(outd, 0, sizeof outd);
        kn_sum2d_f32(s0, s1, x, is0, is1, out, 0, 1);
        kn_sum2d_f64(s0, s1, xd, is0, is1, outd, 0, 1);
        h = fnv(out, sizeof(float) * (size_t)s1, h);
        h = fnv(outd, sizeof(double) * (size_t)s1, h);
    }
    printf("sum hash %016llx\n", (unsigned long long)h);
    CHECK(h == 0x719c7fac23af481full, "sum bits changed: hash %016llx", (unsigned long long)h);
    free(x); free(xd);
}

/* SLEEF twins (nb_math_sleef.c): values pinned from libsleef 3.6.1 (the
 * oracle's Sleef_expf16_u10 etc.), a hash over many inputs pinned so native
 * and both WASM builds must agree, and PyTorch's sigmoid block/tail split. */
static void test_sleef(void)
{
    CHECK(nb_sl_expf(-0.162530779838562f) == 0.8499898910522461f, "expf %a", (double)nb_sl_expf(-0.162530779838562f));
    CHECK(nb_sl_expf(0.11984150856733322f - 2.3022053241729736f) == 0x1.cdecc8p-4f, "expf 2");
    CHECK(nb_sl_expf(-104.5f) == 0.0f && isinf(nb_sl_expf(100.5f)) && isnan(nb_sl_expf(NAN)), "expf specials");
    CHECK(isinf(nb_sl_logf(0.0f)) && nb_sl_logf(0.0f) < 0 && isnan(nb_sl_logf(-1.0f)) && nb_sl_logf(1.0f) == 0.0f, "logf specials");
    CHECK(nb_sl_tanhf(20.0f) == 1.0f && nb_sl_tanhf(-0.0f) == 0.0f && signbit(nb_sl_tanhf(-0.0f)), "tanhf specials");
    uint64_t h = 1469598103934665603ull;
    for (uint32_t k = 0; k < 200000; k++) {
        uint32_t u = k * 21473u + 0x3a000000u;
        float x;
        memcpy(&x, &u, 4);
        float r[5] = {nb_sl_expf(x), nb_sl_expf(-x), nb_sl_logf(x), nb_sl_tanhf(x), nb_sl_tanhf(-x * 0.5f)};
        double xd = ((double)k - 100000.0) * 0.00731, rd[3] = {nb_sl_exp(xd), nb_sl_log(fabs(xd) * 1e3 + 1e-300), nb_sl_exp(-xd * 3.1)};
        for (int j = 0; j < 5; j++) if (r[j] != r[j]) r[j] = 12345.0f; /* NaN payloads are not portable */
        for (int j = 0; j < 3; j++) if (rd[j] != rd[j]) rd[j] = 12345.0;
        h = fnv(r, sizeof r, h);
        h = fnv(rd, sizeof rd, h);
    }
    printf("sleef hash %016llx\n", (unsigned long long)h);
    CHECK(h == SLEEF_HASH, "sleef bits changed: hash %016llx", (unsigned long long)h);
    /* sigmoid: blocks of 32 with SLEEF exp, the remainder glibc's formula */
    float in[40], out[40];
    for (int i = 0; i < 40; i++) in[i] = -2.7053747177124023f;
    kn_un_f32(KN_SIGMOID, 40, in, 1, out, NULL);
    float vs = 1.0f / (1.0f + nb_sl_expf(2.7053747177124023f)), vg = 1.0f / (1.0f + expf(2.7053747177124023f));
    CHECK(vs != vg && out[0] == vs && out[31] == vs && out[32] == vg && out[39] == vg, "sigmoid split");
    kn_un_f32(KN_SIGMOID, 20, in, 2, out, NULL);
    CHECK(out[0] == vg && out[19] == vg, "strided sigmoid is scalar");
}

int main(void)
{
    printf("gemm variant: %s\n", kn_gemm_variant());
    test_elementwise();
    test_gemm();
    test_gemm_blas_order();
    test_sum_pinned();
    test_sleef();
    printf("%d passed, %d failed\n", npass, nfail);
    return nfail != 0;
}
