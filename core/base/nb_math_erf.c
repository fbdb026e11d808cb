/* nb_math_erf.c — erf and erfc, correctly rounded (see nb_math.h).
 * |x| < 2.5: erf(x) = 2/sqrt(pi) exp(-x^2) sum 2^n x^(2n+1) / (2n+1)!!
 * (all terms positive, no cancellation); x >= 2.5: erfc by its continued
 * fraction (even contraction), evaluated backwards in double-double. */
#include "nb_math.h"
#include "nb_math_dd.h"
#include "nb_math_tab.h"
#include <math.h>

#define NBM_INF (1.0 / 0.0)

/* erf(x) for 2^-500 <= |x| < 2.5 */
static nbm_dd erf_series(double x)
{
    nbm_dd x2 = two_prod(x, x);
    nbm_dd z = dd_(2.0 * x2.hi, 2.0 * x2.lo);
    nbm_dd a = dd_(x, 0.0), s = a;
    for (int n = 1; n < 128; n++) {
        a = dd_mul(dd_mul(a, z), dd_(nbm_inv_odd[n][0], nbm_inv_odd[n][1]));
        s = dd_add(s, a);
        if (fabs(a.hi) < fabs(s.hi) * 0x1p-112) break;
    }
    int k;
    nbm_dd e = nbm_exp_dd(dd_neg(x2), &k);
    e.hi = ldexp(e.hi, k);
    e.lo = ldexp(e.lo, k);
    return dd_mul(dd_mul(s, e), dd_(NBM_TWO_SQRTPI_HI, NBM_TWO_SQRTPI_LO));
}

/* erfc(x) = r * 2^*k for x >= 2.5 */
static nbm_dd erfc_cf(double x, int *k)
{
    nbm_dd x2 = two_prod(x, x);
    nbm_dd b = dd_add_d(dd_(2.0 * x2.hi, 2.0 * x2.lo), 1.0); /* 2x^2 + 1 */
    int N = (int)(600.0 / x2.hi) + 12;
    nbm_dd t = dd_add_d(b, 4.0 * N);
    for (int n = N; n >= 1; n--)
        t = dd_sub(dd_add_d(b, 4.0 * (n - 1)), dd_div(dd_((2.0 * n - 1) * (2.0 * n), 0.0), t));
    nbm_dd K = dd_div(dd_(2.0 * x, 0.0), t);
    nbm_dd e = nbm_exp_dd(dd_neg(x2), k);
    return dd_mul(dd_mul(e, K), dd_(NBM_INV_SQRTPI_HI, NBM_INV_SQRTPI_LO));
}

double nb_erf(double x)
{
    if (x != x) return x + x;
    double ax = fabs(x), r;
    if (ax >= 6.0) r = 1.0;
    else if (ax < 0x1p-500) {
        /* 2x/sqrt(pi), computed at a scale where the dd parts stay normal */
        nbm_dd p = dd_mul_d(dd_(NBM_TWO_SQRTPI_HI, NBM_TWO_SQRTPI_LO), ax * 0x1p200);
        r = nbm_round_scaled(p, -200);
    } else if (ax < 2.5) r = erf_series(ax).hi;
    else {
        int k;
        nbm_dd c = erfc_cf(ax, &k);
        c.hi = ldexp(c.hi, k);
        c.lo = ldexp(c.lo, k);
        r = dd_sub(dd_(1.0, 0.0), c).hi;
    }
    return signbit(x) ? -r : r;
}

double nb_erfc(double x)
{
    if (x != x) return x + x;
    if (x == NBM_INF) return 0.0;
    if (x <= -6.0) return 2.0;
    if (x >= 28.0) return 0.0;
    if (fabs(x) < 0x1p-500) return 1.0;
    if (x < 2.5) {
        nbm_dd e = erf_series(fabs(x));
        return x < 0 ? dd_add_d(e, 1.0).hi : dd_sub(dd_(1.0, 0.0), e).hi;
    }
    int k;
    nbm_dd c = erfc_cf(x, &k);
    return nbm_round_scaled(c, k);
}
