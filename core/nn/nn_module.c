/* nn_module.c — torch.nn.Module: the native base type, Module.__init__, the
 * attribute registry (__setattr__ / __getattr__ / __delattr__ / __dir__),
 * register_buffer / register_parameter / add_module, the get_* helpers,
 * train/eval/requires_grad_/zero_grad, repr, and module registration.
 * Semantics: PyTorch 2.6 (spec §1–4, §8, §10). Traversals are in
 * nn_module_iter.c, state_dict/_apply in nn_module_state.c, __call__ and
 * hooks in nn_hooks.c. */
#include <string.h>

#include "nn_module.h"
#include "py_builtins.h"

/* ------------------------------------------------------------ helpers */

int nn_module_ids_init(py_State *S)
{
    static const char *const names[] = {
#define NN_MID_STR(n) #n,
        NN_MIDS(NN_MID_STR)
#undef NN_MID_STR
    };
    nn_State *ns = nn_state(S);
    for (int i = 0; i < NID__COUNT; i++)
        if (!(ns->module_ids[i] = py_intern(S, names[i])))
            return -1;
    return 0;
}

static inline py_Obj *mdict(py_Obj *m)
{
    py_Obj **dp = py_obj_dictptr(m);
    return dp ? *dp : NULL;
}

/* Borrowed instance-dict entry, NULL if absent (no exception). */
static py_Obj *dget(py_State *S, py_Obj *m, py_Obj *key)
{
    py_Obj *d = mdict(m);
    if (!d)
        return NULL;
    py_Obj *v = py_dict_getB(S, d, key);
    if (!v && S->exc)
        py_err_clear(S);
    return v;
}

static py_Obj *dget_dict(py_State *S, py_Obj *m, py_Obj *key)
{
    py_Obj *v = dget(S, m, key);
    return v && (v->type->flags & PY_TPFLAG_DICT_SUB) ? v : NULL;
}

py_Obj *nn_module_params(py_State *S, py_Obj *m) { return dget_dict(S, m, S->id._parameters); }
py_Obj *nn_module_buffers(py_State *S, py_Obj *m) { return dget_dict(S, m, S->id._buffers); }
py_Obj *nn_module_children(py_State *S, py_Obj *m) { return dget_dict(S, m, S->id._modules); }
py_Obj *nn_module_np_set(py_State *S, py_Obj *m)
{
    py_Obj *v = dget(S, m, S->id._non_persistent_buffers_set);
    return v && (py_isinstance_type(v, PY_T(set))) ? v : NULL;
}

/* A registry dict, raising PyTorch's AttributeError when it is missing
 * (reading self._modules before Module.__init__ ran). Borrowed. */
static py_Obj *need_dict(py_State *S, py_Obj *m, py_Obj *key)
{
    py_Obj *v = dget_dict(S, m, key);
    if (v)
        return v;
    v = py_getattr(S, m, key);   /* raises the AttributeError (or returns a non-dict) */
    if (!v)
        return NULL;
    py_decref(S, v);
    py_err_format(S, PY_T(TypeError), "'%T' object is not a dict", v);
    return NULL;
}

nn_Store nn_module_store_of(py_State *S, py_Obj *m, py_Obj *name)
{
    py_Obj *d;
    if ((d = nn_module_params(S, m)) && py_dict_getB(S, d, name))
        return NN_STORE_PARAMETERS;
    if ((d = nn_module_buffers(S, m)) && py_dict_getB(S, d, name)) {
        py_Obj *np = nn_module_np_set(S, m);
        return np && py_set_contains(S, np, name) == 1 ? NN_STORE_BUFFERS_NP : NN_STORE_BUFFERS;
    }
    if ((d = nn_module_children(S, m)) && py_dict_getB(S, d, name))
        return NN_STORE_MODULES;
    if ((d = mdict(m)) && py_dict_getB(S, d, name))
        return NN_STORE_DICT;
    if (S->exc)
        py_err_clear(S);
    return NN_STORE_NONE;
}

int nn_module_store_line(py_State *S, py_Obj *m, py_Obj *name)
{
    if (!nn_is_module(m) || !((nn_Module *)m)->lines)
        return 0;
    py_Obj *v = py_dict_getB(S, ((nn_Module *)m)->lines, name);
    return v && py_int_is_small(v) ? (int)py_int_small(v) : 0;
}

/* Record a store decision: the line side table, then the scope hook. The
 * previous store must have been computed by the caller when a hook is set. */
static void record(py_State *S, py_Obj *m, py_Obj *name, nn_Store store, py_Obj *value, nn_Store prev, nn_Why why)
{
    int line = py_current_line(S);
    nn_Module *mo = (nn_Module *)m;
    if (py_obj_dictptr(m) && nn_is_module(m) && (name->type->flags & PY_TPFLAG_STR_SUB)) {
        py_Obj *saved = S->exc ? py_err_fetch(S) : NULL;
        if (!mo->lines)
            mo->lines = py_dict_new(S);
        if (mo->lines) {
            if (value) {
                py_Obj *l = py_int_from_i64(S, line);
                if (l) {
                    py_dict_set(S, mo->lines, name, l);
                    py_decref(S, l);
                }
            } else {
                py_dict_discard(S, mo->lines, name);
            }
        }
        if (S->exc)
            py_err_clear(S);
        if (saved)
            py_err_raise(S, saved);
    }
    nn_ScopeHooks *h = nn_state(S)->scope;
    if (h && h->on_store)
        h->on_store(h->ud, S, m, name, store, value, prev, line, why);
}

/* Tell the recorder that a store was refused (the exception is set); returns -1. */
static int refused(py_State *S, py_Obj *m, py_Obj *name, nn_Store store, nn_Store prev, nn_Why why)
{
    nn_ScopeHooks *h = S->ext->scope ? nn_state(S)->scope : NULL;
    if (h && h->on_store_error && S->exc)
        h->on_store_error(h->ud, S, m, name, store, prev, why);
    return -1;
}

static nn_Store prev_store(py_State *S, py_Obj *m, py_Obj *name)
{
    nn_ScopeHooks *h = nn_state(S)->scope;
    return h && h->on_store ? nn_module_store_of(S, m, name) : NN_STORE_NONE;
}

/* torch.typename(o): legacy tensor type string; otherwise module.qualname read from the
 * object itself (classes, functions: their own __module__/__qualname__), falling back to
 * the type's for plain instances; the module part is dropped for builtins / empty. */
py_Obj *nn_typename(py_State *S, py_Obj *o)
{
    if (nn_is_tensor(o))
        return py_str_from(S, ts_dtype_legacy(nn_tensor_of(o)->dtype));
    py_Obj *mod = py_getattr_opt(S, o, S->id.__module__), *qn = NULL, *r = NULL;
    if (!mod && py_err_occurred(S))
        return NULL;
    qn = py_getattr_opt(S, o, S->id.__qualname__);
    if (!qn && !py_err_occurred(S))
        qn = py_getattr_opt(S, o, S->id.__name__);
    if (!qn) {
        if (py_err_occurred(S))
            goto done;
        py_xdecref(S, mod);
        mod = py_getattr_opt(S, (py_Obj *)o->type, S->id.__module__);
        if (!mod && py_err_occurred(S))
            goto done;
        if (!(qn = py_getattr(S, (py_Obj *)o->type, S->id.__qualname__)))
            goto done;
    }
    if (!py_isinstance_type(qn, PY_T(str)) ||
        (mod && !py_isinstance_type(mod, PY_T(str)))) {   /* odd objects: the type's name */
        r = py_type_qualified_name(S, o->type);
        goto done;
    }
    if (!mod || py_str_nbytes(mod) == 0 || py_str_eq_c(mod, "builtins"))
        r = py_newref(qn);
    else
        r = py_str_fmt(S, "%U.%U", mod, qn);
done:
    py_xdecref(S, mod);
    py_xdecref(S, qn);
    return r;
}

/* KeyError(msg) */
static int key_error(py_State *S, py_Obj *msg)
{
    if (!msg)
        return -1;
    py_Obj *t = py_tuple_pack(S, 1, msg);
    py_decref(S, msg);
    if (!t)
        return -1;
    py_err_set(S, PY_T(KeyError), t);
    py_decref(S, t);
    return -1;
}

static bool str_has_dot(py_Obj *s) { return memchr(py_str_utf8(s), '.', (size_t)py_str_nbytes(s)) != NULL; }

/* hasattr(self, name) and name not in d */
static int exists_elsewhere(py_State *S, py_Obj *self, py_Obj *name, py_Obj *d)
{
    int h = py_hasattr(S, self, name);
    if (h <= 0)
        return h;
    int c = py_dict_contains(S, d, name);
    if (c < 0)
        return -1;
    return !c;
}

/* ------------------------------------------------------------ type slots */

static py_Obj *module_tp_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    nn_Module *m = (nn_Module *)py_type_alloc(S, t);
    if (!m)
        return NULL;
    if (!(m->dict = py_dict_new(S))) {
        py_decref(S, (py_Obj *)m);
        return NULL;
    }
    m->ctor_line = py_current_line(S);
    if (S->ext->scope) {
        nn_ScopeHooks *h = nn_state(S)->scope;
        if (h && h->on_new)
            h->on_new(h->ud, S, (py_Obj *)m);
    }
    return (py_Obj *)m;
}

static void module_dealloc(py_State *S, py_Obj *o)
{
    nn_Module *m = (nn_Module *)o;
    py_xdecref(S, m->dict);
    py_xdecref(S, m->lines);
    py_obj_free(S, o);
}

static int module_traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    nn_Module *m = (nn_Module *)o;
    int r;
    if (m->dict && (r = v(m->dict, arg)))
        return r;
    return m->lines ? v(m->lines, arg) : 0;
}

static void module_clear(py_State *S, py_Obj *o)
{
    nn_Module *m = (nn_Module *)o;
    py_setref(S, &m->dict, NULL);
    py_setref(S, &m->lines, NULL);
}

/* Store the 17 attributes of Module.__init__ (2.6 order) with the plain
 * object setter. */
int nn_module_init_attrs(py_State *S, py_Obj *self)
{
    py_Obj **dp = py_obj_dictptr(self);
    if (!dp)
        return -1;
    if (!*dp && !(*dp = py_dict_new(S)))
        return -1;
    py_Obj *d = *dp;
    struct { py_Obj *name; int kind; } attrs[] = {
        {S->id.training, 0}, {S->id._parameters, 1}, {S->id._buffers, 1},
        {S->id._non_persistent_buffers_set, 2}, {NID(S, _backward_pre_hooks), 3},
        {NID(S, _backward_hooks), 3}, {NID(S, _is_full_backward_hook), 4},
        {NID(S, _forward_hooks), 3}, {NID(S, _forward_hooks_with_kwargs), 3},
        {NID(S, _forward_hooks_always_called), 3}, {NID(S, _forward_pre_hooks), 3},
        {NID(S, _forward_pre_hooks_with_kwargs), 3}, {NID(S, _state_dict_hooks), 3},
        {NID(S, _state_dict_pre_hooks), 3}, {NID(S, _load_state_dict_pre_hooks), 3},
        {NID(S, _load_state_dict_post_hooks), 3}, {S->id._modules, 1},
    };
    for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
        py_Obj *v;
        switch (attrs[i].kind) {
        case 0: v = py_newref(S->True); break;
        case 1: v = py_dict_new(S); break;
        case 2: v = py_set_new(S, NULL); break;
        case 3: v = py_odict_new(S); break;
        default: v = py_newref(S->None); break;
        }
        if (!v)
            return -1;
        int r = py_dict_set(S, d, attrs[i].name, v);
        py_decref(S, v);
        if (r < 0)
            return -1;
    }
    if (nn_is_module(self))
        ((nn_Module *)self)->init_called = true;
    return 0;
}

/* Module.__init__(self, *args, **kwargs) */
static int module_tp_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *csi = py_getattr(S, self, NID(S, call_super_init));
    if (!csi)
        return -1;
    int super_init = py_truthy(S, csi);
    bool is_false = csi == S->False;
    py_decref(S, csi);
    if (super_init < 0)
        return -1;
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    if (is_false && nkw) {
        py_err_format(S, PY_T(TypeError), "%s.__init__() got an unexpected keyword argument '%U'",
                      self->type->name, py_tuple_getB(kwnames, 0));
        return -1;
    }
    if (is_false && nargs) {
        py_err_format(S, PY_T(TypeError), "%s.__init__() takes 1 positional argument but %zd were given",
                      self->type->name, nargs + 1);
        return -1;
    }
    if (nn_module_init_attrs(S, self) < 0)
        return -1;
    if (super_init) {
        /* super(Module, self).__init__(*args, **kwargs): cooperative inheritance */
        py_Obj *sup = py_call2(S, (py_Obj *)PY_T(super), (py_Obj *)&nn_type_Module, self);
        py_Obj *init = sup ? py_getattr(S, sup, S->id.__init__) : NULL;
        py_xdecref(S, sup);
        py_Obj *r = init ? py_call(S, init, args, nargs, kwnames) : NULL;
        py_xdecref(S, init);
        if (!r)
            return -1;
        py_decref(S, r);
    }
    return 0;
}

/* Registry fallback of attribute lookup (Module.__getattr__). Returns a new
 * reference, or NULL with PyTorch's AttributeError. */
static py_Obj *registry_get(py_State *S, py_Obj *self, py_Obj *name)
{
    py_Obj *d = mdict(self);
    if (d) {
        py_Obj *keys[3] = {S->id._parameters, S->id._buffers, S->id._modules};
        for (int i = 0; i < 3; i++) {
            py_Obj *r = py_dict_getB(S, d, keys[i]);
            if (r && (r->type->flags & PY_TPFLAG_DICT_SUB)) {
                py_Obj *v = py_dict_getB(S, r, name);
                if (v)
                    return py_newref(v);
            }
            if (S->exc)
                return NULL;
        }
    }
    return py_err_format(S, PY_T(AttributeError), "'%s' object has no attribute '%U'", self->type->name, name);
}


/* tp_getattro: object.__getattribute__, then the registries (unless a
 * subclass replaced __getattr__: the heap dispatcher then calls it). */
static py_Obj *module_getattro(py_State *S, py_Obj *o, py_Obj *name)
{
    if (name == S->id.forward && S->ext->scope) {
        nn_ScopeHooks *h = nn_state(S)->scope;
        if (h && h->on_forward)
            h->on_forward(h->ud, S, o);
    }
    py_Obj *r = py_generic_getattr_impl(S, o, name, 1);
    if (r || S->exc)
        return r;
    if (o->type->flags & PY_TPFLAG_HEAPTYPE) {
        py_Obj *ga = py_type_lookup_cached(S, o->type, S->id.__getattr__);
        py_Obj *mine = py_dict_getB(S, nn_type_Module.dict, S->id.__getattr__);
        if (ga != mine)
            return py_err_format(S, PY_T(AttributeError), "'%s' object has no attribute '%U'", o->type->name, name);
    }
    return registry_get(S, o, name);
}

static py_Obj *m_getattr(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "__getattr__", nargs, kwnames, 1, 1) < 0)
        return NULL;
    if (!(args[0]->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(TypeError), "attribute name must be string, not '%T'", args[0]);
    return registry_get(S, self, args[0]);
}

/* Remove name from d (dict or set) if present. */
static int remove_from(py_State *S, py_Obj *d, py_Obj *name)
{
    if (!d)
        return 0;
    if (d->type->flags & PY_TPFLAG_DICT_SUB)
        return py_dict_discard(S, d, name) < 0 ? -1 : 0;
    if (py_isinstance_type(d, PY_T(set)))
        return py_set_discard(S, d, name) < 0 ? -1 : 0;
    return 0;
}

/* Deletion (Module.__delattr__). */
static int module_delattr(py_State *S, py_Obj *self, py_Obj *name)
{
    nn_Store prev = prev_store(S, self, name);
    py_Obj *d;
    int c;
    if ((d = nn_module_params(S, self)) && (c = py_dict_contains(S, d, name)) != 0) {
        if (c < 0 || py_dict_del(S, d, name) < 0)
            return -1;
    } else if ((d = nn_module_buffers(S, self)) && (c = py_dict_contains(S, d, name)) != 0) {
        if (c < 0 || py_dict_del(S, d, name) < 0)
            return -1;
        if (remove_from(S, nn_module_np_set(S, self), name) < 0)
            return -1;
    } else if ((d = nn_module_children(S, self)) && (c = py_dict_contains(S, d, name)) != 0) {
        if (c < 0 || py_dict_del(S, d, name) < 0)
            return -1;
    } else if (py_generic_setattr(S, self, name, NULL) < 0) {
        return -1;
    }
    record(S, self, name, NN_STORE_NONE, NULL, prev, NN_WHY_DELETE);
    return 0;
}

static int register_parameter(py_State *S, py_Obj *self, py_Obj *name, py_Obj *param, nn_Why why);
static int register_buffer(py_State *S, py_Obj *self, py_Obj *name, py_Obj *tensor, bool persistent, nn_Why why);

/* tp_setattro: the dispatch of spec §2 (v NULL: delete). */
static int module_setattro(py_State *S, py_Obj *self, py_Obj *name, py_Obj *v)
{
    if (!v)
        return module_delattr(S, self, name);
    if (!(name->type->flags & PY_TPFLAG_STR_SUB)) {
        py_err_format(S, PY_T(TypeError), "attribute name must be string, not '%T'", name);
        return -1;
    }
    py_Obj *P = nn_module_params(S, self);
    nn_Store prev = prev_store(S, self, name);
    nn_Store store;
    nn_Why why;
    if (nn_is_parameter(v)) {
        if (!P) {
            py_err_setstr(S, PY_T(AttributeError), "cannot assign parameters before Module.__init__() call");
            return refused(S, self, name, NN_STORE_PARAMETERS, prev, NN_WHY_PARAMETER);
        }
        if (remove_from(S, mdict(self), name) < 0 || remove_from(S, nn_module_buffers(S, self), name) < 0 ||
            remove_from(S, nn_module_children(S, self), name) < 0 ||
            remove_from(S, nn_module_np_set(S, self), name) < 0)
            return -1;
        return register_parameter(S, self, name, v, NN_WHY_PARAMETER);
    }
    int c = P ? py_dict_contains(S, P, name) : 0;
    if (c < 0)
        return -1;
    if (c) {
        if (v != S->None) {
            py_Obj *tn = nn_typename(S, v);
            if (tn) {
                py_err_format(S, PY_T(TypeError),
                              "cannot assign '%U' as parameter '%U' (torch.nn.Parameter or None expected)", tn, name);
                py_decref(S, tn);
            }
            return refused(S, self, name, NN_STORE_PARAMETERS, prev, NN_WHY_PARAMETER_SLOT);
        }
        return register_parameter(S, self, name, v, NN_WHY_PARAMETER_SLOT);
    }
    py_Obj *M = nn_module_children(S, self);
    if (nn_is_module(v)) {
        if (!M) {
            py_err_setstr(S, PY_T(AttributeError), "cannot assign module before Module.__init__() call");
            return refused(S, self, name, NN_STORE_MODULES, prev, NN_WHY_MODULE);
        }
        if (remove_from(S, mdict(self), name) < 0 || remove_from(S, P, name) < 0 ||
            remove_from(S, nn_module_buffers(S, self), name) < 0 ||
            remove_from(S, nn_module_np_set(S, self), name) < 0)
            return -1;
        if (py_dict_set(S, M, name, v) < 0)
            return -1;
        store = NN_STORE_MODULES;
        why = NN_WHY_MODULE;
        goto done;
    }
    c = M ? py_dict_contains(S, M, name) : 0;
    if (c < 0)
        return -1;
    if (c) {
        if (v != S->None) {
            py_Obj *tn = nn_typename(S, v);
            if (tn) {
                py_err_format(S, PY_T(TypeError),
                              "cannot assign '%U' as child module '%U' (torch.nn.Module or None expected)", tn, name);
                py_decref(S, tn);
            }
            return refused(S, self, name, NN_STORE_MODULES, prev, NN_WHY_MODULE_SLOT);
        }
        if (py_dict_set(S, M, name, v) < 0)
            return -1;
        store = NN_STORE_MODULES;
        why = NN_WHY_MODULE_SLOT;
        goto done;
    }
    py_Obj *B = nn_module_buffers(S, self);
    bool is_buf = nn_is_tensor(v) && nn_is_buffer(v);
    c = !is_buf && B ? py_dict_contains(S, B, name) : 0;
    if (c < 0)
        return -1;
    if (is_buf || c) {
        if (v != S->None && !nn_is_tensor(v)) {
            py_Obj *tn = nn_typename(S, v);
            if (tn) {
                py_err_format(S, PY_T(TypeError),
                              "cannot assign '%U' as buffer '%U' (torch.nn.Buffer, torch.Tensor or None expected)",
                              tn, name);
                py_decref(S, tn);
            }
            return refused(S, self, name, NN_STORE_BUFFERS, prev, NN_WHY_BUFFER_SLOT);
        }
        bool persistent;
        if (is_buf) {
            /* PyTorch reads value.persistent */
            py_Obj *pv = py_getattr_str(S, v, "persistent");
            int t = pv ? py_truthy(S, pv) : -1;
            py_xdecref(S, pv);
            if (t < 0)
                return -1;
            persistent = t;
        } else {
            py_Obj *np = nn_module_np_set(S, self);
            int in = np ? py_set_contains(S, np, name) : 0;
            if (in < 0)
                return -1;
            persistent = !in;
        }
        return register_buffer(S, self, name, v, persistent, is_buf ? NN_WHY_BUFFER : NN_WHY_BUFFER_SLOT);
    }
    if (py_generic_setattr(S, self, name, v) < 0)
        return -1;
    store = NN_STORE_DICT;
    why = NN_WHY_PLAIN;
done:
    record(S, self, name, store, v, prev, why);
    return 0;
}

/* ------------------------------------------------------------ register_* */

int nn_module_register_buffer(py_State *S, py_Obj *self, py_Obj *name, py_Obj *tensor, bool persistent)
{
    return register_buffer(S, self, name, tensor, persistent, NN_WHY_REGISTER_BUFFER);
}

static int register_buffer(py_State *S, py_Obj *self, py_Obj *name, py_Obj *tensor, bool persistent, nn_Why why)
{
    if (!dget(S, self, S->id._buffers)) {
        py_err_setstr(S, PY_T(AttributeError), "cannot assign buffer before Module.__init__() call");
        return (name->type->flags & PY_TPFLAG_STR_SUB) ? refused(S, self, name, NN_STORE_BUFFERS, NN_STORE_NONE, why)
                                                        : -1;
    }
    if (!(name->type->flags & PY_TPFLAG_STR_SUB)) {
        py_Obj *tn = nn_typename(S, name);
        if (tn) {
            py_err_format(S, PY_T(TypeError), "buffer name should be a string. Got %U", tn);
            py_decref(S, tn);
        }
        return -1;
    }
    if (str_has_dot(name))
        return key_error(S, py_str_from(S, "buffer name can't contain \".\""));
    if (py_str_nbytes(name) == 0)
        return key_error(S, py_str_from(S, "buffer name can't be empty string \"\""));
    py_Obj *B = need_dict(S, self, S->id._buffers);
    if (!B)
        return -1;
    int e = exists_elsewhere(S, self, name, B);
    if (e < 0)
        return -1;
    if (e)
        return key_error(S, py_str_fmt(S, "attribute '%U' already exists", name));
    if (tensor != S->None && !nn_is_tensor(tensor)) {
        py_Obj *tn = nn_typename(S, tensor);
        if (tn) {
            py_err_format(S, PY_T(TypeError),
                          "cannot assign '%U' object to buffer '%U' (torch Tensor or None required)", tn, name);
            py_decref(S, tn);
        }
        return -1;
    }
    nn_Store prev = prev_store(S, self, name);
    if (py_dict_set(S, B, name, tensor) < 0)
        return -1;
    py_Obj *np = nn_module_np_set(S, self);
    if (!np) {
        py_Obj *v = py_getattr(S, self, S->id._non_persistent_buffers_set);
        if (!v)
            return -1;
        py_decref(S, v);
        py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute 'add'", v);
        return -1;
    }
    if (persistent ? py_set_discard(S, np, name) < 0 : py_set_add(S, np, name) < 0)
        return -1;
    record(S, self, name, persistent ? NN_STORE_BUFFERS : NN_STORE_BUFFERS_NP, tensor, prev, why);
    return 0;
}

int nn_module_register_parameter(py_State *S, py_Obj *self, py_Obj *name, py_Obj *param)
{
    return register_parameter(S, self, name, param, NN_WHY_REGISTER_PARAMETER);
}

static int register_parameter(py_State *S, py_Obj *self, py_Obj *name, py_Obj *param, nn_Why why)
{
    if (!dget(S, self, S->id._parameters)) {
        py_err_setstr(S, PY_T(AttributeError), "cannot assign parameter before Module.__init__() call");
        return (name->type->flags & PY_TPFLAG_STR_SUB)
                   ? refused(S, self, name, NN_STORE_PARAMETERS, NN_STORE_NONE, why)
                   : -1;
    }
    if (!(name->type->flags & PY_TPFLAG_STR_SUB)) {
        py_Obj *tn = nn_typename(S, name);
        if (tn) {
            py_err_format(S, PY_T(TypeError), "parameter name should be a string. Got %U", tn);
            py_decref(S, tn);
        }
        return -1;
    }
    if (str_has_dot(name))
        return key_error(S, py_str_from(S, "parameter name can't contain \".\""));
    if (py_str_nbytes(name) == 0)
        return key_error(S, py_str_from(S, "parameter name can't be empty string \"\""));
    py_Obj *P = need_dict(S, self, S->id._parameters);
    if (!P)
        return -1;
    int e = exists_elsewhere(S, self, name, P);
    if (e < 0)
        return -1;
    if (e)
        return key_error(S, py_str_fmt(S, "attribute '%U' already exists", name));
    if (param != S->None) {
        if (!nn_is_parameter(param)) {
            py_Obj *tn = nn_typename(S, param);
            if (tn) {
                py_err_format(S, PY_T(TypeError),
                              "cannot assign '%U' object to parameter '%U' (torch.nn.Parameter or None required)", tn,
                              name);
                py_decref(S, tn);
            }
            return -1;
        }
        if (nn_tensor_of(param)->grad_fn) {
            py_err_format(S, PY_T(ValueError),
                          "Cannot assign non-leaf Tensor to parameter '%U'. Model parameters must be created "
                          "explicitly. To express '%U' as a function of another Tensor, compute the value in the "
                          "forward() method.", name, name);
            return -1;
        }
    }
    nn_Store prev = prev_store(S, self, name);
    if (py_dict_set(S, P, name, param) < 0)
        return -1;
    record(S, self, name, NN_STORE_PARAMETERS, param, prev, why);
    return 0;
}

int nn_module_add_module(py_State *S, py_Obj *self, py_Obj *name, py_Obj *module)
{
    if (module != S->None && !nn_is_module(module)) {
        py_Obj *tn = nn_typename(S, module);
        if (tn) {
            py_err_format(S, PY_T(TypeError), "%U is not a Module subclass", tn);
            py_decref(S, tn);
        }
        return -1;
    }
    if (!(name->type->flags & PY_TPFLAG_STR_SUB)) {
        py_Obj *tn = nn_typename(S, name);
        if (tn) {
            py_err_format(S, PY_T(TypeError), "module name should be a string. Got %U", tn);
            py_decref(S, tn);
        }
        return -1;
    }
    int h = py_hasattr(S, self, name);
    if (h < 0)
        return -1;
    if (h) {
        py_Obj *M = need_dict(S, self, S->id._modules);
        if (!M)
            return -1;
        int c = py_dict_contains(S, M, name);
        if (c < 0)
            return -1;
        if (!c)
            return key_error(S, py_str_fmt(S, "attribute '%U' already exists", name));
    }
    if (str_has_dot(name))
        return key_error(S, py_str_fmt(S, "module name can't contain \".\", got: %U", name));
    if (py_str_nbytes(name) == 0)
        return key_error(S, py_str_from(S, "module name can't be empty string \"\""));
    py_Obj *M = need_dict(S, self, S->id._modules);
    if (!M)
        return -1;
    nn_Store prev = prev_store(S, self, name);
    if (py_dict_set(S, M, name, module) < 0)
        return -1;
    record(S, self, name, NN_STORE_MODULES, module, prev, NN_WHY_ADD_MODULE);
    return 0;
}

#define METH(fname) static py_Obj *fname(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, \
                                         py_Obj *kwnames)

METH(m_register_buffer)
{
    py_Obj *a[3];
    if (py_parse_args(S, "Module.register_buffer", args, nargs, kwnames, "name,tensor,|persistent", a) < 0)
        return NULL;
    int p = a[2] ? py_truthy(S, a[2]) : 1;
    if (p < 0 || nn_module_register_buffer(S, self, a[0], a[1], p) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

METH(m_register_parameter)
{
    py_Obj *a[2];
    if (py_parse_args(S, "Module.register_parameter", args, nargs, kwnames, "name,param", a) < 0)
        return NULL;
    if (nn_module_register_parameter(S, self, a[0], a[1]) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

METH(m_add_module)
{
    py_Obj *a[2];
    if (py_parse_args(S, "Module.add_module", args, nargs, kwnames, "name,module", a) < 0)
        return NULL;
    if (nn_module_add_module(S, self, a[0], a[1]) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

METH(m_register_module)
{
    py_Obj *a[2];
    if (py_parse_args(S, "Module.register_module", args, nargs, kwnames, "name,module", a) < 0)
        return NULL;
    if (nn_module_add_module(S, self, a[0], a[1]) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

/* ------------------------------------------------------------ get_* */

static py_Obj *get_name(py_State *S, py_Obj *m)
{
    py_Obj *r = py_call_method(S, m, NID(S, _get_name), NULL, 0, NULL);
    return r;
}

static py_Obj *no_attr(py_State *S, py_Obj *mod, py_Obj *item)
{
    py_Obj *n = get_name(S, mod);
    if (!n)
        return NULL;
    py_err_format(S, PY_T(AttributeError), "%S has no attribute `%U`", n, item);
    py_decref(S, n);
    return NULL;
}

/* Walk `target` (a str, possibly empty) from self; new reference. */
static py_Obj *walk(py_State *S, py_Obj *self, py_Obj *target)
{
    if (!(target->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute 'split'", target);
    if (py_str_nbytes(target) == 0)
        return py_newref(self);
    py_Obj *mod = py_newref(self);
    const char *s = py_str_utf8(target), *end = s + py_str_nbytes(target);
    while (1) {
        const char *dot = memchr(s, '.', (size_t)(end - s));
        const char *e = dot ? dot : end;
        py_Obj *item = py_str_new(S, s, e - s);
        if (!item)
            goto fail;
        int h = py_hasattr(S, mod, item);
        if (h <= 0) {
            if (h == 0)
                no_attr(S, mod, item);
            py_decref(S, item);
            goto fail;
        }
        py_Obj *next = py_getattr(S, mod, item);
        if (!next) {
            py_decref(S, item);
            goto fail;
        }
        py_setref(S, &mod, next);
        if (!nn_is_module(mod)) {
            py_err_format(S, PY_T(AttributeError), "`%U` is not an nn.Module", item);
            py_decref(S, item);
            goto fail;
        }
        py_decref(S, item);
        if (!dot)
            break;
        s = dot + 1;
    }
    return mod;
fail:
    py_decref(S, mod);
    return NULL;
}

METH(m_get_submodule)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Module.get_submodule", args, nargs, kwnames, "target", a) < 0)
        return NULL;
    return walk(S, self, a[0]);
}

/* target.rpartition('.') → module, last name (new refs). */
static py_Obj *split_last(py_State *S, py_Obj *self, py_Obj *target, py_Obj **last)
{
    if (!(target->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute 'rpartition'", target);
    const char *s = py_str_utf8(target);
    py_ssize n = py_str_nbytes(target);
    const char *dot = NULL;
    for (py_ssize i = n - 1; i >= 0; i--)
        if (s[i] == '.') {
            dot = s + i;
            break;
        }
    py_Obj *path = py_str_new(S, s, dot ? dot - s : 0);
    if (!path)
        return NULL;
    py_Obj *mod = walk(S, self, path);
    py_decref(S, path);
    if (!mod)
        return NULL;
    *last = dot ? py_str_new(S, dot + 1, s + n - dot - 1) : py_newref(target);
    if (!*last) {
        py_decref(S, mod);
        return NULL;
    }
    return mod;
}

static py_Obj *get_member(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                          bool buffer)
{
    py_Obj *a[1];
    if (py_parse_args(S, buffer ? "Module.get_buffer" : "Module.get_parameter", args, nargs, kwnames, "target",
                      a) < 0)
        return NULL;
    py_Obj *name = NULL;
    py_Obj *mod = split_last(S, self, a[0], &name);
    if (!mod)
        return NULL;
    py_Obj *r = NULL;
    int h = py_hasattr(S, mod, name);
    if (h == 0)
        no_attr(S, mod, name);
    if (h <= 0)
        goto out;
    r = py_getattr(S, mod, name);
    if (!r)
        goto out;
    if (buffer) {
        py_Obj *B = need_dict(S, mod, S->id._buffers);
        int c = B ? py_dict_contains(S, B, name) : -1;
        if (c <= 0) {
            if (c == 0)
                py_err_format(S, PY_T(AttributeError), "`%U` is not a buffer", name);
            py_setref(S, &r, NULL);
        }
    } else if (!nn_is_tensor(r) || !nn_is_parameter(r)) {
        py_err_format(S, PY_T(AttributeError), "`%U` is not an nn.Parameter", name);
        py_setref(S, &r, NULL);
    }
out:
    py_decref(S, mod);
    py_decref(S, name);
    return r;
}

METH(m_get_parameter) { return get_member(S, self, args, nargs, kwnames, false); }
METH(m_get_buffer) { return get_member(S, self, args, nargs, kwnames, true); }

METH(m_set_submodule)
{
    py_Obj *a[3];
    if (py_parse_args(S, "Module.set_submodule", args, nargs, kwnames, "target,module", a) < 0)
        return NULL;
    if (!(a[0]->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(AttributeError), "'%T' object has no attribute 'split'", a[0]);
    if (py_str_nbytes(a[0]) == 0)
        return py_err_setstr(S, PY_T(ValueError), "Cannot set the submodule without a target name!");
    py_Obj *name = NULL;
    py_Obj *mod = split_last(S, self, a[0], &name);
    if (!mod)
        return NULL;
    int r = py_setattr(S, mod, name, a[1]);
    py_decref(S, mod);
    py_decref(S, name);
    if (r < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

/* ------------------------------------------------------------ misc methods */

METH(m_forward)
{
    py_Obj *n = get_name(S, self);
    if (!n)
        return NULL;
    py_err_format(S, PY_T(NotImplementedError), "Module [%S] is missing the required \"forward\" function", n);
    py_decref(S, n);
    return NULL;
}

METH(m_get_name_m)
{
    if (py_check_nargs(S, "Module._get_name", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return py_str_from(S, self->type->name);
}

METH(m_extra_repr)
{
    if (py_check_nargs(S, "Module.extra_repr", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return py_newref(S->empty_str);
}

/* Module.train(mode=True) */
METH(m_train)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Module.train", args, nargs, kwnames, "|mode", a) < 0)
        return NULL;
    py_Obj *mode = a[0] ? a[0] : S->True;
    if (mode->type != PY_T(bool))
        return py_err_setstr(S, PY_T(ValueError), "training mode is expected to be boolean");
    if (py_setattr(S, self, S->id.training, mode) < 0)
        return NULL;
    py_Obj *kids = nn_module_named_children_list(S, self);
    if (!kids)
        return NULL;
    for (py_ssize i = 0; i < py_list_len(kids); i++) {
        py_Obj *child = py_tuple_getB(py_list_getB(kids, i), 1);
        py_Obj *r = py_call_method(S, child, NID(S, train), &mode, 1, NULL);
        if (!r) {
            py_decref(S, kids);
            return NULL;
        }
        py_decref(S, r);
    }
    py_decref(S, kids);
    return py_newref(self);
}

METH(m_eval)
{
    if (py_check_nargs(S, "Module.eval", nargs, kwnames, 0, 0) < 0)
        return NULL;
    py_Obj *f = S->False;
    return py_call_method(S, self, NID(S, train), &f, 1, NULL);
}

METH(m_requires_grad_)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Module.requires_grad_", args, nargs, kwnames, "|requires_grad", a) < 0)
        return NULL;
    py_Obj *flag = a[0] ? a[0] : S->True;
    py_Obj *ps = nn_module_named_members_list(S, self, 0, NULL, true, true);
    if (!ps)
        return NULL;
    for (py_ssize i = 0; i < py_list_len(ps); i++) {
        py_Obj *p = py_tuple_getB(py_list_getB(ps, i), 1);
        py_Obj *r = py_call_method(S, p, NID(S, requires_grad_), &flag, 1, NULL);
        if (!r) {
            py_decref(S, ps);
            return NULL;
        }
        py_decref(S, r);
    }
    py_decref(S, ps);
    return py_newref(self);
}

METH(m_zero_grad)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Module.zero_grad", args, nargs, kwnames, "|set_to_none", a) < 0)
        return NULL;
    int to_none = a[0] ? py_truthy(S, a[0]) : 1;
    if (to_none < 0)
        return NULL;
    py_Obj *ps = nn_module_named_members_list(S, self, 0, NULL, true, true);
    if (!ps)
        return NULL;
    for (py_ssize i = 0; i < py_list_len(ps); i++) {
        py_Obj *p = py_tuple_getB(py_list_getB(ps, i), 1);
        py_Obj *g = py_getattr(S, p, NID(S, grad));
        if (!g)
            goto fail;
        if (g == S->None) {
            py_decref(S, g);
            continue;
        }
        if (to_none) {
            py_decref(S, g);
            if (py_setattr(S, p, NID(S, grad), S->None) < 0)
                goto fail;
            continue;
        }
        py_Obj *r;
        py_Obj *gf = py_getattr(S, g, NID(S, grad_fn));
        if (!gf) {
            py_decref(S, g);
            goto fail;
        }
        if (gf != S->None) {
            r = py_call_method(S, g, py_intern(S, "detach_"), NULL, 0, NULL);
        } else {
            py_Obj *f = S->False;
            r = py_call_method(S, g, NID(S, requires_grad_), &f, 1, NULL);
        }
        py_decref(S, gf);
        if (r) {
            py_decref(S, r);
            r = py_call_method(S, g, py_intern(S, "zero_"), NULL, 0, NULL);
        }
        py_decref(S, g);
        if (!r)
            goto fail;
        py_decref(S, r);
    }
    py_decref(S, ps);
    PY_RETURN_NONE(S);
fail:
    py_decref(S, ps);
    return NULL;
}

/* __dir__: sorted(dir(type) + vars + params + modules + buffers), dropping
 * keys that start with a digit. */
METH(m_dir)
{
    if (py_check_nargs(S, "Module.__dir__", nargs, kwnames, 0, 0) < 0)
        return NULL;
    py_Obj *dirf = py_dict_getB_str(S, S->builtins, "dir");
    if (!dirf)
        return py_err_setstr(S, PY_T(RuntimeError), "builtins.dir missing");
    py_Obj *keys = py_call1(S, dirf, (py_Obj *)self->type);
    if (!keys)
        return NULL;
    py_Obj *srcs[4] = {mdict(self), NULL, NULL, NULL};
    srcs[1] = need_dict(S, self, S->id._parameters);
    if (srcs[1])
        srcs[2] = need_dict(S, self, S->id._modules);
    if (srcs[2])
        srcs[3] = need_dict(S, self, S->id._buffers);
    if (!srcs[3]) {
        py_decref(S, keys);
        return NULL;
    }
    py_Obj *out = py_list_new(S, 0);
    if (!out) {
        py_decref(S, keys);
        return NULL;
    }
    for (int s = -1; s < 4; s++) {
        py_Obj *src = s < 0 ? keys : srcs[s];
        py_Obj *lst = s < 0 ? py_newref(keys) : py_dict_keys_list(S, src);
        if (!lst)
            goto fail;
        for (py_ssize i = 0; i < py_list_len(lst); i++) {
            py_Obj *k = py_list_getB(lst, i);
            if ((k->type->flags & PY_TPFLAG_STR_SUB) && py_str_nbytes(k) > 0 && py_str_utf8(k)[0] >= '0' &&
                py_str_utf8(k)[0] <= '9')
                continue;
            if (py_list_append(S, out, k) < 0) {
                py_decref(S, lst);
                goto fail;
            }
        }
        py_decref(S, lst);
    }
    py_decref(S, keys);
    if (py_list_sort(S, out, NULL, false) < 0) {
        py_decref(S, out);
        return NULL;
    }
    return out;
fail:
    py_decref(S, keys);
    py_decref(S, out);
    return NULL;
}

/* ------------------------------------------------------------ repr */

py_Obj *nn_addindent(py_State *S, py_Obj *s, int n)
{
    const char *p = py_str_utf8(s);
    size_t len = (size_t)py_str_nbytes(s);
    if (!memchr(p, '\n', len))
        return py_newref(s);
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    for (size_t i = 0; i < len; i++) {
        nb_buf_putc(&b, p[i]);
        if (p[i] == '\n')
            for (int k = 0; k < n; k++)
                nb_buf_putc(&b, ' ');
    }
    py_Obj *r = b.oom ? py_err_nomemory(S) : py_str_new(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

static void buf_str(nb_Buf *b, py_Obj *s) { nb_buf_append(b, py_str_utf8(s), (size_t)py_str_nbytes(s)); }

py_Obj *nn_module_repr(py_State *S, py_Obj *self)
{
    py_Obj *extra = py_call_method(S, self, S->id.extra_repr, NULL, 0, NULL);
    if (!extra)
        return NULL;
    if (!(extra->type->flags & PY_TPFLAG_STR_SUB)) {
        py_decref(S, extra);
        return py_err_setstr(S, PY_T(TypeError), "extra_repr() must return a str");
    }
    py_Obj *M = need_dict(S, self, S->id._modules);
    if (!M) {
        py_decref(S, extra);
        return NULL;
    }
    if (py_enter_recursive(S, " while getting the repr of an object") < 0) {
        py_decref(S, extra);
        return NULL;
    }
    nb_Buf kids;
    nb_buf_init(&kids, &S->heap);
    py_ssize nkids = 0;
    py_Obj *k, *v;
    py_Obj *items = py_list_new(S, 0);
    py_ssize pos = 0;
    while (items && py_dict_next(M, &pos, &k, &v)) {
        py_Obj *t = py_tuple_pack(S, 2, k, v);
        if (!t || py_list_append_steal(S, items, t) < 0)
            py_setref(S, &items, NULL);
    }
    py_Obj *r = NULL;
    if (!items)
        goto out;
    for (py_ssize i = 0; i < py_list_len(items); i++) {
        py_Obj *it = py_list_getB(items, i);
        py_Obj *ms = py_repr(S, py_tuple_getB(it, 1));
        if (!ms)
            goto out;
        py_Obj *ind = nn_addindent(S, ms, 2);
        py_decref(S, ms);
        if (!ind)
            goto out;
        if (nkids++)
            nb_buf_puts(&kids, "\n  ");
        nb_buf_putc(&kids, '(');
        py_Obj *key = py_tuple_getB(it, 0);
        if (key->type->flags & PY_TPFLAG_STR_SUB) {
            buf_str(&kids, key);
        } else {
            py_Obj *ks = py_str(S, key);
            if (!ks) {
                py_decref(S, ind);
                goto out;
            }
            buf_str(&kids, ks);
            py_decref(S, ks);
        }
        nb_buf_puts(&kids, "): ");
        buf_str(&kids, ind);
        py_decref(S, ind);
    }
    py_Obj *name = get_name(S, self);
    if (!name)
        goto out;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    buf_str(&b, name);
    py_decref(S, name);
    nb_buf_putc(&b, '(');
    const char *e = py_str_utf8(extra);
    size_t elen = (size_t)py_str_nbytes(extra);
    bool one_extra = elen && !memchr(e, '\n', elen);
    if (elen || nkids) {
        if (one_extra && !nkids) {
            nb_buf_append(&b, e, elen);
        } else {
            nb_buf_puts(&b, "\n  ");
            for (size_t i = 0; i < elen; i++) {
                nb_buf_putc(&b, e[i]);
                if (e[i] == '\n')
                    nb_buf_puts(&b, "  ");
            }
            if (elen && nkids)
                nb_buf_puts(&b, "\n  ");
            if (nkids)
                nb_buf_append(&b, kids.data, kids.len);
            nb_buf_putc(&b, '\n');
        }
    }
    nb_buf_putc(&b, ')');
    r = b.oom ? py_err_nomemory(S) : py_str_new(S, b.data, (py_ssize)b.len);
    nb_buf_free(&b);
out:
    py_leave_recursive(S);
    nb_buf_free(&kids);
    py_xdecref(S, items);
    py_decref(S, extra);
    return r;
}

METH(m_get_extra_state)
{
    return py_err_setstr(S, PY_T(RuntimeError),
                         "Reached a code path in Module.get_extra_state() that should never be called. Please file "
                         "an issue at https://github.com/pytorch/pytorch/issues/new?template=bug-report.yml to "
                         "report this bug.");
}

METH(m_set_extra_state)
{
    return py_err_setstr(S, PY_T(RuntimeError),
                         "Reached a code path in Module.set_extra_state() that should never be called. Please file "
                         "an issue at https://github.com/pytorch/pytorch/issues/new?template=bug-report.yml to "
                         "report this bug.");
}

METH(m_return_self) { return py_newref(self); }

METH(m_compile) { PY_RETURN_NONE(S); }

/* __getstate__: a copy of the instance dict. */
METH(m_getstate)
{
    py_Obj *d = mdict(self);
    return d ? py_dict_copy(S, d) : py_dict_new(S);
}

/* __setstate__(state): update the instance dict, then add the hook dicts a
 * pickle from an older version would lack. */
METH(m_setstate)
{
    if (py_check_nargs(S, "Module.__setstate__", nargs, kwnames, 1, 1) < 0)
        return NULL;
    py_Obj *d = mdict(self);
    if (!d || py_dict_update(S, d, args[0]) < 0)
        return NULL;
    py_Obj *names[] = {NID(S, _forward_pre_hooks), NID(S, _forward_hooks), NID(S, _forward_hooks_with_kwargs),
                       NID(S, _forward_hooks_always_called), NID(S, _forward_pre_hooks_with_kwargs),
                       NID(S, _state_dict_hooks), NID(S, _state_dict_pre_hooks), NID(S, _load_state_dict_pre_hooks),
                       NID(S, _load_state_dict_post_hooks), NID(S, _backward_pre_hooks)};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (py_dict_getB(S, d, names[i]))
            continue;
        py_Obj *v = py_odict_new(S);
        if (!v || py_dict_set(S, d, names[i], v) < 0) {
            py_xdecref(S, v);
            return NULL;
        }
        py_decref(S, v);
    }
    if (!py_dict_getB(S, d, S->id._non_persistent_buffers_set)) {
        py_Obj *v = py_set_new(S, NULL);
        if (!v || py_dict_set(S, d, S->id._non_persistent_buffers_set, v) < 0) {
            py_xdecref(S, v);
            return NULL;
        }
        py_decref(S, v);
    }
    if (!py_dict_getB(S, d, NID(S, _is_full_backward_hook)) &&
        py_dict_set(S, d, NID(S, _is_full_backward_hook), S->None) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

/* ------------------------------------------------------------ the type */

extern const py_MethodDef nn_module_iter_methods[];

static const py_MethodDef module_methods[] = {
    {"__getattr__", m_getattr, PY_METH_INSTANCE},
    {"__dir__", m_dir, PY_METH_INSTANCE},
    {"forward", m_forward, PY_METH_INSTANCE},
    {"_get_name", m_get_name_m, PY_METH_INSTANCE},
    {"extra_repr", m_extra_repr, PY_METH_INSTANCE},
    {"register_buffer", m_register_buffer, PY_METH_INSTANCE},
    {"register_parameter", m_register_parameter, PY_METH_INSTANCE},
    {"add_module", m_add_module, PY_METH_INSTANCE},
    {"register_module", m_register_module, PY_METH_INSTANCE},
    {"get_submodule", m_get_submodule, PY_METH_INSTANCE},
    {"set_submodule", m_set_submodule, PY_METH_INSTANCE},
    {"get_parameter", m_get_parameter, PY_METH_INSTANCE},
    {"get_buffer", m_get_buffer, PY_METH_INSTANCE},
    {"train", m_train, PY_METH_INSTANCE},
    {"eval", m_eval, PY_METH_INSTANCE},
    {"requires_grad_", m_requires_grad_, PY_METH_INSTANCE},
    {"zero_grad", m_zero_grad, PY_METH_INSTANCE},
    {"get_extra_state", m_get_extra_state, PY_METH_INSTANCE},
    {"set_extra_state", m_set_extra_state, PY_METH_INSTANCE},
    {"share_memory", m_return_self, PY_METH_INSTANCE},
    {"compile", m_compile, PY_METH_INSTANCE},
    {"__getstate__", m_getstate, PY_METH_INSTANCE},
    {"__setstate__", m_setstate, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

py_Type nn_type_Module = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "Module",
    .module = "torch.nn.modules.module",
    .basicsize = sizeof(nn_Module),
    .flags = PY_TPFLAG_GC | PY_TPFLAG_BASETYPE | NN_TPFLAG_MODULE | PY_TPFLAG_FUNC_REPR,
    .dictoffset = offsetof(nn_Module, dict),
    .methods = module_methods,
    .dealloc = module_dealloc,
    .traverse = module_traverse,
    .clear = module_clear,
    .tp_new = module_tp_new,
    .tp_init = module_tp_init,
    .repr = nn_module_repr,
    .getattro = module_getattro,
    .setattro = module_setattro,
    .call = nn_module_call,
};

/* Add a NULL-terminated method table to a ready type's dict. */
static int add_methods(py_State *S, py_Type *t, const py_MethodDef *defs)
{
    for (const py_MethodDef *m = defs; m->name; m++) {
        py_Obj *v = py_method_descr_new(S, t, m);
        if (!v)
            return -1;
        int r = py_dict_set_str(S, t->dict, m->name, v);
        py_decref(S, v);
        if (r < 0)
            return -1;
    }
    py_type_invalidate_caches(S);
    return 0;
}

/* Ready nn.Module: extra method tables and class attributes. */
static int module_type_ready(py_State *S)
{
    if (nn_type_Module.mro && py_dict_getB_str(S, nn_type_Module.dict, "dump_patches"))
        return 0;
    if (py_type_ready(S, &nn_type_Module) < 0)
        return -1;
    py_Type *t = &nn_type_Module;
    if (add_methods(S, t, nn_module_iter_methods) < 0 || add_methods(S, t, nn_module_state_methods) < 0 ||
        add_methods(S, t, nn_module_hook_methods) < 0)
        return -1;
    py_Obj *one = py_int_from_i64(S, 1);
    if (!one)
        return -1;
    py_Obj *tv = NULL;
    py_Obj *typing = py_import(S, py_intern(S, "typing"));
    py_Obj *TV = typing ? py_getattr_str(S, typing, "TypeVar") : NULL;
    py_xdecref(S, typing);
    if (TV) {
        py_Obj *nm = py_str_from(S, "T_destination");
        tv = nm ? py_call1(S, TV, nm) : NULL;
        py_xdecref(S, nm);
        py_decref(S, TV);
    }
    if (!tv) {
        py_err_clear(S);
        tv = py_str_from(S, "~T_destination");
        if (!tv) {
            py_decref(S, one);
            return -1;
        }
    }
    int rtv = py_dict_set_str(S, t->dict, "T_destination", tv);
    py_decref(S, tv);
    if (rtv < 0) {
        py_decref(S, one);
        return -1;
    }
    int r = py_dict_set_str(S, t->dict, "dump_patches", S->False) < 0 ||
            py_dict_set_str(S, t->dict, "_version", one) < 0 ||
            py_dict_set_str(S, t->dict, "call_super_init", S->False) < 0 ||
            py_dict_set_str(S, t->dict, "_compiled_call_impl", S->None) < 0;
    py_Obj *gnames[4] = {NID(S, _global_forward_pre_hooks), NID(S, _global_forward_hooks),
                         NID(S, _global_forward_hooks_with_kwargs), NID(S, _global_forward_hooks_always_called)};
    for (int i = 0; r == 0 && i < 4; i++) {
        py_Obj *od = py_odict_new(S);
        r = !od || py_dict_set(S, t->dict, gnames[i], od) < 0;
        py_xdecref(S, od);
    }
    py_decref(S, one);
    py_type_invalidate_caches(S);
    return r ? -1 : 0;
}

/* ------------------------------------------------------------ registration */

static int init_module_module(py_State *S, py_Obj *m)
{
    if (module_type_ready(S) < 0)
        return -1;
    if (py_module_add(S, m, "_global_forward_pre_hooks",
                      py_dict_getB(S, nn_type_Module.dict, NID(S, _global_forward_pre_hooks))) < 0 ||
        py_module_add(S, m, "_global_forward_hooks",
                      py_dict_getB(S, nn_type_Module.dict, NID(S, _global_forward_hooks))) < 0 ||
        py_module_add(S, m, "_global_forward_hooks_with_kwargs",
                      py_dict_getB(S, nn_type_Module.dict, NID(S, _global_forward_hooks_with_kwargs))) < 0 ||
        py_module_add(S, m, "_global_forward_hooks_always_called",
                      py_dict_getB(S, nn_type_Module.dict, NID(S, _global_forward_hooks_always_called))) < 0)
        return -1;
    /* zero_grad as a Python function wrapping the native one */
    py_Obj *native = py_dict_getB_str(S, nn_type_Module.dict, "zero_grad");
    if (native && native->type == PY_T(method_descriptor)) {
        py_Obj *hm = py_import(S, py_intern(S, "torch.nn.modules._helpers"));
        py_Obj *mk = hm ? py_getattr_str(S, hm, "_make_zero_grad") : NULL;
        py_xdecref(S, hm);
        py_Obj *fn = mk ? py_call1(S, mk, native) : NULL;
        py_xdecref(S, mk);
        if (!fn)
            return -1;
        int r = py_dict_set_str(S, nn_type_Module.dict, "zero_grad", fn);
        py_decref(S, fn);
        py_type_invalidate_caches(S);
        if (r < 0)
            return -1;
    }
    /* forward: PyTorch's plain function _forward_unimplemented */
    {
        py_Obj *pm = py_import(S, py_intern(S, "torch.nn.modules._module_py"));
        py_Obj *fw = pm ? py_getattr_str(S, pm, "_forward_unimplemented") : NULL;
        py_xdecref(S, pm);
        int r = fw ? py_dict_set_str(S, nn_type_Module.dict, "forward", fw) : -1;
        py_xdecref(S, fw);
        py_type_invalidate_caches(S);
        if (r < 0)
            return -1;
    }
    if (py_module_add_type(S, m, &nn_type_Module) < 0)
        return -1;
    return 0;
}

static int init_nn(py_State *S, py_Obj *m)
{
    /* torch.nn: Module, Parameter (and Buffer), containers, layers */
    py_Obj *name = py_intern(S, "torch.nn.modules.module");
    py_Obj *mm = name ? py_import(S, name) : NULL;
    if (!mm)
        return -1;
    py_decref(S, mm);
    if (py_module_add(S, m, "Module", (py_Obj *)&nn_type_Module) < 0)
        return -1;
    if (py_type_ready(S, &nn_type_Parameter) < 0 || py_module_add(S, m, "Parameter", (py_Obj *)&nn_type_Parameter) < 0)
        return -1;
    /* torch.nn.parameter (Python source: Buffer and its metaclass) gets the native Parameter */
    py_Obj *pm = py_import(S, py_intern(S, "torch.nn.parameter"));
    py_Obj *buf = pm ? py_getattr_str(S, pm, "Buffer") : NULL;
    int r = buf ? py_module_add(S, pm, "Parameter", (py_Obj *)&nn_type_Parameter) : -1;
    if (r == 0)
        r = py_module_add(S, m, "Buffer", buf);
    if (r == 0)
        r = py_module_add(S, m, "parameter", pm);
    py_xdecref(S, buf);
    py_xdecref(S, pm);
    if (r < 0)
        return -1;
    if (nn_layers_basic_init(S, m) < 0)
        return -1;
    /* containers (Python source: torch.nn.modules.container) */
    name = py_intern(S, "torch.nn.modules.container");
    py_Obj *cm = name ? py_import(S, name) : NULL;
    if (!cm)
        return -1;
    static const char *const cont[] = {"Sequential", "ModuleList", "ModuleDict", "ParameterList", "ParameterDict"};
    for (size_t i = 0; i < sizeof cont / sizeof cont[0]; i++) {
        py_Obj *c = py_getattr_str(S, cm, cont[i]);
        if (!c || py_module_add(S, m, cont[i], c) < 0) {
            py_xdecref(S, c);
            py_decref(S, cm);
            return -1;
        }
        py_decref(S, c);
    }
    py_decref(S, cm);
    return 0;
}

static int init_empty(py_State *S, py_Obj *m) { return 0; }

static int init_hooks_module(py_State *S, py_Obj *m)
{
    if (nn_hooks_init(S) < 0)
        return -1;
    return py_module_add_type(S, m, &nn_type_RemovableHandle);
}

/* torch.nn, torch.nn.modules and torch.utils: Python-source attributes on first use (torch._lazy). */
NN_LAZY_MODULE(nn, "torch.nn")
NN_LAZY_MODULE(modules, "torch.nn.modules")
NN_LAZY_MODULE(utils, "torch.utils")
static const py_MethodDef nn_funcs[] = {
    NN_LAZY_MODULE_METHODS(nn),
    {NULL, NULL, 0},
};
static const py_MethodDef modules_funcs[] = {
    NN_LAZY_MODULE_METHODS(modules),
    {NULL, NULL, 0},
};
static const py_MethodDef utils_funcs[] = {
    NN_LAZY_MODULE_METHODS(utils),
    {NULL, NULL, 0},
};
static const py_ModuleDef def_nn = {"torch.nn", nn_funcs, init_nn};
static const py_ModuleDef def_modules = {"torch.nn.modules", modules_funcs, init_empty};
static const py_ModuleDef def_module = {"torch.nn.modules.module", nn_module_global_hook_funcs, init_module_module};
static const py_ModuleDef def_utils = {"torch.utils", utils_funcs, init_empty};
static const py_ModuleDef def_hooks = {"torch.utils.hooks", NULL, init_hooks_module};

int nn_register_module(py_State *S)
{
    if (nn_module_ids_init(S) < 0)
        return -1;
    if (py_module_register(S, &def_nn) < 0 || py_module_register(S, &def_modules) < 0 ||
        py_module_register(S, &def_module) < 0 || py_module_register(S, &def_utils) < 0 ||
        py_module_register(S, &def_hooks) < 0 || nn_serial_register(S) < 0)
        return -1;
    if (module_type_ready(S) < 0)
        return -1;
    return 0;
}
