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
static float logm_f(float d, int32_t *ep)
{
    int o = d < 1.17549435e-38f;
    if (o) d *= 18446744073709551616.0f;
    int32_t e = (int32_t)((fbits(d * (1.0f / 0.75f)) >> 23) & 0xff) - 0x7f;
    *ep = o ? e - 64 : e;
    return bitsf(fbits(d) + ((uint32_t)(-e) << 23));
}

/* log's special values (SLEEF's final selects / AVX512 fixup alike) */
static float logf_fix(float d, float r)
{
    if (d == INFINITY) r = INFINITY;
    if (d < 0.0f || d != d) r = NAN;
    if (d == 0.0f) r = -INFINITY;
    return r;
}

float nb_sl_logf(float d)
{
    int32_t e;
    float m = logm_f(d, &e);
    f2 s = df_mul_f2f((f2){0.69314718246459960938f, -1.904654323148236017e-09f}, (float)e);
    f2 x = df_div(df_add2_ff(-1.0f, m), df_add2_ff(1.0f, m));
    float x2 = x.x * x.x;
    float t = 0.3027294874e+0f;
    t = fmaf(t, x2, 0.3996108174e+0f);
    t = fmaf(t, x2, 0.6666694880e+0f);
    s = df_add_f2f2(s, (f2){x.x * 2.0f, x.y * 2.0f});
    s = df_add_f2f(s, x2 * x.x * t);
    return logf_fix(d, s.x + s.y);
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
float nb_sl_sinf(float d) { return nb_sl_sinf_w(d, !(fabsf(d) < 125.0f)); }

float nb_sl_sinf_w(float d, int wide)
{
    float r = d;
    if (!(fabsf(d) < 39000.0f)) return sinf(d);
    float u = nearbyintf(d * (float)0.318309886183790671537767526745028724);
    int32_t q = (int32_t)u;
    if (!wide) {
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

/* ---- more double-float helpers (SLEEF's df.h, FMA forms) */
static inline f2 df_neg(f2 x) { return (f2){-x.x, -x.y}; }
static inline f2 df_normalize(f2 t)
{
    float s = t.x + t.y;
    return (f2){s, (t.x - s) + t.y};
}
static inline f2 df_scale(f2 d, float s) { return (f2){d.x * s, d.y * s}; }
static inline f2 df_add_ff(float x, float y) /* |x| >= |y| */
{
    float s = x + y;
    return (f2){s, (x - s) + y};
}
static inline f2 df_sub_f2f(f2 x, float y)
{
    float s = x.x - y;
    return (f2){s, ((x.x - s) - y) + x.y};
}
static inline f2 df_sub_f2f2(f2 x, f2 y) /* |x| >= |y| */
{
    float s = x.x - y.x;
    float t = x.x - s;
    t = t - y.x;
    t = t + x.y;
    return (f2){s, t - y.y};
}
static inline f2 df_mul_ff(float x, float y)
{
    float s = x * y;
    return (f2){s, fmaf(x, y, -s)};
}
static inline f2 df_rec_f(float d)
{
    float s = 1.0f / d;
    return (f2){s, s * fmaf(-d, s, 1.0f)};
}
static inline f2 df_sqrt_f(float d)
{
    float t = sqrtf(d);
    return df_scale(df_mul_f2f2(df_add2_f2f2((f2){d, 0.0f}, df_mul_ff(t, t)), df_rec_f(t)), 0.5f);
}
/* x86 cvtps2dq: nearest-even; NaN and out-of-range give INT32_MIN */
static inline int32_t cvt_i32(float u) { return (u >= -0x1p31f && u < 0x1p31f) ? (int32_t)nearbyintf(u) : INT32_MIN; }

/* ---- float cos (Sleef_cosf8_u35: PyTorch's Vectorized<float>::cos is the
 * 3.5-ULP one, run at AVX2 width): q = 2*rint(x/pi - 0.5) + 1, x - q*pi/2 by
 * three FMAs below 125 (four below 39000), the sine polynomial of nb_sl_sinf,
 * sign flipped when q & 2 is 0. The reduction is picked per element (SLEEF:
 * per vector), libm past 39000 and for inf/nan (no Payne-Hanek). */
float nb_sl_cosf(float d) { return nb_sl_cosf_w(d, !(fabsf(d) < 125.0f)); }

float nb_sl_cosf_w(float d, int wide)
{
    if (!(fabsf(d) < 39000.0f)) return cosf(d);
    int32_t q = cvt_i32(d * (float)0.318309886183790671537767526745028724 - 0.5f);
    q = q + q + 1;
    float u = (float)q;
    if (!wide) {
        d = fmaf(u, -3.1414794921875f * 0.5f, d);
        d = fmaf(u, -0.00011315941810607910156f * 0.5f, d);
        d = fmaf(u, -1.9841872589410058936e-09f * 0.5f, d);
    } else {
        d = fmaf(u, -3.140625f * 0.5f, d);
        d = fmaf(u, -0.0009670257568359375f * 0.5f, d);
        d = fmaf(u, -6.2771141529083251953e-07f * 0.5f, d);
        d = fmaf(u, -1.2154201256553420762e-10f * 0.5f, d);
    }
    float s = d * d;
    if ((q & 2) == 0) d = -d;
    u = 2.6083159809786593541503e-06f;
    u = fmaf(u, s, -0.0001981069071916863322258f);
    u = fmaf(u, s, 0.00833307858556509017944336f);
    u = fmaf(u, s, -0.166666597127914428710938f);
    return s * (u * d) + d; /* separate vmul and vadd */
}

/* ---- float tan (Sleef_tanf8_u10): q = rint(2x/pi), the reduction in
 * double-float, tan of the reduced argument by a polynomial in its square
 * in double-float, reciprocal for odd q. Below 125 only (SLEEF's Payne-Hanek
 * reduction beyond is not reproduced: libm there). */
float nb_sl_tanf(float d)
{
    if (!(fabsf(d) < 125.0f)) return tanf(d);
    float u = nearbyintf(d * (float)(2 * 0.318309886183790671537767526745028724));
    int32_t q = (int32_t)u;
    float v = fmaf(u, -3.1414794921875f * 0.5f, d);
    f2 s = df_add2_ff(v, u * (-0.00011315941810607910156f * 0.5f));
    s = df_add_f2f(s, u * (-1.9841872589410058936e-09f * 0.5f));
    int odd = (q & 1) == 1;
    if (odd) s = df_neg(s);
    f2 t = s;
    s = df_normalize(df_squ(s));
    u = 0.00446636462584137916564941f;
    u = fmaf(u, s.x, -8.3920182078145444393158e-05f);
    u = fmaf(u, s.x, 0.0109639242291450500488281f);
    u = fmaf(u, s.x, 0.0212360303848981857299805f);
    u = fmaf(u, s.x, 0.0540687143802642822265625f);
    f2 x = df_add_ff(0.133325666189193725585938f, u * s.x);
    x = df_add_ff2(1.0f, df_mul_f2f2(df_add_ff2(0.33333361148834228515625f, df_mul_f2f2(s, x)), s));
    x = df_mul_f2f2(t, x);
    if (odd) x = df_rec(x);
    u = x.x + x.y;
    if (d == 0.0f && signbit(d)) u = d;
    return u;
}

/* ---- float asin / acos (Sleef_asinf16_u10 / acosf16_u10): below 0.5 the
 * odd polynomial in x; above, 2*asin(sqrt((1-|x|)/2)) with the square root
 * in double-float; pi/2 and pi in double-float. */
static float asin_poly(float x2, float xx)
{
    float u = (float)+0.4197454825e-1;
    u = fmaf(u, x2, (float)+0.2424046025e-1);
    u = fmaf(u, x2, (float)+0.4547423869e-1);
    u = fmaf(u, x2, (float)+0.7495029271e-1);
    u = fmaf(u, x2, (float)+0.1666677296e+0);
    return u * (x2 * xx);
}

float nb_sl_asinf(float d)
{
    float ad = fabsf(d);
    int o = ad < 0.5f;
    float x2 = o ? d * d : (1.0f - ad) * 0.5f;
    f2 x = o ? (f2){ad, 0.0f} : df_sqrt_f(x2);
    if (ad == 1.0f) x = (f2){0.0f, 0.0f};
    float u = asin_poly(x2, x.x);
    f2 y = df_sub_f2f(df_sub_f2f2((f2){3.1415927410125732422f / 4, -8.7422776573475857731e-08f / 4}, x), u);
    float r = o ? u + x.x : (y.x + y.y) * 2.0f;
    return mulsignf(r, d);
}

float nb_sl_acosf(float d)
{
    float ad = fabsf(d);
    int o = ad < 0.5f;
    float x2 = o ? d * d : (1.0f - ad) * 0.5f;
    f2 x = o ? (f2){ad, 0.0f} : df_sqrt_f(x2);
    if (ad == 1.0f) x = (f2){0.0f, 0.0f};
    float u = asin_poly(x2, x.x);
    f2 y = df_sub_f2f2((f2){3.1415927410125732422f / 2, -8.7422776573475857731e-08f / 2},
                       df_add_ff(mulsignf(x.x, d), mulsignf(u, d)));
    x = df_add_f2f(x, u);
    if (!o) y = df_scale(x, 2.0f);
    if (!o && d < 0.0f) y = df_sub_f2f2((f2){3.1415927410125732422f, -8.7422776573475857731e-08f}, y);
    return y.x + y.y;
}

/* ---- float atan (Sleef_atanf16_u10): SLEEF's atan2kf_u1(|x|, 1) in
 * double-float (1/x above 1, a degree-8 polynomial in the square). */
float nb_sl_atanf(float d)
{
    f2 y = {fabsf(d), 0.0f}, x = {1.0f, 0.0f};
    int32_t q = 0;
    if (x.x < y.x) q = 1;
    int p = x.x < y.x;
    f2 s = p ? df_neg(x) : y, t = p ? y : x;
    s = df_div(s, t);
    t = df_normalize(df_squ(s));
    float u = -0.00176397908944636583328247f;
    u = fmaf(u, t.x, 0.0107900900766253471374512f);
    u = fmaf(u, t.x, -0.0309564601629972457885742f);
    u = fmaf(u, t.x, 0.0577365085482597351074219f);
    u = fmaf(u, t.x, -0.0838950723409652709960938f);
    u = fmaf(u, t.x, 0.109463557600975036621094f);
    u = fmaf(u, t.x, -0.142626821994781494140625f);
    u = fmaf(u, t.x, 0.199983194470405578613281f);
    t = df_mul_f2f2(t, df_add_ff(-0.333332866430282592773438f, u * t.x));
    t = df_mul_f2f2(s, df_add_ff2(1.0f, t));
    t = df_add_f2f2(df_mul_f2f((f2){1.5707963705062866211f, -4.3711388286737928865e-08f}, (float)q), t);
    float r = t.x + t.y;
    if (isinf(d)) r = (float)1.570796326794896557998982;
    return mulsignf(r, d);
}

/* ---- float exp2 (Sleef_exp2f16_u10, FMA form): 2^rint(x) times a degree-6
 * polynomial of the fraction, the last step one FMA. */
float nb_sl_exp2f(float d)
{
    float u = nearbyintf(d), s;
    int32_t q = cvt_i32(u);
    s = d - u;
    u = (float)+0.1535920892e-3;
    u = fmaf(u, s, (float)+0.1339262701e-2);
    u = fmaf(u, s, (float)+0.9618384764e-2);
    u = fmaf(u, s, (float)+0.5550347269e-1);
    u = fmaf(u, s, (float)+0.2402264476e+0);
    u = fmaf(u, s, (float)+0.6931471825e+0);
    u = fmaf(u, s, 1.0f);
    if (d != d) return u;
    if (d >= 128.0f) return INFINITY;
    if (d < -150.0f) return 0.0f;
    return ldexp2f(u, q);
}

/* ---- float sinh / cosh (Sleef_sinhf16_u10 / coshf16_u10): (e -+ 1/e) / 2
 * with e = exp(|x|) in double-float (expk2f); inf above 89. */
/* (e - 1/e) / 2 (sinh) or (e + 1/e) / 2 (cosh) of |x|, e = exp(|x|) in double-float */
static float sinhcosh_abs(float x, int plus)
{
    float y = fabsf(x);
    f2 d = expk2f((f2){y, 0.0f});
    d = plus ? df_add_f2f2(d, df_rec(d)) : df_sub_f2f2(d, df_rec(d));
    y = (d.x + d.y) * 0.5f;
    if (fabsf(x) > 89.0f || y != y) y = INFINITY;
    return y;
}

float nb_sl_sinhf(float x)
{
    return x != x ? x : mulsignf(sinhcosh_abs(x, 0), x);
}

float nb_sl_coshf(float x)
{
    return x != x ? x : sinhcosh_abs(x, 1);
}

/* ---- float log1p (Sleef_log1pf16_u10, the AVX512 form: the exponent of
 * (1 + x) / 0.75 from getexp, m = x*2^-e + (2^-e - 1) by FMA, then logf's
 * series on m / (2 + m)). */
float nb_sl_log1pf(float d)
{
    float dp1 = d + 1.0f, a = dp1 * (1.0f / 0.75f);
    float e = a == 0.0f ? -INFINITY : (isinf(a) ? 128.0f : (a != a ? a : (float)ilogbf(a)));
    int32_t ie = cvt_i32(e);
    float t = bitsf(fbits(1.0f) + ((uint32_t)(-(uint32_t)ie) << 23));
    float m = fmaf(d, t, t - 1.0f);
    f2 s = df_mul_f2f((f2){0.69314718246459960938f, -1.904654323148236017e-09f}, e);
    f2 x = df_div((f2){m, 0.0f}, df_add_ff(2.0f, m));
    float x2 = x.x * x.x;
    t = 0.3027294874e+0f;
    t = fmaf(t, x2, 0.3996108174e+0f);
    t = fmaf(t, x2, 0.6666694880e+0f);
    s = df_add_f2f2(s, df_scale(x, 2.0f));
    s = df_add_f2f(s, x2 * x.x * t);
    float r = s.x + s.y;
    if (d > 1e+38f) r = INFINITY;
    if (-1.0f > d) r = NAN;
    if (d == -1.0f) r = -INFINITY;
    if (d == 0.0f && signbit(d)) r = -0.0f;
    return r;
}

/* ---- float erfc (Sleef_erfcf16_u15): four intervals (1, 2.2, 4.3, 10.1),
 * a polynomial in |x| (below 2.2) or 1/|x| with double-float tail terms,
 * exp of it by expk2f; 2 - r for negative x. */
static inline f2 f2_of_d(double d) { float h = (float)d; return (f2){h, (float)(d - h)}; }
float nb_sl_erfcf(float s)
{
    float a = fabsf(s), r, t;
    int o0 = a < 1.0f, o1 = a < 2.2f, o2 = a < 4.3f, o3 = a < 10.1f;
#define SEL4(c0, c1, c2, c3) (o0 ? (c0) : o1 ? (c1) : o2 ? (c2) : (c3))
    f2 u = o1 ? (f2){a, 0.0f} : df_div((f2){1.0f, 0.0f}, (f2){a, 0.0f});
    t = SEL4(-0.8638041618e-4f, -0.6236977242e-5f, -0.3869504035e+0f, +0.1115344167e+1f);
    t = fmaf(t, u.x, SEL4(+0.6000166177e-3f, +0.5749821503e-4f, +0.1288077235e+1f, -0.9454904199e+0f));
    t = fmaf(t, u.x, SEL4(-0.1665703603e-2f, +0.6002851478e-5f, -0.1816803217e+1f, -0.3667259514e+0f));
    t = fmaf(t, u.x, SEL4(+0.1795156277e-3f, -0.2851036377e-2f, +0.1249150872e+1f, +0.7155663371e+0f));
    t = fmaf(t, u.x, SEL4(+0.1914106123e-1f, +0.2260518074e-1f, -0.1328857988e+0f, -0.1262947265e-1f));
    f2 d = df_mul_f2f(u, t);
    d = df_add2_f2f2(d, f2_of_d(SEL4(-0.102775359343930288081655368891e+0, -0.105247583459338632253369014063e+0,
                                     -0.482365310333045318680618892669e+0, -0.498961546254537647970305302739e+0)));
    d = df_mul_f2f2(d, u);
    d = df_add2_f2f2(d, f2_of_d(SEL4(-0.636619483208481931303752546439e+0, -0.635609463574589034216723775292e+0,
                                     -0.134450203224533979217859332703e-2, -0.471199543422848492080722832666e-4)));
    d = df_mul_f2f2(d, u);
    d = df_add2_f2f2(d, f2_of_d(SEL4(-0.112837917790537404939545770596e+1, -0.112855987376668622084547028949e+1,
                                     -0.572319781150472949561786101080e+0, -0.572364030327966044425932623525e+0)));
#undef SEL4
    f2 x = df_mul_f2f(o1 ? d : (f2){-a, 0.0f}, a);
    if (!o1) x = df_add2_f2f2(x, d);
    x = expk2f(x);
    if (!o1) x = df_mul_f2f2(x, u);
    r = o3 ? x.x + x.y : 0.0f;
    if (signbit(s)) r = 2.0f - r;
    if (s != s) r = NAN;
    return r;
}

/* ---- double sin / cos (Sleef_sind4_u10 / cosd4_u10: the AVX2 VML kernels):
 * below 15, q = rint(x/pi) (cos: 2*rint(x/pi - 0.5) + 1), x - q*pi (q*pi/2)
 * in double-double, an odd polynomial in the square, the last steps in
 * double-double. The reduction is picked per element (SLEEF: per vector of 4);
 * libm from 15 on (SLEEF's wider and Payne-Hanek reductions not reproduced). */
static inline d2 dd_add_dd(double x, double y) /* |x| >= |y| */
{
    double s = x + y;
    return (d2){s, (x - s) + y};
}
static double sincos_tail(d2 s)
{
    d2 t = s;
    s = dd_squ(s);
    double s2 = s.x * s.x, s4 = s2 * s2;
    double u = fma(s4, fma(s.x, 2.72052416138529567917983e-15, -7.6429259411395447190023e-13),
                   fma(s2, fma(s.x, 1.60589370117277896211623e-10, -2.5052106814843123359368e-08),
                       fma(s.x, 2.75573192104428224777379e-06, -0.000198412698412046454654947)));
    u = fma(u, s.x, 0.00833333333333318056201922);
    d2 x = dd_add_dd2(1.0, dd_mul_d2d2(dd_add_dd(-0.166666666666666657414808, u * s.x), s));
    return fma(t.x, x.x, fma(t.y, x.x, t.x * x.y));
}

double nb_sl_sin(double d)
{
    if (!(fabs(d) < 15.0)) return sin(d);
    double dql = nearbyint(d * 0.318309886183790671537767526745028724);
    int32_t ql = (int32_t)dql;
    double u = fma(dql, -3.141592653589793116, d);
    u = sincos_tail(dd_add_dd(u, dql * -1.2246467991473532072e-16));
    if (ql & 1) u = -u;
    return d == 0.0 ? d : u;
}

double nb_sl_cos(double d)
{
    if (!(fabs(d) < 15.0)) return cos(d);
    double dql = nearbyint(fma(d, 0.318309886183790671537767526745028724, -0.5));
    dql = fma(2.0, dql, 1.0);
    int32_t ql = (int32_t)dql;
    d2 s = dd_add2_dd(d, dql * (-3.141592653589793116 * 0.5));
    s = dd_add_d2d(s, dql * (-1.2246467991473532072e-16 * 0.5));
    double u = sincos_tail(s);
    return (ql & 2) == 0 ? -u : u;
}

/* ---- float log2 / log10 (Sleef_log2f_u10 / log10f_u10): the log's m and e,
 * x = (m-1)/(m+1) in double-float, e + x*2/ln2 (log2) or e*log10(2) +
 * x*2/ln10 (log10) in double-float, plus x^3 times a degree-2 polynomial. */
float nb_sl_log2f(float d)
{
    int32_t e;
    float m = logm_f(d, &e);
    f2 x = df_div(df_add2_ff(-1.0f, m), df_add2_ff(1.0f, m));
    float x2 = x.x * x.x;
    float t = fmaf(fmaf(0.4374550283e+0f, x2, 0.5764790177e+0f), x2, 0.9618012905120f);
    f2 s = df_add2_f2f2((f2){(float)e, 0.0f}, df_mul_f2f2(x, (f2){2.8853900432586669922f, 3.2734474483568488616e-08f}));
    s = df_add2_f2f(s, x2 * x.x * t);
    return logf_fix(d, s.x + s.y);
}

float nb_sl_log10f(float d)
{
    int32_t e;
    float m = logm_f(d, &e);
    f2 x = df_div(df_add2_ff(-1.0f, m), df_add2_ff(1.0f, m));
    float x2 = x.x * x.x;
    float t = fmaf(fmaf(0.1314289868e+0f, x2, 0.1735493541e+0f), x2, 0.2895309627e+0f);
    f2 s = df_mul_f2f((f2){0.30103001f, -1.432098889e-08f}, (float)e);
    s = df_add_f2f2(s, df_mul_f2f2(x, (f2){0.868588984f, -2.170757285e-08f}));
    s = df_add_f2f(s, x2 * x.x * t);
    return logf_fix(d, s.x + s.y);
}

/* ---- float atan2 (Sleef_atan2f8_u10): the quadrant q from the signs and the
 * larger of |x|, |y|, s = min/max in double-float, atan(s) = s + s*t*P(t)
 * (t = s^2), plus q*pi/2 in double-float; SLEEF's special-value selects. */
static float inf2f(float d, float m) /* d inf: m with d's sign bit or'ed in; else 0 */
{
    return isinf(d) ? bitsf((fbits(d) & 0x80000000u) | fbits(m)) : 0.0f;
}

float nb_sl_atan2f(float y, float x)
{
    if (fabsf(x) < 2.9387372783541830947e-39f) { x *= 16777216.0f; y *= 16777216.0f; }
    f2 fy = {fabsf(y), 0.0f}, fx = {x, 0.0f}, s, t;
    int32_t q = fx.x < 0 ? -2 : 0;
    if (fx.x < 0) fx = df_neg(fx);
    if (fx.x < fy.x) { q += 1; s = df_neg(fx); t = fy; } else { s = fy; t = fx; }
    s = df_div(s, t);
    t = df_normalize(df_squ(s));
    float u = -0.00176397908944636583328247f;
    u = fmaf(u, t.x, 0.0107900900766253471374512f);
    u = fmaf(u, t.x, -0.0309564601629972457885742f);
    u = fmaf(u, t.x, 0.0577365085482597351074219f);
    u = fmaf(u, t.x, -0.0838950723409652709960938f);
    u = fmaf(u, t.x, 0.109463557600975036621094f);
    u = fmaf(u, t.x, -0.142626821994781494140625f);
    u = fmaf(u, t.x, 0.199983194470405578613281f);
    t = df_mul_f2f2(t, df_add_ff(-0.333332866430282592773438f, u * t.x));
    t = df_mul_f2f2(s, df_add_ff2(1.0f, t));
    t = df_add_f2f2(df_mul_f2f((f2){1.5707963705062866211f, -4.3711388286737928865e-08f}, (float)q), t);
    float r = mulsignf(t.x + t.y, x);
    const float hpi = (float)(3.141592653589793 / 2);
    if (isinf(x) || x == 0.0f) r = hpi - inf2f(x, mulsignf(hpi, x));
    if (isinf(y)) r = hpi - inf2f(x, mulsignf((float)(3.141592653589793 / 4), x));
    if (y == 0.0f) r = signbit(x) ? (float)3.141592653589793 : 0.0f;
    return (x != x || y != y) ? NAN : mulsignf(r, y);
}
