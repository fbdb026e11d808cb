/* nn_math_reduce.c — torch glue of the math area: reductions, scans,
 * selection (listed in nn_math.h; the tables are in nn_math.c). */
#include <math.h>
#include <string.h>

#include "nn_torch_util.h"
#include "nn_math.h"
#include "ag.h"
#include "ts_shape.h"

#define XM(name) py_Obj *xg_m_##name(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
#define XT(name) py_Obj *xg_t_##name(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)

static int opt_int(py_State *S, py_Obj *o, const char *what, int64_t dflt, int64_t *out)
{
    *out = dflt;
    return xg_given(S, o) ? nn_arg_int(S, o, what, out) : 0;
}
static int opt_bool(py_State *S, py_Obj *o, const char *what, bool dflt, bool *out)
{
    *out = dflt;
    return xg_given(S, o) ? nn_arg_bool(S, o, what, out) : 0;
}
static int opt_dims(py_State *S, py_Obj *o, const char *name, int *nd, int64_t *dims)
{
    *nd = 0;
    return xg_given(S, o) ? nn_arg_dims(S, o, name, nd, dims) : 0;
}

/* ------------------------------------------------------------ return types with other field names */

static py_Obj *rt0(py_State *S, py_Obj *o) { return py_newref(py_tuple_getB(o, 0)); }
static py_Obj *rt1(py_State *S, py_Obj *o) { return py_newref(py_tuple_getB(o, 1)); }
static const py_GetSetDef rt_vi_getset[] = {{"values", rt0, NULL}, {"indices", rt1, NULL}, {NULL, NULL, NULL}};
static const py_GetSetDef rt_mm_getset[] = {{"min", rt0, NULL}, {"max", rt1, NULL}, {NULL, NULL, NULL}};
static py_Obj *rt_repr(py_State *S, py_Obj *o)
{
    bool mm = strcmp(o->type->name, "aminmax") == 0;
    py_Obj *v = py_repr(S, py_tuple_getB(o, 0));
    py_Obj *i = v ? py_repr(S, py_tuple_getB(o, 1)) : NULL;
    py_Obj *r = i ? py_str_fmt(S, mm ? "torch.return_types.%s(\nmin=%U,\nmax=%U)" : "torch.return_types.%s(\nvalues=%U,\nindices=%U)",
                               o->type->name, v, i) : NULL;
    py_xdecref(S, v);
    py_xdecref(S, i);
    return r;
}
#define RT(n, gs) \
    static py_Type rt_##n = { \
        .ob = {PY_IMMORTAL, &py_type_type}, .name = #n, .module = "torch.return_types", \
        .basicsize = sizeof(py_Tuple), .flags = PY_TPFLAG_GC | PY_TPFLAG_TUPLE_SUB, \
        .base = &py_type_tuple, .getset = gs, .repr = rt_repr, \
    };
RT(nanmedian, rt_vi_getset) RT(aminmax, rt_mm_getset)

static py_Obj *pair_of(py_State *S, py_Type *t, ts_Tensor *a, ts_Tensor *b)
{
    py_Obj *ao = nn_tensor_wrap_steal(S, a);
    py_Obj *bo = ao ? nn_tensor_wrap_steal(S, b) : (ts_release(b), NULL);
    if (!bo) {
        py_xdecref(S, ao);
        return NULL;
    }
    py_Obj *tup = py_tuple_pack(S, 2, ao, bo);
    py_decref(S, ao);
    py_decref(S, bo);
    if (!tup || !t)
        return tup;
    if (py_type_ready(S, t) < 0) {
        py_decref(S, tup);
        return NULL;
    }
    py_Obj *r = PY_T(tuple)->tp_new(S, t, &tup, 1, NULL);
    py_decref(S, tup);
    return r;
}

/* ------------------------------------------------------------ nansum / nanmean */

static py_Obj *nan_red(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool mean)
{
    const char *name = mean ? "nanmean" : "nansum";
    py_Obj *a[3] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "|dim,keepdim,*,dtype", a) < 0)
        return NULL;
    int nd, dt;
    int64_t dims[TS_MAXDIM];
    bool kd;
    if (opt_dims(S, a[0], name, &nd, dims) < 0 || opt_bool(S, a[1], "keepdim", false, &kd) < 0 ||
        nn_arg_dtype(S, a[2], &dt) < 0)
        return NULL;
    ts_Tensor *r;
    return xg_ret(S, xm_nansum(NN_CTX(S), NN_T(self), nd ? dims : NULL, nd, kd, dt, mean, &r), &r);
}
XM(nansum) { return nan_red(S, self, args, nargs, kwnames, false); }
XM(nanmean) { return nan_red(S, self, args, nargs, kwnames, true); }

/* ------------------------------------------------------------ scans */

static py_Obj *cum_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, int kind)
{
    static const char *const names[] = {"cummax", "cummin", "logcumsumexp"};
    py_Obj *a[1] = {0};
    if (py_parse_args(S, names[kind], args, nargs, kwnames, "dim", a) < 0)
        return NULL;
    int64_t d;
    if (nn_arg_int(S, a[0], "dim", &d) < 0)
        return NULL;
    ts_Tensor *v, *i;
    if (kind == 2)
        return xg_ret(S, xm_logcumsumexp(NN_CTX(S), NN_T(self), d, &v), &v);
    NN_TRY(S, xm_cummaxmin(NN_CTX(S), NN_T(self), d, kind == 0, &v, &i));
    return nn_return_pair(S, names[kind], v, i);
}
XM(cummax) { return cum_m(S, self, args, nargs, kwnames, 0); }
XM(cummin) { return cum_m(S, self, args, nargs, kwnames, 1); }
XM(logcumsumexp) { return cum_m(S, self, args, nargs, kwnames, 2); }

/* ------------------------------------------------------------ order statistics */

static py_Obj *median_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool nan)
{
    const char *name = nan ? "nanmedian" : "median";
    py_Obj *a[2] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "|dim,keepdim", a) < 0)
        return NULL;
    int64_t d;
    bool kd;
    if (opt_int(S, a[0], "dim", 0, &d) < 0 || opt_bool(S, a[1], "keepdim", false, &kd) < 0)
        return NULL;
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_refuse(S, name);
    ts_Tensor *v = NULL, *i = NULL;
    if (!xg_given(S, a[0]))
        return xg_ret(S, xm_median(NN_CTX(S), NN_T(self), false, 0, false, nan, &v, NULL), &v);
    NN_TRY(S, xm_median(NN_CTX(S), NN_T(self), true, d, kd, nan, &v, &i));
    return nan ? pair_of(S, &rt_nanmedian, v, i) : nn_return_pair(S, "median", v, i);
}
XM(median) { return median_m(S, self, args, nargs, kwnames, false); }
XM(nanmedian) { return median_m(S, self, args, nargs, kwnames, true); }

XM(kthvalue)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "kthvalue", args, nargs, kwnames, "k,|dim,keepdim", a) < 0)
        return NULL;
    int64_t k, d;
    bool kd;
    if (nn_arg_int(S, a[0], "k", &k) < 0 || opt_int(S, a[1], "dim", -1, &d) < 0 ||
        opt_bool(S, a[2], "keepdim", false, &kd) < 0)
        return NULL;
    ts_Tensor *v, *i;
    NN_TRY(S, xm_kthvalue(NN_CTX(S), NN_T(self), k, d, kd, &v, &i));
    return nn_return_pair(S, "kthvalue", v, i);
}

XM(mode)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "mode", args, nargs, kwnames, "|dim,keepdim", a) < 0)
        return NULL;
    int64_t d;
    bool kd;
    if (opt_int(S, a[0], "dim", -1, &d) < 0 || opt_bool(S, a[1], "keepdim", false, &kd) < 0)
        return NULL;
    ts_Tensor *v, *i;
    NN_TRY(S, xm_mode(NN_CTX(S), NN_T(self), d, kd, &v, &i));
    return nn_return_pair(S, "mode", v, i);
}

XM(msort)
{
    if (py_check_nargs(S, "msort", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *v, *i;
    NN_TRY(S, ts_sort(NN_CTX(S), NN_T(self), 0, false, &v, &i));
    ts_release(i);
    return nn_tensor_wrap_steal(S, v);
}

static py_Obj *quantile_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool nan)
{
    const char *name = nan ? "nanquantile" : "quantile";
    py_Obj *a[4] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "q,|dim,keepdim,*,interpolation", a) < 0)
        return NULL;
    int64_t d;
    bool kd;
    if (opt_int(S, a[1], "dim", 0, &d) < 0 || opt_bool(S, a[2], "keepdim", false, &kd) < 0)
        return NULL;
    int interp = 0;
    if (xg_given(S, a[3])) {
        static const char *const modes[] = {"linear", "lower", "higher", "midpoint", "nearest", NULL};
        interp = -1;
        for (int k = 0; modes[k]; k++)
            if (py_isinstance_type(a[3], PY_T(str)) && py_str_eq_c(a[3], modes[k]))
                interp = k;
        if (interp < 0)
            return py_err_format(S, PY_T(RuntimeError),
                                 "%s() interpolation must be one of linear, lower, higher, midpoint or nearest, but got %S",
                                 name, a[3]);
    }
    ts_Tensor *t = NN_T(self), *q = NULL, *r = NULL;
    ts_Ctx *c = NN_CTX(S);
    if (nn_is_tensor(a[0])) {
        q = NN_T(a[0]);
        ts_retain(q);
    } else {
        double qv;
        if (nn_arg_double(S, a[0], "q", &qv) < 0)
            return NULL;
        if (t->dtype != TS_FLOAT32 && t->dtype != TS_FLOAT64)
            return py_err_format(S, PY_T(RuntimeError), "%s() input tensor must be either float or double dtype", name);
        if (!(qv >= 0 && qv <= 1)) {
            py_Obj *f = py_float_new(S, qv);
            if (f)
                py_err_format(S, PY_T(RuntimeError), "%s() q must be in the range [0, 1] but got %R", name, f);
            py_xdecref(S, f);
            return NULL;
        }
        NN_TRY(S, ts_scalar_tensor(c, ts_sc_f(qv), t->dtype, false, &q));
    }
    nb_Status st = xm_quantile(c, t, q, xg_given(S, a[1]), d, kd, interp, nan, name, &r);
    ts_release(q);
    return xg_ret(S, st, &r);
}
XM(quantile) { return quantile_m(S, self, args, nargs, kwnames, false); }
XM(nanquantile) { return quantile_m(S, self, args, nargs, kwnames, true); }

XM(aminmax)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "aminmax", args, nargs, kwnames, "|*,dim,keepdim", a) < 0)
        return NULL;
    int64_t d;
    bool kd;
    if (opt_int(S, a[0], "dim", 0, &d) < 0 || opt_bool(S, a[1], "keepdim", false, &kd) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self), *mn = NULL, *mx = NULL;
    ts_Ctx *c = NN_CTX(S);
    if (ts_numel(t) == 0 && !xg_given(S, a[0]))
        return py_err_setstr(S, PY_T(RuntimeError),
                             "aminmax(): cannot compute aminmax over an empty dimension as the operation has no identity.");
    bool has = xg_given(S, a[0]);
    ts_NoGrad ng = ts_nograd_begin(c);
    nb_Status st = ts_amin(c, t, has ? &d : NULL, has ? 1 : 0, kd, &mn);
    if (!st)
        st = ts_amax(c, t, has ? &d : NULL, has ? 1 : 0, kd, &mx);
    ts_nograd_end(c, ng);
    if (!st)   /* PyTorch has no derivative for aminmax */
        st = ag_not_implemented(c, "aminmax", 1, &t, 2, (ts_Tensor *[]){mn, mx});
    if (st) {
        ts_release(mn);
        ts_release(mx);
        return nn_raise_status(S, st);
    }
    return pair_of(S, &rt_aminmax, mn, mx);
}

XM(count_nonzero)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "count_nonzero", args, nargs, kwnames, "|dim", a) < 0)
        return NULL;
    int nd;
    int64_t dims[TS_MAXDIM];
    if (opt_dims(S, a[0], "count_nonzero", &nd, dims) < 0)
        return NULL;
    ts_Tensor *r;
    return xg_ret(S, xm_count_nonzero(NN_CTX(S), NN_T(self), nd ? dims : NULL, nd, &r), &r);
}

XM(bincount)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "bincount", args, nargs, kwnames, "|weights,minlength", a) < 0)
        return NULL;
    int64_t ml;
    if (opt_int(S, a[1], "minlength", 0, &ml) < 0)
        return NULL;
    ts_Tensor *w = xg_given(S, a[0]) && nn_is_tensor(a[0]) ? NN_T(a[0]) : NULL, *r;
    return xg_ret(S, xm_bincount(NN_CTX(S), NN_T(self), w, ml, &r), &r);
}

XM(histc)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "histc", args, nargs, kwnames, "|bins,min,max", a) < 0)
        return NULL;
    int64_t bins;
    double lo = 0, hi = 0;
    if (opt_int(S, a[0], "bins", 100, &bins) < 0 || (xg_given(S, a[1]) && nn_arg_double(S, a[1], "min", &lo) < 0) ||
        (xg_given(S, a[2]) && nn_arg_double(S, a[2], "max", &hi) < 0))
        return NULL;
    ts_Tensor *r;
    return xg_ret(S, xm_histc(NN_CTX(S), NN_T(self), bins, lo, hi, &r), &r);
}

/* unique results: values alone, or a tuple with inverse / counts. */
static py_Obj *unique_common(py_State *S, py_Obj *input, py_Obj *dimo, bool inv, bool cnt, bool consecutive)
{
    int64_t d = 0;
    if (xg_given(S, dimo) && nn_arg_int(S, dimo, "dim", &d) < 0)
        return NULL;
    ts_Tensor *v = NULL, *iv = NULL, *cv = NULL;
    NN_TRY(S, xm_unique(NN_CTX(S), NN_T(input), xg_given(S, dimo), d, consecutive, &v, inv ? &iv : NULL, cnt ? &cv : NULL));
    if (!inv && !cnt)
        return nn_tensor_wrap_steal(S, v);
    ts_Tensor *parts[3] = {v, NULL, NULL};
    int n = 1;
    if (inv) parts[n++] = iv;
    if (cnt) parts[n++] = cv;
    py_Obj *tup = py_tuple_new(S, n);
    for (int k = 0; k < n; k++) {
        py_Obj *o = tup ? nn_tensor_wrap_steal(S, parts[k]) : (ts_release(parts[k]), NULL);
        if (tup && !o) {
            for (int j = k + 1; j < n; j++) ts_release(parts[j]);
            py_decref(S, tup);
            return NULL;
        }
        if (tup) ((py_Tuple *)tup)->items[k] = o;
    }
    return tup;
}
XM(unique)
{
    py_Obj *a[4] = {0};
    if (py_parse_args(S, "unique", args, nargs, kwnames, "|sorted,return_inverse,return_counts,dim", a) < 0)
        return NULL;
    bool so, inv, cnt;
    if (opt_bool(S, a[0], "sorted", true, &so) < 0 || opt_bool(S, a[1], "return_inverse", false, &inv) < 0 ||
        opt_bool(S, a[2], "return_counts", false, &cnt) < 0)
        return NULL;
    return unique_common(S, self, a[3], inv, cnt, false);
}
XT(unique)
{
    py_Obj *a[5] = {0};
    if (py_parse_args(S, "unique", args, nargs, kwnames, "input,|sorted,return_inverse,return_counts,dim", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "unique(): argument 'input' (position 1) must be Tensor, not %T", a[0]);
    bool so, inv, cnt;
    if (opt_bool(S, a[1], "sorted", true, &so) < 0 || opt_bool(S, a[2], "return_inverse", false, &inv) < 0 ||
        opt_bool(S, a[3], "return_counts", false, &cnt) < 0)
        return NULL;
    return unique_common(S, a[0], a[4], inv, cnt, false);
}
XM(unique_consecutive)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "unique_consecutive", args, nargs, kwnames, "|return_inverse,return_counts,dim", a) < 0)
        return NULL;
    bool inv, cnt;
    if (opt_bool(S, a[0], "return_inverse", false, &inv) < 0 || opt_bool(S, a[1], "return_counts", false, &cnt) < 0)
        return NULL;
    return unique_common(S, self, a[2], inv, cnt, true);
}

static py_Obj *search(py_State *S, py_Obj *seq, py_Obj *vals, py_Obj *i32, py_Obj *right, py_Obj *side, const char *fname)
{
    bool oi, rt;
    if (opt_bool(S, i32, "out_int32", false, &oi) < 0 || opt_bool(S, right, "right", false, &rt) < 0)
        return NULL;
    if (xg_given(S, side)) {
        bool isr = py_isinstance_type(side, PY_T(str)) && py_str_eq_c(side, "right");
        bool isl = py_isinstance_type(side, PY_T(str)) && py_str_eq_c(side, "left");
        if (!isr && !isl)
            return py_err_format(S, PY_T(RuntimeError), "torch.searchsorted(): side can only be 'left' or 'right' but got %S", side);
        if (xg_given(S, right) && rt && isl)
            return py_err_setstr(S, PY_T(RuntimeError),
                                 "torch.searchsorted(): side and right can't be set to opposites, got side of left while right was True");
        rt = isr;
    }
    if (!nn_is_tensor(seq))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'sorted_sequence' (position 1) must be Tensor, not %T", fname, seq);
    ts_Tensor *v, *r = NULL;
    if (nn_as_tensor_operand(S, vals, "input", &v) < 0)
        return NULL;
    nb_Status st = xm_searchsorted(NN_CTX(S), NN_T(seq), v, rt, oi, &r);
    ts_release(v);
    return xg_ret(S, st, &r);
}
XT(searchsorted)
{
    NN_OUT_KW(xg_t_searchsorted, "searchsorted");
    py_Obj *a[6] = {0};
    if (py_parse_args(S, "searchsorted", args, nargs, kwnames, "sorted_sequence,input,|*,out_int32,right,side,sorter", a) < 0)
        return NULL;
    return search(S, a[0], a[1], a[2], a[3], a[4], "searchsorted");
}
XT(bucketize)
{
    NN_OUT_KW(xg_t_bucketize, "bucketize");
    py_Obj *a[4] = {0};
    if (py_parse_args(S, "bucketize", args, nargs, kwnames, "input,boundaries,|*,out_int32,right", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[1]))
        return py_err_format(S, PY_T(TypeError), "bucketize(): argument 'boundaries' (position 2) must be Tensor, not %T", a[1]);
    if (NN_T(a[1])->ndim != 1)
        return py_err_format(S, PY_T(RuntimeError), "boundaries tensor must be 1 dimension, but got dim(%d)", NN_T(a[1])->ndim);
    return search(S, a[1], a[0], a[2], a[3], NULL, "bucketize");
}

XM(diff)
{
    py_Obj *a[4] = {0};
    if (py_parse_args(S, "diff", args, nargs, kwnames, "|n,dim,prepend,append", a) < 0)
        return NULL;
    int64_t n, d;
    if (opt_int(S, a[0], "n", 1, &n) < 0 || opt_int(S, a[1], "dim", -1, &d) < 0)
        return NULL;
    ts_Tensor *pre = NULL, *app = NULL, *r = NULL;
    if (xg_given(S, a[2]) && nn_as_tensor_operand(S, a[2], "prepend", &pre) < 0)
        return NULL;
    if (xg_given(S, a[3]) && nn_as_tensor_operand(S, a[3], "append", &app) < 0) {
        ts_release(pre);
        return NULL;
    }
    nb_Status st = xm_diff(NN_CTX(S), NN_T(self), n, d, pre, app, &r);
    ts_release(pre);
    ts_release(app);
    return xg_ret(S, st, &r);
}

/* std_mean / var_mean: (std, mean) with the StdMeanBackward0 / VarMeanBackward0 name on both. */
static py_Obj *stat_mean(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, bool isstd)
{
    const char *name = isstd ? "std_mean" : "var_mean";
    py_Obj *a[5] = {0};
    if (py_parse_args(S, name, args, nargs, kwnames, "input,|dim,unbiased,keepdim,*,correction", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'input' (position 1) must be Tensor, not %T", name, a[0]);
    py_Obj *dimo = a[1];
    py_Obj *unb = a[2];
    if (dimo && (dimo == S->True || dimo == S->False) && !unb) {
        unb = dimo;
        dimo = NULL;
    }
    /* s = input.std/var(dim=..., unbiased=..., keepdim=..., correction=...) */
    py_Obj *kw_names[4], *kw_vals[4];
    int nk = 0;
    const char *kn[4] = {"dim", "unbiased", "keepdim", "correction"};
    py_Obj *kvv[4] = {dimo, unb, a[3], a[4]};
    for (int k = 0; k < 4; k++)
        if (kvv[k]) {
            kw_names[nk] = py_str_from(S, kn[k]);
            if (!kw_names[nk]) {
                for (int j = 0; j < nk; j++) py_decref(S, kw_names[j]);
                return NULL;
            }
            kw_vals[nk++] = kvv[k];
        }
    py_Obj *kt = py_tuple_new(S, nk);
    if (!kt) {
        for (int j = 0; j < nk; j++) py_decref(S, kw_names[j]);
        return NULL;
    }
    for (int k = 0; k < nk; k++)
        ((py_Tuple *)kt)->items[k] = kw_names[k];
    py_Obj *s = py_call_method(S, a[0], py_intern(S, isstd ? "std" : "var"), kw_vals, 0, nk ? kt : NULL);
    py_decref(S, kt);
    if (!s)
        return NULL;
    int nd = 0;
    int64_t dims[TS_MAXDIM];
    bool kd;
    if (opt_dims(S, dimo, name, &nd, dims) < 0 || opt_bool(S, a[3], "keepdim", false, &kd) < 0) {
        py_decref(S, s);
        return NULL;
    }
    ts_Tensor *m;
    nb_Status st = ts_mean(NN_CTX(S), NN_T(a[0]), nd ? dims : NULL, nd, kd, TS_NODTYPE, &m);
    if (st) {
        py_decref(S, s);
        return nn_raise_status(S, st);
    }
    /* one node for both outputs, keeping self (PyTorch's StdMeanBackward0 / VarMeanBackward0) */
    ts_Tensor *x = NN_T(a[0]), *outs[2] = {NN_T(s), m};
    st = ag_fuse(NN_CTX(S), isstd ? "StdMeanBackward0" : "VarMeanBackward0", 1, &x, 2, outs);
    if (st) {
        py_decref(S, s);
        ts_release(m);
        return nn_raise_status(S, st);
    }
    py_Obj *mo = nn_tensor_wrap_steal(S, m);
    if (!mo) {
        py_decref(S, s);
        return NULL;
    }
    py_Obj *r = py_tuple_pack(S, 2, s, mo);
    py_decref(S, s);
    py_decref(S, mo);
    return r;
}
XT(std_mean) { return stat_mean(S, args, nargs, kwnames, true); }
XT(var_mean) { return stat_mean(S, args, nargs, kwnames, false); }

/* trace(): sum of the main diagonal (TraceBackward0). */
XM(trace)
{
    if (py_check_nargs(S, "trace", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *r = NULL;
    return xg_ret(S, ts_x_trace(NN_CTX(S), NN_T(self), &r), &r);
}

/* torch.random: the generator functions and fork_rng (a context manager
 * saving and restoring the default generator's state). */
static const char random_src[] =
    "def manual_seed(seed):\n"
    "    import torch\n"
    "    return torch.manual_seed(seed)\n"
    "def seed():\n"
    "    import torch\n"
    "    return torch.seed()\n"
    "def initial_seed():\n"
    "    import torch\n"
    "    return torch.initial_seed()\n"
    "def get_rng_state():\n"
    "    import torch\n"
    "    return torch.get_rng_state()\n"
    "def set_rng_state(new_state):\n"
    "    import torch\n"
    "    return torch.set_rng_state(new_state)\n"
    "class _ForkRng:\n"
    "    def __init__(self, enabled):\n"
    "        self.enabled = enabled\n"
    "    def __enter__(self):\n"
    "        if self.enabled:\n"
    "            import torch\n"
    "            self.state = torch.get_rng_state()\n"
    "    def __exit__(self, *exc):\n"
    "        if self.enabled:\n"
    "            import torch\n"
    "            torch.set_rng_state(self.state)\n"
    "        return False\n"
    "    def __call__(self, fn):\n"
    "        def wrapper(*args, **kwargs):\n"
    "            with _ForkRng(self.enabled):\n"
    "                return fn(*args, **kwargs)\n"
    "        return wrapper\n"
    "def fork_rng(devices=None, enabled=True, _caller='fork_rng', _devices_kw='devices', device_type='cuda'):\n"
    "    return _ForkRng(enabled)\n";

int xg_init(py_State *S, py_Obj *torch)
{
    if (xg_linalg_init(S, torch) < 0 || xg_rng_init(S, torch) < 0)
        return -1;
    py_Obj *m = py_module_from_source(S, "torch.random", random_src, sizeof random_src - 1);
    if (!m)
        return -1;
    int r = py_module_add(S, torch, "random", m);
    py_decref(S, m);
    return r;
}
