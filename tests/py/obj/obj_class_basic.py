class Point:
    """A point."""
    dims = 2

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm2(self):
        return self.x * self.x + self.y * self.y

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


p = Point(3, 4)
print(p, p.norm2(), p.dims, Point.dims)
print(Point.__name__, Point.__qualname__, Point.__module__, Point.__doc__)
p.dims = 3
print(p.dims, Point.dims)
del p.dims
print(p.dims)
print(type(p) is Point, type(p).__name__, isinstance(p, Point), isinstance(p, object))
print(sorted(vars(p).items()))
print(p.__dict__)
p.__dict__['z'] = 5
print(p.z)
print(hasattr(p, 'x'), hasattr(p, 'w'), getattr(p, 'w', 'default'))
setattr(p, 'w', 10)
print(p.w, getattr(p, 'w'))
delattr(p, 'w')
print(hasattr(p, 'w'))
