/* nn_hooks.c — Module.__call__ (spec §9) and the hook registries:
 * torch.utils.hooks.RemovableHandle, register_forward_pre_hook /
 * register_forward_hook (prepend, with_kwargs, always_call),
 * register_full_backward_hook / register_full_backward_pre_hook (outputs and
 * inputs go through a BackwardHookFunctionBackward node) and the legacy
 * register_backward_hook (attached to the output's grad_fn). */
#include <string.h>

#include "ag.h"
#include "nn_module.h"
#include "py_builtins.h"

/* ------------------------------------------------------------ RemovableHandle */

typedef struct Handle {
    PY_HEAD;
    py_Obj *dict;           /* instance dict (attributes allowed, as a Python class) */
    py_Obj *hooks;          /* the hooks dict (strong: cycles go to the GC) */
    py_Obj *extra;          /* tuple of extra dicts */
    int64_t id;
} Handle;

static void h_dealloc(py_State *S, py_Obj *o)
{
    Handle *h = (Handle *)o;
    py_xdecref(S, h->dict);
    py_xdecref(S, h->hooks);
    py_xdecref(S, h->extra);
    py_obj_free(S, o);
}

static int h_traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    Handle *h = (Handle *)o;
    int r;
    if (h->dict && (r = v(h->dict, arg)))
        return r;
    if (h->hooks && (r = v(h->hooks, arg)))
        return r;
    return h->extra ? v(h->extra, arg) : 0;
}

static void h_clear(py_State *S, py_Obj *o)
{
    Handle *h = (Handle *)o;
    py_setref(S, &h->dict, NULL);
    py_setref(S, &h->hooks, NULL);
    py_setref(S, &h->extra, NULL);
}

/* New handle with the next global id; extra: NULL, a dict, or a tuple of dicts. */
py_Obj *nn_removable_handle_new(py_State *S, py_Obj *hooks, py_Obj *extra)
{
    if (py_type_ready(S, &nn_type_RemovableHandle) < 0)
        return NULL;
    Handle *h = (Handle *)py_type_alloc(S, &nn_type_RemovableHandle);
    if (!h)
        return NULL;
    h->id = nn_state(S)->next_handle_id++;
    h->hooks = py_newref(hooks);
    if (!extra)
        h->extra = py_newref(S->empty_tuple);
    else if (extra->type->flags & PY_TPFLAG_TUPLE_SUB)
        h->extra = py_newref(extra);
    else
        h->extra = py_tuple_pack(S, 1, extra);
    if (!h->extra) {
        py_decref(S, (py_Obj *)h);
        return NULL;
    }
    return (py_Obj *)h;
}

/* RemovableHandle(hooks_dict, *, extra_dict=None): PyTorch keeps weak
 * references, so a plain dict (not weak-referenceable) is refused as there. */
static py_Obj *h_new(py_State *S, py_Type *type, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *a[2] = {0};
    if (py_parse_args(S, "RemovableHandle", args, nargs, kwnames, "hooks_dict,*,extra_dict", a) < 0)
        return NULL;
    py_Obj *xs[2] = {a[0], a[1]};
    for (int i = 0; i < 2; i++) {
        py_Obj *x = xs[i];
        if (x && x != S->None && (x->type == PY_T(dict) || x->type == PY_T(int) || x->type == PY_T(str)))
            return py_err_format(S, PY_T(TypeError), "cannot create weak reference to '%s' object", x->type->name);
    }
    py_Obj *extra = NULL;
    if (a[1] && a[1] != S->None) {
        if (a[1]->type == PY_T(list)) {
            if (!(extra = py_seq_tuple(S, a[1])))
                return NULL;
        } else {
            extra = py_newref(a[1]);
        }
    }
    py_Obj *h = nn_removable_handle_new(S, a[0], extra);
    py_xdecref(S, extra);
    return h;
}

static py_Obj *h_dict_ref(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "hooks_dict_ref", nargs, kwnames, 0, 0) < 0)
        return NULL;
    Handle *h = (Handle *)self;
    return py_newref(h->hooks ? h->hooks : S->None);
}

static int del_id(py_State *S, py_Obj *d, py_Obj *key)
{
    if (!d || !(d->type->flags & PY_TPFLAG_DICT_SUB))
        return 0;
    return py_dict_discard(S, d, key) < 0 ? -1 : 0;
}

static py_Obj *h_remove(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "remove", nargs, kwnames, 0, 0) < 0)
        return NULL;
    Handle *h = (Handle *)self;
    py_Obj *key = py_int_from_i64(S, h->id);
    if (!key)
        return NULL;
    int r = del_id(S, h->hooks, key);
    for (py_ssize i = 0; r == 0 && h->extra && i < py_tuple_len(h->extra); i++)
        r = del_id(S, py_tuple_getB(h->extra, i), key);
    py_decref(S, key);
    if (r < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

static py_Obj *h_enter(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_newref(self);
}

static py_Obj *h_exit(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *r = h_remove(S, self, NULL, 0, NULL);
    if (!r)
        return NULL;
    py_decref(S, r);
    PY_RETURN_NONE(S);
}

static py_Obj *h_get_id(py_State *S, py_Obj *self) { return py_int_from_i64(S, ((Handle *)self)->id); }
static int h_set_id(py_State *S, py_Obj *self, py_Obj *v)
{
    if (!v || !py_isinstance_type(v, PY_T(int))) {
        py_err_setstr(S, PY_T(TypeError), "handle id must be an int");
        return -1;
    }
    return py_as_int64(S, v, &((Handle *)self)->id);
}

static const py_MethodDef h_methods[] = {
    {"remove", h_remove, PY_METH_INSTANCE},
    {"hooks_dict_ref", h_dict_ref, PY_METH_INSTANCE},
    {"__enter__", h_enter, PY_METH_INSTANCE},
    {"__exit__", h_exit, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

static const py_GetSetDef h_getset[] = {
    {"id", h_get_id, h_set_id},
    {NULL, NULL, NULL},
};

py_Type nn_type_RemovableHandle = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "RemovableHandle",
    .module = "torch.utils.hooks",
    .basicsize = sizeof(Handle),
    .flags = PY_TPFLAG_GC,
    .dictoffset = offsetof(Handle, dict),
    .tp_new = h_new,
    .methods = h_methods,
    .getset = h_getset,
    .dealloc = h_dealloc,
    .traverse = h_traverse,
    .clear = h_clear,
};

int nn_hooks_init(py_State *S) { return py_type_ready(S, &nn_type_RemovableHandle); }

/* ------------------------------------------------------------ registration */

#define METH(fname) static py_Obj *fname(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, \
                                         py_Obj *kwnames)

/* self.<name> as a dict (new reference; AttributeError as PyTorch). */
static py_Obj *attr_dict(py_State *S, py_Obj *self, py_Obj *name)
{
    py_Obj *d = py_getattr(S, self, name);
    if (d && !(d->type->flags & PY_TPFLAG_DICT_SUB)) {
        py_err_format(S, PY_T(TypeError), "'%T' object is not a dict", d);
        py_setref(S, &d, NULL);
    }
    return d;
}

static int move_first(py_State *S, py_Obj *d, py_Obj *key)
{
    py_Obj *kn = py_tuple_pack(S, 1, py_intern(S, "last"));
    if (!kn)
        return -1;
    py_Obj *a[2] = {key, S->False};
    py_Obj *r = py_call_method(S, d, py_intern(S, "move_to_end"), a, 1, kn);
    py_decref(S, kn);
    if (!r)
        return -1;
    py_decref(S, r);
    return 0;
}

/* Store hook under a new handle in self.<dname>; flags: extra dicts set True. */
static py_Obj *add_hook(py_State *S, py_Obj *self, py_Obj *hook, py_Obj *dname, py_Obj *x1, bool set1, py_Obj *x2,
                        bool set2, bool prepend)
{
    py_Obj *d = attr_dict(S, self, dname), *e1 = NULL, *e2 = NULL, *extra = NULL, *h = NULL, *key = NULL;
    if (!d)
        return NULL;
    if (x1 && !(e1 = attr_dict(S, self, x1)))
        goto out;
    if (x2 && !(e2 = attr_dict(S, self, x2)))
        goto out;
    if (e1 && e2)
        extra = py_tuple_pack(S, 2, e1, e2);
    else if (e1)
        extra = py_newref(e1);
    if ((e1 && !extra) || !(h = nn_removable_handle_new(S, d, extra)))
        goto out;
    key = py_int_from_i64(S, ((Handle *)h)->id);
    if (!key || py_dict_set(S, d, key, hook) < 0 || (set1 && py_dict_set(S, e1, key, S->True) < 0) ||
        (set2 && py_dict_set(S, e2, key, S->True) < 0) || (prepend && move_first(S, d, key) < 0))
        py_setref(S, &h, NULL);
out:
    py_xdecref(S, key);
    py_xdecref(S, extra);
    py_xdecref(S, e1);
    py_xdecref(S, e2);
    py_decref(S, d);
    return h;
}

static int flag(py_State *S, py_Obj *o)
{
    return o ? py_truthy(S, o) : 0;
}

METH(m_register_forward_pre_hook)
{
    py_Obj *a[3];
    if (py_parse_args(S, "Module.register_forward_pre_hook", args, nargs, kwnames, "hook,*,prepend,with_kwargs",
                      a) < 0)
        return NULL;
    int prepend = flag(S, a[1]), wk = flag(S, a[2]);
    if (prepend < 0 || wk < 0)
        return NULL;
    return add_hook(S, self, a[0], NID(S, _forward_pre_hooks), NID(S, _forward_pre_hooks_with_kwargs), wk, NULL,
                    false, prepend);
}

METH(m_register_forward_hook)
{
    py_Obj *a[4];
    if (py_parse_args(S, "Module.register_forward_hook", args, nargs, kwnames,
                      "hook,*,prepend,with_kwargs,always_call", a) < 0)
        return NULL;
    int prepend = flag(S, a[1]), wk = flag(S, a[2]), ac = flag(S, a[3]);
    if (prepend < 0 || wk < 0 || ac < 0)
        return NULL;
    return add_hook(S, self, a[0], NID(S, _forward_hooks), NID(S, _forward_hooks_with_kwargs), wk,
                    NID(S, _forward_hooks_always_called), ac, prepend);
}

static py_Obj *mixing_error(py_State *S)
{
    return py_err_setstr(S, PY_T(RuntimeError), "Cannot use both regular backward hooks and full backward hooks on a "
                                                "single Module. Please use only one of them.");
}

METH(m_register_full_backward_pre_hook)
{
    py_Obj *a[2];
    if (py_parse_args(S, "Module.register_full_backward_pre_hook", args, nargs, kwnames, "hook,|prepend", a) < 0)
        return NULL;
    int prepend = flag(S, a[1]);
    if (prepend < 0)
        return NULL;
    return add_hook(S, self, a[0], NID(S, _backward_pre_hooks), NULL, false, NULL, false, prepend);
}

METH(m_register_full_backward_hook)
{
    py_Obj *a[2];
    if (py_parse_args(S, "Module.register_full_backward_hook", args, nargs, kwnames, "hook,|prepend", a) < 0)
        return NULL;
    int prepend = flag(S, a[1]);
    if (prepend < 0)
        return NULL;
    py_Obj *cur = py_getattr(S, self, NID(S, _is_full_backward_hook));
    if (!cur)
        return NULL;
    py_decref(S, cur);
    if (cur == S->False)
        return mixing_error(S);
    if (py_setattr(S, self, NID(S, _is_full_backward_hook), S->True) < 0)
        return NULL;
    return add_hook(S, self, a[0], NID(S, _backward_hooks), NULL, false, NULL, false, prepend);
}

METH(m_register_backward_hook)
{
    py_Obj *a[1];
    if (py_parse_args(S, "Module.register_backward_hook", args, nargs, kwnames, "hook", a) < 0)
        return NULL;
    py_Obj *cur = py_getattr(S, self, NID(S, _is_full_backward_hook));
    if (!cur)
        return NULL;
    py_decref(S, cur);
    if (cur == S->True)
        return mixing_error(S);
    if (py_setattr(S, self, NID(S, _is_full_backward_hook), S->False) < 0)
        return NULL;
    return add_hook(S, self, a[0], NID(S, _backward_hooks), NULL, false, NULL, false, false);
}

static py_Obj *nn_module_call_m(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return nn_module_call(S, self, args, nargs, kwnames);
}

/* State-dict hook registries (state_dict pre/post and load_state_dict post hooks are run by nn_module_state.c). */
static py_Obj *simple_hook(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                           const char *fname, py_Obj *dname)
{
    py_Obj *a[2];
    if (py_parse_args(S, fname, args, nargs, kwnames, "hook,|prepend", a) < 0)
        return NULL;
    int prepend = flag(S, a[1]);
    if (prepend < 0)
        return NULL;
    return add_hook(S, self, a[0], dname, NULL, false, NULL, false, prepend);
}

METH(m_register_state_dict_pre_hook)
{
    return simple_hook(S, self, args, nargs, kwnames, "Module.register_state_dict_pre_hook",
                       NID(S, _state_dict_pre_hooks));
}
/* Public post-hooks must return None: PyTorch marks the function with _from_public_api. */
METH(m_register_state_dict_post_hook)
{
    if (nargs >= 1 && py_setattr_str(S, args[0], "_from_public_api", S->True) < 0)
        return NULL;
    return simple_hook(S, self, args, nargs, kwnames, "Module.register_state_dict_post_hook",
                       NID(S, _state_dict_hooks));
}
/* Private variant: the hook may return a new destination. */
METH(m_register_state_dict_hook_private)
{
    if (nargs >= 1) {
        py_Obj *v = py_getattr_opt(S, args[0], py_intern(S, "_from_public_api"));
        int t = v ? py_truthy(S, v) : 0;
        py_xdecref(S, v);
        if (!v && py_err_occurred(S))
            return NULL;
        if (t < 0)
            return NULL;
        if (t)
            return py_err_setstr(S, PY_T(RuntimeError),
                                 "Cannot register the same function as the state dict post hook that was previously "
                                 "registered via register_state_dict_post_hook");
    }
    return simple_hook(S, self, args, nargs, kwnames, "Module._register_state_dict_hook", NID(S, _state_dict_hooks));
}
METH(m_register_load_state_dict_pre_hook)
{
    return simple_hook(S, self, args, nargs, kwnames, "Module.register_load_state_dict_pre_hook",
                       NID(S, _load_state_dict_pre_hooks));
}
METH(m_register_load_state_dict_post_hook)
{
    return simple_hook(S, self, args, nargs, kwnames, "Module.register_load_state_dict_post_hook",
                       NID(S, _load_state_dict_post_hooks));
}

const py_MethodDef nn_module_hook_methods[] = {
    {"register_state_dict_pre_hook", m_register_state_dict_pre_hook, PY_METH_INSTANCE},
    {"register_state_dict_post_hook", m_register_state_dict_post_hook, PY_METH_INSTANCE},
    {"_register_state_dict_hook", m_register_state_dict_hook_private, PY_METH_INSTANCE},
    {"register_load_state_dict_pre_hook", m_register_load_state_dict_pre_hook, PY_METH_INSTANCE},
    {"register_load_state_dict_post_hook", m_register_load_state_dict_post_hook, PY_METH_INSTANCE},
    {"_call_impl", nn_module_call_m, PY_METH_INSTANCE},
    {"_wrapped_call_impl", nn_module_call_m, PY_METH_INSTANCE},
    {"register_forward_pre_hook", m_register_forward_pre_hook, PY_METH_INSTANCE},
    {"register_forward_hook", m_register_forward_hook, PY_METH_INSTANCE},
    {"register_full_backward_pre_hook", m_register_full_backward_pre_hook, PY_METH_INSTANCE},
    {"register_full_backward_hook", m_register_full_backward_hook, PY_METH_INSTANCE},
    {"register_backward_hook", m_register_backward_hook, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

/* ------------------------------------------------------------ backward hooks */

/* State shared by the BackwardHookFunction nodes of one module call. */
typedef struct BHState {
    PY_HEAD;
    py_Obj *module;
    py_Obj *full_hooks;     /* list of hooks (module, grad_input, grad_output) */
    py_Obj *pre_hooks;      /* list of hooks (module, grad_output) */
    py_Obj *grad_outputs;   /* tuple or NULL until the output stage ran */
    py_Obj *grad_inputs;    /* list being filled at the input stage */
    int n_in;               /* positional args (grad_input length) */
    int n_in_tensors;       /* inputs wrapped (requiring grad) */
    int n_in_seen;
    int n_out;
    int n_out_seen;
    py_Obj *out_grads;      /* list being filled at the output stage */
    int *in_index;          /* wrapped input k -> position in args */
} BHState;

static void bh_dealloc(py_State *S, py_Obj *o)
{
    BHState *b = (BHState *)o;
    py_xdecref(S, b->module);
    py_xdecref(S, b->full_hooks);
    py_xdecref(S, b->pre_hooks);
    py_xdecref(S, b->grad_outputs);
    py_xdecref(S, b->grad_inputs);
    py_xdecref(S, b->out_grads);
    if (b->in_index)
        py_free(S, b->in_index, sizeof(int) * (size_t)(b->n_in ? b->n_in : 1));
    py_obj_free(S, o);
}

static int bh_traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    BHState *b = (BHState *)o;
    py_Obj *xs[6] = {b->module, b->full_hooks, b->pre_hooks, b->grad_outputs, b->grad_inputs, b->out_grads};
    for (int i = 0; i < 6; i++) {
        int r;
        if (xs[i] && (r = v(xs[i], arg)))
            return r;
    }
    return 0;
}

static void bh_clear(py_State *S, py_Obj *o)
{
    BHState *b = (BHState *)o;
    py_setref(S, &b->module, NULL);
    py_setref(S, &b->full_hooks, NULL);
    py_setref(S, &b->pre_hooks, NULL);
    py_setref(S, &b->grad_outputs, NULL);
    py_setref(S, &b->grad_inputs, NULL);
    py_setref(S, &b->out_grads, NULL);
}

static py_Type bhstate_type = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "_BackwardHookState",
    .module = "torch.utils.hooks",
    .basicsize = sizeof(BHState),
    .flags = PY_TPFLAG_GC,
    .dealloc = bh_dealloc,
    .traverse = bh_traverse,
    .clear = bh_clear,
};

/* ud of a tensor hook: the interpreter and the state (one reference). */
typedef struct HookUd {
    py_State *S;
    py_Obj *state;
    int k;          /* output / wrapped-input index */
    bool input;
} HookUd;

static void hookud_free(void *p)
{
    HookUd *u = p;
    py_State *S = u->S;
    py_xdecref(S, u->state);
    py_free(S, u, sizeof *u);
}

static py_Obj *wrap_grad(py_State *S, ts_Tensor *g)
{
    if (!g)
        return PY_NONE(S);
    return nn_tensor_wrap(S, g);
}

/* Call each hook(module, a[, b]); a non-None result replaces *cur (a tuple). */
static int run_hooks(py_State *S, py_Obj *hooks, py_Obj *module, py_Obj **cur, py_Obj *other, bool full)
{
    for (py_ssize i = 0; hooks && i < py_list_len(hooks); i++) {
        py_Obj *args[3] = {module, *cur, other};
        py_Obj *r = py_call(S, py_list_getB(hooks, i), args, full ? 3 : 2, NULL);
        if (!r)
            return -1;
        if (r != S->None) {
            if (!(r->type->flags & PY_TPFLAG_TUPLE_SUB)) {
                py_Obj *t = py_tuple_pack(S, 1, r);
                py_decref(S, r);
                if (!t)
                    return -1;
                r = t;
            }
            py_setref(S, cur, r);
        } else {
            py_decref(S, r);
        }
    }
    return 0;
}

/* Replacement gradient k of tuple t (new ts ref or NULL). */
static void replace_from(py_Obj *t, int k, ts_Tensor *orig, ts_Tensor **replace)
{
    if (!t || k >= py_tuple_len(t))
        return;
    py_Obj *g = py_tuple_getB(t, k);
    if (nn_is_tensor(g) && nn_tensor_of(g) != orig) {
        ts_retain(nn_tensor_of(g));
        *replace = nn_tensor_of(g);
    }
}

static py_Obj *none_tuple(py_State *S, int n)
{
    py_Obj *t = py_tuple_new(S, n);
    for (int i = 0; t && i < n; i++)
        ((py_Tuple *)t)->items[i] = py_newref(S->None);
    return t;
}

static int fire_full(py_State *S, BHState *b, py_Obj **gin)
{
    py_Obj *go = b->grad_outputs ? b->grad_outputs : S->empty_tuple;
    nn_ScopeHooks *sh = nn_state(S)->scope;
    for (py_ssize i = 0; b->full_hooks && i < py_list_len(b->full_hooks); i++) {
        py_Obj *hk = py_list_getB(b->full_hooks, i);
        if (sh && sh->on_hook)
            sh->on_hook(sh->ud, S, b->module, 2, hk);
        py_Obj *args[3] = {b->module, *gin, go};
        py_Obj *r = py_call(S, hk, args, 3, NULL);
        if (!r)
            return -1;
        if (r != S->None) {
            if (!(r->type->flags & PY_TPFLAG_TUPLE_SUB)) {
                py_Obj *t = py_tuple_pack(S, 1, r);
                py_decref(S, r);
                if (!t)
                    return -1;
                r = t;
            }
            py_setref(S, gin, r);
        } else {
            py_decref(S, r);
        }
    }
    return 0;
}

/* Gradient arriving at output k of the module. */
static nb_Status out_hook(ts_Ctx *c, void *ud, ts_Tensor *grad, ts_Tensor **replace)
{
    HookUd *u = ud;
    py_State *S = u->S;
    BHState *b = (BHState *)u->state;
    if (!b->out_grads && !(b->out_grads = py_list_new(S, 0)))
        goto err;
    while (py_list_len(b->out_grads) < b->n_out)
        if (py_list_append(S, b->out_grads, S->None) < 0)
            goto err;
    py_Obj *g = wrap_grad(S, grad);
    if (!g)
        goto err;
    py_setref(S, &((py_List *)b->out_grads)->items[u->k], g);
    if (++b->n_out_seen < b->n_out)
        return NB_OK;
    py_Obj *go = py_seq_tuple(S, b->out_grads);
    if (!go)
        goto err;
    nn_ScopeHooks *sh = nn_state(S)->scope;
    for (py_ssize i = 0; b->pre_hooks && i < py_list_len(b->pre_hooks); i++)
        if (sh && sh->on_hook)
            sh->on_hook(sh->ud, S, b->module, 3, py_list_getB(b->pre_hooks, i));
    if (run_hooks(S, b->pre_hooks, b->module, &go, NULL, false) < 0) {
        py_decref(S, go);
        goto err;
    }
    py_setref(S, &b->grad_outputs, go);
    replace_from(go, u->k, grad, replace);
    if (b->n_in_tensors == 0 && b->full_hooks && py_list_len(b->full_hooks)) {
        py_Obj *gin = none_tuple(S, b->n_in);
        if (!gin || fire_full(S, b, &gin) < 0) {
            py_xdecref(S, gin);
            goto err;
        }
        py_decref(S, gin);
    }
    return NB_OK;
err:
    return ts_err(c, TS_ERR_RUNTIME, "%s", "error in a module backward hook");
}

/* Gradient arriving at wrapped input k. */
static nb_Status in_hook(ts_Ctx *c, void *ud, ts_Tensor *grad, ts_Tensor **replace)
{
    HookUd *u = ud;
    py_State *S = u->S;
    BHState *b = (BHState *)u->state;
    if (!b->grad_inputs) {
        if (!(b->grad_inputs = py_list_new(S, 0)))
            goto err;
        for (int i = 0; i < b->n_in; i++)
            if (py_list_append(S, b->grad_inputs, S->None) < 0)
                goto err;
    }
    int pos = b->in_index[u->k];
    py_Obj *g = wrap_grad(S, grad);
    if (!g)
        goto err;
    py_setref(S, &((py_List *)b->grad_inputs)->items[pos], g);
    if (++b->n_in_seen < b->n_in_tensors)
        return NB_OK;
    py_Obj *gin = py_seq_tuple(S, b->grad_inputs);
    if (!gin || fire_full(S, b, &gin) < 0) {
        py_xdecref(S, gin);
        goto err;
    }
    replace_from(gin, pos, grad, replace);
    py_decref(S, gin);
    return NB_OK;
err:
    return ts_err(c, TS_ERR_RUNTIME, "%s", "error in a module backward hook");
}

static nb_Status identity_backward(ts_Ctx *c, ag_Node *n, ts_Tensor **gout, ts_Tensor **gin)
{
    for (int i = 0; i < n->nin; i++) {
        gin[i] = gout[i];
        if (gin[i])
            ts_retain(gin[i]);
    }
    return NB_OK;
}

/* Pass the tensors ts[0..n) (requiring grad) through one
 * BackwardHookFunctionBackward node; outs[i] receive new aliases. */
static nb_Status hook_function(ts_Ctx *c, ts_Tensor **ts, int n, ts_Tensor **outs)
{
    ag_Node *node = NULL;
    nb_Status st = ag_make(c, "BackwardHookFunctionBackward", identity_backward, n, ts, n, &node);
    if (st != NB_OK)
        return st;
    int i;
    for (i = 0; i < n; i++) {
        st = ts_data_alias(c, ts[i], &outs[i]);
        if (st != NB_OK)
            break;
        ag_set_output(node, outs[i], i);
    }
    ag_node_release(node);
    if (st != NB_OK) {
        while (i-- > 0)
            ts_release(outs[i]);
    }
    return st;
}

static int attach(py_State *S, ts_Tensor *t, BHState *b, int k, bool input)
{
    HookUd *u = py_malloc(S, sizeof *u);
    if (!u)
        return -1;
    u->S = S;
    u->state = py_newref((py_Obj *)b);
    u->k = k;
    u->input = input;
    int64_t id;
    nb_Status st = ts_register_hook(&nn_state(S)->ctx, t, input ? in_hook : out_hook, u, hookud_free, &id);
    if (st != NB_OK) {
        hookud_free(u);
        nn_raise_status(S, st);
        return -1;
    }
    return 0;
}

/* Wrap the tensors of `seq` (a tuple) that require grad; returns a new tuple
 * (new ref). For inputs, records their positions in b. */
static py_Obj *wrap_tuple(py_State *S, BHState *b, py_Obj *seq, bool input)
{
    py_ssize n = py_tuple_len(seq);
    ts_Tensor *ins[64], *outs[64];
    int pos[64], m = 0;
    for (py_ssize i = 0; i < n && m < 64; i++) {
        py_Obj *o = py_tuple_getB(seq, i);
        if (nn_is_tensor(o) && nn_tensor_of(o)->requires_grad && nn_state(S)->ctx.grad_enabled) {
            ins[m] = nn_tensor_of(o);
            pos[m++] = (int)i;
        }
    }
    if (input) {
        b->n_in = (int)n;
        b->n_in_tensors = m;
        b->in_index = py_malloc(S, sizeof(int) * (size_t)(n ? n : 1));
        if (!b->in_index)
            return NULL;
        for (int k = 0; k < m; k++)
            b->in_index[k] = pos[k];
    } else {
        b->n_out = m;
    }
    if (m == 0)
        return py_newref(seq);
    nb_Status st = hook_function(&nn_state(S)->ctx, ins, m, outs);
    if (st != NB_OK)
        return nn_raise_status(S, st);
    py_Obj *r = py_tuple_new(S, n);
    int k = 0;
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *o = py_tuple_getB(seq, i);
        if (k < m && pos[k] == i) {
            py_Obj *w = r ? nn_tensor_wrap_steal(S, outs[k]) : NULL;
            if (!r)
                ts_release(outs[k]);
            if (r && (!w || attach(S, outs[k], b, k, input) < 0)) {
                py_xdecref(S, w);
                for (int j = k + 1; j < m; j++)
                    ts_release(outs[j]);
                py_decref(S, r);
                return NULL;
            }
            if (r)
                ((py_Tuple *)r)->items[i] = w;
            k++;
        } else if (r) {
            ((py_Tuple *)r)->items[i] = py_newref(o);
        }
    }
    return r;
}

/* Legacy hook wrapper: grad_fn.register_hook calls it with
 * (grad_inputs, grad_outputs); it calls hook(module, gi, go). */
static py_Obj *legacy_wrap(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *pair = self;   /* (hook, module) */
    py_Obj *a[3] = {py_tuple_getB(pair, 1), nargs > 0 ? args[0] : S->None, nargs > 1 ? args[1] : S->None};
    return py_call(S, py_tuple_getB(pair, 0), a, 3, NULL);
}

/* ------------------------------------------------------------ __call__ */

static py_Obj *dict_values_list(py_State *S, py_Obj *d)
{
    py_Obj *l = py_list_new(S, 0);
    py_ssize pos = 0;
    py_Obj *k, *v;
    while (l && py_dict_next(d, &pos, &k, &v))
        if (py_list_append(S, l, v) < 0)
            py_setref(S, &l, NULL);
    return l;
}

static bool nonempty(py_State *S, py_Obj *d) { return d && (d->type->flags & PY_TPFLAG_DICT_SUB) && py_dict_len(d); }

/* Borrowed instance-dict entry or, when missing, PyTorch's AttributeError. */
static py_Obj *need(py_State *S, py_Obj *self, py_Obj *name)
{
    py_Obj **dp = py_obj_dictptr(self);
    py_Obj *v = dp && *dp ? py_dict_getB(S, *dp, name) : NULL;
    if (v || S->exc)
        return v;
    v = py_getattr(S, self, name);
    if (v)
        py_decref(S, v);   /* class attribute: stays alive */
    return v;
}

static int contains_id(py_State *S, py_Obj *d, py_Obj *key)
{
    if (!d || !(d->type->flags & PY_TPFLAG_DICT_SUB))
        return 0;
    return py_dict_contains(S, d, key);
}

/* Is hook `key` flagged in the module's own flag dict or in the global one
 * (Module.<gname>, set by register_module_forward_hook)? */
static int has_flag(py_State *S, py_Obj *own, py_Obj *gname, py_Obj *key)
{
    int r = contains_id(S, own, key);
    if (r != 0)
        return r;
    return contains_id(S, py_dict_getB(S, nn_type_Module.dict, gname), key);
}

static py_Obj *kwargs_dict(py_State *S, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *d = py_dict_new(S);
    py_ssize nk = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize i = 0; d && i < nk; i++)
        if (py_dict_set(S, d, py_tuple_getB(kwnames, i), args[nargs + i]) < 0)
            py_setref(S, &d, NULL);
    return d;
}

static py_Obj *call_forward(py_State *S, py_Obj *self, py_Obj *fargs, py_Obj *kwargs)
{
    py_Obj *f = py_getattr(S, self, S->id.forward);
    if (!f)
        return NULL;
    py_Obj *r = py_call_tuple_dict(S, f, fargs, py_dict_len(kwargs) ? kwargs : NULL);
    py_decref(S, f);
    return r;
}

static void scope_hook(py_State *S, py_Obj *m, int kind, py_Obj *hook)
{
    nn_ScopeHooks *sh = nn_state(S)->scope;
    if (sh && sh->on_hook)
        sh->on_hook(sh->ud, S, m, kind, hook);
}

/* The always_call hooks that did not run, after forward raised. */
static void run_always_called(py_State *S, py_Obj *self, py_Obj *fh, py_Obj *fh_ac, py_Obj *fh_kw, py_Obj *called,
                              py_Obj *fargs, py_Obj *kwargs)
{
    py_Obj *exc = py_err_fetch(S);
    py_Obj *items = fh ? py_dict_keys_list(S, fh) : NULL;
    py_Obj *result = py_newref(S->None);
    for (py_ssize i = 0; items && i < py_list_len(items); i++) {
        py_Obj *key = py_list_getB(items, i);
        bool global = contains_id(S, py_dict_getB(S, nn_type_Module.dict, NID(S, _global_forward_hooks_always_called)),
                                  key) == 1;
        if ((!global && contains_id(S, fh_ac, key) != 1) || py_set_contains(S, called, key) == 1)
            continue;
        py_Obj *hook = py_dict_getB(S, fh, key);
        if (!hook)
            continue;
        py_Obj *r;
        if (!global && contains_id(S, fh_kw, key) == 1) {
            py_Obj *a[4] = {self, fargs, kwargs, result};
            r = py_call(S, hook, a, 4, NULL);
        } else {
            py_Obj *a[3] = {self, fargs, result};
            r = py_call(S, hook, a, 3, NULL);
        }
        if (!r) {
            py_Obj *e = py_err_fetch(S);
            py_Obj *es = e ? py_exc_str(S, e) : NULL;
            py_Obj *msg = es ? py_str_fmt(S, "%smodule forward hook with ``always_call=True`` raised an "
                                             "exception that was silenced as a result of a failed forward: %U",
                                          global ? "global " : "", es)
                             : NULL;
            if (msg)
                py_warn(S, PY_T(UserWarning), py_str_utf8(msg));
            if (S->exc)
                py_err_clear(S);
            py_xdecref(S, msg);
            py_xdecref(S, es);
            py_xdecref(S, e);
            continue;
        }
        if (r != S->None)
            py_setref(S, &result, r);
        else
            py_decref(S, r);
    }
    py_xdecref(S, items);
    py_decref(S, result);
    if (S->exc)
        py_err_clear(S);
    if (exc)
        py_err_raise(S, exc);
}

/* Module._maybe_warn_non_full_backward_hook(args, result, grad_fn) (torch.nn.modules._hookwarn). */
static int warn_non_full(py_State *S, py_Obj *fargs, py_Obj *result, py_Obj *gf)
{
    py_Obj *m = py_import(S, py_intern(S, "torch.nn.modules._hookwarn"));
    py_Obj *f = m ? py_getattr_str(S, m, "_maybe_warn_non_full_backward_hook") : NULL;
    py_xdecref(S, m);
    py_Obj *a[3] = {fargs, result, gf};
    py_Obj *r = f ? py_call(S, f, a, 3, NULL) : NULL;
    py_xdecref(S, f);
    py_xdecref(S, r);
    return r ? 0 : -1;
}

/* The slow path of _call_impl: hooks present. */
static py_Obj *call_slow(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames,
                         py_Obj *bph, py_Obj *bh, py_Obj *fh, py_Obj *fph)
{
    py_Obj *fargs = py_tuple_from_array(S, args, nargs);
    py_Obj *kwargs = fargs ? kwargs_dict(S, args, nargs, kwnames) : NULL;
    py_Obj *called = kwargs ? py_set_new(S, NULL) : NULL;
    py_Obj *result = NULL, *full = NULL, *legacy = NULL, *pre = NULL, *bstate = NULL;
    py_Obj *fph_kw = NULL, *fh_kw = NULL, *fh_ac = NULL;
    bool forward_failed = false;
    if (!called)
        goto fail;
    /* backward hooks: split full / legacy */
    if (nonempty(S, bph) && !(pre = dict_values_list(S, bph)))
        goto fail;
    if (nonempty(S, bh)) {
        py_Obj *isfull = need(S, self, NID(S, _is_full_backward_hook));
        if (!isfull)
            goto fail;
        py_Obj *vals = dict_values_list(S, bh);
        if (!vals)
            goto fail;
        if (isfull == S->True)
            full = vals;
        else
            legacy = vals;
    }
    /* forward pre-hooks */
    if (nonempty(S, fph)) {
        fph_kw = need(S, self, NID(S, _forward_pre_hooks_with_kwargs));
        if (!fph_kw)
            goto fail;
        py_Obj *keys = py_dict_keys_list(S, fph);
        if (!keys)
            goto fail;
        for (py_ssize i = 0; i < py_list_len(keys); i++) {
            py_Obj *key = py_list_getB(keys, i);
            py_Obj *hook = py_dict_getB(S, fph, key);
            if (!hook)
                continue;
            scope_hook(S, self, 0, hook);
            int kw = contains_id(S, fph_kw, key);
            py_Obj *r;
            if (kw < 0) {
                r = NULL;
            } else if (kw) {
                py_Obj *a[3] = {self, fargs, kwargs};
                r = py_call(S, hook, a, 3, NULL);
                if (r && r != S->None) {
                    if ((r->type->flags & PY_TPFLAG_TUPLE_SUB) && py_tuple_len(r) == 2) {
                        py_Obj *na = py_tuple_getB(r, 0), *nk = py_tuple_getB(r, 1);
                        py_Obj *ta = (na->type->flags & PY_TPFLAG_TUPLE_SUB) ? py_newref(na) : py_seq_tuple(S, na);
                        if (!ta || !(nk->type->flags & PY_TPFLAG_DICT_SUB)) {
                            if (ta)
                                py_err_format(S, PY_T(TypeError), "argument after ** must be a mapping, not %T", nk);
                            py_xdecref(S, ta);
                            py_setref(S, &r, NULL);
                        } else {
                            py_setref(S, &fargs, ta);
                            py_setref(S, &kwargs, py_newref(nk));
                        }
                    } else {
                        py_Obj *rs = py_str(S, r);
                        if (rs) {
                            py_err_format(S, PY_T(RuntimeError),
                                          "forward pre-hook must return None or a tuple of (new_args, new_kwargs), "
                                          "but got %U.", rs);
                            py_decref(S, rs);
                        }
                        py_setref(S, &r, NULL);
                    }
                }
            } else {
                py_Obj *a[2] = {self, fargs};
                r = py_call(S, hook, a, 2, NULL);
                if (r && r != S->None) {
                    if (r->type->flags & PY_TPFLAG_TUPLE_SUB) {
                        py_setref(S, &fargs, py_newref(r));
                    } else {
                        py_Obj *t = py_tuple_pack(S, 1, r);
                        if (!t)
                            py_setref(S, &r, NULL);
                        else
                            py_setref(S, &fargs, t);
                    }
                }
            }
            if (!r) {
                py_decref(S, keys);
                goto fail_forward;
            }
            py_decref(S, r);
        }
        py_decref(S, keys);
    }
    /* full backward hooks: wrap the inputs */
    if ((full && py_list_len(full)) || (pre && py_list_len(pre))) {
        if (py_type_ready(S, &bhstate_type) < 0)
            goto fail_forward;
        BHState *b = (BHState *)py_obj_alloc(S, &bhstate_type, sizeof(BHState));
        if (!b)
            goto fail_forward;
        bstate = (py_Obj *)b;
        b->module = py_newref(self);
        b->full_hooks = full ? py_newref(full) : NULL;
        b->pre_hooks = pre ? py_newref(pre) : NULL;
        py_Obj *wrapped = wrap_tuple(S, b, fargs, true);
        if (!wrapped)
            goto fail_forward;
        py_setref(S, &fargs, wrapped);
    }
    result = call_forward(S, self, fargs, kwargs);
    if (!result) {
        forward_failed = true;
        goto fail_forward;
    }
    /* forward hooks */
    if (nonempty(S, fh)) {
        fh_kw = need(S, self, NID(S, _forward_hooks_with_kwargs));
        fh_ac = fh_kw ? need(S, self, NID(S, _forward_hooks_always_called)) : NULL;
        if (!fh_ac)
            goto fail_forward;
        py_Obj *keys = py_dict_keys_list(S, fh);
        if (!keys)
            goto fail_forward;
        for (py_ssize i = 0; i < py_list_len(keys); i++) {
            py_Obj *key = py_list_getB(keys, i);
            py_Obj *hook = py_dict_getB(S, fh, key);
            if (!hook)
                continue;
            if (has_flag(S, fh_ac, NID(S, _global_forward_hooks_always_called), key) == 1 &&
                py_set_add(S, called, key) < 0) {
                py_decref(S, keys);
                goto fail_forward;
            }
            scope_hook(S, self, 1, hook);
            py_Obj *r;
            if (has_flag(S, fh_kw, NID(S, _global_forward_hooks_with_kwargs), key) == 1) {
                py_Obj *a[4] = {self, fargs, kwargs, result};
                r = py_call(S, hook, a, 4, NULL);
            } else {
                py_Obj *a[3] = {self, fargs, result};
                r = py_call(S, hook, a, 3, NULL);
            }
            if (!r) {
                py_decref(S, keys);
                goto fail_forward;
            }
            if (r != S->None)
                py_setref(S, &result, r);
            else
                py_decref(S, r);
        }
        py_decref(S, keys);
    }
    if (bstate) {
        BHState *b = (BHState *)bstate;
        if (nn_is_tensor(result)) {
            py_Obj *t = py_tuple_pack(S, 1, result);
            py_Obj *w = t ? wrap_tuple(S, b, t, false) : NULL;
            py_xdecref(S, t);
            if (!w)
                goto fail;
            py_setref(S, &result, py_newref(py_tuple_getB(w, 0)));
            py_decref(S, w);
        } else if (result->type->flags & PY_TPFLAG_TUPLE_SUB) {
            py_Obj *w = wrap_tuple(S, b, result, false);
            if (!w)
                goto fail;
            py_setref(S, &result, w);
        } else {
            py_Obj *msg = py_str_fmt(S, "For backward hooks to be called, module output should be a Tensor or a "
                                        "tuple of Tensors but received %R", (py_Obj *)result->type);
            if (!msg)
                goto fail;
            int w = py_warn(S, PY_T(UserWarning), py_str_utf8(msg));
            py_decref(S, msg);
            if (w < 0)
                goto fail;
        }
    }
    if (legacy && py_list_len(legacy)) {
        py_Obj *var = py_newref(result);
        while (!nn_is_tensor(var)) {
            py_Obj *nx;
            if (var->type->flags & PY_TPFLAG_DICT_SUB) {
                nx = NULL;
                py_ssize pos = 0;
                py_Obj *k, *v;
                while (py_dict_next(var, &pos, &k, &v))
                    if (nn_is_tensor(v)) {
                        nx = py_newref(v);
                        break;
                    }
                if (!nx)
                    py_err_setstr(S, PY_T(StopIteration), "");
            } else {
                py_Obj *zero = py_int_from_i64(S, 0);
                nx = zero ? py_getitem(S, var, zero) : NULL;
                py_xdecref(S, zero);
            }
            py_decref(S, var);
            if (!nx)
                goto fail;
            var = nx;
        }
        py_Obj *gf = py_getattr(S, var, NID(S, grad_fn));
        py_decref(S, var);
        if (!gf)
            goto fail;
        for (py_ssize i = 0; gf != S->None && i < py_list_len(legacy); i++) {
            py_Obj *pair = py_tuple_pack(S, 2, py_list_getB(legacy, i), self);
            py_Obj *w = pair ? py_cfunc_new(S, "_WrappedHook", legacy_wrap, pair) : NULL;
            py_xdecref(S, pair);
            py_Obj *r = w ? py_call_method(S, gf, NID(S, register_hook), &w, 1, NULL) : NULL;
            py_xdecref(S, w);
            if (!r) {
                py_decref(S, gf);
                goto fail;
            }
            py_decref(S, r);
        }
        if (gf != S->None && warn_non_full(S, fargs, result, gf) < 0) {
            py_decref(S, gf);
            goto fail;
        }
        py_decref(S, gf);
    }
    goto done;
fail_forward:
    if (fh && fh != S->None) {
        if (!fh_kw)
            fh_kw = need(S, self, NID(S, _forward_hooks_with_kwargs));
        if (!fh_ac && fh_kw)
            fh_ac = need(S, self, NID(S, _forward_hooks_always_called));
        if (S->exc && (!fh_kw || !fh_ac)) {
            /* keep the original error */
        } else if (fh_ac && (nonempty(S, fh_ac) ||
                             nonempty(S, py_dict_getB(S, nn_type_Module.dict,
                                                      NID(S, _global_forward_hooks_always_called))))) {
            run_always_called(S, self, fh, fh_ac, fh_kw, called, fargs ? fargs : S->empty_tuple,
                              kwargs ? kwargs : S->None);
        }
    }
    (void)forward_failed;
fail:
    py_setref(S, &result, NULL);
done:
    py_xdecref(S, fargs);
    py_xdecref(S, kwargs);
    py_xdecref(S, called);
    py_xdecref(S, full);
    py_xdecref(S, legacy);
    py_xdecref(S, pre);
    py_xdecref(S, bstate);
    return result;
}

/* New dict: the global hooks (first, as PyTorch runs them) then the module's own. */
static py_Obj *merge_hooks(py_State *S, py_Obj *global, py_Obj *own)
{
    py_Obj *d = py_odict_new(S);
    py_ssize pos = 0;
    py_Obj *k, *v;
    for (int i = 0; d && i < 2; i++) {
        py_Obj *src = i ? own : global;
        if (!nonempty(S, src))
            continue;
        pos = 0;
        while (d && py_dict_next(src, &pos, &k, &v))
            if (py_dict_set(S, d, k, v) < 0)
                py_setref(S, &d, NULL);
    }
    return d;
}

/* Module.__call__ (tp_call). Fast path when no hooks are registered. */
py_Obj *nn_module_call(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *bh = need(S, self, NID(S, _backward_hooks));
    py_Obj *bph = bh ? need(S, self, NID(S, _backward_pre_hooks)) : NULL;
    py_Obj *fh = bph ? need(S, self, NID(S, _forward_hooks)) : NULL;
    py_Obj *fph = fh ? need(S, self, NID(S, _forward_pre_hooks)) : NULL;
    if (!fph)
        return NULL;
    nn_ScopeHooks *sh = nn_state(S)->scope;
    if (sh && sh->on_call)
        sh->on_call(sh->ud, S, self, S->depth, py_current_line(S));
    py_Obj *gfh = py_dict_getB(S, nn_type_Module.dict, NID(S, _global_forward_hooks));
    py_Obj *gfph = py_dict_getB(S, nn_type_Module.dict, NID(S, _global_forward_pre_hooks));
    bool global = nonempty(S, gfh) || nonempty(S, gfph);
    if (!global && !nonempty(S, bh) && !nonempty(S, bph) && !nonempty(S, fh) && !nonempty(S, fph))
        return py_call_method(S, self, S->id.forward, args, nargs, kwnames);
    py_incref(bh), py_incref(bph);
    if (global) {
        fh = merge_hooks(S, gfh, fh);
        fph = fh ? merge_hooks(S, gfph, fph) : NULL;
        if (!fph) {
            py_xdecref(S, fh);
            py_decref(S, bh), py_decref(S, bph);
            return NULL;
        }
    } else {
        py_incref(fh), py_incref(fph);
    }
    py_Obj *r = call_slow(S, self, args, nargs, kwnames, bph, bh, fh, fph);
    py_decref(S, bh), py_decref(S, bph), py_decref(S, fh), py_decref(S, fph);
    return r;
}

/* torch.nn.modules.module.register_module_forward_pre_hook(hook) /
 * register_module_forward_hook(hook, *, with_kwargs=False, always_call=False): hooks run by every module. */
static py_Obj *add_global(py_State *S, py_Obj *hook, py_Obj *name, bool with_kwargs, bool always_call)
{
    py_Obj *d = py_dict_getB(S, nn_type_Module.dict, name);
    py_Obj *kw = py_dict_getB(S, nn_type_Module.dict, NID(S, _global_forward_hooks_with_kwargs));
    py_Obj *ac = py_dict_getB(S, nn_type_Module.dict, NID(S, _global_forward_hooks_always_called));
    if (!d || !kw || !ac)
        return py_err_setstr(S, PY_T(RuntimeError), "global hooks are not initialised");
    py_Obj *extra = (with_kwargs || always_call) ? py_tuple_pack(S, 2, kw, ac) : NULL;
    if ((with_kwargs || always_call) && !extra)
        return NULL;
    py_Obj *h = nn_removable_handle_new(S, d, extra);
    py_xdecref(S, extra);
    py_Obj *key = h ? py_int_from_i64(S, ((Handle *)h)->id) : NULL;
    if (!key || py_dict_set(S, d, key, hook) < 0 || (with_kwargs && py_dict_set(S, kw, key, S->True) < 0) ||
        (always_call && py_dict_set(S, ac, key, S->True) < 0))
        py_setref(S, &h, NULL);
    py_xdecref(S, key);
    return h;
}
METH(g_register_module_forward_pre_hook)
{
    py_Obj *a[1];
    if (py_parse_args(S, "register_module_forward_pre_hook", args, nargs, kwnames, "hook", a) < 0)
        return NULL;
    return add_global(S, a[0], NID(S, _global_forward_pre_hooks), false, false);
}
METH(g_register_module_forward_hook)
{
    py_Obj *a[3];
    if (py_parse_args(S, "register_module_forward_hook", args, nargs, kwnames, "hook,*,with_kwargs,always_call", a) <
        0)
        return NULL;
    int wk = a[1] ? py_truthy(S, a[1]) : 0, ac = a[2] ? py_truthy(S, a[2]) : 0;
    if (wk < 0 || ac < 0)
        return NULL;
    return add_global(S, a[0], NID(S, _global_forward_hooks), wk, ac);
}
const py_MethodDef nn_module_global_hook_funcs[] = {
    {"register_module_forward_pre_hook", g_register_module_forward_pre_hook, PY_METH_STATIC},
    {"register_module_forward_hook", g_register_module_forward_hook, PY_METH_STATIC},
    {NULL, NULL, 0},
};
