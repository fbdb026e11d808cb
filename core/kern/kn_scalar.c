/* kn_scalar.c — portable kernels (always built). Float32 ops are computed in
 * float32 (no promotion to double) so results match PyTorch's CPU kernels for
 * the IEEE-exact operations; transcendental ones use the C library's float
 * functions. No FMA contraction is relied on (the build does not pass
 * -ffp-contract=fast; GCC's default for ISO C is off under -std=c11). */
#include "kn.h"
#include "nb_math_sleef.h"

#include <math.h>
#include <string.h>

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("fp-contract=off")
#endif

/* ---------------------------------------------------------------- binary */

static inline float fdivfloor(float a, float b)
{
    if (b == 0) return a / b;
    float mod = fmodf(a, b);
    float div = (a - mod) / b;
    if (mod != 0 && ((b < 0) != (mod < 0))) div -= 1;
    float fd;
    if (div != 0) {
        fd = floorf(div);
        if (div - fd > 0.5f) fd += 1.0f;
    } else {
        fd = copysignf(0.0f, a / b);
    }
    return fd;
}
static inline double ddivfloor(double a, double b)
{
    if (b == 0) return a / b;
    double mod = fmod(a, b);
    double div = (a - mod) / b;
    if (mod != 0 && ((b < 0) != (mod < 0))) div -= 1;
    double fd;
    if (div != 0) {
        fd = floor(div);
        if (div - fd > 0.5) fd += 1.0;
    } else {
        fd = copysign(0.0, a / b);
    }
    return fd;
}
static inline float fremf(float a, float b)
{
    float m = fmodf(a, b);
    if (m != 0 && ((b < 0) != (m < 0))) m += b;
    return m;
}
static inline double dremd(double a, double b)
{
    double m = fmod(a, b);
    if (m != 0 && ((b < 0) != (m < 0))) m += b;
    return m;
}
static inline int64_t ipow(int64_t b, int64_t e)
{
    if (e < 0) return b == 1 ? 1 : (b == -1 ? ((e & 1) ? -1 : 1) : 0);
    uint64_t r = 1, x = (uint64_t)b;
    while (e) {
        if (e & 1) r *= x;
        x *= x;
        e >>= 1;
    }
    return (int64_t)r;
}
static inline int64_t idivfloor(int64_t a, int64_t b)
{
    if (b == 0) return 0;
    if (b == -1) return (int64_t)(0 - (uint64_t)a);
    int64_t q = a / b, r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) q--;
    return q;
}
static inline int64_t iremi(int64_t a, int64_t b)
{
    if (b == 0 || b == -1) return 0;
    int64_t r = a % b;
    if (r != 0 && ((r < 0) != (b < 0))) r += b;
    return r;
}

#define FBIN(T, FL, FMOD, FPOW, FATAN2, DFLOOR, REM)                                   \
    switch (op) {                                                                      \
    case KN_ADD: for (i = 0; i < n; i++) o[i] = a[i*sa] + b[i*sb]; break;              \
    case KN_SUB: for (i = 0; i < n; i++) o[i] = a[i*sa] - b[i*sb]; break;              \
    case KN_MUL: for (i = 0; i < n; i++) o[i] = a[i*sa] * b[i*sb]; break;              \
    case KN_DIV: for (i = 0; i < n; i++) o[i] = a[i*sa] / b[i*sb]; break;              \
    case KN_DIV_TRUNC: for (i = 0; i < n; i++) o[i] = FL##trunc(a[i*sa] / b[i*sb]); break; \
    case KN_DIV_FLOOR: for (i = 0; i < n; i++) o[i] = DFLOOR(a[i*sa], b[i*sb]); break; \
    case KN_REMAINDER: for (i = 0; i < n; i++) o[i] = REM(a[i*sa], b[i*sb]); break;    \
    case KN_FMOD: for (i = 0; i < n; i++) o[i] = FMOD(a[i*sa], b[i*sb]); break;        \
    case KN_POW: for (i = 0; i < n; i++) o[i] = FPOW(a[i*sa], b[i*sb]); break;         \
    case KN_ATAN2: for (i = 0; i < n; i++) o[i] = FATAN2(a[i*sa], b[i*sb]); break;     \
    case KN_MAXIMUM: for (i = 0; i < n; i++) { T x = a[i*sa], y = b[i*sb];            \
        o[i] = (x != x) ? x : (y != y) ? y : (x > y ? x : y); } break;                 \
    case KN_MINIMUM: for (i = 0; i < n; i++) { T x = a[i*sa], y = b[i*sb];            \
        o[i] = (x != x) ? x : (y != y) ? y : (x < y ? x : y); } break;                 \
    case KN_EQ: for (i = 0; i < n; i++) o[i] = a[i*sa] == b[i*sb]; break;              \
    case KN_NE: for (i = 0; i < n; i++) o[i] = a[i*sa] != b[i*sb]; break;              \
    case KN_LT: for (i = 0; i < n; i++) o[i] = a[i*sa] < b[i*sb]; break;               \
    case KN_LE: for (i = 0; i < n; i++) o[i] = a[i*sa] <= b[i*sb]; break;              \
    case KN_GT: for (i = 0; i < n; i++) o[i] = a[i*sa] > b[i*sb]; break;               \
    case KN_GE: for (i = 0; i < n; i++) o[i] = a[i*sa] >= b[i*sb]; break;              \
    case KN_LAND: for (i = 0; i < n; i++) o[i] = (a[i*sa] != 0) && (b[i*sb] != 0); break; \
    case KN_LOR: for (i = 0; i < n; i++) o[i] = (a[i*sa] != 0) || (b[i*sb] != 0); break;  \
    case KN_LXOR: for (i = 0; i < n; i++) o[i] = (a[i*sa] != 0) != (b[i*sb] != 0); break; \
    default: for (i = 0; i < n; i++) o[i] = 0; break;                                 \
    }

void kn_scalar_bin_f32(kn_BinOp op, int64_t n, const float *a, int64_t sa, const float *b, int64_t sb, float *o)
{
    int64_t i;
    if (op == KN_ATAN2) {
        /* atan2_kernel: cpu_kernel_vec, AVX2 (REGISTER_DISPATCH): blocks of 16 floats through
         * Sleef_atan2f8_u10 when each operand is contiguous or a scalar, the rest std::atan2 */
        for (i = 0; i < n;) {
            int64_t se, ve = sa <= 1 && sb <= 1 ? kn_vec_block_end(i, n, 16, 32768, &se) : (se = n, 0);
            for (; i < ve; i++) o[i] = nb_sl_atan2f(a[i * sa], b[i * sb]);
            for (; i < se; i++) o[i] = atan2f(a[i * sa], b[i * sb]);
        }
        return;
    }
    FBIN(float, , fmodf, powf, atan2f, fdivfloor, fremf)
}
#define trunc_d trunc
void kn_bin_f64(kn_BinOp op, int64_t n, const double *a, int64_t sa, const double *b, int64_t sb, double *o)
{
    int64_t i;
    switch (op) {
    case KN_DIV_TRUNC: for (i = 0; i < n; i++) o[i] = trunc(a[i*sa] / b[i*sb]); return;
    default: break;
    }
#define dtrunc trunc
    FBIN(double, d, fmod, pow, atan2, ddivfloor, dremd)
}

/* Integer ops wrap (computed on uint64 where signed overflow would be UB);
 * division by zero is rejected by the caller. */
void kn_bin_i64(kn_BinOp op, int64_t n, const int64_t *a, int64_t sa, const int64_t *b, int64_t sb, int64_t *o)
{
    int64_t i;
#define U(x) ((uint64_t)(x))
    switch (op) {
    case KN_ADD: for (i = 0; i < n; i++) o[i] = (int64_t)(U(a[i*sa]) + U(b[i*sb])); break;
    case KN_SUB: for (i = 0; i < n; i++) o[i] = (int64_t)(U(a[i*sa]) - U(b[i*sb])); break;
    case KN_MUL: for (i = 0; i < n; i++) o[i] = (int64_t)(U(a[i*sa]) * U(b[i*sb])); break;
    case KN_DIV: case KN_DIV_TRUNC:
        for (i = 0; i < n; i++) { int64_t y = b[i*sb];
            o[i] = y == 0 ? 0 : y == -1 ? (int64_t)(0 - U(a[i*sa])) : a[i*sa] / y; } break;
    case KN_DIV_FLOOR: for (i = 0; i < n; i++) o[i] = idivfloor(a[i*sa], b[i*sb]); break;
    case KN_REMAINDER: for (i = 0; i < n; i++) o[i] = iremi(a[i*sa], b[i*sb]); break;
    case KN_FMOD: for (i = 0; i < n; i++) { int64_t y = b[i*sb];
            o[i] = (y == 0 || y == -1) ? 0 : a[i*sa] % y; } break;
    case KN_POW: for (i = 0; i < n; i++) o[i] = ipow(a[i*sa], b[i*sb]); break;
    case KN_ATAN2: for (i = 0; i < n; i++) o[i] = (int64_t)atan2((double)a[i*sa], (double)b[i*sb]); break;
    case KN_MAXIMUM: for (i = 0; i < n; i++) o[i] = a[i*sa] > b[i*sb] ? a[i*sa] : b[i*sb]; break;
    case KN_MINIMUM: for (i = 0; i < n; i++) o[i] = a[i*sa] < b[i*sb] ? a[i*sa] : b[i*sb]; break;
    case KN_EQ: for (i = 0; i < n; i++) o[i] = a[i*sa] == b[i*sb]; break;
    case KN_NE: for (i = 0; i < n; i++) o[i] = a[i*sa] != b[i*sb]; break;
    case KN_LT: for (i = 0; i < n; i++) o[i] = a[i*sa] < b[i*sb]; break;
    case KN_LE: for (i = 0; i < n; i++) o[i] = a[i*sa] <= b[i*sb]; break;
    case KN_GT: for (i = 0; i < n; i++) o[i] = a[i*sa] > b[i*sb]; break;
    case KN_GE: for (i = 0; i < n; i++) o[i] = a[i*sa] >= b[i*sb]; break;
    case KN_LAND: for (i = 0; i < n; i++) o[i] = a[i*sa] && b[i*sb]; break;
    case KN_LOR: for (i = 0; i < n; i++) o[i] = a[i*sa] || b[i*sb]; break;
    case KN_LXOR: for (i = 0; i < n; i++) o[i] = (a[i*sa] != 0) != (b[i*sb] != 0); break;
    case KN_BITAND: for (i = 0; i < n; i++) o[i] = a[i*sa] & b[i*sb]; break;
    case KN_BITOR: for (i = 0; i < n; i++) o[i] = a[i*sa] | b[i*sb]; break;
    case KN_BITXOR: for (i = 0; i < n; i++) o[i] = a[i*sa] ^ b[i*sb]; break;
    case KN_LSHIFT: for (i = 0; i < n; i++) { int64_t y = b[i*sb];
            o[i] = (y < 0 || y >= 64) ? 0 : (int64_t)(U(a[i*sa]) << y); } break;
    case KN_RSHIFT: for (i = 0; i < n; i++) { int64_t y = b[i*sb];
            o[i] = (y < 0 || y >= 64) ? (a[i*sa] < 0 ? -1 : 0) : (a[i*sa] >> y); } break;
    default: for (i = 0; i < n; i++) o[i] = 0; break;
    }
#undef U
}

/* ---------------------------------------------------------------- unary */

static inline float f_sigmoid(float x) { return 1.0f / (1.0f + expf(-x)); }
static inline double d_sigmoid(double x) { return 1.0 / (1.0 + exp(-x)); }

/* PyTorch's gelu formulas (GeluKernel): erf form and tanh form, evaluated in T. */
#define GELU(T, x, approx, ERF, TANH) \
    ((approx) ? (T)0.5 * (x) * ((T)1 + TANH((T)(M_SQRT2 * M_2_SQRTPI * 0.5) * ((x) + (T)0.044715 * ((x) * (x) * (x))))) \
              : (x) * (T)0.5 * ((T)1 + ERF((x) * (T)M_SQRT1_2)))

#ifndef M_SQRT2
#define M_SQRT2 1.41421356237309504880
#endif
#ifndef M_SQRT1_2
#define M_SQRT1_2 0.70710678118654752440
#endif
#ifndef M_2_SQRTPI
#define M_2_SQRTPI 1.12837916709551257390
#endif

/* relu is ATen's clamp_min(x, 0): negative numbers and -inf become +0.;
 * -0. and nan pass through. It is decided on the bits, not by a float
 * comparison: Emscripten 3.1.6's LLVM turns every float form of
 * `x < 0 ? 0 : x` (even a mask over the bits chosen by a float compare)
 * into f32.max/f64.max, and WebAssembly's max makes -0. into +0. */
static inline float relu_f32(float x)
{
    uint32_t b;
    memcpy(&b, &x, sizeof b);
    uint32_t mag = b & 0x7fffffffu;
    if ((int32_t)b < 0 && mag != 0 && mag <= 0x7f800000u)
        b = 0;
    memcpy(&x, &b, sizeof b);
    return x;
}

static inline double relu_f64(double x)
{
    uint64_t b;
    memcpy(&b, &x, sizeof b);
    uint64_t mag = b & 0x7fffffffffffffffull;
    if ((int64_t)b < 0 && mag != 0 && mag <= 0x7ff0000000000000ull)
        b = 0;
    memcpy(&x, &b, sizeof b);
    return x;
}
#define RELU(x) _Generic((x), float: relu_f32, double: relu_f64)(x)

#define FUN(T, S)                                                                                   \
    for (i = 0; i < n; i++) {                                                                      \
        T x = a[i * sa], r;                                                                        \
        switch (op) {                                                                              \
        case KN_NEG: r = -x; break;                                                                \
        case KN_ABS: r = S##fabs(x); break;                                                        \
        case KN_SIGN: r = (T)((0 < x) - (x < 0)); break;   /* nan -> 0, as ATen */                 \
        case KN_EXP: r = S##exp(x); break;                                                         \
        case KN_EXP2: r = S##exp2(x); break;                                                       \
        case KN_LOG: r = S##log(x); break;                                                         \
        case KN_LOG1P: r = S##log1p(x); break;                                                     \
        case KN_LOG2: r = S##log2(x); break;                                                       \
        case KN_LOG10: r = S##log10(x); break;                                                     \
        case KN_EXPM1: r = S##expm1(x); break;                                                     \
        case KN_SQRT: r = S##sqrt(x); break;                                                       \
        case KN_RSQRT: r = (T)1 / S##sqrt(x); break;                                               \
        case KN_SIN: r = S##sin(x); break;                                                         \
        case KN_COS: r = S##cos(x); break;                                                         \
        case KN_TAN: r = S##tan(x); break;                                                         \
        case KN_ASIN: r = S##asin(x); break;                                                       \
        case KN_ACOS: r = S##acos(x); break;                                                       \
        case KN_ATAN: r = S##atan(x); break;                                                       \
        case KN_SINH: r = S##sinh(x); break;                                                       \
        case KN_COSH: r = S##cosh(x); break;                                                       \
        case KN_TANH: r = S##tanh(x); break;                                                       \
        case KN_SIGMOID: r = (T)1 / ((T)1 + S##exp(-x)); break;                                    \
        case KN_RELU: r = RELU(x); break;                                                        \
        case KN_SILU: r = x / ((T)1 + S##exp(-x)); break;                                          \
        case KN_MISH: r = x * S##tanh(S##log1p(S##exp(x))); break;                                 \
        case KN_ERF: r = S##erf(x); break;                                                         \
        case KN_ERFC: r = S##erfc(x); break;                                                       \
        case KN_FLOOR: r = S##floor(x); break;                                                     \
        case KN_CEIL: r = S##ceil(x); break;                                                       \
        case KN_ROUND: r = S##nearbyint(x); break;                                                 \
        case KN_TRUNC: r = S##trunc(x); break;                                                     \
        case KN_FRAC: r = x - S##trunc(x); break;                                                  \
        case KN_RECIPROCAL: r = (T)1 / x; break;                                                   \
        case KN_SQUARE: r = x * x; break;                                                          \
        case KN_LNOT: r = (x == 0); break;                                                         \
        case KN_ISNAN: r = (x != x); break;                                                        \
        case KN_ISINF: r = S##isinf_(x); break;                                                    \
        case KN_ISFINITE: r = S##isfinite_(x); break;                                              \
        case KN_SIGNBIT: r = signbit(x) != 0; break;                                               \
        case KN_GELU: r = GELU(T, x, p[0] != 0, S##erf, S##tanh); break;                           \
        case KN_SOFTPLUS: { T bx = x * (T)p[0];                                                    \
            r = bx > (T)p[1] ? x : S##log1p(S##exp(bx)) / (T)p[0]; } break;                        \
        case KN_ELU: r = x <= 0 ? (S##exp(x * (T)p[1]) - (T)1) * (T)p[0] : x * (T)p[2]; break;     \
        case KN_LEAKY_RELU: r = x > 0 ? x : x * (T)p[0]; break;                                    \
        case KN_HARDTANH: r = (x != x) ? x : (x < (T)p[0] ? (T)p[0] : (x > (T)p[1] ? (T)p[1] : x)); break; \
        case KN_CLAMP: r = x;                                                                      \
            if (r == r) { if (p[2] != 0) r = (T)p[0] != (T)p[0] ? (T)p[0] : (r < (T)p[0] ? (T)p[0] : r); \
                          if (p[3] != 0) r = (T)p[1] != (T)p[1] ? (T)p[1] : (r > (T)p[1] ? (T)p[1] : r); } \
            break;                                                                                 \
        case KN_POW_SCALAR: { T e = (T)p[0];                                                       \
            if (e == 2) r = x * x; else if (e == 3) r = x * x * x; else if (e == 0.5) r = S##sqrt(x); \
            else if (e == -0.5) r = (T)1 / S##sqrt(x); else if (e == -1) r = (T)1 / x;             \
            else if (e == -2) r = (T)1 / (x * x); else r = S##pow(x, e); } break;                  \
        case KN_RPOW_SCALAR: r = S##pow((T)p[0], x); break;                                        \
        case KN_MUL_SCALAR: r = x * (T)p[0]; break;                                                \
        case KN_ADD_SCALAR: r = x + (T)p[0]; break;                                                \
        case KN_ROUND_DEC: { T ten = (T)p[1];                                                      \
            r = p[0] >= 0 ? S##nearbyint(x * ten) / ten : S##nearbyint(x / ten) * ten; } break;    \
        case KN_NAN_TO_NUM: r = (x != x) ? (T)p[0] : (x == (T)INFINITY ? (T)p[1] : (x == -(T)INFINITY ? (T)p[2] : x)); break; \
        default: r = x; break;                                                                     \
        }                                                                                          \
        o[i] = r;                                                                                  \
    }

#define fisinf_(x) (isinf(x) != 0)
#define fisfinite_(x) (isfinite(x) != 0)
#define isinf_(x) (isinf(x) != 0)
#define isfinite_(x) (isfinite(x) != 0)
#define ffabs fabsf
#define fexp expf
#define fexp2 exp2f
#define flog logf
#define flog1p log1pf
#define flog2 log2f
#define flog10 log10f
#define fexpm1 expm1f
#define fsqrt sqrtf
#define fsin sinf
#define fcos cosf
#define ftan tanf
#define fasin asinf
#define facos acosf
#define fatan atanf
#define fsinh sinhf
#define fcosh coshf
#define ftanh tanhf
#define ferf erff
#define ferfc erfcf
#define ffloor floorf
#define fceil ceilf
#define fnearbyint nearbyintf
#define ftrunc truncf
#define fpow powf

/* Hot activations on contiguous input: the same expressions as FUN without
 * the per-element dispatch (so the same bits). Returns false for other ops. */
#define FAST_UN(T)                                                                                  \
    if (sa == 1) {                                                                                 \
        switch (op) {                                                                              \
        case KN_RELU: for (i = 0; i < n; i++) o[i] = RELU(a[i]); return;                          \
        case KN_NEG: for (i = 0; i < n; i++) o[i] = -a[i]; return;                                 \
        case KN_SQUARE: for (i = 0; i < n; i++) o[i] = a[i] * a[i]; return;                        \
        case KN_MUL_SCALAR: { T s = (T)p[0]; for (i = 0; i < n; i++) o[i] = a[i] * s; } return;   \
        case KN_ADD_SCALAR: { T s = (T)p[0]; for (i = 0; i < n; i++) o[i] = a[i] + s; } return;   \
        default: break;                                                                            \
        }                                                                                          \
    }

/* ---- PyTorch's vectorised elementwise math (see nb_math_sleef.h).
 * exp/log/tanh/expm1/erf/sin/cos/tan/asin/acos/atan/log1p/erfc are "VML"
 * kernels in PyTorch 2.6 (vec::map: every
 * element, tail included, goes through the vector function: SLEEF's, and
 * PyTorch's own polynomial for erf). sigmoid is a
 * cpu_kernel_vec kernel: on a contiguous row, blocks of 2 vectors (AVX512:
 * 32 floats / 16 doubles) use the vector formula 1/(1 + exp(0 - x)) with
 * SLEEF exp, the remainder the scalar 1/(1 + std::exp(-x)); a strided row is
 * all scalar. Above 32768 elements TensorIterator splits the row between the
 * oracle's 2 threads (halves of ceil(n/2)), each with its own remainder. */
int64_t kn_vec_block_end(int64_t i, int64_t n, int64_t blk, int64_t split_above, int64_t *seg_end)
{
    int64_t b = 0, e = n;
    if (n > split_above) {
        int64_t h = (n + 1) / 2;
        if (i < h) e = h; else b = h;
    }
    *seg_end = e;
    return b + (e - b) / blk * blk;
}

/* SLEEF 3.6's sinf/cosf pick the argument reduction for a whole vector of
 * `lanes` floats (four-part if any lane is >= 125). VML's vectors start at
 * each thread's chunk: halves of ceil(n/2) above its grain of 2048 with the
 * oracle's 2 threads; a partial last vector is padded with zeros. */
int kn_trig_wide(const float *x, int64_t sx, int64_t n, int64_t i, int64_t lanes)
{
    int64_t h = (n + 1) / 2, s0 = n > 2048 && i >= h ? h : 0, se = n > 2048 && i < h ? h : n;
    int64_t g0 = s0 + (i - s0) / lanes * lanes, g1 = g0 + lanes < se ? g0 + lanes : se;
    int wide = 0;
    for (int64_t j = g0; j < g1; j++) wide |= !(fabsf(x[j * sx]) < 125.0f);
    return wide;
}

static void trig_lanes(bool sin, int64_t n, const float *a, int64_t sa, float *o, int64_t lanes)
{
    int wide = 0;
    for (int64_t i = 0, h = (n + 1) / 2; i < n; i++) {
        if ((i - (n > 2048 && i >= h ? h : 0)) % lanes == 0) wide = kn_trig_wide(a, sa, n, i, lanes);
        o[i] = sin ? nb_sl_sinf_w(a[i * sa], wide) : nb_sl_cosf_w(a[i * sa], wide);
    }
}

static bool un_sleef_f32(kn_UnOp op, int64_t n, const float *a, int64_t sa, float *o, const double *p)
{
    int64_t i;
    switch (op) {
    case KN_EXP: for (i = 0; i < n; i++) o[i] = nb_sl_expf(a[i * sa]); return true;
    case KN_EXPM1: for (i = 0; i < n; i++) o[i] = nb_sl_expm1f(a[i * sa]); return true;
    case KN_ERF: for (i = 0; i < n; i++) o[i] = nb_pt_erff(a[i * sa]); return true;
    case KN_LOG: for (i = 0; i < n; i++) o[i] = nb_sl_logf(a[i * sa]); return true;
    case KN_LOG2: for (i = 0; i < n; i++) o[i] = nb_sl_log2f(a[i * sa]); return true;
    case KN_LOG10: for (i = 0; i < n; i++) o[i] = nb_sl_log10f(a[i * sa]); return true;
    case KN_TANH: for (i = 0; i < n; i++) o[i] = nb_sl_tanhf(a[i * sa]); return true;
    case KN_SIN: trig_lanes(true, n, a, sa, o, 16); return true; /* Sleef_sinf16_u35 (AVX512) */
    case KN_COS: trig_lanes(false, n, a, sa, o, 8); return true;  /* Sleef_cosf8_u35 (AVX2) */
    case KN_TAN: for (i = 0; i < n; i++) o[i] = nb_sl_tanf(a[i * sa]); return true;
    case KN_ASIN: for (i = 0; i < n; i++) o[i] = nb_sl_asinf(a[i * sa]); return true;
    case KN_ACOS: for (i = 0; i < n; i++) o[i] = nb_sl_acosf(a[i * sa]); return true;
    case KN_ATAN: for (i = 0; i < n; i++) o[i] = nb_sl_atanf(a[i * sa]); return true;
    case KN_LOG1P: for (i = 0; i < n; i++) o[i] = nb_sl_log1pf(a[i * sa]); return true;
    case KN_ERFC: for (i = 0; i < n; i++) o[i] = nb_sl_erfcf(a[i * sa]); return true;
    case KN_EXP2: case KN_SINH: case KN_COSH:
        /* cpu_kernel_vec kernels at AVX512 width (ALSO_REGISTER_AVX512_DISPATCH):
         * blocks of 32 floats take SLEEF's u10 function, the remainder (and
         * strided rows) std::exp2/sinh/cosh. */
        for (i = 0; i < n;) {
            int64_t se, ve = sa == 1 ? kn_vec_block_end(i, n, 32, 32768, &se) : (se = n, 0);
            for (; i < ve; i++)
                o[i] = op == KN_EXP2 ? nb_sl_exp2f(a[i]) : op == KN_SINH ? nb_sl_sinhf(a[i]) : nb_sl_coshf(a[i]);
            for (; i < se; i++) {
                float x = a[i * sa];
                o[i] = op == KN_EXP2 ? fexp2(x) : op == KN_SINH ? fsinh(x) : fcosh(x);
            }
        }
        return true;
    case KN_MISH: case KN_SOFTPLUS:
        /* Activation.cpp's cpu_kernel_vec kernels at AVX512 width: vector
         * x * tanh(log1p(exp(x))) and log1p(exp(x*beta)) / beta with SLEEF's
         * functions in blocks of 32 floats, the remainder with libm. */
        for (i = 0; i < n;) {
            int64_t se, ve = sa == 1 ? kn_vec_block_end(i, n, 32, 32768, &se) : (se = n, 0);
            for (; i < se; i++) {
                float x = a[i * sa], r;
                bool vec = i < ve;
                if (op == KN_MISH) r = x * (vec ? nb_sl_tanhf(nb_sl_log1pf(nb_sl_expf(x))) : tanhf(log1pf(expf(x))));
                else {
                    float bx = x * (float)p[0];
                    r = bx > (float)p[1] ? x : (vec ? nb_sl_log1pf(nb_sl_expf(bx)) : log1pf(expf(bx))) / (float)p[0];
                }
                o[i] = r;
            }
        }
        return true;
    case KN_SIGMOID:
        for (i = 0; i < n;) {
            int64_t se, ve = sa == 1 ? kn_vec_block_end(i, n, 32, 32768, &se) : (se = n, 0);
            for (; i < ve; i++) o[i] = 1.0f / (1.0f + nb_sl_expf(0.0f - a[i]));
            for (; i < se; i++) o[i] = 1.0f / (1.0f + expf(-a[i * sa]));
        }
        return true;
    case KN_POW_SCALAR: {
        /* pow(x, e) for an exponent without a special form (PowKernel: 2, 3,
         * 0.5, -0.5, -1, -2 stay in FUN): a cpu_kernel_vec kernel in blocks of
         * 32 floats (AVX512 dispatch) with Sleef_powf16_u10 of the exponent
         * rounded to float; the remainder is std::pow(float, double), i.e. the
         * double pow rounded to float (measured). */
        double e = p[0];
        if (e == 2 || e == 3 || e == 0.5 || e == -0.5 || e == -1 || e == -2) return false;
        for (i = 0; i < n;) {
            int64_t se, ve = sa == 1 ? kn_vec_block_end(i, n, 32, 32768, &se) : (se = n, 0);
            for (; i < ve; i++) o[i] = nb_sl_powf(a[i], (float)e);
            for (; i < se; i++) o[i] = (float)pow((double)a[i * sa], e);
        }
        return true;
    }
    case KN_GELU: case KN_SILU: case KN_ELU: {
        /* Activation kernels: SiLU and ELU in blocks of 32 floats (AVX512
         * dispatch, measured), GELU-tanh in blocks of 16 (AVX2), GeluKernel
         * splitting between the threads above 16384 elements. Vector exp/tanh
         * are SLEEF's, x + kappa*x^3 is fused (GCC contraction); the scalar
         * formulas call the C library. The exact (erf) GELU runs in oneDNN in
         * the oracle's build (mkldnn enabled), whose JIT erf is not reproduced
         * here: it keeps the plain libm formula. ELU is
         * (exp(x) - 1) * alpha, not expm1 (measured). */
        int64_t split = op == KN_GELU ? 16384 : 32768;
        const float kb = (float)(M_SQRT2 * M_2_SQRTPI * 0.5), kk = 0.044715f, ka = (float)M_SQRT1_2;
        for (i = 0; i < n;) {
            int64_t se, ve = sa == 1 ? kn_vec_block_end(i, n, op == KN_GELU ? 16 : 32, split, &se) : (se = n, 0);
            for (; i < se; i++) {
                float x = a[i * sa], r;
                bool vec = i < ve;
                if (op == KN_SILU) r = x / (1.0f + (vec ? nb_sl_expf(-x) : expf(-x)));
                else if (op == KN_ELU)
                    r = vec ? (x > 0 ? x * (float)p[2] : (nb_sl_expf(x * (float)p[1]) - 1.0f) * (float)p[0])
                            : (x <= 0 ? (expf(x * (float)p[1]) - 1.0f) * (float)p[0] : x * (float)p[2]);
                else if (p[0] != 0) {
                    float inner = kb * fmaf(kk, x * x * x, x);
                    r = 0.5f * x * (1.0f + (vec ? nb_sl_tanhf(inner) : tanhf(inner)));
                } else /* oneDNN's gelu_erf in the oracle (mkldnn path): not reproduced; libm erf */
                    r = x * 0.5f * (1.0f + erff(x * ka));
                o[i] = r;
            }
        }
        return true;
    }
    default: return false;
    }
}

static bool un_sleef_f64(kn_UnOp op, int64_t n, const double *a, int64_t sa, double *o, const double *p)
{
    int64_t i;
    switch (op) {
    case KN_EXP: for (i = 0; i < n; i++) o[i] = nb_sl_exp(a[i * sa]); return true;
    case KN_LOG: for (i = 0; i < n; i++) o[i] = nb_sl_log(a[i * sa]); return true;
    case KN_TANH: for (i = 0; i < n; i++) o[i] = nb_sl_tanh(a[i * sa]); return true;
    case KN_SIN: for (i = 0; i < n; i++) o[i] = nb_sl_sin(a[i * sa]); return true;
    case KN_COS: for (i = 0; i < n; i++) o[i] = nb_sl_cos(a[i * sa]); return true;
    case KN_SIGMOID:
        for (i = 0; i < n;) {
            int64_t se, ve = sa == 1 ? kn_vec_block_end(i, n, 16, 32768, &se) : (se = n, 0);
            for (; i < ve; i++) o[i] = 1.0 / (1.0 + nb_sl_exp(0.0 - a[i]));
            for (; i < se; i++) o[i] = 1.0 / (1.0 + exp(-a[i * sa]));
        }
        return true;
    case KN_SILU: case KN_ELU:
        /* as the float kernels, in blocks of 16 doubles (two AVX512 vectors) */
        for (i = 0; i < n;) {
            int64_t se, ve = sa == 1 ? kn_vec_block_end(i, n, 16, 32768, &se) : (se = n, 0);
            for (; i < se; i++) {
                double x = a[i * sa];
                bool vec = i < ve;
                if (op == KN_SILU) o[i] = x / (1.0 + (vec ? nb_sl_exp(-x) : exp(-x)));
                else o[i] = vec ? (x > 0 ? x * p[2] : (nb_sl_exp(x * p[1]) - 1.0) * p[0]) : (x <= 0 ? (exp(x * p[1]) - 1.0) * p[0] : x * p[2]);
            }
        }
        return true;
    default: return false;
    }
}

void kn_un_f32(kn_UnOp op, int64_t n, const float *a, int64_t sa, float *o, const double *p)
{
    int64_t i;
    if (un_sleef_f32(op, n, a, sa, o, p)) return;
    if (kn_is_special(op)) {
        for (i = 0; i < n; i++) o[i] = kn_special_f32(op, a[i * sa], p);
        return;
    }
    FAST_UN(float)
    FUN(float, f)
}

#define dfabs fabs
#define dexp exp
#define dexp2 exp2
#define dlog log
#define dlog1p log1p
#define dlog2 log2
#define dlog10 log10
#define dexpm1 expm1
#define dsqrt sqrt
#define dsin sin
#define dcos cos
#define dtan tan
#define dasin asin
#define dacos acos
#define datan atan
#define dsinh sinh
#define dcosh cosh
#define dtanh tanh
#define derf erf
#define derfc erfc
#define dfloor floor
#define dceil ceil
#define dnearbyint nearbyint
#define dpow pow
#define disinf_(x) (isinf(x) != 0)
#define disfinite_(x) (isfinite(x) != 0)

void kn_un_f64(kn_UnOp op, int64_t n, const double *a, int64_t sa, double *o, const double *p)
{
    int64_t i;
    if (un_sleef_f64(op, n, a, sa, o, p)) return;
    if (kn_is_special(op)) {
        for (i = 0; i < n; i++) o[i] = kn_special_f64(op, a[i * sa], p);
        return;
    }
    FAST_UN(double)
    FUN(double, d)
}

void kn_un_i64(kn_UnOp op, int64_t n, const int64_t *a, int64_t sa, int64_t *o, const double *p)
{
    for (int64_t i = 0; i < n; i++) {
        int64_t x = a[i * sa], r;
        switch (op) {
        case KN_NEG: r = (int64_t)(0 - (uint64_t)x); break;
        case KN_ABS: r = x < 0 ? (int64_t)(0 - (uint64_t)x) : x; break;
        case KN_SIGN: r = (0 < x) - (x < 0); break;
        case KN_RELU: r = x > 0 ? x : 0; break;
        case KN_SQUARE: r = (int64_t)((uint64_t)x * (uint64_t)x); break;
        case KN_LNOT: r = x == 0; break;
        case KN_BITNOT: r = ~x; break;
        case KN_ISNAN: case KN_ISINF: case KN_SIGNBIT: r = op == KN_SIGNBIT ? x < 0 : 0; break;
        case KN_ISFINITE: r = 1; break;
        case KN_HARDTANH: r = x < (int64_t)p[0] ? (int64_t)p[0] : (x > (int64_t)p[1] ? (int64_t)p[1] : x); break;
        case KN_CLAMP: r = x;
            if (p[2] != 0 && r < (int64_t)p[0]) r = (int64_t)p[0];
            if (p[3] != 0 && r > (int64_t)p[1]) r = (int64_t)p[1];
            break;
        case KN_POW_SCALAR: r = ipow(x, (int64_t)p[0]); break;
        case KN_MUL_SCALAR: r = (int64_t)((uint64_t)x * (uint64_t)(int64_t)p[0]); break;
        case KN_ADD_SCALAR: r = (int64_t)((uint64_t)x + (uint64_t)(int64_t)p[0]); break;
        case KN_LEAKY_RELU: r = x > 0 ? x : x * (int64_t)p[0]; break;
        default: r = x; break; /* floor/ceil/round/trunc are identity on ints */
        }
        o[i] = r;
    }
}

/* ---------------------------------------------------------------- axpy */
void kn_axpy_f32(int64_t n, float alpha, const float *x, float *y)
{
    for (int64_t i = 0; i < n; i++) y[i] += alpha * x[i];
}
void kn_axpy_f64(int64_t n, double alpha, const double *x, double *y)
{
    for (int64_t i = 0; i < n; i++) y[i] += alpha * x[i];
}

/* ---------------------------------------------------------------- sum
 * PyTorch's cascade sum (SumKernel.cpp): multi-level accumulators over chunks
 * of 2^level_power elements, 4-way interleaved ("ilp") partial sums, and for
 * contiguous input an outer split into vector lanes of KN_SUM_LANES floats.
 * Reproduced here lane by lane so the rounding order is the same. */
#ifndef KN_SUM_LANES
#define KN_SUM_LANES 8 /* Vectorized<float>::size() of the PyTorch CPU sum kernel (AVX2 width; measured against 1.13 and 2.6) */
#endif

static int64_t ceil_log2(int64_t x)
{
    int64_t r = 0;
    while (((int64_t)1 << r) < x) r++;
    return r;
}

/* multi_row_sum for `nrows` independent accumulators (lanes): element (i, k) at
 * x[i*rs + k*cs]; writes nrows sums to out. */
#define MULTI_ROW_SUM(T, NAME)                                                              \
static void NAME(const T *x, int64_t rs, int64_t cs, int64_t size, int nrows, T *out)       \
{                                                                                           \
    enum { LV = 4 };                                                                        \
    T acc[LV][64];                                                                          \
    int64_t lp = ceil_log2(size) / LV;                                                      \
    if (lp < 4) lp = 4;                                                                     \
    int64_t step = (int64_t)1 << lp, mask = step - 1;                                       \
    for (int j = 0; j < LV; j++) for (int k = 0; k < nrows; k++) acc[j][k] = 0;             \
    int64_t i = 0;                                                                          \
    if (size < step) { /* no level carries: each sum in order, then + the three zero levels */ \
        for (int k = 0; k < nrows; k++) {                                                   \
            T a = 0;                                                                        \
            for (i = 0; i < size; i++) a += x[i * rs + k * cs];                             \
            a += acc[1][k]; a += acc[2][k]; a += acc[3][k];                                 \
            out[k] = a;                                                                     \
        }                                                                                   \
        return;                                                                             \
    }                                                                                       \
    for (; i + step <= size;) {                                                             \
        for (int64_t j = 0; j < step; ++j, ++i)                                             \
            for (int k = 0; k < nrows; k++) acc[0][k] += x[i * rs + k * cs];                \
        for (int j = 1; j < LV; ++j) {                                                      \
            for (int k = 0; k < nrows; k++) { acc[j][k] += acc[j-1][k]; acc[j-1][k] = 0; }  \
            if ((i & (mask << (j * lp))) != 0) break;                                       \
        }                                                                                   \
    }                                                                                       \
    for (; i < size; ++i)                                                                   \
        for (int k = 0; k < nrows; k++) acc[0][k] += x[i * rs + k * cs];                    \
    for (int j = 1; j < LV; ++j)                                                            \
        for (int k = 0; k < nrows; k++) acc[0][k] += acc[j][k];                             \
    for (int k = 0; k < nrows; k++) out[k] = acc[0][k];                                     \
}
MULTI_ROW_SUM(float, mrs_f32)
MULTI_ROW_SUM(double, mrs_f64)

/* row_sum over `lanes`-wide elements: element (i, lane) at x[i*s + lane];
 * 4-way ilp, tail into partial 0, partials combined 0+1+2+3. */
#define ROW_SUM(T, NAME, MRS)                                                               \
static void NAME(const T *x, int64_t s, int64_t size, int lanes, T *out)                    \
{                                                                                           \
    T part[4][16];                                                                          \
    int64_t sz = size / 4;                                                                  \
    for (int l = 0; l < lanes; l++) {                                                       \
        T tmp[4];                                                                           \
        MRS(x + l, 4 * s, s, sz, 4, tmp);                                                   \
        for (int k = 0; k < 4; k++) part[k][l] = tmp[k];                                    \
    }                                                                                       \
    for (int64_t i = sz * 4; i < size; i++)                                                 \
        for (int l = 0; l < lanes; l++) part[0][l] += x[i * s + l];                         \
    for (int k = 1; k < 4; k++)                                                             \
        for (int l = 0; l < lanes; l++) part[0][l] += part[k][l];                           \
    for (int l = 0; l < lanes; l++) out[l] = part[0][l];                                    \
}
ROW_SUM(float, rowsum_f32, mrs_f32)
ROW_SUM(double, rowsum_f64, mrs_f64)

float kn_sum_f32(int64_t n, const float *x, int64_t s)
{
    const int W = KN_SUM_LANES;
    if (s == 1 && n >= W) {
        int64_t nv = n / W;
        float lanes[16];
        rowsum_f32(x, W, nv, W, lanes);
        float acc = 0;
        for (int64_t k = nv * W; k < n; k++) acc += x[k];
        for (int l = 0; l < W; l++) acc += lanes[l];
        return 0.0f + acc;
    }
    float r;
    rowsum_f32(x, s, n, 1, &r);
    return 0.0f + r;
}

/* PyTorch's "outer" reduction (cascade_sum when the reduced dim is not the
 * innermost): columns in blocks of 4*W summed with multi_row_sum (no ilp),
 * then blocks of W and the scalar tail with row_sum (4-way ilp); with fewer
 * than W columns, blocks of 4 columns then row_sum (scalar_outer_sum). */
#define SUM_OUTER(T, NAME, MRS, ROWSUM, W)                                                  \
void NAME(int64_t rows, int64_t cols, const T *x, int64_t rs, T *out)                       \
{                                                                                           \
    int64_t j = 0;                                                                          \
    if (cols >= (W)) {                                                                      \
        for (; j + 4 * (W) <= cols; j += 4 * (W)) MRS(x + j, rs, 1, rows, 4 * (W), out + j); \
        for (; j + (W) <= cols; j += (W)) ROWSUM(x + j, rs, rows, (W), out + j);            \
    } else {                                                                                \
        for (; j + 4 <= cols; j += 4) MRS(x + j, rs, 1, rows, 4, out + j);                  \
    }                                                                                       \
    for (; j < cols; j++) ROWSUM(x + j, rs, rows, 1, out + j);                              \
}
SUM_OUTER(float, kn_sum_outer_f32, mrs_f32, rowsum_f32, KN_SUM_LANES)
SUM_OUTER(double, kn_sum_outer_f64, mrs_f64, rowsum_f64, KN_SUM_LANES / 2)

/* One call of PyTorch's cascade_sum 2-D loop (SumKernel.cpp): a [size0,
 * size1] block, input strides is0/is1 and output strides os0/os1 in
 * elements (0 on a reduced dim). Each sum is ADDED to its output element, as
 * ATen's accumulating store does, so several calls can feed one output.
 * Branches as ATen's: not a reduction (elementwise add); contiguous inner
 * reduction (W-lane vector row sums); contiguous outer reduction (4W / W /
 * single columns); strided inner (scalar row sums); strided outer (4 columns
 * at a time). */
#define SUM2D(T, NAME, MRS, ROWSUM, KSUM, W)                                                \
void NAME(int64_t size0, int64_t size1, const T *in, int64_t is0, int64_t is1, T *out,      \
          int64_t os0, int64_t os1)                                                         \
{                                                                                           \
    if (os0 != 0 && os1 == 0) {                                                             \
        int64_t t = is0; is0 = is1; is1 = t;                                                \
        t = os0; os0 = os1; os1 = t;                                                        \
        t = size0; size0 = size1; size1 = t;                                                \
    }                                                                                       \
    if (os0 != 0 && os1 != 0) {                                                             \
        for (int64_t j = 0; j < size1; j++)                                                 \
            for (int64_t i = 0; i < size0; i++) out[i * os0 + j * os1] += in[i * is0 + j * is1]; \
        return;                                                                             \
    }                                                                                       \
    T tmp[4 * (W)];                                                                         \
    if (is0 == 1 && size0 >= (W)) {                                                         \
        for (int64_t j = 0; j < size1; j++) out[j * os1] += KSUM(size0, in + j * is1, 1);    \
    } else if (is1 == 1 && size1 >= (W)) {                                                  \
        int64_t j = 0;                                                                      \
        for (; j + 4 * (W) <= size1; j += 4 * (W)) {                                        \
            MRS(in + j, is0, 1, size0, 4 * (W), tmp);                                       \
            for (int l = 0; l < 4 * (W); l++) out[(j + l) * os1] += tmp[l];                 \
        }                                                                                   \
        for (; j + (W) <= size1; j += (W)) {                                                \
            ROWSUM(in + j, is0, size0, (W), tmp);                                           \
            for (int l = 0; l < (W); l++) out[(j + l) * os1] += tmp[l];                     \
        }                                                                                   \
        for (; j < size1; j++) { ROWSUM(in + j, is0, size0, 1, tmp); out[j * os1] += tmp[0]; } \
    } else if (is0 < is1) {                                                                 \
        for (int64_t j = 0; j < size1; j++) { ROWSUM(in + j * is1, is0, size0, 1, tmp); out[j * os1] += tmp[0]; } \
    } else {                                                                                \
        int64_t j = 0;                                                                      \
        for (; j + 3 < size1; j += 4) {                                                     \
            MRS(in + j * is1, is0, is1, size0, 4, tmp);                                     \
            for (int l = 0; l < 4; l++) out[(j + l) * os1] += tmp[l];                       \
        }                                                                                   \
        for (; j < size1; j++) { ROWSUM(in + j * is1, is0, size0, 1, tmp); out[j * os1] += tmp[0]; } \
    }                                                                                       \
}
SUM2D(float, kn_sum2d_f32, mrs_f32, rowsum_f32, kn_sum_f32, KN_SUM_LANES)
SUM2D(double, kn_sum2d_f64, mrs_f64, rowsum_f64, kn_sum_f64, KN_SUM_LANES / 2)

double kn_sum_f64(int64_t n, const double *x, int64_t s)
{
    const int W = KN_SUM_LANES / 2;
    if (s == 1 && n >= W) {
        int64_t nv = n / W;
        double lanes[16];
        rowsum_f64(x, W, nv, W, lanes);
        double acc = 0;
        for (int64_t k = nv * W; k < n; k++) acc += x[k];
        for (int l = 0; l < W; l++) acc += lanes[l];
        return 0.0 + acc;
    }
    double r;
    rowsum_f64(x, s, n, 1, &r);
    return 0.0 + r;
}

/* ---------------------------------------------------------------- gemm
 * Packed, cache-blocked, 4x8 register-blocked, in the accumulation order of
 * the reference BLAS sgemm/dgemm that Debian's PyTorch calls ("N" form):
 * C is first scaled by beta (zeroed when beta == 0), then for p = 0..k-1 in
 * order C[i][j] += (alpha * A[i][p]) * B[p][j], one rounded multiply and one
 * rounded add per step (no FMA). Across KC blocks the running sum lives in C,
 * so the blocking does not change the order. */
#define MR 4
#define NR 8
#define KC 256
#define MC 64
#define NC 256

#define GEMM(T, NAME)                                                                        \
static void NAME##_micro(int64_t kc, const T *ap, const T *bp, T acc[MR][NR])                \
{                                                                                            \
    for (int64_t p = 0; p < kc; p++) {                                                       \
        const T *a = ap + p * MR, *b = bp + p * NR;                                          \
        for (int i = 0; i < MR; i++) {                                                       \
            T ai = a[i];                                                                     \
            for (int j = 0; j < NR; j++) acc[i][j] += ai * b[j];                             \
        }                                                                                    \
    }                                                                                        \
}                                                                                            \
void NAME(int64_t m, int64_t n, int64_t k, T alpha, const T *A, int64_t rsa, int64_t csa,    \
          const T *B, int64_t rsb, int64_t csb, T beta, T *C, int64_t rsc, int64_t csc,       \
          void *ws)                                                                          \
{                                                                                            \
    int64_t ka_ = k < KC ? k : KC, ma_ = m < MC ? (m + MR - 1) / MR * MR : MC;              \
    T *apack = (T *)ws, *bpack = apack + ma_ * ka_;                                          \
    if (beta == 0) { for (int64_t i = 0; i < m; i++) for (int64_t j = 0; j < n; j++) C[i*rsc + j*csc] = 0; } \
    else if (beta != 1) { for (int64_t i = 0; i < m; i++) for (int64_t j = 0; j < n; j++) C[i*rsc + j*csc] *= beta; } \
    if (k == 0 || alpha == 0 || m == 0 || n == 0) return;                                    \
    for (int64_t jc = 0; jc < n; jc += NC) {                                                 \
        int64_t nc = n - jc < NC ? n - jc : NC;                                              \
        for (int64_t pc = 0; pc < k; pc += KC) {                                             \
            int64_t kc = k - pc < KC ? k - pc : KC;                                          \
            /* pack B panel: for each NR strip, kc rows of NR (zero padded) */               \
            for (int64_t jr = 0; jr < nc; jr += NR) {                                        \
                T *dst = bpack + jr * kc;                                                    \
                int64_t nr = nc - jr < NR ? nc - jr : NR;                                    \
                for (int64_t p = 0; p < kc; p++) {                                           \
                    const T *src = B + (pc + p) * rsb + (jc + jr) * csb;                     \
                    int64_t j = 0;                                                           \
                    for (; j < nr; j++) dst[p * NR + j] = src[j * csb];                      \
                    for (; j < NR; j++) dst[p * NR + j] = 0;                                 \
                }                                                                            \
            }                                                                                \
            for (int64_t ic = 0; ic < m; ic += MC) {                                         \
                int64_t mc = m - ic < MC ? m - ic : MC;                                      \
                /* pack A panel, each element pre-scaled by alpha (BLAS's TEMP) */           \
                for (int64_t ir = 0; ir < mc; ir += MR) {                                    \
                    T *dst = apack + ir * kc;                                                \
                    int64_t mr = mc - ir < MR ? mc - ir : MR;                                \
                    for (int64_t p = 0; p < kc; p++) {                                       \
                        const T *src = A + (ic + ir) * rsa + (pc + p) * csa;                 \
                        int64_t i = 0;                                                       \
                        for (; i < mr; i++) dst[p * MR + i] = alpha * src[i * rsa];          \
                        for (; i < MR; i++) dst[p * MR + i] = 0;                             \
                    }                                                                        \
                }                                                                            \
                for (int64_t jr = 0; jr < nc; jr += NR) {                                    \
                    int64_t nr = nc - jr < NR ? nc - jr : NR;                                \
                    for (int64_t ir = 0; ir < mc; ir += MR) {                                \
                        int64_t mr = mc - ir < MR ? mc - ir : MR;                            \
                        T acc[MR][NR];                                                       \
                        T *cp = C + (ic + ir) * rsc + (jc + jr) * csc;                       \
                        for (int64_t i = 0; i < MR; i++)                                     \
                            for (int64_t j = 0; j < NR; j++)                                 \
                                acc[i][j] = i < mr && j < nr ? cp[i * rsc + j * csc] : 0;    \
                        NAME##_micro(kc, apack + ir * kc, bpack + jr * kc, acc);             \
                        for (int64_t i = 0; i < mr; i++)                                     \
                            for (int64_t j = 0; j < nr; j++) cp[i * rsc + j * csc] = acc[i][j]; \
                    }                                                                        \
                }                                                                            \
            }                                                                                \
        }                                                                                    \
    }                                                                                        \
}
GEMM(float, kn_scalar_gemm_f32)
GEMM(double, kn_gemm_f64)

size_t kn_scalar_gemm_ws_size(size_t elsize) { return elsize * (size_t)(MC * KC + KC * NC); }

/* Workspace of the scalar gemm for one problem: the A panel (rows rounded up
 * to MR, at most MC) and the B panel (columns rounded up to NR, at most NC),
 * each kc = min(k, KC) deep. */
size_t kn_scalar_gemm_ws_need(int64_t m, int64_t n, int64_t k, size_t elsize)
{
    int64_t ka = k < KC ? k : KC;
    int64_t ma = m < MC ? (m + MR - 1) / MR * MR : MC, na = n < NC ? (n + NR - 1) / NR * NR : NC;
    return elsize * (size_t)((ma + na) * ka);
}
