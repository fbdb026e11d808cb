/* py_compile_try.c — compiling try/except[/else], try/except* (PEP 654),
 * try/finally and with: the handler blocks, exception-table setup and the
 * cleanup paths that re-raise. */
#include "py_compile_impl.h"

/* The protected part of try/except and try/except*: the body under a
 * handler block, then else, then a jump to end; the handler label follows. */
static int protected_body(Compiler *c, py_Node *s, int handler, int end)
{
    if (py_cg_emit(c, OP_SETUP_FINALLY, handler) < 0) return -1;
    if (py_cg_push_fb(c, FB_TRY_EXCEPT, -1, -1, s) < 0) return -1;
    if (py_cg_stmts(c, &s->v.try_.body) < 0) return -1;
    py_cg_pop_fb(c);
    if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0) return -1;
    if (py_cg_stmts(c, &s->v.try_.orelse) < 0) return -1;
    if (py_cg_emit(c, OP_JUMP, end) < 0) return -1;
    py_cg_use_label(c, handler);
    return 0;
}

/* try/except[/else] (no finally). */
int py_cg_try_except(Compiler *c, py_Node *s)
{
    py_State *S = c->S;
    int handler = py_cg_new_label(c), cleanup = py_cg_new_label(c), end = py_cg_new_label(c), orelse = py_cg_new_label(c);
    if (handler < 0 || cleanup < 0 || end < 0 || orelse < 0) return -1;
    if (protected_body(c, s, handler, end) < 0) return -1;
    /* stack: [exc] */
    if (py_cg_emit(c, OP_PUSH_EXC_INFO, cleanup) < 0) return -1;
    py_NodeList *hs = &s->v.try_.handlers;
    for (int i = 0; i < hs->n; i++) {
        py_Node *h = hs->items[i];
        SET_LOC(c, h);
        if (!h->v.excepthandler.type && i < hs->n - 1)
            return SERR(c, h, "default 'except:' must be last");
        int next = py_cg_new_label(c);
        if (next < 0) return -1;
        if (h->v.excepthandler.type) {
            if (py_cg_expr(c, h->v.excepthandler.type) < 0) return -1;
            SET_LOC(c, h);
            if (py_cg_emit(c, OP_CHECK_EXC_MATCH, 0) < 0 || py_cg_emit(c, OP_POP_JUMP_IF_FALSE, next) < 0) return -1;
        } else {
            /* bare except: never catches BudgetExceeded */
            if (py_cg_emit_const(c, S->None) < 0) return -1;
            if (py_cg_emit(c, OP_CHECK_EXC_MATCH, 0) < 0 || py_cg_emit(c, OP_POP_JUMP_IF_FALSE, next) < 0) return -1;
        }
        py_Obj *name = h->v.excepthandler.name;
        if (name) {
            int nclean = py_cg_new_label(c);
            if (nclean < 0) return -1;
            if (py_cg_name_op(c, name, PY_CTX_STORE) < 0) return -1;
            if (py_cg_emit(c, OP_SETUP_FINALLY, nclean) < 0) return -1;
            if (py_cg_push_fb(c, FB_HANDLER_CLEANUP, -1, -1, h) < 0) return -1;
            if (py_cg_stmts(c, &h->v.excepthandler.body) < 0) return -1;
            py_cg_pop_fb(c);
            SET_LOC(c, h);
            if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0 || py_cg_emit_name_del_none(c, name) < 0) return -1;
            if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0 || py_cg_emit(c, OP_POP_EXCEPT, 0) < 0) return -1;
            if (py_cg_emit(c, OP_JUMP, end) < 0) return -1;
            /* exception inside the handler body: [prev, exc2] */
            py_cg_use_label(c, nclean);
            if (py_cg_emit_name_del_none(c, name) < 0 || py_cg_emit(c, OP_RERAISE, 0) < 0) return -1;
        } else {
            if (py_cg_emit(c, OP_POP_TOP, 0) < 0) return -1;
            if (py_cg_push_fb(c, FB_EXCEPTION_HANDLER, -1, -1, h) < 0) return -1;
            if (py_cg_stmts(c, &h->v.excepthandler.body) < 0) return -1;
            py_cg_pop_fb(c);
            SET_LOC(c, h);
            if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0 || py_cg_emit(c, OP_POP_EXCEPT, 0) < 0) return -1;
            if (py_cg_emit(c, OP_JUMP, end) < 0) return -1;
        }
        py_cg_use_label(c, next);
    }
    /* no handler matched: [prev, exc] */
    if (py_cg_emit(c, OP_RERAISE, 0) < 0) return -1;
    py_cg_use_label(c, cleanup);
    /* [prev, exc] */
    if (py_cg_emit(c, OP_SWAP, 2) < 0 || py_cg_emit(c, OP_POP_EXCEPT, 0) < 0 || py_cg_emit(c, OP_RERAISE, 0) < 0) return -1;
    py_cg_use_label(c, end);
    (void)orelse;
    return 0;
}

/* try/except* (PEP 654). Handler stack: [prev, orig, raised-list, rest];
 * each clause splits rest by its type (CHECK_EG_MATCH makes the match the
 * handled exception), what a clause body raises is appended to the list, and
 * PREP_RERAISE_STAR combines the list with the unhandled rest. */
int py_cg_try_star(Compiler *c, py_Node *s)
{
    int handler = py_cg_new_label(c), cleanup = py_cg_new_label(c), end = py_cg_new_label(c), done = py_cg_new_label(c);
    if (handler < 0 || cleanup < 0 || end < 0 || done < 0) return -1;
    if (protected_body(c, s, handler, end) < 0) return -1;
    if (py_cg_emit(c, OP_PUSH_EXC_INFO, cleanup) < 0) return -1;
    /* [prev, exc] -> [prev, orig, list, rest] */
    if (py_cg_emit(c, OP_COPY, 1) < 0 || py_cg_emit(c, OP_BUILD_LIST, 0) < 0 || py_cg_emit(c, OP_SWAP, 2) < 0) return -1;
    py_NodeList *hs = &s->v.try_.handlers;
    for (int i = 0; i < hs->n; i++) {
        py_Node *h = hs->items[i];
        int next = py_cg_new_label(c), hclean = py_cg_new_label(c);
        if (next < 0 || hclean < 0) return -1;
        if (py_cg_expr(c, h->v.excepthandler.type) < 0) return -1;
        SET_LOC(c, h);
        if (py_cg_emit(c, OP_CHECK_EG_MATCH, next) < 0) return -1;
        py_Obj *name = h->v.excepthandler.name;
        if (name) { if (py_cg_name_op(c, name, PY_CTX_STORE) < 0) return -1; }
        else if (py_cg_emit(c, OP_POP_TOP, 0) < 0) return -1;
        if (py_cg_emit(c, OP_SETUP_FINALLY, hclean) < 0) return -1;
        if (py_cg_push_fb(c, FB_EXCEPT_STAR, -1, -1, h) < 0) return -1;
        if (py_cg_stmts(c, &h->v.excepthandler.body) < 0) return -1;
        py_cg_pop_fb(c);
        SET_LOC(c, h);
        if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0) return -1;
        if (name && py_cg_emit_name_del_none(c, name) < 0) return -1;
        if (py_cg_emit(c, OP_JUMP, next) < 0) return -1;
        /* raised in the clause body: [prev, orig, list, rest, raised] */
        py_cg_use_label(c, hclean);
        if (name && py_cg_emit_name_del_none(c, name) < 0) return -1;
        if (py_cg_emit(c, OP_LIST_APPEND, 2) < 0) return -1;
        py_cg_use_label(c, next);
    }
    /* [prev, orig, list, rest] -> [prev, orig, list] -> [prev, result] */
    if (py_cg_emit(c, OP_LIST_APPEND, 1) < 0) return -1;
    if (py_cg_emit(c, OP_PREP_RERAISE_STAR, done) < 0) return -1;
    if (py_cg_emit(c, OP_RERAISE, 0) < 0) return -1;
    py_cg_use_label(c, done);
    /* nothing left to raise: [prev] */
    if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0 || py_cg_emit(c, OP_POP_EXCEPT, 0) < 0) return -1;
    if (py_cg_emit(c, OP_JUMP, end) < 0) return -1;
    py_cg_use_label(c, cleanup);
    if (py_cg_emit(c, OP_SWAP, 2) < 0 || py_cg_emit(c, OP_POP_EXCEPT, 0) < 0 || py_cg_emit(c, OP_RERAISE, 0) < 0) return -1;
    py_cg_use_label(c, end);
    return 0;
}

int py_cg_try_finally(Compiler *c, py_Node *s)
{
    int fin = py_cg_new_label(c), cleanup = py_cg_new_label(c), end = py_cg_new_label(c);
    if (fin < 0 || cleanup < 0 || end < 0) return -1;
    if (py_cg_emit(c, OP_SETUP_FINALLY, fin) < 0) return -1;
    if (py_cg_push_fb(c, FB_FINALLY_TRY, -1, -1, s) < 0) return -1;
    if (s->v.try_.handlers.n) { if ((s->v.try_.star ? py_cg_try_star : py_cg_try_except)(c, s) < 0) return -1; }
    else if (py_cg_stmts(c, &s->v.try_.body) < 0) return -1;
    py_cg_pop_fb(c);
    if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0) return -1;
    if (py_cg_stmts(c, &s->v.try_.finalbody) < 0) return -1;
    if (py_cg_emit(c, OP_JUMP, end) < 0) return -1;
    py_cg_use_label(c, fin);
    if (py_cg_emit(c, OP_PUSH_EXC_INFO, cleanup) < 0) return -1;
    if (py_cg_push_fb(c, FB_FINALLY_END, -1, -1, s) < 0) return -1;
    if (py_cg_stmts(c, &s->v.try_.finalbody) < 0) return -1;
    py_cg_pop_fb(c);
    if (py_cg_emit(c, OP_RERAISE, 0) < 0) return -1;
    py_cg_use_label(c, cleanup);
    if (py_cg_emit(c, OP_SWAP, 2) < 0 || py_cg_emit(c, OP_POP_EXCEPT, 0) < 0 || py_cg_emit(c, OP_RERAISE, 0) < 0) return -1;
    py_cg_use_label(c, end);
    return 0;
}

/* The exception path of `with` and `async with`, shared: at label exc the
 * stack is [exit, exc]; __exit__ (awaited for async) decides whether the
 * exception is suppressed (jump to end) or re-raised; cleanup restores the
 * previous exception when __exit__ itself raises. Places label end. */
static int with_handler(Compiler *c, int exc, int cleanup, int suppress, int end, bool is_async)
{
    py_cg_use_label(c, exc);
    if (py_cg_emit(c, OP_PUSH_EXC_INFO, cleanup) < 0) return -1;
    if (py_cg_emit(c, OP_WITH_EXCEPT_START, 0) < 0) return -1;
    if (is_async && (py_cg_emit(c, OP_GET_AWAITABLE, 2) < 0 || py_cg_await(c) < 0)) return -1;
    if (py_cg_emit(c, OP_POP_JUMP_IF_TRUE, suppress) < 0) return -1;
    if (py_cg_emit(c, OP_RERAISE, 0) < 0) return -1;
    py_cg_use_label(c, suppress);
    /* [exit, prev, exc] */
    if (py_cg_emit(c, OP_POP_TOP, 0) < 0 || py_cg_emit(c, OP_POP_BLOCK, 0) < 0 || py_cg_emit(c, OP_POP_EXCEPT, 0) < 0) return -1;
    if (py_cg_emit(c, OP_POP_TOP, 0) < 0 || py_cg_emit(c, OP_JUMP, end) < 0) return -1;
    py_cg_use_label(c, cleanup);
    if (py_cg_emit(c, OP_SWAP, 2) < 0 || py_cg_emit(c, OP_POP_EXCEPT, 0) < 0 || py_cg_emit(c, OP_RERAISE, 0) < 0) return -1;
    py_cg_use_label(c, end);
    return 0;
}

/* async with: [mgr] -> [aexit, awaitable] -> await -> store -> block at
 * [aexit]; the exits await __aexit__'s result. */
static int async_with_item(Compiler *c, py_Node *s, int i)
{
    py_Node *item = s->v.with.items.items[i];
    int exc = py_cg_new_label(c), cleanup = py_cg_new_label(c), suppress = py_cg_new_label(c), end = py_cg_new_label(c);
    if (exc < 0 || cleanup < 0 || suppress < 0 || end < 0) return -1;
    if (py_cg_expr(c, item->v.withitem.context_expr) < 0) return -1;
    SET_LOC(c, item->v.withitem.context_expr);
    if (py_cg_emit(c, OP_BEFORE_ASYNC_WITH, 0) < 0 || py_cg_await(c) < 0) return -1;
    if (item->v.withitem.optional_vars) {
        if (py_cg_store(c, item->v.withitem.optional_vars) < 0) return -1;
    } else if (py_cg_emit(c, OP_POP_TOP, 0) < 0) return -1;
    if (py_cg_emit(c, OP_SETUP_FINALLY, exc) < 0) return -1;
    if (py_cg_push_fb(c, FB_ASYNC_WITH, -1, -1, s) < 0) return -1;
    if (i + 1 < s->v.with.items.n) { if (async_with_item(c, s, i + 1) < 0) return -1; }
    else if (py_cg_stmts(c, &s->v.with.body) < 0) return -1;
    py_cg_pop_fb(c);
    SET_LOC(c, s);
    if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0 || py_cg_emit(c, OP_ASYNC_WITH_EXIT, 0) < 0 || py_cg_await(c) < 0 ||
        py_cg_emit(c, OP_POP_TOP, 0) < 0 || py_cg_emit(c, OP_JUMP, end) < 0)
        return -1;
    return with_handler(c, exc, cleanup, suppress, end, true);
}

int py_cg_with_item(Compiler *c, py_Node *s, int i)
{
    if (s->v.with.is_async) return async_with_item(c, s, i);
    py_Node *item = s->v.with.items.items[i];
    int exc = py_cg_new_label(c), cleanup = py_cg_new_label(c), suppress = py_cg_new_label(c), end = py_cg_new_label(c);
    if (exc < 0 || cleanup < 0 || suppress < 0 || end < 0) return -1;
    if (py_cg_expr(c, item->v.withitem.context_expr) < 0) return -1;
    SET_LOC(c, item->v.withitem.context_expr);
    /* [mgr] -> [exit, value], with a block (level: [exit]) jumping to exc */
    if (py_cg_emit(c, OP_BEFORE_WITH, exc) < 0) return -1;
    if (py_cg_push_fb(c, FB_WITH, -1, -1, s) < 0) return -1;
    if (item->v.withitem.optional_vars) {
        if (py_cg_store(c, item->v.withitem.optional_vars) < 0) return -1;
    } else if (py_cg_emit(c, OP_POP_TOP, 0) < 0) return -1;
    if (i + 1 < s->v.with.items.n) { if (py_cg_with_item(c, s, i + 1) < 0) return -1; }
    else if (py_cg_stmts(c, &s->v.with.body) < 0) return -1;
    py_cg_pop_fb(c);
    SET_LOC(c, s);
    if (py_cg_emit(c, OP_POP_BLOCK, 0) < 0 || py_cg_emit(c, OP_WITH_EXIT, 0) < 0 || py_cg_emit(c, OP_JUMP, end) < 0) return -1;
    return with_handler(c, exc, cleanup, suppress, end, false);
}
