/* py_parse_stmt.c — the statement grammar and py_parse(): source checks
 * (NUL bytes, UTF-8, BOM, \r\n), blocks and indentation diagnostics, simple
 * and compound statements, and CPython's error precedence (tokenizer errors
 * found later in the file override parser errors). */
#include "py_lex.h"

#include <string.h>
#include <stdio.h>

static int statement(py_Parser *P, py_PVec *out);

/* ------------------------------------------------------------ helpers */

static py_Node *simple_node(py_Parser *P, py_NodeKind kind)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, kind, t);
    if (n) py_p_end(P, n);
    return n;
}

static void end_at_list(py_Node *n, py_NodeList *l)
{
    if (l->n == 0) return;
    py_Node *last = l->items[l->n - 1];
    n->end_lineno = last->end_lineno;
    n->end_col_offset = last->end_col_offset;
}

/* ':' after a compound statement header. forced: CPython's `&&':'` (def,
 * try, else, finally) reports "expected ':'" at any token; otherwise only
 * when the line ends there. */
static int expect_colon(py_Parser *P, bool forced)
{
    if (py_p_accept_op(P, PY_TOK_COLON)) return 0;
    py_Token *t = py_p_peek(P, 0);
    if (!t) return -1;
    if (forced || t->type == PY_TK_NEWLINE)
        py_p_err_tok(P, PY_T(SyntaxError), t, "expected ':'");
    else
        py_p_invalid(P);
    return -1;
}

/* A statement block after ':'. what: "'if' statement" / "function
 * definition" ... for "expected an indented block after ...". */
static int block(py_Parser *P, py_NodeList *out, const char *what, int line)
{
    py_PVec v;
    py_p_vinit(&v);
    py_Token *t = py_p_peek(P, 0);
    if (!t) return -1;
    if (t->type == PY_TK_NEWLINE) {
        P->i++;
        py_Token *u = py_p_peek(P, 0);
        if (!u) return -1;
        if (u->type != PY_TK_INDENT) {
            char msg[160];
            snprintf(msg, sizeof msg, "expected an indented block after %s on line %d", what, line);
            py_p_err_tok(P, PY_T(IndentationError), u, msg);
            return -1;
        }
        P->i++;
        if (py_p_enter(P, 1) < 0) return -1;
        for (;;) {
            py_Token *w = py_p_peek(P, 0);
            if (!w) return -1;
            if (w->type == PY_TK_DEDENT) { P->i++; break; }
            if (w->type == PY_TK_ENDMARKER) break;
            if (statement(P, &v) < 0) return -1;
        }
        py_p_leave(P, 1);
    } else {
        if (statement(P, &v) < 0) return -1;   /* simple statements on the header line */
    }
    return py_p_vfin(P, &v, out);
}

/* if/while condition: named_expression, with CPython's '=' diagnostics. */
static py_Node *condition(py_Parser *P)
{
    int st = P->i;
    py_Node *e = py_p_named_expression(P);
    if (!e) return NULL;
    if (py_p_isop(P, PY_TOK_EQUAL)) {
        py_p_expect_after_elem(P, e, st);
        if (!py_err_occurred(P->S)) py_p_invalid(P);
        return NULL;
    }
    return e;
}

/* ------------------------------------------------------------ compound */

static py_Node *if_stmt(py_Parser *P, const char *kind)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, PY_N_IF, t);
    if (!n) return NULL;
    n->v.if_.test = condition(P);
    if (!n->v.if_.test || expect_colon(P, false) < 0) return NULL;
    char what[32];
    snprintf(what, sizeof what, "'%s' statement", kind);
    if (block(P, &n->v.if_.body, what, t->lineno) < 0) return NULL;
    end_at_list(n, &n->v.if_.body);
    if (py_p_iskw(P, PY_KW_ELIF)) {
        py_Node *e = if_stmt(P, "elif");
        if (!e) return NULL;
        n->v.if_.orelse.items = py_arena_alloc(P->S, P->A, sizeof(py_Node *));
        if (!n->v.if_.orelse.items) return NULL;
        n->v.if_.orelse.items[0] = e;
        n->v.if_.orelse.n = 1;
        n->end_lineno = e->end_lineno;
        n->end_col_offset = e->end_col_offset;
    } else if (py_p_iskw(P, PY_KW_ELSE)) {
        py_Token *et = py_p_next(P);
        if (expect_colon(P, true) < 0) return NULL;
        if (block(P, &n->v.if_.orelse, "'else' statement", et->lineno) < 0) return NULL;
        end_at_list(n, &n->v.if_.orelse);
    }
    if (py_err_occurred(P->S)) return NULL;
    return n;
}

static int else_block(py_Parser *P, py_Node *n, py_NodeList *orelse)
{
    if (!py_p_iskw(P, PY_KW_ELSE)) return py_err_occurred(P->S) ? -1 : 0;
    py_Token *et = py_p_next(P);
    if (expect_colon(P, true) < 0) return -1;
    if (block(P, orelse, "'else' statement", et->lineno) < 0) return -1;
    end_at_list(n, orelse);
    return 0;
}

static py_Node *while_stmt(py_Parser *P)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, PY_N_WHILE, t);
    if (!n) return NULL;
    n->v.while_.test = condition(P);
    if (!n->v.while_.test || expect_colon(P, false) < 0) return NULL;
    if (block(P, &n->v.while_.body, "'while' statement", t->lineno) < 0) return NULL;
    end_at_list(n, &n->v.while_.body);
    if (else_block(P, n, &n->v.while_.orelse) < 0) return NULL;
    return n;
}

static py_Node *for_stmt(py_Parser *P)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, PY_N_FOR, t);
    if (!n) return NULL;
    py_Node *tgt = py_p_target_list(P);
    if (!tgt) return NULL;
    if (!py_p_accept_kw(P, PY_KW_IN)) {
        if (py_err_occurred(P->S)) return NULL;
        py_Node *bad = py_p_invalid_target(tgt, false);
        if (bad) {
            char msg[80];
            snprintf(msg, sizeof msg, "cannot assign to %s", py_p_expr_name(bad));
            return py_p_err_node(P, bad, msg);
        }
        return py_p_invalid(P);
    }
    if (py_p_set_target(P, tgt, PY_CTX_STORE, 2) < 0) return NULL;
    n->v.for_.target = tgt;
    n->v.for_.iter = py_p_star_expressions(P);
    if (!n->v.for_.iter || expect_colon(P, false) < 0) return NULL;
    if (block(P, &n->v.for_.body, "'for' statement", t->lineno) < 0) return NULL;
    end_at_list(n, &n->v.for_.body);
    if (else_block(P, n, &n->v.for_.orelse) < 0) return NULL;
    return n;
}

static py_Node *with_item(py_Parser *P)
{
    py_Node *e = py_p_expression(P);
    if (!e) return NULL;
    py_Node *w = py_p_node(P, PY_N_WITHITEM, NULL);
    if (!w) return NULL;
    w->v.withitem.context_expr = e;
    if (py_p_accept_kw(P, PY_KW_AS)) {
        py_Node *tgt = py_p_bitwise_or(P);
        if (!tgt) return NULL;
        if (py_p_set_target(P, tgt, PY_CTX_STORE, 2) < 0) return NULL;
        w->v.withitem.optional_vars = tgt;
    }
    return w;
}

/* Is the '(' at the current token the start of a parenthesized with-item
 * list, i.e. is its matching ')' followed by ':'? */
static int paren_items(py_Parser *P)
{
    int depth = 0;
    for (int k = 0;; k++) {
        py_Token *t = py_p_peek(P, k);
        if (!t) return -1;
        if (t->type == PY_TK_ENDMARKER || t->type == PY_TK_NEWLINE) return 0;
        if (t->type != PY_TK_OP) continue;
        if (t->op == PY_TOK_LPAR || t->op == PY_TOK_LSQB || t->op == PY_TOK_LBRACE) depth++;
        else if (t->op == PY_TOK_RPAR || t->op == PY_TOK_RSQB || t->op == PY_TOK_RBRACE) {
            if (--depth == 0) {
                py_Token *u = py_p_peek(P, k + 1);
                if (!u) return -1;
                return u->type == PY_TK_OP && u->op == PY_TOK_COLON;
            }
        }
    }
}

static py_Node *with_stmt(py_Parser *P)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, PY_N_WITH, t);
    if (!n) return NULL;
    py_PVec items;
    py_p_vinit(&items);
    int pi = py_p_isop(P, PY_TOK_LPAR) ? paren_items(P) : 0;
    if (pi < 0) return NULL;
    if (pi) {
        P->i++;
        for (;;) {
            py_Node *w = with_item(P);
            if (!w || py_p_vpush(P, &items, w) < 0) return NULL;
            if (!py_p_accept_op(P, PY_TOK_COMMA)) break;
            if (py_p_isop(P, PY_TOK_RPAR)) break;
        }
        if (!py_p_accept_op(P, PY_TOK_RPAR)) return py_err_occurred(P->S) ? NULL : py_p_invalid(P);
    } else {
        for (;;) {
            py_Node *w = with_item(P);
            if (!w || py_p_vpush(P, &items, w) < 0) return NULL;
            if (!py_p_accept_op(P, PY_TOK_COMMA)) break;
        }
    }
    if (py_err_occurred(P->S) || expect_colon(P, false) < 0) return NULL;
    if (py_p_vfin(P, &items, &n->v.with.items) < 0) return NULL;
    if (block(P, &n->v.with.body, "'with' statement", t->lineno) < 0) return NULL;
    end_at_list(n, &n->v.with.body);
    return n;
}

static py_Node *try_stmt(py_Parser *P)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, PY_N_TRY, t);
    if (!n) return NULL;
    if (expect_colon(P, true) < 0) return NULL;
    if (block(P, &n->v.try_.body, "'try' statement", t->lineno) < 0) return NULL;
    end_at_list(n, &n->v.try_.body);
    py_PVec hs;
    py_p_vinit(&hs);
    while (py_p_iskw(P, PY_KW_EXCEPT)) {
        py_Token *et = py_p_next(P);
        py_Node *h = py_p_node(P, PY_N_EXCEPTHANDLER, et);
        if (!h) return NULL;
        int star = 0;
        py_Token *kwend = et;
        if (py_p_isop(P, PY_TOK_STAR)) {
            kwend = py_p_next(P);
            star = 1;
            if (py_p_isop(P, PY_TOK_COLON))
                return py_p_err_tok(P, PY_T(SyntaxError), py_p_peek(P, 0), "expected one or more exception types");
        }
        if (hs.n && star != n->v.try_.star)
            return py_p_err_range(P, et->lineno, et->col, kwend->end_lineno, kwend->end_col,
                                  "cannot have both 'except' and 'except*' on the same 'try'");
        n->v.try_.star = star;
        if (!py_p_isop(P, PY_TOK_COLON)) {
            if (py_err_occurred(P->S)) return NULL;
            py_Token *u = py_p_peek(P, 0);
            if (u->type == PY_TK_NEWLINE) {
                py_p_err_tok(P, PY_T(SyntaxError), u, "expected ':'");
                return NULL;
            }
            h->v.excepthandler.type = py_p_expression(P);
            if (!h->v.excepthandler.type) return NULL;
            if (py_p_isop(P, PY_TOK_COMMA)) {
                /* except A, B: */
                int save = P->i;
                P->i++;
                py_Node *last = h->v.excepthandler.type;
                for (;;) {
                    py_Node *x = py_p_expression(P);
                    if (!x) return NULL;
                    last = x;
                    if (!py_p_accept_op(P, PY_TOK_COMMA)) break;
                }
                if (py_p_isop(P, PY_TOK_COLON) || py_p_iskw(P, PY_KW_AS))
                    return py_p_err_range(P, h->v.excepthandler.type->lineno, h->v.excepthandler.type->col_offset,
                                          last->end_lineno, last->end_col_offset,
                                          "multiple exception types must be parenthesized");
                P->i = save;
                return py_p_invalid(P);
            }
            if (py_p_accept_kw(P, PY_KW_AS)) {
                py_Token *nm = py_p_peek(P, 0);
                if (!nm) return NULL;
                if (nm->type != PY_TK_NAME || nm->kw) return py_p_invalid(P);
                P->i++;
                h->v.excepthandler.name = py_p_name_obj(P, nm);
                if (!h->v.excepthandler.name) return NULL;
            }
        }
        if (expect_colon(P, false) < 0) return NULL;
        if (block(P, &h->v.excepthandler.body, "'except' statement", et->lineno) < 0) return NULL;
        end_at_list(h, &h->v.excepthandler.body);
        if (py_p_vpush(P, &hs, h) < 0) return NULL;
        end_at_list(n, &h->v.excepthandler.body);
    }
    if (py_err_occurred(P->S)) return NULL;
    if (py_p_vfin(P, &hs, &n->v.try_.handlers) < 0) return NULL;
    if (hs.n && else_block(P, n, &n->v.try_.orelse) < 0) return NULL;
    if (py_p_iskw(P, PY_KW_FINALLY)) {
        py_Token *ft = py_p_next(P);
        if (expect_colon(P, true) < 0) return NULL;
        if (block(P, &n->v.try_.finalbody, "'finally' statement", ft->lineno) < 0) return NULL;
        end_at_list(n, &n->v.try_.finalbody);
    }
    if (py_err_occurred(P->S)) return NULL;
    if (hs.n == 0 && n->v.try_.finalbody.n == 0) {
        py_Token *u = py_p_peek(P, 0);
        if (!u) return NULL;
        return py_p_err_tok(P, PY_T(SyntaxError), u, "expected 'except' or 'finally' block");
    }
    return n;
}

/* ------------------------------------------------------ type parameters */

/* A parameterless Lambda around e: the lazily evaluated value of a type
 * parameter's bound/default or of a `type` alias. */
static py_Node *lazy(py_Parser *P, py_Node *e)
{
    py_Node *l = py_p_node(P, PY_N_LAMBDA, NULL);
    if (!l) return NULL;
    l->lineno = e->lineno; l->col_offset = e->col_offset;
    l->end_lineno = e->end_lineno; l->end_col_offset = e->end_col_offset;
    l->v.lambda.body = e;
    l->v.lambda.lazy = 1;
    return l;
}

/* '[' type_param (',' type_param)* [','] ']' (PEP 695, with 3.13's defaults) */
static int type_params(py_Parser *P, py_NodeList *out)
{
    py_Token *lb = py_p_next(P);
    py_PVec v;
    py_p_vinit(&v);
    if (py_p_isop(P, PY_TOK_RSQB)) {
        py_Token *rb = py_p_peek(P, 0);
        py_p_err_range(P, lb->lineno, lb->col, rb->lineno, rb->col + 1, "Type parameter list cannot be empty");
        return -1;
    }
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) return -1;
        int kind = PY_TP_TYPEVAR;
        if (t->type == PY_TK_OP && t->op == PY_TOK_STAR) { kind = PY_TP_TYPEVARTUPLE; P->i++; }
        else if (t->type == PY_TK_OP && t->op == PY_TOK_DOUBLESTAR) { kind = PY_TP_PARAMSPEC; P->i++; }
        py_Token *nm = py_p_peek(P, 0);
        if (!nm) return -1;
        if (nm->type != PY_TK_NAME || nm->kw) { py_p_invalid(P); return -1; }
        P->i++;
        py_Node *tp = py_p_node(P, PY_N_TYPEPARAM, t);
        if (!tp) return -1;
        tp->v.typeparam.kind = kind;
        tp->v.typeparam.name = py_p_name_obj(P, nm);
        if (!tp->v.typeparam.name) return -1;
        if (py_p_isop(P, PY_TOK_COLON)) {
            py_Token *colon = py_p_next(P);
            py_Node *b = py_p_expression(P);
            if (!b) return -1;
            if (kind != PY_TP_TYPEVAR) {
                py_p_err_range(P, colon->lineno, colon->col, b->end_lineno, b->end_col_offset,
                               kind == PY_TP_TYPEVARTUPLE ? "cannot use bound with TypeVarTuple"
                                                          : "cannot use bound with ParamSpec");
                return -1;
            }
            tp->v.typeparam.constraints = b->kind == PY_N_TUPLE;
            if (!(tp->v.typeparam.bound = lazy(P, b))) return -1;
        }
        if (py_p_accept_op(P, PY_TOK_EQUAL)) {
            py_Node *d;
            if (kind == PY_TP_TYPEVARTUPLE && py_p_isop(P, PY_TOK_STAR)) {
                P->i++;
                d = py_p_bitwise_or(P);
                tp->v.typeparam.starred_default = 1;
            } else d = py_p_expression(P);
            if (!d) return -1;
            if (!(tp->v.typeparam.default_ = lazy(P, d))) return -1;
        }
        if (py_err_occurred(P->S)) return -1;
        py_p_end(P, tp);
        if (py_p_vpush(P, &v, tp) < 0) return -1;
        if (py_p_accept_op(P, PY_TOK_COMMA)) {
            if (py_p_isop(P, PY_TOK_RSQB)) break;
            continue;
        }
        break;
    }
    if (!py_p_accept_op(P, PY_TOK_RSQB)) { if (!py_err_occurred(P->S)) py_p_invalid(P); return -1; }
    return py_p_vfin(P, &v, out);
}

static py_Node *funcdef(py_Parser *P, py_NodeList *decos)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, PY_N_FUNCDEF, t);
    if (!n) return NULL;
    py_Token *nm = py_p_peek(P, 0);
    if (!nm) return NULL;
    if (nm->type != PY_TK_NAME || nm->kw) return py_p_invalid(P);
    P->i++;
    n->v.funcdef.name = py_p_name_obj(P, nm);
    if (!n->v.funcdef.name) return NULL;
    if (py_p_isop(P, PY_TOK_LSQB) && type_params(P, &n->v.funcdef.type_params) < 0) return NULL;
    if (!py_p_accept_op(P, PY_TOK_LPAR)) {
        if (py_err_occurred(P->S)) return NULL;
        py_Token *u = py_p_peek(P, 0);
        if (u && (u->type == PY_TK_NEWLINE || (u->type == PY_TK_OP && u->op == PY_TOK_COLON)))
            return py_p_err_tok(P, PY_T(SyntaxError), u, "expected '('");
        return py_p_invalid(P);
    }
    n->v.funcdef.args = py_p_parameters(P, false);
    if (!n->v.funcdef.args) return NULL;
    if (!py_p_accept_op(P, PY_TOK_RPAR)) return py_err_occurred(P->S) ? NULL : py_p_invalid(P);
    if (py_p_accept_op(P, PY_TOK_RARROW)) {
        n->v.funcdef.returns = py_p_expression(P);
        if (!n->v.funcdef.returns) return NULL;
    }
    if (expect_colon(P, true) < 0) return NULL;
    if (block(P, &n->v.funcdef.body, "function definition", t->lineno) < 0) return NULL;
    end_at_list(n, &n->v.funcdef.body);
    if (decos) n->v.funcdef.decorators = *decos;
    return n;
}

/* async def / async for / async with: the statement after `async`, flagged,
 * its position starting at the `async` keyword (as CPython's AST). */
static py_Node *async_stmt(py_Parser *P, py_NodeList *decos)
{
    py_Token *at = py_p_next(P);
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    py_Node *n = NULL;
    if (t->type == PY_TK_NAME && t->kw == PY_KW_DEF) {
        n = funcdef(P, decos);
        if (n) n->v.funcdef.is_async = 1;
    } else if (t->type == PY_TK_NAME && t->kw == PY_KW_FOR) {
        n = for_stmt(P);
        if (n) n->v.for_.is_async = 1;
    } else if (t->type == PY_TK_NAME && t->kw == PY_KW_WITH) {
        n = with_stmt(P);
        if (n) n->v.with.is_async = 1;
    } else {
        return py_err_occurred(P->S) ? NULL : py_p_invalid(P);
    }
    if (n) { n->lineno = at->lineno; n->col_offset = at->col; }
    return n;
}

static py_Node *classdef(py_Parser *P, py_NodeList *decos)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, PY_N_CLASSDEF, t);
    if (!n) return NULL;
    py_Token *nm = py_p_peek(P, 0);
    if (!nm) return NULL;
    if (nm->type != PY_TK_NAME || nm->kw) return py_p_invalid(P);
    P->i++;
    n->v.classdef.name = py_p_name_obj(P, nm);
    if (!n->v.classdef.name) return NULL;
    if (py_p_isop(P, PY_TOK_LSQB) && type_params(P, &n->v.classdef.type_params) < 0) return NULL;
    py_Token *lp = py_p_peek(P, 0);
    if (!lp) return NULL;
    if (py_p_accept_op(P, PY_TOK_LPAR)) {
        py_Node *c = py_p_call_args(P, n, lp, lp);
        if (!c) return NULL;
        n->v.classdef.bases = c->v.call.args;
        n->v.classdef.keywords = c->v.call.keywords;
    }
    if (expect_colon(P, false) < 0) return NULL;
    if (block(P, &n->v.classdef.body, "class definition", t->lineno) < 0) return NULL;
    end_at_list(n, &n->v.classdef.body);
    if (decos) n->v.classdef.decorators = *decos;
    return n;
}

static py_Node *decorated(py_Parser *P)
{
    py_PVec v;
    py_p_vinit(&v);
    while (py_p_isop(P, PY_TOK_AT)) {
        P->i++;
        py_Node *e = py_p_named_expression(P);
        if (!e || py_p_vpush(P, &v, e) < 0) return NULL;
        py_Token *nl = py_p_peek(P, 0);
        if (!nl) return NULL;
        if (nl->type != PY_TK_NEWLINE) return py_p_invalid(P);
        P->i++;
    }
    if (py_err_occurred(P->S)) return NULL;
    py_NodeList decos;
    if (py_p_vfin(P, &v, &decos) < 0) return NULL;
    if (py_p_iskw(P, PY_KW_DEF)) return funcdef(P, &decos);
    if (py_p_iskw(P, PY_KW_CLASS)) return classdef(P, &decos);
    if (py_p_iskw(P, PY_KW_ASYNC)) {
        py_Token *at = py_p_peek(P, 1);
        if (!at || at->type != PY_TK_NAME || at->kw != PY_KW_DEF) return py_err_occurred(P->S) ? NULL : py_p_invalid(P);
        return async_stmt(P, &decos);
    }
    return py_err_occurred(P->S) ? NULL : py_p_invalid(P);
}

/* ------------------------------------------------------------ simple */

static py_Node *dotted_name(py_Parser *P, py_Obj **out)
{
    nb_Buf b;
    nb_buf_init(&b, &P->S->heap);
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) goto fail;
        if (t->type != PY_TK_NAME || t->kw) { py_p_invalid(P); goto fail; }
        P->i++;
        nb_buf_append(&b, P->L.src + t->start, t->end - t->start);
        if (!py_p_isop(P, PY_TOK_DOT)) break;
        P->i++;
        nb_buf_putc(&b, '.');
    }
    if (py_err_occurred(P->S)) goto fail;
    if (b.oom) { py_err_nomemory(P->S); goto fail; }
    py_Obj *s = py_str_new(P->S, b.data, (py_ssize)b.len);
    nb_buf_free(&b);
    if (!s) return NULL;
    py_Obj *i = py_intern_str(P->S, s);
    py_decref(P->S, s);
    if (!i || py_arena_keep(P->S, P->A, i) < 0) return NULL;
    *out = i;
    return (py_Node *)1;
fail:
    nb_buf_free(&b);
    return NULL;
}

static py_Node *alias(py_Parser *P, bool dotted)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    py_Node *a = py_p_node(P, PY_N_ALIAS, t);
    if (!a) return NULL;
    if (dotted) {
        if (!dotted_name(P, &a->v.alias.name)) return NULL;
    } else {
        if (t->type != PY_TK_NAME || t->kw) return py_p_invalid(P);
        P->i++;
        a->v.alias.name = py_p_name_obj(P, t);
        if (!a->v.alias.name) return NULL;
    }
    if (py_p_accept_kw(P, PY_KW_AS)) {
        py_Token *nm = py_p_peek(P, 0);
        if (!nm) return NULL;
        if (nm->type != PY_TK_NAME || nm->kw) return py_p_invalid(P);
        P->i++;
        a->v.alias.asname = py_p_name_obj(P, nm);
        if (!a->v.alias.asname) return NULL;
    }
    if (py_err_occurred(P->S)) return NULL;
    py_p_end(P, a);
    return a;
}

static py_Node *import_stmt(py_Parser *P)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, PY_N_IMPORT, t);
    if (!n) return NULL;
    py_Token *u = py_p_peek(P, 0);
    if (!u) return NULL;
    if (u->type == PY_TK_NEWLINE || u->type == PY_TK_ENDMARKER) {
        int off = 0;
        (void)off;
        py_lex_raise(&P->L, PY_T(SyntaxError), "Expected one or more names after 'import'",
                     u->lineno, u->col, u->lineno, u->col, true);
        return NULL;
    }
    py_PVec v;
    py_p_vinit(&v);
    for (;;) {
        py_Node *a = alias(P, true);
        if (!a || py_p_vpush(P, &v, a) < 0) return NULL;
        if (!py_p_accept_op(P, PY_TOK_COMMA)) break;
    }
    if (py_err_occurred(P->S)) return NULL;
    py_p_end(P, n);
    if (py_p_vfin(P, &v, &n->v.import.names) < 0) return NULL;
    return n;
}

static py_Node *from_stmt(py_Parser *P)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, PY_N_IMPORTFROM, t);
    if (!n) return NULL;
    int level = 0;
    for (;;) {
        if (py_p_accept_op(P, PY_TOK_DOT)) level++;
        else if (py_p_accept_op(P, PY_TOK_ELLIPSIS)) level += 3;
        else break;
    }
    if (py_err_occurred(P->S)) return NULL;
    n->v.importfrom.level = level;
    if (!py_p_iskw(P, PY_KW_IMPORT)) {
        if (py_err_occurred(P->S)) return NULL;
        if (!dotted_name(P, &n->v.importfrom.module)) return NULL;
        if (!py_p_iskw(P, PY_KW_IMPORT)) return py_err_occurred(P->S) ? NULL : py_p_invalid(P);
    } else if (level == 0) {
        return py_p_invalid(P);
    }
    P->i++;   /* import */
    py_PVec v;
    py_p_vinit(&v);
    py_Token *u = py_p_peek(P, 0);
    if (!u) return NULL;
    if (u->type == PY_TK_OP && u->op == PY_TOK_STAR) {
        P->i++;
        py_Node *a = py_p_node(P, PY_N_ALIAS, u);
        if (!a) return NULL;
        a->v.alias.name = py_intern(P->S, "*");
        if (!a->v.alias.name) return NULL;
        py_p_end(P, a);
        if (py_p_vpush(P, &v, a) < 0) return NULL;
    } else {
        bool paren = py_p_accept_op(P, PY_TOK_LPAR);
        for (;;) {
            py_Node *a = alias(P, false);
            if (!a || py_p_vpush(P, &v, a) < 0) return NULL;
            if (!py_p_accept_op(P, PY_TOK_COMMA)) break;
            if (paren && py_p_isop(P, PY_TOK_RPAR)) break;
            if (!paren) {
                py_Token *w = py_p_peek(P, 0);
                if (!w) return NULL;
                if (w->type == PY_TK_NEWLINE) {
                    return py_p_err_tok(P, PY_T(SyntaxError), w,
                                        "trailing comma not allowed without surrounding parentheses");
                }
            }
        }
        if (py_err_occurred(P->S)) return NULL;
        if (paren && !py_p_accept_op(P, PY_TOK_RPAR)) return py_err_occurred(P->S) ? NULL : py_p_invalid(P);
    }
    py_p_end(P, n);
    if (py_p_vfin(P, &v, &n->v.importfrom.names) < 0) return NULL;
    return n;
}

static py_Node *global_stmt(py_Parser *P, py_NodeKind kind)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, kind, t);
    if (!n) return NULL;
    py_Obj *names = py_list_new(P->S, 0);
    if (!names || py_arena_keep(P->S, P->A, names) < 0) return NULL;
    n->v.global.names = names;
    for (;;) {
        py_Token *nm = py_p_peek(P, 0);
        if (!nm) return NULL;
        if (nm->type != PY_TK_NAME || nm->kw) return py_p_invalid(P);
        P->i++;
        py_Obj *s = py_p_name_obj(P, nm);
        if (!s || py_list_append(P->S, names, s) < 0) return NULL;
        if (!py_p_accept_op(P, PY_TOK_COMMA)) break;
    }
    if (py_err_occurred(P->S)) return NULL;
    py_p_end(P, n);
    return n;
}

static py_Node *del_stmt(py_Parser *P)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, PY_N_DELETE, t);
    if (!n) return NULL;
    py_PVec v;
    py_p_vinit(&v);
    for (;;) {
        py_Node *e = py_p_bitwise_or(P);
        if (!e) return NULL;
        if (py_p_set_target(P, e, PY_CTX_DEL, 1) < 0) return NULL;
        if (py_p_vpush(P, &v, e) < 0) return NULL;
        if (!py_p_accept_op(P, PY_TOK_COMMA)) break;
        py_Token *u = py_p_peek(P, 0);
        if (!u) return NULL;
        if (!py_p_starts_expr(P, u)) break;
    }
    if (py_err_occurred(P->S)) return NULL;
    py_p_end(P, n);
    if (py_p_vfin(P, &v, &n->v.del.targets) < 0) return NULL;
    return n;
}

/* Target check for `=` assignments with CPython's wording. first: this is
 * the statement's first target (the "here. Maybe you meant '=='" form). */
static int assign_target(py_Parser *P, py_Node *e, bool first, py_Node *value, int nparts)
{
    if (e->kind == PY_N_YIELD || e->kind == PY_N_YIELDFROM) {
        py_p_err_node(P, e, "assignment to yield expression not possible");
        return -1;
    }
    if (e->kind == PY_N_STARRED) {
        py_p_err_node(P, e, "starred assignment target must be in a list or tuple");
        return -1;
    }
    py_Node *bad = py_p_invalid_target(e, false);
    if (bad) {
        char msg[160];
        bool here = first && nparts == 2 && bad == e && e->kind != PY_N_COMPARE && e->kind != PY_N_BOOLOP &&
                    e->kind != PY_N_IFEXP && e->kind != PY_N_LAMBDA && e->kind != PY_N_NAMEDEXPR &&
                    e->kind != PY_N_GENEXP &&
                    !(e->kind == PY_N_UNARYOP && e->v.unaryop.op == PY_UNARY_NOT) &&
                    !(e->kind == PY_N_CONSTANT && (py_isinstance_type(e->v.constant.value, PY_T(bool)) ||
                                                   py_isinstance_type(e->v.constant.value, PY_T(NoneType)))) &&
                    value && value->kind != PY_N_YIELD && value->kind != PY_N_YIELDFROM &&
                    value->kind != PY_N_LAMBDA && value->kind != PY_N_STARRED;
        if (here && value && value->kind == PY_N_TUPLE && value->v.list.elts.n &&
            value->v.list.elts.items[0]->kind == PY_N_STARRED)
            here = false;
        if (here)
            snprintf(msg, sizeof msg, "cannot assign to %s here. Maybe you meant '==' instead of '='?",
                     py_p_expr_name(bad));
        else
            snprintf(msg, sizeof msg, "cannot assign to %s", py_p_expr_name(bad));
        py_p_err_node(P, bad, msg);
        return -1;
    }
    /* starred count (a compiler error in CPython, same wording) */
    if (e->kind == PY_N_TUPLE || e->kind == PY_N_LIST) {
        int ns = 0;
        for (int i = 0; i < e->v.list.elts.n; i++)
            if (e->v.list.elts.items[i]->kind == PY_N_STARRED) ns++;
        if (ns > 1) {
            py_p_err_node(P, e, "multiple starred expressions in assignment");
            return -1;
        }
    }
    return py_p_set_target(P, e, PY_CTX_STORE, 0);
}

static bool is_legacy_print(py_Parser *P, py_Node *e, const char **which)
{
    if (e->kind != PY_N_NAME) return false;
    if (py_str_eq_c(e->v.name.id, "print")) *which = "print";
    else if (py_str_eq_c(e->v.name.id, "exec")) *which = "exec";
    else return false;
    return true;
}

static py_Node *expr_stmt(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    int st_idx = P->i;
    py_Node *e = py_p_yield_or_star_expressions(P);
    if (!e) return NULL;
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (t->type == PY_TK_OP && t->op == PY_TOK_COLON) {
        /* annotated assignment */
        if (e->kind == PY_N_TUPLE || e->kind == PY_N_LIST) {
            char msg[80];
            snprintf(msg, sizeof msg, "only single target (not %s) can be annotated",
                     e->kind == PY_N_TUPLE ? "tuple" : "list");
            return py_p_err_node(P, e, msg);
        }
        if (e->kind != PY_N_NAME && e->kind != PY_N_ATTRIBUTE && e->kind != PY_N_SUBSCRIPT)
            return py_p_err_node(P, e, "illegal target for annotation");
        P->i++;
        py_Node *n = py_p_node(P, PY_N_ANNASSIGN, st);
        if (!n) return NULL;
        if (py_p_set_target(P, e, PY_CTX_STORE, 0) < 0) return NULL;
        n->v.annassign.target = e;
        n->v.annassign.simple = e->kind == PY_N_NAME && !(st->type == PY_TK_OP && st->op == PY_TOK_LPAR);
        n->v.annassign.annotation = py_p_expression(P);
        if (!n->v.annassign.annotation) return NULL;
        if (py_p_accept_op(P, PY_TOK_EQUAL)) {
            n->v.annassign.value = py_p_yield_or_star_expressions(P);
            if (!n->v.annassign.value) return NULL;
        }
        if (py_err_occurred(P->S)) return NULL;
        py_p_end(P, n);
        return n;
    }
    if (t->type == PY_TK_OP && t->op == PY_TOK_EQUAL) {
        py_PVec parts;
        py_p_vinit(&parts);
        if (py_p_vpush(P, &parts, e) < 0) return NULL;
        while (py_p_accept_op(P, PY_TOK_EQUAL)) {
            py_Node *v = py_p_yield_or_star_expressions(P);
            if (!v) {
                return NULL;
            }
            if (py_p_vpush(P, &parts, v) < 0) return NULL;
        }
        if (py_err_occurred(P->S)) return NULL;
        int np = parts.n;
        py_Node *value = parts.items[np - 1];
        for (int k = 0; k < np - 1; k++)
            if (assign_target(P, parts.items[k], k == 0, parts.items[k + 1], np) < 0) return NULL;
        py_Node *n = py_p_node(P, PY_N_ASSIGN, st);
        if (!n) return NULL;
        n->v.assign.value = value;
        parts.n = np - 1;
        if (py_p_vfin(P, &parts, &n->v.assign.targets) < 0) return NULL;
        py_p_end(P, n);
        return n;
    }
    if (t->type == PY_TK_OP && t->op >= PY_TOK_AUG_FIRST && t->op <= PY_TOK_AUG_LAST) {
        if (e->kind != PY_N_NAME && e->kind != PY_N_ATTRIBUTE && e->kind != PY_N_SUBSCRIPT) {
            char msg[120];
            snprintf(msg, sizeof msg, "'%s' is an illegal expression for augmented assignment", py_p_expr_name(e));
            return py_p_err_node(P, e, msg);
        }
        P->i++;
        if (py_p_set_target(P, e, PY_CTX_STORE, 0) < 0) return NULL;
        py_Node *n = py_p_node(P, PY_N_AUGASSIGN, st);
        if (!n) return NULL;
        n->v.augassign.target = e;
        n->v.augassign.op = t->op - PY_TOK_AUG_FIRST;
        n->v.augassign.value = py_p_yield_or_star_expressions(P);
        if (!n->v.augassign.value) return NULL;
        py_p_end(P, n);
        return n;
    }
    const char *which;
    if (is_legacy_print(P, e, &which) && py_p_starts_expr(P, t)) {
        int save = P->i;
        py_Node *arg = py_p_star_expressions(P);
        if (arg) {
            char msg[120];
            snprintf(msg, sizeof msg, "Missing parentheses in call to '%s'. Did you mean %s(...)?", which, which);
            return py_p_err_range(P, e->lineno, e->col_offset, arg->end_lineno, arg->end_col_offset, msg);
        }
        if (P->tok_error || !py_err_matches(P->S, PY_T(SyntaxError))) return NULL;
        py_err_clear(P->S);
        P->i = save;
    }
    (void)st_idx;
    py_Node *n = py_p_node(P, PY_N_EXPR, st);
    if (!n) return NULL;
    n->v.expr.value = e;
    py_p_end(P, n);
    return n;
}

static py_Node *type_alias(py_Parser *P);
static bool is_type_alias(py_Parser *P);

static py_Node *simple_stmt(py_Parser *P)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (t->type == PY_TK_NAME) {
        if (!t->kw && t->end - t->start == 4 && memcmp(P->L.src + t->start, "type", 4) == 0 && is_type_alias(P))
            return type_alias(P);
        switch (t->kw) {
        case PY_KW_PASS: return simple_node(P, PY_N_PASS);
        case PY_KW_BREAK: return simple_node(P, PY_N_BREAK);
        case PY_KW_CONTINUE: return simple_node(P, PY_N_CONTINUE);
        case PY_KW_RETURN: {
            P->i++;
            py_Node *n = py_p_node(P, PY_N_RETURN, t);
            if (!n) return NULL;
            py_Token *u = py_p_peek(P, 0);
            if (!u) return NULL;
            if (py_p_starts_expr(P, u) || (u->type == PY_TK_OP && u->op == PY_TOK_STAR)) {
                n->v.ret.value = py_p_star_expressions(P);
                if (!n->v.ret.value) return NULL;
            }
            py_p_end(P, n);
            return n;
        }
        case PY_KW_RAISE: {
            P->i++;
            py_Node *n = py_p_node(P, PY_N_RAISE, t);
            if (!n) return NULL;
            py_Token *u = py_p_peek(P, 0);
            if (!u) return NULL;
            if (py_p_starts_expr(P, u)) {
                n->v.raise.exc = py_p_expression(P);
                if (!n->v.raise.exc) return NULL;
                if (py_p_accept_kw(P, PY_KW_FROM)) {
                    n->v.raise.cause = py_p_expression(P);
                    if (!n->v.raise.cause) return NULL;
                }
            }
            if (py_err_occurred(P->S)) return NULL;
            py_p_end(P, n);
            return n;
        }
        case PY_KW_GLOBAL: return global_stmt(P, PY_N_GLOBAL);
        case PY_KW_NONLOCAL: return global_stmt(P, PY_N_NONLOCAL);
        case PY_KW_DEL: return del_stmt(P);
        case PY_KW_ASSERT: {
            P->i++;
            py_Node *n = py_p_node(P, PY_N_ASSERT, t);
            if (!n) return NULL;
            n->v.assert_.test = py_p_expression(P);
            if (!n->v.assert_.test) return NULL;
            if (py_p_accept_op(P, PY_TOK_COMMA)) {
                n->v.assert_.msg = py_p_expression(P);
                if (!n->v.assert_.msg) return NULL;
            }
            if (py_err_occurred(P->S)) return NULL;
            py_p_end(P, n);
            return n;
        }
        case PY_KW_IMPORT: return import_stmt(P);
        case PY_KW_FROM: return from_stmt(P);
        default: break;
        }
    }
    return expr_stmt(P);
}

/* simple_stmt (';' simple_stmt)* [';'] NEWLINE */
static int simple_stmts(py_Parser *P, py_PVec *out)
{
    for (;;) {
        py_Node *s = simple_stmt(P);
        if (!s || py_p_vpush(P, out, s) < 0) return -1;
        py_Token *t = py_p_peek(P, 0);
        if (!t) return -1;
        if (t->type == PY_TK_NEWLINE) { P->i++; return 0; }
        if (t->type == PY_TK_OP && t->op == PY_TOK_SEMI) {
            P->i++;
            py_Token *u = py_p_peek(P, 0);
            if (!u) return -1;
            if (u->type == PY_TK_NEWLINE) { P->i++; return 0; }
            continue;
        }
        if (t->type == PY_TK_ENDMARKER) return 0;
        py_p_invalid(P);
        return -1;
    }
}

/* match subject: NEWLINE INDENT case_block+ DEDENT */
static py_Node *match_stmt(py_Parser *P)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, PY_N_MATCH, t);
    if (!n) return NULL;
    int save = P->i;
    py_Node *subj = py_p_named_expression(P);
    if (subj && py_p_isop(P, PY_TOK_COMMA)) {
        P->i = save;
        subj = py_p_star_expressions(P);
    } else if (subj && subj->kind == PY_N_STARRED) {
        P->i = save;
        subj = py_p_star_expressions(P);
    }
    if (!subj) return NULL;
    n->v.match.subject = subj;
    if (expect_colon(P, false) < 0) return NULL;
    py_Token *nl = py_p_peek(P, 0);
    if (!nl) return NULL;
    if (nl->type != PY_TK_NEWLINE) return py_p_invalid(P);
    P->i++;
    py_Token *ind = py_p_peek(P, 0);
    if (!ind) return NULL;
    if (ind->type != PY_TK_INDENT) {
        char msg[120];
        snprintf(msg, sizeof msg, "expected an indented block after 'match' statement on line %d", t->lineno);
        return py_p_err_tok(P, PY_T(IndentationError), ind, msg);
    }
    P->i++;
    py_PVec cases;
    py_p_vinit(&cases);
    for (;;) {
        py_Token *c = py_p_peek(P, 0);
        if (!c) return NULL;
        if (c->type == PY_TK_DEDENT) { P->i++; break; }
        if (c->type == PY_TK_ENDMARKER) break;
        if (!(c->type == PY_TK_NAME && !c->kw && c->end - c->start == 4 &&
              memcmp(P->L.src + c->start, "case", 4) == 0))
            return py_p_invalid(P);
        P->i++;
        py_Node *mc = py_p_node(P, PY_N_MATCHCASE, c);
        if (!mc) return NULL;
        mc->v.match_case.pattern = py_p_patterns(P);
        if (!mc->v.match_case.pattern) return NULL;
        if (py_p_accept_kw(P, PY_KW_IF)) {
            mc->v.match_case.guard = py_p_named_expression(P);
            if (!mc->v.match_case.guard) return NULL;
        }
        if (py_err_occurred(P->S) || expect_colon(P, false) < 0) return NULL;
        if (block(P, &mc->v.match_case.body, "'case' statement", c->lineno) < 0) return NULL;
        end_at_list(mc, &mc->v.match_case.body);
        if (py_p_vpush(P, &cases, mc) < 0) return NULL;
    }
    if (py_p_vfin(P, &cases, &n->v.match.cases) < 0) return NULL;
    end_at_list(n, &n->v.match.cases);
    return n;
}

/* type NAME [type_params] '=' expression (soft keyword `type`) */
static py_Node *type_alias(py_Parser *P)
{
    py_Token *t = py_p_next(P);
    py_Node *n = py_p_node(P, PY_N_TYPEALIAS, t);
    if (!n) return NULL;
    py_Token *nm = py_p_next(P);
    n->v.typealias.name = py_p_name_obj(P, nm);
    if (!n->v.typealias.name) return NULL;
    if (py_p_isop(P, PY_TOK_LSQB) && type_params(P, &n->v.typealias.type_params) < 0) return NULL;
    if (!py_p_accept_op(P, PY_TOK_EQUAL)) return py_err_occurred(P->S) ? NULL : py_p_invalid(P);
    py_Node *e = py_p_expression(P);
    if (!e) return NULL;
    if (!(n->v.typealias.value = lazy(P, e))) return NULL;
    py_p_end(P, n);
    return n;
}

/* `type` NAME followed by '=' or '[': a type alias statement. */
static bool is_type_alias(py_Parser *P)
{
    py_Token *n1 = py_p_peek(P, 1);
    if (!n1 || n1->type != PY_TK_NAME || n1->kw) return false;
    py_Token *n2 = py_p_peek(P, 2);
    return n2 && n2->type == PY_TK_OP && (n2->op == PY_TOK_EQUAL || n2->op == PY_TOK_LSQB);
}

/* `match` at the start of a line whose logical line ends with ':'. */
static int is_match_stmt(py_Parser *P)
{
    py_Token *n1 = py_p_peek(P, 1);
    if (!n1) return -1;
    if (n1->type == PY_TK_NEWLINE || (n1->type == PY_TK_OP && n1->op != PY_TOK_LPAR && n1->op != PY_TOK_LSQB &&
                                      n1->op != PY_TOK_LBRACE && n1->op != PY_TOK_MINUS && n1->op != PY_TOK_STAR))
        return 0;
    for (int k = 1;; k++) {
        py_Token *t = py_p_peek(P, k);
        if (!t) return -1;
        if (t->type == PY_TK_NEWLINE || t->type == PY_TK_ENDMARKER) {
            py_Token *prev = py_p_peek(P, k - 1);
            return prev->type == PY_TK_OP && prev->op == PY_TOK_COLON;
        }
    }
}

static int statement(py_Parser *P, py_PVec *out)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return -1;
    py_Node *n = NULL;
    if (t->type == PY_TK_NAME) {
        switch (t->kw) {
        case PY_KW_IF: n = if_stmt(P, "if"); goto one;
        case PY_KW_WHILE: n = while_stmt(P); goto one;
        case PY_KW_FOR: n = for_stmt(P); goto one;
        case PY_KW_WITH: n = with_stmt(P); goto one;
        case PY_KW_TRY: n = try_stmt(P); goto one;
        case PY_KW_DEF: n = funcdef(P, NULL); goto one;
        case PY_KW_CLASS: n = classdef(P, NULL); goto one;
        case PY_KW_ASYNC: n = async_stmt(P, NULL); goto one;
        case 0:
            if (t->end - t->start == 5 && memcmp(P->L.src + t->start, "match", 5) == 0) {
                int m = is_match_stmt(P);
                if (m < 0) return -1;
                if (m) { n = match_stmt(P); goto one; }
            }
            break;
        default: break;
        }
    } else if (t->type == PY_TK_OP && t->op == PY_TOK_AT) {
        n = decorated(P);
        goto one;
    } else if (t->type == PY_TK_INDENT) {
        py_p_invalid(P);
        return -1;
    }
    return simple_stmts(P, out);
one:
    if (!n) return -1;
    return py_p_vpush(P, out, n);
}

/* ------------------------------------------------------------ entry */

/* After a parser SyntaxError: tokenize the rest of the source; a tokenizer
 * error there takes precedence (CPython's
 * _PyPegen_tokenize_full_source_to_check_for_errors). */
static void recheck_rest(py_Parser *P)
{
    py_State *S = P->S;
    if (P->tok_error || !py_err_matches(S, PY_T(SyntaxError))) return;
    int err_line = py_p_tok(P, P->ntoks - 1)->lineno;
    if (P->lex_done) return;
    py_Obj *orig = py_err_fetch(S);
    py_Token t;
    for (;;) {
        if (py_lex_next(&P->L, &t) < 0) {
            if (P->L.eof_error) {
                int k = P->L.level - 1;
                if (!(k >= 0 && err_line > P->L.parenline[k])) {
                    py_err_clear(S);
                    py_err_raise(S, orig);
                    return;
                }
            }
            if (!py_err_matches(S, PY_T(SyntaxError))) {   /* MemoryError: keep the original */
                py_err_clear(S);
                py_err_raise(S, orig);
                return;
            }
            py_decref(S, orig);
            return;
        }
        if (t.type == PY_TK_ENDMARKER) break;
    }
    py_err_raise(S, orig);
}

static py_Node *file_input(py_Parser *P)
{
    py_Node *m = py_p_node(P, PY_N_MODULE, NULL);
    if (!m) return NULL;
    py_PVec v;
    py_p_vinit(&v);
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) return NULL;
        if (t->type == PY_TK_ENDMARKER) break;
        if (statement(P, &v) < 0) return NULL;
    }
    if (py_p_vfin(P, &v, &m->v.module.body) < 0) return NULL;
    return m;
}

static void *raise_plain(py_State *S, const char *msg)
{
    py_err_setstr(S, PY_T(SyntaxError), msg);
    return NULL;
}

py_Node *py_parse(py_State *S, py_Arena *a, const char *src, size_t len, py_Obj *filename)
{
    /* NUL bytes */
    const char *nul = memchr(src, 0, len);
    if (nul && filename && PY_TYPE(filename) == PY_T(str) && strcmp(py_str_utf8(filename), "<string>") == 0) {
        /* exec()/eval() of a str: CPython's message has no location */
        py_err_setstr(S, PY_T(SyntaxError), "source code string cannot contain null bytes");
        return NULL;
    }
    if (nul) {
        py_Lexer L;
        py_lex_init(&L, S, src, len, filename);
        int line = 1;
        for (const char *p = src; p < nul; p++) if (*p == '\n') line++;
        /* CPython reports the line with an empty text */
        py_Obj *m = py_str_from(S, "source code cannot contain null bytes");
        py_Obj *ln = py_int_from_i64(S, line);
        py_Obj *z = py_int_from_i64(S, 0);
        py_Obj *loc = (m && ln && z) ? py_tuple_pack(S, 6, filename ? filename : S->None, ln, z,
                                                     S->empty_str, ln, z) : NULL;
        py_Obj *args = loc ? py_tuple_pack(S, 2, m, loc) : NULL;
        if (args) py_err_set(S, PY_T(SyntaxError), args);
        py_xdecref(S, m); py_xdecref(S, ln); py_xdecref(S, z); py_xdecref(S, loc); py_xdecref(S, args);
        (void)L;
        return NULL;
    }
    /* BOM */
    if (len >= 3 && (unsigned char)src[0] == 0xEF && (unsigned char)src[1] == 0xBB && (unsigned char)src[2] == 0xBF) {
        src += 3;
        len -= 3;
    }
    /* UTF-8 */
    if (!nb_utf8_valid(src, len)) {
        size_t i = 0;
        int line = 1;
        while (i < len) {
            uint32_t cp;
            int n = nb_utf8_decode((const unsigned char *)src + i, len - i, &cp);
            if (n <= 0) break;
            if (src[i] == '\n') line++;
            i += (size_t)n;
        }
        char msg[512];
        snprintf(msg, sizeof msg,
                 "Non-UTF-8 code starting with '\\x%02x' in file %s on line %d, but no encoding declared; "
                 "see https://peps.python.org/pep-0263/ for details",
                 i < len ? (unsigned char)src[i] : 0, filename ? py_str_utf8(filename) : "<string>", line);
        return raise_plain(S, msg);
    }
    /* \r\n and \r -> \n */
    char *norm = NULL;
    size_t normcap = 0;
    if (memchr(src, '\r', len)) {
        normcap = len + 1;
        norm = py_malloc(S, normcap);
        if (!norm) return NULL;
        size_t k = 0;
        for (size_t i = 0; i < len; i++) {
            if (src[i] == '\r') {
                norm[k++] = '\n';
                if (i + 1 < len && src[i + 1] == '\n') i++;
            } else {
                norm[k++] = src[i];
            }
        }
        src = norm;
        len = k;
    }
    py_Parser *P = py_malloc(S, sizeof(py_Parser));
    if (!P) { if (norm) py_free(S, norm, normcap); return NULL; }
    P->S = S;
    P->A = a;
    py_lex_init(&P->L, S, src, len, filename);
    py_Node *m = file_input(P);
    if (!m) {
        if (!py_err_occurred(S)) py_p_invalid(P);
        recheck_rest(P);
    }
    for (int i = 0; i < P->nblocks; i++) py_free(S, P->blocks[i], sizeof(py_Token) * PY_P_TOKBLOCK);
    py_free(S, P->blocks, sizeof(py_Token *) * (size_t)P->blockcap);
    py_free(S, P, sizeof(py_Parser));
    if (norm) py_free(S, norm, normcap);
    return m;
}
