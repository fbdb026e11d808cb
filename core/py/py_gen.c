/* py_gen.c — generator objects (generator functions and generator
 * expressions): heap frames resumed by py_eval_frame, send/throw/close,
 * delegation for `yield from`, and PEP 479 (StopIteration raised inside a
 * generator becomes RuntimeError). */
#include "py_vm.h"
#include "py_runtime.h"
#include <stdio.h>
#include <string.h>

int py_frame_setup(py_State *S, py_Function *fn, py_Obj **lp, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);

static size_t gen_size(int nslots) { return sizeof(py_Gen) + sizeof(py_Obj *) * (size_t)nslots; }

/* Drop every reference the suspended frame holds. */
static void gen_release_frame(py_State *S, py_Gen *g)
{
    py_Frame *f = &g->frame;
    if (!f->code) return;
    if (f->frameobj) py_frame_detach(S, f);
    py_Obj **lp = f->localsplus;
    int nl = f->code->nlocalsplus;
    if (f->sp) {
        py_Obj **base = lp + nl;
        while (f->sp > base) { py_Obj *x = *--f->sp; py_xdecref(S, x); }
        f->sp = NULL;
    }
    for (int i = 0; i < nl; i++) {
        py_Obj *v = lp[i];
        if (v) { lp[i] = NULL; py_decref(S, v); }
    }
    f->nblocks = 0;
}

py_Obj *py_gen_new(py_State *S, py_Function *fn, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Code *co = fn->code;
    int nslots = co->nlocalsplus + co->stacksize;
    py_Type *tp = (co->flags & PY_CO_COROUTINE) ? PY_T(coroutine)
                  : (co->flags & PY_CO_ASYNC_GENERATOR) ? PY_T(async_generator) : PY_T(generator);
    py_Gen *g = (py_Gen *)py_obj_alloc(S, tp, (py_ssize)gen_size(nslots));
    if (!g) return NULL;
    g->nslots = nslots;
    py_Frame *f = &g->frame;
    f->localsplus = (py_Obj **)(g + 1);
    f->code = co;
    py_incref((py_Obj *)co);
    f->func = py_newref((py_Obj *)fn);
    f->globals = fn->globals;
    f->builtins = fn->builtins;
    f->locals = NULL;
    f->sp = NULL;
    f->lasti = -1;
    f->nblocks = 0;
    f->gen = g;
    g->name = py_newref(fn->name);
    g->qualname = py_newref(fn->qualname);
    g->state = PY_GEN_CREATED;
    if (py_frame_setup(S, fn, f->localsplus, args, nargs, kwnames) < 0) {
        py_decref(S, (py_Obj *)g);
        return NULL;
    }
    return (py_Obj *)g;
}

/* Resume the generator. push: push v as the result of the pending yield.
 * Returns the yielded value (done=0), the return value (done=1), or NULL. */
/* "generator", "coroutine" or "async generator", for messages */
static const char *gen_kind(py_Gen *g)
{
    py_Type *tp = PY_TYPE((py_Obj *)g);
    return tp == PY_T(coroutine) ? "coroutine" : tp == PY_T(async_generator) ? "async generator" : "generator";
}

static py_Obj *gen_resume(py_State *S, py_Gen *g, py_Obj *v, bool push, bool throwing, int *done)
{
    *done = 0;
    if (g->state == PY_GEN_RUNNING) {
        py_err_format(S, PY_T(ValueError), "%s already executing", gen_kind(g));
        return NULL;
    }
    if (g->state == PY_GEN_CLOSED) {
        if (PY_TYPE((py_Obj *)g) == PY_T(coroutine) && !throwing) {
            py_err_setstr(S, PY_T(RuntimeError), "cannot reuse already awaited coroutine");
            return NULL;
        }
        if (throwing) return NULL;
        *done = 1;
        return PY_NONE(S);
    }
    if (g->state == PY_GEN_CREATED && !throwing && v && v != S->None) {
        py_err_format(S, PY_T(TypeError), "can't send non-None value to a just-started %s", gen_kind(g));
        return NULL;
    }
    py_Frame *f = &g->frame;
    if (g->state == PY_GEN_SUSPENDED && push && !throwing) {
        *f->sp++ = py_newref(v ? v : S->None);
    }
    /* exception state: the generator sees the caller's handled exception
     * unless it is itself inside an except block */
    py_Obj *caller = S->handled;
    if (g->saved_handled) {
        S->handled = g->saved_handled;
        g->saved_handled = NULL;
    } else {
        py_xincref(caller);
    }
    g->state = PY_GEN_RUNNING;
    int yielded = 0;
    py_incref((py_Obj *)g);
    /* a resumed frame nests on the C stack like a call made from C */
    PY_RT(S)->call_depth++;
    py_Obj *r = py_eval_frame(S, f, throwing, &yielded);
    PY_RT(S)->call_depth--;
    py_Obj *inner = S->handled;
    if (inner == caller) py_xdecref(S, inner);
    else g->saved_handled = inner;
    S->handled = caller;
    if (yielded) {
        g->state = PY_GEN_SUSPENDED;
        py_decref(S, (py_Obj *)g);
        return r;
    }
    g->state = PY_GEN_CLOSED;
    gen_release_frame(S, g);
    py_setref(S, &g->saved_handled, NULL);
    if (r) {
        *done = 1;
        py_decref(S, (py_Obj *)g);
        return r;
    }
    bool agen = PY_TYPE((py_Obj *)g) == PY_T(async_generator);
    if (S->exc && (py_isinstance_type(S->exc, PY_T(StopIteration)) ||
                   (agen && py_isinstance_type(S->exc, PY_T(StopAsyncIteration))))) {
        const char *what = py_isinstance_type(S->exc, PY_T(StopIteration)) ? "StopIteration" : "StopAsyncIteration";
        py_Obj *si = py_err_fetch(S);
        py_err_format(S, PY_T(RuntimeError), "%s raised %s", gen_kind(g), what);
        if (S->exc) {
            py_Exc *e = (py_Exc *)S->exc;
            py_setref(S, &e->cause, py_newref(si));
            py_setref(S, &e->context, si);
            e->suppress_context = true;
        } else {
            py_decref(S, si);
        }
    }
    py_decref(S, (py_Obj *)g);
    return NULL;
}

py_Obj *py_gen_send(py_State *S, py_Obj *gen, py_Obj *v, int *done)
{
    return gen_resume(S, (py_Gen *)gen, v, true, false, done);
}

py_Obj *py_gen_resume(py_State *S, py_Gen *g, py_Obj *v, bool push, bool throwing, int *done)
{
    return gen_resume(S, g, v, push, throwing, done);
}

static py_Obj *stop_iteration(py_State *S, py_Obj *value)
{
    py_Obj *args = value == S->None ? py_newref(S->empty_tuple) : py_tuple_pack(S, 1, value);
    if (!args) return NULL;
    py_Obj *e = py_exc_new(S, PY_T(StopIteration), args);
    py_decref(S, args);
    if (!e) return NULL;
    py_setref(S, &((py_Exc *)e)->value, py_newref(value));
    py_err_raise(S, e);
    return NULL;
}

static py_Obj *gen_iternext(py_State *S, py_Obj *o)
{
    int done;
    py_Obj *r = gen_resume(S, (py_Gen *)o, S->None, true, false, &done);
    if (r && done) {
        if (r != S->None) stop_iteration(S, r);
        py_decref(S, r);
        return NULL;
    }
    return r;
}

static py_Obj *gen_send_meth(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "send", nargs, kwnames, 1, 1) < 0) return NULL;
    int done;
    py_Obj *r = gen_resume(S, (py_Gen *)self, args[0], true, false, &done);
    if (r && done) {
        stop_iteration(S, r);
        py_decref(S, r);
        return NULL;
    }
    return r;
}

/* Value of a StopIteration being raised (fetches it). */
static py_Obj *fetch_stop_value(py_State *S)
{
    py_Obj *e = py_err_fetch(S);
    py_Exc *x = (py_Exc *)e;
    py_Obj *v = x->value;
    if (!v && x->args && py_tuple_len(x->args) > 0) v = py_tuple_getB(x->args, 0);
    v = v ? py_newref(v) : PY_NONE(S);
    py_decref(S, e);
    return v;
}

static py_Obj *gen_throw_exc(py_State *S, py_Gen *g, py_Obj *exc, bool close_on_exit);

/* Throw exc (an instance, borrowed) into generator g. */
static py_Obj *gen_throw_exc(py_State *S, py_Gen *g, py_Obj *exc, bool closing)
{
    py_Frame *f = &g->frame;
    int done;
    if (g->state == PY_GEN_SUSPENDED && g->in_yield_from && f->sp) {
        py_Obj *sub = f->sp[-1];
        py_Obj *r = NULL;
        bool delegated = true;
        g->state = PY_GEN_RUNNING;
        if (py_isinstance_type(exc, PY_T(GeneratorExit))) {
            if (sub->type == PY_T(generator) || sub->type == PY_T(coroutine)) {
                r = gen_throw_exc(S, (py_Gen *)sub, exc, true);
                if (!r && S->exc && py_isinstance_type(S->exc, PY_T(GeneratorExit))) py_err_clear(S);
                if (r) { py_decref(S, r); r = NULL; }
            } else {
                py_Obj *cl = py_getattr_opt(S, sub, S->id.close);
                if (cl) { py_Obj *x = py_call0(S, cl); py_decref(S, cl); py_xdecref(S, x); }
            }
            delegated = false;
        } else if (sub->type == PY_T(generator) || sub->type == PY_T(coroutine)) {
            r = gen_throw_exc(S, (py_Gen *)sub, exc, false);
        } else {
            py_Obj *th = py_getattr_opt(S, sub, S->id.throw);
            if (th) {
                r = py_call1(S, th, exc);
                py_decref(S, th);
            } else if (!S->exc) {
                delegated = false;
            }
        }
        g->state = PY_GEN_SUSPENDED;
        if (delegated) {
            if (r) return r;   /* the subiterator yielded */
            if (S->exc && py_isinstance_type(S->exc, PY_T(StopIteration))) {
                /* the subiterator returned: resume after the SEND */
                py_Obj *val = fetch_stop_value(S);
                py_Obj *it = *--f->sp;
                py_decref(S, it);
                *f->sp++ = val;
                int send_i = (int)PY_ARG(f->code->code[f->lasti + 1]);
                int target = (int)PY_ARG(f->code->code[send_i]);
                f->lasti = target - 1;
                py_Obj *res = gen_resume(S, g, NULL, false, false, &done);
                if (res && done) { stop_iteration(S, res); py_decref(S, res); return NULL; }
                return res;
            }
            /* other exception: raise it in our frame */
            if (!S->exc) py_err_setstr(S, PY_T(SystemError), "yield from: error without exception");
            py_Obj *res = gen_resume(S, g, NULL, false, true, &done);
            if (res && done) { stop_iteration(S, res); py_decref(S, res); return NULL; }
            return res;
        }
        if (S->exc) {
            py_Obj *res = gen_resume(S, g, NULL, false, true, &done);
            if (res && done) { stop_iteration(S, res); py_decref(S, res); return NULL; }
            return res;
        }
    }
    if (g->state == PY_GEN_CREATED && closing) {
        g->state = PY_GEN_CLOSED;
        gen_release_frame(S, g);
        py_err_raise(S, py_newref(exc));
        return NULL;
    }
    py_setref(S, &S->exc, py_newref(exc));
    py_Obj *res = gen_resume(S, g, NULL, false, true, &done);
    if (res && done) {
        stop_iteration(S, res);
        py_decref(S, res);
        return NULL;
    }
    return res;
}

/* The exception instance gen.throw(typ[, val[, tb]]) raises: NEW, or NULL. */
py_Obj *py_gen_throw_args(py_State *S, const char *fname, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, fname, nargs, kwnames, 1, 3) < 0) return NULL;
    py_Obj *typ = args[0];
    py_Obj *val = nargs > 1 ? args[1] : NULL;
    if ((typ->type->flags & PY_TPFLAG_TYPE_SUB) && py_type_issub((py_Type *)typ, PY_T(BaseException))) {
        if (val && val != S->None && py_isinstance_type(val, (py_Type *)typ)) return py_newref(val);
        if (val && val != S->None) return py_call1(S, typ, val);
        return py_call0(S, typ);
    }
    if (typ->type->flags & PY_TPFLAG_BASEEXC_SUB) {
        if (val && val != S->None)
            return py_err_setstr(S, PY_T(TypeError), "instance exception may not have a separate value");
        return py_newref(typ);
    }
    return py_err_format(S, PY_T(TypeError),
                         "exceptions must be classes or instances deriving from BaseException, not %s",
                         typ->type->name);
}

static py_Obj *gen_throw_meth(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *exc = py_gen_throw_args(S, "throw", args, nargs, kwnames);
    if (!exc) return NULL;
    py_Obj *r = gen_throw_exc(S, (py_Gen *)self, exc, false);
    py_decref(S, exc);
    return r;
}

/* close(): 0 or -1; *retval (if given) receives the value a `return`
 * in the generator produced while closing (3.13), else None. */
static int gen_close(py_State *S, py_Gen *g, py_Obj **retval)
{
    if (retval) *retval = NULL;
    if (g->state == PY_GEN_CREATED || g->state == PY_GEN_CLOSED) {
        g->state = PY_GEN_CLOSED;
        gen_release_frame(S, g);
        return 0;
    }
    py_Obj *ge = py_exc_new(S, PY_T(GeneratorExit), S->empty_tuple);
    if (!ge) return -1;
    py_Obj *r = gen_throw_exc(S, g, ge, true);
    py_decref(S, ge);
    if (r) {
        py_decref(S, r);
        py_err_format(S, PY_T(RuntimeError), "%s ignored GeneratorExit", gen_kind(g));
        return -1;
    }
    if (S->exc && py_isinstance_type(S->exc, PY_T(StopIteration))) {
        py_Obj *v = fetch_stop_value(S);
        if (retval) *retval = v;
        else py_xdecref(S, v);
        return 0;
    }
    if (S->exc && py_isinstance_type(S->exc, PY_T(GeneratorExit))) {
        py_err_clear(S);
        return 0;
    }
    return S->exc ? -1 : 0;
}

static py_Obj *gen_close_meth(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "close", nargs, kwnames, 0, 0) < 0) return NULL;
    py_Obj *v;
    if (gen_close(S, (py_Gen *)self, &v) < 0) return NULL;
    if (v) return v;
    PY_RETURN_NONE(S);
}

void py_gen_clear(py_State *S, py_Obj *o)
{
    py_Gen *g = (py_Gen *)o;
    gen_release_frame(S, g);
    g->state = PY_GEN_CLOSED;
    py_setref(S, &g->saved_handled, NULL);
    py_setref(S, &g->frame.func, NULL);
}

void py_gen_dealloc(py_State *S, py_Obj *o)
{
    py_Gen *g = (py_Gen *)o;
    if (g->state == PY_GEN_SUSPENDED && g->frame.nblocks > 0 && !S->budget_hit) {
        /* run pending finally blocks (CPython closes on finalization) */
        o->refcnt = 1;
        py_Obj *saved = py_err_fetch(S);
        if (gen_close(S, g, NULL) < 0) py_err_clear(S);
        if (saved) py_setref(S, &S->exc, saved);
        if (--o->refcnt != 0) return;   /* resurrected */
    }
    py_gen_clear(S, o);
    py_xdecref(S, (py_Obj *)g->frame.code);
    py_xdecref(S, g->name);
    py_xdecref(S, g->qualname);
    py_obj_free(S, o);
}

int py_gen_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    py_Gen *g = (py_Gen *)o;
    py_Frame *f = &g->frame;
    int r;
    if (f->func && (r = visit(f->func, arg))) return r;
    if (g->saved_handled && (r = visit(g->saved_handled, arg))) return r;
    if (!f->code) return 0;
    for (int i = 0; i < f->code->nlocalsplus; i++)
        if (f->localsplus[i] && (r = visit(f->localsplus[i], arg))) return r;
    /* a running generator's value stack lives in the VM's registers: f->sp
     * is stale until the next yield, so its slots are not visited (they hold
     * references the collector then counts as external: conservative) */
    if (f->sp && g->state != PY_GEN_RUNNING)
        for (py_Obj **p = f->localsplus + f->code->nlocalsplus; p < f->sp; p++)
            if (*p && (r = visit(*p, arg))) return r;
    return 0;
}

static py_Obj *gen_iter(py_State *S, py_Obj *o) { return py_newref(o); }

static py_Obj *gen_repr(py_State *S, py_Obj *o)
{
    char buf[48];
    snprintf(buf, sizeof buf, " at %p>", (void *)o);
    return py_str_fmt(S, "<generator object %U%s", ((py_Gen *)o)->qualname, buf);
}

static py_Obj *gget_name(py_State *S, py_Obj *o) { return py_newref(((py_Gen *)o)->name); }
static py_Obj *gget_qualname(py_State *S, py_Obj *o) { return py_newref(((py_Gen *)o)->qualname); }
static py_Obj *gget_running(py_State *S, py_Obj *o) { return PY_BOOL(S, ((py_Gen *)o)->state == PY_GEN_RUNNING); }
static py_Obj *gget_suspended(py_State *S, py_Obj *o) { return PY_BOOL(S, ((py_Gen *)o)->state == PY_GEN_SUSPENDED); }
static py_Obj *gget_code(py_State *S, py_Obj *o) { return py_newref((py_Obj *)((py_Gen *)o)->frame.code); }
static py_Obj *gget_frame(py_State *S, py_Obj *o) { return py_gen_frame_obj(S, (py_Gen *)o); }

/* the iterator a `yield from` is delegating to while suspended there */
static py_Obj *gget_yieldfrom(py_State *S, py_Obj *o)
{
    py_Gen *g = (py_Gen *)o;
    if (g->state == PY_GEN_SUSPENDED && g->in_yield_from && g->frame.sp) return py_newref(g->frame.sp[-1]);
    PY_RETURN_NONE(S);
}

static const py_GetSetDef gen_getset[] = {
    { "gi_yieldfrom", gget_yieldfrom, NULL },
    { "__name__", gget_name, NULL },
    { "__qualname__", gget_qualname, NULL },
    { "gi_running", gget_running, NULL },
    { "gi_suspended", gget_suspended, NULL },
    { "gi_code", gget_code, NULL },
    { "gi_frame", gget_frame, NULL },
    { NULL, NULL, NULL }
};

static const py_MethodDef gen_methods[] = {
    { "send", gen_send_meth, PY_METH_INSTANCE },
    { "throw", gen_throw_meth, PY_METH_INSTANCE },
    { "close", gen_close_meth, PY_METH_INSTANCE },
    { NULL, NULL, 0 }
};

py_Type py_type_generator = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "generator",
    .basicsize = sizeof(py_Gen),
    .flags = PY_TPFLAG_GC,
    .dealloc = py_gen_dealloc,
    .traverse = py_gen_traverse,
    .clear = py_gen_clear,
    .repr = gen_repr,
    .getattro = py_generic_getattr,
    .iter = gen_iter,
    .iternext = gen_iternext,
    .methods = gen_methods,
    .getset = gen_getset,
};

/* ------------------------------------------- shared with py_coro.c */

py_Obj *py_gen_throw(py_State *S, py_Gen *g, py_Obj *exc, bool closing) { return gen_throw_exc(S, g, exc, closing); }
int py_gen_close(py_State *S, py_Gen *g, py_Obj **retval) { return gen_close(S, g, retval); }
py_Obj *py_gen_stop_iteration(py_State *S, py_Obj *value) { return stop_iteration(S, value); }

/* gi_frame / cr_frame: the suspended frame, None once finished */
py_Obj *py_gen_frame_obj(py_State *S, py_Gen *g)
{
    if (g->state == PY_GEN_CLOSED || !g->frame.code) PY_RETURN_NONE(S);
    return py_frame_object(S, &g->frame);
}
