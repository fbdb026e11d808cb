/* nn_autograd.c — the Python face of autograd: grad_fn objects (one heap
 * type per node name, so type(y.grad_fn).__name__ == 'AddBackward0'),
 * Tensor.backward / register_hook (+ RemovableHandle), and the
 * torch.autograd module (backward, grad, set_detect_anomaly). */
#include <stdio.h>
#include <string.h>

#include "nn_glue.h"
#include "nn_module.h"
#include "ag.h"

/* ------------------------------------------------------------ grad_fn objects */

typedef struct nn_NodeObj { PY_HEAD; ag_Node *n; } nn_NodeObj;

static void node_dealloc(py_State *S, py_Obj *o)
{
    nn_NodeObj *x = (nn_NodeObj *)o;
    if (x->n && x->n->owner == x)
        x->n->owner = NULL;
    if (x->n)
        ag_node_release(x->n);
    x->n = NULL;
    py_obj_free(S, o);
}

static py_Obj *node_name(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    const char *nm = ((nn_NodeObj *)self)->n->name;
    if (!strcmp(nm, "AccumulateGrad") || !strcmp(nm, "CopySlices") || !strcmp(nm, "CopyBackwards") ||
        !strcmp(nm, "NotImplemented"))
        /* C++ classes: qualified name() */
        return py_str_fmt(S, "torch::autograd::%s", nm);
    return py_str_from(S, nm);
}

static py_Obj *node_next_functions(py_State *S, py_Obj *o)
{
    ag_Node *n = ((nn_NodeObj *)o)->n;
    py_Obj *t = py_tuple_new(S, n->nin);
    for (int i = 0; t && i < n->nin; i++) {
        py_Obj *f = n->next[i].fn ? nn_node_obj(S, n->next[i].fn) : PY_NONE(S);
        py_Obj *nr = f ? py_int_from_i64(S, n->next[i].fn ? n->next[i].input_nr : 0) : NULL;
        py_Obj *pair = nr ? py_tuple_pack(S, 2, f, nr) : NULL;
        py_xdecref(S, f);
        py_xdecref(S, nr);
        if (!pair) {
            py_setref(S, &t, NULL);
            break;
        }
        ((py_Tuple *)t)->items[i] = pair;
    }
    return t;
}

static py_Obj *node_variable(py_State *S, py_Obj *o)
{
    ag_Node *n = ((nn_NodeObj *)o)->n;
    if (!n->var)
        return py_err_format(S, PY_T(AttributeError), "'%s' object has no attribute 'variable'", n->name);
    return nn_tensor_wrap(S, n->var);
}

static py_Obj *node_metadata(py_State *S, py_Obj *o);
static py_Obj *node_register_hook(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
static py_Obj *node_register_prehook(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs,
                                     py_Obj *kwnames);

static py_Obj *node_dir(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);

static const py_MethodDef node_methods[] = {
    {"name", node_name, PY_METH_INSTANCE},
    {"__dir__", node_dir, PY_METH_INSTANCE},
    {"register_hook", node_register_hook, PY_METH_INSTANCE},
    {"register_prehook", node_register_prehook, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};
static const py_GetSetDef node_getset[] = {
    {"next_functions", node_next_functions, NULL},
    {"variable", node_variable, NULL},
    {"metadata", node_metadata, NULL},
    {NULL, NULL, NULL},
};

/* grad_fn._saved_self / _saved_other / _saved_result: PyTorch's saved-variable
 * attributes, read from the engine's slots (binary ops save self in slot 0 and
 * other in slot 1, unary ops their input in slot 0 and result in slot 1). An
 * input is the original tensor (identity kept); a result is unpacked (its
 * grad_fn is this node). Errors as unpacking does (freed / modified in place). */
/* Where PyTorch's attributes differ from that slot rule, per node name: one
 * character each for self, other, result: '.' the slot rule; '-' no such
 * attribute (PyTorch saves it under another name, e.g. mm's mat2, or not at
 * all); '?' the slot rule, but None when the other operand's edge (for self
 * the last edge: other, or lerp's weight) is None (PyTorch saved it only for
 * that operand's gradient); a digit: that slot.
 * 's': the Scalar operand of a fused t * s or t / s (fused_scalar).
 * 'n': the slot rule, a Python-scalar operand (wrapped number) given back as the
 * int or float it was (an op's Scalar overload: xlogy(2, t)).
 * 'p': the Scalar of pow(t, e) / pow(b, t) (d[0], its Python type in iv[2]).
 * A fused node (bw_records) has no attribute unless listed. */
static const struct { const char *name; char spec[4]; } saved_spec[] = {
    {"MulBackward0", "??."}, {"DivBackward0", "?.."}, {"DivBackward2", "?.."}, {"MmBackward0", "?-."}, {"BmmBackward0", "?-."},
    {"AddmmBackward0", "--."}, {"BaddbmmBackward0", "--."}, {"ConvolutionBackward0", "--."},
    {"PowBackward1", ".-."}, {"CopysignBackward0", ".-."}, {"CdistBackward0", "--."},
    {"SortBackward0", "---"}, {"TopkBackward0", "---"}, {"MaxBackward0", "---"}, {"MinBackward0", "---"},
    {"MedianBackward1", "---"}, {"NanmedianBackward1", "---"}, {"KthvalueBackward0", "---"},
    {"ModeBackward0", "---"}, {"CummaxBackward0", "1--"}, {"CumminBackward0", "1--"},
    {"VarBackward0", "..-"}, {"StdMeanBackward0", "..-"}, {"VarMeanBackward0", "..-"},
    {"WhereBackward0", "---"}, {"IndexBackward0", "---"}, {"IndexSelectBackward0", "---"},
    {"ScatterAddBackward0", "---"}, {"IndexCopyBackward0", "---"}, {"MaskedFillBackward1", "---"},
    {"MaskedScatterBackward0", "---"}, {"ScatterReduceBackward0", "1-."}, {"MaskedFillBackward0", "---"},
    {"EmbeddingBackward0", "---"}, {"NativeBatchNormBackward0", "---"}, {"NativeLayerNormBackward0", "---"},
    {"NativeGroupNormBackward0", "---"}, {"MaxPool2DWithIndicesBackward0", "1--"}, {"GatherBackward0", "1--"},
    {"MaxPool3DWithIndicesBackward0", "1--"}, {"AvgPool2DBackward0", "1--"}, {"AvgPool3DBackward0", "1--"},
    {"AdaptiveAvgPool2DBackward0", "1--"}, {"AdaptiveAvgPool3DBackward0", "1--"},
    {"AdaptiveMaxPool2DBackward0", ".--"}, {"AdaptiveMaxPool3DBackward0", ".--"},
    /* fused nodes (self, other, result in slots 0, 1, 2; see ag_fuse): all hidden unless listed */
    {"MseLossBackward0", ".--"}, {"HuberLossBackward0", ".--"}, {"SmoothL1LossBackward0", ".--"},
    {"BinaryCrossEntropyBackward0", ".--"}, {"BinaryCrossEntropyWithLogitsBackward0", ".--"},
    {"NllLossBackward0", ".--"}, {"NllLoss2DBackward0", ".--"}, {"SoftMarginLossBackward0", ".--"},
    {"ClampBackward0", ".--"}, {"LerpBackward1", "?--"}, {"PreluKernelBackward0", ".--"},
    {"ThresholdBackward0", ".--"}, {"RenormBackward0", ".--"}, {"HardshrinkBackward0", ".--"},
    {"SoftshrinkBackward0", ".--"}, {"HardsigmoidBackward0", ".--"}, {"GluBackward0", ".--"},
    {"CeluBackward0", ".--"}, {"EluBackward0", ".--"}, {"RreluWithNoiseBackward0", ".--"}, {"LogSigmoidBackward0", ".--"},
    {"LinalgCrossBackward0", "..-"}, {"VdotBackward0", "?\?-"}, {"WeightNormInterfaceBackward0", "---"}, {"DistBackward0", "..."},
    {"MvBackward0", "?--"}, {"DotBackward0", "?--"}, {"LinalgVectorNormBackward0", ".-."},
    {"LogsumexpBackward0", ".-."}, {"NormBackward1", ".-."}, {"PdistBackward0", ".-."},
    {"XlogyBackward1", "n.-"}, {"XlogyBackward2", ".n-"}, {"SpecialXlog1PyBackward1", "n.-"},
    {"SpecialXlog1PyBackward2", ".n-"}, {"PowBackward2", "p-."}, {"FmodBackward0", "---"},
    {"RemainderBackward0", "---"}, {"IndexPutBackward0", "---"}, {"SpecialLogNdtrBackward0", ".-."},
    {"MulBackward1", "-s-"}, {"DivBackward1", "-s-"}, {"MultiMarginLossBackward0", ".--"},
    {"MultilabelMarginLossBackward0", ".--"}, {"SgnBackward0", ".-."}, {"SafeSoftmaxBackward0", "--."}, {"ReflectionPad1DBackward0", ".--"},
    {"ReflectionPad2DBackward0", ".--"}, {"ReflectionPad3DBackward0", ".--"}, {"ReplicationPad1DBackward0", ".--"},
    {"ReplicationPad2DBackward0", ".--"}, {"ReplicationPad3DBackward0", ".--"},
};

/* The Scalar of a fused t * s / t / s node (MulBackward1, DivBackward1): the
 * wrapped number its inner node saved, as the Python int or float it was. */
static py_Obj *fused_scalar(py_State *S, ag_Node *n)
{
    ag_Node *in = ag_fuse_inner(n, 0);
    ts_Tensor *t = in && in->saved[1].used ? in->saved[1].t : NULL;
    if (!t || !t->is_wrapped_number || ts_numel(t) != 1)
        return NULL;
    ts_Scalar v = ts_get_flat(t, 0);
    if (ts_dtype_is_float(t->dtype))
        return py_float_new(S, ts_sc_to_f(v));
    return py_int_from_i64(S, ts_sc_to_i(v));
}

/* Other saved attributes, per node name: 'z'/'Z' the sizes of mm's or addmm's
 * first/second matrix, 'r'/'R' their strides (record_mm); 'b' addmm's beta
 * (d[0]), 'l' its alpha (d[1]); 'S' the input's shape (a tuple of
 * ints, PyTorch's self_sym_sizes), 'N' its numel, 'p' the pow Scalar (as 'p' above), a
 * digit: the tensor in that slot (None if empty), 'a' the alpha in d[0], 'A' the alpha of a sub/rsub
 * node (-d[0]; 0 means the default 1). An integral alpha is given as an int. */
static const struct { const char *name, *attr; char how; } saved_extra[] = {
    {"PowBackward0", "_saved_exponent", 'p'}, {"PowBackward1", "_saved_exponent", '1'},
    {"PowBackward2", "_saved_exponent", '0'}, {"AddmmBackward0", "_saved_mat1", '0'},
    {"AddmmBackward0", "_saved_mat2", '1'}, {"MmBackward0", "_saved_mat2", '1'}, {"BmmBackward0", "_saved_mat2", '1'},
    {"BaddbmmBackward0", "_saved_batch1", '0'}, {"BaddbmmBackward0", "_saved_batch2", '1'},
    {"MmBackward0", "_saved_self_sym_sizes", 'z'}, {"MmBackward0", "_saved_self_sym_strides", 'r'},
    {"MmBackward0", "_saved_mat2_sym_sizes", 'Z'}, {"MmBackward0", "_saved_mat2_sym_strides", 'R'},
    {"AddmmBackward0", "_saved_mat1_sym_sizes", 'z'}, {"AddmmBackward0", "_saved_mat1_sym_strides", 'r'},
    {"AddmmBackward0", "_saved_mat2_sym_sizes", 'Z'}, {"AddmmBackward0", "_saved_mat2_sym_strides", 'R'},
    {"AddmmBackward0", "_saved_alpha", 'l'}, {"AddmmBackward0", "_saved_beta", 'b'},
    {"SumBackward0", "_saved_self_sym_sizes", 'S'}, {"SumBackward1", "_saved_self_sym_sizes", 'S'},
    {"MeanBackward0", "_saved_self_sym_sizes", 'S'}, {"MeanBackward0", "_saved_self_sym_numel", 'N'}, {"MeanBackward1", "_saved_self_sym_sizes", 'S'},
    {"ViewBackward0", "_saved_self_sym_sizes", 'S'}, {"ExpandBackward0", "_saved_self_sym_sizes", 'S'},
    {"SelectBackward0", "_saved_self_sym_sizes", 'S'}, {"SliceBackward0", "_saved_self_sym_sizes", 'S'},
    {"SqueezeBackward0", "_saved_self_sym_sizes", 'S'}, {"SqueezeBackward1", "_saved_self_sym_sizes", 'S'},
    {"SqueezeBackward4", "_saved_self_sym_sizes", 'S'}, {"UnsafeViewBackward0", "_saved_self_sym_sizes", 'S'},
    {"ReshapeAliasBackward0", "_saved_self_sym_sizes", 'S'}, {"IndexBackward0", "_saved_self_sym_sizes", 'S'},
    {"RepeatBackward0", "_saved_self_sym_sizes", 'S'},
    {"AddBackward0", "_saved_alpha", 'a'}, {"SubBackward0", "_saved_alpha", 'A'},
    {"RsubBackward0", "_saved_alpha", 'A'}, {"RsubBackward1", "_saved_alpha", 'A'},
};

static py_Obj *saved_extra_attr(py_State *S, ag_Node *n, const char *nm)
{
    for (size_t k = 0; k < sizeof saved_extra / sizeof saved_extra[0]; k++) {
        if (strcmp(saved_extra[k].name, n->name) || strcmp(saved_extra[k].attr, nm))
            continue;
        char how = saved_extra[k].how;
        if (how == 'S') {
            py_Obj *t = py_tuple_new(S, n->meta[0].ndim);
            for (int i = 0; t && i < n->meta[0].ndim; i++)
                if (!(((py_Tuple *)t)->items[i] = py_int_from_i64(S, n->meta[0].shape[i])))
                    py_setref(S, &t, NULL);
            return t;
        }
        if (how == 'z' || how == 'Z' || how == 'r' || how == 'R') {
            /* record_mm's iv block: 2-D operands */
            bool second = how == 'Z' || how == 'R', strides = how == 'r' || how == 'R';
            int len = strides && !n->iv[second ? 21 : 20] ? 0 : 2;
            int at = (strides ? 4 : 12) + (second ? 4 : 0);
            py_Obj *t = py_tuple_new(S, len);
            for (int i = 0; t && i < len; i++)
                if (!(((py_Tuple *)t)->items[i] = py_int_from_i64(S, n->iv[at + i])))
                    py_setref(S, &t, NULL);
            return t;
        }
        if (how == 'N') {
            int64_t numel = 1;
            for (int i = 0; i < n->meta[0].ndim; i++) numel *= n->meta[0].shape[i];
            return py_int_from_i64(S, numel);
        }
        if (how == 'p')
            return n->iv[2] == 1 ? py_int_from_i64(S, (int64_t)n->d[0]) : py_float_new(S, n->d[0]);
        if (how >= '0' && how <= '9') {
            ts_Tensor *t;
            int k = how - '0';
            if (!n->saved[k].used) /* kept only for the other operand's gradient */
                return PY_NONE(S);
            nb_Status st = ag_unpack(NN_CTX(S), n, k, &t);
            if (st != NB_OK)
                return nn_raise_status(S, st);
            return nn_tensor_wrap(S, n->saved[k].orig ? n->saved[k].orig : t);
        }
        double al = how == 'a' || how == 'b' ? n->d[0] : how == 'l' ? n->d[1] : n->d[0] == 0 ? 1 : -n->d[0];
        if (al == (double)(int64_t)al)
            return py_int_from_i64(S, (int64_t)al);
        return py_float_new(S, al);
    }
    return NULL;
}

static py_Obj *node_saved_attr(py_State *S, ag_Node *n, const char *nm)
{
    int want = !strcmp(nm, "_saved_self") ? 0 : !strcmp(nm, "_saved_other") ? 1 : !strcmp(nm, "_saved_result") ? 2 : -1;
    if (n->var)
        return NULL;
    if (want < 0)
        return saved_extra_attr(S, n, nm);
    char how = n->bw_records ? '-' : '.';
    for (size_t k = 0; k < sizeof saved_spec / sizeof saved_spec[0]; k++)
        if (!strcmp(saved_spec[k].name, n->name))
            how = saved_spec[k].spec[want];
    if (how == '-')
        return NULL;
    if (how == 's')
        return fused_scalar(S, n);
    if (how == 'p')
        return n->iv[2] == 1 ? py_int_from_i64(S, (int64_t)n->d[0]) : py_float_new(S, n->d[0]);
    if (how == '?' && n->nin >= 2 && !n->next[want == 0 ? n->nin - 1 : 0].fn)
        return PY_NONE(S);
    int slot = how >= '0' && how <= '9' && n->saved[how - '0'].used ? how - '0' : -1;
    for (int i = 0; (how == '.' || how == '?' || how == 'n') && i < AG_MAXSAVED && slot < 0; i++) {
        ag_Saved *sv = &n->saved[i];
        if (!sv->used)
            continue;
        if (want == 2 ? sv->is_output : (!sv->is_output && i == want))
            slot = i;
    }
    if (slot < 0)
        return NULL;
    ts_Tensor *t;
    bool had_diff = n->saved[slot].diff != NULL;
    nb_Status st = ag_unpack(NN_CTX(S), n, slot, &t);
    if (st != NB_OK) {
        nn_raise_status(S, st);
        return NULL;
    }
    if (how == 'n' && t->is_wrapped_number && ts_numel(t) == 1) {
        ts_Scalar v = ts_get_flat(t, 0);
        return ts_dtype_is_float(t->dtype) ? py_float_new(S, ts_sc_to_f(v)) : py_int_from_i64(S, ts_sc_to_i(v));
    }
    py_Obj *r = want != 2 && n->saved[slot].orig ? nn_tensor_wrap(S, n->saved[slot].orig) : nn_tensor_wrap(S, t);
    /* With grad mode on, unpacking kept a graph-connected alias in the node
     * (for create_graph); a saved result's alias has this node as grad_fn, a
     * cycle nothing frees. The attribute's tensor is the caller's alone: the
     * node drops it (each access gives a new tensor, as in PyTorch). */
    if (!had_diff && n->saved[slot].diff) {
        ts_release(n->saved[slot].diff);
        n->saved[slot].diff = NULL;
    }
    return r;
}

/* dir(grad_fn) as PyTorch's node classes list it: their slots and methods,
 * and each saved attribute this node has (_saved_X; _raw_saved_X too when X
 * is a tensor). dir() sorts. */
static const char *const node_dir_names[] = {
    "__call__", "__class__", "__delattr__", "__dir__", "__doc__", "__eq__", "__format__", "__ge__",
    "__getattribute__", "__getstate__", "__gt__", "__hash__", "__init__", "__init_subclass__", "__le__", "__lt__",
    "__ne__", "__new__", "__reduce__", "__reduce_ex__", "__repr__", "__setattr__", "__sizeof__", "__str__",
    "__subclasshook__", "_input_metadata", "_register_hook_dict", "_sequence_nr", "_set_sequence_nr", "metadata",
    "name", "next_functions", "register_hook", "register_prehook", "requires_grad",
};

static int dir_add(py_State *S, py_Obj *l, const char *nm)
{
    return py_list_append_steal(S, l, py_str_from(S, nm));
}

/* Adds _saved_<nm+7> (and its _raw_ twin for a tensor) when node n has it. */
static int dir_saved(py_State *S, py_Obj *l, ag_Node *n, const char *nm)
{
    py_Obj *v = node_saved_attr(S, n, nm);
    bool tensor = true;
    if (!v && !py_err_occurred(S))
        return 0;
    if (v)
        tensor = v == S->None || nn_is_tensor(v);
    py_xdecref(S, v);
    py_err_clear(S);
    char raw[64];
    snprintf(raw, sizeof raw, "_raw%s", nm);
    if (dir_add(S, l, nm) < 0 || (tensor && dir_add(S, l, raw) < 0))
        return -1;
    return 0;
}

static py_Obj *node_dir(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    ag_Node *n = ((nn_NodeObj *)self)->n;
    py_Obj *l = py_list_new(S, 0);
    for (size_t k = 0; l && k < sizeof node_dir_names / sizeof node_dir_names[0]; k++)
        if (dir_add(S, l, node_dir_names[k]) < 0)
            py_setref(S, &l, NULL);
    if (l && n->var && dir_add(S, l, "variable") < 0)
        py_setref(S, &l, NULL);
    static const char *const own[] = {"_saved_self", "_saved_other", "_saved_result"};
    for (size_t k = 0; l && !n->var && k < 3; k++)
        if (dir_saved(S, l, n, own[k]) < 0)
            py_setref(S, &l, NULL);
    for (size_t k = 0; l && !n->var && k < sizeof saved_extra / sizeof saved_extra[0]; k++)
        if (!strcmp(saved_extra[k].name, n->name) && dir_saved(S, l, n, saved_extra[k].attr) < 0)
            py_setref(S, &l, NULL);
    return l;
}

static py_Obj *node_getattr(py_State *S, py_Obj *o, py_Obj *name)
{
    py_Obj *r = py_generic_getattr(S, o, name);
    if (r || !py_err_matches(S, PY_T(AttributeError)) || name->type != PY_T(str) ||
        strncmp(py_str_utf8(name), "_saved_", 7))
        return r;
    py_Obj *exc = py_err_fetch(S);
    r = node_saved_attr(S, ((nn_NodeObj *)o)->n, py_str_utf8(name));
    if (r || py_err_occurred(S)) {
        py_xdecref(S, exc);
        return r;
    }
    py_err_raise(S, exc);
    return NULL;
}

py_Type nn_type_Node = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "Node",
    .module = "torch.autograd.graph",
    .basicsize = sizeof(nn_NodeObj),
    .flags = PY_TPFLAG_BASETYPE,
    .methods = node_methods,
    .getset = node_getset,
    .getattro = node_getattr,
    .dealloc = node_dealloc,
};

/* The heap type named after the node (created once per name). */
static py_Type *node_type(py_State *S, const char *name)
{
    nn_Glue *g = nn_glue(S);
    if (!g->node_types && !(g->node_types = py_dict_new(S)))
        return NULL;
    py_Obj *t = py_dict_getB_str(S, g->node_types, name);
    if (t)
        return (py_Type *)t;
    py_Obj *nm = py_str_from(S, name);
    py_Obj *bases = py_tuple_pack(S, 1, (py_Obj *)&nn_type_Node);
    py_Obj *d = py_dict_new(S);
    py_Obj *mod = py_str_from(S, "builtins");
    if (nm && bases && d && mod && py_dict_set(S, d, S->id.__module__, mod) == 0)
        t = py_type_new_heap(S, nm, bases, d, NULL);
    py_xdecref(S, nm);
    py_xdecref(S, bases);
    py_xdecref(S, d);
    py_xdecref(S, mod);
    if (!t)
        return NULL;
    int r = py_dict_set_str(S, g->node_types, name, t);
    py_decref(S, t);
    return r < 0 ? NULL : (py_Type *)t;
}

/* The Python object of node n: the cached one (n->owner) or a new one. */
py_Obj *nn_node_obj(py_State *S, ag_Node *n)
{
    if (n->owner)
        return py_newref((py_Obj *)n->owner);
    py_Type *t = node_type(S, n->name);
    if (!t)
        return NULL;
    nn_NodeObj *o = (nn_NodeObj *)py_obj_alloc(S, t, t->basicsize);
    if (!o)
        return NULL;
    ag_node_retain(n);
    o->n = n;
    n->owner = o;
    return (py_Obj *)o;
}

/* ------------------------------------------------------------ backward */

/* backward(create_graph=True) warns (once per location) as PyTorch 2.6 does,
 * attributed to torch/autograd/graph.py. */
static int create_graph_warn(py_State *S)
{
    return nn_warn_torch(S, PY_T(UserWarning),
        "Using backward() with create_graph=True will create a reference cycle between the parameter and its "
        "gradient which can cause a memory leak. We recommend using autograd.grad when creating the graph to "
        "avoid this. If you have to use this function, make sure to reset the .grad fields of your parameters to "
        "None after use to break the cycle and avoid the leak. (Triggered internally at "
        "./torch/csrc/autograd/engine.cpp:1260.)",
        "autograd/graph.py", 823,
        "return Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass");
}

/* A ts failure during backward: the Python exception a hook raised, or the
 * tensor library's error. */
static py_Obj *bw_fail(py_State *S, nb_Status st)
{
    if (S->exc)
        return NULL;
    return nn_raise_status(S, st);
}

static int opt_flag(py_State *S, py_Obj *o, bool dflt, bool *out)
{
    *out = dflt;
    if (!o || o == S->None)
        return 0;
    int r = py_truthy(S, o);
    if (r < 0)
        return -1;
    *out = r;
    return 0;
}

/* Collect tensors from a tensor or a sequence of tensors (None allowed when
 * allow_none). *out is py_malloc'ed (n entries, borrowed). */
static int tensor_seq(py_State *S, py_Obj *o, const char *what, bool allow_none, ts_Tensor ***out, py_ssize *n)
{
    if (nn_is_tensor(o)) {
        *out = py_malloc(S, sizeof(ts_Tensor *));
        if (!*out)
            return -1;
        (*out)[0] = NN_T(o);
        *n = 1;
        return 0;
    }
    py_Obj *tup = py_seq_tuple(S, o);
    if (!tup)
        return -1;
    py_ssize len = py_tuple_len(tup);
    *out = py_malloc(S, sizeof(ts_Tensor *) * (size_t)(len ? len : 1));
    if (!*out) {
        py_decref(S, tup);
        return -1;
    }
    for (py_ssize i = 0; i < len; i++) {
        py_Obj *it = py_tuple_getB(tup, i);
        if (nn_is_tensor(it)) {
            (*out)[i] = NN_T(it);
        } else if (allow_none && it == S->None) {
            (*out)[i] = NULL;
        } else {
            py_free(S, *out, sizeof(ts_Tensor *) * (size_t)(len ? len : 1));
            py_decref(S, tup);
            py_err_format(S, PY_T(TypeError), "%s must be a Tensor or a sequence of Tensors, but got %T", what, it);
            return -1;
        }
    }
    *n = len;
    py_decref(S, tup);   /* the tensors stay alive through the caller's argument */
    return 0;
}

/* backward(..., inputs=...): the gradients of the roots w.r.t. `inputs` only
 * (autograd.grad with unused allowed), accumulated into their .grad as the
 * engine does for leaves (first a fresh copy, then in place). */
static int backward_inputs(py_State *S, ts_Tensor *const *roots, int n, ts_Tensor *const *grads, bool retain,
                           bool create, py_Obj *inputs)
{
    ts_Tensor **ins = NULL, **res = NULL;
    py_ssize nin = 0;
    if (tensor_seq(S, inputs, "inputs", false, &ins, &nin) < 0)
        return -1;
    int rc = -1;
    if (nin == 0) {
        py_err_setstr(S, PY_T(RuntimeError), "`inputs` argument to `backward()` cannot be empty.");
        goto out;
    }
    res = py_malloc(S, sizeof(ts_Tensor *) * (size_t)nin);
    if (!res)
        goto out;
    memset(res, 0, sizeof(ts_Tensor *) * (size_t)nin);
    ts_Ctx *c = NN_CTX(S);
    nb_Status st = ag_grad_ex(c, roots, n, grads, ins, (int)nin, retain, true, create, res);
    if (st != NB_OK) {
        bw_fail(S, st);
        goto out;
    }
    for (py_ssize i = 0; i < nin; i++) {
        ts_Tensor *t = ins[i], *g = res[i];
        if (!g)
            continue;
        if (!t->grad) {
            ts_Tensor *cp;
            st = ts_clone(c, g, &cp);
            if (st == NB_OK) {
                st = ts_set_grad(c, t, cp);
                ts_release(cp);
            }
        } else {
            ts_Tensor *sum;
            st = ts_add(c, t->grad, g, ts_sc_i(1), &sum);
            if (st == NB_OK) {
                ts_copy_into(t->grad, sum);
                ts_bump_version(t->grad);
                ts_release(sum);
            }
        }
        if (st != NB_OK) {
            nn_raise_status(S, st);
            goto out;
        }
    }
    rc = 0;
out:
    if (res) {
        for (py_ssize i = 0; i < nin; i++)
            ts_release(res[i]);
        py_free(S, res, sizeof(ts_Tensor *) * (size_t)nin);
    }
    py_free(S, ins, sizeof(ts_Tensor *) * (size_t)(nin ? nin : 1));
    return rc;
}

py_Obj *nn_tensor_backward(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[4] = {0};
    if (py_parse_args(S, "backward", args, nargs, kwnames, "|gradient,retain_graph,create_graph,inputs", a) < 0)
        return NULL;
    bool create, retain;
    if (opt_flag(S, a[2], false, &create) < 0 || opt_flag(S, a[1], create, &retain) < 0)
        return NULL;
    if (S->ext->scope) {
        nn_ScopeHooks *h = nn_state(S)->scope;
        if (h && h->on_backward)
            h->on_backward(h->ud, S, self);
    }
    ts_Tensor *root = NN_T(self), *grad = NULL;
    if (a[0] && a[0] != S->None) {
        if (!nn_is_tensor(a[0]))
            return py_err_format(S, PY_T(TypeError), "gradient must be a Tensor, not %T", a[0]);
        grad = NN_T(a[0]);
    }
    if (a[3] && a[3] != S->None) {
        if (backward_inputs(S, &root, 1, &grad, retain, create, a[3]) < 0)
            return NULL;
        if (create && create_graph_warn(S) < 0)
            return NULL;
        PY_RETURN_NONE(S);
    }
    nb_Status st = ag_backward_ex(NN_CTX(S), &root, 1, &grad, retain, create);
    if (st != NB_OK)
        return bw_fail(S, st);
    if (create && create_graph_warn(S) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

/* torch.autograd.backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False) */
static py_Obj *ag_backward_fn(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[6] = {0};
    if (py_parse_args(S, "backward", args, nargs, kwnames,
                      "tensors,|grad_tensors,retain_graph,create_graph,grad_variables,inputs", a) < 0)
        return NULL;
    bool create, retain;
    if (opt_flag(S, a[3], false, &create) < 0 || opt_flag(S, a[2], create, &retain) < 0)
        return NULL;
    ts_Tensor **roots = NULL, **grads = NULL;
    py_ssize n = 0, ng = 0;
    if (tensor_seq(S, a[0], "tensors", false, &roots, &n) < 0)
        return NULL;
    py_Obj *r = NULL;
    if (a[1] && a[1] != S->None) {
        if (tensor_seq(S, a[1], "grad_tensors", true, &grads, &ng) < 0)
            goto out;
        if (ng != n) {
            py_err_format(S, PY_T(RuntimeError), "grad can be implicitly created only for scalar outputs");
            goto out;
        }
    } else {
        grads = py_malloc(S, sizeof(ts_Tensor *) * (size_t)(n ? n : 1));
        if (!grads)
            goto out;
        ng = n;
    }
    if (a[5] && a[5] != S->None) {
        if (backward_inputs(S, roots, (int)n, grads, retain, create, a[5]) == 0 && (!create || create_graph_warn(S) == 0))
            r = PY_NONE(S);
        goto out;
    }
    nb_Status st = ag_backward_ex(NN_CTX(S), roots, (int)n, grads, retain, create);
    if (st != NB_OK)
        bw_fail(S, st);
    else if (!create || create_graph_warn(S) == 0)
        r = PY_NONE(S);
out:
    py_free(S, roots, sizeof(ts_Tensor *) * (size_t)(n ? n : 1));
    if (grads)
        py_free(S, grads, sizeof(ts_Tensor *) * (size_t)(ng ? ng : 1));
    return r;
}

/* torch.autograd.grad(outputs, inputs, grad_outputs=None, retain_graph=None,
 * create_graph=False, only_inputs=True, allow_unused=None) → tuple */
static py_Obj *ag_grad_fn(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[9] = {0};
    if (py_parse_args(S, "grad", args, nargs, kwnames,
                      "outputs,inputs,|grad_outputs,retain_graph,create_graph,only_inputs,allow_unused,"
                      "is_grads_batched,materialize_grads", a) < 0)
        return NULL;
    bool create, retain, unused, mat;
    if (opt_flag(S, a[4], false, &create) < 0 || opt_flag(S, a[3], create, &retain) < 0 ||
        opt_flag(S, a[8], false, &mat) < 0 || opt_flag(S, a[6], mat, &unused) < 0)
        return NULL;
    ts_Tensor **outs = NULL, **ins = NULL, **gouts = NULL, **res = NULL;
    py_ssize no = 0, ni = 0, ng = 0;
    py_Obj *r = NULL;
    if (tensor_seq(S, a[0], "outputs", false, &outs, &no) < 0)
        return NULL;
    if (tensor_seq(S, a[1], "inputs", false, &ins, &ni) < 0)
        goto out;
    if (a[2] && a[2] != S->None) {
        if (tensor_seq(S, a[2], "grad_outputs", true, &gouts, &ng) < 0)
            goto out;
        if (ng != no) {
            py_err_format(S, PY_T(RuntimeError), "grad_outputs must have the same length as outputs");
            goto out;
        }
    } else {
        ng = no;
        if (!(gouts = py_malloc(S, sizeof(ts_Tensor *) * (size_t)(no ? no : 1))))
            goto out;
    }
    if (!(res = py_malloc(S, sizeof(ts_Tensor *) * (size_t)(ni ? ni : 1))))
        goto out;
    nb_Status st = ag_grad_ex(NN_CTX(S), outs, (int)no, gouts, ins, (int)ni, retain, unused, create, res);
    if (st != NB_OK) {
        bw_fail(S, st);
        goto out;
    }
    r = py_tuple_new(S, ni);
    for (py_ssize i = 0; i < ni; i++) {
        py_Obj *v;
        if (res[i]) {
            v = r ? nn_tensor_wrap_steal(S, res[i]) : (ts_release(res[i]), NULL);
        } else if (mat && r) {
            ts_Tensor *z;
            nb_Status s2 = ts_zeros_like(NN_CTX(S), ins[i], TS_NODTYPE, &z);
            if (s2 == NB_OK)
                z->requires_grad = ins[i]->requires_grad; /* zeros_like(input) inherits requires_grad */
            v = s2 == NB_OK ? nn_tensor_wrap_steal(S, z) : nn_raise_status(S, s2);
        } else {
            v = r ? PY_NONE(S) : NULL;
        }
        if (r && !v)
            py_setref(S, &r, NULL);
        if (r)
            ((py_Tuple *)r)->items[i] = v;
    }
out:
    py_free(S, outs, sizeof(ts_Tensor *) * (size_t)(no ? no : 1));
    if (ins)
        py_free(S, ins, sizeof(ts_Tensor *) * (size_t)(ni ? ni : 1));
    if (gouts)
        py_free(S, gouts, sizeof(ts_Tensor *) * (size_t)(ng ? ng : 1));
    if (res)
        py_free(S, res, sizeof(ts_Tensor *) * (size_t)(ni ? ni : 1));
    return r;
}

/* ------------------------------------------------------------ hooks */

typedef struct HookUd { py_State *S; py_Obj *fn; } HookUd;

static void hook_free(void *ud)
{
    HookUd *h = ud;
    py_State *S = h->S;
    py_decref(S, h->fn);
    py_free(S, h, sizeof *h);
}

/* Call the Python hook with the gradient; a returned tensor replaces it. */
static nb_Status hook_call(ts_Ctx *c, void *ud, ts_Tensor *grad, ts_Tensor **replace)
{
    HookUd *h = ud;
    py_State *S = h->S;
    py_Obj *g = nn_tensor_wrap(S, grad);
    if (!g)
        return ts_err(c, TS_ERR_RUNTIME, "hook failed");
    py_Obj *r = py_call1(S, h->fn, g);
    py_decref(S, g);
    if (!r)
        return ts_err(c, TS_ERR_RUNTIME, "hook raised");
    if (nn_is_tensor(r)) {
        ts_retain(NN_T(r));
        *replace = NN_T(r);
    } else if (r != S->None) {
        py_decref(S, r);
        py_err_format(S, PY_T(TypeError), "hook should return None or a Tensor");
        return ts_err(c, TS_ERR_RUNTIME, "hook returned a bad value");
    }
    py_decref(S, r);
    return NB_OK;
}

/* Handle of a tensor hook (t) or of a node hook (node). */
typedef struct nn_Handle { PY_HEAD; ts_Tensor *t; int64_t hook; int64_t id; ag_Node *node; } nn_Handle;

static void handle_dealloc(py_State *S, py_Obj *o)
{
    ts_release(((nn_Handle *)o)->t);
    ag_node_release(((nn_Handle *)o)->node);
    py_obj_free(S, o);
}

static py_Obj *handle_remove(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    nn_Handle *h = (nn_Handle *)self;
    if (h->node) {
        ag_node_remove_hook(NN_CTX(S), h->node, h->hook);
        ag_node_release(h->node);
        h->node = NULL;
    }
    if (h->t) {
        ts_remove_hook(NN_CTX(S), h->t, h->hook);
        ts_release(h->t);
        h->t = NULL;
    }
    PY_RETURN_NONE(S);
}
static py_Obj *handle_id(py_State *S, py_Obj *o) { return py_int_from_i64(S, ((nn_Handle *)o)->id); }
static py_Obj *handle_enter(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_newref(self);
}

static const py_MethodDef handle_methods[] = {
    {"remove", handle_remove, PY_METH_INSTANCE},
    {"__enter__", handle_enter, PY_METH_INSTANCE},
    {"__exit__", handle_remove, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};
static const py_GetSetDef handle_getset[] = {
    {"id", handle_id, NULL},
    {NULL, NULL, NULL},
};
static py_Type tensor_handle_type = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "RemovableHandle",
    .module = "torch.utils.hooks",
    .basicsize = sizeof(nn_Handle),
    .methods = handle_methods,
    .getset = handle_getset,
    .dealloc = handle_dealloc,
};

/* ------------------------------------------------------------ node hooks and metadata */

/* The tuple of n gradients (None for NULL). */
static py_Obj *grads_tuple(py_State *S, int n, ts_Tensor **g)
{
    py_Obj *t = py_tuple_new(S, n);
    for (int i = 0; t && i < n; i++) {
        py_Obj *v = g[i] ? nn_tensor_wrap(S, g[i]) : PY_NONE(S);
        if (!v) {
            py_setref(S, &t, NULL);
            break;
        }
        ((py_Tuple *)t)->items[i] = v;
    }
    return t;
}

/* A hook's result replacing n gradients: None keeps them; otherwise a
 * tuple/list of n entries (Tensor or None), as PyTorch checks. */
static int grads_replace(py_State *S, py_Obj *fn, py_Obj *r, int n, ts_Tensor **g)
{
    if (r == S->None)
        return 0;
    if (r->type != PY_T(tuple) && r->type != PY_T(list)) {
        py_err_format(S, PY_T(TypeError), "expected tuple, but hook returned '%T'", r);
        return -1;
    }
    py_Obj *tup = py_seq_tuple(S, r);
    if (!tup)
        return -1;
    if (py_tuple_len(tup) != n) {
        py_Obj *nm = py_getattr_str(S, fn, "__name__");
        if (!nm)
            py_err_clear(S);
        py_err_format(S, PY_T(RuntimeError), "hook '%s' has returned an incorrect number of values (got %zd, but expected %d)",
                      nm && nm->type == PY_T(str) ? py_str_utf8(nm) : "?", py_tuple_len(tup), n);
        py_xdecref(S, nm);
        py_decref(S, tup);
        return -1;
    }
    for (int i = 0; i < n; i++) {
        py_Obj *v = py_tuple_getB(tup, i);
        if (v != S->None && !nn_is_tensor(v)) {
            py_err_format(S, PY_T(TypeError), "expected Variable, but hook returned '%T'", v);
            py_decref(S, tup);
            return -1;
        }
    }
    for (int i = 0; i < n; i++) {
        py_Obj *v = py_tuple_getB(tup, i);
        ts_Tensor *nt = v == S->None ? NULL : NN_T(v);
        if (nt)
            ts_retain(nt);
        ts_release(g[i]);
        g[i] = nt;
    }
    py_decref(S, tup);
    return 0;
}

/* Node post-hook: fn(grad_inputs, grad_outputs) -> None or replacement grad_inputs. */
static nb_Status node_hook_call(ts_Ctx *c, void *ud, ag_Node *n, int nin, ts_Tensor **gin, int nout, ts_Tensor **gout)
{
    HookUd *h = ud;
    py_State *S = h->S;
    py_Obj *go = grads_tuple(S, nout, gout);
    py_Obj *gi = go ? grads_tuple(S, nin, gin) : NULL;
    py_Obj *r = gi ? py_call2(S, h->fn, gi, go) : NULL;
    py_xdecref(S, go);
    py_xdecref(S, gi);
    if (!r)
        return ts_err(c, TS_ERR_RUNTIME, "hook raised");
    int rc = grads_replace(S, h->fn, r, nin, gin);
    py_decref(S, r);
    return rc < 0 ? ts_err(c, TS_ERR_RUNTIME, "hook returned a bad value") : NB_OK;
}

/* Node pre-hook: fn(grad_outputs) -> None or replacement grad_outputs. */
static nb_Status node_prehook_call(ts_Ctx *c, void *ud, ag_Node *n, int nin, ts_Tensor **gin, int nout,
                                   ts_Tensor **gout)
{
    HookUd *h = ud;
    py_State *S = h->S;
    py_Obj *go = grads_tuple(S, nout, gout);
    py_Obj *r = go ? py_call1(S, h->fn, go) : NULL;
    py_xdecref(S, go);
    if (!r)
        return ts_err(c, TS_ERR_RUNTIME, "hook raised");
    int rc = grads_replace(S, h->fn, r, nout, gout);
    py_decref(S, r);
    return rc < 0 ? ts_err(c, TS_ERR_RUNTIME, "hook returned a bad value") : NB_OK;
}

static py_Obj *node_add_hook(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                             int kind)
{
    if (py_check_nargs(S, kind == AG_HOOK_PRE ? "register_prehook" : "register_hook", nargs, kwnames, 1, 1) < 0)
        return NULL;
    ag_Node *n = ((nn_NodeObj *)self)->n;
    if (py_type_ready(S, &tensor_handle_type) < 0)
        return NULL;
    HookUd *h = py_malloc(S, sizeof *h);
    if (!h)
        return NULL;
    h->S = S;
    h->fn = py_newref(args[0]);
    int64_t id;
    nb_Status st = ag_node_add_hook(NN_CTX(S), n, kind, kind == AG_HOOK_PRE ? node_prehook_call : node_hook_call, h,
                                    hook_free, &id);
    if (st != NB_OK) {
        hook_free(h);
        return nn_raise_status(S, st);
    }
    nn_Handle *hd = (nn_Handle *)py_obj_alloc(S, &tensor_handle_type, sizeof(nn_Handle));
    if (!hd)
        return NULL;
    ag_node_retain(n);
    hd->node = n;
    hd->hook = id;
    hd->id = nn_state(S)->next_handle_id++;
    return (py_Obj *)hd;
}

static py_Obj *node_register_hook(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return node_add_hook(S, self, args, nargs, kwnames, AG_HOOK_POST);
}

static py_Obj *node_register_prehook(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs,
                                     py_Obj *kwnames)
{
    return node_add_hook(S, self, args, nargs, kwnames, AG_HOOK_PRE);
}

/* grad_fn.metadata: one dict per node, kept on the node (survives the Python object). */
static py_Obj *node_metadata(py_State *S, py_Obj *o)
{
    ag_Node *n = ((nn_NodeObj *)o)->n;
    HookUd *h = ag_node_data(n, AG_HOOK_DATA);
    if (h)
        return py_newref(h->fn);
    h = py_malloc(S, sizeof *h);
    if (!h)
        return NULL;
    h->S = S;
    h->fn = py_dict_new(S);
    if (!h->fn) {
        py_free(S, h, sizeof *h);
        return NULL;
    }
    nb_Status st = ag_node_add_hook(NN_CTX(S), n, AG_HOOK_DATA, NULL, h, hook_free, NULL);
    if (st != NB_OK) {
        hook_free(h);
        return nn_raise_status(S, st);
    }
    return py_newref(h->fn);
}

py_Obj *nn_tensor_register_hook(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "register_hook", args, nargs, kwnames, "hook", a) < 0)
        return NULL;
    if (!NN_T(self)->requires_grad)
        return py_err_setstr(S, PY_T(RuntimeError), "cannot register a hook on a tensor that doesn't require gradient");
    if (py_type_ready(S, &tensor_handle_type) < 0)
        return NULL;
    HookUd *h = py_malloc(S, sizeof *h);
    if (!h)
        return NULL;
    h->S = S;
    h->fn = py_newref(a[0]);
    int64_t id;
    nb_Status st = ts_register_hook(NN_CTX(S), NN_T(self), hook_call, h, hook_free, &id);
    if (st != NB_OK) {
        hook_free(h);
        return nn_raise_status(S, st);
    }
    nn_Handle *hd = (nn_Handle *)py_obj_alloc(S, &tensor_handle_type, sizeof(nn_Handle));
    if (!hd)
        return NULL;
    hd->t = NN_T(self);
    ts_retain(hd->t);
    hd->hook = id;
    hd->id = nn_state(S)->next_handle_id++;
    return (py_Obj *)hd;
}

/* Tensor.register_post_accumulate_grad_hook(hook): hook(tensor) after .grad is updated. */
py_Obj *nn_tensor_register_post_acc_hook(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs,
                                         py_Obj *kwnames)
{
    py_Obj *a[1] = {0};
    if (py_parse_args(S, "register_post_accumulate_grad_hook", args, nargs, kwnames, "hook", a) < 0)
        return NULL;
    ts_Tensor *t = NN_T(self);
    if (!t->requires_grad)
        return py_err_setstr(S, PY_T(RuntimeError), "cannot register a hook on a tensor that doesn't require gradient");
    if (t->grad_fn)
        return py_err_setstr(S, PY_T(RuntimeError), "post accumulate grad hooks cannot be registered on non-leaf tensors");
    if (py_type_ready(S, &tensor_handle_type) < 0)
        return NULL;
    HookUd *h = py_malloc(S, sizeof *h);
    if (!h)
        return NULL;
    h->S = S;
    h->fn = py_newref(a[0]);
    int64_t id;
    nb_Status st = ag_register_post_acc_hook(NN_CTX(S), t, hook_call, h, hook_free, &id);
    if (st != NB_OK) {
        hook_free(h);
        return nn_raise_status(S, st);
    }
    nn_Handle *hd = (nn_Handle *)py_obj_alloc(S, &tensor_handle_type, sizeof(nn_Handle));
    if (!hd)
        return NULL;
    hd->t = t;
    ts_retain(t);
    hd->hook = id;
    hd->id = nn_state(S)->next_handle_id++;
    return (py_Obj *)hd;
}

/* ------------------------------------------------------------ module */

/* torch.autograd.functional, gradcheck and gradgradcheck (Python source) are
 * imported on first use (torch._lazy). */
NN_LAZY_MODULE(autograd, "torch.autograd")

static const py_MethodDef autograd_funcs[] = {
    {"backward", ag_backward_fn, PY_METH_STATIC},
    {"grad", ag_grad_fn, PY_METH_STATIC},
    NN_LAZY_MODULE_METHODS(autograd),
    {NULL, NULL, 0},
};

static int autograd_mod_init(py_State *S, py_Obj *m)
{
    py_Obj *gm = py_import(S, py_intern(S, "torch.autograd.grad_mode"));
    if (!gm)
        return -1;
    static const char *const share[] = {"no_grad", "enable_grad", "set_grad_enabled", "inference_mode", NULL};
    for (int i = 0; share[i]; i++) {
        py_Obj *v = py_getattr_str(S, gm, share[i]);
        int r = v ? py_module_add(S, m, share[i], v) : -1;
        py_xdecref(S, v);
        if (r < 0) {
            py_decref(S, gm);
            return -1;
        }
    }
    int rg = py_module_add(S, m, "grad_mode", gm);
    py_decref(S, gm);
    if (rg < 0)
        return -1;
    /* anomaly mode (Python source): classes in torch.autograd, switches in torch */
    py_Obj *am = py_import(S, py_intern(S, "torch.autograd.anomaly_mode"));
    if (!am)
        return -1;
    static const char *const am_names[][2] = {{"detect_anomaly", "a"}, {"set_detect_anomaly", "a"},
                                             {"is_anomaly_enabled", "t"}, {"is_anomaly_check_nan_enabled", "t"},
                                             {"set_anomaly_enabled", "t"}, {NULL, NULL}};
    rg = py_module_add(S, m, "anomaly_mode", am);
    for (int i = 0; rg == 0 && am_names[i][0]; i++) {
        py_Obj *v = py_getattr_str(S, am, am_names[i][0]);
        rg = v ? py_module_add(S, am_names[i][1][0] == 'a' ? m : nn_state(S)->module_torch, am_names[i][0], v) : -1;
        py_xdecref(S, v);
    }
    py_decref(S, am);
    if (rg < 0)
        return -1;
    py_Obj *gr = py_import(S, py_intern(S, "torch.autograd.graph"));
    rg = gr ? py_module_add(S, m, "graph", gr) : -1;
    py_xdecref(S, gr);
    if (rg < 0)
        return -1;
    if (py_module_add_type(S, m, &nn_type_Node) < 0)
        return -1;
    /* torch.autograd.Function (Python source over nn_autograd_fn.c) */
    py_Obj *fm = py_import(S, py_intern(S, "torch.autograd.function"));
    if (!fm)
        return -1;
    py_Obj *fcls = py_getattr_str(S, fm, "Function");
    int r = fcls ? py_module_add(S, m, "Function", fcls) : -1;
    if (r == 0)
        r = py_module_add(S, m, "function", fm);
    py_xdecref(S, fcls);
    py_decref(S, fm);
    if (r == 0) { /* torch.autograd.Variable (legacy constructor, Python source) */
        py_Obj *vm = py_import(S, py_intern(S, "torch.autograd.variable"));
        py_Obj *v = vm ? py_getattr_str(S, vm, "Variable") : NULL;
        r = v ? py_module_add(S, m, "Variable", v) : -1;
        if (r == 0)
            r = py_module_add(S, m, "variable", vm);
        py_xdecref(S, v);
        py_xdecref(S, vm);
    }
    return r;
}

static const py_ModuleDef autograd_def = {"torch.autograd", autograd_funcs, autograd_mod_init};

/* torch.autograd.graph: the Node base class of grad_fn objects. */
static int graph_mod_init(py_State *S, py_Obj *m) { return py_module_add_type(S, m, &nn_type_Node); }
static const py_MethodDef graph_funcs[] = {{NULL, NULL, 0}};
static const py_ModuleDef graph_def = {"torch.autograd.graph", graph_funcs, graph_mod_init};

int nn_autograd_init(py_State *S, py_Obj *torch)
{
    if (py_type_ready(S, &nn_type_Node) < 0 || py_type_ready(S, &tensor_handle_type) < 0 ||
        nn_autograd_fn_init(S) < 0)
        return -1;
    if (py_module_register(S, &graph_def) < 0)
        return -1;
    return py_module_register(S, &autograd_def);
}
