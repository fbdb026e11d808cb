import time
t0 = time.time()
p0 = time.perf_counter()
n0 = time.perf_counter_ns()
m0 = time.monotonic()
total = sum(range(10000))
time.sleep(0)
time.sleep(0.001)
print(total)
print(time.time() >= t0, time.perf_counter() >= p0, time.perf_counter_ns() >= n0, time.monotonic() >= m0)
print(type(time.time()).__name__, type(time.perf_counter_ns()).__name__, t0 > 1e9)
elapsed = time.perf_counter() - p0
print(elapsed >= 0, f"{0.0:.2f}s")
try:
    time.sleep(-1)
except ValueError as e:
    print(type(e).__name__, e)
