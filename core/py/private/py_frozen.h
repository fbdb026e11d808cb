/* py_frozen.h — the interpreter's own Python-source modules.
 * Sources live in core/py/lib (files ending in .py); the build turns them
 * into the table below (cmake/embed.cmake; py_FrozenModule is in py.h).
 * `core/py/lib/foo.bar.py` is the module "foo.bar". py_import looks here
 * after the native registry, then in each extension's table (py_ExtDef). */
#ifndef PY_FROZEN_H
#define PY_FROZEN_H

#include "py.h"

extern const py_FrozenModule py_frozen_modules[];   /* ends with {NULL, NULL, 0} */

#endif
