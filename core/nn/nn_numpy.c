/* nn_numpy.c — the torch side of the numpy module (core/nn/lib/numpy.py). An ndarray there is a
 * Python object of type `numpy.ndarray` (its tp_name, see _nns_tp_name in py_type.c) whose `_t` attribute is its tensor, so torch.from_numpy and
 * Tensor.numpy() share memory by sharing that tensor; torch.tensor / as_tensor and the tensor
 * operators take an ndarray as the tensor it holds. */
#include "nn_glue.h"

#include <string.h>

/* The tensor object held by o when o is a numpy.ndarray (new reference); NULL with no exception
 * set for anything else. */
py_Obj *nn_ndarray_tensor(py_State *S, py_Obj *o)
{
    if (strcmp(py_type_name(o->type), "numpy.ndarray") != 0)
        return NULL;
    py_Obj *t = py_getattr_opt(S, o, py_intern(S, "_t"));
    if (!t) {
        py_err_clear(S);
        return NULL;
    }
    if (!nn_is_tensor(t)) {
        py_decref(S, t);
        return NULL;
    }
    return t;
}

/* numpy.<fn>(arg) for the module-private helpers of numpy.py (new reference, NULL + exception). */
static py_Obj *call_numpy(py_State *S, const char *fn, py_Obj *arg)
{
    py_Obj *m = py_import(S, py_intern(S, "numpy"));
    if (!m)
        return NULL;
    py_Obj *f = py_getattr_str(S, m, fn);
    py_decref(S, m);
    if (!f)
        return NULL;
    py_Obj *r = py_call(S, f, &arg, 1, NULL);
    py_decref(S, f);
    return r;
}

/* Tensor.numpy(): an ndarray over the same storage (PyTorch refuses a tensor that requires grad). */
py_Obj *nn_tensor_to_numpy(py_State *S, py_Obj *self)
{
    if (NN_T(self)->requires_grad)
        return py_err_setstr(S, PY_T(RuntimeError),
                             "Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.");
    return call_numpy(S, "_from_tensor", self);
}

/* torch.from_numpy(a): the ndarray's own tensor; TypeError naming the type for anything else. */
py_Obj *nn_tensor_from_numpy(py_State *S, py_Obj *a)
{
    py_Obj *t = nn_ndarray_tensor(S, a);
    if (t)
        return t;
    if (py_err_occurred(S))
        return NULL;
    return py_err_format(S, PY_T(TypeError), "expected np.ndarray (got %s)", py_type_name(a->type));
}

const char nn_ndarray_list_msg[] =
    "Creating a tensor from a list of numpy.ndarrays is extremely slow. Please consider converting the list to a "
    "single numpy.ndarray with numpy.array() before converting to a tensor. (Triggered internally at "
    "./torch/csrc/utils/tensor_new.cpp:254.)";

bool nn_ndarray_list_first(py_State *S)
{
    nn_State *st = nn_state(S);
    bool first = !st->ndarray_list_warned;
    st->ndarray_list_warned = true;
    return first;
}

/* A list or tuple whose first leaf-level item (first items all the way down) is an ndarray: torch.tensor converts it through
 * numpy.array (with PyTorch's warning that this is slow, if `warn`: the legacy constructors warn
 * from their Python __new__), new reference; NULL without an exception when data is not such a list. */
py_Obj *nn_ndarray_list(py_State *S, py_Obj *data, bool warn)
{
    if (!py_isinstance_type(data, PY_T(list)) && !py_isinstance_type(data, PY_T(tuple)))
        return NULL;
    bool is_list = py_isinstance_type(data, PY_T(list));
    py_ssize n = is_list ? ((py_List *)data)->len : ((py_Tuple *)data)->len;
    if (n <= 0)
        return NULL;
    py_Obj *first = is_list ? py_list_getB(data, 0) : py_tuple_getB(data, 0);
    /* down the first items of nested lists (a batch of rollouts of observations) */
    for (int depth = 0; depth < 64; depth++) {
        bool l = py_isinstance_type(first, PY_T(list)), t = py_isinstance_type(first, PY_T(tuple));
        if (!l && !t)
            break;
        py_ssize m = l ? ((py_List *)first)->len : ((py_Tuple *)first)->len;
        if (m <= 0)
            return NULL;
        first = l ? py_list_getB(first, 0) : py_tuple_getB(first, 0);
    }
    if (strcmp(py_type_name(first->type), "numpy.ndarray") != 0)
        return NULL;
    if (is_list && warn && nn_ndarray_list_first(S) && py_warn(S, PY_T(UserWarning), nn_ndarray_list_msg) < 0)
        return NULL;
    py_Obj *arr = call_numpy(S, "array", data);
    if (!arr)
        return NULL;
    py_Obj *t = nn_ndarray_tensor(S, arr);
    py_decref(S, arr);
    if (!t && !py_err_occurred(S))
        py_err_setstr(S, PY_T(TypeError), "numpy.array did not give an ndarray");
    return t;
}
