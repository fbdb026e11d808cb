/* py_coro.c — coroutines and asynchronous generators (PEP 492, PEP 525).
 *
 * Both are py_Gen frames (py_gen.c) of another type: `async def` makes a
 * coroutine, `async def` with `yield` an async_generator. A coroutine is
 * driven with send/throw/close like a generator, but is not iterable; the
 * event loop (asyncio, in Python) sees only what the innermost `await`
 * yields. An async generator marks its own `yield`s (ASYNC_GEN_WRAP) so
 * that the awaitable of __anext__()/asend() can tell them from values that
 * an `await` inside passes through to the loop: a marked value finishes
 * the awaitable (StopIteration(value)), the generator's end raises
 * StopAsyncIteration. */
#include "py_vm.h"
#include "py_runtime.h"
#include <stdio.h>

typedef struct { PY_HEAD; py_Obj *value; } Wrapped;
typedef struct { PY_HEAD; py_Obj *coro; } CoroWrapper;
/* asend / athrow awaitables: state 0 not started, 1 running, 2 finished */
typedef struct { PY_HEAD; py_Gen *gen; py_Obj *value; int state; } ASend;
typedef struct { PY_HEAD; py_Gen *gen; py_Obj *exc; int state; } AThrow;   /* exc NULL: aclose() */

/* ------------------------------------------------------------ wrapped */

py_Obj *py_asyncgen_wrap(py_State *S, py_Obj *v)
{
    Wrapped *w = (Wrapped *)py_obj_alloc(S, PY_T(async_generator_wrapped_value), sizeof(Wrapped));
    if (!w) return NULL;
    w->value = py_newref(v);
    return (py_Obj *)w;
}

static void wrapped_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((Wrapped *)o)->value);
    py_obj_free(S, o);
}

static int wrapped_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    Wrapped *w = (Wrapped *)o;
    return w->value ? visit(w->value, arg) : 0;
}

py_Type py_type_async_generator_wrapped_value = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "async_generator_wrapped_value",
    .basicsize = sizeof(Wrapped),
    .flags = PY_TPFLAG_GC,
    .dealloc = wrapped_dealloc,
    .traverse = wrapped_traverse,
};

/* ------------------------------------------------------------ shared */

static py_Obj *raise_type(py_State *S, py_Type *t)
{
    py_Obj *e = py_exc_new(S, t, S->empty_tuple);
    if (e) py_err_raise(S, e);
    return NULL;
}

static py_Obj *self_iter(py_State *S, py_Obj *o) { return py_newref(o); }

static py_Obj *gen_repr_as(py_State *S, py_Obj *o, const char *kind)
{
    char buf[48];
    snprintf(buf, sizeof buf, " at %p>", (void *)o);
    return py_str_fmt(S, "<%s object %U%s", kind, ((py_Gen *)o)->qualname, buf);
}

static py_Obj *gget_name(py_State *S, py_Obj *o) { return py_newref(((py_Gen *)o)->name); }
static py_Obj *gget_qualname(py_State *S, py_Obj *o) { return py_newref(((py_Gen *)o)->qualname); }
static py_Obj *gget_running(py_State *S, py_Obj *o) { return PY_BOOL(S, ((py_Gen *)o)->state == PY_GEN_RUNNING); }
static py_Obj *gget_suspended(py_State *S, py_Obj *o) { return PY_BOOL(S, ((py_Gen *)o)->state == PY_GEN_SUSPENDED); }
static py_Obj *gget_code(py_State *S, py_Obj *o) { return py_newref((py_Obj *)((py_Gen *)o)->frame.code); }
static py_Obj *gget_frame(py_State *S, py_Obj *o) { return py_gen_frame_obj(S, (py_Gen *)o); }

/* the awaitable an `await` is suspended on */
static py_Obj *gget_await(py_State *S, py_Obj *o)
{
    py_Gen *g = (py_Gen *)o;
    if (g->state == PY_GEN_SUSPENDED && g->in_yield_from && g->frame.sp) return py_newref(g->frame.sp[-1]);
    PY_RETURN_NONE(S);
}

/* ------------------------------------------------------------ coroutine */

/* send()/throw() result: a return value becomes StopIteration */
static py_Obj *finish(py_State *S, py_Obj *r, int done)
{
    if (r && done) {
        py_gen_stop_iteration(S, r);
        py_decref(S, r);
        return NULL;
    }
    return r;
}

static py_Obj *coro_send_meth(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "send", nargs, kwnames, 1, 1) < 0) return NULL;
    int done;
    py_Obj *r = py_gen_resume(S, (py_Gen *)self, args[0], true, false, &done);
    return finish(S, r, done);
}

static py_Obj *coro_throw_meth(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *exc = py_gen_throw_args(S, "throw", args, nargs, kwnames);
    if (!exc) return NULL;
    py_Obj *r = py_gen_throw(S, (py_Gen *)self, exc, false);
    py_decref(S, exc);
    return r;
}

static py_Obj *coro_close_meth(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "close", nargs, kwnames, 0, 0) < 0) return NULL;
    py_Obj *v;
    if (py_gen_close(S, (py_Gen *)self, &v) < 0) return NULL;
    if (v) return v;
    PY_RETURN_NONE(S);
}

static py_Obj *coro_await_meth(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "__await__", nargs, kwnames, 0, 0) < 0) return NULL;
    CoroWrapper *w = (CoroWrapper *)py_obj_alloc(S, PY_T(coroutine_wrapper), sizeof(CoroWrapper));
    if (!w) return NULL;
    w->coro = py_newref(self);
    return (py_Obj *)w;
}

static py_Obj *coro_repr(py_State *S, py_Obj *o) { return gen_repr_as(S, o, "coroutine"); }

static const py_GetSetDef coro_getset[] = {
    { "__name__", gget_name, NULL },
    { "__qualname__", gget_qualname, NULL },
    { "cr_await", gget_await, NULL },
    { "cr_running", gget_running, NULL },
    { "cr_suspended", gget_suspended, NULL },
    { "cr_code", gget_code, NULL },
    { "cr_frame", gget_frame, NULL },
    { NULL, NULL, NULL }
};

static const py_MethodDef coro_methods[] = {
    { "send", coro_send_meth, PY_METH_INSTANCE },
    { "throw", coro_throw_meth, PY_METH_INSTANCE },
    { "close", coro_close_meth, PY_METH_INSTANCE },
    { "__await__", coro_await_meth, PY_METH_INSTANCE },
    { NULL, NULL, 0 }
};

py_Type py_type_coroutine = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "coroutine",
    .basicsize = sizeof(py_Gen),
    .flags = PY_TPFLAG_GC,
    .dealloc = py_gen_dealloc,
    .traverse = py_gen_traverse,
    .clear = py_gen_clear,
    .repr = coro_repr,
    .getattro = py_generic_getattr,
    .methods = coro_methods,
    .getset = coro_getset,
};

/* coro.__await__(): an iterator over the coroutine */

static void cw_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((CoroWrapper *)o)->coro);
    py_obj_free(S, o);
}

static int cw_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    CoroWrapper *w = (CoroWrapper *)o;
    return w->coro ? visit(w->coro, arg) : 0;
}

static py_Obj *cw_next(py_State *S, py_Obj *o)
{
    int done;
    py_Obj *r = py_gen_resume(S, (py_Gen *)((CoroWrapper *)o)->coro, S->None, true, false, &done);
    if (r && done) {
        if (r != S->None) py_gen_stop_iteration(S, r);
        py_decref(S, r);
        return NULL;
    }
    return r;
}

static py_Obj *cw_send(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return coro_send_meth(S, ((CoroWrapper *)self)->coro, args, nargs, kwnames);
}
static py_Obj *cw_throw(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return coro_throw_meth(S, ((CoroWrapper *)self)->coro, args, nargs, kwnames);
}
static py_Obj *cw_close(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    return coro_close_meth(S, ((CoroWrapper *)self)->coro, args, nargs, kwnames);
}

static const py_MethodDef cw_methods[] = {
    { "send", cw_send, PY_METH_INSTANCE },
    { "throw", cw_throw, PY_METH_INSTANCE },
    { "close", cw_close, PY_METH_INSTANCE },
    { NULL, NULL, 0 }
};

py_Type py_type_coroutine_wrapper = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "coroutine_wrapper",
    .basicsize = sizeof(CoroWrapper),
    .flags = PY_TPFLAG_GC,
    .dealloc = cw_dealloc,
    .traverse = cw_traverse,
    .getattro = py_generic_getattr,
    .iter = self_iter,
    .iternext = cw_next,
    .methods = cw_methods,
};

/* ------------------------------------------------------------ async generator */

/* What resuming the async generator produced, as the awaitable's step:
 * a marked yield ends the awaitable with StopIteration(value), the
 * generator's return with StopAsyncIteration; other values pass through. */
static py_Obj *agen_step(py_State *S, py_Obj *r, int done)
{
    if (!r) return NULL;
    if (done) {
        py_decref(S, r);
        return raise_type(S, PY_T(StopAsyncIteration));
    }
    if (PY_TYPE(r) == PY_T(async_generator_wrapped_value)) {
        py_gen_stop_iteration(S, ((Wrapped *)r)->value);
        py_decref(S, r);
        return NULL;
    }
    return r;
}

static py_Obj *asend_new(py_State *S, py_Obj *gen, py_Obj *v)
{
    ASend *a = (ASend *)py_obj_alloc(S, PY_T(async_generator_asend), sizeof(ASend));
    if (!a) return NULL;
    a->gen = (py_Gen *)py_newref(gen);
    a->value = py_newref(v);
    return (py_Obj *)a;
}

static py_Obj *athrow_new(py_State *S, py_Obj *gen, py_Obj *exc)
{
    AThrow *a = (AThrow *)py_obj_alloc(S, PY_T(async_generator_athrow), sizeof(AThrow));
    if (!a) return NULL;
    a->gen = (py_Gen *)py_newref(gen);
    a->exc = exc ? py_newref(exc) : NULL;
    return (py_Obj *)a;
}

static py_Obj *agen_aiter(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "__aiter__", nargs, kwnames, 0, 0) < 0) return NULL;
    return py_newref(self);
}

static py_Obj *agen_anext(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "__anext__", nargs, kwnames, 0, 0) < 0) return NULL;
    return asend_new(S, self, S->None);
}

static py_Obj *agen_asend(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "asend", nargs, kwnames, 1, 1) < 0) return NULL;
    return asend_new(S, self, args[0]);
}

static py_Obj *agen_athrow(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    py_Obj *exc = py_gen_throw_args(S, "athrow", args, nargs, kwnames);
    if (!exc) return NULL;
    py_Obj *r = athrow_new(S, self, exc);
    py_decref(S, exc);
    return r;
}

static py_Obj *agen_aclose(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "aclose", nargs, kwnames, 0, 0) < 0) return NULL;
    return athrow_new(S, self, NULL);
}

static py_Obj *agen_repr(py_State *S, py_Obj *o) { return gen_repr_as(S, o, "async_generator"); }

static const py_GetSetDef agen_getset[] = {
    { "__name__", gget_name, NULL },
    { "__qualname__", gget_qualname, NULL },
    { "ag_await", gget_await, NULL },
    { "ag_running", gget_running, NULL },
    { "ag_suspended", gget_suspended, NULL },
    { "ag_code", gget_code, NULL },
    { "ag_frame", gget_frame, NULL },
    { NULL, NULL, NULL }
};

static const py_MethodDef agen_methods[] = {
    { "__aiter__", agen_aiter, PY_METH_INSTANCE },
    { "__anext__", agen_anext, PY_METH_INSTANCE },
    { "asend", agen_asend, PY_METH_INSTANCE },
    { "athrow", agen_athrow, PY_METH_INSTANCE },
    { "aclose", agen_aclose, PY_METH_INSTANCE },
    { NULL, NULL, 0 }
};

py_Type py_type_async_generator = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "async_generator",
    .basicsize = sizeof(py_Gen),
    .flags = PY_TPFLAG_GC,
    .dealloc = py_gen_dealloc,
    .traverse = py_gen_traverse,
    .clear = py_gen_clear,
    .repr = agen_repr,
    .getattro = py_generic_getattr,
    .methods = agen_methods,
    .getset = agen_getset,
};

/* ------------------------------------------------------------ asend */

static void asend_dealloc(py_State *S, py_Obj *o)
{
    ASend *a = (ASend *)o;
    py_xdecref(S, (py_Obj *)a->gen);
    py_xdecref(S, a->value);
    py_obj_free(S, o);
}

static int asend_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    ASend *a = (ASend *)o;
    int r;
    if (a->gen && (r = visit((py_Obj *)a->gen, arg))) return r;
    return a->value ? visit(a->value, arg) : 0;
}

static py_Obj *asend_send_v(py_State *S, ASend *a, py_Obj *v)
{
    if (a->state == 2) {
        py_err_setstr(S, PY_T(RuntimeError), "cannot reuse already awaited __anext__()/asend()");
        return NULL;
    }
    if (a->state == 0) {
        if (v == S->None) v = a->value;
        a->state = 1;
    }
    int done;
    py_Obj *r = py_gen_resume(S, a->gen, v, true, false, &done);
    r = agen_step(S, r, done);
    if (!r) a->state = 2;
    return r;
}

static py_Obj *asend_next(py_State *S, py_Obj *o) { return asend_send_v(S, (ASend *)o, S->None); }

static py_Obj *asend_send(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "send", nargs, kwnames, 1, 1) < 0) return NULL;
    return asend_send_v(S, (ASend *)self, args[0]);
}

/* a return from the generator while throwing: StopIteration -> StopAsyncIteration */
static py_Obj *agen_thrown(py_State *S, py_Obj *r)
{
    if (!r) {
        if (S->exc && py_isinstance_type(S->exc, PY_T(StopIteration))) {
            py_err_clear(S);
            return raise_type(S, PY_T(StopAsyncIteration));
        }
        return NULL;
    }
    return agen_step(S, r, 0);
}

static py_Obj *asend_throw(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    ASend *a = (ASend *)self;
    if (a->state == 2) {
        py_err_setstr(S, PY_T(RuntimeError), "cannot reuse already awaited __anext__()/asend()");
        return NULL;
    }
    py_Obj *exc = py_gen_throw_args(S, "throw", args, nargs, kwnames);
    if (!exc) return NULL;
    py_Obj *r = agen_thrown(S, py_gen_throw(S, a->gen, exc, false));
    py_decref(S, exc);
    if (!r) a->state = 2;
    return r;
}

static py_Obj *asend_close(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    ((ASend *)self)->state = 2;
    PY_RETURN_NONE(S);
}

static const py_MethodDef asend_methods[] = {
    { "send", asend_send, PY_METH_INSTANCE },
    { "throw", asend_throw, PY_METH_INSTANCE },
    { "close", asend_close, PY_METH_INSTANCE },
    { "__await__", agen_aiter, PY_METH_INSTANCE },
    { NULL, NULL, 0 }
};

py_Type py_type_async_generator_asend = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "async_generator_asend",
    .basicsize = sizeof(ASend),
    .flags = PY_TPFLAG_GC,
    .dealloc = asend_dealloc,
    .traverse = asend_traverse,
    .getattro = py_generic_getattr,
    .iter = self_iter,
    .iternext = asend_next,
    .methods = asend_methods,
};

/* ------------------------------------------------------------ athrow / aclose */

static void athrow_dealloc(py_State *S, py_Obj *o)
{
    AThrow *a = (AThrow *)o;
    py_xdecref(S, (py_Obj *)a->gen);
    py_xdecref(S, a->exc);
    py_obj_free(S, o);
}

static int athrow_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    AThrow *a = (AThrow *)o;
    int r;
    if (a->gen && (r = visit((py_Obj *)a->gen, arg))) return r;
    return a->exc ? visit(a->exc, arg) : 0;
}

/* aclose(): the generator ending (return, GeneratorExit, StopAsyncIteration)
 * finishes the awaitable; a marked yield is "ignored GeneratorExit" */
static py_Obj *aclose_result(py_State *S, py_Obj *r)
{
    if (r) {
        if (PY_TYPE(r) != PY_T(async_generator_wrapped_value)) return r;
        py_decref(S, r);
        py_err_setstr(S, PY_T(RuntimeError), "async generator ignored GeneratorExit");
        return NULL;
    }
    if (S->exc && (py_isinstance_type(S->exc, PY_T(StopIteration)) || py_isinstance_type(S->exc, PY_T(GeneratorExit)) ||
                   py_isinstance_type(S->exc, PY_T(StopAsyncIteration)))) {
        py_err_clear(S);
        return py_gen_stop_iteration(S, S->None);
    }
    return NULL;
}

static py_Obj *athrow_send_v(py_State *S, AThrow *a, py_Obj *v)
{
    if (a->state == 2) {
        py_err_setstr(S, PY_T(RuntimeError), "cannot reuse already awaited aclose()/athrow()");
        return NULL;
    }
    py_Obj *r;
    if (a->state == 0) {
        a->state = 1;
        py_Gen *g = a->gen;
        if (g->state == PY_GEN_CLOSED || (!a->exc && g->state == PY_GEN_CREATED)) {
            a->state = 2;
            g->state = PY_GEN_CLOSED;
            return a->exc ? raise_type(S, PY_T(StopAsyncIteration)) : py_gen_stop_iteration(S, S->None);
        }
        py_Obj *exc = a->exc ? py_newref(a->exc) : py_exc_new(S, PY_T(GeneratorExit), S->empty_tuple);
        if (!exc) return NULL;
        r = py_gen_throw(S, g, exc, !a->exc);
        py_decref(S, exc);
        r = a->exc ? agen_thrown(S, r) : aclose_result(S, r);
    } else {
        int done;
        r = py_gen_resume(S, a->gen, v, true, false, &done);
        if (r && done) {
            py_decref(S, r);
            r = a->exc ? raise_type(S, PY_T(StopAsyncIteration)) : py_gen_stop_iteration(S, S->None);
        } else {
            r = a->exc ? agen_step(S, r, 0) : aclose_result(S, r);
        }
    }
    if (!r) a->state = 2;
    return r;
}

static py_Obj *athrow_next(py_State *S, py_Obj *o) { return athrow_send_v(S, (AThrow *)o, S->None); }

static py_Obj *athrow_send(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "send", nargs, kwnames, 1, 1) < 0) return NULL;
    return athrow_send_v(S, (AThrow *)self, args[0]);
}

static py_Obj *athrow_throw(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    AThrow *a = (AThrow *)self;
    py_Obj *exc = py_gen_throw_args(S, "throw", args, nargs, kwnames);
    if (!exc) return NULL;
    py_Obj *r = py_gen_throw(S, a->gen, exc, false);
    py_decref(S, exc);
    r = a->exc ? agen_thrown(S, r) : aclose_result(S, r);
    if (!r) a->state = 2;
    return r;
}

static py_Obj *athrow_close(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    ((AThrow *)self)->state = 2;
    PY_RETURN_NONE(S);
}

static const py_MethodDef athrow_methods[] = {
    { "send", athrow_send, PY_METH_INSTANCE },
    { "throw", athrow_throw, PY_METH_INSTANCE },
    { "close", athrow_close, PY_METH_INSTANCE },
    { "__await__", agen_aiter, PY_METH_INSTANCE },
    { NULL, NULL, 0 }
};

py_Type py_type_async_generator_athrow = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "async_generator_athrow",
    .basicsize = sizeof(AThrow),
    .flags = PY_TPFLAG_GC,
    .dealloc = athrow_dealloc,
    .traverse = athrow_traverse,
    .getattro = py_generic_getattr,
    .iter = self_iter,
    .iternext = athrow_next,
    .methods = athrow_methods,
};

/* ------------------------------------------------------------ aiter / anext */

/* anext(it, default): the awaitable of it.__anext__() whose
 * StopAsyncIteration becomes the default value */
typedef struct { PY_HEAD; py_Obj *it; py_Obj *dflt; } ANext;

static void anext_dealloc(py_State *S, py_Obj *o)
{
    py_xdecref(S, ((ANext *)o)->it);
    py_xdecref(S, ((ANext *)o)->dflt);
    py_obj_free(S, o);
}

static int anext_traverse(py_Obj *o, py_visitfunc visit, void *arg)
{
    ANext *a = (ANext *)o;
    int r;
    if (a->it && (r = visit(a->it, arg))) return r;
    return a->dflt ? visit(a->dflt, arg) : 0;
}

static py_Obj *anext_result(py_State *S, ANext *a, py_Obj *r)
{
    if (!r && S->exc && py_isinstance_type(S->exc, PY_T(StopAsyncIteration))) {
        py_err_clear(S);
        return py_gen_stop_iteration(S, a->dflt);
    }
    return r;
}

static py_Obj *anext_next(py_State *S, py_Obj *o)
{
    ANext *a = (ANext *)o;
    py_Obj *r = a->it->type->iternext ? a->it->type->iternext(S, a->it) : NULL;
    if (!r && !S->exc) return py_gen_stop_iteration(S, S->None);
    return anext_result(S, a, r);
}

static py_Obj *anext_send(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    ANext *a = (ANext *)self;
    return anext_result(S, a, py_call_method(S, a->it, S->id.send, args, nargs, kwnames));
}

static py_Obj *anext_throw(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    ANext *a = (ANext *)self;
    return anext_result(S, a, py_call_method(S, a->it, S->id.throw, args, nargs, kwnames));
}

static const py_MethodDef anext_methods[] = {
    { "send", anext_send, PY_METH_INSTANCE },
    { "throw", anext_throw, PY_METH_INSTANCE },
    { "__await__", agen_aiter, PY_METH_INSTANCE },
    { NULL, NULL, 0 }
};

static py_Type anext_type = {
    .ob = { PY_IMMORTAL, &py_type_type },
    .name = "anext_awaitable",
    .basicsize = sizeof(ANext),
    .flags = PY_TPFLAG_GC,
    .dealloc = anext_dealloc,
    .traverse = anext_traverse,
    .getattro = py_generic_getattr,
    .iter = self_iter,
    .iternext = anext_next,
    .methods = anext_methods,
};

py_Obj *py_builtin_aiter(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    (void)self;
    if (py_check_nargs(S, "aiter", nargs, kwnames, 1, 1) < 0) return NULL;
    py_Obj *m = py_type_lookupB(args[0]->type, S->id.__aiter__);
    if (!m) return py_err_format(S, PY_T(TypeError), "'%s' object is not an async iterable", args[0]->type->name);
    py_Obj *it = py_call_method(S, args[0], S->id.__aiter__, NULL, 0, NULL);
    if (!it) return NULL;
    if (!py_type_lookupB(it->type, S->id.__anext__)) {
        py_err_format(S, PY_T(TypeError), "aiter() returned not an async iterator of type '%s'", it->type->name);
        py_decref(S, it);
        return NULL;
    }
    return it;
}

py_Obj *py_builtin_anext(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    (void)self;
    if (py_check_nargs(S, "anext", nargs, kwnames, 1, 2) < 0) return NULL;
    if (!py_type_lookupB(args[0]->type, S->id.__anext__))
        return py_err_format(S, PY_T(TypeError), "'%s' object is not an async iterator", args[0]->type->name);
    py_Obj *aw = py_call_method(S, args[0], S->id.__anext__, NULL, 0, NULL);
    if (!aw || nargs == 1) return aw;
    py_Obj *it = aw;
    if (aw->type != PY_T(async_generator_asend)) {
        it = py_call_method(S, aw, S->id.__await__, NULL, 0, NULL);
        py_decref(S, aw);
        if (!it) return NULL;
    }
    if (py_type_ready(S, &anext_type) < 0) { py_decref(S, it); return NULL; }
    ANext *a = (ANext *)py_obj_alloc(S, &anext_type, sizeof(ANext));
    if (!a) { py_decref(S, it); return NULL; }
    a->it = it;
    a->dflt = py_newref(args[1]);
    return (py_Obj *)a;
}
