# Pure-Python workloads for the interpreter-speed figures (tests/bench/run.mjs).
# run.mjs prepends `WORK = "<name>"; N = <size>; REPS = <count>` and every engine
# (build/nnscope, CPython, the WASM engine, Pyodide) runs this same text.
# Printed: RESULT <value> (checked equal across engines), then TIMES <ns> ...
import time


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def w_fib(n):
    return fib(n)


def w_loops(n):
    total = 0
    for i in range(n):
        j = i % 7
        while j > 0:
            total += i ^ j
            j -= 1
    return total


def w_build(n):
    out = []
    for i in range(n):
        out.append(i * 2)
    d = {}
    for i in range(n):
        d[i] = out[i] + 1
    names = {}
    for i in range(n // 4):
        names["k" + str(i)] = i
    sq = [x * x for x in range(n)]
    dc = {k: v for k, v in d.items() if v % 3 == 0}
    return len(out) + len(d) + len(names) + sum(sq) % 1000 + len(dc)


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
        self.tag = None

    def norm1(self):
        return abs(self.x) + abs(self.y)

    def shifted(self, dx):
        return Point(self.x + dx, self.y)


def w_classes(n):
    total = 0
    for i in range(n):
        p = Point(i, -i)
        p.tag = i & 3
        total += p.tag
    return total


class Counter:
    def __init__(self):
        self.count = 0

    def add(self, v):
        self.count += v
        return self

    def get(self):
        return self.count


def w_methods(n):
    c = Counter()
    p = Point(1, 2)
    total = 0
    for i in range(n):
        c.add(i)
        total += p.norm1()
    return c.get() + total


def _main():
    fn = globals()["w_" + WORK]
    times = []
    res = None
    for _ in range(REPS):
        t0 = time.perf_counter_ns()
        res = fn(N)
        times.append(time.perf_counter_ns() - t0)
    print("RESULT", res)
    print("TIMES", " ".join(str(t) for t in times))


_main()
