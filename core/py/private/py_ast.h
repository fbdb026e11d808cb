/* py_ast.h — the abstract syntax tree: the contract between the parser
 * (py_lex.c, py_parse.c) and the compiler (py_compile.c).
 *
 * It mirrors CPython's `ast` module (3.13) for the statements and expressions
 * we support. Nodes live in an arena (py_Arena) owned by the caller of
 * py_parse; constant values (py_Obj*) are owned by the arena too and released
 * with it. Positions are 1-based lines and 0-based UTF-8 *byte* columns,
 * end positions exclusive, as CPython's ast (SyntaxError offsets, in
 * contrast, are 1-based character counts). */
#ifndef PY_AST_H
#define PY_AST_H

#include "py.h"

typedef struct py_Node py_Node;

typedef struct py_NodeList {
    py_Node **items;
    int n;
} py_NodeList;

typedef enum py_NodeKind {
    /* module */
    PY_N_MODULE,
    /* statements */
    PY_N_FUNCDEF, PY_N_CLASSDEF, PY_N_RETURN, PY_N_DELETE, PY_N_ASSIGN,
    PY_N_AUGASSIGN, PY_N_ANNASSIGN, PY_N_FOR, PY_N_WHILE, PY_N_IF, PY_N_WITH,
    PY_N_RAISE, PY_N_TRY, PY_N_ASSERT, PY_N_IMPORT, PY_N_IMPORTFROM,
    PY_N_GLOBAL, PY_N_NONLOCAL, PY_N_EXPR, PY_N_PASS, PY_N_BREAK,
    PY_N_CONTINUE, PY_N_MATCH, PY_N_TYPEALIAS,
    /* expressions */
    PY_N_BOOLOP, PY_N_NAMEDEXPR, PY_N_BINOP, PY_N_UNARYOP, PY_N_LAMBDA,
    PY_N_IFEXP, PY_N_DICT, PY_N_SET, PY_N_LISTCOMP, PY_N_SETCOMP,
    PY_N_DICTCOMP, PY_N_GENEXP, PY_N_YIELD, PY_N_YIELDFROM, PY_N_AWAIT, PY_N_COMPARE,
    PY_N_CALL, PY_N_FORMATTEDVALUE, PY_N_JOINEDSTR, PY_N_CONSTANT,
    PY_N_ATTRIBUTE, PY_N_SUBSCRIPT, PY_N_STARRED, PY_N_NAME, PY_N_LIST,
    PY_N_TUPLE, PY_N_SLICE,
    /* helpers */
    PY_N_ARGUMENTS, PY_N_ARG, PY_N_KEYWORD, PY_N_ALIAS, PY_N_COMPREHENSION,
    PY_N_EXCEPTHANDLER, PY_N_WITHITEM, PY_N_MATCHCASE, PY_N_TYPEPARAM,
    /* patterns (match statement) */
    PY_N_MATCHVALUE, PY_N_MATCHSINGLETON, PY_N_MATCHSEQUENCE, PY_N_MATCHMAPPING,
    PY_N_MATCHCLASS, PY_N_MATCHSTAR, PY_N_MATCHAS, PY_N_MATCHOR,
    PY_N_COUNT
} py_NodeKind;

/* type parameter kinds (typeparam.kind) */
enum { PY_TP_TYPEVAR, PY_TP_TYPEVARTUPLE, PY_TP_PARAMSPEC };

/* expression context (Name, Attribute, Subscript, Starred, List, Tuple) */
typedef enum py_ExprCtx { PY_CTX_LOAD, PY_CTX_STORE, PY_CTX_DEL } py_ExprCtx;

typedef enum py_BoolOpKind { PY_BOOL_AND, PY_BOOL_OR } py_BoolOpKind;
typedef enum py_UnaryOpKind { PY_UNARY_INVERT, PY_UNARY_NOT, PY_UNARY_UADD, PY_UNARY_USUB } py_UnaryOpKind;
/* binary operators use enum py_BinOp from py.h */
typedef enum py_CmpKind {
    PY_CMP_EQ, PY_CMP_NOTEQ, PY_CMP_LT, PY_CMP_LTE, PY_CMP_GT, PY_CMP_GTE,
    PY_CMP_IS, PY_CMP_ISNOT, PY_CMP_IN, PY_CMP_NOTIN
} py_CmpKind;

struct py_Node {
    py_NodeKind kind;
    int lineno, col_offset, end_lineno, end_col_offset;
    union {
        struct { py_NodeList body; } module;

        /* def name[type_params](args) -> returns: body ; decorators applied bottom-up */
        struct { py_Obj *name; py_Node *args; py_NodeList body; py_NodeList decorators; py_Node *returns;
                 py_NodeList type_params; int is_async; } funcdef;
        /* class name[type_params](bases, keywords): body */
        struct { py_Obj *name; py_NodeList bases; py_NodeList keywords; py_NodeList body; py_NodeList decorators;
                 py_NodeList type_params; } classdef;
        /* type name[type_params] = value (PEP 695); value is a Lambda without
         * parameters around the expression, so it is evaluated lazily */
        struct { py_Obj *name; py_NodeList type_params; py_Node *value; } typealias;
        struct { py_Node *value; /* may be NULL */ } ret;
        struct { py_NodeList targets; } del;
        /* t1 = t2 = value */
        struct { py_NodeList targets; py_Node *value; } assign;
        struct { py_Node *target; int op /* py_BinOp */; py_Node *value; } augassign;
        /* target: annotation = value (value may be NULL); simple: plain Name target */
        struct { py_Node *target; py_Node *annotation; py_Node *value; int simple; } annassign;
        struct { py_Node *target; py_Node *iter; py_NodeList body; py_NodeList orelse; int is_async; } for_;
        struct { py_Node *test; py_NodeList body; py_NodeList orelse; } while_;
        struct { py_Node *test; py_NodeList body; py_NodeList orelse; } if_;
        struct { py_NodeList items /* withitem */; py_NodeList body; int is_async; } with;
        struct { py_Node *exc; py_Node *cause; /* both may be NULL */ } raise;
        /* star: the handlers are except* clauses (PEP 654) */
        struct { py_NodeList body; py_NodeList handlers; py_NodeList orelse; py_NodeList finalbody; int star; } try_;
        struct { py_Node *test; py_Node *msg; } assert_;
        struct { py_NodeList names /* alias */; } import;
        /* from module import names; module may be NULL for `from . import x` */
        struct { py_Obj *module; py_NodeList names; int level; } importfrom;
        struct { py_Obj *names /* list of str */; } global;   /* also nonlocal */
        struct { py_Node *value; } expr;

        struct { py_BoolOpKind op; py_NodeList values; } boolop;
        struct { py_Node *target; py_Node *value; } namedexpr;
        struct { py_Node *left; int op /* py_BinOp */; py_Node *right; } binop;
        struct { py_UnaryOpKind op; py_Node *operand; } unaryop;
        struct { py_Node *args; py_Node *body; int lazy /* PEP 695 lazy value, no parameters */; } lambda;
        struct { py_Node *test; py_Node *body; py_Node *orelse; } ifexp;
        /* keys[i] == NULL means `**values[i]` */
        struct { py_NodeList keys; py_NodeList values; } dict;
        struct { py_NodeList elts; } set;
        /* listcomp / setcomp / genexp use elt; dictcomp uses key + value */
        struct { py_Node *elt; py_Node *value; py_NodeList generators /* comprehension */; } comp;
        struct { py_Node *value; /* may be NULL */ } yield;   /* also await (value set) */
        struct { py_Node *left; int *ops /* py_CmpKind, n = comparators.n */; py_NodeList comparators; } compare;
        struct { py_Node *func; py_NodeList args; py_NodeList keywords; } call;
        /* f-string pieces: conversion -1 / 's' / 'r' / 'a'; format_spec is a JoinedStr or NULL */
        struct { py_Node *value; int conversion; py_Node *format_spec; } formattedvalue;
        struct { py_NodeList values; /* Constant(str) and FormattedValue */ } joinedstr;
        /* int, float, complex(no), str, bytes, True/False/None, Ellipsis */
        struct { py_Obj *value; } constant;
        struct { py_Node *value; py_Obj *attr; py_ExprCtx ctx; } attribute;
        struct { py_Node *value; py_Node *slice; py_ExprCtx ctx; } subscript;
        struct { py_Node *value; py_ExprCtx ctx; } starred;
        struct { py_Obj *id; py_ExprCtx ctx; } name;
        struct { py_NodeList elts; py_ExprCtx ctx; } list;   /* also tuple */
        struct { py_Node *lower, *upper, *step; /* each may be NULL */ } slice;

        /* def f(posonly, /, args, *vararg, kwonly, **kwarg):
         * defaults align with the LAST len(defaults) of posonly+args;
         * kw_defaults[i] may be NULL (no default) for kwonlyargs[i]. */
        struct {
            py_NodeList posonlyargs, args, kwonlyargs; /* arg nodes */
            py_Node *vararg, *kwarg;                   /* arg or NULL */
            py_NodeList defaults, kw_defaults;
        } arguments;
        struct { py_Obj *arg; py_Node *annotation; } arg;
        /* keyword: arg == NULL means `**value` */
        struct { py_Obj *arg; py_Node *value; } keyword;
        /* import a.b.c as d: name "a.b.c", asname "d" or NULL */
        struct { py_Obj *name; py_Obj *asname; } alias;
        struct { py_Node *target; py_Node *iter; py_NodeList ifs; int is_async; } comprehension;
        /* except type as name: body ; type/name may be NULL */
        struct { py_Node *type; py_Obj *name; py_NodeList body; } excepthandler;
        struct { py_Node *context_expr; py_Node *optional_vars; } withitem;
        /* one PEP 695 type parameter: T, T: bound, T: (c1, c2), *Ts, **P, each
         * with an optional `= default`. bound and default_ are parameterless
         * Lambdas around the expression (evaluated lazily, as CPython's
         * annotation scopes); constraints: the bound's body is the tuple. */
        struct { int kind /* PY_TP_* */; py_Obj *name; py_Node *bound; py_Node *default_; int constraints;
                 int starred_default /* *Ts = *default */; } typeparam;

        /* match subject: cases (match_case) */
        struct { py_Node *subject; py_NodeList cases; } match;
        /* case pattern if guard: body (guard may be NULL) */
        struct { py_Node *pattern; py_Node *guard; py_NodeList body; } match_case;
        /* every pattern kind, CPython's fields:
         *   MatchValue(value)              value: expression
         *   MatchSingleton(cvalue)         None / True / False
         *   MatchSequence(patterns)
         *   MatchMapping(keys, patterns, name)    name: **rest or NULL
         *   MatchClass(cls, patterns, kwd_attrs, kwd_patterns)
         *   MatchStar(name)                name NULL: *_
         *   MatchAs(pattern, name)         both NULL: _ ; pattern NULL: capture
         *   MatchOr(patterns) */
        struct {
            py_Node *value;
            py_Obj *cvalue;
            py_NodeList patterns;
            py_NodeList keys;
            py_Node *cls;
            py_Obj *kwd_attrs;          /* list of str (MatchClass) */
            py_NodeList kwd_patterns;
            py_Obj *name;
            py_Node *pattern;
        } pat;
    } v;
};

/* Arena: every node and list is carved from it; constants are released
 * when it is freed. */
typedef struct py_Arena py_Arena;
py_Arena *py_arena_new(py_State *S);
void py_arena_free(py_State *S, py_Arena *a);
void *py_arena_alloc(py_State *S, py_Arena *a, size_t n);   /* zeroed; MemoryError on failure */
int py_arena_keep(py_State *S, py_Arena *a, py_Obj *o);     /* arena takes a reference (steals) */

/* Parse a whole module. On error returns NULL with a SyntaxError (or
 * IndentationError / TabError / MemoryError / RecursionError) set whose
 * attributes follow CPython: args = (msg, (filename, lineno, offset, text,
 * end_lineno, end_offset)), with msg worded as CPython 3.13 words it
 * ("invalid syntax", "'(' was never closed", "expected ':'",
 * "unterminated string literal (detected at line 3)", "unexpected indent",
 * "expected an indented block after 'if' statement on line 2", ...). */
py_Node *py_parse(py_State *S, py_Arena *a, const char *src, size_t len, py_Obj *filename);

/* Source text of an expression as CPython 3.13 renders an annotation under
 * `from __future__ import annotations` (new reference, NULL + error). */
py_Obj *py_ast_unparse(py_State *S, py_Node *e);

/* Debug: dump like ast.dump() (used by parser unit tests). */
py_Obj *py_ast_dump(py_State *S, py_Node *n);

#endif
