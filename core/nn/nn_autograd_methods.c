/* nn_autograd_methods.c — torch glue: autograd additions (Tensor methods and torch.* functions
 * registered through the nn_more_autograd record; see nn_method_tables.c). */
#include "nn_glue.h"

/* defined in nn_autograd.c */
py_Obj *nn_tensor_register_post_acc_hook(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs,
                                         py_Obj *kwnames);

/* Tensor.is_inference(): allocated under torch.inference_mode (or a view of such a tensor). */
static py_Obj *m_is_inference(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (py_check_nargs(S, "is_inference", nargs, kwnames, 0, 0) < 0)
        return NULL;
    return PY_BOOL(S, NN_T(self)->is_inference);
}

static const py_MethodDef tensor_methods[] = {
    {"is_inference", m_is_inference, PY_METH_INSTANCE},
    {"register_post_accumulate_grad_hook", nn_tensor_register_post_acc_hook, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

static const char *const torch_aliases[] = {NULL};
static const py_MethodDef torch_funcs[] = {
    {NULL, NULL, 0},
};

const nn_More nn_more_autograd = {tensor_methods, torch_aliases, torch_funcs, NULL};
