counter = 0


def bump():
    global counter
    counter += 1
    return counter


bump(), bump()
print(counter)


def make_acc():
    total = 0

    def add(x):
        nonlocal total
        total += x
        return total
    return add


acc = make_acc()
print(acc(5), acc(10), acc.__closure__[0].cell_contents)
data = [3, 8, 1, 9]
if (n := len(data)) > 3:
    print(f"long list ({n})")
print([y for x in data if (y := x * 2) > 5], y)
while (chunk := data[:2]):
    print(chunk)
    data = data[2:]
first, *middle, last = range(6)
print(first, middle, last)
(a, b), c = (1, 2), 3
*init, = "xyz"
print(a, b, c, init, [*range(3), *"ab"], {**{"a": 1}, "b": 2}, {*[1, 2], 3})
head, *tail = [1]
print(head, tail)
try:
    x, y = [1, 2, 3]
except ValueError as e:
    print("ValueError", e)
try:
    x, y, z = [1, 2]
except ValueError as e:
    print("ValueError", e)
try:
    a, *b, c = [1]
except ValueError as e:
    print("ValueError", e)
fns = [lambda i=i: i * 10 for i in range(3)]
late = [lambda: i for i in range(3)]
print([f() for f in fns], [f() for f in late])
scale = lambda x, k=2, *args, **kw: (x * k, args, kw)
print(scale(3), scale(3, 4, 5, z=1), (lambda: "no args")(), (lambda *a: a)(1, 2))


def outer():
    x = "outer"

    def inner():
        print(x)
    x = "changed"
    return inner


outer()()


def shadow():
    try:
        print(undefined_local)
        undefined_local = 1
    except UnboundLocalError as e:
        print("UnboundLocalError", e)


shadow()
try:
    print(not_defined_anywhere)
except NameError as e:
    print("NameError", e)
