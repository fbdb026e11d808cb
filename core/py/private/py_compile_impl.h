/* py_compile_impl.h — private to the compiler (py_compile*.c).
 *
 * The compiler's state (the unit being emitted, its fblock stack) and the
 * functions its files share: emission and assembly (py_compile_unit.c),
 * expressions and statements (py_compile.c), try statements (except, except*,
 * finally) and with (py_compile_try.c), and match statements (py_compile_match.c).
 * Shared functions carry the py_cg_ ("code generation") prefix. */
#ifndef PY_COMPILE_IMPL_H
#define PY_COMPILE_IMPL_H
#include "py_vm.h"
#include "py_builtins.h"
#include <string.h>
#include <stdio.h>

enum { FB_WHILE, FB_FOR, FB_TRY_EXCEPT, FB_FINALLY_TRY, FB_FINALLY_END, FB_WITH,
       FB_HANDLER_CLEANUP, FB_EXCEPTION_HANDLER, FB_EXCEPT_STAR, FB_ASYNC_WITH };

typedef struct FBlock {
    int kind;
    int start, exit;          /* labels (loops) */
    py_Node *node;            /* try node (finally body) / handler (name) */
} FBlock;

typedef struct Unit {
    struct Unit *parent;
    py_Scope *scope;
    uint32_t *code;
    py_Pos *pos;
    int n, cap;               /* cap: entries of code and of pos */
    int cappos;               /* (pos's own until both have grown) */
    int *labels;
    int nlabels, caplabels;
    uint32_t *cachenames;
    int ncaches, capcaches;
    py_Obj *consts;           /* list */
    py_Obj *constmap;         /* dict str -> index (str consts only) */
    py_Obj *names;            /* list */
    py_Obj *namemap;          /* dict str -> index */
    py_Obj *lpnames;          /* list: localsplus names */
    py_Obj *lpmap;            /* dict name -> index */
    uint8_t *lpkinds;
    int caplpkinds;
    int nlocals;              /* local + cell slots (before frees) */
    int nfree;
    py_Obj *qualname;
    py_Obj *name;
    py_Pos cur;
    FBlock fb[PY_MAXBLOCKS + 4];
    int nfb;
    int nblocks;              /* runtime block nesting (compile-time check) */
    int flags;
    int argcount, posonly, kwonly;
    int firstlineno;
    py_Obj *doc;
    bool in_loop_for_comp;
    py_Obj *priv;             /* enclosing class name for mangling (borrowed, interned) */
    py_Obj *static_attrs;     /* class bodies: set of `self.X` stored by its functions */
} Unit;

typedef struct Compiler {
    py_State *S;
    py_Symtable *st;
    Unit *u;
    py_Obj *filename;
    int mode;                 /* PY_COMPILE_MODULE / _EXEC / _EVAL */
    bool future_annotations;  /* `from __future__ import annotations` (PEP 563) */
    int future_line, future_col;   /* position of the last leading future import (-1: none) */
} Compiler;

/* A SyntaxError at node n; evaluates to -1. */
#define SERR(c, n, ...) (py_syntax_error_at((c)->S, (c)->filename, (n), __VA_ARGS__), -1)
/* Later instructions get node n's source position. */
#define SET_LOC(c, n) do { (c)->u->cur.line = (n)->lineno; (c)->u->cur.end_line = (n)->end_lineno; \
    (c)->u->cur.col = (n)->col_offset; (c)->u->cur.end_col = (n)->end_col_offset; } while (0)

/* emission and assembly (py_compile_unit.c) */
int py_cg_grow(py_State *S, void **p, int *cap, int need, size_t elsz);
int py_cg_emit(Compiler *c, int op, int arg);
int py_cg_new_label(Compiler *c);
void py_cg_use_label(Compiler *c, int l);
int py_cg_emit_const(Compiler *c, py_Obj *v);
int py_cg_emit_cached(Compiler *c, int op, py_Obj *name);
int py_cg_emit_named(Compiler *c, int op, py_Obj *name);
int py_cg_lp_index(Compiler *c, py_Obj *name);
int py_cg_enter_unit(Compiler *c, py_Scope *sc, py_Obj *name, py_Obj *qualname, int firstline);
void py_cg_leave_unit(Compiler *c);
py_Code *py_cg_assemble(Compiler *c);
int py_cg_name_op(Compiler *c, py_Obj *name, py_ExprCtx ctx);
int py_cg_push_fb(Compiler *c, int kind, int start, int exit, py_Node *node);
void py_cg_pop_fb(Compiler *c);
int py_cg_emit_name_del_none(Compiler *c, py_Obj *name);
int py_cg_unwind_fblock(Compiler *c, FBlock *fb, bool preserve_tos);

/* expressions and statements (py_compile.c) */
int py_cg_emit_const_steal(Compiler *c, py_Obj *v);
int py_cg_jump_if(Compiler *c, py_Node *e, int label, bool cond);
int py_cg_emit_cmp(Compiler *c, int k);
int py_cg_expr(Compiler *c, py_Node *e);
int py_cg_store(Compiler *c, py_Node *t);
int py_cg_except_star_exit(Compiler *c, int from, py_Node *at);
int py_cg_stmts(Compiler *c, py_NodeList *l);

/* try, with (py_compile_try.c) */
int py_cg_try_except(Compiler *c, py_Node *s);
int py_cg_try_star(Compiler *c, py_Node *s);
int py_cg_try_finally(Compiler *c, py_Node *s);
int py_cg_with_item(Compiler *c, py_Node *s, int i);
/* The `await` loop after GET_AWAITABLE: [awaitable] -> [result]. */
int py_cg_await(Compiler *c);

/* match (py_compile_match.c) */
int py_cg_match(Compiler *c, py_Node *s);

#endif
