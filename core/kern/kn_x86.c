/* kn_x86.c — x86-64 AVX2 f32 gemm (6x16 register tile, 12 ymm accumulators)
 * selected at run time with __builtin_cpu_supports; other CPUs/architectures
 * report "not run" and kn_dispatch.c falls back to the scalar twin.
 * Deliberately no FMA: every variant (scalar, AVX2, WASM SIMD128) computes
 * each C element as acc = sum_p a*b (mul, then add, p in order within KC
 * blocks) and C += alpha * acc, so matmul bits are identical across the
 * native CLI and the WASM builds. Elementwise kernels stay scalar on x86. */
#include "kn.h"

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#include <immintrin.h>

#define T_AVX __attribute__((target("avx2")))

/* acc[6*16] = A panel (6 x kc) @ B panel (kc x 16) */
T_AVX static void micro_6x16(int64_t kc, const float *ap, const float *bp, float *acc)
{
    __m256 c00 = _mm256_setzero_ps(), c01 = c00, c10 = c00, c11 = c00, c20 = c00, c21 = c00;
    __m256 c30 = c00, c31 = c00, c40 = c00, c41 = c00, c50 = c00, c51 = c00;
    for (int64_t p = 0; p < kc; p++) {
        __m256 b0 = _mm256_loadu_ps(bp + p * 16), b1 = _mm256_loadu_ps(bp + p * 16 + 8);
        const float *a = ap + p * 6;
        __m256 a0 = _mm256_broadcast_ss(a), a1 = _mm256_broadcast_ss(a + 1);
        c00 = _mm256_add_ps(c00, _mm256_mul_ps(a0, b0)); c01 = _mm256_add_ps(c01, _mm256_mul_ps(a0, b1));
        c10 = _mm256_add_ps(c10, _mm256_mul_ps(a1, b0)); c11 = _mm256_add_ps(c11, _mm256_mul_ps(a1, b1));
        __m256 a2 = _mm256_broadcast_ss(a + 2), a3 = _mm256_broadcast_ss(a + 3);
        c20 = _mm256_add_ps(c20, _mm256_mul_ps(a2, b0)); c21 = _mm256_add_ps(c21, _mm256_mul_ps(a2, b1));
        c30 = _mm256_add_ps(c30, _mm256_mul_ps(a3, b0)); c31 = _mm256_add_ps(c31, _mm256_mul_ps(a3, b1));
        __m256 a4 = _mm256_broadcast_ss(a + 4), a5 = _mm256_broadcast_ss(a + 5);
        c40 = _mm256_add_ps(c40, _mm256_mul_ps(a4, b0)); c41 = _mm256_add_ps(c41, _mm256_mul_ps(a4, b1));
        c50 = _mm256_add_ps(c50, _mm256_mul_ps(a5, b0)); c51 = _mm256_add_ps(c51, _mm256_mul_ps(a5, b1));
    }
    _mm256_storeu_ps(acc, c00); _mm256_storeu_ps(acc + 8, c01);
    _mm256_storeu_ps(acc + 16, c10); _mm256_storeu_ps(acc + 24, c11);
    _mm256_storeu_ps(acc + 32, c20); _mm256_storeu_ps(acc + 40, c21);
    _mm256_storeu_ps(acc + 48, c30); _mm256_storeu_ps(acc + 56, c31);
    _mm256_storeu_ps(acc + 64, c40); _mm256_storeu_ps(acc + 72, c41);
    _mm256_storeu_ps(acc + 80, c50); _mm256_storeu_ps(acc + 88, c51);
}

/* One C row without packing: per KC block, acc[j] = sum_p a_p * B[p][j]
 * (sequential p, mul then add) and C[j] += alpha * acc[j] — the same
 * per-element order as the packed path and the scalar twin. */
T_AVX static void rows_avx(int64_t n, int64_t k, float alpha, const float *a, int64_t csa, const float *B, int64_t rsb,
                           float *C)
{
    float acc[64];
    for (int64_t pc = 0; pc < k; pc += KN_GEMM_KC) {
        int64_t kc = k - pc < KN_GEMM_KC ? k - pc : KN_GEMM_KC;
        for (int64_t jc = 0; jc < n; jc += 64) {
            int64_t nc = n - jc < 64 ? n - jc : 64, j;
            for (j = 0; j < nc; j++) acc[j] = 0;
            for (int64_t p = pc; p < pc + kc; p++) {
                const float *b = B + p * rsb + jc;
                __m256 v = _mm256_set1_ps(a[p * csa]);
                for (j = 0; j + 8 <= nc; j += 8)
                    _mm256_storeu_ps(acc + j, _mm256_add_ps(_mm256_loadu_ps(acc + j), _mm256_mul_ps(v, _mm256_loadu_ps(b + j))));
                for (; j < nc; j++) acc[j] += a[p * csa] * b[j];
            }
            for (j = 0; j < nc; j++) C[jc + j] += alpha * acc[j];
        }
    }
}

#define KD_NAME gemm_avx2
#define KD_MR 6
#define KD_NR 16
#define KD_MICRO micro_6x16
#define KD_ROWS rows_avx
T_AVX
#include "kn_gemm_driver.h"

bool kn_x86_gemm_f32(int64_t m, int64_t n, int64_t k, float alpha, const float *A, int64_t rsa, int64_t csa,
                     const float *B, int64_t rsb, int64_t csb, float beta, float *C, int64_t rsc, int64_t csc,
                     void *ws)
{
    if (!__builtin_cpu_supports("avx2")) return false;
    if (!ws) return true; /* probe only (kn_gemm_variant) */
    gemm_avx2(m, n, k, alpha, A, rsa, csa, B, rsb, csb, beta, C, rsc, csc, ws);
    return true;
}

#else
bool kn_x86_gemm_f32(int64_t m, int64_t n, int64_t k, float alpha, const float *A, int64_t rsa, int64_t csa,
                     const float *B, int64_t rsb, int64_t csb, float beta, float *C, int64_t rsc, int64_t csc,
                     void *ws)
{
    (void)m; (void)n; (void)k; (void)alpha; (void)A; (void)rsa; (void)csa; (void)B; (void)rsb; (void)csb;
    (void)beta; (void)C; (void)rsc; (void)csc; (void)ws;
    return false;
}
#endif
