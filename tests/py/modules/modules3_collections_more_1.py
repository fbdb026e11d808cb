from collections import OrderedDict, defaultdict, Counter, namedtuple, deque
od = OrderedDict([("b", 1), ("a", 2)])
od["c"] = 3
od.move_to_end("b")
print(od, list(od), od.popitem(), od.popitem(last=False), od)
print(OrderedDict(a=1) == OrderedDict(a=1), OrderedDict([(1, 1), (2, 2)]) == OrderedDict([(2, 2), (1, 1)]),
      OrderedDict([(1, 1), (2, 2)]) == {2: 2, 1: 1})
print(repr(OrderedDict()), OrderedDict.fromkeys("ab", 0))
dd = defaultdict(list)
dd["x"].append(1)
dd["y"]
print(dd, dict(dd), dd.default_factory, "z" in dd, len(dd))
di = defaultdict(int)
for w in "the cat the dog the".split():
    di[w] += 1
print(sorted(di.items()), defaultdict(lambda: "?")["k"])
c = Counter("abracadabra")
print(c, c.most_common(2), c["z"], sum(c.values()), c.total())
c2 = Counter(a=1, b=5)
print(c + c2, c - c2, c & c2, c | c2, sorted(c.elements())[:6])
c.update("zzz")
c.subtract({"a": 10})
print(c, Counter([1, 1, 2]) == Counter({1: 2, 2: 1}), +Counter(a=-1, b=2))
Point = namedtuple("Point", ["x", "y"])
p = Point(1, y=2)
print(p, p.x, p[1], p._asdict(), p._replace(x=5), Point._fields, Point._make([3, 4]), tuple(p))
P3 = namedtuple("P3", "x y z", defaults=[0])
print(P3(1, 2), P3._field_defaults, isinstance(p, tuple), p == (1, 2), hash(p) == hash((1, 2)))
x, y = p
print(x, y, len(p), p + (3,), repr(Point))
try:
    Point(1)
except TypeError as e:
    print("TypeError", e)
try:
    p.x = 5
except AttributeError as e:
    print("AttributeError", e)
try:
    namedtuple("Bad", "a a")
except ValueError as e:
    print("ValueError", e)
d = deque([1, 2, 3], maxlen=3)
d.append(4)
d.appendleft(0)
print(d, d.maxlen, d.popleft(), d.pop(), d)
d.rotate(1)
print(d, deque("abc"), list(reversed(deque([1, 2]))))
