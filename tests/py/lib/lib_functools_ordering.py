import functools
@functools.total_ordering
class Version:
    def __init__(self, major, minor):
        self.major, self.minor = major, minor
    def __eq__(self, other):
        return (self.major, self.minor) == (other.major, other.minor)
    def __lt__(self, other):
        return (self.major, self.minor) < (other.major, other.minor)
    def __repr__(self):
        return "V%d.%d" % (self.major, self.minor)
a, b = Version(1, 2), Version(1, 3)
print(a < b, a > b, a <= b, a >= b, a == b, a != b)
print(sorted([Version(2, 0), a, b]), max(a, b))
def cmp(x, y):
    return (x > y) - (x < y)
print(sorted([3, 1, 2], key=functools.cmp_to_key(cmp)))
print(sorted(["bb", "a", "ccc"], key=functools.cmp_to_key(lambda x, y: len(y) - len(x))))
class Data:
    def __init__(self, n):
        self.n = n
    @functools.cached_property
    def total(self):
        print("computing total")
        return sum(range(self.n))
d = Data(5)
print(d.total, d.total, "total" in d.__dict__)
try:
    @functools.total_ordering
    class Bad:
        pass
except ValueError as e:
    print(type(e).__name__, e)
