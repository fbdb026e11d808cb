/* py_match.c — the run-time half of `match` statements: the one MATCH
 * instruction the compiler emits for the structural checks of a pattern
 * (is the subject a sequence / a mapping, its length, a mapping's values
 * for the pattern's keys, the rest of a mapping, a class pattern's
 * attributes), with CPython 3.13's TypeError and ValueError texts. The
 * control flow and the name bindings are plain bytecode (py_compile.c). */
#include "py_vm.h"
#include "py_builtins.h"

#include <string.h>

extern py_Type py_type_deque;

/* collections.abc.<name> when that module has been imported (user classes
 * that derive from or register with the ABCs), else NULL; borrowed. */
static py_Obj *abc_class(py_State *S, const char *name)
{
    static const char *const mods[] = { "collections.abc", "_collections_abc" };
    for (int i = 0; i < 2; i++) {
        py_Obj *m = py_dict_getB_str(S, S->modules, mods[i]);
        if (!m) continue;
        py_Obj *d = *py_obj_dictptr(m);
        if (!d) continue;
        py_Obj *c = py_dict_getB_str(S, d, name);
        if (c) return c;
    }
    return NULL;
}

/* 1 if the subject is a sequence for a sequence pattern (not str, bytes,
 * bytearray), 0 if not, -1 on error. */
static int is_sequence(py_State *S, py_Obj *o)
{
    py_Type *t = o->type;
    if (t->flags & (PY_TPFLAG_LIST_SUB | PY_TPFLAG_TUPLE_SUB)) return 1;
    if (t->flags & (PY_TPFLAG_STR_SUB | PY_TPFLAG_DICT_SUB)) return 0;
    if (py_isinstance_type(o, PY_T(bytes)) || py_isinstance_type(o, PY_T(bytearray))) return 0;
    if (py_isinstance_type(o, PY_T(range)) || py_isinstance_type(o, &py_type_deque)) return 1;
    py_Obj *abc = abc_class(S, "Sequence");
    return abc ? py_isinstance(S, o, abc) : 0;
}

static int is_mapping(py_State *S, py_Obj *o)
{
    if (o->type->flags & PY_TPFLAG_DICT_SUB) return 1;
    if (py_isinstance_type(o, PY_T(mappingproxy))) return 1;
    if (o->type->flags & (PY_TPFLAG_LIST_SUB | PY_TPFLAG_TUPLE_SUB | PY_TPFLAG_STR_SUB)) return 0;
    py_Obj *abc = abc_class(S, "Mapping");
    return abc ? py_isinstance(S, o, abc) : 0;
}

/* subject.get(key, marker) for every key: a tuple of values, or None when
 * one is missing; a key repeated at run time is a ValueError. */
static py_Obj *match_keys(py_State *S, py_Obj *subject, py_Obj *keys)
{
    py_ssize n = py_tuple_len(keys);
    if (n == 0) return py_newref(S->empty_tuple);
    py_Obj *seen = py_set_new(S, NULL);
    if (!seen) return NULL;
    py_Obj *get = py_getattr_str(S, subject, "get");
    py_Obj *marker = get ? py_call0(S, (py_Obj *)PY_T(object)) : NULL;
    py_Obj *vals = marker ? py_tuple_new(S, n) : NULL;
    py_Obj *r = NULL;
    if (!vals) goto out;
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *k = py_tuple_getB(keys, i);
        int dup = py_set_contains(S, seen, k);
        if (dup < 0) goto out;
        if (dup) {
            py_Obj *kr = py_repr(S, k);
            if (kr) {
                py_err_format(S, PY_T(ValueError), "mapping pattern checks duplicate key (%s)", py_str_utf8(kr));
                py_decref(S, kr);
            }
            goto out;
        }
        if (py_set_add(S, seen, k) < 0) goto out;
        py_Obj *args[2] = { k, marker };
        py_Obj *v = py_call(S, get, args, 2, NULL);
        if (!v) goto out;
        if (v == marker) {
            py_decref(S, v);
            r = PY_NONE(S);
            goto out;
        }
        ((py_Tuple *)vals)->items[i] = v;
    }
    r = py_newref(vals);
out:
    py_xdecref(S, vals);
    py_xdecref(S, marker);
    py_xdecref(S, get);
    py_decref(S, seen);
    return r;
}

/* dict(subject) without the pattern's keys (**rest) */
static py_Obj *dict_without_keys(py_State *S, py_Obj *subject, py_Obj *keys)
{
    py_Obj *d = py_dict_new(S);
    if (!d) return NULL;
    if (py_dict_update(S, d, subject) < 0) { py_decref(S, d); return NULL; }
    for (py_ssize i = 0; i < py_tuple_len(keys); i++)
        if (py_dict_del(S, d, py_tuple_getB(keys, i)) < 0) { py_decref(S, d); return NULL; }
    return d;
}

/* builtins whose single positional sub-pattern matches the subject itself
 * (CPython's _Py_TPFLAGS_MATCH_SELF, inherited by subclasses) */
static bool matches_self(py_State *S, py_Type *t)
{
    py_Type *self_types[] = { PY_T(bool), PY_T(bytearray), PY_T(bytes), PY_T(dict), PY_T(float),
                              PY_T(frozenset), PY_T(int), PY_T(list), PY_T(set), PY_T(str), PY_T(tuple) };
    (void)S;
    py_Obj *mro = t->mro;
    for (size_t k = 0; k < sizeof self_types / sizeof self_types[0]; k++) {
        if (t == self_types[k]) return true;
        if (mro)
            for (py_ssize i = 0; i < py_tuple_len(mro); i++)
                if (py_tuple_getB(mro, i) == (py_Obj *)self_types[k]) return true;
    }
    return false;
}

/* Attribute `name` of the subject for a class pattern, checking repeats;
 * NULL without an exception when the subject lacks it (no match). */
static py_Obj *class_attr(py_State *S, py_Obj *subject, py_Type *cls, py_Obj *name, py_Obj *seen)
{
    int dup = py_set_contains(S, seen, name);
    if (dup < 0) return NULL;
    if (dup) {
        py_Obj *nr = py_repr(S, name);
        if (nr) {
            py_err_format(S, PY_T(TypeError), "%s() got multiple sub-patterns for attribute %s", cls->name,
                          py_str_utf8(nr));
            py_decref(S, nr);
        }
        return NULL;
    }
    if (py_set_add(S, seen, name) < 0) return NULL;
    return py_getattr_opt(S, subject, name);
}

/* isinstance(subject, cls) and its attributes: nargs positional names
 * from __match_args__ (or the subject itself), then the keyword names. */
static py_Obj *match_class(py_State *S, py_Obj *subject, py_Obj *clsobj, py_Obj *kwnames, int nargs)
{
    if (!(clsobj->type->flags & PY_TPFLAG_TYPE_SUB))
        return py_err_setstr(S, PY_T(TypeError), "called match pattern must be a class");
    py_Type *cls = (py_Type *)clsobj;
    int is = py_isinstance(S, subject, clsobj);
    if (is <= 0) return is < 0 ? NULL : PY_NONE(S);
    py_ssize nkw = py_tuple_len(kwnames);
    py_Obj *seen = py_set_new(S, NULL);
    py_Obj *out = seen ? py_tuple_new(S, nargs + nkw) : NULL;
    py_Obj *match_args = NULL, *r = NULL;
    if (!out) goto out;
    int k = 0;
    if (nargs) {
        bool self = false;
        match_args = py_getattr_opt(S, clsobj, py_intern(S, "__match_args__"));
        if (!match_args) {
            if (S->exc) goto out;
            self = matches_self(S, cls);
            match_args = py_newref(S->empty_tuple);
        } else if (PY_TYPE(match_args) != PY_T(tuple)) {
            py_err_format(S, PY_T(TypeError), "%s.__match_args__ must be a tuple (got %s)", cls->name,
                          match_args->type->name);
            goto out;
        }
        py_ssize allowed = self ? 1 : py_tuple_len(match_args);
        if (allowed < nargs) {
            py_err_format(S, PY_T(TypeError), "%s() accepts %d positional sub-pattern%s (%d given)", cls->name,
                          (int)allowed, allowed == 1 ? "" : "s", nargs);
            goto out;
        }
        if (self) {
            ((py_Tuple *)out)->items[k++] = py_newref(subject);
        } else {
            for (int i = 0; i < nargs; i++) {
                py_Obj *name = py_tuple_getB(match_args, i);
                if (!py_isinstance_type(name, PY_T(str))) {
                    py_err_format(S, PY_T(TypeError), "__match_args__ elements must be strings (got %s)",
                                  name->type->name);
                    goto out;
                }
                py_Obj *v = class_attr(S, subject, cls, name, seen);
                if (!v) { if (!S->exc) r = PY_NONE(S); goto out; }
                ((py_Tuple *)out)->items[k++] = v;
            }
        }
    }
    for (py_ssize i = 0; i < nkw; i++) {
        py_Obj *v = class_attr(S, subject, cls, py_tuple_getB(kwnames, i), seen);
        if (!v) { if (!S->exc) r = PY_NONE(S); goto out; }
        ((py_Tuple *)out)->items[k++] = v;
    }
    r = py_newref(out);
out:
    py_xdecref(S, match_args);
    py_xdecref(S, out);
    py_xdecref(S, seen);
    return r;
}

py_Obj **py_match_exec(py_State *S, int arg, py_Obj **sp)
{
    int kind = arg & 7;
    switch (kind) {
    case PY_MATCH_SEQUENCE: case PY_MATCH_MAPPING: {
        int t = kind == PY_MATCH_SEQUENCE ? is_sequence(S, sp[-1]) : is_mapping(S, sp[-1]);
        if (t < 0) return NULL;
        *sp++ = py_newref(t ? S->True : S->False);
        return sp;
    }
    case PY_MATCH_LEN: {
        py_ssize n = py_len(S, sp[-1]);
        if (n < 0) return NULL;
        py_Obj *v = py_int_from_i64(S, n);
        if (!v) return NULL;
        *sp++ = v;
        return sp;
    }
    case PY_MATCH_KEYS: {
        py_Obj *v = match_keys(S, sp[-2], sp[-1]);
        if (!v) return NULL;
        *sp++ = v;
        return sp;
    }
    case PY_MATCH_REST: {
        py_Obj *d = dict_without_keys(S, sp[-2], sp[-1]);
        if (!d) return NULL;
        py_decref(S, sp[-1]);
        sp[-1] = d;
        return sp;
    }
    case PY_MATCH_CLASS: {
        py_Obj *v = match_class(S, sp[-3], sp[-2], sp[-1], arg >> 3);
        if (!v) return NULL;
        py_decref(S, sp[-1]);
        py_decref(S, sp[-2]);
        py_decref(S, sp[-3]);
        sp -= 2;
        sp[-1] = v;
        return sp;
    }
    default:
        py_err_setstr(S, PY_T(SystemError), "bad MATCH argument");
        return NULL;
    }
}
