"""_collections_abc for nnscope (re-exported by collections.abc).

The abstract container classes used with isinstance/issubclass -- Iterable,
Sized, Mapping, Sequence and the rest -- plus the methods they lend to
subclasses. A class counts as, say, an Iterable when it (or a base) defines
the required special methods and has not set them to None; the built-in
containers are registered explicitly at the bottom of the file.
"""
from abc import ABCMeta, abstractmethod

# As in CPython, the classes belong to collections.abc (their __module__ and
# reprs say so); this module only defines them.
__name__ = "collections.abc"
GenericAlias = type(list[int])


def _check_methods(C, *methods):
    """True when every name in methods is defined somewhere on C's MRO and
    its nearest definition is not None; NotImplemented otherwise."""
    for wanted in methods:
        found = False
        for klass in C.__mro__:
            namespace = klass.__dict__
            if wanted in namespace:
                if namespace[wanted] is None:
                    return NotImplemented
                found = True
                break
        if not found:
            return NotImplemented
    return True


def _hook(cls, base, C, *methods):
    """The structural check of base, applied only when base itself is asked
    (subclasses of the ABC use the normal rules)."""
    if cls is not base:
        return NotImplemented
    return _check_methods(C, *methods)


def _same(a, b):
    """Membership equality of the container mixins: identity first."""
    return a is b or a == b


def _nothing():
    """An exhausted generator (the default body of abstract __iter__-like
    methods)."""
    yield from ()


class Hashable(metaclass=ABCMeta):
    @abstractmethod
    def __hash__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        return _hook(cls, Hashable, C, "__hash__")


class Awaitable(metaclass=ABCMeta):
    __class_getitem__ = classmethod(GenericAlias)


class AsyncIterable(metaclass=ABCMeta):
    @abstractmethod
    def __aiter__(self):
        return AsyncIterator()

    @classmethod
    def __subclasshook__(cls, C):
        return _hook(cls, AsyncIterable, C, "__aiter__")

    __class_getitem__ = classmethod(GenericAlias)


class AsyncIterator(AsyncIterable):
    @abstractmethod
    def __anext__(self):
        raise StopAsyncIteration

    def __aiter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        return _hook(cls, AsyncIterator, C, "__anext__", "__aiter__")


class AsyncGenerator(AsyncIterator):
    def __anext__(self):
        return self.asend(None)

    @abstractmethod
    def asend(self, value):
        raise StopAsyncIteration

    @abstractmethod
    def athrow(self, typ, val=None, tb=None):
        raise typ

    def aclose(self):
        return self.athrow(GeneratorExit)

    @classmethod
    def __subclasshook__(cls, C):
        return _hook(cls, AsyncGenerator, C, "__aiter__", "__anext__", "asend", "athrow", "aclose")


class Coroutine(Awaitable):
    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        raise typ

    def close(self):
        pass

    @classmethod
    def __subclasshook__(cls, C):
        return _hook(cls, Coroutine, C, "__await__", "send", "throw", "close")


class Iterable(metaclass=ABCMeta):
    @abstractmethod
    def __iter__(self):
        return _nothing()

    @classmethod
    def __subclasshook__(cls, C):
        return _hook(cls, Iterable, C, "__iter__")

    __class_getitem__ = classmethod(GenericAlias)


class Iterator(Iterable):
    @abstractmethod
    def __next__(self):
        raise StopIteration

    def __iter__(self):
        return self

    @classmethod
    def __subclasshook__(cls, C):
        return _hook(cls, Iterator, C, "__iter__", "__next__")


class Reversible(Iterable):
    @abstractmethod
    def __reversed__(self):
        return _nothing()

    @classmethod
    def __subclasshook__(cls, C):
        return _hook(cls, Reversible, C, "__reversed__", "__iter__")


class Generator(Iterator):
    def __next__(self):
        return self.send(None)

    @abstractmethod
    def send(self, value):
        raise StopIteration

    @abstractmethod
    def throw(self, typ, val=None, tb=None):
        raise typ

    def close(self):
        pass

    @classmethod
    def __subclasshook__(cls, C):
        return _hook(cls, Generator, C, "__iter__", "__next__", "send", "throw", "close")


class Sized(metaclass=ABCMeta):
    @abstractmethod
    def __len__(self):
        return 0

    @classmethod
    def __subclasshook__(cls, C):
        return _hook(cls, Sized, C, "__len__")


class Container(metaclass=ABCMeta):
    @abstractmethod
    def __contains__(self, x):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        return _hook(cls, Container, C, "__contains__")

    __class_getitem__ = classmethod(GenericAlias)


class Collection(Sized, Iterable, Container):
    @classmethod
    def __subclasshook__(cls, C):
        return _hook(cls, Collection, C, "__len__", "__iter__", "__contains__")


class _CallableGenericAlias:
    """Callable[[A, B], R]: a generic alias whose __args__ is flattened to (A, B, R)."""

    def __init__(self, origin, args):
        self.__origin__ = origin
        self.__args__ = args

    @property
    def __parameters__(self):
        return tuple(a for a in self.__args__ if type(a).__name__ in ("TypeVar", "ParamSpec"))

    def __repr__(self):
        def r(a):
            return repr(GenericAlias(list, (a,)))[5:-1] if a is not ... else "..."
        a = self.__args__
        if len(a) == 2 and a[0] is ...:
            return "collections.abc.Callable[..., %s]" % r(a[1])
        return "collections.abc.Callable[[%s], %s]" % (", ".join(r(x) for x in a[:-1]), r(a[-1]))

    def __eq__(self, other):
        if not isinstance(other, _CallableGenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __or__(self, other):
        import typing
        return typing.Union[self, other]

    def __ror__(self, other):
        import typing
        return typing.Union[other, self]


class Callable(metaclass=ABCMeta):
    @abstractmethod
    def __call__(self, *args, **kwds):
        return False

    @classmethod
    def __subclasshook__(cls, C):
        return _hook(cls, Callable, C, "__call__")

    @classmethod
    def __class_getitem__(cls, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError("Callable must be used as Callable[[arg, ...], result].")
        args, result = params
        if isinstance(args, (list, tuple)):
            return _CallableGenericAlias(cls, (*args, result))
        if args is ...:
            return _CallableGenericAlias(cls, (..., result))
        raise TypeError(f"Expected a list of types, an ellipsis, ParamSpec, or Concatenate. Got {args!r}")


class Set(Collection):
    """Comparison and set algebra for anything with __contains__, __iter__
    and __len__; results are built by _from_iterable."""

    def __le__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) <= len(other) and all(item in other for item in self)

    def __lt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) < len(other) and self.__le__(other)

    def __ge__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return other.__le__(self)

    def __gt__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return other.__lt__(self)

    def __eq__(self, other):
        if not isinstance(other, Set):
            return NotImplemented
        return len(self) == len(other) and self.__le__(other)

    @classmethod
    def _from_iterable(cls, it):
        return cls(it)

    def __and__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable(item for item in other if item in self)

    def __or__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        return self._from_iterable([*self, *other])

    def __sub__(self, other):
        if not isinstance(other, Iterable):
            return NotImplemented
        if not isinstance(other, Set):
            other = self._from_iterable(other)
        return self._from_iterable(item for item in self if item not in other)

    def isdisjoint(self, other):
        return not any(item in self for item in other)


class MutableSet(Set):
    @abstractmethod
    def add(self, value):
        raise NotImplementedError

    @abstractmethod
    def discard(self, value):
        raise NotImplementedError

    def remove(self, value):
        if value not in self:
            raise KeyError(value)
        self.discard(value)

    def clear(self):
        for item in list(self):
            self.discard(item)


class Mapping(Collection):
    """Read-only dict behaviour on top of __getitem__, __iter__, __len__."""

    @abstractmethod
    def __getitem__(self, key):
        raise KeyError

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key):
        try:
            self[key]
        except KeyError:
            return False
        return True

    def keys(self):
        return KeysView(self)

    def items(self):
        return ItemsView(self)

    def values(self):
        return ValuesView(self)

    def __eq__(self, other):
        if isinstance(other, Mapping):
            return dict(self.items()) == dict(other.items())
        return NotImplemented

    __reversed__ = None


class MappingView(Sized):
    __class_getitem__ = classmethod(GenericAlias)

    def __init__(self, mapping):
        self._mapping = mapping

    def __len__(self):
        return len(self._mapping)

    def __repr__(self):
        return f"{type(self).__name__}({self._mapping!r})"


class KeysView(MappingView, Set):
    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        return iter(self._mapping)


class ItemsView(MappingView, Set):
    @classmethod
    def _from_iterable(cls, it):
        return set(it)

    def __contains__(self, item):
        key, value = item
        try:
            stored = self._mapping[key]
        except KeyError:
            return False
        return _same(stored, value)

    def __iter__(self):
        source = self._mapping
        return ((key, source[key]) for key in source)


class ValuesView(MappingView, Collection):
    def __contains__(self, value):
        return any(_same(stored, value) for stored in self)

    def __iter__(self):
        source = self._mapping
        return (source[key] for key in source)


_NO_DEFAULT = object()


class MutableMapping(Mapping):
    @abstractmethod
    def __setitem__(self, key, value):
        raise KeyError

    @abstractmethod
    def __delitem__(self, key):
        raise KeyError

    def pop(self, key, default=_NO_DEFAULT):
        try:
            value = self[key]
        except KeyError:
            if default is _NO_DEFAULT:
                raise
            return default
        del self[key]
        return value

    def popitem(self):
        for key in self:
            break
        else:
            raise KeyError from None
        value = self[key]
        del self[key]
        return key, value

    def clear(self):
        while len(self):
            self.popitem()

    def update(self, other=(), /, **kwds):
        if isinstance(other, Mapping) or hasattr(other, "keys"):
            source = other if isinstance(other, Mapping) else other.keys()
            pairs = ((key, other[key]) for key in source)
        else:
            pairs = other
        for key, value in pairs:
            self[key] = value
        for key, value in kwds.items():
            self[key] = value

    def setdefault(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            pass
        self[key] = default
        return default


class Sequence(Reversible, Collection):
    """List-like reading on top of __getitem__ (IndexError ends the
    sequence) and __len__."""

    @abstractmethod
    def __getitem__(self, index):
        raise IndexError

    def __iter__(self):
        pos = 0
        while True:
            try:
                item = self[pos]
            except IndexError:
                return
            yield item
            pos += 1

    def __contains__(self, value):
        return any(_same(item, value) for item in self)

    def __reversed__(self):
        for pos in range(len(self) - 1, -1, -1):
            yield self[pos]

    def index(self, value, start=0, stop=None):
        if start is not None and start < 0:
            start = max(len(self) + start, 0)
        if stop is not None and stop < 0:
            stop += len(self)
        pos = start
        while stop is None or pos < stop:
            try:
                item = self[pos]
            except IndexError:
                break
            if _same(item, value):
                return pos
            pos += 1
        raise ValueError

    def count(self, value):
        return sum(1 for item in self if _same(item, value))


class MutableSequence(Sequence):
    @abstractmethod
    def __setitem__(self, index, value):
        raise IndexError

    @abstractmethod
    def __delitem__(self, index):
        raise IndexError

    @abstractmethod
    def insert(self, index, value):
        raise IndexError

    def append(self, value):
        self.insert(len(self), value)

    def clear(self):
        while len(self):
            self.pop()

    def reverse(self):
        lo, hi = 0, len(self) - 1
        while lo < hi:
            self[lo], self[hi] = self[hi], self[lo]
            lo += 1
            hi -= 1

    def extend(self, values):
        for item in (list(values) if values is self else values):
            self.append(item)

    def pop(self, index=-1):
        item = self[index]
        del self[index]
        return item

    def remove(self, value):
        del self[self.index(value)]

    def __iadd__(self, values):
        self.extend(values)
        return self


ByteString = Sequence

for _abc, _types in ((Sequence, (tuple, str, range, bytes)), (MutableSequence, (list, bytearray)),
                     (Set, (frozenset,)), (MutableSet, (set,)), (MutableMapping, (dict,)),
                     (KeysView, (type({}.keys()),)), (ValuesView, (type({}.values()),)),
                     (ItemsView, (type({}.items()),))):
    for _t in _types:
        _abc.register(_t)
del _abc, _types, _t
