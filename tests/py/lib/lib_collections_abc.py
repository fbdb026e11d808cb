from collections.abc import Iterable, Iterator, Sequence, Mapping, Callable, Sized, Container, Hashable, Generator, MutableSequence, Set
print(isinstance([1], Iterable), isinstance(5, Iterable), isinstance(iter([]), Iterator))
print(isinstance([], Sequence), isinstance((), Sequence), isinstance("s", Sequence), isinstance({}, Sequence))
print(isinstance({}, Mapping), isinstance(print, Callable), isinstance(len, Callable), isinstance(1, Callable))
print(isinstance([], Sized), isinstance([], Container), isinstance(1, Hashable), isinstance([], Hashable))
print(isinstance([], MutableSequence), isinstance((), MutableSequence), isinstance({1}, Set))
def gen():
    yield 1
print(isinstance(gen(), Generator), isinstance(gen(), Iterator))
class MyMap(Mapping):
    def __init__(self, d): self._d = d
    def __getitem__(self, k): return self._d[k]
    def __iter__(self): return iter(self._d)
    def __len__(self): return len(self._d)
m = MyMap({"a": 1, "b": 2})
print(m["a"], m.get("z", 0), "a" in m, list(m.keys()), list(m.items()), list(m.values()), m == {"a": 1, "b": 2})
print(isinstance(m, Mapping), issubclass(MyMap, Iterable))
class It:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
print(isinstance(It(), Iterator), issubclass(It, Iterable))
try:
    Mapping()
except TypeError as e:
    print(type(e).__name__, e)
