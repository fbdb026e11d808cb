/* nn_layers.h — internal API shared by the layers engineer's files:
 * nn_func*.c (torch.nn.functional), nn_loss*.c (loss functions),
 * nn_init.c (torch.nn.init native helpers, registration), nn_utils.c
 * (torch.nn.utils). The layer classes themselves are Python source in
 * core/nn/lib/torch.nn.modules.*.py over these native functions. */
#ifndef NN_LAYERS_H
#define NN_LAYERS_H

#include "nn_glue.h"

/* Native function signature with external linkage (tables live in other files). */
#define NN_FN(fname) py_Obj *fname(py_State *S, py_Obj *self, py_Obj *const *args, py_ssize nargs, \
                                   py_Obj *kwnames)

/* A Tensor argument: borrowed ts_Tensor of o, or NULL with PyTorch's
 * "fname(): argument 'what' (position pos) must be Tensor, not list". */
ts_Tensor *nl_tensor_arg(py_State *S, py_Obj *o, const char *fname, const char *what, int pos);
/* Optional Tensor argument: NULL/None -> *out NULL. -1 on a non-tensor. */
int nl_opt_tensor_arg(py_State *S, py_Obj *o, const char *fname, const char *what, int pos, ts_Tensor **out);
/* Python number argument (int/float/bool or 1-element tensor) with a default when NULL. */
int nl_double_arg(py_State *S, py_Obj *o, double dflt, const char *fname, const char *what, double *out);
int nl_int_arg(py_State *S, py_Obj *o, int64_t dflt, const char *fname, const char *what, int64_t *out);
/* Truthiness of an optional argument (NULL -> dflt). */
int nl_bool_arg(py_State *S, py_Obj *o, bool dflt, bool *out);
/* An int or a tuple/list of n ints (n = 1 or 2) expanded to n values. */
int nl_int_tuple_arg(py_State *S, py_Obj *o, int n, const char *fname, const char *what, int64_t *out);
/* Reduction from reduction=/size_average=/reduce= (legacy args warn as PyTorch does). */
int nl_reduction(py_State *S, py_Obj *size_average, py_Obj *reduce, py_Obj *reduction, ts_Reduction *out);
/* Wrap a ts result or raise the ts error. */
py_Obj *nl_result(py_State *S, nb_Status st, ts_Tensor *t);

/* Function tables (NULL-name terminated), merged into torch.nn.functional. */
extern const py_MethodDef nl_func_act[];      /* nn_func.c: activations, linear, softmax, dropout */
extern const py_MethodDef nl_func_conv[];     /* nn_func_conv.c: conv, pool, norm, embedding, pad */
extern const py_MethodDef nl_func_loss[];     /* nn_loss.c */
extern const py_MethodDef nl_init_funcs[];    /* nn_init.c: torch.nn._init_native */
extern const py_MethodDef nl_utils_funcs[];   /* nn_utils.c: torch.nn.utils */

/* Dropout mask filler drawing from the default generator (bernoulli_(1-p)). */
nb_Status nl_bernoulli_fill(ts_Ctx *c, void *ud, ts_Tensor *mask, double keep_prob);

#endif
