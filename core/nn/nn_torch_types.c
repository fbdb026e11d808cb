/* nn_torch_types.c — torch glue: type rules and type objects (Tensor methods and torch.* functions
 * registered through the nn_more_misc record; see nn_method_tables.c): promote_types / can_cast, is_complex / is_storage /
 * is_nonzero, scalar_tensor, the legacy tensor-type classes (torch.FloatTensor ...) and warn-once support. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ts_complex.h"
#include "ag.h"

#include "nn_torch_util.h"

#define F(n) static py_Obj *n(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)

/* ------------------------------------------------------------ warn once */

/* TORCH_WARN_ONCE: warn the first time `key` is seen in this interpreter
 * (the keys live in a hidden set of the torch module). */
int nn_warn_once(py_State *S, const char *key, const char *msg)
{
    py_Obj *torch = nn_state(S)->module_torch;
    if (!torch)
        return 0;
    py_Obj *d = ((py_Module *)torch)->dict;
    py_Obj *seen = py_dict_getB_str(S, d, "_warned_once");
    if (!seen) {
        if (S->exc)
            return -1;
        seen = py_set_new(S, NULL);
        if (!seen || py_dict_set_str(S, d, "_warned_once", seen) < 0) {
            py_xdecref(S, seen);
            return -1;
        }
        py_decref(S, seen);
    }
    py_Obj *k = py_str_from(S, key);
    if (!k)
        return -1;
    int r = py_set_contains(S, seen, k);
    if (r == 0)
        r = py_set_add(S, seen, k);
    else if (r > 0)
        r = 1;
    py_decref(S, k);
    if (r != 0)
        return r < 0 ? -1 : 0;
    return py_warn(S, PY_T(UserWarning), msg);
}

/* ------------------------------------------------------------ dtype lattice */

/* Category of a dtype: 0 bool, 1 integer, 2 floating, 3 complex. */
static int dt_cat(int d)
{
    return d == TS_BOOL ? 0 : ts_dtype_is_complex((ts_DType)d) ? 3 : ts_dtype_is_float((ts_DType)d) ? 2 : 1;
}

/* c10::promoteTypes for the dtypes we have. */
static int promote(int a, int b)
{
    if (a == b)
        return a;
    if (a == TS_BOOL)
        return b;
    if (b == TS_BOOL)
        return a;
    int ca = dt_cat(a), cb = dt_cat(b);
    if (ca == 3 || cb == 3) {
        if (a == TS_COMPLEX128 || b == TS_COMPLEX128 || a == TS_FLOAT64 || b == TS_FLOAT64)
            return TS_COMPLEX128;
        return TS_COMPLEX64;
    }
    if (ca == 2 && cb == 2) {
        if ((a == TS_FLOAT16 && b == TS_BFLOAT16) || (a == TS_BFLOAT16 && b == TS_FLOAT16))
            return TS_FLOAT32;
        return a > b ? a : b;   /* float16/bfloat16 < float32 < float64 in the enum */
    }
    if (ca == 2)
        return a;
    if (cb == 2)
        return b;
    if ((a == TS_UINT8 && b == TS_INT8) || (a == TS_INT8 && b == TS_UINT8))
        return TS_INT16;
    return a > b ? a : b;       /* uint8 < int8 < int16 < int32 < int64 */
}

static int dtype_arg(py_State *S, const char *fname, const char *argname, int pos, py_Obj *o, int *dt)
{
    if (o->type != &nn_type_dtype) {
        py_err_format(S, PY_T(TypeError), "%s(): argument '%s' (position %d) must be torch.dtype, not %s", fname,
                      argname, pos, nn_argtype_name(o));
        return -1;
    }
    return nn_dtype_from_obj(S, o, dt);
}

F(t_promote_types)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "promote_types", args, nargs, kwnames, "type1,type2", a) < 0)
        return NULL;
    int x, y;
    if (dtype_arg(S, "promote_types", "type1", 1, a[0], &x) < 0 ||
        dtype_arg(S, "promote_types", "type2", 2, a[1], &y) < 0)
        return NULL;
    return py_newref(nn_dtype_obj(S, promote(x, y)));
}

/* c10::canCast: no complex→real, no floating→integral, nothing non-bool→bool. */
F(t_can_cast)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "can_cast", args, nargs, kwnames, "from_,to", a) < 0)
        return NULL;
    int f, t;
    if (dtype_arg(S, "can_cast", "from_", 1, a[0], &f) < 0 || dtype_arg(S, "can_cast", "to", 2, a[1], &t) < 0)
        return NULL;
    int cf = dt_cat(f), ct = dt_cat(t);
    bool ok = !(cf == 3 && ct != 3) && !(cf == 2 && ct == 1) && !(f != TS_BOOL && t == TS_BOOL);
    return PY_BOOL(S, ok);
}

/* ------------------------------------------------------------ predicates */

static int tensor_arg(py_State *S, const char *fname, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                      py_Obj **out)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, fname, args, nargs, kwnames, "input", a) < 0)
        return -1;
    if (!nn_is_tensor(a[0])) {
        py_err_format(S, PY_T(TypeError), "%s(): argument 'input' (position 1) must be Tensor, not %s", fname,
                      nn_argtype_name(a[0]));
        return -1;
    }
    *out = a[0];
    return 0;
}

F(t_is_complex)
{
    py_Obj *x;
    if (tensor_arg(S, "is_complex", args, nargs, kwnames, &x) < 0)
        return NULL;
    return PY_BOOL(S, ts_dtype_is_complex(NN_T(x)->dtype));
}

F(t_is_floating_point)
{
    py_Obj *x;
    if (tensor_arg(S, "is_floating_point", args, nargs, kwnames, &x) < 0)
        return NULL;
    return PY_BOOL(S, ts_dtype_is_float(NN_T(x)->dtype));
}

F(t_numel)
{
    py_Obj *x;
    if (tensor_arg(S, "numel", args, nargs, kwnames, &x) < 0)
        return NULL;
    return py_int_from_i64(S, ts_numel(NN_T(x)));
}

F(t_is_nonzero)
{
    py_Obj *x;
    if (tensor_arg(S, "is_nonzero", args, nargs, kwnames, &x) < 0)
        return NULL;
    int r = py_truthy(S, x);
    return r < 0 ? NULL : PY_BOOL(S, r);
}

F(t_is_storage)
{
    if (py_check_nargs(S, "is_storage", nargs, kwnames, 1, 1) < 0)
        return NULL;
    return PY_BOOL(S, false);
}

/* torch.scalar_tensor(s, *, dtype=default float, device=None, requires_grad=False) */
F(t_scalar_tensor)
{
    py_Obj *a[6] = {0};
    if (py_parse_args(S, "scalar_tensor", args, nargs, kwnames, "s,|*,dtype,layout,device,pin_memory,requires_grad",
                      a) < 0)
        return NULL;
    int dt = nn_state(S)->default_dtype;
    bool rg = false;
    ts_Scalar s;
    if (nn_arg_scalar(S, a[0], "s", &s) < 0 || (a[1] && a[1] != S->None && nn_arg_dtype(S, a[1], &dt) < 0) ||
        nn_arg_device(S, a[3]) < 0 || (a[5] && nn_arg_bool(S, a[5], "requires_grad", &rg) < 0))
        return NULL;
    ts_Tensor *r;
    NN_TRY(S, ts_scalar_tensor(NN_CTX(S), s, dt, false, &r));
    nb_Status st;
    if (rg && (st = ts_set_requires_grad(NN_CTX(S), r, true)) != NB_OK) {
        ts_release(r);
        return nn_raise_status(S, st);
    }
    return nn_tensor_wrap_steal(S, r);
}

/* ------------------------------------------------------------ complex / polar */

/* Two real tensors of the same float dtype broadcast into one complex tensor:
 * polar=false: re + i*im; polar=true: abs*(cos(angle) + i*sin(angle)). */
static py_Obj *make_complex(py_State *S, const char *fname, const char *an, const char *bn, py_Obj *const *args,
                            py_ssize nargs, py_Obj *kwnames, bool polar)
{
    py_Obj *a[2] = {0};
    char spec[64];
    snprintf(spec, sizeof spec, "%s,%s", an, bn);
    if (py_parse_args(S, fname, args, nargs, kwnames, spec, a) < 0)
        return NULL;
    for (int k = 0; k < 2; k++)
        if (!nn_is_tensor(a[k]))
            return py_err_format(S, PY_T(TypeError), "%s(): argument '%s' (position %d) must be Tensor, not %s", fname,
                                 k ? bn : an, k + 1, nn_argtype_name(a[k]));
    ts_Tensor *x = NN_T(a[0]), *y = NN_T(a[1]);
    if (x->dtype != y->dtype && (ts_dtype_is_float(x->dtype) || ts_dtype_is_float(y->dtype)))
        return py_err_format(S, PY_T(RuntimeError), "Expected object of scalar type %s but got scalar type %s for second argument",
                             ts_dtype_short(x->dtype), ts_dtype_short(y->dtype));
    if (x->dtype != TS_FLOAT32 && x->dtype != TS_FLOAT64)
        return py_err_format(S, PY_T(RuntimeError), "Expected both inputs to be Half, Float or Double tensors but got %s and %s",
                             ts_dtype_short(x->dtype), ts_dtype_short(y->dtype));
    ts_Ctx *c = NN_CTX(S);
    int nd;
    int64_t sh[TS_MAXDIM];
    NN_TRY(S, ts_broadcast_shape(c, x->ndim, x->shape, y->ndim, y->shape, &nd, sh));
    ts_Tensor *ex = NULL, *ey = NULL, *r = NULL;
    nb_Status st = ts_expand(c, x, nd, sh, &ex);
    if (st == NB_OK)
        st = ts_expand(c, y, nd, sh, &ey);
    int64_t n = 1;
    for (int i = 0; i < nd; i++)
        n *= sh[i];
    double *re = NULL, *im = NULL;
    if (st == NB_OK) {
        re = py_malloc(S, (size_t)(n ? n : 1) * sizeof(double));
        im = py_malloc(S, (size_t)(n ? n : 1) * sizeof(double));
    }
    if (st == NB_OK && re && im) {
        bool f32 = x->dtype == TS_FLOAT32;
        for (int64_t i = 0; i < n; i++) {
            double u = ts_get_flat_f(ex, i), v = ts_get_flat_f(ey, i);
            if (!polar) {
                re[i] = u;
                im[i] = v;
            } else if (f32) {
                re[i] = (double)((float)u * cosf((float)v));
                im[i] = (double)((float)u * sinf((float)v));
            } else {
                re[i] = u * cos(v);
                im[i] = u * sin(v);
            }
        }
        st = ts_complex_from_parts(c, nd, sh, x->dtype == TS_FLOAT32 ? TS_COMPLEX64 : TS_COMPLEX128, re, im, &r);
    }
    if (re)
        py_free(S, re, (size_t)(n ? n : 1) * sizeof(double));
    if (im)
        py_free(S, im, (size_t)(n ? n : 1) * sizeof(double));
    if (ex)
        ts_release(ex);
    if (ey)
        ts_release(ey);
    if (st != NB_OK)
        return nn_raise_status(S, st);
    if (!r)
        return py_err_nomemory(S);
    return nn_tensor_wrap_steal(S, r);
}

F(t_complex)
{
    NN_OUT_KW(t_complex, "complex");
    return make_complex(S, "complex", "real", "imag", args, nargs, kwnames, false);
}
F(t_polar)
{
    NN_OUT_KW(t_polar, "polar");
    return make_complex(S, "polar", "abs", "angle", args, nargs, kwnames, true);
}

/* torch.view_as_complex(input) / torch.view_as_real(input): views with gradients (ts_complex.c). */
static py_Obj *view_as(py_State *S, const char *fname, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                       nb_Status (*fn)(ts_Ctx *, ts_Tensor *, ts_Tensor **))
{
    py_Obj *a[1];
    if (py_parse_args(S, fname, args, nargs, kwnames, "input", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'input' (position 1) must be Tensor, not %T", fname,
                             a[0]);
    ts_Tensor *r;
    NN_TRY(S, fn(NN_CTX(S), NN_T(a[0]), &r));
    return nn_tensor_wrap_steal(S, r);
}
F(t_view_as_complex) { return view_as(S, "view_as_complex", args, nargs, kwnames, ts_view_as_complex); }
F(t_view_as_real) { return view_as(S, "view_as_real", args, nargs, kwnames, ts_view_as_real); }

/* Tensor.is_signed(): False for bool and uint8 only. */
F(m_is_signed)
{
    if (py_check_nargs(S, "is_signed", nargs, kwnames, 0, 0) < 0)
        return NULL;
    int d = NN_T(self)->dtype;
    return PY_BOOL(S, d != TS_BOOL && d != TS_UINT8);
}

/* Tensor.new(*args): the legacy constructor with self's dtype. */
F(m_new)
{
    return nn_legacy_new(S, &nn_type_Tensor, NN_T(self)->dtype, args, nargs, kwnames);
}

/* ------------------------------------------------------------ legacy tensor types */

/* torch._legacy_new(dtype, *args, **kw): the constructor behind torch.FloatTensor & co. */
F(t_legacy_new)
{
    if (nargs < 1 || args[0]->type != &nn_type_dtype)
        return py_err_setstr(S, PY_T(TypeError), "_legacy_new() needs a dtype");
    int dt;
    if (nn_dtype_from_obj(S, args[0], &dt) < 0)
        return NULL;
    return nn_legacy_new(S, &nn_type_Tensor, dt, args + 1, nargs - 1, kwnames);
}

/* The classes are Python: isinstance() needs a metaclass __instancecheck__. */
static const char legacy_src[] =
    "class tensortype(type):\n"
    "    __module__ = 'torch'\n"
    "    def __instancecheck__(cls, obj):\n"
    "        import torch\n"
    "        return isinstance(obj, torch.Tensor) and obj.dtype == cls.dtype\n"
    "def _make(name, dt):\n"
    "    def __new__(cls, *args, **kwargs):\n"
    "        import torch\n"
    "        if args and type(args[0]) is list and args[0] and type(args[0][0]).__name__ == 'ndarray' and \\\n"
    "                torch._ndarray_list_first():\n"
    "            import warnings\n"
    "            warnings.warn(torch._ndarray_list_msg, UserWarning, stacklevel=2)\n"
    "        return torch._legacy_new(cls.dtype, *args, **kwargs)\n"
    "    return tensortype(name, (), {'__module__': 'torch', '__qualname__': name, '__new__': __new__,\n"
    "                                 'dtype': dt, 'is_cuda': False, 'is_sparse': False})\n";

static const struct { const char *name; int dt; } legacy_types[] = {
    {"FloatTensor", TS_FLOAT32}, {"DoubleTensor", TS_FLOAT64}, {"HalfTensor", TS_FLOAT16},
    {"BFloat16Tensor", TS_BFLOAT16}, {"LongTensor", TS_INT64}, {"IntTensor", TS_INT32},
    {"ShortTensor", TS_INT16}, {"CharTensor", TS_INT8}, {"ByteTensor", TS_UINT8},
    {"BoolTensor", TS_BOOL}, {NULL, 0},
};

/* torch.layout: torch.strided and torch.sparse_coo (whose tensors torch.sparse makes). */
typedef struct { py_Obj ob; const char *name; } Layout;
static py_Obj *layout_repr(py_State *S, py_Obj *o) { return py_str_from(S, ((Layout *)o)->name); }
static py_Type layout_type = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "layout",
    .module = "torch",
    .basicsize = sizeof(Layout),
    .repr = layout_repr,
    .str = layout_repr,
};

static int add_layout(py_State *S, py_Obj *torch, const char *attr, const char *name)
{
    Layout *l = (Layout *)py_obj_alloc(S, &layout_type, sizeof(Layout));
    if (!l)
        return -1;
    l->name = name;
    int rs = py_module_add(S, torch, attr, &l->ob);
    py_decref(S, &l->ob);
    return rs;
}

/* A Tensor method written in Python: calls module.fn(self, *args, **kwargs). Tensor.to_sparse /
 * to_sparse_coo come from torch.sparse (which builds the COO tensor); t.addmv, t.cov, ... from torch._fns. */
static py_Obj *lib_method_call(py_State *S, const char *module, const char *fn, py_Obj *self, py_Obj *const *args,
                               py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *m = py_import(S, py_intern(S, module));
    py_Obj *f = m ? py_getattr_str(S, m, fn) : NULL;
    py_xdecref(S, m);
    if (!f)
        return NULL;
    py_ssize nk = kwnames ? py_tuple_len(kwnames) : 0;
    py_Obj *buf[17];
    if (nargs + nk > 16) {
        py_decref(S, f);
        return py_err_format(S, PY_T(TypeError), "%s(): too many arguments", fn);
    }
    buf[0] = self;
    for (py_ssize i = 0; i < nargs + nk; i++)
        buf[i + 1] = args[i];
    py_Obj *r = py_call(S, f, buf, nargs + 1, kwnames);
    py_decref(S, f);
    return r;
}
NN_METH(m_to_sparse) { return lib_method_call(S, "torch.sparse", "_to_sparse", self, args, nargs, kwnames); }
#define FNS_METH(n) \
    NN_METH(m_fns_##n) { return lib_method_call(S, "torch._fns", #n, self, args, nargs, kwnames); }
FNS_METH(addmv) FNS_METH(addmv_) FNS_METH(addr) FNS_METH(addr_) FNS_METH(addbmm) FNS_METH(addbmm_)
FNS_METH(inner) FNS_METH(renorm) FNS_METH(renorm_) FNS_METH(frexp) FNS_METH(ldexp) FNS_METH(ldexp_)
FNS_METH(cov) FNS_METH(corrcoef) FNS_METH(select_scatter) FNS_METH(slice_scatter) FNS_METH(diagonal_scatter)
FNS_METH(index_reduce) FNS_METH(index_reduce_) FNS_METH(put) FNS_METH(put_) FNS_METH(addmm_) FNS_METH(baddbmm_)

static int misc_init(py_State *S, py_Obj *torch)
{
    if (py_type_ready(S, &layout_type) < 0 || py_module_add_type(S, torch, &layout_type) < 0)
        return -1;
    if (add_layout(S, torch, "strided", "torch.strided") < 0 ||
        add_layout(S, torch, "sparse_coo", "torch.sparse_coo") < 0)
        return -1;
    py_Obj *m = py_module_from_source(S, "torch._tensor_classes", legacy_src, sizeof legacy_src - 1);
    if (!m)
        return -1;
    py_Obj *make = py_getattr_str(S, m, "_make");
    py_decref(S, m);
    if (!make)
        return -1;
    int rc = 0;
    for (int i = 0; legacy_types[i].name && rc == 0; i++) {
        py_Obj *n = py_str_from(S, legacy_types[i].name);
        py_Obj *cls = n ? py_call2(S, make, n, nn_dtype_obj(S, legacy_types[i].dt)) : NULL;
        rc = cls ? py_module_add(S, torch, legacy_types[i].name, cls) : -1;
        py_xdecref(S, n);
        py_xdecref(S, cls);
    }
    py_decref(S, make);
    return rc;
}

/* Tensor.apply_(callable): each element (row-major order) replaced by
 * callable(element as a Python number); CPU only, not differentiable. */
F(m_apply_)
{
    if (py_check_nargs(S, "apply_", nargs, kwnames, 1, 1) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self);
    if (t->requires_grad)
        return py_err_setstr(S, PY_T(RuntimeError),
                             "Can't call apply_() on Variable that requires grad. Use var.detach().apply_() instead.");
    if (ts_dtype_is_complex(t->dtype))
        return py_err_setstr(S, PY_T(TypeError), "apply_ is not implemented for complex tensors");
    int64_t n = ts_numel(t);
    size_t es = ts_dtype_size(t->dtype);
    bool fl = ts_dtype_is_float(t->dtype);
    int64_t idx[TS_MAXDIM] = {0};
    for (int64_t i = 0; i < n; i++) {
        int64_t off = 0;
        for (int d = 0; d < t->ndim; d++)
            off += idx[d] * t->stride[d];
        py_Obj *v = nn_scalar_obj(S, ts_get_flat(t, i));
        py_Obj *r = v ? py_call1(S, args[0], v) : NULL;
        py_xdecref(S, v);
        if (!r)
            return NULL;
        /* the result is read back as a C double / int64 (bool: truth value) */
        double dv = 0;
        int64_t iv = 0;
        bool isint = py_isinstance_type(r, PY_T(int));
        if (isint && py_int_is_small(r)) {
            iv = py_int_small(r);
            dv = (double)iv;
        } else if (py_isinstance_type(r, PY_T(float))) {
            dv = py_float_val(r);
            iv = (int64_t)dv;
        } else if (t->dtype != TS_BOOL) {
            py_err_format(S, PY_T(TypeError), "must be real number, not %T", r);
            py_decref(S, r);
            return NULL;
        }
        int truth = t->dtype == TS_BOOL ? py_truthy(S, r) : 0;
        py_decref(S, r);
        if (truth < 0)
            return NULL;
        void *p = (char *)ts_data(t) + off * (int64_t)es;
        if (fl)
            ts_store_f(p, t->dtype, dv);
        else if (t->dtype == TS_BOOL)
            *(bool *)p = truth;
        else
            ts_store_i(p, t->dtype, iv);
        for (int d = t->ndim - 1; d >= 0; d--) {
            if (++idx[d] < t->shape[d])
                break;
            idx[d] = 0;
        }
    }
    return py_newref(self);
}

static const py_MethodDef tensor_methods[] = {
    {"new", m_new, PY_METH_INSTANCE},
    {"apply_", m_apply_, PY_METH_INSTANCE},
    {"is_signed", m_is_signed, PY_METH_INSTANCE},
    {"to_sparse", m_to_sparse, PY_METH_INSTANCE},
    {"to_sparse_coo", m_to_sparse, PY_METH_INSTANCE},
#define FNS_ROW(n) {#n, m_fns_##n, PY_METH_INSTANCE},
    FNS_ROW(addmv) FNS_ROW(addmv_) FNS_ROW(addr) FNS_ROW(addr_) FNS_ROW(addbmm) FNS_ROW(addbmm_) FNS_ROW(inner)
    FNS_ROW(renorm) FNS_ROW(renorm_) FNS_ROW(frexp) FNS_ROW(ldexp) FNS_ROW(ldexp_) FNS_ROW(cov) FNS_ROW(corrcoef)
    FNS_ROW(select_scatter) FNS_ROW(slice_scatter) FNS_ROW(diagonal_scatter) FNS_ROW(index_reduce)
    FNS_ROW(index_reduce_) FNS_ROW(put) FNS_ROW(put_) FNS_ROW(addmm_) FNS_ROW(baddbmm_)
#undef FNS_ROW
    {NULL, NULL, 0},
};
static const char *const torch_aliases[] = {NULL};
static const py_MethodDef torch_funcs[] = {
    {"promote_types", t_promote_types, 0},
    {"can_cast", t_can_cast, 0},
    {"is_complex", t_is_complex, 0},
    {"is_floating_point", t_is_floating_point, 0},
    {"numel", t_numel, 0},
    {"is_nonzero", t_is_nonzero, 0},
    {"is_storage", t_is_storage, 0},
    {"scalar_tensor", t_scalar_tensor, 0},
    {"_legacy_new", t_legacy_new, 0},
    {"complex", t_complex, 0},
    {"polar", t_polar, 0},
    {"view_as_complex", t_view_as_complex, 0},
    {"view_as_real", t_view_as_real, 0},
    {NULL, NULL, 0},
};

const nn_More nn_more_misc = {tensor_methods, torch_aliases, torch_funcs, misc_init};
