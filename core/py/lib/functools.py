"""functools for nnscope.

Provides reduce, partial / partialmethod, update_wrapper / wraps,
lru_cache / cache, cmp_to_key, total_ordering, cached_property and a basic
singledispatch. Everything is plain Python; the printed forms (reprs,
CacheInfo, error messages) are CPython 3.13's.
"""
from collections import namedtuple as _namedtuple

WRAPPER_ASSIGNMENTS = ("__module__", "__name__", "__qualname__", "__doc__",
                       "__annotations__", "__type_params__")
WRAPPER_UPDATES = ("__dict__",)

_ABSENT = object()  # "argument not given" marker


def reduce(function, iterable, initial=_ABSENT, /):
    """Fold iterable from the left with the two-argument function."""
    items = iter(iterable)
    if initial is _ABSENT:
        for acc in items:
            break
        else:
            raise TypeError("reduce() of empty iterable with no initial value")
    else:
        acc = initial
    for item in items:
        acc = function(acc, item)
    return acc


def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Make wrapper look like wrapped: copy the `assigned` attributes that
    wrapped has, merge the `updated` dicts, and point __wrapped__ at it.
    Attributes the wrapper cannot take are skipped."""
    for name in assigned:
        value = getattr(wrapped, name, _ABSENT)
        if value is _ABSENT:
            continue
        try:
            setattr(wrapper, name, value)
        except (AttributeError, TypeError):
            pass
    for name in updated:
        try:
            getattr(wrapper, name).update(getattr(wrapped, name, {}))
        except (AttributeError, TypeError):
            pass
    # set last, so that a __wrapped__ copied in through __dict__ is replaced
    try:
        wrapper.__wrapped__ = wrapped
    except (AttributeError, TypeError):
        pass
    return wrapper


def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    """Decorator form of update_wrapper."""
    return partial(update_wrapper, wrapped=wrapped, assigned=assigned, updated=updated)


class partial:
    """A callable that calls func with some arguments filled in ahead."""

    def __new__(cls, func, /, *args, **keywords):
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if isinstance(func, partial):
            # flatten partial(partial(f, a), b) into partial(f, a, b)
            args = (*func.args, *args)
            keywords = {**func.keywords, **keywords}
            func = func.func
        obj = super().__new__(cls)
        obj.func, obj.args, obj.keywords = func, args, keywords
        return obj

    def __call__(self, /, *args, **keywords):
        return self.func(*self.args, *args, **{**self.keywords, **keywords})

    def __repr__(self):
        shown = [repr(self.func)]
        shown += [repr(a) for a in self.args]
        shown += [f"{k}={v!r}" for k, v in self.keywords.items()]
        kind = type(self)
        return f"{kind.__module__}.{kind.__qualname__}({', '.join(shown)})"

    def __get__(self, obj, objtype=None):
        return self


class partialmethod:
    """partial for methods: the instance is passed before the stored arguments."""

    def __init__(self, func, /, *args, **keywords):
        self.func = func
        self.args = args
        self.keywords = keywords

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return partial(self.func, obj, *self.args, **self.keywords)


_CacheInfo = _namedtuple("CacheInfo", ["hits", "misses", "maxsize", "currsize"], module="functools")

_KW_SEPARATOR = object()  # between positional and keyword parts of a cache key


def _make_key(args, kwds, typed=False):
    """The dict key a memoized call is stored under."""
    parts = list(args)
    if kwds:
        parts.append(_KW_SEPARATOR)
        for pair in kwds.items():
            parts.extend(pair)
    if typed:
        parts.extend(type(a) for a in args)
        parts.extend(type(v) for v in kwds.values())
    elif len(parts) == 1 and type(parts[0]) in (int, str):
        return parts[0]
    return tuple(parts)


def lru_cache(maxsize=128, typed=False):
    """Memoize a function, dropping the least recently used result once
    more than maxsize are stored (maxsize=None: unbounded)."""
    if callable(maxsize) and isinstance(typed, bool):
        # used as @lru_cache without parentheses
        return _memoize(maxsize, 128, typed)
    if isinstance(maxsize, int):
        maxsize = max(maxsize, 0)
    elif maxsize is not None:
        raise TypeError("Expected first argument to be an integer, a callable, or None")
    return lambda user_function: _memoize(user_function, maxsize, typed)


def _memoize(user_function, maxsize, typed):
    store = {}  # insertion order doubles as recency order (oldest first)
    counts = {"hits": 0, "misses": 0}

    def wrapper(*args, **kwds):
        key = _make_key(args, kwds, typed)
        found = store.pop(key, _ABSENT)
        if found is not _ABSENT:
            counts["hits"] += 1
            store[key] = found
            return found
        counts["misses"] += 1
        result = user_function(*args, **kwds)
        if maxsize != 0:
            store[key] = result
            if maxsize is not None and len(store) > maxsize:
                del store[next(iter(store))]
        return result

    def cache_info():
        return _CacheInfo(counts["hits"], counts["misses"], maxsize, len(store))

    def cache_clear():
        store.clear()
        counts["hits"] = counts["misses"] = 0

    def cache_parameters():
        return {"maxsize": maxsize, "typed": typed}

    wrapper.cache_info = cache_info
    wrapper.cache_clear = cache_clear
    wrapper.cache_parameters = cache_parameters
    return update_wrapper(wrapper, user_function)


def cache(user_function, /):
    """Unbounded memoization (lru_cache(maxsize=None))."""
    return lru_cache(maxsize=None)(user_function)


class _KeyWrapper:
    """What cmp_to_key's result wraps each item in: orders by the
    comparison function's sign."""
    __hash__ = None

    def __init__(self, obj, cmp):
        self.obj = obj
        self._cmp = cmp

    def __lt__(self, other):
        return self._cmp(self.obj, other.obj) < 0

    def __gt__(self, other):
        return self._cmp(self.obj, other.obj) > 0

    def __eq__(self, other):
        return self._cmp(self.obj, other.obj) == 0

    def __le__(self, other):
        return self._cmp(self.obj, other.obj) <= 0

    def __ge__(self, other):
        return self._cmp(self.obj, other.obj) >= 0


def cmp_to_key(mycmp):
    """Turn an old-style cmp(a, b) function into a key= function."""
    def key(obj):
        return _KeyWrapper(obj, mycmp)
    return key


_KeyWrapper.__name__ = _KeyWrapper.__qualname__ = "KeyWrapper"


# total_ordering: for each root comparison, the three derived ones in the
# order they are added, each as (name, negate the root's result, then
# combine with: "ne" -> `and a != b`, "eq" -> `or a == b`, None -> nothing).
_DERIVED = {
    "__lt__": (("__gt__", True, "ne"), ("__le__", False, "eq"), ("__ge__", True, None)),
    "__le__": (("__ge__", True, "eq"), ("__lt__", False, "ne"), ("__gt__", True, None)),
    "__gt__": (("__lt__", True, "ne"), ("__ge__", False, "eq"), ("__le__", True, None)),
    "__ge__": (("__le__", True, "eq"), ("__gt__", False, "ne"), ("__lt__", True, None)),
}


def _derive(root, name, negate, combine):
    def method(self, other):
        r = getattr(type(self), root)(self, other)
        if r is NotImplemented:
            return r
        if negate:
            r = not r
        if combine == "ne":
            return r and self != other
        if combine == "eq":
            return r or self == other
        return r
    method.__name__ = name
    method.__qualname__ = "_" + name.strip("_") + "_from_" + root.strip("_")
    return method


def total_ordering(cls):
    """Class decorator: add the missing rich comparisons from one of
    < <= > >= and __eq__."""
    defined = [op for op in _DERIVED if getattr(cls, op, None) is not getattr(object, op, None)]
    if not defined:
        raise ValueError("must define at least one ordering operation: < > <= >=")
    root = max(defined)
    for name, negate, combine in _DERIVED[root]:
        if name not in defined:
            setattr(cls, name, _derive(root, name, negate, combine))
    return cls


class cached_property:
    """A property computed on first access and then kept in the instance's
    __dict__ under the same name."""

    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__

    def __set_name__(self, owner, name):
        self.attrname = name

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        name = self.func.__name__ if self.attrname is None else self.attrname
        slots = instance.__dict__
        if name not in slots:
            slots[name] = self.func(instance)
        return slots[name]


def singledispatch(func):
    """Pick an implementation by the class of the first argument (nearest
    registered class on its MRO)."""
    registry = {object: func}

    def dispatch(cls):
        for klass in cls.__mro__:
            impl = registry.get(klass)
            if impl is not None:
                return impl
        return func

    def register(cls, impl=None):
        if impl is None:
            if isinstance(cls, type):
                return lambda f: register(cls, f)
            # @register on an annotated function: the class is its first annotation
            impl = cls
            cls = next(iter(getattr(impl, "__annotations__", {}).values()))
        registry[cls] = impl
        return impl

    def wrapper(*args, **kw):
        return dispatch(args[0].__class__)(*args, **kw)

    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = registry
    update_wrapper(wrapper, func)
    return wrapper
