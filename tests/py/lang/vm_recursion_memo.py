memo = {}
def fib(n):
    if n in memo: return memo[n]
    r = n if n < 2 else fib(n - 1) + fib(n - 2)
    memo[n] = r
    return r
print(fib(90))
import functools
@functools.lru_cache(maxsize=None)
def f2(n): return n if n < 2 else f2(n - 1) + f2(n - 2)
print(f2(50))
