/* kn_dispatch.c — the one table of kernel variants (kn_x86.c is left out of
 * WASM builds, so the x86 path is compiled only for x86 targets): public kn_bin_f32 /
 * kn_gemm_f32 route to the SIMD128 kernels (WASM SIMD build), to the x86
 * AVX2+FMA gemm when the CPU supports it, or to the scalar twins. */
#include "kn.h"

void kn_bin_f32(kn_BinOp op, int64_t n, const float *a, int64_t sa, const float *b, int64_t sb, float *o)
{
#if defined(NNSCOPE_SIMD128)
    kn_simd128_bin_f32(op, n, a, sa, b, sb, o);
#else
    kn_scalar_bin_f32(op, n, a, sa, b, sb, o);
#endif
}

void kn_gemm_f32(int64_t m, int64_t n, int64_t k, float alpha, const float *A, int64_t rsa, int64_t csa,
                 const float *B, int64_t rsb, int64_t csb, float beta, float *C, int64_t rsc, int64_t csc, void *ws)
{
#if defined(NNSCOPE_SIMD128)
    kn_simd128_gemm_f32(m, n, k, alpha, A, rsa, csa, B, rsb, csb, beta, C, rsc, csc, ws);
#else
#if defined(__x86_64__) || defined(__i386__)
    if (kn_x86_gemm_f32(m, n, k, alpha, A, rsa, csa, B, rsb, csb, beta, C, rsc, csc, ws)) return;
#endif
    kn_scalar_gemm_f32(m, n, k, alpha, A, rsa, csa, B, rsb, csb, beta, C, rsc, csc, ws);
#endif
}

size_t kn_gemm_ws_size(size_t elsize)
{
    size_t simd = elsize * (size_t)(KN_GEMM_MC * KN_GEMM_KC + KN_GEMM_KC * KN_GEMM_NC);
    size_t sc = kn_scalar_gemm_ws_size(elsize);
    return simd > sc ? simd : sc;
}

/* Upper bound over every variant of this build: the SIMD drivers round rows
 * up to a multiple of MR (<= 8, dividing MC) and columns up to NR (<= 16,
 * dividing NC), with panels at most MC x KC and KC x NC (kn_gemm_driver.h). */
size_t kn_gemm_ws_need(int64_t m, int64_t n, int64_t k, size_t elsize)
{
    int64_t ka = k < KN_GEMM_KC ? k : KN_GEMM_KC;
    int64_t ma = m + 7 < KN_GEMM_MC ? m + 7 : KN_GEMM_MC;
    int64_t na = n + 15 < KN_GEMM_NC ? n + 15 : KN_GEMM_NC;
    size_t simd = elsize * (size_t)((ma + na) * ka);
    size_t sc = kn_scalar_gemm_ws_need(m, n, k, elsize);
    return simd > sc ? simd : sc;
}

const char *kn_gemm_variant(void)
{
#if defined(NNSCOPE_SIMD128)
    return "simd128";
#elif defined(__x86_64__) || defined(__i386__)
    float a = 1, b = 1, c = 0;
    return kn_x86_gemm_f32(1, 1, 1, 1.0f, &a, 1, 1, &b, 1, 1, 0.0f, &c, 1, 1, NULL) ? "avx2" : "scalar";
#else
    return "scalar";
#endif
}
