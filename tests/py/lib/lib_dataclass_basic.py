from dataclasses import dataclass, field, asdict, astuple, fields, replace
@dataclass
class Config:
    lr: float = 0.001
    epochs: int = 10
    layers: list = field(default_factory=lambda: [64, 32])
    name: str = "model"
c = Config()
print(c)
print(Config(lr=0.1, epochs=3))
print(asdict(c))
print(astuple(c))
print([f.name for f in fields(c)], [f.type for f in fields(Config)])
print(replace(c, epochs=20))
print(c == Config(), c == Config(lr=1.0), c != Config())
c.epochs = 5
print(c.epochs, Config().layers is not Config().layers)
@dataclass
class Point:
    x: int
    y: int
p = Point(1, 2)
print(p, Point(y=3, x=4), p.__eq__(5))
try:
    Point(1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point(1, 2, 3)
except TypeError as e:
    print(type(e).__name__, e)
try:
    Point(1, 2, z=3)
except TypeError as e:
    print(type(e).__name__, e)
print(Point.__hash__)
