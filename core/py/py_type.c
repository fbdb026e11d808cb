/* py_type.c — type objects: the `type` type, py_type_ready for static
 * types (dict, mro, slot inheritance, slot wrappers), heap types created by
 * class statements (C3 MRO, layout, slot dispatchers that call the dunder
 * methods defined in Python), the cached MRO lookup. */
#include "py_runtime.h"
#include "py_vm.h"
#include "py_builtins.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------ slot table */

static const char *const binop_dunder[PY_NBINOP] = {
    "add", "sub", "mul", "matmul", "truediv", "floordiv", "mod", "pow",
    "lshift", "rshift", "and", "xor", "or"};

/* Wrapper slot definitions (order = order of insertion into type dicts). */
#define BIN(n, op) {"__" n "__", PY_SK_BIN, op}, {"__r" n "__", PY_SK_RBIN, op}
static const py_SlotDef slotdefs[] = {
    {"__repr__", PY_SK_UNARY, PY_UN_REPR},
    {"__hash__", PY_SK_HASH, 0},
    {"__call__", PY_SK_CALL, 0},
    {"__str__", PY_SK_UNARY, PY_UN_STR},
    {"__getattribute__", PY_SK_GETATTRO, 0},
    {"__setattr__", PY_SK_SETATTR, 0},
    {"__delattr__", PY_SK_DELATTR, 0},
    {"__lt__", PY_SK_CMP, PY_LT},
    {"__le__", PY_SK_CMP, PY_LE},
    {"__eq__", PY_SK_CMP, PY_EQ},
    {"__ne__", PY_SK_CMP, PY_NE},
    {"__gt__", PY_SK_CMP, PY_GT},
    {"__ge__", PY_SK_CMP, PY_GE},
    {"__iter__", PY_SK_UNARY, PY_UN_ITER},
    {"__next__", PY_SK_ITERNEXT, 0},
    {"__get__", PY_SK_GET, 0},
    {"__set__", PY_SK_SET, 0},
    {"__delete__", PY_SK_DELETE, 0},
    {"__init__", PY_SK_INIT, 0},
    BIN("add", PY_OP_ADD), BIN("sub", PY_OP_SUB), BIN("mul", PY_OP_MUL),
    BIN("mod", PY_OP_MOD), BIN("pow", PY_OP_POW),
    {"__neg__", PY_SK_UNARY, PY_UN_NEG},
    {"__pos__", PY_SK_UNARY, PY_UN_POS},
    {"__abs__", PY_SK_UNARY, PY_UN_ABS},
    {"__bool__", PY_SK_BOOL, 0},
    {"__invert__", PY_SK_UNARY, PY_UN_INV},
    BIN("lshift", PY_OP_LSHIFT), BIN("rshift", PY_OP_RSHIFT), BIN("and", PY_OP_AND),
    BIN("xor", PY_OP_XOR), BIN("or", PY_OP_OR),
    {"__int__", PY_SK_UNARY, PY_UN_INT},
    {"__float__", PY_SK_UNARY, PY_UN_FLOAT},
    {"__iadd__", PY_SK_IBIN, PY_OP_ADD}, {"__isub__", PY_SK_IBIN, PY_OP_SUB},
    {"__imul__", PY_SK_IBIN, PY_OP_MUL}, {"__imod__", PY_SK_IBIN, PY_OP_MOD},
    {"__ipow__", PY_SK_IBIN, PY_OP_POW}, {"__ilshift__", PY_SK_IBIN, PY_OP_LSHIFT},
    {"__irshift__", PY_SK_IBIN, PY_OP_RSHIFT}, {"__iand__", PY_SK_IBIN, PY_OP_AND},
    {"__ixor__", PY_SK_IBIN, PY_OP_XOR}, {"__ior__", PY_SK_IBIN, PY_OP_OR},
    BIN("floordiv", PY_OP_FLOORDIV), BIN("truediv", PY_OP_TRUEDIV),
    {"__ifloordiv__", PY_SK_IBIN, PY_OP_FLOORDIV}, {"__itruediv__", PY_SK_IBIN, PY_OP_TRUEDIV},
    {"__index__", PY_SK_UNARY, PY_UN_INDEX},
    BIN("matmul", PY_OP_MATMUL), {"__imatmul__", PY_SK_IBIN, PY_OP_MATMUL},
    {"__len__", PY_SK_LEN, 0},
    {"__getitem__", PY_SK_GETITEM, 0},
    {"__setitem__", PY_SK_SETITEM, 0},
    {"__delitem__", PY_SK_DELITEM, 0},
    {"__contains__", PY_SK_CONTAINS, 0},
    {NULL, 0, 0},
};

/* The native function stored in t's slot for sd (NULL if none). */
static py_genericfn slot_get(py_Type *t, const py_SlotDef *sd)
{
    switch (sd->kind) {
    case PY_SK_BIN: case PY_SK_RBIN: return (py_genericfn)t->nb[sd->arg];
    case PY_SK_IBIN: return (py_genericfn)t->nb_inplace[sd->arg];
    case PY_SK_UNARY:
        switch (sd->arg) {
        case PY_UN_NEG: return (py_genericfn)t->nb_neg;
        case PY_UN_POS: return (py_genericfn)t->nb_pos;
        case PY_UN_INV: return (py_genericfn)t->nb_invert;
        case PY_UN_ABS: return (py_genericfn)t->nb_abs;
        case PY_UN_INT: return (py_genericfn)t->nb_int;
        case PY_UN_FLOAT: return (py_genericfn)t->nb_float;
        case PY_UN_INDEX: return (py_genericfn)t->nb_index;
        case PY_UN_REPR: return (py_genericfn)t->repr;
        case PY_UN_STR: return (py_genericfn)t->str;
        case PY_UN_ITER: return (py_genericfn)t->iter;
        }
        return NULL;
    case PY_SK_ITERNEXT: return (py_genericfn)t->iternext;
    case PY_SK_BOOL: return (py_genericfn)t->nb_bool;
    case PY_SK_LEN: return (py_genericfn)t->len;
    case PY_SK_HASH: return (py_genericfn)t->hash;
    case PY_SK_CMP: return (py_genericfn)t->richcmp;
    case PY_SK_GETATTRO: return (py_genericfn)t->getattro;
    case PY_SK_SETATTR: case PY_SK_DELATTR: return (py_genericfn)t->setattro;
    case PY_SK_GETITEM: return (py_genericfn)t->getitem;
    case PY_SK_SETITEM: case PY_SK_DELITEM: return (py_genericfn)t->setitem;
    case PY_SK_CONTAINS: return (py_genericfn)t->contains;
    case PY_SK_CALL: return (py_genericfn)t->call;
    case PY_SK_INIT: return (py_genericfn)t->tp_init;
    case PY_SK_GET: return (py_genericfn)t->descr_get;
    case PY_SK_SET: case PY_SK_DELETE: return (py_genericfn)t->descr_set;
    }
    return NULL;
}

/* ------------------------------------------------------------- lookups */

/* Find a str key in a dict by scanning its entries (no state needed). */
static py_Obj *dict_scan_str(py_Obj *d, py_Obj *name)
{
    py_Dict *dd = (py_Dict *)d;
    py_Str *n = (py_Str *)name;
    for (py_ssize i = 0; i < dd->nentries; i++) {
        py_DictEntry *e = &dd->entries[i];
        if (!e->key || !e->value)
            continue;
        if (e->key == name)
            return e->value;
    }
    for (py_ssize i = 0; i < dd->nentries; i++) {
        py_DictEntry *e = &dd->entries[i];
        if (!e->key || !e->value || !(e->key->type->flags & PY_TPFLAG_STR_SUB))
            continue;
        py_Str *k = (py_Str *)e->key;
        if (k->nbytes == n->nbytes && memcmp(k->data, n->data, (size_t)n->nbytes) == 0)
            return e->value;
    }
    return NULL;
}

py_Obj *py_type_lookupB(py_Type *t, py_Obj *name)
{
    py_Obj *mro = t->mro;
    if (!mro) {
        for (; t; t = t->base)
            if (t->dict) {
                py_Obj *v = dict_scan_str(t->dict, name);
                if (v)
                    return v;
            }
        return NULL;
    }
    py_ssize n = py_tuple_len(mro);
    for (py_ssize i = 0; i < n; i++) {
        py_Type *k = (py_Type *)py_tuple_getB(mro, i);
        if (k->dict) {
            py_Obj *v = dict_scan_str(k->dict, name);
            if (v)
                return v;
        }
    }
    return NULL;
}

/* MRO lookup with hashed dict probes (name must be a str). */
static py_Obj *lookup_hashed(py_State *S, py_Type *t, py_Obj *name)
{
    py_Obj *mro = t->mro;
    if (!mro)
        return py_type_lookupB(t, name);
    py_ssize n = py_tuple_len(mro);
    for (py_ssize i = 0; i < n; i++) {
        py_Type *k = (py_Type *)py_tuple_getB(mro, i);
        if (k->dict) {
            py_Obj *v = py_dict_getB(S, k->dict, name);
            if (v)
                return v;
            if (S->exc)
                py_err_clear(S);
        }
    }
    return NULL;
}

py_Obj *py_type_lookup_cached(py_State *S, py_Type *t, py_Obj *name)
{
    py_Str *s = (py_Str *)name;
    if (!s->interned || !(name->type->flags & PY_TPFLAG_STR_SUB))
        return lookup_hashed(S, t, name);
    py_RT *rt = PY_RT(S);
    uintptr_t h = ((uintptr_t)t >> 4) * 0x9E3779B1u ^ ((uintptr_t)name >> 4);
    py_MCacheEntry *e = &rt->mcache[(h ^ (h >> PY_MCACHE_BITS)) & (PY_MCACHE_SIZE - 1)];
    if (e->type == t && e->name == name && e->epoch == rt->type_epoch)
        return e->value;
    py_Obj *v = lookup_hashed(S, t, name);
    e->type = t;
    e->name = name;
    e->value = v;
    e->epoch = rt->type_epoch;
    return v;
}

bool py_type_issub(py_Type *a, py_Type *b)
{
    if (a == b || b == PY_T(object))
        return true;
    py_Obj *mro = a->mro;
    if (mro) {
        py_ssize n = py_tuple_len(mro);
        for (py_ssize i = 1; i < n; i++)
            if (py_tuple_getB(mro, i) == (py_Obj *)b)
                return true;
        return false;
    }
    for (a = a->base; a; a = a->base)
        if (a == b)
            return true;
    return false;
}

bool py_isinstance_type(py_Obj *o, py_Type *t)
{
    return o->type == t || py_type_issub(o->type, t);
}

const char *py_type_module_cstr(py_Type *t)
{
    if (t->flags & PY_TPFLAG_HEAPTYPE) {
        if (t->dict) {
            py_Dict *dd = (py_Dict *)t->dict;
            for (py_ssize i = 0; i < dd->nentries; i++) {
                py_DictEntry *e = &dd->entries[i];
                if (e->key && e->value && (e->key->type->flags & PY_TPFLAG_STR_SUB) &&
                    strcmp(py_str_utf8(e->key), "__module__") == 0) {
                    if (e->value->type->flags & PY_TPFLAG_STR_SUB)
                        return py_str_utf8(e->value);
                    break;
                }
            }
        }
        return "builtins";
    }
    return t->module ? t->module : "builtins";
}

static const char *type_qualname_cstr(py_Type *t)
{
    if (t->qualname)
        return py_str_utf8(t->qualname);
    return t->name;
}

py_Obj *py_type_qualified_name(py_State *S, py_Type *t)
{
    const char *mod = py_type_module_cstr(t);
    if (strcmp(mod, "builtins") == 0)
        return py_str_from(S, type_qualname_cstr(t));
    return py_str_fmt(S, "%s.%s", mod, type_qualname_cstr(t));
}

/* --------------------------------------------------- statics registry */

int py_type_register_static(py_State *S, py_Type *t)
{
    py_RT *rt = PY_RT(S);
    if (rt->nstatics == rt->capstatics) {
        py_ssize nc = rt->capstatics ? rt->capstatics * 2 : 128;
        py_Type **n = py_realloc(S, rt->statics, (size_t)rt->capstatics * sizeof *n,
                                 (size_t)nc * sizeof *n);
        if (!n)
            return -1;
        rt->statics = n;
        rt->capstatics = nc;
    }
    rt->statics[rt->nstatics++] = t;
    return 0;
}

void py_type_clear_statics(py_State *S)
{
    py_RT *rt = PY_RT(S);
    for (py_ssize i = rt->nstatics - 1; i >= 0; i--) {
        py_Type *t = rt->statics[i];
        py_setref(S, &t->dict, NULL);
        py_setref(S, &t->mro, NULL);
        py_setref(S, &t->bases, NULL);
    }
    rt->nstatics = 0;
    py_type_modified(S);
}

void py_type_invalidate_caches(py_State *S)
{
    py_type_modified(S);
}

/* ------------------------------------------------------------ ready */

#define SUBFLAGS (PY_TPFLAG_INT_SUB | PY_TPFLAG_STR_SUB | PY_TPFLAG_TUPLE_SUB | \
                  PY_TPFLAG_LIST_SUB | PY_TPFLAG_DICT_SUB | PY_TPFLAG_TYPE_SUB | \
                  PY_TPFLAG_BASEEXC_SUB | PY_TPFLAG_EXT_A | PY_TPFLAG_EXT_B | \
                  PY_TPFLAG_NO_DIVMOD | PY_TPFLAG_FUNC_REPR)

static py_Obj *tp_new_wrapper(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs,
                              py_Obj *kwnames);

static int dict_add_new(py_State *S, py_Obj *d, const char *name, py_Obj *v)
{
    if (!v)
        return -1;
    py_Obj *k = py_intern(S, name);
    int r = 0;
    if (!k)
        r = -1;
    else if (!py_dict_getB(S, d, k))
        r = py_dict_set(S, d, k, v);
    py_decref(S, v);
    return r;
}

static py_Obj *subtype_dict_get(py_State *S, py_Obj *o);
static int subtype_dict_set(py_State *S, py_Obj *o, py_Obj *v);
static py_Obj *subtype_weakref_get(py_State *S, py_Obj *o) { return PY_NONE(S); }
static const py_GetSetDef dict_getset[] = {
    {"__dict__", subtype_dict_get, subtype_dict_set},
    {NULL, NULL, NULL},
};
static const py_GetSetDef weakref_getset[] = {
    {"__weakref__", subtype_weakref_get, NULL},
    {NULL, NULL, NULL},
};

/* Fill t->dict from methods, getset and slot wrappers; then inherit the
 * slots left NULL from the base. Idempotent (t->mro marks readiness). */
int py_type_ready(py_State *S, py_Type *t)
{
    if (t->mro)
        return 0;
    if (!t->ob.type)
        t->ob.type = PY_T(type);
    if (t->ob.refcnt < PY_IMMORTAL)
        t->ob.refcnt = PY_IMMORTAL;
    py_Type *base = t->base;
    if (!base && t != PY_T(object))
        base = t->base = PY_T(object);
    if (base && py_type_ready(S, base) < 0)
        return -1;
    if (base) {
        t->flags |= base->flags & SUBFLAGS;
        if (!t->basicsize)
            t->basicsize = base->basicsize;
        if (!t->dictoffset)
            t->dictoffset = base->dictoffset;
    }
    if (t == PY_T(type))
        t->flags |= PY_TPFLAG_TYPE_SUB;
    t->dict = py_dict_new(S);
    if (!t->dict)
        return -1;
    if (py_type_register_static(S, t) < 0)
        return -1;
    py_Obj *d = t->dict;
    for (const py_MethodDef *m = t->methods; m && m->name; m++) {
        py_Obj *v = py_method_descr_new(S, t, m);
        if (dict_add_new(S, d, m->name, v) < 0)
            return -1;
    }
    for (const py_GetSetDef *g = t->getset; g && g->name; g++) {
        py_Obj *v = py_getset_descr_new(S, t, g);
        if (dict_add_new(S, d, g->name, v) < 0)
            return -1;
    }
    for (const py_SlotDef *sd = slotdefs; sd->name; sd++) {
        py_genericfn fn = slot_get(t, sd);
        if (!fn || (base && fn == slot_get(base, sd)))
            continue;
        py_Obj *v = py_wrapper_descr_new(S, t, sd, fn);
        if (dict_add_new(S, d, sd->name, v) < 0)
            return -1;
    }
    if (t->tp_new && (!base || t->tp_new != base->tp_new)) {
        py_Obj *v = py_cfunc_new(S, "__new__", tp_new_wrapper, (py_Obj *)t);
        if (dict_add_new(S, d, "__new__", v) < 0)
            return -1;
    }
    if (t->richcmp && !t->hash && (!base || t->richcmp != base->richcmp)) {
        if (dict_add_new(S, d, "__hash__", py_newref(S->None)) < 0)
            return -1;
    }
    if (t == PY_T(object)) {
        py_Obj *doc = py_str_from(S, "The base class of the class hierarchy.\n\nWhen called, it accepts no arguments "
                                     "and returns a new featureless\ninstance that has no instance attributes and "
                                     "cannot be given any.\n");
        if (dict_add_new(S, d, "__doc__", doc) < 0)
            return -1;
    }
    if (t->dictoffset && t != PY_T(type) && (!base || !base->dictoffset) &&
        !py_dict_getB_str(S, d, "__dict__")) {
        py_Obj *v = py_getset_descr_new(S, t, dict_getset);
        if (dict_add_new(S, d, "__dict__", v) < 0)
            return -1;
    }
    /* inherit slots */
    if (base) {
        bool own_cmp = t->richcmp != NULL, own_hash = t->hash != NULL;
#define INH(f) if (!t->f) t->f = base->f
        INH(dealloc); INH(repr); INH(str); INH(getattro); INH(setattro);
        INH(descr_get); INH(descr_set); INH(call); INH(iter); INH(iternext);
        INH(nb_neg); INH(nb_pos); INH(nb_invert); INH(nb_abs); INH(nb_bool);
        INH(nb_int); INH(nb_float); INH(nb_index); INH(len); INH(getitem);
        INH(setitem); INH(contains); INH(tp_init);
        for (int i = 0; i < PY_NBINOP; i++) {
            INH(nb[i]);
            INH(nb_inplace[i]);
        }
        if (!own_cmp && !own_hash) {
            t->richcmp = base->richcmp;
            t->hash = base->hash;
        } else if (!own_cmp) {
            t->richcmp = base->richcmp;
        }
        if (!t->tp_new && base != PY_T(object))
            t->tp_new = base->tp_new;
        if (!t->traverse && (t->flags & PY_TPFLAG_GC) && t->basicsize == base->basicsize)
            t->traverse = base->traverse;
        if (!t->clear && (t->flags & PY_TPFLAG_GC) && t->basicsize == base->basicsize)
            t->clear = base->clear;
#undef INH
    }
    /* bases and mro */
    /* (object's bases stay NULL: the empty tuple does not exist yet) */
    if (!t->bases && base && !(t->bases = py_tuple_pack(S, 1, (py_Obj *)base)))
        return -1;
    py_ssize nb = base && base->mro ? py_tuple_len(base->mro) : 0;
    py_Obj *mro = py_tuple_new(S, nb + 1);
    if (!mro)
        return -1;
    ((py_Tuple *)mro)->items[0] = py_newref((py_Obj *)t);
    for (py_ssize i = 0; i < nb; i++)
        ((py_Tuple *)mro)->items[i + 1] = py_newref(py_tuple_getB(base->mro, i));
    t->mro = mro;
    py_type_modified(S);
    return 0;
}

/* `__new__` of a native type T: T.__new__(subtype, *args). */
static py_Obj *tp_new_wrapper(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs,
                              py_Obj *kwnames)
{
    py_Type *t = (py_Type *)self;
    if (nargs < 1)
        return py_err_format(S, PY_T(TypeError), "%s.__new__(): not enough arguments", t->name);
    py_Obj *a0 = args[0];
    if (!(a0->type->flags & PY_TPFLAG_TYPE_SUB))
        return py_err_format(S, PY_T(TypeError), "%s.__new__(X): X is not a type object (%T)",
                             t->name, a0);
    py_Type *sub = (py_Type *)a0;
    if (!py_type_issub(sub, t))
        return py_err_format(S, PY_T(TypeError), "%s.__new__(%s): %s is not a subtype of %s",
                             t->name, sub->name, sub->name, t->name);
    py_Type *sb = py_native_base(sub);
    if (sb->tp_new != t->tp_new)
        return py_err_format(S, PY_T(TypeError), "%s.__new__(%s) is not safe, use %s.__new__()",
                             t->name, sub->name, sb->name);
    return t->tp_new(S, sub, args + 1, nargs - 1, kwnames);
}

/* ------------------------------------------------------ slot dispatchers */

static py_Obj *binname(py_State *S, int op, int which)
{
    char buf[24];
    const char *pre = which == 0 ? "__" : which == 1 ? "__r" : "__i";
    size_t n = strlen(pre);
    memcpy(buf, pre, n);
    strcpy(buf + n, binop_dunder[op]);
    strcat(buf, "__");
    return py_intern(S, buf);
}

/* Call a special method on self's type; *found = 0 when absent. */
py_Obj *py_call_special(py_State *S, py_Obj *self, py_Obj *name, py_Obj *const *args,
                        py_ssize nargs, int *found)
{
    py_Obj *f = py_type_lookup_cached(S, self->type, name);
    if (!f) {
        *found = 0;
        return NULL;
    }
    *found = 1;
    py_Type *ft = f->type;
    if (ft == PY_T(function))
        return py_call_prepend(S, f, self, args, nargs, NULL);
    if (ft == PY_T(wrapper_descriptor) && py_isinstance_type(self, ((py_WrapperDescr *)f)->owner)) {
        py_WrapperDescr *w = (py_WrapperDescr *)f;
        return py_wrapper_call(S, w->slot, w->fn, self, args, nargs, NULL);
    }
    if (ft == PY_T(method_descriptor) && ((py_MethodDescr *)f)->def->flags == PY_METH_INSTANCE &&
        py_isinstance_type(self, ((py_MethodDescr *)f)->owner))
        return ((py_MethodDescr *)f)->def->fn(S, self, args, nargs, NULL);
    if (ft->descr_get) {
        py_Obj *b = ft->descr_get(S, f, self, self->type);
        if (!b)
            return NULL;
        py_Obj *r = py_call(S, b, args, nargs, NULL);
        py_decref(S, b);
        return r;
    }
    return py_call(S, f, args, nargs, NULL);
}

/* Special method call returning NotImplemented when absent. */
static py_Obj *call_maybe(py_State *S, py_Obj *self, py_Obj *name, py_Obj *arg)
{
    int found;
    py_Obj *r = py_call_special(S, self, name, &arg, 1, &found);
    if (!found)
        return py_newref(S->NotImplemented);
    return r;
}

static py_Obj *slot_binop(py_State *S, py_Obj *a, py_Obj *b, int op, py_binaryfunc self_fn)
{
    py_Type *ta = a->type, *tb = b->type;
    py_Obj *lname = binname(S, op, 0), *rname = binname(S, op, 1);
    bool do_other = ta != tb && tb->nb[op] == self_fn;
    py_Obj *r;
    if (ta->nb[op] == self_fn) {
        if (do_other && py_type_issub(tb, ta) &&
            py_type_lookup_cached(S, tb, rname) != py_type_lookup_cached(S, ta, rname)) {
            r = call_maybe(S, b, rname, a);
            if (r != S->NotImplemented)
                return r;
            py_decref(S, r);
            do_other = false;
        }
        r = call_maybe(S, a, lname, b);
        if (r != S->NotImplemented || ta == tb)
            return r;
        py_decref(S, r);
    }
    if (do_other)
        return call_maybe(S, b, rname, a);
    return py_newref(S->NotImplemented);
}

#define SLOT_BIN(i) \
    static py_Obj *slot_nb_##i(py_State *S, py_Obj *a, py_Obj *b); \
    static py_Obj *slot_nb_##i(py_State *S, py_Obj *a, py_Obj *b) { return slot_binop(S, a, b, i, slot_nb_##i); } \
    static py_Obj *slot_inb_##i(py_State *S, py_Obj *a, py_Obj *b) { return call_maybe(S, a, binname(S, i, 2), b); }
SLOT_BIN(0) SLOT_BIN(1) SLOT_BIN(2) SLOT_BIN(3) SLOT_BIN(4) SLOT_BIN(5) SLOT_BIN(6)
SLOT_BIN(7) SLOT_BIN(8) SLOT_BIN(9) SLOT_BIN(10) SLOT_BIN(11) SLOT_BIN(12)
static const py_binaryfunc slot_nb_fns[PY_NBINOP] = {
    slot_nb_0, slot_nb_1, slot_nb_2, slot_nb_3, slot_nb_4, slot_nb_5, slot_nb_6,
    slot_nb_7, slot_nb_8, slot_nb_9, slot_nb_10, slot_nb_11, slot_nb_12};
static const py_binaryfunc slot_inb_fns[PY_NBINOP] = {
    slot_inb_0, slot_inb_1, slot_inb_2, slot_inb_3, slot_inb_4, slot_inb_5, slot_inb_6,
    slot_inb_7, slot_inb_8, slot_inb_9, slot_inb_10, slot_inb_11, slot_inb_12};

static py_Obj *call0(py_State *S, py_Obj *self, py_Obj *name)
{
    int found;
    py_Obj *r = py_call_special(S, self, name, NULL, 0, &found);
    if (!found)
        return py_err_no_attr(S, self, name);
    return r;
}

static py_Obj *slot_neg(py_State *S, py_Obj *a) { return call0(S, a, S->id.__neg__); }
static py_Obj *slot_pos(py_State *S, py_Obj *a) { return call0(S, a, S->id.__pos__); }
static py_Obj *slot_invert(py_State *S, py_Obj *a) { return call0(S, a, S->id.__invert__); }
static py_Obj *slot_abs(py_State *S, py_Obj *a) { return call0(S, a, S->id.__abs__); }

static py_Obj *check_result_type(py_State *S, py_Obj *r, py_Type *want, uint32_t flag, const char *fmt)
{
    if (!r || r->type == want || (r->type->flags & flag))
        return r;
    py_err_format(S, PY_T(TypeError), fmt, r);
    py_decref(S, r);
    return NULL;
}

static py_Obj *slot_int(py_State *S, py_Obj *a)
{
    return check_result_type(S, call0(S, a, S->id.__int__), PY_T(int), PY_TPFLAG_INT_SUB,
                             "__int__ returned non-int (type %T)");
}
static py_Obj *slot_float(py_State *S, py_Obj *a)
{
    py_Obj *r = call0(S, a, S->id.__float__);
    if (r && !py_isinstance_type(r, PY_T(float))) {
        py_err_format(S, PY_T(TypeError), "%s.__float__ returned non-float (type %T)", a->type->name, r);
        py_decref(S, r);
        return NULL;
    }
    return r;
}
static py_Obj *slot_index(py_State *S, py_Obj *a)
{
    return check_result_type(S, call0(S, a, S->id.__index__), PY_T(int), PY_TPFLAG_INT_SUB,
                             "__index__ returned non-int (type %T)");
}
static py_Obj *slot_repr(py_State *S, py_Obj *a)
{
    return check_result_type(S, call0(S, a, S->id.__repr__), PY_T(str), PY_TPFLAG_STR_SUB,
                             "__repr__ returned non-string (type %T)");
}
static py_Obj *slot_str(py_State *S, py_Obj *a)
{
    return check_result_type(S, call0(S, a, S->id.__str__), PY_T(str), PY_TPFLAG_STR_SUB,
                             "__str__ returned non-string (type %T)");
}

static py_Obj *slot_iter(py_State *S, py_Obj *a)
{
    py_Obj *f = py_type_lookup_cached(S, a->type, S->id.__iter__);
    if (f == S->None)
        return py_err_format(S, PY_T(TypeError), "'%s' object is not iterable", a->type->name);
    py_Obj *r = call0(S, a, S->id.__iter__);
    if (r && !r->type->iternext) {
        py_err_format(S, PY_T(TypeError), "iter() returned non-iterator of type '%s'", r->type->name);
        py_decref(S, r);
        return NULL;
    }
    return r;
}

static py_Obj *slot_iternext(py_State *S, py_Obj *a)
{
    py_Obj *r = call0(S, a, S->id.__next__);
    if (!r && py_err_matches(S, PY_T(StopIteration)))
        py_err_clear(S);
    return r;
}

static int slot_bool(py_State *S, py_Obj *a)
{
    int found;
    py_Obj *r = py_call_special(S, a, S->id.__bool__, NULL, 0, &found);
    if (!found) {
        /* __bool__ absent: fall back to __len__ */
        py_ssize n = py_len(S, a);
        return n < 0 ? -1 : n > 0;
    }
    if (!r)
        return -1;
    if (r->type != PY_T(bool)) {
        py_err_format(S, PY_T(TypeError), "__bool__ should return bool, returned %T", r);
        py_decref(S, r);
        return -1;
    }
    int v = r == S->True;
    py_decref(S, r);
    return v;
}

static py_ssize slot_len(py_State *S, py_Obj *a)
{
    py_Obj *r = call0(S, a, S->id.__len__);
    if (!r)
        return -1;
    if (!(r->type->flags & PY_TPFLAG_INT_SUB)) {
        py_err_format(S, PY_T(TypeError), "'%s' object cannot be interpreted as an integer",
                      r->type->name);
        py_decref(S, r);
        return -1;
    }
    if (py_int_sign(r) < 0) {
        py_decref(S, r);
        py_err_setstr(S, PY_T(ValueError), "__len__() should return >= 0");
        return -1;
    }
    py_ssize n;
    int rc = py_as_ssize(S, r, &n);
    py_decref(S, r);
    if (rc < 0) {
        if (py_err_matches(S, PY_T(OverflowError))) {
            py_err_clear(S);
            py_err_setstr(S, PY_T(OverflowError), "cannot fit 'int' into an index-sized integer");
        }
        return -1;
    }
    return n;
}

static py_hash slot_hash(py_State *S, py_Obj *a)
{
    py_Obj *r = call0(S, a, S->id.__hash__);
    if (!r)
        return -1;
    if (!(r->type->flags & PY_TPFLAG_INT_SUB)) {
        py_decref(S, r);
        py_err_setstr(S, PY_T(TypeError), "__hash__ method should return an integer");
        return -1;
    }
    py_hash h;
    if (py_int_is_small(r)) {
        h = py_int_small(r);
        if (h == -1)
            h = -2;
    } else {
        h = py_hash_obj(S, r);
    }
    py_decref(S, r);
    return h;
}

static py_Obj *cmp_ids(py_State *S, int op)
{
    switch (op) {
    case PY_LT: return S->id.__lt__;
    case PY_LE: return S->id.__le__;
    case PY_EQ: return S->id.__eq__;
    case PY_NE: return S->id.__ne__;
    case PY_GT: return S->id.__gt__;
    default: return S->id.__ge__;
    }
}

static py_Obj *slot_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    py_Obj *name = cmp_ids(S, op);
    py_Obj *f = py_type_lookup_cached(S, a->type, name);
    if (f && f->type == PY_T(wrapper_descriptor) && py_isinstance_type(a, ((py_WrapperDescr *)f)->owner))
        return ((py_Obj * (*)(py_State *, py_Obj *, py_Obj *, int))((py_WrapperDescr *)f)->fn)(S, a, b, op);
    return call_maybe(S, a, name, b);
}

/* __getattribute__ / __getattr__ */
static py_Obj *slot_getattro(py_State *S, py_Obj *o, py_Obj *name)
{
    py_Type *t = o->type;
    py_Obj *ga = py_type_lookup_cached(S, t, S->id.__getattribute__);
    py_Obj *gf = py_type_lookup_cached(S, t, S->id.__getattr__);
    py_Obj *r;
    if (ga && ga->type == PY_T(wrapper_descriptor) && ((py_WrapperDescr *)ga)->slot->kind == PY_SK_GETATTRO) {
        py_genericfn fn = ((py_WrapperDescr *)ga)->fn;
        if (fn == (py_genericfn)py_generic_getattr && gf) {
            r = py_generic_getattr_impl(S, o, name, 1);
            if (r || S->exc)
                return r;
        } else {
            r = ((py_Obj * (*)(py_State *, py_Obj *, py_Obj *)) fn)(S, o, name);
        }
    } else if (ga) {
        int found;
        r = py_call_special(S, o, S->id.__getattribute__, &name, 1, &found);
    } else {
        r = py_generic_getattr(S, o, name);
    }
    if (r || !gf)
        return r;
    if (S->exc) {
        if (!py_err_matches(S, PY_T(AttributeError)))
            return NULL;
        py_err_clear(S);
    }
    int found;
    return py_call_special(S, o, S->id.__getattr__, &name, 1, &found);
}

static int slot_setattro(py_State *S, py_Obj *o, py_Obj *name, py_Obj *v)
{
    py_Obj *dn = v ? S->id.__setattr__ : S->id.__delattr__;
    py_Obj *f = py_type_lookup_cached(S, o->type, dn);
    if (f && f->type == PY_T(wrapper_descriptor) && py_isinstance_type(o, ((py_WrapperDescr *)f)->owner))
        return ((int (*)(py_State *, py_Obj *, py_Obj *, py_Obj *))((py_WrapperDescr *)f)->fn)(S, o, name, v);
    py_Obj *args[2] = {name, v};
    int found;
    py_Obj *r = py_call_special(S, o, dn, args, v ? 2 : 1, &found);
    if (!found) {
        py_err_no_attr(S, o, dn);
        return -1;
    }
    if (!r)
        return -1;
    py_decref(S, r);
    return 0;
}

static py_Obj *slot_getitem(py_State *S, py_Obj *o, py_Obj *key)
{
    int found;
    py_Obj *r = py_call_special(S, o, S->id.__getitem__, &key, 1, &found);
    if (!found)
        return py_err_format(S, PY_T(TypeError), "'%s' object is not subscriptable", o->type->name);
    return r;
}

static int slot_setitem(py_State *S, py_Obj *o, py_Obj *key, py_Obj *v)
{
    py_Obj *args[2] = {key, v};
    int found;
    py_Obj *r = py_call_special(S, o, v ? S->id.__setitem__ : S->id.__delitem__, args, v ? 2 : 1, &found);
    if (!found) {
        py_err_setstr(S, PY_T(AttributeError), v ? "__setitem__" : "__delitem__");
        return -1;
    }
    if (!r)
        return -1;
    py_decref(S, r);
    return 0;
}

static int slot_contains(py_State *S, py_Obj *o, py_Obj *v)
{
    int found;
    py_Obj *r = py_call_special(S, o, S->id.__contains__, &v, 1, &found);
    if (!found) {
        py_err_format(S, PY_T(TypeError), "argument of type '%s' is not iterable", o->type->name);
        return -1;
    }
    if (!r)
        return -1;
    int t = py_truthy(S, r);
    py_decref(S, r);
    return t;
}

static py_Obj *slot_call(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *f = py_type_lookup_cached(S, self->type, S->id.__call__);
    if (!f)
        return py_err_format(S, PY_T(TypeError), "'%s' object is not callable", self->type->name);
    if (f->type == PY_T(function))
        return py_call_prepend(S, f, self, args, nargs, kwnames);
    py_Obj *b = f->type->descr_get ? f->type->descr_get(S, f, self, self->type) : py_newref(f);
    if (!b)
        return NULL;
    py_Obj *r = py_call(S, b, args, nargs, kwnames);
    py_decref(S, b);
    return r;
}

static int slot_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *f = py_type_lookup_cached(S, self->type, S->id.__init__);
    py_Obj *r;
    if (!f) {
        return 0;
    } else if (f->type == PY_T(function)) {
        r = py_call_prepend(S, f, self, args, nargs, kwnames);
    } else {
        py_Obj *b = f->type->descr_get ? f->type->descr_get(S, f, self, self->type) : py_newref(f);
        if (!b)
            return -1;
        r = py_call(S, b, args, nargs, kwnames);
        py_decref(S, b);
    }
    if (!r)
        return -1;
    if (r != S->None) {
        py_err_format(S, PY_T(TypeError), "__init__() should return None, not '%s'", r->type->name);
        py_decref(S, r);
        return -1;
    }
    py_decref(S, r);
    return 0;
}

static py_Obj *slot_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *f = py_type_lookup_cached(S, t, S->id.__new__);
    if (!f)
        return py_err_format(S, PY_T(TypeError), "cannot create '%s' instances", t->name);
    py_Obj *fn = f->type->descr_get ? f->type->descr_get(S, f, NULL, t) : py_newref(f);
    if (!fn)
        return NULL;
    py_Obj *r = py_call_prepend(S, fn, (py_Obj *)t, args, nargs, kwnames);
    py_decref(S, fn);
    return r;
}

static py_Obj *slot_descr_get(py_State *S, py_Obj *self, py_Obj *obj, py_Type *owner)
{
    py_Obj *args[2] = {obj ? obj : S->None, owner ? (py_Obj *)owner : S->None};
    int found;
    py_Obj *r = py_call_special(S, self, S->id.__get__, args, 2, &found);
    if (!found)
        return py_newref(self);
    return r;
}

static int slot_descr_set(py_State *S, py_Obj *self, py_Obj *obj, py_Obj *v)
{
    py_Obj *args[2] = {obj, v};
    int found;
    py_Obj *name = v ? S->id.__set__ : S->id.__delete__;
    py_Obj *r = py_call_special(S, self, name, args, v ? 2 : 1, &found);
    if (!found) {
        py_err_no_attr(S, self, name);
        return -1;
    }
    if (!r)
        return -1;
    py_decref(S, r);
    return 0;
}

/* ------------------------------------------------ slot resolution (heap) */

enum { R_NONE, R_NATIVE, R_PY, R_NONEVAL };

static int resolve(py_State *S, py_Type *t, const char *name, py_genericfn *fn)
{
    py_Obj *k = py_intern(S, name);
    py_Obj *v = k ? py_type_lookupB(t, k) : NULL;
    if (!v)
        return R_NONE;
    if (v == S->None)
        return R_NONEVAL;
    if (v->type == PY_T(wrapper_descriptor)) {
        *fn = ((py_WrapperDescr *)v)->fn;
        return R_NATIVE;
    }
    return R_PY;
}

/* Resolve one slot from up to 6 dunder names: the dispatcher if any is
 * defined in Python, else the native function found (or NULL). */
static py_genericfn pick(py_State *S, py_Type *t, const char *const *names, int n,
                         py_genericfn dispatcher, bool none_is_null)
{
    py_genericfn native = NULL;
    bool py = false;
    for (int i = 0; i < n; i++) {
        py_genericfn fn = NULL;
        int r = resolve(S, t, names[i], &fn);
        if (r == R_PY)
            py = true;
        else if (r == R_NONEVAL)
            py = py || !none_is_null;
        else if (r == R_NATIVE && !native)
            native = fn;
        if (i == 0 && r == R_NONEVAL && none_is_null)
            return NULL;
    }
    return py ? dispatcher : native;
}

#define PICK(field, type, disp, ...) do { \
        static const char *const nm_[] = {__VA_ARGS__}; \
        t->field = (type)pick(S, t, nm_, (int)(sizeof nm_ / sizeof nm_[0]), (py_genericfn)(disp), false); \
    } while (0)

/* Set every slot of heap type t from its MRO's dunders. */
static void fixup_slots(py_State *S, py_Type *t)
{
    for (int op = 0; op < PY_NBINOP; op++) {
        char a[24], r[24], i[24];
        snprintf(a, sizeof a, "__%s__", binop_dunder[op]);
        snprintf(r, sizeof r, "__r%s__", binop_dunder[op]);
        snprintf(i, sizeof i, "__i%s__", binop_dunder[op]);
        const char *nb2[2] = {a, r}, *ni[1] = {i};
        t->nb[op] = (py_binaryfunc)pick(S, t, nb2, 2, (py_genericfn)slot_nb_fns[op], false);
        t->nb_inplace[op] = (py_binaryfunc)pick(S, t, ni, 1, (py_genericfn)slot_inb_fns[op], false);
    }
    PICK(nb_neg, py_unaryfunc, slot_neg, "__neg__");
    PICK(nb_pos, py_unaryfunc, slot_pos, "__pos__");
    PICK(nb_invert, py_unaryfunc, slot_invert, "__invert__");
    PICK(nb_abs, py_unaryfunc, slot_abs, "__abs__");
    PICK(nb_int, py_unaryfunc, slot_int, "__int__");
    PICK(nb_float, py_unaryfunc, slot_float, "__float__");
    PICK(nb_index, py_unaryfunc, slot_index, "__index__");
    PICK(repr, py_unaryfunc, slot_repr, "__repr__");
    PICK(str, py_unaryfunc, slot_str, "__str__");
    PICK(iter, py_unaryfunc, slot_iter, "__iter__");
    PICK(iternext, py_unaryfunc, slot_iternext, "__next__");
    PICK(call, py_vcallfunc, slot_call, "__call__");
    PICK(len, py_ssize (*)(py_State *, py_Obj *), slot_len, "__len__");
    PICK(getitem, py_binaryfunc, slot_getitem, "__getitem__");
    PICK(setitem, int (*)(py_State *, py_Obj *, py_Obj *, py_Obj *), slot_setitem, "__setitem__", "__delitem__");
    PICK(contains, int (*)(py_State *, py_Obj *, py_Obj *), slot_contains, "__contains__");
    PICK(getattro, py_Obj * (*)(py_State *, py_Obj *, py_Obj *), slot_getattro, "__getattribute__", "__getattr__");
    PICK(setattro, int (*)(py_State *, py_Obj *, py_Obj *, py_Obj *), slot_setattro, "__setattr__", "__delattr__");
    if (t->setattro == py_generic_setattr && !py_type_has_inst_dict(S, t))
        t->setattro = py_slots_setattr;
    PICK(descr_get, py_Obj * (*)(py_State *, py_Obj *, py_Obj *, py_Type *), slot_descr_get, "__get__");
    PICK(descr_set, int (*)(py_State *, py_Obj *, py_Obj *, py_Obj *), slot_descr_set, "__set__", "__delete__");
    PICK(richcmp, py_Obj * (*)(py_State *, py_Obj *, py_Obj *, int), slot_richcmp,
         "__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__");
    PICK(tp_init, int (*)(py_State *, py_Obj *, py_Obj *const *, py_ssize, py_Obj *), slot_init, "__init__");
    {
        static const char *const nm[] = {"__hash__"};
        t->hash = (py_hash(*)(py_State *, py_Obj *))pick(S, t, nm, 1, (py_genericfn)slot_hash, true);
    }
    {
        /* nb_bool: __bool__, else __len__ (slot_bool falls back to len) */
        py_genericfn fn = NULL;
        int r = resolve(S, t, "__bool__", &fn);
        if (r == R_NATIVE)
            t->nb_bool = (int (*)(py_State *, py_Obj *))fn;
        else if (r == R_NONE)
            t->nb_bool = NULL;
        else
            t->nb_bool = slot_bool;
    }
    {
        py_Obj *k = py_intern(S, "__new__");
        py_Obj *v = k ? py_type_lookupB(t, k) : NULL;
        if (v && v->type == PY_T(builtin_function) && ((py_CFunc *)v)->fn == tp_new_wrapper)
            t->tp_new = ((py_Type *)((py_CFunc *)v)->self)->tp_new;
        else if (v)
            t->tp_new = slot_new;
        else
            t->tp_new = NULL;
    }
    /* the finalizer flag, so that freeing an instance needs no MRO walk */
    if (py_type_lookupB(t, S->id.__del__))
        t->flags |= PY_TPFLAG_HAS_DEL;
    else
        t->flags &= ~PY_TPFLAG_HAS_DEL;
}

void py_type_update_slot(py_State *S, py_Type *t, py_Obj *name)
{
    py_type_modified(S);
    fixup_slots(S, t);
    PY_GC_FOREACH(S, g) {
        py_Obj *o = (py_Obj *)(g + 1);
        if (!(o->type->flags & PY_TPFLAG_TYPE_SUB))
            continue;
        py_Type *k = (py_Type *)o;
        if (k != t && (k->flags & PY_TPFLAG_HEAPTYPE) && k->mro && py_type_issub(k, t))
            fixup_slots(S, k);
    }
}

/* ------------------------------------------- heap instance lifetime */

/* The slot-value dict pointer of instances of heap type t (NULL if none). */
static py_Obj **slots_ptr(py_Type *t, py_Obj *o)
{
    if (!(t->flags & PY_TPFLAG_HEAPTYPE) || !t->user)
        return NULL;
    return (py_Obj **)((char *)o + (intptr_t)t->user);
}

static void subtype_dealloc(py_State *S, py_Obj *o)
{
    py_Type *t = o->type;
    if ((t->flags & PY_TPFLAG_HAS_DEL) && !S->gc_running && !S->finalizing && !S->budget_hit) {
        /* __del__ (the collector calls it itself for cyclic garbage) */
        py_Obj *del = py_type_lookupB(t, S->id.__del__);
        if (del) {
            o->refcnt = 1;
            py_call_finalizer(S, o, del);
            if (--o->refcnt != 0) return;   /* resurrected */
        }
    }
    if (PY_RT(S)->wr_n)
        py_weakref_clear(S, o);
    py_Type *nb = py_native_base(t);
    py_Obj **sp = slots_ptr(t, o);
    if (sp && *sp)
        py_setref(S, sp, NULL);
    if (t->dictoffset && !nb->dictoffset) {
        py_Obj **dp = py_obj_dictptr(o);
        if (dp && *dp)
            py_setref(S, dp, NULL);
    }
    if (nb->dealloc)
        nb->dealloc(S, o);
    else
        py_obj_free(S, o);
}

static int subtype_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Type *t = o->type;
    py_Type *nb = py_native_base(t);
    int r;
    if ((t->flags & PY_TPFLAG_HEAPTYPE) && (r = visit((py_Obj *)t, arg)))
        return r;
    py_Obj **sp = slots_ptr(t, o);
    if (sp && *sp && (r = visit(*sp, arg)))
        return r;
    if (t->dictoffset && !nb->dictoffset) {
        py_Obj **dp = py_obj_dictptr(o);
        if (dp && *dp && (r = visit(*dp, arg)))
            return r;
    }
    if (nb->traverse)
        return nb->traverse(o, visit, arg);
    return 0;
}

static void subtype_clear(py_State *S, py_Obj *o)
{
    py_Type *t = o->type;
    py_Type *nb = py_native_base(t);
    py_Obj **sp = slots_ptr(t, o);
    if (sp && *sp)
        py_setref(S, sp, NULL);
    if (t->dictoffset && !nb->dictoffset) {
        py_Obj **dp = py_obj_dictptr(o);
        if (dp && *dp)
            py_setref(S, dp, NULL);
    }
    if (nb->clear)
        nb->clear(S, o);
}

py_Obj **py_obj_dictptr(py_Obj *o)
{
    py_ssize off = o->type->dictoffset;
    if (!off)
        return NULL;
    if (off == PY_DICT_AT_END)
        return (py_Obj **)((char *)o + py_obj_allocsize(o) - sizeof(py_Obj *));
    return (py_Obj **)((char *)o + off);
}

static py_Obj *subtype_dict_get(py_State *S, py_Obj *o)
{
    py_Obj **dp = py_obj_dictptr(o);
    if (!dp)
        return py_err_no_attr(S, o, S->id.__dict__);
    if (!*dp && !(*dp = py_dict_new(S)))
        return NULL;
    return py_newref(*dp);
}

static int subtype_dict_set(py_State *S, py_Obj *o, py_Obj *v)
{
    py_Obj **dp = py_obj_dictptr(o);
    if (!dp) {
        py_err_no_attr(S, o, S->id.__dict__);
        return -1;
    }
    if (!v) {
        py_err_setstr(S, PY_T(TypeError), "cannot delete __dict__");
        return -1;
    }
    if (!(v->type->flags & PY_TPFLAG_DICT_SUB)) {
        py_err_format(S, PY_T(TypeError), "__dict__ must be set to a dictionary, not a '%s'", v->type->name);
        return -1;
    }
    py_setref(S, dp, py_newref(v));
    return 0;
}

/* ------------------------------------------------------------ C3 MRO */

typedef struct Seq { py_Obj *tuple; py_ssize pos; } Seq;

static bool in_tail(Seq *seqs, int n, py_Obj *c)
{
    for (int i = 0; i < n; i++) {
        py_ssize len = py_tuple_len(seqs[i].tuple);
        for (py_ssize j = seqs[i].pos + 1; j < len; j++)
            if (py_tuple_getB(seqs[i].tuple, j) == c)
                return true;
    }
    return false;
}

/* C3 linearisation of t over its bases; new tuple or NULL + TypeError. */
static py_Obj *c3_mro(py_State *S, py_Type *t, py_Obj *bases)
{
    py_ssize nb = py_tuple_len(bases);
    int n = (int)nb + 1;
    Seq seqs[64];
    if (n > 64)
        return py_err_setstr(S, PY_T(TypeError), "too many base classes");
    py_ssize total = 1;
    for (py_ssize i = 0; i < nb; i++) {
        py_Type *b = (py_Type *)py_tuple_getB(bases, i);
        seqs[i].tuple = b->mro;
        seqs[i].pos = 0;
        total += py_tuple_len(b->mro);
    }
    seqs[nb].tuple = bases;
    seqs[nb].pos = 0;
    py_Obj *out = py_list_new(S, 0);
    if (!out)
        return NULL;
    if (py_list_append(S, out, (py_Obj *)t) < 0)
        goto fail;
    for (;;) {
        bool empty = true;
        py_Obj *cand = NULL;
        for (int i = 0; i < n; i++) {
            if (seqs[i].pos >= py_tuple_len(seqs[i].tuple))
                continue;
            empty = false;
            py_Obj *c = py_tuple_getB(seqs[i].tuple, seqs[i].pos);
            if (!in_tail(seqs, n, c)) {
                cand = c;
                break;
            }
        }
        if (empty)
            break;
        if (!cand) {
            nb_Buf b;
            nb_buf_init(&b, &S->heap);
            nb_buf_puts(&b, "Cannot create a consistent method resolution order (MRO) for bases ");
            py_Obj *seen[64];
            int ns = 0;
            for (int i = 0; i < n; i++) {
                if (seqs[i].pos >= py_tuple_len(seqs[i].tuple))
                    continue;
                py_Obj *c = py_tuple_getB(seqs[i].tuple, seqs[i].pos);
                bool dup = false;
                for (int j = 0; j < ns; j++)
                    dup = dup || seen[j] == c;
                if (dup)
                    continue;
                if (ns)
                    nb_buf_puts(&b, ", ");
                seen[ns++] = c;
                nb_buf_puts(&b, ((py_Type *)c)->name);
            }
            py_err_setstr(S, PY_T(TypeError), b.data ? b.data : "");
            nb_buf_free(&b);
            goto fail;
        }
        if (py_list_append(S, out, cand) < 0)
            goto fail;
        for (int i = 0; i < n; i++)
            if (seqs[i].pos < py_tuple_len(seqs[i].tuple) &&
                py_tuple_getB(seqs[i].tuple, seqs[i].pos) == cand)
                seqs[i].pos++;
    }
    (void)total;
    py_Obj *tup = py_tuple_from_array(S, ((py_List *)out)->items, py_list_len(out));
    py_decref(S, out);
    return tup;
fail:
    py_decref(S, out);
    return NULL;
}

/* The base that determines the instance layout (CPython's solid_base). */
static py_Type *solid_base(py_Type *t)
{
    while (t->base) {
        if (t->flags & PY_TPFLAG_HEAPTYPE) {
            t = t->base;
            continue;
        }
        if (t->basicsize != t->base->basicsize || t->dictoffset != t->base->dictoffset)
            return t;
        t = t->base;
    }
    return t;
}

static bool is_varsize(py_Type *nb)
{
    return py_type_issub(nb, PY_T(str)) || py_type_issub(nb, PY_T(tuple)) ||
           py_type_issub(nb, PY_T(bytes));
}

/* ----------------------------------------------------- heap type creation */

static py_Obj *module_name_from_frame(py_State *S)
{
    if (S->frame && S->frame->globals) {
        py_Obj *n = py_dict_getB(S, S->frame->globals, S->id.__name__);
        if (n)
            return n;
    }
    return NULL;
}

/* Wrap a plain function stored under `name` into staticmethod/classmethod. */
static int wrap_special(py_State *S, py_Obj *d, const char *name, py_Type *wrapper)
{
    py_Obj *v = py_dict_getB_str(S, d, name);
    if (!v || v->type != PY_T(function))
        return 0;
    py_Obj *w = py_call1(S, (py_Obj *)wrapper, v);
    if (!w)
        return -1;
    int r = py_dict_set_str(S, d, name, w);
    py_decref(S, w);
    return r;
}

static py_Type *calc_metaclass(py_State *S, py_Type *meta, py_Obj *bases)
{
    py_Type *winner = meta;
    for (py_ssize i = 0; i < py_tuple_len(bases); i++) {
        py_Type *bt = py_tuple_getB(bases, i)->type;
        if (py_type_issub(winner, bt))
            continue;
        if (py_type_issub(bt, winner)) {
            winner = bt;
            continue;
        }
        py_err_setstr(S, PY_T(TypeError),
                      "metaclass conflict: the metaclass of a derived class must be a (non-strict) "
                      "subclass of the metaclasses of all its bases");
        return NULL;
    }
    return winner;
}

static py_Obj *new_heap(py_State *S, py_Type *meta, py_Obj *name, py_Obj *bases, py_Obj *dict,
                        py_Obj *qualname, py_Obj *kwargs)
{
    if (!(name->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(TypeError), "type.__new__() argument 1 must be str, not %T", name);
    if (!(bases->type->flags & PY_TPFLAG_TUPLE_SUB))
        return py_err_format(S, PY_T(TypeError), "type.__new__() argument 2 must be tuple, not %T", bases);
    if (!(dict->type->flags & PY_TPFLAG_DICT_SUB))
        return py_err_format(S, PY_T(TypeError), "type.__new__() argument 3 must be dict, not %T", dict);
    py_ssize nb = py_tuple_len(bases);
    py_Obj *bt = NULL;
    if (nb == 0) {
        bt = py_tuple_pack(S, 1, (py_Obj *)PY_T(object));
        if (!bt)
            return NULL;
        bases = bt;
        nb = 1;
    } else {
        bt = py_newref(bases);
    }
    py_Type *t = NULL;
    py_Obj *d = NULL;
    py_Type *m2 = calc_metaclass(S, meta, bases);
    if (!m2)
        goto fail;
    meta = m2;
    /* check bases, find the best base */
    py_Type *best = NULL, *best_solid = NULL;
    for (py_ssize i = 0; i < nb; i++) {
        py_Obj *b = py_tuple_getB(bases, i);
        if (!(b->type->flags & PY_TPFLAG_TYPE_SUB)) {
            py_err_setstr(S, PY_T(TypeError), "bases must be types");
            goto fail;
        }
        py_Type *bb = (py_Type *)b;
        for (py_ssize j = 0; j < i; j++)
            if (py_tuple_getB(bases, j) == b) {
                py_err_format(S, PY_T(TypeError), "duplicate base class %s", bb->name);
                goto fail;
            }
        if (!(bb->flags & (PY_TPFLAG_BASETYPE | PY_TPFLAG_HEAPTYPE))) {
            py_err_format(S, PY_T(TypeError), "type '%s' is not an acceptable base type", bb->name);
            goto fail;
        }
        if (!bb->mro && py_type_ready(S, bb) < 0)
            goto fail;
        py_Type *sb = solid_base(bb);
        if (!best) {
            best = bb;
            best_solid = sb;
        } else if (py_type_issub(best_solid, sb)) {
            /* keep */
        } else if (py_type_issub(sb, best_solid)) {
            best = bb;
            best_solid = sb;
        } else {
            py_err_setstr(S, PY_T(TypeError), "multiple bases have instance lay-out conflict");
            goto fail;
        }
    }
    py_ssize tsize = meta->basicsize > (py_ssize)sizeof(py_Type) ? meta->basicsize : (py_ssize)sizeof(py_Type);
    t = (py_Type *)py_obj_alloc(S, meta, tsize);
    if (!t)
        goto fail;
    t->flags = PY_TPFLAG_HEAPTYPE | PY_TPFLAG_GC | PY_TPFLAG_BASETYPE;
    for (py_ssize i = 0; i < nb; i++)
        t->flags |= ((py_Type *)py_tuple_getB(bases, i))->flags & SUBFLAGS;
    t->heapname = py_newref(name);
    t->name = py_str_utf8(name);
    t->base = best;
    py_incref((py_Obj *)best);
    t->bases = bt;
    bt = NULL;
    d = py_dict_copy(S, dict);
    if (!d)
        goto fail;
    t->dict = d;
    /* __module__, __qualname__, __doc__ */
    if (!py_dict_getB(S, d, S->id.__module__)) {
        py_Obj *mn = module_name_from_frame(S);
        if (mn && py_dict_set(S, d, S->id.__module__, mn) < 0)
            goto fail;
    }
    py_Obj *qn = py_dict_getB(S, d, S->id.__qualname__);
    if (qn) {
        if (!(qn->type->flags & PY_TPFLAG_STR_SUB)) {
            py_err_format(S, PY_T(TypeError), "type __qualname__ must be a str, not %T", qn);
            goto fail;
        }
        t->qualname = py_newref(qn);
        if (py_dict_del(S, d, S->id.__qualname__) < 0)
            goto fail;
    } else if (qualname && qualname != S->None) {
        t->qualname = py_newref(qualname);
    }
    /* `_nns_tp_name = "numpy.ndarray"` in a class body: the C-level name (tp_name) an extension
     * type has, shown by error messages, while __name__/__qualname__ stay (the dict keeps it) */
    py_Obj *tpn = py_dict_getB(S, d, S->id._nns_tp_name);
    if (tpn && (tpn->type->flags & PY_TPFLAG_STR_SUB)) {
        if (!t->qualname)
            t->qualname = py_newref(name);
        t->name = py_str_utf8(tpn);
    }
    py_Obj *cell = py_dict_getB(S, d, S->id.__classcell__);
    if (cell) {
        if (cell->type == PY_T(cell))
            py_setref(S, &((py_Cell *)cell)->ref, py_newref((py_Obj *)t));
        if (py_dict_del(S, d, S->id.__classcell__) < 0)
            goto fail;
    }
    if (wrap_special(S, d, "__new__", PY_T(staticmethod)) < 0 ||
        wrap_special(S, d, "__init_subclass__", PY_T(classmethod)) < 0 ||
        wrap_special(S, d, "__class_getitem__", PY_T(classmethod)) < 0)
        goto fail;
    if (py_dict_getB(S, d, S->id.__eq__) && !py_dict_getB(S, d, S->id.__hash__) &&
        py_dict_set(S, d, S->id.__hash__, S->None) < 0)
        goto fail;
    /* layout */
    py_Type *nbase = py_native_base(best);
    t->basicsize = best->basicsize;
    t->dictoffset = best->dictoffset;
    bool had_dict = t->dictoffset != 0;
    if (!t->dictoffset) {
        if (is_varsize(nbase)) {
            t->dictoffset = PY_DICT_AT_END;
        } else {
            t->dictoffset = t->basicsize;
            t->basicsize += (py_ssize)sizeof(py_Obj *);
        }
    }
    /* __slots__: member descriptors over one slot-value dict per instance (its
     * offset in t->user, inherited); without a `__dict__` along the MRO new
     * attributes are refused (py_slots.c) */
    t->user = (best->flags & PY_TPFLAG_HEAPTYPE) ? best->user : NULL;
    bool wants_dict;
    if (py_slots_setup(S, t, d, &wants_dict, !is_varsize(nbase)) < 0)
        goto fail;
    bool base_dict = false;
    for (py_ssize i = 0; i < nb && !base_dict; i++)
        base_dict = py_type_has_inst_dict(S, (py_Type *)py_tuple_getB(bases, i));
    bool adds_dict = wants_dict && (!had_dict || !base_dict);
    if (adds_dict) {
        py_Obj *v = py_getset_descr_new(S, t, dict_getset);
        if (!v || py_dict_set_str(S, d, "__dict__", v) < 0) {
            py_xdecref(S, v);
            goto fail;
        }
        py_decref(S, v);
        v = py_getset_descr_new(S, t, weakref_getset);
        if (!v || py_dict_set_str(S, d, "__weakref__", v) < 0) {
            py_xdecref(S, v);
            goto fail;
        }
        py_decref(S, v);
    }
    if (!py_dict_getB(S, d, S->id.__doc__) && py_dict_set(S, d, S->id.__doc__, S->None) < 0)
        goto fail;
    t->mro = c3_mro(S, t, t->bases);
    if (!t->mro)
        goto fail;
    t->dealloc = subtype_dealloc;
    t->traverse = subtype_traverse;
    t->clear = subtype_clear;
    fixup_slots(S, t);
    py_type_modified(S);
    /* __set_name__ */
    {
        py_ssize pos = 0;
        py_Obj *k, *v;
        py_Obj *items = py_list_new(S, 0);
        if (!items)
            goto fail;
        while (py_dict_next(d, &pos, &k, &v)) {
            if (py_type_lookup_cached(S, v->type, S->id.__set_name__)) {
                py_Obj *pair = py_tuple_pack(S, 2, k, v);
                if (!pair || py_list_append_steal(S, items, pair) < 0) {
                    py_decref(S, items);
                    goto fail;
                }
            }
        }
        for (py_ssize i = 0; i < py_list_len(items); i++) {
            py_Obj *pair = py_list_getB(items, i);
            py_Obj *args[2] = {(py_Obj *)t, py_tuple_getB(pair, 0)};
            int found;
            py_Obj *r = py_call_special(S, py_tuple_getB(pair, 1), S->id.__set_name__, args, 2, &found);
            if (!r && found) {
                py_decref(S, items);
                goto fail;
            }
            py_xdecref(S, r);
        }
        py_decref(S, items);
    }
    /* __init_subclass__ on the parent (super(t, t).__init_subclass__(**kw)) */
    {
        py_Obj *mro = t->mro;
        py_Obj *f = NULL;
        for (py_ssize i = 1; i < py_tuple_len(mro) && !f; i++) {
            py_Type *k = (py_Type *)py_tuple_getB(mro, i);
            if (k->dict)
                f = py_dict_getB(S, k->dict, S->id.__init_subclass__);
        }
        if (f) {
            py_Obj *bound = f->type->descr_get ? f->type->descr_get(S, f, NULL, t) : py_newref(f);
            if (!bound)
                goto fail;
            py_Obj *r = py_call_tuple_dict(S, bound, NULL, kwargs);
            py_decref(S, bound);
            if (!r)
                goto fail;
            py_decref(S, r);
        }
    }
    return (py_Obj *)t;
fail:
    py_xdecref(S, bt);
    py_xdecref(S, (py_Obj *)t);
    return NULL;
}

py_Obj *py_type_new_heap_kw(py_State *S, py_Obj *name, py_Obj *bases, py_Obj *dict,
                            py_Obj *qualname, py_Obj *kwargs)
{
    return new_heap(S, PY_T(type), name, bases, dict, qualname, kwargs);
}

py_Obj *py_type_new_heap(py_State *S, py_Obj *name, py_Obj *bases, py_Obj *dict, py_Obj *qualname)
{
    return new_heap(S, PY_T(type), name, bases, dict, qualname, NULL);
}


/* ------------------------------------------------- X | Y (types.UnionType) */

typedef struct Union { PY_HEAD; py_Obj *args; } Union;
extern py_Type py_rt_union_type;

/* What `|` joins into a types.UnionType (CPython is_unionable): None,
 * classes, unions, GenericAliases (list[int]) and typing's TypeAliasType
 * (a Python class marked `_nns_unionable`). */
bool py_unionable(py_State *S, py_Obj *o)
{
    if (o == S->None || (o->type->flags & PY_TPFLAG_TYPE_SUB) || o->type == &py_rt_union_type ||
        o->type == PY_T(GenericAlias))
        return true;
    py_Obj *mark = py_intern(S, "_nns_unionable");
    return mark && (o->type->flags & PY_TPFLAG_HEAPTYPE) && py_type_lookupB(o->type, mark) == S->True;
}

/* Append o (flattened, deduplicated by equality, None as NoneType) to list l. */
static int union_add(py_State *S, py_Obj *l, py_Obj *o)
{
    if (o->type == &py_rt_union_type) {
        py_Obj *a = ((Union *)o)->args;
        for (py_ssize i = 0; i < py_tuple_len(a); i++)
            if (union_add(S, l, py_tuple_getB(a, i)) < 0)
                return -1;
        return 0;
    }
    if (o == S->None)
        o = (py_Obj *)PY_T(NoneType);
    for (py_ssize i = 0; i < py_list_len(l); i++) {
        py_Obj *x = py_list_getB(l, i);
        if (x == o)
            return 0;
        if (x->type == PY_T(GenericAlias) && o->type == PY_T(GenericAlias)) {
            int eq = py_richcompare_bool(S, x, o, PY_EQ);
            if (eq < 0) return -1;
            if (eq) return 0;
        }
    }
    return py_list_append(S, l, o);
}

py_Obj *py_union_or(py_State *S, py_Obj *a, py_Obj *b)
{
    if (!py_unionable(S, a) || !py_unionable(S, b))
        return py_newref(S->NotImplemented);
    py_Obj *l = py_list_new(S, 0);
    if (!l)
        return NULL;
    if (union_add(S, l, a) < 0 || union_add(S, l, b) < 0) {
        py_decref(S, l);
        return NULL;
    }
    if (py_list_len(l) == 1) {
        py_Obj *r = py_newref(py_list_getB(l, 0));
        py_decref(S, l);
        return r;
    }
    Union *u = (Union *)py_obj_alloc(S, &py_rt_union_type, sizeof(Union));
    if (u)
        u->args = py_tuple_from_array(S, ((py_List *)l)->items, py_list_len(l));
    py_decref(S, l);
    if (u && !u->args)
        py_setref(S, (py_Obj **)&u, NULL);
    return (py_Obj *)u;
}

static int union_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Obj *a = ((Union *)o)->args;
    return a ? visit(a, arg) : 0;
}

static void union_clear(py_State *S, py_Obj *o)
{
    py_Obj *a = ((Union *)o)->args;
    ((Union *)o)->args = NULL;
    py_xdecref(S, a);
}

static void union_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((Union *)o)->args);
    py_obj_free(S, o);
}

static py_Obj *union_repr(py_State *S, py_Obj *o)
{
    py_Obj *a = ((Union *)o)->args;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    for (py_ssize i = 0; a && i < py_tuple_len(a); i++) {
        py_Obj *t = py_tuple_getB(a, i);
        if (i)
            nb_buf_puts(&b, " | ");
        if (t == (py_Obj *)PY_T(NoneType)) {
            nb_buf_puts(&b, "None");
            continue;
        }
        py_Obj *q = (t->type->flags & PY_TPFLAG_TYPE_SUB) ? py_type_qualified_name(S, (py_Type *)t) : py_repr(S, t);
        if (!q) {
            nb_buf_free(&b);
            return NULL;
        }
        nb_buf_append(&b, py_str_utf8(q), (size_t)py_str_nbytes(q));
        py_decref(S, q);
    }
    py_Obj *r = py_str_new(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

static py_Obj *union_get_args(py_State *S, py_Obj *o) { return py_newref(((Union *)o)->args); }

py_Obj *py_union_args(py_Obj *u) { return ((Union *)u)->args; }

static py_Obj *union_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if ((op != PY_EQ && op != PY_NE) || b->type != &py_rt_union_type)
        return py_newref(S->NotImplemented);
    py_Obj *x = ((Union *)a)->args, *y = ((Union *)b)->args;
    bool eq = py_tuple_len(x) == py_tuple_len(y);
    for (py_ssize i = 0; eq && i < py_tuple_len(x); i++) {
        bool found = false;
        for (py_ssize j = 0; !found && j < py_tuple_len(y); j++) {
            int r = py_richcompare_bool(S, py_tuple_getB(x, i), py_tuple_getB(y, j), PY_EQ);
            if (r < 0) return NULL;
            found = r;
        }
        eq = found;
    }
    return PY_BOOL(S, op == PY_EQ ? eq : !eq);
}

static py_hash union_hash(py_State *S, py_Obj *o)
{
    py_Obj *a = ((Union *)o)->args;
    uint64_t h = 0x345678;
    for (py_ssize i = 0; i < py_tuple_len(a); i++) {
        py_hash hi = py_hash_obj(S, py_tuple_getB(a, i));
        if (hi == -1) return -1;
        h ^= (uint64_t)hi;
    }
    py_hash r = (py_hash)(h & 0x7fffffffffffffffull);
    return r == -1 ? -2 : r;
}

static const py_GetSetDef union_getset[] = {
    {"__args__", union_get_args, NULL},
    {NULL, NULL, NULL},
};

py_Type py_rt_union_type = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "UnionType",
    .module = "types",
    .basicsize = sizeof(Union),
    .flags = PY_TPFLAG_GC,
    .getset = union_getset,
    .dealloc = union_dealloc,
    .traverse = union_traverse,
    .clear = union_clear,
    .repr = union_repr,
    .richcmp = union_richcmp,
    .hash = union_hash,
    .nb = {[PY_OP_OR] = py_union_or},
};

/* --------------------------------------------------------- the type type */

static void type_dealloc(py_State *S, py_Obj *o)
{
    py_Type *t = (py_Type *)o;
    py_type_modified(S);
    py_xdecref(S, t->dict);
    py_xdecref(S, t->mro);
    py_xdecref(S, t->bases);
    py_xdecref(S, t->qualname);
    py_Obj *hn = t->heapname;
    py_Type *base = t->base;
    t->dict = t->mro = t->bases = t->qualname = t->heapname = NULL;
    py_obj_free(S, o);
    py_xdecref(S, hn);
    if (base)
        py_decref(S, (py_Obj *)base);
}

static int type_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Type *t = (py_Type *)o;
    if (!(t->flags & PY_TPFLAG_HEAPTYPE))
        return 0;
    int r;
    if (t->dict && (r = visit(t->dict, arg)))
        return r;
    if (t->mro && (r = visit(t->mro, arg)))
        return r;
    if (t->bases && (r = visit(t->bases, arg)))
        return r;
    if (t->base && (r = visit((py_Obj *)t->base, arg)))
        return r;
    if (o->type->flags & PY_TPFLAG_HEAPTYPE)
        return visit((py_Obj *)o->type, arg);
    return 0;
}

static void type_clear(py_State *S, py_Obj *o)
{
    py_Type *t = (py_Type *)o;
    py_type_modified(S);
    py_setref(S, &t->dict, NULL);
    py_setref(S, &t->mro, NULL);
}

static py_Obj *type_repr(py_State *S, py_Obj *o)
{
    py_Type *t = (py_Type *)o;
    const char *mod = py_type_module_cstr(t);
    if (strcmp(mod, "builtins") == 0)
        return py_str_fmt(S, "<class '%s'>", type_qualname_cstr(t));
    return py_str_fmt(S, "<class '%s.%s'>", mod, type_qualname_cstr(t));
}

static py_Obj *type_call(py_State *S, py_Obj *callable, py_Obj *const *args, py_ssize nargs,
                         py_Obj *kwnames)
{
    py_Type *t = (py_Type *)callable;
    if (t == PY_T(type) && nargs == 1 && (!kwnames || !py_tuple_len(kwnames)))
        return py_newref((py_Obj *)args[0]->type);
    if (!t->tp_new)
        return py_err_format(S, PY_T(TypeError), "cannot create '%s' instances", t->name);
    py_Obj *obj = t->tp_new(S, t, args, nargs, kwnames);
    if (!obj)
        return NULL;
    if (!py_type_issub(obj->type, t))
        return obj;
    py_Type *ot = obj->type;
    if (ot->tp_init && ot->tp_init(S, obj, args, nargs, kwnames) < 0) {
        py_decref(S, obj);
        return NULL;
    }
    return obj;
}

static py_Obj *type_new(py_State *S, py_Type *meta, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    if (meta == PY_T(type) && nargs == 1 && nkw == 0)
        return py_newref((py_Obj *)args[0]->type);
    if (nargs != 3)
        return py_err_setstr(S, PY_T(TypeError), "type() takes 1 or 3 arguments");
    py_Obj *kw = NULL;
    if (nkw) {
        kw = py_dict_new(S);
        if (!kw)
            return NULL;
        for (py_ssize i = 0; i < nkw; i++)
            if (py_dict_set(S, kw, py_tuple_getB(kwnames, i), args[nargs + i]) < 0) {
                py_decref(S, kw);
                return NULL;
            }
    }
    py_Obj *r = new_heap(S, meta, args[0], args[1], args[2], NULL, kw);
    py_xdecref(S, kw);
    return r;
}

static int type_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (nargs != 1 && nargs != 3) {
        py_err_setstr(S, PY_T(TypeError), "type.__init__() takes 1 or 3 arguments");
        return -1;
    }
    return 0;
}

static py_Obj *type_getattro(py_State *S, py_Obj *o, py_Obj *name)
{
    py_Type *t = (py_Type *)o, *meta = o->type;
    if (!(name->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(TypeError), "attribute name must be string, not '%T'", name);
    py_Obj *ma = py_type_lookup_cached(S, meta, name);
    py_Obj *(*mf)(py_State *, py_Obj *, py_Obj *, py_Type *) = NULL;
    if (ma) {
        mf = ma->type->descr_get;
        if (mf && ma->type->descr_set)
            return mf(S, ma, o, meta);
    }
    py_Obj *a = py_type_lookup_cached(S, t, name);
    if (a) {
        py_Obj *(*f)(py_State *, py_Obj *, py_Obj *, py_Type *) = a->type->descr_get;
        if (f)
            return f(S, a, NULL, t);
        return py_newref(a);
    }
    if (mf)
        return mf(S, ma, o, meta);
    if (ma)
        return py_newref(ma);
    return py_err_no_attr(S, o, name);
}

static bool is_dunder(py_Obj *name)
{
    const char *s = py_str_utf8(name);
    py_ssize n = py_str_nbytes(name);
    return n > 4 && s[0] == '_' && s[1] == '_' && s[n - 1] == '_' && s[n - 2] == '_';
}

static int type_setattro(py_State *S, py_Obj *o, py_Obj *name, py_Obj *v)
{
    py_Type *t = (py_Type *)o;
    if (!(name->type->flags & PY_TPFLAG_STR_SUB)) {
        py_err_format(S, PY_T(TypeError), "attribute name must be string, not '%T'", name);
        return -1;
    }
    if (!(t->flags & PY_TPFLAG_HEAPTYPE)) {
        py_err_format(S, PY_T(TypeError), "cannot set '%U' attribute of immutable type '%s'", name, t->name);
        return -1;
    }
    py_Obj *ma = py_type_lookup_cached(S, o->type, name);
    if (ma && ma->type->descr_set)
        return ma->type->descr_set(S, ma, o, v);
    py_Obj *iname = py_intern_str(S, name);
    if (!iname)
        return -1;
    int r;
    if (v) {
        r = py_dict_set(S, t->dict, iname, v);
    } else {
        r = py_dict_discard(S, t->dict, iname);
        if (r == 0) {
            py_err_no_attr(S, o, name);
            r = -1;
        }
        if (r > 0)
            r = 0;
    }
    py_type_modified(S);
    if (r == 0 && is_dunder(iname))
        py_type_update_slot(S, t, iname);
    py_decref(S, iname);
    return r;
}

/* getset of type */
static py_Obj *type_get_name(py_State *S, py_Obj *o)
{
    py_Type *t = (py_Type *)o;
    if (t->heapname)
        return py_newref(t->heapname);
    const char *dot = strrchr(t->name, '.');
    return py_str_from(S, dot ? dot + 1 : t->name);
}
static int type_set_name(py_State *S, py_Obj *o, py_Obj *v)
{
    py_Type *t = (py_Type *)o;
    if (!(t->flags & PY_TPFLAG_HEAPTYPE)) {
        py_err_format(S, PY_T(TypeError), "cannot set '__name__' attribute of immutable type '%s'", t->name);
        return -1;
    }
    if (!v) {
        py_err_format(S, PY_T(TypeError), "cannot delete '__name__' attribute of immutable type '%s'", t->name);
        return -1;
    }
    if (!(v->type->flags & PY_TPFLAG_STR_SUB)) {
        py_err_format(S, PY_T(TypeError), "can only assign string to %s.__name__, not '%T'", t->name, v);
        return -1;
    }
    py_Obj *old = t->heapname;
    t->heapname = py_newref(v);
    py_Obj *tpn = t->dict ? py_dict_getB(S, t->dict, S->id._nns_tp_name) : NULL;
    if (!t->qualname && tpn)
        t->qualname = py_newref(old);
    t->name = py_str_utf8(tpn && (tpn->type->flags & PY_TPFLAG_STR_SUB) ? tpn : v);
    py_xdecref(S, old);
    return 0;
}
static py_Obj *type_get_qualname(py_State *S, py_Obj *o)
{
    py_Type *t = (py_Type *)o;
    if (t->qualname)
        return py_newref(t->qualname);
    return type_get_name(S, o);
}
static int type_set_qualname(py_State *S, py_Obj *o, py_Obj *v)
{
    py_Type *t = (py_Type *)o;
    if (!(t->flags & PY_TPFLAG_HEAPTYPE)) {
        py_err_format(S, PY_T(TypeError), "cannot set '__qualname__' attribute of immutable type '%s'", t->name);
        return -1;
    }
    if (!v || !(v->type->flags & PY_TPFLAG_STR_SUB)) {
        py_err_format(S, PY_T(TypeError), "can only assign string to %s.__qualname__, not '%s'", t->name,
                      v ? v->type->name : "NoneType");
        return -1;
    }
    py_setref(S, &t->qualname, py_newref(v));
    return 0;
}
static py_Obj *type_get_module(py_State *S, py_Obj *o)
{
    py_Type *t = (py_Type *)o;
    if (t->flags & PY_TPFLAG_HEAPTYPE) {
        py_Obj *m = py_dict_getB(S, t->dict, S->id.__module__);
        if (!m)
            return py_err_no_attr(S, o, S->id.__module__);
        return py_newref(m);
    }
    return py_str_from(S, t->module ? t->module : "builtins");
}
static int type_set_in_dict(py_State *S, py_Obj *o, py_Obj *key, py_Obj *v)
{
    py_Type *t = (py_Type *)o;
    if (!(t->flags & PY_TPFLAG_HEAPTYPE)) {
        py_err_format(S, PY_T(TypeError), "cannot set '%U' attribute of immutable type '%s'", key, t->name);
        return -1;
    }
    py_type_modified(S);
    if (!v)
        return py_dict_del(S, t->dict, key);
    return py_dict_set(S, t->dict, key, v);
}
static int type_set_module(py_State *S, py_Obj *o, py_Obj *v) { return type_set_in_dict(S, o, S->id.__module__, v); }
static py_Obj *type_get_doc(py_State *S, py_Obj *o)
{
    py_Type *t = (py_Type *)o;
    if (t->dict) {
        py_Obj *d = py_dict_getB(S, t->dict, S->id.__doc__);
        if (d) {
            if (d->type->descr_get)
                return d->type->descr_get(S, d, NULL, t);
            return py_newref(d);
        }
    }
    return PY_NONE(S);
}
static int type_set_doc(py_State *S, py_Obj *o, py_Obj *v) { return type_set_in_dict(S, o, S->id.__doc__, v); }
static py_Obj *type_get_dict(py_State *S, py_Obj *o)
{
    py_Type *t = (py_Type *)o;
    if (!t->dict)
        return py_err_no_attr(S, o, S->id.__dict__);
    return py_mappingproxy_new(S, t->dict);
}
static py_Obj *type_get_mro(py_State *S, py_Obj *o)
{
    py_Type *t = (py_Type *)o;
    return py_newref(t->mro ? t->mro : S->None);
}
static py_Obj *type_get_bases(py_State *S, py_Obj *o)
{
    py_Type *t = (py_Type *)o;
    return py_newref(t->bases ? t->bases : S->empty_tuple);
}
static py_Obj *type_get_base(py_State *S, py_Obj *o)
{
    py_Type *t = (py_Type *)o;
    return py_newref(t->base ? (py_Obj *)t->base : S->None);
}
static py_Obj *type_get_abstract(py_State *S, py_Obj *o)
{
    py_Type *t = (py_Type *)o;
    py_Obj *v = (t->flags & PY_TPFLAG_HEAPTYPE) && t->dict ? py_dict_getB(S, t->dict, S->id.__abstractmethods__) : NULL;
    if (!v)
        return py_err_setstr(S, PY_T(AttributeError), "__abstractmethods__");
    return py_newref(v);
}
static int type_set_abstract(py_State *S, py_Obj *o, py_Obj *v)
{
    py_Type *t = (py_Type *)o;
    int r = type_set_in_dict(S, o, S->id.__abstractmethods__, v);
    if (r == 0) {
        int truth = v ? py_truthy(S, v) : 0;
        if (truth < 0)
            return -1;
        if (truth)
            t->flags |= PY_TPFLAG_ABSTRACT;
        else
            t->flags &= ~PY_TPFLAG_ABSTRACT;
    }
    return r;
}

/* __type_params__ (PEP 695): the class's own entry, () when it has none. */
static py_Obj *type_get_type_params(py_State *S, py_Obj *o)
{
    py_Type *t = (py_Type *)o;
    py_Obj *key = py_intern(S, "__type_params__");
    if (!key) return NULL;
    py_Obj *v = t->dict ? py_dict_getB(S, t->dict, key) : NULL;
    return py_newref(v ? v : S->empty_tuple);
}
static int type_set_type_params(py_State *S, py_Obj *o, py_Obj *v)
{
    py_Obj *key = py_intern(S, "__type_params__");
    return key ? type_set_in_dict(S, o, key, v) : -1;
}

static const py_GetSetDef type_getset[] = {
    {"__type_params__", type_get_type_params, type_set_type_params},
    {"__name__", type_get_name, type_set_name},
    {"__qualname__", type_get_qualname, type_set_qualname},
    {"__module__", type_get_module, type_set_module},
    {"__doc__", type_get_doc, type_set_doc},
    {"__dict__", type_get_dict, NULL},
    {"__mro__", type_get_mro, NULL},
    {"__bases__", type_get_bases, NULL},
    {"__base__", type_get_base, NULL},
    {"__abstractmethods__", type_get_abstract, type_set_abstract},
    {NULL, NULL, NULL},
};

static py_Obj *type_m_mro(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "mro", nargs, kw, 0, 0) < 0)
        return NULL;
    py_Type *t = (py_Type *)self;
    return py_seq_list(S, t->mro ? t->mro : S->empty_tuple);
}

static py_Obj *type_m_subclasses(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "__subclasses__", nargs, kw, 0, 0) < 0)
        return NULL;
    py_Obj *out = py_list_new(S, 0);
    if (!out)
        return NULL;
    py_RT *rt = PY_RT(S);
    for (py_ssize i = 0; i < rt->nstatics; i++)
        if (rt->statics[i]->base == (py_Type *)self && py_list_append(S, out, (py_Obj *)rt->statics[i]) < 0)
            goto fail;
    PY_GC_FOREACH(S, g) {
        py_Obj *o = (py_Obj *)(g + 1);
        if (!(o->type->flags & PY_TPFLAG_TYPE_SUB) || !((py_Type *)o)->bases || o->refcnt <= 0)
            continue;
        py_Obj *b = ((py_Type *)o)->bases;
        for (py_ssize i = 0; i < py_tuple_len(b); i++)
            if (py_tuple_getB(b, i) == self) {
                if (py_list_append(S, out, o) < 0)
                    goto fail;
                break;
            }
    }
    return out;
fail:
    py_decref(S, out);
    return NULL;
}

static py_Obj *type_m_instancecheck(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "__instancecheck__", nargs, kw, 1, 1) < 0)
        return NULL;
    return PY_BOOL(S, py_isinstance_type(args[0], (py_Type *)self));
}

static py_Obj *type_m_subclasscheck(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "__subclasscheck__", nargs, kw, 1, 1) < 0)
        return NULL;
    int r = py_issubclass(S, args[0], self);
    return r < 0 ? NULL : PY_BOOL(S, r);
}

static py_Obj *type_m_prepare(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    return py_dict_new(S);
}

static py_Obj *type_m_dir(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "__dir__", nargs, kw, 0, 0) < 0)
        return NULL;
    py_Obj *d = py_dict_new(S);
    if (!d)
        return NULL;
    py_Type *t = (py_Type *)self;
    if (t->mro) {
        for (py_ssize i = py_tuple_len(t->mro) - 1; i >= 0; i--) {
            py_Type *k = (py_Type *)py_tuple_getB(t->mro, i);
            if (k->dict && py_dict_update(S, d, k->dict) < 0) {
                py_decref(S, d);
                return NULL;
            }
        }
    }
    py_Obj *l = py_dict_keys_list(S, d);
    py_decref(S, d);
    return l;
}

static const py_MethodDef type_methods[] = {
    {"mro", type_m_mro, PY_METH_INSTANCE},
    {"__subclasses__", type_m_subclasses, PY_METH_INSTANCE},
    {"__instancecheck__", type_m_instancecheck, PY_METH_INSTANCE},
    {"__subclasscheck__", type_m_subclasscheck, PY_METH_INSTANCE},
    {"__prepare__", type_m_prepare, PY_METH_CLASS},
    {"__dir__", type_m_dir, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

py_Type py_type_type = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "type",
    .basicsize = sizeof(py_Type),
    .flags = PY_TPFLAG_GC | PY_TPFLAG_BASETYPE | PY_TPFLAG_TYPE_SUB,
    .base = &py_type_object,
    .dictoffset = offsetof(py_Type, dict),
    .methods = type_methods,
    .getset = type_getset,
    .dealloc = type_dealloc,
    .traverse = type_traverse,
    .clear = type_clear,
    .tp_new = type_new,
    .tp_init = type_init,
    .repr = type_repr,
    .getattro = type_getattro,
    .setattro = type_setattro,
    .call = type_call,
    .nb = {[PY_OP_OR] = py_union_or},
};
