import functools
import time


def count_calls(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper


@count_calls
def step(x):
    return x + 1


step(1), step(2)
print(step.calls, step.__name__)


def repeat(n):
    def deco(fn):
        def inner(*a):
            return [fn(*a) for _ in range(n)]
        return inner
    return deco


@repeat(3)
def hello(name):
    return f"hi {name}"


print(hello("bob"))


class Memo:
    def __init__(self, fn):
        self.fn = fn
        self.cache = {}

    def __call__(self, n):
        if n not in self.cache:
            self.cache[n] = self.fn(n)
        return self.cache[n]


@Memo
def slow_sq(n):
    return n * n


print(slow_sq(4), slow_sq(4), slow_sq.cache)


def make_multipliers():
    return [lambda x, i=i: x * i for i in range(3)]


print([m(2) for m in make_multipliers()])


def counter():
    count = 0

    def inc():
        nonlocal count
        count += 1
        return count
    return inc


c1, c2 = counter(), counter()
print(c1(), c1(), c2(), c1.__code__.co_freevars)


class Model:
    @staticmethod
    @count_calls
    def helper(x):
        return x * 2

    @property
    @functools.lru_cache(maxsize=None)
    def value(self):
        return 42


print(Model.helper(3), Model().value, Model.helper.calls)
print(type(time.time()).__name__, time.perf_counter() >= 0)
