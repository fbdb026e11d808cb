/* py_modules.c — the registry of the native standard-library modules, and
 * readying of the native types they define. Python-source modules
 * (core/py/lib/NAME.py) are found by py_import through py_frozen.h. */
#include "py.h"
#include "py_builtins.h"

static const py_ModuleDef *const stdlib_modules[] = {
    &py_moddef_sys,
    &py_moddef_math,
    &py_moddef_cmath,
    &py_moddef_random,
    &py_moddef_time,
    &py_moddef_gc,
    &py_moddef__weakref,
    &py_moddef__collections,
    &py_moddef__warnings,
    &py_moddef__traceback,
    &py_moddef__operator,
    &py_moddef__itertools,
    NULL
};

/* Native types of this area that are not in PY_BUILTIN_TYPES. */
static py_Type *const extra_types[] = {
    PY_T(TextStream), PY_T(OrderedDict), PY_T(defaultdict), PY_T(deque), NULL
};

int py_modules_register_all(py_State *S)
{
    /* dict subclasses share the dict's GC-ness */
    PY_T(OrderedDict)->flags |= PY_T(dict)->flags & PY_TPFLAG_GC;
    PY_T(defaultdict)->flags |= PY_T(dict)->flags & PY_TPFLAG_GC;
    for (int i = 0; extra_types[i]; i++)
        if (py_type_ready(S, extra_types[i]) < 0) return -1;
    for (int i = 0; stdlib_modules[i]; i++)
        if (py_module_register(S, stdlib_modules[i]) < 0) return -1;
    return 0;
}
