/* nn_tensor_complex.c — the glue for complex tensors: + - * / (methods and
 * operators, either side, with Python complex/real scalars), == / !=, neg,
 * conj, abs, sum/mean, .real / .imag, item(), tolist(), float()/int()/bool()/
 * complex(); every other op on a complex tensor raises NotImplementedError
 * naming it (nn_complex_refuse), or PyTorch's own error where PyTorch
 * rejects complex too. Views, copies, indexing, cat/stack/where and dtype
 * conversions go through the ordinary paths (the tensor core moves whole
 * complex elements there and refuses complex operands of real kernels). */
#include "nn_glue.h"

#include <stdio.h>
#include <string.h>

#include "py_complex.h"
#include "ts_complex.h"

bool nn_is_complex_tensor(py_Obj *o) { return nn_is_tensor(o) && ts_dtype_is_complex(NN_T(o)->dtype); }

py_Obj *nn_complex_refuse(py_State *S, const char *op)
{
    return py_err_format(S, PY_T(NotImplementedError), "%s is not supported for complex tensors by nnscope", op);
}

/* PyTorch's own refusal for kernels without complex support. */
py_Obj *nn_complex_torch_refuse(py_State *S, const char *kernel, ts_DType dt)
{
    return py_err_format(S, PY_T(RuntimeError), "\"%s\" not implemented for '%s'", kernel, ts_dtype_short(dt));
}

/* Operand as a tensor (new ref): tensors as is, Python numbers 0-dim complex128. */
static ts_Tensor *operand(py_State *S, py_Obj *o, bool *scalar)
{
    ts_Tensor *t = NULL;
    *scalar = !nn_is_tensor(o);
    if (!*scalar) {
        t = NN_T(o);
        ts_retain(t);
        return t;
    }
    double re, im;
    if (py_complex_parts(S, o, &re, &im) < 0)
        return NULL;
    nb_Status st = ts_complex_full(NN_CTX(S), 0, NULL, TS_COMPLEX128, re, im, &t);
    if (st != NB_OK) {
        nn_raise_status(S, st);
        return NULL;
    }
    t->is_wrapped_number = true; /* a Python number: promotes like one */
    return t;
}

/* Result dtype: torch.result_type (ts_result_type knows complex: 0-dim
 * tensors and Python numbers only raise the category); a complex Python
 * scalar with only integral tensors takes the default complex dtype. */
static ts_DType result_type(py_State *S, ts_Tensor *a, bool as, ts_Tensor *b, bool bs)
{
    ts_DType rt = ts_result_type(a, b);
    /* float16 with a complex number is complex32 in PyTorch (bfloat16 has no complex type): not supported */
    bool half = (!as && !a->is_wrapped_number && (a->dtype == TS_FLOAT16 || a->dtype == TS_BFLOAT16)) ||
                (!bs && !b->is_wrapped_number && (b->dtype == TS_FLOAT16 || b->dtype == TS_BFLOAT16));
    bool cxt = (!as && ts_dtype_is_complex(a->dtype) && a->ndim > 0) || (!bs && ts_dtype_is_complex(b->dtype) && b->ndim > 0);
    if (half && !cxt)
        return TS_NDTYPES;
    if (!ts_dtype_is_complex(rt))
        rt = rt == TS_FLOAT64 ? TS_COMPLEX128 : TS_COMPLEX64;
    bool any_real_float = (!as && (ts_dtype_is_float(a->dtype) || ts_dtype_is_complex(a->dtype))) ||
                          (!bs && (ts_dtype_is_float(b->dtype) || ts_dtype_is_complex(b->dtype)));
    if (!any_real_float && nn_state(S)->default_dtype == TS_FLOAT64)
        rt = TS_COMPLEX128;
    return rt;
}

/* a op b where op is '+', '-', '*' (alpha scales b); a or b may be numbers. */
py_Obj *nn_complex_arith(py_State *S, int op, py_Obj *a, py_Obj *b, double alpha)
{
    bool as, bs;
    if (op == '-' && ((nn_is_tensor(a) && NN_T(a)->dtype == TS_BOOL) || (nn_is_tensor(b) && NN_T(b)->dtype == TS_BOOL)))
        return py_err_setstr(S, PY_T(RuntimeError),
                             "Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.");
    ts_Tensor *x = operand(S, a, &as), *y = x ? operand(S, b, &bs) : NULL, *r = NULL;
    if (!y) {
        ts_release(x);
        return NULL;
    }
    ts_DType rt = result_type(S, x, as, y, bs);
    if (rt == TS_NDTYPES) {
        ts_release(x);
        ts_release(y);
        return nn_complex_refuse(S, "arithmetic giving complex32 (ComplexHalf)");
    }
    nb_Status st = ts_complex_binary(NN_CTX(S), op, x, y, alpha, rt, &r);
    ts_release(x);
    ts_release(y);
    NN_TRY(S, st);
    return nn_tensor_wrap_steal(S, r);
}

/* Binary operator slot for complex operands (Python op index). */
py_Obj *nn_complex_binop(py_State *S, py_Obj *a, py_Obj *b, int pyop)
{
    if (!nn_is_tensor(a) && !nn_is_number(a) && !py_is_complex(a))
        return py_newref(S->NotImplemented);
    if (!nn_is_tensor(b) && !nn_is_number(b) && !py_is_complex(b))
        return py_newref(S->NotImplemented);
    switch (pyop) {
    case PY_OP_ADD: return nn_complex_arith(S, '+', a, b, 1.0);
    case PY_OP_SUB: return nn_complex_arith(S, '-', a, b, 1.0);
    case PY_OP_MUL: return nn_complex_arith(S, '*', a, b, 1.0);
    case PY_OP_TRUEDIV: return nn_complex_arith(S, '/', a, b, 1.0);
    case PY_OP_FLOORDIV: {
        py_Obj *t = nn_is_complex_tensor(a) ? a : b;
        return nn_complex_torch_refuse(S, "div_floor_cpu", nn_is_complex_tensor(t) ? NN_T(t)->dtype : TS_COMPLEX64);
    }
    default: return nn_complex_refuse(S, py_binop_symbol[pyop]);
    }
}

py_Obj *nn_complex_abs(py_State *S, py_Obj *self)
{
    ts_Tensor *r;
    NN_TRY(S, ts_complex_abs(NN_CTX(S), NN_T(self), &r));
    return nn_tensor_wrap_steal(S, r);
}

/* .real / .imag: float views of complex tensors; real of a real tensor is itself. */
py_Obj *nn_complex_part(py_State *S, py_Obj *self, bool imag)
{
    ts_Tensor *t = NN_T(self), *r;
    if (!ts_dtype_is_complex(t->dtype)) {
        if (imag)
            return py_err_setstr(S, PY_T(RuntimeError), "imag is not implemented for tensors with non-complex dtypes.");
        return py_newref(self);
    }
    ts_DType pdt;
    NN_TRY(S, ts_complex_part(NN_CTX(S), t, imag, &pdt, &r));
    return nn_tensor_wrap_steal(S, r);
}

/* item() of a one-element complex tensor. */
py_Obj *nn_complex_item(py_State *S, py_Obj *self)
{
    ts_Tensor *t = NN_T(self);
    int64_t n = ts_numel(t);
    if (n != 1)
        return py_err_format(S, PY_T(RuntimeError), "a Tensor with %lld elements cannot be converted to Scalar",
                             (long long)n);
    double re, im;
    ts_complex_get(t, 0, &re, &im);
    return py_complex_new(S, re, im);
}

/* -z / z.conj(): op 'n' or 'c'. */
py_Obj *nn_complex_unary(py_State *S, py_Obj *self, int op)
{
    ts_Tensor *r;
    NN_TRY(S, ts_complex_unary(NN_CTX(S), op, NN_T(self), &r));
    return nn_tensor_wrap_steal(S, r);
}

/* a == b / a != b with a complex on either side (b: tensor, number or complex). */
py_Obj *nn_complex_cmp(py_State *S, py_Obj *a, py_Obj *b, bool ne)
{
    bool as, bs;
    ts_Tensor *x = operand(S, a, &as), *y = x ? operand(S, b, &bs) : NULL, *r = NULL;
    if (!y) {
        ts_release(x);
        return NULL;
    }
    /* Python numbers compare at the tensor's precision */
    if (as) x->is_wrapped_number = true;
    if (bs) y->is_wrapped_number = true;
    nb_Status st = ts_complex_eq(NN_CTX(S), x, y, ne, &r);
    ts_release(x);
    ts_release(y);
    NN_TRY(S, st);
    return nn_tensor_wrap_steal(S, r);
}

/* sum / mean of a complex tensor (dims NULL = all); dtype TS_NODTYPE or complex. */
py_Obj *nn_complex_sum(py_State *S, py_Obj *self, const int64_t *dims, int nd, bool keepdim, int dtype, bool mean)
{
    ts_Tensor *t = NN_T(self), *r = NULL, *cast = NULL;
    if (dtype != TS_NODTYPE && !ts_dtype_is_complex((ts_DType)dtype))
        return nn_complex_refuse(S, mean ? "mean(dtype=<real dtype>)" : "sum(dtype=<real dtype>)");
    if (dtype != TS_NODTYPE && dtype != (int)t->dtype) {
        NN_TRY(S, ts_complex_cast(NN_CTX(S), t, (ts_DType)dtype, &cast));
        t = cast;
    }
    nb_Status st = ts_complex_sum(NN_CTX(S), t, dims, nd, keepdim, mean, &r);
    ts_release(cast);
    NN_TRY(S, st);
    return nn_tensor_wrap_steal(S, r);
}

/* Python complex of element i. */
py_Obj *nn_complex_elem(py_State *S, ts_Tensor *t, int64_t i)
{
    double re, im;
    ts_complex_get(t, i, &re, &im);
    return py_complex_new(S, re, im);
}

/* float(z) / int(z) of a one-element complex tensor: only when the imaginary
 * part is zero (PyTorch's overflow message otherwise). kind 'f', 'i'. */
py_Obj *nn_complex_to_real(py_State *S, ts_Tensor *t, int kind)
{
    double re, im;
    ts_complex_get(t, 0, &re, &im);
    if (im != 0)
        return py_err_format(S, PY_T(RuntimeError), "value cannot be converted to type %s without overflow",
                             kind == 'f' ? "double" : "int64_t");
    if (kind == 'f')
        return py_float_new(S, re);
    return py_int_from_double(S, re);
}

/* self op= other (op '+', '-', '*', '/'): computed out of place, then copied
 * back; a real self cannot hold a complex result (PyTorch's error). */
py_Obj *nn_complex_inplace(py_State *S, py_Obj *self, int op, py_Obj *other, double alpha)
{
    py_Obj *r = nn_complex_arith(S, op, self, other, alpha);
    if (!r)
        return NULL;
    ts_Tensor *t = NN_T(self), *v = NN_T(r);
    nb_Status st = NB_OK;
    if (!ts_dtype_is_complex(t->dtype)) {
        py_decref(S, r);
        return py_err_format(S, PY_T(RuntimeError), "result type %s can't be cast to the desired output type %s",
                             ts_dtype_short(v->dtype), ts_dtype_short(t->dtype));
    }
    if (v->ndim != t->ndim || memcmp(v->shape, t->shape, sizeof(int64_t) * (size_t)t->ndim)) {
        char a[200], b[200];
        ts_fmt_shape(a, sizeof a, t->ndim, t->shape);
        ts_fmt_shape(b, sizeof b, v->ndim, v->shape);
        py_decref(S, r);
        return py_err_format(S, PY_T(RuntimeError), "output with shape %s doesn't match the broadcast shape %s", a, b);
    }
    st = ts_copy_(NN_CTX(S), t, v);
    py_decref(S, r);
    NN_TRY(S, st);
    return py_newref(self);
}
