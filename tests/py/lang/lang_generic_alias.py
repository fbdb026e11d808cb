print(list[int], dict[str, int], tuple[int, ...], set[int], frozenset[str])
print(type(list[int]).__name__)
print(list[int]([1, 2]), dict[str, int](a=1), tuple[int, ...]((1, 2)))
print(list[int] == list[int], list[int] == list[str], list[int].__origin__, list[int].__args__)
print(tuple[()], dict[str, list[int]], list[list[float]])

class A:
    pass

print(list[A], dict[str, A])

def f(xs: list[int], m: dict[str, tuple[int, int]] = None) -> tuple[int, ...]:
    return tuple(xs)

print(f.__annotations__['xs'], f.__annotations__['return'], f([1, 2]))
try:
    A[int]
except TypeError as e:
    print('TypeError', e)
import collections
print(collections.OrderedDict[str, int], collections.deque[int], collections.defaultdict[str, list])
