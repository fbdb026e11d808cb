/* kn_simd128.c — WASM SIMD128 kernels (compiled only by the WASM build with
 * -msimd128 -DNNSCOPE_SIMD128=1; CMake leaves *_simd128.c out natively).
 *
 * Elementwise f32 ops give the same bits as kn_scalar.c: only IEEE-exact
 * lane operations (add/sub/mul/div, compare+select for max/min/relu-like
 * choices) in the same per-element order, no FMA; other ops and strided
 * operands fall back to the scalar twin. The gemm uses a 4x16 register tile
 * (16 f32x4 accumulators) with the shared packed driver, in the same
 * per-element order as the scalar twin (mul then add, no FMA): same bits. */
#include "kn.h"

#if defined(NNSCOPE_SIMD128) && defined(__wasm_simd128__)
#include <wasm_simd128.h>

/* max/min with the scalar rule: NaN in x wins, then NaN in y, else x > y ? x : y
 * (so max(-0, +0) = +0 and max(+0, -0) = -0, as the scalar code). */
static inline v128_t vmax(v128_t x, v128_t y)
{
    v128_t r = wasm_v128_bitselect(x, y, wasm_f32x4_gt(x, y));
    r = wasm_v128_bitselect(y, r, wasm_f32x4_ne(y, y));
    return wasm_v128_bitselect(x, r, wasm_f32x4_ne(x, x));
}
static inline v128_t vmin(v128_t x, v128_t y)
{
    v128_t r = wasm_v128_bitselect(x, y, wasm_f32x4_lt(x, y));
    r = wasm_v128_bitselect(y, r, wasm_f32x4_ne(y, y));
    return wasm_v128_bitselect(x, r, wasm_f32x4_ne(x, x));
}

static inline v128_t ld(const float *p, int64_t s, int64_t i)
{
    return s == 0 ? wasm_f32x4_splat(p[0]) : wasm_v128_load(p + i);
}

void kn_simd128_bin_f32(kn_BinOp op, int64_t n, const float *a, int64_t sa, const float *b, int64_t sb, float *o)
{
    bool vec_ok = (sa == 0 || sa == 1) && (sb == 0 || sb == 1) &&
                  (op == KN_ADD || op == KN_SUB || op == KN_MUL || op == KN_DIV || op == KN_MAXIMUM || op == KN_MINIMUM);
    if (!vec_ok || n < 4) { kn_scalar_bin_f32(op, n, a, sa, b, sb, o); return; }
    int64_t i = 0;
    for (; i + 4 <= n; i += 4) {
        v128_t x = ld(a, sa, i), y = ld(b, sb, i), r;
        switch (op) {
        case KN_ADD: r = wasm_f32x4_add(x, y); break;
        case KN_SUB: r = wasm_f32x4_sub(x, y); break;
        case KN_MUL: r = wasm_f32x4_mul(x, y); break;
        case KN_DIV: r = wasm_f32x4_div(x, y); break;
        case KN_MAXIMUM: r = vmax(x, y); break;
        default: r = vmin(x, y); break;
        }
        wasm_v128_store(o + i, r);
    }
    if (i < n) kn_scalar_bin_f32(op, n - i, a + i * sa, sa, b + i * sb, sb, o + i);
}

/* acc[4*16] += A panel (4 x kc) @ B panel (kc x 16), p in order, mul then add */
static void micro_4x16(int64_t kc, const float *ap, const float *bp, float *acc)
{
    v128_t c[4][4];
    for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) c[i][j] = wasm_v128_load(acc + i * 16 + j * 4);
    for (int64_t p = 0; p < kc; p++) {
        v128_t b0 = wasm_v128_load(bp + p * 16), b1 = wasm_v128_load(bp + p * 16 + 4);
        v128_t b2 = wasm_v128_load(bp + p * 16 + 8), b3 = wasm_v128_load(bp + p * 16 + 12);
        for (int i = 0; i < 4; i++) {
            v128_t a = wasm_f32x4_splat(ap[p * 4 + i]);
            c[i][0] = wasm_f32x4_add(c[i][0], wasm_f32x4_mul(a, b0));
            c[i][1] = wasm_f32x4_add(c[i][1], wasm_f32x4_mul(a, b1));
            c[i][2] = wasm_f32x4_add(c[i][2], wasm_f32x4_mul(a, b2));
            c[i][3] = wasm_f32x4_add(c[i][3], wasm_f32x4_mul(a, b3));
        }
    }
    for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) wasm_v128_store(acc + i * 16 + j * 4, c[i][j]);
}

/* One C row without packing, in the packed path's per-element order (see kn_x86.c). */
static void rows_simd(int64_t n, int64_t k, float alpha, const float *a, int64_t csa, const float *B, int64_t rsb,
                      float *C)
{
    for (int64_t p = 0; p < k; p++) {
        const float *b = B + p * rsb;
        float ap = alpha * a[p * csa];
        v128_t v = wasm_f32x4_splat(ap);
        int64_t j = 0;
        for (; j + 4 <= n; j += 4)
            wasm_v128_store(C + j, wasm_f32x4_add(wasm_v128_load(C + j), wasm_f32x4_mul(v, wasm_v128_load(b + j))));
        for (; j < n; j++) C[j] += ap * b[j];
    }
}

#define KD_NAME gemm_simd128
#define KD_MR 4
#define KD_NR 16
#define KD_MICRO micro_4x16
#define KD_ROWS rows_simd
#include "kn_gemm_driver.h"

void kn_simd128_gemm_f32(int64_t m, int64_t n, int64_t k, float alpha, const float *A, int64_t rsa, int64_t csa,
                         const float *B, int64_t rsb, int64_t csb, float beta, float *C, int64_t rsc, int64_t csc,
                         void *ws)
{
    gemm_simd128(m, n, k, alpha, A, rsa, csa, B, rsb, csb, beta, C, rsc, csc, ws);
}
#endif
