/* py_ext_default.c — the default (empty) extension hook: layers above the
 * interpreter (torch, nn, scope) replace this file with their own
 * py_ext_init / py_ext_fini that register their modules. */
#include "py.h"
#include "py_init.h"

int py_ext_init(py_State *S)
{
    (void)S;
    return 0;
}

void py_ext_fini(py_State *S)
{
    (void)S;
}
