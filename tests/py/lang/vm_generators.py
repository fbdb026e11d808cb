def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
print(list(count(4)))
g = count(2)
print(next(g), next(g))
try:
    next(g)
except StopIteration:
    print("done")
def fibgen():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
import itertools
print(list(itertools.islice(fibgen(), 10)))
def echo():
    received = []
    while True:
        x = yield len(received)
        if x is None:
            break
        received.append(x)
    return received
e = echo(); next(e); e.send('a'); e.send('b')
try:
    e.send(None)
except StopIteration as s:
    print(s.value)
def inner():
    yield 1
    yield 2
    return 'inner-ret'
def outer():
    r = yield from inner()
    yield r
print(list(outer()))
print(list(x * 2 for x in range(3) if x))
gen = (i for i in range(3))
print(sum(gen), sum(gen))
def closer():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
c = closer(); print(next(c)); c.close()
def thrower():
    try:
        yield 1
    except ValueError as ex:
        yield 'caught ' + str(ex)
t = thrower(); next(t); print(t.throw(ValueError('boom')))
