class Node:
    count = 0
    def __init__(self, val, nxt=None):
        self.val = val
        self.next = nxt
        Node.count += 1

head = None
for i in range(5):
    head = Node(i, head)
vals = []
n = head
while n:
    vals.append(n.val)
    n = n.next
print(vals, Node.count)

class Tree:
    def __init__(self, v, children=()):
        self.v = v
        self.children = list(children)
    def total(self):
        return self.v + sum(c.total() for c in self.children)
    def depth(self):
        return 1 + max((c.depth() for c in self.children), default=0)

t = Tree(1, [Tree(2, [Tree(4)]), Tree(3)])
print(t.total(), t.depth())

class Stats:
    __slots__ = ()
    def __init__(self):
        pass

class WithDict:
    def __init__(self, **kw):
        self.__dict__.update(kw)

w = WithDict(a=1, b=2)
print(w.a, w.b, vars(w))
w.c = 3
print(sorted(vars(w)))
del w.a
print(hasattr(w, 'a'), vars(w))
try:
    del w.zz
except AttributeError as e:
    print('AttributeError', e)

class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f'Point({self.x}, {self.y})'
    def __eq__(self, o):
        return isinstance(o, Point) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))

pts = [Point(i, i * i) for i in range(4)]
print(pts, Point(1, 1) in pts, len({Point(1, 1), Point(1, 1)}))
p = pts[2]
p.x += 10
p.y *= 2
print(p, pts)
objs = [Point(i, -i) for i in range(1000)]
print(sum(o.x for o in objs), sum(o.y for o in objs), objs[-1])
try:
    Point(1)
except TypeError as e:
    print('TypeError', e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print('TypeError', e)
try:
    Point(1, 2).z
except AttributeError as e:
    print('AttributeError', e)
