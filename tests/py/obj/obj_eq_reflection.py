class Base:
    def __eq__(self, o):
        print("Base.__eq__")
        return NotImplemented


class Derived(Base):
    def __eq__(self, o):
        print("Derived.__eq__")
        return True


print(Base() == Derived())
print(Derived() == Base())
print(Base() == Base())
b = Base()
print(b == b, b != b)


class Cmp:
    def __init__(self, v):
        self.v = v

    def __lt__(self, o):
        print("lt", self.v)
        return self.v < o.v

    def __gt__(self, o):
        print("gt", self.v)
        return self.v > o.v


print(Cmp(1) < Cmp(2), Cmp(1) > Cmp(2))
print(1 < 2 < 3, Cmp(1) < Cmp(2) < Cmp(3))
print(sorted([Cmp(3), Cmp(1)], key=lambda c: c.v)[0].v)
