/* py_descr.c — native callables and descriptors: builtin functions and
 * bound native methods (builtin_function_or_method), method-wrapper,
 * method_descriptor, getset_descriptor, wrapper_descriptor (slot wrappers),
 * property, staticmethod, classmethod, mappingproxy. */
#include "py_runtime.h"

#include <string.h>

static int visit2(py_Obj *a, py_Obj *b, py_visitfunc v, void *arg)
{
    int r;
    if (a && (r = v(a, arg)))
        return r;
    if (b && (r = v(b, arg)))
        return r;
    return 0;
}

/* ------------------------------------------------ builtin functions */

static py_Obj *cfunc_alloc(py_State *S, py_Type *t)
{
    return py_obj_alloc(S, t, sizeof(py_CFunc));
}

py_Obj *py_cfunc_new(py_State *S, const char *name, py_vcallfunc fn, py_Obj *self)
{
    py_CFunc *f = (py_CFunc *)cfunc_alloc(S, PY_T(builtin_function));
    if (!f)
        return NULL;
    f->name = name;
    f->fn = fn;
    f->self = self;
    py_xincref(self);
    return (py_Obj *)f;
}

py_Obj *py_cfunc_bound(py_State *S, const py_MethodDef *def, py_Obj *self, py_Type *objclass)
{
    py_CFunc *f = (py_CFunc *)py_cfunc_new(S, def->name, def->fn,
                                           def->flags == PY_METH_STATIC ? NULL : self);
    if (f) {
        f->objclass = objclass;
        f->flags = def->flags;
    }
    return (py_Obj *)f;
}

static void cfunc_dealloc(py_State *S, py_Obj *o)
{
    py_CFunc *f = (py_CFunc *)o;
    py_Obj *self = f->self;
    f->self = NULL;
    py_xdecref(S, self);
    py_obj_free(S, o);
}

static int cfunc_traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    return visit2(((py_CFunc *)o)->self, NULL, v, arg);
}

static void cfunc_clear(py_State *S, py_Obj *o)
{
    py_setref(S, &((py_CFunc *)o)->self, NULL);
}

static py_Obj *cfunc_call(py_State *S, py_Obj *callable, py_Obj *const *args, py_ssize nargs,
                          py_Obj *kwnames)
{
    py_CFunc *f = (py_CFunc *)callable;
    if (f->wrap)
        return py_wrapper_call(S, f->wrap, f->wrapped, f->self, args, nargs, kwnames);
    return f->fn(S, f->self, args, nargs, kwnames);
}

static py_Obj *cfunc_repr(py_State *S, py_Obj *o)
{
    py_CFunc *f = (py_CFunc *)o;
    if (!f->self || (f->self->type->flags & PY_TPFLAG_FUNC_REPR) ||
        f->self->type == PY_T(module))
        return py_str_fmt(S, "<built-in function %s>", f->name);
    if (f->self->type->flags & PY_TPFLAG_TYPE_SUB)
        return py_str_fmt(S, "<built-in method %s of type object at %p>", f->name, (void *)f->self);
    return py_str_fmt(S, "<built-in method %s of %s object at %p>", f->name,
                      f->self->type->name, (void *)f->self);
}

static py_Obj *mwrap_repr(py_State *S, py_Obj *o)
{
    py_CFunc *f = (py_CFunc *)o;
    return py_str_fmt(S, "<method-wrapper '%s' of %s object at %p>", f->name,
                      f->self->type->name, (void *)f->self);
}

static py_Obj *cfunc_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if ((op != PY_EQ && op != PY_NE) || a->type != b->type)
        return py_newref(S->NotImplemented);
    py_CFunc *x = (py_CFunc *)a, *y = (py_CFunc *)b;
    bool eq = x->fn == y->fn && x->self == y->self && x->wrapped == y->wrapped &&
              x->wrap == y->wrap && (x->fn || strcmp(x->name, y->name) == 0);
    return PY_BOOL(S, op == PY_EQ ? eq : !eq);
}

static py_hash cfunc_hash(py_State *S, py_Obj *o)
{
    py_CFunc *f = (py_CFunc *)o;
    uintptr_t h = (uintptr_t)f->fn ^ ((uintptr_t)f->self >> 4) ^ (uintptr_t)f->wrapped;
    py_hash r = (py_hash)(h >> 4);
    return r == -1 ? -2 : r;
}

static py_Obj *cfunc_get_name(py_State *S, py_Obj *o) { return py_str_from(S, ((py_CFunc *)o)->name); }
static py_Obj *cfunc_get_qualname(py_State *S, py_Obj *o)
{
    py_CFunc *f = (py_CFunc *)o;
    if (f->self && !(f->self->type == PY_T(module))) {
        py_Type *t = (f->self->type->flags & PY_TPFLAG_TYPE_SUB) ? (py_Type *)f->self : f->self->type;
        return py_str_fmt(S, "%s.%s", t->name, f->name);
    }
    return py_str_from(S, f->name);
}
static py_Obj *cfunc_get_self(py_State *S, py_Obj *o)
{
    py_CFunc *f = (py_CFunc *)o;
    return py_newref(f->self ? f->self : S->None);
}
static py_Obj *cfunc_get_none(py_State *S, py_Obj *o) { return PY_NONE(S); }
static py_Obj *cfunc_get_module(py_State *S, py_Obj *o)
{
    py_CFunc *f = (py_CFunc *)o;
    if (!f->self)
        return py_str_from(S, "builtins");
    return PY_NONE(S);
}

static const py_GetSetDef cfunc_getset[] = {
    {"__name__", cfunc_get_name, NULL},
    {"__qualname__", cfunc_get_qualname, NULL},
    {"__self__", cfunc_get_self, NULL},
    {"__doc__", cfunc_get_none, NULL},
    {"__module__", cfunc_get_module, NULL},
    {NULL, NULL, NULL},
};

py_Type py_type_builtin_function = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "builtin_function_or_method",
    .basicsize = sizeof(py_CFunc),
    .flags = PY_TPFLAG_GC,
    .getset = cfunc_getset,
    .dealloc = cfunc_dealloc,
    .traverse = cfunc_traverse,
    .clear = cfunc_clear,
    .call = cfunc_call,
    .repr = cfunc_repr,
    .richcmp = cfunc_richcmp,
    .hash = cfunc_hash,
};

py_Type py_type_method_wrapper = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "method-wrapper",
    .basicsize = sizeof(py_CFunc),
    .flags = PY_TPFLAG_GC,
    .getset = cfunc_getset,
    .dealloc = cfunc_dealloc,
    .traverse = cfunc_traverse,
    .clear = cfunc_clear,
    .call = cfunc_call,
    .repr = mwrap_repr,
    .richcmp = cfunc_richcmp,
    .hash = cfunc_hash,
};

/* ------------------------------------------------ method_descriptor */

py_Obj *py_method_descr_new(py_State *S, py_Type *owner, const py_MethodDef *def)
{
    py_MethodDescr *d = (py_MethodDescr *)py_obj_alloc(S, PY_T(method_descriptor), sizeof *d);
    if (!d)
        return NULL;
    d->owner = owner;
    d->def = def;
    return (py_Obj *)d;
}

static py_Obj *mdescr_get(py_State *S, py_Obj *descr, py_Obj *obj, py_Type *owner)
{
    py_MethodDescr *d = (py_MethodDescr *)descr;
    if (d->def->flags == PY_METH_CLASS) {
        py_Type *t = owner ? owner : obj ? obj->type : d->owner;
        return py_cfunc_bound(S, d->def, (py_Obj *)t, d->owner);
    }
    if (d->def->flags == PY_METH_STATIC)
        return py_cfunc_bound(S, d->def, NULL, d->owner);
    if (!obj)
        return py_newref(descr);
    if (!py_isinstance_type(obj, d->owner))
        return py_err_format(S, PY_T(TypeError),
                             "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                             d->def->name, d->owner->name, obj->type->name);
    return py_cfunc_bound(S, d->def, obj, d->owner);
}

static py_Obj *mdescr_call(py_State *S, py_Obj *callable, py_Obj *const *args, py_ssize nargs,
                           py_Obj *kwnames)
{
    py_MethodDescr *d = (py_MethodDescr *)callable;
    if (d->def->flags == PY_METH_STATIC)
        return d->def->fn(S, NULL, args, nargs, kwnames);
    if (nargs < 1)
        return py_err_format(S, PY_T(TypeError), "unbound method %s.%s() needs an argument",
                             d->owner->name, d->def->name);
    py_Obj *self = args[0];
    if (d->def->flags == PY_METH_CLASS) {
        if (!(self->type->flags & PY_TPFLAG_TYPE_SUB) || !py_type_issub((py_Type *)self, d->owner))
            return py_err_format(S, PY_T(TypeError),
                                 "descriptor '%s' for type '%s' needs a subtype of '%s' as arg 1",
                                 d->def->name, d->owner->name, d->owner->name);
    } else if (!py_isinstance_type(self, d->owner)) {
        return py_err_format(S, PY_T(TypeError),
                             "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                             d->def->name, d->owner->name, self->type->name);
    }
    return d->def->fn(S, self, args + 1, nargs - 1, kwnames);
}

static py_Obj *mdescr_repr(py_State *S, py_Obj *o)
{
    py_MethodDescr *d = (py_MethodDescr *)o;
    return py_str_fmt(S, "<method '%s' of '%s' objects>", d->def->name, d->owner->name);
}

static py_Obj *mdescr_get_name(py_State *S, py_Obj *o) { return py_str_from(S, ((py_MethodDescr *)o)->def->name); }
static py_Obj *mdescr_get_qualname(py_State *S, py_Obj *o)
{
    py_MethodDescr *d = (py_MethodDescr *)o;
    return py_str_fmt(S, "%s.%s", d->owner->name, d->def->name);
}
static py_Obj *descr_get_objclass(py_State *S, py_Obj *o) { return py_newref((py_Obj *)((py_MethodDescr *)o)->owner); }

static const py_GetSetDef mdescr_getset[] = {
    {"__name__", mdescr_get_name, NULL},
    {"__qualname__", mdescr_get_qualname, NULL},
    {"__objclass__", descr_get_objclass, NULL},
    {"__doc__", cfunc_get_none, NULL},
    {NULL, NULL, NULL},
};

py_Type py_type_method_descriptor = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "method_descriptor",
    .basicsize = sizeof(py_MethodDescr),
    .getset = mdescr_getset,
    .descr_get = mdescr_get,
    .call = mdescr_call,
    .repr = mdescr_repr,
};

/* ------------------------------------------------ getset_descriptor */

py_Obj *py_getset_descr_new(py_State *S, py_Type *owner, const py_GetSetDef *def)
{
    py_GetSetDescr *d = (py_GetSetDescr *)py_obj_alloc(S, PY_T(getset_descriptor), sizeof *d);
    if (!d)
        return NULL;
    d->owner = owner;
    d->def = def;
    return (py_Obj *)d;
}

static int gs_check(py_State *S, py_GetSetDescr *d, py_Obj *obj)
{
    if (py_isinstance_type(obj, d->owner))
        return 0;
    py_err_format(S, PY_T(TypeError),
                  "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                  d->def->name, d->owner->name, obj->type->name);
    return -1;
}

static py_Obj *gs_get(py_State *S, py_Obj *descr, py_Obj *obj, py_Type *owner)
{
    py_GetSetDescr *d = (py_GetSetDescr *)descr;
    if (!obj)
        return py_newref(descr);
    if (gs_check(S, d, obj) < 0)
        return NULL;
    if (!d->def->get)
        return py_err_format(S, PY_T(AttributeError), "attribute '%s' of '%s' objects is not readable",
                             d->def->name, d->owner->name);
    return d->def->get(S, obj);
}

static int gs_set(py_State *S, py_Obj *descr, py_Obj *obj, py_Obj *v)
{
    py_GetSetDescr *d = (py_GetSetDescr *)descr;
    if (gs_check(S, d, obj) < 0)
        return -1;
    if (!d->def->set) {
        py_err_format(S, PY_T(AttributeError), "attribute '%s' of '%s' objects is not writable",
                      d->def->name, d->owner->name);
        return -1;
    }
    return d->def->set(S, obj, v);
}

static py_Obj *gs_repr(py_State *S, py_Obj *o)
{
    py_GetSetDescr *d = (py_GetSetDescr *)o;
    return py_str_fmt(S, "<attribute '%s' of '%s' objects>", d->def->name, d->owner->name);
}

static py_Obj *gs_get_name(py_State *S, py_Obj *o) { return py_str_from(S, ((py_GetSetDescr *)o)->def->name); }
static py_Obj *gs_get_objclass(py_State *S, py_Obj *o) { return py_newref((py_Obj *)((py_GetSetDescr *)o)->owner); }

static const py_GetSetDef gs_getset[] = {
    {"__name__", gs_get_name, NULL},
    {"__objclass__", gs_get_objclass, NULL},
    {"__doc__", cfunc_get_none, NULL},
    {NULL, NULL, NULL},
};

py_Type py_type_getset_descriptor = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "getset_descriptor",
    .basicsize = sizeof(py_GetSetDescr),
    .getset = gs_getset,
    .descr_get = gs_get,
    .descr_set = gs_set,
    .repr = gs_repr,
};

/* ------------------------------------------------ wrapper_descriptor */

py_Obj *py_wrapper_descr_new(py_State *S, py_Type *owner, const py_SlotDef *sd, py_genericfn fn)
{
    py_WrapperDescr *d = (py_WrapperDescr *)py_obj_alloc(S, PY_T(wrapper_descriptor), sizeof *d);
    if (!d)
        return NULL;
    d->owner = owner;
    d->slot = sd;
    d->fn = fn;
    return (py_Obj *)d;
}

static py_Obj *bool_result(py_State *S, int r)
{
    if (r < 0)
        return NULL;
    return PY_BOOL(S, r);
}

static py_Obj *none_result(py_State *S, int r)
{
    if (r < 0)
        return NULL;
    return PY_NONE(S);
}

static int want_args(py_State *S, const py_SlotDef *sd, py_ssize nargs, py_Obj *kwnames,
                     py_ssize want)
{
    if (kwnames && py_tuple_len(kwnames)) {
        py_err_format(S, PY_T(TypeError), "wrapper %s() takes no keyword arguments", sd->name);
        return -1;
    }
    if (nargs != want) {
        py_err_format(S, PY_T(TypeError), "expected %zd argument%s, got %zd", want,
                      want == 1 ? "" : "s", nargs);
        return -1;
    }
    return 0;
}

static int name_check(py_State *S, py_Obj *name)
{
    if (name->type->flags & PY_TPFLAG_STR_SUB)
        return 0;
    py_err_format(S, PY_T(TypeError), "attribute name must be string, not '%T'", name);
    return -1;
}

/* Run native slot `fn` (of kind sd) for self with Python-level arguments. */
py_Obj *py_wrapper_call(py_State *S, const py_SlotDef *sd, py_genericfn fn, py_Obj *self,
                        py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    switch (sd->kind) {
    case PY_SK_CALL:
        return ((py_vcallfunc)fn)(S, self, args, nargs, kwnames);
    case PY_SK_INIT: {
        int (*f)(py_State *, py_Obj *, py_Obj *const *, py_ssize, py_Obj *) =
            (int (*)(py_State *, py_Obj *, py_Obj *const *, py_ssize, py_Obj *))fn;
        return none_result(S, f(S, self, args, nargs, kwnames));
    }
    default:
        break;
    }
    py_ssize want = 0;
    switch (sd->kind) {
    case PY_SK_BIN: case PY_SK_RBIN: case PY_SK_IBIN: case PY_SK_CMP: case PY_SK_GETATTRO:
    case PY_SK_DELATTR: case PY_SK_GETITEM: case PY_SK_DELITEM: case PY_SK_CONTAINS:
    case PY_SK_DELETE:
        want = 1;
        break;
    case PY_SK_SETATTR: case PY_SK_SETITEM: case PY_SK_SET:
        want = 2;
        break;
    case PY_SK_GET:
        if (nargs == 1 || nargs == 2)
            want = nargs;
        else
            want = 2;
        break;
    default:
        want = 0;
    }
    if (want_args(S, sd, nargs, kwnames, want) < 0)
        return NULL;
    switch (sd->kind) {
    case PY_SK_BIN:
        return ((py_binaryfunc)fn)(S, self, args[0]);
    case PY_SK_RBIN:
        return ((py_binaryfunc)fn)(S, args[0], self);
    case PY_SK_IBIN:
        return ((py_binaryfunc)fn)(S, self, args[0]);
    case PY_SK_UNARY:
        return ((py_unaryfunc)fn)(S, self);
    case PY_SK_ITERNEXT: {
        py_Obj *r = ((py_unaryfunc)fn)(S, self);
        if (!r && !S->exc)
            py_err_set(S, PY_T(StopIteration), NULL);
        return r;
    }
    case PY_SK_BOOL:
        return bool_result(S, ((int (*)(py_State *, py_Obj *))fn)(S, self));
    case PY_SK_LEN: {
        py_ssize n = ((py_ssize(*)(py_State *, py_Obj *))fn)(S, self);
        return n < 0 ? NULL : py_int_from_i64(S, n);
    }
    case PY_SK_HASH: {
        py_hash h = ((py_hash(*)(py_State *, py_Obj *))fn)(S, self);
        return h == -1 ? NULL : py_int_from_i64(S, h);
    }
    case PY_SK_CMP:
        return ((py_Obj * (*)(py_State *, py_Obj *, py_Obj *, int)) fn)(S, self, args[0], sd->arg);
    case PY_SK_GETATTRO:
        if (name_check(S, args[0]) < 0)
            return NULL;
        return ((py_Obj * (*)(py_State *, py_Obj *, py_Obj *)) fn)(S, self, args[0]);
    case PY_SK_SETATTR:
    case PY_SK_DELATTR:
        if (name_check(S, args[0]) < 0)
            return NULL;
        return none_result(S, ((int (*)(py_State *, py_Obj *, py_Obj *, py_Obj *))fn)(
                                  S, self, args[0], sd->kind == PY_SK_SETATTR ? args[1] : NULL));
    case PY_SK_GETITEM:
        return ((py_binaryfunc)fn)(S, self, args[0]);
    case PY_SK_SETITEM:
    case PY_SK_DELITEM:
        return none_result(S, ((int (*)(py_State *, py_Obj *, py_Obj *, py_Obj *))fn)(
                                  S, self, args[0], sd->kind == PY_SK_SETITEM ? args[1] : NULL));
    case PY_SK_CONTAINS:
        return bool_result(S, ((int (*)(py_State *, py_Obj *, py_Obj *))fn)(S, self, args[0]));
    case PY_SK_GET: {
        py_Obj *obj = args[0] == S->None ? NULL : args[0];
        py_Obj *tp = nargs > 1 && args[1] != S->None ? args[1] : NULL;
        if (!obj && !tp)
            return py_err_setstr(S, PY_T(TypeError), "__get__(None, None) is invalid");
        if (tp && !(tp->type->flags & PY_TPFLAG_TYPE_SUB))
            return py_err_format(S, PY_T(TypeError), "descriptor owner must be a type, not '%T'", tp);
        return ((py_Obj * (*)(py_State *, py_Obj *, py_Obj *, py_Type *)) fn)(
            S, self, obj, tp ? (py_Type *)tp : obj->type);
    }
    case PY_SK_SET:
    case PY_SK_DELETE:
        return none_result(S, ((int (*)(py_State *, py_Obj *, py_Obj *, py_Obj *))fn)(
                                  S, self, args[0], sd->kind == PY_SK_SET ? args[1] : NULL));
    default:
        return py_err_setstr(S, PY_T(SystemError), "bad slot wrapper");
    }
}

static py_Obj *wdescr_get(py_State *S, py_Obj *descr, py_Obj *obj, py_Type *owner)
{
    py_WrapperDescr *d = (py_WrapperDescr *)descr;
    if (!obj)
        return py_newref(descr);
    if (!py_isinstance_type(obj, d->owner))
        return py_err_format(S, PY_T(TypeError),
                             "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                             d->slot->name, d->owner->name, obj->type->name);
    py_CFunc *f = (py_CFunc *)cfunc_alloc(S, &py_type_method_wrapper);
    if (!f)
        return NULL;
    f->name = d->slot->name;
    f->self = py_newref(obj);
    f->objclass = d->owner;
    f->wrap = d->slot;
    f->wrapped = d->fn;
    return (py_Obj *)f;
}

static py_Obj *wdescr_call(py_State *S, py_Obj *callable, py_Obj *const *args, py_ssize nargs,
                           py_Obj *kwnames)
{
    py_WrapperDescr *d = (py_WrapperDescr *)callable;
    if (nargs < 1)
        return py_err_format(S, PY_T(TypeError), "descriptor '%s' of '%s' object needs an argument",
                             d->slot->name, d->owner->name);
    if (!py_isinstance_type(args[0], d->owner))
        return py_err_format(S, PY_T(TypeError),
                             "descriptor '%s' requires a '%s' object but received a '%s'",
                             d->slot->name, d->owner->name, args[0]->type->name);
    return py_wrapper_call(S, d->slot, d->fn, args[0], args + 1, nargs - 1, kwnames);
}

static py_Obj *wdescr_repr(py_State *S, py_Obj *o)
{
    py_WrapperDescr *d = (py_WrapperDescr *)o;
    return py_str_fmt(S, "<slot wrapper '%s' of '%s' objects>", d->slot->name, d->owner->name);
}

static py_Obj *wdescr_get_name(py_State *S, py_Obj *o) { return py_str_from(S, ((py_WrapperDescr *)o)->slot->name); }
static py_Obj *wdescr_get_qualname(py_State *S, py_Obj *o)
{
    py_WrapperDescr *d = (py_WrapperDescr *)o;
    return py_str_fmt(S, "%s.%s", d->owner->name, d->slot->name);
}

static const py_GetSetDef wdescr_getset[] = {
    {"__name__", wdescr_get_name, NULL},
    {"__qualname__", wdescr_get_qualname, NULL},
    {"__objclass__", descr_get_objclass, NULL},
    {"__doc__", cfunc_get_none, NULL},
    {NULL, NULL, NULL},
};

py_Type py_type_wrapper_descriptor = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "wrapper_descriptor",
    .basicsize = sizeof(py_WrapperDescr),
    .getset = wdescr_getset,
    .descr_get = wdescr_get,
    .call = wdescr_call,
    .repr = wdescr_repr,
};

/* ------------------------------------------------------------ property */

static void prop_dealloc(py_State *S, py_Obj *o)
{
    py_Property *p = (py_Property *)o;
    py_xdecref(S, p->fget);
    py_xdecref(S, p->fset);
    py_xdecref(S, p->fdel);
    py_xdecref(S, p->doc);
    py_xdecref(S, p->name);
    py_obj_free(S, o);
}

static int prop_traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    py_Property *p = (py_Property *)o;
    int r;
    if ((r = visit2(p->fget, p->fset, v, arg)) || (r = visit2(p->fdel, p->doc, v, arg)))
        return r;
    return visit2(p->name, NULL, v, arg);
}

static void prop_clear(py_State *S, py_Obj *o)
{
    py_Property *p = (py_Property *)o;
    py_setref(S, &p->fget, NULL);
    py_setref(S, &p->fset, NULL);
    py_setref(S, &p->fdel, NULL);
    py_setref(S, &p->doc, NULL);
}

static py_Obj *prop_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    return py_type_alloc(S, t);
}

static int prop_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *a[4] = {0};
    if (py_parse_args(S, "property", args, nargs, kw, "|fget,fset,fdel,doc", a) < 0)
        return -1;
    py_Property *p = (py_Property *)self;
    py_setref(S, &p->fget, a[0] && a[0] != S->None ? py_newref(a[0]) : NULL);
    py_setref(S, &p->fset, a[1] && a[1] != S->None ? py_newref(a[1]) : NULL);
    py_setref(S, &p->fdel, a[2] && a[2] != S->None ? py_newref(a[2]) : NULL);
    py_Obj *doc = a[3] && a[3] != S->None ? py_newref(a[3]) : NULL;
    if (!doc && p->fget) {
        doc = py_getattr_opt(S, p->fget, S->id.__doc__);
        if (!doc && S->exc)
            return -1;
        if (doc == S->None)
            py_setref(S, &doc, NULL);
    }
    py_setref(S, &p->doc, doc);
    if (!p->name && p->fget) {
        py_Obj *n = py_getattr_opt(S, p->fget, S->id.__name__);
        if (!n && S->exc)
            py_err_clear(S);
        if (n && !(n->type->flags & PY_TPFLAG_STR_SUB))
            py_setref(S, &n, NULL);
        p->name = n;
    }
    return 0;
}

/* "property 'x' of 'P' object has no setter" */
static void prop_err(py_State *S, py_Property *p, py_Obj *obj, const char *what)
{
    if (p->name)
        py_err_format(S, PY_T(AttributeError), "property '%U' of '%s' object has no %s", p->name,
                      obj->type->name, what);
    else
        py_err_format(S, PY_T(AttributeError), "property of '%s' object has no %s", obj->type->name,
                      what);
}

static py_Obj *prop_get(py_State *S, py_Obj *descr, py_Obj *obj, py_Type *owner)
{
    py_Property *p = (py_Property *)descr;
    if (!obj)
        return py_newref(descr);
    if (!p->fget) {
        prop_err(S, p, obj, "getter");
        return NULL;
    }
    return py_call1(S, p->fget, obj);
}

static int prop_set(py_State *S, py_Obj *descr, py_Obj *obj, py_Obj *v)
{
    py_Property *p = (py_Property *)descr;
    py_Obj *f = v ? p->fset : p->fdel;
    if (!f) {
        prop_err(S, p, obj, v ? "setter" : "deleter");
        return -1;
    }
    py_Obj *r = v ? py_call2(S, f, obj, v) : py_call1(S, f, obj);
    if (!r)
        return -1;
    py_decref(S, r);
    return 0;
}

/* property.getter/setter/deleter: a copy with one function replaced. */
static py_Obj *prop_copy(py_State *S, py_Obj *self, int which, py_Obj *f)
{
    py_Property *p = (py_Property *)self;
    py_Obj *fs[3] = {p->fget, p->fset, p->fdel};
    fs[which] = f;
    py_Obj *args[4];
    for (int i = 0; i < 3; i++)
        args[i] = fs[i] ? fs[i] : S->None;
    args[3] = (p->doc && which != 0) ? p->doc : S->None;
    py_Obj *np = py_call(S, (py_Obj *)self->type, args, 4, NULL);
    if (np && py_isinstance_type(np, PY_T(property))) {
        py_Property *q = (py_Property *)np;
        if (p->name && !q->name)
            q->name = py_newref(p->name);
    }
    return np;
}

static py_Obj *prop_getter(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "getter", nargs, kw, 1, 1) < 0)
        return NULL;
    return prop_copy(S, self, 0, args[0]);
}
static py_Obj *prop_setter(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "setter", nargs, kw, 1, 1) < 0)
        return NULL;
    return prop_copy(S, self, 1, args[0]);
}
static py_Obj *prop_deleter(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "deleter", nargs, kw, 1, 1) < 0)
        return NULL;
    return prop_copy(S, self, 2, args[0]);
}
static py_Obj *prop_set_name(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "__set_name__", nargs, kw, 2, 2) < 0)
        return NULL;
    py_Property *p = (py_Property *)self;
    py_setref(S, &p->name, py_newref(args[1]));
    PY_RETURN_NONE(S);
}

static const py_MethodDef prop_methods[] = {
    {"getter", prop_getter, PY_METH_INSTANCE},
    {"setter", prop_setter, PY_METH_INSTANCE},
    {"deleter", prop_deleter, PY_METH_INSTANCE},
    {"__set_name__", prop_set_name, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

static py_Obj *or_none(py_State *S, py_Obj *o) { return py_newref(o ? o : S->None); }
static py_Obj *prop_fget(py_State *S, py_Obj *o) { return or_none(S, ((py_Property *)o)->fget); }
static py_Obj *prop_fset(py_State *S, py_Obj *o) { return or_none(S, ((py_Property *)o)->fset); }
static py_Obj *prop_fdel(py_State *S, py_Obj *o) { return or_none(S, ((py_Property *)o)->fdel); }
static py_Obj *prop_doc(py_State *S, py_Obj *o) { return or_none(S, ((py_Property *)o)->doc); }
static int prop_set_doc(py_State *S, py_Obj *o, py_Obj *v)
{
    py_setref(S, &((py_Property *)o)->doc, v ? py_newref(v) : NULL);
    return 0;
}
static py_Obj *prop_name(py_State *S, py_Obj *o)
{
    py_Property *p = (py_Property *)o;
    if (!p->name)
        return py_err_format(S, PY_T(AttributeError), "'property' object has no attribute '__name__'");
    return py_newref(p->name);
}
static int prop_set_namev(py_State *S, py_Obj *o, py_Obj *v)
{
    py_setref(S, &((py_Property *)o)->name, v ? py_newref(v) : NULL);
    return 0;
}
static py_Obj *prop_isabstract(py_State *S, py_Obj *o)
{
    py_Property *p = (py_Property *)o;
    py_Obj *fs[3] = {p->fget, p->fset, p->fdel};
    for (int i = 0; i < 3; i++) {
        if (!fs[i])
            continue;
        py_Obj *r = py_getattr_opt(S, fs[i], py_intern(S, "__isabstractmethod__"));
        if (!r && S->exc)
            return NULL;
        if (r) {
            int t = py_truthy(S, r);
            py_decref(S, r);
            if (t < 0)
                return NULL;
            if (t)
                return PY_BOOL(S, true);
        }
    }
    return PY_BOOL(S, false);
}

static const py_GetSetDef prop_getset[] = {
    {"fget", prop_fget, NULL},
    {"fset", prop_fset, NULL},
    {"fdel", prop_fdel, NULL},
    {"__doc__", prop_doc, prop_set_doc},
    {"__name__", prop_name, prop_set_namev},
    {"__isabstractmethod__", prop_isabstract, NULL},
    {NULL, NULL, NULL},
};

py_Type py_type_property = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "property",
    .basicsize = sizeof(py_Property),
    .flags = PY_TPFLAG_GC | PY_TPFLAG_BASETYPE,
    .methods = prop_methods,
    .getset = prop_getset,
    .dealloc = prop_dealloc,
    .traverse = prop_traverse,
    .clear = prop_clear,
    .tp_new = prop_new,
    .tp_init = prop_init,
    .descr_get = prop_get,
    .descr_set = prop_set,
};

/* ----------------------------------------------- staticmethod/classmethod */

static void sm_dealloc(py_State *S, py_Obj *o)
{
    py_SMethod *m = (py_SMethod *)o;
    py_xdecref(S, m->func);
    py_xdecref(S, m->dict);
    py_obj_free(S, o);
}

static int sm_traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    return visit2(((py_SMethod *)o)->func, ((py_SMethod *)o)->dict, v, arg);
}

static void sm_clear(py_State *S, py_Obj *o)
{
    py_setref(S, &((py_SMethod *)o)->func, NULL);
    py_setref(S, &((py_SMethod *)o)->dict, NULL);
}

static py_Obj *sm_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    return py_type_alloc(S, t);
}

static int sm_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    const char *name = self->type == PY_T(classmethod) ? "classmethod" : "staticmethod";
    if (kw && py_tuple_len(kw)) {
        py_err_format(S, PY_T(TypeError), "%s() takes no keyword arguments", name);
        return -1;
    }
    if (nargs != 1) {
        py_err_format(S, PY_T(TypeError), "%s expected 1 argument, got %zd", name, nargs);
        return -1;
    }
    py_setref(S, &((py_SMethod *)self)->func, py_newref(args[0]));
    return 0;
}

static py_Obj *sm_get(py_State *S, py_Obj *descr, py_Obj *obj, py_Type *owner)
{
    py_SMethod *m = (py_SMethod *)descr;
    if (!m->func)
        return py_err_setstr(S, PY_T(RuntimeError), "uninitialized staticmethod object");
    return py_newref(m->func);
}

static py_Obj *cm_get(py_State *S, py_Obj *descr, py_Obj *obj, py_Type *owner)
{
    py_SMethod *m = (py_SMethod *)descr;
    if (!m->func)
        return py_err_setstr(S, PY_T(RuntimeError), "uninitialized classmethod object");
    if (!owner)
        owner = obj->type;
    return py_method_new(S, m->func, (py_Obj *)owner);
}

static py_Obj *sm_call(py_State *S, py_Obj *callable, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    return py_call(S, ((py_SMethod *)callable)->func, args, nargs, kw);
}

static py_Obj *sm_repr(py_State *S, py_Obj *o)
{
    py_SMethod *m = (py_SMethod *)o;
    return py_str_fmt(S, "<%s(%R)>", o->type->name, m->func ? m->func : S->None);
}

static py_Obj *sm_func(py_State *S, py_Obj *o) { return or_none(S, ((py_SMethod *)o)->func); }

/* __name__ / __qualname__ / __doc__ / __module__ forward to the function
 * (3.10+: staticmethod and classmethod copy them). */
static py_Obj *sm_forward(py_State *S, py_Obj *o, const char *attr)
{
    py_SMethod *m = (py_SMethod *)o;
    if (m->dict) {
        py_Obj *v = py_dict_getB_str(S, m->dict, attr);
        if (v)
            return py_newref(v);
    }
    if (!m->func)
        return PY_NONE(S);
    return py_getattr_str(S, m->func, attr);
}
static py_Obj *sm_name(py_State *S, py_Obj *o) { return sm_forward(S, o, "__name__"); }
static py_Obj *sm_qualname(py_State *S, py_Obj *o) { return sm_forward(S, o, "__qualname__"); }
static py_Obj *sm_doc(py_State *S, py_Obj *o) { return sm_forward(S, o, "__doc__"); }
static py_Obj *sm_isabstract(py_State *S, py_Obj *o)
{
    py_SMethod *m = (py_SMethod *)o;
    if (!m->func)
        return PY_BOOL(S, false);
    py_Obj *r = py_getattr_opt(S, m->func, py_intern(S, "__isabstractmethod__"));
    if (!r)
        return S->exc ? NULL : PY_BOOL(S, false);
    return r;
}

static const py_GetSetDef sm_getset[] = {
    {"__func__", sm_func, NULL},
    {"__wrapped__", sm_func, NULL},
    {"__name__", sm_name, NULL},
    {"__qualname__", sm_qualname, NULL},
    {"__doc__", sm_doc, NULL},
    {"__isabstractmethod__", sm_isabstract, NULL},
    {NULL, NULL, NULL},
};

py_Type py_type_staticmethod = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "staticmethod",
    .basicsize = sizeof(py_SMethod),
    .flags = PY_TPFLAG_GC | PY_TPFLAG_BASETYPE,
    .dictoffset = offsetof(py_SMethod, dict),
    .getset = sm_getset,
    .dealloc = sm_dealloc,
    .traverse = sm_traverse,
    .clear = sm_clear,
    .tp_new = sm_new,
    .tp_init = sm_init,
    .descr_get = sm_get,
    .call = sm_call,
    .repr = sm_repr,
};

py_Type py_type_classmethod = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "classmethod",
    .basicsize = sizeof(py_SMethod),
    .flags = PY_TPFLAG_GC | PY_TPFLAG_BASETYPE,
    .dictoffset = offsetof(py_SMethod, dict),
    .getset = sm_getset,
    .dealloc = sm_dealloc,
    .traverse = sm_traverse,
    .clear = sm_clear,
    .tp_new = sm_new,
    .tp_init = sm_init,
    .descr_get = cm_get,
    .repr = sm_repr,
};

/* --------------------------------------------------------- mappingproxy */

py_Obj *py_mappingproxy_new(py_State *S, py_Obj *mapping)
{
    py_MappingProxy *m = (py_MappingProxy *)py_obj_alloc(S, PY_T(mappingproxy), sizeof *m);
    if (!m)
        return NULL;
    m->mapping = py_newref(mapping);
    return (py_Obj *)m;
}

static void mp_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((py_MappingProxy *)o)->mapping);
    py_obj_free(S, o);
}
static int mp_traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    return visit2(((py_MappingProxy *)o)->mapping, NULL, v, arg);
}
static void mp_clear(py_State *S, py_Obj *o) { py_setref(S, &((py_MappingProxy *)o)->mapping, NULL); }

static py_Obj *mp_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *a[1];
    if (py_parse_args(S, "mappingproxy", args, nargs, kw, "mapping", a) < 0)
        return NULL;
    if (!a[0]->type->getitem || a[0]->type->flags & (PY_TPFLAG_LIST_SUB | PY_TPFLAG_TUPLE_SUB))
        return py_err_format(S, PY_T(TypeError), "mappingproxy() argument must be a mapping, not %T", a[0]);
    return py_mappingproxy_new(S, a[0]);
}

#define MP(o) (((py_MappingProxy *)(o))->mapping)
static py_Obj *mp_getitem(py_State *S, py_Obj *o, py_Obj *k) { return py_getitem(S, MP(o), k); }
static py_ssize mp_len(py_State *S, py_Obj *o) { return py_len(S, MP(o)); }
static int mp_contains(py_State *S, py_Obj *o, py_Obj *k) { return py_contains(S, MP(o), k); }
static py_Obj *mp_iter(py_State *S, py_Obj *o) { return py_iter(S, MP(o)); }
static py_Obj *mp_repr(py_State *S, py_Obj *o) { return py_str_fmt(S, "mappingproxy(%R)", MP(o)); }
/* str(proxy) is str() of the mapping, as CPython's */
static py_Obj *mp_str(py_State *S, py_Obj *o) { return py_str(S, MP(o)); }
static py_Obj *mp_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    return py_richcompare(S, MP(a), b, op);
}
static py_Obj *mp_fwd(py_State *S, py_Obj *self, const char *name, py_Obj *const *args,
                      py_ssize nargs, py_Obj *kw)
{
    return py_call_method(S, MP(self), py_intern(S, name), args, nargs, kw);
}
static py_Obj *mp_keys(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return mp_fwd(S, self, "keys", a, n, kw); }
static py_Obj *mp_values(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return mp_fwd(S, self, "values", a, n, kw); }
static py_Obj *mp_items(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return mp_fwd(S, self, "items", a, n, kw); }
static py_Obj *mp_get(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return mp_fwd(S, self, "get", a, n, kw); }
static py_Obj *mp_copy(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw) { return mp_fwd(S, self, "copy", a, n, kw); }

static const py_MethodDef mp_methods[] = {
    {"keys", mp_keys, PY_METH_INSTANCE},
    {"values", mp_values, PY_METH_INSTANCE},
    {"items", mp_items, PY_METH_INSTANCE},
    {"get", mp_get, PY_METH_INSTANCE},
    {"copy", mp_copy, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

py_Type py_type_mappingproxy = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "mappingproxy",
    .basicsize = sizeof(py_MappingProxy),
    .flags = PY_TPFLAG_GC,
    .methods = mp_methods,
    .dealloc = mp_dealloc,
    .traverse = mp_traverse,
    .clear = mp_clear,
    .tp_new = mp_new,
    .getitem = mp_getitem,
    .len = mp_len,
    .contains = mp_contains,
    .iter = mp_iter,
    .repr = mp_repr,
    .str = mp_str,
    .richcmp = mp_richcmp,
};
