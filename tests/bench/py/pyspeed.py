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


# Many live objects: data-loading code keeps thousands of objects alive, so
# the allocator and the cycle collector see a large live heap (N = 20000).
class Sample:
    def __init__(self, idx, label, weight):
        self.idx = idx
        self.label = label
        self.weight = weight
        self.seen = 0

    def score(self, scale):
        self.seen += 1
        return self.idx * scale + self.weight

    def key(self):
        return (self.label, -self.idx)


def w_live_objects(n):
    items = [Sample(i, i % 10, i & 7) for i in range(n)]
    total = 0
    for rnd in range(8):
        for it in items:
            total += it.score(rnd) + it.label
        for i in range(0, n, 3):
            items[i].weight = items[i].weight + 1
    # fresh small objects while the big set stays alive
    for i in range(n):
        tmp = Sample(i, 0, 0)
        total += tmp.score(1)
    return total % 1000003 + len(items)


def w_live_dict(n):
    table = {}
    for i in range(n):
        table["row" + str(i)] = [i, i * 2, (i, i + 1)]
    total = 0
    for rnd in range(4):
        for k in table:
            row = table[k]
            if type(row) is list:
                row[0] += rnd
                total += row[1] + row[2][0]
            else:
                total += row[0] + row[1]
        for i in range(0, n, 5):
            table["row" + str(i)] = (i, rnd)
    by_len = {}
    for k, v in table.items():
        by_len.setdefault(len(v), []).append(k)
    return total % 1000003 + len(by_len[3]) + len(by_len[2])


def w_sort_key(n):
    items = [Sample((i * 7919) % n, i % 13, i & 3) for i in range(n)]
    total = 0
    for rnd in range(2):
        s1 = sorted(items, key=lambda it: it.idx)
        s2 = sorted(items, key=Sample.key)
        pairs = [(it.weight, it.idx) for it in items]
        pairs.sort(key=lambda p: (p[0], -p[1]))
        total += s1[0].idx + s2[-1].idx + pairs[0][1] + rnd
    return total


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
