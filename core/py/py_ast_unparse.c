/* py_ast_unparse.c — an expression back to source text, as CPython 3.13's
 * compiler renders annotations under `from __future__ import annotations`
 * (PEP 563): the minimal parentheses that keep the meaning, constants by
 * repr (infinities as 1e309), subscripts with a bare tuple inside the
 * brackets. Only expressions: annotations never hold statements. */
#include "py_lex.h"
#include "py_complex.h"

#include <string.h>

/* binding strength, weakest first (CPython's ast_unparse.c levels) */
enum {
    PR_TUPLE, PR_TEST, PR_OR, PR_AND, PR_NOT, PR_CMP, PR_EXPR, PR_BOR = PR_EXPR,
    PR_BXOR, PR_BAND, PR_SHIFT, PR_ARITH, PR_TERM, PR_FACTOR, PR_POWER, PR_AWAIT, PR_ATOM
};

typedef struct Un {
    py_State *S;
    nb_Buf b;
    bool err;
    int depth;
} Un;

static void expr(Un *u, py_Node *e, int level);

static void put(Un *u, const char *s) { nb_buf_puts(&u->b, s); }
static void put_if(Un *u, bool cond, const char *s) { if (cond) nb_buf_puts(&u->b, s); }

static void put_str(Un *u, py_Obj *s)
{
    nb_buf_append(&u->b, py_str_utf8(s), (size_t)py_str_nbytes(s));
}

/* repr of a constant; float and complex infinities become 1e309 so the
 * text parses back to the same value */
static void constant(Un *u, py_Obj *v)
{
    py_State *S = u->S;
    if (v == S->Ellipsis) { put(u, "..."); return; }
    py_Obj *r = py_repr(S, v);
    if (!r) { u->err = true; return; }
    const char *s = py_str_utf8(r);
    if ((PY_TYPE(v) == PY_T(float) || PY_TYPE(v) == &py_type_complex) && strstr(s, "inf")) {
        for (const char *p = s; *p;) {
            if (strncmp(p, "inf", 3) == 0) { put(u, "1e309"); p += 3; }
            else nb_buf_putc(&u->b, *p++);
        }
    } else {
        put_str(u, r);
    }
    py_decref(S, r);
}

static void seq(Un *u, py_NodeList *l, int level)
{
    for (int i = 0; i < l->n; i++) {
        if (i) put(u, ", ");
        expr(u, l->items[i], level);
    }
}

static void arg(Un *u, py_Node *a)
{
    put_str(u, a->v.arg.arg);
    if (a->v.arg.annotation) {
        put(u, ": ");
        expr(u, a->v.arg.annotation, PR_TEST);
    }
}

/* lambda parameters: posonly, '/', args with defaults, '*' or *vararg,
 * kwonly with defaults, **kwarg */
static void arguments(Un *u, py_Node *args)
{
    bool first = true;
    py_NodeList *po = &args->v.arguments.posonlyargs, *pa = &args->v.arguments.args;
    py_NodeList *defs = &args->v.arguments.defaults;
    int npos = po->n + pa->n, di = npos - defs->n;
    for (int i = 0; i < npos; i++) {
        put_if(u, !first, ", ");
        first = false;
        arg(u, i < po->n ? po->items[i] : pa->items[i - po->n]);
        if (i >= di) {
            put(u, "=");
            expr(u, defs->items[i - di], PR_TEST);
        }
        if (po->n && i == po->n - 1) put(u, ", /");
    }
    py_NodeList *kw = &args->v.arguments.kwonlyargs;
    if (args->v.arguments.vararg || kw->n) {
        put_if(u, !first, ", ");
        first = false;
        put(u, "*");
        if (args->v.arguments.vararg) arg(u, args->v.arguments.vararg);
    }
    for (int i = 0; i < kw->n; i++) {
        put(u, ", ");
        arg(u, kw->items[i]);
        py_Node *d = args->v.arguments.kw_defaults.items[i];
        if (d) {
            put(u, "=");
            expr(u, d, PR_TEST);
        }
    }
    if (args->v.arguments.kwarg) {
        put_if(u, !first, ", ");
        put(u, "**");
        arg(u, args->v.arguments.kwarg);
    }
}

static void comprehensions(Un *u, py_NodeList *gens)
{
    for (int i = 0; i < gens->n; i++) {
        py_Node *g = gens->items[i];
        put(u, g->v.comprehension.is_async ? " async for " : " for ");
        expr(u, g->v.comprehension.target, PR_TUPLE);
        put(u, " in ");
        expr(u, g->v.comprehension.iter, PR_TEST + 1);
        for (int k = 0; k < g->v.comprehension.ifs.n; k++) {
            put(u, " if ");
            expr(u, g->v.comprehension.ifs.items[k], PR_TEST + 1);
        }
    }
}

/* f-string body: literal braces doubled, replacement fields rebuilt */
static void fstring_body(Un *u, py_Node *e, bool is_spec);

static void fstring_field(Un *u, py_Node *f)
{
    Un inner = { u->S, {0}, false, u->depth };
    nb_buf_init(&inner.b, &u->S->heap);
    expr(&inner, f->v.formattedvalue.value, PR_TEST + 1);
    if (inner.err) u->err = true;
    put(u, "{");
    if (inner.b.len && inner.b.data[0] == '{') put(u, " ");
    if (inner.b.len) nb_buf_append(&u->b, inner.b.data, inner.b.len);
    nb_buf_free(&inner.b);
    if (f->v.formattedvalue.conversion > 0) {
        char conv[3] = { '!', (char)f->v.formattedvalue.conversion, 0 };
        put(u, conv);
    }
    if (f->v.formattedvalue.format_spec) {
        put(u, ":");
        fstring_body(u, f->v.formattedvalue.format_spec, true);
    }
    put(u, "}");
}

static void fstring_body(Un *u, py_Node *e, bool is_spec)
{
    (void)is_spec;
    if (e->kind == PY_N_FORMATTEDVALUE) { fstring_field(u, e); return; }
    py_NodeList *vals = &e->v.joinedstr.values;
    for (int i = 0; i < vals->n; i++) {
        py_Node *p = vals->items[i];
        if (p->kind == PY_N_CONSTANT) {
            const char *s = py_str_utf8(p->v.constant.value);
            for (; *s; s++) {
                if (*s == '{' || *s == '}') nb_buf_putc(&u->b, *s);
                nb_buf_putc(&u->b, *s);
            }
        } else {
            fstring_field(u, p);
        }
    }
}

static void joinedstr(Un *u, py_Node *e)
{
    Un body = { u->S, {0}, false, u->depth };
    nb_buf_init(&body.b, &u->S->heap);
    fstring_body(&body, e, false);
    if (body.err || body.b.oom) { u->err = true; nb_buf_free(&body.b); return; }
    py_Obj *s = py_str_new(u->S, body.b.data ? body.b.data : "", (py_ssize)body.b.len);
    nb_buf_free(&body.b);
    if (!s) { u->err = true; return; }
    put(u, "f");
    constant(u, s);
    py_decref(u->S, s);
}

static const char *const binop_text[PY_NBINOP] = {
    " + ", " - ", " * ", " @ ", " / ", " // ", " % ", " ** ", " << ", " >> ", " & ", " ^ ", " | "
};
static const int binop_pr[PY_NBINOP] = {
    PR_ARITH, PR_ARITH, PR_TERM, PR_TERM, PR_TERM, PR_TERM, PR_TERM, PR_POWER,
    PR_SHIFT, PR_SHIFT, PR_BAND, PR_BXOR, PR_BOR
};
static const char *const cmp_text[] = {
    " == ", " != ", " < ", " <= ", " > ", " >= ", " is ", " is not ", " in ", " not in "
};

static void expr(Un *u, py_Node *e, int level)
{
    if (u->err) return;
    if (++u->depth > 1000) {
        py_err_setstr(u->S, PY_T(RecursionError), "maximum recursion depth exceeded during compilation");
        u->err = true;
        return;
    }
    switch (e->kind) {
    case PY_N_BOOLOP: {
        int pr = e->v.boolop.op == PY_BOOL_AND ? PR_AND : PR_OR;
        put_if(u, level > pr, "(");
        for (int i = 0; i < e->v.boolop.values.n; i++) {
            if (i) put(u, e->v.boolop.op == PY_BOOL_AND ? " and " : " or ");
            expr(u, e->v.boolop.values.items[i], pr + 1);
        }
        put_if(u, level > pr, ")");
        break;
    }
    case PY_N_NAMEDEXPR:
        put_if(u, level > PR_TUPLE, "(");
        expr(u, e->v.namedexpr.target, PR_ATOM);
        put(u, " := ");
        expr(u, e->v.namedexpr.value, PR_ATOM);
        put_if(u, level > PR_TUPLE, ")");
        break;
    case PY_N_BINOP: {
        int op = e->v.binop.op, pr = binop_pr[op];
        bool rassoc = op == PY_OP_POW;
        put_if(u, level > pr, "(");
        expr(u, e->v.binop.left, pr + rassoc);
        put(u, binop_text[op]);
        expr(u, e->v.binop.right, pr + !rassoc);
        put_if(u, level > pr, ")");
        break;
    }
    case PY_N_UNARYOP: {
        static const char *const text[] = { "~", "not ", "+", "-" };
        int pr = e->v.unaryop.op == PY_UNARY_NOT ? PR_NOT : PR_FACTOR;
        put_if(u, level > pr, "(");
        put(u, text[e->v.unaryop.op]);
        expr(u, e->v.unaryop.operand, pr);
        put_if(u, level > pr, ")");
        break;
    }
    case PY_N_LAMBDA: {
        py_Node *a = e->v.lambda.args;
        bool has_args = a && (a->v.arguments.posonlyargs.n || a->v.arguments.args.n || a->v.arguments.vararg ||
                              a->v.arguments.kwonlyargs.n || a->v.arguments.kwarg);
        put_if(u, level > PR_TEST, "(");
        put(u, "lambda");
        if (has_args) { put(u, " "); arguments(u, a); }
        put(u, ": ");
        expr(u, e->v.lambda.body, PR_TEST);
        put_if(u, level > PR_TEST, ")");
        break;
    }
    case PY_N_IFEXP:
        put_if(u, level > PR_TEST, "(");
        expr(u, e->v.ifexp.body, PR_TEST + 1);
        put(u, " if ");
        expr(u, e->v.ifexp.test, PR_TEST + 1);
        put(u, " else ");
        expr(u, e->v.ifexp.orelse, PR_TEST);
        put_if(u, level > PR_TEST, ")");
        break;
    case PY_N_DICT:
        put(u, "{");
        for (int i = 0; i < e->v.dict.values.n; i++) {
            if (i) put(u, ", ");
            py_Node *k = e->v.dict.keys.items[i];
            if (k) {
                expr(u, k, PR_TEST);
                put(u, ": ");
                expr(u, e->v.dict.values.items[i], PR_TEST);
            } else {
                put(u, "**");
                expr(u, e->v.dict.values.items[i], PR_EXPR);
            }
        }
        put(u, "}");
        break;
    case PY_N_SET:
        put(u, "{");
        seq(u, &e->v.set.elts, PR_TEST);
        put(u, "}");
        break;
    case PY_N_LISTCOMP: case PY_N_SETCOMP: case PY_N_GENEXP: {
        const char *open = e->kind == PY_N_LISTCOMP ? "[" : e->kind == PY_N_SETCOMP ? "{" : "(";
        const char *close = e->kind == PY_N_LISTCOMP ? "]" : e->kind == PY_N_SETCOMP ? "}" : ")";
        put(u, open);
        expr(u, e->v.comp.elt, PR_TEST);
        comprehensions(u, &e->v.comp.generators);
        put(u, close);
        break;
    }
    case PY_N_DICTCOMP:
        put(u, "{");
        expr(u, e->v.comp.elt, PR_TEST);
        put(u, ": ");
        expr(u, e->v.comp.value, PR_TEST);
        comprehensions(u, &e->v.comp.generators);
        put(u, "}");
        break;
    case PY_N_YIELD:
        if (!e->v.yield.value) { put(u, "(yield)"); break; }
        put(u, "(yield ");
        expr(u, e->v.yield.value, PR_TEST);
        put(u, ")");
        break;
    case PY_N_AWAIT:
        put_if(u, level > PR_AWAIT, "(");
        put(u, "await ");
        expr(u, e->v.yield.value, PR_ATOM);
        put_if(u, level > PR_AWAIT, ")");
        break;
    case PY_N_YIELDFROM:
        put(u, "(yield from ");
        expr(u, e->v.yield.value, PR_TEST);
        put(u, ")");
        break;
    case PY_N_COMPARE:
        put_if(u, level > PR_CMP, "(");
        expr(u, e->v.compare.left, PR_CMP + 1);
        for (int i = 0; i < e->v.compare.comparators.n; i++) {
            put(u, cmp_text[e->v.compare.ops[i]]);
            expr(u, e->v.compare.comparators.items[i], PR_CMP + 1);
        }
        put_if(u, level > PR_CMP, ")");
        break;
    case PY_N_CALL: {
        expr(u, e->v.call.func, PR_ATOM);
        py_NodeList *args = &e->v.call.args, *kws = &e->v.call.keywords;
        if (args->n == 1 && kws->n == 0 && args->items[0]->kind == PY_N_GENEXP) {
            expr(u, args->items[0], PR_TEST);   /* f(x for x in y): the genexp's own parentheses */
            break;
        }
        put(u, "(");
        bool first = true;
        for (int i = 0; i < args->n; i++) {
            put_if(u, !first, ", ");
            first = false;
            expr(u, args->items[i], PR_TEST);
        }
        for (int i = 0; i < kws->n; i++) {
            put_if(u, !first, ", ");
            first = false;
            py_Node *k = kws->items[i];
            if (k->v.keyword.arg) {
                put_str(u, k->v.keyword.arg);
                put(u, "=");
                expr(u, k->v.keyword.value, PR_TEST);
            } else {
                put(u, "**");
                expr(u, k->v.keyword.value, PR_EXPR);
            }
        }
        put(u, ")");
        break;
    }
    case PY_N_FORMATTEDVALUE: case PY_N_JOINEDSTR:
        joinedstr(u, e);
        break;
    case PY_N_CONSTANT:
        constant(u, e->v.constant.value);
        break;
    case PY_N_ATTRIBUTE: {
        py_Node *v = e->v.attribute.value;
        expr(u, v, PR_ATOM);
        /* `1 .real`: an int needs the space to stay an attribute access */
        bool space = v->kind == PY_N_CONSTANT && PY_TYPE(v->v.constant.value) == PY_T(int);
        put(u, space ? " ." : ".");
        put_str(u, e->v.attribute.attr);
        break;
    }
    case PY_N_SUBSCRIPT:
        expr(u, e->v.subscript.value, PR_ATOM);
        put(u, "[");
        expr(u, e->v.subscript.slice, PR_TUPLE);
        put(u, "]");
        break;
    case PY_N_STARRED:
        put(u, "*");
        expr(u, e->v.starred.value, PR_EXPR);
        break;
    case PY_N_NAME:
        put_str(u, e->v.name.id);
        break;
    case PY_N_LIST:
        put(u, "[");
        seq(u, &e->v.list.elts, PR_TEST);
        put(u, "]");
        break;
    case PY_N_TUPLE:
        if (e->v.list.elts.n == 0) { put(u, "()"); break; }
        put_if(u, level > PR_TUPLE, "(");
        seq(u, &e->v.list.elts, PR_TEST);
        put_if(u, e->v.list.elts.n == 1, ",");
        put_if(u, level > PR_TUPLE, ")");
        break;
    case PY_N_SLICE:
        if (e->v.slice.lower) expr(u, e->v.slice.lower, PR_TEST);
        put(u, ":");
        if (e->v.slice.upper) expr(u, e->v.slice.upper, PR_TEST);
        if (e->v.slice.step) {
            put(u, ":");
            expr(u, e->v.slice.step, PR_TEST);
        }
        break;
    default:
        py_err_format(u->S, PY_T(SystemError), "unknown expression kind %d in annotation", (int)e->kind);
        u->err = true;
        break;
    }
    u->depth--;
}

py_Obj *py_ast_unparse(py_State *S, py_Node *e)
{
    Un u = { S, {0}, false, 0 };
    nb_buf_init(&u.b, &S->heap);
    expr(&u, e, PR_TEST);
    if (u.err) { nb_buf_free(&u.b); return NULL; }
    if (u.b.oom) { nb_buf_free(&u.b); return py_err_nomemory(S); }
    py_Obj *r = py_str_new(S, u.b.data ? u.b.data : "", (py_ssize)u.b.len);
    nb_buf_free(&u.b);
    return r;
}
