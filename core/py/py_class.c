/* py_class.c — the class statement (metaclass selection, __prepare__,
 * running the class body, the __class__ cell) and super(). */
#include "py_vm.h"
#include "py_runtime.h"
#include "py_containers.h"
#include <string.h>

py_Obj *py_vm_run_class_body(py_State *S, py_Obj *fn, py_Obj *ns);

/* Most derived metaclass of meta and the bases' metaclasses. */
static py_Type *calc_metaclass(py_State *S, py_Type *meta, py_Obj *bases)
{
    py_Type *winner = meta;
    for (py_ssize i = 0; i < py_tuple_len(bases); i++) {
        py_Type *t = py_tuple_getB(bases, i)->type;
        if (py_type_issub(winner, t)) continue;
        if (py_type_issub(t, winner)) { winner = t; continue; }
        py_err_setstr(S, PY_T(TypeError),
                      "metaclass conflict: the metaclass of a derived class must be a (non-strict) "
                      "subclass of the metaclasses of all its bases");
        return NULL;
    }
    return winner;
}

/* PEP 560: replace every non-type base that has __mro_entries__ by the
 * entries it returns. Returns a new tuple (orig itself, increfed, when
 * nothing changed) or NULL. */
static py_Obj *update_bases(py_State *S, py_Obj *orig)
{
    py_ssize n = py_tuple_len(orig);
    py_Obj *out = NULL;    /* list, created at the first replacement */
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *b = py_tuple_getB(orig, i);
        if (b->type->flags & PY_TPFLAG_TYPE_SUB) {
            if (out && py_list_append(S, out, b) < 0) goto fail;
            continue;
        }
        py_Obj *me = py_intern(S, "__mro_entries__");
        if (!me) goto fail;
        py_Obj *meth = py_getattr_opt(S, b, me);
        if (!meth) {
            if (S->exc) goto fail;
            if (out && py_list_append(S, out, b) < 0) goto fail;
            continue;
        }
        py_Obj *ent = py_call1(S, meth, orig);
        py_decref(S, meth);
        if (!ent) goto fail;
        if (!py_tuple_check(ent)) {
            py_decref(S, ent);
            py_err_setstr(S, PY_T(TypeError), "__mro_entries__ must return a tuple");
            goto fail;
        }
        if (!out) {
            if (!(out = py_list_from_array(S, ((py_Tuple *)orig)->items, i))) { py_decref(S, ent); goto fail; }
        }
        for (py_ssize j = 0; j < py_tuple_len(ent); j++)
            if (py_list_append(S, out, py_tuple_getB(ent, j)) < 0) { py_decref(S, ent); goto fail; }
        py_decref(S, ent);
    }
    if (!out) return py_newref(orig);
    py_Obj *t = py_tuple_from_array(S, ((py_List *)out)->items, py_list_len(out));
    py_decref(S, out);
    return t;
fail:
    py_xdecref(S, out);
    return NULL;
}

py_Obj *py_build_class(py_State *S, py_Obj *body, py_Obj *name, py_Obj *const *basev,
                       py_ssize nbases, py_Obj *const *kwvals, py_Obj *kwnames)
{
    py_Obj *orig_bases = py_tuple_from_array(S, basev, nbases);
    if (!orig_bases) return NULL;
    py_Obj *bases = update_bases(S, orig_bases);
    if (!bases) { py_decref(S, orig_bases); return NULL; }
    nbases = py_tuple_len(bases);
    basev = ((py_Tuple *)bases)->items;
    py_Obj *meta = NULL, *kw = NULL, *ns = NULL, *cls = NULL, *r = NULL;
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    for (py_ssize i = 0; i < nkw; i++) {
        py_Obj *k = py_tuple_getB(kwnames, i);
        if (py_str_eq_c(k, "metaclass")) { meta = py_newref(kwvals[i]); continue; }
        if (!kw && !(kw = py_dict_new(S))) goto out;
        if (py_dict_set(S, kw, k, kwvals[i]) < 0) goto out;
    }
    bool is_class_meta = !meta || (meta->type->flags & PY_TPFLAG_TYPE_SUB);
    if (!meta) meta = py_newref(nbases ? (py_Obj *)basev[0]->type : (py_Obj *)PY_T(type));
    if (is_class_meta) {
        py_Type *w = calc_metaclass(S, (py_Type *)meta, bases);
        if (!w) goto out;
        py_setref(S, &meta, py_newref((py_Obj *)w));
    }
    /* namespace: __prepare__ of a custom metaclass, else a dict */
    if (meta != (py_Obj *)PY_T(type)) {
        py_Obj *prep = py_getattr_opt(S, meta, S->id.__prepare__);
        if (!prep && S->exc) goto out;
        if (prep) {
            py_Obj *a[2] = { name, bases };
            if (kw) {
                py_Obj *empty = py_newref(S->empty_tuple);
                py_Obj *args = py_tuple_from_array(S, a, 2);
                ns = args ? py_call_tuple_dict(S, prep, args, kw) : NULL;
                py_xdecref(S, args);
                py_decref(S, empty);
            } else {
                ns = py_call(S, prep, a, 2, NULL);
            }
            py_decref(S, prep);
            if (!ns) goto out;
        }
    }
    if (!ns && !(ns = py_dict_new(S))) goto out;
    if (bases != orig_bases) {
        py_Obj *ob = py_intern(S, "__orig_bases__");
        if (!ob || py_setitem(S, ns, ob, orig_bases) < 0) goto out;
    }
    r = py_vm_run_class_body(S, body, ns);
    if (!r) goto out;
    py_Obj *cell = NULL;
    if (PY_TYPE(ns) == PY_T(dict)) {
        cell = py_dict_getB(S, ns, S->id.__classcell__);
        if (cell) {
            py_incref(cell);
            if (py_dict_del(S, ns, S->id.__classcell__) < 0) { py_decref(S, cell); goto out; }
        }
    }
    if (meta == (py_Obj *)PY_T(type) && PY_TYPE(ns) == PY_T(dict)) {
        py_Obj *qn = py_dict_getB(S, ns, S->id.__qualname__);
        if (qn) {
            py_incref(qn);
            if (py_dict_del(S, ns, S->id.__qualname__) < 0) { py_decref(S, qn); py_xdecref(S, cell); goto out; }
        }
        cls = py_type_new_heap_kw(S, name, bases, ns, qn, kw);
        py_xdecref(S, qn);
    } else {
        py_Obj *a[3] = { name, bases, ns };
        if (kw) {
            py_Obj *args = py_tuple_from_array(S, a, 3);
            cls = args ? py_call_tuple_dict(S, meta, args, kw) : NULL;
            py_xdecref(S, args);
        } else {
            cls = py_call(S, meta, a, 3, NULL);
        }
    }
    if (cls && cell && PY_TYPE(cell) == PY_T(cell))
        py_setref(S, &((py_Cell *)cell)->ref, py_newref(cls));
    py_xdecref(S, cell);
out:
    py_xdecref(S, r);
    py_xdecref(S, ns);
    py_xdecref(S, kw);
    py_xdecref(S, meta);
    py_decref(S, bases);
    py_decref(S, orig_bases);
    return cls;
}

/* ------------------------------------------------------------ super */

static int super_check(py_State *S, py_Type *type, py_Obj *obj, py_Type **out)
{
    if ((obj->type->flags & PY_TPFLAG_TYPE_SUB) && py_type_issub((py_Type *)obj, type)) {
        *out = (py_Type *)obj;
        return 0;
    }
    if (py_type_issub(obj->type, type)) {
        *out = obj->type;
        return 0;
    }
    py_err_setstr(S, PY_T(TypeError), "super(type, obj): obj must be an instance or subtype of type");
    return -1;
}

static py_Obj *super_make(py_State *S, py_Type *t, py_Type *type, py_Obj *obj)
{
    py_Type *ot = NULL;
    if (obj && super_check(S, type, obj, &ot) < 0) return NULL;
    py_Super *su = (py_Super *)py_type_alloc(S, t);
    if (!su) return NULL;
    su->type = (py_Type *)py_newref((py_Obj *)type);
    su->obj = obj ? py_newref(obj) : NULL;
    su->obj_type = ot ? (py_Type *)py_newref((py_Obj *)ot) : NULL;
    return (py_Obj *)su;
}

/* super() with no arguments: __class__ cell and first argument of the
 * calling frame. */
static py_Obj *super_zero(py_State *S, py_Type *t)
{
    py_Frame *f = S->frame;
    if (!f) return py_err_setstr(S, PY_T(RuntimeError), "super(): no current frame");
    py_Code *co = f->code;
    if (co->argcount == 0 && !(co->flags & PY_CO_VARARGS))
        return py_err_setstr(S, PY_T(RuntimeError), "super(): no arguments");
    py_Obj *first = f->localsplus[0];
    if (first && (co->localspluskinds[0] & PY_LK_CELL) && first->type == PY_T(cell))
        first = ((py_Cell *)first)->ref;
    if (first && (co->flags & PY_CO_VARARGS) && co->argcount == 0) {
        first = py_tuple_len(first) ? py_tuple_getB(first, 0) : NULL;
        if (!first) return py_err_setstr(S, PY_T(RuntimeError), "super(): no arguments");
    }
    if (!first) return py_err_setstr(S, PY_T(RuntimeError), "super(): arg[0] deleted");
    for (int i = co->nlocals; i < co->nlocalsplus; i++) {
        if (py_str_eq(py_tuple_getB(co->localsplusnames, i), S->id.__class__)) {
            py_Obj *cell = f->localsplus[i];
            py_Obj *cls = cell ? ((py_Cell *)cell)->ref : NULL;
            if (!cls) return py_err_setstr(S, PY_T(RuntimeError), "super(): empty __class__ cell");
            if (!(cls->type->flags & PY_TPFLAG_TYPE_SUB))
                return py_err_setstr(S, PY_T(RuntimeError), "super(): __class__ is not a type");
            return super_make(S, t, (py_Type *)cls, first);
        }
    }
    return py_err_setstr(S, PY_T(RuntimeError), "super(): __class__ cell not found");
}

py_Obj *py_super_zero_arg(py_State *S) { return super_zero(S, PY_T(super)); }

static py_Obj *super_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (kwnames && py_tuple_len(kwnames))
        return py_err_setstr(S, PY_T(TypeError), "super() takes no keyword arguments");
    if (nargs == 0) return super_zero(S, t);
    if (nargs > 2) return py_err_format(S, PY_T(TypeError), "super() takes at most 2 arguments (%zd given)", nargs);
    if (!(args[0]->type->flags & PY_TPFLAG_TYPE_SUB))
        return py_err_format(S, PY_T(TypeError), "super() argument 1 must be a type, not %s", args[0]->type->name);
    py_Obj *obj = nargs == 2 && args[1] != S->None ? args[1] : NULL;
    return super_make(S, t, (py_Type *)args[0], obj);
}

static int super_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return 0;
}

static py_Obj *super_getattro(py_State *S, py_Obj *self, py_Obj *name)
{
    py_Super *su = (py_Super *)self;
    py_Type *start = su->obj_type;
    if (!start || py_str_eq(name, S->id.__class__)) return py_generic_getattr(S, self, name);
    py_Obj *mro = start->mro;
    if (!mro) return py_generic_getattr(S, self, name);
    py_ssize n = py_tuple_len(mro), i;
    for (i = 0; i < n; i++)
        if (py_tuple_getB(mro, i) == (py_Obj *)su->type) break;
    for (i++; i < n; i++) {
        py_Type *k = (py_Type *)py_tuple_getB(mro, i);
        if (!k->dict) continue;
        py_Obj *res = py_dict_getB(S, k->dict, name);
        if (!res) {
            if (S->exc) return NULL;
            continue;
        }
        if (res->type->descr_get)
            return res->type->descr_get(S, res, su->obj == (py_Obj *)start ? NULL : su->obj, start);
        return py_newref(res);
    }
    return py_generic_getattr(S, self, name);
}

static py_Obj *super_descr_get(py_State *S, py_Obj *self, py_Obj *obj, py_Type *owner)
{
    py_Super *su = (py_Super *)self;
    if (!obj || su->obj) return py_newref(self);
    return super_make(S, self->type, su->type, obj);
}

static py_Obj *super_repr(py_State *S, py_Obj *self)
{
    py_Super *su = (py_Super *)self;
    if (su->obj_type)
        return py_str_fmt(S, "<super: <class '%s'>, <%s object>>", su->type->name, su->obj_type->name);
    return py_str_fmt(S, "<super: <class '%s'>, NULL>", su->type->name);
}

static void super_clear(py_State *S, py_Obj *o)
{
    py_Super *su = (py_Super *)o;
    py_Obj *t = (py_Obj *)su->type, *ob = su->obj, *ot = (py_Obj *)su->obj_type;
    su->type = NULL; su->obj = NULL; su->obj_type = NULL;
    py_xdecref(S, t);
    py_xdecref(S, ob);
    py_xdecref(S, ot);
}

static void super_dealloc(py_State *S, py_Obj *o)
{
    super_clear(S, o);
    py_obj_free(S, o);
}

static int super_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Super *su = (py_Super *)o;
    int r;
    if (su->type && (r = visit((py_Obj *)su->type, arg))) return r;
    if (su->obj && (r = visit(su->obj, arg))) return r;
    if (su->obj_type && (r = visit((py_Obj *)su->obj_type, arg))) return r;
    return 0;
}

static py_Obj *sget_thisclass(py_State *S, py_Obj *o) { return py_newref((py_Obj *)((py_Super *)o)->type); }
static py_Obj *sget_self(py_State *S, py_Obj *o) { py_Obj *v = ((py_Super *)o)->obj; return py_newref(v ? v : S->None); }
static py_Obj *sget_self_class(py_State *S, py_Obj *o) { py_Obj *v = (py_Obj *)((py_Super *)o)->obj_type; return py_newref(v ? v : S->None); }

static const py_GetSetDef super_getset[] = {
    { "__thisclass__", sget_thisclass, NULL },
    { "__self__", sget_self, NULL },
    { "__self_class__", sget_self_class, NULL },
    { NULL, NULL, NULL }
};

py_Type py_type_super = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "super",
    .basicsize = sizeof(py_Super),
    .flags = PY_TPFLAG_GC | PY_TPFLAG_BASETYPE,
    .dealloc = super_dealloc,
    .traverse = super_traverse,
    .clear = super_clear,
    .tp_new = super_new,
    .tp_init = super_init,
    .repr = super_repr,
    .getattro = super_getattro,
    .descr_get = super_descr_get,
    .getset = super_getset,
};
