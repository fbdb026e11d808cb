/* ts_reduce.c — reductions (sum/mean/prod/max/min/argmax/argmin/var/std/norm/
 * logsumexp/any/all), cumulative ops and softmax, with gradient rules.
 * Float sums follow PyTorch's cascade order (kn_sum_f32). */
#include "ts_impl.h"
#include "ts_complex.h"
#include "nb_math_sleef.h"

#include <stdio.h>

nb_Status ts__dim_mask(ts_Ctx *c, const ts_Tensor *t, const int64_t *dims, int ndims, bool *mask)
{
    for (int i = 0; i < TS_MAXDIM; i++) mask[i] = dims == NULL;
    if (!dims) return NB_OK;
    for (int i = 0; i < ndims; i++) {
        int64_t d = dims[i];
        TRY(ts__wrap_dim(c, &d, t->ndim));
        if (t->ndim == 0) continue;
        if (mask[d]) return ts_err(c, TS_ERR_RUNTIME, "dim %lld appears multiple times in the list of dims", (long long)d);
        mask[d] = true;
    }
    return NB_OK;
}

/* Output shape for a reduction. */
static int red_shape(const ts_Tensor *t, const bool *mask, bool keepdim, int64_t *sh)
{
    int nd = 0;
    for (int i = 0; i < t->ndim; i++) {
        if (mask[i]) { if (keepdim) sh[nd++] = 1; }
        else sh[nd++] = t->shape[i];
    }
    return nd;
}

/* Generic reduction driver over a contiguous compute-typed copy: permute
 * reduced dims last; call fn(row, n, stride=1) per output element. For the
 * float sum of a reduction that is not innermost, PyTorch's "outer" order is
 * reproduced by reducing column-wise (kn_sum with stride). */
typedef void (*RedFn)(void *ctx, const void *x, int64_t n, int64_t s, void *out, int64_t oi);

static nb_Status reduce_generic(ts_Ctx *c, ts_Tensor *t, const bool *mask, ts_DType ct, RedFn fn, void *ctx,
                                void *outbuf)
{
    ts_Tensor *x;
    TRY(ts__as(c, t, ct, &x));
    TRY(ts_charge(c, (uint64_t)ts_numel(t)));
    size_t es = ts_dtype_size(ct);
    /* split into kept (outer) and reduced dims */
    int nk = 0, nr = 0;
    int64_t ksh[TS_MAXDIM], kst[TS_MAXDIM], rsh[TS_MAXDIM], rst[TS_MAXDIM];
    for (int i = 0; i < t->ndim; i++) {
        if (mask[i]) { rsh[nr] = t->shape[i]; rst[nr++] = x->stride[i]; }
        else { ksh[nk] = t->shape[i]; kst[nk++] = x->stride[i]; }
    }
    int64_t nout = ts__prod(nk, ksh), nred = ts__prod(nr, rsh);
    /* reduced dims contiguous as one run? (true when they are trailing dims,
     * or a single dim) */
    bool single = nr <= 1;
    bool trailing = true;
    for (int i = 0; i < t->ndim; i++) if (mask[i] && i < t->ndim - nr) trailing = false;
    int64_t rstride = nr == 0 ? 1 : (single ? rst[0] : 1);
    ts_Tensor *perm = NULL;
    const char *base = ts_data(x);
    if (!single && !trailing) {
        /* materialise with reduced dims last */
        int64_t p[TS_MAXDIM], k = 0;
        for (int i = 0; i < t->ndim; i++) if (!mask[i]) p[k++] = i;
        for (int i = 0; i < t->ndim; i++) if (mask[i]) p[k++] = i;
        ts_Tensor *pv;
        ts__NoGrad ng = ts__nograd_begin(c);
        nb_Status st = ts_permute(c, x, p, t->ndim, &pv);
        if (!st) { st = ts_clone(c, pv, &perm); ts_release(pv); }
        ts__nograd_end(c, ng);
        if (st) { ts_release(x); return st; }
        base = ts_data(perm);
        ts__contig_strides(nk, ksh, kst);
        for (int i = 0; i < nk; i++) kst[i] *= nred;
        rstride = 1;
    } else if (!single) {
        rstride = 1;
    }
    int64_t idx[TS_MAXDIM] = {0};
    for (int64_t o = 0; o < nout; o++) {
        int64_t off = 0;
        for (int d = 0; d < nk; d++) off += idx[d] * kst[d];
        fn(ctx, base + off * (int64_t)es, nred, rstride, outbuf, o);
        for (int d = nk - 1; d >= 0; d--) { if (++idx[d] < ksh[d]) break; idx[d] = 0; }
    }
    ts_release(perm);
    ts_release(x);
    return NB_OK;
}

static void sum_f(void *ctx, const void *x, int64_t n, int64_t s, void *o, int64_t i) { ((float *)o)[i] = kn_sum_f32(n, x, s); }
static void sum_d(void *ctx, const void *x, int64_t n, int64_t s, void *o, int64_t i) { ((double *)o)[i] = kn_sum_f64(n, x, s); }
static void sum_i(void *ctx, const void *x, int64_t n, int64_t s, void *o, int64_t i)
{
    uint64_t a = 0;
    for (int64_t k = 0; k < n; k++) a += (uint64_t)((const int64_t *)x)[k * s];
    ((int64_t *)o)[i] = (int64_t)a;
}

/* ---- float sums in PyTorch 2.6's exact order ----
 * ATen builds a TensorIterator for the reduction: dims sorted by the output's
 * then the input's strides (reduced dims first, fastest first), adjacent dims
 * coalesced, then its 2-D loop (kn_sum2d) runs over [dim0, dim1] planes and
 * ADDS each partial sum into the zero-filled output. With >= 32768 elements
 * and T > 1 threads (c->num_threads: torch.set_num_threads, 2 at start as on
 * the oracle machine), a full reduction sums min(T, numel/32768 rounded up)
 * chunks separately and then adds the partials; a partial one splits its
 * outermost kept dim of size >= T (rounded to 128-byte column blocks), which
 * we reproduce too. With one thread it is serial. SumIter is that iterator,
 * in elements. */
#define SUM_GRAIN 32768

/* at::parallel_for's chunk for n elements: min(threads, ceil(n / grain))
 * chunks of ceil(n / chunks) elements; all of n below the grain or with one
 * thread. */
static int64_t sum_chunk(int64_t n, int threads)
{
    if (n < SUM_GRAIN || threads <= 1)
        return n > 0 ? n : 1;
    int64_t nt = (n + SUM_GRAIN - 1) / SUM_GRAIN;
    if (nt > threads) nt = threads;
    return (n + nt - 1) / nt;
}

typedef struct SumIter {
    int nd;
    int64_t sh[TS_MAXDIM], si[TS_MAXDIM], so[TS_MAXDIM]; /* dim 0 fastest */
} SumIter;

/* TensorIterator's should_swap for a reduction (output operand first): 1 if
 * dim d0 belongs after d1, -1 before, 0 ambiguous. */
static int sum_should_swap(const SumIter *it, int d0, int d1)
{
    const int64_t *st[2] = {it->so, it->si};
    for (int a = 0; a < 2; a++) {
        int64_t s0 = st[a][d0], s1 = st[a][d1];
        if (a == 0 && (s0 == 0) != (s1 == 0)) return s1 == 0 ? 1 : -1;
        if (s0 == 0 || s1 == 0) continue;
        if (s0 < s1) return -1;
        if (s0 > s1) return 1;
        if (it->sh[d0] > it->sh[d1]) return 1;
    }
    return 0;
}

/* The iterator of x (element strides xs) reduced over mask into a contiguous
 * output: reorder as reorder_dimensions, then coalesce_dimensions. */
static void sum_iter_build(SumIter *it, int nd, const int64_t *shape, const int64_t *xs, const bool *mask)
{
    int64_t os[TS_MAXDIM], acc = 1;
    for (int d = nd - 1; d >= 0; d--) {
        if (mask[d]) os[d] = 0;
        else { os[d] = acc; acc *= shape[d]; }
    }
    SumIter raw;
    raw.nd = nd;
    for (int k = 0; k < nd; k++) {
        int d = nd - 1 - k;
        raw.sh[k] = shape[d]; raw.si[k] = xs[d]; raw.so[k] = os[d];
    }
    int perm[TS_MAXDIM];
    for (int k = 0; k < nd; k++) perm[k] = k;
    for (int i = 1; i < nd; i++) {
        int d1 = i;
        for (int d0 = i - 1; d0 >= 0; d0--) {
            int cmp = sum_should_swap(&raw, perm[d0], perm[d1]);
            if (cmp > 0) { int t = perm[d0]; perm[d0] = perm[d1]; perm[d1] = t; d1 = d0; }
            else if (cmp < 0) break;
        }
    }
    it->nd = nd;
    for (int k = 0; k < nd; k++) { it->sh[k] = raw.sh[perm[k]]; it->si[k] = raw.si[perm[k]]; it->so[k] = raw.so[perm[k]]; }
    if (nd <= 1) return;
    int prev = 0;
    for (int d = 1; d < nd; d++) {
        bool can = it->sh[prev] == 1 || it->sh[d] == 1 ||
                   (it->sh[prev] * it->si[prev] == it->si[d] && it->sh[prev] * it->so[prev] == it->so[d]);
        if (can) {
            if (it->sh[prev] == 1) { it->si[prev] = it->si[d]; it->so[prev] = it->so[d]; }
            it->sh[prev] *= it->sh[d];
        } else {
            prev++;
            if (prev != d) { it->si[prev] = it->si[d]; it->so[prev] = it->so[d]; it->sh[prev] = it->sh[d]; }
        }
    }
    it->nd = prev + 1;
}

/* serial_for_each over the flat range [b, e): 2-D steps as ATen's DimCounter. */
static void sum_serial(const SumIter *it, int64_t b, int64_t e, const void *in, void *out, bool f32)
{
    if (b >= e) return;
    if (it->nd <= 1) {
        int64_t si = it->nd ? it->si[0] : 0, so = it->nd ? it->so[0] : 0;
        if (f32) kn_sum2d_f32(e - b, 1, (const float *)in + b * si, si, 0, (float *)out + b * so, so, 0);
        else kn_sum2d_f64(e - b, 1, (const double *)in + b * si, si, 0, (double *)out + b * so, so, 0);
        return;
    }
    int nd = it->nd;
    int64_t v[TS_MAXDIM], off = b, r = b;
    for (int d = 0; d < nd; d++) { v[d] = r % it->sh[d]; r /= it->sh[d]; }
    while (off < e) {
        int64_t s0 = it->sh[0] - v[0] < e - off ? it->sh[0] - v[0] : e - off, s1 = 1;
        if (s0 == it->sh[0]) {
            s1 = (e - off) / it->sh[0];
            if (it->sh[1] - v[1] < s1) s1 = it->sh[1] - v[1];
        }
        int64_t io = 0, oo = 0;
        for (int d = 0; d < nd; d++) { io += v[d] * it->si[d]; oo += v[d] * it->so[d]; }
        if (f32) kn_sum2d_f32(s0, s1, (const float *)in + io, it->si[0], it->si[1], (float *)out + oo, it->so[0], it->so[1]);
        else kn_sum2d_f64(s0, s1, (const double *)in + io, it->si[0], it->si[1], (double *)out + oo, it->so[0], it->so[1]);
        off += s0 * s1;
        int i = 0;
        int64_t over = s0;
        if (s1 != 1) { i = 1; over = s1; }
        for (; i < nd && over > 0; i++) {
            int64_t val = v[i] + over;
            if (val >= it->sh[i]) { over = 1; val -= it->sh[i]; } else over = 0;
            v[i] = val;
        }
    }
}

/* parallel_reduce of ATen's cascade sum with `threads` threads: out must
 * be zero-filled, contiguous over the kept dims. */
static void sum_run(const SumIter *it, int64_t numel, int64_t onumel, const void *in, void *out, bool f32,
                    int threads)
{
    size_t es = f32 ? sizeof(float) : sizeof(double);
    if (numel < SUM_GRAIN || threads <= 1) { sum_serial(it, 0, numel, in, out, f32); return; }
    if (threads > TS_MAX_THREADS) threads = TS_MAX_THREADS;   /* more split as this many would */
    if (onumel == 1) { /* two_pass_reduction: one partial per thread, then their sum */
        int64_t chunk = sum_chunk(numel, threads), nt = (numel + chunk - 1) / chunk;
        double bufd[TS_MAX_THREADS] = {0};
        float buff[TS_MAX_THREADS] = {0};
        for (int64_t t = 0; t < nt; t++) {
            int64_t b = t * chunk, e = b + chunk < numel ? b + chunk : numel;
            sum_serial(it, b, e, in, f32 ? (void *)&buff[t] : (void *)&bufd[t], f32);
        }
        if (f32) kn_sum2d_f32(threads, 1, buff, 1, 0, (float *)out, 0, 0);
        else kn_sum2d_f64(threads, 1, bufd, 1, 0, (double *)out, 0, 0);
        return;
    }
    /* parallel_dim_reduction: split the outermost kept dim of size >= threads */
    int dim = it->nd - 1;
    for (int d = it->nd - 1; d >= 0 && !(it->so[d] == 0 && it->sh[d] > 1); d--) {
        if (it->sh[d] >= threads) { dim = d; break; }
        if (it->sh[d] > it->sh[dim]) dim = d;
    }
    int64_t cols = it->sh[dim], nt = cols < threads ? cols : threads, chunk = (cols + nt - 1) / nt;
    int64_t per128 = 128 / (int64_t)es;
    for (int64_t t = 0; t < nt; t++) {
        int64_t b = t * chunk, e = b + chunk < cols ? b + chunk : cols;
        if (b >= cols) continue;
        if (it->si[dim] == 1) {
            b -= b % per128;
            if (e != cols) e -= e % per128;
        }
        if (b == e) continue;
        SumIter sub = *it;
        sub.sh[dim] = e - b;
        int64_t n = 1;
        for (int d = 0; d < sub.nd; d++) n *= sub.sh[d];
        const char *ip = (const char *)in + b * it->si[dim] * (int64_t)es;
        char *op = (char *)out + b * it->so[dim] * (int64_t)es;
        sum_serial(&sub, 0, n, ip, op, f32);
    }
}

/* Float32/float64 sum of t over mask into out (zero-filled, contiguous over
 * the kept dims), in PyTorch's order; t is read through its own strides. */
static nb_Status sum_torch(ts_Ctx *c, ts_Tensor *t, const bool *mask, ts_DType ct, void *out)
{
    ts_Tensor *x;
    if (t->dtype == ct) { ts_retain(t); x = t; }
    else TRY(ts__as(c, t, ct, &x));
    nb_Status st = ts_charge(c, (uint64_t)ts_numel(t));
    if (st) { ts_release(x); return st; }
    SumIter it;
    sum_iter_build(&it, x->ndim, x->shape, x->stride, mask);
    int64_t numel = ts_numel(x), onumel = 1;
    for (int d = 0; d < x->ndim; d++) if (!mask[d]) onumel *= x->shape[d];
    size_t es = ts_dtype_size(ct);
    memset(out, 0, (size_t)onumel * es);
    const char *in = (const char *)x->storage->data + x->offset * (int64_t)es;
    sum_run(&it, numel, onumel, in, out, ct == TS_FLOAT32, c->num_threads);
    ts_release(x);
    return NB_OK;
}

static nb_Status sum_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    /* iv[0..ndim): mask; iv[8] keepdim; d[0] scale (mean) */
    ag_Meta *m = &n->meta[0];
    ts_Tensor *gg = g[0], *u = NULL, *e = NULL;
    ts_retain(gg);
    nb_Status st = NB_OK;
    if (!n->iv[8]) {
        for (int i = 0; i < m->ndim; i++)
            if (n->iv[i]) {
                TRYG(ts_unsqueeze(c, gg, i, &u));
                ts_release(gg); gg = u; u = NULL;
            }
    }
    TRYG(ts_expand(c, gg, m->ndim, m->shape, &e));
    if (n->backward == sum_bw && n->d[3] > 0) {
        /* MeanBackward: grad / n, a true division as mean_backward does it */
        ts_Tensor *w;
        TRYG(ts_scalar_tensor(c, ts_sc_f(n->d[3]), TS_NODTYPE, true, &w));
        st = ts__binary_raw(c, TS_DIV, e, w, &gin[0]);
        ts_release(w);
        if (st) goto done;
    } else if (n->d[0] != 1) TRYG(ts__mul_scalar(c, e, n->d[0], &gin[0]));
    else { gin[0] = e; e = NULL; }
done:
    ts_release(gg); ts_release(e); ts_release(u);
    return st;
}

static nb_Status record_red(ts_Ctx *c, ts_Tensor *t, ts_Tensor *r, const char *name, ag_BackwardFn fn,
                            const bool *mask, bool keepdim, double scale, double count)
{
    if (!ts_dtype_is_float(r->dtype) || !ag_should_record(c, 1, &t)) return NB_OK;
    ag_Node *n;
    TRY(ag_make(c, name, fn, 1, &t, 1, &n));
    for (int i = 0; i < t->ndim; i++) n->iv[i] = mask[i];
    n->iv[8] = keepdim;
    n->d[0] = scale;
    n->d[3] = count; /* a mean's element count, 0 for a sum */
    ag_set_output(n, r, 0);
    ag_node_release(n);
    return NB_OK;
}

/* The grad_fn names of sum and mean (all elements, over dims): one pointer
 * per name, so that ts__sum_kind_of tells a renamed node apart. */
static const char *const sum_names[4] = {"SumBackward0", "SumBackward1", "MeanBackward0", "MeanBackward1"};

int ts__sum_kind_of(const ag_Node *n)
{
    for (int k = 0; k < 4; k++)
        if (n->name == sum_names[k]) return k >= 2;
    return -1;
}

static nb_Status sum_impl(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, int dtype,
                          bool mean, ts_Tensor **out)
{
    bool mask[TS_MAXDIM];
    TRY(ts__dim_mask(c, t, dims, ndims, mask));
    ts_DType odt = dtype != TS_NODTYPE ? (ts_DType)dtype : (ts_dtype_is_float(t->dtype) ? t->dtype : TS_INT64);
    if (mean && !ts_dtype_is_float(odt))
        return ts_err(c, TS_ERR_RUNTIME, "mean(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. Got: %s", ts_dtype_short(t->dtype));
    int64_t sh[TS_MAXDIM];
    int nd = red_shape(t, mask, keepdim, sh);
    ts_DType ct = ts__ctype(odt);
    ts_Tensor *buf, *r;
    TRY(ts__new(c, ct, nd, sh, &buf));
    int nred = 0, rd = -1;
    for (int i = 0; i < t->ndim; i++) if (mask[i]) { nred++; rd = i; }
    nb_Status st;
    (void)rd;
    if (ct == TS_FLOAT32 || ct == TS_FLOAT64)
        st = sum_torch(c, t, mask, ct, ts_data(buf));
    else
        st = reduce_generic(c, t, mask, ct, ct == TS_FLOAT32 ? sum_f : ct == TS_FLOAT64 ? sum_d : sum_i, NULL,
                            ts_data(buf));
    if (st) { ts_release(buf); return st; }
    int64_t cnt = 1;
    for (int i = 0; i < t->ndim; i++) if (mask[i]) cnt *= t->shape[i];
    if (mean) {
        int64_t N = ts_numel(buf);
        if (ct == TS_FLOAT32) { float *p = ts_data(buf); for (int64_t i = 0; i < N; i++) p[i] = p[i] / (float)cnt; }
        else { double *p = ts_data(buf); for (int64_t i = 0; i < N; i++) p[i] = p[i] / (double)cnt; }
    }
    if (odt != ct) {
        st = ts__new(c, odt, nd, sh, &r);
        if (st) { ts_release(buf); return st; }
        ts__copy_into(r, buf);
        ts_release(buf);
    } else r = buf;
    const char *name = sum_names[(mean ? 2 : 0) + (dims != NULL)];
    st = record_red(c, t, r, name, sum_bw, mask, keepdim, mean ? 1.0 / (double)(cnt ? cnt : 1) : 1.0,
                    mean && cnt ? (double)cnt : 0.0);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

nb_Status ts_sum(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, int dtype, ts_Tensor **out)
{
    return sum_impl(c, t, dims, ndims, keepdim, dtype, false, out);
}
nb_Status ts_mean(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, int dtype, ts_Tensor **out)
{
    return sum_impl(c, t, dims, ndims, keepdim, dtype, true, out);
}

/* ---- prod */
static void prod_d(void *ctx, const void *x, int64_t n, int64_t s, void *o, int64_t i)
{
    double a = 1; for (int64_t k = 0; k < n; k++) a *= ((const double *)x)[k * s]; ((double *)o)[i] = a;
}
static void prod_f(void *ctx, const void *x, int64_t n, int64_t s, void *o, int64_t i)
{
    float a = 1; for (int64_t k = 0; k < n; k++) a *= ((const float *)x)[k * s]; ((float *)o)[i] = a;
}
static void prod_i(void *ctx, const void *x, int64_t n, int64_t s, void *o, int64_t i)
{
    uint64_t a = 1; for (int64_t k = 0; k < n; k++) a *= (uint64_t)((const int64_t *)x)[k * s]; ((int64_t *)o)[i] = (int64_t)a;
}
static nb_Status prod_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    /* grad * result / x (inputs without zeros) */
    ts_Tensor *x, *y, *e = NULL, *q = NULL;
    TRY(ag_unpack(c, n, 0, &x));
    TRY(ag_unpack(c, n, 1, &y));
    nb_Status st;
    ts_Tensor *gs[1];
    ts_Tensor *yy = NULL;
    TRYG(ts__binary_raw(c, TS_MUL, g[0], y, &yy));
    gs[0] = yy;
    TRYG(sum_bw(c, n, gs, &e));
    TRYG(ts__binary_raw(c, TS_DIV, e, x, &gin[0]));
done:
    ts_release(e); ts_release(q); ts_release(yy);
    return st;
}
nb_Status ts_prod(ts_Ctx *c, ts_Tensor *t, bool has_dim, int64_t dim, bool keepdim, int dtype, ts_Tensor **out)
{
    ts_Tensor *av[1] = {t};
    TS_AMP(c, TS_FLOAT32, 1, av, ts_prod(c, av[0], has_dim, dim, keepdim, dtype, out));
    bool mask[TS_MAXDIM];
    TRY(ts__dim_mask(c, t, has_dim ? &dim : NULL, 1, mask));
    ts_DType odt = dtype != TS_NODTYPE ? (ts_DType)dtype : (ts_dtype_is_float(t->dtype) ? t->dtype : TS_INT64);
    int64_t sh[TS_MAXDIM];
    int nd = red_shape(t, mask, has_dim && keepdim, sh);
    ts_DType ct = ts__ctype(odt);
    ts_Tensor *buf, *r;
    TRY(ts__new(c, ct, nd, sh, &buf));
    nb_Status st = reduce_generic(c, t, mask, ct, ct == TS_FLOAT32 ? prod_f : ct == TS_FLOAT64 ? prod_d : prod_i, NULL, ts_data(buf));
    if (st) { ts_release(buf); return st; }
    if (odt != ct) { st = ts__as(c, buf, odt, &r); ts_release(buf); if (st) return st; } else r = buf;
    if (ts_dtype_is_float(r->dtype) && ag_should_record(c, 1, &t)) {
        ag_Node *n;
        st = ag_make(c, has_dim ? "ProdBackward1" : "ProdBackward0", prod_bw, 1, &t, 1, &n);
        if (!st) {
            for (int i = 0; i < t->ndim; i++) n->iv[i] = mask[i];
            n->iv[8] = has_dim && keepdim; n->d[0] = 1;
            st = ag_save(c, n, 0, t, false);
            if (!st) st = ag_save(c, n, 1, r, true);
            if (!st) ag_set_output(n, r, 0);
            ag_node_release(n);
        }
        if (st) { ts_release(r); return st; }
    }
    *out = r;
    return NB_OK;
}

/* ---- max/min family: values + first-occurrence index; NaN wins */
typedef struct { bool ismax; int64_t *idx; } MMCtx;
static void mm_d(void *vc, const void *xv, int64_t n, int64_t s, void *o, int64_t i)
{
    MMCtx *m = vc;
    const double *x = xv;
    double best = x[0];
    int64_t bi = 0;
    for (int64_t k = 1; k < n && best == best; k++) {
        double v = x[k * s];
        if (v != v || (m->ismax ? v > best : v < best)) { best = v; bi = k; }
    }
    ((double *)o)[i] = best;
    if (m->idx) m->idx[i] = bi;
}
static void mm_i(void *vc, const void *xv, int64_t n, int64_t s, void *o, int64_t i)
{
    MMCtx *m = vc;
    const int64_t *x = xv;
    int64_t best = x[0], bi = 0;
    for (int64_t k = 1; k < n; k++) {
        int64_t v = x[k * s];
        if (m->ismax ? v > best : v < best) { best = v; bi = k; }
    }
    ((int64_t *)o)[i] = best;
    if (m->idx) m->idx[i] = bi;
}

static nb_Status minmax(ts_Ctx *c, ts_Tensor *t, const bool *mask, bool keepdim, bool ismax, bool want_idx,
                        ts_Tensor **vals, ts_Tensor **idx, const char *opname, int64_t dim)
{
    int64_t cnt = 1;
    for (int i = 0; i < t->ndim; i++) if (mask[i]) cnt *= t->shape[i];
    if (cnt == 0 || ts_numel(t) == 0) {
        if (cnt > 0) {
            /* reducing non-empty dims of an empty tensor: an empty result, nothing to compare */
            int64_t esh[TS_MAXDIM];
            int end = red_shape(t, mask, keepdim, esh);
            ts_Tensor *e = NULL, *ei = NULL;
            nb_Status es;
            if ((es = ts__new(c, t->dtype, end, esh, &e)) != NB_OK) return es;
            if (want_idx && (es = ts__new(c, TS_INT64, end, esh, &ei)) != NB_OK) { ts_release(e); return es; }
            if (vals) *vals = e; else ts_release(e);
            if (idx) *idx = ei; else ts_release(ei);
            return NB_OK;
        }
        if (opname && dim >= 0)
            return ts_err(c, TS_ERR_INDEX, "%s(): Expected reduction dim %lld to have non-zero size.", opname, (long long)dim);
        return ts_err(c, TS_ERR_RUNTIME, "%s(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.", opname ? opname : (ismax ? "max" : "min"));
    }
    int64_t sh[TS_MAXDIM];
    int nd = red_shape(t, mask, keepdim, sh);
    ts_DType ct = ts_dtype_is_float(t->dtype) ? TS_FLOAT64 : TS_INT64;
    ts_Tensor *buf = NULL, *ix = NULL;
    nb_Status st;
    TRYG(ts__new(c, ct, nd, sh, &buf));
    if (want_idx) TRYG(ts__new(c, TS_INT64, nd, sh, &ix));
    MMCtx m = {ismax, ix ? ts_data(ix) : NULL};
    TRYG(reduce_generic(c, t, mask, ct, ct == TS_FLOAT64 ? mm_d : mm_i, &m, ts_data(buf)));
    if (vals) { TRYG(ts__as(c, buf, t->dtype, vals)); }
    if (idx) { *idx = ix; ix = NULL; }
done:
    ts_release(buf); ts_release(ix);
    return st;
}

/* max_all backward: evenly distribute among ties (PyTorch: grad / count at max) */
static nb_Status maxall_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x, *y, *eq = NULL, *cnt = NULL, *gd = NULL, *z = NULL;
    TRY(ag_unpack(c, n, 0, &x));
    TRY(ag_unpack(c, n, 1, &y));
    nb_Status st;
    TRYG(ts__binary_raw(c, TS_EQ, x, y, &eq));
    TRYG(ts_sum(c, eq, NULL, 0, false, TS_NODTYPE, &cnt));
    TRYG(ts__binary_raw(c, TS_DIV, g[0], cnt, &gd));
    TRYG(ts__scalar_like(c, 0, g[0]->dtype, &z));
    TRYG(ts_where(c, eq, gd, z, &gin[0]));
done:
    ts_release(eq); ts_release(cnt); ts_release(gd); ts_release(z);
    return st;
}

static nb_Status max_all(ts_Ctx *c, ts_Tensor *t, bool ismax, ts_Tensor **out)
{
    bool mask[TS_MAXDIM];
    for (int i = 0; i < TS_MAXDIM; i++) mask[i] = true;
    ts_Tensor *r;
    if (ts_numel(t) == 0)
        return ts_err(c, TS_ERR_RUNTIME, "%s(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.", ismax ? "max" : "min");
    TRY(minmax(c, t, mask, false, ismax, false, &r, NULL, ismax ? "max" : "min", -1));
    if (ts_dtype_is_float(t->dtype) && ag_should_record(c, 1, &t)) {
        ag_Node *n;
        nb_Status st = ag_make(c, ismax ? "MaxBackward1" : "MinBackward1", maxall_bw, 1, &t, 1, &n);
        if (!st) {
            st = ag_save(c, n, 0, t, false);
            if (!st) st = ag_save(c, n, 1, r, true);
            if (!st) ag_set_output(n, r, 0);
            ag_node_release(n);
        }
        if (st) { ts_release(r); return st; }
    }
    *out = r;
    return NB_OK;
}
nb_Status ts_max_all(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out) { return max_all(c, t, true, out); }
nb_Status ts_min_all(ts_Ctx *c, ts_Tensor *t, ts_Tensor **out) { return max_all(c, t, false, out); }

/* max(dim) backward: scatter grad to the index positions */
static nb_Status maxdim_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *ix, *gg = g[0], *ii = NULL, *z = NULL;
    if (!gg) return NB_OK;
    TRY(ag_unpack(c, n, 0, &ix));
    int64_t dim = n->iv[0];
    nb_Status st;
    ts_retain(gg);
    ts_retain(ix);
    ii = ix;
    if (!n->iv[1] && n->meta[0].ndim > 0) {
        ts_Tensor *u;
        TRYG(ts_unsqueeze(c, gg, dim, &u)); ts_release(gg); gg = u;
        TRYG(ts_unsqueeze(c, ii, dim, &u)); ts_release(ii); ii = u;
    }
    TRYG(ts_zeros(c, n->meta[0].ndim, n->meta[0].shape, gg->dtype, &z));
    TRYG(ts_scatter(c, z, dim, ii, gg, false, &gin[0]));
done:
    ts_release(gg); ts_release(ii); ts_release(z);
    return st;
}

static nb_Status max_dim(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool keepdim, bool ismax, ts_Tensor **values,
                         ts_Tensor **indices)
{
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    bool mask[TS_MAXDIM] = {0};
    if (t->ndim) mask[dim] = true;
    if (t->ndim && t->shape[dim] == 0)
        return ts_err(c, TS_ERR_INDEX, "%s(): Expected reduction dim %lld to have non-zero size.", ismax ? "max" : "min", (long long)dim);
    ts_Tensor *v, *ix;
    TRY(minmax(c, t, mask, keepdim, ismax, true, &v, &ix, ismax ? "max" : "min", dim));
    if (ts_dtype_is_float(t->dtype) && ag_should_record(c, 1, &t)) {
        ag_Node *n;
        nb_Status st = ag_make(c, ismax ? "MaxBackward0" : "MinBackward0", maxdim_bw, 1, &t, 2, &n);
        if (!st) {
            n->iv[0] = dim; n->iv[1] = keepdim;
            st = ag_save(c, n, 0, ix, false);
            if (!st) ag_set_output(n, v, 0);
            ag_node_release(n);
        }
        if (st) { ts_release(v); ts_release(ix); return st; }
    }
    *values = v;
    *indices = ix;
    return NB_OK;
}
nb_Status ts_max_dim(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool keepdim, ts_Tensor **v, ts_Tensor **i) { return max_dim(c, t, dim, keepdim, true, v, i); }
nb_Status ts_min_dim(ts_Ctx *c, ts_Tensor *t, int64_t dim, bool keepdim, ts_Tensor **v, ts_Tensor **i) { return max_dim(c, t, dim, keepdim, false, v, i); }

static nb_Status amax_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    /* grad distributed evenly over ties: (x == y) * g / count */
    ts_Tensor *x, *y, *ye = NULL, *ge = NULL, *eq = NULL, *cnt = NULL, *ce = NULL, *num = NULL, *z = NULL;
    TRY(ag_unpack(c, n, 0, &x));
    TRY(ag_unpack(c, n, 1, &y));
    nb_Status st;
    ts_Tensor *gs[1] = {y};
    double keep = n->d[0];
    n->d[0] = 1;
    st = sum_bw(c, n, gs, &ye);
    if (!st) { gs[0] = g[0]; st = sum_bw(c, n, gs, &ge); }
    n->d[0] = keep;
    if (st) goto done;
    TRYG(ts__binary_raw(c, TS_EQ, x, ye, &eq));
    {
        int64_t dims[TS_MAXDIM]; int nd = 0;
        for (int i = 0; i < n->meta[0].ndim; i++) if (n->iv[i]) dims[nd++] = i;
        TRYG(ts_sum(c, eq, dims, nd, true, TS_NODTYPE, &cnt));
    }
    TRYG(ts__binary_raw(c, TS_DIV, ge, cnt, &num));
    TRYG(ts__scalar_like(c, 0, g[0]->dtype, &z));
    TRYG(ts_where(c, eq, num, z, &gin[0]));
done:
    ts_release(ye); ts_release(ge); ts_release(eq); ts_release(cnt); ts_release(ce); ts_release(num); ts_release(z);
    return st;
}

static nb_Status amaxmin(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, bool ismax, ts_Tensor **out)
{
    bool mask[TS_MAXDIM];
    TRY(ts__dim_mask(c, t, ndims ? dims : NULL, ndims, mask));
    for (int i = 0; ndims && i < t->ndim; i++)
        if (mask[i] && t->shape[i] == 0)
            return ts_err(c, TS_ERR_INDEX, "%s(): Expected reduction dim %d to have non-zero size.", ismax ? "amax" : "amin", i);
    ts_Tensor *r;
    TRY(minmax(c, t, mask, keepdim, ismax, false, &r, NULL, ismax ? "amax" : "amin", -1));
    if (ts_dtype_is_float(t->dtype) && ag_should_record(c, 1, &t)) {
        ag_Node *n;
        nb_Status st = ag_make(c, ismax ? "AmaxBackward0" : "AminBackward0", amax_bw, 1, &t, 1, &n);
        if (!st) {
            for (int i = 0; i < t->ndim; i++) n->iv[i] = mask[i];
            n->iv[8] = keepdim; n->d[0] = 1;
            st = ag_save(c, n, 0, t, false);
            if (!st) st = ag_save(c, n, 1, r, true);
            if (!st) ag_set_output(n, r, 0);
            ag_node_release(n);
        }
        if (st) { ts_release(r); return st; }
    }
    *out = r;
    return NB_OK;
}
nb_Status ts_amax(ts_Ctx *c, ts_Tensor *t, const int64_t *d, int nd, bool k, ts_Tensor **o) { return amaxmin(c, t, d, nd, k, true, o); }
nb_Status ts_amin(ts_Ctx *c, ts_Tensor *t, const int64_t *d, int nd, bool k, ts_Tensor **o) { return amaxmin(c, t, d, nd, k, false, o); }

static nb_Status argm(ts_Ctx *c, ts_Tensor *t, bool has_dim, int64_t dim, bool keepdim, bool ismax, ts_Tensor **out)
{
    bool mask[TS_MAXDIM];
    ts_Tensor *flat = NULL;
    nb_Status st;
    if (!has_dim) {
        int64_t n = ts_numel(t);
        if (n == 0) return ts_err(c, TS_ERR_RUNTIME, "%s(): Expected reduction dim to be specified for input.numel() == 0.", ismax ? "argmax" : "argmin");
        ts__NoGrad ng = ts__nograd_begin(c);
        st = ts_reshape(c, t, 1, &n, &flat);
        ts__nograd_end(c, ng);
        if (st) return st;
        mask[0] = true;
        ts_Tensor *ix;
        st = minmax(c, flat, mask, false, ismax, true, NULL, &ix, ismax ? "argmax" : "argmin", 0);
        ts_release(flat);
        if (st) return st;
        if (keepdim) {
            int64_t sh[TS_MAXDIM];
            for (int i = 0; i < t->ndim; i++) sh[i] = 1;
            ts_Tensor *r;
            st = ts_reshape(c, ix, t->ndim, sh, &r);
            ts_release(ix);
            if (st) return st;
            ix = r;
        }
        *out = ix;
        return NB_OK;
    }
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    for (int i = 0; i < TS_MAXDIM; i++) mask[i] = false;
    if (t->ndim) mask[dim] = true;
    return minmax(c, t, mask, keepdim, ismax, true, NULL, out, ismax ? "argmax" : "argmin", dim);
}
nb_Status ts_argmax(ts_Ctx *c, ts_Tensor *t, bool hd, int64_t d, bool k, ts_Tensor **o) { return argm(c, t, hd, d, k, true, o); }
nb_Status ts_argmin(ts_Ctx *c, ts_Tensor *t, bool hd, int64_t d, bool k, ts_Tensor **o) { return argm(c, t, hd, d, k, false, o); }

/* ---- var / std (two-pass: mean then squared deviations, in double like PyTorch's Welford in acc type) */
typedef struct { double corr; } VarCtx;
static void var_d(void *vc, const void *xv, int64_t n, int64_t s, void *o, int64_t i)
{
    VarCtx *v = vc;
    const double *x = xv;
    /* Welford, as PyTorch's WelfordOps (acc in double for float inputs) */
    double mean = 0, m2 = 0;
    for (int64_t k = 0; k < n; k++) {
        double d = x[k * s] - mean;
        mean += d / (double)(k + 1);
        m2 += d * (x[k * s] - mean);
    }
    double div = (double)n - v->corr;
    ((double *)o)[i] = m2 / (div > 0 ? div : 0);
}

/* var_backward: (2 / dof) * grad * (x - x.mean(dim, keepdim=True)), the
 * scalar rounded to the grad's dtype and applied to the (unexpanded) grad
 * first; std_backward first makes grad (grad / (std * 2)).masked_fill_(std == 0, 0).
 * d[1] holds dof = N - correction. */
static nb_Status var_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x, *y, *mean = NULL, *dev = NULL, *gv = NULL, *y2 = NULL, *q = NULL, *z = NULL, *m = NULL;
    ts_Tensor *ge = NULL, *t1 = NULL;
    TRY(ag_unpack(c, n, 0, &x));
    nb_Status st;
    int64_t dims[TS_MAXDIM]; int nd = 0;
    for (int i = 0; i < n->meta[0].ndim; i++) if (n->iv[i]) dims[nd++] = i;
    TRYG(ts_mean(c, x, dims, nd, true, TS_NODTYPE, &mean));
    TRYG(ts__binary_raw(c, TS_SUB, x, mean, &dev));
    gv = g[0];
    ts_retain(gv);
    if (n->iv[9]) {
        TRYG(ag_unpack(c, n, 1, &y));
        TRYG(ts__mul_scalar(c, y, 2, &y2));
        TRYG(ts__binary_raw(c, TS_DIV, gv, y2, &q));
        TRYG(ts__scalar_like(c, 0, q->dtype, &z));
        TRYG(ts__binary_raw(c, TS_EQ, y, z, &m));
        ts_release(gv); gv = NULL;
        TRYG(ts_where(c, m, z, q, &gv));
    }
    TRYG(ts__mul_scalar(c, gv, 2.0 / n->d[1], &t1));
    double scale = n->d[0];
    n->d[0] = 1;
    ts_Tensor *gs[1] = {t1};
    st = sum_bw(c, n, gs, &ge);
    n->d[0] = scale;
    if (st) goto done;
    TRYG(ts__binary_raw(c, TS_MUL, ge, dev, &gin[0]));
done:
    ts_release(mean); ts_release(dev); ts_release(gv); ts_release(y2); ts_release(q); ts_release(z); ts_release(m);
    ts_release(ge); ts_release(t1);
    return st;
}

/* PyTorch's std_var_all_cpu (a reduction to one value): the mean first, as
 * the tensor's own dtype computes it (float32 mean for float32), then
 * sum((x - mean)^2) in double, sequential in the iterator's memory order, in
 * two halves above 32768 elements (at::parallel_reduce with 2 threads), then
 * divided by max(0, n - correction); the result rounded once to t's dtype. */
static nb_Status var_all(ts_Ctx *c, ts_Tensor *t, double corr, bool isstd, double *res)
{
    ts_Tensor *m = NULL;
    ts__NoGrad ng = ts__nograd_begin(c);
    nb_Status st = ts_mean(c, t, NULL, 0, false, TS_NODTYPE, &m);
    ts__nograd_end(c, ng);
    if (st) return st;
    double mean = m->dtype == TS_FLOAT32 ? (double)*(float *)ts_data(m) : *(double *)ts_data(m);
    ts_release(m);
    bool all[TS_MAXDIM];
    for (int i = 0; i < TS_MAXDIM; i++) all[i] = true;
    SumIter it;
    sum_iter_build(&it, t->ndim, t->shape, t->stride, all);
    int64_t numel = ts_numel(t), chunk = sum_chunk(numel, c->num_threads), idx[TS_MAXDIM] = {0};
    const char *base = ts_data(t);
    bool f32 = t->dtype == TS_FLOAT32;
    double total = 0, part = 0;
    for (int64_t k = 0; k < numel; k++) {
        int64_t off = 0;
        for (int d = 0; d < it.nd; d++) off += idx[d] * it.si[d];
        double v = f32 ? (double)((const float *)base)[off] : ((const double *)base)[off];
        double dx = v - mean;
        part += dx * dx;
        if ((k + 1) % chunk == 0 || k + 1 == numel) { total += part; part = 0; }
        for (int d = 0; d < it.nd; d++) { if (++idx[d] < it.sh[d]) break; idx[d] = 0; }
    }
    double div = (double)numel - corr;
    double var = total / (div > 0 ? div : 0);
    *res = isstd ? sqrt(var) : var;
    return NB_OK;
}

static nb_Status var_impl(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, double corr, bool keepdim,
                          bool isstd, ts_Tensor **out)
{
    if (!ts_dtype_is_float(t->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "std and var only support floating point and complex dtypes");
    bool mask[TS_MAXDIM];
    TRY(ts__dim_mask(c, t, ndims ? dims : NULL, ndims, mask));
    int64_t sh[TS_MAXDIM], cnt = 1;
    for (int i = 0; i < t->ndim; i++) if (mask[i]) cnt *= t->shape[i];
    int nd = red_shape(t, mask, keepdim, sh);
    ts_Tensor *buf, *r;
    TRY(ts__new(c, TS_FLOAT64, nd, sh, &buf));
    VarCtx vc = {corr};
    nb_Status st;
    if (ts_numel(buf) == 1 && ts_numel(t) > 0 && (t->dtype == TS_FLOAT32 || t->dtype == TS_FLOAT64)) {
        st = var_all(c, t, corr, isstd, (double *)ts_data(buf));
    } else {
        st = reduce_generic(c, t, mask, TS_FLOAT64, var_d, &vc, ts_data(buf));
        if (!st && isstd) { double *p = ts_data(buf); for (int64_t i = 0; i < ts_numel(buf); i++) p[i] = sqrt(p[i]); }
    }
    if (!st) st = ts__as(c, buf, t->dtype, &r);
    ts_release(buf);
    if (st) return st;
    if (ag_should_record(c, 1, &t)) {
        ag_Node *n;
        st = ag_make(c, isstd ? "StdBackward0" : "VarBackward0", var_bw, 1, &t, 1, &n);
        if (!st) {
            for (int i = 0; i < t->ndim; i++) n->iv[i] = mask[i];
            n->iv[8] = keepdim; n->iv[9] = isstd;
            n->d[0] = 1; n->d[1] = (double)cnt - corr;
            st = ag_save(c, n, 0, t, false);
            if (!st) st = ag_save(c, n, 1, r, true);
            if (!st) ag_set_output(n, r, 0);
            ag_node_release(n);
        }
        if (st) { ts_release(r); return st; }
    }
    *out = r;
    return NB_OK;
}
nb_Status ts_var(ts_Ctx *c, ts_Tensor *t, const int64_t *d, int nd, double corr, bool k, ts_Tensor **o) { return var_impl(c, t, d, nd, corr, k, false, o); }
nb_Status ts_std(ts_Ctx *c, ts_Tensor *t, const int64_t *d, int nd, double corr, bool k, ts_Tensor **o) { return var_impl(c, t, d, nd, corr, k, true, o); }

/* ---- norm: composed from differentiable ops, renamed LinalgVectorNormBackward0 */
/* ---- vector norms in PyTorch's order (norm_kernel_tensor_iterator_impl):
 * p == 2 over a contiguous innermost dim: W-lane accumulators of x*x (AVX2
 * width: 8 floats / 4 doubles, mul then add), lanes added in order, then
 * the tail as fma(x, x, acc) (GCC contracts that scalar loop; measured; a
 * row shorter than W: plain mul then add), sqrt; otherwise a sequential accumulator in the
 * element type (NormOneOps / NormTwoOps / NormOps), two halves above 32768
 * elements for a single output. */
typedef struct { double p; bool lastdim; bool f32; int threads; } NormCtx;

#define NORM_ROW(T, NAME, W, SQRT, POW, FABS, FMA)                                          \
static T NAME(const NormCtx *nc, const T *x, int64_t n, int64_t s)                          \
{                                                                                           \
    T p = (T)nc->p;                                                                         \
    if (nc->p == 2 && nc->lastdim && s == 1) {                                              \
        T acc[W] = {0};                                                                     \
        int64_t d = 0;                                                                      \
        for (; d < n - n % (W); d += (W))                                                   \
            for (int l = 0; l < (W); l++) acc[l] += x[d + l] * x[d + l];                    \
        T b = acc[0];                                                                       \
        for (int l = 1; l < (W); l++) b = b + acc[l];                                       \
        for (; d < n; d++) b = n < (W) ? b + x[d] * x[d] : FMA(x[d], x[d], b);                  \
        return SQRT(b);                                                                     \
    }                                                                                       \
    int64_t chunk = sum_chunk(n, nc->threads);                                              \
    T total = 0, part = 0;                                                                  \
    for (int64_t k = 0; k < n; k++) {                                                       \
        T v = x[k * s];                                                                     \
        if (nc->p == 2) part = part + v * v;                                                \
        else if (nc->p == 1) part = part + FABS(v);                                         \
        else part = part + POW(FABS(v), p);                                                 \
        if ((k + 1) % chunk == 0 || k + 1 == n) { total = total + part; part = 0; }         \
    }                                                                                       \
    if (nc->p == 2) return SQRT(total);                                                     \
    if (nc->p == 1) return total;                                                           \
    return POW(total, (T)1 / p);                                                            \
}
NORM_ROW(float, norm_row_f, 8, sqrtf, powf, fabsf, fmaf)
NORM_ROW(double, norm_row_d, 4, sqrt, pow, fabs, fma)

static void norm_cb(void *vc, const void *x, int64_t n, int64_t s, void *o, int64_t i)
{
    const NormCtx *nc = vc;
    if (nc->f32) ((float *)o)[i] = norm_row_f(nc, x, n, s);
    else ((double *)o)[i] = norm_row_d(nc, x, n, s);
}

/* Overwrite r (contiguous, t's float dtype, t reduced over mask) with the
 * exact PyTorch values of the p-norm (finite p > 0). */
static nb_Status norm_exact(ts_Ctx *c, ts_Tensor *t, double p, const bool *mask, ts_Tensor *r)
{
    SumIter it;
    sum_iter_build(&it, t->ndim, t->shape, t->stride, mask);
    int nred = 0;
    for (int d = 0; d < it.nd; d++) if (it.so[d] == 0 && it.sh[d] > 1) nred++;
    NormCtx nc = {p, nred == 1 && it.nd >= 1 && it.so[0] == 0 && it.si[0] == 1, t->dtype == TS_FLOAT32, c->num_threads};
    return reduce_generic(c, t, mask, t->dtype, norm_cb, &nc, ts_data(r));
}

/* linalg_vector_norm_backward (norm_backward) for p == 2 and p > 1, in
 * recording ops (so create_graph differentiates it): p == 2:
 * grad * (x / norm).masked_fill_(norm == 0, 0); otherwise
 * (p < 2 ? x.sgn() * |x|^(p-1) : x * |x|^(p-2)) * (grad / norm^(p-1)).masked_fill_(norm == 0, 0).
 * iv[0..ndim) the reduced dims, iv[8] keepdim, d[0] p; slot 0 x, slot 1 norm. */
static nb_Status norm_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x, *y, *gg = g[0], *yy, *u = NULL, *z = NULL, *m = NULL, *q = NULL, *q2 = NULL;
    ts_Tensor *a = NULL, *pw = NULL, *sg = NULL, *ss = NULL, *np = NULL;
    TRY(ag_unpack(c, n, 0, &x));
    TRY(ag_unpack(c, n, 1, &y));
    double p = n->d[0];
    nb_Status st = NB_OK;
    ts_retain(gg);
    yy = y;
    ts_retain(yy);
    if (!n->iv[8] && n->iv[9]) /* unsqueeze_multiple over the dims given (none: nothing to do) */
        for (int i = 0; i < n->meta[0].ndim; i++) {
            if (!n->iv[i]) continue;
            TRYG(ts_unsqueeze(c, gg, i, &u));
            ts_release(gg); gg = u; u = NULL;
            TRYG(ts_unsqueeze(c, yy, i, &u));
            ts_release(yy); yy = u; u = NULL;
        }
    TRYG(ts__scalar_like(c, 0, y->dtype, &z));
    z->is_wrapped_number = true; /* masked_fill_(norm == 0, 0): a Scalar fill, MaskedFillBackward0 */
    TRYG(ts__binary_raw(c, TS_EQ, yy, z, &m));
    if (p == 2) {
        TRYG(ts_binary(c, TS_DIV, x, yy, &q));
        TRYG(ts_masked_fill(c, q, m, z, &q2));
        TRYG(ts_binary(c, TS_MUL, gg, q2, &gin[0]));
    } else {
        TRYG(ts_unary(c, TS_ABS, x, &a));
        TRYG(ts_pow_scalar(c, a, ts_sc_f(p < 2 ? p - 1 : p - 2), &pw));
        if (p < 2) TRYG(ts_unary(c, TS_SIGN, x, &sg));
        TRYG(ts_binary(c, TS_MUL, p < 2 ? sg : x, pw, &ss));
        TRYG(ts_pow_scalar(c, yy, ts_sc_f(p - 1), &np));
        TRYG(ts_binary(c, TS_DIV, gg, np, &q));
        TRYG(ts_masked_fill(c, q, m, z, &q2));
        TRYG(ts_binary(c, TS_MUL, ss, q2, &gin[0]));
    }
done:
    ts_release(gg); ts_release(yy); ts_release(u); ts_release(z); ts_release(m); ts_release(q); ts_release(q2);
    ts_release(a); ts_release(pw); ts_release(sg); ts_release(ss); ts_release(np);
    return st;
}

nb_Status ts_norm(ts_Ctx *c, ts_Tensor *t, double p, const int64_t *dims, int ndims, bool keepdim, ts_Tensor **out)
{
    ts_Tensor *a = NULL, *b = NULL, *s = NULL;
    nb_Status st;
    /* p > 1 (finite) on float: one node with norm_backward's formula */
    bool own = !isinf(p) && p > 1 && (t->dtype == TS_FLOAT32 || t->dtype == TS_FLOAT64) && ag_should_record(c, 1, &t);
    ts__NoGrad ng;
    if (own) ng = ts__nograd_begin(c);
    if (isinf(p)) {
        TRYG(ts_unary(c, TS_ABS, t, &a));
        TRYG(p > 0 ? ts_amax(c, a, dims, ndims, keepdim, out) : ts_amin(c, a, dims, ndims, keepdim, out));
    } else if (p == 1) {
        TRYG(ts_unary(c, TS_ABS, t, &a));
        TRYG(ts_sum(c, a, ndims ? dims : NULL, ndims, keepdim, TS_NODTYPE, out));
    } else {
        TRYG(ts_unary(c, TS_ABS, t, &a));
        TRYG(ts_pow_scalar(c, a, ts_sc_f(p), &b));
        TRYG(ts_sum(c, b, ndims ? dims : NULL, ndims, keepdim, TS_NODTYPE, &s));
        TRYG(p == 2 ? ts_unary(c, TS_SQRT, s, out) : ts_pow_scalar(c, s, ts_sc_f(1.0 / p), out));
    }
    /* the graph is the composite's; the values are ATen's norm kernel's */
    if (!isinf(p) && p > 0 && (t->dtype == TS_FLOAT32 || t->dtype == TS_FLOAT64) && (*out)->dtype == t->dtype &&
        ts_is_contiguous(*out) && ts_numel(t) > 0) {
        bool mask[TS_MAXDIM];
        TRYG(ts__dim_mask(c, t, ndims ? dims : NULL, ndims, mask));
        TRYG(norm_exact(c, t, p, mask, *out));
    }
    if (own) {
        ts__nograd_end(c, ng);
        own = false;
        bool mask[TS_MAXDIM];
        ag_Node *n;
        TRYG(ts__dim_mask(c, t, ndims ? dims : NULL, ndims, mask));
        TRYG(ag_make(c, "LinalgVectorNormBackward0", norm_bw, 1, &t, 1, &n));
        for (int i = 0; i < t->ndim; i++) n->iv[i] = mask[i];
        n->iv[8] = keepdim;
        n->iv[9] = ndims > 0;
        n->d[0] = p;
        st = ag_save(c, n, 0, t, false);
        if (!st) st = ag_save(c, n, 1, *out, true);
        if (!st) ag_set_output(n, *out, 0);
        ag_node_release(n);
        if (st) goto done;
    } else
        TRYG(ag_fuse(c, "LinalgVectorNormBackward0", 1, &t, 1, out));
done:
    if (own) ts__nograd_end(c, ng);
    ts_release(a); ts_release(b); ts_release(s);
    return st;
}

nb_Status ts_logsumexp(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, ts_Tensor **out)
{
    /* max-shifted: m + log(sum(exp(x - m))) with m = amax (no grad through m) */
    ts_Tensor *m = NULL, *md = NULL, *d = NULL, *e = NULL, *s = NULL, *l = NULL, *ms = NULL;
    nb_Status st;
    ts__NoGrad ng = ts__nograd_begin(c);
    st = ts_amax(c, t, dims, ndims, true, &m);
    if (!st) st = ts_data_alias(c, m, &md);
    if (!st) { /* inf max → 0 shift */
        int64_t N = ts_numel(md);
        for (int64_t i = 0; i < N; i++) {
            double v = ts_get_flat_f(md, i);
            if (isinf(v)) ts__storef((char *)ts_data(md) + i * (int64_t)ts_dtype_size(md->dtype), md->dtype, 0);
        }
    }
    ts__nograd_end(c, ng);
    if (st) goto done;
    TRYG(ts_sub(c, t, md, ts_sc_i(1), &d));
    TRYG(ts_unary(c, TS_EXP, d, &e));
    TRYG(ts_sum(c, e, ndims ? dims : NULL, ndims, keepdim, TS_NODTYPE, &s));
    TRYG(ts_unary(c, TS_LOG, s, &l));
    if (!keepdim) TRYG(ts_squeeze(c, md, dims, ndims, &ms));
    else { ts_retain(md); ms = md; }
    TRYG(ts_add(c, l, ms, ts_sc_i(1), out));
    TRYG(ag_fuse(c, "LogsumexpBackward0", 1, &t, 1, out));
done:
    ts_release(m); ts_release(md); ts_release(d); ts_release(e); ts_release(s); ts_release(l); ts_release(ms);
    return st;
}

static void any_i(void *vc, const void *xv, int64_t n, int64_t s, void *o, int64_t i)
{
    bool all = *(bool *)vc;
    const int64_t *x = xv;
    int64_t r = all ? 1 : 0;
    for (int64_t k = 0; k < n; k++) {
        if (all && !x[k * s]) { r = 0; break; }
        if (!all && x[k * s]) { r = 1; break; }
    }
    ((int64_t *)o)[i] = r;
}
static nb_Status anyall(ts_Ctx *c, ts_Tensor *t, const int64_t *dims, int ndims, bool keepdim, bool all, ts_Tensor **out)
{
    bool mask[TS_MAXDIM];
    TRY(ts__dim_mask(c, t, ndims ? dims : NULL, ndims, mask));
    ts_Tensor *b = NULL, *buf = NULL;
    nb_Status st;
    TRYG(ts__as(c, t, TS_BOOL, &b));
    int64_t sh[TS_MAXDIM];
    int nd = red_shape(t, mask, keepdim, sh);
    TRYG(ts__new(c, TS_INT64, nd, sh, &buf));
    TRYG(reduce_generic(c, b, mask, TS_INT64, any_i, &all, ts_data(buf)));
    TRYG(ts__as(c, buf, t->dtype == TS_UINT8 ? TS_UINT8 : TS_BOOL, out));
done:
    ts_release(b); ts_release(buf);
    return st;
}
nb_Status ts_any(ts_Ctx *c, ts_Tensor *t, const int64_t *d, int nd, bool k, ts_Tensor **o) { return anyall(c, t, d, nd, k, false, o); }
nb_Status ts_all(ts_Ctx *c, ts_Tensor *t, const int64_t *d, int nd, bool k, ts_Tensor **o) { return anyall(c, t, d, nd, k, true, o); }

/* ---- cumsum / cumprod (sequential in the accumulate type) */
static nb_Status cum_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    /* cumsum: reverse cumsum of grad */
    ts_Tensor *f = NULL, *cs = NULL;
    int64_t dim = n->iv[0];
    nb_Status st;
    TRYG(ts_flip(c, g[0], &dim, 1, &f));
    TRYG(ts_cumsum(c, f, dim, TS_NODTYPE, &cs));
    TRYG(ts_flip(c, cs, &dim, 1, &gin[0]));
done:
    ts_release(f); ts_release(cs);
    return st;
}

/* cumprod: along each line, grad_x[k] = P_k * S_k with P_k = prod_{i<k} x[i]
 * and S_k = g[k] + x[k+1] * S_{k+1} (S_{L-1} = g[L-1]); no division, so
 * zeros in x are handled exactly. Computed in double. saved 0 = input. */
static nb_Status cumprod_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x, *cx = NULL, *cg = NULL, *r = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 0, &x));
    int64_t dim = n->iv[0];
    TRYG(ts__as(c, x, TS_FLOAT64, &cx));
    TRYG(ts__as(c, g[0], TS_FLOAT64, &cg));
    TRYG(ts__new(c, TS_FLOAT64, x->ndim, x->shape, &r));
    {
        int64_t len = x->ndim ? x->shape[dim] : 1, inner = 1, outer = 1;
        for (int i = 0; i < x->ndim; i++) { if (i < dim) outer *= x->shape[i]; else if (i > dim) inner *= x->shape[i]; }
        const double *px = ts_data(cx), *pg = ts_data(cg);
        double *pr = ts_data(r);
        for (int64_t o = 0; o < outer; o++)
            for (int64_t j = 0; j < inner; j++) {
                int64_t base = o * len * inner + j;
                double s = 0;
                for (int64_t k = len - 1; k >= 0; k--) {
                    s = k == len - 1 ? pg[base + k * inner] : pg[base + k * inner] + px[base + (k + 1) * inner] * s;
                    pr[base + k * inner] = s;
                }
                double pre = 1;
                for (int64_t k = 0; k < len; k++) {
                    pr[base + k * inner] *= pre;
                    pre *= px[base + k * inner];
                }
            }
    }
    gin[0] = r;
    r = NULL;
done:
    ts_release(cx); ts_release(cg); ts_release(r);
    return st;
}

static nb_Status cum(ts_Ctx *c, ts_Tensor *t, int64_t dim, int dtype, bool prod, ts_Tensor **out)
{
    if (ts_dtype_is_complex(t->dtype) || (dtype != TS_NODTYPE && ts_dtype_is_complex((ts_DType)dtype)))
        return ts_complex_refuse(c, prod ? "cumprod" : "cumsum");
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    ts_DType odt = dtype != TS_NODTYPE ? (ts_DType)dtype : (ts_dtype_is_float(t->dtype) ? t->dtype : TS_INT64);
    ts_DType ct = ts__ctype(odt);
    if (ct == TS_FLOAT32) ct = TS_FLOAT64; /* PyTorch accumulates float cumsum in double (acc_type) */
    ts_Tensor *x = NULL, *r = NULL;
    nb_Status st;
    TRYG(ts__new(c, ct, t->ndim, t->shape, &x)); /* always a fresh buffer: scanned in place below */
    ts__copy_into(x, t);
    int64_t len = t->ndim ? t->shape[dim] : 1, inner = 1, outer = 1;
    for (int i = 0; i < t->ndim; i++) { if (i < dim) outer *= t->shape[i]; else if (i > dim) inner *= t->shape[i]; }
    if (ct == TS_FLOAT64) {
        double *p = ts_data(x);
        for (int64_t o = 0; o < outer; o++) for (int64_t j = 0; j < inner; j++) {
            double a = prod ? 1 : 0;
            for (int64_t k = 0; k < len; k++) { double *q = p + (o * len + k) * inner + j; a = prod ? a * *q : a + *q; *q = a; }
        }
    } else {
        int64_t *p = ts_data(x);
        for (int64_t o = 0; o < outer; o++) for (int64_t j = 0; j < inner; j++) {
            uint64_t a = prod ? 1 : 0;
            for (int64_t k = 0; k < len; k++) { int64_t *q = p + (o * len + k) * inner + j; a = prod ? a * (uint64_t)*q : a + (uint64_t)*q; *q = (int64_t)a; }
        }
    }
    TRYG(ts__as(c, x, odt, &r));
    if (ts_dtype_is_float(odt) && ag_should_record(c, 1, &t)) {
        ag_Node *n;
        TRYG(ag_make(c, prod ? "CumprodBackward0" : "CumsumBackward0", prod ? cumprod_bw : cum_bw, 1, &t, 1, &n));
        n->iv[0] = dim;
        st = prod ? ag_save(c, n, 0, t, false) : NB_OK;
        if (!st && prod) st = ag_save(c, n, 1, r, true); /* PyTorch's _saved_result */
        if (!st) ag_set_output(n, r, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    *out = r;
    r = NULL;
done:
    ts_release(x); ts_release(r);
    return st;
}
nb_Status ts_cumsum(ts_Ctx *c, ts_Tensor *t, int64_t dim, int dtype, ts_Tensor **out) { return cum(c, t, dim, dtype, false, out); }
nb_Status ts_cumprod(ts_Ctx *c, ts_Tensor *t, int64_t dim, int dtype, ts_Tensor **out) { return cum(c, t, dim, dtype, true, out); }

/* ---- softmax / log_softmax along dim (max-subtracted, float accumulation as PyTorch's vectorized kernel) */
/* PyTorch 2.6's SoftMaxKernel.cpp (AVX512 dispatch: 16 float / 8 double lanes)
 * in the same order, element for element:
 * - last dim: max; then for log_softmax sum = map_reduce_all(exp(x - max)),
 *   log(sum), out = x - max - log; for softmax out = exp(x - max), sum =
 *   reduce_all(out), out *= 1/sum. reduce_all keeps W lane sums (a short row:
 *   lane 0 adds the elements in order; a tail adds into the first lanes) and
 *   combines them with vec_reduce_all (float: the AVX512 shuffle tree, i^8, i^4,
 *   i^2, i^1; double: lanes in order). exp/log are SLEEF's (nb_sl_*).
 * - other dims: columns in blocks of W; full blocks use SLEEF exp, the rest
 *   the scalar std::exp (glibc; expf/exp here). log_softmax: columns chunked
 *   by CHUNK = max(128K / len / size, W) rounded to W, per-column sums along
 *   dim, SLEEF log of all sums. softmax: full W blocks of each outer row
 *   (and of each thread's range: two threads above 32768/len columns), out =
 *   exp / sum (a division, not a reciprocal). The oracle splits softmax's
 *   columns between 2 threads whatever their number (measured: 16 columns are
 *   two halves of 8, all scalar), each half with its own vector blocks. */
#define SOFTMAX_FNS(T, W, SLEXP, SLLOG, EXP, TREE)                                                      \
    static T sm_tree_##T(T *a) { TREE }                                                                \
    /* sum over W lanes of f(x[i]) as vec::map_reduce_all (f = exp(x - m) when ex, else identity) */   \
    static T sm_redsum_##T(const T *x, int64_t n, bool ex, T m)                                        \
    {                                                                                                   \
        T acc[W];                                                                                       \
        if (n < W) {                                                                                    \
            T s = ex ? SLEXP(x[0] - m) : x[0];                                                          \
            for (int64_t i = 1; i < n; i++) s += ex ? SLEXP(x[i] - m) : x[i];                           \
            return s;                                                                                   \
        }                                                                                               \
        for (int l = 0; l < W; l++) acc[l] = ex ? SLEXP(x[l] - m) : x[l];                               \
        int64_t d = W;                                                                                  \
        for (; d + W <= n; d += W)                                                                      \
            for (int l = 0; l < W; l++) acc[l] += ex ? SLEXP(x[d + l] - m) : x[d + l];                  \
        for (int l = 0; d + l < n; l++) acc[l] += ex ? SLEXP(x[d + l] - m) : x[d + l];                  \
        return sm_tree_##T(acc);                                                                        \
    }                                                                                                   \
    static void softmax_##T(T *p, int64_t outer, int64_t len, int64_t inner, bool lastdim, bool lg)    \
    {                                                                                                   \
        if (lastdim) {                                                                                  \
            for (int64_t o = 0; o < outer; o++) {                                                       \
                T *q = p + o * len, m = -(T)INFINITY;                                                   \
                for (int64_t k = 0; k < len; k++) { T v = q[k]; if (v != v || v > m) m = v; }           \
                if (lg) {                                                                               \
                    T ls = SLLOG(sm_redsum_##T(q, len, true, m));                                       \
                    for (int64_t k = 0; k < len; k++) q[k] = q[k] - m - ls;                             \
                } else {                                                                                \
                    for (int64_t k = 0; k < len; k++) q[k] = SLEXP(q[k] - m);                           \
                    T r = (T)1 / sm_redsum_##T(q, len, false, 0);                                       \
                    for (int64_t k = 0; k < len; k++) q[k] = q[k] * r;                                  \
                }                                                                                       \
            }                                                                                           \
            return;                                                                                     \
        }                                                                                               \
        if (lg) {                                                                                       \
            int64_t chunk = (int64_t)(128 * 1024) / len / (int64_t)sizeof(T);                           \
            if (chunk < W) chunk = W;                                                                   \
            chunk = chunk / W * W;                                                                      \
            for (int64_t o = 0; o < outer; o++)                                                         \
                for (int64_t j0 = 0; j0 < inner; j0 += chunk) {                                         \
                    int64_t size = inner - j0 < chunk ? inner - j0 : chunk, vend = size - size % W;     \
                    T *b = p + o * len * inner + j0;                                                    \
                    for (int64_t j = 0; j < size; j++) {                                                \
                        T m = -(T)INFINITY, s = 0;                                                      \
                        for (int64_t k = 0; k < len; k++) { T v = b[k * inner + j]; if (v > m) m = v; } \
                        for (int64_t k = 0; k < len; k++)                                               \
                            s += j < vend ? SLEXP(b[k * inner + j] - m) : EXP(b[k * inner + j] - m);   \
                        T ls = SLLOG(s);                                                                \
                        for (int64_t k = 0; k < len; k++) b[k * inner + j] = b[k * inner + j] - m - ls; \
                    }                                                                                   \
                }                                                                                       \
            return;                                                                                     \
        }                                                                                               \
        /* measured: the oracle always splits the columns between its 2 threads */                   \
        int64_t total = outer * inner, nth = total > 1 ? 2 : 1;                                         \
        int64_t per = (total + nth - 1) / nth;                                                          \
        for (int64_t t0 = 0; t0 < total; t0 += per) {                                                   \
            int64_t end = t0 + per < total ? t0 + per : total, idx = t0;                                \
            while (idx < end) {                                                                         \
                int64_t ii = idx % inner, o = idx / inner, cnt;                                         \
                bool vec = ii + W <= inner && idx + W <= end;                                           \
                cnt = vec ? W : (idx + W > end ? end - idx : inner - ii);                               \
                for (int64_t c = 0; c < cnt; c++) {                                                     \
                    int64_t j = (idx + c) % inner;                                                      \
                    T *b = p + ((idx + c) / inner) * len * inner + j, m = b[0], s = 0;                  \
                    (void)o;                                                                            \
                    for (int64_t k = 1; k < len; k++) { T v = b[k * inner]; if (vec ? (v != v || v > m) : (m < v)) m = v; } \
                    for (int64_t k = 0; k < len; k++) { T e = vec ? SLEXP(b[k * inner] - m) : EXP(b[k * inner] - m); b[k * inner] = e; s += e; } \
                    for (int64_t k = 0; k < len; k++) b[k * inner] = b[k * inner] / s;                 \
                }                                                                                       \
                idx += cnt;                                                                             \
            }                                                                                           \
        }                                                                                               \
    }
SOFTMAX_FNS(float, 16, nb_sl_expf, nb_sl_logf, expf, {
    for (int l = 0; l < 8; l++) a[l] += a[l + 8];
    for (int l = 0; l < 4; l++) a[l] += a[l + 4];
    for (int l = 0; l < 2; l++) a[l] += a[l + 2];
    return a[0] + a[1]; })
SOFTMAX_FNS(double, 8, nb_sl_exp, nb_sl_log, exp, {
    double s = a[0];
    for (int l = 1; l < 8; l++) s += a[l];
    return s; })

/* Backward of softmax / log_softmax, SoftMaxKernel.cpp's order (AVX512: W = 16
 * float / 8 double lanes). The oracle's GCC build fuses each multiply into the
 * add that consumes it (fp-contract=fast); the fmas below are those fusions.
 * - last dim, softmax: s = map2_reduce_all(g*y, +) (W lane sums, first vector
 *   g*y, then fma(g, y, acc), a tail fused into the first lanes; a row shorter
 *   than W: products added in order), lanes combined by sm_tree; gi = (g - s) * y.
 *   log_softmax: s = reduce_all(g) as the forward's sum; gi = fma(-exp(y), s, g)
 *   with SLEEF exp.
 * - other dims: per column s += g*y (fma) / s += g along dim; gi = y * (g - s) /
 *   fma(-exp(y), s, g), SLEEF exp in full W-column blocks of each 128 KiB chunk,
 *   the scalar exp in the rest. */
#define SOFTMAX_BW_FNS(T, W, SLEXP, EXP, FMA)                                                           \
    static T smb_dot_##T(const T *g, const T *y, int64_t n)                                             \
    {                                                                                                   \
        T acc[W];                                                                                       \
        if (n < W) {                                                                                    \
            T s = g[0] * y[0];                                                                          \
            for (int64_t i = 1; i < n; i++) s += g[i] * y[i];                                           \
            return s;                                                                                   \
        }                                                                                               \
        for (int l = 0; l < W; l++) acc[l] = g[l] * y[l];                                               \
        int64_t d = W;                                                                                  \
        for (; d + W <= n; d += W)                                                                      \
            for (int l = 0; l < W; l++) acc[l] = FMA(g[d + l], y[d + l], acc[l]);                       \
        for (int l = 0; d + l < n; l++) acc[l] = FMA(g[d + l], y[d + l], acc[l]);                       \
        return sm_tree_##T(acc);                                                                        \
    }                                                                                                   \
    static void softmax_bw_##T(T *gi, const T *g, const T *y, int64_t outer, int64_t len, int64_t inner, \
                               bool lastdim, bool lg)                                                   \
    {                                                                                                   \
        if (lastdim) {                                                                                  \
            for (int64_t o = 0; o < outer; o++) {                                                       \
                const T *go = g + o * len, *yo = y + o * len;                                           \
                T *r = gi + o * len;                                                                    \
                if (lg) {                                                                               \
                    T s = sm_redsum_##T(go, len, false, 0);                                             \
                    for (int64_t k = 0; k < len; k++) r[k] = FMA(-SLEXP(yo[k]), s, go[k]);              \
                } else {                                                                                \
                    T s = smb_dot_##T(go, yo, len);                                                     \
                    for (int64_t k = 0; k < len; k++) r[k] = (go[k] - s) * yo[k];                       \
                }                                                                                       \
            }                                                                                           \
            return;                                                                                     \
        }                                                                                               \
        int64_t chunk = (int64_t)(128 * 1024) / len / (int64_t)sizeof(T);                               \
        if (chunk < W) chunk = W;                                                                       \
        chunk = chunk / W * W;                                                                          \
        for (int64_t o = 0; o < outer; o++)                                                             \
            for (int64_t j0 = 0; j0 < inner; j0 += chunk) {                                             \
                int64_t size = inner - j0 < chunk ? inner - j0 : chunk, vend = size - size % W;         \
                int64_t base = o * len * inner + j0;                                                    \
                for (int64_t j = 0; j < size; j++) {                                                    \
                    T s = 0;                                                                            \
                    for (int64_t k = 0; k < len; k++) {                                                 \
                        int64_t q = base + k * inner + j;                                               \
                        s = lg ? s + g[q] : FMA(g[q], y[q], s);                                         \
                    }                                                                                   \
                    for (int64_t k = 0; k < len; k++) {                                                 \
                        int64_t q = base + k * inner + j;                                               \
                        gi[q] = lg ? FMA(-(j < vend ? SLEXP(y[q]) : EXP(y[q])), s, g[q]) : y[q] * (g[q] - s); \
                    }                                                                                   \
                }                                                                                       \
            }                                                                                           \
    }
SOFTMAX_BW_FNS(float, 16, nb_sl_expf, expf, fmaf)
SOFTMAX_BW_FNS(double, 8, nb_sl_exp, exp, fma)

static nb_Status softmax_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *y, *cy = NULL, *cg = NULL, *r = NULL;
    TRY(ag_unpack(c, n, 0, &y));
    int64_t dim = n->iv[0];
    nb_Status st;
    ts_DType ct = ts__ctype(y->dtype);
    TRYG(ts_charge(c, (uint64_t)ts_numel(y) * 3));
    TRYG(ts__as(c, y, ct, &cy));
    TRYG(ts__as(c, g[0], ct, &cg));
    TRYG(ts__new(c, ct, y->ndim, y->shape, &r));
    int64_t len = y->ndim ? y->shape[dim] : 1, inner = 1, outer = 1;
    for (int i = 0; i < y->ndim; i++) { if (i < dim) outer *= y->shape[i]; else if (i > dim) inner *= y->shape[i]; }
    bool last = y->ndim == 0 || dim == y->ndim - 1;
    /* an empty tensor has no row to walk (the kernels divide by the row count) */
    if (ts_numel(y) > 0) {
        if (ct == TS_FLOAT32) softmax_bw_float(ts_data(r), ts_data(cg), ts_data(cy), outer, len, inner, last, n->iv[1]);
        else softmax_bw_double(ts_data(r), ts_data(cg), ts_data(cy), outer, len, inner, last, n->iv[1]);
    }
    if (r->dtype != y->dtype) { ts_Tensor *t; TRYG(ts__as(c, r, y->dtype, &t)); ts_release(r); r = t; }
    gin[0] = r;
    r = NULL;
done:
    ts_release(cy); ts_release(cg); ts_release(r);
    return st;
}

static nb_Status softmax_impl(ts_Ctx *c, ts_Tensor *t, int64_t dim, int dtype, bool lg, ts_Tensor **out)
{
    TRY(ts__wrap_dim(c, &dim, t->ndim));
    ts_Tensor *src = t, *conv = NULL;
    if (dtype != TS_NODTYPE && (ts_DType)dtype != t->dtype) {
        TRY(ts_to_dtype(c, t, (ts_DType)dtype, false, &conv));
        src = conv;
    }
    if (!ts_dtype_is_float(src->dtype)) {
        ts_release(conv);
        return ts_err(c, TS_ERR_RUNTIME, "\"%s_lastdim_kernel_impl\" not implemented for '%s'", lg ? "log_softmax" : "softmax", ts_dtype_short(src->dtype));
    }
    ts_DType ct = ts__ctype(src->dtype);
    ts_Tensor *x = NULL, *r = NULL;
    nb_Status st;
    TRYG(ts_charge(c, (uint64_t)ts_numel(src) * 4));
    TRYG(ts_clone(c, src, &x)); /* contiguous copy (no grad recorded below: we own x) */
    if (x->grad_fn) { ag_node_release(x->grad_fn); x->grad_fn = NULL; x->requires_grad = false; }
    if (x->dtype != ct) { ts_Tensor *y; TRYG(ts__as(c, x, ct, &y)); ts_release(x); x = y; }
    int64_t len = src->ndim ? src->shape[dim] : 1, inner = 1, outer = 1;
    for (int i = 0; i < src->ndim; i++) { if (i < dim) outer *= src->shape[i]; else if (i > dim) inner *= src->shape[i]; }
    /* an empty tensor (an empty dim anywhere) has nothing to normalize: the
     * kernels would read a row that is not there and divide by zero */
    if (ts_numel(src) > 0) {
        if (ct == TS_FLOAT32) softmax_float(ts_data(x), outer, len, inner, src->ndim == 0 || dim == src->ndim - 1, lg);
        else softmax_double(ts_data(x), outer, len, inner, src->ndim == 0 || dim == src->ndim - 1, lg);
    }
    TRYG(ts__as(c, x, src->dtype, &r));
    if (ag_should_record(c, 1, &src)) {
        ag_Node *n;
        TRYG(ag_make(c, lg ? "LogSoftmaxBackward0" : "SoftmaxBackward0", softmax_bw, 1, &src, 1, &n));
        n->iv[0] = dim; n->iv[1] = lg;
        st = ag_save(c, n, 0, r, true);
        if (!st) ag_set_output(n, r, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    *out = r;
    r = NULL;
done:
    ts_release(x); ts_release(r); ts_release(conv);
    return st;
}
nb_Status ts_softmax(ts_Ctx *c, ts_Tensor *t, int64_t dim, int dtype, ts_Tensor **out) { return softmax_impl(c, t, dim, dtype, false, out); }
nb_Status ts_log_softmax(ts_Ctx *c, ts_Tensor *t, int64_t dim, int dtype, ts_Tensor **out) { return softmax_impl(c, t, dim, dtype, true, out); }

nb_Status ts_equal(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, bool *out)
{
    if (ts_complex_any(2, (ts_Tensor *[]){a, b})) return ts_complex_equal(c, a, b, out);
    *out = false;
    if (a->ndim != b->ndim || memcmp(a->shape, b->shape, sizeof(int64_t) * (size_t)a->ndim)) return NB_OK;
    int64_t n = ts_numel(a);
    for (int64_t i = 0; i < n; i++) {
        ts_Scalar x = ts_get_flat(a, i), y = ts_get_flat(b, i);
        if (ts_sc_to_f(x) != ts_sc_to_f(y)) return NB_OK;
    }
    *out = true;
    return NB_OK;
}

nb_Status ts_allclose(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, double rtol, double atol, bool equal_nan, bool *out)
{
    /* PyTorch's allclose is isclose(...).all(): the same dtype rule, errors and rounding */
    ts_Tensor *close, *all = NULL;
    TRY(ts_isclose(c, a, b, rtol, atol, equal_nan, &close));
    nb_Status st = ts_all(c, close, NULL, 0, false, &all);
    ts_Scalar v;
    if (!st && !(st = ts_item(c, all, &v)))
        *out = v.v.b;
    ts_release(close); ts_release(all);
    return st;
}

/* *close = *close | (p & q) (bool tensors, broadcast). */
static nb_Status or_and(ts_Ctx *c, ts_Tensor **close, ts_Tensor *p, ts_Tensor *q)
{
    ts_Tensor *both, *o;
    TRY(ts_binary(c, TS_LOGICAL_AND, p, q, &both));
    nb_Status st = ts_binary(c, TS_LOGICAL_OR, *close, both, &o);
    ts_release(both);
    if (st) return st;
    ts_release(*close);
    *close = o;
    return NB_OK;
}

/* torch.isclose: elementwise |a - b| <= atol + |rtol * b| as PyTorch 2.6
 * computes it, one op at a time in the inputs' dtype (float32 stays float32;
 * integers subtract as integers and compare against a float bound; bool is
 * cast to the default float first); equal elements (inf == inf) are close,
 * nan only under equal_nan. No autograd (the result is bool). */
nb_Status ts_isclose(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, double rtol, double atol, bool equal_nan, ts_Tensor **out)
{
    if (a->dtype != b->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "%s did not match %s", ts_dtype_short(a->dtype), ts_dtype_short(b->dtype));
    if (ts_dtype_is_complex(a->dtype)) return ts_complex_refuse(c, "isclose");
    if (!(rtol >= 0)) return ts_err(c, TS_ERR_RUNTIME, "rtol must be greater than or equal to zero, but got %.17g", rtol);
    if (!(atol >= 0)) return ts_err(c, TS_ERR_RUNTIME, "atol must be greater than or equal to zero, but got %.17g", atol);
    bool saved = c->grad_enabled;
    c->grad_enabled = false;
    ts_Tensor *close = NULL, *ca = NULL, *cb = NULL, *sr = NULL, *sa = NULL;
    ts_Tensor *nan_a = NULL, *nan_b = NULL, *rb = NULL, *abs_rb = NULL, *allowed = NULL, *diff = NULL, *actual = NULL;
    ts_Tensor *fin = NULL, *le = NULL;
    bool as_float = a->dtype == TS_BOOL;
    nb_Status st;
    if ((st = ts_binary(c, TS_EQ, a, b, &close))) goto done;
    /* close |= isnan(a) & isnan(b) */
    if (equal_nan && ts_dtype_is_float(a->dtype) &&
        ((st = ts_unary(c, TS_ISNAN, a, &nan_a)) || (st = ts_unary(c, TS_ISNAN, b, &nan_b)) ||
         (st = or_and(c, &close, nan_a, nan_b))))
        goto done;
    if (rtol == 0 && atol == 0) goto done;
    /* allowed = atol + |rtol * b|, actual = |a - b|; close |= isfinite(actual) & (actual <= allowed) */
    if ((st = ts_to_dtype(c, a, as_float ? c->default_float : a->dtype, false, &ca)) ||
        (st = ts_to_dtype(c, b, as_float ? c->default_float : b->dtype, false, &cb)) ||
        (st = ts_scalar_tensor(c, ts_sc_f(rtol), TS_NODTYPE, true, &sr)) ||
        (st = ts_scalar_tensor(c, ts_sc_f(atol), TS_NODTYPE, true, &sa)) ||
        (st = ts_binary(c, TS_MUL, sr, cb, &rb)) || (st = ts_unary(c, TS_ABS, rb, &abs_rb)) ||
        (st = ts_add(c, sa, abs_rb, ts_sc_i(1), &allowed)) || (st = ts_sub(c, ca, cb, ts_sc_i(1), &diff)) ||
        (st = ts_unary(c, TS_ABS, diff, &actual)) || (st = ts_unary(c, TS_ISFINITE, actual, &fin)) ||
        (st = ts_binary(c, TS_LE, actual, allowed, &le)))
        goto done;
    st = or_and(c, &close, fin, le);
done:
    c->grad_enabled = saved;
    ts_release(ca); ts_release(cb); ts_release(sr); ts_release(sa); ts_release(nan_a); ts_release(nan_b);
    ts_release(rb); ts_release(abs_rb);
    ts_release(allowed); ts_release(diff); ts_release(actual); ts_release(fin); ts_release(le);
    if (st) { ts_release(close); return st; }
    *out = close;
    return NB_OK;
}
