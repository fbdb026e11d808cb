/* py_slots.c — __slots__ of class statements: the member descriptors the
 * names become, and the attribute setter of instances without a __dict__.
 *
 * A class whose MRO offers no `__dict__` descriptor (every class in it
 * declared __slots__ without "__dict__") refuses new attributes with
 * CPython's message. Slot values live in the instance's hidden attribute
 * dict (the layout is unchanged), reached only through the member
 * descriptors, which are data descriptors and so win over that dict. */
#include <string.h>

#include "py_runtime.h"

typedef struct MemberDescr {
    PY_HEAD;
    py_Obj *name;       /* str */
    py_Obj *owner;      /* str: the class name, for repr */
    py_Type *cls;       /* the class (owned; a cycle through the class dict, collected) */
    py_ssize offset;    /* of the instances' slot-value dict; 0: the instance dict */
} MemberDescr;

static py_Obj **store_of(MemberDescr *m, py_Obj *obj)
{
    return m->offset ? (py_Obj **)((char *)obj + m->offset) : py_obj_dictptr(obj);
}

static void member_dealloc(py_State *S, py_Obj *o)
{
    MemberDescr *m = (MemberDescr *)o;
    py_xdecref(S, m->name);
    py_xdecref(S, m->owner);
    py_xdecref(S, (py_Obj *)m->cls);
    py_obj_free(S, o);
}

static int member_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    MemberDescr *m = (MemberDescr *)o;
    return m->cls ? visit((py_Obj *)m->cls, arg) : 0;
}

static void member_clear(py_State *S, py_Obj *o)
{
    MemberDescr *m = (MemberDescr *)o;
    py_Obj *c = (py_Obj *)m->cls;
    m->cls = NULL;
    py_xdecref(S, c);
}

/* obj must be an instance of the slot's class (its layout holds the slot). */
static int member_check(py_State *S, MemberDescr *m, py_Obj *obj)
{
    if (m->cls && py_isinstance_type(obj, m->cls))
        return 0;
    py_err_format(S, PY_T(TypeError), "descriptor '%U' for '%U' objects doesn't apply to a '%s' object",
                  m->name, m->owner, obj->type->name);
    return -1;
}

static py_Obj *member_get(py_State *S, py_Obj *descr, py_Obj *obj, py_Type *owner)
{
    MemberDescr *m = (MemberDescr *)descr;
    if (!obj)
        return py_newref(descr);
    if (member_check(S, m, obj) < 0)
        return NULL;
    py_Obj **dp = store_of(m, obj);
    py_Obj *v = dp && *dp ? py_dict_getB(S, *dp, m->name) : NULL;
    if (v)
        return py_newref(v);
    if (S->exc)
        return NULL;
    return py_err_no_attr(S, obj, m->name);
}

static int member_set(py_State *S, py_Obj *descr, py_Obj *obj, py_Obj *v)
{
    MemberDescr *m = (MemberDescr *)descr;
    if (member_check(S, m, obj) < 0)
        return -1;
    py_Obj **dp = store_of(m, obj);
    if (!dp) {
        py_err_format(S, PY_T(TypeError), "descriptor '%U' for '%U' objects doesn't apply to a '%s' object",
                      m->name, m->owner, obj->type->name);
        return -1;
    }
    if (v) {
        if (!*dp && !(*dp = py_dict_new(S)))
            return -1;
        return py_dict_set(S, *dp, m->name, v);
    }
    int r = *dp ? py_dict_discard(S, *dp, m->name) : 0;
    if (r < 0)
        return -1;
    if (r == 0) {
        py_Obj *args = py_tuple_pack(S, 1, m->name);
        if (!args)
            return -1;
        py_Obj *e = py_exc_new(S, PY_T(AttributeError), args);
        py_decref(S, args);
        if (e)
            py_err_raise(S, e);
        return -1;
    }
    return 0;
}

static py_Obj *member_repr(py_State *S, py_Obj *o)
{
    MemberDescr *m = (MemberDescr *)o;
    return py_str_fmt(S, "<member '%U' of '%U' objects>", m->name, m->owner);
}

static py_Obj *member_get_name(py_State *S, py_Obj *o) { return py_newref(((MemberDescr *)o)->name); }

static const py_GetSetDef member_getset[] = {
    {"__name__", member_get_name, NULL},
    {NULL, NULL, NULL},
};

static py_Type member_type = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "member_descriptor",
    .basicsize = sizeof(MemberDescr),
    .flags = PY_TPFLAG_GC,
    .getset = member_getset,
    .dealloc = member_dealloc,
    .traverse = member_traverse,
    .clear = member_clear,
    .descr_get = member_get,
    .descr_set = member_set,
    .repr = member_repr,
};

/* Is there a `__dict__` attribute for instances along t's MRO? */
bool py_type_has_inst_dict(py_State *S, py_Type *t)
{
    py_Obj *mro = t->mro;
    if (!mro)
        return t->dictoffset != 0;
    for (py_ssize i = 0; i < py_tuple_len(mro); i++) {
        py_Type *b = (py_Type *)py_tuple_getB(mro, i);
        if (b->dict && py_dict_getB_str(S, b->dict, "__dict__"))
            return true;
    }
    return false;
}

/* setattr/delattr of instances whose class has no __dict__: only data
 * descriptors (slots, properties) accept the assignment. */
int py_slots_setattr(py_State *S, py_Obj *o, py_Obj *name, py_Obj *v)
{
    if (!(name->type->flags & PY_TPFLAG_STR_SUB)) {
        py_err_format(S, PY_T(TypeError), "attribute name must be string, not '%T'", name);
        return -1;
    }
    py_Obj *descr = py_type_lookup_cached(S, o->type, name);
    if (descr && descr->type->descr_set) {
        py_incref(descr);
        int r = descr->type->descr_set(S, descr, o, v);
        py_decref(S, descr);
        return r;
    }
    if (descr)
        py_err_format(S, PY_T(AttributeError), "'%s' object attribute '%U' is read-only", o->type->name, name);
    else
        py_err_format(S, PY_T(AttributeError),
                      "'%s' object has no attribute '%U' and no __dict__ for setting new attributes",
                      o->type->name, name);
    return -1;
}

/* Process `__slots__` of a class body dict d (for class t being created):
 * adds a member descriptor per name; *wants_dict tells whether "__dict__"
 * is among the names (or there is no __slots__ at all). */
int py_slots_setup(py_State *S, py_Type *t, py_Obj *d, bool *wants_dict, bool storage)
{
    *wants_dict = true;
    py_Obj *slots = py_dict_getB_str(S, d, "__slots__");
    if (!slots)
        return S->exc ? -1 : 0;
    *wants_dict = false;
    py_Obj *seq = (slots->type->flags & PY_TPFLAG_STR_SUB) ? py_tuple_pack(S, 1, slots) : py_seq_tuple(S, slots);
    if (!seq)
        return -1;
    if (!member_type.dict && py_type_ready(S, &member_type) < 0) {
        py_decref(S, seq);
        return -1;
    }
    int r = 0;
    for (py_ssize i = 0; i < py_tuple_len(seq) && r == 0; i++) {
        py_Obj *n = py_tuple_getB(seq, i);
        if (!(n->type->flags & PY_TPFLAG_STR_SUB)) {
            py_err_format(S, PY_T(TypeError), "__slots__ items must be strings, not '%T'", n);
            r = -1;
            break;
        }
        const char *s = py_str_utf8(n);
        if (strcmp(s, "__dict__") == 0) {
            *wants_dict = true;
            continue;
        }
        if (strcmp(s, "__weakref__") == 0)
            continue;
        if (py_dict_getB(S, d, n)) {
            py_err_format(S, PY_T(ValueError), "%R in __slots__ conflicts with class variable", n);
            r = -1;
            break;
        }
        MemberDescr *m = (MemberDescr *)py_obj_alloc(S, &member_type, sizeof *m);
        if (!m) {
            r = -1;
            break;
        }
        if (!t->user && storage) {
            t->user = (void *)(intptr_t)t->basicsize;
            t->basicsize += (py_ssize)sizeof(py_Obj *);
        }
        m->name = py_newref(n);
        m->owner = py_newref(t->heapname);
        m->cls = (py_Type *)py_newref((py_Obj *)t);
        m->offset = (py_ssize)(intptr_t)t->user;
        r = py_dict_set(S, d, n, (py_Obj *)m);
        py_decref(S, (py_Obj *)m);
    }
    py_decref(S, seq);
    return r;
}
