/* ts_complex.h — complex64/complex128 tensors (ts_complex.c): creation,
 * element access, .real/.imag views, abs, neg/conj, + - * / with type
 * promotion, sum/mean, eq/ne/equal. Storage is interleaved (re, im) pairs.
 *
 * The real kernels never see complex data: ts__as (the operand fetch of
 * every real kernel) refuses a complex→real compute conversion with
 * NotImplementedError (ts_complex_refuse); views, copies, cat/stack,
 * indexing reads, where and dtype conversions move whole elements and are
 * exact. Entry points that read elements directly check ts_complex_any. */
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
/* a op b broadcast, op: '+', '-', '*', '/' (c10::complex's division, Smith's
 * algorithm); result dtype rt (complex). alpha scales b (+, - only). */
nb_Status ts_complex_binary(ts_Ctx *c, int op, ts_Tensor *a, ts_Tensor *b, double alpha, ts_DType rt,
                            ts_Tensor **out);
/* torch.view_as_complex / view_as_real: views sharing storage, with their
 * backward nodes (ts_complex_binary records MulBackward0 for complex '*'). */
nb_Status ts_view_as_complex(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);
nb_Status ts_view_as_real(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);
/* Conversion of t to complex dtype dt (new contiguous tensor). */
nb_Status ts_complex_cast(ts_Ctx *c, ts_Tensor *t, ts_DType dt, ts_Tensor **out);

/* NotImplementedError "<what> is not supported for complex tensors by nnscope"; returns NB_EINVAL. */
nb_Status ts_complex_refuse(ts_Ctx *c, const char *what);
/* Is any of the n tensors (NULLs skipped) complex? */
bool ts_complex_any(int n, ts_Tensor *const *ts);
/* Element conversion from a complex dtype to a complex one or to bool (either part nonzero). */
void ts__complex_convert(void *dst, ts_DType ddt, const void *src, ts_DType sdt);
/* PyTorch's UserWarning for complex → real copies (via ctx->on_event). */
void ts__complex_warn_discard(ts_Ctx *c);
/* Unary: op 'n' negation, 'c' conjugate (materialised: a copy, not a view). */
nb_Status ts_complex_unary(ts_Ctx *c, int op, ts_Tensor *t, ts_Tensor **out);
/* Sum (mean=false) or mean over dims (NULL/0 = all) of a complex tensor;
 * real and imaginary parts reduce independently as PyTorch's. */
nb_Status ts_complex_sum(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, bool mean,
                         ts_Tensor **out);
/* a == b (ne=false) / a != b (ne=true), broadcast; either may be real. Bool result. */
nb_Status ts_complex_eq(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, bool ne, ts_Tensor **out);
/* torch.equal for tensors of which at least one is complex. */
nb_Status ts_complex_equal(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, bool *out);

#endif
