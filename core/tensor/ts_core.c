/* ts_core.c — context, errors, scalars, storage/tensor lifetime, creation,
 * element access, dtype conversion, copies and in-place plumbing. */
#include "ts_impl.h"
#include "ts_shape.h"
#include "ts_complex.h"
#include "nb_math.h"

#include <stdio.h>

void ts_ctx_init(ts_Ctx *c, nb_Heap *heap)
{
    memset(c, 0, sizeof *c);
    c->heap = heap;
    c->grad_enabled = true;
    c->default_float = TS_FLOAT32;
    c->num_threads = TS_DEFAULT_THREADS;
    c->next_hook_id = 1;
}

/* Autocast's argument cast (see ts.h): eligible tensors are floating, not float64, not yet `to`. */
nb_Status ts_amp_cast(ts_Ctx *c, ts_DType to, int n, ts_Tensor **v, ts_Tensor **own, bool *any)
{
    *any = false;
    for (int i = 0; i < n; i++) own[i] = NULL;
    for (int i = 0; i < n; i++) {
        ts_Tensor *t = v[i];
        if (!t || !ts_dtype_is_float(t->dtype) || t->dtype == TS_FLOAT64 || t->dtype == to) continue;
        nb_Status st = ts_to_dtype(c, t, to, false, &own[i]);
        if (st) { ts_amp_drop(n, own); return st; }
        v[i] = own[i];
        *any = true;
    }
    return NB_OK;
}

void ts_amp_drop(int n, ts_Tensor **own)
{
    for (int i = 0; i < n; i++) ts_release(own[i]);
}

/* TS_VIA_F32's two halves: v cast up to float32 with autocast off (its state kept in *amp), then
 * autocast restored, the copies dropped and the result r (owned) cast back to dt into *out. */
nb_Status ts_f32_enter(ts_Ctx *c, int n, ts_Tensor **v, ts_Tensor **own, bool *amp)
{
    bool any;
    TRY(ts_amp_cast(c, TS_FLOAT32, n, v, own, &any));
    *amp = c->amp;
    c->amp = false;
    return NB_OK;
}

nb_Status ts_f32_leave(ts_Ctx *c, nb_Status st, bool amp, int n, ts_Tensor **own, ts_Tensor *r, ts_DType dt,
                       ts_Tensor **out)
{
    c->amp = amp;
    ts_amp_drop(n, own);
    if (st == NB_OK) st = ts_to_dtype(c, r, dt, false, out);
    ts_release(r);
    return st;
}

nb_Status ts_err(ts_Ctx *c, ts_ErrKind kind, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err, sizeof c->err, fmt, ap);
    va_end(ap);
    c->err_kind = kind;
    return NB_EINVAL;
}

nb_Status ts_oom(ts_Ctx *c)
{
    snprintf(c->err, sizeof c->err, "out of memory");
    c->err_kind = TS_ERR_RUNTIME;
    return NB_ENOMEM;
}

nb_Status ts_charge(ts_Ctx *c, uint64_t n)
{
    if (!c->ops) return NB_OK;
    n += c->work_rest;
    c->work_rest = n % TS_WORK_PER_OP;
    *c->ops += n / TS_WORK_PER_OP + TS_OP_UNITS;
    if (c->ops_limit && *c->ops > c->ops_limit) {
        snprintf(c->err, sizeof c->err, "operation budget exceeded");
        c->err_kind = TS_ERR_RUNTIME;
        return NB_EBUDGET;
    }
    return NB_OK;
}

ts_Scalar ts_sc_f(double d) { ts_Scalar s; s.type = TS_FLOAT64; s.v.d = d; return s; }
ts_Scalar ts_sc_i(int64_t i) { ts_Scalar s; s.type = TS_INT64; s.v.i = i; return s; }
ts_Scalar ts_sc_b(bool b) { ts_Scalar s; s.type = TS_BOOL; s.v.b = b; return s; }
double ts_sc_to_f(ts_Scalar s) { return s.type == TS_FLOAT64 ? s.v.d : s.type == TS_INT64 ? (double)s.v.i : (double)s.v.b; }
int64_t ts_sc_to_i(ts_Scalar s) { return s.type == TS_FLOAT64 ? (int64_t)s.v.d : s.type == TS_INT64 ? s.v.i : (int64_t)s.v.b; }

/* ---------------------------------------------------------------- lifetime */

int64_t ts__prod(int ndim, const int64_t *shape)
{
    int64_t n = 1;
    for (int i = 0; i < ndim; i++) n = (int64_t)((uint64_t)n * (uint64_t)shape[i]);   /* wraps, no UB: callers check */
    return n;
}
int64_t ts_numel(const ts_Tensor *t) { return ts__prod(t->ndim, t->shape); }

void ts__contig_strides(int ndim, const int64_t *shape, int64_t *st)
{
    int64_t s = 1;
    for (int i = ndim - 1; i >= 0; i--) {
        st[i] = s;
        s *= shape[i] > 1 ? shape[i] : 1;
    }
}

bool ts_is_contiguous(const ts_Tensor *t)
{
    int64_t s = 1;
    for (int i = t->ndim - 1; i >= 0; i--) {
        if (t->shape[i] == 0) return true;
        if (t->shape[i] != 1 && t->stride[i] != s) return false;
        s *= t->shape[i];
    }
    return true;
}

void *ts_data(const ts_Tensor *t)
{
    return (char *)t->storage->data + t->offset * (int64_t)ts_dtype_size(t->dtype);
}
int64_t ts_version(const ts_Tensor *t) { return t->version->version; }
void ts__bump(ts_Tensor *t) { t->version->version++; }

void ts_retain(ts_Tensor *t) { if (t) t->refcnt++; }

/* Storage blocks go back to the releasing tensor's cache (any block of the
 * right size may: ts_pool.c). */
static void storage_release(ts_Storage *s, ts_Pool *pool)
{
    if (s && --s->refcnt == 0) {
        ts__pool_put(s->heap, pool, s->data, s->nbytes);
        ts__pool_put(s->heap, pool, s, sizeof *s);
    }
}

static void free_hooks(nb_Heap *h, ts_Hook *k)
{
    while (k) {
        ts_Hook *n = k->next;
        if (k->free_ud) k->free_ud(k->ud);
        nb_free(h, k, sizeof *k);
        k = n;
    }
}

/* Releasing: a tensor's base chain is released iteratively (views of views
 * never nest deeply: base is always the root), grad_fn via ag_node_release
 * (iterative). */
void ts_release(ts_Tensor *t)
{
    if (!t || --t->refcnt > 0) return;
    nb_Heap *h = t->heap;
    if (t->grad_fn && t->retains_grad) {
        ag_Retain **pp = &t->grad_fn->retained;
        while (*pp) {
            if ((*pp)->t == t) { ag_Retain *r = *pp; *pp = r->next; nb_free(h, r, sizeof *r); break; }
            pp = &(*pp)->next;
        }
    }
    if (t->grad_acc) t->grad_acc = NULL; /* the node holds a strong ref, so cannot happen while alive */
    ts_release(t->grad);
    if (t->grad_fn) ag_node_release(t->grad_fn);
    free_hooks(h, t->hooks);
    ts_Pool *pool = t->pool;
    storage_release(t->storage, pool);
    if (t->version && --t->version->refcnt == 0) ts__pool_put(h, pool, t->version, sizeof *t->version);
    ts_release(t->base);
    ts__pool_put(h, pool, t, sizeof *t);
    ts__pool_unref(pool);
}

void ts_list_free(ts_Ctx *c, ts_Tensor **ts, int64_t n)
{
    if (!ts) return;
    for (int64_t i = 0; i < n; i++) ts_release(ts[i]);
    nb_free(c->heap, ts, sizeof(ts_Tensor *) * (size_t)(n ? n : 1));
}

static nb_Status check_shape(ts_Ctx *c, int ndim, const int64_t *shape)
{
    if (ndim > TS_MAXDIM) return ts_err(c, TS_ERR_RUNTIME, "tensors with more than %d dimensions are not supported", TS_MAXDIM);
    for (int i = 0; i < ndim; i++)
        if (shape[i] < 0) {
            char b[200];
            ts__fmt_shape(b, sizeof b, ndim, shape);
            return ts_err(c, TS_ERR_RUNTIME, "Trying to create tensor with negative dimension %lld: %s",
                          (long long)shape[i], b);
        }
    return NB_OK;
}

nb_Status ts__new(ts_Ctx *c, ts_DType dt, int ndim, const int64_t *shape, ts_Tensor **out)
{
    TRY(check_shape(c, ndim, shape));
    int64_t n = ts__prod(ndim, shape);
    size_t es = ts_dtype_size(dt);
    if (n > 0 && (uint64_t)n > (uint64_t)SIZE_MAX / es / 2) return ts_oom(c);
    TRY(ts_charge(c, (uint64_t)n / 8));
    ts_Tensor *t = ts__pool_get(c, sizeof *t);
    ts_Storage *s = t ? ts__pool_get(c, sizeof *s) : NULL;
    ts_Version *v = s ? ts__pool_get(c, sizeof *v) : NULL;
    void *d = v ? ts__pool_get(c, (size_t)n * es) : NULL;
    if (!d) {
        ts__pool_put(c->heap, c->pool, t, sizeof *t);
        ts__pool_put(c->heap, c->pool, s, sizeof *s);
        ts__pool_put(c->heap, c->pool, v, sizeof *v);
        return ts_oom(c);
    }
    s->refcnt = 1; s->data = d; s->nbytes = ts__pool_size((size_t)n * es); s->heap = c->heap;
    v->refcnt = 1;
    t->refcnt = 1; t->heap = c->heap; t->pool = ts__pool_ref(c->pool); t->dtype = dt; t->ndim = ndim;
    for (int i = 0; i < ndim; i++) t->shape[i] = shape[i];
    ts__contig_strides(ndim, shape, t->stride);
    t->storage = s; t->version = v;
    t->is_inference = c->inference_mode;
    *out = t;
    return NB_OK;
}

nb_Status ts__alias(ts_Ctx *c, ts_Tensor *src, int ndim, const int64_t *shape, const int64_t *stride,
                    int64_t offset, ts_Tensor **out)
{
    ts_Tensor *t = ts__pool_get(c, sizeof *t);
    if (!t) return ts_oom(c);
    t->refcnt = 1; t->heap = c->heap; t->pool = ts__pool_ref(c->pool); t->dtype = src->dtype; t->ndim = ndim;
    for (int i = 0; i < ndim; i++) { t->shape[i] = shape[i]; t->stride[i] = stride[i]; }
    t->offset = offset;
    t->storage = src->storage; src->storage->refcnt++;
    t->version = src->version; src->version->refcnt++;
    t->base = src->base ? src->base : src;
    ts_retain(t->base);
    t->is_inference = src->is_inference;
    *out = t;
    return NB_OK;
}

nb_Status ts__wrap_dim(ts_Ctx *c, int64_t *d, int ndim)
{
    int64_t n = ndim > 0 ? ndim : 1;
    if (*d < -n || *d >= n)
        return ts_err(c, TS_ERR_INDEX, "Dimension out of range (expected to be in range of [%lld, %lld], but got %lld)",
                      (long long)-n, (long long)(n - 1), (long long)*d);
    if (*d < 0) *d += n;
    return NB_OK;
}

void ts__fmt_shape(char *buf, size_t n, int ndim, const int64_t *shape)
{
    size_t k = 0;
    k += (size_t)snprintf(buf + k, n - k, "[");
    for (int i = 0; i < ndim && k < n; i++)
        k += (size_t)snprintf(buf + k, n - k, i ? ", %lld" : "%lld", (long long)shape[i]);
    if (k < n) snprintf(buf + k, n - k, "]");
}

/* ---------------------------------------------------------------- elements */

ts_Scalar ts__load(const void *p, ts_DType dt)
{
    switch (dt) {
    case TS_BOOL: return ts_sc_b(*(const uint8_t *)p != 0);
    case TS_UINT8: return ts_sc_i(*(const uint8_t *)p);
    case TS_INT8: return ts_sc_i(*(const int8_t *)p);
    case TS_INT16: return ts_sc_i(*(const int16_t *)p);
    case TS_INT32: return ts_sc_i(*(const int32_t *)p);
    case TS_INT64: return ts_sc_i(*(const int64_t *)p);
    case TS_FLOAT16: return ts_sc_f(ts_half_to_float(*(const uint16_t *)p));
    case TS_BFLOAT16: return ts_sc_f(ts_bf16_to_float(*(const uint16_t *)p));
    case TS_FLOAT32: return ts_sc_f(*(const float *)p);
    case TS_COMPLEX64: return ts_sc_f(*(const float *)p);   /* real part (a cast to a real type) */
    default: return ts_sc_f(*(const double *)p);            /* float64; complex128's real part */
    }
}
double ts__loadf(const void *p, ts_DType dt) { return ts_sc_to_f(ts__load(p, dt)); }
int64_t ts__loadi(const void *p, ts_DType dt)
{
    ts_Scalar s = ts__load(p, dt);
    if (s.type != TS_FLOAT64) return ts_sc_to_i(s);
    return nb_f2i64(s.v.d);
}

void ts__storei(void *p, ts_DType dt, int64_t v)
{
    switch (dt) {
    case TS_BOOL: *(uint8_t *)p = v != 0; break;
    case TS_UINT8: *(uint8_t *)p = (uint8_t)v; break;
    case TS_INT8: *(int8_t *)p = (int8_t)(uint8_t)v; break;
    case TS_INT16: *(int16_t *)p = (int16_t)(uint16_t)v; break;
    case TS_INT32: *(int32_t *)p = (int32_t)(uint32_t)v; break;
    case TS_INT64: *(int64_t *)p = v; break;
    case TS_FLOAT16: *(uint16_t *)p = ts_float_to_half((float)v); break;
    case TS_BFLOAT16: *(uint16_t *)p = ts_float_to_bf16((float)v); break;
    case TS_FLOAT32: *(float *)p = (float)v; break;
    case TS_COMPLEX64: ((float *)p)[0] = (float)v; ((float *)p)[1] = 0; break;
    case TS_COMPLEX128: ((double *)p)[0] = (double)v; ((double *)p)[1] = 0; break;
    default: *(double *)p = (double)v; break;
    }
}

void ts__storef(void *p, ts_DType dt, double v)
{
    switch (dt) {
    case TS_BOOL: *(uint8_t *)p = v != 0; break;
    case TS_FLOAT16: *(uint16_t *)p = ts_float_to_half((float)v); break;
    case TS_BFLOAT16: *(uint16_t *)p = ts_float_to_bf16((float)v); break;
    case TS_FLOAT32: *(float *)p = (float)v; break;
    case TS_FLOAT64: *(double *)p = v; break;
    case TS_COMPLEX64: ((float *)p)[0] = (float)v; ((float *)p)[1] = 0; break;
    case TS_COMPLEX128: ((double *)p)[0] = v; ((double *)p)[1] = 0; break;
    /* PyTorch (c10::convert) casts to int8/int16/int32 through a 32-bit
     * conversion, to uint8 and int64 through a 64-bit one */
    case TS_INT8: case TS_INT16: case TS_INT32: ts__storei(p, dt, nb_f2i32(v)); break;
    default: ts__storei(p, dt, nb_f2i64(v)); break;
    }
}

static void store_sc(void *p, ts_DType dt, ts_Scalar s)
{
    if (s.type == TS_FLOAT64) ts__storef(p, dt, s.v.d);
    else ts__storei(p, dt, ts_sc_to_i(s));
}

/* Flat logical index → storage element offset. */
static int64_t flat_off(const ts_Tensor *t, int64_t i)
{
    int64_t off = t->offset;
    for (int d = t->ndim - 1; d >= 0; d--) {
        int64_t s = t->shape[d];
        if (s == 0) return off;
        off += (i % s) * t->stride[d];
        i /= s;
    }
    return off;
}

ts_Scalar ts_get_flat(const ts_Tensor *t, int64_t i)
{
    size_t es = ts_dtype_size(t->dtype);
    return ts__load((char *)t->storage->data + flat_off(t, i) * (int64_t)es, t->dtype);
}
double ts_get_flat_f(const ts_Tensor *t, int64_t i) { return ts_sc_to_f(ts_get_flat(t, i)); }

nb_Status ts_item(ts_Ctx *c, const ts_Tensor *t, ts_Scalar *out)
{
    int64_t n = ts_numel(t);
    if (n != 1)
        return ts_err(c, TS_ERR_RUNTIME, "a Tensor with %lld elements cannot be converted to Scalar", (long long)n);
    if (ts_dtype_is_complex(t->dtype)) /* a ts_Scalar cannot hold it: ts_complex_get */
        return ts_complex_refuse(c, "item() into a real scalar");
    *out = ts_get_flat(t, 0);
    return NB_OK;
}

/* Elementwise copy with conversion; iterates dst's shape with an odometer,
 * inner dimension in a tight loop. */
void ts__copy_into(ts_Tensor *dst, const ts_Tensor *src)
{
    int nd = dst->ndim;
    int64_t n = ts_numel(dst);
    if (n == 0) return;
    size_t des = ts_dtype_size(dst->dtype), ses = ts_dtype_size(src->dtype);
    if (dst->dtype == src->dtype && ts_is_contiguous(dst) && ts_is_contiguous(src)) {
        memmove(ts_data(dst), ts_data(src), (size_t)n * des);
        return;
    }
    int64_t idx[TS_MAXDIM] = {0};
    int64_t inner = nd ? dst->shape[nd - 1] : 1;
    int64_t ds = nd ? dst->stride[nd - 1] : 0, ss = nd ? src->stride[nd - 1] : 0;
    char *db = (char *)dst->storage->data, *sb = (char *)src->storage->data;
    if (dst->dtype == src->dtype && dst->storage != src->storage && (des == 4 || des == 8)) {
        /* same dtype, separate storages (so no overlap): whole rows at once
         * (bias rows broadcast into addmm's output, transposed copies) */
        for (int64_t done = 0; done < n; done += inner) {
            int64_t doff = dst->offset, soff = src->offset;
            for (int d = 0; d < nd - 1; d++) { doff += idx[d] * dst->stride[d]; soff += idx[d] * src->stride[d]; }
            if (ds == 1 && ss == 1) memcpy(db + doff * (int64_t)des, sb + soff * (int64_t)ses, (size_t)inner * des);
            else if (des == 4) {
                char *dp = db + doff * 4;
                const char *sp = sb + soff * 4;
                for (int64_t j = 0; j < inner; j++) memcpy(dp + j * ds * 4, sp + j * ss * 4, 4);
            } else {
                char *dp = db + doff * 8;
                const char *sp = sb + soff * 8;
                for (int64_t j = 0; j < inner; j++) memcpy(dp + j * ds * 8, sp + j * ss * 8, 8);
            }
            for (int d = nd - 2; d >= 0; d--) {
                if (++idx[d] < dst->shape[d]) break;
                idx[d] = 0;
            }
        }
        return;
    }
    bool sf = ts_dtype_is_float(src->dtype) || ts_dtype_is_complex(src->dtype), same = src->dtype == dst->dtype;
    /* complex → complex of the other width: both parts (real ↔ complex go through load/store) */
    bool cx = !same && ts_dtype_is_complex(src->dtype) && (ts_dtype_is_complex(dst->dtype) || dst->dtype == TS_BOOL);
    for (int64_t done = 0; done < n; done += inner) {
        int64_t doff = dst->offset, soff = src->offset;
        for (int d = 0; d < nd - 1; d++) { doff += idx[d] * dst->stride[d]; soff += idx[d] * src->stride[d]; }
        for (int64_t j = 0; j < inner; j++) {
            char *dp = db + (doff + j * ds) * (int64_t)des;
            const char *sp = sb + (soff + j * ss) * (int64_t)ses;
            if (same) memcpy(dp, sp, des);
            else if (cx) ts__complex_convert(dp, dst->dtype, sp, src->dtype);
            else if (sf) ts__storef(dp, dst->dtype, ts__loadf(sp, src->dtype));
            else ts__storei(dp, dst->dtype, ts__loadi(sp, src->dtype));
        }
        for (int d = nd - 2; d >= 0; d--) {
            if (++idx[d] < dst->shape[d]) break;
            idx[d] = 0;
        }
    }
}

/* ---------------------------------------------------------------- creation */

nb_Status ts_empty(ts_Ctx *c, int ndim, const int64_t *shape, ts_DType dt, ts_Tensor **out)
{
    return ts__new(c, dt, ndim, shape, out);
}
nb_Status ts_zeros(ts_Ctx *c, int ndim, const int64_t *shape, ts_DType dt, ts_Tensor **out)
{
    return ts__new(c, dt, ndim, shape, out);
}

static void fill_raw(ts_Tensor *t, ts_Scalar v)
{
    /* t contiguous and fresh */
    int64_t n = ts_numel(t);
    size_t es = ts_dtype_size(t->dtype);
    char *p = ts_data(t);
    if (n == 0) return;
    store_sc(p, t->dtype, v);
    for (int64_t i = 1; i < n; i++) memcpy(p + i * (int64_t)es, p, es);
}

nb_Status ts_full(ts_Ctx *c, int ndim, const int64_t *shape, ts_Scalar v, ts_DType dt, ts_Tensor **out)
{
    TRY(ts__new(c, dt, ndim, shape, out));
    fill_raw(*out, v);
    return NB_OK;
}
nb_Status ts_ones(ts_Ctx *c, int ndim, const int64_t *shape, ts_DType dt, ts_Tensor **out)
{
    return ts_full(c, ndim, shape, ts_sc_i(1), dt, out);
}
static ts_DType like_dt(const ts_Tensor *t, int dtype) { return dtype == TS_NODTYPE ? t->dtype : (ts_DType)dtype; }
/* *_like keep a dense input's layout (memory_format=torch.preserve_format). */
nb_Status ts_empty_like(ts_Ctx *c, const ts_Tensor *t, int dtype, ts_Tensor **out)
{
    return ts_x_empty_preserve(c, t, like_dt(t, dtype), out);
}
nb_Status ts_zeros_like(ts_Ctx *c, const ts_Tensor *t, int dtype, ts_Tensor **out)
{
    return ts_x_empty_preserve(c, t, like_dt(t, dtype), out);
}
nb_Status ts_ones_like(ts_Ctx *c, const ts_Tensor *t, int dtype, ts_Tensor **out)
{
    return ts_full_like(c, t, ts_sc_i(1), dtype, out);
}
nb_Status ts_full_like(ts_Ctx *c, const ts_Tensor *t, ts_Scalar v, int dtype, ts_Tensor **out)
{
    ts_Tensor *r;
    TRY(ts_x_empty_preserve(c, t, like_dt(t, dtype), &r));
    nb_Status st = ts_fill_(c, r, v);
    if (st) { ts_release(r); return st; }
    r->version->version = 0;   /* a fresh tensor: the fill is not an in-place update */
    *out = r;
    return NB_OK;
}

nb_Status ts_eye(ts_Ctx *c, int64_t n, int64_t m, ts_DType dt, ts_Tensor **out)
{
    if (m < 0) m = n;
    if (n < 0) return ts_err(c, TS_ERR_RUNTIME, "n must be greater or equal to 0, got %lld", (long long)n);
    int64_t sh[2] = {n, m};
    TRY(ts__new(c, dt, 2, sh, out));
    size_t es = ts_dtype_size(dt);
    char *p = ts_data(*out);
    for (int64_t i = 0; i < n && i < m; i++) ts__storei(p + (i * m + i) * (int64_t)es, dt, 1);
    return NB_OK;
}

/* arange length: ceil((end - start) / step) computed in double, as PyTorch. */
nb_Status ts_arange(ts_Ctx *c, ts_Scalar start, ts_Scalar end, ts_Scalar step, int dtype, ts_Tensor **out)
{
    ts_DType dt;
    if (dtype != TS_NODTYPE) dt = (ts_DType)dtype;
    else if (start.type == TS_FLOAT64 || end.type == TS_FLOAT64 || step.type == TS_FLOAT64) dt = c->default_float;
    else dt = TS_INT64;
    double s = ts_sc_to_f(start), e = ts_sc_to_f(end), st = ts_sc_to_f(step);
    if (st == 0) return ts_err(c, TS_ERR_RUNTIME, "step must be nonzero");
    if (!isfinite(s) || !isfinite(e))
        return ts_err(c, TS_ERR_RUNTIME, "unsupported range: %g -> %g", s, e);
    if (!((st > 0 && e >= s) || (st < 0 && e <= s)))
        return ts_err(c, TS_ERR_RUNTIME, "upper bound and larger bound inconsistent with step sign");
    double size_d;
    if (ts_dtype_is_float(dt) || start.type == TS_FLOAT64 || end.type == TS_FLOAT64 || step.type == TS_FLOAT64)
        size_d = ceil((e - s) / st);
    else {
        int64_t si = ts_sc_to_i(start), ei = ts_sc_to_i(end), sti = ts_sc_to_i(step);
        size_d = ceil((double)(ei - si) / (double)sti);
    }
    if (!(size_d >= 0 && size_d <= 9.0e15))
        return ts_err(c, TS_ERR_RUNTIME, "invalid size, possible overflow?");
    int64_t n = (int64_t)size_d;
    TRY(ts__new(c, dt, 1, &n, out));
    size_t es = ts_dtype_size(dt);
    char *p = ts_data(*out);
    bool ints = start.type != TS_FLOAT64 && end.type != TS_FLOAT64 && step.type != TS_FLOAT64;
    for (int64_t i = 0; i < n; i++) {
        if (ts_dtype_is_float(dt)) {
            /* PyTorch: start + step * i in the accumulate type (double for float64, float otherwise... uses double "accscalar" for CPU) */
            if (dt == TS_FLOAT64) ts__storef(p + i * (int64_t)es, dt, s + st * (double)i);
            else ts__storef(p + i * (int64_t)es, dt, (double)((float)s + (float)st * (float)i));
        } else if (ints) {
            ts__storei(p + i * (int64_t)es, dt, ts_sc_to_i(start) + ts_sc_to_i(step) * i);
        } else {
            ts__storei(p + i * (int64_t)es, dt, (int64_t)(s + st * (double)i));
        }
    }
    return NB_OK;
}

/* linspace: PyTorch's (vectorized, FMA) CPU kernel computes step = (end - start) / (steps - 1)
 * and fills the first half as start + step*i and the second half as
 * end - step*(steps - 1 - i), in the tensor's type (float for float32). */
nb_Status ts_linspace(ts_Ctx *c, ts_Scalar start, ts_Scalar end, int64_t steps, int dtype, ts_Tensor **out)
{
    if (steps < 0) return ts_err(c, TS_ERR_RUNTIME, "number of steps must be non-negative");
    ts_DType dt = dtype == TS_NODTYPE ? c->default_float : (ts_DType)dtype;
    TRY(ts__new(c, dt, 1, &steps, out));
    size_t es = ts_dtype_size(dt);
    char *p = ts_data(*out);
    double s = ts_sc_to_f(start), e = ts_sc_to_f(end);
    if (steps == 1) { ts__storef(p, dt, s); return NB_OK; }
    int64_t half = steps / 2;
    if (dt == TS_FLOAT64) {
        double step = (e - s) / (double)(steps - 1);
        for (int64_t i = 0; i < steps; i++)
            ts__storef(p + i * (int64_t)es, dt, i < half ? fma(step, (double)i, s) : fma(-step, (double)(steps - i - 1), e));
    } else if (ts_dtype_is_float(dt)) {
        float fs = (float)s, fe = (float)e;
        float step = (fe - fs) / (float)(steps - 1);
        for (int64_t i = 0; i < steps; i++)
            ts__storef(p + i * (int64_t)es, dt, i < half ? fmaf(step, (float)i, fs) : fmaf(-step, (float)(steps - i - 1), fe));
    } else {
        double step = (e - s) / (double)(steps - 1);
        for (int64_t i = 0; i < steps; i++)
            ts__storei(p + i * (int64_t)es, dt, (int64_t)(i < half ? s + step * (double)i : e - step * (double)(steps - i - 1)));
    }
    return NB_OK;
}

nb_Status ts_from_data(ts_Ctx *c, const void *data, ts_DType src, int ndim, const int64_t *shape, ts_DType dt,
                       ts_Tensor **out)
{
    TRY(ts__new(c, dt, ndim, shape, out));
    int64_t n = ts_numel(*out);
    size_t ses = ts_dtype_size(src), des = ts_dtype_size(dt);
    char *d = ts_data(*out);
    const char *s = data;
    if (src == dt) { memcpy(d, s, (size_t)n * des); return NB_OK; }
    for (int64_t i = 0; i < n; i++) {
        if (ts_dtype_is_float(src)) ts__storef(d + i * (int64_t)des, dt, ts__loadf(s + i * (int64_t)ses, src));
        else ts__storei(d + i * (int64_t)des, dt, ts__loadi(s + i * (int64_t)ses, src));
    }
    return NB_OK;
}

nb_Status ts_scalar_tensor(ts_Ctx *c, ts_Scalar v, int dtype, bool wrapped, ts_Tensor **out)
{
    ts_DType dt;
    if (dtype != TS_NODTYPE) dt = (ts_DType)dtype;
    else if (v.type == TS_FLOAT64) dt = wrapped ? TS_FLOAT64 : c->default_float;
    else dt = v.type;
    TRY(ts__new(c, dt, 0, NULL, out));
    store_sc(ts_data(*out), dt, v);
    (*out)->is_wrapped_number = wrapped;
    return NB_OK;
}

nb_Status ts__scalar_like(ts_Ctx *c, double v, ts_DType dt, ts_Tensor **out)
{
    TRY(ts__new(c, dt, 0, NULL, out));
    ts__storef(ts_data(*out), dt, v);
    return NB_OK;
}

/* ---------------------------------------------------------------- conversion */

ts_DType ts__ctype(ts_DType dt)
{
    if (dt == TS_FLOAT64) return TS_FLOAT64;
    if (ts_dtype_is_float(dt)) return TS_FLOAT32;
    return TS_INT64;
}

nb_Status ts__as(ts_Ctx *c, ts_Tensor *t, ts_DType dt, ts_Tensor **out)
{
    if (t->dtype == dt && ts_is_contiguous(t)) { ts_retain(t); *out = t; return NB_OK; }
    /* every real kernel fetches its operands here in its compute type: a
     * complex operand would lose its imaginary part, so refuse instead */
    if (ts_dtype_is_complex(t->dtype) && !ts_dtype_is_complex(dt))
        return ts_complex_refuse(c, "this operation");
    TRY(ts__new(c, dt, t->ndim, t->shape, out));
    TRY(ts_charge(c, (uint64_t)ts_numel(t)));
    ts__copy_into(*out, t);
    return NB_OK;
}

static nb_Status to_copy_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    ts_retain(gout[0]);
    gin[0] = gout[0]; /* engine casts to the input dtype */
    return NB_OK;
}

nb_Status ts_to_dtype(ts_Ctx *c, ts_Tensor *t, ts_DType dt, bool copy, ts_Tensor **out)
{
    if (t->dtype == dt && !copy) { ts_retain(t); *out = t; return NB_OK; }
    ts_Tensor *r;
    TRY(ts__new(c, dt, t->ndim, t->shape, &r));
    ts__copy_into(r, t);
    if (ts_dtype_is_complex(t->dtype) && !ts_dtype_is_complex(dt)) ts__complex_warn_discard(c);
    if (ag_should_record(c, 1, &t) && ts_dtype_is_float(dt)) {
        ag_Node *n;
        nb_Status st = ag_make(c, "ToCopyBackward0", to_copy_bw, 1, &t, 1, &n);
        if (st) { ts_release(r); return st; }
        ag_set_output(n, r, 0);
        ag_node_release(n);
    }
    *out = r;
    return NB_OK;
}

static nb_Status clone_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    ts_retain(gout[0]);
    gin[0] = gout[0];
    return NB_OK;
}

nb_Status ts_clone(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    ts_Tensor *r;
    TRY(ts__new(c, t->dtype, t->ndim, t->shape, &r));
    nb_Status st = ts_charge(c, (uint64_t)ts_numel(t));
    if (st) { ts_release(r); return st; }
    ts__copy_into(r, t);
    if (ag_should_record(c, 1, &t)) {
        ag_Node *n;
        st = ag_make(c, "CloneBackward0", clone_bw, 1, &t, 1, &n);
        if (st) { ts_release(r); return st; }
        ag_set_output(n, r, 0);
        ag_node_release(n);
    }
    *out = r;
    return NB_OK;
}

nb_Status ts_contiguous(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    if (ts_is_contiguous(t)) { ts_retain(t); *out = t; return NB_OK; }
    return ts_clone(c, t, out);
}

nb_Status ts_detach(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    TRY(ts__alias(c, t, t->ndim, t->shape, t->stride, t->offset, out));
    ts_release((*out)->base);
    (*out)->base = NULL;
    return NB_OK;
}

nb_Status ts_data_alias(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out)
{
    ts_Version *v = ts__pool_get(c, sizeof *v);
    if (!v) return ts_oom(c);
    nb_Status st = ts_detach(c, t, out);
    if (st) { ts__pool_put(c->heap, c->pool, v, sizeof *v); return st; }
    (*out)->version->refcnt--;
    v->refcnt = 1;
    (*out)->version = v;
    return NB_OK;
}

/* torch.can_cast(from, to) for the in-place/out= checks: categories bool <
 * integral < floating; casting down a category is refused. */
bool ts__can_cast(ts_DType from, ts_DType to)
{
    int cf = from == TS_BOOL ? 0 : ts_dtype_is_float(from) ? 2 : 1;
    int ct = to == TS_BOOL ? 0 : ts_dtype_is_float(to) ? 2 : 1;
    return cf <= ct;
}

nb_Status ts__check_inplace(ts_Ctx *c, ts_Tensor *t)
{
    if (t->is_inference && !c->inference_mode)
        return ts_err(c, TS_ERR_RUNTIME, "Inplace update to inference tensor outside InferenceMode is not allowed."
                      "You can make a clone to get a normal tensor before doing inplace update."
                      "See https://github.com/pytorch/rfcs/pull/17 for more details.");
    if (!c->grad_enabled) return NB_OK;
    /* PyTorch: a view requiring grad whose base is a leaf names the view first */
    if (t->requires_grad && t->base && t->base->grad_fn == NULL)
        return ts_err(c, TS_ERR_RUNTIME, "a view of a leaf Variable that requires grad is being used in an in-place operation.");
    if (t->grad_fn == NULL && t->requires_grad)
        return ts_err(c, TS_ERR_RUNTIME, "a leaf Variable that requires grad is being used in an in-place operation.");
    if (t->base && t->base->requires_grad && t->base->grad_fn == NULL)
        return ts_err(c, TS_ERR_RUNTIME, "a view of a leaf Variable that requires grad is being used in an in-place operation.");
    return NB_OK;
}

/* ---- autograd plumbing for in-place on views: CopySlices / AsStridedBackward0 */

typedef struct ViewGeo { int ndim; int64_t shape[TS_MAXDIM], stride[TS_MAXDIM], offset; } ViewGeo;

static void geo_of(const ts_Tensor *t, ViewGeo *g)
{
    g->ndim = t->ndim;
    for (int i = 0; i < t->ndim; i++) { g->shape[i] = t->shape[i]; g->stride[i] = t->stride[i]; }
    g->offset = t->offset;
}

static int64_t geo_span(const ViewGeo *g)
{
    int64_t hi = g->offset;
    for (int i = 0; i < g->ndim; i++)
        if (g->shape[i] == 0) return 0; else hi += (g->shape[i] - 1) * g->stride[i];
    return hi + 1;
}

/* A zero "storage" buffer of `span` elements with a view at geometry g. */
static nb_Status geo_view(ts_Ctx *c, ts_Tensor *buf, const ViewGeo *g, ts_Tensor **out)
{
    return ts__alias(c, buf, g->ndim, g->shape, g->stride, g->offset, out);
}

/* node->extra holds [base geo, view geo] */
static nb_Status copyslices_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    ViewGeo *geo = n->extra;
    int64_t span = geo_span(&geo[0]), s2 = geo_span(&geo[1]);
    if (s2 > span) span = s2;
    ts_Tensor *buf = NULL, *bv = NULL, *vv = NULL, *z = NULL;
    nb_Status st;
    TRYG(ts__new(c, gout[0]->dtype, 1, &span, &buf));
    TRYG(geo_view(c, buf, &geo[0], &bv));
    ts__copy_into(bv, gout[0]);
    TRYG(geo_view(c, buf, &geo[1], &vv));
    TRYG(ts_clone(c, vv, &gin[1]));
    TRYG(ts_zeros_like(c, vv, TS_NODTYPE, &z));
    ts__copy_into(vv, z);
    TRYG(ts_clone(c, bv, &gin[0]));
done:
    ts_release(buf); ts_release(bv); ts_release(vv); ts_release(z);
    return st;
}

static nb_Status asstrided_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    ViewGeo *geo = n->extra;
    int64_t span = geo_span(&geo[0]), s2 = geo_span(&geo[1]);
    if (s2 > span) span = s2;
    ts_Tensor *buf = NULL, *bv = NULL, *vv = NULL;
    nb_Status st;
    TRYG(ts__new(c, gout[0]->dtype, 1, &span, &buf));
    TRYG(geo_view(c, buf, &geo[1], &vv));
    ts__copy_into(vv, gout[0]);
    TRYG(geo_view(c, buf, &geo[0], &bv));
    TRYG(ts_clone(c, bv, &gin[0]));
done:
    ts_release(buf); ts_release(bv); ts_release(vv);
    return st;
}

/* Write result into dst; rebase autograd history (see header). */
nb_Status ts__commit_inplace(ts_Ctx *c, ts_Tensor *dst, ts_Tensor *result)
{
    if (!ts__can_cast(result->dtype, dst->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "result type %s can't be cast to the desired output type %s",
                      ts_dtype_short(result->dtype), ts_dtype_short(dst->dtype));
    if (result->ndim != dst->ndim || memcmp(result->shape, dst->shape, sizeof(int64_t) * (size_t)dst->ndim)) {
        char a[200], b[200];
        ts__fmt_shape(a, sizeof a, dst->ndim, dst->shape);
        ts__fmt_shape(b, sizeof b, result->ndim, result->shape);
        return ts_err(c, TS_ERR_RUNTIME, "output with shape %s doesn't match the broadcast shape %s", a, b);
    }
    TRY(ts__check_inplace(c, dst));
    ag_Node *old_fn = dst->grad_fn;   /* borrowed: compared by identity only */
    int old_nr = dst->output_nr;
    if (result->grad_fn)
        TRY(ag_save_unlink_inplace(c, result->grad_fn, dst, dst->base));
    ts__copy_into(dst, result);
    ts__bump(dst);
    if (!result->grad_fn) return NB_OK;
    if (!dst->base || !c->grad_enabled) {
        ag_node_retain(result->grad_fn);
        if (dst->grad_fn) ag_node_release(dst->grad_fn);
        dst->grad_fn = result->grad_fn;
        dst->output_nr = result->output_nr;
        dst->requires_grad = true;
        return NB_OK;
    }
    /* dst is a view of base: base gets CopySlices(base_old, result); dst gets
     * AsStridedBackward0(base_new). PyTorch's CopySlices wraps the op's node fn
     * (its edges: base's old edge, then fn's edges after self), so when fn's
     * self edge is dst's old history the pair is fused into that one node. */
    ts_Tensor *base = dst->base;
    ts_Tensor *ins[2] = {base, result};
    ag_Node *cs, *fn = result->grad_fn;
    ViewGeo *g;
    TRY(ag_make(c, "CopySlices", copyslices_bw, 2, ins, 1, &cs));
    nb_Status st = ag_extra(c, cs, 2 * sizeof(ViewGeo), (void **)&g);
    if (st) { ag_node_release(cs); return st; }
    geo_of(base, &g[0]);
    geo_of(dst, &g[1]);
    ag_set_output(cs, base, 0);
    if (fn->nin >= 1 && fn->nin <= AG_NI && fn->next[0].fn == old_fn && (!old_fn || fn->next[0].input_nr == old_nr)) {
        ag_Edge e[AG_NI];
        ag_Meta m[AG_NI];
        e[0] = cs->next[0]; m[0] = cs->meta[0];
        for (int i = 1; i < fn->nin; i++) { e[i] = fn->next[i]; m[i] = fn->meta[i]; }
        st = ag_fuse_edges(c, "CopySlices", fn->nin, e, m, 1, &base);
    }
    ag_node_release(cs);
    if (st) return st;
    return ts__view_regen_grad(c, dst);
}

/* A view whose base was modified in place (through it or another view) gets
 * AsStridedBackward0(base's current grad_fn), as PyTorch regenerates it. */
nb_Status ts__view_regen_grad(ts_Ctx *c, ts_Tensor *dst)
{
    ts_Tensor *base = dst->base;
    ag_Node *as;
    ViewGeo *g;
    if (!base || !base->grad_fn || !c->grad_enabled) return NB_OK;
    TRY(ag_make(c, "AsStridedBackward0", asstrided_bw, 1, &base, 1, &as));
    nb_Status st = ag_extra(c, as, 2 * sizeof(ViewGeo), (void **)&g);
    if (st) { ag_node_release(as); return st; }
    geo_of(base, &g[0]);
    geo_of(dst, &g[1]);
    if (dst->grad_fn) ag_node_release(dst->grad_fn);
    dst->grad_fn = NULL;
    ag_set_output(as, dst, 0);
    ag_node_release(as);
    return NB_OK;
}

nb_Status ts_view_refresh_grad(ts_Ctx *c, ts_Tensor *t)
{
    if (!t->base || !t->grad_fn || t->view_ver == t->version->version) return NB_OK;
    bool on = c->grad_enabled;
    c->grad_enabled = true; /* PyTorch regenerates in any grad mode */
    nb_Status st = ts__view_regen_grad(c, t);
    c->grad_enabled = on;
    t->view_ver = t->version->version;
    return st;
}

/* PyTorch's CopyBackwards, edges (self, src): zero gradient for the old self,
 * the incoming one for src (the engine sums it to src's shape and casts it). */
static nb_Status copy_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    if (n->next[0].fn) TRY(ts_zeros(c, n->meta[0].ndim, n->meta[0].shape, gout[0]->dtype, &gin[0]));
    if (n->next[1].fn) { ts_retain(gout[0]); gin[1] = gout[0]; }
    return NB_OK;
}

nb_Status ts_copy_(ts_Ctx *c, ts_Tensor *dst, ts_Tensor *src)
{
    int nd;
    int64_t sh[TS_MAXDIM];
    TRY(ts__broadcast_shape(c, dst->ndim, dst->shape, src->ndim, src->shape, &nd, sh));
    ts_Tensor *e = NULL, *r = NULL;
    nb_Status st;
    TRYG(ts_expand(c, src, dst->ndim, dst->shape, &e));
    if (ts_dtype_is_complex(src->dtype) && !ts_dtype_is_complex(dst->dtype)) ts__complex_warn_discard(c);
    ts_Tensor *ins[2] = {dst, src};
    if (ag_should_record(c, 2, ins)) {
        ag_Node *n;
        ts__NoGrad ng = ts__nograd_begin(c);
        st = ts_to_dtype(c, e, dst->dtype, true, &r);
        ts__nograd_end(c, ng);
        if (st) goto done;
        TRYG(ag_make(c, "CopyBackwards", copy_bw, 2, ins, 1, &n));
        ag_set_output(n, r, 0);
        ag_node_release(n);
    } else {
        TRYG(ts__check_inplace(c, dst));
        TRYG(ts_charge(c, (uint64_t)ts_numel(dst)));
        ts__copy_into(dst, e);
        ts__bump(dst);
        goto done;
    }
    st = ts__commit_inplace(c, dst, r);
done:
    ts_release(e);
    ts_release(r);
    return st;
}

/* fill_ / zero_: the old values get zero gradient (FillBackward / ZeroBackward0, self edge). */
static nb_Status fill_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    return ts_zeros(c, n->meta[0].ndim, n->meta[0].shape, gout[0]->dtype, &gin[0]);
}

static nb_Status fill_impl(ts_Ctx *c, ts_Tensor *t, ts_Scalar v, const char *name)
{
    TRY(ts__check_inplace(c, t));
    ts_Tensor *s, *e = NULL, *r = NULL;
    TRY(ts_full(c, 0, NULL, v, t->dtype, &s));
    nb_Status st;
    TRYG(ts_expand(c, s, t->ndim, t->shape, &e));
    if (ts_dtype_is_float(t->dtype) && ag_should_record(c, 1, &t)) {
        ag_Node *n;
        TRYG(ts__new(c, t->dtype, t->ndim, t->shape, &r));
        ts__copy_into(r, e);
        TRYG(ag_make(c, name, fill_bw, 1, &t, 1, &n));
        ag_set_output(n, r, 0);
        ag_node_release(n);
        st = ts__commit_inplace(c, t, r);
    } else {
        ts__copy_into(t, e);
        ts__bump(t);
    }
done:
    ts_release(s); ts_release(e); ts_release(r);
    return st;
}
/* ATen's fill_(Scalar) node is FillBackward2 (FillBackward0/1 are the out-of-place fill) */
nb_Status ts_fill_(ts_Ctx *c, ts_Tensor *t, ts_Scalar v) { return fill_impl(c, t, v, "FillBackward2"); }
nb_Status ts_zero_(ts_Ctx *c, ts_Tensor *t) { return fill_impl(c, t, ts_sc_i(0), "ZeroBackward0"); }

nb_Status ts_assign_out(ts_Ctx *c, ts_Tensor *out, ts_Tensor *result, bool *resized)
{
    if (resized) *resized = false;
    if (!ts__can_cast(result->dtype, out->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "result type %s can't be cast to the desired output type %s",
                      ts_dtype_short(result->dtype), ts_dtype_short(out->dtype));
    if (out->ndim != result->ndim || memcmp(out->shape, result->shape, sizeof(int64_t) * (size_t)out->ndim)) {
        /* resize: fresh storage */
        ts_Tensor *n;
        TRY(ts__new(c, out->dtype, result->ndim, result->shape, &n));
        ts_Storage *s = out->storage;
        out->storage = n->storage;
        n->storage = s;
        out->ndim = n->ndim;
        memcpy(out->shape, n->shape, sizeof out->shape);
        memcpy(out->stride, n->stride, sizeof out->stride);
        out->offset = 0;
        ts_release(n);
        if (resized) *resized = true;
    }
    ts__copy_into(out, result);
    ts__bump(out);
    return NB_OK;
}
