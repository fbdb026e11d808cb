/* nn_module.h — torch.nn.Module as a native type: the registry API shared by
 * nn_module*.c, nn_hooks.c, nn_container*.c, nn_layers_basic.c, and the C
 * API the scope recorder (core/scope) and the layers/optim engineers use.
 *
 * Layout: a Module instance is an nn_Module (heap subclasses reuse it: the
 * instance dict is the `dict` field, dictoffset = offsetof(nn_Module, dict)).
 * The registry lives where PyTorch keeps it — plain dicts in the instance
 * dict (`_parameters`, `_buffers`, `_modules`, `_non_persistent_buffers_set`)
 * — so Python code that pokes at them sees exactly what PyTorch shows.
 * Bookkeeping that must not show up in `vars(m)` (the source line of each
 * store, the construction line, whether Module.__init__ ran) lives in the C
 * fields after the dict.
 */
#ifndef NN_MODULE_H
#define NN_MODULE_H

#include "nn_torch.h"

typedef struct nn_Module {
    PY_HEAD;
    py_Obj *dict;          /* instance __dict__ (always present after tp_new) */
    py_Obj *lines;         /* side table: dict str name -> int line of the last store (or NULL) */
    int ctor_line;         /* py_current_line at construction */
    bool init_called;      /* Module.__init__ ran */
} nn_Module;

static inline bool nn_is_module(py_Obj *o) { return (o->type->flags & NN_TPFLAG_MODULE) != 0; }

/* Interned names used by these files, kept (borrowed) in nn_State.module_ids. */
#define NN_MIDS(X) \
    X(_forward_hooks) X(_forward_pre_hooks) X(_backward_hooks) X(_backward_pre_hooks) \
    X(_forward_hooks_with_kwargs) X(_forward_hooks_always_called) X(_forward_pre_hooks_with_kwargs) \
    X(_is_full_backward_hook) X(_state_dict_hooks) X(_state_dict_pre_hooks) \
    X(_load_state_dict_pre_hooks) X(_load_state_dict_post_hooks) X(_metadata) X(version) \
    X(_version) X(data) X(grad) X(_get_name) X(call_super_init) X(requires_grad_) \
    X(detach) X(train) X(reset_parameters) X(in_features) X(out_features) X(weight) X(bias) \
    X(inplace) X(num_batches_tracked) X(get_extra_state) X(set_extra_state) X(_extra_state) \
    X(remove) X(id) X(hooks_dict_ref) X(extra_dict_ref) X(grad_fn) X(register_hook) \
    X(state_dict) X(_load_from_state_dict) X(_apply) X(is_floating_point) X(is_complex) \
    X(to) X(shape) X(_global_forward_hooks) X(_global_forward_pre_hooks) \
    X(_global_forward_hooks_with_kwargs) X(_global_forward_hooks_always_called)
enum {
#define NN_MID_ENUM(n) NID_##n,
    NN_MIDS(NN_MID_ENUM)
#undef NN_MID_ENUM
    NID__COUNT
};
#define NID(S, n) (nn_state(S)->module_ids[NID_##n])
/* Fill nn_State.module_ids (called once by nn_register_module). */
int nn_module_ids_init(py_State *S);

/* ------------------------------------------------------------ scope hook */

/* Where a value landed (or was before). */
typedef enum nn_Store {
    NN_STORE_NONE = 0,        /* absent */
    NN_STORE_PARAMETERS,      /* _parameters */
    NN_STORE_BUFFERS,         /* _buffers, persistent */
    NN_STORE_BUFFERS_NP,      /* _buffers, in _non_persistent_buffers_set */
    NN_STORE_MODULES,         /* _modules */
    NN_STORE_DICT             /* the instance __dict__ */
} nn_Store;

/* Which check of Module.__setattr__ (or which registry call) decided a
 * store, or refused it. */
typedef enum nn_Why {
    NN_WHY_PARAMETER = 0,     /* the value is a Parameter → _parameters */
    NN_WHY_PARAMETER_SLOT,    /* the name is already in _parameters (None, or a refused value) */
    NN_WHY_MODULE,            /* the value is a Module → _modules */
    NN_WHY_MODULE_SLOT,       /* the name is already in _modules */
    NN_WHY_BUFFER,            /* the value is a torch.nn.Buffer → _buffers */
    NN_WHY_BUFFER_SLOT,       /* the name is already in _buffers: it stays a buffer */
    NN_WHY_PLAIN,             /* none of these → __dict__ */
    NN_WHY_REGISTER_PARAMETER,/* register_parameter() called by the program or a library */
    NN_WHY_REGISTER_BUFFER,   /* register_buffer() */
    NN_WHY_ADD_MODULE,        /* add_module() / register_module() */
    NN_WHY_DELETE             /* del self.x (Module.__delattr__) */
} nn_Why;

/* Recorder callbacks. nn_State->scope points at one of these when a scope
 * recorder is active (NULL otherwise). Every callback is optional. Objects
 * are borrowed; callbacks must not raise (they return nothing). */
typedef struct nn_ScopeHooks {
    void *ud;
    /* A store decision of Module.__setattr__, __delattr__, register_buffer, register_parameter, add_module:
     * value NULL for a deletion; store NN_STORE_NONE for a deletion too. */
    void (*on_store)(void *ud, py_State *S, py_Obj *module, py_Obj *name, nn_Store store,
                     py_Obj *value, nn_Store previous, int line, nn_Why why);
    /* A store refused with an exception (already set: the TypeError of a
     * plain tensor put into a parameter slot, the AttributeError before
     * Module.__init__()): store = the registry the check pointed at. */
    void (*on_store_error)(void *ud, py_State *S, py_Obj *module, py_Obj *name, nn_Store store,
                           nn_Store previous, nn_Why why);
    /* Module.to()/.double()/.float()/.half()/.cuda()/... finished on module
     * (method: its name). */
    void (*on_apply)(void *ud, py_State *S, py_Obj *module, const char *method);
    /* A module call: via 0 = __call__, 1 = m.forward() is not observable
     * (plain method); depth = nesting of __call__s. Called before forward. */
    void (*on_call)(void *ud, py_State *S, py_Obj *module, int depth, int line);
    /* A hook firing: kind 0 forward_pre, 1 forward, 2 backward, 3 backward_pre. */
    void (*on_hook)(void *ud, py_State *S, py_Obj *module, int kind, py_Obj *hook);
    /* A Module instance was allocated (Module.__new__), before __init__ runs. */
    void (*on_new)(void *ud, py_State *S, py_Obj *module);
    /* `module.forward` was looked up through Module.__getattribute__ (an
     * interned 'forward': m.forward(x) in user code; m(x) looks it up too,
     * right after its on_call). */
    void (*on_forward)(void *ud, py_State *S, py_Obj *module);
    /* Tensor.backward() is about to run on `tensor`. */
    void (*on_backward)(void *ud, py_State *S, py_Obj *tensor);
    /* A tensor-library error is becoming a Python exception (its text). */
    void (*on_tensor_error)(void *ud, py_State *S, const char *message);
} nn_ScopeHooks;

/* ------------------------------------------------------------ registry API */

/* Borrowed registry dicts of a module (NULL, no exception, when absent —
 * e.g. Module.__init__ not called). */
py_Obj *nn_module_params(py_State *S, py_Obj *m);
py_Obj *nn_module_buffers(py_State *S, py_Obj *m);
py_Obj *nn_module_children(py_State *S, py_Obj *m);
py_Obj *nn_module_np_set(py_State *S, py_Obj *m);

/* Where `name` currently lives in module m (NN_STORE_NONE if nowhere). */
nn_Store nn_module_store_of(py_State *S, py_Obj *m, py_Obj *name);
/* Line of the last store of `name` (0 when unknown). */
int nn_module_store_line(py_State *S, py_Obj *m, py_Obj *name);

/* Module.__init__ on an allocated module (the 17 attributes). */
int nn_module_init_attrs(py_State *S, py_Obj *self);
/* register_parameter / register_buffer / add_module with PyTorch's checks. */
int nn_module_register_parameter(py_State *S, py_Obj *self, py_Obj *name, py_Obj *param);
int nn_module_register_buffer(py_State *S, py_Obj *self, py_Obj *name, py_Obj *tensor, bool persistent);
int nn_module_add_module(py_State *S, py_Obj *self, py_Obj *name, py_Obj *module);

/* Traversals as lists (new references), with PyTorch's order and dedup:
 * lists of (name, obj) tuples. prefix may be NULL (''). */
py_Obj *nn_module_named_modules_list(py_State *S, py_Obj *self, py_Obj *memo, py_Obj *prefix, bool remove_duplicate);
py_Obj *nn_module_named_members_list(py_State *S, py_Obj *self, int which /* 0 params, 1 buffers */,
                                     py_Obj *prefix, bool recurse, bool remove_duplicate);
py_Obj *nn_module_named_children_list(py_State *S, py_Obj *self);

/* torch.typename(o) ('torch.FloatTensor', 'int', 'torch.nn.modules.linear.Linear'). */
py_Obj *nn_typename(py_State *S, py_Obj *o);
/* _addindent(s, n) of torch.nn.modules.module. */
py_Obj *nn_addindent(py_State *S, py_Obj *s, int n);
/* The generic Module.__repr__. */
py_Obj *nn_module_repr(py_State *S, py_Obj *self);

/* The 'generator' object the traversals return: yields the items of a list
 * computed lazily on the first next() by fn(S, self, ctx). */
typedef py_Obj *(*nn_LazyListFn)(py_State *S, py_Obj *self, py_Obj *a, py_Obj *b, int flags);
py_Obj *nn_lazy_gen_new(py_State *S, nn_LazyListFn fn, py_Obj *self, py_Obj *a, py_Obj *b, int flags,
                        int project /* -1 whole item, 0/1: item[k] */);

/* Hooks and calls (nn_hooks.c). */
py_Obj *nn_module_call(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
extern const py_MethodDef nn_module_hook_methods[];
/* Functions of torch.nn.modules.module: register_module_forward_pre_hook / register_module_forward_hook
 * (global hooks kept in Module._global_forward_pre_hooks / _global_forward_hooks). */
extern const py_MethodDef nn_module_global_hook_funcs[];
extern py_Type nn_type_RemovableHandle;
int nn_hooks_init(py_State *S);

/* state_dict / load_state_dict / _apply family (nn_module_state.c). */
extern const py_MethodDef nn_module_state_methods[];

/* torch.save / torch.load (nn_module_save.c): registers torch._serial_native
 * (torch.serialization, save and load come from torch._lazy on first use). */
int nn_serial_register(py_State *S);

/* Layers (nn_layers_basic.c). */
int nn_layers_basic_init(py_State *S, py_Obj *torch_nn);

#endif
