import functools
calls = []
@functools.lru_cache(maxsize=None)
def fib(n):
    calls.append(n)
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(30), len(calls))
print(fib.cache_info())
fib.cache_clear()
print(fib.cache_info())
@functools.cache
def sq(x):
    print("computing", x)
    return x * x
print(sq(4), sq(4), sq(5))
@functools.lru_cache(maxsize=2)
def ident(x):
    print("miss", x)
    return x
for v in [1, 2, 1, 3, 2, 1]:
    ident(v)
print(ident.cache_info())
@functools.lru_cache
def plain(x):
    return x + 1
print(plain(1), plain(1), plain.cache_info().hits)
