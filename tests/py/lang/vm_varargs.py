def f(*args): return len(args), args
print(f(), f(1), f(*range(3)))
def g(**kw): return sorted(kw)
print(g(a=1, b=2), g(**{'z': 1}))
def h(a, *b, c, **d): return a, b, c, d
print(h(1, 2, 3, c=4, e=5))
