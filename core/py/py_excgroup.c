/* py_excgroup.c — BaseExceptionGroup and ExceptionGroup (PEP 654): the
 * construction rules of CPython 3.13 (message a str, exceptions a non-empty
 * sequence of exceptions, BaseExceptionGroup of only Exceptions becoming an
 * ExceptionGroup), .message/.exceptions, str, derive, and split/subgroup by
 * type, tuple of types or predicate. The message lives in args[0] and the
 * exceptions tuple in the py_Exc `value` slot. */
#include "py_runtime.h"
#include "py_builtins.h"
#include "py_containers.h"

#include <string.h>

#define EXC(o) ((py_Exc *)(o))

static py_Obj *eg_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (kw && py_tuple_len(kw))
        return py_err_format(S, PY_T(TypeError), "BaseExceptionGroup.__new__() takes no keyword arguments");
    if (nargs != 2)
        return py_err_format(S, PY_T(TypeError),
                             "BaseExceptionGroup.__new__() takes exactly 2 arguments (%zd given)", nargs);
    py_Obj *msg = args[0], *seq = args[1];
    if (!(msg->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(TypeError), "BaseExceptionGroup.__new__() argument 1 must be str, not %T", msg);
    if (!(seq->type->flags & (PY_TPFLAG_TUPLE_SUB | PY_TPFLAG_LIST_SUB)) && !seq->type->getitem)
        return py_err_setstr(S, PY_T(TypeError), "second argument (exceptions) must be a sequence");
    if ((seq->type->flags & PY_TPFLAG_STR_SUB) || !seq->type->len)
        return py_err_setstr(S, PY_T(TypeError), "second argument (exceptions) must be a sequence");
    py_Obj *excs = py_seq_tuple(S, seq);
    if (!excs)
        return NULL;
    py_ssize n = py_tuple_len(excs);
    if (n == 0) {
        py_decref(S, excs);
        return py_err_setstr(S, PY_T(ValueError), "second argument (exceptions) must be a non-empty sequence");
    }
    bool all_exc = true;
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *e = py_tuple_getB(excs, i);
        if (!(e->type->flags & PY_TPFLAG_BASEEXC_SUB)) {
            py_decref(S, excs);
            return py_err_format(S, PY_T(ValueError), "Item %zd of second argument (exceptions) is not an exception", i);
        }
        if (!py_isinstance_type(e, PY_T(Exception)))
            all_exc = false;
    }
    if (t == PY_T(BaseExceptionGroup)) {
        if (all_exc)
            t = PY_T(ExceptionGroup);
    } else if (t == PY_T(ExceptionGroup)) {
        if (!all_exc) {
            py_decref(S, excs);
            return py_err_setstr(S, PY_T(TypeError), "Cannot nest BaseExceptions in an ExceptionGroup");
        }
    } else if (!all_exc && py_type_issub(t, PY_T(Exception))) {
        py_decref(S, excs);
        return py_err_format(S, PY_T(TypeError), "Cannot nest BaseExceptions in '%s'", t->name);
    }
    py_Obj *self = py_type_alloc(S, t);
    py_Obj *a = self ? py_tuple_from_array(S, args, nargs) : NULL;
    if (!a) {
        py_xdecref(S, self);
        py_decref(S, excs);
        return NULL;
    }
    EXC(self)->args = a;
    EXC(self)->value = excs;
    return self;
}

static py_Obj *eg_message(py_Obj *o)
{
    py_Obj *a = EXC(o)->args;
    return a && py_tuple_len(a) > 0 ? py_tuple_getB(a, 0) : NULL;
}

static py_Obj *get_message(py_State *S, py_Obj *o)
{
    py_Obj *m = eg_message(o);
    return py_newref(m ? m : S->None);
}

static py_Obj *get_exceptions(py_State *S, py_Obj *o)
{
    return py_newref(EXC(o)->value ? EXC(o)->value : S->empty_tuple);
}

static py_Obj *eg_str(py_State *S, py_Obj *o)
{
    py_Obj *m = eg_message(o);
    py_ssize n = EXC(o)->value ? py_tuple_len(EXC(o)->value) : 0;
    return py_str_fmt(S, "%S (%zd sub-exception%s)", m ? m : S->None, n, n == 1 ? "" : "s");
}

static py_Obj *m_derive(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "derive", nargs, kw, 1, 1) < 0)
        return NULL;
    py_Obj *m = eg_message(self);
    py_Obj *cargs[2] = {m ? m : S->None, args[0]};
    return py_call(S, (py_Obj *)PY_T(BaseExceptionGroup), cargs, 2, NULL);
}

/* The matcher of split/subgroup: 0 type or tuple of types, 1 predicate. */
static int matcher_kind(py_State *S, py_Obj *m)
{
    if (m->type->flags & PY_TPFLAG_TYPE_SUB) {
        if (py_type_issub((py_Type *)m, PY_T(BaseException)))
            return 0;
    } else if (m->type->flags & PY_TPFLAG_TUPLE_SUB) {
        bool ok = true;
        for (py_ssize i = 0; i < py_tuple_len(m); i++) {
            py_Obj *x = py_tuple_getB(m, i);
            if (!(x->type->flags & PY_TPFLAG_TYPE_SUB) || !py_type_issub((py_Type *)x, PY_T(BaseException)))
                ok = false;
        }
        if (ok)
            return 0;
    } else if (py_callable(m)) {
        return 1;
    }
    py_err_setstr(S, PY_T(TypeError),
                  "expected an exception type, a tuple of exception types, or a callable (other than a class)");
    return -1;
}

/* kind 2 (except* projection): m is a list of the leaves to keep. */
static int matches(py_State *S, py_Obj *e, py_Obj *m, int kind)
{
    if (kind == 2) {
        if (py_isinstance_type(e, PY_T(BaseExceptionGroup)))
            return 0;
        for (py_ssize i = 0; i < py_list_len(m); i++)
            if (py_list_getB(m, i) == e)
                return 1;
        return 0;
    }
    if (kind == 0)
        return py_isinstance(S, e, m);
    py_Obj *r = py_call(S, m, &e, 1, NULL);
    if (!r)
        return -1;
    int t = py_truthy(S, r);
    py_decref(S, r);
    return t;
}

/* eg.derive(list) with cause, context, traceback and a copy of the notes. */
static py_Obj *derive_and_copy(py_State *S, py_Obj *eg, py_Obj *list)
{
    py_Obj *f = py_getattr_str(S, eg, "derive");
    py_Obj *d = f ? py_call(S, f, &list, 1, NULL) : NULL;
    py_xdecref(S, f);
    if (!d)
        return NULL;
    if (!py_isinstance_type(d, PY_T(BaseExceptionGroup))) {
        py_decref(S, d);
        return py_err_setstr(S, PY_T(TypeError), "derive must return an instance of BaseExceptionGroup");
    }
    py_Exc *s = EXC(eg), *n = EXC(d);
    py_setref(S, &n->cause, s->cause ? py_newref(s->cause) : NULL);
    py_setref(S, &n->context, s->context ? py_newref(s->context) : NULL);
    py_setref(S, &n->traceback, s->traceback ? py_newref(s->traceback) : NULL);
    if (s->notes) {
        py_Obj *c = (s->notes->type->flags & PY_TPFLAG_LIST_SUB) ? py_seq_list(S, s->notes) : py_newref(s->notes);
        if (!c) {
            py_decref(S, d);
            return NULL;
        }
        py_setref(S, &n->notes, c);
    }
    return d;
}

/* Split exc by the matcher into *match and *rest (either may stay NULL). */
static int split_rec(py_State *S, py_Obj *e, py_Obj *m, int kind, bool want_rest, py_Obj **match, py_Obj **rest)
{
    *match = *rest = NULL;
    int r = matches(S, e, m, kind);
    if (r < 0)
        return -1;
    if (r) {
        *match = py_newref(e);
        return 0;
    }
    if (!py_isinstance_type(e, PY_T(BaseExceptionGroup))) {
        if (want_rest)
            *rest = py_newref(e);
        return 0;
    }
    py_Obj *excs = EXC(e)->value;
    py_Obj *ml = py_list_new(S, 0), *rl = want_rest ? py_list_new(S, 0) : NULL;
    if (!ml || (want_rest && !rl))
        goto fail;
    for (py_ssize i = 0; excs && i < py_tuple_len(excs); i++) {
        py_Obj *sm, *sr;
        if (split_rec(S, py_tuple_getB(excs, i), m, kind, want_rest, &sm, &sr) < 0)
            goto fail;
        if (sm && py_list_append_steal(S, ml, sm) < 0) {
            py_xdecref(S, sr);
            goto fail;
        }
        if (sr && py_list_append_steal(S, rl, sr) < 0)
            goto fail;
    }
    if (py_list_len(ml) && !(*match = derive_and_copy(S, e, ml)))
        goto fail;
    if (rl && py_list_len(rl) && !(*rest = derive_and_copy(S, e, rl)))
        goto fail;
    py_decref(S, ml);
    py_xdecref(S, rl);
    return 0;
fail:
    py_xdecref(S, ml);
    py_xdecref(S, rl);
    py_xdecref(S, *match);
    *match = NULL;
    return -1;
}

int py_excgroup_split(py_State *S, py_Obj *eg, py_Obj *matcher, py_Obj **match, py_Obj **rest)
{
    int kind = matcher_kind(S, matcher);
    if (kind < 0)
        return -1;
    return split_rec(S, eg, matcher, kind, rest != NULL, match, rest ? rest : &(py_Obj *){NULL});
}

static py_Obj *m_split(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "split", nargs, kw, 1, 1) < 0)
        return NULL;
    py_Obj *m, *r;
    if (py_excgroup_split(S, self, args[0], &m, &r) < 0)
        return NULL;
    py_Obj *t = py_tuple_pack(S, 2, m ? m : S->None, r ? r : S->None);
    py_xdecref(S, m);
    py_xdecref(S, r);
    return t;
}

static py_Obj *m_subgroup(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "subgroup", nargs, kw, 1, 1) < 0)
        return NULL;
    py_Obj *m;
    if (py_excgroup_split(S, self, args[0], &m, NULL) < 0)
        return NULL;
    return m ? m : py_newref(S->None);
}

static py_Obj *eg_class_getitem(py_State *S, py_Obj *cls, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_cont_onearg(S, "__class_getitem__", nargs, kwnames) < 0)
        return NULL;
    return py_generic_alias_new(S, cls, args[0]);
}

static const py_GetSetDef eg_getset[] = {
    {"message", get_message, NULL},
    {"exceptions", get_exceptions, NULL},
    {NULL, NULL, NULL},
};

static const py_MethodDef eg_methods[] = {
    {"derive", m_derive, PY_METH_INSTANCE},
    {"split", m_split, PY_METH_INSTANCE},
    {"subgroup", m_subgroup, PY_METH_INSTANCE},
    {"__class_getitem__", eg_class_getitem, PY_METH_CLASS},
    {NULL, NULL, 0},
};

#define EG_FLAGS (PY_TPFLAG_GC | PY_TPFLAG_BASETYPE | PY_TPFLAG_BASEEXC_SUB)

py_Type py_type_BaseExceptionGroup = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "BaseExceptionGroup",
    .basicsize = sizeof(py_Exc),
    .flags = EG_FLAGS,
    .base = &py_type_BaseException,
    .dictoffset = offsetof(py_Exc, dict),
    .tp_new = eg_new,
    .str = eg_str,
    .methods = eg_methods,
    .getset = eg_getset,
};

py_Type py_type_ExceptionGroup = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "ExceptionGroup",
    .basicsize = sizeof(py_Exc),
    .flags = EG_FLAGS,
    .base = &py_type_BaseExceptionGroup,
    .dictoffset = offsetof(py_Exc, dict),
};

/* ExceptionGroup derives from BaseExceptionGroup and Exception: a static
 * type has one base, so its bases and mro are completed here. */
int py_excgroup_ready(py_State *S)
{
    py_Type *t = PY_T(ExceptionGroup);
    if (py_type_ready(S, PY_T(Exception)) < 0 || py_type_ready(S, t) < 0)
        return -1;
    py_Obj *b = py_tuple_pack(S, 2, (py_Obj *)PY_T(BaseExceptionGroup), (py_Obj *)PY_T(Exception));
    py_Obj *m = py_tuple_pack(S, 5, (py_Obj *)t, (py_Obj *)PY_T(BaseExceptionGroup), (py_Obj *)PY_T(Exception),
                              (py_Obj *)PY_T(BaseException), (py_Obj *)PY_T(object));
    if (!b || !m) {
        py_xdecref(S, b);
        py_xdecref(S, m);
        return -1;
    }
    py_setref(S, &t->bases, b);
    py_setref(S, &t->mro, m);
    py_type_modified(S);
    return 0;
}

/* ------------------------------------------------------------ except* */

static bool is_group(py_Obj *e) { return e && py_isinstance_type(e, PY_T(BaseExceptionGroup)); }

static int check_star_type(py_State *S, py_Obj *t)
{
    py_ssize n = (t->type->flags & PY_TPFLAG_TUPLE_SUB) ? py_tuple_len(t) : 1;
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *x = (t->type->flags & PY_TPFLAG_TUPLE_SUB) ? py_tuple_getB(t, i) : t;
        if (!(x->type->flags & PY_TPFLAG_TYPE_SUB) || !py_type_issub((py_Type *)x, PY_T(BaseException))) {
            py_err_setstr(S, PY_T(TypeError), "catching classes that do not inherit from BaseException is not allowed");
            return -1;
        }
    }
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *x = (t->type->flags & PY_TPFLAG_TUPLE_SUB) ? py_tuple_getB(t, i) : t;
        if (py_type_issub((py_Type *)x, PY_T(BaseExceptionGroup))) {
            py_err_setstr(S, PY_T(TypeError),
                          "catching ExceptionGroup with except* is not allowed. Use except instead.");
            return -1;
        }
    }
    return 0;
}

int py_excgroup_match(py_State *S, py_Obj *exc, py_Obj *type, py_Obj **match, py_Obj **rest)
{
    *match = *rest = NULL;
    if (check_star_type(S, type) < 0)
        return -1;
    if (exc == S->None)
        return 0;
    int r = py_isinstance(S, exc, type);
    if (r < 0)
        return -1;
    if (r) {
        if (is_group(exc)) {
            *match = py_newref(exc);
            return 0;
        }
        py_Obj *excs = py_tuple_pack(S, 1, exc);
        py_Obj *cargs[2] = {py_str_from(S, ""), excs};
        if (excs && cargs[0])
            *match = py_call(S, (py_Obj *)PY_T(ExceptionGroup), cargs, 2, NULL);
        py_xdecref(S, excs);
        py_xdecref(S, cargs[0]);
        if (!*match)
            return -1;
        if (EXC(exc)->traceback)
            py_setref(S, &EXC(*match)->traceback, py_seq_list(S, EXC(exc)->traceback));
        return 0;
    }
    if (is_group(exc)) {
        py_Obj *f = py_getattr_str(S, exc, "split");
        py_Obj *pair = f ? py_call(S, f, &type, 1, NULL) : NULL;
        py_xdecref(S, f);
        if (!pair)
            return -1;
        if (!(pair->type->flags & PY_TPFLAG_TUPLE_SUB) || py_tuple_len(pair) != 2) {
            py_decref(S, pair);
            py_err_setstr(S, PY_T(TypeError), "X.split(t) must return a 2-tuple");
            return -1;
        }
        py_Obj *m = py_tuple_getB(pair, 0), *rs = py_tuple_getB(pair, 1);
        *match = m == S->None ? NULL : py_newref(m);
        *rest = rs == S->None ? NULL : py_newref(rs);
        py_decref(S, pair);
        return 0;
    }
    *rest = py_newref(exc);
    return 0;
}

static bool same_metadata(py_Obj *a, py_Obj *b)
{
    py_Exc *x = EXC(a), *y = EXC(b);
    return x->notes == y->notes && x->traceback == y->traceback && x->cause == y->cause && x->context == y->context;
}

static int collect_leaves(py_State *S, py_Obj *e, py_Obj *leaves)
{
    if (!is_group(e))
        return py_list_append(S, leaves, e);
    py_Obj *excs = EXC(e)->value;
    for (py_ssize i = 0; excs && i < py_tuple_len(excs); i++)
        if (collect_leaves(S, py_tuple_getB(excs, i), leaves) < 0)
            return -1;
    return 0;
}

/* What a try/except* raises: orig the caught exception, excs what each
 * clause raised plus the unhandled rest (None entries skipped). Returns
 * a new reference, None when nothing is left. */
py_Obj *py_excgroup_prep_reraise(py_State *S, py_Obj *orig, py_Obj *excs)
{
    py_ssize n = py_list_len(excs);
    if (!is_group(orig)) {
        for (py_ssize i = 0; i < n; i++)
            if (py_list_getB(excs, i) != S->None)
                return py_newref(py_list_getB(excs, i));
        return py_newref(S->None);
    }
    py_Obj *raised = py_list_new(S, 0), *leaves = py_list_new(S, 0), *result = NULL, *re = NULL;
    if (!raised || !leaves)
        goto out;
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *e = py_list_getB(excs, i);
        if (e == S->None)
            continue;
        if (same_metadata(e, orig) ? collect_leaves(S, e, leaves) : py_list_append(S, raised, e))
            goto out;
    }
    if (py_list_len(leaves)) {
        py_Obj *dummy = NULL;
        if (split_rec(S, orig, leaves, 2, false, &re, &dummy) < 0)
            goto out;
    }
    if (!py_list_len(raised)) {
        result = re ? py_newref(re) : py_newref(S->None);
        goto out;
    }
    if (re && py_list_append(S, raised, re) < 0)
        goto out;
    if (py_list_len(raised) == 1) {
        result = py_newref(py_list_getB(raised, 0));
    } else {
        py_Obj *cargs[2] = {py_str_from(S, ""), raised};
        if (cargs[0])
            result = py_call(S, (py_Obj *)PY_T(ExceptionGroup), cargs, 2, NULL);
        py_xdecref(S, cargs[0]);
    }
out:
    py_xdecref(S, raised);
    py_xdecref(S, leaves);
    py_xdecref(S, re);
    return result;
}
