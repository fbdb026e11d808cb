/* nb_math_exp.c — exponentials, logarithms and pow, correctly rounded
 * (see nb_math.h). Evaluation in double-double; tables in nb_math_tab.h. */
#include "nb_math.h"
#include "nb_math_dd.h"
#include "nb_math_tab.h"
#include <math.h>

#define NBM_INF (1.0 / 0.0)

/* exp(r) for |r| <= ~0.0055 (r double-double): Taylor series to degree 13,
 * the terms below 2^-55 summed in plain double. */
static nbm_dd exp_poly(nbm_dd r)
{
    double x = r.hi;
    double t = nbm_inv_fact[13][0];
    for (int i = 12; i >= 7; i--) t = t * x + nbm_inv_fact[i][0];
    nbm_dd p = dd_add(dd_mul_d(dd_(x, 0.0), t), dd_(nbm_inv_fact[6][0], nbm_inv_fact[6][1]));
    for (int i = 5; i >= 0; i--) p = dd_add(dd_mul(p, r), dd_(nbm_inv_fact[i][0], nbm_inv_fact[i][1]));
    return p;
}

nbm_dd nbm_exp_dd(nbm_dd x, int *k)
{
    double n = floor(x.hi * (64.0 * NBM_INV_LN2_HI) + 0.5);
    int ni = (int)n;
    /* r = x - n*ln2/64: n*part1 and n*part2 are exact (36-bit parts, |n| < 2^17) */
    double r0 = x.hi - n * NBM_LN2_64_1;
    nbm_dd r = two_sum(r0, -n * NBM_LN2_64_2);
    r = dd_add_d(r, -n * NBM_LN2_64_3);
    r = dd_add_d(r, x.lo);
    int j = ni & 63;
    *k = (ni - j) / 64;
    return dd_mul(exp_poly(r), dd_(nbm_exp2_tab[j][0], nbm_exp2_tab[j][1]));
}

/* Round the integer-scaled value h + l (0 <= h < 2^53) to an integer, ties
 * to even. */
static double round_int_dd(double h, double l)
{
    double a = floor(h);
    double d = (h - a) - 0.5; /* exact */
    double s = d + l;         /* sign is exact */
    if (s > 0 || (s == 0 && fmod(a, 2.0) != 0)) a += 1.0;
    else if (h - a + l < 0) { /* only possible when h is an integer and l < 0 */
        double d2 = (h - a) + 0.5 + l;
        if (d2 < 0 || (d2 == 0 && fmod(a, 2.0) != 0)) a -= 1.0;
    }
    return a;
}

double nbm_round_scaled(nbm_dd r, int k)
{
    if (r.hi == 0 || r.hi != r.hi) return r.hi;
    int e;
    frexp(r.hi, &e); /* |r.hi| in [2^(e-1), 2^e) */
    if (e + k > -1021) {
        if (e + k > 1024) return r.hi > 0 ? NBM_INF : -NBM_INF;
        if (k > 1000) return ldexp(ldexp(r.hi, k - 1000), 1000);
        return ldexp(r.hi, k);
    }
    /* subnormal (or tiny) result: round at the 2^-1074 grid */
    int s = k + 1074;
    if (e + s < -2) return r.hi > 0 ? 0.0 : -0.0;
    double h = ldexp(fabs(r.hi), s), l = ldexp(r.hi > 0 ? r.lo : -r.lo, s);
    double a = round_int_dd(h, l);
    double v = ldexp(a, -1074);
    return r.hi > 0 ? v : -v;
}

double nb_exp(double x)
{
    if (x != x) return x + x;
    if (x > 709.8) return NBM_INF;
    if (x < -745.2) return 0.0;
    int k;
    nbm_dd r = nbm_exp_dd(dd_(x, 0.0), &k);
    return nbm_round_scaled(r, k);
}

double nb_exp2(double x)
{
    if (x != x) return x + x;
    if (x >= 1024.0) return NBM_INF;
    if (x < -1076.0) return 0.0;
    double n = floor(x * 64.0 + 0.5);
    double f = x - n / 64.0; /* exact */
    int ni = (int)n, j = ni & 63;
    nbm_dd r = two_prod(f, NBM_LN2_HI);
    r = dd_add_d(r, f * NBM_LN2_LO);
    nbm_dd p = dd_mul(exp_poly(r), dd_(nbm_exp2_tab[j][0], nbm_exp2_tab[j][1]));
    return nbm_round_scaled(p, (ni - j) / 64);
}

nbm_dd nbm_expm1_dd(double x, int *k)
{
    *k = 0;
    if (fabs(x) < 0.03125) {
        /* x + x^2/2! + ... : terms of degree >= 10 in double */
        double t = nbm_inv_fact[16][0];
        for (int i = 15; i >= 10; i--) t = t * x + nbm_inv_fact[i][0];
        nbm_dd xd = dd_(x, 0.0);
        nbm_dd p = dd_add(dd_(t * x, 0.0), dd_(nbm_inv_fact[9][0], nbm_inv_fact[9][1]));
        for (int i = 8; i >= 1; i--) p = dd_add(dd_mul_d(p, x), dd_(nbm_inv_fact[i][0], nbm_inv_fact[i][1]));
        return dd_mul(p, xd);
    }
    int ke;
    nbm_dd e = nbm_exp_dd(dd_(x, 0.0), &ke);
    if (ke > 200) { *k = ke; return e; } /* the -1 is far below the last bit */
    e.hi = ldexp(e.hi, ke);
    e.lo = ldexp(e.lo, ke);
    return dd_add_d(e, -1.0);
}

double nb_expm1(double x)
{
    if (x != x) return x + x;
    if (x > 709.8) return NBM_INF;
    if (x < -40.0) return -1.0;
    if (x == 0) return x;
    int k;
    nbm_dd r = nbm_expm1_dd(x, &k);
    return nbm_round_scaled(r, k);
}

/* log1p(t) = 2 atanh(t / (2 + t)) for |t| <= ~2^-5.9 (series in s^2). */
static nbm_dd log1p_small(nbm_dd t)
{
    nbm_dd s = dd_div(t, dd_add_d(t, 2.0));
    nbm_dd s2 = dd_mul(s, s);
    double x2 = s2.hi;
    double tail = nbm_inv_odd[12][0];
    for (int i = 11; i >= 4; i--) tail = tail * x2 + nbm_inv_odd[i][0];
    nbm_dd p = dd_add(dd_(tail * x2, 0.0), dd_(nbm_inv_odd[3][0], nbm_inv_odd[3][1]));
    for (int i = 2; i >= 0; i--) p = dd_add(dd_mul(p, s2), dd_(nbm_inv_odd[i][0], nbm_inv_odd[i][1]));
    p = dd_mul(p, s);
    return dd_(2.0 * p.hi, 2.0 * p.lo);
}

/* Split finite x > 0 into x = m * 2^e, m in [0.6875, 1.4375). */
static double log_split(double x, int *e)
{
    int ex = 0;
    if (x < 0x1p-1022) { x *= 0x1p54; ex = -54; }
    int f;
    double m = frexp(x, &f) * 2.0; /* [1, 2) */
    f -= 1;
    if (m >= 1.4375) { m *= 0.5; f += 1; }
    *e = f + ex;
    return m;
}

/* log(m) for m in [0.6875, 1.4375): table c ~ 1/m, then log1p(m*c - 1). */
static nbm_dd log_m(double m)
{
    int j = (int)((m - 0.6875) * 64.0);
    double c = nbm_log_c[j];
    nbm_dd p = two_prod(m, c);
    nbm_dd t = two_sum(p.hi - 1.0, p.lo);
    nbm_dd r = log1p_small(t);
    return dd_add(r, dd_(nbm_log_mlogc[j][0], nbm_log_mlogc[j][1]));
}

nbm_dd nbm_log_dd(double x)
{
    int e;
    double m = log_split(x, &e);
    nbm_dd r = log_m(m);
    if (e == 0) return r;
    nbm_dd el = two_prod((double)e, NBM_LN2_HI);
    el = dd_add_d(el, (double)e * NBM_LN2_LO);
    return dd_add(el, r);
}

nbm_dd nbm_log_dd2(nbm_dd x)
{
    return dd_add_d(nbm_log_dd(x.hi), x.lo / x.hi);
}

nbm_dd nbm_log1p_dd(nbm_dd t)
{
    if (fabs(t.hi) < 0.015) return log1p_small(t);
    return nbm_log_dd2(dd_add(dd_(1.0, 0.0), t));
}

double nb_log(double x)
{
    if (x != x) return x + x;
    if (x == 0) return -NBM_INF;
    if (x < 0) return (x - x) / 0.0;
    if (x == NBM_INF) return x;
    if (x == 1.0) return 0.0;
    nbm_dd r = nbm_log_dd(x);
    return r.hi;
}

double nb_log2(double x)
{
    if (x != x) return x + x;
    if (x == 0) return -NBM_INF;
    if (x < 0) return (x - x) / 0.0;
    if (x == NBM_INF) return x;
    int e;
    double m = log_split(x, &e);
    if (m == 1.0) return (double)e;
    nbm_dd r = dd_mul(log_m(m), dd_(NBM_INV_LN2_HI, NBM_INV_LN2_LO));
    return dd_add_d(r, (double)e).hi;
}

double nb_log10(double x)
{
    if (x != x) return x + x;
    if (x == 0) return -NBM_INF;
    if (x < 0) return (x - x) / 0.0;
    if (x == NBM_INF) return x;
    if (x == 1.0) return 0.0;
    nbm_dd r = dd_mul(nbm_log_dd(x), dd_(NBM_INV_LN10_HI, NBM_INV_LN10_LO));
    return r.hi;
}

double nb_log1p(double x)
{
    if (x != x) return x + x;
    if (x == -1.0) return -NBM_INF;
    if (x < -1.0) return (x - x) / 0.0;
    if (x == NBM_INF || x == 0) return x;
    if (fabs(x) < 0x1p-900) return x; /* x - x^2/2 rounds to x */
    return nbm_log1p_dd(dd_(x, 0.0)).hi;
}

/* 1 if y is an integer, 2 if an odd integer, 0 otherwise (y finite). */
static int int_kind(double y)
{
    if (floor(y) != y) return 0;
    if (fabs(y) >= 0x1p53) return 1;
    return fmod(y, 2.0) != 0 ? 2 : 1;
}

/* x^n exactly when x's odd mantissa part to the n fits in 64 bits (the only
 * way the result can be exactly halfway between two doubles); returns 0 when
 * not applicable. */
static int pow_exact(double ax, double y, double *out)
{
    if (y < 2 || y > 64) return 0;
    int e;
    double m = frexp(ax, &e); /* [0.5,1) */
    uint64_t M = (uint64_t)ldexp(m, 53);
    int sh = 53;
    while ((M & 1) == 0) { M >>= 1; sh--; }
    int n = (int)y;
    uint64_t P = 1;
    for (int i = 0; i < n; i++) {
        if (P > UINT64_MAX / M) return 0;
        P *= M;
    }
    /* ax^n = P * 2^(n*(e - sh)) */
    long ex = (long)n * (e - sh);
    if (ex < -1000 || ex > 1000) return 0;
    *out = ldexp((double)P, (int)ex); /* one rounding (uint64 -> double), ldexp exact */
    return 1;
}

double nb_pow(double x, double y)
{
    if (y == 0 || x == 1.0) return 1.0;
    if (x != x || y != y) return x + y;
    double ax = fabs(x);
    if (y == NBM_INF || y == -NBM_INF) {
        if (ax == 1.0) return 1.0;
        return (ax < 1.0) == (y > 0) ? 0.0 : NBM_INF;
    }
    int ik = int_kind(y);
    int neg = x < 0 && ik == 2; /* result negative: x < 0 (or -0, -inf) and odd y */
    if (x == 0 || ax == NBM_INF) {
        int neg0 = signbit(x) && ik == 2;
        double big = (x == 0) == (y < 0) ? NBM_INF : 0.0;
        return neg0 ? -big : big;
    }
    if (x < 0 && ik == 0) return (x - x) / (x - x);
    if (ax == 1.0) return neg ? -1.0 : 1.0;
    if (y == 1.0) return x;
    if ((nbm_bits(ax) & 0xfffffffffffffull) == 0 && ax >= 0x1p-1022) {
        /* x = 2^k: x^y = 2^(k*y), exactly when k*y is exact */
        int k;
        frexp(ax, &k);
        nbm_dd t = two_prod((double)(k - 1), y);
        if (t.lo == 0 && fabs(t.hi) < 2000.0) { double r = nb_exp2(t.hi); return neg ? -r : r; }
    }
    if (y == 2.0) return x * x;
    if (y == -1.0) return 1.0 / x;
    if (y == 0.5) return sqrt(x);
    nbm_dd l = nbm_log_dd(ax);
    if (fabs(y) > 0x1p900) { /* |y log x| is huge: over- or underflow */
        double r = (l.hi > 0) == (y > 0) ? NBM_INF : 0.0;
        return neg ? -r : r;
    }
    nbm_dd z = dd_mul_d(l, y);
    double r;
    if (z.hi > 709.8) r = NBM_INF;
    else if (z.hi < -745.2) r = 0.0;
    else {
        int k;
        nbm_dd p = nbm_exp_dd(z, &k);
        r = nbm_round_scaled(p, k);
        /* an exact power can be a halfway case: settle it exactly */
        double ex;
        if (ik && pow_exact(ax, y, &ex)) r = ex;
    }
    return neg ? -r : r;
}

/* sinh, cosh, tanh from exp/expm1 in double-double. */
double nb_sinh(double x)
{
    if (x != x || x == 0 || x == NBM_INF || x == -NBM_INF) return x;
    double ax = fabs(x), r;
    if (ax > 710.5) r = NBM_INF;
    else if (ax < 0x1p-900) r = ax;
    else if (ax < 40.0) {
        int k;
        nbm_dd e = nbm_expm1_dd(ax, &k); /* k == 0 here */
        /* sinh = (em1 + em1/(em1+1)) / 2 */
        nbm_dd q = dd_div(e, dd_add_d(e, 1.0));
        nbm_dd s = dd_add(e, q);
        r = nbm_round_scaled(s, -1);
    } else {
        int k;
        nbm_dd e = nbm_exp_dd(dd_(ax, 0.0), &k);
        r = nbm_round_scaled(e, k - 1);
    }
    return x < 0 ? -r : r;
}

double nb_cosh(double x)
{
    if (x != x) return x + x;
    double ax = fabs(x);
    if (ax > 710.5) return NBM_INF;
    if (ax < 0x1p-27) return 1.0; /* 1 + x^2/2 rounds to 1 */
    int k;
    nbm_dd e = nbm_exp_dd(dd_(ax, 0.0), &k);
    if (k > 60) return nbm_round_scaled(e, k - 1);
    e.hi = ldexp(e.hi, k);
    e.lo = ldexp(e.lo, k);
    nbm_dd s = dd_add(e, dd_div(dd_(1.0, 0.0), e));
    return nbm_round_scaled(s, -1);
}

double nb_tanh(double x)
{
    if (x != x || x == 0) return x;
    double ax = fabs(x), r;
    if (ax > 22.0) r = 1.0;
    else if (ax < 0x1p-900) r = ax;
    else {
        int k;
        nbm_dd e = nbm_expm1_dd(2.0 * ax, &k);
        r = dd_div(e, dd_add_d(e, 2.0)).hi;
    }
    return x < 0 ? -r : r;
}

double nb_asinh(double x)
{
    if (x != x || x == 0 || x == NBM_INF || x == -NBM_INF) return x;
    double ax = fabs(x), r;
    if (ax < 0x1p-900) r = ax;
    else if (ax > 0x1p500) r = dd_add(nbm_log_dd(ax), dd_(NBM_LN2_HI, NBM_LN2_LO)).hi;
    else {
        /* log1p(ax + ax^2 / (1 + sqrt(1 + ax^2))) */
        nbm_dd a2 = two_prod(ax, ax);
        nbm_dd q = dd_add_d(dd_sqrt(dd_add_d(a2, 1.0)), 1.0);
        nbm_dd t = dd_add_d(dd_div(a2, q), ax);
        r = nbm_log1p_dd(t).hi;
    }
    return x < 0 ? -r : r;
}

double nb_acosh(double x)
{
    if (x != x) return x + x;
    if (x < 1.0) return (x - x) / (x - x);
    if (x == NBM_INF) return x;
    if (x > 0x1p500) return dd_add(nbm_log_dd(x), dd_(NBM_LN2_HI, NBM_LN2_LO)).hi;
    /* log1p((x-1) + sqrt((x-1)(x+1))) */
    nbm_dd xm = two_sum(x, -1.0), xp = two_sum(x, 1.0);
    nbm_dd t = dd_add(xm, dd_sqrt(dd_mul(xm, xp)));
    return nbm_log1p_dd(t).hi;
}

double nb_atanh(double x)
{
    if (x != x || x == 0) return x;
    double ax = fabs(x), r;
    if (ax > 1.0) return (x - x) / (x - x);
    if (ax == 1.0) r = NBM_INF;
    else if (ax < 0x1p-900) r = ax;
    else {
        /* 0.5 * log1p(2ax / (1 - ax)) */
        nbm_dd t = dd_div(dd_(2.0 * ax, 0.0), two_sum(1.0, -ax));
        nbm_dd l = nbm_log1p_dd(t);
        r = l.hi * 0.5;
    }
    return x < 0 ? -r : r;
}
