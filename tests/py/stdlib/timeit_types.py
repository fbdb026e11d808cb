import timeit
t = timeit.timeit("sum(range(10))", number=100)
print(type(t).__name__, t >= 0)
r = timeit.repeat("x = 1", setup="y = 2", repeat=3, number=10)
print(type(r).__name__, len(r), all(isinstance(v, float) for v in r))
calls = []
def f():
    calls.append(1)
print(type(timeit.Timer(f).timeit(number=7)).__name__, len(calls))
tm = timeit.Timer("a + b", setup="a = 1\nb = 2")
print(type(tm.timeit(5)).__name__)
g = {"z": 5}
print(timeit.timeit("z * 2", globals=g, number=3) >= 0)
n, secs = timeit.Timer("pass").autorange()
print(type(n).__name__, n >= 1, secs >= 0.2)
print(timeit.default_timer is __import__("time").perf_counter, timeit.default_number, timeit.default_repeat)
try:
    timeit.timeit("1 +", number=1)
except SyntaxError as e:
    print(type(e).__name__)
try:
    timeit.Timer(5)
except ValueError as e:
    print(e)
counter = iter(range(100))
print(timeit.timeit("pass", timer=lambda: next(counter), number=3))
