/* py_compile.c — AST → bytecode (code objects): expressions and statements.
 *
 * One compilation unit per scope (module, function, lambda, class body,
 * comprehension). Jumps are emitted against labels and patched when the
 * unit is assembled (py_compile_unit.c); the maximum stack depth is then
 * computed by a flow analysis over the final instructions. Positions of every
 * instruction are those of the AST node being compiled (used by tracebacks).
 * try/with live in py_compile_try.c, match in py_compile_match.c. */
#include "py_compile_impl.h"

static int c_stmt(Compiler *c, py_Node *n);

/* ----------------------------------------------------------- errors */

py_Obj *py_syntax_error_at(py_State *S, py_Obj *filename, py_Node *n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char buf[512];
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    py_Obj *msg = py_str_from(S, buf);
    if (!msg) return NULL;
    py_Obj *text = NULL;
    if (S->source_lines && S->filename && filename && py_str_eq(S->filename, filename) &&
        n && n->lineno >= 1 && n->lineno <= py_list_len(S->source_lines))
        text = py_newref(py_list_getB(S->source_lines, n->lineno - 1));
    if (!text) text = PY_NONE(S);
    /* AST columns are UTF-8 byte offsets; SyntaxError offsets are characters */
    int col = n ? n->col_offset : -1, ecol = n ? n->end_col_offset : -1;
    if (n && text != S->None) {
        py_ssize nb = py_str_nbytes(text);
        col = (int)nb_utf8_count(py_str_utf8(text), (size_t)(col < nb ? col : nb));
        if (n->end_lineno == n->lineno)
            ecol = (int)nb_utf8_count(py_str_utf8(text), (size_t)(ecol < nb ? ecol : nb));
    }
    py_Obj *ln = py_int_from_i64(S, n ? n->lineno : 0);
    py_Obj *off = py_int_from_i64(S, col + 1);
    py_Obj *eln = py_int_from_i64(S, n ? n->end_lineno : 0);
    py_Obj *eoff = py_int_from_i64(S, ecol + 1);
    py_Obj *loc = NULL, *args = NULL, *exc = NULL;
    if (ln && off && eln && eoff)
        loc = py_tuple_pack(S, 6, filename ? filename : S->None, ln, off, text, eln, eoff);
    if (loc) args = py_tuple_pack(S, 2, msg, loc);
    if (args) exc = py_exc_new(S, PY_T(SyntaxError), args);
    py_xdecref(S, ln); py_xdecref(S, off); py_xdecref(S, eln); py_xdecref(S, eoff);
    py_xdecref(S, loc); py_xdecref(S, args); py_decref(S, msg); py_decref(S, text);
    if (exc) py_err_raise(S, exc);
    return NULL;
}

/* ----------------------------------------------------------- expressions */

static py_Obj *mangle_none(py_Obj *n) { return n; }

static int c_exprs(Compiler *c, py_NodeList *l)
{
    for (int i = 0; i < l->n; i++)
        if (py_cg_expr(c, l->items[i]) < 0) return -1;
    return 0;
}

static bool has_starred(py_NodeList *l)
{
    for (int i = 0; i < l->n; i++)
        if (l->items[i]->kind == PY_N_STARRED) return true;
    return false;
}

/* ------------------------------------------------- constant folding
 * A subset of CPython's AST optimizer, for what is observable (set displays
 * of constants become frozenset constants, which decides their printed
 * order) and cheap: numeric unary/binary operations on constants, constant
 * tuples. Operations that raise (1/0) or would build huge values are left to
 * run time, as CPython does. */

#define FOLD_MAX_DEPTH 24      /* bounds the cost of re-folding subtrees */
#define FOLD_MAX_INT_BITS 128  /* CPython's MAX_INT_SIZE */
#define FOLD_MAX_STR 4096      /* CPython's MAX_STR_SIZE */

static bool fold_num(py_Obj *v)
{
    return PY_TYPE(v) == PY_T(int) || PY_TYPE(v) == PY_T(float) || PY_TYPE(v) == PY_T(bool);
}

/* Bit length of a small-or-big int (rough for big ints: digits * 30). */
static int64_t fold_bits(py_Obj *v)
{
    if (PY_TYPE(v) == PY_T(bool)) return 1;
    if (!py_int_is_small(v)) return (int64_t)((py_Int *)v)->ndigits * 30;
    int64_t x = py_int_small(v);
    uint64_t u = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
    int64_t n = 0;
    while (u) { n++; u >>= 1; }
    return n;
}

static bool fold_is_int(py_Obj *v) { return PY_TYPE(v) == PY_T(int) || PY_TYPE(v) == PY_T(bool); }

/* Would `a op b` be too big to fold (CPython safe_multiply/power/lshift)? */
static bool fold_too_big(py_Obj *a, py_Obj *b, int op)
{
    if (fold_is_int(a) && fold_is_int(b)) {
        int64_t ab = fold_bits(a), bb = fold_bits(b);
        if (op == PY_OP_MUL) return ab && bb && ab + bb > FOLD_MAX_INT_BITS;
        if (op == PY_OP_POW) {
            if (py_int_sign(b) < 0 || !ab) return false;
            if (!py_int_is_small(b)) return true;
            int64_t e = py_int_small(b);
            return ab > 1 && e > FOLD_MAX_INT_BITS / (ab ? ab : 1) + 1;
        }
        if (op == PY_OP_LSHIFT) {
            if (py_int_sign(b) < 0) return false;
            if (!py_int_is_small(b)) return ab != 0;
            return ab && ab + py_int_small(b) > FOLD_MAX_INT_BITS;
        }
    }
    return false;
}

/* The constant value of e (new reference), or NULL if e is not a
 * compile-time constant. Never leaves an exception set. */
static py_Obj *fold(Compiler *c, py_Node *e, int depth)
{
    py_State *S = c->S;
    if (depth > FOLD_MAX_DEPTH) return NULL;
    switch (e->kind) {
    case PY_N_CONSTANT:
        return py_newref(e->v.constant.value);
    case PY_N_UNARYOP: {
        int op = e->v.unaryop.op;
        if (op == PY_UNARY_NOT) return NULL;
        py_Obj *v = fold(c, e->v.unaryop.operand, depth + 1);
        if (!v) return NULL;
        py_Obj *r = NULL;
        if (fold_num(v) && !(op == PY_UNARY_INVERT && !fold_is_int(v)) &&
            !(op == PY_UNARY_INVERT && PY_TYPE(v) == PY_T(bool))) {
            r = op == PY_UNARY_USUB ? py_neg(S, v) : op == PY_UNARY_UADD ? py_pos(S, v) : py_invert(S, v);
            if (!r) py_err_clear(S);
        }
        py_decref(S, v);
        return r;
    }
    case PY_N_BINOP: {
        int op = e->v.binop.op;
        if (op == PY_OP_MATMUL) return NULL;
        py_Obj *a = fold(c, e->v.binop.left, depth + 1);
        if (!a) return NULL;
        py_Obj *b = fold(c, e->v.binop.right, depth + 1);
        if (!b) { py_decref(S, a); return NULL; }
        py_Obj *r = NULL;
        bool ok = false;
        if (fold_num(a) && fold_num(b)) ok = !fold_too_big(a, b, op);
        else if (op == PY_OP_ADD && PY_TYPE(a) == PY_T(str) && PY_TYPE(b) == PY_T(str))
            ok = py_str_nbytes(a) + py_str_nbytes(b) <= FOLD_MAX_STR;
        if (ok) {
            r = py_binop(S, a, b, op);
            if (!r) py_err_clear(S);
        }
        py_decref(S, a);
        py_decref(S, b);
        return r;
    }
    case PY_N_TUPLE: {
        if (e->v.list.ctx != PY_CTX_LOAD) return NULL;
        py_NodeList *l = &e->v.list.elts;
        if (l->n == 0) return py_newref(S->empty_tuple);
        py_Obj *t = py_tuple_new(S, l->n);
        if (!t) { py_err_clear(S); return NULL; }
        for (int i = 0; i < l->n; i++) {
            py_Obj *v = fold(c, l->items[i], depth + 1);
            if (!v) { py_decref(S, t); return NULL; }
            ((py_Tuple *)t)->items[i] = v;
        }
        return t;
    }
    default:
        return NULL;
    }
}

/* Constant tuple of all items of l, or NULL if one is not constant. */
static py_Obj *fold_items(Compiler *c, py_NodeList *l)
{
    py_State *S = c->S;
    py_Obj *t = py_tuple_new(S, l->n);
    if (!t) { py_err_clear(S); return NULL; }
    for (int i = 0; i < l->n; i++) {
        py_Obj *v = fold(c, l->items[i], 1);
        if (!v) { py_decref(S, t); return NULL; }
        ((py_Tuple *)t)->items[i] = v;
    }
    return t;
}

/* frozenset of the constant tuple t as CPython's code generator / AST
 * optimizer first builds it (emit_const then rebuilds it as CPython's
 * constant merging does). New ref or NULL. */
static py_Obj *const_frozenset(Compiler *c, py_Obj *t)
{
    return py_frozenset_new(c->S, t);
}

/* Emit a constant that was just folded (steals v). */
int py_cg_emit_const_steal(Compiler *c, py_Obj *v)
{
    int r = py_cg_emit_const(c, v);
    py_decref(c->S, v);
    return r;
}

/* An iterable in `for x in ITER`, a comprehension's `in ITER` or the right
 * side of `in` / `not in` (CPython fold_iter): a list display is built as a
 * tuple, a set display of constants becomes a frozenset constant. */
static int c_iterable(Compiler *c, py_Node *e)
{
    py_State *S = c->S;
    if (e->kind == PY_N_LIST && e->v.list.ctx == PY_CTX_LOAD && !has_starred(&e->v.list.elts)) {
        py_Obj *t = fold_items(c, &e->v.list.elts);
        if (t) return py_cg_emit_const_steal(c, t);
        if (c_exprs(c, &e->v.list.elts) < 0) return -1;
        SET_LOC(c, e);
        return py_cg_emit(c, OP_BUILD_TUPLE, e->v.list.elts.n);
    }
    if (e->kind == PY_N_SET && !has_starred(&e->v.set.elts)) {
        py_Obj *t = fold_items(c, &e->v.set.elts);
        if (t) {
            py_Obj *fs = const_frozenset(c, t);
            py_decref(S, t);
            if (fs) return py_cg_emit_const_steal(c, fs);
            py_err_clear(S);    /* unhashable constant: let it fail at run time */
        }
    }
    return py_cg_expr(c, e);
}

/* Build a list/tuple/set display that contains *starred items. */
static int c_starred_seq(Compiler *c, py_NodeList *elts, int kind)
{
    int build = kind == PY_N_SET ? OP_BUILD_SET : OP_BUILD_LIST;
    int add = kind == PY_N_SET ? OP_SET_ADD : OP_LIST_APPEND;
    int ext = kind == PY_N_SET ? OP_SET_UPDATE : OP_LIST_EXTEND;
    if (py_cg_emit(c, build, 0) < 0) return -1;
    for (int i = 0; i < elts->n; i++) {
        py_Node *e = elts->items[i];
        if (e->kind == PY_N_STARRED) {
            if (py_cg_expr(c, e->v.starred.value) < 0 || py_cg_emit(c, ext, 1) < 0) return -1;
        } else {
            if (py_cg_expr(c, e) < 0 || py_cg_emit(c, add, 1) < 0) return -1;
        }
    }
    if (kind == PY_N_TUPLE) return py_cg_emit(c, OP_LIST_TO_TUPLE, 0);
    return 0;
}

/* Jump to label if the truth of e equals `cond`. */
int py_cg_jump_if(Compiler *c, py_Node *e, int label, bool cond)
{
    if (e->kind == PY_N_UNARYOP && e->v.unaryop.op == PY_UNARY_NOT)
        return py_cg_jump_if(c, e->v.unaryop.operand, label, !cond);
    if (e->kind == PY_N_BOOLOP) {
        bool is_or = e->v.boolop.op == PY_BOOL_OR;
        py_NodeList *vs = &e->v.boolop.values;
        int next2 = label;
        if (is_or != cond) {   /* need all to be `cond` to jump: short-circuit past */
            next2 = py_cg_new_label(c);
            if (next2 < 0) return -1;
        }
        for (int i = 0; i < vs->n - 1; i++)
            if (py_cg_jump_if(c, vs->items[i], next2, is_or) < 0) return -1;
        if (py_cg_jump_if(c, vs->items[vs->n - 1], label, cond) < 0) return -1;
        if (next2 != label) py_cg_use_label(c, next2);
        return 0;
    }
    if (py_cg_expr(c, e) < 0) return -1;
    return py_cg_emit(c, cond ? OP_POP_JUMP_IF_TRUE : OP_POP_JUMP_IF_FALSE, label);
}

static const int cmp_map[] = { PY_EQ, PY_NE, PY_LT, PY_LE, PY_GT, PY_GE };

int py_cg_emit_cmp(Compiler *c, int k)
{
    switch (k) {
    case PY_CMP_IS: return py_cg_emit(c, OP_IS_OP, 0);
    case PY_CMP_ISNOT: return py_cg_emit(c, OP_IS_OP, 1);
    case PY_CMP_IN: return py_cg_emit(c, OP_CONTAINS_OP, 0);
    case PY_CMP_NOTIN: return py_cg_emit(c, OP_CONTAINS_OP, 1);
    default: return py_cg_emit(c, OP_COMPARE_OP, cmp_map[k]);
    }
}

/* CPython's check_is_arg: may `x is <e>` be meant? (not a literal, or a
 * singleton constant). *lit receives the literal's value otherwise. */
static bool is_arg_ok(Compiler *c, py_Node *e, py_Obj **lit)
{
    py_State *S = c->S;
    py_Obj *v = fold(c, e, 0);
    if (!v) return true;
    bool ok = v == S->None || v == S->True || v == S->False || v == S->Ellipsis;
    if (ok) py_decref(S, v);
    else *lit = v;
    return ok;
}

/* SyntaxWarning for `is` / `is not` with a literal operand, as CPython's
 * compiler emits it (e.g. "\"is\" with 'int' literal. Did you mean \"==\"?"). */
static int check_is_literal(Compiler *c, py_Node *e)
{
    py_State *S = c->S;
    int n = e->v.compare.comparators.n;
    py_Obj *lit = NULL;
    bool left = is_arg_ok(c, e->v.compare.left, &lit);
    for (int i = 0; i < n; i++) {
        int op = e->v.compare.ops[i];
        py_Obj *rlit = NULL;
        bool right = is_arg_ok(c, e->v.compare.comparators.items[i], &rlit);
        if ((op == PY_CMP_IS || op == PY_CMP_ISNOT) && (!left || !right)) {
            py_Obj *l = !left ? lit : rlit;
            py_Obj *msg = py_str_fmt(S, op == PY_CMP_IS ? "\"is\" with '%s' literal. Did you mean \"==\"?"
                                                        : "\"is not\" with '%s' literal. Did you mean \"!=\"?",
                                     l->type->name);
            py_xdecref(S, lit);
            py_xdecref(S, rlit);
            if (!msg) return -1;
            int r = py_warn_explicit(S, (py_Obj *)PY_T(SyntaxWarning), msg, c->filename, e->lineno);
            py_decref(S, msg);
            return r;
        }
        py_xdecref(S, lit);
        lit = rlit;
        left = right;
    }
    py_xdecref(S, lit);
    return 0;
}

static int c_compare(Compiler *c, py_Node *e)
{
    if (check_is_literal(c, e) < 0) return -1;
    int n = e->v.compare.comparators.n;
    if (py_cg_expr(c, e->v.compare.left) < 0) return -1;
    int lastop = e->v.compare.ops[n - 1];
    bool in_op = lastop == PY_CMP_IN || lastop == PY_CMP_NOTIN;
    if (n == 1) {
        py_Node *r = e->v.compare.comparators.items[0];
        if ((in_op ? c_iterable(c, r) : py_cg_expr(c, r)) < 0) return -1;
        SET_LOC(c, e);
        return py_cg_emit_cmp(c, e->v.compare.ops[0]);
    }
    int cleanup = py_cg_new_label(c), end = py_cg_new_label(c);
    if (cleanup < 0 || end < 0) return -1;
    for (int i = 0; i < n - 1; i++) {
        if (py_cg_expr(c, e->v.compare.comparators.items[i]) < 0) return -1;
        if (py_cg_emit(c, OP_SWAP, 2) < 0 || py_cg_emit(c, OP_COPY, 2) < 0) return -1;
        if (py_cg_emit_cmp(c, e->v.compare.ops[i]) < 0) return -1;
        if (py_cg_emit(c, OP_JUMP_IF_FALSE_OR_POP, cleanup) < 0) return -1;
    }
    py_Node *last = e->v.compare.comparators.items[n - 1];
    if ((in_op ? c_iterable(c, last) : py_cg_expr(c, last)) < 0) return -1;
    SET_LOC(c, e);
    if (py_cg_emit_cmp(c, e->v.compare.ops[n - 1]) < 0) return -1;
    if (py_cg_emit(c, OP_JUMP, end) < 0) return -1;
    py_cg_use_label(c, cleanup);
    if (py_cg_emit(c, OP_SWAP, 2) < 0 || py_cg_emit(c, OP_POP_TOP, 0) < 0) return -1;
    py_cg_use_label(c, end);
    return 0;
}

static py_Obj *make_qualname(Compiler *c, py_Obj *name, bool is_func_or_class)
{
    py_State *S = c->S;
    Unit *u = c->u;
    while (u && u->scope->annotation) u = u->parent;   /* PEP 695 scopes are transparent */
    if (!u || u->scope->kind == PY_SCOPE_MODULE) return py_newref(name);
    /* a name declared global in the enclosing function is not nested */
    if (u->scope->kind == PY_SCOPE_FUNCTION) {
        int f = py_scope_flags(S, u->scope, name);
        if (((f >> PY_SC_SHIFT) & 7) == PY_SC_GLOBAL_EXPLICIT) return py_newref(name);
    }
    if (u->scope->kind == PY_SCOPE_FUNCTION || u->scope->kind == PY_SCOPE_COMP)
        return py_str_fmt(S, "%U.<locals>.%U", u->qualname, name);
    return py_str_fmt(S, "%U.%U", u->qualname, name);
}

/* Push the closure tuple for code `co` (cells of the current unit). */
static int emit_closure(Compiler *c, py_Code *co)
{
    if (co->nfree == 0) return 0;
    for (int i = 0; i < co->nfree; i++) {
        py_Obj *name = py_tuple_getB(co->localsplusnames, co->nlocals + i);
        int idx = py_cg_lp_index(c, name);
        if (idx < 0) {
            py_err_format(c->S, PY_T(SystemError), "compiler: no cell for free variable '%U'", name);
            return -1;
        }
        if (py_cg_emit(c, OP_LOAD_FAST, idx) < 0) return -1;
    }
    return py_cg_emit(c, OP_BUILD_TUPLE, co->nfree);
}

/* Emit MAKE_FUNCTION for a finished code object, with defaults already on the stack. */
static int emit_make_function(Compiler *c, py_Code *co, int flags)
{
    if (co->nfree) {
        if (emit_closure(c, co) < 0) return -1;
        flags |= PY_MF_CLOSURE;
    }
    if (py_cg_emit_const(c, (py_Obj *)co) < 0) return -1;
    return py_cg_emit(c, OP_MAKE_FUNCTION, flags);
}

/* Defaults and keyword-only defaults of a def/lambda: returns MAKE_FUNCTION flags or -1. */
static int c_defaults(Compiler *c, py_Node *args)
{
    int flags = 0;
    if (!args) return 0;
    if (args->v.arguments.defaults.n) {
        if (c_exprs(c, &args->v.arguments.defaults) < 0) return -1;
        if (py_cg_emit(c, OP_BUILD_TUPLE, args->v.arguments.defaults.n) < 0) return -1;
        flags |= PY_MF_DEFAULTS;
    }
    int nkw = 0;
    for (int i = 0; i < args->v.arguments.kwonlyargs.n; i++) {
        py_Node *d = i < args->v.arguments.kw_defaults.n ? args->v.arguments.kw_defaults.items[i] : NULL;
        if (!d) continue;
        if (py_cg_emit_const(c, args->v.arguments.kwonlyargs.items[i]->v.arg.arg) < 0) return -1;
        if (py_cg_expr(c, d) < 0) return -1;
        nkw++;
    }
    if (nkw) {
        if (py_cg_emit(c, OP_BUILD_MAP, nkw) < 0) return -1;
        flags |= PY_MF_KWDEFAULTS;
    }
    return flags;
}

/* An annotation's value: evaluated, or under `from __future__ import
 * annotations` its source text as 3.13 renders it. */
static int c_annotation(Compiler *c, py_Node *ann)
{
    if (!c->future_annotations) return py_cg_expr(c, ann);
    py_Obj *text = py_ast_unparse(c->S, ann);
    return text ? py_cg_emit_const_steal(c, text) : -1;
}

/* Push one `name: annotation` pair (if annotated); returns pairs pushed or -1. */
static int c_annot_pair(Compiler *c, py_Obj *name, py_Node *ann)
{
    if (!ann) return 0;
    if (py_cg_emit_const(c, name) < 0 || c_annotation(c, ann) < 0) return -1;
    return 1;
}

/* Function annotations (evaluated eagerly, as CPython 3.13 without
 * `from __future__ import annotations`): builds the __annotations__ dict on
 * the stack and returns PY_MF_ANNOTATIONS, 0 if there are none, -1 on error. */
static int c_annotations(Compiler *c, py_Node *args, py_Node *returns)
{
    int n = 0, r;
    if (args) {
        py_NodeList *lists[2] = { &args->v.arguments.posonlyargs, &args->v.arguments.args };
        for (int k = 0; k < 2; k++)
            for (int i = 0; i < lists[k]->n; i++) {
                py_Node *a = lists[k]->items[i];
                if ((r = c_annot_pair(c, a->v.arg.arg, a->v.arg.annotation)) < 0) return -1;
                n += r;
            }
        if (args->v.arguments.vararg) {
            py_Node *a = args->v.arguments.vararg;
            if ((r = c_annot_pair(c, a->v.arg.arg, a->v.arg.annotation)) < 0) return -1;
            n += r;
        }
        for (int i = 0; i < args->v.arguments.kwonlyargs.n; i++) {
            py_Node *a = args->v.arguments.kwonlyargs.items[i];
            if ((r = c_annot_pair(c, a->v.arg.arg, a->v.arg.annotation)) < 0) return -1;
            n += r;
        }
        if (args->v.arguments.kwarg) {
            py_Node *a = args->v.arguments.kwarg;
            if ((r = c_annot_pair(c, a->v.arg.arg, a->v.arg.annotation)) < 0) return -1;
            n += r;
        }
    }
    if (returns) {
        py_Obj *ret = py_intern(c->S, "return");
        if (!ret || (r = c_annot_pair(c, ret, returns)) < 0) return -1;
        n += r;
    }
    if (!n) return 0;
    if (py_cg_emit(c, OP_BUILD_MAP, n) < 0) return -1;
    return PY_MF_ANNOTATIONS;
}

static void set_arg_counts(Unit *u, py_Node *args)
{
    if (!args) return;
    u->posonly = args->v.arguments.posonlyargs.n;
    u->argcount = args->v.arguments.posonlyargs.n + args->v.arguments.args.n;
    u->kwonly = args->v.arguments.kwonlyargs.n;
    if (args->v.arguments.vararg) u->flags |= PY_CO_VARARGS;
    if (args->v.arguments.kwarg) u->flags |= PY_CO_VARKEYWORDS;
}

/* A docstring as 3.13's compiler stores it: tabs expanded, the first
 * line's leading spaces dropped, and from every later line the smallest
 * indentation of the later non-blank lines (shorter lines become empty).
 * New reference. */
static py_Obj *clean_doc(py_State *S, py_Obj *doc)
{
    const char *s = py_str_utf8(doc);
    size_t n = (size_t)py_str_nbytes(doc);
    if (!memchr(s, '\n', n) && !memchr(s, '\t', n) && (n == 0 || s[0] != ' ')) return py_newref(doc);
    py_Obj *exp = NULL;
    if (memchr(s, '\t', n)) {
        exp = py_call_method(S, doc, py_intern(S, "expandtabs"), NULL, 0, NULL);
        if (!exp) return NULL;
        s = py_str_utf8(exp);
        n = (size_t)py_str_nbytes(exp);
    }
    size_t margin = (size_t)-1;
    const char *end = s + n, *nl = memchr(s, '\n', n);
    const char *p = nl ? nl + 1 : end + 1;
    while (p <= end) {
        const char *e = memchr(p, '\n', (size_t)(end - p));
        if (!e) e = end;
        size_t ind = 0;
        while (p + ind < e && p[ind] == ' ') ind++;
        if (p + ind < e && ind < margin) margin = ind;
        p = e + 1;
    }
    if (margin == (size_t)-1) margin = 0;
    nb_Buf b;
    nb_buf_init(&b, &S->heap);
    p = s;
    while (p < end && *p == ' ') p++;
    const char *e = memchr(p, '\n', (size_t)(end - p));
    if (!e) e = end;
    nb_buf_append(&b, p, (size_t)(e - p));
    p = e + 1;
    while (p <= end) {
        nb_buf_putc(&b, '\n');
        e = memchr(p, '\n', (size_t)(end - p));
        if (!e) e = end;
        size_t len = (size_t)(e - p), cut = len < margin ? len : margin;
        nb_buf_append(&b, p + cut, len - cut);
        p = e + 1;
    }
    py_xdecref(S, exp);
    if (b.oom) { nb_buf_free(&b); return py_err_nomemory(S); }
    py_Obj *r = py_str_new(S, b.data ? b.data : "", (py_ssize)b.len);
    nb_buf_free(&b);
    return r;
}

static bool is_docstring(py_Node *s)
{
    return s->kind == PY_N_EXPR && s->v.expr.value->kind == PY_N_CONSTANT &&
           PY_TYPE(s->v.expr.value->v.constant.value) == PY_T(str);
}

static bool ends_with_return(Unit *u)
{
    if (u->n == 0) return false;
    int op = PY_OP(u->code[u->n - 1]);
    /* a label pointing past the end means something jumps there */
    for (int i = 0; i < u->nlabels; i++)
        if (u->labels[i] == u->n) return false;
    return op == OP_RETURN_VALUE || op == OP_RERAISE || op == OP_RAISE_VARARGS;
}

static int emit_return_none(Compiler *c)
{
    if (ends_with_return(c->u)) return 0;
    if (py_cg_emit_const(c, c->S->None) < 0) return -1;
    return py_cg_emit(c, OP_RETURN_VALUE, 0);
}

/* Compile a function body (def or lambda) into a code object. */
static py_Code *c_function_body(Compiler *c, py_Node *n, py_Obj *name, py_Node *args, py_NodeList *body, py_Node *lambda_body)
{
    py_State *S = c->S;
    py_Scope *sc = py_symtable_lookup(c->st, n);
    if (!sc) { py_err_setstr(S, PY_T(SystemError), "compiler: no scope"); return NULL; }
    py_Obj *qn = make_qualname(c, name, true);
    if (!qn) return NULL;
    int r = py_cg_enter_unit(c, sc, name, qn, n->lineno);
    py_decref(S, qn);
    if (r < 0) return NULL;
    Unit *u = c->u;
    u->flags = PY_CO_OPTIMIZED | PY_CO_NEWLOCALS | (sc->generator ? PY_CO_GENERATOR : 0);
    if (n->kind == PY_N_FUNCDEF && n->v.funcdef.is_async)
        u->flags = (u->flags & ~PY_CO_GENERATOR) | (sc->generator ? PY_CO_ASYNC_GENERATOR : PY_CO_COROUTINE);
    if (u->parent && u->parent->scope->kind != PY_SCOPE_MODULE) u->flags |= PY_CO_NESTED;
    set_arg_counts(u, args);
    if (sc->in_class && sc->parent && sc->parent->kind == PY_SCOPE_CLASS) u->argcount = 1;   /* .classdict */
    py_Code *co = NULL;
    if (lambda_body) {
        SET_LOC(c, lambda_body);
        if (py_cg_expr(c, lambda_body) < 0) goto out;
        if (sc->generator) {
            if (py_cg_emit(c, OP_POP_TOP, 0) < 0 || py_cg_emit_const(c, S->None) < 0) goto out;
        }
        if (py_cg_emit(c, OP_RETURN_VALUE, 0) < 0) goto out;
    } else {
        int start = 0;
        if (body->n && is_docstring(body->items[0])) {
            u->doc = clean_doc(S, body->items[0]->v.expr.value->v.constant.value);
            if (!u->doc) goto out;
            start = 1;
        }
        for (int i = start; i < body->n; i++)
            if (c_stmt(c, body->items[i]) < 0) goto out;
        if (emit_return_none(c) < 0) goto out;
    }
    co = py_cg_assemble(c);
out:
    py_cg_leave_unit(c);
    return co;
}

static int c_lambda(Compiler *c, py_Node *e)
{
    int flags = c_defaults(c, e->v.lambda.args);
    if (flags < 0) return -1;
    if (e->v.lambda.lazy && c->u->scope->kind == PY_SCOPE_CLASS) {
        /* its `.classdict` parameter defaults to this class namespace */
        if (py_cg_emit(c, OP_CALL_INTRINSIC, PY_INTR_LOCALS) < 0 || py_cg_emit(c, OP_BUILD_TUPLE, 1) < 0) return -1;
        flags |= PY_MF_DEFAULTS;
    }
    py_Code *co = c_function_body(c, e, c->S->id.lambda_, e->v.lambda.args, NULL, e->v.lambda.body);
    if (!co) return -1;
    int r = emit_make_function(c, co, flags);
    py_decref(c->S, (py_Obj *)co);
    return r;
}

/* Comprehension body: nested loops, innermost evaluates elt. */
static int c_comp_gen(Compiler *c, py_Node *e, int gi, int depth)
{
    py_NodeList *gens = &e->v.comp.generators;
    py_Node *g = gens->items[gi];
    int start = py_cg_new_label(c), end = py_cg_new_label(c);
    if (start < 0 || end < 0) return -1;
    bool as = g->v.comprehension.is_async;
    if (gi == 0) {
        if (py_cg_emit(c, OP_LOAD_FAST, 0) < 0) return -1;   /* .0 */
    } else {
        if (c_iterable(c, g->v.comprehension.iter) < 0 || py_cg_emit(c, as ? OP_GET_AITER : OP_GET_ITER, 0) < 0) return -1;
    }
    py_cg_use_label(c, start);
    SET_LOC(c, g->v.comprehension.iter);
    int handler = -1;
    if (as) {
        /* as c_async_for: END_ASYNC_FOR at `handler` ends the loop */
        if ((handler = py_cg_new_label(c)) < 0) return -1;
        if (py_cg_emit(c, OP_SETUP_FINALLY, handler) < 0 || py_cg_emit(c, OP_GET_ANEXT, 0) < 0 || py_cg_await(c) < 0 ||
            py_cg_emit(c, OP_POP_BLOCK, 0) < 0)
            return -1;
    } else if (py_cg_emit(c, OP_FOR_ITER, end) < 0) return -1;
    if (py_cg_store(c, g->v.comprehension.target) < 0) return -1;
    for (int i = 0; i < g->v.comprehension.ifs.n; i++)
        if (py_cg_jump_if(c, g->v.comprehension.ifs.items[i], start, false) < 0) return -1;
    if (gi + 1 < gens->n) {
        if (c_comp_gen(c, e, gi + 1, depth + 1) < 0) return -1;
    } else {
        switch (e->kind) {
        case PY_N_GENEXP:
            if (py_cg_expr(c, e->v.comp.elt) < 0) return -1;
            SET_LOC(c, e->v.comp.elt);
            if ((c->u->flags & PY_CO_ASYNC_GENERATOR) && py_cg_emit(c, OP_ASYNC_GEN_WRAP, 0) < 0) return -1;
            if (py_cg_emit(c, OP_YIELD_VALUE, 0) < 0 || py_cg_emit(c, OP_POP_TOP, 0) < 0) return -1;
            break;
        case PY_N_LISTCOMP:
            if (py_cg_expr(c, e->v.comp.elt) < 0 || py_cg_emit(c, OP_LIST_APPEND, depth + 2) < 0) return -1;
            break;
        case PY_N_SETCOMP:
            if (py_cg_expr(c, e->v.comp.elt) < 0 || py_cg_emit(c, OP_SET_ADD, depth + 2) < 0) return -1;
            break;
        default:
            if (py_cg_expr(c, e->v.comp.elt) < 0 || py_cg_expr(c, e->v.comp.value) < 0) return -1;
            if (py_cg_emit(c, OP_MAP_ADD, depth + 2) < 0) return -1;
            break;
        }
    }
    if (py_cg_emit(c, OP_JUMP, start) < 0) return -1;
    if (as) {
        py_cg_use_label(c, handler);
        if (py_cg_emit(c, OP_END_ASYNC_FOR, 0) < 0) return -1;
    }
    py_cg_use_label(c, end);
    return 0;
}

static int c_comprehension(Compiler *c, py_Node *e)
{
    py_State *S = c->S;
    py_Scope *sc = py_symtable_lookup(c->st, e);
    if (!sc) { py_err_setstr(S, PY_T(SystemError), "compiler: no comprehension scope"); return -1; }
    bool inl = e->kind != PY_N_GENEXP;
    /* inlined comprehensions (3.12+) report the enclosing frame's name */
    py_Obj *name = inl ? c->u->name : sc->name;
    py_Obj *qn = inl ? py_newref(c->u->qualname) : make_qualname(c, name, false);
    if (!qn) return -1;
    int r = py_cg_enter_unit(c, sc, name, qn, e->lineno);
    py_decref(S, qn);
    if (r < 0) return -1;
    Unit *u = c->u;
    u->flags = PY_CO_OPTIMIZED | PY_CO_NEWLOCALS | (e->kind == PY_N_GENEXP ? PY_CO_GENERATOR : PY_CO_INLINECOMP);
    if (sc->coroutine)
        u->flags = (u->flags & ~PY_CO_GENERATOR) | (e->kind == PY_N_GENEXP ? PY_CO_ASYNC_GENERATOR : PY_CO_COROUTINE);
    if (inl && c->mode != PY_COMPILE_MODULE) {
        /* CPython inlines list/set/dict comprehensions: at the top level of
         * exec/eval code their free names are looked up in the locals
         * mapping (LOAD_NAME), which the VM lends to this frame */
        Unit *p = u->parent;
        while (p && (p->flags & PY_CO_INLINECOMP)) p = p->parent;
        if (p && p->scope->kind == PY_SCOPE_MODULE) u->flags |= PY_CO_NAMELOCALS;
    }
    u->argcount = 1;
    py_Code *co = NULL;
    SET_LOC(c, e);
    if (e->kind == PY_N_LISTCOMP) r = py_cg_emit(c, OP_BUILD_LIST, 0);
    else if (e->kind == PY_N_SETCOMP) r = py_cg_emit(c, OP_BUILD_SET, 0);
    else if (e->kind == PY_N_DICTCOMP) r = py_cg_emit(c, OP_BUILD_MAP, 0);
    else r = 0;
    if (r == 0) r = c_comp_gen(c, e, 0, 0);
    if (r == 0) {
        SET_LOC(c, e);
        if (e->kind == PY_N_GENEXP) r = py_cg_emit_const(c, S->None);
        if (r == 0) r = py_cg_emit(c, OP_RETURN_VALUE, 0);
    }
    if (r == 0) co = py_cg_assemble(c);
    py_cg_leave_unit(c);
    if (!co) return -1;
    r = emit_make_function(c, co, 0);
    py_decref(S, (py_Obj *)co);
    if (r < 0) return -1;
    if (py_cg_emit(c, OP_PUSH_NULL, 0) < 0) return -1;
    if (c_iterable(c, e->v.comp.generators.items[0]->v.comprehension.iter) < 0) return -1;
    SET_LOC(c, e);
    bool as0 = e->v.comp.generators.items[0]->v.comprehension.is_async;
    if (py_cg_emit(c, as0 ? OP_GET_AITER : OP_GET_ITER, 0) < 0) return -1;
    if (py_cg_emit(c, OP_CALL, 1 | (inl ? 0x100 : 0)) < 0) return -1;
    if (sc->coroutine && inl && (py_cg_emit(c, OP_GET_AWAITABLE, 0) < 0 || py_cg_await(c) < 0)) return -1;
    return 0;
}

/* Keyword names tuple for a call. */
static int c_kwnames(Compiler *c, py_NodeList *kws)
{
    py_State *S = c->S;
    py_Obj *t = py_tuple_new(S, kws->n);
    if (!t) return -1;
    for (int i = 0; i < kws->n; i++)
        ((py_Tuple *)t)->items[i] = py_newref(kws->items[i]->v.keyword.arg);
    int r = py_cg_emit_const(c, t);
    py_decref(S, t);
    return r;
}

static int c_call_helper(Compiler *c, py_Node *call, int extra_depth)
{
    py_NodeList *args = &call->v.call.args, *kws = &call->v.call.keywords;
    bool star = has_starred(args);
    bool dstar = false;
    for (int i = 0; i < kws->n; i++)
        if (!kws->items[i]->v.keyword.arg) dstar = true;
    for (int i = 0; i < kws->n; i++)
        for (int j = 0; j < i; j++)
            if (kws->items[i]->v.keyword.arg && kws->items[j]->v.keyword.arg &&
                py_str_eq(kws->items[i]->v.keyword.arg, kws->items[j]->v.keyword.arg))
                return SERR(c, kws->items[i], "keyword argument repeated: %s", py_str_utf8(kws->items[i]->v.keyword.arg));
    if (!star && !dstar) {
        if (c_exprs(c, args) < 0) return -1;
        for (int i = 0; i < kws->n; i++)
            if (py_cg_expr(c, kws->items[i]->v.keyword.value) < 0) return -1;
        SET_LOC(c, call);
        if (kws->n) {
            if (c_kwnames(c, kws) < 0) return -1;
            return py_cg_emit(c, OP_CALL_KW, args->n + kws->n);
        }
        return py_cg_emit(c, OP_CALL, args->n);
    }
    /* positional part: a tuple */
    if (args->n == 1 && star) {
        if (py_cg_expr(c, args->items[0]->v.starred.value) < 0) return -1;
    } else {
        if (c_starred_seq(c, args, PY_N_TUPLE) < 0) return -1;
    }
    int flags = 0;
    if (kws->n) {
        flags = 1;
        int npending = 0;
        bool have_dict = false;
        for (int i = 0; i < kws->n; i++) {
            py_Node *k = kws->items[i];
            if (k->v.keyword.arg) {
                if (py_cg_emit_const(c, k->v.keyword.arg) < 0 || py_cg_expr(c, k->v.keyword.value) < 0) return -1;
                npending++;
                continue;
            }
            if (npending) {
                if (py_cg_emit(c, OP_BUILD_MAP, npending) < 0) return -1;
                if (have_dict && py_cg_emit(c, OP_DICT_MERGE, 1) < 0) return -1;
                have_dict = true;
                npending = 0;
            }
            if (!have_dict) {
                if (py_cg_emit(c, OP_BUILD_MAP, 0) < 0) return -1;
                have_dict = true;
            }
            if (py_cg_expr(c, k->v.keyword.value) < 0) return -1;
            SET_LOC(c, call);
            if (py_cg_emit(c, OP_DICT_MERGE, 1) < 0) return -1;
        }
        if (npending) {
            if (py_cg_emit(c, OP_BUILD_MAP, npending) < 0) return -1;
            if (have_dict && py_cg_emit(c, OP_DICT_MERGE, 1) < 0) return -1;
        }
    }
    SET_LOC(c, call);
    return py_cg_emit(c, OP_CALL_FUNCTION_EX, flags);
}

static int c_call(Compiler *c, py_Node *e)
{
    py_Node *f = e->v.call.func;
    if (f->kind == PY_N_ATTRIBUTE && f->v.attribute.ctx == PY_CTX_LOAD) {
        if (py_cg_expr(c, f->v.attribute.value) < 0) return -1;
        SET_LOC(c, f);
        if (py_cg_emit_cached(c, OP_LOAD_METHOD, f->v.attribute.attr) < 0) return -1;
    } else {
        if (py_cg_expr(c, f) < 0) return -1;
        if (py_cg_emit(c, OP_PUSH_NULL, 0) < 0) return -1;
    }
    return c_call_helper(c, e, 0);
}

static int c_fstring_part(Compiler *c, py_Node *v)
{
    if (v->kind == PY_N_CONSTANT) return py_cg_emit_const(c, v->v.constant.value);
    if (v->kind == PY_N_JOINEDSTR) return py_cg_expr(c, v);
    /* FormattedValue */
    if (py_cg_expr(c, v->v.formattedvalue.value) < 0) return -1;
    int flags = 0;
    switch (v->v.formattedvalue.conversion) {
    case 's': flags = 1; break;
    case 'r': flags = 2; break;
    case 'a': flags = 3; break;
    default: flags = 0;
    }
    if (v->v.formattedvalue.format_spec) {
        if (py_cg_expr(c, v->v.formattedvalue.format_spec) < 0) return -1;
        flags |= 4;
    }
    SET_LOC(c, v);
    return py_cg_emit(c, OP_FORMAT_VALUE, flags);
}

static int c_expr_inner(Compiler *c, py_Node *e)
{
    py_State *S = c->S;
    switch (e->kind) {
    case PY_N_CONSTANT:
        return py_cg_emit_const(c, e->v.constant.value);
    case PY_N_NAME:
        return py_cg_name_op(c, e->v.name.id, e->v.name.ctx);
    case PY_N_BOOLOP: {
        int end = py_cg_new_label(c);
        if (end < 0) return -1;
        py_NodeList *vs = &e->v.boolop.values;
        for (int i = 0; i < vs->n; i++) {
            if (py_cg_expr(c, vs->items[i]) < 0) return -1;
            if (i < vs->n - 1 &&
                py_cg_emit(c, e->v.boolop.op == PY_BOOL_AND ? OP_JUMP_IF_FALSE_OR_POP : OP_JUMP_IF_TRUE_OR_POP, end) < 0)
                return -1;
        }
        py_cg_use_label(c, end);
        return 0;
    }
    case PY_N_NAMEDEXPR:
        if (py_cg_expr(c, e->v.namedexpr.value) < 0 || py_cg_emit(c, OP_COPY, 1) < 0) return -1;
        return py_cg_store(c, e->v.namedexpr.target);
    case PY_N_BINOP: {
        py_Obj *k = fold(c, e, 0);
        if (k) return py_cg_emit_const_steal(c, k);
    }
        if (py_cg_expr(c, e->v.binop.left) < 0 || py_cg_expr(c, e->v.binop.right) < 0) return -1;
        SET_LOC(c, e);
        return py_cg_emit(c, OP_BINARY_OP, e->v.binop.op);
    case PY_N_UNARYOP: {
        py_Obj *k = fold(c, e, 0);
        if (k) return py_cg_emit_const_steal(c, k);
        if (py_cg_expr(c, e->v.unaryop.operand) < 0) return -1;
        SET_LOC(c, e);
        static const int ops[] = { OP_UNARY_INVERT, OP_UNARY_NOT, OP_UNARY_POSITIVE, OP_UNARY_NEGATIVE };
        return py_cg_emit(c, ops[e->v.unaryop.op], 0);
    }
    case PY_N_LAMBDA:
        return c_lambda(c, e);
    case PY_N_IFEXP: {
        int orelse = py_cg_new_label(c), end = py_cg_new_label(c);
        if (orelse < 0 || end < 0) return -1;
        if (py_cg_jump_if(c, e->v.ifexp.test, orelse, false) < 0) return -1;
        if (py_cg_expr(c, e->v.ifexp.body) < 0 || py_cg_emit(c, OP_JUMP, end) < 0) return -1;
        py_cg_use_label(c, orelse);
        if (py_cg_expr(c, e->v.ifexp.orelse) < 0) return -1;
        py_cg_use_label(c, end);
        return 0;
    }
    case PY_N_DICT: {
        py_NodeList *ks = &e->v.dict.keys, *vs = &e->v.dict.values;
        int pending = 0;
        bool have = false;
        for (int i = 0; i < vs->n; i++) {
            py_Node *k = i < ks->n ? ks->items[i] : NULL;
            if (k) {
                if (py_cg_expr(c, k) < 0 || py_cg_expr(c, vs->items[i]) < 0) return -1;
                pending++;
                continue;
            }
            if (pending || !have) {
                if (py_cg_emit(c, OP_BUILD_MAP, pending) < 0) return -1;
                if (have && py_cg_emit(c, OP_DICT_UPDATE, 1) < 0) return -1;
                have = true;
                pending = 0;
            }
            if (py_cg_expr(c, vs->items[i]) < 0) return -1;
            SET_LOC(c, e);
            if (py_cg_emit(c, OP_DICT_UPDATE, 1) < 0) return -1;
        }
        if (pending || !have) {
            if (py_cg_emit(c, OP_BUILD_MAP, pending) < 0) return -1;
            if (have && py_cg_emit(c, OP_DICT_UPDATE, 1) < 0) return -1;
        }
        return 0;
    }
    case PY_N_SET:
        if (has_starred(&e->v.set.elts)) return c_starred_seq(c, &e->v.set.elts, PY_N_SET);
        if (e->v.set.elts.n > 2) {
            /* CPython: BUILD_SET 0; LOAD_CONST frozenset(consts); SET_UPDATE 1
             * (the new set is filled in the frozenset's iteration order) */
            py_Obj *t = fold_items(c, &e->v.set.elts);
            if (t) {
                py_Obj *fs = const_frozenset(c, t);
                py_decref(S, t);
                if (fs) {
                    SET_LOC(c, e);
                    if (py_cg_emit(c, OP_BUILD_SET, 0) < 0) { py_decref(S, fs); return -1; }
                    if (py_cg_emit_const_steal(c, fs) < 0) return -1;
                    return py_cg_emit(c, OP_SET_UPDATE, 1);
                }
                py_err_clear(S);
            }
        }
        if (c_exprs(c, &e->v.set.elts) < 0) return -1;
        SET_LOC(c, e);
        return py_cg_emit(c, OP_BUILD_SET, e->v.set.elts.n);
    case PY_N_LIST: case PY_N_TUPLE:
        if (e->v.list.ctx == PY_CTX_STORE) return py_cg_store(c, e);
        if (e->v.list.ctx == PY_CTX_DEL) {
            for (int i = 0; i < e->v.list.elts.n; i++)
                if (py_cg_expr(c, e->v.list.elts.items[i]) < 0) return -1;
            return 0;
        }
        if (has_starred(&e->v.list.elts)) return c_starred_seq(c, &e->v.list.elts, e->kind);
        if (e->kind == PY_N_TUPLE || e->v.list.elts.n > 2) {
            py_Obj *t = fold_items(c, &e->v.list.elts);
            if (t) {
                SET_LOC(c, e);
                if (e->kind == PY_N_TUPLE) return py_cg_emit_const_steal(c, t);
                if (py_cg_emit(c, OP_BUILD_LIST, 0) < 0) { py_decref(S, t); return -1; }   /* t is ours until stolen */
                if (py_cg_emit_const_steal(c, t) < 0) return -1;
                return py_cg_emit(c, OP_LIST_EXTEND, 1);
            }
        }
        if (c_exprs(c, &e->v.list.elts) < 0) return -1;
        SET_LOC(c, e);
        return py_cg_emit(c, e->kind == PY_N_LIST ? OP_BUILD_LIST : OP_BUILD_TUPLE, e->v.list.elts.n);
    case PY_N_LISTCOMP: case PY_N_SETCOMP: case PY_N_DICTCOMP: case PY_N_GENEXP:
        return c_comprehension(c, e);
    case PY_N_YIELD:
        if (e->v.yield.value) { if (py_cg_expr(c, e->v.yield.value) < 0) return -1; }
        else if (py_cg_emit_const(c, S->None) < 0) return -1;
        SET_LOC(c, e);
        if ((c->u->flags & PY_CO_ASYNC_GENERATOR) && py_cg_emit(c, OP_ASYNC_GEN_WRAP, 0) < 0) return -1;
        return py_cg_emit(c, OP_YIELD_VALUE, 0);
    case PY_N_AWAIT:
        if (py_cg_expr(c, e->v.yield.value) < 0) return -1;
        SET_LOC(c, e);
        if (py_cg_emit(c, OP_GET_AWAITABLE, 0) < 0) return -1;
        return py_cg_await(c);
    case PY_N_YIELDFROM: {
        if (py_cg_expr(c, e->v.yield.value) < 0) return -1;
        SET_LOC(c, e);
        int l = py_cg_new_label(c), ex = py_cg_new_label(c);
        if (l < 0 || ex < 0) return -1;
        if (py_cg_emit(c, OP_GET_YIELD_FROM_ITER, 0) < 0 || py_cg_emit_const(c, S->None) < 0) return -1;
        py_cg_use_label(c, l);
        if (py_cg_emit(c, OP_SEND, ex) < 0 || py_cg_emit(c, OP_YIELD_VALUE, 1) < 0 || py_cg_emit(c, OP_JUMP, l) < 0) return -1;
        py_cg_use_label(c, ex);
        return 0;
    }
    case PY_N_COMPARE:
        return c_compare(c, e);
    case PY_N_CALL:
        return c_call(c, e);
    case PY_N_JOINEDSTR: {
        py_NodeList *vs = &e->v.joinedstr.values;
        if (vs->n == 0) return py_cg_emit_const(c, S->empty_str);
        for (int i = 0; i < vs->n; i++)
            if (c_fstring_part(c, vs->items[i]) < 0) return -1;
        if (vs->n == 1 && vs->items[0]->kind == PY_N_CONSTANT) return 0;
        SET_LOC(c, e);
        return py_cg_emit(c, OP_BUILD_STRING, vs->n);
    }
    case PY_N_FORMATTEDVALUE:
        if (c_fstring_part(c, e) < 0) return -1;
        return 0;
    case PY_N_ATTRIBUTE:
        if (py_cg_expr(c, e->v.attribute.value) < 0) return -1;
        SET_LOC(c, e);
        if (e->v.attribute.ctx == PY_CTX_LOAD) return py_cg_emit_cached(c, OP_LOAD_ATTR, e->v.attribute.attr);
        if (e->v.attribute.ctx == PY_CTX_DEL) return py_cg_emit_named(c, OP_DELETE_ATTR, e->v.attribute.attr);
        return py_cg_emit_cached(c, OP_STORE_ATTR, e->v.attribute.attr);
    case PY_N_SUBSCRIPT:
        if (py_cg_expr(c, e->v.subscript.value) < 0 || py_cg_expr(c, e->v.subscript.slice) < 0) return -1;
        SET_LOC(c, e);
        if (e->v.subscript.ctx == PY_CTX_DEL) return py_cg_emit(c, OP_DELETE_SUBSCR, 0);
        if (e->v.subscript.ctx == PY_CTX_STORE) return py_cg_emit(c, OP_STORE_SUBSCR, 0);
        return py_cg_emit(c, OP_BINARY_SUBSCR, 0);
    case PY_N_SLICE: {
        py_Node *parts[3] = { e->v.slice.lower, e->v.slice.upper, e->v.slice.step };
        int n = e->v.slice.step ? 3 : 2;
        for (int i = 0; i < n; i++) {
            if (parts[i]) { if (py_cg_expr(c, parts[i]) < 0) return -1; }
            else if (py_cg_emit_const(c, S->None) < 0) return -1;
        }
        SET_LOC(c, e);
        return py_cg_emit(c, OP_BUILD_SLICE, n);
    }
    case PY_N_STARRED:
        return SERR(c, e, "can't use starred expression here");
    default:
        py_err_format(S, PY_T(SystemError), "compiler: unexpected expression kind %d", (int)e->kind);
        return -1;
    }
}

int py_cg_expr(Compiler *c, py_Node *e)
{
    py_State *S = c->S;
    if (py_enter_recursive(S, " during compilation") < 0) return -1;
    py_Pos save = c->u->cur;
    SET_LOC(c, e);
    int r = c_expr_inner(c, e);
    c->u->cur = save;
    py_leave_recursive(S);
    return r;
}

/* ----------------------------------------------------------- stores */

static int c_unpack(Compiler *c, py_Node *t)
{
    py_NodeList *elts = &t->v.list.elts;
    int star = -1;
    for (int i = 0; i < elts->n; i++) {
        if (elts->items[i]->kind == PY_N_STARRED) {
            if (star >= 0) return SERR(c, elts->items[i], "multiple starred expressions in assignment");
            star = i;
        }
    }
    SET_LOC(c, t);
    if (star >= 0) {
        int after = elts->n - star - 1;
        if (star > 255 || after > 255) return SERR(c, t, "too many expressions in star-unpacking assignment");
        if (py_cg_emit(c, OP_UNPACK_EX, star | (after << 8)) < 0) return -1;
    } else if (py_cg_emit(c, OP_UNPACK_SEQUENCE, elts->n) < 0) return -1;
    for (int i = 0; i < elts->n; i++) {
        py_Node *x = elts->items[i];
        if (x->kind == PY_N_STARRED) x = x->v.starred.value;
        if (py_cg_store(c, x) < 0) return -1;
    }
    return 0;
}

/* Store TOS into target t (pops it). */
/* `self.X = ...` anywhere inside a class body's functions: X goes into
 * the nearest enclosing class's __static_attributes__ (3.13). */
static int note_static_attr(Compiler *c, py_Node *t)
{
    py_Node *v = t->v.attribute.value;
    if (v->kind != PY_N_NAME || !py_str_eq_c(v->v.name.id, "self")) return 0;
    for (Unit *u = c->u; u; u = u->parent) {
        if (u->scope->kind != PY_SCOPE_CLASS) continue;
        if (!u->static_attrs && !(u->static_attrs = py_set_new(c->S, NULL))) return -1;
        return py_set_add(c->S, u->static_attrs, t->v.attribute.attr);
    }
    return 0;
}

int py_cg_store(Compiler *c, py_Node *t)
{
    py_Pos save = c->u->cur;
    SET_LOC(c, t);
    int r;
    switch (t->kind) {
    case PY_N_NAME:
        r = py_cg_name_op(c, t->v.name.id, PY_CTX_STORE);
        break;
    case PY_N_ATTRIBUTE:
        r = note_static_attr(c, t);
        if (r == 0) r = py_cg_expr(c, t->v.attribute.value);
        SET_LOC(c, t);
        if (r == 0) r = py_cg_emit_cached(c, OP_STORE_ATTR, t->v.attribute.attr);
        break;
    case PY_N_SUBSCRIPT:
        r = py_cg_expr(c, t->v.subscript.value);
        if (r == 0) r = py_cg_expr(c, t->v.subscript.slice);
        SET_LOC(c, t);
        if (r == 0) r = py_cg_emit(c, OP_STORE_SUBSCR, 0);
        break;
    case PY_N_TUPLE: case PY_N_LIST:
        r = c_unpack(c, t);
        break;
    case PY_N_STARRED:
        r = SERR(c, t, "starred assignment target must be in a list or tuple");
        break;
    default:
        r = SERR(c, t, "cannot assign to expression");
        break;
    }
    c->u->cur = save;
    return r;
}

static int c_delete(Compiler *c, py_Node *t)
{
    py_Pos save = c->u->cur;
    SET_LOC(c, t);
    int r;
    switch (t->kind) {
    case PY_N_NAME: r = py_cg_name_op(c, t->v.name.id, PY_CTX_DEL); break;
    case PY_N_ATTRIBUTE:
        r = py_cg_expr(c, t->v.attribute.value);
        SET_LOC(c, t);
        if (r == 0) r = py_cg_emit_named(c, OP_DELETE_ATTR, t->v.attribute.attr);
        break;
    case PY_N_SUBSCRIPT:
        r = py_cg_expr(c, t->v.subscript.value);
        if (r == 0) r = py_cg_expr(c, t->v.subscript.slice);
        SET_LOC(c, t);
        if (r == 0) r = py_cg_emit(c, OP_DELETE_SUBSCR, 0);
        break;
    case PY_N_TUPLE: case PY_N_LIST:
        r = 0;
        for (int i = 0; r == 0 && i < t->v.list.elts.n; i++) r = c_delete(c, t->v.list.elts.items[i]);
        break;
    default:
        r = SERR(c, t, "cannot delete expression");
    }
    c->u->cur = save;
    return r;
}

/* ----------------------------------------------------------- statements */

/* ---------------------------------------------- PEP 695 type parameters */

/* Bind every type parameter (TypeVar, TypeVarTuple, ParamSpec made by
 * typing, bounds and defaults as lazy functions) and `.type_params`, in the
 * current (annotation) unit. */
static int c_type_params(Compiler *c, py_NodeList *tps)
{
    py_State *S = c->S;
    for (int i = 0; i < tps->n; i++) {
        py_Node *tp = tps->items[i];
        SET_LOC(c, tp);
        if (py_cg_emit_const(c, tp->v.typeparam.name) < 0) return -1;
        if (tp->v.typeparam.kind == PY_TP_TYPEVAR) {
            if (tp->v.typeparam.bound ? c_lambda(c, tp->v.typeparam.bound) : py_cg_emit_const(c, S->None)) return -1;
        }
        if (tp->v.typeparam.default_ ? c_lambda(c, tp->v.typeparam.default_) : py_cg_emit_const(c, S->None)) return -1;
        SET_LOC(c, tp);
        int r;
        if (tp->v.typeparam.kind == PY_TP_TYPEVAR)
            r = py_cg_emit_const(c, tp->v.typeparam.constraints ? S->True : S->False) < 0 ? -1
                : py_cg_emit(c, OP_CALL_INTRINSIC, PY_INTR_TYPEVAR | 4 << 8);
        else if (tp->v.typeparam.kind == PY_TP_PARAMSPEC)
            r = py_cg_emit(c, OP_CALL_INTRINSIC, PY_INTR_PARAMSPEC | 2 << 8);
        else
            r = py_cg_emit_const(c, tp->v.typeparam.starred_default ? S->True : S->False) < 0 ? -1
                : py_cg_emit(c, OP_CALL_INTRINSIC, PY_INTR_TYPEVARTUPLE | 3 << 8);
        if (r < 0 || py_cg_name_op(c, tp->v.typeparam.name, PY_CTX_STORE) < 0) return -1;
    }
    for (int i = 0; i < tps->n; i++)
        if (py_cg_name_op(c, tps->items[i]->v.typeparam.name, PY_CTX_LOAD) < 0) return -1;
    py_Obj *dtp = py_intern(S, ".type_params");
    if (!dtp || py_cg_emit(c, OP_BUILD_TUPLE, tps->n) < 0) return -1;
    return py_cg_name_op(c, dtp, PY_CTX_STORE);
}

static int c_class_core(Compiler *c, py_Node *s);
static int c_function_core(Compiler *c, py_Node *s, int flags);

/* The annotation scope `<generic parameters of X>` of node s (class, def,
 * type alias): a function of nargs parameters (pushed by the caller after
 * this; in a class body one more, the namespace, see push_classdict) that
 * binds the type parameters, builds X and returns it. Pushes the function
 * and a NULL, ready for the CALL. */
static int c_generic_scope(Compiler *c, py_Node *s, py_NodeList *tps, int nargs)
{
    py_State *S = c->S;
    py_Scope *sc = py_symtable_lookup(c->st, tps->items[0]);
    if (!sc) { py_err_setstr(S, PY_T(SystemError), "compiler: no annotation scope"); return -1; }
    py_Obj *qn = make_qualname(c, sc->name, true);
    if (!qn) return -1;
    int r = py_cg_enter_unit(c, sc, sc->name, qn, s->lineno);
    py_decref(S, qn);
    if (r < 0) return -1;
    Unit *u = c->u;
    u->flags = PY_CO_OPTIMIZED | PY_CO_NEWLOCALS;
    u->argcount = nargs + sc->in_class;
    py_Code *co = NULL;
    SET_LOC(c, s);
    if (c_type_params(c, tps) < 0) goto out;
    if (s->kind == PY_N_CLASSDEF) {
        if (c_class_core(c, s) < 0) goto out;
    } else if (s->kind == PY_N_FUNCDEF) {
        int flags = 0;
        py_Node *args = s->v.funcdef.args;
        if (args && args->v.arguments.defaults.n) {
            if (py_cg_name_op(c, py_intern(S, ".defaults"), PY_CTX_LOAD) < 0) goto out;
            flags |= PY_MF_DEFAULTS;
        }
        if (args) for (int i = 0; i < args->v.arguments.kw_defaults.n; i++)
            if (args->v.arguments.kw_defaults.items[i]) {
                if (py_cg_name_op(c, py_intern(S, ".kwdefaults"), PY_CTX_LOAD) < 0) goto out;
                flags |= PY_MF_KWDEFAULTS;
                break;
            }
        if (c_function_core(c, s, flags) < 0) goto out;
        SET_LOC(c, s);
        if (py_cg_name_op(c, py_intern(S, ".type_params"), PY_CTX_LOAD) < 0 ||
            py_cg_emit(c, OP_CALL_INTRINSIC, PY_INTR_FUNC_TYPE_PARAMS | 2 << 8) < 0) goto out;
    } else {
        if (py_cg_emit_const(c, s->v.typealias.name) < 0 || py_cg_name_op(c, py_intern(S, ".type_params"), PY_CTX_LOAD) < 0 ||
            c_lambda(c, s->v.typealias.value) < 0) goto out;
        SET_LOC(c, s);
        if (py_cg_emit(c, OP_CALL_INTRINSIC, PY_INTR_TYPE_ALIAS | 3 << 8) < 0) goto out;
    }
    if (py_cg_emit(c, OP_RETURN_VALUE, 0) < 0) goto out;
    co = py_cg_assemble(c);
out:
    py_cg_leave_unit(c);
    if (!co) return -1;
    SET_LOC(c, s);
    r = emit_make_function(c, co, 0);
    py_decref(S, (py_Obj *)co);
    if (r < 0) return -1;
    return py_cg_emit(c, OP_PUSH_NULL, 0);
}

/* In a class body, push the namespace for the annotation scope (its last
 * argument); returns the number of values pushed or -1. */
static int push_classdict(Compiler *c)
{
    if (c->u->scope->kind != PY_SCOPE_CLASS) return 0;
    return py_cg_emit(c, OP_CALL_INTRINSIC, PY_INTR_LOCALS) < 0 ? -1 : 1;
}

/* Annotations, the function object (defaults already pushed per flags). */
static int c_function_core(Compiler *c, py_Node *s, int flags)
{
    int aflags = c_annotations(c, s->v.funcdef.args, s->v.funcdef.returns);
    if (aflags < 0) return -1;
    flags |= aflags;
    py_Code *co = c_function_body(c, s, s->v.funcdef.name, s->v.funcdef.args, &s->v.funcdef.body, NULL);
    if (!co) return -1;
    SET_LOC(c, s);
    int r = emit_make_function(c, co, flags);
    py_decref(c->S, (py_Obj *)co);
    return r;
}

/* After a def or class statement has pushed its object: call the decorators
 * (innermost first) and store the result under name. */
static int decorate_and_store(Compiler *c, py_Node *s, py_NodeList *decos, py_Obj *name)
{
    for (int i = decos->n - 1; i >= 0; i--) {
        SET_LOC(c, decos->items[i]);
        if (py_cg_emit(c, OP_CALL, 1) < 0) return -1;
    }
    SET_LOC(c, s);
    py_Obj *store = py_mangle(c->S, c->u->priv, name);
    return store ? py_cg_name_op(c, store, PY_CTX_STORE) : -1;
}

static int c_funcdef(Compiler *c, py_Node *s)
{
    py_State *S = c->S;
    py_NodeList *decos = &s->v.funcdef.decorators;
    for (int i = 0; i < decos->n; i++) {
        if (py_cg_expr(c, decos->items[i]) < 0 || py_cg_emit(c, OP_PUSH_NULL, 0) < 0) return -1;
    }
    SET_LOC(c, s);
    if (s->v.funcdef.type_params.n) {
        /* defaults are evaluated here and passed to the annotation scope */
        py_Node *args = s->v.funcdef.args;
        if (c_generic_scope(c, s, &s->v.funcdef.type_params, 2) < 0) return -1;
        int flags = c_defaults(c, args);
        if (flags < 0) return -1;
        if (!(flags & PY_MF_DEFAULTS)) {
            if (py_cg_emit_const(c, S->None) < 0) return -1;
            if ((flags & PY_MF_KWDEFAULTS) && py_cg_emit(c, OP_SWAP, 2) < 0) return -1;
        }
        if (!(flags & PY_MF_KWDEFAULTS) && py_cg_emit_const(c, S->None) < 0) return -1;
        int extra = push_classdict(c);
        if (extra < 0) return -1;
        SET_LOC(c, s);
        if (py_cg_emit(c, OP_CALL, 2 + extra) < 0) return -1;
    } else {
        int flags = c_defaults(c, s->v.funcdef.args);
        if (flags < 0 || c_function_core(c, s, flags) < 0) return -1;
    }
    return decorate_and_store(c, s, decos, s->v.funcdef.name);
}

/* type X[params] = value: a typing.TypeAliasType with a lazy value. */
static int c_typealias(Compiler *c, py_Node *s)
{
    py_State *S = c->S;
    SET_LOC(c, s);
    if (s->v.typealias.type_params.n) {
        if (c_generic_scope(c, s, &s->v.typealias.type_params, 0) < 0) return -1;
        int extra = push_classdict(c);
        SET_LOC(c, s);
        if (extra < 0 || py_cg_emit(c, OP_CALL, extra) < 0) return -1;
    } else {
        if (py_cg_emit_const(c, s->v.typealias.name) < 0 || py_cg_emit_const(c, S->None) < 0 ||
            c_lambda(c, s->v.typealias.value) < 0) return -1;
        SET_LOC(c, s);
        if (py_cg_emit(c, OP_CALL_INTRINSIC, PY_INTR_TYPE_ALIAS | 3 << 8) < 0) return -1;
    }
    py_Obj *store = py_mangle(S, c->u->priv, s->v.typealias.name);
    return store ? py_cg_name_op(c, store, PY_CTX_STORE) : -1;
}

static bool body_has_annotations(py_NodeList *body)
{
    for (int i = 0; i < body->n; i++) {
        py_Node *s = body->items[i];
        switch (s->kind) {
        case PY_N_ANNASSIGN: return true;
        case PY_N_FOR:
            if (body_has_annotations(&s->v.for_.body) || body_has_annotations(&s->v.for_.orelse)) return true;
            break;
        case PY_N_WHILE: case PY_N_IF:
            if (body_has_annotations(&s->v.while_.body) || body_has_annotations(&s->v.while_.orelse)) return true;
            break;
        case PY_N_WITH:
            if (body_has_annotations(&s->v.with.body)) return true;
            break;
        case PY_N_TRY:
            if (body_has_annotations(&s->v.try_.body) || body_has_annotations(&s->v.try_.orelse) ||
                body_has_annotations(&s->v.try_.finalbody)) return true;
            for (int j = 0; j < s->v.try_.handlers.n; j++)
                if (body_has_annotations(&s->v.try_.handlers.items[j]->v.excepthandler.body)) return true;
            break;
        default: break;
        }
    }
    return false;
}

static int c_classdef(Compiler *c, py_Node *s)
{
    py_NodeList *decos = &s->v.classdef.decorators;
    for (int i = 0; i < decos->n; i++)
        if (py_cg_expr(c, decos->items[i]) < 0 || py_cg_emit(c, OP_PUSH_NULL, 0) < 0) return -1;
    if (s->v.classdef.type_params.n) {
        if (c_generic_scope(c, s, &s->v.classdef.type_params, 0) < 0) return -1;
        int extra = push_classdict(c);
        SET_LOC(c, s);
        if (extra < 0 || py_cg_emit(c, OP_CALL, extra) < 0) return -1;
    } else if (c_class_core(c, s) < 0) return -1;
    return decorate_and_store(c, s, decos, s->v.classdef.name);
}

/* The class object of s, built from its body, bases and keywords (and, for
 * a generic class, Generic[*type_params] after the bases). */
static int c_class_core(Compiler *c, py_Node *s)
{
    py_State *S = c->S;
    py_NodeList *decos = &s->v.classdef.decorators;
    bool generic = s->v.classdef.type_params.n > 0;
    py_Scope *sc = py_symtable_lookup(c->st, s);
    if (!sc) { py_err_setstr(S, PY_T(SystemError), "compiler: no class scope"); return -1; }
    py_Obj *qn = make_qualname(c, s->v.classdef.name, true);
    if (!qn) return -1;
    int r = py_cg_enter_unit(c, sc, s->v.classdef.name, qn, s->lineno);
    if (r < 0) { py_decref(S, qn); return -1; }
    Unit *u = c->u;
    u->flags = PY_CO_CLASSBODY;
    py_Code *co = NULL;
    py_NodeList *body = &s->v.classdef.body;
    SET_LOC(c, s);
    if (py_cg_emit_named(c, OP_LOAD_NAME, S->id.__name__) < 0 || py_cg_emit_named(c, OP_STORE_NAME, S->id.__module__) < 0) goto fail;
    if (py_cg_emit_const(c, qn) < 0 || py_cg_emit_named(c, OP_STORE_NAME, S->id.__qualname__) < 0) goto fail;
    {
        py_Obj *fl = py_int_from_i64(S, decos->n ? decos->items[0]->lineno : s->lineno);
        if (!fl || py_cg_emit_const_steal(c, fl) < 0 || py_cg_emit_named(c, OP_STORE_NAME, py_intern(S, "__firstlineno__")) < 0)
            goto fail;
    }
    if (generic && (py_cg_name_op(c, py_intern(S, ".type_params"), PY_CTX_LOAD) < 0 ||
                    py_cg_emit_named(c, OP_STORE_NAME, py_intern(S, "__type_params__")) < 0)) goto fail;
    int start = 0;
    if (body->n && is_docstring(body->items[0])) {
        SET_LOC(c, body->items[0]);
        py_Obj *doc = clean_doc(S, body->items[0]->v.expr.value->v.constant.value);
        if (!doc || py_cg_emit_const_steal(c, doc) < 0 || py_cg_emit_named(c, OP_STORE_NAME, S->id.__doc__) < 0) goto fail;
        start = 1;
    }
    if (body_has_annotations(body) && py_cg_emit(c, OP_SETUP_ANNOTATIONS, 0) < 0) goto fail;
    for (int i = start; i < body->n; i++)
        if (c_stmt(c, body->items[i]) < 0) goto fail;
    SET_LOC(c, s);
    {
        py_Obj *attrs = u->static_attrs ? py_seq_list(S, u->static_attrs) : py_list_new(S, 0);
        if (!attrs) goto fail;
        py_Obj *t = py_list_sort(S, attrs, NULL, false) < 0 ? NULL : py_seq_tuple(S, attrs);
        py_decref(S, attrs);
        if (!t || py_cg_emit_const_steal(c, t) < 0 ||
            py_cg_emit_named(c, OP_STORE_NAME, py_intern(S, "__static_attributes__")) < 0) goto fail;
    }
    if (sc->needs_class_closure) {
        int idx = py_cg_lp_index(c, S->id.__class__);
        if (py_cg_emit(c, OP_LOAD_FAST, idx) < 0 || py_cg_emit_named(c, OP_STORE_NAME, S->id.__classcell__) < 0) goto fail;
    }
    if (py_cg_emit_const(c, S->None) < 0 || py_cg_emit(c, OP_RETURN_VALUE, 0) < 0) goto fail;
    co = py_cg_assemble(c);
fail:
    py_cg_leave_unit(c);
    py_decref(S, qn);
    if (!co) return -1;
    SET_LOC(c, s);
    r = emit_make_function(c, co, 0);
    py_decref(S, (py_Obj *)co);
    if (r < 0) return -1;
    if (py_cg_emit_const(c, s->v.classdef.name) < 0) return -1;
    py_NodeList *bases = &s->v.classdef.bases, *kws = &s->v.classdef.keywords;
    if (has_starred(bases)) return SERR(c, s, "starred base classes are not supported");
    if (c_exprs(c, bases) < 0) return -1;
    if (generic) {
        SET_LOC(c, s);
        if (py_cg_name_op(c, py_intern(S, ".type_params"), PY_CTX_LOAD) < 0 ||
            py_cg_emit(c, OP_CALL_INTRINSIC, PY_INTR_GENERIC_BASE | 1 << 8) < 0) return -1;
    }
    for (int i = 0; i < kws->n; i++) {
        if (!kws->items[i]->v.keyword.arg) return SERR(c, kws->items[i], "**kwargs in class definition are not supported");
        if (py_cg_expr(c, kws->items[i]->v.keyword.value) < 0) return -1;
    }
    SET_LOC(c, s);
    int argc = 2 + bases->n + generic + kws->n;
    if (kws->n) {
        if (c_kwnames(c, kws) < 0) return -1;
        return py_cg_emit(c, OP_BUILD_CLASS, argc | (1 << 16));
    }
    return py_cg_emit(c, OP_BUILD_CLASS, argc);
}

static bool in_function(Compiler *c)
{
    return c->u->scope->kind == PY_SCOPE_FUNCTION || c->u->scope->kind == PY_SCOPE_COMP;
}

/* break/continue/return may not leave an except* handler body (fblocks
 * above index `from`). */
int py_cg_except_star_exit(Compiler *c, int from, py_Node *at)
{
    for (int i = c->u->nfb - 1; i > from; i--)
        if (c->u->fb[i].kind == FB_EXCEPT_STAR)
            return SERR(c, at, "'break', 'continue' and 'return' cannot appear in an except* block");
    return 0;
}

static int c_return(Compiler *c, py_Node *s)
{
    py_State *S = c->S;
    if (!in_function(c)) return SERR(c, s, "'return' outside function");
    if (py_cg_except_star_exit(c, -1, s->v.ret.value ? s->v.ret.value : s) < 0) return -1;
    bool preserve = s->v.ret.value != NULL;
    if (preserve && py_cg_expr(c, s->v.ret.value) < 0) return -1;
    SET_LOC(c, s);
    Unit *u = c->u;
    for (int i = u->nfb - 1; i >= 0; i--) {
        if (py_cg_unwind_fblock(c, &u->fb[i], preserve) < 0) return -1;
        SET_LOC(c, s);
    }
    if (!preserve && py_cg_emit_const(c, S->None) < 0) return -1;
    return py_cg_emit(c, OP_RETURN_VALUE, 0);
}

static int c_break_continue(Compiler *c, py_Node *s, bool brk)
{
    Unit *u = c->u;
    int i;
    for (i = u->nfb - 1; i >= 0; i--)
        if (u->fb[i].kind == FB_WHILE || u->fb[i].kind == FB_FOR) break;
    if (i < 0) return SERR(c, s, brk ? "'break' outside loop" : "'continue' not properly in loop");
    if (py_cg_except_star_exit(c, i, s) < 0) return -1;
    for (int j = u->nfb - 1; j > i; j--) {
        if (py_cg_unwind_fblock(c, &u->fb[j], false) < 0) return -1;
        SET_LOC(c, s);
    }
    FBlock *loop = &u->fb[i];
    if (brk) {
        if (py_cg_unwind_fblock(c, loop, false) < 0) return -1;
        return py_cg_emit(c, OP_JUMP, loop->exit);
    }
    return py_cg_emit(c, OP_JUMP, loop->start);
}

/* The `await` loop after GET_AWAITABLE: [awaitable] -> [result]. */
int py_cg_await(Compiler *c)
{
    int l = py_cg_new_label(c), ex = py_cg_new_label(c);
    if (l < 0 || ex < 0) return -1;
    if (py_cg_emit_const(c, c->S->None) < 0) return -1;
    py_cg_use_label(c, l);
    if (py_cg_emit(c, OP_SEND, ex) < 0 || py_cg_emit(c, OP_YIELD_VALUE, 1) < 0 || py_cg_emit(c, OP_JUMP, l) < 0) return -1;
    py_cg_use_label(c, ex);
    return 0;
}

/* async for: [aiter]; each step awaits __anext__() inside a block whose
 * handler (END_ASYNC_FOR) ends the loop on StopAsyncIteration. */
static int c_async_for(Compiler *c, py_Node *s)
{
    int start = py_cg_new_label(c), handler = py_cg_new_label(c), end = py_cg_new_label(c);
    if (start < 0 || handler < 0 || end < 0) return -1;
    if (py_cg_expr(c, s->v.for_.iter) < 0) return -1;
    SET_LOC(c, s->v.for_.iter);
    if (py_cg_emit(c, OP_GET_AITER, 0) < 0) return -1;
    py_cg_use_label(c, start);
    if (py_cg_emit(c, OP_SETUP_FINALLY, handler) < 0 || py_cg_emit(c, OP_GET_ANEXT, 0) < 0 || py_cg_await(c) < 0 ||
        py_cg_emit(c, OP_POP_BLOCK, 0) < 0)
        return -1;
    if (py_cg_push_fb(c, FB_FOR, start, end, s) < 0) return -1;
    if (py_cg_store(c, s->v.for_.target) < 0) return -1;
    if (py_cg_stmts(c, &s->v.for_.body) < 0) return -1;
    py_cg_pop_fb(c);
    SET_LOC(c, s->v.for_.iter);
    if (py_cg_emit(c, OP_JUMP, start) < 0) return -1;
    py_cg_use_label(c, handler);
    /* [aiter, exc] */
    if (py_cg_emit(c, OP_END_ASYNC_FOR, 0) < 0) return -1;
    if (py_cg_stmts(c, &s->v.for_.orelse) < 0) return -1;
    py_cg_use_label(c, end);
    return 0;
}

static int c_for(Compiler *c, py_Node *s)
{
    if (s->v.for_.is_async) return c_async_for(c, s);
    int start = py_cg_new_label(c), cleanup = py_cg_new_label(c), end = py_cg_new_label(c);
    if (start < 0 || cleanup < 0 || end < 0) return -1;
    if (c_iterable(c, s->v.for_.iter) < 0) return -1;
    SET_LOC(c, s->v.for_.iter);
    if (py_cg_emit(c, OP_GET_ITER, 0) < 0) return -1;
    py_cg_use_label(c, start);
    if (py_cg_emit(c, OP_FOR_ITER, cleanup) < 0) return -1;
    if (py_cg_push_fb(c, FB_FOR, start, end, s) < 0) return -1;
    if (py_cg_store(c, s->v.for_.target) < 0) return -1;
    if (py_cg_stmts(c, &s->v.for_.body) < 0) return -1;
    py_cg_pop_fb(c);
    SET_LOC(c, s->v.for_.iter);
    if (py_cg_emit(c, OP_JUMP, start) < 0) return -1;
    py_cg_use_label(c, cleanup);
    if (py_cg_stmts(c, &s->v.for_.orelse) < 0) return -1;
    py_cg_use_label(c, end);
    return 0;
}

static int c_while(Compiler *c, py_Node *s)
{
    int start = py_cg_new_label(c), orelse = py_cg_new_label(c), end = py_cg_new_label(c);
    if (start < 0 || orelse < 0 || end < 0) return -1;
    py_cg_use_label(c, start);
    bool always = s->v.while_.test->kind == PY_N_CONSTANT && s->v.while_.test->v.constant.value == c->S->True;
    if (!always && py_cg_jump_if(c, s->v.while_.test, orelse, false) < 0) return -1;
    if (py_cg_push_fb(c, FB_WHILE, start, end, s) < 0) return -1;
    if (py_cg_stmts(c, &s->v.while_.body) < 0) return -1;
    py_cg_pop_fb(c);
    SET_LOC(c, s);
    if (py_cg_emit(c, OP_JUMP, start) < 0) return -1;
    py_cg_use_label(c, orelse);
    if (py_cg_stmts(c, &s->v.while_.orelse) < 0) return -1;
    py_cg_use_label(c, end);
    return 0;
}

static int c_if(Compiler *c, py_Node *s)
{
    int orelse = py_cg_new_label(c), end = py_cg_new_label(c);
    if (orelse < 0 || end < 0) return -1;
    if (py_cg_jump_if(c, s->v.if_.test, orelse, false) < 0) return -1;
    if (py_cg_stmts(c, &s->v.if_.body) < 0) return -1;
    if (s->v.if_.orelse.n) {
        if (!ends_with_return(c->u) || true) {
            if (py_cg_emit(c, OP_JUMP, end) < 0) return -1;
        }
    }
    py_cg_use_label(c, orelse);
    if (py_cg_stmts(c, &s->v.if_.orelse) < 0) return -1;
    py_cg_use_label(c, end);
    return 0;
}

static int c_import(Compiler *c, py_Node *s)
{
    py_State *S = c->S;
    py_Obj *zero = S->small_ints[5];
    for (int i = 0; i < s->v.import.names.n; i++) {
        py_Node *a = s->v.import.names.items[i];
        SET_LOC(c, a);
        if (py_cg_emit_const(c, zero) < 0) return -1;
        bool dotted = strchr(py_str_utf8(a->v.alias.name), '.') != NULL;
        if (a->v.alias.asname && dotted) {
            if (py_cg_emit_const(c, S->empty_tuple) < 0) return -1;   /* leaf module */
        } else if (py_cg_emit_const(c, S->None) < 0) return -1;
        if (py_cg_emit_named(c, OP_IMPORT_NAME, a->v.alias.name) < 0) return -1;
        if (a->v.alias.asname) {
            if (py_cg_name_op(c, a->v.alias.asname, PY_CTX_STORE) < 0) return -1;
        } else {
            const char *nm = py_str_utf8(a->v.alias.name);
            const char *dot = strchr(nm, '.');
            if (!dot) { if (py_cg_name_op(c, a->v.alias.name, PY_CTX_STORE) < 0) return -1; }
            else {
                py_Obj *first = py_str_new(S, nm, dot - nm);
                if (!first) return -1;
                int r = py_cg_name_op(c, first, PY_CTX_STORE);
                py_decref(S, first);
                if (r < 0) return -1;
            }
        }
    }
    return 0;
}

static bool is_future_import(py_Node *s)
{
    return s->kind == PY_N_IMPORTFROM && s->v.importfrom.level == 0 && s->v.importfrom.module &&
           py_str_eq_c(s->v.importfrom.module, "__future__");
}

/* The leading `from __future__ import ...` statements of a module (after
 * its docstring): each name must be a feature 3.13 knows; `annotations`
 * turns on PEP 563. Later future imports are rejected in c_importfrom. */
static int future_scan(Compiler *c, py_NodeList *body)
{
    static const char *const known[] = {
        "nested_scopes", "generators", "division", "absolute_import", "with_statement",
        "print_function", "unicode_literals", "barry_as_FLUFL", "generator_stop", "annotations", NULL
    };
    c->future_line = c->future_col = -1;
    int i = body->n && is_docstring(body->items[0]) ? 1 : 0;
    for (; i < body->n && is_future_import(body->items[i]); i++) {
        py_Node *s = body->items[i];
        for (int k = 0; k < s->v.importfrom.names.n; k++) {
            py_Node *a = s->v.importfrom.names.items[k];
            const char *nm = py_str_utf8(a->v.alias.name);
            int j = 0;
            while (known[j] && strcmp(known[j], nm) != 0) j++;
            if (known[j]) {
                if (strcmp(nm, "annotations") == 0) c->future_annotations = true;
                continue;
            }
            if (strcmp(nm, "braces") == 0) return SERR(c, a, "not a chance");
            return SERR(c, a, "future feature %s is not defined", nm);
        }
        c->future_line = s->lineno;
        c->future_col = s->col_offset;
    }
    return 0;
}

static int c_importfrom(Compiler *c, py_Node *s)
{
    py_State *S = c->S;
    py_NodeList *names = &s->v.importfrom.names;
    if (is_future_import(s) &&
        (s->lineno > c->future_line || (s->lineno == c->future_line && s->col_offset > c->future_col)))
        return SERR(c, s, "from __future__ imports must occur at the beginning of the file");
    py_Obj *lvl = py_int_from_i64(S, s->v.importfrom.level);
    if (!lvl) return -1;
    int r = py_cg_emit_const(c, lvl);
    py_decref(S, lvl);
    if (r < 0) return -1;
    py_Obj *fl = py_tuple_new(S, names->n);
    if (!fl) return -1;
    for (int i = 0; i < names->n; i++)
        ((py_Tuple *)fl)->items[i] = py_newref(names->items[i]->v.alias.name);
    r = py_cg_emit_const(c, fl);
    py_decref(S, fl);
    if (r < 0) return -1;
    py_Obj *mod = s->v.importfrom.module ? s->v.importfrom.module : S->empty_str;
    if (py_cg_emit_named(c, OP_IMPORT_NAME, mod) < 0) return -1;
    for (int i = 0; i < names->n; i++) {
        py_Node *a = names->items[i];
        SET_LOC(c, a);
        if (py_str_eq_c(a->v.alias.name, "*")) {
            SET_LOC(c, s);
            return py_cg_emit(c, OP_IMPORT_STAR, 0);
        }
        if (py_cg_emit_named(c, OP_IMPORT_FROM, a->v.alias.name) < 0) return -1;
        if (py_cg_name_op(c, a->v.alias.asname ? a->v.alias.asname : a->v.alias.name, PY_CTX_STORE) < 0) return -1;
    }
    return py_cg_emit(c, OP_POP_TOP, 0);
}

static int c_augassign(Compiler *c, py_Node *s)
{
    py_Node *t = s->v.augassign.target;
    int op = s->v.augassign.op;
    switch (t->kind) {
    case PY_N_NAME:
        if (py_cg_name_op(c, t->v.name.id, PY_CTX_LOAD) < 0) return -1;
        if (py_cg_expr(c, s->v.augassign.value) < 0) return -1;
        SET_LOC(c, s);
        if (py_cg_emit(c, OP_INPLACE_OP, op) < 0) return -1;
        SET_LOC(c, t);
        return py_cg_name_op(c, t->v.name.id, PY_CTX_STORE);
    case PY_N_ATTRIBUTE:
        if (py_cg_expr(c, t->v.attribute.value) < 0) return -1;
        SET_LOC(c, t);
        if (py_cg_emit(c, OP_COPY, 1) < 0 || py_cg_emit_cached(c, OP_LOAD_ATTR, t->v.attribute.attr) < 0) return -1;
        if (py_cg_expr(c, s->v.augassign.value) < 0) return -1;
        SET_LOC(c, s);
        if (py_cg_emit(c, OP_INPLACE_OP, op) < 0) return -1;
        SET_LOC(c, t);
        if (py_cg_emit(c, OP_SWAP, 2) < 0) return -1;
        return py_cg_emit_cached(c, OP_STORE_ATTR, t->v.attribute.attr);
    case PY_N_SUBSCRIPT:
        if (py_cg_expr(c, t->v.subscript.value) < 0 || py_cg_expr(c, t->v.subscript.slice) < 0) return -1;
        SET_LOC(c, t);
        if (py_cg_emit(c, OP_COPY, 2) < 0 || py_cg_emit(c, OP_COPY, 2) < 0 || py_cg_emit(c, OP_BINARY_SUBSCR, 0) < 0) return -1;
        if (py_cg_expr(c, s->v.augassign.value) < 0) return -1;
        SET_LOC(c, s);
        if (py_cg_emit(c, OP_INPLACE_OP, op) < 0) return -1;
        SET_LOC(c, t);
        if (py_cg_emit(c, OP_SWAP, 3) < 0 || py_cg_emit(c, OP_SWAP, 2) < 0) return -1;
        return py_cg_emit(c, OP_STORE_SUBSCR, 0);
    default:
        return SERR(c, t, "'%s' is an illegal expression for augmented assignment", "expression");
    }
}

static int c_annassign(Compiler *c, py_Node *s)
{
    py_State *S = c->S;
    py_Node *t = s->v.annassign.target;
    if (s->v.annassign.value) {
        if (py_cg_expr(c, s->v.annassign.value) < 0) return -1;
        if (py_cg_store(c, t) < 0) return -1;
    }
    if (t->kind == PY_N_NAME && s->v.annassign.simple && !in_function(c)) {
        if (c_annotation(c, s->v.annassign.annotation) < 0) return -1;
        SET_LOC(c, s);
        if (py_cg_emit_named(c, OP_LOAD_NAME, S->id.__annotations__) < 0) return -1;
        if (py_cg_emit_const(c, t->v.name.id) < 0) return -1;
        return py_cg_emit(c, OP_STORE_SUBSCR, 0);
    }
    if (!in_function(c)) {
        /* evaluate the target's subexpressions (CPython does) */
        if (t->kind == PY_N_ATTRIBUTE && !s->v.annassign.value) {
            if (py_cg_expr(c, t->v.attribute.value) < 0 || py_cg_emit(c, OP_POP_TOP, 0) < 0) return -1;
        }
        if (!c->future_annotations &&
            (py_cg_expr(c, s->v.annassign.annotation) < 0 || py_cg_emit(c, OP_POP_TOP, 0) < 0)) return -1;
    }
    return 0;
}

static int c_stmt_inner(Compiler *c, py_Node *s)
{
    py_State *S = c->S;
    switch (s->kind) {
    case PY_N_FUNCDEF: return c_funcdef(c, s);
    case PY_N_CLASSDEF: return c_classdef(c, s);
    case PY_N_TYPEALIAS: return c_typealias(c, s);
    case PY_N_RETURN: return c_return(c, s);
    case PY_N_DELETE:
        for (int i = 0; i < s->v.del.targets.n; i++)
            if (c_delete(c, s->v.del.targets.items[i]) < 0) return -1;
        return 0;
    case PY_N_ASSIGN: {
        py_NodeList *ts = &s->v.assign.targets;
        if (py_cg_expr(c, s->v.assign.value) < 0) return -1;
        for (int i = 0; i < ts->n; i++) {
            if (i < ts->n - 1 && py_cg_emit(c, OP_COPY, 1) < 0) return -1;
            if (py_cg_store(c, ts->items[i]) < 0) return -1;
        }
        return 0;
    }
    case PY_N_AUGASSIGN: return c_augassign(c, s);
    case PY_N_ANNASSIGN: return c_annassign(c, s);
    case PY_N_FOR: return c_for(c, s);
    case PY_N_WHILE: return c_while(c, s);
    case PY_N_IF: return c_if(c, s);
    case PY_N_WITH: return py_cg_with_item(c, s, 0);
    case PY_N_RAISE: {
        int n = 0;
        if (s->v.raise.exc) {
            if (py_cg_expr(c, s->v.raise.exc) < 0) return -1;
            n = 1;
            if (s->v.raise.cause) {
                if (py_cg_expr(c, s->v.raise.cause) < 0) return -1;
                n = 2;
            }
        }
        SET_LOC(c, s);
        return py_cg_emit(c, OP_RAISE_VARARGS, n);
    }
    case PY_N_TRY:
        if (s->v.try_.finalbody.n) return py_cg_try_finally(c, s);
        return s->v.try_.star ? py_cg_try_star(c, s) : py_cg_try_except(c, s);
    case PY_N_ASSERT: {
        int end = py_cg_new_label(c);
        if (end < 0) return -1;
        if (py_cg_jump_if(c, s->v.assert_.test, end, true) < 0) return -1;
        SET_LOC(c, s->v.assert_.test);
        if (py_cg_emit(c, OP_LOAD_ASSERTION_ERROR, 0) < 0) return -1;
        if (s->v.assert_.msg) {
            if (py_cg_emit(c, OP_PUSH_NULL, 0) < 0 || py_cg_expr(c, s->v.assert_.msg) < 0) return -1;
            SET_LOC(c, s->v.assert_.test);
            if (py_cg_emit(c, OP_CALL, 1) < 0) return -1;
        }
        if (py_cg_emit(c, OP_RAISE_VARARGS, 1) < 0) return -1;
        py_cg_use_label(c, end);
        return 0;
    }
    case PY_N_IMPORT: return c_import(c, s);
    case PY_N_IMPORTFROM: return c_importfrom(c, s);
    case PY_N_GLOBAL: case PY_N_NONLOCAL: case PY_N_PASS:
        return 0;
    case PY_N_EXPR:
        if (s->v.expr.value->kind == PY_N_CONSTANT) return 0;
        if (py_cg_expr(c, s->v.expr.value) < 0) return -1;
        SET_LOC(c, s);
        return py_cg_emit(c, OP_POP_TOP, 0);
    case PY_N_MATCH: return py_cg_match(c, s);
    case PY_N_BREAK: return c_break_continue(c, s, true);
    case PY_N_CONTINUE: return c_break_continue(c, s, false);
    default:
        py_err_format(S, PY_T(SystemError), "compiler: unexpected statement kind %d", (int)s->kind);
        return -1;
    }
}

static int c_stmt(Compiler *c, py_Node *s)
{
    py_State *S = c->S;
    if (py_enter_recursive(S, " during compilation") < 0) return -1;
    SET_LOC(c, s);
    int r = c_stmt_inner(c, s);
    py_leave_recursive(S);
    return r;
}

int py_cg_stmts(Compiler *c, py_NodeList *l)
{
    for (int i = 0; i < l->n; i++)
        if (c_stmt(c, l->items[i]) < 0) return -1;
    return 0;
}

py_Obj *py_compile_module(py_State *S, py_Node *mod, py_Obj *filename)
{
    return py_compile_mode(S, mod, filename, PY_COMPILE_MODULE);
}

py_Obj *py_compile_mode(py_State *S, py_Node *mod, py_Obj *filename, int mode)
{
    Compiler c = { S, NULL, NULL, filename, mode, false, -1, -1 };
    py_NodeList *body = &mod->v.module.body;
    if (mode == PY_COMPILE_EVAL && (body->n != 1 || body->items[0]->kind != PY_N_EXPR)) {
        /* eval() takes one expression; a statement is a syntax error */
        return py_syntax_error_at(S, filename, body->n ? body->items[0] : mod, "invalid syntax");
    }
    if (mode != PY_COMPILE_EVAL && future_scan(&c, body) < 0) return NULL;
    c.st = py_symtable_build(S, mod, filename);
    if (!c.st) return NULL;
    py_Code *co = NULL;
    py_Obj *name = py_intern(S, "<module>");
    if (!name || py_cg_enter_unit(&c, c.st->top, name, NULL, 1) < 0) goto out;
    c.u->flags = PY_CO_MODULE;
    if (mode == PY_COMPILE_EVAL) {
        py_Node *e = body->items[0]->v.expr.value;
        SET_LOC(&c, e);
        if (py_cg_expr(&c, e) < 0 || py_cg_emit(&c, OP_RETURN_VALUE, 0) < 0) goto out;
        co = py_cg_assemble(&c);
        goto out;
    }
    int start = 0;
    if (body->n && is_docstring(body->items[0])) {
        SET_LOC(&c, body->items[0]);
        py_Obj *doc = clean_doc(S, body->items[0]->v.expr.value->v.constant.value);
        if (!doc || py_cg_emit_const_steal(&c, doc) < 0 ||
            py_cg_emit_named(&c, mode == PY_COMPILE_MODULE ? OP_STORE_GLOBAL : OP_STORE_NAME, S->id.__doc__) < 0) goto out;
        start = 1;
    }
    if (body_has_annotations(body) && py_cg_emit(&c, OP_SETUP_ANNOTATIONS, 0) < 0) goto out;
    for (int i = start; i < body->n; i++)
        if (c_stmt(&c, body->items[i]) < 0) goto out;
    if (py_cg_emit_const(&c, S->None) < 0 || py_cg_emit(&c, OP_RETURN_VALUE, 0) < 0) goto out;
    co = py_cg_assemble(&c);
out:
    while (c.u) py_cg_leave_unit(&c);
    py_symtable_free(S, c.st);
    (void)mangle_none;
    return (py_Obj *)co;
}
