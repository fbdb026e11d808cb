/* py_bool.c — bool: a subclass of int with exactly two immortal instances
 * (S->True, S->False, created by py_init_numbers). &, |, ^ between bools give
 * bools; every other operation is int's (inherited by py_type_ready). */
#include "py_num.h"

py_Obj *py_bool_from(py_State *S, bool b) { return PY_BOOL(S, b); }

static py_Obj *bool_repr(py_State *S, py_Obj *o)
{
    py_Obj *s = py_intern(S, py_int_small(o) ? "True" : "False");
    return s ? py_newref(s) : NULL;
}

static py_Obj *bool_new(py_State *S, py_Type *t, py_Obj *const *args, py_ssize nargs, py_Obj *kwnames)
{
    if (kwnames && py_tuple_len(kwnames))
        return py_err_setstr(S, PY_T(TypeError), "bool() takes no keyword arguments");
    if (nargs > 1)
        return py_err_format(S, PY_T(TypeError), "bool expected at most 1 argument, got %zd", nargs);
    if (nargs == 0)
        return PY_BOOL(S, false);
    int r = py_truthy(S, args[0]);
    if (r < 0)
        return NULL;
    return PY_BOOL(S, r);
}

#define BOOL_BITOP(fname, op, expr)                                          \
    static py_Obj *fname(py_State *S, py_Obj *a, py_Obj *b)                  \
    {                                                                        \
        if (PY_TYPE(a) == &py_type_bool && PY_TYPE(b) == &py_type_bool) {    \
            int64_t x = py_int_small(a), y = py_int_small(b);                \
            return PY_BOOL(S, (expr) != 0);                                  \
        }                                                                    \
        if (!py_is_int(a) || !py_is_int(b))                                  \
            return py_newref(S->NotImplemented);                             \
        return py_int_binop(S, a, b, op);                                    \
    }

BOOL_BITOP(bool_and, PY_OP_AND, x & y)
BOOL_BITOP(bool_or, PY_OP_OR, x | y)
BOOL_BITOP(bool_xor, PY_OP_XOR, x ^ y)

static py_Obj *bool_invert(py_State *S, py_Obj *a)
{
    if (py_warn(S, PY_T(DeprecationWarning),
                "Bitwise inversion '~' on bool is deprecated and will be removed in Python 3.16. "
                "This returns the bitwise inversion of the underlying int object and is usually not "
                "what you expect from negating a bool. Use the 'not' operator for boolean negation or "
                "~int(x) if you really want the bitwise inversion of the underlying int.") < 0)
        return NULL;
    return py_int_from_i64(S, ~py_int_small(a));
}

static py_Obj *bool_format(py_State *S, py_Obj *self, py_Obj *const *a, py_ssize n, py_Obj *kw)
{
    if (py_check_nargs(S, "__format__", n, kw, 1, 1) < 0)
        return NULL;
    if (!py_is_str(a[0]))
        return py_err_format(S, PY_T(TypeError), "__format__() argument must be str, not %s",
                             py_obj_typename(a[0]));
    return py_int_format_spec(S, self, a[0]);
}

static const py_MethodDef bool_methods[] = {
    {"__format__", bool_format, PY_METH_INSTANCE},
    {NULL, NULL, 0},
};

py_Type py_type_bool = {
    .ob = {PY_IMMORTAL, &py_type_type},
    .name = "bool",
    .basicsize = sizeof(py_Int),
    .flags = PY_TPFLAG_INT_SUB,          /* not subclassable */
    .base = &py_type_int,
    .methods = bool_methods,
    .tp_new = bool_new,
    .repr = bool_repr,
    .nb = {[PY_OP_AND] = bool_and, [PY_OP_OR] = bool_or, [PY_OP_XOR] = bool_xor},
    .nb_invert = bool_invert,
};
