/* ts.h — the tensor library: storage, tensors, views, ops, autograd entry points.
 *
 * Plain C, no Python objects. Consumers: core/nn (the `torch` glue) and tests.
 *
 * Conventions (every function below unless stated otherwise):
 *   - returns nb_Status; NB_OK on success. On failure the context holds the
 *     error kind and PyTorch's exact message text (ctx->err_kind, ctx->err);
 *     the glue raises err_kind's Python exception with that text verbatim.
 *   - results are written through `ts_Tensor **out` as NEW references
 *     (caller owns one reference and must ts_release it). Outputs are untouched
 *     on failure.
 *   - input tensors are borrowed (never consumed).
 *   - dims may be negative (wrapped Python-style); an out-of-range dim gives
 *     PyTorch's IndexError "Dimension out of range (expected to be in range of
 *     [-2, 1], but got 2)".
 *   - an optional dtype argument is an `int`: a ts_DType value or TS_NODTYPE.
 *   - Python scalars become 0-dim "wrapped number" tensors (ts_scalar_tensor
 *     with wrapped=true): int → int64, float → float64, bool → bool; type
 *     promotion then treats them as PyTorch does (x + 2.5 on int64 → float32).
 *   - autograd is recorded automatically when an input requires grad and
 *     ctx->grad_enabled; the result gets grad_fn (name via ts_grad_fn_name).
 *   - work is charged to ctx->ops (TS_OP_UNITS per op plus one unit per
 *     TS_WORK_PER_OP element-operations, a matmul doing m*n*k: see below); when
 *     *ops exceeds ctx->ops_limit the op fails with
 *     NB_EBUDGET before doing the work (message "operation budget exceeded",
 *     kind TS_ERR_RUNTIME; the glue may substitute its own text).
 */
#ifndef TS_H
#define TS_H

/* Budget calibration: one unit is about the time of one interpreter instruction (~10-20 ns
 * natively). A kernel element-operation is much cheaper (TS_WORK_PER_OP of them per unit);
 * each charged op also pays TS_OP_UNITS for its fixed cost (dispatch, allocation). */
#define TS_WORK_PER_OP 16
#define TS_OP_UNITS 64
/* A convolution's multiply-adds run in kn_gemm at a fraction of an element-op's time, so the conv kernels
 * charge their MAC count divided by this. Calibrated on runaway loops at the default budget (CPU seconds,
 * native / WASM): interpreter loop 1.3 / 10, elementwise ops on 1M floats 7.8 / 7.6, 3x3 conv 0.8 / 2.5
 * before this divisor (so 3.2 / 10 with it); ResNet-sized tutorial models were cut after ~1 s of training. */
#define TS_CONV_MACS_PER_WORK 4

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>

#include "nb.h"
#include "ts_dtype.h"

#define TS_MAXDIM 8
#define TS_NODTYPE (-1)
#define TS_ERRMAX 1024

struct ag_Node;
struct ts_Tensor;

typedef enum ts_ErrKind {
    TS_ERR_NONE = 0,
    TS_ERR_RUNTIME,     /* RuntimeError */
    TS_ERR_INDEX,       /* IndexError */
    TS_ERR_TYPE,        /* TypeError */
    TS_ERR_VALUE,       /* ValueError */
    TS_ERR_NOTIMPL      /* NotImplementedError */
} ts_ErrKind;

/* Events the glue may observe through ctx->on_event. */
typedef enum ts_Event {
    TS_EV_TENSOR_FREE,  /* a = ts_Tensor* being freed (owner back-pointer is dangling after) */
    TS_EV_WARN          /* a = const char* warning text (UserWarning), b = NULL */
} ts_Event;

typedef struct ts_Ctx ts_Ctx;
typedef struct ts_Pool ts_Pool;     /* small-block cache (ts_pool.c) */
typedef void (*ts_EventFn)(ts_Ctx *c, ts_Event ev, void *a, void *b, void *ud);

/* threads PyTorch would use: the oracle machine's default, and the most
 * torch.set_num_threads may ask for here */
#define TS_DEFAULT_THREADS 2
#define TS_MAX_THREADS 256

struct ts_Ctx {
    nb_Heap *heap;
    ts_ErrKind err_kind;
    char err[TS_ERRMAX];
    /* grad mode: torch.no_grad() → grad_enabled=false; inference_mode → both
     * false/true (results are plain tensors; in-place on them is allowed). */
    bool grad_enabled;
    bool inference_mode;
    /* operation budget: *ops accumulates, limit 0 = unlimited; ops may be NULL */
    uint64_t *ops;
    uint64_t ops_limit;
    uint64_t work_rest;     /* element-operations not yet charged (< TS_WORK_PER_OP) */
    ts_EventFn on_event;
    void *event_ud;
    /* default floating dtype (torch.set_default_dtype): TS_FLOAT32 normally */
    ts_DType default_float;
    /* torch.set_num_threads: how PyTorch would split large reductions
     * (1..TS_MAX_THREADS; TS_DEFAULT_THREADS, the oracle machine's, at start) */
    int num_threads;
    /* internal counters (autograd sequence numbers, hook ids, graph walks) */
    uint64_t seq;
    int64_t next_hook_id;
    uint64_t epoch;
    bool ag_retain;         /* retain_graph of the backward run under way (fused nodes' inner runs) */
    /* small-block cache, NULL unless ts_ctx_pool_init was called */
    ts_Pool *pool;
    /* PyTorch warns once per process that complex → real casts drop the imaginary part */
    bool warned_complex_discard;
    /* CPU autocast (torch.autocast("cpu")): on while amp, the lower-precision ops cast to amp_dtype
     * and the float32 ops to float32 (ts_amp_cast); the autograd engine turns it off for backward */
    bool amp;
    ts_DType amp_dtype;
};

/* Initialise a context: grad enabled, default float32, no budget, no hooks. */
void ts_ctx_init(ts_Ctx *c, nb_Heap *heap);
/* Optional, for long-running owners (the interpreter): cache freed small
 * blocks (tensor structs, storages, small data, autograd nodes) by size class
 * instead of returning them to the heap each time. Cached blocks stay counted
 * in the heap (at most 512 KiB) and are given back before an allocation fails
 * for the memory cap. Pair with ts_ctx_fini. */
nb_Status ts_ctx_pool_init(ts_Ctx *c);
/* Release what the context caches (tensors still alive stay valid). */
void ts_ctx_fini(ts_Ctx *c);
/* Set an error (printf-style); returns NB_EINVAL for convenience. */
nb_Status ts_err(ts_Ctx *c, ts_ErrKind kind, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Out-of-memory: sets a RuntimeError text and returns NB_ENOMEM. */
nb_Status ts_oom(ts_Ctx *c);
/* Charge n units of work; NB_EBUDGET (with message) when over the limit. */
nb_Status ts_charge(ts_Ctx *c, uint64_t n);

/* ---------------------------------------------------------------- scalars */
typedef struct ts_Scalar {
    ts_DType type;      /* TS_BOOL, TS_INT64 or TS_FLOAT64 (Python bool/int/float) */
    union { double d; int64_t i; bool b; } v;
} ts_Scalar;

ts_Scalar ts_sc_f(double d);
ts_Scalar ts_sc_i(int64_t i);
ts_Scalar ts_sc_b(bool b);
double ts_sc_to_f(ts_Scalar s);
int64_t ts_sc_to_i(ts_Scalar s);

/* ---------------------------------------------------------------- storage */
typedef struct ts_Storage {
    int64_t refcnt;
    void *data;         /* nb_alloc'ed, nbytes long */
    size_t nbytes;
    nb_Heap *heap;
} ts_Storage;

/* Version counter, shared between a tensor and its views / detach() results
 * (not with .data results), as PyTorch's. */
typedef struct ts_Version {
    int64_t refcnt;
    int64_t version;
} ts_Version;

/* Tensor hook: called with the incoming gradient during backward. Set *replace
 * to a new reference to substitute the gradient (or leave NULL). */
typedef nb_Status (*ts_HookFn)(ts_Ctx *c, void *ud, struct ts_Tensor *grad,
                               struct ts_Tensor **replace);
typedef void (*ts_HookFree)(void *ud);

typedef struct ts_Hook {
    struct ts_Hook *next;
    int64_t id;         /* handle for ts_remove_hook */
    int output_nr;      /* for hooks stored on a node (non-leaf tensors) */
    ts_HookFn fn;
    void *ud;
    ts_HookFree free_ud;
} ts_Hook;

/* ---------------------------------------------------------------- tensor */
typedef struct ts_Tensor {
    int64_t refcnt;
    nb_Heap *heap;
    ts_DType dtype;
    int ndim;                       /* 0..TS_MAXDIM */
    int64_t shape[TS_MAXDIM];
    int64_t stride[TS_MAXDIM];      /* in elements */
    int64_t offset;                 /* storage offset, in elements */
    ts_Storage *storage;
    ts_Version *version;
    struct ts_Tensor *base;         /* non-NULL for views: the viewed tensor (owned ref) */
    int64_t view_ver;               /* views: the version when grad_fn was set (ts_view_refresh_grad) */

    /* autograd */
    bool requires_grad;             /* leaves: the flag; non-leaves: true iff grad_fn */
    bool retains_grad;
    bool is_wrapped_number;         /* 0-dim tensor made from a Python scalar */
    bool is_param;                  /* informational for the glue (nn.Parameter) */
    bool is_inference;              /* allocated under inference mode (views inherit it) */
    struct ts_Tensor *grad;         /* owned; NULL = None */
    struct ag_Node *grad_fn;        /* owned; NULL for leaves */
    int output_nr;                  /* which output of grad_fn */
    struct ag_Node *grad_acc;       /* weak: leaf's AccumulateGrad node if alive */
    ts_Hook *hooks;                 /* leaf tensor hooks (non-leaf hooks live on grad_fn) */

    void *owner;                    /* glue's Python object for identity; not owned */
    ts_Pool *pool;                  /* cache the struct returns to (owned ref; NULL = heap) */
} ts_Tensor;

static inline bool ts_is_leaf(const ts_Tensor *t) { return t->grad_fn == NULL; }
int64_t ts_numel(const ts_Tensor *t);
bool ts_is_contiguous(const ts_Tensor *t);
/* Pointer to element 0 (storage data + offset). */
void *ts_data(const ts_Tensor *t);
int64_t ts_version(const ts_Tensor *t);

void ts_retain(ts_Tensor *t);
/* Drop one reference (NULL ok). Freeing releases grad, grad_fn (iteratively, so
 * long graphs do not recurse), storage, base, hooks. */
void ts_release(ts_Tensor *t);
/* Release n tensors of an array allocated by ts (split/chunk/unbind) and the array. */
void ts_list_free(ts_Ctx *c, ts_Tensor **ts, int64_t n);

/* ---------------------------------------------------------------- creation */
nb_Status ts_empty(ts_Ctx *c, int ndim, const int64_t *shape, ts_DType dt, ts_Tensor **out);
nb_Status ts_zeros(ts_Ctx *c, int ndim, const int64_t *shape, ts_DType dt, ts_Tensor **out);
nb_Status ts_ones(ts_Ctx *c, int ndim, const int64_t *shape, ts_DType dt, ts_Tensor **out);
nb_Status ts_full(ts_Ctx *c, int ndim, const int64_t *shape, ts_Scalar v, ts_DType dt, ts_Tensor **out);
/* *_like: dtype TS_NODTYPE keeps t's dtype. */
nb_Status ts_empty_like(ts_Ctx *c, const ts_Tensor *t, int dtype, ts_Tensor **out);
nb_Status ts_zeros_like(ts_Ctx *c, const ts_Tensor *t, int dtype, ts_Tensor **out);
nb_Status ts_ones_like(ts_Ctx *c, const ts_Tensor *t, int dtype, ts_Tensor **out);
nb_Status ts_full_like(ts_Ctx *c, const ts_Tensor *t, ts_Scalar v, int dtype, ts_Tensor **out);
nb_Status ts_eye(ts_Ctx *c, int64_t n, int64_t m /* -1 = n */, ts_DType dt, ts_Tensor **out);
/* torch.arange(start, end, step, dtype=): dtype TS_NODTYPE infers int64 when
 * all three scalars are ints, else the default float dtype. */
nb_Status ts_arange(ts_Ctx *c, ts_Scalar start, ts_Scalar end, ts_Scalar step, int dtype, ts_Tensor **out);
nb_Status ts_linspace(ts_Ctx *c, ts_Scalar start, ts_Scalar end, int64_t steps, int dtype, ts_Tensor **out);
/* From a flat row-major buffer of `src` dtype (the glue's nested-list parse),
 * converted to `dt`. */
nb_Status ts_from_data(ts_Ctx *c, const void *data, ts_DType src, int ndim, const int64_t *shape,
                       ts_DType dt, ts_Tensor **out);
/* 0-dim tensor from a scalar; dt TS_NODTYPE = the scalar's own type (bool/int64/float64;
 * float scalars with wrapped=false become the default float dtype, as torch.tensor(1.5)). */
nb_Status ts_scalar_tensor(ts_Ctx *c, ts_Scalar v, int dtype, bool wrapped, ts_Tensor **out);

/* ---------------------------------------------------------------- access */
/* t.item(): "a Tensor with 2 elements cannot be converted to Scalar". Result
 * type: TS_FLOAT64 for floating, TS_INT64 for integral, TS_BOOL for bool. */
nb_Status ts_item(ts_Ctx *c, const ts_Tensor *t, ts_Scalar *out);
/* Element at a flat row-major index (logical order), as a scalar. No checks. */
ts_Scalar ts_get_flat(const ts_Tensor *t, int64_t i);
double ts_get_flat_f(const ts_Tensor *t, int64_t i);

/* ---------------------------------------------------------------- conversion / copies */
/* t.to(dtype, copy=): returns t itself (retained) when dtype matches and !copy. */
nb_Status ts_to_dtype(ts_Ctx *c, ts_Tensor *t, ts_DType dt, bool copy, ts_Tensor **out);
/* Autocast's cast of an op's tensors v[0..n) (NULL entries allowed): each floating one that is not
 * float64 and not already `to` becomes a differentiable copy in `to`, owned by own[i] (NULL where
 * none); *any tells whether one was made. ts_amp_drop releases the copies. */
nb_Status ts_amp_cast(ts_Ctx *c, ts_DType to, int n, ts_Tensor **v, ts_Tensor **own, bool *any);
void ts_amp_drop(int n, ts_Tensor **own);
nb_Status ts_clone(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);           /* CloneBackward0 */
nb_Status ts_contiguous(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);      /* t itself if contiguous */
/* detach(): shares storage and version counter, no grad. */
nb_Status ts_detach(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);
/* .data: shares storage, NEW version counter (not tracked), no grad. */
nb_Status ts_data_alias(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);
/* dst.copy_(src): broadcast src to dst, cast; in-place (autograd checks apply). */
nb_Status ts_copy_(ts_Ctx *c, ts_Tensor *dst, ts_Tensor *src);
/* Fill with a scalar: t.fill_(v) / zero_(). */
nb_Status ts_fill_(ts_Ctx *c, ts_Tensor *t, ts_Scalar v);
nb_Status ts_zero_(ts_Ctx *c, ts_Tensor *t);
/* out= support: check `result` can be cast to out's dtype ("result type Float
 * can't be cast to the desired output type Long"), resize out to result's shape
 * if needed (sets *resized so the glue can warn), copy. */
nb_Status ts_assign_out(ts_Ctx *c, ts_Tensor *out, ts_Tensor *result, bool *resized);

/* ---------------------------------------------------------------- views & shape */
nb_Status ts_view(ts_Ctx *c, ts_Tensor *t, int ndim, const int64_t *shape, ts_Tensor **out);
nb_Status ts_reshape(ts_Ctx *c, ts_Tensor *t, int ndim, const int64_t *shape, ts_Tensor **out);
nb_Status ts_flatten(ts_Ctx *c, ts_Tensor *t, int64_t start, int64_t end, ts_Tensor **out);
/* dims NULL = all size-1 dims (SqueezeBackward0); else the listed dims. */
nb_Status ts_squeeze(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, ts_Tensor **out);
nb_Status ts_unsqueeze(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor **out);
nb_Status ts_transpose(ts_Ctx *c, ts_Tensor *t, int64_t d0, int64_t d1, ts_Tensor **out);
nb_Status ts_t(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);              /* t(): ≤2-D */
nb_Status ts_T(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);              /* .T: reversed dims */
nb_Status ts_mT(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);
nb_Status ts_permute(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, ts_Tensor **out);
/* expand: -1 keeps the size. */
nb_Status ts_expand(ts_Ctx *c, ts_Tensor *t, int ndim, const int64_t *shape, ts_Tensor **out);
nb_Status ts_expand_as(ts_Ctx *c, ts_Tensor *t, ts_Tensor *other, ts_Tensor **out);
nb_Status ts_narrow(ts_Ctx *c, ts_Tensor *t, int64_t dim, int64_t start, int64_t length, ts_Tensor **out);
nb_Status ts_select(ts_Ctx *c, ts_Tensor *t, int64_t dim, int64_t index, ts_Tensor **out);
/* Python slice on one dim; has_start/has_stop false = omitted. step > 0. */
nb_Status ts_slice(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool has_start, int64_t start,
                   bool has_stop, int64_t stop, int64_t step, ts_Tensor **out);
nb_Status ts_repeat(ts_Ctx *c, ts_Tensor *t, int n, const int64_t *reps, ts_Tensor **out);
nb_Status ts_flip(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, ts_Tensor **out);
nb_Status ts_cat(ts_Ctx *c, ts_Tensor *const *ts, int n, int64_t dim, ts_Tensor **out);
nb_Status ts_stack(ts_Ctx *c, ts_Tensor *const *ts, int n, int64_t dim, ts_Tensor **out);
/* split(size) / split(list of sizes) / chunk / unbind: *outs is an array
 * allocated on ctx->heap; free with ts_list_free(c, *outs, *n). */
nb_Status ts_split(ts_Ctx *c, ts_Tensor *t, int64_t size, int64_t dim, ts_Tensor ***outs, int64_t *n);
nb_Status ts_split_sizes(ts_Ctx *c, ts_Tensor *t, const int64_t *sizes, int nsizes, int64_t dim,
                         ts_Tensor ***outs, int64_t *n);
nb_Status ts_chunk(ts_Ctx *c, ts_Tensor *t, int64_t chunks, int64_t dim, ts_Tensor ***outs, int64_t *n);
/* unsafe_split / unsafe_chunk: the same parts, recorded as UnsafeSplitBackward0 */
nb_Status ts_unsafe_split(ts_Ctx *c, ts_Tensor *t, int64_t size, int64_t dim, ts_Tensor ***outs, int64_t *n);
nb_Status ts_chunk_ex(ts_Ctx *c, ts_Tensor *t, int64_t chunks, int64_t dim, bool unsafe, ts_Tensor ***outs, int64_t *n);
nb_Status ts_unbind(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor ***outs, int64_t *n);
nb_Status ts_tril(ts_Ctx *c, ts_Tensor *t, int64_t diagonal, ts_Tensor **out);
nb_Status ts_triu(ts_Ctx *c, ts_Tensor *t, int64_t diagonal, ts_Tensor **out);

/* Indexing: t[idx0, idx1, ...] with Python/PyTorch semantics: basic indices
 * first (views), then all advanced ones together (IndexBackward0). */
typedef enum ts_IndexKind {
    TS_IDX_INT, TS_IDX_SLICE, TS_IDX_NONE, TS_IDX_ELLIPSIS, TS_IDX_TENSOR, TS_IDX_BOOL
} ts_IndexKind;
typedef struct ts_Index {
    ts_IndexKind kind;
    int64_t i;                          /* INT; BOOL (0/1) */
    bool has_start, has_stop;           /* SLICE */
    int64_t start, stop, step;          /* SLICE (step 0 → treated as 1 is an error: "slice step cannot be zero") */
    ts_Tensor *t;                       /* TENSOR (int64/int32/... or bool/uint8 mask), borrowed */
} ts_Index;
nb_Status ts_index(ts_Ctx *c, ts_Tensor *t, const ts_Index *idx, int n, ts_Tensor **out);
/* t[idx] = value (value broadcast to the indexed shape, cast to t's dtype). */
nb_Status ts_index_put_(ts_Ctx *c, ts_Tensor *t, const ts_Index *idx, int n, ts_Tensor *value);
/* t.index_put_(indices, values, accumulate) and setitem: any mix of basic and
 * advanced indices (several index tensors broadcast together, bool masks);
 * accumulate adds (duplicates accumulate). grad_fn IndexPutBackward0, or
 * CopySlices when basic indices made a view first (as PyTorch). */
nb_Status ts_index_put_ex_(ts_Ctx *c, ts_Tensor *t, const ts_Index *idx, int n, ts_Tensor *value, bool accumulate);
nb_Status ts_index_select(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor *index, ts_Tensor **out);
nb_Status ts_gather(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor *index, ts_Tensor **out);
/* scatter (reduce_add=false) / scatter_add (true), out-of-place; src may be a
 * wrapped scalar tensor. */
nb_Status ts_scatter(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor *index, ts_Tensor *src,
                     bool add, ts_Tensor **out);
nb_Status ts_masked_fill(ts_Ctx *c, ts_Tensor *t, ts_Tensor *mask, ts_Tensor *value, ts_Tensor **out);
nb_Status ts_masked_fill_(ts_Ctx *c, ts_Tensor *t, ts_Tensor *mask, ts_Tensor *value);
nb_Status ts_where(ts_Ctx *c, ts_Tensor *cond, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out);
nb_Status ts_one_hot(ts_Ctx *c, ts_Tensor *t, int64_t num_classes /* -1 infer */, ts_Tensor **out);

/* ---------------------------------------------------------------- elementwise */
typedef enum ts_BinOp {
    TS_ADD, TS_SUB, TS_MUL, TS_DIV, TS_DIV_TRUNC, TS_DIV_FLOOR, TS_FLOOR_DIVIDE,
    TS_REMAINDER, TS_FMOD, TS_POW, TS_MAXIMUM, TS_MINIMUM, TS_ATAN2,
    TS_EQ, TS_NE, TS_LT, TS_LE, TS_GT, TS_GE,
    TS_LOGICAL_AND, TS_LOGICAL_OR, TS_LOGICAL_XOR,
    TS_BITAND, TS_BITOR, TS_BITXOR, TS_LSHIFT, TS_RSHIFT,
    TS_NBINOPS
} ts_BinOp;

/* Elementwise unary ops: one row each in ts_unary.def (kernel, grad_fn,
 * backward, dtype rule); their Python exposure is core/nn/nn_unary.def. */
typedef enum ts_UnOp {
#define TS_UNARY(ID, KERNEL, GRAD_FN, BACKWARD, SAVE, DTYPE, DOUBLE, REFUSE, CPU_NAME) TS_##ID,
#include "ts_unary.def"
#undef TS_UNARY
    TS_NUNOPS
} ts_UnOp;

/* Result dtype per torch.result_type for a binary op (before op-specific
 * rules like true division / comparison → bool). */
ts_DType ts_result_type(const ts_Tensor *a, const ts_Tensor *b);
nb_Status ts_binary(ts_Ctx *c, ts_BinOp op, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out);
/* In place: a op= b ("result type Float can't be cast to the desired output type Long"). */
nb_Status ts_binary_(ts_Ctx *c, ts_BinOp op, ts_Tensor *a, ts_Tensor *b);
/* a + alpha*b, a - alpha*b (alpha a Python number). */
nb_Status ts_add(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Scalar alpha, ts_Tensor **out);
nb_Status ts_sub(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Scalar alpha, ts_Tensor **out);
nb_Status ts_add_(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Scalar alpha);
nb_Status ts_sub_(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Scalar alpha);
/* scalar - tensor (Python `2 - x`): RsubBackward1. */
nb_Status ts_rsub_scalar(ts_Ctx *c, ts_Tensor *t, ts_Scalar s, ts_Tensor **out);
/* pow with a scalar exponent (PowBackward0) / scalar base (PowBackward2). */
nb_Status ts_pow_scalar(ts_Ctx *c, ts_Tensor *t, ts_Scalar e, ts_Tensor **out);
nb_Status ts_rpow_scalar(ts_Ctx *c, ts_Scalar base, ts_Tensor *t, ts_Tensor **out);
nb_Status ts_unary(ts_Ctx *c, ts_UnOp op, ts_Tensor *t, ts_Tensor **out);
nb_Status ts_unary_(ts_Ctx *c, ts_UnOp op, ts_Tensor *t);
nb_Status ts_round_decimals(ts_Ctx *c, ts_Tensor *t, int64_t decimals, ts_Tensor **out);
/* logit(t, eps): the LOGIT row, clamped to [eps, 1-eps] first when eps is
 * given (NULL: none); logit_ in place. */
/* polygamma(n, t), n >= 0: one PolygammaBackward0 node (saves t, keeps n). */
nb_Status ts_polygamma(ts_Ctx *c, int64_t n, ts_Tensor *t, ts_Tensor **out);
nb_Status ts_logit(ts_Ctx *c, ts_Tensor *t, const double *eps, ts_Tensor **out);
nb_Status ts_logit_(ts_Ctx *c, ts_Tensor *t, const double *eps);
/* approximate: "none" → false, "tanh" → true */
nb_Status ts_gelu(ts_Ctx *c, ts_Tensor *t, bool tanh_approx, ts_Tensor **out);
nb_Status ts_softplus(ts_Ctx *c, ts_Tensor *t, double beta, double threshold, ts_Tensor **out);
nb_Status ts_elu(ts_Ctx *c, ts_Tensor *t, double alpha, ts_Tensor **out);
/* ATen's elu(alpha, scale, input_scale) (selu, celu), grad_fn `name`; the backward's
 * input scale bw_scale (celu's derivative takes 1 / float(alpha), its forward 1 / alpha) */
nb_Status ts_elu_ex(ts_Ctx *c, ts_Tensor *t, double alpha, double scale, double input_scale, double bw_scale,
                    const char *name, ts_Tensor **out);
nb_Status ts_leaky_relu(ts_Ctx *c, ts_Tensor *t, double slope, ts_Tensor **out);
nb_Status ts_leaky_relu_(ts_Ctx *c, ts_Tensor *t, double slope);
nb_Status ts_hardtanh(ts_Ctx *c, ts_Tensor *t, double lo, double hi, ts_Tensor **out);
/* clamp with scalar bounds (ClampBackward1); either may be absent. */
nb_Status ts_clamp(ts_Ctx *c, ts_Tensor *t, const ts_Scalar *min, const ts_Scalar *max, ts_Tensor **out);
nb_Status ts_clamp_(ts_Ctx *c, ts_Tensor *t, const ts_Scalar *min, const ts_Scalar *max);
/* clamp with tensor bounds (ClampBackward0); either may be NULL. */
nb_Status ts_clamp_t(ts_Ctx *c, ts_Tensor *t, ts_Tensor *min, ts_Tensor *max, ts_Tensor **out);
nb_Status ts_lerp(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor *w, ts_Tensor **out);
nb_Status ts_addcmul(ts_Ctx *c, ts_Tensor *s, ts_Tensor *t1, ts_Tensor *t2, ts_Scalar v, ts_Tensor **out);
nb_Status ts_addcdiv(ts_Ctx *c, ts_Tensor *s, ts_Tensor *t1, ts_Tensor *t2, ts_Scalar v, ts_Tensor **out);
nb_Status ts_nan_to_num(ts_Ctx *c, ts_Tensor *t, const double *nan, const double *posinf,
                        const double *neginf, ts_Tensor **out);

/* ---------------------------------------------------------------- reductions */
/* dims NULL (ndims 0) = reduce all. dtype: accumulate/result dtype or TS_NODTYPE
 * (sum of ints/bool → int64).
 * Float sum/mean rounding order (tests/c/test_tensor_reduce.c, bit-identical to
 * PyTorch 1.13 and 2.6 on one thread): all elements / trailing dims use the
 * 8-lane cascade of PyTorch's vectorised inner sum; one non-innermost dim uses
 * PyTorch's outer-reduction column grouping. Known gaps: (1) several reduced
 * dims that are not all trailing (e.g. sum over (0, 2)) are summed as one
 * contiguous run after a permute, while PyTorch accumulates per outer index
 * into the output — results can differ in the last bits. PyTorch splits
 * reductions over more than 32768 elements across threads, so its bits depend
 * on torch.get_num_threads(): we split them as it would with c->num_threads. */
nb_Status ts_sum(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, int dtype, ts_Tensor **out);
nb_Status ts_mean(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, int dtype, ts_Tensor **out);
nb_Status ts_prod(ts_Ctx *c, ts_Tensor *t, bool has_dim, int64_t dim, bool keepdim, int dtype, ts_Tensor **out);
/* max()/min() of all elements (MaxBackward1) */
nb_Status ts_max_all(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);
nb_Status ts_min_all(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out);
/* max(dim)/min(dim) → (values, indices) (MaxBackward0) */
nb_Status ts_max_dim(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool keepdim, ts_Tensor **values, ts_Tensor **indices);
nb_Status ts_min_dim(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool keepdim, ts_Tensor **values, ts_Tensor **indices);
nb_Status ts_amax(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, ts_Tensor **out);
nb_Status ts_amin(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, ts_Tensor **out);
nb_Status ts_argmax(ts_Ctx *c, ts_Tensor *t, bool has_dim, int64_t dim, bool keepdim, ts_Tensor **out);
nb_Status ts_argmin(ts_Ctx *c, ts_Tensor *t, bool has_dim, int64_t dim, bool keepdim, ts_Tensor **out);
/* correction: 1 = unbiased (default), 0 = biased */
nb_Status ts_var(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, double correction, bool keepdim, ts_Tensor **out);
nb_Status ts_std(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, double correction, bool keepdim, ts_Tensor **out);
/* p: 2, 1, INFINITY, -INFINITY, any other; "fro" = 2 */
nb_Status ts_norm(ts_Ctx *c, ts_Tensor *t, double p, const int64_t *dims, int ndims, bool keepdim, ts_Tensor **out);
/* torch.norm_except_dim(v, pow, dim) and torch._weight_norm(v, g, dim) = v * g / norm_except_dim(v, 2, dim)
 * (fused WeightNormInterfaceBackward0 for dim 0 / last on float/double; ts_weight_norm.c) */
nb_Status ts_norm_except_dim(ts_Ctx *c, ts_Tensor *v, double pw, int64_t dim, ts_Tensor **out);
nb_Status ts_weight_norm(ts_Ctx *c, ts_Tensor *v, ts_Tensor *g, int64_t dim, ts_Tensor **out);
nb_Status ts_logsumexp(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, ts_Tensor **out);
nb_Status ts_any(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, ts_Tensor **out);
nb_Status ts_all(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, ts_Tensor **out);
nb_Status ts_cumsum(ts_Ctx *c, ts_Tensor *t, int64_t dim, int dtype, ts_Tensor **out);
nb_Status ts_cumprod(ts_Ctx *c, ts_Tensor *t, int64_t dim, int dtype, ts_Tensor **out);
nb_Status ts_softmax(ts_Ctx *c, ts_Tensor *t, int64_t dim, int dtype, ts_Tensor **out);
nb_Status ts_log_softmax(ts_Ctx *c, ts_Tensor *t, int64_t dim, int dtype, ts_Tensor **out);
nb_Status ts_sort(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool descending, ts_Tensor **values, ts_Tensor **indices);
nb_Status ts_argsort(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool descending, ts_Tensor **out);
nb_Status ts_topk(ts_Ctx *c, ts_Tensor *t, int64_t k, int64_t dim, bool largest, bool sorted,
                  ts_Tensor **values, ts_Tensor **indices);
/* torch.equal / allclose helpers for the glue */
nb_Status ts_equal(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, bool *out);
nb_Status ts_allclose(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, double rtol, double atol, bool equal_nan, bool *out);
/* torch.isclose (bool tensor, broadcast; inputs of one dtype). */
nb_Status ts_isclose(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, double rtol, double atol, bool equal_nan, ts_Tensor **out);

/* ---------------------------------------------------------------- linear algebra */
nb_Status ts_matmul(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out);
nb_Status ts_mm(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out);
nb_Status ts_bmm(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out);
nb_Status ts_mv(ts_Ctx *c, ts_Tensor *a, ts_Tensor *v, ts_Tensor **out);
nb_Status ts_dot(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out);
nb_Status ts_outer(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out);
/* Sparse COO A [nrows x ncols] (indices 2 x nnz int64, coalesced; values nnz) @ dense, in
 * PyTorch's CPU kernel order (ts_sparse.c); dense_first: dense @ A^T (A given as the
 * coalesced transpose of the right factor). The gradient (node `name`) flows to dense only. */
nb_Status ts_sparse_coo_mm(ts_Ctx *c, const char *name, ts_Tensor *indices, ts_Tensor *values, int64_t nrows,
                           int64_t ncols, ts_Tensor *dense, bool dense_first, ts_Tensor **out);
/* beta*input + alpha*(m1 @ m2) */
nb_Status ts_addmm(ts_Ctx *c, ts_Tensor *input, ts_Tensor *m1, ts_Tensor *m2, ts_Scalar beta,
                   ts_Scalar alpha, ts_Tensor **out);
nb_Status ts_baddbmm(ts_Ctx *c, ts_Tensor *input, ts_Tensor *b1, ts_Tensor *b2, ts_Scalar beta,
                     ts_Scalar alpha, ts_Tensor **out);

/* ---------------------------------------------------------------- nn functional (ts_nn*.c) */
typedef enum ts_Reduction { TS_RED_NONE, TS_RED_MEAN, TS_RED_SUM } ts_Reduction;

/* F.linear: 2-D input with bias → addmm (AddmmBackward0); otherwise matmul (+ add). bias may be NULL. */
nb_Status ts_linear(ts_Ctx *c, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b, ts_Tensor **out);
nb_Status ts_mse_loss(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, ts_Tensor **out);
nb_Status ts_l1_loss(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, ts_Tensor **out);
nb_Status ts_smooth_l1_loss(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, double beta, ts_Tensor **out);
nb_Status ts_huber_loss(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Reduction r, double delta, ts_Tensor **out);
/* target: class indices (int64) or probabilities (floating, same shape as x).
 * weight may be NULL; label_smoothing in [0, 1] for both kinds of target. */
nb_Status ts_cross_entropy(ts_Ctx *c, ts_Tensor *x, ts_Tensor *target, ts_Tensor *weight, int64_t ignore_index,
                           ts_Reduction r, double label_smoothing, ts_Tensor **out);
nb_Status ts_nll_loss(ts_Ctx *c, ts_Tensor *x, ts_Tensor *target, ts_Tensor *weight, int64_t ignore_index,
                      ts_Reduction r, ts_Tensor **out);
nb_Status ts_binary_cross_entropy(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Tensor *weight, ts_Reduction r,
                                  ts_Tensor **out);
nb_Status ts_bce_with_logits(ts_Ctx *c, ts_Tensor *x, ts_Tensor *y, ts_Tensor *weight, ts_Tensor *pos_weight,
                             ts_Reduction r, ts_Tensor **out);
/* conv: x [N,C,L] / [N,C,H,W] / [N,C,D,H,W] (or unbatched → result unbatched, SqueezeBackward1),
 * w [O,C/groups,k...]; b may be NULL. padding[0] == TS_PAD_SAME means
 * padding='same' (asymmetric for even kernels, with PyTorch's UserWarning via
 * TS_EV_WARN); padding='valid' is padding 0. grad_fn ConvolutionBackward0. */
#define TS_PAD_SAME INT64_MIN
nb_Status ts_conv1d(ts_Ctx *c, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b, int64_t stride, int64_t padding,
                    int64_t dilation, int64_t groups, ts_Tensor **out);
nb_Status ts_conv2d(ts_Ctx *c, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b, const int64_t stride[2],
                    const int64_t padding[2], const int64_t dilation[2], int64_t groups, ts_Tensor **out);
nb_Status ts_conv3d(ts_Ctx *c, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b, const int64_t stride[3],
                    const int64_t padding[3], const int64_t dilation[3], int64_t groups, ts_Tensor **out);
/* Transposed conv with sd (1..3) spatial dims on a batched x [N,Cin,...] and
 * w [Cin,Cout/groups,k...] (the binding checks shapes with PyTorch's
 * texts); b may be NULL. grad_fn ConvolutionBackward0. */
nb_Status ts_conv_transpose(ts_Ctx *c, int sd, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b, const int64_t *stride,
                            const int64_t *padding, const int64_t *output_padding, const int64_t *dilation,
                            int64_t groups, ts_Tensor **out);
/* Pooling on [C,H,W] or [N,C,H,W]; stride NULL = kernel size (PyTorch's default);
 * avg's divisor_override 0 means none. */
nb_Status ts_max_pool2d(ts_Ctx *c, ts_Tensor *x, const int64_t k[2], const int64_t stride[2],
                        const int64_t padding[2], const int64_t dilation[2], bool ceil_mode, ts_Tensor **out);
/* return_indices=True: *indices (int64, flat h*W+w per plane) is a new reference. */
nb_Status ts_max_pool2d_with_indices(ts_Ctx *c, ts_Tensor *x, const int64_t k[2], const int64_t stride[2],
                                     const int64_t padding[2], const int64_t dilation[2], bool ceil_mode,
                                     ts_Tensor **out, ts_Tensor **indices);
nb_Status ts_avg_pool2d(ts_Ctx *c, ts_Tensor *x, const int64_t k[2], const int64_t stride[2],
                        const int64_t padding[2], bool ceil_mode, bool count_include_pad, int64_t divisor_override,
                        ts_Tensor **out);
nb_Status ts_adaptive_avg_pool2d(ts_Ctx *c, ts_Tensor *x, const int64_t osize[2], ts_Tensor **out);
/* The 3-D poolings on [C,D,H,W] or [N,C,D,H,W] (indices flat d*H*W+h*W+w per
 * plane); grad_fn MaxPool3DWithIndicesBackward0, AvgPool3DBackward0,
 * AdaptiveAvgPool3DBackward0 (MeanBackward1 for a 1x1x1 output). */
nb_Status ts_max_pool3d_with_indices(ts_Ctx *c, ts_Tensor *x, const int64_t k[3], const int64_t stride[3],
                                     const int64_t padding[3], const int64_t dilation[3], bool ceil_mode,
                                     ts_Tensor **out, ts_Tensor **indices);
nb_Status ts_avg_pool3d(ts_Ctx *c, ts_Tensor *x, const int64_t k[3], const int64_t stride[3],
                        const int64_t padding[3], bool ceil_mode, bool count_include_pad, int64_t divisor_override,
                        ts_Tensor **out);
nb_Status ts_adaptive_avg_pool3d(ts_Ctx *c, ts_Tensor *x, const int64_t osize[3], ts_Tensor **out);
/* running_mean/var may be NULL; updated in place when training. weight/bias may be NULL.
 * momentum is the exponential-average factor actually applied: the glue passes
 * 1/num_batches_tracked for momentum=None (cumulative average), as nn.BatchNorm does. */
nb_Status ts_batch_norm(ts_Ctx *c, ts_Tensor *x, ts_Tensor *running_mean, ts_Tensor *running_var,
                        ts_Tensor *weight, ts_Tensor *bias, bool training, double momentum, double eps,
                        ts_Tensor **out);
nb_Status ts_layer_norm(ts_Ctx *c, ts_Tensor *x, int nnorm, const int64_t *normalized_shape, ts_Tensor *weight,
                        ts_Tensor *bias, double eps, ts_Tensor **out);
nb_Status ts_group_norm(ts_Ctx *c, ts_Tensor *x, int64_t groups, ts_Tensor *weight, ts_Tensor *bias, double eps,
                        ts_Tensor **out);
nb_Status ts_embedding(ts_Ctx *c, ts_Tensor *weight, ts_Tensor *indices, int64_t padding_idx /* -1 none; glue wraps negatives */,
                       ts_Tensor **out);
/* Dropout: mask_fill fills `mask` (a float tensor shaped like x) with
 * Bernoulli(1-p) samples (0/1) — the RNG engineer's function behind it. */
typedef nb_Status (*ts_MaskFill)(ts_Ctx *c, void *ud, ts_Tensor *mask, double keep_prob);
nb_Status ts_dropout(ts_Ctx *c, ts_Tensor *x, double p, bool training, ts_MaskFill fill, void *ud,
                     ts_Tensor **out);

/* ---------------------------------------------------------------- autograd (core/autograd) */
/* x.requires_grad_(flag) / x.requires_grad = flag (errors as PyTorch). */
nb_Status ts_set_requires_grad(ts_Ctx *c, ts_Tensor *t, bool flag);
/* x.grad = g (g may be NULL): checks dtype/shape like PyTorch. */
nb_Status ts_set_grad(ts_Ctx *c, ts_Tensor *t, ts_Tensor *g);
nb_Status ts_retain_grad(ts_Ctx *c, ts_Tensor *t);
/* "SumBackward0" etc., or NULL for leaves. */
const char *ts_grad_fn_name(const ts_Tensor *t);
/* register_hook: *id is the handle for ts_remove_hook. */
nb_Status ts_register_hook(ts_Ctx *c, ts_Tensor *t, ts_HookFn fn, void *ud, ts_HookFree free_ud, int64_t *id);
void ts_remove_hook(ts_Ctx *c, ts_Tensor *t, int64_t id);
/* tensor.backward(gradient=None, retain_graph=False) generalised to several
 * roots (torch.autograd.backward). grads[i] may be NULL (implicit ones for scalars). */
nb_Status ag_backward(ts_Ctx *c, ts_Tensor *const *roots, int n, ts_Tensor *const *grads, bool retain_graph);
/* torch.autograd.grad: results[i] new references (NULL for unused inputs when
 * allow_unused, else the PyTorch error). */
nb_Status ag_grad(ts_Ctx *c, ts_Tensor *const *outputs, int nout, ts_Tensor *const *grad_outputs,
                  ts_Tensor *const *inputs, int nin, bool retain_graph, bool allow_unused,
                  ts_Tensor **results);

/* ------------------------------------------------------------ building blocks
 * Shared by the tensor library's own ops and the torch layer's bindings. */

/* View sharing storage and version counter with src; base = src's root base. */
nb_Status ts_alias(ts_Ctx *c, ts_Tensor *src, int ndim, const int64_t *shape, const int64_t *stride,
                   int64_t offset, ts_Tensor **out);
/* Wrap a possibly negative dim into [0, ndim) (IndexError text when out of range). */
nb_Status ts_wrap_dim(ts_Ctx *c, int64_t *d, int ndim);
/* Copy src into dst elementwise (same shape, any strides/dtypes). */
void ts_copy_into(ts_Tensor *dst, const ts_Tensor *src);
nb_Status ts_broadcast_shape(ts_Ctx *c, int na, const int64_t *sa, int nb, const int64_t *sb, int *nout,
                             int64_t *out);
/* "[2, 3]" */
void ts_fmt_shape(char *buf, size_t n, int ndim, const int64_t *shape);
/* Common pre-checks for in-place ops on t (leaf requiring grad etc.). */
nb_Status ts_check_inplace(ts_Ctx *c, ts_Tensor *t);
/* Write `result` (same shape as dst, possibly other dtype) into dst in place,
 * bump the version, and rebase dst's history on result's grad_fn. */
nb_Status ts_commit_inplace(ts_Ctx *c, ts_Tensor *dst, ts_Tensor *result);
/* A view whose base was written in place since its grad_fn was set (another
 * view's write, or the base's own) gets AsStridedBackward0(base's grad_fn)
 * when its history is next used, as PyTorch regenerates it; else no-op. */
nb_Status ts_view_refresh_grad(ts_Ctx *c, ts_Tensor *t);
/* Bump t's version counter (an in-place write). */
void ts_bump_version(ts_Tensor *t);
/* Store one element of dtype dt at p. */
void ts_store_f(void *p, ts_DType dt, double v);
void ts_store_i(void *p, ts_DType dt, int64_t v);

/* Grad-mode guard (backward rules, no_grad regions). */
typedef struct { bool g; } ts_NoGrad;
static inline ts_NoGrad ts_nograd_begin(ts_Ctx *c) { ts_NoGrad s = {c->grad_enabled}; c->grad_enabled = false; return s; }
static inline void ts_nograd_end(ts_Ctx *c, ts_NoGrad s) { c->grad_enabled = s.g; }

#endif
