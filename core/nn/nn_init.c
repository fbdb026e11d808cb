/* nn_init.c — registration of the layers area (torch.nn.functional,
 * torch.nn.utils, the native helpers of torch.nn.init) and the installation
 * of the Python-source layer classes into torch.nn.
 *
 * torch.nn.init itself is Python source (core/nn/lib/torch.nn.init.py): it
 * computes bounds exactly as PyTorch's Python does and calls the fill
 * helpers below, which draw from the default generator into the tensor's
 * memory without recording autograd (PyTorch runs them under no_grad). */
#include <math.h>
#include <string.h>

#include "nn_layers.h"
#include "nn_module.h"

/* ------------------------------------------------------------ fills */

/* Is t dense (its elements occupy exactly numel consecutive slots from
 * ts_data(t), in some dim order)? Then PyTorch's TensorIterator visits the
 * elements in memory order, and so do we. */
static bool dense_memory_order(const ts_Tensor *t)
{
    int64_t n = ts_numel(t);
    if (n <= 1 || ts_is_contiguous(t))
        return true;
    int idx[TS_MAXDIM], nd = 0;
    for (int i = 0; i < t->ndim; i++)
        if (t->shape[i] != 1)
            idx[nd++] = i;
    /* sort non-trivial dims by stride ascending */
    for (int i = 1; i < nd; i++)
        for (int j = i; j > 0 && t->stride[idx[j]] < t->stride[idx[j - 1]]; j--) {
            int k = idx[j]; idx[j] = idx[j - 1]; idx[j - 1] = k;
        }
    int64_t expect = 1;
    for (int i = 0; i < nd; i++) {
        if (t->stride[idx[i]] != expect)
            return false;
        expect *= t->shape[idx[i]];
    }
    return true;
}

typedef enum { FILL_UNIFORM, FILL_NORMAL, FILL_TRUNC } FillKind;

/* Draw into t in place (no autograd), bump its version. */
static py_Obj *fill_draw(py_State *S, py_Obj *to, FillKind kind, double p1, double p2, double a, double b, ts_Gen *g)
{
    ts_Tensor *t = NN_T(to);
    ts_Ctx *c = NN_CTX(S);
    if (!ts_dtype_is_float(t->dtype))
        return py_err_format(S, PY_T(RuntimeError), "\"%s\" not implemented for '%s'",
                             kind == FILL_UNIFORM ? "check_uniform_bounds" : "normal_kernel_cpu", ts_dtype_short(t->dtype));
    int64_t n = ts_numel(t);
    if (n == 0)
        return py_newref(to);
    bool direct = dense_memory_order(t);
    ts_Tensor *tmp = NULL;
    void *dst;
    if (direct) {
        dst = ts_data(t);
    } else {
        NN_TRY(S, ts_empty(c, t->ndim, t->shape, t->dtype, &tmp));
        dst = ts_data(tmp);
    }
    nb_Status st;
    if (kind == FILL_UNIFORM)
        st = ts_rng_uniform(g, t->dtype, dst, n, p1, p2);
    else if (kind == FILL_NORMAL)
        st = ts_rng_normal(g, t->dtype, dst, n, p1, p2, ts_is_contiguous(t));
    else
        st = ts_rng_trunc_normal(g, t->dtype, dst, n, p1, p2, a, b);
    if (st != NB_OK) {
        ts_release(tmp);
        return py_err_format(S, PY_T(RuntimeError), "nnscope: random fill not supported for dtype %s",
                             ts_dtype_short(t->dtype));
    }
    if (tmp) {
        bool ge = c->grad_enabled;
        c->grad_enabled = false;
        st = ts_copy_(c, t, tmp);
        c->grad_enabled = ge;
        ts_release(tmp);
        if (st != NB_OK)
            return nn_raise_status(S, st);
    } else if (t->version) {
        t->version->version++;
    }
    return py_newref(to);
}

static ts_Tensor *tensor_arg(py_State *S, py_Obj *o)
{
    return nl_tensor_arg(S, o, "init", "tensor", 1);
}

static int gen_arg(py_State *S, py_Obj *o, ts_Gen **g)
{
    *g = nn_gen_arg(S, o);
    return *g ? 0 : -1;
}

/* _uniform(tensor, a, b, generator) */
static NN_FN(i_uniform)
{
    py_Obj *a[4];
    double lo, hi;
    ts_Gen *g;
    if (py_parse_args(S, "_uniform", args, nargs, kwnames, "tensor,a,b,|generator", a) < 0 || !tensor_arg(S, a[0]) ||
        nn_arg_double(S, a[1], "a", &lo) < 0 || nn_arg_double(S, a[2], "b", &hi) < 0 || gen_arg(S, a[3], &g) < 0)
        return NULL;
    if (lo > hi)
        return py_err_format(S, PY_T(RuntimeError),
                             "uniform_ expects to return a [from, to) range, but found from=%g > to=%g", lo, hi);
    return fill_draw(S, a[0], FILL_UNIFORM, lo, hi, 0, 0, g);
}

/* _normal(tensor, mean, std, generator) */
static NN_FN(i_normal)
{
    py_Obj *a[4];
    double m, s;
    ts_Gen *g;
    if (py_parse_args(S, "_normal", args, nargs, kwnames, "tensor,mean,std,|generator", a) < 0 || !tensor_arg(S, a[0]) ||
        nn_arg_double(S, a[1], "mean", &m) < 0 || nn_arg_double(S, a[2], "std", &s) < 0 || gen_arg(S, a[3], &g) < 0)
        return NULL;
    if (s < 0) {
        char buf[64];
        py_float_repr_buf(s, buf, sizeof buf);
        return py_err_format(S, PY_T(RuntimeError), "normal expects std >= 0.0, but found std %s", buf);
    }
    return fill_draw(S, a[0], FILL_NORMAL, m, s, 0, 0, g);
}

/* _trunc_normal(tensor, mean, std, a, b, generator) */
static NN_FN(i_trunc_normal)
{
    py_Obj *a[6];
    double m, s, lo, hi;
    ts_Gen *g;
    if (py_parse_args(S, "_trunc_normal", args, nargs, kwnames, "tensor,mean,std,a,b,|generator", a) < 0 ||
        !tensor_arg(S, a[0]) || nn_arg_double(S, a[1], "mean", &m) < 0 || nn_arg_double(S, a[2], "std", &s) < 0 ||
        nn_arg_double(S, a[3], "a", &lo) < 0 || nn_arg_double(S, a[4], "b", &hi) < 0 || gen_arg(S, a[5], &g) < 0)
        return NULL;
    return fill_draw(S, a[0], FILL_TRUNC, m, s, lo, hi, g);
}

/* _fill(tensor, value): tensor.fill_(value) without autograd */
static NN_FN(i_fill)
{
    py_Obj *a[2];
    ts_Scalar v;
    if (py_parse_args(S, "_fill", args, nargs, kwnames, "tensor,value", a) < 0 || !tensor_arg(S, a[0]) ||
        nn_arg_scalar(S, a[1], "value", &v) < 0)
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    bool ge = c->grad_enabled;
    c->grad_enabled = false;
    nb_Status st = ts_fill_(c, NN_T(a[0]), v);
    c->grad_enabled = ge;
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return py_newref(a[0]);
}

/* _copy(dst, src): dst.copy_(src) without autograd */
static NN_FN(i_copy)
{
    py_Obj *a[2];
    if (py_parse_args(S, "_copy", args, nargs, kwnames, "dst,src", a) < 0 || !tensor_arg(S, a[0]) ||
        !tensor_arg(S, a[1]))
        return NULL;
    ts_Ctx *c = NN_CTX(S);
    bool ge = c->grad_enabled;
    c->grad_enabled = false;
    nb_Status st = ts_copy_(c, NN_T(a[0]), NN_T(a[1]));
    c->grad_enabled = ge;
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return py_newref(a[0]);
}

/* _eye(tensor): identity in a 2-D tensor (no autograd) */
static NN_FN(i_eye)
{
    py_Obj *a[1];
    if (py_parse_args(S, "_eye", args, nargs, kwnames, "tensor", a) < 0 || !tensor_arg(S, a[0]))
        return NULL;
    ts_Tensor *t = NN_T(a[0]), *e = NULL;
    if (t->ndim != 2)
        return py_err_setstr(S, PY_T(ValueError), "Only tensors with 2 dimensions are supported");
    ts_Ctx *c = NN_CTX(S);
    NN_TRY(S, ts_eye(c, t->shape[0], t->shape[1], t->dtype, &e));
    bool ge = c->grad_enabled;
    c->grad_enabled = false;
    nb_Status st = ts_copy_(c, t, e);
    c->grad_enabled = ge;
    ts_release(e);
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return py_newref(a[0]);
}

const py_MethodDef nl_init_funcs[] = {
    {"_uniform", i_uniform, PY_METH_STATIC},
    {"_normal", i_normal, PY_METH_STATIC},
    {"_trunc_normal", i_trunc_normal, PY_METH_STATIC},
    {"_fill", i_fill, PY_METH_STATIC},
    {"_copy", i_copy, PY_METH_STATIC},
    {"_eye", i_eye, PY_METH_STATIC},
    {NULL, NULL, 0},
};

/* ------------------------------------------------------------ modules */

static int add_funcs(py_State *S, py_Obj *m, const py_MethodDef *defs)
{
    for (const py_MethodDef *f = defs; f->name; f++) {
        py_Obj *fn = py_cfunc_new(S, f->name, f->fn, NULL);
        if (!fn)
            return -1;
        int r = py_module_add(S, m, f->name, fn);
        py_decref(S, fn);
        if (r < 0)
            return -1;
    }
    return 0;
}

static int functional_init(py_State *S, py_Obj *m)
{
    if (add_funcs(S, m, nl_func_conv) < 0 || add_funcs(S, m, nl_func_loss) < 0)
        return -1;
    /* F.torch, as `import torch` at the top of PyTorch's functional.py */
    py_Obj *t = py_import(S, py_intern(S, "torch"));
    if (!t)
        return -1;
    int r = py_module_add(S, m, "torch", t);
    py_decref(S, t);
    return r;
}

static const py_ModuleDef functional_def = {"torch.nn.functional", nl_func_act, functional_init};
static const py_ModuleDef init_native_def = {"torch.nn._init_native", nl_init_funcs, NULL};
static const py_ModuleDef utils_def = {"torch.nn.utils", nl_utils_funcs, NULL};

/* The layer classes of each Python-source module, installed into torch.nn.
 * The recurrent, transformer, padding, instance-norm and upsampling layers,
 * DataParallel, and torch.nn.utils's Python-source parts, are not here:
 * torch._lazy.resolve imports them on first use. */
static const char *const layer_modules[][40] = {
    {"torch.nn.modules.linear", "Identity", "Linear", "Bilinear", "NonDynamicallyQuantizableLinear", "LazyLinear", NULL},
    {"torch.nn.modules.activation", "ReLU", "ReLU6", "LeakyReLU", "ELU", "GELU", "SiLU", "Mish", "Sigmoid", "Tanh",
     "Softmax", "LogSoftmax", "Softmin", "Softplus", "Softsign", "Hardtanh", "PReLU", "MultiheadAttention", "SELU",
     "CELU", "GLU", "LogSigmoid", "Hardswish", "Hardsigmoid", "Threshold", "Tanhshrink", "Softshrink", "Hardshrink",
     "RReLU", "Softmax2d", "CosineSimilarity", "PairwiseDistance", NULL},
    {"torch.nn.modules.flatten", "Flatten", "Unflatten", NULL},
    {"torch.nn.modules.sparse", "Embedding", "EmbeddingBag", NULL},
    {"torch.nn.modules.conv", "Conv1d", "Conv2d", "Conv3d", "ConvTranspose1d", "ConvTranspose2d", "ConvTranspose3d",
     "LazyConv1d", "LazyConv2d", "LazyConv3d", "LazyConvTranspose1d", "LazyConvTranspose2d", "LazyConvTranspose3d",
     NULL},
    {"torch.nn.modules.pooling", "MaxPool1d", "MaxPool2d", "AvgPool1d", "AvgPool2d", "AdaptiveAvgPool1d",
     "AdaptiveAvgPool2d", "AdaptiveMaxPool1d", "AdaptiveMaxPool2d", "LPPool1d", "LPPool2d",
     "MaxUnpool1d", "MaxUnpool2d", "MaxPool3d", "AvgPool3d", "AdaptiveAvgPool3d", "AdaptiveMaxPool3d",
     "LPPool3d", "MaxUnpool3d", NULL},
    {"torch.nn.modules.batchnorm", "BatchNorm1d", "BatchNorm2d", "BatchNorm3d", "LazyBatchNorm1d", "LazyBatchNorm2d",
     "LazyBatchNorm3d", NULL},
    {"torch.nn.modules.normalization", "LayerNorm", "GroupNorm", "RMSNorm", "LocalResponseNorm", "CrossMapLRN2d", NULL},
    {"torch.nn.modules.dropout", "Dropout", "Dropout1d", "Dropout2d", "Dropout3d", "AlphaDropout", "FeatureAlphaDropout", NULL},
    {"torch.nn.modules.loss", "MSELoss", "L1Loss", "CrossEntropyLoss", "NLLLoss", "BCELoss", "BCEWithLogitsLoss",
     "HuberLoss", "SmoothL1Loss", "KLDivLoss", "MarginRankingLoss", "HingeEmbeddingLoss", "SoftMarginLoss",
     "CosineEmbeddingLoss", "TripletMarginLoss", "TripletMarginWithDistanceLoss", "PoissonNLLLoss", "GaussianNLLLoss",
     "MultiLabelSoftMarginLoss", "MultiMarginLoss", "MultiLabelMarginLoss", "CTCLoss", NULL},
    {NULL},
};

/* Copy the names listed in __all__ of the Python-source part of
 * torch.nn.functional (torch.nn._functional_py) into torch.nn.functional. */
static int merge_python_functional(py_State *S)
{
    py_Obj *f = py_import(S, py_intern(S, "torch.nn.functional"));
    if (!f)
        return -1;
    py_Obj *m = py_import(S, py_intern(S, "torch.nn._functional_py"));
    py_Obj *names = m ? py_getattr(S, m, py_intern(S, "__all__")) : NULL;
    int rc = names ? 0 : -1;
    for (py_ssize i = 0; names && i < py_list_len(names); i++) {
        py_Obj *name = py_list_getB(names, i);
        py_Obj *v = py_getattr(S, m, name);
        if (!v || py_setattr(S, f, name, v) < 0) {
            py_xdecref(S, v);
            rc = -1;
            break;
        }
        py_decref(S, v);
    }
    py_xdecref(S, names);
    py_xdecref(S, m);
    py_decref(S, f);
    return rc;
}

/* Import the layer modules and torch.nn.functional/init/utils, and put the
 * layer classes into torch.nn (replacing whatever was there). */
static int install_layers(py_State *S, py_Obj *torch_nn)
{
    static const char *const subs[] = {"torch.nn.functional", "torch.nn.init", "torch.nn.utils", NULL};
    for (int i = 0; subs[i]; i++) {
        py_Obj *m = py_import(S, py_intern(S, subs[i]));
        if (!m)
            return -1;
        py_decref(S, m);
    }
    if (merge_python_functional(S) < 0)
        return -1;
    for (int i = 0; layer_modules[i][0]; i++) {
        py_Obj *m = py_import(S, py_intern(S, layer_modules[i][0]));
        if (!m)
            return -1;
        for (int k = 1; layer_modules[i][k]; k++) {
            py_Obj *cls = py_getattr_opt(S, m, py_intern(S, layer_modules[i][k]));
            if (!cls) {
                if (S->exc) {
                    py_decref(S, m);
                    return -1;
                }
                continue;  /* optional class not written */
            }
            int r = py_module_add(S, torch_nn, layer_modules[i][k], cls);
            py_decref(S, cls);
            if (r < 0) {
                py_decref(S, m);
                return -1;
            }
        }
        py_decref(S, m);
    }
    return 0;
}

/* torch.nn's init (nn_module.c) calls this hook before it adds the
 * containers: our Python-source layer classes become torch.nn.Linear etc.
 * (This replaced the Module engineer's interim C layers of nn_layers_basic.c.) */
int nn_layers_basic_init(py_State *S, py_Obj *torch_nn)
{
    return install_layers(S, torch_nn);
}

int nn_register_layers(py_State *S)
{
    if (py_module_register(S, &functional_def) < 0 || py_module_register(S, &init_native_def) < 0 ||
        py_module_register(S, &utils_def) < 0)
        return -1;
    return 0;
}
