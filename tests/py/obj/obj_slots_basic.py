class P:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm1(self):
        return abs(self.x) + abs(self.y)


p = P(3, -4)
print(p.x, p.y, p.norm1(), P.__slots__)
p.x = 10
print(p.x)


class Q(P):
    __slots__ = ("z",)

    def __init__(self):
        super().__init__(1, 2)
        self.z = 3


q = Q()
print(q.x, q.y, q.z, q.norm1(), isinstance(q, P))
