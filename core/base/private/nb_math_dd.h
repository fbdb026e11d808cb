/* nb_math_dd.h — double-double arithmetic shared by nb_math*.c (internal).
 *
 * A value is hi + lo with |lo| <= ulp(hi)/2 after normalisation. The
 * building blocks are exact (two_sum, two_prod by Veltkamp splitting — no
 * fma, so results are the same on every target); dd_add/dd_mul/dd_div have
 * relative error around 2^-104. Requires strict IEEE double evaluation
 * (SSE2 or WASM; -std=c11 keeps gcc from contracting a*b+c into fma). */
#ifndef NB_MATH_DD_H
#define NB_MATH_DD_H

#include <stdint.h>
#include <string.h>

typedef struct { double hi, lo; } nbm_dd;

static inline nbm_dd dd_(double hi, double lo) { nbm_dd r = {hi, lo}; return r; }

static inline uint64_t nbm_bits(double x) { uint64_t u; memcpy(&u, &x, 8); return u; }
static inline double nbm_from_bits(uint64_t u) { double x; memcpy(&x, &u, 8); return x; }

/* s + e == a + b exactly, s = fl(a + b). */
static inline nbm_dd two_sum(double a, double b)
{
    double s = a + b, bb = s - a, e = (a - (s - bb)) + (b - bb);
    return dd_(s, e);
}
/* Same, requires |a| >= |b| (or a == 0). */
static inline nbm_dd fast_two_sum(double a, double b)
{
    double s = a + b, e = b - (s - a);
    return dd_(s, e);
}
/* p + e == a * b exactly (no overflow, no underflow in the parts). */
static inline nbm_dd two_prod(double a, double b)
{
    double p = a * b;
    double ca = 134217729.0 * a, ah = ca - (ca - a), al = a - ah;
    double cb = 134217729.0 * b, bh = cb - (cb - b), bl = b - bh;
    double e = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
    return dd_(p, e);
}
static inline nbm_dd dd_add(nbm_dd a, nbm_dd b)
{
    nbm_dd s = two_sum(a.hi, b.hi), t = two_sum(a.lo, b.lo);
    s.lo += t.hi;
    s = fast_two_sum(s.hi, s.lo);
    s.lo += t.lo;
    return fast_two_sum(s.hi, s.lo);
}
static inline nbm_dd dd_add_d(nbm_dd a, double b)
{
    nbm_dd s = two_sum(a.hi, b);
    s.lo += a.lo;
    return fast_two_sum(s.hi, s.lo);
}
static inline nbm_dd dd_neg(nbm_dd a) { return dd_(-a.hi, -a.lo); }
static inline nbm_dd dd_sub(nbm_dd a, nbm_dd b) { return dd_add(a, dd_neg(b)); }
static inline nbm_dd dd_mul(nbm_dd a, nbm_dd b)
{
    nbm_dd p = two_prod(a.hi, b.hi);
    p.lo += a.hi * b.lo + a.lo * b.hi;
    return fast_two_sum(p.hi, p.lo);
}
static inline nbm_dd dd_mul_d(nbm_dd a, double b)
{
    nbm_dd p = two_prod(a.hi, b);
    p.lo += a.lo * b;
    return fast_two_sum(p.hi, p.lo);
}
static inline nbm_dd dd_div(nbm_dd a, nbm_dd b)
{
    double q1 = a.hi / b.hi;
    nbm_dd r = dd_sub(a, dd_mul_d(b, q1));
    double q2 = r.hi / b.hi;
    r = dd_sub(r, dd_mul_d(b, q2));
    double q3 = r.hi / b.hi;
    nbm_dd q = fast_two_sum(q1, q2);
    return dd_add_d(q, q3);
}
static inline nbm_dd dd_div_d(nbm_dd a, double b) { return dd_div(a, dd_(b, 0.0)); }
static inline nbm_dd dd_sqrt(nbm_dd a)
{
    if (a.hi <= 0) return dd_(0.0, 0.0);
    double s = __builtin_sqrt(a.hi);
    nbm_dd r = dd_sub(a, two_prod(s, s));
    return fast_two_sum(s, r.hi / (2.0 * s));
}

/* Internal API (nb_math_exp.c). */
/* exp(x) = r * 2^*k with r in about [0.7, 1.5]; |x.hi| < 1100. */
nbm_dd nbm_exp_dd(nbm_dd x, int *k);
/* log(x) for finite x > 0 (subnormals allowed). */
nbm_dd nbm_log_dd(double x);
/* log(x.hi + x.lo), x > 0. */
nbm_dd nbm_log_dd2(nbm_dd x);
/* log1p(t) for t > -1, relative accuracy also for tiny t. */
nbm_dd nbm_log1p_dd(nbm_dd t);
/* expm1(x) for |x| <= 700, as r * 2^*k (k is 0 when |x| is small). */
nbm_dd nbm_expm1_dd(double x, int *k);
/* Correctly rounded double of r * 2^k (handles subnormal results and overflow). */
double nbm_round_scaled(nbm_dd r, int k);
/* atan(x) for x >= 0 (nb_math_trig.c). */
nbm_dd nbm_atan_dd(nbm_dd x);

#endif
