/* nn_x_shape.c — torch glue: views, shape ops and indexing (Tensor methods and torch.* functions
 * registered through the nn_more_shape record; see nn_more.c). */
#include "nn_glue.h"

static const py_MethodDef tensor_methods[] = {
    {NULL, NULL, 0},
};
static const char *const torch_aliases[] = {NULL};
static const py_MethodDef torch_funcs[] = {
    {NULL, NULL, 0},
};

const nn_More nn_more_shape = {tensor_methods, torch_aliases, torch_funcs, NULL};
