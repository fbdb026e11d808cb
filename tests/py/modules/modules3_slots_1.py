class Point:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


p = Point(1, 2)
print(p, Point.__slots__)
p.x = 10
print(p.x)
for action in ("set", "get", "del", "dict", "vars"):
    try:
        if action == "set":
            p.z = 3
        elif action == "get":
            p.z
        elif action == "del":
            del p.z
        elif action == "dict":
            p.__dict__
        else:
            vars(p)
    except (AttributeError, TypeError) as e:
        print(action, type(e).__name__, e)
del p.y
try:
    p.y
except AttributeError as e:
    print("after del:", e)
try:
    del p.y
except AttributeError as e:
    print("del twice:", repr(e))
print(type(Point.x).__name__, Point.x)
print(hasattr(p, "y"), hasattr(p, "x"), getattr(p, "y", "default"))


class Point3(Point):
    __slots__ = ("z",)


q = Point3(1, 2)
q.z = 3
print(q.z, hasattr(q, "__dict__"))
try:
    q.w = 4
except AttributeError as e:
    print(e)


class Loose(Point):
    pass


r = Loose(5, 6)
r.extra = 7
print(r.extra, r.__dict__)


class WithDict:
    __slots__ = ("a", "__dict__")


w = WithDict()
w.a = 1
w.b = 2
print(w.a, w.b, w.__dict__)


class Single:
    __slots__ = "value"


s = Single()
s.value = 42
print(s.value, Single.value)
try:
    class Bad:
        __slots__ = ("x",)
        x = 1
except ValueError as e:
    print("ValueError", e)
try:
    class Bad2:
        __slots__ = (1,)
except TypeError as e:
    print("TypeError", e)


class Counter:
    __slots__ = ("_n",)

    def __init__(self):
        self._n = 0

    @property
    def n(self):
        return self._n

    @n.setter
    def n(self, v):
        self._n = v


c = Counter()
c.n = 5
print(c.n)
try:
    c.other = 1
except AttributeError as e:
    print(e)
