/* nb_math_f.c — float versions: evaluated by the correctly rounded double
 * functions and rounded once to float. A double result carries 29 extra
 * bits, so the float is correctly rounded unless the exact value lies within
 * 2^-29 float ulp of a halfway point (astronomically rare for these
 * transcendental functions; exact cases such as powf with exact results are
 * exact in double as well). */
#include "nb_math.h"

float nb_expf(float x) { return (float)nb_exp((double)x); }
float nb_exp2f(float x) { return (float)nb_exp2((double)x); }
float nb_expm1f(float x) { return (float)nb_expm1((double)x); }
float nb_logf(float x) { return (float)nb_log((double)x); }
float nb_log2f(float x) { return (float)nb_log2((double)x); }
float nb_log10f(float x) { return (float)nb_log10((double)x); }
float nb_log1pf(float x) { return (float)nb_log1p((double)x); }
float nb_powf(float x, float y) { return (float)nb_pow((double)x, (double)y); }
float nb_sinf(float x) { return (float)nb_sin((double)x); }
float nb_cosf(float x) { return (float)nb_cos((double)x); }
float nb_tanf(float x) { return (float)nb_tan((double)x); }
float nb_asinf(float x) { return (float)nb_asin((double)x); }
float nb_acosf(float x) { return (float)nb_acos((double)x); }
float nb_atanf(float x) { return (float)nb_atan((double)x); }
float nb_atan2f(float y, float x) { return (float)nb_atan2((double)y, (double)x); }
float nb_sinhf(float x) { return (float)nb_sinh((double)x); }
float nb_coshf(float x) { return (float)nb_cosh((double)x); }
float nb_tanhf(float x) { return (float)nb_tanh((double)x); }
float nb_erff(float x) { return (float)nb_erf((double)x); }
float nb_erfcf(float x) { return (float)nb_erfc((double)x); }
