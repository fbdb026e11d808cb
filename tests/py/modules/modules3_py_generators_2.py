def batches(data, size):
    for i in range(0, len(data), size):
        yield data[i:i + size]
print(list(batches(list(range(10)), 3)))
def epochs(n):
    for e in range(n):
        print(f"start epoch {e}")
        yield e
        print(f"end epoch {e}")
for e in epochs(2):
    print("  body", e)
gen = (x * x for x in range(5) if x % 2 == 0)
print(next(gen), list(gen))
def inner():
    r = yield 1
    print("inner got", r)
    return "inner-done"
def outer():
    res = yield from inner()
    print("outer got", res)
    yield 2
g = outer()
print(next(g))
print(g.send("hello"))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)
def closing():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
c = closing()
next(c)
c.close()
def thrower():
    try:
        yield 1
    except ValueError as e:
        print("caught", e)
        yield "recovered"
t = thrower()
next(t)
print(t.throw(ValueError("boom")))
print(sum(x for x in range(101)), any(x > 3 for x in [1, 5]), all([]), list(zip(*[(1, "a"), (2, "b")])))
print(dict(enumerate("abc")), list(map(lambda kv: kv[0] * kv[1], {2: 3, 4: 5}.items())))
