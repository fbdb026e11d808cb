/* nb_math_trig.c — sin, cos, tan, atan, atan2, asin, acos, hypot, correctly
 * rounded (see nb_math.h). Argument reduction for sin/cos/tan is exact
 * (Payne-Hanek with 1536 bits of 2/pi), for every |x| > pi/4. */
#include "nb_math.h"
#include "nb_math_dd.h"
#include "nb_math_tab.h"
#include <math.h>

#define NBM_INF (1.0 / 0.0)
#define NW 7 /* words of 2/pi used per reduction (224 bits) */

/* Bits [pos, pos+1) of the little-endian limb array z (n limbs); 0 outside. */
static unsigned bit_at(const uint32_t *z, int n, int pos)
{
    if (pos < 0 || pos >= 32 * n) return 0;
    return (z[pos / 32] >> (pos % 32)) & 1u;
}

/* x = n*pi/2 + r with |r| <= pi/4 (plus rounding), for finite |x| > pi/4.
 * Returns n mod 4, r as double-double (relative error ~2^-104). */
static int rem_pio2(double x, nbm_dd *r)
{
    uint64_t b = nbm_bits(x);
    int ex = (int)((b >> 52) & 0x7ff) - 1023;
    uint64_t M = (b & 0xfffffffffffffull) | (1ull << 52);
    int E = ex - 52; /* |x| = M * 2^E */
    int w0 = E >= 2 ? (E - 2) / 32 : 0;
    int sh = E - 32 * w0 - 32;
    int F = 32 * (NW - 1) - sh; /* fraction bits of Z = M * W */
    uint32_t z[NW + 2] = {0};
    uint32_t m0 = (uint32_t)M, m1 = (uint32_t)(M >> 32);
    /* Z = M * W, W = words w0 .. w0+NW-1 as a big integer (most significant first) */
    for (int i = 0; i < NW; i++) {
        uint64_t w = nbm_two_over_pi[w0 + i];
        int li = NW - 1 - i; /* limb index of this word */
        uint64_t p0 = w * m0, p1 = w * m1;
        uint64_t c = 0;
        uint64_t s = (uint64_t)z[li] + (uint32_t)p0;
        z[li] = (uint32_t)s; c = s >> 32;
        s = (uint64_t)z[li + 1] + (p0 >> 32) + (uint32_t)p1 + c;
        z[li + 1] = (uint32_t)s; c = s >> 32;
        s = (uint64_t)z[li + 2] + (p1 >> 32) + c;
        z[li + 2] = (uint32_t)s; c = s >> 32;
        for (int k = li + 3; c && k < NW + 2; k++) { s = (uint64_t)z[k] + c; z[k] = (uint32_t)s; c = s >> 32; }
    }
    int n = (int)(bit_at(z, NW + 2, F) | (bit_at(z, NW + 2, F + 1) << 1));
    /* keep the F fraction bits */
    for (int k = 0; k < NW + 2; k++) {
        if (32 * k >= F) z[k] = 0;
        else if (32 * k + 32 > F) z[k] &= (uint32_t)((1ull << (F - 32 * k)) - 1);
    }
    double sign = 1.0;
    if (bit_at(z, NW + 2, F - 1)) { /* fraction >= 1/2: x is nearer (n+1)*pi/2 */
        n += 1;
        sign = -1.0;
        uint64_t c = 1;
        for (int k = 0; k < NW + 2; k++) { uint64_t s = (uint64_t)(uint32_t)~z[k] + c; z[k] = (uint32_t)s; c = s >> 32; }
        for (int k = 0; k < NW + 2; k++) {
            if (32 * k >= F) z[k] = 0;
            else if (32 * k + 32 > F) z[k] &= (uint32_t)((1ull << (F - 32 * k)) - 1);
        }
    }
    nbm_dd f = dd_(0.0, 0.0);
    for (int k = NW + 1; k >= 0; k--)
        if (z[k]) f = dd_add_d(f, ldexp((double)z[k], 32 * k - F));
    f = dd_mul(f, dd_(NBM_PI_2_HI, NBM_PI_2_LO));
    if (x < 0) { sign = -sign; n = -n; }
    *r = dd_(sign * f.hi, sign * f.lo);
    return n & 3;
}

/* sin(r), cos(r) for |r| <= ~pi/4: Taylor series in r^2, terms below 2^-55 in double. */
static nbm_dd sin_dd(nbm_dd r)
{
    nbm_dd r2 = dd_mul(r, r);
    double x2 = r2.hi;
    double t = nbm_inv_fact[27][0];
    for (int k = 12; k >= 8; k--) t = -t * x2 + nbm_inv_fact[2 * k + 1][0];
    /* t = sum_{k>=8} (-1)^(k-8) r^(2k-16)/(2k+1)! ; next coefficient k=7 is negative */
    nbm_dd p = dd_add(dd_(t * x2, 0.0), dd_(-nbm_inv_fact[15][0], -nbm_inv_fact[15][1]));
    for (int k = 6; k >= 0; k--) {
        double s = (k & 1) ? -1.0 : 1.0;
        p = dd_add(dd_mul(p, r2), dd_(s * nbm_inv_fact[2 * k + 1][0], s * nbm_inv_fact[2 * k + 1][1]));
    }
    return dd_mul(p, r);
}

static nbm_dd cos_dd(nbm_dd r)
{
    nbm_dd r2 = dd_mul(r, r);
    double x2 = r2.hi;
    double t = nbm_inv_fact[28][0];
    for (int k = 13; k >= 8; k--) t = -t * x2 + nbm_inv_fact[2 * k][0];
    nbm_dd p = dd_add(dd_(t * x2, 0.0), dd_(-nbm_inv_fact[14][0], -nbm_inv_fact[14][1]));
    for (int k = 6; k >= 0; k--) {
        double s = (k & 1) ? -1.0 : 1.0;
        p = dd_add(dd_mul(p, r2), dd_(s * nbm_inv_fact[2 * k][0], s * nbm_inv_fact[2 * k][1]));
    }
    return p;
}

/* Reduce x; returns the quadrant, r in *r (x itself when |x| <= pi/4). */
static int reduce(double x, nbm_dd *r)
{
    if (fabs(x) <= 0.785398163397448279) { *r = dd_(x, 0.0); return 0; }
    return rem_pio2(x, r);
}

double nb_sin(double x)
{
    if (x != x) return x + x;
    if (x == NBM_INF || x == -NBM_INF) return (x - x) / (x - x);
    if (fabs(x) < 0x1p-26) return x; /* x - x^3/6 rounds to x */
    nbm_dd r;
    int n = reduce(x, &r);
    nbm_dd v = (n & 1) ? cos_dd(r) : sin_dd(r);
    return (n & 2) ? -v.hi : v.hi;
}

double nb_cos(double x)
{
    if (x != x) return x + x;
    if (x == NBM_INF || x == -NBM_INF) return (x - x) / (x - x);
    if (fabs(x) < 0x1p-27) return 1.0;
    nbm_dd r;
    int n = reduce(x, &r);
    nbm_dd v = (n & 1) ? sin_dd(r) : cos_dd(r);
    return ((n + 1) & 2) ? -v.hi : v.hi;
}

double nb_tan(double x)
{
    if (x != x) return x + x;
    if (x == NBM_INF || x == -NBM_INF) return (x - x) / (x - x);
    if (fabs(x) < 0x1p-27) return x; /* x + x^3/3 rounds to x */
    nbm_dd r;
    int n = reduce(x, &r);
    nbm_dd s = sin_dd(r), c = cos_dd(r);
    if (n & 1) return -dd_div(c, s).hi;
    return dd_div(s, c).hi;
}

/* atan(x) for 0 <= x <= 1: atan(j/64) + atan((x - c)/(1 + x c)). */
static nbm_dd atan_core(nbm_dd x)
{
    int j = (int)(x.hi * 64.0 + 0.5);
    double c = j / 64.0;
    nbm_dd u = x;
    if (j) u = dd_div(dd_add_d(x, -c), dd_add_d(dd_mul_d(x, c), 1.0));
    nbm_dd u2 = dd_mul(u, u);
    double x2 = u2.hi;
    double t = nbm_inv_odd[9][0];
    for (int k = 8; k >= 4; k--) t = -t * x2 + nbm_inv_odd[k][0];
    /* sum_{k>=4} (-1)^k u^(2k)/(2k+1) = t * u^8 ; Horner from k = 3 (negative) */
    nbm_dd p = dd_add(dd_(t * x2, 0.0), dd_(-nbm_inv_odd[3][0], -nbm_inv_odd[3][1]));
    for (int k = 2; k >= 0; k--) {
        double s = (k & 1) ? -1.0 : 1.0;
        p = dd_add(dd_mul(p, u2), dd_(s * nbm_inv_odd[k][0], s * nbm_inv_odd[k][1]));
    }
    p = dd_mul(p, u);
    if (j) p = dd_add(p, dd_(nbm_atan_tab[j][0], nbm_atan_tab[j][1]));
    return p;
}

nbm_dd nbm_atan_dd(nbm_dd x)
{
    if (x.hi <= 1.0) return atan_core(x);
    return dd_sub(dd_(NBM_PI_2_HI, NBM_PI_2_LO), atan_core(dd_div(dd_(1.0, 0.0), x)));
}

double nb_atan(double x)
{
    if (x != x) return x + x;
    double ax = fabs(x), r;
    if (ax > 0x1p60) r = NBM_PI_2_HI;
    else if (ax < 0x1p-27) return x; /* x - x^3/3 rounds to x */
    else r = nbm_atan_dd(dd_(ax, 0.0)).hi;
    return x < 0 ? -r : r;
}

double nb_atan2(double y, double x)
{
    if (x != x || y != y) return x + y;
    double ay = fabs(y), ax = fabs(x), r;
    int yneg = signbit(y) != 0;
    if (y == 0) r = signbit(x) ? NBM_PI_HI : 0.0;
    else if (x == 0) r = NBM_PI_2_HI;
    else if (ay == NBM_INF) r = ax == NBM_INF ? (x > 0 ? NBM_PI_4_HI : 3.0 * NBM_PI_4_HI) : NBM_PI_2_HI;
    else if (ax == NBM_INF) r = x > 0 ? 0.0 : NBM_PI_HI;
    else {
        int ey, ex;
        frexp(ay, &ey);
        frexp(ax, &ex);
        if (ey - ex > 60) r = NBM_PI_2_HI;
        else if (ex - ey > 60) r = x > 0 ? ay / ax : NBM_PI_HI;
        else {
            double ys = ldexp(ay, -ex), xs = ldexp(ax, -ex);
            nbm_dd a;
            if (ys <= xs) a = atan_core(dd_div(dd_(ys, 0.0), dd_(xs, 0.0)));
            else a = dd_sub(dd_(NBM_PI_2_HI, NBM_PI_2_LO), atan_core(dd_div(dd_(xs, 0.0), dd_(ys, 0.0))));
            if (x < 0) a = dd_sub(dd_(NBM_PI_HI, NBM_PI_LO), a);
            r = a.hi;
        }
    }
    return yneg ? -r : r;
}

/* sqrt(1 - x^2) for 0 <= x <= 1 as double-double. */
static nbm_dd sqrt_1mx2(double x)
{
    nbm_dd s;
    if (x <= 0.5) s = dd_sub(dd_(1.0, 0.0), two_prod(x, x));
    else s = dd_mul(dd_(1.0 - x, 0.0), two_sum(1.0, x)); /* 1 - x exact */
    return dd_sqrt(s);
}

double nb_asin(double x)
{
    if (x != x) return x + x;
    double ax = fabs(x), r;
    if (ax > 1.0) return (x - x) / (x - x);
    if (ax < 0x1p-27) return x; /* x + x^3/6 rounds to x */
    if (ax == 1.0) r = NBM_PI_2_HI;
    else {
        nbm_dd s = sqrt_1mx2(ax);
        if (ax <= 0.70710678118654752) r = atan_core(dd_div(dd_(ax, 0.0), s)).hi;
        else r = dd_sub(dd_(NBM_PI_2_HI, NBM_PI_2_LO), atan_core(dd_div(s, dd_(ax, 0.0)))).hi;
    }
    return x < 0 ? -r : r;
}

double nb_acos(double x)
{
    if (x != x) return x + x;
    double ax = fabs(x);
    if (ax > 1.0) return (x - x) / (x - x);
    if (x == 1.0) return 0.0;
    if (x == -1.0) return NBM_PI_HI;
    if (ax < 0x1p-57) return NBM_PI_2_HI;
    nbm_dd a;
    if (ax <= 0.5) {
        nbm_dd s = sqrt_1mx2(ax);
        a = atan_core(dd_div(dd_(ax, 0.0), s)); /* asin(ax) */
        a = x < 0 ? dd_add(dd_(NBM_PI_2_HI, NBM_PI_2_LO), a) : dd_sub(dd_(NBM_PI_2_HI, NBM_PI_2_LO), a);
    } else {
        nbm_dd s = sqrt_1mx2(ax);
        a = nbm_atan_dd(dd_div(s, dd_(ax, 0.0))); /* acos(ax) */
        if (x < 0) a = dd_sub(dd_(NBM_PI_HI, NBM_PI_LO), a);
    }
    return a.hi;
}

double nb_hypot(double x, double y)
{
    double ax = fabs(x), ay = fabs(y);
    if (ax == NBM_INF || ay == NBM_INF) return NBM_INF;
    if (ax != ax || ay != ay) return ax + ay;
    if (ax < ay) { double t = ax; ax = ay; ay = t; }
    if (ay == 0) return ax;
    int ex, ey;
    frexp(ax, &ex);
    frexp(ay, &ey);
    if (ex - ey > 60) return ax; /* sqrt(ax^2 + ay^2) rounds to ax */
    double xs = ldexp(ax, -ex), ys = ldexp(ay, -ex);
    nbm_dd s = dd_add(two_prod(xs, xs), two_prod(ys, ys));
    return nbm_round_scaled(dd_sqrt(s), ex);
}
