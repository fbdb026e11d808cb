/* nn_method_tables.c — the extension point of the glue: further Tensor methods and
 * torch.* functions contributed by the area files (nn_math.c, nn_shape.c, ...), each of which
 * defines one nn_More record (its own tables), so that several areas can
 * grow the `torch` API without editing the same method table.
 *
 * Order: nn_tensor_methods (nn_tensor_ops.c) first, then the records below
 * in list order; a later table's method replaces an earlier one of the same
 * name. */
#include <string.h>

#include "nn_glue.h"

static const nn_More *const more_tables[] = {
    &nn_more_shape, &nn_more_math, &nn_more_autograd, &nn_more_misc, NULL,
};

const py_MethodDef *nn_more_method(int64_t code)
{
    int64_t table = code / NN_MORE_STRIDE - 1, i = code % NN_MORE_STRIDE;
    if (table < 0 || table >= (int64_t)(sizeof more_tables / sizeof more_tables[0]) - 1)
        return NULL;
    return &more_tables[table]->tensor_methods[i];
}

/* Index of `name` in a method table, -1 if absent. */
static int64_t find_method(const py_MethodDef *defs, const char *name)
{
    for (int64_t i = 0; defs && defs[i].name; i++)
        if (strcmp(defs[i].name, name) == 0)
            return i;
    return -1;
}

int nn_more_init(py_State *S, py_Obj *torch, nn_AliasFn alias_new)
{
    for (int k = 0; more_tables[k]; k++) {
        const nn_More *mt = more_tables[k];
        for (const py_MethodDef *m = mt->tensor_methods; m && m->name; m++) {
            py_Obj *v = py_method_descr_new(S, &nn_type_Tensor, m);
            if (!v)
                return -1;
            int r = py_dict_set_str(S, nn_type_Tensor.dict, m->name, v);
            py_decref(S, v);
            if (r < 0)
                return -1;
        }
        for (const char *const *a = mt->torch_aliases; a && *a; a++) {
            int64_t i = find_method(mt->tensor_methods, *a);
            if (i < 0)
                return py_err_format(S, PY_T(SystemError), "nn_more: alias %s has no method", *a), -1;
            py_Obj *f = alias_new(S, *a, (int64_t)(k + 1) * NN_MORE_STRIDE + i);
            if (!f)
                return -1;
            int r = py_module_add(S, torch, *a, f);
            py_decref(S, f);
            if (r < 0)
                return -1;
        }
        for (const py_MethodDef *f = mt->torch_funcs; f && f->name; f++) {
            py_Obj *fn = py_cfunc_new(S, f->name, f->fn, NULL);
            if (!fn)
                return -1;
            int r = py_module_add(S, torch, f->name, fn);
            py_decref(S, fn);
            if (r < 0)
                return -1;
        }
        if (mt->init && mt->init(S, torch) < 0)
            return -1;
    }
    return 0;
}
