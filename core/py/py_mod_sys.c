/* py_mod_sys.c — the sys module: version data, the stdout/stderr stream
 * objects (stdout/stderr write through py_write; stdin reads an empty input), recursion limit, modules, argv, exit,
 * exc_info. Also the "struct sequence" objects behind sys.version_info and
 * sys.float_info (read-only named tuples). */
#include <float.h>
#include <string.h>

#include "py.h"
#include "py_num.h"
#include "py_builtins.h"
#include "py_vm.h"
#include "py_runtime.h"

#include <limits.h>

/* ----------------------------------------------------------- TextStream */

/* Stream 0 is stdin, which always reads an empty input; 1 and 2 are stdout
 * and stderr. */
static const char *ts_stream_name(py_Obj *self)
{
    int n = ((py_TextStream *)self)->stream;
    return n == 0 ? "<stdin>" : n == 2 ? "<stderr>" : "<stdout>";
}

/* Raises io.UnsupportedOperation(msg), as a read on stdout or a write on stdin does. */
static py_Obj *unsupported(py_State *S, const char *msg)
{
    py_Obj *name = py_str_from(S, "io");
    py_Obj *io = name ? py_import(S, name) : NULL;
    py_xdecref(S, name);
    if (!io) return NULL;
    py_Obj *cls = py_getattr_str(S, io, "UnsupportedOperation");
    py_decref(S, io);
    if (!cls) return NULL;
    if (!py_isinstance_type(cls, PY_T(type))) { py_decref(S, cls); return py_err_setstr(S, PY_T(OSError), msg); }
    py_Obj *m = py_str_from(S, msg);
    if (m) py_err_set(S, (py_Type *)cls, m);
    py_xdecref(S, m);
    py_decref(S, cls);
    return NULL;
}

static py_Obj *ts_read(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (((py_TextStream *)self)->stream != 0) return unsupported(S, "not readable");
    return py_str_from(S, "");
}

static py_Obj *ts_readlines(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (((py_TextStream *)self)->stream != 0) return unsupported(S, "not readable");
    return py_list_new(S, 0);
}

static py_Obj *ts_iter(py_State *S, py_Obj *self) { return py_newref(self); }
static py_Obj *ts_next(py_State *S, py_Obj *self)
{
    if (((py_TextStream *)self)->stream != 0) return unsupported(S, "not readable");
    return NULL; /* end of the empty input, no exception set */
}

static py_Obj *ts_write(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (((py_TextStream *)self)->stream == 0) return unsupported(S, "not writable");
    if (nargs != 1 || (kwnames && py_tuple_len(kwnames)))
        return py_err_format(S, PY_T(TypeError), "write() takes exactly one argument (%zd given)", nargs);
    py_Obj *s = args[0];
    if (!py_isinstance_type(s, PY_T(str)))
        return py_err_format(S, PY_T(TypeError), "write() argument must be str, not %s", py_obj_typename(s));
    py_ssize sp = py_str_surrogate_at(s);
    if (sp >= 0) return py_str_surrogate_error(S, s, sp);
    if (py_write(S, ((py_TextStream *)self)->stream, py_str_utf8(s), (size_t)py_str_nbytes(s)) < 0) return NULL;
    return py_int_from_i64(S, ((py_Str *)s)->len);
}

static py_Obj *ts_flush(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    PY_RETURN_NONE(S);
}

static py_Obj *ts_false(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return PY_BOOL(S, 0);
}

static py_Obj *ts_readable(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return PY_BOOL(S, ((py_TextStream *)self)->stream == 0);
}

static py_Obj *ts_writable(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return PY_BOOL(S, ((py_TextStream *)self)->stream != 0);
}

static py_Obj *ts_fileno(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_int_from_i64(S, ((py_TextStream *)self)->stream);
}

static py_Obj *ts_encoding(py_State *S, py_Obj *self) { return py_str_from(S, "utf-8"); }
static py_Obj *ts_name(py_State *S, py_Obj *self) { return py_str_from(S, ts_stream_name(self)); }
static py_Obj *ts_mode(py_State *S, py_Obj *self)
{
    return py_str_from(S, ((py_TextStream *)self)->stream == 0 ? "r" : "w");
}
static py_Obj *ts_closed(py_State *S, py_Obj *self) { return PY_BOOL(S, 0); }
static py_Obj *ts_buffer(py_State *S, py_Obj *self);

static py_Obj *ts_repr(py_State *S, py_Obj *self)
{
    return py_str_fmt(S, "<_io.TextIOWrapper name='%s' mode='%s' encoding='utf-8'>", ts_stream_name(self),
                      ((py_TextStream *)self)->stream == 0 ? "r" : "w");
}

static void ts_dealloc(py_State *S, py_Obj *o) { py_obj_free(S, o); }

static const py_MethodDef ts_methods[] = {
    {"write", ts_write, PY_METH_INSTANCE},
    {"flush", ts_flush, PY_METH_INSTANCE},
    {"isatty", ts_false, PY_METH_INSTANCE},
    {"readable", ts_readable, PY_METH_INSTANCE},
    {"writable", ts_writable, PY_METH_INSTANCE},
    {"fileno", ts_fileno, PY_METH_INSTANCE},
    {"read", ts_read, PY_METH_INSTANCE},
    {"readline", ts_read, PY_METH_INSTANCE},
    {"readlines", ts_readlines, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

static const py_GetSetDef ts_getset[] = {
    {"encoding", ts_encoding, NULL},
    {"name", ts_name, NULL},
    {"mode", ts_mode, NULL},
    {"closed", ts_closed, NULL},
    {"buffer", ts_buffer, NULL},
    {NULL, NULL, NULL}
};

py_Type py_type_TextStream = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "TextIOWrapper",
    .module = "_io",
    .basicsize = sizeof(py_TextStream),
    .methods = ts_methods,
    .getset = ts_getset,
    .dealloc = ts_dealloc,
    .repr = ts_repr,
    .iter = ts_iter,
    .iternext = ts_next,
};

/* ----------------------------------------------------------- BinStream */

/* sys.stdout.buffer / stderr.buffer / stdin.buffer: the binary layer under a text stream. The oracle runs
 * with PYTHONUNBUFFERED, where that layer is a FileIO: bytes written go straight out, in order with the
 * text. A BinStream is a py_TextStream of another type (same stream number). */
static py_Obj *bs_write(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (((py_TextStream *)self)->stream == 0) return unsupported(S, "File not open for writing");
    if (nargs != 1 || kwnames)
        return py_err_format(S, PY_T(TypeError), "write() takes exactly one argument (%zd given)", nargs);
    py_Obj *b = py_bytes_like(args[0]);
    if (!b)
        return py_err_format(S, PY_T(TypeError), "a bytes-like object is required, not '%s'",
                             py_obj_typename(args[0]));
    py_ssize n = ((py_Bytes *)b)->len;
    if (py_write(S, ((py_TextStream *)self)->stream, ((py_Bytes *)b)->data, (size_t)n) < 0) return NULL;
    return py_int_from_i64(S, n);
}

static py_Obj *bs_read(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (((py_TextStream *)self)->stream != 0) return unsupported(S, "File not open for reading");
    return py_bytes_new(S, "", 0);
}

static py_Obj *bs_mode(py_State *S, py_Obj *self)
{
    return py_str_from(S, ((py_TextStream *)self)->stream == 0 ? "rb" : "wb");
}

static py_Obj *bs_repr(py_State *S, py_Obj *self)
{
    return py_str_fmt(S, "<_io.FileIO name='%s' mode='%s' closefd=False>", ts_stream_name(self),
                      ((py_TextStream *)self)->stream == 0 ? "rb" : "wb");
}

static const py_MethodDef bs_methods[] = {
    {"write", bs_write, PY_METH_INSTANCE},
    {"flush", ts_flush, PY_METH_INSTANCE},
    {"isatty", ts_false, PY_METH_INSTANCE},
    {"readable", ts_readable, PY_METH_INSTANCE},
    {"writable", ts_writable, PY_METH_INSTANCE},
    {"fileno", ts_fileno, PY_METH_INSTANCE},
    {"read", bs_read, PY_METH_INSTANCE},
    {"readall", bs_read, PY_METH_INSTANCE},
    {NULL, NULL, 0}
};

static const py_GetSetDef bs_getset[] = {
    {"name", ts_name, NULL},
    {"mode", bs_mode, NULL},
    {"closed", ts_closed, NULL},
    {NULL, NULL, NULL}
};

static py_Type bin_stream_type = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "FileIO",
    .module = "_io",
    .basicsize = sizeof(py_TextStream),
    .methods = bs_methods,
    .getset = bs_getset,
    .dealloc = ts_dealloc,
    .repr = bs_repr,
};

py_Obj *py_sys_streamB(py_State *S, const char *name)
{
    if (!S->modules) return NULL;
    py_Obj *sys = py_dict_getB_str(S, S->modules, "sys");
    if (!sys || !py_isinstance_type(sys, PY_T(module))) return NULL;
    return py_dict_getB_str(S, ((py_Module *)sys)->dict, name);
}

py_Obj *py_sys_stdoutB(py_State *S) { return py_sys_streamB(S, "stdout"); }

/* A new FileIO over the text stream's stream number. */
static py_Obj *ts_buffer(py_State *S, py_Obj *self)
{
    if (py_type_ready(S, &bin_stream_type) < 0) return NULL;
    py_TextStream *t = (py_TextStream *)py_obj_alloc(S, &bin_stream_type, sizeof(py_TextStream));
    if (t) t->stream = ((py_TextStream *)self)->stream;
    return (py_Obj *)t;
}

/* ------------------------------------------------------------ StructSeq */

typedef struct StructSeq {
    PY_HEAD;
    py_Obj *values;     /* tuple */
    py_Obj *names;      /* tuple of str, same length */
    const char *tname;  /* "sys.version_info" */
} StructSeq;

static void ss_dealloc(py_State *S, py_Obj *o)
{
    StructSeq *s = (StructSeq *)o;
    py_xdecref(S, s->values);
    py_xdecref(S, s->names);
    py_obj_free(S, o);
}

static py_Obj *ss_repr(py_State *S, py_Obj *o)
{
    StructSeq *s = (StructSeq *)o;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    nb_buf_puts(&b, s->tname);
    nb_buf_putc(&b, '(');
    for (py_ssize i = 0; i < py_tuple_len(s->values); i++) {
        if (i) nb_buf_puts(&b, ", ");
        py_Obj *n = py_tuple_getB(s->names, i);
        nb_buf_append(&b, py_str_utf8(n), (size_t)py_str_nbytes(n));
        nb_buf_putc(&b, '=');
        py_Obj *r = py_repr(S, py_tuple_getB(s->values, i));
        if (!r) { nb_buf_free(&b); return NULL; }
        nb_buf_append(&b, py_str_utf8(r), (size_t)py_str_nbytes(r));
        py_decref(S, r);
    }
    nb_buf_putc(&b, ')');
    if (b.oom) { nb_buf_free(&b); return py_err_nomemory(S); }
    py_Obj *r = py_str_new(S, b.data, (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

static py_Obj *ss_getattro(py_State *S, py_Obj *o, py_Obj *name)
{
    StructSeq *s = (StructSeq *)o;
    for (py_ssize i = 0; i < py_tuple_len(s->names); i++)
        if (py_str_eq(py_tuple_getB(s->names, i), name)) return py_newref(py_tuple_getB(s->values, i));
    return py_generic_getattr(S, o, name);
}

static py_Obj *ss_getitem(py_State *S, py_Obj *o, py_Obj *key) { return py_getitem(S, ((StructSeq *)o)->values, key); }
static py_ssize ss_len(py_State *S, py_Obj *o) { return py_tuple_len(((StructSeq *)o)->values); }
static py_Obj *ss_iter(py_State *S, py_Obj *o) { return py_iter(S, ((StructSeq *)o)->values); }
static py_hash ss_hash(py_State *S, py_Obj *o) { return py_hash_obj(S, ((StructSeq *)o)->values); }
static int ss_contains(py_State *S, py_Obj *o, py_Obj *v) { return py_contains(S, ((StructSeq *)o)->values, v); }

static py_Obj *ss_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op);

static py_Type structseq_type = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "structseq",
    .module = "sys",
    .basicsize = sizeof(StructSeq),
    .dealloc = ss_dealloc,
    .repr = ss_repr,
    .getattro = ss_getattro,
    .getitem = ss_getitem,
    .len = ss_len,
    .iter = ss_iter,
    .hash = ss_hash,
    .contains = ss_contains,
    .richcmp = ss_richcmp,
};

/* Compares like the tuple of its values. */
static py_Obj *ss_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op)
{
    py_Obj *x = a->type == &structseq_type ? ((StructSeq *)a)->values : a;
    py_Obj *y = b->type == &structseq_type ? ((StructSeq *)b)->values : b;
    if (!py_isinstance_type(x, PY_T(tuple)) || !py_isinstance_type(y, PY_T(tuple)))
        return py_newref(S->NotImplemented);
    return py_richcompare(S, x, y, op);
}

/* Build a struct sequence from "name1,name2,..." and a values tuple (stolen). */
static py_Obj *structseq_new(py_State *S, const char *tname, const char *names, py_Obj *values)
{
    if (!values) return NULL;
    py_ssize n = py_tuple_len(values);
    py_Obj *nt = py_tuple_new(S, n);
    if (!nt) { py_decref(S, values); return NULL; }
    const char *p = names;
    for (py_ssize i = 0; i < n; i++) {
        const char *c = strchr(p, ',');
        size_t len = c ? (size_t)(c - p) : strlen(p);
        py_Obj *s = py_str_new(S, p, (py_ssize)len);
        if (!s) { py_decref(S, nt); py_decref(S, values); return NULL; }
        ((py_Tuple *)nt)->items[i] = s;
        p = c ? c + 1 : p + len;
    }
    StructSeq *o = (StructSeq *)py_obj_alloc(S, &structseq_type, sizeof(StructSeq));
    if (!o) { py_decref(S, nt); py_decref(S, values); return NULL; }
    o->values = values;
    o->names = nt;
    o->tname = tname;
    return (py_Obj *)o;
}

/* Tuple from a printf-like spec: i = int64, d = double, s = C string. */
static py_Obj *tuple_of(py_State *S, const char *spec, ...)
{
    va_list ap;
    py_ssize n = (py_ssize)strlen(spec);
    py_Obj *t = py_tuple_new(S, n);
    if (!t) return NULL;
    va_start(ap, spec);
    for (py_ssize i = 0; i < n; i++) {
        py_Obj *v;
        if (spec[i] == 'i') v = py_int_from_i64(S, va_arg(ap, long long));
        else if (spec[i] == 'd') v = py_float_new(S, va_arg(ap, double));
        else v = py_str_from(S, va_arg(ap, const char *));
        if (!v) { va_end(ap); py_decref(S, t); return NULL; }
        ((py_Tuple *)t)->items[i] = v;
    }
    va_end(ap);
    return t;
}

/* ------------------------------------------------------------ functions */

static py_Obj *sys_getrecursionlimit(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "getrecursionlimit", nargs, kwnames, 0, 0) < 0) return NULL;
    return py_int_from_i64(S, S->limits.recursion_limit);
}

static py_Obj *sys_setrecursionlimit(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "setrecursionlimit", nargs, kwnames, 1, 1) < 0) return NULL;
    if (py_isinstance_type(args[0], PY_T(float)))
        return py_err_setstr(S, PY_T(TypeError), "'float' object cannot be interpreted as an integer");
    /* any limit is taken: the C stack check (nb_stack.c) ends recursion
     * that the stack cannot hold, whatever the limit */
    int64_t n;   /* 64 bits on every build: a 32-bit py_ssize (WASM) cannot tell 2**31 from INT_MAX */
    if (py_as_int64(S, args[0], &n) < 0 || n > INT_MAX || n < INT_MIN) {
        if (S->exc && !py_isinstance_type(S->exc, PY_T(OverflowError))) return NULL;
        py_err_clear(S);
        return py_err_setstr(S, PY_T(OverflowError), "Python int too large to convert to C int");
    }
    if (n < 1) return py_err_setstr(S, PY_T(ValueError), "recursion limit must be greater or equal than 1");
    if (n <= S->depth)
        return py_err_format(S, PY_T(RecursionError),
                             "cannot set the recursion limit to %d at the recursion depth %d: the limit is too low",
                             (int)n, S->depth);
    S->limits.recursion_limit = (int)n;
    PY_RETURN_NONE(S);
}

static py_Obj *sys_exit(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "exit", nargs, kwnames, 0, 1) < 0) return NULL;
    py_Obj *t = nargs ? py_tuple_pack(S, 1, args[0]) : py_newref(S->empty_tuple);
    if (!t) return NULL;
    py_Obj *e = py_exc_new(S, PY_T(SystemExit), t);
    py_decref(S, t);
    if (!e) return NULL;
    py_err_raise(S, e);
    return NULL;
}

static py_Obj *sys_exc_info(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "exc_info", nargs, kwnames, 0, 0) < 0) return NULL;
    py_Obj *e = S->handled;
    if (!e || e == S->None) return py_tuple_pack(S, 3, S->None, S->None, S->None);
    py_Obj *tb = py_getattr_opt(S, e, S->id.__traceback__);
    if (!tb) {
        if (py_err_occurred(S)) return NULL;
        tb = py_newref(S->None);
    }
    py_Obj *r = py_tuple_pack(S, 3, (py_Obj *)e->type, e, tb);
    py_decref(S, tb);
    return r;
}

static py_Obj *sys_exception(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "exception", nargs, kwnames, 0, 0) < 0) return NULL;
    return py_newref(S->handled ? S->handled : S->None);
}

static py_Obj *sys_getdefaultencoding(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return py_str_from(S, "utf-8");
}

static py_Obj *sys_intern(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "intern", nargs, kwnames, 1, 1) < 0) return NULL;
    if (args[0]->type != PY_T(str))
        return py_err_format(S, PY_T(TypeError), "intern() argument must be str, not %s", py_obj_typename(args[0]));
    return py_intern_str(S, args[0]);
}

static const py_MethodDef sys_funcs[] = {
    {"getrecursionlimit", sys_getrecursionlimit, PY_METH_STATIC},
    {"setrecursionlimit", sys_setrecursionlimit, PY_METH_STATIC},
    {"exit", sys_exit, PY_METH_STATIC},
    {"exc_info", sys_exc_info, PY_METH_STATIC},
    {"_getframe", py_sys_getframe, PY_METH_STATIC},
    {"_current_frames", py_sys_current_frames, PY_METH_STATIC},
    {"exception", sys_exception, PY_METH_STATIC},
    {"getdefaultencoding", sys_getdefaultencoding, PY_METH_STATIC},
    {"intern", sys_intern, PY_METH_STATIC},
    {NULL, NULL, 0}
};

/* Add v (stolen) as module attribute `name`. */
static int add_steal(py_State *S, py_Obj *m, const char *name, py_Obj *v)
{
    if (!v) return -1;
    int r = py_module_add(S, m, name, v);
    py_decref(S, v);
    return r;
}

static py_Obj *new_stream(py_State *S, int stream)
{
    py_TextStream *t = (py_TextStream *)py_obj_alloc(S, PY_T(TextStream), sizeof(py_TextStream));
    if (t) t->stream = stream;
    return (py_Obj *)t;
}

/* sys.builtin_module_names: the modules compiled into CPython's binary
 * that nnscope also provides natively */
static py_Obj *builtin_names(py_State *S)
{
    static const char *const names[] = { "_collections", "_operator", "_warnings", "builtins", "gc", "math",
                                         "sys", "time" };
    int n = (int)(sizeof names / sizeof names[0]);
    py_Obj *t = py_tuple_new(S, n);
    if (!t) return NULL;
    for (int i = 0; i < n; i++) {
        py_Obj *v = py_str_from(S, names[i]);
        if (!v) { py_decref(S, t); return NULL; }
        ((py_Tuple *)t)->items[i] = v;   /* steals */
    }
    return t;
}

static int sys_init(py_State *S, py_Obj *m)
{
    if (py_type_ready(S, &structseq_type) < 0) return -1;
    py_Obj *in = new_stream(S, 0), *out = in ? new_stream(S, 1) : NULL, *err = out ? new_stream(S, 2) : NULL;
    if (!err) { py_xdecref(S, in); py_xdecref(S, out); return -1; }
    int r = py_module_add(S, m, "stdin", in) | py_module_add(S, m, "__stdin__", in) | py_module_add(S, m, "stdout", out) | py_module_add(S, m, "__stdout__", out) |
            py_module_add(S, m, "stderr", err) | py_module_add(S, m, "__stderr__", err);
    py_decref(S, in);
    py_decref(S, out);
    py_decref(S, err);
    if (r < 0) return -1;
    if (add_steal(S, m, "version", py_str_from(S, "3.13.5 (main, Aug 10 2026, 12:06:59) [GCC 14.2.0]")) < 0 ||
        add_steal(S, m, "version_info", structseq_new(S, "sys.version_info", "major,minor,micro,releaselevel,serial",
                                                      tuple_of(S, "iiisi", 3LL, 13LL, 5LL, "final", 0LL))) < 0 ||
        add_steal(S, m, "hexversion", py_int_from_i64(S, 0x030d05f0)) < 0 ||
        add_steal(S, m, "maxsize", py_int_from_i64(S, INT64_MAX)) < 0 ||
        add_steal(S, m, "maxunicode", py_int_from_i64(S, 0x10ffff)) < 0 ||
        add_steal(S, m, "platform", py_str_from(S, "linux")) < 0 ||
        add_steal(S, m, "builtin_module_names", builtin_names(S)) < 0 ||
        add_steal(S, m, "byteorder", py_str_from(S, "little")) < 0 ||
        add_steal(S, m, "executable", py_str_from(S, "")) < 0 ||
        add_steal(S, m, "float_repr_style", py_str_from(S, "short")) < 0 ||
        add_steal(S, m, "path", py_list_new(S, 0)) < 0 ||
        add_steal(S, m, "float_info", structseq_new(S, "sys.float_info",
                  "max,max_exp,max_10_exp,min,min_exp,min_10_exp,dig,mant_dig,epsilon,radix,rounds",
                  tuple_of(S, "diidiiiidii", DBL_MAX, 1024LL, 308LL, DBL_MIN, -1021LL, -307LL, 15LL, 53LL,
                           DBL_EPSILON, 2LL, 1LL))) < 0 ||
        add_steal(S, m, "int_info", structseq_new(S, "sys.int_info",
                  "bits_per_digit,sizeof_digit,default_max_str_digits,str_digits_check_threshold",
                  tuple_of(S, "iiii", 30LL, 4LL, 4300LL, 640LL))) < 0)
        return -1;
    py_Obj *argv = py_list_new(S, 0);
    if (!argv) return -1;
    py_Obj *fn = S->filename ? py_newref(S->filename) : py_str_from(S, "");
    if (py_list_append_steal(S, argv, fn) < 0 || py_module_add(S, m, "argv", argv) < 0) {
        py_decref(S, argv);
        return -1;
    }
    py_decref(S, argv);
    if (S->modules && py_module_add(S, m, "modules", S->modules) < 0) return -1;
    return 0;
}

const py_ModuleDef py_moddef_sys = {"sys", sys_funcs, sys_init};
