def f(a, b=2, *, c, d=4): pass
def g(x): pass
def pos(a, b, /): pass
class A:
    def m(self, x): pass
    def __init__(self, n): pass
tests = [lambda: f(), lambda: f(1), lambda: f(1, 2, 3), lambda: f(1, c=1, e=2), lambda: g(1, x=2),
         lambda: g(), lambda: g(1, 2), lambda: pos(a=1, b=2), lambda: A(1).m(), lambda: A(),
         lambda: A(1, 2), lambda: A(1).m(1, 2, 3), lambda: f(1, 2, 3, c=1), lambda: g(**{'y': 1}),
         lambda: g(*5), lambda: g(**5), lambda: g(1, **{'x': 2}), lambda: (lambda: 0)(1)]
for t in tests:
    try:
        t()
    except TypeError as e:
        print(e)
