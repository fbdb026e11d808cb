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


print(list(Countdown(3)), sum(Countdown(4)))
it = iter(Countdown(2))
print(next(it), next(it), next(it, "done"))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", repr(e))


class Range2:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        i = 0
        while i < self.n:
            yield i
            i += 1


r = Range2(3)
print(list(r), list(r), [x * x for x in r], max(r))


class BadIter:
    def __iter__(self):
        return 5


try:
    iter(BadIter())
except TypeError as e:
    print("TypeError:", e)
try:
    for x in BadIter():
        pass
except TypeError as e:
    print("TypeError:", e)
try:
    next([1])
except TypeError as e:
    print("TypeError:", e)
try:
    iter(3)
except TypeError as e:
    print("TypeError:", e)


class NotIterable:
    __iter__ = None


try:
    iter(NotIterable())
except TypeError as e:
    print("TypeError:", e)
a, b, c = Countdown(3)
print(a, b, c)
print(dict(zip("ab", Countdown(2))), list(enumerate(Countdown(2))))
