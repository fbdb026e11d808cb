def f(a, b, c): return a, b, c
print(f(c=3, a=1, b=2), f(1, c=3, b=2))
