/* nn_torch.h — the contract between the parts of core/nn (the `torch`
 * package as native types of the interpreter).
 *
 *   nn_tensor*.c, nn_torch*.c   `torch`: Tensor/Parameter/Buffer types, dtype,
 *                               Size, Generator, device, grad modes, torch.*
 *                               functions, torch.autograd  (the "glue")
 *   nn_module*.c                torch.nn.Module: the registry, traversals,
 *                               state_dict, hooks, repr, _apply, containers
 *   nn_layers*.c, nn_func*.c,   layers, torch.nn.functional, torch.nn.init,
 *   nn_init.c, nn_loss*.c       losses, torch.nn.utils
 *   core/optim/op_*.c           torch.optim, lr_scheduler
 *
 * The plain-C tensor library is core/tensor/ts.h (+ ts_rng.h, ts_print.h);
 * autograd is core/autograd/ag.h. A Python Tensor object owns one reference
 * to its ts_Tensor and is recorded in ts_Tensor.owner, so the same ts_Tensor
 * always surfaces as the same Python object (`x.grad is x.grad`).
 */
#ifndef NN_TORCH_H
#define NN_TORCH_H

#include "py.h"
#include "ts.h"
#include "ts_rng.h"
#include "ts_print.h"

/* Per-interpreter torch state, reached as nn_state(S) (S->ext->torch). */
typedef struct nn_State {
    ts_Ctx ctx;                 /* tensor context: heap, errors, grad mode, budget */
    ts_Gen gen;                 /* the default CPU generator (torch.manual_seed) */
    ts_PrintOpts print;         /* torch.set_printoptions */
    int default_dtype;          /* ts_DType: torch.get_default_dtype() */
    py_Obj *dtypes[TS_NDTYPES]; /* the torch.float32 ... objects */
    py_Obj *module_torch;       /* the `torch` module */
    int64_t next_handle_id;     /* RemovableHandle ids (process-global counter in PyTorch) */
    void *scope;                /* core/scope recorder hooks, NULL when not recording */
    bool ndarray_list_warned;   /* PyTorch warns once per process about lists of ndarrays */
    bool alpha_overload_warned; /* ... and once about add(Number alpha, Tensor other) */
    py_Obj *module_ids[64];     /* interned names used by nn_module*.c (borrowed; see nn_module.h) */
} nn_State;

nn_State *nn_state(py_State *S);

/* Types (static py_Type objects defined by the glue and nn_module*.c). */
extern py_Type nn_type_Tensor;      /* torch.Tensor */
extern py_Type nn_type_Parameter;   /* torch.nn.Parameter (subclass of Tensor) */
extern py_Type nn_type_dtype;       /* torch.dtype */
extern py_Type nn_type_Size;        /* torch.Size (tuple subclass) */
extern py_Type nn_type_Module;      /* torch.nn.Module */

/* The Python object layout of a tensor (Tensor, Parameter, Buffer, and user
 * subclasses; those add a dict slot after it). */
typedef struct nn_TensorObj {
    PY_HEAD;
    py_Obj *dict;               /* attribute dict (tensors accept attributes) */
    ts_Tensor *t;               /* owned reference */
    bool persistent;            /* nn.Buffer(persistent=...) */
} nn_TensorObj;

/* Type flags the torch layer gives meaning to (py.h leaves them free). */
#define NN_TPFLAG_TENSOR PY_TPFLAG_EXT_A   /* torch.Tensor and subclasses */
#define NN_TPFLAG_MODULE PY_TPFLAG_EXT_B   /* torch.nn.Module and subclasses */
static inline bool nn_is_tensor(py_Obj *o) { return (o->type->flags & NN_TPFLAG_TENSOR) != 0; }
bool nn_is_parameter(py_Obj *o);
bool nn_is_buffer(py_Obj *o);
static inline ts_Tensor *nn_tensor_of(py_Obj *o) { return ((nn_TensorObj *)o)->t; }

/* The Python object for a ts_Tensor: the existing one (new reference) if
 * t->owner is set, else a new torch.Tensor. Steals nothing: t is borrowed. */
py_Obj *nn_tensor_wrap(py_State *S, ts_Tensor *t);
/* Like nn_tensor_wrap but takes ownership of the caller's reference to t
 * (the usual case right after a ts_* call returned a new tensor). */
py_Obj *nn_tensor_wrap_steal(py_State *S, ts_Tensor *t);

/* `obj.data = t`: swap the tensor behind obj keeping the Python object (and
 * its Parameter identity); t is borrowed. -1 with an exception on error. */
int nn_tensor_set_data(py_State *S, py_Obj *obj, ts_Tensor *t);

/* Turn a failed ts_* status into the Python exception PyTorch raises
 * (RuntimeError/IndexError/TypeError/ValueError/NotImplementedError with the
 * ctx message; MemoryError; BudgetExceeded). Returns NULL. */
py_Obj *nn_raise_status(py_State *S, nb_Status st);

/* Convert a Python value to a tensor the way torch functions accept
 * operands: tensors as is (new ref to the ts_Tensor), Python bool/int/float
 * as wrapped-number 0-dim tensors. TypeError otherwise, with `what` naming
 * the argument in PyTorch's message. */
int nn_as_tensor_operand(py_State *S, py_Obj *o, const char *what, ts_Tensor **out);

/* numpy interop (nn_numpy.c): the tensor held by a numpy.ndarray (new ref; NULL, no exception, for
 * other objects), Tensor.numpy(), torch.from_numpy(), and a list of ndarrays made one tensor through
 * numpy.array (new ref; NULL without exception when data is not such a list). */
py_Obj *nn_ndarray_tensor(py_State *S, py_Obj *o);
py_Obj *nn_tensor_to_numpy(py_State *S, py_Obj *self);
py_Obj *nn_tensor_from_numpy(py_State *S, py_Obj *a);
py_Obj *nn_ndarray_list(py_State *S, py_Obj *data, bool warn);
bool nn_ndarray_list_first(py_State *S);   /* true the first time only (TORCH_WARN_ONCE) */
extern const char nn_ndarray_list_msg[];

/* dtype objects <-> ts_DType; dtype_from_obj accepts torch.dtype objects and
 * the Python types float/int/bool (as torch does). -1 with TypeError set. */
py_Obj *nn_dtype_obj(py_State *S, int dtype);          /* borrowed */
int nn_dtype_from_obj(py_State *S, py_Obj *o, int *dtype);

/* torch.Size from dims. */
py_Obj *nn_size_new(py_State *S, int ndim, const int64_t *dims);

/* Register the torch modules (torch, torch.nn, torch.nn.functional,
 * torch.nn.init, torch.optim, torch.autograd, torch.utils.hooks, ...).
 * Called from the extension's init (core/nn/nn_ext.c). Each part provides
 * its own registration function, listed here. */
int nn_register_torch(py_State *S);       /* glue */
/* The module-level __getattr__ and __dir__ (PEP 562) of a native torch module whose Python-source
 * attributes torch._lazy imports on first use: torch._lazy.resolve(module, name) and
 * torch._lazy.names(module). NN_LAZY_MODULE(p, "torch.x") defines p_getattr and p_dir;
 * NN_LAZY_MODULE_METHODS(p) lists both in the module's method table. */
py_Obj *nn_lazy_getattr(py_State *S, const char *module, py_Obj *name);
py_Obj *nn_lazy_dir(py_State *S, const char *module);
#define NN_LAZY_MODULE(p, modname)                                                                        \
    static py_Obj *p##_getattr(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw) \
    {                                                                                                     \
        (void)self, (void)kw;                                                                             \
        if (nargs != 1)                                                                                   \
            return py_err_setstr(S, PY_T(TypeError), "__getattr__ expects one argument");                \
        return nn_lazy_getattr(S, modname, args[0]);                                                      \
    }                                                                                                     \
    static py_Obj *p##_dir(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)     \
    {                                                                                                     \
        (void)self, (void)args, (void)nargs, (void)kw;                                                    \
        return nn_lazy_dir(S, modname);                                                                   \
    }
#define NN_LAZY_MODULE_METHODS(p) {"__getattr__", p##_getattr, PY_METH_STATIC}, {"__dir__", p##_dir, PY_METH_STATIC}
int nn_register_module(py_State *S);      /* nn.Module and containers */
int nn_register_layers(py_State *S);      /* layers, functional, init, losses, utils */

/* The torch layer joins the interpreter as an extension: register it
 * (py_ext_register) before the first py_state_new. torch.optim is a
 * separate extension above it (op_optim_ext, op.h), registered after. */
extern const py_ExtDef nn_torch_ext;

#endif
