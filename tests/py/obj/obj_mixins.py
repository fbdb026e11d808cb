class ReprMixin:
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in sorted(vars(self).items()))
        return f"{type(self).__name__}({fields})"


class EqMixin:
    def __eq__(self, other):
        return type(self) is type(other) and vars(self) == vars(other)

    __hash__ = None


class Comparable:
    def _key(self):
        raise NotImplementedError

    def __lt__(self, other):
        return self._key() < other._key()


class Point(ReprMixin, EqMixin, Comparable):
    def __init__(self, x, y):
        self.x, self.y = x, y

    def _key(self):
        return (self.x, self.y)


ps = [Point(2, 1), Point(1, 5), Point(1, 2)]
print(sorted(ps))
print(Point(1, 2) == Point(1, 2), Point(1, 2) == Point(2, 1))
print([c.__name__ for c in Point.__mro__])
try:
    hash(Point(0, 0))
except TypeError as e:
    print("TypeError:", e)
try:
    Comparable() < Comparable()
except NotImplementedError as e:
    print("NotImplementedError", repr(e))
