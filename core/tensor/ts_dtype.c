/* ts_dtype.c — dtype tables and float16/bfloat16 conversions (round to nearest even). */
#include "ts_dtype.h"

#include <string.h>

static const size_t sizes[TS_NDTYPES] = {1, 1, 1, 2, 4, 8, 2, 2, 4, 8, 8, 16};
static const char *names[TS_NDTYPES] = {
    "torch.bool", "torch.uint8", "torch.int8", "torch.int16", "torch.int32", "torch.int64",
    "torch.float16", "torch.bfloat16", "torch.float32", "torch.float64", "torch.complex64", "torch.complex128"};
static const char *legacy[TS_NDTYPES] = {
    "torch.BoolTensor", "torch.ByteTensor", "torch.CharTensor", "torch.ShortTensor", "torch.IntTensor",
    "torch.LongTensor", "torch.HalfTensor", "torch.BFloat16Tensor", "torch.FloatTensor", "torch.DoubleTensor",
    "torch.ComplexFloatTensor", "torch.ComplexDoubleTensor"};
static const char *shorts[TS_NDTYPES] = {
    "Bool", "Byte", "Char", "Short", "Int", "Long", "Half", "BFloat16", "Float", "Double", "ComplexFloat", "ComplexDouble"};
static const char *cnames[TS_NDTYPES] = {
    "bool", "unsigned char", "signed char", "short int", "int", "long int",
    "c10::Half", "c10::BFloat16", "float", "double", "c10::complex<float>", "c10::complex<double>"};

size_t ts_dtype_size(ts_DType t) { return (unsigned)t < TS_NDTYPES ? sizes[t] : 0; }
bool ts_dtype_is_float(ts_DType t) { return t >= TS_FLOAT16 && t <= TS_FLOAT64; }
bool ts_dtype_is_complex(ts_DType t) { return t == TS_COMPLEX64 || t == TS_COMPLEX128; }
bool ts_dtype_is_int(ts_DType t) { return t >= TS_UINT8 && t <= TS_INT64; }
const char *ts_dtype_name(ts_DType t) { return (unsigned)t < TS_NDTYPES ? names[t] : "?"; }
const char *ts_dtype_legacy(ts_DType t) { return (unsigned)t < TS_NDTYPES ? legacy[t] : "?"; }
const char *ts_dtype_short(ts_DType t) { return (unsigned)t < TS_NDTYPES ? shorts[t] : "?"; }
const char *ts_dtype_cname(ts_DType t) { return (unsigned)t < TS_NDTYPES ? cnames[t] : "?"; }

static uint32_t f2u(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float u2f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

float ts_half_to_float(ts_half h)
{
    uint32_t sign = (uint32_t)(h & 0x8000) << 16;
    uint32_t exp = (h >> 10) & 0x1f, man = h & 0x3ff;
    if (exp == 0) {
        if (man == 0) return u2f(sign);
        /* subnormal: value = man * 2^-24 */
        float v = (float)man * 5.9604644775390625e-08f;
        return sign ? -v : v;
    }
    if (exp == 31) return u2f(sign | 0x7f800000u | (man << 13));
    return u2f(sign | ((exp + 112) << 23) | (man << 13));
}

/* Round-to-nearest-even float → binary16, with overflow to inf and NaN kept quiet. */
ts_half ts_float_to_half(float f)
{
    uint32_t u = f2u(f);
    uint32_t sign = (u >> 16) & 0x8000;
    uint32_t a = u & 0x7fffffff;
    if (a >= 0x7f800000u) /* inf or nan */
        return (ts_half)(sign | 0x7c00 | (a > 0x7f800000u ? 0x200 | ((a >> 13) & 0x3ff) : 0));
    if (a >= 0x477ff000u) /* rounds to >= 65520 → inf */
        return (ts_half)(sign | 0x7c00);
    if (a < 0x38800000u) { /* below min normal half (2^-14): subnormal or zero */
        /* value in units of 2^-24, rounded to nearest even */
        float v = u2f(a);
        float scaled = v * 16777216.0f; /* exact (power of two) */
        /* round half to even via integer arithmetic on the float */
        uint32_t i = (uint32_t)scaled;
        float rem = scaled - (float)i;
        if (rem > 0.5f || (rem == 0.5f && (i & 1))) i++;
        return (ts_half)(sign | i);
    }
    uint32_t mant_odd = (a >> 13) & 1;
    a += 0xfffu + mant_odd;
    a -= 112u << 23;
    return (ts_half)(sign | (a >> 13));
}

float ts_bf16_to_float(ts_bf16 h) { return u2f((uint32_t)h << 16); }

ts_bf16 ts_float_to_bf16(float f)
{
    uint32_t u = f2u(f);
    if ((u & 0x7fffffff) > 0x7f800000u) return (ts_bf16)((u >> 16) | 0x40);
    uint32_t lsb = (u >> 16) & 1;
    u += 0x7fffu + lsb;
    return (ts_bf16)(u >> 16);
}
