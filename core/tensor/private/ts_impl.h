/* ts_impl.h — internal helpers shared by the tensor and autograd sources
 * (private to the layer: the bindings above use ts.h). */
#ifndef TS_IMPL_H
#define TS_IMPL_H

#include <math.h>
#include <string.h>

#include "ag.h"
#include "kn.h"
#include "ts.h"

/* The internal spellings of the building blocks ts.h makes public. */
#define ts__alias ts_alias
#define ts__wrap_dim ts_wrap_dim
#define ts__copy_into ts_copy_into
#define ts__broadcast_shape ts_broadcast_shape
#define ts__fmt_shape ts_fmt_shape
#define ts__check_inplace ts_check_inplace
#define ts__commit_inplace ts_commit_inplace
#define ts__bump ts_bump_version
#define ts__storef ts_store_f
#define ts__storei ts_store_i
#define ts__NoGrad ts_NoGrad
#define ts__nograd_begin ts_nograd_begin
#define ts__nograd_end ts_nograd_end

#define TRY(x) do { nb_Status st_ = (x); if (st_ != NB_OK) return st_; } while (0)
/* Under CPU autocast, run `call` (which reads the array v of n tensors) again on v cast to `to`
 * (see ts_amp_cast) and return its status; a no-op when autocast is off or nothing needs a cast. */
#define TS_AMP(c, to, n, v, call)                                                       \
    do {                                                                                \
        if ((c)->amp) {                                                                 \
            ts_Tensor *own_[n];                                                         \
            bool any_;                                                                  \
            TRY(ts_amp_cast(c, to, n, v, own_, &any_));                                 \
            if (any_) { nb_Status ast_ = (call); ts_amp_drop(n, own_); return ast_; }   \
        }                                                                               \
    } while (0)
/* For kernels written for float32/float64 only: when v[0] is bfloat16 or float16, run `call` (which
 * reads v and writes its result to hr_) with v cast to float32 and autocast off, and return the
 * result cast back to v[0]'s dtype in *out, both casts differentiable (ts_f32_enter/leave). */
#define TS_VIA_F32(c, n, v, out, call)                                                   \
    do {                                                                                \
        if (v[0]->dtype == TS_BFLOAT16 || v[0]->dtype == TS_FLOAT16) {                   \
            ts_Tensor *own_[n], *hr_ = NULL;                                            \
            ts_DType hd_ = v[0]->dtype;                                                 \
            bool am_;                                                                   \
            TRY(ts_f32_enter(c, n, v, own_, &am_));                                     \
            nb_Status hs_ = (call);                                                     \
            return ts_f32_leave(c, hs_, am_, n, own_, hr_, hd_, out);                   \
        }                                                                               \
    } while (0)
nb_Status ts_f32_enter(ts_Ctx *c, int n, ts_Tensor **v, ts_Tensor **own, bool *amp);
nb_Status ts_f32_leave(ts_Ctx *c, nb_Status st, bool amp, int n, ts_Tensor **own, ts_Tensor *r, ts_DType dt,
                       ts_Tensor **out);
#define TRYG(x) do { st = (x); if (st != NB_OK) goto done; } while (0)

/* New contiguous zero-filled tensor (leaf, no grad). */
nb_Status ts__new(ts_Ctx *c, ts_DType dt, int ndim, const int64_t *shape, ts_Tensor **out);
/* compute type: float16/bfloat16/float32 → float32; float64; everything else int64 */
ts_DType ts__ctype(ts_DType dt);
/* Contiguous copy of t converted to dt (returns t retained if already so). */
nb_Status ts__as(ts_Ctx *c, ts_Tensor *t, ts_DType dt, ts_Tensor **out);
/* Strides of t broadcast to shape (0 for broadcast dims). */
void ts__bstrides(const ts_Tensor *t, int ndim, const int64_t *shape, int64_t *st);
void ts__contig_strides(int ndim, const int64_t *shape, int64_t *st);
int64_t ts__prod(int ndim, const int64_t *shape);
bool ts__can_cast(ts_DType from, ts_DType to);
ts_Scalar ts__load(const void *p, ts_DType dt);
double ts__loadf(const void *p, ts_DType dt);
int64_t ts__loadi(const void *p, ts_DType dt);
/* unary/binary via kern on compute types */
nb_Status ts__unary_k(ts_Ctx *c, kn_UnOp op, ts_Tensor *t, const double *p, ts_DType outdt, ts_Tensor **out);
/* The ts_UnOp (row of ts_unary.def) that recorded node n, or -1 when n is
 * not a ts_unary node (or was renamed since): ag_double.c dispatches on it. */
struct ag_Node;
int ts__unary_op_of(const struct ag_Node *n);
/* The same for the binary ops (ts_binary, and complex mul): the ts_BinOp of
 * a node named ts__binary_grad_fn(op) that holds op + 1 in iv[TS__OP_SLOT]
 * (NULL name: no double-backward rule), or -1. */
#define TS__OP_SLOT (AG_NI - 1)
const char *ts__binary_grad_fn(ts_BinOp op);
int ts__binary_op_of(const struct ag_Node *n);
/* The double-backward family of a node, told by its backward function and
 * parameters, never by its (display) name: rsub with a Scalar, pow with a
 * Scalar exponent / base (ts_ops.c), the mm family (ts_linalg.c); -1 else. */
enum { TS__DK_RSUB, TS__DK_POWS, TS__DK_RPOWS, TS__DK_MM };
int ts__double_kind_of(const struct ag_Node *n);
bool ts__is_mm_node(const struct ag_Node *n);
/* 0 for a node recorded by ts_sum, 1 by ts_mean (ts_reduce.c), else -1. */
int ts__sum_kind_of(const struct ag_Node *n);
nb_Status ts__binary_raw(ts_Ctx *c, ts_BinOp op, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out);
/* reduce dims helper: fills mask[ndim]; dims NULL = all */
nb_Status ts__dim_mask(ts_Ctx *c, const ts_Tensor *t, const int64_t *dims, int ndims, bool *mask);
/* as_strided into a fresh tensor of storage-span size (used by autograd for views) */
nb_Status ts__as_strided(ts_Ctx *c, ts_Tensor *t, int ndim, const int64_t *shape, const int64_t *stride,
                         int64_t offset, ts_Tensor **out);
nb_Status ts__scalar_like(ts_Ctx *c, double v, ts_DType dt, ts_Tensor **out);
nb_Status ts__mul_scalar(ts_Ctx *c, ts_Tensor *t, double s, ts_Tensor **out);
nb_Status ts__add_scalar(ts_Ctx *c, ts_Tensor *t, double s, ts_Tensor **out);

/* Small-block cache (ts_pool.c). Blocks are nb_alloc'ed blocks of
 * ts__pool_size(size) bytes (multiples of 16 up to 1 KiB, powers of two up to
 * TS__POOL_MAX, larger sizes unchanged), zero-filled over `size` bytes;
 * ts__pool_put takes the same `size` (or the rounded one). p may be NULL. */
#define TS__POOL_MAX 8192
size_t ts__pool_size(size_t size);
void *ts__pool_get(ts_Ctx *c, size_t size);
void ts__pool_put(nb_Heap *h, ts_Pool *p, void *b, size_t size);
/* References held by tensors/nodes made while the cache was on. */
ts_Pool *ts__pool_ref(ts_Pool *p);
void ts__pool_unref(ts_Pool *p);

#endif
