/* py_runtime.h — internal header of the runtime core (object model):
 * py_state.c, py_alloc.c, py_gc.c, py_err.c, py_strfmt.c, py_object.c,
 * py_type.c, py_abstract.c, py_call.c, py_descr.c, py_exc.c, py_module.c.
 *
 * Other areas may include it for the descriptor layouts and the fast-path
 * helpers below; everything here is owned by the runtime area.
 *
 * Memory layout of an object allocated with py_obj_alloc:
 *     [size_t size][py_GCHead (GC types only)][object ...]
 * `size` is the object's byte size (what was asked for, plus the trailing
 * dict pointer of heap subtypes of variable-size natives), so py_obj_free
 * can give nb_free the right size.
 *
 * Instances of heap types (class statements):
 *   - t->base is the solid base; the instance struct is the nearest native
 *     base's struct. When that native base has no dict, a `py_Obj *dict`
 *     follows it (t->dictoffset > 0) — or, for variable-size natives (str,
 *     bytes, tuple), it sits at the very end of the allocation
 *     (t->dictoffset == PY_DICT_AT_END); py_obj_alloc adds the room
 *     after rounding the size up to pointer alignment.
 *   - heap types are always PY_TPFLAG_GC; their dealloc/traverse/clear chain
 *     to the native base's.
 *   - native tp_new functions must allocate instances of subtypes with
 *     py_type_alloc(S, t) / py_obj_alloc(S, t, size) (never a fixed type).
 */
#ifndef PY_RUNTIME_H
#define PY_RUNTIME_H

#include "py.h"

/* ------------------------------------------------------------ allocation */

#define PY_ALLOC_HDR ((size_t)sizeof(size_t))
#define PY_DICT_AT_END ((py_ssize)-1)

static inline py_GCHead *py_gc_head(py_Obj *o) { return (py_GCHead *)o - 1; }

/* Does o carry a GC head? (GC types, except static type objects.) */
static inline bool py_obj_has_gc(py_Obj *o)
{
    py_Type *t = o->type;
    if (!(t->flags & PY_TPFLAG_GC))
        return false;
    if (t->flags & PY_TPFLAG_TYPE_SUB)
        return (((py_Type *)o)->flags & PY_TPFLAG_HEAPTYPE) != 0;
    return true;
}
/* Byte size recorded at allocation. */
size_t py_obj_allocsize(py_Obj *o);

/* ------------------------------------------------------- private state */

/* The collector (py_gc.c) has three generations, as CPython's. When the GC
 * objects allocated minus those freed since the last collection pass
 * PY_GC_THRESHOLD, it collects the young one (objects tracked since then);
 * its survivors join the middle one. Every PY_GC_MID_EVERY young
 * collections the middle one is collected with it, and its survivors join
 * the old one. The old generation is collected with both (a full
 * collection) only when the objects promoted into it since the last full
 * collection reach a quarter of it (at least PY_GC_FULL_MIN), so the work
 * stays proportional to allocation: a program that keeps a million objects
 * alive is not traversed again for every few thousand new ones, and one
 * that allocates and frees (temporaries) does not collect at all.
 * py_gc_collect is always full. */
#define PY_GC_THRESHOLD 2000
#define PY_GC_MID_EVERY 10
#define PY_GC_FULL_MIN 10000

/* Every tracked object (old ring, middle, then young: roughly the order of
 * creation); `g` is the py_GCHead. */
#define PY_GC_FOREACH(S, g)                                                         \
    for (int gen_ = 0; gen_ < 3; gen_++)                                            \
        for (py_GCHead *ring_ = gen_ == 2 ? &(S)->gc_list : gen_ ? &(S)->gc_mid : &(S)->gc_old, \
                       *g = ring_->next;                                            \
             g && g != ring_; g = g->next)

#define PY_MCACHE_BITS 12
#define PY_MCACHE_SIZE (1u << PY_MCACHE_BITS)
typedef struct py_MCacheEntry {
    py_Type *type;
    py_Obj *name;       /* interned str (pointer identity) */
    py_Obj *value;      /* borrowed; NULL = absent */
    uint64_t epoch;
} py_MCacheEntry;

/* A chunk of the stack of inline frames (py_vm.c); its frames follow. */
typedef struct py_FChunk {
    struct py_FChunk *prev;
    char *prev_top;                      /* prev's first free byte when this chunk was begun */
    char *end;
    size_t size;                         /* bytes of the whole chunk */
} py_FChunk;

typedef struct py_RT {
    uint64_t type_epoch;                 /* bumped on any class dict change */
    py_MCacheEntry mcache[PY_MCACHE_SIZE];
    const py_ModuleDef **moddefs;
    py_ssize nmoddefs, capmoddefs;
    py_Type **statics;                   /* readied static types */
    py_ssize nstatics, capstatics;
    py_ssize gc_threshold;               /* young collection after this many; 0 = off */
    py_ssize gc_old_count;               /* objects in S->gc_old (at the last collection) */
    py_ssize gc_promoted;                /* promoted to old since the last full collection */
    int gc_young_runs;                   /* young collections since the last middle one */
    py_Obj *memerr;                      /* preallocated MemoryError */
    int64_t slept_ns;                    /* time.sleep() total: added to every clock (py_mod_time.c) */
    bool in_nomem;
    /* deferred deallocation ("trashcan", py_alloc.c): nesting depth of
     * py_dealloc and the objects waiting to be freed (linked through their
     * refcnt field, which is 0 and unused while they wait) */
    int dealloc_depth;
    py_Obj *trash;
    /* nesting of py_call (every native -> callable entry): bounds the native
     * stack used by recursion that passes through C (dunder methods, calls
     * of classes, builtins calling back), see py_call.c */
    int call_depth;
    /* set while a stack-overflow RecursionError is being built, so that
     * building it is not refused by the stack check (py_stack_low) */
    bool stack_raising;
    /* which limit ended the run (S->budget_hit is set for both) */
    enum { PY_LIMIT_NONE, PY_LIMIT_OPS, PY_LIMIT_OUTPUT } limit_hit;
    /* after the memory cap is hit, PY_MEM_OVERDRAFT more bytes are allowed
     * while the MemoryError unwinds (tracebacks, handlers); the cap is
     * restored once usage is back under it (py_obj_free) */
    bool overdraft;
    size_t cap_base;
    /* weak references (py_weakref.c): referent -> its list of refs, open addressing */
    py_Obj **wr_keys;
    void **wr_heads;
    py_ssize wr_cap, wr_n;
    /* the frames the eval loop runs inline, last in first out (py_vm.c):
     * the current chunk, its first free byte, and one emptied chunk kept */
    py_FChunk *fchunk, *fspare;
    char *ftop;
    size_t fbytes;                       /* bytes of the chunks from fchunk down */
} py_RT;

/* Free the stack of inline frames (empty by then). */
void py_vm_fini(py_State *S);
/* Free the weak-reference registry (every object is gone by then). */
void py_weakref_fini(py_State *S);

#define PY_MEM_OVERDRAFT ((size_t)4 << 20)

/* Bytes of stream 2 still accepted after the output cap was reached, so
 * that the report of the error that ends the run is seen. */
#define PY_OUT_RESERVE 65536


typedef struct py_StateX {
    py_State s;
    py_Ext ext;
    py_RT rt;
} py_StateX;
#define PY_RT(S) (&((py_StateX *)(S))->rt)

/* Invalidate the attribute-lookup cache (class dict changed). */
static inline void py_type_modified(py_State *S) { PY_RT(S)->type_epoch++; }

/* ------------------------------------------------------- descriptors */

typedef void (*py_genericfn)(void);
struct py_SlotDef;

/* builtin_function_or_method (and method-wrapper: wrap != NULL). */
typedef struct py_CFunc {
    PY_HEAD;
    const char *name;
    py_vcallfunc fn;
    py_Obj *self;                   /* bound receiver, or NULL */
    py_Type *objclass;              /* for reprs */
    const struct py_SlotDef *wrap;  /* method-wrapper: the slot */
    py_genericfn wrapped;           /* method-wrapper: native slot fn */
    int flags;                      /* PY_METH_* of the origin */
} py_CFunc;

typedef struct py_MethodDescr {
    PY_HEAD;
    py_Type *owner;
    const py_MethodDef *def;
} py_MethodDescr;

typedef struct py_GetSetDescr {
    PY_HEAD;
    py_Type *owner;
    const py_GetSetDef *def;
} py_GetSetDescr;

typedef struct py_WrapperDescr {
    PY_HEAD;
    py_Type *owner;
    const struct py_SlotDef *slot;
    py_genericfn fn;
} py_WrapperDescr;

typedef struct py_Property {
    PY_HEAD;
    py_Obj *fget, *fset, *fdel, *doc, *name;
} py_Property;

/* staticmethod / classmethod */
typedef struct py_SMethod {
    PY_HEAD;
    py_Obj *func;
    py_Obj *dict;
} py_SMethod;

typedef struct py_MappingProxy { PY_HEAD; py_Obj *mapping; } py_MappingProxy;

extern py_Type py_type_method_wrapper;
extern py_Type py_rt_seqiter_type;
/* bytes methods shared with bytearray (py_bytes_methods.c, py_bytes.c): one
 * function per name, each run on a bytes object; bytearray wraps results. */
#define PY_BYTES_TEXT_METHODS(X) \
    X(lower) X(upper) X(swapcase) X(capitalize) X(title) \
    X(isalnum) X(isalpha) X(isascii) X(isdigit) X(islower) X(isupper) X(isspace) X(istitle) \
    X(find) X(rfind) X(index) X(rindex) X(count) X(strip) X(lstrip) X(rstrip) \
    X(split) X(rsplit) X(splitlines) X(partition) X(rpartition) X(replace) \
    X(removeprefix) X(removesuffix) X(center) X(ljust) X(rjust) X(zfill) X(expandtabs) \
    X(translate) X(join)
#define PY_BYTES_DECLARE(n) py_Obj *py_bytes_m_##n(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw);
PY_BYTES_TEXT_METHODS(PY_BYTES_DECLARE)
py_Obj *py_bytes_m_fromhex(py_State *S, py_Obj *type, py_Obj *const *a, py_ssize n, py_Obj *kw);    /* classmethod */
py_Obj *py_bytes_m_maketrans(py_State *S, py_Obj *unused, py_Obj *const *a, py_ssize n, py_Obj *kw); /* staticmethod */
py_Obj *py_bytes_like(py_Obj *o);   /* the bytes of a bytes or bytearray (borrowed), else NULL */

bool py_unionable(py_State *S, py_Obj *o);                    /* can be a member of X | Y */
py_Obj *py_union_or(py_State *S, py_Obj *a, py_Obj *b);         /* X | Y of unionable operands */
py_Obj *py_union_args(py_Obj *u);                              /* borrowed tuple of a UnionType */
extern py_Type py_rt_union_type;      /* types.UnionType (int | None) */   /* "iterator" over __getitem__ objects */

/* Slot kinds of wrapper descriptors (py_type.c). */
enum py_SlotKind {
    PY_SK_BIN, PY_SK_RBIN, PY_SK_IBIN, PY_SK_UNARY, PY_SK_BOOL, PY_SK_LEN,
    PY_SK_HASH, PY_SK_CMP, PY_SK_GETATTRO, PY_SK_SETATTR, PY_SK_DELATTR,
    PY_SK_GETITEM, PY_SK_SETITEM, PY_SK_DELITEM, PY_SK_CONTAINS, PY_SK_CALL,
    PY_SK_INIT, PY_SK_GET, PY_SK_SET, PY_SK_DELETE, PY_SK_ITERNEXT
};
/* unary sub-kinds (arg of PY_SK_UNARY) */
enum { PY_UN_NEG, PY_UN_POS, PY_UN_INV, PY_UN_ABS, PY_UN_INT, PY_UN_FLOAT,
       PY_UN_INDEX, PY_UN_REPR, PY_UN_STR, PY_UN_ITER };

typedef struct py_SlotDef {
    const char *name;
    int kind;
    int arg;
} py_SlotDef;

/* Call a wrapper's native slot function (py_descr.c). */
py_Obj *py_wrapper_call(py_State *S, const py_SlotDef *sd, py_genericfn fn, py_Obj *self,
                        py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
py_Obj *py_wrapper_descr_new(py_State *S, py_Type *owner, const py_SlotDef *sd, py_genericfn fn);
py_Obj *py_mappingproxy_new(py_State *S, py_Obj *mapping);
/* A builtin function bound to self, created from a method def. */
py_Obj *py_cfunc_bound(py_State *S, const py_MethodDef *def, py_Obj *self, py_Type *objclass);

/* ------------------------------------------------------- type helpers */

/* py_type_lookup_cached (cached MRO lookup) is in py.h. */
/* __slots__ (py_slots.c): member descriptors for a class body's __slots__
 * (*wants_dict: no __slots__, or "__dict__" among them). Slot values live in
 * a dict at offset (intptr_t)t->user of heap-type instances (reserved here at
 * t->basicsize when `storage` and no base has one; else in the instance dict).
 * py_type_has_inst_dict: is there a __dict__ along t's MRO; py_slots_setattr:
 * setattr of instances without one. */
int py_slots_setup(py_State *S, py_Type *t, py_Obj *d, bool *wants_dict, bool storage);
bool py_type_has_inst_dict(py_State *S, py_Type *t);
int py_slots_setattr(py_State *S, py_Obj *o, py_Obj *name, py_Obj *v);
/* The nearest non-heap base. */
static inline py_Type *py_native_base(py_Type *t)
{
    while (t->flags & PY_TPFLAG_HEAPTYPE)
        t = t->base;
    return t;
}
/* __module__ of a type as C string ("builtins" for natives without one). */
const char *py_type_module_cstr(py_Type *t);
/* type(name, bases, dict) with class keywords for __init_subclass__
 * (kwargs: dict or NULL). */
py_Obj *py_type_new_heap_kw(py_State *S, py_Obj *name, py_Obj *bases, py_Obj *dict,
                            py_Obj *qualname, py_Obj *kwargs);
/* Recompute the slot dispatchers of heap type t (and its subclasses) after
 * `name` changed in its dict. */
void py_type_update_slot(py_State *S, py_Type *t, py_Obj *name);
void py_type_clear_statics(py_State *S);
int py_type_register_static(py_State *S, py_Type *t);

/* Call a special method found on type(self) (no instance lookup).
 * *found = 0 when the type has no such attribute (returns NULL, no exc). */
py_Obj *py_call_special(py_State *S, py_Obj *self, py_Obj *name, py_Obj *const *args,
                        py_ssize nargs, int *found);
/* Call f with self prepended to args (vectorcall layout kept). */
py_Obj *py_call_prepend(py_State *S, py_Obj *f, py_Obj *self, py_Obj *const *args,
                        py_ssize nargs, py_Obj *kwnames);

/* Generic attribute lookup; with `suppress`, a missing attribute returns
 * NULL without an exception. */

/* Default instance dealloc (object): frees memory. */
void py_object_dealloc(py_State *S, py_Obj *o);
py_Obj *py_object_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
int py_object_init(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);
py_Obj *py_object_repr(py_State *S, py_Obj *o);
py_hash py_object_hash(py_State *S, py_Obj *o);
py_Obj *py_object_richcmp(py_State *S, py_Obj *a, py_Obj *b, int op);

/* exceptions */
int py_exc_init_types(py_State *S);
int py_excgroup_ready(py_State *S);
/* Split an exception (group) by a type, tuple of types or predicate, as
 * BaseExceptionGroup.split does; rest NULL: subgroup only. */
int py_excgroup_split(py_State *S, py_Obj *eg, py_Obj *matcher, py_Obj **match, py_Obj **rest);
/* except*: match/rest of exc (a group or a naked exception) against type
 * (NULL for None); and the exception a try/except* finally raises. */
int py_excgroup_match(py_State *S, py_Obj *exc, py_Obj *type, py_Obj **match, py_Obj **rest);
py_Obj *py_excgroup_prep_reraise(py_State *S, py_Obj *orig, py_Obj *excs);
/* The C-stack half of the recursion guards (py_state.c): true when the
 * thread's stack is nearly used up (nb_stack_low), except while the
 * RecursionError is being raised; py_err_recursion raises it ("maximum
 * recursion depth exceeded" + where) and returns -1. */
bool py_stack_low(py_State *S);
int py_err_recursion(py_State *S, const char *where);
/* Set an AttributeError for o.name (with name/obj). */
py_Obj *py_err_no_attr(py_State *S, py_Obj *o, py_Obj *name);

/* modules */
void py_module_fini(py_State *S);

#endif
