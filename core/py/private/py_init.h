/* py_init.h — start-up and shut-down order of the interpreter's parts.
 *
 * py_state_new (py_state.c) allocates the state, sets up the heap and then
 * calls, in this order, each returning -1 with an exception set on failure:
 *
 *   py_init_objects    (py_object.c)    None/NotImplemented/Ellipsis, readies
 *                                       object, type and every static type in
 *                                       PY_BUILTIN_TYPES / PY_EXC_TYPES
 *                                       (py_type_ready), interned-id table
 *   py_init_numbers    (py_long.c)      small ints, True/False
 *   py_init_strings    (py_str.c)       empty string, one-char strings
 *   py_init_containers (py_tuple.c)     empty tuple
 *   py_init_builtins   (py_builtins.c)  the builtins module, sys.modules,
 *                                       registration of every native module
 *                                       (py_modules.c), then each registered
 *                                       extension's init (py_ext_init_all)
 *
 * py_state_free calls py_fini_builtins (the extensions' fini), then clears every module dict, runs
 * the cycle collector until nothing is freed, clears the static types' dicts
 * and mro, and finally frees whatever is left (py_fini_objects), so that
 * LeakSanitizer sees nothing.
 */
#ifndef PY_INIT_H
#define PY_INIT_H

#include "py.h"

int py_init_objects(py_State *S);
int py_init_numbers(py_State *S);
int py_init_strings(py_State *S);
int py_init_containers(py_State *S);
int py_init_builtins(py_State *S);
void py_fini_builtins(py_State *S);
void py_fini_objects(py_State *S);

/* Run every registered extension's init / fini (py.h: py_ExtDef;
 * py_module.c keeps the registry). */
int py_ext_init_all(py_State *S);
void py_ext_fini_all(py_State *S);

#endif
