/* py_parse_match.c — the pattern grammar of `match` statements (PEP 634):
 * literal, capture, wildcard, value, group, sequence (with one star),
 * mapping (with **rest), class (positional then keyword sub-patterns),
 * or-patterns and `as`, with CPython 3.13's parser messages. The statement
 * itself (subject, case blocks, guards) is in py_parse_stmt.c; the
 * compile-time checks (unreachable patterns, repeated names) are the
 * compiler's. */
#include "py_lex.h"
#include "py_complex.h"

#include <string.h>

static py_Node *pattern(py_Parser *P);

static bool tok_is(py_Parser *P, const py_Token *t, const char *word)
{
    size_t n = strlen(word);
    return t->type == PY_TK_NAME && t->end - t->start == n && memcmp(P->L.src + t->start, word, n) == 0;
}

static bool is_op(const py_Token *t, int op) { return t->type == PY_TK_OP && t->op == op; }

static py_Node *pat_node(py_Parser *P, py_NodeKind kind, const py_Token *start)
{
    return py_p_node(P, kind, start);
}

/* signed_number ['+'|'-' imaginary]: MatchValue of the expression */
static py_Node *number_value(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_Node *e;
    if (is_op(st, PY_TOK_MINUS)) {
        P->i++;
        py_Token *nt = py_p_peek(P, 0);
        if (!nt) return NULL;
        if (nt->type != PY_TK_NUMBER) return py_p_invalid(P);
        py_Node *num = py_p_atom(P);
        if (!num) return NULL;
        e = py_p_node(P, PY_N_UNARYOP, st);
        if (!e) return NULL;
        e->v.unaryop.op = PY_UNARY_USUB;
        e->v.unaryop.operand = num;
        py_p_end(P, e);
    } else {
        e = py_p_atom(P);
        if (!e) return NULL;
    }
    py_Token *op = py_p_peek(P, 0);
    if (!op) return NULL;
    if (is_op(op, PY_TOK_PLUS) || is_op(op, PY_TOK_MINUS)) {
        py_Node *real = e->kind == PY_N_UNARYOP ? e->v.unaryop.operand : e;
        if (py_is_complex(real->v.constant.value))
            return py_p_err_node(P, e, "real number required in complex literal");
        P->i++;
        py_Token *it = py_p_peek(P, 0);
        if (!it) return NULL;
        if (it->type != PY_TK_NUMBER) return py_p_invalid(P);
        py_Node *imag = py_p_atom(P);
        if (!imag) return NULL;
        if (!py_is_complex(imag->v.constant.value))
            return py_p_err_node(P, imag, "imaginary number required in complex literal");
        py_Node *b = py_p_node(P, PY_N_BINOP, st);
        if (!b) return NULL;
        b->v.binop.left = e;
        b->v.binop.op = is_op(op, PY_TOK_PLUS) ? PY_OP_ADD : PY_OP_SUB;
        b->v.binop.right = imag;
        py_p_end(P, b);
        e = b;
    }
    return e;
}

/* NAME ('.' NAME)*: a Name or an Attribute chain (Load) */
static py_Node *dotted(py_Parser *P, bool *has_dot)
{
    py_Token *t = py_p_next(P);
    py_Node *e = py_p_node(P, PY_N_NAME, t);
    if (!e) return NULL;
    e->v.name.id = py_p_name_obj(P, t);
    if (!e->v.name.id) return NULL;
    py_p_end(P, e);
    *has_dot = false;
    while (py_p_isop(P, PY_TOK_DOT)) {
        P->i++;
        py_Token *nt = py_p_peek(P, 0);
        if (!nt) return NULL;
        if (nt->type != PY_TK_NAME || nt->kw) return py_p_invalid(P);
        P->i++;
        py_Node *a = py_p_node(P, PY_N_ATTRIBUTE, t);
        if (!a) return NULL;
        a->v.attribute.value = e;
        a->v.attribute.attr = py_p_name_obj(P, nt);
        if (!a->v.attribute.attr) return NULL;
        py_p_end(P, a);
        e = a;
        *has_dot = true;
    }
    return py_err_occurred(P->S) ? NULL : e;
}

/* A literal or value expression for MatchValue / mapping keys; NULL with
 * no error set when the token cannot start one. */
static py_Node *literal_expr(py_Parser *P, bool allow_name_value)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (t->type == PY_TK_NUMBER || is_op(t, PY_TOK_MINUS)) return number_value(P);
    if (t->type == PY_TK_STRING || t->type == PY_TK_FSTRING_START) {
        py_Node *e = py_p_atom(P);
        if (!e) return NULL;
        if (e->kind == PY_N_JOINEDSTR)
            return py_p_err_node(P, e, "patterns may only match literals and attribute lookups");
        return e;
    }
    if (t->type == PY_TK_NAME && (t->kw == PY_KW_NONE || t->kw == PY_KW_TRUE || t->kw == PY_KW_FALSE))
        return py_p_atom(P);
    if (allow_name_value && t->type == PY_TK_NAME && !t->kw) {
        bool dot;
        py_Node *e = dotted(P, &dot);
        if (!e) return NULL;
        if (!dot) return py_p_invalid(P);
        return e;
    }
    return py_p_invalid(P);
}

static py_Node *maybe_star(py_Parser *P)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (!is_op(t, PY_TOK_STAR)) return pattern(P);
    P->i++;
    py_Token *nt = py_p_peek(P, 0);
    if (!nt) return NULL;
    if (nt->type != PY_TK_NAME || nt->kw) return py_p_invalid(P);
    P->i++;
    py_Node *n = pat_node(P, PY_N_MATCHSTAR, t);
    if (!n) return NULL;
    if (!tok_is(P, nt, "_")) {
        n->v.pat.name = py_p_name_obj(P, nt);
        if (!n->v.pat.name) return NULL;
    }
    py_p_end(P, n);
    return n;
}

/* items of a [..] or (..) sequence pattern up to `closer` (consumed) */
static int seq_items(py_Parser *P, py_PVec *v, int closer)
{
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) return -1;
        if (is_op(t, closer)) { P->i++; return 0; }
        py_Node *p = maybe_star(P);
        if (!p || py_p_vpush(P, v, p) < 0) return -1;
        if (py_p_accept_op(P, PY_TOK_COMMA)) continue;
        if (py_err_occurred(P->S)) return -1;
        if (py_p_accept_op(P, closer)) return 0;
        py_p_invalid(P);
        return -1;
    }
}

static py_Node *mapping(py_Parser *P, py_Token *lb)
{
    py_Node *n = pat_node(P, PY_N_MATCHMAPPING, lb);
    if (!n) return NULL;
    py_PVec keys, pats;
    py_p_vinit(&keys);
    py_p_vinit(&pats);
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) return NULL;
        if (is_op(t, PY_TOK_RBRACE)) { P->i++; break; }
        if (is_op(t, PY_TOK_DOUBLESTAR)) {
            P->i++;
            py_Token *nt = py_p_peek(P, 0);
            if (!nt) return NULL;
            if (nt->type != PY_TK_NAME || nt->kw || tok_is(P, nt, "_")) return py_p_invalid(P);
            P->i++;
            n->v.pat.name = py_p_name_obj(P, nt);
            if (!n->v.pat.name) return NULL;
            py_p_accept_op(P, PY_TOK_COMMA);
            if (py_err_occurred(P->S)) return NULL;
            if (!py_p_accept_op(P, PY_TOK_RBRACE)) return py_err_occurred(P->S) ? NULL : py_p_invalid(P);
            break;
        }
        py_Node *k = literal_expr(P, true);
        if (!k) return NULL;
        if (!py_p_accept_op(P, PY_TOK_COLON)) return py_err_occurred(P->S) ? NULL : py_p_invalid(P);
        py_Node *p = pattern(P);
        if (!p || py_p_vpush(P, &keys, k) < 0 || py_p_vpush(P, &pats, p) < 0) return NULL;
        if (py_p_accept_op(P, PY_TOK_COMMA)) continue;
        if (py_err_occurred(P->S)) return NULL;
        if (py_p_accept_op(P, PY_TOK_RBRACE)) break;
        return py_p_invalid(P);
    }
    if (py_p_vfin(P, &keys, &n->v.pat.keys) < 0 || py_p_vfin(P, &pats, &n->v.pat.patterns) < 0) return NULL;
    py_p_end(P, n);
    return n;
}

/* cls '(' [patterns] [NAME '=' pattern ...] ')' */
static py_Node *class_pattern(py_Parser *P, py_Token *st, py_Node *cls)
{
    P->i++;   /* '(' */
    py_Node *n = pat_node(P, PY_N_MATCHCLASS, st);
    if (!n) return NULL;
    n->v.pat.cls = cls;
    py_PVec pos, kwp;
    py_p_vinit(&pos);
    py_p_vinit(&kwp);
    py_Obj *names = py_list_new(P->S, 0);
    if (!names || py_arena_keep(P->S, P->A, names) < 0) return NULL;
    n->v.pat.kwd_attrs = names;
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) return NULL;
        if (is_op(t, PY_TOK_RPAR)) { P->i++; break; }
        py_Token *t1 = py_p_peek(P, 1);
        if (!t1) return NULL;
        if (t->type == PY_TK_NAME && !t->kw && is_op(t1, PY_TOK_EQUAL)) {
            P->i += 2;
            py_Obj *nm = py_p_name_obj(P, t);
            py_Node *p = nm ? pattern(P) : NULL;
            if (!p || py_list_append(P->S, names, nm) < 0 || py_p_vpush(P, &kwp, p) < 0) return NULL;
        } else {
            py_Node *p = pattern(P);
            if (!p) return NULL;
            if (kwp.n) return py_p_err_node(P, p, "positional patterns follow keyword patterns");
            if (py_p_vpush(P, &pos, p) < 0) return NULL;
        }
        if (py_p_accept_op(P, PY_TOK_COMMA)) continue;
        if (py_err_occurred(P->S)) return NULL;
        if (py_p_accept_op(P, PY_TOK_RPAR)) break;
        return py_p_invalid(P);
    }
    if (py_p_vfin(P, &pos, &n->v.pat.patterns) < 0 || py_p_vfin(P, &kwp, &n->v.pat.kwd_patterns) < 0) return NULL;
    py_p_end(P, n);
    return n;
}

static py_Node *closed_pattern(py_Parser *P)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (t->type == PY_TK_NUMBER || is_op(t, PY_TOK_MINUS) || t->type == PY_TK_STRING ||
        t->type == PY_TK_FSTRING_START) {
        py_Node *e = literal_expr(P, false);
        if (!e) return NULL;
        py_Node *n = pat_node(P, PY_N_MATCHVALUE, t);
        if (!n) return NULL;
        n->v.pat.value = e;
        py_p_end(P, n);
        return n;
    }
    if (t->type == PY_TK_NAME && (t->kw == PY_KW_NONE || t->kw == PY_KW_TRUE || t->kw == PY_KW_FALSE)) {
        P->i++;
        py_Node *n = pat_node(P, PY_N_MATCHSINGLETON, t);
        if (!n) return NULL;
        n->v.pat.cvalue = t->kw == PY_KW_NONE ? P->S->None : t->kw == PY_KW_TRUE ? P->S->True : P->S->False;
        py_p_end(P, n);
        return n;
    }
    if (t->type == PY_TK_NAME && !t->kw) {
        bool dot;
        py_Node *e = dotted(P, &dot);
        if (!e) return NULL;
        py_Token *u = py_p_peek(P, 0);
        if (!u) return NULL;
        if (is_op(u, PY_TOK_LPAR)) return class_pattern(P, t, e);
        if (dot) {
            py_Node *n = pat_node(P, PY_N_MATCHVALUE, t);
            if (!n) return NULL;
            n->v.pat.value = e;
            py_p_end(P, n);
            return n;
        }
        if (is_op(u, PY_TOK_EQUAL)) return py_p_invalid(P);
        py_Node *n = pat_node(P, PY_N_MATCHAS, t);
        if (!n) return NULL;
        if (!tok_is(P, t, "_")) n->v.pat.name = e->v.name.id;
        py_p_end(P, n);
        return n;
    }
    if (is_op(t, PY_TOK_LPAR) || is_op(t, PY_TOK_LSQB)) {
        P->i++;
        int closer = is_op(t, PY_TOK_LPAR) ? PY_TOK_RPAR : PY_TOK_RSQB;
        py_PVec v;
        py_p_vinit(&v);
        if (closer == PY_TOK_RPAR) {
            py_Token *u = py_p_peek(P, 0);
            if (!u) return NULL;
            if (!is_op(u, PY_TOK_RPAR)) {
                py_Node *first = maybe_star(P);
                if (!first) return NULL;
                if (py_p_isop(P, PY_TOK_RPAR) && first->kind != PY_N_MATCHSTAR) {
                    P->i++;
                    return first;          /* group pattern: the inner pattern itself */
                }
                if (py_err_occurred(P->S)) return NULL;
                if (!py_p_accept_op(P, PY_TOK_COMMA)) return py_err_occurred(P->S) ? NULL : py_p_invalid(P);
                if (py_p_vpush(P, &v, first) < 0) return NULL;
            }
        }
        if (seq_items(P, &v, closer) < 0) return NULL;
        py_Node *n = pat_node(P, PY_N_MATCHSEQUENCE, t);
        if (!n || py_p_vfin(P, &v, &n->v.pat.patterns) < 0) return NULL;
        py_p_end(P, n);
        return n;
    }
    if (is_op(t, PY_TOK_LBRACE)) {
        P->i++;
        return mapping(P, t);
    }
    return py_p_invalid(P);
}

static py_Node *or_pattern(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_Node *first = closed_pattern(P);
    if (!first) return NULL;
    if (!py_p_isop(P, PY_TOK_VBAR)) return py_err_occurred(P->S) ? NULL : first;
    py_PVec v;
    py_p_vinit(&v);
    if (py_p_vpush(P, &v, first) < 0) return NULL;
    while (py_p_accept_op(P, PY_TOK_VBAR)) {
        py_Node *p = closed_pattern(P);
        if (!p || py_p_vpush(P, &v, p) < 0) return NULL;
    }
    if (py_err_occurred(P->S)) return NULL;
    py_Node *n = pat_node(P, PY_N_MATCHOR, st);
    if (!n || py_p_vfin(P, &v, &n->v.pat.patterns) < 0) return NULL;
    py_p_end(P, n);
    return n;
}

/* or_pattern ['as' NAME] */
static py_Node *pattern(py_Parser *P)
{
    if (py_p_enter(P, 1) < 0) return NULL;
    py_Token *st = py_p_peek(P, 0);
    py_Node *p = st ? or_pattern(P) : NULL;
    if (p && py_p_iskw(P, PY_KW_AS)) {
        P->i++;
        py_Token *nt = py_p_peek(P, 0);
        if (!nt) { py_p_leave(P, 1); return NULL; }
        if (nt->type != PY_TK_NAME || nt->kw) { py_p_leave(P, 1); return py_p_invalid(P); }
        if (tok_is(P, nt, "_")) {
            py_p_leave(P, 1);
            return py_p_err_tok(P, PY_T(SyntaxError), nt, "cannot use '_' as a target");
        }
        P->i++;
        py_Token *after = py_p_peek(P, 0);
        if (!after) { py_p_leave(P, 1); return NULL; }
        if (is_op(after, PY_TOK_DOT) || is_op(after, PY_TOK_LPAR) || is_op(after, PY_TOK_EQUAL)) {
            py_p_leave(P, 1);
            return py_p_invalid(P);
        }
        py_Node *n = pat_node(P, PY_N_MATCHAS, st);
        if (!n) { py_p_leave(P, 1); return NULL; }
        n->v.pat.pattern = p;
        n->v.pat.name = py_p_name_obj(P, nt);
        py_p_end(P, n);
        p = n->v.pat.name ? n : NULL;
    }
    py_p_leave(P, 1);
    if (p && py_err_occurred(P->S)) return NULL;
    return p;
}

/* patterns: open_sequence_pattern | pattern (the text after `case`) */
py_Node *py_p_patterns(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_Node *first = maybe_star(P);
    if (!first) return NULL;
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (!is_op(t, PY_TOK_COMMA)) {
        if (first->kind == PY_N_MATCHSTAR) return py_p_invalid(P);
        return first;
    }
    py_PVec v;
    py_p_vinit(&v);
    if (py_p_vpush(P, &v, first) < 0) return NULL;
    while (py_p_accept_op(P, PY_TOK_COMMA)) {
        py_Token *u = py_p_peek(P, 0);
        if (!u) return NULL;
        if (is_op(u, PY_TOK_COLON) || (u->type == PY_TK_NAME && u->kw == PY_KW_IF)) break;
        py_Node *p = maybe_star(P);
        if (!p || py_p_vpush(P, &v, p) < 0) return NULL;
    }
    if (py_err_occurred(P->S)) return NULL;
    py_Node *n = pat_node(P, PY_N_MATCHSEQUENCE, st);
    if (!n || py_p_vfin(P, &v, &n->v.pat.patterns) < 0) return NULL;
    py_p_end(P, n);
    return n;
}
