/* py_ast_dump.c — ast.dump() text of a tree (parser unit tests). Fields that
 * are None or empty lists are omitted, as CPython 3.13 does. */
#include "py_lex.h"

#include <string.h>

typedef struct Dump {
    py_State *S;
    nb_Buf b;
    bool attrs;
    bool err;
    int depth;
} Dump;

static void node(Dump *d, py_Node *n);

static void puts_(Dump *d, const char *s) { nb_buf_puts(&d->b, s); }

static void obj(Dump *d, py_Obj *o)
{
    py_Obj *r = py_repr(d->S, o);
    if (!r) { d->err = true; return; }
    nb_buf_append(&d->b, py_str_utf8(r), (size_t)py_str_nbytes(r));
    py_decref(d->S, r);
}

/* field separator handling: each field is ", name=" except the first */
typedef struct Fields { Dump *d; int n; } Fields;

static void fname(Fields *f, const char *name)
{
    if (f->n++) puts_(f->d, ", ");
    puts_(f->d, name);
    nb_buf_putc(&f->d->b, '=');
}

static void f_node(Fields *f, const char *name, py_Node *n)
{
    if (!n) return;
    fname(f, name);
    node(f->d, n);
}

static void f_list(Fields *f, const char *name, py_NodeList *l, bool allow_null)
{
    if (l->n == 0) return;
    fname(f, name);
    nb_buf_putc(&f->d->b, '[');
    for (int i = 0; i < l->n; i++) {
        if (i) puts_(f->d, ", ");
        if (l->items[i]) node(f->d, l->items[i]);
        else puts_(f->d, "None");
    }
    nb_buf_putc(&f->d->b, ']');
    (void)allow_null;
}

static void f_obj(Fields *f, const char *name, py_Obj *o)
{
    if (!o) return;
    fname(f, name);
    obj(f->d, o);
}

static void f_int(Fields *f, const char *name, int v)
{
    fname(f, name);
    nb_buf_printf(&f->d->b, "%d", v);
}

static void f_raw(Fields *f, const char *name, const char *v)
{
    fname(f, name);
    puts_(f->d, v);
}

static const char *ctx_name(py_ExprCtx c)
{
    return c == PY_CTX_STORE ? "Store()" : c == PY_CTX_DEL ? "Del()" : "Load()";
}

static const char *const binop_names[PY_NBINOP] = {
    "Add()", "Sub()", "Mult()", "MatMult()", "Div()", "FloorDiv()", "Mod()", "Pow()",
    "LShift()", "RShift()", "BitAnd()", "BitXor()", "BitOr()"
};
static const char *const cmp_names[] = {
    "Eq()", "NotEq()", "Lt()", "LtE()", "Gt()", "GtE()", "Is()", "IsNot()", "In()", "NotIn()"
};
static const char *const unary_names[] = { "Invert()", "Not()", "UAdd()", "USub()" };

static const char *kind_name(py_NodeKind k)
{
    static const char *const names[PY_N_COUNT] = {
        "Module", "FunctionDef", "ClassDef", "Return", "Delete", "Assign", "AugAssign",
        "AnnAssign", "For", "While", "If", "With", "Raise", "Try", "Assert", "Import",
        "ImportFrom", "Global", "Nonlocal", "Expr", "Pass", "Break", "Continue", "Match", "TypeAlias",
        "BoolOp", "NamedExpr", "BinOp", "UnaryOp", "Lambda", "IfExp", "Dict", "Set",
        "ListComp", "SetComp", "DictComp", "GeneratorExp", "Yield", "YieldFrom", "Await", "Compare",
        "Call", "FormattedValue", "JoinedStr", "Constant", "Attribute", "Subscript",
        "Starred", "Name", "List", "Tuple", "Slice", "arguments", "arg", "keyword", "alias",
        "comprehension", "ExceptHandler", "withitem", "match_case", "TypeVar",
        "MatchValue", "MatchSingleton", "MatchSequence", "MatchMapping", "MatchClass",
        "MatchStar", "MatchAs", "MatchOr"
    };
    return names[k];
}

static bool has_pos(py_NodeKind k)
{
    return k != PY_N_MODULE && k != PY_N_ARGUMENTS && k != PY_N_COMPREHENSION && k != PY_N_WITHITEM &&
           k != PY_N_MATCHCASE;
}

static void node(Dump *d, py_Node *n)
{
    if (d->err) return;
    if (++d->depth > 3000) {
        /* as CPython's ast.dump, which recurses in Python */
        py_err_setstr(d->S, PY_T(RecursionError), "maximum recursion depth exceeded");
        d->err = true;
        return;
    }
    bool is_async = (n->kind == PY_N_FUNCDEF && n->v.funcdef.is_async) ||
                    (n->kind == PY_N_FOR && n->v.for_.is_async) || (n->kind == PY_N_WITH && n->v.with.is_async);
    if (is_async) puts_(d, "Async");
    puts_(d, kind_name(n->kind));
    nb_buf_putc(&d->b, '(');
    Fields f = { d, 0 };
    switch (n->kind) {
    case PY_N_MODULE: f_list(&f, "body", &n->v.module.body, false); break;
    case PY_N_FUNCDEF:
        f_obj(&f, "name", n->v.funcdef.name);
        f_node(&f, "args", n->v.funcdef.args);
        f_list(&f, "body", &n->v.funcdef.body, false);
        f_list(&f, "decorator_list", &n->v.funcdef.decorators, false);
        f_node(&f, "returns", n->v.funcdef.returns);
        break;
    case PY_N_CLASSDEF:
        f_obj(&f, "name", n->v.classdef.name);
        f_list(&f, "bases", &n->v.classdef.bases, false);
        f_list(&f, "keywords", &n->v.classdef.keywords, false);
        f_list(&f, "body", &n->v.classdef.body, false);
        f_list(&f, "decorator_list", &n->v.classdef.decorators, false);
        break;
    case PY_N_RETURN: f_node(&f, "value", n->v.ret.value); break;
    case PY_N_DELETE: f_list(&f, "targets", &n->v.del.targets, false); break;
    case PY_N_ASSIGN:
        f_list(&f, "targets", &n->v.assign.targets, false);
        f_node(&f, "value", n->v.assign.value);
        break;
    case PY_N_AUGASSIGN:
        f_node(&f, "target", n->v.augassign.target);
        f_raw(&f, "op", binop_names[n->v.augassign.op]);
        f_node(&f, "value", n->v.augassign.value);
        break;
    case PY_N_ANNASSIGN:
        f_node(&f, "target", n->v.annassign.target);
        f_node(&f, "annotation", n->v.annassign.annotation);
        f_node(&f, "value", n->v.annassign.value);
        f_int(&f, "simple", n->v.annassign.simple);
        break;
    case PY_N_FOR:
        f_node(&f, "target", n->v.for_.target);
        f_node(&f, "iter", n->v.for_.iter);
        f_list(&f, "body", &n->v.for_.body, false);
        f_list(&f, "orelse", &n->v.for_.orelse, false);
        break;
    case PY_N_WHILE: case PY_N_IF:
        f_node(&f, "test", n->v.if_.test);
        f_list(&f, "body", &n->v.if_.body, false);
        f_list(&f, "orelse", &n->v.if_.orelse, false);
        break;
    case PY_N_WITH:
        f_list(&f, "items", &n->v.with.items, false);
        f_list(&f, "body", &n->v.with.body, false);
        break;
    case PY_N_RAISE:
        f_node(&f, "exc", n->v.raise.exc);
        f_node(&f, "cause", n->v.raise.cause);
        break;
    case PY_N_TRY:
        f_list(&f, "body", &n->v.try_.body, false);
        f_list(&f, "handlers", &n->v.try_.handlers, false);
        f_list(&f, "orelse", &n->v.try_.orelse, false);
        f_list(&f, "finalbody", &n->v.try_.finalbody, false);
        break;
    case PY_N_ASSERT:
        f_node(&f, "test", n->v.assert_.test);
        f_node(&f, "msg", n->v.assert_.msg);
        break;
    case PY_N_IMPORT: f_list(&f, "names", &n->v.import.names, false); break;
    case PY_N_IMPORTFROM:
        f_obj(&f, "module", n->v.importfrom.module);
        f_list(&f, "names", &n->v.importfrom.names, false);
        f_int(&f, "level", n->v.importfrom.level);
        break;
    case PY_N_GLOBAL: case PY_N_NONLOCAL:
        if (py_list_len(n->v.global.names)) f_obj(&f, "names", n->v.global.names);
        break;
    case PY_N_EXPR: f_node(&f, "value", n->v.expr.value); break;
    case PY_N_PASS: case PY_N_BREAK: case PY_N_CONTINUE: break;
    case PY_N_BOOLOP:
        f_raw(&f, "op", n->v.boolop.op == PY_BOOL_AND ? "And()" : "Or()");
        f_list(&f, "values", &n->v.boolop.values, false);
        break;
    case PY_N_NAMEDEXPR:
        f_node(&f, "target", n->v.namedexpr.target);
        f_node(&f, "value", n->v.namedexpr.value);
        break;
    case PY_N_BINOP:
        f_node(&f, "left", n->v.binop.left);
        f_raw(&f, "op", binop_names[n->v.binop.op]);
        f_node(&f, "right", n->v.binop.right);
        break;
    case PY_N_UNARYOP:
        f_raw(&f, "op", unary_names[n->v.unaryop.op]);
        f_node(&f, "operand", n->v.unaryop.operand);
        break;
    case PY_N_LAMBDA:
        f_node(&f, "args", n->v.lambda.args);
        f_node(&f, "body", n->v.lambda.body);
        break;
    case PY_N_IFEXP:
        f_node(&f, "test", n->v.ifexp.test);
        f_node(&f, "body", n->v.ifexp.body);
        f_node(&f, "orelse", n->v.ifexp.orelse);
        break;
    case PY_N_DICT:
        f_list(&f, "keys", &n->v.dict.keys, true);
        f_list(&f, "values", &n->v.dict.values, false);
        break;
    case PY_N_SET: f_list(&f, "elts", &n->v.set.elts, false); break;
    case PY_N_LISTCOMP: case PY_N_SETCOMP: case PY_N_GENEXP:
        f_node(&f, "elt", n->v.comp.elt);
        f_list(&f, "generators", &n->v.comp.generators, false);
        break;
    case PY_N_DICTCOMP:
        f_node(&f, "key", n->v.comp.elt);
        f_node(&f, "value", n->v.comp.value);
        f_list(&f, "generators", &n->v.comp.generators, false);
        break;
    case PY_N_YIELD: case PY_N_YIELDFROM: case PY_N_AWAIT: f_node(&f, "value", n->v.yield.value); break;
    case PY_N_COMPARE:
        f_node(&f, "left", n->v.compare.left);
        fname(&f, "ops");
        nb_buf_putc(&d->b, '[');
        for (int i = 0; i < n->v.compare.comparators.n; i++) {
            if (i) puts_(d, ", ");
            puts_(d, cmp_names[n->v.compare.ops[i]]);
        }
        nb_buf_putc(&d->b, ']');
        f_list(&f, "comparators", &n->v.compare.comparators, false);
        break;
    case PY_N_CALL:
        f_node(&f, "func", n->v.call.func);
        f_list(&f, "args", &n->v.call.args, false);
        f_list(&f, "keywords", &n->v.call.keywords, false);
        break;
    case PY_N_FORMATTEDVALUE:
        f_node(&f, "value", n->v.formattedvalue.value);
        f_int(&f, "conversion", n->v.formattedvalue.conversion);
        f_node(&f, "format_spec", n->v.formattedvalue.format_spec);
        break;
    case PY_N_JOINEDSTR: f_list(&f, "values", &n->v.joinedstr.values, false); break;
    case PY_N_CONSTANT:
        fname(&f, "value");
        obj(d, n->v.constant.value);
        break;
    case PY_N_ATTRIBUTE:
        f_node(&f, "value", n->v.attribute.value);
        f_obj(&f, "attr", n->v.attribute.attr);
        f_raw(&f, "ctx", ctx_name(n->v.attribute.ctx));
        break;
    case PY_N_SUBSCRIPT:
        f_node(&f, "value", n->v.subscript.value);
        f_node(&f, "slice", n->v.subscript.slice);
        f_raw(&f, "ctx", ctx_name(n->v.subscript.ctx));
        break;
    case PY_N_STARRED:
        f_node(&f, "value", n->v.starred.value);
        f_raw(&f, "ctx", ctx_name(n->v.starred.ctx));
        break;
    case PY_N_NAME:
        f_obj(&f, "id", n->v.name.id);
        f_raw(&f, "ctx", ctx_name(n->v.name.ctx));
        break;
    case PY_N_LIST: case PY_N_TUPLE:
        f_list(&f, "elts", &n->v.list.elts, false);
        f_raw(&f, "ctx", ctx_name(n->v.list.ctx));
        break;
    case PY_N_SLICE:
        f_node(&f, "lower", n->v.slice.lower);
        f_node(&f, "upper", n->v.slice.upper);
        f_node(&f, "step", n->v.slice.step);
        break;
    case PY_N_ARGUMENTS:
        f_list(&f, "posonlyargs", &n->v.arguments.posonlyargs, false);
        f_list(&f, "args", &n->v.arguments.args, false);
        f_node(&f, "vararg", n->v.arguments.vararg);
        f_list(&f, "kwonlyargs", &n->v.arguments.kwonlyargs, false);
        f_list(&f, "kw_defaults", &n->v.arguments.kw_defaults, true);
        f_node(&f, "kwarg", n->v.arguments.kwarg);
        f_list(&f, "defaults", &n->v.arguments.defaults, false);
        break;
    case PY_N_ARG:
        f_obj(&f, "arg", n->v.arg.arg);
        f_node(&f, "annotation", n->v.arg.annotation);
        break;
    case PY_N_KEYWORD:
        f_obj(&f, "arg", n->v.keyword.arg);
        f_node(&f, "value", n->v.keyword.value);
        break;
    case PY_N_ALIAS:
        f_obj(&f, "name", n->v.alias.name);
        f_obj(&f, "asname", n->v.alias.asname);
        break;
    case PY_N_COMPREHENSION:
        f_node(&f, "target", n->v.comprehension.target);
        f_node(&f, "iter", n->v.comprehension.iter);
        f_list(&f, "ifs", &n->v.comprehension.ifs, false);
        f_int(&f, "is_async", n->v.comprehension.is_async);
        break;
    case PY_N_EXCEPTHANDLER:
        f_node(&f, "type", n->v.excepthandler.type);
        f_obj(&f, "name", n->v.excepthandler.name);
        f_list(&f, "body", &n->v.excepthandler.body, false);
        break;
    case PY_N_WITHITEM:
        f_node(&f, "context_expr", n->v.withitem.context_expr);
        f_node(&f, "optional_vars", n->v.withitem.optional_vars);
        break;
    case PY_N_MATCH:
        f_node(&f, "subject", n->v.match.subject);
        f_list(&f, "cases", &n->v.match.cases, false);
        break;
    case PY_N_MATCHCASE:
        f_node(&f, "pattern", n->v.match_case.pattern);
        f_node(&f, "guard", n->v.match_case.guard);
        f_list(&f, "body", &n->v.match_case.body, false);
        break;
    case PY_N_MATCHVALUE: f_node(&f, "value", n->v.pat.value); break;
    case PY_N_MATCHSINGLETON: f_obj(&f, "value", n->v.pat.cvalue); break;
    case PY_N_MATCHSEQUENCE: case PY_N_MATCHOR: f_list(&f, "patterns", &n->v.pat.patterns, false); break;
    case PY_N_MATCHMAPPING:
        f_list(&f, "keys", &n->v.pat.keys, false);
        f_list(&f, "patterns", &n->v.pat.patterns, false);
        f_obj(&f, "rest", n->v.pat.name);
        break;
    case PY_N_MATCHCLASS:
        f_node(&f, "cls", n->v.pat.cls);
        f_list(&f, "patterns", &n->v.pat.patterns, false);
        if (n->v.pat.kwd_attrs && py_list_len(n->v.pat.kwd_attrs)) f_obj(&f, "kwd_attrs", n->v.pat.kwd_attrs);
        f_list(&f, "kwd_patterns", &n->v.pat.kwd_patterns, false);
        break;
    case PY_N_MATCHSTAR: f_obj(&f, "name", n->v.pat.name); break;
    case PY_N_MATCHAS:
        f_node(&f, "pattern", n->v.pat.pattern);
        f_obj(&f, "name", n->v.pat.name);
        break;
    default: break;
    }
    if (d->attrs && has_pos(n->kind)) {
        f_int(&f, "lineno", n->lineno);
        f_int(&f, "col_offset", n->col_offset);
        f_int(&f, "end_lineno", n->end_lineno);
        f_int(&f, "end_col_offset", n->end_col_offset);
    }
    nb_buf_putc(&d->b, ')');
    d->depth--;
}

py_Obj *py_ast_dump_ex(py_State *S, py_Node *n, bool include_attributes)
{
    Dump d = { S, {0}, include_attributes, false, 0 };
    nb_buf_init(&d.b, &S->heap);
    node(&d, n);
    if (d.err) { nb_buf_free(&d.b); return NULL; }
    if (d.b.oom) { nb_buf_free(&d.b); return py_err_nomemory(S); }
    py_Obj *r = py_str_new(S, d.b.data, (py_ssize)d.b.len);
    nb_buf_free(&d.b);
    return r;
}

py_Obj *py_ast_dump(py_State *S, py_Node *n)
{
    return py_ast_dump_ex(S, n, false);
}
