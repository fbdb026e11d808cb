/* py_exc.c — exception types: BaseException (args, str/repr, traceback,
 * cause/context, notes, with_traceback, add_note) and the CPython 3.13
 * hierarchy with the subclasses that carry extra behaviour (StopIteration,
 * KeyError, SyntaxError, OSError, ImportError, AttributeError, NameError,
 * SystemExit, UnicodeDecodeError/UnicodeEncodeError). Extra attributes of
 * those subclasses live in the instance dict. */
#include "py_runtime.h"

#include <string.h>

#define EXC(o) ((py_Exc *)(o))

static py_Obj *exc_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Obj *self = py_type_alloc(S, t);
    if (!self)
        return NULL;
    py_Obj *a = py_tuple_from_array(S, args, nargs);
    if (!a) {
        py_decref(S, self);
        return NULL;
    }
    EXC(self)->args = a;
    return self;
}

static int set_args(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs)
{
    py_Obj *a = py_tuple_from_array(S, args, nargs);
    if (!a)
        return -1;
    py_setref(S, &EXC(self)->args, a);
    return 0;
}

static int exc_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (kw && py_tuple_len(kw)) {
        py_err_format(S, PY_T(TypeError), "%s() takes no keyword arguments", self->type->name);
        return -1;
    }
    return set_args(S, self, args, nargs);
}

static void exc_clear(py_State *S, py_Obj *o)
{
    py_Exc *e = EXC(o);
    py_setref(S, &e->dict, NULL);
    py_setref(S, &e->args, NULL);
    py_setref(S, &e->traceback, NULL);
    py_setref(S, &e->cause, NULL);
    py_setref(S, &e->context, NULL);
    py_setref(S, &e->notes, NULL);
    py_setref(S, &e->value, NULL);
}

static void exc_dealloc(py_State *S, py_Obj *o)
{
    exc_clear(S, o);
    py_obj_free(S, o);
}

static int exc_traverse(py_Obj *o, py_visitfunc v, void *arg)
{
    py_Exc *e = EXC(o);
    py_Obj *fs[7] = {e->dict, e->args, e->traceback, e->cause, e->context, e->notes, e->value};
    for (int i = 0; i < 7; i++) {
        int r;
        if (fs[i] && (r = v(fs[i], arg)))
            return r;
    }
    return 0;
}

static py_Obj *exc_args(py_Obj *o) { return EXC(o)->args; }
static py_ssize exc_nargs(py_Obj *o) { return EXC(o)->args ? py_tuple_len(EXC(o)->args) : 0; }

static py_Obj *exc_str(py_State *S, py_Obj *o)
{
    py_ssize n = exc_nargs(o);
    if (n == 0)
        return S->empty_str ? py_newref(S->empty_str) : py_str_new(S, "", 0);
    if (n == 1)
        return py_str(S, py_tuple_getB(exc_args(o), 0));
    return py_str(S, exc_args(o));
}

static py_Obj *exc_repr(py_State *S, py_Obj *o)
{
    py_ssize n = exc_nargs(o);
    const char *name = o->type->name;
    if (n == 0)
        return py_str_fmt(S, "%s()", name);
    if (n == 1)
        return py_str_fmt(S, "%s(%R)", name, py_tuple_getB(exc_args(o), 0));
    return py_str_fmt(S, "%s%R", name, exc_args(o));
}

/* getset */
static py_Obj *get_args(py_State *S, py_Obj *o) { return py_newref(EXC(o)->args ? EXC(o)->args : S->empty_tuple); }
static int set_args_attr(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!v) {
        py_err_setstr(S, PY_T(TypeError), "args may not be deleted");
        return -1;
    }
    py_Obj *t = py_seq_tuple(S, v);
    if (!t)
        return -1;
    py_setref(S, &EXC(o)->args, t);
    return 0;
}
static py_Obj *get_tb(py_State *S, py_Obj *o)
{
    py_Obj *tb = EXC(o)->traceback;
    if (tb && PY_TYPE(tb) == PY_T(list)) return py_tb_object(S, tb);
    return py_newref(tb ? tb : S->None);
}
static int set_tb(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!v) {
        py_err_setstr(S, PY_T(TypeError), "__traceback__ may not be deleted");
        return -1;
    }
    if (v != S->None && PY_TYPE(v) != PY_T(traceback)) {
        py_err_setstr(S, PY_T(TypeError), "__traceback__ must be a traceback or None");
        return -1;
    }
    py_Obj *entries = NULL;
    if (v != S->None && !(entries = py_tb_entries(S, v))) return -1;
    py_setref(S, &EXC(o)->traceback, entries);
    return 0;
}
static py_Obj *get_cause(py_State *S, py_Obj *o) { return py_newref(EXC(o)->cause ? EXC(o)->cause : S->None); }
static int set_cause(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!v) {
        py_err_setstr(S, PY_T(TypeError), "__cause__ may not be deleted");
        return -1;
    }
    if (v != S->None && !(v->type->flags & PY_TPFLAG_BASEEXC_SUB)) {
        py_err_setstr(S, PY_T(TypeError), "exception cause must be None or derive from BaseException");
        return -1;
    }
    py_setref(S, &EXC(o)->cause, v == S->None ? NULL : py_newref(v));
    EXC(o)->suppress_context = true;
    return 0;
}
static py_Obj *get_context(py_State *S, py_Obj *o) { return py_newref(EXC(o)->context ? EXC(o)->context : S->None); }
static int set_context(py_State *S, py_Obj *o, py_Obj *v)
{
    if (!v) {
        py_err_setstr(S, PY_T(TypeError), "__context__ may not be deleted");
        return -1;
    }
    if (v != S->None && !(v->type->flags & PY_TPFLAG_BASEEXC_SUB)) {
        py_err_setstr(S, PY_T(TypeError), "exception context must be None or derive from BaseException");
        return -1;
    }
    py_setref(S, &EXC(o)->context, v == S->None ? NULL : py_newref(v));
    return 0;
}
static py_Obj *get_suppress(py_State *S, py_Obj *o) { return PY_BOOL(S, EXC(o)->suppress_context); }
static int set_suppress(py_State *S, py_Obj *o, py_Obj *v)
{
    int t = v ? py_truthy(S, v) : 0;
    if (t < 0)
        return -1;
    EXC(o)->suppress_context = t;
    return 0;
}
static py_Obj *get_notes(py_State *S, py_Obj *o)
{
    if (!EXC(o)->notes)
        return py_err_no_attr(S, o, py_intern(S, "__notes__"));
    return py_newref(EXC(o)->notes);
}
static int set_notes(py_State *S, py_Obj *o, py_Obj *v)
{
    py_setref(S, &EXC(o)->notes, v ? py_newref(v) : NULL);
    return 0;
}

static const py_GetSetDef exc_getset[] = {
    {"args", get_args, set_args_attr},
    {"__traceback__", get_tb, set_tb},
    {"__cause__", get_cause, set_cause},
    {"__context__", get_context, set_context},
    {"__suppress_context__", get_suppress, set_suppress},
    {"__notes__", get_notes, set_notes},
    {NULL, NULL, NULL},
};

static py_Obj *m_with_traceback(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "with_traceback", nargs, kw, 1, 1) < 0)
        return NULL;
    if (set_tb(S, self, args[0]) < 0)
        return NULL;
    return py_newref(self);
}

static py_Obj *m_add_note(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (py_check_nargs(S, "add_note", nargs, kw, 1, 1) < 0)
        return NULL;
    if (!(args[0]->type->flags & PY_TPFLAG_STR_SUB))
        return py_err_format(S, PY_T(TypeError), "note must be a str, not '%T'", args[0]);
    py_Exc *e = EXC(self);
    if (!e->notes && !(e->notes = py_list_new(S, 0)))
        return NULL;
    if (!(e->notes->type->flags & PY_TPFLAG_LIST_SUB))
        return py_err_setstr(S, PY_T(TypeError), "Cannot add note: __notes__ is not a list");
    if (py_list_append(S, e->notes, args[0]) < 0)
        return NULL;
    PY_RETURN_NONE(S);
}

static py_Obj *m_reduce(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    py_Exc *e = EXC(self);
    if (e->dict && py_dict_len(e->dict))
        return py_tuple_pack(S, 3, (py_Obj *)self->type, e->args ? e->args : S->empty_tuple, e->dict);
    return py_tuple_pack(S, 2, (py_Obj *)self->type, e->args ? e->args : S->empty_tuple);
}

static const py_MethodDef exc_methods[] = {
    {"with_traceback", m_with_traceback, PY_METH_INSTANCE},
    {"add_note", m_add_note, PY_METH_INSTANCE},
    {"__reduce__", m_reduce, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

/* ------------------------------------------------ attribute helpers */

static int dict_put(py_State *S, py_Obj *o, const char *name, py_Obj *v)
{
    py_Exc *e = EXC(o);
    if (!e->dict && !(e->dict = py_dict_new(S)))
        return -1;
    return py_dict_set_str(S, e->dict, name, v ? v : S->None);
}

static py_Obj *dict_get(py_State *S, py_Obj *o, const char *name)
{
    py_Exc *e = EXC(o);
    py_Obj *v = e->dict ? py_dict_getB_str(S, e->dict, name) : NULL;
    return py_newref(v ? v : S->None);
}

/* Store keyword arguments listed in `allowed` (NULL-terminated) as
 * attributes; others raise "'x' is an invalid keyword argument for T()". */
static int take_kw(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw,
                   const char *const *allowed)
{
    py_ssize nkw = kw ? py_tuple_len(kw) : 0;
    for (py_ssize i = 0; i < nkw; i++) {
        py_Obj *k = py_tuple_getB(kw, i);
        bool ok = false;
        for (int j = 0; allowed[j]; j++)
            ok = ok || py_str_eq_c(k, allowed[j]);
        if (!ok) {
            py_err_format(S, PY_T(TypeError), "'%U' is an invalid keyword argument for %s()", k,
                          self->type->name);
            return -1;
        }
        if (dict_put(S, self, py_str_utf8(k), args[nargs + i]) < 0)
            return -1;
    }
    return 0;
}

/* ------------------------------------------------------- StopIteration */

static int stopiter_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (exc_init(S, self, args, nargs, kw) < 0)
        return -1;
    py_setref(S, &EXC(self)->value, py_newref(nargs ? args[0] : S->None));
    return 0;
}
static py_Obj *stopiter_value(py_State *S, py_Obj *o) { return py_newref(EXC(o)->value ? EXC(o)->value : S->None); }
static int stopiter_set_value(py_State *S, py_Obj *o, py_Obj *v)
{
    py_setref(S, &EXC(o)->value, v ? py_newref(v) : NULL);
    return 0;
}
static const py_GetSetDef stopiter_getset[] = {
    {"value", stopiter_value, stopiter_set_value},
    {NULL, NULL, NULL},
};

/* ------------------------------------------------------------ KeyError */

static py_Obj *keyerror_str(py_State *S, py_Obj *o)
{
    if (exc_nargs(o) == 1)
        return py_repr(S, py_tuple_getB(exc_args(o), 0));
    return exc_str(S, o);
}

/* ---------------------------------------------------------- SystemExit */

static int sysexit_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (exc_init(S, self, args, nargs, kw) < 0)
        return -1;
    py_Obj *code = nargs == 0 ? S->None : nargs == 1 ? args[0] : EXC(self)->args;
    return dict_put(S, self, "code", code);
}

/* --------------------------------------------------------- SyntaxError */

static const char *const syntax_attrs[] = {"filename", "lineno", "offset", "text", "end_lineno", "end_offset"};

static int syntax_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (exc_init(S, self, args, nargs, kw) < 0)
        return -1;
    if (dict_put(S, self, "msg", nargs >= 1 ? args[0] : NULL) < 0)
        return -1;
    py_Obj *info = nargs == 2 ? args[1] : NULL;
    if (info) {
        if (!(info->type->flags & PY_TPFLAG_TUPLE_SUB)) {
            py_Obj *t = py_seq_tuple(S, info);
            if (!t)
                return -1;
            py_decref(S, t);
            py_err_setstr(S, PY_T(TypeError), "SyntaxError: info tuple must be a tuple");
            return -1;
        }
        py_ssize n = py_tuple_len(info);
        if (n < 4 || n > 6) {
            py_err_setstr(S, PY_T(IndexError), "tuple index out of range");
            return -1;
        }
        for (py_ssize i = 0; i < 6; i++)
            if (dict_put(S, self, syntax_attrs[i], i < n ? py_tuple_getB(info, i) : NULL) < 0)
                return -1;
    } else {
        for (int i = 0; i < 6; i++)
            if (dict_put(S, self, syntax_attrs[i], NULL) < 0)
                return -1;
    }
    return dict_put(S, self, "print_file_and_line", NULL);
}

static py_Obj *syntax_str(py_State *S, py_Obj *o)
{
    py_Obj *msg = dict_get(S, o, "msg");
    py_Obj *fn = dict_get(S, o, "filename");
    py_Obj *ln = dict_get(S, o, "lineno");
    py_Obj *r = NULL;
    py_Obj *ms = msg == S->None && exc_nargs(o) == 0 ? py_str_new(S, "", 0) : py_str(S, msg);
    if (!ms)
        goto out;
    const char *base = NULL;
    if (fn->type->flags & PY_TPFLAG_STR_SUB) {
        base = py_str_utf8(fn);
        const char *sl = strrchr(base, '/');
        if (sl)
            base = sl + 1;
    }
    bool have_line = (ln->type->flags & PY_TPFLAG_INT_SUB) != 0;
    if (base && have_line)
        r = py_str_fmt(S, "%U (%s, line %S)", ms, base, ln);
    else if (base)
        r = py_str_fmt(S, "%U (%s)", ms, base);
    else if (have_line)
        r = py_str_fmt(S, "%U (line %S)", ms, ln);
    else
        r = py_newref(ms);
    py_decref(S, ms);
out:
    py_decref(S, msg);
    py_decref(S, fn);
    py_decref(S, ln);
    return r;
}

/* ------------------------------------------------------------- OSError */

static py_Obj *oserror_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (t == PY_T(OSError) && nargs >= 2 && (args[0]->type->flags & PY_TPFLAG_INT_SUB) &&
        py_int_is_small(args[0])) {
        int64_t en = py_int_small(args[0]);
        if (en == 2)
            t = PY_T(FileNotFoundError);
        else if (en == 1 || en == 13)
            t = PY_T(PermissionError);
        else if (en == 110)
            t = PY_T(TimeoutError);
    }
    return exc_new(S, t, args, nargs, kw);
}

static int oserror_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (exc_init(S, self, args, nargs, kw) < 0)
        return -1;
    py_Obj *en = NULL, *se = NULL, *fn = NULL, *fn2 = NULL;
    if (nargs >= 2 && nargs <= 5) {
        en = args[0];
        se = args[1];
        if (nargs >= 3)
            fn = args[2];
        if (nargs == 5)
            fn2 = args[4];
    }
    if (dict_put(S, self, "errno", en) < 0 || dict_put(S, self, "strerror", se) < 0 ||
        dict_put(S, self, "filename", fn) < 0 || dict_put(S, self, "filename2", fn2) < 0)
        return -1;
    if (fn && set_args(S, self, args, 2) < 0)
        return -1;
    return 0;
}

static py_Obj *oserror_str(py_State *S, py_Obj *o)
{
    py_Obj *en = dict_get(S, o, "errno"), *se = dict_get(S, o, "strerror"), *fn = dict_get(S, o, "filename");
    py_Obj *fn2 = dict_get(S, o, "filename2");
    py_Obj *r;
    if (fn != S->None && fn2 != S->None)
        r = py_str_fmt(S, "[Errno %S] %S: %R -> %R", en, se, fn, fn2);
    else if (fn != S->None)
        r = py_str_fmt(S, "[Errno %S] %S: %R", en, se, fn);
    else if (en != S->None && se != S->None)
        r = py_str_fmt(S, "[Errno %S] %S", en, se);
    else
        r = exc_str(S, o);
    py_decref(S, en);
    py_decref(S, se);
    py_decref(S, fn);
    py_decref(S, fn2);
    return r;
}

/* --------------------------------------------- ImportError / NameError */

static int import_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    static const char *const allowed[] = {"name", "path", "name_from", NULL};
    if (set_args(S, self, args, nargs) < 0 || take_kw(S, self, args, nargs, kw, allowed) < 0)
        return -1;
    return dict_put(S, self, "msg", nargs == 1 ? args[0] : NULL);
}

static py_Obj *import_str(py_State *S, py_Obj *o)
{
    py_Obj *m = dict_get(S, o, "msg");
    if (m != S->None) {
        py_Obj *r = py_str(S, m);
        py_decref(S, m);
        return r;
    }
    py_decref(S, m);
    return exc_str(S, o);
}

static py_Obj *get_name_attr(py_State *S, py_Obj *o) { return dict_get(S, o, "name"); }
static int set_name_attr(py_State *S, py_Obj *o, py_Obj *v) { return dict_put(S, o, "name", v); }
static py_Obj *get_obj_attr(py_State *S, py_Obj *o) { return dict_get(S, o, "obj"); }
static int set_obj_attr(py_State *S, py_Obj *o, py_Obj *v) { return dict_put(S, o, "obj", v); }
static py_Obj *get_path_attr(py_State *S, py_Obj *o) { return dict_get(S, o, "path"); }
static int set_path_attr(py_State *S, py_Obj *o, py_Obj *v) { return dict_put(S, o, "path", v); }

static const py_GetSetDef import_getset[] = {
    {"name", get_name_attr, set_name_attr},
    {"path", get_path_attr, set_path_attr},
    {NULL, NULL, NULL},
};
static const py_GetSetDef name_getset[] = {
    {"name", get_name_attr, set_name_attr},
    {NULL, NULL, NULL},
};
static const py_GetSetDef attr_getset[] = {
    {"name", get_name_attr, set_name_attr},
    {"obj", get_obj_attr, set_obj_attr},
    {NULL, NULL, NULL},
};

static int name_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    static const char *const allowed[] = {"name", NULL};
    if (set_args(S, self, args, nargs) < 0)
        return -1;
    return take_kw(S, self, args, nargs, kw, allowed);
}

static int attr_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    static const char *const allowed[] = {"name", "obj", NULL};
    if (set_args(S, self, args, nargs) < 0)
        return -1;
    return take_kw(S, self, args, nargs, kw, allowed);
}

/* ---------------------------------------------------- Unicode errors */

static int unicode_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kw)
{
    if (exc_init(S, self, args, nargs, kw) < 0)
        return -1;
    if (nargs == 5) {
        static const char *const names[] = {"encoding", "object", "start", "end", "reason"};
        for (int i = 0; i < 5; i++)
            if (dict_put(S, self, names[i], args[i]) < 0)
                return -1;
    }
    return 0;
}

static py_Obj *unicode_str(py_State *S, py_Obj *o)
{
    if (exc_nargs(o) != 5)
        return exc_str(S, o);
    py_Obj *a = exc_args(o);
    py_Obj *enc = py_tuple_getB(a, 0), *obj = py_tuple_getB(a, 1), *st = py_tuple_getB(a, 2),
           *en = py_tuple_getB(a, 3), *reason = py_tuple_getB(a, 4);
    int64_t s = 0, e = 0;
    if (py_as_int64(S, st, &s) < 0 || py_as_int64(S, en, &e) < 0)
        return NULL;
    bool decode = py_isinstance_type(o, PY_T(UnicodeDecodeError));
    if (decode && e == s + 1 && obj->type == PY_T(bytes) && s >= 0 && s < ((py_Bytes *)obj)->len)
        return py_str_fmt(S, "'%S' codec can't decode byte 0x%02x in position %lld: %S", enc,
                          (unsigned)(unsigned char)((py_Bytes *)obj)->data[s], (long long)s, reason);
    if (!decode && e == s + 1 && (obj->type->flags & PY_TPFLAG_STR_SUB)) {
        py_Obj *ch = py_getitem(S, obj, st);
        if (!ch)
            return NULL;
        py_Obj *r = py_str_fmt(S, "'%S' codec can't encode character %A in position %lld: %S", enc, ch,
                               (long long)s, reason);
        py_decref(S, ch);
        return r;
    }
    return py_str_fmt(S, "'%S' codec can't %s %s in position %lld-%lld: %S", enc,
                      decode ? "decode" : "encode", decode ? "bytes" : "characters", (long long)s,
                      (long long)(e - 1), reason);
}

/* ------------------------------------------------------- the types */

#define EXC_FLAGS (PY_TPFLAG_GC | PY_TPFLAG_BASETYPE | PY_TPFLAG_BASEEXC_SUB)
#define EXC_TYPE(n, b, ...) \
    py_Type py_type_##n = { \
        .ob = {PY_IMMORTAL, &py_type_type}, \
        .name = #n, \
        .basicsize = sizeof(py_Exc), \
        .flags = EXC_FLAGS, \
        .base = b, \
        .dictoffset = offsetof(py_Exc, dict), \
        __VA_ARGS__ \
    };

EXC_TYPE(BaseException, &py_type_object,
         .methods = exc_methods, .getset = exc_getset, .dealloc = exc_dealloc,
         .traverse = exc_traverse, .clear = exc_clear, .tp_new = exc_new, .tp_init = exc_init,
         .repr = exc_repr, .str = exc_str)
EXC_TYPE(SystemExit, &py_type_BaseException, .tp_init = sysexit_init)
EXC_TYPE(KeyboardInterrupt, &py_type_BaseException)
EXC_TYPE(GeneratorExit, &py_type_BaseException)
EXC_TYPE(BudgetExceeded, &py_type_BaseException)
EXC_TYPE(Exception, &py_type_BaseException)
EXC_TYPE(StopIteration, &py_type_Exception, .tp_init = stopiter_init, .getset = stopiter_getset)
EXC_TYPE(StopAsyncIteration, &py_type_Exception)
EXC_TYPE(ArithmeticError, &py_type_Exception)
EXC_TYPE(FloatingPointError, &py_type_ArithmeticError)
EXC_TYPE(OverflowError, &py_type_ArithmeticError)
EXC_TYPE(ZeroDivisionError, &py_type_ArithmeticError)
EXC_TYPE(AssertionError, &py_type_Exception)
EXC_TYPE(AttributeError, &py_type_Exception, .tp_init = attr_init, .getset = attr_getset)
EXC_TYPE(BufferError, &py_type_Exception)
EXC_TYPE(EOFError, &py_type_Exception)
EXC_TYPE(ImportError, &py_type_Exception, .tp_init = import_init, .str = import_str, .getset = import_getset)
EXC_TYPE(ModuleNotFoundError, &py_type_ImportError)
EXC_TYPE(LookupError, &py_type_Exception)
EXC_TYPE(IndexError, &py_type_LookupError)
EXC_TYPE(KeyError, &py_type_LookupError, .str = keyerror_str)
EXC_TYPE(MemoryError, &py_type_Exception)
EXC_TYPE(NameError, &py_type_Exception, .tp_init = name_init, .getset = name_getset)
EXC_TYPE(UnboundLocalError, &py_type_NameError)
EXC_TYPE(OSError, &py_type_Exception, .tp_new = oserror_new, .tp_init = oserror_init, .str = oserror_str)
EXC_TYPE(FileNotFoundError, &py_type_OSError)
EXC_TYPE(PermissionError, &py_type_OSError)
EXC_TYPE(TimeoutError, &py_type_OSError)
EXC_TYPE(ReferenceError, &py_type_Exception)
EXC_TYPE(RuntimeError, &py_type_Exception)
EXC_TYPE(NotImplementedError, &py_type_RuntimeError)
EXC_TYPE(RecursionError, &py_type_RuntimeError)
EXC_TYPE(SyntaxError, &py_type_Exception, .tp_init = syntax_init, .str = syntax_str)
EXC_TYPE(IndentationError, &py_type_SyntaxError)
EXC_TYPE(TabError, &py_type_IndentationError)
EXC_TYPE(SystemError, &py_type_Exception)
EXC_TYPE(TypeError, &py_type_Exception)
EXC_TYPE(ValueError, &py_type_Exception)
EXC_TYPE(UnicodeError, &py_type_ValueError)
EXC_TYPE(UnicodeDecodeError, &py_type_UnicodeError, .tp_init = unicode_init, .str = unicode_str)
EXC_TYPE(UnicodeEncodeError, &py_type_UnicodeError, .tp_init = unicode_init, .str = unicode_str)
EXC_TYPE(Warning, &py_type_Exception)
EXC_TYPE(UserWarning, &py_type_Warning)
EXC_TYPE(DeprecationWarning, &py_type_Warning)
EXC_TYPE(PendingDeprecationWarning, &py_type_Warning)
EXC_TYPE(SyntaxWarning, &py_type_Warning)
EXC_TYPE(RuntimeWarning, &py_type_Warning)
EXC_TYPE(FutureWarning, &py_type_Warning)
EXC_TYPE(ImportWarning, &py_type_Warning)
EXC_TYPE(UnicodeWarning, &py_type_Warning)
EXC_TYPE(BytesWarning, &py_type_Warning)
EXC_TYPE(ResourceWarning, &py_type_Warning)

int py_exc_init_types(py_State *S)
{
#define PY_READY_EXC(n) if (py_type_ready(S, &py_type_##n) < 0) return -1;
    if (py_excgroup_ready(S) < 0)
        return -1;
    PY_EXC_TYPES(PY_READY_EXC)
#undef PY_READY_EXC
    return 0;
}

py_Obj *py_exc_new(py_State *S, py_Type *type, py_Obj *args_tuple)
{
    return py_call_tuple_dict(S, (py_Obj *)type, args_tuple, NULL);
}

py_Obj *py_exc_str(py_State *S, py_Obj *exc)
{
    return py_str(S, exc);
}
