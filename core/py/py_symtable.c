/* py_symtable.c — scope analysis: which names are local, global, free or
 * cell variables in every function, class, comprehension and the module.
 *
 * Pass 1 (visit) walks the AST and records, per scope, the names it binds,
 * uses and declares global/nonlocal. Pass 2 (analyze) resolves every name to
 * LOCAL / GLOBAL_EXPLICIT / GLOBAL_IMPLICIT / FREE / CELL the way CPython's
 * symtable.c does, including the implicit __class__ cell of classes whose
 * methods use super(). */
#include "py_vm.h"
#include <string.h>

typedef struct Visitor {
    py_State *S;
    py_Symtable *st;
    py_Scope *cur;
    py_Obj *priv;      /* name of the innermost enclosing class (mangling) */
} Visitor;

/* Private name mangling (CPython _Py_Mangle): inside class C, `__x`
 * (not ending in `__`, without a dot) becomes `_C__x`, with C's leading
 * underscores stripped; a class named only with underscores mangles
 * nothing. Returns a borrowed interned str (name itself when unchanged),
 * NULL on memory error. */
py_Obj *py_mangle(py_State *S, py_Obj *priv, py_Obj *name)
{
    if (!priv || !name) return name;
    const char *p = py_str_utf8(name);
    py_ssize n = py_str_nbytes(name);
    if (n < 3 || p[0] != '_' || p[1] != '_') return name;
    if (p[n - 1] == '_' && p[n - 2] == '_') return name;
    if (memchr(p, '.', (size_t)n)) return name;
    const char *c = py_str_utf8(priv);
    while (*c == '_') c++;
    if (!*c) return name;
    py_Obj *m = py_str_fmt(S, "_%s%s", c, p);
    if (!m) return NULL;
    py_Obj *in = py_intern_str(S, m);
    py_decref(S, m);
    if (!in) return NULL;
    py_decref(S, in);     /* the interned table keeps it alive */
    return in;
}

/* Mangle an identifier slot of the AST in place. */
static int mangle_slot(Visitor *v, py_Obj **slot)
{
    if (!v->priv) return 0;
    py_Obj *m = py_mangle(v->S, v->priv, *slot);
    if (!m) return -1;
    *slot = m;
    return 0;
}

static int visit_expr(Visitor *v, py_Node *n);
static int visit_stmts(Visitor *v, py_NodeList *l);
static int visit_match(Visitor *v, py_Node *n);
static py_Node *find_global_stmt(py_NodeList *body, py_Obj *name, int kind);

static py_Obj *serr(Visitor *v, py_Node *n, const char *fmt, py_Obj *name)
{
    if (name)
        return py_syntax_error_at(v->S, v->st->filename, n, fmt, py_str_utf8(name));
    return py_syntax_error_at(v->S, v->st->filename, n, fmt);
}

int py_scope_flags(py_State *S, py_Scope *sc, py_Obj *name)
{
    py_Obj *f = py_dict_getB(S, sc->symbols, name);
    return f ? (int)py_int_small(f) : 0;
}

static int set_flags(py_State *S, py_Scope *sc, py_Obj *name, int flags)
{
    py_Obj *f = py_int_from_i64(S, flags);
    if (!f) return -1;
    int r = py_dict_set(S, sc->symbols, name, f);
    py_decref(S, f);
    return r;
}

static py_Scope *scope_new(Visitor *v, int kind, py_Node *node, py_Obj *name)
{
    py_State *S = v->S;
    py_Scope *sc = py_malloc(S, sizeof *sc);
    if (!sc) return NULL;
    sc->kind = kind;
    sc->node = node;
    sc->name = name;
    sc->parent = v->cur;
    sc->symbols = py_dict_new(S);
    sc->varnames = py_list_new(S, 0);
    py_Symtable *st = v->st;
    if (st->nall == st->capall) {
        int nc = st->capall ? st->capall * 2 : 16;
        py_Scope **na = py_realloc(S, st->all, sizeof(*na) * st->capall, sizeof(*na) * nc);
        if (!na) goto fail;
        st->all = na;
        st->capall = nc;
    }
    st->all[st->nall++] = sc;
    if (!sc->symbols || !sc->varnames) return NULL;   /* freed with the table */
    if (v->cur) {
        py_Scope *p = v->cur;
        if (p->nchildren == p->capchildren) {
            int nc = p->capchildren ? p->capchildren * 2 : 4;
            py_Scope **na = py_realloc(S, p->children, sizeof(*na) * p->capchildren, sizeof(*na) * nc);
            if (!na) return NULL;
            p->children = na;
            p->capchildren = nc;
        }
        p->children[p->nchildren++] = sc;
    }
    return sc;
fail:
    py_xdecref(S, sc->symbols);
    py_xdecref(S, sc->varnames);
    py_free(S, sc, sizeof *sc);
    return NULL;
}

/* Record a binding or use of `name` in the current scope. */
static int add_def(Visitor *v, py_Obj *name, int flag, py_Node *at)
{
    py_State *S = v->S;
    py_Scope *sc = v->cur;
    int old = py_scope_flags(S, sc, name);
    if (old < 0) return -1;
    if ((flag & PY_DEF_PARAM) && (old & PY_DEF_PARAM)) {
        serr(v, at, "duplicate argument '%s' in function definition", name);
        return -1;
    }
    if (set_flags(S, sc, name, old | flag) < 0) return -1;
    if (flag & PY_DEF_PARAM)
        return py_list_append(S, sc->varnames, name);
    return 0;
}

/* Walrus inside a comprehension binds in the nearest enclosing non-comprehension scope. */
static int add_walrus(Visitor *v, py_Obj *name, py_Node *at)
{
    py_Scope *sc = v->cur;
    if (sc->kind != PY_SCOPE_COMP)
        return add_def(v, name, PY_DEF_LOCAL, at);
    py_Scope *t = sc;
    while (t->kind == PY_SCOPE_COMP) t = t->parent;
    if (t->kind == PY_SCOPE_CLASS) {
        serr(v, at, "assignment expression within a comprehension cannot be used in a class body", NULL);
        return -1;
    }
    py_Scope *save = v->cur;
    /* mark in every comprehension scope up to t */
    for (py_Scope *c = sc; c != t; c = c->parent) {
        v->cur = c;
        if (add_def(v, name, t->kind == PY_SCOPE_MODULE ? PY_DEF_GLOBAL : (PY_DEF_NONLOCAL | PY_DEF_COMPWALRUS), at) < 0) {
            v->cur = save;
            return -1;
        }
    }
    v->cur = t;
    int r = add_def(v, name, PY_DEF_LOCAL, at);
    v->cur = save;
    return r;
}

static int visit_list(Visitor *v, py_NodeList *l)
{
    for (int i = 0; i < l->n; i++)
        if (l->items[i] && visit_expr(v, l->items[i]) < 0) return -1;
    return 0;
}

static int visit_args_defaults(Visitor *v, py_Node *args)
{
    if (!args) return 0;
    if (visit_list(v, &args->v.arguments.defaults) < 0) return -1;
    if (visit_list(v, &args->v.arguments.kw_defaults) < 0) return -1;
    return 0;
}

static int visit_annotations(Visitor *v, py_Node *args, py_Node *returns)
{
    if (args) {
        py_NodeList *ls[3] = { &args->v.arguments.posonlyargs, &args->v.arguments.args, &args->v.arguments.kwonlyargs };
        for (int k = 0; k < 3; k++)
            for (int i = 0; i < ls[k]->n; i++)
                if (ls[k]->items[i]->v.arg.annotation && visit_expr(v, ls[k]->items[i]->v.arg.annotation) < 0) return -1;
        if (args->v.arguments.vararg && args->v.arguments.vararg->v.arg.annotation &&
            visit_expr(v, args->v.arguments.vararg->v.arg.annotation) < 0) return -1;
        if (args->v.arguments.kwarg && args->v.arguments.kwarg->v.arg.annotation &&
            visit_expr(v, args->v.arguments.kwarg->v.arg.annotation) < 0) return -1;
    }
    if (returns && visit_expr(v, returns) < 0) return -1;
    return 0;
}

static int mangle_params(Visitor *v, py_Node *args)
{
    py_NodeList *ls[3] = { &args->v.arguments.posonlyargs, &args->v.arguments.args, &args->v.arguments.kwonlyargs };
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < ls[k]->n; i++)
            if (mangle_slot(v, &ls[k]->items[i]->v.arg.arg) < 0) return -1;
    if (args->v.arguments.vararg && mangle_slot(v, &args->v.arguments.vararg->v.arg.arg) < 0) return -1;
    if (args->v.arguments.kwarg && mangle_slot(v, &args->v.arguments.kwarg->v.arg.arg) < 0) return -1;
    return 0;
}

static int visit_params(Visitor *v, py_Node *args)
{
    if (!args) return 0;
    if (mangle_params(v, args) < 0) return -1;
    py_NodeList *ls[2] = { &args->v.arguments.posonlyargs, &args->v.arguments.args };
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < ls[k]->n; i++)
            if (add_def(v, ls[k]->items[i]->v.arg.arg, PY_DEF_PARAM, ls[k]->items[i]) < 0) return -1;
    for (int i = 0; i < args->v.arguments.kwonlyargs.n; i++) {
        py_Node *a = args->v.arguments.kwonlyargs.items[i];
        if (add_def(v, a->v.arg.arg, PY_DEF_PARAM, a) < 0) return -1;
    }
    if (args->v.arguments.vararg) {
        if (add_def(v, args->v.arguments.vararg->v.arg.arg, PY_DEF_PARAM, args->v.arguments.vararg) < 0) return -1;
        v->cur->has_varargs = true;
    }
    if (args->v.arguments.kwarg) {
        if (add_def(v, args->v.arguments.kwarg->v.arg.arg, PY_DEF_PARAM, args->v.arguments.kwarg) < 0) return -1;
        v->cur->has_varkw = true;
    }
    return 0;
}

/* Comprehension / generator expression: first iterator evaluated outside. */
static int visit_comp(Visitor *v, py_Node *n)
{
    py_State *S = v->S;
    py_NodeList *gens = &n->v.comp.generators;
    py_Node *g0 = gens->items[0];
    if (visit_expr(v, g0->v.comprehension.iter) < 0) return -1;
    py_Obj *name;
    switch (n->kind) {
    case PY_N_GENEXP: name = S->id.genexpr; break;
    case PY_N_LISTCOMP: name = S->id.listcomp; break;
    case PY_N_SETCOMP: name = py_intern(S, "<setcomp>"); break;
    default: name = py_intern(S, "<dictcomp>"); break;
    }
    if (!name) return -1;
    py_Scope *sc = scope_new(v, PY_SCOPE_COMP, n, name);
    if (!sc) return -1;
    if (n->kind == PY_N_GENEXP) sc->generator = true;
    py_Scope *save = v->cur;
    v->cur = sc;
    int r = -1;
    py_Obj *dot0 = py_intern(S, ".0");
    if (!dot0 || add_def(v, dot0, PY_DEF_PARAM, n) < 0) goto out;
    for (int i = 0; i < gens->n; i++) {
        py_Node *g = gens->items[i];
        if (g->v.comprehension.is_async) sc->coroutine = true;
        if (i > 0 && visit_expr(v, g->v.comprehension.iter) < 0) goto out;
        if (visit_expr(v, g->v.comprehension.target) < 0) goto out;
        if (visit_list(v, &g->v.comprehension.ifs) < 0) goto out;
    }
    if (n->v.comp.elt && visit_expr(v, n->v.comp.elt) < 0) goto out;
    if (n->v.comp.value && visit_expr(v, n->v.comp.value) < 0) goto out;
    r = 0;
    /* an async list/set/dict comprehension is awaited by its enclosing one */
    if (sc->coroutine && n->kind != PY_N_GENEXP && save->kind == PY_SCOPE_COMP) save->coroutine = true;
out:
    v->cur = save;
    return r;
}

static int visit_expr(Visitor *v, py_Node *n)
{
    py_State *S = v->S;
    if (py_enter_recursive(S, " during compilation") < 0) return -1;
    int r = 0;
    switch (n->kind) {
    case PY_N_NAME:
        if ((r = mangle_slot(v, &n->v.name.id)) < 0) break;
        r = add_def(v, n->v.name.id, n->v.name.ctx == PY_CTX_LOAD ? PY_DEF_USE : PY_DEF_LOCAL, n);
        if (r == 0 && n->v.name.ctx == PY_CTX_LOAD && v->cur->kind == PY_SCOPE_FUNCTION &&
            (py_str_eq_c(n->v.name.id, "super") || py_str_eq_c(n->v.name.id, "__class__")))
            v->cur->has_super = true;
        break;
    case PY_N_BOOLOP: r = visit_list(v, &n->v.boolop.values); break;
    case PY_N_NAMEDEXPR:
        if ((r = visit_expr(v, n->v.namedexpr.value)) == 0 &&
            (r = mangle_slot(v, &n->v.namedexpr.target->v.name.id)) == 0)
            r = add_walrus(v, n->v.namedexpr.target->v.name.id, n);
        break;
    case PY_N_BINOP:
        r = visit_expr(v, n->v.binop.left);
        if (!r) r = visit_expr(v, n->v.binop.right);
        break;
    case PY_N_UNARYOP: r = visit_expr(v, n->v.unaryop.operand); break;
    case PY_N_LAMBDA: {
        if ((r = visit_args_defaults(v, n->v.lambda.args)) < 0) break;
        py_Scope *sc = scope_new(v, PY_SCOPE_FUNCTION, n, S->id.lambda_);
        if (!sc) { r = -1; break; }
        py_Scope *save = v->cur;
        v->cur = sc;
        r = visit_params(v, n->v.lambda.args);
        if (!r && n->v.lambda.lazy && (save->kind == PY_SCOPE_CLASS || save->in_class)) {
            /* a lazy value in a class sees the class namespace: as a default
             * argument taken from the class body, or from the annotation scope */
            py_Obj *cd = py_intern(S, ".classdict");
            sc->in_class = true;
            r = !cd ? -1 : add_def(v, cd, save->kind == PY_SCOPE_CLASS ? PY_DEF_PARAM : PY_DEF_USE, n);
        }
        if (!r) r = visit_expr(v, n->v.lambda.body);
        v->cur = save;
        break;
    }
    case PY_N_IFEXP:
        r = visit_expr(v, n->v.ifexp.test);
        if (!r) r = visit_expr(v, n->v.ifexp.body);
        if (!r) r = visit_expr(v, n->v.ifexp.orelse);
        break;
    case PY_N_DICT:
        r = visit_list(v, &n->v.dict.keys);
        if (!r) r = visit_list(v, &n->v.dict.values);
        break;
    case PY_N_SET: r = visit_list(v, &n->v.set.elts); break;
    case PY_N_LISTCOMP: case PY_N_SETCOMP: case PY_N_DICTCOMP: case PY_N_GENEXP:
        r = visit_comp(v, n);
        break;
    case PY_N_AWAIT:
        if (v->cur->kind == PY_SCOPE_COMP) v->cur->coroutine = true;
        r = visit_expr(v, n->v.yield.value);
        break;
    case PY_N_YIELD: case PY_N_YIELDFROM:
        if (v->cur->kind == PY_SCOPE_MODULE || v->cur->kind == PY_SCOPE_CLASS) {
            serr(v, n, "'yield' outside function", NULL);
            r = -1;
            break;
        }
        if (v->cur->kind == PY_SCOPE_COMP && v->cur->node->kind != PY_N_GENEXP) {
            const char *what = v->cur->node->kind == PY_N_LISTCOMP ? "list comprehension" :
                               v->cur->node->kind == PY_N_SETCOMP ? "set comprehension" : "dict comprehension";
            py_syntax_error_at(S, v->st->filename, n, "'yield' inside %s", what);
            r = -1;
            break;
        }
        if (v->cur->kind == PY_SCOPE_COMP) {
            py_syntax_error_at(S, v->st->filename, n, "'yield' inside generator expression");
            r = -1;
            break;
        }
        v->cur->generator = true;
        if (n->v.yield.value) r = visit_expr(v, n->v.yield.value);
        break;
    case PY_N_COMPARE:
        r = visit_expr(v, n->v.compare.left);
        if (!r) r = visit_list(v, &n->v.compare.comparators);
        break;
    case PY_N_CALL:
        r = visit_expr(v, n->v.call.func);
        if (!r) r = visit_list(v, &n->v.call.args);
        for (int i = 0; !r && i < n->v.call.keywords.n; i++)
            r = visit_expr(v, n->v.call.keywords.items[i]->v.keyword.value);
        break;
    case PY_N_FORMATTEDVALUE:
        r = visit_expr(v, n->v.formattedvalue.value);
        if (!r && n->v.formattedvalue.format_spec) r = visit_expr(v, n->v.formattedvalue.format_spec);
        break;
    case PY_N_JOINEDSTR: r = visit_list(v, &n->v.joinedstr.values); break;
    case PY_N_CONSTANT: break;
    case PY_N_ATTRIBUTE:
        if ((r = mangle_slot(v, &n->v.attribute.attr)) < 0) break;
        r = visit_expr(v, n->v.attribute.value);
        break;
    case PY_N_SUBSCRIPT:
        r = visit_expr(v, n->v.subscript.value);
        if (!r) r = visit_expr(v, n->v.subscript.slice);
        break;
    case PY_N_STARRED: r = visit_expr(v, n->v.starred.value); break;
    case PY_N_LIST: case PY_N_TUPLE: r = visit_list(v, &n->v.list.elts); break;
    case PY_N_SLICE:
        if (n->v.slice.lower) r = visit_expr(v, n->v.slice.lower);
        if (!r && n->v.slice.upper) r = visit_expr(v, n->v.slice.upper);
        if (!r && n->v.slice.step) r = visit_expr(v, n->v.slice.step);
        break;
    default:
        break;
    }
    py_leave_recursive(S);
    return r;
}

static int visit_global(Visitor *v, py_Node *n, bool nonlocal)
{
    py_State *S = v->S;
    py_Obj *names = n->v.global.names;
    if (nonlocal && v->cur->kind == PY_SCOPE_MODULE) {
        serr(v, n, "nonlocal declaration not allowed at module level", NULL);
        return -1;
    }
    for (py_ssize i = 0; i < py_list_len(names); i++) {
        py_Obj *name = py_list_getB(names, i);
        int old = py_scope_flags(S, v->cur, name);
        if (old & (PY_DEF_LOCAL | PY_DEF_USE | PY_DEF_ANNOT | PY_DEF_PARAM)) {
            const char *msg;
            if (old & PY_DEF_PARAM) msg = nonlocal ? "name '%s' is parameter and nonlocal" : "name '%s' is parameter and global";
            else if (old & PY_DEF_ANNOT) msg = nonlocal ? "annotated name '%s' can't be nonlocal" : "annotated name '%s' can't be global";
            else if (old & PY_DEF_LOCAL) msg = nonlocal ? "name '%s' is assigned to before nonlocal declaration" : "name '%s' is assigned to before global declaration";
            else msg = nonlocal ? "name '%s' is used prior to nonlocal declaration" : "name '%s' is used prior to global declaration";
            serr(v, n, msg, name);
            return -1;
        }
        if (((old & PY_DEF_GLOBAL) && nonlocal) || ((old & PY_DEF_NONLOCAL) && !nonlocal)) {
            /* CPython reports the first of the two directives */
            py_Node *first = NULL;
            if (v->cur->node && v->cur->node->kind == PY_N_FUNCDEF)
                first = find_global_stmt(&v->cur->node->v.funcdef.body, name, nonlocal ? PY_N_GLOBAL : PY_N_NONLOCAL);
            serr(v, first ? first : n, "name '%s' is nonlocal and global", name);
            return -1;
        }
        if (add_def(v, name, nonlocal ? PY_DEF_NONLOCAL : PY_DEF_GLOBAL, n) < 0) return -1;
    }
    return 0;
}

static int import_binding(Visitor *v, py_Node *alias)
{
    py_State *S = v->S;
    py_Obj *nm = alias->v.alias.asname;
    if (nm) return add_def(v, nm, PY_DEF_LOCAL, alias);
    const char *s = py_str_utf8(alias->v.alias.name);
    const char *dot = strchr(s, '.');
    if (!dot) return add_def(v, alias->v.alias.name, PY_DEF_LOCAL, alias);
    py_Obj *first = py_str_new(S, s, dot - s);
    if (!first) return -1;
    py_Obj *in = py_intern_str(S, first);
    py_decref(S, first);
    if (!in) return -1;
    int r = add_def(v, in, PY_DEF_LOCAL, alias);
    py_decref(S, in);
    return r;
}

/* Open the annotation scope of a generic class/def/alias (PEP 695) as a
 * function scope keyed by its first type parameter, and bind the
 * parameters in it; their bounds and defaults are lambdas visited there.
 * CPython's errors: duplicate names, a non-default after a default. */
static py_Scope *enter_type_params(Visitor *v, py_NodeList *tps, py_Obj *name)
{
    py_State *S = v->S;
    py_Obj *sname = py_str_fmt(S, "<generic parameters of %U>", name);
    py_Obj *in = sname ? py_intern_str(S, sname) : NULL;
    py_xdecref(S, sname);
    if (!in) return NULL;
    py_decref(S, in);
    py_Scope *sc = scope_new(v, PY_SCOPE_FUNCTION, tps->items[0], in);
    if (!sc) return NULL;
    sc->annotation = true;
    sc->in_class = v->cur->kind == PY_SCOPE_CLASS;
    v->cur = sc;
    bool seen_default = false;
    for (int i = 0; i < tps->n; i++) {
        py_Node *tp = tps->items[i];
        for (int j = 0; j < i; j++)
            if (py_str_eq(tps->items[j]->v.typeparam.name, tp->v.typeparam.name)) {
                serr(v, tp, "duplicate type parameter '%s'", tp->v.typeparam.name);
                return NULL;
            }
        if (tp->v.typeparam.default_) seen_default = true;
        else if (seen_default) {
            serr(v, tp, "non-default type parameter '%s' follows default type parameter", tp->v.typeparam.name);
            return NULL;
        }
        if (add_def(v, tp->v.typeparam.name, PY_DEF_LOCAL, tp) < 0) return NULL;
        if (tp->v.typeparam.bound && visit_expr(v, tp->v.typeparam.bound) < 0) return NULL;
        if (tp->v.typeparam.default_ && visit_expr(v, tp->v.typeparam.default_) < 0) return NULL;
    }
    py_Obj *dtp = py_intern(S, ".type_params");
    if (!dtp || add_def(v, dtp, PY_DEF_LOCAL, tps->items[0]) < 0) return NULL;
    return sc;
}

/* The `.classdict` parameter of an annotation scope in a class (after its others). */
static int add_classdict(Visitor *v, py_Node *at)
{
    if (!v->cur->in_class) return 0;
    py_Obj *cd = py_intern(v->S, ".classdict");
    return cd ? add_def(v, cd, PY_DEF_PARAM, at) : -1;
}

static int visit_stmt(Visitor *v, py_Node *n)
{
    py_State *S = v->S;
    if (py_enter_recursive(S, " during compilation") < 0) return -1;
    int r = 0;
    switch (n->kind) {
    case PY_N_FUNCDEF: {
        if ((r = visit_list(v, &n->v.funcdef.decorators)) < 0) break;
        if ((r = visit_args_defaults(v, n->v.funcdef.args)) < 0) break;
        py_Obj *fname = py_mangle(S, v->priv, n->v.funcdef.name);
        if (!fname || (r = add_def(v, fname, PY_DEF_LOCAL, n)) < 0) { r = -1; break; }
        py_Scope *save = v->cur;
        if (n->v.funcdef.type_params.n) {
            /* defaults come in as the annotation scope's parameters */
            if (!enter_type_params(v, &n->v.funcdef.type_params, n->v.funcdef.name)) { v->cur = save; r = -1; break; }
            py_Obj *dd = py_intern(S, ".defaults"), *dk = py_intern(S, ".kwdefaults");
            if (!dd || !dk || add_def(v, dd, PY_DEF_PARAM, n) < 0 || add_def(v, dk, PY_DEF_PARAM, n) < 0 ||
                add_classdict(v, n) < 0 || visit_annotations(v, n->v.funcdef.args, n->v.funcdef.returns) < 0) { v->cur = save; r = -1; break; }
        } else if ((r = visit_annotations(v, n->v.funcdef.args, n->v.funcdef.returns)) < 0) break;
        py_Scope *sc = scope_new(v, PY_SCOPE_FUNCTION, n, n->v.funcdef.name);
        if (!sc) { v->cur = save; r = -1; break; }
        v->cur = sc;
        r = visit_params(v, n->v.funcdef.args);
        if (!r) r = visit_stmts(v, &n->v.funcdef.body);
        v->cur = save;
        break;
    }
    case PY_N_CLASSDEF: {
        if ((r = visit_list(v, &n->v.classdef.decorators)) < 0) break;
        py_Obj *cname = py_mangle(S, v->priv, n->v.classdef.name);
        if (!cname || (r = add_def(v, cname, PY_DEF_LOCAL, n)) < 0) { r = -1; break; }
        py_Scope *save = v->cur;
        bool generic = n->v.classdef.type_params.n > 0;
        if (generic && (!enter_type_params(v, &n->v.classdef.type_params, n->v.classdef.name) ||
                        add_classdict(v, n) < 0)) { v->cur = save; r = -1; break; }
        if ((r = visit_list(v, &n->v.classdef.bases)) < 0) { v->cur = save; break; }
        for (int i = 0; !r && i < n->v.classdef.keywords.n; i++)
            r = visit_expr(v, n->v.classdef.keywords.items[i]->v.keyword.value);
        if (r < 0) { v->cur = save; break; }
        py_Scope *sc = scope_new(v, PY_SCOPE_CLASS, n, n->v.classdef.name);
        if (!sc) { v->cur = save; r = -1; break; }
        py_Obj *savepriv = v->priv;
        v->cur = sc;
        v->priv = n->v.classdef.name;
        if (generic) {
            py_Obj *dtp = py_intern(S, ".type_params");
            if (!dtp || add_def(v, dtp, PY_DEF_USE, n) < 0) r = -1;
        }
        if (!r) r = visit_stmts(v, &n->v.classdef.body);
        v->cur = save;
        v->priv = savepriv;
        break;
    }
    case PY_N_TYPEALIAS: {
        py_Obj *aname = py_mangle(S, v->priv, n->v.typealias.name);
        if (!aname || (r = add_def(v, aname, PY_DEF_LOCAL, n)) < 0) { r = -1; break; }
        py_Scope *save = v->cur;
        if (n->v.typealias.type_params.n && (!enter_type_params(v, &n->v.typealias.type_params, n->v.typealias.name) ||
                                             add_classdict(v, n) < 0))
            r = -1;
        if (!r) r = visit_expr(v, n->v.typealias.value);
        v->cur = save;
        break;
    }
    case PY_N_RETURN:
        if (n->v.ret.value) r = visit_expr(v, n->v.ret.value);
        break;
    case PY_N_DELETE: r = visit_list(v, &n->v.del.targets); break;
    case PY_N_ASSIGN:
        r = visit_expr(v, n->v.assign.value);
        if (!r) r = visit_list(v, &n->v.assign.targets);
        break;
    case PY_N_AUGASSIGN:
        r = visit_expr(v, n->v.augassign.value);
        if (!r) r = visit_expr(v, n->v.augassign.target);
        if (!r && n->v.augassign.target->kind == PY_N_NAME)
            r = add_def(v, n->v.augassign.target->v.name.id, PY_DEF_USE, n);
        break;
    case PY_N_ANNASSIGN: {
        py_Node *t = n->v.annassign.target;
        if (t->kind == PY_N_NAME) {
            if ((r = mangle_slot(v, &t->v.name.id)) < 0) break;
            int old = py_scope_flags(S, v->cur, t->v.name.id);
            if (old & (PY_DEF_GLOBAL | PY_DEF_NONLOCAL)) {
                serr(v, n, (old & PY_DEF_GLOBAL) ? "annotated name '%s' can't be global" : "annotated name '%s' can't be nonlocal", t->v.name.id);
                r = -1;
                break;
            }
            if ((r = add_def(v, t->v.name.id, PY_DEF_ANNOT | (n->v.annassign.value ? PY_DEF_LOCAL : 0), n)) < 0) break;
            /* an annotation without value still makes the name local in functions */
            if (!n->v.annassign.value && v->cur->kind == PY_SCOPE_FUNCTION &&
                (r = add_def(v, t->v.name.id, PY_DEF_LOCAL, n)) < 0) break;
        } else if ((r = visit_expr(v, t)) < 0) break;
        if (v->cur->kind != PY_SCOPE_FUNCTION && (r = visit_expr(v, n->v.annassign.annotation)) < 0) break;
        if (n->v.annassign.value) r = visit_expr(v, n->v.annassign.value);
        break;
    }
    case PY_N_FOR:
        r = visit_expr(v, n->v.for_.target);
        if (!r) r = visit_expr(v, n->v.for_.iter);
        if (!r) r = visit_stmts(v, &n->v.for_.body);
        if (!r) r = visit_stmts(v, &n->v.for_.orelse);
        break;
    case PY_N_WHILE: case PY_N_IF:
        r = visit_expr(v, n->v.while_.test);
        if (!r) r = visit_stmts(v, &n->v.while_.body);
        if (!r) r = visit_stmts(v, &n->v.while_.orelse);
        break;
    case PY_N_WITH:
        for (int i = 0; !r && i < n->v.with.items.n; i++) {
            py_Node *it = n->v.with.items.items[i];
            r = visit_expr(v, it->v.withitem.context_expr);
            if (!r && it->v.withitem.optional_vars) r = visit_expr(v, it->v.withitem.optional_vars);
        }
        if (!r) r = visit_stmts(v, &n->v.with.body);
        break;
    case PY_N_RAISE:
        if (n->v.raise.exc) r = visit_expr(v, n->v.raise.exc);
        if (!r && n->v.raise.cause) r = visit_expr(v, n->v.raise.cause);
        break;
    case PY_N_TRY:
        r = visit_stmts(v, &n->v.try_.body);
        for (int i = 0; !r && i < n->v.try_.handlers.n; i++) {
            py_Node *h = n->v.try_.handlers.items[i];
            if (h->v.excepthandler.type) r = visit_expr(v, h->v.excepthandler.type);
            if (!r && h->v.excepthandler.name) r = add_def(v, h->v.excepthandler.name, PY_DEF_LOCAL, h);
            if (!r) r = visit_stmts(v, &h->v.excepthandler.body);
        }
        if (!r) r = visit_stmts(v, &n->v.try_.orelse);
        if (!r) r = visit_stmts(v, &n->v.try_.finalbody);
        break;
    case PY_N_ASSERT:
        r = visit_expr(v, n->v.assert_.test);
        if (!r && n->v.assert_.msg) r = visit_expr(v, n->v.assert_.msg);
        break;
    case PY_N_IMPORT:
        for (int i = 0; !r && i < n->v.import.names.n; i++)
            r = import_binding(v, n->v.import.names.items[i]);
        break;
    case PY_N_IMPORTFROM:
        for (int i = 0; !r && i < n->v.importfrom.names.n; i++) {
            py_Node *a = n->v.importfrom.names.items[i];
            if (py_str_eq_c(a->v.alias.name, "*")) {
                if (v->cur->kind != PY_SCOPE_MODULE) {
                    serr(v, n, "import * only allowed at module level", NULL);
                    r = -1;
                }
                continue;
            }
            r = add_def(v, a->v.alias.asname ? a->v.alias.asname : a->v.alias.name, PY_DEF_LOCAL, a);
        }
        break;
    case PY_N_GLOBAL: r = visit_global(v, n, false); break;
    case PY_N_NONLOCAL: r = visit_global(v, n, true); break;
    case PY_N_EXPR: r = visit_expr(v, n->v.expr.value); break;
    case PY_N_MATCH: r = visit_match(v, n); break;
    default: break;
    }
    py_leave_recursive(S);
    return r;
}

/* names a pattern binds, and the expressions it evaluates */
static int visit_pattern(Visitor *v, py_Node *p)
{
    int r = 0;
    switch (p->kind) {
    case PY_N_MATCHVALUE: return visit_expr(v, p->v.pat.value);
    case PY_N_MATCHSINGLETON: return 0;
    case PY_N_MATCHSTAR: return p->v.pat.name ? add_def(v, p->v.pat.name, PY_DEF_LOCAL, p) : 0;
    case PY_N_MATCHAS:
        if (p->v.pat.pattern && (r = visit_pattern(v, p->v.pat.pattern)) < 0) return r;
        return p->v.pat.name ? add_def(v, p->v.pat.name, PY_DEF_LOCAL, p) : 0;
    case PY_N_MATCHMAPPING:
        if ((r = visit_list(v, &p->v.pat.keys)) < 0) return r;
        if (p->v.pat.name && (r = add_def(v, p->v.pat.name, PY_DEF_LOCAL, p)) < 0) return r;
        break;
    case PY_N_MATCHCLASS:
        if ((r = visit_expr(v, p->v.pat.cls)) < 0) return r;
        for (int i = 0; i < p->v.pat.kwd_patterns.n; i++)
            if ((r = visit_pattern(v, p->v.pat.kwd_patterns.items[i])) < 0) return r;
        break;
    default: break;
    }
    for (int i = 0; i < p->v.pat.patterns.n; i++)
        if ((r = visit_pattern(v, p->v.pat.patterns.items[i])) < 0) return r;
    return 0;
}

static int visit_match(Visitor *v, py_Node *n)
{
    if (visit_expr(v, n->v.match.subject) < 0) return -1;
    for (int i = 0; i < n->v.match.cases.n; i++) {
        py_Node *mc = n->v.match.cases.items[i];
        if (visit_pattern(v, mc->v.match_case.pattern) < 0) return -1;
        if (mc->v.match_case.guard && visit_expr(v, mc->v.match_case.guard) < 0) return -1;
        if (visit_stmts(v, &mc->v.match_case.body) < 0) return -1;
    }
    return 0;
}

static int visit_stmts(Visitor *v, py_NodeList *l)
{
    for (int i = 0; i < l->n; i++)
        if (visit_stmt(v, l->items[i]) < 0) return -1;
    return 0;
}

/* ------------------------------------------------------------ analysis */

static int set_scope(py_State *S, py_Scope *sc, py_Obj *name, int flags, int scope)
{
    flags &= ~(7 << PY_SC_SHIFT);
    return set_flags(S, sc, name, flags | (scope << PY_SC_SHIFT));
}

static py_Node *find_global_stmt(py_NodeList *body, py_Obj *name, int kind);

/* Resolve the names of `sc`. `bound`: names bound in enclosing function
 * scopes (dict used as a set); `free_out` receives the free names of sc
 * (and of its children, not resolved here). */
static int analyze(py_State *S, py_Symtable *st, py_Scope *sc, py_Obj *bound, py_Obj *free_out)
{
    py_Obj *k, *fv;
    py_ssize pos = 0;
    int r = -1;
    py_Obj *newbound = NULL, *childfree = NULL, *local = NULL;

    local = py_dict_new(S);
    if (!local) return -1;
    while (py_dict_next(sc->symbols, &pos, &k, &fv)) {
        int f = (int)py_int_small(fv);
        int scope;
        if (f & PY_DEF_GLOBAL) scope = PY_SC_GLOBAL_EXPLICIT;
        else if (f & PY_DEF_NONLOCAL) {
            int has = bound ? py_dict_contains(S, bound, k) : 0;
            if (has < 0) goto out;
            if (!has) {
                py_Node *at = sc->node;
                py_NodeList *body = sc->kind == PY_SCOPE_FUNCTION && sc->node->kind == PY_N_FUNCDEF ? &sc->node->v.funcdef.body
                                    : sc->kind == PY_SCOPE_CLASS && sc->node->kind == PY_N_CLASSDEF ? &sc->node->v.classdef.body
                                    : NULL;
                if (body) {
                    py_Node *g = find_global_stmt(body, k, PY_N_NONLOCAL);
                    if (g) at = g;
                }
                py_syntax_error_at(S, st->filename, at, "no binding for nonlocal '%s' found", py_str_utf8(k));
                goto out;
            }
            scope = PY_SC_FREE;
        } else if (f & PY_DEF_BOUND) {
            scope = PY_SC_LOCAL;
            if (py_dict_set(S, local, k, S->None) < 0) goto out;
        } else {
            int has = (bound && sc->kind != PY_SCOPE_MODULE) ? py_dict_contains(S, bound, k) : 0;
            if (has < 0) goto out;
            scope = has ? PY_SC_FREE : PY_SC_GLOBAL_IMPLICIT;
        }
        if (set_scope(S, sc, k, f, scope) < 0) goto out;
    }
    /* implicit __class__ for super() */
    if (sc->kind == PY_SCOPE_FUNCTION && sc->has_super && sc->parent) {
        py_Scope *p = sc->parent;
        while (p->annotation && p->parent) p = p->parent;
        if (p->kind == PY_SCOPE_CLASS) {
            int f = py_scope_flags(S, sc, S->id.__class__);
            if (!(f & PY_DEF_BOUND) && set_scope(S, sc, S->id.__class__, f | PY_DEF_USE, PY_SC_FREE) < 0) goto out;
        }
    }
    newbound = py_dict_new(S);
    childfree = py_dict_new(S);
    if (!newbound || !childfree) goto out;
    if (sc->kind != PY_SCOPE_MODULE && bound && py_dict_update(S, newbound, bound) < 0) goto out;
    if (sc->kind == PY_SCOPE_FUNCTION || sc->kind == PY_SCOPE_COMP) {
        if (py_dict_update(S, newbound, local) < 0) goto out;
    }
    if (sc->kind == PY_SCOPE_CLASS && py_dict_set(S, newbound, S->id.__class__, S->None) < 0) goto out;
    for (int i = 0; i < sc->nchildren; i++)
        if (analyze(S, st, sc->children[i], newbound, childfree) < 0) goto out;

    /* children's free names: become cells here, or pass through as free */
    pos = 0;
    while (py_dict_next(childfree, &pos, &k, &fv)) {
        int f = py_scope_flags(S, sc, k);
        int scope = (f >> PY_SC_SHIFT) & 7;
        if (sc->kind == PY_SCOPE_CLASS && py_str_eq(k, S->id.__class__)) {
            sc->needs_class_closure = true;
            continue;
        }
        if ((sc->kind == PY_SCOPE_FUNCTION || sc->kind == PY_SCOPE_COMP) && scope == PY_SC_LOCAL) {
            if (set_scope(S, sc, k, f, PY_SC_CELL) < 0) goto out;
            continue;
        }
        if (scope == PY_SC_CELL) continue;
        if (scope == PY_SC_GLOBAL_EXPLICIT) continue;
        if (sc->kind == PY_SCOPE_CLASS && scope == PY_SC_LOCAL) {
            if (set_flags(S, sc, k, f | PY_DEF_FREE_CLASS) < 0) goto out;
        } else if (scope != PY_SC_FREE) {
            if (set_scope(S, sc, k, f, PY_SC_FREE) < 0) goto out;
        }
        if (sc->kind != PY_SCOPE_MODULE && py_dict_set(S, free_out, k, S->None) < 0) goto out;
    }
    /* own free names */
    pos = 0;
    while (py_dict_next(sc->symbols, &pos, &k, &fv)) {
        int f = (int)py_int_small(fv);
        if (((f >> PY_SC_SHIFT) & 7) == PY_SC_FREE && py_dict_set(S, free_out, k, S->None) < 0) goto out;
    }
    r = 0;
out:
    py_xdecref(S, local);
    py_xdecref(S, newbound);
    py_xdecref(S, childfree);
    return r;
}

static py_Node *find_global_stmt(py_NodeList *body, py_Obj *name, int kind)
{
    for (int i = 0; i < body->n; i++) {
        py_Node *s = body->items[i];
        if ((int)s->kind == kind) {
            py_Obj *names = s->v.global.names;
            for (py_ssize j = 0; j < py_list_len(names); j++)
                if (py_str_eq(py_list_getB(names, j), name)) return s;
        }
    }
    return NULL;
}

void py_symtable_free(py_State *S, py_Symtable *st)
{
    if (!st) return;
    for (int i = 0; i < st->nall; i++) {
        py_Scope *sc = st->all[i];
        py_xdecref(S, sc->symbols);
        py_xdecref(S, sc->varnames);
        if (sc->children) py_free(S, sc->children, sizeof(py_Scope *) * sc->capchildren);
        py_free(S, sc, sizeof *sc);
    }
    if (st->all) py_free(S, st->all, sizeof(py_Scope *) * st->capall);
    py_free(S, st, sizeof *st);
}

py_Symtable *py_symtable_build(py_State *S, py_Node *mod, py_Obj *filename)
{
    py_Symtable *st = py_malloc(S, sizeof *st);
    if (!st) return NULL;
    st->filename = filename;
    Visitor v = { S, st, NULL, NULL };
    py_Obj *modname = py_intern(S, "<module>");
    if (!modname) goto fail;
    st->top = scope_new(&v, PY_SCOPE_MODULE, mod, modname);
    if (!st->top) goto fail;
    v.cur = st->top;
    if (visit_stmts(&v, &mod->v.module.body) < 0) goto fail;
    py_Obj *freeset = py_dict_new(S);
    if (!freeset) goto fail;
    int r = analyze(S, st, st->top, NULL, freeset);
    py_decref(S, freeset);
    if (r < 0) goto fail;
    return st;
fail:
    py_symtable_free(S, st);
    return NULL;
}

py_Scope *py_symtable_lookup(py_Symtable *st, py_Node *n)
{
    for (int i = 0; i < st->nall; i++)
        if (st->all[i]->node == n) return st->all[i];
    return NULL;
}
