/* ts_rng.c — PyTorch's CPU generator (mt19937 + distributions), bit-exact.
 *
 * Floating-point discipline: every float operation below is written out as
 * PyTorch's x86 (AVX2) build performs it. Where that build fuses a multiply
 * and an add, fmaf()/fma() is called explicitly; everywhere else the code
 * must not be contracted, hence FP_CONTRACT OFF (GCC on x86-64 and clang on
 * WASM have no implicit FMA without -mfma / relaxed-simd anyway). */
#include "ts_rng.h"
#include "kn.h"

#include <math.h>
#include <string.h>

#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif

#define MT_M 397
#define MT_MATRIX_A 0x9908b0dfu
#define MT_UPPER 0x80000000u
#define MT_LOWER 0x7fffffffu

/* ==================================================================== */
/* engine                                                               */
/* ==================================================================== */

/* After seeding: state is the standard init_genrand sequence of the low 32
 * bits of seed; left == 1 so that the first draw twists the whole block. */
void ts_gen_seed(ts_Gen *g, uint64_t seed)
{
    g->seed = seed;
    g->state[0] = (uint32_t)(seed & 0xffffffffu);
    for (int j = 1; j < TS_MT_N; j++) {
        uint32_t p = g->state[j - 1];
        g->state[j] = 1812433253u * (p ^ (p >> 30)) + (uint32_t)j;
    }
    g->left = 1;
    g->seeded = 1;
    g->next = 0;
    g->has_normal_d = false;
    g->has_normal_f = false;
    g->normal_d = 0.0;
    g->normal_f = 0.0f;
}

uint64_t ts_gen_initial_seed(const ts_Gen *g) { return g->seed; }

static uint32_t twist(uint32_t u, uint32_t v)
{
    return (((u & MT_UPPER) | (v & MT_LOWER)) >> 1) ^ ((v & 1u) ? MT_MATRIX_A : 0u);
}

/* Regenerates all 624 words; afterwards left == N and next == 0. */
static void next_state(ts_Gen *g)
{
    uint32_t *s = g->state;
    int k;
    for (k = 0; k < TS_MT_N - MT_M; k++) s[k] = s[k + MT_M] ^ twist(s[k], s[k + 1]);
    for (; k < TS_MT_N - 1; k++) s[k] = s[k + MT_M - TS_MT_N] ^ twist(s[k], s[k + 1]);
    s[TS_MT_N - 1] = s[MT_M - 1] ^ twist(s[TS_MT_N - 1], s[0]);
    g->left = TS_MT_N;
    g->next = 0;
}

uint32_t ts_gen_random(ts_Gen *g)
{
    if (--g->left <= 0) next_state(g);
    uint32_t y = g->state[g->next++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
}

uint64_t ts_gen_random64(ts_Gen *g)
{
    uint64_t hi = ts_gen_random(g);
    uint64_t lo = ts_gen_random(g);
    return (hi << 32) | lo;
}

static void put_u64(uint8_t *p, uint64_t v) { for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i)); }
static void put_u32(uint8_t *p, uint32_t v) { for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i)); }
static uint64_t get_u64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--) v = (v << 8) | p[i];
    return v;
}
static uint32_t get_u32(const uint8_t *p)
{
    uint32_t v = 0;
    for (int i = 3; i >= 0; i--) v = (v << 8) | p[i];
    return v;
}

/* Layout offsets of CPUGeneratorImplState (see ts_rng.h). */
enum { OFF_SEED = 0, OFF_LEFT = 8, OFF_SEEDED = 12, OFF_NEXT = 16, OFF_STATE = 24,
       OFF_NX = 5016, OFF_NY = 5024, OFF_NRHO = 5032, OFF_NVALID = 5040,
       OFF_FNORM = 5048, OFF_FVALID = 5052 };

void ts_gen_get_state(const ts_Gen *g, uint8_t out[TS_GEN_STATE_SIZE])
{
    memset(out, 0, TS_GEN_STATE_SIZE);
    put_u64(out + OFF_SEED, g->seed);
    put_u32(out + OFF_LEFT, (uint32_t)g->left);
    put_u32(out + OFF_SEEDED, (uint32_t)g->seeded);
    put_u64(out + OFF_NEXT, g->next);
    for (int i = 0; i < TS_MT_N; i++) put_u64(out + OFF_STATE + 8 * i, g->state[i]);
    if (g->has_normal_d) {
        uint64_t b;
        memcpy(&b, &g->normal_d, 8);
        put_u64(out + OFF_NY, b);
        put_u32(out + OFF_NVALID, 1);
    }
    if (g->has_normal_f) {
        uint32_t b;
        memcpy(&b, &g->normal_f, 4);
        put_u32(out + OFF_FNORM, b);
        out[OFF_FVALID] = 1;
    }
}

/* Accepts both blob sizes PyTorch accepts; the legacy one has no float cache. */
nb_Status ts_gen_set_state(ts_Gen *g, const uint8_t *blob, size_t n)
{
    if (n != TS_GEN_STATE_SIZE && n != TS_GEN_STATE_SIZE_LEGACY) return NB_EINVAL;
    g->seed = get_u64(blob + OFF_SEED);
    g->left = (int32_t)get_u32(blob + OFF_LEFT);
    g->seeded = (int32_t)get_u32(blob + OFF_SEEDED);
    g->next = (uint32_t)get_u64(blob + OFF_NEXT);
    for (int i = 0; i < TS_MT_N; i++) g->state[i] = (uint32_t)get_u64(blob + OFF_STATE + 8 * i);
    g->has_normal_d = get_u32(blob + OFF_NVALID) != 0;
    g->normal_d = 0.0;
    if (g->has_normal_d) {
        uint64_t b = get_u64(blob + OFF_NY);
        memcpy(&g->normal_d, &b, 8);
    }
    g->has_normal_f = false;
    g->normal_f = 0.0f;
    if (n == TS_GEN_STATE_SIZE && blob[OFF_FVALID]) {
        uint32_t b = get_u32(blob + OFF_FNORM);
        g->has_normal_f = true;
        memcpy(&g->normal_f, &b, 4);
    }
    if (g->next > TS_MT_N) g->next = TS_MT_N;   /* a hostile blob cannot index out of bounds */
    if (g->left < 1) g->left = 1;
    if ((uint32_t)g->left + g->next > TS_MT_N + 1u) { g->left = 1; }
    return NB_OK;
}

/* ==================================================================== */
/* uniform                                                              */
/* ==================================================================== */

/* x in [0,1) with 24 random bits, exact in float */
static float uniform01_f32(ts_Gen *g)
{
    return (float)(ts_gen_random(g) & 0xffffffu) * 0x1p-24f;
}

/* x in [0,1) with 53 random bits, exact in double */
static double uniform01_f64(ts_Gen *g)
{
    return (double)(ts_gen_random64(g) & ((UINT64_C(1) << 53) - 1)) * 0x1p-53;
}

/* Each element: fmaf(x, (float)to - (float)from, (float)from), as the AVX2
 * build contracts uniform_real<float>. */
void ts_rng_uniform_f32(ts_Gen *g, float *out, int64_t n, double from, double to)
{
    float f = (float)from, t = (float)to;
    float range = t - f;
    for (int64_t i = 0; i < n; i++) out[i] = fmaf(uniform01_f32(g), range, f);
}

void ts_rng_uniform_f64(ts_Gen *g, double *out, int64_t n, double from, double to)
{
    double range = to - from;
    for (int64_t i = 0; i < n; i++) out[i] = fma(uniform01_f64(g), range, from);
}

/* Half: bounds rounded to half, their difference rounded to half, then
 * x (11 bits) * range + from in float (fused), rounded to half. */
void ts_rng_uniform_f16(ts_Gen *g, ts_half *out, int64_t n, double from, double to)
{
    float f = ts_half_to_float(ts_float_to_half((float)from));
    float t = ts_half_to_float(ts_float_to_half((float)to));
    float range = ts_half_to_float(ts_float_to_half(t - f));
    for (int64_t i = 0; i < n; i++) {
        float x = (float)(ts_gen_random(g) & 0x7ffu) * 0x1p-11f;
        out[i] = ts_float_to_half(fmaf(x, range, f));
    }
}

void ts_rng_uniform_bf16(ts_Gen *g, ts_bf16 *out, int64_t n, double from, double to)
{
    float f = ts_bf16_to_float(ts_float_to_bf16((float)from));
    float t = ts_bf16_to_float(ts_float_to_bf16((float)to));
    float range = ts_bf16_to_float(ts_float_to_bf16(t - f));
    for (int64_t i = 0; i < n; i++) {
        float x = (float)(ts_gen_random(g) & 0xffu) * 0x1p-8f;
        out[i] = ts_float_to_bf16(fmaf(x, range, f));
    }
}

nb_Status ts_rng_uniform(ts_Gen *g, ts_DType dt, void *out, int64_t n, double from, double to)
{
    switch (dt) {
    case TS_FLOAT32: ts_rng_uniform_f32(g, out, n, from, to); return NB_OK;
    case TS_FLOAT64: ts_rng_uniform_f64(g, out, n, from, to); return NB_OK;
    case TS_FLOAT16: ts_rng_uniform_f16(g, out, n, from, to); return NB_OK;
    case TS_BFLOAT16: ts_rng_uniform_bf16(g, out, n, from, to); return NB_OK;
    default: return NB_EINVAL;
    }
}

/* ==================================================================== */
/* normal                                                               */
/* ==================================================================== */

#define TS_PI 3.141592653589793238462643383279502884

/* at::normal_distribution<double>: Box-Muller in double; the sin partner is
 * cached in the generator and returned by the next call. The final
 * value*std + mean is fused (the AVX2 build contracts it). */
double ts_rng_normal_double(ts_Gen *g, double mean, double std)
{
    if (g->has_normal_d) {
        g->has_normal_d = false;
        return fma(g->normal_d, std, mean);
    }
    double u1 = uniform01_f64(g);
    double u2 = uniform01_f64(g);
    double r = sqrt(-2.0 * log1p(-u2));
    double theta = 2.0 * TS_PI * u1;
    g->normal_d = r * sin(theta);
    g->has_normal_d = true;
    return fma(r * cos(theta), std, mean);
}

static float bits_to_f(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }
static uint32_t f_to_bits(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }

/* The AVX2 build's log256_ps (Cephes polynomial, with the FMAs GCC emits),
 * one lane. Valid for x in (0, 1]. */
static float avx_logf(float x)
{
    float tiny = bits_to_f(0x00800000u);
    if (x < tiny) x = tiny;
    uint32_t b = f_to_bits(x);
    float e = (float)((int32_t)(b >> 23) - 127) + 1.0f;
    float m = bits_to_f((b & 0x807fffffu) | 0x3f000000u);
    if (m < 0.707106781186547524f) {
        e = e - 1.0f;
        m = (m - 1.0f) + m;
    } else {
        m = m - 1.0f;
    }
    float z = m * m;
    float y = 7.0376836292E-2f;
    y = fmaf(y, m, -1.1514610310E-1f);
    y = fmaf(y, m, 1.1676998740E-1f);
    y = fmaf(y, m, -1.2420140846E-1f);
    y = fmaf(y, m, 1.4249322787E-1f);
    y = fmaf(y, m, -1.6668057665E-1f);
    y = fmaf(y, m, 2.0000714765E-1f);
    y = fmaf(y, m, -2.4999993993E-1f);
    y = fmaf(y, m, 3.3333331174E-1f);
    float ym = y * m;
    float eq1 = e * -2.12194440e-4f;
    y = fmaf(ym, z, eq1);
    y = fmaf(-z, 0.5f, y);
    float my = m + y;
    return fmaf(e, 0.693359375f, my);
}

/* The AVX2 build's sincos256_ps, one lane. */
static void avx_sincosf(float x, float *s_out, float *c_out)
{
    uint32_t sign_sin = f_to_bits(x) & 0x80000000u;
    float a = bits_to_f(f_to_bits(x) & 0x7fffffffu);
    float yq = a * 1.27323954473516f;
    int32_t j = (int32_t)yq;
    j = (j + 1) & ~1;
    float yj = (float)j;
    a = fmaf(yj, -0.78515625f, a);
    a = fmaf(yj, -2.4187564849853515625e-4f, a);
    a = fmaf(yj, -3.77489497744594108e-8f, a);
    uint32_t swap_sin = ((uint32_t)j & 4u) << 29;
    bool poly_is_sin = (j & 2) == 0;
    uint32_t sign_cos = ((uint32_t)(~(j - 2)) & 4u) << 29;
    sign_sin ^= swap_sin;
    float z = a * a;
    float pc = fmaf(2.443315711809948E-005f, z, -1.388731625493765E-003f);
    pc = fmaf(pc, z, 4.166664568298827E-002f);
    pc = pc * z;
    float hz = z * 0.5f;
    pc = fmaf(pc, z, -hz);
    pc = pc + 1.0f;
    float ps = fmaf(-1.9515295891E-4f, z, 8.3321608736E-3f);
    ps = fmaf(ps, z, -1.6666654611E-1f);
    ps = ps * z;
    ps = fmaf(ps, a, a);
    float s = poly_is_sin ? ps : pc;
    float c = poly_is_sin ? pc : ps;
    *s_out = bits_to_f(f_to_bits(s) ^ sign_sin);
    *c_out = bits_to_f(f_to_bits(c) ^ sign_cos);
}

/* One block of 16 (AVX2 normal_fill_16): d[0..8) and d[8..16) are uniforms
 * in [0,1) on entry and normals on exit. */
static void normal_block16_f32(float *d, float mean, float std)
{
    const float two_pi = (float)(2.0 * TS_PI);
    for (int j = 0; j < 8; j++) {
        float u1 = 1.0f - d[j];
        float u2 = d[j + 8];
        float radius = sqrtf(-2.0f * avx_logf(u1));
        float s, c;
        avx_sincosf(two_pi * u2, &s, &c);
        float n1 = radius * c, n2 = radius * s;
        d[j] = fmaf(n1, std, mean);
        d[j + 8] = fmaf(n2, std, mean);
    }
}

void ts_rng_normal_f32(ts_Gen *g, float *out, int64_t n, double mean, double std, bool contiguous)
{
    if (n < 16 || !contiguous) {
        for (int64_t i = 0; i < n; i++) out[i] = (float)ts_rng_normal_double(g, mean, std);
        return;
    }
    float m = (float)mean, s = (float)std;
    for (int64_t i = 0; i < n; i++) out[i] = uniform01_f32(g);
    for (int64_t i = 0; i + 16 <= n; i += 16) normal_block16_f32(out + i, m, s);
    if (n % 16 != 0) {
        float *d = out + n - 16;
        for (int i = 0; i < 16; i++) d[i] = uniform01_f32(g);
        normal_block16_f32(d, m, s);
    }
}

/* normal_fill_16<double>: scalar libm double arithmetic; the final
 * radius*cos*std + mean is fused as the AVX2 build contracts it. */
static void normal_block16_f64(double *d, double mean, double std)
{
    for (int j = 0; j < 8; j++) {
        double u1 = 1.0 - d[j];
        double u2 = d[j + 8];
        double radius = sqrt(-2.0 * log(u1));
        double theta = 2.0 * TS_PI * u2;
        double c = radius * cos(theta), s = radius * sin(theta);
        d[j] = fma(c, std, mean);
        d[j + 8] = fma(s, std, mean);
    }
}

void ts_rng_normal_f64(ts_Gen *g, double *out, int64_t n, double mean, double std, bool contiguous)
{
    if (n < 16 || !contiguous) {
        for (int64_t i = 0; i < n; i++) out[i] = ts_rng_normal_double(g, mean, std);
        return;
    }
    for (int64_t i = 0; i < n; i++) out[i] = uniform01_f64(g);
    for (int64_t i = 0; i + 16 <= n; i += 16) normal_block16_f64(out + i, mean, std);
    if (n % 16 != 0) {
        double *d = out + n - 16;
        for (int i = 0; i < 16; i++) d[i] = uniform01_f64(g);
        normal_block16_f64(d, mean, std);
    }
}

/* float16 / bfloat16 fill path (normal_fill<Half>): c10's math overloads
 * for 16-bit floats return the 16-bit type, so every operation (log, sqrt,
 * cos, sin, each product and the final + mean) rounds to it. The libm calls
 * are evaluated in double and rounded: float results correctly rounded
 * except in astronomically rare ties, then rounded again to 16 bits as
 * PyTorch does after logf/cosf/sinf. */
typedef float (*to_f_fn)(uint16_t);
typedef uint16_t (*from_f_fn)(float);

static float r16(from_f_fn from, to_f_fn to, float x) { return to(from(x)); }

static void normal_block16_h(uint16_t *d, float mean, float std, from_f_fn from, to_f_fn to)
{
    for (int j = 0; j < 8; j++) {
        float u1 = r16(from, to, 1.0f - to(d[j]));
        float u2 = to(d[j + 8]);
        float lg = r16(from, to, (float)log((double)u1));
        float radius = r16(from, to, sqrtf(r16(from, to, -2.0f * lg)));
        float theta = r16(from, to, (float)(2.0 * TS_PI * (double)u2));
        float c = r16(from, to, (float)cos((double)theta));
        float s = r16(from, to, (float)sin((double)theta));
        float v1 = r16(from, to, r16(from, to, radius * c) * std);
        float v2 = r16(from, to, r16(from, to, radius * s) * std);
        d[j] = from(v1 + mean);
        d[j + 8] = from(v2 + mean);
    }
}

static void normal_16bit(ts_Gen *g, uint16_t *out, int64_t n, double mean, double std,
                         bool contiguous, from_f_fn from, to_f_fn to, unsigned digits)
{
    if (n < 16 || !contiguous) {
        for (int64_t i = 0; i < n; i++) out[i] = from((float)ts_rng_normal_double(g, mean, std));
        return;
    }
    float m = r16(from, to, (float)mean), s = r16(from, to, (float)std);
    uint32_t mask = (1u << digits) - 1u;
    float scale = ldexpf(1.0f, -(int)digits);
    for (int64_t i = 0; i < n; i++) out[i] = from((float)(ts_gen_random(g) & mask) * scale);
    for (int64_t i = 0; i + 16 <= n; i += 16) normal_block16_h(out + i, m, s, from, to);
    if (n % 16 != 0) {
        uint16_t *d = out + n - 16;
        for (int i = 0; i < 16; i++) d[i] = from((float)(ts_gen_random(g) & mask) * scale);
        normal_block16_h(d, m, s, from, to);
    }
}

void ts_rng_normal_f16(ts_Gen *g, ts_half *out, int64_t n, double mean, double std, bool contiguous)
{
    normal_16bit(g, out, n, mean, std, contiguous, ts_float_to_half, ts_half_to_float, 11);
}

void ts_rng_normal_bf16(ts_Gen *g, ts_bf16 *out, int64_t n, double mean, double std, bool contiguous)
{
    normal_16bit(g, out, n, mean, std, contiguous, ts_float_to_bf16, ts_bf16_to_float, 8);
}

nb_Status ts_rng_normal(ts_Gen *g, ts_DType dt, void *out, int64_t n, double mean, double std,
                        bool contiguous)
{
    switch (dt) {
    case TS_FLOAT32: ts_rng_normal_f32(g, out, n, mean, std, contiguous); return NB_OK;
    case TS_FLOAT64: ts_rng_normal_f64(g, out, n, mean, std, contiguous); return NB_OK;
    case TS_FLOAT16: ts_rng_normal_f16(g, out, n, mean, std, contiguous); return NB_OK;
    case TS_BFLOAT16: ts_rng_normal_bf16(g, out, n, mean, std, contiguous); return NB_OK;
    default: return NB_EINVAL;
    }
}

/* ==================================================================== */
/* integers                                                             */
/* ==================================================================== */

/* Stores the int64 value v into element i of out as static_cast<T>(v). */
static void store_int(ts_DType dt, void *out, int64_t i, int64_t v)
{
    switch (dt) {
    case TS_BOOL: ((uint8_t *)out)[i] = v != 0; break;
    case TS_UINT8: ((uint8_t *)out)[i] = (uint8_t)(uint64_t)v; break;
    case TS_INT8: ((int8_t *)out)[i] = (int8_t)(uint8_t)(uint64_t)v; break;
    case TS_INT16: ((int16_t *)out)[i] = (int16_t)(uint16_t)(uint64_t)v; break;
    case TS_INT32: ((int32_t *)out)[i] = (int32_t)(uint32_t)(uint64_t)v; break;
    case TS_INT64: ((int64_t *)out)[i] = v; break;
    case TS_FLOAT16: ((uint16_t *)out)[i] = ts_float_to_half((float)v); break;
    case TS_BFLOAT16: ((uint16_t *)out)[i] = ts_float_to_bf16((float)v); break;
    case TS_FLOAT32: ((float *)out)[i] = (float)v; break;
    case TS_FLOAT64: ((double *)out)[i] = (double)v; break;
    default: break;
    }
}

nb_Status ts_rng_random_from_to(ts_Gen *g, ts_DType dt, void *out, int64_t n,
                                uint64_t range, int64_t base)
{
    if ((unsigned)dt >= TS_NDTYPES || range == 0) return NB_EINVAL;
    bool wide = range >= (UINT64_C(1) << 32) &&
                (dt == TS_INT64 || dt == TS_FLOAT64 || dt == TS_FLOAT32 || dt == TS_BFLOAT16);
    for (int64_t i = 0; i < n; i++) {
        uint64_t r = wide ? ts_gen_random64(g) : ts_gen_random(g);
        store_int(dt, out, i, (int64_t)(r % range + (uint64_t)base));
    }
    return NB_OK;
}

nb_Status ts_rng_random(ts_Gen *g, ts_DType dt, void *out, int64_t n)
{
    if ((unsigned)dt >= TS_NDTYPES) return NB_EINVAL;
    for (int64_t i = 0; i < n; i++) {
        uint64_t v;
        switch (dt) {
        case TS_BOOL: v = ts_gen_random(g) & 1u; break;
        case TS_INT64: v = ts_gen_random64(g) % (UINT64_C(1) << 63); break;
        case TS_FLOAT64: v = ts_gen_random64(g) % ((UINT64_C(1) << 53) + 1); break;
        case TS_FLOAT32: v = ts_gen_random(g) % ((UINT64_C(1) << 24) + 1); break;
        case TS_FLOAT16: v = ts_gen_random(g) % ((UINT64_C(1) << 11) + 1); break;
        case TS_BFLOAT16: v = ts_gen_random(g) % ((UINT64_C(1) << 8) + 1); break;
        case TS_UINT8: v = ts_gen_random(g) % 256u; break;
        case TS_INT8: v = ts_gen_random(g) % 128u; break;
        case TS_INT16: v = ts_gen_random(g) % 32768u; break;
        case TS_INT32: v = ts_gen_random(g) % (UINT64_C(1) << 31); break;
        default: v = 0; break;
        }
        store_int(dt, out, i, (int64_t)v);
    }
    return NB_OK;
}

/* Fisher-Yates from the front: position i swaps with i + random() % (n-i). */
void ts_rng_randperm(ts_Gen *g, int64_t *out, int64_t n)
{
    for (int64_t i = 0; i < n; i++) out[i] = i;
    bool small = n < (int64_t)(UINT32_MAX / 20);
    for (int64_t i = 0; i < n - 1; i++) {
        uint64_t r = small ? ts_gen_random(g) : ts_gen_random64(g);
        int64_t z = (int64_t)(r % (uint64_t)(n - i));
        int64_t t = out[i];
        out[i] = out[z + i];
        out[z + i] = t;
    }
}

/* ==================================================================== */
/* bernoulli, exponential                                               */
/* ==================================================================== */

nb_Status ts_rng_bernoulli_scalar(ts_Gen *g, ts_DType dt, void *out, int64_t n, double p)
{
    if ((unsigned)dt >= TS_NDTYPES) return NB_EINVAL;
    for (int64_t i = 0; i < n; i++) store_int(dt, out, i, uniform01_f64(g) < p ? 1 : 0);
    return NB_OK;
}

static double load_float(ts_DType dt, const void *p, int64_t i)
{
    switch (dt) {
    case TS_FLOAT32: return ((const float *)p)[i];
    case TS_FLOAT64: return ((const double *)p)[i];
    case TS_FLOAT16: return ts_half_to_float(((const uint16_t *)p)[i]);
    case TS_BFLOAT16: return ts_bf16_to_float(((const uint16_t *)p)[i]);
    default: return 0.0;
    }
}

nb_Status ts_rng_bernoulli_tensor(ts_Gen *g, ts_DType dt, void *out, int64_t n,
                                  ts_DType p_dt, const void *p)
{
    if ((unsigned)dt >= TS_NDTYPES || !ts_dtype_is_float(p_dt)) return NB_EINVAL;
    for (int64_t i = 0; i < n; i++) {
        bool hit;
        if (p_dt == TS_FLOAT64) hit = uniform01_f64(g) < ((const double *)p)[i];
        else hit = uniform01_f32(g) < (float)load_float(p_dt, p, i);
        store_int(dt, out, i, hit ? 1 : 0);
    }
    return NB_OK;
}

/* exponential_distribution<double>: -1/lambda * log1p(-u), u 53-bit. */
nb_Status ts_rng_exponential(ts_Gen *g, ts_DType dt, void *out, int64_t n, double lambd)
{
    if (!ts_dtype_is_float(dt)) return NB_EINVAL;
    for (int64_t i = 0; i < n; i++) {
        double v = -1.0 / lambd * log1p(-uniform01_f64(g));
        switch (dt) {
        case TS_FLOAT32: ((float *)out)[i] = (float)v; break;
        case TS_FLOAT64: ((double *)out)[i] = v; break;
        case TS_FLOAT16: ((uint16_t *)out)[i] = ts_float_to_half((float)v); break;
        default: ((uint16_t *)out)[i] = ts_float_to_bf16((float)v); break;
        }
    }
    return NB_OK;
}

/* ==================================================================== */
/* nn.init arithmetic                                                   */
/* ==================================================================== */

double ts_init_gain(ts_Nonlin nl, double param)
{
    switch (nl) {
    case TS_NL_TANH: return 5.0 / 3;
    case TS_NL_RELU: return sqrt(2.0);
    case TS_NL_LEAKY_RELU: {
        double slope = param < 0 ? 0.01 : param;
        return sqrt(2.0 / (1 + slope * slope));
    }
    case TS_NL_SELU: return 3.0 / 4;
    default: return 1.0;
    }
}

nb_Status ts_init_fans(int ndim, const int64_t *shape, int64_t *fan_in, int64_t *fan_out)
{
    if (ndim < 2) return NB_EINVAL;
    int64_t rf = 1;
    for (int d = 2; d < ndim; d++) rf *= shape[d];
    *fan_in = shape[1] * rf;
    *fan_out = shape[0] * rf;
    return NB_OK;
}

double ts_init_kaiming_bound(int64_t fan, ts_Nonlin nl, double a)
{
    double std = ts_init_gain(nl, a) / sqrt((double)fan);
    return sqrt(3.0) * std;
}

double ts_init_kaiming_std(int64_t fan, ts_Nonlin nl, double a)
{
    return ts_init_gain(nl, a) / sqrt((double)fan);
}

double ts_init_xavier_bound(int64_t fan_in, int64_t fan_out, double gain)
{
    double std = gain * sqrt(2.0 / (double)(fan_in + fan_out));
    return sqrt(3.0) * std;
}

double ts_init_xavier_std(int64_t fan_in, int64_t fan_out, double gain)
{
    return gain * sqrt(2.0 / (double)(fan_in + fan_out));
}

double ts_init_bias_bound(int64_t fan_in)
{
    return fan_in > 0 ? 1 / sqrt((double)fan_in) : 0.0;
}

nb_Status ts_rng_trunc_normal(ts_Gen *g, ts_DType dt, void *out, int64_t n,
                              double mean, double std, double a, double b)
{
    if (dt != TS_FLOAT32 && dt != TS_FLOAT64) return NB_EUNSUPP;
    double l = (1.0 + erf(((a - mean) / std) / sqrt(2.0))) / 2.0;
    double u = (1.0 + erf(((b - mean) / std) / sqrt(2.0))) / 2.0;
    double scale = std * sqrt(2.0);
    if (dt == TS_FLOAT32) {
        float *o = out;
        ts_rng_uniform_f32(g, o, n, 2 * l - 1, 2 * u - 1);
        float fs = (float)scale, fm = (float)mean, fa = (float)a, fb = (float)b;
        for (int64_t i = 0; i < n; i++) {
            float v = kn_erfinv_f32(o[i]) * fs + fm;
            v = v < fa ? fa : v;
            v = v > fb ? fb : v;
            o[i] = v;
        }
    } else {
        double *o = out;
        ts_rng_uniform_f64(g, o, n, 2 * l - 1, 2 * u - 1);
        for (int64_t i = 0; i < n; i++) {
            double v = kn_erfinv_f64(o[i]) * scale + mean;
            v = v < a ? a : v;
            v = v > b ? b : v;
            o[i] = v;
        }
    }
    return NB_OK;
}
