/* ts_conv.c — conv1d/conv2d (im2col + kn_gemm) and 2-D pooling (max, avg,
 * adaptive avg) with their backward rules: ConvolutionBackward0,
 * MaxPool2DWithIndicesBackward0, AvgPool2DBackward0, AdaptiveAvgPool2DBackward0.
 *
 * All kernels work on contiguous float32/float64 buffers; a 1-D conv is a 2-D
 * conv with H = 1. Error texts and check order follow PyTorch 2.6
 * (Convolution.cpp check_shape_forward, Pool.h, AdaptiveAveragePooling.cpp). */
#include "ts_impl.h"

#include <stdio.h>

/* ---------------------------------------------------------------- geometry */

typedef struct ConvGeo {
    int64_t N, C, H, W;         /* input */
    int64_t O, KH, KW;          /* weight [O, C/G, KH, KW] */
    int64_t OH, OW;             /* output */
    int64_t sh, sw, ph, pw;     /* stride, top/left padding (bottom/right only shape OH/OW) */
    int64_t dh, dw, G;          /* dilation, groups */
} ConvGeo;

/* im2col for one image and one group: col[(c*KH+i)*KW+j][oh*OW+ow] =
 * x[c][oh*sh-ph+i*dh][ow*sw-pw+j*dw] (0 outside). col2im adds back. */
#define IM2COL(T, SFX)                                                                           \
static void im2col_##SFX(const ConvGeo *g, const T *x, T *col)                                   \
{                                                                                                \
    int64_t Cg = g->C / g->G, L = g->OH * g->OW;                                                 \
    for (int64_t cc = 0; cc < Cg; cc++)                                                          \
        for (int64_t i = 0; i < g->KH; i++)                                                      \
            for (int64_t j = 0; j < g->KW; j++) {                                                \
                T *dst = col + ((cc * g->KH + i) * g->KW + j) * L;                               \
                for (int64_t oh = 0; oh < g->OH; oh++) {                                         \
                    int64_t ih = oh * g->sh - g->ph + i * g->dh;                                 \
                    T *d = dst + oh * g->OW;                                                     \
                    if (ih < 0 || ih >= g->H) { for (int64_t ow = 0; ow < g->OW; ow++) d[ow] = 0; continue; } \
                    const T *src = x + (cc * g->H + ih) * g->W;                                  \
                    for (int64_t ow = 0; ow < g->OW; ow++) {                                     \
                        int64_t iw = ow * g->sw - g->pw + j * g->dw;                             \
                        d[ow] = (iw >= 0 && iw < g->W) ? src[iw] : (T)0;                         \
                    }                                                                            \
                }                                                                                \
            }                                                                                    \
}                                                                                                \
static void col2im_##SFX(const ConvGeo *g, const T *col, T *x)                                   \
{                                                                                                \
    int64_t Cg = g->C / g->G, L = g->OH * g->OW;                                                 \
    for (int64_t cc = 0; cc < Cg; cc++)                                                          \
        for (int64_t i = 0; i < g->KH; i++)                                                      \
            for (int64_t j = 0; j < g->KW; j++) {                                                \
                const T *src = col + ((cc * g->KH + i) * g->KW + j) * L;                         \
                for (int64_t oh = 0; oh < g->OH; oh++) {                                         \
                    int64_t ih = oh * g->sh - g->ph + i * g->dh;                                 \
                    if (ih < 0 || ih >= g->H) continue;                                          \
                    T *d = x + (cc * g->H + ih) * g->W;                                          \
                    const T *s = src + oh * g->OW;                                               \
                    for (int64_t ow = 0; ow < g->OW; ow++) {                                     \
                        int64_t iw = ow * g->sw - g->pw + j * g->dw;                             \
                        if (iw >= 0 && iw < g->W) d[iw] += s[ow];                                \
                    }                                                                            \
                }                                                                                \
            }                                                                                    \
}

/* Forward: y[n][grp*Og+o] = W[grp*Og+o] @ cols(n, grp) (+ bias). */
#define CONV_FWD(T, SFX, GEMM)                                                                   \
static void conv_fwd_##SFX(const ConvGeo *g, const T *x, const T *w, const T *b, T *y, T *col, void *ws) \
{                                                                                                \
    int64_t Cg = g->C / g->G, Og = g->O / g->G, K = Cg * g->KH * g->KW, L = g->OH * g->OW;       \
    for (int64_t n = 0; n < g->N; n++)                                                           \
        for (int64_t grp = 0; grp < g->G; grp++) {                                               \
            im2col_##SFX(g, x + (n * g->C + grp * Cg) * g->H * g->W, col);                       \
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
    int64_t Cg = g->C / g->G, Og = g->O / g->G, K = Cg * g->KH * g->KW, L = g->OH * g->OW;       \
    for (int64_t n = 0; n < g->N; n++)                                                           \
        for (int64_t grp = 0; grp < g->G; grp++) {                                               \
            const T *gyo = gy + (n * g->O + grp * Og) * L;                                       \
            if (gw) {                                                                            \
                im2col_##SFX(g, x + (n * g->C + grp * Cg) * g->H * g->W, col);                   \
                GEMM(Og, K, L, (T)1, gyo, L, 1, col, 1, L, (T)1, gw + grp * Og * K, K, 1, ws);   \
            }                                                                                    \
            if (gx) {                                                                            \
                GEMM(K, L, Og, (T)1, w + grp * Og * K, 1, K, gyo, L, 1, (T)0, col, L, 1, ws);    \
                col2im_##SFX(g, col, gx + (n * g->C + grp * Cg) * g->H * g->W);                  \
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
    int64_t K = g->C / g->G * g->KH * g->KW, L = g->OH * g->OW;
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

/* iv layout on the node: 0 N,1 C,2 H,3 W,4 O,5 KH,6 KW,7 OH,8 OW,9 sh,10 sw,11 ph,12 pw,13 dh,14 dw,15 G */
static void geo_store(ag_Node *n, const ConvGeo *g)
{
    const int64_t v[16] = {g->N, g->C, g->H, g->W, g->O, g->KH, g->KW, g->OH, g->OW,
                           g->sh, g->sw, g->ph, g->pw, g->dh, g->dw, g->G};
    memcpy(n->iv, v, sizeof v);
}
static void geo_load(const ag_Node *n, ConvGeo *g)
{
    const int64_t *v = n->iv;
    g->N = v[0]; g->C = v[1]; g->H = v[2]; g->W = v[3]; g->O = v[4]; g->KH = v[5]; g->KW = v[6];
    g->OH = v[7]; g->OW = v[8]; g->sh = v[9]; g->sw = v[10]; g->ph = v[11]; g->pw = v[12];
    g->dh = v[13]; g->dw = v[14]; g->G = v[15];
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
    TRYG(ts_charge(c, (uint64_t)(2 * g.N * g.O * g.OH * g.OW) * (uint64_t)(g.C / g.G * g.KH * g.KW) / TS_CONV_MACS_PER_WORK));
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

/* Batched conv with spatial dims sd (1 or 2) and (possibly asymmetric)
 * padding lo/hi per dim; records ConvolutionBackward0. */
static nb_Status conv_batched(ts_Ctx *c, int sd, ts_Tensor *x, ts_Tensor *w, ts_Tensor *b, const int64_t *stride,
                              const int64_t *plo, const int64_t *phi, const int64_t *dil, int64_t groups,
                              ts_Tensor **out)
{
    ConvGeo g;
    g.N = x->shape[0]; g.C = x->shape[1]; g.O = w->shape[0]; g.G = groups;
    if (sd == 1) {
        g.H = 1; g.W = x->shape[2]; g.KH = 1; g.KW = w->shape[2];
        g.sh = 1; g.sw = stride[0]; g.ph = 0; g.pw = plo[0]; g.dh = 1; g.dw = dil[0];
        g.OH = 1;
        g.OW = (g.W + plo[0] + phi[0] - g.dw * (g.KW - 1) - 1) / g.sw + 1;
    } else {
        g.H = x->shape[2]; g.W = x->shape[3]; g.KH = w->shape[2]; g.KW = w->shape[3];
        g.sh = stride[0]; g.sw = stride[1]; g.ph = plo[0]; g.pw = plo[1]; g.dh = dil[0]; g.dw = dil[1];
        g.OH = (g.H + plo[0] + phi[0] - g.dh * (g.KH - 1) - 1) / g.sh + 1;
        g.OW = (g.W + plo[1] + phi[1] - g.dw * (g.KW - 1) - 1) / g.sw + 1;
    }
    int64_t osh[4] = {g.N, g.O, sd == 1 ? g.OW : g.OH, g.OW};
    ts_DType dt = x->dtype;
    ts_Tensor *cx = NULL, *cw = NULL, *cb = NULL, *y = NULL;
    Scratch s = {0};
    nb_Status st;
    TRYG(ts_charge(c, (uint64_t)(g.N * g.O * g.OH * g.OW) * (uint64_t)(g.C / g.G * g.KH * g.KW) / TS_CONV_MACS_PER_WORK));
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
    int64_t plo[2] = {0, 0}, phi[2] = {0, 0}, psym[2] = {0, 0};
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

/* Pool iv layout: 0 P (planes), 1 H, 2 W, 3 OH, 4 OW, 5 kh, 6 kw, 7 sh, 8 sw, 9 ph, 10 pw, 11 dh, 12 dw,
 * 13 count_include_pad */
typedef struct PoolGeo { int64_t P, H, W, OH, OW, kh, kw, sh, sw, ph, pw, dh, dw, cip; } PoolGeo;
static void pgeo_store(ag_Node *n, const PoolGeo *g) { memcpy(n->iv, g, sizeof *g); }
static void pgeo_load(const ag_Node *n, PoolGeo *g) { memcpy(g, n->iv, sizeof *g); }

/* Max pool over each plane: value and flat index ih*W+iw of the first max
 * (NaN wins), scanning the dilated window from its first in-range row/col. */
#define MAXPOOL(T, SFX)                                                                          \
static void maxpool_##SFX(const PoolGeo *g, const T *x, T *y, int64_t *ind)                      \
{                                                                                                \
    for (int64_t p = 0; p < g->P; p++) {                                                         \
        const T *xp = x + p * g->H * g->W;                                                       \
        for (int64_t oh = 0; oh < g->OH; oh++) {                                                 \
            int64_t hs = oh * g->sh - g->ph, he = hs + (g->kh - 1) * g->dh + 1;                  \
            if (he > g->H) he = g->H;                                                            \
            while (hs < 0) hs += g->dh;                                                          \
            for (int64_t ow = 0; ow < g->OW; ow++) {                                             \
                int64_t ws = ow * g->sw - g->pw, we = ws + (g->kw - 1) * g->dw + 1;              \
                if (we > g->W) we = g->W;                                                        \
                while (ws < 0) ws += g->dw;                                                      \
                int64_t mi = hs * g->W + ws;                                                     \
                T mv = -(T)INFINITY;                                                             \
                for (int64_t ih = hs; ih < he; ih += g->dh)                                      \
                    for (int64_t iw = ws; iw < we; iw += g->dw) {                                \
                        T v = xp[ih * g->W + iw];                                                \
                        if (v > mv || v != v) { mv = v; mi = ih * g->W + iw; }                   \
                    }                                                                            \
                int64_t o = (p * g->OH + oh) * g->OW + ow;                                       \
                y[o] = mv;                                                                       \
                ind[o] = mi;                                                                     \
            }                                                                                    \
        }                                                                                        \
    }                                                                                            \
}                                                                                                \
static void maxpool_bw_##SFX(const PoolGeo *g, const T *gy, const int64_t *ind, T *gx)           \
{                                                                                                \
    int64_t L = g->OH * g->OW;                                                                   \
    for (int64_t p = 0; p < g->P; p++)                                                           \
        for (int64_t l = 0; l < L; l++) gx[p * g->H * g->W + ind[p * L + l]] += gy[p * L + l];   \
}
MAXPOOL(float, f32)
MAXPOOL(double, f64)

/* Average pool (PyTorch's window clipping and divisor rules). */
#define AVGPOOL(T, SFX)                                                                          \
static void avgpool_##SFX(const PoolGeo *g, const T *x, T *y, const T *gy, T *gx)                \
{                                                                                                \
    for (int64_t p = 0; p < g->P; p++)                                                           \
        for (int64_t oh = 0; oh < g->OH; oh++)                                                   \
            for (int64_t ow = 0; ow < g->OW; ow++) {                                             \
                int64_t hs = oh * g->sh - g->ph, ws = ow * g->sw - g->pw;                        \
                int64_t he = hs + g->kh, we = ws + g->kw;                                        \
                if (he > g->H + g->ph) he = g->H + g->ph;                                        \
                if (we > g->W + g->pw) we = g->W + g->pw;                                        \
                int64_t pool = (he - hs) * (we - ws);                                            \
                if (hs < 0) hs = 0;                                                              \
                if (ws < 0) ws = 0;                                                              \
                if (he > g->H) he = g->H;                                                        \
                if (we > g->W) we = g->W;                                                        \
                int64_t o = (p * g->OH + oh) * g->OW + ow;                                       \
                if (hs >= he || ws >= we) { if (y) y[o] = 0; continue; }                         \
                int64_t div = g->cip ? pool : (he - hs) * (we - ws);                             \
                if (y) {                                                                         \
                    T s = 0;                                                                     \
                    for (int64_t ih = hs; ih < he; ih++)                                         \
                        for (int64_t iw = ws; iw < we; iw++) s += x[(p * g->H + ih) * g->W + iw]; \
                    y[o] = s / (T)div;                                                           \
                } else {                                                                         \
                    T d = gy[o] / (T)div;                                                        \
                    for (int64_t ih = hs; ih < he; ih++)                                         \
                        for (int64_t iw = ws; iw < we; iw++) gx[(p * g->H + ih) * g->W + iw] += d; \
                }                                                                                \
            }                                                                                    \
}
AVGPOOL(float, f32)
AVGPOOL(double, f64)

/* Adaptive average pool: window [floor(o*in/out), ceil((o+1)*in/out)). */
static int64_t ad_start(int64_t a, int64_t out, int64_t in) { return (a * in) / out; }
static int64_t ad_end(int64_t a, int64_t out, int64_t in) { return ((a + 1) * in + out - 1) / out; }
#define ADAPTIVE(T, SFX)                                                                         \
static void adaptive_##SFX(const PoolGeo *g, const T *x, T *y, const T *gy, T *gx)               \
{                                                                                                \
    for (int64_t p = 0; p < g->P; p++)                                                           \
        for (int64_t oh = 0; oh < g->OH; oh++) {                                                 \
            int64_t h0 = ad_start(oh, g->OH, g->H), h1 = ad_end(oh, g->OH, g->H);                \
            for (int64_t ow = 0; ow < g->OW; ow++) {                                             \
                int64_t w0 = ad_start(ow, g->OW, g->W), w1 = ad_end(ow, g->OW, g->W);            \
                int64_t o = (p * g->OH + oh) * g->OW + ow;                                       \
                if (y) {                                                                         \
                    T s = 0;                                                                     \
                    for (int64_t ih = h0; ih < h1; ih++)                                         \
                        for (int64_t iw = w0; iw < w1; iw++) s += x[(p * g->H + ih) * g->W + iw]; \
                    y[o] = s / (T)(h1 - h0) / (T)(w1 - w0);                                      \
                } else {                                                                         \
                    T d = gy[o] / (T)(h1 - h0) / (T)(w1 - w0);                                   \
                    for (int64_t ih = h0; ih < h1; ih++)                                         \
                        for (int64_t iw = w0; iw < w1; iw++) gx[(p * g->H + ih) * g->W + iw] += d; \
                }                                                                                \
            }                                                                                    \
        }                                                                                        \
}
ADAPTIVE(float, f32)
ADAPTIVE(double, f64)

enum { POOL_MAX, POOL_AVG, POOL_ADAPTIVE };

/* Pool backward: iv[14] = kind; saved 0 = indices (max). */
static nb_Status pool_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    PoolGeo g;
    pgeo_load(n, &g);
    int kind = (int)n->iv[14];
    ts_DType dt = n->meta[0].dtype;
    ts_Tensor *gy = NULL, *gx = NULL, *ind = NULL;
    nb_Status st;
    TRYG(ts__as(c, gout[0], dt, &gy));
    TRYG(ts__new(c, dt, n->meta[0].ndim, n->meta[0].shape, &gx));
    TRYG(ts_charge(c, (uint64_t)ts_numel(gx) + (uint64_t)ts_numel(gy) * (uint64_t)(g.kh * g.kw)));
    if (kind == POOL_MAX) {
        ts_Tensor *si;
        TRYG(ag_unpack(c, n, 0, &si));
        TRYG(ts__as(c, si, TS_INT64, &ind));
        if (dt == TS_FLOAT32) maxpool_bw_f32(&g, ts_data(gy), ts_data(ind), ts_data(gx));
        else maxpool_bw_f64(&g, ts_data(gy), ts_data(ind), ts_data(gx));
    } else if (kind == POOL_AVG) {
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

/* Run a pooling kernel on x (3-D or 4-D) and record its backward node. */
static nb_Status pool_run(ts_Ctx *c, int kind, ts_Tensor *x, PoolGeo *g, const char *name, ts_Tensor **out,
                          ts_Tensor **indices)
{
    int nd = x->ndim;
    int64_t osh[4];
    for (int i = 0; i < nd - 2; i++) osh[i] = x->shape[i];
    osh[nd - 2] = g->OH; osh[nd - 1] = g->OW;
    g->P = 1;
    for (int i = 0; i < nd - 2; i++) g->P *= x->shape[i];
    ts_DType dt = x->dtype;
    ts_Tensor *cx = NULL, *y = NULL, *ind = NULL;
    nb_Status st;
    TRYG(ts_charge(c, (uint64_t)(g->P * g->OH * g->OW) * (uint64_t)(g->kh * g->kw) + (uint64_t)ts_numel(x)));
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
        n->iv[14] = kind;
        st = ind ? ag_save(c, n, 0, ind, false) : NB_OK;
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

nb_Status ts_max_pool2d_with_indices(ts_Ctx *c, ts_Tensor *x, const int64_t k[2], const int64_t stride[2],
                                     const int64_t padding[2], const int64_t dilation[2], bool ceil_mode,
                                     ts_Tensor **out, ts_Tensor **indices)
{
    const int64_t *s = stride ? stride : k;
    if (x->ndim != 3 && x->ndim != 4)
        return ts_err(c, TS_ERR_RUNTIME, "non-empty 3D or 4D (batch mode) tensor expected for input");
    PoolGeo g = {0};
    g.H = x->shape[x->ndim - 2]; g.W = x->shape[x->ndim - 1];
    TRY(pool_out(c, g.H, k[0], padding[0], s[0], dilation[0], ceil_mode, &g.OH));
    TRY(pool_out(c, g.W, k[1], padding[1], s[1], dilation[1], ceil_mode, &g.OW));
    TRY(pool_check(c, x, k, s, padding, dilation, g.OH, g.OW));
    TRY(pool_dtype(c, x, "max_pool2d"));
    g.kh = k[0]; g.kw = k[1]; g.sh = s[0]; g.sw = s[1]; g.ph = padding[0]; g.pw = padding[1];
    g.dh = dilation[0]; g.dw = dilation[1];
    return pool_run(c, POOL_MAX, x, &g, "MaxPool2DWithIndicesBackward0", out, indices);
}

nb_Status ts_max_pool2d(ts_Ctx *c, ts_Tensor *x, const int64_t k[2], const int64_t stride[2],
                        const int64_t padding[2], const int64_t dilation[2], bool ceil_mode, ts_Tensor **out)
{
    return ts_max_pool2d_with_indices(c, x, k, stride, padding, dilation, ceil_mode, out, NULL);
}

nb_Status ts_avg_pool2d(ts_Ctx *c, ts_Tensor *x, const int64_t k[2], const int64_t stride[2],
                        const int64_t padding[2], bool ceil_mode, bool count_include_pad, ts_Tensor **out)
{
    const int64_t *s = stride ? stride : k;
    static const int64_t one[2] = {1, 1};
    if (x->ndim < 3) {
        int64_t n = x->ndim > 0 ? x->ndim : 1;
        return ts_err(c, TS_ERR_INDEX, "Dimension out of range (expected to be in range of [%lld, %lld], but got -3)",
                      (long long)-n, (long long)(n - 1));
    }
    PoolGeo g = {0};
    g.H = x->shape[x->ndim - 2]; g.W = x->shape[x->ndim - 1];
    TRY(pool_out(c, g.H, k[0], padding[0], s[0], 1, ceil_mode, &g.OH));
    TRY(pool_out(c, g.W, k[1], padding[1], s[1], 1, ceil_mode, &g.OW));
    TRY(pool_check(c, x, k, s, padding, one, g.OH, g.OW));
    TRY(pool_dtype(c, x, "avg_pool2d_out_frame"));
    g.kh = k[0]; g.kw = k[1]; g.sh = s[0]; g.sw = s[1]; g.ph = padding[0]; g.pw = padding[1];
    g.dh = g.dw = 1; g.cip = count_include_pad;
    return pool_run(c, POOL_AVG, x, &g, "AvgPool2DBackward0", out, NULL);
}

nb_Status ts_adaptive_avg_pool2d(ts_Ctx *c, ts_Tensor *x, const int64_t osize[2], ts_Tensor **out)
{
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
    PoolGeo g = {0};
    g.H = x->shape[x->ndim - 2]; g.W = x->shape[x->ndim - 1];
    g.OH = osize[0]; g.OW = osize[1];
    g.kh = (g.H + g.OH - 1) / (g.OH ? g.OH : 1) + 1; g.kw = (g.W + g.OW - 1) / (g.OW ? g.OW : 1) + 1; /* work estimate only */
    return pool_run(c, POOL_ADAPTIVE, x, &g, "AdaptiveAvgPool2DBackward0", out, NULL);
}
