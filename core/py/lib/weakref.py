"""weakref: the interface of weak references. nnscope's objects are
reference-counted but hold no weak-reference lists, so a ref here keeps its
referent alive: ref(obj)() returns obj for as long as the ref lives, and the
weak containers behave as their ordinary counterparts. Objects CPython
cannot weakly reference (int, str, tuple, list, dict, None...) raise the same
TypeError."""

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs", "WeakKeyDictionary", "ReferenceType",
           "ProxyType", "CallableProxyType", "ProxyTypes", "WeakValueDictionary", "WeakSet",
           "WeakMethod", "finalize"]

_NO_WEAKREF = (int, float, complex, str, bytes, bytearray, tuple, list, dict, bool, type(None))


def _check(obj):
    if type(obj) in _NO_WEAKREF or (isinstance(obj, (int, str, tuple, list, dict, bytes)) and
                                    not hasattr(obj, "__dict__")):
        raise TypeError("cannot create weak reference to '" + type(obj).__name__ + "' object")


class ReferenceType:
    """A reference to an object (here: a strong one, see the module doc)."""

    __slots__ = ("_obj", "__callback__")

    def __init__(self, obj, callback=None, /):
        _check(obj)
        self._obj = obj
        self.__callback__ = callback

    def __call__(self):
        return self._obj

    def __hash__(self):
        return hash(self._obj)

    def __eq__(self, other):
        if isinstance(other, ReferenceType):
            return self._obj == other._obj
        return NotImplemented

    def __repr__(self):
        return "<weakref; to '" + type(self._obj).__name__ + "'>"

    __class_getitem__ = classmethod(lambda cls, item: __import__("types").GenericAlias(cls, item))


ref = ReferenceType


class WeakMethod(ReferenceType):
    """A weak reference to a bound method."""

    __slots__ = ()

    def __init__(self, meth, callback=None):
        try:
            meth.__self__, meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(type(meth))) from None
        ReferenceType.__init__(self, meth.__self__, callback)
        object.__setattr__(self, "_obj", meth)


class ProxyType:
    """A proxy for an object: attribute access goes to the referent."""

    def __init__(self, obj, callback=None):
        _check(obj)
        object.__setattr__(self, "_proxy_obj", obj)

    @property
    def __class__(self):
        return type(object.__getattribute__(self, "_proxy_obj"))

    def __getattr__(self, name):
        return getattr(object.__getattribute__(self, "_proxy_obj"), name)

    def __setattr__(self, name, value):
        setattr(object.__getattribute__(self, "_proxy_obj"), name, value)

    def __call__(self, *args, **kwargs):
        return object.__getattribute__(self, "_proxy_obj")(*args, **kwargs)

    def __repr__(self):
        return "<weakproxy; to '" + type(object.__getattribute__(self, "_proxy_obj")).__name__ + "'>"

    def __str__(self):
        return str(object.__getattribute__(self, "_proxy_obj"))

    def __len__(self):
        return len(object.__getattribute__(self, "_proxy_obj"))

    def __iter__(self):
        return iter(object.__getattribute__(self, "_proxy_obj"))

    def __getitem__(self, k):
        return object.__getattribute__(self, "_proxy_obj")[k]


CallableProxyType = ProxyType
ProxyTypes = (ProxyType, CallableProxyType)


def proxy(obj, callback=None, /):
    return ProxyType(obj, callback)


def getweakrefcount(obj, /):
    return 0


def getweakrefs(obj, /):
    return []


class WeakValueDictionary(dict):
    """Mapping class that references values weakly (here: strongly)."""

    def __init__(self, other=(), /, **kw):
        dict.__init__(self)
        self.update(other, **kw)

    def __setitem__(self, key, value):
        _check(value)
        dict.__setitem__(self, key, value)

    def update(self, other=(), /, **kw):
        if hasattr(other, "items"):
            other = other.items()
        for k, v in other:
            self[k] = v
        for k, v in kw.items():
            self[k] = v

    def valuerefs(self):
        return [ref(v) for v in self.values()]

    def itervaluerefs(self):
        return iter(self.valuerefs())

    def __repr__(self):
        return "<WeakValueDictionary>"


class WeakKeyDictionary(dict):
    """Mapping class that references keys weakly (here: strongly)."""

    def __init__(self, dict_=None):
        dict.__init__(self)
        if dict_ is not None:
            self.update(dict_)

    def __setitem__(self, key, value):
        _check(key)
        dict.__setitem__(self, key, value)

    def update(self, dict_=None, /, **kwargs):
        if dict_ is not None:
            if hasattr(dict_, "items"):
                dict_ = dict_.items()
            for k, v in dict_:
                self[k] = v
        for k, v in kwargs.items():
            self[k] = v

    def keyrefs(self):
        return [ref(k) for k in self.keys()]

    def __repr__(self):
        return "<WeakKeyDictionary>"


class WeakSet(set):
    """A set of weakly referenced objects (here: strongly)."""

    def add(self, item):
        _check(item)
        set.add(self, item)

    def __repr__(self):
        return "{}({})".format(type(self).__name__, set.__repr__(self) if self else "set()") \
            if False else "<WeakSet>"


class finalize:
    """Class for finalization of weakrefable objects: here the callback runs
    when called explicitly (or never, since referents are not collected)."""

    __slots__ = ("_obj", "_func", "_args", "_kwargs", "_alive", "atexit")

    def __init__(self, obj, func, /, *args, **kwargs):
        _check(obj)
        self._obj = obj
        self._func = func
        self._args = args
        self._kwargs = kwargs
        self._alive = True
        self.atexit = True

    def __call__(self, _=None):
        if self._alive:
            self._alive = False
            return self._func(*self._args, **self._kwargs)

    def detach(self):
        if self._alive:
            self._alive = False
            return (self._obj, self._func, self._args, self._kwargs)

    def peek(self):
        if self._alive:
            return (self._obj, self._func, self._args, self._kwargs)

    @property
    def alive(self):
        return self._alive
