/* py_object.c — the `object` type (default new/init/repr/hash/compare,
 * generic attribute access with descriptors), the None / NotImplemented /
 * Ellipsis singletons and their types, start-up (py_init_objects: ids and
 * readying every static type) and final release (py_fini_objects). */
#include "py_runtime.h"
#include "py_init.h"

#include <string.h>

/* ------------------------------------------------------ generic getattr */

/* object.__getattribute__: data descriptors on the type, then the instance
 * dict, then non-data descriptors / class attributes. */
py_Obj *py_generic_getattr_impl(py_State *S, py_Obj *o, py_Obj *name, int suppress)
{
    py_Type *t = o->type;
    if (!(name->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(TypeError), "attribute name must be string, not '%T'", name);
    py_Obj *descr = py_type_lookup_cached(S, t, name);
    py_Obj *(*f)(py_State *, py_Obj *, py_Obj *, py_Type *) = NULL;
    if (descr) {
        f = descr->type->descr_get;
        if (f && descr->type->descr_set) {
            py_incref(descr);
            py_Obj *r = f(S, descr, o, t);
            py_decref(S, descr);
            return r;
        }
    }
    if (t->dictoffset) {
        py_Obj **dp = py_obj_dictptr(o);
        if (dp && *dp) {
            py_Obj *v = py_dict_getB(S, *dp, name);
            if (v)
                return py_newref(v);
            if (S->exc)
                return NULL;
        }
    }
    if (f) {
        py_incref(descr);
        py_Obj *r = f(S, descr, o, t);
        py_decref(S, descr);
        return r;
    }
    if (descr)
        return py_newref(descr);
    if (suppress)
        return NULL;
    return py_err_no_attr(S, o, name);
}

py_Obj *py_generic_getattr(py_State *S, py_Obj *o, py_Obj *name)
{
    return py_generic_getattr_impl(S, o, name, 0);
}

/* object.__setattr__ / __delattr__ (v == NULL). */
int py_generic_setattr(py_State *S, py_Obj *o, py_Obj *name, py_Obj *v)
{
    py_Type *t = o->type;
    if (!(name->type->flags & PY_TPFLAG_STR_SUB)) {
        py_err_format(S, PY_T(TypeError), "attribute name must be string, not '%T'", name);
        return -1;
    }
    py_Obj *descr = py_type_lookup_cached(S, t, name);
    if (descr && descr->type->descr_set) {
        py_incref(descr);
        int r = descr->type->descr_set(S, descr, o, v);
        py_decref(S, descr);
        return r;
    }
    py_Obj **dp = py_obj_dictptr(o);
    if (!dp) {
        if (descr)
            py_err_format(S, PY_T(AttributeError), "'%s' object attribute '%U' is read-only", t->name, name);
        else
            py_err_format(S, PY_T(AttributeError),
                          "'%s' object has no attribute '%U' and no __dict__ for setting new attributes",
                          t->name, name);
        return -1;
    }
    if (v) {
        if (!*dp && !(*dp = py_dict_new(S)))
            return -1;
        return py_dict_set(S, *dp, name, v);
    }
    int r = *dp ? py_dict_discard(S, *dp, name) : 0;
    if (r < 0)
        return -1;
    if (r == 0) {
        py_err_no_attr(S, o, name);
        return -1;
    }
    return 0;
}

/* ------------------------------------------------------------ object */

void py_object_dealloc(py_State *S, py_Obj *o)
{
    py_obj_free(S, o);
}

static bool excess_args(py_ssize nargs, py_Obj *kwnames)
{
    return nargs > 0 || (kwnames && py_tuple_len(kwnames) > 0);
}

/* "Can't instantiate abstract class A without an implementation for
 * abstract methods 'f', 'g'" */
static py_Obj *abstract_error(py_State *S, py_Type *t)
{
    py_Obj *am = py_getattr(S, (py_Obj *)t, S->id.__abstractmethods__);
    if (!am)
        return NULL;
    py_Obj *l = py_seq_list(S, am);
    py_decref(S, am);
    if (!l)
        return NULL;
    if (py_list_sort(S, l, NULL, false) < 0) {
        py_decref(S, l);
        return NULL;
    }
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    for (py_ssize i = 0; i < py_list_len(l); i++) {
        py_Obj *n = py_list_getB(l, i);
        if (i)
            nb_buf_puts(&b, ", ");
        nb_buf_putc(&b, '\'');
        if (n->type->flags & PY_TPFLAG_STR_SUB)
            nb_buf_append(&b, py_str_utf8(n), (size_t)py_str_nbytes(n));
        nb_buf_putc(&b, '\'');
    }
    py_ssize n = py_list_len(l);
    py_decref(S, l);
    py_err_format(S, PY_T(TypeError),
                  "Can't instantiate abstract class %s without an implementation for abstract method%s %s",
                  t->name, n == 1 ? "" : "s", b.data ? b.data : "");
    nb_buf_free(&b);
    return NULL;
}

py_Obj *py_object_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (excess_args(nargs, kwnames)) {
        if (t->tp_new != py_object_new)
            return py_err_setstr(S, PY_T(TypeError),
                                 "object.__new__() takes exactly one argument (the type to instantiate)");
        if (t->tp_init == py_object_init)
            return py_err_format(S, PY_T(TypeError), "%s() takes no arguments", t->name);
    }
    if (t->flags & PY_TPFLAG_ABSTRACT)
        return abstract_error(S, t);
    return py_type_alloc(S, t);
}

int py_object_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Type *t = self->type;
    if (excess_args(nargs, kwnames)) {
        if (t->tp_init != py_object_init) {
            py_err_setstr(S, PY_T(TypeError),
                          "object.__init__() takes exactly one argument (the instance to initialize)");
            return -1;
        }
        if (t->tp_new == py_object_new) {
            py_err_format(S, PY_T(TypeError),
                          "%s.__init__() takes exactly one argument (the instance to initialize)", t->name);
            return -1;
        }
    }
    return 0;
}

py_Obj *py_object_repr(py_State *S, py_Obj *o)
{
    py_Type *t = o->type;
    const char *mod = py_type_module_cstr(t);
    const char *qn = t->qualname ? py_str_utf8(t->qualname) : t->name;
    if (strcmp(mod, "builtins") == 0)
        return py_str_fmt(S, "<%s object at %p>", qn, (void *)o);
    return py_str_fmt(S, "<%s.%s object at %p>", mod, qn, (void *)o);
}

static py_Obj *object_str(py_State *S, py_Obj *o)
{
    py_unaryfunc r = o->type->repr;
    if (!r)
        return py_object_repr(S, o);
    return r(S, o);
}

py_hash py_object_hash(py_State *S, py_Obj *o)
{
    uintptr_t y = (uintptr_t)o;
    y = (y >> 4) | (y << (8 * sizeof(y) - 4));
    py_hash h = (py_hash)y;
    return h == -1 ? -2 : h;
}

py_Obj *py_object_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if (op == PY_EQ)
        return py_newref(a == b ? S->True : S->NotImplemented);
    if (op == PY_NE) {
        py_Obj *(*rc)(py_State *, py_Obj *, py_Obj *, int) = a->type->richcmp;
        if (!rc)
            return py_newref(S->NotImplemented);
        py_Obj *r = rc(S, a, b, PY_EQ);
        if (!r || r == S->NotImplemented)
            return r;
        int t = py_truthy(S, r);
        py_decref(S, r);
        if (t < 0)
            return NULL;
        return PY_BOOL(S, !t);
    }
    return py_newref(S->NotImplemented);
}

static py_Obj *object_get_class(py_State *S, py_Obj *o) { return py_newref((py_Obj *)o->type); }

/* __class__ assignment: only between compatible heap types. */
static int object_set_class(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!v) {
        py_err_setstr(S, PY_T(TypeError), "can't delete __class__ attribute");
        return -1;
    }
    if (!(v->type->flags & PY_TPFLAG_TYPE_SUB)) {
        py_err_format(S, PY_T(TypeError), "__class__ must be set to a class, not '%T' object", v);
        return -1;
    }
    py_Type *nt = (py_Type *)v, *ot = o->type;
    const unsigned mut = PY_TPFLAG_HEAPTYPE | PY_TPFLAG_CLASS_ASSIGN;
    if (!(nt->flags & mut) || !(ot->flags & mut)) {
        py_err_setstr(S, PY_T(TypeError),
                      "__class__ assignment only supported for mutable types or ModuleType subclasses");
        return -1;
    }
    py_Type *nb = py_native_base(nt), *ob = py_native_base(ot);
    bool same_base = nb == ob || ((nb->flags & PY_TPFLAG_CLASS_ASSIGN) && (ob->flags & PY_TPFLAG_CLASS_ASSIGN));
    if (!same_base || nt->basicsize != ot->basicsize ||
        nt->dictoffset != ot->dictoffset) {
        py_err_format(S, PY_T(TypeError), "__class__ assignment: '%s' object layout differs from '%s'",
                      nt->name, ot->name);
        return -1;
    }
    py_incref(v);
    o->type = nt;
    py_decref(S, (py_Obj *)ot);
    return 0;
}

static const py_GetSetDef object_getset[] = {
    {"__class__", object_get_class, object_set_class},
    {NULL, NULL, NULL},
};

static py_Obj *object_m_dir(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "__dir__", nargs, kw, 0, 0) < 0)
        return NULL;
    py_Obj *d = py_dict_new(S);
    if (!d)
        return NULL;
    py_Obj **dp = py_obj_dictptr(self);
    if (dp && *dp && py_dict_update(S, d, *dp) < 0)
        goto fail;
    py_Type *t = self->type;
    if (t->mro) {
        for (py_ssize i = 0; i < py_tuple_len(t->mro); i++) {
            py_Type *k = (py_Type *)py_tuple_getB(t->mro, i);
            py_ssize pos = 0;
            py_Obj *key, *val;
            while (k->dict && py_dict_next(k->dict, &pos, &key, &val)) {
                int c = py_dict_contains(S, d, key);
                if (c < 0 || (!c && py_dict_set(S, d, key, S->None) < 0))
                    goto fail;
            }
        }
    }
    py_Obj *l = py_dict_keys_list(S, d);
    py_decref(S, d);
    return l;
fail:
    py_decref(S, d);
    return NULL;
}

static py_Obj *object_m_format(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "__format__", nargs, kw, 1, 1) < 0)
        return NULL;
    py_Obj *spec = args[0];
    if (!(spec->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(TypeError), "__format__() argument must be str, not %T", spec);
    py_Type *t = self->type;
    bool q = !(t->flags & PY_TPFLAG_HEAPTYPE) && t->module && strcmp(t->module, "builtins") != 0;
    if (py_str_nbytes(spec) > 0)
        return py_err_format(S, PY_T(TypeError), "unsupported format string passed to %s%s%s.__format__",
                             q ? t->module : "", q ? "." : "", t->name);
    return py_str(S, self);
}

static py_Obj *object_m_init_subclass(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs,
                                      py_Obj *kw)
{
    if (nargs || (kw && py_tuple_len(kw)))
        return py_err_format(S, PY_T(TypeError), "%s.__init_subclass__() takes no keyword arguments",
                             ((py_Type *)self)->name);
    PY_RETURN_NONE(S);
}

static py_Obj *object_m_subclasshook(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs,
                                     py_Obj *kw)
{
    if (nargs != 1)
        return py_err_format(S, PY_T(TypeError),
                             "object.__subclasshook__() takes exactly one argument (%zd given)", nargs);
    return py_newref(S->NotImplemented);
}

static py_Obj *object_m_sizeof(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "__sizeof__", nargs, kw, 0, 0) < 0)
        return NULL;
    return py_int_from_i64(S, self->type->basicsize);
}

static py_Obj *object_m_reduce_ex(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    return py_err_format(S, PY_T(TypeError), "cannot pickle '%s' object", self->type->name);
}

static py_Obj *object_m_reduce(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "__reduce__", nargs, kw, 0, 0) < 0)
        return NULL;
    return object_m_reduce_ex(S, self, args, 0, NULL);
}

/* object.__getstate__(): the instance dict when it holds anything, else None */
static py_Obj *object_m_getstate(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "__getstate__", nargs, kw, 0, 0) < 0)
        return NULL;
    py_Obj **dp = py_obj_dictptr(self);
    if (dp && *dp && py_len(S, *dp) > 0)
        return py_newref(*dp);
    PY_RETURN_NONE(S);
}

static const py_MethodDef object_methods[] = {
    {"__reduce__", object_m_reduce, PY_METH_INSTANCE},
    {"__getstate__", object_m_getstate, PY_METH_INSTANCE},
    {"__dir__", object_m_dir, PY_METH_INSTANCE},
    {"__format__", object_m_format, PY_METH_INSTANCE},
    {"__init_subclass__", object_m_init_subclass, PY_METH_CLASS},
    {"__subclasshook__", object_m_subclasshook, PY_METH_CLASS},
    {"__sizeof__", object_m_sizeof, PY_METH_INSTANCE},
    {"__reduce_ex__", object_m_reduce_ex, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

py_Type py_type_object = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "object",
    .basicsize = sizeof(py_Obj),
    .flags = PY_TPFLAG_BASETYPE,
    .methods = object_methods,
    .getset = object_getset,
    .dealloc = py_object_dealloc,
    .tp_new = py_object_new,
    .tp_init = py_object_init,
    .repr = py_object_repr,
    .str = object_str,
    .hash = py_object_hash,
    .richcmp = py_object_richcmp,
    .getattro = py_generic_getattr,
    .setattro = py_generic_setattr,
};

/* ------------------------------------------------------- singletons */

static py_Obj *none_or(py_State *S, py_Obj *a, py_Obj *b)
{
    py_Obj *o = a == S->None ? b : a;
    if (o != S->None && !py_unionable(S, o))
        return py_newref(S->NotImplemented);
    return a == S->None ? py_binop(S, (py_Obj *)PY_T(NoneType), b, PY_OP_OR)
                        : py_binop(S, a, (py_Obj *)PY_T(NoneType), PY_OP_OR);
}
static py_Obj *none_repr(py_State *S, py_Obj *o) { return py_str_from(S, "None"); }
static int none_bool(py_State *S, py_Obj *o) { return 0; }
static py_hash none_hash(py_State *S, py_Obj *o) { return (py_hash)0xFCA86420; }
static py_Obj *none_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (excess_args(nargs, kw))
        return py_err_setstr(S, PY_T(TypeError), "NoneType takes no arguments");
    return PY_NONE(S);
}

py_Type py_type_NoneType = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "NoneType",
    .basicsize = sizeof(py_Obj),
    .tp_new = none_new,
    .repr = none_repr,
    .nb_bool = none_bool,
    .hash = none_hash,
    .nb = {[PY_OP_OR] = none_or},
};

static py_Obj *ni_repr(py_State *S, py_Obj *o) { return py_str_from(S, "NotImplemented"); }
static int ni_bool(py_State *S, py_Obj *o)
{
    if (py_warn(S, PY_T(DeprecationWarning), "NotImplemented should not be used in a boolean context") < 0)
        return -1;
    return 1;
}
static py_Obj *ni_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (excess_args(nargs, kw))
        return py_err_setstr(S, PY_T(TypeError), "NotImplementedType takes no arguments");
    return py_newref(S->NotImplemented);
}

py_Type py_type_NotImplementedType = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "NotImplementedType",
    .basicsize = sizeof(py_Obj),
    .tp_new = ni_new,
    .repr = ni_repr,
    .nb_bool = ni_bool,
};

static py_Obj *ell_repr(py_State *S, py_Obj *o) { return py_str_from(S, "Ellipsis"); }
static py_Obj *ell_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (excess_args(nargs, kw))
        return py_err_setstr(S, PY_T(TypeError), "ellipsis takes no arguments");
    return py_newref(S->Ellipsis);
}

py_Type py_type_ellipsis = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "ellipsis",
    .basicsize = sizeof(py_Obj),
    .tp_new = ell_new,
    .repr = ell_repr,
};

/* ------------------------------------------------------ start / finish */

static py_Obj *singleton(py_State *S, py_Type *t)
{
    py_Obj *o = py_obj_alloc(S, t, sizeof(py_Obj));
    if (o)
        o->refcnt = PY_IMMORTAL;
    return o;
}

int py_init_objects(py_State *S)
{
    if (!(S->None = singleton(S, PY_T(NoneType))) ||
        !(S->NotImplemented = singleton(S, PY_T(NotImplementedType))) ||
        !(S->Ellipsis = singleton(S, PY_T(ellipsis))))
        return -1;
    if (!S->interned && !(S->interned = py_dict_new(S)))
        return -1;
#define PY_ID_INIT(n) if (!(S->id.n = py_intern(S, #n))) return -1;
#define PY_ID_INIT2(n, text) if (!(S->id.n = py_intern(S, text))) return -1;
    PY_IDS(PY_ID_INIT)
    PY_IDS_NAMED(PY_ID_INIT2)
#undef PY_ID_INIT
#undef PY_ID_INIT2
#define PY_ID_INIT2(n, text) if (!(S->id.n = py_intern(S, text))) return -1;
    PY_IDS_NAMED(PY_ID_INIT2)
#undef PY_ID_INIT2
    if (py_type_ready(S, PY_T(object)) < 0 || py_type_ready(S, PY_T(type)) < 0)
        return -1;
#define PY_READY(n) if (py_type_ready(S, &py_type_##n) < 0) return -1;
    PY_BUILTIN_TYPES(PY_READY)
#undef PY_READY
    if (py_type_ready(S, &py_type_method_wrapper) < 0 || py_type_ready(S, &py_rt_seqiter_type) < 0 ||
        py_type_ready(S, &py_rt_union_type) < 0)
        return -1;
    if (py_exc_init_types(S) < 0)
        return -1;
    return 0;
}

/* Free an immortal object for good. */
static void free_immortal(py_State *S, py_Obj **slot)
{
    py_Obj *o = *slot;
    *slot = NULL;
    if (!o)
        return;
    o->refcnt = 1;
    py_decref(S, o);
}

void py_fini_objects(py_State *S)
{
    py_setref(S, &S->interned, NULL);
    memset(&S->id, 0, sizeof S->id);
    free_immortal(S, &S->empty_tuple);
    free_immortal(S, &S->empty_str);
    for (size_t i = 0; i < sizeof S->chars / sizeof S->chars[0]; i++)
        free_immortal(S, &S->chars[i]);
    for (size_t i = 0; i < sizeof S->small_ints / sizeof S->small_ints[0]; i++)
        free_immortal(S, &S->small_ints[i]);
    free_immortal(S, &S->True);
    free_immortal(S, &S->False);
    free_immortal(S, &S->Ellipsis);
    free_immortal(S, &S->NotImplemented);
    free_immortal(S, &S->None);
}
