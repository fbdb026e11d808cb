/* ag_double.c — differentiable backward formulas, used by the engine when
 * backward / autograd.grad run with create_graph=True.
 *
 * The first-order rules (in core/tensor) compute with raw kernels and grad mode
 * off. With create_graph the engine turns grad mode on, ag_unpack hands out
 * saved tensors connected to the forward graph, and each node runs here:
 *  - COMPOSITE: a formula written with recording ts ops in PyTorch's order
 *    (derivatives.yaml), so the gradient's grad_fn is what PyTorch prints
 *    (grad * other → MulBackward0, grad / other → DivBackward0, ...);
 *  - RECORDING: the node's own rule already uses only recording ops
 *    (view/permute/expand/cat/...), so it simply runs with grad mode on;
 *  - FUSED: PyTorch has a dedicated backward op (tanh_backward, threshold_backward,
 *    _softmax_backward_data, ...): the value comes from the node's raw rule and
 *    a node named like PyTorch's (TanhBackwardBackward0, ...) records it, whose
 *    own backward is again differentiable (triple backward works);
 *  - anything else runs its raw rule and, when the result should carry a graph,
 *    gets a node (<Op>BackwardBackward0) that raises NotImplementedError naming
 *    the op if a later backward reaches it (so first-order results still work). */
#include "ts_impl.h"

#include <math.h>
#include <stdio.h>

typedef nb_Status (*Formula)(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin);

/* ------------------------------------------------------------ small helpers */

static nb_Status mul(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **o) { return ts_binary(c, TS_MUL, a, b, o); }
static nb_Status dv(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor **o) { return ts_binary(c, TS_DIV, a, b, o); }
static nb_Status neg(ts_Ctx *c, ts_Tensor *a, ts_Tensor **o) { return ts_unary(c, TS_NEG, a, o); }

/* a * scalar as C++ formulas record it: Tensor.mul(Scalar), one MulBackward1
 * node with a's edge only. */
static nb_Status smul(ts_Ctx *c, ts_Tensor *a, double v, ts_Tensor **o)
{
    TRY(ts__mul_scalar(c, a, v, o));
    nb_Status st = ag_fuse(c, "MulBackward1", 1, &a, 1, o);
    if (st) { ts_release(*o); *o = NULL; }
    return st;
}

static bool needs(const ag_Node *n, int i) { return i < n->nin && n->next[i].fn != NULL; }

static void release_diffs(ag_Node *n)
{
    for (int i = 0; i < AG_MAXSAVED; i++)
        if (n->saved[i].diff) { ts_release(n->saved[i].diff); n->saved[i].diff = NULL; }
}

/* ------------------------------------------------------------ composite formulas */

/* add/sub: d[0] = alpha for other (negated for sub). */
static nb_Status f_add(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    bool sub = ts__binary_op_of(n) == TS_SUB;
    double alpha = sub ? -n->d[0] : n->d[0];
    if (needs(n, 0)) {
        if (n->d[1] == 1) { ts_retain(g[0]); gin[0] = g[0]; }
        else TRY(smul(c, g[0], n->d[1], &gin[0]));
    }
    if (needs(n, 1)) {
        ts_Tensor *t = g[0];
        ts_retain(t);
        if (sub) { ts_Tensor *u; nb_Status st = neg(c, t, &u); ts_release(t); TRY(st); t = u; }
        if (alpha != 1) { ts_Tensor *u; nb_Status st = smul(c, t, alpha, &u); ts_release(t); TRY(st); t = u; }
        gin[1] = t;
    }
    return NB_OK;
}

static nb_Status f_mul(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *b;
    if (needs(n, 0)) { TRY(ag_unpack(c, n, 1, &b)); TRY(mul(c, g[0], b, &gin[0])); }
    if (needs(n, 1)) { TRY(ag_unpack(c, n, 0, &a)); TRY(mul(c, g[0], a, &gin[1])); }
    return NB_OK;
}

/* self: grad / other; other: -grad * ((self / other) / other) */
static nb_Status f_div(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *b;
    TRY(ag_unpack(c, n, 1, &b));
    if (needs(n, 0)) TRY(dv(c, g[0], b, &gin[0]));
    if (needs(n, 1)) {
        TRY(ag_unpack(c, n, 0, &a));
        ts_Tensor *ng = NULL, *q = NULL, *q2 = NULL;
        nb_Status st;
        TRYG(neg(c, g[0], &ng));
        TRYG(dv(c, a, b, &q));
        TRYG(dv(c, q, b, &q2));
        TRYG(mul(c, ng, q2, &gin[1]));
    done:
        ts_release(ng); ts_release(q); ts_release(q2);
        return st;
    }
    return NB_OK;
}

/* rsub(self, scalar): -grad */
static nb_Status f_rsub(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    return neg(c, g[0], &gin[0]);
}

static nb_Status f_neg(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin) { return neg(c, g[0], &gin[0]); }

/* exp: grad * result */
static nb_Status f_exp(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *y;
    TRY(ag_unpack(c, n, 1, &y));
    return mul(c, g[0], y, &gin[0]);
}

/* log: grad / self */
static nb_Status f_log(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x;
    TRY(ag_unpack(c, n, 0, &x));
    return dv(c, g[0], x, &gin[0]);
}

/* sin: grad * self.cos(); cos: grad * -self.sin() */
static nb_Status sincos(ts_Ctx *c, ag_Node *n, bool is_cos, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x, *t = NULL, *u = NULL;
    TRY(ag_unpack(c, n, 0, &x));
    nb_Status st;
    TRYG(ts_unary(c, is_cos ? TS_SIN : TS_COS, x, &t));
    if (is_cos) { TRYG(neg(c, t, &u)); ts_release(t); t = u; u = NULL; }
    TRYG(mul(c, g[0], t, &gin[0]));
done:
    ts_release(t); ts_release(u);
    return st;
}
static nb_Status f_sin(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin) { return sincos(c, n, false, g, gin); }
static nb_Status f_cos(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin) { return sincos(c, n, true, g, gin); }

/* sqrt: grad / (2 * result) */
static nb_Status f_sqrt(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *y, *t;
    TRY(ag_unpack(c, n, 1, &y));
    TRY(smul(c, y, 2, &t));
    nb_Status st = dv(c, g[0], t, &gin[0]);
    ts_release(t);
    return st;
}

/* rsqrt: -0.5 * grad * result.pow(3) */
static nb_Status f_rsqrt(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *y, *a = NULL, *p = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 1, &y));
    TRYG(smul(c, g[0], -0.5, &a));
    TRYG(ts_pow_scalar(c, y, ts_sc_i(3), &p));
    TRYG(mul(c, a, p, &gin[0]));
done:
    ts_release(a); ts_release(p);
    return st;
}

/* reciprocal: -grad * (result * result) */
static nb_Status f_recip(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *y, *a = NULL, *p = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 1, &y));
    TRYG(neg(c, g[0], &a));
    TRYG(mul(c, y, y, &p));
    TRYG(mul(c, a, p, &gin[0]));
done:
    ts_release(a); ts_release(p);
    return st;
}

/* abs: grad * self.sgn() */
static nb_Status f_abs(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x, *s;
    TRY(ag_unpack(c, n, 0, &x));
    TRY(ts_unary(c, TS_SIGN, x, &s));
    nb_Status st = mul(c, g[0], s, &gin[0]);
    ts_release(s);
    return st;
}

/* pow(self, scalar e): zeros if e == 0, else grad * (e * self.pow(e - 1)) */
static nb_Status f_pows(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    double e = n->d[0];
    ts_Tensor *x, *p = NULL, *q = NULL;
    TRY(ag_unpack(c, n, 0, &x));
    if (e == 0) return ts_zeros_like(c, x, TS_NODTYPE, &gin[0]);
    nb_Status st;
    TRYG(ts_pow_scalar(c, x, ts_sc_f(e - 1), &p));
    TRYG(smul(c, p, e, &q));
    TRYG(mul(c, g[0], q, &gin[0]));
done:
    ts_release(p); ts_release(q);
    return st;
}

/* pow(Scalar base, exponent): grad * (result * log(base)); zero where base is
 * 0 and the exponent >= 0. Saved 0 exponent, 1 result; d[0] the base. */
static nb_Status f_rpows(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    double base = n->d[0];
    ts_Tensor *x, *y, *q = NULL, *r = NULL, *z = NULL, *m = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 0, &x));
    TRY(ag_unpack(c, n, 1, &y));
    TRYG(smul(c, y, log(base), &q));
    if (base != 0) {
        st = mul(c, g[0], q, &gin[0]);
        goto done;
    }
    TRYG(mul(c, g[0], q, &r));
    TRYG(ts__scalar_like(c, 0, r->dtype, &z));
    TRYG(ts_binary(c, TS_GE, x, z, &m));
    TRYG(ts_where(c, m, z, r, &gin[0]));
done:
    ts_release(q); ts_release(r); ts_release(z); ts_release(m);
    return st;
}

/* pow(self, exponent tensor): saved 0 self, 1 exponent, 2 result. */
static nb_Status f_pow_t(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *b, *r, *t1 = NULL, *t2 = NULL, *t3 = NULL, *z = NULL, *m = NULL, *m2 = NULL, *m3 = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 0, &a));
    TRY(ag_unpack(c, n, 1, &b));
    TRY(ag_unpack(c, n, 2, &r));
    TRYG(ts__scalar_like(c, 0, g[0]->dtype, &z));
    if (needs(n, 0)) {
        TRYG(ts__add_scalar(c, b, -1, &t1));
        TRYG(ts_binary(c, TS_POW, a, t1, &t2));
        TRYG(mul(c, b, t2, &t3));
        ts_release(t1); t1 = NULL;
        TRYG(mul(c, g[0], t3, &t1));
        TRYG(ts_binary(c, TS_EQ, b, z, &m));
        TRYG(ts_where(c, m, z, t1, &gin[0]));
        ts_release(t1); ts_release(t2); ts_release(t3); ts_release(m);
        t1 = t2 = t3 = m = NULL;
    }
    if (needs(n, 1)) {
        TRYG(ts_unary(c, TS_LOG, a, &t1));
        TRYG(mul(c, r, t1, &t2));
        TRYG(ts_binary(c, TS_EQ, a, z, &m));
        TRYG(ts_binary(c, TS_GE, b, z, &m2));
        TRYG(ts_binary(c, TS_LOGICAL_AND, m, m2, &m3));
        TRYG(ts_where(c, m3, z, t2, &t3));
        TRYG(mul(c, g[0], t3, &gin[1]));
    }
done:
    ts_release(t1); ts_release(t2); ts_release(t3); ts_release(z); ts_release(m); ts_release(m2); ts_release(m3);
    return st;
}

/* sum / mean (iv[0..ndim) = reduced mask, iv[8] = keepdim):
 * grad (unsqueezed) .expand(sizes), then / numel for mean. */
static nb_Status f_sum(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ag_Meta *m = &n->meta[0];
    int kind = ts__sum_kind_of(n);
    bool is_mean = kind == 1 || (kind < 0 && n->d[0] != 1); /* MseLossBackward0: d[0] 1 for sum */
    ts_Tensor *gg = g[0], *u = NULL, *e = NULL, *w = NULL;
    nb_Status st = NB_OK;
    ts_retain(gg);
    if (!n->iv[8] && gg->ndim != m->ndim) {
        for (int i = 0; i < m->ndim; i++)
            if (n->iv[i]) {
                TRYG(ts_unsqueeze(c, gg, i, &u));
                ts_release(gg); gg = u; u = NULL;
            }
    }
    TRYG(ts_expand(c, gg, m->ndim, m->shape, &e));
    if (is_mean) {
        int64_t cnt = 1;
        for (int i = 0; i < m->ndim; i++) if (n->iv[i]) cnt *= m->shape[i];
        TRYG(ts_scalar_tensor(c, ts_sc_i(cnt), TS_NODTYPE, true, &w));
        TRYG(dv(c, e, w, &gin[0]));
    } else if (n->d[0] != 1) {
        TRYG(smul(c, e, n->d[0], &gin[0]));
    } else {
        gin[0] = e; e = NULL;
    }
done:
    ts_release(gg); ts_release(e); ts_release(u); ts_release(w);
    return st;
}

/* unsqueeze: grad.squeeze(dim) (SqueezeBackward1), dim found from the shapes */
static nb_Status f_unsqueeze(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ag_Meta *m = &n->meta[0];
    int64_t d = 0;
    if (g[0]->ndim == m->ndim + 1)
        while (d < m->ndim && g[0]->shape[d] == m->shape[d]) d++;
    return ts_squeeze(c, g[0], &d, 1, &gin[0]);
}

/* mm / addmm / bmm (saved 0 = mat1, 1 = mat2; d[0] beta, d[1] alpha; iv[0] batched). */
static nb_Status f_mm(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    bool bat = n->iv[0];
    int i0 = n->nin == 3 ? 1 : 0;
    ts_Tensor *a, *b, *t = NULL, *r = NULL;
    nb_Status st = NB_OK;
    if (n->nin == 3 && needs(n, 0)) {
        if (n->d[0] == 1) { ts_retain(g[0]); gin[0] = g[0]; }
        else TRY(smul(c, g[0], n->d[0], &gin[0]));
    }
    if (needs(n, i0)) {
        TRY(ag_unpack(c, n, 1, &b));
        TRYG(bat ? ts_transpose(c, b, 1, 2, &t) : ts_t(c, b, &t));
        TRYG(bat ? ts_bmm(c, g[0], t, &r) : ts_mm(c, g[0], t, &r));
        ts_release(t); t = NULL;
        if (n->d[1] != 1) { TRYG(smul(c, r, n->d[1], &gin[i0])); ts_release(r); }
        else gin[i0] = r;
        r = NULL;
    }
    if (needs(n, i0 + 1)) {
        TRY(ag_unpack(c, n, 0, &a));
        TRYG(bat ? ts_transpose(c, a, 1, 2, &t) : ts_t(c, a, &t));
        TRYG(bat ? ts_bmm(c, t, g[0], &r) : ts_mm(c, t, g[0], &r));
        if (n->d[1] != 1) { TRYG(smul(c, r, n->d[1], &gin[i0 + 1])); ts_release(r); }
        else gin[i0 + 1] = r;
        r = NULL;
    }
done:
    ts_release(t); ts_release(r);
    return st;
}

/* ------------------------------------------------------------ fused backward ops */

/* A fused node records y = B(g, saved...) computed by the first-order rule of
 * `src`; inputs are (g, the differentiable saved tensors). */
typedef struct Fused { ag_Node *src; int nsv; int slot[3]; } Fused;

static void fused_free(ag_Node *n)
{
    Fused *f = n->extra;
    if (f && f->src) { ag_node_release(f->src); f->src = NULL; }
}

/* tanh_backward(g, y) = g * (1 - y^2):  d/dg: tanh_backward(gg, y);  d/dy: gg * (-2 * y * g) */
/* sigmoid_backward(g, y) = g * (1 - y) * y:  d/dg: sigmoid_backward(gg, y);  d/dy: gg * g * (-2 * y + 1) */
/* threshold / leaky / hardtanh: d/dg: same op on gg; d/dself: zeros */
/* _softmax_backward_data(g, y): symmetric in g; d/dy: gg * g - (y * gg).sum * g ... (softmax_double_backward) */
/* _log_softmax_backward_data(g, y) = g - exp(y) * sum(g):
 *   d/dg: gg - (gg * exp(y)).sum(dim, keepdim);  d/dy: -g.sum(dim, keepdim) * exp(y) * gg */
typedef enum { FK_TANH, FK_SIGMOID, FK_MASK, FK_SOFTMAX, FK_LOGSOFTMAX, FK_SLICE } FusedKind;

typedef struct FusedInfo { const char *src; const char *name; FusedKind kind; } FusedInfo;

static nb_Status fused_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin);
static nb_Status run_src(ts_Ctx *c, ag_Node *src, ts_Tensor *g, ts_Tensor **out);

static const FusedInfo fused_tab[] = {
    {"TanhBackward0", "TanhBackwardBackward0", FK_TANH},
    {"SigmoidBackward0", "SigmoidBackwardBackward0", FK_SIGMOID},
    {"ReluBackward0", "ThresholdBackwardBackward0", FK_MASK},
    {"LeakyReluBackward0", "LeakyReluBackwardBackward0", FK_MASK},
    {"LeakyReluBackward1", "LeakyReluBackwardBackward0", FK_MASK},  /* in-place: mask from the result */
    {"HardtanhBackward0", "HardtanhBackwardBackward0", FK_MASK},
    {"SoftmaxBackward0", "SoftmaxBackwardDataBackward0", FK_SOFTMAX},
    {"LogSoftmaxBackward0", "LogSoftmaxBackwardDataBackward0", FK_LOGSOFTMAX},
    {"SelectBackward0", "SelectBackwardBackward0", FK_SLICE},
    {"SliceBackward0", "SliceBackwardBackward0", FK_SLICE},
    {NULL, NULL, 0},
};

static FusedKind fused_kind(const ag_Node *n)
{
    for (int i = 0; fused_tab[i].src; i++)
        if (!strcmp(fused_tab[i].name, n->name)) return fused_tab[i].kind;
    return FK_MASK;
}

/* Run src's raw rule (grad mode off) on g: the value of the fused op. */
static nb_Status run_src(ts_Ctx *c, ag_Node *src, ts_Tensor *g, ts_Tensor **out)
{
    ts_Tensor *gin[AG_MAXSAVED > 4 ? 8 : 8] = {0};
    ts__NoGrad ng = ts__nograd_begin(c);
    ts_Tensor *gs[1] = {g};
    nb_Status st = src->backward(c, src, gs, gin);
    ts__nograd_end(c, ng);
    for (int i = 1; i < src->nin && i < 8; i++) ts_release(gin[i]);
    if (st) { ts_release(gin[0]); return st; }
    *out = gin[0];
    return NB_OK;
}

/* Differentiable application of src's fused op to g (creates the fused node
 * when grad mode is on and g or a saved input carries a graph). */
static nb_Status apply_fused(ts_Ctx *c, ag_Node *src, const FusedInfo *fi, ts_Tensor *g, ts_Tensor **out)
{
    ts_Tensor *r;
    TRY(run_src(c, src, g, &r));
    if (!c->grad_enabled || c->inference_mode) { *out = r; return NB_OK; }
    ts_Tensor *ins[4] = {g};
    int nin = 1;
    int slots[3];
    for (int i = 0; i < AG_MAXSAVED && nin < 4; i++) {
        ag_Saved *s = &src->saved[i];
        if (!s->used || !s->t) continue;
        if (fi->kind == FK_SLICE) break;
        ts_Tensor *t;
        nb_Status st = ag_unpack(c, src, i, &t);
        if (st) { ts_release(r); return st; }
        slots[nin - 1] = i;
        ins[nin++] = t;
    }
    if (!ag_should_record(c, nin, ins)) { *out = r; return NB_OK; }
    ag_Node *nd;
    nb_Status st = ag_make(c, fi->name, fused_bw, nin, ins, 1, &nd);
    if (st) { ts_release(r); return st; }
    Fused *f = NULL;
    if (!st) st = ag_extra(c, nd, sizeof(Fused), (void **)&f);
    if (!st) {
        f->src = src; ag_node_retain(src);
        f->nsv = nin - 1;
        for (int i = 0; i < nin - 1; i++) f->slot[i] = slots[i];
        nd->extra_free = fused_free;
        for (int i = 0; i < nin && !st; i++) st = ag_save(c, nd, i, ins[i], false);
    }
    if (!st) ag_set_output(nd, r, 0);
    ag_node_release(nd);
    release_diffs(src);
    if (st) { ts_release(r); return st; }
    *out = r;
    return NB_OK;
}

static const FusedInfo *fused_info(const char *src_name)
{
    for (int i = 0; fused_tab[i].src; i++)
        if (!strcmp(fused_tab[i].src, src_name)) return &fused_tab[i];
    return NULL;
}

static nb_Status f_fused(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    return apply_fused(c, n, fused_info(n->name), g[0], &gin[0]);
}

/* sum over the softmax dim, keepdim */
static nb_Status sumdim(ts_Ctx *c, ts_Tensor *t, int64_t dim, ts_Tensor **o) { return ts_sum(c, t, &dim, 1, true, TS_NODTYPE, o); }

/* Backward of a fused node: saved 0 = g, 1.. = the source's saved tensors. */
static nb_Status fused_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    Fused *f = n->extra;
    ag_Node *src = f->src;
    FusedKind kind = fused_kind(n);
    const FusedInfo *fi = fused_info(src->name);
    ts_Tensor *gg = gout[0], *g, *y = NULL, *a = NULL, *b = NULL, *d = NULL, *e = NULL;
    nb_Status st = NB_OK;
    TRY(ag_unpack(c, n, 0, &g));
    if (n->nin > 1) TRY(ag_unpack(c, n, 1, &y));
    /* grad w.r.t. g: the adjoint of the (linear in g) fused op */
    if (needs(n, 0)) {
        if (kind == FK_LOGSOFTMAX) {
            int64_t dim = src->iv[0];
            TRYG(ts_unary(c, TS_EXP, y, &e));
            TRYG(mul(c, gg, e, &a));
            TRYG(sumdim(c, a, dim, &b));
            TRYG(ts_sub(c, gg, b, ts_sc_i(1), &gin[0]));
            ts_release(a); ts_release(b); ts_release(e); a = b = e = NULL;
        } else if (kind == FK_SLICE) {
            /* select / slice of gg (iv: [0] kind, [1] dim, [2] start, [3] step) */
            int64_t dim = src->iv[1];
            if (src->iv[0] == 1) TRYG(ts_select(c, gg, dim, src->iv[2], &gin[0]));
            else TRYG(ts_slice(c, gg, dim, true, src->iv[2], true, src->iv[2] + (g->shape[dim] - 1) * src->iv[3] + 1,
                               src->iv[3], &gin[0]));
        } else {
            TRYG(apply_fused(c, src, fi, gg, &gin[0]));
        }
    }
    /* grad w.r.t. the saved tensor */
    if (needs(n, 1)) {
        switch (kind) {
        case FK_TANH: /* gg * (-2 * y * g) */
            TRYG(smul(c, y, -2, &a));
            TRYG(mul(c, a, g, &b));
            TRYG(mul(c, gg, b, &gin[1]));
            break;
        case FK_SIGMOID: /* gg * g * (-2 * y + 1) */
            TRYG(smul(c, y, -2, &a));
            TRYG(ts__add_scalar(c, a, 1, &b));
            TRYG(mul(c, gg, g, &d));
            TRYG(mul(c, d, b, &gin[1]));
            break;
        case FK_SOFTMAX: { /* gg * g - (y * gg).sum * g - gg * (y * g).sum  (per dim) */
            int64_t dim = src->iv[0];
            ts_Tensor *t1 = NULL, *t2 = NULL, *t3 = NULL;
            st = mul(c, gg, g, &a);
            if (!st) st = mul(c, y, gg, &b);
            if (!st) st = sumdim(c, b, dim, &t1);
            if (!st) st = mul(c, t1, g, &t2);
            if (!st) st = ts_sub(c, a, t2, ts_sc_i(1), &d);
            ts_release(b); b = NULL;
            if (!st) st = mul(c, y, g, &b);
            ts_release(t1); t1 = NULL;
            if (!st) st = sumdim(c, b, dim, &t1);
            if (!st) st = mul(c, gg, t1, &t3);
            if (!st) st = ts_sub(c, d, t3, ts_sc_i(1), &gin[1]);
            ts_release(t1); ts_release(t2); ts_release(t3);
            if (st) goto done;
            break;
        }
        case FK_LOGSOFTMAX: { /* -g.sum(dim) * exp(y) * gg */
            int64_t dim = src->iv[0];
            TRYG(sumdim(c, g, dim, &a));
            TRYG(neg(c, a, &b));
            TRYG(ts_unary(c, TS_EXP, y, &e));
            TRYG(mul(c, b, e, &d));
            TRYG(mul(c, d, gg, &gin[1]));
            break;
        }
        default:
            TRYG(ts_zeros_like(c, gg, TS_NODTYPE, &gin[1]));
            break;
        }
    }
done:
    ts_release(a); ts_release(b); ts_release(d); ts_release(e);
    release_diffs(n);
    return st;
}

/* ------------------------------------------------------------ not differentiable twice */

static nb_Status notimpl_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    return ts_err(c, TS_ERR_NOTIMPL,
                  "nnscope: differentiating through the backward of %s (double backward, %s) is not supported",
                  n->extra ? ((Fused *)n->extra)->src->name : "?", n->name);
}

static nb_Status f_unsupported(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts__NoGrad ng = ts__nograd_begin(c);
    nb_Status st = n->backward(c, n, g, gin);
    ts__nograd_end(c, ng);
    if (st || !c->grad_enabled || c->inference_mode) return st;
    /* would the result carry a graph in PyTorch? */
    ts_Tensor *ins[AG_MAXSAVED + 4];
    int nin = 0;
    for (int k = 0; k < n->nout && nin < 4; k++)
        if (g[k]) ins[nin++] = g[k];
    for (int i = 0; i < AG_MAXSAVED; i++) {
        ag_Saved *s = &n->saved[i];
        if (!s->t || !(s->is_output || s->src_fn || s->leaf)) continue;
        ts_Tensor *t;
        TRY(ag_unpack(c, n, i, &t));
        ins[nin++] = t;
    }
    if (!ag_should_record(c, nin, ins)) return NB_OK;
    static const struct { const char *src, *name; } names[] = {
        {"ConvolutionBackward0", "ConvolutionBackwardBackward0"},
        {"NativeBatchNormBackward0", "NativeBatchNormBackwardBackward0"},
        {"NativeLayerNormBackward0", "NativeLayerNormBackwardBackward0"},
        {"NativeGroupNormBackward0", "NativeGroupNormBackwardBackward0"},
        {"EmbeddingBackward0", "EmbeddingBackwardBackward0"},
        {"NllLossBackward0", "NllLossBackwardBackward0"},
        {"GeluBackward0", "GeluBackwardBackward0"},
        {"SiluBackward0", "SiluBackwardBackward0"},
        {"EluBackward0", "EluBackwardBackward0"},
        {"CeluBackward0", "EluBackwardBackward0"},
        {"SoftplusBackward0", "SoftplusBackwardBackward0"},
        {"MaxPool2DWithIndicesBackward0", "MaxPool2DWithIndicesBackwardBackward0"},
        {"IndexBackward0", "IndexPutBackward0"},
        {NULL, NULL},
    };
    const char *name = "NotImplemented";
    for (int i = 0; names[i].src; i++)
        if (!strcmp(names[i].src, n->name)) { name = names[i].name; break; }
    for (int i = 0; i < n->nin; i++) {
        if (!gin[i]) continue;
        ag_Node *nd;
        TRY(ag_make(c, name, notimpl_bw, nin, ins, 1, &nd));
        Fused *f;
        st = ag_extra(c, nd, sizeof(Fused), (void **)&f);
        if (!st) {
            f->src = n; ag_node_retain(n); f->nsv = 0;
            nd->extra_free = fused_free;
            ag_set_output(nd, gin[i], 0);
        }
        ag_node_release(nd);
        TRY(st);
    }
    return NB_OK;
}

/* ------------------------------------------------------------ dispatch */

typedef struct Entry { const char *name; Formula fn; } Entry;

/* The unary ops' rules, by op id (the DOUBLE column of ts_unary.def). */
static const Formula unary_rules[TS_NUNOPS] = {
#define TS_UNARY(ID, KERNEL, GRAD_FN, BACKWARD, SAVE, DTYPE, DOUBLE, REFUSE, CPU_NAME) [TS_##ID] = f_##DOUBLE,
#include "ts_unary.def"
#undef TS_UNARY
};

/* The binary ops' rules, by op id (ts__binary_op_of); NULL: none. Sum
 * and mean nodes are told by ts__sum_kind_of. */
static const Formula binary_rules[TS_NBINOPS] = {
    [TS_ADD] = f_add, [TS_SUB] = f_add, [TS_MUL] = f_mul, [TS_DIV] = f_div, [TS_POW] = f_pow_t,
};

/* The other nodes' rules, by grad_fn name; fn NULL: the node's own rule
 * uses recording ops only. */
static const Entry table[] = {
    {"LeakyReluBackward0", f_fused}, {"LeakyReluBackward1", f_fused}, {"HardtanhBackward0", f_fused}, {"SoftmaxBackward0", f_fused},
    {"LogSoftmaxBackward0", f_fused}, {"SelectBackward0", f_fused}, {"SliceBackward0", f_fused},
    {"ViewBackward0", NULL}, {"UnsafeViewBackward0", NULL}, {"ReshapeAliasBackward0", NULL}, {"AliasBackward0", NULL},
    {"SqueezeBackward0", NULL}, {"SqueezeBackward1", NULL}, {"SqueezeBackward2", NULL}, {"SqueezeBackward4", NULL},
    {"UnsqueezeBackward0", f_unsqueeze}, {"PermuteBackward0", NULL}, {"TransposeBackward0", NULL}, {"TBackward0", NULL},
    {"ExpandBackward0", NULL}, {"CatBackward0", NULL}, {"StackBackward0", NULL}, {"CloneBackward0", NULL},
    {"ToCopyBackward0", NULL}, {"AccumulateGrad", NULL}, {"CustomFunctionBackward", NULL},
    {"BackwardHookFunctionBackward", NULL}, {"LinalgVectorNormBackward0", NULL}, {"BinaryCrossEntropyBackward0", NULL}, {"BinaryCrossEntropyWithLogitsBackward0", NULL},
    {"LerpBackward0", NULL}, {"LerpBackward1", NULL}, {"AddcmulBackward0", NULL}, {"AddcdivBackward0", NULL},
    {NULL, NULL},
};

/* Fused losses whose backward PyTorch records as one op (mse_loss_backward,
 * nll_loss_backward): the inner graph's input gradients each become one node
 * over (grad_output, the first nsaved saved inputs), PyTorch's edges. */
static const struct { const char *src, *name; int nsaved; } loss_bb[] = {
    {"MseLossBackward0", "MseLossBackwardBackward0", 2},
    {"NllLossBackward0", "NllLossBackwardBackward0", 1},
    {"SmoothL1LossBackward0", "SmoothL1LossBackwardBackward0", 2},
    {"HuberLossBackward0", "HuberLossBackwardBackward0", 2},
};

static nb_Status wrap_loss_bb(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    int k = -1;
    for (int i = 0; i < (int)(sizeof loss_bb / sizeof loss_bb[0]); i++)
        if (!strcmp(loss_bb[i].name, n->name) || !strcmp(loss_bb[i].src, n->name)) { k = i; break; }
    if (k < 0 || !gout[0]) return NB_OK;
    ts_Tensor *ins[3] = {gout[0], NULL, NULL};
    int nin = 1;
    for (int j = 0; j < loss_bb[k].nsaved; j++) {
        if (!n->saved[j].used) return NB_OK;
        TRY(ag_unpack(c, n, j, &ins[nin]));
        nin++;
    }
    for (int i = 0; i < n->nin; i++)
        if (gin[i] && gin[i]->grad_fn) TRY(ag_fuse(c, loss_bb[k].name, nin, ins, 1, &gin[i]));
    return NB_OK;
}

/* mv (fused; saved 0 self, 1 vec): self: grad.ger(vec) = grad.reshape(-1, 1) * vec;
 * vec: self.t().mv(grad). */
static nb_Status f_mv(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *v, *t = NULL;
    nb_Status st = NB_OK;
    TRY(ag_unpack(c, n, 0, &a));
    TRY(ag_unpack(c, n, 1, &v));
    if (needs(n, 0)) {
        TRYG(ts_reshape(c, g[0], 2, (int64_t[]){g[0]->shape[0], 1}, &t));
        TRYG(mul(c, t, v, &gin[0]));
        ts_release(t);
        t = NULL;
    }
    if (needs(n, 1)) {
        TRYG(ts_t(c, a, &t));
        TRYG(ts_mv(c, t, g[0], &gin[1]));
    }
done:
    ts_release(t);
    return st;
}

/* The 2-norm of a whole tensor (fused; saved 0 self, 2 result):
 * grad * (self / norm).masked_fill_(norm == 0, 0), PyTorch's norm_backward. */
static bool is_full_2norm(ag_Node *n)
{
    ag_Node *in = ag_fuse_inner(n, 0);
    return in && !strcmp(in->name, "SqrtBackward0") && n->saved[0].used && n->saved[2].used &&
           n->saved[2].t && n->saved[2].t->ndim == 0;
}

static nb_Status f_norm2(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *x, *r, *d = NULL, *z = NULL, *m = NULL;
    nb_Status st;
    TRY(ag_unpack(c, n, 0, &x));
    TRY(ag_unpack(c, n, 2, &r));
    TRYG(dv(c, x, r, &d));
    TRYG(ts__scalar_like(c, 0, r->dtype, &z));
    TRYG(ts_binary(c, TS_EQ, r, z, &m));
    z->is_wrapped_number = true; /* masked_fill_(mask, 0): the Scalar overload */
    TRYG(ts_masked_fill_(c, d, m, z));
    TRYG(mul(c, g[0], d, &gin[0]));
done:
    ts_release(d); ts_release(z); ts_release(m);
    return st;
}

nb_Status ag_double_backward(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    nb_Status st;
    const Entry *e = NULL;
    int op = ts__unary_op_of(n), bop = op < 0 ? ts__binary_op_of(n) : -1;
    Formula brule = bop >= 0 ? binary_rules[bop] : ts__sum_kind_of(n) >= 0 ? f_sum : NULL;
    if (op < 0 && !brule) {
        /* rules told by the node's backward function (never its name) */
        static const Formula kind_rules[] = {[TS__DK_RSUB] = f_rsub, [TS__DK_POWS] = f_pows,
                                             [TS__DK_RPOWS] = f_rpows, [TS__DK_MM] = f_mm};
        int k = ts__double_kind_of(n);
        if (k >= 0) brule = kind_rules[k];
    }
    for (int i = 0; op < 0 && !brule && table[i].name; i++)
        if (!strcmp(table[i].name, n->name)) { e = &table[i]; break; }
    if (n->backward == fused_bw || n->backward == notimpl_bw) st = n->backward(c, n, gout, gin);
    else if (n->bw_records && !strcmp(n->name, "MvBackward0") && n->saved[0].used && n->saved[1].used)
        st = f_mv(c, n, gout, gin);
    else if (n->bw_records && !strcmp(n->name, "LinalgVectorNormBackward0") && is_full_2norm(n))
        st = f_norm2(c, n, gout, gin);
    else if (n->bw_records) {
        st = n->backward(c, n, gout, gin);
        if (!st) st = wrap_loss_bb(c, n, gout, gin);
    }
    else if (op >= 0) st = unary_rules[op](c, n, gout, gin);
    else if (brule) st = brule(c, n, gout, gin);
    else if (!e) st = f_unsupported(c, n, gout, gin);
    else if (e->fn) st = e->fn(c, n, gout, gin);
    else st = n->backward(c, n, gout, gin);
    release_diffs(n);
    return st;
}
