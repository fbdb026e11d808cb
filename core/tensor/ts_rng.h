/* ts_rng.h — PyTorch's CPU random generator, bit-exact (spec §13).
 *
 * A ts_Gen is PyTorch's CPUGeneratorImpl: an mt19937 engine seeded the way
 * torch.manual_seed seeds it, plus the cached second Box-Muller value of the
 * scalar normal path. The fill functions draw into contiguous arrays in
 * element order, which is the order PyTorch's serial CPU kernels use for a
 * contiguous tensor; for a non-contiguous tensor the caller draws into a
 * scratch array (passing contiguous=false where it matters) and scatters it
 * in PyTorch's iteration order.
 *
 * Portability: float32 / float16 / bfloat16 results and all integer draws
 * use only IEEE-exact operations (+ - * / sqrt, fmaf) and, for the scalar
 * normal path, a double libm value rounded to the 16/32-bit type; they are
 * bit-identical in the WASM build (test_rng passes under node). float64
 * normal_/randn and float64 trunc_normal_ call libm sin/cos/log/log1p/erf/exp
 * in double: with glibc they match PyTorch bit for bit; with musl (WASM)
 * a few percent of values differ in the last ulp (never at 4 printed
 * decimals in practice). Never build this file with -ffast-math.
 *
 * No allocation happens here; nothing is global. */
#ifndef TS_RNG_H
#define TS_RNG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "nb.h"
#include "ts_dtype.h"

#define TS_MT_N 624

typedef struct ts_Gen {
    uint32_t state[TS_MT_N];
    uint64_t seed;          /* torch.initial_seed() */
    int32_t left;           /* PyTorch's mt19937 'left_' (1 right after seeding) */
    int32_t seeded;
    uint32_t next;          /* index of the next state word to temper */
    bool has_normal_d;      /* cached sin-partner of the double Box-Muller path */
    bool has_normal_f;      /* float cache (unused by current kernels, kept for state blobs) */
    double normal_d;
    float normal_f;
} ts_Gen;

/* ---- engine ---------------------------------------------------------- */
void ts_gen_seed(ts_Gen *g, uint64_t seed);            /* torch.manual_seed */
uint64_t ts_gen_initial_seed(const ts_Gen *g);         /* torch.initial_seed */
uint32_t ts_gen_random(ts_Gen *g);                     /* next tempered 32-bit word */
uint64_t ts_gen_random64(ts_Gen *g);                   /* (first << 32) | second */

/* torch.get_rng_state(): a 5056-byte blob in PyTorch's CPUGeneratorImplState
 * layout (little-endian x86-64): u64 seed, i32 left, i32 seeded, u64 next,
 * u64 state[624], f64 normal_x, f64 normal_y (cached normal), f64 normal_rho,
 * i32 normal_is_valid, pad, f32 float cache, u8 float-cache valid, pad. */
#define TS_GEN_STATE_SIZE 5056
#define TS_GEN_STATE_SIZE_LEGACY 5048
void ts_gen_get_state(const ts_Gen *g, uint8_t out[TS_GEN_STATE_SIZE]);
/* torch.set_rng_state(): accepts 5056 or the legacy 5048 bytes; other sizes
 * give NB_EINVAL and leave g unchanged. */
nb_Status ts_gen_set_state(ts_Gen *g, const uint8_t *blob, size_t n);

/* ---- uniform_ / rand ------------------------------------------------- */
/* uniform_(from, to) over n elements, as PyTorch's uniform kernel for the
 * dtype (from/to are the Python floats; they are cast to the dtype first). */
void ts_rng_uniform_f32(ts_Gen *g, float *out, int64_t n, double from, double to);
void ts_rng_uniform_f64(ts_Gen *g, double *out, int64_t n, double from, double to);
void ts_rng_uniform_f16(ts_Gen *g, ts_half *out, int64_t n, double from, double to);
void ts_rng_uniform_bf16(ts_Gen *g, ts_bf16 *out, int64_t n, double from, double to);
/* dtype dispatch for the four floating dtypes; NB_EINVAL otherwise */
nb_Status ts_rng_uniform(ts_Gen *g, ts_DType dt, void *out, int64_t n, double from, double to);

/* ---- normal_ / randn ------------------------------------------------- */
/* normal_(mean, std): n >= 16 and contiguous -> PyTorch's fill path (uniforms
 * then Box-Muller blocks of 16; float32 uses the AVX2 kernel's arithmetic);
 * otherwise the scalar double Box-Muller path with the generator's cache. */
void ts_rng_normal_f32(ts_Gen *g, float *out, int64_t n, double mean, double std, bool contiguous);
void ts_rng_normal_f64(ts_Gen *g, double *out, int64_t n, double mean, double std, bool contiguous);
void ts_rng_normal_f16(ts_Gen *g, ts_half *out, int64_t n, double mean, double std, bool contiguous);
void ts_rng_normal_bf16(ts_Gen *g, ts_bf16 *out, int64_t n, double mean, double std, bool contiguous);
nb_Status ts_rng_normal(ts_Gen *g, ts_DType dt, void *out, int64_t n, double mean, double std,
                        bool contiguous);
/* One draw of the scalar path (at::normal_distribution<double>) */
double ts_rng_normal_double(ts_Gen *g, double mean, double std);

/* ---- integers -------------------------------------------------------- */
/* random_(from, to) / randint(low, high): element = draw % range + base with
 * range = high - low (> 0), base = low. 64-bit draws when range >= 2^32 (for
 * int64, float32, float64, bfloat16), 32-bit otherwise. Any dtype. */
nb_Status ts_rng_random_from_to(ts_Gen *g, ts_DType dt, void *out, int64_t n,
                                uint64_t range, int64_t base);
/* random_() with no bounds: [0, 2^mantissa] for floats, [0, max] for ints. */
nb_Status ts_rng_random(ts_Gen *g, ts_DType dt, void *out, int64_t n);
/* torch.randperm(n) into out[0..n) (int64 values). */
void ts_rng_randperm(ts_Gen *g, int64_t *out, int64_t n);

/* ---- bernoulli ------------------------------------------------------- */
/* bernoulli_(p) with a scalar p (non-MKL kernel): 1 if uniform64 < p. */
nb_Status ts_rng_bernoulli_scalar(ts_Gen *g, ts_DType dt, void *out, int64_t n, double p);
/* bernoulli(p_tensor) / bernoulli_(p_tensor): p given per element (same
 * element order as out); float64 p draws a 53-bit uniform, other p dtypes a
 * 24-bit float uniform. */
nb_Status ts_rng_bernoulli_tensor(ts_Gen *g, ts_DType dt, void *out, int64_t n,
                                  ts_DType p_dt, const void *p);

/* ---- other distributions (scalar double kernels) --------------------- */
nb_Status ts_rng_exponential(ts_Gen *g, ts_DType dt, void *out, int64_t n, double lambd);

/* ---- nn.init arithmetic (as torch.nn.init computes it in Python) ------ */
typedef enum ts_Nonlin {
    TS_NL_LINEAR, TS_NL_CONV, TS_NL_SIGMOID, TS_NL_TANH, TS_NL_RELU,
    TS_NL_LEAKY_RELU, TS_NL_SELU
} ts_Nonlin;
/* calculate_gain(nonlinearity, param); param < 0 means "None" */
double ts_init_gain(ts_Nonlin nl, double param);
/* _calculate_fan_in_and_fan_out; NB_EINVAL when ndim < 2 */
nb_Status ts_init_fans(int ndim, const int64_t *shape, int64_t *fan_in, int64_t *fan_out);
/* kaiming_uniform_ bound / kaiming_normal_ std for fan (mode already chosen),
 * nonlinearity leaky_relu with slope a (nn.Linear: a = sqrt(5)) or another */
double ts_init_kaiming_bound(int64_t fan, ts_Nonlin nl, double a);
double ts_init_kaiming_std(int64_t fan, ts_Nonlin nl, double a);
double ts_init_xavier_bound(int64_t fan_in, int64_t fan_out, double gain);
double ts_init_xavier_std(int64_t fan_in, int64_t fan_out, double gain);
/* Linear/Conv bias bound: 1/sqrt(fan_in), 0 when fan_in == 0 */
double ts_init_bias_bound(int64_t fan_in);
/* trunc_normal_(t, mean, std, a, b) on float32/float64 (uniform_ then
 * erfinv_, mul_, add_, clamp_) */
nb_Status ts_rng_trunc_normal(ts_Gen *g, ts_DType dt, void *out, int64_t n,
                              double mean, double std, double a, double b);

#endif
