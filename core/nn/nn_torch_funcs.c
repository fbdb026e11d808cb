/* nn_torch_funcs.c — the `torch` module: registration (torch, torch.nn
 * placeholder with Parameter, torch.cuda, torch.backends, torch.linalg),
 * grad-mode context managers / decorators (no_grad, enable_grad,
 * set_grad_enabled, inference_mode), torch-level functions that are not
 * Tensor methods (cat, stack, where, typename, set_printoptions, ...), and the
 * torch.<op> aliases of Tensor methods. */
#include <math.h>
#include <string.h>

#include "nn_glue.h"
#include "nn_torch_util.h"
#include "nn_module.h"

#define F(n) static py_Obj *n(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)

/* ------------------------------------------------------------ grad modes */

F(t_is_grad_enabled) { return PY_BOOL(S, NN_CTX(S)->grad_enabled); }
F(t_is_inference_mode_enabled) { return PY_BOOL(S, NN_CTX(S)->inference_mode); }

/* ------------------------------------------------------------ functions */

F(t_is_tensor)
{
    if (py_check_nargs(S, "is_tensor", nargs, kwnames, 1, 1) < 0)
        return NULL;
    return PY_BOOL(S, nn_is_tensor(args[0]));
}

F(t_is_floating_point)
{
    if (py_check_nargs(S, "is_floating_point", nargs, kwnames, 1, 1) < 0)
        return NULL;
    if (!nn_is_tensor(args[0]))
        return py_err_format(S, PY_T(TypeError), "is_floating_point(): argument 'input' (position 1) must be Tensor, not %T", args[0]);
    return PY_BOOL(S, ts_dtype_is_float(NN_T(args[0])->dtype));
}

F(t_numel)
{
    if (py_check_nargs(S, "numel", nargs, kwnames, 1, 1) < 0)
        return NULL;
    if (!nn_is_tensor(args[0]))
        return py_err_format(S, PY_T(TypeError), "numel(): argument 'input' (position 1) must be Tensor, not %T", args[0]);
    return py_int_from_i64(S, ts_numel(NN_T(args[0])));
}

/* torch.typename(obj): legacy tensor type names, else the object's own
 * __module__/__qualname__ (PyTorch's algorithm, shared with nn_module.c). */
/* Our torch.<op> and F.<op> are builtins of the interpreter; PyTorch's torch.<op>
 * are methods of torch._VariableFunctionsClass, and F.<op> Python functions of
 * torch.nn.functional except these builtins (name, PyTorch's typename). */
static const char *const f_builtins[][2] = {
    {"avg_pool2d", "torch._C._nn.avg_pool2d"}, {"avg_pool3d", "torch._C._nn.avg_pool3d"},
    {"elu_", "torch._C._nn.elu_"}, {"gelu", "torch._C._nn.gelu"}, {"hardtanh_", "torch._C._nn.hardtanh_"},
    {"leaky_relu_", "torch._C._nn.leaky_relu_"}, {"linear", "torch._C._nn.linear"},
    {"logsigmoid", "torch._C._nn.log_sigmoid"}, {"one_hot", "torch._C._nn.one_hot"},
    {"scaled_dot_product_attention", "torch._C._nn.scaled_dot_product_attention"},
    {"softplus", "torch._C._nn.softplus"}, {"softshrink", "torch._C._nn.softshrink"},
    {NULL, NULL},
};

/* o is the attribute `name` of module `modname` (already imported), 1/0/-1. */
static int is_attr_of(py_State *S, const char *modname, py_Obj *name, py_Obj *o)
{
    py_Obj *m = py_import(S, py_intern(S, modname));
    if (!m) {
        py_err_clear(S);
        return 0;
    }
    py_Obj *v = py_getattr_opt(S, m, name);
    py_decref(S, m);
    if (!v)
        return py_err_occurred(S) ? -1 : 0;
    int r = v == o;
    py_decref(S, v);
    return r;
}

F(t_typename)
{
    if (py_check_nargs(S, "typename", nargs, kwnames, 1, 1) < 0)
        return NULL;
    py_Obj *o = args[0];
    if (!strcmp(o->type->name, "builtin_function_or_method")) {
        py_Obj *nm = py_getattr_opt(S, o, S->id.__name__);
        if (!nm && py_err_occurred(S))
            return NULL;
        if (nm && nm->type == PY_T(str)) {
            int r = is_attr_of(S, "torch.nn.functional", nm, o);
            if (r > 0) {
                for (int i = 0; f_builtins[i][0]; i++)
                    if (py_str_eq_c(nm, f_builtins[i][0])) {
                        py_decref(S, nm);
                        return py_str_from(S, f_builtins[i][1]);
                    }
                py_Obj *s = py_str_fmt(S, "torch.nn.functional.%U", nm);
                py_decref(S, nm);
                return s;
            }
            if (r == 0)
                r = is_attr_of(S, "torch", nm, o);
            if (r > 0) {
                py_Obj *s = py_str_fmt(S, "torch._VariableFunctionsClass.%U", nm);
                py_decref(S, nm);
                return s;
            }
            if (r < 0) {
                py_decref(S, nm);
                return NULL;
            }
        }
        py_xdecref(S, nm);
    }
    return nn_typename(S, o);
}

/* A sequence of tensors (borrowed into a py_malloc'ed array). */
static int tensor_list(py_State *S, py_Obj *o, const char *fname, ts_Tensor ***out, py_ssize *n)
{
    if (nn_is_tensor(o) || !(o->type->flags & (PY_TPFLAG_LIST_SUB | PY_TPFLAG_TUPLE_SUB))) {
        py_err_format(S, PY_T(TypeError), "%s(): argument 'tensors' (position 1) must be tuple of Tensors, not %T",
                      fname, o);
        return -1;
    }
    py_ssize len = py_len(S, o);
    *out = py_malloc(S, sizeof(ts_Tensor *) * (size_t)(len ? len : 1));
    if (!*out)
        return -1;
    for (py_ssize i = 0; i < len; i++) {
        py_Obj *it = (o->type->flags & PY_TPFLAG_LIST_SUB) ? py_list_getB(o, i) : py_tuple_getB(o, i);
        if (!nn_is_tensor(it)) {
            py_free(S, *out, sizeof(ts_Tensor *) * (size_t)(len ? len : 1));
            py_err_format(S, PY_T(TypeError), "expected Tensor as element %zd in argument 0, but got %T", i, it);
            return -1;
        }
        (*out)[i] = NN_T(it);
    }
    *n = len;
    return 0;
}

static py_Obj *cat_stack(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames, const char *fname,
                         bool stack)
{
    py_Obj *a[3] = {0};
    if (py_parse_args(S, fname, args, nargs, kwnames, "tensors,|dim,*,out", a) < 0)
        return NULL;
    int64_t d = 0;
    if (a[1] && nn_arg_int(S, a[1], "dim", &d) < 0)
        return NULL;
    ts_Tensor **ts;
    py_ssize n;
    if (tensor_list(S, a[0], fname, &ts, &n) < 0)
        return NULL;
    ts_Tensor *r;
    nb_Status st = stack ? ts_stack(NN_CTX(S), ts, (int)n, d, &r) : ts_cat(NN_CTX(S), ts, (int)n, d, &r);
    py_free(S, ts, sizeof(ts_Tensor *) * (size_t)(n ? n : 1));
    NN_TRY(S, st);
    if (a[2] && a[2] != S->None)
        return nn_out_assign(S, fname, a[2], r);
    return nn_tensor_wrap_steal(S, r);
}
F(t_cat) { return cat_stack(S, args, nargs, kwnames, "cat", false); }
F(t_stack) { return cat_stack(S, args, nargs, kwnames, "stack", true); }

F(t_where)
{
    NN_OUT_KW(t_where, "where");
    py_Obj *a[3] = {0};
    if (py_parse_args(S, "where", args, nargs, kwnames, "condition,|input,other", a) < 0)
        return NULL;
    if (!a[1])
        return py_err_setstr(S, PY_T(NotImplementedError), "torch.where(condition) is not supported by nnscope");
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "where(): argument 'condition' (position 1) must be Tensor, not %T", a[0]);
    if (!a[2])
        return py_err_setstr(S, PY_T(TypeError), "where() missing required argument 'other'");
    ts_Tensor *x, *y, *r;
    if (nn_as_tensor_operand(S, a[1], "input", &x) < 0)
        return NULL;
    if (nn_as_tensor_operand(S, a[2], "other", &y) < 0) {
        ts_release(x);
        return NULL;
    }
    nb_Status st = ts_where(NN_CTX(S), NN_T(a[0]), x, y, &r);
    ts_release(x);
    ts_release(y);
    NN_TRY(S, st);
    return nn_tensor_wrap_steal(S, r);
}

F(t_set_printoptions)
{
    py_Obj *a[6] = {0};
    if (py_parse_args(S, "set_printoptions", args, nargs, kwnames,
                      "|precision,threshold,edgeitems,linewidth,profile,sci_mode", a) < 0)
        return NULL;
    ts_PrintOpts *o = &nn_state(S)->print;
    if (a[4] && a[4] != S->None) {
        if (!py_isinstance_type(a[4], PY_T(str)) || !ts_print_opts_profile(o, py_str_utf8(a[4])))
            PY_RETURN_NONE(S);
    }
    int64_t v;
    double d;
    if (a[0] && a[0] != S->None) {
        if (nn_arg_int(S, a[0], "precision", &v) < 0)
            return NULL;
        o->precision = (int)v;
    }
    if (a[1] && a[1] != S->None) {
        if (nn_arg_double(S, a[1], "threshold", &d) < 0)
            return NULL;
        o->threshold = d;
    }
    if (a[2] && a[2] != S->None) {
        if (nn_arg_int(S, a[2], "edgeitems", &v) < 0)
            return NULL;
        o->edgeitems = (int)v;
    }
    if (a[3] && a[3] != S->None) {
        if (nn_arg_int(S, a[3], "linewidth", &v) < 0)
            return NULL;
        o->linewidth = (int)v;
    }
    o->sci_mode = -1;
    if (a[5] && a[5] != S->None) {
        int t = py_truthy(S, a[5]);
        if (t < 0)
            return NULL;
        o->sci_mode = t;
    }
    PY_RETURN_NONE(S);
}

F(t_set_default_dtype)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "set_default_dtype", args, nargs, kwnames, "d", a) < 0)
        return NULL;
    int dt = -1;
    if (a[0]->type == &nn_type_dtype && nn_dtype_from_obj(S, a[0], &dt) < 0)
        return NULL;
    if (dt != TS_FLOAT32 && dt != TS_FLOAT64 && dt != TS_FLOAT16 && dt != TS_BFLOAT16)
        return py_err_setstr(S, PY_T(TypeError), dt < 0 ? "invalid dtype object: only floating-point types are "
                                                          "supported as the default type"
                                                        : "only floating-point types are supported as the default type");
    nn_state(S)->default_dtype = dt;
    NN_CTX(S)->default_float = (ts_DType)dt;
    PY_RETURN_NONE(S);
}

/* torch._set_autocast_cpu(dtype or None): the CPU autocast state torch.amp.autocast keeps in the
 * tensor context (None turns it off; see ts_Ctx.amp). */
F(t_set_autocast_cpu)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "_set_autocast_cpu", args, nargs, kwnames, "dtype", a) < 0)
        return NULL;
    int dt = -1;
    if (a[0] != S->None && nn_dtype_from_obj(S, a[0], &dt) < 0)
        return NULL;
    NN_CTX(S)->amp = dt >= 0;
    if (dt >= 0) NN_CTX(S)->amp_dtype = (ts_DType)dt;
    PY_RETURN_NONE(S);
}

F(t_get_default_dtype) { return py_newref(nn_dtype_obj(S, nn_state(S)->default_dtype)); }

F(t_result_type)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "result_type", args, nargs, kwnames, "tensor1,tensor2", a) < 0)
        return NULL;
    ts_Tensor *x, *y;
    if (nn_as_tensor_operand(S, a[0], "tensor1", &x) < 0)
        return NULL;
    if (nn_as_tensor_operand(S, a[1], "tensor2", &y) < 0) {
        ts_release(x);
        return NULL;
    }
    ts_DType d = ts_result_type(x, y);
    ts_release(x);
    ts_release(y);
    return py_newref(nn_dtype_obj(S, d));
}

F(t_ndarray_list_first) { return PY_BOOL(S, nn_ndarray_list_first(S)); }

F(t_from_numpy)
{
    if (nargs != 1 || kwnames)
        return py_err_format(S, PY_T(TypeError), "from_numpy() takes exactly one argument (%zd given)", nargs);
    return nn_tensor_from_numpy(S, args[0]);
}
F(t_noop) { PY_RETURN_NONE(S); }
F(t_get_num_threads) { return py_int_from_i64(S, NN_CTX(S)->num_threads); }

/* torch.set_num_threads(n): later large reductions split as PyTorch's would
 * with n threads (ts_reduce.c), so a program that pins one thread for
 * reproducibility gets the single-thread bits. */
F(t_set_num_threads)
{
    if (nargs != 1 || (kwnames && py_tuple_len(kwnames)))
        return py_err_format(S, PY_T(TypeError), "torch.set_num_threads() takes exactly one argument (%zd given)",
                             (py_ssize)(nargs + (kwnames ? py_tuple_len(kwnames) : 0)));
    py_Obj *v = args[0];
    if (!py_isinstance_type(v, PY_T(int)) || v->type == PY_T(bool))
        return py_err_format(S, PY_T(RuntimeError), "set_num_threads expects an int, but got %T", v);
    int64_t n;
    if (py_as_int64(S, v, &n) < 0)
        return NULL;
    if (n <= 0)
        return py_err_setstr(S, PY_T(RuntimeError), "set_num_threads expects a positive integer");
    NN_CTX(S)->num_threads = n > INT32_MAX ? INT32_MAX : (int)n;
    PY_RETURN_NONE(S);
}
F(t_false) { return PY_BOOL(S, false); }
F(t_zero) { return py_int_from_i64(S, 0); }

/* torch._lazy.FN(module[, name]): the one path into torch._lazy from C. */
static py_Obj *call_lazy(py_State *S, const char *fn_name, const char *module, py_Obj *name)
{
    py_Obj *lz = py_import(S, py_intern(S, "torch._lazy"));
    if (!lz)
        return NULL;
    py_Obj *fn = py_getattr_str(S, lz, fn_name);
    py_decref(S, lz);
    if (!fn)
        return NULL;
    py_Obj *mn = py_str_from(S, module);
    if (!mn) {
        py_decref(S, fn);
        return NULL;
    }
    py_Obj *a[2] = {mn, name};
    py_Obj *r = py_call(S, fn, a, name ? 2 : 1, NULL);
    py_decref(S, mn);
    py_decref(S, fn);
    return r;
}

/* Module-level __getattr__ (PEP 562) of a native torch module: attributes written in Python
 * (torch.distributions, torch.autocast, torch.utils.data, ...) come from torch._lazy.resolve(module,
 * name), which imports them on first use and raises the usual AttributeError for unknown names.
 * No lazy name starts with '_': those (`from torch.nn import _init_native` asks for the attribute
 * before the submodule, dunder probes) fail here without importing torch._lazy. */
py_Obj *nn_lazy_getattr(py_State *S, const char *module, py_Obj *name)
{
    if ((name->type->flags & PY_TPFLAG_STR_SUB) && py_str_utf8(name)[0] == '_')
        return py_err_format(S, PY_T(AttributeError), "module '%s' has no attribute '%U'", module, name);
    return call_lazy(S, "resolve", module, name);
}

/* dir() of a native torch module: its dict's names with the lazy ones that torch._lazy would
 * resolve, so `'LSTM' in dir(torch.nn)` holds before the first use, as in PyTorch. */
py_Obj *nn_lazy_dir(py_State *S, const char *module)
{
    return call_lazy(S, "names", module, NULL);
}
NN_LAZY_MODULE(t, "torch")
NN_LAZY_MODULE(cuda, "torch.cuda")
NN_LAZY_MODULE(backends, "torch.backends")
NN_LAZY_MODULE(linalg, "torch.linalg")

/* torch._sparse_coo_mm(indices, values, nrows, ncols, dense, dense_first, addmm): the
 * native kernel behind torch.sparse's products (indices coalesced); addmm names the
 * node SparseAddmmBackward0 (torch.sparse.mm) instead of MmBackward0. */
NN_METH(t_sparse_coo_mm)
{
    (void)self;
    py_Obj *a[7];
    if (py_parse_args(S, "_sparse_coo_mm", args, nargs, kwnames, "indices,values,nrows,ncols,dense,dense_first,addmm",
                      a) < 0)
        return NULL;
    int64_t nr, nc;
    bool first, addmm;
    if (!nn_is_tensor(a[0]) || !nn_is_tensor(a[1]) || !nn_is_tensor(a[4]))
        return py_err_format(S, PY_T(TypeError), "_sparse_coo_mm(): expected tensors");
    if (nn_arg_int(S, a[2], "nrows", &nr) < 0 || nn_arg_int(S, a[3], "ncols", &nc) < 0 ||
        nn_arg_bool(S, a[5], "dense_first", &first) < 0 || nn_arg_bool(S, a[6], "addmm", &addmm) < 0)
        return NULL;
    ts_Tensor *r;
    NN_TRY(S, ts_sparse_coo_mm(NN_CTX(S), addmm ? "SparseAddmmBackward0" : "MmBackward0", NN_T(a[0]), NN_T(a[1]),
                               nr, nc, NN_T(a[4]), first, &r));
    return nn_tensor_wrap_steal(S, r);
}

const py_MethodDef nn_torch_funcs[] = {
    {"_sparse_coo_mm", t_sparse_coo_mm, PY_METH_STATIC},
    {"is_tensor", t_is_tensor, PY_METH_STATIC},
    {"is_floating_point", t_is_floating_point, PY_METH_STATIC},
    {"numel", t_numel, PY_METH_STATIC},
    {"typename", t_typename, PY_METH_STATIC},
    {"cat", t_cat, PY_METH_STATIC},
    {"concat", t_cat, PY_METH_STATIC},
    {"concatenate", t_cat, PY_METH_STATIC},
    {"stack", t_stack, PY_METH_STATIC},
    {"where", t_where, PY_METH_STATIC},
    {"is_grad_enabled", t_is_grad_enabled, PY_METH_STATIC},
    {"is_inference_mode_enabled", t_is_inference_mode_enabled, PY_METH_STATIC},
    {"set_printoptions", t_set_printoptions, PY_METH_STATIC},
    {"set_default_dtype", t_set_default_dtype, PY_METH_STATIC},
    {"get_default_dtype", t_get_default_dtype, PY_METH_STATIC},
    {"_set_autocast_cpu", t_set_autocast_cpu, PY_METH_STATIC},
    {"result_type", t_result_type, PY_METH_STATIC},
    {"from_numpy", t_from_numpy, PY_METH_STATIC},
    {"_ndarray_list_first", t_ndarray_list_first, PY_METH_STATIC},
    {"set_num_threads", t_set_num_threads, PY_METH_STATIC},
    {"get_num_threads", t_get_num_threads, PY_METH_STATIC},
    NN_LAZY_MODULE_METHODS(t),
    {NULL, NULL, 0},
};

/* Tensor methods that are also torch functions (torch.sum(x, 1) == x.sum(1)). */
#define UN_TORCH1(name) #name, #name "_",
#define UN_TORCH0(name) #name,
static const char *const method_aliases[] = {
#define NN_UNARY(ID, NAME, BINDER, INPLACE, TORCH_INPLACE) UN_TORCH##TORCH_INPLACE(NAME)
#define NN_UNARY_ALIAS(ALIAS, NAME, INPLACE, TORCH_INPLACE) UN_TORCH##TORCH_INPLACE(ALIAS)
#include "nn_unary.def"
    "add", "sub", "subtract",
    "mul", "multiply", "div", "divide", "true_divide", "floor_divide", "remainder", "fmod", "pow", "maximum",
    "minimum", "atan2", "eq", "ne", "lt", "le", "gt", "ge", "greater", "greater_equal", "less", "less_equal",
    "not_equal", "logical_and", "logical_or", "logical_xor", "bitwise_and", "bitwise_or", "bitwise_xor",
    "clamp", "clip", "clamp_min", "clamp_max", "lerp", "addcmul", "addcdiv", "nan_to_num", "reshape",
    "flatten", "unflatten", "squeeze", "unsqueeze", "transpose", "swapaxes", "swapdims", "t", "permute",
    "flip", "narrow", "select", "split", "chunk", "unsafe_split", "unsafe_chunk", "unbind", "tril", "triu", "sum", "mean", "prod", "max",
    "min", "amax", "amin", "argmax", "argmin", "std", "var", "norm", "logsumexp", "any", "all", "cumsum",
    "cumprod", "softmax", "log_softmax", "sort", "argsort", "topk", "matmul", "mm", "bmm", "mv", "dot", "vdot",
    "outer", "ger", "addmm", "baddbmm", "masked_fill", "gather", "index_select", "scatter", "scatter_add",
    "equal", "allclose", "isclose", "clone", "detach", "numel", "conj", "conj_physical", "resolve_conj", "zero_", NULL,
};

/* torch.<alias>(input, ...) / torch.<alias>(input=t, ...): calls the Tensor
 * method nn_tensor_methods[self] with input as self. */
/* PyTorch's __torch_function__ protocol for the aliases: when one of the
 * first two positional arguments is a tensor of a class-statement subclass
 * defining __torch_function__, the call becomes
 * cls.__torch_function__(torch.<name>, (cls,), args, kwargs). Returns NULL
 * with no exception set when no argument overrides. */
static py_Obj *torch_function_call(py_State *S, const char *name, py_Obj *const *args, py_ssize nargs,
                                   py_Obj *kwnames)
{
    py_Type *over = NULL;
    for (py_ssize i = 0; i < nargs && i < 2 && !over; i++)
        if (nn_is_tensor(args[i]) && (args[i]->type->flags & PY_TPFLAG_HEAPTYPE) &&
            py_type_lookupB(args[i]->type, py_intern(S, "__torch_function__")))
            over = args[i]->type;
    if (!over)
        return NULL;
    py_Obj *tf = py_getattr_str(S, (py_Obj *)over, "__torch_function__");
    py_Obj *fn = tf ? py_getattr_str(S, nn_state(S)->module_torch, name) : NULL;
    py_Obj *types = fn ? py_tuple_pack(S, 1, (py_Obj *)over) : NULL;
    py_ssize nk = kwnames ? py_tuple_len(kwnames) : 0;
    py_Obj *pos = types ? py_tuple_new(S, nargs) : NULL;
    py_Obj *kw = pos ? py_dict_new(S) : NULL;
    py_Obj *r = NULL;
    if (kw) {
        for (py_ssize i = 0; i < nargs; i++)
            ((py_Tuple *)pos)->items[i] = py_newref(args[i]);
        int bad = 0;
        for (py_ssize i = 0; i < nk && !bad; i++)
            bad = py_dict_set(S, kw, py_tuple_getB(kwnames, i), args[nargs + i]) < 0;
        py_Obj *cargs[4] = {fn, types, pos, kw};
        if (!bad)
            r = py_call(S, tf, cargs, 4, NULL);
    }
    py_xdecref(S, tf); py_xdecref(S, fn); py_xdecref(S, types); py_xdecref(S, pos); py_xdecref(S, kw);
    if (!r && !S->exc)
        py_err_nomemory(S);
    return r;
}

static py_Obj *alias_call(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);

py_ssize nn_out_kw(py_Obj *kwnames)
{
    for (py_ssize i = 0, nk = kwnames ? py_tuple_len(kwnames) : 0; i < nk; i++)
        if (py_str_eq_c(py_tuple_getB(kwnames, i), "out"))
            return i;
    return -1;
}

/* fn(..., out=t) (the keyword at index at): the call without out=, its result written into t
 * (nn_out_assign); a tuple result (torch.max(x, 1, out=(v, i))) into a tuple
 * of tensors of the same length, element by element, returned as PyTorch's <name>_out type. */
py_Obj *nn_call_out(py_State *S, nn_CFn fn, py_Obj *self, const char *name, py_Obj *const *args, py_ssize nargs,
                    py_Obj *kwnames, py_ssize at)
{
    py_ssize nk = py_tuple_len(kwnames);
    py_Obj *out = args[nargs + at];
    py_Obj *kn = nk > 1 ? py_tuple_new(S, nk - 1) : NULL;
    py_Obj **rest = py_malloc(S, sizeof(py_Obj *) * (size_t)(nargs + nk));
    if ((nk > 1 && !kn) || !rest) {
        py_xdecref(S, kn);
        if (rest)
            py_free(S, rest, sizeof(py_Obj *) * (size_t)(nargs + nk));
        return NULL;
    }
    for (py_ssize i = 0; i < nargs; i++)
        rest[i] = args[i];
    for (py_ssize i = 0, k = 0; i < nk; i++) {
        if (i == at)
            continue;
        ((py_Tuple *)kn)->items[k] = py_newref(py_tuple_getB(kwnames, i));
        rest[nargs + k++] = args[nargs + i];
    }
    py_Obj *r = fn(S, self, rest, nargs, kn);
    py_free(S, rest, sizeof(py_Obj *) * (size_t)(nargs + nk));
    py_xdecref(S, kn);
    if (!r || out == S->None)
        return r;
    if (nn_is_tensor(r)) {
        ts_Tensor *t = NN_T(r);
        ts_retain(t);
        py_decref(S, r);
        return nn_out_assign(S, name, out, t);
    }
    if ((r->type->flags & PY_TPFLAG_TUPLE_SUB) && (out->type->flags & (PY_TPFLAG_TUPLE_SUB | PY_TPFLAG_LIST_SUB)) &&
        py_len(S, out) == py_tuple_len(r)) {
        for (py_ssize i = 0; i < py_tuple_len(r); i++) {
            py_Obj *oi = (out->type->flags & PY_TPFLAG_LIST_SUB) ? py_list_getB(out, i) : py_tuple_getB(out, i);
            py_Obj *ri = py_tuple_getB(r, i);
            if (!nn_is_tensor(ri))
                break;
            ts_retain(NN_T(ri));
            py_Obj *done = nn_out_assign(S, name, oi, NN_T(ri));
            if (!done) {
                py_decref(S, r);
                return NULL;
            }
            py_decref(S, done);
        }
        /* the result names the out tensors themselves, in PyTorch's <name>_out type */
        py_Obj *outs = py_seq_tuple(S, out);
        py_Type *ot = nn_return_type(S, r->type->name, true);
        py_Obj *r2 = outs ? py_call(S, (py_Obj *)(ot ? ot : r->type), &outs, 1, NULL) : NULL;
        py_xdecref(S, outs);
        if (r2) {
            py_decref(S, r);
            return r2;
        }
        py_err_clear(S);
        return r;
    }
    py_decref(S, r);
    return py_err_format(S, PY_T(TypeError), "%s(): argument 'out' must be Tensor, not %T", name, out);
}

static py_Obj *alias_call(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    int64_t code = py_int_small(self);
    const py_MethodDef *d = code < NN_MORE_STRIDE ? &nn_tensor_methods[code] : nn_more_method(code);
    py_Obj *in = NULL;
    py_ssize oat = nn_out_kw(kwnames);
    if (oat >= 0)
        return nn_call_out(S, alias_call, self, d->name, args, nargs, kwnames, oat);
    py_Obj *over = torch_function_call(S, d->name, args, nargs, kwnames);
    if (over || S->exc)
        return over;
    if (nargs >= 1) {
        in = args[0];
        if (nn_is_tensor(in))
            return d->fn(S, in, args + 1, nargs - 1, kwnames);
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'input' (position 1) must be Tensor, not %T", d->name,
                             in);
    }
    py_ssize nk = kwnames ? py_tuple_len(kwnames) : 0, at = -1;
    for (py_ssize i = 0; i < nk; i++)
        if (py_str_eq_c(py_tuple_getB(kwnames, i), "input"))
            at = i;
    if (at < 0)
        return py_err_format(S, PY_T(TypeError), "%s() missing 1 required positional arguments: \"input\"", d->name);
    in = args[at];
    if (!nn_is_tensor(in))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'input' must be Tensor, not %T", d->name, in);
    if (nk == 1)
        return d->fn(S, in, args, 0, NULL);
    py_Obj *kn = py_tuple_new(S, nk - 1);
    py_Obj *rest[16];
    if (!kn)
        return NULL;
    if (nk - 1 > 16) {
        py_decref(S, kn);
        return py_err_format(S, PY_T(TypeError), "%s(): too many keyword arguments", d->name);
    }
    for (py_ssize i = 0, k = 0; i < nk; i++) {
        if (i == at)
            continue;
        ((py_Tuple *)kn)->items[k] = py_newref(py_tuple_getB(kwnames, i));
        rest[k++] = args[i];
    }
    py_Obj *r = d->fn(S, in, rest, 0, kn);
    py_decref(S, kn);
    return r;
}

/* The torch.<name> alias function for method `code` (see alias_call). */
static py_Obj *alias_new(py_State *S, const char *name, int64_t code)
{
    py_Obj *ix = py_int_from_i64(S, code);
    py_Obj *f = ix ? py_cfunc_new(S, name, alias_call, ix) : NULL;
    py_xdecref(S, ix);
    return f;
}

/* torch.<name> for the Tensor methods listed in method_aliases. */
static int add_aliases(py_State *S, py_Obj *m)
{
    for (int i = 0; method_aliases[i]; i++) {
        py_Obj *f = NULL;
        for (int k = 0; nn_tensor_methods[k].name; k++) {
            if (strcmp(nn_tensor_methods[k].name, method_aliases[i]) == 0) {
                py_Obj *ix = py_int_from_i64(S, k);
                f = ix ? py_cfunc_new(S, method_aliases[i], alias_call, ix) : NULL;
                py_xdecref(S, ix);
                if (!f)
                    return -1;
                break;
            }
        }
        if (!f) {
            py_Obj *d = py_dict_getB_str(S, nn_type_Tensor.dict, method_aliases[i]);
            f = d ? py_newref(d) : NULL;
        }
        if (f) {
            int r = py_module_add(S, m, method_aliases[i], f);
            py_decref(S, f);
            if (r < 0)
                return -1;
        }
    }
    return 0;
}

/* ------------------------------------------------------------ torch.linalg */

F(la_norm)
{
    py_Obj *tn = py_getattr_str(S, (py_Obj *)&nn_type_Tensor, "norm");
    if (!tn)
        return NULL;
    py_Obj *r = py_call(S, tn, args, nargs, kwnames);
    py_decref(S, tn);
    return r;
}
static const py_MethodDef linalg_funcs[] = {
    {"norm", la_norm, PY_METH_STATIC},
    {"vector_norm", la_norm, PY_METH_STATIC},
    NN_LAZY_MODULE_METHODS(linalg),
    {NULL, NULL, 0},
};
static const py_ModuleDef linalg_def = {"torch.linalg", linalg_funcs, NULL};

/* ------------------------------------------------------------ torch.special */

/* The NN_SPECIAL rows of nn_unary.def: torch.special.NAME is a builtin
 * function named special_NAME that checks its first argument as PyTorch's
 * parser does and calls torch.TARGET with the same arguments. */
static py_Obj *special_call(py_State *S, const char *name, const char *target, int input_pos, py_Obj *const *args,
                            py_ssize nargs, py_Obj *kwnames)
{
    bool input_kw = false;
    for (py_ssize i = 0; kwnames && i < py_tuple_len(kwnames); i++)
        input_kw |= py_str_eq_c(py_tuple_getB(kwnames, i), "input");
    if (input_pos == 1 && nargs == 0 && !input_kw)
        return py_err_format(S, PY_T(TypeError), "%s() missing 1 required positional arguments: \"input\"", name);
    if (input_pos == 1 && nargs >= 1 && !nn_is_tensor(args[0]))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'input' (position 1) must be Tensor, not %T", name,
                             args[0]);
    if (input_pos == 2 && nargs >= 1 && !py_isinstance_type(args[0], PY_T(int)))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'n' (position 1) must be int, not %T", name,
                             args[0]);
    py_Obj *f = py_getattr_str(S, nn_state(S)->module_torch, target);
    if (!f)
        return NULL;
    py_Obj *r = py_call(S, f, args, nargs, kwnames);
    py_decref(S, f);
    return r;
}
#define NN_SPECIAL(NAME, TARGET, INPUT_POS) \
    F(sp_##NAME) { return special_call(S, "special_" #NAME, #TARGET, INPUT_POS, args, nargs, kwnames); }
#include "nn_unary.def"

/* torch.special.NAME(input) of an NN_SPECIAL_UNARY row: ts_unary(op). */
static py_Obj *special_unary(py_State *S, const char *name, ts_UnOp op, py_Obj *const *args, py_ssize nargs,
                             py_Obj *kwnames)
{
    py_Obj *a[1] = {0};
    if (nargs > 1)   /* PyTorch's parser's texts, not CPython's */
        return py_err_format(S, PY_T(TypeError), "%s() takes 1 positional argument but %zd were given", name,
                             nargs);
    if (nargs == 0 && !kwnames)
        return py_err_format(S, PY_T(TypeError), "%s() missing 1 required positional arguments: \"input\"", name);
    if (py_parse_args(S, name, args, nargs, kwnames, "input", a) < 0)
        return NULL;
    if (!nn_is_tensor(a[0]))
        return py_err_format(S, PY_T(TypeError), "%s(): argument 'input' (position 1) must be Tensor, not %T", name,
                             a[0]);
    if (ts_dtype_is_complex(NN_T(a[0])->dtype))
        return nn_complex_refuse(S, name + 8);
    ts_Tensor *r;
    nb_Status st = ts_unary(NN_CTX(S), op, NN_T(a[0]), &r);
    if (st != NB_OK)
        return nn_raise_status(S, st);
    return nn_tensor_wrap_steal(S, r);
}
#define NN_SPECIAL_UNARY(NAME, ID) \
    F(sp_##NAME) { return special_unary(S, "special_" #NAME, TS_##ID, args, nargs, kwnames); }
#include "nn_unary.def"

typedef struct Special { const char *name; py_vcallfunc fn; } Special;
static const Special specials[] = {
#define NN_SPECIAL(NAME, TARGET, INPUT_POS) {"special_" #NAME, sp_##NAME},
#define NN_SPECIAL_UNARY(NAME, ID) {"special_" #NAME, sp_##NAME},
#include "nn_unary.def"
    {NULL, NULL},
};

static int special_init(py_State *S, py_Obj *m)
{
    for (int i = 0; specials[i].name; i++) {
        py_Obj *f = py_cfunc_new(S, specials[i].name, specials[i].fn, NULL);
        int r = f ? py_module_add(S, m, specials[i].name + 8, f) : -1;
        py_xdecref(S, f);
        if (r < 0)
            return -1;
    }
    return 0;
}
static const py_ModuleDef special_def = {"torch.special", NULL, special_init};

/* ------------------------------------------------------------ cuda / backends */

static const py_MethodDef cuda_funcs[] = {
    {"is_available", t_false, PY_METH_STATIC},
    {"device_count", t_zero, PY_METH_STATIC},
    {"manual_seed", t_noop, PY_METH_STATIC},
    {"manual_seed_all", t_noop, PY_METH_STATIC},
    {"is_initialized", t_false, PY_METH_STATIC},
    {"empty_cache", t_noop, PY_METH_STATIC},
    NN_LAZY_MODULE_METHODS(cuda),
    {NULL, NULL, 0},
};
static const py_ModuleDef cuda_def = {"torch.cuda", cuda_funcs, NULL};

static const py_MethodDef avail_funcs[] = {
    {"is_available", t_false, PY_METH_STATIC},
    {"is_built", t_false, PY_METH_STATIC},
    {NULL, NULL, 0},
};
static const py_ModuleDef mps_def = {"torch.backends.mps", avail_funcs, NULL};
static int cudnn_init(py_State *S, py_Obj *m)
{
    if (py_module_add(S, m, "deterministic", S->False) < 0 || py_module_add(S, m, "benchmark", S->False) < 0 ||
        py_module_add(S, m, "enabled", S->True) < 0 || py_module_add(S, m, "allow_tf32", S->True) < 0)
        return -1;
    return 0;
}
static const py_ModuleDef cudnn_def = {"torch.backends.cudnn", avail_funcs, cudnn_init};
static int backends_init(py_State *S, py_Obj *m)
{
    static const char *const subs[] = {"torch.backends.mps", "torch.backends.cudnn", NULL};
    for (int i = 0; subs[i]; i++) {
        py_Obj *sm = py_import(S, py_intern(S, subs[i]));
        if (!sm)
            return -1;
        py_decref(S, sm);
    }
    return 0;
}
static const py_MethodDef backends_funcs[] = {
    NN_LAZY_MODULE_METHODS(backends),
    {NULL, NULL, 0},
};
static const py_ModuleDef backends_def = {"torch.backends", backends_funcs, backends_init};

/* torch.nn placeholder (the Module engineer's nn_register_module registers
 * the full torch.nn later, which takes precedence). */
static int nn_placeholder_init(py_State *S, py_Obj *m)
{
    return py_module_add_type(S, m, &nn_type_Parameter);
}
static const py_ModuleDef nn_placeholder_def = {"torch.nn", NULL, nn_placeholder_init};

static const py_ModuleDef fft_def = {"torch.fft", NULL, NULL};

/* ------------------------------------------------------------ the module */

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

static int import_into(py_State *S, py_Obj *m, const char *full, const char *attr)
{
    py_Obj *sm = py_import(S, py_intern(S, full));
    if (!sm)
        return -1;
    int r = py_module_add(S, m, attr, sm);
    py_decref(S, sm);
    return r;
}

/* torch.no_grad / enable_grad / set_grad_enabled / inference_mode: the classes
 * of torch.autograd.grad_mode (Python source over native switches). */
static int import_grad_modes(py_State *S, py_Obj *m)
{
    py_Obj *gm = py_import(S, py_intern(S, "torch.autograd.grad_mode"));
    if (!gm)
        return -1;
    static const char *const names[] = {"no_grad", "enable_grad", "set_grad_enabled", "inference_mode", NULL};
    int r = 0;
    for (int i = 0; names[i] && r == 0; i++) {
        py_Obj *v = py_getattr_str(S, gm, names[i]);
        r = v ? py_module_add(S, m, names[i], v) : -1;
        py_xdecref(S, v);
    }
    py_decref(S, gm);
    return r;
}

static int torch_init(py_State *S, py_Obj *m)
{
    nn_State *st = nn_state(S);
    nn_Glue *g = nn_glue(S);
    py_xdecref(S, st->module_torch);
    st->module_torch = py_newref(m);
    if (!g->cpu_device) {
        py_Obj *s = py_str_from(S, "cpu");
        if (!s)
            return -1;
        g->cpu_device = py_call1(S, (py_Obj *)&nn_type_device, s);
        py_decref(S, s);
        if (!g->cpu_device)
            return -1;
    }
    if (nn_dtype_init(S, m) < 0 || nn_create_init(S, m) < 0)
        return -1;
    if (py_module_add_type(S, m, &nn_type_Tensor) < 0 || py_type_ready(S, &nn_type_Parameter) < 0)
        return -1;
    if (add_funcs(S, m, nn_create_funcs) < 0)
        return -1;
    if (add_aliases(S, m) < 0 || nn_more_init(S, m, alias_new) < 0)
        return -1;
    py_Obj *v;
    if ((v = py_float_new(S, 3.141592653589793)) == NULL || py_module_add(S, m, "pi", v) < 0)
        return -1;
    py_decref(S, v);
    if ((v = py_float_new(S, 2.718281828459045)) == NULL || py_module_add(S, m, "e", v) < 0)
        return -1;
    py_decref(S, v);
    if ((v = py_float_new(S, INFINITY)) == NULL || py_module_add(S, m, "inf", v) < 0)
        return -1;
    py_decref(S, v);
    if ((v = py_float_new(S, NAN)) == NULL || py_module_add(S, m, "nan", v) < 0)
        return -1;
    py_decref(S, v);
    if ((v = py_str_from(S, "2.6.0+debian")) == NULL || py_module_add(S, m, "__version__", v) < 0)
        return -1;
    py_decref(S, v);
    /* the legacy constructors' Python __new__ warns with this text (nn_numpy.c) */
    if ((v = py_str_from(S, nn_ndarray_list_msg)) == NULL || py_module_add(S, m, "_ndarray_list_msg", v) < 0)
        return -1;
    py_decref(S, v);
    if (import_grad_modes(S, m) < 0 || import_into(S, m, "torch.autograd", "autograd") < 0 ||
        import_into(S, m, "torch.cuda", "cuda") < 0 ||
        import_into(S, m, "torch.backends", "backends") < 0 || import_into(S, m, "torch.linalg", "linalg") < 0 ||
        import_into(S, m, "torch.special", "special") < 0)
        return -1;
    /* `import torch` also makes torch.nn / torch.optim / torch.utils available */
    static const char *const optional[] = {"torch.nn", "torch.optim", "torch.utils", NULL};
    for (int i = 0; optional[i]; i++) {
        if (import_into(S, m, optional[i], optional[i] + 6) < 0) {
            if (!py_err_matches(S, PY_T(ImportError)))
                return -1;
            py_err_clear(S);
        }
    }
    return 0;
}

static const py_ModuleDef torch_def = {"torch", nn_torch_funcs, torch_init};

int nn_register_torch(py_State *S)
{
    static const py_ModuleDef *const defs[] = {&torch_def, &cuda_def, &mps_def, &cudnn_def, &backends_def,
                                               &linalg_def, &special_def, &nn_placeholder_def, NULL};
    for (int i = 0; defs[i]; i++)
        if (py_module_register(S, defs[i]) < 0)
            return -1;
    (void)fft_def;
    return nn_autograd_init(S, NULL);
}
