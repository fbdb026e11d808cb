# Python-to-Python calls that the eval loop runs inline (plain functions,
# bound methods, class __init__): results, errors, tracebacks, frames,
# recursion and generators must behave as for any other call.
import sys
import traceback


def add(a, b):
    return a + b


def defaults(a, b=10, *rest, k=1):
    return a + b + len(rest) + k


def closure(n):
    def inner(m):
        return n + m
    return inner(1) + inner(2)


def fails(n):
    if n == 0:
        raise ValueError("bottom")
    return fails(n - 1) + 1


def names_of_tb(e):
    return [fs.name for fs in traceback.extract_tb(e.__traceback__)]


class Base:
    def __init__(self, x):
        self.x = x

    def get(self):
        return self.x


class Child(Base):
    def __init__(self, x, y):
        super().__init__(x)
        self.y = y

    def get(self):
        return super().get() + self.y


class BadInit:
    def __init__(self):
        return 3


class RaisingInit:
    def __init__(self, v):
        self.v = v
        raise KeyError(v)


class Finalized:
    def __init__(self, tag):
        self.tag = tag

    def __del__(self):
        print("finalized", self.tag)


def caller_name():
    return sys._getframe(1).f_code.co_name


def outer_frame():
    return caller_name()


def locals_seen(a, b):
    c = a * b
    return sorted(sys._getframe().f_locals)


def gen(n):
    for i in range(n):
        yield add(i, i)


def deep(n):
    return 0 if n == 0 else deep(n - 1) + 1


def forever(n):
    return forever(n + 1)


print(add(1, 2), defaults(1), defaults(1, 2, 3, 4, k=5), closure(10))
try:
    fails(3)
except ValueError as e:
    print("ValueError", e, names_of_tb(e))
c = Child(2, 3)
print(c.x, c.y, c.get(), Base(7).get())
try:
    BadInit()
except TypeError as e:
    print("TypeError", e)
try:
    RaisingInit(5)
except KeyError as e:
    print("KeyError", e, names_of_tb(e))
try:
    Base()
except TypeError as e:
    print("TypeError", e)
try:
    add(1)
except TypeError as e:
    print("TypeError", e)
Finalized("temp")
kept = Finalized("kept")
print(outer_frame(), locals_seen(2, 3))
print(list(gen(4)), [add(x, 1) for x in range(3)])
print(deep(500))
try:
    forever(0)
except RecursionError as e:
    print("RecursionError", e)
print(deep(100))
old = sys.getrecursionlimit()
sys.setrecursionlimit(200)
try:
    deep(300)
except RecursionError as e:
    print("RecursionError at 200", e)
sys.setrecursionlimit(old)
print(deep(300))
del kept
print("done")
