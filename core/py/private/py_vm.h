/* py_vm.h — internal header of the compiler and the virtual machine:
 * opcodes, code objects, frames, function/method/cell/generator layouts.
 *
 * Instructions are 32-bit words: opcode in the low 8 bits, argument in the
 * high 24 bits. Jump arguments are absolute instruction indices. Ops that
 * use an inline cache (LOAD_GLOBAL, LOAD_ATTR, STORE_ATTR, LOAD_METHOD) take
 * a cache-slot index as argument; the slot holds the name index.
 *
 * Exception handling uses a small per-frame block stack (SETUP_FINALLY /
 * POP_BLOCK); the compiler inlines `finally` bodies on every exit path. */
#ifndef PY_VM_H
#define PY_VM_H

#include "py.h"
#include "py_ast.h"

#define PY_OPCODES(X) \
    X(NOP) X(POP_TOP) X(PUSH_NULL) X(COPY) X(SWAP) \
    X(LOAD_CONST) X(LOAD_FAST) X(LOAD_FAST_CHECK) X(STORE_FAST) X(DELETE_FAST) \
    X(LOAD_DEREF) X(STORE_DEREF) X(DELETE_DEREF) X(LOAD_CLASSDEREF) \
    X(MAKE_CELL) X(COPY_FREE_VARS) \
    X(LOAD_GLOBAL) X(STORE_GLOBAL) X(DELETE_GLOBAL) \
    X(LOAD_NAME) X(STORE_NAME) X(DELETE_NAME) \
    X(LOAD_ATTR) X(STORE_ATTR) X(DELETE_ATTR) X(LOAD_METHOD) \
    X(BINARY_SUBSCR) X(STORE_SUBSCR) X(DELETE_SUBSCR) X(BUILD_SLICE) \
    X(BINARY_OP) X(INPLACE_OP) X(UNARY_NEGATIVE) X(UNARY_POSITIVE) \
    X(UNARY_NOT) X(UNARY_INVERT) X(COMPARE_OP) X(IS_OP) X(CONTAINS_OP) \
    X(JUMP) X(POP_JUMP_IF_FALSE) X(POP_JUMP_IF_TRUE) \
    X(JUMP_IF_FALSE_OR_POP) X(JUMP_IF_TRUE_OR_POP) \
    X(GET_ITER) X(FOR_ITER) \
    X(BUILD_TUPLE) X(BUILD_LIST) X(BUILD_SET) X(BUILD_MAP) \
    X(LIST_APPEND) X(SET_ADD) X(MAP_ADD) X(LIST_EXTEND) X(SET_UPDATE) \
    X(DICT_UPDATE) X(DICT_MERGE) X(LIST_TO_TUPLE) \
    X(BUILD_STRING) X(FORMAT_VALUE) X(UNPACK_SEQUENCE) X(UNPACK_EX) \
    X(MAKE_FUNCTION) X(CALL) X(CALL_KW) X(CALL_FUNCTION_EX) \
    X(RETURN_VALUE) X(YIELD_VALUE) X(GET_YIELD_FROM_ITER) X(SEND) \
    X(SETUP_FINALLY) X(POP_BLOCK) X(PUSH_EXC_INFO) X(POP_EXCEPT) X(RERAISE) \
    X(CHECK_EXC_MATCH) X(RAISE_VARARGS) X(BEFORE_WITH) X(WITH_EXIT) \
    X(WITH_EXCEPT_START) X(LOAD_ASSERTION_ERROR) \
    X(IMPORT_NAME) X(IMPORT_FROM) X(IMPORT_STAR) \
    X(BUILD_CLASS) X(SETUP_ANNOTATIONS) X(LOAD_BUILTIN_SUPER) X(CALL_INTRINSIC) \
    X(LOAD_FROM_DICT_OR_GLOBALS) \
    X(MATCH) X(CHECK_EG_MATCH) X(PREP_RERAISE_STAR) \
    X(GET_AWAITABLE) X(GET_AITER) X(GET_ANEXT) X(END_ASYNC_FOR) \
    X(BEFORE_ASYNC_WITH) X(ASYNC_WITH_EXIT) X(ASYNC_GEN_WRAP)

enum py_Opcode {
#define PY_OPC_ENUM(n) OP_##n,
    PY_OPCODES(PY_OPC_ENUM)
#undef PY_OPC_ENUM
    OP__COUNT
};
extern const char *const py_opcode_names[];

#define PY_INSTR(op, arg) ((uint32_t)(op) | ((uint32_t)(arg) << 8))
#define PY_OP(w) ((w) & 0xffu)
#define PY_ARG(w) ((w) >> 8)

/* MAKE_FUNCTION flags */
#define PY_MF_DEFAULTS   1
#define PY_MF_KWDEFAULTS 2
#define PY_MF_ANNOTATIONS 4   /* a dict */
#define PY_MF_CLOSURE    8
/* MATCH args (low 3 bits; MATCH_CLASS: positional count << 3), py_match.c:
 *   SEQUENCE, MAPPING: subject -> subject, bool
 *   LEN:      subject -> subject, len(subject)
 *   KEYS:     subject, keys -> subject, keys, values-tuple | None
 *   REST:     subject, keys -> subject, dict without keys
 *   CLASS:    subject, cls, kwnames -> attributes-tuple | None */
enum { PY_MATCH_SEQUENCE, PY_MATCH_MAPPING, PY_MATCH_LEN, PY_MATCH_KEYS, PY_MATCH_REST, PY_MATCH_CLASS };
/* Runs one MATCH instruction on the value stack; the new stack pointer, or
 * NULL with an exception set. */
py_Obj **py_match_exec(py_State *S, int arg, py_Obj **sp);
/* CALL_INTRINSIC args */
#define PY_INTR_PRINT_EXPR 0   /* unused */
#define PY_INTR_STOPITER_ERROR 1  /* convert StopIteration in generator */
#define PY_INTR_UNARY_POS 2
/* PEP 695 intrinsics: CALL_INTRINSIC (id | nargs << 8) pops nargs values and
 * pushes typing's helper of that id called with them (py_vm.c) */
#define PY_INTR_TYPEVAR 3          /* name, bound|None, default|None, constraints(bool) */
#define PY_INTR_TYPEVARTUPLE 4     /* name, default|None, starred default(bool) */
#define PY_INTR_PARAMSPEC 5        /* name, default|None */
#define PY_INTR_GENERIC_BASE 6     /* type_params -> Generic[*type_params] */
#define PY_INTR_TYPE_ALIAS 7       /* name, type_params, value function */
#define PY_INTR_FUNC_TYPE_PARAMS 8 /* function, type_params -> function */
#define PY_INTR_LOCALS 9           /* (no args) -> the frame's namespace, for an annotation scope in a class */

/* code flags */
#define PY_CO_OPTIMIZED   0x1
#define PY_CO_NEWLOCALS   0x2
#define PY_CO_VARARGS     0x4
#define PY_CO_VARKEYWORDS 0x8
#define PY_CO_NESTED      0x10
#define PY_CO_GENERATOR   0x20
#define PY_CO_NOFREE      0x40
#define PY_CO_COROUTINE   0x80
#define PY_CO_ASYNC_GENERATOR 0x200
#define PY_CO_CLASSBODY   0x1000   /* ours: class body (LOAD_NAME, __classcell__) */
#define PY_CO_MODULE      0x2000   /* ours: module body */
#define PY_CO_NAMELOCALS  0x8000   /* ours: comprehension of exec/eval code: LOAD_NAME sees the caller's locals */
#define PY_CO_INLINECOMP  0x4000   /* ours: list/set/dict comprehension (inlined in CPython 3.12+: no traceback entry of its own) */

/* localsplus kinds */
#define PY_LK_LOCAL 1
#define PY_LK_CELL  2
#define PY_LK_FREE  4
#define PY_LK_ARG   8

/* Source position of one instruction (1-based lines, 0-based UTF-8 char
 * columns as the AST; -1 = unknown). */
typedef struct py_Pos {
    int32_t line, end_line;
    int32_t col, end_col;
} py_Pos;

/* Inline cache slot. LOAD_GLOBAL uses index/gver/gdict/bdict/key/where;
 * the attribute ops use atype/aepoch/adescr (class-level lookup of the name
 * on the receiver's type, valid while the runtime's type epoch is
 * unchanged) and index as the instance-dict entry hint. */
typedef struct py_Cache {
    uint32_t name;        /* index into co->names */
    uint32_t index;       /* dict entry index */
    uint64_t gver;        /* globals version when a builtins hit was cached */
    void *gdict, *bdict;  /* the dicts the entry belongs to */
    py_Obj *key;          /* owned: the entry's key (validates the index) */
    uint8_t where;        /* 0 empty, 1 globals, 2 builtins */
    py_Type *atype;       /* attribute ops: receiver type of the cached lookup */
    uint64_t aepoch;      /* type epoch of that lookup */
    py_Obj *adescr;       /* borrowed: the class attribute found (NULL: none) */
} py_Cache;

typedef struct py_Code {
    PY_HEAD;
    uint32_t *code;
    int ncode;
    py_Pos *pos;             /* ncode entries */
    py_Cache *caches;
    int ncaches;
    py_Obj *consts;          /* tuple */
    py_Obj *names;           /* tuple of str */
    py_Obj *localsplusnames; /* tuple of str: locals (args first), then cells-only, then frees */
    uint8_t *localspluskinds;
    int nlocalsplus;         /* locals + cell-only + free */
    int nlocals;             /* plain fast-local slots (args included) */
    int ncells, nfree;       /* cell-only vars are after nlocals; free after cells */
    int argcount, posonlyargcount, kwonlyargcount;
    int stacksize;
    int flags;
    int firstlineno;
    py_Obj *name, *qualname, *filename;
    py_Obj *doc;             /* docstring or NULL (functions) */
    int *cellidx;            /* localsplus indices of cell variables (ncells entries) */
} py_Code;

typedef struct py_Block { int handler; int level; } py_Block;
#define PY_MAXBLOCKS 20

/* A Python frame. Function frames live on the C stack of the caller of
 * py_eval_frame (localsplus in a small buffer or heap), except those the
 * eval loop's CALL runs inline (one heap block: the frame, then its
 * localsplus; ret_sp set); generator frames are embedded in the generator
 * object. Frames are not Python objects. */
struct py_Frame {
    py_Frame *back;
    py_Code *code;
    py_Obj *func;            /* borrowed (owned when generator) */
    py_Obj *globals;         /* borrowed from func / owner */
    py_Obj *builtins;
    py_Obj *locals;          /* dict for module/class bodies, else NULL */
    py_Obj **localsplus;     /* nlocalsplus + stacksize slots */
    py_Obj **sp;             /* saved stack pointer (generators, between ops) */
    int lasti;               /* index of the current instruction */
    int nblocks;
    struct py_Gen *gen;      /* owning generator or NULL */
    py_Obj *frameobj;        /* its frame object while one exists (not owned; py_frameobj.c) */
    py_Obj **ret_sp;         /* called inline by the VM (no C call of its own): where the
                              * caller's CALL items start on its stack; NULL otherwise */
    bool ret_init;           /* inline: the __init__ of a class call (owns func; the
                              * call's result is the instance, kept at ret_sp[1]) */
    py_Block blocks[PY_MAXBLOCKS];
};

typedef struct py_Function {
    PY_HEAD;
    py_Code *code;
    py_Obj *globals, *builtins;
    py_Obj *name, *qualname, *module, *doc;
    py_Obj *defaults;        /* tuple or NULL */
    py_Obj *kwdefaults;      /* dict or NULL */
    py_Obj *closure;         /* tuple of cells or NULL */
    py_Obj *dict;            /* __dict__ or NULL */
    py_Obj *annotations;     /* dict or NULL */
    py_Obj *type_params;     /* tuple or NULL (PEP 695 __type_params__; NULL reads as ()) */
} py_Function;

typedef struct py_Method { PY_HEAD; py_Obj *func; py_Obj *self; } py_Method;
typedef struct py_Cell { PY_HEAD; py_Obj *ref; } py_Cell;

typedef struct py_Gen {
    PY_HEAD;
    py_Frame frame;
    py_Obj *name, *qualname;
    py_Obj *saved_handled;   /* exception being handled inside the generator */
    int8_t state;            /* 0 created, 1 suspended, 2 running, 3 finished */
    int8_t in_yield_from;
    int nslots;
} py_Gen;
enum { PY_GEN_CREATED, PY_GEN_SUSPENDED, PY_GEN_RUNNING, PY_GEN_CLOSED };

typedef struct py_Super { PY_HEAD; py_Type *type; py_Obj *obj; py_Type *obj_type; } py_Super;

/* -------- symbol tables (py_symtable.c) */
/* symbol flags (per scope, per name) */
#define PY_DEF_GLOBAL    0x01   /* global statement */
#define PY_DEF_LOCAL     0x02   /* bound in this scope */
#define PY_DEF_PARAM     0x04
#define PY_DEF_NONLOCAL  0x08
#define PY_DEF_USE       0x10
#define PY_DEF_FREE_CLASS 0x20  /* class-local name also free in a child */
#define PY_DEF_ANNOT     0x40
#define PY_DEF_COMPWALRUS 0x80  /* walrus target inside a comprehension */
#define PY_DEF_BOUND (PY_DEF_LOCAL | PY_DEF_PARAM)
/* resolved scope: (flags >> PY_SC_SHIFT) & 7 */
#define PY_SC_SHIFT 8
enum { PY_SC_NONE, PY_SC_LOCAL, PY_SC_GLOBAL_EXPLICIT, PY_SC_GLOBAL_IMPLICIT, PY_SC_FREE, PY_SC_CELL };

enum { PY_SCOPE_MODULE, PY_SCOPE_FUNCTION, PY_SCOPE_CLASS, PY_SCOPE_COMP };

typedef struct py_Scope {
    int kind;
    py_Node *node;            /* FUNCDEF / LAMBDA / CLASSDEF / comprehension node / MODULE */
    py_Obj *name;             /* str (borrowed from the AST or interned) */
    py_Obj *symbols;          /* dict str -> int flags */
    py_Obj *varnames;         /* list of str: parameters in order */
    struct py_Scope *parent;
    struct py_Scope **children;
    int nchildren, capchildren;
    bool generator;           /* contains yield */
    bool coroutine;           /* comprehension with `async for` or `await` */
    bool needs_class_closure; /* class scope: provide the __class__ cell */
    bool has_super;           /* function uses super / __class__ */
    bool has_varargs, has_varkw;
    bool annotation;          /* PEP 695 annotation scope (`<generic parameters of X>`):
                               * no part of the qualname of what it defines */
    bool in_class;            /* annotation scope in a class body: its last parameter
                               * `.classdict` is the class namespace, searched before globals */
} py_Scope;

typedef struct py_Symtable {
    py_Scope *top;
    py_Scope **all;           /* every scope, for node -> scope lookup */
    int nall, capall;
    py_Obj *filename;
} py_Symtable;

py_Symtable *py_symtable_build(py_State *S, py_Node *mod, py_Obj *filename);
void py_symtable_free(py_State *S, py_Symtable *st);
py_Scope *py_symtable_lookup(py_Symtable *st, py_Node *n);
/* Private name mangling inside class `priv` (borrowed result; NULL on
 * memory error). The symbol table rewrites the AST's identifiers. */
py_Obj *py_mangle(py_State *S, py_Obj *priv, py_Obj *name);
/* flags of name in scope (0 if absent) */
int py_scope_flags(py_State *S, py_Scope *sc, py_Obj *name);

/* -------- compiler (py_compile.c) */
/* Compile a parsed module. mode 0: module. Returns a code object (new ref). */
py_Obj *py_compile_module(py_State *S, py_Node *mod, py_Obj *filename);
/* Compile modes: the main program / a frozen module (module-level names are
 * globals), exec() source (module-level names go through the locals
 * mapping), eval() (one expression, its value is returned). */
enum { PY_COMPILE_MODULE, PY_COMPILE_EXEC, PY_COMPILE_EVAL };
py_Obj *py_compile_mode(py_State *S, py_Node *mod, py_Obj *filename, int mode);
/* Raise SyntaxError(msg) located at node n (CPython args layout). */
py_Obj *py_syntax_error_at(py_State *S, py_Obj *filename, py_Node *n, const char *fmt, ...);

/* -------- code objects (py_code.c) */
py_Code *py_code_new(py_State *S);
int py_code_addr2line(py_Code *co, int lasti);

/* -------- VM (py_vm.c) */
/* Run frame f until it returns (new ref) or raises (NULL). For generator
 * frames: resumes at f->lasti; `throwing` means an exception is set and
 * should be raised at the resume point. Sets *yielded when suspending. */
py_Obj *py_eval_frame(py_State *S, py_Frame *f, int throwing, int *yielded);
/* Append (code, lasti) to exc's traceback list. */
int py_tb_add(py_State *S, py_Obj *exc, py_Code *co, int lasti, py_Obj *globals, py_Frame *f);
/* -------- frame objects (py_frameobj.c) */
/* f's frame object (NEW; made on first use). */
py_Obj *py_frame_object(py_State *S, py_Frame *f);
/* f is exiting: its frame object (if any) keeps a snapshot. */
void py_frame_detach(py_State *S, py_Frame *f);
/* sys._getframe */
py_Obj *py_sys_getframe(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
py_Obj *py_sys_current_frames(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
/* Run a module-level code object in globals (locals == globals). */
py_Obj *py_eval_code(py_State *S, py_Code *co, py_Obj *globals, py_Obj *locals);
int py_budget_fail(py_State *S);

/* -------- functions (py_func.c) */
py_Obj *py_function_new(py_State *S, py_Code *code, py_Obj *globals, py_Obj *qualname);
/* Fill localsplus[0..nlocals) from a call's arguments (CPython's rules and
 * messages). localsplus must be zeroed. Steals nothing. */
int py_func_bind(py_State *S, py_Function *fn, py_Obj **localsplus,
                 py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
/* Call a Python function (vectorcall). */
py_Obj *py_function_call(py_State *S, py_Obj *func, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
py_Obj *py_cell_new(py_State *S, py_Obj *v);
/* "f()" / "A.f()" style name for messages: NEW str. */
py_Obj *py_func_descr(py_State *S, py_Obj *f);

/* -------- generators (py_gen.c) */
py_Obj *py_gen_new(py_State *S, py_Function *fn, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
/* Send v into a generator (CPython gen_send_ex): returns the yielded value,
 * or NULL; on return sets *done=1 and returns the return value. */
py_Obj *py_gen_send(py_State *S, py_Obj *gen, py_Obj *v, int *done);
/* generator-like objects share py_Gen: generator, coroutine, async_generator */
#define PY_IS_GENLIKE(o) (PY_TYPE(o) == PY_T(generator) || PY_TYPE(o) == PY_T(coroutine) || \
                          PY_TYPE(o) == PY_T(async_generator))
/* Resume g (gen_send_ex): push v as the pending yield's result (push), or
 * raise the pending S->exc in it (throwing). Yielded value (*done=0),
 * return value (*done=1), or NULL. */
py_Obj *py_gen_resume(py_State *S, py_Gen *g, py_Obj *v, bool push, bool throwing, int *done);
/* Throw exc (borrowed instance) into g, delegating to a `yield from` /
 * `await` target; as gen.throw(exc): yielded value or NULL (StopIteration
 * raised for a return). */
py_Obj *py_gen_throw(py_State *S, py_Gen *g, py_Obj *exc, bool closing);
/* gen.close(): 0 or -1; *retval (may be NULL) receives a return value. */
int py_gen_close(py_State *S, py_Gen *g, py_Obj **retval);
/* The exception instance gen.throw(typ[, val[, tb]]) raises: NEW, or NULL. */
py_Obj *py_gen_throw_args(py_State *S, const char *fname, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
/* Raise StopIteration(value) (value borrowed); returns NULL. */
py_Obj *py_gen_stop_iteration(py_State *S, py_Obj *value);
void py_gen_dealloc(py_State *S, py_Obj *o);
int py_gen_traverse(py_Obj *o, py_visitfunc visit, void *arg);
void py_gen_clear(py_State *S, py_Obj *o);
/* gi_frame / cr_frame / ag_frame: NEW frame object or None. */
py_Obj *py_gen_frame_obj(py_State *S, py_Gen *g);
/* builtins aiter() and anext() (py_coro.c) */
py_Obj *py_builtin_aiter(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
py_Obj *py_builtin_anext(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
/* Wrap a value yielded by an async generator (ASYNC_GEN_WRAP). */
py_Obj *py_asyncgen_wrap(py_State *S, py_Obj *v);

/* -------- classes (py_class.c) */
py_Obj *py_build_class(py_State *S, py_Obj *body, py_Obj *name, py_Obj *const *bases,
                       py_ssize nbases, py_Obj *const *kwvals, py_Obj *kwnames);
py_Obj *py_super_zero_arg(py_State *S);

/* -------- tracebacks (py_traceback.c) */
void py_print_exception(py_State *S, py_Obj *exc);

/* -------- run (py_run.c) */
py_Obj *py_exec_source(py_State *S, const char *src, size_t len, py_Obj *filename, py_Obj *globals);
/* exec()/eval() of source text: mode PY_COMPILE_EXEC or PY_COMPILE_EVAL;
 * locals may be NULL (= globals). Returns the value (eval) or None. */
py_Obj *py_run_string(py_State *S, const char *src, size_t len, py_Obj *filename,
                      py_Obj *globals, py_Obj *locals, int mode);
/* compile(): source text to a code object (mode as above, or _MODULE). */
py_Obj *py_compile_source(py_State *S, const char *src, size_t len, py_Obj *filename, int mode);
/* exec()/eval() of a code object made by compile(). */
py_Obj *py_run_code(py_State *S, py_Code *co, py_Obj *globals, py_Obj *locals);

#endif
