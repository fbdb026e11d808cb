/* kn_special.c — the special-function element kernels (asinh, acosh, atanh,
 * sinc, deg2rad, rad2deg, logit, erfinv, lgamma, digamma, trigamma and the
 * modified Bessel functions i0, i0e, i1, i1e) in the forms PyTorch 2.6's CPU
 * kernels evaluate them (ATen's Math.h, which derives digamma and the Bessel
 * functions from the Cephes Math Library and erfinv from Pavlis' rational
 * approximation). Float tensors compute in float (libm functions as the
 * double result rounded: the oracle's glibc float functions are correctly
 * rounded), double tensors in double. No FMA contraction is relied on: the
 * fused steps are written as fma calls. */
#include "kn.h"

#include <math.h>
#include <stdbool.h>

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("fp-contract=off")
#endif

#define KPI 3.14159265358979323846

/* float libm results rounded from double (correctly rounded, as the oracle's) */
static float Fasinh(float x) { return (float)asinh((double)x); }
static float Facosh(float x) { return (float)acosh((double)x); }
static float Fatanh(float x) { return (float)atanh((double)x); }
static float Flgamma(float x) { return (float)lgamma((double)x); }
static float Flog(float x) { return (float)log((double)x); }
static float Fsin(float x) { return (float)sin((double)x); }

/* c[0]*x^len + ... + c[len], Horner's order (Cephes polevl). */
static double polevl(double x, const double *c, int len)
{
    double r = 0;
    for (int i = 0; i <= len; i++)
        r = r * x + c[i];
    return r;
}
static float polevlf(float x, const float *c, int len)
{
    float r = 0;
    for (int i = 0; i <= len; i++)
        r = r * x + c[i];
    return r;
}

/* digamma: reflection below 0, recurrence up to 10, then the asymptotic
 * series (double and float variants, each in its own precision). */
static double digamma_d(double x)
{
    static const double A[] = {8.33333333333333333333E-2, -2.10927960927960927961E-2, 7.57575757575757575758E-3,
                               -4.16666666666666666667E-3, 3.96825396825396825397E-3, -8.33333333333333333333E-3,
                               8.33333333333333333333E-2};
    if (x == 0)
        return copysign(INFINITY, -x);
    if (x < 0) {
        if (x == trunc(x))
            return NAN;
        double q, r = modf(x, &q);
        return digamma_d(1 - x) - KPI / tan(KPI * r);
    }
    double res = 0;
    while (x < 10) {
        res -= 1 / x;
        x += 1;
    }
    if (x == 10)
        return res + 2.25175258906672110764;
    double y = 0;
    if (x < 1.0e17) {
        double z = 1.0 / (x * x);
        y = z * polevl(z, A, 6);
    }
    return res + log(x) - (0.5 / x) - y;
}
static float digamma_f(float x)
{
    static const float A[] = {8.33333333333333333333E-2f, -2.10927960927960927961E-2f, 7.57575757575757575758E-3f,
                              -4.16666666666666666667E-3f, 3.96825396825396825397E-3f, -8.33333333333333333333E-3f,
                              8.33333333333333333333E-2f};
    if (x == 0)
        return copysignf(INFINITY, -x);
    if (x < 0) {
        if (x == truncf(x))
            return NAN;
        double q, r = modf((double)x, &q);
        float pt = (float)(KPI / tan(KPI * r));
        return digamma_f(1 - x) - pt;
    }
    float res = 0;
    while (x < 10) {
        res -= 1 / x;
        x += 1;
    }
    if (x == 10)
        return res + 2.25175258906672110764f;
    float y = 0;
    if (x < 1.0e17f) {
        float z = 1 / (x * x);
        y = z * polevlf(z, A, 6);
    }
    return res + Flog(x) - (0.5f / x) - y;
}

/* trigamma: reflection below 0.5, six recurrence steps, asymptotic series. */
static double trigamma_d(double x)
{
    double sign = 1, res = 0;
    if (x < 0.5) {
        sign = -1;
        double s = sin(KPI * x);
        res -= (KPI * KPI) / (s * s);
        x = 1 - x;
    }
    for (int i = 0; i < 6; i++) {
        res += 1 / (x * x);
        x += 1;
    }
    double ixx = 1 / (x * x);
    res += (1 + 1 / (2 * x) + ixx * (1. / 6 - ixx * (1. / 30 - ixx * (1. / 42)))) / x;
    return sign * res;
}
static float trigamma_f(float x)
{
    float sign = 1, res = 0;
    const float pi = (float)KPI;
    if (x < 0.5f) {
        sign = -1;
        float s = Fsin(pi * x);
        res -= (pi * pi) / (s * s);
        x = 1 - x;
    }
    for (int i = 0; i < 6; i++) {
        res += 1 / (x * x);
        x += 1;
    }
    float ixx = 1 / (x * x);
    res += (1 + 1 / (2 * x) + ixx * (1.f / 6 - ixx * (1.f / 30 - ixx * (1.f / 42)))) / x;
    return sign * res;
}

/* The Chebyshev coefficients (reverse order) of the modified Bessel
 * functions, from the Cephes Math Library as ATen's Math.h uses them:
 * exp(-x) i0(x) on [0, 8] and exp(-x) sqrt(x) i0(x) on (8, inf); the same
 * for i1 with exp(-x) i1(x) / x on [0, 8]. Float kernels use the float
 * roundings of these, and for i1 only the last I1A_F / I1B_F terms. */
static const double I0A[30] = {
    -4.41534164647933937950E-18, 3.33079451882223809783E-17, -2.43127984654795469359E-16,
    1.71539128555513303061E-15, -1.16853328779934516808E-14, 7.67618549860493561688E-14,
    -4.85644678311192946090E-13, 2.95505266312963983461E-12, -1.72682629144155570723E-11,
    9.67580903537323691224E-11, -5.18979560163526290666E-10, 2.65982372468238665035E-9,
    -1.30002500998624804212E-8, 6.04699502254191894932E-8, -2.67079385394061173391E-7,
    1.11738753912010371815E-6, -4.41673835845875056359E-6, 1.64484480707288970893E-5,
    -5.75419501008210370398E-5, 1.88502885095841655729E-4, -5.76375574538582365885E-4,
    1.63947561694133579842E-3, -4.32430999505057594430E-3, 1.05464603945949983183E-2,
    -2.37374148058994688156E-2, 4.93052842396707084878E-2, -9.49010970480476444210E-2,
    1.71620901522208775349E-1, -3.04682672343198398683E-1, 6.76795274409476084995E-1};
static const double I0B[25] = {
    -7.23318048787475395456E-18, -4.83050448594418207126E-18, 4.46562142029675999901E-17,
    3.46122286769746109310E-17, -2.82762398051658348494E-16, -3.42548561967721913462E-16,
    1.77256013305652638360E-15, 3.81168066935262242075E-15, -9.55484669882830764870E-15,
    -4.15056934728722208663E-14, 1.54008621752140982691E-14, 3.85277838274214270114E-13,
    7.18012445138366623367E-13, -1.79417853150680611778E-12, -1.32158118404477131188E-11,
    -3.14991652796324136454E-11, 1.18891471078464383424E-11, 4.94060238822496958910E-10,
    3.39623202570838634515E-9, 2.26666899049817806459E-8, 2.04891858946906374183E-7,
    2.89137052083475648297E-6, 6.88975834691682398426E-5, 3.36911647825569408990E-3,
    8.04490411014108831608E-1};
static const double I1A[29] = {
    2.77791411276104639959E-18, -2.11142121435816608115E-17, 1.55363195773620046921E-16,
    -1.10559694773538630805E-15, 7.60068429473540693410E-15, -5.04218550472791168711E-14,
    3.22379336594557470981E-13, -1.98397439776494371520E-12, 1.17361862988909016308E-11,
    -6.66348972350202774223E-11, 3.62559028155211703701E-10, -1.88724975172282928790E-9,
    9.38153738649577178388E-9, -4.44505912879632808065E-8, 2.00329475355213526229E-7,
    -8.56872026469545474066E-7, 3.47025130813767847674E-6, -1.32731636560394358279E-5,
    4.78156510755005422638E-5, -1.61760815825896745588E-4, 5.12285956168575772895E-4,
    -1.51357245063125314899E-3, 4.15642294431288815669E-3, -1.05640848946261981558E-2,
    2.47264490306265168283E-2, -5.29459812080949914269E-2, 1.02643658689847095384E-1,
    -1.76416518357834055153E-1, 2.52587186443633654823E-1};
static const double I1B[25] = {
    7.51729631084210481353E-18, 4.41434832307170791151E-18, -4.65030536848935832153E-17,
    -3.20952592199342395980E-17, 2.96262899764595013876E-16, 3.30820231092092828324E-16,
    -1.88035477551078244854E-15, -3.81440307243700780478E-15, 1.04202769841288027642E-14,
    4.27244001671195135429E-14, -2.10154184277266431302E-14, -4.08355111109219731823E-13,
    -7.19855177624590851209E-13, 2.03562854414708950722E-12, 1.41258074366137813316E-11,
    3.25260358301548823856E-11, -1.89749581235054123450E-11, -5.58974346219658380687E-10,
    -3.83538038596423702205E-9, -2.63146884688951950684E-8, -2.51223623787020892529E-7,
    -3.88256480887769039346E-6, -1.10588938762623716291E-4, -9.76109749136146840777E-3,
    7.78576235018280120474E-1};
enum { I1A_F = 17, I1B_F = 7 };

/* Clenshaw sum of a Chebyshev series (coefficients in reverse order); the
 * oracle's compiler fuses x*b1 - b2 (fma) in the AVX2/AVX512 kernels. */
static double chbevl(double x, const double *a, int len)
{
    double b0 = a[0], b1 = 0, b2 = 0;
    for (int i = 1; i < len; i++) {
        b2 = b1;
        b1 = b0;
        b0 = fma(x, b1, -b2) + a[i];
    }
    return 0.5 * (b0 - b2);
}
static float chbevlf(float x, const double *a, int len)
{
    float b0 = (float)a[0], b1 = 0, b2 = 0;
    for (int i = 1; i < len; i++) {
        b2 = b1;
        b1 = b0;
        b0 = fmaf(x, b1, -b2) + (float)a[i];
    }
    return 0.5f * (b0 - b2);
}

/* i0, i0e (exp(-|x|) i0), i1 (odd), i1e as ATen's calc_i0 ... calc_i1e, in
 * the tensor's precision (float: float coefficients and expf). */
static double bessel_d(kn_UnOp op, double v)
{
    double x = fabs(v), r;
    bool one = op == KN_I1 || op == KN_I1E, scaled = op == KN_I0E || op == KN_I1E;
    if (x <= 8.0) {
        double y = x / 2.0 - 2.0;
        r = one ? (scaled ? x * chbevl(y, I1A, 29) : exp(x) * x * chbevl(y, I1A, 29))
                : (scaled ? chbevl(y, I0A, 30) : exp(x) * chbevl(y, I0A, 30));
    } else {
        double y = 32.0 / x - 2.0, c = one ? chbevl(y, I1B, 25) : chbevl(y, I0B, 25);
        r = scaled ? c / sqrt(x) : exp(x) * c / sqrt(x);
    }
    return one && v < 0 ? -r : r;
}
static float bessel_f(kn_UnOp op, float v)
{
    float x = fabsf(v), r;
    bool one = op == KN_I1 || op == KN_I1E, scaled = op == KN_I0E || op == KN_I1E;
    if (x <= 8.0f) {
        float y = x / 2.0f - 2.0f;
        float c = one ? chbevlf(y, I1A + 29 - I1A_F, I1A_F) : chbevlf(y, I0A, 30);
        r = one ? (scaled ? x * c : expf(x) * x * c) : (scaled ? c : expf(x) * c);
    } else {
        float y = 32.0f / x - 2.0f;
        float c = one ? chbevlf(y, I1B + 25 - I1B_F, I1B_F) : chbevlf(y, I0B, 25);
        r = scaled ? c / sqrtf(x) : expf(x) * c / sqrtf(x);
    }
    return one && v < 0 ? -r : r;
}

/* erfinv in float: rational first guess, then two Newton steps; the
 * polynomial evaluations are fused the way GCC contracts them (a*z + b). */
float kn_erfinv_f32(float y)
{
    static const float a[4] = {0.886226899f, -1.645349621f, 0.914624893f, -0.140543331f};
    static const float b[4] = {-2.118377725f, 1.442710462f, -0.329097515f, 0.012229801f};
    static const float c[4] = {-1.970840454f, -1.624906493f, 3.429567803f, 1.641345311f};
    static const float d[2] = {3.543889200f, 1.637067800f};
    float ya = fabsf(y), x, z, num, dem;
    if (ya > 1.0f) return NAN;
    if (ya == 1.0f) return copysignf(INFINITY, y);
    if (ya <= 0.7f) {
        z = y * y;
        num = fmaf(fmaf(fmaf(a[3], z, a[2]), z, a[1]), z, a[0]);
        dem = fmaf(fmaf(fmaf(fmaf(b[3], z, b[2]), z, b[1]), z, b[0]), z, 1.0f);
        x = y * num / dem;
    } else {
        z = (float)sqrt((double)(float)-(float)log((double)((1.0f - ya) / 2.0f)));
        num = fmaf(fmaf(fmaf(c[3], z, c[2]), z, c[1]), z, c[0]);
        dem = fmaf(fmaf(d[1], z, d[0]), z, 1.0f);
        x = copysignf(num, y) / dem;
    }
    const float k = 2.0f / (float)sqrt(KPI);
    for (int it = 0; it < 2; it++) {
        float e = (float)erf((double)x) - y;
        float ex = (float)exp((double)(-x * x));
        x = x - e / (k * ex);
    }
    return x;
}

double kn_erfinv_f64(double y)
{
    static const double a[4] = {0.886226899, -1.645349621, 0.914624893, -0.140543331};
    static const double b[4] = {-2.118377725, 1.442710462, -0.329097515, 0.012229801};
    static const double c[4] = {-1.970840454, -1.624906493, 3.429567803, 1.641345311};
    static const double d[2] = {3.543889200, 1.637067800};
    double ya = fabs(y), x, z, num, dem;
    if (ya > 1.0) return NAN;
    if (ya == 1.0) return copysign(INFINITY, y);
    if (ya <= 0.7) {
        z = y * y;
        num = fma(fma(fma(a[3], z, a[2]), z, a[1]), z, a[0]);
        dem = fma(fma(fma(fma(b[3], z, b[2]), z, b[1]), z, b[0]), z, 1.0);
        x = y * num / dem;
    } else {
        z = sqrt(-log((1.0 - ya) / 2.0));
        num = fma(fma(fma(c[3], z, c[2]), z, c[1]), z, c[0]);
        dem = fma(fma(d[1], z, d[0]), z, 1.0);
        x = copysign(num, y) / dem;
    }
    const double k = 2.0 / sqrt(KPI);
    for (int it = 0; it < 2; it++) x = x - (erf(x) - y) / (k * exp(-x * x));
    return x;
}

/* ndtri, the inverse of the standard normal CDF, as ATen's calc_ndtri (the
 * Cephes rational approximations): a central interval around 0.5 and two
 * tail intervals in z = sqrt(-2 log y). Coefficients are the published
 * Cephes data; Horner steps are fused as the oracle's compiler contracts
 * them. Generated for float (coefficients rounded to float) and double; the
 * tail's ::log and ::sqrt are the double functions even for float (ATen calls
 * the C library's), so x and x0 are rounded to float from double. */
static const double NDP0[5] = {-5.99633501014107895267E1, 9.80010754185999661536E1, -5.66762857469070293439E1,
                               1.39312609387279679503E1, -1.23916583867381258016E0};
static const double NDQ0[9] = {1.0, 1.95448858338141759834E0, 4.67627912898881538453E0, 8.63602421390890590575E1,
                               -2.25462687854119370527E2, 2.00260212380060660359E2, -8.20372256168333339912E1,
                               1.59056225126211695515E1, -1.18331621121330003142E0};
static const double NDP1[9] = {4.05544892305962419923E0, 3.15251094599893866154E1, 5.71628192246421288162E1,
                               4.40805073893200834700E1, 1.46849561928858024014E1, 2.18663306850790267539E0,
                               -1.40256079171354495875E-1, -3.50424626827848203418E-2, -8.57456785154685413611E-4};
static const double NDQ1[9] = {1.0, 1.57799883256466749731E1, 4.53907635128879210584E1, 4.13172038254672030440E1,
                               1.50425385692907503408E1, 2.50464946208309415979E0, -1.42182922854787788574E-1,
                               -3.80806407691578277194E-2, -9.33259480895457427372E-4};
static const double NDP2[9] = {3.23774891776946035970E0, 6.91522889068984211695E0, 3.93881025292474443415E0,
                               1.33303460815807542389E0, 2.01485389549179081538E-1, 1.23716634817820021358E-2,
                               3.01581553508235416007E-4, 2.65806974686737550832E-6, 6.23974539184983293730E-9};
static const double NDQ2[9] = {1.0, 6.02427039364742014255E0, 3.67983563856160859403E0, 1.37702099489081330271E0,
                               2.16236993594496635890E-1, 1.34204006088543189037E-2, 3.28014464682127739104E-4,
                               2.89247864745380683936E-6, 6.79019408009981274425E-9};

#define NDTRI_BODY(T, FMA)                                                              \
    {                                                                                              \
        if (y0 == 0) return -INFINITY;                                                             \
        if (y0 == 1) return INFINITY;                                                              \
        if (y0 < 0 || y0 > 1) return NAN;                                                          \
        const T e2 = (T)0.13533528323661269189;                                                    \
        bool neg = true;                                                                           \
        T y = y0;                                                                                  \
        if (y > (T)1 - e2) { y = (T)1 - y; neg = false; }                                          \
        if (y > e2) {                                                                              \
            y = y - (T)0.5;                                                                        \
            T y2 = y * y, p = (T)NDP0[0], q = (T)NDQ0[0];                                          \
            for (int i = 1; i < 5; i++) p = FMA(p, y2, (T)NDP0[i]);                                \
            for (int i = 1; i < 9; i++) q = FMA(q, y2, (T)NDQ0[i]);                                \
            T x = FMA(y, y2 * p / q, y);                                                           \
            return x * (T)2.50662827463100050242;                                                  \
        }                                                                                          \
        T x = (T)sqrt((T)-2 * log(y)), x0 = (T)(x - log(x) / x), z = (T)1 / x;                     \
        const double *P = x < (T)8 ? NDP1 : NDP2, *Q = x < (T)8 ? NDQ1 : NDQ2;                     \
        T p = (T)P[0], q = (T)Q[0];                                                                \
        for (int i = 1; i < 9; i++) { p = FMA(p, z, (T)P[i]); q = FMA(q, z, (T)Q[i]); }            \
        x = x0 - z * p / q;                                                                        \
        return neg ? -x : x;                                                                       \
    }
static float ndtri_f(float y0) NDTRI_BODY(float, fmaf)
static double ndtri_d(double y0) NDTRI_BODY(double, fma)
#undef NDTRI_BODY

/* Hurwitz zeta(s, q) for s > 1 (polygamma's n + 1): the first terms summed
 * directly until q + k passes 9, then the Euler-Maclaurin tail with the
 * Bernoulli coefficients (2j)! / B_2j. q a non-positive integer: a pole. */
static double hurwitz_zeta(double s, double q)
{
    static const double EM[12] = {12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9,
                                  7.47242496e10, -2.950130727918164224e12, 1.1646782814350067249e14,
                                  -4.5979787224074726105e15, 1.8152105401943546773e17, -7.1661652561756670113e18};
    if (q <= 0 && q == floor(q))
        return INFINITY;
    double sum = pow(q, -s), a = q, b = 0;
    for (int i = 0; i < 9 || a <= 9; i++) {
        a += 1;
        b = pow(a, -s);
        sum += b;
        if (fabs(b / sum) < 1.1102230246251565e-16)
            return sum;
    }
    double w = a, f = 1, t;
    sum += b * w / (s - 1) - 0.5 * b;
    for (int j = 0, k = 0; j < 12; j++) {
        f *= s + k;
        b /= w;
        t = f * b / EM[j];
        sum += t;
        if (fabs(t / sum) < 1.1102230246251565e-16)
            break;
        k++;
        f *= s + k;
        b /= w;
        k++;
    }
    return sum;
}

static double polygamma_d(int n, double x)
{
    if (n == 0) return digamma_d(x);
    if (n == 1) return trigamma_d(x);
    return ((n % 2) ? 1.0 : -1.0) * exp(lgamma(n + 1.0)) * hurwitz_zeta(n + 1.0, x);
}

bool kn_is_special(kn_UnOp op)
{
    switch (op) {
    case KN_ASINH: case KN_ACOSH: case KN_ATANH: case KN_SINC: case KN_DEG2RAD: case KN_RAD2DEG: case KN_LOGIT:
    case KN_ERFINV: case KN_LGAMMA: case KN_DIGAMMA: case KN_TRIGAMMA: case KN_I0: case KN_I0E: case KN_I1:
    case KN_I1E: case KN_ENTR: case KN_NDTRI: case KN_POLYGAMMA:
        return true;
    default:
        return false;
    }
}

float kn_special_f32(kn_UnOp op, float x, const double *p)
{
    switch (op) {
    case KN_ASINH: return Fasinh(x);
    case KN_ACOSH: return Facosh(x);
    case KN_ATANH: return Fatanh(x);
    case KN_SINC: {
        if (x == 0) return 1;
        float pr = (float)KPI * x;
        return Fsin(pr) / pr;
    }
    case KN_DEG2RAD: return x * (float)(KPI / 180.0);
    case KN_RAD2DEG: return x * (float)(180.0 / KPI);
    case KN_LOGIT: {
        float z = x;
        if (p && p[1] != 0) {
            float lo = (float)p[0], hi = 1 - (float)p[0];
            z = x < lo ? lo : x > hi ? hi : x;
        }
        return Flog(z / (1 - z));
    }
    case KN_ERFINV: return kn_erfinv_f32(x);
    case KN_LGAMMA: return Flgamma(x);
    case KN_DIGAMMA: return digamma_f(x);
    case KN_TRIGAMMA: return trigamma_f(x);
    case KN_I0: case KN_I0E: case KN_I1: case KN_I1E: return bessel_f(op, x);
    case KN_ENTR: return isnan(x) ? x : x > 0 ? -x * Flog(x) : x == 0 ? 0.0f : -INFINITY;
    case KN_NDTRI: return ndtri_f(x);
    case KN_POLYGAMMA: {
        int n = p ? (int)p[0] : 0;
        return n == 0 ? digamma_f(x) : n == 1 ? trigamma_f(x) : (float)polygamma_d(n, x);
    }
    default: return NAN;
    }
}

double kn_special_f64(kn_UnOp op, double x, const double *p)
{
    switch (op) {
    case KN_ASINH: return asinh(x);
    case KN_ACOSH: return acosh(x);
    case KN_ATANH: return atanh(x);
    case KN_SINC: {
        if (x == 0) return 1;
        double pr = KPI * x;
        return sin(pr) / pr;
    }
    case KN_DEG2RAD: return x * (KPI / 180.0);
    case KN_RAD2DEG: return x * (180.0 / KPI);
    case KN_LOGIT: {
        double z = x;
        if (p && p[1] != 0) {
            double lo = p[0], hi = 1 - p[0];
            z = x < lo ? lo : x > hi ? hi : x;
        }
        return log(z / (1 - z));
    }
    case KN_ERFINV: return kn_erfinv_f64(x);
    case KN_LGAMMA: return lgamma(x);
    case KN_DIGAMMA: return digamma_d(x);
    case KN_TRIGAMMA: return trigamma_d(x);
    case KN_I0: case KN_I0E: case KN_I1: case KN_I1E: return bessel_d(op, x);
    case KN_ENTR: return isnan(x) ? x : x > 0 ? -x * log(x) : x == 0 ? 0.0 : -INFINITY;
    case KN_NDTRI: return ndtri_d(x);
    case KN_POLYGAMMA: return polygamma_d(p ? (int)p[0] : 0, x);
    default: return NAN;
    }
}
