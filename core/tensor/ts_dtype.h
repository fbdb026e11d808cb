/* ts_dtype.h — the tensor dtypes (shared by tensor, printing, RNG, kernels).
 * Order is fixed: it indexes tables in ts_dtype.c. */
#ifndef TS_DTYPE_H
#define TS_DTYPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum ts_DType {
    TS_BOOL, TS_UINT8, TS_INT8, TS_INT16, TS_INT32, TS_INT64,
    TS_FLOAT16, TS_BFLOAT16, TS_FLOAT32, TS_FLOAT64,
    TS_COMPLEX64, TS_COMPLEX128,    /* interleaved (re, im) float/double pairs */
    TS_NDTYPES
} ts_DType;

/* float16/bfloat16 storage type (raw bits) */
typedef uint16_t ts_half;
typedef uint16_t ts_bf16;

size_t ts_dtype_size(ts_DType t);
bool ts_dtype_is_float(ts_DType t);         /* float16, bfloat16, float32, float64 */
bool ts_dtype_is_complex(ts_DType t);       /* complex64, complex128 */
bool ts_dtype_is_int(ts_DType t);           /* integral incl. bool? no: bool excluded */
const char *ts_dtype_name(ts_DType t);      /* "torch.float32", "torch.int64", "torch.bool" ... */
const char *ts_dtype_legacy(ts_DType t);    /* "torch.FloatTensor", "torch.LongTensor" ... */
const char *ts_dtype_short(ts_DType t);     /* "Float", "Double", "Long" (error messages) */
const char *ts_dtype_cname(ts_DType t);     /* "float", "double", "long int" ... as PyTorch's messages use */

float ts_half_to_float(ts_half h);
ts_half ts_float_to_half(float f);          /* round to nearest even */
float ts_bf16_to_float(ts_bf16 h);
ts_bf16 ts_float_to_bf16(float f);          /* round to nearest even */

#endif
