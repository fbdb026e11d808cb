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

print(list(Countdown(3)), sum(Countdown(4)), max(Countdown(2)))

class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError
        return i * 10

print(list(Seq()), 20 in Seq(), [x for x in Seq()])

class Range2:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        i = 0
        while i < self.n:
            yield i
            i += 2
    def __len__(self):
        return (self.n + 1) // 2
    def __contains__(self, x):
        return x % 2 == 0 and 0 <= x < self.n

r = Range2(7)
print(list(r), len(r), 4 in r, 5 in r, list(reversed(list(r))))
it = iter([1, 2, 3])
print(next(it), list(it), list(it))
d = {'a': 1, 'b': 2}
for k, v in d.items():
    print(k, v)
for i, (k, v) in enumerate(sorted(d.items(), reverse=True)):
    print(i, k, v)
print(list(zip('abc', range(5))), list(zip()), dict(zip('xy', (1, 2))))
print(list(map(lambda a, b: a * b, [1, 2, 3], [4, 5])), list(filter(None, [0, 1, '', 'a', None])))
try:
    list(zip([1, 2], [1], strict=True))
except ValueError as e:
    print('ValueError', e)
print(sorted({3: 'c', 1: 'a'}), list(reversed(range(3))), list(range(10, 0, -3)))
try:
    iter(5)
except TypeError as e:
    print('TypeError', e)
try:
    next([1])
except TypeError as e:
    print('TypeError', e)
print(any(x > 2 for x in [1, 2, 3]), all([]), list(iter(lambda: 1, 1)))
