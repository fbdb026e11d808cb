class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


print(list(Countdown(3)), sum(Countdown(4)), max(Countdown(2)), 2 in Countdown(3))


class Dataset:
    def __init__(self, data):
        self.data = data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        if i >= len(self.data):
            raise IndexError("out of range")
        return self.data[i] * 10


ds = Dataset([1, 2, 3])
print(list(ds), len(ds), ds[1], [x for x in ds if x > 10], list(enumerate(ds)), list(reversed(ds)) if hasattr(ds, "__reversed__") else "no reversed")
it = iter([1, 2])
print(next(it), next(it), next(it, "done"))
try:
    next(it)
except StopIteration:
    print("StopIteration")
try:
    iter(5)
except TypeError as e:
    print("TypeError", e)
try:
    next([1])
except TypeError as e:
    print("TypeError", e)
calls = iter(lambda: 1, 1)
print(list(calls))
r = range(10, 0, -3)
print(list(r), r[1], len(r), r.index(4), 7 in r, r[::-1], repr(r), range(5)[-1], list(range(0)))
try:
    range(1, 2, 0)
except ValueError as e:
    print("ValueError", e)
z = zip([1, 2], [3, 4])
print(iter(z) is z, list(z), list(z))
m = map(abs, [-1, -2])
print(next(m), list(m))
