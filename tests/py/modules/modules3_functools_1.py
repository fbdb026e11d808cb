import functools
from functools import partial, reduce, lru_cache, wraps, cache, cached_property, total_ordering


def power(base, exp=2, *, mod=None):
    r = base ** exp
    return r % mod if mod else r


sq = partial(power, exp=2)
cube = partial(power, exp=3, mod=10)
print(sq(5), cube(7), sq.func is power, sq.args, sq.keywords, partial(power, 2)(10))
print(repr(partial(max, 1))[:22])
print(reduce(lambda a, b: a * b, [1, 2, 3, 4]), reduce(lambda a, b: a + b, [], 0), reduce(max, [3, 9, 2]))
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    print("TypeError", e)


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(60), fib.cache_info())
fib.cache_clear()
print(fib.cache_info())


@lru_cache(maxsize=2)
def sq2(x):
    print("compute", x)
    return x * x


sq2(1), sq2(2), sq2(1), sq2(3), sq2(2)
print(sq2.cache_info())


def logged(fn):
    @wraps(fn)
    def inner(*a, **k):
        print("calling", fn.__name__)
        return fn(*a, **k)
    return inner


@logged
def add(a, b):
    """Add two numbers."""
    return a + b


print(add(1, 2), add.__name__, add.__doc__, add.__wrapped__.__name__, add.__qualname__)


@cache
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)


print(fact(20))


class Data:
    def __init__(self):
        self.calls = 0

    @cached_property
    def expensive(self):
        self.calls += 1
        return 42


d = Data()
print(d.expensive, d.expensive, d.calls)


@total_ordering
class V:
    def __init__(self, v):
        self.v = v

    def __eq__(self, o):
        return self.v == o.v

    def __lt__(self, o):
        return self.v < o.v


print(V(1) <= V(2), V(3) > V(2), V(2) >= V(2), sorted([V(3), V(1)], key=lambda x: x.v)[0].v)
print(sorted([1, 3, 2], key=functools.cmp_to_key(lambda a, b: b - a)))
