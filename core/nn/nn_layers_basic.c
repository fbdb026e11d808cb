/* nn_layers_basic.c — a few layers as native subclasses of nn.Module:
 * Linear, ReLU, Identity, Tanh, Sigmoid (PyTorch 2.6 semantics). Every
 * piece goes through the registry (self.weight = Parameter(...)) and through
 * method lookups (self.reset_parameters(), self.extra_repr()) so Python
 * subclasses can override forward / extra_repr / reset_parameters. */
#include <math.h>
#include <string.h>

#include "nn_module.h"
#include "py_runtime.h"

#define METH(fname) static py_Obj *fname(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, \
                                         py_Obj *kwnames)

static ts_Ctx *ctx(py_State *S) { return &nn_state(S)->ctx; }

/* Parameter(torch.empty(shape, dtype)) */
static py_Obj *empty_param(py_State *S, int ndim, const int64_t *shape, int dtype)
{
    ts_Tensor *t;
    nb_Status st = ts_empty(ctx(S), ndim, shape, (ts_DType)dtype, &t);
    if (st != NB_OK)
        return nn_raise_status(S, st);
    py_Obj *o = nn_tensor_wrap_steal(S, t);
    if (!o)
        return NULL;
    py_Obj *p = py_call1(S, (py_Obj *)&nn_type_Parameter, o);
    py_decref(S, o);
    return p;
}

static int need_tensor(py_State *S, py_Obj *o, const char *fname)
{
    if (nn_is_tensor(o))
        return 0;
    py_err_format(S, PY_T(TypeError), "%s(): argument 'input' (position 1) must be Tensor, not %T", fname, o);
    return -1;
}

/* ------------------------------------------------------------ Linear */

static int linear_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[5];
    if (py_parse_args(S, "Linear.__init__", args, nargs, kwnames, "in_features,out_features,|bias,device,dtype", a) < 0)
        return -1;
    int64_t in_f, out_f;
    if (py_as_int64(S, a[0], &in_f) < 0 || py_as_int64(S, a[1], &out_f) < 0)
        return -1;
    int bias = a[2] ? py_truthy(S, a[2]) : 1;
    if (bias < 0)
        return -1;
    int dtype = nn_state(S)->default_dtype;
    if (a[4] && a[4] != S->None && nn_dtype_from_obj(S, a[4], &dtype) < 0)
        return -1;
    if (nn_module_init_attrs(S, self) < 0)
        return -1;
    if (py_setattr(S, self, NID(S, in_features), a[0]) < 0 || py_setattr(S, self, NID(S, out_features), a[1]) < 0)
        return -1;
    int64_t wshape[2] = {out_f, in_f};
    py_Obj *w = empty_param(S, 2, wshape, dtype);
    if (!w)
        return -1;
    int r = py_setattr(S, self, NID(S, weight), w);
    py_decref(S, w);
    if (r < 0)
        return -1;
    if (bias) {
        py_Obj *b = empty_param(S, 1, &out_f, dtype);
        if (!b)
            return -1;
        r = py_setattr(S, self, NID(S, bias), b);
        py_decref(S, b);
    } else {
        r = nn_module_register_parameter(S, self, NID(S, bias), S->None);
    }
    if (r < 0)
        return -1;
    py_Obj *res = py_call_method(S, self, NID(S, reset_parameters), NULL, 0, NULL);
    if (!res)
        return -1;
    py_decref(S, res);
    return 0;
}

/* uniform_(-bound, bound) with the default generator, in place. */
static int fill_uniform(py_State *S, py_Obj *t, double lo, double hi)
{
    ts_Tensor *x = nn_tensor_of(t);
    if (!ts_is_contiguous(x)) {
        py_Obj *a[2];
        a[0] = py_float_new(S, lo);
        a[1] = a[0] ? py_float_new(S, hi) : NULL;
        py_Obj *r = a[1] ? py_call_method(S, t, py_intern(S, "uniform_"), a, 2, NULL) : NULL;
        py_xdecref(S, a[0]);
        py_xdecref(S, a[1]);
        py_xdecref(S, r);
        return r ? 0 : -1;
    }
    nb_Status st = ts_rng_uniform(&nn_state(S)->gen, x->dtype, ts_data(x), ts_numel(x), lo, hi);
    if (st != NB_OK) {
        nn_raise_status(S, st);
        return -1;
    }
    if (x->version)
        x->version->version++;
    return 0;
}

METH(linear_reset_parameters)
{
    if (py_check_nargs(S, "Linear.reset_parameters", nargs, kwnames, 0, 0) < 0)
        return NULL;
    py_Obj *w = py_getattr(S, self, NID(S, weight));
    if (!w)
        return NULL;
    if (!nn_is_tensor(w)) {
        py_decref(S, w);
        return py_err_setstr(S, PY_T(TypeError), "weight must be a Tensor");
    }
    ts_Tensor *wt = nn_tensor_of(w);
    int64_t fan_in = 0, fan_out = 0;
    if (ts_init_fans(wt->ndim, wt->shape, &fan_in, &fan_out) != NB_OK) {
        py_decref(S, w);
        return py_err_setstr(S, PY_T(ValueError),
                             "Fan in and fan out can not be computed for tensor with fewer than 2 dimensions");
    }
    if (ts_numel(wt) == 0) {
        if (py_warn(S, PY_T(UserWarning), "Initializing zero-element tensors is a no-op") < 0) {
            py_decref(S, w);
            return NULL;
        }
    } else {
        double bound = ts_init_kaiming_bound(fan_in, TS_NL_LEAKY_RELU, sqrt(5.0));
        if (fill_uniform(S, w, -bound, bound) < 0) {
            py_decref(S, w);
            return NULL;
        }
    }
    py_decref(S, w);
    py_Obj *b = py_getattr(S, self, NID(S, bias));
    if (!b)
        return NULL;
    if (b != S->None && nn_is_tensor(b)) {
        double bound = ts_init_bias_bound(fan_in);
        if (fill_uniform(S, b, -bound, bound) < 0) {
            py_decref(S, b);
            return NULL;
        }
    }
    py_decref(S, b);
    PY_RETURN_NONE(S);
}

METH(linear_forward)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Linear.forward", args, nargs, kwnames, "input", a) < 0)
        return NULL;
    if (need_tensor(S, a[0], "linear") < 0)
        return NULL;
    py_Obj *w = py_getattr(S, self, NID(S, weight));
    if (!w)
        return NULL;
    py_Obj *b = py_getattr(S, self, NID(S, bias));
    if (!b) {
        py_decref(S, w);
        return NULL;
    }
    py_Obj *r = NULL;
    if (!nn_is_tensor(w) || (b != S->None && !nn_is_tensor(b))) {
        py_err_format(S, PY_T(TypeError), "linear(): argument 'weight' (position 2) must be Tensor, not %T", w);
    } else {
        ts_Tensor *out;
        nb_Status st = ts_linear(ctx(S), nn_tensor_of(a[0]), nn_tensor_of(w), b == S->None ? NULL : nn_tensor_of(b),
                                 &out);
        r = st == NB_OK ? nn_tensor_wrap_steal(S, out) : nn_raise_status(S, st);
    }
    py_decref(S, w);
    py_decref(S, b);
    return r;
}

METH(linear_extra_repr)
{
    if (py_check_nargs(S, "Linear.extra_repr", nargs, kwnames, 0, 0) < 0)
        return NULL;
    py_Obj *i = py_getattr(S, self, NID(S, in_features));
    py_Obj *o = i ? py_getattr(S, self, NID(S, out_features)) : NULL;
    py_Obj *b = o ? py_getattr(S, self, NID(S, bias)) : NULL;
    py_Obj *r = b ? py_str_fmt(S, "in_features=%S, out_features=%S, bias=%s", i, o, b != S->None ? "True" : "False")
                  : NULL;
    py_xdecref(S, i);
    py_xdecref(S, o);
    py_xdecref(S, b);
    return r;
}

static const py_MethodDef linear_methods[] = {
    {"forward", linear_forward, PY_METH_INSTANCE},
    {"reset_parameters", linear_reset_parameters, PY_METH_INSTANCE},
    {"extra_repr", linear_extra_repr, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

py_Type nn_type_Linear = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "Linear",
    .module = "torch.nn.modules.linear",
    .flags = PY_TPFLAG_GC | PY_TPFLAG_BASETYPE | PY_TPFLAG_MODULE_SUB,
    .base = &nn_type_Module,
    .methods = linear_methods,
    .tp_init = linear_init,
};

/* ------------------------------------------------------------ Identity */

static int identity_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return nn_module_init_attrs(S, self);
}

METH(identity_forward)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Identity.forward", args, nargs, kwnames, "input", a) < 0)
        return NULL;
    return py_newref(a[0]);
}

static const py_MethodDef identity_methods[] = {
    {"forward", identity_forward, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

py_Type nn_type_Identity = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "Identity",
    .module = "torch.nn.modules.linear",
    .flags = PY_TPFLAG_GC | PY_TPFLAG_BASETYPE | PY_TPFLAG_MODULE_SUB,
    .base = &nn_type_Module,
    .methods = identity_methods,
    .tp_init = identity_init,
};

/* ------------------------------------------------------------ activations */

static int relu_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[1];
    if (py_parse_args(S, "ReLU.__init__", args, nargs, kwnames, "|inplace", a) < 0)
        return -1;
    if (nn_module_init_attrs(S, self) < 0)
        return -1;
    return py_setattr(S, self, NID(S, inplace), a[0] ? a[0] : S->False);
}

static py_Obj *unary(py_State *S, py_Obj *x, ts_UnOp op, bool inplace, const char *fname)
{
    if (need_tensor(S, x, fname) < 0)
        return NULL;
    if (inplace) {
        nb_Status st = ts_unary_(ctx(S), op, nn_tensor_of(x));
        if (st != NB_OK)
            return nn_raise_status(S, st);
        return py_newref(x);
    }
    ts_Tensor *out;
    nb_Status st = ts_unary(ctx(S), op, nn_tensor_of(x), &out);
    return st == NB_OK ? nn_tensor_wrap_steal(S, out) : nn_raise_status(S, st);
}

METH(relu_forward)
{
    py_Obj *a[1];
    if (py_parse_args(S, "ReLU.forward", args, nargs, kwnames, "input", a) < 0)
        return NULL;
    py_Obj *ip = py_getattr(S, self, NID(S, inplace));
    if (!ip)
        return NULL;
    int t = py_truthy(S, ip);
    py_decref(S, ip);
    if (t < 0)
        return NULL;
    return unary(S, a[0], TS_RELU, t, "relu");
}

METH(relu_extra_repr)
{
    if (py_check_nargs(S, "ReLU.extra_repr", nargs, kwnames, 0, 0) < 0)
        return NULL;
    py_Obj *ip = py_getattr(S, self, NID(S, inplace));
    if (!ip)
        return NULL;
    int t = py_truthy(S, ip);
    py_decref(S, ip);
    if (t < 0)
        return NULL;
    return t ? py_str_from(S, "inplace=True") : py_newref(S->empty_str);
}

static const py_MethodDef relu_methods[] = {
    {"forward", relu_forward, PY_METH_INSTANCE},
    {"extra_repr", relu_extra_repr, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

py_Type nn_type_ReLU = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "ReLU",
    .module = "torch.nn.modules.activation",
    .flags = PY_TPFLAG_GC | PY_TPFLAG_BASETYPE | PY_TPFLAG_MODULE_SUB,
    .base = &nn_type_Module,
    .methods = relu_methods,
    .tp_init = relu_init,
};

static int noarg_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (nargs || (kwnames && py_tuple_len(kwnames))) {
        if (kwnames && py_tuple_len(kwnames))
            py_err_format(S, PY_T(TypeError), "%s.__init__() got an unexpected keyword argument '%U'",
                          self->type->name, py_tuple_getB(kwnames, 0));
        else
            py_err_format(S, PY_T(TypeError), "%s.__init__() takes 1 positional argument but %zd were given",
                          self->type->name, nargs + 1);
        return -1;
    }
    return nn_module_init_attrs(S, self);
}

METH(tanh_forward)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Tanh.forward", args, nargs, kwnames, "input", a) < 0)
        return NULL;
    return unary(S, a[0], TS_TANH, false, "tanh");
}

METH(sigmoid_forward)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Sigmoid.forward", args, nargs, kwnames, "input", a) < 0)
        return NULL;
    return unary(S, a[0], TS_SIGMOID, false, "sigmoid");
}

static const py_MethodDef tanh_methods[] = {{"forward", tanh_forward, PY_METH_INSTANCE}, {NULL, NULL, 0}};
static const py_MethodDef sigmoid_methods[] = {{"forward", sigmoid_forward, PY_METH_INSTANCE}, {NULL, NULL, 0}};

py_Type nn_type_Tanh = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "Tanh",
    .module = "torch.nn.modules.activation",
    .flags = PY_TPFLAG_GC | PY_TPFLAG_BASETYPE | PY_TPFLAG_MODULE_SUB,
    .base = &nn_type_Module,
    .methods = tanh_methods,
    .tp_init = noarg_init,
};

py_Type nn_type_Sigmoid = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "Sigmoid",
    .module = "torch.nn.modules.activation",
    .flags = PY_TPFLAG_GC | PY_TPFLAG_BASETYPE | PY_TPFLAG_MODULE_SUB,
    .base = &nn_type_Module,
    .methods = sigmoid_methods,
    .tp_init = noarg_init,
};

/* Add the layers to torch.nn, unless the layers area already provides them. */
int nn_layers_basic_init(py_State *S, py_Obj *torch_nn)
{
    py_Type *types[] = {&nn_type_Linear, &nn_type_Identity, &nn_type_ReLU, &nn_type_Tanh, &nn_type_Sigmoid};
    py_Obj *d = *py_obj_dictptr(torch_nn);
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        if (py_dict_getB_str(S, d, types[i]->name))
            continue;
        if (py_type_ready(S, types[i]) < 0 || py_module_add(S, torch_nn, types[i]->name, (py_Obj *)types[i]) < 0)
            return -1;
    }
    return 0;
}
