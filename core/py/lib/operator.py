"""operator: functions for Python's operators, itemgetter / attrgetter /
methodcaller."""

_builtin_abs = abs


def lt(a, b): return a < b
def le(a, b): return a <= b
def eq(a, b): return a == b
def ne(a, b): return a != b
def ge(a, b): return a >= b
def gt(a, b): return a > b
def not_(a): return not a
def truth(a): return True if a else False
def is_(a, b): return a is b
def is_not(a, b): return a is not b
def is_none(a): return a is None
def is_not_none(a): return a is not None
def abs(a): return _builtin_abs(a)
def add(a, b): return a + b
def and_(a, b): return a & b
def floordiv(a, b): return a // b
def index(a):
    if hasattr(type(a), "__index__"):
        return type(a).__index__(a)
    raise TypeError("'" + type(a).__name__ + "' object cannot be interpreted as an integer")
def inv(a): return ~a
invert = inv
def lshift(a, b): return a << b
def mod(a, b): return a % b
def mul(a, b): return a * b
def matmul(a, b): return a @ b
def neg(a): return -a
def or_(a, b): return a | b
def pos(a): return +a
def pow(a, b): return a ** b
def rshift(a, b): return a >> b
def sub(a, b): return a - b
def truediv(a, b): return a / b
def xor(a, b): return a ^ b
def concat(a, b): return a + b
def contains(a, b): return b in a
def countOf(a, b): return sum(1 for x in a if x is b or x == b)
def delitem(a, b): del a[b]
def getitem(a, b): return a[b]
def setitem(a, b, c): a[b] = c
def length_hint(obj, default=0):
    try:
        return len(obj)
    except TypeError:
        return default
def indexOf(a, b):
    for i, j in enumerate(a):
        if j is b or j == b:
            return i
    raise ValueError("sequence.index(x): x not in sequence")
def iadd(a, b):
    a += b
    return a
def isub(a, b):
    a -= b
    return a
def imul(a, b):
    a *= b
    return a
def itruediv(a, b):
    a /= b
    return a
def call(obj, /, *args, **kwargs): return obj(*args, **kwargs)


class attrgetter:
    def __init__(self, attr, *attrs):
        if not attrs:
            if not isinstance(attr, str):
                raise TypeError("attribute name must be a string")
            self._attrs = (attr,)
        else:
            self._attrs = (attr,) + attrs
        self._single = not attrs

    def _resolve(self, obj, attr):
        for name in attr.split("."):
            obj = getattr(obj, name)
        return obj

    def __call__(self, obj):
        if self._single:
            return self._resolve(obj, self._attrs[0])
        return tuple(self._resolve(obj, a) for a in self._attrs)

    def __repr__(self):
        return "operator.attrgetter(" + ", ".join(map(repr, self._attrs)) + ")"


class itemgetter:
    def __init__(self, item, *items):
        self._items = (item,) + items
        self._single = not items

    def __call__(self, obj):
        if self._single:
            return obj[self._items[0]]
        return tuple(obj[i] for i in self._items)

    def __repr__(self):
        return "operator.itemgetter(" + ", ".join(map(repr, self._items)) + ")"


class methodcaller:
    def __init__(self, name, /, *args, **kwargs):
        self._name = name
        self._args = args
        self._kwargs = kwargs

    def __call__(self, obj):
        return getattr(obj, self._name)(*self._args, **self._kwargs)


# The plain protocol calls as builtins (CPython's reprs and arity errors).
from _operator import *

__lt__ = lt; __le__ = le; __eq__ = eq; __ne__ = ne; __ge__ = ge; __gt__ = gt
__add__ = add; __sub__ = sub; __mul__ = mul; __truediv__ = truediv
__floordiv__ = floordiv; __mod__ = mod; __pow__ = pow; __neg__ = neg
__getitem__ = getitem; __setitem__ = setitem; __contains__ = contains
