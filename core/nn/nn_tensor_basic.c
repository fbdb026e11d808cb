/* nn_tensor_basic.c — Tensor methods about the tensor itself rather than
 * math: size/stride/numel, item/tolist, dtype and device conversions with
 * PyTorch's identity rules (spec §7.3: `t.to(t.dtype) is t`), clone/detach,
 * requires_grad_/retain_grad, new_* constructors, fills and copies,
 * __deepcopy__ and __format__. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "nn_glue.h"
#include "nn_module.h"
#include "nn_torch_util.h"
#include "ag.h"

#define M(n) py_Obj *nn_m_##n(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)

/* Result of a ts_* call that wrote *rp (evaluated after the call). */
static py_Obj *retp(py_State *S, nb_Status st, ts_Tensor **rp)
{
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return nn_tensor_wrap_steal(S, *rp);
}

static int wrap_dim(py_State *S, int64_t *d, int ndim)
{
    NN_TRYI(S, ts_wrap_dim(NN_CTX(S), d, ndim));
    return 0;
}

M(size)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "size", args, nargs, kwnames, "|dim", a) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self);
    if (!a[0] || a[0] == S->None)
        return nn_size_new(S, t->ndim, t->shape);
    int64_t d;
    if (nn_arg_int(S, a[0], "dim", &d) < 0 || wrap_dim(S, &d, t->ndim) < 0)
        return NULL;
    return py_int_from_i64(S, t->ndim ? t->shape[d] : 1);
}

M(stride)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "stride", args, nargs, kwnames, "|dim", a) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self);
    if (!a[0] || a[0] == S->None) {
        py_Obj *r = py_tuple_new(S, t->ndim);
        for (int i = 0; r && i < t->ndim; i++) {
            py_Obj *v = py_int_from_i64(S, t->stride[i]);
            if (!v) {
                py_setref(S, &r, NULL);
                break;
            }
            ((py_Tuple *)r)->items[i] = v;
        }
        return r;
    }
    int64_t d;
    if (nn_arg_int(S, a[0], "dim", &d) < 0 || wrap_dim(S, &d, t->ndim) < 0)
        return NULL;
    return py_int_from_i64(S, t->ndim ? t->stride[d] : 1);
}

M(dim)
{
    if (py_check_nargs(S, "dim", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return py_int_from_i64(S, NN_T(self)->ndim);
}

M(numel)
{
    if (py_check_nargs(S, "numel", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return py_int_from_i64(S, ts_numel(NN_T(self)));
}

M(item)
{
    if (py_check_nargs(S, "item", nargs, kwnames, 0, 0) < 0)
        return NULL;
    if (ts_dtype_is_complex(NN_T(self)->dtype))
        return nn_complex_item(S, self);
    ts_Scalar s;
    NN_TRY(S, ts_item(NN_CTX(S), NN_T(self), &s));
    return nn_scalar_obj(S, s);
}

/* Nested lists of the elements of t from dimension d on; *flat is the
 * running row-major element index. */
static py_Obj *tolist_rec(py_State *S, ts_Tensor *t, int d, int64_t *flat)
{
    if (d == t->ndim)
        return ts_dtype_is_complex(t->dtype) ? nn_complex_elem(S, t, (*flat)++) : nn_scalar_obj(S, ts_get_flat(t, (*flat)++));
    py_Obj *l = py_list_new(S, (py_ssize)t->shape[d]);
    for (int64_t i = 0; l && i < t->shape[d]; i++) {
        py_Obj *v = tolist_rec(S, t, d + 1, flat);
        if (!v) {
            py_setref(S, &l, NULL);
            break;
        }
        ((py_List *)l)->items[i] = v;
    }
    return l;
}

M(tolist)
{
    if (py_check_nargs(S, "tolist", nargs, kwnames, 0, 0) < 0)
        return NULL;
    int64_t flat = 0;
    return tolist_rec(S, NN_T(self), 0, &flat);
}

/* Tensor.to's TypeError for an unknown keyword, listing the given arguments' types and the overloads
 * as PyTorch's argument parser does. */
static py_Obj *to_bad_kw(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    char got[512];
    size_t n = 0;
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    /* positional types joined by ", ", then ", key=type" each; keywords alone are "key=type, " each, the
     * last given first (as PyTorch prints them) */
    for (py_ssize j = 0; j < nargs + nkw && n < sizeof got - 64; j++) {
        py_ssize i = j < nargs ? j : nargs + nkw - 1 - (j - nargs);
        py_Obj *v = args[i];
        const char *tn = nn_is_tensor(v) ? "Tensor" : v->type == &nn_type_dtype ? "torch.dtype"
                       : v->type == &nn_type_device ? "torch.device" : v->type->name;
        const char *key = i >= nargs ? py_str_utf8(py_tuple_getB(kwnames, i - nargs)) : NULL;
        if (!key)
            n += (size_t)snprintf(got + n, sizeof got - n, "%s%s", j ? ", " : "", tn);
        else if (nargs)
            n += (size_t)snprintf(got + n, sizeof got - n, ", %s=%s", key, tn);
        else
            n += (size_t)snprintf(got + n, sizeof got - n, "%s=%s, ", key, tn);
    }
    return py_err_format(S, PY_T(TypeError), "to() received an invalid combination of arguments - got (%s), but "
        "expected one of:\n * (torch.device device = None, torch.dtype dtype = None, bool non_blocking = False, "
        "bool copy = False, *, torch.memory_format memory_format = None)\n * (torch.dtype dtype, bool non_blocking "
        "= False, bool copy = False, *, torch.memory_format memory_format = None)\n * (Tensor tensor, bool "
        "non_blocking = False, bool copy = False, *, torch.memory_format memory_format = None)\n", got);
}

static py_Obj *to_dt(py_State *S, py_Obj *self, py_ssize nargs, py_Obj *kwnames, const char *name, ts_DType dt)
{
    if (py_check_nargs(S, name, nargs, NULL, 0, 0) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_to_dtype(NN_CTX(S), NN_T(self), dt, false, &r), &r);
}
M(float) { return to_dt(S, self, nargs, kwnames, "float", TS_FLOAT32); }
M(double) { return to_dt(S, self, nargs, kwnames, "double", TS_FLOAT64); }
M(half) { return to_dt(S, self, nargs, kwnames, "half", TS_FLOAT16); }
M(bfloat16) { return to_dt(S, self, nargs, kwnames, "bfloat16", TS_BFLOAT16); }
M(long) { return to_dt(S, self, nargs, kwnames, "long", TS_INT64); }
M(int) { return to_dt(S, self, nargs, kwnames, "int", TS_INT32); }
M(short) { return to_dt(S, self, nargs, kwnames, "short", TS_INT16); }
M(char) { return to_dt(S, self, nargs, kwnames, "char", TS_INT8); }
M(byte) { return to_dt(S, self, nargs, kwnames, "byte", TS_UINT8); }
M(bool) { return to_dt(S, self, nargs, kwnames, "bool", TS_BOOL); }

/* to(dtype) / to(device, dtype) / to(other) / to(dtype=, device=, copy=). */
M(to)
{
    int dt = TS_NODTYPE;
    bool copy = false;
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    int nbool = 0;
    for (py_ssize i = 0; i < nargs + nkw; i++) {
        py_Obj *v = args[i];
        const char *kw = i >= nargs ? py_str_utf8(py_tuple_getB(kwnames, i - nargs)) : NULL;
        if (kw) {
            if (strcmp(kw, "dtype") == 0) {
                if (nn_arg_dtype(S, v, &dt) < 0)
                    return NULL;
            } else if (strcmp(kw, "device") == 0) {
                if (nn_arg_device(S, v) < 0)
                    return NULL;
            } else if (strcmp(kw, "copy") == 0) {
                if (nn_arg_bool(S, v, "copy", &copy) < 0)
                    return NULL;
            } else if (strcmp(kw, "non_blocking") == 0 || strcmp(kw, "memory_format") == 0) {
                /* ignored */
            } else {
                return to_bad_kw(S, args, nargs, kwnames);
            }
            continue;
        }
        if (nn_is_tensor(v)) {
            dt = NN_T(v)->dtype;
        } else if (v->type == &nn_type_dtype || v == (py_Obj *)PY_T(float) || v == (py_Obj *)PY_T(int)) {
            if (nn_arg_dtype(S, v, &dt) < 0)
                return NULL;
        } else if (v->type == PY_T(bool)) {
            if (nbool++ == 1)
                copy = v == S->True;
        } else if (v == S->None) {
            /* to(None) */
        } else {
            if (nn_arg_device(S, v) < 0)
                return NULL;
        }
    }
    ts_Tensor *t = NN_T(self);
    if (dt == TS_NODTYPE)
        dt = t->dtype;
    ts_Tensor *r;
    return retp(S, ts_to_dtype(NN_CTX(S), t, (ts_DType)dt, copy, &r), &r);
}

static const struct { const char *legacy; int dt; } legacy_names[] = {
    {"torch.FloatTensor", TS_FLOAT32}, {"torch.DoubleTensor", TS_FLOAT64}, {"torch.HalfTensor", TS_FLOAT16},
    {"torch.BFloat16Tensor", TS_BFLOAT16}, {"torch.LongTensor", TS_INT64}, {"torch.IntTensor", TS_INT32},
    {"torch.ShortTensor", TS_INT16}, {"torch.CharTensor", TS_INT8}, {"torch.ByteTensor", TS_UINT8},
    {"torch.BoolTensor", TS_BOOL}, {NULL, 0},
};

M(type)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "type", args, nargs, kwnames, "|dtype,non_blocking", a) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self);
    if (!a[0] || a[0] == S->None)
        return py_str_from(S, ts_dtype_legacy(t->dtype));
    int dt = -1;
    if (py_isinstance_type(a[0], PY_T(str))) {
        for (int i = 0; legacy_names[i].legacy; i++)
            if (py_str_eq_c(a[0], legacy_names[i].legacy) || py_str_eq_c(a[0], legacy_names[i].legacy + 6))
                dt = legacy_names[i].dt;
        if (dt < 0)
            return py_err_format(S, PY_T(ValueError), "invalid type: '%U'", a[0]);
    } else if (a[0]->type == &nn_type_dtype) {
        if (nn_dtype_from_obj(S, a[0], &dt) < 0)
            return NULL;
    } else if (a[0] == (py_Obj *)&nn_type_Tensor) {
        /* x.type(torch.Tensor): the default tensor type (torch.FloatTensor) */
        dt = nn_state(S)->default_dtype;
    } else if (a[0]->type->flags & PY_TPFLAG_TYPE_SUB) {
        /* torch.FloatTensor & co (their class carries the dtype) */
        py_Obj *d = py_getattr_opt(S, a[0], py_intern(S, "dtype"));
        if (!d && S->exc)
            return NULL;
        if (d && d->type == &nn_type_dtype && nn_dtype_from_obj(S, d, &dt) < 0)
            dt = -1;
        py_xdecref(S, d);
        if (dt < 0) {
            /* PyTorch names the type by its tp_name: the C types of torch as torch.X, classes by name */
            py_Type *ty = (py_Type *)a[0];
            if (!(ty->flags & PY_TPFLAG_HEAPTYPE) && ty->module && !strcmp(ty->module, "torch"))
                return py_err_format(S, PY_T(ValueError), "invalid type: 'torch.%s'", ty->name);
            py_Obj *n = py_getattr_str(S, a[0], "__name__");
            if (!n)
                return NULL;
            py_err_format(S, PY_T(ValueError), "invalid type: '%U'", n);
            py_decref(S, n);
            return NULL;
        }
    } else {
        return py_err_setstr(S, PY_T(TypeError), "dtype must be a type, str, or dtype object");
    }
    ts_Tensor *r;
    return retp(S, ts_to_dtype(NN_CTX(S), t, (ts_DType)dt, false, &r), &r);
}

M(cpu) { return py_newref(self); }

/* Tensor.cuda(device=None, non_blocking=False, memory_format=...): there is no CUDA, so every call fails as
 * PyTorch 2.6's CPU build fails: a non-cuda device (say `x.cuda(input.device)`) is refused before the missing
 * runtime is noticed; an int index asks for an accelerator. */
M(cuda)
{
    py_Obj *a[3];
    if (py_parse_args(S, "cuda", args, nargs, kwnames, "|device,non_blocking,memory_format", a) < 0)
        return NULL;
    py_Obj *d = a[0];
    char type[16] = "cuda";
    int index;
    if (d && d != S->None) {
        if (py_isinstance_type(d, &nn_type_device)) {
            snprintf(type, sizeof type, "%s", ((nn_Device *)d)->type);
        } else if (py_isinstance_type(d, PY_T(str))) {
            if (nn_device_parse(S, py_str_utf8(d), type, &index) < 0)
                return NULL;
        } else if (py_isinstance_type(d, PY_T(int)) && !py_isinstance_type(d, PY_T(bool))) {
            return py_err_setstr(S, PY_T(RuntimeError), "Cannot access accelerator device when none is available.");
        } else {
            py_err_format(S, PY_T(TypeError), "cuda(): argument 'device' (position 1) must be torch.device, not %T", d);
            return NULL;
        }
        if (strcmp(type, "cuda") != 0)
            return py_err_setstr(S, PY_T(RuntimeError), "Invalid device, must be cuda device");
    }
    py_err_setstr(S, PY_T(AssertionError), "Torch not compiled with CUDA enabled");
    return NULL;
}

M(get_device) { return py_int_from_i64(S, -1); }

M(detach)
{
    if (py_check_nargs(S, "detach", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *r;
    return retp(S, ts_detach(NN_CTX(S), NN_T(self), &r), &r);
}

M(detach_)
{
    if (py_check_nargs(S, "detach_", nargs, kwnames, 0, 0) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self);
    if (t->base)
        return py_err_setstr(S, PY_T(RuntimeError),
                             "Can't detach views in-place. Use detach() instead. If you are using DistributedDataParallel "
                             "(DDP) for training, and gradient_as_bucket_view is set as True, gradients are views of DDP "
                             "buckets, and hence detach_() cannot be called on these gradients. To fix this error, please "
                             "refer to the Optimizer.zero_grad() function in torch/optim/optimizer.py as the solution.");
    if (t->grad_fn) {
        ag_node_release(t->grad_fn);
        t->grad_fn = NULL;
    }
    t->requires_grad = false;
    t->output_nr = 0;
    return py_newref(self);
}

M(requires_grad_)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "requires_grad_", args, nargs, kwnames, "|requires_grad", a) < 0)
        return NULL;
    bool b = true;
    if (a[0] && nn_arg_bool(S, a[0], "requires_grad", &b) < 0)
        return NULL;
    if (b && !ts_dtype_is_float(NN_T(self)->dtype) && !ts_dtype_is_complex(NN_T(self)->dtype))
        return py_err_setstr(S, PY_T(RuntimeError), "only Tensors of floating point dtype can require gradients");
    if (b && NN_T(self)->is_inference && !NN_CTX(S)->inference_mode)
        return py_err_setstr(S, PY_T(RuntimeError),
                             "Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.");
    NN_TRY(S, ts_set_requires_grad(NN_CTX(S), NN_T(self), b));
    return py_newref(self);
}

M(retain_grad)
{
    if (py_check_nargs(S, "retain_grad", nargs, kwnames, 0, 0) < 0)
        return NULL;
    NN_TRY(S, ts_retain_grad(NN_CTX(S), NN_T(self)));
    PY_RETURN_NONE(S);
}

M(data_ptr) { return py_int_from_u64(S, (uint64_t)(uintptr_t)ts_data(NN_T(self))); }
M(element_size) { return py_int_from_i64(S, (int64_t)ts_dtype_size(NN_T(self)->dtype)); }
M(storage_offset) { return py_int_from_i64(S, NN_T(self)->offset); }
M(is_floating_point) { return PY_BOOL(S, ts_dtype_is_float(NN_T(self)->dtype)); }
M(is_complex) { return PY_BOOL(S, ts_dtype_is_complex(NN_T(self)->dtype)); }
M(share_memory_) { return py_newref(self); }

M(numpy) { return nn_tensor_to_numpy(S, self); }

/* copy.deepcopy: a new leaf with copied data, same type, requires_grad,
 * grad and attribute dict. Parameters copy neither grad nor attributes
 * (2.6's Parameter.__deepcopy__ is type(self)(data.clone(), requires_grad)). */
M(__deepcopy__)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "__deepcopy__", args, nargs, kwnames, "memo", a) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *t = NN_T(self);
    if (!ts_is_leaf(t))
        return py_err_setstr(S, PY_T(RuntimeError),
                             "Only Tensors created explicitly by the user (graph leaves) support the deepcopy protocol "
                             "at the moment.  If you were attempting to deepcopy a module, this may be because of a "
                             "torch.nn.utils.weight_norm usage, see https://github.com/pytorch/pytorch/pull/103001");
    bool param = py_type_issub(self->type, &nn_type_Parameter);
    bool g = c->grad_enabled;
    c->grad_enabled = false;
    ts_Tensor *r = NULL, *gr = NULL;
    nb_Status st = ts_clone(c, t, &r);
    if (st == NB_OK && t->grad && !param)
        st = ts_clone(c, t->grad, &gr);
    c->grad_enabled = g;
    if (st != NB_OK) {
        ts_release(r);
        return nn_raise_status(S, st);
    }
    r->requires_grad = t->requires_grad;
    r->is_param = t->is_param;
    r->grad = gr;
    py_Obj *o = nn_tensor_new_obj(S, self->type, r);
    if (!o)
        return NULL;
    py_Obj *d = ((nn_TensorObj *)self)->dict;
    ((nn_TensorObj *)o)->persistent = ((nn_TensorObj *)self)->persistent;
    if (d && py_dict_len(d) && !param) {
        py_Obj *copymod = py_import(S, py_intern(S, "copy"));
        py_Obj *dc = copymod ? py_getattr_str(S, copymod, "deepcopy") : NULL;
        py_xdecref(S, copymod);
        py_Obj *nd = dc ? py_call2(S, dc, d, a[0]) : NULL;
        py_xdecref(S, dc);
        if (!nd) {
            py_decref(S, o);
            return NULL;
        }
        py_setref(S, &((nn_TensorObj *)o)->dict, nd);
    }
    return o;
}

M(__copy__)
{
    py_err_setstr(S, PY_T(NotImplementedError), "copy.copy of a Tensor is not supported by nnscope; use clone()");
    return NULL;
}

/* 0-dim plain tensors format like their item; anything else is str(t) when
 * the spec is empty. */
M(__format__)
{
    if (py_check_nargs(S, "__format__", nargs, kwnames, 1, 1) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self);
    if (t->ndim == 0 && self->type == &nn_type_Tensor) {
        ts_Scalar s;
        py_Obj *v;
        if (ts_dtype_is_complex(t->dtype)) {
            v = nn_complex_elem(S, t, 0);
        } else {
            NN_TRY(S, ts_item(NN_CTX(S), t, &s));
            v = nn_scalar_obj(S, s);
        }
        if (!v)
            return NULL;
        py_Obj *r = py_format(S, v, args[0]);
        py_decref(S, v);
        return r;
    }
    if (py_isinstance_type(args[0], PY_T(str)) && py_str_nbytes(args[0]) > 0)
        return py_err_setstr(S, PY_T(TypeError), "unsupported format string passed to Tensor.__format__");
    return py_str(S, self);
}

/* ---- new_* */

/* Parse (size..., [fill], *, dtype=None, device=None, requires_grad=False). */
static py_Obj *new_common(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                          const char *name, int kind /* 0 zeros 1 ones 2 full 3 empty */)
{
    ts_Tensor *t = NN_T(self);
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    int dt = t->dtype;
    bool rg = false;
    py_Obj *fill = NULL;
    py_ssize npos = nargs;
    for (py_ssize i = 0; i < nkw; i++) {
        const char *kw = py_str_utf8(py_tuple_getB(kwnames, i));
        py_Obj *v = args[nargs + i];
        if (strcmp(kw, "dtype") == 0) {
            if (v != S->None && nn_arg_dtype(S, v, &dt) < 0)
                return NULL;
        } else if (strcmp(kw, "device") == 0) {
            if (nn_arg_device(S, v) < 0)
                return NULL;
        } else if (strcmp(kw, "requires_grad") == 0) {
            if (nn_arg_bool(S, v, "requires_grad", &rg) < 0)
                return NULL;
        } else if (strcmp(kw, "fill_value") == 0 && kind == 2) {
            fill = v;
        } else if (strcmp(kw, "size") == 0) {
            /* handled below */
        } else if (strcmp(kw, "pin_memory") == 0 || strcmp(kw, "layout") == 0) {
        } else {
            return py_err_format(S, PY_T(TypeError), "%s() got an unexpected keyword argument '%s'", name, kw);
        }
    }
    if (kind == 2 && !fill) {
        if (npos < 2)
            return py_err_format(S, PY_T(TypeError), "%s() missing required argument 'fill_value'", name);
        fill = args[--npos];
    }
    int ndim;
    int64_t shape[TS_MAXDIM];
    py_Obj *szkw = NULL;
    for (py_ssize i = 0; i < nkw; i++)
        if (py_str_eq_c(py_tuple_getB(kwnames, i), "size"))
            szkw = args[nargs + i];
    if (szkw ? nn_arg_shape(S, &szkw, 1, name, &ndim, shape) < 0 : nn_arg_shape(S, args, npos, name, &ndim, shape) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *r;
    nb_Status st;
    if (kind == 2) {
        ts_Scalar v;
        if (nn_arg_scalar(S, fill, "fill_value", &v) < 0)
            return NULL;
        st = ts_full(c, ndim, shape, v, (ts_DType)dt, &r);
    } else if (kind == 1) {
        st = ts_ones(c, ndim, shape, (ts_DType)dt, &r);
    } else {
        st = ts_zeros(c, ndim, shape, (ts_DType)dt, &r);
    }
    NN_TRY(S, st);
    if (rg && (st = ts_set_requires_grad(c, r, true)) != NB_OK) {
        ts_release(r);
        return nn_raise_status(S, st);
    }
    return nn_tensor_wrap_steal(S, r);
}
M(new_zeros) { return new_common(S, self, args, nargs, kwnames, "new_zeros", 0); }
M(new_ones) { return new_common(S, self, args, nargs, kwnames, "new_ones", 1); }
M(new_full) { return new_common(S, self, args, nargs, kwnames, "new_full", 2); }
M(new_empty) { return new_common(S, self, args, nargs, kwnames, "new_empty", 3); }

M(new_tensor)
{
    py_Obj *a[4] = {0};
    if (py_parse_args(S, "new_tensor", args, nargs, kwnames, "data,|dtype,device,requires_grad", a) < 0)
        return NULL;
    if (nn_is_tensor(a[0])) {
        /* copy-construct: PyTorch's warning names new_tensor here */
        if (py_warn(S, PY_T(UserWarning),
                    "To copy construct from a tensor, it is recommended to use sourceTensor.clone().detach() or "
                    "sourceTensor.clone().detach().requires_grad_(True), rather than tensor.new_tensor(sourceTensor).") < 0)
            return NULL;
        int dt = NN_T(a[0])->dtype;
        bool rg = false;
        if ((a[1] && a[1] != S->None && nn_arg_dtype(S, a[1], &dt) < 0) || nn_arg_device(S, a[2]) < 0 ||
            (a[3] && nn_arg_bool(S, a[3], "requires_grad", &rg) < 0))
            return NULL;
        ts_Tensor *d, *r;
        NN_TRY(S, ts_detach(NN_CTX(S), NN_T(a[0]), &d));
        nb_Status st = ts_to_dtype(NN_CTX(S), d, (ts_DType)dt, true, &r);
        ts_release(d);
        NN_TRY(S, st);
        if (rg && (st = ts_set_requires_grad(NN_CTX(S), r, true)) != NB_OK) {
            ts_release(r);
            return nn_raise_status(S, st);
        }
        return nn_tensor_wrap_steal(S, r);
    }
    py_Obj *f = py_getattr_str(S, nn_state(S)->module_torch, "tensor");
    if (!f)
        return NULL;
    py_Obj *kn = py_tuple_pack(S, 2, py_intern(S, "dtype"), py_intern(S, "requires_grad"));
    py_Obj *cargs[3] = {a[0], (a[1] && a[1] != S->None) ? a[1] : nn_dtype_obj(S, NN_T(self)->dtype),
                        a[3] ? a[3] : S->False};
    py_Obj *r = kn ? py_call(S, f, cargs, 1, kn) : NULL;
    py_xdecref(S, kn);
    py_decref(S, f);
    return r;
}

/* ---- fills / copies */

M(zero_)
{
    if (py_check_nargs(S, "zero_", nargs, kwnames, 0, 0) < 0)
        return NULL;
    NN_TRY(S, ts_zero_(NN_CTX(S), NN_T(self)));
    return py_newref(self);
}

M(fill_)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "fill_", args, nargs, kwnames, "value", a) < 0)
        return NULL;
    ts_Scalar v;
    if (nn_arg_scalar(S, a[0], "value", &v) < 0)
        return NULL;
    NN_TRY(S, ts_fill_(NN_CTX(S), NN_T(self), v));
    return py_newref(self);
}

/* Tensor.set_(source): self takes source's storage and geometry (shares its
 * data from now on), an in-place op (version bump). Other overloads
 * (storage, offset, size, stride) are not supported. */
M(set_)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "set_", args, nargs, kwnames, "|source", a) < 0)
        return NULL;
    if (!a[0] || !nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "set_(): argument 'source' (position 1) must be Tensor, not %T",
                             a[0] ? a[0] : S->None);
    ts_Tensor *t = NN_T(self), *src = NN_T(a[0]);
    NN_TRY(S, ts_check_inplace(NN_CTX(S), t));
    if (src->dtype != t->dtype)
        return py_err_format(S, PY_T(RuntimeError), "Could not set tensor of type %s to a tensor of type %s",
                             ts_dtype_short(src->dtype), ts_dtype_short(t->dtype));
    if (nn_tensor_set_data(S, self, src) < 0)
        return NULL;
    ts_bump_version(t);
    return py_newref(self);
}

M(copy_)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "copy_", args, nargs, kwnames, "src,|non_blocking", a) < 0)
        return NULL;
    ts_Tensor *src;
    if (nn_as_tensor_operand(S, a[0], "src", &src) < 0)
        return NULL;
    nb_Status st = ts_copy_(NN_CTX(S), NN_T(self), src);
    ts_release(src);
    NN_TRY(S, st);
    return py_newref(self);
}
