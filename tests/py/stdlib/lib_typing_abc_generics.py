# typing and collections.abc generics as CPython 3.13 prints them: the ABCs
# belong to collections.abc, subscripting them gives a types.GenericAlias,
# typing's aliases fill default parameters, isinstance() consults the
# __instancecheck__ of a non-type second argument.
import collections.abc as c
import contextlib
import inspect
import typing
from typing import Awaitable, ContextManager, Generator, ItemsView, KeysView, Optional, Tuple, ValuesView

print(c.Iterable, c.Mapping.__module__, c.Sequence.__qualname__)
print(c.Iterable[int], c.Mapping[str, int], c.Callable[[int, str], bool], c.Sequence[int].__origin__)
print(c.Generator[int, None, None], c.KeysView[str], c.Awaitable[int], type(c.Iterator[int]).__name__)
print(list[[int, [str]], str], list[[]], dict[str, list[int]])
print(Generator[int], Generator[int, str, bytes], ContextManager[int], ContextManager[int, bool])
print(KeysView[str], ItemsView[str, int], ValuesView[float], Awaitable[int])
print(Tuple[ContextManager, ContextManager])


def f(x: c.Iterable[int], cm: Optional[ContextManager[int]] = None) -> c.Iterator[str]:
    return iter(())


print(inspect.signature(f))
print(isinstance([], typing.List), isinstance({}, typing.Mapping), issubclass(list, typing.Iterable))
print(isinstance(contextlib.nullcontext(), ContextManager), isinstance(3, typing.Sequence))


class Always:
    def __instancecheck__(self, obj):
        return obj == 3

    def __subclasscheck__(self, cls):
        return cls is int


print(isinstance(3, Always()), isinstance(4, Always()), issubclass(int, Always()), issubclass(str, Always()))
print(isinstance(3, (str, Always())))
try:
    isinstance(3, object())
except TypeError as e:
    print(type(e).__name__, e)
try:
    c.Sized[int]
except TypeError as e:
    print(type(e).__name__, e)
