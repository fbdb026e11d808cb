/* nb_math_sleef.c — scalar twins of SLEEF 3.6's FMA vector functions that
 * PyTorch 2.6 uses on x86 (see nb_math_sleef.h). */
#include "nb_math_sleef.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

static inline uint32_t fbits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static inline float bitsf(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static inline uint64_t dbits(double f) { uint64_t u; memcpy(&u, &f, 8); return u; }
static inline double bitsd(uint64_t u) { double f; memcpy(&f, &u, 8); return f; }

/* 2^q for a q in the normal exponent range, built from its bits. */
static inline float pow2if(int32_t q) { return bitsf((uint32_t)(q + 0x7f) << 23); }
static inline double pow2i(int64_t q) { return bitsd((uint64_t)(q + 0x3ff) << 52); }
/* x * 2^q in two steps (q may lie past one exponent's range). */
static inline float ldexp2f(float x, int32_t q) { return x * pow2if(q >> 1) * pow2if(q - (q >> 1)); }
static inline double ldexp2d(double x, int64_t q) { return x * pow2i(q >> 1) * pow2i(q - (q >> 1)); }
/* rint(x/ln2) as the integer exponent q: NaN, ±inf and huge values (whose
 * results the callers replace by 0 or inf) clamp to ±2^20, so that the
 * conversion is defined; in-range values convert exactly as before. */
static inline int32_t expq_f(float qf) { return qf >= -0x1p20f ? (qf <= 0x1p20f ? (int32_t)qf : 1 << 20) : -(1 << 20); }
static inline int64_t expq_d(double u) { return u >= -0x1p20 ? (u <= 0x1p20 ? (int64_t)u : 1 << 20) : -(1 << 20); }

/* ---- float exp: q = rint(x/ln2), two-part Cody-Waite reduction, degree-6
 * polynomial by FMA Horner, 1 + s + s^2*P(s), scaled by 2^q. */
float nb_sl_expf(float d)
{
    if (d != d) return d;
    float qf = nearbyintf(d * 1.442695040888963407359924681001892137426645954152985934135449406931f);
    int32_t q = expq_f(qf);
    float s = fmaf(qf, -0.693145751953125f, d);
    s = fmaf(qf, -1.428606765330187045e-06f, s);
    float u = 0.000198527617612853646278381f;
    u = fmaf(u, s, 0.00139304355252534151077271f);
    u = fmaf(u, s, 0.00833336077630519866943359f);
    u = fmaf(u, s, 0.0416664853692054748535156f);
    u = fmaf(u, s, 0.166666671633720397949219f);
    u = fmaf(u, s, 0.5f);
    u = 1.0f + fmaf(s * s, u, s);
    if (d < -104.0f) return 0.0f;
    if (d > 100.0f) return INFINITY;
    return ldexp2f(u, q);
}

/* double-float helpers (SLEEF's df.h, FMA forms) */
typedef struct { float x, y; } f2;
static inline f2 df_add2_ff(float x, float y)
{
    float s = x + y, v = s - x;
    return (f2){s, (x - (s - v)) + (y - v)};
}
static inline f2 df_add_f2f2(f2 x, f2 y) /* |x| >= |y| */
{
    float s = x.x + y.x;
    return (f2){s, (((x.x - s) + y.x) + x.y) + y.y};
}
static inline f2 df_add_f2f(f2 x, float y)
{
    float s = x.x + y;
    return (f2){s, ((x.x - s) + y) + x.y};
}
static inline f2 df_mul_f2f(f2 x, float y)
{
    float s = x.x * y;
    return (f2){s, fmaf(x.y, y, fmaf(x.x, y, -s))};
}
static inline f2 df_div(f2 n, f2 d)
{
    float t = 1.0f / d.x, s = n.x * t;
    float u = fmaf(t, n.x, -s);
    float v = fmaf(-d.y, t, fmaf(-d.x, t, 1.0f));
    return (f2){s, fmaf(s, v, fmaf(n.y, t, u))};
}

/* ---- float log: d = m * 2^e with m in [0.75, 1.5), x = (m-1)/(m+1) in
 * double-float, log = e*ln2 + 2x + x^3*P(x^2), summed in double-float. */
float nb_sl_logf(float d)
{
    float dd = d;
    int o = dd < 1.17549435e-38f;
    if (o) dd *= 18446744073709551616.0f;
    int32_t e = (int32_t)((fbits(dd * (1.0f / 0.75f)) >> 23) & 0xff) - 0x7f;
    float m = bitsf(fbits(dd) + ((uint32_t)(-e) << 23));
    if (o) e -= 64;
    f2 s = df_mul_f2f((f2){0.69314718246459960938f, -1.904654323148236017e-09f}, (float)e);
    f2 x = df_div(df_add2_ff(-1.0f, m), df_add2_ff(1.0f, m));
    float x2 = x.x * x.x;
    float t = 0.3027294874e+0f;
    t = fmaf(t, x2, 0.3996108174e+0f);
    t = fmaf(t, x2, 0.6666694880e+0f);
    s = df_add_f2f2(s, (f2){x.x * 2.0f, x.y * 2.0f});
    s = df_add_f2f(s, x2 * x.x * t);
    float r = s.x + s.y;
    if (d == INFINITY) r = INFINITY;
    if (d < 0.0f || d != d) r = NAN;
    if (d == 0.0f) r = -INFINITY;
    return r;
}

/* ---- double exp: as expf with a degree-10 Estrin polynomial. */
double nb_sl_exp(double d)
{
    if (d != d) return d;
    double u = nearbyint(d * 1.442695040888963407359924681001892137426645954152985934135449406931);
    int64_t q = expq_d(u);
    double s = fma(u, -.69314718055966295651160180568695068359375, d);
    s = fma(u, -.28235290563031577122588448175013436025525412068e-12, s);
    double s2 = s * s, s4 = s2 * s2, s8 = s4 * s4;
    double p98 = fma(s, +0.2081276378237164457e-8, +0.2511210703042288022e-7);
    double p76 = fma(s, +0.2755762628169491192e-6, +0.2755723402025388239e-5);
    double p54 = fma(s, +0.2480158687479686264e-4, +0.1984126989855865850e-3);
    double p32 = fma(s, +0.1388888888914497797e-2, +0.8333333333314938210e-2);
    double p10 = fma(s, +0.4166666666666602598e-1, +0.1666666666666669072e+0);
    double p7_4 = fma(s2, p76, p54), p3_0 = fma(s2, p32, p10);
    double p7_0 = fma(s4, p7_4, p3_0);
    u = fma(s8, p98, p7_0);
    u = fma(u, s, 0.5);
    u = fma(u, s, 1.0);
    u = fma(u, s, 1.0);
    if (d < -1000.0) return 0.0;
    if (d > 709.78271114955742909217217426) return INFINITY;
    return ldexp2d(u, q);
}

/* more double-float helpers for tanhf */
static inline f2 df_add2_f2f(f2 x, float y)
{
    float s = x.x + y, v = s - x.x;
    return (f2){s, ((x.x - (s - v)) + (y - v)) + x.y};
}
static inline f2 df_add2_f2f2(f2 x, f2 y)
{
    float s = x.x + y.x, v = s - x.x;
    return (f2){s, ((x.x - (s - v)) + (y.x - v)) + (x.y + y.y)};
}
static inline f2 df_add_ff2(float x, f2 y)
{
    float s = x + y.x;
    return (f2){s, ((x - s) + y.x) + y.y};
}
static inline f2 df_mul_f2f2(f2 x, f2 y)
{
    float s = x.x * y.x;
    return (f2){s, fmaf(x.x, y.y, fmaf(x.y, y.x, fmaf(x.x, y.x, -s)))};
}
static inline f2 df_squ(f2 x)
{
    float s = x.x * x.x;
    return (f2){s, fmaf(x.x + x.x, x.y, fmaf(x.x, x.x, -s))};
}
static inline f2 df_rec(f2 d)
{
    float s = 1.0f / d.x;
    return (f2){s, s * fmaf(-d.y, s, fmaf(-d.x, s, 1.0f))};
}

/* exp of a double-float argument, as a double-float (SLEEF's expk2f). */
static f2 expk2f(f2 d)
{
    float qf = nearbyintf((d.x + d.y) * 1.442695040888963407359924681001892137426645954152985934135449406931f);
    int32_t q = expq_f(qf);
    f2 s = df_add2_f2f(d, qf * -0.693145751953125f);
    s = df_add2_f2f(s, qf * -1.428606765330187045e-06f);
    float u = +0.1980960224e-3f;
    u = fmaf(u, s.x, +0.1394256484e-2f);
    u = fmaf(u, s.x, +0.8333456703e-2f);
    u = fmaf(u, s.x, +0.4166637361e-1f);
    f2 t = df_add2_f2f(df_mul_f2f(s, u), +0.166666659414234244790680580464e+0f);
    t = df_add2_f2f(df_mul_f2f2(s, t), 0.5f);
    t = df_add2_f2f2(s, df_mul_f2f2(df_squ(s), t));
    t = df_add_ff2(1.0f, t);
    t.x = ldexp2f(t.x, q);
    t.y = ldexp2f(t.y, q);
    if (d.x < -104.0f) t.x = t.y = 0.0f;
    return t;
}

/* ---- float tanh: (e - 1/e) / (e + 1/e) with e = exp(|x|) in double-float. */
float nb_sl_tanhf(float x)
{
    if (x != x) return x;
    float y = fabsf(x);
    f2 d = expk2f((f2){y, 0.0f});
    f2 e = df_rec(d);
    d = df_div(df_add2_f2f2(d, (f2){-e.x, -e.y}), df_add2_f2f2(d, e));
    y = d.x + d.y;
    if (fabsf(x) > 8.664339742f || y != y) y = 1.0f;
    return copysignf(y, x);
}

/* double-double helpers (SLEEF's dd.h, FMA forms) */
typedef struct { double x, y; } d2;
static inline d2 dd_add2_dd(double x, double y)
{
    double s = x + y, v = s - x;
    return (d2){s, (x - (s - v)) + (y - v)};
}
static inline d2 dd_add_d2d2(d2 x, d2 y)
{
    double s = x.x + y.x;
    return (d2){s, (((x.x - s) + y.x) + x.y) + y.y};
}
static inline d2 dd_add_d2d(d2 x, double y)
{
    double s = x.x + y;
    return (d2){s, ((x.x - s) + y) + x.y};
}
static inline d2 dd_mul_d2d(d2 x, double y)
{
    double s = x.x * y;
    return (d2){s, fma(x.y, y, fma(x.x, y, -s))};
}
static inline d2 dd_div(d2 n, d2 d)
{
    double t = 1.0 / d.x, s = n.x * t;
    double u = fma(t, n.x, -s);
    double v = fma(-d.y, t, fma(-d.x, t, 1.0));
    return (d2){s, fma(s, v, fma(n.y, t, u))};
}

/* ---- double log: as logf with a degree-7 (in x^2) Estrin polynomial. */
double nb_sl_log(double d)
{
    double dd = d;
    int o = dd < 2.2250738585072014e-308;
    if (o) dd *= 18446744073709551616.0;
    int64_t e = (int64_t)((dbits(dd * (1.0 / 0.75)) >> 52) & 0x7ff) - 0x3ff;
    double m = bitsd(dbits(dd) + ((uint64_t)(-e) << 52));
    if (o) e -= 64;
    d2 s = dd_mul_d2d((d2){0.693147180559945286226764, 2.319046813846299558417771e-17}, (double)e);
    d2 x = dd_div(dd_add2_dd(-1.0, m), dd_add2_dd(1.0, m));
    double x2 = x.x * x.x, x4 = x2 * x2, x8 = x4 * x4;
    double p3 = fma(x4, 0.1532076988502701353e+0, fma(x2, 0.1525629051003428716e+0, 0.1818605932937785996e+0));
    double p0 = fma(x4, fma(x2, 0.2222214519839380009e+0, 0.2857142932794299317e+0),
                    fma(x2, 0.3999999999635251990e+0, 0.6666666666667333541e+0));
    double t = fma(x8, p3, p0);
    s = dd_add_d2d2(s, (d2){x.x * 2.0, x.y * 2.0});
    s = dd_add_d2d(s, x2 * x.x * t);
    double r = s.x + s.y;
    if (d == INFINITY) r = INFINITY;
    if (d < 0.0 || d != d) r = NAN;
    if (d == 0.0) r = -INFINITY;
    return r;
}

/* ---- float expm1 (Sleef_expm1f_u10): expk2f(x) - 1 in double-float. */
float nb_sl_expm1f(float a)
{
    if (a != a) return a;
    f2 d = df_add2_f2f(expk2f((f2){a, 0.0f}), -1.0f);
    float x = d.x + d.y;
    if (a > 88.72283172607421875f) x = INFINITY;
    if (a < -16.635532333438687426013570f) x = -1.0f;
    if (a == 0.0f && signbit(a)) x = -0.0f;
    return x;
}

/* ---- PyTorch's own float erf (Vectorized<float>::erf, the same in its AVX2
 * and AVX512 builds): Abramowitz-Stegun 7.1.26 by FMA Horner, exp(-x^2) from
 * SLEEF, sign put back by xor. */
float nb_pt_erff(float x)
{
    uint32_t sign = fbits(x) & 0x80000000u;
    float t = 1.0f / fmaf(0.3275911f, fabsf(x), 1.0f);
    float r = fmaf(1.061405429f, t, -1.453152027f);
    r = fmaf(r, t, 1.421413741f);
    r = fmaf(r, t, -0.284496736f);
    r = fmaf(r, t, 0.254829592f);
    float e = nb_sl_expf(-(x * x));
    return bitsf(fbits(fmaf(-e * t, r, 1.0f)) ^ sign);
}

/* ---- float pow (Sleef_powf16_u10): exp(y * log|x|) with the log and the
 * product in double-float (logkf, expkf), then the sign and the IEEE special
 * cases. logkf's AVX512 form (getexp/getmant) and the portable form (ilogb,
 * scale by 2^-e) give the same e and m for every finite x > 0. */
static f2 logkf(float d)
{
    int o = d < 1.17549435e-38f;
    if (o) d *= 18446744073709551616.0f;
    int32_t e = (int32_t)((fbits(d * (1.0f / 0.75f)) >> 23) & 0xff) - 0x7f;
    float m = bitsf(fbits(d) + ((uint32_t)(-e) << 23));
    if (o) e -= 64;
    f2 x = df_div(df_add2_ff(-1.0f, m), df_add2_ff(1.0f, m));
    f2 x2 = df_squ(x);
    float t = 0.240320354700088500976562f;
    t = fmaf(t, x2.x, 0.285112679004669189453125f);
    t = fmaf(t, x2.x, 0.400007992982864379882812f);
    f2 c = {0.66666662693023681640625f, 3.69183861259614332084311e-09f};
    f2 s = df_mul_f2f((f2){0.69314718246459960938f, -1.904654323148236017e-09f}, (float)e);
    s = df_add_f2f2(s, (f2){x.x * 2.0f, x.y * 2.0f});
    return df_add_f2f2(s, df_mul_f2f2(df_mul_f2f2(x2, x), df_add2_f2f2(df_mul_f2f(x2, t), c)));
}

/* x * 2^q for any int q, in SLEEF's vldexp steps (four factors 2^m, then 2^q'). */
static float ldexpkf(float x, int32_t q)
{
    uint32_t uq = (uint32_t)q;
    int32_t m = q >> 31;
    int32_t a = (int32_t)((uint32_t)m + uq) >> 6;
    m = (int32_t)(((uint32_t)a - (uint32_t)m) << 4);
    q = (int32_t)(uq - ((uint32_t)m << 2));
    m += 0x7f;
    if (m < 0) m = 0;
    if (m > 0xff) m = 0xff;
    float u = bitsf((uint32_t)m << 23);
    x = x * u * u * u * u;
    return x * bitsf((uint32_t)(q + 0x7f) << 23);
}

static float expkf(f2 d)
{
    float u = (d.x + d.y) * 1.442695040888963407359924681001892137426645954152985934135449406931f;
    /* cvtps2dq: nearest-even; NaN and out-of-range give INT32_MIN */
    int32_t q = (u >= -0x1p31f && u < 0x1p31f) ? (int32_t)nearbyintf(u) : INT32_MIN;
    f2 s = df_add2_f2f(d, (float)q * -0.693145751953125f);
    s = df_add2_f2f(s, (float)q * -1.428606765330187045e-06f);
    float n = s.x + s.y;
    s = (f2){n, (s.x - n) + s.y};
    u = 0.00136324646882712841033936f;
    u = fmaf(u, s.x, 0.00836596917361021041870117f);
    u = fmaf(u, s.x, 0.0416710823774337768554688f);
    u = fmaf(u, s.x, 0.166665524244308471679688f);
    u = fmaf(u, s.x, 0.499999850988388061523438f);
    f2 t = df_add_f2f2(s, df_mul_f2f(df_squ(s), u));
    t = df_add_ff2(1.0f, t);
    u = ldexpkf(t.x + t.y, q);
    if (d.x < -104.0f) u = 0.0f;
    return u;
}

static inline float mulsignf(float x, float y) { return bitsf(fbits(x) ^ (fbits(y) & 0x80000000u)); }

float nb_sl_powf(float x, float y)
{
    int yisint = truncf(y) == y || fabsf(y) > (float)(1 << 24);
    int yisodd = yisint && fabsf(y) < (float)(1 << 24) && ((int32_t)y & 1) == 1;
    float ax = fabsf(x);
    float r = (ax == ax && ax != INFINITY && ax != 0.0f) ? expkf(df_mul_f2f(logkf(ax), y)) : 0.0f;
    if (r != r) r = INFINITY;
    r *= x > 0 ? 1.0f : (yisint ? (yisodd ? -1.0f : 1.0f) : NAN);
    float efx = mulsignf(ax - 1.0f, y);
    if (fabsf(y) == INFINITY) r = efx < 0.0f ? 0.0f : (efx == 0.0f ? 1.0f : INFINITY);
    if (ax == INFINITY || x == 0.0f)
        r = mulsignf((signbit(y) != 0) != (x == 0.0f) ? 0.0f : INFINITY, yisodd ? x : 1.0f);
    if (x != x || y != y) r = bitsf(0xffffffffu);
    if (y == 0.0f || x == 1.0f) r = 1.0f;
    return r;
}

/* more double-double helpers for tanh */
static inline d2 dd_add2_d2d(d2 x, double y)
{
    double s = x.x + y, v = s - x.x;
    return (d2){s, ((x.x - (s - v)) + (y - v)) + x.y};
}
static inline d2 dd_add2_d2d2(d2 x, d2 y)
{
    double s = x.x + y.x, v = s - x.x;
    return (d2){s, ((x.x - (s - v)) + (y.x - v)) + (x.y + y.y)};
}
static inline d2 dd_add_dd2(double x, d2 y)
{
    double s = x + y.x;
    return (d2){s, ((x - s) + y.x) + y.y};
}
static inline d2 dd_mul_d2d2(d2 x, d2 y)
{
    double s = x.x * y.x;
    return (d2){s, fma(x.x, y.y, fma(x.y, y.x, fma(x.x, y.x, -s)))};
}
static inline d2 dd_squ(d2 x)
{
    double s = x.x * x.x;
    return (d2){s, fma(x.x + x.x, x.y, fma(x.x, x.x, -s))};
}
static inline d2 dd_rec(d2 d)
{
    double s = 1.0 / d.x;
    return (d2){s, s * fma(-d.y, s, fma(-d.x, s, 1.0))};
}

/* exp of a double-double argument, as a double-double (SLEEF's expk2):
 * degree-10 Estrin polynomial in s, the low terms in double-double. */
static d2 expk2(d2 d)
{
    double dq = nearbyint((d.x + d.y) * 1.442695040888963407359924681001892137426645954152985934135449406931);
    int64_t q = expq_d(dq);
    d2 s = dd_add2_d2d(d, dq * -.69314718055966295651160180568695068359375);
    s = dd_add2_d2d(s, dq * -.28235290563031577122588448175013436025525412068e-12);
    d2 s2 = dd_squ(s), s4 = dd_squ(s2);
    double x = s.x, x2 = s2.x, x4 = s4.x, x8 = s4.x * s4.x;
    double p98 = fma(x, +0.1602472219709932072e-9, +0.2092255183563157007e-8);
    double p7_4 = fma(x2, fma(x, +0.2505230023782644465e-7, +0.2755724800902135303e-6),
                      fma(x, +0.2755731892386044373e-5, +0.2480158735605815065e-4));
    double p3_0 = fma(x2, fma(x, +0.1984126984148071858e-3, +0.1388888888886763255e-2),
                      fma(x, +0.8333333333333347095e-2, +0.4166666666666669905e-1));
    double u = fma(x8, p98, fma(x4, p7_4, p3_0));
    d2 t = dd_add_dd2(0.5, dd_mul_d2d(s, +0.1666666666666666574e+0));
    t = dd_add_dd2(1.0, dd_mul_d2d2(t, s));
    t = dd_add_dd2(1.0, dd_mul_d2d2(t, s));
    t = dd_add_d2d2(t, dd_mul_d2d(s4, u));
    t.x = ldexp2d(t.x, q);
    t.y = ldexp2d(t.y, q);
    if (d.x < -1000.0) t.x = t.y = 0.0;
    return t;
}

/* ---- double tanh (Sleef_tanhd8_u10): as tanhf, in double-double. */
double nb_sl_tanh(double x)
{
    if (x != x) return x;
    double y = fabs(x);
    d2 d = expk2((d2){y, 0.0});
    d2 e = dd_rec(d);
    d = dd_div(dd_add2_d2d2(d, (d2){-e.x, -e.y}), dd_add2_d2d2(d, e));
    y = d.x + d.y;
    if (fabs(x) > 18.714973875 || y != y) y = 1.0;
    return copysign(y, x);
}

/* ---- float sin (Sleef_sinf16_u35: PyTorch's Vectorized<float>::sin is the
 * 3.5-ULP one): q = rint(x/pi), x - q*pi by three FMAs (four below 39000), an
 * odd polynomial by FMA Horner, sign flipped for odd q. SLEEF picks the
 * reduction per vector (the wider one when any lane is >= 125; Payne-Hanek
 * when any is >= 39000); here each element picks its own, and Payne-Hanek is
 * not reproduced (libm's sinf there). */
float nb_sl_sinf(float d)
{
    float r = d;
    if (!(fabsf(d) < 39000.0f)) return sinf(d);
    float u = nearbyintf(d * (float)0.318309886183790671537767526745028724);
    int32_t q = (int32_t)u;
    if (fabsf(d) < 125.0f) {
        d = fmaf(u, -3.1414794921875f, d);
        d = fmaf(u, -0.00011315941810607910156f, d);
        d = fmaf(u, -1.9841872589410058936e-09f, d);
    } else {
        d = fmaf(u, -3.140625f, d);
        d = fmaf(u, -0.0009670257568359375f, d);
        d = fmaf(u, -6.2771141529083251953e-07f, d);
        d = fmaf(u, -1.2154201256553420762e-10f, d);
    }
    float s = d * d;
    if (q & 1) d = -d;
    u = 2.6083159809786593541503e-06f;
    u = fmaf(u, s, -0.0001981069071916863322258f);
    u = fmaf(u, s, 0.00833307858556509017944336f);
    u = fmaf(u, s, -0.166666597127914428710938f);
    u = s * (u * d) + d; /* SLEEF's separate vmul and vadd */
    if (r == 0.0f && signbit(r)) u = r;
    return u;
}
