/* py.h — the interpreter's object model and C API (the contract every part
 * of core/py, core/nn, core/optim and core/scope is written against).
 *
 * MODEL (deliberately CPython-like, so the conventions are well known):
 *   - Every value is a py_Obj* with a reference count and a type pointer.
 *   - Functions returning py_Obj* return a NEW reference, or NULL with an
 *     exception set in the state (py_err_*). Functions returning int return
 *     -1 on error (exception set) and 0 / 1 otherwise. py_ssize-returning
 *     functions return -1 on error.
 *   - Arguments are BORROWED unless the function name ends in `_steal`.
 *     Functions whose name ends in `B` return a BORROWED reference.
 *   - No setjmp/longjmp anywhere: errors propagate by return value (this keeps
 *     the WASM build fast: Emscripten's setjmp emulation routes every call
 *     through JavaScript trampolines).
 *   - Reference cycles are reclaimed by a cycle collector (py_gc.c) over the
 *     objects whose type has PY_TPFLAG_GC (they carry a py_GCHead in front of
 *     the object and implement traverse/clear). At py_state_free every object
 *     is released (LeakSanitizer clean).
 *   - One interpreter state per process at a time. The built-in type objects
 *     are static (immortal) structs; py_state_new fills their dict/mro and
 *     py_state_free clears them. Everything else hangs off py_State.
 *
 * Naming: py_<noun>_<verb>. Types: py_type_<name> (e.g. py_type_int,
 * py_type_TypeError); PY_T(name) is shorthand for &py_type_<name>.
 */
#ifndef PY_H
#define PY_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#include "nb.h"

typedef ptrdiff_t py_ssize;
typedef int64_t py_hash;            /* CPython Py_hash_t (64-bit target) */
typedef struct py_State py_State;
typedef struct py_Obj py_Obj;
typedef struct py_Type py_Type;

/* ---------------------------------------------------------------- objects */

struct py_Obj {
    py_ssize refcnt;
    py_Type *type;
};
#define PY_HEAD py_Obj ob

/* Immortal objects (static types, None, True/False, small ints...) have a
 * refcount at or above this; decref never frees them. */
#define PY_IMMORTAL ((py_ssize)1 << (sizeof(py_ssize) * 8 - 3))

#define PY_TYPE(o) (((py_Obj *)(o))->type)

static inline void py_incref(py_Obj *o) { o->refcnt++; }
static inline void py_xincref(py_Obj *o) { if (o) o->refcnt++; }
void py_dealloc(py_State *S, py_Obj *o);
static inline void py_decref(py_State *S, py_Obj *o)
{
    if (--o->refcnt == 0)
        py_dealloc(S, o);
}
static inline void py_xdecref(py_State *S, py_Obj *o) { if (o) py_decref(S, o); }
/* Replace *slot with v (v is stolen), decref the old value. */
static inline void py_setref(py_State *S, py_Obj **slot, py_Obj *v)
{
    py_Obj *old = *slot;
    *slot = v;
    py_xdecref(S, old);
}
/* Return a new reference to o (for `return py_newref(o);`). */
static inline py_Obj *py_newref(py_Obj *o) { o->refcnt++; return o; }

/* GC header placed in front of objects whose type has PY_TPFLAG_GC. */
typedef struct py_GCHead {
    struct py_GCHead *next, *prev;
    py_ssize gc_refs;
} py_GCHead;

/* ------------------------------------------------------------------ slots */

typedef py_Obj *(*py_unaryfunc)(py_State *S, py_Obj *a);
typedef py_Obj *(*py_binaryfunc)(py_State *S, py_Obj *a, py_Obj *b);
/* vectorcall: args[0..nargs) positional, then len(kwnames) keyword values;
 * kwnames is a tuple of str or NULL. `self` is the callable (for tp_call) or
 * the bound receiver (for methods; NULL for module functions). */
typedef py_Obj *(*py_vcallfunc)(py_State *S, py_Obj *self, py_Obj *const *args,
                                py_ssize nargs, py_Obj *kwnames);
typedef int (*py_visitfunc)(py_Obj *o, void *arg);

enum py_BinOp {  /* order fixed: used to index py_Type.nb and op tables */
    PY_OP_ADD, PY_OP_SUB, PY_OP_MUL, PY_OP_MATMUL, PY_OP_TRUEDIV,
    PY_OP_FLOORDIV, PY_OP_MOD, PY_OP_POW, PY_OP_LSHIFT, PY_OP_RSHIFT,
    PY_OP_AND, PY_OP_XOR, PY_OP_OR, PY_NBINOP
};
enum py_CmpOp { PY_LT, PY_LE, PY_EQ, PY_NE, PY_GT, PY_GE };

/* type flags */
#define PY_TPFLAG_BASETYPE      (1u << 0)  /* may be subclassed */
#define PY_TPFLAG_HEAPTYPE      (1u << 1)  /* created by a class statement */
#define PY_TPFLAG_GC            (1u << 2)  /* has py_GCHead, traverse, clear */
#define PY_TPFLAG_ABSTRACT      (1u << 3)
/* fast subclass checks (set on the type and inherited) */
#define PY_TPFLAG_INT_SUB       (1u << 8)
#define PY_TPFLAG_STR_SUB       (1u << 9)
#define PY_TPFLAG_TUPLE_SUB     (1u << 10)
#define PY_TPFLAG_LIST_SUB      (1u << 11)
#define PY_TPFLAG_DICT_SUB      (1u << 12)
#define PY_TPFLAG_TYPE_SUB      (1u << 13)
#define PY_TPFLAG_BASEEXC_SUB   (1u << 14)
/* free for the layers above, which name them (nn: tensor, nn.Module) */
#define PY_TPFLAG_EXT_A         (1u << 15)
#define PY_TPFLAG_EXT_B         (1u << 16)
/* behaviour a layer above may ask for on its types (inherited as well) */
#define PY_TPFLAG_NO_DIVMOD     (1u << 17)  /* divmod() raises unless a __divmod__ is defined */
#define PY_TPFLAG_FUNC_REPR     (1u << 18)  /* bound native methods print as <built-in function f> */
/* kept by the slot fix-up (py_type.c) for heap types: the MRO has a __del__ */
#define PY_TPFLAG_HAS_DEL       (1u << 19)
/* a native type standing for what is a Python class in the real library (torch.Tensor, Parameter):
 * __class__ may be assigned to and from it like a heap type, between types of one layout */
#define PY_TPFLAG_CLASS_ASSIGN  (1u << 20)

/* Methods of native types and functions of native modules. */
#define PY_METH_INSTANCE 0        /* fn(S, self, args...) */
#define PY_METH_CLASS    1        /* fn(S, type, args...) */
#define PY_METH_STATIC   2        /* fn(S, NULL, args...) */
typedef struct py_MethodDef {
    const char *name;
    py_vcallfunc fn;
    int flags;
} py_MethodDef;

/* Computed attributes of native types (like tensor.shape). A NULL set makes
 * the attribute read-only; set receives v == NULL for `del`. */
typedef struct py_GetSetDef {
    const char *name;
    py_Obj *(*get)(py_State *S, py_Obj *self);
    int (*set)(py_State *S, py_Obj *self, py_Obj *v);
} py_GetSetDef;

/* A type object. Native types are `py_Type py_type_x = { ... }` with
 * designated initializers; py_type_ready() completes them (dict, mro,
 * inherited slots, and `__add__`-style wrapper methods for every slot set).
 * Heap types (class statements) fill the slots with dispatchers that look up
 * the dunder methods defined in Python (see py_type.c). Binary slots follow
 * CPython: nb[op](a, b) is tried with the left operand's type and then, for
 * the reflected operation, with the right operand's type; each returns
 * py_NotImplemented (new ref) when it does not handle the pair. */
struct py_Type {
    PY_HEAD;
    const char *name;           /* __name__ (for heap types: points into `heapname`) */
    const char *module;         /* __module__ ("builtins" omitted when NULL) */
    py_ssize basicsize;         /* instance size in bytes (without GC head) */
    uint32_t flags;
    py_Type *base;              /* single solid base (object for most) */
    py_Obj *bases;              /* tuple of bases */
    py_Obj *mro;                /* tuple: the C3 linearisation, self first */
    py_Obj *dict;               /* attribute dict (methods, class attributes) */
    py_ssize dictoffset;        /* offset of `py_Obj *dict` in instances, 0 if none */
    py_Obj *heapname;           /* str: __name__ of heap types */
    py_Obj *qualname;           /* str: __qualname__ of heap types (NULL = name) */

    const py_MethodDef *methods;   /* NULL-name terminated */
    const py_GetSetDef *getset;    /* NULL-name terminated */

    /* lifetime */
    void (*dealloc)(py_State *S, py_Obj *o);       /* free o (and decref members) */
    int (*traverse)(py_Obj *o, py_visitfunc visit, void *arg);
    void (*clear)(py_State *S, py_Obj *o);         /* break references (GC) */

    /* construction: type(args) calls new, then init if the result is an instance */
    py_Obj *(*tp_new)(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
    int (*tp_init)(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);

    /* text */
    py_unaryfunc repr;
    py_unaryfunc str;
    py_hash (*hash)(py_State *S, py_Obj *o);        /* -1 on error; NULL = unhashable */
    py_Obj *(*richcmp)(py_State *S, py_Obj *a, py_Obj *b, int op);

    /* attributes (name is always a str, usually interned) */
    py_Obj *(*getattro)(py_State *S, py_Obj *o, py_Obj *name);
    int (*setattro)(py_State *S, py_Obj *o, py_Obj *name, py_Obj *v);  /* v NULL: delete */
    /* descriptor protocol (functions, properties, classmethod, ...) */
    py_Obj *(*descr_get)(py_State *S, py_Obj *descr, py_Obj *obj, py_Type *owner);
    int (*descr_set)(py_State *S, py_Obj *descr, py_Obj *obj, py_Obj *v);

    /* calling */
    py_vcallfunc call;

    /* iteration: iternext returns NULL *without* an exception when exhausted */
    py_unaryfunc iter;
    py_unaryfunc iternext;

    /* numbers */
    py_binaryfunc nb[PY_NBINOP];
    py_binaryfunc nb_inplace[PY_NBINOP];   /* NULL: fall back to nb[] */
    py_unaryfunc nb_neg, nb_pos, nb_invert, nb_abs;
    int (*nb_bool)(py_State *S, py_Obj *o);
    py_unaryfunc nb_int, nb_float, nb_index;

    /* containers */
    py_ssize (*len)(py_State *S, py_Obj *o);
    py_Obj *(*getitem)(py_State *S, py_Obj *o, py_Obj *key);
    int (*setitem)(py_State *S, py_Obj *o, py_Obj *key, py_Obj *v);   /* v NULL: delete */
    int (*contains)(py_State *S, py_Obj *o, py_Obj *v);               /* 1/0/-1 */

    /* context for the scene: optional */
    void *user;
};

#define PY_T(name) (&py_type_##name)

/* ---------------------------------------------------- concrete object layouts */

/* int: one type, two representations. small==true: value in `v`.
 * Otherwise a sign-magnitude big integer in base 2^30 digits (see py_long.c). */
typedef struct py_Int {
    PY_HEAD;
    int64_t v;          /* valid when ndigits == 0 */
    int32_t sign;       /* big: -1 / +1 */
    uint32_t ndigits;   /* 0 = small */
    uint32_t *digits;   /* big: little-endian base 2^30 */
} py_Int;

typedef struct py_Float { PY_HEAD; double v; } py_Float;

/* str: UTF-8 bytes, NUL-terminated; length in code points cached. */
typedef struct py_Str {
    PY_HEAD;
    py_ssize nbytes;
    py_ssize len;           /* code points */
    py_hash hash;           /* -1 = not computed */
    uint8_t ascii;          /* all bytes < 0x80: O(1) indexing */
    uint8_t interned;
    char data[];            /* nbytes + 1 */
} py_Str;

typedef struct py_Bytes { PY_HEAD; py_ssize len; py_hash hash; char data[]; } py_Bytes;

typedef struct py_Tuple { PY_HEAD; py_ssize len; py_hash hash; py_Obj *items[]; } py_Tuple;

typedef struct py_List { PY_HEAD; py_ssize len, cap; py_Obj **items; } py_List;

/* dict: insertion-ordered compact hash table (CPython 3.6+ layout). */
typedef struct py_DictEntry { py_hash hash; py_Obj *key; py_Obj *value; } py_DictEntry;
typedef struct py_Dict {
    PY_HEAD;
    py_ssize used;          /* live entries */
    py_ssize nentries;      /* entries array fill (including deleted) */
    py_ssize cap;           /* entries array capacity */
    py_ssize nindices;      /* index table size (power of 2) */
    int32_t *indices;       /* -1 empty, -2 dummy, else entry index */
    py_DictEntry *entries;
    uint64_t version;       /* bumped on every mutation (iteration checks) */
} py_Dict;

/* set/frozenset: open addressing exactly as CPython's setobject.c, so that
 * iteration order (and printed output) matches. */
typedef struct py_SetEntry { py_Obj *key; py_hash hash; } py_SetEntry;
typedef struct py_Set {
    PY_HEAD;
    py_ssize fill, used, mask;
    py_SetEntry *table;
    py_ssize finger;
    py_hash hash;           /* frozenset */
    py_SetEntry smalltable[8];
} py_Set;

/* An instance of a heap type that has no native base other than object. */
typedef struct py_Instance { PY_HEAD; py_Obj *dict; } py_Instance;

/* Exceptions: BaseException and subclasses. */
typedef struct py_Exc {
    PY_HEAD;
    py_Obj *dict;
    py_Obj *args;           /* tuple */
    py_Obj *traceback;      /* list of py_TbEntry tuples (code, lineno) or NULL */
    py_Obj *cause, *context;
    bool suppress_context;
    py_Obj *notes;          /* __notes__ list or NULL */
    py_Obj *value;          /* StopIteration.value */
} py_Exc;

/* Traceback objects (py_frameobj.c): the chain for an exception's entry
 * list (NEW; None when empty), and back. */
py_Obj *py_tb_object(py_State *S, py_Obj *entries);
py_Obj *py_tb_entries(py_State *S, py_Obj *tb);

/* ----------------------------------------------------------- builtin types */

#define PY_BUILTIN_TYPES(X) \
    X(object) X(type) X(NoneType) X(NotImplementedType) X(ellipsis) \
    X(int) X(bool) X(float) X(str) X(bytes) X(tuple) X(list) X(dict) \
    X(set) X(frozenset) X(range) X(slice) X(function) X(builtin_function) \
    X(method) X(cell) X(code) X(frame) X(generator) X(module) \
    X(property) X(staticmethod) X(classmethod) X(super) X(method_descriptor) \
    X(getset_descriptor) X(wrapper_descriptor) X(traceback) \
    X(list_iterator) X(tuple_iterator) X(str_iterator) X(range_iterator) \
    X(dict_keys) X(dict_values) X(dict_items) X(dict_keyiterator) \
    X(dict_valueiterator) X(dict_itemiterator) X(set_iterator) \
    X(enumerate) X(zip) X(map) X(filter) X(reversed) X(callable_iterator) \
    X(seq_iterator) X(mappingproxy) X(coroutine) X(async_generator) \
    X(async_generator_asend) X(async_generator_athrow) X(async_generator_wrapped_value) \
    X(coroutine_wrapper)

#define PY_EXC_TYPES(X) \
    X(BaseException) X(SystemExit) X(KeyboardInterrupt) X(GeneratorExit) \
    X(Exception) X(StopIteration) X(StopAsyncIteration) X(ArithmeticError) \
    X(FloatingPointError) X(OverflowError) X(ZeroDivisionError) \
    X(AssertionError) X(AttributeError) X(BufferError) X(EOFError) \
    X(ImportError) X(ModuleNotFoundError) X(LookupError) X(IndexError) \
    X(KeyError) X(MemoryError) X(NameError) X(UnboundLocalError) X(OSError) \
    X(ReferenceError) X(RuntimeError) X(NotImplementedError) X(RecursionError) \
    X(SyntaxError) X(IndentationError) X(TabError) X(SystemError) X(TypeError) \
    X(ValueError) X(UnicodeError) X(UnicodeDecodeError) X(UnicodeEncodeError) \
    X(Warning) X(UserWarning) X(DeprecationWarning) X(PendingDeprecationWarning) \
    X(SyntaxWarning) X(RuntimeWarning) X(FutureWarning) X(ImportWarning) \
    X(UnicodeWarning) X(BytesWarning) X(ResourceWarning) \
    X(FileNotFoundError) X(PermissionError) X(TimeoutError) \
    X(BaseExceptionGroup) X(ExceptionGroup) \
    X(BudgetExceeded)
/* BudgetExceeded is internal (not a subclass of Exception: `except Exception`
 * and even `except BaseException` cannot swallow it, see py_limits). */

#define PY_DECLARE_TYPE(n) extern py_Type py_type_##n;
PY_BUILTIN_TYPES(PY_DECLARE_TYPE)
PY_EXC_TYPES(PY_DECLARE_TYPE)
#undef PY_DECLARE_TYPE

/* --------------------------------------------------------- interned names */

/* Identifiers used from C are interned once per state: S->id.__init__ etc.
 * Add names here (order is irrelevant). PY_IDS_NAMED below holds the ones
 * whose text is not a C identifier. Initialise both lists. */
#define PY_IDS(X) \
    X(__await__) X(__aiter__) X(__anext__) X(__aenter__) X(__aexit__) X(__del__) \
    X(__init__) X(__new__) X(__repr__) X(__str__) X(__call__) X(__getattr__) \
    X(__getattribute__) X(__setattr__) X(__delattr__) X(__getitem__) \
    X(__setitem__) X(__delitem__) X(__len__) X(__iter__) X(__next__) \
    X(__contains__) X(__eq__) X(__ne__) X(__lt__) X(__le__) X(__gt__) \
    X(__ge__) X(__hash__) X(__bool__) X(__enter__) X(__exit__) X(__get__) \
    X(__set__) X(__delete__) X(__name__) X(__qualname__) X(__module__) \
    X(__dict__) X(__class__) X(__doc__) X(__main__) X(__builtins__) \
    X(__index__) X(__int__) X(__float__) X(__neg__) X(__pos__) X(__abs__) \
    X(__invert__) X(__format__) X(__deepcopy__) X(__copy__) X(__reduce_ex__) \
    X(__init_subclass__) X(__set_name__) X(__class_getitem__) X(__mro__) \
    X(__bases__) X(__slots__) X(__annotations__) X(__missing__) \
    X(__reversed__) X(__round__) X(__trunc__) X(__floor__) X(__ceil__) \
    X(__dir__) X(__traceback__) X(__cause__) X(__context__) X(__all__) \
    X(__file__) X(__spec__) X(__defaults__) X(__kwdefaults__) X(__wrapped__) \
    X(__self__) X(__code__) X(__closure__) X(__globals__) \
    X(__length_hint__) X(__post_init__) X(__dataclass_fields__) \
    X(__match_args__) X(__classcell__) X(__prepare__) X(__abstractmethods__) \
    X(__version__) X(__weakref__) X(__sizeof__) X(_nns_tp_name) \
    X(forward) X(training) X(_parameters) X(_buffers) X(_modules) \
    X(_non_persistent_buffers_set) X(extra_repr) X(keys) X(items) X(values) \
    X(append) X(args) X(send) X(throw) X(close) X(write) X(flush) \
    X(self) X(cls) X(object) X(builtins) X(name) X(value) X(key) \
    X(reverse) X(sep) X(end) X(file) X(start) X(stop) X(step)

/* Identifiers whose text is not a valid C field name: Y(field, "text"). */
#define PY_IDS_NAMED(Y) \
    Y(func_, "__func__") Y(default_, "default") Y(lambda_, "<lambda>") \
    Y(genexpr, "<genexpr>") Y(listcomp, "<listcomp>") Y(setcomp, "<setcomp>") \
    Y(dictcomp, "<dictcomp>") Y(module_, "<module>")

typedef struct py_Ids {
#define PY_ID_FIELD(n) py_Obj *n;
#define PY_ID_FIELD2(n, text) py_Obj *n;
    PY_IDS(PY_ID_FIELD)
    PY_IDS_NAMED(PY_ID_FIELD2)
#undef PY_ID_FIELD
#undef PY_ID_FIELD2
} py_Ids;

/* ---------------------------------------------------------- limits & state */

typedef struct py_Limits {
    uint64_t op_budget;        /* VM instructions + kernel work units; 0 = unlimited */
    size_t mem_cap;            /* bytes; 0 = unlimited */
    size_t out_cap;            /* bytes of stdout+stderr; 0 = unlimited */
    int recursion_limit;       /* Python frames (default 1000) */
} py_Limits;

/* Output sink: the CLI writes to stdout/stderr, WASM/scene collect. */
typedef struct py_Output {
    void (*write)(void *ud, int stream /*1 out, 2 err*/, const char *s, size_t n);
    void *ud;
} py_Output;

typedef struct py_Frame py_Frame;   /* defined in py_vm.h */

struct py_State {
    nb_Heap heap;
    py_Limits limits;
    py_Output out;
    uint64_t ops;              /* work done so far (compared with limits.op_budget) */
    size_t out_bytes;
    int depth;                 /* current Python recursion depth */
    int c_depth;               /* native recursion depth (repr, compare, parse) */
    bool budget_hit;           /* sticky: once over budget every check fails */

    py_Obj *exc;               /* the raised exception instance, or NULL */
    py_Obj *handled;           /* exception being handled (sys.exc_info / context) */
    py_Frame *frame;           /* innermost executing Python frame */

    /* singletons (immortal) */
    py_Obj *None, *True, *False, *NotImplemented, *Ellipsis;
    py_Obj *small_ints[262 + 1024];  /* -5 .. 1280 */
    py_Obj *empty_tuple, *empty_str;
    py_Obj *chars[128];        /* one-character ASCII strings */

    py_Ids id;                 /* interned identifiers */
    py_Obj *interned;          /* dict str -> str */
    py_Obj *modules;           /* dict: name -> module (sys.modules) */
    py_Obj *builtins;          /* the builtins module's dict */
    py_Obj *main_dict;         /* __main__ globals */
    py_Obj *source_lines;      /* list of str: the program's lines (tracebacks) */
    py_Obj *filename;          /* str */

    py_GCHead gc_list;         /* GC-tracked objects: the young generation */
    py_GCHead gc_mid;          /* ... those that survived one young collection */
    py_GCHead gc_old;          /* ... and those that survived a middle one */
    py_ssize gc_count;         /* GC allocations minus frees since the last collection */
    bool gc_running;
    bool finalizing;        /* the program ended: no more __del__ calls */

    struct py_Ext *ext;        /* per-layer state (torch, scope): see py_ext */
};

/* Layers above the interpreter keep their per-interpreter state here; the
 * interpreter never looks inside. */
typedef struct py_Ext {
    void *torch;               /* the torch layer's (core/nn) */
    void *scope;               /* core/scope's recorder, NULL when not recording */
} py_Ext;

#define PY_NONE(S) py_newref((S)->None)
#define PY_RETURN_NONE(S) return py_newref((S)->None)
#define PY_BOOL(S, b) py_newref((b) ? (S)->True : (S)->False)

/* ------------------------------------------------------------ state & run */

py_State *py_state_new(const py_Limits *limits, py_Output out);
void py_state_free(py_State *S);

/* Run a whole program. Returns the process exit status: 0 on success, 1 if
 * an exception escaped (the traceback has been written to stream 2 in
 * CPython's format), or the SystemExit code (sys.exit(n): n; sys.exit('msg')
 * prints msg to stream 2 and gives 1; sys.exit() / sys.exit(None) gives 0). */
int py_run_program(py_State *S, const char *source, size_t len, const char *filename);

/* Write text to the output sink (counts against limits.out_cap). Returns -1
 * (with an exception set) when the output cap is exceeded. */
int py_write(py_State *S, int stream, const char *s, size_t n);

/* Charge `units` of work against the operation budget. Returns -1 with
 * BudgetExceeded set when the budget is exhausted. Kernels call this with
 * work proportional to their cost (e.g. flops / 1024). */
int py_charge(py_State *S, uint64_t units);

/* Native recursion guard (repr of nested containers, compare, parser...).
 * py_enter_recursive returns -1 with RecursionError set when too deep. */
int py_enter_recursive(py_State *S, const char *where);
void py_leave_recursive(py_State *S);

/* ------------------------------------------------------------- allocation */

void *py_malloc(py_State *S, size_t n);          /* zeroed; MemoryError on failure */
void *py_realloc(py_State *S, void *p, size_t old, size_t n);
void py_free(py_State *S, void *p, size_t n);

/* Allocate a zeroed object of `size` bytes (GC head added if t has
 * PY_TPFLAG_GC, and the object is then tracked), refcnt 1, type t (t is
 * increfed when it is a heap type). MemoryError set on failure. */
py_Obj *py_obj_alloc(py_State *S, py_Type *t, py_ssize size);
/* Free the memory of an object allocated with py_obj_alloc (untracks it). */
void py_obj_free(py_State *S, py_Obj *o);
/* Generic instance allocation for t (uses t->basicsize). */
py_Obj *py_type_alloc(py_State *S, py_Type *t);

void py_gc_track(py_State *S, py_Obj *o);
void py_gc_untrack(py_State *S, py_Obj *o);
/* Run the cycle collector now; returns the number of objects freed. */
py_ssize py_gc_collect(py_State *S);
/* Collect the young generation (and the old one when due; py_gc.c). */
void py_gc_collect_young(py_State *S);

/* ----------------------------------------------------------------- errors */

/* All return NULL so that `return py_err_format(...)` works in py_Obj* code. */
py_Obj *py_err_set(py_State *S, py_Type *type, py_Obj *value);     /* value: message str, tuple of args, or NULL */
py_Obj *py_err_setstr(py_State *S, py_Type *type, const char *msg);
/* printf-like, plus: %R repr(obj), %S str(obj), %T type(obj).__name__,
 * %N type(obj) qualified for messages ("torch.nn.modules.linear.Linear"),
 * %U a str object's text, %zd py_ssize, %lld, %s, %d, %c, %%. */
py_Obj *py_err_format(py_State *S, py_Type *type, const char *fmt, ...);
/* TypeError "fname() got an unexpected keyword argument 'kw'", with 3.13's
 * ". Did you mean 'x'?" when a candidate parameter name (list of str, may
 * be NULL; or a C array) is close enough. Return NULL
 * (py_traceback.c, beside the other suggestions). */
void *py_err_unexpected_kw(py_State *S, const char *fname, py_Obj *kw, py_Obj *cands);
void *py_err_unexpected_kw_c(py_State *S, const char *fname, py_Obj *kw, const char *const *names, int n);
py_Obj *py_err_nomemory(py_State *S);
void py_err_raise(py_State *S, py_Obj *exc);       /* steals exc (an exception instance) */
py_Obj *py_err_occurred(py_State *S);              /* borrowed: the exception or NULL */
bool py_err_matches(py_State *S, py_Type *type);   /* current exception isinstance of type */
py_Obj *py_err_fetch(py_State *S);                 /* new ref, clears */
void py_err_clear(py_State *S);
/* Is `exc` (instance) an instance of `type`? `type` may also be a tuple. */
int py_exc_matches(py_State *S, py_Obj *exc, py_Obj *type);
/* Print the current exception as CPython does (traceback + last line) to
 * stream 2 and clear it. */
void py_err_print(py_State *S);
/* Call o.__del__ (del: the attribute found on its type), reporting an
 * exception as CPython's "Exception ignored in" (the caller's exception
 * state is kept). */
void py_call_finalizer(py_State *S, py_Obj *o, py_Obj *del);
/* Program end (CPython's finalization of __main__): call __del__ of the
 * objects reachable from the module's globals, breadth first in dict
 * order, then stop calling finalizers. */
void py_finalize_main(py_State *S);
/* Issue a warning (`warnings.warn` semantics, default filters: once per
 * location). */
int py_warn(py_State *S, py_Type *category, const char *msg);

/* ---------------------------------------------------------- abstract ops */

bool py_isinstance_type(py_Obj *o, py_Type *t);   /* exact subtype check, never fails */
bool py_type_issub(py_Type *a, py_Type *b);       /* a is b or subclass */
int py_isinstance(py_State *S, py_Obj *o, py_Obj *cls);  /* cls: type or tuple; -1 err */
int py_issubclass(py_State *S, py_Obj *derived, py_Obj *cls);

py_Obj *py_repr(py_State *S, py_Obj *o);
py_Obj *py_str(py_State *S, py_Obj *o);
py_Obj *py_ascii(py_State *S, py_Obj *o);
py_hash py_hash_obj(py_State *S, py_Obj *o);     /* TypeError "unhashable type: 'list'" */
int py_truthy(py_State *S, py_Obj *o);           /* 1/0/-1 */
py_Obj *py_richcompare(py_State *S, py_Obj *a, py_Obj *b, int op);
int py_richcompare_bool(py_State *S, py_Obj *a, py_Obj *b, int op);  /* identity shortcut for EQ/NE */
int py_eq(py_State *S, py_Obj *a, py_Obj *b);    /* == with identity shortcut */

py_Obj *py_binop(py_State *S, py_Obj *a, py_Obj *b, int op);
py_Obj *py_inplace_binop(py_State *S, py_Obj *a, py_Obj *b, int op);
py_Obj *py_pow3(py_State *S, py_Obj *a, py_Obj *b, py_Obj *mod);
py_Obj *py_neg(py_State *S, py_Obj *a);
py_Obj *py_pos(py_State *S, py_Obj *a);
py_Obj *py_invert(py_State *S, py_Obj *a);
py_Obj *py_abs(py_State *S, py_Obj *a);
py_Obj *py_index(py_State *S, py_Obj *o);        /* operator.index */
/* o as a C integer: TypeError if not int-like, OverflowError if too big. */
int py_as_ssize(py_State *S, py_Obj *o, py_ssize *out);
int py_as_int64(py_State *S, py_Obj *o, int64_t *out);
int py_as_double(py_State *S, py_Obj *o, double *out);  /* float(), int, __float__ */
extern const char *const py_binop_symbol[PY_NBINOP];    /* "+", "-", ... */

py_Obj *py_getattr(py_State *S, py_Obj *o, py_Obj *name);
py_Obj *py_getattr_str(py_State *S, py_Obj *o, const char *name);
/* Like getattr but returns NULL *without* an exception if the attribute is
 * missing (AttributeError swallowed); other errors propagate (NULL + exc). */
py_Obj *py_getattr_opt(py_State *S, py_Obj *o, py_Obj *name);
int py_setattr(py_State *S, py_Obj *o, py_Obj *name, py_Obj *v);   /* v NULL: del */
int py_setattr_str(py_State *S, py_Obj *o, const char *name, py_Obj *v);
int py_hasattr(py_State *S, py_Obj *o, py_Obj *name);  /* 1/0/-1 */
/* object.__getattribute__ / object.__setattr__ (descriptors + instance dict). */
py_Obj *py_generic_getattr(py_State *S, py_Obj *o, py_Obj *name);
int py_generic_setattr(py_State *S, py_Obj *o, py_Obj *name, py_Obj *v);
/* Look `name` up along type's MRO; borrowed, NULL (no exception) if absent. */
py_Obj *py_type_lookupB(py_Type *t, py_Obj *name);
/* Address of the instance dict slot, or NULL if o has none. */
py_Obj **py_obj_dictptr(py_Obj *o);

py_Obj *py_getitem(py_State *S, py_Obj *o, py_Obj *key);
int py_setitem(py_State *S, py_Obj *o, py_Obj *key, py_Obj *v);
int py_delitem(py_State *S, py_Obj *o, py_Obj *key);
int py_contains(py_State *S, py_Obj *container, py_Obj *v);
py_ssize py_len(py_State *S, py_Obj *o);

py_Obj *py_iter(py_State *S, py_Obj *o);
/* Next item: new ref; NULL with no exception = exhausted. */
py_Obj *py_next(py_State *S, py_Obj *it);
/* list(iterable) / tuple(iterable) */
py_Obj *py_seq_list(py_State *S, py_Obj *iterable);
py_Obj *py_seq_tuple(py_State *S, py_Obj *iterable);

/* Calls. */
py_Obj *py_call(py_State *S, py_Obj *f, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
py_Obj *py_call0(py_State *S, py_Obj *f);
py_Obj *py_call1(py_State *S, py_Obj *f, py_Obj *a);
py_Obj *py_call2(py_State *S, py_Obj *f, py_Obj *a, py_Obj *b);
py_Obj *py_call_method(py_State *S, py_Obj *self, py_Obj *name, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
/* f(*args_tuple, **kwargs_dict); either may be NULL. */
py_Obj *py_call_tuple_dict(py_State *S, py_Obj *f, py_Obj *args, py_Obj *kwargs);
bool py_callable(py_Obj *o);

/* Argument parsing for native functions. `spec` lists parameter names
 * separated by commas; "|" marks the start of optional parameters, "*" the
 * start of keyword-only ones, e.g. "x,|y,z,*,key,reverse". out[] receives
 * borrowed references (NULL for optional parameters not given). Errors are
 * CPython's: "f() takes at most 2 arguments (3 given)",
 * "f() missing required argument 'x' (pos 1)", "f() got an unexpected keyword
 * argument 'q'", "argument for f() given by name ('x') and position (1)". */
int py_parse_args(py_State *S, const char *fname, py_Obj *const *args, py_ssize nargs,
                  py_Obj *kwnames, const char *spec, py_Obj **out);
/* Convenience: error unless nargs in [min,max] and no keywords. */
int py_check_nargs(py_State *S, const char *fname, py_ssize nargs, py_Obj *kwnames, py_ssize min, py_ssize max);

/* ---------------------------------------------------------- constructors */

py_Obj *py_int_from_i64(py_State *S, int64_t v);
py_Obj *py_int_from_u64(py_State *S, uint64_t v);
py_Obj *py_int_from_double(py_State *S, double v);     /* truncation; OverflowError for inf/nan */
py_Obj *py_int_from_str(py_State *S, const char *s, py_ssize n, int base);  /* int('...') rules */
bool py_int_is_small(py_Obj *o);                       /* value fits in int64 */
static inline int64_t py_int_small(py_Obj *o) { return ((py_Int *)o)->v; }
int py_int_sign(py_Obj *o);                           /* -1, 0, 1 */
double py_int_as_double(py_State *S, py_Obj *o, int *overflow);
py_Obj *py_float_new(py_State *S, double v);
static inline double py_float_val(py_Obj *o) { return ((py_Float *)o)->v; }
/* repr(float) as CPython (shortest round-trip, 'inf', 'nan', 1e+16 form). */
void py_float_repr_buf(double v, char *buf, size_t n);
/* format(x, spec) for floats/ints per the format mini-language. */
py_Obj *py_format(py_State *S, py_Obj *o, py_Obj *spec);

py_Obj *py_str_new(py_State *S, const char *utf8, py_ssize nbytes);   /* validates UTF-8 */
py_Obj *py_str_from(py_State *S, const char *cstr);
py_Obj *py_str_fmt(py_State *S, const char *fmt, ...);   /* same % codes as py_err_format */
py_Obj *py_str_vfmt(py_State *S, const char *fmt, va_list ap);
py_Obj *py_str_concat(py_State *S, py_Obj *a, py_Obj *b);
py_Obj *py_str_join(py_State *S, py_Obj *sep, py_Obj *iterable);
static inline const char *py_str_utf8(py_Obj *o) { return ((py_Str *)o)->data; }
static inline py_ssize py_str_nbytes(py_Obj *o) { return ((py_Str *)o)->nbytes; }
bool py_str_eq_c(py_Obj *s, const char *c);
bool py_str_eq(py_Obj *a, py_Obj *b);                    /* both str */
py_Obj *py_intern(py_State *S, const char *cstr);        /* BORROWED, lives as long as S */
py_Obj *py_intern_str(py_State *S, py_Obj *s);           /* NEW ref to the interned copy */
/* repr of a str (quotes chosen as CPython: '...' unless it has ' and no "). */
py_Obj *py_str_repr(py_State *S, py_Obj *s);

py_Obj *py_bytes_new(py_State *S, const char *data, py_ssize n);

py_Obj *py_tuple_new(py_State *S, py_ssize n);           /* items NULL, fill them */
py_Obj *py_tuple_pack(py_State *S, py_ssize n, ...);     /* borrowed items, increfed */
py_Obj *py_tuple_from_array(py_State *S, py_Obj *const *items, py_ssize n);
static inline py_Obj *py_tuple_getB(py_Obj *t, py_ssize i) { return ((py_Tuple *)t)->items[i]; }
static inline py_ssize py_tuple_len(py_Obj *t) { return ((py_Tuple *)t)->len; }

py_Obj *py_list_new(py_State *S, py_ssize n);            /* n NULL items; fill them */
int py_list_append(py_State *S, py_Obj *l, py_Obj *v);   /* increfs v */
int py_list_append_steal(py_State *S, py_Obj *l, py_Obj *v);  /* v may be NULL: returns -1 */
int py_list_insert(py_State *S, py_Obj *l, py_ssize i, py_Obj *v);
int py_list_sort(py_State *S, py_Obj *l, py_Obj *key, bool reverse);  /* stable, CPython order */
static inline py_Obj *py_list_getB(py_Obj *l, py_ssize i) { return ((py_List *)l)->items[i]; }
static inline py_ssize py_list_len(py_Obj *l) { return ((py_List *)l)->len; }

py_Obj *py_dict_new(py_State *S);
/* Borrowed lookup; NULL without exception if missing, NULL+exc on hash/eq error. */
py_Obj *py_dict_getB(py_State *S, py_Obj *d, py_Obj *key);
py_Obj *py_dict_getB_str(py_State *S, py_Obj *d, const char *key);
int py_dict_set(py_State *S, py_Obj *d, py_Obj *key, py_Obj *v);
int py_dict_set_str(py_State *S, py_Obj *d, const char *key, py_Obj *v);
int py_dict_del(py_State *S, py_Obj *d, py_Obj *key);    /* KeyError if missing */
/* Remove if present: 1 removed, 0 absent, -1 error. */
int py_dict_discard(py_State *S, py_Obj *d, py_Obj *key);
int py_dict_contains(py_State *S, py_Obj *d, py_Obj *key);
/* Iterate: py_ssize pos = 0; while (py_dict_next(d, &pos, &k, &v)) {...}
 * (borrowed k, v; do not mutate d during the loop). */
bool py_dict_next(py_Obj *d, py_ssize *pos, py_Obj **key, py_Obj **value);
static inline py_ssize py_dict_len(py_Obj *d) { return ((py_Dict *)d)->used; }
py_Obj *py_dict_copy(py_State *S, py_Obj *d);
int py_dict_update(py_State *S, py_Obj *d, py_Obj *other);    /* mapping or pairs */
py_Obj *py_dict_keys_list(py_State *S, py_Obj *d);

py_Obj *py_set_new(py_State *S, py_Obj *iterable /* may be NULL */);
py_Obj *py_frozenset_new(py_State *S, py_Obj *iterable);
int py_set_add(py_State *S, py_Obj *s, py_Obj *key);
int py_set_discard(py_State *S, py_Obj *s, py_Obj *key);   /* 1 removed, 0 absent */
int py_set_contains(py_State *S, py_Obj *s, py_Obj *key);
bool py_set_next(py_Obj *s, py_ssize *pos, py_Obj **key);  /* borrowed */

py_Obj *py_slice_new(py_State *S, py_Obj *start, py_Obj *stop, py_Obj *step);
/* Resolve a slice against a sequence length (CPython PySlice_GetIndicesEx).
 * Returns -1 on error; *slicelen receives the number of items. */
int py_slice_indices(py_State *S, py_Obj *slice, py_ssize len, py_ssize *start,
                     py_ssize *stop, py_ssize *step, py_ssize *slicelen);
py_Obj *py_range_new(py_State *S, py_Obj *start, py_Obj *stop, py_Obj *step);

/* Native function objects (builtins, module functions, bound natives). */
py_Obj *py_cfunc_new(py_State *S, const char *name, py_vcallfunc fn, py_Obj *self /* may be NULL */);
/* Bound method object (self bound to a function). */
py_Obj *py_method_new(py_State *S, py_Obj *func, py_Obj *self);

/* Exceptions as objects. */
py_Obj *py_exc_new(py_State *S, py_Type *type, py_Obj *args_tuple);
py_Obj *py_exc_str(py_State *S, py_Obj *exc);      /* str(e) */

/* ------------------------------------------------------------------ types */

/* Complete a static type (idempotent). */
int py_type_ready(py_State *S, py_Type *t);
/* type(name, bases, dict) as the class statement does (metaclass `type`). */
py_Obj *py_type_new_heap(py_State *S, py_Obj *name, py_Obj *bases, py_Obj *dict, py_Obj *qualname);
/* The name used in messages: __name__ for builtins ('int'), else
 * module.qualname ('__main__.Net', 'torch.nn.modules.linear.Linear'). */
py_Obj *py_type_qualified_name(py_State *S, py_Type *t);
static inline const char *py_type_name(py_Type *t) { return t->name; }
static inline const char *py_obj_typename(py_Obj *o) { return o->type->name; }

/* ------------------------------------------------------------ VM services */

/* Source position of the innermost executing Python frame (1-based line;
 * 0 / NULL when no frame runs). Used by warnings and the scope recorder. */
int py_current_line(py_State *S);
py_Obj *py_current_filenameB(py_State *S);
/* Line of the innermost frame that runs the user's program (S->filename),
 * 0 if none: the line a torch call or an optimizer step came from. */
int py_user_line(py_State *S);

/* ------------------------------------------------------- frames and code */

/* Read-only introspection for the layers above (the scope recorder and its
 * lint). Frames are walked from S->frame (innermost) outwards; a code object
 * is an object of type `code`. Results are borrowed. */
py_Frame *py_frame_back(py_Frame *f);          /* the caller's frame, NULL at the bottom */
py_Obj *py_frame_codeB(py_Frame *f);
int py_frame_line(py_Frame *f);                /* the line it executes */
py_Obj *py_frame_arg0B(py_Frame *f);           /* its first argument (a cell's content), or NULL */
py_Obj *py_function_codeB(py_Obj *f);          /* a function's (bound method's) code, else NULL */
py_Obj *py_function_nameB(py_Obj *f);          /* a function's __name__, else NULL */
py_Obj *py_code_nameB(py_Obj *co);
py_Obj *py_code_filenameB(py_Obj *co);
int py_code_argcount(py_Obj *co);
int py_code_firstlineno(py_Obj *co);
py_Obj *py_code_localnameB(py_Obj *co, int i); /* the i-th local's name, NULL out of range */
/* How code (or code nested in it, a few levels deep) uses `<local>.<attr>`,
 * local being a local variable's name: PY_USE_READ | PY_USE_WRITE bits. */
#define PY_USE_READ  1
#define PY_USE_WRITE 2
int py_code_attr_uses(py_Obj *co, const char *local, py_Obj *attr);
/* Does code (or code nested in it) name `name` (an attribute or global)? */
bool py_code_uses_name(py_Obj *co, const char *name);

/* ---------------------------------------------------- native type services */

/* Descriptors for a native type's methods and computed attributes (what
 * py_type_ready makes from tp_methods / tp_getset), for types that add them
 * to their dict later. */
py_Obj *py_method_descr_new(py_State *S, py_Type *owner, const py_MethodDef *def);
py_Obj *py_getset_descr_new(py_State *S, py_Type *owner, const py_GetSetDef *def);
/* The MRO lookup of name on t through the method cache (borrowed; NULL
 * without an exception when absent). */
py_Obj *py_type_lookup_cached(py_State *S, py_Type *t, py_Obj *name);
/* object.__getattribute__; suppress != 0 returns NULL with no exception set
 * when the attribute is missing. */
py_Obj *py_generic_getattr_impl(py_State *S, py_Obj *o, py_Obj *name, int suppress);
/* A type's dict changed behind py_type_setattr's back: drop cached lookups. */
void py_type_invalidate_caches(py_State *S);

/* ---------------------------------------------------------------- modules */

typedef struct py_ModuleDef {
    const char *name;                 /* dotted name: "math", "torch.nn" */
    const py_MethodDef *functions;    /* NULL-name terminated */
    /* Called after the functions are added: add constants, types, submodules.
     * Return -1 with an exception set on failure. */
    int (*init)(py_State *S, py_Obj *module);
} py_ModuleDef;

typedef struct py_Module { PY_HEAD; py_Obj *dict; py_Obj *name; } py_Module;

/* Registry of importable native modules (core/py/py_modules.c lists them;
 * torch's are appended by core/nn). `import x` finds x here or fails with
 * ModuleNotFoundError: No module named 'x'. */
int py_module_register(py_State *S, const py_ModuleDef *def);
py_Obj *py_import(py_State *S, py_Obj *name);            /* new ref to the module */
py_Obj *py_module_new(py_State *S, const char *name);
/* Create module `name`, execute `src` in it (a frozen Python-source module,
 * see py_frozen.h) and store it in S->modules. Owned by the VM (py_run.c). */
py_Obj *py_module_from_source(py_State *S, const char *name, const char *src, size_t len);
int py_module_add(py_State *S, py_Obj *module, const char *name, py_Obj *v);  /* borrowed v */
int py_module_add_type(py_State *S, py_Obj *module, py_Type *t);

/* A Python-source module compiled into the binary (cmake/embed.cmake makes
 * the tables from core/py/lib/NAME.py and core/nn/lib/NAME.py: the file
 * foo.bar.py is the module "foo.bar"). Tables end with {NULL, NULL, 0}. */
typedef struct py_FrozenModule {
    const char *name;
    const char *source;   /* NUL-terminated; NULL: kept outside the binary */
    size_t len;
} py_FrozenModule;

/* Where the text of a module kept outside the binary comes from (the WASM
 * build ships rarely imported ones as a separate file, fetched on first
 * import). The loader returns the NUL-terminated text (length in *len),
 * valid for the life of the process, or NULL when it cannot be had; set
 * once, before the first import. Without a loader such a module fails to
 * import with ImportError. */
typedef const char *(*py_FrozenLoader)(const char *name, size_t *len);
void py_set_frozen_loader(py_FrozenLoader fn);

/* ------------------------------------------------------------- extensions */

/* The interpreter knows nothing of the layers above it (torch, optim): each
 * joins through an extension, registered once per process before the first
 * py_state_new (the CLI and the WASM entry do it; see nn_torch.h). In
 * registration order, py_state_new calls each init after the standard
 * library's native modules are registered: register native modules and
 * types, create per-interpreter state (S->ext) there; -1 with an exception
 * set fails py_state_new. py_state_free calls each fini (which may be NULL)
 * in reverse order, also after a failed init. `frozen` (or NULL) adds
 * Python-source modules to the import search, after the interpreter's own. */
typedef struct py_ExtDef {
    const char *name;
    int (*init)(py_State *S);
    void (*fini)(py_State *S);
    const py_FrozenModule *frozen;
} py_ExtDef;
#define PY_EXT_MAX 8
/* 0, or -1 when PY_EXT_MAX are registered. Registering a def again is a no-op. */
int py_ext_register(const py_ExtDef *def);

#endif
