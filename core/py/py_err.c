/* py_err.c — the current exception: raise, fetch, match, print. The state
 * holds one normalized exception instance (S->exc). Raising while another
 * exception is handled records it as __context__ (as CPython does). */
#include "py_runtime.h"
#include "py_vm.h"

#include <string.h>

/* Make `handled` the __context__ of exc, cutting any cycle through exc. */
static void set_context(py_State *S, py_Obj *exc)
{
    py_Obj *h = S->handled;
    if (!h || h == exc || h == S->None || !(exc->type->flags & PY_TPFLAG_BASEEXC_SUB) ||
        !(h->type->flags & PY_TPFLAG_BASEEXC_SUB))
        return;
    py_Exc *e = (py_Exc *)exc;
    if (e->context)
        return;
    /* avoid cycles: if exc is in h's context chain, cut the chain there */
    py_Exc *o = (py_Exc *)h;
    int guard = 0;
    while (o && guard++ < 10000) {
        py_Exc *next = (py_Exc *)o->context;
        if ((py_Obj *)next == exc) {
            py_setref(S, &o->context, NULL);
            break;
        }
        o = next;
    }
    S->ops += (uint64_t)guard;   /* the walk is work: charge it */
    e->context = py_newref(h);
}

void py_err_raise(py_State *S, py_Obj *exc)
{
    if (!exc)
        return;
    /* raising costs far more than an instruction: count it, so that code
     * that fails and retries endlessly (recursion caught and retried) runs
     * out of budget in seconds; the VM's next check reports it */
    S->ops += 64;
    set_context(S, exc);
    py_setref(S, &S->exc, exc);
}

py_Obj *py_err_set(py_State *S, py_Type *type, py_Obj *value)
{
    py_Obj *args;
    if (!value)
        args = py_newref(S->empty_tuple);
    else if (value->type == PY_T(tuple))
        args = py_newref(value);
    else
        args = py_tuple_pack(S, 1, value);
    if (!args)
        return NULL;
    py_Obj *exc = py_exc_new(S, type, args);
    py_decref(S, args);
    if (exc)
        py_err_raise(S, exc);
    return NULL;
}

py_Obj *py_err_setstr(py_State *S, py_Type *type, const char *msg)
{
    py_Obj *s = py_str_from(S, msg);
    if (!s)
        return NULL;
    py_err_set(S, type, s);
    py_decref(S, s);
    return NULL;
}

py_Obj *py_err_format(py_State *S, py_Type *type, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    py_Obj *s = py_str_vfmt(S, fmt, ap);
    va_end(ap);
    if (!s)
        return NULL;
    py_err_set(S, type, s);
    py_decref(S, s);
    return NULL;
}

/* MemoryError: allocated with the cap lifted (the cap is what failed);
 * falls back to the preallocated instance. */
py_Obj *py_err_nomemory(py_State *S)
{
    py_RT *rt = PY_RT(S);
    if (rt->in_nomem)
        return NULL;
    rt->in_nomem = true;
    if (S->heap.cap && !rt->overdraft) {
        rt->overdraft = true;
        rt->cap_base = S->heap.cap;
        S->heap.cap += PY_MEM_OVERDRAFT;
    }
    size_t cap = S->heap.cap;
    int64_t fa = S->heap.fail_after;
    S->heap.cap = 0;
    S->heap.fail_after = -1;
    py_Obj *exc = NULL;
    if (S->empty_tuple)
        exc = py_exc_new(S, PY_T(MemoryError), S->empty_tuple);
    S->heap.cap = cap;
    S->heap.fail_after = fa;
    if (!exc && rt->memerr) {
        /* the shared instance: forget where it was raised last time */
        py_Exc *m = (py_Exc *)rt->memerr;
        py_setref(S, &m->traceback, NULL);
        py_setref(S, &m->context, NULL);
        py_setref(S, &m->cause, NULL);
        exc = py_newref(rt->memerr);
    }
    if (exc)
        py_err_raise(S, exc);
    rt->in_nomem = false;
    return NULL;
}

py_Obj *py_err_occurred(py_State *S) { return S->exc; }

bool py_err_matches(py_State *S, py_Type *type)
{
    return S->exc && py_type_issub(S->exc->type, type);
}

py_Obj *py_err_fetch(py_State *S)
{
    py_Obj *e = S->exc;
    S->exc = NULL;
    return e;
}

void py_err_clear(py_State *S)
{
    py_setref(S, &S->exc, NULL);
}

static bool is_exc_class(py_Obj *t)
{
    return (t->type->flags & PY_TPFLAG_TYPE_SUB) &&
           (((py_Type *)t)->flags & PY_TPFLAG_BASEEXC_SUB);
}

int py_exc_matches(py_State *S, py_Obj *exc, py_Obj *type)
{
    if (type->type->flags & PY_TPFLAG_TUPLE_SUB) {
        for (py_ssize i = 0; i < py_tuple_len(type); i++) {
            int r = py_exc_matches(S, exc, py_tuple_getB(type, i));
            if (r)
                return r;
        }
        return 0;
    }
    if (!is_exc_class(type)) {
        py_err_setstr(S, PY_T(TypeError),
                      "catching classes that do not inherit from BaseException is not allowed");
        return -1;
    }
    return py_type_issub(exc->type, (py_Type *)type);
}

void py_err_print(py_State *S)
{
    py_Obj *e = py_err_fetch(S);
    if (!e)
        return;
    /* the report must come out even when memory is what ran out */
    size_t cap = S->heap.cap;
    size_t before = S->out_bytes;
    S->heap.cap = 0;
    py_print_exception(S, e);
    S->heap.cap = cap;
    if (S->out_bytes == before) {
        /* the printer itself failed (no memory at all): name the error */
        const char *name = e->type->name;
        py_err_clear(S);
        py_write(S, 2, name, strlen(name));
        py_write(S, 2, "\n", 1);
    }
    py_decref(S, e);
    py_err_clear(S);
}

void py_call_finalizer(py_State *S, py_Obj *o, py_Obj *del)
{
    py_Obj *saved = py_err_fetch(S);
    py_Obj *r;
    if (del->type->descr_get) {
        py_Obj *bound = del->type->descr_get(S, del, o, o->type);
        r = bound ? py_call0(S, bound) : NULL;
        py_xdecref(S, bound);
    } else {
        r = py_call(S, del, &o, 1, NULL);
    }
    if (r) {
        py_decref(S, r);
    } else if (S->exc && !S->budget_hit) {
        py_Obj *rep = py_repr(S, del);
        if (!rep) py_err_clear(S);
        py_write(S, 2, "Exception ignored in: ", 22);
        if (rep) {
            const char *s = py_str_utf8(rep);
            py_write(S, 2, s, strlen(s));
            py_decref(S, rep);
        }
        py_write(S, 2, "\n", 1);
        py_err_print(S);
    }
    if (saved) py_setref(S, &S->exc, saved);
}

py_Obj *py_err_no_attr(py_State *S, py_Obj *o, py_Obj *name)
{
    if (o->type->flags & PY_TPFLAG_TYPE_SUB)
        py_err_format(S, PY_T(AttributeError), "type object '%s' has no attribute '%U'",
                      ((py_Type *)o)->name, name);
    else
        py_err_format(S, PY_T(AttributeError), "'%s' object has no attribute '%U'",
                      o->type->name, name);
    if (!S->exc || S->exc->type != PY_T(AttributeError))
        return NULL;
    py_Obj *e = py_err_fetch(S);
    py_Obj **dp = py_obj_dictptr(e);
    if (dp) {
        if (!*dp)
            *dp = py_dict_new(S);
        if (!*dp || py_dict_set_str(S, *dp, "name", name) < 0 ||
            py_dict_set_str(S, *dp, "obj", o) < 0)
            py_err_clear(S);
    }
    py_err_raise(S, e);
    return NULL;
}
