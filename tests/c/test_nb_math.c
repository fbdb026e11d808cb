/* test_nb_math.c — nb_math (core/base/nb_math.h) against the platform libm.
 *
 * For every function: random inputs uniform in exponent and mantissa over the
 * meaningful domain, special values (nan, +-inf, +-0, subnormals, domain
 * edges, overflow/underflow thresholds) and hard cases (near multiples of
 * pi/2, near 0, near 1). Each nb result is compared bit for bit with libm's;
 * where they differ, a long double evaluation decides which one is correctly
 * rounded. A check FAILS when nb is not correctly rounded (decidable cases),
 * or when a special value differs from libm. Differences where libm is the
 * one misrounding are counted and reported, not failed (glibc is not
 * correctly rounded everywhere; see nb_math_wasm.c for measured rates).
 * Under Emscripten the long double functions of musl are partly stubs, so
 * only the comparison counts and a hash of all nb results are printed; the
 * hash must equal the native one (WASM and native nb_* are bit-identical).
 * Usage: test_nb_math [samples per function] (default 200000). */
#include "nb_math.h"
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t rng_state = 0x243f6a8885a308d3ull;
static uint64_t rnd(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}
/* uniform exponent in [emin, emax], uniform mantissa, random sign if sg */
static double rnd_d(int emin, int emax, int sg)
{
    int e = emin + (int)(rnd() % (uint64_t)(emax - emin + 1));
    double m = 1.0 + (double)(rnd() >> 12) * 0x1p-52;
    double x = ldexp(m, e);
    return (sg && (rnd() & 1)) ? -x : x;
}

static uint64_t hash = 1469598103934665603ull;
static void hash_bits(uint64_t b) { for (int i = 0; i < 8; i++) { hash ^= (b >> (8 * i)) & 0xff; hash *= 1099511628211ull; } }
static uint64_t dbits(double x) { uint64_t u; memcpy(&u, &x, 8); return u; }
static uint32_t fbits(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }

typedef struct {
    const char *name;
    double (*nb)(double); double (*lm)(double); long double (*ref)(long double);
    float (*nbf)(float); float (*lmf)(float);
    double (*nb2)(double, double); double (*lm2)(double, double); long double (*ref2)(long double, long double);
    float (*nb2f)(float, float); float (*lm2f)(float, float);
    int emin, emax, sg;   /* random domain */
    double lo, hi;        /* and clamp (x outside [lo,hi] is skipped) */
} Fn;

typedef struct { long n, same, lm_wrong, nb_wrong, undecided, special_bad; } Count;

/* 1 if nb is right, 0 if libm is right (nb wrong), -1 undecidable */
static int judge_d(long double ref, double nbv, double lmv)
{
    if (isnan(ref)) return isnan(nbv) ? 1 : 0;
    double c = (double)ref;
    if (isinf(c) || c == 0) return c == nbv ? 1 : (c == lmv ? 0 : -1);
    /* spacing on the side of ref (differs from the other side at powers of 2) */
    long double ulp = fabsl((long double)nextafter(c, (double)(ref > (long double)c ? INFINITY : -INFINITY)) - (long double)c);
    long double d = fabsl(ref - (long double)c);
    /* the long double functions are good to ~2^-11 double ulp, less near the
     * ends of the exponent range */
    long double tol = fabs(c) < 0x1p-1000 || fabs(c) > 0x1p1000 ? 0x1p-2L : 0x1p-5L;
    if (fabsl(d - ulp / 2) < ulp * tol) return -1;
    return c == nbv ? 1 : 0;
}
static int judge_f(long double ref, float nbv, float lmv)
{
    if (isnan(ref)) return isnan(nbv) ? 1 : 0;
    float c = (float)ref;
    if (isinf(c) || c == 0 || fabsl(ref) < 0x1p-120L) return c == nbv ? 1 : (c == lmv ? 0 : -1);
    long double ulp = fabsl((long double)nextafterf(c, (float)(ref > (long double)c ? INFINITY : -INFINITY)) - (long double)c);
    long double d = fabsl(ref - (long double)c);
    if (fabsl(d - ulp / 2) < ulp * 0x1p-20L) return -1;
    return c == nbv ? 1 : 0;
}

static int same_d(double a, double b) { return (isnan(a) && isnan(b)) || dbits(a) == dbits(b); }
static int same_f(float a, float b) { return (isnan(a) && isnan(b)) || fbits(a) == fbits(b); }

/* special inputs must reproduce libm exactly when a result is nan, inf or zero */
static int strict_d(double a, double b) { return !isfinite(a) || !isfinite(b) || a == 0 || b == 0; }

static void one(const Fn *f, double x, double y, int special, Count *c)
{
#ifdef __EMSCRIPTEN__
    const int have_ref = 0;
#else
    const int have_ref = 1;
#endif
    int ok = -1;
    c->n++;
    if (f->nb) {
        double a = f->nb(x), b = f->lm(x);
        hash_bits(dbits(a));
        if (same_d(a, b)) { c->same++; return; }
        if (special && strict_d((double)a, (double)b)) { c->special_bad++; if (c->special_bad <= 3) printf("  %s(%a): nb %a libm %a\n", f->name, x, a, b); return; }
        if (have_ref) ok = judge_d(f->ref((long double)x), a, b);
        if (ok == 0 && c->nb_wrong < 3) printf("  %s(%a): nb %a libm %a\n", f->name, x, a, b);
    } else if (f->nbf) {
        float xf = (float)x, a = f->nbf(xf), b = f->lmf(xf);
        hash_bits(fbits(a));
        if (same_f(a, b)) { c->same++; return; }
        if (special && strict_d((double)a, (double)b)) { c->special_bad++; if (c->special_bad <= 3) printf("  %s(%a): nb %a libm %a\n", f->name, (double)xf, a, b); return; }
        if (have_ref) ok = judge_f(f->ref((long double)xf), a, b);
        if (ok == 0 && c->nb_wrong < 3) printf("  %s(%a): nb %a libm %a\n", f->name, (double)xf, a, b);
    } else if (f->nb2) {
        double a = f->nb2(x, y), b = f->lm2(x, y);
        hash_bits(dbits(a));
        if (same_d(a, b)) { c->same++; return; }
        if (special && strict_d((double)a, (double)b)) { c->special_bad++; if (c->special_bad <= 3) printf("  %s(%a, %a): nb %a libm %a\n", f->name, x, y, a, b); return; }
        if (have_ref) ok = judge_d(f->ref2((long double)x, (long double)y), a, b);
        if (ok == 0 && c->nb_wrong < 3) printf("  %s(%a, %a): nb %a libm %a\n", f->name, x, y, a, b);
    } else {
        float xf = (float)x, yf = (float)y, a = f->nb2f(xf, yf), b = f->lm2f(xf, yf);
        hash_bits(fbits(a));
        if (same_f(a, b)) { c->same++; return; }
        if (special && strict_d((double)a, (double)b)) { c->special_bad++; if (c->special_bad <= 3) printf("  %s(%a, %a): nb %a libm %a\n", f->name, (double)xf, (double)yf, a, b); return; }
        if (have_ref) ok = judge_f(f->ref2((long double)xf, (long double)yf), a, b);
        if (ok == 0 && c->nb_wrong < 3) printf("  %s(%a, %a): nb %a libm %a\n", f->name, (double)xf, (double)yf, a, b);
    }
    if (ok == 1) c->lm_wrong++;
    else if (ok == 0) c->nb_wrong++;
    else c->undecided++;
}

static long double l_pow(long double x, long double y) { return powl(x, y); }
static long double l_atan2(long double y, long double x) { return atan2l(y, x); }
static long double l_hypot(long double x, long double y) { return hypotl(x, y); }

#define D1(nm, lo_, hi_, emin, emax, sg) {#nm, nb_##nm, nm, nm##l, 0, 0, 0, 0, 0, 0, 0, emin, emax, sg, lo_, hi_}
#define F1(nm, lo_, hi_, emin, emax, sg) {#nm "f", 0, 0, nm##l, nb_##nm##f, nm##f, 0, 0, 0, 0, 0, emin, emax, sg, lo_, hi_}
static const Fn fns[] = {
    D1(exp, -746, 710, -30, 9, 1), D1(exp2, -1080, 1024, -30, 10, 1), D1(expm1, -50, 710, -40, 9, 1),
    D1(log, 0, INFINITY, -1074, 1023, 0), D1(log2, 0, INFINITY, -1074, 1023, 0), D1(log10, 0, INFINITY, -1074, 1023, 0),
    D1(log1p, -1, INFINITY, -60, 1023, 1),
    D1(sin, -INFINITY, INFINITY, -30, 1023, 1), D1(cos, -INFINITY, INFINITY, -30, 1023, 1), D1(tan, -INFINITY, INFINITY, -30, 1023, 1),
    D1(asin, -1, 1, -60, 0, 1), D1(acos, -1, 1, -60, 0, 1), D1(atan, -INFINITY, INFINITY, -60, 80, 1),
    D1(sinh, -711, 711, -40, 9, 1), D1(cosh, -711, 711, -40, 9, 1), D1(tanh, -30, 30, -40, 5, 1),
    D1(asinh, -INFINITY, INFINITY, -40, 1023, 1), D1(acosh, 1, INFINITY, 0, 1023, 0), D1(atanh, -1, 1, -40, 0, 1),
    D1(erf, -7, 7, -40, 3, 1), D1(erfc, -7, 28, -40, 5, 1),
    F1(exp, -104, 89, -20, 7, 1), F1(exp2, -150, 128, -20, 8, 1), F1(expm1, -20, 89, -20, 7, 1),
    F1(log, 0, INFINITY, -149, 127, 0), F1(log2, 0, INFINITY, -149, 127, 0), F1(log10, 0, INFINITY, -149, 127, 0),
    F1(log1p, -1, INFINITY, -30, 127, 1),
    F1(sin, -INFINITY, INFINITY, -20, 127, 1), F1(cos, -INFINITY, INFINITY, -20, 127, 1), F1(tan, -INFINITY, INFINITY, -20, 127, 1),
    F1(asin, -1, 1, -30, 0, 1), F1(acos, -1, 1, -30, 0, 1), F1(atan, -INFINITY, INFINITY, -30, 40, 1),
    F1(sinh, -90, 90, -20, 7, 1), F1(cosh, -90, 90, -20, 7, 1), F1(tanh, -10, 10, -20, 4, 1),
    F1(erf, -5, 5, -20, 2, 1), F1(erfc, -5, 11, -20, 4, 1),
    {"pow", 0, 0, 0, 0, 0, nb_pow, pow, l_pow, 0, 0, -60, 60, 0, 0, INFINITY},
    {"atan2", 0, 0, 0, 0, 0, nb_atan2, atan2, l_atan2, 0, 0, -60, 60, 1, -INFINITY, INFINITY},
    {"hypot", 0, 0, 0, 0, 0, nb_hypot, hypot, l_hypot, 0, 0, -60, 60, 1, -INFINITY, INFINITY},
    {"powf", 0, 0, 0, 0, 0, 0, 0, l_pow, nb_powf, powf, -30, 30, 0, 0, INFINITY},
    {"atan2f", 0, 0, 0, 0, 0, 0, 0, l_atan2, nb_atan2f, atan2f, -30, 30, 1, -INFINITY, INFINITY},
};
#define NFN (int)(sizeof fns / sizeof fns[0])

static const double specials[] = {
    0.0, -0.0, INFINITY, -INFINITY, NAN, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 0x1p-1074, -0x1p-1074, 0x1p-1022,
    0x1.fffffffffffffp+1023, -0x1.fffffffffffffp+1023, 0x1p-30, 1e-300, 0x1p-149, 0x1p-126, 3.0, 10.0, 0.1,
    709.782712893384, 709.7827128933841, -745.1332191019411, -745.1332191019412, -708.4, 710.4758600739439,
    710.475860073944, 88.72283, -103.97, -87.33, 89.41599, 1024.0, -1074.0, -1075.0, 1023.99999, 128.0, -149.0,
    -150.0, 0.9999999999999999, 1.0000000000000002, 6.0, 5.9, 27.2, 27.3, 19.1, 22.0, 0x1p60, -0x1p60,
};
#define NSPEC (int)(sizeof specials / sizeof specials[0])

/* Input number i of function f: specials, hard cases, then random. */
static int input(const Fn *f, long i, double *x, double *y)
{
    *y = 1.0;
    if (i < NSPEC * NSPEC && (f->nb2 || f->nb2f)) { *x = specials[i / NSPEC]; *y = specials[i % NSPEC]; return 1; }
    if (i < NSPEC && !(f->nb2 || f->nb2f)) { *x = specials[i]; return 1; }
    long h = i % 16;
    int trig = !strncmp(f->name, "sin", 3) || !strncmp(f->name, "cos", 3) || !strncmp(f->name, "tan", 3);
    if (trig && h == 0) { /* near k*pi/2 */
        double k = (double)(rnd() % 2000000);
        if (rnd() & 1) { /* (two rnd() calls in one expression would be evaluated in a compiler-specific order) */
            double m = 1.0 + (double)(rnd() >> 12) * 0x1p-52;
            k = ldexp(m, (int)(rnd() % 900));
        }
        double t = nextafter(k * 1.5707963267948966, 0);
        for (int j = (int)(rnd() % 5); j > 0; j--) t = nextafter(t, INFINITY);
        *x = (rnd() & 1) ? -t : t;
        return 0;
    }
    if (h == 1) { /* near 0 / near 1 */
        *x = (rnd() & 1) ? rnd_d(-1074, -20, f->sg) : 1.0 + rnd_d(-52, -10, 1);
    } else if (f->nb2 || f->nb2f) {
        *x = (h & 2) ? rnd_d(f->emin, f->emax, f->sg) : ldexp((double)(rnd() >> 11), -53) * 20;
        *y = (h & 4) ? rnd_d(-10, 8, 1) : (double)(int64_t)(rnd() % 41) - 20 + ((h & 8) ? 0.5 : 0.0);
        if (!(h & 2) && f->sg && (rnd() & 1)) *x = -*x;
        if (!strcmp(f->name, "pow") || !strcmp(f->name, "powf")) *y = (h & 4) ? rnd_d(-12, 10, 1) : *y;
        return 0;
    } else {
        *x = (h & 1) ? rnd_d(f->emin, f->emax, f->sg) : f->lo + (f->hi - f->lo) * (double)(rnd() >> 11) * 0x1p-53;
        if (isinf(f->lo) || isinf(f->hi)) *x = rnd_d(f->emin, f->emax, f->sg);
    }
    if (*x < f->lo || *x > f->hi) *x = rnd_d(f->emin, f->emin + 4, 0);
    return 0;
}

int main(int argc, char **argv)
{
    long N = argc > 1 ? atol(argv[1]) : 200000;
    int passed = 0, failed = 0;
    printf("%-7s %9s %9s %9s %9s %9s  hash      (libm mismatches: libm misrounds / nb misrounds / undecided)\n", "fn", "n", "mismatch", "libm_bad", "nb_bad", "undec");
    for (int k = 0; k < NFN; k++) {
        const Fn *f = &fns[k];
        Count c = {0};
        for (long i = 0; i < N; i++) {
            double x, y;
            int sp = input(f, i, &x, &y);
            one(f, x, y, sp, &c);
        }
        long mism = c.n - c.same;
        printf("%-7s %9ld %8.4f%% %9ld %9ld %9ld  %08x%s\n", f->name, c.n, 100.0 * mism / c.n, c.lm_wrong, c.nb_wrong,
               c.undecided, (unsigned)(hash >> 32), c.special_bad ? "  SPECIAL VALUES DIFFER" : "");
        /* threshold: nb must be correctly rounded in every decidable case */
        if (c.nb_wrong > 0 || c.special_bad > 0) failed++;
        else passed++;
    }
    printf("hash of all nb results: %016llx\n", (unsigned long long)hash);
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
