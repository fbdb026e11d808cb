class Point(tuple):
    def norm2(self):
        return sum(x * x for x in self)
p = Point((3, 4))
print(p, p.norm2(), p[0], len(p), type(p).__name__, p == (3, 4))
from collections import namedtuple
P = namedtuple('P', ['x', 'y'])
q = P(1, 2)
print(q, q.x, q[1], q._asdict(), tuple(q), q._replace(x=5))
class Tags(set):
    pass
t = Tags([1, 2])
print(t, t | {3}, type(t | {3}).__name__, Tags(), frozenset(t))
