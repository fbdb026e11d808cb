/* kn.h — compute kernels: the only place with SIMD. Plain arrays, no tensors.
 *
 * Every kernel has a scalar definition in kn_scalar.c; SIMD builds
 * (kn_simd128.c under -msimd128) replace the hot loops with intrinsics that
 * give the same bits for elementwise ops (no FMA contraction, same operation
 * order). Strides are in elements; a stride of 0 broadcasts. Outputs are
 * contiguous unless a stride is given. */
#ifndef KN_H
#define KN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Binary ops on a common compute type (f32, f64, i64). Comparisons and
 * logical ops write 0/1 in the compute type. */
typedef enum kn_BinOp {
    KN_ADD, KN_SUB, KN_MUL, KN_DIV, KN_DIV_TRUNC, KN_DIV_FLOOR, KN_REMAINDER, KN_FMOD, KN_POW,
    KN_MAXIMUM, KN_MINIMUM, KN_ATAN2,
    KN_EQ, KN_NE, KN_LT, KN_LE, KN_GT, KN_GE,
    KN_LAND, KN_LOR, KN_LXOR,
    KN_BITAND, KN_BITOR, KN_BITXOR, KN_LSHIFT, KN_RSHIFT,
    KN_NBINOPS
} kn_BinOp;

/* Unary ops; p[] carries parameters (slope, beta, ...) where noted. */
typedef enum kn_UnOp {
    KN_NEG, KN_ABS, KN_SIGN, KN_EXP, KN_EXP2, KN_LOG, KN_LOG1P, KN_LOG2, KN_LOG10, KN_EXPM1,
    KN_SQRT, KN_RSQRT, KN_SIN, KN_COS, KN_TAN, KN_ASIN, KN_ACOS, KN_ATAN, KN_SINH, KN_COSH,
    KN_TANH, KN_SIGMOID, KN_RELU, KN_SILU, KN_MISH, KN_ERF, KN_ERFC,
    KN_FLOOR, KN_CEIL, KN_ROUND, KN_TRUNC, KN_FRAC, KN_RECIPROCAL, KN_SQUARE,
    KN_LNOT, KN_BITNOT, KN_ISNAN, KN_ISINF, KN_ISFINITE, KN_SIGNBIT,
    /* special functions (kn_special.c) */
    KN_ASINH, KN_ACOSH, KN_ATANH, KN_SINC, KN_DEG2RAD, KN_RAD2DEG, KN_ERFINV, KN_LGAMMA, KN_DIGAMMA,
    KN_TRIGAMMA, KN_I0, KN_I0E, KN_I1, KN_I1E, KN_ENTR, KN_NDTRI,
    KN_POLYGAMMA,   /* p0 n (0 digamma, 1 trigamma, else (-1)^(n+1) n! zeta(n+1, x)) */
    KN_LOGIT,       /* p0 eps, p1 1 when eps is given (clamps to [eps, 1-eps]) */
    /* parametrised */
    KN_GELU,        /* p0: 0 none, 1 tanh */
    KN_SOFTPLUS,    /* p0 beta, p1 threshold */
    KN_ELU,         /* p0 negcoef (alpha*scale), p1 negiptcoef (input scale), p2 poscoef (scale) */
    KN_LEAKY_RELU,  /* p0 slope */
    KN_HARDTANH,    /* p0 min, p1 max */
    KN_CLAMP,       /* p0 min (or NaN=absent), p1 max (or NaN=absent), p2 has_min, p3 has_max */
    KN_POW_SCALAR,  /* x ** p0 */
    KN_RPOW_SCALAR, /* p0 ** x */
    KN_MUL_SCALAR,  /* x * p0 */
    KN_ADD_SCALAR,  /* x + p0 */
    KN_ROUND_DEC,   /* round(x * 10^p0) / 10^p0 (PyTorch's formula) */
    KN_NAN_TO_NUM,  /* p0 nan, p1 posinf, p2 neginf */
    KN_NUNOPS
} kn_UnOp;

void kn_bin_f32(kn_BinOp op, int64_t n, const float *a, int64_t sa, const float *b, int64_t sb, float *o);
void kn_bin_f64(kn_BinOp op, int64_t n, const double *a, int64_t sa, const double *b, int64_t sb, double *o);
void kn_bin_i64(kn_BinOp op, int64_t n, const int64_t *a, int64_t sa, const int64_t *b, int64_t sb, int64_t *o);
/* PyTorch's cpu_kernel_vec split of a contiguous row of n elements: the
 * oracle's 2 threads take halves of ceil(n/2) when n > split_above (the
 * kernel's grain size), and each half runs blocks of blk elements through the
 * vector formula, its remainder through the scalar one. For position i,
 * returns the end of i's vector blocks and sets *seg_end to the end of i's half. */
int64_t kn_vec_block_end(int64_t i, int64_t n, int64_t blk, int64_t split_above, int64_t *seg_end);
/* SLEEF sinf/cosf's reduction for element i of a VML row of n floats (stride sx): 1 (four-part)
 * when a lane of its `lanes`-float vector is >= 125 (or not finite). */
int kn_trig_wide(const float *x, int64_t sx, int64_t n, int64_t i, int64_t lanes);
void kn_un_f32(kn_UnOp op, int64_t n, const float *a, int64_t sa, float *o, const double *p);
void kn_un_f64(kn_UnOp op, int64_t n, const double *a, int64_t sa, double *o, const double *p);
void kn_un_i64(kn_UnOp op, int64_t n, const int64_t *a, int64_t sa, int64_t *o, const double *p);

/* The special-function ops (kn_special.c) one element at a time, as
 * kn_un_f32/f64 run them: float in float, double in double. */
bool kn_is_special(kn_UnOp op);
float kn_special_f32(kn_UnOp op, float x, const double *p);
double kn_special_f64(kn_UnOp op, double x, const double *p);
/* erfinv as ATen's calc_erfinv (also the truncated-normal draw's). */
float kn_erfinv_f32(float y);
double kn_erfinv_f64(double y);

/* y[i] += alpha * x[i] */
void kn_axpy_f32(int64_t n, float alpha, const float *x, float *y);
void kn_axpy_f64(int64_t n, double alpha, const double *x, double *y);

/* Sum of n elements with stride s, PyTorch-like cascade order for float. */
float kn_sum_f32(int64_t n, const float *x, int64_t s);
double kn_sum_f64(int64_t n, const double *x, int64_t s);
/* One 2-D block of PyTorch's cascade_sum loop (see kn_scalar.c): sums ADDED
 * into out; strides in elements, output stride 0 on reduced dims. */
void kn_sum2d_f32(int64_t size0, int64_t size1, const float *in, int64_t is0, int64_t is1, float *out,
                  int64_t os0, int64_t os1);
void kn_sum2d_f64(int64_t size0, int64_t size1, const double *in, int64_t is0, int64_t is1, double *out,
                  int64_t os0, int64_t os1);
/* Column sums of a [rows, cols] block (columns contiguous, row stride rs) in
 * PyTorch's order for a reduction over a non-innermost dim. */
void kn_sum_outer_f32(int64_t rows, int64_t cols, const float *x, int64_t rs, float *out);
void kn_sum_outer_f64(int64_t rows, int64_t cols, const double *x, int64_t rs, double *out);

/* C[m,n] = beta * C + alpha * A[m,k] @ B[k,n] in the reference-BLAS "N" order
 * (what Debian's PyTorch gets from libblas sgemm/dgemm): C is scaled by beta
 * first (beta == 0 ignores C's old contents, NaN too), then for p = 0..k-1 in
 * order C[i][j] += (alpha * A[i][p]) * B[p][j], each a rounded mul then a
 * rounded add (no FMA). alpha == 0 only scales C. A element (i,p) at
 * A[i*rsa + p*csa]; likewise B, C. The BLAS "T" form (sum from zero, then
 * alpha*sum + beta*C) is the caller's: call with alpha 1, beta 0 on a scratch C. */
void kn_gemm_f32(int64_t m, int64_t n, int64_t k, float alpha,
                 const float *A, int64_t rsa, int64_t csa,
                 const float *B, int64_t rsb, int64_t csb,
                 float beta, float *C, int64_t rsc, int64_t csc, void *ws);
void kn_gemm_f64(int64_t m, int64_t n, int64_t k, double alpha,
                 const double *A, int64_t rsa, int64_t csa,
                 const double *B, int64_t rsb, int64_t csb,
                 double beta, double *C, int64_t rsc, int64_t csc, void *ws);
/* Bytes of workspace `ws` the gemm needs for element size elsize (caller
 * allocates; enough for every variant below). */
size_t kn_gemm_ws_size(size_t elsize);
/* Bytes of workspace enough for one m x n x k problem (every variant);
 * never more than kn_gemm_ws_size. Small products need only a few KiB. */
size_t kn_gemm_ws_need(int64_t m, int64_t n, int64_t k, size_t elsize);

/* ---- dispatch (kn_dispatch.c): kn_bin_f32 and kn_gemm_f32 above pick the
 * best variant of this build: SIMD128 (WASM build with -msimd128
 * -DNNSCOPE_SIMD128=1, kn_simd128.c), AVX2+FMA on x86 when the CPU has it
 * (kn_x86.c, gemm only), else the scalar twins. The scalar twins are always
 * available so tests can compare bits. */
void kn_scalar_bin_f32(kn_BinOp op, int64_t n, const float *a, int64_t sa, const float *b, int64_t sb, float *o);
void kn_scalar_gemm_f32(int64_t m, int64_t n, int64_t k, float alpha, const float *A, int64_t rsa, int64_t csa,
                        const float *B, int64_t rsb, int64_t csb, float beta, float *C, int64_t rsc, int64_t csc,
                        void *ws);
size_t kn_scalar_gemm_ws_size(size_t elsize);
size_t kn_scalar_gemm_ws_need(int64_t m, int64_t n, int64_t k, size_t elsize);
/* Name of the gemm variant this build/CPU uses: "scalar", "simd128", "avx2". */
const char *kn_gemm_variant(void);
#if defined(NNSCOPE_SIMD128)
void kn_simd128_bin_f32(kn_BinOp op, int64_t n, const float *a, int64_t sa, const float *b, int64_t sb, float *o);
void kn_simd128_gemm_f32(int64_t m, int64_t n, int64_t k, float alpha, const float *A, int64_t rsa, int64_t csa,
                         const float *B, int64_t rsb, int64_t csb, float beta, float *C, int64_t rsc, int64_t csc,
                         void *ws);
#endif
/* x86 (kn_x86.c): true when the AVX2+FMA gemm ran (false = caller falls back). */
bool kn_x86_gemm_f32(int64_t m, int64_t n, int64_t k, float alpha, const float *A, int64_t rsa, int64_t csa,
                     const float *B, int64_t rsb, int64_t csb, float beta, float *C, int64_t rsc, int64_t csc,
                     void *ws);
/* Shared packed-gemm geometry for the SIMD variants (ws holds MC*KC + KC*NC floats). */
#define KN_GEMM_MC 96
#define KN_GEMM_KC 256
#define KN_GEMM_NC 512

#endif
