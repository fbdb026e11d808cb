def counter(start):
    total = start
    while True:
        received = yield total
        if received is None:
            total += 1
        else:
            total += received


g = counter(10)
print(next(g), next(g), g.send(5), g.send(None), next(g))
g.close()
try:
    next(g)
except StopIteration as e:
    print("StopIteration", repr(e))


def careful():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print("caught inside:", e)
        yield 99
    finally:
        print("cleanup")


c = careful()
print(next(c), c.throw(ValueError("bad")))
try:
    next(c)
except StopIteration:
    print("done")
c2 = careful()
next(c2)
c2.close()


def with_return():
    yield 1
    return "result"


w = with_return()
next(w)
try:
    next(w)
except StopIteration as e:
    print("value", e.value)


def delegator():
    r = yield from with_return()
    print("sub returned", r)
    yield from range(2)


print(list(delegator()))
gen = (x * x for x in range(5) if x % 2)
print(next(gen), list(gen), list(gen))
try:
    g0 = counter(0)
    g0.send(1)
except TypeError as e:
    print("TypeError", e)


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


import itertools
print(list(itertools.islice(fib(), 10)), sum(x for x in range(10)))
e = enumerate(x for x in "ab")
print(next(e), type(fib()).__name__, fib.__name__)


def thrower():
    yield 1


t = thrower()
try:
    t.throw(RuntimeError("early"))
except RuntimeError as e:
    print("propagated", e)


def bad_gen():
    yield 1
    raise StopIteration


try:
    list(bad_gen())
except RuntimeError as e:
    print("RuntimeError", e)
