# numpy: the subset of numpy 2.2 that tutorial and model code uses, on the engine's tensors.
# An ndarray holds one torch tensor (`_t`, never requiring grad); dtypes follow numpy's defaults
# (float64, int64) and NEP 50 promotion (Python scalars are weak, numpy scalars strong); a 0-d
# result of an operation is a numpy scalar (np.float64 is a float subclass, as in numpy).
# Printing reproduces numpy 2.2's array2string: precision 8 unique digits, scientific switching,
# 75-column wrapping, summarising over 1000 elements.
import builtins as _bi
import math as _math
import struct as _struct
import torch

__version__ = "2.2.4"

pi = 3.141592653589793
e = 2.718281828459045
inf = float("inf")
nan = float("nan")
newaxis = None
euler_gamma = 0.5772156649015329


def _f32(x):
    """Round a Python float to the nearest float32 (as a Python float)."""
    try:
        return _struct.unpack("f", _struct.pack("f", x))[0]
    except OverflowError:
        return inf if x > 0 else -inf


# ------------------------------------------------------------------ dtypes

class dtype:
    """A numpy dtype: one shared instance per type (np.dtype('float64') is np.dtype(float))."""

    def __new__(cls, obj=None, align=False, copy=False):
        return _dt(obj)

    @property
    def name(self):
        return self._name

    @property
    def kind(self):
        return self._kind

    @property
    def itemsize(self):
        return self._size

    @property
    def type(self):
        return self._type

    @property
    def char(self):
        return self._char

    @property
    def str(self):
        return ("|" if self._size == 1 else "<") + self._kind + _bi.str(self._size)

    def __repr__(self):
        return "dtype('%s')" % self._name

    def __str__(self):
        return self._name

    def __eq__(self, other):
        try:
            return self is _dt(other)
        except TypeError:
            return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(self._name)


_DTYPES = {}
_BY_TORCH = {}


def _mkdt(name, kind, size, tdt, char):
    d = object.__new__(dtype)
    d._name = name
    d._kind = kind
    d._size = size
    d._t = tdt
    d._char = char
    d._type = None
    _DTYPES[name] = d
    _BY_TORCH[tdt] = d
    return d


_d_bool = _mkdt("bool", "b", 1, torch.bool, "?")
_d_int8 = _mkdt("int8", "i", 1, torch.int8, "b")
_d_uint8 = _mkdt("uint8", "u", 1, torch.uint8, "B")
_d_int16 = _mkdt("int16", "i", 2, torch.int16, "h")
_d_int32 = _mkdt("int32", "i", 4, torch.int32, "i")
_d_int64 = _mkdt("int64", "i", 8, torch.int64, "l")
_d_float16 = _mkdt("float16", "f", 2, torch.float16, "e")
_d_float32 = _mkdt("float32", "f", 4, torch.float32, "f")
_d_float64 = _mkdt("float64", "f", 8, torch.float64, "d")

_ALIASES = {"float": "float64", "f8": "float64", "d": "float64", "double": "float64", "f4": "float32",
            "f": "float32", "single": "float32", "f2": "float16", "e": "float16", "half": "float16",
            "int": "int64", "i8": "int64", "l": "int64", "long": "int64", "int_": "int64", "intp": "int64",
            "i4": "int32", "i": "int32", "intc": "int32", "i2": "int16", "h": "int16", "short": "int16",
            "i1": "int8", "b": "int8", "byte": "int8", "u1": "uint8", "B": "uint8", "ubyte": "uint8",
            "?": "bool", "bool_": "bool", "b1": "bool"}


def _dt(obj):
    """The dtype that `obj` (dtype, name, scalar type, Python type, torch dtype, None) names."""
    if isinstance(obj, dtype):
        return obj
    if obj is None or obj is float:
        return _d_float64
    if obj is int:
        return _d_int64
    if obj is _bi.bool:
        return _d_bool
    if isinstance(obj, _bi.str):
        n = obj[1:] if obj[:1] in "<>=|" and len(obj) > 1 else obj
        n = _ALIASES.get(n, n)
        if n in _DTYPES:
            return _DTYPES[n]
        raise TypeError("data type '%s' not understood" % obj)
    if isinstance(obj, type) and hasattr(obj, "_np_dtype"):
        return obj._np_dtype
    if isinstance(obj, ndarray) or isinstance(obj, generic):
        return obj.dtype
    if obj in _BY_TORCH:
        return _BY_TORCH[obj]
    if hasattr(obj, "dtype") and isinstance(obj.dtype, dtype):
        return obj.dtype
    raise TypeError("Cannot interpret '%r' as a data type" % (obj,))


# ------------------------------------------------------------------ scalar types

def _f16(x):
    try:
        return _struct.unpack("e", _struct.pack("e", x))[0]
    except OverflowError:
        return inf if x > 0 else -inf


def _shortest(x, is32):
    """The shortest digits that read back as x, as Python writes them; x is a float64, or a float32
    (is32 true) or a float16 (is32 == 2) value."""
    if is32 and x == x and x not in (inf, -inf) and x != 0:
        rnd = _f16 if is32 == 2 else _f32
        for p in range(1, 10):
            s = "%.*e" % (p - 1, x)
            if rnd(float(s)) == x:
                return repr(float(s))
    return repr(x)


class generic:
    """Base of the numpy scalar types."""

    @property
    def dtype(self):
        return type(self)._np_dtype

    @property
    def shape(self):
        return ()

    @property
    def ndim(self):
        return 0

    @property
    def size(self):
        return 1

    def item(self):
        return _py(self)

    def tolist(self):
        return _py(self)

    def astype(self, dt):
        return _scalar(_dt(dt), _py(self))

    def __array_wrap(self):
        return _arr(self)

    def reshape(self, *shape):
        return _arr(self).reshape(*shape)

    def sum(self, *a, **k):
        return _arr(self).sum(*a, **k)

    def mean(self, *a, **k):
        return _arr(self).mean(*a, **k)

    def __getattr__(self, name):
        if name in ("T", "max", "min", "argmax", "round", "clip", "flatten", "ravel", "squeeze", "copy",
                    "all", "any", "std", "var", "prod", "cumsum"):
            return getattr(_arr(self), name)
        raise AttributeError("'numpy.%s' object has no attribute '%s'" % (type(self).__name__, name))


def _sc_binop(op, rop):
    # a list or tuple operand becomes an array (np.float64(1) - [1, 2] is an array), except for *,
    # where the sequence's repetition decides (as numpy leaves it)
    import operator as _operator
    seq_op = getattr(_operator, op) if op in ("add", "sub", "truediv", "floordiv", "mod", "pow") else None

    def f(self, other):
        if seq_op is not None and isinstance(other, (list, tuple)):
            return seq_op(asarray(self), asarray(other))
        if isinstance(other, (ndarray, torch.Tensor)) or not _is_scalarlike(other):
            return NotImplemented
        return _binary(self, other, op)

    def r(self, other):
        if seq_op is not None and isinstance(other, (list, tuple)):
            return seq_op(asarray(other), asarray(self))
        if isinstance(other, (ndarray, torch.Tensor)) or not _is_scalarlike(other):
            return NotImplemented
        return _binary(other, self, op)
    return f, r


class floating(generic):
    pass


class integer(generic):
    pass


class signedinteger(integer):
    pass


class unsignedinteger(integer):
    pass


number = generic
inexact = floating


class float64(float, floating):
    """numpy.float64: a float subclass, repr np.float64(x)."""

    def __new__(cls, x=0.0):
        if isinstance(x, (ndarray, list, tuple)):
            return _arr(x).astype(cls)
        return float.__new__(cls, float(x))

    def __repr__(self):
        return "np.float64(%s)" % float.__repr__(self)

    def __str__(self):
        return float.__repr__(self)

    def __format__(self, spec):
        return float(self).__format__(spec)

    def __hash__(self):
        return float.__hash__(self)

    def __neg__(self):
        return float64(-float(self))

    def __abs__(self):
        return float64(builtins_abs(float(self)))

    def __pos__(self):
        return self

    def __bool__(self):
        return float(self) != 0.0

    def __round__(self, n=None):
        if n is None:
            return builtins_round(float(self))
        return float64(builtins_round(float(self), n))

    def __eq__(self, o):
        if isinstance(o, (ndarray, torch.Tensor)):
            return NotImplemented
        return float(self) == o

    def __ne__(self, o):
        if isinstance(o, (ndarray, torch.Tensor)):
            return NotImplemented
        return float(self) != o

    def __lt__(self, o):
        if isinstance(o, (ndarray, torch.Tensor)):
            return NotImplemented
        return bool_(float(self) < o)

    def __le__(self, o):
        if isinstance(o, (ndarray, torch.Tensor)):
            return NotImplemented
        return bool_(float(self) <= o)

    def __gt__(self, o):
        if isinstance(o, (ndarray, torch.Tensor)):
            return NotImplemented
        return bool_(float(self) > o)

    def __ge__(self, o):
        if isinstance(o, (ndarray, torch.Tensor)):
            return NotImplemented
        return bool_(float(self) >= o)


class float32(float, floating):
    """numpy.float32: kept as a float holding a float32 value, printed with float32 digits."""

    def __new__(cls, x=0.0):
        if isinstance(x, (ndarray, list, tuple)):
            return _arr(x).astype(cls)
        return float.__new__(cls, _f32(float(x)))

    def __repr__(self):
        return "np.float32(%s)" % _shortest(float(self), True)

    def __str__(self):
        return _shortest(float(self), True)

    def __format__(self, spec):
        return float(self).__format__(spec)

    def __hash__(self):
        return float.__hash__(self)

    def __neg__(self):
        return float32(-float(self))

    def __abs__(self):
        return float32(builtins_abs(float(self)))

    def __bool__(self):
        return float(self) != 0.0

    def __round__(self, n=None):
        # numpy rounds in float32: rint(x * 10**n) / 10**n (x / 10**-n, then * for n < 0)
        if n is None:
            return builtins_round(float(self))
        f = _f32(10.0 ** builtins_abs(n))
        if n >= 0:
            return float32(_f32(builtins_round(_f32(float(self) * f), 0) / f))
        return float32(_f32(builtins_round(_f32(float(self) / f), 0) * f))


class float16(float32):
    """numpy.float16: a float holding a float16 value, printed with float16 digits."""

    def __new__(cls, x=0.0):
        if isinstance(x, (ndarray, list, tuple)):
            return _arr(x).astype(cls)
        return float.__new__(cls, _f16(float(x)))

    def __repr__(self):
        return "np.float16(%s)" % _shortest(float(self), 2)

    def __str__(self):
        return _shortest(float(self), 2)


class _intscalar(int, signedinteger):
    def __new__(cls, x=0):
        if isinstance(x, (ndarray, list, tuple)):
            return _arr(x).astype(cls)
        return int.__new__(cls, _wrapint(int(x), cls._np_dtype))

    def __repr__(self):
        return "np.%s(%s)" % (type(self).__name__, int.__repr__(self))

    def __str__(self):
        return int.__repr__(self)

    def __format__(self, spec):
        return int(self).__format__(spec)

    def __hash__(self):
        return int.__hash__(self)

    def __neg__(self):
        return type(self)(-int(self))

    def __abs__(self):
        return type(self)(builtins_abs(int(self)))

    def __index__(self):
        return int(self)

    def __bool__(self):
        return int(self) != 0


class int64(_intscalar):
    pass


class int32(_intscalar):
    pass


class int16(_intscalar):
    pass


class int8(_intscalar):
    pass


class uint8(_intscalar):
    pass


def _wrapint(v, d):
    bits = d._size * 8
    if d._kind == "u":
        return v & ((1 << bits) - 1)
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >= 1 << (bits - 1) else v


class bool_(generic):
    """numpy.bool: np.True_ / np.False_ (one instance each)."""

    def __new__(cls, x=False):
        if isinstance(x, (ndarray, list, tuple)):
            return _arr(x).astype(bool)
        return True_ if x else False_

    def __bool__(self):
        return self is True_

    def __repr__(self):
        return "np.True_" if self is True_ else "np.False_"

    def __str__(self):
        return "True" if self is True_ else "False"

    def __index__(self):
        return 1 if self is True_ else 0

    def __int__(self):
        return 1 if self is True_ else 0

    def __float__(self):
        return 1.0 if self is True_ else 0.0

    def __hash__(self):
        return hash(self is True_)

    def __eq__(self, o):
        if isinstance(o, (ndarray, torch.Tensor)):
            return NotImplemented
        return bool_((self is True_) == o)

    def __ne__(self, o):
        if isinstance(o, (ndarray, torch.Tensor)):
            return NotImplemented
        return bool_((self is True_) != o)

    def __invert__(self):
        return False_ if self is True_ else True_

    def __and__(self, o):
        if isinstance(o, (_bi.bool, bool_)):
            return bool_(_bi.bool(self) and _bi.bool(o))
        return NotImplemented

    def __or__(self, o):
        if isinstance(o, (_bi.bool, bool_)):
            return bool_(_bi.bool(self) or _bi.bool(o))
        return NotImplemented


bool_.__name__ = "bool"
bool_.__qualname__ = "bool"
True_ = object.__new__(bool_)
False_ = object.__new__(bool_)

_SCALAR_TYPES = ((float64, _d_float64), (float32, _d_float32), (float16, _d_float16), (int64, _d_int64),
                 (int32, _d_int32), (int16, _d_int16), (int8, _d_int8), (uint8, _d_uint8), (bool_, _d_bool))
for _c, _d in _SCALAR_TYPES:
    _c._np_dtype = _d
    _c._nns_tp_name = "numpy." + _c.__name__
    _c.__name__ = _c.__name__   # makes the type take the tp_name
    _d._type = _c
    _c.__module__ = "numpy"

for _name in ("__add__", "__sub__", "__mul__", "__truediv__", "__floordiv__", "__mod__", "__pow__"):
    _op = _name[2:-2]
    _f, _r = _sc_binop(_op, None)
    for _c in (float64, float32, int64, int32, int16, int8, uint8):
        setattr(_c, _name, _f)
        setattr(_c, "__r" + _name[2:], _r)
for _name in ("__lt__", "__le__", "__gt__", "__ge__", "__eq__", "__ne__"):
    _op = _name[2:-2]
    _f, _r = _sc_binop(_op, None)
    for _c in (float32, int64, int32, int16, int8, uint8):
        setattr(_c, _name, _f)

double = float64
single = float32
half = float16
int_ = int64
long = int64
intp = int64
intc = int32
short = int16
byte = int8
ubyte = uint8
bool = bool_


def _scalar(d, v):
    """A numpy scalar of dtype d holding the Python value v."""
    if d is _d_bool:
        return True_ if v else False_
    return d._type(v)


def _py(s):
    if isinstance(s, bool_):
        return s is True_
    if isinstance(s, float):
        return float(s)
    return int(s)


def _is_scalarlike(o):
    return isinstance(o, (int, float, generic)) or isinstance(o, _bi.bool)


# ------------------------------------------------------------------ promotion

_KIND_RANK = {"b": 0, "u": 1, "i": 1, "f": 2}


def _promote2(a, b):
    """numpy's promotion of two strong dtypes."""
    if a is b:
        return a
    ka, kb = _KIND_RANK[a._kind], _KIND_RANK[b._kind]
    if ka != kb:
        lo, hi = (a, b) if ka < kb else (b, a)
        if hi._kind == "f" and lo._kind in "iu":
            need = {1: 2, 2: 4, 4: 8, 8: 8}[lo._size]
            if lo._kind == "u" and lo._size == 1:
                need = 2
            return _float_of_size(builtins_max(need, hi._size))
        return hi
    if a._kind != b._kind:
        u, s = (a, b) if a._kind == "u" else (b, a)
        if s._size > u._size:
            return s
        return {1: _d_int16, 2: _d_int32, 4: _d_int64, 8: _d_float64}[u._size]
    return a if a._size >= b._size else b


builtins_max = _bi.max
builtins_min = _bi.min
builtins_abs = _bi.abs
builtins_sum = _bi.sum
builtins_round = _bi.round
builtins_all = _bi.all
builtins_any = _bi.any


def _float_of_size(n):
    return {2: _d_float16, 4: _d_float32, 8: _d_float64}[n]


def _weak_kind(o):
    """'b' / 'i' / 'f' for a Python scalar (weak under NEP 50), None otherwise."""
    if isinstance(o, generic):
        return None
    if isinstance(o, _bi.bool):
        return "b"
    if isinstance(o, int):
        return "i"
    if isinstance(o, float):
        return "f"
    return None


def _result_dtype(operands):
    """The dtype of an operation over `operands` (arrays, numpy scalars, Python scalars)."""
    strong = None
    weak = "b"
    for o in operands:
        k = _weak_kind(o)
        if k is None:
            d = o.dtype if isinstance(o, (ndarray, generic)) else _arr(o).dtype
            strong = d if strong is None else _promote2(strong, d)
        elif _KIND_RANK[k] > _KIND_RANK[weak]:
            weak = k
    if strong is None:
        return {"b": _d_bool, "i": _d_int64, "f": _d_float64}[weak]
    if _KIND_RANK[weak] > _KIND_RANK[strong._kind]:
        return _d_int64 if weak == "i" else _d_float64
    return strong


def _tensor_of(o, d):
    """o as a tensor of dtype d (a Python scalar stays a Python number)."""
    if isinstance(o, ndarray):
        t = o._t
    elif isinstance(o, generic):
        t = torch.tensor(_py(o), dtype=o.dtype._t)
    elif _weak_kind(o) is not None:
        if d._kind == "f":
            return float(o)
        if d._kind == "b":
            return _bi.bool(o)
        return int(o)
    else:
        t = _arr(o)._t
    if t.dtype != d._t:
        t = t.to(d._t)
    return t


def _out(t):
    """Wrap a result tensor: a 0-d result becomes a numpy scalar."""
    if t.dim() == 0:
        return _scalar(_BY_TORCH[t.dtype], t.item())
    return _wrap(t)


def _wrap(t):
    a = object.__new__(ndarray)
    a._t = t
    return a


_TORCH_BIN = {
    "add": torch.add, "sub": torch.sub, "mul": torch.mul, "truediv": torch.div, "floordiv": torch.floor_divide,
    "mod": torch.remainder, "pow": torch.pow, "lt": torch.lt, "le": torch.le, "gt": torch.gt, "ge": torch.ge,
    "eq": torch.eq, "ne": torch.ne, "and": torch.bitwise_and, "or": torch.bitwise_or, "xor": torch.bitwise_xor,
    "maximum": torch.maximum, "minimum": torch.minimum, "arctan2": torch.atan2, "hypot": torch.hypot,
    "fmax": torch.fmax, "fmin": torch.fmin,
}
_CMP = ("lt", "le", "gt", "ge", "eq", "ne")


def _binary(a, b, op, lvl=0):
    """numpy's binary ufunc `op` on a and b with broadcasting and NEP 50 promotion."""
    d = _result_dtype((a, b))
    if op == "truediv" or op in ("arctan2", "hypot"):
        if d._kind != "f":
            d = _d_float64
    elif op == "sub" and d is _d_bool:
        raise TypeError("numpy boolean subtract, the `-` operator, is not supported, use the bitwise_xor, "
                        "the `^` operator, or the logical_xor function instead.")
    ta = _tensor_of(a, d)
    tb = _tensor_of(b, d)
    if not isinstance(ta, torch.Tensor) and not isinstance(tb, torch.Tensor):
        ta = torch.tensor(ta, dtype=d._t)
    _check_bcast(ta, tb)
    if op == "truediv" and d._kind == "f":
        _div_warn(ta, tb, 5 + lvl)
    if op == "add" and d is _d_bool:
        op = "or"
    elif op == "mul" and d is _d_bool:
        op = "and"
    if op == "pow" and d._kind in "iu":
        if isinstance(tb, int) and tb < 0 or isinstance(tb, torch.Tensor) and tb.numel() and _bi.bool((tb < 0).any()):
            raise ValueError("Integers to negative integer powers are not allowed.")
    if op in ("floordiv", "mod") and d._kind in "iu":
        return _out(_int_divmod(ta, tb, d, op, 5 + lvl))
    if not isinstance(ta, torch.Tensor):
        f = _TORCH_BIN[op]
        if op in ("sub", "truediv", "floordiv", "mod", "pow", "lt", "le", "gt", "ge"):
            ta = torch.tensor(ta, dtype=d._t)
            r = f(ta, tb)
        else:
            r = f(tb, ta)
    else:
        r = _TORCH_BIN[op](ta, tb)
    if op not in _CMP and r.dtype != d._t:
        r = r.to(d._t)
    return _out(r)


def _fp_warn(what, name, level):
    import warnings
    warnings.warn("%s encountered in %s" % (what, name), RuntimeWarning, stacklevel=level)


def _div_warn(ta, tb, level):
    """numpy's floating-point error warnings of a division (divide by zero, invalid value)."""
    if isinstance(tb, torch.Tensor):
        z = tb == 0
        if not _bi.bool(z.any()):
            return
    elif tb != 0:
        return
    else:
        z = None
    num = ta if isinstance(ta, torch.Tensor) else torch.tensor(ta, dtype=torch.float64)
    if z is not None:
        num = torch.broadcast_tensors(num, z)[0][torch.broadcast_tensors(num, z)[1]]
    if _bi.bool(((num != 0) & ~torch.isnan(num)).any()):
        _fp_warn("divide by zero", "divide", level)
    if _bi.bool((num == 0).any()):
        _fp_warn("invalid value", "divide", level)


def _check_bcast(ta, tb):
    if isinstance(ta, torch.Tensor) and isinstance(tb, torch.Tensor):
        _bshape(tuple(ta.shape), tuple(tb.shape))


def _bshape(s1, s2):
    n = builtins_max(len(s1), len(s2))
    a = (1,) * (n - len(s1)) + s1
    b = (1,) * (n - len(s2)) + s2
    out = []
    for x, y in zip(a, b):
        if x != y and x != 1 and y != 1:
            raise ValueError("operands could not be broadcast together with shapes %s %s " % (_shs(s1), _shs(s2)))
        out.append(y if x == 1 else x)
    return tuple(out)


def _shs(s):
    return "(" + ",".join(_bi.str(x) for x in s) + ("," if len(s) == 1 else "") + ")"


def _int_divmod(ta, tb, d, op, level):
    if not isinstance(ta, torch.Tensor):
        ta = torch.tensor(ta, dtype=d._t)
    if not isinstance(tb, torch.Tensor):
        tb = torch.tensor(tb, dtype=d._t)
    ta, tb = torch.broadcast_tensors(ta, tb)
    zero = tb == 0
    if _bi.bool(zero.any()):
        _fp_warn("divide by zero", "floor_divide" if op == "floordiv" else "remainder", level)
    safe = torch.where(zero, torch.ones_like(tb), tb)
    r = torch.floor_divide(ta, safe) if op == "floordiv" else torch.remainder(ta, safe)
    return torch.where(zero, torch.zeros_like(r), r)


# ------------------------------------------------------------------ conversion

def _nested(o, shape, depth, flat, kinds):
    if isinstance(o, ndarray):
        s = tuple(o._t.shape)
        _merge_shape(shape, depth, s)
        flat.extend(o._t.reshape(-1).tolist())
        kinds.append(o.dtype)
        return
    if isinstance(o, torch.Tensor):
        return _nested(_from_tensor(o), shape, depth, flat, kinds)
    if isinstance(o, range):
        o = list(o)
    if isinstance(o, (list, tuple)):
        _merge_shape(shape, depth, (len(o),), partial=True)
        for x in o:
            _nested(x, shape, depth + 1, flat, kinds)
        if len(o) == 0:
            _merge_shape(shape, depth + 1, (), final=True)
        return
    _merge_shape(shape, depth, (), final=True)
    if isinstance(o, generic):
        kinds.append(o.dtype)
        flat.append(_py(o))
    elif isinstance(o, _bi.bool):
        kinds.append("b")
        flat.append(o)
    elif isinstance(o, int):
        kinds.append("i")
        flat.append(o)
    elif isinstance(o, float):
        kinds.append("f")
        flat.append(o)
    else:
        raise TypeError("unsupported element for numpy.array in nnscope: %s" % type(o).__name__)


class _Ragged(Exception):
    pass


def _merge_shape(shape, depth, s, partial=False, final=False):
    # shape[0] holds the list of dims; shape[1] the depth where leaves sit
    dims = shape[0]
    if final:
        if shape[1] is None:
            shape[1] = depth
        elif shape[1] != depth:
            raise _Ragged(builtins_min(shape[1], depth))
        return
    for i, n in enumerate(s):
        k = depth + i
        if k < len(dims):
            if dims[k] != n:
                raise _Ragged(k)
        else:
            dims.append(n)
    if not partial:
        _merge_shape(shape, depth + len(s), (), final=True)


def _kinds_dtype(kinds):
    strong = None
    weak = "b"
    for k in kinds:
        if isinstance(k, dtype):
            strong = k if strong is None else _promote2(strong, k)
        elif _KIND_RANK[k] > _KIND_RANK[weak]:
            weak = k
    # array(): Python scalars are not weak here, they have default dtypes
    dw = {"b": _d_bool, "i": _d_int64, "f": _d_float64}[weak]
    if strong is None:
        return dw
    if weak == "b" and not builtins_any(k == "b" for k in kinds if not isinstance(k, dtype)):
        return strong
    return _promote2(strong, dw)


_WRAP_MSG = ("__array_wrap__ must accept context and return_scalar arguments (positionally) in the future. "
             "(Deprecated NumPy 2.0)")
_COPY_MSG = ("__array__ implementation doesn't accept a copy keyword, so passing copy=False failed. __array__ must "
             "implement 'dtype' and 'copy' keyword arguments. To learn more, see the migration guide "
             "https://numpy.org/devdocs/numpy_2_0_migration_guide.html#adapting-to-changes-in-the-copy-keyword")


def _warn(msg, level):
    import warnings
    warnings.warn(msg, DeprecationWarning, stacklevel=level)


def _to_torch(r):
    """A ufunc result given back to a Tensor operand (Tensor.__array_wrap__)."""
    if isinstance(r, ndarray):
        return r._t
    return torch.tensor(_py(r), dtype=r.dtype._t)


def _from_tensor(t):
    if t.requires_grad:
        raise RuntimeError("Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.")
    if t.dtype not in _BY_TORCH:
        if t.dtype == torch.bfloat16:
            raise TypeError("Got unsupported ScalarType BFloat16")
        raise TypeError("nnscope's numpy has no dtype for %s" % t.dtype)
    return _wrap(t.detach())


def _tensor_from_ndarray(a):
    """torch.from_numpy: the ndarray's own tensor (same memory)."""
    if not isinstance(a, ndarray):
        raise TypeError("expected np.ndarray (got %s)" % type(a).__name__)
    return a._t


_NOCOPY_MSG = ("Unable to avoid copy while creating an array as requested.\nIf using `np.array(obj, copy=False)` "
               "replace it with `np.asarray(obj)` to allow a copy when needed (no behavior change in NumPy 1.x).\n"
               "For more details, see https://numpy.org/devdocs/numpy_2_0_migration_guide.html"
               "#adapting-to-changes-in-the-copy-keyword.")


def array(obj, dtype=None, copy=True, ndmin=0):
    d = None if dtype is None else _dt(dtype)
    if copy is False and not (isinstance(obj, ndarray) and (d is None or obj._t.dtype == d._t)) \
            and not isinstance(obj, torch.Tensor):
        raise ValueError(_NOCOPY_MSG)   # numpy 2: copy=False means "never copy" (copy=None: "if needed")
    if isinstance(obj, ndarray):
        t = obj._t
        if d is not None and t.dtype != d._t:
            t = t.to(d._t)
        elif copy:
            t = t.clone()
        r = _wrap(t)
    elif isinstance(obj, torch.Tensor):
        if copy or copy is False:
            _warn(_COPY_MSG, 3)
        r = _from_tensor(obj)
        if d is not None:
            r = r.astype(d)
        elif copy:
            r = _wrap(r._t.clone())
    else:
        shape = [[], None]
        flat = []
        kinds = []
        try:
            _nested(obj, shape, 0, flat, kinds)
        except _Ragged as ex:
            k = ex.args[0]
            raise ValueError("setting an array element with a sequence. The requested array has an inhomogeneous "
                             "shape after %d dimensions. The detected shape was %s + inhomogeneous part."
                             % (k, _bi.str(tuple(shape[0][:k]))))
        dims = tuple(shape[0])
        if shape[1] is not None:
            dims = dims[:shape[1]]
        if d is None:
            d = _kinds_dtype(kinds) if flat else _d_float64
        if d._kind in "iu" and builtins_any(isinstance(x, float) and x != x for x in flat):
            raise ValueError("cannot convert float NaN to integer")
        if d._kind in "iu":
            flat = [int(x) for x in flat]
        t = torch.tensor(flat, dtype=d._t).reshape(dims)
        r = _wrap(t)
    while r.ndim < ndmin:
        r = _wrap(r._t.unsqueeze(0))
    return r


def asarray(a, dtype=None):
    if isinstance(a, ndarray) and (dtype is None or _dt(dtype) is a.dtype):
        return a
    if isinstance(a, torch.Tensor) and dtype is None:
        return _from_tensor(a)
    return array(a, dtype=dtype, copy=None)


asanyarray = asarray
ascontiguousarray = asarray


def _arr(o):
    if isinstance(o, ndarray):
        return o
    return array(o, copy=None)


# ------------------------------------------------------------------ indexing helpers

def _key(k, shape):
    """A numpy index as a torch index (negative-step slices become index tensors)."""
    if isinstance(k, tuple):
        parts = list(k)
    else:
        parts = [k]
    out = []
    # dims consumed, to find the axis of a negative-step slice
    ell = None
    used = 0
    for p in parts:
        if p is not None and p is not Ellipsis:
            if isinstance(p, ndarray) and p.dtype is _d_bool:
                used += p.ndim
            else:
                used += 1
    ax = 0
    for p in parts:
        if p is Ellipsis:
            out.append(Ellipsis)
            ax += len(shape) - used
        elif p is None:
            out.append(None)
        elif isinstance(p, slice):
            if p.step is not None and p.step < 0:
                n = shape[ax]
                idx = list(range(*p.indices(n)))
                out.append(("neg", torch.tensor(idx, dtype=torch.int64)))
            else:
                out.append(p)
            ax += 1
        elif isinstance(p, ndarray):
            out.append(p._t)
            ax += p.ndim if p.dtype is _d_bool else 1
        elif isinstance(p, (list, range)) or (isinstance(p, tuple) and isinstance(k, tuple)):
            # any other sequence (a range, a tuple inside the key) is an index array
            a = array(list(p))
            out.append(a._t)
            ax += a.ndim if a.dtype is _d_bool else 1
        elif isinstance(p, generic):
            out.append(_py(p))
            ax += 1
        elif isinstance(p, int) or isinstance(p, torch.Tensor):
            out.append(p)
            ax += 1
        else:
            raise IndexError("only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and integer or "
                             "boolean arrays are valid indices")
    return out


def _apply_key(t, k):
    out = _key(k, tuple(t.shape))
    negs = [i for i, p in enumerate(out) if isinstance(p, tuple)]
    if not negs:
        return t[tuple(out)], None
    # take each reversed axis with index_select first (a copy), then the rest
    ax = 0
    rest = []
    for p in out:
        if isinstance(p, tuple):
            t = t.index_select(ax, p[1])
            rest.append(slice(None))
            ax += 1
        elif p is Ellipsis:
            ax += t.dim() - builtins_sum(1 for q in out if q is not None and q is not Ellipsis)
            rest.append(p)
        elif p is None:
            rest.append(p)
        else:
            ax += 1
            rest.append(p)
    return t[tuple(rest)], out


def _all_int_key(k):
    parts = k if isinstance(k, tuple) else (k,)
    for p in parts:
        if not (isinstance(p, (int, _intscalar)) and not isinstance(p, _bi.bool)):
            return False
    return True


# ------------------------------------------------------------------ ndarray

def _axis(axis):
    if isinstance(axis, list):
        return tuple(axis)
    return axis


class ndarray:
    """numpy.ndarray over one torch tensor."""

    _nns_tp_name = "numpy.ndarray"   # the C type's name in error messages

    __array_priority__ = 0.0

    def __new__(cls, shape=None, dtype=float, buffer=None):
        return _wrap(torch.zeros(_shape_arg(shape), dtype=_dt(dtype)._t))

    @property
    def shape(self):
        return tuple(self._t.shape)

    @shape.setter
    def shape(self, s):
        self._t = self._t.reshape(_shape_arg(s))

    @property
    def ndim(self):
        return self._t.dim()

    @property
    def size(self):
        return self._t.numel()

    @property
    def dtype(self):
        return _BY_TORCH[self._t.dtype]

    @property
    def itemsize(self):
        return self.dtype._size

    @property
    def nbytes(self):
        return self.dtype._size * self._t.numel()

    @property
    def strides(self):
        return tuple(s * self.dtype._size for s in self._t.stride())

    @property
    def T(self):
        return _wrap(self._t.permute(*reversed(range(self._t.dim()))))

    @property
    def real(self):
        return self

    @property
    def flat(self):
        return iter(self.flatten())

    @property
    def data(self):
        return self

    def __repr__(self):
        return _repr(self)

    def __str__(self):
        if self._t.dim() == 0:
            return _bi.str(_out(self._t))
        return _array2string(self, " ", "")

    def __format__(self, spec):
        if self._t.dim() == 0:
            return format(_out(self._t), spec)
        if spec:
            raise TypeError("unsupported format string passed to numpy.ndarray.__format__")
        return self.__str__()

    def __len__(self):
        if self._t.dim() == 0:
            raise TypeError("len() of unsized object")
        return self._t.shape[0]

    def __iter__(self):
        if self._t.dim() == 0:
            raise TypeError("iteration over a 0-d array")
        for i in range(self._t.shape[0]):
            yield self[i]

    def __bool__(self):
        if self._t.numel() != 1:
            raise ValueError("The truth value of an array with more than one element is ambiguous. "
                             "Use a.any() or a.all()")
        return _bi.bool(self._t.item())

    def __float__(self):
        if self._t.numel() != 1:
            raise TypeError("only length-1 arrays can be converted to Python scalars")
        return float(self._t.item())

    def __int__(self):
        if self._t.numel() != 1:
            raise TypeError("only length-1 arrays can be converted to Python scalars")
        return int(self._t.item())

    def __index__(self):
        if self._t.dim() != 0 or self.dtype._kind not in "iu":
            raise TypeError("only integer scalar arrays can be converted to a scalar index")
        return int(self._t.item())

    def __hash__(self):
        raise TypeError("unhashable type: 'numpy.ndarray'")

    def __array__(self, dtype=None, copy=None):
        return self

    def __getitem__(self, k):
        try:
            t, _ = _apply_key(self._t, k)
        except IndexError as ex:
            raise IndexError(_bi.str(ex).replace(" for dimension ", " for axis "))
        if t.dim() == 0 and (k == () or _all_int_key(k) or isinstance(k, generic)):
            return _scalar(self.dtype, t.item())
        return _wrap(t)

    def __setitem__(self, k, v):
        out = _key(k, self.shape)
        if builtins_any(isinstance(p, tuple) for p in out):
            idx = _wrap(torch.arange(self.size).reshape(self.shape))[k]
            flat = self._t.view(-1)
            vt = _tensor_of(v, self.dtype)
            if not isinstance(vt, torch.Tensor):
                vt = torch.tensor(vt, dtype=self._t.dtype)
            flat[idx._t.reshape(-1)] = vt.expand(idx.shape).reshape(-1)
            return
        if isinstance(v, torch.Tensor):
            v = _from_tensor(v)
        vt = _tensor_of(v, self.dtype)
        self._t[tuple(out)] = vt

    def __contains__(self, x):
        return _bi.bool((self._t == _tensor_of(x, self.dtype)).any())

    # arithmetic
    def __add__(self, o):
        return NotImplemented if isinstance(o, torch.Tensor) else _binary(self, o, "add")

    def __radd__(self, o):
        if isinstance(o, torch.Tensor):
            _warn(_WRAP_MSG, 3)
            return _to_torch(_binary(_from_tensor(o), self, "add"))
        return _binary(o, self, "add")

    def __sub__(self, o):
        return NotImplemented if isinstance(o, torch.Tensor) else _binary(self, o, "sub")

    def __rsub__(self, o):
        if isinstance(o, torch.Tensor):
            _warn(_WRAP_MSG, 3)
            return _to_torch(_binary(_from_tensor(o), self, "sub"))
        return _binary(o, self, "sub")

    def __mul__(self, o):
        return NotImplemented if isinstance(o, torch.Tensor) else _binary(self, o, "mul")

    def __rmul__(self, o):
        if isinstance(o, torch.Tensor):
            _warn(_WRAP_MSG, 3)
            return _to_torch(_binary(_from_tensor(o), self, "mul"))
        return _binary(o, self, "mul")

    def __truediv__(self, o):
        return NotImplemented if isinstance(o, torch.Tensor) else _binary(self, o, "truediv")

    def __rtruediv__(self, o):
        if isinstance(o, torch.Tensor):
            _warn(_WRAP_MSG, 3)
            return _to_torch(_binary(_from_tensor(o), self, "truediv"))
        return _binary(o, self, "truediv")

    def __floordiv__(self, o):
        return NotImplemented if isinstance(o, torch.Tensor) else _binary(self, o, "floordiv")

    def __rfloordiv__(self, o):
        if isinstance(o, torch.Tensor):
            _warn(_WRAP_MSG, 3)
            return _to_torch(_binary(_from_tensor(o), self, "floordiv"))
        return _binary(o, self, "floordiv")

    def __mod__(self, o):
        return NotImplemented if isinstance(o, torch.Tensor) else _binary(self, o, "mod")

    def __rmod__(self, o):
        if isinstance(o, torch.Tensor):
            _warn(_WRAP_MSG, 3)
            return _to_torch(_binary(_from_tensor(o), self, "mod"))
        return _binary(o, self, "mod")

    def __pow__(self, o):
        return NotImplemented if isinstance(o, torch.Tensor) else _binary(self, o, "pow")

    def __rpow__(self, o):
        if isinstance(o, torch.Tensor):
            _warn(_WRAP_MSG, 3)
            return _to_torch(_binary(_from_tensor(o), self, "pow"))
        return _binary(o, self, "pow")

    def __matmul__(self, o):
        return NotImplemented if isinstance(o, torch.Tensor) else matmul(self, o)

    def __rmatmul__(self, o):
        return matmul(o, self)

    def __and__(self, o):
        return _binary(self, o, "and")

    def __rand__(self, o):
        return _binary(o, self, "and")

    def __or__(self, o):
        return _binary(self, o, "or")

    def __ror__(self, o):
        return _binary(o, self, "or")

    def __xor__(self, o):
        return _binary(self, o, "xor")

    def __rxor__(self, o):
        return _binary(o, self, "xor")

    def __lt__(self, o):
        return NotImplemented if isinstance(o, torch.Tensor) else _binary(self, o, "lt")

    def __le__(self, o):
        return NotImplemented if isinstance(o, torch.Tensor) else _binary(self, o, "le")

    def __gt__(self, o):
        return NotImplemented if isinstance(o, torch.Tensor) else _binary(self, o, "gt")

    def __ge__(self, o):
        return NotImplemented if isinstance(o, torch.Tensor) else _binary(self, o, "ge")

    def __eq__(self, o):
        if isinstance(o, torch.Tensor):   # Tensor == ndarray: numpy compares, a bool tensor back
            return _to_torch(_binary(_from_tensor(o), self, "eq"))
        if o is None or isinstance(o, _bi.str):
            return _out(torch.zeros(self._t.shape, dtype=torch.bool))
        return _binary(self, o, "eq")

    def __ne__(self, o):
        if isinstance(o, torch.Tensor):
            return _to_torch(_binary(_from_tensor(o), self, "ne"))
        if o is None or isinstance(o, _bi.str):
            return _out(torch.ones(self._t.shape, dtype=torch.bool))
        return _binary(self, o, "ne")

    def __neg__(self):
        if self.dtype is _d_bool:
            raise TypeError("The numpy boolean negative, the `-` operator, is not supported, use the `~` operator "
                            "or the logical_not function instead.")
        return _wrap(-self._t)

    def __pos__(self):
        return _wrap(self._t.clone())

    def __abs__(self):
        return absolute(self)

    def __invert__(self):
        return _wrap(~self._t)

    def _inplace(self, o, op):
        r = _binary(self, o, op, 1)
        rd = r.dtype
        if rd is not self.dtype and not _can_cast_same_kind(rd, self.dtype):
            raise _UFuncTypeError("Cannot cast ufunc '%s' output from dtype('%s') to dtype('%s') with casting rule "
                                  "'same_kind'" % (_UFNAME[op], rd.name, self.dtype.name))
        rt = r._t if isinstance(r, ndarray) else torch.tensor(_py(r), dtype=rd._t)
        self._t.copy_(rt.to(self._t.dtype).expand(self._t.shape) if rt.dim() <= self._t.dim() else rt)
        return self

    def __iadd__(self, o):
        return self._inplace(o, "add")

    def __isub__(self, o):
        return self._inplace(o, "sub")

    def __imul__(self, o):
        return self._inplace(o, "mul")

    def __itruediv__(self, o):
        return self._inplace(o, "truediv")

    def __ifloordiv__(self, o):
        return self._inplace(o, "floordiv")

    def __imod__(self, o):
        return self._inplace(o, "mod")

    def __ipow__(self, o):
        return self._inplace(o, "pow")

    # methods
    def copy(self, order="C"):
        return _wrap(self._t.clone())

    def astype(self, dtype, copy=True):
        d = _dt(dtype)
        if d._t == self._t.dtype and not copy:
            return self
        return _wrap(self._t.to(d._t).clone() if d._t == self._t.dtype else self._t.to(d._t))

    def tolist(self):
        return self._t.tolist()

    def item(self, *args):
        if len(args) == 1 and isinstance(args[0], int):
            n = self._t.numel()
            if not -n <= args[0] < n:
                raise IndexError("index %d is out of bounds for size %d" % (args[0], n))
            return self._t.reshape(-1)[args[0]].item()
        if args:
            return _py(self[args if len(args) > 1 else args[0]])
        if self._t.numel() != 1:
            raise ValueError("can only convert an array of size 1 to a Python scalar")
        return self._t.reshape(-1)[0].item()

    def reshape(self, *shape, order="C"):
        s = _shape_arg(shape[0] if len(shape) == 1 else shape)
        try:
            return _wrap(self._t.reshape(s))
        except RuntimeError:
            raise ValueError("cannot reshape array of size %d into shape %s" % (self.size, _shs(tuple(s))))

    def resize(self, *shape):
        self._t = self._t.reshape(_shape_arg(shape[0] if len(shape) == 1 else shape))

    def view(self, dtype=None):
        return _wrap(self._t)

    def flatten(self, order="C"):
        return _wrap(self._t.reshape(-1).clone())

    def ravel(self, order="C"):
        return _wrap(self._t.reshape(-1))

    def squeeze(self, axis=None):
        return squeeze(self, axis)

    def transpose(self, *axes):
        if not axes or axes == (None,):
            return self.T
        if len(axes) == 1 and isinstance(axes[0], (tuple, list)):
            axes = axes[0]
        return _wrap(self._t.permute(*axes))

    def swapaxes(self, a, b):
        return _wrap(self._t.transpose(a, b))

    def fill(self, v):
        self._t.fill_(v)

    def dot(self, o):
        return dot(self, o)

    def sum(self, axis=None, dtype=None, out=None, keepdims=False):
        return sum(self, axis, dtype, keepdims=keepdims)

    def mean(self, axis=None, dtype=None, out=None, keepdims=False):
        return mean(self, axis, dtype, keepdims=keepdims)

    def std(self, axis=None, dtype=None, out=None, ddof=0, keepdims=False):
        return std(self, axis, ddof=ddof, keepdims=keepdims)

    def var(self, axis=None, dtype=None, out=None, ddof=0, keepdims=False):
        return var(self, axis, ddof=ddof, keepdims=keepdims)

    def max(self, axis=None, out=None, keepdims=False):
        return amax(self, axis, keepdims=keepdims)

    def min(self, axis=None, out=None, keepdims=False):
        return amin(self, axis, keepdims=keepdims)

    def argmax(self, axis=None, out=None, keepdims=False):
        return argmax(self, axis, keepdims=keepdims)

    def argmin(self, axis=None, out=None, keepdims=False):
        return argmin(self, axis, keepdims=keepdims)

    def prod(self, axis=None, dtype=None, keepdims=False):
        return prod(self, axis, keepdims=keepdims)

    def cumsum(self, axis=None, dtype=None):
        return cumsum(self, axis)

    def all(self, axis=None, keepdims=False):
        return all(self, axis, keepdims=keepdims)

    def any(self, axis=None, keepdims=False):
        return any(self, axis, keepdims=keepdims)

    def clip(self, a_min=None, a_max=None):
        return clip(self, a_min, a_max)

    def round(self, decimals=0):
        return round(self, decimals)

    def argsort(self, axis=-1, kind=None):
        return argsort(self, axis)

    def sort(self, axis=-1, kind=None):
        self._t.copy_(sort(self, axis)._t)

    def nonzero(self):
        return nonzero(self)

    def repeat(self, repeats, axis=None):
        return repeat(self, repeats, axis)

    def __array_function__(self, *a):
        return NotImplemented

    def __deepcopy__(self, memo):
        return self.copy()

    def __copy__(self):
        return self.copy()


class _UFuncTypeError(TypeError):
    pass


_UFuncTypeError.__name__ = "UFuncTypeError"
_UFNAME = {"add": "add", "sub": "subtract", "mul": "multiply", "truediv": "divide", "floordiv": "floor_divide",
           "mod": "remainder", "pow": "power"}


def _can_cast_same_kind(src, dst):
    return _KIND_RANK[src._kind] <= _KIND_RANK[dst._kind]


def _shape_arg(s):
    if isinstance(s, (int, _intscalar)):
        return (int(s),)
    return tuple(int(x) for x in s)


# ------------------------------------------------------------------ creation

def zeros(shape, dtype=float):
    return _wrap(torch.zeros(_shape_arg(shape), dtype=_dt(dtype)._t))


def ones(shape, dtype=None):
    return _wrap(torch.ones(_shape_arg(shape), dtype=_dt(dtype)._t))


def empty(shape, dtype=float):
    return zeros(shape, dtype)


def full(shape, fill_value, dtype=None):
    if dtype is None:
        dtype = _result_dtype((fill_value,)) if not isinstance(fill_value, ndarray) else fill_value.dtype
    d = _dt(dtype)
    return _wrap(torch.full(_shape_arg(shape), _py(fill_value) if isinstance(fill_value, generic) else fill_value,
                            dtype=d._t))


def zeros_like(a, dtype=None):
    a = _arr(a)
    return zeros(a.shape, a.dtype if dtype is None else dtype)


def ones_like(a, dtype=None):
    a = _arr(a)
    return ones(a.shape, a.dtype if dtype is None else dtype)


def empty_like(a, dtype=None):
    return zeros_like(a, dtype)


def full_like(a, fill_value, dtype=None):
    a = _arr(a)
    return full(a.shape, fill_value, a.dtype if dtype is None else dtype)


def arange(start, stop=None, step=1, dtype=None):
    if stop is None:
        start, stop = 0, start
    d = _result_dtype((start, stop, step)) if dtype is None else _dt(dtype)
    if isinstance(start, generic):
        start = _py(start)
    if d._kind == "f":
        n = builtins_max(0, int(_math.ceil((stop - start) / step)))
        t = torch.arange(n, dtype=torch.float64) * float(step) + float(start)
        return _wrap(t.to(d._t))
    return _wrap(torch.arange(int(start), int(stop), int(step), dtype=d._t))


def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0):
    num = int(num)
    if num < 0:
        raise ValueError("Number of samples, %d, must be non-negative." % num)
    div = (num - 1) if endpoint else num
    start = float(start)
    stop = float(stop)
    delta = stop - start
    y = torch.arange(num, dtype=torch.float64)
    step = delta / div if div > 0 else nan
    if div > 0:
        if step == 0:
            y = y / div * delta
        else:
            y = y * step
    else:
        y = y * delta
    y = y + start
    if endpoint and num > 1:
        y[-1] = stop
    r = _wrap(y)
    if dtype is not None:
        d = _dt(dtype)
        if d._kind in "iu":
            r = _wrap(torch.floor(y))
        r = r.astype(d)
    if retstep:
        return r, float64(step)
    return r


def eye(N, M=None, k=0, dtype=float):
    M = N if M is None else M
    t = torch.zeros(N, M, dtype=_dt(dtype)._t)
    for i in range(N):
        if 0 <= i + k < M:
            t[i, i + k] = 1
    return _wrap(t)


def identity(n, dtype=None):
    return eye(n, dtype=float if dtype is None else dtype)


def diag(v, k=0):
    a = _arr(v)
    if a.ndim == 1:
        return _wrap(torch.diag(a._t, k))
    return _wrap(torch.diagonal(a._t, k).clone())


def copy(a):
    return _arr(a).copy()


def _cat_prep(arrs):
    arrs = [_arr(x) for x in arrs]
    d = _result_dtype(arrs)
    return [x._t.to(d._t) for x in arrs]


def concatenate(arrs, axis=0):
    ts = _cat_prep(arrs)
    if axis is None:
        return _wrap(torch.cat([t.reshape(-1) for t in ts]))
    for i, t in enumerate(ts[1:], 1):
        if t.dim() != ts[0].dim():
            raise ValueError("all the input arrays must have same number of dimensions, but the array at index 0 "
                             f"has {ts[0].dim()} dimension(s) and the array at index {i} has {t.dim()} dimension(s)")
        ax = axis + t.dim() if axis < 0 else axis
        for d in range(t.dim()):
            if d != ax and t.shape[d] != ts[0].shape[d]:
                raise ValueError("all the input array dimensions except for the concatenation axis must match "
                                 f"exactly, but along dimension {d}, the array at index 0 has size {ts[0].shape[d]} "
                                 f"and the array at index {i} has size {t.shape[d]}")
    return _wrap(torch.cat(ts, axis))


# np.append: values after arr, both flattened when axis is None (numpy's definition over concatenate).
def append(arr, values, axis=None):
    if axis is None:
        return concatenate((ravel(asarray(arr)), ravel(asarray(values))))
    return concatenate((arr, values), axis=axis)


def stack(arrs, axis=0):
    ts = _cat_prep(arrs)
    shapes = set(tuple(t.shape) for t in ts)
    if len(shapes) > 1:
        raise ValueError("all input arrays must have the same shape")
    return _wrap(torch.stack(ts, axis))


def vstack(arrs):
    ts = [t if t.dim() >= 2 else t.reshape(1, -1) for t in _cat_prep(arrs)]
    return _wrap(torch.cat(ts, 0))


row_stack = vstack


def hstack(arrs):
    ts = [t if t.dim() >= 1 else t.reshape(1) for t in _cat_prep(arrs)]
    return _wrap(torch.cat(ts, 0 if ts[0].dim() == 1 else 1))


def column_stack(arrs):
    ts = [t.reshape(-1, 1) if t.dim() < 2 else t for t in _cat_prep(arrs)]
    return _wrap(torch.cat(ts, 1))


def dstack(arrs):
    ts = [atleast_3d(_wrap(t))._t for t in _cat_prep(arrs)]
    return _wrap(torch.cat(ts, 2))


def atleast_1d(a):
    a = _arr(a)
    return a if a.ndim >= 1 else a.reshape(1)


def atleast_2d(a):
    a = _arr(a)
    return a if a.ndim >= 2 else a.reshape(1, -1)


def atleast_3d(a):
    a = _arr(a)
    if a.ndim == 0:
        return a.reshape(1, 1, 1)
    if a.ndim == 1:
        return a.reshape(1, -1, 1)
    if a.ndim == 2:
        return _wrap(a._t.unsqueeze(2))
    return a


def split(a, indices_or_sections, axis=0):
    a = _arr(a)
    n = a.shape[axis]
    if isinstance(indices_or_sections, int):
        if n % indices_or_sections:
            raise ValueError("array split does not result in an equal division")
        step = n // indices_or_sections
        bounds = [i * step for i in range(indices_or_sections + 1)]
    else:
        bounds = [0] + [int(i) for i in indices_or_sections] + [n]
    return [_wrap(a._t.narrow(axis, builtins_min(b0, n), builtins_max(0, builtins_min(b1, n) - builtins_min(b0, n))))
            for b0, b1 in zip(bounds[:-1], bounds[1:])]


def hsplit(a, sections):
    a = _arr(a)
    return split(a, sections, 1 if a.ndim > 1 else 0)


def vsplit(a, sections):
    return split(a, sections, 0)


def ix_(*seqs):
    n = len(seqs)
    out = []
    for k, s in enumerate(seqs):
        v = _arr(s)
        out.append(v.reshape((1,) * k + (v.size,) + (1,) * (n - k - 1)))
    return tuple(out)


def rot90(m, k=1, axes=(0, 1)):
    return _wrap(torch.rot90(_arr(m)._t, k, list(axes)))


def isin(element, test_elements):
    e, t = _arr(element), _arr(test_elements)
    d = _result_dtype((e, t))
    te = e._t.to(d._t).reshape(-1, 1)
    tt = t._t.to(d._t).reshape(1, -1)
    return _out((te == tt).any(1).reshape(e._t.shape))


def array_split(a, sections, axis=0):
    a = _arr(a)
    n = a.shape[axis]
    q, r = divmod(n, sections)
    sizes = [q + 1] * r + [q] * (sections - r)
    out = []
    pos = 0
    for s in sizes:
        out.append(_wrap(a._t.narrow(axis, pos, s)))
        pos += s
    return out


def meshgrid(*xi, indexing="xy"):
    ts = [_arr(x)._t.reshape(-1) for x in xi]
    if indexing == "xy" and len(ts) >= 2:
        g = [x.transpose(0, 1) for x in torch.meshgrid(*ts, indexing="ij")]
    else:
        g = torch.meshgrid(*ts, indexing="ij")
    return [_wrap(x.contiguous()) for x in g]


def where(cond, x=None, y=None):
    c = _arr(cond)
    if x is None and y is None:
        return nonzero(c)
    d = _result_dtype((x, y))
    tx = _tensor_of(x, d)
    ty = _tensor_of(y, d)
    if not isinstance(tx, torch.Tensor):
        tx = torch.tensor(tx, dtype=d._t)
    if not isinstance(ty, torch.Tensor):
        ty = torch.tensor(ty, dtype=d._t)
    return _out(torch.where(c._t.to(torch.bool), tx, ty))


def nonzero(a):
    a = _arr(a)
    if a.ndim == 0:
        a = a.reshape(1)
    return tuple(_wrap(t) for t in torch.nonzero(a._t, as_tuple=True))


def argwhere(a):
    return _wrap(torch.nonzero(_arr(a)._t))


def flatnonzero(a):
    return nonzero(_arr(a).ravel())[0]


def repeat(a, repeats, axis=None):
    a = _arr(a)
    t = a._t.reshape(-1) if axis is None else a._t
    r = repeats._t if isinstance(repeats, ndarray) else repeats
    return _wrap(torch.repeat_interleave(t, r, 0 if axis is None else axis))


def tile(a, reps):
    a = _arr(a)
    reps = (reps,) if isinstance(reps, int) else tuple(reps)
    t = a._t
    while t.dim() < len(reps):
        t = t.unsqueeze(0)
    reps = (1,) * (t.dim() - len(reps)) + reps
    return _wrap(t.repeat(*reps))


def pad(a, pad_width, mode="constant", constant_values=0):
    a = _arr(a)
    if isinstance(pad_width, int):
        pw = [(pad_width, pad_width)] * a.ndim
    else:
        pw = list(pad_width)
        if pw and isinstance(pw[0], int):
            pw = [tuple(pw)] * a.ndim
    flat = []
    for p in reversed(pw):
        flat += [int(p[0]), int(p[1])]
    return _wrap(torch.nn.functional.pad(a._t, flat, value=constant_values))


# ------------------------------------------------------------------ shape functions

def reshape(a, newshape, order="C"):
    return _arr(a).reshape(newshape)


def ravel(a):
    return _arr(a).ravel()


def transpose(a, axes=None):
    a = _arr(a)
    return a.T if axes is None else a.transpose(axes)


def swapaxes(a, x, y):
    return _arr(a).swapaxes(x, y)


def moveaxis(a, src, dst):
    return _wrap(torch.movedim(_arr(a)._t, src, dst))


def squeeze(a, axis=None):
    a = _arr(a)
    if axis is None:
        return _wrap(a._t.squeeze())
    axes = axis if isinstance(axis, tuple) else (axis,)
    for ax in axes:
        if a.shape[ax] != 1:
            raise ValueError("cannot select an axis to squeeze out which has size not equal to one")
    t = a._t
    for ax in sorted([x % a.ndim for x in axes], reverse=True):
        t = t.squeeze(ax)
    return _wrap(t)


def expand_dims(a, axis):
    a = _arr(a)
    axes = axis if isinstance(axis, tuple) else (axis,)
    n = a.ndim + len(axes)
    t = a._t
    for ax in sorted(x % n for x in axes):
        t = t.unsqueeze(ax)
    return _wrap(t)


def broadcast_to(a, shape):
    return _wrap(_arr(a)._t.expand(_shape_arg(shape)))


def shape(a):
    return _arr(a).shape


def ndim(a):
    return _arr(a).ndim


def size(a, axis=None):
    a = _arr(a)
    return a.size if axis is None else a.shape[axis]


def flip(a, axis=None):
    a = _arr(a)
    dims = list(range(a.ndim)) if axis is None else ([axis] if isinstance(axis, int) else list(axis))
    return _wrap(torch.flip(a._t, dims))


def fliplr(a):
    return flip(a, 1)


def flipud(a):
    return flip(a, 0)


def roll(a, shift, axis=None):
    a = _arr(a)
    if axis is None:
        return _wrap(torch.roll(a._t.reshape(-1), shift).reshape(a.shape))
    return _wrap(torch.roll(a._t, shift, axis))


def tril(m, k=0):
    return _wrap(torch.tril(_arr(m)._t, k))


def triu(m, k=0):
    return _wrap(torch.triu(_arr(m)._t, k))


class errstate:
    def __init__(self, **kw):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False


def seterr(**kw):
    return {"divide": "warn", "over": "warn", "under": "ignore", "invalid": "warn"}


class finfo:
    def __init__(self, dt):
        d = _dt(dt)
        self.dtype = d
        self.bits = d._size * 8
        if d is _d_float32:
            self.eps = float32(1.1920929e-07)
            self.max = float32(3.4028235e38)
            self.min = float32(-3.4028235e38)
            self.tiny = float32(1.1754944e-38)
        else:
            self.eps = float64(2.220446049250313e-16)
            self.max = float64(1.7976931348623157e308)
            self.min = float64(-1.7976931348623157e308)
            self.tiny = float64(2.2250738585072014e-308)
        self.smallest_normal = self.tiny
        self.resolution = type(self.eps)(10.0 ** -(6 if d is _d_float32 else 15))


class iinfo:
    def __init__(self, dt):
        d = _dt(dt)
        self.dtype = d
        self.bits = d._size * 8
        if d._kind == "u":
            self.min, self.max = 0, (1 << self.bits) - 1
        else:
            self.min, self.max = -(1 << (self.bits - 1)), (1 << (self.bits - 1)) - 1


def load(*a, **k):
    raise OSError("nnscope has no file system: numpy.load is not available")


def save(*a, **k):
    return None


def savetxt(*a, **k):
    return None


def loadtxt(*a, **k):
    raise OSError("nnscope has no file system: numpy.loadtxt is not available")


def genfromtxt(*a, **k):
    raise OSError("nnscope has no file system: numpy.genfromtxt is not available")


from numpy._arrayprint import (_array2string, _po, _repr, array2string, array_repr, array_str,  # noqa: E402
                               get_printoptions, set_printoptions)
from numpy._ufuncs import *  # noqa: E402,F401,F403
from numpy._fromnumeric import *  # noqa: E402,F401,F403
from numpy._fromnumeric import _AxisError  # noqa: E402


_ALIAS_TAIL = ("\nThe aliases was originally deprecated in NumPy 1.20; for more details and guidance see the "
               "original release note at:\n    https://numpy.org/devdocs/release/1.20.0-notes.html#deprecations")
_ALIAS_HINT = {
    "float": "If you specifically wanted the numpy scalar type, use `np.float64` here.",
    "int": "When replacing `np.int`, you may wish to use e.g. `np.int64` or `np.int32` to specify the precision. "
           "If you wish to review your current use, check the release note link for additional information.",
    "complex": "If you specifically wanted the numpy scalar type, use `np.complex128` here.",
    "object": "",
    "str": "If you specifically wanted the numpy scalar type, use `np.str_` here.",
}
_REMOVED = {"float_": "np.float64", "NaN": "np.nan", "NAN": "np.nan", "Inf": "np.inf", "PINF": "np.inf",
            "NINF": "-np.inf", "infty": "np.inf", "Infinity": "np.inf", "complex_": "np.complex128",
            "unicode_": "np.str_", "string_": "np.bytes_", "round_": "np.round", "alltrue": "np.all",
            "sometrue": "np.any", "mat": "np.asmatrix", "product": None}


def __getattr__(name):
    """numpy 2's messages for the aliases it removed (np.float, np.int, np.float_, np.NaN, ...)."""
    if name in _ALIAS_HINT:
        if name in ("object", "str"):
            import warnings
            warnings.warn("In the future `np.%s` will be defined as the corresponding NumPy scalar." % name,
                          FutureWarning, stacklevel=2)
        raise AttributeError("module 'numpy' has no attribute '%s'.\n`np.%s` was a deprecated alias for the "
                             "builtin `%s`. To avoid this error in existing code, use `%s` by itself. Doing this "
                             "will not modify any behavior and is safe. %s%s"
                             % (name, name, name, name, _ALIAS_HINT[name], _ALIAS_TAIL))
    if _REMOVED.get(name):
        raise AttributeError("`np.%s` was removed in the NumPy 2.0 release. Use `%s` instead." % (name, _REMOVED[name]))
    raise AttributeError("module 'numpy' has no attribute '%s'" % name)


class _ExcMod:
    AxisError = _AxisError


exceptions = _ExcMod
AxisError = _AxisError

import numpy.random as random  # noqa: E402
import numpy.linalg as linalg  # noqa: E402
