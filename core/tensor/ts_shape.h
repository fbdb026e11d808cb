/* ts_shape.h — further view / shape / indexing kernels (shape area):
 * unfold, as_strided, diagonal/diag_embed/trace, roll/rot90, masked_select/
 * masked_scatter, take, index_add/index_copy/index_fill, scatter_reduce,
 * nonzero, tril/triu_indices, view(dtype), in-place view ops, and the
 * layout-preserving ("preserve_format") helpers. Conventions as ts.h. */
#ifndef TS_X_SHAPE_H
#define TS_X_SHAPE_H

#include "ts.h"

/* torch.result_type of two tensors with wrapped Python floats taking the
 * context's default dtype (ts_result_type assumes float32). */
ts_DType ts_x_result_type(ts_Ctx *c, const ts_Tensor *a, const ts_Tensor *b);
/* A view whose base was modified in place gets AsStridedBackward0(base's grad_fn)
 * (no-op for non-views, bases without history, or grad mode off). */
nb_Status ts__view_regen_grad(ts_Ctx *c, ts_Tensor *view);
/* t.unfold(dim, size, step): view, UnfoldBackward0. */
nb_Status ts_x_unfold(ts_Ctx *c, ts_Tensor *t, int64_t dim, int64_t size, int64_t step, ts_Tensor **out);
/* t.as_strided(size, stride, storage_offset): offset < 0 keeps t's. AsStridedBackward0. */
nb_Status ts_x_as_strided(ts_Ctx *c, ts_Tensor *t, int nd, const int64_t *shape, const int64_t *stride,
                          int64_t offset, ts_Tensor **out);
/* diagonal view (DiagonalBackward0). */
nb_Status ts_x_diagonal(ts_Ctx *c, ts_Tensor *t, int64_t off, int64_t d1, int64_t d2, ts_Tensor **out);
/* diag_embed (DiagEmbedBackward0). */
nb_Status ts_x_diag_embed(ts_Ctx *c, ts_Tensor *t, int64_t off, int64_t d1, int64_t d2, ts_Tensor **out);
nb_Status ts_x_trace(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);
/* roll: nd 0 = flattened roll of shifts[0]. RollBackward0. */
nb_Status ts_x_roll(ts_Ctx *c, ts_Tensor *t, const int64_t *shifts, int ns, const int64_t *dims, int nd,
                    ts_Tensor **out);
nb_Status ts_x_rot90(ts_Ctx *c, ts_Tensor *t, int64_t k, const int64_t *dims, int nd, ts_Tensor **out);
nb_Status ts_x_masked_select(ts_Ctx *c, ts_Tensor *t, ts_Tensor *mask, ts_Tensor **out);
/* out-of-place masked_scatter; inplace=true checks the mask broadcasts to t (no self broadcast). */
nb_Status ts_x_masked_scatter(ts_Ctx *c, ts_Tensor *t, ts_Tensor *mask, ts_Tensor *src, bool inplace,
                              ts_Tensor **out);
nb_Status ts_x_take(ts_Ctx *c, ts_Tensor *t, ts_Tensor *index, ts_Tensor **out);
/* index_add (kind 'a', alpha), index_copy ('c'), index_fill ('f', src is the value, 0-dim);
 * name is the method name for messages ("index_add_" ...). */
nb_Status ts_x_index_op(ts_Ctx *c, int kind, const char *name, ts_Tensor *t, int64_t dim, ts_Tensor *index,
                        ts_Tensor *src, ts_Scalar alpha, ts_Tensor **out);
/* scatter_reduce: reduce 0 sum, 1 prod, 2 mean, 3 amax, 4 amin. */
nb_Status ts_x_scatter_reduce(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor *index, ts_Tensor *src, int reduce,
                              bool include_self, ts_Tensor **out);
/* nonzero: int64 [n, ndim] laid out as PyTorch's (strides (1, n)). */
nb_Status ts_x_nonzero(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);
nb_Status ts_x_tri_indices(ts_Ctx *c, int64_t row, int64_t col, int64_t offset, bool upper, ts_DType dt,
                           ts_Tensor **out);
/* t.view(dtype) */
nb_Status ts_x_view_dtype(ts_Ctx *c, ts_Tensor *t, ts_DType dt, ts_Tensor **out);
/* In-place view op: t takes v's geometry (v a fresh view of t); its grad_fn
 * becomes v's node renamed `name` (UnsqueezeBackward1 ...). */
nb_Status ts_x_adopt_view(ts_Ctx *c, ts_Tensor *t, ts_Tensor *v, const char *name);
/* Rename the grad_fn of a fresh result (no-op without one). */
void ts_x_rename(ts_Tensor *t, const char *name);
/* repeat_interleave index for a repeats vector: [0]*r0 + [1]*r1 + ... */
nb_Status ts_x_repeat_index(ts_Ctx *c, ts_Tensor *repeats, ts_Tensor **out);
/* Drop the base link of a fresh result that must not count as a view. */
void ts_x_unview(ts_Tensor *t);

/* Layout of a tensor for preserve_format: perm[0..nd) lists t's dims from
 * outermost to innermost memory order; false when t is not dense and
 * non-overlapping (then use contiguous). */
bool ts_x_dense_perm(const ts_Tensor *t, int *perm);
/* Empty tensor of t's shape laid out like t (preserve_format). */
nb_Status ts_x_empty_preserve(ts_Ctx *c, const ts_Tensor *t, ts_DType dt, ts_Tensor **out);

/* TensorIterator output layout: replace the contiguous result *r of an
 * elementwise op on ops by a copy laid out as PyTorch's (no-op when that is
 * the contiguous layout). Call before recording autograd. */
nb_Status ts_x_relayout(ts_Ctx *c, int nops, ts_Tensor *const *ops, ts_Tensor **r);
/* clone(memory_format=torch.preserve_format): CloneBackward0, t's layout. */
nb_Status ts_x_clone_preserve(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);
/* memory formats: 0 contiguous, 1 preserve, 2 channels_last, 3 channels_last_3d. */
bool ts_x_is_contiguous_mf(const ts_Tensor *t, int kind);
/* copy in that memory format (CloneBackward0); rank errors as PyTorch's. */
nb_Status ts_x_clone_mf(ts_Ctx *c, ts_Tensor *t, int kind, ts_Tensor **out);

#endif
