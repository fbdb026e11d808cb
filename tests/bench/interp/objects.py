# Instantiating plain Python classes that assign attributes in __init__.
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

class Point3(Point):
    def __init__(self, x, y, z):
        super().__init__(x, y)
        self.z = z

def make(n):
    last = None
    for i in range(n):
        last = Point(i, i + 1)
    for i in range(n // 4):
        last = Point3(i, i, i)
    return last.x + last.y

print(make(1000000))
