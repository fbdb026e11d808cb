/* nb_math.h — the engine's own libm: correctly rounded (round-to-nearest)
 * double and float elementary functions, identical on every platform.
 *
 * Why: printed output must match CPython/PyTorch on glibc bit for bit, and the
 * WASM build links musl, whose results differ from glibc's in the last bit for
 * a few percent of inputs. glibc's exp/log/pow/sin/cos/tan/asin/acos/atan/
 * atan2 (double) and its CORE-MATH float functions (2.41+) are correctly
 * rounded in (nearly) all cases, so a correctly rounded implementation is the
 * closest match available. nb_libm.h maps the standard names onto these in
 * the WASM build (see there for which functions are mapped and why).
 *
 * Method: double functions are evaluated in double-double arithmetic with a
 * relative error far below 2^-100 and rounded once; argument reduction is
 * exact (Payne-Hanek with 1536 bits of 2/pi for the trigonometric functions).
 * Float functions are evaluated in double and rounded once to float.
 * Special values (nan, inf, -0.0, subnormals, overflow/underflow) follow C99
 * Annex F; errno is never set. No global state; thread-safe. */
#ifndef NB_MATH_H
#define NB_MATH_H

#include <stdint.h>

/* Float-to-integer conversions defined for every input, with the results of
 * x86's truncating conversions (cvttsd2si), which PyTorch's casts print: NaN,
 * +-inf and values out of the target's range give the "integer indefinite"
 * INT64_MIN / INT32_MIN. A plain C cast is undefined for those inputs. */
static inline int64_t nb_f2i64(double d)
{
    return d >= -9223372036854775808.0 && d < 9223372036854775808.0 ? (int64_t)d : INT64_MIN;
}
static inline int32_t nb_f2i32(double d)
{
    return d > -2147483649.0 && d < 2147483648.0 ? (int32_t)d : INT32_MIN;
}

double nb_exp(double x);
double nb_exp2(double x);
double nb_expm1(double x);
double nb_log(double x);
double nb_log2(double x);
double nb_log10(double x);
double nb_log1p(double x);
double nb_pow(double x, double y);
double nb_sin(double x);
double nb_cos(double x);
double nb_tan(double x);
double nb_asin(double x);
double nb_acos(double x);
double nb_atan(double x);
double nb_atan2(double y, double x);
double nb_sinh(double x);
double nb_cosh(double x);
double nb_tanh(double x);
double nb_asinh(double x);
double nb_acosh(double x);
double nb_atanh(double x);
double nb_erf(double x);
double nb_erfc(double x);
double nb_hypot(double x, double y);

float nb_expf(float x);
float nb_exp2f(float x);
float nb_expm1f(float x);
float nb_logf(float x);
float nb_log2f(float x);
float nb_log10f(float x);
float nb_log1pf(float x);
float nb_powf(float x, float y);
float nb_sinf(float x);
float nb_cosf(float x);
float nb_tanf(float x);
float nb_asinf(float x);
float nb_acosf(float x);
float nb_atanf(float x);
float nb_atan2f(float y, float x);
float nb_sinhf(float x);
float nb_coshf(float x);
float nb_tanhf(float x);
float nb_erff(float x);
float nb_erfcf(float x);

#endif
