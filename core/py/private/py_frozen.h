/* py_frozen.h — Python-source modules compiled into the binary.
 * Sources live in core/py/lib and core/nn/lib (files ending in .py); the build turns them
 * into the table below (cmake/embed.cmake). `core/py/lib/foo.bar.py` is the
 * module "foo.bar". py_import looks here after the native registry. */
#ifndef PY_FROZEN_H
#define PY_FROZEN_H

#include <stddef.h>

typedef struct py_FrozenModule {
    const char *name;
    const char *source;   /* NUL-terminated */
    size_t len;
} py_FrozenModule;

extern const py_FrozenModule py_frozen_modules[];   /* ends with {NULL, NULL, 0} */

#endif
