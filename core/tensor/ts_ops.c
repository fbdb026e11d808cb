/* ts_ops.c — type promotion, broadcasting and elementwise ops (binary,
 * unary, activations, clamp, where...) with their gradient rules. */
#include "ts_impl.h"
#include "ts_shape.h"
#include "ts_complex.h"
#include "nb_math_sleef.h"

#include <float.h>
#include <stdio.h>

/* ---------------------------------------------------------------- promotion */

static int cat_of(ts_DType d) { return d == TS_BOOL ? 0 : ts_dtype_is_complex(d) ? 3 : ts_dtype_is_float(d) ? 2 : 1; }
/* complex dtype holding a real float type (float64 → complex128) */
static ts_DType to_complex(ts_DType d) { return d == TS_FLOAT64 || d == TS_COMPLEX128 ? TS_COMPLEX128 : TS_COMPLEX64; }

/* torch.promote_types */
static ts_DType promote2(ts_DType a, ts_DType b)
{
    if (a == b) return a;
    if (a == TS_BOOL) return b;
    if (b == TS_BOOL) return a;
    if (ts_dtype_is_complex(a) || ts_dtype_is_complex(b))
        return a == TS_COMPLEX128 || b == TS_COMPLEX128 || a == TS_FLOAT64 || b == TS_FLOAT64 ? TS_COMPLEX128 : TS_COMPLEX64;
    bool fa = ts_dtype_is_float(a), fb = ts_dtype_is_float(b);
    if (fa && !fb) return a;
    if (fb && !fa) return b;
    if (fa && fb) {
        if ((a == TS_FLOAT16 && b == TS_BFLOAT16) || (a == TS_BFLOAT16 && b == TS_FLOAT16)) return TS_FLOAT32;
        return a > b ? a : b;
    }
    /* ints: uint8 with signed → next signed that holds both */
    if (a == TS_UINT8 || b == TS_UINT8) {
        ts_DType o = a == TS_UINT8 ? b : a;
        return o == TS_INT8 ? TS_INT16 : o;
    }
    return a > b ? a : b;
}

typedef struct { int dim, zero, wrapped; } PromoState;
static void promo_add(PromoState *s, const ts_Tensor *t, ts_DType deflt)
{
    if (t->is_wrapped_number) {
        ts_DType d = ts_dtype_is_float(t->dtype) ? deflt : ts_dtype_is_complex(t->dtype) ? to_complex(deflt) : t->dtype;
        s->wrapped = s->wrapped < 0 ? (int)d : (int)promote2((ts_DType)s->wrapped, d);
    } else if (t->ndim == 0) {
        s->zero = s->zero < 0 ? (int)t->dtype : (int)promote2((ts_DType)s->zero, t->dtype);
    } else {
        s->dim = s->dim < 0 ? (int)t->dtype : (int)promote2((ts_DType)s->dim, t->dtype);
    }
}
/* A lower-priority (0-dim / wrapped) operand of a higher category joins the
 * result; a complex one keeps a floating result's width (float32 + complex128
 * 0-dim → complex64), as PyTorch's combine_categories. */
static int combine(int r, int lo)
{
    if (cat_of((ts_DType)lo) == 3 && ts_dtype_is_float((ts_DType)r)) return (int)to_complex((ts_DType)r);
    return (int)promote2((ts_DType)r, (ts_DType)lo);
}
static ts_DType promo_result(PromoState *s)
{
    int r = s->dim;
    if (s->zero >= 0 && (r < 0 || cat_of((ts_DType)s->zero) > cat_of((ts_DType)r)))
        r = r < 0 ? s->zero : combine(r, s->zero);
    if (s->wrapped >= 0 && (r < 0 || cat_of((ts_DType)s->wrapped) > cat_of((ts_DType)r)))
        r = r < 0 ? s->wrapped : combine(r, s->wrapped);
    return (ts_DType)r;
}

/* wrapped Python floats take the context's default dtype (torch.set_default_dtype) */
static ts_DType result_type_n(ts_Ctx *c, int n, ts_Tensor *const *ts)
{
    PromoState s = {-1, -1, -1};
    for (int i = 0; i < n; i++) if (ts[i]) promo_add(&s, ts[i], c->default_float);
    return promo_result(&s);
}

ts_DType ts_result_type(const ts_Tensor *a, const ts_Tensor *b)
{
    PromoState s = {-1, -1, -1};
    promo_add(&s, a, TS_FLOAT32);
    promo_add(&s, b, TS_FLOAT32);
    return promo_result(&s);
}

ts_DType ts_x_result_type(ts_Ctx *c, const ts_Tensor *a, const ts_Tensor *b)
{
    PromoState s = {-1, -1, -1};
    promo_add(&s, a, c->default_float);
    promo_add(&s, b, c->default_float);
    return promo_result(&s);
}

/* ---------------------------------------------------------------- broadcasting */

nb_Status ts__broadcast_shape(ts_Ctx *c, int na, const int64_t *sa, int nb, const int64_t *sb, int *nout,
                              int64_t *out)
{
    int n = na > nb ? na : nb;
    for (int i = n - 1; i >= 0; i--) {
        int ia = i - (n - na), ib = i - (n - nb);
        int64_t a = ia >= 0 ? sa[ia] : 1, b = ib >= 0 ? sb[ib] : 1;
        if (a == b || b == 1) out[i] = a;
        else if (a == 1) out[i] = b;
        else
            return ts_err(c, TS_ERR_RUNTIME, "The size of tensor a (%lld) must match the size of tensor b (%lld) at non-singleton dimension %d",
                          (long long)a, (long long)b, i);
    }
    *nout = n;
    return NB_OK;
}

void ts__bstrides(const ts_Tensor *t, int ndim, const int64_t *shape, int64_t *st)
{
    int lead = ndim - t->ndim;
    for (int i = 0; i < ndim; i++) {
        int j = i - lead;
        st[i] = (j < 0 || t->shape[j] == 1) ? 0 : t->stride[j];
    }
}

/* Iterate an n-ary (≤3 inputs) broadcast over shape; calls fn per inner row. */
typedef void (*RowFn)(void *ctx, int64_t n, char **ptrs, const int64_t *inner_strides);
static void iterate(int nops, ts_Tensor **ops, int ndim, const int64_t *shape, char *out, size_t oes, RowFn fn,
                    void *ctx)
{
    int64_t st[4][TS_MAXDIM], total = ts__prod(ndim, shape);
    if (total == 0) return;
    for (int k = 0; k < nops; k++) ts__bstrides(ops[k], ndim, shape, st[k]);
    int64_t inner = ndim ? shape[ndim - 1] : 1, idx[TS_MAXDIM] = {0};
    int64_t istr[4];
    for (int k = 0; k < nops; k++) istr[k] = ndim ? st[k][ndim - 1] : 0;
    /* fast path: everything contiguous & same shape */
    bool flat = true;
    for (int k = 0; k < nops; k++)
        if (!(ops[k]->ndim == ndim && ts_is_contiguous(ops[k]) &&
              !memcmp(ops[k]->shape, shape, sizeof(int64_t) * (size_t)ndim))) flat = false;
    if (flat) {
        char *p[5];
        int64_t s1[4];
        for (int k = 0; k < nops; k++) { p[k] = ts_data(ops[k]); s1[k] = 1; }
        p[nops] = out;
        fn(ctx, total, p, s1);
        return;
    }
    for (int64_t done = 0; done < total; done += inner) {
        char *p[5];
        for (int k = 0; k < nops; k++) {
            int64_t off = ops[k]->offset;
            for (int d = 0; d < ndim - 1; d++) off += idx[d] * st[k][d];
            p[k] = (char *)ops[k]->storage->data + off * (int64_t)ts_dtype_size(ops[k]->dtype);
        }
        p[nops] = out + done * (int64_t)oes;
        fn(ctx, inner, p, istr);
        for (int d = ndim - 2; d >= 0; d--) { if (++idx[d] < shape[d]) break; idx[d] = 0; }
    }
}

typedef struct { kn_BinOp op; ts_DType ct; } BinCtx;
static void bin_row(void *vc, int64_t n, char **p, const int64_t *s)
{
    BinCtx *b = vc;
    if (b->ct == TS_FLOAT32) kn_bin_f32(b->op, n, (float *)p[0], s[0], (float *)p[1], s[1], (float *)p[2]);
    else if (b->ct == TS_FLOAT64) kn_bin_f64(b->op, n, (double *)p[0], s[0], (double *)p[1], s[1], (double *)p[2]);
    else kn_bin_i64(b->op, n, (int64_t *)p[0], s[0], (int64_t *)p[1], s[1], (int64_t *)p[2]);
}

static const kn_BinOp kmap[TS_NBINOPS] = {
    KN_ADD, KN_SUB, KN_MUL, KN_DIV, KN_DIV_TRUNC, KN_DIV_FLOOR, KN_DIV_FLOOR, KN_REMAINDER, KN_FMOD, KN_POW,
    KN_MAXIMUM, KN_MINIMUM, KN_ATAN2, KN_EQ, KN_NE, KN_LT, KN_LE, KN_GT, KN_GE, KN_LAND, KN_LOR, KN_LXOR,
    KN_BITAND, KN_BITOR, KN_BITXOR, KN_LSHIFT, KN_RSHIFT};
static const char *opnames[TS_NBINOPS] = {
    "add", "sub", "mul", "div", "div_trunc", "div_floor", "floor_divide", "remainder", "fmod", "pow",
    "maximum", "minimum", "atan2", "eq", "ne", "lt", "le", "gt", "ge", "logical_and", "logical_or", "logical_xor",
    "bitwise_and", "bitwise_or", "bitwise_xor", "lshift", "rshift"};

static bool is_cmp(ts_BinOp op) { return op >= TS_EQ && op <= TS_LOGICAL_XOR; }

/* compute (no autograd): result dtype rules, broadcasting, kernels */
nb_Status ts__binary_raw(ts_Ctx *c, ts_BinOp op, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    ts_DType common = ts_x_result_type(c, a, b), odt = common;
    if (op == TS_DIV && !ts_dtype_is_float(common)) common = odt = c->default_float;
    if (is_cmp(op)) odt = TS_BOOL;
    if (op >= TS_BITAND && ts_dtype_is_float(common))
        return ts_err(c, TS_ERR_RUNTIME, "\"%s_cpu\" not implemented for '%s'",
                      op == TS_LSHIFT ? "lshift" : op == TS_RSHIFT ? "rshift" : opnames[op], ts_dtype_short(common));
    if (common == TS_BOOL && (op == TS_DIV_TRUNC || op == TS_DIV_FLOOR || op == TS_FLOOR_DIVIDE ||
                              op == TS_REMAINDER || op == TS_FMOD))
        return ts_err(c, TS_ERR_RUNTIME, "\"%s_cpu\" not implemented for 'Bool'",
                      op == TS_FLOOR_DIVIDE ? "div_floor" : opnames[op]);
    if (op == TS_SUB && a->dtype == TS_BOOL && b->dtype == TS_BOOL)
        return ts_err(c, TS_ERR_RUNTIME, "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.");
    if (op == TS_SUB && (a->dtype == TS_BOOL || b->dtype == TS_BOOL))
        return ts_err(c, TS_ERR_RUNTIME, "Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.");
    if ((op == TS_ATAN2) && !ts_dtype_is_float(common)) common = odt = c->default_float;
    int nd;
    int64_t sh[TS_MAXDIM];
    TRY(ts__broadcast_shape(c, a->ndim, a->shape, b->ndim, b->shape, &nd, sh));
    int64_t n = ts__prod(nd, sh);
    TRY(ts_charge(c, (uint64_t)n));
    ts_DType ct = ts__ctype(common);
    ts_Tensor *ca = NULL, *cb = NULL, *buf = NULL;
    nb_Status st;
    TRYG(ts__as(c, a, ct, &ca));
    TRYG(ts__as(c, b, ct, &cb));
    if (ct == TS_INT64 && (op == TS_DIV_TRUNC || op == TS_DIV_FLOOR || op == TS_FLOOR_DIVIDE ||
                           op == TS_REMAINDER || op == TS_FMOD)) {
        int64_t m = ts_numel(cb);
        const int64_t *pb = ts_data(cb);
        for (int64_t i = 0; i < m; i++)
            if (pb[i] == 0) { st = ts_err(c, TS_ERR_RUNTIME, "ZeroDivisionError"); goto done; }
    }
    if (ct == TS_INT64 && op == TS_POW) {
        int64_t m = ts_numel(cb);
        const int64_t *pb = ts_data(cb);
        for (int64_t i = 0; i < m; i++)
            if (pb[i] < 0) { st = ts_err(c, TS_ERR_RUNTIME, "Integers to negative integer powers are not allowed."); goto done; }
    }
    TRYG(ts__new(c, ct, nd, sh, &buf));
    BinCtx bc = {kmap[op], ct};
    ts_Tensor *ops[2] = {ca, cb};
    iterate(2, ops, nd, sh, ts_data(buf), ts_dtype_size(ct), bin_row, &bc);
    if (odt != ct) {
        ts_Tensor *r;
        TRYG(ts__new(c, odt, nd, sh, &r));
        ts__copy_into(r, buf);
        ts_release(buf);
        buf = r;
    }
    *out = buf;
    buf = NULL;
done:
    ts_release(ca); ts_release(cb); ts_release(buf);
    return st;
}

nb_Status ts__mul_scalar(ts_Ctx *c, ts_Tensor *t, double s, ts_Tensor **out)
{
    ts_Tensor *w;
    TRY(ts_scalar_tensor(c, ts_sc_f(s), TS_NODTYPE, true, &w));
    nb_Status st = ts_binary(c, TS_MUL, t, w, out);
    ts_release(w);
    return st;
}
nb_Status ts__add_scalar(ts_Ctx *c, ts_Tensor *t, double s, ts_Tensor **out)
{
    ts_Tensor *w;
    TRY(ts_scalar_tensor(c, ts_sc_f(s), TS_NODTYPE, true, &w));
    nb_Status st = ts_binary(c, TS_ADD, t, w, out);
    ts_release(w);
    return st;
}

/* small helpers for backward formulas (grad mode is off inside backward) */
static nb_Status B(ts_Ctx *c, ts_BinOp op, ts_Tensor *a, ts_Tensor *b, ts_Tensor **o) { return ts__binary_raw(c, op, a, b, o); }

/* ---------------------------------------------------------------- binary autograd */

static nb_Status add_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    double alpha = n->d[0], sgn_a = n->d[1];
    if (n->next[0].fn) {
        if (sgn_a == 1) { ts_retain(g[0]); gin[0] = g[0]; }
        else TRY(ts__mul_scalar(c, g[0], sgn_a, &gin[0]));
    }
    if (n->next[1].fn) {
        if (alpha == 1) { ts_retain(g[0]); gin[1] = g[0]; }
        else TRY(ts__mul_scalar(c, g[0], alpha, &gin[1]));
    }
    return NB_OK;
}

static nb_Status mul_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *b;
    if (n->next[0].fn) { TRY(ag_unpack(c, n, 1, &b)); TRY(B(c, TS_MUL, g[0], b, &gin[0])); }
    if (n->next[1].fn) { TRY(ag_unpack(c, n, 0, &a)); TRY(B(c, TS_MUL, g[0], a, &gin[1])); }
    return NB_OK;
}

static nb_Status div_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *b;
    TRY(ag_unpack(c, n, 1, &b));
    if (n->next[0].fn) TRY(B(c, TS_DIV, g[0], b, &gin[0]));
    if (n->next[1].fn) {
        TRY(ag_unpack(c, n, 0, &a));
        ts_Tensor *q = NULL, *q2 = NULL, *ng = NULL;
        nb_Status st;
        TRYG(B(c, TS_DIV, a, b, &q));
        TRYG(B(c, TS_DIV, q, b, &q2));
        TRYG(ts_unary(c, TS_NEG, g[0], &ng));
        TRYG(B(c, TS_MUL, ng, q2, &gin[1]));
    done:
        ts_release(q); ts_release(q2); ts_release(ng);
        return st;
    }
    return NB_OK;
}

static nb_Status maxmin_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *b;
    TRY(ag_unpack(c, n, 0, &a));
    TRY(ag_unpack(c, n, 1, &b));
    bool ismax = n->iv[0];
    ts_Tensor *eq = NULL, *half = NULL, *lose = NULL, *zero = NULL, *w = NULL;
    nb_Status st;
    TRYG(B(c, TS_EQ, a, b, &eq));
    TRYG(ts__mul_scalar(c, g[0], 0.5, &half));
    TRYG(ts_where(c, eq, half, g[0], &w));
    TRYG(ts__scalar_like(c, 0, g[0]->dtype, &zero));
    for (int k = 0; k < 2; k++) {
        if (!n->next[k].fn) continue;
        ts_Tensor *x = k ? b : a, *y = k ? a : b;
        TRYG(B(c, ismax ? TS_LT : TS_GT, x, y, &lose));
        TRYG(ts_where(c, lose, zero, w, &gin[k]));
        ts_release(lose); lose = NULL;
    }
done:
    ts_release(eq); ts_release(half); ts_release(lose); ts_release(zero); ts_release(w);
    return st;
}

/* pow(tensor, tensor): PowBackward1 */
static nb_Status pow_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *b, *r;
    TRY(ag_unpack(c, n, 0, &a));
    TRY(ag_unpack(c, n, 1, &b));
    TRY(ag_unpack(c, n, 2, &r));
    ts_Tensor *t1 = NULL, *t2 = NULL, *t3 = NULL, *lg = NULL, *z = NULL, *m = NULL;
    nb_Status st = NB_OK;
    if (n->next[0].fn) {
        /* grad * (b * a^(b-1)), 0 where b == 0 */
        TRYG(ts__add_scalar(c, b, -1, &t1));
        TRYG(B(c, TS_POW, a, t1, &t2));
        TRYG(B(c, TS_MUL, b, t2, &t3));
        TRYG(B(c, TS_MUL, g[0], t3, &gin[0]));
        ts_release(t1); ts_release(t2); ts_release(t3); t1 = t2 = t3 = NULL;
    }
    if (n->next[1].fn) {
        TRYG(ts_unary(c, TS_LOG, a, &lg));
        TRYG(B(c, TS_MUL, r, lg, &t1));
        TRYG(B(c, TS_MUL, g[0], t1, &t2));
        /* where (a == 0 & b >= 0) → 0 */
        TRYG(ts__scalar_like(c, 0, a->dtype, &z));
        ts_Tensor *a0 = NULL, *b0 = NULL;
        TRYG(B(c, TS_EQ, a, z, &a0));
        st = B(c, TS_GE, b, z, &b0);
        if (!st) st = B(c, TS_LOGICAL_AND, a0, b0, &m);
        ts_release(a0); ts_release(b0);
        if (st) goto done;
        ts_release(z); z = NULL;
        TRYG(ts__scalar_like(c, 0, t2->dtype, &z));
        TRYG(ts_where(c, m, z, t2, &gin[1]));
    }
done:
    ts_release(t1); ts_release(t2); ts_release(t3); ts_release(lg); ts_release(z); ts_release(m);
    return st;
}

static nb_Status rem_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    if (n->next[0].fn) { ts_retain(g[0]); gin[0] = g[0]; }
    if (n->nin > 1 && n->next[1].fn) {
        ts_Tensor *a, *b, *q = NULL, *ng = NULL;
        TRY(ag_unpack(c, n, 0, &a));
        TRY(ag_unpack(c, n, 1, &b));
        nb_Status st;
        TRYG(B(c, n->iv[0] ? TS_DIV_TRUNC : TS_DIV_FLOOR, a, b, &q));
        TRYG(ts_unary(c, TS_NEG, g[0], &ng));
        TRYG(B(c, TS_MUL, ng, q, &gin[1]));
    done:
        ts_release(q); ts_release(ng);
        return st;
    }
    return NB_OK;
}

/* atan2(a, b): ATen's atan2_backward, r = 1 / (a*a + b*b): grad * b * r, grad * -a * r */
static nb_Status atan2_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *a, *b;
    TRY(ag_unpack(c, n, 0, &a));
    TRY(ag_unpack(c, n, 1, &b));
    ts_Tensor *aa = NULL, *bb = NULL, *s = NULL, *r = NULL, *t = NULL, *na = NULL;
    nb_Status st;
    TRYG(B(c, TS_MUL, a, a, &aa));
    TRYG(B(c, TS_MUL, b, b, &bb));
    TRYG(B(c, TS_ADD, aa, bb, &s));
    TRYG(ts_unary(c, TS_RECIPROCAL, s, &r));
    if (n->next[0].fn) {
        TRYG(B(c, TS_MUL, g[0], b, &t));
        TRYG(B(c, TS_MUL, t, r, &gin[0]));
        ts_release(t); t = NULL;
    }
    if (n->next[1].fn) {
        TRYG(ts_unary(c, TS_NEG, a, &na));
        TRYG(B(c, TS_MUL, g[0], na, &t));
        TRYG(B(c, TS_MUL, t, r, &gin[1]));
    }
done:
    ts_release(aa); ts_release(bb); ts_release(s); ts_release(r); ts_release(t); ts_release(na);
    return st;
}

/* The grad_fn names of the binary ops whose double backward has a rule
 * (ag_double.c); one pointer per name, so a renamed node is told apart. */
static const char *const binary_names[TS_NBINOPS] = {
    [TS_ADD] = "AddBackward0", [TS_SUB] = "SubBackward0", [TS_MUL] = "MulBackward0", [TS_DIV] = "DivBackward0",
    [TS_POW] = "PowBackward1",
};

const char *ts__binary_grad_fn(ts_BinOp op) { return binary_names[op]; }

int ts__binary_op_of(const ag_Node *n)
{
    int64_t k = n->iv[TS__OP_SLOT];
    if (k < 1 || k > TS_NBINOPS) return -1;
    int op = (int)k - 1;
    /* rsub is an add/sub node under Rsub's name: the same rule */
    if ((op == TS_ADD || op == TS_SUB) && n->backward == add_bw) return op;
    return binary_names[op] && n->name == binary_names[op] ? op : -1;
}

static nb_Status binary_impl(ts_Ctx *c, ts_BinOp op, ts_Tensor *a, ts_Tensor *b, double alpha, ts_Tensor **out)
{
    ts_Tensor *r = NULL, *bb = b, *scaled = NULL;
    if ((op == TS_ADD || op == TS_SUB) && alpha != 1) {
        ts__NoGrad ng = ts__nograd_begin(c);
        nb_Status st = ts__mul_scalar(c, b, alpha, &scaled);
        ts__nograd_end(c, ng);
        if (st) return st;
        if (b->is_wrapped_number) scaled->is_wrapped_number = true;
        if (!ts_dtype_is_float(b->dtype) && !ts_dtype_is_float(ts_x_result_type(c, a, b))) {
            /* keep integer semantics: alpha integral */
            ts_release(scaled);
            ts_Tensor *w;
            TRY(ts_scalar_tensor(c, ts_sc_i((int64_t)alpha), TS_NODTYPE, true, &w));
            st = ts__binary_raw(c, TS_MUL, b, w, &scaled);
            ts_release(w);
            if (st) return st;
            scaled->is_wrapped_number = b->is_wrapped_number;
        }
        bb = scaled;
    }
    nb_Status st = ts__binary_raw(c, op, a, bb, &r);
    ts_release(scaled);
    if (st) return st;
    ts_Tensor *ins[2] = {a, b};
    if ((st = ts_x_relayout(c, 2, ins, &r))) { ts_release(r); return st; }
    if (ts_dtype_is_float(r->dtype) && ag_should_record(c, 2, ins)) {
        const char *name = NULL;
        ag_BackwardFn fn = NULL;
        switch (op) {
        case TS_ADD: name = binary_names[op]; fn = add_bw; break;
        case TS_SUB: name = binary_names[op]; fn = add_bw; break;
        case TS_MUL: name = binary_names[op]; fn = mul_bw; break;
        case TS_DIV: name = binary_names[op]; fn = div_bw; break;
        case TS_POW: name = binary_names[op]; fn = pow_bw; break;
        case TS_MAXIMUM: name = "MaximumBackward0"; fn = maxmin_bw; break;
        case TS_MINIMUM: name = "MinimumBackward0"; fn = maxmin_bw; break;
        /* a wrapped Python number is ATen's Scalar overload: one edge, Backward0 */
        case TS_REMAINDER: name = b->is_wrapped_number ? "RemainderBackward0" : "RemainderBackward1"; fn = rem_bw; break;
        case TS_FMOD: name = b->is_wrapped_number ? "FmodBackward0" : "FmodBackward1"; fn = rem_bw; break;
        case TS_ATAN2: name = "Atan2Backward0"; fn = atan2_bw; break;
        case TS_DIV_TRUNC: case TS_DIV_FLOOR: name = "DivBackward1"; fn = NULL; break;
        case TS_FLOOR_DIVIDE:
            /* not differentiable in PyTorch: a NotImplemented node (the Scalar overload has one edge) */
            st = ag_not_implemented(c, "floor_divide", b->is_wrapped_number ? 1 : 2, ins, 1, &r);
            if (st) { ts_release(r); return st; }
            break;
        default: break;
        }
        if (name) {
            ag_Node *n;
            bool scalar_rem = (op == TS_REMAINDER || op == TS_FMOD) && b->is_wrapped_number;
            st = ag_make(c, name, fn, scalar_rem ? 1 : 2, ins, 1, &n);
            if (st) { ts_release(r); return st; }
            n->d[0] = op == TS_SUB ? -alpha : alpha;
            n->d[1] = 1;
            n->iv[0] = op == TS_MAXIMUM || op == TS_FMOD;
            n->iv[TS__OP_SLOT] = (int64_t)op + 1;
            if (!fn) { /* rounding division: zero gradient */
                n->name = "DivBackward2";
            }
            if (op == TS_MUL || op == TS_DIV || op == TS_POW || op == TS_MAXIMUM || op == TS_MINIMUM ||
                op == TS_REMAINDER || op == TS_FMOD || op == TS_ATAN2 || op == TS_DIV_TRUNC || op == TS_DIV_FLOOR) {
                st = ag_save(c, n, 0, a, false);
                if (!st) st = ag_save(c, n, 1, b, false);
                if (!st && op == TS_POW) st = ag_save(c, n, 2, r, true);
            }
            if (st) { ag_node_release(n); ts_release(r); return st; }
            ag_set_output(n, r, 0);
            ag_node_release(n);
        }
    }
    *out = r;
    return NB_OK;
}

nb_Status ts_binary(ts_Ctx *c, ts_BinOp op, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    return binary_impl(c, op, a, b, 1, out);
}
nb_Status ts_add(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Scalar alpha, ts_Tensor **out)
{
    return binary_impl(c, TS_ADD, a, b, ts_sc_to_f(alpha), out);
}
nb_Status ts_sub(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Scalar alpha, ts_Tensor **out)
{
    return binary_impl(c, TS_SUB, a, b, ts_sc_to_f(alpha), out);
}

static nb_Status inplace(ts_Ctx *c, ts_Tensor *a, ts_Tensor *r)
{
    nb_Status st = ts__commit_inplace(c, a, r);
    ts_release(r);
    return st;
}
nb_Status ts_binary_(ts_Ctx *c, ts_BinOp op, ts_Tensor *a, ts_Tensor *b)
{
    TRY(ts__check_inplace(c, a));
    ts_Tensor *r;
    TRY(ts_binary(c, op, a, b, &r));
    return inplace(c, a, r);
}
nb_Status ts_add_(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Scalar alpha)
{
    TRY(ts__check_inplace(c, a));
    ts_Tensor *r;
    TRY(ts_add(c, a, b, alpha, &r));
    return inplace(c, a, r);
}
nb_Status ts_sub_(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Scalar alpha)
{
    TRY(ts__check_inplace(c, a));
    ts_Tensor *r;
    TRY(ts_sub(c, a, b, alpha, &r));
    return inplace(c, a, r);
}

static nb_Status rsub_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    return ts_unary(c, TS_NEG, g[0], &gin[0]);
}

nb_Status ts_rsub_scalar(ts_Ctx *c, ts_Tensor *t, ts_Scalar s, ts_Tensor **out)
{
    ts_Tensor *w, *r;
    TRY(ts_scalar_tensor(c, s, TS_NODTYPE, true, &w));
    nb_Status st = ts__binary_raw(c, TS_SUB, w, t, &r);
    ts_release(w);
    if (st) return st;
    if (ts_dtype_is_float(r->dtype) && ag_should_record(c, 1, &t)) {
        ag_Node *n;
        st = ag_make(c, "RsubBackward1", rsub_bw, 1, &t, 1, &n);
        if (st) { ts_release(r); return st; }
        ag_set_output(n, r, 0);
        ag_node_release(n);
    }
    *out = r;
    return NB_OK;
}

/* ---------------------------------------------------------------- unary */

typedef struct { kn_UnOp op; ts_DType ct; const double *p; } UnCtx;
static void un_row(void *vc, int64_t n, char **p, const int64_t *s)
{
    UnCtx *u = vc;
    if (u->ct == TS_FLOAT32) kn_un_f32(u->op, n, (float *)p[0], s[0], (float *)p[1], u->p);
    else if (u->ct == TS_FLOAT64) kn_un_f64(u->op, n, (double *)p[0], s[0], (double *)p[1], u->p);
    else kn_un_i64(u->op, n, (int64_t *)p[0], s[0], (int64_t *)p[1], u->p);
}

/* Apply a kern unary op; compute in t's compute type (outdt float for int
 * inputs to float functions is decided by the caller). */
nb_Status ts__unary_k(ts_Ctx *c, kn_UnOp op, ts_Tensor *t, const double *p, ts_DType outdt, ts_Tensor **out)
{
    ts_DType ct = ts__ctype(ts_dtype_is_float(outdt) && !ts_dtype_is_float(t->dtype) ? outdt : t->dtype);
    ts_Tensor *ct_t = NULL, *buf = NULL;
    nb_Status st;
    TRY(ts_charge(c, (uint64_t)ts_numel(t) * 2));
    /* A strided input whose last dim is dense runs row by row, as ATen's
     * TensorIterator does (each row gets its own vector blocks and scalar
     * remainder); other layouts are copied to logical order first. */
    if (t->dtype == ct && t->ndim > 0 && t->stride[t->ndim - 1] == 1 && !ts_is_contiguous(t)) {
        /* coalesce dims as TensorIterator does: a dim whose stride spans the
         * next one joins it (x[:, 5:, :] runs 65*40-element rows) */
        int64_t sh[TS_MAXDIM], sd[TS_MAXDIM];
        int nd = 0;
        for (int d = 0; d < t->ndim; d++) {
            if (t->shape[d] == 1) continue;
            if (nd > 0 && sd[nd - 1] == t->shape[d] * t->stride[d]) { sh[nd - 1] *= t->shape[d]; sd[nd - 1] = t->stride[d]; }
            else { sh[nd] = t->shape[d]; sd[nd] = t->stride[d]; nd++; }
        }
        TRYG(ts__as_strided(c, t, nd, sh, sd, t->offset, &ct_t));
    } else TRYG(ts__as(c, t, ct, &ct_t));
    TRYG(ts__new(c, ct, t->ndim, t->shape, &buf));
    UnCtx u = {op, ct, p};
    iterate(1, &ct_t, ct_t->ndim, ct_t->shape, ts_data(buf), ts_dtype_size(ct), un_row, &u);
    if (outdt != ct) {
        ts_Tensor *r;
        TRYG(ts__new(c, outdt, t->ndim, t->shape, &r));
        ts__copy_into(r, buf);
        ts_release(buf);
        buf = r;
    }
    *out = buf;
    buf = NULL;
done:
    ts_release(ct_t); ts_release(buf);
    return st;
}

/* Elementwise backward kernel: gx = f(g, x, y, params), in the compute type. */
typedef enum {
    BW_NEG, BW_ABS, BW_EXP, BW_LOG, BW_LOG1P, BW_LOG2, BW_LOG10, BW_EXPM1, BW_SQRT, BW_RSQRT, BW_SIN, BW_COS, BW_TAN,
    BW_TANH, BW_SIGMOID, BW_RELU, BW_SILU, BW_ERF, BW_ERFC, BW_EXP2, BW_ZERO, BW_ID, BW_FINITE, BW_RECIP, BW_GELU, BW_SOFTPLUS, BW_ELU,
    BW_LEAKY, BW_HARDTANH, BW_CLAMP, BW_POWS, BW_RPOWS, BW_ASIN, BW_ACOS, BW_ATAN, BW_SINH, BW_COSH, BW_MISH, BW_LEAKY_Y,
    BW_ASINH, BW_ACOSH, BW_ATANH, BW_SINC, BW_DEG2RAD, BW_RAD2DEG, BW_LOGIT, BW_ERFINV, BW_LGAMMA, BW_DIGAMMA, BW_POLYGAMMA,
    BW_I0, BW_I0E, BW_I1, BW_I1E, BW_ENTR, BW_NDTRI
} BwOp;

/* PyTorch's backward kernels are cpu_kernel_vec kernels registered for AVX2
 * (REGISTER_DISPATCH leaves AVX512 out): on a contiguous row, blocks of 2
 * vectors (16 floats / 8 doubles) take the vector formula, the remainder the
 * scalar one, per thread half above the grain (kn_vec_block_end). The oracle's
 * GCC fuses a multiply into the add/sub that is its only use (fp-contract=fast,
 * vector and scalar alike): the FMAs below are those fusions. Vector exp/tanh
 * are SLEEF's (nb_sl_*), vector erf PyTorch's polynomial (nb_pt_erff); the
 * scalar formulas call the C library. Ops whose result does not depend on the
 * path have blk 0. The exact (erf) GELU backward runs in oneDNN in the
 * oracle's build; the native ATen formula below is only closer (46 % of
 * elements equal, against 31 % for the plain libm one). */
static int64_t bw_block(BwOp op, const double *p, bool dbl)
{
    switch (op) {
    case BW_GELU: return dbl ? 8 : 16;
    case BW_SILU: case BW_ELU: return dbl ? 16 : 32; /* measured: AVX512 blocks */
    case BW_SINH: case BW_COSH: return dbl ? 0 : 32; /* the forward cosh/sinh kernel's blocks (float only) */
    case BW_SOFTPLUS: case BW_MISH: return dbl ? 0 : 32; /* Activation.cpp, AVX512 (float only) */
    case BW_POWS: { /* self.pow(e - 1) is the pow kernel: 32-blocks of SLEEF pow unless e - 1 is special */
        double e = p[0] - 1;
        return dbl || e == 2 || e == 3 || e == 0.5 || e == -0.5 || e == -1 || e == -2 ? 0 : 32; }
    default: return 0;
    }
}

#define BWK(T, S)                                                                                       \
    static void bw_##S(BwOp op, int64_t n, const T *g, const T *x, const T *y, T *o, const double *p)   \
    {                                                                                                   \
        if (op == BW_RELU && y) { /* the hot one, without per-element dispatch (same expression) */     \
            for (int64_t i = 0; i < n; i++) o[i] = y[i] <= 0 ? (T)0 : g[i];                             \
            return;                                                                                     \
        }                                                                                               \
        int64_t blk = bw_block(op, p, sizeof(T) == 8), split = op == BW_GELU ? 16384 : 32768;           \
        for (int64_t i = 0; i < n;) {                                                                   \
        int64_t se, ve = blk ? kn_vec_block_end(i, n, blk, split, &se) : (se = n, n);                   \
        for (; i < se; i++) {                                                                           \
            T gi = g[i], xi = x ? x[i] : 0, yi = y ? y[i] : 0, r;                                       \
            bool vec = i < ve;                                                                          \
            switch (op) {                                                                               \
            case BW_NEG: r = -gi; break;                                                                \
            case BW_ABS: r = gi * (T)((0 < xi) - (xi < 0)); break;                                      \
            case BW_EXP: r = gi * yi; break;                                                            \
            case BW_LOG: r = gi / xi; break;                                                            \
            case BW_LOG1P: r = gi / (xi + (T)1); break;                                                 \
            case BW_LOG2: r = gi / (xi * (T)0.6931471805599453); break;                                 \
            case BW_LOG10: r = gi / (xi * (T)2.3025850929940456); break; /* derivatives.yaml's literal */                                 \
            case BW_EXPM1: r = gi * (yi + (T)1); break;                                                 \
            case BW_SQRT: r = gi / ((T)2 * yi); break;                                                  \
            case BW_RSQRT: r = (T)-0.5 * gi * yi * yi * yi; break;                                      \
            case BW_SIN: r = gi * S##slcosv_(x, n, i, xi); break; /* the tensor cos / sin (VML: every element) */ \
            case BW_COS: r = gi * -S##slsinv_(x, n, i, xi); break;                                      \
            case BW_TAN: r = gi * ((T)1 + yi * yi); break;                                              \
            case BW_TANH: r = gi * S##fma_(-yi, yi, (T)1); break;                                       \
            case BW_SIGMOID: r = gi * ((T)1 - yi) * yi; break;                                          \
            case BW_RELU: r = yi <= 0 ? (T)0 : gi; break;                                               \
            case BW_SILU: { T s = (T)1 / ((T)1 + (vec ? S##slexp_(-xi) : S##exp_(-xi)));                \
                r = gi * s * S##fma_(xi, (T)1 - s, (T)1); } break;                                      \
            case BW_ERF: r = (T)1.1283791670955126 * S##slexp_(-(xi * xi)) * gi; break; /* derivatives.yaml order, tensor exp */ \
            case BW_ERFC: r = (T)-1.1283791670955126 * S##slexp_(-(xi * xi)) * gi; break;               \
            case BW_EXP2: r = gi * yi * (T)0.6931471805599453; break;                                  \
            case BW_ZERO: r = 0; break;                                                                 \
            case BW_ID: r = gi; break;                                                                  \
            case BW_FINITE: r = isfinite(xi) ? gi : (T)0; break; /* nan_to_num: grad * isfinite(x) */  \
            case BW_RECIP: r = -gi * (yi * yi); break;                                                  \
            case BW_GELU:                                                                               \
                if (p[0] != 0) {                                                                        \
                    T kb = (T)(1.4142135623730951 * 1.1283791670955126 * 0.5), kk = (T)0.044715;         \
                    T x_sq = xi * xi, x_cube = x_sq * xi;                                               \
                    T inner = kb * S##fma_(kk, x_cube, xi);                                             \
                    T th = vec ? S##sltanh_(inner) : S##tanh_(inner);                                   \
                    T left = (T)0.5 * xi, right = (T)1 + th;                                            \
                    T left_d = (T)0.5 * right, th_d = S##fma_(-th, th, (T)1);                           \
                    T inner_d = kb * S##fma_((T)3 * kk, x_sq, (T)1);                                    \
                    r = gi * (left_d + left * th_d * inner_d); /* measured: not fused */                                     \
                } else {                                                                                \
                    T cdf = (T)0.5 * ((T)1 + (vec ? S##pterf_(xi * (T)0.7071067811865476)              \
                                                  : S##erf_(xi * (T)0.7071067811865476)));              \
                    T ex = xi * xi * (T)-0.5;                                                           \
                    T pdf = (T)(1.1283791670955126 * 0.7071067811865476 * 0.5) * (vec ? S##slexp_(ex) : S##exp_(ex)); \
                    r = gi * S##fma_(xi, pdf, cdf);                                                     \
                }                                                                                       \
                break;                                                                                  \
            case BW_SOFTPLUS: { T z = vec && sizeof(T) == 4 ? S##slexp_(xi * (T)p[0]) : S##exp_(xi * (T)p[0]);             \
                r = (xi * (T)p[0]) > (T)p[1] ? gi : gi * z / (z + (T)1); } break;                       \
            case BW_ELU: r = (vec ? !(xi > 0) : xi <= 0) /* p: negcoef, -, poscoef, negiptcoef */      \
                    ? gi * (T)p[3] * (T)p[0] * (vec ? S##slexp_(xi * (T)p[3]) : S##exp_(xi * (T)p[3])) : gi * (T)p[2]; break; \
            case BW_LEAKY: r = xi > 0 ? gi : gi * (T)p[0]; break;                                       \
            case BW_LEAKY_Y: r = yi > 0 ? gi : gi * (T)p[0]; break;                                     \
            case BW_HARDTANH: r = (xi <= (T)p[0] || xi >= (T)p[1]) ? (T)0 : gi; break;                  \
            case BW_CLAMP: r = ((p[2] == 0 || xi >= (T)p[0]) && (p[3] == 0 || xi <= (T)p[1])) ? gi : (T)0; break; \
            case BW_POWS: r = p[0] == 0 ? (T)0 : gi * ((T)p[0] * (!blk ? S##pows_(xi, (T)(p[0] - 1))     \
                    : vec ? S##slpow_(xi, (T)(p[0] - 1)) : (T)pow((double)xi, p[0] - 1))); break;          \
            case BW_RPOWS: r = ((T)p[0] == 0 && xi >= 0) ? (T)0 : gi * (yi * S##log_((T)p[0])); break;  \
            case BW_ASIN: r = gi * ((T)1 / S##sqrt_((T)1 - xi * xi)); break; /* grad * (1 - x*x).rsqrt() */ \
            case BW_ACOS: r = gi * -((T)1 / S##sqrt_((T)1 - xi * xi)); break;                           \
            case BW_ATAN: r = gi / (xi * xi + (T)1); break;                                             \
            case BW_SINH: r = gi * (vec ? S##slcosh_(xi) : S##cosh_(xi)); break; /* the tensor cosh */  \
            case BW_COSH: r = gi * (vec ? S##slsinh_(xi) : S##sinh_(xi)); break;                        \
            case BW_MISH: { /* both multiply-adds fused (fp-contract) */                                \
                bool sv = vec && sizeof(T) == 4; /* double: libm (SLEEF log1p double not done) */         \
                T tsp = sv ? S##sltanh_(S##sllog1p_(S##slexp_(xi))) : S##tanh_(S##log1p_(S##exp_(xi)));  \
                T s = (T)1 / ((T)1 + (sv ? S##slexp_(-xi) : S##exp_(-xi)));                             \
                r = gi * S##fma_(xi * s, S##fma_(-tsp, tsp, (T)1), tsp); } break;                       \
            /* the special functions: derivatives.yaml's formulas, one rounding per tensor op there */  \
            case BW_ASINH: r = gi * ((T)1 / S##sqrt_(xi * xi + (T)1)); break; /* (x*x + 1).rsqrt() */    \
            case BW_ACOSH: r = gi * ((T)1 / S##sqrt_(xi * xi + (T)-1)); break;                          \
            case BW_ATANH: r = gi / ((T)1 - xi * xi); break; /* grad * 1 / (1 - x.pow(2)) */                                   \
            case BW_SINC: { /* (px*cos(px) - sin(px)) / (px*x), 0 at x == 0; px = pi*x */               \
                T px = xi * (T)KN_PI, q = (px * S##slcos_(px) - S##slsin_(px)) / (px * xi);             \
                r = gi * (xi == 0 ? (T)0 : q); } break;                                                 \
            case BW_DEG2RAD: r = gi * (T)(KN_PI / 180.0); break;                                        \
            case BW_RAD2DEG: r = gi * (T)(180.0 / KN_PI); break;                                        \
            case BW_LOGIT: { /* grad / (x*(1 - x)); outside [eps, 1-eps]: 0, or nan without eps */      \
                double e = p[1] != 0 ? p[0] : 0;                                                        \
                T q = gi / (xi * ((T)1 - xi));                                                          \
                r = (xi < (T)e || xi > (T)(1 - e)) ? (p[1] != 0 ? (T)0 : (T)NAN) : q; } break;          \
            case BW_ERFINV: { T e = S##erfinv_(xi);                                                     \
                r = S##slexp_(e * e) * (T)(0.5 * sqrt(KN_PI)) * gi; } break;                            \
            case BW_LGAMMA: r = gi * S##special_(KN_DIGAMMA, xi, NULL); break;                          \
            case BW_DIGAMMA: r = gi * S##special_(KN_TRIGAMMA, xi, NULL); break;                        \
            case BW_POLYGAMMA: { double n1 = p[0] + 1; r = gi * S##special_(KN_POLYGAMMA, xi, &n1); } break; \
            case BW_I0: r = gi * S##special_(KN_I1, xi, NULL); break;                                   \
            case BW_I0E: r = gi * (S##special_(KN_I1E, xi, NULL) - (T)((0 < xi) - (xi < 0)) * yi); break; \
            case BW_I1: case BW_I1E: { /* i1_backward / i1e_backward: 0.5 where |x| <= eps */          \
                T eps = sizeof(T) == 4 ? (T)FLT_EPSILON : (T)DBL_EPSILON, s = S##fabs_(xi) > eps ? xi : eps; \
                T q = op == BW_I1 ? S##special_(KN_I0, s, NULL) - yi * ((T)1 / s)                       \
                                  : S##special_(KN_I0E, s, NULL) - yi * ((T)((0 < s) - (s < 0)) + (T)1 / s); \
                r = gi * (S##fabs_(xi) > eps ? q : (T)0.5); } break;                                    \
            case BW_ENTR: r = gi * -((T)1 + S##log_(xi)); break; /* grad * -(1 + x.log()) */           \
            case BW_NDTRI: r = gi * (T)2.5066282746310002 * S##slexp_(yi * yi / (T)2); break;         \
            default: r = gi; break;                                                                     \
            }                                                                                           \
            o[i] = r;                                                                                   \
        }                                                                                               \
        }                                                                                               \
    }
#define ffma_ fmaf
#define fslexp_ nb_sl_expf
#define fsltanh_ nb_sl_tanhf
#define fpterf_ nb_pt_erff
#define fslcos_ nb_sl_cosf
/* the tensor sin/cos of x[i] with the reduction of its vector (16 / 8 lanes) */
#define fslcosv_(x, n, i, xi) nb_sl_cosf_w(xi, kn_trig_wide(x, 1, n, i, 8))
#define fslsinv_(x, n, i, xi) nb_sl_sinf_w(xi, kn_trig_wide(x, 1, n, i, 16))
#define fsllog1p_ nb_sl_log1pf
#define fslsin_ nb_sl_sinf
#define fslcosh_ nb_sl_coshf
#define fslsinh_ nb_sl_sinhf
#define fslpow_ nb_sl_powf
#define ferfinv_ kn_erfinv_f32
#define ffabs_ fabsf
#define dfabs_ fabs
#define fspecial_ kn_special_f32
#define derfinv_ kn_erfinv_f64
#define dspecial_ kn_special_f64
#define KN_PI 3.14159265358979323846
#define dfma_ fma
#define dslexp_ nb_sl_exp
#define dsltanh_ nb_sl_tanh
#define dpterf_ erf   /* double vector erf is SLEEF's erf_u10: not yet */
#define dslcos_ nb_sl_cos
#define dslsin_ nb_sl_sin
#define dslcosv_(x, n, i, xi) nb_sl_cos(xi)
#define dslsinv_(x, n, i, xi) nb_sl_sin(xi)
#define dsllog1p_ log1p /* double SLEEF sinh/cosh/log1p: not yet */
#define dslcosh_ cosh
#define dslsinh_ sinh
#define dslpow_ pow /* double SLEEF pow: not yet */
/* x ** e as the pow-by-scalar kernel computes it (kn_scalar.c: PowKernel's special exponents
 * 2, 3, 0.5, -0.5, -1, -2), so PowBackward0's x.pow(e - 1) matches ATen's. */
#define POWS_SPECIAL(T, S)                                                                        \
    static inline T S##pows_(T x, T e)                                                            \
    {                                                                                             \
        if (e == 2) return x * x;                                                                 \
        if (e == 3) return x * x * x;                                                             \
        if (e == (T)0.5) return S##sqrt_(x);                                                      \
        if (e == (T)-0.5) return (T)1 / S##sqrt_(x);                                              \
        if (e == -1) return (T)1 / x;                                                             \
        if (e == -2) return (T)1 / (x * x);                                                       \
        return S##pow_(x, e);                                                                     \
    }
#define fcos_ cosf
#define fsin_ sinf
#define fexp_ expf
#define ferf_ erff
#define ftanh_ tanhf
#define fpow_ powf
#define flog_ logf
#define fsqrt_ sqrtf
#define fcosh_ coshf
#define fsinh_ sinhf
#define flog1p_ log1pf
#define dcos_ cos
#define dsin_ sin
#define dexp_ exp
#define derf_ erf
#define dtanh_ tanh
#define dpow_ pow
#define dlog_ log
#define dsqrt_ sqrt
#define dcosh_ cosh
#define dsinh_ sinh
#define dlog1p_ log1p
POWS_SPECIAL(float, f)
POWS_SPECIAL(double, d)
BWK(float, f)
BWK(double, d)

static nb_Status unary_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    BwOp op = (BwOp)n->iv[0];
    ts_Tensor *x = NULL, *y = NULL, *cg = NULL, *cx = NULL, *cy = NULL, *r = NULL;
    nb_Status st;
    if (op == BW_LEAKY_Y && n->d[0] < 0)
        return ts_err(c, TS_ERR_RUNTIME, "In-place leakyReLu backward calculation is triggered with a negative slope which "
                      "is not supported. This is caused by calling in-place forward function with a negative slope, "
                      "please call out-of-place version instead. File an issue at https://github.com/pytorch/pytorch "
                      "if you do require supporting in-place leakRelu backward calculation with negative slope");
    ts_DType dt = n->meta[0].dtype, ct = ts__ctype(dt);
    if (n->saved[0].used) TRY(ag_unpack(c, n, 0, &x));
    if (n->saved[1].used) TRY(ag_unpack(c, n, 1, &y));
    int64_t N = ts_numel(g[0]);
    TRYG(ts_charge(c, (uint64_t)N * 2));
    TRYG(ts__as(c, g[0], ct, &cg));
    if (x) TRYG(ts__as(c, x, ct, &cx));
    if (y) TRYG(ts__as(c, y, ct, &cy));
    TRYG(ts__new(c, ct, g[0]->ndim, g[0]->shape, &r));
    if (ct == TS_FLOAT32)
        bw_f(op, N, ts_data(cg), cx ? ts_data(cx) : NULL, cy ? ts_data(cy) : NULL, ts_data(r), n->d);
    else
        bw_d(op, N, ts_data(cg), cx ? ts_data(cx) : NULL, cy ? ts_data(cy) : NULL, ts_data(r), n->d);
    gin[0] = r;
    r = NULL;
done:
    ts_release(cg); ts_release(cx); ts_release(cy); ts_release(r);
    return st;
}

/* The rows of ts_unary.def: kernel, node, saved tensors, dtype rule. */
enum { SAVE_NONE = 0, SAVE_X = 1, SAVE_Y = 2, SAVE_XY = 3 };
enum { DTYPE_SAME, DTYPE_FLOAT, DTYPE_BOOL, DTYPE_POW };
enum { REFUSE_NONE, REFUSE_BOOL, REFUSE_INT };
typedef struct UnInfo {
    kn_UnOp k;
    const char *name;
    BwOp bw;
    unsigned char save, dtype, refuse;
    const char *cpu_name;
} UnInfo;
static const UnInfo uninfo[TS_NUNOPS] = {
#define TS_UNARY(ID, KERNEL, GRAD_FN, BACKWARD, SAVE, DTYPE, DOUBLE, REFUSE, CPU_NAME) \
    [TS_##ID] = {KN_##KERNEL, GRAD_FN, BW_##BACKWARD, SAVE_##SAVE, DTYPE_##DTYPE, REFUSE_##REFUSE, CPU_NAME},
#include "ts_unary.def"
#undef TS_UNARY
};

/* Generic parametrised unary with gradient. */
static nb_Status unary_full(ts_Ctx *c, kn_UnOp k, ts_Tensor *t, const double *p, int np, ts_DType outdt,
                            const char *name, BwOp bw, bool save_x, bool save_y, ts_Tensor **out)
{
    ts_Tensor *r;
    TRY(ts__unary_k(c, k, t, p, outdt, &r));
    nb_Status rs = ts_x_relayout(c, 1, &t, &r);
    if (rs) { ts_release(r); return rs; }
    if (name && ts_dtype_is_float(r->dtype) && ag_should_record(c, 1, &t)) {
        ag_Node *n;
        nb_Status st = ag_make(c, name, unary_bw, 1, &t, 1, &n);
        if (!st) {
            n->iv[0] = bw;
            for (int i = 0; i < np && i < 4; i++) n->d[i] = p[i];
            if (save_x) st = ag_save(c, n, 0, t, false);
            if (!st && save_y) st = ag_save(c, n, 1, r, true);
            if (!st) ag_set_output(n, r, 0);
            ag_node_release(n);
        }
        if (st) { ts_release(r); return st; }
    }
    *out = r;
    return NB_OK;
}

/* Row op of ts_unary.def with the kernel parameters p[0..np) (also the
 * node's d[]): the dtype rule, the refusals, the kernel, the node. */
static nb_Status unary_row(ts_Ctx *c, ts_UnOp op, ts_Tensor *t, const double *p, int np, ts_Tensor **out)
{
    const UnInfo *u = &uninfo[op];
    if (kn_is_special(u->k) && ts_dtype_is_complex(t->dtype))
        return ts_err(c, TS_ERR_NOTIMPL, "complex inputs are not supported by nnscope for this operation");
    ts_DType odt = t->dtype;
    if (u->dtype == DTYPE_BOOL) odt = TS_BOOL;
    else if (u->dtype == DTYPE_FLOAT && !ts_dtype_is_float(t->dtype)) odt = c->default_float;
    else if (u->dtype == DTYPE_POW && t->dtype == TS_BOOL) odt = TS_INT64;
    if ((u->refuse == REFUSE_BOOL && t->dtype == TS_BOOL) || (u->refuse == REFUSE_INT && !ts_dtype_is_float(t->dtype)))
        return ts_err(c, TS_ERR_RUNTIME, "\"%s\" not implemented for '%s'", u->cpu_name, ts_dtype_short(t->dtype));
    if (op == TS_RELU && t->dtype == TS_BOOL)
        return ts_err(c, TS_ERR_RUNTIME, "Boolean inputs not supported for relu");
    if (op == TS_BITNOT && ts_dtype_is_float(t->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "\"bitwise_not_cpu\" not implemented for '%s'", ts_dtype_short(t->dtype));
    if (op == TS_NEG && t->dtype == TS_BOOL)
        return ts_err(c, TS_ERR_RUNTIME, "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.");
    if (op == TS_BITNOT && t->dtype == TS_BOOL) {
        return ts__unary_k(c, KN_LNOT, t, NULL, TS_BOOL, out);
    }
    TRY(unary_full(c, u->k, t, p, np, odt, odt == TS_BOOL ? NULL : u->name, u->bw, u->save & SAVE_X,
                   u->save & SAVE_Y, out));
    if ((*out)->grad_fn && (*out)->grad_fn->backward == unary_bw) (*out)->grad_fn->iv[1] = (int64_t)op + 1;
    return NB_OK;
}

nb_Status ts_unary(ts_Ctx *c, ts_UnOp op, ts_Tensor *t, ts_Tensor **out)
{
    double p[4] = {2, 0, 0, 0}; /* square's exponent (PowBackward0) */
    return unary_row(c, op, t, p, 1, out);
}

nb_Status ts_polygamma(ts_Ctx *c, int64_t n, ts_Tensor *t, ts_Tensor **out)
{
    double p[4] = {(double)n, 0, 0, 0};
    return unary_row(c, TS_POLYGAMMA, t, p, 1, out);
}

nb_Status ts_logit(ts_Ctx *c, ts_Tensor *t, const double *eps, ts_Tensor **out)
{
    double p[4] = {eps ? *eps : 0, eps != NULL, 0, 0};
    return unary_row(c, TS_LOGIT, t, p, 2, out);
}

int ts__unary_op_of(const ag_Node *n)
{
    if (n->backward != unary_bw || n->iv[1] < 1 || n->iv[1] > TS_NUNOPS) return -1;
    int op = (int)n->iv[1] - 1;
    /* a node renamed after recording (xm_rename) stands for another op */
    return n->name == uninfo[op].name ? op : -1;
}

int ts__double_kind_of(const ag_Node *n)
{
    if (n->backward == rsub_bw) return TS__DK_RSUB;
    if (n->backward == unary_bw && n->iv[0] == BW_POWS) return TS__DK_POWS;
    if (n->backward == unary_bw && n->iv[0] == BW_RPOWS) return TS__DK_RPOWS;
    return ts__is_mm_node(n) ? TS__DK_MM : -1;
}

nb_Status ts_unary_(ts_Ctx *c, ts_UnOp op, ts_Tensor *t)
{
    TRY(ts__check_inplace(c, t));
    ts_Tensor *r;
    TRY(ts_unary(c, op, t, &r));
    return inplace(c, t, r);
}

nb_Status ts_logit_(ts_Ctx *c, ts_Tensor *t, const double *eps)
{
    TRY(ts__check_inplace(c, t));
    ts_Tensor *r;
    TRY(ts_logit(c, t, eps, &r));
    return inplace(c, t, r);
}

nb_Status ts_round_decimals(ts_Ctx *c, ts_Tensor *t, int64_t decimals, ts_Tensor **out)
{
    if (decimals == 0) return ts_unary(c, TS_ROUND, t, out);
    double p[2] = {(double)decimals, pow(10.0, (double)(decimals >= 0 ? decimals : -decimals))};
    return unary_full(c, KN_ROUND_DEC, t, p, 2, t->dtype, "RoundBackward1", BW_ZERO, 0, 0, out);
}

static nb_Status need_float(ts_Ctx *c, ts_Tensor *t, const char *what)
{
    if (!ts_dtype_is_float(t->dtype))
        return ts_err(c, TS_ERR_RUNTIME, "\"%s\" not implemented for '%s'", what, ts_dtype_short(t->dtype));
    return NB_OK;
}

nb_Status ts_gelu(ts_Ctx *c, ts_Tensor *t, bool tanh_approx, ts_Tensor **out)
{
    TRY(need_float(c, t, "GeluKernelImpl"));
    double p[1] = {tanh_approx ? 1 : 0};
    return unary_full(c, KN_GELU, t, p, 1, t->dtype, "GeluBackward0", BW_GELU, 1, 0, out);
}
nb_Status ts_softplus(ts_Ctx *c, ts_Tensor *t, double beta, double threshold, ts_Tensor **out)
{
    TRY(need_float(c, t, "softplus_cpu"));
    double p[2] = {beta, threshold};
    return unary_full(c, KN_SOFTPLUS, t, p, 2, t->dtype, "SoftplusBackward0", BW_SOFTPLUS, 1, 0, out);
}
nb_Status ts_elu(ts_Ctx *c, ts_Tensor *t, double alpha, ts_Tensor **out)
{
    return ts_elu_ex(c, t, alpha, 1.0, 1.0, 1.0, "EluBackward0", out);
}
/* elu_kernel's coefficients in the tensor's type: negcoef = alpha * scale
 * (a product of the two rounded values), poscoef = scale, negiptcoef = input_scale */
nb_Status ts_elu_ex(ts_Ctx *c, ts_Tensor *t, double alpha, double scale, double input_scale, double bw_scale,
                    const char *name, ts_Tensor **out)
{
    TRY(need_float(c, t, "elu_cpu"));
    bool f = t->dtype == TS_FLOAT32;
    double p[4] = {f ? (double)((float)alpha * (float)scale) : alpha * scale, f ? (double)(float)input_scale : input_scale,
                   f ? (double)(float)scale : scale, f ? (double)(float)bw_scale : bw_scale};
    return unary_full(c, KN_ELU, t, p, 4, t->dtype, name, BW_ELU, 1, 0, out);
}
nb_Status ts_leaky_relu(ts_Ctx *c, ts_Tensor *t, double slope, ts_Tensor **out)
{
    TRY(need_float(c, t, "leaky_relu_cpu"));
    double p[1] = {slope};
    return unary_full(c, KN_LEAKY_RELU, t, p, 1, t->dtype, "LeakyReluBackward0", BW_LEAKY, 1, 0, out);
}
/* leaky_relu_: PyTorch saves the result (LeakyReluBackward1), so the input
 * may be overwritten; its backward refuses a negative slope. */
nb_Status ts_leaky_relu_(ts_Ctx *c, ts_Tensor *t, double slope)
{
    TRY(ts__check_inplace(c, t));
    ts_Tensor *r;
    TRY(need_float(c, t, "leaky_relu_cpu"));
    double p[1] = {slope};
    TRY(unary_full(c, KN_LEAKY_RELU, t, p, 1, t->dtype, "LeakyReluBackward1", BW_LEAKY_Y, 0, 1, &r));
    return inplace(c, t, r);
}
nb_Status ts_hardtanh(ts_Ctx *c, ts_Tensor *t, double lo, double hi, ts_Tensor **out)
{
    double p[2] = {lo, hi};
    return unary_full(c, KN_HARDTANH, t, p, 2, t->dtype, "HardtanhBackward0", BW_HARDTANH, 1, 0, out);
}

nb_Status ts_clamp(ts_Ctx *c, ts_Tensor *t, const ts_Scalar *mn, const ts_Scalar *mx, ts_Tensor **out)
{
    if (!mn && !mx) return ts_err(c, TS_ERR_RUNTIME, "torch.clamp: At least one of 'min' or 'max' must not be None");
    double p[4] = {mn ? ts_sc_to_f(*mn) : 0, mx ? ts_sc_to_f(*mx) : 0, mn != NULL, mx != NULL};
    ts_DType odt = t->dtype;
    if (!ts_dtype_is_float(t->dtype) && ((mn && mn->type == TS_FLOAT64) || (mx && mx->type == TS_FLOAT64)))
        odt = c->default_float;
    const char *name = mn && mx ? "ClampBackward1" : mn ? "ClampMinBackward0" : "ClampMaxBackward0";
    return unary_full(c, KN_CLAMP, t, p, 4, odt, name, BW_CLAMP, 1, 0, out);
}
nb_Status ts_clamp_(ts_Ctx *c, ts_Tensor *t, const ts_Scalar *mn, const ts_Scalar *mx)
{
    TRY(ts__check_inplace(c, t));
    ts_Tensor *r;
    TRY(ts_clamp(c, t, mn, mx, &r));
    if (!ts__can_cast(r->dtype, t->dtype)) { /* scalar clamp_ names the C++ type ("long int") */
        nb_Status st = ts_err(c, TS_ERR_RUNTIME, "result type %s can't be cast to the desired output type %s",
                              ts_dtype_short(r->dtype), ts_dtype_cname(t->dtype));
        ts_release(r);
        return st;
    }
    return inplace(c, t, r);
}

nb_Status ts_clamp_t(ts_Ctx *c, ts_Tensor *t, ts_Tensor *mn, ts_Tensor *mx, ts_Tensor **out)
{
    if (!mn && !mx) return ts_err(c, TS_ERR_RUNTIME, "torch.clamp: At least one of 'min' or 'max' must not be None");
    ts_Tensor *a = NULL, *b = NULL;
    nb_Status st = NB_OK;
    if (mn) { st = ts_binary(c, TS_MAXIMUM, t, mn, &a); if (st) return st; }
    else { ts_retain(t); a = t; }
    if (mx) st = ts_binary(c, TS_MINIMUM, a, mx, &b);
    else { ts_retain(a); b = a; }
    ts_release(a);
    if (st) return st;
    ts_Tensor *ins[3] = {t, mn, mx};
    st = ag_fuse(c, "ClampBackward0", 3, ins, 1, &b);
    if (st) { ts_release(b); return st; }
    *out = b;
    return NB_OK;
}

static nb_Status pows_name(ts_Ctx *c, kn_UnOp k, ts_Tensor *t, double e, ts_DType odt, const char *name, BwOp bw,
                           ts_Tensor **out)
{
    double p[1] = {e};
    return unary_full(c, k, t, p, 1, odt, name, bw, true, bw == BW_RPOWS, out); /* pow(b, t) keeps t: PyTorch's exponent */
}

nb_Status ts_pow_scalar(ts_Ctx *c, ts_Tensor *t, ts_Scalar e, ts_Tensor **out)
{
    ts_DType odt = t->dtype;
    if (e.type == TS_FLOAT64 && !ts_dtype_is_float(t->dtype)) odt = c->default_float;
    if (!ts_dtype_is_float(odt) && e.type != TS_FLOAT64 && ts_sc_to_i(e) < 0)
        return ts_err(c, TS_ERR_RUNTIME, "Integers to negative integer powers are not allowed.");
    if (odt == TS_BOOL && e.type == TS_INT64) odt = TS_INT64; /* bool ** int → int64 (result_type) */
    TRY(pows_name(c, KN_POW_SCALAR, t, ts_sc_to_f(e), odt, "PowBackward0", BW_POWS, out));
    if ((*out)->grad_fn) (*out)->grad_fn->iv[2] = e.type == TS_FLOAT64 ? 2 : 1; /* _saved_exponent's Python type */
    return NB_OK;
}

nb_Status ts_rpow_scalar(ts_Ctx *c, ts_Scalar base, ts_Tensor *t, ts_Tensor **out)
{
    ts_DType odt = t->dtype;
    if (base.type == TS_FLOAT64 && !ts_dtype_is_float(t->dtype)) odt = c->default_float;
    if (!ts_dtype_is_float(odt)) {
        ts_Tensor *w;
        TRY(ts_scalar_tensor(c, base, TS_NODTYPE, true, &w));
        nb_Status st = ts_binary(c, TS_POW, w, t, out);
        ts_release(w);
        return st;
    }
    TRY(pows_name(c, KN_RPOW_SCALAR, t, ts_sc_to_f(base), odt, "PowBackward2", BW_RPOWS, out));
    if ((*out)->grad_fn) (*out)->grad_fn->iv[2] = base.type == TS_FLOAT64 ? 2 : 1; /* _saved_self's Python type */
    return NB_OK;
}

/* ---------------------------------------------------------------- where / masked_fill / lerp / addc* */

static nb_Status where_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *cond, *z = NULL;
    TRY(ag_unpack(c, n, 0, &cond));
    nb_Status st;
    TRYG(ts__scalar_like(c, 0, g[0]->dtype, &z));
    if (n->next[0].fn) TRYG(ts_where(c, cond, g[0], z, &gin[0]));
    if (n->next[1].fn) TRYG(ts_where(c, cond, z, g[0], &gin[1]));
done:
    ts_release(z);
    return st;
}

typedef struct { ts_DType dt; size_t es; } WhereCtx;
static void where_row(void *vc, int64_t n, char **p, const int64_t *s)
{
    WhereCtx *w = vc;
    for (int64_t i = 0; i < n; i++) {
        const char *src = *(uint8_t *)(p[0] + i * s[0]) ? p[1] + i * s[1] * (int64_t)w->es : p[2] + i * s[2] * (int64_t)w->es;
        memcpy(p[3] + i * (int64_t)w->es, src, w->es);
    }
}

nb_Status ts_where(ts_Ctx *c, ts_Tensor *cond, ts_Tensor *a, ts_Tensor *b, ts_Tensor **out)
{
    if (cond->dtype != TS_BOOL && cond->dtype != TS_UINT8)
        return ts_err(c, TS_ERR_RUNTIME, "where expected condition to be a boolean tensor, but got a tensor with dtype %s", ts_dtype_short(cond->dtype));
    ts_Tensor *ab[2] = {a, b};
    ts_DType dt = result_type_n(c, 2, ab);
    int nd, nd2;
    int64_t sh[TS_MAXDIM], sh2[TS_MAXDIM];
    TRY(ts__broadcast_shape(c, a->ndim, a->shape, b->ndim, b->shape, &nd, sh));
    TRY(ts__broadcast_shape(c, cond->ndim, cond->shape, nd, sh, &nd2, sh2));
    ts_Tensor *ca = NULL, *cb = NULL, *cc = NULL, *r = NULL;
    nb_Status st;
    TRYG(ts_charge(c, (uint64_t)ts__prod(nd2, sh2)));
    TRYG(ts__as(c, a, dt, &ca));
    TRYG(ts__as(c, b, dt, &cb));
    TRYG(ts__as(c, cond, TS_BOOL, &cc));
    TRYG(ts__new(c, dt, nd2, sh2, &r));
    WhereCtx w = {dt, ts_dtype_size(dt)};
    ts_Tensor *ops[3] = {cc, ca, cb};
    iterate(3, ops, nd2, sh2, ts_data(r), w.es, where_row, &w);
    ts_Tensor *ins[2] = {a, b}; /* PyTorch's edges: self, other (the condition has none) */
    if (ts_dtype_is_float(dt) && ag_should_record(c, 2, ins)) {
        ag_Node *n;
        TRYG(ag_make(c, "WhereBackward0", where_bw, 2, ins, 1, &n));
        st = ag_save(c, n, 0, cc, false);
        if (!st) ag_set_output(n, r, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    *out = r;
    r = NULL;
done:
    ts_release(ca); ts_release(cb); ts_release(cc); ts_release(r);
    return st;
}

static nb_Status masked_fill_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *m, *z = NULL;
    TRY(ag_unpack(c, n, 0, &m));
    nb_Status st;
    TRYG(ts__scalar_like(c, 0, g[0]->dtype, &z));
    if (n->next[0].fn) TRYG(ts_where(c, m, z, g[0], &gin[0]));
    if (n->nin > 1 && n->next[1].fn) {
        ts_Tensor *w = NULL;
        TRYG(ts_where(c, m, g[0], z, &w));
        st = ts_sum(c, w, NULL, 0, false, TS_NODTYPE, &gin[1]);
        ts_release(w);
    }
done:
    ts_release(z);
    return st;
}

nb_Status ts_masked_fill(ts_Ctx *c, ts_Tensor *t, ts_Tensor *mask, ts_Tensor *value, ts_Tensor **out)
{
    if (mask->dtype != TS_BOOL)
        return ts_err(c, TS_ERR_RUNTIME, "masked_fill_ only supports boolean masks, but got mask with dtype %s", ts_dtype_name(mask->dtype) + 6);
    if (value->ndim != 0)
        return ts_err(c, TS_ERR_RUNTIME, "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with %d dimension(s).", value->ndim);
    int nd;
    int64_t sh[TS_MAXDIM];
    TRY(ts__broadcast_shape(c, t->ndim, t->shape, mask->ndim, mask->shape, &nd, sh));
    ts_Tensor *v = NULL, *r = NULL;
    nb_Status st;
    TRYG(ts__as(c, value, t->dtype, &v));
    ts__NoGrad ng = ts__nograd_begin(c);
    st = ts_where(c, mask, v, t, &r);
    ts__nograd_end(c, ng);
    if (st) goto done;
    if (r->ndim != t->ndim) { /* t must not be broadcast by masked_fill */
        char a[200], b[200];
        ts__fmt_shape(a, sizeof a, t->ndim, t->shape);
        ts__fmt_shape(b, sizeof b, r->ndim, r->shape);
        st = ts_err(c, TS_ERR_RUNTIME, "output with shape %s doesn't match the broadcast shape %s", a, b);
        goto done;
    }
    /* PyTorch's edges: self, and the value when it is a tensor (MaskedFillBackward1) */
    ts_Tensor *ins[2] = {t, value};
    int nin = value->is_wrapped_number ? 1 : 2;
    if (ts_dtype_is_float(t->dtype) && ag_should_record(c, nin, ins)) {
        ag_Node *n;
        ts_Tensor *mb = NULL;
        TRYG(ag_make(c, nin == 1 ? "MaskedFillBackward0" : "MaskedFillBackward1", masked_fill_bw, nin, ins, 1, &n));
        st = ts__as(c, mask, TS_BOOL, &mb);
        if (!st) st = ag_save(c, n, 0, mb, false);
        ts_release(mb);
        if (!st) ag_set_output(n, r, 0);
        ag_node_release(n);
        if (st) goto done;
    }
    *out = r;
    r = NULL;
done:
    ts_release(v); ts_release(r);
    return st;
}

nb_Status ts_masked_fill_(ts_Ctx *c, ts_Tensor *t, ts_Tensor *mask, ts_Tensor *value)
{
    TRY(ts__check_inplace(c, t));
    ts_Tensor *r;
    TRY(ts_masked_fill(c, t, mask, value, &r));
    return inplace(c, t, r);
}

/* LerpBackward0 (a scalar weight d[0]: self grad * (1 - w), end grad * w) and
 * LerpBackward1 (slots 0 self, 4 end, 5 weight: grad * (1 - weight),
 * grad * weight, grad * (end - self)), derivatives.yaml's formulas in
 * recording ops (create_graph differentiates them). */
static nb_Status lerp_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    if (n->nin == 2) {
        if (n->next[0].fn) TRY(ts__mul_scalar(c, g[0], 1.0 - n->d[0], &gin[0]));
        if (n->next[1].fn) TRY(ts__mul_scalar(c, g[0], n->d[0], &gin[1]));
        return NB_OK;
    }
    ts_Tensor *a, *b, *w, *t = NULL;
    TRY(ag_unpack(c, n, 5, &w));
    nb_Status st = NB_OK;
    if (n->next[0].fn) {
        TRYG(ts_rsub_scalar(c, w, ts_sc_i(1), &t));
        TRYG(ts_binary(c, TS_MUL, g[0], t, &gin[0]));
        ts_release(t); t = NULL;
    }
    if (n->next[1].fn) TRYG(ts_binary(c, TS_MUL, g[0], w, &gin[1]));
    if (n->next[2].fn) {
        TRYG(ag_unpack(c, n, 0, &a));
        TRYG(ag_unpack(c, n, 4, &b));
        TRYG(ts_binary(c, TS_SUB, b, a, &t));
        TRYG(ts_binary(c, TS_MUL, g[0], t, &gin[2]));
    }
done:
    ts_release(t);
    return st;
}

nb_Status ts_lerp(ts_Ctx *c, ts_Tensor *a, ts_Tensor *b, ts_Tensor *w, ts_Tensor **out)
{
    /* PyTorch's lerp: w < 0.5 ? a + w*(b-a) : b - (b-a)*(1-w) */
    ts_Tensor *d = NULL, *t1 = NULL, *r1 = NULL, *om = NULL, *t2 = NULL, *r2 = NULL, *m = NULL, *h = NULL;
    ts_Tensor *ins[3] = {a, b, w};
    bool sc = w->is_wrapped_number && !w->requires_grad;
    bool own = ts_dtype_is_float(a->dtype) && ag_should_record(c, sc ? 2 : 3, ins);
    ts__NoGrad ng;
    if (own) ng = ts__nograd_begin(c);
    nb_Status st;
    TRYG(ts_sub(c, b, a, ts_sc_i(1), &d));
    TRYG(ts_binary(c, TS_MUL, w, d, &t1));
    TRYG(ts_add(c, a, t1, ts_sc_i(1), &r1));
    TRYG(ts_rsub_scalar(c, w, ts_sc_i(1), &om));
    TRYG(ts_binary(c, TS_MUL, d, om, &t2));
    TRYG(ts_sub(c, b, t2, ts_sc_i(1), &r2));
    TRYG(ts_scalar_tensor(c, ts_sc_f(0.5), TS_NODTYPE, true, &h));
    TRYG(ts__binary_raw(c, TS_LT, w, h, &m));
    TRYG(ts_where(c, m, r1, r2, out));
    if (own) {
        ag_Node *n;
        ts__nograd_end(c, ng);
        own = false;
        TRYG(ag_make(c, sc ? "LerpBackward0" : "LerpBackward1", lerp_bw, sc ? 2 : 3, ins, 1, &n));
        if (sc) n->d[0] = ts_get_flat_f(w, 0);
        else {
            st = ag_save(c, n, 0, a, false);
            if (!st) st = ag_save(c, n, 4, b, false);
            if (!st) st = ag_save(c, n, 5, w, false);
        }
        if (!st) ag_set_output(n, *out, 0);
        ag_node_release(n);
        if (st) { ts_release(*out); *out = NULL; goto done; }
    } else
        TRYG(ag_fuse(c, sc ? "LerpBackward0" : "LerpBackward1", sc ? 2 : 3, ins, 1, out));
done:
    if (own) ts__nograd_end(c, ng);
    ts_release(d); ts_release(t1); ts_release(r1); ts_release(om); ts_release(t2); ts_release(r2);
    ts_release(m); ts_release(h);
    return st;
}

/* AddcmulBackward0 / AddcdivBackward0 (iv[0] div, d[0] value; slots 3
 * tensor1, 4 tensor2): self grad; mul: grad * (t2 * v), grad * (t1 * v);
 * div: grad * (v / t2), -grad * ((t1 * v) / (t2 * t2)). Recording ops. */
static nb_Status addc_bw(ts_Ctx *c, ag_Node *n, ts_Tensor **g, ts_Tensor **gin)
{
    ts_Tensor *t1, *t2, *p = NULL, *q = NULL, *ng = NULL, *vt = NULL;
    double v = n->d[0];
    nb_Status st = NB_OK;
    if (n->next[0].fn) { ts_retain(g[0]); gin[0] = g[0]; }
    TRY(ag_unpack(c, n, 3, &t1));
    TRY(ag_unpack(c, n, 4, &t2));
    if (!n->iv[0]) {
        if (n->next[1].fn) { TRYG(ts__mul_scalar(c, t2, v, &p)); TRYG(ts_binary(c, TS_MUL, g[0], p, &gin[1])); }
        if (n->next[2].fn) { TRYG(ts__mul_scalar(c, t1, v, &q)); TRYG(ts_binary(c, TS_MUL, g[0], q, &gin[2])); }
        goto done;
    }
    if (n->next[1].fn) {
        TRYG(ts_scalar_tensor(c, ts_sc_f(v), TS_NODTYPE, true, &vt));
        TRYG(ts_binary(c, TS_DIV, vt, t2, &p));
        TRYG(ts_binary(c, TS_MUL, g[0], p, &gin[1]));
        ts_release(p); p = NULL;
    }
    if (n->next[2].fn) {
        ts_Tensor *sq = NULL;
        TRYG(ts__mul_scalar(c, t1, v, &p));
        TRYG(ts_binary(c, TS_MUL, t2, t2, &sq));
        st = ts_binary(c, TS_DIV, p, sq, &q);
        ts_release(sq);
        if (st) goto done;
        TRYG(ts_unary(c, TS_NEG, g[0], &ng));
        TRYG(ts_binary(c, TS_MUL, ng, q, &gin[2]));
    }
done:
    ts_release(p); ts_release(q); ts_release(ng); ts_release(vt);
    return st;
}

static nb_Status addc(ts_Ctx *c, ts_BinOp op, ts_Tensor *s, ts_Tensor *t1, ts_Tensor *t2, ts_Scalar v,
                      const char *name, ts_Tensor **out)
{
    ts_Tensor *p = NULL, *r = NULL;
    ts_Tensor *ins[3] = {s, t1, t2};
    bool own = ag_should_record(c, 3, ins);
    ts__NoGrad ng;
    if (own) ng = ts__nograd_begin(c);
    nb_Status st;
    TRYG(ts_binary(c, op, t1, t2, &p));
    TRYG(ts_add(c, s, p, v, &r));
    if (own) {
        ag_Node *n;
        ts__nograd_end(c, ng);
        own = false;
        if (ts_dtype_is_float(r->dtype)) {
            TRYG(ag_make(c, name, addc_bw, 3, ins, 1, &n));
            n->iv[0] = op == TS_DIV;
            n->d[0] = ts_sc_to_f(v);
            st = ag_save(c, n, 3, t1, false);
            if (!st) st = ag_save(c, n, 4, t2, false);
            if (!st) ag_set_output(n, r, 0);
            ag_node_release(n);
            if (st) goto done;
        }
    }
    *out = r;
    r = NULL;
done:
    if (own) ts__nograd_end(c, ng);
    ts_release(p); ts_release(r);
    return st;
}
nb_Status ts_addcmul(ts_Ctx *c, ts_Tensor *s, ts_Tensor *t1, ts_Tensor *t2, ts_Scalar v, ts_Tensor **out)
{
    return addc(c, TS_MUL, s, t1, t2, v, "AddcmulBackward0", out);
}
nb_Status ts_addcdiv(ts_Ctx *c, ts_Tensor *s, ts_Tensor *t1, ts_Tensor *t2, ts_Scalar v, ts_Tensor **out)
{
    return addc(c, TS_DIV, s, t1, t2, v, "AddcdivBackward0", out);
}

nb_Status ts_nan_to_num(ts_Ctx *c, ts_Tensor *t, const double *nan, const double *posinf, const double *neginf,
                        ts_Tensor **out)
{
    double big = t->dtype == TS_FLOAT64 ? 1.7976931348623157e308 : t->dtype == TS_FLOAT16 ? 65504.0
               : t->dtype == TS_BFLOAT16 ? 3.3895313892515355e38 : 3.4028234663852886e38;
    double p[3] = {nan ? *nan : 0, posinf ? *posinf : big, neginf ? *neginf : -big};
    if (ts_dtype_is_complex(t->dtype)) return ts_complex_refuse(c, "nan_to_num");
    if (!ts_dtype_is_float(t->dtype)) return ts_clone(c, t, out);
    return unary_full(c, KN_NAN_TO_NUM, t, p, 3, t->dtype, "NanToNumBackward0", BW_FINITE, 1, 0, out);
}
