class Adder:
    def __init__(self, n):
        self.n = n

    def __call__(self, x, *rest, scale=1):
        return (self.n + x + sum(rest)) * scale


add5 = Adder(5)
print(add5(1), add5(1, 2, 3), add5(1, scale=10), callable(add5), callable(Adder), callable(3))
print(list(map(add5, [1, 2, 3])))
print(sorted([3, 1, 2], key=Adder(0)))
try:
    add5()
except TypeError as e:
    print("TypeError:", e)
try:
    n = 3
    n()
except TypeError as e:
    print("TypeError:", e)
try:
    Adder(1)(1, bad=2)
except TypeError as e:
    print("TypeError:", e)


class Later:
    pass


obj = Later()
try:
    obj()
except TypeError as e:
    print("TypeError:", e)
Later.__call__ = lambda self: "now callable"
print(obj(), callable(obj))
print(callable(len), callable(print), callable(Later.__call__), callable(None))
