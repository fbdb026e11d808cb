"""copy: shallow and deep copies (copy.copy / copy.deepcopy) for nnscope.

Immutable atoms (numbers, strings, None, types, functions, ...) are their
own copies. Lists, dicts, sets and tuples are handled directly. Objects with
__copy__ / __deepcopy__ copy themselves; any other instance is rebuilt
without calling __init__ (cls.__new__(cls)) and given its state back: the
__getstate__ result or its __dict__, deep-copied for deepcopy, restored by
__setstate__ or a __dict__ update.

deepcopy's memo maps id(original) -> copy, so shared and self-referencing
structures come out shared and self-referencing. As in CPython, the memo
also keeps every copied original alive in a list stored under id(memo).
"""
from _collections import OrderedDict, defaultdict, deque


class Error(Exception):
    pass


error = Error


def _sample():
    pass


_ATOMS = {type(None), type(Ellipsis), type(NotImplemented), int, float, bool,
          str, bytes, type, range, type(_sample), type(len), property}
try:
    _ATOMS.add(complex)
except NameError:
    pass
del _sample

_DEFAULT_GETSTATE = getattr(object, "__getstate__", None)


def _state_of(obj):
    """What is restored into a rebuilt copy: a custom __getstate__()
    result, else a non-empty __dict__, else None."""
    custom = getattr(type(obj), "__getstate__", None)
    if custom is not None and custom is not _DEFAULT_GETSTATE:
        return obj.__getstate__()
    attrs = getattr(obj, "__dict__", None)
    return attrs or None


def _restore(target, state, deep, memo):
    if state is None:
        return
    if deep:
        state = deepcopy(state, memo)
    if hasattr(target, "__setstate__"):
        target.__setstate__(state)
    else:
        target.__dict__.update(state)


def _blank_like(obj, deep, memo):
    """An empty object of obj's class, created the way its kind needs."""
    cls = type(obj)
    if isinstance(obj, tuple):
        # tuples are immutable: their items go in at creation
        items = deepcopy(tuple(obj), memo) if deep else tuple(obj)
        return cls.__new__(cls, *items) if hasattr(cls, "_fields") else cls.__new__(cls, items)
    if isinstance(obj, defaultdict):
        factory = obj.default_factory
        return cls(deepcopy(factory, memo) if deep else factory)
    if isinstance(obj, deque):
        return cls((), obj.maxlen)
    return cls.__new__(cls)


def _reconstruct(x, deep, memo):
    """Copy an instance that has no __copy__/__deepcopy__: a blank object of
    the same class, its state, then (for container subclasses) the items."""
    dup = _blank_like(x, deep, memo)
    if deep:
        memo[id(x)] = dup

    def item(value):
        return deepcopy(value, memo) if deep else value

    _restore(dup, _state_of(x), deep, memo)
    if isinstance(x, dict):
        for key, value in x.items():
            dup[item(key)] = item(value)
    elif isinstance(x, (list, deque)):
        for value in x:
            dup.append(item(value))
    elif isinstance(x, set):
        for value in x:
            dup.add(item(value))
    return dup


def copy(x):
    """Shallow copy of x."""
    cls = type(x)
    if cls in _ATOMS or cls is tuple or cls is frozenset or issubclass(cls, type):
        return x
    if cls is list or cls is dict or cls is set:
        return cls.copy(x)
    own = getattr(cls, "__copy__", None)
    if own is not None:
        return own(x)
    return _reconstruct(x, False, None)


def _remember(memo, original):
    """Keep original alive as long as memo (its id is a key of memo)."""
    memo.setdefault(id(memo), []).append(original)


def _deep_list(x, memo):
    out = []
    memo[id(x)] = out
    out.extend(deepcopy(value, memo) for value in x)
    return out


def _deep_dict(x, memo):
    out = {}
    memo[id(x)] = out
    for key, value in x.items():
        out[deepcopy(key, memo)] = deepcopy(value, memo)
    return out


def _deep_tuple(x, memo):
    parts = [deepcopy(value, memo) for value in x]
    # a cycle through x may already have produced its copy
    if id(x) in memo:
        return memo[id(x)]
    if all(new is old for new, old in zip(parts, x)):
        return x
    return tuple(parts)


def _deep_set(x, memo):
    return type(x)(deepcopy(value, memo) for value in x)


_DEEP = {list: _deep_list, dict: _deep_dict, tuple: _deep_tuple, set: _deep_set, frozenset: _deep_set}


def deepcopy(x, memo=None, _nil=[]):
    """Deep copy of x (see the module docstring for the memo)."""
    cls = type(x)
    if cls in _ATOMS:
        return x
    if memo is None:
        memo = {}
    key = id(x)
    done = memo.get(key, _nil)
    if done is not _nil:
        return done
    handler = _DEEP.get(cls)
    if handler is not None:
        dup = handler(x, memo)
    elif issubclass(cls, type):
        dup = x
    elif cls.__name__ == "method" and hasattr(x, "__func__"):
        owner = deepcopy(x.__self__, memo)
        dup = x.__func__.__get__(owner, type(owner))  # rebind to the copied instance
    else:
        own = getattr(x, "__deepcopy__", None)
        dup = own(memo) if own is not None else _reconstruct(x, True, memo)
    if dup is not x:
        memo[key] = dup
        _remember(memo, x)
    return dup


def replace(obj, /, **changes):
    """A copy of obj with some fields changed, through its __replace__."""
    hook = getattr(type(obj), "__replace__", None)
    if hook is None:
        raise TypeError(f"replace() does not support {type(obj).__name__} objects")
    return hook(obj, **changes)
