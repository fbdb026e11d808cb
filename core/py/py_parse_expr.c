/* py_parse_expr.c — parser infrastructure (token buffer, nodes, errors) and
 * the expression grammar: recursive descent with one level per precedence
 * tier, string / f-string literals, comprehensions, call arguments, lambda
 * and def parameters, assignment-target validation. */
#include "py_complex.h"
#include "py_num.h"
#include "py_lex.h"
#include "py_builtins.h"

#include <string.h>
#include <stdlib.h>
#include <stdio.h>

/* ------------------------------------------------------------ tokens */

static int fill_one(py_Parser *P)
{
    if (P->ntoks == P->nblocks * PY_P_TOKBLOCK) {
        if (P->nblocks == P->blockcap) {
            int nc = P->blockcap ? P->blockcap * 2 : 16;
            py_Token **nb = py_realloc(P->S, P->blocks, sizeof(py_Token *) * (size_t)P->blockcap,
                                       sizeof(py_Token *) * (size_t)nc);
            if (!nb) return -1;
            P->blocks = nb;
            P->blockcap = nc;
        }
        py_Token *b = py_malloc(P->S, sizeof(py_Token) * PY_P_TOKBLOCK);
        if (!b) return -1;
        P->blocks[P->nblocks++] = b;
    }
    py_Token *t = &P->blocks[P->ntoks / PY_P_TOKBLOCK][P->ntoks % PY_P_TOKBLOCK];
    if (P->lex_done) {
        /* repeat ENDMARKER */
        *t = *py_p_tok(P, P->ntoks - 1);
    } else if (py_lex_next(&P->L, t) < 0) {
        P->tok_error = true;
        return -1;
    }
    if (t->type == PY_TK_ENDMARKER) P->lex_done = true;
    P->ntoks++;
    return 0;
}

py_Token *py_p_tok(py_Parser *P, int idx)
{
    return &P->blocks[idx / PY_P_TOKBLOCK][idx % PY_P_TOKBLOCK];
}

py_Token *py_p_peek(py_Parser *P, int k)
{
    while (P->i + k >= P->ntoks)
        if (fill_one(P) < 0) return NULL;
    return py_p_tok(P, P->i + k);
}

py_Token *py_p_next(py_Parser *P)
{
    py_Token *t = py_p_peek(P, 0);
    if (t) P->i++;
    return t;
}

bool py_p_isop(py_Parser *P, int op)
{
    py_Token *t = py_p_peek(P, 0);
    return t && t->type == PY_TK_OP && t->op == op;
}

bool py_p_iskw(py_Parser *P, int kw)
{
    py_Token *t = py_p_peek(P, 0);
    return t && t->type == PY_TK_NAME && t->kw == kw;
}

bool py_p_accept_op(py_Parser *P, int op)
{
    if (py_p_isop(P, op)) { P->i++; return true; }
    return false;
}

bool py_p_accept_kw(py_Parser *P, int kw)
{
    if (py_p_iskw(P, kw)) { P->i++; return true; }
    return false;
}

/* ------------------------------------------------------------ nodes */

py_Node *py_p_node(py_Parser *P, py_NodeKind kind, const py_Token *start)
{
    py_Node *n = py_arena_alloc(P->S, P->A, sizeof(py_Node));
    if (!n) return NULL;
    n->kind = kind;
    if (start) {
        n->lineno = n->end_lineno = start->lineno;
        n->col_offset = n->end_col_offset = start->col;
    }
    return n;
}

static py_Node *node_at(py_Parser *P, py_NodeKind kind, const py_Node *start)
{
    py_Node *n = py_arena_alloc(P->S, P->A, sizeof(py_Node));
    if (!n) return NULL;
    n->kind = kind;
    n->lineno = start->lineno;
    n->col_offset = start->col_offset;
    return n;
}

void py_p_end(py_Parser *P, py_Node *n)
{
    if (P->i == 0) return;
    py_Token *t = py_p_tok(P, P->i - 1);
    n->end_lineno = t->end_lineno;
    n->end_col_offset = t->end_col;
}


py_Obj *py_p_name_obj(py_Parser *P, const py_Token *t)
{
    py_Obj *s = py_str_new(P->S, P->L.src + t->start, (py_ssize)(t->end - t->start));
    if (!s) return NULL;
    py_Obj *i = py_intern_str(P->S, s);
    py_decref(P->S, s);
    if (!i) return NULL;
    if (py_arena_keep(P->S, P->A, i) < 0) return NULL;
    return i;
}

/* Keep a new reference in the arena; returns it (borrowed) or NULL. */
static py_Obj *keep(py_Parser *P, py_Obj *o)
{
    if (!o) return NULL;
    if (py_arena_keep(P->S, P->A, o) < 0) return NULL;
    return o;
}

void py_p_vinit(py_PVec *v)
{
    v->items = v->small;
    v->n = 0;
    v->cap = 8;
}

int py_p_vpush(py_Parser *P, py_PVec *v, py_Node *x)
{
    if (v->n == v->cap) {
        int nc = v->cap * 2;
        py_Node **ni = py_arena_alloc(P->S, P->A, sizeof(py_Node *) * (size_t)nc);
        if (!ni) return -1;
        memcpy(ni, v->items, sizeof(py_Node *) * (size_t)v->n);
        v->items = ni;
        v->cap = nc;
    }
    v->items[v->n++] = x;
    return 0;
}

int py_p_vfin(py_Parser *P, py_PVec *v, py_NodeList *out)
{
    out->n = v->n;
    out->items = NULL;
    if (v->n == 0) return 0;
    if (v->items != v->small) { out->items = v->items; return 0; }
    out->items = py_arena_alloc(P->S, P->A, sizeof(py_Node *) * (size_t)v->n);
    if (!out->items) return -1;
    memcpy(out->items, v->small, sizeof(py_Node *) * (size_t)v->n);
    return 0;
}

/* ------------------------------------------------------------ errors */

void *py_p_err_range(py_Parser *P, int l1, int c1, int l2, int c2, const char *msg)
{
    py_lex_raise(&P->L, PY_T(SyntaxError), msg, l1, c1, l2, c2, true);
    return NULL;
}

void *py_p_err_node(py_Parser *P, const py_Node *n, const char *msg)
{
    return py_p_err_range(P, n->lineno, n->col_offset, n->end_lineno, n->end_col_offset, msg);
}

/* Error located at token t, as CPython's parser reports a token. */
void *py_p_err_tok(py_Parser *P, py_Type *type, const py_Token *t, const char *msg)
{
    if (t->type == PY_TK_INDENT || t->type == PY_TK_DEDENT) {
        size_t ls = py_lex_line_offset(&P->L, t->lineno);
        int off = 0;
        for (size_t k = ls; k < ls + (size_t)t->col && k < P->L.len; k++)
            if (((unsigned char)P->L.src[k] & 0xC0) != 0x80) off++;
        py_lex_raise_raw(&P->L, type, msg, t->lineno, off, t->lineno, -1, true);
        return NULL;
    }
    if (t->type == PY_TK_ENDMARKER) {
        /* CPython points just past the last line */
        int ln = t->lineno;
        size_t ls = py_lex_line_offset(&P->L, ln);
        if (ls >= P->L.len && ln > 1) { ln--; ls = py_lex_line_offset(&P->L, ln); }
        size_t le = ls;
        while (le < P->L.len && P->L.src[le] != '\n') le++;
        int off = 1;
        for (size_t k = ls; k < le; k++)
            if (((unsigned char)P->L.src[k] & 0xC0) != 0x80) off++;
        py_lex_raise_raw(&P->L, type, msg, ln, off, ln, -1, true);
        return NULL;
    }
    py_lex_raise(&P->L, type, msg, t->lineno, t->col, t->end_lineno, t->end_col, true);
    return NULL;
}

/* Generic "invalid syntax" at the furthest token fetched so far (CPython
 * reports the last token its first pass read). */
void *py_p_invalid(py_Parser *P)
{
    if (py_err_occurred(P->S)) return NULL;
    py_Token *t = py_p_tok(P, P->ntoks - 1);
    if (t->type == PY_TK_INDENT)
        return py_p_err_tok(P, PY_T(IndentationError), t, "unexpected indent");
    if (t->type == PY_TK_DEDENT)
        return py_p_err_tok(P, PY_T(IndentationError), t, "unexpected unindent");
    return py_p_err_tok(P, PY_T(SyntaxError), t, "invalid syntax");
}

int py_p_enter(py_Parser *P, int cost)
{
    P->depth += cost;
    if (P->depth > PY_P_MAXDEPTH || nb_stack_low()) {
        P->depth -= cost;
        if (!py_err_occurred(P->S))
            py_err_setstr(P->S, PY_T(MemoryError), "Parser stack overflowed - Python source too complex to parse");
        return -1;
    }
    return 0;
}

void py_p_leave(py_Parser *P, int cost) { P->depth -= cost; }

static void *errf(py_Parser *P, const py_Node *n, const char *fmt, const char *a)
{
    char buf[256];
    snprintf(buf, sizeof buf, fmt, a);
    return py_p_err_node(P, n, buf);
}

/* ------------------------------------------------------------ targets */

const char *py_p_expr_name(py_Node *e)
{
    switch (e->kind) {
    case PY_N_ATTRIBUTE: return "attribute";
    case PY_N_SUBSCRIPT: return "subscript";
    case PY_N_STARRED: return "starred";
    case PY_N_NAME: return "name";
    case PY_N_LIST: return "list";
    case PY_N_TUPLE: return "tuple";
    case PY_N_LAMBDA: return "lambda";
    case PY_N_CALL: return "function call";
    case PY_N_BOOLOP: case PY_N_BINOP: case PY_N_UNARYOP: return "expression";
    case PY_N_GENEXP: return "generator expression";
    case PY_N_YIELD: case PY_N_YIELDFROM: return "yield expression";
    case PY_N_LISTCOMP: return "list comprehension";
    case PY_N_SETCOMP: return "set comprehension";
    case PY_N_DICTCOMP: return "dict comprehension";
    case PY_N_DICT: return "dict literal";
    case PY_N_SET: return "set display";
    case PY_N_JOINEDSTR: case PY_N_FORMATTEDVALUE: return "f-string expression";
    case PY_N_COMPARE: return "comparison";
    case PY_N_IFEXP: return "conditional expression";
    case PY_N_NAMEDEXPR: return "named expression";
    case PY_N_CONSTANT: {
        py_Obj *v = e->v.constant.value;
        if (py_isinstance_type(v, PY_T(NoneType))) return "None";
        if (py_isinstance_type(v, PY_T(bool))) return ((py_Int *)v)->v ? "True" : "False";
        if (py_isinstance_type(v, PY_T(ellipsis))) return "ellipsis";
        return "literal";
    }
    default: return "expression";
    }
}

py_Node *py_p_invalid_target(py_Node *e, bool del)
{
    switch (e->kind) {
    case PY_N_NAME: case PY_N_ATTRIBUTE: case PY_N_SUBSCRIPT: return NULL;
    case PY_N_TUPLE: case PY_N_LIST:
        for (int i = 0; i < e->v.list.elts.n; i++) {
            py_Node *r = py_p_invalid_target(e->v.list.elts.items[i], del);
            if (r) return r;
        }
        return NULL;
    case PY_N_STARRED:
        if (del) return e;
        return py_p_invalid_target(e->v.starred.value, del);
    default: return e;
    }
}

static void set_ctx(py_Node *e, py_ExprCtx ctx)
{
    switch (e->kind) {
    case PY_N_NAME: e->v.name.ctx = ctx; break;
    case PY_N_ATTRIBUTE: e->v.attribute.ctx = ctx; break;
    case PY_N_SUBSCRIPT: e->v.subscript.ctx = ctx; break;
    case PY_N_STARRED: e->v.starred.ctx = ctx; set_ctx(e->v.starred.value, ctx); break;
    case PY_N_TUPLE: case PY_N_LIST:
        e->v.list.ctx = ctx;
        for (int i = 0; i < e->v.list.elts.n; i++) set_ctx(e->v.list.elts.items[i], ctx);
        break;
    default: break;
    }
}

int py_p_set_target(py_Parser *P, py_Node *e, py_ExprCtx ctx, int kind)
{
    py_Node *bad = py_p_invalid_target(e, kind == 1);
    if (bad) {
        errf(P, bad, kind == 1 ? "cannot delete %s" : "cannot assign to %s", py_p_expr_name(bad));
        return -1;
    }
    set_ctx(e, ctx);
    return 0;
}

/* ------------------------------------------------------------ literals */

static py_Node *number(py_Parser *P, py_Token *t)
{
    py_State *S = P->S;
    const char *s = P->L.src + t->start;
    size_t n = t->end - t->start;
    char small[128];
    char *buf = n < sizeof small ? small : py_malloc(S, n + 1);
    if (!buf) return NULL;
    size_t k = 0;
    bool isfloat = false, imag = false, prefixed = n > 1 && s[0] == '0' && strchr("xXoObB", s[1]);
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (c == '_') continue;
        if (!prefixed && (c == '.' || c == 'e' || c == 'E')) isfloat = true;
        if (c == 'j' || c == 'J') { imag = true; continue; }
        buf[k++] = c;
    }
    buf[k] = 0;
    py_Obj *v = NULL;
    if (imag) {
        v = py_complex_new(S, 0.0, strtod(buf, NULL));
    } else if (isfloat) {
        v = py_float_new(S, strtod(buf, NULL));
    } else if (prefixed) {
        int base = (buf[1] == 'x' || buf[1] == 'X') ? 16 : (buf[1] == 'o' || buf[1] == 'O') ? 8 : 2;
        v = py_int_from_str(S, buf + 2, (py_ssize)(k - 2), base);
    } else {
        v = py_int_from_str(S, buf, (py_ssize)k, 10);
    }
    if (buf != small) py_free(S, buf, n + 1);
    if (!v || !keep(P, v)) return NULL;
    py_Node *node = py_p_node(P, PY_N_CONSTANT, t);
    if (!node) return NULL;
    node->v.constant.value = v;
    py_p_end(P, node);
    return node;
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* CPython 3.13's SyntaxWarning for the first invalid escape of a literal part: "invalid escape sequence
 * '\\m'" (or "invalid octal escape sequence '\\477'"), reported on the line that holds the backslash (the
 * token's line plus the newlines of the body before it). esc points just after the backslash. */
static int warn_escape(py_Parser *P, const py_Token *t, const char *s, const char *esc, bool octal, bool *warned)
{
    if (*warned) return 0;
    *warned = true;
    int line = t->lineno;
    for (const char *q = s; q < esc; q++) line += *q == '\n';
    py_Obj *msg = octal ? py_str_fmt(P->S, "invalid octal escape sequence '\\%.3s'", esc)
                        : py_str_fmt(P->S, "invalid escape sequence '\\%c'", *esc);
    if (!msg) return -1;
    int rc = py_warn_explicit(P->S, (py_Obj *)PY_T(SyntaxWarning), msg, P->L.filename, line);
    py_decref(P->S, msg);
    return rc;
}

/* The code point named `name` (n bytes) in *cp: 1 found, 0 not a name
 * (unicodedata.lookup's KeyError), -1 with another exception set. */
static int char_by_name(py_State *S, const char *name, size_t n, uint32_t *cp)
{
    py_Obj *modname = py_str_from(S, "unicodedata");
    py_Obj *mod = modname ? py_import(S, modname) : NULL;
    py_xdecref(S, modname);
    py_Obj *fn = mod ? py_getattr_str(S, mod, "lookup") : NULL;
    py_xdecref(S, mod);
    py_Obj *arg = fn ? py_str_new(S, name, (py_ssize)n) : NULL;
    py_Obj *r = arg ? py_call1(S, fn, arg) : NULL;
    py_xdecref(S, fn);
    py_xdecref(S, arg);
    if (!r) {
        if (!py_err_matches(S, PY_T(KeyError))) return -1;
        py_err_clear(S);
        return 0;
    }
    int ok = py_isinstance_type(r, PY_T(str)) && nb_utf8_decode((const unsigned char *)py_str_utf8(r),
                                                               strlen(py_str_utf8(r)), cp) > 0;
    py_decref(S, r);
    return ok;
}

/* Decode the escapes of a string body into b. For bytes, \u \U \N are
 * literal. Invalid escapes are kept and warned about (warn_escape). Returns -1
 * with a SyntaxError located at token t (or the warning's error). */
static int decode_escapes(py_Parser *P, nb_Buf *b, const char *s, size_t n, bool raw, bool bytes,
                          bool fstring, const py_Token *t)
{
    size_t i = 0;
    bool warned = false;
    while (i < n) {
        const char *bs = raw ? NULL : memchr(s + i, '\\', n - i);
        size_t upto = bs ? (size_t)(bs - s) : n;
        if (fstring) {
            /* collapse {{ and }} */
            for (size_t k = i; k < upto; k++) {
                nb_buf_putc(b, s[k]);
                if ((s[k] == '{' || s[k] == '}') && k + 1 < upto && s[k + 1] == s[k]) k++;
            }
        } else {
            nb_buf_append(b, s + i, upto - i);
        }
        if (!bs) break;
        i = upto + 1;
        if (i >= n) { nb_buf_putc(b, '\\'); break; }
        char c = s[i++];
        switch (c) {
        case '\n': break;
        case '\\': nb_buf_putc(b, '\\'); break;
        case '\'': nb_buf_putc(b, '\''); break;
        case '"': nb_buf_putc(b, '"'); break;
        case 'a': nb_buf_putc(b, '\a'); break;
        case 'b': nb_buf_putc(b, '\b'); break;
        case 'f': nb_buf_putc(b, '\f'); break;
        case 'n': nb_buf_putc(b, '\n'); break;
        case 'r': nb_buf_putc(b, '\r'); break;
        case 't': nb_buf_putc(b, '\t'); break;
        case 'v': nb_buf_putc(b, '\v'); break;
        case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
            int v = c - '0';
            for (int k = 0; k < 2 && i < n && s[i] >= '0' && s[i] <= '7'; k++) v = v * 8 + (s[i++] - '0');
            if (v > 0377 && warn_escape(P, t, s, s + i - 3, true, &warned) < 0) return -1;
            if (bytes) nb_buf_putc(b, (char)(v & 0xFF));
            else { char u[4]; int m = nb_utf8_encode((uint32_t)v, u); nb_buf_append(b, u, (size_t)m); }
            break;
        }
        case 'x': case 'u': case 'U': {
            if (bytes && c != 'x') {
                if (warn_escape(P, t, s, s + i - 1, false, &warned) < 0) return -1;
                nb_buf_putc(b, '\\'); nb_buf_putc(b, c); break;
            }
            int nd = c == 'x' ? 2 : c == 'u' ? 4 : 8;
            uint32_t v = 0;
            int k = 0;
            for (; k < nd && i < n && hexval((unsigned char)s[i]) >= 0; k++) v = v * 16 + (uint32_t)hexval((unsigned char)s[i++]);
            if (k < nd) {
                char msg[200];
                if (bytes)
                    snprintf(msg, sizeof msg, "(value error) invalid \\x escape at position %d", (int)(i - k - 2));
                else
                    snprintf(msg, sizeof msg,
                             "(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: truncated \\%s escape",
                             (int)(i - k - 2), (int)(i - 1), c == 'x' ? "xXX" : c == 'u' ? "uXXXX" : "UXXXXXXXX");
                py_lex_raise(&P->L, PY_T(SyntaxError), msg, t->lineno, t->col, t->end_lineno, t->end_col, true);
                return -1;
            }
            if (bytes) { nb_buf_putc(b, (char)v); break; }
            if (v > 0x10FFFF) {
                char msg[200];
                snprintf(msg, sizeof msg,
                         "(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: illegal Unicode character",
                         (int)(i - nd - 2), (int)(i - 1));
                py_lex_raise(&P->L, PY_T(SyntaxError), msg, t->lineno, t->col, t->end_lineno, t->end_col, true);
                return -1;
            }
            char u[4];
            int m = nb_utf8_encode(v, u);
            nb_buf_append(b, u, (size_t)m);
            break;
        }
        case 'N':
            if (!bytes) {
                /* \N{NAME}: the character's Unicode name, looked up in unicodedata */
                size_t j = i < n && s[i] == '{' ? i + 1 : i;
                while (j > i && j < n && s[j] != '}') j++;
                uint32_t cp = 0;
                int found = 0;
                bool malformed = j == i || j >= n || j == i + 1;
                if (!malformed && (found = char_by_name(P->S, s + i + 1, j - i - 1, &cp)) < 0) return -1;
                if (!found) {
                    int end = malformed ? (int)(j == i ? i - 1 : j >= n ? n - 1 : j - 1) : (int)j;
                    char msg[200];
                    snprintf(msg, sizeof msg,
                             "(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: %s",
                             (int)(i - 2), end, malformed ? "malformed \\N character escape" : "unknown Unicode character name");
                    py_lex_raise(&P->L, PY_T(SyntaxError), msg, t->lineno, t->col, t->end_lineno, t->end_col, true);
                    return -1;
                }
                char u[4];
                nb_buf_append(b, u, (size_t)nb_utf8_encode(cp, u));
                i = j + 1;
                break;
            }
            /* fallthrough */
        default:
            /* invalid escape: kept verbatim, with CPython's SyntaxWarning */
            if (warn_escape(P, t, s, s + i - 1, false, &warned) < 0) return -1;
            nb_buf_putc(b, '\\');
            nb_buf_putc(b, c);
            break;
        }
    }
    return 0;
}

/* Pending literal text of a JoinedStr being built. */
typedef struct Lit {
    nb_Buf buf;
    bool any;
    int l1, c1, l2, c2;
} Lit;

static void lit_pos(Lit *lt, int l1, int c1, int l2, int c2)
{
    if (!lt->any) { lt->l1 = l1; lt->c1 = c1; lt->any = true; }
    lt->l2 = l2; lt->c2 = c2;
}

/* Flush pending literal text as a Constant into v (if non-empty). */
static int lit_flush(py_Parser *P, Lit *lt, py_PVec *v)
{
    if (lt->buf.oom) { py_err_nomemory(P->S); return -1; }
    if (lt->any && lt->buf.len > 0) {
        py_Obj *s = py_str_new_len(P->S, lt->buf.data, (py_ssize)lt->buf.len, -1);   /* may hold \ud800 */
        if (!s || !keep(P, s)) return -1;
        py_Node *c = py_p_node(P, PY_N_CONSTANT, NULL);
        if (!c) return -1;
        c->v.constant.value = s;
        c->lineno = lt->l1; c->col_offset = lt->c1;
        c->end_lineno = lt->l2; c->end_col_offset = lt->c2;
        if (py_p_vpush(P, v, c) < 0) return -1;
    }
    lt->buf.len = 0;
    if (lt->buf.data) lt->buf.data[0] = 0;
    lt->any = false;
    return 0;
}

static py_Node *fstring_field(py_Parser *P, Lit *lt, py_PVec *v, bool raw);

/* Format spec after ':' up to (not including) the closing '}'. */
static py_Node *fstring_spec(py_Parser *P, py_Token *colon, bool raw)
{
    py_PVec vals;
    py_p_vinit(&vals);
    Lit lt;
    memset(&lt, 0, sizeof lt);
    nb_buf_init(&lt.buf, &P->S->heap);
    py_Node *js = py_p_node(P, PY_N_JOINEDSTR, colon);
    if (!js) goto fail;
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) goto fail;
        if (t->type == PY_TK_FSTRING_MIDDLE) {
            P->i++;
            if (decode_escapes(P, &lt.buf, P->L.src + t->start, t->end - t->start, raw, false, false, t) < 0)
                goto fail;
            lit_pos(&lt, t->lineno, t->col, t->end_lineno, t->end_col);
            continue;
        }
        if (t->type == PY_TK_OP && t->op == PY_TOK_LBRACE) {
            if (!fstring_field(P, &lt, &vals, raw)) goto fail;
            continue;
        }
        if (t->type == PY_TK_OP && t->op == PY_TOK_RBRACE) {
            if (lit_flush(P, &lt, &vals) < 0) goto fail;
            js->end_lineno = t->lineno;
            js->end_col_offset = t->col;
            break;
        }
        py_p_err_tok(P, PY_T(SyntaxError), t, "f-string: expecting '}'");
        goto fail;
    }
    nb_buf_free(&lt.buf);
    if (py_p_vfin(P, &vals, &js->v.joinedstr.values) < 0) return NULL;
    return js;
fail:
    nb_buf_free(&lt.buf);
    return NULL;
}

/* One replacement field '{' expr ['='] ['!' conv] [':' spec] '}'; appends
 * the debug text to lt and the FormattedValue to v. */
static py_Node *fstring_field(py_Parser *P, Lit *lt, py_PVec *v, bool raw)
{
    py_Token *lb = py_p_next(P);   /* '{' */
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (t->type == PY_TK_OP && (t->op == PY_TOK_RBRACE || t->op == PY_TOK_EXCLAMATION ||
                                t->op == PY_TOK_COLON || t->op == PY_TOK_EQUAL)) {
        char msg[80];
        const char *w = t->op == PY_TOK_RBRACE ? "}" : t->op == PY_TOK_EXCLAMATION ? "!" :
                        t->op == PY_TOK_COLON ? ":" : "=";
        snprintf(msg, sizeof msg, "f-string: valid expression required before '%s'", w);
        return py_p_err_tok(P, PY_T(SyntaxError), t, msg);
    }
    if (t->type == PY_TK_NAME && t->kw == PY_KW_LAMBDA) {
        for (int k = 1;; k++) {
            py_Token *u = py_p_peek(P, k);
            if (!u) return NULL;
            if (u->type == PY_TK_OP && u->op == PY_TOK_COLON)
                return py_p_err_range(P, t->lineno, t->col, u->end_lineno, u->end_col,
                                      "f-string: lambda expressions are not allowed without parentheses");
            if (u->type == PY_TK_ENDMARKER || u->type == PY_TK_FSTRING_END) return py_p_invalid(P);
        }
    }
    py_Node *e = py_p_yield_or_star_expressions(P);
    if (!e) return NULL;
    py_Node *fv = py_p_node(P, PY_N_FORMATTEDVALUE, lb);
    if (!fv) return NULL;
    fv->v.formattedvalue.value = e;
    fv->v.formattedvalue.conversion = -1;
    bool debug = false;
    if (py_p_isop(P, PY_TOK_EQUAL)) {
        P->i++;
        py_Token *nx = py_p_peek(P, 0);
        if (!nx) return NULL;
        nb_buf_append(&lt->buf, P->L.src + lb->end, nx->start - lb->end);
        /* the debug text's end: the position of the following token */
        lit_pos(lt, lb->end_lineno, lb->end_col, nx->lineno, nx->col);
        debug = true;
    }
    if (py_p_isop(P, PY_TOK_EXCLAMATION)) {
        py_Token *ex = py_p_next(P);
        py_Token *nm = py_p_peek(P, 0);
        if (!nm) return NULL;
        if (nm->type != PY_TK_NAME) {
            if (nm->type == PY_TK_OP && (nm->op == PY_TOK_RBRACE || nm->op == PY_TOK_COLON))
                return py_p_err_tok(P, PY_T(SyntaxError), nm, "f-string: missing conversion character");
            return py_p_err_tok(P, PY_T(SyntaxError), nm, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
        }
        if (nm->start != ex->end)
            return py_p_err_range(P, ex->lineno, ex->col, nm->end_lineno, nm->end_col,
                                  "f-string: conversion type must come right after the exclamanation mark");
        size_t len = nm->end - nm->start;
        char c = P->L.src[nm->start];
        if (len != 1 || (c != 's' && c != 'r' && c != 'a')) {
            char msg[160];
            snprintf(msg, sizeof msg, "f-string: invalid conversion character '%.*s': expected 's', 'r', or 'a'",
                     (int)(len > 40 ? 40 : len), P->L.src + nm->start);
            return py_p_err_tok(P, PY_T(SyntaxError), nm, msg);
        }
        P->i++;
        fv->v.formattedvalue.conversion = c;
    }
    if (py_p_isop(P, PY_TOK_COLON)) {
        py_Token *colon = py_p_next(P);
        py_Node *spec = fstring_spec(P, colon, raw);
        if (!spec) return NULL;
        fv->v.formattedvalue.format_spec = spec;
    }
    if (!py_p_isop(P, PY_TOK_RBRACE)) {
        if (py_err_occurred(P->S)) return NULL;
        py_Token *bad = py_p_peek(P, 0);
        if (!bad) return NULL;
        return py_p_err_tok(P, PY_T(SyntaxError), bad, "f-string: expecting '}'");
    }
    P->i++;
    py_p_end(P, fv);
    if (debug && fv->v.formattedvalue.conversion == -1 && !fv->v.formattedvalue.format_spec)
        fv->v.formattedvalue.conversion = 'r';
    if (lit_flush(P, lt, v) < 0) return NULL;
    if (py_p_vpush(P, v, fv) < 0) return NULL;
    return fv;
}

/* Adjacent string literals (plain, bytes, f-strings) -> Constant/JoinedStr. */
static py_Node *strings(py_Parser *P)
{
    py_State *S = P->S;
    py_Token *first = py_p_peek(P, 0);
    int l1 = first->lineno, c1 = first->col;
    bool any_f = false, any_bytes = false, any_str = false;
    py_PVec vals;
    py_p_vinit(&vals);
    Lit lt;
    memset(&lt, 0, sizeof lt);
    nb_buf_init(&lt.buf, &S->heap);
    py_Node *res = NULL;
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) goto done;
        if (t->type == PY_TK_STRING) {
            P->i++;
            const char *s = P->L.src + t->start;
            size_t n = t->end - t->start, pre = 0;
            while (s[pre] != '"' && s[pre] != '\'') pre++;
            size_t q = (n - pre >= 6 && s[pre + 1] == s[pre] && s[pre + 2] == s[pre]) ? 3 : 1;
            bool bytes = (t->flags & PY_STRF_BYTES) != 0;
            if (bytes) any_bytes = true; else any_str = true;
            if (bytes) {
                for (size_t k = pre + q; k < n - q; k++)
                    if ((unsigned char)s[k] >= 0x80) {
                        py_p_err_range(P, t->lineno, t->col, t->end_lineno, t->end_col,
                                       "bytes can only contain ASCII literal characters");
                        goto done;
                    }
            }
            if (decode_escapes(P, &lt.buf, s + pre + q, n - pre - 2 * q, (t->flags & PY_STRF_RAW) != 0,
                               bytes, false, t) < 0)
                goto done;
            lit_pos(&lt, t->lineno, t->col, t->end_lineno, t->end_col);
            continue;
        }
        if (t->type == PY_TK_FSTRING_START) {
            P->i++;
            any_f = true;
            any_str = true;
            bool raw = (t->flags & PY_STRF_RAW) != 0;
            for (;;) {
                py_Token *u = py_p_peek(P, 0);
                if (!u) goto done;
                if (u->type == PY_TK_FSTRING_END) { P->i++; break; }
                if (u->type == PY_TK_FSTRING_MIDDLE) {
                    P->i++;
                    if (decode_escapes(P, &lt.buf, P->L.src + u->start, u->end - u->start, raw, false, true, u) < 0)
                        goto done;
                    lit_pos(&lt, u->lineno, u->col, u->end_lineno, u->end_col);
                    continue;
                }
                if (u->type == PY_TK_OP && u->op == PY_TOK_LBRACE) {
                    if (!fstring_field(P, &lt, &vals, raw)) goto done;
                    continue;
                }
                py_p_err_tok(P, PY_T(SyntaxError), u, "f-string: expecting '}'");
                goto done;
            }
            continue;
        }
        break;
    }
    if (any_bytes && any_str) {
        py_p_invalid(P);   /* location first; message below */
        py_Obj *exc = py_err_fetch(S);
        py_decref(S, exc);
        py_Token *far = py_p_tok(P, P->ntoks - 1);
        py_p_err_tok(P, PY_T(SyntaxError), far, "cannot mix bytes and nonbytes literals");
        goto done;
    }
    if (lt.buf.oom) { py_err_nomemory(S); goto done; }
    if (!any_f) {
        py_Obj *val = any_bytes ? py_bytes_new(S, lt.buf.data ? lt.buf.data : "", (py_ssize)lt.buf.len)
                                : py_str_new_len(S, lt.buf.data ? lt.buf.data : "", (py_ssize)lt.buf.len, -1);
        if (!val || !keep(P, val)) goto done;
        res = py_p_node(P, PY_N_CONSTANT, first);
        if (!res) goto done;
        res->v.constant.value = val;
        py_p_end(P, res);
        goto done;
    }
    if (lit_flush(P, &lt, &vals) < 0) goto done;
    res = py_p_node(P, PY_N_JOINEDSTR, NULL);
    if (!res) goto done;
    res->lineno = l1;
    res->col_offset = c1;
    py_p_end(P, res);
    if (py_p_vfin(P, &vals, &res->v.joinedstr.values) < 0) res = NULL;
done:
    nb_buf_free(&lt.buf);
    return res;
}

/* ------------------------------------------------------------ helpers */

bool py_p_starts_expr(py_Parser *P, const py_Token *t)
{
    switch (t->type) {
    case PY_TK_NAME:
        return t->kw == 0 || t->kw == PY_KW_TRUE || t->kw == PY_KW_FALSE || t->kw == PY_KW_NONE ||
               t->kw == PY_KW_NOT || t->kw == PY_KW_LAMBDA || t->kw == PY_KW_AWAIT;
    case PY_TK_NUMBER: case PY_TK_STRING: case PY_TK_FSTRING_START: return true;
    case PY_TK_OP:
        return t->op == PY_TOK_LPAR || t->op == PY_TOK_LSQB || t->op == PY_TOK_LBRACE ||
               t->op == PY_TOK_MINUS || t->op == PY_TOK_PLUS || t->op == PY_TOK_TILDE ||
               t->op == PY_TOK_ELLIPSIS;
    default: return false;
    }
}

/* Inside brackets, element `a` (starting at token index a_tok) is followed
 * by something that starts an expression: CPython's "Perhaps you forgot a
 * comma?". Always returns NULL with an error set. */
static void *forgot_comma(py_Parser *P, py_Node *a, int a_tok)
{
    int far = P->ntoks - 1;
    py_Token *nt = py_p_peek(P, 0);
    if (!nt) return NULL;
    py_Token *at = a_tok >= 0 ? py_p_tok(P, a_tok) : NULL;
    bool skip = !a || !py_p_starts_expr(P, nt) || nt->level == 0;
    if (at && at->type == PY_TK_NAME && a_tok + 1 < P->ntoks &&
        (py_p_tok(P, a_tok + 1)->type == PY_TK_STRING || py_p_tok(P, a_tok + 1)->type == PY_TK_FSTRING_START))
        skip = true;
    if (!skip) {
        int save = P->i;
        py_Node *b = py_p_expression(P);
        if (b) {
            py_Node *aa = a;
            if (a->kind == PY_N_IFEXP) aa = a;
            return py_p_err_range(P, aa->lineno, aa->col_offset, b->end_lineno, b->end_col_offset,
                                  "invalid syntax. Perhaps you forgot a comma?");
        }
        if (!py_err_matches(P->S, PY_T(SyntaxError)) || P->tok_error) return NULL;
        py_err_clear(P->S);
        P->i = save;
    }
    if (py_err_occurred(P->S)) return NULL;
    return py_p_err_tok(P, PY_T(SyntaxError), py_p_tok(P, far), "invalid syntax");
}

/* Expect `op` closing a bracketed element list; on failure produce
 * CPython's diagnostics. */
void *py_p_expect_after_elem(py_Parser *P, py_Node *elem, int elem_tok)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (t->type == PY_TK_OP && t->op == PY_TOK_EQUAL && elem) {
        /* [x = 1] */
        if (elem->kind == PY_N_NAME) {
            int save = P->i;
            P->i++;
            py_Node *b = py_p_bitwise_or(P);
            if (b) {
                return py_p_err_range(P, elem->lineno, elem->col_offset, b->end_lineno, b->end_col_offset,
                                      "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
            }
            if (P->tok_error) return NULL;
            py_err_clear(P->S);
            P->i = save;
        } else if (elem->kind != PY_N_LIST && elem->kind != PY_N_TUPLE && elem->kind != PY_N_GENEXP &&
                   !(elem->kind == PY_N_CONSTANT && strcmp(py_p_expr_name(elem), "literal") != 0 &&
                     strcmp(py_p_expr_name(elem), "ellipsis") != 0)) {
            char buf[160];
            snprintf(buf, sizeof buf, "cannot assign to %s here. Maybe you meant '==' instead of '='?",
                     py_p_expr_name(elem));
            return py_p_err_node(P, elem, buf);
        }
    }
    if (elem) return forgot_comma(P, elem, elem_tok);
    return py_p_invalid(P);
}

/* ------------------------------------------------------------ comprehensions */

/* Comprehension targets: ['*'] bitwise_or (',' ...)* -> Tuple if commas. */
py_Node *py_p_target_list(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_PVec v;
    py_p_vinit(&v);
    bool comma = false;
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) return NULL;
        py_Node *e;
        if (t->type == PY_TK_OP && t->op == PY_TOK_STAR) {
            P->i++;
            py_Node *x = py_p_bitwise_or(P);
            if (!x) return NULL;
            e = py_p_node(P, PY_N_STARRED, t);
            if (!e) return NULL;
            e->v.starred.value = x;
            py_p_end(P, e);
        } else {
            e = py_p_bitwise_or(P);
            if (!e) return NULL;
        }
        if (py_p_vpush(P, &v, e) < 0) return NULL;
        if (!py_p_isop(P, PY_TOK_COMMA)) break;
        P->i++;
        comma = true;
        py_Token *n = py_p_peek(P, 0);
        if (!n) return NULL;
        if (!(py_p_starts_expr(P, n) || (n->type == PY_TK_OP && n->op == PY_TOK_STAR))) break;
    }
    if (!comma) return v.items[0];
    py_Node *tup = py_p_node(P, PY_N_TUPLE, st);
    if (!tup) return NULL;
    py_p_end(P, tup);
    if (py_p_vfin(P, &v, &tup->v.list.elts) < 0) return NULL;
    return tup;
}

static int comp_for(py_Parser *P, py_NodeList *out)
{
    py_PVec gens;
    py_p_vinit(&gens);
    while (py_p_iskw(P, PY_KW_FOR) || py_p_iskw(P, PY_KW_ASYNC)) {
        py_Token *ft = py_p_next(P);
        int is_async = 0;
        if (ft->kw == PY_KW_ASYNC) {
            if (!py_p_accept_kw(P, PY_KW_FOR)) { py_p_invalid(P); return -1; }
            is_async = 1;
        }
        py_Node *c = py_p_node(P, PY_N_COMPREHENSION, ft);
        if (!c) return -1;
        py_Node *tgt = py_p_target_list(P);
        if (!tgt) return -1;
        if (!py_p_accept_kw(P, PY_KW_IN)) {
            if (!py_err_occurred(P->S)) {
                py_Node *bad = py_p_invalid_target(tgt, false);
                if (bad) { errf(P, bad, "cannot assign to %s", py_p_expr_name(bad)); return -1; }
                py_p_invalid(P);
            }
            return -1;
        }
        if (py_p_set_target(P, tgt, PY_CTX_STORE, 2) < 0) return -1;
        py_Node *it = py_p_disjunction(P);
        if (!it) return -1;
        py_PVec ifs;
        py_p_vinit(&ifs);
        while (py_p_iskw(P, PY_KW_IF)) {
            P->i++;
            py_Node *cond = py_p_disjunction(P);
            if (!cond || py_p_vpush(P, &ifs, cond) < 0) return -1;
        }
        if (py_err_occurred(P->S)) return -1;
        c->v.comprehension.target = tgt;
        c->v.comprehension.iter = it;
        c->v.comprehension.is_async = is_async;
        if (py_p_vfin(P, &ifs, &c->v.comprehension.ifs) < 0) return -1;
        if (py_p_vpush(P, &gens, c) < 0) return -1;
    }
    if (py_err_occurred(P->S)) return -1;
    return py_p_vfin(P, &gens, out);
}

static py_Node *make_comp(py_Parser *P, py_NodeKind kind, const py_Token *open, py_Node *elt, int closer)
{
    py_Node *n = py_p_node(P, kind, open);
    if (!n) return NULL;
    n->v.comp.elt = elt;
    if (comp_for(P, &n->v.comp.generators) < 0) return NULL;
    if (!py_p_accept_op(P, closer)) {
        if (py_err_occurred(P->S)) return NULL;
        return py_p_invalid(P);
    }
    py_p_end(P, n);
    return n;
}

/* ------------------------------------------------------------ atoms */

static py_Node *star_named_expression(py_Parser *P)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (t->type == PY_TK_OP && t->op == PY_TOK_STAR) {
        P->i++;
        py_Node *x = py_p_bitwise_or(P);
        if (!x) return NULL;
        py_Node *s = py_p_node(P, PY_N_STARRED, t);
        if (!s) return NULL;
        s->v.starred.value = x;
        py_p_end(P, s);
        return s;
    }
    return py_p_named_expression(P);
}

/* Elements of a list/tuple/set display after the first one, up to closer. */
static int more_elems(py_Parser *P, py_PVec *v, int closer, bool *had_comma)
{
    for (;;) {
        if (py_p_isop(P, closer)) return 0;
        if (!py_p_isop(P, PY_TOK_COMMA)) {
            if (py_err_occurred(P->S)) return -1;
            py_Node *last = v->items[v->n - 1];
            py_p_expect_after_elem(P, last, -1);
            return -1;
        }
        P->i++;
        *had_comma = true;
        if (py_p_isop(P, closer)) return 0;
        int st = P->i;
        py_Node *e = star_named_expression(P);
        if (!e) return -1;
        (void)st;
        if (py_p_vpush(P, v, e) < 0) return -1;
    }
}

static py_Node *atom_paren(py_Parser *P)
{
    py_Token *lp = py_p_next(P);
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (t->type == PY_TK_OP && t->op == PY_TOK_RPAR) {
        P->i++;
        py_Node *n = py_p_node(P, PY_N_TUPLE, lp);
        if (n) py_p_end(P, n);
        return n;
    }
    if (t->type == PY_TK_NAME && t->kw == PY_KW_YIELD) {
        py_Node *y = py_p_yield_or_star_expressions(P);
        if (!y) return NULL;
        if (!py_p_accept_op(P, PY_TOK_RPAR)) return py_err_occurred(P->S) ? NULL : py_p_invalid(P);
        return y;
    }
    int first_tok = P->i;
    py_Node *first = star_named_expression(P);
    if (!first) return NULL;
    if (py_p_iskw(P, PY_KW_FOR) || py_p_iskw(P, PY_KW_ASYNC)) {
        if (first->kind == PY_N_STARRED)
            return py_p_err_node(P, first, "iterable unpacking cannot be used in comprehension");
        return make_comp(P, PY_N_GENEXP, lp, first, PY_TOK_RPAR);
    }
    if (py_p_accept_op(P, PY_TOK_RPAR)) {
        if (first->kind == PY_N_STARRED)
            return py_p_err_node(P, first, "cannot use starred expression here");
        return first;
    }
    if (!py_p_isop(P, PY_TOK_COMMA)) {
        if (py_err_occurred(P->S)) return NULL;
        return py_p_expect_after_elem(P, first, first_tok);
    }
    py_PVec v;
    py_p_vinit(&v);
    if (py_p_vpush(P, &v, first) < 0) return NULL;
    bool comma = false;
    if (more_elems(P, &v, PY_TOK_RPAR, &comma) < 0) return NULL;
    P->i++;
    py_Node *n = py_p_node(P, PY_N_TUPLE, lp);
    if (!n) return NULL;
    py_p_end(P, n);
    if (py_p_vfin(P, &v, &n->v.list.elts) < 0) return NULL;
    return n;
}

static py_Node *atom_list(py_Parser *P)
{
    py_Token *lb = py_p_next(P);
    py_PVec v;
    py_p_vinit(&v);
    if (!py_p_isop(P, PY_TOK_RSQB)) {
        if (py_err_occurred(P->S)) return NULL;
        int ft = P->i;
        py_Node *first = star_named_expression(P);
        if (!first) return NULL;
        if (py_p_iskw(P, PY_KW_FOR) || py_p_iskw(P, PY_KW_ASYNC)) {
            if (first->kind == PY_N_STARRED)
                return py_p_err_node(P, first, "iterable unpacking cannot be used in comprehension");
            return make_comp(P, PY_N_LISTCOMP, lb, first, PY_TOK_RSQB);
        }
        if (py_p_vpush(P, &v, first) < 0) return NULL;
        if (!py_p_isop(P, PY_TOK_RSQB) && !py_p_isop(P, PY_TOK_COMMA)) {
            if (py_err_occurred(P->S)) return NULL;
            return py_p_expect_after_elem(P, first, ft);
        }
        bool comma = false;
        if (more_elems(P, &v, PY_TOK_RSQB, &comma) < 0) return NULL;
    }
    P->i++;
    py_Node *n = py_p_node(P, PY_N_LIST, lb);
    if (!n) return NULL;
    py_p_end(P, n);
    if (py_p_vfin(P, &v, &n->v.list.elts) < 0) return NULL;
    return n;
}

static py_Node *atom_brace(py_Parser *P)
{
    py_Token *lb = py_p_next(P);
    py_PVec keys, vals;
    py_p_vinit(&keys);
    py_p_vinit(&vals);
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (t->type == PY_TK_OP && t->op == PY_TOK_RBRACE) {
        P->i++;
        py_Node *n = py_p_node(P, PY_N_DICT, lb);
        if (n) py_p_end(P, n);
        return n;
    }
    bool is_dict;
    py_Node *k0 = NULL, *v0 = NULL;
    int ft = P->i;
    py_Token *dstar = t;
    if (t->type == PY_TK_OP && t->op == PY_TOK_DOUBLESTAR) {
        P->i++;
        v0 = py_p_bitwise_or(P);
        if (!v0) return NULL;
        is_dict = true;
    } else {
        k0 = star_named_expression(P);
        if (!k0) return NULL;
        is_dict = py_p_isop(P, PY_TOK_COLON);
        if (is_dict) {
            if (k0->kind == PY_N_STARRED) return py_p_invalid(P);
            P->i++;
            v0 = py_p_expression(P);
            if (!v0) return NULL;
        }
    }
    if (py_err_occurred(P->S)) return NULL;
    if (py_p_iskw(P, PY_KW_FOR) || py_p_iskw(P, PY_KW_ASYNC)) {
        if (is_dict && !k0) return py_p_err_tok(P, PY_T(SyntaxError), dstar,
                                                "dict unpacking cannot be used in dict comprehension");
        if (!is_dict && k0->kind == PY_N_STARRED)
            return py_p_err_node(P, k0, "iterable unpacking cannot be used in comprehension");
        py_Node *n = make_comp(P, is_dict ? PY_N_DICTCOMP : PY_N_SETCOMP, lb, k0, PY_TOK_RBRACE);
        if (n && is_dict) n->v.comp.value = v0;
        return n;
    }
    if (!is_dict) {
        if (py_p_vpush(P, &keys, k0) < 0) return NULL;
        if (!py_p_isop(P, PY_TOK_RBRACE) && !py_p_isop(P, PY_TOK_COMMA)) {
            if (py_err_occurred(P->S)) return NULL;
            return py_p_expect_after_elem(P, k0, ft);
        }
        bool comma = false;
        if (more_elems(P, &keys, PY_TOK_RBRACE, &comma) < 0) return NULL;
        P->i++;
        py_Node *n = py_p_node(P, PY_N_SET, lb);
        if (!n) return NULL;
        py_p_end(P, n);
        if (py_p_vfin(P, &keys, &n->v.set.elts) < 0) return NULL;
        return n;
    }
    if (py_p_vpush(P, &keys, k0) < 0 || py_p_vpush(P, &vals, v0) < 0) return NULL;
    for (;;) {
        if (py_p_isop(P, PY_TOK_RBRACE)) break;
        if (!py_p_isop(P, PY_TOK_COMMA)) {
            if (py_err_occurred(P->S)) return NULL;
            return py_p_expect_after_elem(P, v0, ft);
        }
        P->i++;
        if (py_p_isop(P, PY_TOK_RBRACE)) break;
        ft = P->i;
        if (py_p_accept_op(P, PY_TOK_DOUBLESTAR)) {
            py_Node *x = py_p_bitwise_or(P);
            if (!x) return NULL;
            if (py_p_vpush(P, &keys, NULL) < 0 || py_p_vpush(P, &vals, x) < 0) return NULL;
            k0 = NULL; v0 = x;
            continue;
        }
        py_Node *k = py_p_expression(P);
        if (!k) return NULL;
        if (!py_p_accept_op(P, PY_TOK_COLON)) {
            if (py_err_occurred(P->S)) return NULL;
            if (py_p_isop(P, PY_TOK_RBRACE) || py_p_isop(P, PY_TOK_COMMA)) {
                py_Token *bad = py_p_peek(P, 0);
                return py_p_err_range(P, k->lineno, k->col_offset, bad->end_lineno, bad->end_col,
                                      "':' expected after dictionary key");
            }
            return py_p_invalid(P);
        }
        py_Node *x = py_p_expression(P);
        if (!x) return NULL;
        if (py_p_vpush(P, &keys, k) < 0 || py_p_vpush(P, &vals, x) < 0) return NULL;
        k0 = k; v0 = x;
    }
    P->i++;
    py_Node *n = py_p_node(P, PY_N_DICT, lb);
    if (!n) return NULL;
    py_p_end(P, n);
    if (py_p_vfin(P, &keys, &n->v.dict.keys) < 0 || py_p_vfin(P, &vals, &n->v.dict.values) < 0) return NULL;
    return n;
}

static py_Node *constant_obj(py_Parser *P, py_Token *t, py_Obj *v)
{
    P->i++;
    py_Node *n = py_p_node(P, PY_N_CONSTANT, t);
    if (!n) return NULL;
    n->v.constant.value = v;   /* immortal singletons: no reference kept */
    py_p_end(P, n);
    return n;
}

static py_Node *atom(py_Parser *P)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    switch (t->type) {
    case PY_TK_NAME:
        switch (t->kw) {
        case 0: {
            P->i++;
            py_Node *n = py_p_node(P, PY_N_NAME, t);
            if (!n) return NULL;
            n->v.name.id = py_p_name_obj(P, t);
            if (!n->v.name.id) return NULL;
            py_p_end(P, n);
            return n;
        }
        case PY_KW_TRUE: return constant_obj(P, t, P->S->True);
        case PY_KW_FALSE: return constant_obj(P, t, P->S->False);
        case PY_KW_NONE: return constant_obj(P, t, P->S->None);
        default: return py_p_invalid(P);
        }
    case PY_TK_NUMBER: P->i++; return number(P, t);
    case PY_TK_STRING: case PY_TK_FSTRING_START: return strings(P);
    case PY_TK_OP:
        switch (t->op) {
        case PY_TOK_LPAR: return atom_paren(P);
        case PY_TOK_LSQB: return atom_list(P);
        case PY_TOK_LBRACE: return atom_brace(P);
        case PY_TOK_ELLIPSIS: return constant_obj(P, t, P->S->Ellipsis);
        default: return py_p_invalid(P);
        }
    default: return py_p_invalid(P);
    }
}

/* ------------------------------------------------------------ primary */

/* One subscript element: slice or (starred) expression. */
static py_Node *slice_item(py_Parser *P)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    py_Node *lower = NULL;
    if (t->type == PY_TK_OP && t->op == PY_TOK_STAR) return star_named_expression(P);
    if (!(t->type == PY_TK_OP && t->op == PY_TOK_COLON)) {
        lower = py_p_named_expression(P);
        if (!lower) return NULL;
        if (!py_p_isop(P, PY_TOK_COLON)) return lower;
    }
    py_Node *s = py_p_node(P, PY_N_SLICE, t);
    if (!s) return NULL;
    s->v.slice.lower = lower;
    P->i++;   /* ':' */
    py_Token *u = py_p_peek(P, 0);
    if (!u) return NULL;
    if (!(u->type == PY_TK_OP && (u->op == PY_TOK_COLON || u->op == PY_TOK_COMMA || u->op == PY_TOK_RSQB))) {
        s->v.slice.upper = py_p_expression(P);
        if (!s->v.slice.upper) return NULL;
    }
    if (py_p_accept_op(P, PY_TOK_COLON)) {
        u = py_p_peek(P, 0);
        if (!u) return NULL;
        if (!(u->type == PY_TK_OP && (u->op == PY_TOK_COMMA || u->op == PY_TOK_RSQB))) {
            s->v.slice.step = py_p_expression(P);
            if (!s->v.slice.step) return NULL;
        }
    }
    if (py_err_occurred(P->S)) return NULL;
    py_p_end(P, s);
    return s;
}

static py_Node *subscript(py_Parser *P, py_Node *value, const py_Token *vst)
{
    P->i++;   /* '[' */
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    int ft = P->i;
    py_Node *first = slice_item(P);
    if (!first) return NULL;
    py_Node *sl = first;
    if (py_p_isop(P, PY_TOK_COMMA) || first->kind == PY_N_STARRED) {
        py_PVec v;
        py_p_vinit(&v);
        if (py_p_vpush(P, &v, first) < 0) return NULL;
        while (py_p_accept_op(P, PY_TOK_COMMA)) {
            if (py_p_isop(P, PY_TOK_RSQB)) break;
            ft = P->i;
            py_Node *e = slice_item(P);
            if (!e || py_p_vpush(P, &v, e) < 0) return NULL;
        }
        if (py_err_occurred(P->S)) return NULL;
        sl = py_p_node(P, PY_N_TUPLE, st);
        if (!sl) return NULL;
        py_p_end(P, sl);
        if (py_p_vfin(P, &v, &sl->v.list.elts) < 0) return NULL;
    }
    if (!py_p_accept_op(P, PY_TOK_RSQB)) {
        if (py_err_occurred(P->S)) return NULL;
        return py_p_expect_after_elem(P, py_p_tok(P, P->i - 1) ? sl : NULL, ft);
    }
    py_Node *n = py_p_node(P, PY_N_SUBSCRIPT, vst);
    if (!n) return NULL;
    n->v.subscript.value = value;
    n->v.subscript.slice = sl;
    py_p_end(P, n);
    return n;
}

/* Call arguments after '('; func is the callee. */
py_Node *py_p_call_args(py_Parser *P, py_Node *func, const py_Token *lpar, const py_Token *fst)
{
    py_PVec args, kws;
    py_p_vinit(&args);
    py_p_vinit(&kws);
    bool seen_kw = false, seen_dstar = false;
    py_Node *genexp_first = NULL;
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) return NULL;
        if (t->type == PY_TK_OP && t->op == PY_TOK_RPAR) break;
        int et = P->i;
        if (t->type == PY_TK_OP && t->op == PY_TOK_STAR) {
            P->i++;
            py_Node *x = py_p_expression(P);
            if (!x) return NULL;
            py_Node *s = py_p_node(P, PY_N_STARRED, t);
            if (!s) return NULL;
            s->v.starred.value = x;
            py_p_end(P, s);
            if (seen_dstar) {
                py_Token *pv = py_p_tok(P, et - 1), *nx = py_p_peek(P, 0);
                if (!nx) return NULL;
                return py_p_err_range(P, pv->lineno, pv->col, nx->lineno, nx->col,
                                      "iterable argument unpacking follows keyword argument unpacking");
            }
            if (py_p_vpush(P, &args, s) < 0) return NULL;
        } else if (t->type == PY_TK_OP && t->op == PY_TOK_DOUBLESTAR) {
            P->i++;
            py_Node *x = py_p_expression(P);
            if (!x) return NULL;
            py_Node *k = py_p_node(P, PY_N_KEYWORD, t);
            if (!k) return NULL;
            k->v.keyword.value = x;
            py_p_end(P, k);
            seen_dstar = true;
            if (py_p_vpush(P, &kws, k) < 0) return NULL;
        } else {
            py_Token *t2 = py_p_peek(P, 1);
            if (!t2) return NULL;
            if (t->type == PY_TK_NAME && t2->type == PY_TK_OP && t2->op == PY_TOK_EQUAL) {
                if (t->kw == PY_KW_TRUE || t->kw == PY_KW_FALSE || t->kw == PY_KW_NONE) {
                    char msg[64];
                    snprintf(msg, sizeof msg, "cannot assign to %s", py_kw_names[t->kw]);
                    py_Token *t3 = py_p_peek(P, 2);
                    if (!t3) return NULL;
                    (void)t3;
                    return py_p_err_range(P, t->lineno, t->col, t2->end_lineno, t2->end_col, msg);
                }
                if (t->kw) return py_p_invalid(P);
                P->i += 2;
                py_Node *x = py_p_expression(P);
                if (!x) return NULL;
                py_Node *k = py_p_node(P, PY_N_KEYWORD, t);
                if (!k) return NULL;
                k->v.keyword.arg = py_p_name_obj(P, t);
                if (!k->v.keyword.arg) return NULL;
                k->v.keyword.value = x;
                py_p_end(P, k);
                seen_kw = true;
                if (py_p_vpush(P, &kws, k) < 0) return NULL;
            } else {
                py_Node *x = py_p_named_expression(P);
                if (!x) return NULL;
                if (py_p_iskw(P, PY_KW_FOR) || py_p_iskw(P, PY_KW_ASYNC)) {
                    py_Node *g = node_at(P, PY_N_GENEXP, x);
                    if (!g) return NULL;
                    g->v.comp.elt = x;
                    if (comp_for(P, &g->v.comp.generators) < 0) return NULL;
                    py_p_end(P, g);
                    if (args.n || kws.n || !py_p_isop(P, PY_TOK_RPAR)) {
                        if (py_err_occurred(P->S)) return NULL;
                        if (args.n == 0 && kws.n == 0 && py_p_isop(P, PY_TOK_COMMA)) {
                            /* f(x for x in y, 1) */
                            return py_p_err_node(P, g, "Generator expression must be parenthesized");
                        }
                        return py_p_err_node(P, g, "Generator expression must be parenthesized");
                    }
                    /* sole argument: spans the call's parentheses */
                    g->lineno = lpar->lineno;
                    g->col_offset = lpar->col;
                    py_Token *rp = py_p_peek(P, 0);
                    g->end_lineno = rp->end_lineno;
                    g->end_col_offset = rp->end_col;
                    genexp_first = g;
                    x = g;
                } else if (py_p_isop(P, PY_TOK_EQUAL)) {
                    py_Token *eq = py_p_peek(P, 0);
                    return py_p_err_range(P, x->lineno, x->col_offset, eq->end_lineno, eq->end_col,
                                          "expression cannot contain assignment, perhaps you meant \"==\"?");
                }
                if (seen_dstar)
                    return py_p_err_node(P, x, "positional argument follows keyword argument unpacking");
                if (seen_kw) {
                    py_Token *nx = py_p_peek(P, 0);
                    if (!nx) return NULL;
                    return py_p_err_tok(P, PY_T(SyntaxError), nx, "positional argument follows keyword argument");
                }
                if (py_p_vpush(P, &args, x) < 0) return NULL;
            }
        }
        if (py_p_isop(P, PY_TOK_RPAR)) break;
        if (!py_p_accept_op(P, PY_TOK_COMMA)) {
            if (py_err_occurred(P->S)) return NULL;
            py_Node *last = kws.n && (!args.n || py_p_tok(P, et)->type != PY_TK_NAME || true) ? NULL : NULL;
            (void)last;
            py_Node *el = args.n ? args.items[args.n - 1] : NULL;
            if (kws.n) {
                py_Node *k = kws.items[kws.n - 1];
                if (!el || k->lineno > el->lineno || (k->lineno == el->lineno && k->col_offset > el->col_offset))
                    el = k->v.keyword.value;
            }
            return forgot_comma(P, el, et);
        }
        if (genexp_first)
            return py_p_err_node(P, genexp_first, "Generator expression must be parenthesized");
    }
    P->i++;   /* ')' */
    py_Node *c = py_p_node(P, PY_N_CALL, fst);
    if (!c) return NULL;
    c->v.call.func = func;
    py_p_end(P, c);
    if (py_p_vfin(P, &args, &c->v.call.args) < 0 || py_p_vfin(P, &kws, &c->v.call.keywords) < 0) return NULL;
    return c;
}

static py_Node *primary(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_Node *e = atom(P);
    if (!e) return NULL;
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) return NULL;
        if (t->type != PY_TK_OP) return e;
        if (t->op == PY_TOK_DOT) {
            P->i++;
            py_Token *nm = py_p_peek(P, 0);
            if (!nm) return NULL;
            if (nm->type != PY_TK_NAME || nm->kw) return py_p_invalid(P);
            P->i++;
            py_Node *a = py_p_node(P, PY_N_ATTRIBUTE, st);
            if (!a) return NULL;
            a->v.attribute.value = e;
            a->v.attribute.attr = py_p_name_obj(P, nm);
            if (!a->v.attribute.attr) return NULL;
            py_p_end(P, a);
            e = a;
        } else if (t->op == PY_TOK_LPAR) {
            if (py_p_enter(P, 1) < 0) return NULL;
            P->i++;
            e = py_p_call_args(P, e, t, st);
            py_p_leave(P, 1);
            if (!e) return NULL;
        } else if (t->op == PY_TOK_LSQB) {
            if (py_p_enter(P, 1) < 0) return NULL;
            e = subscript(P, e, st);
            py_p_leave(P, 1);
            if (!e) return NULL;
        } else {
            return e;
        }
    }
}

/* ------------------------------------------------------------ operators */

static py_Node *factor(py_Parser *P);

static py_Node *binop(py_Parser *P, const py_Token *st, py_Node *l, int op, py_Node *r)
{
    py_Node *n = py_p_node(P, PY_N_BINOP, st);
    if (!n) return NULL;
    n->v.binop.left = l;
    n->v.binop.op = op;
    n->v.binop.right = r;
    py_p_end(P, n);
    return n;
}

static py_Node *power(py_Parser *P)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    py_Node *b;
    if (t->type == PY_TK_NAME && t->kw == PY_KW_AWAIT) {
        P->i++;
        py_Node *x = primary(P);
        if (!x) return NULL;
        b = py_p_node(P, PY_N_AWAIT, t);
        if (!b) return NULL;
        b->v.yield.value = x;
        py_p_end(P, b);
    } else {
        b = primary(P);
    }
    if (!b) return NULL;
    if (py_p_accept_op(P, PY_TOK_DOUBLESTAR)) {
        py_Node *r = factor(P);
        if (!r) return NULL;
        return binop(P, t, b, PY_OP_POW, r);
    }
    return b;
}

/* Unary operators, right to left: `-+~x`. Iterative (a long run of signs
 * must not use C stack), but each sign still counts one parser level, so
 * ~6,000 signs give CPython's "too complex" MemoryError. The signs are
 * consecutive tokens, so only the first index and the count are kept. */
static py_Node *factor(py_Parser *P)
{
    int first = P->i, n = 0;
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) goto fail;
        if (t->type != PY_TK_OP || (t->op != PY_TOK_MINUS && t->op != PY_TOK_PLUS && t->op != PY_TOK_TILDE)) break;
        if (py_p_enter(P, 1) < 0) goto fail;
        n++;
        P->i++;
    }
    py_Node *x = power(P);
    if (!x) goto fail;
    py_p_leave(P, n);
    for (int k = n - 1; k >= 0; k--) {
        py_Token *t = py_p_tok(P, first + k);
        py_Node *u = py_p_node(P, PY_N_UNARYOP, t);
        if (!u) return NULL;
        u->v.unaryop.op = t->op == PY_TOK_MINUS ? PY_UNARY_USUB : t->op == PY_TOK_PLUS ? PY_UNARY_UADD : PY_UNARY_INVERT;
        u->v.unaryop.operand = x;
        py_p_end(P, u);
        x = u;
    }
    return x;
fail:
    py_p_leave(P, n);
    return NULL;
}

static int term_op(py_Token *t)
{
    if (!t || t->type != PY_TK_OP) return -1;
    switch (t->op) {
    case PY_TOK_STAR: return PY_OP_MUL;
    case PY_TOK_SLASH: return PY_OP_TRUEDIV;
    case PY_TOK_DOUBLESLASH: return PY_OP_FLOORDIV;
    case PY_TOK_PERCENT: return PY_OP_MOD;
    case PY_TOK_AT: return PY_OP_MATMUL;
    default: return -1;
    }
}

static py_Node *term(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_Node *l = factor(P);
    while (l) {
        int op = term_op(py_p_peek(P, 0));
        if (op < 0) break;
        P->i++;
        py_Node *r = factor(P);
        if (!r) return NULL;
        l = binop(P, st, l, op, r);
    }
    return l;
}

static py_Node *arith(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_Node *l = term(P);
    while (l) {
        py_Token *t = py_p_peek(P, 0);
        if (!t || t->type != PY_TK_OP || (t->op != PY_TOK_PLUS && t->op != PY_TOK_MINUS)) break;
        P->i++;
        py_Node *r = term(P);
        if (!r) return NULL;
        l = binop(P, st, l, t->op == PY_TOK_PLUS ? PY_OP_ADD : PY_OP_SUB, r);
    }
    return l;
}

static py_Node *shift(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_Node *l = arith(P);
    while (l) {
        py_Token *t = py_p_peek(P, 0);
        if (!t || t->type != PY_TK_OP || (t->op != PY_TOK_LEFTSHIFT && t->op != PY_TOK_RIGHTSHIFT)) break;
        P->i++;
        py_Node *r = arith(P);
        if (!r) return NULL;
        l = binop(P, st, l, t->op == PY_TOK_LEFTSHIFT ? PY_OP_LSHIFT : PY_OP_RSHIFT, r);
    }
    return l;
}

static py_Node *bitand_(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_Node *l = shift(P);
    while (l && py_p_accept_op(P, PY_TOK_AMPER)) {
        py_Node *r = shift(P);
        if (!r) return NULL;
        l = binop(P, st, l, PY_OP_AND, r);
    }
    return l;
}

static py_Node *bitxor_(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_Node *l = bitand_(P);
    while (l && py_p_accept_op(P, PY_TOK_CIRCUMFLEX)) {
        py_Node *r = bitand_(P);
        if (!r) return NULL;
        l = binop(P, st, l, PY_OP_XOR, r);
    }
    return l;
}

py_Node *py_p_bitwise_or(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_Node *l = bitxor_(P);
    while (l && py_p_accept_op(P, PY_TOK_VBAR)) {
        py_Node *r = bitxor_(P);
        if (!r) return NULL;
        l = binop(P, st, l, PY_OP_OR, r);
    }
    return l;
}

/* Comparison operator at the current token (consumed), or -1. */
static int comp_op(py_Parser *P)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return -1;
    if (t->type == PY_TK_OP) {
        int k;
        switch (t->op) {
        case PY_TOK_EQEQUAL: k = PY_CMP_EQ; break;
        case PY_TOK_NOTEQUAL: k = PY_CMP_NOTEQ; break;
        case PY_TOK_LESS: k = PY_CMP_LT; break;
        case PY_TOK_LESSEQUAL: k = PY_CMP_LTE; break;
        case PY_TOK_GREATER: k = PY_CMP_GT; break;
        case PY_TOK_GREATEREQUAL: k = PY_CMP_GTE; break;
        default: return -1;
        }
        P->i++;
        return k;
    }
    if (t->type != PY_TK_NAME) return -1;
    if (t->kw == PY_KW_IN) { P->i++; return PY_CMP_IN; }
    if (t->kw == PY_KW_IS) {
        P->i++;
        if (py_p_accept_kw(P, PY_KW_NOT)) return PY_CMP_ISNOT;
        return PY_CMP_IS;
    }
    if (t->kw == PY_KW_NOT) {
        py_Token *u = py_p_peek(P, 1);
        if (u && u->type == PY_TK_NAME && u->kw == PY_KW_IN) { P->i += 2; return PY_CMP_NOTIN; }
    }
    return -1;
}

static py_Node *comparison(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_Node *l = py_p_bitwise_or(P);
    if (!l) return NULL;
    int op = comp_op(P);
    if (op < 0) return py_err_occurred(P->S) ? NULL : l;
    py_PVec comps;
    py_p_vinit(&comps);
    int opsbuf[16], *ops = opsbuf, nops = 0, cap = 16;
    while (op >= 0) {
        py_Node *r = py_p_bitwise_or(P);
        if (!r) return NULL;
        if (nops == cap) {
            int *no = py_arena_alloc(P->S, P->A, sizeof(int) * (size_t)cap * 2);
            if (!no) return NULL;
            memcpy(no, ops, sizeof(int) * (size_t)nops);
            ops = no;
            cap *= 2;
        }
        ops[nops++] = op;
        if (py_p_vpush(P, &comps, r) < 0) return NULL;
        op = comp_op(P);
    }
    if (py_err_occurred(P->S)) return NULL;
    py_Node *n = py_p_node(P, PY_N_COMPARE, st);
    if (!n) return NULL;
    n->v.compare.left = l;
    if (ops == opsbuf) {
        ops = py_arena_alloc(P->S, P->A, sizeof(int) * (size_t)nops);
        if (!ops) return NULL;
        memcpy(ops, opsbuf, sizeof(int) * (size_t)nops);
    }
    n->v.compare.ops = ops;
    if (py_p_vfin(P, &comps, &n->v.compare.comparators) < 0) return NULL;
    py_p_end(P, n);
    return n;
}

/* `not not x`: iterative like factor (one parser level per `not`). */
static py_Node *inversion(py_Parser *P)
{
    int first = P->i, n = 0;
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) goto fail;
        if (t->type != PY_TK_NAME || t->kw != PY_KW_NOT) break;
        if (py_p_enter(P, 1) < 0) goto fail;
        n++;
        P->i++;
    }
    py_Node *x = comparison(P);
    if (!x) goto fail;
    py_p_leave(P, n);
    for (int k = n - 1; k >= 0; k--) {
        py_Node *u = py_p_node(P, PY_N_UNARYOP, py_p_tok(P, first + k));
        if (!u) return NULL;
        u->v.unaryop.op = PY_UNARY_NOT;
        u->v.unaryop.operand = x;
        py_p_end(P, u);
        x = u;
    }
    return x;
fail:
    py_p_leave(P, n);
    return NULL;
}

static py_Node *boolop(py_Parser *P, int kw, py_Node *(*sub)(py_Parser *))
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_Node *l = sub(P);
    if (!l || !py_p_iskw(P, kw)) return (l && !py_err_occurred(P->S)) ? l : (py_err_occurred(P->S) ? NULL : l);
    py_PVec v;
    py_p_vinit(&v);
    if (py_p_vpush(P, &v, l) < 0) return NULL;
    while (py_p_accept_kw(P, kw)) {
        py_Node *r = sub(P);
        if (!r || py_p_vpush(P, &v, r) < 0) return NULL;
    }
    if (py_err_occurred(P->S)) return NULL;
    py_Node *n = py_p_node(P, PY_N_BOOLOP, st);
    if (!n) return NULL;
    n->v.boolop.op = kw == PY_KW_AND ? PY_BOOL_AND : PY_BOOL_OR;
    py_p_end(P, n);
    if (py_p_vfin(P, &v, &n->v.boolop.values) < 0) return NULL;
    return n;
}

static py_Node *conjunction(py_Parser *P) { return boolop(P, PY_KW_AND, inversion); }
py_Node *py_p_disjunction(py_Parser *P) { return boolop(P, PY_KW_OR, conjunction); }

static py_Node *lambdef(py_Parser *P)
{
    py_Token *lt = py_p_next(P);
    py_Node *n = py_p_node(P, PY_N_LAMBDA, lt);
    if (!n) return NULL;
    n->v.lambda.args = py_p_parameters(P, true);
    if (!n->v.lambda.args) return NULL;
    if (!py_p_accept_op(P, PY_TOK_COLON)) return py_err_occurred(P->S) ? NULL : py_p_invalid(P);
    if (py_p_iskw(P, PY_KW_YIELD)) return py_p_invalid(P);
    if (py_p_enter(P, 1) < 0) return NULL;   /* CPython spends ~2 levels per lambda */
    n->v.lambda.body = py_p_expression(P);
    py_p_leave(P, 1);
    if (!n->v.lambda.body) return NULL;
    py_p_end(P, n);
    return n;
}

py_Node *py_p_expression(py_Parser *P)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (py_p_enter(P, 1) < 0) return NULL;
    py_Node *res = NULL;
    if (t->type == PY_TK_NAME && t->kw == PY_KW_LAMBDA) {
        res = lambdef(P);
        goto out;
    }
    py_Node *body = py_p_disjunction(P);
    if (!body) goto out;
    if (!py_p_iskw(P, PY_KW_IF)) { res = py_err_occurred(P->S) ? NULL : body; goto out; }
    P->i++;
    py_Node *test = py_p_disjunction(P);
    if (!test) goto out;
    if (!py_p_accept_kw(P, PY_KW_ELSE)) {
        if (py_err_occurred(P->S)) goto out;
        py_p_err_range(P, body->lineno, body->col_offset, test->end_lineno, test->end_col_offset,
                       "expected 'else' after 'if' expression");
        goto out;
    }
    py_Node *orelse = py_p_expression(P);
    if (!orelse) goto out;
    res = py_p_node(P, PY_N_IFEXP, t);
    if (!res) goto out;
    res->v.ifexp.test = test;
    res->v.ifexp.body = body;
    res->v.ifexp.orelse = orelse;
    py_p_end(P, res);
out:
    py_p_leave(P, 1);
    return res;
}

py_Node *py_p_named_expression(py_Parser *P)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (t->type == PY_TK_NAME && t->kw == 0) {
        py_Token *u = py_p_peek(P, 1);
        if (!u) return NULL;
        if (u->type == PY_TK_OP && u->op == PY_TOK_COLONEQUAL) {
            P->i += 2;
            py_Node *tg = py_p_node(P, PY_N_NAME, t);
            if (!tg) return NULL;
            tg->v.name.id = py_p_name_obj(P, t);
            if (!tg->v.name.id) return NULL;
            tg->v.name.ctx = PY_CTX_STORE;
            tg->end_lineno = t->end_lineno;
            tg->end_col_offset = t->end_col;
            py_Node *v = py_p_expression(P);
            if (!v) return NULL;
            py_Node *n = py_p_node(P, PY_N_NAMEDEXPR, t);
            if (!n) return NULL;
            n->v.namedexpr.target = tg;
            n->v.namedexpr.value = v;
            py_p_end(P, n);
            return n;
        }
    }
    py_Node *e = py_p_expression(P);
    if (e && py_p_isop(P, PY_TOK_COLONEQUAL))
        return errf(P, e, "cannot use assignment expressions with %s", py_p_expr_name(e));
    return e;
}

static py_Node *star_expression(py_Parser *P)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (t->type == PY_TK_OP && t->op == PY_TOK_STAR) {
        P->i++;
        py_Node *x = py_p_bitwise_or(P);
        if (!x) return NULL;
        py_Node *s = py_p_node(P, PY_N_STARRED, t);
        if (!s) return NULL;
        s->v.starred.value = x;
        py_p_end(P, s);
        return s;
    }
    return py_p_expression(P);
}

py_Node *py_p_star_expressions(py_Parser *P)
{
    py_Token *st = py_p_peek(P, 0);
    if (!st) return NULL;
    py_Node *first = star_expression(P);
    if (!first) return NULL;
    if (!py_p_isop(P, PY_TOK_COMMA)) return py_err_occurred(P->S) ? NULL : first;
    py_PVec v;
    py_p_vinit(&v);
    if (py_p_vpush(P, &v, first) < 0) return NULL;
    while (py_p_accept_op(P, PY_TOK_COMMA)) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) return NULL;
        if (!(py_p_starts_expr(P, t) || (t->type == PY_TK_OP && t->op == PY_TOK_STAR))) break;
        py_Node *e = star_expression(P);
        if (!e || py_p_vpush(P, &v, e) < 0) return NULL;
    }
    if (py_err_occurred(P->S)) return NULL;
    py_Node *n = py_p_node(P, PY_N_TUPLE, st);
    if (!n) return NULL;
    py_p_end(P, n);
    if (py_p_vfin(P, &v, &n->v.list.elts) < 0) return NULL;
    return n;
}

py_Node *py_p_yield_or_star_expressions(py_Parser *P)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (!(t->type == PY_TK_NAME && t->kw == PY_KW_YIELD)) return py_p_star_expressions(P);
    P->i++;
    if (py_p_accept_kw(P, PY_KW_FROM)) {
        py_Node *x = py_p_expression(P);
        if (!x) return NULL;
        py_Node *n = py_p_node(P, PY_N_YIELDFROM, t);
        if (!n) return NULL;
        n->v.yield.value = x;
        py_p_end(P, n);
        return n;
    }
    py_Node *n = py_p_node(P, PY_N_YIELD, t);
    if (!n) return NULL;
    py_Token *u = py_p_peek(P, 0);
    if (!u) return NULL;
    if (py_p_starts_expr(P, u) || (u->type == PY_TK_OP && u->op == PY_TOK_STAR)) {
        n->v.yield.value = py_p_star_expressions(P);
        if (!n->v.yield.value) return NULL;
    }
    py_p_end(P, n);
    return n;
}

py_Node *py_p_atom(py_Parser *P) { return atom(P); }

/* ------------------------------------------------------------ parameters */

/* One parameter. star_ann: *args may be annotated `*Ts` (PEP 646). */
static py_Node *param(py_Parser *P, bool lambda, bool allow_ann, bool star_ann)
{
    py_Token *t = py_p_peek(P, 0);
    if (!t) return NULL;
    if (t->type != PY_TK_NAME || t->kw) return py_p_invalid(P);
    P->i++;
    py_Node *a = py_p_node(P, PY_N_ARG, t);
    if (!a) return NULL;
    a->v.arg.arg = py_p_name_obj(P, t);
    if (!a->v.arg.arg) return NULL;
    py_p_end(P, a);
    if (!lambda && allow_ann && py_p_accept_op(P, PY_TOK_COLON)) {
        py_Token *st = py_p_peek(P, 0);
        if (!st) return NULL;
        py_Node *ann;
        if (star_ann && st->type == PY_TK_OP && st->op == PY_TOK_STAR) {
            P->i++;
            ann = py_p_node(P, PY_N_STARRED, st);
            if (!ann) return NULL;
            ann->v.starred.value = py_p_bitwise_or(P);
            if (!ann->v.starred.value) return NULL;
            py_p_end(P, ann);
        } else {
            ann = py_p_expression(P);
        }
        if (!ann) return NULL;
        a->v.arg.annotation = ann;
        py_p_end(P, a);
    }
    return a;
}

static int check_dup(py_Parser *P, py_PVec *all, py_Node *a)
{
    for (int i = 0; i < all->n; i++)
        if (py_str_eq(all->items[i]->v.arg.arg, a->v.arg.arg)) {
            char msg[200];
            snprintf(msg, sizeof msg, "duplicate argument '%s' in function definition", py_str_utf8(a->v.arg.arg));
            py_p_err_node(P, a, msg);
            return -1;
        }
    return py_p_vpush(P, all, a);
}

/* Parameter list of a def (after '(' up to ')') or a lambda (up to ':'). */
py_Node *py_p_parameters(py_Parser *P, bool lambda)
{
    int closer = lambda ? PY_TOK_COLON : PY_TOK_RPAR;
    py_Node *A = py_p_node(P, PY_N_ARGUMENTS, NULL);
    if (!A) return NULL;
    py_PVec pos, kwonly, defs, kwdefs, all;
    py_p_vinit(&pos); py_p_vinit(&kwonly); py_p_vinit(&defs); py_p_vinit(&kwdefs); py_p_vinit(&all);
    int nposonly = -1;
    bool star = false, dstar = false;
    py_Token *star_tok = NULL;
    for (;;) {
        py_Token *t = py_p_peek(P, 0);
        if (!t) return NULL;
        if (t->type == PY_TK_OP && t->op == closer) break;
        if (dstar) {
            return py_p_err_tok(P, PY_T(SyntaxError), t, "arguments cannot follow var-keyword argument");
        }
        if (t->type == PY_TK_OP && t->op == PY_TOK_SLASH) {
            if (nposonly >= 0) return py_p_err_tok(P, PY_T(SyntaxError), t, "/ may appear only once");
            if (star) return py_p_err_tok(P, PY_T(SyntaxError), t, "/ must be ahead of *");
            if (pos.n == 0) return py_p_err_tok(P, PY_T(SyntaxError), t, "at least one argument must precede /");
            P->i++;
            nposonly = pos.n;
        } else if (t->type == PY_TK_OP && t->op == PY_TOK_STAR) {
            if (star) return py_p_err_tok(P, PY_T(SyntaxError), t, "* argument may appear only once");
            P->i++;
            star = true;
            star_tok = t;
            py_Token *u = py_p_peek(P, 0);
            if (!u) return NULL;
            if (u->type == PY_TK_NAME) {
                py_Node *a = param(P, lambda, true, true);
                if (!a || check_dup(P, &all, a) < 0) return NULL;
                A->v.arguments.vararg = a;
                star_tok = NULL;
                if (py_p_isop(P, PY_TOK_EQUAL)) {
                    py_Token *eq = py_p_peek(P, 0);
                    return py_p_err_tok(P, PY_T(SyntaxError), eq, "var-positional argument cannot have default value");
                }
            } else if (!(u->type == PY_TK_OP && u->op == PY_TOK_COMMA)) {
                return py_p_err_tok(P, PY_T(SyntaxError), t, "named arguments must follow bare *");
            }
        } else if (t->type == PY_TK_OP && t->op == PY_TOK_DOUBLESTAR) {
            P->i++;
            py_Node *a = param(P, lambda, true, false);
            if (!a || check_dup(P, &all, a) < 0) return NULL;
            A->v.arguments.kwarg = a;
            dstar = true;
            if (py_p_isop(P, PY_TOK_EQUAL)) {
                py_Token *eq = py_p_peek(P, 0);
                return py_p_err_tok(P, PY_T(SyntaxError), eq, "var-keyword argument cannot have default value");
            }
        } else {
            py_Node *a = param(P, lambda, true, false);
            if (!a) return NULL;
            if (check_dup(P, &all, a) < 0) return NULL;
            py_Node *d = NULL;
            if (py_p_accept_op(P, PY_TOK_EQUAL)) {
                d = py_p_expression(P);
                if (!d) return NULL;
            }
            if (star) {
                star_tok = NULL;
                if (py_p_vpush(P, &kwonly, a) < 0 || py_p_vpush(P, &kwdefs, d) < 0) return NULL;
            } else {
                if (d) {
                    if (py_p_vpush(P, &defs, d) < 0) return NULL;
                } else if (defs.n) {
                    return py_p_err_node(P, a, "parameter without a default follows parameter with a default");
                }
                if (py_p_vpush(P, &pos, a) < 0) return NULL;
            }
        }
        py_Token *n = py_p_peek(P, 0);
        if (!n) return NULL;
        if (n->type == PY_TK_OP && n->op == closer) break;
        if (!py_p_accept_op(P, PY_TOK_COMMA)) {
            if (py_err_occurred(P->S)) return NULL;
            return py_p_invalid(P);
        }
    }
    if (star_tok) return py_p_err_tok(P, PY_T(SyntaxError), star_tok, "named arguments must follow bare *");
    if (nposonly < 0) nposonly = 0;
    A->v.arguments.posonlyargs.n = nposonly;
    if (nposonly) {
        A->v.arguments.posonlyargs.items = py_arena_alloc(P->S, P->A, sizeof(py_Node *) * (size_t)nposonly);
        if (!A->v.arguments.posonlyargs.items) return NULL;
        memcpy(A->v.arguments.posonlyargs.items, pos.items, sizeof(py_Node *) * (size_t)nposonly);
    }
    int nargs = pos.n - nposonly;
    A->v.arguments.args.n = nargs;
    if (nargs) {
        A->v.arguments.args.items = py_arena_alloc(P->S, P->A, sizeof(py_Node *) * (size_t)nargs);
        if (!A->v.arguments.args.items) return NULL;
        memcpy(A->v.arguments.args.items, pos.items + nposonly, sizeof(py_Node *) * (size_t)nargs);
    }
    if (py_p_vfin(P, &kwonly, &A->v.arguments.kwonlyargs) < 0 ||
        py_p_vfin(P, &defs, &A->v.arguments.defaults) < 0 ||
        py_p_vfin(P, &kwdefs, &A->v.arguments.kw_defaults) < 0)
        return NULL;
    return A;
}
