def f(a, *, b, c=3): return a, b, c
print(f(1, b=2), f(1, c=4, b=5))
try:
    f(1, 2)
except TypeError as e: print(e)
try:
    f(1)
except TypeError as e: print(e)
