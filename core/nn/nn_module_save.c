/* nn_module_save.c — the native half of torch.save / torch.load (the Python
 * half is core/py/lib/torch.serialization.py): copying one tensor the way a
 * pickle round trip does, and installing torch.save / torch.load /
 * torch.serialization on the torch module.
 *
 * nnscope has no file system, so a "file" is a snapshot kept in memory for
 * the run (see docs/decisions.md). A snapshot tensor is a fresh leaf over a
 * fresh storage; tensors that shared a storage when saved share the copied
 * storage (same offsets and strides), as after torch.load. */
#include <string.h>

#include "nn_glue.h"
#include "nn_module.h"
#include "ag.h"

/* Elements the storage of t logically holds: the span of its root tensor
 * (the storage block itself may be rounded up by the allocator), at least
 * what t itself reaches. */
static int64_t storage_elems(const ts_Tensor *t)
{
    const ts_Tensor *root = t->base ? t->base : t;
    int64_t es = (int64_t)ts_dtype_size(t->dtype), best = 0;
    for (int k = 0; k < 2; k++) {
        const ts_Tensor *u = k ? t : root;
        int64_t span = u->offset + 1;
        for (int i = 0; i < u->ndim; i++) {
            if (u->shape[i] == 0) {
                span = u->offset;
                break;
            }
            span += (u->shape[i] - 1) * u->stride[i];
        }
        if (span > best)
            best = span;
    }
    if (best * es > (int64_t)t->storage->nbytes)
        best = (int64_t)t->storage->nbytes / es;
    return best;
}

/* _copy_tensor(t, storages): a detached leaf copy of t of the same Python
 * type with the same requires_grad; `storages` (dict: storage address ->
 * flat copy) makes tensors over one storage come out over one storage. */
NN_METH(serial_copy_tensor)
{
    if (nargs != 2 || kwnames || !py_isinstance_type(args[0], &nn_type_Tensor) ||
        !py_isinstance_type(args[1], PY_T(dict)))
        return py_err_setstr(S, PY_T(TypeError), "_copy_tensor(tensor, dict)");
    ts_Ctx *c = NN_CTX(S);
    ts_Tensor *t = NN_T(args[0]);
    int64_t n = storage_elems(t);
    py_Obj *key = py_int_from_i64(S, (int64_t)(intptr_t)t->storage);
    if (!key)
        return NULL;
    py_Obj *flat = py_dict_getB(S, args[1], key);
    if (!flat && py_err_occurred(S)) {
        py_decref(S, key);
        return NULL;
    }
    if (flat && (NN_T(flat)->dtype != t->dtype || NN_T(flat)->shape[0] < n))
        flat = NULL; /* reinterpreted storage: copy on its own */
    py_Obj *made = NULL;
    if (!flat) {
        ts_Tensor *f = NULL;
        nb_Status st = ts_zeros(c, 1, &n, t->dtype, &f);
        if (st != NB_OK) {
            py_decref(S, key);
            return nn_raise_status(S, st);
        }
        if (n)
            memcpy(f->storage->data, t->storage->data, (size_t)n * ts_dtype_size(t->dtype));
        made = nn_tensor_new_obj(S, &nn_type_Tensor, f);
        if (!made || py_dict_set(S, args[1], key, made) < 0) {
            py_xdecref(S, made);
            py_decref(S, key);
            return NULL;
        }
        flat = made;
    }
    py_decref(S, key);
    ts_Tensor *r = NULL;
    nb_Status st = ts_alias(c, NN_T(flat), t->ndim, t->shape, t->stride, t->offset, &r);
    py_xdecref(S, made); /* the dict keeps it */
    if (st != NB_OK)
        return nn_raise_status(S, st);
    ts_release(r->base); /* a loaded tensor is not a view */
    r->base = NULL;
    r->requires_grad = t->requires_grad;
    r->is_param = t->is_param;
    py_Obj *o = nn_tensor_new_obj(S, args[0]->type, r);
    if (o)
        ((nn_TensorObj *)o)->persistent = ((nn_TensorObj *)args[0])->persistent;
    return o;
}

static const py_MethodDef serial_funcs[] = {
    {"_copy_tensor", serial_copy_tensor, PY_METH_STATIC},
    {NULL, NULL, 0},
};

static const py_ModuleDef def_serial_native = {"torch._serial_native", serial_funcs, NULL};

int nn_serial_register(py_State *S) { return py_module_register(S, &def_serial_native); }

