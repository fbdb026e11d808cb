/* nn_ext.c — the torch layer's extension of the interpreter (nn_torch_ext,
 * see py_ExtDef in py.h): creates the per-interpreter torch state (tensor context bound to the interpreter's
 * heap and operation budget, default generator seeded as PyTorch seeds it at
 * start-up), registers the torch modules, and holds the small argument
 * conversion helpers shared by the glue. */
#include <math.h>
#include <string.h>

#include "nn_glue.h"
#include "nn_torch_util.h"
#include "nn_module.h"

/* PyTorch's default_generator initial seed (c10 default_rng_seed_val). */
#define NN_DEFAULT_SEED 67280421310721ull

nn_State *nn_state(py_State *S) { return (nn_State *)S->ext->torch; }

/* Warnings raised inside the tensor library become Python UserWarnings. */
static void on_event(ts_Ctx *c, ts_Event ev, void *a, void *b, void *ud)
{
    (void)c; (void)b;
    py_State *S = ud;
    if (ev == TS_EV_WARN && !S->exc)
        py_warn(S, PY_T(UserWarning), (const char *)a);
}

static int torch_init(py_State *S)
{
    nn_Glue *g = py_malloc(S, sizeof *g);
    if (!g)
        return -1;
    S->ext->torch = g;
    nn_State *st = &g->st;
    ts_ctx_init(&st->ctx, &S->heap);
    (void)ts_ctx_pool_init(&st->ctx); /* optional block cache: runs without it */
    st->ctx.ops = &S->ops;
    st->ctx.ops_limit = S->limits.op_budget;
    st->ctx.on_event = on_event;
    st->ctx.event_ud = S;
    ts_gen_seed(&st->gen, NN_DEFAULT_SEED);
    ts_print_opts_default(&st->print);
    st->default_dtype = TS_FLOAT32;
    st->next_handle_id = 0;
    if (nn_register_torch(S) < 0)
        return -1;
    if (nn_register_module(S) < 0)
        return -1;
    if (nn_register_layers(S) < 0)
        return -1;
    return 0;
}

static void torch_fini(py_State *S)
{
    nn_Glue *g = S->ext ? S->ext->torch : NULL;
    if (!g)
        return;
    for (int i = 0; i < TS_NDTYPES; i++)
        py_xdecref(S, g->st.dtypes[i]);
    py_xdecref(S, g->st.module_torch);
    py_xdecref(S, g->default_gen);
    py_xdecref(S, g->node_types);
    py_xdecref(S, g->cpu_device);
    ts_ctx_fini(&g->st.ctx);
    S->ext->torch = NULL;
    py_free(S, g, sizeof *g);
}

/* core/nn/lib/NAME.py, embedded by the build (cmake/embed.cmake). */
extern const py_FrozenModule nn_frozen_modules[];

const py_ExtDef nn_torch_ext = { "torch", torch_init, torch_fini, nn_frozen_modules };

/* ------------------------------------------------------------ errors */

py_Obj *nn_raise_status(py_State *S, nb_Status st)
{
    nn_State *ns = nn_state(S);
    if (st == NB_EBUDGET) {
        if (py_charge(S, 0) < 0)
            return NULL;
        return py_err_setstr(S, PY_T(BudgetExceeded), "operation budget exceeded");
    }
    if (st == NB_ENOMEM && ns->ctx.err_kind == TS_ERR_NONE)
        return py_err_nomemory(S);
    py_Type *t = PY_T(RuntimeError);
    switch (ns->ctx.err_kind) {
    case TS_ERR_INDEX: t = PY_T(IndexError); break;
    case TS_ERR_TYPE: t = PY_T(TypeError); break;
    case TS_ERR_VALUE: t = PY_T(ValueError); break;
    case TS_ERR_NOTIMPL: t = PY_T(NotImplementedError); break;
    default: break;
    }
    ns->ctx.err_kind = TS_ERR_NONE;
    if (S->ext->scope && ns->scope) {
        nn_ScopeHooks *h = ns->scope;
        if (h->on_tensor_error)
            h->on_tensor_error(h->ud, S, ns->ctx.err);
    }
    return py_err_setstr(S, t, ns->ctx.err);
}

/* ------------------------------------------------------------ arguments */

bool nn_is_number(py_Obj *o)
{
    return o->type == PY_T(float) || o->type == PY_T(bool) || py_isinstance_type(o, PY_T(int)) ||
           py_isinstance_type(o, PY_T(float));
}

py_Obj *nn_scalar_obj(py_State *S, ts_Scalar s)
{
    if (s.type == TS_BOOL)
        return PY_BOOL(S, s.v.b);
    if (s.type == TS_INT64)
        return py_int_from_i64(S, s.v.i);
    return py_float_new(S, s.v.d);
}

int nn_arg_scalar(py_State *S, py_Obj *o, const char *what, ts_Scalar *out)
{
    if (o->type == PY_T(bool)) {
        *out = ts_sc_b(o == S->True);
        return 0;
    }
    if (py_isinstance_type(o, PY_T(int))) {
        int64_t v;
        if (py_as_int64(S, o, &v) < 0)
            return -1;
        *out = ts_sc_i(v);
        return 0;
    }
    if (py_isinstance_type(o, PY_T(float))) {
        *out = ts_sc_f(py_float_val(o));
        return 0;
    }
    if (nn_is_tensor(o) && ts_numel(NN_T(o)) == 1) {
        NN_TRYI(S, ts_item(NN_CTX(S), NN_T(o), out));
        return 0;
    }
    py_err_format(S, PY_T(TypeError), "%s must be a Number, not %T", what, o);
    return -1;
}

int nn_arg_int(py_State *S, py_Obj *o, const char *what, int64_t *out)
{
    if (py_isinstance_type(o, PY_T(int)))
        return py_as_int64(S, o, out);
    if (nn_is_tensor(o) && ts_numel(NN_T(o)) == 1 && !ts_dtype_is_float(NN_T(o)->dtype)) {
        ts_Scalar s;
        NN_TRYI(S, ts_item(NN_CTX(S), NN_T(o), &s));
        *out = ts_sc_to_i(s);
        return 0;
    }
    py_err_format(S, PY_T(TypeError), "%s must be int, not %T", what, o);
    return -1;
}

int nn_arg_double(py_State *S, py_Obj *o, const char *what, double *out)
{
    if (py_isinstance_type(o, PY_T(float))) {
        *out = py_float_val(o);
        return 0;
    }
    if (py_isinstance_type(o, PY_T(int)))
        return py_as_double(S, o, out);
    if (nn_is_tensor(o) && ts_numel(NN_T(o)) == 1) {
        ts_Scalar s;
        NN_TRYI(S, ts_item(NN_CTX(S), NN_T(o), &s));
        *out = ts_sc_to_f(s);
        return 0;
    }
    py_err_format(S, PY_T(TypeError), "%s must be float, not %T", what, o);
    return -1;
}

int nn_arg_bool(py_State *S, py_Obj *o, const char *what, bool *out)
{
    if (o->type == PY_T(bool)) {
        *out = o == S->True;
        return 0;
    }
    if (py_isinstance_type(o, PY_T(int))) {
        *out = py_int_sign(o) != 0;
        return 0;
    }
    py_err_format(S, PY_T(TypeError), "%s must be bool, not %T", what, o);
    return -1;
}

int nn_arg_dtype(py_State *S, py_Obj *o, int *dt)
{
    if (!o || o == S->None) {
        *dt = TS_NODTYPE;
        return 0;
    }
    return nn_dtype_from_obj(S, o, dt);
}

/* PyTorch's parameter name of an int-list argument, for messages. */
static const char *size_arg_name(const char *fname, bool dims)
{
    if (strcmp(fname, "reshape") == 0)
        return "shape";
    if (strcmp(fname, "repeat") == 0)
        return "repeats";
    if (strcmp(fname, "permute") == 0 || strcmp(fname, "flip") == 0 || strcmp(fname, "tile") == 0)
        return "dims";
    return dims ? "dim" : "size";
}

/* One size element: an int (or int tensor). */
static int size_item(py_State *S, py_Obj *o, const char *fname, const char *arg, py_ssize pos, int64_t *out)
{
    if (py_isinstance_type(o, PY_T(int)) && o->type != PY_T(bool))
        return py_as_int64(S, o, out);
    if (nn_is_tensor(o) && NN_T(o)->ndim == 0 && !ts_dtype_is_float(NN_T(o)->dtype))
        return nn_arg_int(S, o, "size", out);
    if (pos > 0)   /* PyTorch's parser: the first element decides the overload, later ones fail to unpack */
        py_err_format(S, PY_T(TypeError),
                      "%s(): argument '%s' failed to unpack the object at pos %zd with error \"type must be tuple of "
                      "ints,but got %T\"", fname, arg, pos + 1, o);
    else
        py_err_format(S, PY_T(TypeError),
                      "%s(): argument '%s' (position 1) must be tuple of ints, but found element of type %T at pos 0",
                      fname, arg, o);
    return -1;
}

static int shape_parse(py_State *S, py_Obj *const *args, py_ssize n, const char *fname, const char *arg, int *ndim,
                       int64_t *shape)
{
    py_Obj *seq = NULL;
    if (n == 1 && (args[0]->type->flags & (PY_TPFLAG_TUPLE_SUB | PY_TPFLAG_LIST_SUB)))
        seq = args[0];
    py_ssize len = seq ? py_len(S, seq) : n;
    if (len > TS_MAXDIM) {
        py_err_format(S, PY_T(RuntimeError), "tensors with more than %d dimensions are not supported", TS_MAXDIM);
        return -1;
    }
    for (py_ssize i = 0; i < len; i++) {
        py_Obj *it = seq ? ((seq->type->flags & PY_TPFLAG_TUPLE_SUB) ? py_tuple_getB(seq, i) : py_list_getB(seq, i))
                         : args[i];
        if (size_item(S, it, fname, arg, i, &shape[i]) < 0)
            return -1;
    }
    *ndim = (int)len;
    return 0;
}

int nn_arg_shape(py_State *S, py_Obj *const *args, py_ssize n, const char *fname, int *ndim, int64_t *shape)
{
    return shape_parse(S, args, n, fname, size_arg_name(fname, false), ndim, shape);
}

int nn_arg_dims(py_State *S, py_Obj *o, const char *fname, int *ndim, int64_t *dims)
{
    if (py_isinstance_type(o, PY_T(int)) || nn_is_tensor(o)) {
        *ndim = 1;
        return nn_arg_int(S, o, "dim", dims);
    }
    if (o->type->flags & (PY_TPFLAG_TUPLE_SUB | PY_TPFLAG_LIST_SUB))
        return shape_parse(S, &o, 1, fname, size_arg_name(fname, true), ndim, dims);
    py_err_format(S, PY_T(TypeError), "%s(): argument 'dim' must be tuple of ints, not %T", fname, o);
    return -1;
}

int nn_arg_device(py_State *S, py_Obj *o)
{
    const char *s = NULL;
    if (!o || o == S->None)
        return 0;
    if (py_isinstance_type(o, &nn_type_device))
        s = ((nn_Device *)o)->type;
    else if (py_isinstance_type(o, PY_T(str))) {
        char type[16];
        int index;
        if (nn_device_parse(S, py_str_utf8(o), type, &index) < 0)   /* c10::Device's string rules */
            return -1;
        s = py_str_utf8(o);
    } else if (py_isinstance_type(o, PY_T(int))) {
        py_err_setstr(S, PY_T(RuntimeError), py_int_sign(o) < 0 ? "Device index must not be negative"
                                                               : "Cannot access accelerator device when none is available.");
        return -1;
    } else {
        py_err_format(S, PY_T(TypeError), "to() received an invalid combination of arguments - got (%T)", o);
        return -1;
    }
    if (strcmp(s, "cpu") == 0 || strncmp(s, "cpu:", 4) == 0)
        return 0;
    if (strncmp(s, "cuda", 4) == 0) {
        py_err_setstr(S, PY_T(AssertionError), "Torch not compiled with CUDA enabled");
        return -1;
    }
    if (strncmp(s, "mps", 3) == 0) {
        py_err_setstr(S, PY_T(RuntimeError), "PyTorch is not linked with support for mps devices");
        return -1;
    }
    py_err_format(S, PY_T(RuntimeError),
                  "Expected one of cpu, cuda, ipu, xpu, mkldnn, opengl, opencl, ideep, hip, ve, fpga, maia, xla, "
                  "lazy, vulkan, mps, meta, hpu, mtia, privateuseone device type at start of device string: %s", s);
    return -1;
}

ts_Tensor *nn_operand(py_State *S, py_Obj *o)
{
    ts_Tensor *t;
    if (nn_as_tensor_operand(S, o, "other", &t) < 0)
        return NULL;
    return t;
}

int nn_as_tensor_operand(py_State *S, py_Obj *o, const char *what, ts_Tensor **out)
{
    if (nn_is_tensor(o)) {
        ts_retain(NN_T(o));
        *out = NN_T(o);
        return 0;
    }
    if (nn_is_number(o)) {
        ts_Scalar s;
        if (nn_arg_scalar(S, o, what, &s) < 0)
            return -1;
        NN_TRYI(S, ts_scalar_tensor(NN_CTX(S), s, TS_NODTYPE, true, out));
        return 0;
    }
    py_err_format(S, PY_T(TypeError), "%s must be Tensor, not %T", what, o);
    return -1;
}
