from dataclasses import dataclass


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


@dataclass
class Circle:
    center: Point
    radius: float


class Plain:
    def __init__(self):
        self.a = 1
        self.b = 2


def where(obj):
    match obj:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"on y axis at {y}"
        case Point(x=0) | Point(y=0):
            return "on an axis"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Circle(Point(x, y), radius=r) if r > 10:
            return f"big circle at {x},{y}"
        case Circle(center=c, radius=r):
            return f"circle {r} around ({c.x}, {c.y})"
        case Plain(a=1, b=b):
            return f"plain b={b}"
        case Point():
            return "some point"
        case _:
            return "unknown"


for o in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 2),
          Circle(Point(1, 1), 20), Circle(Point(4, 5), 1.5), Plain(), 42]:
    print(where(o))

print(Circle.__match_args__)
