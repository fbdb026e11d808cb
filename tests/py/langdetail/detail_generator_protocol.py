def counter():
    total = 0
    while True:
        got = yield total
        if got is None:
            break
        total += got
    return total


g = counter()
print(g.gi_running, g.gi_suspended, g.gi_code.co_name, g.gi_yieldfrom)
print(next(g), g.gi_suspended)
print(g.send(5), g.send(7))
try:
    g.send(None)
except StopIteration as e:
    print("stopped with", e.value)
print(g.gi_frame, g.gi_suspended)

g2 = counter()
try:
    g2.send(3)
except TypeError as e:
    print(type(e).__name__, e)


def guarded():
    try:
        yield 1
        yield 2
    except ValueError as e:
        print("handled", e)
        yield "recovered"
    finally:
        print("cleanup")


g3 = guarded()
print(next(g3))
print(g3.throw(ValueError("bad")))
g3.close()
print("closed", g3.gi_frame)

g4 = guarded()
print(next(g4))
try:
    g4.throw(KeyError("k"))
except KeyError as e:
    print("propagated", repr(e))
g5 = guarded()
try:
    g5.throw(RuntimeError("before start"))
except RuntimeError as e:
    print("not started:", e)


def returns_on_close():
    try:
        yield 1
    except GeneratorExit:
        return "bye"


g6 = returns_on_close()
next(g6)
print("close returned", g6.close())


def stubborn():
    try:
        yield 1
    except GeneratorExit:
        pass
    yield 2


g7 = stubborn()
next(g7)
try:
    g7.close()
except RuntimeError as e:
    print(type(e).__name__, e)
print(next(g7, "exhausted"))


def inner():
    x = yield "in"
    return x


def outer():
    r = yield from inner()
    yield ("outer got", r)


g8 = outer()
print(next(g8), type(g8.gi_yieldfrom).__name__)
print(g8.send("value"))


def selfish():
    yield g9.send(None)


g9 = selfish()
try:
    next(g9)
except ValueError as e:
    print(type(e).__name__, e)
print(list(x * x for x in range(4)))
ge = (i for i in range(2))
print(ge.gi_code.co_name, next(ge), list(ge))
