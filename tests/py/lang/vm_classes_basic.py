class Point:
    """A point."""
    dims = 2
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
    def __add__(self, o):
        return Point(self.x + o.x, self.y + o.y)
    def __eq__(self, o):
        return isinstance(o, Point) and (self.x, self.y) == (o.x, o.y)
    def norm2(self):
        return self.x ** 2 + self.y ** 2
p = Point(1, 2) + Point(3, 4)
print(p, p.norm2(), p == Point(4, 6), Point.dims, Point.__doc__, Point.__name__, Point.__qualname__)
print(type(p).__name__, p.__class__.__module__)
class Outer:
    class Inner:
        def m(self): pass
print(Outer.Inner.__qualname__, Outer.Inner.m.__qualname__)
def fn():
    class Local: pass
    return Local
print(fn().__qualname__)
