class Point:
    z = 0
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5
p = Point(3, 4)
print(vars(p))
print([n for n in dir(p) if not n.startswith("__")])
print([n for n in dir(Point) if not n.startswith("_")])
class D:
    def __dir__(self):
        return ["b", "a", "c"]
print(dir(D()))
try:
    vars(1)
except TypeError as e:
    print(type(e).__name__, e)
print("append" in dir([]), "keys" in dir({}))
import math
print("sqrt" in dir(math))
