from dataclasses import dataclass, field


@dataclass
class Cfg:
    lr: float = 0.1
    layers: list = field(default_factory=list)
    name: str = "net"


c = Cfg()
d = Cfg(0.5, [1, 2])
print(c, d, c == Cfg(), c == d)
c.layers.append(3)
print(c.layers, Cfg().layers)


@dataclass(frozen=True)
class Point:
    x: int
    y: int


p = Point(1, 2)
print(p, hash(p) == hash(Point(1, 2)))
try:
    p.x = 5
except Exception as e:
    print(type(e).__name__, e)
