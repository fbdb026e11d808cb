"""copy: shallow and deep copies (copy.copy / copy.deepcopy).

Atoms (numbers, strings, None, types, functions...) are returned as is;
lists, dicts, sets and tuples are copied directly; objects with __copy__ /
__deepcopy__ copy themselves; other instances are rebuilt with
cls.__new__(cls) and a (deep) copy of their __dict__ (or __getstate__ /
__setstate__ when the class defines them)."""
from _collections import OrderedDict, defaultdict, deque


class Error(Exception):
    pass


error = Error


def _f():
    pass


_atomic = {type(None), type(Ellipsis), type(NotImplemented), int, float, bool,
           str, bytes, type, range, type(_f), type(len), property}
try:
    _atomic.add(complex)
except NameError:
    pass

_object_getstate = getattr(object, "__getstate__", None)


def _getstate(x):
    cls = type(x)
    getstate = getattr(cls, "__getstate__", None)
    if getstate is not None and getstate is not _object_getstate:
        return x.__getstate__()
    try:
        d = x.__dict__
    except AttributeError:
        return None
    return d if d else None


def _setstate(y, state, deep, memo):
    if state is None:
        return
    if deep:
        state = deepcopy(state, memo)
    if hasattr(y, "__setstate__"):
        y.__setstate__(state)
    else:
        y.__dict__.update(state)


def _reconstruct(x, deep, memo):
    cls = type(x)
    if isinstance(x, tuple):
        args = tuple(x)
        if deep:
            args = deepcopy(args, memo)
        y = cls.__new__(cls, *args) if hasattr(cls, "_fields") else cls.__new__(cls, args)
    elif isinstance(x, defaultdict):
        factory = x.default_factory
        y = cls(deepcopy(factory, memo) if deep else factory)
    elif isinstance(x, deque):
        y = cls((), x.maxlen)
    else:
        y = cls.__new__(cls)
    if deep:
        memo[id(x)] = y
    _setstate(y, _getstate(x), deep, memo)
    if isinstance(x, list) and not isinstance(x, tuple):
        for item in x:
            y.append(deepcopy(item, memo) if deep else item)
    elif isinstance(x, dict):
        for key, value in x.items():
            if deep:
                key = deepcopy(key, memo)
                value = deepcopy(value, memo)
            y[key] = value
    elif isinstance(x, set):
        for item in x:
            y.add(deepcopy(item, memo) if deep else item)
    elif isinstance(x, deque):
        for item in x:
            y.append(deepcopy(item, memo) if deep else item)
    return y


def copy(x):
    """Shallow copy of x."""
    cls = type(x)
    if cls in _atomic or cls is tuple or cls is frozenset:
        return x
    if cls is list or cls is dict or cls is set:
        return cls.copy(x)
    if issubclass(cls, type):
        return x
    copier = getattr(cls, "__copy__", None)
    if copier is not None:
        return copier(x)
    return _reconstruct(x, False, None)


def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]


def deepcopy(x, memo=None, _nil=[]):
    """Deep copy of x; memo maps id(original) -> copy (shared and recursive
    structures are copied once)."""
    cls = type(x)
    if cls in _atomic:
        return x
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    if cls is list:
        y = []
        memo[d] = y
        for a in x:
            y.append(deepcopy(a, memo))
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is tuple:
        items = [deepcopy(a, memo) for a in x]
        if d in memo:
            return memo[d]
        y = x
        for k, j in zip(x, items):
            if k is not j:
                y = tuple(items)
                break
    elif cls is set or cls is frozenset:
        y = cls(deepcopy(a, memo) for a in x)
    elif issubclass(cls, type):
        y = x
    elif cls.__name__ == "method" and hasattr(x, "__func__"):
        y = type(x)(x.__func__, deepcopy(x.__self__, memo))
    else:
        copier = getattr(x, "__deepcopy__", None)
        if copier is not None:
            y = copier(memo)
        else:
            y = _reconstruct(x, True, memo)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def replace(obj, /, **changes):
    func = getattr(type(obj), "__replace__", None)
    if func is None:
        raise TypeError("replace() does not support " + type(obj).__name__ + " objects")
    return func(obj, **changes)
