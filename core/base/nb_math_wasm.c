/* nb_math_wasm.c — WASM only: replace musl's versions of the libm functions
 * where musl disagrees with glibc (the libm of CPython/PyTorch on Linux) and
 * the correctly rounded nb_* versions agree with it (measured against glibc
 * 2.41 on random inputs; see tests/c/test_nb_math.c):
 *   double: sin cos tan asin acos atan atan2 hypot (musl differs in 2-18% of
 *           inputs; glibc is correctly rounded in all but ~0.1%)
 *   float:  expm1f log1pf log10f tanf asinf acosf atanf atan2f sinhf coshf
 *           tanhf erff erfcf (glibc 2.41 uses correctly rounded CORE-MATH
 *           code; musl differs in 2-21% of inputs)
 * Not replaced, because musl already computes them with the same algorithm
 * as glibc and matches it better than a correctly rounded version would:
 * exp exp2 log log2 pow expf exp2f logf log2f powf (ARM optimized-routines
 * in both), sinf cosf (both ~1% off correct rounding, equally far from each
 * other), and the fdlibm-derived double functions expm1 log1p log10 sinh
 * cosh tanh asinh acosh atanh erf erfc cbrt (glibc misrounds 4-50% of their
 * inputs in its own way; musl's fdlibm code is the nearer match).
 *
 * Defining the standard names here overrides the libc archive members at
 * link time, so every call site (also function pointers and calls the
 * compiler merges, e.g. sin+cos into sincos) uses these.
 *
 * Natively the double functions stay glibc's (CPython's own libm). The float
 * ones are replaced natively too: the target's glibc (2.41) rounds them
 * correctly while older hosts' glibc (2.36 here) does not, so using ours
 * everywhere makes native, WASM and the target agree. */
#include "nb_math.h"
#include <math.h>

#ifdef __EMSCRIPTEN__

double sin(double x) { return nb_sin(x); }
double cos(double x) { return nb_cos(x); }
double tan(double x) { return nb_tan(x); }
double asin(double x) { return nb_asin(x); }
double acos(double x) { return nb_acos(x); }
double atan(double x) { return nb_atan(x); }
double atan2(double y, double x) { return nb_atan2(y, x); }
double hypot(double x, double y) { return nb_hypot(x, y); }
void sincos(double x, double *s, double *c);
void sincos(double x, double *s, double *c) { *s = nb_sin(x); *c = nb_cos(x); }
#endif

float expm1f(float x) { return nb_expm1f(x); }
float log1pf(float x) { return nb_log1pf(x); }
float log10f(float x) { return nb_log10f(x); }
float tanf(float x) { return nb_tanf(x); }
float asinf(float x) { return nb_asinf(x); }
float acosf(float x) { return nb_acosf(x); }
float atanf(float x) { return nb_atanf(x); }
float atan2f(float y, float x) { return nb_atan2f(y, x); }
float sinhf(float x) { return nb_sinhf(x); }
float coshf(float x) { return nb_coshf(x); }
float tanhf(float x) { return nb_tanhf(x); }
float erff(float x) { return nb_erff(x); }
float erfcf(float x) { return nb_erfcf(x); }
