/* ts_complex.h — complex64/complex128 tensors (ts_complex.c): creation,
 * element access, .real/.imag views, abs and + - * with type promotion.
 * Other ops on complex tensors are refused by the glue. */
#ifndef TS_COMPLEX_H
#define TS_COMPLEX_H

#include "ts.h"

/* Complex tensor of `dt` from row-major parts (im may be NULL: zeros). */
nb_Status ts_complex_from_parts(ts_Ctx *c, int ndim, const int64_t *shape, ts_DType dt, const double *re,
                                const double *im, ts_Tensor **out);
/* Every element = re + im*j. */
nb_Status ts_complex_full(ts_Ctx *c, int ndim, const int64_t *shape, ts_DType dt, double re, double im,
                          ts_Tensor **out);
/* Element at flat row-major index i (any dtype; real dtypes give im = 0). */
void ts_complex_get(const ts_Tensor *t, int64_t i, double *re, double *im);
/* The float view of the real (imag=false) or imaginary part; shares storage. */
nb_Status ts_complex_part(ts_Ctx *c, ts_Tensor *t, bool imag, ts_DType *part_dt, ts_Tensor **out);
/* |z| as float32 (complex64) / float64 (complex128). */
nb_Status ts_complex_abs(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);
/* Promotion of a with b when either is complex (b_scalar_complex: b is a
 * Python complex number, which makes the result complex). */
ts_DType ts_complex_result_type(ts_DType a, ts_DType b, ts_DType default_float);
/* a op b broadcast, op: '+', '-', '*'; result dtype rt (complex). alpha scales b. */
nb_Status ts_complex_binary(ts_Ctx *c, int op, ts_Tensor *a, ts_Tensor *b, double alpha, ts_DType rt,
                            ts_Tensor **out);
/* Conversion of t to complex dtype dt (new contiguous tensor). */
nb_Status ts_complex_cast(ts_Ctx *c, ts_Tensor *t, ts_DType dt, ts_Tensor **out);

#endif
