/* nb_math_sleef.h — PyTorch's vectorised elementwise math, bit for bit.
 *
 * PyTorch 2.6 on x86 evaluates exp/log/... of float and double tensors with
 * SLEEF 3.6's 1.0-ULP vector functions (Sleef_expf16_u10, Sleef_logd8_u10, ...
 * built with FMA), which are not correctly rounded: they differ from glibc
 * (and from nb_math) in the last bit for a few percent of inputs. These are
 * scalar re-derivations of those algorithms (same reduction, same polynomial
 * coefficients, same double-float / double-double steps, same FMA points), so
 * every lane of the vector function is reproduced exactly.
 *
 * FMA: SLEEF's x86 FMA builds fuse the multiply-adds noted in each function.
 * We call the C library's fmaf/fma, which are exactly rounded everywhere
 * (x86 hardware or glibc's emulation natively; musl's software fma/fmaf in
 * the WASM build, which has no FMA instruction), so native and WASM agree.
 * Verified against libsleef 3.6.1 (all 2^32 floats for the float functions,
 * 10^8 random doubles for the double ones). */
#ifndef NB_MATH_SLEEF_H
#define NB_MATH_SLEEF_H

float nb_sl_expf(float x);   /* Sleef_expf_u10 */
float nb_sl_logf(float x);   /* Sleef_logf_u10 */
float nb_sl_log2f(float x);  /* Sleef_log2f_u10 */
float nb_sl_log10f(float x); /* Sleef_log10f_u10 */
float nb_sl_tanhf(float x);  /* Sleef_tanhf_u10 */
double nb_sl_exp(double x);  /* Sleef_exp_u10 */
double nb_sl_log(double x);  /* Sleef_log_u10 */
double nb_sl_tanh(double x); /* Sleef_tanh_u10 */
float nb_sl_expm1f(float x); /* Sleef_expm1f_u10 */
float nb_sl_powf(float x, float y); /* Sleef_powf_u10 */
float nb_sl_sinf(float x);   /* Sleef_sinf_u35, for abs(x) < 39000 */
float nb_sl_cosf(float x);   /* Sleef_cosf_u35, for abs(x) < 39000 */
/* the same with the reduction SLEEF 3.6 picks for the whole vector: wide (four-part)
 * when any lane is >= 125, else three-part */
float nb_sl_sinf_w(float x, int wide);
float nb_sl_cosf_w(float x, int wide);
float nb_sl_tanf(float x);   /* Sleef_tanf_u10, for abs(x) < 125 */
float nb_sl_asinf(float x);  /* Sleef_asinf_u10 */
float nb_sl_acosf(float x);  /* Sleef_acosf_u10 */
float nb_sl_atanf(float x);  /* Sleef_atanf_u10 */
float nb_sl_atan2f(float y, float x); /* Sleef_atan2f_u10 */
float nb_sl_exp2f(float x);  /* Sleef_exp2f_u10 */
float nb_sl_sinhf(float x);  /* Sleef_sinhf_u10 */
float nb_sl_coshf(float x);  /* Sleef_coshf_u10 */
float nb_sl_log1pf(float x); /* Sleef_log1pf16_u10 (the AVX512 form) */
float nb_sl_erfcf(float x);  /* Sleef_erfcf_u15 */
double nb_sl_sin(double x);  /* Sleef_sin_u10, for abs(x) < 15 */
double nb_sl_cos(double x);  /* Sleef_cos_u10, for abs(x) < 15 */
/* PyTorch's own vectorised float erf (not SLEEF's), as its vec kernels use it. */
float nb_pt_erff(float x);

#endif
