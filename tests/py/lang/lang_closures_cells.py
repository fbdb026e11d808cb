def make_counter():
    count = 0
    def inc(by=1):
        nonlocal count
        count += by
        return count
    def get():
        return count
    return inc, get

inc, get = make_counter()
inc(); inc(5)
print(get(), inc.__closure__ is not None, len(inc.__closure__))
adders = [lambda x, i=i: x + i for i in range(3)]
late = [lambda x: x + i for i in range(3)]
print([f(10) for f in adders], [f(10) for f in late])

def outer():
    x = 'outer'
    def middle():
        def inner():
            return x
        return inner
    x = 'rebound'
    return middle()()
print(outer())

def scale(factor):
    return lambda v: v * factor
double, triple = scale(2), scale(3)
print(double(4), triple(4), double.__code__.co_freevars if hasattr(double, '__code__') else ())

def acc():
    items = []
    def add(x):
        items.append(x)
        return len(items)
    return add
a = acc()
print(a(1), a(2), a(3))

def gen_closure():
    total = 0
    def step(x):
        nonlocal total
        total += x
        return total
    return [step(i) for i in range(5)]
print(gen_closure())

class Box:
    def __init__(self):
        self.v = 1
    def getter(self):
        return lambda: self.v
b = Box()
g = b.getter()
b.v = 99
print(g())
try:
    def broken():
        print(y)
        y = 1
    broken()
except UnboundLocalError as e:
    print('UnboundLocalError', e)
