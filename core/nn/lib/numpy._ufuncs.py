# numpy._ufuncs: the elementwise functions (sin ... tanh, exp, log, sqrt with numpy's
# floating-point warnings, abs, sign, floor, the binary ufuncs as functions, clip, round) of
# numpy.py's ndarray; given a Tensor they answer with a Tensor, through numpy, as numpy does.
import builtins as _bi
import torch
from numpy import (_WRAP_MSG, _arr, _binary, _fp_warn, _from_tensor, _out, _result_dtype, _tensor_of, _to_torch,
                   _warn)

def _unary_float(name, tf):
    def f(x, out=None):
        if isinstance(x, torch.Tensor):
            _warn(_WRAP_MSG, 3)
            return _to_torch(f(_from_tensor(x)))
        a = _arr(x)
        t = a._t
        if not t.dtype.is_floating_point:
            t = t.to(torch.float64)
        if name in _DOMAIN and t.numel():
            _DOMAIN[name](t, name)
        r = tf(t)
        if out is not None:
            out._t.copy_(r)
            return out
        return _out(r)
    f.__name__ = name
    return f


def _log_dom(t, name):
    if _bi.bool((t == 0).any()):
        _fp_warn("divide by zero", name, 4)
    if _bi.bool((t < 0).any()):
        _fp_warn("invalid value", name, 4)


def _sqrt_dom(t, name):
    if _bi.bool((t < 0).any()):
        _fp_warn("invalid value", name, 4)


_DOMAIN = {"log": _log_dom, "log2": _log_dom, "log10": _log_dom, "sqrt": _sqrt_dom}

sin = _unary_float("sin", torch.sin)
cos = _unary_float("cos", torch.cos)
tan = _unary_float("tan", torch.tan)
arcsin = _unary_float("arcsin", torch.asin)
arccos = _unary_float("arccos", torch.acos)
arctan = _unary_float("arctan", torch.atan)
sinh = _unary_float("sinh", torch.sinh)
cosh = _unary_float("cosh", torch.cosh)
tanh = _unary_float("tanh", torch.tanh)
exp = _unary_float("exp", torch.exp)
exp2 = _unary_float("exp2", torch.exp2)
expm1 = _unary_float("expm1", torch.expm1)
log = _unary_float("log", torch.log)
log2 = _unary_float("log2", torch.log2)
log10 = _unary_float("log10", torch.log10)
log1p = _unary_float("log1p", torch.log1p)
sqrt = _unary_float("sqrt", torch.sqrt)
cbrt = _unary_float("cbrt", lambda t: torch.sign(t) * torch.abs(t) ** (1.0 / 3.0))
deg2rad = _unary_float("deg2rad", torch.deg2rad)
rad2deg = _unary_float("rad2deg", torch.rad2deg)
radians = deg2rad
degrees = rad2deg


def _unary_same(name, tf):
    def f(x, out=None):
        if isinstance(x, torch.Tensor):
            _warn(_WRAP_MSG, 3)
            return _to_torch(f(_from_tensor(x)))
        a = _arr(x)
        return _out(tf(a._t))
    f.__name__ = name
    return f


def _floorlike(tf):
    def g(t):
        return tf(t) if t.dtype.is_floating_point else t.clone()
    return g


absolute = _unary_same("absolute", torch.abs)
abs = absolute
fabs = _unary_float("fabs", torch.abs)
negative = _unary_same("negative", torch.neg)
sign = _unary_same("sign", torch.sign)
floor = _unary_same("floor", _floorlike(torch.floor))
ceil = _unary_same("ceil", _floorlike(torch.ceil))
trunc = _unary_same("trunc", _floorlike(torch.trunc))
rint = _unary_same("rint", _floorlike(torch.round))
fix = trunc
square = _unary_same("square", lambda t: t * t)
reciprocal = _unary_same("reciprocal", torch.reciprocal)
logical_not = _unary_same("logical_not", torch.logical_not)
isnan = _unary_same("isnan", torch.isnan)
isinf = _unary_same("isinf", torch.isinf)
isfinite = _unary_same("isfinite", torch.isfinite)
signbit = _unary_same("signbit", torch.signbit)


def _binfunc(name, op):
    def f(x1, x2, out=None):
        r = _binary(x1, x2, op)
        if out is not None:
            out._t.copy_(_arr(r)._t)
            return out
        return r
    f.__name__ = name
    return f


add = _binfunc("add", "add")
subtract = _binfunc("subtract", "sub")
multiply = _binfunc("multiply", "mul")
divide = _binfunc("divide", "truediv")
true_divide = divide
floor_divide = _binfunc("floor_divide", "floordiv")
mod = _binfunc("remainder", "mod")
remainder = mod
power = _binfunc("power", "pow")
maximum = _binfunc("maximum", "maximum")
minimum = _binfunc("minimum", "minimum")
fmax = _binfunc("fmax", "fmax")
fmin = _binfunc("fmin", "fmin")
arctan2 = _binfunc("arctan2", "arctan2")
hypot = _binfunc("hypot", "hypot")
greater = _binfunc("greater", "gt")
greater_equal = _binfunc("greater_equal", "ge")
less = _binfunc("less", "lt")
less_equal = _binfunc("less_equal", "le")
equal = _binfunc("equal", "eq")
not_equal = _binfunc("not_equal", "ne")
bitwise_and = _binfunc("bitwise_and", "and")
bitwise_or = _binfunc("bitwise_or", "or")
bitwise_xor = _binfunc("bitwise_xor", "xor")


def logical_and(a, b):
    return _out(torch.logical_and(_arr(a)._t, _arr(b)._t))


def logical_or(a, b):
    return _out(torch.logical_or(_arr(a)._t, _arr(b)._t))


def logical_xor(a, b):
    return _out(torch.logical_xor(_arr(a)._t, _arr(b)._t))


def clip(a, a_min=None, a_max=None, out=None):
    if isinstance(a, torch.Tensor):  # numpy calls the argument's own clip method: a tensor stays a tensor
        return a.clip(a_min, a_max) if out is None else a.clip(a_min, a_max, out=out)
    a = _arr(a)
    d = _result_dtype(tuple(x for x in (a, a_min, a_max) if x is not None))
    t = a._t.to(d._t)
    lo = _tensor_of(a_min, d) if a_min is not None else None
    hi = _tensor_of(a_max, d) if a_max is not None else None
    if isinstance(lo, torch.Tensor) or isinstance(hi, torch.Tensor):
        if lo is not None and not isinstance(lo, torch.Tensor):
            lo = torch.tensor(lo, dtype=d._t)
        if hi is not None and not isinstance(hi, torch.Tensor):
            hi = torch.tensor(hi, dtype=d._t)
        r = t
        if lo is not None:
            r = torch.maximum(r, lo)
        if hi is not None:
            r = torch.minimum(r, hi)
    else:
        r = torch.clamp(t, lo, hi)
    return _out(r)


def round(a, decimals=0):
    if isinstance(a, torch.Tensor):
        return torch.round(a, decimals=decimals)
    a = _arr(a)
    if not a._t.dtype.is_floating_point:
        return _out(a._t.clone()) if decimals >= 0 else _out(a._t)
    if decimals == 0:
        return _out(torch.round(a._t))
    f = 10.0 ** decimals
    return _out(torch.round(a._t * f) / f)


around = round


def sigmoid(x):
    return 1 / (1 + exp(-x))
