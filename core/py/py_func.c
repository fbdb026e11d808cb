/* py_func.c — function, bound-method and cell objects, and argument binding
 * (CPython 3.13's rules and error messages, see initialize_locals in
 * CPython's ceval.c for the behaviour reproduced here). */
#include "py_vm.h"
#include <stdio.h>
#include <string.h>
#include <stddef.h>

/* ------------------------------------------------------------ cells */

static void cell_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((py_Cell *)o)->ref);
    py_obj_free(S, o);
}
static int cell_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Obj *r = ((py_Cell *)o)->ref;
    return r ? visit(r, arg) : 0;
}
static void cell_clear(py_State *S, py_Obj *o) { py_setref(S, &((py_Cell *)o)->ref, NULL); }

py_Obj *py_cell_new(py_State *S, py_Obj *v)
{
    py_Cell *c = (py_Cell *)py_obj_alloc(S, PY_T(cell), sizeof(py_Cell));
    if (!c) return NULL;
    c->ref = v ? py_newref(v) : NULL;
    return (py_Obj *)c;
}

static py_Obj *cell_get_contents(py_State *S, py_Obj *o)
{
    py_Obj *r = ((py_Cell *)o)->ref;
    if (!r) return py_err_setstr(S, PY_T(ValueError), "Cell is empty");
    return py_newref(r);
}
static int cell_set_contents(py_State *S, py_Obj *o, py_Obj *v)
{
    py_setref(S, &((py_Cell *)o)->ref, v ? py_newref(v) : NULL);
    return 0;
}
static py_Obj *cell_repr(py_State *S, py_Obj *o)
{
    char buf[128];
    py_Obj *r = ((py_Cell *)o)->ref;
    if (!r) snprintf(buf, sizeof buf, "<cell at %p: empty>", (void *)o);
    else snprintf(buf, sizeof buf, "<cell at %p: %s object at %p>", (void *)o, r->type->name, (void *)r);
    return py_str_from(S, buf);
}
static const py_GetSetDef cell_getset[] = {
    { "cell_contents", cell_get_contents, cell_set_contents },
    { NULL, NULL, NULL }
};

py_Type py_type_cell = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "cell",
    .basicsize = sizeof(py_Cell),
    .flags = PY_TPFLAG_GC,
    .dealloc = cell_dealloc,
    .traverse = cell_traverse,
    .clear = cell_clear,
    .repr = cell_repr,
    .getset = cell_getset,
    .getattro = py_generic_getattr,
};

/* ------------------------------------------------------------ functions */

py_Obj *py_function_new(py_State *S, py_Code *code, py_Obj *globals, py_Obj *qualname)
{
    py_Function *f = (py_Function *)py_obj_alloc(S, PY_T(function), sizeof(py_Function));
    if (!f) return NULL;
    f->code = (py_Code *)py_newref((py_Obj *)code);
    f->globals = py_newref(globals);
    f->builtins = py_newref(S->builtins);
    f->name = py_newref(code->name);
    f->qualname = py_newref(qualname ? qualname : code->qualname);
    f->doc = code->doc ? py_newref(code->doc) : NULL;
    py_Obj *mod = py_dict_getB(S, globals, S->id.__name__);
    f->module = mod ? py_newref(mod) : NULL;
    if (!mod && S->exc) py_err_clear(S);
    return (py_Obj *)f;
}

static void func_clear(py_State *S, py_Obj *o)
{
    py_Function *f = (py_Function *)o;
    py_setref(S, &f->globals, NULL);
    py_setref(S, &f->builtins, NULL);
    py_setref(S, &f->module, NULL);
    py_setref(S, &f->doc, NULL);
    py_setref(S, &f->defaults, NULL);
    py_setref(S, &f->kwdefaults, NULL);
    py_setref(S, &f->closure, NULL);
    py_setref(S, &f->dict, NULL);
    py_setref(S, &f->annotations, NULL);
    py_setref(S, &f->type_params, NULL);
}

static void func_dealloc(py_State *S, py_Obj *o)
{
    py_Function *f = (py_Function *)o;
    func_clear(S, o);
    py_xdecref(S, (py_Obj *)f->code);
    py_xdecref(S, f->name);
    py_xdecref(S, f->qualname);
    py_obj_free(S, o);
}

static int func_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Function *f = (py_Function *)o;
    py_Obj *m[] = { f->globals, f->builtins, f->module, f->doc, f->defaults, f->kwdefaults,
                    f->closure, f->dict, f->annotations, f->type_params };
    for (size_t i = 0; i < sizeof m / sizeof m[0]; i++)
        if (m[i]) { int r = visit(m[i], arg); if (r) return r; }
    return 0;
}

static py_Obj *func_repr(py_State *S, py_Obj *o)
{
    char buf[64];
    snprintf(buf, sizeof buf, " at %p>", (void *)o);
    return py_str_fmt(S, "<function %U%s", ((py_Function *)o)->qualname, buf);
}

static py_Obj *func_descr_get(py_State *S, py_Obj *f, py_Obj *obj, py_Type *owner)
{
    if (!obj) return py_newref(f);
    return py_method_new(S, f, obj);
}

static py_Obj *func_call(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_function_call(S, self, args, nargs, kwnames);
}

#define FN(o) ((py_Function *)(o))
static py_Obj *fget_name(py_State *S, py_Obj *o) { return py_newref(FN(o)->name); }
static int fset_name(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!v || !(v->type->flags & PY_TPFLAG_STR_SUB)) {
        py_err_setstr(S, PY_T(TypeError), "__name__ must be set to a string object");
        return -1;
    }
    py_setref(S, &FN(o)->name, py_newref(v));
    return 0;
}
static py_Obj *fget_qualname(py_State *S, py_Obj *o) { return py_newref(FN(o)->qualname); }
static int fset_qualname(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!v || !(v->type->flags & PY_TPFLAG_STR_SUB)) {
        py_err_setstr(S, PY_T(TypeError), "__qualname__ must be set to a string object");
        return -1;
    }
    py_setref(S, &FN(o)->qualname, py_newref(v));
    return 0;
}
static py_Obj *fget_doc(py_State *S, py_Obj *o) { return py_newref(FN(o)->doc ? FN(o)->doc : S->None); }
static int fset_doc(py_State *S, py_Obj *o, py_Obj *v) { py_setref(S, &FN(o)->doc, v ? py_newref(v) : NULL); return 0; }
static py_Obj *fget_module(py_State *S, py_Obj *o) { return py_newref(FN(o)->module ? FN(o)->module : S->None); }
static int fset_module(py_State *S, py_Obj *o, py_Obj *v) { py_setref(S, &FN(o)->module, v ? py_newref(v) : NULL); return 0; }
static py_Obj *fget_defaults(py_State *S, py_Obj *o) { return py_newref(FN(o)->defaults ? FN(o)->defaults : S->None); }
static int fset_defaults(py_State *S, py_Obj *o, py_Obj *v)
{
    if (v == S->None) v = NULL;
    if (v && !(v->type->flags & PY_TPFLAG_TUPLE_SUB)) {
        py_err_setstr(S, PY_T(TypeError), "__defaults__ must be set to a tuple object");
        return -1;
    }
    py_setref(S, &FN(o)->defaults, v ? py_newref(v) : NULL);
    return 0;
}
static py_Obj *fget_kwdefaults(py_State *S, py_Obj *o) { return py_newref(FN(o)->kwdefaults ? FN(o)->kwdefaults : S->None); }
static int fset_kwdefaults(py_State *S, py_Obj *o, py_Obj *v)
{
    if (v == S->None) v = NULL;
    if (v && !(v->type->flags & PY_TPFLAG_DICT_SUB)) {
        py_err_setstr(S, PY_T(TypeError), "__kwdefaults__ must be set to a dict object");
        return -1;
    }
    py_setref(S, &FN(o)->kwdefaults, v ? py_newref(v) : NULL);
    return 0;
}
static py_Obj *fget_code(py_State *S, py_Obj *o) { return py_newref((py_Obj *)FN(o)->code); }
static py_Obj *fget_globals(py_State *S, py_Obj *o) { return py_newref(FN(o)->globals); }
static py_Obj *fget_builtins(py_State *S, py_Obj *o) { return py_newref(FN(o)->builtins); }
static py_Obj *fget_closure(py_State *S, py_Obj *o) { return py_newref(FN(o)->closure ? FN(o)->closure : S->None); }
static py_Obj *fget_annotations(py_State *S, py_Obj *o)
{
    if (!FN(o)->annotations) {
        FN(o)->annotations = py_dict_new(S);
        if (!FN(o)->annotations) return NULL;
    }
    return py_newref(FN(o)->annotations);
}
static py_Obj *fget_type_params(py_State *S, py_Obj *o)
{
    return FN(o)->type_params ? py_newref(FN(o)->type_params) : py_tuple_new(S, 0);
}
static int fset_type_params(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!v || !(v->type->flags & PY_TPFLAG_TUPLE_SUB)) {
        py_err_setstr(S, PY_T(TypeError), "__type_params__ must be set to a tuple");
        return -1;
    }
    py_setref(S, &FN(o)->type_params, py_newref(v));
    return 0;
}
static int fset_annotations(py_State *S, py_Obj *o, py_Obj *v) { py_setref(S, &FN(o)->annotations, v ? py_newref(v) : NULL); return 0; }
static py_Obj *fget_dict(py_State *S, py_Obj *o)
{
    if (!FN(o)->dict) {
        FN(o)->dict = py_dict_new(S);
        if (!FN(o)->dict) return NULL;
    }
    return py_newref(FN(o)->dict);
}
static int fset_dict(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!v || !(v->type->flags & PY_TPFLAG_DICT_SUB)) {
        py_err_setstr(S, PY_T(TypeError), "__dict__ must be set to a dictionary");
        return -1;
    }
    py_setref(S, &FN(o)->dict, py_newref(v));
    return 0;
}
#undef FN

static const py_GetSetDef func_getset[] = {
    { "__name__", fget_name, fset_name },
    { "__qualname__", fget_qualname, fset_qualname },
    { "__doc__", fget_doc, fset_doc },
    { "__module__", fget_module, fset_module },
    { "__defaults__", fget_defaults, fset_defaults },
    { "__kwdefaults__", fget_kwdefaults, fset_kwdefaults },
    { "__code__", fget_code, NULL },
    { "__globals__", fget_globals, NULL },
    { "__builtins__", fget_builtins, NULL },
    { "__closure__", fget_closure, NULL },
    { "__annotations__", fget_annotations, fset_annotations },
    { "__type_params__", fget_type_params, fset_type_params },
    { "__dict__", fget_dict, fset_dict },
    { NULL, NULL, NULL }
};

/* function(code, globals, name=None, argdefs=None, closure=None,
 * kwdefaults=None) (types.FunctionType): a new function over an existing code
 * object, with CPython's argument checks and messages, in its order. */
static py_Obj *func_tp_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    (void)t;
    py_Obj *a[6] = {0};
    if (py_parse_args(S, "function", args, nargs, kwnames, "code,globals,|name,argdefs,closure,kwdefaults", a) < 0)
        return NULL;
    if (a[0]->type != PY_T(code))
        return py_err_format(S, PY_T(TypeError), "function() argument 'code' must be code, not %s",
                             py_obj_typename(a[0]));
    if (!py_isinstance_type(a[1], PY_T(dict)))
        return py_err_format(S, PY_T(TypeError), "function() argument 'globals' must be dict, not %s",
                             py_obj_typename(a[1]));
    py_Obj *name = a[2] == S->None ? NULL : a[2], *defs = a[3] == S->None ? NULL : a[3];
    py_Obj *closure = a[4] == S->None ? NULL : a[4], *kwdefs = a[5] == S->None ? NULL : a[5];
    py_Code *code = (py_Code *)a[0];
    if (name && !py_isinstance_type(name, PY_T(str)))
        return py_err_setstr(S, PY_T(TypeError), "arg 3 (name) must be None or string");
    if (defs && !py_isinstance_type(defs, PY_T(tuple)))
        return py_err_setstr(S, PY_T(TypeError), "arg 4 (defaults) must be None or tuple");
    if (closure && !py_isinstance_type(closure, PY_T(tuple)))
        return py_err_setstr(S, PY_T(TypeError), "arg 5 (closure) must be None or tuple");
    if (!closure && code->nfree)
        return py_err_setstr(S, PY_T(TypeError), "arg 5 (closure) must be tuple");
    if (kwdefs && !py_isinstance_type(kwdefs, PY_T(dict)))
        return py_err_setstr(S, PY_T(TypeError), "arg 6 (kwdefaults) must be None or dict");
    py_ssize nclosure = closure ? py_tuple_len(closure) : 0;
    if (nclosure != code->nfree)
        return py_err_format(S, PY_T(ValueError), "%U requires closure of length %zd, not %zd", code->name,
                             (py_ssize)code->nfree, nclosure);
    for (py_ssize i = 0; i < nclosure; i++)
        if (py_tuple_getB(closure, i)->type != PY_T(cell))
            return py_err_format(S, PY_T(TypeError), "arg 5 (closure) expected cell, found %s",
                                 py_obj_typename(py_tuple_getB(closure, i)));
    py_Function *f = (py_Function *)py_function_new(S, code, a[1], NULL);
    if (!f) return NULL;
    if (name) py_setref(S, &f->name, py_newref(name));
    f->defaults = defs ? py_newref(defs) : NULL;
    f->kwdefaults = kwdefs ? py_newref(kwdefs) : NULL;
    f->closure = closure ? py_newref(closure) : NULL;
    return (py_Obj *)f;
}

py_Type py_type_function = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "function",
    .basicsize = sizeof(py_Function),
    .flags = PY_TPFLAG_GC,
    .dictoffset = offsetof(py_Function, dict),
    .dealloc = func_dealloc,
    .traverse = func_traverse,
    .clear = func_clear,
    .repr = func_repr,
    .getset = func_getset,
    .getattro = py_generic_getattr,
    .setattro = py_generic_setattr,
    .descr_get = func_descr_get,
    .call = func_call,
    .tp_new = func_tp_new,
};

/* ------------------------------------------------------------ methods */

py_Obj *py_method_new(py_State *S, py_Obj *func, py_Obj *self)
{
    py_Method *m = (py_Method *)py_obj_alloc(S, PY_T(method), sizeof(py_Method));
    if (!m) return NULL;
    m->func = py_newref(func);
    m->self = py_newref(self);
    return (py_Obj *)m;
}

static void meth_dealloc(py_State *S, py_Obj *o)
{
    py_Method *m = (py_Method *)o;
    py_xdecref(S, m->func);
    py_xdecref(S, m->self);
    py_obj_free(S, o);
}
static int meth_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Method *m = (py_Method *)o;
    int r = m->func ? visit(m->func, arg) : 0;
    if (!r && m->self) r = visit(m->self, arg);
    return r;
}
static void meth_clear(py_State *S, py_Obj *o)
{
    py_Method *m = (py_Method *)o;
    py_setref(S, &m->func, NULL);
    py_setref(S, &m->self, NULL);
}

/* Call with self prepended; small calls use a stack buffer. */
static py_Obj *meth_call(py_State *S, py_Obj *o, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Method *m = (py_Method *)o;
    py_ssize nkw = kwnames ? py_tuple_len(kwnames) : 0;
    py_ssize total = nargs + nkw + 1;
    py_Obj *buf[16];
    py_Obj **a = buf;
    if (total > 16) {
        a = py_malloc(S, sizeof(py_Obj *) * (size_t)total);
        if (!a) return NULL;
    }
    a[0] = m->self;
    for (py_ssize i = 0; i < nargs + nkw; i++) a[i + 1] = args[i];
    py_Obj *r;
    if (m->func->type == PY_T(function)) r = py_function_call(S, m->func, a, nargs + 1, kwnames);
    else r = py_call(S, m->func, a, nargs + 1, kwnames);
    if (a != buf) py_free(S, a, sizeof(py_Obj *) * (size_t)total);
    return r;
}

static py_Obj *meth_repr(py_State *S, py_Obj *o)
{
    py_Method *m = (py_Method *)o;
    py_Obj *name = py_getattr_opt(S, m->func, S->id.__qualname__);
    if (!name) {
        if (S->exc) return NULL;
        name = py_getattr_opt(S, m->func, S->id.__name__);
        if (!name) {
            if (S->exc) return NULL;
            name = py_str_from(S, "?");
            if (!name) return NULL;
        }
    }
    py_Obj *r = py_str_fmt(S, "<bound method %S of %R>", name, m->self);
    py_decref(S, name);
    return r;
}

static py_Obj *meth_getattro(py_State *S, py_Obj *o, py_Obj *name)
{
    py_Obj *r = py_generic_getattr(S, o, name);
    if (r || !py_err_matches(S, PY_T(AttributeError))) return r;
    py_err_clear(S);
    return py_getattr(S, ((py_Method *)o)->func, name);
}

static py_Obj *meth_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    if ((op != PY_EQ && op != PY_NE) || b->type != PY_T(method)) return py_newref(S->NotImplemented);
    py_Method *x = (py_Method *)a, *y = (py_Method *)b;
    int eq = x->self == y->self;
    if (eq) {
        eq = py_eq(S, x->func, y->func);
        if (eq < 0) return NULL;
    }
    return PY_BOOL(S, op == PY_EQ ? eq : !eq);
}

static py_hash meth_hash(py_State *S, py_Obj *o)
{
    py_Method *m = (py_Method *)o;
    py_hash h = py_hash_obj(S, m->func);
    if (h == -1) return -1;
    py_hash r = h ^ (py_hash)((uintptr_t)m->self >> 4);
    return r == -1 ? -2 : r;
}

static py_Obj *mget_func(py_State *S, py_Obj *o) { return py_newref(((py_Method *)o)->func); }
static py_Obj *mget_self(py_State *S, py_Obj *o) { return py_newref(((py_Method *)o)->self); }
static py_Obj *mget_doc(py_State *S, py_Obj *o) { return py_getattr(S, ((py_Method *)o)->func, S->id.__doc__); }

static const py_GetSetDef meth_getset[] = {
    { "__func__", mget_func, NULL },
    { "__self__", mget_self, NULL },
    { "__doc__", mget_doc, NULL },
    { NULL, NULL, NULL }
};

/* method(function, instance) (types.MethodType), with CPython's checks. */
static py_Obj *meth_tp_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    (void)t;
    if (kwnames && py_tuple_len(kwnames)) return py_err_setstr(S, PY_T(TypeError), "method() takes no keyword arguments");
    if (nargs != 2) return py_err_format(S, PY_T(TypeError), "method expected 2 arguments, got %d", (int)nargs);
    if (!py_callable(args[0])) return py_err_setstr(S, PY_T(TypeError), "first argument must be callable");
    if (args[1] == S->None) return py_err_setstr(S, PY_T(TypeError), "instance must not be None");
    return py_method_new(S, args[0], args[1]);
}

py_Type py_type_method = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "method",
    .basicsize = sizeof(py_Method),
    .flags = PY_TPFLAG_GC,
    .dealloc = meth_dealloc,
    .traverse = meth_traverse,
    .clear = meth_clear,
    .repr = meth_repr,
    .hash = meth_hash,
    .richcmp = meth_richcmp,
    .getset = meth_getset,
    .getattro = meth_getattro,
    .call = meth_call,
    .tp_new = meth_tp_new,
};

/* ------------------------------------------------------------ binding */

py_Obj *py_func_descr(py_State *S, py_Obj *f)
{
    if (f->type == PY_T(function)) return py_newref(((py_Function *)f)->qualname);
    return py_str_from(S, "function");
}

/* 'a' / 'a' and 'b' / 'a', 'b', and 'c' */
static py_Obj *format_names(py_State *S, py_Obj *names)
{
    py_ssize n = py_list_len(names);
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *s = py_list_getB(names, i);
        if (i > 0) {
            if (n == 2) nb_buf_puts(&b, " and ");
            else if (i == n - 1) nb_buf_puts(&b, ", and ");
            else nb_buf_puts(&b, ", ");
        }
        nb_buf_putc(&b, '\'');
        nb_buf_append(&b, py_str_utf8(s), (size_t)py_str_nbytes(s));
        nb_buf_putc(&b, '\'');
    }
    if (b.oom) { nb_buf_free(&b); return py_err_nomemory(S); }
    py_Obj *r = py_str_new(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

static int missing_args(py_State *S, py_Function *fn, py_Obj **lp, int start, int end, bool kwonly, py_ssize defcount)
{
    py_Code *co = fn->code;
    py_Obj *names = py_list_new(S, 0);
    if (!names) return -1;
    for (int i = start; i < end; i++) {
        if (lp[i]) continue;
        if (kwonly) {
            py_Obj *nm = py_tuple_getB(co->localsplusnames, i);
            if (fn->kwdefaults) {
                py_Obj *d = py_dict_getB(S, fn->kwdefaults, nm);
                if (d) continue;
            }
        }
        if (py_list_append(S, names, py_tuple_getB(co->localsplusnames, i)) < 0) { py_decref(S, names); return -1; }
    }
    py_ssize n = py_list_len(names);
    py_Obj *s = format_names(S, names);
    py_decref(S, names);
    if (!s) return -1;
    py_err_format(S, PY_T(TypeError), "%U() missing %zd required %s argument%s: %U",
                  fn->qualname, n, kwonly ? "keyword-only" : "positional", n == 1 ? "" : "s", s);
    py_decref(S, s);
    return -1;
}

static int too_many_positional(py_State *S, py_Function *fn, py_ssize given, py_Obj **lp)
{
    py_Code *co = fn->code;
    py_ssize defcount = fn->defaults ? py_tuple_len(fn->defaults) : 0;
    py_ssize kwonly_given = 0;
    for (int i = co->argcount; i < co->argcount + co->kwonlyargcount; i++)
        if (lp[i]) kwonly_given++;
    char sig[64], kwsig[96];
    bool plural;
    if (defcount) {
        plural = true;
        snprintf(sig, sizeof sig, "from %d to %d", (int)(co->argcount - defcount), co->argcount);
    } else {
        plural = co->argcount != 1;
        snprintf(sig, sizeof sig, "%d", co->argcount);
    }
    kwsig[0] = 0;
    if (kwonly_given)
        snprintf(kwsig, sizeof kwsig, " positional argument%s (and %d keyword-only argument%s)",
                 given != 1 ? "s" : "", (int)kwonly_given, kwonly_given != 1 ? "s" : "");
    py_err_format(S, PY_T(TypeError), "%U() takes %s positional argument%s but %zd%s %s given",
                  fn->qualname, sig, plural ? "s" : "", given, kwsig,
                  given == 1 && !kwonly_given ? "was" : "were");
    return -1;
}

static int posonly_as_kw(py_State *S, py_Function *fn, py_Obj *const *kwvals, py_Obj *kwnames)
{
    py_Code *co = fn->code;
    py_Obj *names = py_list_new(S, 0);
    if (!names) return -1;
    int found = 0;
    for (int i = 0; i < co->posonlyargcount; i++) {
        py_Obj *pn = py_tuple_getB(co->localsplusnames, i);
        for (py_ssize k = 0; k < py_tuple_len(kwnames); k++) {
            if (py_str_eq(py_tuple_getB(kwnames, k), pn)) {
                if (py_list_append(S, names, pn) < 0) { py_decref(S, names); return -1; }
                found++;
                break;
            }
        }
    }
    if (!found) { py_decref(S, names); return 0; }
    py_Obj *sep = py_str_from(S, ", ");
    py_Obj *j = sep ? py_str_join(S, sep, names) : NULL;
    py_xdecref(S, sep);
    py_decref(S, names);
    if (!j) return -1;
    /* CPython joins without quotes around each name except the whole list */
    py_err_format(S, PY_T(TypeError), "%U() got some positional-only arguments passed as keyword arguments: '%U'",
                  fn->qualname, j);
    py_decref(S, j);
    return -1;
}

int py_func_bind(py_State *S, py_Function *fn, py_Obj **lp, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Code *co = fn->code;
    int argc = co->argcount;
    int total = argc + co->kwonlyargcount;
    py_Obj *kwdict = NULL;
    int i;
    if (co->flags & PY_CO_VARKEYWORDS) {
        kwdict = py_dict_new(S);
        if (!kwdict) return -1;
        int kpos = total + ((co->flags & PY_CO_VARARGS) ? 1 : 0);
        lp[kpos] = kwdict;
    }
    py_ssize n = nargs < argc ? nargs : argc;
    for (i = 0; i < n; i++) lp[i] = py_newref(args[i]);
    if (co->flags & PY_CO_VARARGS) {
        py_Obj *t = nargs > argc ? py_tuple_from_array(S, args + argc, nargs - argc) : py_newref(S->empty_tuple);
        if (!t) return -1;
        lp[total] = t;
    }
    if (kwnames) {
        py_ssize nkw = py_tuple_len(kwnames);
        py_Obj *const *kwvals = args + nargs;
        for (py_ssize k = 0; k < nkw; k++) {
            py_Obj *kn = py_tuple_getB(kwnames, k);
            py_Obj *v = kwvals[k];
            int j;
            if (!(kn->type->flags & PY_TPFLAG_STR_SUB)) {
                py_err_format(S, PY_T(TypeError), "%U() keywords must be strings", fn->qualname);
                return -1;
            }
            for (j = co->posonlyargcount; j < total; j++)
                if (py_tuple_getB(co->localsplusnames, j) == kn) goto found;
            for (j = co->posonlyargcount; j < total; j++)
                if (py_str_eq(py_tuple_getB(co->localsplusnames, j), kn)) goto found;
            if (kwdict) {
                if (py_dict_set(S, kwdict, kn, v) < 0) return -1;
                continue;
            }
            if (posonly_as_kw(S, fn, kwvals, kwnames) < 0) return -1;
            py_Obj *cands = py_list_new(S, 0);
            if (!cands) return -1;
            for (int q = co->posonlyargcount; q < total; q++)
                if (py_list_append(S, cands, py_tuple_getB(co->localsplusnames, q)) < 0) {
                    py_decref(S, cands);
                    return -1;
                }
            py_err_unexpected_kw(S, py_str_utf8(fn->qualname), kn, cands);
            py_decref(S, cands);
            return -1;
        found:
            if (lp[j]) {
                py_err_format(S, PY_T(TypeError), "%U() got multiple values for argument '%U'", fn->qualname, kn);
                return -1;
            }
            lp[j] = py_newref(v);
        }
    }
    if (nargs > argc && !(co->flags & PY_CO_VARARGS))
        return too_many_positional(S, fn, nargs, lp);
    if (nargs < argc) {
        py_ssize defcount = fn->defaults ? py_tuple_len(fn->defaults) : 0;
        int m = argc - (int)defcount;
        for (i = (int)nargs; i < m; i++)
            if (!lp[i]) return missing_args(S, fn, lp, (int)nargs, m, false, defcount);
        for (i = m > (int)nargs ? m : (int)nargs; i < argc; i++)
            if (!lp[i]) lp[i] = py_newref(py_tuple_getB(fn->defaults, i - m));
    }
    if (co->kwonlyargcount) {
        for (i = argc; i < total; i++) {
            if (lp[i]) continue;
            py_Obj *nm = py_tuple_getB(co->localsplusnames, i);
            py_Obj *d = fn->kwdefaults ? py_dict_getB(S, fn->kwdefaults, nm) : NULL;
            if (d) { lp[i] = py_newref(d); continue; }
            if (S->exc) return -1;
            return missing_args(S, fn, lp, argc, total, true, 0);
        }
    }
    return 0;
}
