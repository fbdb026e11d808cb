/* ts_conv.c — conv1d/2d/3d (im2col + kn_gemm) and 2-D/3-D pooling (max, avg,
 * adaptive avg) with their backward rules: ConvolutionBackward0,
 * MaxPool{2,3}DWithIndicesBackward0, AvgPool{2,3}DBackward0,
 * AdaptiveAvgPool{2,3}DBackward0.
 *
 * All kernels work on contiguous float32/float64 buffers in three spatial
 * dims: a 1-D or 2-D conv or pool is a 3-D one with unit depth (and height).
 * Error texts and check order follow PyTorch 2.6 (Convolution.cpp
 * check_shape_forward, Pool.h, AdaptiveAveragePooling.cpp). */
#include "ts_impl.h"

#include <stdio.h>

/* ---------------------------------------------------------------- geometry */

typedef struct ConvGeo {
    int64_t N, C, D, H, W;      /* input (D = H = 1 for fewer spatial dims) */
    int64_t O, KD, KH, KW;      /* weight [O, C/G, KD, KH, KW] */
    int64_t OD, OH, OW;         /* output */
    int64_t sd, sh, sw;         /* stride */
    int64_t pd, ph, pw;         /* front/top/left padding (back/bottom/right only shape the output) */
    int64_t dd, dh, dw, G;      /* dilation, groups */
} ConvGeo;

/* im2col for one image and one group: col[((c*KD+a)*KH+i)*KW+j][(od*OH+oh)*OW+ow] =
 * x[c][od*sd-pd+a*dd][oh*sh-ph+i*dh][ow*sw-pw+j*dw] (0 outside). col2im adds back. */
#define IM2COL(T, SFX)                                                                           \
static void im2col_##SFX(const ConvGeo *g, const T *x, T *col)                                   \
{                                                                                                \
    int64_t Cg = g->C / g->G, A = g->OH * g->OW, L = g->OD * A;                                  \
    for (int64_t cc = 0; cc < Cg; cc++)                                                          \
        for (int64_t a = 0; a < g->KD; a++)                                                      \
            for (int64_t i = 0; i < g->KH; i++)                                                  \
                for (int64_t j = 0; j < g->KW; j++) {                                            \
                    T *dst = col + (((cc * g->KD + a) * g->KH + i) * g->KW + j) * L;             \
                    for (int64_t od = 0; od < g->OD; od++, dst += A) {                           \
                        int64_t id = od * g->sd - g->pd + a * g->dd;                             \
                        if (id < 0 || id >= g->D) { for (int64_t l = 0; l < A; l++) dst[l] = 0; continue; } \
                        const T *xd = x + (cc * g->D + id) * g->H * g->W;                        \
                        for (int64_t oh = 0; oh < g->OH; oh++) {                                 \
                            int64_t ih = oh * g->sh - g->ph + i * g->dh;                         \
                            T *d = dst + oh * g->OW;                                             \
                            if (ih < 0 || ih >= g->H) { for (int64_t ow = 0; ow < g->OW; ow++) d[ow] = 0; continue; } \
                            const T *src = xd + ih * g->W;                                       \
                            for (int64_t ow = 0; ow < g->OW; ow++) {                             \
                                int64_t iw = ow * g->sw - g->pw + j * g->dw;                     \
                                d[ow] = (iw >= 0 && iw < g->W) ? src[iw] : (T)0;                 \
                            }                                                                    \
                        }                                                                        \
                    }                                                                            \
                }                                                                                \
}                                                                                                \
static void col2im_##SFX(const ConvGeo *g, const T *col, T *x)                                   \
{                                                                                                \
    int64_t Cg = g->C / g->G, A = g->OH * g->OW, L = g->OD * A;                                  \
    for (int64_t cc = 0; cc < Cg; cc++)                                                          \
        for (int64_t a = 0; a < g->KD; a++)                                                      \
            for (int64_t i = 0; i < g->KH; i++)                                                  \
                for (int64_t j = 0; j < g->KW; j++) {                                            \
                    const T *src = col + (((cc * g->KD + a) * g->KH + i) * g->KW + j) * L;       \
                    for (int64_t od = 0; od < g->OD; od++, src += A) {                           \
                        int64_t id = od * g->sd - g->pd + a * g->dd;                             \
                        if (id < 0 || id >= g->D) continue;                                      \
                        T *xd = x + (cc * g->D + id) * g->H * g->W;                              \
                        for (int64_t oh = 0; oh < g->OH; oh++) {                                 \
                            int64_t ih = oh * g->sh - g->ph + i * g->dh;                         \
                            if (ih < 0 || ih >= g->H) continue;                                  \
                            T *d = xd + ih * g->W;                                               \
                            const T *s = src + oh * g->OW;                                       \
                            for (int64_t ow = 0; ow < g->OW; ow++) {                             \
                                int64_t iw = ow * g->sw - g->pw + j * g->dw;                     \
                                if (iw >= 0 && iw < g->W) d[iw] += s[ow];                        \
                            }                                                                    \
                        }                                                                        \
                    }                                                                            \
                }                                                                                \
}

/* Forward: y[n][grp*Og+o] = W[grp*Og+o] @ cols(n, grp) (+ bias). */
#define CONV_FWD(T, SFX, GEMM)                                                                   \
static void conv_fwd_##SFX(const ConvGeo *g, const T *x, const T *w, const T *b, T *y, T *col, void *ws) \
{                                                                                                \
    int64_t Cg = g->C / g->G, Og = g->O / g->G, K = Cg * g->KD * g->KH * g->KW;                  \
    int64_t L = g->OD * g->OH * g->OW, P = g->D * g->H * g->W;                                   \
    for (int64_t n = 0; n < g->N; n++)                                                           \
        for (int64_t grp = 0; grp < g->G; grp++) {                                               \
            im2col_##SFX(g, x + (n * g->C + grp * Cg) * P, col);                                 \
            GEMM(Og, L, K, (T)1, w + grp * Og * K, K, 1, col, L, 1, (T)0,                        \
                 y + (n * g->O + grp * Og) * L, L, 1, ws);                                       \
        }                                                                                        \
    if (b)                                                                                       \
        for (int64_t n = 0; n < g->N; n++)                                                       \
            for (int64_t o = 0; o < g->O; o++) {                                                 \
                T *p = y + (n * g->O + o) * L;                                                   \
                for (int64_t l = 0; l < L; l++) p[l] += b[o];                                    \
            }                                                                                    \
}                                                                                                \
/* Backward: gx (zeroed) += col2im(W^T gy); gw (zeroed) += gy cols^T; gb = sum gy. */           \
static void conv_bwd_##SFX(const ConvGeo *g, const T *x, const T *w, const T *gy, T *gx, T *gw,  \
                           T *gb, T *col, void *ws)                                              \
{                                                                                                \
    int64_t Cg = g->C / g->G, Og = g->O / g->G, K = Cg * g->KD * g->KH * g->KW;                  \
    int64_t L = g->OD * g->OH * g->OW, P = g->D * g->H * g->W;                                   \
    for (int64_t n = 0; n < g->N; n++)                                                           \
        for (int64_t grp = 0; grp < g->G; grp++) {                                               \
            const T *gyo = gy + (n * g->O + grp * Og) * L;                                       \
            if (gw) {                                                                            \
                im2col_##SFX(g, x + (n * g->C + grp * Cg) * P, col);                             \
                GEMM(Og, K, L, (T)1, gyo, L, 1, col, 1, L, (T)1, gw + grp * Og * K, K, 1, ws);   \
            }                                                                                    \
            if (gx) {                                                                            \
                GEMM(K, L, Og, (T)1, w + grp * Og * K, 1, K, gyo, L, 1, (T)0, col, L, 1, ws);    \
                col2im_##SFX(g, col, gx + (n * g->C + grp * Cg) * P);                            \
            }                                                                                    \
        }                                                                                        \
    if (gb)                                                                                      \
        for (int64_t o = 0; o < g->O; o++) {                                                     \
            T s = 0;                                                                             \
            for (int64_t n = 0; n < g->N; n++) {                                                 \
                const T *p = gy + (n * g->O + o) * L;                                            \
                for (int64_t l = 0; l < L; l++) s += p[l];                                       \
            }                                                                                    \
            gb[o] = s;                                                                           \
        }                                                                                        \
}

IM2COL(float, f32)
IM2COL(double, f64)
CONV_FWD(float, f32, kn_gemm_f32)
CONV_FWD(double, f64, kn_gemm_f64)

static void fmt_list(char *buf, size_t n, int k, const int64_t *v)
{
    ts__fmt_shape(buf, n, k, v);
}

/* Scratch for one conv call: im2col buffer and gemm workspace. */
typedef struct Scratch { void *col; size_t ncol; void *ws; size_t nws; } Scratch;
static nb_Status scratch_get(ts_Ctx *c, Scratch *s, const ConvGeo *g, size_t es)
{
    int64_t K = g->C / g->G * g->KD * g->KH * g->KW, L = g->OD * g->OH * g->OW;
    s->ncol = (size_t)(K * L > 0 ? K * L : 1) * es;
    s->nws = kn_gemm_ws_size(es);
    s->col = nb_alloc(c->heap, s->ncol);
    s->ws = s->col ? nb_alloc(c->heap, s->nws) : NULL;
    if (!s->ws) { nb_free(c->heap, s->col, s->ncol); s->col = NULL; return ts_oom(c); }
    return NB_OK;
}
static void scratch_free(ts_Ctx *c, Scratch *s)
{
    nb_free(c->heap, s->col, s->ncol);
    nb_free(c->heap, s->ws, s->nws);
}

/* The geometry rides on the node's iv slots (22 of AG_NI). */
static void geo_store(ag_Node *n, const ConvGeo *g) { memcpy(n->iv, g, sizeof *g); }
static void geo_load(const ag_Node *n, ConvGeo *g) { memcpy(g, n->iv, sizeof *g); }

/* Work units of one conv pass: multiply-adds over the conv kernel speed. */
static uint64_t conv_work(const ConvGeo *g)
{
    return (uint64_t)(g->N * g->O * g->OD * g->OH * g->OW) * (uint64_t)(g->C / g->G * g->KD * g->KH * g->KW) /
           TS_CONV_MACS_PER_WORK;
}

/* ConvolutionBackward0: saved 0 = input, 1 = weight; gradients for the
 * edges that need them (input, weight, bias). */
static nb_Status conv_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    ConvGeo g;
    geo_load(n, &g);
    ts_Tensor *x, *w, *gy = NULL, *gx = NULL, *gw = NULL, *gb = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 0, &x));
    TRY(ag_unpack(c, n, 1, &w));
    ts_DType dt = x->dtype;
    Scratch s = {0};
    TRYG(ts__as(c, gout[0], dt, &gy));
    TRYG(ts_charge(c, 2 * conv_work(&g)));
    if (n->next[0].fn) TRYG(ts__new(c, dt, n->meta[0].ndim, n->meta[0].shape, &gx));
    if (n->next[1].fn) TRYG(ts__new(c, dt, n->meta[1].ndim, n->meta[1].shape, &gw));
    if (n->nin > 2 && n->next[2].fn) TRYG(ts__new(c, dt, 1, &g.O, &gb));
    TRYG(scratch_get(c, &s, &g, ts_dtype_size(dt)));
    {
        ts_Tensor *cx = NULL, *cw = NULL;
        st = ts__as(c, x, dt, &cx);
        if (!st) st = ts__as(c, w, dt, &cw);
        if (!st) {
            if (dt == TS_FLOAT32)
                conv_bwd_f32(&g, ts_data(cx), ts_data(cw), ts_data(gy), gx ? ts_data(gx) : NULL,
                             gw ? ts_data(gw) : NULL, gb ? ts_data(gb) : NULL, s.col, s.ws);
            else
                conv_bwd_f64(&g, ts_data(cx), ts_data(cw), ts_data(gy), gx ? ts_data(gx) : NULL,
                             gw ? ts_data(gw) : NULL, gb ? ts_data(gb) : NULL, s.col, s.ws);
        }
        ts_release(cx); ts_release(cw);
    }
    scratch_free(c, &s);
    if (st) goto done;
    gin[0] = gx; gin[1] = gw;
    if (n->nin > 2) gin[2] = gb;
    gx = gw = gb = NULL;
done:
    ts_release(gy); ts_release(gx); ts_release(gw); ts_release(gb);
    return st;
}

/* Would PyTorch (CPU, more than one thread) run this float conv through
 * mkldnn? Its use_mkldnn heuristic, on the batched input viewed as 4-D
 * (a 1-D conv as [N, C, 1, L]); only the error text depends on it. */
static bool takes_mkldnn(int sd, const ts_Tensor *x, const ts_Tensor *w, int64_t groups)
{
    int64_t kw = w->shape[w->ndim - 1], kh = sd >= 2 ? w->shape[w->ndim - 2] : 1;
    int64_t lead = x->shape[0] * x->shape[1] * x->shape[2] * (sd >= 2 ? x->shape[3] : 1);
    return groups > 1 || (kw > 3 && kh > 3) || x->shape[0] > 1 || lead > 20480;
}

/* Checks in PyTorch's order (batched input, weight of sd+2 dims). pads are
 * the symmetric paddings used for the size message. */
static nb_Status conv_check(ts_Ctx *c, int sd, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b,
                            const int64_t *stride, const int64_t *pad, const int64_t *dil, int64_t groups)
{
    char ws[200], xs[200], tmp[200];
    for (int i = 0; i < sd; i++)
        if (pad[i] < 0) return ts_err(c, TS_ERR_RUNTIME, "negative padding is not supported");
    for (int i = 0; i < sd; i++)
        if (stride[i] <= 0) return ts_err(c, TS_ERR_RUNTIME, "non-positive stride is not supported");
    for (int i = 0; i < sd; i++)
        if (dil[i] <= 0) {
            fmt_list(tmp, sizeof tmp, sd, dil);
            return ts_err(c, TS_ERR_RUNTIME, "dilation should be greater than zero, but got %s", tmp);
        }
    if (groups <= 0) return ts_err(c, TS_ERR_RUNTIME, "non-positive groups is not supported");
    ts__fmt_shape(ws, sizeof ws, w->ndim, w->shape);
    ts__fmt_shape(xs, sizeof xs, x->ndim, x->shape);
    if (w->ndim != x->ndim)
        return ts_err(c, TS_ERR_RUNTIME, "Expected %d-dimensional input for %d-dimensional weight %s, but got %d-dimensional input of size %s instead",
                      w->ndim, w->ndim, ws, x->ndim, xs);
    if (w->shape[0] < groups)
        return ts_err(c, TS_ERR_RUNTIME, "Given groups=%lld, expected weight to be at least %lld at dimension 0, but got weight of size %s instead",
                      (long long)groups, (long long)groups, ws);
    if (w->shape[0] % groups != 0)
        return ts_err(c, TS_ERR_RUNTIME, "Given groups=%lld, expected weight to be divisible by %lld at dimension 0, but got weight of size [%s] instead",
                      (long long)groups, (long long)groups, ws);
    if (x->shape[1] != w->shape[1] * groups)
        return ts_err(c, TS_ERR_RUNTIME, "Given groups=%lld, weight of size %s, expected input%s to have %lld channels, but got %lld channels instead",
                      (long long)groups, ws, xs, (long long)(w->shape[1] * groups), (long long)x->shape[1]);
    if (b && (b->ndim != 1 || b->shape[0] != w->shape[0])) {
        ts__fmt_shape(tmp, sizeof tmp, b->ndim, b->shape);
        return ts_err(c, TS_ERR_RUNTIME, "Given weight of size %s, expected bias to be 1-dimensional with %lld elements, but got bias of size %s instead",
                      ws, (long long)w->shape[0], tmp);
    }
    bool bad = false;
    char is[200] = "", ks[200] = "";
    size_t li = 0, lk = 0;
    for (int i = 0; i < sd; i++) {
        int64_t ip = x->shape[2 + i] + 2 * pad[i], ke = dil[i] * (w->shape[2 + i] - 1) + 1;
        if (ip < ke) bad = true;
        li += (size_t)snprintf(is + li, sizeof is - li, i ? " x %lld" : "%lld", (long long)ip);
        lk += (size_t)snprintf(ks + lk, sizeof ks - lk, i ? " x %lld" : "%lld", (long long)ke);
    }
    if (bad)
        return ts_err(c, TS_ERR_RUNTIME, "Calculated padded input size per channel: (%s). Kernel size: (%s). Kernel size can't be greater than actual input size",
                      is, ks);
    if (x->dtype == TS_FLOAT32 && w->dtype != x->dtype && takes_mkldnn(sd, x, w, groups))
        return ts_err(c, TS_ERR_RUNTIME, "Input type (%s) and weight type (%s) should be the same or input should be a MKLDNN tensor and weight is a dense tensor",
                      ts_dtype_legacy(x->dtype), ts_dtype_legacy(w->dtype));
    if (x->dtype != w->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "expected scalar type %s but found %s", ts_dtype_short(x->dtype),
                      ts_dtype_short(w->dtype));
    if (b && b->dtype != x->dtype)
        return ts_err(c, TS_ERR_RUNTIME, "expected scalar type %s but found %s", ts_dtype_short(x->dtype),
                      ts_dtype_short(b->dtype));
    if (x->dtype != TS_FLOAT32 && x->dtype != TS_FLOAT64)
        return ts_err(c, TS_ERR_RUNTIME, "\"slow_conv2d_cpu\" not implemented for '%s'", ts_dtype_short(x->dtype));
    return NB_OK;
}

/* Batched conv with spatial dims sd (1, 2 or 3) and (possibly asymmetric)
 * padding lo/hi per dim; records ConvolutionBackward0. */
static nb_Status conv_batched(ts_Ctx *c, int sd, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b, const int64_t *stride,
                              const int64_t *plo, const int64_t *phi, const int64_t *dil, int64_t groups,
                              ts_Tensor **out)
{
    /* the sd spatial dims fill the last of (D, H, W); the others stay unit */
    int64_t in[3] = {1, 1, 1}, k[3] = {1, 1, 1}, o[3] = {1, 1, 1}, s3[3] = {1, 1, 1}, p3[3] = {0, 0, 0},
            d3[3] = {1, 1, 1};
    int64_t osh[5] = {x->shape[0], w->shape[0]};
    for (int i = 0; i < sd; i++) {
        int j = 3 - sd + i;
        in[j] = x->shape[2 + i]; k[j] = w->shape[2 + i]; s3[j] = stride[i]; p3[j] = plo[i]; d3[j] = dil[i];
        o[j] = osh[2 + i] = (in[j] + plo[i] + phi[i] - d3[j] * (k[j] - 1) - 1) / s3[j] + 1;
    }
    ConvGeo g = {.N = x->shape[0], .C = x->shape[1], .D = in[0], .H = in[1], .W = in[2],
                 .O = w->shape[0], .KD = k[0], .KH = k[1], .KW = k[2], .OD = o[0], .OH = o[1], .OW = o[2],
                 .sd = s3[0], .sh = s3[1], .sw = s3[2], .pd = p3[0], .ph = p3[1], .pw = p3[2],
                 .dd = d3[0], .dh = d3[1], .dw = d3[2], .G = groups};
    ts_DType dt = x->dtype;
    ts_Tensor *cx = NULL, *cw = NULL, *cb = NULL, *y = NULL;
    Scratch s = {0};
    nb_Status st;
    TRYG(ts_charge(c, conv_work(&g)));
    TRYG(ts__as(c, x, dt, &cx));
    TRYG(ts__as(c, w, dt, &cw));
    if (b) TRYG(ts__as(c, b, dt, &cb));
    TRYG(ts__new(c, dt, sd + 2, osh, &y));
    if (ts_numel(y) > 0) {
        TRYG(scratch_get(c, &s, &g, ts_dtype_size(dt)));
        if (dt == TS_FLOAT32)
            conv_fwd_f32(&g, ts_data(cx), ts_data(cw), cb ? ts_data(cb) : NULL, ts_data(y), s.col, s.ws);
        else
            conv_fwd_f64(&g, ts_data(cx), ts_data(cw), cb ? ts_data(cb) : NULL, ts_data(y), s.col, s.ws);
        scratch_free(c, &s);
    }
    ts_Tensor *ins[3] = {x, w, b};
    if (ag_should_record(c, 3, ins)) {
        ag_Node *n;
        TRYG(ag_make(c, "ConvolutionBackward0", conv_bw, 3, ins, 1, &n)); /* bias edge None when absent */
        geo_store(n, &g);
        st = ag_save(c, n, 0, x, false);
        if (!st) st = ag_save(c, n, 1, w, false);
        if (!st) ag_set_output(n, y, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    *out = y;
    y = NULL;
done:
    ts_release(cx); ts_release(cw); ts_release(cb); ts_release(y);
    return st;
}

static bool is_same_pad(const int64_t *pad) { return pad && pad[0] == TS_PAD_SAME; }

/* Shared entry: batchify (unbatched → unsqueeze, squeeze after), 'same'
 * padding, checks, compute. */
static nb_Status conv_entry(ts_Ctx *c, int sd, const char *fname, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b,
                            const int64_t *stride, const int64_t *pad, const int64_t *dil, int64_t groups,
                            ts_Tensor **out)
{
    ts_Tensor *av[3] = {x, w, b};
    TS_AMP(c, c->amp_dtype, 3, av, conv_entry(c, sd, fname, av[0], av[1], av[2], stride, pad, dil, groups, out));
    TS_VIA_F32(c, 3, av, out, conv_entry(c, sd, fname, av[0], av[1], av[2], stride, pad, dil, groups, &hr_));
    if (x->ndim != sd + 1 && x->ndim != sd + 2) {
        char xs[200];
        ts__fmt_shape(xs, sizeof xs, x->ndim, x->shape);
        return ts_err(c, TS_ERR_RUNTIME, "Expected %dD (unbatched) or %dD (batched) input to %s, but got input of size: %s",
                      sd + 1, sd + 2, fname, xs);
    }
    if (w->ndim < 3) return ts_err(c, TS_ERR_RUNTIME, "weight should have at least three dimensions");
    if (w->ndim != sd + 2) {
        char sl[200];
        fmt_list(sl, sizeof sl, sd, stride);
        return ts_err(c, TS_ERR_RUNTIME, "expected stride to be a single integer value or a list of %d values to match the convolution dimensions, but got stride=%s",
                      w->ndim - 2, sl);
    }
    bool same = is_same_pad(pad);
    int64_t plo[3] = {0, 0, 0}, phi[3] = {0, 0, 0}, psym[3] = {0, 0, 0};
    bool asym = false;
    if (same) {
        for (int i = 0; i < sd; i++)
            if (stride[i] != 1) return ts_err(c, TS_ERR_RUNTIME, "padding='same' is not supported for strided convolutions");
        for (int i = 0; i < sd; i++) {
            int64_t total = dil[i] * (w->shape[2 + i] - 1);
            plo[i] = total / 2; phi[i] = total - plo[i]; psym[i] = plo[i];
            if (plo[i] != phi[i]) asym = true;
        }
    } else {
        for (int i = 0; i < sd; i++) plo[i] = phi[i] = psym[i] = pad[i];
    }
    ts_Tensor *xb = NULL, *y = NULL;
    nb_Status st;
    bool unbatched = x->ndim == sd + 1;
    if (unbatched) TRYG(ts_unsqueeze(c, x, 0, &xb));
    else { ts_retain(x); xb = x; }
    TRYG(conv_check(c, sd, xb, w, b, stride, psym, dil, groups));
    if (asym && c->on_event)
        c->on_event(c, TS_EV_WARN, (void *)"Using padding='same' with even kernel lengths and odd dilation may require a zero-padded copy of the input be created (Triggered internally at ./aten/src/ATen/native/Convolution.cpp:1036.)",
                    NULL, c->event_ud);
    TRYG(conv_batched(c, sd, xb, w, b, stride, plo, phi, dil, groups, &y));
    if (unbatched) TRYG(ts_squeeze(c, y, (int64_t[]){0}, 1, out));
    else { *out = y; y = NULL; }
done:
    ts_release(xb); ts_release(y);
    return st;
}

nb_Status ts_conv1d(ts_Ctx *c, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b, int64_t stride, int64_t padding,
                    int64_t dilation, int64_t groups, ts_Tensor **out)
{
    int64_t s[1] = {stride}, p[1] = {padding}, d[1] = {dilation};
    return conv_entry(c, 1, "conv1d", x, w, b, s, p, d, groups, out);
}

nb_Status ts_conv2d(ts_Ctx *c, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b, const int64_t stride[2],
                    const int64_t padding[2], const int64_t dilation[2], int64_t groups, ts_Tensor **out)
{
    return conv_entry(c, 2, "conv2d", x, w, b, stride, padding, dilation, groups, out);
}

nb_Status ts_conv3d(ts_Ctx *c, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b, const int64_t stride[3],
                    const int64_t padding[3], const int64_t dilation[3], int64_t groups, ts_Tensor **out)
{
    return conv_entry(c, 3, "conv3d", x, w, b, stride, padding, dilation, groups, out);
}

/* -------------------------------------------------- transposed convolution */

/* A transposed conv is the adjoint of the conv whose geometry g mirrors it:
 * the conv's input is the transposed conv's output (C = out channels, D/H/W
 * its sizes) and the conv's output is its input (O = in channels). So its
 * forward is that conv's input gradient (gemm W^T x, then col2im, then the
 * bias), and its gradients are that conv's forward (for x) and weight
 * gradient (for W), as PyTorch's slow_conv_transpose computes them. */
#define CONVT(T, SFX)                                                                            \
static void convt_fwd_##SFX(const ConvGeo *g, const T *x, const T *w, const T *b, T *y, T *col, void *ws) \
{                                                                                                \
    conv_bwd_##SFX(g, NULL, w, x, y, NULL, NULL, col, ws);                                       \
    int64_t P = g->D * g->H * g->W;                                                              \
    if (b)                                                                                       \
        for (int64_t n = 0; n < g->N; n++)                                                       \
            for (int64_t o = 0; o < g->C; o++) {                                                 \
                T *p = y + (n * g->C + o) * P;                                                   \
                for (int64_t l = 0; l < P; l++) p[l] += b[o];                                    \
            }                                                                                    \
}                                                                                                \
static void convt_bwd_##SFX(const ConvGeo *g, const T *x, const T *w, const T *gy, T *gx, T *gw,  \
                            T *gb, T *col, void *ws)                                             \
{                                                                                                \
    if (gx) conv_fwd_##SFX(g, gy, w, NULL, gx, col, ws);                                         \
    if (gw) conv_bwd_##SFX(g, gy, w, x, NULL, gw, NULL, col, ws);                                \
    int64_t P = g->D * g->H * g->W;                                                              \
    if (gb)                                                                                      \
        for (int64_t o = 0; o < g->C; o++) {                                                     \
            T s = 0;                                                                             \
            for (int64_t n = 0; n < g->N; n++) {                                                 \
                const T *p = gy + (n * g->C + o) * P;                                            \
                for (int64_t l = 0; l < P; l++) s += p[l];                                       \
            }                                                                                    \
            gb[o] = s;                                                                           \
        }                                                                                        \
}
CONVT(float, f32)
CONVT(double, f64)

/* ConvolutionBackward0 of a transposed conv: saved 0 = input, 1 = weight. */
static nb_Status convt_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    ConvGeo g;
    geo_load(n, &g);
    ts_Tensor *x, *w, *gy = NULL, *gx = NULL, *gw = NULL, *gb = NULL, *cx = NULL, *cw = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 0, &x));
    TRY(ag_unpack(c, n, 1, &w));
    ts_DType dt = x->dtype;
    Scratch s = {0};
    TRYG(ts__as(c, gout[0], dt, &gy));
    TRYG(ts_charge(c, 2 * conv_work(&g)));
    if (n->next[0].fn) TRYG(ts__new(c, dt, n->meta[0].ndim, n->meta[0].shape, &gx));
    if (n->next[1].fn) TRYG(ts__new(c, dt, n->meta[1].ndim, n->meta[1].shape, &gw));
    if (n->nin > 2 && n->next[2].fn) TRYG(ts__new(c, dt, 1, &g.C, &gb));
    TRYG(ts__as(c, x, dt, &cx));
    TRYG(ts__as(c, w, dt, &cw));
    TRYG(scratch_get(c, &s, &g, ts_dtype_size(dt)));
    if (dt == TS_FLOAT32)
        convt_bwd_f32(&g, ts_data(cx), ts_data(cw), ts_data(gy), gx ? ts_data(gx) : NULL, gw ? ts_data(gw) : NULL,
                      gb ? ts_data(gb) : NULL, s.col, s.ws);
    else
        convt_bwd_f64(&g, ts_data(cx), ts_data(cw), ts_data(gy), gx ? ts_data(gx) : NULL, gw ? ts_data(gw) : NULL,
                      gb ? ts_data(gb) : NULL, s.col, s.ws);
    scratch_free(c, &s);
    gin[0] = gx; gin[1] = gw;
    if (n->nin > 2) gin[2] = gb;
    gx = gw = gb = NULL;
done:
    ts_release(gy); ts_release(gx); ts_release(gw); ts_release(gb); ts_release(cx); ts_release(cw);
    return st;
}

nb_Status ts_conv_transpose(ts_Ctx *c, int sd, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b, const int64_t *stride,
                            const int64_t *padding, const int64_t *output_padding, const int64_t *dilation,
                            int64_t groups, ts_Tensor **out)
{
    ts_Tensor *av[3] = {x, w, b};
    TS_AMP(c, c->amp_dtype, 3, av, ts_conv_transpose(c, sd, av[0], av[1], av[2], stride, padding, output_padding, dilation, groups, out));
    TS_VIA_F32(c, 3, av, out, ts_conv_transpose(c, sd, av[0], av[1], av[2], stride, padding, output_padding, dilation, groups, &hr_));
    if (x->ndim != sd + 2 || w->ndim != sd + 2 || sd < 1 || sd > 3 || groups < 1 || x->shape[1] != w->shape[0] ||
        w->shape[0] % groups != 0)
        return ts_err(c, TS_ERR_RUNTIME, "conv_transpose: inconsistent input and weight");
    if (x->dtype != w->dtype || (b && b->dtype != x->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "expected scalar type %s but found %s", ts_dtype_short(x->dtype),
                      ts_dtype_short(x->dtype != w->dtype ? w->dtype : b->dtype));
    if (x->dtype != TS_FLOAT32 && x->dtype != TS_FLOAT64)
        return ts_err(c, TS_ERR_RUNTIME, "\"slow_conv_transpose%dd_out_cpu\" not implemented for '%s'", sd,
                      ts_dtype_short(x->dtype));
    /* the mirrored conv: its input is our output */
    int64_t in[3] = {1, 1, 1}, k[3] = {1, 1, 1}, o[3] = {1, 1, 1}, s3[3] = {1, 1, 1}, p3[3] = {0, 0, 0},
            d3[3] = {1, 1, 1};
    int64_t osh[5] = {x->shape[0], w->shape[1] * groups};
    for (int i = 0; i < sd; i++) {
        int j = 3 - sd + i;
        o[j] = x->shape[2 + i]; k[j] = w->shape[2 + i]; s3[j] = stride[i]; p3[j] = padding[i]; d3[j] = dilation[i];
        in[j] = osh[2 + i] = (o[j] - 1) * s3[j] - 2 * p3[j] + d3[j] * (k[j] - 1) + output_padding[i] + 1;
        if (in[j] <= 0) {
            char xs[200];
            ts__fmt_shape(xs, sizeof xs, x->ndim, x->shape);
            return ts_err(c, TS_ERR_RUNTIME, "Given input size per channel: %s. Calculated output size per channel: %lld. Output size is too small",
                          xs, (long long)in[j]);
        }
    }
    ConvGeo g = {.N = x->shape[0], .C = osh[1], .D = in[0], .H = in[1], .W = in[2],
                 .O = w->shape[0], .KD = k[0], .KH = k[1], .KW = k[2], .OD = o[0], .OH = o[1], .OW = o[2],
                 .sd = s3[0], .sh = s3[1], .sw = s3[2], .pd = p3[0], .ph = p3[1], .pw = p3[2],
                 .dd = d3[0], .dh = d3[1], .dw = d3[2], .G = groups};
    ts_DType dt = x->dtype;
    ts_Tensor *cx = NULL, *cw = NULL, *cb = NULL, *y = NULL;
    Scratch s = {0};
    nb_Status st;
    TRYG(ts_charge(c, conv_work(&g)));
    TRYG(ts__as(c, x, dt, &cx));
    TRYG(ts__as(c, w, dt, &cw));
    if (b) TRYG(ts__as(c, b, dt, &cb));
    TRYG(ts__new(c, dt, sd + 2, osh, &y));
    if (ts_numel(y) > 0) {
        TRYG(scratch_get(c, &s, &g, ts_dtype_size(dt)));
        if (dt == TS_FLOAT32)
            convt_fwd_f32(&g, ts_data(cx), ts_data(cw), cb ? ts_data(cb) : NULL, ts_data(y), s.col, s.ws);
        else
            convt_fwd_f64(&g, ts_data(cx), ts_data(cw), cb ? ts_data(cb) : NULL, ts_data(y), s.col, s.ws);
        scratch_free(c, &s);
    }
    ts_Tensor *ins[3] = {x, w, b};
    if (ag_should_record(c, 3, ins)) {
        ag_Node *n;
        TRYG(ag_make(c, "ConvolutionBackward0", convt_bw, 3, ins, 1, &n));
        geo_store(n, &g);
        st = ag_save(c, n, 0, x, false);
        if (!st) st = ag_save(c, n, 1, w, false);
        if (!st) ag_set_output(n, y, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    *out = y;
    y = NULL;
done:
    ts_release(cx); ts_release(cw); ts_release(cb); ts_release(y);
    return st;
}

/* ---------------------------------------------------------------- pooling */

/* PyTorch's pooling_output_shape (with its checks) for one dim. */
static nb_Status pool_out(ts_Ctx *c, int64_t in, int64_t k, int64_t pad, int64_t s, int64_t d, bool ceil_mode,
                          int64_t *out)
{
    if (s == 0) return ts_err(c, TS_ERR_RUNTIME, "stride should not be zero");
    if (pad < 0) return ts_err(c, TS_ERR_RUNTIME, "pad must be non-negative, but got pad: %lld", (long long)pad);
    if (pad > ((k - 1) * d + 1) / 2)
        return ts_err(c, TS_ERR_RUNTIME, "pad should be at most half of effective kernel size, but got pad=%lld, kernel_size=%lld and dilation=%lld",
                      (long long)pad, (long long)k, (long long)d);
    int64_t num = in + 2 * pad - d * (k - 1) - 1 + (ceil_mode ? s - 1 : 0);
    int64_t q = num / s;
    if ((num % s != 0) && ((num < 0) != (s < 0))) q--; /* floor division */
    int64_t o = q + 1;
    if (ceil_mode && (o - 1) * s >= in + pad) o--;
    *out = o;
    return NB_OK;
}

/* pool2d_shape_check (2.6 wording). */
static nb_Status pool_check(ts_Ctx *c, const ts_Tensor *x, const int64_t *k, const int64_t *s, const int64_t *p,
                            const int64_t *d, int64_t oh, int64_t ow)
{
    if (!(k[0] > 0 && k[1] > 0))
        return ts_err(c, TS_ERR_RUNTIME, "kernel size should be greater than zero, but got kH: %lld kW: %lld", (long long)k[0], (long long)k[1]);
    if (!(s[0] > 0 && s[1] > 0))
        return ts_err(c, TS_ERR_RUNTIME, "stride should be greater than zero, but got dH: %lld dW: %lld", (long long)s[0], (long long)s[1]);
    if (!(d[0] > 0 && d[1] > 0))
        return ts_err(c, TS_ERR_RUNTIME, "dilation should be greater than zero, but got dilationH: %lld dilationW: %lld", (long long)d[0], (long long)d[1]);
    int nd = x->ndim;
    bool valid = x->shape[nd - 3] != 0 && x->shape[nd - 2] != 0;
    if (!((nd == 3 && x->shape[0] != 0 && valid) || (nd == 4 && valid && x->shape[3] != 0))) {
        char xs[200];
        ts__fmt_shape(xs, sizeof xs, nd, x->shape);
        return ts_err(c, TS_ERR_RUNTIME, "Expected 3D or 4D (batch mode) tensor with optional 0 dim batch size for input, but got:%s", xs);
    }
    if (!(k[1] / 2 >= p[1] && k[0] / 2 >= p[0]))
        return ts_err(c, TS_ERR_RUNTIME, "pad should be smaller than or equal to half of kernel size, but got padW = %lld, padH = %lld, kW = %lld, kH = %lld",
                      (long long)p[1], (long long)p[0], (long long)k[1], (long long)k[0]);
    if (ow < 1 || oh < 1)
        return ts_err(c, TS_ERR_RUNTIME, "Given input size: (%lldx%lldx%lld). Calculated output size: (%lldx%lldx%lld). Output size is too small",
                      (long long)x->shape[nd - 3], (long long)x->shape[nd - 2], (long long)x->shape[nd - 1],
                      (long long)x->shape[nd - 3], (long long)oh, (long long)ow);
    return NB_OK;
}

/* The pooling geometry over P planes of D x H x W (D = 1 for 2-D pools); it
 * rides on the node's iv slots (22 of AG_NI). kind is POOL_*; divo is avg's
 * divisor_override (0: none). */
typedef struct PoolGeo {
    int64_t P, D, H, W, OD, OH, OW, kd, kh, kw, sd, sh, sw, pd, ph, pw, dd, dh, dw, cip, divo, kind;
} PoolGeo;
static void pgeo_store(ag_Node *n, const PoolGeo *g) { memcpy(n->iv, g, sizeof *g); }
static void pgeo_load(const ag_Node *n, PoolGeo *g) { memcpy(g, n->iv, sizeof *g); }

/* The dilated window of output position o along one dim: first in-range
 * start, exclusive end clipped to the input. */
static void max_window(int64_t o, int64_t s, int64_t p, int64_t k, int64_t d, int64_t in, int64_t *lo, int64_t *hi)
{
    int64_t st = o * s - p, en = st + (k - 1) * d + 1;
    if (en > in) en = in;
    while (st < 0) st += d;
    *lo = st;
    *hi = en;
}

/* Max pool over each plane: value and flat index (id*H+ih)*W+iw of the
 * first max (NaN wins), scanning the dilated window from its first
 * in-range position. */
#define MAXPOOL(T, SFX)                                                                          \
static void maxpool_##SFX(const PoolGeo *g, const T *x, T *y, int64_t *ind)                      \
{                                                                                                \
    int64_t o = 0;                                                                               \
    for (int64_t p = 0; p < g->P; p++) {                                                         \
        const T *xp = x + p * g->D * g->H * g->W;                                                \
        for (int64_t od = 0; od < g->OD; od++) {                                                 \
            int64_t ds, de;                                                                      \
            max_window(od, g->sd, g->pd, g->kd, g->dd, g->D, &ds, &de);                          \
            for (int64_t oh = 0; oh < g->OH; oh++) {                                             \
                int64_t hs, he;                                                                  \
                max_window(oh, g->sh, g->ph, g->kh, g->dh, g->H, &hs, &he);                      \
                for (int64_t ow = 0; ow < g->OW; ow++, o++) {                                    \
                    int64_t ws, we;                                                              \
                    max_window(ow, g->sw, g->pw, g->kw, g->dw, g->W, &ws, &we);                  \
                    int64_t mi = (ds * g->H + hs) * g->W + ws;                                   \
                    T mv = -(T)INFINITY;                                                         \
                    for (int64_t id = ds; id < de; id += g->dd)                                  \
                        for (int64_t ih = hs; ih < he; ih += g->dh)                              \
                            for (int64_t iw = ws; iw < we; iw += g->dw) {                        \
                                int64_t at = (id * g->H + ih) * g->W + iw;                       \
                                T v = xp[at];                                                    \
                                if (v > mv || v != v) { mv = v; mi = at; }                       \
                            }                                                                    \
                    y[o] = mv;                                                                   \
                    ind[o] = mi;                                                                 \
                }                                                                                \
            }                                                                                    \
        }                                                                                        \
    }                                                                                            \
}                                                                                                \
static void maxpool_bw_##SFX(const PoolGeo *g, const T *gy, const int64_t *ind, T *gx)           \
{                                                                                                \
    int64_t L = g->OD * g->OH * g->OW, I = g->D * g->H * g->W;                                   \
    for (int64_t p = 0; p < g->P; p++)                                                           \
        for (int64_t l = 0; l < L; l++) gx[p * I + ind[p * L + l]] += gy[p * L + l];             \
}
MAXPOOL(float, f32)
MAXPOOL(double, f64)

/* The average window along one dim (PyTorch's clipping): [lo, hi) inside
 * the input; *span is its extent counting padding. False if empty. */
static bool avg_window(int64_t o, int64_t s, int64_t p, int64_t k, int64_t in, int64_t *lo, int64_t *hi, int64_t *span)
{
    int64_t st = o * s - p, en = st + k;
    if (en > in + p) en = in + p;
    *span = en - st;
    if (st < 0) st = 0;
    if (en > in) en = in;
    *lo = st;
    *hi = en;
    return st < en;
}

/* Average pool (PyTorch's window clipping and divisor rules); forward when
 * y is given, else accumulates gy into gx. */
#define AVGPOOL(T, SFX)                                                                          \
static void avgpool_##SFX(const PoolGeo *g, const T *x, T *y, const T *gy, T *gx)                \
{                                                                                                \
    int64_t o = 0, I = g->D * g->H * g->W;                                                       \
    for (int64_t p = 0; p < g->P; p++)                                                           \
        for (int64_t od = 0; od < g->OD; od++)                                                   \
            for (int64_t oh = 0; oh < g->OH; oh++)                                               \
                for (int64_t ow = 0; ow < g->OW; ow++, o++) {                                    \
                    int64_t ds, de, hs, he, ws, we, sd, sh, sw;                                  \
                    bool okd = avg_window(od, g->sd, g->pd, g->kd, g->D, &ds, &de, &sd);         \
                    bool okh = avg_window(oh, g->sh, g->ph, g->kh, g->H, &hs, &he, &sh);         \
                    bool okw = avg_window(ow, g->sw, g->pw, g->kw, g->W, &ws, &we, &sw);         \
                    if (!okd || !okh || !okw) { if (y) y[o] = 0; continue; }                     \
                    int64_t div = g->divo ? g->divo : g->cip ? sd * sh * sw : (de - ds) * (he - hs) * (we - ws); \
                    const T *xp = y ? x + p * I : NULL;                                          \
                    T *gp = y ? NULL : gx + p * I;                                               \
                    T s = 0, d = y ? 0 : gy[o] / (T)div;                                         \
                    for (int64_t id = ds; id < de; id++)                                         \
                        for (int64_t ih = hs; ih < he; ih++)                                     \
                            for (int64_t iw = ws; iw < we; iw++) {                               \
                                int64_t at = (id * g->H + ih) * g->W + iw;                       \
                                if (y) s += xp[at]; else gp[at] += d;                            \
                            }                                                                    \
                    if (y) y[o] = s / (T)div;                                                    \
                }                                                                                \
}
AVGPOOL(float, f32)
AVGPOOL(double, f64)

/* Adaptive average pool: window [floor(o*in/out), ceil((o+1)*in/out)). */
static int64_t ad_start(int64_t a, int64_t out, int64_t in) { return (a * in) / out; }
static int64_t ad_end(int64_t a, int64_t out, int64_t in) { return ((a + 1) * in + out - 1) / out; }
#define ADAPTIVE(T, SFX)                                                                         \
static void adaptive_##SFX(const PoolGeo *g, const T *x, T *y, const T *gy, T *gx)               \
{                                                                                                \
    int64_t o = 0, I = g->D * g->H * g->W;                                                       \
    for (int64_t p = 0; p < g->P; p++)                                                           \
        for (int64_t od = 0; od < g->OD; od++) {                                                 \
            int64_t d0 = ad_start(od, g->OD, g->D), d1 = ad_end(od, g->OD, g->D);                \
            for (int64_t oh = 0; oh < g->OH; oh++) {                                             \
                int64_t h0 = ad_start(oh, g->OH, g->H), h1 = ad_end(oh, g->OH, g->H);            \
                for (int64_t ow = 0; ow < g->OW; ow++, o++) {                                    \
                    int64_t w0 = ad_start(ow, g->OW, g->W), w1 = ad_end(ow, g->OW, g->W);        \
                    const T *xp = y ? x + p * I : NULL;                                          \
                    T *gp = y ? NULL : gx + p * I;                                               \
                    T s = 0, d = 0;                                                              \
                    if (!y) {                                                                    \
                        d = gy[o] / (T)(d1 - d0) / (T)(h1 - h0) / (T)(w1 - w0);                  \
                    }                                                                            \
                    for (int64_t id = d0; id < d1; id++)                                         \
                        for (int64_t ih = h0; ih < h1; ih++)                                     \
                            for (int64_t iw = w0; iw < w1; iw++) {                               \
                                int64_t at = (id * g->H + ih) * g->W + iw;                       \
                                if (y) s += xp[at]; else gp[at] += d;                            \
                            }                                                                    \
                    if (y) y[o] = s / (T)(d1 - d0) / (T)(h1 - h0) / (T)(w1 - w0);               \
                }                                                                                \
            }                                                                                    \
        }                                                                                        \
}
ADAPTIVE(float, f32)
ADAPTIVE(double, f64)

enum { POOL_MAX, POOL_AVG, POOL_ADAPTIVE };

/* Pool backward; saved 0 = indices (max). */
static nb_Status pool_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    PoolGeo g;
    pgeo_load(n, &g);
    ts_DType dt = n->meta[0].dtype;
    ts_Tensor *gy = NULL, *gx = NULL, *ind = NULL;
    nb_Status st;
    TRYG(ts__as(c, gout[0], dt, &gy));
    TRYG(ts__new(c, dt, n->meta[0].ndim, n->meta[0].shape, &gx));
    TRYG(ts_charge(c, (uint64_t)ts_numel(gx) + (uint64_t)ts_numel(gy) * (uint64_t)(g.kd * g.kh * g.kw)));
    if (g.kind == POOL_MAX) {
        ts_Tensor *si;
        TRYG(ag_unpack(c, n, 0, &si));
        TRYG(ts__as(c, si, TS_INT64, &ind));
        if (dt == TS_FLOAT32) maxpool_bw_f32(&g, ts_data(gy), ts_data(ind), ts_data(gx));
        else maxpool_bw_f64(&g, ts_data(gy), ts_data(ind), ts_data(gx));
    } else if (g.kind == POOL_AVG) {
        if (dt == TS_FLOAT32) avgpool_f32(&g, NULL, NULL, ts_data(gy), ts_data(gx));
        else avgpool_f64(&g, NULL, NULL, ts_data(gy), ts_data(gx));
    } else {
        if (dt == TS_FLOAT32) adaptive_f32(&g, NULL, NULL, ts_data(gy), ts_data(gx));
        else adaptive_f64(&g, NULL, NULL, ts_data(gy), ts_data(gx));
    }
    gin[0] = gx;
    gx = NULL;
done:
    ts_release(gy); ts_release(gx); ts_release(ind);
    return st;
}

static nb_Status pool_dtype(ts_Ctx *c, const ts_Tensor *x, const char *name)
{
    if (x->dtype != TS_FLOAT32 && x->dtype != TS_FLOAT64)
        return ts_err(c, TS_ERR_RUNTIME, "\"%s\" not implemented for '%s'", name, ts_dtype_short(x->dtype));
    return NB_OK;
}

/* Run a pooling kernel on x (sd spatial dims after any leading plane dims)
 * and record its backward node. g holds everything but the plane count. */
static nb_Status pool_run(ts_Ctx *c, int kind, int sd, ts_Tensor *x, PoolGeo *g, const char *name, ts_Tensor **out,
                          ts_Tensor **indices)
{
    int nd = x->ndim;
    int64_t osh[TS_MAXDIM];
    const int64_t o3[3] = {g->OD, g->OH, g->OW};
    g->P = 1;
    for (int i = 0; i < nd - sd; i++) { osh[i] = x->shape[i]; g->P *= x->shape[i]; }
    for (int i = 0; i < sd; i++) osh[nd - sd + i] = o3[3 - sd + i];
    g->kind = kind;
    ts_DType dt = x->dtype;
    ts_Tensor *cx = NULL, *y = NULL, *ind = NULL;
    nb_Status st;
    TRYG(ts_charge(c, (uint64_t)(g->P * g->OD * g->OH * g->OW) * (uint64_t)(g->kd * g->kh * g->kw) +
                          (uint64_t)ts_numel(x)));
    TRYG(ts__as(c, x, dt, &cx));
    TRYG(ts__new(c, dt, nd, osh, &y));
    if (kind == POOL_MAX) {
        TRYG(ts__new(c, TS_INT64, nd, osh, &ind));
        if (dt == TS_FLOAT32) maxpool_f32(g, ts_data(cx), ts_data(y), ts_data(ind));
        else maxpool_f64(g, ts_data(cx), ts_data(y), ts_data(ind));
    } else if (kind == POOL_AVG) {
        if (dt == TS_FLOAT32) avgpool_f32(g, ts_data(cx), ts_data(y), NULL, NULL);
        else avgpool_f64(g, ts_data(cx), ts_data(y), NULL, NULL);
    } else {
        if (dt == TS_FLOAT32) adaptive_f32(g, ts_data(cx), ts_data(y), NULL, NULL);
        else adaptive_f64(g, ts_data(cx), ts_data(y), NULL, NULL);
    }
    if (ag_should_record(c, 1, &x)) {
        ag_Node *n;
        TRYG(ag_make(c, name, pool_bw, 1, &x, 1, &n));
        pgeo_store(n, g);
        st = ind ? ag_save(c, n, 0, ind, false) : NB_OK;
        if (!st) st = ag_save(c, n, 1, x, false);   /* PyTorch's _saved_self (the backward reads slot 0 only) */
        if (!st) ag_set_output(n, y, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    *out = y;
    y = NULL;
    if (indices) { *indices = ind; ind = NULL; }
done:
    ts_release(cx); ts_release(y); ts_release(ind);
    return st;
}

/* A pooling geometry with a unit depth (the 2-D pools). */
static PoolGeo geo2d(const ts_Tensor *x)
{
    PoolGeo g = {0};
    g.D = g.OD = g.kd = g.sd = g.dd = 1;
    g.H = x->shape[x->ndim - 2]; g.W = x->shape[x->ndim - 1];
    return g;
}

nb_Status ts_max_pool2d_with_indices(ts_Ctx *c, ts_Tensor *x, const int64_t k[2], const int64_t stride[2],
                                     const int64_t padding[2], const int64_t dilation[2], bool ceil_mode,
                                     ts_Tensor **out, ts_Tensor **indices)
{
    ts_Tensor *hv[1] = {x};
    TS_VIA_F32(c, 1, hv, out, ts_max_pool2d_with_indices(c, hv[0], k, stride, padding, dilation, ceil_mode, &hr_, indices));
    const int64_t *s = stride ? stride : k;
    if (x->ndim != 3 && x->ndim != 4)
        return ts_err(c, TS_ERR_RUNTIME, "non-empty 3D or 4D (batch mode) tensor expected for input");
    PoolGeo g = geo2d(x);
    TRY(pool_out(c, g.H, k[0], padding[0], s[0], dilation[0], ceil_mode, &g.OH));
    TRY(pool_out(c, g.W, k[1], padding[1], s[1], dilation[1], ceil_mode, &g.OW));
    TRY(pool_check(c, x, k, s, padding, dilation, g.OH, g.OW));
    TRY(pool_dtype(c, x, "max_pool2d"));
    g.kh = k[0]; g.kw = k[1]; g.sh = s[0]; g.sw = s[1]; g.ph = padding[0]; g.pw = padding[1];
    g.dh = dilation[0]; g.dw = dilation[1];
    return pool_run(c, POOL_MAX, 2, x, &g, "MaxPool2DWithIndicesBackward0", out, indices);
}

nb_Status ts_max_pool2d(ts_Ctx *c, ts_Tensor *x, const int64_t k[2], const int64_t stride[2],
                        const int64_t padding[2], const int64_t dilation[2], bool ceil_mode, ts_Tensor **out)
{
    return ts_max_pool2d_with_indices(c, x, k, stride, padding, dilation, ceil_mode, out, NULL);
}

nb_Status ts_avg_pool2d(ts_Ctx *c, ts_Tensor *x, const int64_t k[2], const int64_t stride[2],
                        const int64_t padding[2], bool ceil_mode, bool count_include_pad, int64_t divisor_override,
                        ts_Tensor **out)
{
    ts_Tensor *hv[1] = {x};
    TS_VIA_F32(c, 1, hv, out, ts_avg_pool2d(c, hv[0], k, stride, padding, ceil_mode, count_include_pad, divisor_override, &hr_));
    const int64_t *s = stride ? stride : k;
    static const int64_t one[2] = {1, 1};
    if (x->ndim < 3) {
        int64_t n = x->ndim > 0 ? x->ndim : 1;
        return ts_err(c, TS_ERR_INDEX, "Dimension out of range (expected to be in range of [%lld, %lld], but got -3)",
                      (long long)-n, (long long)(n - 1));
    }
    PoolGeo g = geo2d(x);
    TRY(pool_out(c, g.H, k[0], padding[0], s[0], 1, ceil_mode, &g.OH));
    TRY(pool_out(c, g.W, k[1], padding[1], s[1], 1, ceil_mode, &g.OW));
    TRY(pool_check(c, x, k, s, padding, one, g.OH, g.OW));
    TRY(pool_dtype(c, x, "avg_pool2d_out_frame"));
    g.kh = k[0]; g.kw = k[1]; g.sh = s[0]; g.sw = s[1]; g.ph = padding[0]; g.pw = padding[1];
    g.dh = g.dw = 1; g.cip = count_include_pad; g.divo = divisor_override;
    return pool_run(c, POOL_AVG, 2, x, &g, "AvgPool2DBackward0", out, NULL);
}

nb_Status ts_adaptive_avg_pool2d(ts_Ctx *c, ts_Tensor *x, const int64_t osize[2], ts_Tensor **out)
{
    ts_Tensor *hv[1] = {x};
    TS_VIA_F32(c, 1, hv, out, ts_adaptive_avg_pool2d(c, hv[0], osize, &hr_));
    if (osize[0] < 0 || osize[1] < 0)
        return ts_err(c, TS_ERR_RUNTIME, "adaptive_avg_pool2d: elements of output_size must be greater than or equal to 0 but received {%lld, %lld}",
                      (long long)osize[0], (long long)osize[1]);
    if (osize[0] == 1 && osize[1] == 1) {
        int64_t dims[2] = {-1, -2};
        return ts_mean(c, x, dims, 2, true, TS_NODTYPE, out);
    }
    char xs[200];
    ts__fmt_shape(xs, sizeof xs, x->ndim, x->shape);
    if (x->ndim != 3 && x->ndim != 4)
        return ts_err(c, TS_ERR_RUNTIME, "adaptive_avg_pool2d(): Expected 3D or 4D tensor, but got %s", xs);
    for (int i = x->ndim - 2; i < x->ndim; i++)
        if (x->shape[i] <= 0)
            return ts_err(c, TS_ERR_RUNTIME, "adaptive_avg_pool2d(): Expected input to have non-zero size for non-batch dimensions, but input has sizes %s with dimension %d being empty",
                          xs, i);
    TRY(pool_dtype(c, x, "adaptive_avg_pool2d"));
    PoolGeo g = geo2d(x);
    g.OH = osize[0]; g.OW = osize[1];
    g.kh = (g.H + g.OH - 1) / (g.OH ? g.OH : 1) + 1; g.kw = (g.W + g.OW - 1) / (g.OW ? g.OW : 1) + 1; /* work estimate only */
    return pool_run(c, POOL_ADAPTIVE, 2, x, &g, "AdaptiveAvgPool2DBackward0", out, NULL);
}

/* ------------------------------------------------------------- 3-D pooling */

/* pool3d_shape_check (2.6 wording) after the output sizes are known; avg
 * (check_input_size) also refuses a kernel larger than the input. */
static nb_Status pool3d_check(ts_Ctx *c, const ts_Tensor *x, const PoolGeo *g, const char *fn, bool avg)
{
    int nd = x->ndim;
    char xs[200];
    ts__fmt_shape(xs, sizeof xs, nd, x->shape);
    if (!(g->kd > 0 && g->kh > 0 && g->kw > 0))
        return ts_err(c, TS_ERR_RUNTIME, "kernel size should be greater than zero, but got kT: %lld kH: %lld kW: %lld",
                      (long long)g->kd, (long long)g->kh, (long long)g->kw);
    if (!(g->sd > 0 && g->sh > 0 && g->sw > 0))
        return ts_err(c, TS_ERR_RUNTIME, "stride should be greater than zero, but got dT: %lld dH: %lld dW: %lld",
                      (long long)g->sd, (long long)g->sh, (long long)g->sw);
    if (!(g->dd > 0 && g->dh > 0 && g->dw > 0))
        return ts_err(c, TS_ERR_RUNTIME, "dilation should be greater than zero, but got dilationT: %lld dilationH: %lld dilationW: %lld",
                      (long long)g->dd, (long long)g->dh, (long long)g->dw);
    for (int i = nd == 5 ? 1 : 0; i < nd; i++)
        if (x->shape[i] <= 0)
            return ts_err(c, TS_ERR_RUNTIME, "%s: Expected input's non-batch dimensions to have positive length, but input has a shape of %s and non-batch dimension %lld has length zero!",
                          fn, xs, (long long)x->shape[i]);
    if (avg && !(g->D >= g->kd && g->H >= g->kh && g->W >= g->kw))
        return ts_err(c, TS_ERR_RUNTIME, "input image (T: %lld H: %lld W: %lld) smaller than kernel size (kT: %lld kH: %lld kW: %lld)",
                      (long long)g->D, (long long)g->H, (long long)g->W, (long long)g->kd, (long long)g->kh, (long long)g->kw);
    if (!(g->kd / 2 >= g->pd && g->kw / 2 >= g->pw && g->kh / 2 >= g->ph))
        return ts_err(c, TS_ERR_RUNTIME, "pad should be smaller than or equal to half of effective kernel size, but got padT: %lld padW: %lld padH: %lld effectiveKT: %lld effectiveKW: %lld effectiveKH: %lld",
                      (long long)g->pd, (long long)g->pw, (long long)g->ph, (long long)((g->kd - 1) * g->dd + 1),
                      (long long)((g->kw - 1) * g->dw + 1), (long long)((g->kh - 1) * g->dh + 1));
    if (g->OD < 1 || g->OW < 1 || g->OH < 1) {
        long long pl = (long long)x->shape[nd - 4];
        return ts_err(c, TS_ERR_RUNTIME, "Given input size: (%lldx%lldx%lldx%lld). Calculated output size: (%lldx%lldx%lldx%lld). Output size is too small",
                      pl, (long long)g->D, (long long)g->H, (long long)g->W, pl, (long long)g->OD, (long long)g->OH,
                      (long long)g->OW);
    }
    return NB_OK;
}

/* The 3-D window geometry of x (4-D or 5-D) with its output sizes. */
static nb_Status geo3d(ts_Ctx *c, const ts_Tensor *x, const int64_t k[3], const int64_t s[3], const int64_t p[3],
                       const int64_t d[3], bool ceil_mode, PoolGeo *g)
{
    *g = (PoolGeo){0};
    g->D = x->shape[x->ndim - 3]; g->H = x->shape[x->ndim - 2]; g->W = x->shape[x->ndim - 1];
    g->kd = k[0]; g->kh = k[1]; g->kw = k[2]; g->sd = s[0]; g->sh = s[1]; g->sw = s[2];
    g->pd = p[0]; g->ph = p[1]; g->pw = p[2]; g->dd = d[0]; g->dh = d[1]; g->dw = d[2];
    TRY(pool_out(c, g->D, k[0], p[0], s[0], d[0], ceil_mode, &g->OD));
    TRY(pool_out(c, g->H, k[1], p[1], s[1], d[1], ceil_mode, &g->OH));
    return pool_out(c, g->W, k[2], p[2], s[2], d[2], ceil_mode, &g->OW);
}

nb_Status ts_max_pool3d_with_indices(ts_Ctx *c, ts_Tensor *x, const int64_t k[3], const int64_t stride[3],
                                     const int64_t padding[3], const int64_t dilation[3], bool ceil_mode,
                                     ts_Tensor **out, ts_Tensor **indices)
{
    ts_Tensor *hv[1] = {x};
    TS_VIA_F32(c, 1, hv, out, ts_max_pool3d_with_indices(c, hv[0], k, stride, padding, dilation, ceil_mode, &hr_, indices));
    if (x->ndim != 4 && x->ndim != 5)
        return ts_err(c, TS_ERR_RUNTIME, "non-empty 4D or 5D (batch mode) tensor expected for input");
    PoolGeo g;
    TRY(geo3d(c, x, k, stride ? stride : k, padding, dilation, ceil_mode, &g));
    TRY(pool3d_check(c, x, &g, "max_pool3d_with_indices_out_cpu_template()", false));
    TRY(pool_dtype(c, x, "max_pool3d"));
    return pool_run(c, POOL_MAX, 3, x, &g, "MaxPool3DWithIndicesBackward0", out, indices);
}

nb_Status ts_avg_pool3d(ts_Ctx *c, ts_Tensor *x, const int64_t k[3], const int64_t stride[3],
                        const int64_t padding[3], bool ceil_mode, bool count_include_pad, int64_t divisor_override,
                        ts_Tensor **out)
{
    ts_Tensor *hv[1] = {x};
    TS_VIA_F32(c, 1, hv, out, ts_avg_pool3d(c, hv[0], k, stride, padding, ceil_mode, count_include_pad, divisor_override, &hr_));
    static const int64_t one[3] = {1, 1, 1};
    if (x->ndim != 4 && x->ndim != 5)
        return ts_err(c, TS_ERR_RUNTIME, "non-empty 4D or 5D (batch mode) tensor expected for input");
    PoolGeo g;
    TRY(geo3d(c, x, k, stride ? stride : k, padding, one, ceil_mode, &g));
    TRY(pool3d_check(c, x, &g, "avg_pool3d()", true));
    TRY(pool_dtype(c, x, "avg_pool3d_out_frame"));
    g.cip = count_include_pad; g.divo = divisor_override;
    return pool_run(c, POOL_AVG, 3, x, &g, "AvgPool3DBackward0", out, NULL);
}

nb_Status ts_adaptive_avg_pool3d(ts_Ctx *c, ts_Tensor *x, const int64_t osize[3], ts_Tensor **out)
{
    ts_Tensor *hv[1] = {x};
    TS_VIA_F32(c, 1, hv, out, ts_adaptive_avg_pool3d(c, hv[0], osize, &hr_));
    char xs[200];
    ts__fmt_shape(xs, sizeof xs, x->ndim, x->shape);
    if (x->ndim != 4 && x->ndim != 5)
        return ts_err(c, TS_ERR_RUNTIME, "adaptive_avg_pool3d(): Expected 4D or 5D tensor, but got %s", xs);
    for (int i = 0; i < 3; i++)
        if (osize[i] < 0)
            return ts_err(c, TS_ERR_RUNTIME, "adaptive_avg_pool3d: elements of output_size must be greater than or equal to 0 but received {%lld, %lld,%lld}",
                          (long long)osize[0], (long long)osize[1], (long long)osize[2]);
    if (osize[0] == 1 && osize[1] == 1 && osize[2] == 1) {
        int64_t dims[3] = {-1, -2, -3};
        return ts_mean(c, x, dims, 3, true, TS_NODTYPE, out);
    }
    for (int i = x->ndim - 3; i < x->ndim; i++)
        if (x->shape[i] <= 0)
            return ts_err(c, TS_ERR_RUNTIME, "adaptive_avg_pool3d(): Expected input to have non-zero size for non-batch dimensions, but input has sizes %s with dimension %d being empty",
                          xs, i);
    TRY(pool_dtype(c, x, "adaptive_avg_pool3d_cpu"));
    PoolGeo g = {0};
    g.D = x->shape[x->ndim - 3]; g.H = x->shape[x->ndim - 2]; g.W = x->shape[x->ndim - 1];
    g.OD = osize[0]; g.OH = osize[1]; g.OW = osize[2];
    /* window extents: work estimate only */
    g.kd = (g.D + g.OD - 1) / (g.OD ? g.OD : 1) + 1; g.kh = (g.H + g.OH - 1) / (g.OH ? g.OH : 1) + 1;
    g.kw = (g.W + g.OW - 1) / (g.OW ? g.OW : 1) + 1;
    return pool_run(c, POOL_ADAPTIVE, 3, x, &g, "AdaptiveAvgPool3DBackward0", out, NULL);
}
