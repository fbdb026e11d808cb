"""weakref: weak references (the ref type is native: _weakref). A ref to an
instance of a class does not keep it alive: when the instance is freed the
ref reads None and its callback runs, so WeakValueDictionary,
WeakKeyDictionary, WeakSet and finalize drop their entries as in CPython.
Other objects CPython can weakly reference (functions, classes, sets,
tensors...) are held strongly by their refs here; int, str, tuple, list,
dict, None... raise the same TypeError."""

from _weakref import ref, getweakrefcount, getweakrefs

__all__ = ["ref", "proxy", "getweakrefcount", "getweakrefs", "WeakKeyDictionary", "ReferenceType",
           "ProxyType", "CallableProxyType", "ProxyTypes", "WeakValueDictionary", "WeakSet",
           "WeakMethod", "finalize"]

ReferenceType = ref


def _check(obj):
    ref(obj)


class WeakMethod(ref):
    """A weak reference to a bound method: dead when its object is."""

    __slots__ = ("_func_ref", "_meth_type", "__weakref__")

    def __new__(cls, meth, callback=None):
        try:
            obj = meth.__self__
            func = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(type(meth))) from None
        if callback is not None:
            self_wr = [None]

            def _cb(arg):
                callback(self_wr[0])
            self = ref.__new__(cls, obj, _cb)
            self_wr[0] = self
        else:
            self = ref.__new__(cls, obj)
        self._func_ref = func
        self._meth_type = type(meth)
        return self

    def __init__(self, meth, callback=None):
        pass

    def __call__(self):
        obj = ref.__call__(self)
        if obj is None:
            return None
        return self._meth_type(self._func_ref, obj)

    def __eq__(self, other):
        if isinstance(other, WeakMethod):
            a, b = ref.__call__(self), ref.__call__(other)
            if a is None or b is None:
                return self is other
            return a == b and self._func_ref == other._func_ref
        return NotImplemented

    def __ne__(self, other):
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    __hash__ = ref.__hash__


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


class _WeakMapping:
    """What WeakValueDictionary and WeakKeyDictionary share: the update,
    clear and | / |= of a mapping, written once on top of each class's own
    __setitem__, copy and data."""

    def update(self, other=None, /, **kwargs):
        if other is not None:
            if hasattr(other, "items"):
                other = other.items()
            for k, v in other:
                self[k] = v
        for k, v in kwargs.items():
            self[k] = v

    def clear(self):
        self.data.clear()

    def __or__(self, other):
        if hasattr(other, "items"):
            c = self.copy()
            c.update(other)
            return c
        return NotImplemented

    def __ior__(self, other):
        self.update(other)
        return self


class WeakValueDictionary(_WeakMapping):
    """Mapping class that references values weakly: an entry goes when its value is freed."""

    def __init__(self, other=(), /, **kw):
        self.data = {}
        self.update(other, **kw)

    def _ref(self, key, value):
        data = self.data

        def remove(wr, key=key):
            if data.get(key) is wr:
                del data[key]
        return ref(value, remove)

    def __getitem__(self, key):
        o = self.data[key]()
        if o is None:
            raise KeyError(key)
        return o

    def __setitem__(self, key, value):
        self.data[key] = self._ref(key, value)

    def __delitem__(self, key):
        del self.data[key]

    def __contains__(self, key):
        try:
            o = self.data[key]()
        except KeyError:
            return False
        return o is not None

    def __len__(self):
        return len(self.data)

    def __iter__(self):
        for k, wr in list(self.data.items()):
            if wr() is not None:
                yield k

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))

    def copy(self):
        new = WeakValueDictionary()
        for k, v in self.items():
            new[k] = v
        return new

    __copy__ = copy

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = self.__class__()
        for k, v in self.items():
            new[deepcopy(k, memo)] = v
        return new

    def get(self, key, default=None):
        try:
            wr = self.data[key]
        except KeyError:
            return default
        o = wr()
        return default if o is None else o

    def items(self):
        for k, wr in list(self.data.items()):
            v = wr()
            if v is not None:
                yield k, v

    def keys(self):
        return iter(self)

    def values(self):
        for wr in list(self.data.values()):
            v = wr()
            if v is not None:
                yield v

    def itervaluerefs(self):
        return iter(list(self.data.values()))

    def valuerefs(self):
        return list(self.data.values())

    def popitem(self):
        while True:
            key, wr = self.data.popitem()
            o = wr()
            if o is not None:
                return key, o

    _MISSING = object()

    def pop(self, key, *args):
        try:
            o = self.data.pop(key)()
        except KeyError:
            o = None
        if o is None:
            if args:
                return args[0]
            raise KeyError(key)
        return o

    def setdefault(self, key, default=None):
        try:
            o = self.data[key]()
        except KeyError:
            o = None
        if o is None:
            self[key] = default
            return default
        return o

    def __eq__(self, other):
        if isinstance(other, WeakValueDictionary):
            return dict(self.items()) == dict(other.items())
        if isinstance(other, dict):
            return dict(self.items()) == other
        return NotImplemented


class WeakKeyDictionary(_WeakMapping):
    """Mapping class that references keys weakly: an entry goes when its key is freed."""

    def __init__(self, dict=None):
        self.data = {}
        data = self.data

        def remove(k):
            try:
                del data[k]
            except KeyError:
                pass
        self._remove = remove
        if dict is not None:
            self.update(dict)

    def __delitem__(self, key):
        del self.data[ref(key)]

    def __getitem__(self, key):
        return self.data[ref(key)]

    def __len__(self):
        return len(self.data)

    def __repr__(self):
        return "<%s at %#x>" % (self.__class__.__name__, id(self))

    def __setitem__(self, key, value):
        self.data[ref(key, self._remove)] = value

    def copy(self):
        new = WeakKeyDictionary()
        for key, value in self.items():
            new[key] = value
        return new

    __copy__ = copy

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def __contains__(self, key):
        try:
            wr = ref(key)
        except TypeError:
            return False
        return wr in self.data

    def items(self):
        for wr, value in list(self.data.items()):
            key = wr()
            if key is not None:
                yield key, value

    def keys(self):
        for wr in list(self.data):
            obj = wr()
            if obj is not None:
                yield obj

    __iter__ = keys

    def values(self):
        for wr, value in list(self.data.items()):
            if wr() is not None:
                yield value

    def keyrefs(self):
        return list(self.data)

    def popitem(self):
        while True:
            key, value = self.data.popitem()
            o = key()
            if o is not None:
                return o, value

    def pop(self, key, *args):
        return self.data.pop(ref(key), *args)

    def setdefault(self, key, default=None):
        return self.data.setdefault(ref(key, self._remove), default)

    def __eq__(self, other):
        if isinstance(other, WeakKeyDictionary):
            return dict(self.items()) == dict(other.items())
        return NotImplemented


class WeakSet:
    """A set of weakly referenced objects: an item goes when it is freed."""

    def __init__(self, data=None):
        self.data = set()
        s = self.data

        def remove(item):
            s.discard(item)
        self._remove = remove
        if data is not None:
            self.update(data)

    def __iter__(self):
        for wr in list(self.data):
            item = wr()
            if item is not None:
                yield item

    def __len__(self):
        return len(self.data)

    def __contains__(self, item):
        try:
            wr = ref(item)
        except TypeError:
            return False
        return wr in self.data

    def __repr__(self):
        return "{}({!r})".format(self.__class__.__name__, set(self))

    def add(self, item):
        self.data.add(ref(item, self._remove))

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def pop(self):
        while True:
            try:
                itemref = self.data.pop()
            except KeyError:
                raise KeyError('pop from empty WeakSet') from None
            item = itemref()
            if item is not None:
                return item

    def remove(self, item):
        self.data.remove(ref(item))

    def discard(self, item):
        self.data.discard(ref(item))

    def update(self, other):
        for element in other:
            self.add(element)

    def __ior__(self, other):
        self.update(other)
        return self

    def difference(self, other):
        return self.__class__(e for e in self if e not in other)

    __sub__ = difference

    def intersection(self, other):
        return self.__class__(item for item in other if item in self)

    __and__ = intersection

    def union(self, other):
        c = self.copy()
        c.update(other)
        return c

    __or__ = union

    def issubset(self, other):
        return all(e in other for e in self)

    __le__ = issubset

    def issuperset(self, other):
        return all(e in self for e in other)

    __ge__ = issuperset

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return set(self) == set(other)

    def isdisjoint(self, other):
        return not any(e in self for e in other)


class finalize:
    """Calls func(*args, **kwargs) once, when obj is freed or when the finalizer is called."""

    __slots__ = ("_key", "__weakref__")
    _registry = {}
    _index = 0

    class _Info:
        __slots__ = ("weakref", "func", "args", "kwargs", "atexit", "index")

    def __init__(self, obj, func, /, *args, **kwargs):
        info = self._Info()
        info.weakref = ref(obj, self)
        info.func = func
        info.args = args
        info.kwargs = kwargs or None
        info.atexit = True
        finalize._index += 1
        info.index = finalize._index
        self._key = info.index
        finalize._registry[info.index] = (self, info)

    def _info(self):
        entry = finalize._registry.get(self._key)
        return entry[1] if entry else None

    def __call__(self, _=None):
        entry = finalize._registry.pop(self._key, None)
        if entry is not None:
            info = entry[1]
            return info.func(*info.args, **(info.kwargs or {}))

    def detach(self):
        info = self._info()
        obj = info and info.weakref()
        if obj is not None and finalize._registry.pop(self._key, None):
            return (obj, info.func, info.args, info.kwargs or {})

    def peek(self):
        info = self._info()
        obj = info and info.weakref()
        if obj is not None:
            return (obj, info.func, info.args, info.kwargs or {})

    @property
    def alive(self):
        return self._key in finalize._registry

    @property
    def atexit(self):
        info = self._info()
        return bool(info) and info.atexit

    @atexit.setter
    def atexit(self, value):
        info = self._info()
        if info:
            info.atexit = bool(value)

    def __repr__(self):
        info = self._info()
        obj = info and info.weakref()
        if obj is None:
            return '<%s object at %#x; dead>' % (type(self).__name__, id(self))
        return '<%s object at %#x; for %r at %#x>' % (type(self).__name__, id(self), type(obj).__name__, id(obj))
