/* nn_torch_util.h — helpers shared by the glue files: device strings, the legacy
 * constructor, argument type names, warn-once; used by
 * (nn_dtype.c, nn_tensor.c, nn_torch_types.c, nn_torch_create.c, ...). */
#ifndef NN_X_MISC_H
#define NN_X_MISC_H

#include "nn_glue.h"

/* Parse a device string as c10::Device does ("type" or "type:index"):
 * type[16] gets the type, *index the index (-1 when absent). 0, or -1 with
 * PyTorch's RuntimeError (empty / invalid string / unknown type). */
int nn_device_parse(py_State *S, const char *s, char *type, int *index);

/* torch.Tensor(...) / torch.FloatTensor(...) legacy constructor for dtype
 * (-1: torch.Tensor's, the default dtype and any tensor accepted). */
py_Obj *nn_legacy_new(py_State *S, py_Type *type, int dtype, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);

/* Python type name as PyTorch's argument parser prints it (Tensor,
 * torch.dtype, torch.device, int, ...). */
const char *nn_argtype_name(py_Obj *o);
void nn_got_args(nb_Buf *b, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames);   /* "int, dtype=..." */

/* TORCH_WARN_ONCE: a UserWarning the first time `key` is used (0 / -1). */
int nn_warn_once(py_State *S, const char *key, const char *msg);

/* The out= keyword of a torch function `fname` that computed `r` (stolen):
 * PyTorch's checks (out must be a Tensor; no out= when the result requires
 * grad; the result dtype must cast to out's), out resized to r's shape (with
 * PyTorch's deprecation warning when out had elements), r copied in; returns
 * a new reference to out. */
py_Obj *nn_out_assign(py_State *S, const char *fname, py_Obj *out, ts_Tensor *r);
/* The index of the keyword "out" in kwnames, or -1; nn_call_out runs fn without it and writes the
 * result into it (see nn_torch_funcs.c). NN_OUT_KW starts a function that takes out= that way. */
typedef py_Obj *(*nn_CFn)(py_State *, py_Obj *, py_Obj *const *, py_ssize, py_Obj *);
py_ssize nn_out_kw(py_Obj *kwnames);
py_Obj *nn_call_out(py_State *S, nn_CFn fn, py_Obj *self, const char *name, py_Obj *const *args, py_ssize nargs,
                    py_Obj *kwnames, py_ssize at);
#define NN_OUT_KW(fn, name)                                                      \
    do {                                                                         \
        py_ssize out_at_ = nn_out_kw(kwnames);                                   \
        if (out_at_ >= 0)                                                        \
            return nn_call_out(S, fn, self, name, args, nargs, kwnames, out_at_); \
    } while (0)

#endif
