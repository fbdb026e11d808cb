/* py_frameobj.c — frame and traceback objects for Python code.
 *
 * Frames run on the C stack (py_Frame); a frame object is made on demand
 * (sys._getframe, inspect.currentframe, f_back, gi_frame) and linked from
 * its py_Frame. While the frame runs, the object reads it live; when the
 * frame exits (py_frame_detach, from the VM's exit path and generator
 * release) the object keeps a snapshot: line, locals, and the frame
 * object of its caller. Exceptions keep their traceback as a list of
 * (code, lasti, globals) entries, innermost first (py_tb_add); reading
 * __traceback__ builds the chain of traceback objects from it, and
 * assigning one (with_traceback) turns it back into entries. The frame of
 * a traceback entry is a detached frame without locals. */
#include "py_vm.h"
#include "py_runtime.h"
#include <stdio.h>

typedef struct FrameObj {
    PY_HEAD;
    py_Frame *f;          /* the running frame, NULL once detached */
    py_Obj *code, *globals, *builtins;
    py_Obj *locals;       /* snapshot once detached (may be NULL) */
    py_Obj *back;         /* caller's frame object once detached (may be NULL) */
    int lasti;
} FrameObj;

typedef struct TbObj {
    PY_HEAD;
    py_Obj *frame;        /* FrameObj */
    py_Obj *next;         /* TbObj or NULL */
    int lasti, lineno;
} TbObj;

/* the frame the user sees as f's caller: comprehensions are inlined in CPython */
static py_Frame *visible(py_Frame *f)
{
    while (f && (f->code->flags & PY_CO_INLINECOMP)) f = f->back;
    return f;
}

static FrameObj *frame_alloc(py_State *S, py_Obj *code, py_Obj *globals, py_Obj *builtins)
{
    FrameObj *fo = (FrameObj *)py_obj_alloc(S, PY_T(frame), sizeof(FrameObj));
    if (!fo) return NULL;
    fo->code = py_newref(code);
    fo->globals = globals ? py_newref(globals) : NULL;
    fo->builtins = builtins ? py_newref(builtins) : NULL;
    return fo;
}

py_Obj *py_frame_object(py_State *S, py_Frame *f)
{
    if (f->frameobj) return py_newref(f->frameobj);
    FrameObj *fo = frame_alloc(S, (py_Obj *)f->code, f->globals, f->builtins);
    if (!fo) return NULL;
    fo->f = f;
    fo->lasti = f->lasti;
    f->frameobj = (py_Obj *)fo;
    return (py_Obj *)fo;
}

/* f's variables as a new dict (module and class bodies: their namespace) */
static py_Obj *frame_locals(py_State *S, py_Frame *f)
{
    if (f->locals) return py_newref(f->locals);
    py_Obj *d = py_dict_new(S);
    if (!d || !f->localsplus) return d;
    py_Code *co = f->code;
    for (int i = 0; i < co->nlocalsplus; i++) {
        py_Obj *v = f->localsplus[i];
        if (v && (co->localspluskinds[i] & (PY_LK_CELL | PY_LK_FREE)) && PY_TYPE(v) == PY_T(cell)) v = ((py_Cell *)v)->ref;
        if (!v) continue;
        py_Obj *name = py_tuple_getB(co->localsplusnames, i);
        if (py_str_utf8(name)[0] == '.') continue;
        if (py_dict_set(S, d, name, v) < 0) { py_decref(S, d); return NULL; }
    }
    return d;
}

void py_frame_detach(py_State *S, py_Frame *f)
{
    FrameObj *fo = (FrameObj *)f->frameobj;
    if (!fo) return;
    py_Obj *saved = py_err_fetch(S);
    fo->lasti = f->lasti;
    py_setref(S, &fo->locals, frame_locals(S, f));
    py_Frame *b = f->gen ? NULL : visible(f->back);
    if (b) py_setref(S, &fo->back, py_frame_object(S, b));
    if (S->exc) py_err_clear(S);
    fo->f = NULL;
    f->frameobj = NULL;
    if (saved) py_setref(S, &S->exc, saved);
}

static void frame_dealloc(py_State *S, py_Obj *o)
{
    FrameObj *fo = (FrameObj *)o;
    if (fo->f) fo->f->frameobj = NULL;
    py_xdecref(S, fo->code);
    py_xdecref(S, fo->globals);
    py_xdecref(S, fo->builtins);
    py_xdecref(S, fo->locals);
    py_xdecref(S, fo->back);
    py_obj_free(S, o);
}

static int frame_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    FrameObj *fo = (FrameObj *)o;
    int r;
    if (fo->code && (r = visit(fo->code, arg))) return r;
    if (fo->globals && (r = visit(fo->globals, arg))) return r;
    if (fo->builtins && (r = visit(fo->builtins, arg))) return r;
    if (fo->locals && (r = visit(fo->locals, arg))) return r;
    return fo->back ? visit(fo->back, arg) : 0;
}

static void frame_clear_refs(py_State *S, py_Obj *o)
{
    FrameObj *fo = (FrameObj *)o;
    py_setref(S, &fo->locals, NULL);
    py_setref(S, &fo->back, NULL);
    py_setref(S, &fo->globals, NULL);
    py_setref(S, &fo->builtins, NULL);
}

static int frame_lasti(FrameObj *fo) { return fo->f ? fo->f->lasti : fo->lasti; }

static py_Obj *fget_code(py_State *S, py_Obj *o) { return py_newref(((FrameObj *)o)->code); }
static py_Obj *fget_globals(py_State *S, py_Obj *o)
{
    FrameObj *fo = (FrameObj *)o;
    return py_newref(fo->globals ? fo->globals : S->None);
}
static py_Obj *fget_builtins(py_State *S, py_Obj *o)
{
    FrameObj *fo = (FrameObj *)o;
    return py_newref(fo->builtins ? fo->builtins : S->None);
}
static py_Obj *fget_lineno(py_State *S, py_Obj *o)
{
    FrameObj *fo = (FrameObj *)o;
    int li = frame_lasti(fo);
    py_Code *co = (py_Code *)fo->code;
    return py_int_from_i64(S, li < 0 ? co->firstlineno : py_code_addr2line(co, li));
}
static py_Obj *fget_lasti(py_State *S, py_Obj *o) { return py_int_from_i64(S, 2 * (int64_t)frame_lasti((FrameObj *)o)); }
static py_Obj *fget_locals(py_State *S, py_Obj *o)
{
    FrameObj *fo = (FrameObj *)o;
    if (fo->f) return frame_locals(S, fo->f);
    if (fo->locals) return py_newref(fo->locals);
    return py_dict_new(S);
}
static py_Obj *fget_back(py_State *S, py_Obj *o)
{
    FrameObj *fo = (FrameObj *)o;
    if (fo->f) {
        py_Gen *g = fo->f->gen;
        py_Frame *b = (g && g->state != PY_GEN_RUNNING) ? NULL : visible(fo->f->back);
        if (b) return py_frame_object(S, b);
        PY_RETURN_NONE(S);
    }
    return py_newref(fo->back ? fo->back : S->None);
}
static py_Obj *fget_none(py_State *S, py_Obj *o) { PY_RETURN_NONE(S); }

static py_Obj *frame_repr(py_State *S, py_Obj *o)
{
    FrameObj *fo = (FrameObj *)o;
    py_Code *co = (py_Code *)fo->code;
    char buf[48];
    snprintf(buf, sizeof buf, "<frame at %p, file '", (void *)o);
    int li = frame_lasti(fo);
    return py_str_fmt(S, "%s%U', line %d, code %U>", buf, co->filename, py_code_addr2line(co, li < 0 ? 0 : li), co->name);
}

static py_Obj *frame_clear_meth(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "clear", nargs, kwnames, 0, 0) < 0) return NULL;
    if (((FrameObj *)self)->f) return py_err_setstr(S, PY_T(RuntimeError), "cannot clear an executing frame");
    py_setref(S, &((FrameObj *)self)->locals, NULL);
    PY_RETURN_NONE(S);
}

static const py_GetSetDef frame_getset[] = {
    { "f_code", fget_code, NULL },
    { "f_globals", fget_globals, NULL },
    { "f_builtins", fget_builtins, NULL },
    { "f_locals", fget_locals, NULL },
    { "f_lineno", fget_lineno, NULL },
    { "f_lasti", fget_lasti, NULL },
    { "f_back", fget_back, NULL },
    { "f_trace", fget_none, NULL },
    { "f_generator", fget_none, NULL },
    { NULL, NULL, NULL }
};

static const py_MethodDef frame_methods[] = {
    { "clear", frame_clear_meth, PY_METH_INSTANCE },
    { NULL, NULL, 0 }
};

py_Type py_type_frame = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "frame",
    .basicsize = sizeof(FrameObj),
    .flags = PY_TPFLAG_GC,
    .dealloc = frame_dealloc,
    .traverse = frame_traverse,
    .clear = frame_clear_refs,
    .repr = frame_repr,
    .getattro = py_generic_getattr,
    .getset = frame_getset,
    .methods = frame_methods,
};

/* sys._getframe([depth]) */
py_Obj *py_sys_getframe(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    (void)self;
    if (py_check_nargs(S, "_getframe", nargs, kwnames, 0, 1) < 0) return NULL;
    int64_t depth = 0;
    if (nargs) {
        if (PY_TYPE(args[0]) != PY_T(int) && PY_TYPE(args[0]) != PY_T(bool))
            return py_err_format(S, PY_T(TypeError), "'%s' object cannot be interpreted as an integer", args[0]->type->name);
        depth = py_int_small(args[0]);
    }
    py_Frame *f = visible(S->frame);
    while (f && depth > 0) { f = visible(f->back); depth--; }
    if (!f) return py_err_setstr(S, PY_T(ValueError), "call stack is not deep enough");
    return py_frame_object(S, f);
}

/* sys._current_frames(): {thread id: its innermost frame}; the sandbox runs
 * one thread, whose id is threading.get_ident()'s 1. */
py_Obj *py_sys_current_frames(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    (void)self; (void)args;
    if (py_check_nargs(S, "sys._current_frames", nargs, kwnames, 0, 0) < 0) return NULL;
    py_Obj *d = py_dict_new(S);
    py_Frame *f = visible(S->frame);
    if (!d || !f) return d;
    py_Obj *fo = py_frame_object(S, f), *id = fo ? py_int_from_i64(S, 1) : NULL;
    int rc = id ? py_dict_set(S, d, id, fo) : -1;
    py_xdecref(S, fo);
    py_xdecref(S, id);
    if (rc < 0) { py_decref(S, d); return NULL; }
    return d;
}

/* ------------------------------------------------------------ tracebacks */

static void tb_dealloc(py_State *S, py_Obj *o)
{
    TbObj *t = (TbObj *)o;
    py_xdecref(S, t->frame);
    py_xdecref(S, t->next);
    py_obj_free(S, o);
}

static int tb_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    TbObj *t = (TbObj *)o;
    int r;
    if (t->frame && (r = visit(t->frame, arg))) return r;
    return t->next ? visit(t->next, arg) : 0;
}

static py_Obj *tget_frame(py_State *S, py_Obj *o) { return py_newref(((TbObj *)o)->frame); }
static py_Obj *tget_next(py_State *S, py_Obj *o)
{
    TbObj *t = (TbObj *)o;
    return py_newref(t->next ? t->next : S->None);
}
static py_Obj *tget_lineno(py_State *S, py_Obj *o) { return py_int_from_i64(S, ((TbObj *)o)->lineno); }
static py_Obj *tget_lasti(py_State *S, py_Obj *o) { return py_int_from_i64(S, 2 * (int64_t)((TbObj *)o)->lasti); }

static const py_GetSetDef tb_getset[] = {
    { "tb_frame", tget_frame, NULL },
    { "tb_next", tget_next, NULL },
    { "tb_lineno", tget_lineno, NULL },
    { "tb_lasti", tget_lasti, NULL },
    { NULL, NULL, NULL }
};

py_Type py_type_traceback = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "traceback",
    .basicsize = sizeof(TbObj),
    .flags = PY_TPFLAG_GC,
    .dealloc = tb_dealloc,
    .traverse = tb_traverse,
    .getattro = py_generic_getattr,
    .getset = tb_getset,
};

py_Obj *py_tb_object(py_State *S, py_Obj *entries)
{
    py_Obj *next = NULL;
    /* entries are innermost first: build the chain from the inside out */
    for (py_ssize i = 0; i < py_list_len(entries); i++) {
        py_Obj *e = py_list_getB(entries, i);
        if (PY_TYPE(e) != PY_T(tuple) || py_tuple_len(e) < 2) continue;
        py_Obj *co = py_tuple_getB(e, 0);
        if (PY_TYPE(co) != PY_T(code)) continue;
        py_Obj *g = py_tuple_len(e) > 2 ? py_tuple_getB(e, 2) : NULL;
        py_Obj *known = py_tuple_len(e) > 3 ? py_tuple_getB(e, 3) : NULL;
        FrameObj *fo = known && PY_TYPE(known) == PY_T(frame) ? (FrameObj *)py_newref(known)
                                                               : frame_alloc(S, co, g && g != S->None ? g : NULL, NULL);
        TbObj *t = fo ? (TbObj *)py_obj_alloc(S, PY_T(traceback), sizeof(TbObj)) : NULL;
        if (!t) { py_xdecref(S, (py_Obj *)fo); py_xdecref(S, next); return NULL; }
        int lasti = (int)py_int_small(py_tuple_getB(e, 1));
        if (!known) fo->lasti = lasti;
        t->frame = (py_Obj *)fo;
        t->next = next;
        t->lasti = lasti;
        t->lineno = py_code_addr2line((py_Code *)co, t->lasti);
        next = (py_Obj *)t;
    }
    return next ? next : PY_NONE(S);
}

py_Obj *py_tb_entries(py_State *S, py_Obj *tb)
{
    py_Obj *l = py_list_new(S, 0);
    if (!l) return NULL;
    for (py_Obj *t = tb; t && PY_TYPE(t) == PY_T(traceback); t = ((TbObj *)t)->next) {
        FrameObj *fo = (FrameObj *)((TbObj *)t)->frame;
        py_Obj *li = py_int_from_i64(S, ((TbObj *)t)->lasti);
        py_Obj *e = li ? py_tuple_pack(S, 4, fo->code, li, fo->globals ? fo->globals : S->None, (py_Obj *)fo) : NULL;
        py_xdecref(S, li);
        if (!e || py_list_insert(S, l, 0, e) < 0) { py_xdecref(S, e); py_decref(S, l); return NULL; }
        py_decref(S, e);
    }
    return l;
}
