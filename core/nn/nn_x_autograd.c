/* nn_x_autograd.c — torch glue: autograd additions (Tensor methods and torch.* functions
 * registered through the nn_more_autograd record; see nn_more.c). */
#include "nn_glue.h"

static const py_MethodDef tensor_methods[] = {
    {NULL, NULL, 0},
};
static const char *const torch_aliases[] = {NULL};
static const py_MethodDef torch_funcs[] = {
    {NULL, NULL, 0},
};

const nn_More nn_more_autograd = {tensor_methods, torch_aliases, torch_funcs, NULL};
