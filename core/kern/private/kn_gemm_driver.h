/* kn_gemm_driver.h — the packed, cache-tiled f32 gemm driver shared by the
 * SIMD variants (kn_x86.c, kn_simd128.c). Included by one .c file each, after
 * defining:
 *   KD_NAME                 the function to define (kn_gemm signature)
 *   KD_MR, KD_NR            register tile (micro-kernel computes MR x NR)
 *   KD_MICRO(kc, ap, bp, acc)  acc[MR*NR] (row-major) += ap[p*MR+i] * bp[p*NR+j] for p = 0..kc-1
 *                           in order (acc holds the C tile on entry)
 *   KD_ROWS(n, k, alpha, A, rsa, csa, B, rsb, C)  small path for one C row
 *                           (csb == 1, csc == 1): C[j] += (alpha * A[p*csa]) * B[p*rsb + j], p in order
 * Invariants: the reference-BLAS "N" order (see kn_scalar.c): C is first
 * scaled by beta (beta == 0 ignores old C, NaN too), then each element adds
 * its products (alpha * a) * b one by one, p = 0..k-1, mul then add;
 * A and B are read through their strides, so transposed operands are packed
 * without materialising a transpose; the workspace may be sized to the
 * problem (kn_gemm_ws_need); thin shapes (few rows or a short k) with
 * a row-major B skip packing entirely. */
#ifndef KD_SMALL_M
#define KD_SMALL_M 4
#endif
#ifndef KD_SMALL_K
#define KD_SMALL_K 8
#endif

static void KD_NAME(int64_t m, int64_t n, int64_t k, float alpha, const float *A, int64_t rsa, int64_t csa,
                    const float *B, int64_t rsb, int64_t csb, float beta, float *C, int64_t rsc, int64_t csc,
                    void *ws)
{
    if (beta == 0) { for (int64_t i = 0; i < m; i++) for (int64_t j = 0; j < n; j++) C[i * rsc + j * csc] = 0; }
    else if (beta != 1) { for (int64_t i = 0; i < m; i++) for (int64_t j = 0; j < n; j++) C[i * rsc + j * csc] *= beta; }
    if (k == 0 || alpha == 0 || m == 0 || n == 0) return; /* BLAS: alpha == 0 reads neither A nor B */
    if (csb == 1 && csc == 1 && (m <= KD_SMALL_M || k <= KD_SMALL_K)) {
        for (int64_t i = 0; i < m; i++) KD_ROWS(n, k, alpha, A + i * rsa, csa, B, rsb, C + i * rsc);
        return;
    }
    /* ws holds the A panel (MC x KC at most, rows rounded up to MR) then the B
     * panel; sized to this problem (kn_gemm_ws_need) or to the maximum. */
    int64_t ka_ = k < KN_GEMM_KC ? k : KN_GEMM_KC, ma_ = m < KN_GEMM_MC ? m : KN_GEMM_MC;
    ma_ = (ma_ + KD_MR - 1) / KD_MR * KD_MR;
    float *apack = (float *)ws, *bpack = apack + ma_ * ka_;
    float acc[KD_MR * KD_NR];
    for (int64_t jc = 0; jc < n; jc += KN_GEMM_NC) {
        int64_t nc = n - jc < KN_GEMM_NC ? n - jc : KN_GEMM_NC;
        for (int64_t pc = 0; pc < k; pc += KN_GEMM_KC) {
            int64_t kc = k - pc < KN_GEMM_KC ? k - pc : KN_GEMM_KC;
            for (int64_t jr = 0; jr < nc; jr += KD_NR) {
                float *dst = bpack + jr * kc;
                int64_t nr = nc - jr < KD_NR ? nc - jr : KD_NR;
                for (int64_t p = 0; p < kc; p++) {
                    const float *src = B + (pc + p) * rsb + (jc + jr) * csb;
                    int64_t j = 0;
                    if (csb == 1) for (; j < nr; j++) dst[p * KD_NR + j] = src[j];
                    else for (; j < nr; j++) dst[p * KD_NR + j] = src[j * csb];
                    for (; j < KD_NR; j++) dst[p * KD_NR + j] = 0;
                }
            }
            for (int64_t ic = 0; ic < m; ic += KN_GEMM_MC) {
                int64_t mc = m - ic < KN_GEMM_MC ? m - ic : KN_GEMM_MC;
                for (int64_t ir = 0; ir < mc; ir += KD_MR) {
                    float *dst = apack + ir * kc;
                    int64_t mr = mc - ir < KD_MR ? mc - ir : KD_MR;
                    for (int64_t p = 0; p < kc; p++) {
                        const float *src = A + (ic + ir) * rsa + (pc + p) * csa;
                        int64_t i = 0;
                        for (; i < mr; i++) dst[p * KD_MR + i] = alpha * src[i * rsa];
                        for (; i < KD_MR; i++) dst[p * KD_MR + i] = 0;
                    }
                }
                for (int64_t jr = 0; jr < nc; jr += KD_NR) {
                    int64_t nr = nc - jr < KD_NR ? nc - jr : KD_NR;
                    for (int64_t ir = 0; ir < mc; ir += KD_MR) {
                        int64_t mr = mc - ir < KD_MR ? mc - ir : KD_MR;
                        float *cp = C + (ic + ir) * rsc + (jc + jr) * csc;
                        for (int64_t i = 0; i < KD_MR; i++)
                            for (int64_t j = 0; j < KD_NR; j++)
                                acc[i * KD_NR + j] = i < mr && j < nr ? cp[i * rsc + j * csc] : 0.0f;
                        KD_MICRO(kc, apack + ir * kc, bpack + jr * kc, acc);
                        for (int64_t i = 0; i < mr; i++)
                            for (int64_t j = 0; j < nr; j++) cp[i * rsc + j * csc] = acc[i * KD_NR + j];
                    }
                }
            }
        }
    }
}
