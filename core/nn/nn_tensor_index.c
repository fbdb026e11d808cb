/* nn_tensor_index.c — t[key] and t[key] = v: Python index keys (ints,
 * bools, slices with steps, None, Ellipsis, bool masks, integer tensors and
 * lists, tuples combining them) translated to ts_Index and handed to
 * ts_index / ts_index_put_. */
#include <string.h>

#include "nn_glue.h"
#include "py_complex.h"
#include "ts_complex.h"

#define MAXIDX 16

typedef struct Keys {
    ts_Index idx[MAXIDX];
    ts_Tensor *owned[MAXIDX];   /* tensors made from lists / scalars (released by keys_free) */
    int n, nowned;
} Keys;

static void keys_free(Keys *k)
{
    for (int i = 0; i < k->nowned; i++)
        ts_release(k->owned[i]);
    k->nowned = 0;
}

static int slice_part(py_State *S, py_Obj *o, bool *has, int64_t *v)
{
    *has = o && o != S->None;
    if (!*has)
        return 0;
    if (nn_is_tensor(o))
        return nn_arg_int(S, o, "slice index", v);
    if (!py_isinstance_type(o, PY_T(int))) {
        py_Obj *ix = py_index(S, o);
        if (!ix)
            return -1;
        int r = py_as_int64(S, ix, v);
        py_decref(S, ix);
        return r;
    }
    if (py_as_int64(S, o, v) < 0) {
        if (!py_err_matches(S, PY_T(OverflowError)))
            return -1;
        py_err_clear(S);
        *v = py_int_sign(o) < 0 ? INT64_MIN / 2 : INT64_MAX / 2;
    }
    return 0;
}

/* Append one index element. */
static int key_add(py_State *S, Keys *k, py_Obj *o)
{
    if (k->n >= MAXIDX) {
        py_err_setstr(S, PY_T(IndexError), "too many indices");
        return -1;
    }
    ts_Index *ix = &k->idx[k->n];
    memset(ix, 0, sizeof *ix);
    if (o->type == PY_T(bool)) {
        ix->kind = TS_IDX_BOOL;
        ix->i = o == S->True;
    } else if (py_isinstance_type(o, PY_T(int))) {
        ix->kind = TS_IDX_INT;
        if (py_as_int64(S, o, &ix->i) < 0)
            return -1;
    } else if (o->type == PY_T(slice)) {
        py_Obj *start = py_getattr(S, o, S->id.start);
        py_Obj *stop = start ? py_getattr(S, o, S->id.stop) : NULL;
        py_Obj *step = stop ? py_getattr(S, o, S->id.step) : NULL;
        int r = -1;
        if (step) {
            bool hs;
            int64_t st = 1;
            ix->kind = TS_IDX_SLICE;
            if (slice_part(S, start, &ix->has_start, &ix->start) == 0 &&
                slice_part(S, stop, &ix->has_stop, &ix->stop) == 0 && slice_part(S, step, &hs, &st) == 0) {
                ix->step = hs ? st : 1;
                r = 0;
                if (ix->step == 0) {
                    py_err_setstr(S, PY_T(ValueError), "slice step cannot be zero");
                    r = -1;
                } else if (ix->step < 0) {
                    py_err_setstr(S, PY_T(ValueError), "step must be greater than zero");
                    r = -1;
                }
            }
        }
        py_xdecref(S, start);
        py_xdecref(S, stop);
        py_xdecref(S, step);
        if (r < 0)
            return -1;
    } else if (o == S->None) {
        ix->kind = TS_IDX_NONE;
    } else if (o == S->Ellipsis) {
        ix->kind = TS_IDX_ELLIPSIS;
    } else if (!strcmp(py_type_name(o->type), "numpy.ndarray")) {   /* a numpy array: its tensor */
        py_Obj *nd = nn_ndarray_tensor(S, o);
        if (!nd) {
            if (!S->exc)
                py_err_setstr(S, PY_T(IndexError), "an ndarray without a tensor cannot index");
            return -1;
        }
        ts_Tensor *t = NN_T(nd);
        ts_retain(t);
        py_decref(S, nd);
        k->owned[k->nowned++] = t;
        if (ts_dtype_is_float(t->dtype)) {
            py_err_setstr(S, PY_T(IndexError), "tensors used as indices must be long, int, byte or bool tensors");
            return -1;
        }
        ix->kind = TS_IDX_TENSOR;
        ix->t = t;
    } else if (nn_is_tensor(o)) {
        ts_Tensor *t = NN_T(o);
        if (t->dtype == TS_UINT8 &&
            py_warn(S, PY_T(UserWarning),
                    "indexing with dtype torch.uint8 is now deprecated, please use a dtype torch.bool instead. "
                    "(Triggered internally at ./aten/src/ATen/native/IndexingUtils.h:29.)") < 0)
            return -1;
        if (ts_dtype_is_float(t->dtype)) {
            py_err_setstr(S, PY_T(IndexError),
                          "tensors used as indices must be long, int, byte or bool tensors");
            return -1;
        }
        ix->kind = TS_IDX_TENSOR;
        ix->t = t;
    } else if ((o->type->flags & (PY_TPFLAG_LIST_SUB | PY_TPFLAG_TUPLE_SUB)) || o->type == PY_T(range)) {
        ts_Tensor *t;
        if (o->type == PY_T(range)) {
            py_Obj *l = py_seq_list(S, o);
            if (!l)
                return -1;
            t = nn_tensor_from_data(S, l, TS_NODTYPE);
            py_decref(S, l);
        } else {
            t = nn_tensor_from_data(S, o, TS_NODTYPE);
        }
        if (!t)
            return -1;
        k->owned[k->nowned++] = t;
        if (ts_dtype_is_float(t->dtype)) {
            py_err_setstr(S, PY_T(IndexError),
                          "tensors used as indices must be long, int, byte or bool tensors");
            return -1;
        }
        ix->kind = TS_IDX_TENSOR;
        ix->t = t;
    } else if (py_isinstance_type(o, PY_T(str))) {
        py_err_format(S, PY_T(TypeError), "new(): invalid data type '%s'", o->type->name);
        return -1;
    } else {
        py_Obj *iv = py_getattr_opt(S, o, S->id.__index__);
        if (iv) {
            py_decref(S, iv);
            py_Obj *n = py_index(S, o);
            if (!n)
                return -1;
            ix->kind = TS_IDX_INT;
            int r = py_as_int64(S, n, &ix->i);
            py_decref(S, n);
            if (r < 0)
                return -1;
        } else {
            if (!S->exc)
                py_err_format(S, PY_T(IndexError),
                              "only integers, slices (`:`), ellipsis (`...`), None and long or byte Variables are "
                              "valid indices (got %s)", o->type->name);
            return -1;
        }
    }
    k->n++;
    return 0;
}

/* PyTorch treats a short list index holding a tensor, sequence, slice,
 * Ellipsis or None like a tuple of indices (m[[[1, 0]]] == m[[1, 0]]). */
static bool list_as_tuple(py_State *S, py_Obj *key)
{
    if (!(key->type->flags & PY_TPFLAG_LIST_SUB) || py_list_len(key) >= 32)
        return false;
    for (py_ssize i = 0; i < py_list_len(key); i++) {
        py_Obj *o = py_list_getB(key, i);
        if (nn_is_tensor(o) || (o->type->flags & (PY_TPFLAG_LIST_SUB | PY_TPFLAG_TUPLE_SUB)) || o->type == PY_T(slice) ||
            o == S->Ellipsis || o == S->None)
            return true;
    }
    return false;
}

static int keys_parse(py_State *S, py_Obj *key, Keys *k)
{
    k->n = k->nowned = 0;
    if (list_as_tuple(S, key)) {
        for (py_ssize i = 0; i < py_list_len(key); i++)
            if (key_add(S, k, py_list_getB(key, i)) < 0) {
                keys_free(k);
                return -1;
            }
        return 0;
    }
    if (key->type == PY_T(tuple)) {
        for (py_ssize i = 0; i < py_tuple_len(key); i++)
            if (key_add(S, k, py_tuple_getB(key, i)) < 0) {
                keys_free(k);
                return -1;
            }
        return 0;
    }
    if (key_add(S, k, key) < 0) {
        keys_free(k);
        return -1;
    }
    return 0;
}

py_Obj *nn_tensor_getitem(py_State *S, py_Obj *self, py_Obj *key)
{
    if (NN_T(self)->ndim == 0 && py_isinstance_type(key, PY_T(int)) && key->type != PY_T(bool))
        return py_err_setstr(S, PY_T(IndexError),
                             "invalid index of a 0-dim tensor. Use `tensor.item()` in Python or `tensor.item<T>()` "
                             "in C++ to convert a 0-dim tensor to a number");
    Keys k;
    if (keys_parse(S, key, &k) < 0)
        return NULL;
    ts_Tensor *r;
    nb_Status st = ts_index(NN_CTX(S), NN_T(self), k.idx, k.n, &r);
    keys_free(&k);
    NN_TRY(S, st);
    return nn_tensor_wrap_steal(S, r);
}

int nn_tensor_setitem(py_State *S, py_Obj *self, py_Obj *key, py_Obj *v)
{
    if (!v) {
        py_err_setstr(S, PY_T(TypeError), "'Tensor' object does not support item deletion");
        return -1;
    }
    ts_Tensor *val;
    if (py_is_complex(v)) {
        /* a Python complex: complex tensors take it whole; real ones only without an imaginary part */
        double re, im;
        if (py_complex_parts(S, v, &re, &im) < 0)
            return -1;
        ts_DType dt = NN_T(self)->dtype;
        if (!ts_dtype_is_complex(dt) && im != 0) {
            if (dt == TS_FLOAT32 || dt == TS_FLOAT64)
                py_err_format(S, PY_T(RuntimeError), "value cannot be converted to type %s without overflow",
                              dt == TS_FLOAT32 ? "float" : "double");
            else
                nn_complex_refuse(S, "assigning a complex number to a real tensor");
            return -1;
        }
        nb_Status cs = ts_dtype_is_complex(dt) ? ts_complex_full(NN_CTX(S), 0, NULL, TS_COMPLEX128, re, im, &val)
                                               : ts_scalar_tensor(NN_CTX(S), ts_sc_f(re), TS_NODTYPE, true, &val);
        NN_TRYI(S, cs);
    } else if (nn_is_tensor(v) || nn_is_number(v)) {
        if (nn_as_tensor_operand(S, v, "value", &val) < 0)
            return -1;
    } else if (v->type->flags & (PY_TPFLAG_LIST_SUB | PY_TPFLAG_TUPLE_SUB)) {
        val = nn_tensor_from_data(S, v, TS_NODTYPE);
        if (!val)
            return -1;
    } else {
        py_err_format(S, PY_T(TypeError), "can't assign a %s to a %s", v->type->name,
                      ts_dtype_legacy(NN_T(self)->dtype));
        return -1;
    }
    Keys k;
    if (keys_parse(S, key, &k) < 0) {
        ts_release(val);
        return -1;
    }
    ts_Tensor *t = NN_T(self);
    if (k.n == 1 && k.idx[0].kind == TS_IDX_TENSOR && k.idx[0].t->dtype == TS_UINT8 && val->ndim == 0) {
        /* PyTorch sends a single mask with a scalar value to masked_fill_, which refuses uint8 */
        keys_free(&k);
        ts_release(val);
        py_err_setstr(S, PY_T(RuntimeError), "masked_fill_ only supports boolean masks, but got mask with dtype unsigned char");
        return -1;
    }
    bool basic = true;
    for (int i = 0; i < k.n; i++)
        if (k.idx[i].kind == TS_IDX_TENSOR || k.idx[i].kind == TS_IDX_BOOL)
            basic = false;
    if (basic && NN_CTX(S)->grad_enabled && t->requires_grad && ts_is_leaf(t)) {
        /* t[i] = v goes through a view of t, as in PyTorch */
        keys_free(&k);
        ts_release(val);
        py_err_setstr(S, PY_T(RuntimeError),
                      "a view of a leaf Variable that requires grad is being used in an in-place operation.");
        return -1;
    }
    if (ts_dtype_is_complex(val->dtype) && !ts_dtype_is_complex(t->dtype)) {
        if (!basic) {
            py_err_format(S, PY_T(RuntimeError),
                          "Index put requires the source and destination dtypes match, got %s for the destination and %s for the source.",
                          ts_dtype_short(t->dtype), ts_dtype_short(val->dtype));
            keys_free(&k);
            ts_release(val);
            return -1;
        }
        ts__complex_warn_discard(NN_CTX(S)); /* a copy_ into the view, as PyTorch's */
    }
    nb_Status st = ts_index_put_(NN_CTX(S), t, k.idx, k.n, val);
    keys_free(&k);
    ts_release(val);
    NN_TRYI(S, st);
    return 0;
}
