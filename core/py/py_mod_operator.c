/* py_mod_operator.c — the _operator module: the operator functions that are
 * plain calls of the abstract object protocol, as builtins, so that their
 * repr ("<built-in function add>") and arity errors ("add expected 2
 * arguments, got 4", "_operator.neg() takes exactly one argument (2 given)")
 * are CPython's. operator.py imports them over its Python definitions. */
#include "py.h"
#include "py_builtins.h"
#include "py_num.h"

#define OF(name) static py_Obj *o_##name(py_State *S, py_Obj *self, py_Obj *const *args, \
                                         py_ssize nargs, py_Obj *kwnames)

/* CPython's positional-only argument checks of _operator. */
static int arity(py_State *S, const char *name, py_ssize nargs, py_Obj *kwnames, py_ssize n)
{
    if (kwnames && py_tuple_len(kwnames)) {
        py_err_format(S, PY_T(TypeError), "_operator.%s() takes no keyword arguments", name);
        return -1;
    }
    if (nargs == n) return 0;
    if (n == 1)
        py_err_format(S, PY_T(TypeError), "_operator.%s() takes exactly one argument (%zd given)", name, nargs);
    else
        py_err_format(S, PY_T(TypeError), "%s expected %zd arguments, got %zd", name, n, nargs);
    return -1;
}

#define BIN(name, op) OF(name) { \
        if (arity(S, #name, nargs, kwnames, 2) < 0) return NULL; \
        return py_binop(S, args[0], args[1], op); }
#define IBIN(name, op) OF(name) { \
        if (arity(S, #name, nargs, kwnames, 2) < 0) return NULL; \
        return py_inplace_binop(S, args[0], args[1], op); }
#define CMP(name, op) OF(name) { \
        if (arity(S, #name, nargs, kwnames, 2) < 0) return NULL; \
        return py_richcompare(S, args[0], args[1], op); }
#define UN(name, fn) OF(name) { \
        if (arity(S, #name, nargs, kwnames, 1) < 0) return NULL; \
        return fn(S, args[0]); }

BIN(add, PY_OP_ADD) BIN(sub, PY_OP_SUB) BIN(mul, PY_OP_MUL) BIN(matmul, PY_OP_MATMUL)
BIN(truediv, PY_OP_TRUEDIV) BIN(floordiv, PY_OP_FLOORDIV) BIN(mod, PY_OP_MOD) BIN(pow, PY_OP_POW)
BIN(lshift, PY_OP_LSHIFT) BIN(rshift, PY_OP_RSHIFT) BIN(and_, PY_OP_AND) BIN(xor, PY_OP_XOR)
BIN(or_, PY_OP_OR)
IBIN(iadd, PY_OP_ADD) IBIN(isub, PY_OP_SUB) IBIN(imul, PY_OP_MUL) IBIN(imatmul, PY_OP_MATMUL)
IBIN(itruediv, PY_OP_TRUEDIV) IBIN(ifloordiv, PY_OP_FLOORDIV) IBIN(imod, PY_OP_MOD)
IBIN(ipow, PY_OP_POW) IBIN(ilshift, PY_OP_LSHIFT) IBIN(irshift, PY_OP_RSHIFT)
IBIN(iand, PY_OP_AND) IBIN(ixor, PY_OP_XOR) IBIN(ior, PY_OP_OR)
CMP(lt, PY_LT) CMP(le, PY_LE) CMP(eq, PY_EQ) CMP(ne, PY_NE) CMP(gt, PY_GT) CMP(ge, PY_GE)
UN(neg, py_neg) UN(pos, py_pos) UN(abs, py_abs) UN(inv, py_invert) UN(invert, py_invert)

/* operator.index(True) is 1: the result is an exact int, as PyNumber_Index's. */
OF(index)
{
    if (arity(S, "index", nargs, kwnames, 1) < 0) return NULL;
    py_Obj *r = py_index(S, args[0]);
    if (!r || r->type == PY_T(int)) return r;
    py_Obj *e = py_int_exact(S, r);
    py_decref(S, r);
    return e;
}

OF(not_)
{
    if (arity(S, "not_", nargs, kwnames, 1) < 0) return NULL;
    int t = py_truthy(S, args[0]);
    return t < 0 ? NULL : PY_BOOL(S, !t);
}

OF(truth)
{
    if (arity(S, "truth", nargs, kwnames, 1) < 0) return NULL;
    int t = py_truthy(S, args[0]);
    return t < 0 ? NULL : PY_BOOL(S, t);
}

OF(is_)
{
    if (arity(S, "is_", nargs, kwnames, 2) < 0) return NULL;
    return PY_BOOL(S, args[0] == args[1]);
}

OF(is_not)
{
    if (arity(S, "is_not", nargs, kwnames, 2) < 0) return NULL;
    return PY_BOOL(S, args[0] != args[1]);
}

OF(getitem)
{
    if (arity(S, "getitem", nargs, kwnames, 2) < 0) return NULL;
    return py_getitem(S, args[0], args[1]);
}

OF(setitem)
{
    if (arity(S, "setitem", nargs, kwnames, 3) < 0) return NULL;
    if (py_setitem(S, args[0], args[1], args[2]) < 0) return NULL;
    PY_RETURN_NONE(S);
}

OF(delitem)
{
    if (arity(S, "delitem", nargs, kwnames, 2) < 0) return NULL;
    if (py_delitem(S, args[0], args[1]) < 0) return NULL;
    PY_RETURN_NONE(S);
}

OF(contains)
{
    if (arity(S, "contains", nargs, kwnames, 2) < 0) return NULL;
    int r = py_contains(S, args[0], args[1]);
    return r < 0 ? NULL : PY_BOOL(S, r);
}

static const py_MethodDef operator_funcs[] = {
#define E(n) {#n, o_##n, PY_METH_STATIC},
    E(add) E(sub) E(mul) E(matmul) E(truediv) E(floordiv) E(mod) E(pow) E(lshift) E(rshift)
    E(and_) E(xor) E(or_) E(iadd) E(isub) E(imul) E(imatmul) E(itruediv) E(ifloordiv) E(imod)
    E(ipow) E(ilshift) E(irshift) E(iand) E(ixor) E(ior) E(lt) E(le) E(eq) E(ne) E(gt) E(ge)
    E(neg) E(pos) E(abs) E(inv) E(invert) E(not_) E(truth) E(is_) E(is_not) E(getitem)
    E(setitem) E(delitem) E(contains) E(index)
#undef E
    {NULL, NULL, 0}
};

const py_ModuleDef py_moddef__operator = {"_operator", operator_funcs, NULL};
