def f(a, b=2, *args, c=3, d, **kw):
    return (a, b, args, c, d, sorted(kw.items()))
print(f(1, d=4))
print(f(1, 5, 6, 7, d=8, e=9, c=0))
def g(x, y=[]):
    y.append(x)
    return y
print(g(1), g(2))
def h(*, key=None): return key
print(h(key='k'), h())
def p(a, b, /, c): return a + b + c
print(p(1, 2, c=3), p(1, 2, 3))
