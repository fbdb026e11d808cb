/* kn_x86.c — x86-64 AVX2 f32 gemm (6x16 register tile, 12 ymm accumulators)
 * selected at run time with __builtin_cpu_supports; other CPUs/architectures
 * report "not run" and kn_dispatch.c falls back to the scalar twin.
 * Deliberately no FMA: every variant (scalar, AVX2, WASM SIMD128) computes
 * each C element in the reference-BLAS order PyTorch gets from Debian's
 * libblas (C = beta*C, then C += (alpha*a_p) * b_p for p in order, mul then
 * add), so matmul bits are identical across the native CLI, the WASM builds
 * and PyTorch. Elementwise kernels stay scalar on x86. */
#include "kn.h"

#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__)
#include <immintrin.h>

#define T_AVX __attribute__((target("avx2")))

/* acc[6*16] += A panel (6 x kc) @ B panel (kc x 16), p in order, mul then add */
T_AVX static void micro_6x16(int64_t kc, const float *ap, const float *bp, float *acc)
{
    __m256 c00 = _mm256_loadu_ps(acc), c01 = _mm256_loadu_ps(acc + 8);
    __m256 c10 = _mm256_loadu_ps(acc + 16), c11 = _mm256_loadu_ps(acc + 24);
    __m256 c20 = _mm256_loadu_ps(acc + 32), c21 = _mm256_loadu_ps(acc + 40);
    __m256 c30 = _mm256_loadu_ps(acc + 48), c31 = _mm256_loadu_ps(acc + 56);
    __m256 c40 = _mm256_loadu_ps(acc + 64), c41 = _mm256_loadu_ps(acc + 72);
    __m256 c50 = _mm256_loadu_ps(acc + 80), c51 = _mm256_loadu_ps(acc + 88);
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

/* One C row without packing: C[j] += (alpha * a_p) * B[p][j] for p = 0..k-1
 * in order (mul then add), the running sum kept in C — the same per-element
 * order as the packed path and the scalar twin. */
T_AVX static void rows_avx(int64_t n, int64_t k, float alpha, const float *a, int64_t csa, const float *B, int64_t rsb,
                           float *C)
{
    for (int64_t p = 0; p < k; p++) {
        const float *b = B + p * rsb;
        float ap = alpha * a[p * csa];
        __m256 v = _mm256_set1_ps(ap);
        int64_t j = 0;
        for (; j + 8 <= n; j += 8)
            _mm256_storeu_ps(C + j, _mm256_add_ps(_mm256_loadu_ps(C + j), _mm256_mul_ps(v, _mm256_loadu_ps(b + j))));
        for (; j < n; j++) C[j] += ap * b[j];
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
