/* py_builtins.h — internal header of the builtins / standard-library area
 * (py_builtins*.c, py_iterobj.c, py_modules.c, py_mod_*.c).
 *
 * Other areas may use the types and helpers declared here (e.g. core/nn
 * creates OrderedDicts for state_dict with py_odict_new). */
#ifndef PY_BUILTINS_H
#define PY_BUILTINS_H

#include "py.h"

/* ------------------------------------------------------ native modules */

/* Every native module definition of the standard library (py_mod_*.c).
 * functools, itertools, operator, copy, typing, dataclasses, abc, enum,
 * string, contextlib, warnings, collections(.abc) are Python source in
 * core/py/lib/ (embedded, see py_frozen.h). */
extern const py_ModuleDef py_moddef_math;
extern const py_ModuleDef py_moddef_cmath;
extern const py_ModuleDef py_moddef_random;
extern const py_ModuleDef py_moddef__collections;   /* collections.py wraps it */
extern const py_ModuleDef py_moddef_time;
extern const py_ModuleDef py_moddef_gc;
extern const py_ModuleDef py_moddef__weakref;
extern py_Type py_type_weakref;
/* An instance of a class is being freed: clear the weak references to it and run their callbacks. */
void py_weakref_clear(py_State *S, py_Obj *o);
extern const py_ModuleDef py_moddef_sys;
extern const py_ModuleDef py_moddef__warnings;      /* warnings.py wraps it */
extern const py_ModuleDef py_moddef__traceback;     /* traceback.py wraps it */
extern const py_ModuleDef py_moddef__operator;      /* operator.py wraps it */
extern const py_ModuleDef py_moddef__itertools;     /* itertools.py re-exports it */

/* Register every native standard-library module (py_modules.c). */
int py_modules_register_all(py_State *S);

/* Add the builtin functions to the builtins dict (py_builtins_kw.c). */
int py_builtins_add_functions2(py_State *S, py_Obj *dict);

/* ------------------------------------------------------------ types */

/* collections.OrderedDict: a dict subclass (same layout as py_Dict). */
extern py_Type py_type_OrderedDict;
/* collections.defaultdict: a dict followed by the default factory. */
typedef struct py_DefaultDict { py_Dict d; py_Obj *factory; } py_DefaultDict;
extern py_Type py_type_defaultdict;
extern py_Type py_type_deque;
/* An empty OrderedDict (new reference). Usable once `collections` types are
 * ready (they are readied by py_init_builtins). */
py_Obj *py_odict_new(py_State *S);

/* sys.stdout / sys.stderr objects: write() goes to py_write(stream). */
typedef struct py_TextStream { PY_HEAD; int stream; } py_TextStream;
extern py_Type py_type_TextStream;

/* The stream print() writes to by default: sys.stdout if the sys module is
 * loaded (borrowed; may be any object with write()), else NULL = stream 1. */
py_Obj *py_sys_stdoutB(py_State *S);
/* sys.<name> (borrowed), e.g. "stdin"; NULL if sys is not loaded or has no such attribute. */
py_Obj *py_sys_streamB(py_State *S, const char *name);

/* ------------------------------------------------------------ helpers */

/* iter(o) for objects with __getitem__ but no __iter__ (py_iterobj.c): the
 * runtime's py_iter should return this for such objects. */
py_Obj *py_seqiter_new(py_State *S, py_Obj *seq);

/* locals() of the innermost frame (new dict / namespace reference). */
py_Obj *py_builtin_locals(py_State *S);

/* Function-call style helpers shared by the modules. */
py_Obj *py_builtin_sorted(py_State *S, py_Obj *iterable, py_Obj *key, bool reverse);

/* types.GenericAlias-like object returned by `list[int]`: the containers
 * area may expose `__class_getitem__ = py_generic_alias_classgetitem` as a
 * PY_METH_CLASS method on list/dict/tuple/set/frozenset/type. */
py_Obj *py_generic_alias_new(py_State *S, py_Obj *origin, py_Obj *args);
py_Obj *py_generic_alias_classgetitem(py_State *S, py_Obj *cls, py_Obj *const *args,
                                      py_ssize nargs, py_Obj *kwnames);
extern py_Type py_type_GenericAlias;

/* Warnings with an explicit location (py_warn uses the current frame). */
int py_warn_explicit(py_State *S, py_Obj *category, py_Obj *message,
                     py_Obj *filename, int lineno);

/* The builtin bytearray (py_bytearray.c). */
extern py_Type py_type_bytearray;

#endif
