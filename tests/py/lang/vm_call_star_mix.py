def f(a, b, c, d): return a+b+c+d
args=[1,2]
kw={'d':4}
print(f(*args, 3, **kw), f(1, *[2, 3], d=4))
try:
    f(1, *5)
except TypeError as e: print(e)
try:
    f(**{'a':1}, **{'a':2})
except TypeError as e: print(e)
