from dataclasses import dataclass, field, asdict, astuple, replace, fields, FrozenInstanceError
from typing import List, Optional


@dataclass
class TrainConfig:
    lr: float = 1e-3
    epochs: int = 10
    layers: List[int] = field(default_factory=lambda: [64, 32])
    name: Optional[str] = None
    _private: int = field(default=0, repr=False)


c = TrainConfig()
print(c)
print(TrainConfig(lr=0.1, layers=[8]), c == TrainConfig(), c == TrainConfig(epochs=5))
print(asdict(c), astuple(c), replace(c, epochs=3))
print([f.name for f in fields(c)], [f.default for f in fields(TrainConfig)][:2])


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0


print(sorted([Version(1, 2), Version(0, 9), Version(1, 0)]), Version(1) < Version(1, 1), Version(2) >= Version(1, 5))


@dataclass(frozen=True)
class Point:
    x: float
    y: float

    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5


p = Point(3, 4)
print(p, p.norm(), hash(p) == hash(Point(3, 4)), {p: 1}[Point(3, 4)])
try:
    p.x = 5
except FrozenInstanceError as e:
    print(type(e).__name__, e)
try:
    del p.y
except FrozenInstanceError as e:
    print(type(e).__name__, e)
try:
    Point(1)
except TypeError as e:
    print("TypeError", e)
try:
    @dataclass
    class Bad:
        items: list = []
except ValueError as e:
    print("ValueError", e)
try:
    @dataclass
    class Bad2:
        a: int = 1
        b: int
except TypeError as e:
    print("TypeError", e)


@dataclass
class WithPost:
    a: int
    b: int = field(init=False)

    def __post_init__(self):
        self.b = self.a * 2


print(WithPost(3))


@dataclass(eq=False)
class NoEq:
    v: int


print(NoEq(1) == NoEq(1), repr(NoEq(2)))


@dataclass
class Child(TrainConfig):
    dropout: float = 0.5


print(Child(epochs=2))
print(TrainConfig.__dataclass_fields__["lr"].type, TrainConfig.__init__.__qualname__)
