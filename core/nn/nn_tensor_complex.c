/* nn_tensor_complex.c — the glue for complex tensors: + - * (methods and
 * operators, either side, with Python complex/real scalars), abs, .real /
 * .imag, item(); every other op on a complex tensor raises
 * NotImplementedError naming it (nn_complex_refuse). */
#include "nn_glue.h"
#include "py_complex.h"
#include "ts_complex.h"

bool nn_is_complex_tensor(py_Obj *o) { return nn_is_tensor(o) && ts_dtype_is_complex(NN_T(o)->dtype); }

py_Obj *nn_complex_refuse(py_State *S, const char *op)
{
    return py_err_format(S, PY_T(NotImplementedError), "%s is not supported on complex tensors by nnscope", op);
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
    return t;
}

/* Result dtype: complex128 when a (non-scalar) tensor is double/complex128,
 * else complex64; a complex Python scalar with only integral tensors takes
 * the default complex dtype. */
static ts_DType result_type(py_State *S, ts_Tensor *a, bool as, ts_Tensor *b, bool bs)
{
    bool wide = false;
    if (!as && (a->dtype == TS_FLOAT64 || a->dtype == TS_COMPLEX128))
        wide = true;
    if (!bs && (b->dtype == TS_FLOAT64 || b->dtype == TS_COMPLEX128))
        wide = true;
    bool any_real_float = (!as && (ts_dtype_is_float(a->dtype) || ts_dtype_is_complex(a->dtype))) ||
                          (!bs && (ts_dtype_is_float(b->dtype) || ts_dtype_is_complex(b->dtype)));
    if (!wide && !any_real_float && nn_state(S)->default_dtype == TS_FLOAT64)
        wide = true;
    return wide ? TS_COMPLEX128 : TS_COMPLEX64;
}

/* a op b where op is '+', '-', '*' (alpha scales b); a or b may be numbers. */
py_Obj *nn_complex_arith(py_State *S, int op, py_Obj *a, py_Obj *b, double alpha)
{
    bool as, bs;
    ts_Tensor *x = operand(S, a, &as), *y = x ? operand(S, b, &bs) : NULL, *r = NULL;
    if (!y) {
        ts_release(x);
        return NULL;
    }
    nb_Status st = ts_complex_binary(NN_CTX(S), op, x, y, alpha, result_type(S, x, as, y, bs), &r);
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
